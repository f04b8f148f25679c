"""Role cards (issue 3, item 5): art per role, the card texts, "show card to player"."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QSize, Qt, QTimer
from PySide6.QtWidgets import QDialog

from mafia_desktop.i18n.names import role_name
from mafia_desktop.rules.classic import Role
from mafia_desktop.ui.families.classic.cards import (
    CardDialog,
    RoleCard,
    _renderer,
    day_text,
    night_text,
    role_card_pixmap,
)
from mafia_desktop.ui.resources import resource_path

ROLES = [r.value for r in Role]


def _opaque_colours(image, step=3):
    """The set of colours of the opaque pixels (a blank card has one or two)."""
    colours = set()
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            c = image.pixelColor(x, y)
            if c.alpha() == 255:
                colours.add(c.rgb())
    return colours


@pytest.mark.parametrize("role", ROLES)
def test_every_role_has_valid_svg_art(role, qapp):
    path = resource_path("cards", f"{role}.svg")
    assert path.exists()
    assert _renderer(role).isValid()


@pytest.mark.parametrize("role", ROLES)
def test_every_role_renders_a_non_blank_pixmap(role, qapp):
    pixmap = role_card_pixmap(role, 250)
    assert pixmap.size() == QSize(250, 350)
    image = pixmap.toImage()
    # the art, the frame and the text give many colours, not a blank card
    assert len(_opaque_colours(image)) > 50
    # the corners are transparent (rounded card), the centre of the art is painted
    assert image.pixelColor(0, 0).alpha() == 0
    assert image.pixelColor(125, 90).alpha() == 255


def test_cards_differ_per_role(qapp):
    arts = {role: role_card_pixmap(role, 200, details=False).toImage() for role in ROLES}
    for a in ROLES:
        for b in ROLES:
            if a < b:
                assert arts[a] != arts[b], (a, b)


def test_pixmap_of_a_qsize_is_that_size(qapp):
    assert role_card_pixmap("doctor", QSize(400, 300)).size() == QSize(400, 300)


def test_unknown_role_is_a_clear_error(qapp):
    with pytest.raises(ValueError, match="unknown role 'sheriff'"):
        role_card_pixmap("sheriff", 100)


def test_role_card_texts(qtbot):
    card = RoleCard("journalist")
    qtbot.addWidget(card)
    assert card.title() == role_name("journalist") == "Journalist"
    assert card.faction_text() == "Town"
    assert "same status" in card.day_text()
    assert card.night_text() == "Sleeps."
    card.set_role(Role.GODFATHER)
    assert card.role_id == "godfather" and card.faction_text() == "Mafia"
    assert "not to kill" in card.night_text()
    assert card.accessibleName() == "Godfather (Mafia)"
    for role in ROLES:
        assert day_text(role) and night_text(role)


def test_role_card_widget_paints_the_card(qtbot):
    card = RoleCard("maniac")
    qtbot.addWidget(card)
    card.resize(300, 420)
    assert len(_opaque_colours(card.grab().toImage())) > 50


def test_card_dialog_hides_on_escape(qtbot):
    dialog = CardDialog()
    qtbot.addWidget(dialog)
    seen = []

    def press_escape():
        seen.append((dialog.isVisible(), dialog.name_label.text(), dialog.card.role_id,
                     bool(dialog.windowState() & Qt.WindowState.WindowFullScreen)))
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    QTimer.singleShot(0, press_escape)
    with qtbot.waitSignal(dialog.dismissed, timeout=5000):
        result = dialog.exec_for("Vera", 3, "doctor")
    assert seen == [(True, "Seat 3 — Vera", "doctor", True)]
    assert result == QDialog.DialogCode.Rejected
    assert not dialog.isVisible()


def test_card_dialog_hides_on_click_and_on_any_key(qtbot):
    dialog = CardDialog()
    qtbot.addWidget(dialog)
    dialog.show_for("Boris", 1, "civilian")
    assert dialog.isVisible()
    qtbot.mouseClick(dialog, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert not dialog.isVisible() and dialog.result() == QDialog.DialogCode.Accepted
    dialog.show_for("Anna", 2, "mafioso")
    assert dialog.isVisible()
    qtbot.keyClick(dialog, Qt.Key.Key_Space)
    assert not dialog.isVisible()


@pytest.mark.parametrize("size", [(700, 500), (1440, 900)])
def test_show_card_covers_the_whole_host_window(qtbot, tmp_path, size):
    """Regression: the card was a small dialog in the middle of the host's screen, the
    other players' roles, the history and the notes visible around it."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from mafia_desktop.rules import Game, log_format
    from mafia_desktop.ui.window.main_window import MainWindow
    from tests.conftest import SCENARIOS

    window = MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    setup, _ = log_format.read_log((SCENARIOS / "town_wins_day2.mafia.json").read_bytes())
    window.session.open_game(Game(setup))
    QApplication.processEvents()
    window.commands.select(2)
    seen = []

    def look():
        dialog = QApplication.activeModalWidget()
        seen.append(isinstance(dialog, CardDialog))
        host = window.frameGeometry()
        seen.append(dialog.frameGeometry().contains(host))
        seen.append(dialog.geometry().contains(window.screen().geometry()))
        image = dialog.grab().toImage()  # opaque dark background up to the corners
        corners = [image.pixelColor(x, y) for x, y in (
            (1, 1), (image.width() - 2, 1), (1, image.height() - 2),
            (image.width() - 2, image.height() - 2))]
        seen.append(all(c.alpha() == 255 and c.name() == "#141418" for c in corners))
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    QTimer.singleShot(50, look)
    menu = window.session.host_input.build_seat_menu(2)  # the seat menu: "Show … their role card"
    next(a for a in menu.actions() if a.objectName() == "show_card").trigger()
    assert seen == [True, True, True, True]
    assert QApplication.activeModalWidget() is None
