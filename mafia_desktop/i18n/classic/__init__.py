"""The classic family's words (RULES.md): :mod:`.names` and :data:`.family.WORDS`,
registered in :mod:`mafia_desktop.i18n.families`."""
