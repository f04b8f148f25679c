"""The "New game" dialog: the family, the players and their seats, then the family's own
pages (its ruleset, its roles and the deal: ``UiFamily.setup_part``).

Everything it accepts is checked by the rules engine, never by a copy of its rules:
names by :func:`rules.check_name` (R-SETUP-1), the family's setup by its part (the
engine's ``check_composition`` and ``make_setup``; a random deal with a seed the host
sees and may edit). OK is enabled only when the engine accepts the result; otherwise the
dialog says why, with the rule's ID. The options editor of every family is one
(``ui/dialogs/options_editor.py``, built from the family's option specs).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEvent,
    QObject,
    QSignalBlocker,
    QStringListModel,
    Qt,
)
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n.fill import fill
from mafia_desktop.i18n.names import rule_title
from mafia_desktop.i18n.refusals import beside_rule
from mafia_desktop.rules import (
    RuleViolation,
    name_key,
    split_names,
)
from mafia_desktop.ui.dialogs.keep_typed import KeepsTyped
from mafia_desktop.ui.dialogs.seat_names import (
    ERROR_STYLE,
    HAND_ROLE,
    NAME_ROLE,
    OK_STYLE,
    SeatDelegate,
    name_problem,
)
from mafia_desktop.ui.families import ClubResults, SetupPart, all_ui_families
from mafia_desktop.ui.plain import plain

if TYPE_CHECKING:
    from mafia_desktop.rules.family import AnySetup


class NewGameDialog(KeepsTyped, QDialog):
    """Set up a game: the family, players and seats, then the family's pages.

    Args:
        parent: the parent widget.
        roster: names of regular players offered while typing (a ``QCompleter``).
        players: names to start with, seated 1..N in this order.
        seed: the seed of the random deal and of the game's random choices (of the first
            family's part); a random one by default.
        club_results: the club's finished games (``GameRepository.results``) for the
            balance line's record; ``None`` without a database.

    After ``exec()`` returns Accepted, :meth:`setup` is the checked setup and
    :meth:`deal` says how the roles were dealt.
    """

    def __init__(self, parent: QWidget | None = None, *, roster: Sequence[str] | None = None,
                 players: Sequence[str] = (), seed: int | None = None,
                 club_results: ClubResults | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self._setup: AnySetup | None = None

        self.tabs = QTabWidget()
        self.tabs.addTab(self._build_players_page(roster or []), self.tr("&Players and seats"))
        # every family's part (its pages): the first is shown first
        parts: dict[str, SetupPart] = {}
        for family in all_ui_families():
            parts[family.name] = family.setup_part(self, seed, club_results)
        first = next(iter(parts.values()))
        for page, title in zip(first.pages, first.page_titles(), strict=True):
            self.tabs.addTab(page, title)
        # the family is the first choice (classic / sport)
        self.family_combo = QComboBox()
        self.family_combo.setObjectName("familyCombo")
        for name, part in parts.items():
            self.family_combo.addItem(part.title(), name)
        self.family_combo.currentIndexChanged.connect(lambda _: self._family_chosen())
        family_label = QLabel(self.tr("&Game:"))
        family_label.setBuddy(self.family_combo)
        family_row = QHBoxLayout()
        family_row.addWidget(family_label)
        family_row.addWidget(self.family_combo, 1)

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

        self.parts = parts
        for part in parts.values():
            part.changed.connect(self._revalidate)
        first.start()
        for name in players:
            self.add_player(name)
        self._players_changed()

    # --- the family -----------------------------------------------------------------

    def family(self) -> str:
        """The family chosen (``ruleset.family``: ``"classic"``, ``"sport"``)."""
        return str(self.family_combo.currentData())

    def set_family(self, family: str) -> None:
        """Choose the family (as the host does with the first combo box)."""
        self.family_combo.setCurrentIndex(self.family_combo.findData(family))

    def part(self) -> SetupPart:
        """The chosen family's part."""
        return self.parts[self.family()]

    def _family_chosen(self) -> None:
        """Show the chosen family's pages (the players stay)."""
        part = self.part()
        current = self.tabs.currentIndex()
        while self.tabs.count() > 1:
            self.tabs.removeTab(1)
        for page, title in zip(part.pages, part.page_titles(), strict=True):
            self.tabs.addTab(page, title)
        self.tabs.setCurrentIndex(current)
        self._players_changed()

    # --- page 1: players and seats -----------------------------------------------------

    def _build_players_page(self, roster: Sequence[str]) -> QWidget:
        page = QWidget()
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("nameEdit")
        self.name_edit.setPlaceholderText(self.tr("Player's name"))
        # a name or a list of names (commas or a pasted column): Qt's own limit, 32,767
        # characters, is the field's; each name is checked when added (R-SETUP-1: an
        # over-long one gets a message). A shorter limit cut a pasted list silently.
        self._roster = sorted(roster, key=name_key)
        self._roster_model = QStringListModel(self._roster, self)
        if roster:
            completer = QCompleter(self._roster_model, self.name_edit)
            completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            completer.setFilterMode(Qt.MatchFlag.MatchContains)
            self.name_edit.setCompleter(completer)
            # Enter on a suggestion picked with the arrows seats that player and empties
            # the field: this filter is the popup's last, so it sees the key first
            popup = completer.popup()
            assert popup is not None  # a completer makes its list when asked
            popup.installEventFilter(self)
        self.name_edit.returnPressed.connect(self._add_typed)
        self.name_edit.textEdited.connect(lambda _: self.name_message.clear())
        self.add_button = QPushButton(self.tr("&Add"))
        self.add_button.setObjectName("addPlayerButton")
        self.add_button.setAutoDefault(False)
        self.add_button.clicked.connect(self._add_typed)
        self.name_message: QLabel = plain(QLabel())  # it quotes the refused name
        self.name_message.setObjectName("nameMessage")
        self.name_message.setWordWrap(True)
        self.name_message.setStyleSheet(ERROR_STYLE)

        self.seat_list = QListWidget()
        self.seat_list.setObjectName("seatList")
        self.seat_list.setItemDelegate(SeatDelegate(self.seat_list))
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

        def button(text: str, name: str, slot: Callable[[], object]) -> QPushButton:
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
                              "Double-click a name (or press Enter or F2) to rename it. "
                              "A list of names separated by commas or lines adds them "
                              "all."))
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
        """Why ``name`` cannot join ``taken`` (``seat_names.name_problem``), or None."""
        return name_problem(name, taken)

    def _rule_message(self, rule: str, detail: str) -> str:
        """A refusal as a host reads it: the words, the rule's ID beside them."""
        return beside_rule(detail, rule)

    def add_player(self, name: str) -> bool:
        """Seat a new player after the others. Returns False (and shows why, with
        R-SETUP-1) for a name ``rules.check_name`` refuses."""
        problem = self._name_problem(name, self.names())
        if problem:
            self._say(problem)
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
        """Enter in the name field or Add: seat the name typed, or each name of a list
        (commas or lines, ``rules.split_names``: the evening's reading). A suggestion
        picked in the roster's list is seated by :meth:`eventFilter` instead."""
        text = self.name_edit.text()
        names = split_names(text)
        if len(names) <= 1:  # one name (or none: the field says why)
            if self.add_player(names[0] if names else text):
                self.name_edit.clear()
        else:
            self._add_list(names)
        self.name_edit.setFocus()

    def _add_list(self, names: list[str]) -> None:
        """Seat each name of a list after the others; the refused ones stay in the field
        (joined by commas, to be fixed) and the message says how many were seated and
        why the first refused one was not (R-SETUP-1)."""
        refused: list[str] = []
        why = ""
        for name in names:
            if not self.add_player(name):
                why = why or self.name_message.text()
                refused.append(name)
        self.name_edit.setText(", ".join(refused))
        added = self.tr("%n player(s) added.", "", len(names) - len(refused))
        self._say(fill(self.tr("%1 Not added: %2"), added, why) if refused else added,
                  ok=not refused)

    def _say(self, text: str, *, ok: bool = False) -> None:
        """Show ``text`` under the name field (red for a refusal, green for what was
        done)."""
        self.name_message.setText(text)
        self.name_message.setStyleSheet(OK_STYLE if ok else ERROR_STYLE)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt's name
        """Enter on a suggestion of the roster picked with the arrows (issue 31.7a):
        that player is seated, the list closes and the field is emptied, so the next
        Enter seats nobody (the completer would put the typed fragment, or another
        suggestion, back into the field). Enter with no suggestion picked seats the text
        as typed (:meth:`_add_typed`)."""
        completer = self.name_edit.completer()
        popup = completer.popup() if completer is not None else None
        if (completer is not None and popup is not None and watched is popup
                and isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            picked = popup.currentIndex()
            if picked.isValid():
                popup.hide()
                name = str(picked.data(completer.completionRole()))
                if self.add_player(name):
                    self.name_edit.clear()
                else:
                    self.name_edit.setText(name)
                return True
        return super().eventFilter(watched, event)

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
        self._say(problem or "")
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

    # --- checking ------------------------------------------------------------------

    def _players_changed(self) -> None:
        n = self.seat_list.count()
        seated = {name_key(name) for name in self.names()}
        self._roster_model.setStringList(
            [name for name in self._roster if name_key(name) not in seated])
        self.count_label.setText(self.tr("%n player(s)", "", n))
        self._update_seat_buttons()
        self.seat_list.viewport().update()  # seat numbers follow the rows
        self.part().players_changed(self.names())  # it asks for a check when done

    def _revalidate(self) -> None:
        if "parts" not in self.__dict__:  # the parts are being made
            return
        self._setup, rule, why = self.part().validate(self.names())
        self._show_check(why)
        self.problem_label.setToolTip(rule_title(rule) if why and rule else "")

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

    def setup(self) -> AnySetup:
        """The checked setup of the chosen family (its part's ``check``: the engine's
        ``make_setup``): players seated 1..N in the list's order, the dealt roles, the
        ruleset, and the seed as ``rng_seed``.

        Raises:
            RuleViolation: the dialog's entries do not make a valid setup yet (R-SETUP-1..4,
                S-SETUP-*: OK is disabled then).
        """
        setup, rule, why = self.part().check(self.names())
        if setup is None:
            raise RuleViolation(rule, why)
        return setup

    def deal(self) -> tuple[str, int | None]:
        """How the roles were dealt: ``("random", seed)`` or ``("hand", None)``."""
        return self.part().deal()

    #: False while the program itself closes the dialog (no question then)

    def __getattr__(self, name: str) -> object:
        """A family's part by its name (``dialog.sport``), else an attribute of the first
        family's part (the default one: ``dialog.composition()``, ``dialog.hand_radio``):
        the dialog's API of before the parts, kept for its callers and tests."""
        parts = self.__dict__.get("parts")
        if not parts:
            raise AttributeError(name)
        if name in parts:
            return parts[name]
        return getattr(next(iter(parts.values())), name)

    def showEvent(self, event: QShowEvent) -> None:  # Qt's name
        """The dialog opens on the name field: the host types the first name at once.
        No button is the default one and none is pressed by Enter (the button box makes
        its OK the default when shown; :meth:`keyPressEvent`)."""
        super().showEvent(event)
        for button in self.findChildren(QPushButton):
            button.setAutoDefault(False)
            button.setDefault(False)
        if not event.spontaneous():
            self.name_edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter never starts the game (issue 31.4: a host selected a row to rename it,
        pressed Enter, and the roles were dealt): in the name field it seats the name
        (returnPressed), on a row of the players' list it opens the name for editing
        (as F2), in any other field it is that field's own (a spin box takes its value)
        and goes no further. The game starts only by its button: a click, or Space on it
        when it has the focus."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            if self.focusWidget() is self.seat_list:
                self.rename_current()
            return
        super().keyPressEvent(event)

    def typed(self) -> int:
        """The names seated and the one being typed (:class:`KeepsTyped`)."""
        return self.seat_list.count() + bool(self.name_edit.text().strip())

    def discard_question(self, typed: int) -> tuple[str, str, str]:
        """The question asked before Esc throws the names away (:class:`KeepsTyped`)."""
        return (fill(self.tr("Throw away the players' names typed (%1)?"), typed),
                self.tr("Throw them away"), "confirmDiscardNames")

    def accept(self) -> None:
        """Close with Accepted only when the setup is valid."""
        self._revalidate()
        if self._setup is not None:
            super().accept()
