"""The "New game" dialog: players, seats, the ruleset, the roles and the deal.

Everything it accepts is checked by the rules engine, never by a copy of its rules:
names by :func:`rules.check_name` (R-SETUP-1), the composition by
:func:`rules.check_composition` (R-SETUP-2, R-SETUP-3), the whole setup by
:func:`rules.make_setup`; a random deal is :func:`rules.deal_roles` with a seed the
host sees and may edit (R-SETUP-4). OK is enabled only when ``make_setup`` accepts the
result; otherwise the dialog says why, with the rule's ID.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QModelIndex, QSignalBlocker, QStringListModel, Qt
from PySide6.QtGui import QColor, QKeyEvent, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n.fill import fill
from mafia_desktop.i18n.names import choice_name, option_label, role_name, rule_title
from mafia_desktop.i18n.refusals import refusal_text
from mafia_desktop.rules import (
    MAX_NAME_LENGTH,
    RuleViolation,
    check_name,
    name_key,
)
from mafia_desktop.rules.classic import (
    MIN_PLAYERS,
    OPTIONS,
    PRESETS,
    Role,
    Setup,
    check_composition,
    deal_roles,
    make_setup,
    ruleset_from,
    suggested_composition,
)
from mafia_desktop.rules.classic.ruleset import Ruleset
from mafia_desktop.rules.sport import SportSetup
from mafia_desktop.ui.families.classic.balance_line import BalanceLine, Results
from mafia_desktop.ui.families.classic.cards import FACTION_COLORS
from mafia_desktop.ui.families.sport.setup import SportSetupPart
from mafia_desktop.ui.plain import plain

#: Roles in the order the dialog lists them.
ROLE_ORDER: tuple[Role, ...] = (Role.CIVILIAN, Role.MAFIOSO, Role.GODFATHER, Role.COMMISSAR,
                                Role.DOCTOR, Role.JOURNALIST, Role.MANIAC)
#: The largest seed the seed box holds (a QSpinBox is a 32-bit int).
MAX_SEED = 2**31 - 1
#: Item data: the name the player was last accepted under (to undo a refused rename).
NAME_ROLE = Qt.ItemDataRole.UserRole
#: Item data: the role id the host gave this player by hand (a str or None).
HAND_ROLE = Qt.ItemDataRole.UserRole + 1

ERROR_STYLE = "color: #b3202f;"
OK_STYLE = "color: #2e7d32;"


class _SeatDelegate(QStyledItemDelegate):
    """Shows each player with their seat number ("3.  Vera"); the editor gets the name."""

    def initStyleOption(self, option: QStyleOptionViewItem,
                        index: QModelIndex) -> None:
        super().initStyleOption(option, index)
        option.text = f"{index.row() + 1}.  {option.text}"


class NewGameDialog(QDialog):
    """Set up a game: players and seats, preset and options, roles and the deal.

    Args:
        parent: the parent widget.
        roster: names of regular players offered while typing (a ``QCompleter``).
        players: names to start with, seated 1..N in this order.
        seed: the seed of the random deal and of the game's random choices; a random
            one by default.
        club_results: the club's finished games (``GameRepository.results``) for the
            balance line's record; ``None`` without a database.

    After ``exec()`` returns Accepted, :meth:`setup` is the checked ``Setup`` and
    :meth:`deal` says how the roles were dealt.
    """

    def __init__(self, parent: QWidget | None = None, *, roster: Sequence[str] | None = None,
                 players: Sequence[str] = (), seed: int | None = None,
                 club_results: Results | None = None):
        super().__init__(parent)
        self._club_results = club_results
        self.setWindowTitle(self.tr("New game"))
        self._updating = False
        self._composition_suggested = True  # follow the player count until edited
        self._option_editors: dict[str, QWidget] = {}
        self._role_spins: dict[Role, QSpinBox] = {}
        self._setup: Setup | SportSetup | None = None
        self._seat_roles: list[Role | None] = []  # the role of each seat, seat 1 first

        self.tabs = QTabWidget()
        self.tabs.addTab(self._build_players_page(roster or []), self.tr("&Players and seats"))
        self.classic_pages = (self._build_rules_page(), self._build_roles_page())
        for page, title in zip(self.classic_pages, self._page_titles(), strict=True):
            self.tabs.addTab(page, title)
        # the family is the first choice (classic / sport); sport's pages: sport_setup.py
        self.family_combo = QComboBox()
        self.family_combo.setObjectName("familyCombo")
        self.family_combo.addItem(self.tr("Classic (RULES.md)"), "classic")
        self.family_combo.addItem(self.tr("Sport mafia (FIIM, ten players)"), "sport")
        self.family_combo.currentIndexChanged.connect(lambda _: self._family_chosen())
        family_label = QLabel(self.tr("&Game:"))
        family_label.setBuddy(self.family_combo)
        family_row = QHBoxLayout()
        family_row.addWidget(family_label)
        family_row.addWidget(self.family_combo, 1)
        self.sport = SportSetupPart(self)
        self.sport.changed.connect(self._revalidate)

        self.problem_label = QLabel()
        self.problem_label.setObjectName("problemLabel")
        self.problem_label.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Start the game"))
        self.ok_button.setAutoDefault(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(family_row)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.problem_label)
        layout.addWidget(self.buttons)
        self.resize(720, 600)

        self.seed_spin.setValue(random.SystemRandom().randrange(MAX_SEED) if seed is None
                                else seed)
        self.set_ruleset(PRESETS["table"])
        for name in players:
            self.add_player(name)
        self._players_changed()

    # --- the family -----------------------------------------------------------------

    def _page_titles(self) -> tuple[str, str]:
        return self.tr("&Rules"), self.tr("R&oles and deal")

    def family(self) -> str:
        """The family chosen: ``"classic"`` or ``"sport"``."""
        return str(self.family_combo.currentData())

    def set_family(self, family: str) -> None:
        """Choose the family (as the host does with the first combo box)."""
        self.family_combo.setCurrentIndex(self.family_combo.findData(family))

    def _family_chosen(self) -> None:
        """Show the chosen family's rules and deal pages (the players stay)."""
        sport = self.family() == "sport"
        pages = (self.sport.rules_page, self.sport.deal_page) if sport else self.classic_pages
        current = self.tabs.currentIndex()
        while self.tabs.count() > 1:
            self.tabs.removeTab(1)
        for page, title in zip(pages, self._page_titles(), strict=True):
            self.tabs.addTab(page, title)
        self.tabs.setCurrentIndex(current)
        self._players_changed()

    # --- page 1: players and seats -----------------------------------------------------

    def _build_players_page(self, roster: Sequence[str]) -> QWidget:
        page = QWidget()
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("nameEdit")
        self.name_edit.setPlaceholderText(self.tr("Player's name"))
        self.name_edit.setMaxLength(MAX_NAME_LENGTH + 20)  # over-long names get a message
        self._roster = sorted(roster, key=name_key)
        self._roster_model = QStringListModel(self._roster, self)
        if roster:
            completer = QCompleter(self._roster_model, self.name_edit)
            completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            completer.setFilterMode(Qt.MatchFlag.MatchContains)
            self.name_edit.setCompleter(completer)
        self.name_edit.returnPressed.connect(self._add_typed)
        self.name_edit.textEdited.connect(lambda _: self.name_message.clear())
        self.add_button = QPushButton(self.tr("&Add"))
        self.add_button.setObjectName("addPlayerButton")
        self.add_button.setAutoDefault(False)
        self.add_button.clicked.connect(self._add_typed)
        self.name_message = plain(QLabel())  # it quotes the refused name
        self.name_message.setObjectName("nameMessage")
        self.name_message.setWordWrap(True)
        self.name_message.setStyleSheet(ERROR_STYLE)

        self.seat_list = QListWidget()
        self.seat_list.setObjectName("seatList")
        self.seat_list.setItemDelegate(_SeatDelegate(self.seat_list))
        self.seat_list.setSpacing(2)  # room to aim a drop between two players
        self.seat_list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.seat_list.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.seat_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.seat_list.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                       | QAbstractItemView.EditTrigger.EditKeyPressed)
        self.seat_list.itemChanged.connect(self._renamed)
        self.seat_list.model().rowsMoved.connect(lambda *_: self._players_changed())
        self.seat_list.currentRowChanged.connect(lambda _: self._update_seat_buttons())
        QShortcut(QKeySequence.StandardKey.Delete, self.seat_list, self.remove_current,
                  context=Qt.ShortcutContext.WidgetShortcut)

        def button(text: str, name: str, slot) -> QPushButton:
            b = QPushButton(text)
            b.setObjectName(name)
            b.setAutoDefault(False)
            b.clicked.connect(slot)
            return b

        self.rename_button = button(self.tr("Re&name"), "renameButton", self.rename_current)
        self.remove_button = button(self.tr("Re&move"), "removeButton", self.remove_current)
        self.up_button = button(self.tr("Move &up"), "upButton", lambda: self.move_current(-1))
        self.down_button = button(self.tr("Move &down"), "downButton",
                                  lambda: self.move_current(+1))

        add_row = QHBoxLayout()
        add_row.addWidget(self.name_edit, 1)
        add_row.addWidget(self.add_button)
        side = QVBoxLayout()
        for b in (self.rename_button, self.remove_button, self.up_button, self.down_button):
            side.addWidget(b)
        side.addStretch(1)
        lists = QHBoxLayout()
        lists.addWidget(self.seat_list, 1)
        lists.addLayout(side)
        self.count_label = QLabel()
        hint = QLabel(self.tr("The list is the seating around the table, seat 1 first. Drag "
                              "a player to another seat, or use Move up / Move down. "
                              "Double-click a name (or press F2) to rename it."))
        hint.setWordWrap(True)
        hint.setStyleSheet("color: palette(placeholder-text);")

        layout = QVBoxLayout(page)
        layout.addLayout(add_row)
        layout.addWidget(self.name_message)
        layout.addLayout(lists, 1)
        layout.addWidget(self.count_label)
        layout.addWidget(hint)
        return page

    def names(self) -> list[str]:
        """The players' names in seat order (seat 1 first)."""
        return [self.seat_list.item(i).text() for i in range(self.seat_list.count())]

    def _name_problem(self, name: str, taken: Sequence[str]) -> str | None:
        """Why ``name`` cannot join ``taken`` (R-SETUP-1, asked of the engine), or None."""
        try:
            check_name(name, taken)
        except RuleViolation as e:
            trimmed = name.strip()
            if not trimmed:
                detail = self.tr("A name cannot be empty.")
            elif len(trimmed) > MAX_NAME_LENGTH:
                detail = fill(self.tr("A name has at most %1 characters; this one has %2."),
                              MAX_NAME_LENGTH, len(trimmed))
            elif e.code == "setup.name_taken":
                other = next((t for t in taken if name_key(t) == name_key(trimmed)), trimmed)
                detail = fill(self.tr("“%1” is already at the table."), other.strip())
            else:  # a control character or a line separator: the engine's own reason
                detail = refusal_text(e, str)
            return self._rule_message(e.rule, detail)
        return None

    def _rule_message(self, rule: str, detail: str) -> str:
        return fill(self.tr("%1 (%2): %3"), rule, rule_title(rule), detail)

    def add_player(self, name: str) -> bool:
        """Seat a new player after the others. Returns False (and shows why, with
        R-SETUP-1) for a name ``rules.check_name`` refuses."""
        problem = self._name_problem(name, self.names())
        if problem:
            self.name_message.setText(problem)
            return False
        self.name_message.clear()
        item = QListWidgetItem(name.strip())
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable | Qt.ItemFlag.ItemIsDragEnabled)
        item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsDropEnabled)
        item.setData(NAME_ROLE, name.strip())
        item.setData(HAND_ROLE, None)
        with QSignalBlocker(self.seat_list):
            self.seat_list.addItem(item)
        self.seat_list.setCurrentItem(item)
        self._players_changed()
        return True

    def _add_typed(self) -> None:
        if self.add_player(self.name_edit.text()):
            self.name_edit.clear()
        self.name_edit.setFocus()

    def _renamed(self, item: QListWidgetItem) -> None:
        old = item.data(NAME_ROLE)
        new = item.text()
        if new == old:
            return
        row = self.seat_list.row(item)
        others = [n for i, n in enumerate(self.names()) if i != row]
        problem = self._name_problem(new, others)
        with QSignalBlocker(self.seat_list):
            if problem:
                item.setText(old)
            else:
                item.setText(new.strip())
                item.setData(NAME_ROLE, new.strip())
        self.name_message.setText(problem or "")
        self._players_changed()

    def rename_player(self, seat: int, name: str) -> bool:
        """Rename the player in ``seat`` (1-based); False (and the reason shown) when
        ``rules.check_name`` refuses the new name (R-SETUP-1)."""
        item = self.seat_list.item(seat - 1)
        item.setText(name)   # itemChanged checks it and undoes a refused name
        return item.text() == name.strip()

    def rename_current(self) -> None:
        """Edit the selected player's name in place."""
        item = self.seat_list.currentItem()
        if item is not None:
            self.seat_list.editItem(item)

    def remove_current(self) -> None:
        """Remove the selected player; the players after them move up one seat."""
        row = self.seat_list.currentRow()
        if row >= 0:
            self.seat_list.takeItem(row)
            self._players_changed()

    def move_current(self, step: int) -> None:
        """Move the selected player ``step`` seats (-1 up, +1 down)."""
        row = self.seat_list.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.seat_list.count():
            return
        with QSignalBlocker(self.seat_list):
            item = self.seat_list.takeItem(row)
            self.seat_list.insertItem(target, item)
        self.seat_list.setCurrentRow(target)
        self._players_changed()

    def _update_seat_buttons(self) -> None:
        row = self.seat_list.currentRow()
        n = self.seat_list.count()
        self.rename_button.setEnabled(row >= 0)
        self.remove_button.setEnabled(row >= 0)
        self.up_button.setEnabled(row > 0)
        self.down_button.setEnabled(0 <= row < n - 1)

    # --- page 2: the ruleset -----------------------------------------------------------

    def _build_rules_page(self) -> QWidget:
        page = QWidget()
        self.preset_combo = QComboBox()
        self.preset_combo.setObjectName("presetCombo")
        for preset in PRESETS:
            self.preset_combo.addItem(choice_name(preset), preset)
        self.preset_combo.currentIndexChanged.connect(lambda _: self._preset_chosen())
        preset_row = QHBoxLayout()
        preset_label = QLabel(self.tr("Pre&set:"))
        preset_label.setBuddy(self.preset_combo)
        preset_row.addWidget(preset_label)
        preset_row.addWidget(self.preset_combo, 1)

        grid_host = QWidget()
        grid = QGridLayout(grid_host)
        grid.setColumnStretch(0, 1)
        for row, (name, spec) in enumerate(OPTIONS.items()):
            editor = self._option_editor(name, spec)
            label = QLabel(option_label(name))
            label.setWordWrap(True)
            label.setBuddy(editor)
            rule = QLabel(spec.rule)
            rule.setToolTip(rule_title(spec.rule))
            rule.setStyleSheet("color: palette(placeholder-text);")
            grid.addWidget(label, row, 0)
            grid.addWidget(editor, row, 1)
            grid.addWidget(rule, row, 2)
        grid.setRowStretch(len(OPTIONS), 1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(grid_host)

        layout = QVBoxLayout(page)
        layout.addLayout(preset_row)
        layout.addWidget(scroll, 1)
        return page

    def _option_editor(self, name: str, spec: Any) -> QWidget:
        editor: QWidget
        if spec.kind is bool:
            editor = QCheckBox()
            editor.toggled.connect(lambda _: self._revalidate())
        elif spec.choices is not None:
            editor = QComboBox()
            for value in spec.choices:
                editor.addItem(choice_name(str(value)), value)
            editor.currentIndexChanged.connect(lambda _: self._revalidate())
        else:
            editor = QSpinBox()
            editor.setRange(spec.minimum if spec.minimum is not None else 0, 24 * 3600)
            if name.endswith("_s"):
                editor.setSuffix(self.tr(" s"))
            if spec.minimum == -1:
                editor.setSpecialValueText(self.tr("any number"))
            editor.valueChanged.connect(lambda _: self._revalidate())
        editor.setObjectName(f"option_{name}")
        self._option_editors[name] = editor
        return editor

    def _preset_chosen(self) -> None:
        self.set_ruleset(PRESETS[self.preset_combo.currentData()])

    def set_ruleset(self, ruleset: Ruleset) -> None:
        """Show ``ruleset``: its preset and every option's value."""
        self._updating = True
        try:
            with QSignalBlocker(self.preset_combo):
                self.preset_combo.setCurrentIndex(self.preset_combo.findData(ruleset.preset))
            for name, value in ruleset.options().items():
                editor = self._option_editors[name]
                if isinstance(editor, QCheckBox):
                    editor.setChecked(bool(value))
                elif isinstance(editor, QComboBox):
                    editor.setCurrentIndex(editor.findData(value))
                else:
                    editor.setValue(int(value))
        finally:
            self._updating = False
        self._revalidate()

    def ruleset(self) -> Ruleset:
        """The ruleset the editors show (the preset plus the options changed from it)."""
        preset = self.preset_combo.currentData()
        base = PRESETS[preset]
        values: dict[str, Any] = {}
        for name, editor in self._option_editors.items():
            if isinstance(editor, QCheckBox):
                value: Any = editor.isChecked()
            elif isinstance(editor, QComboBox):
                value = editor.currentData()
            else:
                value = editor.value()
            if getattr(base, name) != value:
                values[name] = value
        return ruleset_from(preset, values)

    # --- page 3: roles and the deal ---------------------------------------------------

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
        self.random_radio = QRadioButton(self.tr("At ra&ndom"))
        self.random_radio.setObjectName("randomDeal")
        self.hand_radio = QRadioButton(self.tr("By &hand"))
        self.hand_radio.setObjectName("handDeal")
        self.random_radio.setChecked(True)
        group = QButtonGroup(deal_box)
        group.addButton(self.random_radio)
        group.addButton(self.hand_radio)
        self.random_radio.toggled.connect(lambda _: self._deal_mode_changed())
        self.seed_spin = QSpinBox()
        self.seed_spin.setObjectName("seedSpin")
        self.seed_spin.setRange(0, MAX_SEED)
        self.seed_spin.setToolTip(self.tr("The seed of the random deal and of the game's "
                                          "random choices; it is recorded in the game log"))
        self.seed_spin.valueChanged.connect(lambda _: self._refresh_deal())
        self.new_seed_button = QPushButton(self.tr("New seed"))
        self.new_seed_button.setAutoDefault(False)
        self.new_seed_button.clicked.connect(
            lambda: self.seed_spin.setValue(random.SystemRandom().randrange(MAX_SEED)))
        seed_label = QLabel(self.tr("S&eed:"))
        seed_label.setBuddy(self.seed_spin)
        mode_row = QHBoxLayout()
        mode_row.addWidget(self.random_radio)
        mode_row.addWidget(self.hand_radio)
        mode_row.addStretch(1)
        mode_row.addWidget(seed_label)
        mode_row.addWidget(self.seed_spin)
        mode_row.addWidget(self.new_seed_button)

        self.deal_table = QTableWidget(0, 3)
        self.deal_table.setObjectName("dealTable")
        self.deal_table.setHorizontalHeaderLabels(
            [self.tr("Seat"), self.tr("Player"), self.tr("Role")])
        self.deal_table.verticalHeader().hide()
        self.deal_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.deal_table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
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
        n = self.seat_list.count()
        self._composition_suggested = True
        if n >= MIN_PLAYERS:
            self.set_composition(suggested_composition(n))
        else:
            self._revalidate()

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
                self.seat_list.item(i).setData(HAND_ROLE, role.value if role else None)
        self._refresh_deal()

    def deal(self) -> tuple[str, int | None]:
        """How the roles were dealt: ``("random", seed)`` or ``("hand", None)``."""
        if self.family() == "sport":
            return self.sport.deal()
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
        combo = self.deal_table.cellWidget(seat - 1, 2)
        combo.setCurrentIndex(combo.findData(role.value if role else None))

    def _random_deal(self) -> list[Role] | None:
        comp = self.composition()
        if sum(comp.values()) != self.seat_list.count():
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
        names = self.names()
        if hand:
            ids = [self.seat_list.item(i).data(HAND_ROLE) for i in range(len(names))]
            self._seat_roles = [Role(r) if r else None for r in ids]
        else:
            self._seat_roles = list(self._random_deal() or [None] * len(names))
        self.deal_table.setRowCount(len(names))
        for row, (name, role) in enumerate(zip(names, self._seat_roles)):
            seat = QTableWidgetItem(str(row + 1))
            seat.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.deal_table.setItem(row, 0, seat)
            self.deal_table.setItem(row, 1, QTableWidgetItem(name))
            shown = QTableWidgetItem(role_name(role.value) if role else self.tr("—"))
            if role is not None:
                shown.setForeground(QColor(FACTION_COLORS[role.faction.value]))
            self.deal_table.setItem(row, 2, shown)
            combo = self.deal_table.cellWidget(row, 2)
            if not hand:
                if combo is not None:
                    self.deal_table.removeCellWidget(row, 2)
                continue
            if combo is None:  # one combo box per row, kept while dealing by hand
                combo = QComboBox()
                combo.addItem(self.tr("—"), None)
                for r in ROLE_ORDER:
                    combo.addItem(role_name(r.value), r.value)
                combo.currentIndexChanged.connect(
                    lambda _, row=row: self._hand_role_chosen(row))
                self.deal_table.setCellWidget(row, 2, combo)
            with QSignalBlocker(combo):
                combo.setCurrentIndex(combo.findData(role.value if role else None))
        for spin in self._role_spins.values():
            spin.setEnabled(not hand)
        self.suggest_button.setEnabled(not hand)
        if hand:
            self._sync_counts_from_hand()
        self._revalidate()

    def _hand_role_chosen(self, row: int) -> None:
        value = self.deal_table.cellWidget(row, 2).currentData()
        role = Role(value) if value else None
        self.seat_list.item(row).setData(HAND_ROLE, value or None)
        self._seat_roles[row] = role
        self._sync_counts_from_hand()
        self._revalidate()

    def _sync_counts_from_hand(self) -> None:
        self._show_counts(Counter(r for r in self._table_roles() if r is not None))

    # --- checking ------------------------------------------------------------------

    def _players_changed(self) -> None:
        n = self.seat_list.count()
        seated = {name_key(name) for name in self.names()}
        self._roster_model.setStringList(
            [name for name in self._roster if name_key(name) not in seated])
        self.count_label.setText(self.tr("%n player(s)", "", n))
        self._update_seat_buttons()
        self.seat_list.viewport().update()  # seat numbers follow the rows
        if self.family() == "sport":
            self.sport.refresh(self.names())  # it asks for a check when done
            return
        if (self._composition_suggested and not self.hand_radio.isChecked()
                and n >= MIN_PLAYERS):
            self.set_composition(suggested_composition(n))
        else:
            self._refresh_deal()

    def _composition_problem(self, roles: list[Role],
                             ruleset: Ruleset) -> tuple[str, str] | None:
        """``(rule_id, why)`` when these roles break R-SETUP-2/3, else None: the engine's
        refusal (``rules.check_composition``), worded in the current language by
        ``i18n.refusals.refusal_text``."""
        try:
            check_composition(roles, ruleset)
        except RuleViolation as e:
            names = self.names()
            text = refusal_text(e, lambda seat: names[seat - 1] if 0 < seat <= len(names)
                                else str(seat))
            return e.rule, text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")
        return None

    def _check(self) -> tuple[Setup | None, str, str]:
        """``(setup, "", "")``, or ``(None, rule_id, reason)``: the first reason there is
        no setup yet and the rule it comes from."""
        names = self.names()
        n = len(names)
        if n < MIN_PLAYERS:
            return None, "R-SETUP-2", self._rule_message(
                "R-SETUP-2", fill(self.tr("At least %1 players are needed; add %2 more."),
                                  MIN_PLAYERS, MIN_PLAYERS - n))
        ruleset = self.ruleset()
        total = sum(self.composition().values())
        if not self.hand_radio.isChecked() and total != n:
            return None, "R-SETUP-4", fill(self.tr(
                "The roles add up to %1, but there are %2 players: change "
                "the counts or press Suggest."), total, n)
        roles = self._table_roles()
        if any(r is None for r in roles):
            missing = ", ".join(str(i + 1) for i, r in enumerate(roles) if r is None)
            return None, "R-SETUP-4", fill(self.tr(
                "Give every seat a role (no role yet: seat %1)."), missing)
        dealt = [r for r in roles if r is not None]
        problem = self._composition_problem(dealt, ruleset)
        if problem:
            return None, problem[0], self._rule_message(*problem)
        try:
            setup = make_setup([(i + 1, name, role) for i, (name, role)
                                in enumerate(zip(names, dealt))],
                               ruleset, self.seed_spin.value())
        except RuleViolation as e:  # names and seats: already checked one by one
            return None, e.rule, self._rule_message(e.rule, e.message)
        return setup, "", ""

    def _revalidate(self) -> None:
        if self._updating:
            return
        if self.family() == "sport":
            self._setup, _, why = self.sport.check(self.names())
            self._show_check(why)
            return
        roles = self._table_roles()
        gf = [i + 1 for i, r in enumerate(roles) if r is Role.GODFATHER]
        names = self.names()
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
            self.composition_label.setText(fill(self.tr("%1: %2"), rule, detail))
            self.composition_label.setToolTip(rule_title(rule))
            self.composition_label.setStyleSheet(ERROR_STYLE)
        else:
            self.composition_label.setText(
                self.tr("%n role(s)", "", total) + " "
                + self.tr("for %n player(s).", "", len(names)))
            self.composition_label.setToolTip("")
            self.composition_label.setStyleSheet(
                OK_STYLE if total == len(names) else ERROR_STYLE)

        self._setup, _, why = self._check()
        self._show_check(why)

    def _show_check(self, why: str) -> None:
        """Enable OK for a valid setup; say why not (or "Ready") under the tabs."""
        names = self.names()
        self.ok_button.setEnabled(self._setup is not None)
        self.problem_label.setText(why if why else self.tr("Ready: %n player(s).", "",
                                                           len(names)))
        self.problem_label.setStyleSheet(ERROR_STYLE if why else OK_STYLE)

    def problem(self) -> str:
        """Why OK is disabled ("" when the setup is valid)."""
        return "" if self._setup is not None else self.problem_label.text()

    def setup(self) -> Setup | SportSetup:
        """The checked setup (``rules.make_setup``): players seated 1..N in the list's
        order, the dealt roles, the ruleset, and the seed as ``rng_seed``.

        Raises:
            RuleViolation: the dialog's entries do not make a valid setup yet: R-SETUP-1..3
                as ``make_setup`` raises them, R-SETUP-4 for a deal that does not give
                every seat a role (OK is disabled then).
        """
        setup: Setup | SportSetup | None
        setup, rule, why = (self.sport.check(self.names()) if self.family() == "sport"
                            else self._check())
        if setup is None:
            raise RuleViolation(rule, why)
        return setup

    def showEvent(self, event: QShowEvent) -> None:  # Qt's name
        """The dialog opens on the name field: the host types the first name at once."""
        super().showEvent(event)
        if not event.spontaneous():
            self.name_edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter in the name field adds the player (returnPressed) and must not also
        press the default button and close the dialog."""
        if (event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and self.focusWidget() is self.name_edit):
            event.accept()
            return
        super().keyPressEvent(event)

    def accept(self) -> None:
        """Close with Accepted only when the setup is valid."""
        self._revalidate()
        if self._setup is not None:
            super().accept()
