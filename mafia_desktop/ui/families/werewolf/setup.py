"""The werewolf part of the "New game" dialog (``docs/rules-werewolf.md`` §2): the
preset and its options, and the deal of the seats.

Everything is checked by the werewolf engine, never by a copy of its rules: the ruleset
by ``ruleset_from``, the random deal by ``deal`` (the W-SETUP-3 table for the number of
players, with a seed the host sees and may edit), a deal by hand by the host's combo
boxes, and the whole table by ``make_setup`` (W-SETUP-1, W-SETUP-2, R-SETUP-1), whose
refusal the dialog shows. The players and their seats are the dialog's first page."""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, QSignalBlocker, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n.fill import fill
from mafia_desktop.i18n.refusals import beside_rule, refusal_text
from mafia_desktop.i18n.werewolf import names
from mafia_desktop.rules import LogFormatError, RuleViolation
from mafia_desktop.rules.werewolf import PRESETS, Role, Setup, deal, make_setup, recommended
from mafia_desktop.rules.werewolf.family import FAMILY
from mafia_desktop.rules.werewolf.roles import MAX_PLAYERS, MIN_PLAYERS
from mafia_desktop.ui.dialogs.options_editor import OptionsEditor, SetupPartBase

MAX_SEED = 2**31 - 1


class WerewolfWords:
    """The werewolf options' words (``i18n/werewolf/names.py``)."""

    def option_label(self, name: str) -> str:
        """The option's label."""
        return names.option_label(name)

    def choice_name(self, value: object) -> str:
        """A preset's or a choice's name."""
        return names.choice_name(value)

    def rule_title(self, rule: str) -> str:
        """A rule's title."""
        return names.rule_title(rule)


class WerewolfSetupPart(SetupPartBase):
    """The werewolf ruleset and deal pages of the new-game dialog.

    Signals:
        changed(): an option, the deal mode, the seed or a role by hand changed.
    """

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._names: list[str] = []
        self._roles: list[Role | None] = []
        self._hand: list[Role | None] = []
        self.options = OptionsEditor(FAMILY, WerewolfWords(), "werewolfPresetCombo",
                                     "werewolf_option_")
        self.options.changed.connect(lambda: self.refresh(self._names))
        self.deal_page = self._build_deal_page()
        self.pages: tuple[QWidget, ...] = (self.options, self.deal_page)
        self.seed_spin.setValue(random.SystemRandom().randrange(MAX_SEED))
        self.set_ruleset(PRESETS["party"])

    def title(self) -> str:
        """The family's name in the dialog's first combo box."""
        return QCoreApplication.translate("NewGameDialog", "Werewolf (party game, 5–20 players)")

    def start(self) -> None:
        """Nothing more: the part shows the party preset from the start."""

    def players_changed(self, names: list[str]) -> None:
        """Show the seats of these players (:meth:`refresh`)."""
        self.refresh(names)

    def validate(self, names: list[str]) -> tuple[Setup | None, str, str]:
        """:meth:`check`."""
        return self.check(names)

    def _build_deal_page(self) -> QWidget:
        page = QWidget()
        row = self.deal_row(page, "werewolf", self._mode_changed,
                            lambda: self.refresh(self._names))
        self.table = QTableWidget(0, 3)
        self.table.setObjectName("werewolfDealTable")
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
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
                                          "the game log (W-SETUP-3)"))
        self.new_seed.setText(self.tr("New seed"))
        self.table.setHorizontalHeaderLabels([self.tr("Seat"), self.tr("Player"),
                                              self.tr("Role")])
        self._show_composition()

    def _show_composition(self) -> None:
        n = len(self._names)
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            self.composition.setText(fill(self.tr(
                "A werewolf table is %1 to %2 players (W-SETUP-1)"), MIN_PLAYERS, MAX_PLAYERS))
            return
        try:
            rules = self.ruleset()
        except LogFormatError:
            return
        dealt = recommended(n, rules.witch, rules.hunter)
        parts = ", ".join(f"{names.role_name(r.value)}: {k}" for r, k in dealt.items() if k)
        self.composition.setText(fill(self.tr("The random deal for %1 players: %2 (W-SETUP-3)"),
                                      n, parts))

    def _mode_changed(self) -> None:
        if self.hand_radio.isChecked():  # start from what the random deal gave
            self._hand = list(self._roles)
        self.refresh(self._names)

    def deal(self) -> tuple[str, int | None]:
        """``("random", seed)`` or ``("hand", None)``."""
        return ("hand", None) if self.hand_radio.isChecked() else \
            ("random", self.seed_spin.value())

    def roles(self) -> list[Role | None]:
        """The role of each seat shown, seat 1 first (``None``: none yet)."""
        return list(self._roles)

    def set_hand_role(self, seat: int, role: Role | None) -> None:
        """By hand: give the player in ``seat`` (1-based) ``role``."""
        combo = self.table.cellWidget(seat - 1, 2)
        if not isinstance(combo, QComboBox):
            raise RuntimeError("roles are chosen by hand only when dealing by hand")
        combo.setCurrentIndex(combo.findData(role.value if role else None))

    def _dealt(self, n: int) -> list[Role | None]:
        try:
            return list(deal(n, self.ruleset(), self.seed_spin.value()))
        except (ValueError, LogFormatError):
            return [None] * n

    def refresh(self, names_: list[str]) -> None:
        """Show the seats for these players and the deal: at random the roles dealt by
        the seed, by hand a combo box per seat."""
        self._names = list(names_)
        rows = len(names_)
        hand = self.hand_radio.isChecked()
        if hand:
            self._hand = (self._hand + [None] * rows)[:rows]
            self._roles = list(self._hand)
        else:
            self._roles = self._dealt(rows)
        self.table.setRowCount(rows)
        for row in range(rows):
            role = self._roles[row]
            seat = QTableWidgetItem(str(row + 1))
            seat.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.table.setItem(row, 0, seat)
            self.table.setItem(row, 1, QTableWidgetItem(names_[row]))
            shown = QTableWidgetItem(names.role_name(role.value) if role else "—")
            if role is not None:
                shown.setForeground(QColor(names.SIDE_COLOURS[role.side.value]))
            self.table.setItem(row, 2, shown)
            cell = self.table.cellWidget(row, 2)
            combo = cell if isinstance(cell, QComboBox) else None
            if not hand:
                if combo is not None:
                    self.table.removeCellWidget(row, 2)
                continue
            if combo is None:
                combo = QComboBox()
                combo.addItem("—", None)
                for r in Role:
                    combo.addItem(names.role_name(r.value), r.value)
                combo.currentIndexChanged.connect(lambda _, row=row: self._hand_chosen(row))
                self.table.setCellWidget(row, 2, combo)
            with QSignalBlocker(combo):
                combo.setCurrentIndex(combo.findData(role.value if role else None))
        self.seed_spin.setEnabled(not hand)
        self.new_seed.setEnabled(not hand)
        self._show_composition()
        self.changed.emit()

    def _hand_chosen(self, row: int) -> None:
        combo = self.table.cellWidget(row, 2)
        assert isinstance(combo, QComboBox)
        value = combo.currentData()
        self._hand[row] = Role(value) if value else None
        self._roles[row] = self._hand[row]
        self.changed.emit()

    def check(self, names_: list[str]) -> tuple[Setup | None, str, str]:
        """``(setup, "", "")``, or ``(None, rule, why)``: the engine's refusal
        (``make_setup``: W-SETUP-1/2, R-SETUP-1) in the current language."""
        try:
            ruleset = self.ruleset()
        except LogFormatError as e:
            return None, "W-SETUP-2", beside_rule(e.message, "W-SETUP-2")
        roles = self._roles[:len(names_)]
        if MIN_PLAYERS <= len(names_) <= MAX_PLAYERS and any(r is None for r in roles):
            missing = ", ".join(str(i + 1) for i, r in enumerate(roles) if r is None)
            return None, "W-SETUP-3", beside_rule(fill(self.tr(
                "Give every seat a role (no role yet: seat %1)."), missing), "W-SETUP-3")
        try:
            setup = make_setup([(i + 1, name, (role or Role.VILLAGER).value)
                                for i, (name, role) in enumerate(zip(names_, roles + [None] * (
                                    len(names_) - len(roles))))],
                               ruleset, self.seed_spin.value())
        except RuleViolation as e:
            text = refusal_text(e, lambda s: names_[s - 1] if 0 < s <= len(names_) else str(s))
            return None, e.rule, beside_rule(text[:1].upper() + text[1:], e.rule)
        return setup, "", ""


__all__ = ["WerewolfSetupPart", "WerewolfWords"]
