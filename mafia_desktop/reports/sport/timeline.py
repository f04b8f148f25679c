"""A sport game (RULES_SPORT.md) as the protocol clubs keep: a walk over the engine's states.

:func:`build_sport_protocol` is the shared walk (:func:`mafia_desktop.reports.walk.walk`)
with the sport events (:func:`events_of`): for each action ``k`` it compares the state
before (``states[k]``) with the state after (``states[k + 1]``) and reports what the
engine recorded: new departures, vote rounds, checks, best moves, fouls, penalties,
bonuses, a shot, a cancelled vote, the end. Points come from
:func:`~mafia_desktop.rules.sport.points`. No rule is decided here a second time; the
only things read from the actions themselves are what the host entered (a nomination, a
withdrawal, a shot's target, a bonus's reason).

The result is plain frozen dataclasses with seats, role ids and rule ids, no Qt and no
words: :mod:`.wording` words them.

>>> from mafia_desktop.rules import Game
>>> from mafia_desktop.rules.sport import SportEndNight, SportNominate
>>> from mafia_desktop.rules.sport.random_player import random_sport_setup
>>> import random
>>> game = Game(random_sport_setup(random.Random(1)))
>>> _ = game.push(SportEndNight())
>>> _ = game.push(SportNominate(by=1, target=5))
>>> p = build_sport_protocol(game)
>>> [(e.kind, e.actor, e.target) for e in p.phases[1].events]
[('nominate', 1, 5)]
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TypeGuard

from mafia_desktop.rules import Game, Phase
from mafia_desktop.rules.family import AnyState
from mafia_desktop.rules.options import OptionValue
from mafia_desktop.rules.sport import actions as A
from mafia_desktop.rules.sport import points
from mafia_desktop.rules.sport.state import (
    BestMoveRecord,
    SportCheck,
    SportOutcome,
    SportSetup,
    SportState,
    VoteRound,
)

from ..walk import Correction, UndoneAction, correct, split_notes, times, walk

#: Event kinds and the fields each one fills (``index`` and ``at`` always).
SPORT_EVENT_KINDS: dict[str, str] = {
    "nominate": "actor nominates target (S-NOM-1)",
    "withdraw": "actor withdraws the nomination of target (S-NOM-2)",
    "round": "a vote round or raise-all is counted: see ``round`` (S-VOTE-*, S-TIE-*)",
    "departure": "target leaves: cause (vote, raise_all, shot, fouls, disqualified), "
                 "answer = the true role id",
    "shot": "the black team shoots target (S-SHOT-1)",
    "miss": "the black team missed: target None (a shot with no target, or no shot)",
    "check": "actor (the don or the sheriff: answer's checker in ``by``) checks target; "
             "answer = sheriff/not_sheriff/black/red (S-CHECK-1)",
    "best_move": "actor names players (guesses); number = how many are black (S-BEST-1)",
    "foul": "target gets a foul; number = their fouls now (S-FOUL-1)",
    "penalty": "target's penalty: cause = fouls/disqualified/team_defeat; text = reason",
    "bonus": "target gets value points from the host; text = reason (S-SCORE-1)",
    "vote_cancelled": "today's vote is cancelled by a removal (S-FOUL-4)",
    "next_vote_cancelled": "the next day's vote is cancelled by a removal (S-FOUL-4)",
    "end_day": "the host ends the day (S-DAY-1)",
    "end_night": "the host ends the night",
    "game_over": "the game ends: see SportProtocol.outcome",
}


@dataclass(frozen=True, slots=True)
class SportEvent:
    """One line of a phase's story (see :data:`SPORT_EVENT_KINDS`).

    Attributes:
        index: the log index (0-based) of the action behind it; ``at`` its time.
        actor, target: seats (1..N) or ``None``.
        players: seats (a best move's guesses).
        by: ``don`` or ``sheriff`` for a check.
        answer: a check's answer, or a departure's true role id.
        cause: a departure's cause, or a penalty's kind.
        text: the host's reason (a penalty or a bonus).
        number: a foul count, or how many guesses of a best move are black.
        value: a bonus's points.
        round: the counted round (``round`` events); ``living`` how many players were
            in the game when it was counted.
        rule: the rule behind the event, if any.
    """

    index: int
    kind: str
    at: datetime | None = None
    actor: int | None = None
    target: int | None = None
    players: tuple[int, ...] = ()
    by: str | None = None
    answer: str | None = None
    cause: str | None = None
    text: str | None = None
    number: int = 0
    value: float = 0.0
    round: VoteRound | None = None
    living: int = 0
    rule: str | None = None


@dataclass(frozen=True, slots=True)
class SportPhase:
    """One night or day: its events in log order, its vote rounds in order, the day's
    standing nominations ``(by, target)`` (as the engine held them last), the night's
    shot (``shot_done``; ``shot`` ``None`` = a miss) and who was in the game after it."""

    phase: Phase
    events: tuple[SportEvent, ...]
    rounds: tuple[SportEvent, ...]
    nominations: tuple[tuple[int, int], ...]
    alive_after: tuple[int, ...]
    first_index: int
    last_index: int
    started_at: datetime | None
    ended_at: datetime | None
    complete: bool
    note: str | None = None


@dataclass(frozen=True, slots=True)
class SportPlayerRow:
    """A seat of the protocol: the role, the fouls at the end, how and when the player
    left (``None``: in the game at the end), the points (:func:`points`), whether their
    team won, and the items behind the points (best move, penalties, bonuses)."""

    seat: int
    name: str
    role: str
    team: str
    fouls: int
    left_cause: str | None
    left_phase: Phase | None
    points: float
    winner: bool
    best_move: BestMoveRecord | None
    penalties: tuple[tuple[str, str | None], ...]
    bonuses: tuple[tuple[float, str | None], ...]
    note: str | None = None


#: An action the host undid (:class:`mafia_desktop.reports.walk.Correction`).
SportCorrection = Correction


@dataclass(frozen=True, slots=True)
class SportProtocol:
    """A whole sport game, ready to word."""

    setup: SportSetup
    players: tuple[SportPlayerRow, ...]
    preset: str
    options: tuple[tuple[str, OptionValue], ...]
    rng_seed: int
    deal: str | None
    phases: tuple[SportPhase, ...]
    checks: tuple[SportCheck, ...]
    best_moves: tuple[BestMoveRecord, ...]
    outcome: SportOutcome | None
    final_phase: Phase
    final_stage: str
    action_count: int
    started_at: datetime | None
    ended_at: datetime | None
    corrections: tuple[SportCorrection, ...]
    notes: tuple[tuple[str, str], ...]
    include_notes: bool

    def name(self, seat: int) -> str:
        """The name of the player in ``seat``."""
        return self.setup.name(seat)


def events_of(a: A.SportAction, k: int, before: SportState,
              after: SportState) -> list[SportEvent]:
    """What action ``a``, the log's ``k``-th, did, from the states before and after it:
    the sport event extractor of the shared walk."""
    at = a.at
    out: list[SportEvent] = []
    add = out.append
    if isinstance(a, A.SportNominate):
        add(SportEvent(k, "nominate", at, actor=a.by, target=a.target, rule="S-NOM-1"))
    elif isinstance(a, A.WithdrawNomination):
        gone = [t for b, t in before.nominations if b == a.by]
        add(SportEvent(k, "withdraw", at, actor=a.by, target=gone[0] if gone else None,
                       rule="S-NOM-2"))
    elif isinstance(a, A.Shot) and after.shot_done and not before.shot_done:
        add(SportEvent(k, "shot" if after.shot_target is not None else "miss", at,
                       target=after.shot_target, rule="S-SHOT-1"))
    elif isinstance(a, A.SportEndNight):
        if before.phase.number >= 1 and not before.shot_done:
            add(SportEvent(k, "miss", at, rule="S-SHOT-1"))
        add(SportEvent(k, "end_night", at))
    elif isinstance(a, A.SportEndDay):
        add(SportEvent(k, "end_day", at, rule="S-DAY-1"))
    for c in after.checks[len(before.checks):]:
        add(SportEvent(k, "check", at, actor=_checker(before, c.by), target=c.target,
                       by=c.by, answer=c.answer, rule="S-CHECK-1"))
    for b in after.best_moves[len(before.best_moves):]:
        add(SportEvent(k, "best_move", at, actor=b.by, players=b.guesses, number=b.black,
                       rule="S-BEST-1"))
    for i, (was, now) in enumerate(zip(before.fouls, after.fouls, strict=True)):
        if now > was:
            add(SportEvent(k, "foul", at, target=i + 1, number=now, rule="S-FOUL-1"))
    for r in after.rounds[len(before.rounds):]:
        add(SportEvent(k, "round", at, round=r, living=len(before.living()),
                       rule="S-TIE-2" if r.kind == "raise_all" else "S-VOTE-2"))
    for p in after.penalties[len(before.penalties):]:
        add(SportEvent(k, "penalty", at, target=p.seat, cause=p.kind, text=p.reason,
                       rule="S-FOUL-5" if p.kind == "team_defeat"
                       else "S-WIN-4" if before.outcome is not None else "S-FOUL-3"))
    for d in after.deaths[len(before.deaths):]:
        add(SportEvent(k, "departure", at, target=d.seat, cause=d.cause, answer=d.status))
    if after.vote_cancelled and not before.vote_cancelled and after.phase == before.phase:
        add(SportEvent(k, "vote_cancelled", at, rule="S-FOUL-4"))
    if after.cancel_next_vote and not before.cancel_next_vote:
        add(SportEvent(k, "next_vote_cancelled", at, rule="S-FOUL-4"))
    for b_ in after.bonuses.since(len(before.bonuses)):     # O(new): a chain
        add(SportEvent(k, "bonus", at, target=b_.seat, value=b_.points, text=b_.reason,
                       rule="S-SCORE-1"))
    if after.outcome is not None and before.outcome is None:
        add(SportEvent(k, "game_over", at, rule=after.outcome.rule))
    return out


def _checker(state: SportState, by: str) -> int | None:
    """The seat holding the checking role (``don``/``sheriff``)."""
    for p in state.setup.players:
        if p.role.value == by:
            return p.seat
    return None


def _sport(states: Sequence[AnyState]) -> TypeGuard[Sequence[SportState]]:
    """True when ``states`` are the sport family's."""
    return all(isinstance(s, SportState) for s in states)


def build_sport_protocol(game: Game, *, corrections: Iterable[UndoneAction] = (),
                         notes: Mapping[str, str] | None = None, include_notes: bool = False,
                         deal: str | None = None) -> SportProtocol:
    """Walk a sport ``game``'s states into a :class:`SportProtocol`.

    Args:
        game: a game of the sport family (any point: ended or not, even with no actions).
        corrections: the host's undone actions (``.index``, ``.action``, ``.undone_at``).
        notes: host notes, key -> text (``"player:SEAT"``, ``"phase:day:N"``, others).
        include_notes: notes are left out unless this is True (they can hold secrets).
        deal: how the roles were dealt (storage's ``GameInfo.deal``), if known.
    Raises:
        TypeError: ``game`` is not a sport game.
    """
    setup = game.setup
    states = game.states()
    if not isinstance(setup, SportSetup) or not _sport(states):
        raise TypeError("build_sport_protocol needs a sport game (RULES_SPORT.md)")
    actions = game.actions  # one copy: the game copies its log on every read
    n = len(actions)
    split = split_notes(notes, setup.size, include_notes)
    phases: list[SportPhase] = []
    for w in walk(actions, states, events_of, split):
        nominations: tuple[tuple[int, int], ...] = ()
        for k in range(w.first_index, w.last_index + 1):
            if states[k + 1].phase == w.phase and states[k + 1].nominations:
                nominations = states[k + 1].nominations
        phases.append(SportPhase(
            phase=w.phase, events=w.events,
            rounds=tuple(e for e in w.events if e.kind == "round"), nominations=nominations,
            alive_after=w.alive_after, first_index=w.first_index, last_index=w.last_index,
            started_at=w.started_at, ended_at=w.ended_at, complete=w.complete, note=w.note))
    player_notes, other_notes = split.players, split.other

    final = states[-1]
    score = points(final)
    left = {d.seat: d for d in final.deaths}
    winners = set(final.outcome.winners) if final.outcome else set()
    players = tuple(SportPlayerRow(
        seat=p.seat, name=p.name, role=p.role.value, team=p.role.team.value,
        fouls=final.fouls[p.seat - 1],
        left_cause=left[p.seat].cause if p.seat in left else None,
        left_phase=left[p.seat].phase if p.seat in left else None,
        points=score[p.seat], winner=p.role.team in winners,
        best_move=next((b for b in final.best_moves if b.by == p.seat), None),
        penalties=tuple((x.kind, x.reason) for x in final.penalties if x.seat == p.seat),
        bonuses=tuple((x.points, x.reason) for x in final.bonuses if x.seat == p.seat),
        note=player_notes.get(p.seat)) for p in setup.players)
    first, last = times(actions)
    return SportProtocol(
        setup=setup, players=players, preset=setup.ruleset.preset,
        options=tuple(sorted(setup.ruleset.overrides().items())), rng_seed=setup.rng_seed,
        deal=deal, phases=tuple(phases), checks=final.checks, best_moves=final.best_moves,
        outcome=final.outcome, final_phase=final.phase, final_stage=final.stage.value,
        action_count=n, started_at=first, ended_at=last,
        corrections=correct(setup, actions, states, corrections),
        notes=tuple(other_notes), include_notes=include_notes)


__all__ = ["SPORT_EVENT_KINDS", "SportEvent", "SportPhase", "SportPlayerRow",
           "SportCorrection", "SportProtocol", "build_sport_protocol", "events_of"]
