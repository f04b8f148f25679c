"""The shape of the room's words (:mod:`.screen`): the plain, JSON-able value a family's
screen words give (:class:`ScreenLines` and its parts) and the type of those words
(:data:`ScreenWords`). Apart from :mod:`.screen` so that a family's words table
(:mod:`.family`) can name the type without importing the functions that find it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

from mafia_desktop.rules.json_types import JsonObject, JsonValue

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

    def to_json(self) -> JsonObject:
        """The description as JSON-able data (dicts, lists, strings, numbers, booleans,
        ``None``), field by field; ``json.dumps`` takes it as is.

        >>> lines = ScreenLines("classic", "day", False, "Day 1", "Voting",
        ...                     (ScreenSeat(1, "Anna", True, "2 votes", "votes"),))
        >>> lines.to_json()["seats"][0]["line"], lines.texts()
        ('2 votes', ['Day 1', 'Voting', '1', 'Anna', '2 votes'])
        """
        return {key: _jsonable(value) for key, value in asdict(self).items()}

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


def _jsonable(value: object) -> JsonValue:
    """``asdict``'s output with tuples made lists (JSON has no tuple); its leaves are
    the fields' strings, numbers, booleans and ``None``."""
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    if value is None or isinstance(value, (str, int, float)):  # a bool is an int
        return value
    return str(value)  # no field holds another kind


# A family's screen words: ``(view, timer, show_tally) -> ScreenLines``.
ScreenWords = Callable[[Any, Timer | None, bool], ScreenLines]


__all__ = ["ScreenLines", "ScreenPoints", "ScreenRow", "ScreenSeat", "ScreenTimer",
           "ScreenWinner", "ScreenWords", "Timer"]
