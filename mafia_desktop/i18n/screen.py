"""THE room's words: what the players' screen says, as a plain value (issue 32 point 2).

A family turns its public view (``rules/<family>/view.py``: no field for a secret), the
host's timer and the projector's tally setting into a :class:`ScreenLines`: every text
the players' screen draws, worded in the current language, with the few plain marks a
renderer needs beside the words (which seats are ringed, whose line takes a side's
colour, how many foul pips). The Qt projector (``ui/players_screen/``, the families'
scene items) only lays these lines out; a web page or a phone gets the same value as
JSON (:meth:`ScreenLines.to_json`) and lays it out its own way, never re-deriving a
sentence.

Each family's words folder has the function (``i18n/classic/screen.py``,
``i18n/sport/screen.py``), given as its :class:`~.family.WordsTable`'s ``screen``;
:func:`screen_lines` finds it by the view's family. A family without one gets
:func:`plain_screen` (its phase, its seats, its winners: enough for a web page).

Nothing here reads a state: the description is made from the public view alone, so it
holds no role before the end (the information boundary of DESIGN.md), which the
families' tests check over every state of random games.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mafia_desktop.rules.family import AnyPublicView, family_name

from .fill import fill
from .screen_shape import (
    ScreenLines,
    ScreenPoints,
    ScreenRow,
    ScreenSeat,
    ScreenTimer,
    ScreenWinner,
    ScreenWords,
    Timer,
)


def format_seconds(seconds: int) -> str:
    """``65`` -> ``"01:05"`` (a negative count shows as ``00:00``)."""
    seconds = max(0, int(seconds))
    return f"{seconds // 60:02d}:{seconds % 60:02d}"


def phase_title(view: AnyPublicView) -> str:
    """The header's first line: "Day 2" / "Night 0" (context ``Screen``)."""
    if view.phase_kind == "day":
        return fill(QCoreApplication.translate("Screen", "Day %1"), view.phase_number)
    return fill(QCoreApplication.translate("Screen", "Night %1"), view.phase_number)


def plain_screen(view: AnyPublicView, timer: Timer | None = None,
                 show_tally: bool = True) -> ScreenLines:
    """A family's screen with no words of its own: the phase, the stage's name (the
    family's ``stage_name``), the seats (the dead marked "dead"), the host's timer
    while the game goes on, and at the end the winners by the family's side names (or
    "A draw")."""
    from .family import words_of
    words = words_of(family_name(view))
    dead = QCoreApplication.translate("Screen", "dead")
    seats = tuple(ScreenSeat(s.seat, s.name, s.alive, "" if s.alive else dead,
                             "" if s.alive else "dead") for s in view.seats)
    clock = None
    if timer is not None and not view.ended:
        seconds, caption, notice = timer
        clock = ScreenTimer(notice or caption, bool(notice), "", seconds,
                            format_seconds(seconds))
    winners: tuple[ScreenWinner, ...] = ()
    if view.ended:
        winners = tuple(ScreenWinner(words.side_name(w), w) for w in view.winners) or (
            ScreenWinner(QCoreApplication.translate("Screen", "A draw"), None),)
    stage = QCoreApplication.translate("Screen", "The game is over") if view.ended \
        else words.stage_name(view.stage)
    return ScreenLines(family=family_name(view), look=view.phase_kind, ended=view.ended,
                       title=phase_title(view), stage=stage, seats=seats, timer=clock,
                       winners=winners)


def screen_lines(view: AnyPublicView, timer: Timer | None = None,
                 show_tally: bool = True) -> ScreenLines:
    """What the players' screen says for ``view`` (any family's public view) with the
    host's ``timer`` (``(seconds left, caption, notice)`` or ``None``) and the tally
    setting (``show_tally``: the classic vote's live count): the family's own words
    (its ``WordsTable.screen``), else :func:`plain_screen`."""
    from .family import words_of
    made = words_of(family_name(view)).screen
    return (made or plain_screen)(view, timer, show_tally)


__all__ = ["ScreenLines", "ScreenPoints", "ScreenRow", "ScreenSeat", "ScreenTimer",
           "ScreenWinner", "ScreenWords", "Timer", "format_seconds", "phase_title",
           "plain_screen", "screen_lines"]
