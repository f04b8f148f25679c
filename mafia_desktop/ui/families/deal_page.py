"""THE default new-game part of a family (issue 32 point 4): its rules page (the shared
:class:`~mafia_desktop.ui.dialogs.options_editor.OptionsEditor` on its rules family) and
its deal page (the deal row: at random with the seed, or by hand; the shared
:class:`~.deal_table.DealTable`; the roles' counts for this table), so a family with
no special page writes one call: ``DealPart(dialog, "<name>", title=..., roles=...,
counts=..., deal=...)`` from its ``setup_part``.

The family gives its role ids (in the order the by-hand combo boxes list them), how
many of each role a table of ``n`` players has under a ruleset (``counts``: its rules'
composition) and its rules' random deal (``deal``: the roles, seat 1 first, for those
counts and a seed, recorded in the log); the whole table is checked by the family's
engine (``make_setup``), whose refusal the dialog shows with its rule ID. Nothing here
decides a rule.

A table with seats still without a role (no random deal for this many players, or a
seat emptied by hand) is still the engine's to judge: every seat goes to
``make_setup``, a seat without a role standing in as each of the family's roles in turn;
a refusal that no stand-in avoids (the table's size, a name: W-SETUP-1, T-SETUP-1,
R-SETUP-1) is the engine's own, shown with its real count, else the host is asked to
give every seat a role (the family's ``deal_rule``). (It gave only the seats with a
role: "a werewolf table is 5 to 20 players, not 0".)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import TypeAlias

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from mafia_desktop.i18n.family import words_of
from mafia_desktop.i18n.fill import fill
from mafia_desktop.i18n.outcome import role_colour
from mafia_desktop.i18n.refusals import beside_rule, refusal_text
from mafia_desktop.rules import LogFormatError, RuleViolation
from mafia_desktop.rules.family import FAMILIES, AnySetup
from mafia_desktop.ui.dialogs.options_editor import MAX_SEED, OptionsEditor, RulesetT, SetupPartBase
from mafia_desktop.ui.families.deal_table import DealTable

# A family's composition: ``(ruleset, players) -> {role id: count}``.
Counts: TypeAlias = Callable[[RulesetT, int], Mapping[str, int]]
# A family's random deal: ``(counts, seed) -> role ids, seat 1 first``.
Deal = Callable[[Mapping[str, int], int], Sequence[str]]


class FamilyOptionWords:
    """A family's option words from its words table (``i18n/<name>/``)."""

    def __init__(self, family: str) -> None:
        self.family = family

    def option_label(self, name: str) -> str:
        """The option's label."""
        return words_of(self.family).option_label(name)

    def choice_name(self, value: object) -> str:
        """A preset's or a choice's name."""
        return words_of(self.family).choice_name(value)

    def rule_title(self, rule: str) -> str:
        """A rule's title."""
        return words_of(self.family).rule_title(rule)


class DealPart(SetupPartBase[RulesetT]):
    """The rules and deal pages of a family (see the module).

    Args:
        dialog: the new-game dialog (the pages' parent).
        family: the family's name (its rules, words and options are found by it).
        title: the family's name in the dialog's first combo box (a callable: asked in
            the current language).
        roles, counts, deal: the family's role ids, composition and random deal.
        deal_rule: the rule ID of the family's deal (a seat left without a role is
            refused under it: ``W-SETUP-3``); ``""``: the refusal names none.
        seed: the random deal's seed (``None``: a random one; the host may edit it).

    Signals:
        changed(): an option, the deal mode, the seed or a role by hand changed.
    """

    def __init__(self, dialog: QWidget, family: str, *, title: Callable[[], str],
                 roles: Sequence[str], counts: Counts[RulesetT], deal: Deal, deal_rule: str = "",
                 seed: int | None = None) -> None:
        super().__init__(dialog)
        self.family, self._title, self._counts, self._deal = family, title, counts, deal
        self.deal_rule = deal_rule
        self._names: list[str] = []
        self._roles: list[str | None] = []
        self._hand: list[str | None] = []
        self.options = OptionsEditor(FAMILIES.get(family), FamilyOptionWords(family),
                                     f"{family}PresetCombo", f"{family}_option_")
        self.options.changed.connect(lambda: self.refresh(self._names))
        page = QWidget()
        row = self.deal_row(page, family, self._mode_changed, lambda: self.refresh(self._names))
        self.table = DealTable(f"{family}DealTable", roles, words_of(family).role_name,
                               lambda role: role_colour(role, family))
        self.table.hand_chosen.connect(self._hand_chosen)
        self.composition = QLabel()
        self.composition.setObjectName(f"{family}Composition")
        self.composition.setWordWrap(True)
        layout = QVBoxLayout(page)
        layout.addLayout(row)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.composition)
        self.pages: tuple[QWidget, ...] = (self.options, page)
        self.seed_spin.setValue(random.SystemRandom().randrange(MAX_SEED) if seed is None
                                else seed)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """The fixed texts in the current language."""
        translate = QCoreApplication.translate
        self.random_radio.setText(translate("DealPart", "At ra&ndom"))
        self.hand_radio.setText(translate("DealPart", "By &hand"))
        self.seed_label.setText(translate("DealPart", "S&eed:"))
        self.seed_spin.setToolTip(translate("DealPart", "The seed of the random deal; it "
                                            "is recorded in the game log"))
        self.new_seed.setText(translate("DealPart", "New seed"))
        self.table.retranslate_ui()

    # -- the dialog asks ---------------------------------------------------------

    def title(self) -> str:
        """The family's name in the dialog's first combo box."""
        return self._title()

    def start(self) -> None:
        """Show the family's first preset."""
        self.set_ruleset(next(iter(FAMILIES.get(self.family).presets.values())))

    def players_changed(self, names: list[str]) -> None:
        """Show the seats of these players."""
        self.refresh(names)

    def validate(self, names: list[str]) -> tuple[AnySetup | None, str, str]:
        """:meth:`check`."""
        return self.check(names)

    def deal(self) -> tuple[str, int | None]:
        """``("random", seed)`` or ``("hand", None)``."""
        return ("hand", None) if self.hand_radio.isChecked() else \
            ("random", self.seed_spin.value())

    # -- the deal ----------------------------------------------------------------

    def counts(self, players: int) -> dict[str, int]:
        """The roles' counts for ``players`` under the shown ruleset (``{}`` while the
        ruleset is not one the rules take)."""
        try:
            return dict(self._counts(self.ruleset(), players))
        except LogFormatError:
            return {}

    def _mode_changed(self) -> None:
        if self.hand_radio.isChecked():  # start from what the random deal gave
            self._hand = list(self._roles)
        self.refresh(self._names)

    def _hand_chosen(self, row: int) -> None:
        self._hand[row] = self.table.hand_role(row)
        self._roles[row] = self._hand[row]
        self.changed.emit()

    def refresh(self, names: list[str]) -> None:
        """The seats of ``names`` and their roles: at random the family's deal of its
        counts by the seed, by hand what the host chose."""
        self._names = list(names)
        hand = self.hand_radio.isChecked()
        counts = self.counts(len(names))
        if hand:
            self._hand = (self._hand + [None] * len(names))[:len(names)]
            self._roles = list(self._hand)
        else:
            dealt: list[str | None] = []
            if names and sum(counts.values()) == len(names):
                dealt = list(self._deal(counts, self.seed_spin.value()))
            self._roles = (dealt + [None] * len(names))[:len(names)]
        self.table.show_seats(names, self._roles, hand)
        words = words_of(self.family)
        self.composition.setText(", ".join(
            fill(QCoreApplication.translate("DealPart", "%1: %2"), words.role_name(r), n)
            for r, n in counts.items() if n))
        self.seed_spin.setEnabled(not hand)
        self.new_seed.setEnabled(not hand)
        self.changed.emit()

    def check(self, names: list[str]) -> tuple[AnySetup | None, str, str]:
        """``(setup, "", "")``, or ``(None, rule, why)`` in the current language: the
        engine's refusal (``make_setup`` of the family's rules) of the whole table; with
        seats still without a role, the refusal no stand-in role avoids, else "give
        every seat a role" under :attr:`deal_rule` (see the module)."""
        def name_of(seat: int) -> str:
            return names[seat - 1] if 0 < seat <= len(names) else str(seat)

        def refused(e: RuleViolation | LogFormatError) -> tuple[None, str, str]:
            rule = getattr(e, "rule", "") or ""
            text = refusal_text(e, name_of)
            return None, rule, beside_rule(text[:1].upper() + text[1:], rule)

        family = FAMILIES.get(self.family)
        roles = (self._roles + [None] * len(names))[:len(names)]
        missing = [i + 1 for i, role in enumerate(roles) if role is None]
        try:
            ruleset = self.ruleset()
            if not missing:
                return family.make_setup(
                    [(i + 1, name, str(role)) for i, (name, role) in enumerate(zip(names, roles))],
                    ruleset, self.seed_spin.value()), "", ""
        except (RuleViolation, LogFormatError) as e:
            return refused(e)
        refusals: dict[tuple[str, str], RuleViolation | LogFormatError] = {}
        for stand_in in family.role_ids:  # the seats without a role as each role
            try:
                family.make_setup([(i + 1, name, role or stand_in)
                                   for i, (name, role) in enumerate(zip(names, roles))],
                                  ruleset, self.seed_spin.value())
            except (RuleViolation, LogFormatError) as e:
                refusals[(getattr(e, "rule", "") or "", str(e))] = e
            else:  # a role for those seats is all the table lacks
                refusals.clear()
                break
        if len(refusals) == 1:  # every stand-in refused alike: the table's own fault
            return refused(next(iter(refusals.values())))
        text = fill(QCoreApplication.translate(
            "DealPart", "Give every seat a role (no role yet: seat %1)."),
            ", ".join(str(seat) for seat in missing))
        return None, self.deal_rule, beside_rule(text, self.deal_rule)


__all__ = ["Counts", "Deal", "DealPart", "FamilyOptionWords"]
