"""The dock "Role card of the selected player" for the game's family (issue 31.6).

Each family's UI part provides its role cards (``UiFamily.cards``: its own card widget,
``RoleCards.view``); the dock asks the family of the game opened, never a family of its
own choosing: a sport game is not shown a classic Civilian card for every player. A
family without role cards says so in the dock (:class:`NoCards`). The widgets are made
once per family and kept (the dock shows the game's).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDockWidget, QLabel, QWidget

from mafia_desktop.ui.language import Retranslating

if TYPE_CHECKING:  # pragma: no cover
    from mafia_desktop.ui.families import RoleCards, RoleCardView


class WithCards(Protocol):
    """What the dock reads of a family's UI (``UiFamily``): its name and role cards."""

    @property
    def name(self) -> str: ...
    @property
    def cards(self) -> RoleCards | None: ...


class NoCards(Retranslating, QLabel):
    """What the dock shows for a family without role cards."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("noRoleCards")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setMargin(12)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """The text in the current language."""
        self.setText(QCoreApplication.translate(
            "MainWindow", "This game has no role cards: the players' roles are in their "
                          "seats' looks (hidden while the players are looking)."))


def card_for_game(dock: QDockWidget, views: dict[str, QWidget],
                  family: WithCards) -> RoleCardView | None:
    """Put the card widget of ``family`` (a ``UiFamily``) into ``dock``: its role cards'
    view, made once and kept in ``views`` by the family's name, or a :class:`NoCards`.
    Returns the card view (``RoleCardView``: ``set_role``) or ``None`` (no cards)."""
    cards = family.cards
    view = views.get(family.name)
    if view is None:
        view = cards.view() if cards is not None else NoCards()
        view.setMinimumSize(120, 168)
        views[family.name] = view
    if dock.widget() is not view:
        dock.setWidget(view)
    # a family's card widget is a RoleCardView (``RoleCards.view``'s contract)
    return cast("RoleCardView", view) if cards is not None else None


__all__ = ["NoCards", "card_for_game"]
