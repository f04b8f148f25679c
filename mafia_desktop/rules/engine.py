"""The rules engine: one pure function, :func:`apply`, from a state and an action to the
next state, or a :class:`RuleViolation` carrying the rule's ID (RULES.md).

The engine reads no clock and no random source of its own (DESIGN.md): times come in the
actions' ``at``, and the one random choice of the rules (R-VOTE-8) comes from the game's
recorded ``rng_seed``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from datetime import datetime, timedelta
from typing import Any

from . import actions as A
from .errors import LogFormatError, RuleViolation
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
    Phase,
    Stage,
)

_MAFIA = (Role.GODFATHER, Role.MAFIOSO)
_TOWN = (Role.CIVILIAN, Role.COMMISSAR, Role.DOCTOR, Role.JOURNALIST)

Changes = dict[str, Any]


def _refuse(state: GameState, rule: str, message: str) -> RuleViolation:
    return RuleViolation(rule, message, state.index)


def _name(state: GameState, seat: int) -> str:
    return state.setup.players[seat - 1].name


def _seat(state: GameState, seat: object, field: str, optional: bool = False) -> None:
    """An action's player reference must be a seat of this game (else it is unreadable)."""
    if seat is None and optional:
        return
    if isinstance(seat, bool) or not isinstance(seat, int) or not 1 <= seat <= state.setup.size:
        raise LogFormatError(f"{field}: expected a seat 1..{state.setup.size}, got {seat!r}",
                             field=field, index=state.index)


def _living(state: GameState, seat: int, rule: str, who: str) -> None:
    if not state.alive[seat - 1]:
        raise _refuse(state, rule, f"{_name(state, seat)} is dead and cannot {who}")


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


def _deaths(state: GameState, kills: list[tuple[int, str]], ch: Changes) -> Changes:
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
        mafia = [i + 1 for i, (a, r) in enumerate(zip(alive, roles)) if a and r in _MAFIA]
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


# --- the day -----------------------------------------------------------------------

def _nominate(s: GameState, a: A.Nominate) -> Changes:
    _seat(s, a.by, "by")
    _seat(s, a.target, "target")
    if s.stage is Stage.NIGHT:
        raise _refuse(s, "R-NOM-1", "nominations are made by day")
    if s.stage is not Stage.DISCUSSION:
        raise _refuse(s, "R-NOM-3", "no nomination is accepted once voting has started")
    _living(s, a.by, "R-NOM-1", "nominate")
    for by, target in s.nominations:
        if by == a.by:
            raise _refuse(s, "R-NOM-1", f"{_name(s, a.by)} has already nominated "
                          f"{_name(s, target)} today (one nomination a day)")
    if a.target == a.by:
        raise _refuse(s, "R-NOM-2", f"{_name(s, a.by)} cannot nominate themself")
    if not s.alive[a.target - 1]:
        raise _refuse(s, "R-NOM-2", f"{_name(s, a.target)} is dead and cannot be nominated")
    for by, target in s.nominations:
        if target == a.target:
            raise _refuse(s, "R-NOM-4", f"{_name(s, a.target)} is already a candidate today "
                          f"(nominated by {_name(s, by)})")
    return {"nominations": s.nominations + ((a.by, a.target),)}


def _open_vote(s: GameState, a: A.OpenVote) -> Changes:
    if s.stage is Stage.NIGHT:
        raise _refuse(s, "R-VOTE-1", "the vote is held by day")
    if s.stage is Stage.VOTING:
        raise _refuse(s, "R-VOTE-1", "the vote is already open")
    if s.stage is Stage.AFTER_EXECUTION:
        raise _refuse(s, "R-EXEC-1", "today's execution has taken place: one vote a day")
    candidates = tuple(t for _, t in s.nominations if s.alive[t - 1])
    if not candidates:  # R-VOTE-1's decision: every living player is a candidate
        candidates = s.living()
    return {"stage": Stage.VOTING, "candidates": candidates, "vote_opened_at": a.at,
            "ballots": (None,) * s.setup.size}


def _voting(s: GameState, at: object, by: int) -> Ballot | None:
    """Common checks of a vote or a withdrawal: an open vote, a living voter, and the
    window where ``vote_window_enforced`` (R-VOTE-1; at the table the host's timer is the
    window and no entry is refused for its time)."""
    if s.stage is not Stage.VOTING:
        raise _refuse(s, "R-VOTE-1", "no vote is open")
    _living(s, by, "R-VOTE-2", "vote")
    opened = s.vote_opened_at
    if at is not None and opened is not None and s.setup.ruleset.vote_window_enforced:
        closes = opened + timedelta(seconds=s.setup.ruleset.vote_window_s)
        if at >= closes:  # type: ignore[operator]
            raise _refuse(s, "R-VOTE-1", f"the vote window closed at {closes.isoformat(timespec='seconds')}; "
                          f"{_name(s, by)}'s entry at {at.isoformat(timespec='seconds')} is too late")  # type: ignore[attr-defined]
    return s.ballots[by - 1]


def _check_change(s: GameState, by: int, ballot: Ballot) -> None:
    allowed = s.setup.ruleset.vote_changes
    if allowed >= 0 and ballot.changes >= allowed:
        raise _refuse(s, "R-VOTE-3", f"{_name(s, by)} has used their {allowed} change(s) "
                      "of vote" if allowed else "no change of vote is allowed")


def _with_ballot(s: GameState, seat: int, ballot: Ballot) -> tuple[Ballot | None, ...]:
    b = list(s.ballots)
    b[seat - 1] = ballot
    return tuple(b)


def _vote(s: GameState, a: A.Vote) -> Changes:
    _seat(s, a.by, "by")
    _seat(s, a.target, "target")
    ballot = _voting(s, a.at, a.by)
    if a.target == a.by:
        raise _refuse(s, "R-VOTE-4", f"{_name(s, a.by)} cannot vote against themself")
    if a.target not in s.candidates:
        raise _refuse(s, "R-VOTE-2", f"{_name(s, a.target)} is not a candidate; candidates: "
                      + ", ".join(_name(s, c) for c in s.candidates))
    changes = 0
    if ballot is not None:
        if ballot.target == a.target:
            raise _refuse(s, "R-VOTE-3", f"{_name(s, a.by)} already votes for "
                          f"{_name(s, a.target)}: a change is to another candidate")
        changes = ballot.changes
        if ballot.target is not None or ballot.withdrawn:
            _check_change(s, a.by, ballot)
            changes += 1
    return {"ballots": _with_ballot(s, a.by, Ballot(a.target, s.index, changes, False))}


def _withdraw_vote(s: GameState, a: A.WithdrawVote) -> Changes:
    _seat(s, a.by, "by")
    ballot = _voting(s, a.at, a.by)
    if ballot is None or ballot.target is None:
        raise _refuse(s, "R-VOTE-3", f"{_name(s, a.by)} has no standing vote to withdraw")
    _check_change(s, a.by, ballot)
    return {"ballots": _with_ballot(s, a.by, Ballot(None, -1, ballot.changes + 1, True))}


def no_votes_rng(state: GameState) -> random.Random:
    """The random source of R-VOTE-8 for today: seeded by the game's ``rng_seed`` and the
    day's number, so a replay draws the same."""
    return random.Random(f"{state.setup.rng_seed}:day:{state.phase.number}")


def select_executed(s: GameState, choice: int | None) -> Execution:
    """Who today's vote executes (R-VOTE-7, R-VOTE-8), without changing anything.

    Raises:
        RuleViolation: R-VOTE-7 / R-VOTE-8 when the host must choose and ``choice`` is no
            valid candidate.
    """
    rs = s.setup.ruleset
    tally = s.tally()
    top = max(tally.values())
    names = lambda seats: ", ".join(_name(s, c) for c in seats)  # noqa: E731
    if top > 0:
        tied = tuple(c for c in s.candidates if tally[c] == top)
        if len(tied) == 1:
            seat, reason = tied[0], "most_votes"
        elif rs.tie_break == "earliest_last_vote":
            last = {c: -1 for c in tied}
            for b in s.ballots:
                if b is not None and b.target in last and b.cast_at > last[b.target]:
                    last[b.target] = b.cast_at
            seat, reason = min(tied, key=last.__getitem__), "earliest_last_vote"
        else:
            if choice not in tied:
                raise _refuse(s, "R-VOTE-7", f"{names(tied)} tie with {top} vote(s): the host "
                              "chooses one of them (tie_break: host_choice)")
            seat, reason = choice, "host_choice"  # type: ignore[assignment]
    else:
        tied = s.candidates
        if rs.no_votes_policy == "random":
            seat, reason = no_votes_rng(s).choice(tied), "random"
        else:
            if choice not in tied:
                raise _refuse(s, "R-VOTE-8", f"no vote stands: the host chooses one of "
                              f"{names(tied)} (no_votes_policy: host_choice)")
            seat, reason = choice, "host_choice"  # type: ignore[assignment]
    return Execution(seat, tied, tuple(tally.items()), reason)


def _close_vote(s: GameState, a: A.CloseVote) -> Changes:
    _seat(s, a.choice, "choice", optional=True)
    if s.stage is not Stage.VOTING:
        raise _refuse(s, "R-VOTE-1", "no vote is open")
    execution = select_executed(s, a.choice)
    ch: Changes = {"stage": Stage.AFTER_EXECUTION, "execution": execution}
    return _deaths(s, [(execution.seat, "execution")], ch)


def _protect(s: GameState, a: A.Protect) -> Changes:
    _seat(s, a.target, "target")
    if s.stage is Stage.NIGHT:
        raise _refuse(s, "R-DOC-1", "the doctor names the protection by day")
    doctor = s.holder(Role.DOCTOR)
    if doctor is None:
        raise _refuse(s, "R-DOC-1", "there is no living doctor (R-ROLE-3)")
    if not s.alive[a.target - 1]:
        raise _refuse(s, "R-DOC-1", f"{_name(s, a.target)} is dead and cannot be protected")
    rs = s.setup.ruleset
    if a.target == doctor and not rs.doctor_self_protect:
        raise _refuse(s, "R-DOC-1", "the doctor may not protect themself "
                      "(doctor_self_protect: false)")
    if a.target == s.last_protected and not rs.doctor_repeat_target:
        raise _refuse(s, "R-DOC-1", f"{_name(s, a.target)} was protected last night "
                      "(doctor_repeat_target: false)")
    return {"doctor_choice": a.target}


def _compare(s: GameState, a: A.Compare) -> Changes:
    _seat(s, a.a, "a")
    _seat(s, a.b, "b")
    if s.stage is Stage.NIGHT:
        raise _refuse(s, "R-JOUR-1", "the journalist asks by day")
    if s.holder(Role.JOURNALIST) is None:
        raise _refuse(s, "R-JOUR-1", "there is no living journalist (R-ROLE-3)")
    if s.compared:
        raise _refuse(s, "R-JOUR-1", "the journalist has already asked today (once a day)")
    if a.a == a.b:
        raise _refuse(s, "R-JOUR-1", "the journalist compares two different players")
    for seat in (a.a, a.b):
        if not s.alive[seat - 1]:
            raise _refuse(s, "R-JOUR-1", f"{_name(s, seat)} is dead: the journalist compares "
                          "living players")
    g = s.setup.ruleset.status_granularity
    same = status_of(s.roles[a.a - 1], g) == status_of(s.roles[a.b - 1], g)
    comparison = Comparison(s.phase.number, a.a, a.b, "same" if same else "different")
    return {"compared": True, "comparisons": s.comparisons + (comparison,)}


def _end_day(s: GameState, a: A.EndDay) -> Changes:
    if s.stage is Stage.NIGHT:
        raise _refuse(s, "R-SETUP-5", "it is night: there is no day to end")
    if s.stage is not Stage.AFTER_EXECUTION:
        raise _refuse(s, "R-EXEC-1", "the day cannot end before today's execution")
    doctor = s.holder(Role.DOCTOR)
    number = s.phase.number + (0 if s.setup.ruleset.first_phase == "day" else 1)
    return {
        "phase": Phase("night", number), "stage": Stage.NIGHT,
        "protected": s.doctor_choice if doctor is not None else None,
        "nominations": (), "candidates": (), "vote_opened_at": None,
        "ballots": (None,) * s.setup.size, "execution": None, "doctor_choice": None,
        "compared": False,
    }


# --- the night ---------------------------------------------------------------------

def mafia_blocked(s: GameState) -> bool:
    """True when R-GF-2 voids the mafia's kill tonight: the godfather died this night, or
    (``godfather_day_death_blocks_night``) in the day before it."""
    died = s.godfather_died_in
    if died is None or s.phase.kind != "night":
        return False
    if died == s.phase:
        return True
    if s.setup.ruleset.godfather_day_death_blocks_night and died.kind == "day":
        day = s.phase.number if s.setup.ruleset.first_phase == "day" else s.phase.number - 1
        return died.number == day
    return False


def _kill_counts(s: GameState, description: str | None) -> bool:
    """A night kill counts unless the ruleset asks for a description and it has none
    (only spaces is none): R-MAF-5, R-MAN-2."""
    return bool(description and description.strip()) or \
        not s.setup.ruleset.kill_requires_description


def _mafia_can_decide(s: GameState, rule: str) -> None:
    if s.stage is not Stage.NIGHT:
        raise _refuse(s, rule, "the mafia decides by night")
    if not s.living_with(*_MAFIA):
        raise _refuse(s, rule, "no mafia member lives")


def _mafia_kill(s: GameState, a: A.MafiaKill) -> Changes:
    _seat(s, a.target, "target")
    _seat(s, a.decided_by, "decided_by", optional=True)
    _mafia_can_decide(s, "R-MAF-1")
    if s.godfather_pending:
        raise _refuse(s, "R-GF-1", "the mafia cannot kill until its new godfather is recorded")
    if mafia_blocked(s):
        raise _refuse(s, "R-GF-2", "the godfather died: the mafia cannot kill this night")
    if not s.alive[a.target - 1]:
        raise _refuse(s, "R-MAF-1", f"{_name(s, a.target)} is dead")
    if s.roles[a.target - 1] in _MAFIA and not s.setup.ruleset.mafia_can_target_mafia:
        raise _refuse(s, "R-MAF-1", f"{_name(s, a.target)} is a mafia member "
                      "(mafia_can_target_mafia: false)")
    by = s.godfather if a.decided_by is None else a.decided_by
    if a.decided_by is not None and not (s.alive[by - 1] and s.roles[by - 1] in _MAFIA):  # type: ignore[index]
        raise _refuse(s, "R-MAF-3", f"{_name(s, by)} is no living mafia member: the host "  # type: ignore[arg-type]
                      "takes the word of a living mafia member")
    counts = _kill_counts(s, a.description)
    return {"mafia": MafiaDecision(a.target, by, a.description, counts, s.index)}


def _mafia_pass(s: GameState, a: A.MafiaPass) -> Changes:
    _mafia_can_decide(s, "R-MAF-2")
    return {"mafia": MafiaDecision(None, s.godfather, None, True, s.index)}


def _maniac_kill(s: GameState, a: A.ManiacKill) -> Changes:
    _seat(s, a.target, "target")
    if s.stage is not Stage.NIGHT:
        raise _refuse(s, "R-MAN-1", "the maniac kills by night")
    maniac = s.holder(Role.MANIAC)
    if maniac is None:
        raise _refuse(s, "R-MAN-1", "there is no living maniac (R-ROLE-3)")
    if a.target == maniac:
        raise _refuse(s, "R-MAN-1", "the maniac cannot kill themself")
    if not s.alive[a.target - 1]:
        raise _refuse(s, "R-MAN-1", f"{_name(s, a.target)} is dead")
    counts = _kill_counts(s, a.description)
    return {"maniac": ManiacDecision(a.target, a.description, counts, s.index)}


def _check(s: GameState, a: A.Check) -> Changes:
    _seat(s, a.target, "target")
    if s.stage is not Stage.NIGHT:
        raise _refuse(s, "R-COM-1", "the commissar checks by night")
    commissar = s.holder(Role.COMMISSAR)
    if commissar is None:
        raise _refuse(s, "R-COM-1", "there is no living commissar (R-ROLE-3)")
    if s.checked:
        raise _refuse(s, "R-COM-1", "the commissar has already checked tonight (once a night)")
    if a.target == commissar:
        raise _refuse(s, "R-COM-1", "the commissar cannot check themself")
    if not s.alive[a.target - 1]:
        raise _refuse(s, "R-COM-1", f"{_name(s, a.target)} is dead")
    status = status_of(s.roles[a.target - 1], s.setup.ruleset.status_granularity)
    return {"checked": True,
            "checks": s.checks + (CheckResult(s.phase.number, a.target, status),)}


def night_victims(s: GameState) -> list[tuple[int, str]]:
    """Who dies when this night ends (R-NIGHT-1), as ``(seat, cause)``; a player chosen
    by both killers dies once, with the cause ``mafia+maniac``. A godfather the maniac
    kills tonight voids the mafia's kill (R-GF-2). Changes nothing."""
    victims: dict[int, str] = {}
    k = s.maniac
    maniac_victim = None
    if (k is not None and k.counts and s.holder(Role.MANIAC) is not None
            and s.alive[k.target - 1] and k.target != s.protected):
        maniac_victim = k.target
    m = s.mafia
    if (m is not None and m.target is not None and m.counts and not mafia_blocked(s)
            and (maniac_victim is None or maniac_victim != s.godfather)
            and s.alive[m.target - 1] and m.target != s.protected):
        victims[m.target] = "mafia"
    if maniac_victim is not None:
        victims[maniac_victim] = "mafia+maniac" if maniac_victim in victims else "maniac"
    return list(victims.items())


def _end_night(s: GameState, a: A.EndNight) -> Changes:
    if s.stage is not Stage.NIGHT:
        raise _refuse(s, "R-SETUP-5", "it is day: there is no night to end")
    if s.holder(Role.MANIAC) is not None:
        if s.maniac is None:
            raise _refuse(s, "R-MAN-1", "the maniac must kill every night: name the "
                          "maniac's victim first")
        if not s.maniac.counts:
            raise _refuse(s, "R-MAN-2", "the maniac's kill has no description "
                          "(kill_requires_description): it must have one")
    ch = _deaths(s, night_victims(s), {
        "protected": None, "last_protected": s.protected, "mafia": None, "maniac": None,
        "checked": False})
    if ch["outcome"] is None:
        number = s.phase.number + (1 if s.setup.ruleset.first_phase == "day" else 0)
        ch["phase"] = Phase("day", number)
        ch["stage"] = Stage.DISCUSSION
    return ch


# --- at any time -------------------------------------------------------------------

def _appoint_godfather(s: GameState, a: A.AppointGodfather) -> Changes:
    _seat(s, a.player, "player")
    if not s.godfather_pending:
        current = "" if s.godfather is None else f": {_name(s, s.godfather)} is the godfather"
        raise _refuse(s, "R-GF-1", "no appointment of a godfather is pending" + current)
    if not s.alive[a.player - 1] or s.roles[a.player - 1] is not Role.MAFIOSO:
        raise _refuse(s, "R-GF-1", f"{_name(s, a.player)} is no living mafia member")
    roles = list(s.roles)
    roles[a.player - 1] = Role.GODFATHER
    return {"roles": tuple(roles), "godfather": a.player, "godfather_pending": False}


def _host_kill(s: GameState, a: A.HostKill) -> Changes:
    _seat(s, a.target, "target")
    if not s.alive[a.target - 1]:
        raise _refuse(s, "R-HOST-1", f"{_name(s, a.target)} is already dead")
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


_HANDLERS: dict[type, Callable[[GameState, Any], Changes]] = {
    A.Nominate: _nominate, A.OpenVote: _open_vote, A.Vote: _vote,
    A.WithdrawVote: _withdraw_vote, A.CloseVote: _close_vote, A.Protect: _protect,
    A.Compare: _compare, A.EndDay: _end_day, A.AppointGodfather: _appoint_godfather,
    A.MafiaKill: _mafia_kill, A.MafiaPass: _mafia_pass, A.ManiacKill: _maniac_kill,
    A.Check: _check, A.EndNight: _end_night, A.HostKill: _host_kill,
}


def apply(state: GameState, action: A.Action) -> GameState:
    """The state after ``action`` (RULES.md); ``state`` is left as it was.

    Raises:
        RuleViolation: the action breaks a rule; ``rule`` is its ID and ``index`` the
            action's index (``state.index``). R-WIN-4 for any action after the end;
            R-VOTE-7 for a time earlier than the previous action's (the log's order is
            the order of events).
        LogFormatError: the action is no action, names a seat that is no player's, or has
            an ``at`` that is no time with a UTC offset (GAME_LOG.md).
    """
    handler = _HANDLERS.get(type(action))
    if handler is None:
        raise LogFormatError(f"expected an action, got {type(action).__name__}",
                             index=state.index)
    if state.outcome is not None:
        raise _refuse(state, "R-WIN-4", "the game has ended: no further actions (undo works)")
    at = action.at
    if at is not None and (not isinstance(at, datetime) or at.utcoffset() is None):
        raise LogFormatError(f"at: expected a time with a UTC offset, got {at!r}",
                             field="at", index=state.index)
    if at is not None and state.last_at is not None and at < state.last_at:
        raise _refuse(state, "R-VOTE-7", f"the time {at.isoformat(timespec='seconds')} is before the previous "
                      f"action's {state.last_at.isoformat(timespec='seconds')}: times never go backwards")
    ch = handler(state, action)
    ch["index"] = state.index + 1
    if at is not None:
        ch["last_at"] = at
    return state._replace(**ch)


def candidate_actions(s: GameState) -> Iterator[A.Action]:
    """Every action that might be legal now (without times or descriptions); the caller
    filters them through :func:`apply`. Host removals come last."""
    if s.outcome is not None:
        return
    living = s.living()
    if s.godfather_pending:
        for seat in s.living_with(Role.MAFIOSO):
            yield A.AppointGodfather(seat)
    if s.stage is Stage.NIGHT:
        if s.living_with(*_MAFIA):
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
    per valid ``choice`` when the host must choose (R-VOTE-7/8).
    """
    out: list[A.Action] = []
    needs_choice: bool | None = None
    for action in candidate_actions(s):
        if isinstance(action, A.CloseVote):
            if needs_choice is None:
                try:
                    select_executed(s, None)
                    needs_choice = False
                except RuleViolation:
                    needs_choice = True
            if needs_choice != (action.choice is not None):
                continue
        try:
            apply(s, action)
        except (RuleViolation, LogFormatError):
            continue
        out.append(action)
    return out
