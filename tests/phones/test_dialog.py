"""The host's phones dialog (issue 33, the desk) driven through the real host window:
View → "Players' phones and screens…" and the menu bar's Phones button, Start/Stop with
the address and port kept, a port taken (the next one offered), the seats with their
phone and seen marks, the status bar's "Phones: 7 of 10 seen", the codes one at a time,
hand-over, the slips, the help. The hub is ``tests/phones/desk_hub.py``'s."""

from __future__ import annotations

import subprocess
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtNetwork import QHostAddress, QTcpServer
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QToolButton

from mafia_desktop.ui.phones.dialog import PhonesDialog
from mafia_desktop.ui.phones.seat_qr import SeatQrDialog
from mafia_desktop.ui.phones.status import PhonesStatus
from tests.phones.desk_hub import DeskHub
from tests.ui.host_driver import answer_questions


def open_dialog(window: Any, qtbot: Any, hub: DeskHub) -> PhonesDialog:
    window.phones = hub
    window.phones_action.trigger()
    dialog = window.findChild(PhonesDialog)
    assert dialog is not None and dialog.isVisible()
    return dialog


def start_on(dialog: PhonesDialog, qtbot: Any, port: int) -> None:
    dialog.address_box.setCurrentIndex(dialog.address_box.findData("127.0.0.1"))
    dialog.port_box.setValue(port)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)


def test_view_menu_and_the_menu_bar_button_open_one_dialog(window: Any, qtbot: Any) -> None:
    window.phones = DeskHub()
    assert window.phones_action in window.view_menu.actions()
    button = window.menuBar().cornerWidget(Qt.Corner.TopRightCorner)
    assert isinstance(button, QToolButton) and button.text() == "Phones"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    first = window.findChild(PhonesDialog)
    assert first is not None and first.isVisible()
    window.phones_action.trigger()
    assert window.findChildren(PhonesDialog) == [first]


def test_start_shows_the_screen_address_and_code_and_is_remembered(window: Any, qtbot: Any) -> None:
    hub = DeskHub()
    dialog = open_dialog(window, qtbot, hub)
    assert dialog.port_box.value() == 8765
    assert dialog.address_box.itemData(dialog.address_box.count() - 1) == "127.0.0.1"
    start_on(dialog, qtbot, 8799)
    assert hub.started == [("127.0.0.1", 8799)]
    assert dialog.address_label.text() == "http://127.0.0.1:8799/"
    assert dialog.screen_code.isVisible() and dialog.screen_code.text() == "http://127.0.0.1:8799/"
    assert dialog.start_button.text() == "&Stop" and not dialog.port_box.isEnabled()
    assert window.settings.value("phones/port") in (8799, "8799")
    assert window.settings.value("phones/address") == "127.0.0.1"
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert not hub.listening and not dialog.screen_code.isVisible()
    again = PhonesDialog(DeskHub(), window.settings)  # the next time: the same choice
    assert again.port_box.value() == 8799 and again.chosen_address() == "127.0.0.1"
    again.deleteLater()


def test_a_port_taken_is_said_and_the_next_free_port_offered(window: Any, qtbot: Any) -> None:
    blocker = QTcpServer()
    assert blocker.listen(QHostAddress("127.0.0.1"), 0)
    taken = blocker.serverPort()
    hub = DeskHub()
    hub.taken.add(taken)
    dialog = open_dialog(window, qtbot, hub)
    start_on(dialog, qtbot, taken)
    assert not hub.listening
    assert dialog.problem.isVisible() and str(taken) in dialog.problem.text()
    offer = dialog.other_port_button
    assert offer.isVisible() and offer.text() == f"Use port {dialog.offered_port}"
    offered = dialog.offered_port
    assert offered is not None and offered > taken
    qtbot.mouseClick(offer, Qt.MouseButton.LeftButton)
    assert hub.listening and hub.port() == offered and dialog.port_box.value() == offered
    assert not dialog.problem.isVisible() and not offer.isVisible()
    blocker.close()


def test_seats_show_phone_and_seen_marks_and_the_status_bar_counts(window: Any, qtbot: Any) -> None:
    hub = DeskHub()
    dialog = open_dialog(window, qtbot, hub)
    table = dialog.seats.table
    assert table.rowCount() == 0  # not listening: no links yet
    start_on(dialog, qtbot, 8765)
    assert table.rowCount() == 10
    assert [table.item(r, 1).text() for r in range(3)] == ["Anna", "Boris", "Clara"]
    status = window.findChild(PhonesStatus)
    assert status is not None and status.isVisible() and status.text() == "Phones: 0 of 10 seen"
    hub.set(3, held=True)
    assert table.item(2, 2).text() == "✓ on a phone" and table.item(2, 3).text() == "—"
    hub.set(3, seen=True)
    hub.set(5, held=True, seen=True)
    assert table.item(2, 3).text() == "✓ seen"
    assert status.text() == "Phones: 2 of 10 seen"
    assert dialog.seats.note.text() == "2 of 10 players have seen their role."
    dialog.close()  # the label stays while the hub listens
    hub.set(7, held=True, seen=True)
    assert status.text() == "Phones: 3 of 10 seen"
    hub.stop()
    assert not status.isVisible()


def run_modal(qtbot: Any, check: Any) -> list[BaseException]:
    """Run ``check(dialog)`` on the next seat-code dialog once it is shown."""
    failures: list[BaseException] = []

    def look() -> None:
        dialog = next((w for w in QApplication.topLevelWidgets()
                       if isinstance(w, SeatQrDialog) and w.isVisible()), None)
        if dialog is None:
            QTimer.singleShot(10, look)
            return
        try:
            check(dialog)
        except BaseException as e:
            failures.append(e)
        dialog.reject()

    QTimer.singleShot(0, look)
    return failures


def test_show_qr_one_seat_at_a_time_with_next_and_previous(window: Any, qtbot: Any) -> None:
    hub = DeskHub()
    dialog = open_dialog(window, qtbot, hub)
    start_on(dialog, qtbot, 8765)
    seen: list[tuple[str, str, str]] = []

    def check(qr: SeatQrDialog) -> None:
        seen.append((qr.caption.text(), qr.code.text(), qr.state.text()))
        qtbot.keyClick(qr.focusWidget() or qr, Qt.Key.Key_Right)  # as typed: to the focused button
        seen.append((qr.caption.text(), qr.code.text(), qr.state.text()))
        hub.set(4, held=True)  # the player scanned it: said at once
        seen.append((qr.caption.text(), qr.code.text(), qr.state.text()))
        qtbot.keyClick(qr.focusWidget() or qr, Qt.Key.Key_Left)
        qtbot.keyClick(qr.focusWidget() or qr, Qt.Key.Key_Left)
        seen.append((qr.caption.text(), "", ""))
        # nothing of the game but this seat: no other name on the screen
        words = " ".join(label.text() for label in qr.findChildren(QLabel))
        assert "Anna" not in words and "Clara" not in words

    failures = run_modal(qtbot, check)
    button = dialog.seats.table.cellWidget(2, 4)
    assert isinstance(button, QPushButton) and button.text() == "Show QR"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not failures, failures
    assert seen[0] == ("Seat 3 — Clara: scan, then pass the laptop",
                       "http://127.0.0.1:8765/seat/tok3v0x", "No phone has opened this link yet.")
    assert seen[1][0] == "Seat 4 — Dima: scan, then pass the laptop"
    assert seen[2][2] == "A phone holds this seat."
    assert seen[3][0] == "Seat 2 — Boris: scan, then pass the laptop"


def test_hand_over_asks_then_gives_a_new_link_and_shows_it(window: Any, qtbot: Any,
                                                           monkeypatch: Any) -> None:
    hub = DeskHub()
    dialog = open_dialog(window, qtbot, hub)
    start_on(dialog, qtbot, 8765)
    hand = dialog.seats.table.cellWidget(1, 5)
    assert isinstance(hand, QPushButton) and not hand.isEnabled()  # no phone holds it yet
    hub.set(2, held=True, seen=True)
    assert hand.isEnabled()
    asked = answer_questions(monkeypatch, yes=True)
    shown: list[str] = []
    failures = run_modal(qtbot, lambda qr: shown.append(qr.code.text()))
    qtbot.mouseClick(hand, Qt.MouseButton.LeftButton)
    assert not failures, failures
    assert hub.handed == [2] and "Seat 2 — Boris gets a new link" in asked[0]
    assert shown == ["http://127.0.0.1:8765/seat/tok2v1x"]
    assert dialog.seats.table.item(1, 2).text() == "—"


def test_hand_over_refused_changes_nothing(window: Any, qtbot: Any, monkeypatch: Any) -> None:
    hub = DeskHub()
    dialog = open_dialog(window, qtbot, hub)
    start_on(dialog, qtbot, 8765)
    hub.set(2, held=True)
    answer_questions(monkeypatch, yes=False)
    qtbot.mouseClick(dialog.seats.table.cellWidget(1, 5), Qt.MouseButton.LeftButton)
    assert hub.handed == []


def test_print_slips_writes_the_seats_links(window: Any, qtbot: Any, tmp_path: Any) -> None:
    hub = DeskHub()
    dialog = open_dialog(window, qtbot, hub)
    assert not dialog.seats.slips_button.isEnabled()
    start_on(dialog, qtbot, 8765)
    path = dialog.seats.print_slips(str(tmp_path / "slips.pdf"))
    assert path is not None
    text = subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True,
                          check=True).stdout
    text = " ".join(text.split())
    assert "Seat 10" in text and "Julia" in text and "Scan, hold to see your role" in text


def test_help_says_hotspot_firewall_and_address(window: Any, qtbot: Any, monkeypatch: Any) -> None:
    dialog = open_dialog(window, qtbot, DeskHub())
    asked = answer_questions(monkeypatch, yes=True)
    from PySide6.QtWidgets import QMessageBox
    monkeypatch.setattr(QMessageBox, "exec", lambda box: asked.append(box.text()) or 0)
    qtbot.mouseClick(dialog.help_button, Qt.MouseButton.LeftButton)
    assert "hotspot" in asked[0] and "Allow" in asked[0] and "address changes" in asked[0]


@pytest.mark.parametrize("lang", ["ru"])
def test_the_dialog_speaks_russian(window: Any, qtbot: Any, lang: str) -> None:
    hub = DeskHub()
    dialog = open_dialog(window, qtbot, hub)
    start_on(dialog, qtbot, 8765)
    window.set_language(lang)
    try:
        assert dialog.windowTitle() != "Players' phones and screens"
        assert window.findChild(PhonesStatus).text().startswith("Телефоны")
    finally:
        window.set_language("en")
