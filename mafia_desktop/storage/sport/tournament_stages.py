"""A tournament's stages as stored (issue 34 point 1, schema 9): the rounds planned (one
of FIIM's usual shapes), the cut after a round ("the top N", ties shown to the organiser),
and the standings of a round or overall with each round's running totals. The rules are
:mod:`mafia_desktop.rules.sport.tournament.stages`'; this is their reading of the
database. Part of :class:`~.tournaments.TournamentRepository` (its base class).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING

from mafia_desktop.rules.json_types import JsonObject
from mafia_desktop.rules.sport.tournament.stages import (
    Cut,
    PlannedRound,
    StageError,
    StageRound,
    cut,
    overall_standings,
    round_standings,
)
from mafia_desktop.rules.sport.tournament.standings import CountedGame, StandingRow

from ..repository import GameRepository
from .tournament_rows import Slot, Tournament


def stage_rounds(t: Tournament) -> list[StageRound]:
    """What the standings need of each stored round of ``t``."""
    return [StageRound(r.number, r.ci, r.totals, r.participants) for r in t.rounds]


class TournamentStages:
    """The stages' half of :class:`~.tournaments.TournamentRepository`."""

    games: GameRepository

    if TYPE_CHECKING:
        def get(self, tournament_id: int) -> Tournament: ...
        def slots(self, tournament_id: int, round: int | None = None) -> list[Slot]: ...
        def counted_games(self, tournament_id: int) -> list[CountedGame]: ...

    def set_plan(self, tournament_id: int, plan: Sequence[PlannedRound]) -> None:
        """The rounds planned for the tournament (replacing the plan; empty: none).

        Raises:
            StorageError: no such tournament, or the write failed.
        """
        self.get(tournament_id)
        with self.games._write("store the tournament's plan") as conn:
            conn.execute("UPDATE tournaments SET plan = ? WHERE id = ?",
                         (json.dumps([p.to_json() for p in plan]), tournament_id))

    def standings(self, tournament_id: int, *, round: int | None = None,
                  before_game: int | None = None) -> list[StandingRow]:
        """The standings: of one round (its players, its own games), or overall
        (``round`` ``None``: in tiers, each round's running total as configured,
        :func:`~mafia_desktop.rules.sport.tournament.stages.overall_standings`);
        ``before_game``: as they were before that game of the round (of the last round
        overall).

        Raises:
            ValueError: no such round; ``before_game`` below 1, or above the round's
                games (T-STAND-1: "before game N" is a game of the round).
        """
        t = self.get(tournament_id)
        numbers = {r.number for r in t.rounds}
        if round is not None and round not in numbers:
            raise ValueError(f"there is no round {round}")
        if before_game is not None and before_game < 1:
            raise ValueError(f"--before-game: expected a game number from 1, got {before_game}")
        last = round if round is not None else max(numbers, default=1)
        played = next((r.games for r in t.rounds if r.number == last), None)
        if before_game is not None and played is not None and before_game > played:
            raise ValueError(f"--before-game: round {last} has games 1..{played}, not "
                             f"{before_game} (T-STAND-1)")
        games = self.counted_games(tournament_id)
        names = {p.number: p.name for p in t.players}
        shown = [p.number for p in t.players if p.exhibition]
        before = (last, before_game) if before_game is not None else None
        if round is not None:
            return round_standings(games, names, stage_rounds(t), round, options=t.options,
                                   exhibition=shown, before=before)
        return overall_standings(games, names, stage_rounds(t), options=t.options,
                                 exhibition=shown, before=before)

    def cut(self, tournament_id: int, top: int, after: int) -> Cut:
        """The top ``top`` of the overall standings after round ``after``, with the
        players tied at the cut (the organiser chooses among them: :meth:`Cut.participants`).

        Raises:
            ValueError: no such round. StageError: T-CUT-2: a game of round ``after``
                does not count yet; T-CUT-3: ``top`` outside 1 .. the players ranked.
        """
        t = self.get(tournament_id)
        if after not in {r.number for r in t.rounds}:
            raise ValueError(f"there is no round {after}")
        missing = [s for s in self.slots(tournament_id, after) if not s.counted]
        if missing:
            raise StageError("T-CUT-2", f"round {after} has {len(missing)} game(s) not "
                             "counted yet: the cut is taken when every game counts")
        rows = overall_standings(self.counted_games(tournament_id),
                                 {p.number: p.name for p in t.players}, stage_rounds(t),
                                 options=t.options, upto=after,
                                 exhibition=[p.number for p in t.players if p.exhibition])
        return cut(rows, top, after)

    def participants(self, tournament_id: int, round: int) -> tuple[int, ...]:
        """The players of a stored round (every player of the tournament for a round
        with none of its own), in number order."""
        t = self.get(tournament_id)
        r = next((x for x in t.rounds if x.number == round), None)
        if r is None:
            raise ValueError(f"there is no round {round}")
        if r.participants is None:
            return tuple(p.number for p in t.players)
        return tuple(sorted(r.participants))


def chosen_json(c: Cut | None, took: Sequence[int] = ()) -> JsonObject:
    """How a round's participants were chosen, as stored (``{}``: by hand)."""
    return {} if c is None else {"top": c.top, "after": c.after, "took": sorted(took)}


__all__ = ["TournamentStages", "chosen_json", "stage_rounds"]
