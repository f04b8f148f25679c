"""A small builder for rules tests: a table from a compact spec, actions by names.

>>> game = make("Anna:godfather Boris:civilian Vera:civilian Gleb:civilian")
>>> state = push(game, "nominate Boris Anna", "open_vote", "vote Boris Anna", "close_vote")
>>> state.execution.seat
1

* A spec is ``"Name:role ..."`` in seat order (seat 1 first); roles are RULES.md's ids.
* A step is ``"type player player ... key=value"`` (split like a shell line, so
  ``description="found at dawn"`` works): the positional words fill the action's player
  fields in GAME_LOG.md's order (``vote by target``, ``compare a b``, ``mafia_kill target
  [decided_by]``); a word of digits is a seat number, anything else a name. ``at=N`` is
  N seconds after :data:`T0`; ``description=``, ``reason=`` are text. An :class:`Action`
  object is accepted as it is.
"""

from __future__ import annotations

import random
import shlex
from datetime import datetime, timedelta, timezone
from typing import Any

import pytest

from mafia_desktop.rules import Game, RuleViolation
from mafia_desktop.rules.classic import (
    ACTION_TYPES,
    Action,
    CloseVote,
    EndDay,
    EndNight,
    GameState,
    MafiaKill,
    ManiacKill,
    Nominate,
    OpenVote,
    Role,
    Setup,
    Vote,
    make_setup,
    ruleset_from,
)
from mafia_desktop.rules.classic.actions import PLAYER_FIELDS

#: The time ``at=0`` stands for (an aware datetime, as the log's times are).
T0 = datetime(2026, 11, 29, 20, 0, 0, tzinfo=timezone(timedelta(hours=3)))

#: Standard tables used across the tests.
SMALL = "Anna:godfather Boris:civilian Vera:civilian Gleb:civilian"
FULL = ("Anna:godfather Boris:mafioso Vera:commissar Gleb:doctor Dasha:civilian "
        "Egor:civilian Zoya:journalist Ivan:maniac Kira:civilian Lev:civilian")


def at(seconds: float) -> datetime:
    """The time ``seconds`` after :data:`T0`."""
    return T0 + timedelta(seconds=seconds)


def table(spec: str, preset: str = "table", seed: int = 7, **options: Any) -> Setup:
    """A checked setup (R-SETUP-*) from ``"Name:role ..."``, a preset and option overrides."""
    rows = []
    for seat, word in enumerate(spec.split(), start=1):
        name, _, role = word.partition(":")
        rows.append((seat, name, Role(role)))
    return make_setup(rows, ruleset_from(preset, options), seed)


def make(spec: str = SMALL, *steps: str | Action, preset: str = "table", seed: int = 7,
         **options: Any) -> Game:
    """A game on the table ``spec``, with ``steps`` already pushed."""
    game = Game(table(spec, preset, seed, **options))
    push(game, *steps)
    return game


def seat(game: Game | Setup, name: str) -> int:
    """The seat of the player called ``name``."""
    setup = game.setup if isinstance(game, Game) else game
    found = setup.seat_of(name)
    assert found is not None, f"no player {name!r}"
    return found


def action(game: Game, step: str | Action) -> Action:
    """The action a step names (see the module's docstring)."""
    if not isinstance(step, str):
        return step
    words = shlex.split(step)
    kind, rest = words[0], words[1:]
    cls = ACTION_TYPES[kind]
    kwargs: dict[str, Any] = {}
    players = []
    for word in rest:
        key, eq, value = word.partition("=")
        if not eq:
            players.append(int(word) if word.isdigit() else seat(game, word))
        elif key == "at":
            kwargs["at"] = at(float(value))
        else:
            kwargs[key] = value
    fields = PLAYER_FIELDS[kind]
    assert len(players) <= len(fields), f"{step!r}: too many players for {kind}"
    kwargs.update(zip(fields, players))
    return cls(**kwargs)


def push(game: Game, *steps: str | Action) -> GameState:
    """Push every step; returns the last state."""
    for step in steps:
        game.push(action(game, step))
    return game.state


def refused(game: Game, step: str | Action, rule: str) -> RuleViolation:
    """Assert that ``step`` is refused with ``rule`` and leaves the game as it was.

    Checks the raised :class:`RuleViolation` (its ``rule`` and its ``index``: the index the
    action would have had; a ``code``), that :meth:`Game.why_not` gives the same refusal
    (rule, message, code, params), and that the
    log's length, the state (the same object, and an equal value) and the log are unchanged.
    """
    act = action(game, step)
    before_len, before_state, before_actions = len(game), game.state, game.actions
    snapshot = tuple(before_state)
    asked = game.why_not(act)
    with pytest.raises(RuleViolation) as info:
        game.push(act)
    err = info.value
    assert err.rule == rule, f"{step!r}: expected {rule}, got {err.rule}: {err.message}"
    assert err.index == before_len
    assert err.message
    assert isinstance(asked, RuleViolation) and asked.rule == rule
    # why_not gives the very refusal push raises: the same message, code and params.
    assert (asked.message, asked.code, asked.params) == (err.message, err.code, err.params)
    assert err.code, f"{step!r}: a refusal without a code"
    assert not game.is_legal(act)
    assert len(game) == before_len
    assert game.state is before_state and tuple(game.state) == snapshot
    assert game.actions == before_actions
    return err


def execute(game: Game, name: str) -> GameState:
    """Run today's vote to the execution of ``name``: a nomination (unless ``name`` is a
    candidate already) by the first living player free to nominate, the vote opened,
    that player's vote for ``name``, the vote closed."""
    target = seat(game, name)
    s = game.state
    if target not in (t for _, t in s.nominations):
        used = {by for by, _ in s.nominations}
        by = next(p for p in s.living() if p != target and p not in used)
        push(game, Nominate(by, target))
    push(game, OpenVote())
    voter = next(p for p in game.state.living() if p != target)
    push(game, Vote(voter, target), CloseVote())
    assert game.state.execution.seat == target
    return game.state


def day(game: Game, name: str) -> GameState:
    """A whole day: :func:`execute` ``name``, then end the day."""
    execute(game, name)
    return push(game, EndDay())


def night(game: Game, mafia: str | None = None, maniac: str | None = None) -> GameState:
    """A whole night: the mafia's and the maniac's victims (each with a description, so
    R-MAF-5 never voids them), then the end of the night."""
    if mafia is not None:
        push(game, MafiaKill(seat(game, mafia), description="found at dawn"))
    if maniac is not None:
        push(game, ManiacKill(seat(game, maniac), description="found at noon"))
    return push(game, EndNight())


def deaths(game: Game) -> list[tuple[str, str]]:
    """``(name, cause)`` of every death so far, in order."""
    return [(game.setup.name(d.seat), d.cause) for d in game.state.deaths]


def alive(game: Game, name: str) -> bool:
    """True when ``name`` lives."""
    return game.state.is_alive(seat(game, name))


def odd_actions(s: GameState, rng: random.Random, count: int) -> list[object]:
    """Random actions, legal or not: seats 0..N+1, times before and after the last one
    (and one without a UTC offset), descriptions or none, and a few non-actions."""
    out: list[object] = [object(), "vote", None]
    n = s.setup.size
    base = s.last_at or T0
    for _ in range(count):
        kind = rng.choice(tuple(ACTION_TYPES))
        cls = ACTION_TYPES[kind]
        kwargs: dict[str, object] = {}
        for field in PLAYER_FIELDS[kind]:
            if field == "decided_by":
                continue
            kwargs[field] = rng.randint(0, n + 1) if rng.random() < 0.1 else rng.randint(1, n)
        if kind == "mafia_kill" and rng.random() < 0.3:
            kwargs["decided_by"] = rng.randint(1, n)
        if kind in ("mafia_kill", "maniac_kill"):
            kwargs["description"] = rng.choice((None, "", "  ", "at dawn"))
        r = rng.random()
        if r < 0.2:
            kwargs["at"] = base - timedelta(seconds=rng.randint(1, 100))
        elif r < 0.5:
            kwargs["at"] = base + timedelta(seconds=rng.randint(0, 7200))
        elif r < 0.52:
            kwargs["at"] = datetime(2026, 11, 29, 20, 0)
        out.append(cls(**kwargs))
    return out
