"""What the window asks the werewolf engine (DESIGN.md: the rules decide everything):
the seats the host may pick next (:func:`choices`), whether an action type is possible
now (:func:`available`), and every legal action (:func:`legal_actions`)."""

from __future__ import annotations

from collections.abc import Callable

from ..family import AnyAction
from .actions import (
    ACTION_TYPES,
    Attack,
    Check,
    Close,
    Dawn,
    Guard,
    Heal,
    Nominate,
    Poison,
    Shoot,
    Vote,
)
from .checks import why_not
from .state import Stage, State

_ONE: dict[str, Callable[[int], AnyAction]] = {"attack": Attack, "check": Check, "guard": Guard, "heal": Heal, "poison": Poison,
        "shoot": Shoot}
_TWO: dict[str, Callable[[int, int], AnyAction]] = {"nominate": Nominate}


#: The action types a stage may take (the others are refused by stage: W-NIGHT-*,
#: W-NOM-*, W-VOTE-*, W-HUNT-1, W-WIN-3), to ask the engine about fewer actions.
_BY_STAGE: dict[Stage, frozenset[str]] = {
    Stage.NIGHT: frozenset(("attack", "check", "guard", "heal", "poison", "dawn")),
    Stage.NOMINATIONS: frozenset(("nominate", "vote", "close")),
    Stage.VOTE: frozenset(("vote", "close")), Stage.REVOTE: frozenset(("vote", "close")),
    Stage.HUNTER: frozenset(("shoot",)), Stage.OVER: frozenset()}


def _candidates(s: State, action_type: str) -> list[AnyAction]:
    if action_type not in _BY_STAGE[s.stage]:
        return []
    seats = s.living()  # a seat that has left is refused for every field (W-*-gone)
    if action_type in _ONE:
        return [_ONE[action_type](t) for t in seats]
    if action_type == "vote":
        return [Vote(a, b) for a in seats for b in s.nominees()]
    if action_type in _TWO:
        return [_TWO[action_type](a, b) for a in seats for b in seats]
    return [Dawn() if action_type == "dawn" else Close()]


def choices(s: State, action_type: str, picked: tuple[int, ...] = ()) -> tuple[int, ...]:
    """The seats the host may pick for the next seat field of ``action_type`` after
    ``picked`` (each leads to a legal action), ascending; ``()`` for none.

    Raises:
        ValueError: no werewolf action ``action_type``.
    """
    if action_type not in ACTION_TYPES:
        raise ValueError(f"no werewolf action {action_type!r}")
    found = set()
    for action in _candidates(s, action_type):
        seats = tuple(getattr(action, f) for f in ("by", "voter", "target")
                      if hasattr(action, f))
        if len(seats) > len(picked) and seats[:len(picked)] == picked \
                and why_not(s, action) is None:
            found.add(seats[len(picked)])
    return tuple(sorted(found))


def available(s: State, action_type: str) -> bool:
    """True when some ``action_type`` action is legal now (ValueError for an unknown one)."""
    if action_type not in ACTION_TYPES:
        raise ValueError(f"no werewolf action {action_type!r}")
    return any(why_not(s, a) is None for a in _candidates(s, action_type))


def legal_actions(s: State) -> list[AnyAction]:
    """Every legal action now (no times), by type in the log's order."""
    return [a for t in ACTION_TYPES for a in _candidates(s, t) if why_not(s, a) is None]


__all__ = ["available", "choices", "legal_actions"]
