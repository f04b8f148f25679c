"""The Saved games dialog's "Export for other sites" menu (issue 34, point 4): a finished
game written in an exchange format its rules family offers (the sport family: the
ratings site's game JSON and the FIIM site's record; :mod:`mafia_desktop.reports.exchange`).

The menu lists the selected game's family's formats (none: the button is disabled); a
choice asks where to write (the folder used last, ``game-<id>-<format>.json``), reads the
game from storage and writes it atomically (a game started from a tournament schedule
with its table and game number). A game the format cannot hold, a storage
error or a write that fails is said in a message box; nothing is half written.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMenu, QPushButton, QWidget

from mafia_desktop.i18n.fill import fill
from mafia_desktop.i18n.storage_words import storage_message
from mafia_desktop.storage import GameInfo, GameRepository, StorageError
from mafia_desktop.ui import plain
from mafia_desktop.ui.paths import export_path, remember_folder, slot_of

translate = QCoreApplication.translate   # lupdate reads translate("GamesDialog", "…") calls


class ExchangeButton(QPushButton):
    """"Export for other sites…" with a menu of the selected game's formats.

    :meth:`show_game` sets the game (or ``None``); the menu's actions have the format's
    name as ``objectName`` (``mafiaratings``, ``mwt``).
    """

    def __init__(self, repository: GameRepository, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("exportForSites")
        self.repository = repository
        self.game: GameInfo | None = None
        self.setMenu(QMenu(self))
        self.setAutoDefault(False)
        self.retranslate()
        self.show_game(None)

    def retranslate(self) -> None:
        """The button's words in the current language (and the menu's, rebuilt)."""
        self.setText(translate("GamesDialog", "E&xport for other sites"))
        self.show_game(self.game)

    def show_game(self, game: GameInfo | None) -> None:
        """The formats of ``game``'s family when it is a finished, readable game; the
        button is disabled (with a tooltip saying why) otherwise."""
        self.game = game
        menu = self.menu()
        menu.clear()
        from mafia_desktop.reports.exchange import CONTEXT, exchange_formats  # when shown

        formats = exchange_formats(game.family) if game is not None else {}
        usable = game is not None and game.finished and game.problem is None
        for fmt in formats.values() if usable else ():
            action = menu.addAction(QCoreApplication.translate(CONTEXT, fmt.label))
            action.setObjectName(fmt.name)
            action.triggered.connect(lambda _=False, name=fmt.name: self.export(name))
        self.setEnabled(bool(menu.actions()))
        self.setToolTip("" if menu.actions() or game is None else translate(
            "GamesDialog", "A finished sport game can be exported for the ratings site and "
            "the FIIM site."))

    def export(self, fmt: str, path: str | None = None) -> Path | None:
        """Write the game in ``fmt`` to ``path`` (asked when ``None``); the path written,
        or ``None`` (cancelled or refused: a message box says why)."""
        game_info = self.game
        if game_info is None:
            return None
        settings = getattr(self.window().parentWidget(), "settings", None) \
            or getattr(self.window(), "settings", None)
        from mafia_desktop.reports.exchange import exchange_formats, export_exchange

        formats = exchange_formats(game_info.family)
        if fmt not in formats:
            return None
        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self, translate("GamesDialog", "Export for other sites"),
                export_path(settings, f"game-{game_info.id}-{fmt}", formats[fmt].suffix),
                translate("GamesDialog", "JSON (*.json)"))
            if not path:
                return None
        title = translate("GamesDialog", "Export for other sites")
        try:
            game = self.repository.load(game_info.id)
        except StorageError as e:
            plain.warn(self, title, storage_message(e))
            return None
        if settings is not None:
            remember_folder(settings, path)
        slot = slot_of(settings, game_info.id)   # a game started from a schedule
        meta = {"table": slot[1], "game": slot[2]} if slot else None
        try:
            written = export_exchange(game, fmt, path, meta)
        except (ValueError, KeyError) as e:
            plain.warn(self, title, fill(translate(
                "GamesDialog", "This game cannot be written in this format: %1"), str(e)))
            return None
        except OSError as e:
            plain.warn(self, title, fill(translate("GamesDialog", "Export failed: %1"), str(e)))
            return None
        return written
