"""Issue 34, point 4: the ratings site's game JSON 1.3 and the FIIM site's record as the
sites take them, field by field against the logs: each death and foul at its moment (the
site's gametime objects), a disqualification after nominating, a fourth foul after the end
to a shot player, the departures of one phase in the game's order, the game's own date,
substitutions, and the site's own checks (ported: ``mafiaratings_checks``) raising no
issue on any export."""

from __future__ import annotations

import dataclasses
import random
from datetime import UTC, datetime, timedelta, timezone

import pytest

from mafia_desktop.rules import Game
from mafia_desktop.rules.sport import (
    BestMove,
    Disqualify,
    Foul,
    Shot,
    SportEndNight,
    SportNominate,
    SportState,
    sport_legal_actions,
)
from mafia_desktop.rules.sport.random_player import propose, random_sport_setup
from mafia_desktop.rules.sport.state import SportStage
from mafia_desktop.rules.sport.tournament.exchange import game_to_mafiaratings, game_to_mwt
from mafia_desktop.rules.sport.tournament.gametime import round_of
from mafia_desktop.rules.sport.tournament.mafiaratings import NIGHT_TIMES

from .mafiaratings_checks import issues
from .tournament_games import finish, random_games, scenario_games

GAMES = [g for _, g in scenario_games()] + list(random_games(34, 80, 0.08))


def _state(game: Game, i: int | None = None) -> SportState:
    s = game.state if i is None else game.state_after(i)
    assert isinstance(s, SportState)
    return s


@pytest.mark.parametrize("game", GAMES)
def test_the_sites_checks_raise_no_issue(game: Game) -> None:
    assert issues(game_to_mafiaratings(game)) == []


@pytest.mark.parametrize("game", GAMES)
def test_each_foul_is_a_moment_of_its_phase(game: Game) -> None:
    """``warnings``: one gametime per foul, in the order given, in the round and the part
    of the round (night or day) the foul was given in."""
    out = game_to_mafiaratings(game)
    assert "r" in out["features"]
    seen: dict[int, int] = {}
    for i, action in enumerate(game.actions):
        if not isinstance(action, Foul):
            continue
        before = _state(game, i)
        k = seen.get(action.player, 0)
        seen[action.player] = k + 1
        mark = out["players"][action.player - 1]["warnings"][k]
        r = round_of(before.phase.kind, before.phase.number)
        if before.outcome is not None:
            assert mark == {"round": r, "time": "end"}
        elif before.phase.kind == "night":
            assert mark["round"] == r and mark["time"] in NIGHT_TIMES
        elif before.stage is SportStage.DAY_END:
            assert mark == {"round": r + 1, "time": "night start"}
        else:
            assert mark["round"] == r and mark["time"] not in NIGHT_TIMES
            if before.speaker is not None:
                assert mark["speaker"] == before.speaker
            if before.stage is SportStage.VOTE:
                assert mark["nominee"] in before.candidates
                assert mark["votingRound"] == before.vote_round - 1
    assert {s: len(out["players"][s - 1]["warnings"]) for s in seen} == seen
    assert all("warnings" not in p for s, p in enumerate(out["players"], 1) if s not in seen)


@pytest.mark.parametrize("game", GAMES)
def test_the_fiim_record_keeps_the_games_order_of_departures(game: Game) -> None:
    state = _state(game)
    leaves = game_to_mwt(game)["result"]["leaves"]
    order = [d.seat for d in state.deaths] + [p.seat for p in state.penalties
                                              if p.kind == "team_defeat"]
    assert [x["p_num"] for x in leaves] == order
    assert [x["players_before_count"] for x in leaves] == list(range(10, 10 - len(order), -1))


def _play_to(rng: random.Random, want: object, limit: int = 3000) -> Game | None:
    """A random game played until ``want(state)`` holds (``None`` if it ended first)."""
    game = Game(random_sport_setup(rng))
    for _ in range(limit):
        s = _state(game)
        if want(s):
            return game
        if s.outcome is not None:
            return None
        action = propose(s, rng, 0.0)
        if not game.is_legal(action):
            action = rng.choice(sport_legal_actions(s))
        game.push(action)
    return None


def test_a_disqualification_after_nominating_is_at_that_speech() -> None:
    """Issue 34: "a player disqualified on day 5 after nominating is exported as dead at
    'day start'": the site wants the speech it happened in (S-FOUL-3)."""
    for seed in range(400):
        rng = random.Random(seed)
        game = _play_to(rng, lambda s: s.phase.kind == "day" and s.phase.number >= 4
                        and s.stage is SportStage.SPEECHES and s.speech == "regular"
                        and len(s.living()) > 5)
        if game is None:
            continue
        s = _state(game)
        speaker = s.speaker
        assert speaker is not None
        target = next(t for t in s.living() if t != speaker
                      and game.is_legal(SportNominate(speaker, t)))
        game.push(SportNominate(speaker, target))
        game.push(Disqualify(speaker, "insulted a player"))
        finish(game, rng)
        break
    else:
        pytest.fail("no random game reached day 4")
    day = s.phase.number
    out = game_to_mafiaratings(game)
    p = out["players"][speaker - 1]
    assert p["death"] == {"round": day - 1, "type": "kickOut",
                          "time": {"round": day - 1, "time": "speaking", "speaker": speaker}}
    assert p["nominating"][day - 1] == target
    assert issues(out) == []
    # the FIIM record: a removal (leave_type 3) in that day
    leave = next(x for x in game_to_mwt(game)["result"]["leaves"] if x["p_num"] == speaker)
    assert (leave["leave_type"], leave["days_before_count"], leave["nights_before_count"]) \
        == (3, day, day - 1)


def test_a_fourth_foul_after_the_end_to_a_shot_player_keeps_its_penalty() -> None:
    """The site scores a penalty by the death's type (``game_players_stats.php``:
    ``warnings`` -> SCORING_FLAG_WARNINGS_4) and its client makes a fourth foul the death
    (``gamePlayerWarning``): the death is ``warnings`` at the moment the player left
    (so the site still sees them gone from then on), the fourth mark at ``end``."""
    for seed in range(400):
        rng = random.Random(seed)
        game = Game(random_sport_setup(rng))
        finish(game, rng)
        s = _state(game)
        shot = [d.seat for d in s.deaths if d.cause == "shot"        # the ending shot:
                and d.index == s.end_index                            # S-WIN-4, S-FOUL-1
                and not any(b.by == d.seat for b in s.best_moves)]
        if not shot:
            continue
        seat = shot[-1]
        for _ in range(4 - s.fouls[seat - 1]):
            game.push(Foul(seat))
        break
    else:
        pytest.fail("no game with a shot player")
    state = _state(game)
    death = next(d for d in state.deaths if d.seat == seat)
    assert [p.kind for p in state.penalties if p.seat == seat] == ["fouls"]
    out = game_to_mafiaratings(game)
    p = out["players"][seat - 1]
    n = death.phase.number
    assert p["death"] == {"round": n, "type": "warnings",
                          "time": {"round": n, "time": "shooting"}}
    end = round_of(state.phase.kind, state.phase.number)
    assert p["warnings"][3] == {"round": end, "time": "end"}
    assert issues(out) == []
    # the shooting that killed them stays (the site checks no night death of theirs)
    assert any(x.get("shooting", [None] * n)[n - 1:n] == [seat] for x in out["players"]
               if x["role"] in ("maf", "don") and len(x.get("shooting", [])) >= n)
    mwt = game_to_mwt(game)["result"]
    assert mwt["penalty_disciplinary"][seat - 1] == -0.5


def test_a_best_move_keeps_the_night_death() -> None:
    """A first-night victim disqualified in their last word after a best move stays
    ``night`` (the site removes a legacy of any other death, ``check_game_result``, and
    Ci needs the night-1 kill): that penalty is what the format cannot hold."""
    for seed in range(400):
        rng = random.Random(seed)
        game = _play_to(rng, lambda s: s.phase.kind == "day" and s.phase.number == 2
                        and s.stage is SportStage.LAST_WORD)
        if game is None:
            continue
        seat = _state(game).speaker
        assert seat is not None
        move = BestMove(tuple(x for x in range(1, 11) if x != seat)[:3])
        if not any(b.by == seat for b in _state(game).best_moves):
            if not game.is_legal(move):
                continue
            game.push(move)
        break
    else:
        pytest.fail("no game with a last word on day 2")
    game.push(Disqualify(seat, "left the table"))
    finish(game, rng)
    out = game_to_mafiaratings(game)
    assert out["players"][seat - 1]["death"] == {"round": 1, "type": "night"}
    assert "legacy" in out["players"][seat - 1] and issues(out) == []


def _timed(game: Game, start: datetime) -> Game:
    actions = [dataclasses.replace(a, at=start + timedelta(seconds=30 * i))
               for i, a in enumerate(game.actions)]
    return Game.replay(game.setup, actions)


def test_times_have_their_offset_and_the_record_its_own_date() -> None:
    moscow = timezone(timedelta(hours=3))
    game = _timed(GAMES[-1], datetime(2026, 12, 5, 23, 50, tzinfo=moscow))
    out = game_to_mafiaratings(game, {"date": "2026-11-28"})
    start = datetime.fromisoformat(out["startTime"])
    assert start.utcoffset() == timedelta(hours=3) and out["startTime"].endswith("+03:00")
    assert datetime.fromisoformat(out["endTime"]) > start
    # the FIIM record's date: the game's (its first action's day), not the tournament's
    assert game_to_mwt(game, {"date": "2026-11-28"})["date"] == "2026-12-05"
    assert game_to_mwt(GAMES[-1], {"date": "2026-11-28"})["date"] == "2026-11-28"
    utc = _timed(GAMES[-1], datetime(2026, 12, 5, 20, 0, tzinfo=UTC))
    assert game_to_mafiaratings(utc)["startTime"].endswith("+00:00")


def test_referee_round_ids_and_substitutions_in_the_meta() -> None:
    game = GAMES[-1]
    meta = {"referee": "Судья Лев", "table": 1, "game": 1, "event_id": 1202,
            "tournament_id": 77, "replacements": [3, 10]}
    out = game_to_mafiaratings(game, meta)
    assert out["moderator"] == {"name": "Судья Лев"}
    assert (out["eventId"], out["tournamentId"], out["tableNum"], out["gameNum"]) == \
        (1202, 77, 1, 1)
    mwt = game_to_mwt(game, meta)
    assert mwt["referee"] == "Судья Лев"
    assert mwt["result"]["is_replacement"] == [0, 0, 1, 0, 0, 0, 0, 0, 0, 1]
    assert game_to_mwt(game)["result"]["is_replacement"] == [0] * 10
    with pytest.raises(ValueError, match="replacements"):
        game_to_mwt(game, {"replacements": [11]})


def test_a_night_death_is_every_living_black_players_shot() -> None:
    """``check_deaths``: a night death needs each black player alive at the shot to have
    shot that player (``shooting``), as the log has it."""
    for game in GAMES[:30]:
        out = game_to_mafiaratings(game)
        for i, action in enumerate(game.actions):
            if isinstance(action, Shot) and action.target is not None:
                s = _state(game, i)
                for seat in s.living():
                    if game.setup.black[seat - 1]:
                        assert out["players"][seat - 1]["shooting"][s.phase.number - 1] \
                            == action.target
            if isinstance(action, SportEndNight):
                break


def test_the_ported_checks_catch_what_the_site_flags() -> None:
    """The oracle is not blind: a vote taken away, a day death moved to the night, a
    warning's moment lost, each is an issue (as ``Game::check`` says of it)."""
    import copy

    caught = {"vote": 0, "death": 0, "warning": 0}
    tried = dict(caught)
    for game in GAMES[:40]:
        out = game_to_mafiaratings(game)
        for i, p in enumerate(out["players"]):
            v, d, w = p.get("voting"), p.get("death"), p.get("warnings")
            if v and len(v) > 1 and v[1] is not None:
                bad = copy.deepcopy(out)
                bad["players"][i]["voting"][1] = None
                tried["vote"] += 1
                caught["vote"] += any("did not vote" in x for x in issues(bad))
            if d and d["type"] == "day" and d["round"] > 0:
                bad = copy.deepcopy(out)
                bad["players"][i]["death"] = {"round": d["round"], "type": "night"}
                tried["death"] += 1
                caught["death"] += bool(issues(bad))
            if w:
                bad = copy.deepcopy(out)
                bad["players"][i]["warnings"][0] = {"round": 0}
                tried["warning"] += 1
                caught["warning"] += any("warning 1 is incorect" in x for x in issues(bad))
    assert caught == tried and all(tried.values()), (caught, tried)
