"""The sport part of the "New game" dialog (RULES_SPORT.md §1, §8): the FIIM preset and
its options, and the deal of the ten seats.

Everything is checked by the sport engine, never by a copy of its rules: the ruleset by
``sport_ruleset_from``, the deal by ``deal_sport_roles`` (at random, with a seed the host
sees and may edit, S-SETUP-2) or by hand, the whole table by ``make_sport_setup``, whose
refusal (S-SETUP-1: ten players, one don, two mafiosi, one sheriff) the dialog shows.
The players and their seats are the dialog's first page (typed or read from the roster).
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QLabel,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n.fill import fill
from mafia_desktop.i18n.refusals import beside_rule, refusal_text
from mafia_desktop.i18n.sport.names import (
    sport_choice_name,
    sport_option_label,
    sport_role_name,
    sport_rule_title,
)
from mafia_desktop.rules import LogFormatError, RuleViolation
from mafia_desktop.rules.sport import (
    FIIM_COMPOSITION,
    FIIM_PLAYERS,
    FREE_PLAYERS,
    SPORT_PRESETS,
    SportRole,
    SportRuleset,
    SportSetup,
    check_sport_composition,
    deal_sport_roles,
    make_sport_setup,
)
from mafia_desktop.rules.sport.family import FAMILY
from mafia_desktop.ui.dialogs.options_editor import OptionsEditor, SetupPartBase
from mafia_desktop.ui.families.deal_table import DealTable

#: The roles in the order the by-hand combo boxes list them.
SPORT_ROLE_ORDER = (SportRole.CIVILIAN, SportRole.SHERIFF, SportRole.MAFIOSO, SportRole.DON)
TEAM_COLOURS = {"red": "#c62828", "black": "#212121"}
MAX_SEED = 2**31 - 1


class SportWords:
    """The sport options' words (``i18n.sport_names``)."""

    def option_label(self, name: str) -> str:
        """The option's label."""
        return sport_option_label(name)

    def choice_name(self, value: object) -> str:
        """A preset's or a choice's name."""
        return sport_choice_name(value)

    def rule_title(self, rule: str) -> str:
        """A rule's title."""
        return sport_rule_title(rule)


class SportSetupPart(SetupPartBase[SportRuleset]):
    """The sport ruleset and deal pages of the new-game dialog.

    Signals:
        changed(): an option, the deal mode, the seed or a role by hand changed (the
            dialog checks the setup again).
    """

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._names: list[str] = []
        self._roles: list[SportRole | None] = []
        self._hand: list[SportRole | None] = []
        self.options = OptionsEditor(FAMILY, SportWords(), "sportPresetCombo",
                                     "sport_option_")
        self.options.changed.connect(self._option_changed)
        self.rules_page = self.options
        self.deal_page = self._build_deal_page()
        self.pages: tuple[QWidget, ...] = (self.rules_page, self.deal_page)
        self.seed_spin.setValue(random.SystemRandom().randrange(MAX_SEED))
        self.set_ruleset(SPORT_PRESETS["fiim"])

    # -- the dialog asks ------------------------------------------------------------

    def title(self) -> str:
        """The family's name in the dialog's first combo box."""
        return QCoreApplication.translate("NewGameDialog", "Sport mafia (FIIM, ten players)")

    def start(self) -> None:
        """Nothing more: the part shows FIIM's preset from the start."""

    def players_changed(self, names: list[str]) -> None:
        """Show the seats of these players (:meth:`refresh`)."""
        self.refresh(names)

    def validate(self, names: list[str]) -> tuple[SportSetup | None, str, str]:
        """:meth:`check` (nothing else of the part depends on the check)."""
        return self.check(names)

    # -- the rules ---------------------------------------------------------------------

    @property
    def _editors(self) -> dict[str, QWidget]:
        return self.options.editors

    def _option_changed(self) -> None:
        self.refresh(self._names)

    # -- the deal ----------------------------------------------------------------------

    def _build_deal_page(self) -> QWidget:
        page = QWidget()
        row = self.deal_row(page, "sport", self._mode_changed,
                            lambda: self.refresh(self._names))
        self.table = DealTable(  # the shared deal table, with the sport roles
            "sportDealTable", [r.value for r in SPORT_ROLE_ORDER], sport_role_name,
            lambda role: TEAM_COLOURS[SportRole(role).team.value])
        self.table.hand_chosen.connect(self._hand_chosen)
        self.composition = QLabel()
        self.composition.setWordWrap(True)
        layout = QVBoxLayout(page)
        layout.addLayout(row)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.composition)
        self.retranslate_ui()
        return page

    def retranslate_ui(self) -> None:
        """The fixed texts in the current language."""
        self.random_radio.setText(self.tr("At ra&ndom"))
        self.hand_radio.setText(self.tr("By &hand"))
        self.seed_label.setText(self.tr("S&eed:"))
        self.seed_spin.setToolTip(self.tr("The seed of the random deal; it is recorded in "
                                          "the game log (S-SETUP-2)"))
        self.new_seed.setText(self.tr("New seed"))
        self.table.retranslate_ui()
        self.composition.setText(self.tr(
            "FIIM table: ten players — six civilians and the sheriff (red), two mafiosi "
            "and the don (black)."))

    def _mode_changed(self) -> None:
        if self.hand_radio.isChecked():  # start from what the random deal gave
            self._hand = list(self._roles)
        self.refresh(self._names)

    def deal(self) -> tuple[str, int | None]:
        """``("random", seed)`` or ``("hand", None)``."""
        return ("hand", None) if self.hand_radio.isChecked() else \
            ("random", self.seed_spin.value())

    def roles(self) -> list[SportRole | None]:
        """The role of each seat shown, seat 1 first (``None``: none yet)."""
        return list(self._roles)

    def set_hand_role(self, seat: int, role: SportRole | None) -> None:
        """By hand: give the player in ``seat`` (1-based) ``role``."""
        self.table.set_hand_role(seat - 1, role.value if role else None)

    def refresh(self, names: list[str]) -> None:
        """Show the seats for these players (at least ten rows: the FIIM table) and the
        deal: at random the roles dealt by the seed, by hand a combo box per seat."""
        self._names = list(names)
        rows = max(len(names), FIIM_PLAYERS)
        hand = self.hand_radio.isChecked()
        if hand:
            self._hand = (self._hand + [None] * rows)[:rows]
            self._roles = list(self._hand)
        else:
            dealt = deal_sport_roles(FIIM_COMPOSITION, self.seed_spin.value())
            self._roles = (list(dealt) + [None] * rows)[:rows]
        self.table.show_seats([names[row] if row < len(names) else self.tr("(empty seat)")
                               for row in range(rows)],
                              [r.value if r else None for r in self._roles], hand)
        self.seed_spin.setEnabled(not hand)
        self.new_seed.setEnabled(not hand)
        self.changed.emit()

    def _hand_chosen(self, row: int) -> None:
        value = self.table.hand_role(row)
        self._hand[row] = SportRole(value) if value else None
        self._roles[row] = self._hand[row]
        self.changed.emit()

    def check(self, names: list[str]) -> tuple[SportSetup | None, str, str]:
        """``(setup, "", "")``, or ``(None, rule, why)``: the engine's refusal
        (``make_sport_setup``: S-SETUP-1, R-SETUP-1 for names) in the current language."""
        try:
            ruleset = self.ruleset()
        except LogFormatError as e:
            return None, "S-SETUP-1", beside_rule(e.message, "S-SETUP-1")
        low, high = FREE_PLAYERS if ruleset.free_composition else (FIIM_PLAYERS, FIIM_PLAYERS)
        if not low <= len(names) <= high:   # the table's size first (S-SETUP-1), in the
            try:                            # engine's words, not "give seat 11 a role"
                check_sport_composition([SportRole.CIVILIAN] * len(names), ruleset)
            except RuleViolation as e:
                text = refusal_text(e, str)
                return None, e.rule, beside_rule(fill(self.tr("%1 (now %2 players)."),
                                                      text[:1].upper() + text[1:],
                                                      len(names)), e.rule)
        roles = self._roles[:len(names)]
        if any(r is None for r in roles):
            missing = ", ".join(str(i + 1) for i, r in enumerate(roles) if r is None)
            return None, "S-SETUP-2", beside_rule(fill(self.tr(
                "Give every seat a role (no role yet: seat %1)."), missing), "S-SETUP-2")
        try:
            setup = make_sport_setup([(i + 1, name, role) for i, (name, role)
                                      in enumerate(zip(names, roles)) if role is not None],
                                     ruleset, self.seed_spin.value())
        except RuleViolation as e:
            text = refusal_text(e, lambda s: names[s - 1] if 0 < s <= len(names) else str(s))
            return None, e.rule, beside_rule(text[:1].upper() + text[1:], e.rule)
        return setup, "", ""
