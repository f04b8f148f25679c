"""The rules engine: one pure function, :func:`apply`, from a state and an action to the
next state, or a :class:`RuleViolation` carrying the rule's ID (RULES.md); and the
legality queries the host's window asks (:func:`why_not`, :func:`is_legal`,
:func:`choices`, :func:`available`, :func:`needs_choice`, :func:`legal_actions`), which
run the same checks (:mod:`.checks`) and build no new state.

The engine reads no clock and no random source of its own (DESIGN.md): times come in the
actions' ``at``, and the one random choice of the rules (R-VOTE-8) comes from the game's
recorded ``rng_seed``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

from .. import query
from ..errors import LogFormatError, RuleViolation
from ..state import Phase
from . import actions as A
from .checks import GATES, MAFIA, check_running, no_votes_rng, select_executed, validate
from .night import NightResult, VoidKill, kill_counts, mafia_blocked, night_victims, resolve_night
from .roles import Faction, Role, status_of
from .ruleset import Ruleset
from .state import (
    Ballot,
    CheckResult,
    Comparison,
    Death,
    Execution,
    GameState,
    MafiaDecision,
    ManiacDecision,
    Outcome,
    Stage,
)

Changes = dict[str, Any]


# --- the end (R-WIN-*) -------------------------------------------------------------

def outcome_of(ruleset: Ruleset, alive: tuple[bool, ...] | list[bool],
               roles: tuple[Role, ...] | list[Role]) -> Outcome | None:
    """Who has won, by R-WIN-1..4, or ``None`` while the game goes on.

    Precedence (R-WIN-4): only the maniac alive -> maniac (R-WIN-3); else no mafia alive
    -> town (R-WIN-2), a draw when no town player lives either; else mafia >= town ->
    mafia (R-WIN-1). A living maniac wins beside town or mafia when
    ``maniac_wins_if_survives``.
    """
    mafia = town = 0
    maniac = False
    for a, r in zip(alive, roles):
        if a:
            if r is Role.GODFATHER or r is Role.MAFIOSO:
                mafia += 1
            elif r is Role.MANIAC:
                maniac = True
            else:
                town += 1
    if maniac and mafia == 0 and town == 0:
        return Outcome((Faction.MANIAC,), "R-WIN-3")
    also = (Faction.MANIAC,) if maniac and ruleset.maniac_wins_if_survives else ()
    if mafia == 0:
        if town == 0:
            return Outcome((), "R-WIN-4")
        if maniac and ruleset.town_must_kill_maniac:
            return None
        return Outcome((Faction.TOWN,) + also, "R-WIN-2")
    if mafia >= town + (1 if maniac and ruleset.maniac_counts_as_town else 0):
        return Outcome((Faction.MAFIA,) + also, "R-WIN-1")
    return None


def _deaths(state: GameState, kills: Sequence[tuple[int, str]], ch: Changes) -> Changes:
    """Apply deaths (``(seat, cause)``) to the changes: who lives, the godfather's
    succession (R-GF-1), and the end (R-WIN-*)."""
    alive = list(state.alive)
    roles = list(ch.get("roles", state.roles))
    deaths = list(state.deaths)
    for seat, cause in kills:
        alive[seat - 1] = False
        deaths.append(Death(seat, cause, state.phase, roles[seat - 1].value, state.index))
    gf = state.godfather
    pending = state.godfather_pending
    if gf is not None and not alive[gf - 1]:
        gf = None
        pending = True
        ch["godfather_died_in"] = state.phase
    if pending:
        mafia = [i + 1 for i, (a, r) in enumerate(zip(alive, roles)) if a and r in MAFIA]
        if len(mafia) <= 1:
            pending = False
        if len(mafia) == 1:  # R-GF-1: the last member becomes godfather without a vote
            gf = mafia[0]
            roles[gf - 1] = Role.GODFATHER
            ch["roles"] = tuple(roles)
    ch["alive"] = tuple(alive)
    ch["deaths"] = tuple(deaths)
    ch["godfather"] = gf
    ch["godfather_pending"] = pending
    ch["outcome"] = outcome_of(state.setup.ruleset, alive, roles)
    return ch


# --- building the next state (after the checks) ----------------------------------
# Each builder gets a state, an action its check has accepted, and what the check
# returned; it returns the changes to the state and refuses nothing.

def _nominate(s: GameState, a: A.Nominate, _: object) -> Changes:
    return {"nominations": s.nominations + ((a.by, a.target),)}


def _open_vote(s: GameState, a: A.OpenVote, _: object) -> Changes:
    candidates = tuple(t for _, t in s.nominations if s.alive[t - 1])
    if not candidates:  # R-VOTE-1's decision: every living player is a candidate
        candidates = s.living()
    return {"stage": Stage.VOTING, "candidates": candidates, "vote_opened_at": a.at,
            "ballots": (None,) * s.setup.size}


def _with_ballot(s: GameState, seat: int, ballot: Ballot) -> tuple[Ballot | None, ...]:
    b = list(s.ballots)
    b[seat - 1] = ballot
    return tuple(b)


def _vote(s: GameState, a: A.Vote, _: object) -> Changes:
    ballot = s.ballots[a.by - 1]
    changes = 0
    if ballot is not None:
        changes = ballot.changes
        if ballot.target is not None or ballot.withdrawn:
            changes += 1  # R-VOTE-3: a change, or a vote after a withdrawal
    return {"ballots": _with_ballot(s, a.by, Ballot(a.target, s.index, changes, False))}


def _withdraw_vote(s: GameState, a: A.WithdrawVote, _: object) -> Changes:
    ballot = s.ballots[a.by - 1]
    assert ballot is not None
    return {"ballots": _with_ballot(s, a.by, Ballot(None, -1, ballot.changes + 1, True))}


def _close_vote(s: GameState, a: A.CloseVote, execution: object) -> Changes:
    assert isinstance(execution, Execution)
    ch: Changes = {"stage": Stage.AFTER_EXECUTION, "execution": execution}
    return _deaths(s, [(execution.seat, "execution")], ch)


def _protect(s: GameState, a: A.Protect, _: object) -> Changes:
    return {"doctor_choice": a.target}


def _compare(s: GameState, a: A.Compare, _: object) -> Changes:
    g = s.setup.ruleset.status_granularity
    same = status_of(s.roles[a.a - 1], g) == status_of(s.roles[a.b - 1], g)
    comparison = Comparison(s.phase.number, a.a, a.b, "same" if same else "different")
    return {"compared": True, "comparisons": s.comparisons + (comparison,)}


def _end_day(s: GameState, a: A.EndDay, _: object) -> Changes:
    doctor = s.holder(Role.DOCTOR)
    number = s.phase.number + (0 if s.setup.ruleset.first_phase == "day" else 1)
    return {
        "phase": Phase("night", number), "stage": Stage.NIGHT,
        "protected": s.doctor_choice if doctor is not None else None,
        "nominations": (), "candidates": (), "vote_opened_at": None,
        "ballots": (None,) * s.setup.size, "execution": None, "doctor_choice": None,
        "compared": False,
    }


def _mafia_kill(s: GameState, a: A.MafiaKill, _: object) -> Changes:
    by = s.godfather if a.decided_by is None else a.decided_by
    counts = kill_counts(s, a.description)
    return {"mafia": MafiaDecision(a.target, by, a.description, counts, s.index)}


def _mafia_pass(s: GameState, a: A.MafiaPass, _: object) -> Changes:
    return {"mafia": MafiaDecision(None, s.godfather, None, True, s.index)}


def _maniac_kill(s: GameState, a: A.ManiacKill, _: object) -> Changes:
    counts = kill_counts(s, a.description)
    return {"maniac": ManiacDecision(a.target, a.description, counts, s.index)}


def _check(s: GameState, a: A.Check, _: object) -> Changes:
    status = status_of(s.roles[a.target - 1], s.setup.ruleset.status_granularity)
    return {"checked": True,
            "checks": s.checks + (CheckResult(s.phase.number, a.target, status),)}


def _end_night(s: GameState, a: A.EndNight, _: object) -> Changes:
    ch = _deaths(s, resolve_night(s).deaths, {
        "protected": None, "last_protected": s.protected, "mafia": None, "maniac": None,
        "checked": False})
    if ch["outcome"] is None:
        number = s.phase.number + (1 if s.setup.ruleset.first_phase == "day" else 0)
        ch["phase"] = Phase("day", number)
        ch["stage"] = Stage.DISCUSSION
    return ch


def _appoint_godfather(s: GameState, a: A.AppointGodfather, _: object) -> Changes:
    roles = list(s.roles)
    roles[a.player - 1] = Role.GODFATHER
    return {"roles": tuple(roles), "godfather": a.player, "godfather_pending": False}


def _host_kill(s: GameState, a: A.HostKill, _: object) -> Changes:
    ch: Changes = {}
    if s.stage is Stage.VOTING:
        # R-HOST-1: the removed player's vote and the votes for them no longer stand.
        ballots = list(s.ballots)
        ballots[a.target - 1] = None
        for i, b in enumerate(ballots):
            if b is not None and b.target == a.target:
                ballots[i] = Ballot(None, -1, b.changes, False)
        ch["ballots"] = tuple(ballots)
        candidates = tuple(c for c in s.candidates if c != a.target)
        if not candidates:
            candidates = tuple(seat for seat in s.living() if seat != a.target)
        ch["candidates"] = candidates
    return _deaths(s, [(a.target, "host")], ch)


_BUILDERS: dict[type, Callable[[GameState, Any, object], Changes]] = {
    A.Nominate: _nominate, A.OpenVote: _open_vote, A.Vote: _vote,
    A.WithdrawVote: _withdraw_vote, A.CloseVote: _close_vote, A.Protect: _protect,
    A.Compare: _compare, A.EndDay: _end_day, A.AppointGodfather: _appoint_godfather,
    A.MafiaKill: _mafia_kill, A.MafiaPass: _mafia_pass, A.ManiacKill: _maniac_kill,
    A.Check: _check, A.EndNight: _end_night, A.HostKill: _host_kill,
}


def apply(state: GameState, action: A.Action) -> GameState:
    """The state after ``action`` (RULES.md); ``state`` is left as it was.

    The checks are those of :func:`why_not` (one place per rule, :mod:`.checks`); then
    the action's changes are built.

    Raises:
        RuleViolation: the action breaks a rule; ``rule`` is its ID, ``index`` the
            action's index (``state.index``), ``code``/``params`` word it. R-WIN-4 for
            any action after the end; R-VOTE-7 for a time earlier than the previous
            action's (the log's order is the order of events).
        LogFormatError: the action is no action, names a seat that is no player's, or has
            an ``at`` that is no time with a UTC offset (GAME_LOG.md).
    """
    checked = validate(state, action)
    ch = _BUILDERS[type(action)](state, action, checked)
    ch["index"] = state.index + 1
    if action.at is not None:
        ch["last_at"] = action.at
    return state._replace(**ch)


# --- legality, asked without building a state (the shared queries, :mod:`..query`) ---

def _gate(state: GameState, action_type: str) -> None:
    """Refuses when every action of ``action_type`` is refused now whatever its seats
    (the game has ended, R-WIN-4, or the type's gate)."""
    check_running(state)
    GATES[action_type](state)


def _domain(state: GameState, action_type: str, step: int) -> tuple[int, ...]:
    """The seats where a legal value of field ``step`` can be: the candidates for a
    vote's target and for the host's choice, else the living. A superset: the checks
    decide (a test compares it with every seat of the table)."""
    if (action_type == "vote" and step == 1) or action_type == "close_vote":
        return state.candidates
    return state.living()


def _action(action_type: str, seats: tuple[int, ...]) -> A.Action:
    """An action of ``action_type`` with ``seats`` in its picked fields (no time, no
    text). The picked fields are each action class's first fields, in order."""
    cls: Callable[..., A.Action] = A.ACTION_TYPES[action_type]
    return cls(*seats)


def _picks(state: GameState, action_type: str) -> bool:
    """The host picks seats for ``action_type`` now: it has player fields, and for
    ``close_vote`` only when the host must choose (:func:`needs_choice`)."""
    return bool(A.PICKED_FIELDS[action_type]) and not (
        action_type == "close_vote" and not needs_choice(state))


QUERIES: query.QueryRules[GameState, A.Action] = query.QueryRules(
    validate=validate, gate=_gate, picked_fields=A.PICKED_FIELDS, what="action type",
    domain=_domain, build=_action, picks=_picks, unordered=frozenset({"compare"}))


def why_not(state: GameState, action: object) -> RuleViolation | LogFormatError | None:
    """Why ``action`` cannot be applied to ``state``, or ``None`` when it can.

    The same refusal (rule, code, message) as :func:`apply` would raise, including
    R-WIN-4 after the end, R-VOTE-7 for a time going backwards, a bad ``at`` or a seat
    that is no player's (:class:`LogFormatError`), and an object that is no action. No
    new state is built.
    """
    return query.why_not(QUERIES, state, action)


def is_legal(state: GameState, action: object) -> bool:
    """True when :func:`apply` would accept ``action`` (no new state is built)."""
    return query.is_legal(QUERIES, state, action)


def needs_choice(state: GameState) -> bool:
    """True when a ``close_vote`` now needs the host's ``choice``: the vote is open and
    the rules do not pick the executed themselves (``tie_break: host_choice`` with a tie,
    R-VOTE-7; ``no_votes_policy: host_choice`` with no vote standing, R-VOTE-8)."""
    if not query.gate_open(QUERIES, state, "close_vote"):
        return False
    try:
        select_executed(state, None)
    except RuleViolation:
        return True
    return False


def choices(state: GameState, action_type: str, picked: tuple[int, ...] = ()) -> tuple[int, ...]:
    """The seats the host may pick now for the next player field of ``action_type``.

    Args:
        state: the state now.
        action_type: a GAME_LOG.md ``type`` (``"vote"``).
        picked: the seats already picked for the first fields, in the order of
            ``actions.PICKED_FIELDS`` (``vote``: by, target; ``compare``: a, b;
            ``mafia_kill``: target only, ``decided_by`` is not picked here;
            ``close_vote``: choice).
    Returns:
        the seats, ascending, for which some legal action (without a time or a text)
        starts with ``picked`` and the seat; ``()`` when nothing may be picked or every
        field is picked. ``compare``'s pair is unordered (R-JOUR-1): step 0 offers every
        seat of some legal pair, step 1 the seats that make a legal pair with the first.
        ``close_vote``: the candidates the host may choose when :func:`needs_choice`,
        else ``()``. No new state is built.
    Raises:
        ValueError: ``action_type`` is no action type.
    """
    return query.choices(QUERIES, state, action_type, picked)


def available(state: GameState, action_type: str) -> bool:
    """True when at least one action of ``action_type`` (without a time or a text) is
    legal now; stops at the first. For a type with no player to pick (``open_vote``,
    ``end_day``, ``mafia_pass``, ``end_night``, and ``close_vote`` when the rules pick
    the executed) it is ``why_not(state, action) is None``. No new state is built.

    Raises:
        ValueError: ``action_type`` is no action type.
    """
    return query.available(QUERIES, state, action_type)


def candidate_actions(s: GameState) -> Iterator[A.Action]:
    """Every action that might be legal now (without times or descriptions); the caller
    filters them through :func:`why_not`. Host removals come last."""
    if s.outcome is not None:
        return
    living = s.living()
    if s.godfather_pending:
        for seat in s.living_with(Role.MAFIOSO):
            yield A.AppointGodfather(seat)
    if s.stage is Stage.NIGHT:
        if s.living_with(*MAFIA):
            for t in living:
                yield A.MafiaKill(t)
            yield A.MafiaPass()
        if s.holder(Role.MANIAC) is not None:
            for t in living:
                yield A.ManiacKill(t)
        if s.holder(Role.COMMISSAR) is not None and not s.checked:
            for t in living:
                yield A.Check(t)
        yield A.EndNight()
    else:
        if s.stage is Stage.DISCUSSION:
            nominated = {by for by, _ in s.nominations}
            for by in living:
                if by not in nominated:
                    for t in living:
                        if t != by:
                            yield A.Nominate(by, t)
            yield A.OpenVote()
        elif s.stage is Stage.VOTING:
            for by in living:
                for t in s.candidates:
                    yield A.Vote(by, t)
                yield A.WithdrawVote(by)
            yield A.CloseVote()
            for c in s.candidates:
                yield A.CloseVote(choice=c)
        else:
            yield A.EndDay()
        if s.holder(Role.DOCTOR) is not None:
            for t in living:
                yield A.Protect(t)
        if s.holder(Role.JOURNALIST) is not None and not s.compared:
            for i, x in enumerate(living):
                for y in living[i + 1:]:
                    yield A.Compare(x, y)
    for t in living:
        yield A.HostKill(t)


def legal_actions(s: GameState) -> list[A.Action]:
    """Every legal action now (without times or descriptions), host removals last.

    A ``close_vote`` is listed once when the rules pick the executed themselves, and once
    per valid ``choice`` when the host must choose (R-VOTE-7/8, :func:`needs_choice`).
    No new state is built.
    """
    out: list[A.Action] = []
    host_chooses: bool | None = None
    for action in candidate_actions(s):
        if isinstance(action, A.CloseVote):
            if host_chooses is None:
                host_chooses = needs_choice(s)
            if host_chooses != (action.choice is not None):
                continue
        if is_legal(s, action):
            out.append(action)
    return out


__all__ = ["apply", "why_not", "is_legal", "choices", "available", "needs_choice",
           "candidate_actions", "legal_actions", "outcome_of", "select_executed",
           "no_votes_rng", "resolve_night", "night_victims", "mafia_blocked", "NightResult",
           "VoidKill"]
