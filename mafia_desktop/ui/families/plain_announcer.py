"""THE default announcer of a family (issue 32 point 4): what the program says aloud
between two public views of any family, read from the members every public view
declares (``rules.family.AnyPublicView``: the phase, the seats' ``alive``,
``left_how``, ``ended``, ``winners``), so a family with nothing special to say writes no
announcer: :class:`~.base.FamilyUiBase` gives :func:`plain_announcements`.

Spoken in order: the phase that begins ("Night 1. The city falls asleep."), who left
("Player 4, Gleb, leaves the game: voted out.": ``left_how`` worded by the family's
``cause_name``; without it when the family does not say), the end ("The game is over. Winners: Town." / a draw).
Nothing else is read, so no role is said before the view holds it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mafia_desktop.i18n.family import words_of
from mafia_desktop.i18n.fill import fill
from mafia_desktop.i18n.outcome import winners_text
from mafia_desktop.rules.family import AnyPublicView, family_name

translate = QCoreApplication.translate


def phase_step(before: AnyPublicView, after: AnyPublicView) -> list[str]:
    """The phase that begins (not when the game has just ended)."""
    if (before.phase_kind, before.phase_number) == (after.phase_kind, after.phase_number) \
            or after.ended:
        return []
    if after.phase_kind == "night":
        return [fill(translate("Announcer", "Night %1. The city falls asleep."),
                     after.phase_number)]
    return [fill(translate("Announcer", "Day %1. The city wakes up."), after.phase_number)]


def departure_step(before: AnyPublicView, after: AnyPublicView) -> list[str]:
    """Each seat that left between the views, in seat order, with how (``left_how``)."""
    out = []
    for b, a in zip(before.seats, after.seats):
        if b.alive and not a.alive:
            how = after.left_how(a.seat)
            how = words_of(family_name(after)).cause_name(how) if how else ""
            out.append(fill(translate("Announcer", "Player %1, %2, leaves the game: %3."),
                            a.seat, a.name, how) if how else
                       fill(translate("Announcer", "Player %1, %2, leaves the game."),
                            a.seat, a.name))
    return out


def end_step(before: AnyPublicView, after: AnyPublicView) -> list[str]:
    """The end: the winners in the family's order, or a draw."""
    if not after.ended or before.ended:
        return []
    if not after.winners:
        return [translate("Announcer", "The game is over: a draw.")]
    return [fill(translate("Announcer", "The game is over. Winners: %1."),
                 winners_text(after.winners, family_name(after)))]


def plain_announcements(before: AnyPublicView, after: AnyPublicView) -> list[str]:
    """Every step's texts for the change from ``before`` to ``after`` (two public views
    of one game), in speaking order."""
    return [text for step in (phase_step, departure_step, end_step)
            for text in step(before, after)]


__all__ = ["departure_step", "end_step", "phase_step", "plain_announcements"]
