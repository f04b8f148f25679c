"""Issue 21 in the ui layer: every rules family has its UI, found by the family's name
(``ui/families/<name>/family.py``'s ``UI``, through ``UI_FAMILIES``), and the shared UI
never asks which family it holds."""

from __future__ import annotations

import ast
import re
import typing
from pathlib import Path

import mafia_desktop.ui as ui_package
from mafia_desktop.rules import family_names
from mafia_desktop.rules.families import FAMILY_NAMES
from mafia_desktop.ui.families import UiFamily, all_ui_families, ui_family

UI = Path(ui_package.__file__).parent

#: How shared code used to ask which family it held (issue 21's list).
NAMES = "|".join(FAMILY_NAMES)
ASKING = (re.compile(r"""family(_name)?\([^)]*\)\s*[!=]=\s*["'](""" + NAMES + """)["']"""),
          re.compile(r"""\.family\s*[!=]=\s*["'](""" + NAMES + """)["']"""),
          re.compile(r"isinstance\([^)]*Sport"),
          re.compile(r"""hasattr\([^)]*["']roles["']"""))


def test_every_rules_family_has_its_ui_registered_in_the_same_order() -> None:
    assert tuple(f.name for f in all_ui_families()) == family_names()
    for name in family_names():
        assert ui_family(name).name == name


def test_the_ui_family_protocol_holds_no_untyped_callable() -> None:
    """The protocol's members are methods and typed properties: no ``Callable[..., Any]``
    field."""
    hints = typing.get_type_hints(UiFamily)
    assert not any("Callable" in str(h) for h in hints.values()), hints


def test_shared_ui_code_never_asks_which_family_it_holds() -> None:
    found = []
    for path in sorted(UI.rglob("*.py")):
        if "families" in path.relative_to(UI).parts[:1] and path.parent != UI / "families":
            continue  # inside a family's folder: its own business
        text = path.read_text(encoding="utf-8")
        tree = ast.parse(text)
        for node in ast.walk(tree):  # docstrings may quote the old ways
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) \
                    and isinstance(node.value.value, str):
                text = text.replace(node.value.value, "")
        found += [f"{path.relative_to(UI)}: {m.group(0)}" for rx in ASKING
                  for m in rx.finditer(text)]
    assert found == []
