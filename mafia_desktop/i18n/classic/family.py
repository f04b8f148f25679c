"""The classic family's words (RULES.md): :data:`WORDS`, found by name
(``rules.families.FAMILY_NAMES``)."""

from __future__ import annotations

from ..family import FamilyWords, WordsTable
from . import names
from .actions import ACTION_WORDS
from .refusals import REFUSALS
from .screen import classic_screen

#: The classic family's words.
WORDS: FamilyWords = WordsTable(
    name="classic", rule_prefix="R-", sides=names.SIDES, side_colours=names.SIDE_COLOURS,
    night_side_colours=names.NIGHT_SIDE_COLOURS, side_of_role=names.SIDE_OF_ROLE,
    titled=names.title, roles=names.role_name, sided=names.faction_name,
    causes=names.cause_name, stages=names.stage_name, actions=names.action_name, rules=names.rule_title,
    options=names.option_label, choices=names.choice_name,
    described=ACTION_WORDS, screen=classic_screen, refusals=REFUSALS,
    answers=names.choice_name)

__all__ = ["WORDS"]
