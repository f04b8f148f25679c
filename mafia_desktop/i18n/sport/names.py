"""The names of the sport family (RULES_SPORT.md) by ID, translated in one place.

Like :mod:`mafia_desktop.i18n.classic.names` for the classic family: each source string is marked with
``QT_TRANSLATE_NOOP("Sport", …)`` and translated at display time (context ``Sport``,
so the sport "Mafioso" can be «Мафия» while the classic one is «Мафиози»). The Russian
words are the clubs' (фол, дон, шериф, лучший ход, подъём, ППК).

Only ``PySide6.QtCore`` is imported (both ``ui`` and ``reports`` use it).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mafia_desktop.i18n.noop import QT_TRANSLATE_NOOP
from mafia_desktop.i18n.word_table import Lookup

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

#: A sport game's stages (SportState.stage).
STAGE_NAMES: dict[str, str] = {
    "night": QT_TRANSLATE_NOOP("Sport", "night"),
    "last_word": QT_TRANSLATE_NOOP("Sport", "last word"),
    "speeches": QT_TRANSLATE_NOOP("Sport", "speeches"),
    "vote": QT_TRANSLATE_NOOP("Sport", "vote"),
    "defence": QT_TRANSLATE_NOOP("Sport", "defence speeches"),
    "raise_all": QT_TRANSLATE_NOOP("Sport", "raise-all"),
    "day_end": QT_TRANSLATE_NOOP("Sport", "end of the day"),
    "ended": QT_TRANSLATE_NOOP("Sport", "game over"),
}

#: The kinds of speech (SportState.speech).
SPEECH_NAMES: dict[str, str] = {
    "regular": QT_TRANSLATE_NOOP("Sport", "speech"),
    "short": QT_TRANSLATE_NOOP("Sport", "short speech"),
    "silent": QT_TRANSLATE_NOOP("Sport", "silent turn (third foul)"),
    "defence": QT_TRANSLATE_NOOP("Sport", "defence speech"),
    "last_word": QT_TRANSLATE_NOOP("Sport", "last word"),
}

#: The S-* rules' short titles.
RULE_TITLES: dict[str, str] = {
    "S-SETUP-1": QT_TRANSLATE_NOOP("Sport", "Ten players: one don, two mafiosi, one sheriff, six civilians"),
    "S-SETUP-2": QT_TRANSLATE_NOOP("Sport", "Roles dealt by hand or at random"),
    "S-SETUP-3": QT_TRANSLATE_NOOP("Sport", "No role is announced before the end"),
    "S-NIGHT0-1": QT_TRANSLATE_NOOP("Sport", "Night 0: the black team's agreement; nobody shoots"),
    "S-SPEECH-1": QT_TRANSLATE_NOOP("Sport", "The last word, then one speech each round the table"),
    "S-SPEECH-2": QT_TRANSLATE_NOOP("Sport", "Each day opens with the next player"),
    "S-SPEECH-3": QT_TRANSLATE_NOOP("Sport", "The host ends every speech"),
    "S-NOM-1": QT_TRANSLATE_NOOP("Sport", "Only the speaker nominates, one candidate a day"),
    "S-NOM-2": QT_TRANSLATE_NOOP("Sport", "A nomination may be withdrawn during its maker's speech"),
    "S-VOTE-1": QT_TRANSLATE_NOOP("Sport", "The vote follows the speeches, in the order of nomination"),
    "S-VOTE-2": QT_TRANSLATE_NOOP("Sport", "One ballot per candidate; each player votes once"),
    "S-VOTE-3": QT_TRANSLATE_NOOP("Sport", "The votes left go to the last candidate"),
    "S-VOTE-4": QT_TRANSLATE_NOOP("Sport", "Most votes leaves, with a last word"),
    "S-TIE-1": QT_TRANSLATE_NOOP("Sport", "A tie: defence speeches and a revote"),
    "S-TIE-2": QT_TRANSLATE_NOOP("Sport", "A second tie: the raise-all question"),
    "S-TIE-3": QT_TRANSLATE_NOOP("Sport", "All the living tied: nobody leaves"),
    "S-TIE-4": QT_TRANSLATE_NOOP("Sport", "Three of nine tied again: nobody leaves"),
    "S-DAY-1": QT_TRANSLATE_NOOP("Sport", "The host ends the day"),
    "S-SHOT-1": QT_TRANSLATE_NOOP("Sport", "One shot a night, or a miss"),
    "S-SHOT-2": QT_TRANSLATE_NOOP("Sport", "The shot player leaves with a last word"),
    "S-CHECK-1": QT_TRANSLATE_NOOP("Sport", "The don and the sheriff check one player a night"),
    "S-BEST-1": QT_TRANSLATE_NOOP("Sport", "The first night's victim names a best move"),
    "S-FOUL-1": QT_TRANSLATE_NOOP("Sport", "Fouls: at most four"),
    "S-FOUL-2": QT_TRANSLATE_NOOP("Sport", "A third foul costs the next speech"),
    "S-FOUL-3": QT_TRANSLATE_NOOP("Sport", "A fourth foul or a disqualification removes the player"),
    "S-FOUL-4": QT_TRANSLATE_NOOP("Sport", "A removal cancels the vote (anti-monster)"),
    "S-FOUL-5": QT_TRANSLATE_NOOP("Sport", "A team defeat ends the game"),
    "S-WIN-1": QT_TRANSLATE_NOOP("Sport", "Red wins when no black player is left"),
    "S-WIN-2": QT_TRANSLATE_NOOP("Sport", "Black wins when as many as red"),
    "S-WIN-3": QT_TRANSLATE_NOOP("Sport", "Three rounds without a departure: a draw"),
    "S-WIN-4": QT_TRANSLATE_NOOP("Sport", "The game has ended: only bonuses, fouls and disqualifications"),
    "S-SCORE-1": QT_TRANSLATE_NOOP("Sport", "Points from the scoring table"),
    "S-VIEW-3": QT_TRANSLATE_NOOP("Sport", "The black team meets at night 0 and knows each other"),
}

OPTION_LABELS: dict[str, str] = {
    "agreement_s": QT_TRANSLATE_NOOP("Sport", "Seconds of the black team's agreement on night 0"),
    "night0_meeting": QT_TRANSLATE_NOOP("Sport", "The black team meets at night 0 (sees each other)"),
    "speech_s": QT_TRANSLATE_NOOP("Sport", "Seconds of a speech"),
    "defence_s": QT_TRANSLATE_NOOP("Sport", "Seconds of a defence speech"),
    "last_word_s": QT_TRANSLATE_NOOP("Sport", "Seconds of a last word"),
    "short_speech_s": QT_TRANSLATE_NOOP("Sport", "Seconds of a speech shortened by a third foul"),
    "free_composition": QT_TRANSLATE_NOOP("Sport", "Free table: 6 to 14 players, fewer black than red"),
    "nomination_withdrawal": QT_TRANSLATE_NOOP("Sport", "A speaker may withdraw their nomination"),
    "best_move": QT_TRANSLATE_NOOP("Sport", "Who may name a best move"),
    "best_move_guesses": QT_TRANSLATE_NOOP("Sport", "How many players a best move names"),
    "raise_all_three_of_nine": QT_TRANSLATE_NOOP("Sport", "Nine alive: three tied again are put to the raise-all"),
    "removal_cancels_vote": QT_TRANSLATE_NOOP("Sport", "A removal by fouls cancels the vote (anti-monster)"),
    "stall_with_four": QT_TRANSLATE_NOOP("Sport", "Three rounds without a departure with four alive"),
    "points_win": QT_TRANSLATE_NOOP("Sport", "Points for a win"),
    "points_best_move_2": QT_TRANSLATE_NOOP("Sport", "Points for a best move with 2 black"),
    "points_best_move_3": QT_TRANSLATE_NOOP("Sport", "Points for a best move with 3 black"),
    "penalty_fouls": QT_TRANSLATE_NOOP("Sport", "Points for a fourth foul"),
    "penalty_disqualified": QT_TRANSLATE_NOOP("Sport", "Points for a disqualification"),
    "penalty_team_defeat": QT_TRANSLATE_NOOP("Sport", "Points for a team defeat (PPK)"),
}

CHOICE_NAMES: dict[str, str] = {
    "fiim": QT_TRANSLATE_NOOP("Sport", "FIIM"),
    "explicit": QT_TRANSLATE_NOOP("Sport", "allowed"),
    "none": QT_TRANSLATE_NOOP("Sport", "no"),
    "first_night": QT_TRANSLATE_NOOP("Sport", "the first night's victim"),
    "any_night": QT_TRANSLATE_NOOP("Sport", "every night's victim"),
    "three": QT_TRANSLATE_NOOP("Sport", "three"),
    "one_to_three": QT_TRANSLATE_NOOP("Sport", "one to three"),
    "yes": QT_TRANSLATE_NOOP("Sport", "yes"),
    "no": QT_TRANSLATE_NOOP("Sport", "no"),
    "if_nominated": QT_TRANSLATE_NOOP("Sport", "if the player is a candidate"),
    "red_wins": QT_TRANSLATE_NOOP("Sport", "red wins"),
    "draw": QT_TRANSLATE_NOOP("Sport", "a draw"),
}


#: The teams in the rules' order (``rules.sport.TEAM_ORDER``).
SIDES: tuple[str, ...] = ("red", "black")

#: THE team colours (the seats, the new-game dialog, the players' screen, the reports).
SIDE_COLOURS: dict[str, str] = {"red": "#c62828", "black": "#212121"}

#: The team of each role id (S-ROLE-*; ``rules.sport.SportRole.team``).
SIDE_OF_ROLE: dict[str, str] = {"civilian": "red", "sheriff": "red", "mafioso": "black",
                                "don": "black"}


def tr(text: str) -> str:
    """Translate ``text`` in the ``Sport`` context."""
    return QCoreApplication.translate(CTX, text)


# A rules family's name (``"sport"`` -> "Sport" / «Спортивная»).
family_name = Lookup(CTX, FAMILY_NAMES)

# A sport role's name (``"don"`` -> "Don" / «Дон»).
role_name = Lookup(CTX, ROLE_NAMES)

# A team's name (``"red"`` -> "Red" / «Красные»).
team_name = Lookup(CTX, TEAM_NAMES)

# How a player left (``"shot"`` -> "shot" / «убит ночью»).
cause_name = Lookup(CTX, CAUSE_NAMES)

# A check's answer (``"not_sheriff"`` -> "not the sheriff").
answer_name = Lookup(CTX, ANSWER_NAMES)

# A penalty's kind (``"team_defeat"`` -> "team defeat (PPK)" / «ППК»).
penalty_name = Lookup(CTX, PENALTY_NAMES)

# The title of an S-* rule a report names ("" for ``None``; the ID itself when it has
# no title here).
rule_title = Lookup(CTX, RULE_TITLES)

# The one-line explanation of a sport option.
option_label = Lookup(CTX, OPTION_LABELS)

# The name of a sport option's word value (or the preset).
choice_name = Lookup(CTX, CHOICE_NAMES)

# A sport stage (``"raise_all"`` -> "raise-all" / «подъём»).
stage_name = Lookup(CTX, STAGE_NAMES)

# A kind of speech (``"defence"`` -> "defence speech" / «оправдательная речь»).
speech_name = Lookup(CTX, SPEECH_NAMES)


# The names the host window's modules call them by.
sport_role_name = role_name
sport_stage_name = stage_name
sport_cause_name = cause_name
check_answer_name = answer_name
sport_rule_title = rule_title
sport_option_label = option_label
sport_choice_name = choice_name


__all__ = ["SIDES", "SIDE_COLOURS", "SIDE_OF_ROLE", "CTX", "FAMILY_NAMES", "ROLE_NAMES", "TEAM_NAMES", "CAUSE_NAMES", "ANSWER_NAMES",
           "PENALTY_NAMES", "STAGE_NAMES", "SPEECH_NAMES", "RULE_TITLES", "OPTION_LABELS",
           "CHOICE_NAMES", "tr", "family_name", "role_name", "team_name", "cause_name",
           "answer_name", "penalty_name", "rule_title", "option_label", "choice_name",
           "stage_name", "speech_name", "sport_role_name", "sport_stage_name",
           "sport_cause_name", "check_answer_name", "sport_rule_title", "sport_option_label",
           "sport_choice_name"]
