"""What every family's report words the same way (context "Report"): times in the local
time zone (:func:`clock`, :func:`stamp`), a phase's story line (:class:`Line`), and the
winners with their players (:func:`winners_with_players`, through THE outcome wording of
:mod:`mafia_desktop.i18n.outcome`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from PySide6.QtCore import QCoreApplication

from mafia_desktop.i18n.fill import fill, isolate
from mafia_desktop.i18n.names import describe_action, phase_name, side_name
from mafia_desktop.i18n.outcome import winning_sides
from mafia_desktop.rules import AnySetup

from .walk import Correction


def local(at: datetime) -> datetime:
    """``at`` in the local time zone (the computer's), whatever offset the log or the
    database gave it (the database keeps UTC); a time without an offset is left as it
    is."""
    return at.astimezone() if at.tzinfo is not None else at


def clock(at: datetime | None) -> str:
    """An action's time in the local time zone, always with its seconds: ``HH:MM:SS``
    ("" when it has none)."""
    if at is None:
        return ""
    at = local(at)  # formatted by hand: strftime costs 3 times as much (200,000 lines)
    return f"{at.hour:02d}:{at.minute:02d}:{at.second:02d}"


def stamp(at: datetime | None) -> str:
    """A full time in the local time zone, with its seconds and offset:
    ``2026-11-20 19:43:05 +03:00`` (or "")."""
    if at is None:
        return ""
    at = local(at)
    off = at.strftime("%z")
    return at.strftime("%Y-%m-%d %H:%M:%S") + (f" {off[:3]}:{off[3:]}" if off else "")


@dataclass(slots=True)
class Line:
    """One line of a phase's story: its log number (1-based; 0 for a further line of the
    same action), time, text, CSS class."""

    number: int
    time: str
    text: str
    css: str = ""


class Walked(Protocol):
    """A family's timeline as :func:`game_facts` reads it."""

    @property
    def setup(self) -> AnySetup: ...
    @property
    def action_count(self) -> int: ...
    @property
    def rng_seed(self) -> int: ...
    @property
    def deal(self) -> str | None: ...
    @property
    def started_at(self) -> datetime | None: ...
    @property
    def ended_at(self) -> datetime | None: ...


def game_facts(game: Walked) -> list[tuple[str, str]]:
    """The facts of a walked game (a family's timeline: ``setup.size``,
    ``action_count``, ``rng_seed``, ``deal``, ``started_at``, ``ended_at``), worded."""
    translate = QCoreApplication.translate
    deal = {"hand": translate("Report", "by hand"),
            "random": translate("Report", "at random (seed recorded)"),
            "import": translate("Report", "not recorded (an imported log)"),
            }.get(game.deal or "")
    facts = [(translate("Report", "Players"), str(game.setup.size)),
             (translate("Report", "Actions in the log"), str(game.action_count)),
             (translate("Report", "Random seed"), str(game.rng_seed))]
    if deal:
        facts.append((translate("Report", "Roles dealt"), deal))
    if game.started_at is not None:
        facts.append((translate("Report", "First action"), stamp(game.started_at)))
        facts.append((translate("Report", "Last action"), stamp(game.ended_at)))
    return facts


def correction_rows(corrections: Iterable[Correction], setup: AnySetup
                    ) -> list[tuple[str, str, str, str]]:
    """The host's corrections (:class:`~.walk.Correction`) as rows: log number, the phase
    it was made in, the undone action in the words the host's window names it with
    (:func:`~mafia_desktop.i18n.names.describe_action`) or the name corrected, when it
    was undone (renamed)."""
    return [(str(c.index + 1) if getattr(c, "renamed", None) is None else str(c.index),
             phase_name(c.phase), _correction_text(c, setup),
             stamp(c.undone_at) if isinstance(c.undone_at, datetime) else
             str(c.undone_at or "")) for c in corrections]


def _correction_text(c: Correction, setup: AnySetup) -> str:
    """An undone action in the host's words, or a name corrected ("Seat 3 renamed: Petr
    → Pyotr"; its log number the count of actions before it)."""
    renamed = getattr(c, "renamed", None)
    if renamed is None:
        return describe_action(c.action, setup, c.before)
    seat, old, new = renamed
    return fill(QCoreApplication.translate("Report", "Seat %1 renamed: %2 → %3"),
                seat, isolate(old), isolate(new))


def report_labels() -> dict[str, str]:
    """The headings every family's report has (context ``Report``), translated: the
    players' table, the timeline, the corrections, the notes, the result (the keys the
    templates read as ``L.<key>``)."""
    translate = QCoreApplication.translate
    return {
        "players": translate("Report", "Players"),
        "winners_legend": translate("Report", "Winners in bold; the dead in grey."),
        "seat": translate("Report", "Seat"),
        "name": translate("Report", "Name"),
        "role": translate("Report", "Role"),
        "fate": translate("Report", "Fate"),
        "note": translate("Report", "Host's note"),
        "timeline": translate("Report", "Timeline"),
        "corrections": translate("Report", "Host's corrections"),
        "corrections_intro": translate("Report", "Actions the host entered and then undid; they are not "
                                "part of the game. Players' names corrected are listed too."),
        "at_position": translate("Report", "At action"),
        "phase": translate("Report", "Phase"),
        "undone": translate("Report", "Undone action"),
        "undone_at": translate("Report", "Undone at"),
        "notes": translate("Report", "Host's notes"),
        "result": translate("Report", "Result"),
        "contents": translate("Report", "Contents"),
        "no_events": translate("Report", "Nothing was entered in this phase."),
        "generated": translate("Report", "Made by Mafia Desktop from the game log."),
    }


def winners_with_players(winners: Iterable[object], family: str,
                         players: Callable[[str], Iterable[str]],
                         template: Callable[[str, str], str]) -> str:
    """The winning sides in the family's order, each as ``template(side's name, its
    players' names)`` (the names isolated, ", "-joined), "; "-joined; "" for a draw."""
    return "; ".join(template(side_name(side, family), ", ".join(isolate(n) for n in players(side)))
                     for side in winning_sides(winners, family))


__all__ = ["Line", "clock", "correction_rows", "game_facts", "local", "report_labels",
           "stamp", "winners_with_players"]
