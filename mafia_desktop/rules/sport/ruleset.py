"""The sport ruleset: every option of RULES_SPORT.md §8 with FIIM's defaults.

>>> r = sport_ruleset_from("fiim", {"best_move": "none"})
>>> r.speech_s, r.best_move, r.overrides()
(60, 'none', {'best_move': 'none'})
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..options import OptionSpec, OptionValue, options_of, overrides_of, ruleset_from_presets


@dataclass(frozen=True, slots=True)
class SportRuleset:
    """Every sport option (RULES_SPORT.md §8) with its FIIM default.

    Times are in seconds; points are fractions of a point (floats).
    ``night0_meeting`` (S-VIEW-3, ``docs/rules-engine.md``) is the program's own option,
    not one of §8's: ``False`` for clubs whose black team never meets (no partners in a
    seat's view).
    """

    preset: str = "fiim"
    agreement_s: int = 60
    night0_meeting: bool = True
    speech_s: int = 60
    defence_s: int = 30
    last_word_s: int = 60
    short_speech_s: int = 30
    free_composition: bool = False
    nomination_withdrawal: str = "none"
    best_move: str = "first_night"
    best_move_guesses: str = "three"
    raise_all_three_of_nine: bool = False
    removal_cancels_vote: str = "yes"
    stall_with_four: str = "red_wins"
    points_win: float = 1.0
    points_best_move_2: float = 0.25
    points_best_move_3: float = 0.4
    penalty_fouls: float = -0.5
    penalty_disqualified: float = -0.5
    penalty_team_defeat: float = -1.0

    @property
    def family(self) -> str:
        """``"sport"``: the rules family (``ruleset.family`` in the log)."""
        return "sport"

    def options(self) -> dict[str, OptionValue]:
        """All options by name (without ``preset``)."""
        return options_of(self)

    def overrides(self) -> dict[str, OptionValue]:
        """The options that differ from this ruleset's preset, as a log stores them."""
        return overrides_of(self, SPORT_PRESETS)


def _time(name: str, rule: str, help: str) -> OptionSpec:
    return OptionSpec(name, rule, int, None, help, minimum=0, maximum=86_400)


def _points(name: str, help: str) -> OptionSpec:
    return OptionSpec(name, "S-SCORE-1", float, None, help, minimum=-100, maximum=100)


#: RULES_SPORT.md §8: every option, with the rule that defines it.
SPORT_OPTIONS: dict[str, OptionSpec] = {
    spec.name: spec
    for spec in (
        _time("agreement_s", "S-NIGHT0-1", "seconds of the black team's agreement on night 0"),
        OptionSpec("night0_meeting", "S-VIEW-3", bool, None,
                   "the black team meets at night 0 and knows each other (false: never meets)"),
        _time("speech_s", "S-SPEECH-1", "seconds of a regular speech"),
        _time("defence_s", "S-TIE-1", "seconds of a defence speech"),
        _time("last_word_s", "S-SPEECH-1", "seconds of a last word"),
        _time("short_speech_s", "S-FOUL-2", "seconds of a speech shortened by a third foul"),
        OptionSpec("free_composition", "S-SETUP-1", bool, None,
                   "6 to 14 players, one don, one sheriff, fewer black than red"),
        OptionSpec("nomination_withdrawal", "S-NOM-2", str, ("none", "explicit"),
                   "a speaker may withdraw their nomination during their speech"),
        OptionSpec("best_move", "S-BEST-1", str, ("first_night", "any_night", "none"),
                   "who may name a best move"),
        OptionSpec("best_move_guesses", "S-BEST-1", str, ("three", "one_to_three"),
                   "a best move names exactly three players, or one to three"),
        OptionSpec("raise_all_three_of_nine", "S-TIE-4", bool, None,
                   "with nine alive, three candidates tied again are put to the raise-all"),
        OptionSpec("removal_cancels_vote", "S-FOUL-4", str, ("yes", "no", "if_nominated"),
                   "a removal by fouls cancels the current or the next vote"),
        OptionSpec("stall_with_four", "S-WIN-3", str, ("red_wins", "draw"),
                   "three rounds without a departure with four alive: red wins, or a draw"),
        _points("points_win", "points for a win"),
        _points("points_best_move_2", "points for a best move naming 2 black"),
        _points("points_best_move_3", "points for a best move naming 3 black"),
        _points("penalty_fouls", "points for a fourth foul"),
        _points("penalty_disqualified", "points for a disqualification"),
        _points("penalty_team_defeat", "points for causing a team defeat"),
    )
}

#: RULES_SPORT.md §8: ``fiim`` holds every default.
SPORT_PRESETS: dict[str, SportRuleset] = {"fiim": SportRuleset()}


def sport_ruleset_from(preset: str, options: Mapping[str, object] | None = None) -> SportRuleset:
    """Build a sport ruleset from a preset (``"fiim"``) and option overrides.

    Raises:
        LogFormatError: an unknown preset or option, or a value of the wrong type or
            outside the option's choices (``field`` names it).
    """
    return ruleset_from_presets(SPORT_PRESETS, SPORT_OPTIONS, preset, options,
                                option_word="sport option", preset_note=" for the sport family")
