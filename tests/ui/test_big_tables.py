"""Tables far bigger than a room's (a hostile or generated game log): the layouts cost
what the pairs of seats near each other cost, not every pair (a log of 2,000 seats froze
the window for minutes: the projector compared every text box with every other for
each corner seat, the host's ring every card with every other), and the window says
what it will not draw instead of drawing it.

The sweeps are checked against the plain nested loops they replace (hypothesis), and
the costs by counting calls, never by a clock."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from mafia_desktop.ui.players_screen import projector_geometry as geometry
from mafia_desktop.ui.window import seat_layout
from mafia_desktop.ui.window.game_files import MAX_SEATS_DRAWN

coords = st.floats(min_value=-300, max_value=300, allow_nan=False)
sizes = st.floats(min_value=1, max_value=120, allow_nan=False)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(coords, coords), max_size=30), sizes, sizes)
def test_the_ring_sweep_says_what_every_pair_says(points: list[tuple[float, float]],
                                                  w: float, h: float) -> None:
    brute = all(not (abs(xi - xj) < w and abs(yi - yj) < h)
                for i, (xi, yi) in enumerate(points) for xj, yj in points[i + 1:])
    assert seat_layout._apart(points, w, h) == brute


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(coords, coords, sizes, sizes), max_size=25),
       st.lists(st.tuples(coords, coords, sizes, sizes), max_size=25))
def test_the_boxes_sweep_finds_every_pair_near_each_other(
        boxes: list[tuple[float, float, float, float]],
        rects: list[tuple[float, float, float, float]]) -> None:
    seats = [[0.0, 0.0, 0.0, x, y, x + w, y + h] for x, y, w, h in boxes]
    others = [(x, y, x + w, y + h) for x, y, w, h in rects]
    brute = [(i, j) for i, seat in enumerate(seats) for j, other in enumerate(others)
             if geometry._overlap(seat[3:7], other)]
    assert geometry._near(seats, others) == brute


def test_room_sized_tables_keep_every_text_clear(qapp: Any) -> None:
    """Up to 60 seats the corner tries are still made: no two seats' texts come near each
    other at 7, 10, 20 and 60 seats (the layouts were compared with the nested loops'
    for every size 1 to 60 when the sweep came in: identical)."""
    for n in (7, 10, 20, 60):
        places = geometry.seat_places(geometry.table_geometry(n), n)
        assert len(places) == n
        boxes = [p.box for p in places]
        for i, a in enumerate(boxes):  # no two seats' texts near each other
            for b in boxes[i + 1:]:
                assert not geometry._overlap(a, b) or a == b


def test_a_hostile_table_is_laid_out_in_one_narrowing(qapp: Any, monkeypatch: Any) -> None:
    calls = {"narrow": 0, "overlap": 0}
    narrow, overlap = geometry._narrow, geometry._overlap

    def counted_narrow(*args: Any) -> None:
        calls["narrow"] += 1
        narrow(*args)

    def counted_overlap(a: Any, b: Any) -> bool:
        calls["overlap"] += 1
        return overlap(a, b)

    monkeypatch.setattr(geometry, "_narrow", counted_narrow)
    monkeypatch.setattr(geometry, "_overlap", counted_overlap)
    n = 1000
    places = geometry._seat_places.__wrapped__(geometry.table_geometry(n), n)
    assert len(places) == n
    assert calls["narrow"] == 1  # no corner tries past TRIED_UP_TO seats (it was 71)
    # the nested loops: n² for the discs and n²/2 a round for the boxes, each try
    assert calls["overlap"] < n * n


def test_the_host_ring_of_a_hostile_table_costs_a_sweep(monkeypatch: Any) -> None:
    compared = 0
    real_abs = abs

    def counted(x: float) -> float:
        nonlocal compared
        compared += 1
        return real_abs(x)

    monkeypatch.setattr(seat_layout, "abs", counted, raising=False)
    seat_layout.ring.cache_clear()
    ring = seat_layout.ring(2000, 180, 110, 12, 1.0, 200)
    assert len(ring.positions) == 2000 and seat_layout._apart(list(ring.positions), 192, 122)
    assert compared < 2000 * 2000 // 4  # one fits() alone compared 2,000,000 pairs
    seat_layout.ring.cache_clear()


def _log(path: Any, n: int) -> str:
    players = [{"seat": 1, "name": "P1", "role": "godfather"},
               {"seat": 2, "name": "P2", "role": "mafioso"}]
    players += [{"seat": i, "name": f"P{i}", "role": "civilian"} for i in range(3, n + 1)]
    path.write_text(json.dumps({
        "format": "mafia-game-log", "version": 1, "ruleset": {"preset": "table", "options": {}},
        "rng_seed": 7, "players": players, "actions": []}), encoding="utf-8")
    return str(path)


def test_the_window_says_it_will_not_draw_a_table_bigger_than_a_room(window: Any, tmp_path: Any,
                                                                   monkeypatch: Any) -> None:
    from mafia_desktop.ui import plain
    said: list[str] = []
    monkeypatch.setattr(plain, "critical", lambda parent, title, text: said.append(text))
    assert window.session.files.open_log(_log(tmp_path / "big.mafia.json",
                                              MAX_SEATS_DRAWN + 1)) is None
    assert window.session.controller is None and len(said) == 1
    assert f"{MAX_SEATS_DRAWN + 1} players" in said[0] and f"at most {MAX_SEATS_DRAWN} seats" in said[0]
    assert "big.mafia.json" in said[0]
    opened = window.session.files.open_log(_log(tmp_path / "room.mafia.json", 40))
    assert opened is not None and len(opened.game.setup.players) == 40 and len(said) == 1


def test_a_stored_game_bigger_than_a_room_is_said_not_drawn(window: Any, repo: Any,
                                                            tmp_path: Any, monkeypatch: Any) -> None:
    from mafia_desktop.ui import plain
    said: list[str] = []
    monkeypatch.setattr(plain, "critical", lambda parent, title, text: said.append(text))
    data = open(_log(tmp_path / "big.mafia.json", MAX_SEATS_DRAWN + 5), "rb").read()
    game_id = repo.import_log(data)
    assert window.session.files.resume_game(game_id) is None
    assert window.session.controller is None
    assert said and f"{MAX_SEATS_DRAWN + 5} players" in said[0] and "Saved games" in said[0]
