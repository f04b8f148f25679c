"""The host window's commands: :class:`WindowCommands`, a part of
:class:`~.main_window.MainWindow` (issue 32.5). The Game menu's (carried out by
``game_files.py``), the Evening and Tournament menus', the View menu's (phones, sound,
mute), Help and Language, and the host's input as a script or a test gives it
(``host_input.py``).

Its words are of the ``MainWindow`` translation context, as they were.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Slot
from PySide6.QtWidgets import QMainWindow, QMenu, QStackedWidget

from mafia_desktop.i18n.language import save_language
from mafia_desktop.i18n.language import set_language as switch_language
from mafia_desktop.ui import plain
from mafia_desktop.ui.window.menus import WindowMenus
from mafia_desktop.ui.window.session import WindowSession
from mafia_desktop.ui.window.status import WindowStatus

if TYPE_CHECKING:  # pragma: no cover
    from pathlib import Path

    from mafia_desktop.rules.family import AnyAction
    from mafia_desktop.ui.club.evening_host import EveningHost
    from mafia_desktop.ui.club.evening_page import EveningPage
    from mafia_desktop.ui.families import TournamentHost, TournamentView
    from mafia_desktop.ui.phones.dialog import PhonesDialog
    from mafia_desktop.ui.players_screen.projector_feed import ProjectorFeed
    from mafia_desktop.ui.window.controller import GameController
    from mafia_desktop.ui.window.problem import Problem
    from mafia_desktop.ui.window.start import StartPage

    class HostWindow(EveningHost, TournamentHost, Protocol):
        """The host window as the evening page and a tournament window use it (its
        parts: session, commands, menus; its feed, settings, screen)."""

        @property
        def feed(self) -> ProjectorFeed: ...

translate = QCoreApplication.translate


class WindowCommands(QObject):
    """What the menus ask for, carried out by the parts that own it.

    Args:
        window: the host window (the dialogs' parent).
        host: the same window as the evening page and a tournament window use it.
        session: the open game and its parts (files, sounds, phones, host input).
        status: the window's database.
        menus: the menus (the mute key, the language's check mark).
        pages: the window's pages (the evening's page is put there).
        start_page: the page shown when no game is open.
        settings: the language and sound settings.
    """

    def __init__(self, window: QMainWindow, host: HostWindow, session: WindowSession,
                 status: WindowStatus, menus: WindowMenus, pages: QStackedWidget,
                 start_page: StartPage, settings: QSettings) -> None:
        super().__init__(window)
        self.window, self.session, self.status, self.menus = window, session, status, menus
        self.host = host
        self.pages, self.start_page, self.settings = pages, start_page, settings
        self.evening_page: EveningPage | None = None  # ui/club/evening_page.py, when asked
        # ui/families/sport/tournament/window.py, made when first asked
        self.tournament_window: TournamentView | None = None


    def new_game(self) -> None:
        """A new game: its players, seats, ruleset and deal (``GameFiles.new_game``)."""
        self.session.files.new_game()

    def resume(self) -> None:
        """The saved games (``GameFiles.resume``)."""
        self.session.files.resume()

    def resume_game(self, game_id: int, read_only: bool = False) -> GameController | None:
        """Open a stored game (``GameFiles.resume_game``)."""
        return self.session.files.resume_game(game_id, read_only)

    def store_game(self) -> GameController | None:
        """Store the game log shown read-only, after asking (``GameFiles.store_log``)."""
        return self.session.files.store_log()

    def open_for_correction(self) -> GameController | None:
        """Open the finished game shown read-only for correction, after asking
        (``GameFiles.open_for_correction``)."""
        return self.session.files.open_for_correction()

    def open_log(self, path: str | None = None) -> GameController | None:
        """Open a ``.mafia.json`` game log (``GameFiles.open_log``)."""
        return self.session.files.open_log(path)

    def save_log(self, path: str | None = None) -> None:
        """Save the game's log (``GameFiles.save_log``)."""
        self.session.files.save_log(path)

    def export_report(self, fmt: str, path: str | None = None) -> Path | None:
        """Export the game's report, ``html`` or ``pdf`` (``GameFiles.export_report``)."""
        return self.session.files.export_report(fmt, path)

    def print_role_cards(self, path: str | None = None) -> str | None:
        """Print the role cards as a PDF (``GameFiles.print_role_cards``)."""
        return self.session.files.print_role_cards(path)

    def show_phones(self) -> PhonesDialog:
        """The players' phones and screens dialog (``ui/phones/dialog.py``) on the window's
        hub (``WindowSession.phones``, made on first use)."""
        from mafia_desktop.ui.phones.dialog import show_phones
        return show_phones(self.window, self.session.phones, self.settings)

    def show_players(self) -> None:
        """The regular players and their results (``GameFiles.show_players``)."""
        self.session.files.show_players()

    def show_evening(self) -> EveningPage | None:
        """The Evening page (``ui/club/evening_page.py``), in the game's place in this
        window: the evening's players, its points table, the next game's seating,
        export. Needs a database. Its Back button (:meth:`leave_evening`), a game
        started or opened from it, show the game again."""
        repository = self.status.repository
        if repository is None:
            plain.inform(self.window, translate("MainWindow", "Evening"), translate("MainWindow",
                "No database is open, so no evening is kept."))
            return None
        if self.evening_page is None:
            from mafia_desktop.storage.evenings import EveningRepository
            from mafia_desktop.ui.club.evening_page import EveningPage
            self.evening_page = EveningPage(self.host, EveningRepository(repository))
            self.evening_page.back.connect(self.leave_evening)
            self.pages.addWidget(self.evening_page)
        self.evening_page.reload()
        self.pages.setCurrentWidget(self.evening_page)
        return self.evening_page

    def leave_evening(self) -> None:
        """Back from the Evening page: to the game's page, else to the start page."""
        page = self.session.page
        self.pages.setCurrentWidget(page if page is not None else self.start_page)

    def show_tournament(self) -> TournamentView | None:
        """The Tournament window (``ui/families/sport/tournament/window.py``): players, rounds and their
        seating, the games brought back, the standings. Needs a database."""
        repository = self.status.repository
        if repository is None:
            plain.inform(self.window, translate("MainWindow", "Tournament"), translate("MainWindow",
                "No database is open, so no tournament is kept."))
            return None
        if self.tournament_window is None:
            from mafia_desktop.ui.families import tournament_family
            family = tournament_family()
            if family is None or family.tournament is None:
                return None
            self.tournament_window = family.tournament.window(self.host, repository)
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
            self.window, lambda names, slot=None: self.session.files.new_game(players=names, family=name,
                                                               slot=slot), path)

    def show_sound_settings(self) -> None:
        """The sound, music and voice settings (``ui/sound/sound_dialog.py``)."""
        from mafia_desktop.ui.modal import run_modal
        from mafia_desktop.ui.sound.sound_dialog import SoundDialog
        run_modal(SoundDialog(self.session.sounds, self.window))
        self.menus.set_mute_key()

    def perform(self, action: AnyAction) -> Problem | None:
        """Take an action as given (a script's or a test's: nothing is held for Enter);
        returns the refusal or ``None`` (``HostInput.commit``). Keys, clicks and the
        panel go through ``HostInput.perform``, which holds what would be announced."""
        return self.session.host_input.commit(action)

    def start_kind(self, action_type: str, picked: tuple[int, ...] = ()) -> None:
        """Start entering an action (``HostInput.start_kind``)."""
        self.session.host_input.start_kind(action_type, picked)

    def seat_activated(self, seat: int) -> None:
        """A seat clicked or typed (``HostInput.seat_activated``)."""
        self.session.host_input.seat_activated(seat)

    def select(self, seat: int | None) -> None:
        """Select ``seat``: its note and role card are shown (``HostInput.select``)."""
        self.session.host_input.select(seat)

    def build_seat_menu(self, seat: int) -> QMenu:
        """The right-click menu of a seat (``HostInput.build_seat_menu``)."""
        return self.session.host_input.build_seat_menu(seat)

    def type_digit(self, digit: str) -> None:
        """A digit of a seat number typed (``HostInput.type_digit``)."""
        self.session.host_input.type_digit(digit)

    def confirm(self) -> None:
        """Enter: the typed seat number picks that seat (``HostInput.confirm``)."""
        self.session.host_input.confirm()

    def cancel(self) -> None:
        """Esc: the action being entered is cancelled (``HostInput.cancel``)."""
        self.session.host_input.cancel()

    # -- the View, Help and Language menus' ------------------------------------------------

    def mute_music(self) -> None:
        """The mute key: the night music falls silent, or plays again."""
        muted = self.session.sounds.music.toggle_mute()
        self.window.statusBar().showMessage(
            translate("MainWindow", "Night music muted") if muted
            else translate("MainWindow", "Night music on"), 4000)

    def show_help(self) -> None:
        """F1: the shortcuts."""
        from mafia_desktop.ui.dialogs.help import HelpDialog  # loaded with the game's modules
        from mafia_desktop.ui.families import kinds_for
        from mafia_desktop.ui.modal import run_modal
        c = self.session.controller
        run_modal(HelpDialog(self.window, kinds_for(c.state) if c is not None else None))

    @Slot(str)
    def set_language(self, lang: str) -> None:
        """Switch the program to ``lang`` ("ru" or "en") at once and remember it
        (QSettings ``ui/language``). Both windows retranslate (the window's
        ``changeEvent``, the projector's own); the game, undo stack and notes stay as
        they are."""
        switch_language(lang)
        save_language(lang, self.settings)
        self.menus.language_actions[lang].setChecked(True)

    # -- the window's database and its closing ---------------------------------------------

    @Slot()
    def refresh_evening(self) -> None:
        """A game of the evening ended or came back: its shown page says so."""
        if self.evening_page is not None and self.evening_page.isVisible():
            self.evening_page.refresh()

    @Slot()
    def forget_database(self) -> None:
        """Another database: the Tournament window and the Evening page, which read the
        one they were made for, go (made again when next asked)."""
        if self.tournament_window is not None:
            self.tournament_window.close()
        if self.evening_page is not None:
            if self.pages.currentWidget() is self.evening_page:
                self.leave_evening()
            self.pages.removeWidget(self.evening_page)
            self.evening_page.deleteLater()
        self.evening_page = self.tournament_window = None

    def close_window(self) -> None:
        """The window closes: so does the Tournament window."""
        if self.tournament_window is not None:
            self.tournament_window.close()
