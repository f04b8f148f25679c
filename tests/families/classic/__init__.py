"""The classic family's part of the contract suite (:mod:`.contract`)."""
