"""What many tests share: the host window and its settings (:mod:`.window`), a
repository on a temporary database (:mod:`.storage`), the players' screen measured
(:mod:`.screen`). Conftests import the fixtures from here; nothing here is collected."""
