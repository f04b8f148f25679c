"""THE report's state walk, shared by every rules family: the log one action at a time,
with the state before and after it, cut into phases.

Like python-chess's PGN exporter walks a board's move stack, :func:`walk` goes over
``Game.actions`` with ``Game.states()`` (``states[k]`` before action ``k``,
``states[k + 1]`` after it) and asks the family's event extractor (:class:`Extract`)
what each action did; no rule is decided here or there a second time. The family's
report (``reports/<family>/timeline.py``) builds its own dataclasses from the
:class:`PhaseWalk` values: the host notes split by :func:`split_notes`, the corrections
placed by :func:`correct`.

No Qt and no words here.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Generic, Protocol, TypeGuard, TypeVar

from mafia_desktop.rules import (
    AnyAction,
    AnySetup,
    AnyState,
    Game,
    LogFormatError,
    Phase,
    RuleViolation,
)

E = TypeVar("E")
S = TypeVar("S", contravariant=True)
State = TypeVar("State", bound=AnyState)  # the family's state type
E_co = TypeVar("E_co", covariant=True)


class UndoneAction(Protocol):
    """What a host correction passed in looks like (e.g. a storage row)."""

    index: int
    action: AnyAction
    undone_at: datetime | None


class NameCorrection(Protocol):
    """A player's name corrected after the game started (storage's ``Rename``): the
    ``seat``, the ``old`` and ``new`` names, how many actions the log held then
    (``after``) and when (``renamed_at``)."""

    seat: int
    old: str
    new: str
    after: int
    renamed_at: datetime


@dataclass(frozen=True, slots=True)
class Correction:
    """An action the host undid: where it stood in the log (``index``), the action, when
    it was undone, the phase the game was in when it was entered and the state just
    before it (``before``: its words may name who acted, "End of Anna's speech").

    A name corrected (``renamed``: ``(seat, old name, new name)``) is listed among them:
    ``index`` the number of actions the log held then, ``action`` ``None``,
    ``undone_at`` when it was renamed, ``phase`` the phase the game was in."""

    index: int
    action: AnyAction | None
    undone_at: datetime | None
    phase: Phase
    before: AnyState | None = None
    renamed: tuple[int, str, str] | None = None


def is_rename(item: object) -> TypeGuard[NameCorrection]:
    """True for a :class:`NameCorrection` passed among the corrections."""
    return all(hasattr(item, name) for name in ("seat", "old", "new", "after"))


class Extract(Protocol[S, E_co]):
    """A family's event extractor: what ``action``, the log's ``k``-th, did between the
    state ``before`` it and the state ``after`` it (the family's own state type)."""

    def __call__(self, action: Any, k: int, before: S, after: S, /) -> Iterable[E_co]: ...


@dataclass(frozen=True, slots=True)
class PhaseWalk(Generic[E]):
    """One phase of the walk: its events in log order and the log indices of its actions
    (``first_index`` .. ``last_index``; ``states[first_index]`` is the state before the
    phase, ``states[last_index + 1]`` after it).

    Attributes:
        complete: the phase ended (the state after it is in another phase, or the game
            ended).
        alive_after: the living seats after the phase's last action.
        started_at, ended_at: the first and the last time among its actions.
        note: the host's note of the phase (``phase:day:N``), if any was given.
    """

    phase: Phase
    events: tuple[E, ...]
    first_index: int
    last_index: int
    alive_after: tuple[int, ...]
    started_at: datetime | None
    ended_at: datetime | None
    complete: bool
    note: str | None


@dataclass(slots=True)
class Notes:
    """Host notes split by what they are about (:func:`split_notes`): ``players``
    (seat -> text), ``phases`` (phase -> text) and ``other`` (``(key, text)``, in order)."""

    players: dict[int, str]
    phases: dict[Phase, str]
    other: list[tuple[str, str]]


def split_notes(notes: Mapping[str, str] | None, size: int, include: bool) -> Notes:
    """Host notes, key -> text: ``"player:SEAT"`` (a seat 1..``size``),
    ``"phase:day:N"``/``"phase:night:N"``, any other key a general note; none unless
    ``include`` (they can hold secrets)."""
    out = Notes({}, {}, [])
    for key, text in (dict(notes or {}) if include else {}).items():
        parts = str(key).split(":")
        if len(parts) == 2 and parts[0] == "player" and parts[1].isdigit() \
                and 1 <= int(parts[1]) <= size:
            out.players[int(parts[1])] = text
        elif len(parts) == 3 and parts[0] == "phase" and parts[1] in ("day", "night") \
                and parts[2].isdigit():
            out.phases[Phase(parts[1], int(parts[2]))] = text
        else:
            out.other.append((str(key), text))
    return out


def times(actions: Sequence[AnyAction]) -> tuple[datetime | None, datetime | None]:
    """The first and the last time among ``actions`` (``None`` where none has one)."""
    found = [a.at for a in actions if a.at is not None]
    return (found[0], found[-1]) if found else (None, None)


def walk(actions: Sequence[AnyAction], states: Sequence[State], extract: Extract[State, E],
         notes: Notes) -> list[PhaseWalk[E]]:
    """Walk a game's log phase by phase: ``actions`` are ``Game.actions`` (read once by
    the caller: the game copies its log on every read) and ``states`` ``Game.states()``
    (as the family's state type). The phases' notes are taken out of ``notes.phases``; those of
    phases the log never reached go to ``notes.other`` (``phase:<kind>:<n>``)."""
    n = len(actions)
    seen: list[State] = list(states)
    phases: list[PhaseWalk[E]] = []
    k = 0
    while k < n:
        phase = seen[k].phase
        start = k
        events: list[E] = []
        while k < n and seen[k].phase == phase:
            events.extend(extract(actions[k], k, states[k], states[k + 1]))
            k += 1
        end = seen[k]
        first, last = times(actions[start:k])
        phases.append(PhaseWalk(
            phase=phase, events=tuple(events), first_index=start, last_index=k - 1,
            alive_after=end.living(), started_at=first, ended_at=last,
            complete=end.phase != phase or end.ended, note=notes.phases.pop(phase, None)))
    for phase, text in sorted(notes.phases.items()):
        notes.other.append((f"phase:{phase.kind}:{phase.number}", text))
    notes.phases.clear()
    return phases


def correct(setup: AnySetup, actions: Sequence[AnyAction], states: Sequence[AnyState],
            items: Iterable[UndoneAction]) -> tuple[Correction, ...]:
    """The host's undone actions (``.index``, ``.action``, ``.undone_at``, oldest
    first: the order they were undone in), each with the phase the game was in when it
    was entered and undone.

    That phase is not always the phase at ``index`` of the final log: after the host went
    back several actions and the game went on differently, the log there holds other
    actions. So the log as it stood at each undo is put together again, from the newest
    undo back: after an undo only new actions followed (a redo removes its correction),
    so the log before an undo is the one before the next undo (or the final log) cut at
    the undone action's place, with the undone action after it. Where that log is the
    final one's, ``states`` answer; else it is replayed (``Game.replay``); a log that
    does not replay (corrections that do not belong to the game) falls back to the
    final log's phase at that place. ``actions`` and ``states`` are the game's
    (``Game.actions``, ``Game.states()``) with ``setup``."""
    everything: list[object] = list(items)
    listed: list[UndoneAction] = [item for item in items if not is_rename(item)]
    last = len(states) - 1
    renames = [Correction(int(r.after), None, r.renamed_at,
                          states[max(0, min(int(r.after), last))].phase,
                          renamed=(int(r.seat), str(r.old), str(r.new)))
               for r in everything if is_rename(r)]
    found: list[AnyState] = []
    log: Sequence[AnyAction] = actions
    replayed = Game(setup)  # the last log replayed: undos in a row share most of it

    def replay(before: Sequence[AnyAction]) -> AnyState:
        done = replayed.actions
        same = 0
        while same < min(len(done), len(before)) and done[same] == before[same]:
            same += 1
        for _ in range(len(done) - same):
            replayed.pop()
        for action in before[same:]:
            replayed.push(action)
        return replayed.state

    for item in reversed(listed):
        index = int(item.index)
        fallback = states[max(0, min(index, last))]
        if not 0 <= index <= len(log):
            found.append(fallback)
            log = actions
            continue
        before = log[:index]
        if tuple(before) == tuple(actions[:index]):
            found.append(fallback)
        else:
            try:
                found.append(replay(before))
            except (RuleViolation, LogFormatError, ValueError, TypeError):
                found.append(fallback)
        log = [*before, item.action]
    found.reverse()
    undone = [Correction(int(item.index), item.action, getattr(item, "undone_at", None),
                         state.phase, state)
              for item, state in zip(listed, found, strict=True)]
    if not renames:
        return tuple(undone)
    # the names corrected among the undone actions, in the order they were made
    return tuple(sorted([*undone, *renames], key=_when))


def _when(c: Correction) -> tuple[int, datetime | float]:
    """Sort key: the time it was made (a correction without a time first, as given)."""
    at = c.undone_at
    return (1, at.timestamp()) if isinstance(at, datetime) else (0, 0.0)


__all__ = ["Correction", "Extract", "NameCorrection", "Notes", "PhaseWalk", "UndoneAction",
           "correct", "is_rename",
           "split_notes", "times", "walk"]
