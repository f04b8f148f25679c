"""What a window holds of a stored game: its revision (how many actions, and the last).

Every write of the repository may be given the :class:`Revision` the caller holds; it is
compared, in the write's own transaction, with what the database holds, and a write on a
game that another window or program changed is refused (:class:`~.errors.StaleGame`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from mafia_desktop.rules import Action, Game, Setup, log_format


def action_text(action: Action, setup: Setup) -> str:
    """An action as the database stores it: its GAME_LOG.md JSON object, as text."""
    return json.dumps(log_format.action_to_json(action, setup), ensure_ascii=False)


@dataclass(frozen=True, slots=True)
class Revision:
    """A stored game as someone holds it.

    Attributes:
        actions: the number of actions in its log.
        last: the last action as stored text (:func:`action_text`), ``None`` when the log
            is empty.
    """

    actions: int
    last: str | None

    @classmethod
    def of(cls, game: Game, count: int | None = None) -> Revision:
        """The revision of ``game``'s first ``count`` actions (default: all)."""
        n = len(game) if count is None else count
        return cls(n, action_text(game.actions[n - 1], game.setup) if n else None)
