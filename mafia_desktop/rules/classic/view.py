"""What the players may see of a classic game: the projector is drawn only from
:func:`~mafia_desktop.rules.public_view.public_view`, which calls
:func:`classic_public_view` for a classic state.

DESIGN.md's information boundary: a :class:`PublicView` has no field that could hold a
secret. It never holds a living player's role, the commissar's checks, the journalist's
answers, the doctor's choice, the night's targets before the night ends, the cause of a
night death (the mafia's or the maniac's: the table hears only who died), whether a
godfather appointment is pending, or host notes (they are not in the state at all).
The dead's status is shown as the host announces it (R-HOST-2, ``reveal_on_death``);
when the game has ended, every role is revealed only once the host reveals them
(``reveal_roles``: until then a wrong last entry can still be undone unseen).

The night's dead are listed in seat order, never in the order of the kills (which would
tell the room whose victim each was), and a player the host removed in the night is
announced with them in the morning.

>>> from mafia_desktop.rules import Game
>>> from mafia_desktop.rules.classic import Role, make_setup, ruleset_from
>>> setup = make_setup([(1, "Anna", Role.GODFATHER), (2, "Boris", Role.CIVILIAN),
...                     (3, "Vera", Role.CIVILIAN), (4, "Gleb", Role.DOCTOR)],
...                    ruleset_from("table"), 1)
>>> view = classic_public_view(Game(setup).state)
>>> [s.name for s in view.seats], view.seats[0].status
(['Anna', 'Boris', 'Vera', 'Gleb'], None)
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from ..seat_view import Learned, Partner, SeatView
from .roles import Faction, Role, announced_status, status_of
from .state import GameState, Stage


@dataclass(frozen=True, slots=True)
class PublicSeat:
    """One seat as the table sees it.

    Attributes:
        seat, name: the seat number (1..N) and the player's name.
        alive: whether the player lives.
        status: the announced status of a dead player (a role or faction id, R-HOST-2),
            every player's role once the game has ended and the roles are revealed, else
            ``None``.
        death: how the table saw the death: ``execution``, ``night`` or ``host``; ``None``
            for the living.
        died_in: ``(kind, number)`` of the phase of death, or ``None``.
    """

    seat: int
    name: str
    alive: bool
    status: str | None
    death: str | None
    died_in: tuple[str, int] | None


@dataclass(frozen=True, slots=True)
class PublicView:
    """Everything the projector may show, and nothing more.

    Attributes:
        phase_kind, phase_number: ``"day"``/``"night"`` and the phase's number.
        stage: ``discussion``, ``voting``, ``after_execution`` or ``night``.
        seats: one :class:`PublicSeat` per seat, in seat order.
        nominations: today's nominations ``(by, target)`` in order (said aloud).
        candidates: the vote's candidates (during and after the vote), in order.
        votes: the standing votes ``(voter, candidate)`` in the order cast (votes are
            given openly; the projector may hide the tally by a setting).
        vote_opened_at: when the host opened the vote (for the vote's timer), or ``None``.
        executed: today's executed seat, or ``None``; ``tied``: the candidates that tied
            for the most votes (one when there was no tie); ``tie_reason``: why the
            executed one was chosen (``most_votes``, ``earliest_last_vote``,
            ``host_choice``, ``random``).
        night_deaths: seats that died in the last night that has ended, the host's
            removals in that night too, in seat order (``()`` with ``night_ended`` True:
            nobody died tonight).
        night_ended: a night has ended since the game began (so the announcement is due).
        ended: the game is over; ``winners``: faction ids (``()`` is a draw, or not ended).
    """

    phase_kind: str
    phase_number: int
    stage: str
    seats: tuple[PublicSeat, ...]
    nominations: tuple[tuple[int, int], ...]
    candidates: tuple[int, ...]
    votes: tuple[tuple[int, int], ...]
    vote_opened_at: datetime | None
    executed: int | None
    tied: tuple[int, ...]
    tie_reason: str | None
    night_deaths: tuple[int, ...]
    night_ended: bool
    ended: bool
    winners: tuple[str, ...]

    @property
    def vote_result(self) -> tuple[object, ...]:
        """The day's vote result as told to the room (the executed, the tied, why);
        ``rules/announce.py`` compares it."""
        return (self.executed, self.tied, self.tie_reason)

    @property
    def stage_title(self) -> tuple[str, int]:
        """What the players' screen's stage line is drawn from (``(stage, 0)``: the
        header's "Voting", "Last word"); ``rules/announce.py`` compares it."""
        return (self.stage, 0)

    def left_how(self, seat: int) -> str:
        """How ``seat`` left as the room is told it (``execution``, ``night``, ``host``;
        ``""`` while alive)."""
        return self.seats[seat - 1].death or ""


def classic_public_view(state: GameState, reveal_roles: bool = False) -> PublicView:
    """The players' view of a classic ``state`` (see the module's docstring for what it
    leaves out).

    ``reveal_roles``: the host has revealed every role (it counts only once the game has
    ended: while it goes on, a living player's role is never shown)."""
    setup = state.setup
    reveal = setup.ruleset.reveal_on_death
    ended = state.outcome is not None
    deaths = {d.seat: d for d in state.deaths}
    seats = []
    for p in setup.players:
        d = deaths.get(p.seat)
        if ended and reveal_roles:
            status: str | None = status_of(state.roles[p.seat - 1], "role")
        elif d is not None:
            status = announced_status(d.status, reveal)
        else:
            status = None
        seats.append(PublicSeat(
            seat=p.seat, name=p.name, alive=d is None, status=status,
            death=None if d is None else ("night" if d.phase.kind == "night" and d.cause != "host"
                                          else d.cause),
            died_in=None if d is None else (d.phase.kind, d.phase.number)))
    # The last night that has ended: its dead are announced in the morning, the host's
    # removals with the killed, all in seat order (the order of the kills would tell
    # the room whose victim each was).
    night_deaths: tuple[int, ...] = ()
    night_ended = False
    last_night = None
    if state.phase.kind == "day" or ended:
        number = state.phase.number - (1 if setup.ruleset.first_phase == "day" else 0)
        if state.phase.kind == "night":  # the game ended in this night
            number = state.phase.number
        if number >= 1:
            last_night = ("night", number)
            night_ended = True
    if last_night is not None:
        night_deaths = tuple(sorted(d.seat for d in state.deaths
                                    if (d.phase.kind, d.phase.number) == last_night))
    votes = sorted(((b.cast_at, i + 1, b.target) for i, b in enumerate(state.ballots)
                    if b is not None and b.target is not None))
    ex = state.execution
    return PublicView(
        phase_kind=state.phase.kind,
        phase_number=state.phase.number,
        stage=state.stage.value,
        seats=tuple(seats),
        nominations=state.nominations,
        candidates=state.candidates if state.stage in (Stage.VOTING, Stage.AFTER_EXECUTION) else (),
        votes=tuple((voter, target) for _, voter, target in votes),
        vote_opened_at=state.vote_opened_at,
        executed=None if ex is None else ex.seat,
        tied=() if ex is None else ex.tied,
        tie_reason=None if ex is None else ex.reason,
        night_deaths=night_deaths,
        night_ended=night_ended,
        ended=ended,
        winners=tuple(f.value for f in state.outcome.winners) if state.outcome else (),
    )


def classic_seat_view(state: GameState, seat: int) -> SeatView:
    """What the player in ``seat`` may know of a classic ``state``
    (``docs/rules-engine.md``, "A seat's private view"):

    - R-VIEW-1 (decision): the mafia confers at night (RULES.md §1, R-MAF-2/3, R-GF-1),
      so every mafia member knows every other one, and their roles as they are now (an
      appointed godfather is ``godfather``); the maniac and the town know nobody.
    - R-VIEW-2 (decision): the commissar knows their own checks' answers (R-COM-1),
      the journalist their own comparisons (R-JOUR-1), even after they have left;
      nobody else learns them. No night choice (a kill, a protection) is in any view.
    """
    role = state.roles[seat - 1]
    player = state.setup.players[seat - 1]
    partners: tuple[Partner, ...] = ()
    if role.faction is Faction.MAFIA:
        partners = tuple(Partner(p.seat, p.name, state.roles[p.seat - 1].value,
                                 state.alive[p.seat - 1])
                         for p in state.setup.players
                         if p.seat != seat and state.roles[p.seat - 1].faction is Faction.MAFIA)
    learned: tuple[Learned, ...] = ()
    if role is Role.COMMISSAR:
        learned = tuple(Learned("check", "night", c.night, (c.target,), c.status) for c in state.checks)
    elif role is Role.JOURNALIST:
        learned = tuple(Learned("compare", "day", c.day, (c.a, c.b), c.answer)
                        for c in state.comparisons)
    return SeatView(family="classic", seat=seat, name=player.name, role=role.value,
                    goal=role.faction.value, alive=state.alive[seat - 1], partners=partners,
                    learned=learned, public=classic_public_view(state))


__all__ = ["PublicSeat", "PublicView", "classic_public_view", "classic_seat_view"]
