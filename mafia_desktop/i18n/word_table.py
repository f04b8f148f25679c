"""Word tables: a family's words as data (issue 32 point 4). A table maps an id (a role,
a side, a cause, a stage, an action type, a rule ID, an option...) to its English source
marked for Qt Linguist (``QT_TRANSLATE_NOOP("<Context>", "Godfather")``); a
:class:`Lookup` translates it when asked, in the current language, and gives the id
itself for an id the table does not have (never a blank). :func:`words_table` makes a
family's whole :class:`~.family.WordsTable` from its tables, so a family's
``i18n/<name>/family.py`` is tables and one call.

>>> roles = Lookup(None, {"wolf": "Wolf"})
>>> roles("wolf"), roles("seer"), roles(None)
('Wolf', 'seer', '')

Only ``PySide6.QtCore`` is imported.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:  # pragma: no cover - the shapes only: a Lookup imports nothing more
    from .action_words import ActionWords
    from .family import RefusalWords, WordsTable
    from .screen_shape import ScreenWords


@dataclass(frozen=True, slots=True)
class Lookup:
    """A word table (see the module): ``context`` the Qt translation context its
    sources are marked in (``None``: plain English, never translated); ``table`` id ->
    English source. Called with an id (or a ``str`` enum: its ``value``), it gives the
    word; ``None`` gives ``""``."""

    context: str | None
    table: Mapping[str, str] = field(default_factory=dict)

    def __call__(self, key: object) -> str:
        if key is None:
            return ""
        k = str(getattr(key, "value", key))
        source = self.table.get(k)
        if source is None:
            return k
        return source if self.context is None else QCoreApplication.translate(self.context, source)

    def __contains__(self, key: object) -> bool:
        return str(getattr(key, "value", key)) in self.table


def words_table(name: str, rule_prefix: str, context: str | None, *, title: str,
                roles: Mapping[str, str], sides: Mapping[str, str],
                side_of_role: Mapping[str, str], side_colours: Mapping[str, str],
                night_side_colours: Mapping[str, str] | None = None,
                causes: Mapping[str, str] | None = None,
                stages: Mapping[str, str] | None = None,
                actions: Mapping[str, str] | None = None,
                rules: Mapping[str, str] | None = None,
                options: Mapping[str, str] | None = None,
                choices: Mapping[str, str] | None = None,
                described: Mapping[str, ActionWords] | None = None,
                screen: ScreenWords | None = None,
                refusals: RefusalWords | None = None,
                answers: Mapping[str, str] | None = None) -> WordsTable:
    """A family's :class:`~.family.WordsTable` from its tables (each id -> English
    source in ``context``; see :class:`Lookup`).

    Args:
        name, rule_prefix: the family's id (``ruleset.family``) and its rule IDs'
            prefix (``"W-"``).
        title: the family's name (an English source in ``context``).
        roles, sides: role id -> word, side id -> word (``sides`` in the rules' order:
            the winners are listed in it).
        side_of_role, side_colours, night_side_colours: each role's side; each side's
            colour (``#rrggbb``) on light and on dark backgrounds (the night's: the
            day's when not given).
        causes, stages, actions, rules, options, choices, answers: how a player left, a
            stage, an action type, a rule ID's title, an option's explanation, an
            option's word value, the host's answer to what a role learned (each
            optional: an id without a word is shown as itself; an answer without one as
            a role's, a side's or an option value's name).
        described, screen, refusals: the host's action words (:mod:`.action_words`),
            the room's words (:mod:`.screen`; ``None``: the plain screen), the refusal
            words (:mod:`.refusals`), as :class:`~.family.WordsTable`'s.
    """
    from .family import WordsTable

    def named(table: Mapping[str, str] | None) -> Lookup:
        return Lookup(context, table or {})

    def titled() -> str:
        return named({"": title})("")

    action_words: Callable[[str], str] = named(actions)
    return WordsTable(
        name=name, rule_prefix=rule_prefix, sides=tuple(sides), side_colours=side_colours,
        night_side_colours=night_side_colours or side_colours, side_of_role=side_of_role,
        titled=titled, roles=named(roles), sided=named(sides), causes=named(causes),
        stages=named(stages), actions=action_words, rules=named(rules),
        options=named(options), choices=named(choices), described=described or {},
        screen=screen, refusals=refusals or {},
        answers=named(answers) if answers else None)


__all__ = ["Lookup", "words_table"]
