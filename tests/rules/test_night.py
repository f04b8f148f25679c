"""The night's resolution (``resolve_night``): who dies, and every chosen kill that does
not count with the rule that voids it. Named after the rules they check."""

from __future__ import annotations

import re

from mafia_desktop.rules.classic import (
    NightResult,
    Role,
    VoidKill,
    night_victims,
    resolve_night,
)
from mafia_desktop.rules.classic.random_player import random_states

from ..conftest import SHARED
from .helpers import FULL, make, push

NIGHT = dict(first_phase="night")


def test_r_night_1_the_dead_and_the_void_of_a_plain_night() -> None:
    game = make(FULL, "mafia_kill Dasha", "maniac_kill Egor", **NIGHT)
    assert resolve_night(game.state) == NightResult(((5, "mafia"), (6, "maniac")), ())
    assert night_victims(game.state) == resolve_night(game.state).deaths


def test_r_night_1_a_victim_of_both_dies_once() -> None:
    game = make(FULL, "mafia_kill Dasha", "maniac_kill Dasha", **NIGHT)
    assert resolve_night(game.state) == NightResult(((5, "mafia+maniac"),), ())


def test_r_night_1_a_victim_the_host_removed_in_the_night_is_void() -> None:
    game = make(FULL, "mafia_kill Dasha", "maniac_kill Egor", "host_kill Dasha",
                "host_kill Egor", **NIGHT)
    assert resolve_night(game.state).void == (VoidKill("mafia", 5, "R-NIGHT-1"),
                                              VoidKill("maniac", 6, "R-NIGHT-1"))
    assert resolve_night(game.state).deaths == ()


def test_r_doc_2_the_protected_survive_and_the_kill_names_the_rule() -> None:
    game = make(FULL, "protect Dasha", "nominate Boris Kira", "open_vote", "vote Boris Kira",
                "close_vote", "end_day", "mafia_kill Dasha", "maniac_kill Dasha")
    result = resolve_night(game.state)
    assert result.deaths == ()
    assert result.void == (VoidKill("mafia", 5, "R-DOC-2"), VoidKill("maniac", 5, "R-DOC-2"))


def test_r_gf_2_the_maniac_killing_the_godfather_voids_the_mafias_kill() -> None:
    game = make(FULL, "mafia_kill Dasha", "maniac_kill Anna", **NIGHT)
    result = resolve_night(game.state)
    assert result.deaths == ((1, "maniac"),)
    assert result.void == (VoidKill("mafia", 5, "R-GF-2"),)


def test_r_gf_2_a_godfather_removed_in_the_night_voids_the_kill() -> None:
    game = make(FULL, "mafia_kill Dasha", "maniac_kill Egor", "host_kill Anna", **NIGHT)
    assert resolve_night(game.state).void == (VoidKill("mafia", 5, "R-GF-2"),)


def test_r_maf_5_and_r_man_2_no_description_no_kill() -> None:
    game = make(FULL, "mafia_kill Dasha", "maniac_kill Egor", "host_kill Ivan",
                first_phase="night", kill_requires_description=True)
    # the maniac was removed after his kill: R-HOST-1 voids it before anything else
    assert resolve_night(game.state).void == (VoidKill("mafia", 5, "R-MAF-5"),
                                              VoidKill("maniac", 6, "R-HOST-1"))
    game = make(FULL, "maniac_kill Egor", "mafia_pass", first_phase="night",
                kill_requires_description=True)
    assert resolve_night(game.state).void == (VoidKill("maniac", 6, "R-MAN-2"),)


def test_r_maf_4_a_silent_mafia_has_refused_to_kill() -> None:
    game = make(FULL, "maniac_kill Egor", **NIGHT)
    assert resolve_night(game.state).void == (VoidKill("mafia", None, "R-MAF-4"),)
    push(game, "mafia_pass")                          # R-MAF-2: a pass is no kill
    assert resolve_night(game.state).void == ()


def test_r_night_1_every_chosen_kill_is_a_death_or_a_void_kill() -> None:
    """Over random nights: the mafia's and the maniac's chosen victims each die (with
    their cause) or are void with a rule of RULES.md §4-5; the two never both."""
    rules = set(re.findall(r"\*\*(R-[A-Z]+-\d+)\*\*", (SHARED / "RULES.md").read_text("utf-8")))
    nights = 0
    for s in random_states(5, 6000):
        if s.stage.value != "night" or s.outcome is not None:
            continue
        nights += 1
        result = resolve_night(s)
        causes = dict(result.deaths)
        void = {v.killer: v for v in result.void}
        assert len(void) == len(result.void) and all(v.rule in rules for v in result.void)
        for killer, decision in (("mafia", s.mafia), ("maniac", s.maniac)):
            target = None if decision is None else decision.target
            died = target is not None and killer in causes.get(target, "")
            if decision is None and killer == "maniac":
                assert killer not in void
            elif target is None:  # the mafia passed (R-MAF-2) or was silent (R-MAF-4)
                silent = decision is None and bool(s.living_with(Role.GODFATHER, Role.MAFIOSO))
                assert (killer in void) == silent
            else:
                assert died != (killer in void), (s, result)
    assert nights > 500
