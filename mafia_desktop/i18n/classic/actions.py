"""How each classic host action is named (RULES.md; :mod:`mafia_desktop.i18n.action_words`):
the undo menu, the history, the corrections and the reports' corrections use these rows
(context ``ApplyAction``)."""

from __future__ import annotations

from mafia_desktop.i18n.action_words import ActionWords as W
from mafia_desktop.i18n.noop import QT_TRANSLATE_NOOP

#: One row per action type, by type.
ACTION_WORDS: dict[str, W] = {w.type: w for w in (
    W("nominate", QT_TRANSLATE_NOOP("ApplyAction", "Nomination: %1 -> %2"), ("by", "target")),
    W("protect", QT_TRANSLATE_NOOP("ApplyAction", "Doctor's choice: %1"), ("target",)),
    W("compare", QT_TRANSLATE_NOOP("ApplyAction", "Journalist's question: %1 and %2"),
      ("a", "b")),
    W("open_vote", QT_TRANSLATE_NOOP("ApplyAction", "Open the vote")),
    W("vote", QT_TRANSLATE_NOOP("ApplyAction", "Vote: %1 -> %2"), ("by", "target")),
    W("withdraw_vote", QT_TRANSLATE_NOOP("ApplyAction", "Withdraw the vote of %1"), ("by",)),
    W("close_vote", QT_TRANSLATE_NOOP("ApplyAction", "Close the vote"),
      optional=("choice", QT_TRANSLATE_NOOP("ApplyAction", "Close the vote: the host chose %1"))),
    W("end_day", QT_TRANSLATE_NOOP("ApplyAction", "End the day")),
    W("appoint_godfather", QT_TRANSLATE_NOOP("ApplyAction", "New godfather: %1"), ("player",)),
    W("mafia_kill", QT_TRANSLATE_NOOP("ApplyAction", "Mafia's victim: %1"), ("target",),
      optional=("decided_by",
                QT_TRANSLATE_NOOP("ApplyAction", "Mafia's victim: %1 (word of %2)"))),
    W("mafia_pass", QT_TRANSLATE_NOOP("ApplyAction", "The mafia does not kill")),
    W("maniac_kill", QT_TRANSLATE_NOOP("ApplyAction", "Maniac's victim: %1"), ("target",)),
    W("check", QT_TRANSLATE_NOOP("ApplyAction", "Commissar's check: %1"), ("target",)),
    W("end_night", QT_TRANSLATE_NOOP("ApplyAction", "End the night")),
    W("host_kill", QT_TRANSLATE_NOOP("ApplyAction", "Host removes %1"), ("target",)),
)}

__all__ = ["ACTION_WORDS"]
