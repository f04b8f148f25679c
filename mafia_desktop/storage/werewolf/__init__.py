"""The werewolf family's part of storage (``docs/rules-werewolf.md``)."""
