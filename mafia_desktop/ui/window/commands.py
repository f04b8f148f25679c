"""The host window's commands that other parts carry out: the Game menu's (``game_files.py``), the host's input (``host_input.py``) and the timer's (a part of :class:`~.main_window.MainWindow`).

Its words are of the ``MainWindow`` translation context, as they were.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import (
    QMenu,
)

from mafia_desktop.ui import plain

if TYPE_CHECKING:  # pragma: no cover

    from mafia_desktop.ui.club.evening_page import EveningPage
    from mafia_desktop.ui.families import TournamentView
    from mafia_desktop.ui.phones.dialog import PhonesDialog
    from mafia_desktop.ui.window.controller import GameController


from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


if TYPE_CHECKING:  # pragma: no cover - the window as its parts see it (window_parts.py)
    from mafia_desktop.ui.window.window_parts import WindowParts
else:
    WindowParts = object


class WindowCommands(WindowParts):
    """The host window's commands that other parts carry out: the Game menu's (``game_files.py``), the host's input (``host_input.py``) and the timer's: a part of :class:`~.main_window.MainWindow` (its methods run on the window)."""

    def new_game(self) -> None:
        """A new game: its players, seats, ruleset and deal (``GameFiles.new_game``)."""
        self.files.new_game()

    def resume(self) -> None:
        """The saved games (``GameFiles.resume``)."""
        self.files.resume()

    def resume_game(self, game_id: int, read_only: bool = False) -> GameController | None:
        """Open a stored game (``GameFiles.resume_game``)."""
        return self.files.resume_game(game_id, read_only)

    def store_game(self) -> GameController | None:
        """Store the game log shown read-only, after asking (``GameFiles.store_log``)."""
        return self.files.store_log()

    def open_for_correction(self) -> GameController | None:
        """Open the finished game shown read-only for correction, after asking
        (``GameFiles.open_for_correction``)."""
        return self.files.open_for_correction()

    def open_log(self, path: str | None = None) -> GameController | None:
        """Open a ``.mafia.json`` game log (``GameFiles.open_log``)."""
        return self.files.open_log(path)

    def save_log(self, path: str | None = None) -> None:
        """Save the game's log (``GameFiles.save_log``)."""
        self.files.save_log(path)

    def export_report(self, fmt: str, path: str | None = None) -> Any:
        """Export the game's report, ``html`` or ``pdf`` (``GameFiles.export_report``)."""
        return self.files.export_report(fmt, path)

    def print_role_cards(self, path: str | None = None) -> Any:
        """Print the role cards as a PDF (``GameFiles.print_role_cards``)."""
        return self.files.print_role_cards(path)

    def show_phones(self) -> PhonesDialog:
        """The players' phones and screens dialog (``ui/phones/dialog.py``) on the window's
        hub (``phones``, made on first use)."""
        from mafia_desktop.ui.phones.dialog import show_phones
        return show_phones(self, self.phones, self.settings)

    def show_players(self) -> None:
        """The regular players and their results (``GameFiles.show_players``)."""
        self.files.show_players()

    def show_evening(self) -> EveningPage | None:
        """The Evening page (``ui/club/evening_page.py``), in the game's place in this
        window: the evening's players, its points table, the next game's seating,
        export. Needs a database. Its Back button (:meth:`leave_evening`), a game
        started or opened from it, show the game again."""
        if self.repository is None:
            plain.inform(self, translate("MainWindow", "Evening"), translate("MainWindow",
                "No database is open, so no evening is kept."))
            return None
        if self.evening_page is None:
            from mafia_desktop.storage.evenings import EveningRepository
            from mafia_desktop.ui.club.evening_page import EveningPage
            self.evening_page = EveningPage(self, EveningRepository(self.repository))
            self.evening_page.back.connect(self.leave_evening)
            self.pages.addWidget(self.evening_page)
        self.evening_page.reload()
        self.pages.setCurrentWidget(self.evening_page)
        return self.evening_page

    def leave_evening(self) -> None:
        """Back from the Evening page: to the game's page, else to the start page."""
        self.pages.setCurrentWidget(self.page if self.page is not None else self.start_page)

    def _page_shown(self) -> None:
        """The game's keys (letters, digits, Enter, Esc, Space, T, S, R, +) work only
        while the game's page is shown: a key pressed on the Evening page never reaches
        the game behind it."""
        on = self.page is not None and self.pages.currentWidget() is self.page
        for key in self.game_keys:
            key.setEnabled(on)

    def show_tournament(self) -> TournamentView | None:
        """The Tournament window (``ui/families/sport/tournament/window.py``): players, rounds and their
        seating, the games brought back, the standings. Needs a database."""
        if self.repository is None:
            plain.inform(self, translate("MainWindow", "Tournament"), translate("MainWindow",
                "No database is open, so no tournament is kept."))
            return None
        if self.tournament_window is None:
            from mafia_desktop.ui.families import tournament_family
            family = tournament_family()
            if family is None or family.tournament is None:
                return None
            self.tournament_window = family.tournament.window(self, self.repository)
        self.tournament_window.reload()
        self.tournament_window.show()
        self.tournament_window.raise_()
        return self.tournament_window

    def open_schedule(self, path: str | None = None) -> object:
        """Game menu → "Open a tournament schedule…" (``ui/families/sport/tournament/schedule.py``): a
        table's games; "Start this game" opens the sport new-game dialog with its ten
        names in seat order."""
        from mafia_desktop.ui.families import tournament_family
        family = tournament_family()
        if family is None or family.tournament is None:
            return None
        name = family.name
        return family.tournament.open_schedule(
            self, lambda names, slot=None: self.files.new_game(players=names, family=name,
                                                               slot=slot), path)

    def show_sound_settings(self) -> None:
        """The sound, music and voice settings (``ui/sound/sound_dialog.py``)."""
        from mafia_desktop.ui.sound.sound_dialog import SoundDialog
        SoundDialog(self.sounds, self).exec()
        self._set_mute_key()

    def perform(self, action: Any) -> Any:
        """Take an action as given (a script's or a test's: nothing is held for Enter);
        returns the refusal or ``None`` (``HostInput.commit``). Keys, clicks and the
        panel go through ``HostInput.perform``, which holds what would be announced."""
        return self.host_input.commit(action)

    def start_kind(self, action_type: str, picked: tuple[int, ...] = ()) -> None:
        """Start entering an action (``HostInput.start_kind``)."""
        self.host_input.start_kind(action_type, picked)

    def seat_activated(self, seat: int) -> None:
        """A seat clicked or typed (``HostInput.seat_activated``)."""
        self.host_input.seat_activated(seat)

    def select(self, seat: int | None) -> None:
        """Select ``seat``: its note and role card are shown (``HostInput.select``)."""
        self.host_input.select(seat)

    def build_seat_menu(self, seat: int) -> QMenu:
        """The right-click menu of a seat (``HostInput.build_seat_menu``)."""
        return self.host_input.build_seat_menu(seat)

    def type_digit(self, digit: str) -> None:
        """A digit of a seat number typed (``HostInput.type_digit``)."""
        self.host_input.type_digit(digit)

    def confirm(self) -> None:
        """Enter: the typed seat number picks that seat (``HostInput.confirm``)."""
        self.host_input.confirm()

    def cancel(self) -> None:
        """Esc: the action being entered is cancelled (``HostInput.cancel``)."""
        self.host_input.cancel()

    def timer_toggle(self) -> None:
        """T: start, pause or resume the timer."""
        if self.page is not None:
            self.page.toggle_timer()

    def timer_more(self) -> None:
        """+: thirty more seconds."""
        if self.page is not None:
            self.page.add_time(30)

    def start_speeches(self) -> None:
        """S: time one speech per living player (the settings' speech length)."""
        if self.page is not None:
            self.page.start_speeches()

