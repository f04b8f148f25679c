"""Sport roles and teams (RULES_SPORT.md §1).

Role and team IDs are the strings RULES_SPORT.md and GAME_LOG.md use; the UI translates
them for display, keyed by these IDs.
"""

from __future__ import annotations

from enum import Enum


class Team(str, Enum):
    """A sport team (RULES_SPORT.md §1): red (the town) or black (the mafia)."""

    RED = "red"
    BLACK = "black"


class SportRole(str, Enum):
    """A sport player's role; its value is the role id of RULES_SPORT.md §1."""

    CIVILIAN = "civilian"
    SHERIFF = "sheriff"
    MAFIOSO = "mafioso"
    DON = "don"

    @property
    def team(self) -> Team:
        """The role's team: red (civilian, sheriff) or black (mafioso, don)."""
        return _TEAM[self]


_TEAM: dict[SportRole, Team] = {SportRole.CIVILIAN: Team.RED, SportRole.SHERIFF: Team.RED,
                                 SportRole.MAFIOSO: Team.BLACK, SportRole.DON: Team.BLACK}

#: Order in which winners are listed.
TEAM_ORDER: tuple[Team, ...] = (Team.RED, Team.BLACK)

#: The FIIM table of ten (S-SETUP-1).
FIIM_COMPOSITION: dict[SportRole, int] = {
    SportRole.CIVILIAN: 6, SportRole.SHERIFF: 1, SportRole.MAFIOSO: 2, SportRole.DON: 1,
}
