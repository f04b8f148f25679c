"""The seating of a tournament round (issue 25): ``N`` players at ``T`` tables of ten over
``G`` games.

Pure Python. Players are numbered ``1 .. N``, games ``1 .. G`` (the game's number within
the round), tables ``1 .. T``, seats ``1 .. 10``. When ``N > 10·T`` the others sit out
each game, in turn (:mod:`.tables`).

:func:`seat_round` works in two steps: **who meets whom** (:func:`.tables.anneal`:
simulated annealing on the table groups, every pair as near the ideal number of meetings
as it can, pairs kept apart at different tables), then **who sits where**
(:func:`.seats.assign_seats`: each player in each seat ⌊P/10⌋ or ⌈P/10⌉ times, seats 1, 2
and 10 shared out evenly); in between, each game's groups are given the tables that spread
every player over the tables (:func:`.balance.balance_tables`, T-TABLE-1). Pairs kept apart
come before every other figure (T-APART-1); sit-outs go in turn, spaced (T-SIT-1); the
rules are in :mod:`.constraints`. ``games`` here counts the games a table (the rounds);
:func:`.constraints.rounds_for` turns "``G`` games each" into them. The search's length is ``seconds`` of a reference core,
counted in moves (:data:`MOVES_PER_SECOND`) and never on the clock, so **the same seed
and budget give the same seating on any machine** (a slower one takes longer). It runs
as independent attempts and keeps the best: the first is :data:`FIRST_ATTEMPT_SECONDS`
long, each next one twice the last up to :data:`LONGEST_ATTEMPT_SECONDS`, as many as fit
in the budget (a budget shorter than the first is one attempt that long). The attempts of
a shorter run are the first ones of a longer run with the same seed, so running longer
never gives a worse seating. :func:`start_seating` runs it in a worker process so
a window is never blocked. :func:`swap_players` is the organiser's hand-made change; the
figures are measured again from the seats (:mod:`.quality`).
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import random
from collections.abc import Iterable, Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from dataclasses import dataclass, replace
from functools import cached_property

from ...json_types import JsonObject
from ...worker import die_with_parent as _die_with_parent
from .balance import balance_tables
from .constraints import SeatingError
from .quality import SeatingQuality, measure
from .seats import assign_seats
from .tables import TABLE_SIZE, Groups, anneal, sit_out_rotation

#: Annealing moves a reference core makes in one second (the search's length is
#: ``seconds * MOVES_PER_SECOND`` moves, whatever the machine's speed).
MOVES_PER_SECOND = 500_000
#: The length of the first attempt, and of the longest, seconds (module doc).
FIRST_ATTEMPT_SECONDS = 0.25
LONGEST_ATTEMPT_SECONDS = 4.0
#: The budget when none is given, seconds.
DEFAULT_SECONDS = 5.0
#: The longest budget, seconds (an hour).
MAX_SECONDS = 3600.0
#: The largest round this seating plans (players, games).
MAX_PLAYERS = 200
MAX_GAMES = 40


@dataclass(frozen=True)
class TableGame:
    """One table in one game: ``seats`` holds the ten player numbers, seat 1 first."""

    game: int
    table: int
    seats: tuple[int, ...]

    def to_json(self) -> JsonObject:
        """``{"round": game, "table": table, "seats": [...]}``."""
        return {"round": self.game, "table": self.table, "seats": list(self.seats)}


@dataclass(frozen=True)
class RoundSeating:
    """The seating of a round: every table-game in game order, then table order.
    ``apart`` are the pairs kept apart (``a < b``); ``seed`` and ``seconds`` made it."""

    players: int
    tables: int
    games: int
    table_games: tuple[TableGame, ...]
    apart: tuple[tuple[int, int], ...] = ()
    seed: int = 0
    seconds: float = 0.0

    @cached_property
    def quality(self) -> SeatingQuality:
        """The seating's figures, measured from its seats (:func:`.quality.measure`)."""
        return measure(self.players, self.tables, self.games,
                       ((tg.game, tg.table, tg.seats) for tg in self.table_games),
                       self.apart)

    def game(self, number: int) -> tuple[TableGame, ...]:
        """The tables of game ``number`` (1-based), table 1 first."""
        return tuple(tg for tg in self.table_games if tg.game == number)

    def sitting_out(self, number: int) -> tuple[int, ...]:
        """Who sits out game ``number`` (1-based), in number order."""
        playing = {p for tg in self.game(number) for p in tg.seats}
        return tuple(p for p in range(1, self.players + 1) if p not in playing)

    def to_json(self) -> JsonObject:
        """What ``tournament seating`` prints: the shape (``games_each``: every player's
        games when they all play as many, else None), ``games`` (each table-game),
        ``sitting_out`` (each game's, when anyone sits out) and ``quality``."""
        played = {p: 0 for p in range(1, self.players + 1)}
        for tg in self.table_games:
            for p in tg.seats:
                played[p] = played.get(p, 0) + 1
        each = set(played.values())
        out: JsonObject = {
            "players": self.players, "tables": self.tables, "rounds": self.games,
            "games_each": each.pop() if len(each) == 1 else None,
            "seed": self.seed, "seconds": self.seconds,
            "apart": [list(p) for p in self.apart],
            "games": [tg.to_json() for tg in self.table_games]}
        if self.players > TABLE_SIZE * self.tables:
            out["sitting_out"] = [{"round": g, "players": list(self.sitting_out(g))}
                                  for g in range(1, self.games + 1)]
        out["quality"] = self.quality.to_json()
        return out


def check_round(players: int, tables: int, games: int,
                apart: Iterable[tuple[int, int]] = (), seconds: float = 0.0) -> None:
    """Refuse a round that cannot be seated, with the reason.

    Raises:
        SeatingError: fewer than one table or game, more games than :data:`MAX_GAMES`,
            more players than :data:`MAX_PLAYERS`, fewer than ten players a table,
            a budget outside 0 .. :data:`MAX_SECONDS`, or a pair kept apart that names a player outside
            ``1 .. players`` or the same player twice.
    """
    if tables < 1:
        raise SeatingError(f"a round needs at least one table, got {tables}")
    if not 1 <= games <= MAX_GAMES:
        raise SeatingError(f"the games of a round must be 1 to {MAX_GAMES}, got {games}")
    if players > MAX_PLAYERS:
        raise SeatingError(f"at most {MAX_PLAYERS} players, got {players}")
    if players < TABLE_SIZE * tables:
        raise SeatingError(f"{tables} table(s) need at least {TABLE_SIZE * tables} players "
                           f"(ten a table), got {players}")
    if not 0 <= seconds <= MAX_SECONDS:
        raise SeatingError(f"the time budget must be 0 to {MAX_SECONDS:g} seconds, "
                           f"got {seconds}")
    for a, b in apart:
        for p in (a, b):
            if not 1 <= p <= players:
                raise SeatingError(f"the pair kept apart {a},{b} names player {p}, not one "
                                   f"of 1..{players}")
        if a == b:
            raise SeatingError(f"the pair kept apart {a},{b} names the same player twice")


def attempts(seconds: float) -> list[int]:
    """The moves of each attempt for a budget of ``seconds`` (module doc): a shorter
    budget's list is the start of a longer one's, from :data:`FIRST_ATTEMPT_SECONDS` on.

    >>> attempts(1.0) == [125_000, 250_000] == attempts(1.5)[:2]
    True
    """
    total = int(seconds * MOVES_PER_SECOND)
    length = int(FIRST_ATTEMPT_SECONDS * MOVES_PER_SECOND)
    longest = int(LONGEST_ATTEMPT_SECONDS * MOVES_PER_SECOND)
    if total < length:
        return [total]
    found: list[int] = []
    while sum(found) + length <= total:
        found.append(length)
        length = min(2 * length, longest)
    return found


def _start(players: int, tables: int, games: int, rng: random.Random) -> Groups:
    """A random first seating: sit-outs in rotation (in the order of their places), the
    others shuffled to tables."""
    out = sit_out_rotation(players, tables, games, rng)
    groups: Groups = []
    for g in range(games):
        playing = [p for p in range(players) if p not in out[g]]
        rng.shuffle(playing)
        groups.append([playing[t * TABLE_SIZE:(t + 1) * TABLE_SIZE] for t in range(tables)]
                      + [list(out[g])])
    return groups


def seat_round(players: int, tables: int, games: int, *, seed: int = 0,
               seconds: float = DEFAULT_SECONDS,
               apart: Iterable[tuple[int, int]] = ()) -> RoundSeating:
    """Seat ``players`` players (``1 .. players``) at ``tables`` tables of ten over
    ``games`` games.

    Args:
        seed: the random seed: the same seed and budget give the same seating.
        seconds: the search's budget in seconds of a reference core (module doc); 0 is a
            random seating with balanced seats.
        apart: pairs of player numbers the organiser keeps apart (same club, relatives):
            they never share a table where a seating without it exists (T-APART-1); the
            meetings no seating avoids are spread over the pairs, and the seating's
            ``quality.apart_why`` says why they cannot be kept
            (:func:`.constraints.unavoidable_apart`).
    Raises:
        SeatingError: the round cannot be seated (:func:`check_round`).
    """
    pairs = tuple(sorted({(min(a, b), max(a, b)) for a, b in apart}))
    check_round(players, tables, games, pairs, seconds)
    zero_based = [(a - 1, b - 1) for a, b in pairs]
    best: Groups | None = None
    best_cost = float("inf")
    for k, moves in enumerate(attempts(seconds)):
        rng = random.Random(f"{seed}/{k}")
        groups, cost = anneal(players, tables, _start(players, tables, games, rng),
                              zero_based, moves, rng)
        if cost < best_cost - 1e-9:
            best, best_cost = groups, cost
    assert best is not None
    placed = balance_tables([game[:tables] for game in best], players)
    seats = assign_seats(placed, players, random.Random(f"{seed}"))
    table_games = tuple(TableGame(g + 1, t + 1, tuple(p + 1 for p in seats[g][t]))
                        for g in range(games) for t in range(tables))
    return RoundSeating(players, tables, games, table_games, pairs, seed, seconds)


def swap_players(seating: RoundSeating, a: int, b: int, game: int | None = None
                 ) -> RoundSeating:
    """The organiser's change by hand: players ``a`` and ``b`` take each other's places
    (seat and table, or sitting out) in game ``game``, or in every game when ``game`` is
    None (they swap their whole schedules). The figures are measured again.

    Raises:
        SeatingError: a player outside ``1 .. players``, the same player twice, or a game
            outside ``1 .. games``.
    """
    for p in (a, b):
        if not 1 <= p <= seating.players:
            raise SeatingError(f"player {p} is not one of 1..{seating.players}")
    if a == b:
        raise SeatingError(f"cannot swap player {a} with themselves")
    if game is not None and not 1 <= game <= seating.games:
        raise SeatingError(f"game {game} is not one of 1..{seating.games}")
    other = {a: b, b: a}
    table_games = tuple(
        tg if game is not None and tg.game != game
        else replace(tg, seats=tuple(other.get(p, p) for p in tg.seats))
        for tg in seating.table_games)
    return replace(seating, table_games=table_games)


def start_seating(players: int, tables: int, games: int, *, seed: int = 0,
                  seconds: float = DEFAULT_SECONDS, apart: Sequence[tuple[int, int]] = (),
                  executor: Executor | None = None) -> Future[RoundSeating]:
    """:func:`seat_round` in a worker process: returns at once with a future (a window
    polls it or adds a done-callback, and never waits). With no ``executor`` a
    one-process pool is made for the one job and shut down when it is done; its worker
    is started fresh ("spawn"), not forked, since forking a process that runs Qt's
    threads is unsafe, and it ends by itself when its parent process is gone.

    Raises:
        SeatingError: at once, for a round that cannot be seated (:func:`check_round`).
    """
    check_round(players, tables, games, apart, seconds)
    pool = executor or ProcessPoolExecutor(max_workers=1,
                                           mp_context=multiprocessing.get_context("spawn"),
                                           initializer=_die_with_parent)
    future = pool.submit(seat_round, players, tables, games, seed=seed, seconds=seconds,
                         apart=tuple(apart))
    if executor is None:
        pool.shutdown(wait=False)
    return future
