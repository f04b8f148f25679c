"""The sport rules' checks: for each action type, whether the action is allowed now.

As for the classic family (:mod:`mafia_desktop.rules.classic.checks`), :func:`validate` is what
both ``apply`` and ``why_not`` run, so a refusal is the same whether the action is pushed
or only asked about. A check builds no state; it raises a :class:`RuleViolation` with the
S-* rule's ID, an English message, a ``code`` (``sport.<type>.<what>``) and ``params``, or
a :class:`LogFormatError` (a seat that is no player's, a bad ``at``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from ..errors import LogFormatError
from ..refusal import check_at as _check_at
from ..refusal import name as _name
from ..refusal import refuse as _refuse
from ..refusal import seat as _seat
from ..refusal import seats as _seats
from . import actions as A
from .roles import SportRole
from .state import NOMINATING_SPEECHES, SportStage, SportState

#: S-WIN-4: the actions an ended game still accepts.
AFTER_THE_END: frozenset[type] = frozenset({A.Bonus, A.Foul, A.Disqualify})


def in_game(s: SportState, seat: int) -> bool:
    """S-FOUL-1: a player the host may penalise now: in the game, or giving their own
    last word. After the end (S-WIN-4): a player who was in the game at the end or left
    by the action that ended it (their final last word), until a fourth foul or a
    disqualification given after the end."""
    if s.outcome is None:
        return s.alive[seat - 1] or (s.speaker == seat and s.speech == "last_word")
    if not s.alive[seat - 1] and not any(
            d.seat == seat and d.index == s.end_index and d.cause in ("vote", "raise_all", "shot")
            for d in s.deaths):
        return False
    return not any(p.seat == seat and p.index > s.end_index for p in s.penalties)


def check_running(s: SportState, action_type: type | None = None) -> None:
    """S-WIN-4: an ended game accepts only a ``bonus``, a ``foul`` and a ``disqualify``
    (``action_type``: the type asked about; ``None``: any other action)."""
    if s.outcome is not None and action_type not in AFTER_THE_END:
        raise _refuse(s, "S-WIN-4", "sport.game.ended",
                      "the game has ended: only a bonus, a foul or a disqualification may "
                      "be given (undo works)")


# --- speeches and nominations ------------------------------------------------------

def _gate_end_speech(s: SportState) -> None:
    if s.speaker is None:
        raise _refuse(s, "S-SPEECH-3", "sport.end_speech.nobody",
                      "nobody is speaking now")


def _check_end_speech(s: SportState, a: A.EndSpeech) -> None:
    _gate_end_speech(s)


def _gate_nominate(s: SportState) -> None:
    if s.stage is not SportStage.SPEECHES or s.speech not in NOMINATING_SPEECHES:
        raise _refuse(s, "S-NOM-1", "sport.nominate.not_speeches",
                      "a nomination is made only during a regular speech")


def _check_nominate(s: SportState, a: A.SportNominate) -> None:
    by = _seat(s, a.by, "by")
    target = _seat(s, a.target, "target")
    _gate_nominate(s)
    if by != s.speaker:
        raise _refuse(s, "S-NOM-1", "sport.nominate.not_speaker",
                      f"{_name(s, by)} is not the speaker: only the current speaker "
                      "nominates", by=by)
    for who, t in s.nominations:
        if who == by:
            raise _refuse(s, "S-NOM-1", "sport.nominate.twice",
                          f"{_name(s, by)} has nominated {_name(s, t)} today already",
                          by=by, target=t)
    if target == by or not s.alive[target - 1]:
        raise _refuse(s, "S-NOM-1", "sport.nominate.bad_target",
                      f"{_name(s, target)} cannot be nominated: the candidate is another "
                      "player in the game", target=target)
    if any(t == target for _, t in s.nominations):
        raise _refuse(s, "S-NOM-1", "sport.nominate.already",
                      f"{_name(s, target)} is nominated already", target=target)


def _gate_withdraw(s: SportState) -> None:
    if s.ruleset.nomination_withdrawal == "none":
        raise _refuse(s, "S-NOM-2", "sport.withdraw.not_allowed",
                      "a nomination stands: this game's rules do not allow withdrawing it")
    if s.stage is not SportStage.SPEECHES or s.speech not in NOMINATING_SPEECHES:
        raise _refuse(s, "S-NOM-2", "sport.withdraw.not_speeches",
                      "a nomination is withdrawn only during its maker's speech")


def _check_withdraw_nomination(s: SportState, a: A.WithdrawNomination) -> None:
    by = _seat(s, a.by, "by")
    _gate_withdraw(s)
    if by != s.speaker:
        raise _refuse(s, "S-NOM-2", "sport.withdraw.not_speaker",
                      f"{_name(s, by)} is not the speaker", by=by)
    if not any(who == by for who, _ in s.nominations):
        raise _refuse(s, "S-NOM-2", "sport.withdraw.none",
                      f"{_name(s, by)} has no nomination to withdraw", by=by)


# --- the vote ----------------------------------------------------------------------

def _check_voters(s: SportState, voters: Sequence[int], rule: str, kind: str) -> None:
    seen: set[int] = set()
    for v in voters:
        if not s.alive[v - 1]:
            raise _refuse(s, rule, f"sport.{kind}.dead_voter",
                          f"{_name(s, v)} has left the game and does not vote", player=v)
        if v in seen:
            raise _refuse(s, rule, f"sport.{kind}.voter_twice",
                          f"{_name(s, v)} is listed twice", player=v)
        seen.add(v)


def _gate_ballot(s: SportState) -> None:
    if s.stage is not SportStage.VOTE:
        raise _refuse(s, "S-VOTE-2", "sport.ballot.no_vote", "no vote is under way")


def next_candidate(s: SportState) -> int | None:
    """The candidate whose ballot the host enters next (S-VOTE-2), or ``None`` (no
    vote under way)."""
    if s.stage is not SportStage.VOTE or len(s.ballots) >= len(s.candidates) - 1:
        return None
    return s.candidates[len(s.ballots)]


def _check_ballot(s: SportState, a: A.CastBallot) -> None:
    target = _seat(s, a.target, "target")
    voters = _seats(s, a.voters, "voters")
    _gate_ballot(s)
    expected = next_candidate(s)
    if target != expected:
        if target == s.candidates[-1]:
            raise _refuse(s, "S-VOTE-3", "sport.ballot.last_candidate",
                          f"{_name(s, target)} is the last candidate: every vote not "
                          "cast before is theirs", target=target)
        raise _refuse(s, "S-VOTE-2", "sport.ballot.not_next",
                      f"the next ballot is for {_name(s, expected or 0)}, in the order of "
                      "nomination", target=expected or 0)
    _check_voters(s, voters, "S-VOTE-2", "ballot")
    earlier = {v for _, vs in s.ballots for v in vs}
    for v in voters:
        if v in earlier:
            raise _refuse(s, "S-VOTE-2", "sport.ballot.voted",
                          f"{_name(s, v)} has voted in this round already", player=v)


def _gate_raise_all(s: SportState) -> None:
    if s.stage is not SportStage.RAISE_ALL:
        raise _refuse(s, "S-TIE-2", "sport.raise_all.not_now",
                      "the raise-all question is asked only after a revote ties again")


def _check_raise_all(s: SportState, a: A.RaiseAll) -> None:
    voters = _seats(s, a.voters, "voters")
    _gate_raise_all(s)
    _check_voters(s, voters, "S-TIE-2", "raise_all")


def _check_end_day(s: SportState, a: A.SportEndDay) -> None:
    if s.stage is not SportStage.DAY_END:
        raise _refuse(s, "S-DAY-1", "sport.end_day.not_now",
                      "the day ends when no speech and no vote is left")


# --- night -------------------------------------------------------------------------

def _gate_night_action(s: SportState, rule: str, kind: str) -> None:
    if s.stage is not SportStage.NIGHT:
        raise _refuse(s, rule, f"sport.{kind}.not_night", "only at night")
    if s.phase.number == 0:
        raise _refuse(s, "S-NIGHT0-1", f"sport.{kind}.night_zero",
                      "nobody shoots or checks on night 0")


def _gate_shot(s: SportState) -> None:
    _gate_night_action(s, "S-SHOT-1", "shot")
    if s.shot_done:
        raise _refuse(s, "S-SHOT-1", "sport.shot.twice",
                      "the black team has shot tonight already (undo the entry to change it)")


def _check_shot(s: SportState, a: A.Shot) -> None:
    if a.target is not None:
        _seat(s, a.target, "target")
    _gate_shot(s)
    if a.target is not None and not s.alive[a.target - 1]:
        raise _refuse(s, "S-SHOT-1", "sport.shot.dead",
                      f"{_name(s, a.target)} has left the game", target=a.target)


def _checker(s: SportState, role: SportRole) -> int | None:
    seat = s.setup.don if role is SportRole.DON else s.setup.sheriff
    return seat if seat and s.alive[seat - 1] else None


def _gate_check(s: SportState, role: SportRole, kind: str) -> None:
    _gate_night_action(s, "S-CHECK-1", kind)
    if _checker(s, role) is None:
        raise _refuse(s, "S-CHECK-1", f"sport.{kind}.no_checker",
                      f"no living {role.value} checks tonight", role=role.value)
    night = s.phase.number
    if any(c.night == night and c.by == role.value for c in s.checks):
        raise _refuse(s, "S-CHECK-1", f"sport.{kind}.twice",
                      f"the {role.value} has checked tonight already", role=role.value)


def _check_target(s: SportState, target: int, role: SportRole, kind: str) -> None:
    if not s.alive[target - 1] or target == _checker(s, role):
        raise _refuse(s, "S-CHECK-1", f"sport.{kind}.bad_target",
                      f"{_name(s, target)} cannot be checked: the target is another living "
                      "player", target=target, role=role.value)


def _gate_don_check(s: SportState) -> None:
    _gate_check(s, SportRole.DON, "don_check")


def _check_don_check(s: SportState, a: A.DonCheck) -> None:
    target = _seat(s, a.target, "target")
    _gate_don_check(s)
    _check_target(s, target, SportRole.DON, "don_check")


def _gate_sheriff_check(s: SportState) -> None:
    _gate_check(s, SportRole.SHERIFF, "sheriff_check")


def _check_sheriff_check(s: SportState, a: A.SheriffCheck) -> None:
    target = _seat(s, a.target, "target")
    _gate_sheriff_check(s)
    _check_target(s, target, SportRole.SHERIFF, "sheriff_check")


def _check_end_night(s: SportState, a: A.SportEndNight) -> None:
    if s.stage is not SportStage.NIGHT:
        raise _refuse(s, "S-NIGHT0-1", "sport.end_night.not_night", "it is not night")


# --- best move ---------------------------------------------------------------------

def best_move_maker(s: SportState) -> int | None:
    """Who may name a best move now (S-BEST-1), or ``None``.

    The player shot in the night: from the moment the night's ``shot`` names them
    (while the night goes on and they are still in the game: the host wakes them at its
    end) until the end of their last word the next day. With ``best_move: first_night``
    only the night-1 victim (not when two or more players left on day 1; once a game);
    with ``any_night`` any night's victim, once each (the day-1 condition for night 1).
    """
    option = s.ruleset.best_move
    if option == "none" or s.outcome is not None:
        return None
    if s.stage is SportStage.NIGHT:
        seat = s.shot_target
        if seat is None or not s.alive[seat - 1]:
            return None
        night = s.phase.number
    else:
        if s.speech != "last_word" or s.speaker is None:
            return None
        seat = s.speaker
        death = next((d for d in s.deaths if d.seat == seat), None)
        if death is None or death.cause != "shot":
            return None
        night = death.phase.number
    if option == "first_night" and (night != 1 or s.best_moves):
        return None
    if any(b.by == seat for b in s.best_moves):
        return None
    if night == 1 and sum(1 for d in s.deaths if d.phase.kind == "day"
                          and d.phase.number == 1) >= 2:
        return None
    return seat


def _gate_best_move(s: SportState) -> None:
    if best_move_maker(s) is None:
        raise _refuse(s, "S-BEST-1", "sport.best_move.not_now",
                      "a best move is named only by the player shot in the first night, "
                      "from the shot until the end of their last word (not after two "
                      "departures on day 1; once a game)")


def best_move_counts(s: SportState) -> tuple[int, int]:
    """How many players a best move names (S-BEST-1, ``best_move_guesses``): ``(3, 3)``
    (``three``) or ``(1, 3)`` (``one_to_three``), as ``(fewest, most)``."""
    return (3, 3) if s.ruleset.best_move_guesses == "three" else (1, 3)


def _check_best_move(s: SportState, a: A.BestMove) -> None:
    guesses = _seats(s, a.guesses, "guesses")
    _gate_best_move(s)
    fewest, most = best_move_counts(s)
    if not fewest <= len(guesses) <= most or len(set(guesses)) != len(guesses):
        if fewest == most:
            raise _refuse(s, "S-BEST-1", "sport.best_move.three",
                          "a best move names three different players (this game's rules)",
                          count=len(guesses))
        raise _refuse(s, "S-BEST-1", "sport.best_move.count",
                      "a best move names 1 to 3 different players", count=len(guesses))
    maker = best_move_maker(s)
    for g in guesses:
        if g == maker or not s.alive[g - 1]:
            raise _refuse(s, "S-BEST-1", "sport.best_move.bad_guess",
                          f"{_name(s, g)} cannot be named: a best move names living players "
                          "other than its maker", player=g)


# --- penalties and points -------------------------------------------------------------

def _check_penalised(s: SportState, player: object, kind: str) -> int:
    seat = _seat(s, player, "player")
    if not in_game(s, seat):
        raise _refuse(s, "S-FOUL-1", f"sport.{kind}.not_in_game",
                      f"{_name(s, seat)} has left the game", player=seat)
    return seat


def _removed_after_end(s: SportState, seat: int) -> bool:
    """S-WIN-4: a player still counted in the game at its end, removed after it (a
    fourth foul or a disqualification given after the end)."""
    return s.outcome is not None and s.alive[seat - 1] and not in_game(s, seat)


def _check_foul(s: SportState, a: A.Foul) -> None:
    seat = _seat(s, a.player, "player")
    if s.alive[seat - 1] and s.fouls[seat - 1] >= 4:   # after the end (S-WIN-4) only
        raise _refuse(s, "S-FOUL-1", "sport.foul.five",
                      f"{_name(s, seat)} has four fouls: nobody gets more", player=seat)
    if _removed_after_end(s, seat):
        raise _refuse(s, "S-WIN-4", "sport.foul.removed_after_end",
                      f"{_name(s, seat)} was removed after the end already (it counts for "
                      "the points only)", player=seat)
    seat = _check_penalised(s, a.player, "foul")
    if s.fouls[seat - 1] >= 4:
        raise _refuse(s, "S-FOUL-1", "sport.foul.five",
                      f"{_name(s, seat)} has four fouls: nobody gets more", player=seat)


def _check_disqualify(s: SportState, a: A.Disqualify) -> None:
    seat = _seat(s, a.player, "player")
    if _removed_after_end(s, seat):
        raise _refuse(s, "S-WIN-4", "sport.disqualify.removed_after_end",
                      f"{_name(s, seat)} was removed after the end already (it counts for "
                      "the points only)", player=seat)
    _check_penalised(s, a.player, "disqualify")


def _check_team_defeat(s: SportState, a: A.TeamDefeat) -> None:
    check_running(s)
    _check_penalised(s, a.player, "team_defeat")


def _check_bonus(s: SportState, a: A.Bonus) -> None:
    _seat(s, a.player, "player")
    p = a.points
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not math.isfinite(p) \
            or not -1.0 <= p <= 1.0:
        raise _refuse(s, "S-SCORE-1", "sport.bonus.range",
                      f"a bonus is between -1.0 and 1.0 points, got {p!r}", points=str(p))


CHECKS: dict[type, Callable[[SportState, Any], None]] = {
    A.EndSpeech: _check_end_speech, A.SportNominate: _check_nominate,
    A.WithdrawNomination: _check_withdraw_nomination, A.CastBallot: _check_ballot,
    A.RaiseAll: _check_raise_all, A.SportEndDay: _check_end_day, A.Shot: _check_shot,
    A.DonCheck: _check_don_check, A.SheriffCheck: _check_sheriff_check,
    A.SportEndNight: _check_end_night, A.BestMove: _check_best_move, A.Foul: _check_foul,
    A.Disqualify: _check_disqualify, A.TeamDefeat: _check_team_defeat,
    A.Bonus: _check_bonus,
}

#: Per action type, the checks that depend on none of its players (for the queries).
GATES: dict[str, Callable[[SportState], None]] = {
    "end_speech": _gate_end_speech, "nominate": _gate_nominate,
    "withdraw_nomination": _gate_withdraw, "ballot": _gate_ballot,
    "raise_all": _gate_raise_all, "shot": _gate_shot, "don_check": _gate_don_check,
    "sheriff_check": _gate_sheriff_check, "best_move": _gate_best_move,
}


def validate(s: SportState, action: object) -> None:
    """Check ``action`` against the sport rules in ``s``, building nothing.

    Raises:
        LogFormatError: no sport action, a seat that is no player's, or a bad ``at``.
        RuleViolation: S-WIN-4 after the end (but for ``bonus``); else the rule broken.
    """
    check = CHECKS.get(type(action))
    if check is None:
        raise LogFormatError(f"expected a sport action, got {type(action).__name__}",
                             index=s.index)
    if s.outcome is not None:
        check_running(s, type(action))
    at = getattr(action, "at", None)
    if at is not None:
        _check_at(s, at)
    check(s, action)
