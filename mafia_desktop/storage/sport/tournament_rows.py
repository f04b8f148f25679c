"""A tournament's values as :class:`~.tournaments.TournamentRepository` reads them
(issue 25): its players, rounds, slots and imported logs, each with ``to_json`` (the desk's
``--json`` output), and the constants of the schedule."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date

from mafia_desktop.rules.json_types import JsonObject, JsonValue
from mafia_desktop.rules.sport.tournament.stages import PlannedRound
from mafia_desktop.rules.sport.tournament.standings import ScoringOptions

#: The stages of a tournament, in order.
STAGES = ("main", "semi_final", "final")
#: The schedule file's ``format`` (version 1).
SCHEDULE_FORMAT = "mafia-tournament-schedule"
#: A table's seats (RULES_SPORT.md S-SETUP-1: the FIIM table).
TABLE_SEATS = 10


@dataclass(frozen=True, slots=True)
class TournamentPlayer:
    """A player of a tournament: ``number`` (1..N), ``name``, ``exhibition`` (not
    ranked), ``consent`` (may be published), ``ids`` (league -> external id)."""

    number: int
    name: str
    exhibition: bool = False
    consent: bool = False
    ids: Mapping[str, str] = field(default_factory=dict)

    def to_json(self) -> JsonObject:
        """The player as the CLI prints it."""
        return {"number": self.number, "name": self.name, "exhibition": self.exhibition,
                "consent": self.consent, "ids": dict(self.ids)}


@dataclass(frozen=True, slots=True)
class Round:
    """A round: ``number`` (1..), ``stage``, ``tables``, ``games`` (a table), ``ci``
    (the first-night compensation counts), the seating's ``seed`` and ``quality``;
    ``participants`` (player numbers; ``None``: every player of the tournament),
    ``chosen`` (how: ``{}`` by hand or every player, ``{"top": N, "after": R, "took":
    [the tied players the organiser chose]}``) and ``totals`` (``added`` to the round
    before's running total, or ``separate``); ``referees``: table -> its referee for the
    round (tables without one left out) (schema 9)."""

    number: int
    stage: str
    tables: int
    games: int
    ci: bool
    seed: int
    quality: Mapping[str, JsonValue]
    participants: tuple[int, ...] | None = None
    chosen: Mapping[str, JsonValue] = field(default_factory=dict)
    totals: str = "added"
    referees: Mapping[int, str] = field(default_factory=dict)

    def to_json(self) -> JsonObject:
        """The round as the CLI prints it (``referees``: table number as text -> name)."""
        return {"number": self.number, "stage": self.stage, "tables": self.tables,
                "games": self.games, "ci": self.ci, "seed": self.seed,
                "quality": dict(self.quality),
                "participants": list(self.participants) if self.participants is not None
                else None, "chosen": dict(self.chosen), "totals": self.totals,
                "referees": {str(k): v for k, v in sorted(self.referees.items())}}


@dataclass(frozen=True, slots=True)
class Slot:
    """One game of a round at a table: its ``seats`` (player numbers, seat 1 first) and
    what counts for it: a stored game (``game_id``), or a result record from another
    tool (``record``: it counts but is not replayable), or nothing while unplayed;
    ``own_referee`` (the game's own, schema 9) and ``table_referee`` (its table's for the
    round): :attr:`referee` is the game's."""

    round: int
    table: int
    game: int
    seats: tuple[int, ...]
    game_id: int | None
    record: bool = False
    own_referee: str | None = None
    table_referee: str | None = None

    @property
    def counted(self) -> bool:
        """True when a game or a result record counts for the slot."""
        return self.game_id is not None or self.record

    @property
    def referee(self) -> str | None:
        """The game's referee: its own, else its table's for the round, else ``None``."""
        return self.own_referee if self.own_referee is not None else self.table_referee

    def to_json(self) -> JsonObject:
        """The slot as the CLI prints it (``replayable`` false for a result record;
        ``referee`` the game's, ``own_referee`` true when it is the game's own)."""
        return {"round": self.round, "table": self.table, "game": self.game,
                "seats": list(self.seats), "game_id": self.game_id,
                "counted": self.counted, "replayable": self.game_id is not None,
                "referee": self.referee, "own_referee": self.own_referee is not None}


@dataclass(frozen=True, slots=True)
class Tournament:
    """A tournament as stored: its players by number, its rounds in order and the rounds
    planned for it (``plan``: one of FIIM's usual shapes, or empty)."""

    id: int
    name: str
    starts_on: date
    ends_on: date | None
    options: ScoringOptions
    players: tuple[TournamentPlayer, ...]
    rounds: tuple[Round, ...]
    plan: tuple[PlannedRound, ...] = ()

    def next_planned(self) -> PlannedRound | None:
        """The planned round the next round to add is (``None`` past the plan)."""
        return self.plan[len(self.rounds)] if len(self.rounds) < len(self.plan) else None

    def to_json(self) -> JsonObject:
        """The tournament as the CLI prints it."""
        return {"id": self.id, "name": self.name, "starts_on": self.starts_on.isoformat(),
                "ends_on": self.ends_on.isoformat() if self.ends_on else None,
                "options": self.options.to_json(),
                "players": [p.to_json() for p in self.players],
                "rounds": [r.to_json() for r in self.rounds],
                "plan": [p.to_json() for p in self.plan]}


@dataclass(frozen=True, slots=True)
class Imported:
    """What became of one imported log: ``status`` ``imported`` (it now counts for its
    slot), ``duplicate`` (that very log counts already), ``conflict`` (the slot holds
    another log: both are kept until the organiser chooses), with the slot and the
    stored game's id (``None`` for a result record, which is no stored game)."""

    status: str
    slot: tuple[int, int, int]
    game_id: int | None
    conflict: int | None = None

    def to_json(self) -> JsonObject:
        """As the CLI prints it."""
        r, t, g = self.slot
        return {"status": self.status, "round": r, "table": t, "game": g,
                "game_id": self.game_id, "conflict": self.conflict}


__all__ = ["SCHEDULE_FORMAT", "STAGES", "TABLE_SEATS", "Imported", "Round", "Slot",
           "Tournament", "TournamentPlayer"]
