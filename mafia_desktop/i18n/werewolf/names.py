"""The names of the werewolf family (``docs/rules-werewolf.md``) by id, translated in one
place (context ``Werewolf``): roles, sides, how a player left, stages, action types,
rule titles, options and their word values; each also a look-up (``role_name("seer")``),
and all of them the family's words (:data:`.family.WORDS`, ``words_table``)."""

from __future__ import annotations

from mafia_desktop.i18n.noop import QT_TRANSLATE_NOOP
from mafia_desktop.i18n.word_table import Lookup

CTX = "Werewolf"

ROLE_NAMES: dict[str, str] = {
    "villager": QT_TRANSLATE_NOOP("Werewolf", "Villager"),
    "wolf": QT_TRANSLATE_NOOP("Werewolf", "Werewolf"),
    "seer": QT_TRANSLATE_NOOP("Werewolf", "Seer"),
    "bodyguard": QT_TRANSLATE_NOOP("Werewolf", "Bodyguard"),
    "witch": QT_TRANSLATE_NOOP("Werewolf", "Witch"),
    "hunter": QT_TRANSLATE_NOOP("Werewolf", "Hunter"),
}

SIDE_NAMES: dict[str, str] = {
    "village": QT_TRANSLATE_NOOP("Werewolf", "Village"),
    "werewolves": QT_TRANSLATE_NOOP("Werewolf", "Werewolves"),
}

#: How a player left: the engine's causes (the host's) and the room's words (W-VIEW-1).
CAUSE_NAMES: dict[str, str] = {
    "attack": QT_TRANSLATE_NOOP("Werewolf", "killed by the werewolves"),
    "poison": QT_TRANSLATE_NOOP("Werewolf", "poisoned by the witch"),
    "vote": QT_TRANSLATE_NOOP("Werewolf", "voted out"),
    "shot": QT_TRANSLATE_NOOP("Werewolf", "shot by the hunter"),
    "night": QT_TRANSLATE_NOOP("Werewolf", "died in the night"),
}

STAGE_NAMES: dict[str, str] = {
    "night": QT_TRANSLATE_NOOP("Werewolf", "night"),
    "nominations": QT_TRANSLATE_NOOP("Werewolf", "discussion and nominations"),
    "vote": QT_TRANSLATE_NOOP("Werewolf", "the vote"),
    "revote": QT_TRANSLATE_NOOP("Werewolf", "the revote"),
    "hunter": QT_TRANSLATE_NOOP("Werewolf", "the hunter's shot"),
    "over": QT_TRANSLATE_NOOP("Werewolf", "game over"),
}

ACTION_NAMES: dict[str, str] = {
    "attack": QT_TRANSLATE_NOOP("Werewolf", "the werewolves' attack"),
    "check": QT_TRANSLATE_NOOP("Werewolf", "the seer's check"),
    "guard": QT_TRANSLATE_NOOP("Werewolf", "the bodyguard's guard"),
    "heal": QT_TRANSLATE_NOOP("Werewolf", "the witch's healing"),
    "poison": QT_TRANSLATE_NOOP("Werewolf", "the witch's poison"),
    "dawn": QT_TRANSLATE_NOOP("Werewolf", "dawn"),
    "nominate": QT_TRANSLATE_NOOP("Werewolf", "nomination"),
    "vote": QT_TRANSLATE_NOOP("Werewolf", "vote"),
    "close": QT_TRANSLATE_NOOP("Werewolf", "closing the vote"),
    "shoot": QT_TRANSLATE_NOOP("Werewolf", "the hunter's shot"),
}

RULE_TITLES: dict[str, str] = {
    "W-WIN-1": QT_TRANSLATE_NOOP("Werewolf", "The village wins when no werewolf is left"),
    "W-WIN-2": QT_TRANSLATE_NOOP("Werewolf",
                                 "The werewolves win when they are as many as the others"),
}

OPTION_LABELS: dict[str, str] = {
    "witch": QT_TRANSLATE_NOOP("Werewolf", "A witch may be dealt (one healing, one poison)"),
    "hunter": QT_TRANSLATE_NOOP("Werewolf", "A hunter may be dealt (shoots when leaving)"),
    "guard_repeat": QT_TRANSLATE_NOOP("Werewolf", "The bodyguard may guard the same player two nights in a row"),
    "guard_self": QT_TRANSLATE_NOOP("Werewolf", "The bodyguard may guard themself"),
    "majority": QT_TRANSLATE_NOOP("Werewolf", "Who leaves by the vote"),
    "tie": QT_TRANSLATE_NOOP("Werewolf", "A tie in the vote"),
    "reveal_dead": QT_TRANSLATE_NOOP("Werewolf", "A leaving player's role is shown"),
}

# The host's answer to what a role learned (``Learned.answer``) that is no side's name:
# the witch is told the werewolves' victim (W-VIEW-2).
ANSWER_NAMES: dict[str, str] = {
    "attacked": QT_TRANSLATE_NOOP("Werewolf", "the werewolves' victim"),
}

CHOICE_NAMES: dict[str, str] = {
    "most": QT_TRANSLATE_NOOP("Werewolf", "the most votes"),
    "half": QT_TRANSLATE_NOOP("Werewolf", "more than half of the living"),
    "nobody": QT_TRANSLATE_NOOP("Werewolf", "nobody leaves"),
    "revote": QT_TRANSLATE_NOOP("Werewolf", "a revote"),
    "party": QT_TRANSLATE_NOOP("Werewolf", "Party"),
    "full": QT_TRANSLATE_NOOP("Werewolf", "Full (witch, hunter, revote)"),
}

SIDES: tuple[str, ...] = ("village", "werewolves")

#: The sides' colours (the seats, the dialog, the players' screen, the reports).
SIDE_COLOURS: dict[str, str] = {"village": "#2e7d32", "werewolves": "#8e2424"}
NIGHT_SIDE_COLOURS: dict[str, str] = {"village": "#8fd694", "werewolves": "#ff8a80"}

SIDE_OF_ROLE: dict[str, str] = {"villager": "village", "wolf": "werewolves",
                                "seer": "village", "bodyguard": "village", "witch": "village",
                                "hunter": "village"}


#: The family's name (the new-game dialog, the reports).
TITLE = QT_TRANSLATE_NOOP("Werewolf", "Werewolf (party)")

# Each table as a look-up: an id (or a str enum) -> its word in the current language;
# an id with no word is shown as itself (``i18n.word_table.Lookup``).
role_name = Lookup(CTX, ROLE_NAMES)
side_name = Lookup(CTX, SIDE_NAMES)
cause_name = Lookup(CTX, CAUSE_NAMES)
stage_name = Lookup(CTX, STAGE_NAMES)
action_name = Lookup(CTX, ACTION_NAMES)
rule_title = Lookup(CTX, RULE_TITLES)
option_label = Lookup(CTX, OPTION_LABELS)
choice_name = Lookup(CTX, CHOICE_NAMES)


__all__ = ["ACTION_NAMES", "ANSWER_NAMES", "CAUSE_NAMES", "CHOICE_NAMES", "CTX", "NIGHT_SIDE_COLOURS",
           "OPTION_LABELS", "ROLE_NAMES", "RULE_TITLES", "SIDES", "SIDE_COLOURS", "SIDE_NAMES",
           "SIDE_OF_ROLE", "STAGE_NAMES", "TITLE", "action_name", "cause_name", "choice_name",
           "option_label", "role_name", "rule_title", "side_name", "stage_name"]
