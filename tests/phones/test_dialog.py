"""The host's phones dialog (issue 33, the desk) driven through the real host window and
its real hub (``window.session.phones``) on 127.0.0.1, with Qt's own ``QWebSocket`` as the
players' phones: View → "Players' phones and screens…" and the menu bar's Phones
button, Start/Stop with the address and port kept, a port taken (the next one offered),
the seats with their phone and seen marks as phones join and press their card, the
status bar's "Phones: 1 of 7 seen", the codes one at a time, hand-over, the slips, the
help, Russian."""

from __future__ import annotations

import json
import subprocess
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtNetwork import QHostAddress, QTcpServer
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QToolButton

from mafia_desktop.ui.phones.dialog import PhonesDialog
from mafia_desktop.ui.phones.seat_qr import SeatQrDialog
from mafia_desktop.ui.phones.status import PhonesStatus
from tests.phones.support import PHONE_A, PHONE_B, Phone, open_scenario
from tests.ui.host_driver import answer_questions


def free_port() -> int:
    """A port free on 127.0.0.1 now (above 1024: the dialog's port box starts there)."""
    probe = QTcpServer()
    assert probe.listen(QHostAddress("127.0.0.1"), 0)
    port = probe.serverPort()
    probe.close()
    return port


def open_dialog(window: Any) -> PhonesDialog:
    window.menus.phones_action.trigger()
    dialog = window.findChild(PhonesDialog)
    assert dialog is not None and dialog.isVisible()
    return dialog


def start_on(dialog: PhonesDialog, qtbot: Any, port: int | None = None) -> int:
    port = free_port() if port is None else port
    dialog.address_box.setCurrentIndex(dialog.address_box.findData("127.0.0.1"))
    dialog.port_box.setValue(port)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    return port


def phone_on(window: Any, seat: int, phone: str = PHONE_A) -> Phone:
    """A phone opening the seat's link as the seat page does (``?phone=<its id>``)."""
    link = next(s for s in window.session.phones.seats() if s.seat == seat)
    token = link.url.rsplit("/", 1)[1]
    return Phone(f"ws://127.0.0.1:{window.session.phones.port()}/ws/seat/{token}?phone={phone}")


def test_view_menu_and_the_menu_bar_button_open_one_dialog(window: Any, qtbot: Any) -> None:
    assert window.menus.phones_action in window.menus.view_menu.actions()
    button = window.menuBar().cornerWidget(Qt.Corner.TopRightCorner)
    assert isinstance(button, QToolButton) and button.text() == "Phones"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    first = window.findChild(PhonesDialog)
    assert first is not None and first.isVisible()
    window.menus.phones_action.trigger()
    assert window.findChildren(PhonesDialog) == [first]


def test_start_shows_the_screen_address_and_code_and_is_remembered(window: Any, qtbot: Any) -> None:
    dialog = open_dialog(window)
    assert dialog.port_box.value() == 8765
    assert dialog.address_box.itemData(dialog.address_box.count() - 1) == "127.0.0.1"
    port = start_on(dialog, qtbot)
    hub = window.session.phones
    assert hub.is_listening() and hub.port() == port
    url = f"http://127.0.0.1:{port}/"
    assert dialog.address_label.text() == url
    assert dialog.screen_code.isVisible() and dialog.screen_code.text() == url
    assert dialog.start_button.text() == "&Stop" and not dialog.port_box.isEnabled()
    screen = Phone(f"ws://127.0.0.1:{port}/ws")  # a web screen opened: counted
    qtbot.waitUntil(lambda: dialog.screens_label.text() == "Web screens open now: 1")
    assert window.settings.value("phones/port") in (port, str(port))
    assert window.settings.value("phones/address") == "127.0.0.1"
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert not hub.is_listening() and not dialog.screen_code.isVisible()
    qtbot.waitUntil(lambda: screen.disconnected)
    again = PhonesDialog(hub, window.settings)  # the next time: the same choice
    assert again.port_box.value() == port and again.chosen_address() == "127.0.0.1"
    again.deleteLater()


def test_a_port_taken_is_said_and_the_next_free_port_offered(window: Any, qtbot: Any) -> None:
    blocker = QTcpServer()
    assert blocker.listen(QHostAddress("127.0.0.1"), free_port())
    taken = blocker.serverPort()
    dialog = open_dialog(window)
    start_on(dialog, qtbot, taken)
    assert not window.session.phones.is_listening()
    assert dialog.problem.isVisible() and dialog.problem.text() == f"Port {taken} is already in use."
    offer = dialog.other_port_button
    offered = dialog.offered_port
    assert offered is not None and offered > taken
    assert offer.isVisible() and offer.text() == f"Use port {offered}"
    qtbot.mouseClick(offer, Qt.MouseButton.LeftButton)
    assert window.session.phones.is_listening() and window.session.phones.port() == offered
    assert dialog.port_box.value() == offered
    assert not dialog.problem.isVisible() and not offer.isVisible()
    blocker.close()


def test_seats_show_phone_and_seen_marks_and_the_status_bar_counts(window: Any, qtbot: Any) -> None:
    dialog = open_dialog(window)
    table = dialog.seats.table
    start_on(dialog, qtbot)
    assert table.rowCount() == 0 and "No game yet" in dialog.seats.note.text()
    status = window.findChild(PhonesStatus)
    assert status is not None and status.isVisible() and status.text() == "Phones: on"
    open_scenario(window, 5)
    qtbot.waitUntil(lambda: table.rowCount() == 7)
    assert [table.item(r, 1).text() for r in range(3)] == ["Anna", "Boris", "Vera"]
    assert status.text() == "Phones: 0 of 7 seen"
    phone = phone_on(window, 3)
    qtbot.waitUntil(lambda: table.item(2, 2).text() == "✓ on a phone")
    assert table.item(2, 3).text() == "—" and table.item(1, 2).text() == "—"
    qtbot.waitUntil(lambda: bool(phone.of_type("seat")))  # the card is on the phone
    phone.send('{"type": "seen"}')  # the player pressed and held the card
    qtbot.waitUntil(lambda: table.item(2, 3).text() == "✓ seen")
    assert status.text() == "Phones: 1 of 7 seen"
    assert dialog.seats.note.text() == "1 of 7 players have seen their role."
    dialog.close()  # the label stays while the hub listens
    other = phone_on(window, 6, PHONE_B)
    qtbot.waitUntil(lambda: bool(other.of_type("seat")))
    other.send('{"type": "seen"}')
    qtbot.waitUntil(lambda: status.text() == "Phones: 2 of 7 seen")
    window.session.phones.stop()
    assert not status.isVisible()


def run_modal(check: Any) -> list[BaseException]:
    """Run ``check(dialog)`` on the next seat-code dialog once it is shown, then close it."""
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
    dialog = open_dialog(window)
    start_on(dialog, qtbot)
    open_scenario(window, 5)
    links = {s.seat: s.url for s in window.session.phones.seats()}
    seen: list[tuple[str, str, str]] = []

    def check(qr: SeatQrDialog) -> None:
        seen.append((qr.caption.text(), qr.code.text(), qr.state.text()))
        qtbot.keyClick(qr.focusWidget() or qr, Qt.Key.Key_Right)  # as typed: to the focused button
        seen.append((qr.caption.text(), qr.code.text(), qr.state.text()))
        phone = phone_on(window, 4)  # the player scanned it: said at once
        qtbot.waitUntil(lambda: qr.state.text() == "A phone holds this seat.")
        qtbot.waitUntil(lambda: bool(phone.of_type("seat")))
        phone.send('{"type": "seen"}')
        qtbot.waitUntil(lambda: qr.state.text() == "A phone holds this seat. The role was seen.")
        qtbot.keyClick(qr.focusWidget() or qr, Qt.Key.Key_Left)
        qtbot.keyClick(qr.focusWidget() or qr, Qt.Key.Key_Left)
        seen.append((qr.caption.text(), qr.code.text(), ""))
        # nothing of the game but this seat: no other name, no role on the screen
        words = " ".join(label.text() for label in qr.findChildren(QLabel))
        assert "Anna" not in words and "Vera" not in words and "Gleb" not in words

    failures = run_modal(check)
    button = dialog.seats.table.cellWidget(2, 4)
    assert isinstance(button, QPushButton) and button.text() == "Show QR"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not failures, failures
    assert seen[0] == ("Seat 3 — Vera: scan, then pass the laptop", links[3],
                       "No phone has opened this link yet.")
    assert seen[1][:2] == ("Seat 4 — Gleb: scan, then pass the laptop", links[4])
    assert seen[2][:2] == ("Seat 2 — Boris: scan, then pass the laptop", links[2])


def test_hand_over_asks_then_gives_a_new_link_and_shows_it(window: Any, qtbot: Any,
                                                           monkeypatch: Any) -> None:
    dialog = open_dialog(window)
    start_on(dialog, qtbot)
    open_scenario(window, 5)
    hand = dialog.seats.table.cellWidget(1, 5)
    assert isinstance(hand, QPushButton) and not hand.isEnabled()  # no phone holds it yet
    old = phone_on(window, 2)
    qtbot.waitUntil(hand.isEnabled)
    old_url = window.session.phones.seats()[1].url
    asked = answer_questions(monkeypatch, yes=True)
    shown: list[str] = []
    failures = run_modal(lambda qr: shown.append(qr.code.text()))
    qtbot.mouseClick(hand, Qt.MouseButton.LeftButton)
    assert not failures, failures
    assert "Seat 2 — Boris gets a new link" in asked[0]
    new_url = window.session.phones.seats()[1].url
    assert new_url != old_url and shown == [new_url]
    qtbot.waitUntil(lambda: old.disconnected)
    assert json.loads(old.texts[-1]) == {"type": "moved"}
    assert dialog.seats.table.item(1, 2).text() == "—"


def test_hand_over_refused_changes_nothing(window: Any, qtbot: Any, monkeypatch: Any) -> None:
    dialog = open_dialog(window)
    start_on(dialog, qtbot)
    open_scenario(window, 5)
    phone = phone_on(window, 2)
    hand = dialog.seats.table.cellWidget(1, 5)
    qtbot.waitUntil(hand.isEnabled)
    url = window.session.phones.seats()[1].url
    answer_questions(monkeypatch, yes=False)
    qtbot.mouseClick(hand, Qt.MouseButton.LeftButton)
    assert window.session.phones.seats()[1].url == url and not phone.disconnected


def test_print_slips_writes_the_seats_links(window: Any, qtbot: Any, tmp_path: Any,
                                            monkeypatch: Any) -> None:
    from PySide6.QtWidgets import QFileDialog
    dialog = open_dialog(window)
    start_on(dialog, qtbot)
    assert not dialog.seats.slips_button.isEnabled()  # no game: no links
    open_scenario(window, 5)
    qtbot.waitUntil(dialog.seats.slips_button.isEnabled)
    target = str(tmp_path / "slips.pdf")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (target, ""))
    qtbot.mouseClick(dialog.seats.slips_button, Qt.MouseButton.LeftButton)
    text = subprocess.run(["pdftotext", "-raw", target, "-"], capture_output=True, text=True,
                          check=True).stdout
    flat = "".join(text.split())
    assert "Seat7" in flat and "Zoya" in text and "Scan,holdtoseeyourrole" in flat
    assert all(link.url in flat for link in window.session.phones.seats())


def test_help_says_hotspot_firewall_and_address(window: Any, qtbot: Any, monkeypatch: Any) -> None:
    from PySide6.QtWidgets import QMessageBox
    dialog = open_dialog(window)
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: said.append(box.text()) or 0)
    qtbot.mouseClick(dialog.help_button, Qt.MouseButton.LeftButton)
    assert "hotspot" in said[0] and "Allow" in said[0] and "address changes" in said[0]


def test_the_dialog_and_the_status_speak_russian(window: Any, qtbot: Any) -> None:
    dialog = open_dialog(window)
    start_on(dialog, qtbot)
    open_scenario(window, 5)
    window.commands.set_language("ru")
    try:
        assert dialog.windowTitle() == "Телефоны игроков и экраны"
        assert dialog.start_button.text() == "&Остановить"
        status = window.findChild(PhonesStatus)
        assert status.text() == "Телефоны: видели 0 из 7"
        assert window.menuBar().cornerWidget(Qt.Corner.TopRightCorner).text() == "Телефоны"
    finally:
        from mafia_desktop.i18n.language import remove_translators
        remove_translators(QApplication.instance())  # the English source again, as before


def test_an_address_gone_under_the_server_is_said_until_started_again(window: Any, qtbot: Any,
                                                                      monkeypatch: Any) -> None:
    from mafia_desktop.ui.phones import addresses
    dialog = open_dialog(window)
    start_on(dialog, qtbot)
    hub = window.session.phones
    status = window.findChild(PhonesStatus)
    assert status.text() == "Phones: on" and not dialog.problem.isVisible()
    # the laptop left the Wi-Fi it listened on: its address is no longer the laptop's
    monkeypatch.setattr(hub, "address", lambda: "192.168.77.77")
    monkeypatch.setattr(addresses, "laptop_addresses",
                        lambda: [addresses.LaptopAddress("10.1.2.3", "wlan0", True),
                                 addresses.LaptopAddress("127.0.0.1", "", False)])
    assert status.watch.isActive() and status.watch.interval() == 10_000
    status.watch.timeout.emit()  # the check every 10 s
    assert status.text() == "Phones: the address 192.168.77.77 is gone: open Phones"
    window.menus.phones_action.trigger()
    assert dialog.problem.isVisible() and "192.168.77.77 is gone" in dialog.problem.text()
    monkeypatch.undo()
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)  # Stop
    assert not status.isVisible()
    start_on(dialog, qtbot)
    assert status.text() == "Phones: on" and not dialog.problem.isVisible()
