"""The classic family's commands: its balance model (:mod:`.balance`)."""
