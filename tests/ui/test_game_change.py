"""Issue 21, item 4: a change carries what changed (``ui/window/change.py``). Per action
the players' screen is drawn once, the public view is computed once for every view, the
history's corrections follow without reading the database again, and the undo text is
built once."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

import mafia_desktop.rules.public_view as public_view_module
import mafia_desktop.ui.families as families
from mafia_desktop.rules import Game, log_format
from mafia_desktop.ui.window import change as change_module
from mafia_desktop.ui.window.change import PUSHED, REDONE, UNDONE, GameChange
from tests.conftest import SCENARIOS

SCENARIO = SCENARIOS / "town_wins_day2.mafia.json"


@pytest.fixture()
def window(window, qtbot):
    """The shared window (tests/support) with the players' screen open."""
    w = window
    w.menus.projector_action.setChecked(True)  # the players' screen open: it draws every change
    qtbot.addWidget(w.session.projector)
    return w


def _open(window, repo):
    setup, actions = log_format.read_log(SCENARIO.read_bytes())
    game_id = repo.create_game(setup)
    window.session.open_game(Game(setup), game_id, {}, repo)
    QApplication.processEvents()
    return game_id, actions


def test_one_action_is_one_change_with_its_action_and_undo_text(window, repo) -> None:
    _, actions = _open(window, repo)
    seen: list[GameChange] = []
    window.session.controller.changed.connect(seen.append)
    assert window.commands.perform(actions[0]) is None
    assert [c.kind for c in seen] == [PUSHED]
    assert seen[0].action == window.session.controller.game.actions[0] and seen[0].index == 0
    assert seen[0].text == window.session.controller.stack.text(0)
    window.menus.undo_action.trigger()
    window.menus.redo_action.trigger()
    assert [c.kind for c in seen] == [PUSHED, UNDONE, REDONE]
    assert seen[1].undone_at is not None


def test_per_action_the_screen_is_drawn_once_and_the_view_computed_once(
        window, repo, monkeypatch) -> None:
    _, actions = _open(window, repo)
    shown, computed = [], []
    scene = window.session.projector.scene
    real_show, real_view = scene.show_view, public_view_module.public_view
    monkeypatch.setattr(scene, "show_view", lambda view: (shown.append(view),
                                                          real_show(view)))
    monkeypatch.setattr(public_view_module, "public_view",
                        lambda *a, **k: (computed.append(1), real_view(*a, **k))[1])
    for n, action in enumerate(actions[:5], start=1):
        assert window.commands.perform(action) is None
        assert (len(shown), len(computed)) == (n, n)  # the feed and the sounds share it


def test_the_undo_text_is_built_once_per_action(window, repo, monkeypatch) -> None:
    _, actions = _open(window, repo)
    built = []
    real = families.describe
    monkeypatch.setattr(families, "describe", lambda *a: (built.append(1), real(*a))[1])
    import mafia_desktop.ui.window.controller as controller_module
    monkeypatch.setattr(controller_module, "describe", families.describe)
    assert window.commands.perform(actions[0]) is None
    assert len(built) == 1
    assert window.statusBar().currentMessage() == f"Done: {window.session.controller.stack.text(0)}"


def test_the_corrections_follow_without_reading_the_database(window, repo,
                                                              monkeypatch) -> None:
    game_id, actions = _open(window, repo)
    for action in actions[:3]:
        assert window.commands.perform(action) is None
    reads = []
    real = repo.corrections
    monkeypatch.setattr(repo, "corrections", lambda gid: (reads.append(gid), real(gid))[1])
    window.menus.undo_action.trigger()
    box = window.menus.history_panel.corrections
    assert box.count() == 1 and reads == []
    stored = real(game_id)
    assert [(c.index, c.undone_at) for c in stored] == [
        (u.index, u.undone_at) for u in window.menus.history_panel._corrections]
    window.menus.redo_action.trigger()
    assert box.count() == 0 and real(game_id) == [] and reads == []
    assert change_module.RELOADED  # a game read again is read (tested by test_corrections)


def test_an_undo_adds_one_correction_row_the_others_kept(window, repo, monkeypatch) -> None:
    """Issue 22.2: the corrections are updated, not rebuilt (an undo with 20 corrections
    cost 3 ms more): an undo adds its row, a redo takes its row away, the other rows are
    the same items."""
    _, actions = _open(window, repo)
    for action in actions[:6]:
        assert window.commands.perform(action) is None
    box = window.menus.history_panel.corrections
    for _ in range(3):  # three corrections
        window.menus.undo_action.trigger()
    assert box.count() == 3
    before = [box.item(i) for i in range(box.count())]
    cleared = []
    monkeypatch.setattr(box, "clear", lambda: cleared.append(1))
    window.menus.undo_action.trigger()
    assert box.count() == len(before) + 1 and cleared == []
    assert [box.item(i) for i in range(len(before))] == before
    window.menus.redo_action.trigger()
    assert box.count() == len(before) and cleared == []
    assert [box.item(i) for i in range(box.count())] == before
