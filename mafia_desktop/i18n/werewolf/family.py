"""The werewolf family's words (``docs/rules-werewolf.md``): :data:`WORDS`, found by name
(``rules.families.FAMILY_NAMES``)."""

from __future__ import annotations

from ..family import FamilyWords, WordsTable
from . import names
from .actions import ACTION_WORDS
from .refusals import REFUSALS
from .screen import werewolf_screen

#: The werewolf family's words.
WORDS: FamilyWords = WordsTable(
    name="werewolf", rule_prefix="W-", sides=names.SIDES, side_colours=names.SIDE_COLOURS,
    night_side_colours=names.NIGHT_SIDE_COLOURS, side_of_role=names.SIDE_OF_ROLE,
    titled=names.title, roles=names.role_name, sided=names.side_name,
    causes=names.cause_name, stages=names.stage_name, actions=names.action_name,
    rules=names.rule_title, options=names.option_label, choices=names.choice_name,
    described=ACTION_WORDS, screen=werewolf_screen, refusals=REFUSALS)

__all__ = ["WORDS"]
