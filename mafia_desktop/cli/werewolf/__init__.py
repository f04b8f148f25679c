"""The werewolf family's part of the command line (``docs/rules-werewolf.md``)."""
