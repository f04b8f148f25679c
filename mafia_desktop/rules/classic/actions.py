"""One frozen dataclass per action of GAME_LOG.md.

Players are referred to by seat number (``int``, 1..N); the log reader turns the log's
names or seats into seats, and the writer writes names. ``at`` is the host's time of
the action (an aware ``datetime``) or ``None``: the engine never reads a clock.

``TYPE`` is the action's ``type`` in the log; :data:`ACTION_TYPES` maps it back.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import ClassVar


@dataclass(frozen=True, slots=True)
class Nominate:
    """``by`` nominates ``target`` for execution (R-NOM-*)."""

    TYPE: ClassVar[str] = "nominate"
    by: int
    target: int
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class OpenVote:
    """The host opens today's vote (R-VOTE-1)."""

    TYPE: ClassVar[str] = "open_vote"
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class Vote:
    """``by`` votes to execute ``target`` (R-VOTE-2..5)."""

    TYPE: ClassVar[str] = "vote"
    by: int
    target: int
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class WithdrawVote:
    """``by`` withdraws their standing vote (R-VOTE-3)."""

    TYPE: ClassVar[str] = "withdraw_vote"
    by: int
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class CloseVote:
    """The host closes the vote; the selected candidate is executed (R-VOTE-7, R-VOTE-8,
    R-EXEC-1). ``choice`` is read only where the host must choose."""

    TYPE: ClassVar[str] = "close_vote"
    choice: int | None = None
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class Protect:
    """The doctor protects ``target`` for the following night (R-DOC-1)."""

    TYPE: ClassVar[str] = "protect"
    target: int
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class Compare:
    """The journalist asks whether ``a`` and ``b`` have the same status (R-JOUR-1)."""

    TYPE: ClassVar[str] = "compare"
    a: int
    b: int
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class EndDay:
    """The host ends the day after the execution (R-EXEC-1)."""

    TYPE: ClassVar[str] = "end_day"
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class AppointGodfather:
    """The mafia's new godfather is ``player`` (R-GF-1)."""

    TYPE: ClassVar[str] = "appoint_godfather"
    player: int
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class MafiaKill:
    """The mafia's victim tonight (R-MAF-*). ``decided_by`` is the mafia member whose
    word was taken (R-MAF-3); ``None`` means the godfather."""

    TYPE: ClassVar[str] = "mafia_kill"
    target: int
    description: str | None = None
    decided_by: int | None = None
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class MafiaPass:
    """The godfather decides not to kill tonight (R-MAF-2)."""

    TYPE: ClassVar[str] = "mafia_pass"
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class ManiacKill:
    """The maniac's victim tonight (R-MAN-*)."""

    TYPE: ClassVar[str] = "maniac_kill"
    target: int
    description: str | None = None
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class Check:
    """The commissar learns ``target``'s status (R-COM-1)."""

    TYPE: ClassVar[str] = "check"
    target: int
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class EndNight:
    """The host ends the night; its kills take effect together (R-NIGHT-1)."""

    TYPE: ClassVar[str] = "end_night"
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class HostKill:
    """The host removes ``target`` from the game at once (R-HOST-1)."""

    TYPE: ClassVar[str] = "host_kill"
    target: int
    reason: str | None = None
    at: datetime | None = None


Action = (Nominate | OpenVote | Vote | WithdrawVote | CloseVote | Protect | Compare | EndDay
          | AppointGodfather | MafiaKill | MafiaPass | ManiacKill | Check | EndNight | HostKill)

#: log ``type`` -> action class, in GAME_LOG.md's order.
ACTION_TYPES: dict[str, type[Action]] = {
    cls.TYPE: cls
    for cls in (Nominate, OpenVote, Vote, WithdrawVote, CloseVote, Protect, Compare, EndDay,
                AppointGodfather, MafiaKill, MafiaPass, ManiacKill, Check, EndNight, HostKill)
}

#: The fields of each action that name a player (seat numbers in the dataclass).
PLAYER_FIELDS: dict[str, tuple[str, ...]] = {
    "nominate": ("by", "target"),
    "open_vote": (),
    "vote": ("by", "target"),
    "withdraw_vote": ("by",),
    "close_vote": ("choice",),
    "protect": ("target",),
    "compare": ("a", "b"),
    "end_day": (),
    "appoint_godfather": ("player",),
    "mafia_kill": ("target", "decided_by"),
    "mafia_pass": (),
    "maniac_kill": ("target",),
    "check": ("target",),
    "end_night": (),
    "host_kill": ("target",),
}

#: The player fields the host picks for an action, in order (``engine.choices``): the
#: :data:`PLAYER_FIELDS` without the optional ``decided_by`` of a mafia kill (the
#: godfather's word unless the host says otherwise, R-MAF-3).
PICKED_FIELDS: dict[str, tuple[str, ...]] = {
    kind: tuple(f for f in fields if f != "decided_by") for kind, fields in PLAYER_FIELDS.items()
}

#: The free-text fields of each action.
TEXT_FIELDS: dict[str, tuple[str, ...]] = {
    "mafia_kill": ("description",),
    "maniac_kill": ("description",),
    "host_kill": ("reason",),
}
