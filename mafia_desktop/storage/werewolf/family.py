"""The werewolf family (``docs/rules-werewolf.md``) as storage reads it: :data:`FAMILY`,
found by its name (``rules.families.FAMILY_NAMES``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from mafia_desktop.rules.werewolf import Role, Side

from ..family import CountedGame, StorageFamily


@dataclass(frozen=True, slots=True)
class WerewolfStorage:
    """:class:`~mafia_desktop.storage.family.StorageFamily` for werewolf: sides win
    (W-WIN-1/2); a player's record (``PlayerStats.families["werewolf"]``) counts their
    finished werewolf games and wins, in all and by role. Its keys are none of
    ``PlayerStats``'s fields (``games``, ``wins``… are the classic record's: a part with
    one of those names would overwrite it), so it stays in ``families`` only."""

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
        """``played``, ``won``, ``played_by_role``, ``won_by_role`` (role ids) of the
        player's finished werewolf games."""
        played: Counter[str] = Counter()
        won: Counter[str] = Counter()
        for g in games:
            role = Role(g.role.value)
            played[role.value] += 1
            if role.side in {Side(w.value) for w in g.winners}:
                won[role.value] += 1
        return {"played": sum(played.values()), "won": sum(won.values()),
                "played_by_role": dict(played), "won_by_role": dict(won)}


FAMILY: StorageFamily = WerewolfStorage()

__all__ = ["FAMILY", "WerewolfStorage"]
