"""The ruleset: every option of RULES.md, and the ``seed`` and ``table`` presets (§7).

A :class:`Ruleset` is immutable. Build one with :func:`ruleset_from` from a preset name
and option overrides, as a game log's ``ruleset`` object holds them.

>>> r = ruleset_from("table", {"doctor_self_protect": False})
>>> r.vote_window_s, r.doctor_self_protect, r.preset
(120, False, 'table')
>>> r.overrides()
{'doctor_self_protect': False}
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..options import OptionSpec, OptionValue, options_of, overrides_of, ruleset_from_presets

OPTIONS: dict[str, OptionSpec] = {
    spec.name: spec
    for spec in (
        OptionSpec("status_granularity", "R-ROLE-1", str, ("role", "faction"),
                   "statuses are roles, or only factions"),
        OptionSpec("first_phase", "R-SETUP-5", str, ("day", "night"),
                   "the game starts with Day 1 or with Night 1"),
        OptionSpec("vote_window_s", "R-VOTE-1", int, None,
                   "seconds a vote stays open after the host opens it", minimum=1),
        OptionSpec("vote_window_enforced", "R-VOTE-1", bool, None,
                   "the engine refuses a vote timed at or after the window's end (the forum); "
                   "else the host's timer is the window"),
        OptionSpec("vote_changes", "R-VOTE-3", int, None,
                   "how often a voter may change or withdraw a vote (-1: any number)",
                   minimum=-1),
        OptionSpec("tie_break", "R-VOTE-7", str, ("earliest_last_vote", "host_choice"),
                   "a tie executes the candidate whose last vote came first, or the host chooses"),
        OptionSpec("no_votes_policy", "R-VOTE-8", str, ("random", "host_choice"),
                   "with no vote standing, a random candidate or the host's choice is executed"),
        OptionSpec("last_word_s", "R-EXEC-2", int, None,
                   "seconds of the executed player's last word", minimum=0),
        OptionSpec("doctor_self_protect", "R-DOC-1", bool, None,
                   "the doctor may protect themself"),
        OptionSpec("doctor_repeat_target", "R-DOC-1", bool, None,
                   "the doctor may protect the same player two nights running"),
        OptionSpec("mafia_can_target_mafia", "R-MAF-1", bool, None,
                   "the mafia may kill one of its own"),
        OptionSpec("kill_requires_description", "R-MAF-5", bool, None,
                   "a night kill without a description does not count"),
        OptionSpec("godfather_day_death_blocks_night", "R-GF-2", bool, None,
                   "a godfather who dies by day also blocks the following night's kill"),
        OptionSpec("reveal_on_death", "R-HOST-2", str, ("role", "faction", "none"),
                   "what the host announces of a player who dies"),
        OptionSpec("maniac_counts_as_town", "R-WIN-1", bool, None,
                   "the maniac counts as town when comparing mafia with town"),
        OptionSpec("town_must_kill_maniac", "R-WIN-2", bool, None,
                   "town wins only when the maniac is dead too"),
        OptionSpec("maniac_wins_if_survives", "R-WIN-3", bool, None,
                   "a living maniac wins beside the town or the mafia"),
    )
}


@dataclass(frozen=True, slots=True)
class Ruleset:
    """Every option of RULES.md with its default (the ``table`` preset's values).

    Times are in seconds. ``preset`` names the preset the options started from.
    """

    preset: str = "table"
    status_granularity: str = "role"
    first_phase: str = "day"
    vote_window_s: int = 120
    vote_window_enforced: bool = False
    vote_changes: int = 1
    tie_break: str = "earliest_last_vote"
    no_votes_policy: str = "host_choice"
    last_word_s: int = 60
    doctor_self_protect: bool = True
    doctor_repeat_target: bool = True
    mafia_can_target_mafia: bool = False
    kill_requires_description: bool = False
    godfather_day_death_blocks_night: bool = False
    reveal_on_death: str = "role"
    maniac_counts_as_town: bool = False
    town_must_kill_maniac: bool = False
    maniac_wins_if_survives: bool = True

    @property
    def family(self) -> str:
        """``"classic"``: the rules family (``ruleset.family`` in the log)."""
        return "classic"

    def options(self) -> dict[str, OptionValue]:
        """All options by name (without ``preset``)."""
        return options_of(self)

    def overrides(self) -> dict[str, OptionValue]:
        """The options that differ from this ruleset's preset, as a log stores them."""
        return overrides_of(self, PRESETS)


#: RULES.md §7. ``table`` is the app's default for a new game.
PRESETS: dict[str, Ruleset] = {
    "table": Ruleset(),
    "seed": Ruleset(preset="seed", vote_window_s=3600, vote_window_enforced=True,
                    no_votes_policy="random", last_word_s=3600, kill_requires_description=True),
}


def ruleset_from(preset: str, options: Mapping[str, object] | None = None) -> Ruleset:
    """Build a ruleset from a preset and option overrides.

    Args:
        preset: ``"table"`` or ``"seed"`` (RULES.md §7).
        options: option name -> value; names and values as in RULES.md.
    Raises:
        LogFormatError: an unknown preset or option, or a value of the wrong type or
            outside the option's choices (``field`` names it).
    """
    return ruleset_from_presets(PRESETS, OPTIONS, preset, options,
                                option_word="option")
