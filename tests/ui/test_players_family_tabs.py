"""Issue 32 (the review, point 1): the Players view has one tab per family, its columns
from the family's own parts (its storage part's ``record_keys``, its words), never from
a family named in shared code: Werewolf's records, stored, are shown in its tab; a
family registered beside the list (the test-only tiny one) gets a tab too."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from mafia_desktop.i18n import names
from mafia_desktop.rules.families import FAMILY_NAMES
from mafia_desktop.ui.club.players_view import PlayersDialog, PlayersView
from tests.conftest import SCENARIOS
from tests.families.tiny.family import registered
from tests.storage.conftest import random_game, store
from tests.storage.test_family_records import WOLF_NAMES, werewolf_game


def fill_club(repo) -> None:
    """A classic game, the red-wins sport game and two werewolf games."""
    store(repo, random_game(3, 8))
    repo.import_log((SCENARIOS / "sport_red_wins.mafia.json").read_text("utf-8"))
    for seed in (1, 2):
        store(repo, werewolf_game(seed))


def plain(text: object) -> str:
    assert isinstance(text, str)
    return text.removeprefix("\u2068").removesuffix("\u2069")


def test_one_tab_per_listed_family_and_werewolf_counted(qtbot, repo) -> None:
    fill_club(repo)
    dialog = PlayersDialog(repo)
    qtbot.addWidget(dialog)
    dialog.resize(1366, 768)
    dialog.show()
    qtbot.waitExposed(dialog)
    view = dialog.view
    assert [view.tabs.tabText(i) for i in range(view.tabs.count())] == [
        names.family_title(f) for f in FAMILY_NAMES]
    # the host clicks the Werewolf tab
    bar = view.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.tabRect(FAMILY_NAMES.index("werewolf")).center())
    table, proxy, model = view.current_table()
    assert model.FAMILY == "werewolf" and table is view.tab("werewolf").table
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers == ["Player", "Games", "Wins", "Win rate", "Rating", "Villager", "Werewolf",
                       "Seer", "Bodyguard", "Witch", "Hunter"]
    stats = {s.name: s for s in repo.player_stats()}
    rows = {plain(proxy.data(proxy.index(r, model.NAME))): r for r in range(proxy.rowCount())}
    for name in WOLF_NAMES:
        record = stats[name].records["werewolf"]
        row = rows[name]
        assert proxy.data(proxy.index(row, model.GAMES)) == record.games == 2
        assert proxy.data(proxy.index(row, model.WINS)) == record.wins
        for k, key in enumerate(model.keys):
            games = record.games_by.get(key, 0)
            assert proxy.data(proxy.index(row, model.FIXED + k)) == (
                f"{record.wins_by.get(key, 0)} / {games}" if games else "")
    # the werewolf players come first in the Games order there, and a click on one
    # shows their werewolf ratings in the panel
    table.sortByColumn(model.GAMES, Qt.SortOrder.DescendingOrder)
    first = plain(proxy.data(proxy.index(0, model.NAME)))
    assert first in WOLF_NAMES
    rect = table.visualRect(proxy.index(0, model.NAME))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    QApplication.processEvents()
    assert not view.panel.isHidden() and view.panel.player is not None
    assert view.panel.player.family == "werewolf" and view.panel.player.name == first
    # the classic tab does not count a werewolf game
    classic = view.tab("classic")
    crow = next(r for r in range(classic.proxy.rowCount())
                if plain(classic.proxy.data(classic.proxy.index(r, 0))) == first)
    assert classic.proxy.data(classic.proxy.index(crow, classic.model.GAMES)) == 0


def test_a_registered_family_gets_its_own_tab(qtbot, repo) -> None:
    with registered():
        view = PlayersView(repo)
        qtbot.addWidget(view)
        assert view.tabs.count() == len(FAMILY_NAMES) + 1
        tiny = view.tab("tiny").model
        assert tiny.keys == ("villager", "wolf") and tiny.FIXED == 5
        assert [tiny.headerData(c, Qt.Orientation.Horizontal)
                for c in range(tiny.FIXED, tiny.columnCount())] == [
            names.role_name("villager", "tiny"), names.role_name("wolf", "tiny")]
