"""The rules' checks: for each action type, whether the action is allowed now.

One place per rule: :func:`validate` (the checks common to every action, then the
action's own ``_check_<type>``) is what both ``engine.apply`` and ``engine.why_not``
run, so a refusal is the same whether the action is pushed or only asked about. A check
builds no new state; it raises a :class:`RuleViolation` (the rule's ID, an English
message, a ``code`` and its ``params``) or a :class:`LogFormatError` (a seat that is no
player's, a bad ``at``).

Each ``_check_<type>`` starts with the format of its seats, then its *gate*
(:data:`GATES`: the checks that depend on no seat of the action, e.g. the stage), then
the checks of its seats in the order of ``actions.PLAYER_FIELDS``. The legality queries
run a gate once to rule out a whole action type.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any

from ..errors import LogFormatError
from ..refusal import check_at
from ..refusal import name as _name
from ..refusal import optional_seat as _optional_seat
from ..refusal import refuse as _refuse
from ..refusal import seat as _seat
from . import actions as A
from .night import mafia_blocked
from .roles import Role
from .state import Execution, GameState, Stage

MAFIA = (Role.GODFATHER, Role.MAFIOSO)


def _iso(at: datetime) -> str:
    return at.isoformat(timespec="seconds")


# --- every action -----------------------------------------------------------------

def check_running(s: GameState) -> None:
    """R-WIN-4: an ended game accepts no further actions."""
    if s.outcome is not None:
        raise _refuse(s, "R-WIN-4", "game.ended",
                      "the game has ended: no further actions (undo works)")


def _check_at(s: GameState, at: object) -> None:
    """An action's time is an aware datetime (GAME_LOG.md) and never before the previous
    action's (the log's order is the order of events: R-VOTE-7)."""
    check_at(s, at)
    if isinstance(at, datetime) and s.last_at is not None and at < s.last_at:
        raise _refuse(s, "R-VOTE-7", "time.backwards",
                      f"the time {_iso(at)} is before the previous action's "
                      f"{_iso(s.last_at)}: times never go backwards",
                      at=_iso(at), previous=_iso(s.last_at))


# --- the day -----------------------------------------------------------------------

def _gate_nominate(s: GameState) -> None:
    if s.stage is Stage.NIGHT:
        raise _refuse(s, "R-NOM-1", "nominate.night", "nominations are made by day")
    if s.stage is not Stage.DISCUSSION:
        raise _refuse(s, "R-NOM-3", "nominate.voting_started",
                      "no nomination is accepted once voting has started")


def _check_nominate(s: GameState, a: A.Nominate) -> None:
    """R-NOM-1..4. Any living player nominates and may be nominated, whatever the role
    (R-ROLE-2: every role has a civilian's day rights)."""
    _seat(s, a.by, "by")
    _seat(s, a.target, "target")
    _gate_nominate(s)
    if not s.alive[a.by - 1]:
        raise _refuse(s, "R-NOM-1", "nominate.dead_nominator",
                      f"{_name(s, a.by)} is dead and cannot nominate", player=a.by)
    for by, target in s.nominations:
        if by == a.by:
            raise _refuse(s, "R-NOM-1", "nominate.already_nominated",
                          f"{_name(s, a.by)} has already nominated {_name(s, target)} "
                          "today (one nomination a day)", player=a.by, target=target)
    if a.target == a.by:
        raise _refuse(s, "R-NOM-2", "nominate.self",
                      f"{_name(s, a.by)} cannot nominate themself", player=a.by)
    if not s.alive[a.target - 1]:
        raise _refuse(s, "R-NOM-2", "nominate.dead_target",
                      f"{_name(s, a.target)} is dead and cannot be nominated", target=a.target)
    for by, target in s.nominations:
        if target == a.target:
            raise _refuse(s, "R-NOM-4", "nominate.already_candidate",
                          f"{_name(s, a.target)} is already a candidate today "
                          f"(nominated by {_name(s, by)})", target=a.target, by=by)


def _check_open_vote(s: GameState, a: A.OpenVote) -> None:
    if s.stage is Stage.NIGHT:
        raise _refuse(s, "R-VOTE-1", "open_vote.night", "the vote is held by day")
    if s.stage is Stage.VOTING:
        raise _refuse(s, "R-VOTE-1", "open_vote.already_open", "the vote is already open")
    if s.stage is Stage.AFTER_EXECUTION:
        raise _refuse(s, "R-EXEC-1", "open_vote.executed",
                      "today's execution has taken place: one vote a day")


def _gate_voting(s: GameState) -> None:
    if s.stage is not Stage.VOTING:
        raise _refuse(s, "R-VOTE-1", "vote.not_open", "no vote is open")


def _check_voter(s: GameState, at: object, by: int) -> None:
    """Common checks of a vote or a withdrawal: an open vote, a living voter, and the
    window where ``vote_window_enforced`` (R-VOTE-1; at the table the host's timer is the
    window and no entry is refused for its time)."""
    _gate_voting(s)
    if not s.alive[by - 1]:
        raise _refuse(s, "R-VOTE-2", "vote.dead_voter",
                      f"{_name(s, by)} is dead and cannot vote", player=by)
    opened = s.vote_opened_at
    rs = s.setup.ruleset
    if isinstance(at, datetime) and opened is not None and rs.vote_window_enforced:
        closes = opened + timedelta(seconds=rs.vote_window_s)
        if at >= closes:
            raise _refuse(s, "R-VOTE-1", "vote.window_closed",
                          f"the vote window closed at {_iso(closes)}; "
                          f"{_name(s, by)}'s entry at {_iso(at)} is too late",
                          closes=_iso(closes), player=by, at=_iso(at))


def _check_change(s: GameState, by: int, changes: int) -> None:
    """R-VOTE-3: a voter who has used their changes of vote cannot change again."""
    allowed = s.setup.ruleset.vote_changes
    if allowed >= 0 and changes >= allowed:
        if allowed:
            raise _refuse(s, "R-VOTE-3", "vote.changes_used",
                          f"{_name(s, by)} has used their {allowed} change(s) of vote",
                          player=by, allowed=allowed)
        raise _refuse(s, "R-VOTE-3", "vote.no_changes", "no change of vote is allowed")


def _check_vote(s: GameState, a: A.Vote) -> None:
    """R-VOTE-1..4: any living player votes, whatever the role (R-ROLE-2), for one
    candidate; there is no vote against all (R-VOTE-5). A vote is never edited: a new
    vote replaces the standing one, a change counted by R-VOTE-3 (R-VOTE-6)."""
    _seat(s, a.by, "by")
    _seat(s, a.target, "target")
    _check_voter(s, a.at, a.by)
    if a.target == a.by:
        raise _refuse(s, "R-VOTE-4", "vote.self",
                      f"{_name(s, a.by)} cannot vote against themself", player=a.by)
    if a.target not in s.candidates:
        raise _refuse(s, "R-VOTE-2", "vote.not_candidate",
                      f"{_name(s, a.target)} is not a candidate; candidates: "
                      + ", ".join(_name(s, c) for c in s.candidates),
                      target=a.target, candidates=s.candidates)
    ballot = s.ballots[a.by - 1]
    if ballot is not None:
        if ballot.target == a.target:
            raise _refuse(s, "R-VOTE-3", "vote.same_target",
                          f"{_name(s, a.by)} already votes for {_name(s, a.target)}: "
                          "a change is to another candidate", player=a.by, target=a.target)
        if ballot.target is not None or ballot.withdrawn:
            _check_change(s, a.by, ballot.changes)


def _check_withdraw_vote(s: GameState, a: A.WithdrawVote) -> None:
    """A withdrawal is how a voter abstains after voting (R-VOTE-5); it uses a change
    (R-VOTE-3)."""
    _seat(s, a.by, "by")
    _check_voter(s, a.at, a.by)
    ballot = s.ballots[a.by - 1]
    if ballot is None or ballot.target is None:
        raise _refuse(s, "R-VOTE-3", "withdraw_vote.no_vote",
                      f"{_name(s, a.by)} has no standing vote to withdraw", player=a.by)
    _check_change(s, a.by, ballot.changes)


def no_votes_rng(s: GameState) -> random.Random:
    """The random source of R-VOTE-8 for today: seeded by the game's ``rng_seed`` and the
    day's number, so a replay draws the same."""
    return random.Random(f"{s.setup.rng_seed}:day:{s.phase.number}")


def select_executed(s: GameState, choice: int | None) -> Execution:
    """Who today's vote executes (R-VOTE-7, R-VOTE-8), without changing anything.

    Raises:
        RuleViolation: R-VOTE-7 / R-VOTE-8 when the host must choose and ``choice`` is no
            valid candidate (codes ``close_vote.tie_choice``, ``close_vote.no_votes_choice``).
    """
    rs = s.setup.ruleset
    tally = s.tally()
    top = max(tally.values())

    def names(seats: tuple[int, ...]) -> str:
        return ", ".join(_name(s, c) for c in seats)

    seat: int
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
            if choice is None or choice not in tied:
                raise _refuse(s, "R-VOTE-7", "close_vote.tie_choice",
                              f"{names(tied)} tie with {top} vote(s): the host chooses one "
                              "of them (this game's rules: on a tie, the host's choice)", candidates=tied, votes=top)
            seat, reason = choice, "host_choice"
    else:
        tied = s.candidates
        if rs.no_votes_policy == "random":
            seat, reason = no_votes_rng(s).choice(tied), "random"
        else:
            if choice is None or choice not in tied:
                raise _refuse(s, "R-VOTE-8", "close_vote.no_votes_choice",
                              f"no vote stands: the host chooses one of {names(tied)} "
                              "(this game's rules: with no votes, the host's choice)", candidates=tied)
            seat, reason = choice, "host_choice"
    return Execution(seat, tied, tuple(tally.items()), reason)


def _check_close_vote(s: GameState, a: A.CloseVote) -> Execution:
    _optional_seat(s, a.choice, "choice")
    _gate_voting(s)
    return select_executed(s, a.choice)


def _gate_protect(s: GameState) -> None:
    if s.stage is Stage.NIGHT:
        raise _refuse(s, "R-DOC-1", "protect.night", "the doctor names the protection by day")
    if s.holder(Role.DOCTOR) is None:
        raise _refuse(s, "R-DOC-1", "protect.no_doctor",
                      "there is no living doctor (R-ROLE-3)")


def _check_protect(s: GameState, a: A.Protect) -> None:
    _seat(s, a.target, "target")
    _gate_protect(s)
    if not s.alive[a.target - 1]:
        raise _refuse(s, "R-DOC-1", "protect.dead_target",
                      f"{_name(s, a.target)} is dead and cannot be protected", target=a.target)
    rs = s.setup.ruleset
    if a.target == s.holder(Role.DOCTOR) and not rs.doctor_self_protect:
        raise _refuse(s, "R-DOC-1", "protect.self",
                      "the doctor may not protect themself (this game's rules)",
                      player=a.target)
    if a.target == s.last_protected and not rs.doctor_repeat_target:
        raise _refuse(s, "R-DOC-1", "protect.repeat",
                      f"{_name(s, a.target)} was protected last night "
                      "(this game's rules: not the same player two nights running)", target=a.target)


def _gate_compare(s: GameState) -> None:
    if s.stage is Stage.NIGHT:
        raise _refuse(s, "R-JOUR-1", "compare.night", "the journalist asks by day")
    if s.holder(Role.JOURNALIST) is None:
        raise _refuse(s, "R-JOUR-1", "compare.no_journalist",
                      "there is no living journalist (R-ROLE-3)")
    if s.compared:
        raise _refuse(s, "R-JOUR-1", "compare.already_asked",
                      "the journalist has already asked today (once a day)")


def _check_compare(s: GameState, a: A.Compare) -> None:
    _seat(s, a.a, "a")
    _seat(s, a.b, "b")
    _gate_compare(s)
    if a.a == a.b:
        raise _refuse(s, "R-JOUR-1", "compare.same_player",
                      "the journalist compares two different players", player=a.a)
    for seat in (a.a, a.b):
        if not s.alive[seat - 1]:
            raise _refuse(s, "R-JOUR-1", "compare.dead_player",
                          f"{_name(s, seat)} is dead: the journalist compares living players",
                          player=seat)


def _check_end_day(s: GameState, a: A.EndDay) -> None:
    if s.stage is Stage.NIGHT:
        raise _refuse(s, "R-SETUP-5", "end_day.night", "it is night: there is no day to end")
    if s.stage is not Stage.AFTER_EXECUTION:
        raise _refuse(s, "R-EXEC-1", "end_day.no_execution",
                      "the day cannot end before today's execution")


# --- the night ---------------------------------------------------------------------

def _mafia_can_decide(s: GameState, rule: str) -> None:
    """A mafia decision (a kill, R-MAF-1, or a pass, R-MAF-2) is made by night and needs
    a living mafia member (R-MAF-4: a recorded pass or kill needs one)."""
    if s.stage is not Stage.NIGHT:
        raise _refuse(s, rule, "mafia.by_day", "the mafia decides by night")
    if not s.living_with(*MAFIA):
        raise _refuse(s, rule, "mafia.none_alive", "no mafia member lives")


def _gate_mafia_kill(s: GameState) -> None:
    """R-GF-3: a kill entered when the mafia is already known to be unable to kill is
    refused with the rule that stops it: no godfather recorded (R-GF-1), or a night in
    which the godfather has died or that his execution blocks (R-GF-2). A kill entered
    before the godfather's death this night is accepted, and void at dawn (R-GF-2,
    ``night.resolve_night``)."""
    _mafia_can_decide(s, "R-MAF-1")
    if s.godfather_pending:
        raise _refuse(s, "R-GF-1", "mafia_kill.godfather_pending",
                      "the mafia cannot kill until its new godfather is recorded")
    if mafia_blocked(s):
        raise _refuse(s, "R-GF-2", "mafia_kill.godfather_died",
                      "the godfather died: the mafia cannot kill this night")


def _check_mafia_kill(s: GameState, a: A.MafiaKill) -> None:
    _seat(s, a.target, "target")
    _optional_seat(s, a.decided_by, "decided_by")
    _gate_mafia_kill(s)
    if not s.alive[a.target - 1]:
        raise _refuse(s, "R-MAF-1", "mafia_kill.dead_target", f"{_name(s, a.target)} is dead",
                      target=a.target)
    if s.roles[a.target - 1] in MAFIA and not s.setup.ruleset.mafia_can_target_mafia:
        raise _refuse(s, "R-MAF-1", "mafia_kill.mafia_target",
                      f"{_name(s, a.target)} is a mafia member "
                      "(this game's rules: the mafia may not kill its own)", target=a.target)
    by = a.decided_by
    if by is not None and not (s.alive[by - 1] and s.roles[by - 1] in MAFIA):
        raise _refuse(s, "R-MAF-3", "mafia_kill.not_mafia",
                      f"{_name(s, by)} is no living mafia member: the host "
                      "takes the word of a living mafia member", player=by)


def _check_mafia_pass(s: GameState, a: A.MafiaPass) -> None:
    _mafia_can_decide(s, "R-MAF-2")


def _gate_maniac_kill(s: GameState) -> None:
    if s.stage is not Stage.NIGHT:
        raise _refuse(s, "R-MAN-1", "maniac_kill.by_day", "the maniac kills by night")
    if s.holder(Role.MANIAC) is None:
        raise _refuse(s, "R-MAN-1", "maniac_kill.no_maniac",
                      "there is no living maniac (R-ROLE-3)")


def _check_maniac_kill(s: GameState, a: A.ManiacKill) -> None:
    _seat(s, a.target, "target")
    _gate_maniac_kill(s)
    if a.target == s.holder(Role.MANIAC):
        raise _refuse(s, "R-MAN-1", "maniac_kill.self", "the maniac cannot kill themself",
                      player=a.target)
    if not s.alive[a.target - 1]:
        raise _refuse(s, "R-MAN-1", "maniac_kill.dead_target", f"{_name(s, a.target)} is dead",
                      target=a.target)


def _gate_check(s: GameState) -> None:
    if s.stage is not Stage.NIGHT:
        raise _refuse(s, "R-COM-1", "check.by_day", "the commissar checks by night")
    if s.holder(Role.COMMISSAR) is None:
        raise _refuse(s, "R-COM-1", "check.no_commissar",
                      "there is no living commissar (R-ROLE-3)")
    if s.checked:
        raise _refuse(s, "R-COM-1", "check.already_checked",
                      "the commissar has already checked tonight (once a night)")


def _check_check(s: GameState, a: A.Check) -> None:
    _seat(s, a.target, "target")
    _gate_check(s)
    if a.target == s.holder(Role.COMMISSAR):
        raise _refuse(s, "R-COM-1", "check.self", "the commissar cannot check themself",
                      player=a.target)
    if not s.alive[a.target - 1]:
        raise _refuse(s, "R-COM-1", "check.dead_target", f"{_name(s, a.target)} is dead",
                      target=a.target)


def _check_end_night(s: GameState, a: A.EndNight) -> None:
    if s.stage is not Stage.NIGHT:
        raise _refuse(s, "R-SETUP-5", "end_night.by_day", "it is day: there is no night to end")
    if s.holder(Role.MANIAC) is not None:
        if s.maniac is None:
            raise _refuse(s, "R-MAN-1", "end_night.no_maniac_kill",
                          "the maniac must kill every night: name the maniac's victim first")
        if not s.maniac.counts:
            raise _refuse(s, "R-MAN-2", "end_night.maniac_no_description",
                          "the maniac's kill has no description: this game's "
                          "rules ask for one")


# --- at any time -------------------------------------------------------------------

def _gate_appoint_godfather(s: GameState) -> None:
    if not s.godfather_pending:
        if s.godfather is None:
            raise _refuse(s, "R-GF-1", "appoint_godfather.not_pending",
                          "no appointment of a godfather is pending")
        raise _refuse(s, "R-GF-1", "appoint_godfather.has_godfather",
                      "no appointment of a godfather is pending: "
                      f"{_name(s, s.godfather)} is the godfather", godfather=s.godfather)


def _check_appoint_godfather(s: GameState, a: A.AppointGodfather) -> None:
    _seat(s, a.player, "player")
    _gate_appoint_godfather(s)
    if not s.alive[a.player - 1] or s.roles[a.player - 1] is not Role.MAFIOSO:
        raise _refuse(s, "R-GF-1", "appoint_godfather.not_mafia",
                      f"{_name(s, a.player)} is no living mafia member", player=a.player)


def _check_host_kill(s: GameState, a: A.HostKill) -> None:
    _seat(s, a.target, "target")
    if not s.alive[a.target - 1]:
        raise _refuse(s, "R-HOST-1", "host_kill.dead_target",
                      f"{_name(s, a.target)} is already dead", target=a.target)


#: Action class -> its check. A check returns nothing, except ``close_vote``'s: the
#: :class:`Execution` it selected.
CHECKS: dict[type, Callable[[GameState, Any], object]] = {
    A.Nominate: _check_nominate, A.OpenVote: _check_open_vote, A.Vote: _check_vote,
    A.WithdrawVote: _check_withdraw_vote, A.CloseVote: _check_close_vote,
    A.Protect: _check_protect, A.Compare: _check_compare, A.EndDay: _check_end_day,
    A.AppointGodfather: _check_appoint_godfather, A.MafiaKill: _check_mafia_kill,
    A.MafiaPass: _check_mafia_pass, A.ManiacKill: _check_maniac_kill, A.Check: _check_check,
    A.EndNight: _check_end_night, A.HostKill: _check_host_kill,
}

#: Action type (GAME_LOG.md ``type``) of an action with player fields -> its gate: the
#: checks of its ``_check_<type>`` that depend on none of its seats, in the same order.
#: When a gate refuses, every action of that type is refused now.
GATES: dict[str, Callable[[GameState], None]] = {
    "nominate": _gate_nominate, "vote": _gate_voting, "withdraw_vote": _gate_voting,
    "close_vote": _gate_voting, "protect": _gate_protect, "compare": _gate_compare,
    "appoint_godfather": _gate_appoint_godfather, "mafia_kill": _gate_mafia_kill,
    "maniac_kill": _gate_maniac_kill, "check": _gate_check,
    "host_kill": lambda s: None,
}


def validate(s: GameState, action: object) -> object:
    """Check ``action`` against the rules in ``s``, building nothing. Returns what its
    check returns (``close_vote``: the :class:`Execution`; else ``None``).

    Raises:
        LogFormatError: the action is no action, names a seat that is no player's, or has
            an ``at`` that is no time with a UTC offset.
        RuleViolation: R-WIN-4 after the end; R-VOTE-7 for a time before the previous
            action's; else the rule the action breaks.
    """
    check = CHECKS.get(type(action))
    if check is None:
        raise LogFormatError(f"expected an action, got {type(action).__name__}",
                             index=s.index)
    check_running(s)
    _check_at(s, getattr(action, "at", None))
    return check(s, action)


__all__ = ["CHECKS", "GATES", "MAFIA", "check_running", "no_votes_rng", "select_executed",
           "validate"]
