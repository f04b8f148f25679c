"""The werewolf family's part of the command line: :data:`CLI` (its balance model),
found by name (``rules.families.FAMILY_NAMES``)."""

from __future__ import annotations

from ..families import CliFamily
from . import balance

CLI = CliFamily("werewolf", balance.run)

__all__ = ["CLI"]
