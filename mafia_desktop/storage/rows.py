"""Reading rows that may hold anything: the games list and the players' statistics.

A database row may have been changed by another tool (or a disk) into any value of any
type. :func:`game_info` turns one game's row into a :class:`GameInfo`, and a row it
cannot read into one marked damaged (``problem`` says what is wrong), so every other game
is still listed and usable; :func:`player_stats` counts what it can read and counts the
games it cannot as ``damaged``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, fields
from datetime import datetime
from typing import Any, ParamSpec, TypeVar

from mafia_desktop.rules import DEFAULT_FAMILY, LogFormatError, find_family, name_key
from mafia_desktop.rules.family import HasValue
from mafia_desktop.rules.json_types import JsonObject

from .family import CountedGame, find_storage_family, storage_families
from .results import FamilyStats, GameResult, Version
from .revision import Revision
from .sql_types import SqlParams, SqlRow, SqlValue

P = ParamSpec("P")
R = TypeVar("R")

#: What reading a damaged value may raise (json, datetime, enums, the rules' checks).
BAD_VALUE: tuple[type[BaseException], ...] = (
    ValueError, TypeError, KeyError, AttributeError, IndexError, OverflowError,
    RecursionError, LogFormatError)


@dataclass(frozen=True, slots=True)
class GameInfo:
    """One game in :meth:`~.repository.GameRepository.list_games`.

    Attributes:
        id: the game id.
        started_at: when the game was created (aware datetime; ``None`` only in a
            damaged record).
        ended_at: when it ended (the time of the last action, or of the write), ``None``
            while it goes on.
        players: names in seat order.
        winners: the winning factions (classic) or teams (sport: ``Team``); ``()`` is a
            draw, ``None`` while it goes on.
        outcome_rule: the R-WIN-* or S-* rule that ended it, or ``None``.
        actions: the number of actions in its log.
        preset: the ruleset preset (``table``/``seed``; ``fiim`` for sport).
        deal: ``hand``, ``random`` or ``import``.
        problem: why the record cannot be used (a damaged row: it cannot be resumed or
            opened), ``None`` for a sound one.
        revision: the stored log as listed (count and last action), for a write that
            must not act on a game changed since (``delete_game``).
        family: the rules family, ``classic`` or ``sport`` (RULES_SPORT.md).
    """

    id: int
    started_at: datetime | None
    ended_at: datetime | None
    players: tuple[str, ...]
    winners: tuple[HasValue, ...] | None
    outcome_rule: str | None
    actions: int
    preset: str
    deal: str
    problem: str | None = None
    revision: Revision | None = None
    family: str = DEFAULT_FAMILY

    @property
    def finished(self) -> bool:
        """True once the game has an outcome."""
        return self.ended_at is not None

    @property
    def damaged(self) -> bool:
        """True when the record cannot be read whole (see ``problem``)."""
        return self.problem is not None

    def to_json(self) -> JsonObject:
        """A JSON-ready dict (times ISO 8601, factions by id; ``problem`` only for a
        damaged record)."""
        out: JsonObject = {
            "id": self.id,
            "started_at": self.started_at.isoformat() if self.started_at else None,
            "ended_at": self.ended_at.isoformat() if self.ended_at else None,
            "players": list(self.players),
            "winners": [f.value for f in self.winners] if self.winners is not None else None,
            "outcome_rule": self.outcome_rule,
            "actions": self.actions,
            "preset": self.preset,
            "deal": self.deal,
            "family": self.family,
        }
        if self.problem is not None:
            out["problem"] = self.problem
        return out


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """A regular player's record over finished games, per rules family.

    Attributes:
        name: the roster name (as last written).
        games: finished classic games played (the fields a family fills come from its
            ``player_part``, :mod:`.family`).
        wins: those the player's faction won (a draw is no win).
        games_by_role / wins_by_role: the same, by the role dealt.
        unfinished: games still going on (any family).
        damaged: games whose record cannot be read, or (sport) whose log no longer
            replays (not counted anywhere else).
        sport: the finished sport games: games, wins, points, by team and role.
        families: every registered family's part (its ``player_part``), by family
            name: a family whose record has no field here keeps it there.
        records: every registered family's record in the shape all share (its
            ``record``: games, wins, points, by its ``record_keys``), by family name:
            the Players view's tab of each family and the players' order read these.
    """

    name: str
    games: int
    wins: int
    wins_by_role: dict[object, int] = field(default_factory=dict)
    games_by_role: dict[object, int] = field(default_factory=dict)
    unfinished: int = 0
    damaged: int = 0
    sport: FamilyStats = field(default_factory=FamilyStats)
    families: dict[str, dict[str, object]] = field(default_factory=dict)
    records: dict[str, FamilyStats] = field(default_factory=dict)

    @property
    def all_games(self) -> int:
        """Finished games of every family (:attr:`records`)."""
        return sum(r.games for r in self.records.values())

    @property
    def all_wins(self) -> int:
        """Wins in every family (:attr:`records`)."""
        return sum(r.wins for r in self.records.values())


def read_time(value: object, what: str) -> datetime | None:
    """A stored time (ISO 8601 with an offset), ``None`` for NULL.

    Raises:
        ValueError: not such a time (the message names ``what`` and the value).
    """
    if value is None:
        return None
    try:
        at = datetime.fromisoformat(value) if isinstance(value, str) else None
    except ValueError:
        at = None
    if at is None or at.tzinfo is None:
        raise ValueError(f"its {what} {_shown(value)} is not a time with a UTC offset")
    return at


def read_winners(value: object, family: str = DEFAULT_FAMILY) -> tuple[HasValue, ...] | None:
    """Stored winners (a JSON list of the family's side ids: classic factions, sport
    teams), ``None`` for NULL.

    Raises:
        ValueError: not such a list (or no family ``family`` is registered).
    """
    if value is None:
        return None
    kind = find_storage_family(family)
    if kind is None:
        raise ValueError(f"its rules family {_shown(family)} is unknown")
    try:
        ids = json.loads(value) if isinstance(value, str) else None
        if isinstance(ids, list):
            return tuple(kind.side(f) for f in ids)
    except BAD_VALUE:
        pass
    raise ValueError(f"its winners {_shown(value)} are not a list of {kind.sides_word}")


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "…"


def _text(value: object) -> str:
    """A stored text as text (another type as its repr)."""
    if isinstance(value, str):
        return value
    if isinstance(value, bytes):
        return value.decode("utf-8", errors="replace")
    return repr(value)


def game_info(row: Sequence[SqlValue], players: Sequence[tuple[SqlValue, SqlValue, SqlValue]],
              count: SqlValue,
              revision: Revision | None) -> GameInfo:
    """One game's :class:`GameInfo` from its ``games`` row ``(id, started_at, ended_at,
    winners, outcome_rule, preset, deal, options, rng_seed, family)``, its players
    ``(seat, name, role)`` in seat order and its number of actions. A value that cannot
    be read gives a damaged record (``problem``), never an exception."""
    gid, started, ended, winners, rule, preset, deal, options, seed, family = row
    problems: list[str] = []

    def read(fn: Callable[P, R], *args: P.args, **kwargs: P.kwargs) -> R | None:
        try:
            return fn(*args, **kwargs)
        except BAD_VALUE as e:
            problems.append(str(e) or type(e).__name__)
            return None

    started_at = read(read_time, started, "start time")
    if started is None:
        problems.append("it has no start time")
    ended_at = read(read_time, ended, "end time")
    if not isinstance(family, str) or find_storage_family(family) is None \
            or find_family(family) is None:
        problems.append(f"its rules family {_shown(family)} is unknown")
        family = DEFAULT_FAMILY
    won = read(read_winners, winners, family)
    if (ended is None) != (winners is None) and not problems:
        problems.append("its end time and winners disagree")
    if rule is not None and not isinstance(rule, str):
        problems.append(f"its outcome rule {_shown(rule)} is not a rule ID")
        rule = None
    names = tuple(_text(name) for _, name, _ in players)
    if not problems:
        read(_check_setup, players, preset, options, seed, family)
    if not isinstance(count, int) or (revision is not None and revision.actions != count):
        problems.append("its log has a gap")
    assert isinstance(gid, int)  # games.id: INTEGER PRIMARY KEY
    return GameInfo(
        id=gid, started_at=started_at, ended_at=ended_at, players=names, winners=won,
        outcome_rule=rule, actions=count if isinstance(count, int) else 0,
        preset=_text(preset), deal=_text(deal),
        problem=("game " + str(gid) + "'s record cannot be read: " + "; ".join(problems))
        if problems else None,
        revision=revision, family=family)


def game_infos(read: Callable[[str, SqlParams], list[SqlRow]], where: str,
               args: SqlParams, each: Callable[[], None] | None = None
               ) -> list[GameInfo]:
    """The records of the games ``where`` selects (an SQL ``WHERE`` on ``games g``),
    most recently started first, each read by :func:`game_info` (a damaged one marked,
    never an exception). ``read(sql, args)`` runs a query and returns its rows; only the
    selected games' players and actions are read. ``each()``, when given, is called
    after every game read (a long job's step: it may raise to stop).

    Raises:
        whatever ``read`` or ``each`` raises (the database cannot be read at all).
    """
    games = read("SELECT id, started_at, ended_at, winners, outcome_rule, preset, deal, "
                 f"options, rng_seed, family FROM games g {where} ORDER BY g.started_at DESC, "
                 "g.id DESC", args)
    if not games:
        return []
    ids = {row[0] for row in games}
    # the players and actions of the selected games only (the start page asks for the
    # games in progress of a club of thousands of finished ones)
    only, only_args = (("WHERE game_id = ?", (games[0][0],)) if len(games) == 1
                       else (f"WHERE game_id IN (SELECT g.id FROM games g {where})", args)
                       if where else ("", ()))
    players: dict[SqlValue, list[tuple[SqlValue, SqlValue, SqlValue]]] = {}
    for gid, seat, name, role in read(f"SELECT game_id, seat, name, role FROM game_players "
                                      f"{only} ORDER BY game_id, seat", only_args):
        if gid in ids:
            players.setdefault(gid, []).append((seat, name, role))
    counts: dict[SqlValue, tuple[SqlValue, SqlValue, SqlValue]] = {}
    for gid, count, last_index, last in read(
            "SELECT a.game_id, a.n, a.last, (SELECT action FROM actions b WHERE b.game_id = "
            "a.game_id AND b.idx = a.last) FROM (SELECT game_id, count(*) AS n, max(idx) AS "
            f"last FROM actions {only} GROUP BY game_id) a", only_args):
        counts[gid] = (count, last_index, last)
    infos = []
    for row in games:
        count, last_index, last = counts.get(row[0], (0, None, None))
        revision = (Revision(last_index + 1, last if isinstance(last, str) else None)
                    if isinstance(last_index, int) else
                    Revision(0, None) if last_index is None else None)
        infos.append(game_info(row, players.get(row[0], []), count, revision))
        if each is not None:
            each()
    return infos


def _check_setup(players: Sequence[tuple[SqlValue, SqlValue, SqlValue]], preset: SqlValue,
                 options: SqlValue, seed: SqlValue, family: str = DEFAULT_FAMILY) -> None:
    """Raise (a :data:`BAD_VALUE`) when the stored setup cannot be read."""
    if not isinstance(options, str):
        raise ValueError(f"its options {_shown(options)} are not JSON text")
    parsed = json.loads(options)
    if not isinstance(parsed, dict):
        raise ValueError(f"its options {_shown(options)} are not a JSON object")
    if not isinstance(seed, int):
        raise ValueError(f"its random seed {_shown(seed)} is not an integer")
    rules = find_family(family)
    if rules is None:
        raise ValueError(f"its rules family {_shown(family)} is unknown")
    rows = []
    for seat, name, role in players:
        if not isinstance(seat, int) or not isinstance(name, str):
            raise ValueError(f"its player {_shown(seat)} {_shown(name)} cannot be read")
        if not isinstance(role, str) or role not in rules.role_ids:
            raise ValueError(f"its player {seat} has an unknown role {_shown(role)}")
        rows.append((seat, name, role))
    if not isinstance(preset, str):
        raise ValueError(f"its preset {_shown(preset)} is not a preset's name")
    rules.make_setup(rows, rules.ruleset_from(preset, parsed), seed)


def game_results(rows: Iterable[Sequence[SqlValue]]) -> list[tuple[str, list[str], list[str]]]:
    """Each finished game's ``(family, dealt role ids in seat order, winners' faction or
    team ids)`` from rows ``(game_id, family, winners, role)`` ordered by game and seat.
    A game whose family, winners or a role cannot be read is left out."""
    out: list[tuple[str, list[str], list[str]]] = []
    game: object = object()
    family = DEFAULT_FAMILY
    kind = find_storage_family(family)
    roles: list[str] = []
    winners: list[str] | None = None
    for gid, fam, won, role in [*rows, (object(), None, None, None)]:
        if gid != game:
            if winners is not None and roles:
                out.append((family, roles, winners))
            game, roles, family = gid, [], fam if isinstance(fam, str) else ""
            kind = find_storage_family(family)
            try:
                read = read_winners(won, family) if kind is not None else None
                winners = [f.value for f in read] if read is not None else None
            except ValueError:
                winners = None
        if winners is not None and kind is not None:
            try:
                roles.append(kind.role(role).value)
            except ValueError:
                winners = None
    return out


@dataclass(slots=True)
class _Tally:
    """One roster player's games as :func:`player_stats` reads them."""

    name: str
    games: dict[str, list[CountedGame]] = field(default_factory=dict)
    unfinished: int = 0
    damaged: int = 0


#: The :class:`PlayerStats` fields a family's ``player_part`` may fill (its other keys
#: stay in :attr:`PlayerStats.families` only).
_FILLED = frozenset(f.name for f in fields(PlayerStats)) - {"name", "unfinished", "damaged",
                                                            "families", "records"}


def player_stats(rows: Iterable[Sequence[SqlValue]],
                 replayed: Callable[[SqlValue, Version], GameResult | None] = lambda gid, v: None,
                 ) -> list[PlayerStats]:
    """Each roster player's record from rows ``(name, name_key, role, game_id, ended,
    winners, family, seat, actions)`` (a LEFT JOIN: ``game_id`` ``None`` for a player of
    no game).

    Each family counts its games (its ``player_part``, :mod:`.family`): classic by the
    stored role and winners; a family that :attr:`~.family.StorageFamily.replays`
    (sport) by ``replayed(game_id, (ended, actions))``: the engine's result of the stored
    log (:class:`~.results.GameResults`), ``None`` when it no longer replays. A game
    whose family, role, winners or log cannot be read counts as ``damaged``. Most games
    (every family's :attr:`~PlayerStats.records`) first, then most wins, then by name."""
    acc: dict[str | int | float | bytes, _Tally] = {}
    # each game's winners read once
    read_won: dict[tuple[str | None, str], tuple[HasValue, ...] | None | BaseException] = {}
    for name, key, role, game_id, ended, winners, family, seat, actions in rows:
        s = acc.setdefault(key if isinstance(key, (str, int, float, bytes)) else repr(key),
                           _Tally(_text(name)))
        if game_id is None:
            continue
        kind = find_storage_family(family)
        try:
            if kind is None:
                raise ValueError(f"its rules family {_shown(family)} is unknown")
            r = kind.role(role)
            text = winners if isinstance(winners, (str, type(None))) else repr(winners)
            if (text, kind.name) not in read_won:
                try:
                    read_won[(text, kind.name)] = read_winners(winners, kind.name)
                except BAD_VALUE as e:
                    read_won[(text, kind.name)] = e
            won = read_won[(text, kind.name)]
            if isinstance(won, BaseException):
                raise won
        except BAD_VALUE:
            s.damaged += 1
            continue
        if ended is None or won is None:
            if ended is None and won is None:
                s.unfinished += 1
            else:
                s.damaged += 1
            continue
        result = None
        if kind.replays:
            result = replayed(game_id, (ended, actions))
            if result is None or not isinstance(seat, int):
                s.damaged += 1
                continue
        s.games.setdefault(kind.name, []).append(
            CountedGame(r, seat if isinstance(seat, int) else 0, won, result))
    stats = []
    for s in acc.values():
        filled: dict[str, Any] = {"games": 0, "wins": 0}
        parts: dict[str, dict[str, object]] = {}
        records: dict[str, FamilyStats] = {}
        filled_by: dict[str, str] = {}
        for kind in storage_families():
            counted = s.games.get(kind.name, ())
            records[kind.name] = kind.record(counted)
            part = parts[kind.name] = dict(kind.player_part(counted))
            for k, v in part.items():
                if k not in _FILLED:
                    continue
                if k in filled_by:  # two families' records in one field: a family's bug
                    raise ValueError(
                        f"the {kind.name!r} family's player record fills {k!r}, which the "
                        f"{filled_by[k]!r} family's already fills: name its own keys "
                        f"(storage/<family>/family.py player_part)")
                filled_by[k] = kind.name
                filled[k] = v
        stats.append(PlayerStats(name=s.name, unfinished=s.unfinished,
                                 damaged=s.damaged, families=parts, records=records,
                                 **filled))
    stats.sort(key=lambda s: (-s.all_games, -s.all_wins, name_key(s.name)))
    return stats
