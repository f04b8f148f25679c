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

The UI keeps no list of "dangerous" actions: the rules decide what is announced.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from mafia_desktop.i18n import fill, isolate
from mafia_desktop.i18n import names as texts
from mafia_desktop.rules import Phase
from mafia_desktop.rules.announce import Announcement
from mafia_desktop.rules.family import AnySetup

translate = QCoreApplication.translate


@dataclass
class Held:
    """An action waiting for the host's Enter.

    Attributes:
        action: the action (its entry time already set).
        told: what it would announce (the rules' :class:`Announcement`).
        text: the host's prompt line: what will be announced, and how to go on.
        pick: the entry it came from (``ui/window/actions.py`` ``Pick``), or ``None``.
        after: run once it is taken (the row's ``after`` hook), or ``None``.
    """

    action: Any
    told: Announcement
    text: str
    pick: Any = None
    after: Callable[[], None] | None = None

    @property
    def name(self) -> str:
        """The row's name of the entry it came from ("" when none: a panel's button)."""
        return str(self.pick.kind.name) if self.pick is not None else ""


class HeldEntry:
    """The held action's part of the host's input (``host_input.HostInput``): Enter
    takes it, Esc goes back to its entry, any other key drops it. Also the quiet moment
    after the host window comes back to the front (a dialog closed, :meth:`quiet`): the
    keys of a word still being typed into the dialog do nothing in the game."""

    # seconds after the window comes back to the front in which typed keys do nothing
    QUIET_S: float = 0.4
    # the clock of the quiet moment (seconds; tests give their own)
    key_clock: Callable[[], float] = staticmethod(time.monotonic)
    quiet_until = 0.0
    held: Held | None
    pick: Any
    hands_pick: Any
    message: Any  # Signal(str, int)

    def quiet(self) -> None:
        """The host window came back to the front (a dialog closed): keys typed in the
        next :attr:`QUIET_S` seconds do nothing (:meth:`quieted`)."""
        self.quiet_until = self.key_clock() + self.QUIET_S

    def quieted(self) -> bool:
        """True (the key does nothing) within the quiet moment after :meth:`quiet`."""
        return self.key_clock() < self.quiet_until

    def commit(self, action: Any) -> Any:
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
        if pick is not None and getattr(pick, "done", False):
            pick.done = False  # the list is open again (``ListPick``)
            self.pick = pick
            if pick.kind.many and self.hands_pick is not None:
                self.hands_pick = pick
        self.message.emit(translate("MainWindow", "Not announced: nothing has changed."), 4000)
        self._redraw()
        return True

    def drop_held(self) -> bool:
        """Any other key or click while an action is held: it is dropped, and the key
        does nothing else (a stray word typed never reaches the room); False when none
        is held."""
        if self.held is None:
            return False
        self.go_back()
        return True



def seat_words(setup: AnySetup, seat: int) -> str:
    """A seat as the room is told it: "9. Fedor" (the name direction-isolated)."""
    return f"{seat}. {isolate(setup.name(seat))}"


def told_words(told: Announcement, setup: AnySetup) -> str:
    """What the room would be told, in the current language: "Vote result: 9. Fedor
    leaves; the game ends", "Night 1 begins"."""
    parts: list[str] = []
    left = ", ".join(seat_words(setup, s) for s in told.left)
    if told.left:
        leaves = (translate("MainWindow", "%1 leaves") if len(told.left) == 1
                  else translate("MainWindow", "%1 leave"))
        parts.append(fill(leaves, left))
    elif told.result:
        parts.append(translate("MainWindow", "nobody leaves now"))
    if told.result:
        parts[0] = fill(translate("MainWindow", "Vote result: %1"), parts[0])
    if told.ended:
        parts.append(translate("MainWindow", "the game ends"))
    elif told.phase is not None:
        parts.append(fill(translate("MainWindow", "%1 begins"),
                          texts.phase_name(Phase(*told.phase))))
    text = "; ".join(parts)
    return text[:1].upper() + text[1:]


def held_prompt(told: Announcement, setup: AnySetup) -> str:
    """The prompt line of a held action: "<what is announced> — Enter: announce, Esc:
    back" (the status bar shows it too)."""
    return fill(translate("MainWindow", "%1 — Enter: announce, Esc: back"),
                told_words(told, setup))


__all__ = ["Held", "HeldEntry", "held_prompt", "seat_words", "told_words"]
