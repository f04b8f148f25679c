"""Werewolf's roles and sides (``docs/rules-werewolf.md`` §1, W-ROLE-1) and the random
deal's table by player count (W-SETUP-3)."""

from __future__ import annotations

from enum import Enum

NAME = "werewolf"


class Side(str, Enum):
    """The two sides: the village and the werewolves (W-ROLE-1)."""

    VILLAGE = "village"
    WEREWOLVES = "werewolves"


class Role(str, Enum):
    """A werewolf role id (the log's ``players[].role``), in the rules' order."""

    VILLAGER = "villager"
    WEREWOLF = "wolf"  # not "werewolf": that is the family's name (a view holds it)
    SEER = "seer"
    BODYGUARD = "bodyguard"
    WITCH = "witch"
    HUNTER = "hunter"

    @property
    def side(self) -> Side:
        """The role's side (W-ROLE-1): the werewolves' for a werewolf, else the village's."""
        return Side.WEREWOLVES if self is Role.WEREWOLF else Side.VILLAGE

    @property
    def word(self) -> str:
        """The role's English name in a refusal's message ("Werewolf", "Seer")."""
        return "Werewolf" if self is Role.WEREWOLF else self.value.capitalize()


#: W-SETUP-1: the smallest and the largest table.
MIN_PLAYERS, MAX_PLAYERS = 5, 20

#: W-SETUP-3: (up to this many players, werewolves) for the random deal.
_WOLVES = ((6, 1), (10, 2), (14, 3), (18, 4), (20, 5))


def recommended(players: int, witch: bool, hunter: bool) -> dict[Role, int]:
    """The random deal's roles for ``players`` (5..20) by the W-SETUP-3 table: the
    werewolves, one seer and one bodyguard; a witch from 7 players and a hunter from 8
    where the option is on; villagers for the rest.

    Raises:
        ValueError: ``players`` outside 5..20 (W-SETUP-1).
    """
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"a werewolf table is {MIN_PLAYERS} to {MAX_PLAYERS} players")
    wolves = next(n for most, n in _WOLVES if players <= most)
    deal = {Role.WEREWOLF: wolves, Role.SEER: 1, Role.BODYGUARD: 1,
            Role.WITCH: int(witch and players >= 7), Role.HUNTER: int(hunter and players >= 8)}
    deal[Role.VILLAGER] = players - sum(deal.values())
    return deal


__all__ = ["MAX_PLAYERS", "MIN_PLAYERS", "NAME", "Role", "Side", "recommended"]
