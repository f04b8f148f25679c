"""Text that is shown as typed: the one way every widget gets a player-supplied string.

A player's name, an evening's name, a file name or a database's error message may look
like HTML (``<img src=p.png>``, ``<font size=7>``) or hold an ``&``. Qt reads a label's,
a message box's, an input dialog's and a tooltip's text as rich text when it "might be"
(``Qt::mightBeRichText``), and a menu's text takes ``&x`` for a shortcut. So every such
text goes through this module, which makes it plain by construction:

- :func:`plain_label` and :func:`plain` (a ``QLabel``, a ``QMessageBox`` with all its
  labels, a ``QInputDialog``'s label): ``Qt.TextFormat.PlainText``;
- :func:`message_box`, :func:`inform`, :func:`warn`, :func:`critical`, :func:`ask` instead
  of ``QMessageBox``'s static functions, :func:`ask_text` instead of
  ``QInputDialog.getText``;
- :func:`tooltip`: a tooltip text that Qt shows literally (escaped when Qt would read it as
  HTML);
- :func:`menu_text`: ``&`` doubled for a menu or an action (:func:`add_action` adds one
  to a menu with a plain tooltip too); :func:`follow_action_text`
  keeps an action's tooltip plain as its text changes.

``tests/ui/test_hostile_widgets.py`` walks every widget of both windows and every dialog
with hostile names and fails on a text that Qt would read as rich text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from PySide6 import QtWidgets
from PySide6.QtGui import QAction, QFontMetrics, QPalette
from PySide6.QtWidgets import QLabel, QMenu, QWidget

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtCore import QEvent, QSize
    from PySide6.QtGui import QPaintEvent, QResizeEvent
    from PySide6.QtWidgets import QComboBox, QMessageBox

# QMessageBox, QInputDialog and QLineEdit are taken from ``QtWidgets`` when first used:
# PySide6 makes a class's enums when it is imported, and the start screen needs none.

W = TypeVar("W", bound=QWidget)


def plain(widget: W) -> W:
    """Make ``widget`` show its texts as they are and return it: a ``QLabel``; a
    ``QMessageBox`` (its text, informative text and every label in it, so call it after
    the texts are set); a ``QInputDialog`` (its label)."""
    from PySide6.QtCore import Qt  # here: its namespace takes ~12 ms to make

    if isinstance(widget, QtWidgets.QMessageBox):
        widget.setTextFormat(Qt.TextFormat.PlainText)
    if isinstance(widget, QLabel):
        widget.setTextFormat(Qt.TextFormat.PlainText)
    for label in widget.findChildren(QLabel):
        if label.pixmap().isNull():  # not the message box's icon
            label.setTextFormat(Qt.TextFormat.PlainText)
    return widget


def plain_label(text: str = "", max_width: int | None = None, bold: bool = False) -> QLabel:
    """A label that shows ``text`` as it is (a player named ``<b>x</b>`` is shown so,
    never read as HTML). With ``max_width`` (pixels) a longer text is elided ("Bartholo…")
    and the whole text is the tooltip."""
    label = plain(QLabel())
    if bold:
        font = label.font()
        font.setBold(True)
        label.setFont(font)
    shown = text
    if max_width is not None:
        from PySide6.QtCore import Qt
        shown = QFontMetrics(label.font()).elidedText(text, Qt.TextElideMode.ElideRight,
                                                      max_width)
        if shown != text:
            label.setToolTip(tooltip(text))
    label.setText(shown)
    return label


class ElidedLabel(QLabel):
    """A one-line label that shows a text as it is (plain) and never widens its window:
    the text is drawn elided ("Friday at Ann…") in the width the layout gives it, the
    whole text is its tooltip while it is elided, and its least width does not depend
    on the text (an evening's or a tournament's name, a message quoting a record).
    :meth:`text` is the whole text; :meth:`shown_text` the part drawn.

    Args:
        text: the text. least_chars: the least width, in average characters.
        most_chars: the width it asks for at most (``sizeHint``), in average characters.
    """

    #: The most of a text kept (a label is one line: more is never drawn).
    MOST_KEPT = 10_000

    def __init__(self, text: str = "", parent: QWidget | None = None, *,
                 least_chars: int = 6, most_chars: int = 60) -> None:
        super().__init__(parent)
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QSizePolicy
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._least, self._most = least_chars, most_chars
        self.setText(text)

    def setText(self, text: str) -> None:  # Qt's name
        """Show ``text`` on one line, elided to the label's width."""
        super().setText(" ".join(text[:self.MOST_KEPT].split("\n")))
        self._follow()

    def shown_text(self) -> str:
        """The text as it is drawn: elided to the label's width."""
        from PySide6.QtCore import Qt
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight,
                                             max(self.contentsRect().width(), 0))

    def _follow(self) -> None:
        """The tooltip: the whole text while it is elided."""
        elided = self.shown_text() != self.text()
        self.setToolTip(tooltip(self.text()) if elided else "")

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt's name
        from PySide6.QtGui import QPainter
        painter = QPainter(self)
        self.style().drawItemText(painter, self.contentsRect(), int(self.alignment()),
                                  self.palette(), self.isEnabled(), self.shown_text(),
                                  self.foregroundRole())

    def sizeHint(self) -> QSize:  # Qt's name
        """The text's width, up to ``most_chars`` average characters."""
        from PySide6.QtCore import QSize
        metrics = self.fontMetrics()
        width = min(metrics.horizontalAdvance(self.text()),
                    metrics.averageCharWidth() * self._most)
        margins = self.contentsMargins()
        return QSize(width + margins.left() + margins.right() + 2,
                     metrics.height() + margins.top() + margins.bottom())

    def minimumSizeHint(self) -> QSize:  # Qt's name
        """``least_chars`` average characters wide, whatever the text."""
        from PySide6.QtCore import QSize
        hint = self.sizeHint()
        return QSize(min(hint.width(), self.fontMetrics().averageCharWidth() * self._least),
                     hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt's name
        super().resizeEvent(event)
        self._follow()


class BoundedCombo(QtWidgets.QComboBox):
    """A list to choose from (evenings, tournaments) that never widens its window: its
    width does not follow its longest item (at least ``chars`` average characters; it
    takes what its layout gives) and the current item is elided ("Friday at Ann…")
    where it would be cut; :func:`add_named_item` gives each item its whole text as its
    tooltip."""

    def __init__(self, parent: QWidget | None = None, chars: int = 16) -> None:
        super().__init__(parent)
        self.setSizeAdjustPolicy(
            QtWidgets.QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(chars)
        self.currentIndexChanged.connect(self._follow)
        # What the list says while it has no item ("No evening yet: …"). Not Qt's
        # placeholder text: with one set, Qt leaves the first item added unchosen.
        self.empty_text = ""

    def _follow(self, index: int) -> None:
        from PySide6.QtCore import Qt
        tip = self.itemData(index, Qt.ItemDataRole.ToolTipRole) if index >= 0 else None
        self.setToolTip(tip if isinstance(tip, str) else "")

    def event(self, event: QEvent) -> bool:  # Qt's name
        """A tooltip asked for: the current item's whole text (also when the items were
        changed with signals blocked)."""
        from PySide6.QtCore import QEvent
        if event.type() == QEvent.Type.ToolTip:
            self._follow(self.currentIndex())
        return super().event(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt's name: QComboBox's own, elided
        from PySide6.QtCore import Qt
        style = QtWidgets.QStyle
        painter = QtWidgets.QStylePainter(self)
        option = QtWidgets.QStyleOptionComboBox()
        self.initStyleOption(option)
        if self.count() == 0 and self.empty_text:  # greyed, as Qt's placeholder text
            option.palette.setBrush(QPalette.ColorRole.ButtonText,
                                    option.palette.placeholderText())
            option.currentText = self.empty_text
        painter.drawComplexControl(style.ComplexControl.CC_ComboBox, option)
        field = self.style().subControlRect(style.ComplexControl.CC_ComboBox, option,
                                            style.SubControl.SC_ComboBoxEditField, self)
        room = field.width() - (option.iconSize.width() + 4 if not option.currentIcon.isNull()
                                else 0)
        option.currentText = self.fontMetrics().elidedText(
            option.currentText[:2000], Qt.TextElideMode.ElideRight, max(room - 2, 0))
        painter.drawControl(style.ControlElement.CE_ComboBoxLabel, option)


def add_named_item(combo: QComboBox, text: str, data: object = None) -> None:
    """Add an item showing ``text`` (a name) to ``combo``; its tooltip is the whole text
    (shown literally), for when the box elides it."""
    from PySide6.QtCore import Qt
    combo.addItem(text, data)
    combo.setItemData(combo.count() - 1, tooltip(text), Qt.ItemDataRole.ToolTipRole)


def tooltip(text: str) -> str:
    """``text`` as a tooltip that shows it literally: Qt reads a tooltip as HTML when it
    might be, so such a text is converted from plain text (escaped, line breaks kept);
    any other text is returned as it is."""
    if "<" not in text and "&lt;" not in text:
        return text  # Qt::mightBeRichText needs one of them (and Qt's namespace, ~12 ms)
    from PySide6.QtGui import Qt
    if Qt.mightBeRichText(text):
        return Qt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)
    return text


def menu_text(text: str) -> str:
    """``text`` for a menu or an action's text: every ``&`` doubled, so ``Tom & Jerry``
    is shown so (Qt would take ``& J`` for the shortcut and eat the ``&``)."""
    return text.replace("&", "&&")


def add_action(menu: QMenu, text: str) -> QAction:
    """Add to ``menu`` an action showing ``text`` as it is (a player's name in it): its
    ``&`` doubled (:func:`menu_text`) and its tooltip plain (:func:`tooltip`)."""
    action = menu.addAction(menu_text(text))
    action.setToolTip(tooltip(text))
    return action


def follow_action_text(action: QAction) -> None:
    """Keep ``action``'s tooltip its text shown literally (Qt's default tooltip is the
    text itself, read as HTML when it might be): for an action whose text Qt sets, such
    as ``QUndoGroup``'s Undo and Redo ("Undo Vote: <img src=…>")."""
    def follow() -> None:
        shown = action.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
        tip = tooltip(shown)
        if action.toolTip() != tip:
            action.setToolTip(tip)
    action.changed.connect(follow)
    follow()


def message_box(parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str,
                buttons: QMessageBox.StandardButton | None = None,
                informative: str = "") -> QMessageBox:
    """A ``QMessageBox`` whose texts are plain (:func:`plain`); the caller runs it
    (``buttons``: default Ok)."""
    box_class = QtWidgets.QMessageBox
    box = box_class(icon, title, text,
                    box_class.StandardButton.Ok if buttons is None else buttons, parent)
    if informative:
        box.setInformativeText(informative)
    return plain(box)


def _run(parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str,
         buttons: QMessageBox.StandardButton, default: QMessageBox.StandardButton
         ) -> QMessageBox.StandardButton:
    box = message_box(parent, icon, title, text, buttons)
    box.setDefaultButton(default)
    from mafia_desktop.ui.modal import run_modal
    run_modal(box)
    return box.standardButton(box.clickedButton())


def _tell(parent: QWidget | None, icon: str, title: str, text: str) -> None:
    box = QtWidgets.QMessageBox
    ok = box.StandardButton.Ok
    _run(parent, getattr(box.Icon, icon), title, text, ok, ok)


def inform(parent: QWidget | None, title: str, text: str) -> None:
    """``QMessageBox.information`` with plain text."""
    _tell(parent, "Information", title, text)


def warn(parent: QWidget | None, title: str, text: str) -> None:
    """``QMessageBox.warning`` with plain text."""
    _tell(parent, "Warning", title, text)


def critical(parent: QWidget | None, title: str, text: str) -> None:
    """``QMessageBox.critical`` with plain text."""
    _tell(parent, "Critical", title, text)


def ask(parent: QWidget | None, title: str, text: str,
        default: QMessageBox.StandardButton | None = None) -> bool:
    """``QMessageBox.question`` (Yes / No; ``default``: No) with plain text: True for
    Yes."""
    button = QtWidgets.QMessageBox.StandardButton
    return _run(parent, QtWidgets.QMessageBox.Icon.Question, title, text,
                button.Yes | button.No,
                button.No if default is None else default) == button.Yes


__all__ = ["ElidedLabel", "add_action", "add_named_item", "ask", "BoundedCombo", "critical", "follow_action_text", "inform", "menu_text",
           "message_box", "plain",
           "plain_label", "tooltip", "warn"]
