"""The host's actions: the shape of ONE table row per action type (:class:`Kind`), the
hooks a row may carry, and the pick that puts an action together.

Each family's table (``ui/families/classic/actions.py`` ``KINDS``,
``ui/families/sport/actions.py`` ``SPORT_KINDS``) is a dict of :class:`Kind` rows, found
through the UI families' registry (``ui/families``). Each row holds everything the UI needs of one action type (GAME_LOG.md
``type``): the seat fields the host picks, in order; the key that starts it; the prompt
at each pick; the button's label. The rules of the action live in the rules engine
(``mafia_desktop/rules``); the words that name a taken action (the undo menu, the
history, the reports' corrections) in the family's words
(``i18n/<family>/actions.py``, :func:`mafia_desktop.ui.families.describe`), their
translations in ``i18n/mafia_desktop_ru.ts`` (``docs/architecture.md`` has the recipe).

:class:`Pick` asks the engine, at each step, which seats may be picked next
(``GameController.choices``); it never works a rule out itself.
"""

from __future__ import annotations

import builtins
import dataclasses
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol, TypeAlias, TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from mafia_desktop.i18n import fill
from mafia_desktop.rules import Game, RuleViolation
from mafia_desktop.rules.family import AnyAction, AnyState, find_family

#: A family's state type (``rules/<family>/state.py``: ``GameState``, ``SportState``).
StateT_co = TypeVar("StateT_co", covariant=True)


class ControllerOf(Protocol[StateT_co]):
    """What a pick, a row's hook and a phase panel read of the game controller
    (``ui/window/controller.py`` :class:`~mafia_desktop.ui.window.controller.GameController`),
    typed over the family's state: a family's panel takes a ``ControllerOf[GameState]``
    (its own state), so ``c.state.victimm`` fails ``mypy --strict``. Shared code takes a
    :data:`GameController` (any family's state)."""

    @property
    def game(self) -> Game: ...
    @property
    def state(self) -> StateT_co:
        """The current state (of the family whose game it is)."""
        ...
    @property
    def clock(self) -> Callable[[], datetime | None] | None: ...
    def choices(self, action_type: str, picked: tuple[int, ...] = ()) -> tuple[int, ...]: ...
    def available(self, action_type: str) -> bool: ...
    def needs_choice(self) -> bool: ...


#: The controller as shared code reads it: a state of any family.
GameController: TypeAlias = ControllerOf[AnyState]


class Host(Protocol):
    """What a row's hook may use of the host's input (``ui/window/host_input.py``): the
    window (the dialogs' parent), the game, taking an action, and the phase panel."""

    @property
    def widget(self) -> QWidget: ...
    @property
    def controller(self) -> GameController | None: ...  # None between games
    def take(self, action: AnyAction) -> None:
        """Drop what is being entered and take ``action``."""
        ...
    def keep_vote_open(self) -> None:
        """Nobody was executed: the vote goes on (its timer from the start)."""
        ...
    def clear_panel_entry(self, action_type: str) -> None:
        """Empty the panel's fields for ``action_type`` (its description)."""
        ...


class AskFirst(Protocol):
    """A row's hook asked when the row is started, before any seat is picked: True when
    it took the entry over (it asked the host and did what was answered): closing a vote
    nobody voted in asks whom to execute (R-VOTE-8, ``ui/dialogs/no_votes.py``)."""

    def __call__(self, host: Host, kind: Kind, /) -> bool: ...


class Ask(Protocol):
    """A row's hook asked once the seats are picked, before the action is taken: it may
    add fields to ``extras`` (a host removal's reason, R-HOST-1); False: the host
    cancelled, nothing is taken."""

    def __call__(self, host: Host, pick: Pick, extras: dict[str, object], /) -> bool: ...


class Confirm(Protocol):
    """A row's hook naming the rule the host confirms the action under (its ID: a sport
    disqualification S-FOUL-3, after the end S-WIN-4, a team defeat S-FOUL-5), or
    ``None``: taken without a question."""

    def __call__(self, controller: GameController, pick: Pick, /) -> str | None: ...


class After(Protocol):
    """A row's hook run after its action was taken (the kill's description is cleared)."""

    def __call__(self, host: Host, pick: Pick, /) -> None: ...


@dataclass(frozen=True)
class Kind:
    """One host action type as the UI offers it (one row of :data:`KINDS`).

    Attributes:
        type: the action's ``type`` (GAME_LOG.md).
        fields: the seat fields the host picks, in order (``("by", "target")``).
        label: the button's text (English source, context ``Panels``).
        key: the keyboard shortcut that starts it.
        prompts: what the status bar asks at each pick (``%1``: the first pick's name).
        row: where the phase panel puts its button (:data:`ROWS`); buttons of one row
            stand in the table's order.
        family: the rules family whose action it is (``"classic"``, ``"sport"``): set by
            the table the row is registered in (:func:`kind_table`), never by the row.
        id: the row's key in its table when one type has two rows (``"miss"``: a
            ``shot`` with no target); ``""``: the type.
        fixed: field values the row always gives (``(("target", None),)``).
        auto: how many leading fields are filled by themselves when the engine allows
            exactly one seat for them (a sport nomination's ``by``: the speaker).
        many: the list field the host fills by toggling seats and then confirms
            (``voters``, ``guesses``), ``""``: none.
        ask_first: asked when the row starts (:class:`AskFirst`).
        ask: asked when its seats are picked (:class:`Ask`).
        confirm: the rule the host confirms it under (:class:`Confirm`).
        after: run once it is taken (:class:`After`).
    """

    type: str
    fields: tuple[str, ...]
    label: str
    key: str
    prompts: tuple[str, ...] = ()
    row: str = "any"
    family: str = ""  # the table's (kind_table): "" for a row in no table
    id: str = ""
    fixed: tuple[tuple[str, object], ...] = ()
    auto: int = 0
    many: str = ""
    ask_first: AskFirst | None = None
    ask: Ask | None = None
    confirm: Confirm | None = None
    after: After | None = None

    @property
    def cls(self) -> builtins.type[AnyAction]:  # ``type`` is a field here
        """The action's dataclass (the rules family's log table).

        Raises:
            LookupError: the row is in no family's table (made outside
                :func:`kind_table`), or its family is not registered."""
        family = find_family(self.family)
        if family is None:
            raise LookupError(f"the row {self.name!r} is in no registered family's table "
                              f"(family {self.family!r}): build the table with kind_table")
        return family.log.action_types[self.type]

    @property
    def name(self) -> str:
        """The row's key in its table (:attr:`id`, else :attr:`type`)."""
        return self.id or self.type


def kind_table(family: str, *rows: Kind) -> dict[str, Kind]:
    """A family's action table: its rows by :attr:`Kind.name`, in order, each row's
    :attr:`Kind.family` set to ``family`` (a row names no family of its own: one that
    did, or forgot to, silently built another family's action).

    Raises:
        ValueError: two rows share a name, or a row already names another family.
    """
    table: dict[str, Kind] = {}
    for row in rows:
        if row.name in table:
            raise ValueError(f"two rows named {row.name!r} in {family!r}'s action table")
        if row.family not in ("", family):
            raise ValueError(f"the row {row.name!r} of {family!r}'s table names the family "
                             f"{row.family!r}")
        table[row.name] = dataclasses.replace(row, family=family)
    return table


def in_row(row: str, table: Mapping[str, Kind]) -> list[Kind]:
    """The action kinds of ``table`` whose buttons stand in the panel's ``row``, in the
    table's order."""
    return [k for k in table.values() if k.row == row]


def kind_of(action: AnyAction, table: Mapping[str, Kind]) -> Kind:
    """The row of ``table`` that describes ``action``: the row of its type whose
    :attr:`Kind.fixed` values the action has, the row fixing the most fields first (a
    sport miss, ``shot`` with ``target`` null, is "Shot: missed", not "Shot: ?")."""
    rows = sorted((k for k in table.values() if k.type == action.TYPE),
                  key=lambda k: -len(k.fixed))
    for k in rows:
        if all(getattr(action, f) == v for f, v in k.fixed):
            return k
    return rows[0]


def label(kind: Kind) -> str:
    """The kind's button label, translated."""
    return QCoreApplication.translate("Panels", kind.label)


class Pick:
    """A host action being put together seat by seat.

    ``fields`` are the seats still to pick (``close_vote`` needs none when the rules
    choose the executed, R-VOTE-7/8). At each step the seats allowed are the engine's
    answer (``controller.choices(type, picked)``).
    """

    def __init__(self, kind: Kind, controller: GameController,
                 picked: tuple[int, ...] = ()) -> None:
        self.kind = kind
        self.controller = controller
        fields = kind.fields
        if kind.type == "close_vote" and not controller.needs_choice():
            fields = ()
        self.fields = fields
        self.picked: list[int] = []
        for _ in range(kind.auto):  # filled by itself: the engine allows one seat
            allowed = self.allowed()
            if len(allowed) != 1:
                break
            self.picked.extend(allowed)
        self.picked.extend(picked)

    def marked(self) -> tuple[int, ...]:
        """The seats the table shows as picked."""
        return tuple(self.picked)

    def reopen(self) -> bool:
        """Open a list the host confirmed again (Esc on its held action: a sport ballot's
        ``ListPick``); True when it was one. A seat-by-seat pick has nothing to reopen."""
        return False

    @property
    def complete(self) -> bool:
        """True when every seat is picked."""
        return len(self.picked) >= len(self.fields)

    def allowed(self) -> set[int]:
        """The seats that may be picked next (the engine's ``choices``)."""
        if self.complete:
            return set()
        return set(self.controller.choices(self.kind.type, tuple(self.picked)))

    def why_not(self, seat: int) -> RuleViolation | None:
        """Why ``seat`` cannot be picked next: the engine's refusal (with its rule ID) of
        the action it would make, the seats still to pick filled with each living player
        in turn: of the refusals that do not name the filler (a voter's used change, not
        "not a candidate"), the one given most often (:func:`most_said`); ``None`` when
        some such action is legal or the engine names no rule."""
        if self.complete:
            return None
        game = self.controller.game
        seats = [*self.picked, seat]
        rest = len(self.fields) - len(seats)
        fillers = [s for s in game.state.living() if s not in seats] or [seat]
        problems: list[RuleViolation] = []
        general: list[RuleViolation] = []  # refusals that do not name the filler
        filled = self.fields[len(seats):]
        for filler in fillers if rest else [None]:
            values = seats + [filler] * rest
            problem = game.why_not(self.action_of(dict(zip(self.fields, values))))
            if problem is None:
                return None
            if isinstance(problem, RuleViolation):
                problems.append(problem)
                if not any(problem.params.get(f) == filler for f in filled):
                    general.append(problem)
        return most_said(general or problems)

    def action_of(self, values: Mapping[str, object]) -> AnyAction:
        """The row's action with these field values (the fixed ones added; a list field
        left empty, a number field 0)."""
        names = {f.name for f in dataclasses.fields(self.kind.cls)}
        extra: dict[str, object] = {self.kind.many: ()} if self.kind.many else {}
        if "points" in names:
            extra["points"] = 0.0
        return self.kind.cls(**{**extra, **values, **dict(self.kind.fixed)})

    def pick(self, seat: int) -> bool:
        """Pick ``seat`` for the next field; False (nothing changes) if not allowed."""
        if seat not in self.allowed():
            return False
        self.picked.append(seat)
        return True

    def prompt(self) -> str:
        """What the host is asked now (translated)."""
        if self.complete or not self.kind.prompts:
            return ""
        text = QCoreApplication.translate(
            "Panels", self.kind.prompts[min(len(self.picked), len(self.kind.prompts) - 1)])
        if self.picked:
            text = fill(text, self.controller.game.setup.name(self.picked[0]))
        return text

    def action(self, **extra: object) -> AnyAction:
        """The finished action (``extra``: description, decided_by, reason)."""
        values: dict[str, object] = dict(zip(self.fields, self.picked))
        values.update(self.kind.fixed)
        names = {f.name for f in dataclasses.fields(self.kind.cls)}
        values.update({k: v for k, v in extra.items() if k in names})
        return self.kind.cls(**values)


def most_said(problems: list[RuleViolation]) -> RuleViolation | None:
    """The refusal given most often (the one that does not hang on the seats the rest
    were filled with: "the change is used", not "not a candidate"), the first of
    equals; ``None`` for none."""
    if not problems:
        return None
    counts = Counter((p.rule, p.code) for p in problems)
    return max(problems, key=lambda p: counts[(p.rule, p.code)])


def kind_refusal(kind: Kind, controller: GameController) -> RuleViolation | None:
    """Why no action of this row can be taken now: the engine's refusal (with its rule
    ID) of the row's action, its seats filled with each seat in turn, the refusal given
    most often (:func:`most_said`); ``None`` when one can be taken or no rule is named.

    A row whose first seat fills itself (:attr:`Kind.auto`: the engine allows one seat
    there, the speaker) gives the refusal said for the fewest seats: the one seat the
    engine singles out ("Anna has nominated Dima today already", "Anna has no
    nomination to withdraw"), not the "is not the speaker" of everyone else."""
    pick = Pick(kind, controller)
    if pick.complete:
        problem = controller.game.why_not(pick.action_of(dict(zip(pick.fields, pick.picked))))
        return problem if isinstance(problem, RuleViolation) else None
    found = [p for seat in range(1, controller.game.setup.size + 1)
             if (p := pick.why_not(seat)) is not None]
    if kind.auto and found:
        counts = Counter((p.rule, p.code) for p in found)
        return min(found, key=lambda p: counts[(p.rule, p.code)])
    return most_said(found)


def kind_available(kind: Kind, controller: GameController) -> bool:
    """True when the engine would take an action of this row now: for a row with fixed
    values (a missed shot) that very action, else any action of its type."""
    if kind.fixed:
        return controller.game.why_not(Pick(kind, controller).action_of({})) is None
    return controller.available(kind.type)


def stage_of(state: AnyState) -> str:
    """The state's stage id (``"voting"``, ``"speeches"``)."""
    return state.stage.value


__all__ = ["After", "Ask", "AskFirst", "Confirm", "ControllerOf", "GameController", "Host", "Kind", "Pick",
           "in_row", "kind_table", "kind_available", "kind_of", "kind_refusal", "label", "most_said",
           "stage_of"]
