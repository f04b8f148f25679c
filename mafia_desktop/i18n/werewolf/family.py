"""The werewolf family's words (``docs/rules-werewolf.md``): :data:`WORDS`, found by name
(``rules.families.FAMILY_NAMES``): its tables (:mod:`.names`, context ``Werewolf``) in
one ``words_table`` call, with its action words, its refusal words and its players'
screen."""

from __future__ import annotations

from ..family import FamilyWords
from ..word_table import words_table
from . import names as n
from .actions import ACTION_WORDS
from .refusals import REFUSALS
from .screen import werewolf_screen

#: The werewolf family's words.
WORDS: FamilyWords = words_table(
    "werewolf", "W-", n.CTX, title=n.TITLE, roles=n.ROLE_NAMES, sides=n.SIDE_NAMES,
    side_of_role=n.SIDE_OF_ROLE, side_colours=n.SIDE_COLOURS,
    night_side_colours=n.NIGHT_SIDE_COLOURS, causes=n.CAUSE_NAMES, stages=n.STAGE_NAMES,
    actions=n.ACTION_NAMES, rules=n.RULE_TITLES, options=n.OPTION_LABELS,
    choices=n.CHOICE_NAMES, answers=n.ANSWER_NAMES, described=ACTION_WORDS,
    screen=werewolf_screen, refusals=REFUSALS)

__all__ = ["WORDS"]
