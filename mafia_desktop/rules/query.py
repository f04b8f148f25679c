"""The legality queries, the same for every family: :func:`why_not`, :func:`is_legal`,
:func:`choices` and :func:`available`, built from a family's :class:`QueryRules` (its
checks, gates, seat domains and action builders). They run the family's checks and
build no state (python-chess's ``is_legal``: asked separately from applying).

A family's ``engine.py`` makes one :class:`QueryRules` and wraps these functions with
its own docstrings (the rule IDs and the shapes of its action types).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Generic, TypeVar

from .errors import LogFormatError, RuleViolation

S = TypeVar("S")
A = TypeVar("A")


@dataclass(frozen=True, slots=True)
class QueryRules(Generic[S, A]):
    """What the queries need of a family (``S`` its state type, ``A`` its action type).

    Attributes:
        validate: the family's checks of an action (``apply`` runs the same): raises
            RuleViolation or LogFormatError, returns anything.
        gate: raises RuleViolation when every action of a type is refused now,
            whatever its seats (the game has ended; the type's gate).
        picked_fields: per action type, the player fields the host picks, in order.
        what: the words for an unknown type's error (``"action type"``).
        domain: ``(state, type, step)`` -> the seats where field ``step`` may be legal
            (a superset: the checks decide).
        build: ``(type, seats)`` -> an action of that type with those seats in its
            picked fields (no time, no text).
        picks: ``(state, type)`` -> the host picks seats for this type now (default:
            the type has picked fields); when not, :func:`available` asks the action
            without seats.
        gate_only: types whose availability is their gate alone (their players are a
            list, not picked one by one).
        unordered: types whose two seats are an unordered pair (either order will do).
    """

    validate: Callable[[S, object], object]
    gate: Callable[[S, str], None]
    picked_fields: Mapping[str, tuple[str, ...]]
    what: str
    domain: Callable[[S, str, int], tuple[int, ...]]
    build: Callable[[str, tuple[int, ...]], A]
    picks: Callable[[S, str], bool] | None = None
    gate_only: frozenset[str] = frozenset()
    unordered: frozenset[str] = frozenset()


def why_not(rules: QueryRules[S, A], state: S,
            action: object) -> RuleViolation | LogFormatError | None:
    """The refusal the family's ``apply`` would raise for ``action``, or ``None``."""
    try:
        rules.validate(state, action)
    except (RuleViolation, LogFormatError) as e:
        return e
    return None


def is_legal(rules: QueryRules[S, A], state: S, action: object) -> bool:
    """True when the family's ``apply`` would accept ``action``."""
    return why_not(rules, state, action) is None


def fields(rules: QueryRules[S, A], action_type: str) -> tuple[str, ...]:
    """The picked fields of ``action_type``.

    Raises:
        ValueError: ``action_type`` is no action type of the family.
    """
    found = rules.picked_fields.get(action_type)
    if found is None:
        raise ValueError(f"unknown {rules.what} {action_type!r}; expected one of "
                         + ", ".join(rules.picked_fields))
    return found


def gate_open(rules: QueryRules[S, A], state: S, action_type: str) -> bool:
    """False when every action of ``action_type`` is refused now whatever its seats."""
    try:
        rules.gate(state, action_type)
    except RuleViolation:
        return False
    return True


def _picks(rules: QueryRules[S, A], state: S, action_type: str,
           picked: tuple[str, ...]) -> bool:
    return bool(picked) if rules.picks is None else rules.picks(state, action_type)


def _completes(rules: QueryRules[S, A], state: S, action_type: str, count: int,
               seats: tuple[int, ...]) -> bool:
    """True when some legal action of ``action_type`` starts with ``seats`` (stops at
    the first)."""
    if len(seats) == count:
        if is_legal(rules, state, rules.build(action_type, seats)):
            return True
        return action_type in rules.unordered and is_legal(
            rules, state, rules.build(action_type, seats[::-1]))
    return any(_completes(rules, state, action_type, count, (*seats, seat))
               for seat in rules.domain(state, action_type, len(seats)))


def choices(rules: QueryRules[S, A], state: S, action_type: str,
            picked: tuple[int, ...] = ()) -> tuple[int, ...]:
    """The seats the host may pick now for the next picked field of ``action_type``
    after ``picked``: those for which some legal action starts with ``picked`` and the
    seat, ascending; ``()`` when every field is picked, the gate is shut or the host
    picks nothing now.

    Raises:
        ValueError: ``action_type`` is no action type of the family.
    """
    names = fields(rules, action_type)
    step = len(picked)
    if step >= len(names) or not gate_open(rules, state, action_type) \
            or not _picks(rules, state, action_type, names):
        return ()
    return tuple(sorted({seat for seat in rules.domain(state, action_type, step)
                         if _completes(rules, state, action_type, len(names),
                                       (*picked, seat))}))


def available(rules: QueryRules[S, A], state: S, action_type: str) -> bool:
    """True when some action of ``action_type`` (without a time or a text) is legal now;
    stops at the first. A type the host picks no seat for is the action without seats.

    Raises:
        ValueError: ``action_type`` is no action type of the family.
    """
    names = fields(rules, action_type)
    if action_type in rules.gate_only:
        return gate_open(rules, state, action_type)
    if not _picks(rules, state, action_type, names):
        return is_legal(rules, state, rules.build(action_type, ()))
    if not gate_open(rules, state, action_type):
        return False
    return _completes(rules, state, action_type, len(names), ())


__all__ = ["QueryRules", "available", "choices", "fields", "gate_open", "is_legal",
           "why_not"]
