"""The werewolf family (``docs/rules-werewolf.md``) as storage reads it: :data:`FAMILY`,
found by its name (``rules.families.FAMILY_NAMES``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from mafia_desktop.rules.werewolf import Role, Side

from ..family import CountedGame, StorageFamily, role_record
from ..results import FamilyStats


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
    record_keys: tuple[str, ...] = tuple(r.value for r in Role)

    def side(self, value: object) -> Side:
        """A stored side id (``village``, ``werewolves``)."""
        return Side(value)

    def role(self, value: object) -> Role:
        """A stored werewolf role id."""
        return Role(value)

    def record(self, games: Sequence[CountedGame]) -> FamilyStats:
        """Games and wins, by role id (a win: the role's side won, W-WIN-1/2)."""
        return role_record(games, lambda g: Role(g.role.value).side
                           in {Side(w.value) for w in g.winners})

    def player_part(self, games: Sequence[CountedGame]) -> Mapping[str, object]:
        """``played``, ``won``, ``played_by_role``, ``won_by_role`` (role ids) of the
        player's finished werewolf games (:meth:`record` under werewolf's own keys)."""
        r = self.record(games)
        return {"played": r.games, "won": r.wins,
                "played_by_role": dict(r.games_by), "won_by_role": dict(r.wins_by)}


FAMILY: StorageFamily = WerewolfStorage()

__all__ = ["FAMILY", "WerewolfStorage"]
