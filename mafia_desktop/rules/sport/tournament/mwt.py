"""The FIIM site's result of a game ("mwt", mafiaworldtour.com), written and read.

The field names are those the ratings site (github.com/szotin/mafiaratings,
``include/mwt_game.php``: ``convert_game_to_mwt`` and ``convert_mwt_game``) exchanges
with the FIIM site. Ours differ where we know less or more:

* no user ids: ``players`` holds the names; ``tournament``, ``round`` (the stage),
  ``table_number``, ``session_number`` (the game at its table), ``date`` and
  ``referee`` come from ``meta`` (the site's ``tournament_id``, ``part_number`` and
  ``referee_user_id`` are ids we do not have);
* ``result.result`` is ``"red"``, ``"black"`` or ``"draw"`` (the site knows no draw);
* ``player_roles`` are the site's ``red``, ``black``, ``sheriff``, ``don``;
* ``leaves`` are the site's (``p_num``, ``leave_type`` 1 voted out, 2 shot, 3 removed by
  fouls or disqualified, 4 removed with the team's defeat, ``votes_count``,
  ``nights_before_count``, ``days_before_count``, ``players_before_count``,
  ``leave_along_count``, ``game_ended``) plus our ``kind`` (the record's: ``vote``,
  ``raise_all``, ``shot``, ``fouls``, ``disqualified``, ``team_defeat``);
  ``votes_count`` is ``null`` when unknown. Day d is nights_before d-1, days_before d;
  night n is n, n;
* ``game_bonus``, ``penalty`` (the host's positive and negative extra points) and
  ``penalty_disciplinary`` (the penalties by the scoring table) are the site's sums per
  seat; ``bonuses`` and ``penalties`` list each one with its reason (ours), and
  ``points`` is each seat's total (:func:`.record.record_points`);
* ``is_replacement`` (the site's: 1 for a seat whose player replaced the one the
  seating put there, from ``meta["replacements"]``);
* ``killed_first``, ``best_move`` (how many black were named), ``best_move_value`` (the
  seats named) as the site's; ``best_moves`` lists every best move with its maker,
  ``outcome_rule`` and ``ended_in`` are ours. The site's ``reveal_don`` /
  ``reveal_sheriff`` (the checks) are not in a result record and not written.

Reading (:func:`read_mwt`) takes the record's fields (``players``, ``player_roles``,
``player_fouls``, ``leaves``' ``kind``, ``best_moves``, ``bonuses``, ``penalties``,
``outcome_rule``, ``ended_in``); the site's sums and counts are written for the site and
not read back.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...errors import LogFormatError, RuleViolation
from ...game import Game
from ...json_types import JsonObject
from ...names import check_name
from ..ruleset import SportRuleset
from ..state import SportState
from . import _read as R
from ._meta import check_meta
from .outcome import check_record
from .record import (
    LEAVE_KINDS,
    MAX_PHASE,
    OUTCOME_RULES,
    PENALTY_KINDS,
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
    record_points,
)

#: Role id -> the FIIM site's role.
MWT_ROLES: dict[str, str] = {"civilian": "red", "mafioso": "black", "sheriff": "sheriff",
                             "don": "don"}
_ROLE_IDS = {v: k for k, v in MWT_ROLES.items()}
#: The record's kind of departure -> the site's ``leave_type``.
LEAVE_TYPES: dict[str, int] = {"vote": 1, "raise_all": 1, "shot": 2, "fouls": 3,
                               "disqualified": 3, "team_defeat": 4}
_RESULTS = {("red",): "red", ("black",): "black", (): "draw"}


def _counts(phase: str, number: int) -> tuple[int, int]:
    """(nights_before_count, days_before_count) of a phase (see the module's text)."""
    return (number - 1, number) if phase == "day" else (number, number)


def _order(phase: str, number: int) -> int:
    return 2 * number - 1 if phase == "day" else 2 * number


def _leaves(record: ResultRecord, order: Sequence[int] = ()) -> list[JsonObject]:
    """The site's leaves, in the order of the game: by phase, and within a phase in
    ``order`` (the seats as they left, from the log) or else by kind and seat."""
    rank = {seat: k for k, seat in enumerate(order)}
    rows: list[tuple[int, int, str, int | None, str, int]] = []
    for i, leave in enumerate(record.left):
        if leave is not None:
            rows.append((_order(leave.phase, leave.number), i + 1, leave.kind, leave.votes,
                         leave.phase, leave.number))
    for pen in record.penalties:
        if pen.kind == "team_defeat" and record.left[pen.seat - 1] is None:
            phase, number = record.ended_in
            rows.append((_order(phase, number), pen.seat, "team_defeat", None, phase, number))
    rows.sort(key=lambda r: (r[0], rank.get(r[1], len(rank)), LEAVE_TYPES[r[2]], r[1]))
    out: list[JsonObject] = []
    for k, (_, seat, kind, votes, phase, number) in enumerate(rows):
        nights, days = _counts(phase, number)
        along = sum(1 for r in rows if r[0] == rows[k][0] and LEAVE_TYPES[r[2]] == 1) \
            if LEAVE_TYPES[kind] == 1 else 1
        out.append({"p_num": seat, "kind": kind, "leave_type": LEAVE_TYPES[kind],
                    "votes_count": votes, "nights_before_count": nights,
                    "days_before_count": days, "players_before_count": record.size - k,
                    "leave_along_count": along, "game_ended": int(k == len(rows) - 1)})
    return out


def to_mwt(record: ResultRecord, meta: Mapping[str, object] | None = None, *,
           ruleset: SportRuleset | None = None, order: Sequence[int] = ()) -> JsonObject:
    """The FIIM site's result of ``record`` (fields: the module's text), keys in a fixed
    order; ``json.dumps(..., ensure_ascii=False)`` writes it as UTF-8 text.

    Args:
        record: a finished game's record.
        meta: ``tournament``, ``round``, ``table``, ``game``, ``date``, ``moderator``
            (any may be missing; see :data:`._meta.META_KEYS`).
        ruleset: the scoring table for ``penalty_disciplinary`` and ``points`` (FIIM's
            when ``None``).
        order: the seats in the order they left the game (from its log; see
            :func:`game_to_mwt`); without it, departures of one phase go by kind and seat.
    Raises:
        ValueError: not ten players, or a ``meta`` key unknown or of the wrong type.
    """
    if record.size != 10:
        raise ValueError(f"the FIIM site's result has ten players; this one has {record.size}")
    m = check_meta(meta)
    r = ruleset or SportRuleset()
    values = {"fouls": r.penalty_fouls, "disqualified": r.penalty_disqualified,
              "team_defeat": r.penalty_team_defeat}
    seats = range(1, record.size + 1)
    total = record_points(record, r)
    move = record.best_move
    result: JsonObject = {
        "result": _RESULTS[record.winners],
        "outcome_rule": record.outcome_rule,
        "ended_in": {"phase": record.ended_in[0], "number": record.ended_in[1]},
        "players": [p.name for p in record.players],
        "player_roles": [MWT_ROLES[p.role] for p in record.players],
        "player_fouls": list(record.fouls),
        "game_bonus": [round(sum(b.points for b in record.bonuses
                                 if b.seat == s and b.points > 0), 2) + 0.0 for s in seats],
        "penalty": [round(sum(b.points for b in record.bonuses
                              if b.seat == s and b.points < 0), 2) + 0.0 for s in seats],
        "penalty_disciplinary": [round(sum(values[p.kind] for p in record.penalties
                                           if p.seat == s), 2) + 0.0 for s in seats],
        "points": [total[s] for s in seats],
        "leaves": _leaves(record, order),
        "killed_first": record.first_killed,
        "best_move": record.black_named(move) if move else None,
        "best_move_value": list(move.guesses) if move else None,
        "best_moves": [{"by": b.by, "guesses": list(b.guesses)} for b in record.best_moves],
        "bonuses": [{"p_num": b.seat, "points": b.points, "reason": b.reason}
                    for b in record.bonuses],
        "penalties": [{"p_num": p.seat, "kind": p.kind, "reason": p.reason,
                       "after_end": p.after_end} for p in record.penalties],
        "red_count": sum(1 for p in record.players
                         if record.left[p.seat - 1] is None and record.team(p.seat) == "red"),
        "black_count": sum(1 for p in record.players
                           if record.left[p.seat - 1] is None
                           and record.team(p.seat) == "black"),
    }
    listed = m.get("replacements", ())  # check_meta: a list of seats
    replaced = set(listed) if isinstance(listed, list) else set()
    result["is_replacement"] = [int(s in replaced) for s in seats]
    return {"tournament": m.get("tournament"), "round": m.get("round"),
            "table_number": m.get("table"), "session_number": m.get("game"),
            "date": m.get("date"), "referee": m.get("moderator"), "result": result}


def game_to_mwt(game: Game, meta: Mapping[str, object] | None = None) -> JsonObject:
    """The FIIM site's result of a finished sport game (:func:`to_mwt` of its record,
    scored by its own ruleset), with what the log adds: the departures of one phase in
    the order they happened, and the game's own date (the day of its first action's
    time, in the time's own offset; ``meta["date"]`` when the log has no times).

    Raises:
        ValueError: not a sport game, not ended, not ten players, or a bad ``meta``.
    """
    state = game.state
    if not isinstance(state, SportState):
        raise ValueError("the FIIM site's result is a sport game's; this one is classic")
    record = record_of(state)                         # ValueError: not ended
    order = [d.seat for d in state.deaths]
    order += [p.seat for p in state.penalties if p.kind == "team_defeat"]
    first = next((a.at for a in game.actions if a.at is not None), None)
    m = dict(meta or {})
    if first is not None:
        m["date"] = first.date().isoformat()
    return to_mwt(record, m, ruleset=state.ruleset, order=order)


def _phase(value: object, field: str) -> tuple[str, int]:
    o = R.obj(value, field, ("phase", "number"))
    return (R.choice(o["phase"], field + ".phase", ("day", "night")),
            R.integer(o["number"], field + ".number", 0, MAX_PHASE))


def _seat(value: object, field: str, size: int) -> int:
    return R.integer(value, field, 1, size)


def read_mwt(obj: object) -> ResultRecord:
    """Read a result written by :func:`to_mwt` (already parsed JSON).

    Returns:
        the record, ``replayable`` False.
    Raises:
        LogFormatError: ``field`` names the offending value (``"result.leaves[2].kind"``).
    """
    top = R.obj(obj, "(top)", ("result",))
    res = R.obj(top["result"], "result",
                ("result", "outcome_rule", "ended_in", "players", "player_roles",
                 "player_fouls", "leaves", "killed_first", "best_moves", "bonuses",
                 "penalties"))
    f = "result."
    names = R.array(res["players"], f + "players", 10)
    if len(names) != 10:
        raise R.fail(f + "players", "ten names", names)
    players: list[RecordPlayer] = []
    for i, name in enumerate(names):
        field = f"{f}players[{i}]"
        try:
            players.append(RecordPlayer(i + 1, check_name(R.text(name, field, 100),
                                                          (p.name for p in players)), ""))
        except RuleViolation as e:
            raise LogFormatError(f"{field}: {e.message} ({e.rule})", field=field,
                                 rule=e.rule) from None
    roles = R.array(res["player_roles"], f + "player_roles", 10)
    if len(roles) != 10:
        raise R.fail(f + "player_roles", "ten roles", roles)
    role_ids = [_ROLE_IDS[R.choice(v, f"{f}player_roles[{i}]", tuple(_ROLE_IDS))]
                for i, v in enumerate(roles)]
    check_composition(role_ids, lambda seat: f"{f}player_roles[{max(seat - 1, 0)}]"
                      if seat else f + "player_roles")
    players = [p._replace(role=role) for p, role in zip(players, role_ids, strict=True)]
    fouls = R.array(res["player_fouls"], f + "player_fouls", 10)
    if len(fouls) != 10:
        raise R.fail(f + "player_fouls", "ten foul counts", fouls)
    foul_counts = tuple(R.integer(v, f"{f}player_fouls[{i}]", 0, 4) for i, v in enumerate(fouls))
    left: list[Leave | None] = [None] * 10
    for i, item in enumerate(R.array(res["leaves"], f + "leaves", 20)):
        field = f"{f}leaves[{i}]"
        o = R.obj(item, field, ("p_num", "kind", "votes_count", "nights_before_count",
                                "days_before_count"))
        seat = _seat(o["p_num"], field + ".p_num", 10)
        kind = R.choice(o["kind"], field + ".kind", (*LEAVE_KINDS, "team_defeat"))
        nights = R.integer(o["nights_before_count"], field + ".nights_before_count", 0,
                           MAX_PHASE)
        days = R.integer(o["days_before_count"], field + ".days_before_count", 0, MAX_PHASE)
        if days not in (nights, nights + 1):
            raise R.fail(field + ".days_before_count", f"{nights} or {nights + 1}", days)
        if kind == "team_defeat":
            continue                    # the penalty says it (``penalties``)
        if left[seat - 1] is not None:
            raise R.fail(field + ".p_num", "a seat that has not left already", seat)
        votes = None if o["votes_count"] is None else \
            R.integer(o["votes_count"], field + ".votes_count", 0, 10)
        leave = Leave(kind, "day" if days > nights else "night",
                      days if days > nights else nights, votes)
        check_leave(leave, field)
        left[seat - 1] = leave
    moves: list[RecordBestMove] = []
    for i, item in enumerate(R.array(res["best_moves"], f + "best_moves", 10)):
        field = f"{f}best_moves[{i}]"
        o = R.obj(item, field, ("by", "guesses"))
        guesses = R.array(o["guesses"], field + ".guesses", 3)
        move = RecordBestMove(_seat(o["by"], field + ".by", 10),
                              tuple(_seat(g, f"{field}.guesses[{k}]", 10)
                                    for k, g in enumerate(guesses)))
        check_best_move(move, 10, field + ".guesses")
        if any(m.by == move.by for m in moves):
            raise R.fail(field + ".by", "one best move per player", move.by)
        moves.append(move)
    bonuses = []
    for i, item in enumerate(R.array(res["bonuses"], f + "bonuses")):
        field = f"{f}bonuses[{i}]"
        o = R.obj(item, field, ("p_num", "points"), ("reason",))
        bonuses.append(RecordBonus(_seat(o["p_num"], field + ".p_num", 10),
                                   round(R.number(o["points"], field + ".points", -1, 1), 2),
                                   R.optional_text(o.get("reason"), field + ".reason")))
    penalties = []
    for i, item in enumerate(R.array(res["penalties"], f + "penalties")):
        field = f"{f}penalties[{i}]"
        o = R.obj(item, field, ("p_num", "kind", "after_end"), ("reason",))
        penalties.append(RecordPenalty(_seat(o["p_num"], field + ".p_num", 10),
                                       R.choice(o["kind"], field + ".kind", PENALTY_KINDS),
                                       R.optional_text(o.get("reason"), field + ".reason"),
                                       R.boolean(o["after_end"], field + ".after_end")))
    winners = {"red": ("red",), "black": ("black",), "draw": ()}[
        R.choice(res["result"], f + "result", ("red", "black", "draw"))]
    first = res["killed_first"]
    record = ResultRecord(
        players=tuple(players), winners=winners,
        outcome_rule=R.choice(res["outcome_rule"], f + "outcome_rule", OUTCOME_RULES),
        ended_in=_phase(res["ended_in"], f + "ended_in"), fouls=foul_counts,
        left=tuple(left), best_moves=tuple(moves),
        first_killed=None if first is None else _seat(first, f + "killed_first", 10),
        bonuses=tuple(bonuses), penalties=tuple(penalties), replayable=False)
    check_record(record, lambda part: f + {"winners": "result"}.get(
        part, part.replace("fouls[", "player_fouls[").replace("first_killed", "killed_first")))
    return record
