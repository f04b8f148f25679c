"""An action held back until the host confirms it (DESIGN.md: a host's slip never reaches
the room).

Before the host's input takes an action it asks the rules what the action would tell
the room (``Game.announcement``, ``rules/announce.py``: a new phase, a departure, a
vote's result, the end). When the answer is something, the action is *held*: nothing
is stored and the players' screen does not change; the prompt line says what would be
announced ("Night 1 begins — Enter: announce, Esc: back"). Enter (or a second
click on the button that started it) takes it; Esc goes back to the entry (a ballot's
marked hands stand again); any other key, click or a change of the game drops it
("Not announced"). An action the host has confirmed in a dialog (a removal's reason, a
disqualification's question, whom to execute) is not held again: the dialog was the
deliberate step.

Enter takes it only when the host gave it deliberately, not as the end of a word typed
into the window (``ui/window/typing.py``: the key that made the hold pressed on its own,
the Enter a moment after it); a word typed is recognised, and reaches nothing until Esc
or a click.

The UI keeps no list of "dangerous" actions: the rules decide what is announced.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, SignalInstance
from PySide6.QtGui import QKeyEvent

from mafia_desktop.i18n import fill, isolate
from mafia_desktop.i18n import names as texts
from mafia_desktop.rules import Phase
from mafia_desktop.rules.announce import Announcement
from mafia_desktop.rules.family import AnyAction, AnySetup
from mafia_desktop.ui.window.actions import Pick
from mafia_desktop.ui.window.typing import ENTER, SEEN_S, KeyNote, key_kind

if TYPE_CHECKING:  # pragma: no cover
    from mafia_desktop.ui.window.controller import GameController
    from mafia_desktop.ui.window.problem import Problem

translate = QCoreApplication.translate


@dataclass
class Held:
    """An action waiting for the host's Enter.

    Attributes:
        action: the action (its entry time already set).
        told: what it would announce (the rules' :class:`Announcement`).
        setup: the game's setup (the names the prompt says).
        hands: how many hands were marked in the ballot under way, or ``None``.
        pick: the entry it came from (``ui/window/actions.py`` ``Pick``), or ``None``.
        after: run once it is taken (the row's ``after`` hook), or ``None``.
        made_at: when it appeared (seconds, ``HeldEntry.key_clock``).
        alone: made by a click, or by a key pressed on its own (``typing.KeyNote.alone``):
            Enter may take it; False: by a key in a row of keys, Enter does not.
    """

    action: AnyAction
    told: Announcement
    setup: AnySetup
    hands: int | None = None
    pick: Pick | None = None
    after: Callable[[], None] | None = None
    made_at: float = 0.0
    alone: bool = True

    @property
    def text(self) -> str:
        """The host's prompt line (:func:`held_prompt`), in the language of the moment:
        what will be announced, and how to go on."""
        return held_prompt(self.told, self.setup, self.hands, self.alone)

    @property
    def name(self) -> str:
        """The row's name of the entry it came from ("" when none: a panel's button)."""
        return str(self.pick.kind.name) if self.pick is not None else ""


class HeldEntry:
    """The held action's part of the host's input (``host_input.HostInput``): Enter
    takes it when given deliberately (:meth:`enter_held`), Esc goes back to its entry,
    any other key drops it. Every key pressed in the host window comes here first
    (:meth:`key_pressed`, from ``typing.KeyWatch``): a word typed is recognised and
    reaches nothing until Esc or a click (:attr:`typing`). Also the quiet moment after
    the host window comes back to the front (a dialog closed, :meth:`quiet`): the keys
    of a word still being typed into the dialog do nothing in the game."""

    # seconds after the window comes back to the front in which typed keys do nothing
    QUIET_S: float = 0.4
    # the clock of the keys (seconds; tests give their own: no rule reads the wall clock)
    key_clock: Callable[[], float] = staticmethod(time.monotonic)
    quiet_until = 0.0
    # a word is being typed into the window: typed keys reach nothing (Esc or a click ends it)
    typing = False
    # the typing key being handled (``None`` once released: a click, a script)
    key_now: KeyNote | None = None
    last_key: KeyNote | None = None  # the last typing key pressed
    held: Held | None
    pick: Pick | None
    hands_pick: Pick | None
    typed: str
    controller: GameController | None
    read_only: bool
    looking: Callable[[], bool]
    message: SignalInstance  # HostInput's Signal(str, int)

    def quiet(self) -> None:
        """The host window came back to the front (a dialog closed): keys typed in the
        next :attr:`QUIET_S` seconds do nothing (:meth:`quieted`)."""
        self.quiet_until = self.key_clock() + self.QUIET_S

    def quieted(self) -> bool:
        """True (the key does nothing) within the quiet moment after :meth:`quiet`."""
        note = self.key_now  # the key's own time: the clock is read once a key
        return (note.at if note is not None else self.key_clock()) < self.quiet_until

    # -- the keys (``typing.py``) ----------------------------------------------------------

    def key_pressed(self, event: QKeyEvent, field: bool) -> bool:
        """A key pressed in the host window, before any shortcut takes it (``field``:
        into a text field, which takes its letters). Returns True when it is to reach
        nothing: while :attr:`typing` (Esc ends it), or the letter that shows a word is
        being typed (:meth:`start_typing`)."""
        if self.controller is None or self.read_only or self.looking():
            return False
        if self.typing and event.key() == Qt.Key.Key_Escape:
            self.end_typing()
            return True
        kind = key_kind(event)
        if kind is None:
            return False
        now, last = self.key_clock(), self.last_key
        note = KeyNote(kind, now) if last is None else KeyNote(kind, now, now - last.at,
                                                               last.kind)
        self.last_key = self.key_now = note
        if self.typing:
            return not field
        if note.typing and not field:
            self.start_typing()
            return True
        return False

    def key_unclaimed(self, event: QKeyEvent, field: bool) -> bool:
        """A key no shortcut took (its widget gets it: a letter of no action, a text
        field's): it drops a held action as any other key; True (it reaches nothing)
        while :attr:`typing`, but in a text field."""
        if key_kind(event) is None or self.controller is None:
            return False
        if self.typing:
            return not field
        if key_kind(event) != ENTER:
            self.drop_held()
        return False

    def key_released(self) -> None:
        """The key's work is done: what comes next is no key's (a click, a script)."""
        self.key_now = None

    def clicked(self) -> bool:
        """A click in the host window: deliberate; it ends :attr:`typing`. Returns True
        when it did: that click only gives the keys back and does nothing else (a click
        on a seat would otherwise nominate or vote at once, reaching the room)."""
        self.key_now = None
        if self.typing:
            self.end_typing()
            return True
        return False

    def start_typing(self) -> None:
        """A word is being typed: the held action and the action being entered are
        dropped (a ballot's hands stand), the seat number typed too, and the prompt says
        how to go on."""
        self.go_back()
        if self.pick is not self.hands_pick:
            self.pick = self.hands_pick
        self.typed = ""
        self.typing = True
        self.message.emit(typing_words, 0)
        self._redraw()

    def end_typing(self) -> None:
        """Esc or a click: keys are taken as actions again."""
        self.typing = False
        self.message.emit(lambda: translate("MainWindow", "Keys are taken as actions again."), 4000)
        self._redraw()

    def hold_made(self) -> tuple[float, bool]:
        """``(made_at, alone)`` for a hold made now (:class:`Held`)."""
        note = self.key_now
        return (note.at, note.alone) if note is not None else (self.key_clock(), True)

    def enter_held(self) -> bool:
        """Enter while an action is held: taken when the host gave it deliberately (the
        hold made on its own, the Enter :data:`~.typing.SEEN_S` after it and after the
        key before); else it stands and the host is told why. False when none is held."""
        held = self.held
        if held is None:
            return False
        note = self.key_now
        now = note.at if note is not None else self.key_clock()
        gap = note.gap if note is not None else (
            math.inf if self.last_key is None else now - self.last_key.at)
        if not held.alone:
            self.message.emit(lambda: translate(
                "MainWindow", "Enter does not announce this: it was started by a key among "
                "other keys (typing?). Esc, then press its key on its own, or click its "
                "button twice."),
                8000)
        elif min(gap, now - held.made_at) < SEEN_S:
            self.message.emit(lambda: translate(
                "MainWindow", "Not yet announced: Enter came at once. Read what will be "
                "announced, then press Enter."), 6000)
        else:
            self.announce()
        return True

    def commit(self, action: AnyAction) -> Problem | None:
        """Take ``action`` through the controller (the host's input's)."""
        raise NotImplementedError

    def _redraw(self) -> None:
        raise NotImplementedError

    def announce(self) -> bool:
        """Enter (or the button again): take the held action; False when none is held."""
        held = self.held
        if held is None:
            return False
        self.held = None
        if self.commit(held.action) is None and held.after is not None:
            held.after()
        self._redraw()
        return True

    def go_back(self) -> bool:
        """Esc: drop the held action and go back to its entry (a ballot's marked hands
        stand again, to be corrected); False when none is held."""
        held = self.held
        if held is None:
            return False
        self.held = None
        pick = held.pick
        if pick is not None and pick.reopen():  # a confirmed list is open again
            self.pick = pick
            if pick.kind.many and self.hands_pick is not None:
                self.hands_pick = pick
        elif self.hands_pick is not None:  # a foul in a ballot: its marked hands stand
            self.pick = self.hands_pick
        self.message.emit(lambda: translate("MainWindow", "Not announced: nothing has changed."), 4000)
        self._redraw()
        return True

    def hands_shown(self) -> Pick | None:
        """The marked hands the seats show while an action is held (a ballot's, also
        under a foul held in the vote), or ``None``: the host checks them before Enter."""
        held = self.held
        if held is None or self.hands_pick is None:
            return None
        pick = held.pick
        return pick if pick is not None and pick.kind.many else self.hands_pick

    def drop_held(self) -> bool:
        """Any other key or click while an action is held: it is dropped, and the key
        does nothing else (a stray word typed never reaches the room); False when none
        is held."""
        if self.held is None:
            return False
        self.go_back()
        return True



def typing_words(short: bool = False) -> str:
    """What the host is told while a word is being typed into the window: the status
    bar's sentence, or (``short``) the prompt line's, which fits it at 1366x768."""
    if short:
        return translate("MainWindow", "Typing ignored: Esc or click the table")
    return translate("MainWindow", "Typing is not taken as actions — press Esc or click "
                     "the table to go on")


def seat_words(setup: AnySetup, seat: int) -> str:
    """A seat as the room is told it: "9. Fedor" (the name direction-isolated)."""
    return f"{seat}. {isolate(setup.name(seat))}"


#: How a seat leaves by the vote (classic, sport): "Vote result: ..." names it.
BY_VOTE = frozenset({"execution", "vote", "raise_all"})


def _leaves(seats: list[str]) -> str:
    """ "9. Fedor leaves" / "2. Boris, 3. Vera leave"."""
    text = (translate("MainWindow", "%1 leaves") if len(seats) == 1
            else translate("MainWindow", "%1 leave"))
    return fill(text, ", ".join(seats))


def stage_words(stage: tuple[str, int]) -> str:
    """A stage that begins within a phase, as the players' screen's header names it
    ("The vote", "Revote (round 2)"); ``(stage, round)`` as ``Announcement.stage``."""
    name, number = stage
    if name in ("vote", "voting") and number > 1:
        return fill(translate("MainWindow", "Revote (round %1)"), number)
    return {
        "discussion": translate("MainWindow", "Discussion and nominations"),
        "voting": translate("MainWindow", "The vote"),
        "vote": translate("MainWindow", "The vote"),
        "after_execution": translate("MainWindow", "Last word"),
        "last_word": translate("MainWindow", "Last word"),
        "speeches": translate("MainWindow", "Speeches"),
        "defence": translate("MainWindow", "Defence speeches"),
        "raise_all": translate("MainWindow", "Raise-all"),
        "day_end": translate("MainWindow", "The day is over"),
    }.get(name, name)


def told_words(told: Announcement, setup: AnySetup) -> str:
    """What the room would be told, in the current language: "Vote result: 9. Fedor
    leaves; the game ends", "4. Gleb leaves: fourth foul; the vote is cancelled",
    "Night 1 begins", "On the screen: The vote"."""
    parts: list[str] = []
    how = told.how or ("",) * len(told.left)
    voted = [seat_words(setup, s) for s, h in zip(told.left, how) if h in BY_VOTE]
    fouled = [seat_words(setup, s) for s, h in zip(told.left, how) if h == "fouls"]
    other = [seat_words(setup, s) for s, h in zip(told.left, how)
             if h not in BY_VOTE and h != "fouls"]
    if voted or (told.result and not told.left):
        said = _leaves(voted) if voted else translate("MainWindow", "nobody leaves now")
        parts.append(fill(translate("MainWindow", "Vote result: %1"), said))
    if fouled:
        parts.append(fill(translate("MainWindow", "%1: fourth foul"), _leaves(fouled)))
    if other:
        parts.append(_leaves(other))
    if told.result and told.left and not voted:
        parts.append(translate("MainWindow", "the vote is cancelled"))
    if told.ended:
        parts.append(translate("MainWindow", "the game ends"))
    elif told.phase is not None:
        parts.append(fill(translate("MainWindow", "%1 begins"),
                          texts.phase_name(Phase(*told.phase))))
    elif told.stage is not None and not told.result:
        parts.append(fill(translate("MainWindow", "On the screen: %1"),
                          stage_words(told.stage)))
    text = "; ".join(parts)
    return text[:1].upper() + text[1:]


def held_prompt(told: Announcement, setup: AnySetup, hands: int | None = None,
                alone: bool = True) -> str:
    """The prompt line of a held action: "<what is announced> — Enter: announce, Esc:
    back" (the status bar shows it too); ``hands``: how many hands are marked in the
    ballot under way (said first, "Hands: 3 · …", for the host to check), ``None`` when
    none; ``alone``: False when a key among other keys made it (Enter does not take it)."""
    words = told_words(told, setup)
    if hands is not None:
        words = fill(translate("MainWindow", "Hands: %1 · %2"), hands, words)
    if not alone:
        return fill(translate("MainWindow", "%1 — keys in a row: Esc, then its key on its "
                              "own"), words)
    return fill(translate("MainWindow", "%1 — Enter: announce, Esc: back"), words)


__all__ = ["Held", "HeldEntry", "held_prompt", "seat_words", "stage_words", "told_words",
           "typing_words"]
