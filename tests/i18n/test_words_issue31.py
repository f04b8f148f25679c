"""Issue 31.8: the Russian window says in Russian what it still said in English: the
tournament's refusals (without the command line's ``--slot`` hint, which the window does
not have), a broken log's reason (JSON's own words too), the database lock's holder, and
a status message said before a language switch ("Written: …")."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from mafia_desktop.i18n.language import remove_translators, set_language
from mafia_desktop.i18n.storage_words import problem_words
from mafia_desktop.i18n.tournament_words import tournament_problem
from mafia_desktop.rules import Game, log_format
from mafia_desktop.storage import GameRepository, open_database
from mafia_desktop.ui.window.main_window import MainWindow
from tests.conftest import SCENARIOS
from tests.tournament.helpers import NAMES, new_tournament, play_slot

NONE_FITS = ("no game of the tournament has this log's seating (its players in seat order); "
             "name the game with --slot ROUND/TABLE/GAME")
SEVERAL = "several games have this seating (1/1/2, 1/2/3): name one with --slot ROUND/TABLE/GAME"


def test_the_window_words_a_refusal_without_the_command_lines_hints(no_translators) -> None:
    for message in (NONE_FITS, SEVERAL, f"game 2 of the file: {NONE_FITS}"):
        said = tournament_problem(message)
        assert "--slot" not in said and "ROUND/TABLE/GAME" not in said, said
    assert tournament_problem(SEVERAL).startswith("several games have this seating "
                                                  "(1/1/2, 1/2/3)")
    plain = "“Anna” is in the tournament already"
    assert tournament_problem(plain) == plain  # English: the storage's words


def test_tournament_refusals_are_russian(russian) -> None:
    cases = {
        "“castellanos” is in the tournament already": "«castellanos» уже участвует в турнире",
        "the log cannot be read: not valid JSON: Expecting value (line 2, column 1)":
            "журнал не читается: это не JSON: ожидалось значение (строка 2, столбец 1)",
        NONE_FITS: "ни у одной игры турнира нет рассадки этого журнала (игроков по "
                   "местам): это журнал стола этого турнира? «Указать игру…» сравнит его с "
                   "рассадкой игры",
        "round 1, table 2, game 3: the log's players are not that game's seating":
            "тур 1, стол 2, игра 3: игроки журнала не совпадают с рассадкой этой игры",
        "game 2 of the file: there is no round 4": "игра 2 в файле: тура 4 нет",
        # the seating's refusals (a newcomer met the first one English in Russian)
        "1 table(s) need at least 10 players (ten a table), got 0":
            "столам (1) нужно не меньше 10 игроков (по десять за стол), есть 0",
        "cannot swap player 3 with themselves": "игрока 3 нельзя поменять местами с самим собой",
    }
    for message, russian_text in cases.items():
        assert tournament_problem(message) == russian_text


def test_the_lock_holder_is_russian(russian) -> None:
    said = problem_words("is in use by another Mafia Desktop window or command "
                         "(process 19551, since 2026-05-09 21:05 UTC)")
    assert "process" not in said and "since" not in said and "процесс 19551" in said, said


def test_the_tournament_window_refuses_in_russian(qtbot, russian, tmp_path) -> None:
    repo = GameRepository(open_database(tmp_path / "t.sqlite3"))
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(repo, settings)
    qtbot.addWidget(window)
    try:
        from mafia_desktop.storage.sport.tournaments import TournamentRepository
        tid = new_tournament(TournamentRepository(repo), 20, 2, 2)
        desk = window.commands.show_tournament()
        desk.reload(tid)
        desk.tabs.setCurrentWidget(desk.players_page)
        desk.players_page.add_players([NAMES[3]])  # Gleb is in already
        said = desk.status.text()
        assert f"«{NAMES[3]}» уже участвует в турнире" in said, said
        broken = tmp_path / "broken.mafia.json"
        broken.write_text("[\n", "utf-8")
        stranger = tmp_path / "other.mafia.json"  # ten players of no game of it
        stranger.write_text(play_slot([f"Guest {i}" for i in range(10)], 3), "utf-8")
        desk.tabs.setCurrentWidget(desk.games_page)
        desk.games_page.import_logs([str(broken), str(stranger)])
        lines = [desk.games_page.outcomes.item(i).text()
                 for i in range(desk.games_page.outcomes.count())]
        assert "не читается: это не JSON: ожидалось значение (строка 2" in lines[0], lines
        assert "ни у одной игры турнира нет рассадки" in lines[1], lines
        assert not any("--slot" in line or "Expecting" in line for line in lines), lines
        desk.close()
    finally:
        window.close()
        repo.conn.close()


def test_a_message_said_before_a_language_switch_is_said_again(window, tmp_path,
                                                               no_translators) -> None:
    setup, actions = log_format.read_log(
        (SCENARIOS / "town_wins_day2.mafia.json").read_bytes())
    window.session.open_game(Game.replay(setup, actions[:3]))
    path = tmp_path / "cards.pdf"
    window.commands.print_role_cards(str(path))
    assert window.statusBar().currentMessage() == f"Written: {path}"
    window.commands.set_language("ru")
    assert window.statusBar().currentMessage() == f"Записано: {path}"
    window.commands.set_language("en")
    assert window.statusBar().currentMessage() == f"Written: {path}"
    window.commands.save_log(str(tmp_path / "x.mafia.json"))
    window.commands.set_language("ru")
    assert window.statusBar().currentMessage().startswith("Сохранено: ")
    window.statusBar().showMessage("a plain message")  # not said again: left as it is
    window.commands.set_language("en")
    assert window.statusBar().currentMessage() == "a plain message"


def test_russian_is_set_for_these_tests(qapp) -> None:
    set_language("ru", qapp)
    try:
        assert tournament_problem("a tournament needs a name") == "у турнира должно быть название"
    finally:
        remove_translators(qapp)

