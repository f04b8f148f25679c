"""A classic game (RULES.md) as a timeline: the shared walk over the log
(:func:`mafia_desktop.reports.walk.walk`, the state before and after each action) with
the classic events (:func:`events_of`). Every fact comes from those states or from the
engine's own functions (:func:`~mafia_desktop.rules.resolve_night` for the night's
deaths and void kills); no rule is decided here a second time.

The result is plain frozen dataclasses with seats, role ids, rule ids and reason codes,
no Qt and no words: :mod:`.wording` words them.

>>> from mafia_desktop.rules import Game
>>> from mafia_desktop.rules.classic import Nominate, Role, make_setup, ruleset_from
>>> setup = make_setup([(1, "Anna", Role.GODFATHER), (2, "Boris", Role.CIVILIAN),
...                     (3, "Vera", Role.CIVILIAN), (4, "Gleb", Role.CIVILIAN)],
...                    ruleset_from("table"), rng_seed=1)
>>> game = Game(setup)
>>> _ = game.push(Nominate(by=2, target=1))
>>> t = build_timeline(game)
>>> [(e.kind, e.actor, e.target) for e in t.phases[0].events]
[('nominate', 2, 1)]
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TypeGuard

from mafia_desktop.rules import Game, Phase
from mafia_desktop.rules.classic import (
    GameState,
    Outcome,
    Role,
    Setup,
    Stage,
    resolve_night,
)
from mafia_desktop.rules.classic import actions as A
from mafia_desktop.rules.family import AnyAction, AnyState
from mafia_desktop.rules.options import OptionValue

from ..walk import Correction, UndoneAction, correct, split_notes, times, walk

#: Event kinds and the fields each one fills (``index`` and ``at`` always).
EVENT_KINDS: dict[str, str] = {
    "nominate": "actor nominates target",
    "open_vote": "the vote opens; players = the candidates; flag = everyone is a candidate "
                 "(nobody was nominated, R-VOTE-1)",
    "vote": "actor votes for target; previous = the target changed away from; "
            "flag = a vote after a withdrawal",
    "withdraw_vote": "actor withdraws the vote for previous",
    "execution": "the vote closes: see PhaseReport.vote (target = the executed, answer = status)",
    "protect": "actor (the doctor) protects target for the night; previous = the choice replaced",
    "compare": "actor (the journalist) compares target and other; answer = same/different",
    "end_day": "the day ends",
    "appoint_godfather": "target is appointed godfather (R-GF-1)",
    "godfather_succession": "target, the last mafia member, becomes godfather (R-GF-1)",
    "godfather_pending": "the godfather is dead: the mafia must name a new one (R-GF-1)",
    "mafia_kill": "the mafia chooses target on actor's word; text = description; "
                  "counts False = no required description (R-MAF-5); previous = target replaced; "
                  "flag = actor is not the godfather (R-MAF-3)",
    "mafia_pass": "the mafia decides not to kill (R-MAF-2); previous = target replaced",
    "maniac_kill": "actor (the maniac) chooses target; text, counts, previous as mafia_kill",
    "check": "actor (the commissar) checks target; answer = the status",
    "end_night": "the night ends; protected = players[0] if any",
    "no_mafia_decision": "the night ended with no mafia decision (R-MAF-4)",
    "death": "target dies; cause = execution/mafia/maniac/mafia+maniac/host; answer = status",
    "void_kill": "cause (mafia or maniac) chose target but the kill did not count: rule (the "
                 "engine's), reason (VOID_REASONS[rule])",
    "host_kill": "the host removes target; text = reason; answer = status (R-HOST-1)",
    "game_over": "the game ends; see Timeline.outcome",
}

#: Why a night kill did not count: the rule of the engine's void kill
#: (:func:`~mafia_desktop.rules.resolve_night`) -> the reason code the report words.
VOID_REASONS: dict[str, str] = {
    "R-MAF-5": "no_description",
    "R-MAN-2": "no_description",
    "R-GF-2": "godfather_died",
    "R-DOC-2": "protected",
    "R-NIGHT-1": "target_dead",
    "R-HOST-1": "maniac_removed",
}


@dataclass(frozen=True, slots=True)
class Event:
    """One line of a phase's story (see :data:`EVENT_KINDS` for what each kind fills).

    Attributes:
        index: the log index (0-based) of the action behind the event.
        kind: a key of :data:`EVENT_KINDS`.
        at: the action's time, or ``None`` where the log has none.
        actor, target, other, previous: seats (1..N) or ``None``.
        players: seats (the candidates of an opened vote; tonight's protected player).
        text: a kill's description or a removal's reason, as the host typed it.
        answer: a status (role or faction id) or a comparison's ``same``/``different``.
        cause: a cause of death, or ``mafia``/``maniac`` for a void kill.
        rule: the rule ID that explains the event, if any.
        reason: a reason code (a value of :data:`VOID_REASONS`, or an execution's reason).
        counts: False for a kill that will not count (no required description).
        flag: a kind-specific yes/no (see :data:`EVENT_KINDS`).
    """

    index: int
    kind: str
    at: datetime | None = None
    actor: int | None = None
    target: int | None = None
    other: int | None = None
    previous: int | None = None
    players: tuple[int, ...] = ()
    text: str | None = None
    answer: str | None = None
    cause: str | None = None
    rule: str | None = None
    reason: str | None = None
    counts: bool = True
    flag: bool = False


@dataclass(frozen=True, slots=True)
class LastVote:
    """For a tied candidate: the standing vote given last for them (R-VOTE-7)."""

    candidate: int
    voter: int | None
    index: int
    at: datetime | None


@dataclass(frozen=True, slots=True)
class VoteRound:
    """A day's vote as it closed (R-VOTE-*, R-EXEC-1).

    Attributes:
        candidates: the candidates at the close, in nomination order.
        ballots: ``(voter, target)`` for every standing vote at the close, in voter order.
        tally: ``(candidate, votes)`` per candidate, in candidate order.
        tied: the candidates with the most votes (one when there was no tie; every
            candidate when no vote stood).
        reason: ``most_votes``, ``earliest_last_vote``, ``host_choice`` or ``random``.
        rule: the rule that chose (``R-VOTE-7`` with votes, ``R-VOTE-8`` without).
        executed: the executed seat; ``status`` their true role id (R-HOST-2).
        last_votes: for a tie broken by ``earliest_last_vote``, each tied candidate's
            last standing vote (the earliest of these decided).
        index, at: the ``close_vote`` action.
    """

    candidates: tuple[int, ...]
    ballots: tuple[tuple[int, int], ...]
    tally: tuple[tuple[int, int], ...]
    tied: tuple[int, ...]
    reason: str
    rule: str
    executed: int
    status: str
    last_votes: tuple[LastVote, ...]
    index: int
    at: datetime | None


@dataclass(frozen=True, slots=True)
class PhaseReport:
    """One day or night: its events in log order, its vote (days), and who lived after.

    ``protected`` is the player the doctor protected for this night (nights), ``None``
    otherwise. ``alive_after`` lists the living seats after the phase's last action.
    ``first_index``/``last_index`` bound the phase's actions in the log.
    """

    phase: Phase
    events: tuple[Event, ...]
    vote: VoteRound | None
    protected: int | None
    alive_after: tuple[int, ...]
    first_index: int
    last_index: int
    started_at: datetime | None
    ended_at: datetime | None
    complete: bool
    note: str | None = None


@dataclass(frozen=True, slots=True)
class PlayerReport:
    """A seat at the table: the dealt role, the role at the end (an appointed godfather),
    how and when the player died (``None``: alive at the end), and the host's note."""

    seat: int
    name: str
    role: str
    final_role: str
    death_cause: str | None
    death_phase: Phase | None
    death_index: int | None
    winner: bool
    note: str | None = None


@dataclass(frozen=True, slots=True)
class Timeline:
    """A whole game, ready to word: the setup, the phases, the end.

    ``options`` are the ruleset's options that differ from its preset. ``deal`` is how
    the roles were dealt (``"hand"``, ``"random"``, ``"import"`` as storage records it,
    or ``None`` when not known; R-SETUP-4).
    ``final_phase``/``final_stage`` say where the game stands after the last action.
    ``notes`` are host notes not tied to a player or a phase (``(key, text)``).
    """

    setup: Setup
    players: tuple[PlayerReport, ...]
    preset: str
    options: tuple[tuple[str, OptionValue], ...]
    rng_seed: int
    first_phase: str
    deal: str | None
    phases: tuple[PhaseReport, ...]
    outcome: Outcome | None
    final_phase: Phase
    final_stage: Stage
    action_count: int
    started_at: datetime | None
    ended_at: datetime | None
    corrections: tuple[Correction, ...]
    notes: tuple[tuple[str, str], ...]
    include_notes: bool

    def name(self, seat: int) -> str:
        """The name of the player in ``seat``."""
        return self.setup.name(seat)


def events_of(a: A.Action, k: int, before: GameState, after: GameState) -> list[Event]:
    """The events of action ``a``, the log's ``k``-th (between ``before`` and ``after``):
    the classic event extractor of the shared walk."""
    at = a.at
    out: list[Event] = []
    add = out.append
    if isinstance(a, A.Nominate):
        add(Event(k, "nominate", at, actor=a.by, target=a.target))
    elif isinstance(a, A.OpenVote):
        add(Event(k, "open_vote", at, players=after.candidates, flag=not before.nominations))
    elif isinstance(a, A.Vote):
        b = before.ballots[a.by - 1]
        prev = b.target if b is not None and b.target != a.target else None
        add(Event(k, "vote", at, actor=a.by, target=a.target, previous=prev,
                  flag=b is not None and b.withdrawn))
    elif isinstance(a, A.WithdrawVote):
        b = before.ballots[a.by - 1]
        add(Event(k, "withdraw_vote", at, actor=a.by,
                  previous=b.target if b is not None else None))
    elif isinstance(a, A.CloseVote):
        ex = after.execution
        assert ex is not None
        add(Event(k, "execution", at, target=ex.seat, players=ex.tied, reason=ex.reason,
                  answer=after.deaths[-1].status, rule=_vote_rule(ex.tally)))
    elif isinstance(a, A.Protect):
        add(Event(k, "protect", at, actor=before.holder(Role.DOCTOR), target=a.target,
                  previous=before.doctor_choice if before.doctor_choice != a.target else None))
    elif isinstance(a, A.Compare):
        add(Event(k, "compare", at, actor=before.holder(Role.JOURNALIST), target=a.a,
                  other=a.b, answer=after.comparisons[-1].answer))
    elif isinstance(a, A.EndDay):
        add(Event(k, "end_day", at))
    elif isinstance(a, A.AppointGodfather):
        add(Event(k, "appoint_godfather", at, target=a.player, rule="R-GF-1"))
    elif isinstance(a, A.MafiaKill):
        m = after.mafia
        assert m is not None
        add(Event(k, "mafia_kill", at, actor=m.decided_by, target=a.target,
                  text=a.description, counts=m.counts, previous=_replaced(before),
                  flag=a.decided_by is not None and a.decided_by != before.godfather,
                  rule=None if m.counts else "R-MAF-5"))
    elif isinstance(a, A.MafiaPass):
        add(Event(k, "mafia_pass", at, actor=before.godfather, previous=_replaced(before),
                  rule="R-MAF-2"))
    elif isinstance(a, A.ManiacKill):
        k_ = after.maniac
        assert k_ is not None
        prev = before.maniac.target if before.maniac is not None else None
        add(Event(k, "maniac_kill", at, actor=before.holder(Role.MANIAC), target=a.target,
                  text=a.description, counts=k_.counts, previous=prev,
                  rule=None if k_.counts else "R-MAN-2"))
    elif isinstance(a, A.Check):
        add(Event(k, "check", at, actor=before.holder(Role.COMMISSAR), target=a.target,
                  answer=after.checks[-1].status, rule="R-COM-1"))
    elif isinstance(a, A.EndNight):
        out.extend(_night_end(k, at, before))
    elif isinstance(a, A.HostKill):
        add(Event(k, "host_kill", at, target=a.target, text=a.reason,
                  answer=after.deaths[-1].status, rule="R-HOST-1"))
    # Deaths the action itself does not already tell (the night's kills).
    if not isinstance(a, (A.CloseVote, A.HostKill)):
        for d in after.deaths[len(before.deaths):]:
            add(Event(k, "death", at, target=d.seat, cause=d.cause, answer=d.status,
                      rule="R-NIGHT-1" if d.cause != "execution" else "R-VOTE-7"))
    # The godfather's succession (R-GF-1), told where it happens.
    if not isinstance(a, A.AppointGodfather):
        if after.godfather is not None and after.godfather != before.godfather:
            add(Event(k, "godfather_succession", at, target=after.godfather, rule="R-GF-1"))
        elif after.godfather_pending and not before.godfather_pending:
            add(Event(k, "godfather_pending", at, rule="R-GF-1"))
    if after.outcome is not None and before.outcome is None:
        add(Event(k, "game_over", at, rule=after.outcome.rule))
    return out


def _vote_rule(tally: tuple[tuple[int, int], ...]) -> str:
    return "R-VOTE-7" if any(v for _, v in tally) else "R-VOTE-8"


def _replaced(before: GameState) -> int | None:
    m = before.mafia
    return m.target if m is not None else None


def _night_end(k: int, at: datetime | None, s: GameState) -> list[Event]:
    """The night's end: its protection, and the kills that did not count with the rule
    that voids each, as the engine's :func:`resolve_night` gives them (a mafia that made
    no decision, R-MAF-4, is told as ``no_mafia_decision``). The dead come from the state
    after (``death`` events)."""
    out = [Event(k, "end_night", at, players=(s.protected,) if s.protected else ())]
    m = s.mafia
    for void in resolve_night(s).void:
        if void.rule == "R-MAF-4":
            out.append(Event(k, "no_mafia_decision", at, rule="R-MAF-4"))
            continue
        actor = m.decided_by if void.killer == "mafia" and m is not None else None
        out.append(Event(k, "void_kill", at, target=void.target, cause=void.killer,
                         reason=VOID_REASONS[void.rule], rule=void.rule, actor=actor))
    return out


def _vote_round(actions: Sequence[AnyAction], k: int, before: GameState,
                after: GameState) -> VoteRound:
    ex = after.execution
    assert ex is not None
    ballots = tuple((i + 1, b.target) for i, b in enumerate(before.ballots)
                    if b is not None and b.target is not None)
    last: list[LastVote] = []
    if ex.reason == "earliest_last_vote":
        for c in ex.tied:
            best: tuple[int, int] | None = None  # (cast_at, voter)
            for i, b in enumerate(before.ballots):
                if b is not None and b.target == c and (best is None or b.cast_at > best[0]):
                    best = (b.cast_at, i + 1)
            if best is not None:
                last.append(LastVote(c, best[1], best[0], actions[best[0]].at))
    return VoteRound(
        candidates=before.candidates, ballots=ballots, tally=ex.tally, tied=ex.tied,
        reason=ex.reason, rule=_vote_rule(ex.tally), executed=ex.seat,
        status=after.deaths[-1].status, last_votes=tuple(last), index=k,
        at=actions[k].at)


def _classic(states: Sequence[AnyState]) -> TypeGuard[Sequence[GameState]]:
    """True when ``states`` are the classic family's."""
    return all(isinstance(s, GameState) for s in states)


def build_timeline(game: Game, *, corrections: Iterable[UndoneAction] = (),
                   notes: Mapping[str, str] | None = None, include_notes: bool = False,
                   deal: str | None = None) -> Timeline:
    """Walk ``game``'s log into a :class:`Timeline`.

    Args:
        game: a game (any point: ended or not, even with no actions).
        corrections: the host's undone actions, items with ``.index`` (the log position
            the action had), ``.action`` (the action) and ``.undone_at`` (aware datetime
            or ``None``), e.g. from storage; listed in the order given.
        notes: host notes, key -> text: ``"player:SEAT"``, ``"phase:day:N"`` /
            ``"phase:night:N"``, or any other key (a general note).
        include_notes: notes are left out unless this is True (they can hold secrets).
        deal: how the roles were dealt (``"hand"``, ``"random"``, ``"import"``: storage's
            ``GameInfo.deal``), if the caller knows.
    Returns:
        the timeline; nothing in ``game`` is changed.
    Raises:
        TypeError: ``game`` is not a classic game.
    """
    setup = game.setup
    states = game.states()
    if not isinstance(setup, Setup) or not _classic(states):
        raise TypeError("build_timeline needs a classic game (RULES.md)")
    actions = game.actions  # one copy: each action is looked at once (linear in the log)
    n = len(actions)
    split = split_notes(notes, setup.size, include_notes)
    phases = []
    for w in walk(actions, states, events_of, split):
        closes = [k for k in range(w.first_index, w.last_index + 1)
                  if isinstance(actions[k], A.CloseVote)]
        vote = (_vote_round(actions, closes[-1], states[closes[-1]], states[closes[-1] + 1])
                if closes else None)
        phases.append(PhaseReport(
            phase=w.phase, events=w.events, vote=vote,
            protected=states[w.first_index].protected if w.phase.kind == "night" else None,
            alive_after=w.alive_after, first_index=w.first_index, last_index=w.last_index,
            started_at=w.started_at, ended_at=w.ended_at, complete=w.complete, note=w.note))
    player_notes, other_notes = split.players, split.other

    final = states[-1]  # the game's state
    dead = {d.seat: d for d in final.deaths}
    winners = set(final.outcome.winners) if final.outcome else set()
    players = tuple(
        PlayerReport(seat=p.seat, name=p.name, role=p.role.value,
                     final_role=final.role(p.seat).value,
                     death_cause=dead[p.seat].cause if p.seat in dead else None,
                     death_phase=dead[p.seat].phase if p.seat in dead else None,
                     death_index=dead[p.seat].index if p.seat in dead else None,
                     winner=p.role.faction in winners, note=player_notes.get(p.seat))
        for p in setup.players)
    first, last = times(actions)
    return Timeline(
        setup=setup, players=players, preset=setup.ruleset.preset,
        options=tuple(sorted(setup.ruleset.overrides().items())), rng_seed=setup.rng_seed,
        first_phase=setup.ruleset.first_phase, deal=deal, phases=tuple(phases),
        outcome=final.outcome, final_phase=final.phase, final_stage=final.stage,
        action_count=n, started_at=first, ended_at=last,
        corrections=correct(setup, actions, states, corrections),
        notes=tuple(other_notes), include_notes=include_notes)


def alive_matrix(timeline: Timeline) -> Sequence[tuple[str, tuple[int, ...]]]:
    """``("start", all seats)`` then ``(phase label key, living seats)`` per phase: the
    data of the "who lived after each phase" picture."""
    out: list[tuple[str, tuple[int, ...]]] = [
        ("start", tuple(range(1, timeline.setup.size + 1)))]
    for p in timeline.phases:
        out.append((f"{p.phase.kind}:{p.phase.number}", p.alive_after))
    return out


__all__ = ["EVENT_KINDS", "VOID_REASONS", "Event", "LastVote", "VoteRound", "PhaseReport",
           "PlayerReport", "Correction", "Timeline", "UndoneAction", "build_timeline",
           "events_of", "alive_matrix"]
