"""What one seat card shows (host only): :class:`SeatLook`, made by each family's seat
look (``ui/families/<family>/seats.py``) and drawn by the seating circle
(``ui/window/seating.py``)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor

#: Between two marks on a card.
MARKS_SEPARATOR = " · "


@dataclass(frozen=True)
class SeatLook:
    """One card: the name, the role's text and colour (empty while hidden), alive, the
    marks (HTML, names escaped: only seat numbers and fixed words are used) and whether
    the player speaks now."""

    name: str
    role_text: str
    colour: QColor
    alive: bool
    marks: str
    speaking: bool = False

    def card(self) -> tuple[str, str, QColor, bool, str]:
        """The first arguments of ``SeatItem.show_card``."""
        return self.name, self.role_text, self.colour, self.alive, self.marks


__all__ = ["MARKS_SEPARATOR", "SeatLook"]
