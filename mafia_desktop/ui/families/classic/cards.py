"""Role cards: the role's art, name, faction and what it does by day and by night.

One painting function, :func:`paint_role_card`, draws a card face; the on-screen
:class:`RoleCard`, the full-screen :class:`CardDialog` ("show card to player") and
:func:`role_card_pixmap` (printable cards) all use it, so every card looks the same.

The art is one SVG per role in ``mafia_desktop/resources/cards/<role>.svg``, drawn with
``QSvgRenderer`` (``PySide6.QtSvg``, part of PySide6-Essentials). The role's texts come
from RULES.md §1, §3 and §4 and are translated in the ``RoleCard`` context; role and
faction names come from :mod:`mafia_desktop.i18n.names`.
"""

from __future__ import annotations

from functools import cache
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QRect,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
    QShowEvent,
    QTextDocument,
)
from PySide6.QtWidgets import QDialog, QLabel, QSizePolicy, QVBoxLayout, QWidget

from mafia_desktop.i18n.fill import fill
from mafia_desktop.i18n.names import faction_name, role_name
from mafia_desktop.i18n.noop import QT_TRANSLATE_NOOP
from mafia_desktop.rules.classic import Role
from mafia_desktop.ui.plain import plain
from mafia_desktop.ui.resources import resource_path

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtSvg import QSvgRenderer

CTX = "RoleCard"

#: What each role does by day (RULES.md §3, R-ROLE-2), by role id.
DAY_TEXTS: dict[str, str] = {
    "civilian": QT_TRANSLATE_NOOP(
        "RoleCard", "Nominates one candidate a day and votes for whom to execute."),
    "mafioso": QT_TRANSLATE_NOOP(
        "RoleCard", "Has a civilian's rights: nominates and votes, hiding among the town."),
    "godfather": QT_TRANSLATE_NOOP(
        "RoleCard", "Heads the mafia. Has a civilian's rights: nominates and votes."),
    "commissar": QT_TRANSLATE_NOOP(
        "RoleCard", "Has a civilian's rights: nominates and votes, guided by the checks."),
    "maniac": QT_TRANSLATE_NOOP(
        "RoleCard", "Plays alone. Has a civilian's rights: nominates and votes."),
    "doctor": QT_TRANSLATE_NOOP(
        "RoleCard", "Tells the host whom to protect tonight, and may change the choice "
                    "until the day ends."),
    "journalist": QT_TRANSLATE_NOOP(
        "RoleCard", "Once a day asks the host whether two living players have the same "
                    "status. Nominates and votes."),
}

#: What each role does at night (RULES.md §4), by role id.
NIGHT_TEXTS: dict[str, str] = {
    "civilian": QT_TRANSLATE_NOOP("RoleCard", "Sleeps."),
    "mafioso": QT_TRANSLATE_NOOP(
        "RoleCard", "Wakes with the mafia to choose a victim; the godfather decides. "
                    "May become the next godfather."),
    "godfather": QT_TRANSLATE_NOOP(
        "RoleCard", "Names the mafia's victim to the host, or decides not to kill. In the "
                    "night the godfather dies, the mafia kills nobody."),
    "commissar": QT_TRANSLATE_NOOP(
        "RoleCard", "Learns the status of one other living player from the host."),
    "maniac": QT_TRANSLATE_NOOP(
        "RoleCard", "Must kill one player every night. Wins when everyone else is dead."),
    "doctor": QT_TRANSLATE_NOOP(
        "RoleCard", "The protected player survives the mafia's and the maniac's kills."),
    "journalist": QT_TRANSLATE_NOOP("RoleCard", "Sleeps."),
}

BY_DAY = QT_TRANSLATE_NOOP("RoleCard", "By day")
BY_NIGHT = QT_TRANSLATE_NOOP("RoleCard", "By night")

#: The card's frame colour per faction id.
FACTION_COLORS: dict[str, str] = {"town": "#2f6fa8", "mafia": "#8e1b27", "maniac": "#5a2a78"}

#: A card's width : height.
CARD_ASPECT = 5 / 7


def _translate(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


def _role(role_id: str | Role) -> Role:
    """The Role for an id; ValueError names the known ids."""
    try:
        return Role(getattr(role_id, "value", role_id))
    except ValueError:
        raise ValueError(f"unknown role {role_id!r}; expected one of "
                         f"{', '.join(r.value for r in Role)}") from None


def day_text(role_id: str | Role) -> str:
    """What the role does by day, translated."""
    return _translate(DAY_TEXTS[_role(role_id).value])


def night_text(role_id: str | Role) -> str:
    """What the role does at night, translated."""
    return _translate(NIGHT_TEXTS[_role(role_id).value])


@cache
def _renderer(role: str) -> QSvgRenderer:
    # Cached: QSvgRenderer parses once; it lives as long as the program. QtSvg is loaded
    # with the first card drawn (the card's dock is a tab behind the notes).
    from PySide6.QtSvg import QSvgRenderer
    return QSvgRenderer(str(resource_path("cards", f"{role}.svg")))


def _card_body(role: Role, color: QColor, width: float, height: float, base: QFont,
               px: float, min_px: float) -> QTextDocument:
    """The day and night texts as a document ``width`` wide, its font shrunk from ``px``
    pixels (not below ``min_px``) until it fits ``height``."""
    html_text = "".join(
        f'<p style="margin-top: 0; margin-bottom: 0.3em"><b>{escape(_translate(head))}</b><br>'
        f"{escape(text)}</p>"
        for head, text in ((BY_DAY, day_text(role)), (BY_NIGHT, night_text(role))))
    doc = QTextDocument()
    doc.setDocumentMargin(0)
    doc.setDefaultStyleSheet(f"p {{ color: {color.name()}; }}")
    doc.setHtml(html_text)
    doc.setTextWidth(width)
    font = QFont(base)
    while True:
        font.setPixelSize(max(1, round(px)))
        doc.setDefaultFont(font)
        if doc.size().height() <= height or px <= min_px:
            return doc
        px *= 0.93


def card_rect(area: QRectF) -> QRectF:
    """The largest card (5:7) centred in ``area``."""
    w = min(area.width(), area.height() * CARD_ASPECT)
    h = w / CARD_ASPECT
    return QRectF(area.center().x() - w / 2, area.center().y() - h / 2, w, h)


def paint_role_card(painter: QPainter, rect: QRectF, role_id: str | Role, *,
                    details: bool = True) -> None:
    """Paint the card of ``role_id`` into ``rect`` (a 5:7 card centred in it).

    The card shows the role's art, name and faction and, with ``details``, what the
    role does by day and by night. Raises ValueError for an unknown role id.
    """
    role = _role(role_id)
    faction = role.faction.value
    card = card_rect(rect)
    w = card.width()
    frame = QColor(FACTION_COLORS[faction])
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    border = max(2.0, w * 0.025)
    painter.setPen(QPen(frame, border))
    painter.setBrush(QColor("#fbf7ee"))
    inner = card.adjusted(border / 2, border / 2, -border / 2, -border / 2)
    painter.drawRoundedRect(inner, w * 0.06, w * 0.06)

    pad = w * 0.07
    art_side = w * (0.5 if details else 0.78)
    y = card.top() + pad
    art = QRectF(card.center().x() - art_side / 2, y, art_side, art_side)
    renderer = _renderer(role.value)
    if renderer.isValid():
        renderer.render(painter, art)
    else:  # a missing art file never stops the card: a plain disc in its place
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(frame)
        painter.drawEllipse(art)
    y = art.bottom() + w * 0.03

    base = QFont(painter.font())
    text_w = w - 2 * pad
    name_font = QFont(base)
    name_font.setBold(True)
    name_font.setPixelSize(max(1, round(w * 0.095)))
    painter.setFont(name_font)
    painter.setPen(QColor("#1d1d22"))
    name_h = QFontMetricsF(name_font).height()
    painter.drawText(QRectF(card.left() + pad, y, text_w, name_h),
                     Qt.AlignmentFlag.AlignCenter, role_name(role.value))
    y += name_h

    faction_font = QFont(base)
    faction_font.setPixelSize(max(1, round(w * 0.05)))
    faction_font.setCapitalization(QFont.Capitalization.AllUppercase)
    faction_font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 112)
    painter.setFont(faction_font)
    painter.setPen(frame)
    faction_h = QFontMetricsF(faction_font).height()
    painter.drawText(QRectF(card.left() + pad, y, text_w, faction_h),
                     Qt.AlignmentFlag.AlignCenter, faction_name(faction))
    y += faction_h + w * 0.02
    if not details:
        painter.restore()
        return

    painter.setPen(QPen(frame.lighter(150), max(1.0, w * 0.004)))
    painter.drawLine(int(card.left() + pad), int(y), int(card.right() - pad), int(y))
    y += w * 0.025
    room = card.bottom() - pad * 0.8 - y
    doc = _card_body(role, QColor("#2b2b30"), text_w, room, base, w * 0.052, w * 0.026)
    painter.translate(card.left() + pad, y)
    doc.drawContents(painter, QRectF(0, 0, text_w, room))
    painter.restore()


def role_card_pixmap(role_id: str | Role, size: QSize | int, *,
                     details: bool = True) -> QPixmap:
    """The card of ``role_id`` as a pixmap with a transparent background.

    Args:
        role_id: a role id of RULES.md §1 (or a :class:`Role`).
        size: a ``QSize`` in pixels (the card is the largest 5:7 card centred in it), or
            an int: the card's width, its height then being width * 7 / 5.
        details: with the day and night texts (True) or only art, name and faction.
    Raises:
        ValueError: an unknown role id.
    """
    if isinstance(size, int):
        size = QSize(size, round(size / CARD_ASPECT))
    pixmap = QPixmap(size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    try:
        paint_role_card(painter, QRectF(0, 0, size.width(), size.height()), role_id,
                        details=details)
    finally:
        painter.end()
    return pixmap


class RoleCard(QWidget):
    """One role's card on screen, scaled to the widget (5:7, centred).

    ``RoleCard("doctor")``; :meth:`set_role` changes it. The texts it shows are
    :meth:`title`, :meth:`faction_text`, :meth:`day_text` and :meth:`night_text`
    (also its accessible name and description).
    """

    def __init__(self, role_id: str | Role = "civilian", parent: QWidget | None = None):
        super().__init__(parent)
        self._role = _role(role_id)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(150, 210)
        self._update_accessible()

    @property
    def role_id(self) -> str:
        """The shown role's id."""
        return self._role.value

    def set_role(self, role_id: str | Role) -> None:
        """Show another role's card. Raises ValueError for an unknown role id."""
        self._role = _role(role_id)
        self._update_accessible()
        self.update()

    def title(self) -> str:
        """The role's name."""
        return role_name(self._role.value)

    def faction_text(self) -> str:
        """The role's faction's name."""
        return faction_name(self._role.faction.value)

    def day_text(self) -> str:
        """What the role does by day."""
        return day_text(self._role)

    def night_text(self) -> str:
        """What the role does at night."""
        return night_text(self._role)

    def _update_accessible(self) -> None:
        self.setAccessibleName(fill(self.tr("%1 (%2)"), self.title(), self.faction_text()))
        self.setAccessibleDescription(
            fill(self.tr("By day: %1 By night: %2"), self.day_text(), self.night_text()))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:  # painted texts follow at once
            self._update_accessible()
            self.update()
        super().changeEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(300, 420)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            paint_role_card(painter, QRectF(self.rect()), self._role)
        finally:
            painter.end()


class CardDialog(QDialog):
    """"Show card to player": one player's name, seat and role card, full-screen.

    :meth:`exec_for` shows it and returns when the player is done: a click, any key
    (auto-repeat is ignored, so a held key does not close it at once) or Esc hides it.
    :meth:`show_for` does the same without blocking; ``dismissed`` is emitted on hiding.
    """

    dismissed = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Role card"))
        self.setObjectName("cardDialog")
        self.setWindowFlag(Qt.WindowType.FramelessWindowHint)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setAutoFillBackground(True)  # opaque: nothing of the host screen shows through
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor("#141418"))
        self.setPalette(palette)
        self.setStyleSheet("#cardDialog { background: #141418; } QLabel { color: #f4f1ea; }")
        self.name_label = plain(QLabel())  # a name such as <img src=…> is shown as typed
        self.name_label.setObjectName("cardPlayerName")
        self.name_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.name_label.font()
        font.setPointSize(28)
        font.setBold(True)
        self.name_label.setFont(font)
        self.card = RoleCard()
        self.hint_label = QLabel(self.tr("Click or press any key to hide the card"))
        self.hint_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint_label.setStyleSheet("color: #9a97a0;")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 24, 24, 24)
        layout.addWidget(self.name_label)
        layout.addWidget(self.card, 1)
        layout.addWidget(self.hint_label)
        self.finished.connect(self.dismissed)

    def set_player(self, player_name: str, seat: int, role_id: str | Role) -> None:
        """Show ``player_name`` in ``seat`` (1-based) with the card of ``role_id``."""
        self.name_label.setText(fill(self.tr("Seat %1 — %2"), seat, player_name))
        self.card.set_role(role_id)

    def cover_rect(self) -> QRect:
        """What the card covers (global pixels): the whole screen of the host's window
        and that window itself (even where it reaches past the screen)."""
        parent = self.parentWidget()
        host = parent.window() if parent is not None else None
        screen = (host.screen() if host is not None else None) or self.screen() \
            or QGuiApplication.primaryScreen()
        rect = screen.geometry()
        if host is not None and host.isVisible():
            rect = rect.united(host.frameGeometry())
        return rect

    def _cover(self) -> None:
        """Place the card over the host's whole screen, opaque, above everything
        (no leak of the host screen behind it)."""
        rect = self.cover_rect()
        parent = self.parentWidget()
        host = parent.window() if parent is not None else None
        if host is not None and host.screen() is not None:
            self.setScreen(host.screen())
        self.setGeometry(rect)
        if rect == self.screen().geometry():
            self.setWindowState(self.windowState() | Qt.WindowState.WindowFullScreen)
        else:  # the host's window reaches past its screen: cover both, not only the screen
            self.setWindowState(self.windowState() & ~Qt.WindowState.WindowFullScreen)
        self.raise_()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        rect = self.cover_rect()
        if not self.geometry().contains(rect):
            self.setGeometry(rect)

    def show_for(self, player_name: str, seat: int, role_id: str | Role) -> None:
        """Show the card full-screen without blocking (window-modal)."""
        self.set_player(player_name, seat, role_id)
        self._cover()
        self.open()

    def exec_for(self, player_name: str, seat: int, role_id: str | Role) -> int:
        """Show the card full-screen and return once it is hidden (QDialog's result)."""
        self.set_player(player_name, seat, role_id)
        self._cover()
        return self.exec()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.isAutoRepeat():
            return
        if event.key() == Qt.Key.Key_Escape:
            self.reject()
        else:
            self.accept()
