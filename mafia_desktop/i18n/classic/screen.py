"""What the players' screen says in a classic game (RULES.md), as a
:class:`~mafia_desktop.i18n.screen.ScreenLines` made from the public view alone
(``rules/classic/view.py``: no field of it can hold a secret): :func:`classic_screen`.

The header (the phase, what the table does now), each seat (its announced status,
R-HOST-2, or "dead"; a candidate's live tally), the clock (the host's timer while the
game goes on), the candidates with the tally or today's nominations, the announcements
(the night's dead in seat order or "nobody died tonight", the execution and why, the
host's removals), and at the end the winners, and every role once the host reveals
them (the view then holds them). Every name put into a sentence is wrapped by
:func:`~mafia_desktop.i18n.fill.isolate`, so a right-to-left name keeps the sentence in
order. Translation context ``ClassicScreen`` (a ``QObject`` only for its ``tr``: the
tally's plural is found by ``pyside6-lupdate`` only in ``self.tr``).
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from mafia_desktop.rules.classic.view import PublicView

from ..fill import fill, isolate
from ..screen import (
    ScreenLines,
    ScreenRow,
    ScreenSeat,
    ScreenTimer,
    ScreenWinner,
    Timer,
    format_seconds,
    phase_title,
)
from . import names

# A name in an announcement is cut to this many letters (with "…"), so that the
# status after it stays on the line.
ANNOUNCED_NAME_CHARS = 22


def side_of_status(status: str) -> str | None:
    """The faction whose colour a status (a role id or a faction id) takes."""
    return status if status in names.SIDES else names.SIDE_OF_ROLE.get(status)


class ClassicScreen(QObject):
    """The translated texts of the classic players' screen (one method per part)."""

    def lines(self, view: PublicView, timer: Timer | None = None,
              show_tally: bool = True) -> ScreenLines:
        """The whole screen for ``view`` (see the module's docstring) with the host's
        ``timer`` (``(seconds left, caption, notice)`` or ``None``; none is shown once
        the game is over); ``show_tally`` False hides the vote's live count."""
        tally = self.tally(view, show_tally)
        return ScreenLines(
            family="classic", look="night" if view.phase_kind == "night" else "day",
            ended=view.ended, title=self.title(view), stage=self.stage(view),
            seats=self.seats(view, tally), timer=self.clock(view, timer),
            list_title=self.list_title(view), rows=self.rows(view, tally),
            announcements=tuple(self.announcements(view)),
            winners_title=self.tr("Winners") if view.ended and view.winners else "",
            winners=self.winners(view))

    def title(self, view: PublicView) -> str:
        """"Day 2" / "Night 0": every family's header (:func:`~..screen.phase_title`)."""
        return phase_title(view)

    def stage(self, view: PublicView) -> str:
        """The header's second line: what the table does now."""
        if view.ended:
            return self.tr("The game is over")
        return {
            "discussion": self.tr("Discussion and nominations"),
            "voting": self.tr("Voting"),
            "after_execution": self.tr("Last word"),
            "night": self.tr("The town sleeps"),
        }[view.stage]

    @staticmethod
    def tally(view: PublicView, show_tally: bool = True) -> dict[int, int]:
        """The votes for each candidate while the vote is shown (none at the end, none
        when the host's setting hides the tally)."""
        if not show_tally or view.ended or view.stage not in ("voting", "after_execution"):
            return {}
        counts = dict.fromkeys(view.candidates, 0)
        for _, target in view.votes:
            counts[target] = counts.get(target, 0) + 1
        return counts

    def seats(self, view: PublicView, tally: dict[int, int]) -> tuple[ScreenSeat, ...]:
        """Each seat: a dead player's announced status (or "dead"), every role once
        revealed, a living candidate's tally; candidates and the executed ringed."""
        candidates = set() if view.ended else set(view.candidates)  # the vote is over
        dead = self.tr("dead")
        out = []
        for seat in view.seats:
            line, kind, side = "", "", None
            votes = tally.get(seat.seat)
            if seat.status is not None:
                line, kind = names.status_name(seat.status), "status"
                side = side_of_status(seat.status)
            elif not seat.alive:
                line, kind = dead, "dead"
            elif votes:
                line, kind = self.tr("%n vote(s)", "", votes), "votes"
            out.append(ScreenSeat(seat.seat, seat.name, seat.alive, line, kind, side,
                                  marked=seat.seat in candidates or seat.seat == view.executed))
        return tuple(out)

    @staticmethod
    def clock(view: PublicView, timer: Timer | None) -> ScreenTimer | None:
        """The host's timer (its notice in the caption's place), none once the game is
        over."""
        if timer is None or view.ended:
            return None
        seconds, caption, notice = timer
        return ScreenTimer(notice or caption, bool(notice), "", seconds,
                           format_seconds(seconds))

    def list_title(self, view: PublicView) -> str:
        """"Candidates" during the vote, "Nominated" in the discussion ("" else)."""
        if self._voting(view):
            return self.tr("Candidates")
        if view.nominations and view.stage == "discussion":
            return self.tr("Nominated")
        return ""

    @staticmethod
    def _voting(view: PublicView) -> bool:
        return bool(view.candidates) and view.stage in ("voting", "after_execution") \
            and not view.ended

    def rows(self, view: PublicView, tally: dict[int, int]) -> tuple[ScreenRow, ...]:
        """Every candidate with the tally (the executed in bold), or every nomination
        "Gleb (by Anna)"."""
        names_ = {s.seat: s.name for s in view.seats}
        if self._voting(view):
            return tuple(ScreenRow(f"{seat}. {isolate(names_[seat])}", tally.get(seat),
                                   seat == view.executed) for seat in view.candidates)
        if view.nominations and view.stage == "discussion":
            return tuple(ScreenRow(fill(self.tr("%1 (by %2)"), isolate(names_[target]),
                                        isolate(names_[by])))
                         for by, target in view.nominations)
        return ()

    def announcements(self, view: PublicView) -> list[str]:
        """The announcements due now: the night's dead in seat order (or "nobody died
        tonight"), today's execution and why, the host's removals this phase (the
        night's are announced with the night's dead)."""
        by_seat = {s.seat: s for s in view.seats}
        lines: list[str] = []

        def with_status(seat: int) -> str:
            status = by_seat[seat].status
            name = by_seat[seat].name
            if len(name) > ANNOUNCED_NAME_CHARS:  # keep room for the status on the line
                name = name[:ANNOUNCED_NAME_CHARS - 1] + "…"
            name = isolate(name)
            return name if status is None else f"{name} ({names.status_name(status)})"

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
                tied = ", ".join(isolate(by_seat[s].name) for s in view.tied)
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

    def winners(self, view: PublicView) -> tuple[ScreenWinner, ...]:
        """At the end: the winning factions in the rules' order, or the draw."""
        if not view.ended:
            return ()
        if not view.winners:
            return (ScreenWinner(self.tr("A draw: nobody wins"), None),)
        return tuple(ScreenWinner(names.faction_name(w), w) for w in view.winners)


def classic_screen(view: PublicView, timer: Timer | None = None,
                   show_tally: bool = True) -> ScreenLines:
    """What the players' screen says for a classic ``view`` (:meth:`ClassicScreen.lines`):
    the family's :class:`~mafia_desktop.i18n.family.WordsTable` ``screen``."""
    return ClassicScreen().lines(view, timer, show_tally)


__all__ = ["ANNOUNCED_NAME_CHARS", "ClassicScreen", "classic_screen", "side_of_status"]
