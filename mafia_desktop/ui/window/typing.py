"""A word typed into the game window never reaches the room (issue 31.1).

A host who types a name thinking a name field has the keyboard ("Paul⏎") gives the game
window keys in a row: the word's last letter used to be taken as an action's key and
the Enter as the deliberate confirmation of what it held (``ui/window/held.py``). The
host's input therefore watches every key pressed in the host window, before any
shortcut takes it (:class:`KeyWatch`, an application event filter: it sees the keys a
text field or no shortcut takes too), and tells the input layer (``HeldEntry``) what
each key is and when it came (:class:`KeyNote`). That layer is shared by every family
(classic, sport, any future one): nothing here is per action.

The rules, with the times chosen (seconds, the input's ``key_clock``):

- **Typing is recognised** when a letter comes less than :data:`TYPING_S` (0.6 s) after
  a letter or a digit: a host never presses two action letters within a moment of each
  other, a person typing a word does (0.1-0.4 s a letter at 30-100 words a minute). A
  letter after Space is not enough (a sport host ends a speech with Space, then N
  nominates: quickly, rightly). The held action and the action being entered are dropped, and every typed
  key (letters, digits, Space, Enter, Tab, Backspace) reaches nothing until the host
  presses Esc or clicks in the window; the prompt line says so. A digit after a letter
  is no typing: "K12⏎" is a host picking seat 12 for the mafia's victim.
- **Enter confirms a held action only when the host gave it deliberately**: the key that
  made the hold was pressed on its own (no typing key in the :data:`ALONE_S`, 0.6 s,
  before it; a click, or the Enter that picks a typed seat number, is deliberate), and
  the Enter came at least :data:`SEEN_S` (0.4 s) after the hold appeared and after the
  key before it. An Enter too soon keeps the hold and says to look first; a hold made
  by a key in a row says Enter will not take it (Esc, then its key on its own, or its
  button clicked twice).
- Any other key drops a held action, also a key no shortcut takes or one typed into a
  text field (the notes): only Enter and Esc leave it standing.

Tests give the input a clock of their own (``HeldEntry.key_clock``): no rule here ever
reads the wall clock's speed.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

#: A letter less than this many seconds after a letter or digit: typing.
TYPING_S = 0.6
#: A key with no typing key in this many seconds before it was pressed on its own.
ALONE_S = 0.6
#: Enter takes a held action only this many seconds after it appeared (and after the
#: key before the Enter): the host has seen what will be announced.
SEEN_S = 0.4

#: The kinds of typing keys (:func:`key_kind`).
LETTER, DIGIT, SPACE, ENTER, EDIT = "letter", "digit", "space", "enter", "edit"

_ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
_EDIT_KEYS = (Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Backspace, Qt.Key.Key_Delete)
_MODIFIER_KEYS = (Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta,
                  Qt.Key.Key_AltGr, Qt.Key.Key_CapsLock, Qt.Key.Key_NumLock)
_COMMAND_MODIFIERS = (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                      | Qt.KeyboardModifier.MetaModifier)


def key_kind(event: QKeyEvent) -> str | None:
    """What a pressed key is to the typing rules: :data:`LETTER` (any printed character
    but a digit or a space: letters of any alphabet, ``'``, ``-``), :data:`DIGIT`,
    :data:`SPACE`, :data:`ENTER`, :data:`EDIT` (Tab, Backspace, Delete), or ``None``
    for a key that is no typing (Esc, F1-F12, arrows, a modifier alone, Ctrl+Z)."""
    key = event.key()
    if key in _MODIFIER_KEYS or event.modifiers() & _COMMAND_MODIFIERS:
        return None
    if key in _ENTER_KEYS:
        return ENTER
    if key in _EDIT_KEYS:
        return EDIT
    text = event.text()
    if len(text) != 1 or not text.isprintable():
        return None
    if text.isspace():
        return SPACE
    return DIGIT if text.isdigit() else LETTER


@dataclass(frozen=True)
class KeyNote:
    """One typing key as the input layer saw it.

    Attributes:
        kind: :func:`key_kind`'s answer.
        at: when it was pressed (seconds, the input's ``key_clock``).
        gap: seconds since the typing key before it (``inf``: none before).
        before: that key's kind (``""``: none).
    """

    kind: str
    at: float
    gap: float = math.inf
    before: str = ""

    @property
    def typing(self) -> bool:
        """A letter within :data:`TYPING_S` of a letter or digit: a word typed."""
        return (self.kind == LETTER and self.before in (LETTER, DIGIT)
                and self.gap < TYPING_S)

    @property
    def alone(self) -> bool:
        """Pressed on its own: no typing key in the :data:`ALONE_S` before it."""
        return self.gap >= ALONE_S


class KeyListener(Protocol):
    """What :class:`KeyWatch` tells (``held.HeldEntry``, the host's input): declared here,
    so that this module does not import the input it serves."""

    def key_pressed(self, event: QKeyEvent, field: bool) -> bool: ...
    def key_unclaimed(self, event: QKeyEvent, field: bool) -> bool: ...
    def key_released(self) -> None: ...
    def clicked(self) -> bool: ...


class KeyWatch(QObject):
    """Sees every key pressed and every click in ``window`` (it installs itself as the
    application's event filter: a key goes to the focused widget, not the window) and
    tells ``entry`` (the host's input): each key before any shortcut
    takes it (``HeldEntry.key_pressed``: a key it says to swallow reaches nothing),
    the key's release (the key's work is done) and each mouse press (``clicked``; the
    click that ends typing is taken, press and release, and reaches no widget).

    Args:
        window: the host window; keys and clicks of other windows (dialogs, the
            players' screen, a menu) are not watched.
        entry: the host's input (parent of this watch: it goes with it).
    """

    def __init__(self, window: QWidget, entry: KeyListener) -> None:
        super().__init__(entry)  # type: ignore[arg-type]  # HostInput is a QObject
        self.window = window
        self.entry = entry
        # the key last told: (widget, key, time stamp) of its ShortcutOverride, which goes
        # up from the focus widget through its parents as a key press does (told once)
        self._told: tuple[QWidget, int, int] | None = None
        self._eat_release = False  # the click that ended typing: its release too
        app = QCoreApplication.instance()
        if app is not None:  # every key of every widget passes here first
            app.installEventFilter(self)

    def _ours(self, obj: QObject) -> QWidget | None:
        """``obj`` when it is a widget of the host window, else ``None``."""
        if isinstance(obj, QWidget) and obj.window() is self.window:
            return obj
        return None

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # Qt's name
        kind = event.type()
        if kind == QEvent.Type.ShortcutOverride:  # a key pressed: shortcuts come next
            widget = self._ours(obj)
            if widget is not None and isinstance(event, QKeyEvent):
                told, self._told = self._told, (widget, event.key(), event.timestamp())
                if (told is not None and told[1:] == self._told[1:]
                        and widget.isAncestorOf(told[0])):
                    return False  # the same key going up to a parent: told already
                field = widget.testAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled)
                if self.entry.key_pressed(event, field):
                    event.accept()  # no shortcut takes it
                    return True
        elif kind == QEvent.Type.KeyPress:  # no shortcut took it: the widget gets it
            widget = self._ours(obj)  # (seen once per widget it goes up through)
            if widget is not None and isinstance(event, QKeyEvent):
                field = widget.testAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled)
                # while typing: no button's Space, no list's letter either
                return self.entry.key_unclaimed(event, field)
        elif kind == QEvent.Type.KeyRelease:
            if self._ours(obj) is not None:
                self._told = None
                self.entry.key_released()
        elif kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick):
            if self._ours(obj) is not None and self.entry.clicked():
                self._eat_release = True
                return True  # the click that ends typing does nothing else
        elif kind == QEvent.Type.MouseButtonRelease and self._eat_release:
            if self._ours(obj) is not None:
                self._eat_release = False
                return True
        return False


__all__ = ["ALONE_S", "SEEN_S", "TYPING_S", "KeyListener", "KeyNote", "KeyWatch", "key_kind"]
