"""The balance line of the "New game" dialog (issue 16): each side's chance with the
composition shown, under random play, beside the club's own record, and a "Suggest a
fair setup" button.

The figures are never computed on the GUI thread: a change of the counts shows
"computing…" at once, a first small-sample figure follows (:data:`QUICK_GAMES` games, on
a worker thread, ``QThreadPool``), then the figure is refined part by part up to
:data:`GAMES` games in a worker process (``rules.classic.balance.worker.Refinement``,
followed by a timer), so the GUI thread never waits for the GIL while the 20,000 games
run (issue 22 item 8); the figures are those of ``simulate`` with the same seed. Every
request has a generation number; a result of an older one is ignored and its job is told
to stop. A plain setup (town and mafia, no doctor, no maniac) gets the exact figure at
once (the plain model). Only a line that is seen computes: hidden (another tab) its job
is stopped; when its window closes (or the line is deleted) the worker process ends, and
it ends by itself if the program is killed.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import Future
from typing import TypedDict

from PySide6.QtCore import QLocale, QObject, QPoint, QRunnable, QThreadPool, QTimer, Signal
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMenu, QPushButton, QVBoxLayout, QWidget

from mafia_desktop.i18n.fill import fill
from mafia_desktop.i18n.names import faction_name, role_name
from mafia_desktop.rules.classic import Role, Ruleset
from mafia_desktop.rules.classic.balance import (
    Estimate,
    FairSetup,
    club_record,
    exact_chances,
    fair_setups,
    play_block,
)
from mafia_desktop.rules.classic.balance.estimate import composition_sides
from mafia_desktop.rules.classic.balance.worker import Refinement

# Games of the final figure, and of the first quick one.
GAMES = 20_000
QUICK_GAMES = 30
# Games per candidate when looking for a fair setup.
FAIR_GAMES = 200
# Milliseconds the line waits for the counts to settle before it starts computing.
SETTLE_MS = 30
# Milliseconds between two looks at the worker process's parts.
POLL_MS = 40
# The seed of the dialog's runs (``mafia-desktop balance --seed 0`` gives the same).
SEED = 0

Results = Sequence[tuple[str, Sequence[str], Sequence[str]]]


class LineState(TypedDict):
    """The line as :meth:`BalanceLine.describe` tells it: its text, whether the chances
    are final, and how many games the estimate played."""

    text: str
    final: bool
    games: int


class _Signals(QObject):
    """A job's way back to the GUI thread (queued): ``estimate(generation, Estimate,
    final)``, ``fair(generation, list[FairSetup])``. Parentless, so a job may outlive
    the line (Qt drops a signal to a deleted receiver)."""

    estimate = Signal(int, object, bool)
    fair = Signal(int, object)


class _Job(QRunnable):
    """Runs ``work(stop)`` on a pool thread."""

    def __init__(self, work: Callable[[threading.Event], None], stop: threading.Event):
        super().__init__()
        self.work, self.stop = work, stop

    def run(self) -> None:  # Qt's name
        """Do the work (a stopped job just ends)."""
        if not self.stop.is_set():
            self.work(self.stop)


class BalanceLine(QWidget):
    """The line under the composition and its "Suggest a fair setup" button.

    Args:
        results: the club's finished games (``GameRepository.results``), ``None``
            without a database.
        pool: the thread pool (default: Qt's global one).
    Signals:
        composition_chosen(dict): the host picked a proposed fair composition
            (``{Role: count}``).
    """

    composition_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None, *, results: Results | None = None,
                 pool: QThreadPool | None = None):
        super().__init__(parent)
        self._results = results
        self._pool = pool or QThreadPool.globalInstance()
        self._signals = _Signals()
        self._signals.estimate.connect(self._estimate_arrived)
        self._signals.fair.connect(self._fair_arrived)
        self._generation = 0
        self._fair_generation = 0
        self._stop = threading.Event()
        self._fair_stop = threading.Event()
        self._request: tuple[dict[Role, int], Ruleset] | None = None
        self.estimate: Estimate | None = None
        self.final = False
        self.fair_results: list[FairSetup] = []
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(SETTLE_MS)
        self._settle.timeout.connect(self._start)
        self.refinement = Refinement()
        self.destroyed.connect(self.refinement.close)
        self._parts: list[Future[Estimate]] = []
        self._refined = Estimate()
        self._poll_timer = QTimer(self)
        self._poll_timer.setInterval(POLL_MS)
        self._poll_timer.timeout.connect(self._poll)

        self.label = QLabel()
        self.label.setObjectName("balanceLabel")
        self.label.setWordWrap(True)
        self.fair_button = QPushButton(self.tr("Suggest a &fair setup"))
        self.fair_button.setObjectName("fairButton")
        self.fair_button.setAutoDefault(False)
        self.fair_button.setToolTip(self.tr(
            "The compositions for this many players under which the town and the mafia "
            "are the most nearly even under random play"))
        self.fair_button.clicked.connect(self.suggest_fair)
        self.note = QLabel(self.tr(
            "Random play: every vote, kill and check is made at random and nobody uses what "
            "they know. That favours the mafia, who know each other; a real town does better."))
        self.note.setObjectName("balanceNote")
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: palette(placeholder-text);")
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.label, 1)
        row.addWidget(self.fair_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.note)
        self._players = 0
        self._ruleset: Ruleset | None = None

    # --- the figures -------------------------------------------------------------------

    def set_setup(self, composition: Mapping[Role, int] | None, ruleset: Ruleset,
                  players: int) -> None:
        """Show the chances of ``composition`` (``None``: no valid composition yet, the
        line is empty) for ``players``; the work starts on a pool thread shortly, the
        line says "computing…" until the first figure arrives."""
        self._players, self._ruleset = players, ruleset
        self.fair_button.setEnabled(players >= 4)
        request = (dict(composition), ruleset) if composition is not None else None
        if request == self._request:
            return
        self._request = request
        self._generation += 1
        self._stop.set()
        self._stop_refining()
        self.estimate, self.final = None, False
        if request is None:
            self._settle.stop()
            self.label.clear()
            return
        exact = exact_chances(*request)
        if exact is not None:  # the plain model: exact at once, nothing to compute
            self.estimate, self.final = Estimate(exact=exact), True
            self._settle.stop()
            self._show()
            return
        self._restart()

    def _restart(self) -> None:
        """Say "computing…" and start shortly, if the line is seen (a hidden line, e.g.
        on another tab of the dialog, starts when it is shown)."""
        self.label.setText(self.tr("Chances: computing…"))
        if self.isVisible():
            self._settle.start()

    def _start(self) -> None:
        if self._request is None or self.final or not self.isVisible():
            return
        composition, ruleset = self._request
        self._stop_refining()
        self._stop.set()
        self._generation += 1
        generation, stop = self._generation, threading.Event()
        self._stop = stop
        signals = self._signals

        def stopped() -> bool:
            time.sleep(0)  # between two games: the GIL to the GUI thread if it waits
            return stop.is_set()

        def work(stop: threading.Event) -> None:
            quick = play_block(composition, ruleset, SEED, 0, QUICK_GAMES, stopped)
            if not stop.is_set():
                signals.estimate.emit(generation, quick, False)
        self._pool.start(_Job(work, stop))
        self._refined = Estimate(exact=exact_chances(composition, ruleset))
        self._parts = self.refinement.start(composition, ruleset, GAMES, SEED)
        self._poll_timer.start()

    def _poll(self) -> None:
        """Show the parts the worker process has finished, in order; the last is the
        final figure."""
        generation = self._generation
        while self._parts and self._parts[0].done():
            future = self._parts.pop(0)
            try:
                part = future.result()
            except Exception:  # cancelled, or the worker died: the figure stays as it is
                self._stop_refining()
                return
            self._refined = self._refined.merged(part)
            self._estimate_arrived(generation, self._refined, not self._parts)
        if not self._parts:
            self._poll_timer.stop()

    def _stop_refining(self) -> None:
        self._poll_timer.stop()
        self._parts = []
        self.refinement.stop()

    def _estimate_arrived(self, generation: int, estimate: Estimate, final: bool) -> None:
        if generation != self._generation:
            return  # a composition shown before: stale
        if not final and self.estimate is not None and self.estimate.games >= estimate.games:
            return  # the quick figure after a refined one
        self.estimate, self.final = estimate, final
        self._show()

    def _show(self) -> None:
        est, request = self.estimate, self._request
        if est is None or request is None:
            return
        composition = request[0]
        sides = composition_sides(composition)
        if est.exact is not None:
            shares = [(s, float(est.exact[s])) for s in sides if s in est.exact]
            how = self.tr("random play, exact")
        else:
            shares = [(s, est.share(s).p) for s in sides]
            half = max(max(est.share(s).high - est.share(s).p, est.share(s).p - est.share(s).low)
                       for s in sides)
            how = (self.tr("random play, %n game(s)", "", est.games) if self.final
                   else self.tr("random play, %n game(s) so far…", "", est.games))
            how = how.replace(str(est.games), QLocale().toString(est.games), 1)
            how += fill(self.tr(" (±%1%)"), max(1, round(100 * half)))
        figures = " · ".join(fill(self.tr("%1 %2%"), faction_name(s), round(100 * p))
                             for s, p in shares)
        text = fill(self.tr("%1 — %2"), figures, how)
        club = self._club(composition, sides)
        if club:
            text += fill(self.tr("; your club: %1"), club)
        self.label.setText(text)
        self.label.setToolTip(self.tr(
            "A game the maniac wins beside the town or the mafia counts for both."
            if "maniac" in sides else ""))

    def _club(self, composition: Mapping[Role, int], sides: Iterable[str]) -> str:
        if self._results is None:
            return ""
        rec = club_record(self._results, "classic", composition)
        if not rec.games:
            return self.tr("no games with this setup yet")
        wins = ", ".join(fill(self.tr("%1 %2"), faction_name(s), rec.wins.get(s, 0))
                         for s in sides)
        return fill(self.tr("%1 of %2"), wins, rec.games)

    # --- a fair setup ------------------------------------------------------------------

    def suggest_fair(self) -> None:
        """Look for the most even compositions for the player count on a pool thread;
        a menu of them opens under the button when they arrive."""
        if self._ruleset is None or self._players < 4:
            return
        self._fair_stop.set()
        self._fair_generation += 1
        generation, stop = self._fair_generation, threading.Event()
        self._fair_stop = stop
        players, ruleset, signals = self._players, self._ruleset, self._signals
        self.fair_results = []
        self.fair_button.setEnabled(False)
        self.fair_button.setText(self.tr("Looking for a fair setup…"))

        def work(stop: threading.Event) -> None:
            found = fair_setups(players, ruleset, games=FAIR_GAMES, seed=SEED,
                                cancelled=stop.is_set)
            if not stop.is_set():
                signals.fair.emit(generation, found)
        self._pool.start(_Job(work, stop))

    def _fair_arrived(self, generation: int, found: list[FairSetup]) -> None:
        if generation != self._fair_generation:
            return
        self.fair_results = found
        self.fair_button.setText(self.tr("Suggest a &fair setup"))
        self.fair_button.setEnabled(self._players >= 4)
        if not found or not self.isVisible():
            return
        menu = QMenu(self)
        menu.setObjectName("fairMenu")
        for i, fair in enumerate(found):
            action = menu.addAction(self.fair_text(fair))
            action.triggered.connect(lambda _=False, i=i: self.choose_fair(i))
        menu.popup(self.fair_button.mapToGlobal(QPoint(0, self.fair_button.height())))

    def fair_text(self, fair: FairSetup) -> str:
        """One proposal in words: "1 godfather, 1 commissar, 8 civilians — Town 51% ·
        Mafia 49%"."""
        roles = ", ".join(fill(self.tr("%1 × %2"), n, role_name(r.value))
                          for r, n in fair.composition.items() if n)
        return fill(self.tr("%1 — %2 %3% · %4 %5%"), roles, faction_name("town"),
                    round(100 * fair.town), faction_name("mafia"), round(100 * fair.mafia))

    def choose_fair(self, index: int) -> None:
        """Use proposal ``index`` of :attr:`fair_results` (emits composition_chosen)."""
        self.composition_chosen.emit(dict(self.fair_results[index].composition))

    def showEvent(self, event: QShowEvent) -> None:  # Qt's name
        """Shown (the roles tab): start computing what is not computed yet."""
        super().showEvent(event)
        if self._request is not None and not self.final:
            self._restart()

    def hideEvent(self, event: QHideEvent) -> None:  # Qt's name
        """Hidden (another tab, or the dialog closed): nothing is computed meanwhile."""
        super().hideEvent(event)
        self._stop.set()
        self._stop_refining()
        if not self.window().isVisible():  # its window closed: the worker process ends
            self.refinement.close()
        self._fair_stop.set()
        self._settle.stop()
        if self._fair_generation and not self.fair_results:
            self._fair_generation += 1   # its result would come to nobody
            self.fair_button.setText(self.tr("Suggest a &fair setup"))
            self.fair_button.setEnabled(self._players >= 4)

    def describe(self) -> LineState:
        """The line's state, for tests: ``{"text", "final", "games"}``."""
        return {"text": self.label.text(), "final": self.final,
                "games": self.estimate.games if self.estimate else 0}
