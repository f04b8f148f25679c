"""The sport phase panel (RULES_SPORT.md): the host's actions for the current stage of a
sport game, beside the seating circle.

Its buttons come from the sport action table (``ui/families/sport/actions.py``): one per row, in
the table's order, grouped by :attr:`Kind.row`, enabled only when the engine allows them
(``kind_available``). Above them it shows who speaks now and which speech, the day's
nominations, the vote's candidates in order with the hands entered so far (the next
candidate's ballot, the last one counted by itself), today's counted rounds, the
night's checks with their answers (host only) and the points of a bonus. It decides
no rule: everything shown is the state's, everything offered the engine's.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDoubleSpinBox,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n import fill, isolate
from mafia_desktop.i18n import names as texts
from mafia_desktop.i18n.sport.names import check_answer_name, speech_name, sport_stage_name
from mafia_desktop.rules.sport import SportState, next_candidate
from mafia_desktop.ui.families.sport.actions import SPORT_KINDS
from mafia_desktop.ui.plain import plain_label
from mafia_desktop.ui.window.actions import ControllerOf, kind_available
from mafia_desktop.ui.window.panel_base import PhasePanelBase
from mafia_desktop.ui.window.steady import FixedLines, keep_room


def seat_name(state: SportState, seat: int | None) -> str:
    """"3. Vera" (or "—")."""
    return "—" if seat is None else f"{seat}. {isolate(state.setup.name(seat))}"


def stage_title(state: SportState) -> str:
    """"Day 2 — vote", "Night 0"."""
    phase = texts.phase_name(state.phase)
    if not state.phase.is_day:
        return phase
    return f"{phase} — {sport_stage_name(state.stage)}"


def _show(widget: QWidget, visible: bool) -> None:
    """``widget.setVisible(visible)`` only when it changes: the panel is redrawn after
    every action, and each call re-lays out the page (a measured cost of the round trip)."""
    if widget.isHidden() == visible:
        widget.setVisible(visible)


class SportPanel(PhasePanelBase):
    """The actions of a sport game's current stage (:class:`PhasePanelBase`; its
    ``last_word`` and ``speeches`` are never emitted: the engine times every sport
    speech)."""

    def __init__(self, controller: ControllerOf[SportState],
                 parent: QWidget | None = None) -> None:
        super().__init__(controller, SPORT_KINDS, parent)
        self.controller: ControllerOf[SportState] = controller
        outer = self.outer

        # The buttons never move (issue 31.3): the best move's first (it comes and goes
        # by night and by day: it keeps its room), the buttons of any time (with the
        # bonus and the reason) next: at the foot they moved when a stage's words made
        # the panel taller than the window (the vote at 1366x768); then the day's rows
        # above the words that change (the speaker and the nominations in lines of fixed
        # height), the vote's rows above its candidates, the night's buttons above its
        # words.
        outer.addLayout(self.button_row("best_move"))
        keep_room(self.buttons["best_move"])
        outer.addLayout(self.button_grid("any"))
        extra = QHBoxLayout()
        self.points_label = QLabel()
        extra.addWidget(self.points_label)
        self.points = QDoubleSpinBox()
        self.points.setObjectName("bonusPoints")
        self.points.setRange(-1.0, 1.0)
        self.points.setSingleStep(0.1)
        self.points.setDecimals(2)
        self.points.setValue(0.3)
        extra.addWidget(self.points)
        self.reason_label = QLabel()
        extra.addWidget(self.reason_label)
        self.reason = QLineEdit()
        self.reason.setObjectName("penaltyReason")
        extra.addWidget(self.reason, 1)
        for w in (self.points, self.reason):  # a hidden button's focus never lands here:
            w.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # the keys stay the window's
        outer.addLayout(extra)
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        outer.addWidget(line)
        self.speaker = FixedLines(1)
        self.speaker.setObjectName("speaker")
        self.speaker.setStyleSheet("font-size: 14pt; background: #fff3c4; padding: 4px;")
        outer.addWidget(self.speaker)
        outer.addLayout(self.button_row("speech"))
        outer.addLayout(self.button_row("day_end"))
        self.nominations = FixedLines(2)
        self.nominations.setObjectName("nominations")
        outer.addWidget(self.nominations)

        self.vote_box = QGroupBox()
        vote = QVBoxLayout(self.vote_box)
        vote.addLayout(self.button_row("vote"))
        self.candidates = plain_label()
        self.candidates.setObjectName("candidates")
        self.candidates.setWordWrap(True)
        vote.addWidget(self.candidates)
        outer.addWidget(self.vote_box)
        self.rounds = plain_label()
        self.rounds.setObjectName("rounds")
        self.rounds.setWordWrap(True)
        outer.addWidget(self.rounds)

        self.night_box = QGroupBox()
        night = QVBoxLayout(self.night_box)
        night.addLayout(self.button_grid("night"))
        self.night_status = plain_label()
        self.night_status.setObjectName("nightStatus")
        self.night_status.setWordWrap(True)
        night.addWidget(self.night_status)
        outer.addWidget(self.night_box)

        outer.addStretch(1)
        self.retranslate_ui(refresh=False)

    def retranslate_ui(self, refresh: bool = True) -> None:
        """Set every fixed text in the current language; ``refresh``: the game's too."""
        self.retranslate_buttons()
        self.vote_box.setTitle(self.tr("The vote, in the order of nomination"))
        self.night_box.setTitle(self.tr("The night (host only)"))
        self.points_label.setText(self.tr("Bonus:"))
        self.points.setToolTip(self.tr("The points of a bonus, -1 to 1 (S-SCORE-1)"))
        self.reason_label.setText(self.tr("Reason:"))
        self.reason.setPlaceholderText(self.tr("for a disqualification or a bonus"))
        if refresh:
            self.refresh()

    def widest_parts(self) -> tuple[QWidget, ...]:
        """Every part counted, whatever the stage shows."""
        return (self.vote_box, self.night_box, *self.buttons.values())

    def widest_floor(self) -> int:
        """The layout's own minimum width."""
        return self.outer.minimumSize().width()

    def extras(self, action_type: str) -> dict[str, object]:
        """The reason and points the panel holds for a penalty or a bonus."""
        reason = self.reason.text().strip() or None
        if action_type == "bonus":
            return {"points": round(self.points.value(), 2), "reason": reason}
        if action_type in ("disqualify", "team_defeat"):
            return {"reason": reason}
        return {}

    # -- redraw ------------------------------------------------------------------

    def refresh(self) -> None:
        """Redraw from the controller's current state."""
        c = self.controller
        state = c.state
        day = state.phase.is_day
        self.title.setText(stage_title(state))
        for name, b in self.buttons.items():
            b.setEnabled(kind_available(SPORT_KINDS[name], c))
        _show(self.night_box, not day)
        self._show_speaker(state)
        noms = [f"{seat_name(state, by)} → {seat_name(state, t)}" for by, t in state.nominations]
        self.nominations.setText(fill(self.tr("Nominations: %1"),
                                      "; ".join(noms) if noms else self.tr("none yet")))
        _show(self.nominations, day)
        self._show_vote(state)
        self._show_rounds(state)
        _show(self.buttons["best_move"], c.available("best_move"))
        for name in ("end_speech", "nominate", "withdraw_nomination", "end_day"):
            _show(self.buttons[name], day)  # the night shows only the night's
        if not day:
            self._show_night(state)

    def _show_speaker(self, state: SportState) -> None:
        if state.speaker is None:
            self.speaker.setText(self.tr("Nobody speaks now."))
        else:
            self.speaker.setText(fill(self.tr("Speaks: %1 — %2, %3 s"),
                                      seat_name(state, state.speaker),
                                      speech_name(state.speech), state.speech_s))
        _show(self.speaker, state.phase.is_day)

    def _show_vote(self, state: SportState) -> None:
        voting = str(state.stage.value) in ("vote", "raise_all")
        _show(self.vote_box, voting)
        if not voting:
            return
        ballots = dict(state.ballots)
        following = next_candidate(state)
        lines = []
        for i, cand in enumerate(state.candidates, 1):
            if cand in ballots:
                voters = ballots[cand]
                hands = ", ".join(map(str, voters)) or "—"
                text = fill(self.tr("%1) %2: %3 vote(s) (%4)"), i, seat_name(state, cand),
                            len(voters), hands)
            elif cand == following:
                text = fill(self.tr("%1) %2: next — click the raised hands"), i,
                            seat_name(state, cand))
            elif i == len(state.candidates):
                text = fill(self.tr("%1) %2: counted by itself (every vote left)"), i,
                            seat_name(state, cand))
            else:
                text = fill(self.tr("%1) %2"), i, seat_name(state, cand))
            lines.append(text)
        if str(state.stage.value) == "raise_all":
            lines.append(self.tr("Tied again: who is for all of them leaving? (more than "
                                 "half of the living: they all leave)"))
        elif state.vote_round > 1:
            lines.insert(0, fill(self.tr("Revote %1"), state.vote_round - 1))
        self.candidates.setText("\n".join(lines))

    def _show_rounds(self, state: SportState) -> None:
        today = [r for r in state.rounds if r.day == state.phase.number] \
            if state.phase.is_day else []
        lines = []
        for r in today:
            if r.kind == "raise_all":
                count = len(r.votes[0][1]) if r.votes else 0
                lines.append(fill(self.tr("Raise-all: %1 for"), count))
                continue
            tally = ", ".join(f"{seat_name(state, cand)}: {len(vs)}" for cand, vs in r.votes)
            lines.append(fill(self.tr("Round %1: %2"), r.round, tally or "—"))
        if state.vote_cancelled:
            lines.append(self.tr("The vote is cancelled (S-FOUL-4)."))
        self.rounds.setText("\n".join(lines))
        _show(self.rounds, bool(lines))

    def _show_night(self, state: SportState) -> None:
        lines = []
        if state.phase.number == 0:
            lines.append(self.tr("Night 0: the black team agrees; the don and the sheriff "
                                 "look round. Nobody shoots or checks."))
        elif not state.shot_done:
            lines.append(self.tr("No shot entered yet (none: a miss)."))
        elif state.shot_target is None:
            lines.append(self.tr("The black team missed."))
        else:
            lines.append(fill(self.tr("Shot: %1"), seat_name(state, state.shot_target)))
        for check in state.checks:
            if check.night != state.phase.number:
                continue
            template = (self.tr("Don's check: %1 is %2") if check.by == "don"
                        else self.tr("Sheriff's check: %1 is %2"))
            lines.append(fill(template, seat_name(state, check.target),
                              check_answer_name(check.answer)))
        self.night_status.setText("\n".join(lines))
