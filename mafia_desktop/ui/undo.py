"""The one undo command of the host window (DESIGN.md, "Undo").

:class:`ApplyAction` is one host action on the :class:`~PySide6.QtGui.QUndoStack`:
``redo()`` pushes the action into the game (and the repository), ``undo()`` pops it
(and pops the repository). The controller (``ui/controller.py``) is the only one that
creates these; every game change goes through the stack, so the stack and the log never
disagree.

:func:`describe` names an action for a person ("Vote: Boris -> Anna"): the undo menu
("Undo Vote: Boris -> Anna"), the history view and the status bar use it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QUndoCommand

from mafia_desktop.rules import Action, Setup

if TYPE_CHECKING:  # pragma: no cover
    from .controller import GameController

CTX = "ApplyAction"

#: The undo text of each action type (GAME_LOG.md): ``%1``/``%2`` are player names.
TEMPLATES: dict[str, str] = {
    "nominate": QT_TRANSLATE_NOOP("ApplyAction", "Nomination: %1 -> %2"),
    "open_vote": QT_TRANSLATE_NOOP("ApplyAction", "Open the vote"),
    "vote": QT_TRANSLATE_NOOP("ApplyAction", "Vote: %1 -> %2"),
    "withdraw_vote": QT_TRANSLATE_NOOP("ApplyAction", "Withdraw the vote of %1"),
    "close_vote": QT_TRANSLATE_NOOP("ApplyAction", "Close the vote"),
    "close_vote_choice": QT_TRANSLATE_NOOP("ApplyAction", "Close the vote: the host chose %1"),
    "protect": QT_TRANSLATE_NOOP("ApplyAction", "Doctor's choice: %1"),
    "compare": QT_TRANSLATE_NOOP("ApplyAction", "Journalist's question: %1 and %2"),
    "end_day": QT_TRANSLATE_NOOP("ApplyAction", "End the day"),
    "appoint_godfather": QT_TRANSLATE_NOOP("ApplyAction", "New godfather: %1"),
    "mafia_kill": QT_TRANSLATE_NOOP("ApplyAction", "Mafia's victim: %1"),
    "mafia_kill_by": QT_TRANSLATE_NOOP("ApplyAction", "Mafia's victim: %1 (word of %2)"),
    "mafia_pass": QT_TRANSLATE_NOOP("ApplyAction", "The mafia does not kill"),
    "maniac_kill": QT_TRANSLATE_NOOP("ApplyAction", "Maniac's victim: %1"),
    "check": QT_TRANSLATE_NOOP("ApplyAction", "Commissar's check: %1"),
    "end_night": QT_TRANSLATE_NOOP("ApplyAction", "End the night"),
    "host_kill": QT_TRANSLATE_NOOP("ApplyAction", "Host removes %1"),
}


def describe(action: Action, setup: Setup) -> str:
    """A one-line, translated description of ``action`` naming players by name
    (``Vote(by=2, target=1)`` -> "Vote: Boris -> Anna")."""
    key = action.TYPE
    names: list[int | None] = []
    if key in ("nominate", "vote"):
        names = [action.by, action.target]
    elif key == "withdraw_vote":
        names = [action.by]
    elif key == "close_vote" and action.choice is not None:
        key, names = "close_vote_choice", [action.choice]
    elif key in ("protect", "maniac_kill", "check", "host_kill"):
        names = [action.target]
    elif key == "mafia_kill":
        names = [action.target]
        if action.decided_by is not None:
            key, names = "mafia_kill_by", [action.target, action.decided_by]
    elif key == "compare":
        names = [action.a, action.b]
    elif key == "appoint_godfather":
        names = [action.player]
    text = QCoreApplication.translate(CTX, TEMPLATES[key])
    for i, seat in enumerate(names, start=1):
        try:
            name = setup.name(seat) if seat is not None else "?"
        except IndexError:
            name = f"#{seat}"
        text = text.replace(f"%{i}", name)
    return text


class ApplyAction(QUndoCommand):
    """One host action on the undo stack.

    ``redo()`` writes the action to the repository (if any) and pushes it into the game;
    ``undo()`` pops the repository and the game. ``applied`` says the action is already
    in the game and the repository (a stack rebuilt from a log on resume): the next
    ``redo()`` only clears the flag. ``stored`` says it is already in the repository
    (the controller writes before it pushes): the next ``redo()`` only pushes the game.

    Never pushes, undoes or redoes the stack itself (Qt's guidance); storage failures
    are reported through the controller, which repairs the stack afterwards.
    """

    def __init__(self, controller: GameController, action: Action, index: int,
                 applied: bool = False, stored: bool = False) -> None:
        super().__init__(describe(action, controller.game.setup))
        self.controller = controller
        self.action = action
        #: The action's 0-based index in the log.
        self.index = index
        self.applied = applied
        self.stored = stored

    def redo(self) -> None:
        """Push the action into the repository, then into the game (Qt calls this)."""
        if self.applied:
            self.applied = False
            self.controller._after_change()
            return
        stored, self.stored = self.stored, False
        self.controller._redo_action(self, stored)

    def undo(self) -> None:
        """Pop the action from the repository, then from the game (Qt calls this)."""
        self.controller._undo_action(self)
