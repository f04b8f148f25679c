"""Words for a :class:`~.sport_report.SportProtocol`: the sport report as the renderers show it.

As :mod:`.wording` does for the classic game: every sentence goes through
``QCoreApplication.translate("Report", …)`` with ``%1``-style arguments filled by
:func:`~mafia_desktop.i18n.fill.fill` in one pass, every player name and typed text in a
sentence is direction-isolated (:func:`~mafia_desktop.i18n.fill.isolate`), and sport names
come from :mod:`mafia_desktop.i18n.sport.names`. The result (:class:`SportReportView`)
is plain strings: the template only lays it out (and escapes every value).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from mafia_desktop.i18n import names
from mafia_desktop.i18n.fill import fill, isolate
from mafia_desktop.i18n.outcome import role_colour
from mafia_desktop.i18n.sport import names as sn

from ..words import Line, clock, correction_rows, game_facts, winners_with_players
from .timeline import SportEvent, SportPhase, SportPlayerRow, SportProtocol

translate = QCoreApplication.translate


@dataclass(slots=True)
class RoundView:
    """One counted round: its title, ``rows`` ``(candidate, count, voters)`` (none for
    a sole candidate, who leaves without a ballot, S-VOTE-1) and the result sentence."""

    title: str
    rows: list[tuple[str, str, str]]
    result: str
    raise_all: bool


@dataclass(slots=True)
class SportPhaseView:
    anchor: str
    title: str
    kind: str
    times: str
    note: str | None
    nominations: list[str]
    rounds: list[RoundView]
    lines: list[Line]
    alive: str


@dataclass(slots=True)
class SportReportView:
    """The sport report, worded. ``labels`` holds every heading the template shows;
    ``players`` one dict per seat (seat, name, role, team, fouls, left, points, extras,
    winner, dead, note)."""

    lang: str
    title: str
    labels: dict[str, str]
    outcome: str
    outcome_rule: str
    winners: str
    facts: list[tuple[str, str]]
    players: list[dict[str, object]]
    checks: list[tuple[str, str, str, str]]
    shots: list[tuple[str, str]]
    best_moves: list[str]
    phases: list[SportPhaseView]
    rules: list[tuple[str, str]]
    corrections: list[tuple[str, str, str, str]]
    notes: list[tuple[str, str]]
    show_notes: bool


def sport_labels() -> dict[str, str]:
    """The sport report's headings and column titles, translated."""
    return {
        "protocol": translate("Report", "Protocol"),
        "legend": translate("Report", "The winning team in bold; players who left in grey."),
        "seat": translate("Report", "Seat"), "name": translate("Report", "Name"),
        "role": translate("Report", "Role"), "team": translate("Report", "Team"),
        "fouls": translate("Report", "Fouls"), "left": translate("Report", "Left the game"),
        "points": translate("Report", "Points"), "extras": translate("Report", "Best move, penalties, bonuses"),
        "note": translate("Report", "Host's note"),
        "night": translate("Report", "Night"), "checks": translate("Report", "Checks"),
        "checker": translate("Report", "Who checks"), "target": translate("Report", "Whom"),
        "answer": translate("Report", "Answer"), "shots": translate("Report", "Shots"),
        "shot": translate("Report", "Shot"), "best_move": translate("Report", "Best move"),
        "no_best_move": translate("Report", "No best move was named."),
        "no_checks": translate("Report", "No checks."),
        "nominations": translate("Report", "Nominations"),
        "no_nominations": translate("Report", "Nobody was nominated."),
        "candidate": translate("Report", "Candidate"), "count": translate("Report", "Votes"),
        "voters": translate("Report", "Voters"), "timeline": translate("Report", "The game, phase by phase"),
        "number": "#", "time": translate("Report", "Time"),
        "event": translate("Report", "What happened"),
        "no_events": translate("Report", "Nothing was entered in this phase."),
        "result": translate("Report", "Result"), "rules": translate("Report", "Rules"),
        "contents": translate("Report", "Contents"),
        "corrections": translate("Report", "Host's corrections"),
        "corrections_intro": translate("Report", "Actions the host entered and then undid; they are not part of "
                                       "the game. Players' names corrected are listed too."),
        "at_position": translate("Report", "At action"), "phase": translate("Report", "Phase"),
        "undone": translate("Report", "Undone action"), "undone_at": translate("Report", "Undone at"),
        "notes": translate("Report", "Host's notes"),
        "generated": translate("Report", "Made by Mafia Desktop from the game log."),
    }


def number(value: float, sign: bool = False) -> str:
    """Points as a club writes them: ``1``, ``1.25``, ``-0.5`` (``+0.3`` with ``sign``)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    text = "0" if text in ("-0", "") else text
    return f"+{text}" if sign and value > 0 else text


class SportWorder:
    """Words the events of one protocol (names by seat, rules)."""

    def __init__(self, p: SportProtocol) -> None:
        self.p = p

    def who(self, seat: int | None) -> str:
        """A name for a sentence, direction-isolated ("nobody" for None)."""
        return isolate(self.p.name(seat)) if seat is not None else \
            translate("Report", "nobody")

    def names(self, seats: tuple[int, ...] | list[int]) -> str:
        """Names joined by ", ", each direction-isolated ("nobody" for none)."""
        return ", ".join(isolate(self.p.name(s)) for s in seats) if seats else \
            translate("Report", "nobody")

    @staticmethod
    def rule(rule_id: str | None) -> str:
        """``S-WIN-1`` -> "S-WIN-1: Red wins when …"."""
        return f"{rule_id}: {sn.rule_title(rule_id)}" if rule_id else ""

    def event(self, e: SportEvent) -> tuple[str, str]:
        """The sentence for one event and its CSS class."""
        w, k = self.who, e.kind
        if k == "nominate":
            return fill(translate("Report", "%1 nominates %2."), w(e.actor), w(e.target)), ""
        if k == "withdraw":
            return fill(translate("Report", "%1 withdraws the nomination of %2 (S-NOM-2)."),
                        w(e.actor), w(e.target)), "change"
        if k == "round" and e.round is not None:
            return self.round_result(e), "vote"
        if k == "departure":
            return fill(translate("Report", "%1 leaves the game: %2. Role: %3."), w(e.target),
                        sn.cause_name(e.cause or ""), sn.role_name(e.answer or "")), "death"
        if k == "shot":
            return fill(translate("Report", "The black team shoots %1."), w(e.target)), "secret"
        if k == "miss":
            return translate("Report", "The black team missed: nobody is shot (S-SHOT-1)."), "secret"
        if k == "check":
            text = (translate("Report", "The don (%1) checks %2: %3.") if e.by == "don" else
                    translate("Report", "The sheriff (%1) checks %2: %3."))
            return fill(text, w(e.actor), w(e.target), sn.answer_name(e.answer or "")), "secret"
        if k == "best_move":
            return fill(translate("Report", "Best move of %1: %2. Black among them: %3 of %4."),
                        w(e.actor), self.names(e.players), e.number, len(e.players)), "best"
        if k == "foul":
            return fill(translate("Report", "Foul to %1 (fouls now: %2)."), w(e.target),
                        e.number), "foul"
        if k == "penalty":
            text = fill(translate("Report", "Penalty for %1: %2 (%3)."), w(e.target),
                        sn.penalty_name(e.cause or ""), e.rule or "")
            return text + self._reason(e.text), "death"
        if k == "bonus":
            text = fill(translate("Report", "The host gives %1 %2 points."), w(e.target),
                        number(e.value, sign=True))
            return text + self._reason(e.text), ""
        if k == "vote_cancelled":
            return translate("Report", "Today's vote is cancelled by the removal (S-FOUL-4)."), "void"
        if k == "next_vote_cancelled":
            return translate("Report", "The next day's vote is cancelled by the removal (S-FOUL-4)."), "void"
        if k == "end_day":
            return translate("Report", "The host ends the day."), "host"
        if k == "end_night":
            return translate("Report", "The host ends the night."), "host"
        if k == "game_over":
            return fill(translate("Report", "The game ends: %1"), self.outcome_text()), "end"
        return k, ""

    @staticmethod
    def _reason(text: str | None) -> str:
        return " " + fill(translate("Report", "Reason: %1"), isolate(text)) if text else ""

    def round_result(self, e: SportEvent) -> str:
        """What a counted round decided (S-VOTE-*, S-TIE-*)."""
        r = e.round
        assert r is not None
        if r.kind == "raise_all":
            voters = r.votes[0][1] if r.votes else ()
            head = fill(translate("Report", "Raise-all: %1 of %2 players in the game are for all of them leaving."),
                        len(voters), e.living)
            if r.leaving:
                return head + " " + fill(translate("Report", "All of them leave: %1 (S-TIE-2)."),
                                         self.names(r.leaving))
            return head + " " + translate("Report", "Nobody leaves (S-TIE-2).")
        if r.result == "single":
            if r.leaving:
                return fill(translate("Report", "The only candidate, %1, leaves without a ballot (S-VOTE-1)."),
                            self.names(r.leaving))
            return fill(translate("Report", "The only candidate on day 1, %1: no vote, nobody leaves (S-VOTE-1)."),
                        self.names(r.candidates))
        tally = dict((c, len(vs)) for c, vs in r.votes)
        if r.result == "leaves":
            return fill(translate("Report", "Round %1: %2 leaves with %3 votes (S-VOTE-4)."), r.round,
                        self.names(r.leaving), tally.get(r.leaving[0], 0))
        most = max(tally.values(), default=0)
        tied = [c for c, n in tally.items() if n == most]
        if r.result == "tie":
            return fill(translate("Report", "Round %1: a tie between %2 (%3 votes each): defence speeches and a revote (S-TIE-1)."),
                        r.round, self.names(tied), most)
        if r.result == "raise_all":
            return fill(translate("Report", "Round %1: the same tie again between %2: the host asks whether all of them leave (S-TIE-2)."),
                        r.round, self.names(tied))
        return fill(translate("Report", "Round %1: every player in the game is tied (%2): nobody leaves (S-TIE-3)."),
                    r.round, self.names(tied))

    def round_view(self, e: SportEvent) -> RoundView:
        """A round's table: per candidate the votes and every voter by name."""
        r = e.round
        assert r is not None
        if r.kind == "raise_all":
            voters = r.votes[0][1] if r.votes else ()
            rows = [(translate("Report", "For all of them leaving"), str(len(voters)),
                     self.names(voters) if voters else "—")]
            title = fill(translate("Report", "Raise-all: %1"), self.names(r.candidates))
            return RoundView(title, rows, self.round_result(e), True)
        rows = [] if r.result == "single" else [  # S-VOTE-1: no ballot was held
            (isolate(self.p.name(c)), str(len(vs)), self.names(vs) if vs else "—")
            for c, vs in r.votes]
        title = (translate("Report", "Vote") if r.round == 1 else
                 fill(translate("Report", "Revote (round %1)"), r.round))
        return RoundView(title, rows, self.round_result(e), False)

    def outcome_text(self) -> str:
        """The result in one sentence."""
        o = self.p.outcome
        if o is None:
            return fill(translate("Report", "The game has not ended: it stands at %1."),
                        names.phase_name(self.p.final_phase))
        if not o.winners:
            return translate("Report", "A draw: nobody wins.")
        if o.winners[0].value == "red":
            return translate("Report", "The red team wins.")
        return translate("Report", "The black team wins.")

    def winners_text(self) -> str:
        """The winning team's players: "Red: Anna, Vera, …"."""
        o = self.p.outcome
        if o is None:
            return ""
        return winners_with_players(
            o.winners, "sport", lambda side: [p.name for p in self.p.players if p.team == side],
            lambda side, members: fill(translate("Report", "%1: %2"), side, members))

    def left(self, row: SportPlayerRow) -> str:
        if row.left_cause is None:
            return (translate("Report", "in the game at the end") if self.p.outcome
                    else translate("Report", "in the game"))
        assert row.left_phase is not None
        return fill(translate("Report", "%1, %2"), sn.cause_name(row.left_cause),
                    names.phase_name(row.left_phase))

    def extras(self, row: SportPlayerRow) -> str:
        """The items behind a player's points, besides the win."""
        out = []
        if row.best_move is not None:
            out.append(fill(translate("Report", "best move: %1 black of %2"), row.best_move.black,
                            len(row.best_move.guesses)))
        for kind, reason in row.penalties:
            out.append(sn.penalty_name(kind) + (f" ({isolate(reason)})" if reason else ""))
        for value, reason in row.bonuses:
            text = fill(translate("Report", "bonus %1"), number(value, sign=True))
            out.append(text + (f" ({isolate(reason)})" if reason else ""))
        return "; ".join(out)


def _phase_view(wd: SportWorder, ph: SportPhase) -> SportPhaseView:
    lines, shown = [], -1
    for e in ph.events:
        text, css = wd.event(e)
        first = e.index != shown
        lines.append(Line(e.index + 1 if first else 0, clock(e.at) if first else "", text, css))
        shown = e.index
    times = ""
    if ph.started_at is not None and ph.ended_at is not None:
        times = f"{clock(ph.started_at)} – {clock(ph.ended_at)}"
    noms = [fill(translate("Report", "%1 → %2"), wd.who(b), wd.who(c)) for b, c in ph.nominations]
    if not ph.complete:
        lines.append(Line(0, "", translate("Report", "The log ends during this phase."), "host"))
    return SportPhaseView(
        anchor=f"{ph.phase.kind}-{ph.phase.number}", title=names.phase_name(ph.phase),
        kind=ph.phase.kind, times=times, note=ph.note, nominations=noms,
        rounds=[wd.round_view(e) for e in ph.rounds], lines=lines,
        alive=fill(translate("Report", "In the game after %1 (%2): %3."),
                   names.phase_name(ph.phase), len(ph.alive_after), wd.names(ph.alive_after)))


def build_sport_view(p: SportProtocol, lang: str = "en") -> SportReportView:
    """Word a sport protocol for the renderers (translations as installed now)."""
    wd = SportWorder(p)
    players = [{
        "seat": r.seat, "name": r.name, "role": sn.role_name(r.role),
        "colour": role_colour(r.role, "sport"),
        "team": sn.team_name(r.team), "fouls": str(r.fouls) if r.fouls else "",
        "left": wd.left(r), "points": number(r.points), "extras": wd.extras(r),
        "winner": r.winner, "dead": r.left_cause is not None, "note": r.note or "",
    } for r in p.players]
    checks = [(str(c.night), fill(translate("Report", "%1 (%2)"), sn.role_name(c.by),
                                  wd.who(_holder(p, c.by))),
               isolate(p.name(c.target)), sn.answer_name(c.answer)) for c in p.checks]
    shots = []
    for ph in p.phases:
        for e in ph.events:
            if e.kind == "shot":
                shots.append((names.phase_name(ph.phase), isolate(p.name(e.target or 0))))
            elif e.kind == "miss":
                shots.append((names.phase_name(ph.phase), translate("Report", "missed")))
    best = [fill(translate("Report", "%1 names %2: %3 of them black."), wd.who(b.by),
                 wd.names(b.guesses), b.black) for b in p.best_moves]
    rules = [(translate("Report", "Family"), translate("Report", "Sport mafia")),
             (translate("Report", "Preset"), sn.choice_name(p.preset))]
    for name, value in p.options:
        shown = (sn.choice_name(value) if isinstance(value, str) else
                 (sn.choice_name("yes" if value else "no")) if isinstance(value, bool) else
                 number(value) if isinstance(value, float) else str(value))
        rules.append((sn.option_label(name), shown))
    facts = game_facts(p)
    corrections = correction_rows(p.corrections, p.setup)
    return SportReportView(
        lang=lang, title=translate("Report", "Sport mafia: game protocol"),
        labels=sport_labels(), outcome=wd.outcome_text(),
        outcome_rule=wd.rule(p.outcome.rule) if p.outcome else "",
        winners=wd.winners_text(), facts=facts, players=players, checks=checks,
        shots=shots, best_moves=best, phases=[_phase_view(wd, ph) for ph in p.phases],
        rules=rules, corrections=corrections, notes=list(p.notes),
        show_notes=p.include_notes)


def _holder(p: SportProtocol, role: str) -> int | None:
    return next((r.seat for r in p.players if r.role == role), None)


__all__ = ["RoundView", "SportPhaseView", "SportReportView", "SportWorder", "build_sport_view",
           "number", "sport_labels"]
