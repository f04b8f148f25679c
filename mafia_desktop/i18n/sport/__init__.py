"""The sport family's words (RULES_SPORT.md): :mod:`.names`, the tournament results'
words (:mod:`.tournament`) and :data:`.family.WORDS`, registered in
:mod:`mafia_desktop.i18n.families`."""
