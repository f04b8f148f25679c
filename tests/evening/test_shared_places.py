"""Issue 31.8: the evening's points table shares a place between players equal in points,
wins and games, as a tournament's standings do (one ranking, ``rules/places.py``), on the
host's table, in its export and on the players' screen; the players' screen leaves room
between a place and the name beside it (it printed "1Gwendolynne")."""

from __future__ import annotations

from PySide6.QtCore import Qt

from mafia_desktop.rules.evening import TableRow, places, public_table
from mafia_desktop.rules.places import shared_places
from mafia_desktop.ui.players_screen.projector_table import TableScene
from tests.evening.helpers import three_game_evening

PLACES = {"Anna": 1, "Gleb": 2, "Zoya": 2, "Egor": 4, "Lev": 5, "Boris": 6, "Dasha": 6,
          "Ivan": 6, "Kira": 6, "Vera": 10}


def test_the_ranking_is_the_tournaments() -> None:
    assert shared_places([3, 2, 2, 1, 1, 1, 0]) == [1, 2, 2, 4, 4, 4, 7]
    rows = [TableRow("B", 2, 1, 1.0), TableRow("a", 2, 1, 1.0), TableRow("c", 1, 1, 1.0)]
    assert places(rows) == {"a": 2, "b": 2, "c": 1}  # fewer games ranks first


def test_the_evening_shares_places_on_the_table_and_the_players_screen(window, repo) -> None:  # type: ignore[no-untyped-def]
    three_game_evening(repo)
    page = window.commands.show_evening()
    t = page.table
    shown = {t.item(r, 1).text(): t.item(r, 0).data(Qt.ItemDataRole.DisplayRole)
             for r in range(t.rowCount())}
    assert shown == PLACES
    t.sortByColumn(1, Qt.SortOrder.AscendingOrder)  # by name: each keeps its place
    shown = {t.item(r, 1).text(): t.item(r, 0).data(Qt.ItemDataRole.DisplayRole)
             for r in range(t.rowCount())}
    assert shown == PLACES
    assert page.show_on_projector()
    scene = window.feed.projector.table_scene
    name_items = {i.text(): i for i in scene.name_items()}
    for row in public_table(page.shown_rows()):
        assert row.place == PLACES[row.name]
        name = name_items[row.name]
        left = name.sceneBoundingRect().left()
        mid_y = name.sceneBoundingRect().center().y()
        before = [i for i in scene.items() if i is not name and i.data(0) != "name"
                  and hasattr(i, "text") and i.text() == str(PLACES[row.name])
                  and abs(i.sceneBoundingRect().center().y() - mid_y) < 20
                  and i.sceneBoundingRect().right() <= left + 1]
        assert before, row.name  # its place, drawn on its line left of the name
        gap = left - max(i.sceneBoundingRect().right() for i in before)
        assert gap >= 0.25 * name.font().pixelSize(), (row.name, gap)


def test_a_scene_of_tied_rows_says_the_shared_place(qtbot) -> None:  # type: ignore[no-untyped-def]
    rows = public_table([TableRow("Gwendolynne", 1, 1, 1.0), TableRow("Bartholomew", 1, 1, 1.0),
                         TableRow("Zed", 1, 0, 0.0)])
    scene = TableScene()
    scene.show_table(rows, "Friday")
    assert [scene.cell(r, "place", i + 1) for i, r in enumerate(rows)] == ["1", "1", "3"]
