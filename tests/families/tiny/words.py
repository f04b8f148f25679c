"""The tiny family's words (test-only): plain English, no translation (a test family's
words need no .ts entries)."""

from __future__ import annotations

from mafia_desktop.i18n.action_words import ActionWords
from mafia_desktop.i18n.family import WordsTable

ROLES = {"villager": "Villager", "wolf": "Wolf"}
SIDES = {"village": "Village", "wolves": "Wolves"}
RULES = {"T-WIN-1": "no wolf is left", "T-WIN-2": "the wolves are as many as the village"}

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


def _get(table: dict[str, str]):  # type: ignore[no-untyped-def]
    return lambda key: table.get(str(getattr(key, "value", key)), str(key))


WORDS = WordsTable(
    name="tiny", rule_prefix="T-", sides=("village", "wolves"),
    side_colours={"village": "#2e7d32", "wolves": "#8e2424"},
    night_side_colours={"village": "#8fd694", "wolves": "#ff8a80"},
    side_of_role={"villager": "village", "wolf": "wolves"},
    titled=lambda: "Tiny", roles=_get(ROLES), sided=_get(SIDES),
    causes=_get({"vote": "voted out", "kill": "killed at night"}),
    stages=_get({"vote": "the vote", "night": "night", "over": "game over"}),
    actions=_get({"vote": "Vote", "kill": "Kill"}),
    rules=lambda rule: "" if rule is None else RULES.get(rule, rule),
    options=_get({"wolves": "Wolves at the table"}), choices=_get({}),
    described={"vote": ActionWords("vote", "Vote: %1 out", ("target",)),
               "kill": ActionWords("kill", "Kill: %1", ("target",))},
    refusals=REFUSALS)
