"""The ratings site's game JSON, version 1.3 (mafiaratings.com), written and read.

The shape is the site's own (github.com/szotin/mafiaratings: ``include/game.php``,
``Game::api_help`` and ``GAME_CURRENT_VERSION = '1.3'``; ``js/src/game.js``, which writes
it). Rounds count from 0: round r is night r and the day after it, so our day d is round
d-1 and our night n is round n. Top level, in this order: ``version`` ``"1.3"``,
``features`` (letters for what the record holds: ``g`` don checks, ``s`` sheriff checks,
``d`` ``u`` ``t`` ``c`` death with round, type and time, ``l`` legacy, ``h`` shooting,
``v`` voting, ``k`` the kill-all vote, ``n`` nominating, ``w`` warnings, ``r`` each
warning's moment), ``clubId``,
``eventId``, ``tournamentId`` (from ``meta`` when given), ``tableNum``, ``gameNum``,
``rating``, ``startTime``, ``endTime`` (ISO 8601: the first and the ending action's
times with their UTC offset, else ``meta["date"]``), ``language``, ``rules`` (only when
``meta`` gives them; the site takes its default rules otherwise), ``winner`` (``civ``,
``maf``, ``tie``), ``moderator`` (``{"name": …}``: ``meta["referee"]``), ``players``
(ten, by seat). ``eventId`` is the site's event, a tournament round: the caller gives
each round its own (the games of two rounds share table and game numbers).

A player: ``name``; ``role`` ``civ``/``sheriff``/``maf``/``don``; ``death``
``{"round", "type"}`` with type ``day`` (the vote and the raise-all), ``night`` (shot),
``warnings`` (a fourth foul), ``kickOut`` (disqualified), ``teamKickOut`` (a team
defeat; the game ends), and for the last three ``time``: from a log
(:func:`game_to_mafiaratings`) the site's gametime object of the moment it happened
(:mod:`.gametime`: the speech with its ``speaker``, the vote with its ``nominee`` and
``votingRound``…; ``"end"`` for a penalty given after the game had ended, S-WIN-4), from
a record only the phase (``"day start"`` / ``"night start"``). A penalty given to a player
who had left already (in their last word, or the ending shot's victim after the end) is
their death, as the site's client writes it and its scoring reads it (by the death's
type): at the round and moment they left, except a best move's maker, who stays
``night`` (the site keeps a legacy only with a night death); ``warnings`` (from a log
each foul's moment, gametime objects, feature ``r``; from a record the count); ``don`` /
``sheriff`` (the round the don / the sheriff checked
this player); ``bonus`` (the host's extra points: a number, or an array of numbers for
several); ``comment`` (their reasons, joined by "; "); ``legacy`` (the best move's seats);
``voting`` (per round: ``null``, the seat voted for, or an array with one seat per
voting round and ``true``/``false`` last for the kill-all question); ``nominating``
(per round, the seat nominated); ``shooting`` (black players: per night from night 1,
the seat shot, ``null`` for a miss). From a record (:func:`record_to_mafiaratings`) the
actions are unknown: no checks, voting, nominating or shooting.

What the format cannot hold, and reading therefore leaves out or guesses
(:func:`read_mafiaratings`): the reasons of penalties (and of bonuses when a player has
several); a disqualification of a player who had left already, and any penalty but the
first of a player who did not leave (a player has one ``death``); a fourth foul after the
end to a player who had left (read as during the game); the order of bonuses and
penalties (read by seat); the votes that removed a player when ``voting`` is missing
(``None``); the phase a game ended in when nobody left in it (the latest phase the
record shows); a vote of a single candidate and a raise-all are told apart by the number
of players leaving by day in one round. ``giveUp`` and ``techFouls`` are read as
disqualifications; the titles ``bestPlayer``/``bestMove``/``worstMove`` in ``bonus``
carry no points in the FIIM table and are not read; a "simplified" legacy (a count, not
seats) is refused.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime

from ...errors import LogFormatError, RuleViolation
from ...game import Game
from ...json_types import JsonObject, JsonValue
from ...names import check_name
from .. import actions as A
from ..state import SportState, VoteRound
from . import _read as R
from ._meta import check_meta
from .gametime import moments, round_of
from .outcome import check_record, judge
from .record import (
    MAX_PHASE,
    Leave,
    RecordBestMove,
    RecordBonus,
    RecordPenalty,
    RecordPlayer,
    ResultRecord,
    check_best_move,
    check_composition,
    check_leave,
    record_of,
)

VERSION = "1.3"
#: Role id -> the site's role.
ROLES: dict[str, str] = {"civilian": "civ", "sheriff": "sheriff", "mafioso": "maf", "don": "don"}
_ROLE_IDS = {v: k for k, v in ROLES.items()}
_WINNER = {("red",): "civ", ("black",): "maf", (): "tie"}
_DEATH = {"vote": "day", "raise_all": "day", "shot": "night", "fouls": "warnings",
          "disqualified": "kickOut"}
#: The site's times that are at night (``Game::is_night``).
NIGHT_TIMES = frozenset({"start", "arrangement", "relaxed sitting", "night start", "shooting",
                         "don", "sheriff", "night end"})
_FEATURE_ORDER = "agsdutclhvknwr"


def _round(phase: str, number: int) -> int:
    return number - 1 if phase == "day" else number


def _time(phase: str, number: int) -> JsonObject:
    return {"round": _round(phase, number),
            "time": "day start" if phase == "day" else "night start"}


def _players(record: ResultRecord) -> list[JsonObject]:
    """The ten players as the site writes them, from what a record holds."""
    out: list[JsonObject] = []
    for p in record.players:
        out.append({"name": p.name, "role": ROLES[p.role]})
    for i, leave in enumerate(record.left):
        if leave is not None:
            death: JsonObject = {"round": _round(leave.phase, leave.number),
                                     "type": _DEATH[leave.kind]}
            if leave.kind in ("fouls", "disqualified"):
                death["time"] = _time(leave.phase, leave.number)
            out[i]["death"] = death
    end_round = _round(*record.ended_in)
    for pen in record.penalties:
        player = out[pen.seat - 1]
        if "death" in player:
            continue
        if pen.kind == "team_defeat":
            player["death"] = {"round": end_round, "type": "teamKickOut",
                               "time": _time(*record.ended_in)}
        elif pen.after_end:
            player["death"] = {"round": end_round, "type": _DEATH[pen.kind],
                               "time": {"round": end_round, "time": "end"}}
    for i, count in enumerate(record.fouls):
        if count:
            out[i]["warnings"] = count
    for i in range(record.size):
        points = [b.points for b in record.bonuses if b.seat == i + 1]
        if points:
            out[i]["bonus"] = points[0] if len(points) == 1 else points
        reasons = [b.reason for b in record.bonuses if b.seat == i + 1 and b.reason]
        if reasons:
            out[i]["comment"] = "; ".join(reasons)
    for move in record.best_moves:
        out[move.by - 1]["legacy"] = list(move.guesses)
    return out


def _top(record: ResultRecord, meta: Mapping[str, object] | None, features: str,
         players: list[JsonObject], times: tuple[str | None, str | None]) -> JsonObject:
    if record.size != 10:
        raise ValueError(f"the ratings site's game has ten players; this one has {record.size}")
    m = check_meta(meta)
    out: JsonObject = {"version": VERSION,
                           "features": "".join(c for c in _FEATURE_ORDER if c in features)}
    for key, name in (("club_id", "clubId"), ("event_id", "eventId"),
                      ("tournament_id", "tournamentId"), ("table", "tableNum"),
                      ("game", "gameNum")):
        if key in m:
            out[name] = m[key]
    out["rating"] = m.get("rating", True)
    start, end = times
    date = m.get("date")  # check_meta: a string
    day = date if isinstance(date, str) else None
    start, end = start or day, end or start or day
    if start is not None:
        out["startTime"] = start
    if end is not None:
        out["endTime"] = end
    for key in ("language", "rules"):
        if key in m:
            out[key] = m[key]
    out["winner"] = _WINNER[record.winners]
    out["moderator"] = {"name": m["moderator"]} if "moderator" in m else {}
    out["players"] = players
    return out


def record_to_mafiaratings(record: ResultRecord,
                           meta: Mapping[str, object] | None = None) -> JsonObject:
    """The site's game JSON of a record (no actions: no voting, nominating, shooting or
    checks). Keys in a fixed order; ``json.dumps(..., ensure_ascii=False)`` writes it.

    Args:
        meta: see :data:`._meta.META_KEYS` (``table``, ``game``, ``date``,
            ``moderator``; the site's ids, ``rating``, ``rules``, ``language``).
    Raises:
        ValueError: not ten players, or a ``meta`` key unknown or of the wrong type.
    """
    return _top(record, meta, "dutclw", _players(record), (None, None))


def _set(array: list[JsonValue], index: int, value: JsonValue) -> None:
    while len(array) <= index:
        array.append(None)
    array[index] = value


def _trim(array: list[JsonValue]) -> list[JsonValue]:
    while array and array[-1] is None:
        array.pop()
    return array


def _stamp(at: datetime | None) -> str | None:
    """ISO 8601 with the UTC offset (a time without one is taken as local time)."""
    return None if at is None else (at if at.tzinfo else at.astimezone()).isoformat()


def _departures(game: Game, state: SportState, players: list[JsonObject]) -> None:
    """Each player's ``death`` and ``warnings`` at their real moments (:mod:`.gametime`),
    replacing what :func:`_players` wrote from the record (see the module's text)."""
    at = moments(game)
    warnings: dict[int, list[JsonObject]] = {}
    for i, action in enumerate(game.actions):
        if isinstance(action, A.Foul):
            warnings.setdefault(action.player, []).append(at[i])
    for seat, marks in warnings.items():
        players[seat - 1]["warnings"] = marks[:4]
    left_at: dict[int, JsonObject] = {}
    for d in state.deaths:
        r = round_of(d.phase.kind, d.phase.number)
        death: JsonObject = {"round": r, "type": _DEATH[d.cause]}
        if d.cause in ("fouls", "disqualified"):
            m = at[d.index]
            death = {"round": m["round"], "type": _DEATH[d.cause], "time": m}
        elif d.cause == "shot":          # Game::get_player_death_time: a night death
            m = {"round": r, "time": "shooting"}
        else:                            # after the vote: their last word
            m = {"round": r, "time": "day kill speaking", "speaker": d.seat}
        left_at[d.seat] = m
        players[d.seat - 1]["death"] = death
    causes = {d.index for d in state.deaths}
    seen: set[int] = set()
    for pen in state.penalties:
        if pen.index in causes or pen.seat in seen:
            continue                        # the departure itself; one death a player
        seen.add(pen.seat)
        row = players[pen.seat - 1]
        kind = "teamKickOut" if pen.kind == "team_defeat" else _DEATH[pen.kind]
        if pen.seat in left_at:
            if "legacy" in row:             # the site would drop the best move (and Ci)
                continue
            m = left_at[pen.seat]           # they left then: alive until that moment
            row["death"] = {"round": m["round"], "type": kind, "time": m}
        else:
            m = at[pen.index]
            row["death"] = {"round": m["round"], "type": kind, "time": m}


def game_to_mafiaratings(game: Game, meta: Mapping[str, object] | None = None) -> JsonObject:
    """The site's game JSON of a finished sport game, with what its log adds to the
    record: the checks, the voting and nominating per round, the shooting, and each
    departure's and foul's moment (``death.time``, ``warnings`` as gametime objects).

    Raises:
        ValueError: not a sport game, not ended, not ten players, or a bad ``meta``.
    """
    state = game.state
    if not isinstance(state, SportState):
        raise ValueError("the ratings site's game is a sport game; this one is classic")
    record = record_of(state)                         # ValueError: not ended
    players = _players(record)
    _departures(game, state, players)
    for c in state.checks:
        players[c.target - 1].setdefault(c.by, c.night)
    voting: dict[int, list[JsonValue]] = {}
    days: dict[int, list[VoteRound]] = {}
    for vr in state.rounds:
        days.setdefault(vr.day, []).append(vr)
    for day, rounds in days.items():
        choices: dict[int, list[JsonValue]] = {}
        ballots = [r for r in rounds if r.kind == "vote" and r.votes]
        for k, vr in enumerate(ballots):
            for target, voters in vr.votes:
                for v in voters:
                    _set(choices.setdefault(v, []), k, target)
        for vr in rounds:
            if vr.kind == "raise_all":
                raised = set(vr.votes[0][1])
                for seat in choices:
                    choices[seat].extend([None] * (len(ballots) - len(choices[seat])))
                    choices[seat].append(seat in raised)
        for seat, entries in choices.items():
            value = entries[0] if len(entries) == 1 else entries
            _set(voting.setdefault(seat, []), day - 1, value)
    nominating: dict[int, list[JsonValue]] = {}
    shooting: dict[int, list[JsonValue]] = {}
    times: list[datetime | None] = []
    for i, action in enumerate(game.actions):
        before = game.state_after(i)
        assert isinstance(before, SportState)
        times.append(action.at)
        if isinstance(action, A.SportNominate):
            _set(nominating.setdefault(action.by, []), before.phase.number - 1, action.target)
        elif isinstance(action, A.WithdrawNomination):
            _set(nominating.setdefault(action.by, []), before.phase.number - 1, None)
        elif isinstance(action, A.Shot):
            for seat in before.living():
                if state.setup.black[seat - 1]:
                    _set(shooting.setdefault(seat, []), before.phase.number - 1, action.target)
    for table, key in ((voting, "voting"), (nominating, "nominating"), (shooting, "shooting")):
        for seat, array in sorted(table.items()):
            if _trim(array):
                players[seat - 1][key] = array
    start = next((t for t in times if t is not None), None)
    end = times[state.end_index] if 0 <= state.end_index < len(times) else None
    return _top(record, meta, "gsdutclhvknwr", players, (_stamp(start), _stamp(end)))


# --- reading -------------------------------------------------------------------------

_DEATH_TYPES = ("day", "night", "warnings", "kickOut", "teamKickOut", "giveUp", "techFouls")


def _order(phase: str, number: int) -> int:
    return 2 * number - 1 if phase == "day" else 2 * number


def _gametime(value: object, field: str) -> tuple[int, str]:
    o = R.obj(value, field, ("round",))
    return (R.integer(o["round"], field + ".round", 0, MAX_PHASE),
            R.text(o.get("time", ""), field + ".time", 40))


def _voting(value: object, field: str) -> list[object]:
    """A player's ``voting``: per round null, a seat, or an array of seats (and a final
    boolean)."""
    rounds = R.array(value, field, MAX_PHASE)
    for r, entry in enumerate(rounds):
        f = f"{field}[{r}]"
        if entry is None:
            continue
        for k, v in enumerate(R.array(entry, f, 20) if isinstance(entry, list) else [entry]):
            if v is not None and not isinstance(v, bool):
                R.integer(v, f"{f}[{k}]" if isinstance(entry, list) else f, 1, 10)
    return rounds


def _votes(voting: list[list[object] | None], seat: int, r: int, raise_all: bool) -> int | None:
    """The votes that removed ``seat`` in round ``r``, from everyone's ``voting``."""
    known = [v[r] for v in voting if v is not None and r < len(v) and v[r] is not None]
    if not known:
        return None
    if raise_all:
        return sum(1 for e in known if isinstance(e, list) and e and e[-1] is True)
    lasts = [e if not isinstance(e, list) else
             next((x for x in reversed(e) if not isinstance(x, bool) and x is not None), None)
             for e in known]
    return sum(1 for x in lasts if x == seat)


def read_mafiaratings(obj: object) -> ResultRecord:
    """Read the site's game JSON (already parsed) into a record; what the format cannot
    hold is left out or guessed as the module's text says.

    Returns:
        the record, ``replayable`` False.
    Raises:
        LogFormatError: ``field`` names the offending value (``"players[3].death.type"``).
    """
    top = R.obj(obj, "(top)", ("winner", "players"))
    if "version" in top and not (isinstance(top["version"], str)
                                 and top["version"].split(".")[0] == "1"):
        raise R.fail("version", "a version 1.x", top["version"])
    winners = {"civ": ("red",), "maf": ("black",), "tie": ()}[
        R.choice(top["winner"], "winner", ("civ", "maf", "tie"))]
    items = R.array(top["players"], "players", 10)
    if len(items) != 10:
        raise R.fail("players", "ten players", items)
    players: list[RecordPlayer] = []
    fouls: list[int] = []
    deaths: list[tuple[int, str, tuple[int, str] | None] | None] = []
    voting: list[list[object] | None] = []
    bonuses: list[RecordBonus] = []
    moves: list[RecordBestMove] = []
    for i, item in enumerate(items):
        f = f"players[{i}]"
        p = R.obj(item, f, ("name",))
        try:
            name = check_name(R.text(p["name"], f + ".name", 100), (q.name for q in players))
        except RuleViolation as e:
            raise LogFormatError(f"{f}.name: {e.message} ({e.rule})", field=f + ".name",
                                 rule=e.rule) from None
        role = _ROLE_IDS[R.choice(p.get("role", "civ"), f + ".role", tuple(_ROLE_IDS))]
        players.append(RecordPlayer(i + 1, name, role))
        warnings = p.get("warnings", 0)
        marks: list[object] = []
        if isinstance(warnings, list):
            marks = R.array(warnings, f + ".warnings", 4)
            fouls.append(len(marks))
        else:
            fouls.append(R.integer(warnings, f + ".warnings", 0, 4))
        death = None
        if p.get("death") is not None:
            d = R.obj(p["death"], f + ".death", ("round", "type"))
            when = R.integer(d["round"], f + ".death.round", 0, MAX_PHASE)
            kind = R.choice(d["type"], f + ".death.type", _DEATH_TYPES)
            time = None
            if d.get("time") is not None:
                time = _gametime(d["time"], f + ".death.time")
            elif len(marks) == 4:      # the site keeps a fourth foul's time there
                time = _gametime(marks[3], f + ".warnings[3]")
            death = (when, kind, time)
        deaths.append(death)
        voting.append(_voting(p["voting"], f + ".voting") if p.get("voting") is not None
                      else None)
        bonus = p.get("bonus")
        marks_b = bonus if isinstance(bonus, list) else [] if bonus is None else [bonus]
        numbers = []
        for k, b in enumerate(R.array(marks_b, f + ".bonus", 20)):
            bf = f"{f}.bonus[{k}]" if isinstance(bonus, list) else f + ".bonus"
            if isinstance(b, str):
                R.choice(b, bf, ("bestPlayer", "bestMove", "worstMove"))
            else:
                numbers.append(round(R.number(b, bf, -1, 1), 2))
        comment = R.optional_text(p.get("comment"), f + ".comment")
        bonuses += [RecordBonus(i + 1, n, comment if len(numbers) == 1 else None)
                    for n in numbers]
        if p.get("legacy") is not None:
            if not isinstance(p["legacy"], list):
                raise R.fail(f + ".legacy", "an array of the seats named (a count alone "
                             "cannot be read)", p["legacy"])
            seats = R.array(p["legacy"], f + ".legacy", 3)
            move = RecordBestMove(i + 1, tuple(R.integer(g, f"{f}.legacy[{k}]", 1, 10)
                                               for k, g in enumerate(seats)))
            check_best_move(move, 10, f + ".legacy")
            moves.append(move)
    check_composition([p.role for p in players],
                      lambda seat: f"players[{seat - 1}].role" if seat else "players")
    by_day: dict[int, int] = {}
    for death in deaths:
        if death is not None and death[1] == "day":
            by_day[death[0]] = by_day.get(death[0], 0) + 1
    left: list[Leave | None] = [None] * 10
    penalties: list[RecordPenalty] = []
    phases: list[tuple[str, int]] = []
    for i, death in enumerate(deaths):
        f = f"players[{i}].death"
        if death is None:
            if fouls[i] == 4:
                raise R.fail(f"players[{i}].warnings", "fewer than 4 for a player who "
                             "did not leave", 4)
            continue
        when, kind, time = death
        night = time is not None and time[1] in NIGHT_TIMES
        phase = ("night", when) if night else ("day", when + 1)
        if time is not None and time[1] == "end":
            if kind not in ("warnings", "kickOut", "giveUp", "techFouls"):
                raise R.fail(f + ".type", "a fourth foul or a disqualification after the "
                             "end", kind)
            penalties.append(RecordPenalty(i + 1, "fouls" if kind == "warnings"
                                           else "disqualified", None, True))
            phases.append(phase)
            continue
        if kind == "teamKickOut":
            penalties.append(RecordPenalty(i + 1, "team_defeat", None, False))
            phases.append(phase)
            continue
        if kind == "day":
            raise_all = by_day[when] > 1
            leave = Leave("raise_all" if raise_all else "vote", "day", when + 1,
                          _votes(voting, i + 1, when, raise_all))
        elif kind == "night":
            leave = Leave("shot", "night", when, None)
        else:
            leave = Leave("fouls" if kind == "warnings" else "disqualified", *phase, None)
            penalties.append(RecordPenalty(i + 1, leave.kind, None, False))
        check_leave(leave, f)
        left[i] = leave
        phases.append((leave.phase, leave.number))
        if fouls[i] == 4 and leave.kind != "fouls":
            penalties.append(RecordPenalty(i + 1, "fouls", None, False))
    last_vote = max((r for v in voting if v for r, e in enumerate(v) if e is not None),
                    default=None)
    if last_vote is not None:
        phases.append(("day", last_vote + 1))
    penalties.sort(key=lambda p: p.seat)
    ended_in = max(phases, key=lambda ph: _order(*ph), default=("day", 1))
    stub = ResultRecord(
        players=tuple(players), winners=winners, outcome_rule="", ended_in=ended_in,
        fouls=tuple(fouls), left=tuple(left), best_moves=(), first_killed=None,
        bonuses=(), penalties=tuple(penalties), replayable=False)
    # the departures decide the rule; check_record refuses a winner they do not give
    rule = judge(stub)[1]
    if rule == "S-WIN-3":          # a stall ends on the day three rounds after the last
        last = max((lv.number if lv.phase == "day" else lv.number + 1  # departure's round
                    for lv in left if lv is not None), default=0)
        ended_in = max(ended_in, ("day", last + 3), key=lambda ph: _order(*ph))
    first = next((i + 1 for i, leave in enumerate(left)
                  if leave is not None and leave[:3] == ("shot", "night", 1)), None)
    record = ResultRecord(
        players=tuple(players), winners=winners, outcome_rule=rule, ended_in=ended_in,
        fouls=tuple(fouls), left=tuple(left), best_moves=tuple(moves), first_killed=first,
        bonuses=tuple(bonuses), penalties=tuple(penalties), replayable=False)
    check_record(record, lambda part: {"winners": "winner", "outcome_rule": "winner",
                                       "ended_in": "winner"}.get(
        part, part.replace("fouls[", "players[").replace("]", "].warnings", 1)
        if part.startswith("fouls[") else part))
    return record
