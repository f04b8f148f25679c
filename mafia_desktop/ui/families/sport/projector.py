"""The players' screen of a sport game (RULES_SPORT.md), drawn into a
:class:`~mafia_desktop.ui.players_screen.projector.ProjectorScene` from a
:class:`~mafia_desktop.rules.public_view.SportPublicView` only (no field of it can hold a
secret before the end: no role, check, shot target or best-move count).

:class:`SportItems` makes its items once per table size and language and then changes
them in place (as the classic screen does):

* the header: the phase (``Night 0``, ``Day 2``) and what the table does now;
* the table: each seat with its number and name; its foul marks (one to four pips,
  amber, then orange at the third, red at the fourth) under the name; who has left and
  how (voted out, raise-all, shot, 4 fouls, disqualified); the current speaker's disc
  filled, the candidates' ringed; at the end, once revealed, each role;
* the panel: what is spoken now (speech, defence, last word, silent turn; night 0's
  agreement minute), the speaker large with the time left (the host's timer while it
  runs, else the speech's full length from the view), then the nominations in order or
  the candidates with the votes entered so far (the vote, the revote, the defence, the
  raise-all), then what the room has heard (the night's shot, today's counted rounds,
  removals, the best move); at the end, once revealed, every player's points;
* the winners (red, black or a draw) in the middle of the table at the end.

Texts come from :func:`~mafia_desktop.i18n.sport.screen.sport_screen` (the room's
words; this module only lays them out); places from :mod:`.projector_geometry`;
no text is drawn over another (a long name is shrunk, then cut short with "…" on its
seat; the speaker's name is never cut: it is broken into two lines and shrunk).
"""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsScene

from mafia_desktop.i18n.screen import ScreenLines, ScreenSeat, ScreenTimer
from mafia_desktop.i18n.sport.screen import SportScreen, format_points, sport_screen
from mafia_desktop.rules.sport.view import SportPublicView
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
    ROW_SIZES,
    Z_PANEL,
    Z_SEATS,
    Z_WINNERS,
    Paint,
    PanelList,
    SeatBase,
    Shape,
    TableItems,
    Text,
)

#: Team colours on the day look (the end is always drawn in the day look).
TEAM_COLOURS = {"red": "#c62828", "black": "#141414"}
#: Foul pips: the colour of a player's pips by their count of fouls (S-FOUL-1..3).
FOUL_COLOURS = {1: "#e0a100", 2: "#e0a100", 3: "#e65100", 4: "#d50000"}
# The panel's top, the list's bottom, and the sizes its parts are tried at.
PANEL_TOP, PANEL_BOTTOM = 36.0, HEIGHT - 38.0
CAPTION_PX, NAME_PX, DIGITS_PX = 30, 46, 130
SAID_SIZES = (30, 27, 24, 21, 18)
# The list's rows are sized for labels this long at most (a longer one has its name
# shortened): "12. " and a name of 25 letters (issue 31: "7. Bartholom…" was cut at 22).
LIST_NAME_CHARS = 30


class SportSeat(SeatBase):
    """The items of one sport seat: disc, number, the cross of a player who has left,
    name, the line under it (how they left, or the role at the end) and four foul pips."""

    __slots__ = ("line", "pips")

    def __init__(self, scene: QGraphicsScene, paint: Paint, place: SeatPlace) -> None:
        super().__init__(scene, paint, place)
        self.line = Text(scene, paint, Z_SEATS)
        self.pips = [Shape(scene, paint, Z_SEATS, "ellipse") for _ in range(4)]

    def show(self, seat: ScreenSeat, look: dict[str, str]) -> None:
        """Show ``seat`` (its words: ``i18n/sport/screen.py``): the speaker's disc
        filled with the accent colour, a candidate's ringed; under the name its line
        (a revealed role in its team's colour, how the player left), else the foul pips
        of a player in the game, if any."""
        if self.unchanged((seat, look["kind"])):
            return
        p = self.place
        x, y, r = p.x, p.y, p.r
        speaker = seat.speaker
        fill = look["accent"] if speaker else (look["seat"] if seat.alive else look["dead"])
        ring = (look["accent"], 8) if speaker or seat.marked else (look["muted"], 3)
        self.disc.show((x - r, y - r, 2 * r, 2 * r), ring, fill)
        light = speaker or not seat.alive
        self.number.show(str(seat.number), r * 0.95, "#ffffff" if light else look["text"],
                         x, y - r * 0.62, bold=True, anchor="center", max_width=1.5 * r)
        if seat.alive:
            self.cross.hide()
        else:
            self.cross.show((x - r * 0.7, y - r * 0.7, x + r * 0.7, y + r * 0.7),
                            (look["text"] if speaker else look["accent"], 5))
        self.name.show(seat.name, p.name_px, look["text"] if seat.alive else look["muted"],
                       p.tx, p.name_y, bold=seat.alive or speaker, anchor=p.anchor,
                       max_width=p.width, min_scale=0.6)
        if seat.line:
            colour = TEAM_COLOURS[seat.side] if seat.side in TEAM_COLOURS else look["muted"]
            self.line.show(seat.line, p.status_px, colour, p.tx, p.status_y, bold=True,
                           italic=not seat.alive and seat.line_kind != "role",
                           anchor=p.anchor, max_width=p.width)
            fouls = 0
        else:
            self.line.hide()
            fouls = seat.fouls
        self._pips(fouls, look)

    def _pips(self, fouls: int, look: dict[str, str]) -> None:
        """Four pips in the line under the name, ``fouls`` of them filled (none shown
        for a player with no foul)."""
        p = self.place
        h = line_height(p.status_px, True)
        d = min(h * 0.85, (p.width - 1) / 5.05)  # four pips and three gaps of 0.35 d
        width = 4 * d + 3 * 0.35 * d
        left = {"center": p.tx - width / 2, "left": p.tx, "right": p.tx - width}[p.anchor]
        top = p.status_y + (h - d) / 2
        for k, pip in enumerate(self.pips):
            if fouls == 0:
                pip.hide()
            elif k < fouls:
                pip.show((left + k * 1.35 * d, top, d, d), (look["text"], 2), FOUL_COLOURS[fouls])
            else:
                pip.show((left + k * 1.35 * d, top, d, d), (look["muted"], 2), None)


class SportItems(TableItems[SportSeat]):
    """Every item of the sport screen for a table of ``seats`` (see the module's
    docstring); :meth:`show` changes them in place."""

    def __init__(self, scene: QGraphicsScene, paint: Paint, seats: int) -> None:
        self._scene, self._paint = scene, paint
        super().__init__(scene, paint, seats, SportSeat)
        self.caption = Text(scene, paint, Z_PANEL)
        self.names = [Text(scene, paint, Z_PANEL) for _ in range(2)]
        self.digits = Text(scene, paint, Z_PANEL)
        self.list = PanelList(scene, paint, Z_PANEL, seats)
        self.points_title = Text(scene, paint, Z_PANEL)
        self.points = [(Text(scene, paint, Z_PANEL), Text(scene, paint, Z_PANEL))
                       for _ in range(seats)]
        self.said: list[Text] = []
        self.winners = [Text(scene, paint, Z_WINNERS) for _ in range(2)]

    # -- the whole screen ---------------------------------------------------------

    def night_look(self, view: SportPublicView) -> bool:
        """The night's colours by night; the end in the day look (the teams' colours
        read best on it)."""
        return view.phase_kind == "night" and not view.ended

    def show_timer(self, view: SportPublicView, look: dict[str, str],
                   timer: tuple[int, str, str] | None) -> None:
        """A tick of the host's timer: the whole screen (the speaker's block moves what
        is under it)."""
        self.show(view, look, timer)

    def show(self, view: SportPublicView, look: dict[str, str],
             timer: tuple[int, str, str] | None, show_tally: bool = True) -> None:
        """Show ``view`` in ``look`` with the host's ``timer`` (``(seconds left,
        caption, notice)`` or ``None``); ``show_tally`` is the classic vote's (a sport
        ballot's hands are always shown). The words are
        :func:`~mafia_desktop.i18n.sport.screen.sport_screen`'s."""
        lines = sport_screen(view, timer, show_tally)
        room = PANEL_X - 16 - 44
        self.title.show(lines.title, 72, look["text"], 40, 20, bold=True, max_width=room)
        self.stage.show(lines.stage, 36, look["muted"], 44, 108, max_width=room)
        g = self.geometry
        self.table.show(g.ellipse, (look["muted"], 3), look["table"])
        self.sky.show("" if view.ended else view.phase_kind, g.cx, g.cy, look)
        for items, seat in zip(self.seats, lines.seats):
            items.show(seat, look)
        self.panel.show((PANEL_X, 24, PANEL_W, HEIGHT - 48), (look["muted"], 2), look["panel"])
        y = self._show_timer(lines.timer, look)
        self._show_lists(lines, look, y)
        self._show_winners(lines, look)

    # -- the panel ----------------------------------------------------------------

    def _show_timer(self, clock: ScreenTimer | None, look: dict[str, str]) -> float:
        """The caption, the speaker's name (two lines at most, shrunk, never cut) and
        the digits, centred at the top of the panel; returns where the rest begins."""
        x, w, y = PANEL_X + PANEL_W / 2, PANEL_W - 48, PANEL_TOP
        if clock is None:
            for item in (self.caption, self.digits, *self.names):
                item.hide()
            return y
        if clock.notice:
            self.caption.show(clock.caption, CAPTION_PX, look["accent"], x, y, bold=True,
                              anchor="center", max_width=w)
        else:
            self.caption.show(clock.caption, CAPTION_PX, look["muted"], x, y, anchor="center",
                              max_width=w)
        y += line_height(CAPTION_PX) + 6
        lines: list[str] = []
        if clock.speaker:
            metrics = self._paint.font(NAME_PX, True, False)[1]
            lines = wrap(clock.speaker, metrics, w)
            if len(lines) > 2:
                lines = [lines[0], " ".join(lines[1:])]
        for k, item in enumerate(self.names):
            if k < len(lines):
                item.show(lines[k], NAME_PX, look["text"], x, y, bold=True, anchor="center",
                          max_width=w, min_scale=0.05)
                y += line_height(NAME_PX, True) + 2
            else:
                item.hide()
        self.digits.show(clock.digits, DIGITS_PX,
                         look["accent"] if clock.seconds <= 10 else look["text"], x, y,
                         bold=True, anchor="center", max_width=w)
        return y + line_height(DIGITS_PX, True) + 4

    def announcements(self, view: SportPublicView) -> list[str]:
        """What the room has heard and the screen keeps telling, translated
        (:meth:`~mafia_desktop.i18n.sport.screen.SportScreen.announcements`)."""
        return SportScreen().announcements(view)

    def _show_lists(self, lines: ScreenLines, look: dict[str, str], top: float) -> None:
        """The list (or the points at the end) and the announcements under it, at the
        largest sizes that let them all fit the panel."""
        x0, w = PANEL_X, PANEL_W
        rows = [(row.label, row.votes, row.bold) for row in lines.rows]
        counted = any(votes is not None for _, votes, _ in rows)
        # sized for names of usual length: a longer one is cut short on its row (its
        # full text is in the speaker's block and the announcements)
        labels = [text[:LIST_NAME_CHARS] for text, _, _ in rows]
        scored = bool(lines.points)
        size, said, fit, points_fit = SAID_SIZES[-1], [], None, None
        for size in SAID_SIZES:  # the largest that leaves the rows room
            metrics = self._paint.font(size, True, False)[1]
            said = [wrap(text, metrics, w - 48) for text in lines.announcements]
            said_h = sum(len(part) * (line_height(size, True) + 2) + 8 for part in said)
            room = PANEL_BOTTOM - said_h - top - 12
            if scored:
                points_fit = self._fit_points(len(lines.seats), room)
                if points_fit is not None:
                    break
            else:
                fit = self.list.fit(labels, counted, room)
                if fit is not None:
                    break
        y = top + self.list.show(lines.list_title, rows, look, top,
                                 fit or (2, 18, line_height(18) + 2))
        y += self._show_points(lines, look, y, points_fit if scored else None)
        # at the end the teams' colours are the red and the black: the news in plain text
        said_colour = look["text"] if lines.ended else look["accent"]
        shown = 0
        for part in said:
            for line in part:
                if shown == len(self.said):
                    self.said.append(Text(self._scene, self._paint, Z_PANEL))
                self.said[shown].show(line, size, said_colour, x0 + 24, y, bold=True,
                                      max_width=w - 48)
                shown += 1
                y += line_height(size, True) + 2
            y += 8
        for item in self.said[shown:]:
            item.hide()

    @staticmethod
    def _fit_points(rows: int, room: float) -> tuple[int, float] | None:
        """The points' row size and pitch in ``room`` (title included), or ``None``."""
        room -= PanelList.title_height()
        pitch = min(42.0, room / max(rows, 1))
        for size in ROW_SIZES:
            if pitch >= line_height(size) + 2:
                return size, pitch
        return None

    def _show_points(self, lines: ScreenLines, look: dict[str, str], y: float,
                     fit: tuple[int, float] | None) -> float:
        """Every player's points once revealed at the end (the label in their team's
        colour); returns the height taken."""
        x0, w = PANEL_X, PANEL_W
        if fit is None:
            self.points_title.hide()
            for label, value in self.points:
                label.hide()
                value.hide()
            return 0.0
        size, pitch = fit
        self.points_title.show(lines.points_title, 34, look["muted"], x0 + 24, y,
                               bold=True, max_width=w - 48)
        top = y + PanelList.title_height()
        value_w = self._paint.font(size, True, False)[1].horizontalAdvance("−0.00") + 4
        for k, (label, value) in enumerate(self.points):
            points = lines.points[k]
            colour = TEAM_COLOURS[points.side or "red"]
            label.show(points.label, size, colour, x0 + 24, top + k * pitch,
                       bold=True, max_width=w - 48 - value_w - 12)
            value.show(points.value, size, look["text"], x0 + w - 24,
                       top + k * pitch, bold=True, anchor="right", max_width=value_w)
        return PanelList.title_height() + len(self.points) * pitch + 12

    # -- the end ------------------------------------------------------------------

    def _show_winners(self, lines: ScreenLines, look: dict[str, str]) -> None:
        """Who won (or a draw), large, in the middle of the table, in the room the
        seats leave there."""
        if not lines.ended:
            for item in self.winners:
                item.hide()
            return
        texts = [w.text for w in lines.winners]
        colours = [TEAM_COLOURS.get(w.side or "", look["text"]) for w in lines.winners]
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


__all__ = ["SportItems", "SportSeat", "TEAM_COLOURS", "FOUL_COLOURS", "format_points"]
