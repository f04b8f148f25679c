"""The names of the sport family (RULES_SPORT.md) by ID, translated in one place.

Like :mod:`.names` for the classic family: each source string is marked with
``QT_TRANSLATE_NOOP("Sport", …)`` and translated at display time (context ``Sport``,
so the sport "Mafioso" can be «Мафия» while the classic one is «Мафиози»). The Russian
words are the clubs' (фол, дон, шериф, лучший ход, подъём, ППК).

Only ``PySide6.QtCore`` is imported (both ``ui`` and ``reports`` use it).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

CTX = "Sport"

#: The rules families (``rules.family_name``).
FAMILY_NAMES: dict[str, str] = {
    "classic": QT_TRANSLATE_NOOP("Sport", "Classic"),
    "sport": QT_TRANSLATE_NOOP("Sport", "Sport"),
}

ROLE_NAMES: dict[str, str] = {
    "civilian": QT_TRANSLATE_NOOP("Sport", "Civilian"),
    "sheriff": QT_TRANSLATE_NOOP("Sport", "Sheriff"),
    "mafioso": QT_TRANSLATE_NOOP("Sport", "Mafioso"),
    "don": QT_TRANSLATE_NOOP("Sport", "Don"),
}

TEAM_NAMES: dict[str, str] = {
    "red": QT_TRANSLATE_NOOP("Sport", "Red"),
    "black": QT_TRANSLATE_NOOP("Sport", "Black"),
}

#: How a player left the game (SportDeath.cause).
CAUSE_NAMES: dict[str, str] = {
    "vote": QT_TRANSLATE_NOOP("Sport", "voted out"),
    "raise_all": QT_TRANSLATE_NOOP("Sport", "raised (all tied left)"),
    "shot": QT_TRANSLATE_NOOP("Sport", "shot"),
    "fouls": QT_TRANSLATE_NOOP("Sport", "removed: fourth foul"),
    "disqualified": QT_TRANSLATE_NOOP("Sport", "disqualified"),
}

#: A check's answer (SportCheck.answer).
ANSWER_NAMES: dict[str, str] = {
    "sheriff": QT_TRANSLATE_NOOP("Sport", "the sheriff"),
    "not_sheriff": QT_TRANSLATE_NOOP("Sport", "not the sheriff"),
    "black": QT_TRANSLATE_NOOP("Sport", "black"),
    "red": QT_TRANSLATE_NOOP("Sport", "red"),
}

#: A penalty's kind (Penalty.kind).
PENALTY_NAMES: dict[str, str] = {
    "fouls": QT_TRANSLATE_NOOP("Sport", "fourth foul"),
    "disqualified": QT_TRANSLATE_NOOP("Sport", "disqualification"),
    "team_defeat": QT_TRANSLATE_NOOP("Sport", "team defeat (PPK)"),
}

#: The rules that end a sport game, and the ones a report names.
RULE_TITLES: dict[str, str] = {
    "S-WIN-1": QT_TRANSLATE_NOOP("Sport", "Red wins when no black player is left"),
    "S-WIN-2": QT_TRANSLATE_NOOP("Sport", "Black wins when as many black as red players are left"),
    "S-WIN-3": QT_TRANSLATE_NOOP("Sport", "Nobody left the game for three rounds"),
    "S-FOUL-5": QT_TRANSLATE_NOOP("Sport", "A team defeat ends the game: the offender's team loses"),
}

#: One line for each option of RULES_SPORT.md §8.
OPTION_LABELS: dict[str, str] = {
    "agreement_s": QT_TRANSLATE_NOOP("Sport", "Seconds of the black team's agreement on night 0"),
    "speech_s": QT_TRANSLATE_NOOP("Sport", "Seconds of a speech"),
    "defence_s": QT_TRANSLATE_NOOP("Sport", "Seconds of a defence speech"),
    "last_word_s": QT_TRANSLATE_NOOP("Sport", "Seconds of a last word"),
    "short_speech_s": QT_TRANSLATE_NOOP("Sport", "Seconds of a speech shortened by a third foul"),
    "free_composition": QT_TRANSLATE_NOOP("Sport", "Free composition (6 to 14 players)"),
    "nomination_withdrawal": QT_TRANSLATE_NOOP("Sport", "A speaker may withdraw their nomination"),
    "best_move": QT_TRANSLATE_NOOP("Sport", "Who may name a best move"),
    "removal_cancels_vote": QT_TRANSLATE_NOOP("Sport", "A removal by fouls cancels a vote"),
    "stall_with_four": QT_TRANSLATE_NOOP("Sport", "Three rounds without a departure with four left"),
    "points_win": QT_TRANSLATE_NOOP("Sport", "Points for a win"),
    "points_best_move_2": QT_TRANSLATE_NOOP("Sport", "Points for a best move with 2 black"),
    "points_best_move_3": QT_TRANSLATE_NOOP("Sport", "Points for a best move with 3 black"),
    "penalty_fouls": QT_TRANSLATE_NOOP("Sport", "Points for a fourth foul"),
    "penalty_disqualified": QT_TRANSLATE_NOOP("Sport", "Points for a disqualification"),
    "penalty_team_defeat": QT_TRANSLATE_NOOP("Sport", "Points for a team defeat"),
}

#: The word values of the options, and the preset.
CHOICE_NAMES: dict[str, str] = {
    "fiim": QT_TRANSLATE_NOOP("Sport", "FIIM"),
    "explicit": QT_TRANSLATE_NOOP("Sport", "yes, during their own speech"),
    "none": QT_TRANSLATE_NOOP("Sport", "no"),
    "first_night": QT_TRANSLATE_NOOP("Sport", "the first night's victim"),
    "any_night": QT_TRANSLATE_NOOP("Sport", "any night's victim"),
    "yes": QT_TRANSLATE_NOOP("Sport", "yes"),
    "no": QT_TRANSLATE_NOOP("Sport", "no"),
    "if_nominated": QT_TRANSLATE_NOOP("Sport", "only if the removed player is a candidate"),
    "red_wins": QT_TRANSLATE_NOOP("Sport", "red wins"),
    "draw": QT_TRANSLATE_NOOP("Sport", "a draw"),
}


def tr(text: str) -> str:
    """Translate ``text`` in the ``Sport`` context."""
    return QCoreApplication.translate(CTX, text)


def _lookup(table: dict[str, str], key: object) -> str:
    k = str(getattr(key, "value", key))
    source = table.get(k)
    return tr(source) if source is not None else k


def family_name(family: str) -> str:
    """A rules family's name (``"sport"`` -> "Sport" / «Спортивная»)."""
    return _lookup(FAMILY_NAMES, family)


def role_name(role_id: object) -> str:
    """A sport role's name (``"don"`` -> "Don" / «Дон»)."""
    return _lookup(ROLE_NAMES, role_id)


def team_name(team_id: object) -> str:
    """A team's name (``"red"`` -> "Red" / «Красные»)."""
    return _lookup(TEAM_NAMES, team_id)


def cause_name(cause: str) -> str:
    """How a player left (``"shot"`` -> "shot" / «убит ночью»)."""
    return _lookup(CAUSE_NAMES, cause)


def answer_name(answer: str) -> str:
    """A check's answer (``"not_sheriff"`` -> "not the sheriff")."""
    return _lookup(ANSWER_NAMES, answer)


def penalty_name(kind: str) -> str:
    """A penalty's kind (``"team_defeat"`` -> "team defeat (PPK)" / «ППК»)."""
    return _lookup(PENALTY_NAMES, kind)


def rule_title(rule_id: str | None) -> str:
    """The title of an S-* rule a report names ("" for ``None``; the ID itself when it
    has no title here)."""
    return _lookup(RULE_TITLES, rule_id) if rule_id else ""


def option_label(name: str) -> str:
    """The one-line explanation of a sport option."""
    return _lookup(OPTION_LABELS, name)


def choice_name(value: object) -> str:
    """The name of a sport option's word value (or the preset)."""
    return _lookup(CHOICE_NAMES, value)


__all__ = ["CTX", "FAMILY_NAMES", "ROLE_NAMES", "TEAM_NAMES", "CAUSE_NAMES", "ANSWER_NAMES", "PENALTY_NAMES",
           "RULE_TITLES", "OPTION_LABELS", "CHOICE_NAMES", "tr", "family_name", "role_name", "team_name",
           "cause_name", "answer_name", "penalty_name", "rule_title", "option_label",
           "choice_name"]
