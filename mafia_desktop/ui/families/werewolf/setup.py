"""The werewolf part of the "New game" dialog (``docs/rules-werewolf.md`` §2): the shared
deal page (``ui/families/deal_page.py`` ``DealPart``: the options page, the deal at random
with its seed or by hand, the shared deal table, the engine's check) with what werewolf
says differently.

Everything is checked by the werewolf engine, never by a copy of its rules: the ruleset
by ``ruleset_from``, the random deal by ``deal`` (the W-SETUP-3 table for the number of
players, with a seed the host sees and may edit), a deal by hand by the host's combo
boxes, and the whole table by ``make_setup`` (W-SETUP-1, W-SETUP-2, R-SETUP-1), whose
refusal the dialog shows. The players and their seats are the dialog's first page.

What werewolf writes beyond the ``DealPart`` call: the line under the table names the
W-SETUP-3 table ("The random deal for 6 players: …") or, outside 5..20 players, the
W-SETUP-1 size; the seed's tooltip names W-SETUP-3; an option the rules do not take is
refused as W-SETUP-2. A seat left without a role (W-SETUP-3, the ``deal_rule``) and a
table of the wrong size (the engine's W-SETUP-1 with its real size) are the shared
check's (``DealPart.check``)."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from mafia_desktop.i18n.fill import fill
from mafia_desktop.i18n.refusals import beside_rule
from mafia_desktop.i18n.werewolf import names
from mafia_desktop.rules import LogFormatError
from mafia_desktop.rules.werewolf import (
    PRESETS,
    Role,
    Ruleset,
    Setup,
    deal,
    recommended,
)
from mafia_desktop.rules.werewolf.roles import MAX_PLAYERS, MIN_PLAYERS
from mafia_desktop.ui.families.deal_page import DealPart


def werewolf_counts(ruleset: Ruleset, players: int) -> dict[str, int]:
    """The W-SETUP-3 table's roles for ``players`` under ``ruleset`` (``recommended``),
    ``{role id: count}``; ``{}`` outside 5..20 players (W-SETUP-1: no deal then)."""
    try:
        dealt = recommended(players, ruleset.witch, ruleset.hunter)
    except ValueError:
        return {}
    return {role.value: count for role, count in dealt.items()}


class WerewolfSetupPart(DealPart[Ruleset]):
    """The werewolf ruleset and deal pages of the new-game dialog (see the module).

    Args:
        dialog: the new-game dialog.
        seed: the random deal's seed (``None``: a random one).

    Signals:
        changed(): an option, the deal mode, the seed or a role by hand changed.
    """

    def __init__(self, dialog: QWidget, seed: int | None = None) -> None:
        super().__init__(
            dialog, "werewolf", roles=tuple(r.value for r in Role), seed=seed,
            title=lambda: QCoreApplication.translate(
                "NewGameDialog", "Werewolf (party game, 5–20 players)"),
            counts=werewolf_counts, deal=self._engine_deal, deal_rule="W-SETUP-3")
        self.set_ruleset(PRESETS["party"])  # shown from the start, first or not

    def _engine_deal(self, counts: Mapping[str, int], seed: int) -> list[str]:
        """The engine's random deal (``deal``, W-SETUP-3) of the shown ruleset for the
        table ``counts`` is of, by ``seed``: the same seed gives the same seats."""
        return [r.value for r in deal(sum(counts.values()), self.ruleset(), seed)]

    def retranslate_ui(self) -> None:
        """The fixed texts in the current language."""
        super().retranslate_ui()
        self.seed_spin.setToolTip(self.tr("The seed of the random deal; it is recorded in "
                                          "the game log (W-SETUP-3)"))
        self._show_composition()

    def refresh(self, names_: list[str]) -> None:
        """The shared deal's seats (``DealPart.refresh``) and werewolf's line under them."""
        super().refresh(names_)
        self._show_composition()

    def _show_composition(self) -> None:
        n = len(self._names)
        counts = self.counts(n)
        if not counts:
            self.composition.setText(fill(self.tr(
                "A werewolf table is %1 to %2 players (W-SETUP-1)"), MIN_PLAYERS, MAX_PLAYERS)
                if not MIN_PLAYERS <= n <= MAX_PLAYERS else "")
            return
        parts = ", ".join(f"{names.role_name(r)}: {k}" for r, k in counts.items() if k)
        self.composition.setText(fill(self.tr("The random deal for %1 players: %2 (W-SETUP-3)"),
                                      n, parts))

    def set_hand_role(self, seat: int, role: Role | None) -> None:
        """By hand: give the player in ``seat`` (1-based) ``role`` (as the host's combo
        box does).

        Raises:
            RuntimeError: the roles are not being dealt by hand.
        """
        self.table.set_hand_role(seat - 1, role.value if role else None)

    def check(self, names_: list[str]) -> tuple[Setup | None, str, str]:
        """``(setup, "", "")``, or ``(None, rule, why)`` in the current language: an
        option the rules do not take (W-SETUP-2), else the shared check
        (``DealPart.check``: the engine's ``make_setup``, W-SETUP-1/2, R-SETUP-1; a seat
        without a role, W-SETUP-3)."""
        try:
            self.ruleset()
        except LogFormatError as e:
            return None, "W-SETUP-2", beside_rule(e.message, "W-SETUP-2")
        setup, rule, why = super().check(names_)
        assert setup is None or isinstance(setup, Setup)
        return setup, rule, why


__all__ = ["WerewolfSetupPart", "werewolf_counts"]
