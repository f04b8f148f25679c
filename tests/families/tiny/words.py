"""The tiny family's words (test-only): its tables in plain English (context ``None``:
a test family's words need no .ts entries) and one :func:`words_table` call."""

from __future__ import annotations

from mafia_desktop.i18n.action_words import ActionWords
from mafia_desktop.i18n.word_table import words_table

ROLES = {"villager": "Villager", "wolf": "Wolf"}
SIDES = {"village": "Village", "wolves": "Wolves"}

#: The tiny family's refusal words (its own namespace: ``vote.night`` is tiny's, not a
#: classic code; ``dead`` names the ``target``).
REFUSALS = {
    "over": ("the game is over", ()),
    "vote.night": ("the town votes by day", ()),
    "kill.day": ("the wolves kill by night", ()),
    "dead": ("%1 has left", ("target",)),
    "kill.wolf": ("%1 is a wolf: a wolf does not kill a wolf", ("target",)),
    "setup.size": ("the tiny game has %1 players, not %2", ("size", "count")),
    "setup.wolves": ("%1 wolves are dealt, not %2", ("wolves", "dealt")),
}

WORDS = words_table(
    "tiny", "T-", None, title="Tiny", roles=ROLES, sides=SIDES,
    side_of_role={"villager": "village", "wolf": "wolves"},
    side_colours={"village": "#2e7d32", "wolves": "#8e2424"},
    night_side_colours={"village": "#8fd694", "wolves": "#ff8a80"},
    causes={"vote": "voted out", "kill": "killed at night"},
    stages={"vote": "the vote", "night": "night", "over": "game over"},
    actions={"vote": "Vote", "kill": "Kill"},
    rules={"T-WIN-1": "no wolf is left", "T-WIN-2": "the wolves are as many as the village"},
    options={"wolves": "Wolves at the table"},
    described={"vote": ActionWords("vote", "Vote: %1 out", ("target",)),
               "kill": ActionWords("kill", "Kill: %1", ("target",))},
    refusals=REFUSALS)
