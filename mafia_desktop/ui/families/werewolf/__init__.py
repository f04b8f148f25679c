"""The werewolf family's UI (``docs/rules-werewolf.md``)."""
