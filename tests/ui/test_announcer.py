"""The spoken announcements say no secret (DESIGN.md's information boundary, the same as
the players' screen): over every change of random games (random tables and rulesets,
every status granularity), in English and in Russian, no announcement names a role or
faction that is not a dead player's announced status or the winners, names no player
who has not just left the game (so never a check's, a protection's or a night's target),
names nobody at night, and never speaks of checks, targets or protection.
"""

from __future__ import annotations

import random
import re

import pytest

from mafia_desktop.i18n.classic import names
from mafia_desktop.i18n.language import remove_translators, set_language
from mafia_desktop.rules import Game
from mafia_desktop.rules.classic.random_player import play_random_game, random_ruleset, random_setup
from mafia_desktop.rules.classic.view import PublicView
from mafia_desktop.rules.public_view import public_view
from mafia_desktop.ui.families.classic import announcer
from mafia_desktop.ui.families.classic.announcer import STEPS
from mafia_desktop.ui.sound.announcer import announcements

SECRET_WORDS = ("check", "target", "protect", "heal", "answer", "same", "different")


def _words(text: str) -> str:
    return " " + re.sub(r"[^\w]+", " ", text.lower()) + " "


def leaks(before: PublicView, after: PublicView, texts: list[str]) -> list[str]:
    """What the texts say that the table may not hear."""
    said = _words(" ".join(texts))
    allowed = {names.status_name(s.status).lower() for s in after.seats
               if not s.alive and s.status is not None}
    allowed |= {names.faction_name(f).lower() for f in after.winners}
    found = []
    for word in [names.role_name(r) for r in names.ROLE_NAMES if r != "host"] + [
            names.faction_name(f) for f in names.FACTION_NAMES]:
        if _words(word) in said and word.lower() not in allowed:
            found.append(f"role or faction {word!r}")
    gone = {s.name for s in after.seats if not s.alive}
    for seat in after.seats:
        if _words(seat.name) in said and (seat.name not in gone or
                                          (after.phase_kind == "night" and not after.ended)):
            found.append(f"player {seat.name!r}")
    found += [f"word {w!r}" for w in SECRET_WORDS if w in said and not any(
        w in _words(s.name) for s in after.seats)]
    return found


def walk(seeds: range) -> int:
    said = 0
    for seed in seeds:
        rng = random.Random(seed)
        setup = random_setup(rng, rng.randint(5, 14), random_ruleset(rng))
        game: Game = play_random_game(setup, seed, thorough=True, max_actions=400)
        before = public_view(game.state_after(0))
        for i in range(1, len(game) + 1):
            after = public_view(game.state_after(i))
            texts = announcements(before, after)
            assert leaks(before, after, texts) == [], (seed, i, texts)
            said += len(texts)
            before = after
    return said


def test_no_announcement_says_a_secret_over_random_games(qapp):
    assert walk(range(20)) > 100  # many things were said: the check could fail


@pytest.mark.slow  # the thorough walk: three times the games of the one above
def test_no_announcement_says_a_secret_over_more_random_games(qapp):
    assert walk(range(20, 80)) > 300


def test_no_announcement_says_a_secret_in_russian(qapp):
    set_language("ru", qapp)
    try:
        assert names.role_name("doctor") != "Doctor"  # the Russian words are checked
        assert walk(range(15)) > 50
    finally:
        remove_translators(qapp)


def test_the_check_finds_a_leak():
    """The leak check itself: a role of a living player or a target's name is caught."""
    rng = random.Random(3)
    setup = random_setup(rng, 8, random_ruleset(rng))
    view = public_view(Game(setup).state)
    role = names.role_name(setup.players[0].role.value)
    name = view.seats[0].name
    assert leaks(view, view, [f"{role} is alive"])
    assert leaks(view, view, [f"Player 1, {name}, was checked"])


def test_the_announcer_reads_only_the_public_view():
    """Every step takes two PublicViews and nothing else (no state, no setup): a sport
    speaker's turn would be one more step reading a field of the view."""
    import inspect
    for step in STEPS:
        params = list(inspect.signature(step).parameters.values())
        assert [p.annotation for p in params] == ["PublicView", "PublicView"], step
    source = inspect.getsource(announcer)
    assert "GameState" not in source and ".state" not in source and "roles" not in source


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_game_just_opened_says_nothing(qapp, lang):
    rng = random.Random(1)
    view = public_view(Game(random_setup(rng, 7, random_ruleset(rng))).state)
    assert announcements(None, view) == [] and announcements(view, view) == []
