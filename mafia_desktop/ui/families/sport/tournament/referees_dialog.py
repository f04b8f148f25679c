"""The Rounds page's **Referees…** (issue 34 point 4): each table's referee for the round
shown, and a game's own referee (a stand-in for one game), which wins over its table's.
Stored by :class:`~mafia_desktop.storage.sport.tournaments.TournamentRepository`
(``set_table_referee``, ``set_game_referee``; ``tournament referee`` on the command line);
the protocol and both exports take them.

A field left empty means no referee (a game's own: its table's referee counts). A name is
checked by the names' rule as it is typed into OK (R-NAME-1, 40 characters: the refusal
is shown in the dialog, which stays open, and nothing is stored)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n.fill import fill
from mafia_desktop.i18n.refusals import name_refusal
from mafia_desktop.ui.language import Retranslating
from mafia_desktop.ui.modal import run_modal

if TYPE_CHECKING:
    from mafia_desktop.ui.families.sport.tournament.desk import RoundsView

translate = QCoreApplication.translate

#: A game of the round as the dialog takes it: table, game, its own referee (or None).
GameReferee = tuple[int, int, str | None]


class RefereesDialog(Retranslating, QDialog):
    """The referees of one round: a line a table, and one game's own chosen in a list.

    ``values()`` after OK: ``({table: name or None}, {(table, game): name or None})``,
    names trimmed, ``None`` for an empty field."""

    def __init__(self, round_number: int, tables: Mapping[int, str], count: int,
                 games: Sequence[GameReferee], chosen: tuple[int, int] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("refereesDialog")
        self.round_number = round_number
        self.own = {(t, g): r or "" for t, g, r in games}
        self.table_box = QGroupBox()
        self.table_form = QFormLayout(self.table_box)
        self.table_edits: dict[int, QLineEdit] = {}
        for t in range(1, count + 1):
            edit = self.table_edits[t] = QLineEdit(tables.get(t, ""))
            edit.setObjectName(f"tableReferee{t}")
            edit.textChanged.connect(lambda _: self._show_game())
            label = QLabel()
            label.setBuddy(edit)
            self.table_form.addRow(label, edit)
        self.game_box = QGroupBox()
        form = self.game_form = QFormLayout(self.game_box)
        self.game_combo = QComboBox()
        self.game_combo.setObjectName("refereeGame")
        self.keys = sorted(self.own)  # the combo's items, in order
        for _ in self.keys:
            self.game_combo.addItem("")
        if chosen in self.own:
            self.game_combo.setCurrentIndex(self.keys.index(chosen))
        self.game_edit = QLineEdit()
        self.game_edit.setObjectName("gameReferee")
        self.game_edit.textEdited.connect(self._keep_game)
        self.game_combo.currentIndexChanged.connect(lambda _: self._show_game())
        for w in (self.game_combo, self.game_edit):
            label = QLabel()
            label.setBuddy(w)
            form.addRow(label, w)
        self.problem = QLabel()
        self.problem.setObjectName("refereeProblem")
        self.problem.setStyleSheet("color: #b71c1c;")
        self.problem.setWordWrap(True)
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for part in (self.table_box, self.game_box, self.problem, self.buttons):
            layout.addWidget(part)
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 60)  # a 40-char name
        self.retranslate_ui()
        self._show_game()

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(fill(self.tr("Referees of round %1"), self.round_number))
        self.table_box.setTitle(self.tr("Each table's referee for the round"))
        for t, edit in self.table_edits.items():
            label = self.table_form.labelForField(edit)
            if isinstance(label, QLabel):  # each field's label (made with the form)
                label.setText(fill(self.tr("Table %1:"), t))
            edit.setPlaceholderText(self.tr("no referee"))
        self.game_box.setTitle(self.tr("A game's own referee (wins over its table's)"))
        for i, (t, g) in enumerate(self.keys):
            self.game_combo.setItemText(i, fill(self.tr("Table %1, game %2"), t, g))
        for w, text in ((self.game_combo, self.tr("&Game:")),
                        (self.game_edit, self.tr("&Own referee:"))):
            label = self.game_form.labelForField(w)
            if isinstance(label, QLabel):
                label.setText(text)
        self._show_game()

    def _chosen(self) -> tuple[int, int] | None:
        i = self.game_combo.currentIndex()
        return self.keys[i] if 0 <= i < len(self.keys) else None

    def _keep_game(self, text: str) -> None:
        chosen = self._chosen()
        if chosen is not None:
            self.own[chosen] = text

    def _show_game(self) -> None:
        """The chosen game's own referee, and its table's as the placeholder."""
        chosen = self._chosen()
        self.game_edit.setEnabled(chosen is not None)
        if chosen is None:
            return
        if self.game_edit.text() != self.own[chosen]:
            self.game_edit.setText(self.own[chosen])
        table = self.table_edits[chosen[0]].text().strip() if chosen[0] in self.table_edits \
            else ""
        self.game_edit.setPlaceholderText(fill(self.tr("the table's: %1"), table) if table
                                          else self.tr("no referee"))

    def values(self) -> tuple[dict[int, str | None], dict[tuple[int, int], str | None]]:
        """The tables' referees and the games' own, as typed (trimmed; ``None``: none)."""
        return ({t: e.text().strip() or None for t, e in self.table_edits.items()},
                {k: v.strip() or None for k, v in self.own.items()})

    def accept(self) -> None:
        """Close only when the names' rule takes every name (R-NAME-1); else say why."""
        for t, edit in self.table_edits.items():
            why = name_refusal(edit.text(), "referee") if edit.text().strip() else None
            if why:
                self.problem.setText(fill(self.tr("Table %1: %2"), t, why))
                edit.setFocus()
                return
        for (t, g), text in sorted(self.own.items()):
            why = name_refusal(text, "referee") if text.strip() else None
            if why:
                self.problem.setText(fill(self.tr("Table %1, game %2: %3"), t, g, why))
                self.game_combo.setCurrentIndex(self.keys.index((t, g)))
                self.game_edit.setFocus()
                return
        super().accept()


class RefereesButton(Retranslating, QPushButton):
    """**Referees…** of the Rounds page: the dialog for the round shown, then the
    changes stored (:func:`edit_referees`)."""

    def __init__(self, page: RoundsView) -> None:
        super().__init__()
        self.page = page
        self.setObjectName("refereesButton")
        self.clicked.connect(lambda: edit_referees(self.page))
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Its text in the current language."""
        self.setText(self.tr("&Referees…"))


def edit_referees(page: RoundsView) -> bool:
    """Ask the referees of the stored round the Rounds ``page`` shows (the game chosen in
    its grid preselected) and store what changed; True when something was stored."""
    tid, number = page.desk.tournament_id(), page.round_number()
    if tid is None or number is None or page.preview is not None:
        return False
    tours = page.desk.tours
    try:
        info = next(r for r in tours.get(tid).rounds if r.number == number)
        slots = tours.slots(tid, number)
    except Exception as e:  # StorageError: a damaged round
        page.desk.problem(e)
        return False
    chosen = page.selected_slot()
    dialog = RefereesDialog(number, info.referees, info.tables,
                            [(s.table, s.game, s.own_referee) for s in slots],
                            chosen[1:] if chosen is not None else None,
                            page if isinstance(page, QWidget) else None)  # the page: a QWidget
    accepted = bool(run_modal(dialog))   # not kept as the page's child
    tables, games = dialog.values()
    if not accepted:
        return False
    changed = 0
    try:
        for t, name in tables.items():
            if name != info.referees.get(t):
                tours.set_table_referee(tid, number, t, name)
                changed += 1
        for s in slots:
            name = games.get((s.table, s.game))
            if name != s.own_referee:
                tours.set_game_referee(tid, (number, s.table, s.game), name)
                changed += 1
    except Exception as e:  # RuleViolation (R-NAME-1, checked already), StorageError
        page.desk.problem(e)
        page.show_round()
        return False
    page.desk.say(lambda: fill(translate("RefereesDialog", "Referees of round %1 stored."),
                               number) if changed else
                  translate("RefereesDialog", "The referees are as they were."))
    page.show_round()
    return changed > 0


__all__ = ["GameReferee", "RefereesButton", "RefereesDialog", "edit_referees"]
