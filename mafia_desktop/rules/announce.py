"""What an action would tell the room: the rules' answer to "would this change what the
players' screen announces?" (DESIGN.md: a host's slip never reaches the room).

:func:`announcement` applies the action to the state (nothing is stored) and compares
the public view before and after (:func:`~.public_view.public_view`, the only thing the
players' screen is drawn from). It is an announcement when the room would be told

- a new phase (``phase_kind``/``phase_number`` change: "Night 1 begins"),
- a departure (a seat's ``alive`` turns false: a vote, a shot, a removal, fouls),
- a vote's result (the view's ``vote_result`` changes within a phase: classic the
  executed and the tie, sport a counted round or a cancelled vote),
- the end of the game (``ended``).

The UI holds such an action until the host confirms it (``ui/window/host_input.py``):
it keeps no list of its own of which actions are "dangerous".

>>> from mafia_desktop.rules import Game
>>> from mafia_desktop.rules.classic import (CloseVote, Nominate, OpenVote, Role, Vote,
...                                          make_setup, ruleset_from)
>>> setup = make_setup([(1, "Anna", Role.GODFATHER), (2, "Boris", Role.CIVILIAN),
...                     (3, "Vera", Role.COMMISSAR), (4, "Gleb", Role.CIVILIAN)],
...                    ruleset_from("table"), rng_seed=7)
>>> game = Game(setup)
>>> announcement(game.state, Nominate(by=2, target=1)) is None
True
>>> for action in (Nominate(by=2, target=1), OpenVote(), Vote(by=2, target=1), Vote(by=3, target=1)):
...     _ = game.push(action)
>>> announcement(game.state, CloseVote())
Announcement(phase=None, left=(1,), result=True, ended=True)
"""

from __future__ import annotations

from dataclasses import dataclass

from .family import AnyAction, AnyPublicView, AnyState, family_of


@dataclass(frozen=True, slots=True)
class Announcement:
    """What the room would be told by an action.

    Attributes:
        phase: ``(kind, number)`` of the phase that would begin, or ``None``.
        left: the seats that would leave the game, ascending.
        result: a vote's result would be shown (an execution, a tie, a counted round,
            a cancelled vote).
        ended: the game would end.
    """

    phase: tuple[str, int] | None
    left: tuple[int, ...]
    result: bool
    ended: bool


def compare(before: AnyPublicView, after: AnyPublicView) -> Announcement | None:
    """What changes for the room between two public views of one game, or ``None``
    when nothing announced changes (a vote cast, a nomination, a speech's end, a
    night's secret entry)."""
    phase = None
    if (before.phase_kind, before.phase_number) != (after.phase_kind, after.phase_number):
        phase = (after.phase_kind, after.phase_number)
    left = tuple(b.seat for b, a in zip(before.seats, after.seats, strict=True)
                 if b.alive and not a.alive)
    # a new phase clears the day's result (it is no result of its own)
    result = phase is None and (getattr(before, "vote_result", None)
                                != getattr(after, "vote_result", None))
    ended = after.ended and not before.ended
    if phase is None and not left and not result and not ended:
        return None
    return Announcement(phase, left, result, ended)


def announcement(state: AnyState, action: AnyAction) -> Announcement | None:
    """What taking ``action`` in ``state`` would announce to the room, or ``None`` (also
    when the action is refused: its refusal is the engine's ``why_not``). Builds one
    state; stores nothing."""
    family = family_of(state.setup)
    if family.why_not(state, action) is not None:
        return None
    return compare(family.public_view(state), family.public_view(family.apply(state, action)))


__all__ = ["Announcement", "announcement", "compare"]
