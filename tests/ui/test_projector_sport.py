"""The players' screen of a sport game: drawn only from the sport public view; no role,
check, shot target or best-move count in any text it draws before the end (5,000+
states of random sport games, in English and Russian); what it shows (the speaker and
the time, foul pips, the vote as it is entered, who left and how, the end revealed)."""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QGraphicsEllipseItem

from mafia_desktop.i18n import isolate
from mafia_desktop.i18n.language import set_language
from mafia_desktop.rules.log_format import load_game
from mafia_desktop.rules.public_view import public_view
from mafia_desktop.rules.sport import actions as A
from mafia_desktop.rules.sport.engine import sport_apply
from mafia_desktop.rules.sport.random_player import (
    NAMES,
    play_random_sport_game,
    random_sport_states,
)
from mafia_desktop.rules.sport.roles import SportRole
from mafia_desktop.rules.sport.ruleset import sport_ruleset_from
from mafia_desktop.rules.sport.setup import make_sport_setup, sport_start_state
from mafia_desktop.rules.sport.state import SportState
from mafia_desktop.rules.sport.view import SportPublicSeat, SportPublicView
from mafia_desktop.ui.families.sport.projector import FOUL_COLOURS
from mafia_desktop.ui.players_screen.projector import ProjectorScene
from tests.conftest import SCENARIOS

WALKED: list[int] = []
#: Words that would tell a secret before the end, in both languages: the roles, the
#: teams and the checks' answers (S-SETUP-3, S-CHECK-1), as whole words.
SECRET_WORDS = re.compile(
    r"\b(sheriff|don|mafia|mafioso|civilian|red|black|not sheriff|шериф\w*|дон\w*|мафи\w*|"
    r"мирн\w*|красн\w*|чёрн\w*|черн\w*)\b", re.IGNORECASE)


def sport_states(seed: int, at_least: int, size: int = 10) -> Iterator[SportState]:
    """Every state of random sport games at a table of ``size`` (10: the FIIM table; else
    a free composition with one don, one sheriff and about a third black)."""
    if size == 10:
        yield from random_sport_states(seed, at_least)
        return
    rng = random.Random(seed)
    ruleset = sport_ruleset_from("fiim", {"free_composition": True})
    black = (size - 1) // 3
    roles = [SportRole.DON, SportRole.SHERIFF] + [SportRole.MAFIOSO] * (black - 1)
    roles += [SportRole.CIVILIAN] * (size - len(roles))
    states: list[SportState] = []
    while len(states) < at_least:
        rng.shuffle(roles)
        setup = make_sport_setup([(i + 1, NAMES[i], r) for i, r in enumerate(roles)],
                                 ruleset, rng.randrange(2**32))
        play_random_sport_game(setup, rng.randrange(2**32), on_state=states.append)
    yield from states


def scrub(state: SportState) -> SportState:
    """The same state with every secret of a game that goes on replaced: every role
    dealt anew at random (the same numbers of each), no check, no shot target, every
    best move's count of black players zero."""
    roles = [p.role for p in state.setup.players]
    random.Random(len(state.deaths)).shuffle(roles)
    players = tuple(dataclasses.replace(p, role=r) for p, r in zip(state.setup.players, roles))
    setup = dataclasses.replace(state.setup, players=players)
    moves = tuple(dataclasses.replace(b, black=0) for b in state.best_moves)
    deaths = tuple(dataclasses.replace(d, status="civilian") for d in state.deaths)
    return state._replace(setup=setup, checks=(), shot_target=None, best_moves=moves,
                          deaths=deaths)


def test_the_sport_view_fields_are_the_reviewed_ones() -> None:
    # A new field must be reviewed for secrets before it is added to this list.
    assert [f.name for f in dataclasses.fields(SportPublicView)] == [
        "family", "phase_kind", "phase_number", "stage", "seats", "speaker", "speech",
        "speech_s", "agreement_s", "nominations", "vote_round", "candidates", "ballots",
        "next_candidate", "rounds", "vote_cancelled", "best_move", "best_move_black",
        "ended", "winners", "outcome_rule", "revealed"]
    assert [f.name for f in dataclasses.fields(SportPublicSeat)] == [
        "seat", "name", "alive", "fouls", "left", "left_in", "role", "points"]


@pytest.mark.parametrize("seed", range(4))
def test_no_secret_in_any_text_the_sport_projector_draws(qapp, seed: int) -> None:
    """Before the end no text names a role, a team or a check's answer, and the view
    and the texts are those of the same state with every secret scrubbed; the
    secrets' fields hold nothing. Half the seeds in Russian."""
    set_language("ru" if seed % 2 else "en", qapp)
    try:
        scene = ProjectorScene()
        walked = 0
        for k, state in enumerate(random_sport_states(1000 + seed, at_least=1300)):
            reveal = k % 2 == 0  # the host's "Reveal roles" counts only at the end
            view = public_view(state, reveal_roles=reveal)
            scene.set_timer(None if k % 3 else 42, "Speech")
            scene.show_view(view)
            drawn = scene.texts()
            if state.ended:
                continue
            assert all(s.role is None and s.points is None for s in view.seats)
            assert view.best_move_black is None and not view.revealed
            leaked = [t for t in drawn if SECRET_WORDS.search(t)]
            assert not leaked, (k, leaked)
            blind = public_view(scrub(state), reveal_roles=reveal)
            assert blind == view, k
            scene.show_view(blind)
            assert sorted(scene.texts()) == sorted(drawn), k
            walked += 1
        WALKED.append(walked)
    finally:
        set_language("en", qapp)


def test_at_least_5000_sport_projector_states_were_walked() -> None:
    assert sum(WALKED) >= 5000, sum(WALKED)


def _scenario(name: str):  # type: ignore[no-untyped-def]
    return load_game((SCENARIOS / f"{name}.mafia.json").read_text())


def test_the_speaker_is_large_with_the_time_left(qapp) -> None:
    game = _scenario("sport_red_wins")
    scene = ProjectorScene()
    scene.show_view(public_view(game.state_after(0)))  # night 0: the agreement minute
    assert {"Night 0", "The agreement minute", "01:00"} <= set(scene.texts())
    scene.show_view(public_view(game.state_after(1)))  # day 1: seat 1 speaks
    assert {"Day 1", "Speech", f"1. {isolate('Anna')}", "01:00"} <= set(scene.texts())
    scene.set_timer(17, "Speech")  # the host's timer runs: its seconds are shown
    assert "00:17" in scene.texts() and "01:00" not in scene.texts()
    scene.set_timer(None)
    assert "01:00" in scene.texts()


def test_foul_pips_are_shown_one_to_four(qapp) -> None:
    game = _scenario("sport_red_wins")
    scene = ProjectorScene()

    def pips() -> dict[str, int]:
        shown: dict[str, int] = {}
        for item in scene.items():
            if isinstance(item, QGraphicsEllipseItem) and item.isVisible():
                colour = item.brush().color().name()
                if colour in FOUL_COLOURS.values():
                    shown[colour] = shown.get(colour, 0) + 1
        return shown

    base = game.state_after(1)  # day 1, seat 1 speaks
    seats = list(base.living())[:4]
    state = base
    for k, seat in enumerate(seats):  # seat k gets k + 1 fouls (4: removed)
        for _ in range(k + 1):
            state = sport_apply(state, A.Foul(seat))
    scene.show_view(public_view(state))
    # 1 + 2 pips amber, 3 orange; the fourth foul removed its player: "4 fouls"
    assert pips() == {FOUL_COLOURS[1]: 3, FOUL_COLOURS[3]: 3}
    assert "4 fouls" in scene.texts()
    assert f"Fourth foul: 4. {isolate('Gleb')}" in scene.texts()


def test_a_vote_revote_and_raise_all_are_shown_as_entered(qapp) -> None:
    game = _scenario("sport_tie_raise_all")
    scene = ProjectorScene()
    seen: set[str] = set()
    for k in range(len(game) + 1):
        state = game.state_after(k)
        view = public_view(state)
        scene.show_view(view)
        texts = scene.texts()
        seen.update(texts)
        if view.stage == "vote":
            for seat in view.candidates:  # every candidate listed in voting order
                assert f"{seat}. {isolate(view.seats[seat - 1].name)}" in texts
            for candidate, voters in view.ballots:  # each ballot's count as entered
                assert str(len(voters)) in texts
    assert "The vote" in seen and "Defence speeches" in seen and "Raise-all" in seen
    assert any(t.startswith("Revote") for t in seen)
    assert any(t.startswith("Raise-all: ") for t in seen)


def test_the_end_shows_roles_best_move_and_points_only_once_revealed(qapp) -> None:
    game = _scenario("sport_red_wins")
    assert game.state.ended
    scene = ProjectorScene()
    scene.show_view(public_view(game.state))
    hidden = scene.texts()
    assert "Red wins" in hidden and "Points" not in hidden
    assert not [t for t in hidden if re.search(r"\b(Sheriff|Don|Mafia|Mafioso|Civilian)\b", t)]
    scene.show_view(public_view(game.state, reveal_roles=True))
    shown = scene.texts()
    assert {"Red wins", "Points", "Sheriff", "Don", "Mafioso", "Civilian"} <= set(shown)
    view = public_view(game.state, reveal_roles=True)
    if view.best_move:
        assert any("black)" in t for t in shown)


def test_a_right_to_left_name_is_isolated_in_every_sentence(qapp) -> None:
    game = _scenario("sport_tie_raise_all")
    scene = ProjectorScene()
    hebrew = "\u05d3\u05e0\u05d4"
    for k in range(len(game) + 1):
        view = public_view(game.state_after(k))
        seats = tuple(dataclasses.replace(s, name=hebrew if s.seat in (6, 9) else s.name)
                      for s in view.seats)
        scene.show_view(dataclasses.replace(view, seats=seats))
        for text in scene.texts():
            if hebrew in text and text != hebrew:
                assert isolate(hebrew) in text, text


def _night_1(actions: list[A.SportAction]) -> list[SportState]:
    """Every state of a FIIM game: night 0, a quiet day 1 (Gleb gets three fouls), then
    night 1's ``actions`` and its end, and day 2's first speech."""
    from tests.rules.sport_helpers import TABLE
    setup = make_sport_setup(TABLE, sport_ruleset_from("fiim"), 5)
    state = sport_start_state(setup)
    states = [state]
    log: list[A.SportAction] = [A.SportEndNight(), A.Foul(4), A.Foul(4), A.Foul(4)]
    log += [A.EndSpeech()] * 10 + [A.SportEndDay(), *actions, A.SportEndNight(),
                                   A.EndSpeech()]
    for action in log:
        state = sport_apply(state, action)
        states.append(state)
    return states


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_shot_player_fouled_out_the_same_night_is_never_told(qapp, language) -> None:
    """S-SHOT-2 (issue 24, a secret on the players' screen): the black team shoots Gleb,
    the host takes his best move, then Gleb's fourth foul removes him before the night
    ends. The players' screen must show what it would show had the black team missed:
    that Gleb left by fouls, and nothing of the shot or the best move."""
    set_language(language, qapp)
    try:
        shot = _night_1([A.Shot(4), A.BestMove((2, 5, 8)), A.Foul(4)])
        missed = _night_1([A.Shot(None), A.Foul(4)])
        assert [(d.seat, d.cause) for d in shot[-1].deaths] == [(4, "fouls")]
        scene = ProjectorScene()
        for k, (a, b) in enumerate(zip(shot[-3:], missed[-3:])):
            view = public_view(a)
            assert view == public_view(b), k
            scene.show_view(view)
            told = scene.texts()
            scene.show_view(public_view(b))
            assert sorted(told) == sorted(scene.texts()), k
    finally:
        set_language("en", qapp)


def test_a_best_move_named_at_night_is_shown_when_the_last_word_begins(qapp) -> None:
    states = _night_1([A.Shot(1), A.BestMove((2, 5, 8))])
    at_night, after = states[-3], states[-2]
    assert at_night.best_moves and public_view(at_night).best_move == ()
    assert (after.speaker, after.speech) == (1, "last_word")
    assert public_view(after).best_move == ((1, (2, 5, 8)),)
