"""A tournament's referees as stored (issue 34 point 4, schema 9): a referee per table for
a round, and a game's own referee, which wins over its table's (a referee who stands in
for one game). The referee of a game (:attr:`~.tournament_rows.Slot.referee`) goes on the
protocol's header and into both exports (the ratings site's ``moderator``, the FIIM site's
``referee``). A referee is a person: the one names' rule checks the name (R-NAME-1, 40
characters: :func:`~mafia_desktop.rules.check_any_name`). Part of
:class:`~.tournaments.TournamentRepository` (its base class).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from mafia_desktop.rules import check_any_name, readable_name

from ..database import StorageError
from ..repository import GameRepository
from ..rows import BAD_VALUE
from .tournament_rows import Slot, Tournament

#: What a damaged referees' entry raises when it is read.
_DAMAGED: tuple[type[BaseException], ...] = (*BAD_VALUE, TypeError)


class TournamentReferees:
    """The referees' half of :class:`~.tournaments.TournamentRepository`."""

    games: GameRepository

    if TYPE_CHECKING:
        def get(self, tournament_id: int) -> Tournament: ...
        def slot(self, tournament_id: int, slot: tuple[int, int, int]) -> Slot: ...
        def slots(self, tournament_id: int, round: int | None = None) -> list[Slot]: ...

    def _table_referees(self, tournament_id: int) -> dict[tuple[int, int], str]:
        """(round, table) -> the table's referee for the round (a damaged entry is left
        out: the game then has no table's referee)."""
        out: dict[tuple[int, int], str] = {}
        for r, text in self.games._read("SELECT number, referees FROM tournament_rounds "
                                        "WHERE tournament_id = ?", (tournament_id,)):
            try:
                out.update({(int(r), int(k)): readable_name(v, "referee")
                            for k, v in dict(json.loads(text)).items()})
            except _DAMAGED:
                continue
        return out

    def set_table_referee(self, tournament_id: int, round: int, table: int,
                          name: str | None) -> str | None:
        """The referee of ``table`` for every game of ``round`` (``None``: cleared);
        returns the name as stored (trimmed). A game with its own referee keeps it.

        Raises:
            RuleViolation: (a ValueError) R-NAME-1, a name the names' rule refuses
                (empty, over 40 characters, a control character): nothing is stored.
            ValueError: no such round, or no such table in it.
            StorageError: no such tournament, or the write failed.
        """
        checked = None if name is None else check_any_name(name, "referee")
        r = next((x for x in self.get(tournament_id).rounds if x.number == round), None)
        if r is None:
            raise ValueError(f"there is no round {round}")
        if not 1 <= table <= r.tables:
            raise ValueError(f"round {round} has tables 1..{r.tables}, not {table}")
        referees = {str(k): v for k, v in r.referees.items()}
        if checked is None:
            referees.pop(str(table), None)
        else:
            referees[str(table)] = checked
        with self.games._write("store the table's referee") as conn:
            cur = conn.execute("UPDATE tournament_rounds SET referees = ? WHERE "
                               "tournament_id = ? AND number = ?",
                               (json.dumps(referees, sort_keys=True), tournament_id, round))
            if cur.rowcount != 1:
                raise StorageError(f"there is no round {round}", path=self.games.path)
        return checked

    def set_game_referee(self, tournament_id: int, slot: tuple[int, int, int],
                         name: str | None) -> str | None:
        """A game's own referee ``(round, table, game)``, who wins over its table's
        (``None``: cleared, the game's referee is its table's again); returns the name as
        stored (trimmed).

        Raises:
            RuleViolation: (a ValueError) R-NAME-1, a name the names' rule refuses:
                nothing is stored.
            ValueError: no such game in the tournament.
            StorageError: the write failed.
        """
        checked = None if name is None else check_any_name(name, "referee")
        self.slot(tournament_id, slot)
        with self.games._write("store the game's referee") as conn:
            conn.execute("UPDATE tournament_slots SET referee = ? WHERE tournament_id = ? AND "
                         "round = ? AND table_no = ? AND game_no = ?",
                         (checked, tournament_id, *slot))
        return checked

    def referees(self, tournament_id: int, round: int) -> dict[str, object]:
        """A round's referees as the CLI prints them: ``{"round", "tables": {table:
        name}, "games": [{"table", "game", "referee", "own"}]}`` (``referee``: the game's
        referee, its own or its table's, ``None`` when neither is set; ``own``: true when
        the game has its own).

        Raises:
            ValueError: no such round.
        """
        r = next((x for x in self.get(tournament_id).rounds if x.number == round), None)
        if r is None:
            raise ValueError(f"there is no round {round}")
        slots = self.slots(tournament_id, round)
        return {"round": round, "tables": {str(k): v for k, v in sorted(r.referees.items())},
                "games": [{"table": s.table, "game": s.game, "referee": s.referee,
                           "own": s.own_referee is not None}
                          for s in sorted(slots, key=lambda s: (s.table, s.game))]}


__all__ = ["TournamentReferees"]
