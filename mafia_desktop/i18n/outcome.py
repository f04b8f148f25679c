"""THE wording of who won, for every rules family: the game-over page, the players'
screen, the reports, the evening and the saved games all name the winners here.

Each family gives its sides (classic factions, sport teams) in order, their names and
their colours through its words (:func:`~.family.words_of`); nothing here knows a
family. Winners are side ids or the rules' side values (anything with a ``value``).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from mafia_desktop.rules import DEFAULT_FAMILY

from .family import words_of
from .fill import fill

CTX = "Outcome"


def _id(side: object) -> str:
    return str(getattr(side, "value", side))


def winning_sides(winners: Iterable[object], family: str = DEFAULT_FAMILY) -> tuple[str, ...]:
    """The winning side ids in the family's order (a side it does not know last, as
    given); ``()`` for a draw."""
    ids = [_id(w) for w in winners]
    order = words_of(family).sides
    return tuple(s for s in order if s in ids) + tuple(s for s in ids if s not in order)


def winner_names(winners: Iterable[object], family: str = DEFAULT_FAMILY) -> tuple[str, ...]:
    """The winning sides' names in the family's order ("Town", "Maniac")."""
    words = words_of(family)
    return tuple(words.side_name(s) for s in winning_sides(winners, family))


def winners_text(winners: Iterable[object], family: str = DEFAULT_FAMILY,
                 joiner: str = ", ") -> str:
    """The winning sides' names joined (``"Town, Maniac"``); "" for a draw."""
    return joiner.join(winner_names(winners, family))


def outcome_text(winners: Iterable[object], rule: str, family: str = DEFAULT_FAMILY) -> str:
    """The end of a game in one line: "Winners: Town — R-WIN-2: <the rule's title>", or
    "A draw: nobody wins — R-WIN-4: …"."""
    from .names import rule_title

    names = winners_text(winners, family, " + ")
    head = (fill(QCoreApplication.translate("Outcome", "Winners: %1"), names) if names
            else QCoreApplication.translate("Outcome", "A draw: nobody wins"))
    return f"{head} — {rule}: {rule_title(rule)}"


def side_colour(side: object, family: str = DEFAULT_FAMILY, night: bool = False) -> str:
    """THE colour of a side (``#rrggbb``; ``night``: on the players' screen's dark
    night), ``#000000`` for a side the family does not know."""
    words = words_of(family)
    table = words.night_side_colours if night else words.side_colours
    return table.get(_id(side), "#000000")


def role_colour(role: object, family: str = DEFAULT_FAMILY, night: bool = False) -> str:
    """The colour of a role's side (:func:`side_colour`)."""
    words = words_of(family)
    return side_colour(words.side_of_role.get(_id(role), _id(role)), family, night)


__all__ = ["CTX", "outcome_text", "role_colour", "side_colour",
           "winner_names", "winners_text", "winning_sides"]
