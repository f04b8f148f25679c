"""Rules families in the words layer: what the shared words ask of a family
(:class:`FamilyWords`), one implementation from a family's own functions
(:class:`WordsTable`), and the registry (:func:`words_of`).

A family's words are a folder beside ``classic/`` and ``sport/`` whose ``family.py``
builds one :class:`WordsTable` (``WORDS``); :data:`WORDS_OF_FAMILIES` finds it by the
family's name (the one list, ``rules.families.FAMILY_NAMES``), imported at the first
question, not with the package (the start screen draws before the rules are loaded).
The shared modules (:mod:`.names`, :mod:`.outcome`, the reports, the evening) ask
:func:`words_of` by the family's name
(``rules.family_name``, a setup's or a stored game's ``family``), never a family's module.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Protocol

from mafia_desktop.rules import DEFAULT_FAMILY
from mafia_desktop.rules.registry import Registry

from .action_words import ActionWords
from .screen_shape import ScreenWords


class FamilyWords(Protocol):
    """One rules family's words: names by ID, its sides in order and their colours."""

    @property
    def name(self) -> str:
        """The family's id (``ruleset.family``)."""
        ...

    @property
    def rule_prefix(self) -> str:
        """The prefix of the family's rule IDs (``R-``, ``S-``)."""
        ...

    @property
    def sides(self) -> tuple[str, ...]:
        """The side ids (classic factions, sport teams) in the rules' order."""
        ...

    @property
    def side_colours(self) -> Mapping[str, str]:
        """THE colour of each side (``#rrggbb``), on a light background."""
        ...

    @property
    def night_side_colours(self) -> Mapping[str, str]:
        """The colour of each side on the players' screen's night (dark) background."""
        ...

    @property
    def side_of_role(self) -> Mapping[str, str]:
        """The side id of each role id."""
        ...

    def title(self) -> str:
        """The family's name ("Classic", "Sport")."""
        ...

    def role_name(self, role_id: object) -> str:
        """A role's name (the id itself when unknown)."""
        ...

    def side_name(self, side_id: object) -> str:
        """A side's name: a faction ("Town"), a team ("Red")."""
        ...

    def cause_name(self, cause: object) -> str:
        """How a player left the game."""
        ...

    def stage_name(self, stage: object) -> str:
        """A stage of a phase."""
        ...

    def action_name(self, action_type: str) -> str:
        """An action type of the log (the type itself when it has no name)."""
        ...

    def rule_title(self, rule_id: str | None) -> str:
        """A rule's short title (the ID itself when it has none, "" for ``None``)."""
        ...

    def option_label(self, name: str) -> str:
        """The one-line explanation of an option."""
        ...

    def choice_name(self, value: object) -> str:
        """The name of an option's word value (or a preset)."""
        ...

    def answer_name(self, answer: str) -> str:
        """The host's answer to what a role learned (``rules.seat_view.Learned.answer``:
        a check's status or team, a comparison's ``same``): the family's own answer
        words, else a role's, a side's or an option value's name, else the id itself."""
        ...

    @property
    def described(self) -> Mapping[str, ActionWords]:
        """How each host action is named (:mod:`.action_words`), by the ui table's key."""
        ...

    @property
    def screen(self) -> ScreenWords | None:
        """The players' screen's words from a public view (:mod:`.screen`); ``None``:
        the plain screen (:func:`~.screen.plain_screen`)."""
        ...

    @property
    def refusals(self) -> RefusalWords:
        """The family's own refusal codes -> (English template, params), usually
        ``i18n/<name>/refusals.py``'s ``REFUSALS`` (:func:`~.refusals.refusal_text`);
        the codes every family shares are not in it (``SHARED_REFUSALS``)."""
        ...


#: A name by ID.
Namer = Callable[[object], str]

#: A table of refusal words: code -> (English template marked for Qt Linguist in the
#: context ``Refusals``, the names of the violation's params that fill %1, %2… in order).
RefusalWords = Mapping[str, tuple[str, tuple[str, ...]]]


@dataclass(frozen=True, slots=True)
class WordsTable:
    """:class:`FamilyWords` from a family's own tables and lookups (``family.py``)."""

    name: str
    rule_prefix: str
    sides: tuple[str, ...]
    side_colours: Mapping[str, str]
    night_side_colours: Mapping[str, str]
    side_of_role: Mapping[str, str]
    titled: Callable[[], str]
    roles: Namer
    sided: Namer
    causes: Namer
    stages: Namer
    actions: Callable[[str], str]
    rules: Callable[[str | None], str]
    options: Callable[[str], str]
    choices: Namer
    described: Mapping[str, ActionWords] = field(default_factory=dict)
    screen: ScreenWords | None = None
    refusals: RefusalWords = field(default_factory=dict)
    answers: Namer | None = None

    def title(self) -> str:
        """The family's name."""
        return self.titled()

    def role_name(self, role_id: object) -> str:
        """A role's name."""
        return self.roles(role_id)

    def side_name(self, side_id: object) -> str:
        """A side's name."""
        return self.sided(side_id)

    def cause_name(self, cause: object) -> str:
        """How a player left the game."""
        return self.causes(cause)

    def stage_name(self, stage: object) -> str:
        """A stage of a phase."""
        return self.stages(stage)

    def action_name(self, action_type: str) -> str:
        """An action type's name."""
        return self.actions(action_type)

    def rule_title(self, rule_id: str | None) -> str:
        """A rule's short title."""
        return self.rules(rule_id)

    def option_label(self, name: str) -> str:
        """An option's one-line explanation."""
        return self.options(name)

    def choice_name(self, value: object) -> str:
        """An option's word value."""
        return self.choices(value)

    def answer_name(self, answer: str) -> str:
        """A learned answer's words: :attr:`answers`' (the family's), else the first of
        a role's, a side's, an option value's name that is not the id itself."""
        namers = (self.answers,) if self.answers is not None else ()
        for name in (*namers, self.roles, self.sided, self.choices):
            text = str(name(answer))
            if text and text != answer:
                return text
        return answer


#: THE words layer's registry: ``i18n/<name>/family.py``'s ``WORDS`` for each listed
#: family (``rules.families.FAMILY_NAMES``), imported at the first question.
WORDS_OF_FAMILIES: Registry[FamilyWords] = Registry(
    "words", "mafia_desktop.i18n.{name}.family", "WORDS")

#: Every family's words, the listed ones first (in the list's order).
all_words = WORDS_OF_FAMILIES.all


def words_of(family: object) -> FamilyWords:
    """The words of the family named ``family`` (a name, or anything with a ``family``:
    a setup, a state, a stored game); the default family's for a name no family has.

    Raises:
        MissingPart: the family is listed but has no words folder.
    """
    name = family if isinstance(family, str) else getattr(family, "family", None)
    return WORDS_OF_FAMILIES.find(name) or WORDS_OF_FAMILIES.get(DEFAULT_FAMILY)


def words_for_rule(rule_id: str | None) -> FamilyWords:
    """The words of the family whose rule IDs ``rule_id`` has the prefix of (the default
    family's when none has)."""
    for words in all_words():
        if rule_id and rule_id.startswith(words.rule_prefix):
            return words
    return words_of(DEFAULT_FAMILY)


__all__ = ["WORDS_OF_FAMILIES", "FamilyWords", "Namer", "RefusalWords", "WordsTable", "all_words",
           "words_for_rule", "words_of"]
