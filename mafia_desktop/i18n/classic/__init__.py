"""The classic family's words (RULES.md): :mod:`.names` and :data:`.family.WORDS`,
found by name (``rules.families.FAMILY_NAMES``)."""
