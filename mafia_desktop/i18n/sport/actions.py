"""How each sport host action is named (RULES_SPORT.md §9;
:mod:`mafia_desktop.i18n.action_words`): the undo menu, the history, the corrections and
the reports' corrections use these rows (context ``ApplyAction``). Keyed as the ui's
action table (``ui/families/sport/actions.py``): a shot with no target is ``miss``."""

from __future__ import annotations

from mafia_desktop.i18n.action_words import ActionWords as W
from mafia_desktop.i18n.noop import QT_TRANSLATE_NOOP


def speaker_of(before: object) -> int | None:
    """Who was speaking in the state ``before`` an ``end_speech`` (its words name them)."""
    speaker = getattr(before, "speaker", None)
    return speaker if isinstance(speaker, int) else None


#: One row per action type (``miss``: the shot with no target), by the ui table's key.
ACTION_WORDS: dict[str, W] = {
    "end_speech": W("end_speech", QT_TRANSLATE_NOOP("ApplyAction", "End of a speech"),
                    actor=speaker_of,
                    actor_text=QT_TRANSLATE_NOOP("ApplyAction", "End of %1's speech")),
    "nominate": W("nominate", QT_TRANSLATE_NOOP("ApplyAction", "Nomination: %1 -> %2"),
                  ("by", "target")),
    "withdraw_nomination": W("withdraw_nomination",
                             QT_TRANSLATE_NOOP("ApplyAction", "%1 withdraws their nomination"),
                             ("by",)),
    "ballot": W("ballot", QT_TRANSLATE_NOOP("ApplyAction", "Ballot for %1: %2"), ("target",),
                ("voters",)),
    "raise_all": W("raise_all", QT_TRANSLATE_NOOP("ApplyAction", "Raise-all: %1"),
                   values=("voters",)),
    "end_day": W("end_day", QT_TRANSLATE_NOOP("ApplyAction", "End the day")),
    "shot": W("shot", QT_TRANSLATE_NOOP("ApplyAction", "Shot: %1"), ("target",)),
    "miss": W("shot", QT_TRANSLATE_NOOP("ApplyAction", "Shot: missed"),
              fixed=(("target", None),)),
    "don_check": W("don_check", QT_TRANSLATE_NOOP("ApplyAction", "Don's check: %1"),
                   ("target",)),
    "sheriff_check": W("sheriff_check", QT_TRANSLATE_NOOP("ApplyAction", "Sheriff's check: %1"),
                       ("target",)),
    "end_night": W("end_night", QT_TRANSLATE_NOOP("ApplyAction", "End the night")),
    "best_move": W("best_move", QT_TRANSLATE_NOOP("ApplyAction", "Best move: %1"),
                   values=("guesses",)),
    "foul": W("foul", QT_TRANSLATE_NOOP("ApplyAction", "Foul: %1"), ("player",)),
    "disqualify": W("disqualify", QT_TRANSLATE_NOOP("ApplyAction", "Disqualified: %1"),
                    ("player",)),
    "team_defeat": W("team_defeat", QT_TRANSLATE_NOOP("ApplyAction", "Team defeat by %1"),
                     ("player",)),
    "bonus": W("bonus", QT_TRANSLATE_NOOP("ApplyAction", "Bonus to %1: %2"), ("player",),
               ("points",)),
}

__all__ = ["ACTION_WORDS", "speaker_of"]
