"""The sport family's words (RULES_SPORT.md): :data:`WORDS`, found by name
(``rules.families.FAMILY_NAMES``)."""

from __future__ import annotations

from ..family import FamilyWords, WordsTable
from . import names
from .actions import ACTION_WORDS
from .refusals import REFUSALS
from .screen import sport_screen

#: The sport family's words.
WORDS: FamilyWords = WordsTable(
    name="sport", rule_prefix="S-", sides=names.SIDES, side_colours=names.SIDE_COLOURS,
    night_side_colours=names.SIDE_COLOURS, side_of_role=names.SIDE_OF_ROLE,
    titled=lambda: names.family_name("sport"), roles=names.role_name,
    sided=names.team_name, causes=names.cause_name, stages=names.stage_name, actions=str,
    rules=names.rule_title, options=names.option_label, choices=names.choice_name,
    described=ACTION_WORDS, screen=sport_screen, refusals=REFUSALS,
    answers=names.answer_name)

__all__ = ["WORDS"]
