"""The page of one game in the host window: the seating circle beside the prompt, the
timer and the phase panel (or the game-over page, or the "players are looking" notice),
and its redraw from the game.

The page draws; it changes nothing. The game comes from the controller (the window
calls :meth:`GamePage.redraw` on its ``changed`` signal), the action being entered, the
selected seat and the typed digits from the host input (``ui/window/host_input.py``), the
timer's plan from ``ui/window/timer_policy.py``. The seats' clicks and the panel's buttons go to
the host input.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from html import escape
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n import fill
from mafia_desktop.i18n import names as texts
from mafia_desktop.rules.family import AnyAction, AnyState
from mafia_desktop.ui.families import ui_family
from mafia_desktop.ui.language import Retranslating
from mafia_desktop.ui.window.actions import stage_of
from mafia_desktop.ui.window.change import WORDS, GameChange
from mafia_desktop.ui.window.game_over import GameOverPanel
from mafia_desktop.ui.window.held import typing_words
from mafia_desktop.ui.window.prompt_line import PromptLine
from mafia_desktop.ui.window.room import Room
from mafia_desktop.ui.window.seating import SeatingScene, SeatingView
from mafia_desktop.ui.window.steady import keep_room, steady_button
from mafia_desktop.ui.window.timer import PhaseTimer, TimerState
from mafia_desktop.ui.window.timer_policy import (
    CAPTION_CONTEXT,
    Durations,
    TimedState,
    TimerPlan,
    last_word,
    starts_timer,
)

if TYPE_CHECKING:  # pragma: no cover
    from mafia_desktop.ui.window.controller import GameController
    from mafia_desktop.ui.window.host_input import HostInput

translate = QCoreApplication.translate


def phase_caption(state: AnyState) -> str:
    """The text in the middle of the table: "Day 2\\nvoting", "Night 1", "Game over"."""
    if state.ended:
        return translate("MainWindow", "Game over")
    if state.phase.is_day:
        return f"{texts.phase_name(state.phase)}\n{ui_family(state).stage_name(state)}"
    return texts.phase_name(state.phase)


def timer_caption(plan: TimerPlan) -> Callable[[], str]:
    """The timer's caption of ``plan`` in the current language (a function: the timer
    calls it again when the language changes)."""
    return lambda: fill(translate(CAPTION_CONTEXT, plan.caption), plan.name)


def timer_notice(plan: TimerPlan) -> Callable[[], str] | None:
    """What the timer of ``plan`` says at zero, in the current language (a function), or
    ``None`` when it says nothing."""
    if not plan.notice:
        return None
    return lambda: translate(CAPTION_CONTEXT, plan.notice)


#: The timer's height (pixels): a quarter of the page's, within these bounds.
TIMER_MIN_PX, TIMER_MAX_PX = 130, 240


class SteadyScroll(QScrollArea):
    """The right panel's scroll area: it scrolls only when the host scrolls it. Qt's
    scrolls to a focused child when the focus moves on (a focused button hidden, Tab),
    which moved the whole panel ~130 px under the host's mouse (issue 31.3)."""

    def focusNextPrevChild(self, next: bool) -> bool:  # Qt's name
        return QWidget.focusNextPrevChild(self, next)  # the focus moves, the view stays


def _show(widget: QWidget, visible: bool) -> None:
    """``widget.setVisible(visible)`` only when it changes (each call re-lays out)."""
    if widget.isHidden() == visible:
        widget.setVisible(visible)


class GamePage(Retranslating, QWidget):
    """The seating circle beside the timer and the phase panel of one game.

    Args:
        controller: the game shown.
        host_input: what the host is entering (read to draw the seats and the prompt);
            the seats' clicks and menus and the panel's buttons are sent to it.
        durations: the speech and night lengths from the settings (seconds).
        timer_clock: the timer's monotonic clock in milliseconds (``PhaseTimer``'s
            ``clock``; ``None``: a ``QElapsedTimer``). The time of day the vote's time
            left is counted with is the controller's ``clock``.
    """

    def __init__(self, controller: GameController, host_input: HostInput,
                 durations: Callable[[], Durations], parent: QWidget | None = None,
                 timer_clock: Callable[[], int] | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.host_input = host_input
        self.durations = durations
        self.scene = SeatingScene(self)
        self.view = SeatingView(self.scene)
        # one line of fixed height: a longer prompt is cut, its whole text in the tooltip
        self.prompt = PromptLine()
        self.prompt.setObjectName("prompt")
        self.timer = PhaseTimer(self, clock=timer_clock)
        self.timer.setFixedHeight(TIMER_MAX_PX)  # set from the page's height (resizeEvent)
        # at zero the vote's timer says "Time is up" and the page offers to close the vote
        self.close_offer = QPushButton()
        self.close_offer.setObjectName("closeVoteNow")
        steady_button(self.close_offer)
        self.close_offer.setStyleSheet("font-weight: bold; padding: 6px; margin: 0 9px;"
                                       " background: #d7263d; color: white;")
        self.close_offer.hide()
        for part in (self.timer, self.close_offer):  # hidden, they keep their room:
            keep_room(part)                          # the panel below never moves up
        self.close_offer.clicked.connect(lambda: host_input.start_kind("close_vote"))
        self.timer.noticeChanged.connect(self.update_close_offer)
        self.timer_key: object = None  # the plan's key the timer was last set for
        self.family = ui_family(controller.state)
        # the game's family's panel only (a classic panel in a sport game once asked the
        # sport engine for classic actions on a language change)
        self.panel = self.family.make_panel(controller)
        self.privacy = QLabel()
        self.privacy.setWordWrap(True)
        self.privacy.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.privacy.setStyleSheet("font-size: 16pt; color: #555;")
        self.game_over = GameOverPanel(controller)
        self.stack = QStackedWidget()
        for w in (self.panel, self.privacy, self.game_over):
            self.stack.addWidget(w)
        right = self.right_panel = QWidget()
        rl = self.right_layout = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.addWidget(self.prompt)
        rl.addWidget(self.timer)
        rl.addWidget(self.close_offer)
        self.stack_room = Room(self.stack)  # the panel's own changes stay in it
        rl.addWidget(self.stack_room, 1)
        # the right side scrolls rather than being cut or growing the window (a vote of
        # 20 players at 800x600): its content is never smaller than it needs
        self.right_scroll = SteadyScroll()
        self.right_scroll.setObjectName("rightPanel")
        self.right_scroll.setWidget(right)
        self.right_scroll.setWidgetResizable(True)
        self.right_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.right_scroll.setMinimumWidth(260)
        # the bar always there: the panel's width never changes as its height does (the
        # vote grid's columns stay put); never a sideways bar (panel_width is its width)
        self.right_scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.right_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        splitter = QSplitter()
        splitter.addWidget(self.view)
        splitter.addWidget(self.right_scroll)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([900, 520])
        self.splitter = splitter
        self._splitter_moved = False  # once the host drags it, the split is theirs
        self._panel_width = 0  # the widest the right panel needed (panel_width)
        splitter.splitterMoved.connect(lambda *_: setattr(self, "_splitter_moved", True))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)
        # the host's input: seat clicks and menus, the panel's actions
        self.scene.seat_clicked.connect(host_input.seat_activated)
        self.scene.seat_menu.connect(host_input.seat_menu)
        self.panel.start.connect(host_input.start_kind)
        self.game_over.start.connect(host_input.start_kind)
        self.panel.perform.connect(host_input.perform)
        self.panel.refused.connect(host_input.refused_kind)
        # the panel's timer buttons
        self.panel.last_word.connect(self.start_last_word)
        self.panel.speeches.connect(self.start_speeches)
        controller.changed.connect(self._game_changed)  # the page follows the game itself
        self.retranslate_ui()

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt's name
        super().resizeEvent(event)
        # the timer's height follows the page's only (never the stage's content)
        self.timer.setFixedHeight(max(TIMER_MIN_PX, min(TIMER_MAX_PX, self.height() // 4)))
        self.fit_split()

    def showEvent(self, event: QShowEvent) -> None:  # Qt's name
        super().showEvent(event)
        self.fit_split()

    def panel_width(self) -> int:
        """The width the right panel needs at its widest stage (day, vote, night, game
        over, the vote's "time is up" offer), its buttons uncut and with room for its scroll bar: not what the current
        stage shows, so it stays the same all game. Measured once (the parts' size hints
        are not asked again at each redraw); a language change measures again."""
        if self._panel_width:
            return self._panel_width
        margins = self.right_layout.contentsMargins()
        widest = max(self.panel.widest(), self.game_over.minimumSizeHint().width(),
                     self.timer.minimumSizeHint().width(),
                     self.close_offer.minimumSizeHint().width(),  # hidden: its room kept
                     self.privacy.minimumSizeHint().width())
        need = (widest + margins.left() + margins.right()
                + self.right_scroll.verticalScrollBar().sizeHint().width())
        self._panel_width = need
        return need

    def fit_split(self) -> None:
        """Give the right panel two fifths of the page, or the width its widest stage
        needs (:meth:`panel_width`) when the window is narrow, the table keeping the
        rest (at least its minimum); a split the host dragged is kept. The split
        depends on the window's width only: the panels and seats never move as the game
        goes on."""
        if self._splitter_moved:
            return
        total = sum(self.splitter.sizes())
        room = total - self.view.minimumWidth()
        if total <= 0 or not self.isVisible():
            return
        right = max(min(max(self.panel_width(), total * 2 // 5), room), 0)
        if self.splitter.sizes()[1] != right:
            self.splitter.setSizes([total - right, right])

    def retranslate_ui(self) -> None:
        """Set the fixed texts in the current language (the window redraws the rest)."""
        self.privacy.setText(self.tr("Players are looking: roles and secrets are hidden.\n"
                                     "Press F9 to show them again."))
        self.close_offer.setText(self.tr("Time is up: close the vote  [L]"))
        self._panel_width = 0  # the words' widths changed: measured again, once every
        QTimer.singleShot(0, self, self.fit_split)  # part has its new words

    # -- the redraw ---------------------------------------------------------------------

    def _game_changed(self, change: GameChange) -> None:
        """The game changed: the action being entered is dropped (not on a change of
        the words only), and the page is drawn again."""
        if change.kind != WORDS:
            self.host_input.clear()
        self.redraw()

    def redraw(self) -> None:
        """Redraw the page from the game: the panel or the game-over page, the seats and
        the prompt (the action being entered is kept), the split, the timer (when the
        phase or stage changed: :meth:`sync_timer`) and the caption of the table."""
        state = self.controller.state
        if state.ended:
            self.game_over.refresh()
        else:
            self.panel.refresh()
        self.show_stack()
        self.stack_room.fit()  # its new words' height now, never squeezed for a turn
        self.redraw_seats()
        self.sync_timer()
        self.update_close_offer()
        self.scene.set_caption(phase_caption(state))

    def extras(self, action_type: str) -> dict[str, object]:
        """The panel's free-text and number fields for an action (after a sport game's
        end: the game-over page's bonus points)."""
        if self.controller.state.ended:
            return self.game_over.extras(action_type)
        return dict(self.panel.extras(action_type))

    def phase_name(self) -> str:
        """The game's phase, as the window's title names it: "Day 2", "Night 1", or
        "Game over" once it has ended."""
        state = self.controller.state
        if state.ended:
            return translate("MainWindow", "Game over")
        return texts.phase_name(state.phase)

    def show_stack(self) -> None:
        """Show the "players are looking" notice, the game-over page or the panel."""
        if self.host_input.looking():
            self.stack.setCurrentWidget(self.privacy)
        elif self.controller.state.ended:
            self.stack.setCurrentWidget(self.game_over)
        else:
            self.stack.setCurrentWidget(self.panel)

    def redraw_seats(self) -> None:
        """Draw the seats: the ones the action being entered may pick next, the ones
        picked, the selected one; then the prompt."""
        pick = self.host_input.pick
        allowed = pick.allowed() if pick is not None else None
        picked = pick.marked() if pick is not None else ()
        hands = self.host_input.hands_shown()  # held in a ballot: its hands stand out
        if pick is None and hands is not None:
            picked = hands.marked()
            allowed = set(picked)
        self.scene.update_state(self.controller.state, allowed, picked,
                                self.host_input.selected)
        self.update_prompt()

    def update_prompt(self) -> None:
        """The line above the timer: what to do next, and the seat number typed so far."""
        host_input = self.host_input
        looking = host_input.looking()
        pick = host_input.pick
        parts = []
        if looking:
            parts.append(translate("MainWindow",
                                   "Players are looking: press F9 to enter actions"))
        elif host_input.typing:  # a word typed reaches nothing (``typing.py``)
            parts.append(f"<b>{escape(typing_words(short=True))}</b>")
        elif host_input.held is not None:  # what Enter will announce (``held.py``)
            parts.append(f"<b>{escape(host_input.held.text)}</b>")
        elif pick is not None:
            parts.append(f"<b>{escape(pick.prompt())}</b> " + translate(
                "MainWindow", "Click a seat or type its number and press Enter; Esc cancels."))
        elif not self.controller.state.ended and not host_input.read_only:
            parts.append(self.family.hint(self.controller.state))  # none where nothing is entered
        if host_input.typed and not looking:
            parts.append(fill(translate("MainWindow", "Seat: %1_"), host_input.typed))
        self.prompt.setText("  ".join(parts))  # one line, shown empty too: nothing moves

    # -- the timer ------------------------------------------------------------------------

    def sync_timer(self) -> None:
        """Set the timer from the game's state whenever its phase or stage changed
        (the family's ``timer_plan``): after an action, an undo or redo, a click in the
        history, a resume (the timer itself is not part of the game and is never undone).
        A running timer of the same stage is left alone; at the game's end it stops.

        The vote's timer is its clock (R-VOTE-1): it shows what is really left of the
        window, counted from the vote's opening to the controller's clock now, and runs
        on from there (00:00 and "Time is up" once past, without the bell)."""
        plan = self.family.timer_plan(self.controller.state, self.durations(), self.now())
        # No clock at the end, nor in a sport vote, raise-all or day's end (the engine
        # times nothing there): hidden, not the last speech's (or, after an undo, the
        # night's) caption and time left standing.
        if plan is None:
            _show(self.timer, False)
            if self.timer_key is not None:
                self.timer_key = None
                self.timer.pause()  # the time stops
            return
        if plan.key != self.timer_key:
            self.timer_key = plan.key
            self.timer.set_duration(plan.seconds, timer_caption(plan), timer_notice(plan))
            if plan.left is not None:
                self.timer.run_from(plan.left)
        _show(self.timer, True)  # shown once set: its new words not laid out twice

    def now(self) -> datetime | None:
        """The time of day now by the controller's clock (``None``: no clock)."""
        clock = self.controller.clock
        return clock() if clock is not None else None

    def update_close_offer(self) -> None:
        """Offer to close the vote while its time is up (and closing is possible)."""
        c = self.controller
        offer = (bool(self.timer.notice()) and "close_vote" in self.family.kinds
                 and stage_of(c.state) == "voting"
                 and not self.host_input.read_only and c.available("close_vote"))
        _show(self.close_offer, offer)

    def action_taken(self, action: AnyAction) -> None:
        """An action was just taken: opening the vote starts its timer when the timer
        waits (``timer_policy.starts_timer``: without a clock the opening has no time to
        count from; with one the timer already runs from the state)."""
        if starts_timer(action.TYPE) and self.timer.state is TimerState.IDLE:
            self.timer.start()

    def start_last_word(self) -> None:
        """Start the executed player's last word (R-EXEC-2: ``last_word_s``)."""
        # only the classic panel asks for a last word (a sport speech is the engine's):
        # its state has the execution the timer reads
        plan = last_word(cast(TimedState, self.controller.state))
        if plan is None:
            return
        self.timer.set_duration(plan.seconds, timer_caption(plan))
        self.timer.start()

    def start_speeches(self) -> None:
        """Time one speech per living player, seat by seat (the settings' speech length)."""
        state = self.controller.state
        if not state.phase.is_day:
            return
        seats = [(s, state.setup.name(s)) for s in state.living()]
        self.timer.start_speeches(seats, self.durations().speech)

    def toggle_timer(self) -> None:
        """Start, pause or resume the timer."""
        t = self.timer
        {TimerState.RUNNING: t.pause, TimerState.PAUSED: t.resume}.get(t.state, t.start)()

    def add_time(self, seconds: int) -> None:
        """Give the timer ``seconds`` more."""
        self.timer.add_seconds(seconds)
