"""What the players may see of a sport game: the projector is drawn only from
:func:`sport_public_view` (DESIGN.md's information boundary).

A :class:`SportPublicView` has no field that could hold a secret before the end: no
role (S-SETUP-3: not even of a player who has left), no don's or sheriff's check, no
shot target before the night ends, no count of black players in a best move. Fouls,
nominations, every raised hand, who left and how (vote, raise-all, shot, fouls,
disqualified) and the best move's names are public: the host says them aloud. Once the
game has ended and the host has revealed the roles (``reveal_roles``), the roles, the
best move's count and the points are shown.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..seat_view import Learned, Partner, SeatView
from .roles import Team
from .score import points
from .state import SportState, VoteRound


@dataclass(frozen=True, slots=True)
class SportPublicSeat:
    """One seat as the table sees it.

    Attributes:
        seat, name: the seat (1..N) and the player's name.
        alive: still in the game.
        fouls: the player's fouls (0..4; public, S-FOUL-1).
        left: how the player left (``vote``, ``raise_all``, ``shot``, ``fouls``,
            ``disqualified``), or ``None``; ``left_in``: ``(kind, number)`` of that phase.
        role: the role id once the game has ended and the roles are revealed, else
            ``None`` (S-SETUP-3).
        points: the game's points once revealed at the end, else ``None``.
    """

    seat: int
    name: str
    alive: bool
    fouls: int
    left: str | None
    left_in: tuple[str, int] | None
    role: str | None
    points: float | None


@dataclass(frozen=True, slots=True)
class SportPublicView:
    """Everything the projector may show of a sport game, and nothing more.

    Attributes:
        family: ``"sport"``.
        phase_kind, phase_number: ``night`` 0, ``day`` 1, ``night`` 1, ...
        stage: a :class:`~.state.SportStage` value.
        seats: one :class:`SportPublicSeat` per seat, in seat order.
        speaker: who speaks now, or ``None``; ``speech``: ``regular``, ``short``,
            ``silent``, ``defence`` or ``last_word``; ``speech_s``: its length (seconds).
        agreement_s: the length of night 0's agreement (S-NIGHT0-1, seconds): the
            ruleset's, public (the host lets the whole minute run).
        nominations: today's nominations ``(by, target)`` in order.
        vote_round: 1 for the vote, 2.. for revotes (0: no vote yet today).
        candidates: the round's candidates in voting order (the tied ones in the
            raise-all question); ``ballots``: the hands entered so far this round
            ``(candidate, voters)``; ``next_candidate``: whose ballot comes next.
        rounds: every counted round of the game (:class:`~.state.VoteRound`: votes
            are given openly).
        vote_cancelled: today's vote is cancelled (S-FOUL-4).
        best_move: ``(by, guesses)`` of the game's best moves (named aloud), each once its
            maker has left by the shot (never at night: it would tell who was shot);
            ``best_move_black``: how many of each are black, only once revealed.
        ended, winners (team ids, ``()`` a draw), outcome_rule; ``revealed``: the roles
            are shown.
    """

    family: str
    phase_kind: str
    phase_number: int
    stage: str
    seats: tuple[SportPublicSeat, ...]
    speaker: int | None
    speech: str | None
    speech_s: int
    agreement_s: int
    nominations: tuple[tuple[int, int], ...]
    vote_round: int
    candidates: tuple[int, ...]
    ballots: tuple[tuple[int, tuple[int, ...]], ...]
    next_candidate: int | None
    rounds: tuple[VoteRound, ...]
    vote_cancelled: bool
    best_move: tuple[tuple[int, tuple[int, ...]], ...]
    best_move_black: tuple[int, ...] | None
    ended: bool
    winners: tuple[str, ...]
    outcome_rule: str | None
    revealed: bool

    @property
    def vote_result(self) -> tuple[object, ...]:
        """The votes' results as told to the room (the counted rounds, a cancelled vote);
        ``rules/announce.py`` compares it."""
        return (len(self.rounds), self.vote_cancelled)

    @property
    def stage_title(self) -> tuple[str, int]:
        """What the players' screen's stage line is drawn from: ``(stage, round)``, the
        round only in the vote ("The vote", "Revote (round 2)", "Speeches");
        ``rules/announce.py`` compares it."""
        return (self.stage, self.vote_round if self.stage == "vote" else 0)

    def left_how(self, seat: int) -> str:
        """How ``seat`` left as the room is told it (``vote``, ``raise_all``, ``shot``,
        ``fouls``, ``disqualified``; ``""`` while in the game)."""
        return self.seats[seat - 1].left or ""


def sport_public_view(state: SportState, reveal_roles: bool = False) -> SportPublicView:
    """The players' view of a sport ``state`` (see the module's docstring).

    ``reveal_roles``: the host has revealed the roles; it counts only once the game has
    ended (while it goes on, no role is ever shown, S-SETUP-3)."""
    ended = state.outcome is not None
    revealed = ended and reveal_roles
    left = {d.seat: d for d in state.deaths}
    totals = points(state) if revealed else {}
    seats = []
    for p in state.setup.players:
        d = left.get(p.seat)
        seats.append(SportPublicSeat(
            seat=p.seat, name=p.name, alive=d is None, fouls=state.fouls[p.seat - 1],
            left=None if d is None else d.cause,
            left_in=None if d is None else (d.phase.kind, d.phase.number),
            role=p.role.value if revealed else None,
            points=totals.get(p.seat) if revealed else None))
    # S-BEST-1, S-SHOT-2: a best move named at night is told once its maker has left by
    # the shot (their last word begins); never while the night goes on, nor for a shot
    # player removed the same night (nobody learns who was shot)
    told = [b for b in state.best_moves
            if b.by in left and left[b.by].cause == "shot"]
    voting = state.stage.value in ("vote", "raise_all")
    next_candidate = None
    if state.stage.value == "vote" and len(state.ballots) < len(state.candidates) - 1:
        next_candidate = state.candidates[len(state.ballots)]
    return SportPublicView(
        family="sport",
        phase_kind=state.phase.kind,
        phase_number=state.phase.number,
        stage=state.stage.value,
        seats=tuple(seats),
        speaker=state.speaker,
        speech=state.speech,
        speech_s=state.speech_s,
        agreement_s=state.setup.ruleset.agreement_s,
        nominations=state.nominations,
        vote_round=state.vote_round,
        candidates=state.candidates if voting or state.stage.value == "defence" else (),
        ballots=state.ballots if voting else (),
        next_candidate=next_candidate,
        rounds=state.rounds,
        vote_cancelled=state.vote_cancelled,
        best_move=tuple((b.by, b.guesses) for b in told),
        best_move_black=tuple(b.black for b in told) if revealed else None,
        ended=ended,
        winners=tuple(t.value for t in state.outcome.winners) if state.outcome else (),
        outcome_rule=state.outcome.rule if state.outcome else None,
        revealed=revealed,
    )


def sport_seat_view(state: SportState, seat: int) -> SeatView:
    """What the player in ``seat`` may know of a sport ``state``
    (``docs/rules-engine.md``, "A seat's private view"):

    - S-VIEW-1: the black team meets at night 0 (S-NIGHT0-1's agreement), so from the
      start every black player knows the other black players and their roles (don,
      mafioso); the red know nobody.
    - S-VIEW-3: with the option ``night0_meeting`` off the black team never meets, so
      no seat has partners (the don neither).
    - S-VIEW-2: the sheriff knows their own checks' answers (``black``/``red``), the
      don theirs (``sheriff``/``not_sheriff``), S-CHECK-1, even after they have left;
      nobody else learns them, and no shot's target is in any view.
    """
    player = state.setup.players[seat - 1]
    role = player.role
    partners: tuple[Partner, ...] = ()
    if role.team is Team.BLACK and state.setup.ruleset.night0_meeting:
        partners = tuple(Partner(p.seat, p.name, p.role.value, state.alive[p.seat - 1])
                         for p in state.setup.players
                         if p.seat != seat and p.role.team is Team.BLACK)
    learned = tuple(Learned(f"{c.by}_check", "night", c.night, (c.target,), c.answer)
                    for c in state.checks if c.by == role.value)
    return SeatView(family="sport", seat=seat, name=player.name, role=role.value,
                    goal=role.team.value, alive=state.alive[seat - 1], partners=partners,
                    learned=learned, public=sport_public_view(state))
