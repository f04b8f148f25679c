"""Issue 31.1: a word typed into the game window never reaches the room.

A host types a name and Enter thinking a name field has the keyboard: "Paul⏎" closed
the classic vote (the players' screen showed the executed player's role), "Hugo⏎"
opened it, "Anne⏎" ended the last word and the nights. Here real first names and
surnames (the shared real data's players, read from ``../shared`` at test time, and
common Russian and English first names), typed as a person types (a tenth to almost half
a second a key, capitals with Shift, Russian ones on the Russian layout: the Latin key
of the same place, as Qt's shortcuts take them) with Enter, Space, Tab and Backspace
between them, go into the real host window at every stage of a classic, a sport and the
test-only tiny game (a third of the names each; ``-m slow``: all of them each): the
players' screen never shows a new phase, a departure, a vote's result, a new stage or a
role. The same host, pressing a key, looking, then Enter, enters
every action of those games (an Enter at once is not taken). Keys come a tenth of a
second apart only on the test's clock (``KeyClock``), never by the wall clock.
"""

from __future__ import annotations

import csv
import io
import random
import zipfile
from collections.abc import Callable, Iterator
from typing import Any

import host_driver
import pytest
from host_driver import click_seat, enter, enter_sport
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from mafia_desktop.i18n.language import remove_translators
from mafia_desktop.i18n.names import role_name
from mafia_desktop.rules import Game, log_format
from mafia_desktop.rules.announce import compare
from mafia_desktop.rules.family import family_of
from mafia_desktop.rules.public_view import public_view
from mafia_desktop.ui.families import ui_family
from mafia_desktop.ui.window.main_window import MainWindow
from tests.conftest import SCENARIOS, SHARED
from tests.families.conftest import tiny  # noqa: F401  (the fixture)
from tests.support.window import KeyClock

REAL_DATA = SHARED / "realdata" / "mafia_dataset_naacl2022.zip"

#: Common Russian first names (ours: the real data's players are English-speaking).
RUSSIAN = """Александр Алексей Анатолий Андрей Антон Аркадий Арсений Артём Богдан Борис
Вадим Валентин Валерий Василий Виктор Виталий Владимир Владислав Всеволод Вячеслав
Геннадий Георгий Глеб Григорий Даниил Денис Дмитрий Евгений Егор Захар Иван Игорь Илья
Кирилл Константин Лев Леонид Макар Максим Марк Матвей Михаил Никита Николай Олег Павел
Пётр Роман Руслан Святослав Семён Сергей Станислав Степан Тимофей Тимур Фёдор Филипп
Юрий Ярослав Агата Алёна Алина Алиса Алла Анастасия Ангелина Анна Антонина Арина Валентина
Валерия Варвара Вера Вероника Виктория Галина Дарья Диана Ева Евгения Екатерина Елена
Елизавета Жанна Зинаида Злата Зоя Инна Ирина Карина Кира Ксения Лариса Лидия Лилия Любовь
Людмила Маргарита Марина Мария Милана Надежда Наталья Нина Оксана Ольга Полина Раиса
Светлана Софья Таисия Тамара Татьяна Ульяна Юлия Яна""".split()

#: Common English first names (ours, beside the real data's).
ENGLISH = """Oliver Harry George Noah Jack Leo Arthur Muhammad Oscar Charlie Jacob Thomas
Henry William Freddie Alfie Theo Archie Joshua Isaac Olivia Amelia Isla Ava Mia Ivy Lily
Isabella Rosie Sophia Grace Freya Willow Florence Emily Ella Poppy Evie Elsie Charlotte
Hugo Paul Anne Vera Hannah Ruth Peter Walter Dorothy Edith Mabel Clara Eleanor Louise
Marjorie Bernard Harold Frank Albert Stanley Douglas Norman Kenneth Gordon Leonard""".split()


def real_names() -> list[str]:
    """The first names and surnames of the real data's players (read from the shared
    folder, never copied into the project)."""
    names: set[str] = set()
    with zipfile.ZipFile(REAL_DATA) as archive:
        for path in archive.namelist():
            if path.endswith("node.csv") and not path.startswith("__MACOSX"):
                with archive.open(path) as f:
                    for row in csv.DictReader(io.TextIOWrapper(f, "utf-8")):
                        names.update(row["property1"].split())
    return sorted(n for n in names if n.isalpha())


def thousand_names() -> list[str]:
    """A thousand names in a fixed order: every real and common name (about 690), then
    again in another order."""
    pool = real_names() + RUSSIAN + ENGLISH
    assert len(pool) > 600, len(pool)
    rng = random.Random("names")
    names: list[str] = []
    while len(names) < 1000:
        rng.shuffle(pool)
        names += pool
    return names[:1000]


#: A Russian letter's key on the Russian (ЙЦУКЕН) layout: the Latin key in its place.
LAYOUT = dict(zip("йцукенгшщзхъфывапролджэячсмитьбюё",
                  "qwertyuiop[]asdfghjkl;'zxcvbnm,.`", strict=True))
SEPARATORS = [(Qt.Key.Key_Return, "\r"), (Qt.Key.Key_Space, " "), (Qt.Key.Key_Tab, "\t"),
              (Qt.Key.Key_Backspace, "\b")]


def key_of(ch: str) -> tuple[Qt.Key, Qt.KeyboardModifier]:
    """The key that types ``ch`` and its modifier (Shift for a capital)."""
    lower = ch.lower()
    latin = LAYOUT.get(lower, lower)
    shift = (Qt.KeyboardModifier.ShiftModifier if ch != lower
             else Qt.KeyboardModifier.NoModifier)
    return Qt.Key(ord(latin.upper())), shift


def press(window: Any, key: Qt.Key, text: str,
          modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """One key pressed and released in the host window, with the text it types."""
    QTest.sendKeyEvent(QTest.KeyAction.Click, window, key, text, modifier)


def type_word(window: MainWindow, clock: KeyClock, word: str, pace: float,
              rng: random.Random) -> None:
    """``word`` typed at about ``pace`` seconds a key (the test's clock), then one of
    Enter, Space, Tab, Backspace; the keys go the window system's way (to the window's
    ``QWindow``: the focused widget, then its parents; Tab moves the focus)."""
    system = window.windowHandle()
    for ch in word:
        clock.step = pace * rng.uniform(0.6, 1.4)
        key, shift = key_of(ch)
        press(system, key, ch, shift)
    clock.step = pace * rng.uniform(0.6, 1.4)
    press(system, *rng.choice(SEPARATORS))


def no_dialogs(monkeypatch: pytest.MonkeyPatch) -> None:
    """A dialog a key opens is closed at once, unanswered."""
    monkeypatch.setattr(QDialog, "exec", lambda self: int(QDialog.DialogCode.Rejected.value))
    monkeypatch.setattr(QMessageBox, "exec", lambda self: int(QDialog.DialogCode.Rejected.value))


class Room:
    """What the players' screen tells the room at one moment: the public view it is
    drawn from, its header, and the role names it shows."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        c = window.session.controller
        self.view = public_view(c.state)
        self.shown = window.session.projector.scene._view
        family = family_of(c.game.setup).name
        roles = {role_name(ui_family(c.state).role_of(c.state, s), family)
                 for s in range(1, c.game.setup.size + 1)}
        self.roles = roles
        self.texts = set(window.session.projector.scene.texts())

    def unchanged(self, where: Any) -> None:
        """Nothing announced since: no phase, departure, result, stage, end or role."""
        now = Room(self.window)
        assert compare(self.view, now.view) is None, where
        assert compare(self.shown, now.shown) is None, where
        new = now.texts - self.texts
        assert not [t for t in new for r in self.roles if r in t], (where, new)


#: The games the names are typed into: the suite gives each a third of the thousand
#: (about 20 s in all), ``-m slow`` the whole thousand to each.
THIRDS = {"classic": 0, "sport": 1, "tiny": 2}
WHOLE = [pytest.param(False, id="third"), pytest.param(True, id="all", marks=pytest.mark.slow)]


def names_at_stages(stages: int, seed: str, names: list[str]) -> Iterator[list[str]]:
    """``names`` shuffled, a share for each of ``stages`` stages."""
    names = list(names)
    rng = random.Random(seed)
    rng.shuffle(names)
    share = -(-len(names) // stages)
    for k in range(stages):
        yield names[k * share:(k + 1) * share]


def type_names(qtbot: Any, window: MainWindow, clock: KeyClock, names: list[str],
               rng: random.Random, step: int) -> None:
    """Type ``names`` at this stage: each looked at on the players' screen after it;
    then Esc (the window takes keys again) and what a name entered that the room was
    not told (a night's secret) taken back, so the game goes on as scripted."""
    c = window.session.controller
    n, room = len(c.game), Room(window)
    for name in names:
        word = name.lower() if rng.random() < 0.6 else name  # most type lower case
        if rng.random() < 0.5:  # a fresh start: the window takes keys as actions
            clock.step = 2.0
            qtbot.keyClick(window, Qt.Key.Key_Escape)
        type_word(window, clock, word, rng.uniform(0.04, 0.5), rng)
        room.unchanged((step, word))
    clock.step = 1.0
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.session.host_input.typing and window.session.host_input.held is None
    while len(c.game) > n:  # never an announced one: those are checked above
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    room.unchanged((step, "after"))


@pytest.fixture()
def looking_host(monkeypatch: pytest.MonkeyPatch, key_clock: KeyClock) -> list[int]:
    """The scripted host presses a key, looks, then Enter (a second on the clock); each
    time something is held an Enter at once comes first, and is not taken. Returns the
    list the held actions are counted in."""
    held: list[int] = []
    looked = host_driver.announce

    def announce(qtbot: Any, window: MainWindow, mouse: bool = False) -> bool:
        if window.session.host_input.held is None:
            return False
        held.append(1)
        room = Room(window) if window.session.projector is not None else None
        key_clock.step = 0.1  # Enter at once: not taken, nothing announced
        qtbot.keyClick(window, Qt.Key.Key_Return)
        assert window.session.host_input.held is not None
        if room is not None:
            room.unchanged("Enter at once")
        key_clock.step = 1.0  # looked, then Enter (or the button again)
        return looked(qtbot, window, mouse)

    monkeypatch.setattr(host_driver, "announce", announce)
    return held


def open_scenario(qtbot: Any, window: MainWindow, name: str) -> list[Any]:
    setup, actions = log_format.read_log((SCENARIOS / f"{name}.mafia.json").read_bytes())
    window.session.open_game(Game(setup))
    window.menus.projector_action.setChecked(True)
    qtbot.addWidget(window.session.projector)
    QApplication.processEvents()
    return actions


def play_typing(qtbot: Any, window: MainWindow, clock: KeyClock, actions: list[Any],
                enter_one: Callable[..., None], family: str, whole: bool) -> None:
    """Every stage of the game: the names typed (the ``whole`` thousand, or the
    family's third), then the next action entered by the looking host."""
    seed = f"typing-{family}"
    names = thousand_names()
    names = names if whole else names[THIRDS[family]::3]
    rng = random.Random(seed)
    c = window.session.controller
    shares = names_at_stages(len(actions) + 1, seed, names)
    for step, (action, names) in enumerate(zip([*actions, None], shares, strict=True)):
        type_names(qtbot, window, clock, names, rng, step)
        if action is not None:
            n = len(c.game)
            clock.step = 1.0
            enter_one(qtbot, window, action, step)
            assert len(c.game) == n + 1, (step, action, window.session.last_problem)
    assert c.state.ended and window.session.projector.scene._view.ended


@pytest.mark.parametrize("name, enter_one", [("town_wins_day2", enter),
                                             ("sport_red_wins", enter_sport)],
                         ids=["classic", "sport"])
@pytest.mark.parametrize("whole", WHOLE)
def test_a_thousand_names_never_reach_the_room(qtbot, window, monkeypatch, key_clock,
                                               looking_host, name, enter_one, whole):
    no_dialogs(monkeypatch)
    actions = open_scenario(qtbot, window, name)
    family = family_of(window.session.controller.game.setup).name
    play_typing(qtbot, window, key_clock, actions, enter_one, family, whole)
    assert len(looking_host) >= 5  # the looking host's Enter took every held action


@pytest.mark.parametrize("whole", WHOLE)
def test_a_thousand_names_never_reach_the_room_tiny(tiny, qtbot, window, monkeypatch,  # noqa: F811
                                                    key_clock, looking_host, whole):
    from tests.families.tiny.test_tiny_end_to_end import game_of
    no_dialogs(monkeypatch)
    game = game_of(9)
    window.session.open_game(Game(game.setup))
    window.menus.projector_action.setChecked(True)
    qtbot.addWidget(window.session.projector)
    QApplication.processEvents()

    def enter_tiny(qtbot: Any, window: MainWindow, action: Any, step: int) -> None:
        host_driver.press(qtbot, window, "V" if action.TYPE == "vote" else "K")
        (click_seat if step % 2 else host_driver.type_seat)(qtbot, window, action.target)

    play_typing(qtbot, window, key_clock, list(game.actions), enter_tiny, "tiny", whole)
    assert len(looking_host) >= 3


# --- the issue's words, and how the host goes on -----------------------------------------

def _to_stage(qtbot: Any, window: MainWindow, name: str, stop: Callable[[Any], bool]) -> Any:
    """Open ``name`` and enter its actions (the looking host) up to the first ``stop``."""
    actions = open_scenario(qtbot, window, name)
    enter_one = enter if family_of(window.session.controller.game.setup).name == "classic" \
        else enter_sport
    for step, action in enumerate(actions):
        if stop(action):
            return action
        enter_one(qtbot, window, action, step)
    raise AssertionError("no such stage")


@pytest.mark.parametrize("word, stage", [("Hugo", "open_vote"), ("Paul", "close_vote"),
                                         ("Anne", "end_day"), ("Anne", "end_night")])
def test_the_issues_words(qtbot, window, monkeypatch, key_clock, word, stage):
    """"Hugo⏎" in the discussion, "Paul⏎" in the vote, "Anne⏎" at the last word and at
    night, typed quickly in lower case: nothing is announced, and the prompt says the
    keys are taken as typing."""
    no_dialogs(monkeypatch)
    _to_stage(qtbot, window, "town_wins_day2", lambda a: a.TYPE == stage)
    room, c = Room(window), window.session.controller
    n = len(c.game)
    for ch in word.lower():
        key_clock.step = 0.15
        press(window, *key_of(ch)[:1], ch)
    key_clock.step = 0.15
    press(window, Qt.Key.Key_Return, "\r")
    room.unchanged(word)
    assert len(c.game) == n and window.session.host_input.held is None
    assert window.session.host_input.typing
    assert window.session.page.prompt.text() == "<b>Typing ignored: Esc or click the table</b>"
    assert window.statusBar().currentMessage() == (
        "Typing is not taken as actions — press Esc or click the table to go on")


def test_typing_is_said_and_esc_or_a_click_goes_on(qtbot, window, monkeypatch, key_clock):
    no_dialogs(monkeypatch)
    _to_stage(qtbot, window, "town_wins_day2", lambda a: a.TYPE == "end_day")
    c = window.session.controller
    for lang, said, short in (
            ("en", "Typing is not taken as actions", "Typing ignored: Esc or click"),
            ("ru", "Набранный текст не принимается как действия", "Набор текста: Esc")):
        window.commands.set_language(lang)
        key_clock.step = 0.1
        for ch in "vera":
            press(window, *key_of(ch)[:1], ch)
        assert short in window.session.page.prompt.text(), window.session.page.prompt.text()
        assert window.session.page.prompt.shown() == window.session.page.prompt.text()[3:-4]  # whole
        assert said in window.statusBar().currentMessage()
        key_clock.step = 1.0
        press(window, Qt.Key.Key_E, "e")  # locked: E does nothing
        press(window, Qt.Key.Key_Return, "\r")
        assert window.session.host_input.held is None and c.state.phase.is_day
        qtbot.keyClick(window, Qt.Key.Key_Escape)  # Esc: keys are actions again
        assert not window.session.host_input.typing
        assert short not in window.session.page.prompt.text()
        key_clock.step = 0.1
        for ch in "anne":
            press(window, *key_of(ch)[:1], ch)
        assert window.session.host_input.typing
        key_clock.step = 1.0
        before = window.session.host_input.selected
        click_seat(qtbot, window, 3)  # a click on the table goes on too, and only that
        assert not window.session.host_input.typing and window.session.host_input.selected == before
    window.commands.set_language("en")
    remove_translators()
    qtbot.keyClick(window, Qt.Key.Key_E)  # a key alone, a look, Enter: announced
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert c.state.phase.kind == "night"


def test_the_click_that_ends_typing_does_nothing_else(qtbot, window, monkeypatch, key_clock):
    """A newcomer typed "Ivan" and Enter in a sport day, then clicked seat 9 to go on: the
    click also nominated seat 9 by the speaker, shown on the players' screen at once."""
    no_dialogs(monkeypatch)
    action = _to_stage(qtbot, window, "sport_red_wins", lambda a: a.TYPE == "nominate")
    c = window.session.controller
    log = len(c.game)
    key_clock.step = 0.1
    for ch in "ivan\r":
        press(window, *key_of(ch)[:1], ch) if ch != "\r" else press(
            window, Qt.Key.Key_Return, "\r")
    assert window.session.host_input.typing
    key_clock.step = 1.0
    click_seat(qtbot, window, action.target)  # goes on: nothing else
    assert not window.session.host_input.typing and len(c.game) == log  # nothing stored or shown
    click_seat(qtbot, window, action.target)  # now the click is the host's nomination
    assert len(c.game) == log + 1 and c.game.actions[-1].TYPE == "nominate"


def test_an_enter_at_once_is_not_taken_then_after_a_look_it_is(qtbot, window, monkeypatch,
                                                                 key_clock):
    no_dialogs(monkeypatch)
    _to_stage(qtbot, window, "town_wins_day2", lambda a: a.TYPE == "end_day")
    c = window.session.controller
    press(window, Qt.Key.Key_E, "e")  # alone: held
    assert window.session.host_input.held is not None
    key_clock.step = 0.2
    press(window, Qt.Key.Key_Return, "\r")  # at once: not taken, still held
    assert window.session.host_input.held is not None and c.state.phase.is_day
    assert "Enter came at once" in window.statusBar().currentMessage()
    key_clock.step = 0.5
    press(window, Qt.Key.Key_Return, "\r")  # after a look
    assert window.session.host_input.held is None and c.state.phase.kind == "night"


def test_a_key_among_other_keys_is_not_taken_by_enter(qtbot, window, monkeypatch, key_clock):
    """A key right after Tab (or Enter, Backspace, a digit) is no typing, but not
    pressed on its own either: what it holds Enter never takes; Esc, then the key
    alone."""
    no_dialogs(monkeypatch)
    _to_stage(qtbot, window, "town_wins_day2", lambda a: a.TYPE == "end_day")
    c = window.session.controller
    press(window, Qt.Key.Key_Tab, "\t")
    key_clock.step = 0.2
    press(window, Qt.Key.Key_E, "e")
    held = window.session.host_input.held
    assert held is not None and not held.alone
    assert "keys in a row: Esc, then its key on its own" in window.session.page.prompt.text()
    key_clock.step = 2.0  # however long the host looks
    press(window, Qt.Key.Key_Return, "\r")
    assert window.session.host_input.held is not None and c.state.phase.is_day
    assert "started by a key among other keys" in window.statusBar().currentMessage()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    press(window, Qt.Key.Key_E, "e")  # alone
    press(window, Qt.Key.Key_Return, "\r")
    assert c.state.phase.kind == "night"


def test_a_seat_number_typed_fast_picks_and_its_hold_wants_its_own_enter(qtbot, window,
                                                                           key_clock):
    """A host typing "F4⏎" quickly (a fourth foul in the sport vote): the seat is
    picked; the removal it holds is taken by an Enter after a look, not at once."""
    _to_stage(qtbot, window, "sport_red_wins", lambda a: a.TYPE == "ballot")
    c = window.session.controller
    for _ in range(3):
        host_driver.press(qtbot, window, "F")
        host_driver.type_seat(qtbot, window, 4)
    assert c.state.fouls[3] == 3
    n, room = len(c.game), Room(window)
    key_clock.step = 0.15
    for key, text in ((Qt.Key.Key_F, "f"), (Qt.Key.Key_4, "4"), (Qt.Key.Key_Return, "\r"),
                      (Qt.Key.Key_Return, "\r")):
        press(window, key, text)
    assert window.session.host_input.held is not None and len(c.game) == n
    room.unchanged("F4⏎⏎")
    key_clock.step = 0.8
    press(window, Qt.Key.Key_Return, "\r")
    assert window.session.host_input.held is None and not c.state.alive[3]


def test_a_word_typed_into_a_note_is_the_notes(qtbot, window, monkeypatch, key_clock):
    """Keys typed into a text field (the host's note) are no typing into the game: the
    note takes them; they drop a held action as any key, and its Enter takes nothing."""
    no_dialogs(monkeypatch)
    _to_stage(qtbot, window, "town_wins_day2", lambda a: a.TYPE == "end_day")
    c = window.session.controller
    click_seat(qtbot, window, 2)
    qtbot.keyClick(window, Qt.Key.Key_E)
    assert window.session.host_input.held is not None
    note = window.session.notes.player_note
    window.menus.notes_dock.show()
    note.setFocus()
    key_clock.step = 0.1
    for ch in "liar":
        QTest.sendKeyEvent(QTest.KeyAction.Click, note, Qt.Key(ord(ch.upper())), ch,
                           Qt.KeyboardModifier.NoModifier)
    assert window.session.host_input.held is None and not window.session.host_input.typing
    assert "liar" in note.toPlainText()
    key_clock.step = 1.0
    qtbot.keyClick(note, Qt.Key.Key_Return)
    assert c.state.phase.is_day


def test_keys_sent_to_the_focused_widget_are_seen_once(qtbot, window, monkeypatch, key_clock):
    """As the window system delivers them (keys sent to the window's ``QWindow``): a key
    goes to the widget with the keyboard focus and up through its parents, its shortcut
    override too. Each key counts once: E alone, a look, Enter announces; a word typed
    there is typing."""
    no_dialogs(monkeypatch)
    _to_stage(qtbot, window, "town_wins_day2", lambda a: a.TYPE == "end_day")
    c = window.session.controller
    window.session.page.view.viewport().setFocus()
    qtbot.waitUntil(lambda: window.session.page.view.viewport().hasFocus())
    system = window.windowHandle()
    key_clock.step = 0.0  # the clock stands still within a key: it is seen at one time
    key_clock.now += 2.0
    press(system, Qt.Key.Key_E, "e")
    assert window.session.host_input.held is not None and not window.session.host_input.typing
    key_clock.now += 1.0
    press(system, Qt.Key.Key_Return, "\r")
    assert c.state.phase.kind == "night"
    for ch in "vera":
        key_clock.now += 0.15
        press(system, *key_of(ch)[:1], ch)
    assert window.session.host_input.typing and window.session.host_input.held is None


@pytest.mark.parametrize("kind, before, gap, typing", [
    ("letter", "letter", 0.3, True), ("letter", "letter", 0.59, True),
    ("letter", "digit", 0.3, True), ("letter", "letter", 0.6, False),
    ("letter", "space", 0.1, False),  # Space (a sport speech's end), then N: a host
    ("digit", "letter", 0.1, False),  # K, 1, 2: seat 12
    ("letter", "enter", 0.1, False), ("letter", "edit", 0.1, False),
    ("space", "letter", 0.1, False)])
def test_what_is_typing(kind, before, gap, typing):
    from mafia_desktop.ui.window.typing import KeyNote
    note = KeyNote(kind, 10.0, gap, before)
    assert note.typing is typing
    assert note.alone is (gap >= 0.6)
