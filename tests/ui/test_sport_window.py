"""The host window plays a sport game (RULES_SPORT.md) through its widgets: keys and
clicks on the real seats and buttons, never the controller."""

from __future__ import annotations

import json

from host_driver import (
    answer_questions,
    click_seat,
    press,
    press_key,
    strip_times,
    type_seat,
)
from host_driver import (
    enter_sport as enter,
)
from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import QApplication

from mafia_desktop.i18n.language import remove_translators
from mafia_desktop.rules import Game, log_format
from mafia_desktop.rules.sport import CastBallot, Foul
from mafia_desktop.ui.window.main_window import MainWindow
from tests.conftest import SCENARIOS, unisolated

SCENARIO = SCENARIOS / "sport_red_wins.mafia.json"


def start(window: MainWindow) -> list:
    setup, actions = log_format.read_log(SCENARIO.read_bytes())
    window.session.open_game(Game(setup))
    QApplication.processEvents()
    return actions


def test_the_window_plays_sport_red_wins(qtbot, window):
    actions = start(window)
    for step, action in enumerate(actions):
        before = len(window.session.controller.game)
        enter(qtbot, window, action, step)
        assert len(window.session.controller.game) == before + 1, (step, action, window.session.last_problem)
    c = window.session.controller
    out = strip_times(log_format.to_json(c.game.setup, c.game.actions))
    want = strip_times(log_format.to_json(*log_format.read_log(SCENARIO.read_bytes())))
    for step, (got, wanted) in enumerate(zip(out["actions"], want["actions"], strict=True)):
        assert got == wanted, step
    assert out == want
    expected = json.loads(SCENARIO.with_name("sport_red_wins.expected.json").read_text())
    summary = log_format.summary(c.state)
    assert {k: summary[k] for k in expected} == json.loads(json.dumps(expected))
    page = window.session.page
    assert page.stack.currentWidget() is page.game_over
    assert "S-WIN-1" in page.game_over.winners.text()
    # S-WIN-4: Dasha, voted out last, still has her last word, as a timer only
    assert page.timer.isVisibleTo(window) and page.timer.remaining() in (59, 60)
    assert "Dasha" in page.timer.caption
    assert window.windowTitle().endswith("Game over")       # not "Day 3"


def play(qtbot, window, n: int) -> list:
    actions = start(window)
    for step, action in enumerate(actions[:n]):
        enter(qtbot, window, action, step)
    assert len(window.session.controller.game) == n
    return actions


def test_the_speaker_is_highlighted_and_timed_by_the_engine(qtbot, window):
    play(qtbot, window, 1)  # night 0 over: Anna speaks
    state = window.session.controller.state
    assert state.speaker == 1
    assert window.session.page.scene.seats[0]._key[-1] is True  # the speaking look
    assert window.session.page.timer.duration == state.speech_s
    assert "Anna" in window.session.page.panel.speaker.text()
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert window.session.controller.state.speaker == 2
    assert window.session.page.scene.seats[1]._key[-1] is True


def test_undo_of_a_ballot_a_foul_and_a_shot_restores_the_state(qtbot, window):
    actions = play(qtbot, window, 13)  # the vote: Boris's ballot is next
    before = window.session.controller.state
    enter(qtbot, window, actions[13], 0)
    assert isinstance(window.session.controller.game.actions[-1], CastBallot)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.controller.state == before
    # a foul: F and a seat, its count on the seat; undone
    press(qtbot, window, "F")
    click_seat(qtbot, window, 4)
    assert window.session.controller.game.actions[-1] == Foul(4, at=window.session.controller.game.actions[-1].at)
    assert "fouls: 1" in window.session.page.scene.seats[3]._key[4]
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.controller.state == before
    # the shot, in the night
    for step, action in enumerate(actions[13:16], 13):
        enter(qtbot, window, action, step)
    night = window.session.controller.state
    press(qtbot, window, "K")
    click_seat(qtbot, window, 1)
    assert window.session.controller.state.shot_target == 1
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.controller.state == night


def test_a_fifth_foul_is_refused_with_its_rule_and_nothing_is_stored(qtbot, window, repo):
    setup, _ = log_format.read_log(SCENARIO.read_bytes())
    game_id = repo.create_game(setup)
    window.session.open_game(Game(setup), game_id, {}, repo)
    QApplication.processEvents()
    press(qtbot, window, "E")  # night 0 ends
    for _ in range(3):  # Vera (seat 3) gets three fouls: she stays in the game
        press(qtbot, window, "F")
        type_seat(qtbot, window, 3)
    assert window.session.controller.state.fouls[2] == 3
    stored = len(repo.load(game_id).actions)
    press(qtbot, window, "F")  # the fourth removes her: she cannot get a fifth
    click_seat(qtbot, window, 3)
    assert not window.session.controller.state.alive[2]
    press(qtbot, window, "F")
    click_seat(qtbot, window, 3)
    assert "S-FOUL-1" in window.statusBar().currentMessage()
    assert len(repo.load(game_id).actions) == stored + 1


def test_disqualification_asks_first(qtbot, window, monkeypatch):
    play(qtbot, window, 1)
    asked = answer_questions(monkeypatch, yes=False)
    press(qtbot, window, "X")
    click_seat(qtbot, window, 5)
    assert asked and "S-FOUL-3" in asked[0]
    assert len(window.session.controller.game) == 1  # No: nothing entered
    asked = answer_questions(monkeypatch, yes=True)
    press(qtbot, window, "X")
    click_seat(qtbot, window, 5)
    assert not window.session.controller.state.alive[4]


def test_night_checks_are_shown_to_the_host_with_their_answers(qtbot, window):
    actions = play(qtbot, window, 18)  # night 1: shot and the don's check entered
    enter(qtbot, window, actions[18], 1)  # the sheriff checks Dasha
    text = unisolated(window.session.page.panel.night_status.text())
    assert "Shot: 1. Anna" in text
    assert "Don's check: 3. Vera is the sheriff" in text
    assert "Sheriff's check: 5. Dasha is black" in text


def test_every_sport_action_type_has_a_row_and_an_undo_text():
    from mafia_desktop.i18n.sport.actions import ACTION_WORDS
    from mafia_desktop.rules.sport import SPORT_ACTION_TYPES
    from mafia_desktop.ui.families.sport.actions import SPORT_KINDS
    assert {k.type for k in SPORT_KINDS.values()} == set(SPORT_ACTION_TYPES)
    assert all(k.label and k.key for k in SPORT_KINDS.values())
    # the undo text: the family's words, one row per row of the table (i18n/action_words)
    assert set(ACTION_WORDS) == set(SPORT_KINDS)
    assert all(ACTION_WORDS[k.name].type == k.type and ACTION_WORDS[k.name].text
               for k in SPORT_KINDS.values())


def test_f1_lists_the_sport_keys_in_a_sport_game(qtbot) -> None:
    """F1 in a sport game lists the sport table's keys (Space ends a speech), not the
    classic ones."""
    from mafia_desktop.ui.dialogs.help import shortcut_rows
    from mafia_desktop.ui.families.classic.actions import KINDS
    from mafia_desktop.ui.families.sport.actions import SPORT_KINDS

    sport = dict(shortcut_rows(SPORT_KINDS))
    assert sport["Space"] == "End the speech" and sport["F"] == "Foul"
    assert "Open the vote" not in sport.values()
    classic = [text for _, text in shortcut_rows(KINDS)]
    assert "End the speech" not in classic


def test_no_stale_clock_in_the_vote_nor_after_an_undo_into_the_day(qtbot, window):
    """Nobody speaks in the vote and at the day's end: the host's timer is hidden and
    the players' screen shows no clock, not the last speech's caption and time (nor, after
    an undo from the night, the night's); a name in the caption is never read as HTML."""
    from mafia_desktop.rules.public_view import public_view
    from mafia_desktop.ui.players_screen.projector import ProjectorScene

    actions = play(qtbot, window, 13)  # the vote: Boris's ballot is next
    page = window.session.page
    assert window.session.controller.state.speaker is None
    assert not page.timer.isVisible()
    scene = ProjectorScene()
    scene.show_view(public_view(window.session.controller.state))
    scene.set_timer(page.timer.remaining(), page.timer.caption)
    assert not [t for t in scene.texts() if t.startswith(("Speech", "Defence", "Night"))]
    assert not [t for t in scene.texts() if ":" in t and t.replace(":", "").isdigit()]
    n = next(k for k, a in enumerate(actions) if a.TYPE == "end_day") + 1
    for step, action in enumerate(actions[13:n], 13):
        enter(qtbot, window, action, step)
    assert window.session.controller.state.phase.kind == "night" and page.timer.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.controller.state.phase.kind == "day"  # back before the day's end
    assert not page.timer.isVisible()
    page.timer.set_duration(30, "Defence: <b>Greg</b>")
    assert page.timer.caption_label.textFormat() == Qt.TextFormat.PlainText


def test_switching_language_in_a_sport_game(qtbot, window):
    """The classic panel, hidden in a sport game, once redrew itself on the language
    switch and asked the sport engine for classic action types: the switch stopped
    half-way (menus left in English) or crashed. Mid-game and at the end, everything
    turns Russian and back."""
    log = play(qtbot, window, 20)
    try:
        for lang, game in (("ru", "&Игра"), ("en", "&Game")):
            window.commands.set_language(lang)
            assert window.menuBar().actions()[0].text() == game
        window.commands.set_language("ru")
        assert window.session.page.panel.buttons["foul"].text().startswith("Фол")
        for step, action in enumerate(log[20:], 20):
            enter(qtbot, window, action, step)
        assert window.session.controller.state.ended
        window.commands.set_language("en")
        assert window.menuBar().actions()[0].text() == "&Game"
    finally:
        window.commands.set_language("en")


def test_the_game_over_table_keeps_filling_its_width_after_a_bonus(qtbot, window):
    """The fate column stretches to the table's edge at the end and after a bonus given
    after the end (re-sizing the columns to their contents shrank it, leaving a gap)."""
    actions = play(qtbot, window, 43)
    assert len(actions) == 43
    table = window.session.page.game_over.table

    def filled() -> bool:
        QApplication.processEvents()
        header = table.horizontalHeader()
        used = sum(header.sectionSize(c) for c in range(table.columnCount()))
        return used >= table.viewport().width() - 1

    assert filled()
    press(qtbot, window, "A")
    type_seat(qtbot, window, 4)
    assert window.session.controller.game.actions[-1].TYPE == "bonus"
    assert filled()


def test_a_missed_shot_reads_missed_in_the_history_and_undo():
    """A missed shot (``target`` null) is described by its own row, "Shot: missed", not
    as a shot at "?"."""
    from mafia_desktop.rules.sport import Shot
    from mafia_desktop.ui.families import describe

    setup, _ = log_format.read_log(SCENARIO.read_bytes())
    assert describe(Shot(None), setup) == "Shot: missed"
    assert unisolated(describe(Shot(1), setup)) == "Shot: Anna"


def test_a_foul_during_a_ballot_keeps_the_hands_marked(qtbot, window):
    """Fault (issue 24): a foul entered while the hands of a ballot were being marked
    cleared them, so the ballot stored held only the hands marked after the foul."""
    play(qtbot, window, 13)                         # the vote: Boris's ballot is next
    click_seat(qtbot, window, 2)
    type_seat(qtbot, window, 4)                     # hands 2 and 4 for Boris
    press(qtbot, window, "F")
    click_seat(qtbot, window, 3)                    # Vera gets a foul
    assert window.session.controller.state.fouls[2] == 1
    click_seat(qtbot, window, 6)
    type_seat(qtbot, window, 7)                     # hands 6 and 7
    press_key(qtbot, window, Qt.Key.Key_Return)
    last = window.session.controller.game.actions[-1]
    assert isinstance(last, CastBallot) and last.voters == (2, 4, 6, 7)


def test_esc_after_f_in_a_ballot_cancels_the_foul_not_the_hands(qtbot, window):
    play(qtbot, window, 13)
    click_seat(qtbot, window, 1)
    click_seat(qtbot, window, 3)
    press(qtbot, window, "F")
    qtbot.keyClick(window, Qt.Key.Key_Escape)       # no foul after all
    click_seat(qtbot, window, 9)
    press_key(qtbot, window, Qt.Key.Key_Return)
    last = window.session.controller.game.actions[-1]
    assert (last.target, last.voters) == (2, (1, 3, 9))
    assert not any(isinstance(a, Foul) for a in window.session.controller.game.actions)


def test_hands_marked_before_a_round_restarts_are_set_aside_and_said(qtbot, tmp_path):
    """S-FOUL-4 with removal_cancels_vote: no: a fourth foul restarts the round; the
    hands marked for the old round are not carried into the new one, and the host is
    told."""
    from mafia_desktop.rules.sport import (
        EndSpeech,
        SportEndNight,
        SportNominate,
        make_sport_setup,
        sport_ruleset_from,
    )
    from tests.rules.sport_helpers import TABLE
    w = MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    g = Game(make_sport_setup(TABLE, sport_ruleset_from(
        "fiim", {"removal_cancels_vote": "no"}), 1))
    g.push(SportEndNight())
    for by, target in ((1, 5), (2, 6), (3, 7)):
        g.push(Foul(10)) if by == 1 else None
        g.push(SportNominate(by, target))
        g.push(EndSpeech())
    g.push(Foul(10))
    g.push(Foul(10))
    while g.state.speaker is not None:
        g.push(EndSpeech())
    w.session.open_game(g)
    QApplication.processEvents()
    messages = []
    w.statusBar().messageChanged.connect(messages.append)
    click_seat(qtbot, w, 1)
    qtbot.keyClick(w, Qt.Key.Key_Return)            # the ballot for Dasha: Anna's hand
    click_seat(qtbot, w, 3)
    click_seat(qtbot, w, 4)                         # hands for Egor: 3 and 4
    press(qtbot, w, "F")
    click_seat(qtbot, w, 10)                        # Lev's fourth foul: round 1 again
    assert w.session.controller.state.ballots == () and not w.session.controller.state.alive[9]
    assert any("(3, 4)" in m for m in messages), messages
    qtbot.keyClick(w, Qt.Key.Key_Return)            # the new round's first ballot: empty
    last = w.session.controller.game.actions[-1]
    assert isinstance(last, CastBallot) and (last.target, last.voters) == (5, ())


def test_fouls_after_the_end_count_in_the_points_shown(qtbot, window):
    """S-WIN-4 (RULES_SPORT.md 0.2): the shared scenario sport_fourth_foul_after_end
    through the window: Egor, voted out at the end, gets four fouls in his final last
    word from the game-over page; his points show -0.5 and nobody else changes."""
    path = SCENARIOS / "sport_fourth_foul_after_end.mafia.json"
    setup, actions = log_format.read_log(path.read_bytes())
    g = Game(setup)
    for action in actions[:-4]:
        g.push(action)
    window.session.open_game(g)
    QApplication.processEvents()
    page = window.session.page
    assert page.stack.currentWidget() is page.game_over
    end = page.game_over
    assert end.foul_button.isEnabled() and end.foul_button.isVisible()
    for k in range(4):
        if k % 2:
            press(qtbot, window, "F")
        else:
            qtbot.mouseClick(end.foul_button, Qt.MouseButton.LeftButton)
        click_seat(qtbot, window, 6)
    state = window.session.controller.state
    assert state.fouls[5] == 4 and state.ended and len(window.session.controller.game) == len(actions)
    row = [end.table.item(5, j).text() for j in range(4)]
    assert "-0.5" in row[3], row
    expected = json.loads(path.with_name("sport_fourth_foul_after_end.expected.json").read_text())
    assert log_format.summary(state)["points"] == expected["points"]
    press(qtbot, window, "F")
    click_seat(qtbot, window, 6)                    # a fifth: refused, with its rule
    assert len(window.session.controller.game) == len(actions)
    assert "S-FOUL-1" in window.statusBar().currentMessage()


def test_the_history_names_whose_speech_ended(qtbot, window):
    """Issue 23.5: sport history rows read "End of a speech" again and again: each names
    the speaker whose speech ended (also after the game is opened again)."""
    play(qtbot, window, 4)          # night 0, Anna's nomination, Anna's and Boris's speeches
    stack = window.session.controller.stack
    texts = [stack.text(i) for i in range(stack.count())]
    assert "End of \u2068Anna\u2069's speech" in texts
    assert "End of \u2068Boris\u2069's speech" in texts
    assert stack.undoText() == "End of \u2068Boris\u2069's speech"
    from mafia_desktop.ui.window.controller import GameController
    again = GameController(window.session.controller.game)
    assert [again.stack.text(i) for i in range(again.stack.count())] == texts


def test_the_history_keeps_the_speakers_after_a_language_switch_and_an_export(
        qtbot, window, tmp_path):
    """Newcomer's trial, item 7: after a switch to Russian the rows made before it read
    only "Конец речи", and after a PDF export (which speaks the report's language for a
    moment) every row did: each keeps naming the speaker, in both languages."""
    play(qtbot, window, 4)          # night 0, Anna's nomination, Anna's and Boris's speeches
    view = window.menus.history_panel.view

    def rows() -> list[str]:
        model = view.model()
        return [unisolated(model.index(i, 0).data()) for i in range(model.rowCount())]

    try:
        window.menus.language_actions["ru"].trigger()
        assert {"Конец речи: Anna", "Конец речи: Boris"} <= set(rows()), rows()
        assert "Конец речи" not in rows()
        assert unisolated(window.menus.undo_action.text()) == "Отменить Конец речи: Boris"
        assert window.commands.export_report("pdf", str(tmp_path / "game.pdf")) is not None
        QApplication.processEvents()
        assert {"Конец речи: Anna", "Конец речи: Boris"} <= set(rows()), rows()
        assert "Конец речи" not in rows()
        window.menus.language_actions["en"].trigger()
        assert {"End of Anna's speech", "End of Boris's speech"} <= set(rows()), rows()
    finally:
        window.commands.set_language("en")
        remove_translators(QCoreApplication.instance())
