"""What a family gets by writing nothing (issue 32 point 4), through the tiny family,
which writes only its action table, where a click goes and its hint (``ui.py``), and
``REPORT = plain_report("tiny")`` (``report.py``): the default players'-screen items,
announcer, phase panel, seat cards, game-over table and report."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from mafia_desktop.i18n.fill import isolate
from mafia_desktop.i18n.language import remove_translators, set_language
from mafia_desktop.reports.export import export_game
from mafia_desktop.rules import Game
from mafia_desktop.rules.public_view import public_view
from mafia_desktop.ui.families import ui_family
from mafia_desktop.ui.players_screen.projector import ProjectorScene
from mafia_desktop.ui.players_screen.screen_items import ScreenItems
from mafia_desktop.ui.window.main_window import MainWindow
from tests.families.tiny import rules as R
from tests.families.tiny.test_tiny_end_to_end import game_of


def _ended_by_vote() -> Game:
    """A tiny game ended with a vote (a departure the room is told as "voted out")."""
    for seed in range(40):
        game = game_of(seed)
        if game.state.deaths and any(d.cause == "vote" for d in game.state.deaths):
            return game
    raise AssertionError("no tiny game with a vote")


def test_the_players_screen_is_the_default_items(tiny: str, qapp: Any) -> None:
    game = _ended_by_vote()
    scene = ProjectorScene()
    states = game.states()
    scene.show_view(public_view(states[1]))
    assert isinstance(scene._items, ScreenItems)
    scene.set_timer(65, "Speech")
    texts = scene.texts()
    assert "01:05" in texts and "Speech" in texts and "Night 1" in texts
    assert not {"Wolf", "Villager", "Wolves", "Village"} & set(texts)
    scene.show_view(public_view(states[-1], reveal_roles=True))
    texts = scene.texts()
    side = {"village": "Village", "wolves": "Wolves"}[game.state.outcome.winners[0].value]
    assert side in texts and "01:05" not in texts  # no clock once the game is over
    [winner] = [t for t in scene._items.winners if t.item.isVisible()]
    colour = {"Village": "#2e7d32", "Wolves": "#8e2424"}[side]  # the side's own colour
    assert winner.item.brush().color().name() == colour


def test_the_announcer_says_how_a_player_left_in_the_familys_words(tiny: str,
                                                                   qapp: Any) -> None:
    game = _ended_by_vote()
    views = [public_view(s) for s in game.states()]
    said = [line for before, after in zip(views, views[1:])
            for line in ui_family("tiny").announcements(before, after)]
    voted = next(d for d in game.state.deaths if d.cause == "vote")
    name = game.setup.name(voted.seat)
    assert f"Player {voted.seat}, {name}, leaves the game: voted out." in said
    assert said[-1].startswith("The game is over. Winners: ")
    set_language("ru", qapp)
    try:
        russian = ui_family("tiny").announcements(views[-2], views[-1])
    finally:
        remove_translators(qapp)
    assert any(line.startswith("Игра окончена") for line in russian), russian


def test_the_game_over_table_and_seat_cards_are_the_defaults(tiny: str, qapp: Any) -> None:
    game = _ended_by_vote()
    ui = ui_family("tiny")
    rows = ui.end_rows(game.state)
    assert [r[0] for r in rows] == [str(p.seat) for p in game.setup.players]
    left = {d.seat: d.cause for d in game.state.deaths}
    for (seat, name, role, fate), p in zip(rows, game.setup.players):
        assert name == p.name and role == {"villager": "Villager", "wolf": "Wolf"}[p.role.value]
        assert fate == ({"vote": "voted out", "kill": "killed at night"}[left[p.seat]]
                        if p.seat in left else "alive")
    looks = ui.seat_looks(game.state, hide=True)
    assert all(look.role_text == "" for look in looks)
    shown = ui.seat_looks(game.state, hide=False)
    assert [look.role_text for look in shown] == [r[2] for r in rows]
    assert ui.timer_plan(game.state, None) is None  # type: ignore[arg-type]


def test_the_default_panel_enables_what_the_engine_allows(tiny: str, qtbot: Any,
                                                         window: MainWindow,
                                                         repo: Any) -> None:
    game = game_of(9)
    window.session.open_game(Game(game.setup), repo.create_game(game.setup), {}, repo)
    QApplication.processEvents()
    buttons = {b.objectName(): b for b in window.session.page.findChildren(QPushButton)}
    title = window.session.page.findChild(object, "phaseTitle")
    other = {"vote": "kill", "kill": "vote"}
    for k, action in enumerate(game.actions[:3]):
        state = window.session.controller.state
        assert title is not None and title.text().startswith(str(state.phase)), k
        assert buttons[action.TYPE].isEnabled(), k  # the engine allows it: enabled
        assert not buttons[other[action.TYPE]].isEnabled(), k  # the other row: greyed
        qtbot.keyClick(window, Qt.Key.Key_V if action.TYPE == "vote" else Qt.Key.Key_K)
        qtbot.keyClick(window, getattr(Qt.Key, f"Key_{action.target}"))
        qtbot.keyClick(window, Qt.Key.Key_Return)
        if window.session.host_input.held is not None:  # what the room will be told: Enter announces
            qtbot.keyClick(window, Qt.Key.Key_Return)
        assert len(window.session.controller.game) == k + 1


def test_the_default_report_words_every_action(tiny: str, tmp_path: Path) -> None:
    game = _ended_by_vote()
    page = export_game(game, "html", tmp_path / "t.html", lang="en").read_text("utf-8")
    assert "Tiny: the game&#39;s report" in page or "Tiny: the game's report" in page
    for k, action in enumerate(game.actions):
        name = game.setup.name(action.target)
        word = "Vote" if isinstance(action, R.Vote) else "Kill"
        assert f"#{k + 1}" in page and f"{word}: {isolate(name)}" in page
    assert "voted out" in page and "Winners in bold" in page
    ru = export_game(game, "html", tmp_path / "r.html", lang="ru").read_text("utf-8")
    assert "Игроки" in ru and "Tiny" in ru
    pdf = export_game(game, "pdf", tmp_path / "t.pdf", lang="en")
    assert pdf.read_bytes().startswith(b"%PDF")


def test_the_new_game_dialog_deals_a_tiny_table_on_the_default_deal_page(tiny: str,
                                                                        qtbot: Any) -> None:
    """The shared deal page (``ui/families/deal_page.py``): the family's first preset,
    its random deal by the seed, a deal by hand, the engine's refusal with its rule."""
    from PySide6.QtWidgets import QComboBox

    from mafia_desktop.ui.dialogs.new_game import NewGameDialog
    from mafia_desktop.ui.families.deal_page import DealPart

    dialog = NewGameDialog(seed=7, players=list(R.NAMES[:4]))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.set_family("tiny")
    part = dialog.part()
    assert isinstance(part, DealPart) and dialog.family_combo.currentText() == "Tiny"
    assert not dialog.ok_button.isEnabled()
    assert dialog.problem().endswith("(T-SETUP-1)")  # four players: the engine says five
    dialog.add_player(R.NAMES[4])
    assert dialog.ok_button.isEnabled(), dialog.problem()
    setup = dialog.setup()
    mode, seed = dialog.deal()
    assert mode == "random" and seed == 7 and setup.ruleset.preset == "five"
    assert [p.role.value for p in setup.players] == R.deal({"villager": 4, "wolf": 1}, 7)
    table = part.table
    assert [table.item(r, 2).text() for r in range(5)] == \
        [{"villager": "Villager", "wolf": "Wolf"}[p.role.value] for p in setup.players]
    dialog.tabs.setCurrentWidget(part.pages[1])  # the deal page, as the host opens it
    qtbot.mouseClick(part.hand_radio, Qt.MouseButton.LeftButton)  # by hand, from the deal
    assert dialog.deal() == ("hand", None) and dialog.ok_button.isEnabled()
    wolf = next(p.seat for p in setup.players if p.role is R.Role.WOLF)
    combo = table.cellWidget(wolf - 1, 2)
    assert isinstance(combo, QComboBox)
    combo.setCurrentIndex(combo.findData("villager"))  # no wolf left: T-SETUP-1
    assert not dialog.ok_button.isEnabled() and "T-SETUP-1" in dialog.problem()
    other = wolf % 5 + 1
    table.set_hand_role(other - 1, "wolf")
    assert dialog.ok_button.isEnabled()
    assert [p.seat for p in dialog.setup().players if p.role is R.Role.WOLF] == [other]
