"""What the announcer says in a classic game: the differences between two public views
(``rules/classic/view.py``), as sentences (``ui/sound/announcer.py`` describes the
announcer).

Each kind of announcement is one *step*, a function ``(before, after) -> list[str]``
listed in :data:`STEPS` in the order they are spoken: the phase that begins, the night's
dead in the morning (or that nobody died), the vote's opening and its result, who leaves
the game by day and their status where the rules announce it (R-HOST-2: the view's
``status``), and the end of the game. At night it names nobody.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from mafia_desktop.i18n import fill
from mafia_desktop.i18n.classic.screen import classic_screen
from mafia_desktop.i18n.outcome import winners_text
from mafia_desktop.rules.classic.view import PublicSeat, PublicView
from mafia_desktop.ui.families import plain_announcer
from mafia_desktop.ui.families.plain_announcer import phase_changed

# ``translate("Announcer", "…")`` with the context written out at every call, so that
# ``pyside6-lupdate`` files each string under "Announcer".
translate = QCoreApplication.translate

#: One kind of announcement: the texts for the change from ``before`` to ``after``.
Step = Callable[[PublicView, PublicView], list[str]]


def _player(seat: PublicSeat) -> str:
    return fill(translate("Announcer", "player %1, %2,"), seat.seat, seat.name)


def _leaves(seat: PublicSeat, view: PublicView) -> str:
    """"Player 5, Boris, leaves the game. Status: mafia." (the status where announced:
    the word the players' screen shows under the seat, from the same description,
    ``i18n/classic/screen.py``)."""
    if seat.death == "execution":
        text = fill(translate("Announcer", "By the vote, %1 leaves the game."), _player(seat))
    elif seat.death == "host":
        text = fill(translate("Announcer", "The host removes %1 from the game."),
                    _player(seat))
    else:
        text = fill(translate("Announcer", "Tonight %1 left the game."), _player(seat))
    shown = classic_screen(view).seats[seat.seat - 1]
    if shown.line_kind == "status":
        text += " " + fill(translate("Announcer", "Status: %1."), shown.line)
    return text


def phase_step(before: PublicView, after: PublicView) -> list[str]:
    """"Night 1. The city falls asleep." / "Day 2. The city wakes up." when a phase
    begins (not when the game has just ended): every family's words for it
    (:func:`~mafia_desktop.ui.families.plain_announcer.phase_step`)."""
    return plain_announcer.phase_step(before, after)


def morning_step(before: PublicView, after: PublicView) -> list[str]:
    """The night's dead when the night ends (in seat order, as the view lists them; the
    host's removals in that night with them), or that nobody left."""
    morning = after.phase_kind == "day" and phase_changed(before, after)
    ended_at_night = after.ended and not before.ended and after.phase_kind == "night"
    if not after.night_ended or not (morning or ended_at_night):
        return []
    if not after.night_deaths:
        return [translate("Announcer", "Nobody left the game tonight.")]
    return [_leaves(after.seats[seat - 1], after) for seat in after.night_deaths]


def vote_step(before: PublicView, after: PublicView) -> list[str]:
    """The vote's opening (with its candidates) and, when it closes, a tie if there was
    one (the one executed is said by :func:`departure_step`)."""
    if after.stage == "voting" and before.stage != "voting":
        seats = ", ".join(str(s) for s in after.candidates)
        return [fill(translate("Announcer", "The vote is open. Candidates: %1."), seats)]
    if after.executed is not None and before.executed is None and len(after.tied) > 1:
        seats = ", ".join(str(s) for s in after.tied)
        return [fill(translate("Announcer", "A tie between players %1."), seats)]
    return []


def departure_step(before: PublicView, after: PublicView) -> list[str]:
    """Who left the game by day (executed, or removed by the host) and their status.
    A death in the night is said in the morning (:func:`morning_step`), never before."""
    return [_leaves(b, after) for a, b in zip(before.seats, after.seats)
            if a.alive and not b.alive and b.died_in is not None and b.died_in[0] == "day"]


def end_step(before: PublicView, after: PublicView) -> list[str]:
    """"The game is over. Winners: Town." (or a draw) when the game ends."""
    if not after.ended or before.ended:
        return []
    if not after.winners:
        return [translate("Announcer", "The game is over: a draw.")]
    winners = winners_text(after.winners, "classic")   # the sides in the family's order
    return [fill(translate("Announcer", "The game is over. Winners: %1."), winners)]


#: The steps in the order they are spoken.
STEPS: tuple[Step, ...] = (phase_step, morning_step, vote_step, departure_step, end_step)


def classic_announcements(before: PublicView, after: PublicView) -> list[str]:
    """Every step's texts for the change from ``before`` to ``after``, in speaking order."""
    return [text for step in STEPS for text in step(before, after)]


__all__ = ["STEPS", "Step", "classic_announcements"]
