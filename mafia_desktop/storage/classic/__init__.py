"""The classic family's storage (RULES.md): :data:`.family.FAMILY`, registered in
:mod:`mafia_desktop.storage.families`."""
