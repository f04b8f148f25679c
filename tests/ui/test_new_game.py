"""The New game dialog (issue 3, item 2): players, seats, rules, roles, the deal."""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QStyleOptionViewItem

from mafia_desktop.i18n.family import all_words
from mafia_desktop.rules import Game, RuleViolation
from mafia_desktop.rules.classic import (
    OPTIONS,
    PRESETS,
    Role,
    Setup,
    deal_roles,
    suggested_composition,
)
from mafia_desktop.rules.families import FAMILY_NAMES
from mafia_desktop.ui.dialogs.new_game import NewGameDialog

NAMES = ["Anna", "Boris", "Vera", "Gleb", "Dmitri", "Elena", "Zhenya"]


@pytest.fixture()
def dialog(qtbot) -> NewGameDialog:
    d = NewGameDialog(seed=4242)
    qtbot.addWidget(d)
    d.show()
    return d


def type_and_add(qtbot, d: NewGameDialog, name: str) -> None:
    d.name_edit.clear()
    qtbot.keyClicks(d.name_edit, name)
    qtbot.mouseClick(d.add_button, Qt.MouseButton.LeftButton)


def test_adding_players_by_typing_and_clicking(qtbot, dialog):
    for name in NAMES[:3]:
        type_and_add(qtbot, dialog, name)
    qtbot.keyClicks(dialog.name_edit, "  Gleb  ")
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)         # Enter adds too
    assert dialog.names() == ["Anna", "Boris", "Vera", "Gleb"]   # trimmed (R-SETUP-1)
    assert dialog.ok_button.isEnabled()
    assert dialog.isVisible()                 # Enter added Gleb; it did not press OK
    assert dialog.name_edit.text() == ""
    assert dialog.name_message.text() == ""
    assert dialog.count_label.text() == "4 player(s)"


def test_duplicate_name_is_refused_with_r_setup_1(qtbot, dialog):
    type_and_add(qtbot, dialog, "Anna")
    type_and_add(qtbot, dialog, " anna")
    assert dialog.names() == ["Anna"]
    message = dialog.name_message.text()
    assert message.endswith("(R-SETUP-1)") and "“Anna” is already at the table" in message
    assert dialog.name_edit.text() == " anna"                   # kept for fixing
    type_and_add(qtbot, dialog, "   ")
    assert "R-SETUP-1" in dialog.name_message.text() and "empty" in dialog.name_message.text()
    type_and_add(qtbot, dialog, "x" * 41)
    assert "at most 40 characters" in dialog.name_message.text()
    assert dialog.names() == ["Anna"]


@pytest.mark.parametrize("char, point", [("\u2028", "U+2028"), ("\u2029", "U+2029"),
                                         ("\x07", "U+0007"), ("\u202e", "U+202E")])
def test_a_control_character_is_refused_as_such(dialog, char, point):
    """Issue 26.3: the reason was "already at the table" for any refused name."""
    dialog.add_player("Anna")
    assert not dialog.add_player(f"Bo{char}ris")
    message = dialog.name_message.text()
    assert message.endswith("(R-SETUP-1)") and "already at the table" not in message
    assert f"a name cannot contain the control character {point}" in message
    assert not dialog.rename_player(1, f"An{char}na")
    assert point in dialog.name_message.text() and dialog.names() == ["Anna"]


def test_rename_checks_the_name(qtbot, dialog):
    for name in NAMES[:4]:
        dialog.add_player(name)
    assert dialog.rename_player(2, "Borya")
    assert dialog.names()[1] == "Borya"
    assert not dialog.rename_player(2, "VERA")
    assert dialog.names()[1] == "Borya" and "R-SETUP-1" in dialog.name_message.text()


def test_roster_completer(qtbot):
    d = NewGameDialog(roster=["Anastasia", "Boris"], seed=1)
    qtbot.addWidget(d)
    completer = d.name_edit.completer()
    completer.setCompletionPrefix("ana")
    assert completer.currentCompletion() == "Anastasia"
    d.add_player("anastasia")                 # seated: no longer offered
    completer.setCompletionPrefix("ana")
    assert completer.completionCount() == 0


def test_remove_and_move_change_the_seats(qtbot, dialog):
    for name in NAMES[:5]:
        dialog.add_player(name)
    dialog.seat_list.setCurrentRow(1)
    qtbot.mouseClick(dialog.remove_button, Qt.MouseButton.LeftButton)
    assert dialog.names() == ["Anna", "Vera", "Gleb", "Dmitri"]
    dialog.seat_list.setCurrentRow(3)
    qtbot.mouseClick(dialog.up_button, Qt.MouseButton.LeftButton)
    assert dialog.names() == ["Anna", "Vera", "Dmitri", "Gleb"]
    assert [dialog.deal_table.item(r, 1).text() for r in range(4)] == dialog.names()


def test_drag_and_drop_reorders_the_seats(qtbot, dialog):
    """A drop in an InternalMove QListWidget moves the row in its model (QListModel
    emits rowsMoved); a synthetic QDropEvent carries no drag source, which Qt refuses,
    so the test makes the same model move the drop makes."""
    for name in NAMES[:5]:
        dialog.add_player(name)
    view = dialog.seat_list
    assert view.dragDropMode() == view.DragDropMode.InternalMove
    assert view.model().moveRow(view.rootIndex(), 0, view.rootIndex(), 4)  # Anna below Gleb
    assert dialog.names() == ["Boris", "Vera", "Gleb", "Anna", "Dmitri"]
    assert [dialog.deal_table.item(r, 1).text() for r in range(5)] == dialog.names()
    assert dialog.setup().player(4).name == "Anna"             # the list order is the seating


def test_seat_numbers_are_shown(qtbot, dialog):
    for name in NAMES[:4]:
        dialog.add_player(name)
    view = dialog.seat_list
    option = QStyleOptionViewItem()
    view.itemDelegate().initStyleOption(option, view.model().index(2, 0))
    assert option.text == "3.  Vera"


def test_suggest_composition(qtbot, dialog):
    for name in NAMES:
        dialog.add_player(name)
    dialog._role_spins[Role.CIVILIAN].setValue(0)              # the host edits a count
    assert not dialog.ok_button.isEnabled()
    assert "roles add up to" in dialog.problem()
    dialog.tabs.setCurrentIndex(2)
    qtbot.mouseClick(dialog.suggest_button, Qt.MouseButton.LeftButton)
    assert dialog.composition() == suggested_composition(7)
    assert dialog.ok_button.isEnabled()


def test_composition_check_shows_the_rule(qtbot, dialog):
    for name in NAMES:
        dialog.add_player(name)
    spins = dialog._role_spins
    spins[Role.GODFATHER].setValue(0)
    spins[Role.CIVILIAN].setValue(spins[Role.CIVILIAN].value() + 1)
    assert dialog.composition_label.text().endswith("(R-SETUP-2)")
    assert "Exactly one godfather" in dialog.composition_label.text()
    assert not dialog.ok_button.isEnabled() and "R-SETUP-2" in dialog.problem()
    spins[Role.GODFATHER].setValue(1)
    spins[Role.CIVILIAN].setValue(1)
    spins[Role.MAFIOSO].setValue(3)                            # mafia 4, town 3
    assert dialog.composition_label.text().endswith("(R-SETUP-3)")
    # the engine's refusal (its params), not a count of the dialog's own
    assert "The mafia (4) must be fewer than the town (3)" in dialog.composition_label.text()
    assert not dialog.ok_button.isEnabled()
    with pytest.raises(RuleViolation) as e:
        dialog.setup()
    assert e.value.rule == "R-SETUP-3"


def test_random_deal_is_reproducible_from_the_seed(qtbot, dialog):
    for name in NAMES:
        dialog.add_player(name)
    dialog.seed_spin.setValue(977)
    dealt = dialog.dealt_roles()
    assert dealt == deal_roles(suggested_composition(7), 977)
    assert dialog.deal() == ("random", 977)
    assert dialog.setup().rng_seed == 977
    other = NewGameDialog(players=NAMES, seed=977)
    qtbot.addWidget(other)
    assert other.dealt_roles() == dealt
    assert [p.role for p in other.setup().players] == dealt
    dialog.seed_spin.setValue(978)
    assert dialog.dealt_roles() == deal_roles(suggested_composition(7), 978)
    shown = [dialog.deal_table.item(r, 2).text() for r in range(7)]
    assert shown == [r.value.capitalize() for r in dialog.dealt_roles()]


def test_deal_by_hand_and_first_godfather(qtbot, dialog):
    for name in NAMES[:5]:
        dialog.add_player(name)
    dialog.tabs.setCurrentIndex(2)
    qtbot.mouseClick(dialog.hand_radio, Qt.MouseButton.LeftButton)
    assert dialog.deal() == ("hand", None)
    random_roles = deal_roles(suggested_composition(5), 4242)
    assert dialog.dealt_roles() == random_roles                # starts from the random deal
    for seat, role in enumerate([Role.CIVILIAN, Role.GODFATHER, Role.COMMISSAR,
                                 Role.CIVILIAN, Role.CIVILIAN], start=1):
        dialog.set_hand_role(seat, role)
    assert dialog.godfather_label.text() == "First godfather: seat 2 — Boris"
    assert dialog.composition()[Role.CIVILIAN] == 3            # counts follow the hand deal
    dialog.set_hand_role(2, Role.MAFIOSO)
    assert "none yet" in dialog.godfather_label.text()
    assert not dialog.ok_button.isEnabled() and "R-SETUP-2" in dialog.problem()
    dialog.set_hand_role(2, Role.GODFATHER)
    # roles by hand belong to the player: moving Boris keeps his role
    dialog.seat_list.setCurrentRow(1)
    dialog.move_current(-1)
    assert dialog.dealt_roles()[0] is Role.GODFATHER
    assert dialog.setup().player(1).name == "Boris"


def test_preset_and_every_option(qtbot, dialog):
    assert set(dialog._option_editors) == set(OPTIONS)
    assert dialog._option_editors["vote_window_s"].value() == 120
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("seed"))
    assert dialog._option_editors["vote_window_s"].value() == 3600
    assert dialog._option_editors["kill_requires_description"].isChecked()
    assert dialog.ruleset() == PRESETS["seed"]
    dialog._option_editors["doctor_self_protect"].setChecked(False)
    combo = dialog._option_editors["tie_break"]
    combo.setCurrentIndex(combo.findData("host_choice"))
    dialog._option_editors["vote_changes"].setValue(-1)
    assert dialog._option_editors["vote_changes"].text() == "any number"
    assert dialog.ruleset().overrides() == {"doctor_self_protect": False,
                                            "tie_break": "host_choice", "vote_changes": -1}


def test_ok_gives_a_valid_setup(qtbot, dialog):
    assert not dialog.ok_button.isEnabled()
    assert "R-SETUP-2" in dialog.problem() and "add 4 more" in dialog.problem()
    for name in NAMES:
        type_and_add(qtbot, dialog, name)
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("seed"))
    assert dialog.ok_button.isEnabled() and dialog.problem() == ""
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    setup = dialog.setup()
    assert isinstance(setup, Setup)
    assert [p.name for p in setup.players] == NAMES
    assert [p.seat for p in setup.players] == list(range(1, 8))
    assert setup.ruleset.preset == "seed" and setup.rng_seed == 4242
    game = Game(setup)                                          # the engine takes it
    assert game.state.phase.kind == "day" and all(game.state.alive)


def test_the_name_field_has_the_focus_when_the_dialog_opens(qtbot):
    d = NewGameDialog(seed=1)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    assert d.focusWidget() is d.name_edit
    qtbot.keyClicks(d.focusWidget(), "Anna")  # typed at once, without a click
    qtbot.keyClick(d.focusWidget(), Qt.Key.Key_Return)
    assert d.names() == ["Anna"]


def test_sport_table_of_ten_dealt_at_random_is_stored_as_a_sport_game(qtbot, repo):
    from mafia_desktop.rules import Game
    from mafia_desktop.rules.sport import FIIM_COMPOSITION, SportSetup, deal_sport_roles

    dialog = NewGameDialog(players=[f"P{i}" for i in range(1, 10)])
    qtbot.addWidget(dialog)
    dialog.set_family("sport")
    assert dialog.sport.table.rowCount() == 10  # the FIIM table: ten seats
    assert not dialog.ok_button.isEnabled()
    assert dialog.problem().endswith("(S-SETUP-1)")  # the engine's refusal, shown
    dialog.add_player("P10")
    assert dialog.ok_button.isEnabled(), dialog.problem()
    setup = dialog.setup()
    assert isinstance(setup, SportSetup)
    mode, seed = dialog.deal()
    assert mode == "random"
    assert [p.role for p in setup.players] == deal_sport_roles(FIIM_COMPOSITION, seed)
    game_id = repo.create_game(setup, deal=mode, deal_seed=seed)
    assert repo.load(game_id).setup == setup
    assert Game(setup).state.family == "sport"


def test_sport_options_and_a_deal_by_hand(qtbot):
    from mafia_desktop.rules.sport import SportRole

    dialog = NewGameDialog(players=[f"P{i}" for i in range(1, 11)])
    qtbot.addWidget(dialog)
    dialog.set_family("sport")
    dialog.sport._editors["speech_s"].setValue(45)
    dialog.sport.hand_radio.setChecked(True)
    roles = [SportRole.DON, SportRole.MAFIOSO, SportRole.MAFIOSO, SportRole.SHERIFF] + \
        [SportRole.CIVILIAN] * 6
    for seat, role in enumerate(roles, 1):
        dialog.sport.set_hand_role(seat, role)
    setup = dialog.setup()
    assert setup.ruleset.speech_s == 45 and setup.ruleset.overrides() == {"speech_s": 45}
    assert [p.role for p in setup.players] == roles
    assert dialog.deal() == ("hand", None)
    dialog.sport.set_hand_role(2, SportRole.CIVILIAN)  # two mafiosi no more
    assert not dialog.ok_button.isEnabled()
    assert "S-SETUP-1" in dialog.problem()


def test_sport_with_twelve_players_says_the_table_is_ten(qtbot):
    """A host who ticked twelve players reads that a sport table is ten (S-SETUP-1),
    not that seats 11 and 12 have no role."""
    dialog = NewGameDialog(players=[f"P{i}" for i in range(1, 13)])
    qtbot.addWidget(dialog)
    dialog.set_family("sport")
    assert not dialog.ok_button.isEnabled()
    assert dialog.problem().endswith("(S-SETUP-1)")
    assert "ten players" in dialog.problem() and "now 12 players" in dialog.problem()
    assert "no role yet" not in dialog.problem()


@pytest.mark.parametrize("close", ["escape", "cancel"])
def test_typed_names_are_not_thrown_away_without_asking(qtbot, dialog, monkeypatch, close):
    """Issue 23.1: Esc (or closing the window) threw ten typed names away unasked."""
    from host_driver import answer_questions

    for name in NAMES[:3]:
        type_and_add(qtbot, dialog, name)
    qtbot.keyClicks(dialog.name_edit, "Ver")

    def shut() -> None:
        if close == "escape":
            qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Escape)
        else:
            qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Cancel),
                             Qt.MouseButton.LeftButton)

    asked = answer_questions(monkeypatch, yes=False)
    shut()
    assert len(asked) == 1 and "(4)" in asked[0]   # three seated, one being typed
    assert dialog.isVisible() and dialog.names() == NAMES[:3]
    assert dialog.name_edit.text() == "Ver"
    asked = answer_questions(monkeypatch, yes=True)
    shut()
    assert len(asked) == 1 and not dialog.isVisible()
    assert dialog.result() == QDialog.DialogCode.Rejected


def test_an_empty_new_game_dialog_closes_without_a_question(qtbot, dialog, monkeypatch):
    from host_driver import answer_questions

    asked = answer_questions(monkeypatch, yes=False)
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Escape)
    assert asked == [] and not dialog.isVisible()


#: A rule ID of any listed family (its words' prefix: ``R-``, ``S-``, …).
RULE_ID = re.compile(r"\b(?:" + "|".join(re.escape(w.rule_prefix) for w in all_words())
                     + r")[A-Z0-9]+-\d+\b")


@pytest.mark.parametrize("family", FAMILY_NAMES)
def test_options_and_rules_read_as_words_the_rule_id_only_beside_a_refusal(qtbot, family):
    """Issue 23.5: no rule ID stands as a label for a host (the options' rules are
    their labels' tooltips); a refusal reads its words first, the ID beside them at
    the end, without the rule's title in brackets; nothing names RULES.md."""
    from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel

    d = NewGameDialog(seed=1)
    qtbot.addWidget(d)
    d.set_family(family)
    d.show()
    labels = [w.text() for w in d.findChildren(QLabel) if w.text()]
    combos = [c.itemText(i) for c in d.findChildren(QComboBox) for i in range(c.count())]
    boxes = [w.text() for w in d.findChildren(QCheckBox)]
    for text in labels + combos + boxes:
        assert "RULES" not in text and ".md" not in text and "§" not in text, text
    refusal = d.problem()
    assert refusal and not RULE_ID.match(refusal)               # words first
    for text in labels:                                         # an ID only beside them
        for rule in RULE_ID.findall(text):
            assert text.endswith(f"({rule})") and not text.startswith(rule), text
    assert any(refusal == t for t in labels)
    from mafia_desktop.ui.dialogs.options_editor import OptionsEditor
    editor = next(e for e in d.findChildren(OptionsEditor) if e.family.name == family)
    tips = [w.toolTip() for w in editor.findChildren(QLabel) if RULE_ID.search(w.toolTip())]
    assert len(tips) >= 3                                       # the rules: tooltips
