"""Roles and factions (RULES.md §1).

Role and faction IDs are the strings RULES.md and GAME_LOG.md use; the UI translates
them for display, keyed by these IDs.
"""

from __future__ import annotations

from enum import Enum


class Faction(str, Enum):
    """A side that can win (RULES.md §1, §6)."""

    TOWN = "town"
    MAFIA = "mafia"
    MANIAC = "maniac"


class Role(str, Enum):
    """A player's role; its value is the role id of RULES.md §1."""

    CIVILIAN = "civilian"
    MAFIOSO = "mafioso"
    GODFATHER = "godfather"
    COMMISSAR = "commissar"
    MANIAC = "maniac"
    DOCTOR = "doctor"
    JOURNALIST = "journalist"

    @property
    def faction(self) -> Faction:
        """The role's faction (RULES.md §1 table)."""
        return ROLE_FACTION[self]


ROLE_FACTION: dict[Role, Faction] = {
    Role.CIVILIAN: Faction.TOWN,
    Role.MAFIOSO: Faction.MAFIA,
    Role.GODFATHER: Faction.MAFIA,
    Role.COMMISSAR: Faction.TOWN,
    Role.MANIAC: Faction.MANIAC,
    Role.DOCTOR: Faction.TOWN,
    Role.JOURNALIST: Faction.TOWN,
}

#: Roles of which a setup may hold at most one (R-SETUP-2's decision); the godfather
#: is exactly one.
UNIQUE_ROLES: tuple[Role, ...] = (Role.COMMISSAR, Role.DOCTOR, Role.JOURNALIST, Role.MANIAC)

#: Order in which winners are listed.
FACTION_ORDER: tuple[Faction, ...] = (Faction.TOWN, Faction.MAFIA, Faction.MANIAC)


def status_of(role: Role, granularity: str) -> str:
    """A player's status under ``status_granularity`` (R-ROLE-1).

    Args:
        role: the player's role.
        granularity: ``"role"`` or ``"faction"``.
    Returns:
        the role id (``"godfather"``) or the faction id (``"mafia"``).
    """
    return role.value if granularity == "role" else role.faction.value


def announced_status(role: Role | str, reveal_on_death: str) -> str | None:
    """What the host announces of a player who dies with ``role`` (R-HOST-2).

    Args:
        role: the dead player's role (a :class:`Role` or its id).
        reveal_on_death: the option: ``"role"``, ``"faction"`` or ``"none"``.
    Returns:
        the role id, the faction id, or ``None`` (nothing is announced).

    >>> announced_status("godfather", "faction"), announced_status(Role.DOCTOR, "none")
    ('mafia', None)
    """
    if reveal_on_death == "none":
        return None
    return status_of(Role(role), reveal_on_death)
