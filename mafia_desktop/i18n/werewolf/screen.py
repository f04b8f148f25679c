"""What the players' screen says in a werewolf game (W-VIEW-1), as a
:class:`~mafia_desktop.i18n.screen.ScreenLines` made from a
:class:`~mafia_desktop.rules.werewolf.view.PublicView` only (no field of it can hold a
secret before the end): :func:`werewolf_screen`.

The header (the phase, the stage); each seat (how the room was told a player left, and
their role where shown: W-VIEW-1 ``reveal_dead``, or everyone's at the end; the nominees
ringed by day); the day's list (the nominees with the votes cast so far, or the revote's
tied); what the room has heard (the night's deaths in the morning, the vote's result,
the hunter's shot awaited, why the game ended); the winners. Context ``WerewolfScreen``;
every name in a sentence is direction-isolated (:func:`~mafia_desktop.i18n.fill.isolate`).
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from mafia_desktop.rules.werewolf.view import PublicView

from ..fill import fill, isolate
from ..screen import ScreenLines, ScreenRow, ScreenSeat, ScreenWinner, Timer, phase_title
from . import names


def seat_label(view: PublicView, seat: int) -> str:
    """``"7. Zoya"``: the seat number and the player's name (direction-isolated)."""
    return f"{seat}. {isolate(view.seats[seat - 1].name)}"


class WerewolfScreen(QObject):
    """The translated texts of the werewolf players' screen (a ``QObject`` for its
    ``tr`` context); :meth:`lines` the whole screen."""

    def lines(self, view: PublicView, timer: Timer | None = None,
              show_tally: bool = True) -> ScreenLines:
        """The whole screen for ``view``; ``timer`` and ``show_tally`` are not used (a
        werewolf game has no clock; its votes are hands in the room, always shown)."""
        title, rows = self.rows(view)
        night = view.phase_kind == "night" and not view.ended
        winners = tuple(ScreenWinner(names.side_name(w), w) for w in view.winners)
        return ScreenLines(
            family="werewolf", look="night" if night else "day", ended=view.ended,
            title=phase_title(view), stage=self.stage(view), seats=self.seats(view),
            list_title=title, rows=rows, announcements=tuple(self.announcements(view)),
            winners=winners)

    def stage(self, view: PublicView) -> str:
        """The stage line: "The village sleeps" by night, the day's stage, or "The game
        is over"."""
        if view.ended:
            return self.tr("The game is over")
        if view.stage == "night":
            return self.tr("The village sleeps")
        return names.stage_name(view.stage)

    def seats(self, view: PublicView) -> tuple[ScreenSeat, ...]:
        """Each seat: its role where shown (in its side's colour), else how the room was
        told the player left; the nominees ringed."""
        ringed = set() if view.ended else set(view.candidates)
        out = []
        for seat in view.seats:
            line, kind, side = "", "", None
            if seat.role is not None:
                line, kind = names.role_name(seat.role), "role"
                side = names.SIDE_OF_ROLE.get(seat.role)
            elif seat.left:
                line, kind = names.cause_name(seat.left), "left"
            out.append(ScreenSeat(seat.seat, seat.name, seat.alive, line, kind, side,
                                  marked=seat.seat in ringed))
        return tuple(out)

    def rows(self, view: PublicView) -> tuple[str, tuple[ScreenRow, ...]]:
        """The day's list: the nominees (the revote's tied) with the votes cast so far."""
        if view.ended or not view.candidates:
            return "", ()
        counts = {c: 0 for c in view.candidates}
        for _, target in view.votes:
            counts[target] = counts.get(target, 0) + 1
        title = self.tr("Revote") if view.stage == "revote" else self.tr("Nominated")
        voting = view.stage in ("vote", "revote")
        return title, tuple(ScreenRow(seat_label(view, c), counts[c] if voting else None)
                            for c in view.candidates)

    def announcements(self, view: PublicView) -> list[str]:
        """What the room has heard: the night's deaths (in the morning), the vote's
        result, the hunter's shot awaited, why the game ended."""
        out: list[str] = []
        if view.phase_kind == "day" and view.stage == "nominations" and not view.ended:
            night = [s for s in view.seats if s.left == "night"
                     and s.left_in == view.phase_number]
            out.append(fill(self.tr("Left in the night: %1"),
                            ", ".join(seat_label(view, s.seat) for s in night))
                       if night else self.tr("Nobody left in the night."))
        if view.result is not None:
            out_seat, tied = view.result
            if out_seat:
                out.append(fill(self.tr("The village voted out %1."), seat_label(view, out_seat)))
            elif tied and view.stage == "revote":
                out.append(fill(self.tr("A tie: %1 face a revote."),
                                ", ".join(seat_label(view, t) for t in tied)))
            elif tied:
                out.append(self.tr("A tie: nobody leaves."))
            else:
                out.append(self.tr("The vote sent nobody away."))
        if view.shooter:
            out.append(fill(self.tr("The hunter %1 takes a last shot."),
                            seat_label(view, view.shooter)))
        if view.ended and view.winners:
            out.append(self.tr("No werewolf is left.") if view.winners == ("village",)
                       else self.tr("The werewolves are as many as the others."))
        return out


_SCREEN: WerewolfScreen | None = None


def werewolf_screen(view: PublicView, timer: Timer | None = None,
                    show_tally: bool = True) -> ScreenLines:
    """What the players' screen says for a werewolf ``view`` (:class:`WerewolfScreen`)."""
    global _SCREEN
    if _SCREEN is None:
        _SCREEN = WerewolfScreen()
    return _SCREEN.lines(view, timer, show_tally)


__all__ = ["WerewolfScreen", "seat_label", "werewolf_screen"]
