"""The UI of each rules family, one folder each (``classic/``, ``sport/``), and THE
registry the shared UI asks (issue 21).

What a family's UI is: :class:`UiFamily` (its action table and picks, its phase panel,
its seat look, its players'-screen scene part, its announcer, its new-game part...).
Each family folder has a ``family.py`` whose ``UI`` is one; :data:`UI_FAMILIES` finds it
by the family's name (the one list, ``rules.families.FAMILY_NAMES``); no module outside
the family folders imports from them (``tests/test_families_fence.py``).

Shared code asks :func:`ui_family` with a state, a setup or a family's name
(``ruleset.family``) and calls through what it gets: it never imports a family's folder
and never asks which family it holds. A family's UI is imported at the first question
about it (not at start: the start screen loads no family).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any, Protocol, TypeAlias, TypeVar

from mafia_desktop.rules.family import AnyAction, AnySetup, AnyState, family_name
from mafia_desktop.rules.registry import Registry

if TYPE_CHECKING:  # pragma: no cover - the shapes only: importing this loads no Qt
    from PySide6.QtCore import QRectF, QSettings, SignalInstance
    from PySide6.QtGui import QAction, QPainter, QScreen
    from PySide6.QtWidgets import QGraphicsScene, QWidget

    from mafia_desktop.storage import GameRepository
    from mafia_desktop.ui.players_screen.projector_layout import Paint
    from mafia_desktop.ui.players_screen.projector_table import Row, TableScene
    from mafia_desktop.ui.window.actions import ControllerOf, Kind, Pick
    from mafia_desktop.ui.window.panel_base import PhasePanelBase
    from mafia_desktop.ui.window.seat_look import SeatLook
    from mafia_desktop.ui.window.timer_policy import Durations, TimerPlan


#: A family's state type (``GameState``, ``SportState``): the family's UI takes its own
#: states only, so a typo in a family's part (``state.victimm``) fails ``mypy --strict``.
StateT_contra = TypeVar("StateT_contra", contravariant=True)
#: A family's public view type (``PublicView``, ``SportPublicView``).
ViewT_contra = TypeVar("ViewT_contra", contravariant=True)


#: The club's finished games for a balance line (storage's ``GameRepository.results``):
#: ``(family, dealt role ids in seat order, winners' faction ids)`` each.
ClubResults: TypeAlias = Sequence[tuple[str, Sequence[str], Sequence[str]]]


class RoleCardView(Protocol):
    """A widget showing one role's card (the window's card dock)."""

    def set_role(self, role_id: str) -> None: ...
    def setMinimumSize(self, width: int, height: int) -> None: ...


class RoleCards(Protocol):
    """A family's printable role cards (art, name, faction, what the role does)."""

    def view(self) -> QWidget:
        """A card widget (:class:`RoleCardView`) for the window's dock."""
        ...

    def show_to_player(self, parent: QWidget, name: str, seat: int, role_id: str) -> None:
        """Show a player their card, full-screen, until they click."""
        ...

    def paint(self, painter: QPainter, rect: QRectF, role_id: str) -> None:
        """Paint the card of ``role_id`` into ``rect`` (for print)."""
        ...


class SceneItems(Protocol[ViewT_contra]):
    """A family's items on the players' screen (``ui/players_screen/projector.py``
    :class:`ProjectorScene` holds them): made once per table size and language, then
    shown from each public view (of that family: ``ViewT_contra``), changed in place."""

    def night_look(self, view: ViewT_contra) -> bool:
        """True when ``view`` is drawn in the night's colours."""
        ...

    def show(self, view: ViewT_contra, look: dict[str, str],
             timer: tuple[int, str, str] | None, show_tally: bool = True) -> None:
        """Show ``view`` in ``look`` (colours) with the host's ``timer`` (seconds left,
        caption, notice) or ``None``; ``show_tally``: the vote's live tally."""
        ...

    def show_timer(self, view: ViewT_contra, look: dict[str, str],
                   timer: tuple[int, str, str] | None) -> None:
        """A tick of the host's timer."""
        ...

    def announcements(self, view: ViewT_contra) -> list[str]:
        """The announcements due now, translated."""
        ...


class StartGame(Protocol):
    """Open the new-game dialog of a tournament's family with these names in seat order;
    ``slot``: the schedule's round, table and game (``None``: not known)."""

    def __call__(self, names: Sequence[str], /, *,
                 slot: tuple[int, int, int] | None = None) -> object: ...


class TournamentView(Protocol):
    """The Tournament window, as the host window uses it (a ``QWidget``)."""

    def reload(self) -> None:
        """Read the tournament again from the database."""
        ...

    def show(self) -> None: ...
    def raise_(self) -> None: ...
    def close(self) -> bool: ...


class TableFeed(Protocol):
    """The players' screen's feed as a tournament window uses it (``ProjectorFeed``):
    a table shown between games."""

    def can_show_table(self) -> bool:
        """True between games (a table may be shown)."""
        ...

    def show_table(self, rows: Sequence[Row] | None, title: str = "",
                   kind: str = "evening") -> bool:
        """Show ``rows`` under ``title`` as a table of ``kind``; True when shown."""
        ...


class HostMenus(Protocol):
    """The host window's menus as a tournament window uses them."""

    @property
    def projector_action(self) -> QAction:
        """The players' screen's action (checked: the screen is shown)."""
        ...


class TournamentHost(Protocol):
    """The host window as a family's tournament window uses it (it is not that window's
    parent: the tournament window closes when it is destroyed, opens on its screen,
    shows the standings on its players' screen and keeps its file folders)."""

    @property
    def destroyed(self) -> SignalInstance: ...
    def screen(self) -> QScreen: ...
    @property
    def settings(self) -> QSettings: ...
    @property
    def feed(self) -> TableFeed: ...
    @property
    def menus(self) -> HostMenus: ...


class Tournament(Protocol):
    """A family's tournament tools (players, rounds, seating, standings, schedules)."""

    def window(self, parent: TournamentHost, repository: GameRepository) -> TournamentView:
        """The Tournament window on ``repository`` (the program's database): a top-level
        window of its own beside ``parent`` (the host window), never its transient."""
        ...

    def open_schedule(self, parent: QWidget, start: StartGame,
                      path: str | None = None) -> object:
        """Open a tournament schedule file (asked for unless given) and show its games;
        "Start this game" calls ``start`` with its names."""
        ...

    def standings_scene(self, parent: QWidget | None = None) -> TableScene:
        """The players' screen's standings table (``show_table(rows, title)``)."""
        ...


class SetupPart(Protocol):
    """A family's part of the new-game dialog (``ui/families/<family>/setup.py``): its
    pages (its ruleset, its roles and deal), its deal and its check."""

    pages: tuple[QWidget, ...]

    @property
    def changed(self) -> SignalInstance:
        """Emitted when something the check depends on changed (a ``Signal()``)."""
        ...

    def title(self) -> str:
        """The family's name in the dialog's first combo box."""
        ...

    def page_titles(self) -> tuple[str, ...]:
        """The titles of :attr:`pages`."""
        ...

    def start(self) -> None:
        """The dialog is built: show the default preset."""
        ...

    def players_changed(self, names: list[str]) -> None:
        """The players (in seat order) changed."""
        ...

    def validate(self, names: list[str]) -> tuple[AnySetup | None, str, str]:
        """Redraw the part's own checks; ``(setup, "", "")`` or ``(None, rule, why)``."""
        ...

    def check(self, names: list[str]) -> tuple[AnySetup | None, str, str]:
        """``(setup, "", "")`` or ``(None, rule, why)`` (the engine's refusal)."""
        ...

    def deal(self) -> tuple[str, int | None]:
        """``("random", seed)`` or ``("hand", None)``."""
        ...


class UiFamily(Protocol[StateT_contra, ViewT_contra]):
    """Everything the shared UI asks of one family's UI, typed over the family's state
    and public view (``UiFamily[GameState, PublicView]``): a family's part is checked
    against its own types; the registry holds ``UiFamily[Any, Any]`` (a family of any
    state: shared code hands each family its own game's states)."""

    @property
    def name(self) -> str:
        """The rules family's name (``ruleset.family``)."""
        ...

    @property
    def kinds(self) -> Mapping[str, Kind]:
        """The action table: one row per action the host enters (by :attr:`Kind.name`)."""
        ...

    @property
    def cards(self) -> RoleCards | None:
        """The family's role cards (the host shows a player theirs, prints them), or
        ``None``."""
        ...

    @property
    def tournament(self) -> Tournament | None:
        """The family's tournament tools, or ``None``."""
        ...

    def setup_part(self, dialog: QWidget, seed: int | None,
                   club_results: ClubResults | None) -> SetupPart:
        """The family's part of the new-game ``dialog`` (``seed``: its deal's, random
        when ``None``; ``club_results``: the club's games for a balance line)."""
        ...

    def click_kind(self, state: StateT_contra) -> str | None:
        """The row a seat click starts when nothing is being entered, in ``state``."""
        ...

    def make_pick(self, kind: Kind, controller: ControllerOf[StateT_contra]) -> Pick:
        """A pick of the row ``kind`` (a list pick for a row with :attr:`Kind.many`)."""
        ...

    def standing_pick(self, controller: ControllerOf[StateT_contra]) -> Pick | None:
        """The pick that stands when nothing else is entered (a sport vote's hands)."""
        ...

    def make_panel(self, controller: ControllerOf[StateT_contra]) -> PhasePanelBase:
        """The phase panel of a game of this family."""
        ...

    def seat_looks(self, state: StateT_contra, hide: bool) -> Sequence[SeatLook]:
        """What each seat card shows (host only), seat 1 first; ``hide``: the players
        are looking (no role, no secret mark)."""
        ...

    def role_of(self, state: StateT_contra, seat: int) -> str:
        """The role id of the player in ``seat`` now (for the host's eyes only)."""
        ...

    @property
    def penalties_after_end(self) -> bool:
        """True when the host may still give fouls, disqualify and give bonus points
        after the end (the game-over page shows those buttons)."""
        ...

    def side_name(self, side: str) -> str:
        """A winning side's name in the current language (a faction, a team)."""
        ...

    def rule_title(self, rule: str) -> str:
        """A rule's title in the current language (``R-WIN-2``, ``S-WIN-1``)."""
        ...

    def end_rows(self, state: StateT_contra) -> list[tuple[str, str, str, str]]:
        """The game-over table: (seat, name, role, fate) of every player, seat 1 first."""
        ...

    def timer_plan(self, state: StateT_contra, durations: Durations,
                   now: datetime | None = None) -> TimerPlan | None:
        """What the host's timer shows in ``state`` at ``now`` (``None``: no timer)."""
        ...

    def scene_items(self, scene: QGraphicsScene, paint: Paint,
                    seats: int) -> SceneItems[ViewT_contra]:
        """The family's items on the players' screen for a table of ``seats``."""
        ...

    def announcements(self, before: ViewT_contra, after: ViewT_contra) -> list[str]:
        """What the announcer says going from public view ``before`` to ``after`` (two
        views of this family, of the same table)."""
        ...

    def stage_name(self, state: StateT_contra) -> str:
        """The day's stage as the host's table shows it ("voting", "the vote")."""
        ...

    def hint(self, state: StateT_contra) -> str:
        """What the host does next, with the keys (the line above the timer)."""
        ...


#: THE ui layer's registry: ``ui/families/<name>/family.py``'s ``UI`` for each listed
#: family (``rules.families.FAMILY_NAMES``), imported at the first question (not at
#: start: the start screen loads no family; a game loads its own family's UI only).
UI_FAMILIES: Registry[UiFamily[Any, Any]] = Registry(
    "ui", "mafia_desktop.ui.families.{name}.family", "UI")

#: Every family's UI, the listed ones first (in the list's order; each imported).
all_ui_families = UI_FAMILIES.all


def ui_family(of: object) -> UiFamily[Any, Any]:
    """The UI of a family: ``of`` is its name, or a state, setup or ruleset of it.

    Raises:
        UnknownFamily: (a ``KeyError``) no family has that name.
        MissingPart: the family is listed but has no ``ui/families/<name>/`` folder.
    """
    return UI_FAMILIES.get(of if isinstance(of, str) else family_name(of))


def tournament_family() -> UiFamily[Any, Any] | None:
    """The first registered family with tournament tools (the Game menu's "Tournament"),
    or ``None``."""
    return next((f for f in all_ui_families() if f.tournament is not None), None)


def kinds_for(of: object) -> Mapping[str, Kind]:
    """The action table of the family of ``of`` (a state, setup or name)."""
    return ui_family(of).kinds


def describe(action: AnyAction, setup: AnySetup, before: AnyState | None = None) -> str:
    """A one-line, translated description of ``action`` naming players by name: THE
    words of the setup's family (``i18n/action_words.py``, the reports' corrections use
    them too); with the state ``before`` it, the row may name who acted."""
    from mafia_desktop.i18n.names import describe_action
    return describe_action(action, setup, before)


__all__ = ["UI_FAMILIES", "SceneItems", "SetupPart", "StartGame", "Tournament", "tournament_family", "RoleCardView", "RoleCards", "UiFamily", "all_ui_families",
           "describe", "kinds_for", "ui_family"]
