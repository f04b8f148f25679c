"""The sport family's part of the command line: :data:`CLI` (its balance model and the
``tournament`` command group), found by name (``rules.families.FAMILY_NAMES``)."""

from __future__ import annotations

from ..families import CliFamily
from . import balance, tournament

CLI = CliFamily("sport", balance.run, tournament.COMMANDS)

__all__ = ["CLI"]
