"""The host window as the evening page (``evening_page.py``) uses it: a protocol beside
the code that uses it (issue 32.3: typed, not ``Any``; no import of ``ui/window``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:  # pragma: no cover - the shapes only
    from PySide6.QtGui import QAction

    from mafia_desktop.ui.players_screen.projector_feed import ProjectorFeed


class NewGames(Protocol):
    """The host window's Game menu as the evening page uses it (``GameFiles``)."""

    def new_game(self, players: Sequence[str] = (), evening_id: int | None = None,
                 family: str | None = None,
                 slot: tuple[int, int, int] | None = None) -> int | None:
        """A new game of these players (the new-game dialog); its id, or ``None``."""
        ...


class EveningHost(Protocol):
    """What the evening page uses of the host window (``ui/window``): its Game menu's
    files, its players' screen and that screen's action, and opening a stored game."""

    @property
    def files(self) -> NewGames: ...
    @property
    def feed(self) -> ProjectorFeed: ...
    @property
    def projector_action(self) -> QAction: ...
    def resume_game(self, game_id: int, read_only: bool = False) -> object:
        """Open the stored game ``game_id`` (``read_only``: only looked at)."""
        ...


__all__ = ["EveningHost", "NewGames"]
