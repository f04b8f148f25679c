"""Werewolf's actions as the log holds them (``docs/rules-werewolf.md`` §8): one frozen
dataclass per ``type``, seats 1..N, ``at`` the host's time; and the log's tables."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import ClassVar

from ..family import AnyAction, LogTables


@dataclass(frozen=True, slots=True)
class Attack:
    """The werewolves' victim of the night (W-NIGHT-2)."""

    TYPE: ClassVar[str] = "attack"
    target: int
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class Check:
    """The seer's check of ``target``'s side (W-NIGHT-3)."""

    TYPE: ClassVar[str] = "check"
    target: int
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class Guard:
    """The bodyguard's guard of ``target`` this night (W-NIGHT-4)."""

    TYPE: ClassVar[str] = "guard"
    target: int
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class Heal:
    """The witch heals the werewolves' victim ``target`` (W-WITCH-1)."""

    TYPE: ClassVar[str] = "heal"
    target: int
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class Poison:
    """The witch poisons ``target`` (W-WITCH-2)."""

    TYPE: ClassVar[str] = "poison"
    target: int
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class Dawn:
    """The host ends the night; the night's deaths happen (W-NIGHT-5)."""

    TYPE: ClassVar[str] = "dawn"
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class Nominate:
    """``by`` nominates ``target`` (W-NOM-1)."""

    TYPE: ClassVar[str] = "nominate"
    by: int
    target: int
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class Vote:
    """``voter`` votes for the nominee ``target`` (W-VOTE-1)."""

    TYPE: ClassVar[str] = "vote"
    voter: int
    target: int
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class Close:
    """The host closes the vote (W-VOTE-2, W-VOTE-3)."""

    TYPE: ClassVar[str] = "close"
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class Shoot:
    """The hunter, leaving, shoots ``target`` (W-HUNT-1)."""

    TYPE: ClassVar[str] = "shoot"
    target: int
    at: datetime | None = None


Action = Attack | Check | Guard | Heal | Poison | Dawn | Nominate | Vote | Close | Shoot

#: Every action class by its log ``type``.
ACTION_TYPES: dict[str, type[AnyAction]] = {cls.TYPE: cls for cls in (
    Attack, Check, Guard, Heal, Poison, Dawn, Nominate, Vote, Close, Shoot)}

#: The night's actions that name one target (W-NIGHT-1: each once a night).
NIGHT_TYPES = ("attack", "check", "guard", "heal", "poison")

LOG = LogTables(
    action_types=ACTION_TYPES,
    player_fields={"attack": ("target",), "check": ("target",), "guard": ("target",),
                   "heal": ("target",), "poison": ("target",), "nominate": ("by", "target"),
                   "vote": ("voter", "target"), "shoot": ("target",), "dawn": (),
                   "close": ()},
    player_list_fields={}, text_fields={}, number_fields={}, nullable_fields={})

__all__ = ["ACTION_TYPES", "LOG", "NIGHT_TYPES", "Action", "Attack", "Check", "Close", "Dawn",
           "Guard", "Heal", "Nominate", "Poison", "Shoot", "Vote"]
