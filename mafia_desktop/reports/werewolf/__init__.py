"""The werewolf family's game report (``docs/rules-werewolf.md``)."""
