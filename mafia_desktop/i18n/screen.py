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

from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from mafia_desktop.rules.family import AnyPublicView, family_name

from .fill import fill

# The host's timer as the players' screen is given it: ``(seconds left, caption,
# notice)``; the caption and notice already translated (``""``: none).
Timer = tuple[int, str, str]


@dataclass(frozen=True, slots=True)
class ScreenSeat:
    """One seat as the room reads it.

    Attributes:
        number, name: the seat number (1..N) and the player's name (as entered).
        alive: still in the game (the dead are drawn crossed out).
        line: the line under the name (``""``: none): an announced status or, at the
            end, a revealed role; how a player left ("voted out", "4 fouls"); "dead";
            a candidate's tally ("3 votes").
        line_kind: what ``line`` is: ``status``, ``role``, ``left``, ``dead``,
            ``votes`` or ``""``.
        side: the side whose colour ``line`` takes (a status's or role's side id), or
            ``None``.
        fouls: the player's fouls (sport's pips, 0..4; drawn while ``line`` is empty).
        marked: ringed (a candidate of the vote, the executed).
        speaker: the one speaking now (their disc filled).
    """

    number: int
    name: str
    alive: bool
    line: str = ""
    line_kind: str = ""
    side: str | None = None
    fouls: int = 0
    marked: bool = False
    speaker: bool = False


@dataclass(frozen=True, slots=True)
class ScreenRow:
    """A row of the panel's list: ``label`` ("4. Gleb", "Gleb (by Anna)"), the votes
    counted for it (``None``: no count shown) and whether it stands out (``bold``: the
    executed, the next candidate, the one speaking)."""

    label: str
    votes: int | None = None
    bold: bool = False


@dataclass(frozen=True, slots=True)
class ScreenTimer:
    """The panel's clock.

    Attributes:
        caption: what it times ("Speech", "Voting time"), or the host's notice.
        notice: ``caption`` is a notice ("Time is up"), shown in the caption's place.
        speaker: the speaker's label ("5. Boris"; ``""``: no speaker shown).
        seconds: the seconds left (the speech's full length when the timer is not
            running); ``digits``: them as the clock shows them ("01:05").
    """

    caption: str
    notice: bool
    speaker: str
    seconds: int
    digits: str


@dataclass(frozen=True, slots=True)
class ScreenPoints:
    """A player's points at the end, once revealed: ``label`` ("7. Zoya"), ``value``
    ("+1.25"), the ``side`` whose colour the label takes."""

    label: str
    value: str
    side: str | None


@dataclass(frozen=True, slots=True)
class ScreenWinner:
    """A line of the end: a side that won ("Town", "Red wins"; ``side`` its id), or the
    draw's sentence (``side`` ``None``)."""

    text: str
    side: str | None


@dataclass(frozen=True, slots=True)
class ScreenLines:
    """Everything the players' screen says, worded (see the module's docstring).

    Attributes:
        family: the family's name (``classic``, ``sport``).
        look: ``day`` or ``night`` (the colours the room sees).
        ended: the game is over (no clock; the winners shown).
        title, stage: the header ("Day 2", "Voting").
        seats: one :class:`ScreenSeat` per seat, in seat order.
        timer: the clock, or ``None``.
        list_title, rows: the panel's list ("Candidates", "Nominated") and its rows.
        announcements: what the room has been told and the screen keeps telling, one
            paragraph each (a renderer breaks them into lines).
        points_title, points: the players' points at the end, once revealed.
        winners_title, winners: the end ("Winners", the sides; or the draw).
    """

    family: str
    look: str
    ended: bool
    title: str
    stage: str
    seats: tuple[ScreenSeat, ...]
    timer: ScreenTimer | None = None
    list_title: str = ""
    rows: tuple[ScreenRow, ...] = ()
    announcements: tuple[str, ...] = ()
    points_title: str = ""
    points: tuple[ScreenPoints, ...] = ()
    winners_title: str = ""
    winners: tuple[ScreenWinner, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The description as JSON-able data (dicts, lists, strings, numbers, booleans,
        ``None``), field by field; ``json.dumps`` takes it as is.

        >>> lines = ScreenLines("classic", "day", False, "Day 1", "Voting",
        ...                     (ScreenSeat(1, "Anna", True, "2 votes", "votes"),))
        >>> lines.to_json()["seats"][0]["line"], lines.texts()
        ('2 votes', ['Day 1', 'Voting', '1', 'Anna', '2 votes'])
        """
        data: dict[str, Any] = _jsonable(asdict(self))
        return data

    def texts(self) -> list[str]:
        """Every text of the description a screen draws (the seats' numbers, the clock's
        digits, the counts and the points included), in reading order."""
        out = [self.title, self.stage]
        for seat in self.seats:
            out += [str(seat.number), seat.name, seat.line]
        if self.timer is not None:
            out += [self.timer.caption, self.timer.speaker, self.timer.digits]
        out.append(self.list_title)
        for row in self.rows:
            out += [row.label, "" if row.votes is None else str(row.votes)]
        out += self.announcements
        out.append(self.points_title)
        for p in self.points:
            out += [p.label, p.value]
        out.append(self.winners_title)
        out += [w.text for w in self.winners]
        return [text for text in out if text]


def _jsonable(value: Any) -> Any:
    """``asdict``'s output with tuples made lists (JSON has no tuple)."""
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    return value


# A family's screen words: ``(view, timer, show_tally) -> ScreenLines``.
ScreenWords = Callable[[Any, Timer | None, bool], ScreenLines]


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
