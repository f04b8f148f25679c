"""Werewolf's engine: :func:`apply` (the state after an action, or the refusal of
:func:`~.checks.why_not` raised). The night's choices are kept until dawn (W-NIGHT-5);
a vote is counted at ``close`` (W-VOTE-2/3); a leaving hunter's shot comes before
anything else (W-HUNT-1); the win is checked at dawn, after the vote and after a shot
(W-WIN-3)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from ..errors import RuleViolation
from ..state import Phase
from .actions import Action, Attack, Check, Close, Dawn, Guard, Heal, Nominate, Poison, Shoot, Vote
from .checks import why_not
from .roles import Role, Side
from .state import Death, Night, Outcome, Stage, State, VoteResult


def outcome_of(s: State) -> Outcome | None:
    """W-WIN-1 (no werewolf left: the village) and W-WIN-2 (the werewolves as many as
    the others: the werewolves), or ``None``."""
    wolves = sum(s.role(seat) is Role.WEREWOLF for seat in s.living())
    if wolves == 0:
        return Outcome((Side.VILLAGE,), "W-WIN-1")
    if wolves >= len(s.living()) - wolves:
        return Outcome((Side.WEREWOLVES,), "W-WIN-2")
    return None


def _leave(s: State, seats: list[int], cause: str) -> State:
    """``seats`` leave the game (in order, each once); a leaving hunter's shot is
    awaited (W-HUNT-1)."""
    alive, deaths, shooters = list(s.alive), list(s.deaths), list(s.shooters)
    for seat in dict.fromkeys(seats):
        if not alive[seat - 1]:
            continue
        alive[seat - 1] = False
        role = s.role(seat)
        deaths.append(Death(seat, cause, s.phase, role.value, s.index))
        if role is Role.HUNTER:
            shooters.append(seat)
    return replace(s, alive=tuple(alive), deaths=tuple(deaths), shooters=tuple(shooters))


def _next(s: State, then: Phase) -> State:
    """After deaths: the hunter's shot, else the win check, else ``then`` begins."""
    if s.shooters:  # the shot is the room's: at dawn it is the day's (W-HUNT-1)
        return replace(s, stage=Stage.HUNTER, then=then,
                       phase=then if then.kind == "day" else s.phase)
    outcome = outcome_of(s)
    if outcome is not None:
        return replace(s, stage=Stage.OVER, outcome=outcome, then=None)
    day = then.kind == "day"
    return replace(s, phase=then, stage=Stage.NOMINATIONS if day else Stage.NIGHT, then=None,
                   night=Night(), nominations=(), votes=(), candidates=())


def _dawn(s: State) -> State:
    n = s.night
    dying = []
    if n.attack is not None and n.attack not in (n.guard, n.heal):
        dying.append(n.attack)
    after = _leave(s, dying, "attack")
    if n.poison is not None:
        after = _leave(after, [n.poison], "poison")
    after = replace(after, last_guard=n.guard, result=None)
    return _next(after, Phase("day", s.phase.number))


def _close(s: State) -> State:
    counts = Counter(t for _, t in s.votes)
    table = tuple((seat, counts[seat]) for seat in s.nominees())
    top = max((c for _, c in table), default=0)
    leaders = tuple(seat for seat, c in table if c == top) if top else ()
    night = Phase("night", s.phase.number + 1)
    rules = s.setup.ruleset
    if len(leaders) > 1:
        if rules.tie == "revote" and s.stage is not Stage.REVOTE:
            return replace(s, stage=Stage.REVOTE, candidates=leaders, votes=(),
                           result=VoteResult(None, leaders, table))
        return _next(replace(s, result=VoteResult(None, leaders, table)), night)
    if not leaders or (rules.majority == "half" and 2 * top <= len(s.living())):
        return _next(replace(s, result=VoteResult(None, (), table)), night)
    out = leaders[0]
    return _next(_leave(replace(s, result=VoteResult(out, (), table)), [out], "vote"), night)


def _shoot(s: State, target: int) -> State:
    after = replace(s, shooters=s.shooters[1:])
    after = _leave(after, [target], "shot")
    assert after.then is not None
    return _next(after, after.then)


def _night_choice(s: State, a: Attack | Check | Guard | Heal | Poison) -> State:
    night = replace(s.night, **{a.TYPE: a.target})
    after = replace(s, night=night)
    if isinstance(a, Attack) and s.holder(Role.WITCH) is not None:
        after = replace(after, victims=(*s.victims, (s.phase.number, a.target)))
    if isinstance(a, Check):
        side = s.role(a.target).side.value
        after = replace(after, checks=(*s.checks, (s.phase.number, a.target, side)))
    if isinstance(a, Heal):
        after = replace(after, heal_used=True)
    if isinstance(a, Poison):
        after = replace(after, poison_used=True)
    return after


def _step(s: State, a: Action) -> State:
    if isinstance(a, (Attack, Check, Guard, Heal, Poison)):
        return _night_choice(s, a)
    if isinstance(a, Dawn):
        return _dawn(s)
    if isinstance(a, Nominate):
        return replace(s, nominations=(*s.nominations, (a.by, a.target)))
    if isinstance(a, Vote):
        stage = Stage.VOTE if s.stage is Stage.NOMINATIONS else s.stage
        return replace(s, stage=stage, votes=(*s.votes, (a.voter, a.target)))
    if isinstance(a, Close):
        return _close(s)
    assert isinstance(a, Shoot)
    return _shoot(s, a.target)


def apply(s: State, action: Action) -> State:
    """The state after ``action``.

    Raises:
        RuleViolation: the rule it breaks (W-*), at ``s.index``.
        LogFormatError: no werewolf action, a seat that is no player's, a bad time.
    """
    refusal = why_not(s, action)
    if isinstance(refusal, RuleViolation):
        raise refusal.at_index(s.index)
    if refusal is not None:
        raise refusal
    after = _step(s, action)
    return replace(after, index=s.index + 1)


__all__ = ["apply", "outcome_of"]
