"""The werewolf family's tests (``docs/rules-werewolf.md``)."""
