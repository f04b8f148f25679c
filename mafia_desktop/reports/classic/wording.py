"""Words for a :class:`~.timeline.Timeline`: the report as the renderers show it.

Every sentence goes through ``QCoreApplication.translate("Report", ...)`` (English
source, ``%1``-style arguments filled in one pass by :func:`mafia_desktop.i18n.fill.fill`,
so a name holding ``%2`` stays as typed; every player name and typed text put into a
sentence is wrapped by :func:`~mafia_desktop.i18n.fill.isolate`, so a right-to-left name
never reorders the sentence around it); role, faction, cause, rule, option and phase
names come from :mod:`mafia_desktop.i18n.names`. The result (:class:`ReportView`) is plain strings, with the
pictures as :class:`~.charts.Drawing` values: the HTML and PDF templates only lay it out.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QObject

from mafia_desktop.i18n import names
from mafia_desktop.i18n.fill import fill, isolate
from mafia_desktop.i18n.outcome import role_colour
from mafia_desktop.rules.classic import Role

from .. import charts
from ..words import (
    Line,
    clock,
    correction_rows,
    game_facts,
    report_labels,
    stamp,
    winners_with_players,
)
from .timeline import Event, PhaseReport, PlayerReport, Timeline, VoteRound, alive_matrix

# ``translate("Report", "…")`` with the context written out at every call, so that
# ``pyside6-lupdate`` files each string under "Report" (a wrapper function would hide it).
translate = QCoreApplication.translate


class Report(QObject):
    """The report's ``%n`` plural messages (context "Report", like ``translate``).

    ``pyside6-lupdate`` marks a message as plural only when it is a ``self.tr(text, "",
    n)`` call in a class, so the plurals live here; the class's name is the context."""

    def tie(self, votes: int) -> str:
        """"Tie: %1 have 2 votes each." (``%1`` still to fill)."""
        return self.tr("Tie: %1 have %n vote(s) each.", "", votes)

    def players(self, n: int) -> str:
        """"7 players; %1" (``%1`` still to fill)."""
        return self.tr("%n player(s); %1", "", n)


_PLURALS = Report()


@dataclass(slots=True)
class VoteView:
    result: str
    tie: str
    last_votes: list[str]
    ballots: list[tuple[str, str, str]]
    chart: charts.Drawing
    chart_id: str


@dataclass(slots=True)
class PhaseView:
    anchor: str
    title: str
    kind: str
    times: str
    note: str | None
    summary: list[str]
    lines: list[Line]
    vote: VoteView | None
    alive: str


@dataclass(slots=True)
class ReportView:
    """The report, worded. ``labels`` holds every heading the templates show."""

    lang: str
    title: str
    subtitle: str
    labels: dict[str, str]
    outcome: str
    outcome_rule: str
    winners: str
    facts: list[tuple[str, str]]
    players: list[dict[str, object]]
    rules: list[tuple[str, str]]
    phases: list[PhaseView]
    alive_chart: charts.Drawing
    corrections: list[tuple[str, str, str, str]]
    notes: list[tuple[str, str]]
    show_notes: bool
    extra: dict[str, object] = field(default_factory=dict)


def labels() -> dict[str, str]:
    """The report's headings and column titles, translated (every family's headings,
    :func:`~mafia_desktop.reports.words.report_labels`, and the classic report's own)."""
    return {
        **report_labels(),
        "rules": translate("Report", "Rules"),
        "alive": translate("Report", "Who lived after each phase"),
        "alive_legend": translate("Report", "green: alive; red: died in this phase; grey: dead"),
        "votes": translate("Report", "The vote"),
        "ballots": translate("Report", "Standing votes at the close"),
        "candidate": translate("Report", "Candidate"),
        "count": translate("Report", "Votes"),
        "voters": translate("Report", "Voters"),
        "voter": translate("Report", "Voter"),
        "for": translate("Report", "For"),
        "time": translate("Report", "Time"),
        "number": translate("Report", "#"),
        "event": translate("Report", "What happened"),
    }


class Worder:
    """Words the events of one timeline (names by seat, statuses, rules)."""

    def __init__(self, t: Timeline) -> None:
        self.t = t

    def who(self, seat: int | None) -> str:
        """The name of ``seat`` for a sentence, direction-isolated ("nobody" for None)."""
        return isolate(self.t.name(seat)) if seat is not None else translate("Report", "nobody")

    def names(self, seats: tuple[int, ...] | list[int]) -> str:
        """The names of ``seats`` joined by ", ", each direction-isolated."""
        return ", ".join(isolate(self.t.name(s)) for s in seats)

    @staticmethod
    def rule(rule_id: str | None) -> str:
        """``R-VOTE-7`` -> "R-VOTE-7: Most votes is executed; …"."""
        return f"{rule_id}: {names.rule_title(rule_id)}" if rule_id else ""

    def status(self, status: str) -> str:
        return names.status_name(status)

    def event(self, e: Event) -> tuple[str, str]:
        """The sentence for one event and its CSS class."""
        w, s = self.who, self.status
        k = e.kind
        if k == "nominate":
            return fill(translate("Report", "%1 nominates %2."), w(e.actor), w(e.target)), ""
        if k == "open_vote":
            if e.flag:
                return fill(translate("Report", "The host opens the vote. Nobody was nominated, so every living "
                              "player is a candidate (R-VOTE-1): %1."), self.names(e.players)), ""
            return fill(translate("Report", "The host opens the vote. Candidates: %1."), self.names(e.players)), ""
        if k == "vote":
            if e.flag:
                return fill(translate("Report", "%1 votes again, for %2 (after withdrawing: a change, R-VOTE-3)."),
                           w(e.actor), w(e.target)), "change"
            if e.previous is not None:
                return fill(translate("Report", "%1 changes the vote from %2 to %3 (R-VOTE-3)."),
                           w(e.actor), w(e.previous), w(e.target)), "change"
            return fill(translate("Report", "%1 votes for %2."), w(e.actor), w(e.target)), ""
        if k == "withdraw_vote":
            return fill(translate("Report", "%1 withdraws the vote for %2 (R-VOTE-3)."),
                       w(e.actor), w(e.previous)), "change"
        if k == "execution":
            return fill(translate("Report", "The host closes the vote. %1 is executed. Status: %2."),
                       w(e.target), s(e.answer or "")), "death"
        if k == "protect":
            if e.previous is not None:
                return fill(translate("Report", "The doctor (%1) changes the protection from %2 to %3."),
                           w(e.actor), w(e.previous), w(e.target)), "secret"
            return fill(translate("Report", "The doctor (%1) protects %2 for the coming night."),
                       w(e.actor), w(e.target)), "secret"
        if k == "compare":
            return fill(translate("Report", "The journalist (%1) asks whether %2 and %3 have the same status. "
                          "The host answers: %4."), w(e.actor), w(e.target), w(e.other),
                       names.answer_name(e.answer or "")), "secret"
        if k == "end_day":
            return translate("Report", "The host ends the day."), "host"
        if k == "appoint_godfather":
            return fill(translate("Report", "%1 is appointed the new godfather (R-GF-1)."), w(e.target)), "secret"
        if k == "godfather_succession":
            return fill(translate("Report", "%1, the last mafia member, becomes the godfather (R-GF-1)."),
                       w(e.target)), "secret"
        if k == "godfather_pending":
            return translate("Report", "The godfather is dead: the mafia must name a new godfather before "
                      "it can kill again (R-GF-1)."), "secret"
        if k == "mafia_kill":
            if e.flag:
                text = fill(translate("Report", "The mafia chooses %1 on the word of %2 (R-MAF-3)."),
                           w(e.target), w(e.actor))
            else:
                text = fill(translate("Report", "The mafia chooses %1 (the godfather %2 decides)."),
                           w(e.target), w(e.actor))
            return self._kill_tail(text, e, "R-MAF-5"), "secret"
        if k == "mafia_pass":
            text = fill(translate("Report", "The mafia decides not to kill tonight (the godfather %1, R-MAF-2)."),
                       w(e.actor))
            if e.previous is not None:
                text += " " + fill(translate("Report", "This replaces the earlier choice of %1."), w(e.previous))
            return text, "secret"
        if k == "maniac_kill":
            text = fill(translate("Report", "The maniac (%1) chooses %2."), w(e.actor), w(e.target))
            return self._kill_tail(text, e, "R-MAN-2"), "secret"
        if k == "check":
            return fill(translate("Report", "The commissar (%1) checks %2. The host answers: %3."),
                       w(e.actor), w(e.target), s(e.answer or "")), "secret"
        if k == "end_night":
            return translate("Report", "The host ends the night."), "host"
        if k == "no_mafia_decision":
            return translate("Report", "The mafia made no decision: it has refused to kill (R-MAF-4)."), ""
        if k == "death":
            return fill(translate("Report", "%1 dies: %2. Status: %3."), w(e.target),
                       names.cause_name(e.cause or ""), s(e.answer or "")), "death"
        if k == "void_kill":
            return self.void(e), "void"
        if k == "host_kill":
            text = fill(translate("Report", "The host removes %1 from the game (R-HOST-1). Status: %2."),
                       w(e.target), s(e.answer or ""))
            if e.text:
                text += " " + fill(translate("Report", "Reason: %1"), isolate(e.text))
            return text, "death"
        if k == "game_over":
            return fill(translate("Report", "The game ends: %1"), self.outcome_text()), "end"
        return k, ""

    def _kill_tail(self, text: str, e: Event, rule: str) -> str:
        if e.previous is not None and e.previous != e.target:
            text += " " + fill(translate("Report", "This replaces the earlier choice of %1."), self.who(e.previous))
        if e.text:
            text += " " + fill(translate("Report", "Description: “%1”"), isolate(e.text))
        if not e.counts:
            text += " " + fill(translate("Report", "No description was given: this kill will not count (%1)."), rule)
        return text

    def void(self, e: Event) -> str:
        """Why a chosen night victim did not die."""
        killer = translate("Report", "The mafia's kill of %1") if e.cause == "mafia" else translate("Report", "The maniac's kill of %1")
        head = fill(killer, self.who(e.target))
        reasons = {
            "no_description": translate("Report", "no description was given, and this game's rules "
                                 "require one"),
            "godfather_died": translate("Report", "the godfather died this night"),
            "protected": translate("Report", "the doctor protected that player"),
            "target_dead": translate("Report", "that player was already dead"),
            "maniac_removed": translate("Report", "the host removed the maniac during the night"),
        }
        return fill(translate("Report", "%1 did not count: %2 (%3)."), head, reasons.get(e.reason or "", ""),
                   self.rule(e.rule))

    def outcome_text(self) -> str:
        o = self.t.outcome
        if o is None:
            return fill(translate("Report", "The game has not ended: it stands at %1 (%2)."),
                       names.phase_name(self.t.final_phase), names.stage_name(self.t.final_stage))
        if not o.winners:
            return translate("Report", "Nobody wins: a draw.")
        return fill(translate("Report", "%1 wins."), self.winners_text())

    def winners_text(self) -> str:
        o = self.t.outcome
        if o is None:
            return ""
        return winners_with_players(
            o.winners, "classic",
            lambda side: [p.name for p in self.t.players if Role(p.role).faction.value == side],
            lambda side, members: fill(translate("Report", "%1 (%2)"), side, members))

    def fate(self, p: PlayerReport) -> str:
        if p.death_cause is None:
            if self.t.outcome is None:
                return translate("Report", "alive")
            return translate("Report", "alive at the end")
        assert p.death_phase is not None  # a death has its phase
        return fill(translate("Report", "%1, %2"), names.cause_name(p.death_cause), names.phase_name(p.death_phase))

    def vote(self, p: PhaseReport, v: VoteRound) -> VoteView:
        w = self.who
        votes = dict(v.tally)
        top = max(votes.values(), default=0)
        if v.reason == "most_votes":
            result = fill(translate("Report", "%1 is executed with the most votes (%2), R-VOTE-7."),
                         w(v.executed), votes.get(v.executed, 0))
            tie = ""
        elif v.reason == "earliest_last_vote":
            result = fill(translate("Report", "%1 is executed: of the tied candidates, the last standing vote "
                            "for %1 came earliest (R-VOTE-7, earliest last vote)."), w(v.executed))
            tie = self._tie(v.tied, top)
        elif v.reason == "random" and len(v.tied) == 1:
            result = fill(translate("Report", "No vote stood; %1, the only candidate, is executed (R-VOTE-8)."),
                         w(v.executed))
            tie = ""
        elif v.reason == "random":
            result = fill(translate("Report", "No vote stood, so %1 was drawn at random among the candidates "
                            "(R-VOTE-8, from the game's recorded seed)."), w(v.executed))
            tie = fill(translate("Report", "No votes: every candidate had 0 (%1)."), self.names(v.tied))
        else:
            if top:
                tie = self._tie(v.tied, top)
            else:
                tie = fill(translate("Report", "No votes: every candidate had 0 (%1)."), self.names(v.tied))
            result = fill(translate("Report", "%1 is executed: the host chose among the tied candidates (%2, "
                            "host's choice)."), w(v.executed), v.rule)
        result += " " + fill(translate("Report", "Status: %1."), self.status(v.status))
        last = []
        for lv in v.last_votes:
            when = clock(lv.at)
            last.append(fill(translate("Report", "Last standing vote for %1: %2, action #%3%4"),
                            w(lv.candidate), w(lv.voter), lv.index + 1,
                            f" ({when})" if when else ""))
        voters: dict[int, list[str]] = {c: [] for c, _ in v.tally}
        for voter, target in v.ballots:
            voters.setdefault(target, []).append(isolate(self.t.name(voter)))
        bars = [(isolate(self.t.name(c)), n, c == v.executed) for c, n in v.tally]
        by_candidate = [(isolate(self.t.name(c)), str(n), ", ".join(voters.get(c, [])))
                        for c, n in v.tally]
        title = fill(translate("Report", "Votes at the close of %1"), names.phase_name(p.phase))
        return VoteView(result=result, tie=tie, last_votes=last,
                        ballots=by_candidate,
                        chart=charts.votes_chart(title, bars),
                        chart_id=f"votes-day-{p.phase.number}")

    def _tie(self, tied: tuple[int, ...], votes: int) -> str:
        return fill(names.english_plural(_PLURALS.tie(votes), votes), self.names(tied))


def _phase_summary(wd: Worder, p: PhaseReport) -> list[str]:
    out = []
    if p.phase.kind == "night" and p.protected:
        out.append(fill(translate("Report", "Protected tonight: %1 (R-DOC-2)."), wd.who(p.protected)))
    deaths = [e for e in p.events if e.kind in ("death", "host_kill", "execution")]
    if deaths:
        out.append(fill(translate("Report", "Died: %1."), ", ".join(
            fill(translate("Report", "%1 (%2)"), wd.who(e.target), names.status_name(e.answer or ""))
            for e in deaths)))
    elif p.complete:
        out.append(translate("Report", "Nobody died."))
    if not p.complete:
        out.append(translate("Report", "The log ends during this phase."))
    return out


def build_view(t: Timeline, lang: str = "en") -> ReportView:
    """Word a timeline for the renderers (translations as installed now)."""
    wd = Worder(t)
    phases: list[PhaseView] = []
    for p in t.phases:
        lines = []
        last_index = -1
        for e in p.events:  # the log number and time once per action
            text, css = wd.event(e)
            first = e.index != last_index
            lines.append(Line(e.index + 1 if first else 0, clock(e.at) if first else "",
                              text, css))
            last_index = e.index
        times = ""
        if p.started_at is not None and p.ended_at is not None:
            times = f"{clock(p.started_at)} – {clock(p.ended_at)}"
        phases.append(PhaseView(
            anchor=f"{p.phase.kind}-{p.phase.number}", title=names.phase_name(p.phase),
            kind=p.phase.kind, times=times, note=p.note, summary=_phase_summary(wd, p),
            lines=lines, vote=wd.vote(p, p.vote) if p.vote else None,
            alive=fill(translate("Report", "Alive after %1 (%2): %3."), names.phase_name(p.phase),
                      len(p.alive_after), wd.names(p.alive_after))))
    matrix = alive_matrix(t)
    legend = translate("Report", "green: alive; red: died in this phase; grey: dead")
    if len(t.phases) <= 12:
        columns = [translate("Report", "Start")] + [names.phase_name(p.phase) for p in t.phases]
    else:  # narrow columns: "D3" / "N3"
        columns = [translate("Report", "Start")] + [fill(translate("Report", "D%1") if p.phase.kind == "day" else translate("Report", "N%1"),
                                       p.phase.number) for p in t.phases]
        legend = fill(translate("Report", "%1. D = day, N = night."), legend)
    alive = [[seat in set(seats) for seat in range(1, t.setup.size + 1)] for _, seats in matrix]
    chart = charts.alive_chart(translate("Report", "Who lived after each phase"), columns,
                               [f"{p.seat}. {isolate(p.name)}" for p in t.players], alive)
    players = [{
        "seat": p.seat, "name": isolate(p.name), "role": names.role_name(p.role),
        "colour": role_colour(p.role, "classic"),
        "final_role": names.role_name(p.final_role) if p.final_role != p.role else "",
        "fate": wd.fate(p), "dead": p.death_cause is not None, "winner": p.winner,
        "note": p.note or "",
    } for p in t.players]
    rules = [(translate("Report", "Preset"), names.choice_name(t.preset)),
             (translate("Report", "First phase"), names.choice_name(t.first_phase))]
    for name, value in t.options:
        shown = names.choice_name(value) if isinstance(value, str) else (
            (translate("Report", "yes") if value else translate("Report", "no")) if isinstance(value, bool) else str(value))
        rules.append((names.option_label(name), shown))
    facts = game_facts(t)
    corrections = correction_rows(t.corrections, t.setup)
    o = t.outcome
    return ReportView(
        lang=lang, title=translate("Report", "Mafia: game report"),
        subtitle=fill(names.english_plural(_PLURALS.players(t.setup.size), t.setup.size),
                     wd.outcome_text()),
        labels=labels(), outcome=wd.outcome_text(),
        outcome_rule=wd.rule(o.rule) if o else "",
        winners=wd.winners_text(), facts=facts, players=players, rules=rules,
        phases=phases, alive_chart=chart, corrections=corrections,
        notes=list(t.notes), show_notes=t.include_notes, extra={"legend": legend})


__all__ = ["translate", "clock", "stamp", "labels", "Worder", "ReportView", "PhaseView",
           "VoteView", "Line", "build_view"]
