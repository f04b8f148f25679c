"""Why an action is refused (:func:`why_not`): every refusal with its W- rule ID and a
code worded by ``i18n/werewolf/refusals.py``; an unreadable action (no seat, no
werewolf action) is a :class:`~..errors.LogFormatError`. Builds no state."""

from __future__ import annotations

from ..errors import LogFormatError, RuleViolation
from ..refusal import check_at
from ..refusal import name as _name
from ..refusal import refuse as _refuse
from ..refusal import seat as _seat
from .actions import (
    ACTION_TYPES,
    Attack,
    Check,
    Close,
    Dawn,
    Guard,
    Heal,
    Nominate,
    Poison,
    Shoot,
    Vote,
)
from .roles import Role
from .state import Stage, State

Refusal = RuleViolation | LogFormatError | None

#: Each night action's role and rule (W-ROLE-2).
_NIGHT_ROLE = {"attack": (Role.WEREWOLF, "W-NIGHT-2"), "check": (Role.SEER, "W-NIGHT-3"),
               "guard": (Role.BODYGUARD, "W-NIGHT-4"), "heal": (Role.WITCH, "W-WITCH-1"),
               "poison": (Role.WITCH, "W-WITCH-2")}


def _format(s: State, action: object) -> None:
    """The action is a werewolf action with seats of this game and a good time."""
    if type(action) not in ACTION_TYPES.values():
        raise LogFormatError(f"not a werewolf action: {action!r}", index=s.index)
    for field in ("target", "by", "voter"):
        if hasattr(action, field):
            _seat(s, getattr(action, field), field)
    check_at(s, getattr(action, "at", None))


def _living(s: State, seat: int, rule: str) -> Refusal:
    if s.alive[seat - 1]:
        return None
    return _refuse(s, rule, "werewolf.gone", f"{_name(s, seat)} has left the game",
                   player=seat)


def _night(s: State, a: Attack | Check | Guard | Heal | Poison) -> Refusal:
    kind = type(a).TYPE
    role, rule = _NIGHT_ROLE[kind]
    if s.stage is not Stage.NIGHT:
        return _refuse(s, rule, "werewolf.night_only", "this is done at night")
    holder = s.holder(role)
    if holder is None:
        return _refuse(s, "W-ROLE-2", "werewolf.no_role",
                       f"no living {role.word} to wake", role=role.value)
    if getattr(s.night, kind) is not None:
        return _refuse(s, "W-NIGHT-1", "werewolf.night.again", "already chosen this night")
    gone = _living(s, a.target, rule)
    if gone is not None:
        return gone
    t, target = a.target, _name(s, a.target)
    if isinstance(a, Attack) and s.role(t) is Role.WEREWOLF:
        return _refuse(s, rule, "werewolf.attack.wolf",
                       f"{target} is a werewolf: the pack attacks another player", target=t)
    if isinstance(a, Check) and t == holder:
        return _refuse(s, rule, "werewolf.check.self", "the seer checks another player")
    if isinstance(a, Guard):
        if t == holder and not s.setup.ruleset.guard_self:
            return _refuse(s, rule, "werewolf.guard.self", "the bodyguard may not guard themself")
        if t == s.last_guard and not s.setup.ruleset.guard_repeat:
            return _refuse(s, rule, "werewolf.guard.repeat",
                           f"{target} was guarded last night: not twice in a row", target=t)
    if isinstance(a, Heal):
        if s.heal_used:
            return _refuse(s, rule, "werewolf.potion.used", "the potion is used up")
        if s.night.attack is None:
            return _refuse(s, rule, "werewolf.heal.early", "the werewolves have not chosen yet")
        if t != s.night.attack:
            return _refuse(s, rule, "werewolf.heal.victim",
                           f"{target} is not the werewolves' victim", target=t)
    if isinstance(a, Poison):
        if s.poison_used:
            return _refuse(s, rule, "werewolf.potion.used", "the potion is used up")
        if t == holder:
            return _refuse(s, rule, "werewolf.poison.self", "the witch does not poison themself")
    return None


def waiting_for(s: State) -> Role | None:
    """The role the night still waits for before dawn (W-NIGHT-5), or ``None``."""
    for kind in ("attack", "check", "guard"):
        role, _ = _NIGHT_ROLE[kind]
        if getattr(s.night, kind) is None and s.holder(role) is not None:
            return role
    return None


def _day(s: State, a: Nominate | Vote | Close) -> Refusal:
    rule = {"nominate": "W-NOM-1", "vote": "W-VOTE-1", "close": "W-VOTE-2"}[a.TYPE]
    if s.stage not in (Stage.NOMINATIONS, Stage.VOTE, Stage.REVOTE):
        return _refuse(s, rule, "werewolf.day_only", "this is done by day")
    if isinstance(a, Close):
        return None
    if isinstance(a, Nominate):
        if s.stage is not Stage.NOMINATIONS:
            return _refuse(s, "W-NOM-2", "werewolf.nominate.closed",
                           "the vote has begun: no more nominations")
        gone = _living(s, a.by, rule) or _living(s, a.target, rule)
        if gone is not None:
            return gone
        if a.by == a.target:
            return _refuse(s, rule, "werewolf.nominate.self", "nobody nominates themself")
        if any(by == a.by for by, _ in s.nominations):
            return _refuse(s, rule, "werewolf.nominate.twice",
                           f"{_name(s, a.by)} has nominated today", by=a.by)
        if any(t == a.target for _, t in s.nominations):
            return _refuse(s, rule, "werewolf.nominate.again",
                           f"{_name(s, a.target)} is nominated already", target=a.target)
        return None
    gone = _living(s, a.voter, rule) or _living(s, a.target, rule)
    if gone is not None:
        return gone
    if any(v == a.voter for v, _ in s.votes):
        return _refuse(s, rule, "werewolf.vote.twice", f"{_name(s, a.voter)} has voted",
                       player=a.voter)
    if a.target not in s.nominees():
        return _refuse(s, rule, "werewolf.vote.nominee",
                       f"{_name(s, a.target)} is not up for the vote", target=a.target)
    return None


def why_not(s: State, action: object) -> Refusal:
    """The refusal :func:`~.engine.apply` would raise for ``action`` now, or ``None``."""
    try:
        _format(s, action)
    except LogFormatError as e:
        return e
    if s.ended:
        return _refuse(s, "W-WIN-3", "game.ended",
                       "the game has ended: no further actions (undo works)")
    if s.stage is Stage.HUNTER:
        if not isinstance(action, Shoot):
            return _refuse(s, "W-HUNT-1", "werewolf.hunter.waiting",
                           f"the hunter {_name(s, s.shooters[0])} shoots first",
                           player=s.shooters[0])
        return _living(s, action.target, "W-HUNT-1")
    if isinstance(action, Shoot):
        return _refuse(s, "W-HUNT-1", "werewolf.hunter.none", "no hunter is leaving")
    if isinstance(action, (Attack, Check, Guard, Heal, Poison)):
        return _night(s, action)
    if isinstance(action, Dawn):
        if s.stage is not Stage.NIGHT:
            return _refuse(s, "W-NIGHT-5", "werewolf.night_only", "this is done at night")
        role = waiting_for(s)
        if role is not None:
            return _refuse(s, "W-NIGHT-5", "werewolf.dawn.waiting",
                           f"the {role.word} has not been woken yet", role=role.value)
        return None
    assert isinstance(action, (Nominate, Vote, Close))
    return _day(s, action)


__all__ = ["Refusal", "waiting_for", "why_not"]
