"""No text of a seat card is drawn over another (newcomer's trial, item 3: at 20 seats in
a 1366x768 window "Montgomery" at seat 12 wrapped its "y" onto the role line). Names of
10 to 40 letters, Latin and Cyrillic, at 20 seats at 1366x768 and 1920x1080: every name
keeps to one line inside its card (drawn smaller or shortened with "…"), the whole name
is in the card's tooltip, and the role line never touches it; the role is said once (the
godfather's card said "Godfather" again as a mark)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QGraphicsTextItem

from mafia_desktop.rules import Game
from mafia_desktop.rules.classic import make_setup, ruleset_from
from mafia_desktop.rules.classic.setup import suggested_composition
from mafia_desktop.ui.window.main_window import MainWindow
from tests.support.screen import crossings

STEMS = ["Montgomery", "Александра", "Wolfgang Amadeus Mozart-Salieri",
         "Щербатовская-Шереметьева Анастасия", "Maximiliana", "Константин Константинович"]


def long_names() -> list[str]:
    """20 names of 10 to 40 letters; "Montgomery" at seat 12 (the newcomer's)."""
    names = []
    for i in range(20):
        stem = STEMS[i % len(STEMS)]
        length = 11 + (i * 7) % 30  # 11 to 40
        names.append((stem + " Ёжикова-Wyatt" * 3)[:length - 1].rstrip() + chr(0x430 + i))
    names[11] = "Montgomery"
    return names


def texts_of(item: QGraphicsTextItem) -> tuple[str, object, float]:
    return item.toPlainText(), item.sceneBoundingRect(), item.zValue()


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_no_text_of_a_card_overlaps_another_at_20_seats(qtbot, tmp_path, size):
    w = MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    names = long_names()
    assert all(10 <= len(n) <= 40 for n in names)
    comp = suggested_composition(20)
    roles = [role for role, count in comp.items() for _ in range(count)]
    w.session.open_game(Game(make_setup([(i + 1, n, roles[i]) for i, n in enumerate(names)],
                                ruleset_from("table"), rng_seed=7)))
    for _ in range(3):
        QApplication.processEvents()
    for seat, name in zip(w.session.page.scene.seats, names, strict=True):
        parts = [texts_of(t) for t in (seat.number, seat.name, seat.role, seat.marks)
                 if t.isVisible() and t.toPlainText()]
        assert seat.role.isVisible() and seat.role.toPlainText()
        assert crossings(parts) == [], (seat.seat, name)
        card = seat.sceneBoundingRect()
        for text, rect, _ in parts:
            assert card.contains(rect), (seat.seat, text)
        shown = seat.name.toPlainText()
        assert shown == name or (shown.endswith("…") and name.startswith(shown[:-1])), shown
        assert name in seat.toolTip()
        role = seat.role.toPlainText()  # said once (the godfather's card said it twice)
        assert role.lower() not in seat.marks.toPlainText().lower(), (seat.seat, role)
    assert w.session.page.scene.seats[11].name.toPlainText() == "Montgomery"
