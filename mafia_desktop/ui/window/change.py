"""What changed in the open game (:class:`GameChange`): the one value the controller's
``changed`` signal carries to every view that subscribed to it (DESIGN.md: one "game
changed" signal; each view redraws from it, never from another view).

A change says what happened (an action pushed, undone or redone; a game opened or
reloaded), which action with its undo text (built once, by the undo command), when an
undo was recorded, and computes the players' public view once for all the views that
ask (the players' screen, the sounds and the announcer).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING

from mafia_desktop.rules.family import AnyAction, AnyPublicView, AnyState

if TYPE_CHECKING:  # pragma: no cover
    from mafia_desktop.rules import Game

#: The kinds of change (``WORDS``: the language changed, the game did not).
PUSHED, UNDONE, REDONE, OPENED, RELOADED = "pushed", "undone", "redone", "opened", "reloaded"
WORDS = "words"


@dataclass(eq=False)
class GameChange:
    """One change of the open game.

    Attributes:
        kind: :data:`PUSHED` (a new action), :data:`UNDONE`, :data:`REDONE`,
            :data:`OPENED` (the game is shown), :data:`RELOADED` (the game was read
            again: a re-sync, a settled write), :data:`WORDS` (the language changed:
            the views' words; the action being entered is kept).
        game: the game after the change.
        action: the action pushed, undone or redone (``None`` otherwise).
        index: its 0-based place in the log (-1 without one).
        text: its undo text ("Vote: Boris -> Anna"), as the undo stack shows it.
        undone_at: for an undo, the time the correction was stored with.
    """

    kind: str
    game: Game
    action: AnyAction | None = None
    index: int = -1
    text: str = ""
    undone_at: datetime | None = None
    _views: dict[bool, AnyPublicView] = field(default_factory=dict, repr=False)

    @property
    def state(self) -> AnyState:
        """The game's state after the change."""
        return self.game.state

    def public_view(self, reveal_roles: bool = False) -> AnyPublicView:
        """The players' view of :attr:`state` (``rules.public_view``), computed once per
        ``reveal_roles`` for every view that asks."""
        view = self._views.get(reveal_roles)
        if view is None:
            from mafia_desktop.rules.public_view import public_view
            view = self._views[reveal_roles] = public_view(self.state, reveal_roles)
        return view


__all__ = ["OPENED", "PUSHED", "REDONE", "RELOADED", "UNDONE", "WORDS", "GameChange"]
