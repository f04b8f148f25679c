"""The options editor of the new-game dialog, built from a rules family's option specs
(``Family.options``: :class:`~mafia_desktop.rules.options.OptionSpec`) and presets
(``Family.presets``), the same for every family: a preset combo box, then one editor
per option (a check box, a list of choices, a number of seconds or points) with its
label (its rule, ID and title, as the tooltip of both: a host reads words, not IDs).

The family's part of the dialog (``ui/families/<family>/setup.py``) makes one with the
family's words (:class:`OptionWords`) and the objects' names its tests and scripts know.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar, cast

from PySide6.QtCore import QCoreApplication, QObject, QSignalBlocker, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n.fill import fill
from mafia_desktop.rules.family import AnyRuleset, Family
from mafia_desktop.ui.language import Retranslating

if TYPE_CHECKING:
    from mafia_desktop.rules.options import OptionSpec, OptionValue

#: The longest a time option's editor goes without a maximum of its own (a day).
DAY_S = 24 * 3600
#: The largest seed the seed box holds (a QSpinBox is a 32-bit int).
MAX_SEED = 2**31 - 1


class OptionWords(Protocol):
    """A family's words for its options (``i18n``): labels, choices, rule titles."""

    def option_label(self, name: str) -> str: ...
    def choice_name(self, value: object) -> str: ...
    def rule_title(self, rule: str) -> str: ...


class OptionsEditor(Retranslating, QWidget):
    """The preset and every option of a rules family, one editor each.

    Args:
        family: the rules family (its ``options`` and ``presets``).
        words: its words for the options.
        combo_name: the preset combo box's object name.
        prefix: the editors' object names' prefix (``<prefix><option name>``).

    Signals:
        changed(): the host changed the preset or an option (not :meth:`set_ruleset`'s
            own changes: it emits once at its end).
    """

    changed = Signal()

    def __init__(self, family: Family, words: OptionWords, combo_name: str = "presetCombo",
                 prefix: str = "option_", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.family, self.words = family, words
        self.editors: dict[str, QWidget] = {}
        self.preset_combo = QComboBox()
        self.preset_combo.setObjectName(combo_name)
        for preset in family.presets:
            self.preset_combo.addItem(words.choice_name(preset), preset)
        self.preset_combo.currentIndexChanged.connect(
            lambda _: self.set_ruleset(family.presets[self.preset_combo.currentData()]))
        row = QHBoxLayout()
        self.preset_label = QLabel()
        self.preset_label.setBuddy(self.preset_combo)
        row.addWidget(self.preset_label)
        row.addWidget(self.preset_combo, 1)
        host = QWidget()
        grid = QGridLayout(host)
        grid.setColumnStretch(0, 1)
        for i, (name, spec) in enumerate(family.options.items()):
            editor = self._editor(name, spec, prefix)
            label = QLabel(words.option_label(name))
            label.setWordWrap(True)
            label.setBuddy(editor)
            # the host reads the option's words; its rule (ID and title) is a tooltip
            rule = fill(self.tr("%1 — %2"), spec.rule, words.rule_title(spec.rule))
            for widget in (label, editor):
                widget.setToolTip(rule)
            grid.addWidget(label, i, 0)
            grid.addWidget(editor, i, 1)
        grid.setRowStretch(len(family.options), 1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(host)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(scroll, 1)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """The fixed texts in the current language."""
        self.preset_label.setText(self.tr("Pre&set:"))

    def _editor(self, name: str, spec: OptionSpec, prefix: str) -> QWidget:
        """The editor of one option: a check box (yes/no), a combo box (choices), a
        number of points (a float) or of seconds (an int, "any number" at -1)."""
        editor: QWidget
        if spec.kind is bool:
            editor = QCheckBox()
            editor.toggled.connect(lambda _: self.changed.emit())
        elif spec.choices is not None:
            editor = QComboBox()
            for value in spec.choices:
                editor.addItem(self.words.choice_name(value), value)
            editor.currentIndexChanged.connect(lambda _: self.changed.emit())
        elif spec.kind is float:
            editor = QDoubleSpinBox()
            editor.setRange(float(spec.minimum if spec.minimum is not None else 0.0),
                            float(spec.maximum if spec.maximum is not None else DAY_S))
            editor.setDecimals(2)
            editor.setSingleStep(0.05)
            editor.valueChanged.connect(lambda _: self.changed.emit())
        else:
            editor = QSpinBox()
            editor.setRange(int(spec.minimum) if spec.minimum is not None else 0,
                            int(spec.maximum) if spec.maximum is not None else DAY_S)
            if name.endswith("_s"):
                editor.setSuffix(self.tr(" s"))
            if spec.minimum == -1:
                editor.setSpecialValueText(self.tr("any number"))
            editor.valueChanged.connect(lambda _: self.changed.emit())
        editor.setObjectName(f"{prefix}{name}")
        self.editors[name] = editor
        return editor

    def set_ruleset(self, ruleset: AnyRuleset) -> None:
        """Show ``ruleset``: its preset and every option's value (then :attr:`changed`
        once)."""
        blockers = [QSignalBlocker(w) for w in (self.preset_combo, *self.editors.values())]
        self.preset_combo.setCurrentIndex(self.preset_combo.findData(ruleset.preset))
        for name, value in ruleset.options().items():
            editor = self.editors[name]
            if isinstance(editor, QCheckBox):
                editor.setChecked(bool(value))
            elif isinstance(editor, QComboBox):
                editor.setCurrentIndex(editor.findData(value))
            elif isinstance(editor, QDoubleSpinBox):
                editor.setValue(float(value))
            elif isinstance(editor, QSpinBox):
                editor.setValue(int(value))
        del blockers
        self.changed.emit()

    def values(self) -> Mapping[str, OptionValue]:
        """Every option's value as the editors show it."""
        values: dict[str, OptionValue] = {}
        for name, editor in self.editors.items():
            if isinstance(editor, QCheckBox):
                values[name] = editor.isChecked()
            elif isinstance(editor, QComboBox):
                values[name] = editor.currentData()
            elif isinstance(editor, QDoubleSpinBox):
                values[name] = round(editor.value(), 2)
            elif isinstance(editor, QSpinBox):
                values[name] = editor.value()
        return values

    def ruleset(self) -> AnyRuleset:
        """The ruleset the editors show: the preset plus the options changed from it
        (``Family.ruleset_from``).

        Raises:
            LogFormatError: an option's value the family's rules do not take.
        """
        preset = self.preset_combo.currentData()
        base = self.family.presets[preset].options()
        changed = {name: value for name, value in self.values().items()
                   if base.get(name) != value}
        return self.family.ruleset_from(preset, changed)


# A family's ruleset type (``Ruleset``, ``SportRuleset``): a part's :meth:`ruleset`.
RulesetT = TypeVar("RulesetT", bound=AnyRuleset)


class SetupPartBase(QObject, Generic[RulesetT]):
    """What every family's part of the new-game dialog shares
    (``ui/families/<family>/setup.py``): its :attr:`changed` signal, its rules page (an
    :class:`OptionsEditor` as :attr:`options`) and the pages' titles; typed over the
    family's ruleset (``SetupPartBase[Ruleset]``).

    Signals:
        changed(): something the check depends on changed (the dialog checks again).
    """

    changed = Signal()
    options: OptionsEditor

    def page_titles(self) -> tuple[str, ...]:
        """The titles of the part's pages: its rules, its roles and deal."""
        return (QCoreApplication.translate("NewGameDialog", "&Rules"),
                QCoreApplication.translate("NewGameDialog", "R&oles and deal"))

    @property
    def preset_combo(self) -> QComboBox:
        """The preset's combo box."""
        return self.options.preset_combo

    def set_ruleset(self, ruleset: AnyRuleset) -> None:
        """Show ``ruleset``: its preset and every option's value."""
        self.options.set_ruleset(ruleset)

    def deal_row(self, group_parent: QObject, prefix: str, mode_changed: Callable[[], None],
                 seed_changed: Callable[[], None]) -> QHBoxLayout:
        """The deal's row: "at random" or "by hand" (:attr:`random_radio`,
        :attr:`hand_radio`), the seed (:attr:`seed_spin`, :attr:`seed_label`) and "New
        seed" (:attr:`new_seed`); the objects are named ``<prefix>RandomDeal``,
        ``<prefix>HandDeal``, ``<prefix>SeedSpin`` (``randomDeal`` without a prefix). The
        texts are the part's own."""
        def name(word: str) -> str:
            return prefix + word if prefix else word[:1].lower() + word[1:]

        self.random_radio = QRadioButton()
        self.random_radio.setObjectName(name("RandomDeal"))
        self.hand_radio = QRadioButton()
        self.hand_radio.setObjectName(name("HandDeal"))
        self.random_radio.setChecked(True)
        group = QButtonGroup(group_parent)
        group.addButton(self.random_radio)
        group.addButton(self.hand_radio)
        self.random_radio.toggled.connect(lambda _: mode_changed())
        self.seed_spin = QSpinBox()
        self.seed_spin.setObjectName(name("SeedSpin"))
        self.seed_spin.setRange(0, MAX_SEED)
        self.seed_spin.valueChanged.connect(lambda _: seed_changed())
        self.seed_label = QLabel()
        self.seed_label.setBuddy(self.seed_spin)
        self.new_seed = QPushButton()
        self.new_seed.setAutoDefault(False)
        self.new_seed.clicked.connect(
            lambda: self.seed_spin.setValue(random.SystemRandom().randrange(MAX_SEED)))
        row = QHBoxLayout()
        for radio in (self.random_radio, self.hand_radio):
            row.addWidget(radio)
        row.addStretch(1)
        for w in (self.seed_label, self.seed_spin, self.new_seed):
            row.addWidget(w)
        return row

    def ruleset(self) -> RulesetT:
        """The ruleset the editors show: the preset and the options changed from it
        (the family's own ruleset: :attr:`options` edits that family's).

        Raises:
            LogFormatError: an option's value the family's rules do not take.
        """
        return cast(RulesetT, self.options.ruleset())


__all__ = ["DAY_S", "OptionWords", "OptionsEditor", "SetupPartBase"]
