"""A finished sport game's result record: what a tournament keeps of a game (issue 25).

A :class:`ResultRecord` holds what the FIIM paper protocol and the exchange formats hold:
the table (seat, name, role id), who won and by which rule, each player's fouls, how and
when each player left, the best move, who was shot first, the host's bonuses and the
penalties that cost points. It is made from a game's final state (:func:`record_of`), or
read from an exchange file (``exchange.parse_record``; then ``replayable`` is False: the order
of the actions is unknown). :func:`record_points` gives the same points as
:func:`mafia_desktop.rules.sport.points` does for the game's state.

>>> from mafia_desktop.rules.sport.random_player import random_sport_setup, play_random_sport_game
>>> import random
>>> from mafia_desktop.rules import Game
>>> from mafia_desktop.rules.sport import points
>>> setup = random_sport_setup(random.Random(3))
>>> game = Game.replay(setup, play_random_sport_game(setup, 3))
>>> record = record_of(game.state)
>>> record_points(record, setup.ruleset) == points(game.state)
True
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from ...errors import LogFormatError
from ..roles import FIIM_COMPOSITION, SportRole
from ..ruleset import SportRuleset
from ..state import SportState
from . import _read as R

#: How a player can leave (RULES_SPORT.md §9 ``deaths``' causes).
LEAVE_KINDS: tuple[str, ...] = ("vote", "raise_all", "shot", "fouls", "disqualified")
#: The penalties that cost points (S-SCORE-1).
PENALTY_KINDS: tuple[str, ...] = ("fouls", "disqualified", "team_defeat")
#: The rules that end a sport game.
OUTCOME_RULES: tuple[str, ...] = ("S-WIN-1", "S-WIN-2", "S-WIN-3", "S-FOUL-5")
#: The role ids (RULES_SPORT.md §1).
ROLE_IDS: tuple[str, ...] = tuple(r.value for r in SportRole)
#: The latest day or night a record may name (a real game ends long before).
MAX_PHASE = 60


class RecordPlayer(NamedTuple):
    """A seat (1..N), the player's name and role id (``civilian``, ``sheriff``,
    ``mafioso``, ``don``)."""

    seat: int
    name: str
    role: str


class Leave(NamedTuple):
    """How a player left: ``kind`` one of :data:`LEAVE_KINDS`; ``phase`` ``"day"`` or
    ``"night"`` and its ``number``; ``votes`` the votes that removed them (``vote``: the
    votes in the deciding round, every living player's for a lone candidate;
    ``raise_all``: the players for all leaving), ``None`` for the other kinds or when
    unknown."""

    kind: str
    phase: str
    number: int
    votes: int | None


class RecordBestMove(NamedTuple):
    """A best move (S-BEST-1): who named it and the seats named, in order."""

    by: int
    guesses: tuple[int, ...]


class RecordBonus(NamedTuple):
    """The host's extra points (S-SCORE-1): seat, points (-1..1), reason or ``None``."""

    seat: int
    points: float
    reason: str | None


class RecordPenalty(NamedTuple):
    """A penalty that costs points: ``kind`` one of :data:`PENALTY_KINDS`; ``after_end``
    True for one given after the game had ended (S-WIN-4)."""

    seat: int
    kind: str
    reason: str | None
    after_end: bool


@dataclass(frozen=True, slots=True)
class ResultRecord:
    """A finished sport game's result (see the module's text).

    Attributes:
        players: one per seat, ordered by seat (1..N).
        winners: ``("red",)``, ``("black",)`` or ``()`` for a draw.
        outcome_rule: ``S-WIN-1``, ``S-WIN-2``, ``S-WIN-3`` or ``S-FOUL-5``.
        ended_in: the phase the game ended in, ``("day", 3)``.
        fouls: per seat (index ``seat - 1``), 0..4.
        left: per seat, a :class:`Leave` or ``None`` (in the game at the end).
        best_moves: the best moves in order (one at most under FIIM's rules).
        first_killed: the seat shot in night 1 (and leaving by it), or ``None``.
        bonuses: the host's extra points, in order.
        penalties: the penalties, in order.
        replayable: True for a record made from a game's log; False for one read from an
            exchange file (the order of its actions is unknown).
    """

    players: tuple[RecordPlayer, ...]
    winners: tuple[str, ...]
    outcome_rule: str
    ended_in: tuple[str, int]
    fouls: tuple[int, ...]
    left: tuple[Leave | None, ...]
    best_moves: tuple[RecordBestMove, ...]
    first_killed: int | None
    bonuses: tuple[RecordBonus, ...]
    penalties: tuple[RecordPenalty, ...]
    replayable: bool = True

    @property
    def size(self) -> int:
        """The number of players."""
        return len(self.players)

    @property
    def best_move(self) -> RecordBestMove | None:
        """The game's first best move, or ``None``."""
        return self.best_moves[0] if self.best_moves else None

    def team(self, seat: int) -> str:
        """``"red"`` or ``"black"``: the team of the player in ``seat``."""
        return SportRole(self.players[seat - 1].role).team.value

    def black_named(self, move: RecordBestMove) -> int:
        """How many of ``move``'s guesses are black."""
        return sum(1 for g in move.guesses if self.team(g) == "black")


def _votes_for(state: SportState, seat: int, cause: str, day: int) -> int | None:
    """The votes that removed ``seat`` on ``day`` (see :class:`Leave`)."""
    kind = "raise_all" if cause == "raise_all" else "vote"
    for r in state.rounds:
        if r.day == day and r.kind == kind and seat in r.leaving:
            if kind == "raise_all":
                return len(r.votes[0][1])
            return next(len(voters) for target, voters in r.votes if target == seat)
    return None


def record_of(state: SportState) -> ResultRecord:
    """The result record of a finished sport game (``state``: its final state).

    Returns:
        a :class:`ResultRecord` with ``replayable`` True.
    Raises:
        ValueError: the game has not ended.
    """
    if state.outcome is None:
        raise ValueError("the game has not ended: a result record needs a finished game")
    setup = state.setup
    left: list[Leave | None] = [None] * setup.size
    first_killed = None
    for d in state.deaths:
        votes = _votes_for(state, d.seat, d.cause, d.phase.number) \
            if d.cause in ("vote", "raise_all") else None
        left[d.seat - 1] = Leave(d.cause, d.phase.kind, d.phase.number, votes)
        if d.cause == "shot" and d.phase.number == 1:
            first_killed = d.seat
    return ResultRecord(
        players=tuple(RecordPlayer(p.seat, p.name, p.role.value) for p in setup.players),
        winners=tuple(t.value for t in state.outcome.winners),
        outcome_rule=state.outcome.rule,
        ended_in=(state.phase.kind, state.phase.number),
        fouls=tuple(state.fouls),
        left=tuple(left),
        best_moves=tuple(RecordBestMove(b.by, tuple(b.guesses)) for b in state.best_moves),
        first_killed=first_killed,
        bonuses=tuple(RecordBonus(b.seat, b.points, b.reason) for b in state.bonuses),
        penalties=tuple(RecordPenalty(p.seat, p.kind, p.reason, p.index > state.end_index)
                        for p in state.penalties),
    )


def record_points(record: ResultRecord, ruleset: SportRuleset) -> dict[int, float]:
    """Each seat's points by ``ruleset``'s scoring table (RULES_SPORT.md §7, S-SCORE-1),
    rounded to two decimals: for a record made from a game, exactly what
    :func:`mafia_desktop.rules.sport.points` gives for its final state.

    Returns:
        seat -> points, for every seat.
    """
    r = ruleset
    total = {p.seat: 0.0 for p in record.players}
    for p in record.players:
        if record.team(p.seat) in record.winners:
            total[p.seat] += r.points_win
    for move in record.best_moves:
        if record.team(move.by) == "black":
            continue                      # §7: best-move points for red players only
        black = record.black_named(move)
        if black == 2:
            total[move.by] += r.points_best_move_2
        elif black == 3:
            total[move.by] += r.points_best_move_3
    penalty = {"fouls": r.penalty_fouls, "disqualified": r.penalty_disqualified,
               "team_defeat": r.penalty_team_defeat}
    for pen in record.penalties:
        total[pen.seat] += penalty[pen.kind]
    for bonus in record.bonuses:
        total[bonus.seat] += bonus.points
    return {seat: round(value, 2) + 0.0 for seat, value in total.items()}


# --- checks shared by the readers of the exchange formats ---------------------------

def check_composition(roles: list[str], field_of: Callable[[int], str]) -> None:
    """FIIM's table of ten (S-SETUP-1): six civilians, a sheriff, two mafiosi and a don.

    Args:
        roles: the role ids by seat (index ``seat - 1``).
        field_of: seat -> the JSON path of that seat's role (for the message).
    Raises:
        LogFormatError: ``field`` names the first role that is one too many, or the
            roles as a whole when one is missing.
    """
    seen: dict[str, int] = {}
    for i, role in enumerate(roles):
        seen[role] = seen.get(role, 0) + 1
        want = FIIM_COMPOSITION[SportRole(role)]
        if seen[role] > want:
            field = field_of(i + 1)
            raise LogFormatError(
                f"{field}: a {role} too many: a table of ten has {want} {role} "
                f"(S-SETUP-1)", field=field, rule="S-SETUP-1")
    for role, want in FIIM_COMPOSITION.items():
        if seen.get(role.value, 0) != want:
            field = field_of(0)
            raise LogFormatError(
                f"{field}: expected {want} {role.value} in a table of ten, found "
                f"{seen.get(role.value, 0)} (S-SETUP-1)", field=field, rule="S-SETUP-1")


def check_leave(leave: Leave, field: str) -> None:
    """A departure that can happen (vote and raise-all by day from day 1, a shot at
    night from night 1; votes only for the vote and the raise-all).

    Raises:
        LogFormatError: naming ``field``.
    """
    if leave.kind in ("vote", "raise_all") and (leave.phase != "day" or leave.number < 1):
        raise R.fail(field, f"a day (1..{MAX_PHASE}) for a departure by {leave.kind}",
                     f"{leave.phase} {leave.number}")
    if leave.kind == "shot" and (leave.phase != "night" or leave.number < 1):
        raise R.fail(field, f"a night (1..{MAX_PHASE}) for a shot",
                     f"{leave.phase} {leave.number}")
    if leave.phase == "day" and leave.number < 1:
        raise R.fail(field, f"a day 1..{MAX_PHASE}", f"day {leave.number}")
    if leave.votes is not None and leave.kind not in ("vote", "raise_all"):
        raise R.fail(field, f"no votes for a departure by {leave.kind}", leave.votes)


def check_best_move(move: RecordBestMove, size: int, field: str) -> None:
    """One to three distinct seats, none the maker's own (S-BEST-1).

    Raises:
        LogFormatError: naming ``field``.
    """
    if not 1 <= len(move.guesses) <= 3:
        raise R.fail(field, "one to three seats", list(move.guesses))
    if len(set(move.guesses)) != len(move.guesses) or move.by in move.guesses:
        raise R.fail(field, f"distinct seats other than the maker's ({move.by})",
                     ", ".join(map(str, move.guesses)))
    for g in move.guesses:
        if not 1 <= g <= size:
            raise R.fail(field, f"seats 1..{size}", g)


__all__ = ["LEAVE_KINDS", "OUTCOME_RULES", "PENALTY_KINDS", "ROLE_IDS", "Leave",
           "RecordBestMove", "RecordBonus", "RecordPenalty", "RecordPlayer", "ResultRecord",
           "check_best_move", "check_composition", "check_leave",
           "record_of", "record_points"]
