"""What keeps the host page steady (issue 31.3): a label of a fixed number of lines
(:class:`FixedLines`), a part that keeps its room while hidden (:func:`keep_room`), a
button that never takes the keyboard focus (:func:`steady_button`).

A word-wrapped label above a row of buttons grew by a line when its words grew (the
day's nominations with long names, the mafia's victim, a speaker's name) and pushed
every button under it down under the host's mouse. A :class:`FixedLines` label is
always ``lines`` lines high, whatever it says: its words are wrapped at its width, and
words that need more lines are cut with "…" on the last one (the whole text is then its
tooltip). It asks for no width, so a long text never widens the panel either.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent, QTextLayout
from PySide6.QtWidgets import QAbstractButton, QLabel, QSizePolicy, QWidget

from mafia_desktop.i18n.fill import as_written, for_drawing
from mafia_desktop.ui.plain import plain, tooltip


def keep_room(widget: QWidget) -> QWidget:
    """Let ``widget`` keep its room in its layout while hidden: what lies under or beside
    it never moves when it comes and goes (``QSizePolicy.setRetainSizeWhenHidden``)."""
    policy = widget.sizePolicy()
    policy.setRetainSizeWhenHidden(True)
    widget.setSizePolicy(policy)
    return widget


def steady_button(button: QAbstractButton) -> QAbstractButton:
    """``button`` never takes the keyboard focus: a click leaves the keys with the
    window (its shortcuts: Space is an action key), and a scrolled panel has no focused
    child to scroll to when a part is hidden or shown."""
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return button


def wrapped(text: str, font: QFont, width: int) -> list[str]:
    """``text`` broken into the lines it takes at ``width`` pixels in ``font`` (its own
    line breaks kept; a word longer than the line is broken inside)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        layout = QTextLayout(paragraph, font)
        layout.beginLayout()
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(max(width, 1))
            start = line.textStart()
            lines.append(paragraph[start:start + line.textLength()].rstrip())
        layout.endLayout()
        if not paragraph:
            lines.append("")
    return lines


def fit_lines(text: str, font: QFont, width: int, count: int) -> str:
    """``text`` as ``count`` lines (at most) of ``width`` pixels: wrapped, the words
    that do not fit cut with "…" at the end of the last line."""
    lines = wrapped(text, font, width)
    if len(lines) <= count:
        return "\n".join(lines)
    rest = " ".join(x for x in lines[count - 1:] if x)
    last = QFontMetrics(font).elidedText(rest + " …", Qt.TextElideMode.ElideRight,
                                         max(width, 1))
    return "\n".join([*lines[:count - 1], last])


class FixedLines(QLabel):
    """A plain-text label exactly ``lines`` lines high (see the module's docstring).

    :meth:`text` is the whole text set; the label shows it wrapped to its width and
    cut to its lines, the whole text in the tooltip when cut."""

    def __init__(self, lines: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        plain(self)
        self._lines = max(1, lines)
        self._full = ""
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(self.lines_height())

    def lines_height(self) -> int:
        """The label's height (pixels): its lines of its font, and its margins."""
        m = self.contentsMargins()
        return QFontMetrics(self.font()).lineSpacing() * self._lines + m.top() + m.bottom()

    def setText(self, text: str) -> None:  # Qt's name
        """Show ``text`` (plain) in the label's lines."""
        if text == self._full and super().text():
            return
        self._full = text
        self._fit()

    def text(self) -> str:  # Qt's name
        """The whole text set (not the part shown)."""
        return self._full

    def shown(self) -> str:
        """The words the label shows now (cut with "…" when they need more lines), with
        the direction marks the text was given (``i18n.fill.as_written``)."""
        return as_written(super().text())

    def sizeHint(self) -> QSize:  # Qt's name
        return QSize(100, self.lines_height())

    def minimumSizeHint(self) -> QSize:  # Qt's name
        return QSize(0, self.lines_height())

    def changeEvent(self, event: object) -> None:  # Qt's name
        super().changeEvent(event)  # type: ignore[arg-type]
        from PySide6.QtCore import QEvent
        if getattr(event, "type", lambda: None)() in (QEvent.Type.FontChange,
                                                       QEvent.Type.StyleChange):
            self.setFixedHeight(self.lines_height())
            self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt's name
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit()

    def _fit(self) -> None:
        width = self.contentsRect().width()
        # a name's direction isolates drawn as the embedding marks the shipped font has
        # (i18n.fill.for_drawing): for the isolates Qt borrows another font of the
        # machine, whose taller line was cut at the label's foot (a newcomer's "речь, 60 с"
        # lost the bottoms of р, у and the comma)
        drawn = for_drawing(self._full)
        shown = fit_lines(drawn, self.font(), width, self._lines) if width > 0 else drawn
        if shown != super().text():
            super().setText(shown)
        cut = width > 0 and len(wrapped(self._full, self.font(), width)) > self._lines
        tip = tooltip(self._full) if cut and self._full else ""
        if self.toolTip() != tip:
            self.setToolTip(tip)


__all__ = ["FixedLines", "fit_lines", "keep_room", "steady_button", "wrapped"]
