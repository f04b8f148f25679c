"""The classic family's storage (RULES.md): :data:`.family.FAMILY`, found by name
(``rules.families.FAMILY_NAMES``)."""
