"""The host's actions: ONE table row per action type, and the pick that puts one together.

Each row of :data:`KINDS` holds everything the UI needs of one action type (GAME_LOG.md
``type``): the seat fields the host picks, in order; the key that starts it; the prompt
at each pick; the button's label; the undo text. The rules of the action live in the
rules engine (``mafia_desktop/rules``), its words in the translations
(``i18n/mafia_desktop_ru.ts``). Adding an action type touches those three places
(``docs/architecture.md`` has the recipe).

The undo/history text :func:`describe` fills the row's template with the players' names
in one pass (``i18n.fill``), so a player named ``x%2`` or ``<b>`` comes out as typed.

:class:`Pick` asks the engine, at each step, which seats may be picked next
(``GameController.choices``); it never works a rule out itself.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from mafia_desktop.i18n import fill, isolate
from mafia_desktop.rules import RuleViolation
from mafia_desktop.rules.classic import ACTION_TYPES, Action, Setup
from mafia_desktop.rules.family import family_name
from mafia_desktop.rules.sport import SPORT_ACTION_TYPES

if TYPE_CHECKING:  # pragma: no cover
    from mafia_desktop.ui.window.controller import GameController


@dataclass(frozen=True)
class Kind:
    """One host action type as the UI offers it (one row of :data:`KINDS`).

    Attributes:
        type: the action's ``type`` (GAME_LOG.md).
        fields: the seat fields the host picks, in order (``("by", "target")``).
        label: the button's text (English source, context ``Panels``).
        key: the keyboard shortcut that starts it.
        prompts: what the status bar asks at each pick (``%1``: the first pick's name).
        undo: the undo/history text (context ``ApplyAction``); ``%1``, ``%2``… are the
            names of the players in ``fields``' order.
        undo_with: ``(field, text)``: the undo text used instead when the optional
            ``field`` is set (its player is the next ``%N``, or its own place in
            ``fields``).
        row: where the phase panel puts its button (:data:`ROWS`); buttons of one row
            stand in the table's order.
        family: the rules family whose action it is (``"classic"``, ``"sport"``).
        id: the row's key in its table when one type has two rows (``"miss"``: a
            ``shot`` with no target); ``""``: the type.
        fixed: field values the row always gives (``(("target", None),)``).
        auto: how many leading fields are filled by themselves when the engine allows
            exactly one seat for them (a sport nomination's ``by``: the speaker).
        many: the list field the host fills by toggling seats and then confirms
            (``voters``, ``guesses``), ``""``: none.
        values: further fields named in the undo text after the players (a list of
            seats as "2, 5", a number as "+0.5").
    """

    type: str
    fields: tuple[str, ...]
    label: str
    key: str
    prompts: tuple[str, ...] = ()
    undo: str = ""
    undo_with: tuple[str, str] | None = None
    row: str = "any"
    family: str = "classic"
    id: str = ""
    fixed: tuple[tuple[str, Any], ...] = ()
    auto: int = 0
    many: str = ""
    values: tuple[str, ...] = ()

    @property
    def cls(self) -> type:
        """The action's dataclass."""
        return (SPORT_ACTION_TYPES if self.family == "sport" else ACTION_TYPES)[self.type]

    @property
    def name(self) -> str:
        """The row's key in its table (:attr:`id`, else :attr:`type`)."""
        return self.id or self.type


KINDS: dict[str, Kind] = {k.type: k for k in (
    Kind("nominate", ("by", "target"), QT_TRANSLATE_NOOP("Panels", "Nominate"), "N",
         (QT_TRANSLATE_NOOP("Panels", "Who nominates?"),
          QT_TRANSLATE_NOOP("Panels", "Whom does %1 nominate?")),
         QT_TRANSLATE_NOOP("ApplyAction", "Nomination: %1 -> %2"), row="day"),
    Kind("protect", ("target",), QT_TRANSLATE_NOOP("Panels", "Doctor's choice"), "D",
         (QT_TRANSLATE_NOOP("Panels", "Whom does the doctor protect?"),),
         QT_TRANSLATE_NOOP("ApplyAction", "Doctor's choice: %1"), row="day_roles"),
    Kind("compare", ("a", "b"), QT_TRANSLATE_NOOP("Panels", "Journalist's question"), "J",
         (QT_TRANSLATE_NOOP("Panels", "The journalist asks about whom (first player)?"),
          QT_TRANSLATE_NOOP("Panels", "Compare %1 with whom?")),
         QT_TRANSLATE_NOOP("ApplyAction", "Journalist's question: %1 and %2"), row="day_roles"),
    Kind("open_vote", (), QT_TRANSLATE_NOOP("Panels", "Open the vote"), "O", (),
         QT_TRANSLATE_NOOP("ApplyAction", "Open the vote"), row="day"),
    Kind("vote", ("by", "target"), QT_TRANSLATE_NOOP("Panels", "Vote"), "V",
         (QT_TRANSLATE_NOOP("Panels", "Who votes?"),
          QT_TRANSLATE_NOOP("Panels", "%1 votes for whom?")),
         QT_TRANSLATE_NOOP("ApplyAction", "Vote: %1 -> %2"), row="vote"),
    Kind("withdraw_vote", ("by",), QT_TRANSLATE_NOOP("Panels", "Withdraw a vote"), "W",
         (QT_TRANSLATE_NOOP("Panels", "Who withdraws their vote?"),),
         QT_TRANSLATE_NOOP("ApplyAction", "Withdraw the vote of %1"), row="vote"),
    Kind("close_vote", ("choice",), QT_TRANSLATE_NOOP("Panels", "Close the vote"), "L",
         (QT_TRANSLATE_NOOP("Panels", "The host chooses whom to execute:"),),
         QT_TRANSLATE_NOOP("ApplyAction", "Close the vote"),
         ("choice", QT_TRANSLATE_NOOP("ApplyAction", "Close the vote: the host chose %1")), row="vote"),
    Kind("end_day", (), QT_TRANSLATE_NOOP("Panels", "End the day"), "E", (),
         QT_TRANSLATE_NOOP("ApplyAction", "End the day"), row="last_word"),
    Kind("appoint_godfather", ("player",), QT_TRANSLATE_NOOP("Panels", "Appoint the godfather"),
         "G", (QT_TRANSLATE_NOOP("Panels", "Who is the new godfather?"),),
         QT_TRANSLATE_NOOP("ApplyAction", "New godfather: %1"), row="any"),
    Kind("mafia_kill", ("target",), QT_TRANSLATE_NOOP("Panels", "Mafia's victim"), "K",
         (QT_TRANSLATE_NOOP("Panels", "Whom does the mafia kill?"),),
         QT_TRANSLATE_NOOP("ApplyAction", "Mafia's victim: %1"),
         ("decided_by", QT_TRANSLATE_NOOP("ApplyAction", "Mafia's victim: %1 (word of %2)")), row="mafia"),
    Kind("mafia_pass", (), QT_TRANSLATE_NOOP("Panels", "The mafia does not kill"), "P", (),
         QT_TRANSLATE_NOOP("ApplyAction", "The mafia does not kill"), row="mafia"),
    Kind("maniac_kill", ("target",), QT_TRANSLATE_NOOP("Panels", "Maniac's victim"), "M",
         (QT_TRANSLATE_NOOP("Panels", "Whom does the maniac kill?"),),
         QT_TRANSLATE_NOOP("ApplyAction", "Maniac's victim: %1"), row="maniac"),
    Kind("check", ("target",), QT_TRANSLATE_NOOP("Panels", "Commissar's check"), "C",
         (QT_TRANSLATE_NOOP("Panels", "Whom does the commissar check?"),),
         QT_TRANSLATE_NOOP("ApplyAction", "Commissar's check: %1"), row="commissar"),
    Kind("end_night", (), QT_TRANSLATE_NOOP("Panels", "End the night"), "E", (),
         QT_TRANSLATE_NOOP("ApplyAction", "End the night"), row="night_end"),
    Kind("host_kill", ("target",), QT_TRANSLATE_NOOP("Panels", "Remove a player"), "X",
         (QT_TRANSLATE_NOOP("Panels", "Whom does the host remove from the game?"),),
         QT_TRANSLATE_NOOP("ApplyAction", "Host removes %1"), row="any"),
)}

#: The rows of the phase panel that hold action buttons (``Kind.row``), in no order:
#: by day ``day`` (nominate, open the vote), ``vote``, ``last_word``, ``day_roles``; by
#: night ``mafia``, ``maniac``, ``commissar``, ``night_end``; ``any``: at any time.
ROWS = ("day", "vote", "last_word", "day_roles", "mafia", "maniac", "commissar",
        "night_end", "any")


def in_row(row: str, table: dict[str, Kind] | None = None) -> list[Kind]:
    """The action kinds whose buttons stand in the panel's ``row``, in the table's order
    (``table``: :data:`KINDS` by default)."""
    return [k for k in (KINDS if table is None else table).values() if k.row == row]


def kinds_for(setup_or_state: object) -> dict[str, Kind]:
    """The action table of the game's family: :data:`KINDS` for a classic game, the sport
    table (``ui/families/sport/actions.py``) for a sport one."""
    if family_name(setup_or_state) == "sport":
        from mafia_desktop.ui.families.sport.actions import SPORT_KINDS
        return SPORT_KINDS
    return KINDS


def kind_of(action: Any, setup: object) -> Kind:
    """The table row that describes ``action`` in ``setup``'s family: the row of its type
    whose :attr:`Kind.fixed` values the action has, the row fixing the most fields first
    (a sport miss, ``shot`` with ``target`` null, is "Shot: missed", not "Shot: ?")."""
    rows = sorted((k for k in kinds_for(setup).values() if k.type == action.TYPE),
                  key=lambda k: -len(k.fixed))
    for k in rows:
        if all(getattr(action, f) == v for f, v in k.fixed):
            return k
    return rows[0]


def label(kind: Kind) -> str:
    """The kind's button label, translated."""
    return QCoreApplication.translate("Panels", kind.label)


def _name(setup: Setup, seat: int | None) -> str:
    if seat is None:
        return "?"
    try:
        return isolate(setup.name(seat))  # a right-to-left name keeps the line in order
    except IndexError:
        return f"#{seat}"


def _value(value: object) -> str:
    if isinstance(value, tuple):
        return ", ".join(map(str, value)) or "—"
    if isinstance(value, float):
        return f"{value:+g}"
    return "" if value is None else str(value)


def describe(action: Any, setup: Any) -> str:
    """A one-line, translated description of ``action`` naming players by name
    (``Vote(by=2, target=1)`` -> "Vote: Boris -> Anna"): the undo menu ("Undo Vote:
    Boris -> Anna"), the history and the status bar use it. Each name is
    direction-isolated (``i18n.isolate``): a right-to-left name keeps the line in order."""
    kind = kind_of(action, setup)
    template = kind.undo
    seats = [getattr(action, f) for f in kind.fields]
    if kind.undo_with is not None and getattr(action, kind.undo_with[0]) is not None:
        field, template = kind.undo_with
        if field not in kind.fields:
            seats.append(getattr(action, field))
    text = QCoreApplication.translate("ApplyAction", template)
    return fill(text, *(_name(setup, s) for s in seats),
                *(_value(getattr(action, f)) for f in kind.values))


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
        in turn; ``None`` when some such action is legal or the engine names no rule."""
        if self.complete:
            return None
        game = self.controller.game
        seats = [*self.picked, seat]
        rest = len(self.fields) - len(seats)
        fillers = [s for s in game.state.living() if s not in seats] or [seat]
        first: Any = None
        for filler in fillers if rest else [None]:
            values = seats + [filler] * rest
            problem = game.why_not(self.action_of(dict(zip(self.fields, values))))
            if problem is None:
                return None
            first = first or problem
        return first if isinstance(first, RuleViolation) else None

    def action_of(self, values: dict[str, Any]) -> Any:
        """The row's action with these field values (the fixed ones added; a list field
        left empty, a number field 0)."""
        names = {f.name for f in dataclasses.fields(self.kind.cls)}
        extra = {self.kind.many: ()} if self.kind.many else {}
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

    def action(self, **extra: object) -> Action:
        """The finished action (``extra``: description, decided_by, reason)."""
        values: dict[str, object] = dict(zip(self.fields, self.picked))
        values.update(self.kind.fixed)
        names = {f.name for f in dataclasses.fields(self.kind.cls)}
        values.update({k: v for k, v in extra.items() if k in names})
        action: Action = self.kind.cls(**values)
        return action


#: The kind a seat click starts when no action is being entered, by the classic stage:
#: a nomination by that seat in the discussion, a vote by it in the vote.
CLICK_KINDS: dict[str, str] = {"voting": "vote", "discussion": "nominate"}


def click_kind(state: Any) -> str | None:
    """The kind a seat click starts in ``state``'s stage (its family's table), if any."""
    stage = getattr(state.stage, "value", state.stage)
    if family_name(state) == "sport":
        from mafia_desktop.ui.families.sport.actions import SPORT_CLICK_KINDS
        return SPORT_CLICK_KINDS.get(stage)
    return CLICK_KINDS.get(stage)


def make_pick(kind: Kind, controller: GameController, picked: tuple[int, ...] = ()) -> Pick:
    """A pick of ``kind``: a :class:`Pick`, or a list pick (``ui/families/sport/actions.py``) for
    a kind that lists seats (:attr:`Kind.many`); ``picked`` seats follow the ones filled
    by themselves."""
    if kind.many:
        from mafia_desktop.ui.families.sport.actions import ListPick
        pick: Pick = ListPick(kind, controller)
        pick.picked.extend(picked)
        return pick
    return Pick(kind, controller, picked)


def kind_available(kind: Kind, controller: GameController) -> bool:
    """True when the engine would take an action of this row now: for a row with fixed
    values (a missed shot) that very action, else any action of its type."""
    if kind.fixed:
        return controller.game.why_not(Pick(kind, controller).action_of({})) is None
    return controller.available(kind.type)
