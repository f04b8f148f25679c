"""The werewolf action table: one row per host action (``docs/rules-werewolf.md`` §8),
its button's label and key, the prompts of its seat picks and the panel's row it stands
in (``night``, ``day``, ``hunter``). The engine decides which are possible
(``choices``/``available``); nothing here decides a rule."""

from __future__ import annotations

from mafia_desktop.i18n.noop import QT_TRANSLATE_NOOP
from mafia_desktop.ui.window.actions import Kind, kind_table

KINDS: dict[str, Kind] = kind_table(
    "werewolf",
    Kind("attack", ("target",), QT_TRANSLATE_NOOP("Panels", "Werewolves' victim"), "A",
         (QT_TRANSLATE_NOOP("Panels", "Whom do the werewolves attack?"),), row="night"),
    Kind("check", ("target",), QT_TRANSLATE_NOOP("Panels", "Seer's check"), "C",
         (QT_TRANSLATE_NOOP("Panels", "Whom does the seer check?"),), row="night"),
    Kind("guard", ("target",), QT_TRANSLATE_NOOP("Panels", "Bodyguard's guard"), "G",
         (QT_TRANSLATE_NOOP("Panels", "Whom does the bodyguard guard?"),), row="night"),
    Kind("heal", ("target",), QT_TRANSLATE_NOOP("Panels", "Witch heals"), "H",
         (QT_TRANSLATE_NOOP("Panels", "Does the witch heal the victim? Click them."),),
         row="night"),
    Kind("poison", ("target",), QT_TRANSLATE_NOOP("Panels", "Witch poisons"), "P",
         (QT_TRANSLATE_NOOP("Panels", "Whom does the witch poison?"),), row="night"),
    Kind("dawn", (), QT_TRANSLATE_NOOP("Panels", "Dawn"), "D", (), row="night"),
    Kind("nominate", ("by", "target"), QT_TRANSLATE_NOOP("Panels", "Nominate"), "N",
         (QT_TRANSLATE_NOOP("Panels", "Who nominates?"),
          QT_TRANSLATE_NOOP("Panels", "Whom does %1 nominate?")), row="day"),
    Kind("vote", ("voter", "target"), QT_TRANSLATE_NOOP("Panels", "Vote"), "V",
         (QT_TRANSLATE_NOOP("Panels", "Who votes?"),
          QT_TRANSLATE_NOOP("Panels", "For whom does %1 vote?")), row="day"),
    Kind("close", (), QT_TRANSLATE_NOOP("Panels", "Close the vote"), "E", (), row="day"),
    Kind("shoot", ("target",), QT_TRANSLATE_NOOP("Panels", "Hunter's shot"), "K",
         (QT_TRANSLATE_NOOP("Panels", "Whom does the hunter shoot?"),), row="hunter"),
)

#: The panel's rows (``Kind.row``).
ROWS = ("night", "day", "hunter")

#: The row a seat click starts by day and for the hunter when nothing else is entered.
CLICK_KINDS = {"nominations": "nominate", "vote": "vote", "revote": "vote", "hunter": "shoot"}

#: At night, the row of the role the night waits for (``checks.waiting_for``).
NIGHT_CLICKS = {"wolf": "attack", "seer": "check", "bodyguard": "guard"}

__all__ = ["CLICK_KINDS", "KINDS", "NIGHT_CLICKS", "ROWS"]
