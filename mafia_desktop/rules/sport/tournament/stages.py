"""A tournament's stages (issue 34 point 1): each round's own participants, FIIM's usual
shapes, the cut after a round and the running totals. Pure Python.

**Participants.** A round is played by its own participants: every player of the
tournament (a round stored before schema 9, or a main round), chosen by hand, or the top
``N`` of the standings after round ``R`` (:func:`cut`). The seating numbers a round's
players ``1..k`` (:mod:`.seating`); :class:`Field` maps those numbers to the players'
tournament numbers and back.

**The cut** (rules T-CUT-1..3, the user guide "Tournament desk"): the top ``N`` of the overall
standings after round ``R``, exhibition players left out. When players share the place
at the cut (the ``N``-th and the ``N+1``-th ranked equal on every tie-break), the desk
never picks among them: :class:`Cut` lists those sure to go through and those tied, and
the organiser names which of the tied take the seats left (T-CUT-1). A cut is taken after
a round whose every game counts (T-CUT-2), of at most as many players as are ranked
(T-CUT-3).

**Running totals.** A round's points are *added* to the running total of the round
before it (``totals`` ``added``: a final's standings are its players' main round and
final points together) or counted *separately* (``separate``: the final starts from
zero). The **overall standings** are in tiers: the last round's participants first, in
the order of that round's running total; then the players of the round before who did
not reach the last, in the order of its running total; and so on (a player who did not
reach the final never ranks above a finalist). Within a tier after the first round,
players equal on every tie-break are ordered by their place in the overall standings
after the round before (their seeding: a final counted separately, before its first
game, is in the order the players qualified); equal there too, they share a place. A
tournament whose rounds all seat every player is one tier: every game's points summed,
as before schema 9.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from ...json_types import JsonObject
from ...places import shared_places
from . import tiebreaks
from .standings import CountedGame, ScoringOptions, StandingRow, standings

#: A round's totals: ``added`` to the round before's, or counted ``separate`` (alone).
TOTALS = ("added", "separate")


class StageError(ValueError):
    """A refusal of the stages' rules; ``rule`` is its ID (``T-CUT-1``…), ``str()``
    ``"T-CUT-1: …"`` (the message after the rule's ID)."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{rule}: {message}")
        self.rule = rule
        self.message = message


@dataclass(frozen=True, slots=True)
class PlannedRound:
    """A round of a tournament's plan.

    Attributes:
        stage: ``main``, ``semi_final`` or ``final``.
        top: the participants are the top ``top`` after the round before (``None``: every
            player of the tournament).
        tables: tables (``None``: as many as the participants fill, ten a table).
        games: games a table.
        ci: the first-night compensation counts in this round.
        totals: one of :data:`TOTALS`.
    """

    stage: str
    top: int | None
    tables: int | None
    games: int
    ci: bool = True
    totals: str = "added"

    def to_json(self) -> JsonObject:
        """As stored in the tournament's plan."""
        return {"stage": self.stage, "top": self.top, "tables": self.tables,
                "games": self.games, "ci": self.ci, "totals": self.totals}


_MAIN = PlannedRound("main", None, None, 10)
#: FIIM's usual shapes: key -> the rounds planned. The final is one table of ten, ten
#: games, without Ci, its points added to the rounds before (each an option).
SHAPES: dict[str, tuple[PlannedRound, ...]] = {
    "one_round": (_MAIN,),
    "main_final": (_MAIN, PlannedRound("final", 10, 1, 10, ci=False)),
    "main_semi_final": (_MAIN, PlannedRound("semi_final", 20, 2, 10),
                        PlannedRound("final", 10, 1, 10, ci=False)),
}


def plan_from_json(obj: object) -> tuple[PlannedRound, ...]:
    """A stored plan read back (a list of :meth:`PlannedRound.to_json`).

    Raises:
        ValueError: not such a list (the message names what is wrong).
    """
    if not isinstance(obj, list):
        raise ValueError(f"plan: expected a list of rounds, got {obj!r}")
    out = []
    for i, r in enumerate(obj):
        try:
            p = PlannedRound(str(r["stage"]), None if r.get("top") is None else int(r["top"]),
                             None if r.get("tables") is None else int(r["tables"]),
                             int(r["games"]), bool(r.get("ci", True)),
                             str(r.get("totals", "added")))
        except (KeyError, TypeError, ValueError, AttributeError):
            raise ValueError(f"plan[{i}]: expected a planned round, got {r!r}") from None
        if p.totals not in TOTALS or p.stage not in _STAGES:
            raise ValueError(f"plan[{i}]: expected a planned round, got {r!r}")
        out.append(p)
    return tuple(out)


_STAGES = ("main", "semi_final", "final")


@dataclass(frozen=True, slots=True)
class StageRound:
    """What the standings need of a stored round: its ``number``, ``ci``, ``totals`` and
    ``participants`` (``None``: every player of the tournament)."""

    number: int
    ci: bool = True
    totals: str = "added"
    participants: tuple[int, ...] | None = None


@dataclass(frozen=True, slots=True)
class Field:
    """A round's participants as the seating numbers them: ``numbers[i]`` is the
    tournament number of the seating's player ``i + 1``."""

    numbers: tuple[int, ...]

    def local(self, pairs: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
        """The pairs (tournament numbers) whose both players take part, in the
        seating's numbers."""
        at = {n: i + 1 for i, n in enumerate(self.numbers)}
        return [(at[a], at[b]) for a, b in pairs if a in at and b in at]

    def seats(self, seats: Iterable[int]) -> tuple[int, ...]:
        """The seating's player numbers as tournament numbers."""
        return tuple(self.numbers[s - 1] for s in seats)


@dataclass(frozen=True, slots=True)
class Cut:
    """The top ``top`` after round ``after``.

    Attributes:
        through: the players sure to go through (placed above the cut), best first.
        tied: the players sharing the place at the cut (empty when none), by number.
        seats: how many of ``tied`` go through (0 when none is tied).
        place: the place shared at the cut (``None`` when none is tied).
    """

    after: int
    top: int
    through: tuple[int, ...]
    tied: tuple[int, ...] = ()
    seats: int = 0
    place: int | None = None

    def participants(self, take: Iterable[int] = ()) -> tuple[int, ...]:
        """The players who go through: :attr:`through` and the organiser's choice
        ``take`` among :attr:`tied`.

        Raises:
            StageError: T-CUT-1: a tie at the cut and ``take`` is not exactly
                :attr:`seats` of the tied players (or names a player not tied).
        """
        chosen = tuple(dict.fromkeys(take))
        if not self.tied and not chosen:
            return self.through
        if len(chosen) != self.seats or not set(chosen) <= set(self.tied):
            raise StageError("T-CUT-1", (
                f"players {', '.join(map(str, self.tied))} share place {self.place} at the "
                f"cut of the top {self.top} after round {self.after}: name {self.seats} of "
                f"them to go through"))
        return self.through + chosen

    def to_json(self) -> JsonObject:
        """As the CLI prints it."""
        return {"after": self.after, "top": self.top, "through": list(self.through),
                "tied": list(self.tied), "seats": self.seats, "place": self.place}


def cut(rows: Sequence[StandingRow], top: int, after: int) -> Cut:
    """The top ``top`` of ``rows`` (the overall standings after round ``after``, best
    first; exhibition players are not ranked and never go through).

    Raises:
        StageError: T-CUT-3: ``top`` below 1 or above the ranked players.
    """
    ranked = [r for r in rows if r.place is not None]
    if not 1 <= top <= len(ranked):
        raise StageError("T-CUT-3", f"the top {top} after round {after}: expected 1 to "
                         f"{len(ranked)} (the players ranked)")
    if top == len(ranked) or ranked[top - 1].place != ranked[top].place:
        return Cut(after, top, tuple(r.number for r in ranked[:top]))
    place = ranked[top - 1].place or 0  # ranked: every place is a number
    through = tuple(r.number for r in ranked if r.place is not None and r.place < place)
    tied = tuple(sorted(r.number for r in ranked if r.place == place))
    return Cut(after, top, through, tied, top - len(through), place)


def running(rounds: Sequence[StageRound], number: int) -> list[int]:
    """The rounds whose games count in round ``number``'s running total: it, and the
    round before's when its points are ``added`` (and so on back)."""
    ordered = sorted(rounds, key=lambda r: r.number)
    chain: list[int] = []
    for r in reversed([r for r in ordered if r.number <= number]):
        if chain and next(x for x in ordered if x.number == chain[-1]).totals != "added":
            break
        chain.append(r.number)
    return chain


def _only(games: Iterable[CountedGame], rounds: Iterable[int],
          members: set[int]) -> list[CountedGame]:
    wanted = set(rounds)
    return [replace(g, seats=tuple(s for s in g.seats if s.number in members))
            for g in games if g.round in wanted]


def field_of(r: StageRound, players: Iterable[int], games: Iterable[CountedGame]) -> set[int]:
    """Who plays round ``r``: its participants (every player when ``None``) and anyone
    who played one of its games (a substitution)."""
    out = set(players) if r.participants is None else set(r.participants)
    return out | {s.number for g in games if g.round == r.number for s in g.seats}


def _seeded(rows: list[StandingRow], prior: Sequence[StandingRow],
            opts: ScoringOptions) -> list[StandingRow]:
    """``rows`` (one tier, ranked) with players equal on every tie-break ordered by their
    place in ``prior`` (the standings after the round before), places shared again."""
    seed = {r.number: r.place if r.place is not None else len(prior) + 1 for r in prior}
    ranked = [r for r in rows if r.place is not None]

    def key(row: StandingRow) -> tuple[float, ...]:
        return (*(round(tiebreaks.value(row, k), 2) for k in opts.tie_breaks),
                -float(seed.get(row.number, len(prior) + 1)))
    ranked.sort(key=lambda r: (tuple(-v for v in key(r)), r.number))
    for row, place in zip(ranked, shared_places([key(r) for r in ranked]), strict=True):
        row.place = place
    return ranked + [r for r in rows if r.place is None]


def round_standings(games: Sequence[CountedGame], players: Mapping[int, str],
                    rounds: Sequence[StageRound], number: int, *,
                    options: ScoringOptions | None = None, exhibition: Iterable[int] = (),
                    before: tuple[int, int] | None = None) -> list[StandingRow]:
    """The standings of round ``number`` alone: its players (:func:`field_of`) and its
    own games' points (Ci as the round has it)."""
    r = next(x for x in rounds if x.number == number)
    members = field_of(r, players, games)
    return standings(_only(games, [number], members),
                     {n: players[n] for n in sorted(members) if n in players},
                     options=options, ci_rounds=[number] if r.ci else [],
                     exhibition=exhibition, before=before)


def overall_standings(games: Sequence[CountedGame], players: Mapping[int, str],
                      rounds: Sequence[StageRound], *, options: ScoringOptions | None = None,
                      exhibition: Iterable[int] = (), upto: int | None = None,
                      before: tuple[int, int] | None = None) -> list[StandingRow]:
    """The overall standings (module doc: in tiers, each by its round's running total),
    after round ``upto`` (``None``: the last); exhibition players last, unranked. With no
    round, every player with nothing.

    Raises:
        ValueError: a game names a player not in ``players``.
    """
    shown = list(exhibition)
    stored = sorted((r for r in rounds if upto is None or r.number <= upto),
                    key=lambda r: r.number)
    ci = [r.number for r in stored if r.ci]
    if not stored:
        return standings([], players, options=options, exhibition=shown)
    placed: set[int] = set()
    ranked: list[StandingRow] = []
    unranked: list[StandingRow] = []
    for r in reversed(stored):
        members = field_of(r, players, games) - placed
        if not members:
            continue
        unknown = members - set(players)
        if unknown:
            raise ValueError(f"round {r.number}: player number {min(unknown)} is not in "
                             "the tournament")
        rows = standings(_only(games, running(stored, r.number), members),
                         {n: players[n] for n in sorted(members)}, options=options,
                         ci_rounds=ci, exhibition=shown, before=before)
        earlier = [x.number for x in stored if x.number < r.number]
        if earlier:  # equal on every tie-break: by the place after the round before
            rows = _seeded(rows, overall_standings(
                games, players, stored, options=options, exhibition=shown,
                upto=earlier[-1], before=before), options or ScoringOptions())
        offset = len(ranked)
        for row in rows:
            if row.place is None:
                unranked.append(row)
            else:
                row.place += offset
                ranked.append(row)
        placed |= members
    rest = set(players) - placed  # players of no round: last, with nothing
    if rest:
        rows = standings([], {n: players[n] for n in sorted(rest)}, options=options,
                         exhibition=shown)
        offset = len(ranked)
        for row in rows:
            if row.place is None:
                unranked.append(row)
            else:
                row.place += offset
                ranked.append(row)
    return ranked + sorted(unranked, key=lambda row: row.number)


__all__ = ["SHAPES", "TOTALS", "Cut", "Field", "PlannedRound", "StageError", "StageRound",
           "cut", "field_of", "overall_standings", "plan_from_json", "round_standings",
           "running"]
