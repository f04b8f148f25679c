"""What the program says aloud in a werewolf game: the differences between two public
views (W-VIEW-1) as sentences. The views hold nothing secret, and these steps read
nothing else: the phase that begins, who left in the night (said at dawn, never how),
who the vote sent away, the hunter's shot awaited, the end."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mafia_desktop.i18n import fill
from mafia_desktop.i18n.werewolf.names import side_name
from mafia_desktop.rules.werewolf.view import PublicSeat, PublicView

translate = QCoreApplication.translate


def _player(seat: PublicSeat) -> str:
    return fill(translate("WerewolfAnnouncer", "Player %1, %2"), seat.seat, seat.name)


def announcements(before: PublicView, after: PublicView) -> list[str]:
    """The sentences for the change from ``before`` to ``after`` (two views of one table)."""
    out: list[str] = []
    if (before.phase_kind, before.phase_number) != (after.phase_kind, after.phase_number) \
            and not after.ended:
        out.append(fill(translate("WerewolfAnnouncer", "Night %1. The village falls asleep.")
                        if after.phase_kind == "night" else
                        translate("WerewolfAnnouncer", "Day %1. The village wakes up."),
                        after.phase_number))
    for b, a in zip(before.seats, after.seats):
        if b.alive and not a.alive:
            text = {"night": translate("WerewolfAnnouncer", "%1 did not survive the night."),
                    "vote": translate("WerewolfAnnouncer", "By the vote, %1 leaves the village."),
                    "shot": translate("WerewolfAnnouncer", "The hunter shot %1.")}[a.left]
            out.append(fill(text, _player(a)))
    if after.stage == "revote" and before.stage != "revote":
        out.append(translate("WerewolfAnnouncer", "A tie: the village votes again."))
    if after.shooter and after.shooter != before.shooter:
        out.append(fill(translate("WerewolfAnnouncer", "%1 was the hunter: a last shot."),
                        _player(after.seats[after.shooter - 1])))
    if after.ended and not before.ended:
        out.append(fill(translate("WerewolfAnnouncer", "The game is over: %1 win."),
                        ", ".join(side_name(w) for w in after.winners)))
    return out


__all__ = ["announcements"]
