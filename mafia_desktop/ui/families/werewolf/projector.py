"""The werewolf players' screen (the room's view, W-VIEW-1): the phase and stage in the
top left; the table with a seat per player (the disc, the number, the name, the cross
of a player who has left, under the name how the room was told they left or the role
where shown; the nominees ringed by day); the side panel with the day's list (the
nominees with the votes cast) and what the room has heard; the winners in the middle
at the end. Texts are :func:`~mafia_desktop.i18n.werewolf.screen.werewolf_screen`'s
(the room's words, drawn from the public view only); this module lays them out."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsScene

from mafia_desktop.i18n.screen import ScreenLines, ScreenSeat
from mafia_desktop.i18n.werewolf.names import SIDE_COLOURS
from mafia_desktop.i18n.werewolf.screen import WerewolfScreen, werewolf_screen
from mafia_desktop.rules.werewolf.view import PublicView
from mafia_desktop.ui.players_screen.projector_geometry import (
    HEIGHT,
    PANEL_W,
    PANEL_X,
    SeatPlace,
    free_centre,
    line_height,
    wrap,
)
from mafia_desktop.ui.players_screen.projector_layout import (
    Z_PANEL,
    Z_SEATS,
    Z_WINNERS,
    Paint,
    PanelList,
    SeatBase,
    TableItems,
    Text,
)

PANEL_TOP, PANEL_BOTTOM = 36.0, HEIGHT - 38.0
SAID_SIZES = (30, 27, 24, 21, 18)


class WerewolfSeat(SeatBase):
    """The items of one seat: disc, number, cross, name and the line under the name."""

    __slots__ = ("line",)

    def __init__(self, scene: QGraphicsScene, paint: Paint, place: SeatPlace) -> None:
        super().__init__(scene, paint, place)
        self.line = Text(scene, paint, Z_SEATS)

    def show(self, seat: ScreenSeat, look: dict[str, str]) -> None:
        """Show ``seat`` (its words: ``i18n/werewolf/screen.py``): a nominee ringed; a
        role in its side's colour, how a player left in italics."""
        if self.unchanged((seat, look["kind"])):
            return
        p = self.place
        x, y, r = p.x, p.y, p.r
        ring = (look["accent"], 8) if seat.marked else (look["muted"], 3)
        self.disc.show((x - r, y - r, 2 * r, 2 * r), ring,
                       look["seat"] if seat.alive else look["dead"])
        self.number.show(str(seat.number), r * 0.95,
                         look["text"] if seat.alive else "#ffffff", x, y - r * 0.62,
                         bold=True, anchor="center", max_width=1.5 * r)
        if seat.alive:
            self.cross.hide()
        else:
            self.cross.show((x - r * 0.7, y - r * 0.7, x + r * 0.7, y + r * 0.7),
                            (look["accent"], 5))
        self.name.show(seat.name, p.name_px, look["text"] if seat.alive else look["muted"],
                       p.tx, p.name_y, bold=seat.alive, anchor=p.anchor, max_width=p.width,
                       min_scale=0.6)
        if seat.line:
            colour = SIDE_COLOURS.get(seat.side or "", look["muted"]) \
                if seat.line_kind == "role" else look["muted"]
            self.line.show(seat.line, p.status_px, colour, p.tx, p.status_y, bold=True,
                           italic=seat.line_kind != "role", anchor=p.anchor, max_width=p.width)
        else:
            self.line.hide()


class WerewolfItems(TableItems[WerewolfSeat]):
    """Every item of the werewolf screen for a table of ``seats``; :meth:`show` changes
    them in place."""

    def __init__(self, scene: QGraphicsScene, paint: Paint, seats: int) -> None:
        self._scene, self._paint = scene, paint
        super().__init__(scene, paint, seats, WerewolfSeat)
        self.list = PanelList(scene, paint, Z_PANEL, seats)
        self.said: list[Text] = []
        self.winners = [Text(scene, paint, Z_WINNERS) for _ in range(2)]

    def night_look(self, view: PublicView) -> bool:
        """The night's colours by night (the end in the day look)."""
        return view.phase_kind == "night" and not view.ended

    def show_timer(self, view: PublicView, look: dict[str, str],
                   timer: tuple[int, str, str] | None) -> None:
        """No clock on a werewolf screen: a tick changes nothing."""

    def announcements(self, view: PublicView) -> list[str]:
        """What the room has heard (:meth:`WerewolfScreen.announcements`)."""
        return WerewolfScreen().announcements(view)

    def show(self, view: PublicView, look: dict[str, str],
             timer: tuple[int, str, str] | None, show_tally: bool = True) -> None:
        """Show ``view`` in ``look`` (the words: :func:`werewolf_screen`)."""
        lines = werewolf_screen(view, timer, show_tally)
        room = PANEL_X - 16 - 44
        self.title.show(lines.title, 72, look["text"], 40, 20, bold=True, max_width=room)
        self.stage.show(lines.stage, 36, look["muted"], 44, 108, max_width=room)
        g = self.geometry
        self.table.show(g.ellipse, (look["muted"], 3), look["table"])
        self.sky.show("" if view.ended else view.phase_kind, g.cx, g.cy, look)
        for items, seat in zip(self.seats, lines.seats):
            items.show(seat, look)
        self.panel.show((PANEL_X, 24, PANEL_W, HEIGHT - 48), (look["muted"], 2), look["panel"])
        self._show_lists(lines, look, PANEL_TOP)
        self._show_winners(lines, look)

    def _show_lists(self, lines: ScreenLines, look: dict[str, str], top: float) -> None:
        """The list and the announcements under it, at the largest size that fits."""
        w = PANEL_W
        rows = [(row.label, row.votes, row.bold) for row in lines.rows]
        counted = any(votes is not None for _, votes, _ in rows)
        labels = [text[:30] for text, _, _ in rows]
        size, said, fit = SAID_SIZES[-1], [], None
        for size in SAID_SIZES:
            metrics = self._paint.font(size, True, False)[1]
            said = [wrap(text, metrics, w - 48) for text in lines.announcements]
            said_h = sum(len(part) * (line_height(size, True) + 2) + 8 for part in said)
            fit = self.list.fit(labels, counted, PANEL_BOTTOM - said_h - top - 12)
            if fit is not None:
                break
        y = top + self.list.show(lines.list_title, rows, look, top,
                                 fit or (2, 18, line_height(18) + 2))
        shown = 0
        colour = look["text"] if lines.ended else look["accent"]
        for part in said:
            for line in part:
                if shown == len(self.said):
                    self.said.append(Text(self._scene, self._paint, Z_PANEL))
                self.said[shown].show(line, size, colour, PANEL_X + 24, y, bold=True,
                                      max_width=w - 48)
                shown += 1
                y += line_height(size, True) + 2
            y += 8
        for item in self.said[shown:]:
            item.hide()

    def _show_winners(self, lines: ScreenLines, look: dict[str, str]) -> None:
        """The winning side, large, in the middle of the table, at the end."""
        if not lines.ended:
            for item in self.winners:
                item.hide()
            return
        texts = [w.text for w in lines.winners]
        colours = [SIDE_COLOURS.get(w.side or "", look["text"]) for w in lines.winners]
        line_h = line_height(76, True)
        left, top, right, bottom = free_centre(self.geometry, self.places, line_h * len(texts))
        y = (top + bottom) / 2 - line_h * len(texts) / 2
        for k, item in enumerate(self.winners):
            if k < len(texts):
                item.show(texts[k], 76, colours[k], (left + right) / 2, y, bold=True,
                          anchor="center", max_width=right - left)
                y += line_h
            else:
                item.hide()


__all__ = ["WerewolfItems", "WerewolfSeat"]
