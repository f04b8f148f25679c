"""THE default players'-screen items (issue 32 point 4): any family's screen drawn from
its room's words (:func:`~mafia_desktop.i18n.screen.screen_lines`: the family's
``WordsTable.screen``, else the plain screen), so that a family with nothing special to
draw writes no scene items: :class:`~mafia_desktop.ui.families.base.FamilyUiBase`
gives :class:`ScreenItems` as its ``ITEMS``.

What is drawn, from a :class:`~mafia_desktop.i18n.screen.ScreenLines` only (never a
state: the information boundary of DESIGN.md):

* the header (``title``, ``stage``), the table with its sun or moon (none at the end);
* each seat (:class:`ScreenSeatItems`): disc (ringed when ``marked``, filled when the
  ``speaker``), number, the cross of a player who has left, name, and the line under it
  (a role or status in its side's colour from the family's words, else muted; italic
  for how a player left);
* the side panel: the clock (caption or notice, the speaker, the digits), the list
  (``list_title``, ``rows``, with counts and bars), the points at the end, and what the
  room has been told (``announcements``), all at the largest sizes that fit;
* the winners in the middle of the table at the end, each in its side's colour.

A family that draws more (classic's tally, sport's foul pips) writes its own items on
:class:`~.projector_layout.TableItems`; it may still draw its header and table through
:meth:`ScreenItems.show_frame`.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtWidgets import QGraphicsScene

from mafia_desktop.i18n.family import words_of
from mafia_desktop.i18n.screen import ScreenLines, ScreenSeat, ScreenTimer, screen_lines
from mafia_desktop.rules.family import AnyPublicView
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

# The panel's content, top to bottom; the sizes its parts are tried at (scene units).
PANEL_TOP, PANEL_BOTTOM = 36.0, HEIGHT - 38.0
CAPTION_PX, SPEAKER_PX, DIGITS_PX = 30, 46, 130
SAID_SIZES = (30, 27, 24, 21, 18)
WINNER_PX = 76


def side_colours(family: str, look: Mapping[str, str]) -> Mapping[str, str]:
    """The family's side colours for ``look`` (its words' ``side_colours`` by day,
    ``night_side_colours`` by night)."""
    words = words_of(family)
    return words.night_side_colours if look["kind"] == "night" else words.side_colours


class ScreenSeatItems(SeatBase):
    """One seat drawn from a :class:`~mafia_desktop.i18n.screen.ScreenSeat` (see the
    module): the shared seat items and the line under the name."""

    __slots__ = ("line",)

    def __init__(self, scene: QGraphicsScene, paint: Paint, place: SeatPlace) -> None:
        super().__init__(scene, paint, place)
        self.line = Text(scene, paint, Z_SEATS)

    def show(self, seat: ScreenSeat, look: dict[str, str],
             colours: Mapping[str, str]) -> None:
        """Show ``seat`` in ``look``; ``colours``: side id -> the line's colour."""
        if self.unchanged((seat, look["kind"])):
            return
        p = self.place
        x, y, r = p.x, p.y, p.r
        fill = look["accent"] if seat.speaker else (look["seat"] if seat.alive else look["dead"])
        ring = (look["accent"], 8) if seat.speaker or seat.marked else (look["muted"], 3)
        self.disc.show((x - r, y - r, 2 * r, 2 * r), ring, fill)
        light = seat.speaker or not seat.alive
        self.number.show(str(seat.number), r * 0.95, "#ffffff" if light else look["text"],
                         x, y - r * 0.62, bold=True, anchor="center", max_width=1.5 * r)
        if seat.alive:
            self.cross.hide()
        else:
            self.cross.show((x - r * 0.7, y - r * 0.7, x + r * 0.7, y + r * 0.7),
                            (look["accent"], 5))
        self.name.show(seat.name, p.name_px, look["text"] if seat.alive else look["muted"],
                       p.tx, p.name_y, bold=seat.alive or seat.speaker, anchor=p.anchor,
                       max_width=p.width, min_scale=0.6)
        if seat.line:
            colour = colours.get(seat.side or "", look["muted"])
            self.line.show(seat.line, p.status_px, colour, p.tx, p.status_y, bold=True,
                           italic=not seat.alive and seat.line_kind not in ("role", "status"),
                           anchor=p.anchor, max_width=p.width)
        else:
            self.line.hide()


class ScreenItems(TableItems[ScreenSeatItems]):
    """Every item of the default screen for a table of ``seats`` (see the module); a
    :class:`~mafia_desktop.ui.families.SceneItems` of any family's public view."""

    def __init__(self, scene: QGraphicsScene, paint: Paint, seats: int) -> None:
        self._scene, self._paint = scene, paint
        super().__init__(scene, paint, seats, ScreenSeatItems)
        self.caption = Text(scene, paint, Z_PANEL)
        self.speaker = Text(scene, paint, Z_PANEL)
        self.digits = Text(scene, paint, Z_PANEL)
        self.list = PanelList(scene, paint, Z_PANEL, seats)
        self.said: list[Text] = []
        self.winners_title = Text(scene, paint, Z_WINNERS)
        self.winners: list[Text] = []

    def night_look(self, view: AnyPublicView) -> bool:
        """The night's colours by night; the end in the day look."""
        return view.phase_kind == "night" and not view.ended

    def show(self, view: AnyPublicView, look: dict[str, str],
             timer: tuple[int, str, str] | None, show_tally: bool = True) -> None:
        """Show ``view`` in ``look`` with the host's ``timer`` (``(seconds left,
        caption, notice)`` or ``None``): the family's words of it, laid out."""
        self.show_lines(screen_lines(view, timer, show_tally), look)

    def show_timer(self, view: AnyPublicView, look: dict[str, str],
                   timer: tuple[int, str, str] | None) -> None:
        """A tick of the host's timer: the whole screen (unchanged items cost nothing)."""
        self.show(view, look, timer)

    def announcements(self, view: AnyPublicView) -> list[str]:
        """What the room has been told and the screen keeps telling, translated."""
        return list(screen_lines(view).announcements)

    def show_lines(self, lines: ScreenLines, look: dict[str, str]) -> None:
        """Lay ``lines`` out in ``look``."""
        self.show_frame(lines, look)
        top = self._show_clock(lines.timer, look)
        self._show_panel(lines, look, top)
        self._show_winners(lines, look)

    def show_frame(self, lines: ScreenLines, look: dict[str, str]) -> None:
        """The header, the table and its sky, the seats and the panel's frame."""
        room = PANEL_X - 16 - 44
        self.title.show(lines.title, 72, look["text"], 40, 20, bold=True, max_width=room)
        self.stage.show(lines.stage, 36, look["muted"], 44, 108, max_width=room)
        g = self.geometry
        self.table.show(g.ellipse, (look["muted"], 3), look["table"])
        self.sky.show("" if lines.ended else lines.look, g.cx, g.cy, look)
        colours = side_colours(lines.family, look)
        for items, seat in zip(self.seats, lines.seats):
            items.show(seat, look, colours)
        self.panel.show((PANEL_X, 24, PANEL_W, HEIGHT - 48), (look["muted"], 2), look["panel"])

    def _show_clock(self, clock: ScreenTimer | None, look: dict[str, str]) -> float:
        """The caption (or the notice), the speaker and the digits, centred at the top
        of the panel; returns where the rest begins."""
        x, w, y = PANEL_X + PANEL_W / 2, PANEL_W - 48, PANEL_TOP
        if clock is None:
            for item in (self.caption, self.speaker, self.digits):
                item.hide()
            return y
        self.caption.show(clock.caption, CAPTION_PX,
                          look["accent"] if clock.notice else look["muted"], x, y,
                          bold=clock.notice, anchor="center", max_width=w)
        y += line_height(CAPTION_PX) + 6
        if clock.speaker:
            self.speaker.show(clock.speaker, SPEAKER_PX, look["text"], x, y, bold=True,
                              anchor="center", max_width=w)
            y += line_height(SPEAKER_PX, True) + 2
        else:
            self.speaker.hide()
        self.digits.show(clock.digits, DIGITS_PX,
                         look["accent"] if clock.seconds <= 10 else look["text"], x, y,
                         bold=True, anchor="center", max_width=w)
        return y + line_height(DIGITS_PX, True) + 4

    def _show_panel(self, lines: ScreenLines, look: dict[str, str], top: float) -> None:
        """The list (or the points at the end), then what the room has been told, at
        the largest sizes that let them all fit the panel."""
        w = PANEL_W
        rows: list[tuple[str, int | None, bool]]
        if lines.points:
            title, rows = lines.points_title, [(f"{p.label}  {p.value}", None, False)
                                               for p in lines.points]
        else:
            title, rows = lines.list_title, [(r.label, r.votes, r.bold) for r in lines.rows]
        counted = any(votes is not None for _, votes, _ in rows)
        labels = [text for text, _, _ in rows]
        size, said, fit = SAID_SIZES[-1], [], None
        for size in SAID_SIZES:  # the largest that leaves the rows room
            metrics = self._paint.font(size, True, False)[1]
            said = [wrap(text, metrics, w - 48) for text in lines.announcements]
            said_h = sum(len(part) * (line_height(size, True) + 2) + 8 for part in said)
            fit = self.list.fit(labels, counted, PANEL_BOTTOM - said_h - top - 12)
            if fit is not None:
                break
        y = top + self.list.show(title, rows, look, top, fit or (2, 18, line_height(18) + 2))
        shown = 0
        for part in said:
            for line in part:
                if shown == len(self.said):
                    self.said.append(Text(self._scene, self._paint, Z_PANEL))
                self.said[shown].show(line, size, look["accent"], PANEL_X + 24, y,
                                      bold=True, max_width=w - 48)
                shown += 1
                y += line_height(size, True) + 2
            y += 8
        for item in self.said[shown:]:
            item.hide()

    def _show_winners(self, lines: ScreenLines, look: dict[str, str]) -> None:
        """Who won (or a draw), large, in the middle of the table, in the room the seats
        leave there; the winners' title above them when the words give one."""
        texts = [(w.text, w.side) for w in lines.winners] if lines.ended else []
        while len(self.winners) < len(texts):
            self.winners.append(Text(self._scene, self._paint, Z_WINNERS))
        title_h = line_height(40, True) + 6 if texts and lines.winners_title else 0.0
        line_h = line_height(WINNER_PX, True)
        height = title_h + line_h * len(texts)
        left, top, right, bottom = free_centre(self.geometry, self.places, max(height, 1.0))
        cx, width = (left + right) / 2, right - left
        y = (top + bottom) / 2 - height / 2
        if title_h:
            self.winners_title.show(lines.winners_title, 40, look["muted"], cx, y, bold=True,
                                    anchor="center", max_width=width)
            y += title_h
        else:
            self.winners_title.hide()
        colours = side_colours(lines.family, look)
        for k, item in enumerate(self.winners):
            if k < len(texts):
                text, side = texts[k]
                item.show(text, WINNER_PX, colours.get(side or "", look["text"]), cx, y,
                          bold=True, anchor="center", max_width=width)
                y += line_h
            else:
                item.hide()


__all__ = ["ScreenItems", "ScreenSeatItems", "side_colours"]
