"""How each werewolf host action is named (:mod:`mafia_desktop.i18n.action_words`): the
undo menu, the history, the corrections and the report use these rows (context
``ApplyAction``), keyed as the ui's action table."""

from __future__ import annotations

from mafia_desktop.i18n.action_words import ActionWords as W
from mafia_desktop.i18n.noop import QT_TRANSLATE_NOOP

ACTION_WORDS: dict[str, W] = {
    "attack": W("attack", QT_TRANSLATE_NOOP("ApplyAction", "The werewolves attack %1"), ("target",)),
    "check": W("check", QT_TRANSLATE_NOOP("ApplyAction", "The seer checks %1"), ("target",)),
    "guard": W("guard", QT_TRANSLATE_NOOP("ApplyAction", "The bodyguard guards %1"), ("target",)),
    "heal": W("heal", QT_TRANSLATE_NOOP("ApplyAction", "The witch heals %1"), ("target",)),
    "poison": W("poison", QT_TRANSLATE_NOOP("ApplyAction", "The witch poisons %1"), ("target",)),
    "dawn": W("dawn", QT_TRANSLATE_NOOP("ApplyAction", "Dawn")),
    "nominate": W("nominate", QT_TRANSLATE_NOOP("ApplyAction", "Nomination: %1 -> %2"),
                  ("by", "target")),
    "vote": W("vote", QT_TRANSLATE_NOOP("ApplyAction", "%1 votes for %2"), ("voter", "target")),
    "close": W("close", QT_TRANSLATE_NOOP("ApplyAction", "The vote is closed")),
    "shoot": W("shoot", QT_TRANSLATE_NOOP("ApplyAction", "The hunter shoots %1"), ("target",)),
}

__all__ = ["ACTION_WORDS"]
