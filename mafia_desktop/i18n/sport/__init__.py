"""The sport family's words (RULES_SPORT.md): :mod:`.names`, the tournament results'
words (:mod:`.tournament`) and :data:`.family.WORDS`, found by name
(``rules.families.FAMILY_NAMES``)."""
