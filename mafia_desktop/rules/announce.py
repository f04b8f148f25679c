"""What an action would tell the room: the rules' answer to "would this change what the
players' screen announces?" (DESIGN.md: a host's slip never reaches the room).

:func:`announcement` applies the action to the state (nothing is stored) and compares
the public view before and after (:func:`~.public_view.public_view`, the only thing the
players' screen is drawn from). It is an announcement when the room would be told

- a new phase (``phase_kind``/``phase_number`` change: "Night 1 begins"),
- a departure (a seat's ``alive`` turns false: a vote, a shot, a removal, fouls),
- a vote's result (the view's ``vote_result`` changes within a phase: classic the
  executed and the tie, sport a counted round or a cancelled vote),
- a new stage within a phase (the view's ``stage_title`` changes: the header line of
  the players' screen, classic "Voting", sport "The vote", "Revote (round 2)",
  "Speeches", "The day is over"),
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
Announcement(phase=None, left=(1,), result=True, ended=True, how=('execution',), stage=None)
>>> for _ in range(3):
...     _ = game.pop()
>>> announcement(game.state, OpenVote())
Announcement(phase=None, left=(), result=False, ended=False, how=(), stage=('voting', 0))
"""

from __future__ import annotations

from dataclasses import dataclass

from .family import AnyAction, AnyPublicView, AnyState, family_of
from .public_view import public_view


@dataclass(frozen=True, slots=True)
class Announcement:
    """What the room would be told by an action.

    Attributes:
        phase: ``(kind, number)`` of the phase that would begin, or ``None``.
        left: the seats that would leave the game, ascending.
        result: a vote's result would be shown (an execution, a tie, a counted round,
            a cancelled vote).
        ended: the game would end.
        how: how each seat of ``left`` would leave, as the room is told it (classic
            ``execution``/``night``/``host``, sport ``vote``/``raise_all``/``shot``/
            ``fouls``/``disqualified``; ``""`` when the family does not say).
        stage: ``(stage, round)`` of the stage that would begin within the phase (the
            players' screen's stage line: the view's ``stage_title``), or ``None``.
    """

    phase: tuple[str, int] | None
    left: tuple[int, ...]
    result: bool
    ended: bool
    how: tuple[str, ...] = ()
    stage: tuple[str, int] | None = None


def compare(before: AnyPublicView, after: AnyPublicView) -> Announcement | None:
    """What changes for the room between two public views of one game, or ``None``
    when nothing announced changes (a vote cast, a nomination, a speech's end that
    stays in its stage, a night's secret entry). It reads only the members every
    family's public view declares (:class:`~.family.AnyPublicView`: ``phase_kind``,
    ``phase_number``, the seats' ``alive``, ``vote_result``, ``stage_title``,
    ``ended``, ``left_how``)."""
    phase = None
    if (before.phase_kind, before.phase_number) != (after.phase_kind, after.phase_number):
        phase = (after.phase_kind, after.phase_number)
    left = tuple(b.seat for b, a in zip(before.seats, after.seats, strict=True)
                 if b.alive and not a.alive)
    # a new phase clears the day's result (it is no result of its own)
    result = phase is None and before.vote_result != after.vote_result
    ended = after.ended and not before.ended
    title = after.stage_title
    stage = title if phase is None and not ended and before.stage_title != title else None
    if phase is None and not left and not result and not ended and stage is None:
        return None
    return Announcement(phase, left, result, ended, tuple(after.left_how(s) for s in left),
                        stage)


def announcement(state: AnyState, action: AnyAction) -> Announcement | None:
    """What taking ``action`` in ``state`` would announce to the room, or ``None`` (also
    when the action is refused: its refusal is the engine's ``why_not``). Builds one
    state; stores nothing."""
    after = state_after(state, action)
    return None if after is None else between(state, after)


def between(state: AnyState, after: AnyState) -> Announcement | None:
    """What the room would be told going from ``state`` to ``after`` (their public
    views :func:`compare`-d), or ``None``."""
    return compare(public_view(state), public_view(after))


def state_after(state: AnyState, action: AnyAction) -> AnyState | None:
    """The state ``action`` would lead to from ``state``, or ``None`` when it is refused
    (the engine's ``why_not``). Stores nothing."""
    family = family_of(state.setup)
    if family.why_not(state, action) is not None:
        return None
    return family.apply(state, action)


__all__ = ["Announcement", "announcement", "between", "compare", "state_after"]
