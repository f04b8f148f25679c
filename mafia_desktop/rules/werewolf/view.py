"""What the room is told (:func:`public_view`, W-VIEW-1) and what one seat may know
(:func:`seat_view`, W-VIEW-2), and what ``replay`` prints (:func:`summary`).

A :class:`PublicView` has no field that could hold a secret before the end: no night
choice, no check's answer, a living player's role never (a leaving player's only with
``reveal_dead``); the night's deaths are told as ``night``, never how."""

from __future__ import annotations

from dataclasses import dataclass

from ..json_types import JsonObject
from ..log_format import summary_head
from ..seat_view import Learned, Partner, SeatView
from .roles import NAME, Role
from .state import Stage, State

#: How the room is told a player left (W-VIEW-1, W-NIGHT-5): a death's cause -> its word.
TOLD = {"attack": "night", "poison": "night", "vote": "vote", "shot": "shot"}


@dataclass(frozen=True, slots=True)
class PublicSeat:
    """One seat as the room sees it: ``role`` only for a player who left with
    ``reveal_dead``, or for everyone once the game has ended and the roles are revealed;
    ``left`` how the room was told they left (``""`` while in the game), ``left_in``
    the number of the phase they left in (``0`` while in the game; a night's deaths are
    told the next morning, Night N -> Day N)."""

    seat: int
    name: str
    alive: bool
    role: str | None
    left: str = ""
    left_in: int = 0


@dataclass(frozen=True, slots=True)
class PublicView:
    """The room's view (W-VIEW-1).

    Attributes:
        family: ``werewolf``.
        phase_kind, phase_number: ``night``/``day`` and its number.
        stage: a :class:`~.state.Stage` value (``night`` all night long).
        seats: one :class:`PublicSeat` per seat, in seat order.
        ended, winners: the end and the winning side ids.
        nominations: today's ``(by, target)``; ``votes`` today's ``(voter, target)``
            (the vote is open: hands are raised in the room).
        candidates: the nominees one may vote for now.
        result: the last vote's ``(out seat or 0, tied seats)``, ``None`` before one.
        shooter: the hunter whose shot is awaited, ``0`` for none.
    """

    family: str
    phase_kind: str
    phase_number: int
    stage: str
    seats: tuple[PublicSeat, ...]
    ended: bool
    winners: tuple[str, ...]
    nominations: tuple[tuple[int, int], ...] = ()
    votes: tuple[tuple[int, int], ...] = ()
    candidates: tuple[int, ...] = ()
    result: tuple[int, tuple[int, ...]] | None = None
    shooter: int = 0

    @property
    def vote_result(self) -> tuple[object, ...]:
        """The last vote's result as the room is told it (``()`` before one)."""
        return () if self.result is None else (self.result,)

    @property
    def stage_title(self) -> tuple[str, int]:
        """The stage line's ``(stage, 0)``."""
        return (self.stage, 0)

    def left_how(self, seat: int) -> str:
        """How ``seat`` left as the room was told (``night``, ``vote``, ``shot``; ``""``)."""
        return self.seats[seat - 1].left


def public_view(state: State, reveal_roles: bool = False) -> PublicView:
    """The room's view of ``state`` (W-VIEW-1); ``reveal_roles`` counts once it ended."""
    show_all = state.ended and reveal_roles
    show_dead = state.setup.ruleset.reveal_dead
    left = {d.seat: TOLD[d.cause] for d in state.deaths}
    left_in = {d.seat: d.phase.number for d in state.deaths}
    seats = tuple(
        PublicSeat(p.seat, p.name, state.alive[p.seat - 1],
                   p.role.value if show_all or (show_dead and p.seat in left) else None,
                   left.get(p.seat, ""), left_in.get(p.seat, 0))
        for p in state.setup.players)
    result = None if state.result is None else (state.result.out or 0, state.result.tied)
    day = state.stage in (Stage.NOMINATIONS, Stage.VOTE, Stage.REVOTE)
    return PublicView(
        NAME, state.phase.kind, state.phase.number, state.stage.value, seats, state.ended,
        tuple(w.value for w in state.outcome.winners) if state.outcome else (),
        state.nominations if day else (), state.votes if day else (),
        state.nominees() if day else (), result,
        state.shooters[0] if state.stage is Stage.HUNTER else 0)


def seat_view(state: State, seat: int) -> SeatView:
    """What the player in ``seat`` may know (W-VIEW-2): role and side; a werewolf's
    partners (from the first night); the seer's checks; the witch's victims told."""
    me = state.setup.players[seat - 1]
    partners: tuple[Partner, ...] = ()
    learned: tuple[Learned, ...] = ()
    if me.role is Role.WEREWOLF:
        partners = tuple(Partner(p.seat, p.name, p.role.value, state.alive[p.seat - 1])
                         for p in state.setup.players
                         if p.role is Role.WEREWOLF and p.seat != seat)
    elif me.role is Role.SEER:
        learned = tuple(Learned("check", "night", n, (t,), side) for n, t, side in state.checks)
    elif me.role is Role.WITCH:
        learned = tuple(Learned("attack", "night", n, (t,), "attacked") for n, t in state.victims)
    return SeatView(NAME, seat, me.name, me.role.value, me.role.side.value,
                    state.alive[seat - 1], partners, learned, public_view(state))


def summary(state: State) -> JsonObject:
    """What ``replay`` prints: the shared head (GAME_LOG.md) and the living seats."""
    out = summary_head(state)
    out["living"] = list(state.living())
    return out


__all__ = ["TOLD", "PublicSeat", "PublicView", "public_view", "seat_view", "summary"]
