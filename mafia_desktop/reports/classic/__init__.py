"""The classic family's report (RULES.md): the timeline (:mod:`.timeline`, the classic
events of the shared walk), its words (:mod:`.wording`), its page (:mod:`.render`), the
PDF's limits (:mod:`.limits`) and :data:`.family.REPORT`, found by name
(``rules.families.FAMILY_NAMES``)."""
