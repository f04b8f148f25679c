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


class EveningSession(Protocol):
    """The host window's open game as the evening page uses it (``WindowSession``)."""

    @property
    def page(self) -> object | None:
        """The open game's page (``None``: no game is open)."""
        ...

    @property
    def files(self) -> NewGames: ...


class EveningCommands(Protocol):
    """The host window's commands as the evening page uses them (``WindowCommands``)."""

    def resume_game(self, game_id: int, read_only: bool = False) -> object:
        """Open the stored game ``game_id`` (``read_only``: only looked at)."""
        ...


class EveningMenus(Protocol):
    """The host window's menus as the evening page uses them (``WindowMenus``)."""

    @property
    def projector_action(self) -> QAction: ...


class EveningHost(Protocol):
    """What the evening page uses of the host window (``ui/window``, its parts): the
    open game's page and Game menu files, opening a stored game, the players' screen
    and that screen's action."""

    @property
    def session(self) -> EveningSession: ...
    @property
    def commands(self) -> EveningCommands: ...
    @property
    def menus(self) -> EveningMenus: ...
    @property
    def feed(self) -> ProjectorFeed: ...


__all__ = ["EveningCommands", "EveningHost", "EveningMenus", "EveningSession", "NewGames"]
