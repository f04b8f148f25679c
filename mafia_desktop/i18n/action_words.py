"""THE words of a host action, for every place that names one: the undo menu ("Undo
Vote: Boris -> Anna"), the history, the status bar, the corrections under the history
and a report's table of the host's corrections.

Each rules family lists one :class:`ActionWords` row per action type (two for a type
with a variant: a sport ``shot`` with no target is "Shot: missed") in
``i18n/<family>/actions.py``; the family's words (:class:`~.family.WordsTable`
``described``) carry the table, so the ui and the reports find it by the family's name
(:func:`mafia_desktop.i18n.names.describe_action`). The texts are in the context
``ApplyAction``.

Only ``PySide6.QtCore`` is imported (both ``ui`` and ``reports`` use it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from .fill import fill, isolate

#: The player who acted, read from the state before the action (``None``: not known).
Actor = Callable[[Any], "int | None"]


@dataclass(frozen=True, slots=True)
class ActionWords:
    """How one host action type is named.

    Attributes:
        type: the action's ``type`` (GAME_LOG.md).
        text: the sentence (English source, context ``ApplyAction``): ``%1``, ``%2``…
            are the names of the players in ``players``, then the ``values``.
        players: the fields holding a seat, in the sentence's order.
        values: further fields named after the players (a list of seats as "2, 5", a
            number as "+0.5").
        fixed: field values a variant of the type has (``(("target", None),)``: a shot
            that missed); the row with the most matching fixed values is taken.
        optional: ``(field, text)``: the text used instead when the optional seat
            ``field`` is set (its player is the next ``%N`` unless in ``players``).
        actor, actor_text: who acted, from the state before the action, and the text
            naming them as ``%1`` ("End of Anna's speech").
    """

    type: str
    text: str
    players: tuple[str, ...] = ()
    values: tuple[str, ...] = ()
    fixed: tuple[tuple[str, object], ...] = ()
    optional: tuple[str, str] | None = None
    actor: Actor | None = None
    actor_text: str = ""


def row_of(action: object, table: Mapping[str, ActionWords]) -> ActionWords | None:
    """The row of ``table`` that names ``action`` (its type, the variant whose
    :attr:`ActionWords.fixed` values it has, the one fixing the most fields first), or
    ``None`` when the table has no row of its type."""
    rows = sorted((w for w in table.values() if w.type == getattr(action, "TYPE", None)),
                  key=lambda w: -len(w.fixed))
    for w in rows:
        if all(getattr(action, f, None) == v for f, v in w.fixed):
            return w
    return rows[0] if rows else None


def _name(name: Callable[[int], str], seat: object) -> str:
    if not isinstance(seat, int):
        return "?"
    try:
        return isolate(name(seat))  # a right-to-left name keeps the line in order
    except IndexError:
        return f"#{seat}"


def _value(value: object) -> str:
    if isinstance(value, tuple):
        return ", ".join(map(str, value)) or "—"
    if isinstance(value, float):
        return f"{value:+g}"
    return "" if value is None else str(value)


def describe(action: object, name: Callable[[int], str], table: Mapping[str, ActionWords],
             before: object = None) -> str:
    """``action`` in one translated line naming players by name (``name``: seat ->
    name, e.g. ``setup.name``): ``Vote(by=2, target=1)`` -> "Vote: Boris -> Anna".
    Each name is direction-isolated (``fill`` fills them in one pass, so a name such as
    ``x%2`` comes out as typed). With the state ``before`` the action, a row with an
    actor names who acted. An action whose type has no row is named by its type."""
    words = row_of(action, table)
    if words is None:
        return str(getattr(action, "TYPE", action))
    translate = QCoreApplication.translate
    if before is not None and words.actor is not None and words.actor_text:
        who = words.actor(before)
        if who is not None:
            return fill(translate("ApplyAction", words.actor_text), _name(name, who))
    text = words.text
    seats = [getattr(action, f, None) for f in words.players]
    if words.optional is not None and getattr(action, words.optional[0], None) is not None:
        field, text = words.optional
        if field not in words.players:
            seats.append(getattr(action, field))
    return fill(translate("ApplyAction", text), *(_name(name, s) for s in seats),
                *(_value(getattr(action, f, None)) for f in words.values))


__all__ = ["ActionWords", "Actor", "describe", "row_of"]
