"""A tournament's standings on the players' screen (issue 25), between games.

Drawn only from :class:`~mafia_desktop.rules.sport.tournament.standings.StandingRow` values:
the standings are public (places, names, games, totals; no seat, no role). The scene is
the evening table's (``projector_table.py``, 1600 x 900 scene units) with its own
columns: up to 20 players in one column of rows, up to 40 in two, more in three. Type is
as large as the rows allow; a name is never cut (it wraps or shrinks to its room).
"""

from __future__ import annotations

from collections.abc import Sequence

from mafia_desktop.ui.families.sport.tournament import words
from mafia_desktop.ui.players_screen.projector_table import TableScene

#: Rows in one column before the standings are split into two (then three).
ONE_COLUMN = 20
#: The columns drawn.
SHOWN = ("place", "name", "games", "total")


class StandingsScene(TableScene):
    """The standings for the projector; :meth:`show_table` (rows in their order, the
    title) draws them anew."""

    accent = "total"
    kind = "standings"

    def layout(self, count: int) -> tuple[int, Sequence[str]]:
        """One column of rows up to :data:`ONE_COLUMN`, two up to twice that, else three."""
        return (1 if count <= ONE_COLUMN else 2 if count <= 2 * ONE_COLUMN else 3), SHOWN

    @staticmethod
    def _widths(columns: Sequence[str], block_w: float, size: float) -> list[float]:
        """A place has two digits here (up to 40 and more players): wider than the
        evening's."""
        fixed = {"place": size * 2.2, "games": size * 2.4, "total": size * 3.0}
        rest = block_w - sum(fixed.get(c, 0.0) for c in columns)
        return [fixed.get(c, rest) for c in columns]

    def title_text(self, title: str) -> str:
        """"Standings · <the tournament, the round>"."""
        return f"{words.word('standings')} · {title}" if title else words.word("standings")

    def heading(self, column: str) -> str:
        """A column's heading (the host's table says the same)."""
        return words.column(column)

    def cell(self, row: object, column: str, rank: int) -> str:
        """The place (a dash for an exhibition player), the games, the total."""
        if column == "place":
            place = getattr(row, "place", None)
            return "–" if place is None else str(place)
        value = getattr(row, column)
        return words.number(value) if isinstance(value, float) else str(value)


__all__ = ["ONE_COLUMN", "SHOWN", "StandingsScene"]
