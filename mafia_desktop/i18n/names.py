"""Every name a person reads that the rules speak of by ID, for any rules family.

The rules engine speaks in IDs (role ids, faction ids, rule ids, option names, action
types, causes of death). The UI and the reports show them through these functions; each
takes the family's name (``rules.family_name``; the default family when left out) and
asks the family's words (:func:`~.family.words_of`, registered in :mod:`.families`),
whose tables mark each source string with ``QT_TRANSLATE_NOOP`` (so ``pyside6-lupdate``
finds it) and translate it at display time with ``QCoreApplication.translate`` (so a
language switch takes effect at the next call). The source language is English.

Only ``PySide6.QtCore`` is imported: both ``ui`` and ``reports`` use this module. Numbered
placeholders are filled by :func:`mafia_desktop.i18n.fill.fill`.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication

from mafia_desktop.rules import DEFAULT_FAMILY, AnySetup

from .action_words import describe
from .family import words_for_rule, words_of
from .fill import english_plural, fill


class Phase(Protocol):
    """What :func:`phase_name` reads of a phase (``mafia_desktop.rules.Phase``; the
    package imports nothing of the project, so it sits below ``reports`` and ``ui``)."""

    @property
    def kind(self) -> str: ...

    @property
    def number(self) -> int: ...

CTX = "Texts"


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Translate ``text`` in this module's context (``%n`` plurals with ``n``)."""
    return QCoreApplication.translate(CTX, text, disambiguation, n)


def family_title(family: str) -> str:
    """A rules family's name (``"sport"`` -> "Sport" / «Спортивная»)."""
    return words_of(family).title()


def role_name(role_id: object, family: str = DEFAULT_FAMILY) -> str:
    """The role's name (``"godfather"`` -> "Godfather" / "Крёстный отец")."""
    return words_of(family).role_name(role_id)


def side_name(side_id: object, family: str = DEFAULT_FAMILY) -> str:
    """A side's name: a classic faction (``"town"`` -> "Town"), a sport team."""
    return words_of(family).side_name(side_id)


def faction_name(faction_id: object, family: str = DEFAULT_FAMILY) -> str:
    """The faction's name (``"town"`` -> "Town"): :func:`side_name`."""
    return side_name(faction_id, family)


def status_name(status: str, family: str = DEFAULT_FAMILY) -> str:
    """A status (R-ROLE-1) is a role id or a faction id: its name."""
    words = words_of(family)
    name = words.role_name(status)
    return name if name != status else words.side_name(status)


def cause_name(cause: str, family: str = DEFAULT_FAMILY) -> str:
    """A cause of death (``"mafia+maniac"`` -> "killed by the mafia and the maniac")."""
    return words_of(family).cause_name(cause)


def stage_name(stage: object, family: str = DEFAULT_FAMILY) -> str:
    """A stage of a phase (``"voting"`` -> "voting")."""
    return words_of(family).stage_name(stage)


def action_name(action_type: str, family: str = DEFAULT_FAMILY) -> str:
    """An action type of GAME_LOG.md (``"vote"`` -> "vote")."""
    return words_of(family).action_name(action_type)


def describe_action(action: object, setup: AnySetup, before: object = None) -> str:
    """A host action in one line naming its players (the undo menu, the history, the
    corrections, a report's corrections): the row of the setup's family's words
    (:mod:`.action_words`); with the state ``before`` it, the row may name who acted."""
    return describe(action, setup.name, words_of(setup).described, before)


def rule_title(rule_id: str | None) -> str:
    """The short title of a rule of any family (``"R-VOTE-2"``, a sport ``"S-FOUL-1"``:
    the family whose rule prefix it has), or "" for ``None``."""
    return words_for_rule(rule_id).rule_title(rule_id)


def option_label(name: str, family: str = DEFAULT_FAMILY) -> str:
    """The one-line explanation of an option of the family's rules."""
    return words_of(family).option_label(name)


def choice_name(value: str, family: str = DEFAULT_FAMILY) -> str:
    """The name of an option's word value (``"host_choice"`` -> "host's choice")."""
    return words_of(family).choice_name(value)


def phase_name(phase: Phase) -> str:
    """``Phase("day", 2)`` -> "Day 2" / "День 2"."""
    if phase.kind == "day":
        return fill(QCoreApplication.translate("Texts", "Day %1"), phase.number)
    return fill(QCoreApplication.translate("Texts", "Night %1"), phase.number)


def answer_name(answer: str) -> str:
    """A journalist's answer: "same" / "different"."""
    return choice_name(answer)


__all__ = ["CTX", "tr", "english_plural", "family_title", "role_name", "side_name",
           "faction_name", "status_name", "cause_name", "stage_name", "action_name", "describe_action",
           "rule_title", "option_label", "choice_name", "phase_name", "answer_name"]
