"""The JSON game log of GAME_LOG.md: read with full validation, written, summarised.

Reading checks every field: unknown fields, options, roles or action types; wrong types;
duplicate names or seats; setups that break R-SETUP-*. Each :class:`LogFormatError`
names the field, what was expected and what was found. Writing gives a log that reads
back to the same game (player references are written as names). The file's bytes and
their strict JSON are read by :mod:`.log_json` (:func:`read_log_file`, :func:`loads`,
re-exported here).
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Iterator, Mapping
from datetime import UTC, datetime

from .errors import LogFormatError, RuleViolation
from .family import (
    DEFAULT_FAMILY,
    AnyAction,
    AnySetup,
    AnyState,
    LogTables,
    family_names,
    family_of,
    find_family,
)
from .game import Game
from .json_types import JsonObject
from .log_json import MAX_INT_DIGITS, MAX_LOG_BYTES, loads, read_log_file
from .names import TableNames

FORMAT = "mafia-game-log"
VERSION = 1
_TOP_FIELDS = {"format", "version", "ruleset", "rng_seed", "players", "actions"}


def _type_name(value: object) -> str:
    if value is None:
        return "null"
    return {bool: "boolean", int: "integer", float: "number", str: "string",
            list: "array", dict: "object"}.get(type(value), type(value).__name__)


def _fail(field: str, expected: str, got: object, index: int | None = None) -> LogFormatError:
    shown = repr(got) if not isinstance(got, (dict, list)) else _type_name(got)
    if isinstance(got, str) and len(got) > 60:
        shown = repr(got[:60] + "...")
    elif len(shown) > 80:           # e.g. a 4,000-digit number: not echoed whole
        shown = f"{shown[:40]}… ({len(shown)} characters)"
    return LogFormatError(f"{field}: expected {expected}, got {shown}", field=field, index=index)


def _object(value: object, field: str, allowed: set[str], required: set[str],
            index: int | None = None) -> dict[str, object]:
    if not isinstance(value, dict):
        raise _fail(field, "an object", value, index)
    for key in value:
        if key not in allowed:
            raise LogFormatError(
                f"{field}: unknown field {key!r}; expected only {', '.join(sorted(allowed))}",
                field=f"{field}.{key}", index=index)
    for key in sorted(required):
        if key not in value:
            raise LogFormatError(f"{field}: missing field {key!r}", field=f"{field}.{key}",
                                 index=index)
    return value


def _int(value: object, field: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _fail(field, "an integer", value)
    return value


#: rng_seed and every integer stored must fit SQLite's 64-bit INTEGER.
INT64 = (-2**63, 2**63 - 1)


def _text(value: str, field: str, index: int | None = None) -> str:
    """A string that can be written back as UTF-8 (no lone surrogates like ``\\ud800``)."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise LogFormatError(f"{field}: expected valid Unicode text, got a lone surrogate "
                             f"in {value!r}", field=field, index=index) from None
    return value


def parse_setup(obj: object) -> AnySetup:
    """Read a log's setup (everything but ``actions``), built by the family that
    ``ruleset.family`` names (``classic`` when absent; a sport setup for ``"sport"``,
    RULES_SPORT.md §9).

    Raises:
        LogFormatError: with ``field`` and, for R-SETUP-* breaches, ``rule``.
    """
    log = _object(obj, "log", _TOP_FIELDS, _TOP_FIELDS)
    if log["format"] != FORMAT:
        raise _fail("format", repr(FORMAT), log["format"])
    version = log["version"]
    if type(version) is not int or version != VERSION:
        raise _fail("version", str(VERSION), version)
    rs = _object(log["ruleset"], "ruleset", {"family", "preset", "options"}, {"preset"})
    family = find_family(rs.get("family", DEFAULT_FAMILY))
    if family is None:
        names = [repr(n) for n in family_names()]
        expected = " or ".join(names) if len(names) < 3 \
            else ", ".join(names[:-1]) + " or " + names[-1]
        raise _fail("ruleset.family", expected, rs.get("family"))
    options = rs.get("options", {})
    if not isinstance(options, dict):
        raise _fail("ruleset.options", "an object", options)
    preset = rs["preset"]
    if not isinstance(preset, str):
        raise _fail("ruleset.preset", "one of " + ", ".join(family.presets), preset)
    ruleset = family.ruleset_from(preset, options)
    seed = _int(log["rng_seed"], "rng_seed")
    if not INT64[0] <= seed <= INT64[1]:
        raise _fail("rng_seed", "an integer that fits 64 bits (-2**63 .. 2**63-1)", seed)
    players = log["players"]
    if not isinstance(players, list):
        raise _fail("players", "an array", players)
    rows: list[tuple[int, str, str]] = []
    role_ids = family.role_ids
    seen_seats: dict[int, int] = {}
    table = TableNames()  # the names so far (R-SETUP-1), found by their keys
    for i, p in enumerate(players):
        f = f"players[{i}]"
        _object(p, f, {"seat", "name", "role"}, {"seat", "name", "role"})
        seat = _int(p["seat"], f + ".seat")
        if not 1 <= seat <= len(players):
            raise LogFormatError(
                f"{f}.seat: expected a seat 1..{len(players)} (R-SETUP-1), got {seat}",
                field=f + ".seat", rule="R-SETUP-1")
        if seat in seen_seats:
            raise LogFormatError(
                f"{f}.seat: seat {seat} is taken by players[{seen_seats[seat]}] (R-SETUP-1)",
                field=f + ".seat", rule="R-SETUP-1")
        seen_seats[seat] = i
        if not isinstance(p["name"], str):
            raise _fail(f + ".name", "a string", p["name"])
        _text(p["name"], f + ".name")
        try:
            table.add(p["name"])
        except RuleViolation as e:
            raise LogFormatError(f"{f}.name: {e.message} ({e.rule})", field=f + ".name",
                                 rule=e.rule) from None
        role = p["role"]
        if not isinstance(role, str) or role not in role_ids:
            raise _fail(f + ".role", "one of " + ", ".join(role_ids), role)
        rows.append((seat, p["name"], role))
    try:
        return family.make_setup(rows, ruleset, seed)
    except RuleViolation as e:
        raise LogFormatError(f"players: {e.message} ({e.rule})", field="players",
                             rule=e.rule) from None


def _at(value: object, field: str, index: int) -> datetime | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise _fail(field, "an ISO 8601 time with a UTC offset", value, index)
    try:
        at = datetime.fromisoformat(value)
    except ValueError:
        raise _fail(field, "an ISO 8601 time with a UTC offset", value, index) from None
    if at.tzinfo is None or at.utcoffset() is None:
        raise _fail(field, "an ISO 8601 time with a UTC offset", value, index)
    try:
        at.astimezone(UTC)
    except OverflowError:
        raise _fail(field, "a time between the years 1 and 9999 in UTC", value, index) from None
    return at


def _tables(setup: AnySetup) -> LogTables:
    """The setup's family's action tables: types, player, player-list, text, number and
    nullable fields."""
    return family_of(setup).log


def _player(ref: object, setup: AnySetup, field: str, index: int) -> int:
    if isinstance(ref, bool) or not isinstance(ref, (str, int)):
        raise _fail(field, "a player's name or seat number", ref, index)
    seat = setup.seat_of(ref)
    if seat is None:
        raise LogFormatError(
            f"{field}: expected a player of this game (a name or a seat "
            f"1..{setup.size}), got {ref!r}", field=field, index=index)
    return seat


def parse_action(obj: object, setup: AnySetup, index: int) -> AnyAction:
    """Read one action of the log, resolving player names and seats to seats (the
    action types of the setup's family: GAME_LOG.md, RULES_SPORT.md §9).

    Raises:
        LogFormatError: with ``index``: an unknown ``type``, a missing or unknown field, a
            wrong type, or a name or seat that is no player of the game.
    """
    base = f"actions[{index}]"
    if not isinstance(obj, dict):
        raise _fail(base, "an object", obj, index)
    t = _tables(setup)
    types, player_fields, list_fields = t.action_types, t.player_fields, t.player_list_fields
    text_fields, number_fields, nullable = t.text_fields, t.number_fields, t.nullable_fields
    kind = obj.get("type")
    if not isinstance(kind, str) or kind not in types:
        raise _fail(base + ".type", "one of " + ", ".join(types), kind, index)
    cls = types[kind]
    players = player_fields[kind]
    lists = list_fields.get(kind, ())
    numbers = number_fields.get(kind, ())
    texts = text_fields.get(kind, ())
    optional = {"at", "choice", "decided_by"} | set(texts) | set(nullable.get(kind, ()))
    allowed = {"type", "at", *players, *texts, *lists, *numbers}
    _object(obj, base, allowed, allowed - optional, index)
    kwargs: dict[str, object] = {"at": _at(obj.get("at"), base + ".at", index)}
    for name in players:
        ref = obj.get(name)
        if ref is None and name in optional:
            kwargs[name] = None
            continue
        kwargs[name] = _player(ref, setup, f"{base}.{name}", index)
    for name in lists:
        refs = obj.get(name)
        if not isinstance(refs, list):
            raise _fail(f"{base}.{name}", "an array of players", refs, index)
        if len(refs) > setup.size:
            raise _fail(f"{base}.{name}", f"at most {setup.size} players", len(refs), index)
        kwargs[name] = tuple(_player(ref, setup, f"{base}.{name}[{i}]", index)
                             for i, ref in enumerate(refs))
    for name in numbers:
        value = obj.get(name)
        if isinstance(value, bool) or not isinstance(value, (int, float)) \
                or not math.isfinite(value):
            raise _fail(f"{base}.{name}", "a number", value, index)
        kwargs[name] = float(value)
    for name in texts:
        text = obj.get(name)
        if text is not None and not isinstance(text, str):
            raise _fail(f"{base}.{name}", "a string", text, index)
        if text is not None:
            _text(text, f"{base}.{name}", index)
        kwargs[name] = text
    action: AnyAction = cls(**kwargs)
    return action


def action_to_json(action: AnyAction, setup: AnySetup) -> JsonObject:
    """One action as GAME_LOG.md writes it (players by name; absent optionals left out,
    but a sport ``shot``'s ``target`` is written as ``null`` for a miss)."""
    t = _tables(setup)
    player_fields, list_fields, text_fields = t.player_fields, t.player_list_fields, t.text_fields
    number_fields, nullable = t.number_fields, t.nullable_fields
    out: JsonObject = {"type": action.TYPE}
    for name in player_fields[action.TYPE]:
        seat = getattr(action, name)
        if seat is not None:
            out[name] = setup.name(seat)
        elif name in nullable.get(action.TYPE, ()):
            out[name] = None
    for name in list_fields.get(action.TYPE, ()):
        out[name] = [setup.name(seat) for seat in getattr(action, name)]
    for name in number_fields.get(action.TYPE, ()):
        out[name] = getattr(action, name)
    for name in text_fields.get(action.TYPE, ()):
        text = getattr(action, name)
        if text is not None:
            out[name] = text
    if action.at is not None:
        out["at"] = action.at.isoformat()
    return out


def setup_to_json(setup: AnySetup) -> JsonObject:
    """The log's setup fields (everything but ``actions``), ``ruleset.family`` included."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "ruleset": {"family": setup.ruleset.family, "preset": setup.ruleset.preset,
                    "options": setup.ruleset.options()},  # every option (RULES.md §7)
        "rng_seed": setup.rng_seed,
        "players": [{"seat": p.seat, "name": p.name, "role": p.role.value}
                    for p in setup.players],
    }


def to_json(setup: AnySetup, actions: Iterable[AnyAction]) -> JsonObject:
    """A whole log as a JSON-ready dict."""
    out = setup_to_json(setup)
    out["actions"] = [action_to_json(a, setup) for a in actions]
    return out


def dumps(setup: AnySetup, actions: Iterable[AnyAction]) -> str:
    """A whole log as UTF-8-ready JSON text (indented, non-ASCII kept)."""
    return json.dumps(to_json(setup, actions), ensure_ascii=False, indent=1) + "\n"


def iter_actions(obj: object, setup: AnySetup) -> Iterator[AnyAction]:
    """Read the log's actions one at a time (so a replay stops at the first problem).

    Raises:
        LogFormatError: ``actions`` is no array (``index`` None) or an action is unreadable
            (``index`` set).
    """
    if not isinstance(obj, dict):  # parse_setup has read it: an object
        raise _fail("log", "an object", obj)
    items = obj["actions"]
    if not isinstance(items, list):
        raise _fail("actions", "an array", items)
    for i, item in enumerate(items):
        yield parse_action(item, setup, i)


def read_log(text: str | bytes) -> tuple[AnySetup, list[AnyAction]]:
    """Read a whole log with full validation; the actions are read, not applied.

    Raises:
        LogFormatError: the first problem found.
    """
    obj = loads(text)
    setup = parse_setup(obj)
    return setup, list(iter_actions(obj, setup))


def load_game(text: str | bytes) -> Game:
    """Read a log and replay it into a :class:`Game`.

    Raises:
        LogFormatError: the file or an action is unreadable.
        RuleViolation: an action breaks a rule (``index`` says which).
    """
    obj = loads(text)
    setup = parse_setup(obj)
    game = Game(setup)
    for action in iter_actions(obj, setup):
        try:
            game.push(action)
        except LogFormatError as e:
            raise LogFormatError(e.message, field=e.field, index=len(game)) from None
    return game


def summary_head(state: AnyState) -> JsonObject:
    """The fields every family's summary starts with (GAME_LOG.md, RULES_SPORT.md §9):
    ``ended``, ``winners``, ``phase``, ``stage``, ``outcome_rule``, ``actions`` and
    ``deaths`` (each ``player``, ``seat``, ``cause``, ``phase``, ``number``, ``status``)."""
    name = state.setup.name
    outcome = state.outcome
    return {
        "ended": state.ended,
        "winners": [w.value for w in outcome.winners] if outcome else [],
        "phase": {"kind": state.phase.kind, "number": state.phase.number},
        "stage": state.stage.value,
        "outcome_rule": outcome.rule if outcome else None,
        "actions": state.index,
        "deaths": [{"player": name(d.seat), "seat": d.seat, "cause": d.cause,
                    "phase": d.phase.kind, "number": d.phase.number, "status": d.status}
                   for d in state.deaths],
    }


def summary(state: AnyState) -> JsonObject:
    """The summary ``replay`` prints for a state, by its family (``Family.summary``:
    GAME_LOG.md for a classic game, RULES_SPORT.md §9 for a sport game)."""
    return family_of(state.setup).summary(state)


def replay_text(text: str | bytes) -> tuple[JsonObject, int]:
    """What ``mafia-desktop replay`` prints for a log's text, and its exit code.

    Returns:
        ``(summary, 0)`` when every action applied; ``({"error": {...}}, 2)`` for an
        illegal or unreadable action (``index`` set; ``rule`` the ID or ``None``) or a
        broken file (``index`` and ``rule`` ``None``).
    """
    def error(index: int | None, rule: str | None, message: str) -> tuple[JsonObject, int]:
        return {"error": {"index": index, "rule": rule, "message": message}}, 2

    try:
        obj = loads(text)
        setup = parse_setup(obj)
    except LogFormatError as e:
        return error(None, None, e.message)
    game = Game(setup)
    try:
        for action in iter_actions(obj, setup):
            game.push(action)
    except RuleViolation as e:
        return error(e.index, e.rule, e.message)
    except LogFormatError as e:
        return error(e.index, None, e.message)
    return summary(game.state), 0


def replay_error(result: JsonObject) -> tuple[str, int | None, str | None]:
    """The ``message``, ``index`` and ``rule`` of :func:`replay_text`'s error answer
    (``{"error": {...}}``, its code 2), as ``cli.output.fail_in`` takes them."""
    error = result["error"]
    assert isinstance(error, Mapping)
    message, index, rule = error["message"], error["index"], error["rule"]
    assert isinstance(message, str) and (index is None or isinstance(index, int)) \
        and (rule is None or isinstance(rule, str))
    return message, index, rule


__all__ = ["FORMAT", "VERSION", "MAX_INT_DIGITS", "MAX_LOG_BYTES", "read_log_file", "loads", "parse_setup", "parse_action", "action_to_json",
           "setup_to_json", "to_json", "dumps", "iter_actions", "read_log", "load_game",
           "summary", "summary_head", "replay_text",
           "replay_error"]
