"""The phase panel: the host's actions for the current day or night.

The panel offers only what the engine says is legal now (``GameController.available`` /
``choices``); it never decides a rule itself. An action that names players is a *pick*
(``ui/window/actions.py`` :class:`~.actions.Pick`): the host picks its seats one after another on
the seating circle (a click, or the seat's number and Enter). The vote has its own grid,
one row per voter with a button per candidate: one click per vote.

The buttons come from the action table (``ui/window/actions.py`` :data:`~.actions.KINDS`): its
label and key.

The grid shows only the votes the game holds: a click that is refused (or not taken)
leaves its button as the state says, never highlighted. Where the ruleset enforces the
vote window (``vote_window_enforced``, the forum), the day's entries have a time of
their own (:class:`EntryTime`: the post's time, by default now), so forum posts are typed
in with the times they were posted.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n import fill
from mafia_desktop.i18n import names as texts
from mafia_desktop.rules import RuleViolation
from mafia_desktop.rules.classic import (
    Action,
    EndNight,
    GameState,
    Role,
    Stage,
    night_victims,
)
from mafia_desktop.ui.families.classic.actions import KINDS
from mafia_desktop.ui.families.classic.panel_parts import EntryTime, seat_name
from mafia_desktop.ui.families.classic.vote_grid import VoteGrid
from mafia_desktop.ui.plain import plain_label
from mafia_desktop.ui.window.actions import ControllerOf
from mafia_desktop.ui.window.panel_base import PhasePanelBase
from mafia_desktop.ui.window.refusal import problem_text
from mafia_desktop.ui.window.steady import FixedLines, keep_room, steady_button


class PhasePanel(PhasePanelBase):
    """The classic actions of the current phase (:class:`PhasePanelBase`), enabled only
    when the engine allows them, with the vote grid (one click per vote), the night's
    roles and the kill's description."""

    def __init__(self, controller: ControllerOf[GameState],
                 parent: QWidget | None = None) -> None:
        super().__init__(controller, KINDS, parent)
        self.controller: ControllerOf[GameState] = controller
        self._grid_key: tuple[tuple[int, ...], tuple[int, ...]] | tuple[()] = ()
        outer = self.outer

        # The buttons never move (issue 31.3): those of any time first, in one row
        # (a new godfather's keeps its room while none is pending); then the stage's
        # buttons, each row in a place of its own; the words that change length (the
        # nominations, a kill, a check) in lines of fixed height; what comes and goes
        # (the vote grid, the execution, the night's summary) under every button.
        anytime = self.button_row("any")
        keep_room(self.buttons["appoint_godfather"])
        outer.addLayout(anytime)
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        outer.addWidget(line)

        # -- day ---------------------------------------------------------------
        self.day_box = QWidget()
        day = QVBoxLayout(self.day_box)
        day.setContentsMargins(0, 0, 0, 0)
        row = self.button_row("day")
        b = steady_button(QPushButton())
        b.setObjectName("speeches")
        b.clicked.connect(self.speeches)
        self.speech_button = b
        row.addWidget(b)
        day.addLayout(row)
        day.addLayout(self.button_row("vote"))
        row = QHBoxLayout()
        self.last_word_button = steady_button(QPushButton())
        self.last_word_button.setObjectName("last_word")
        self.last_word_button.clicked.connect(self.last_word)
        row.addWidget(self.last_word_button)
        row.addLayout(self.button_row("last_word"))
        day.addLayout(row)
        roles = self.day_roles_box = QGroupBox()
        rl = QVBoxLayout(roles)
        rl.addLayout(self.button_row("day_roles"))
        self.day_secrets = FixedLines(2)
        self.day_secrets.setObjectName("daySecrets")
        rl.addWidget(self.day_secrets)
        day.addWidget(roles)
        # two lines always: long names cut with "…", the whole list in the tooltip
        self.nominations = FixedLines(2)
        self.nominations.setObjectName("nominations")
        day.addWidget(self.nominations)
        self.entry_time = EntryTime(self._now)
        day.addWidget(self.entry_time)
        self.vote_box = QGroupBox()
        self.vote_grid = VoteGrid(self._grid_room, lambda seat: seat_name(controller, seat))
        self.vote_grid.clicked.connect(self._grid_clicked)
        box = QVBoxLayout(self.vote_box)
        box.setContentsMargins(4, 4, 4, 4)
        box.addWidget(self.vote_grid)
        self.vote_box.setStyleSheet(
            "QPushButton { padding: 0px; }"
            " QPushButton:checked, QPushButton:checked:disabled { background: #1565c0;"
            " color: white; font-weight: bold; border: 1px solid #0d47a1; }")
        day.addWidget(self.vote_box)
        self.execution = plain_label()
        self.execution.setWordWrap(True)
        self.execution.setObjectName("execution")
        day.addWidget(self.execution)
        outer.addWidget(self.day_box)

        # -- night -------------------------------------------------------------
        self.night_box = QWidget()
        night = QVBoxLayout(self.night_box)
        night.setContentsMargins(0, 0, 0, 0)
        mafia = self.mafia_box = QGroupBox()
        ml = QGridLayout(mafia)
        self.decided_by_label = QLabel()
        ml.addWidget(self.decided_by_label, 0, 0)
        self.decided_by = QComboBox()
        self.decided_by.setObjectName("decidedBy")
        ml.addWidget(self.decided_by, 0, 1)
        self.mafia_description_label = QLabel()
        ml.addWidget(self.mafia_description_label, 1, 0)
        self.mafia_description = QLineEdit()
        self.mafia_description.setObjectName("mafiaDescription")
        ml.addWidget(self.mafia_description, 1, 1)
        ml.addLayout(self.button_row("mafia"), 2, 0, 1, 2)
        self.mafia_status = FixedLines(2)
        ml.addWidget(self.mafia_status, 3, 0, 1, 2)
        night.addWidget(mafia)
        maniac = QGroupBox()
        nl = QGridLayout(maniac)
        self.maniac_description_label = QLabel()
        nl.addWidget(self.maniac_description_label, 0, 0)
        self.maniac_description = QLineEdit()
        self.maniac_description.setObjectName("maniacDescription")
        nl.addWidget(self.maniac_description, 0, 1)
        nl.addLayout(self.button_row("maniac"), 1, 0, 1, 2)
        self.maniac_status = FixedLines(2)  # the kill, and the engine's word if void
        self.maniac_status.setObjectName("maniacStatus")
        nl.addWidget(self.maniac_status, 2, 0, 1, 2)
        self.maniac_box = maniac
        night.addWidget(maniac)
        commissar = QGroupBox()
        cl = QVBoxLayout(commissar)
        cl.addLayout(self.button_row("commissar"))
        self.check_answer = FixedLines(1)
        self.check_answer.setObjectName("checkAnswer")
        cl.addWidget(self.check_answer)
        self.commissar_box = commissar
        night.addWidget(commissar)
        night.addLayout(self.button_row("night_end"))
        self.night_summary = plain_label()
        self.night_summary.setObjectName("nightSummary")
        self.night_summary.setWordWrap(True)
        self.night_summary.setFrameShape(QFrame.Shape.StyledPanel)
        night.addWidget(self.night_summary)
        outer.addWidget(self.night_box)
        for field in (self.decided_by, self.mafia_description, self.maniac_description):
            field.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # never reached by Tab
        outer.addStretch(1)
        self.retranslate_ui(refresh=False)

    def retranslate_ui(self, refresh: bool = True) -> None:
        """Set every fixed text in the current language; ``refresh``: redraw the game's
        texts too (the vote grid is rebuilt)."""
        self.speech_button.setText(self.tr("Speeches (timer)"))
        self.vote_box.setTitle(self.tr("The vote: one click per voter"))
        self.last_word_button.setText(self.tr("Last word (timer)"))
        self.day_roles_box.setTitle(self.tr("Day roles"))
        self.mafia_box.setTitle(self.tr("The mafia"))
        self.decided_by_label.setText(self.tr("Decided by:"))
        for label in (self.mafia_description_label, self.maniac_description_label):
            label.setText(self.tr("Description:"))
        self.maniac_box.setTitle(self.tr("The maniac"))
        self.commissar_box.setTitle(self.tr("The commissar"))
        self.entry_time.retranslate_ui()
        self.retranslate_buttons()
        for action_type, b in self.buttons.items():
            b.setToolTip(texts.action_name(action_type))
        if refresh:
            self._grid_key = ()
            self.refresh()

    def widest_parts(self) -> tuple[QWidget, ...]:
        """Day or night, whatever the current stage shows, and the buttons of any time.
        The vote grid is not counted: it fits the width it is given (``vote_grid.py``)."""
        return (self.day_box, self.night_box, self.buttons["appoint_godfather"],
                self.buttons["host_kill"])

    def extras(self, action_type: str) -> dict[str, object]:
        """The free-text and choice fields the panel holds for an action."""
        if action_type == "mafia_kill":
            return {"description": self.mafia_description.text().strip() or None,
                    "decided_by": self.decided_by.currentData()}
        if action_type == "maniac_kill":
            return {"description": self.maniac_description.text().strip() or None}
        return {}

    def clear_entry(self, action_type: str) -> None:
        """A kill was taken: its description is emptied."""
        if action_type == "mafia_kill":
            self.mafia_description.clear()
        elif action_type == "maniac_kill":
            self.maniac_description.clear()

    def _now(self) -> datetime | None:
        clock = self.controller.clock
        return clock() if clock is not None else None

    def entry_time_of(self, action: object) -> datetime | None:
        """The time the host set for ``action`` (:class:`EntryTime`, where the vote
        window is enforced and it is day), or ``None``: the action gets the time it is
        taken (the controller's clock)."""
        state = self.controller.state
        if (not state.setup.ruleset.vote_window_enforced or not state.phase.is_day
                or state.ended):
            return None
        return self.entry_time.value()

    # -- redraw ----------------------------------------------------------------

    def refresh(self) -> None:
        """Redraw from the controller's current state."""
        c = self.controller
        state = c.state
        day = state.phase.is_day
        self.title.setText(f"{texts.phase_name(state.phase)} — "
                           f"{texts.stage_name(state.stage.value)}" if day
                           else texts.phase_name(state.phase))
        self.day_box.setVisible(day)
        self.night_box.setVisible(not day)
        for t, b in self.buttons.items():
            b.setEnabled(c.available(t))
        self.buttons["appoint_godfather"].setVisible(state.godfather_pending)
        if day:
            self._refresh_day()
        else:
            self._refresh_night()

    def _refresh_day(self) -> None:
        c = self.controller
        state = c.state
        setup = state.setup
        noms = [f"{setup.name(by)} → {setup.name(t)}" for by, t in state.nominations]
        self.nominations.setText(fill(self.tr("Nominations: %1"),
                                      ", ".join(noms) if noms else self.tr("none yet")))
        voting = state.stage is Stage.VOTING
        self.vote_box.setVisible(voting)
        self.entry_time.setVisible(setup.ruleset.vote_window_enforced)
        self.speech_button.setEnabled(state.stage is Stage.DISCUSSION)
        if voting:
            self._refresh_vote_grid()
        ex = state.execution
        if ex is not None:
            lines = [fill(self.tr("Executed: %1"), seat_name(c, ex.seat))]
            tally = ", ".join(f"{setup.name(s)}: {n}" for s, n in ex.tally)
            lines.append(fill(self.tr("Votes: %1"), tally))
            if len(ex.tied) > 1:
                lines.append(fill(self.tr("Tied: %1. Chosen by: %2"),
                                  ", ".join(setup.name(s) for s in ex.tied),
                                  texts.choice_name(ex.reason)))
            elif ex.reason != "most_votes":
                lines.append(fill(self.tr("Chosen by: %1"), texts.choice_name(ex.reason)))
            self.execution.setText("\n".join(lines))
        else:
            self.execution.setText("")
        self.execution.setVisible(ex is not None)
        self.last_word_button.setEnabled(state.stage is Stage.AFTER_EXECUTION)
        secrets = []
        if state.doctor_choice is not None:
            secrets.append(fill(self.tr("The doctor protects %1 tonight."),
                                seat_name(c, state.doctor_choice)))
        for comp in state.comparisons:
            if comp.day == state.phase.number:
                secrets.append(fill(self.tr("Journalist: %1 and %2 are %3."), setup.name(comp.a),
                                    setup.name(comp.b), texts.answer_name(comp.answer)))
        self.day_secrets.setText("\n".join(secrets))

    def _grid_room(self) -> int:
        """The width (pixels) the vote grid may take: the panel's, less its margins and
        the vote box's."""
        m = self.outer.contentsMargins()
        return self.width() - m.left() - m.right() - 12

    def _refresh_vote_grid(self) -> None:
        c = self.controller
        state = c.state
        voters = state.living()
        key = (voters, state.candidates)
        if key != self._grid_key:
            self._grid_key = key
            self.vote_grid.build(voters, state.candidates,
                                 {cand: state.setup.name(cand) for cand in state.candidates})
        legal_votes = {(by, t) for by in c.choices("vote") for t in c.choices("vote", (by,))}
        self.vote_grid.enable(legal_votes, set(c.choices("withdraw_vote")))
        self._show_ballots()

    @property
    def vote_buttons(self) -> dict[tuple[int, int | None], QPushButton]:
        """The grid's buttons: (voter, candidate), and (voter, None) for a withdrawal."""
        return self.vote_grid.buttons

    def _grid_clicked(self, action: Action) -> None:
        """A click in the vote grid: take the vote (or withdrawal), then show the grid
        as the game holds it, so a refused click leaves no highlighted button."""
        self.perform.emit(action)
        self._show_ballots()

    def _show_ballots(self) -> None:
        """Check the grid's buttons of the standing votes, and only those (the tallies
        once per candidate, in the grid's header)."""
        state = self.controller.state
        if state.stage is Stage.VOTING:
            self.vote_grid.show_ballots(state)

    def _maniac_words(self) -> str:
        """The maniac's box's line: the victim named tonight and, when the engine
        refuses the end of the night over it (R-MAN-2: no description under ``seed``),
        that it will not count and why, in the engine's words with the rule ID."""
        c = self.controller
        kill = c.state.maniac
        if kill is None:
            return ""
        text = fill(self.tr("The maniac's victim: %1"), seat_name(c, kill.target))
        problem = c.game.why_not(EndNight())
        if isinstance(problem, RuleViolation):
            text += " " + fill(self.tr("— it will not count, the night cannot end: %1"),
                               problem_text(problem, c.game.setup.name))
        return text

    def _refresh_night(self) -> None:
        c = self.controller
        state = c.state
        setup = state.setup
        ruleset = setup.ruleset
        # who may speak for the mafia (R-MAF-3): the godfather by default
        members = state.living_with(Role.GODFATHER, Role.MAFIOSO)
        wanted = [(self.tr("the godfather"), None)] + [
            (seat_name(c, s), s) for s in members if s != state.godfather]
        current = [(self.decided_by.itemText(i), self.decided_by.itemData(i))
                   for i in range(self.decided_by.count())]
        if current != wanted:
            keep = self.decided_by.currentData()
            self.decided_by.clear()
            for text, data in wanted:
                self.decided_by.addItem(text, data)
            i = self.decided_by.findData(keep)
            self.decided_by.setCurrentIndex(max(i, 0))
        required = ruleset.kill_requires_description
        hint = self.tr("Description (required, R-MAF-5):") if required else self.tr(
            "Description:")
        self.mafia_description_label.setText(hint)
        self.maniac_description_label.setText(hint)
        m = state.mafia
        if m is None:
            text = self.tr("No decision yet.")
        elif m.target is None:
            text = self.tr("The mafia does not kill tonight.")
        else:
            text = fill(self.tr("The mafia's victim: %1"), seat_name(c, m.target))
            if not m.counts:
                text += " " + self.tr("(does not count: no description)")
        if state.godfather_pending:
            text = self.tr("The godfather is dead: appoint a new one first (R-GF-1).")
        self.mafia_status.setText(text)
        self.maniac_status.setText(self._maniac_words())
        self.maniac_box.setVisible(state.holder(Role.MANIAC) is not None
                                   or state.maniac is not None)
        self.commissar_box.setVisible(state.holder(Role.COMMISSAR) is not None
                                      or any(ch.night == state.phase.number
                                             for ch in state.checks))
        answers = [fill(self.tr("%1 is: %2"), seat_name(c, ch.target),
                        texts.status_name(ch.status))
                   for ch in state.checks if ch.night == state.phase.number]
        self.check_answer.setText("\n".join(answers))
        victims = night_victims(state)
        if victims:
            lines = [self.tr("When the night ends:")] + [
                f"  • {seat_name(c, seat)} — {texts.cause_name(cause)}"
                for seat, cause in victims]
        else:
            lines = [self.tr("When the night ends: nobody dies.")]
        if state.protected is not None:
            lines.append(fill(self.tr("Protected tonight: %1"), seat_name(c, state.protected)))
        self.night_summary.setText("\n".join(lines))
