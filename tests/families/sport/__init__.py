"""The sport family's part of the contract suite (:mod:`.contract`)."""
