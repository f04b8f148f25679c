"""Who the black team knows in sport (docs/rules-engine.md, "A seat's private view"):
S-VIEW-1, the team meets at night 0 and knows each other (FIIM, the default), and
S-VIEW-3, the option ``night0_meeting`` off: the team never meets, no seat has partners
(issue 33: "sport tables meet at night 0 and may forbid it")."""

from __future__ import annotations

import json

import pytest

from mafia_desktop.rules import LogFormatError
from mafia_desktop.rules.log_format import dumps, read_log
from mafia_desktop.rules.public_view import public_view, seat_view
from mafia_desktop.rules.sport import SportEndNight, sport_ruleset_from
from mafia_desktop.storage import GameRepository

from .sport_helpers import day1, game

BLACK = {2: "mafioso", 5: "don", 8: "mafioso"}  # sport_helpers.TABLE


def partners(g, seat: int) -> dict[int, str]:
    return {p.seat: p.role for p in seat_view(g.state, seat).partners}


def test_s_view_1_the_black_team_met_at_night_0_and_knows_each_other() -> None:
    g = game()
    assert g.state.setup.ruleset.night0_meeting is True  # the FIIM default
    for seat in BLACK:
        assert partners(g, seat) == {s: r for s, r in BLACK.items() if s != seat}
    for seat in (1, 3, 4, 10):  # red, the sheriff too, know nobody
        assert partners(g, seat) == {}


def test_s_view_3_a_table_that_forbids_the_meeting_introduces_nobody() -> None:
    g = day1(night0_meeting=False)
    for seat in range(1, 11):  # the don as well as the mafiosi and the red
        view = seat_view(g.state, seat)
        assert view.partners == (), seat
        assert "partners" in view.to_json() and view.to_json()["partners"] == []
    don = seat_view(g.state, 5)
    assert (don.role, don.goal) == ("don", "black")  # the seat still knows its own role
    # the black team's roles are named in no other seat's secrets
    for seat in BLACK:
        secret = json.dumps({k: v for k, v in seat_view(g.state, seat).to_json().items()
                             if k != "public"})
        others = {r for s, r in BLACK.items() if s != seat} - {BLACK[seat]}
        assert not any(f'"{r}"' in secret for r in others), (seat, secret)


def test_s_view_3_the_option_changes_nothing_the_room_sees() -> None:
    met, never = game(), game(night0_meeting=False)
    for g in (met, never):
        g.push(SportEndNight())
    assert public_view(met.state) == public_view(never.state)


def test_s_view_3_the_option_is_written_in_the_log_and_read_back() -> None:
    g = day1(night0_meeting=False)
    text = dumps(g.state.setup, g.actions)
    assert json.loads(text)["ruleset"]["options"]["night0_meeting"] is False
    setup, _ = read_log(text)
    assert setup.ruleset.night0_meeting is False
    assert setup.ruleset.overrides() == {"night0_meeting": False}
    # a log from before the option (RULES_SPORT.md §8 only) means the FIIM meeting
    obj = json.loads(dumps(game().state.setup, []))
    del obj["ruleset"]["options"]["night0_meeting"]
    assert read_log(json.dumps(obj))[0].ruleset.night0_meeting is True
    with pytest.raises(LogFormatError, match="night0_meeting"):
        sport_ruleset_from("fiim", {"night0_meeting": "no"})


def test_s_view_3_the_option_is_stored_with_the_game(repo: GameRepository) -> None:
    game_id = repo.create_game(day1(night0_meeting=False).state.setup)
    loaded = repo.load(game_id)
    assert loaded.setup.ruleset.night0_meeting is False
    assert partners(loaded, 5) == {}
