"""A tournament's standings (issue 25): points per game by RULES_SPORT.md §7, the first-
night victim's compensation (Ci), and an ordered list of tie-breaks. Pure Python.

Each counted game is a :class:`CountedGame`: per seat the tournament player's number, team
and role, whether their team won, their points as the engine gives them
(:func:`~mafia_desktop.rules.sport.points`: the win, the best move, penalties, bonuses) and
the parts of them, and whether the black team shot them in night 1. It is made from a
recorded game's final state (:func:`counted_from_state`); a result record (a game whose
order of actions is unknown) gives the same fields.

**Ci** (compensation for being shot in night 1): FIIM tournaments give a red player shot in
the first night extra points, and more to a player shot first often. Our reading, every
number an option (:class:`ScoringOptions`): a player shot in night 1 in ``k`` of the ``n``
games they played in rounds where Ci is on gets ``ci_points`` per such game, scaled by
``min(1, k / (ci_share * n))``: at the default ``ci_points`` 0.4 and ``ci_share`` 0.4, a player
shot first in 40 % of their games or more gets 0.4 each time, one shot first less often
gets proportionally less. Black players shot by their own team get none.

**Tie-breaks** (:data:`TIE_BREAKS`, :mod:`.tiebreaks`): the standings sort by each entry
of ``ScoringOptions.tie_breaks`` in turn (a key, or a sum of keys), every entry "more is
better" (``-key``: less); players equal on every entry share a place (1, 2, 2, 4). The
default is the ratings site's ``(epg)wsk`` after the total. Exhibition players play but are not ranked.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from ...json_types import JsonObject
from ...places import shared_places
from ..ruleset import SportRuleset
from ..state import SportState
from . import tiebreaks
from .record import ResultRecord, record_of, record_points

_two = round  # the builtin (``round`` is also a game's round number below)

#: A tie-break key -> what it compares (every one: more is better); an order's entry
#: may also sum keys or prefer less (:mod:`.tiebreaks`).
TIE_BREAKS: dict[str, str] = tiebreaks.KEYS


@dataclass(frozen=True, slots=True)
class ScoringOptions:
    """A tournament's scoring options (stored as JSON with the tournament).

    Attributes:
        ci_points: Ci per game a player is shot in night 1 (points; 0: no Ci).
        ci_share: the share of games shot first from which Ci is full (0 < share <= 1).
        tie_breaks: the entries (:mod:`.tiebreaks`: keys of :data:`TIE_BREAKS` or their
            sums) in the order they decide; default the ratings site's ``(epg)wsk``.
    """

    ci_points: float = 0.4
    ci_share: float = 0.4
    tie_breaks: tuple[str, ...] = tiebreaks.SITE_DEFAULT

    def to_json(self) -> JsonObject:
        """The options as stored."""
        return {"ci_points": self.ci_points, "ci_share": self.ci_share,
                "tie_breaks": list(self.tie_breaks)}


def scoring_options(obj: Mapping[str, object] | None) -> ScoringOptions:
    """Read scoring options from JSON (missing keys take the defaults).

    Raises:
        ValueError: an unknown key, a number out of range, an unknown or repeated
            tie-break entry (the message names it).
    """
    obj = dict(obj or {})
    unknown = set(obj) - {"ci_points", "ci_share", "tie_breaks"}
    if unknown:
        raise ValueError(f"unknown scoring option(s): {', '.join(sorted(unknown))}")
    base = ScoringOptions()
    ci_points = obj.get("ci_points", base.ci_points)
    ci_share = obj.get("ci_share", base.ci_share)
    shares = [_share(name, value, low, high)
              for name, value, low, high in (("ci_points", ci_points, 0.0, 1.0),
                                             ("ci_share", ci_share, 0.01, 1.0))]
    breaks = tiebreaks.check(obj.get("tie_breaks", list(base.tie_breaks)))
    return ScoringOptions(shares[0], shares[1], tuple(breaks))


def _share(name: str, value: object, low: float, high: float) -> float:
    """``value`` (JSON) as a number from ``low`` to ``high``; ValueError naming ``name``."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) \
            or not low <= value <= high:
        raise ValueError(f"{name}: expected a number from {low} to {high}, got {value!r}")
    return float(value)


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One seat of a counted game.

    Attributes:
        number: the tournament player's number. role: the role id; team: ``red`` or
        ``black``. won: their team won. points: the engine's points (S-SCORE-1).
        best_move: the best-move points in them; bonuses: the host's extra points;
        penalties: penalty points (<= 0). first_killed: shot by the black team in night 1
        (and left by it) while red.
    """

    number: int
    role: str
    team: str
    won: bool
    points: float
    best_move: float
    bonuses: float
    penalties: float
    first_killed: bool


@dataclass(frozen=True, slots=True)
class CountedGame:
    """A game that counts in the standings: where it was played and each seat's result.

    ``replayable`` is False for a result record (its order of actions is unknown)."""

    round: int
    table: int
    game: int
    seats: tuple[SeatResult, ...]
    replayable: bool = True


def counted_from_record(record: ResultRecord, numbers: Sequence[int], *, round: int,
                        table: int, game: int,
                        ruleset: SportRuleset | None = None) -> CountedGame:
    """The counted game of a result record (:mod:`.record`: a game's final state, or a
    file from another tool); ``numbers[i]`` is the tournament number of the player in
    seat ``i + 1``; ``ruleset`` the scoring table (default FIIM's).

    Raises:
        ValueError: ``numbers`` does not fit the record's seats.
    """
    if len(numbers) != record.size:
        raise ValueError(f"{len(numbers)} player numbers for {record.size} seats")
    r = ruleset or SportRuleset()
    totals = record_points(record, r)
    penalty = {"fouls": r.penalty_fouls, "disqualified": r.penalty_disqualified,
               "team_defeat": r.penalty_team_defeat}
    best_points = {2: r.points_best_move_2, 3: r.points_best_move_3}
    seats = []
    for p in record.players:
        s = p.seat
        red = record.team(s) == "red"
        best = sum(best_points.get(record.black_named(b), 0.0)
                   for b in record.best_moves if b.by == s and red)
        seats.append(SeatResult(
            number=numbers[s - 1], role=p.role, team=record.team(s),
            won=record.team(s) in record.winners, points=totals[s], best_move=_two(best, 2),
            bonuses=_two(sum(b.points for b in record.bonuses if b.seat == s), 2),
            penalties=_two(sum(penalty[x.kind] for x in record.penalties if x.seat == s), 2),
            first_killed=record.first_killed == s and red))
    return CountedGame(round, table, game, tuple(seats), record.replayable)


def counted_from_state(state: SportState, numbers: Sequence[int], *, round: int, table: int,
                       game: int) -> CountedGame:
    """The counted game of a finished sport game's final ``state`` (its result record,
    :func:`.record.record_of`, scored by the game's own ruleset).

    Raises:
        ValueError: the game has not ended, or ``numbers`` does not fit its seats.
    """
    return counted_from_record(record_of(state), numbers, round=round, table=table,
                               game=game, ruleset=state.ruleset)


@dataclass(slots=True)
class StandingRow:
    """One player's line of the standings (points rounded to two decimals).

    Attributes:
        place: 1.. (shared on a full tie); ``None`` for an exhibition player.
        number, name, exhibition: the player. games, wins, wins_sheriff, wins_don,
        first_killed: counts. points: the engine's points summed; extra: best move,
        bonuses and Ci; best_move, bonus: those parts of it; ci; penalties (<= 0);
        total: points + Ci; main (a property): the win's points.
    """

    number: int
    name: str
    exhibition: bool = False
    place: int | None = None
    games: int = 0
    wins: int = 0
    wins_sheriff: int = 0
    wins_don: int = 0
    first_killed: int = 0
    points: float = 0.0
    extra: float = 0.0
    best_move: float = 0.0
    bonus: float = 0.0
    ci: float = 0.0
    penalties: float = 0.0
    total: float = 0.0
    _ci_games: int = field(default=0, repr=False)

    @property
    def main(self) -> float:
        """The win's points: the points without the best move, bonuses and penalties."""
        return round(self.points - self.best_move - self.bonus - self.penalties, 2) + 0.0

    def to_json(self) -> JsonObject:
        """The row as the CLI and the exports give it."""
        return {"place": self.place, "number": self.number, "name": self.name,
                "exhibition": self.exhibition, "games": self.games, "wins": self.wins,
                "wins_sheriff": self.wins_sheriff, "wins_don": self.wins_don,
                "first_killed": self.first_killed, "points": self.points,
                "extra": self.extra, "ci": self.ci, "penalties": self.penalties,
                "total": self.total}


def standings(games: Iterable[CountedGame], players: Mapping[int, str], *,
              options: ScoringOptions | None = None, ci_rounds: Iterable[int] = (),
              exhibition: Iterable[int] = (),
              before: tuple[int, int] | None = None) -> list[StandingRow]:
    """The standings of ``games``, best first (exhibition players last, unranked).

    Args:
        games: the counted games (any order).
        players: number -> name of every tournament player (a player without a game
            still has a line).
        options: the scoring options (default :class:`ScoringOptions`).
        ci_rounds: the rounds in which Ci is on.
        exhibition: the numbers of players who are not ranked.
        before: ``(round, game)``: count only games played before game ``game`` of round
            ``round`` (the standings as they were then).
    Raises:
        ValueError: a game names a player number not in ``players``.
    """
    opts = options or ScoringOptions()
    ci_on = set(ci_rounds)
    shown = set(exhibition)
    rows = {n: StandingRow(n, name, n in shown) for n, name in players.items()}
    shot_first: dict[int, int] = {}
    for g in games:
        if before is not None and (g.round, g.game) >= before:
            continue
        for s in g.seats:
            row = rows.get(s.number)
            if row is None:
                raise ValueError(f"round {g.round}, table {g.table}, game {g.game}: player "
                                 f"number {s.number} is not in the tournament")
            row.games += 1
            row.wins += s.won
            row.wins_sheriff += s.won and s.role == "sheriff"
            row.wins_don += s.won and s.role == "don"
            row.first_killed += s.first_killed
            row.points += s.points
            row.extra += s.best_move + s.bonuses
            row.best_move += s.best_move
            row.bonus += s.bonuses
            row.penalties += s.penalties
            if g.round in ci_on:
                row._ci_games += 1
                shot_first[s.number] = shot_first.get(s.number, 0) + s.first_killed
    for n, row in rows.items():
        k = shot_first.get(n, 0)
        if k and row._ci_games:
            row.ci = k * opts.ci_points * min(1.0, k / (opts.ci_share * row._ci_games))
        for name in ("points", "extra", "best_move", "bonus", "ci", "penalties"):
            setattr(row, name, round(getattr(row, name), 2) + 0.0)
        row.extra = round(row.extra + row.ci, 2) + 0.0
        row.total = round(row.points + row.ci, 2) + 0.0

    def key(row: StandingRow) -> tuple[float, ...]:
        return tuple(round(tiebreaks.value(row, k), 2) for k in opts.tie_breaks)

    ranked = sorted((r for r in rows.values() if not r.exhibition),
                    key=lambda r: (tuple(-v for v in key(r)), r.number))
    for row, place in zip(ranked, shared_places([key(r) for r in ranked]), strict=True):
        row.place = place
    return ranked + sorted((r for r in rows.values() if r.exhibition), key=lambda r: r.number)
