"""The feed of the projector window (the players' screen, ``ui/players_screen/projector.py``).

The projector is drawn only from ``public_view(state)`` (DESIGN.md, the information
boundary): this module gives it that on every change of the game followed (an action,
an undo, a click in the history), the host timer's digits and caption on every tick and
as the timer stands whenever the window opens or the game changes (a paused or idle
timer too), and the live tally of votes when the host wants it (QSettings
``projector/show_tally``, remembered).

At the end of a game the projector says who won; every role appears only when the host
reveals them (View menu or the game-over page: :attr:`ProjectorFeed.reveal_action`), so
that a wrong last entry can be undone before the room has seen them, unless the host
has them revealed automatically (QSettings ``projector/reveal_roles_automatically``,
default off). An undo that takes the game back from its end hides the roles again. A
new game, or another saved game, replaces everything shown of the last one.

The projector window opens without taking the keyboard from the host window. Whether the
host has it open is remembered (QSettings ``projector/open``, written at once: a crash
keeps it; the program's own close does not change it), and a game resumed reopens it
when it was open (issue 31.6, ``GameFiles.resume_game``).

The projector window and the public view are imported when the projector is first
opened: the host window makes its feed before its first paint (``bench_start.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, TypedDict

from PySide6.QtCore import QEvent, QObject, QSettings, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QWidget

if TYPE_CHECKING:  # pragma: no cover
    from mafia_desktop.i18n.screen_shape import ScreenLines
    from mafia_desktop.ui.players_screen.in_front import FrontWatch
    from mafia_desktop.ui.players_screen.projector import ProjectorWindow
    from mafia_desktop.ui.players_screen.projector_table import Row, TableScene
    from mafia_desktop.ui.window.change import GameChange
    from mafia_desktop.ui.window.controller import GameController
    from mafia_desktop.ui.window.timer import PhaseTimer

# QSettings key: show the live tally of votes on the projector (default True).
TALLY_KEY = "projector/show_tally"
# QSettings key: reveal every role on the projector as soon as a game ends (default False).
REVEAL_KEY = "projector/reveal_roles_automatically"
# QSettings key: the host had the projector window open (default False).
OPEN_KEY = "projector/open"


class TableData(TypedDict):
    """The table shown between games as the players' screen words it
    (:meth:`ProjectorFeed.table_data`): its kind (``"standings"`` or the evening's), its
    title, the column headings and each row's cells, as text."""

    kind: str
    title: str
    columns: list[str]
    rows: list[list[str]]


class ProjectorFeed(QObject):
    """Opens, feeds and closes the projector window.

    Args:
        settings: where the tally and reveal choices are kept.

    Attributes:
        reveal_action: "Reveal roles on the projector" (checkable; enabled once the game
            has ended, checked while the roles are shown).
        auto_reveal_action: "Reveal roles automatically at the end" (checkable, kept in
            QSettings ``projector/reveal_roles_automatically``).

    Signals:
        closed(): the host closed the projector window itself.
        shown(): what the players' screen says may have changed (the game, the timer,
            the tally setting, the roles revealed, a table between games), whether the
            window is open or not: the phones' web screens follow it
            (:meth:`screen_lines`).
    """

    closed = Signal()
    shown = Signal()

    def __init__(self, settings: QSettings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.show_tally = bool(settings.value(TALLY_KEY, True, type=bool))
        self.projector: ProjectorWindow | None = None  # made when first opened
        self.front: FrontWatch | None = None  # one screen: is it in front? (Ctrl+P)
        self._drawn: tuple[int, int] | None = None  # the game drawn: (its id, its length)
        self._controller: GameController | None = None
        self._closing = False  # the host window is closing: the window's state is kept
        self._timer: PhaseTimer | None = None
        self._ended: bool | None = None  # the followed game's end, as last seen
        self._change: GameChange | None = None  # the last change seen (its views cached)
        self._change_length = 0  # the length of its game then
        # the table shown between games, when shown: its public rows, title and kind
        # ("evening": the evening's points table; "standings": a tournament's)
        self._table: tuple[Sequence[Row], str, str] | None = None
        self.reveal_action = QAction(self)
        self.reveal_action.setObjectName("revealRoles")
        self.reveal_action.setCheckable(True)
        self.reveal_action.setEnabled(False)
        self.reveal_action.toggled.connect(self._reveal_toggled)
        self.auto_reveal_action = QAction(self)
        self.auto_reveal_action.setObjectName("revealRolesAutomatically")
        self.auto_reveal_action.setCheckable(True)
        self.auto_reveal_action.setChecked(bool(settings.value(REVEAL_KEY, False, type=bool)))
        self.auto_reveal_action.toggled.connect(self.set_reveal_automatically)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Set the actions' texts in the current language."""
        self.reveal_action.setText(self.tr("Re&veal roles on the projector"))
        self.auto_reveal_action.setText(self.tr("Reveal roles &automatically at the end"))

    def view_actions(self) -> list[QAction]:
        """The actions the host window's View menu shows (after the tally's)."""
        return [self.reveal_action, self.auto_reveal_action]

    def is_open(self) -> bool:
        """True while the projector window is shown."""
        return self.projector is not None and self.projector.isVisible()

    @property
    def roles_revealed(self) -> bool:
        """True while the projector shows every role (the game has ended)."""
        return self.reveal_action.isChecked()

    def follow(self, controller: GameController | None, timer: PhaseTimer | None) -> None:
        """Show ``controller``'s game from now on (on every ``changed``) with ``timer``'s
        digits (on every ``tick``); ``None``: no game. Nothing of the game shown before
        stays: the roles are hidden again and the window shows the new game (or, with
        none, the title alone) and the new timer as it stands."""
        if self._controller is not None:
            self._controller.changed.disconnect(self.refresh)
        if self._timer is not None:
            self._timer.tick.disconnect(self.show_timer)
            self._timer.noticeChanged.disconnect(self.refresh_timer)
            self._timer.speakerChanged.disconnect(self.refresh_timer)
        self._controller, self._timer = controller, timer
        if controller is not None:
            controller.changed.connect(self.refresh)
        if timer is not None:
            timer.tick.connect(self.show_timer)
            timer.noticeChanged.connect(self.refresh_timer)
            timer.speakerChanged.connect(self.refresh_timer)
        self._ended = None
        self._table = None  # a game followed: the players see it, not the table
        self.reveal_action.setChecked(False)
        self.refresh()

    @Slot(bool)
    def set_open(self, on: bool) -> None:
        """Show (True) or hide the projector window; when shown it goes full screen on the
        second screen if there is one, else in front of the host window, and shows the
        game and the timer at once. The host window keeps the keyboard."""
        if on:
            if self.projector is None:
                from mafia_desktop.ui.players_screen.projector import ProjectorWindow
                self.projector = ProjectorWindow()
                self.projector.scene.set_show_tally(self.show_tally)
                self.projector.closed.connect(self.closed)
                from mafia_desktop.ui.players_screen.in_front import FrontWatch
                self.front = FrontWatch(self)
            host = QApplication.activeWindow()
            if host is None or not host.isVisible():  # a dialog just closed (the saved
                parent = self.parent()                # games): the host window's keys
                host = parent.window() if isinstance(parent, QWidget) else None
            self.projector.place()
            if host is not None and host is not self.projector:
                host.activateWindow()  # the host's next keys go to the host window
            if self.projector.target_screen() is None:
                self.projector.raise_()  # one screen: in front of the host window
                self.watching().watch(host if host is not self.projector else None,
                                      self.projector)
            else:
                self.watching().stop()
            self.refresh()
            if self._timer is not None:
                self.show_timer(self._timer.remaining())
        elif self.projector is not None:
            self.watching().stop()
            self.projector.hide()
        if not self._closing and self.was_open() != on:
            self.settings.setValue(OPEN_KEY, on)
            self.settings.sync()  # a crash a moment later still knows

    def was_open(self) -> bool:
        """True when the host last had the projector window open (QSettings
        ``projector/open``; closing the program does not count)."""
        return bool(self.settings.value(OPEN_KEY, False, type=bool))

    def watching(self) -> FrontWatch:
        """Whether the players' screen is in front (made with the projector window)."""
        assert self.front is not None
        return self.front

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt's name
        """Ctrl+P (the projector action's shortcut, ``watch_shortcut``) on a players'
        screen open but behind the host window brings it forward instead of hiding it
        (``in_front.ctrl_p_does``); the host window keeps the keyboard."""
        if event.type() != QEvent.Type.Shortcut or self.projector is None:
            return False
        front = self.watching()
        from mafia_desktop.ui.players_screen.in_front import ctrl_p_does
        one_screen = self.projector.target_screen() is None
        if ctrl_p_does(self.is_open(), one_screen, front.in_front) != "raise":
            return False
        host = QApplication.activeWindow()
        if host is not None and host is not self.projector:
            host.activateWindow()  # first: a window manager may raise what is activated
        self.projector.raise_()
        front.in_front = True
        return True

    def watch_shortcut(self, action: QAction) -> None:
        """Let :meth:`eventFilter` see ``action``'s shortcut (Ctrl+P) first."""
        action.installEventFilter(self)

    @Slot(bool)
    def set_show_tally(self, show: bool) -> None:
        """Show or hide the live tally of votes on the projector (remembered)."""
        self.show_tally = bool(show)
        self.settings.setValue(TALLY_KEY, self.show_tally)
        self.shown.emit()
        if self.projector is not None:
            self.projector.scene.set_show_tally(self.show_tally)

    @Slot(bool)
    def set_reveal_automatically(self, on: bool) -> None:
        """Reveal every role as soon as a game ends (True) or only when the host says so
        (remembered). Turned on at the end of a game, it reveals them now."""
        self.settings.setValue(REVEAL_KEY, bool(on))
        if self.auto_reveal_action.isChecked() != bool(on):
            self.auto_reveal_action.setChecked(bool(on))
        if on and self._ended:
            self.reveal_action.setChecked(True)

    @Slot()
    def reveal_roles(self) -> None:
        """Show every role on the projector (only once the game has ended)."""
        if self._ended:
            self.reveal_action.setChecked(True)

    @Slot(bool)
    def _reveal_toggled(self, on: bool) -> None:
        if on and not self._ended:  # never while the game goes on
            self.reveal_action.setChecked(False)
            return
        self.refresh()

    @Slot(object)
    def refresh(self, change: GameChange | None = None) -> None:
        """Show the public view of the game's state and the timer (when the projector
        is open); ``change``: the game's change (its public view, computed once for
        every view). The game's end is followed even while the window is closed: it
        enables "Reveal roles" (or reveals them, when that is automatic); a game taken
        back from its end hides them again."""
        c = self._controller
        if change is not None:
            self._change, self._change_length = change, len(change.game)
        self.shown.emit()
        ended = c is not None and c.state.ended
        if ended != self._ended:
            self._ended = ended
            self.reveal_action.setEnabled(ended)
            revealed = ended and self.auto_reveal_action.isChecked()
            if revealed != self.roles_revealed:
                self.reveal_action.setChecked(revealed)  # which refreshes
                return
        p = self.projector
        if p is None or not p.isVisible():
            return
        if self._table is not None:
            rows, title, kind = self._table
            scene = self._table_scene(kind, p, p.table_scene)
            scene.show_table(rows, title)
            p.show_scene(scene)
            return
        if c is None:
            p.show_view(None)
            self.refresh_timer()
            return
        if change is None or change.game is not c.game:
            from mafia_desktop.ui.window.change import RELOADED, GameChange
            change = GameChange(RELOADED, c.game)
        self._drawn = (id(c.game), len(c.game))
        self._give_timer(p, draw=False)  # the view and the timer drawn at once
        p.show_view(change.public_view(reveal_roles=self.roles_revealed))

    @property
    def controller(self) -> GameController | None:
        """The game followed (``None``: none)."""
        return self._controller

    def screen_lines(self) -> ScreenLines | None:
        """What the players' screen says now, whether its window is open or not: the
        room's words (``i18n.screen.screen_lines``) of the game's public view (the
        roles once revealed), the timer as it stands and the tally setting; ``None``
        with no game followed (the web screens' and ``/screen.json``'s source)."""
        c = self._controller
        if c is None:
            return None
        change = self._change
        if (change is None or change.game is not c.game
                or self._change_length != len(c.game)):  # its changed is on its way
            from mafia_desktop.ui.window.change import RELOADED, GameChange
            change = self._change = GameChange(RELOADED, c.game)
            self._change_length = len(c.game)
        t = self._timer
        timer = None if t is None else (t.remaining(), t.caption, t.notice())
        from mafia_desktop.i18n.screen import screen_lines
        return screen_lines(change.public_view(reveal_roles=self.roles_revealed), timer,
                            self.show_tally)

    @staticmethod
    def _table_scene(kind: str, parent: QWidget | None,
                     scene: TableScene | None = None) -> TableScene:
        """``scene`` when it draws a table of ``kind``, else a new one: a tournament's
        standings (``"standings"``, the family's scene) or the evening's table."""
        if kind == "standings":  # a tournament's standings (the family's scene)
            from mafia_desktop.ui.families import tournament_family
            family = tournament_family()
            assert family is not None and family.tournament is not None
            if scene is None or getattr(scene, "kind", "") != "standings":
                scene = family.tournament.standings_scene(parent)
        else:
            from mafia_desktop.ui.players_screen.projector_table import TableScene
            if type(scene) is not TableScene:
                scene = TableScene(parent)
        return scene

    def table_data(self) -> TableData | None:
        """The table shown between games (:meth:`show_table`) worded as the players'
        screen draws it: ``{"kind", "title", "columns", "rows"}`` (the column headings,
        each row's cells as text), or ``None`` while the game is shown."""
        if self._table is None:
            return None
        rows, title, kind = self._table
        scene = self._table_scene(kind, None)
        _, columns = scene.layout(1)  # every column (a long table is not halved here)
        data: TableData = {"kind": kind, "title": scene.title_text(title),
                           "columns": [scene.heading(c) for c in columns],
                           "rows": [[scene.cell(row, c, k + 1) for c in columns]
                                    for k, row in enumerate(rows)]}
        scene.deleteLater()
        return data

    def can_show_table(self) -> bool:
        """True between games: no game is followed, or it has ended (the evening's table
        is public then)."""
        c = self._controller
        return c is None or bool(c.state.ended)

    def show_table(self, rows: Sequence[Row] | None, title: str = "",
                   kind: str = "evening") -> bool:
        """Show the evening's points table (public rows, ``projector_table.py``) or, with
        ``kind`` ``"standings"``, a tournament's standings (``tournament/
        projector_standings.py``) on the projector, opening it, between games only;
        ``None`` shows the game again. Returns False (nothing changes) while a game goes
        on."""
        if rows is None:
            self._table = None
            self.refresh()
            return True
        if not self.can_show_table():
            return False
        self._table = (rows, title, kind)
        if not self.is_open():
            self.set_open(True)
        self.refresh()
        return True

    @property
    def table_shown(self) -> bool:
        """True while the projector is given a table (the evening's, or standings)."""
        return self._table is not None

    @Slot(int)
    def show_timer(self, seconds: int) -> None:
        """Show ``seconds`` left with the timer's caption and notice ("Time is up"), when
        the projector is open."""
        p, t = self.projector, self._timer
        self.shown.emit()
        if p is not None and p.isVisible() and t is not None and self._table is None:
            p.set_timer(seconds, t.caption, t.notice(), not self._behind())

    @Slot()
    def refresh_timer(self) -> None:
        """Show the timer as it stands, running, paused or idle, with its caption and
        notice ("Time is up"), when the projector is open; no timer with no game."""
        self.shown.emit()
        p = self.projector
        if p is not None and p.isVisible():
            self._give_timer(p)

    def _behind(self) -> bool:
        """True while the game has changed since the players' screen last drew it: its
        ``changed`` is on its way here (the page, served first, reset the timer), and
        the view drawn then shows the timer too (once per action, not twice)."""
        c = self._controller
        return c is not None and self._drawn != (id(c.game), len(c.game))

    def _give_timer(self, p: ProjectorWindow, draw: bool = True) -> None:
        """Give ``p`` the timer as it stands (``draw`` False, or the game's change on
        its way: drawn with the next view)."""
        draw = draw and not self._behind()
        t = self._timer
        if t is None:
            p.set_timer(None, draw=draw)
        else:
            p.set_timer(t.remaining(), t.caption, t.notice(), draw)

    def close_window(self) -> None:
        """Close the projector window (the host window is closing: :meth:`was_open`
        still says whether the host had it open)."""
        if self.projector is not None:
            self._closing = True
            try:
                self.projector.close()
            finally:
                self._closing = False
