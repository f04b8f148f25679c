"""A sport game said aloud (issue 15 item 3 for the sport family): the announcements come
from two successive sport public views only, so they never hold a role before the end, a
check, or a night's shot before the night ends."""

from __future__ import annotations

import re

from mafia_desktop.rules.log_format import load_game
from mafia_desktop.rules.public_view import public_view
from mafia_desktop.rules.sport.random_player import random_sport_states
from mafia_desktop.ui.sound.announcer import announcements
from tests.conftest import SCENARIOS


def said(log_name: str) -> list[str]:
    game = load_game((SCENARIOS / log_name).read_bytes())
    before, out = None, []
    for i in range(len(game) + 1):
        view = public_view(game.state_after(i))
        out += announcements(before, view)
        before = view
    return out


def test_a_sport_game_is_announced(qapp) -> None:
    texts = said("sport_red_wins.mafia.json")
    assert texts[:3] == ["Day 1. The city wakes up.", "Player 1, Anna: your minute.",
                         "Player 2, Boris: your minute."]
    assert "By the vote, Player 2, Boris leaves the game." in texts
    assert "Player 2, Boris: your last word." in texts
    assert "Tonight Player 1, Anna was shot." in texts
    assert "The mafia missed: nobody was shot." in texts
    assert texts[-1] == "The game is over. Red wins."
    raise_all = said("sport_tie_raise_all.mafia.json")
    assert "A tie between players 5, 6: defence speeches." in raise_all
    assert "Player 5, Dasha: your defence." in raise_all
    assert any("who is for all of players 5, 6 leaving" in t for t in raise_all)
    assert "By the raise-all, Player 6, Egor leaves the game." in raise_all
    fouls = said("sport_fouls_cancel_vote.mafia.json")
    assert "Player 4, Gleb: foul 2." in fouls
    assert "Fourth foul: Player 4, Gleb leaves the game." in fouls


def test_nothing_secret_is_said_over_random_sport_games(qapp) -> None:
    roles = re.compile(r"\b(don|sheriff|mafioso|civilian|black|red)\b", re.I)
    before = None
    checked = 0
    for state in random_sport_states(7, 5000):
        view = public_view(state)
        if state.index == 0:
            before = None                       # a new game
        texts = announcements(before, view)
        for text in texts:
            if not state.ended:
                assert not roles.search(text), text
            if state.phase.kind == "night" and not state.ended and before is not None \
                    and before.phase_kind == "night":
                # at night only a penalty (said aloud) names a player: never the shot's
                # target or a check's, which a foul text does not tell apart
                assert "shot" not in text and "check" not in text, text
                if any(p.name in text for p in state.setup.players):
                    assert "foul" in text or "disqualified" in text, text
        checked += len(texts)
        before = view
    assert checked > 1000
