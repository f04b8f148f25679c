"""The sport family's commands: its balance model (:mod:`.balance`) and the tournament desk
(:mod:`.tournament`)."""
