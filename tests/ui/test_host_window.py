"""The host window driven through its widgets (pytest-qt, offscreen)."""

from __future__ import annotations

import json
import re

import pytest
from host_driver import (
    answer_questions,
    click_button,
    click_seat,
    enter,
    press,
    strip_times,
    type_seat,
)
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem, QGraphicsTextItem

from mafia_desktop.i18n import names
from mafia_desktop.rules import Game, log_format
from mafia_desktop.rules.classic import Nominate, Role, Vote
from mafia_desktop.ui.families.classic.actions import KINDS
from mafia_desktop.ui.window.actions import Pick
from mafia_desktop.ui.window.main_window import MainWindow
from tests.conftest import SCENARIOS, unisolated

SCENARIO = SCENARIOS / "town_wins_day2.mafia.json"


def start_scenario(window: MainWindow) -> list:
    setup, actions = log_format.read_log(SCENARIO.read_bytes())
    window.session.open_game(Game(setup))
    QApplication.processEvents()  # lay the new page out before clicking on it
    return actions


def played(window: MainWindow) -> dict:
    c = window.session.controller
    out = strip_times(log_format.to_json(c.game.setup, c.game.actions))
    # the app writes every option (RULES.md §7): compare the ruleset as the scenario has it
    scenario = json.loads(SCENARIO.read_text())
    assert log_format.read_log(json.dumps({**scenario, "actions": []}))[0].ruleset == \
        c.game.setup.ruleset
    out["ruleset"] = scenario["ruleset"]
    return out


def test_play_town_wins_day2_through_the_widgets(qtbot, window):
    actions = start_scenario(window)
    for step, action in enumerate(actions):
        before = len(window.session.controller.game)
        enter(qtbot, window, action, step)
        assert len(window.session.controller.game) == before + 1, (step, action, window.session.last_problem)
    c = window.session.controller
    assert all(a.at is not None for a in c.game.actions)  # the window stamps every action
    assert played(window) == json.loads(SCENARIO.read_text())
    expected = json.loads((SCENARIOS / "town_wins_day2.expected.json").read_text())
    summary = log_format.summary(c.state)
    assert {k: summary[k] for k in expected} == expected
    # game over: winners and every role shown
    page = window.session.page
    assert page.stack.currentWidget() is page.game_over
    assert names.faction_name("town") in page.game_over.winners.text()
    shown = {page.game_over.table.item(i, 2).text() for i in range(7)}
    assert names.role_name("godfather") in shown and names.role_name("journalist") in shown


def test_undo_five_then_redo_five(qtbot, window):
    actions = start_scenario(window)
    for step, action in enumerate(actions[:12]):
        enter(qtbot, window, action, step)
    c = window.session.controller
    full = played(window)
    assert len(c.game) == 12
    assert window.menus.undo_action.text() == "Undo End the day"
    for _ in range(5):
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(c.game) == 7
    assert played(window)["actions"] == full["actions"][:7]
    assert unisolated(window.menus.undo_action.text()) == "Undo Vote: Gleb -> Boris"
    assert c.state.stage.value == "voting"
    for _ in range(5):
        qtbot.keyClick(window, Qt.Key.Key_Z,
                       Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert played(window) == full
    assert c.state.phase.kind == "night"


def test_history_click_goes_back(qtbot, window, monkeypatch):
    asked = answer_questions(monkeypatch, yes=True)  # four actions back: it asks first
    actions = start_scenario(window)
    for step, action in enumerate(actions[:6]):
        enter(qtbot, window, action, step)
    view = window.menus.history
    index = view.model().index(2, 0)  # row 0 is the start of the game
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.visualRect(index).center())
    assert len(window.session.controller.game) == 2
    assert played(window)["actions"] == [{"type": "nominate", "by": "Dasha", "target": "Boris"},
                                         {"type": "nominate", "by": "Egor", "target": "Anna"}]
    assert len(asked) == 1


def test_illegal_action_changes_nothing_and_shows_the_rule(qtbot, window):
    start_scenario(window)
    c = window.session.controller
    before = (len(c.game), c.state, c.stack.count())
    problem = window.commands.perform(Vote(by=1, target=2))  # no vote is open (R-VOTE-1)
    assert problem is not None and problem.rule == "R-VOTE-1"
    assert (len(c.game), c.state, c.stack.count()) == before
    message = window.statusBar().currentMessage()
    assert "R-VOTE-1" in message and names.rule_title("R-VOTE-1") in message
    assert problem.message in message
    # the UI never offers it: the vote buttons are disabled, seat clicks nominate
    assert not window.session.page.panel.buttons["vote"].isEnabled()
    assert c.perform(Nominate(by=3, target=3)).rule == "R-NOM-2"
    assert len(c.game) == 0


def test_illegal_seat_is_not_picked(qtbot, window):
    start_scenario(window)
    click_seat(qtbot, window, 5)          # Dasha nominates ...
    click_seat(qtbot, window, 5)          # ... herself: not offered (R-NOM-2)
    assert len(window.session.controller.game) == 0
    assert window.session.pick is not None and window.session.pick.picked == [5]
    assert 5 not in window.session.pick.allowed() and 2 in window.session.pick.allowed()
    message = window.statusBar().currentMessage()
    assert "cannot be picked" in message and "R-NOM-2" in message  # the engine's rule
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert window.session.pick is None


def test_a_seat_that_cannot_nominate_says_why(qtbot, window):
    start_scenario(window)
    click_seat(qtbot, window, 5)  # Dasha nominates Boris
    click_seat(qtbot, window, 2)
    assert len(window.session.controller.game) == 1 and window.session.pick is None
    click_seat(qtbot, window, 5)  # Dasha again: she has nominated today (R-NOM-1)
    assert window.session.pick is None and len(window.session.controller.game) == 1
    message = window.statusBar().currentMessage()
    assert unisolated(message).startswith("Dasha cannot nominate now."), message
    rule = Pick(KINDS["nominate"], window.session.controller).why_not(5).rule
    assert rule in message and names.rule_title(rule) in message
    assert window.session.page.host_input.selected == 5  # still selected: her notes and card


def test_plus_adds_30_seconds_with_or_without_shift_and_on_the_keypad(qtbot, window):
    start_scenario(window)
    timer = window.session.page.timer
    for key, modifier in ((Qt.Key.Key_Plus, Qt.KeyboardModifier.NoModifier),
                          (Qt.Key.Key_Equal, Qt.KeyboardModifier.NoModifier),  # no Shift
                          (Qt.Key.Key_Plus, Qt.KeyboardModifier.KeypadModifier)):
        before = timer.remaining()
        qtbot.keyClick(window, key, modifier)
        assert timer.remaining() == before + 30, (key, modifier)


def role_texts(scene) -> list[str]:
    out = []
    for item in scene.items():
        if isinstance(item, QGraphicsTextItem):
            out.append(item.toPlainText())
        elif isinstance(item, QGraphicsSimpleTextItem):
            out.append(item.text())
    return out


def test_players_are_looking_removes_every_role_text(qtbot, window):
    actions = start_scenario(window)
    for step, action in enumerate(actions[:14]):  # into night 1: targets and a check
        enter(qtbot, window, action, step)
    role_names = [names.role_name(r.value) for r in Role] + [
        names.faction_name(f) for f in ("town", "mafia", "maniac")]
    secrets = ["godfather", "protected", "mafia's target", "checked"]

    def leaks() -> list[str]:
        return [t for t in role_texts(window.session.page.scene)
                if any(n.lower() in t.lower() for n in role_names + secrets)]

    assert leaks()  # the host sees roles: the check below can fail
    qtbot.keyClick(window, Qt.Key.Key_F9)
    assert window.menus.looking_action.isChecked()
    assert leaks() == []
    assert window.session.page.stack.currentWidget() is window.session.page.privacy
    qtbot.keyClick(window, Qt.Key.Key_F9)
    assert leaks()


def test_seat_menu_lists_only_legal_actions(qtbot, window):
    actions = start_scenario(window)
    for step, action in enumerate(actions[:12]):
        enter(qtbot, window, action, step)
    c = window.session.controller
    assert c.state.phase.kind == "night"
    anna = [a.objectName() for a in window.commands.build_seat_menu(1).actions() if a.objectName()]
    # Anna is the godfather: the mafia cannot kill her (R-MAF-1); she can be checked
    assert "mafia_kill" not in anna and "check" in anna and "host_kill" in anna
    vera = window.commands.build_seat_menu(3)
    kill = next(a for a in vera.actions() if a.objectName() == "mafia_kill")
    kill.trigger()
    assert c.state.mafia.target == 3


def test_keyboard_vote_and_close_with_tie_shown(qtbot, window):
    start_scenario(window)
    c = window.session.controller
    for by, target in ((5, 2), (6, 1)):
        type_seat(qtbot, window, by)
        type_seat(qtbot, window, target)
    press(qtbot, window, "O")
    assert c.state.stage.value == "voting"
    for by, target in ((3, 2), (4, 1)):
        type_seat(qtbot, window, by)
        type_seat(qtbot, window, target)
    press(qtbot, window, "L")
    ex = c.state.execution
    assert ex.seat == 2 and set(ex.tied) == {1, 2}
    text = window.session.page.panel.execution.text()
    assert "Tied" in text and names.choice_name(ex.reason) in text


def test_night_summary_and_check_answer(qtbot, window):
    actions = start_scenario(window)
    for step, action in enumerate(actions[:14]):
        enter(qtbot, window, action, step)
    panel = window.session.page.panel
    # the mafia chose Vera, whom the doctor protects: nobody dies
    assert "nobody dies" in panel.night_summary.text()
    assert "Protected tonight: 3. Vera" in unisolated(panel.night_summary.text())
    assert names.role_name("godfather") in panel.check_answer.text()  # Anna checked
    # the mafia changes its mind (R-MAF: the later decision holds): Gleb will die
    press(qtbot, window, "K")
    type_seat(qtbot, window, 4)
    assert window.session.controller.state.mafia.target == 4
    assert f"4. Gleb — {names.cause_name('mafia')}" in unisolated(panel.night_summary.text())


def test_open_broken_log_names_the_problem(qtbot, window, tmp_path, monkeypatch):
    shown = []
    from mafia_desktop.ui import plain
    monkeypatch.setattr(plain, "critical",
                        lambda parent, title, text, *a, **k: shown.append(text))
    bad = json.loads(SCENARIO.read_text())
    bad["actions"][5]["by"] = "Nobody"
    path = tmp_path / "bad.mafia.json"
    path.write_text(json.dumps(bad))
    assert window.commands.open_log(str(path)) is None
    assert len(shown) == 1 and "bad.mafia.json" in shown[0] and "action 5" in shown[0]
    path.write_text("{not json")
    assert window.commands.open_log(str(path)) is None
    assert len(shown) == 2 and window.session.controller is None


def test_game_over_export_writes_the_log(qtbot, window, tmp_path, monkeypatch):
    assert window.commands.open_log(str(SCENARIO)) is not None
    page = window.session.page
    assert page.stack.currentWidget() is page.game_over
    out = page.game_over.export("json", str(tmp_path / "out.mafia.json"))
    assert out is not None
    assert json.loads(out.read_text())["actions"] == json.loads(SCENARIO.read_text())["actions"]
    # an opened log is read-only; with no database the host may go on with it unstored
    assert window.session.read_only and not window.menus.undo_action.isEnabled()
    asked = answer_questions(monkeypatch, yes=True)
    assert window.commands.store_game() is not None and len(asked) == 1 and not window.session.read_only
    page = window.session.page
    # undo after the end goes back into the game (R-WIN-4)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert page.stack.currentWidget() is page.panel


def test_help_lists_every_action_key(qtbot):
    from mafia_desktop.ui.dialogs.help import HelpDialog
    from mafia_desktop.ui.families.classic.actions import KINDS
    d = HelpDialog()
    qtbot.addWidget(d)
    keys = {d.table.item(i, 0).text() for i in range(d.table.rowCount())}
    assert {k.key for k in KINDS.values()} <= keys


def night_game(window: MainWindow) -> None:
    from mafia_desktop.rules.classic import make_setup, ruleset_from
    setup = make_setup([(1, "Anna", Role.GODFATHER), (2, "Boris", Role.MAFIOSO),
                        (3, "Vera", Role.COMMISSAR), (4, "Gleb", Role.CIVILIAN),
                        (5, "Dasha", Role.CIVILIAN), (6, "Egor", Role.CIVILIAN),
                        (7, "Zoya", Role.CIVILIAN)],
                       ruleset_from("table", {"first_phase": "night",
                                              "kill_requires_description": True}), 3)
    window.session.open_game(Game(setup))
    QApplication.processEvents()


def test_mafia_kill_decided_by_another_member_with_description(qtbot, window):
    night_game(window)
    panel = window.session.page.panel
    assert "required" in panel.mafia_description_label.text()
    panel.decided_by.setCurrentIndex(panel.decided_by.findData(2))
    qtbot.keyClicks(panel.mafia_description, "strangled in the park")
    window.activateWindow()
    window.setFocus()
    click_button(qtbot, window, "mafia_kill")
    click_seat(qtbot, window, 1)          # the mafia's own godfather: not offered (R-MAF-1)
    assert window.session.controller.state.mafia is None
    click_seat(qtbot, window, 4)
    m = window.session.controller.state.mafia
    assert (m.target, m.decided_by, m.description, m.counts) == (4, 2, "strangled in the park",
                                                                  True)
    assert panel.mafia_description.text() == ""
    assert unisolated(window.menus.undo_action.text()) == "Undo Mafia's victim: Gleb (word of Boris)"


def test_host_removal_asks_first(qtbot, window, monkeypatch):
    from mafia_desktop.ui.dialogs import keep_typed
    night_game(window)
    c = window.session.controller
    answers = [("", False), ("left the table", True)]
    monkeypatch.setattr(keep_typed, "ask_text", lambda *a, **k: answers.pop(0))
    press(qtbot, window, "X")
    type_seat(qtbot, window, 6)
    assert len(c.game) == 0 and c.state.alive[5]      # cancelled: nothing happened
    press(qtbot, window, "X")
    type_seat(qtbot, window, 6)
    assert not c.state.alive[5]
    assert c.game.actions[-1].reason == "left the table"


def test_speeches_walk_the_living_players(qtbot, window):
    start_scenario(window)
    window.settings.setValue("timer/speech_s", 45)
    press(qtbot, window, "S")
    timer = window.session.page.timer
    assert timer.in_speech_mode and timer.speaker == 1 and timer.duration == 45
    timer.next_speaker()
    assert timer.speaker == 2


def test_notes_follow_the_selected_player_and_phase(qtbot, window):
    start_scenario(window)
    notes = window.session.notes
    window.commands.select(2)
    qtbot.keyClicks(notes.player_note, "nervous")
    qtbot.keyClicks(notes.phase_note, "slow start")
    window.commands.select(3)                      # switching players saves the note shown before
    notes.save()
    assert window.session.controller.notes == {"player:2": "nervous", "phase:day:1": "slow start"}
    window.commands.select(2)
    assert notes.player_note.toPlainText() == "nervous"


def test_projector_follows_every_change_and_undo(qtbot, window):
    actions = start_scenario(window)
    window.menus.projector_action.setChecked(True)
    projector = window.session.projector
    qtbot.addWidget(projector)
    assert projector.isVisible()
    for step, action in enumerate(actions[:10]):   # the vote, before it closes
        enter(qtbot, window, action, step)
    def shown() -> list[str]:  # the timer is not part of the game and is not undone
        timer = (window.session.page.timer.caption, "The vote", "Last word: Boris")
        return [t for t in projector.scene.texts()
                if not re.fullmatch(r"\d+:\d\d", t) and t not in timer]

    before = shown()
    enter(qtbot, window, actions[10], 10)            # close the vote: Boris is executed
    after = shown()
    assert after != before and any("Boris" in t for t in after)
    assert not any(names.role_name("godfather") in t for t in after)  # Anna is alive
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert shown() == before
    window.menus.projector_action.setChecked(False)
    assert not projector.isVisible()


def test_new_godfather_appointed_after_a_day_execution(qtbot, window):
    from mafia_desktop.rules.classic import make_setup, ruleset_from
    setup = make_setup([(1, "Anna", Role.GODFATHER), (2, "Boris", Role.MAFIOSO),
                        (3, "Kira", Role.MAFIOSO), (4, "Gleb", Role.CIVILIAN),
                        (5, "Dasha", Role.CIVILIAN), (6, "Egor", Role.CIVILIAN),
                        (7, "Zoya", Role.CIVILIAN), (8, "Lev", Role.CIVILIAN),
                        (9, "Ilya", Role.CIVILIAN)], ruleset_from("table"), 3)
    window.session.open_game(Game(setup))
    QApplication.processEvents()
    c = window.session.controller
    assert not window.session.page.panel.buttons["appoint_godfather"].isVisible()
    click_seat(qtbot, window, 4)
    click_seat(qtbot, window, 1)
    click_button(qtbot, window, "open_vote")
    for voter in (4, 5, 6):
        click_button(qtbot, window, f"vote_{voter}_1")
    click_button(qtbot, window, "close_vote")
    assert c.state.godfather_pending and c.state.phase.is_day
    click_button(qtbot, window, "appoint_godfather")
    assert window.session.pick.allowed() == {2, 3}
    click_seat(qtbot, window, 3)
    assert c.state.godfather == 3 and not c.state.godfather_pending
    assert not window.session.page.panel.buttons["appoint_godfather"].isVisible()


def test_projector_tally_can_be_hidden_and_the_choice_is_kept(qtbot, window):
    actions = start_scenario(window)
    window.menus.projector_action.setChecked(True)
    qtbot.addWidget(window.session.projector)
    for step, action in enumerate(actions[:7]):     # the vote is open, votes given
        enter(qtbot, window, action, step)
    assert any("vote(s)" in t for t in window.session.projector.scene.texts())
    window.menus.tally_action.setChecked(False)
    assert not any("vote(s)" in t for t in window.session.projector.scene.texts())
    assert window.settings.value("projector/show_tally", type=bool) is False
    window.menus.tally_action.setChecked(True)
    assert any("vote(s)" in t for t in window.session.projector.scene.texts())


def _seat_looks(window) -> list:
    """What a person sees of each seat: colours, border, opacity and texts."""
    return [(*item.look(), item.name.toPlainText(), item.role.toPlainText(),
             item.marks.toPlainText())
            for item in window.session.page.scene.seats]


def _menu_texts(menu) -> list[str]:
    out = [menu.title()]
    for a in menu.actions():
        out.append(a.text())
        if a.menu() is not None:
            out.extend(_menu_texts(a.menu()))
    return out


@pytest.mark.parametrize("played_n", [12, 14])
def test_players_are_looking_suspends_action_entry(qtbot, window, played_n):
    """Regression: with F9 on, an action key (K, C, G, D, J…) dimmed the seats the rules
    do not allow (showing who is mafia) and the Edit menu read "Undo Commissar's check"."""
    from mafia_desktop.i18n.classic.actions import ACTION_WORDS
    actions = start_scenario(window)
    for step, action in enumerate(actions[:played_n]):
        enter(qtbot, window, action, step)
    c = window.session.controller
    secrets = [names.role_name(r.value) for r in Role] + [
        names.faction_name(f) for f in ("town", "mafia", "maniac")] + [
        t.split(":")[0].split("%")[0].strip()
        for w in ACTION_WORDS.values() for t in (w.text, *(w.optional or ())[1:])]
    secrets = [s.lower() for s in secrets if len(s) > 3]

    def visible_texts() -> list[str]:
        out = [window.windowTitle(), window.statusBar().currentMessage(),
               window.session.page.prompt.text()] + role_texts(window.session.page.scene)
        for a in window.menuBar().actions():
            out.extend(_menu_texts(a.menu()) if a.menu() else [a.text()])
        for seat in (1, 2, 3):
            out.extend(_menu_texts(window.commands.build_seat_menu(seat)))
        return out

    def leaks() -> list[str]:
        return [t for t in visible_texts()
                if any(s in t.lower().replace("mafia desktop", "") for s in secrets)]

    assert leaks()  # without F9 the host sees roles and the undo text: the check can fail
    press(qtbot, window, "K" if played_n == 12 else "E")
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    n = len(c.game)
    qtbot.keyClick(window, Qt.Key.Key_F9)
    assert window.menus.looking_action.isChecked()
    before = _seat_looks(window)
    assert all(look[4] == 1.0 for look in before)
    assert leaks() == []
    assert window.menus.undo_action.text() == "Undo" and window.menus.redo_action.text() == "Redo"
    for key in sorted({k.key for k in KINDS.values()}) + ["R"]:
        press(qtbot, window, key)
        assert window.session.pick is None, key
        assert _seat_looks(window) == before, key
        assert leaks() == [], key
        assert "press F9 to enter actions" in window.statusBar().currentMessage()
    for seat in (1, 2, 3):
        click_seat(qtbot, window, seat)
        type_seat(qtbot, window, seat)
        assert _seat_looks(window) == before and window.session.pick is None
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(c.game) == n and leaks() == []
    assert window.createPopupMenu() is None  # the docks cannot be brought back meanwhile
    qtbot.keyClick(window, Qt.Key.Key_F9)
    assert not window.menus.looking_action.isChecked()
    assert window.menus.undo_action.text().startswith("Undo ") and window.menus.undo_action.isEnabled()
    press(qtbot, window, "K" if played_n == 12 else "N")
    if played_n == 12:
        assert window.session.pick is not None
        assert any(look[4] < 1.0 for look in _seat_looks(window))  # dimming is back
    else:  # day 2: N starts a nomination, the nominator's seat is not dimmed
        assert window.session.pick is not None and window.session.pick.kind.type == "nominate"


@pytest.mark.parametrize("first, second", [(2, 1), (7, 3), (3, 7)])
def test_journalist_question_in_either_order(qtbot, window, first, second):
    """Regression: after the first seat only higher seats could be picked ("Anna cannot
    be picked here"), the engine listing each pair once (a < b)."""
    from mafia_desktop.rules.classic import Compare
    start_scenario(window)
    c = window.session.controller
    press(qtbot, window, "J")
    type_seat(qtbot, window, first)
    assert second in window.session.pick.allowed() and first not in window.session.pick.allowed()
    assert window.session.pick.allowed() == set(c.state.living()) - {first}
    click_seat(qtbot, window, second)
    assert window.session.pick is None, window.statusBar().currentMessage()
    last = c.game.actions[-1]
    assert isinstance(last, Compare) and {last.a, last.b} == {first, second}
    assert [(x.a, x.b) for x in c.state.comparisons] == [(last.a, last.b)]


def test_ctrl_z_in_a_note_undoes_the_typing_and_edit_undo_the_game(qtbot, window):
    """Decision (issue item 7): in a host note Ctrl+Z undoes the typing, as in any text
    field; the Edit menu's Undo, clicked, still undoes the game's last action."""
    actions = start_scenario(window)
    for step, action in enumerate(actions[:3]):
        enter(qtbot, window, action, step)
    c = window.session.controller
    window.session._focus_note(2)
    note = window.session.notes.player_note
    qtbot.waitUntil(note.hasFocus, timeout=2000)
    qtbot.keyClicks(note, "lies about the check")
    qtbot.keyClick(note, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert note.toPlainText() != "lies about the check"  # the typing was undone ...
    assert len(c.game) == 3                                 # ... not the game
    qtbot.keyClicks(note, "x")
    typed = note.toPlainText()
    # the Edit menu's Undo, clicked with the note still focused, undoes the game
    window.menus.edit_menu.popup(window.mapToGlobal(window.rect().topLeft()))
    qtbot.waitUntil(window.menus.edit_menu.isVisible, timeout=2000)
    rect = window.menus.edit_menu.actionGeometry(window.menus.undo_action)
    qtbot.mouseClick(window.menus.edit_menu, Qt.MouseButton.LeftButton, pos=rect.center())
    assert len(c.game) == 2
    assert note.toPlainText() == typed
    from mafia_desktop.ui.dialogs.help import shortcut_rows
    assert any(k == "Ctrl+Z" and "note" in d for k, d in shortcut_rows())


def test_timer_follows_undo_back_before_the_vote(qtbot, window):
    """Regression: going back before the vote opened left "The vote" running."""
    actions = start_scenario(window)
    for step, action in enumerate(actions[:5]):  # ... then open the vote
        enter(qtbot, window, action, step)
    timer = window.session.page.timer
    assert timer.caption == "The vote" and timer.state.value == "running"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.controller.state.stage.value == "discussion"
    assert timer.caption == "Speech" and timer.state.value != "running"
    assert timer.duration == window.session.durations().speech
    # redo: back in the vote, its full time (not running: only opening the vote starts it)
    qtbot.keyClick(window, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert timer.caption == "The vote"
    assert timer.duration == int(window.session.controller.game.setup.ruleset.vote_window_s)


def test_timer_of_a_game_resumed_at_night(qtbot, window, tmp_path):
    """Regression: a game resumed at night showed an unlabelled 01:00."""
    window.settings.setValue("timer/night_s", 150)
    setup, actions = log_format.read_log(SCENARIO.read_bytes())
    window.session.open_game(Game.replay(setup, actions[:13]))
    assert window.session.controller.state.phase.kind == "night"
    timer = window.session.page.timer
    assert timer.caption == "Night" and timer.duration == 150
    assert timer.state.value != "running"
    # and a history click back into the day's last word sets that
    window.session.controller.stack.setIndex(11)
    assert timer.caption.startswith("Last word: ")
