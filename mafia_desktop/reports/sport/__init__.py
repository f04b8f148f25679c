"""The sport family's report (RULES_SPORT.md): the protocol (:mod:`.timeline`, the sport
events of the shared walk), its words (:mod:`.wording`), its page (:mod:`.render`), the
clubs' paper protocol (:mod:`.protocol`), the tournament's results (:mod:`.tournament`)
and :data:`.family.REPORT`, found by name (``rules.families.FAMILY_NAMES``)."""
