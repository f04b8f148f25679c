"""The sport family's actions (RULES_SPORT.md §9): one frozen dataclass per log ``type``.

Players are seat numbers (``int``, 1..N); lists of players are tuples of seats in the
order the log gives them. ``at`` is the host's time of the action or ``None``: the
engine never reads a clock. ``TYPE`` is the log's ``type``; :data:`SPORT_ACTION_TYPES`
maps it back.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import ClassVar


@dataclass(frozen=True, slots=True)
class EndSpeech:
    """The host ends the current speech: regular, defence or last word (S-SPEECH-3)."""

    TYPE: ClassVar[str] = "end_speech"
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class SportNominate:
    """The current regular speaker ``by`` nominates ``target`` (S-NOM-1)."""

    TYPE: ClassVar[str] = "nominate"
    by: int
    target: int
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class WithdrawNomination:
    """The current regular speaker ``by`` withdraws their nomination (S-NOM-2)."""

    TYPE: ClassVar[str] = "withdraw_nomination"
    by: int
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class CastBallot:
    """The hands raised for ``target``, the next candidate of the vote (S-VOTE-2)."""

    TYPE: ClassVar[str] = "ballot"
    target: int
    voters: tuple[int, ...]
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class RaiseAll:
    """The players for all the tied candidates leaving (S-TIE-2)."""

    TYPE: ClassVar[str] = "raise_all"
    voters: tuple[int, ...]
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class SportEndDay:
    """The host ends the day when no speech is left (S-DAY-1)."""

    TYPE: ClassVar[str] = "end_day"
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class Shot:
    """The black team's shot: ``target``, or ``None`` for a miss (S-SHOT-1)."""

    TYPE: ClassVar[str] = "shot"
    target: int | None = None
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class DonCheck:
    """The don checks ``target``: sheriff or not (S-CHECK-1)."""

    TYPE: ClassVar[str] = "don_check"
    target: int
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class SheriffCheck:
    """The sheriff checks ``target``: red or black (S-CHECK-1)."""

    TYPE: ClassVar[str] = "sheriff_check"
    target: int
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class SportEndNight:
    """The host ends the night (S-NIGHT0-1, S-SHOT-2)."""

    TYPE: ClassVar[str] = "end_night"
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class BestMove:
    """The shot player's best move: 1 to 3 players they think are black (S-BEST-1)."""

    TYPE: ClassVar[str] = "best_move"
    guesses: tuple[int, ...]
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class Foul:
    """A foul to ``player`` (S-FOUL-1..4)."""

    TYPE: ClassVar[str] = "foul"
    player: int
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class Disqualify:
    """``player`` is disqualified and leaves at once (S-FOUL-3)."""

    TYPE: ClassVar[str] = "disqualify"
    player: int
    reason: str | None = None
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class TeamDefeat:
    """``player``'s team loses at once (S-FOUL-5)."""

    TYPE: ClassVar[str] = "team_defeat"
    player: int
    reason: str | None = None
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class Bonus:
    """The host's extra ``points`` (-1.0..1.0) for ``player`` (S-SCORE-1)."""

    TYPE: ClassVar[str] = "bonus"
    player: int
    points: float
    reason: str | None = None
    at: datetime | None = None


SportAction = (EndSpeech | SportNominate | WithdrawNomination | CastBallot | RaiseAll
               | SportEndDay | Shot | DonCheck | SheriffCheck | SportEndNight | BestMove
               | Foul | Disqualify | TeamDefeat | Bonus)

#: log ``type`` -> action class, in RULES_SPORT.md §9's order.
SPORT_ACTION_TYPES: dict[str, type[SportAction]] = {
    cls.TYPE: cls
    for cls in (EndSpeech, SportNominate, WithdrawNomination, CastBallot, RaiseAll,
                SportEndDay, Shot, DonCheck, SheriffCheck, SportEndNight, BestMove, Foul,
                Disqualify, TeamDefeat, Bonus)
}

#: The fields of each action that name one player (``shot``'s ``target`` may be null).
SPORT_PLAYER_FIELDS: dict[str, tuple[str, ...]] = {
    "end_speech": (),
    "nominate": ("by", "target"),
    "withdraw_nomination": ("by",),
    "ballot": ("target",),
    "raise_all": (),
    "end_day": (),
    "shot": ("target",),
    "don_check": ("target",),
    "sheriff_check": ("target",),
    "end_night": (),
    "best_move": (),
    "foul": ("player",),
    "disqualify": ("player",),
    "team_defeat": ("player",),
    "bonus": ("player",),
}

#: The fields that name a list of players.
SPORT_PLAYER_LIST_FIELDS: dict[str, tuple[str, ...]] = {
    "ballot": ("voters",),
    "raise_all": ("voters",),
    "best_move": ("guesses",),
}

#: The free-text fields.
SPORT_TEXT_FIELDS: dict[str, tuple[str, ...]] = {
    "disqualify": ("reason",),
    "team_defeat": ("reason",),
    "bonus": ("reason",),
}

#: The number fields.
SPORT_NUMBER_FIELDS: dict[str, tuple[str, ...]] = {"bonus": ("points",)}

#: Player fields that may be ``null`` (and are then written as ``null``).
SPORT_NULLABLE_FIELDS: dict[str, tuple[str, ...]] = {"shot": ("target",)}

#: The single-player fields the host picks, in order (``engine.choices``).
SPORT_PICKED_FIELDS: dict[str, tuple[str, ...]] = dict(SPORT_PLAYER_FIELDS)
