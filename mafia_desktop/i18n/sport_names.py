"""The sport family's words (RULES_SPORT.md), in the program's language: roles, teams,
stages, kinds of speech, ways of leaving, check answers, rule titles and option labels.

The English source texts are marked for Qt Linguist in the context ``SportTexts``; the
Russian ones are the clubs' terms (Мирный житель, Мафия, Дон, Шериф; фол, лучший ход,
подъём). Only ``PySide6.QtCore`` is imported from Qt, so the windows, the reports and
the command line may all use it.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

CTX = "SportTexts"

SPORT_ROLE_NAMES: dict[str, str] = {
    "civilian": QT_TRANSLATE_NOOP("SportTexts", "Civilian"),
    "sheriff": QT_TRANSLATE_NOOP("SportTexts", "Sheriff"),
    "mafioso": QT_TRANSLATE_NOOP("SportTexts", "Mafia"),
    "don": QT_TRANSLATE_NOOP("SportTexts", "Don"),
}

TEAM_NAMES: dict[str, str] = {
    "red": QT_TRANSLATE_NOOP("SportTexts", "Red"),
    "black": QT_TRANSLATE_NOOP("SportTexts", "Black"),
}

SPORT_STAGE_NAMES: dict[str, str] = {
    "night": QT_TRANSLATE_NOOP("SportTexts", "night"),
    "last_word": QT_TRANSLATE_NOOP("SportTexts", "last word"),
    "speeches": QT_TRANSLATE_NOOP("SportTexts", "speeches"),
    "vote": QT_TRANSLATE_NOOP("SportTexts", "vote"),
    "defence": QT_TRANSLATE_NOOP("SportTexts", "defence speeches"),
    "raise_all": QT_TRANSLATE_NOOP("SportTexts", "raise-all"),
    "day_end": QT_TRANSLATE_NOOP("SportTexts", "end of the day"),
    "ended": QT_TRANSLATE_NOOP("SportTexts", "game over"),
}

SPEECH_NAMES: dict[str, str] = {
    "regular": QT_TRANSLATE_NOOP("SportTexts", "speech"),
    "short": QT_TRANSLATE_NOOP("SportTexts", "short speech"),
    "silent": QT_TRANSLATE_NOOP("SportTexts", "silent turn (third foul)"),
    "defence": QT_TRANSLATE_NOOP("SportTexts", "defence speech"),
    "last_word": QT_TRANSLATE_NOOP("SportTexts", "last word"),
}

SPORT_CAUSE_NAMES: dict[str, str] = {
    "vote": QT_TRANSLATE_NOOP("SportTexts", "voted out"),
    "raise_all": QT_TRANSLATE_NOOP("SportTexts", "raised out"),
    "shot": QT_TRANSLATE_NOOP("SportTexts", "shot"),
    "fouls": QT_TRANSLATE_NOOP("SportTexts", "four fouls"),
    "disqualified": QT_TRANSLATE_NOOP("SportTexts", "disqualified"),
}

CHECK_ANSWERS: dict[str, str] = {
    "sheriff": QT_TRANSLATE_NOOP("SportTexts", "the sheriff"),
    "not_sheriff": QT_TRANSLATE_NOOP("SportTexts", "not the sheriff"),
    "black": QT_TRANSLATE_NOOP("SportTexts", "black"),
    "red": QT_TRANSLATE_NOOP("SportTexts", "red"),
}

SPORT_RULE_TITLES: dict[str, str] = {
    "S-SETUP-1": QT_TRANSLATE_NOOP("SportTexts", "Ten players: one don, two mafiosi, one sheriff, six civilians"),
    "S-SETUP-2": QT_TRANSLATE_NOOP("SportTexts", "Roles dealt by hand or at random"),
    "S-SETUP-3": QT_TRANSLATE_NOOP("SportTexts", "No role is announced before the end"),
    "S-NIGHT0-1": QT_TRANSLATE_NOOP("SportTexts", "Night 0: the black team's agreement; nobody shoots"),
    "S-SPEECH-1": QT_TRANSLATE_NOOP("SportTexts", "The last word, then one speech each round the table"),
    "S-SPEECH-2": QT_TRANSLATE_NOOP("SportTexts", "Each day opens with the next player"),
    "S-SPEECH-3": QT_TRANSLATE_NOOP("SportTexts", "The host ends every speech"),
    "S-NOM-1": QT_TRANSLATE_NOOP("SportTexts", "Only the speaker nominates, one candidate a day"),
    "S-NOM-2": QT_TRANSLATE_NOOP("SportTexts", "A nomination may be withdrawn during its maker's speech"),
    "S-VOTE-1": QT_TRANSLATE_NOOP("SportTexts", "The vote follows the speeches, in the order of nomination"),
    "S-VOTE-2": QT_TRANSLATE_NOOP("SportTexts", "One ballot per candidate; each player votes once"),
    "S-VOTE-3": QT_TRANSLATE_NOOP("SportTexts", "The votes left go to the last candidate"),
    "S-VOTE-4": QT_TRANSLATE_NOOP("SportTexts", "Most votes leaves, with a last word"),
    "S-TIE-1": QT_TRANSLATE_NOOP("SportTexts", "A tie: defence speeches and a revote"),
    "S-TIE-2": QT_TRANSLATE_NOOP("SportTexts", "A second tie: the raise-all question"),
    "S-TIE-3": QT_TRANSLATE_NOOP("SportTexts", "All the living tied: nobody leaves"),
    "S-DAY-1": QT_TRANSLATE_NOOP("SportTexts", "The host ends the day"),
    "S-SHOT-1": QT_TRANSLATE_NOOP("SportTexts", "One shot a night, or a miss"),
    "S-SHOT-2": QT_TRANSLATE_NOOP("SportTexts", "The shot player leaves with a last word"),
    "S-CHECK-1": QT_TRANSLATE_NOOP("SportTexts", "The don and the sheriff check one player a night"),
    "S-BEST-1": QT_TRANSLATE_NOOP("SportTexts", "The first night's victim names a best move"),
    "S-FOUL-1": QT_TRANSLATE_NOOP("SportTexts", "Fouls: at most four"),
    "S-FOUL-2": QT_TRANSLATE_NOOP("SportTexts", "A third foul costs the next speech"),
    "S-FOUL-3": QT_TRANSLATE_NOOP("SportTexts", "A fourth foul or a disqualification removes the player"),
    "S-FOUL-4": QT_TRANSLATE_NOOP("SportTexts", "A removal cancels the vote (anti-monster)"),
    "S-FOUL-5": QT_TRANSLATE_NOOP("SportTexts", "A team defeat ends the game"),
    "S-WIN-1": QT_TRANSLATE_NOOP("SportTexts", "Red wins when no black player is left"),
    "S-WIN-2": QT_TRANSLATE_NOOP("SportTexts", "Black wins when as many as red"),
    "S-WIN-3": QT_TRANSLATE_NOOP("SportTexts", "Three rounds without a departure: a draw"),
    "S-WIN-4": QT_TRANSLATE_NOOP("SportTexts", "The game has ended: only bonus points"),
    "S-SCORE-1": QT_TRANSLATE_NOOP("SportTexts", "Points from the scoring table"),
}

SPORT_OPTION_LABELS: dict[str, str] = {
    "agreement_s": QT_TRANSLATE_NOOP("SportTexts", "Seconds of the black team's agreement on night 0"),
    "speech_s": QT_TRANSLATE_NOOP("SportTexts", "Seconds of a speech"),
    "defence_s": QT_TRANSLATE_NOOP("SportTexts", "Seconds of a defence speech"),
    "last_word_s": QT_TRANSLATE_NOOP("SportTexts", "Seconds of a last word"),
    "short_speech_s": QT_TRANSLATE_NOOP("SportTexts", "Seconds of a speech shortened by a third foul"),
    "free_composition": QT_TRANSLATE_NOOP("SportTexts", "Free table: 6 to 14 players, fewer black than red"),
    "nomination_withdrawal": QT_TRANSLATE_NOOP("SportTexts", "A speaker may withdraw their nomination"),
    "best_move": QT_TRANSLATE_NOOP("SportTexts", "Who may name a best move"),
    "removal_cancels_vote": QT_TRANSLATE_NOOP("SportTexts", "A removal by fouls cancels the vote (anti-monster)"),
    "stall_with_four": QT_TRANSLATE_NOOP("SportTexts", "Three rounds without a departure with four alive"),
    "points_win": QT_TRANSLATE_NOOP("SportTexts", "Points for a win"),
    "points_best_move_2": QT_TRANSLATE_NOOP("SportTexts", "Points for a best move with 2 black"),
    "points_best_move_3": QT_TRANSLATE_NOOP("SportTexts", "Points for a best move with 3 black"),
    "penalty_fouls": QT_TRANSLATE_NOOP("SportTexts", "Points for a fourth foul"),
    "penalty_disqualified": QT_TRANSLATE_NOOP("SportTexts", "Points for a disqualification"),
    "penalty_team_defeat": QT_TRANSLATE_NOOP("SportTexts", "Points for a team defeat (PPK)"),
}

SPORT_CHOICE_NAMES: dict[str, str] = {
    "fiim": QT_TRANSLATE_NOOP("SportTexts", "FIIM"),
    "explicit": QT_TRANSLATE_NOOP("SportTexts", "allowed"),
    "none": QT_TRANSLATE_NOOP("SportTexts", "no"),
    "first_night": QT_TRANSLATE_NOOP("SportTexts", "the first night's victim"),
    "any_night": QT_TRANSLATE_NOOP("SportTexts", "every night's victim"),
    "yes": QT_TRANSLATE_NOOP("SportTexts", "yes"),
    "no": QT_TRANSLATE_NOOP("SportTexts", "no"),
    "if_nominated": QT_TRANSLATE_NOOP("SportTexts", "if the player is a candidate"),
    "red_wins": QT_TRANSLATE_NOOP("SportTexts", "red wins"),
    "draw": QT_TRANSLATE_NOOP("SportTexts", "a draw"),
}


def _word(table: dict[str, str], key: object) -> str:
    key = str(getattr(key, "value", key))
    source = table.get(key)
    return QCoreApplication.translate(CTX, source) if source is not None else key


def sport_role_name(role: object) -> str:
    """``"don"`` -> "Don" / "Дон"."""
    return _word(SPORT_ROLE_NAMES, role)


def team_name(team: object) -> str:
    """``"red"`` -> "Red" / "Красные"."""
    return _word(TEAM_NAMES, team)


def sport_stage_name(stage: object) -> str:
    """``"raise_all"`` -> "raise-all" / "подъём"."""
    return _word(SPORT_STAGE_NAMES, stage)


def speech_name(kind: object) -> str:
    """``"defence"`` -> "defence speech" / "оправдательная речь"."""
    return _word(SPEECH_NAMES, kind)


def sport_cause_name(cause: object) -> str:
    """``"fouls"`` -> "four fouls" / "четыре фола"."""
    return _word(SPORT_CAUSE_NAMES, cause)


def check_answer_name(answer: object) -> str:
    """``"not_sheriff"`` -> "not the sheriff" / "не шериф"."""
    return _word(CHECK_ANSWERS, answer)


def sport_rule_title(rule_id: str) -> str:
    """The short title of an S-* rule (the ID itself when unknown)."""
    return _word(SPORT_RULE_TITLES, rule_id)


def sport_option_label(name: str) -> str:
    """The one-line label of a sport option (RULES_SPORT.md §8)."""
    return _word(SPORT_OPTION_LABELS, name)


def sport_choice_name(value: object) -> str:
    """An option's word value (``"first_night"`` -> "the first night's victim")."""
    return _word(SPORT_CHOICE_NAMES, value)
