"""What every family's report words the same way (context "Report"): times in the local
time zone (:func:`clock`, :func:`stamp`), a phase's story line (:class:`Line`), and the
winners with their players (:func:`winners_with_players`, through THE outcome wording of
:mod:`mafia_desktop.i18n.outcome`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime

from mafia_desktop.i18n.fill import isolate
from mafia_desktop.i18n.names import side_name
from mafia_desktop.i18n.outcome import winning_sides


def local(at: datetime) -> datetime:
    """``at`` in the local time zone (the computer's), whatever offset the log or the
    database gave it (the database keeps UTC); a time without an offset is left as it
    is."""
    return at.astimezone() if at.tzinfo is not None else at


def clock(at: datetime | None) -> str:
    """An action's time in the local time zone: ``HH:MM``, or ``HH:MM:SS`` when the
    seconds are not zero ("" when it has none)."""
    if at is None:
        return ""
    at = local(at)  # formatted by hand: strftime costs 3 times as much (200,000 lines)
    if at.second == 0:
        return f"{at.hour:02d}:{at.minute:02d}"
    return f"{at.hour:02d}:{at.minute:02d}:{at.second:02d}"


def stamp(at: datetime | None) -> str:
    """A full time in the local time zone, with its offset: ``2026-11-20 19:43 +03:00``
    (or "")."""
    if at is None:
        return ""
    at = local(at)
    off = at.strftime("%z")
    return at.strftime("%Y-%m-%d %H:%M") + (f" {off[:3]}:{off[3:]}" if off else "")


@dataclass(slots=True)
class Line:
    """One line of a phase's story: its log number (1-based; 0 for a further line of the
    same action), time, text, CSS class."""

    number: int
    time: str
    text: str
    css: str = ""


def winners_with_players(winners: Iterable[object], family: str,
                         players: Callable[[str], Iterable[str]],
                         template: Callable[[str, str], str]) -> str:
    """The winning sides in the family's order, each as ``template(side's name, its
    players' names)`` (the names isolated, ", "-joined), "; "-joined; "" for a draw."""
    return "; ".join(template(side_name(side, family), ", ".join(isolate(n) for n in players(side)))
                     for side in winning_sides(winners, family))


__all__ = ["Line", "clock", "local", "stamp", "winners_with_players"]
