"""A game's corrections (DESIGN.md, Undo): the undone actions read back, and the one
reader of a stored action's text, a part of :class:`~.repository.GameRepository`.

An undone action is kept (table ``corrections``) as the JSON object of GAME_LOG.md that
it was stored as; :meth:`GameCorrections.corrections` reads them back with the game's
setup, oldest first. :meth:`GameCorrections._parse` reads one stored action (also for
``GameRepository.actions``) and raises :class:`~.errors.StorageError` naming the game
and the action's index when it cannot.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from mafia_desktop.rules import AnyAction, AnySetup, log_format

from .parts import RepositoryPart
from .rows import BAD_VALUE, read_time


@dataclass(frozen=True, slots=True)
class Correction:
    """An undone action (DESIGN.md, Undo): its log ``index``, the ``action`` and when it
    was undone (aware datetime)."""

    index: int
    action: AnyAction
    undone_at: datetime


class GameCorrections(RepositoryPart):
    """The repository's undone actions (``GameRepository.pop`` stores them)."""

    def _parse(self, game_id: int, setup: AnySetup, index: int, text: object) -> AnyAction:
        try:
            if not isinstance(text, (str, bytes)):
                raise ValueError(f"{text!r:.60} is not JSON text")
            return log_format.parse_action(log_format.loads(text), setup, index)
        except BAD_VALUE as e:
            message = getattr(e, "message", None) or str(e)
            raise self._error(f"game {game_id}, action {index} cannot be read: {message}",
                              game_id, index) from None


    def corrections(self, game_id: int) -> list[Correction]:
        """The game's undone actions, oldest first.

        Raises:
            StorageError: no such game, or a stored action or time cannot be read.
        """
        setup = self.setup(game_id)
        rows = self._read("SELECT idx, action, undone_at FROM corrections WHERE game_id = ? "
                          "ORDER BY id", (game_id,))
        out = []
        for i, text, at in rows:
            index = i if isinstance(i, int) else -1
            try:
                undone = read_time(at, "undo time")
            except ValueError as e:
                raise self._error(f"game {game_id}, correction of action {i!r:.20} cannot "
                                  f"be read: {e}", game_id) from None
            out.append(Correction(index, self._parse(game_id, setup, index, text),
                                  undone))  # type: ignore[arg-type]
        return out


__all__ = ["Correction", "GameCorrections"]
