"""The steady page's watch (issue 31.3, ``test_steady_page.py``): games with 20 players
(the classic) or the sport's 10, every name long, played through the real window, with
the page's geometry recorded after every gesture of the host (each click, key and
Enter) and compared with the one before.

What must never move: every visible button of the page (the panel's, the timer's, the
vote grid's), the prompt, the timer and its digits (box and font), the table and each
seat, the right panel and the history. What must never scroll by itself: the right
panel (its scroll bar's value stays what it was: the test never scrolls it)."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import host_driver
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from mafia_desktop.rules import Game, log_format
from mafia_desktop.rules.classic import make_setup, ruleset_from
from mafia_desktop.rules.classic.random_player import RandomPlayer
from mafia_desktop.rules.classic.setup import deal_roles, suggested_composition
from mafia_desktop.ui.dialogs import keep_typed
from mafia_desktop.ui.window.main_window import MainWindow

#: Twenty long names, Latin and Cyrillic (12 to 21 letters).
LONG_NAMES = [
    "Maximilianovna", "Вячеслав Святославович", "Bartholomew Jr", "Константинопольская",
    "Gwendolynne Ash", "Александра Игоревна", "Christophersen", "Жозефина Вячеславовна",
    "Aleksandrovich", "Евфросиния Петровна", "Wilhelmina Cole", "Всеволод Ярославич",
    "Montgomerie Ray", "Апполинария Кузьмина", "Fitzgeraldine", "Святополк Окаянный",
    "Bartholomäus V", "Ростислава Мстиславна", "Anastasiya Lee", "Мирослава Добрынина"]

#: The 20-player random game: its seed plays all 15 classic action types in 71 actions
#: (nominations, votes and a withdrawal, a tie chosen by the host, the doctor, the
#: journalist, the mafia's kill and pass, the maniac, the commissar, a new godfather, a
#: removal, to the game's end).
CLASSIC_SEED = 181


def classic_game() -> tuple[Any, list[Any]]:
    """A 20-player classic game under the table preset: its setup and its actions."""
    roles = deal_roles(suggested_composition(20), 7)
    setup = make_setup([(i + 1, LONG_NAMES[i], roles[i]) for i in range(20)],
                       ruleset_from("table", {}), rng_seed=7)
    player, game = RandomPlayer(CLASSIC_SEED, vote_share=0.3), Game(setup)
    while player.step(game) is not None:
        pass
    return setup, list(game.actions)


def sport_game(log: Any) -> tuple[Any, list[Any]]:
    """The sport scenario ``log`` (a path) with ten long names."""
    data = json.loads(log.read_text("utf-8"))
    for player, name in zip(data["players"], LONG_NAMES[::2], strict=False):
        player["name"] = name
    return log_format.read_log(json.dumps(data).encode())


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


class Clocks:
    """The time of day (the actions' times, the vote's clock) and the timer's
    milliseconds, moved together (``tests/ui/test_vote_clock.py``)."""

    def __init__(self) -> None:
        self.now = datetime(2024, 5, 1, 19, 0, tzinfo=UTC)
        self.ms = 1_000_000

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)
        self.ms += round(seconds * 1000)


def place(widget: QWidget, window: QWidget) -> tuple[int, int, int, int]:
    """Where ``widget`` is in ``window``: x, y, width, height."""
    top_left = widget.mapTo(window, QPoint(0, 0))
    return (top_left.x(), top_left.y(), widget.width(), widget.height())


def fixed_parts(window: MainWindow) -> dict[str, Any]:
    """The parts that never move: the table and each seat, the right panel, the
    prompt, the timer and its digits (their box and font), the history."""
    page = window.session.page
    assert page is not None
    view, digits = page.view, page.timer.digits_label
    return {"table": place(view, window),
            "scale": round(view.transform().m11(), 6),
            "seats": [view.mapFromScene(s.sceneBoundingRect().center()).toTuple()
                      for s in page.scene.seats],
            "right panel": place(page.right_scroll, window),
            "prompt": place(page.prompt, window),
            "timer": place(page.timer, window),
            "digits": (place(digits, window), digits.font().pixelSize()),
            "history": place(window.menus.history, window)}


def buttons(window: MainWindow) -> dict[str, tuple[QPushButton, tuple[int, int, int, int]]]:
    """Every button of the page the host sees: its object name, the button and where it
    is in the window (a scrolled-away one too: where it would be)."""
    page = window.session.page
    assert page is not None
    return {b.objectName(): (b, place(b, window)) for b in page.findChildren(QPushButton)
            if b.objectName() and b.isVisibleTo(window)}


import os  # noqa: E402

COLLECT = os.environ.get("STEADY_COLLECT")  # exploring: every move printed, none failed


def expect(ok: bool, what: object) -> None:
    if COLLECT:
        if not ok:
            print("MOVED", what)
        return
    assert ok, what


class Watch:
    """Records the page after each gesture of the host and fails at the first move.

    ``check`` compares the fixed parts with the first record, and each button shown now
    and at the last check (the same widget) with its place then; the right panel's
    scroll bar with its value then (the host never scrolled it here)."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.first: dict[str, Any] | None = None
        self.last: dict[str, tuple[QPushButton, tuple[int, int, int, int]]] = {}
        self.scroll: int | None = None
        self.checks = 0

    def check(self, step: object) -> None:
        settle()
        w = self.window
        page = w.session.page
        assert page is not None
        now = fixed_parts(w)
        if self.first is None:
            self.first = now
        for part, where in now.items():
            expect(where == self.first[part], (step, part, where, self.first[part]))
        scroll = page.right_scroll
        assert page.right_panel.minimumSizeHint().width() <= scroll.viewport().width(), step
        assert scroll.horizontalScrollBar().maximum() == 0, step
        value = scroll.verticalScrollBar().value()
        expect(self.scroll in (None, value), (step, "the panel scrolled", self.scroll, value))
        self.scroll = value
        shown = buttons(w)
        for name, (b, where) in shown.items():
            before = self.last.get(name)
            if before is not None and before[0] is b:
                expect(where == before[1], (step, name, before[1], where))
        self.last = shown
        self.checks += 1


def watching(monkeypatch: Any, watch: Watch) -> None:
    """Check the page after every gesture of the host driver (``host_driver.announce``
    is called after each click and key, before the held action is announced, and the
    announcing Enter or click is checked by the next gesture's call)."""
    announce = host_driver.announce

    def checked(qtbot: Any, window: MainWindow, mouse: bool = False) -> bool:
        watch.check(("gesture", len(window.session.controller.game)))
        return announce(qtbot, window, mouse)

    monkeypatch.setattr(host_driver, "announce", checked)
    # the questions a game asks (a removal's reason, a close with no vote) answered yes
    host_driver.answer_questions(monkeypatch, yes=True)
    monkeypatch.setattr(keep_typed, "ask_text", lambda *args, **kwargs: ("", True))


def play_through(qtbot: Any, host: MainWindow, repo: Any, clocks: Clocks,
                 game: tuple[Any, list[Any]], enter_one: Callable[..., None],
                 run_out: tuple[str, ...], watch: Watch, undo_at: int = 3) -> None:
    """Play ``game`` (a setup and its actions), stored in ``repo``, through the window,
    action by action (``enter_one``: the family's driver of clicks and keys), the page
    checked by ``watch`` after every action (and, with :func:`watching`, every gesture). After action ``undo_at`` the host undoes it (Ctrl+Z: the
    first correction) and redoes it; after an action of a type in ``run_out`` the
    timer's time runs out (the vote's "Time is up", a speech's 00:00)."""
    setup, actions = game
    game_id = repo.create_game(setup)
    host.session.open_game(Game(setup), game_id, {}, repo)
    watch.check("start")
    for step, action in enumerate(actions):
        before = len(host.session.controller.game)
        enter_one(qtbot, host, action, step)
        assert len(host.session.controller.game) == before + 1, (step, action, host.session.last_problem)
        watch.check((step, action.TYPE))
        if step == undo_at:
            qtbot.keyClick(host, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
            assert len(host.session.controller.game) == before, step
            watch.check((step, "undo"))
            qtbot.keyClick(host, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier
                           | Qt.KeyboardModifier.ShiftModifier)
            assert len(host.session.controller.game) == before + 1, step
            watch.check((step, "redo"))
        if action.TYPE in run_out and not host.session.controller.state.ended:
            timer = host.session.page.timer
            if timer.state.value == "idle":  # the host starts it
                qtbot.mouseClick(timer.start_button, Qt.MouseButton.LeftButton)
                watch.check((step, "timer started"))
            clocks.advance(600)
            host.session.page.timer.poll()
            assert host.session.page.timer.remaining() == 0, step
            watch.check((step, "time is up"))
    assert host.session.controller.state.ended
