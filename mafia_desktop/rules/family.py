"""Rules families on one machinery (DESIGN.md): what a family is (:class:`Family`) and the
registry that finds one (:func:`family_of`).

A family is a folder (``rules/<name>/``: ``classic/`` RULES.md, ``sport/``
RULES_SPORT.md) whose ``family.py`` builds one object with every member of
:class:`Family` (its ``FAMILY``), and one name in :data:`.families.FAMILY_NAMES`;
:data:`FAMILIES` (a :class:`~.registry.Registry`) finds it by that name, importing its
folder at the first question. Everything shared (the
:class:`~.game.Game`, the log reader and writer, ``replay``, the public view, the
evening's table) asks :func:`family_of` a setup and calls through the family: it never
imports a family's folder and never asks which family it holds.

The shapes below (:class:`AnySetup`, :class:`AnyState`, ...) are what shared code may
read of any family's values; a family's own code uses its own types.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import Field, dataclass
from datetime import datetime
from typing import ClassVar, Protocol

from .errors import LogFormatError, RuleViolation
from .families import DEFAULT_FAMILY
from .json_types import JsonObject
from .options import OptionSpec, OptionValue
from .registry import Registry
from .state import Phase


class HasValue(Protocol):
    """An id in the log's words: a role, a faction, a team (a ``str`` enum)."""

    @property
    def value(self) -> str: ...


class AnyPlayer(Protocol):
    """A seated player of any family."""

    @property
    def seat(self) -> int: ...
    @property
    def name(self) -> str: ...
    @property
    def role(self) -> HasValue: ...


class AnyRuleset(Protocol):
    """A family's ruleset: its preset and every option's value."""

    @property
    def family(self) -> str: ...
    @property
    def preset(self) -> str: ...
    def options(self) -> dict[str, OptionValue]: ...
    def overrides(self) -> dict[str, OptionValue]: ...


class AnySetup(Protocol):
    """Who sits where with which role, the ruleset and the seed, in any family."""

    @property
    def players(self) -> Sequence[AnyPlayer]: ...
    @property
    def ruleset(self) -> AnyRuleset: ...
    @property
    def rng_seed(self) -> int: ...
    @property
    def family(self) -> str: ...
    @property
    def size(self) -> int: ...
    def name(self, seat: int) -> str: ...
    def seat_of(self, ref: str | int) -> int | None: ...


class AnyOutcome(Protocol):
    """The end of a game: the winning sides (``()`` a draw) and the rule that ended it."""

    @property
    def winners(self) -> Sequence[HasValue]: ...
    @property
    def rule(self) -> str: ...


class AnyDeath(Protocol):
    """A player's leaving the game: the seat, the cause (the family's word), the phase,
    the true role id and the log index of the action that caused it."""

    @property
    def seat(self) -> int: ...
    @property
    def cause(self) -> str: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def status(self) -> str: ...
    @property
    def index(self) -> int: ...


class AnyState(Protocol):
    """A state of any family, after some actions (never changed in place)."""

    @property
    def setup(self) -> AnySetup: ...
    @property
    def index(self) -> int: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def stage(self) -> HasValue: ...
    @property
    def alive(self) -> tuple[bool, ...]: ...
    @property
    def deaths(self) -> Sequence[AnyDeath]: ...
    @property
    def outcome(self) -> AnyOutcome | None: ...
    @property
    def ended(self) -> bool: ...
    @property
    def family(self) -> str: ...
    def living(self) -> tuple[int, ...]: ...


class AnyAction(Protocol):
    """An action of any family: its log ``type`` and the host's time. Every action is a
    frozen dataclass (``dataclasses.fields`` and ``replace`` work on it)."""

    TYPE: ClassVar[str]
    __dataclass_fields__: ClassVar[dict[str, Field[object]]]

    @property
    def at(self) -> datetime | None: ...


class AnyPublicSeat(Protocol):
    """One seat as the table sees it, in any family."""

    @property
    def seat(self) -> int: ...
    @property
    def name(self) -> str: ...
    @property
    def alive(self) -> bool: ...


class AnyPublicView(Protocol):
    """What the players may see of a game of any family (no field for a secret): the
    members every family's public view declares (the contract suite checks them, and
    ``rules/announce.py`` reads them to decide what the room would be told)."""

    @property
    def phase_kind(self) -> str: ...
    @property
    def phase_number(self) -> int: ...
    @property
    def stage(self) -> str: ...
    @property
    def seats(self) -> Sequence[AnyPublicSeat]: ...
    @property
    def ended(self) -> bool: ...
    @property
    def winners(self) -> tuple[str, ...]: ...
    @property
    def vote_result(self) -> tuple[object, ...]:
        """The day's vote result as told to the room (``()``: a family with no vote
        result of its own); a change within a phase is announced."""
        ...
    @property
    def stage_title(self) -> tuple[str, int]:
        """What the players' screen's stage line is drawn from (``(stage, round)``); a
        change within a phase is announced."""
        ...
    def left_how(self, seat: int) -> str:
        """How ``seat`` left as the room is told it (``""`` while in the game, or when
        the family does not say)."""
        ...


class AnyPartner(AnyPublicSeat, Protocol):
    """A player the rules introduce to a seat (a mafia partner), with their role id."""

    @property
    def role(self) -> str: ...


class AnyLearned(Protocol):
    """What a seat's role learned from the host: the action type, the phase's kind
    (``"night"``/``"day"``) and number, the seats asked about and the answer."""

    @property
    def kind(self) -> str: ...
    @property
    def phase_kind(self) -> str: ...
    @property
    def phase_number(self) -> int: ...
    @property
    def seats(self) -> tuple[int, ...]: ...
    @property
    def answer(self) -> str: ...


class AnySeatView(Protocol):
    """What one player may know, in any family (the shape:
    :class:`~.seat_view.SeatView`): their seat, name, role id, the side id whose win is
    theirs (``goal``), the partners the rules introduce, what their role learned, and
    the public view; ``to_json()`` its JSON values (a phone's message)."""

    @property
    def family(self) -> str: ...
    @property
    def seat(self) -> int: ...
    @property
    def name(self) -> str: ...
    @property
    def role(self) -> str: ...
    @property
    def goal(self) -> str: ...
    @property
    def alive(self) -> bool: ...
    @property
    def partners(self) -> Sequence[AnyPartner]: ...
    @property
    def learned(self) -> Sequence[AnyLearned]: ...
    @property
    def public(self) -> AnyPublicView: ...
    def to_json(self) -> Mapping[str, object]: ...


class ApplyFn(Protocol):
    """A family's ``apply`` as a value: a family object may hold it as a field, so that
    a copy of the family (``dataclasses.replace(family, apply=...)``) can count or
    forbid the states a game builds."""

    def __call__(self, state: AnyState, action: AnyAction, /) -> AnyState: ...


@dataclass(frozen=True, slots=True)
class LogTables:
    """How a family's actions are read and written (GAME_LOG.md, RULES_SPORT.md §9).

    Attributes:
        action_types: log ``type`` -> action class (called with the fields by name).
        player_fields: per type, the fields that name one player (seats in the action).
        player_list_fields: per type, the fields that name a list of players.
        text_fields: per type, the optional free-text fields.
        number_fields: per type, the number fields.
        nullable_fields: per type, the player fields written as ``null`` when empty.
    """

    action_types: Mapping[str, type[AnyAction]]
    player_fields: Mapping[str, tuple[str, ...]]
    player_list_fields: Mapping[str, tuple[str, ...]]
    text_fields: Mapping[str, tuple[str, ...]]
    number_fields: Mapping[str, tuple[str, ...]]
    nullable_fields: Mapping[str, tuple[str, ...]]


@dataclass(frozen=True, slots=True)
class SeatPoints:
    """One seat's part of the evening's table from one finished game (issue 14).

    Attributes:
        points: the game's points (classic: 1 for a win; sport: S-SCORE-1).
        won: the seat's side is among the winners (a draw is no win).
        best_move: points of the best moves the seat named (sport, S-BEST-1).
        fouls: fouls at the end (sport, S-FOUL-*).
        bonuses: the host's extra points (sport, S-SCORE-1).
    """

    points: float
    won: bool
    best_move: float = 0.0
    fouls: int = 0
    bonuses: float = 0.0


class Family(Protocol):
    """One rules family: everything the shared machinery asks of it.

    Every engine member takes a state of this family (one :func:`start` made or an
    :func:`apply` returned) and builds no state but :func:`apply`'s result.
    """

    @property
    def name(self) -> str:
        """The family's id: ``ruleset.family`` in the log (``classic``, ``sport``)."""
        ...

    # --- the engine ------------------------------------------------------------------

    def start(self, setup: AnySetup) -> AnyState:
        """The state before the first action (R-SETUP-5; S-NIGHT0-1)."""
        ...

    def apply(self, state: AnyState, action: AnyAction) -> AnyState:
        """The state after ``action``. Raises RuleViolation (the rule's ID) or
        LogFormatError (no action of this family, a seat that is no player's)."""
        ...

    def why_not(self, state: AnyState, action: object) -> RuleViolation | LogFormatError | None:
        """The refusal :meth:`apply` would raise, or ``None``; builds no state."""
        ...

    def is_legal(self, state: AnyState, action: object) -> bool:
        """True when :meth:`apply` would accept ``action``; builds no state."""
        ...

    def choices(self, state: AnyState, action_type: str,
                picked: tuple[int, ...] = ()) -> tuple[int, ...]:
        """The seats the host may pick now for the next player field of
        ``action_type`` after ``picked``, ascending. Raises ValueError for an unknown
        type."""
        ...

    def available(self, state: AnyState, action_type: str) -> bool:
        """True when some action of ``action_type`` is legal now. Raises ValueError for
        an unknown type."""
        ...

    def needs_choice(self, state: AnyState) -> bool:
        """True when closing the vote now needs the host's ``choice`` (classic
        R-VOTE-7/8; always False where the family has no such choice)."""
        ...

    def legal_actions(self, state: AnyState) -> Sequence[AnyAction]:
        """Every legal action now (without times or texts)."""
        ...

    def outcome(self, state: AnyState) -> AnyOutcome | None:
        """Who won, or ``None`` while the game goes on."""
        ...

    # --- what is shown -----------------------------------------------------------------

    def public_view(self, state: AnyState, reveal_roles: bool = False) -> AnyPublicView:
        """What the players may see (DESIGN.md's information boundary)."""
        ...

    def seat_view(self, state: AnyState, seat: int) -> AnySeatView:
        """What the player in ``seat`` may know (their role and goal, the partners the
        rules introduce, what their role learned, the public view): nothing another
        seat's role would reveal (``docs/rules-engine.md``)."""
        ...

    def summary(self, state: AnyState) -> JsonObject:
        """What ``replay`` prints for ``state`` (GAME_LOG.md; RULES_SPORT.md §9)."""
        ...

    def points(self, state: AnyState) -> dict[int, SeatPoints]:
        """Seat -> its part of the evening's table, for a finished game."""
        ...

    # --- options -----------------------------------------------------------------------

    @property
    def options(self) -> Mapping[str, OptionSpec]:
        """Every option of the family's rules, by name."""
        ...

    @property
    def presets(self) -> Mapping[str, AnyRuleset]:
        """The presets by name; the first is the default for a new game."""
        ...

    def ruleset_from(self, preset: str,
                     options: Mapping[str, object] | None = None) -> AnyRuleset:
        """A ruleset from a preset and option overrides. Raises LogFormatError (an
        unknown preset or option, a bad value; ``field`` names it)."""
        ...

    # --- the log -----------------------------------------------------------------------

    @property
    def log(self) -> LogTables:
        """How the family's actions are read and written."""
        ...

    @property
    def role_ids(self) -> tuple[str, ...]:
        """Every role id of the log's ``players[].role``, in the rules' order."""
        ...

    def make_setup(self, rows: Sequence[tuple[int, str, str]], ruleset: AnyRuleset,
                   rng_seed: int) -> AnySetup:
        """A checked setup from ``(seat, name, role id)`` rows (role ids among
        :attr:`role_ids`). Raises RuleViolation (R-SETUP-*, S-SETUP-*)."""
        ...


#: THE rules layer's registry: ``rules/<name>/family.py``'s ``FAMILY`` for each listed
#: family (:data:`.families.FAMILY_NAMES`), imported at the first question.
FAMILIES: Registry[Family] = Registry("rules", "mafia_desktop.rules.{name}.family", "FAMILY")

#: Every family (the listed ones first, in the list's order).
all_families = FAMILIES.all
#: Every family's name, in :func:`all_families`'s order (nothing imported).
family_names = FAMILIES.names
#: The family named ``name`` (``ruleset.family``), or ``None`` for no such family.
find_family = FAMILIES.find


def family_of(setup: AnySetup) -> Family:
    """The family of a setup (its ``family``).

    Raises:
        UnknownFamily: (a ``KeyError``) no family has that name; the message lists the
            known ones.
        MissingPart: the family is listed but its rules folder is missing.
    """
    return FAMILIES.get(setup.family)


def family_name(setup_or_state: object) -> str:
    """The family's name of a setup, a state or a ruleset (its ``family``);
    :data:`DEFAULT_FAMILY` for anything without a known one (nothing is imported)."""
    name = getattr(setup_or_state, "family", None)
    return name if isinstance(name, str) and name in FAMILIES else DEFAULT_FAMILY


__all__ = ["DEFAULT_FAMILY", "FAMILIES", "ApplyFn", "AnyAction", "AnyDeath", "AnyLearned", "AnyPartner", "AnyOutcome", "AnyPlayer", "AnyPublicSeat",
           "AnyPublicView", "AnyRuleset", "AnySeatView", "AnySetup", "AnyState", "Family", "HasValue",
           "LogTables", "SeatPoints", "all_families", "family_name", "family_names",
           "family_of", "find_family"]
