"""Nothing moves on the host page (issues 22.1 and 31.3): a classic game of 20 players and
a sport game, every name long, played through the real window (clicks and keys) at
1366x768 and 1920x1080, in English and Russian: after every gesture of the host (each
click on a seat or a panel button, each key, each Enter), after an undo and a redo (the
first correction) and when the timer's time runs out, no button the host sees moves, nor
the seats, the prompt, the timer's box and digits, the right panel or the history, and
the right panel never scrolls by itself (``steady_watch.py``). During a vote the grid's
buttons stay put. A click sequence over a 20-voter, 20-candidate grid at 1366x768 lands
every click on the voter aimed at, and no click scrolls the panel."""

from __future__ import annotations

from typing import Any

import pytest
from host_driver import enter, type_seat
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication
from steady_watch import Clocks, Watch, classic_game, play_through, sport_game, watching
from test_sport_window import enter as enter_sport

from mafia_desktop.i18n.language import remove_translators
from mafia_desktop.rules import Game
from mafia_desktop.rules.classic import make_setup, ruleset_from
from mafia_desktop.rules.classic.setup import suggested_composition
from mafia_desktop.ui.window.main_window import MainWindow
from tests.conftest import SCENARIOS
from tests.support.window import dispose, make_window

SIZES = [(1366, 768), (1920, 1080)]
LANGUAGES = ["en", "ru"]
#: The sport games: the best move at night (its button comes and goes), and a ballot
SPORT = SCENARIOS / "sport_best_move_at_night.mafia.json"
SPORT_VOTE = SCENARIOS / "sport_red_wins.mafia.json"


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


@pytest.fixture()
def clocks() -> Clocks:
    return Clocks()


@pytest.fixture()
def host(qtbot, repo, settings, clocks, request):
    """A host window of the size and language of the test's parameters, on fake clocks
    (the time of day and the timer's)."""
    size, lang = request.param
    w = make_window(qtbot, repo, settings, clock=lambda: clocks.now,
                    timer_clock=lambda: clocks.ms)
    w.resize(*size)
    if lang != "en":
        w.commands.set_language(lang)
    settle()
    yield w
    remove_translators()  # the application as it was found: English source words
    dispose(w)


SIZES_AND_LANGUAGES = [(s, lang) for s in SIZES for lang in LANGUAGES]
HOSTS = {"argnames": "host", "argvalues": SIZES_AND_LANGUAGES, "indirect": True,
         "ids": [f"{s[0]}-{lang}" for s, lang in SIZES_AND_LANGUAGES]}


@pytest.mark.parametrize(**HOSTS)
def test_a_classic_game_moves_nothing(qtbot, host, repo, clocks, monkeypatch):
    watch = Watch(host)
    watching(monkeypatch, watch)
    game = classic_game()
    types = {a.TYPE for a in game[1]}
    assert len(types) == 15, types  # every classic action type, every stage
    play_through(qtbot, host, repo, clocks, game, enter, ("open_vote",), watch=watch)
    assert watch.checks > 2 * len(game[1])


@pytest.mark.parametrize(**HOSTS)
def test_a_sport_game_moves_nothing(qtbot, host, repo, clocks, monkeypatch):
    sport_moves_nothing(qtbot, host, repo, clocks, monkeypatch, SPORT)


@pytest.mark.parametrize("host", [((1366, 768), "ru"), ((1920, 1080), "en")], indirect=True,
                         ids=["1366-ru", "1920-en"])
def test_a_sport_vote_moves_nothing(qtbot, host, repo, clocks, monkeypatch):
    sport_moves_nothing(qtbot, host, repo, clocks, monkeypatch, SPORT_VOTE)


def sport_moves_nothing(qtbot: Any, host: MainWindow, repo: Any, clocks: Clocks,
                        monkeypatch: Any, log: Any) -> None:
    watch = Watch(host)
    watching(monkeypatch, watch)
    game = sport_game(log)
    play_through(qtbot, host, repo, clocks, game, enter_sport, ("end_night", "nominate"),
                 watch=watch)
    assert watch.checks > 2 * len(game[1])


NAMES = ["Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor", "Zoya", "Ilya", "Kira", "Lev",
         "Maria", "Nikolai", "Olga", "Pavel", "Raisa", "Sergei", "Tatiana", "Ulyana",
         "Fyodor", "Konstantin"]


def twenty_candidates(window: MainWindow) -> None:
    """A 20-player game whose every player is nominated (by the one before), the vote
    opened with the O key."""
    comp = suggested_composition(20)
    roles = [role for role, count in comp.items() for _ in range(count)]
    from mafia_desktop.rules.classic import Nominate
    game = Game(make_setup([(i + 1, name, roles[i]) for i, name in enumerate(NAMES)],
                           ruleset_from("table", {"vote_changes": -1}), rng_seed=7))
    for seat in range(1, 21):
        game.push(Nominate(seat, seat % 20 + 1))
    window.session.open_game(game)
    settle()


def click_at(qtbot: Any, window: MainWindow, point: QPoint) -> None:
    """A left click at ``point`` of the window, on whatever is there."""
    target = window.childAt(point)
    assert target is not None, point
    qtbot.mouseClick(target, Qt.MouseButton.LeftButton, pos=target.mapFrom(window, point))


@pytest.mark.parametrize("host", [((1366, 768), "en"), ((1366, 768), "ru")], indirect=True,
                         ids=["en", "ru"])
def test_clicks_over_a_twenty_voter_grid_land_on_the_voter_aimed_at(qtbot, host):
    twenty_candidates(host)
    qtbot.keyClick(host, Qt.Key.Key_O)  # the vote opens (held: Enter announces it)
    qtbot.keyClick(host, Qt.Key.Key_Return)
    settle()
    page = host.session.page
    assert page is not None
    state = host.session.controller.state
    assert len(state.candidates) == 20 and len(state.living()) == 20
    scroll = page.right_scroll.verticalScrollBar()
    viewport = page.right_scroll.viewport()
    buttons = page.panel.vote_buttons
    assert len(buttons) == 20 * 20 + 20
    # no sideways scrolling: every cell lies within the panel's width
    for b in buttons.values():
        assert b.mapTo(viewport, QPoint(b.width(), 0)).x() <= viewport.width(), b.objectName()

    def aimed(voter: int, cand: int | None) -> QPoint:
        b = buttons[(voter, cand)]
        return b.mapTo(host, b.rect().center())

    def seen(voter: int, cand: int | None) -> bool:
        b = buttons[(voter, cand)]
        top = b.mapTo(viewport, QPoint(0, 0)).y()
        return top >= 0 and top + b.height() <= viewport.height()

    # two rounds over every voter: a vote, then a change to the next candidate, with a
    # withdrawal now and then; the host aims at every button seen before clicking
    plan = [(v, (v + k) % 20 + 1) for k in (1, 2) for v in range(1, 21)]
    plan[5:5] = [(5, None)]
    clicks = 0
    while plan:
        visible = [(v, c) for v, c in plan if c is None or seen(v, c)]
        first = plan[0]
        if not visible or visible[0] != first:
            b = buttons[first]  # scroll (as the host does with the bar) to the next one
            scroll.setValue(b.mapTo(page.right_panel, QPoint(0, 0)).y() - 40)
            settle()
            continue
        batch: list[tuple[int, int | None]] = []
        for item in plan:  # the run of aimed-at buttons in sight, in order
            if not seen(*item):
                break
            batch.append(item)
        points = [aimed(*item) for item in batch]  # aimed at before the first click
        value = scroll.value()
        for (voter, cand), point in zip(batch, points, strict=True):
            click_at(qtbot, host, point)
            settle()
            ballot = host.session.controller.state.ballots[voter - 1]
            got = None if ballot is None else ballot.target
            assert got == cand, (voter, cand, got, host.session.last_problem)
            assert scroll.value() == value, (voter, cand)  # the click scrolled nothing
            clicks += 1
        del plan[:len(batch)]
    assert clicks == 41


@pytest.mark.parametrize("host", [((1366, 768), "en")], indirect=True, ids=["en"])
def test_the_vote_by_keys_moves_no_button(qtbot, host):
    """Seat numbers typed (voter, Enter, candidate, Enter): the prompt changes between
    "votes for whom?" and "enter a vote", one line either way, so nothing moves."""
    twenty_candidates(host)
    qtbot.keyClick(host, Qt.Key.Key_O)
    qtbot.keyClick(host, Qt.Key.Key_Return)  # held: announced
    settle()
    watch = Watch(host)
    watch.check("open")
    prompts = set()
    for voter in range(1, 8):
        type_seat(qtbot, host, voter)
        settle()
        prompts.add(host.session.page.prompt.text())
        watch.check(("voter", voter))
        type_seat(qtbot, host, voter % 20 + 2)
        watch.check(("vote", voter))
        prompts.add(host.session.page.prompt.text())
    assert len(prompts) >= 2  # the prompt did change its words
    assert sum(b is not None for b in host.session.controller.state.ballots) == 7


@pytest.mark.parametrize("host", [((1366, 768), "en")], indirect=True, ids=["en"])
def test_a_vote_is_painted_at_once_then_nothing_repaints(qtbot, host):
    """Issue 22.2: a vote typed with the players' screen open: once both windows have
    painted, nothing of the page (seats, prompt, timer, panel) paints again in the next
    300 ms (a prompt changing height and a rich-text label painted it all a second time,
    up to 79 late paint events per vote). The
    tally is shown once per candidate, above its column; a checked button keeps its
    number."""
    from PySide6.QtCore import QEvent, QObject

    twenty_candidates(host)
    host.menus.projector_action.setChecked(True)
    qtbot.addWidget(host.session.projector)
    host.activateWindow()
    qtbot.keyClick(host, Qt.Key.Key_O)
    qtbot.keyClick(host, Qt.Key.Key_Return)  # held: announced
    host.session.page.timer.pause()  # its seconds repaint, rightly
    painted: list[str] = []  # the page's paints after both windows' first paint
    flushed: set[int] = set()
    windows = (host, host.session.projector)
    page = host.session.page

    class Paints(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.UpdateRequest and obj in windows:
                flushed.add(id(obj))
            elif event.type() == QEvent.Type.Paint and len(flushed) == len(windows) \
                    and obj.isWidgetType() and page.isAncestorOf(obj):
                painted.append(f"{type(obj).__name__} {obj.objectName()}")
            return False

    paints = Paints()
    app = QApplication.instance()
    for voter, cand in ((1, 5), (2, 5), (3, 7)):
        type_seat(qtbot, host, voter)
        for _ in range(10):
            settle()
        painted.clear()
        flushed.clear()
        app.installEventFilter(paints)
        try:
            type_seat(qtbot, host, cand)
            qtbot.waitUntil(lambda: len(flushed) == len(windows))
            qtbot.wait(300)
        finally:
            app.removeEventFilter(paints)
        assert painted == [], (voter, painted)
    grid = host.session.page.panel.vote_grid
    assert [grid.tallies[c].text().split("\n")[-1] for c in (5, 6, 7)] == ["2", "0", "1"]
    checked = [b for b in grid.buttons.values() if b.isChecked()]
    assert sorted(b.objectName() for b in checked) == ["vote_1_5", "vote_2_5", "vote_3_7"]
    assert sorted(b.text() for b in checked) == ["5", "5", "7"]


#: The widgets under the vote grid, the prompt, the timer, the status bar and the
#: history's scroll bar: a vote changes none of them, so none paints (each painted the
#: changed parts' area before they filled their own background: 24 host paint events
#: per vote at 20 players, 12 now).
UNDER = {"MainWindow", "QDockWidget", "HistoryPanel", "QSplitter", "HistoryView",
         "QScrollArea", "QStackedWidget", "PhasePanel", "QGroupBox", "GamePage"}


@pytest.mark.parametrize("host", [((1366, 768), "en")], indirect=True, ids=["en"])
def test_a_vote_paints_what_changed_not_what_lies_under_it(qtbot, host):
    from PySide6.QtCore import QEvent, QObject

    twenty_candidates(host)
    host.menus.projector_action.setChecked(True)
    qtbot.addWidget(host.session.projector)
    host.activateWindow()
    qtbot.keyClick(host, Qt.Key.Key_O)
    qtbot.keyClick(host, Qt.Key.Key_Return)  # held: announced
    host.session.page.timer.pause()
    for voter in range(1, 20):  # enough rows for the history's scroll bar
        type_seat(qtbot, host, voter)
        type_seat(qtbot, host, 5 + voter % 3)
    painted: list[str] = []

    class Paints(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint and obj.isWidgetType() \
                    and obj.window() is host:
                painted.append(type(obj).__name__)
            return False

    paints = Paints()
    app = QApplication.instance()
    type_seat(qtbot, host, 20)
    for _ in range(10):
        settle()
    app.installEventFilter(paints)
    try:
        type_seat(qtbot, host, 7)
        for _ in range(10):
            settle()
    finally:
        app.removeEventFilter(paints)
    assert host.session.controller.state.ballots[19].target == 7  # the vote was taken
    assert "VoteGrid" in painted and "QScrollBar" in painted  # its parts painted
    assert not UNDER & set(painted), painted


@pytest.mark.parametrize("host", [((1366, 768), "en")], indirect=True, ids=["en"])
def test_a_wider_window_lays_the_grid_out_again_with_its_votes(qtbot, host):
    """The grid's cells follow the window's size only: at 1366x768 twenty candidates
    share two blocks, at 1920x1080 one row; the votes cast stay checked."""
    twenty_candidates(host)
    qtbot.keyClick(host, Qt.Key.Key_O)
    qtbot.keyClick(host, Qt.Key.Key_Return)  # held: announced
    for voter, cand in ((1, 5), (2, 20)):
        type_seat(qtbot, host, voter)
        type_seat(qtbot, host, cand)
    settle()
    grid = host.session.page.panel.vote_grid
    tops = {b.mapTo(grid, QPoint(0, 0)).y() for (v, c), b in grid.buttons.items()
            if v == 1 and c is not None}
    assert len(tops) == 2  # two blocks: voter 1's cells on two rows
    host.resize(1920, 1080)
    settle()
    tops = {b.mapTo(grid, QPoint(0, 0)).y() for (v, c), b in grid.buttons.items()
            if v == 1 and c is not None}
    assert len(tops) == 1
    assert sorted(k for k, b in grid.buttons.items() if b.isChecked()) == [(1, 5), (2, 20)]
    assert [grid.tallies[c].text().split("\n")[-1] for c in (5, 6, 20)] == ["1", "0", "1"]
    viewport = host.session.page.right_scroll.viewport()
    assert all(b.mapTo(viewport, QPoint(b.width(), 0)).x() <= viewport.width()
               for b in grid.buttons.values())
