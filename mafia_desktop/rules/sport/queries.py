"""The sport family's queries (RULES_SPORT.md): :func:`sport_why_not`,
:func:`sport_is_legal`, :func:`sport_choices`, :func:`sport_available` (the shared
queries of :mod:`mafia_desktop.rules.query` over the sport checks), the lists the host
picks from (:func:`voters_left`, :func:`best_move_choices`) and
:func:`sport_legal_actions`. They run the checks of :mod:`.checks` and build no state.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from .. import query
from ..errors import LogFormatError, RuleViolation
from . import actions as A
from .checks import GATES, best_move_maker, check_running, in_game, next_candidate, validate
from .state import SportStage, SportState

# --- legality, asked without building a state (the shared queries, :mod:`..query`) ---

def _gate(s: SportState, action_type: str) -> None:
    """Refuses when every action of ``action_type`` is refused now whatever its players
    (S-WIN-4 after the end, or the type's gate)."""
    check_running(s, A.SPORT_ACTION_TYPES[action_type])
    gate = GATES.get(action_type)
    if gate is not None:
        gate(s)


def _domain(s: SportState, action_type: str, step: int) -> tuple[int, ...]:
    """Where a legal value of field ``step`` can be (a superset; the checks decide)."""
    if action_type == "bonus":
        return tuple(range(1, s.setup.size + 1))
    if action_type in ("foul", "disqualify", "team_defeat"):
        return tuple(seat for seat in range(1, s.setup.size + 1) if in_game(s, seat))
    if action_type == "ballot":
        return s.candidates
    if action_type in ("nominate", "withdraw_nomination") and step == 0:
        return (s.speaker,) if s.speaker is not None else ()
    return s.living()


def _action(action_type: str, seats: tuple[int, ...]) -> A.SportAction:
    """An action of ``action_type`` with ``seats`` in its picked fields and no list,
    time or text (a ballot with no voters, a bonus of 0 points)."""
    if action_type == "ballot":
        return A.CastBallot(seats[0], ())
    if action_type == "raise_all":
        return A.RaiseAll(())
    if action_type == "best_move":
        return A.BestMove(())
    if action_type == "bonus":
        return A.Bonus(seats[0], 0.0)
    cls: Callable[..., A.SportAction] = A.SPORT_ACTION_TYPES[action_type]
    return cls(*seats)


QUERIES: query.QueryRules[SportState, A.SportAction] = query.QueryRules(
    validate=validate, gate=_gate, picked_fields=A.SPORT_PICKED_FIELDS,
    what="sport action type", domain=_domain, build=_action,
    gate_only=frozenset({"raise_all", "best_move"}))


def sport_why_not(state: SportState, action: object) -> RuleViolation | LogFormatError | None:
    """Why ``action`` cannot be applied now (the refusal :func:`sport_apply` would
    raise), or ``None``. Builds no state."""
    return query.why_not(QUERIES, state, action)


def sport_is_legal(state: SportState, action: object) -> bool:
    """True when :func:`sport_apply` would accept ``action``. Builds no state."""
    return query.is_legal(QUERIES, state, action)


def sport_choices(state: SportState, action_type: str,
                  picked: tuple[int, ...] = ()) -> tuple[int, ...]:
    """The seats the host may pick now for the next player field of ``action_type``
    after ``picked`` (fields in the order of ``SPORT_PICKED_FIELDS``: ``nominate``: by
    (the speaker), target; ``ballot``: the next candidate; ``shot``, checks: target;
    ``foul``, ``disqualify``, ``team_defeat``, ``bonus``: player), ascending; ``()`` when
    nothing may be picked. List fields (voters, guesses) are not picked here: see
    :func:`voters_left` and :func:`best_move_choices`.

    Raises:
        ValueError: ``action_type`` is no sport action type.
    """
    return query.choices(QUERIES, state, action_type, picked)


def sport_available(state: SportState, action_type: str) -> bool:
    """True when some action of ``action_type`` is legal now (a ballot: its candidate;
    a raise-all or a best move: the question is open). Builds no state.

    Raises:
        ValueError: ``action_type`` is no sport action type.
    """
    return query.available(QUERIES, state, action_type)


def voters_left(state: SportState) -> tuple[int, ...]:
    """The living players who may still be listed in this round's next ballot (not in an
    earlier ballot, S-VOTE-2) or in the raise-all (every living player); ``()`` when no
    vote or question is open."""
    if state.stage is SportStage.RAISE_ALL:
        return state.living()
    if next_candidate(state) is None:
        return ()
    voted = {v for _, vs in state.ballots for v in vs}
    return tuple(v for v in state.living() if v not in voted)


def best_move_choices(state: SportState) -> tuple[int, ...]:
    """The players a best move may name now (S-BEST-1): living, not its maker; ``()``
    when no best move may be named."""
    maker = best_move_maker(state)
    if maker is None:
        return ()
    return tuple(s for s in state.living() if s != maker)


def sport_candidate_actions(s: SportState) -> Iterator[A.SportAction]:
    """Actions that might be legal now (no times, texts or bonuses; ballots with no
    voters, a raise-all with none); the caller filters them through the checks."""
    if s.outcome is not None:
        return
    living = s.living()
    if s.speaker is not None:
        yield A.EndSpeech()
        if s.stage is SportStage.SPEECHES:
            for t in living:
                yield A.SportNominate(s.speaker, t)
            yield A.WithdrawNomination(s.speaker)
    if s.stage is SportStage.VOTE:
        target = next_candidate(s)
        if target is not None:
            yield A.CastBallot(target, ())
    elif s.stage is SportStage.RAISE_ALL:
        yield A.RaiseAll(())
    elif s.stage is SportStage.DAY_END:
        yield A.SportEndDay()
    elif s.stage is SportStage.NIGHT:
        yield A.Shot(None)
        for t in living:
            yield A.Shot(t)
            yield A.DonCheck(t)
            yield A.SheriffCheck(t)
        yield A.SportEndNight()
    for seat in range(1, s.setup.size + 1):
        if in_game(s, seat):
            yield A.Foul(seat)


def sport_legal_actions(s: SportState) -> list[A.SportAction]:
    """Every legal action of :func:`sport_candidate_actions` (no disqualification, team
    defeat, best move or bonus: those need the host's judgement). Builds no state."""
    return [a for a in sport_candidate_actions(s) if sport_is_legal(s, a)]
