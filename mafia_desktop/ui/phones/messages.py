"""The phones' messages (issue 33 points 2-4), worded here in Python in the host's
language; the pages only lay them out.

- :func:`screen_message`: ``{"type": "screen", "lang", "lines", "words"}``: the players'
  screen's worded lines (``i18n.screen.screen_lines`` of the public view, exactly what
  the projector draws) and every fixed text of the pages (:func:`words`).
- :func:`seat_message`: ``{"type": "seat", "seat", "card"}``: one seat's role card,
  worded from the family's ``seat_view(state, seat)`` (``rules/seat_view.py``): the
  role, the goal, the partners the rules introduce, what the role learned. It is sent
  to that seat's phone only: no other seat's role, check or night choice is in it, as
  ``seat_view`` holds none.
- :data:`PONG`, :data:`MOVED`, :data:`ENDED`, :data:`INVALID`: the short ones.

Every message is compact JSON text (UTF-8, not ASCII-escaped), the same text for the
same content, so a client is never sent the same message twice.
"""

from __future__ import annotations

import json
from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from mafia_desktop.i18n import names
from mafia_desktop.i18n.family import words_of
from mafia_desktop.i18n.fill import fill, isolate
from mafia_desktop.i18n.noop import QT_TRANSLATE_NOOP
from mafia_desktop.i18n.screen_shape import ScreenLines
from mafia_desktop.rules.family import AnyState

CONTEXT = "Phones"

# The pages' fixed texts, by key (the contract's ``words``), in English.
WORDS: dict[str, str] = {
    "title": QT_TRANSLATE_NOOP("Phones", "Mafia"),
    "connecting": QT_TRANSLATE_NOOP("Phones", "Connecting…"),
    "offline": QT_TRANSLATE_NOOP("Phones", "No connection: trying again…"),
    "hold": QT_TRANSLATE_NOOP("Phones", "Press and hold to see your role"),
    "release": QT_TRANSLATE_NOOP("Phones", "Release to hide"),
    "seen": QT_TRANSLATE_NOOP("Phones", "Seen"),
    "moved": QT_TRANSLATE_NOOP("Phones", "This seat is now on another phone."),
    "ended": QT_TRANSLATE_NOOP("Phones", "This game has ended. Ask the host for a new link."),
    "invalid": QT_TRANSLATE_NOOP("Phones", "This link is open on another phone. Ask the "
                                 "host to hand the seat to this one."),
    "seat": QT_TRANSLATE_NOOP("Phones", "Seat %1"),
    "partners": QT_TRANSLATE_NOOP("Phones", "Your partners"),
    "learned": QT_TRANSLATE_NOOP("Phones", "Your checks"),
    "goal": QT_TRANSLATE_NOOP("Phones", "You play for"),
    "dead": QT_TRANSLATE_NOOP("Phones", "You are out of the game"),
    "no_game": QT_TRANSLATE_NOOP("Phones", "No game yet"),
}

PONG = '{"type":"pong"}'
MOVED = '{"type":"moved"}'
ENDED = '{"type":"ended"}'
INVALID = '{"type":"invalid"}'


def tr(text: str) -> str:
    """Translate ``text`` in the context ``Phones``."""
    return QCoreApplication.translate(CONTEXT, text)


def dumps(data: object) -> str:
    """``data`` as compact JSON text (the same text for the same content)."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def words() -> dict[str, str]:
    """Every fixed text of the pages, translated now (``%1`` left for the page)."""
    return {key: tr(text) for key, text in WORDS.items()}


def screen_data(lines: ScreenLines | None, lang: str,
                table: Mapping[str, object] | None = None) -> dict[str, object]:
    """The screen message as data: ``lines`` as JSON (``None``: no game), the host's
    language ``lang`` (``"en"``/``"ru"``), :func:`words`; ``table``: the evening's or
    tournament's table shown between games (``{"title", "kind", "rows"}``), if any."""
    data: dict[str, object] = {"type": "screen", "lang": lang,
                            "lines": None if lines is None else lines.to_json(),
                            "words": words()}
    if lines is not None:  # the family's side colours, as the players' screen has them
        data["colours"] = side_colours(lines.family)
    if table is not None:
        data["table"] = table
    return data


def side_colours(family: str) -> dict[str, dict[str, str]]:
    """The family's side colours by look, from its words table (``i18n/<family>/``):
    ``{"day": {side id: "#rrggbb"}, "night": {…}}``: the page colours a status, a role
    and a role card with them, so a new family's sides need nothing in the page."""
    table = words_of(family)
    return {"day": dict(table.side_colours), "night": dict(table.night_side_colours)}


def screen_message(lines: ScreenLines | None, lang: str,
                   table: Mapping[str, object] | None = None) -> str:
    """:func:`screen_data` as JSON text."""
    return dumps(screen_data(lines, lang, table))


def answer_word(family: str, answer: str) -> str:
    """A learned answer in words: the family's words table's ``answer_name`` (its own
    answer words, else a role's, a side's or an option value's name)."""
    return words_of(family).answer_name(answer)


def seat_card(state: AnyState, seat: int) -> dict[str, object]:
    """One seat's role card, worded (the contract's ``card``): ``seat``, ``name``,
    ``role`` (its name), ``role_id``, ``side`` (the side id whose win is the seat's, for
    the page's colours), ``goal`` (that side's name), ``alive``, ``partners`` ("2. Boris
    — Mafioso") and ``learned`` ("Night 1: 5. Dana — Civilian"). Raises ValueError for
    a seat that is no player's."""
    from mafia_desktop.rules.public_view import seat_view
    view = seat_view(state, seat)
    family = view.family
    seat_names = {s.seat: s.name for s in view.public.seats}

    def who(number: int) -> str:
        return fill(QCoreApplication.translate("Phones", "%1. %2"), number,
                    isolate(seat_names.get(number, "")))

    partners = []
    for p in view.partners:
        line = fill(QCoreApplication.translate("Phones", "%1 — %2"), who(p.seat),
                    names.role_name(p.role, family))
        if not p.alive:
            line = fill(QCoreApplication.translate("Phones", "%1 (out of the game)"), line)
        partners.append(line)
    learned = []
    for item in view.learned:  # the phase it was learned in, as the rules' view says
        phase = names.phase_name(_Phase(item.phase_kind, item.phase_number))
        asked = who(item.seats[0]) if item.seats else ""
        for more in item.seats[1:]:  # a comparison's two seats
            asked = fill(QCoreApplication.translate("Phones", "%1 and %2"), asked, who(more))
        learned.append(fill(QCoreApplication.translate("Phones", "%1: %2 — %3"), phase, asked,
                            answer_word(family, item.answer)))
    return {"seat": view.seat, "name": view.name, "role": names.role_name(view.role, family),
            "role_id": view.role, "side": view.goal, "goal": names.side_name(view.goal, family),
            "alive": view.alive, "partners": partners, "learned": learned}


class _Phase:
    """A phase as :func:`~mafia_desktop.i18n.names.phase_name` reads it."""

    def __init__(self, kind: str, number: int) -> None:
        self.kind, self.number = kind, number


def seat_message(state: AnyState, seat: int) -> str:
    """``{"type": "seat", "seat", "card"}`` for ``seat`` of ``state`` (JSON text)."""
    return dumps({"type": "seat", "seat": seat, "card": seat_card(state, seat)})


__all__ = ["ENDED", "INVALID", "MOVED", "PONG", "WORDS", "answer_word", "dumps",
           "screen_data", "screen_message", "seat_card", "seat_message", "words"]
