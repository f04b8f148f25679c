"""The host's input: actions entered by key, seat click, typed seat number or menu.

An action's letter (``ui/families/classic/panel.py`` ``KINDS``) or the panel's button starts it; its
seats are picked by clicking them or by typing a seat number and Enter; Esc cancels.
In the discussion a seat click starts a nomination by that seat, in the vote a ballot; a
seat that cannot (a player who already nominated) says why, as the engine words it.
The action is taken through the controller as soon as its seats are picked; the
engine's refusal names its rule. A seat's right-click menu lists the legal actions for
that player, their role card and their note.

Closing a vote where nobody's vote stands and the host must name the executed
(R-VOTE-8, ``no_votes_policy: host_choice``) asks the host (``ui/dialogs/no_votes.py``): keep
the vote open (its timer starts again), or execute one of the candidates. Where the
vote window is enforced (the forum), the day's entries take the time the host set in the
panel (``PhasePanel.entry_time_of``), else the time they are taken.

An action that would change what the room is told (the rules' ``Game.announcement``)
is held until Enter (``ui/window/held.py``): a stray key never reaches the room, nor a
word typed into the window (``ui/window/typing.py``).

While the players are looking (F9, the window's View menu) nothing is entered: every
key, click and menu only says how to enter actions again, and no seat is marked by what
the rules allow (that would show who is who). The window hides its own docks and undo.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QPoint, Signal, Slot
from PySide6.QtWidgets import QMenu, QWidget

from mafia_desktop.i18n import fill, isolate
from mafia_desktop.i18n import names as texts
from mafia_desktop.ui.families import kinds_for, ui_family
from mafia_desktop.ui.window.actions import Pick, kind_available
from mafia_desktop.ui.window.held import Held, HeldEntry
from mafia_desktop.ui.window.panel_base import PhasePanelBase
from mafia_desktop.ui.window.panel_base import panel_text as _t
from mafia_desktop.ui.window.refusal import problem_text, refused_text
from mafia_desktop.ui.window.seat_menu import build_seat_menu, show_card
from mafia_desktop.ui.window.timer import PhaseTimer

if TYPE_CHECKING:  # pragma: no cover
    from mafia_desktop.rules.family import AnyAction
    from mafia_desktop.ui.window.controller import GameController
    from mafia_desktop.ui.window.problem import Problem


class Page(Protocol):
    """What the host's input uses of the game page (``ui/window/game_page.py``)."""

    panel: PhasePanelBase
    timer: PhaseTimer

    def redraw_seats(self) -> None: ...
    def update_prompt(self) -> None: ...
    def update_close_offer(self) -> None: ...
    def action_taken(self, action: AnyAction) -> None: ...

translate = QCoreApplication.translate


def not_picked(template: str, seat: int, problem: object, c: GameController) -> str:
    """"<name> cannot …" (``template``, translated) and the engine's reason with its rule."""
    name = c.game.setup.name
    text = fill(template, isolate(name(seat)))
    return text + " " + problem_text(problem, name) if problem is not None else text


class HostInput(HeldEntry, QObject):
    """The action being entered, the selected seat and the seat number being typed.

    The window makes one and gives it each game it opens (:meth:`attach`); the game
    page draws from :attr:`pick`, :attr:`selected` and :attr:`typed`.

    Args:
        parent: the window (the parent of the dialogs and menus shown).
        looking: True while the players are looking (F9): nothing is entered then.

    Signals:
        message(object, int): a note for the status bar, as a function that words it
            (called again when the language changes while it is shown), and how long to
            show it (ms).
        performed(object): an action was taken (the game has changed already).
        selection_changed(object): the selected seat (``int``, or ``None``).
        note_requested(int): the host asked to write about the player in that seat.
    """

    message = Signal(object, int)
    performed = Signal(object)
    selection_changed = Signal(object)
    note_requested = Signal(int)

    def __init__(self, parent: QWidget, looking: Callable[[], bool]) -> None:
        super().__init__(parent)
        self.widget = parent
        self.looking = looking
        self.controller: GameController | None = None
        self.page: Page | None = None
        self.read_only = False
        self.pick: Pick | None = None
        #: the sport vote's hands pick while another action is entered over it (a foul
        #: during a ballot): its marked hands stand again after that action
        self.hands_pick: Pick | None = None
        self.set_aside = ""  # what the host is told of hands that could not be kept
        self.performing = False
        self.typed = ""  # the seat number typed so far
        self.selected: int | None = None
        #: the action waiting for the host's Enter (it would change what the room is told)
        self.held: Held | None = None

    def attach(self, controller: GameController | None, page: Page | None,
               read_only: bool = False) -> None:
        """Enter actions into ``controller``'s game shown on ``page`` (``None``: no
        game); ``read_only``: a stored game only looked at (a seat click selects)."""
        self.controller, self.page, self.read_only = controller, page, read_only
        self.selected = None
        self.typing = False
        self.forget_hands()
        self.clear()

    def clear(self) -> None:
        """Drop the action being entered and the typed number (nothing is redrawn); while
        a sport ballot or raise-all is open, its hands pick stands again, empty
        (``sport_actions.standing_pick``)."""
        earlier = self.hands_pick
        self.held = None
        self.pick = self.hands_pick = self.standing_pick()
        self.typed = ""
        if earlier is not None and self.pick is not None:
            dropped = self.pick.carry_over(earlier)  # type: ignore[attr-defined]
            if dropped:
                self.set_aside = fill(translate(
                    "MainWindow", "The hands marked (%1) were set aside: mark the raised "
                    "hands again for this round."), ", ".join(map(str, sorted(dropped))))
                if not self.performing:  # else said after the action's own message
                    self._say_set_aside()

    def _say_set_aside(self) -> None:
        if self.set_aside:
            said = self.set_aside
            self.message.emit(lambda: said, 8000)
            self.set_aside = ""

    def forget_hands(self) -> None:
        """Esc or a new game: the marked hands are dropped, not carried over."""
        self.hands_pick = None

    def standing_pick(self) -> Pick | None:
        """The pick that stands when nothing else is entered: a sport vote's hands."""
        c = self.controller
        if c is None or self.read_only or self.looking():
            return None
        return ui_family(c.state).standing_pick(c)

    def _redraw(self) -> None:
        if self.page is not None:
            self.page.redraw_seats()

    def _update_prompt(self) -> None:
        if self.page is not None:
            self.page.update_prompt()

    def refuse_while_looking(self) -> bool:
        """While the players are looking, say how to enter actions and return True: no
        action is started, no seat is dimmed or marked by what the rules allow (that
        would show who is who)."""
        if not self.looking():
            return False
        self.message.emit(lambda: translate(
            "MainWindow", "Players are looking: press F9 to enter actions"), 4000)
        return True

    def refuse_read_only(self) -> bool:
        """In a game only looked at (a log, a stored game, a database another window
        writes), say that nothing can be entered and return True."""
        if not self.read_only:
            return False
        self.message.emit(lambda: translate(
            "MainWindow", "This game is open read-only: nothing can be entered here."), 6000)
        return True

    # -- actions --------------------------------------------------------------------------

    @Slot(object)
    def perform(self, action: AnyAction, pick: Pick | None = None, asked: bool = False,
                after: Callable[[], None] | None = None) -> Problem | None:
        """Take an action the host entered; returns the refusal (the controller says it
        too: ``refused``) or ``None`` (taken, or held). An action that would change what
        the room is told is held until Enter (:attr:`held`) unless the host was ``asked``
        in a dialog already; ``pick``: the entry it came from (Esc goes back to it);
        ``after``: run once it is taken. Nothing is taken from a game only looked at,
        nor while the players are looking."""
        c = self.controller
        if c is None or self.read_only or self.refuse_while_looking():
            return None
        if action.at is None and self.page is not None:
            at = self.page.panel.entry_time_of(action)
            if at is not None:
                action = dataclasses.replace(action, at=at)
        told = None if asked else c.game.announcement(action)
        if told is not None:
            self.pick, self.typed = None, ""
            held = self.held = Held(action, told, c.game.setup, None, pick, after,
                                    *self.hold_made())
            hands = self.hands_shown()  # the held action's ballot, once it is held
            held.hands = None if hands is None else len(hands.marked())
            self.message.emit(lambda: held.text, 15000)  # whole, should the prompt be cut
            self._redraw()
            return None
        problem = self.commit(action)
        if problem is None and after is not None:
            after()
        return problem

    def commit(self, action: AnyAction) -> Problem | None:
        """Take ``action`` through the controller as it is (no question: a held action
        confirmed, or a script's); returns the refusal or ``None``."""
        c = self.controller
        if c is None or self.read_only or self.refuse_while_looking():
            return None
        self.performing = True
        try:
            problem = c.perform(action)
        finally:
            self.performing = False
        if problem is None:
            self.performed.emit(action)
            self._say_set_aside()
            if self.page is not None:
                self.page.action_taken(action)
        else:
            self._redraw()
        return problem

    def start_first(self, types: tuple[str, ...]) -> None:
        """A key: start the first of these action kinds (rows of the game's family's
        table) that is legal now; a list being entered (a ballot's hands) is confirmed.
        While an action is held the key only drops it."""
        c = self.controller
        if c is None or self.refuse_read_only() or self.quieted() or self.drop_held():
            return
        kinds = kinds_for(c.state)
        types = tuple(t for t in types if t in kinds)
        if not types or self.refuse_while_looking():
            return
        for t in types:
            if self._confirms(t) or kind_available(kinds[t], c):
                self.start_kind(t)
                return
        shown = kinds[self._shown_first(types)]
        self.message.emit(lambda: refused_text([kinds[t] for t in types], shown, c), 8000)

    @Slot(str)
    def refused_kind(self, name: str) -> None:
        """A greyed button of the panel was clicked: say why its row (``name``) cannot
        be started now, the engine's reason with its rule ID (a held action is dropped,
        as by any other click)."""
        c = self.controller
        if c is None or self.read_only:
            return
        self.drop_held()
        kind = kinds_for(c.state).get(name)
        if kind is not None:
            self.message.emit(lambda: refused_text([kind], kind, c), 8000)

    def _shown_first(self, types: tuple[str, ...]) -> str:
        """Of the rows one key starts, the one whose button the panel shows now (E by
        day is the end of the day, not of the night), else the first."""
        panel = self.page.panel if self.page is not None else None
        buttons = getattr(panel, "buttons", {})
        return next((t for t in types if t in buttons and buttons[t].isVisibleTo(panel)),
                    types[0])

    def _confirms(self, name: str) -> bool:
        """True when ``name`` is the list being entered, its seats picked (its key or
        button confirms it)."""
        pick = self.pick
        return (pick is not None and pick.kind.name == name and bool(pick.kind.many)
                and getattr(pick, "seats_done", False))

    @Slot(str)
    def start_kind(self, action_type: str, picked: tuple[int, ...] = ()) -> None:
        """Start entering an action; it is taken as soon as its seats are picked. While
        an action is held, its own button takes it (any other drops it)."""
        c = self.controller
        if c is None or self.refuse_read_only() or self.refuse_while_looking():
            return
        if self.held is not None:
            same = self.held.name == action_type and not picked
            self.announce() if same else self.drop_held()
            return
        if self._confirms(action_type) and not picked:
            self.confirm_list()
            return
        kind = kinds_for(c.state).get(action_type)
        if kind is None or not kind_available(kind, c):
            return
        if (kind.ask_first is not None and not picked and not self.read_only
                and kind.ask_first(self, kind)):
            return  # the row's hook asked the host and did what was answered
        pick = ui_family(c.state).make_pick(kind, c)
        for seat in picked:
            if not pick.pick(seat):
                return
        self.pick = pick
        self.typed = ""
        if pick.complete:
            self.finish_pick()
        else:
            self._redraw()

    def take(self, action: AnyAction) -> None:
        """Drop what is being entered and take ``action`` (a row's hook's answer: the host
        answered a dialog, so it is not held again)."""
        self.pick = None
        self.perform(action, asked=True)

    def keep_vote_open(self) -> None:
        """Nobody was executed (the host kept the vote open): its timer starts again."""
        self.pick = None
        if self.page is not None:
            self.page.timer.start()  # the vote goes on: its time from the start
            self.page.update_close_offer()
        self.message.emit(lambda: translate("MainWindow",
                                            "The vote stays open: nobody was executed."), 6000)
        self._redraw()

    def clear_panel_entry(self, action_type: str) -> None:
        """Empty the phase panel's fields for ``action_type`` (a kill's description)."""
        if self.page is not None:
            self.page.panel.clear_entry(action_type)

    def finish_pick(self) -> None:
        """Take the picked action: the row's hooks first (a question to confirm it, a
        dialog asking more: a host removal's reason, R-HOST-1), then its ``after``."""
        pick, c, page = self.pick, self.controller, self.page
        self.pick = None
        if pick is None or c is None or page is None:
            return
        kind = pick.kind
        extras = page.panel.extras(kind.type)
        asked = self._confirmed(pick)
        if asked is False or (kind.ask is not None and not kind.ask(self, pick, extras)):
            self._redraw()
            return
        after = kind.after
        self.perform(pick.action(**extras), pick, asked=bool(asked) or kind.ask is not None,
                     after=None if after is None else (lambda: after(self, pick)))

    def _confirmed(self, pick: Pick) -> bool | None:
        """A row with a ``confirm`` hook (a sport disqualification or team defeat) is
        asked first (``ui/dialogs/confirm.py``), naming the rule the hook gives: True
        when the host said yes, False when not; ``None`` for every other action (nothing
        was asked)."""
        c = self.controller
        rule = pick.kind.confirm(c, pick) if pick.kind.confirm is not None and c else None
        if rule is None or c is None:
            return None
        from mafia_desktop.ui.dialogs.confirm import confirm
        label = _t(pick.kind.label)
        text = fill(translate("MainWindow", "%1: %2?"), label,
                    isolate(c.game.setup.name(pick.picked[0])))
        return confirm(self.widget, label, text, label, name=f"confirm_{pick.kind.type}",
                       details=f"{rule} — {texts.rule_title(rule)}")

    def confirm_list(self) -> None:
        """The list being entered (a ballot's hands, a best move) is finished: take it."""
        pick = self.pick
        if pick is None or not hasattr(pick, "confirm"):
            return
        pick.confirm()
        self.finish_pick()

    def cancel(self) -> None:
        """Esc: go back from a held action (:meth:`go_back`), else cancel the action
        being entered and the typed number; the vote's hands are dropped only when they
        are what is being entered (Esc after F during a ballot cancels the foul, and the
        hands stay)."""
        if self.go_back():
            return
        if self.pick is self.hands_pick:
            self.forget_hands()
        self.clear()
        self._redraw()

    # -- seats ----------------------------------------------------------------------------

    @Slot(int)
    def seat_activated(self, seat: int) -> None:
        """A seat was clicked (or its number typed and Enter pressed): the next seat of
        the action being entered; else it is selected, and in the discussion or the vote
        it starts a nomination or a ballot by that seat."""
        c = self.controller
        if c is None or self.refuse_while_looking() or self.drop_held():
            return
        if self.read_only:
            self.select(seat)
            return
        if self.pick is not None:
            if self.pick.pick(seat):
                if self.pick.complete:
                    self.finish_pick()
                else:
                    self._redraw()
            else:  # say which rule stops it, as the engine says
                problem = self.pick.why_not(seat)
                self.message.emit(lambda: not_picked(
                    translate("MainWindow", "%1 cannot be picked here."), seat, problem, c), 6000)
            return
        self.select(seat)
        family = ui_family(c.state)
        default = family.click_kind(c.state)
        if not default:
            return
        pick = family.make_pick(family.kinds[default], c)
        if c.available(default) and seat in pick.allowed():
            self.start_kind(default, (seat,))
        else:  # say why this player cannot nominate (or vote), as the engine says
            self.say_why_not(pick, seat)

    def say_why_not(self, pick: Pick, seat: int) -> None:
        """Say in the status bar why ``seat`` cannot start ``pick`` (a nomination or a
        vote by that player): the engine's refusal with its rule."""
        c = self.controller
        if c is None:
            return
        vote, problem = pick.kind.type == "vote", pick.why_not(seat)
        self.message.emit(lambda: not_picked(
            translate("MainWindow", "%1 cannot vote now.") if vote
            else translate("MainWindow", "%1 cannot nominate now."), seat, problem, c), 6000)

    def select(self, seat: int | None) -> None:
        """Select ``seat`` (the window shows its note and role card)."""
        if self.controller is None:
            return
        self.selected = seat
        self.selection_changed.emit(seat)
        self._redraw()

    @Slot(int, object)
    def seat_menu(self, seat: int, screen_pos: QPoint) -> None:
        """The right-click menu of a seat, at ``screen_pos`` (a ``QPoint``)."""
        self.build_seat_menu(seat).exec(screen_pos)

    def build_seat_menu(self, seat: int) -> QMenu:
        """The seat's right-click menu (``seat_menu.build_seat_menu``)."""
        return build_seat_menu(self, seat)

    def show_card(self) -> None:
        """Show the selected player their role card (``seat_menu.show_card``)."""
        show_card(self, self.selected)

    # -- typed seat numbers ---------------------------------------------------------------

    def type_digit(self, digit: str) -> None:
        """A digit typed: part of a seat number (three digits at most)."""
        if self.controller is None or self.quieted() or self.drop_held() or len(self.typed) >= 3:
            return
        if self.refuse_while_looking():
            return
        self.typed += digit
        self._update_prompt()

    def erase_digit(self) -> None:
        """Backspace: drop the last digit typed."""
        if self.drop_held():
            return
        self.typed = self.typed[:-1]
        self._update_prompt()

    def confirm(self) -> None:
        """Enter: a held action is taken (when given deliberately: ``enter_held``), else
        the typed seat number picks that seat (a deliberate step, as a click)."""
        c = self.controller
        if c is None or self.quieted() or self.enter_held():
            return
        if not self.typed:
            if self.pick is not None and self.pick.kind.many:
                self.confirm_list()  # Enter confirms the hands (the guesses)
            return
        seat, self.typed, self.key_now = int(self.typed), "", None
        if 1 <= seat <= c.game.setup.size:
            self.seat_activated(seat)
        else:
            self.message.emit(lambda: fill(translate("MainWindow", "There is no seat %1."),
                                           str(seat)), 4000)
        self._update_prompt()
