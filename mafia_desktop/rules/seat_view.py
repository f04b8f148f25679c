"""What one player may know (issue 32 point 3; the players' phones of issue 33): a
family's ``seat_view(state, seat)`` builds a :class:`SeatView` for one seat, and
:func:`~.public_view.seat_view` finds the family of a state and asks it.

A seat's view holds the table's public view (the same facts the players' screen shows)
and that one player's secrets: their seat, name, role, the side whose win is theirs
(``goal``), their partners only where the family's rules introduce them (classic: the
mafia confers at night, R-VIEW-1; sport: the black team's agreement at night 0,
S-VIEW-1), and what their own role learned (the commissar's, the sheriff's, the don's
checks, the journalist's comparisons: R-VIEW-2, S-VIEW-2). It never holds another
seat's role but a partner's, nor another seat's check, nor any night choice
(``docs/rules-engine.md``, "A seat's private view").

>>> from mafia_desktop.rules import Game
>>> from mafia_desktop.rules.public_view import seat_view
>>> from mafia_desktop.rules.classic import Role, make_setup, ruleset_from
>>> setup = make_setup([(1, "Anna", Role.GODFATHER), (2, "Boris", Role.MAFIOSO),
...                     (3, "Vera", Role.CIVILIAN), (4, "Gleb", Role.CIVILIAN),
...                     (5, "Dana", Role.DOCTOR)], ruleset_from("table"), 1)
>>> view = seat_view(Game(setup).state, 2)
>>> view.role, view.goal, [(p.seat, p.role) for p in view.partners]
('mafioso', 'mafia', [(1, 'godfather')])
>>> seat_view(Game(setup).state, 3).partners
()
"""

from __future__ import annotations

from dataclasses import dataclass, fields, is_dataclass
from datetime import datetime
from enum import Enum

from .family import AnyPublicView

#: A JSON value as :meth:`SeatView.to_json` gives it.
Json = None | bool | int | float | str | list["Json"] | dict[str, "Json"]


@dataclass(frozen=True, slots=True)
class Partner:
    """A player the rules introduce to the seat (a mafia partner): their seat, name,
    role id (as it is now: an appointed godfather is ``godfather``) and whether they
    are still in the game."""

    seat: int
    name: str
    role: str
    alive: bool


@dataclass(frozen=True, slots=True)
class Learned:
    """One thing the seat's role learned from the host: ``kind`` the family's action
    type (``check``, ``compare``, ``sheriff_check``, ``don_check``), the kind of the
    phase it was learned in (``phase_kind``: ``"night"`` or ``"day"``, as
    :attr:`~.family.AnyPublicView.phase_kind`: a journalist's comparison is a day's) and
    its number, the seats asked about and the host's answer (a status, a team,
    ``sheriff``/``not_sheriff``, ``same``/``different``; the family's words name it,
    ``FamilyWords.answer_name``)."""

    kind: str
    phase_kind: str
    phase_number: int
    seats: tuple[int, ...]
    answer: str


@dataclass(frozen=True, slots=True)
class SeatView:
    """What the player in ``seat`` may know now (see the module's docstring).

    Attributes:
        family: the family's name (``classic``, ``sport``).
        seat, name: the player's seat (1..N) and name.
        role: the player's role id now (classic: an appointed godfather's is
            ``godfather``).
        goal: the side id whose win is the player's (``town``, ``mafia``, ``maniac``;
            ``red``, ``black``).
        alive: the player is still in the game.
        partners: the players the rules introduce to this one, in seat order (``()``
            for a role that knows nobody).
        learned: what this seat's role learned, in the order learned.
        public: the table's public view (``rules.public_view``), roles unrevealed.
    """

    family: str
    seat: int
    name: str
    role: str
    goal: str
    alive: bool
    partners: tuple[Partner, ...]
    learned: tuple[Learned, ...]
    public: AnyPublicView

    def to_json(self) -> dict[str, Json]:
        """The view as JSON values (a phone's message): dataclasses as objects of their
        fields, tuples as lists, times as ISO 8601 text; ``json.dumps`` takes it."""
        out = _json(self)
        assert isinstance(out, dict)
        return out


def _json(value: object) -> Json:
    """``value`` as JSON values (see :meth:`SeatView.to_json`). Raises TypeError for a
    value with no JSON form."""
    if value is None or isinstance(value, (bool, int, float)):
        return value
    if isinstance(value, Enum):
        return _json(value.value)
    if isinstance(value, str):
        return str(value)
    if isinstance(value, datetime):
        return value.isoformat()
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: _json(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, (tuple, list)):
        return [_json(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _json(v) for k, v in value.items()}
    raise TypeError(f"no JSON form for {type(value).__name__}")


__all__ = ["Json", "Learned", "Partner", "SeatView"]
