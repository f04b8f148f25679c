"""``i18n.fill``: one pass over ``%1``..``%N``; names are inserted verbatim wherever they
appear (screens and reports); no placeholder is filled by hand in the package."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

import mafia_desktop
from mafia_desktop.i18n.fill import english_plural, fill
from mafia_desktop.reports import export_game
from mafia_desktop.rules import Game
from mafia_desktop.rules.classic import (
    CloseVote,
    EndDay,
    Nominate,
    OpenVote,
    Role,
    Vote,
    make_setup,
    ruleset_from,
)
from tests.reports.helpers import html_text

PACKAGE = Path(mafia_desktop.__file__).parent

#: Names that a chained ``str.replace`` or a re-scanning filler would corrupt.
AWKWARD = ["x%2", "%1", "%%", "100%% sure", "<b>Bold</b>", "R&D", "&&", "%n", "%10", "\\1"]


@pytest.mark.parametrize("name", AWKWARD)
def test_a_name_is_inserted_verbatim(name):
    assert fill("%1 votes for %2.", name, "Anna") == f"{name} votes for Anna."
    assert fill("%1 votes for %2.", "Anna", name) == f"Anna votes for {name}."
    assert fill("%2, then %1", name, name) == f"{name}, then {name}"


def test_each_placeholder_is_filled_once_in_any_order():
    assert fill("%1 votes for %2.", "%2", "Anna") == "%2 votes for Anna."
    assert fill("%2 %1 %2", "a", "b") == "b a b"
    assert fill("%1%2", "%2", "%1") == "%2%1"


def test_unknown_placeholders_and_qt_escapes_are_left_as_they_are():
    assert fill("%1 and %3", "a") == "a and %3"
    assert fill("%0 %1", "a") == "%0 a"
    assert fill("no placeholders") == "no placeholders"
    assert fill("%1") == "%1"  # nothing to fill with
    # QString::arg has no escape: "%%" stays, and "%%1" is "%" then placeholder 1
    assert fill("100%% of %1", "x") == "100%% of x"
    assert fill("%%1", "x") == "%x"
    # "%n" belongs to QCoreApplication.translate(..., n)
    assert fill("%n vote(s) for %1", "Anna") == "%n vote(s) for Anna"


def test_ten_and_more_arguments():
    args = [f"a{i}" for i in range(1, 12)]
    assert fill("%10 %11 %1", *args) == "a10 a11 a1"
    assert fill("%12", *args) == "%12"


def test_arguments_are_strings_of_anything():
    assert fill("Seat %1 — %2", 5, None) == "Seat 5 — None"
    assert fill("%1", 2.5) == "2.5"


def test_english_plural():
    assert english_plural("1 vote(s)", 1) == "1 vote"
    assert english_plural("0 vote(s)", 0) == "0 votes"
    assert english_plural("2 голоса", 2) == "2 голоса"


# -- no placeholder is filled by hand -----------------------------------------------------

def _starts_with_placeholder(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value.startswith("%")
    if isinstance(node, ast.JoinedStr) and node.values:  # f"%{i}"
        first = node.values[0]
        return isinstance(first, ast.Constant) and str(first.value).startswith("%")
    return False


def hand_fills(source: str) -> list[int]:
    """The lines of ``source`` that fill a placeholder by hand: ``x.replace("%1", …)``,
    ``x.replace(f"%{i}", …)``, or Qt's ``x.arg(…)``."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            continue
        if node.func.attr == "replace" and node.args and _starts_with_placeholder(node.args[0]):
            lines.append(node.lineno)
        elif node.func.attr == "arg" and node.args:
            lines.append(node.lineno)
    return sorted(lines)


def test_the_finder_finds_hand_fills():
    code = ('a = t.replace("%1", x).replace(\n    "%2", y)\n'
            'b = t.replace(f"%{i}", n)\nc = t.arg(x)\n'
            'd = t.replace("(s)", "s")\ne = fill(t, x)\n"""t.replace("%1", x)"""\n')
    assert hand_fills(code) == [1, 1, 3, 4]


def test_no_placeholder_is_filled_by_hand():
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        lines = hand_fills(path.read_text(encoding="utf-8"))
        if lines:
            found[rel] = lines
    assert not found, f"fill %N with mafia_desktop.i18n.fill.fill, not by hand: {found}"


# -- reports -------------------------------------------------------------------------------

NAMES = ["x%2", "%1", "100%% sure", "<b>Vera</b>", "R&D"]


def _game() -> Game:
    roles = [Role.CIVILIAN, Role.CIVILIAN, Role.CIVILIAN, Role.GODFATHER, Role.DOCTOR]
    setup = make_setup([(i + 1, n, r) for i, (n, r) in enumerate(zip(NAMES, roles))],
                       ruleset_from("table"), rng_seed=1)
    g = Game(setup)
    for a in (Nominate(1, 2), Nominate(2, 1), OpenVote(), Vote(1, 2), Vote(2, 1), Vote(3, 2),
              CloseVote(), EndDay()):
        g.push(a)
    return g


def _sentences(translate) -> list[str]:
    return [fill(translate("Report", "%1 nominates %2."), "x%2", "%1"),
            fill(translate("Report", "%1 nominates %2."), "%1", "x%2"),
            fill(translate("Report", "%1 votes for %2."), "x%2", "%1"),
            fill(translate("Report", "%1 votes for %2."), "%1", "x%2"),
            fill(translate("Report", "%1 votes for %2."), "100%% sure", "%1")]


def test_report_names_with_placeholders_stay_intact(tmp_path, no_translators):
    text = html_text(export_game(_game(), "html", tmp_path / "r.html", lang="en")
                     .read_text(encoding="utf-8"))
    assert "x%2 nominates %1." in text and "%1 nominates x%2." in text
    assert "x%2 votes for %1." in text and "100%% sure votes for %1." in text
    for sentence in _sentences(QCoreApplication.translate):
        assert sentence in text
    for name in NAMES:
        assert name in text
    assert "x%1" not in text and "xx%2" not in text


def test_russian_report_names_with_placeholders_stay_intact(tmp_path, russian):
    text = html_text(export_game(_game(), "html", tmp_path / "r.html", lang="ru")
                     .read_text(encoding="utf-8"))
    sentences = _sentences(QCoreApplication.translate)
    assert all("nominates" not in s and "votes for" not in s for s in sentences)  # Russian
    for sentence in sentences:
        assert sentence in text
    for name in NAMES:
        assert name in text
