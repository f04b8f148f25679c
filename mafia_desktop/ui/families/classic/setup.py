"""The classic family's part of the new-game dialog (``ui/dialogs/new_game.py``): the
rules page (:class:`~mafia_desktop.ui.dialogs.options_editor.OptionsEditor` of RULES.md's
options) and the roles and deal page: the role counts (suggested for the number of
players, or a fair one from the balance line), the deal at random (a seed the host sees
and may edit, R-SETUP-4) or by hand, the first godfather.

Everything is checked by the rules engine (``rules.check_composition``,
``rules.make_setup``), never by a copy of its rules.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QLabel,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n.fill import fill
from mafia_desktop.i18n.names import choice_name, option_label, role_name, rule_title
from mafia_desktop.i18n.refusals import beside_rule, refusal_text
from mafia_desktop.rules import RuleViolation
from mafia_desktop.rules.classic import (
    MIN_PLAYERS,
    PRESETS,
    Role,
    Setup,
    check_composition,
    deal_roles,
    make_setup,
    suggested_composition,
)
from mafia_desktop.rules.classic.family import FAMILY
from mafia_desktop.rules.classic.ruleset import Ruleset
from mafia_desktop.ui.dialogs.options_editor import OptionsEditor, SetupPartBase
from mafia_desktop.ui.dialogs.seat_names import HAND_ROLE
from mafia_desktop.ui.families.classic.balance_line import BalanceLine, Results
from mafia_desktop.ui.families.classic.cards import FACTION_COLORS
from mafia_desktop.ui.families.deal_table import DealTable

translate = QCoreApplication.translate

#: Roles in the order the page lists them.
ROLE_ORDER: tuple[Role, ...] = (Role.CIVILIAN, Role.MAFIOSO, Role.GODFATHER, Role.COMMISSAR,
                                Role.DOCTOR, Role.JOURNALIST, Role.MANIAC)
MAX_SEED = 2**31 - 1
ERROR_STYLE = "color: #b3202f;"
OK_STYLE = "color: #2e7d32;"


class Dialog(Protocol):
    """What the part uses of the new-game dialog: the players' list and names, the rule
    messages, and the check it runs again."""

    seat_list: QListWidget

    def names(self) -> list[str]: ...
    def _rule_message(self, rule: str, detail: str) -> str: ...
    def _revalidate(self) -> None: ...


class ClassicWords:
    """The classic options' words (``i18n.names``)."""

    def option_label(self, name: str) -> str:
        """The option's label."""
        return option_label(name)

    def choice_name(self, value: object) -> str:
        """A preset's or a choice's name."""
        return choice_name(str(value))

    def rule_title(self, rule: str) -> str:
        """A rule's title."""
        return rule_title(rule)


class ClassicSetupPart(SetupPartBase[Ruleset]):
    """The classic rules and roles pages of the new-game dialog (its words are of this
    context).

    Signals:
        changed(): something the check depends on changed (the dialog checks again).
    """

    def __init__(self, dialog: Dialog, seed: int | None = None,
                 club_results: Results | None = None) -> None:
        super().__init__(dialog)  # type: ignore[arg-type]
        self.dialog = dialog
        self._club_results = club_results
        self._updating = False
        self._composition_suggested = True  # follow the player count until edited
        self._role_spins: dict[Role, QSpinBox] = {}
        self._seat_roles: list[Role | None] = []  # the role of each seat, seat 1 first
        self.options = OptionsEditor(FAMILY, ClassicWords(), "presetCombo", "option_")
        self.options.changed.connect(self.changed)
        self.pages: tuple[QWidget, ...] = (self.options, self._build_roles_page())
        self.seed_spin.setValue(random.SystemRandom().randrange(MAX_SEED) if seed is None
                                else seed)

    def title(self) -> str:
        """The family's name in the dialog's first combo box."""
        return translate("NewGameDialog", "Classic mafia (from four players, any roles)")

    def start(self) -> None:
        """The dialog is built: show the default preset (RULES.md's table)."""
        self.set_ruleset(PRESETS["table"])

    # -- the rules -------------------------------------------------------------------

    @property
    def _option_editors(self) -> dict[str, QWidget]:
        return self.options.editors

    # -- the players -----------------------------------------------------------------

    def players_changed(self, names: list[str]) -> None:
        """The players changed: the suggested composition follows their number (until
        edited), and the deal is shown again."""
        n = len(names)
        if (self._composition_suggested and not self.hand_radio.isChecked()
                and n >= MIN_PLAYERS):
            self.set_composition(suggested_composition(n))
        else:
            self._refresh_deal()

    # -- the roles and the deal ----------------------------------------------------------

    def _build_roles_page(self) -> QWidget:
        page = QWidget()
        comp_box = QGroupBox(self.tr("Roles"))
        comp_grid = QGridLayout(comp_box)
        for i, role in enumerate(ROLE_ORDER):
            spin = QSpinBox()
            spin.setObjectName(f"count_{role.value}")
            spin.setRange(0, 99)
            spin.valueChanged.connect(lambda _: self._composition_edited())
            label = QLabel(role_name(role.value))
            label.setBuddy(spin)
            comp_grid.addWidget(label, i // 4, (i % 4) * 2)
            comp_grid.addWidget(spin, i // 4, (i % 4) * 2 + 1)
            self._role_spins[role] = spin
        self.suggest_button = QPushButton(self.tr("S&uggest"))
        self.suggest_button.setObjectName("suggestButton")
        self.suggest_button.setAutoDefault(False)
        self.suggest_button.setToolTip(self.tr("A composition for this many players"))
        self.suggest_button.clicked.connect(self.suggest_composition)
        comp_grid.addWidget(self.suggest_button, 1, 6, 1, 2)
        self.composition_label = QLabel()
        self.composition_label.setObjectName("compositionLabel")
        self.composition_label.setWordWrap(True)
        comp_grid.addWidget(self.composition_label, 2, 0, 1, 8)
        self.balance_line = BalanceLine(results=self._club_results)
        self.balance_line.composition_chosen.connect(self._fair_chosen)
        comp_grid.addWidget(self.balance_line, 3, 0, 1, 8)

        deal_box = QGroupBox(self.tr("Deal"))
        mode_row = self.deal_row(deal_box, "", self._deal_mode_changed, self._refresh_deal)
        self.random_radio.setText(self.tr("At ra&ndom"))
        self.hand_radio.setText(self.tr("By &hand"))
        self.seed_spin.setToolTip(self.tr("The seed of the random deal and of the game's "
                                          "random choices; it is recorded in the game log"))
        self.new_seed.setText(self.tr("New seed"))
        self.seed_label.setText(self.tr("S&eed:"))

        self.deal_table = DealTable(  # the shared deal table, with the classic roles
            "dealTable", [r.value for r in ROLE_ORDER], role_name,
            lambda role: FACTION_COLORS[Role(role).faction.value])
        self.deal_table.hand_chosen.connect(self._hand_role_chosen)
        self.godfather_label = QLabel()
        self.godfather_label.setObjectName("godfatherLabel")
        self.godfather_label.setTextFormat(Qt.TextFormat.PlainText)  # it holds a name

        deal_layout = QVBoxLayout(deal_box)
        deal_layout.addLayout(mode_row)
        deal_layout.addWidget(self.deal_table, 1)
        deal_layout.addWidget(self.godfather_label)

        layout = QVBoxLayout(page)
        layout.addWidget(comp_box)
        layout.addWidget(deal_box, 1)
        return page

    def composition(self) -> dict[Role, int]:
        """The role counts the spin boxes show (by hand: the counts of the dealt roles)."""
        return {role: spin.value() for role, spin in self._role_spins.items()}

    def set_composition(self, composition: dict[Role, int]) -> None:
        """Show these role counts (missing roles: 0) and deal again if at random."""
        self._show_counts(composition)
        self._refresh_deal()

    def _show_counts(self, counts: Mapping[Role, int]) -> None:
        self._updating = True
        try:
            for role, spin in self._role_spins.items():
                spin.setValue(counts.get(role, 0))
        finally:
            self._updating = False

    def suggest_composition(self) -> None:
        """Fill in ``rules.suggested_composition`` for the number of players (from 4)."""
        n = self.dialog.seat_list.count()
        self._composition_suggested = True
        if n >= MIN_PLAYERS:
            self.set_composition(suggested_composition(n))
        else:
            self.dialog._revalidate()

    def _fair_chosen(self, composition: dict[Role, int]) -> None:
        self._composition_suggested = False
        self.set_composition(composition)

    def _composition_edited(self) -> None:
        if not self._updating:
            self._composition_suggested = False
            self._refresh_deal()

    def _deal_mode_changed(self) -> None:
        hand = self.hand_radio.isChecked()
        if hand:  # start from what the random deal gave, player by player
            for i, role in enumerate(self._table_roles()):
                self.dialog.seat_list.item(i).setData(HAND_ROLE, role.value if role else None)
        self._refresh_deal()

    def deal(self) -> tuple[str, int | None]:
        """How the roles were dealt: ``("random", seed)`` or ``("hand", None)``."""
        if self.hand_radio.isChecked():
            return "hand", None
        return "random", self.seed_spin.value()

    def dealt_roles(self) -> list[Role | None]:
        """The role of each seat (seat 1 first); None where there is none yet."""
        return self._table_roles()

    def set_hand_role(self, seat: int, role: Role | None) -> None:
        """By hand: give the player in ``seat`` (1-based) ``role``."""
        if not self.hand_radio.isChecked():
            raise RuntimeError("roles are given by hand only when dealing by hand")
        self.deal_table.set_hand_role(seat - 1, role.value if role else None)

    def _random_deal(self) -> list[Role] | None:
        comp = self.composition()
        if sum(comp.values()) != self.dialog.seat_list.count():
            return None
        return deal_roles(comp, self.seed_spin.value())

    def _table_roles(self) -> list[Role | None]:
        return list(self._seat_roles)

    def _refresh_deal(self) -> None:
        """Rebuild the seat/player/role table from the players and the deal: at random
        the dealt roles as text, by hand a role combo box per seat."""
        if self._updating:
            return
        hand = self.hand_radio.isChecked()
        names = self.dialog.names()
        if hand:
            ids = [self.dialog.seat_list.item(i).data(HAND_ROLE) for i in range(len(names))]
            self._seat_roles = [Role(r) if r else None for r in ids]
        else:
            dealt = self._random_deal()
            self._seat_roles = list(dealt) if dealt else [None] * len(names)
        self.deal_table.show_seats(names, [r.value if r else None for r in self._seat_roles],
                                   hand)
        for spin in self._role_spins.values():
            spin.setEnabled(not hand)
        self.suggest_button.setEnabled(not hand)
        if hand:
            self._sync_counts_from_hand()
        self.dialog._revalidate()

    def _hand_role_chosen(self, row: int) -> None:
        value = self.deal_table.hand_role(row)
        role = Role(value) if value else None
        self.dialog.seat_list.item(row).setData(HAND_ROLE, value or None)
        self._seat_roles[row] = role
        self._sync_counts_from_hand()
        self.dialog._revalidate()

    def _sync_counts_from_hand(self) -> None:
        self._show_counts(Counter(r for r in self._table_roles() if r is not None))

    # -- checking ------------------------------------------------------------------

    def _composition_problem(self, roles: list[Role],
                             ruleset: Ruleset) -> tuple[str, str] | None:
        """``(rule_id, why)`` when these roles break R-SETUP-2/3, else None: the engine's
        refusal (``rules.check_composition``), worded in the current language by
        ``i18n.refusals.refusal_text``."""
        try:
            check_composition(roles, ruleset)
        except RuleViolation as e:
            names = self.dialog.names()
            text = refusal_text(e, lambda seat: names[seat - 1] if 0 < seat <= len(names)
                                else str(seat))
            return e.rule, text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")
        return None

    def check(self, names: list[str]) -> tuple[Setup | None, str, str]:
        """``(setup, "", "")``, or ``(None, rule_id, reason)``: the first reason there is
        no setup yet and the rule it comes from."""
        n = len(names)
        if n < MIN_PLAYERS:
            return None, "R-SETUP-2", self.dialog._rule_message(
                "R-SETUP-2", fill(self.tr("At least %1 players are needed; add %2 more."),
                                  MIN_PLAYERS, MIN_PLAYERS - n))
        ruleset = self.ruleset()
        total = sum(self.composition().values())
        if not self.hand_radio.isChecked() and total != n:
            return None, "R-SETUP-4", beside_rule(fill(self.tr(
                "The roles add up to %1, but there are %2 players: change "
                "the counts or press Suggest."), total, n), "R-SETUP-4")
        roles = self._table_roles()
        if any(r is None for r in roles):
            missing = ", ".join(str(i + 1) for i, r in enumerate(roles) if r is None)
            return None, "R-SETUP-4", beside_rule(fill(self.tr(
                "Give every seat a role (no role yet: seat %1)."), missing), "R-SETUP-4")
        dealt = [r for r in roles if r is not None]
        problem = self._composition_problem(dealt, ruleset)
        if problem:
            return None, problem[0], self.dialog._rule_message(*problem)
        try:
            setup = make_setup([(i + 1, name, role) for i, (name, role)
                                in enumerate(zip(names, dealt))],
                               ruleset, self.seed_spin.value())
        except RuleViolation as e:  # names and seats: already checked one by one
            return None, e.rule, self.dialog._rule_message(e.rule, e.message)
        return setup, "", ""

    def validate(self, names: list[str]) -> tuple[Setup | None, str, str]:
        """Redraw the first godfather, the composition's check and the balance line,
        then :meth:`check`."""
        roles = self._table_roles()
        gf = [i + 1 for i, r in enumerate(roles) if r is Role.GODFATHER]
        self.godfather_label.setText(
            fill(self.tr("First godfather: seat %1 — %2"), gf[0], names[gf[0] - 1])
            if len(gf) == 1
            else self.tr("First godfather: none yet (exactly one seat must be the godfather)"))

        counted = [r for r in roles if r is not None]
        if len(counted) >= MIN_PLAYERS or not self.hand_radio.isChecked():
            comp_roles = [r for r in ROLE_ORDER for _ in range(self.composition()[r])]
            comp_problem = self._composition_problem(comp_roles, self.ruleset())
        else:
            comp_problem = None
        total = sum(self.composition().values())
        self.balance_line.set_setup(
            self.composition() if not comp_problem and total == len(names) else None,
            self.ruleset(), len(names))
        if comp_problem:
            rule, detail = comp_problem
            self.composition_label.setText(beside_rule(detail, rule))
            self.composition_label.setToolTip(rule_title(rule))
            self.composition_label.setStyleSheet(ERROR_STYLE)
        else:
            self.composition_label.setText(
                self.tr("%n role(s)", "", total) + " "
                + self.tr("for %n player(s).", "", len(names)))
            self.composition_label.setToolTip("")
            self.composition_label.setStyleSheet(
                OK_STYLE if total == len(names) else ERROR_STYLE)

        return self.check(names)


__all__ = ["ClassicSetupPart", "ClassicWords", "HAND_ROLE", "ROLE_ORDER"]
