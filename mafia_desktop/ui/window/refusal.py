"""A refusal in the host's words: the engine's reason with its rule ID (DESIGN.md: every
refusal carries a rule ID), for the status bar and a greyed button's tooltip.

:func:`problem_text` words one refusal; :func:`refused_text` says why a row of the
family's action table (a key, a greyed button) cannot be started now, asking the engine
(``actions.kind_refusal``): nothing is worked out here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from mafia_desktop.i18n import fill, isolate
from mafia_desktop.i18n import names as texts
from mafia_desktop.i18n.refusals import refusal_text
from mafia_desktop.rules import RuleViolation
from mafia_desktop.ui.window.actions import GameController, Kind, kind_refusal
from mafia_desktop.ui.window.problem import StorageFailure

translate = QCoreApplication.translate


def problem_text(problem: object, name_of: Callable[[int], str] | None = None) -> str:
    """A refusal for the status bar, whole in the current language: "R-VOTE-2 — <rule
    title>: <the refusal>" (the engine's code and parameters worded by
    ``i18n.refusals``, players by name through ``name_of``, each name direction-isolated
    in the sentence). A storage failure reads
    "Not saved, so not done: <why>"."""
    if isinstance(problem, RuleViolation):
        head = f"{problem.rule} — {texts.rule_title(problem.rule)}"
        named = (lambda seat: isolate(name_of(seat))) if name_of is not None else str
        return f"{head}: {refusal_text(problem, named)}"
    if isinstance(problem, StorageFailure) and problem.unknown:  # read again before saying
        return fill(translate("MainWindow", "Not known yet whether it was saved: %1"),
                    problem.message)
    if isinstance(problem, StorageFailure):
        return fill(translate("MainWindow", "Not saved, so not done: %1"), problem.message)
    return getattr(problem, "message", str(problem))


def refused_text(kinds: Sequence[Kind], shown: Kind, controller: GameController) -> str:
    """Why none of ``kinds`` (rows one key or button starts) can be started now:
    "Not possible now: End the day. R-DAY-1 — <title>: <the engine's reason>"; the
    reason is the engine's for the row ``shown`` (the one whose button the panel shows;
    none added when the engine names no rule)."""
    text = fill(translate("MainWindow", "Not possible now: %1"),
                " / ".join(translate("Panels", k.label) for k in kinds))
    problem = kind_refusal(shown, controller)
    if problem is not None:
        text += ". " + problem_text(problem, controller.game.setup.name)
    return text


__all__ = ["problem_text", "refused_text"]
