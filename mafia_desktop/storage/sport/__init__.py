"""The sport family's storage (RULES_SPORT.md): its players' record
(:mod:`.stats`), the tournament desk (:mod:`.tournaments`) and :data:`.family.FAMILY`,
found by name (``rules.families.FAMILY_NAMES``)."""
