"""The sport family's storage (RULES_SPORT.md): its players' record
(:mod:`.stats`), the tournament desk (:mod:`.tournaments`) and :data:`.family.FAMILY`,
registered in :mod:`mafia_desktop.storage.families`."""
