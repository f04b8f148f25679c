"""Issue 14 item 3: ratings across games (openskill's team model over the stored games):
winners go up and losers down, a draw moves little, the sides count as equals whatever
their size, and the ratings are the same when recomputed from the stored games."""
from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from mafia_desktop.reports.ratings import (
    FinishedGame,
    compute_ratings,
    ratings_of,
    read_finished_games,
)
from mafia_desktop.rules import family_names, log_format
from mafia_desktop.rules.sport.random_player import play_random_sport_game, random_sport_setup
from mafia_desktop.storage import GameRepository, open_database
from tests.conftest import SCENARIOS
from tests.storage.conftest import random_game, store

RED_WINS = SCENARIOS / "sport_red_wins.mafia.json"
T0 = datetime(2025, 3, 1, 19, 0, tzinfo=UTC)


def sport_game(gid: int, winners: tuple[str, ...], names: str = "ABCDEFGHIJ",
               black: str = "HIJ") -> FinishedGame:
    """A finished sport game of ten named by letter; ``black`` sat black."""
    return FinishedGame(gid, T0 + timedelta(hours=gid), "sport",
                        tuple((n, "black" if n in black else "red") for n in names), winners)


def test_winners_go_up_and_losers_down_in_a_stored_game(repo) -> None:
    gid = repo.import_log(RED_WINS.read_text("utf-8"))
    setup = repo.setup(gid)
    ratings = ratings_of(repo)
    assert ratings.games == 1 and ratings.skipped == 0
    for p in setup.players:
        r = ratings.of("sport", p.name)
        assert r is not None and len(r.history) == 1
        game = r.history[0]
        assert game.side == p.role.team.value and game.game_id == gid
        went_up = r.overall.mu > game.before.mu and game.side_after.mu > game.side_before.mu
        assert went_up == (game.side == "red"), p.name
        assert game.result == ("win" if game.side == "red" else "loss")
        assert (game.change > 0) == (game.side == "red")
        assert r.sides == {game.side: game.side_after}
        assert r.overall.sigma < game.before.sigma  # the model is surer after a game


def test_a_classic_game_rates_its_factions(repo) -> None:
    for seed in range(6):
        game = random_game(seed, 9)
        if game.outcome is None or not game.outcome.winners:
            continue
        gid = store(repo, game)
        winners = {f.value for f in game.outcome.winners}
        ratings = ratings_of(repo)
        for p in game.setup.players:
            last = ratings.of("classic", p.name).history[-1]  # type: ignore[union-attr]
            assert last.game_id == gid and last.side == p.role.faction.value
            assert (last.after.mu > last.before.mu) == (last.side in winners), p.name
        return
    raise AssertionError("no random classic game had a winner")


def test_a_draw_moves_little() -> None:
    win = compute_ratings([sport_game(1, ("red",))])
    draw = compute_ratings([sport_game(1, ())])
    a_win, a_draw = win.of("sport", "A"), draw.of("sport", "A")
    assert a_win is not None and a_draw is not None and a_draw.history[0].result == "draw"
    moved_by_win = abs(a_win.overall.mu - a_win.history[0].before.mu)
    assert moved_by_win > 1.0
    for name in "AH":
        r = draw.of("sport", name)
        assert r is not None
        assert abs(r.overall.mu - r.history[0].before.mu) < moved_by_win / 10
    # After five red wins a draw is half an upset: it moves the blacks up, by less than
    # their win would.
    history = [sport_game(i, ("red",)) for i in range(1, 6)]
    after_draw = compute_ratings([*history, sport_game(6, ())]).of("sport", "H")
    after_win = compute_ratings([*history, sport_game(6, ("black",))]).of("sport", "H")
    assert after_draw is not None and after_win is not None
    step = lambda r: r.history[-1].after.mu - r.history[-1].before.mu  # noqa: E731
    assert 0 < step(after_draw) < step(after_win)


def test_sides_of_three_and_seven_weigh_the_same() -> None:
    """Empty seats fill the smaller side: a black win moves a black winner about as much
    as a red win moves a red winner (a plain sum of μ would make a black win a shock)."""
    red = compute_ratings([sport_game(1, ("red",))]).of("sport", "A")
    black = compute_ratings([sport_game(1, ("black",))]).of("sport", "H")
    assert red is not None and black is not None
    gain_red = red.overall.mu - red.history[0].before.mu
    gain_black = black.overall.mu - black.history[0].before.mu
    assert gain_red > 0 and gain_black > 0
    assert abs(gain_red - gain_black) < 0.05 * gain_red


def test_the_same_when_recomputed_from_the_stored_games(repo, db_path) -> None:
    rng = random.Random(14)
    seen = []
    for i in range(8):
        if i % 2:
            setup = random_sport_setup(rng)
            repo.import_log(log_format.dumps(setup, play_random_sport_game(setup, i)))
        else:
            store(repo, random_game(i, 8))
        seen.append(ratings_of(repo).as_table())  # as the Players view would after each
    games, damaged = read_finished_games(repo)
    assert damaged == 0 and len(games) >= 6
    assert [g.ended_at for g in games] == sorted(g.ended_at for g in games)
    # Again from the file through another connection, and from the games in any order.
    conn = open_database(db_path)
    try:
        again = ratings_of(GameRepository(conn))
    finally:
        conn.close()
    assert again.as_table() == seen[-1]
    shuffled = list(games)
    random.Random(1).shuffle(shuffled)
    assert compute_ratings(shuffled).as_table() == seen[-1]
    # Each player's history chains: one game's "after" is the next one's "before".
    for family in family_names():
        for p in again.family(family):
            assert p.history[-1].after == p.overall
            for a, b in zip(p.history, p.history[1:]):
                assert a.after == b.before
                assert a.ended_at <= b.ended_at
            for side, r in p.sides.items():
                assert [g for g in p.history if g.side == side][-1].side_after == r


def test_a_removed_game_is_no_longer_rated(repo) -> None:
    first = repo.import_log(RED_WINS.read_text("utf-8"))
    setup = repo.setup(first)
    before = ratings_of(repo).as_table()
    second = store(repo, random_game(2, 8))
    assert ratings_of(repo).as_table() != before
    repo.delete_game(second)
    assert ratings_of(repo).as_table() == before
    assert ratings_of(repo).of("sport", setup.players[0].name.upper()) is not None
