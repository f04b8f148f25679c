"""Issue 25: the Tournament window driven as the organiser does it (clicks and keys):
a tournament, 20 players, an apart pair, a round of 2 tables × 4 games seated in a worker
process, the schedule files, the logs brought back (a duplicate, a conflict and its
choice, a broken file), the standings against the repository's, and the standings on the
players' screen until a game is opened."""

from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QFileDialog

from mafia_desktop.storage.sport.tournaments import TournamentRepository
from mafia_desktop.ui.families.sport.tournament import players_page
from mafia_desktop.ui.families.sport.tournament import window as window_module
from mafia_desktop.ui.families.sport.tournament.projector_standings import StandingsScene
from mafia_desktop.ui.families.sport.tournament.schedule import read_schedule_file
from mafia_desktop.ui.window.main_window import MainWindow
from tests.support.screen import crossings, drawn
from tests.tournament.helpers import play_slot

#: Twenty players; two of them hostile to a careless window (markup, an ampersand and
#: right-to-left text).
PLAYERS = ["Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor", "Zoya", "Ivan", "Kira", "Lev",
           "Maya", "Nikita", "Olga", "Pavel", "Rita", "Sergei", "Артём", "O'Neil",
           "<b>Bold</b>", "דנה & Co"]


@pytest.fixture()
def host(qtbot, repo, tmp_path):  # type: ignore[no-untyped-def]
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(repo, settings)
    qtbot.addWidget(w)
    yield w
    if w.commands.tournament_window is not None:
        w.commands.tournament_window.close()
    w.feed.close_window()


def click(qtbot, widget) -> None:  # type: ignore[no-untyped-def]
    assert widget.isEnabled(), widget.text()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def tab(qtbot, desk, page) -> None:  # type: ignore[no-untyped-def]
    bar = desk.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(desk.tabs.indexOf(page)).center())
    assert desk.tabs.currentWidget() is page


def type_into(qtbot, spin, text: str) -> None:  # type: ignore[no-untyped-def]
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin.lineEdit(), text)
    qtbot.keyClick(spin.lineEdit(), Qt.Key.Key_Tab)


def new_tournament_with_players(qtbot, host, monkeypatch, names=PLAYERS):  # type: ignore[no-untyped-def]
    """The menu, "New tournament…" and "Add players…" as the organiser uses them."""
    host.menus.tournament_action.trigger()
    desk = host.commands.tournament_window
    assert desk is not None and desk.isVisible()

    def name_it(dialog: Any) -> int:
        dialog.name_edit.setText("Autumn <i>Cup</i> & co")
        return 1
    monkeypatch.setattr(window_module.NewTournamentDialog, "exec", name_it)
    click(qtbot, desk.new_button)
    tid = desk.tournament_id()
    assert tid is not None and desk.tours.get(tid).name == "Autumn <i>Cup</i> & co"

    def type_names(dialog: Any) -> int:  # the dialog as the organiser fills it
        dialog.new_names.setPlainText("\n".join(names) + "\n\n")
        dialog.consent.setChecked(True)
        return 1
    monkeypatch.setattr(players_page.AddPlayersDialog, "exec", type_names)
    tab(qtbot, desk, desk.players_page)
    click(qtbot, desk.players_page.add_button)
    return desk, tid


def seat_and_store(qtbot, desk) -> int:  # type: ignore[no-untyped-def]
    page = desk.rounds_page
    tab(qtbot, desk, page)
    type_into(qtbot, page.tables, "2")
    type_into(qtbot, page.games, "4")
    type_into(qtbot, page.seconds, "0.2")
    click(qtbot, page.seat_button)
    assert page.job.running() and not page.seat_button.isEnabled()  # the window goes on
    qtbot.waitUntil(lambda: page.preview is not None, timeout=120_000)
    assert "Meetings of two players" in page.quality.text()
    assert page.grid.rowCount() == 4 and page.grid.columnCount() == 2
    click(qtbot, page.store_button)
    number = page.round_number()
    assert number == 1
    return number


def test_a_tournament_from_players_to_the_players_screen(qtbot, host, repo, tmp_path,
                                                         monkeypatch):  # type: ignore[no-untyped-def]
    desk, tid = new_tournament_with_players(qtbot, host, monkeypatch)
    tours = TournamentRepository(repo)
    t = tours.get(tid)
    assert [p.name for p in t.players] == PLAYERS and all(p.consent for p in t.players)
    table = desk.players_page.table
    assert [table.item(r, 1).text() for r in range(table.rowCount())] == PLAYERS

    # keep "Anna" and "Boris" apart
    pp = desk.players_page
    pp.first.setCurrentIndex(0)
    pp.second.setCurrentIndex(1)
    click(qtbot, pp.apart_button)
    assert tours.apart(tid) == [(1, 2)] and pp.apart_list.count() == 1

    # the round: seated in the worker, a swap by hand before it is stored
    page = desk.rounds_page
    tab(qtbot, desk, page)
    type_into(qtbot, page.tables, "2")
    type_into(qtbot, page.games, "4")
    type_into(qtbot, page.seconds, "0.2")
    click(qtbot, page.seat_button)
    qtbot.waitUntil(lambda: page.preview is not None, timeout=120_000)
    before = {(g.game, g.table): g.seats for g in page.preview.table_games}
    assert page.swap(3, 4, 1, ask=False)
    after = {(g.game, g.table): g.seats for g in page.preview.table_games}
    swap = {3: 4, 4: 3}
    assert after == {k: tuple(swap.get(n, n) if k[0] == 1 else n for n in v)
                     for k, v in before.items()}
    click(qtbot, page.store_button)
    assert page.round_number() == 1
    stored = {(s.game, s.table): s.seats for s in tours.slots(tid, 1)}
    assert stored == after
    cell = page.grid.item(0, 0).text().split("\n")
    names = {p.number: p.name for p in t.players}
    assert cell[1:] == [f"{i}. {names[n]}" for i, n in enumerate(stored[(1, 1)], start=1)]
    # a substitution of a player who plays in that game is refused in words
    page.grid.setCurrentCell(0, 0)
    assert not page.substitute(1, stored[(1, 2)][0])
    assert "already plays in game 1" in desk.status.text()

    # the schedule files, one a table
    folder = tmp_path / "schedules"
    folder.mkdir()
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(folder))
    click(qtbot, page.export_button)
    files = sorted(folder.iterdir())
    assert [f.name for f in files] == ["round-1-table-1.schedule.json",
                                       "round-1-table-2.schedule.json"]
    for k, f in enumerate(files, start=1):
        assert json.loads(f.read_text("utf-8")) == tours.schedule(tid, 1, k)
        assert [g.names for g in read_schedule_file(f).games] == [
            tuple(names[n] for n in stored[(g, k)]) for g in range(1, 5)]

    # the tables bring their logs back: games 1-3, one twice, another log for a
    # played game, and a file that is no log
    logs = tmp_path / "logs"
    logs.mkdir()
    paths = []
    for s in tours.slots(tid, 1):
        if s.game <= 3:
            p = logs / f"g{s.game}-t{s.table}.mafia.json"
            p.write_text(play_slot([names[n] for n in s.seats], s.game * 10 + s.table), "utf-8")
            paths.append(str(p))
    other = logs / "again.mafia.json"
    other.write_text(play_slot([names[n] for n in stored[(2, 1)]], 999), "utf-8")
    broken = logs / "broken.mafia.json"
    broken.write_text("{not json", "utf-8")
    chosen = [*paths, paths[0], str(other), str(broken)]
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a, **k: (chosen, ""))
    games = desk.games_page
    tab(qtbot, desk, games)
    click(qtbot, games.import_button)
    outcomes = [games.outcomes.item(i).text() for i in range(games.outcomes.count())]
    assert len(outcomes) == 9
    assert all("counted for round 1" in o for o in outcomes[:6])
    assert "a duplicate" in outcomes[6] and outcomes[6].startswith("g1-t1.mafia.json")
    assert "a conflict: round 1, table 1, game 2" in outcomes[7]
    assert outcomes[8].startswith("broken.mafia.json: refused:")
    # (no translator installed: the source's "(s)"; English's own plurals in
    # tests/ui/test_tournament_words_issue34.py)
    assert "6 counted, 1 duplicate(s), 1 conflict(s), 1 refused" in desk.status.text()
    conflicts = tours.conflicts(tid)
    assert games.conflicts.rowCount() == 1 and len(conflicts) == 1
    imported_id = conflicts[0]["imported"]
    games.conflicts.selectRow(0)
    click(qtbot, games.use_button)
    assert tours.conflicts(tid) == [] and games.conflicts.rowCount() == 0
    assert tours.slot(tid, (1, 1, 2)).game_id == imported_id
    # the round's grid says which games were played
    tab(qtbot, desk, page)
    assert page.grid.item(2, 1).text().startswith("✓") and not page.grid.item(
        3, 0).text().startswith("✓")

    # the standings: as the repository has them, overall and "before game 3"
    st = desk.standings_page
    tab(qtbot, desk, st)

    def shown() -> list[list[str]]:
        m = st.model
        return [[str(m.index(r, c).data()) for c in range(m.columnCount())]
                for r in range(m.rowCount())]

    def expected(rows: list[Any]) -> list[list[str]]:
        from mafia_desktop.ui.families.sport.tournament.words import number
        return [[str(r.place), str(r.number), r.name, str(r.games), str(r.wins),
                 number(r.points), number(r.extra), number(r.ci), number(r.total)]
                for r in rows]
    assert shown() == expected(tours.standings(tid))
    assert sum(int(row[3]) for row in shown()) == 60  # six games of ten players
    st.round_combo.setCurrentIndex(1)
    type_into(qtbot, st.before, "3")
    assert st.choice() == (1, 3)
    assert shown() == expected(tours.standings(tid, round=1, before_game=3))
    assert sum(int(row[3]) for row in shown()) == 40

    # on the players' screen, on the host's command only
    assert not host.feed.table_shown
    click(qtbot, st.project_button)
    scene = host.feed.projector.table_scene
    assert isinstance(scene, StandingsScene) and host.feed.projector.view.scene() is scene
    assert sorted(i.text().replace("\n", " ") for i in scene.name_items()) == sorted(PLAYERS)
    assert not crossings(drawn(scene))  # type: ignore[arg-type]
    assert "before game 3" in " ".join(scene.texts())

    # a game opened: the room sees the game again, and the standings wait till it ends
    from mafia_desktop.rules import Game
    from mafia_desktop.rules.sport import (
        FIIM_COMPOSITION,
        deal_sport_roles,
        make_sport_setup,
        sport_ruleset_from,
    )
    roles = deal_sport_roles(FIIM_COMPOSITION, 1)
    seats = [(i + 1, n, r) for i, (n, r) in enumerate(zip(PLAYERS[:10], roles, strict=True))]
    host.session.open_game(Game(make_sport_setup(seats, sport_ruleset_from("fiim"), 1)))
    assert not host.feed.table_shown
    assert host.feed.projector.view.scene() is host.feed.projector.scene
    click(qtbot, st.project_button)
    assert not host.feed.table_shown and "between games" in desk.status.text()


def test_refusals_are_said_in_words(qtbot, host, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    desk, tid = new_tournament_with_players(qtbot, host, monkeypatch, PLAYERS[:9])
    # nine players cannot fill a table: the seating says why, nothing starts
    page = desk.rounds_page
    tab(qtbot, desk, page)
    click(qtbot, page.seat_button)
    assert not page.job.running()
    assert desk.status.text().startswith("Not done:") and "Traceback" not in desk.status.text()
    # a name twice is refused by the rules (R-SETUP-1)
    assert desk.players_page.add_players(["anna"]) == []
    assert "“anna” is in the tournament already" in desk.status.text()
    assert desk.status.textFormat() == Qt.TextFormat.PlainText
    # a tournament without a name: the names' rule (R-NAME-1)
    monkeypatch.setattr(window_module.NewTournamentDialog, "exec", lambda d: 1)
    click(qtbot, desk.new_button)
    assert "a tournament's name cannot be empty (R-NAME-1)" in desk.status.text()
    assert desk.tournament_id() == tid


def test_a_seating_can_be_cancelled(qtbot, host, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    desk, _ = new_tournament_with_players(qtbot, host, monkeypatch)
    page = desk.rounds_page
    tab(qtbot, desk, page)
    type_into(qtbot, page.tables, "2")
    type_into(qtbot, page.seconds, "600")
    click(qtbot, page.seat_button)
    assert page.cancel_button.isVisible()
    click(qtbot, page.cancel_button)
    assert not page.job.running() and page.preview is None
    assert page.seat_button.isEnabled() and "cancelled" in desk.status.text()


@pytest.mark.parametrize("count", [30, 40])
def test_the_standings_page_shows_every_name_without_overlap(qtbot, count: int) -> None:  # type: ignore[no-untyped-def]
    from mafia_desktop.rules.sport.tournament.standings import StandingRow
    from mafia_desktop.ui.players_screen.projector_geometry import HEIGHT, WIDTH

    names = [f"Player {i}" for i in range(count - 4)] + [
        "Konstantin Preobrazhensky-Konstantinov", "Александра Преображенская-Румянцева",
        "<b>Bold</b> & co", "דנה בת-שבע"]
    rows = [StandingRow(i + 1, n, place=i + 1, games=10, total=round(20 - i * 0.37, 2))
            for i, n in enumerate(names)]
    rows[-1] = StandingRow(count, names[-1], exhibition=True, games=9, total=3.5)
    scene = StandingsScene()
    scene.show_table(rows, "Autumn Cup, overall")
    items = scene.name_items()
    assert sorted(i.text().replace("\n", " ") for i in items) == sorted(names)
    for item in items:
        assert item.boundingRect().width() <= item.data(1) + 0.5  # never cut
        assert item.font().pixelSize() >= 18  # readable from the back of the room
    texts = drawn(scene)  # type: ignore[arg-type]
    assert not crossings(texts)
    for text, rect, _ in texts:
        assert 0 <= rect.left() and rect.right() <= WIDTH and rect.bottom() <= HEIGHT, text
    assert "–" in scene.texts()  # the exhibition player has no place
    assert len([t for t in scene.texts() if t == "Player"]) == 2  # two columns of rows


def test_the_window_is_made_once_and_needs_a_database(qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from mafia_desktop.ui import plain
    said: list[str] = []
    monkeypatch.setattr(plain, "inform", lambda *a, **k: said.append(a[2]))
    w = MainWindow(None, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    assert w.commands.show_tournament() is None and said == ["No database is open, so no tournament "
                                                     "is kept."]


def test_the_menu_opens_one_window(qtbot, host) -> None:  # type: ignore[no-untyped-def]
    host.menus.tournament_action.trigger()
    first = host.commands.tournament_window
    host.menus.tournament_action.trigger()
    assert host.commands.tournament_window is first and first.isVisible()
    assert first.tournament_id() is None and not first.rounds_page.isEnabled()
    # no tournament yet: the empty list says how to make one (it was a blank box)
    assert first.combo.currentIndex() == -1 and "New tournament" in first.combo.empty_text


def test_roster_players_swaps_and_a_substitution_by_their_dialogs(
        qtbot, host, repo, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """25 players at 2 tables: five sit out each game, so one can come in for another."""
    from mafia_desktop.ui.families.sport.tournament import round_dialogs

    names = [*PLAYERS, "Tanya", "Ulyana", "Fedor", "Yana", "Zhenya"]
    desk, first = new_tournament_with_players(qtbot, host, monkeypatch, names)
    # a second tournament takes regular players from the roster, ticked
    monkeypatch.setattr(window_module.NewTournamentDialog, "exec",
                        lambda d: (d.name_edit.setText("Winter Cup"), 1)[1])
    click(qtbot, desk.new_button)
    second = desk.tournament_id()
    assert second != first

    def tick(dialog: Any) -> int:
        shown = [dialog.roster.item(i).text() for i in range(dialog.roster.count())]
        assert sorted(shown) == sorted(names)  # every regular player is offered
        dialog.filter_edit.setText("דנה")  # (QTest cannot type inside a click)
        visible = [dialog.roster.item(i) for i in range(dialog.roster.count())
                   if not dialog.roster.item(i).isHidden()]
        assert [i.text() for i in visible] == ["דנה & Co"]
        visible[0].setCheckState(Qt.CheckState.Checked)
        dialog.new_names.setPlainText("Newcomer")
        dialog.exhibition.setChecked(True)
        return 1
    monkeypatch.setattr(players_page.AddPlayersDialog, "exec", tick)
    click(qtbot, desk.players_page.add_button)
    players = desk.tours.get(second).players
    assert [(p.name, p.exhibition) for p in players] == [("דנה & Co", True),
                                                         ("Newcomer", True)]

    desk.combo.setCurrentIndex(desk.combo.findData(first))
    page = desk.rounds_page
    tab(qtbot, desk, page)
    assert page.tables.value() == 2  # as many tables as 25 players fill
    type_into(qtbot, page.games, "2")
    type_into(qtbot, page.seconds, "0")
    click(qtbot, page.seat_button)
    qtbot.waitUntil(lambda: page.preview is not None, timeout=120_000)

    def choose(dialog: Any) -> int:  # players 5 and 6, in game 2
        for combo, data in zip(dialog.combos, (5, 6, 2), strict=True):
            combo.setCurrentIndex(combo.findData(data))
        return 1
    before = {(g.game, g.table): g.seats for g in page.preview.table_games}
    monkeypatch.setattr(round_dialogs.SwapDialog, "exec", choose)
    click(qtbot, page.swap_button)
    after = {(g.game, g.table): g.seats for g in page.preview.table_games}
    swap = {5: 6, 6: 5}  # their places in game 2 (a seat, or sitting out), game 1 as it was
    assert after == {k: tuple(swap.get(n, n) if k[0] == 2 else n for n in v)
                     for k, v in before.items()}
    click(qtbot, page.store_button)

    # a substitution: someone who sits out game 1 takes seat 3 of table 2
    slot = desk.tours.slot(first, (1, 2, 1))
    busy = {n for s in desk.tours.slots(first, 1) if s.game == 1 for n in s.seats}
    free = sorted(set(range(1, 26)) - busy)
    assert len(free) == 5
    page.grid.setCurrentCell(0, 1)

    def substitute(dialog: Any) -> int:
        assert sorted(dialog.combos[1].itemData(i) for i in range(dialog.combos[1].count())) \
            == free  # only those who sit out game 1 are offered
        dialog.combos[0].setCurrentIndex(2)
        dialog.combos[1].setCurrentIndex(dialog.combos[1].findData(free[0]))
        return 1
    monkeypatch.setattr(round_dialogs.SubstituteDialog, "exec", substitute)
    click(qtbot, page.substitute_button)
    now = desk.tours.slot(first, (1, 2, 1)).seats
    assert now[2] == free[0] and now[:2] + now[3:] == slot.seats[:2] + slot.seats[3:]
    assert page.grid.item(0, 1).text().split("\n")[3] == f"3. {names[free[0] - 1]}"
