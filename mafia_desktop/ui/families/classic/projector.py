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

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QGraphicsScene

from mafia_desktop.i18n import fill, isolate
from mafia_desktop.i18n import names as texts
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
    format_seconds,
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


class ClassicItems(QObject):
    """Every item of the classic screen for a table of ``seats``, all hidden, stacked as
    they are drawn: the header, the table and its sky, the seats, the side panel (timer,
    list, announcements), the winners; :meth:`show` changes them in place."""

    def __init__(self, scene: QGraphicsScene, paint: Paint, seats: int) -> None:
        super().__init__()
        self._scene, self._paint = scene, paint
        self._show_tally = True
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
        self._show_tally = show_tally
        self._update_header(view, look)
        self._update_table(view, look)
        self._update_panel(view, look, timer)
        self._update_winners(view, look)

    def _phase_title(self, view: PublicView) -> str:
        if view.phase_kind == "day":
            return fill(self.tr("Day %1"), view.phase_number)
        return fill(self.tr("Night %1"), view.phase_number)

    def _update_header(self, view: PublicView, look: dict[str, str]) -> None:
        room = PANEL_X - MARGIN - 44
        self.items.title.show(self._phase_title(view), 72, look["text"], 40, 20, bold=True,
                         max_width=room)
        stage = {
            "discussion": self.tr("Discussion and nominations"),
            "voting": self.tr("Voting"),
            "after_execution": self.tr("Last word"),
            "night": self.tr("The town sleeps"),
        }[view.stage]
        if view.ended:
            stage = self.tr("The game is over")
        self.items.stage.show(stage, 36, look["muted"], 44, 108, max_width=room)

    def _update_table(self, view: PublicView, look: dict[str, str]) -> None:
        g = self.items.geometry
        self.items.table.show(g.ellipse, (look["muted"], 3), look["table"])
        self.items.sky.show("" if view.ended else view.phase_kind, g.cx, g.cy, look)
        candidates = set() if view.ended else set(view.candidates)  # the vote is over
        tally = self._tally(view)
        dead = self.tr("dead")
        for items, seat in zip(self.items.seats, view.seats):
            votes = tally.get(seat.seat)
            items.show(seat, look, seat.seat in candidates, seat.seat == view.executed,
                       self.tr("%n vote(s)", "", votes) if votes else "", dead)

    def _tally(self, view: PublicView) -> dict[int, int]:
        """The votes for each candidate while the vote is shown (none at the end)."""
        if not self._show_tally or view.ended or view.stage not in ("voting",
                                                                      "after_execution"):
            return {}
        counts = dict.fromkeys(view.candidates, 0)
        for _, target in view.votes:
            counts[target] = counts.get(target, 0) + 1
        return counts

    def _update_panel(self, view: PublicView, look: dict[str, str],
                      timer: tuple[int, str, str] | None) -> None:
        """The panel: the timer, then every candidate (with the tally) or nomination,
        then the announcements. The rows and the announcements get smaller, and the rows
        go into two columns, when that is what it takes for all of them to fit."""
        x0, w = PANEL_X, PANEL_W
        self.items.panel.show((x0, 24, w, HEIGHT - 48), (look["muted"], 2), look["panel"])
        self.show_timer(view, look, timer)
        names = {s.seat: s.name for s in view.seats}
        rows: list[tuple[str, int | None, bool]] = []  # (label, votes or None, bold)
        title = ""
        if view.candidates and view.stage in ("voting", "after_execution") and not view.ended:
            title = self.tr("Candidates")
            tally = self._tally(view)
            rows = [(f"{seat}. {isolate(names[seat])}", tally.get(seat), seat == view.executed)
                    for seat in view.candidates]
        elif view.nominations and view.stage == "discussion":
            title = self.tr("Nominated")
            rows = [(fill(self.tr("%1 (by %2)"), isolate(names[target]), isolate(names[by])),
                     None, False)
                    for by, target in view.nominations]
        counted = any(votes is not None for _, votes, _ in rows)
        labels = [text for text, _, _ in rows]
        paragraphs = self.announcements(view)
        top = DIGITS_Y if view.ended else LIST_TOP  # no timer once the game is over
        said_size, said, fit = ANNOUNCEMENT_SIZES[-1], [], None
        for said_size in ANNOUNCEMENT_SIZES:  # the largest that leaves the rows room
            said = [wrap(text, self._paint.font(said_size, True, False)[1], w - 48)
                    for text in paragraphs]
            said_h = sum(len(lines) * (line_height(said_size, True) + 2) + 8
                         for lines in said)
            fit = self._list.fit(labels, counted, PANEL_BOTTOM - said_h - top - 12)
            if fit is not None:
                break
        y = top + self._list.show(title, rows, look, top, fit or (2, 18, line_height(18) + 2))
        shown = 0
        for lines in said:
            for line in lines:
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
        """The announcements due now, translated: the night's dead in seat order (or
        "nobody died tonight"), today's execution and why, the host's removals this
        phase (the night's are announced with the night's dead). Every name is wrapped
        by :func:`~mafia_desktop.i18n.fill.isolate`, so a right-to-left name keeps the
        sentence in order."""
        names = {s.seat: s.name for s in view.seats}
        by_seat = {s.seat: s for s in view.seats}
        lines: list[str] = []

        def with_status(seat: int) -> str:
            status = by_seat[seat].status
            name = names[seat]
            if len(name) > 22:  # keep room for the status on the line
                name = name[:21] + "…"
            name = isolate(name)
            return name if status is None else f"{name} ({texts.status_name(status)})"

        announced: set[int] = set()
        if view.night_ended and view.phase_kind == "day" and view.stage == "discussion" \
                or (view.ended and view.phase_kind == "night"):
            if view.night_deaths:
                announced.update(view.night_deaths)
                lines.append(fill(self.tr("Killed tonight: %1"),
                                  ", ".join(with_status(s) for s in sorted(view.night_deaths))))
            elif view.night_ended:
                lines.append(self.tr("Nobody died tonight"))
        if view.phase_kind == "night" and not view.ended:
            # The night remembers the day's execution (the last one).
            executions = [s for s in view.seats if s.death == "execution" and s.died_in]
            if executions:
                last = max(executions, key=lambda s: s.died_in[1] if s.died_in else 0)
                lines.append(fill(self.tr("Executed: %1"), with_status(last.seat)))
        if view.executed is not None:
            lines.append(fill(self.tr("Executed: %1"), with_status(view.executed)))
            if len(view.tied) > 1:
                tied = ", ".join(isolate(names[s]) for s in view.tied)
                why = {
                    "earliest_last_vote": self.tr("the last vote for them came first"),
                    "host_choice": self.tr("the host chose"),
                    "random": self.tr("drawn at random"),
                }.get(view.tie_reason or "", "")
                lines.append(fill(self.tr("Tie: %1; %2"), tied, why))
            elif view.tie_reason == "random":
                lines.append(self.tr("No votes: drawn at random"))
        current = (view.phase_kind, view.phase_number)
        for seat in view.seats:
            if seat.death == "host" and seat.died_in == current and seat.seat not in announced:
                lines.append(fill(self.tr("Removed by the host: %1"), with_status(seat.seat)))
        return lines

    def _update_winners(self, view: PublicView, look: dict[str, str]) -> None:
        """Who won (or that nobody did), in the middle of the table, in the room the
        seats leave there."""
        title_h, line_h, draw_h = (line_height(40, True), line_height(76, True),
                                   line_height(60, True))
        winners = view.winners[:MAX_WINNERS] if view.ended else ()
        lines: list[str] = []
        if view.ended:
            height = title_h + 6 + line_h * len(winners) if winners else 2 * draw_h
            left, top, right, bottom = free_centre(self.items.geometry, self.items.places, height)
            cx, width = (left + right) / 2, right - left
            y = (top + bottom) / 2 - height / 2
            if not winners:
                metrics = self._paint.font(60, True, False)[1]
                lines = wrap(self.tr("A draw: nobody wins"), metrics, width)[:len(self._draw)]
                y = (top + bottom) / 2 - draw_h * len(lines) / 2
        if winners:
            self._winners_title.show(self.tr("Winners"), 40, look["muted"], cx, y,
                                     bold=True, anchor="center", max_width=width)
            y += title_h + 6
        else:
            self._winners_title.hide()
        colours = FACTION_COLOURS if look["kind"] == "day" else NIGHT_FACTION_COLOURS
        for i, item in enumerate(self._winners):
            if i < len(winners):
                item.show(texts.faction_name(winners[i]), 76, colours[winners[i]], cx, y,
                          bold=True, anchor="center", max_width=width)
                y += line_h
            else:
                item.hide()
        for k, item in enumerate(self._draw):
            if k < len(lines):
                item.show(lines[k], 60, look["text"], cx, y, bold=True, anchor="center",
                          max_width=width)
                y += draw_h
            else:
                item.hide()

    def show_timer(self, view: PublicView, look: dict[str, str],
                   timer: tuple[int, str, str] | None) -> None:
        """The timer and its caption, centred at the top of the panel (hidden with no
        timer, or once the game is over)."""
        if timer is None or view.ended:
            self._timer_caption.hide()
            self._timer_text.hide()
            return
        remaining, caption, notice = timer
        x = PANEL_X + PANEL_W / 2
        if notice:  # "Time is up" in the caption's place: the digits below say 00:00
            self._timer_caption.show(notice, 30, look["accent"], x, CAPTION_Y, bold=True,
                                     anchor="center", max_width=PANEL_W - 32)
        else:
            self._timer_caption.show(caption, 28, look["muted"], x, CAPTION_Y,
                                     anchor="center", max_width=PANEL_W - 32)
        self._timer_text.show(format_seconds(remaining), 150,
                              look["accent"] if remaining <= 10 else look["text"], x,
                              DIGITS_Y, bold=True, anchor="center", max_width=PANEL_W - 32)


__all__ = ["ClassicItems"]
