"""The classic game on the players' screen (RULES.md): every item of it for a table of
``seats`` (:class:`ClassicItems`), made once per table size and language and then
changed in place; the shared frame (background, title, timer ticks) is
``ui/players_screen/projector.py``'s :class:`ProjectorScene`, which draws only from the
public view (``rules/classic/view.py``): no field of it can hold a secret.

The circle of seats with numbers and names, the dead with their announced status
(R-HOST-2), the phase with a day look and a night look, the big timer (none once the
game is over), every nomination or candidate with the live tally (a setting may hide
it), the announcements (who died in the night, in seat order, who was executed and
why, "nobody died tonight"), and at the end the winners, and every role once the host
reveals them (the view then holds them).
"""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsScene

from mafia_desktop.i18n.classic.screen import ClassicScreen, classic_screen
from mafia_desktop.i18n.screen import ScreenLines, ScreenTimer
from mafia_desktop.rules.classic.view import PublicView
from mafia_desktop.ui.families.classic.projector_seats import (
    FACTION_COLOURS,
    NIGHT_FACTION_COLOURS,
    SeatItems,
)
from mafia_desktop.ui.players_screen.projector_geometry import (
    HEIGHT,
    MARGIN,
    PANEL_W,
    PANEL_X,
    free_centre,
    line_height,
    wrap,
)
from mafia_desktop.ui.players_screen.projector_layout import (
    Z_PANEL,
    Z_WINNERS,
    Paint,
    PanelList,
    TableItems,
    Text,
)

# How many faction names the winners can list.
MAX_WINNERS = 3
# Announcement lines made with the scene (more are made when a phase needs them).
ANNOUNCEMENT_LINES = 12
# The panel's parts, top to bottom (scene units): the timer's caption and digits, then
# the list of candidates or nominations from LIST_TOP, the announcements under it; the
# panel's content ends at PANEL_BOTTOM.
CAPTION_Y, DIGITS_Y, LIST_TOP, PANEL_BOTTOM = 36.0, 76.0, 260.0, HEIGHT - 38.0
# Pixel sizes the announcements are tried at, largest first.
ANNOUNCEMENT_SIZES = (30, 27, 24, 21)


class ClassicItems:
    """Every item of the classic screen for a table of ``seats``, all hidden, stacked as
    they are drawn: the header, the table and its sky, the seats, the side panel (timer,
    list, announcements), the winners; :meth:`show` changes them in place, drawing the
    words of :func:`~mafia_desktop.i18n.classic.screen.classic_screen` (the room's
    words: this class only lays them out)."""

    def __init__(self, scene: QGraphicsScene, paint: Paint, seats: int) -> None:
        self._scene, self._paint = scene, paint
        self.items = TableItems(scene, paint, seats, SeatItems)
        self._timer_caption = Text(scene, paint, Z_PANEL)
        self._timer_text = Text(scene, paint, Z_PANEL)
        # a row per seat: every candidate (or nomination) can be listed
        self._list = PanelList(scene, paint, Z_PANEL, seats)
        # enough for any usual phase; more are made when needed (they stack the same)
        self._announcements = [Text(scene, paint, Z_PANEL) for _ in range(ANNOUNCEMENT_LINES)]
        self._winners_title = Text(scene, paint, Z_WINNERS)
        self._winners = [Text(scene, paint, Z_WINNERS) for _ in range(MAX_WINNERS)]
        self._draw = [Text(scene, paint, Z_WINNERS) for _ in range(3)]

    def night_look(self, view: PublicView) -> bool:
        """The night's colours: by night, the end included."""
        return view.phase_kind == "night"

    def show(self, view: PublicView, look: dict[str, str],
             timer: tuple[int, str, str] | None, show_tally: bool = True) -> None:
        """Show ``view`` in ``look`` with the host's ``timer`` (``(seconds left,
        caption, notice)`` or ``None``); ``show_tally``: the live tally of the vote."""
        lines = classic_screen(view, timer, show_tally)
        self._update_header(lines, look)
        self._update_table(view, lines, look)
        self._update_panel(lines, look)
        self._update_winners(lines, look)

    def _update_header(self, lines: ScreenLines, look: dict[str, str]) -> None:
        room = PANEL_X - MARGIN - 44
        self.items.title.show(lines.title, 72, look["text"], 40, 20, bold=True,
                              max_width=room)
        self.items.stage.show(lines.stage, 36, look["muted"], 44, 108, max_width=room)

    def _update_table(self, view: PublicView, lines: ScreenLines,
                      look: dict[str, str]) -> None:
        g = self.items.geometry
        self.items.table.show(g.ellipse, (look["muted"], 3), look["table"])
        self.items.sky.show("" if view.ended else view.phase_kind, g.cx, g.cy, look)
        for items, seat in zip(self.items.seats, lines.seats):
            items.show(seat, look)

    def _update_panel(self, lines: ScreenLines, look: dict[str, str]) -> None:
        """The panel: the timer, then every candidate (with the tally) or nomination,
        then the announcements. The rows and the announcements get smaller, and the rows
        go into two columns, when that is what it takes for all of them to fit."""
        x0, w = PANEL_X, PANEL_W
        self.items.panel.show((x0, 24, w, HEIGHT - 48), (look["muted"], 2), look["panel"])
        self._show_clock(lines.timer, look)
        rows = [(row.label, row.votes, row.bold) for row in lines.rows]
        counted = any(votes is not None for _, votes, _ in rows)
        labels = [text for text, _, _ in rows]
        top = DIGITS_Y if lines.ended else LIST_TOP  # no timer once the game is over
        said_size, said, fit = ANNOUNCEMENT_SIZES[-1], [], None
        for said_size in ANNOUNCEMENT_SIZES:  # the largest that leaves the rows room
            said = [wrap(text, self._paint.font(said_size, True, False)[1], w - 48)
                    for text in lines.announcements]
            said_h = sum(len(part) * (line_height(said_size, True) + 2) + 8
                         for part in said)
            fit = self._list.fit(labels, counted, PANEL_BOTTOM - said_h - top - 12)
            if fit is not None:
                break
        y = top + self._list.show(lines.list_title, rows, look, top,
                                  fit or (2, 18, line_height(18) + 2))
        shown = 0
        for part in said:
            for line in part:
                if shown == len(self._announcements):
                    self._announcements.append(Text(self._scene, self._paint, Z_PANEL))
                item = self._announcements[shown]
                shown += 1
                item.show(line, said_size, look["accent"], x0 + 24, y, bold=True,
                          max_width=w - 48)
                y += line_height(said_size, True) + 2
            y += 8
        for item in self._announcements[shown:]:
            item.hide()

    def announcements(self, view: PublicView) -> list[str]:
        """The announcements due now, translated
        (:meth:`~mafia_desktop.i18n.classic.screen.ClassicScreen.announcements`)."""
        return ClassicScreen().announcements(view)

    def _update_winners(self, lines: ScreenLines, look: dict[str, str]) -> None:
        """Who won (or that nobody did), in the middle of the table, in the room the
        seats leave there."""
        title_h, line_h, draw_h = (line_height(40, True), line_height(76, True),
                                   line_height(60, True))
        winners = [w for w in lines.winners if w.side is not None][:MAX_WINNERS]
        draw = "" if winners else next((w.text for w in lines.winners), "")
        wrapped: list[str] = []
        if lines.ended:
            height = title_h + 6 + line_h * len(winners) if winners else 2 * draw_h
            left, top, right, bottom = free_centre(self.items.geometry, self.items.places, height)
            cx, width = (left + right) / 2, right - left
            y = (top + bottom) / 2 - height / 2
            if not winners:
                metrics = self._paint.font(60, True, False)[1]
                wrapped = wrap(draw, metrics, width)[:len(self._draw)]
                y = (top + bottom) / 2 - draw_h * len(wrapped) / 2
        if winners:
            self._winners_title.show(lines.winners_title, 40, look["muted"], cx, y,
                                     bold=True, anchor="center", max_width=width)
            y += title_h + 6
        else:
            self._winners_title.hide()
        colours = FACTION_COLOURS if look["kind"] == "day" else NIGHT_FACTION_COLOURS
        for i, item in enumerate(self._winners):
            if i < len(winners):
                side = winners[i].side or ""
                item.show(winners[i].text, 76, colours[side], cx, y,
                          bold=True, anchor="center", max_width=width)
                y += line_h
            else:
                item.hide()
        for k, item in enumerate(self._draw):
            if k < len(wrapped):
                item.show(wrapped[k], 60, look["text"], cx, y, bold=True, anchor="center",
                          max_width=width)
                y += draw_h
            else:
                item.hide()

    def show_timer(self, view: PublicView, look: dict[str, str],
                   timer: tuple[int, str, str] | None) -> None:
        """A tick of the host's timer: the clock alone
        (:meth:`~mafia_desktop.i18n.classic.screen.ClassicScreen.clock`)."""
        self._show_clock(ClassicScreen.clock(view, timer), look)

    def _show_clock(self, clock: ScreenTimer | None, look: dict[str, str]) -> None:
        """The timer and its caption, centred at the top of the panel (hidden with no
        timer, or once the game is over)."""
        if clock is None:
            self._timer_caption.hide()
            self._timer_text.hide()
            return
        x = PANEL_X + PANEL_W / 2
        if clock.notice:  # "Time is up" in the caption's place: the digits below say 00:00
            self._timer_caption.show(clock.caption, 30, look["accent"], x, CAPTION_Y,
                                     bold=True, anchor="center", max_width=PANEL_W - 32)
        else:
            self._timer_caption.show(clock.caption, 28, look["muted"], x, CAPTION_Y,
                                     anchor="center", max_width=PANEL_W - 32)
        self._timer_text.show(clock.digits, 150,
                              look["accent"] if clock.seconds <= 10 else look["text"], x,
                              DIGITS_Y, bold=True, anchor="center", max_width=PANEL_W - 32)


__all__ = ["ClassicItems"]
