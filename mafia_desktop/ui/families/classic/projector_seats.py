"""A classic seat on the players' screen (:class:`SeatItems`): its disc, number, name,
the cross of a dead player, the announced status in its faction's colour and the
votes; and the factions' colours on the day and night looks."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from mafia_desktop.i18n.screen import ScreenSeat
from mafia_desktop.ui.players_screen.projector_geometry import SeatPlace
from mafia_desktop.ui.players_screen.projector_layout import Z_SEATS, Paint, SeatBase, Text

#: Faction colours on the day look and (lighter, for contrast) on the night look.
FACTION_COLOURS = {"town": "#2e7d32", "mafia": "#c62828", "maniac": "#7b1fa2"}
NIGHT_FACTION_COLOURS = {"town": "#81c784", "mafia": "#ff6f60", "maniac": "#ce93d8"}


class SeatItems(SeatBase):
    """The items of one seat, stacked bottom to top: its disc, number, the cross of the
    dead, the name, the status (or "dead"), the vote count.

    Attributes:
        place: where the seat goes; key: what was last shown (to skip an unchanged seat).
    """

    __slots__ = ("status", "votes")

    def __init__(self, scene: QGraphicsScene, paint: Paint, place: SeatPlace) -> None:
        super().__init__(scene, paint, place)
        self.status = Text(scene, paint, Z_SEATS)
        self.votes = Text(scene, paint, Z_SEATS)

    def items(self) -> list[QGraphicsItem]:
        """The seat's Qt items, bottom to top."""
        return [self.disc.item, self.number.item, self.cross.item, self.name.item,
                self.status.item, self.votes.item]

    def show(self, seat: ScreenSeat, look: dict[str, str]) -> None:
        """Show ``seat`` (its words: ``i18n/classic/screen.py``) in ``look``: a marked
        seat's disc (a candidate's, the executed one's) has a thick accent ring; the
        dead are greyed and crossed out. Under or beside the name goes the seat's line:
        a status in its faction's colour (italic for the dead), "dead", or a living
        candidate's vote count. Each text is at most the place's width. An unchanged
        seat costs one comparison (its words are part of it: in another language the
        seat is shown anew)."""
        if self.unchanged((seat, look["kind"])):
            return
        p = self.place
        x, y, r = p.x, p.y, p.r
        self.disc.show((x - r, y - r, 2 * r, 2 * r),
                       (look["accent"], 8) if seat.marked else (look["muted"], 3),
                       look["seat"] if seat.alive else look["dead"])
        self.number.show(str(seat.number), r * 0.95, look["text"] if seat.alive else "#f5f5f5",
                         x, y - r * 0.62, bold=True, anchor="center", max_width=1.5 * r)
        if seat.alive:
            self.cross.hide()
        else:
            self.cross.show((x - r * 0.7, y - r * 0.7, x + r * 0.7, y + r * 0.7),
                            (look["accent"], 5))
        self.name.show(seat.name, p.name_px, look["text"] if seat.alive else look["muted"],
                       p.tx, p.name_y, bold=seat.alive, anchor=p.anchor, max_width=p.width)
        if seat.line_kind == "status":
            colours = FACTION_COLOURS if look["kind"] == "day" else NIGHT_FACTION_COLOURS
            colour = colours.get(seat.side or "", look["muted"])
            self.status.show(seat.line, p.status_px, colour, p.tx, p.status_y,
                             italic=not seat.alive, bold=True, anchor=p.anchor,
                             max_width=p.width)
        elif seat.line_kind == "dead":
            self.status.show(seat.line, p.status_px - 2, look["muted"], p.tx, p.status_y,
                             italic=True, anchor=p.anchor, max_width=p.width)
        else:
            self.status.hide()
        if seat.line_kind == "votes":
            self.votes.show(seat.line, p.status_px, look["accent"], p.tx, p.status_y, bold=True,
                            anchor=p.anchor, max_width=p.width)
        else:
            self.votes.hide()

__all__ = ["FACTION_COLOURS", "NIGHT_FACTION_COLOURS", "SeatItems"]
