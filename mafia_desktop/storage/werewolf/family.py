"""The werewolf family (``docs/rules-werewolf.md``) as storage reads it: :data:`FAMILY`,
found by its name (``rules.families.FAMILY_NAMES``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from mafia_desktop.rules.werewolf import Role, Side

from ..family import CountedGame, StorageFamily


@dataclass(frozen=True, slots=True)
class WerewolfStorage:
    """:class:`~mafia_desktop.storage.family.StorageFamily` for werewolf: sides win
    (W-WIN-1/2); a player's record is the shared games-and-wins count (no fields of its
    own, so ``player_part`` adds nothing to ``PlayerStats``)."""

    name: str = "werewolf"
    sides_word: str = "sides"
    replays: bool = False

    def side(self, value: object) -> Side:
        """A stored side id (``village``, ``werewolves``)."""
        return Side(value)

    def role(self, value: object) -> Role:
        """A stored werewolf role id."""
        return Role(value)

    def player_part(self, games: Sequence[CountedGame]) -> Mapping[str, object]:
        """Nothing of its own: the shared record counts the games and the wins."""
        return {}


FAMILY: StorageFamily = WerewolfStorage()

__all__ = ["FAMILY", "WerewolfStorage"]
