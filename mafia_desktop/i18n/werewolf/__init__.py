"""The werewolf family's words (``docs/rules-werewolf.md``), EN/RU through Qt's .ts files."""
