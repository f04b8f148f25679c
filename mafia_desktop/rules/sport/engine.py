"""The sport rules engine (RULES_SPORT.md): :func:`sport_apply` from a state and an
action to the next state, or a :class:`RuleViolation` with the S-* rule's ID. The
queries the host's window asks, which run the same checks (:mod:`.checks`) and build no
state, are in :mod:`.queries`.

The engine keeps the course of a day (S-SPEECH-*): who speaks now and for how long, who
speaks next, when the vote starts by itself (S-VOTE-1), the rounds, defence speeches
and revotes (S-TIE-*), the last words, and the end (S-WIN-*). It reads no clock.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..state import Phase
from . import actions as A
from .checks import validate
from .roles import SportRole, Team
from .state import (
    BestMoveRecord,
    BonusRecord,
    Penalty,
    SportCheck,
    SportDeath,
    SportOutcome,
    SportStage,
    SportState,
    VoteRound,
)

W = list[Any]   # the state being built: SportState's fields, in order (indexes below)

# SportState's field indexes (checked against SportState._fields at import)
_SETUP = 0
_INDEX = 1
_PHASE = 2
_STAGE = 3
_ALIVE = 4
_FOULS = 5
_OWES_SILENCE = 6
_DEATHS = 7
_SPEAKER = 8
_SPEECH = 9
_SPEECH_S = 10
_QUEUE = 11
_OPENER = 12
_DAY_OPENED = 13
_NOMINATIONS = 14
_CANDIDATES = 15
_BALLOTS = 16
_VOTE_ROUND = 17
_VOTE_DECIDED = 18
_VOTE_CANCELLED = 19
_CANCEL_NEXT_VOTE = 20
_ROUNDS = 21
_SHOT_DONE = 22
_SHOT_TARGET = 23
_CHECKS = 24
_BEST_MOVES = 25
_PENALTIES = 26
_BONUSES = 27
_LAST_DEPARTURE_ROUND = 28
_OUTCOME = 29
_END_INDEX = 30



# --- the end (S-WIN-*) -------------------------------------------------------------

def sport_outcome(s_alive: tuple[bool, ...] | list[bool],
                  black_seats: tuple[bool, ...]) -> SportOutcome | None:
    """S-WIN-1: red wins when no black player is alive; S-WIN-2: black wins when living
    black players are as many as living red ones, or more; else ``None``.
    ``black_seats``: per seat, the player is black (``SportSetup.black``)."""
    black = red = 0
    for alive, is_black in zip(s_alive, black_seats):
        if alive:
            if is_black:
                black += 1
            else:
                red += 1
    if black == 0:
        return SportOutcome((Team.RED,), "S-WIN-1")
    if black >= red:
        return SportOutcome((Team.BLACK,), "S-WIN-2")
    return None


def _end(w: W, outcome: SportOutcome, index: int) -> None:
    """The game is over by the action at log ``index`` (S-WIN-4: a last word still
    running is a timer only)."""
    w[_OUTCOME] = outcome
    w[_END_INDEX] = index
    w[_STAGE] = SportStage.ENDED
    w[_SPEAKER] = None
    w[_SPEECH] = None
    w[_SPEECH_S] = 0
    w[_QUEUE] = ()


def _round_of(phase: Phase) -> int:
    """S-WIN-3's round: night n and the day after it are round n + 1 (night 0 and day 1
    are round 1)."""
    return phase.number if phase.kind == "day" else phase.number + 1


def _depart(w: W, seats: tuple[int, ...], cause: str, index: int) -> None:
    """Players leave the game (``cause``); the end is checked (S-WIN-1/2)."""
    alive = list(w[_ALIVE])
    setup = w[_SETUP]
    deaths = list(w[_DEATHS])
    for seat in seats:
        alive[seat - 1] = False
        deaths.append(SportDeath(seat, cause, w[_PHASE], setup.players[seat - 1].role.value,
                                 index))
    w[_ALIVE] = tuple(alive)
    w[_DEATHS] = tuple(deaths)
    w[_LAST_DEPARTURE_ROUND] = _round_of(w[_PHASE])
    outcome = sport_outcome(alive, setup.black)
    if outcome is not None:
        _end(w, outcome, index)


# --- speeches (S-SPEECH-*, S-FOUL-2) -----------------------------------------------

def _begin(w: W, seat: int, kind: str) -> None:
    """``seat`` starts a speech of ``kind`` (regular, defence, last_word)."""
    r = w[_SETUP].ruleset
    if kind == "regular":
        owes = w[_OWES_SILENCE]
        if owes[seat - 1]:
            living = sum(w[_ALIVE])
            kind, seconds = ("short", r.short_speech_s) if living in (3, 4) else ("silent", 0)
            w[_OWES_SILENCE] = owes[:seat - 1] + (False,) + owes[seat:]
        else:
            seconds = r.speech_s
        w[_STAGE] = SportStage.SPEECHES
        if not w[_DAY_OPENED]:            # S-SPEECH-2: who actually spoke first today
            w[_OPENER] = seat
            w[_DAY_OPENED] = True
    elif kind == "defence":
        seconds = r.defence_s
        w[_STAGE] = SportStage.DEFENCE
    else:
        seconds = r.last_word_s
        w[_STAGE] = SportStage.LAST_WORD
    w[_SPEAKER] = seat
    w[_SPEECH] = kind
    w[_SPEECH_S] = seconds


def _next(w: W, index: int) -> None:
    """The current speech is over: the next speech in the queue (a regular or defence
    speech of a player who has left is skipped), or what comes after the speeches: the
    vote (S-VOTE-1), the revote (S-TIE-1) or the day's end (S-DAY-1)."""
    ended_kind = w[_SPEECH]
    queue = w[_QUEUE]
    alive = w[_ALIVE]
    while queue:
        seat, kind = queue[0]
        queue = queue[1:]
        if kind != "last_word" and not alive[seat - 1]:
            continue
        w[_QUEUE] = queue
        _begin(w, seat, kind)
        return
    w[_QUEUE] = ()
    w[_SPEAKER] = None
    w[_SPEECH] = None
    w[_SPEECH_S] = 0
    if w[_VOTE_DECIDED]:
        w[_STAGE] = SportStage.DAY_END
    elif ended_kind == "defence":
        _open_round(w, tuple(c for c in w[_CANDIDATES] if alive[c - 1]),
                    w[_VOTE_ROUND] + 1, index)
    else:
        _start_vote(w, index)


def _start_day(w: W, number: int, victim: int | None, index: int) -> None:
    """Day ``number`` opens: the last word of the night's victim, then every living
    player in seat order from the opener (S-SPEECH-1, S-SPEECH-2)."""
    n = w[_SETUP].size
    alive = w[_ALIVE]
    previous = w[_OPENER]
    start = 1 if previous is None else previous % n + 1
    order = [(start - 1 + k) % n + 1 for k in range(n)]
    living = [seat for seat in order if alive[seat - 1]]
    w[_PHASE] = Phase("day", number)
    w[_DAY_OPENED] = False
    w[_NOMINATIONS] = ()
    w[_CANDIDATES] = ()
    w[_BALLOTS] = ()
    w[_VOTE_ROUND] = 0
    w[_VOTE_DECIDED] = False
    w[_VOTE_CANCELLED] = w[_CANCEL_NEXT_VOTE]
    w[_CANCEL_NEXT_VOTE] = False
    w[_SHOT_DONE] = False
    w[_SHOT_TARGET] = None
    w[_SPEECH] = None
    w[_QUEUE] = ((((victim, "last_word"),) if victim is not None else ())
                  + tuple((seat, "regular") for seat in living))
    _next(w, index)


# --- the vote (S-VOTE-*, S-TIE-*) --------------------------------------------------

def _record(w: W, kind: str, candidates: tuple[int, ...],
            votes: tuple[tuple[int, tuple[int, ...]], ...], leaving: tuple[int, ...],
            result: str) -> None:
    w[_ROUNDS] = w[_ROUNDS] + (VoteRound(w[_PHASE].number, max(w[_VOTE_ROUND], 1), kind,
                                           candidates, votes, leaving, result),)


def _day_end(w: W) -> None:
    w[_VOTE_DECIDED] = True
    w[_STAGE] = SportStage.DAY_END
    w[_SPEAKER] = None
    w[_SPEECH] = None
    w[_SPEECH_S] = 0
    w[_QUEUE] = ()


def _leave_by_vote(w: W, seats: tuple[int, ...], cause: str, index: int) -> None:
    """The vote is decided: ``seats`` leave (S-VOTE-4, S-TIE-2), each with a last word
    in voting order, unless the game has ended (S-WIN-4)."""
    w[_VOTE_DECIDED] = True
    _depart(w, seats, cause, index)
    if w[_OUTCOME] is None:
        w[_SPEECH] = None
        w[_QUEUE] = tuple((seat, "last_word") for seat in seats)
        _next(w, index)


def _start_vote(w: W, index: int) -> None:
    """After the last regular speech (S-VOTE-1): no vote when it is cancelled (S-FOUL-4);
    else the standing candidates still in the game, in the order of nomination."""
    if w[_VOTE_CANCELLED]:
        _day_end(w)
        return
    alive = w[_ALIVE]
    _open_round(w, tuple(t for _, t in w[_NOMINATIONS] if alive[t - 1]), 1, index)


def _open_round(w: W, candidates: tuple[int, ...], number: int, index: int) -> None:
    """A round of the vote among ``candidates`` (S-VOTE-1): none, no vote; one, no vote on
    day 1, else they leave without a ballot; more, the ballots in order."""
    w[_CANDIDATES] = candidates
    w[_BALLOTS] = ()
    w[_VOTE_ROUND] = number
    w[_SPEAKER] = None
    w[_SPEECH] = None
    w[_SPEECH_S] = 0
    if not candidates:
        _day_end(w)
    elif len(candidates) == 1:
        if w[_PHASE].number == 1:
            _record(w, "vote", candidates, (), (), "single")
            _day_end(w)
        else:
            living = tuple(i + 1 for i, a in enumerate(w[_ALIVE]) if a)
            _record(w, "vote", candidates, ((candidates[0], living),), candidates, "single")
            _leave_by_vote(w, candidates, "vote", index)
    else:
        w[_STAGE] = SportStage.VOTE


def _count(w: W, index: int) -> None:
    """The last but one ballot is in: the last candidate gets every other living
    player's vote (S-VOTE-3); the most votes leave (S-VOTE-4); a tie goes to defence and
    a revote (S-TIE-1), the raise-all question (S-TIE-2) or nobody (S-TIE-3)."""
    candidates = w[_CANDIDATES]
    ballots = w[_BALLOTS]
    voted = {v for _, vs in ballots for v in vs}
    living = tuple(i + 1 for i, a in enumerate(w[_ALIVE]) if a)
    votes = ballots + ((candidates[-1], tuple(v for v in living if v not in voted)),)
    most = max(len(vs) for _, vs in votes)
    tied = tuple(c for c, vs in votes if len(vs) == most)
    if len(tied) == 1:
        _record(w, "vote", candidates, votes, tied, "leaves")
        _leave_by_vote(w, tied, "vote", index)
    elif w[_VOTE_ROUND] == 1 or len(tied) < len(candidates):
        _record(w, "vote", candidates, votes, (), "tie")
        w[_CANDIDATES] = tied
        w[_BALLOTS] = ()
        w[_SPEECH] = None
        w[_QUEUE] = tuple((c, "defence") for c in tied)
        _next(w, index)
    elif set(living) <= set(tied):                   # S-TIE-3
        _record(w, "vote", candidates, votes, (), "nobody")
        _day_end(w)
    elif len(living) == 9 and len(tied) == 3 \
            and not w[_SETUP].ruleset.raise_all_three_of_nine:   # S-TIE-4
        _record(w, "vote", candidates, votes, (), "nobody")
        _day_end(w)
    else:
        _record(w, "vote", candidates, votes, (), "raise_all")
        w[_CANDIDATES] = tied
        w[_BALLOTS] = ()
        w[_STAGE] = SportStage.RAISE_ALL


# --- removals (S-FOUL-3, S-FOUL-4) -------------------------------------------------

def _remove(w: W, seat: int, cause: str, index: int) -> None:
    """``seat`` is removed by a fourth foul or a disqualification (S-FOUL-3): no last
    word; the current or the next vote may be cancelled (S-FOUL-4). A player giving their
    own last word only stops speaking (they have left already; nothing is cancelled)."""
    speaking = w[_SPEAKER] == seat
    if w[_OUTCOME] is not None:     # S-WIN-4: after the end a removal removes nobody
        return
    if not w[_ALIVE][seat - 1]:
        if speaking:
            _next(w, index)
        return
    option = w[_SETUP].ruleset.removal_cancels_vote
    nominated = any(t == seat for _, t in w[_NOMINATIONS])
    current = w[_PHASE].kind == "day" and not w[_VOTE_DECIDED]
    _depart(w, (seat,), cause, index)
    if w[_OUTCOME] is not None:
        return
    if current:
        if option == "yes" or (option == "if_nominated" and nominated):
            w[_VOTE_CANCELLED] = True
            if w[_STAGE] in (SportStage.VOTE, SportStage.RAISE_ALL, SportStage.DEFENCE):
                _day_end(w)
                return
        elif w[_STAGE] in (SportStage.VOTE, SportStage.RAISE_ALL, SportStage.DEFENCE):
            # S-FOUL-4: a new first round among the interrupted round's candidates still
            # in the game, in the same order; no defence speech left, ballots set aside
            alive = w[_ALIVE]
            w[_QUEUE] = ()
            _open_round(w, tuple(c for c in w[_CANDIDATES] if alive[c - 1]), 1, index)
            return
    elif option == "yes":
        w[_CANCEL_NEXT_VOTE] = True
    if speaking:
        _next(w, index)


# --- one builder per action ----------------------------------------------------------

def _end_speech(w: W, a: A.EndSpeech, i: int) -> None:
    _next(w, i)


def _nominate(w: W, a: A.SportNominate, i: int) -> None:
    w[_NOMINATIONS] = w[_NOMINATIONS] + ((a.by, a.target),)


def _withdraw_nomination(w: W, a: A.WithdrawNomination, i: int) -> None:
    w[_NOMINATIONS] = tuple(n for n in w[_NOMINATIONS] if n[0] != a.by)


def _ballot(w: W, a: A.CastBallot, i: int) -> None:
    w[_BALLOTS] = w[_BALLOTS] + ((a.target, tuple(a.voters)),)
    if len(w[_BALLOTS]) == len(w[_CANDIDATES]) - 1:
        _count(w, i)


def _raise_all(w: W, a: A.RaiseAll, i: int) -> None:
    tied = w[_CANDIDATES]
    living = sum(w[_ALIVE])
    if 2 * len(a.voters) > living:
        _record(w, "raise_all", tied, ((0, tuple(a.voters)),), tied, "leaves")
        _leave_by_vote(w, tied, "raise_all", i)
    else:
        _record(w, "raise_all", tied, ((0, tuple(a.voters)),), (), "nobody")
        _day_end(w)


def _end_day(w: W, a: A.SportEndDay, i: int) -> None:
    day = w[_PHASE].number
    if day - w[_LAST_DEPARTURE_ROUND] >= 3:   # S-WIN-3: three rounds with nobody leaving
        four = sum(w[_ALIVE]) == 4 and w[_SETUP].ruleset.stall_with_four == "red_wins"
        _end(w, SportOutcome((Team.RED,) if four else (), "S-WIN-3"), i)
        return
    w[_PHASE] = Phase("night", day)
    w[_STAGE] = SportStage.NIGHT
    w[_NOMINATIONS] = ()
    w[_CANDIDATES] = ()
    w[_BALLOTS] = ()
    w[_VOTE_ROUND] = 0
    w[_SHOT_DONE] = False
    w[_SHOT_TARGET] = None


def _shot(w: W, a: A.Shot, i: int) -> None:
    w[_SHOT_DONE] = True
    w[_SHOT_TARGET] = a.target


def _check(w: W, by: SportRole, target: int, answer: str) -> None:
    w[_CHECKS] = w[_CHECKS] + (SportCheck(w[_PHASE].number, by.value, target, answer),)


def _don_check(w: W, a: A.DonCheck, i: int) -> None:
    role = w[_SETUP].players[a.target - 1].role
    _check(w, SportRole.DON, a.target, "sheriff" if role is SportRole.SHERIFF else "not_sheriff")


def _sheriff_check(w: W, a: A.SheriffCheck, i: int) -> None:
    team = w[_SETUP].players[a.target - 1].role.team
    _check(w, SportRole.SHERIFF, a.target, team.value)


def _end_night(w: W, a: A.SportEndNight, i: int) -> None:
    night = w[_PHASE].number
    victim = w[_SHOT_TARGET] if night > 0 else None
    if victim is not None and not w[_ALIVE][victim - 1]:
        victim = None       # S-SHOT-2: removed this night (S-FOUL-3): that was the departure
    if victim is not None:
        _depart(w, (victim,), "shot", i)            # S-SHOT-2
        if w[_OUTCOME] is not None:
            return
    _start_day(w, night + 1, victim, i)


def _best_move(w: W, a: A.BestMove, i: int) -> None:
    # S-BEST-1: at night the shot player (woken at its end), by day their last word
    by = w[_SHOT_TARGET] if w[_STAGE] is SportStage.NIGHT else w[_SPEAKER]
    black = sum(1 for g in a.guesses if w[_SETUP].black[g - 1])
    w[_BEST_MOVES] = w[_BEST_MOVES] + (BestMoveRecord(by, tuple(a.guesses), black, i),)


def _penalty(w: W, seat: int, kind: str, reason: str | None, i: int) -> None:
    w[_PENALTIES] = w[_PENALTIES] + (Penalty(seat, kind, reason, i),)


def _foul(w: W, a: A.Foul, i: int) -> None:
    seat = a.player
    fouls = w[_FOULS]
    count = fouls[seat - 1] + 1
    w[_FOULS] = fouls[:seat - 1] + (count,) + fouls[seat:]
    if count == 3:                                   # S-FOUL-2
        owes = w[_OWES_SILENCE]
        w[_OWES_SILENCE] = owes[:seat - 1] + (True,) + owes[seat:]
    elif count == 4:                                 # S-FOUL-3 (after the end: S-WIN-4)
        _penalty(w, seat, "fouls", None, i)
        _remove(w, seat, "fouls", i)


def _disqualify(w: W, a: A.Disqualify, i: int) -> None:
    _penalty(w, a.player, "disqualified", a.reason, i)
    _remove(w, a.player, "disqualified", i)


def _team_defeat(w: W, a: A.TeamDefeat, i: int) -> None:
    _penalty(w, a.player, "team_defeat", a.reason, i)
    team = w[_SETUP].players[a.player - 1].role.team
    _end(w, SportOutcome((Team.RED if team is Team.BLACK else Team.BLACK,), "S-FOUL-5"), i)


def _bonus(w: W, a: A.Bonus, i: int) -> None:
    w[_BONUSES] = w[_BONUSES].add(BonusRecord(a.player, round(float(a.points), 2), a.reason, i))


_FIELDS = SportState._fields
assert all(_FIELDS[globals()["_" + name.upper()]] == name for name in _FIELDS
           if "_" + name.upper() in globals()), "stale field indexes"

_BUILDERS: dict[type, Callable[[W, Any, int], None]] = {
    A.EndSpeech: _end_speech, A.SportNominate: _nominate,
    A.WithdrawNomination: _withdraw_nomination, A.CastBallot: _ballot,
    A.RaiseAll: _raise_all, A.SportEndDay: _end_day, A.Shot: _shot,
    A.DonCheck: _don_check, A.SheriffCheck: _sheriff_check, A.SportEndNight: _end_night,
    A.BestMove: _best_move, A.Foul: _foul, A.Disqualify: _disqualify,
    A.TeamDefeat: _team_defeat, A.Bonus: _bonus,
}


def sport_apply(state: SportState, action: A.SportAction) -> SportState:
    """The state after ``action`` (RULES_SPORT.md); ``state`` is left as it was.

    Raises:
        RuleViolation: the action breaks a rule (``rule`` the S-* ID, ``index`` the
            action's index, ``code``/``params`` to word it); S-WIN-4 for any action but
            ``bonus`` after the end.
        LogFormatError: no sport action, a seat that is no player's, or a bad ``at``.
    """
    validate(state, action)
    w = list(state)         # shallow: tuples and chains are shared, never changed in place
    _BUILDERS[type(action)](w, action, state.index)
    w[_INDEX] = state.index + 1
    return tuple.__new__(SportState, w)  # a NamedTuple from its fields in order
