"""The tournament desk's parts as they see each other (issue 32.3: typed, not ``Any``).

The desk (``window.py`` :class:`~.window.TournamentWindow`) holds its pages, and each
page holds the desk; the Rounds page's buttons and dialogs hold the page. Each side is
seen through a protocol here, beside the code that uses it, so no page imports the
window (nor a dialog its page): the ``ui`` layer has no import circle, lazy or
``TYPE_CHECKING`` ones counted (``tests/test_import_cycles.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol, TypeAlias

if TYPE_CHECKING:  # pragma: no cover - the shapes only
    from mafia_desktop.rules.sport.tournament import RoundSeating
    from mafia_desktop.storage.sport.tournaments import TournamentRepository
    from mafia_desktop.ui.families import TournamentHost

#: What the status line says: the window's own words as a function giving them in the
#: current language (called again on a language switch), a refusal (worded by
#: ``words.problem_text`` when shown), or a message of the storage or the seating (worded
#: by ``tournament_words``; text in no template stays as it is).
Said: TypeAlias = Callable[[], str] | BaseException | str


class Desk(Protocol):
    """What a page uses of the tournament desk: the database's tournaments, the host
    window (``None``: the desk has none), the tournament shown and its status line."""

    @property
    def tours(self) -> TournamentRepository: ...
    @property
    def window_(self) -> TournamentHost | None: ...
    def tournament_id(self) -> int | None:
        """The tournament shown, or ``None``."""
        ...
    def say(self, text: Said) -> None:
        """Say ``text`` on the status line."""
        ...
    def problem(self, e: Said) -> None:
        """Say a refusal on the status line, in red."""
        ...


class RoundsView(Protocol):
    """What the Rounds page's parts (its players' choice, its referees button) use of
    the page: the desk, the players' names by number, the round shown, the proposal not
    stored yet and the game chosen in the grid."""

    @property
    def desk(self) -> Desk: ...
    @property
    def names(self) -> dict[int, str]: ...
    @property
    def preview(self) -> RoundSeating | None: ...
    def round_number(self) -> int | None:
        """The stored round shown, or ``None`` (a proposal or none)."""
        ...
    def selected_slot(self) -> tuple[int, int, int] | None:
        """The round, table and game chosen in the grid, or ``None``."""
        ...
    def show_round(self) -> None:
        """Show the round chosen again (as stored now)."""
        ...


__all__ = ["Desk", "RoundsView", "Said"]
