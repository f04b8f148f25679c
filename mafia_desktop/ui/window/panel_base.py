"""The phase panel's base: what every family's phase panel shares (its signals, title,
the buttons of its action table's rows, and the shape the game page asks of it).

A family's panel (``ui/families/classic/panel.py`` :class:`PhasePanel`,
``ui/families/sport/panel.py`` :class:`SportPanel`) derives from :class:`PhasePanelBase`:
it lays its rows out (:meth:`~PhasePanelBase.button_row`,
:meth:`~PhasePanelBase.button_grid`), says which parts set its width
(:meth:`~PhasePanelBase.widest_parts`) and redraws from the state
(:meth:`~PhasePanelBase.refresh`). The page connects the signals the same way for every
family. The buttons' texts are the table's (context ``Panels``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal
from PySide6.QtGui import QHelpEvent, QMouseEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.ui.language import Retranslating
from mafia_desktop.ui.repaint import own_background
from mafia_desktop.ui.window.actions import GameController, Kind, in_row
from mafia_desktop.ui.window.steady import FixedLines, steady_button

#: The translation context of the buttons' labels and the prompts.
CTX = "Panels"


def panel_text(text: str) -> str:
    """``text`` (an English source of context ``Panels``) in the current language."""
    return QCoreApplication.translate(CTX, text)


def key_text(key: str) -> str:
    """A key as the button shows it ("Space" translated)."""
    return QCoreApplication.translate("Panels", "Space") if key == "Space" else key


class PhasePanelBase(Retranslating, QWidget):
    """The actions of the current phase, enabled only when the engine allows them.

    Args:
        controller: the game.
        table: the family's action table (its rows' buttons, by :attr:`Kind.name`).

    Signals:
        start(str): the host asked for an action kind (a key of ``table``).
        perform(object): a finished action to take (a classic vote grid's one-click vote).
        last_word(): the host starts the executed player's last word (R-EXEC-2).
        speeches(): the host starts the speech timer round the living players.
        refused(str): a greyed button (a key of ``table``) was clicked: the page says
            why its row cannot be started now (the engine's reason, its rule ID); its
            tooltip says the same while the mouse rests on it.
    """

    start = Signal(str)
    perform = Signal(object)
    last_word = Signal()
    speeches = Signal()
    refused = Signal(str)

    def __init__(self, controller: GameController, table: Mapping[str, Kind],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        own_background(self)  # its labels repainted: not the stack and room under it
        self.controller = controller
        self.table = table
        self.buttons: dict[str, QPushButton] = {}
        outer = self.outer = QVBoxLayout(self)  # the panel's layout: the families add to it
        # one line, whatever the stage's name: the buttons under it never move (issue 31)
        self.title = FixedLines(1)
        self.title.setObjectName("phaseTitle")
        self.title.setStyleSheet("font-size: 20pt; font-weight: bold;")
        outer.addWidget(self.title)

    # -- the buttons ---------------------------------------------------------------------

    def button(self, name: str) -> QPushButton:
        """A button that starts the table's row ``name`` (its object name)."""
        b = QPushButton()
        b.setObjectName(name)
        steady_button(b)
        b.clicked.connect(lambda _=False, t=name: self.start.emit(t))
        b.installEventFilter(self)  # a greyed button says why (:meth:`eventFilter`)
        self.buttons[name] = b
        return b

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt's name
        """A greyed button gets no click of its own: its mouse release emits
        :attr:`refused`, and its tooltip is the engine's reason, asked when shown (the
        panel's redraw asks nothing)."""
        name = watched.objectName()
        if (isinstance(watched, QPushButton) and not watched.isEnabled()
                and self.buttons.get(name) is watched):
            kind = event.type()
            if (kind == QEvent.Type.MouseButtonRelease and isinstance(event, QMouseEvent)
                    and watched.rect().contains(event.position().toPoint())):
                self.refused.emit(name)
            elif kind == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
                from mafia_desktop.ui.window.refusal import refused_text
                row = self.table[name]
                QToolTip.showText(event.globalPos(),
                                  refused_text([row], row, self.controller), watched)
                return True
        return super().eventFilter(watched, event)

    def button_row(self, row: str, vertical: bool = False) -> QHBoxLayout | QVBoxLayout:
        """The buttons of the table's rows whose ``row`` is ``row``, in the table's order:
        a new action type gets its button here without a change to the panel."""
        layout: QHBoxLayout | QVBoxLayout = QVBoxLayout() if vertical else QHBoxLayout()
        for kind in in_row(row, self.table):
            layout.addWidget(self.button(kind.name))
        return layout

    def button_grid(self, row: str, columns: int = 2) -> QGridLayout:
        """The buttons of ``row`` in a grid of ``columns``, in the table's order."""
        grid = QGridLayout()
        for i, kind in enumerate(in_row(row, self.table)):
            grid.addWidget(self.button(kind.name), i // columns, i % columns)
        return grid

    def retranslate_buttons(self) -> None:
        """Every button's label and key in the current language."""
        for name, b in self.buttons.items():
            kind = self.table[name]
            b.setText(f"{panel_text(kind.label)}  [{key_text(kind.key)}]")

    # -- what the page asks ------------------------------------------------------------

    def widest_parts(self) -> Sequence[QWidget]:
        """The parts whose width the panel needs at its widest stage."""
        raise NotImplementedError

    def widest_floor(self) -> int:
        """A width the panel never goes below (its layout's own minimum, or 0)."""
        return 0

    def widest(self) -> int:
        """The width (pixels) the panel needs at its widest stage, whatever the current
        stage shows: the page gives it that much all game."""
        margins = self.outer.contentsMargins()
        return margins.left() + margins.right() + max(
            self.widest_floor(), *(w.minimumSizeHint().width() for w in self.widest_parts()))

    def extras(self, action_type: str) -> dict[str, object]:
        """The free-text, choice and number fields the panel holds for an action."""
        return {}

    def entry_time_of(self, action: object) -> datetime | None:
        """The time the host set for ``action``, or ``None``: it gets the time it is
        taken (the controller's clock)."""
        return None

    def clear_entry(self, action_type: str) -> None:
        """An action was taken: empty the fields the panel held for it."""

    def refresh(self) -> None:
        """Redraw from the controller's current state."""
        raise NotImplementedError

    def retranslate_ui(self, refresh: bool = True) -> None:
        """Set every fixed text in the current language; ``refresh``: the game's too."""
        raise NotImplementedError


__all__ = ["CTX", "PhasePanelBase", "key_text", "panel_text"]
