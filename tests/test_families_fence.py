"""Issues 21 and 32: each rules family is a unit, one folder per layer, named once.

The families are named in one list (``rules/families.py``'s ``FAMILY_NAMES``); every
layer finds its part of a family by that name (``rules/registry.py``). The fence: in a
layer, a module outside the family folders imports nothing from inside any family's
folder (of that layer or another: ``mafia_desktop.rules.sport...`` in the UI is a
crossing too), and names no family's module in a string (an ``importlib`` call). Shared
code asks the layer's registry (``rules.family_of``, ``ui_family``...), never a
family's module. A family is fenced from the line that lists it on: the family folders
are the listed names (:func:`family_folders`), and a folder with a ``family.py`` that
the list does not name is an error (it would not be fenced).

Every layer is fenced (:data:`LAYERS`; the ui's family folders are gathered in
``ui/families/``, its sport tournament in ``ui/families/sport/tournament/``).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from mafia_desktop.rules import families as listing

from . import test_layers
from .test_layers import _modules

#: A layer may gather its family folders in one sub-package of this name
#: (``ui/families/classic/``, ``ui/families/sport/``) beside its shared sub-packages.
FAMILIES = "families"

#: The fenced layers.
LAYERS = ("cli", "i18n", "reports", "rules", "storage", "ui")

#: Imports of a family's folder by a shared module, each a debt to pay (none left: the
#: Players view's tabs take their columns from each family's storage part, issue 32).
SHARED_DEBTS: dict[str, list[str]] = {}


def package() -> Path:
    """The package's folder (``tests/test_layers.py``'s, which a test may point elsewhere)."""
    return test_layers.PACKAGE


def family_folders() -> tuple[str, ...]:
    """The family folders' names (the same in every layer): THE list, read at each call."""
    return listing.FAMILY_NAMES


#: Imports between two families' folders (``from`` -> ``to``), each a debt to pay:
#: sport's balance lab counts its games with the classic lab's ``Estimate`` (the shared
#: statistics are to move out of ``classic/balance/``).
CROSS_FAMILY: set[tuple[str, str]] = {
    # the sport balance command borrows the club's statistics and the model's stated
    # assumption from the classic balance lab (to move to a shared statistics module)
    ("cli/sport/balance.py", "mafia_desktop.cli.classic.balance"),
    ("cli/sport/balance.py", "mafia_desktop.rules.classic.balance"),
    ("rules/sport/balance.py", "mafia_desktop.rules.classic.balance.estimate"),
}


def _family_module(name: str) -> str | None:
    """The family folder ``name`` is in or is (``mafia_desktop.<layer>.<family>``), or
    ``None``."""
    parts = name.split(".")
    folders = family_folders()
    if len(parts) < 3 or parts[0] != "mafia_desktop":
        return None
    if parts[2] in folders:
        return ".".join(parts[:3])
    if parts[2] == FAMILIES and len(parts) >= 4 and parts[3] in folders:
        return ".".join(parts[:4])
    return None


def _own_family(path: Path) -> str | None:
    """The family folder a source file is in (``mafia_desktop.rules.sport``), or ``None``."""
    parts = path.relative_to(package()).parts
    folders = family_folders()
    if len(parts) >= 3 and parts[1] in folders:
        return f"mafia_desktop.{parts[0]}.{parts[1]}"
    if len(parts) >= 4 and parts[1] == FAMILIES and parts[2] in folders:
        return f"mafia_desktop.{parts[0]}.{FAMILIES}.{parts[2]}"
    return None


def _dotted(path: Path) -> str:
    inside = path.relative_to(package()).with_suffix("").parts
    if inside[-1] == "__init__":
        inside = inside[:-1]
    return ".".join(("mafia_desktop", *inside))


#: A family module named in a string (``importlib.import_module("mafia_desktop.…")``).
DOTTED = re.compile(r"mafia_desktop(?:\.\w+)+")


def _named_in_strings(path: Path) -> set[str]:
    """The modules named in ``path``'s string constants (docstrings left out)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = {id(node.body[0].value) for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef,
                                 ast.AsyncFunctionDef))
            and node.body and isinstance(node.body[0], ast.Expr)}
    return {m for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in docs for m in DOTTED.findall(node.value)}


def crossings(layer: str) -> dict[str, list[str]]:
    """The modules of ``layer`` outside the family folders that import from inside one
    or name one in a string: module path -> the family modules it names."""
    found: dict[str, list[str]] = {}
    for path in sorted((package() / layer).rglob("*.py")):
        if _own_family(path) is not None:
            continue
        named = _modules(path) | _named_in_strings(path)
        inside = sorted({m for m in named if _family_module(m) is not None})
        if inside:
            found[str(path.relative_to(package()))] = inside
    return found


def _fenced(layer: str) -> dict[str, list[str]]:
    found = crossings(layer)
    for path, modules in SHARED_DEBTS.items():
        if found.get(path) == modules:
            del found[path]
    return found


@pytest.mark.parametrize("layer", LAYERS)
def test_shared_code_imports_no_family_folder(layer: str) -> None:
    assert _fenced(layer) == {}


def test_the_debts_are_still_owed() -> None:
    """A paid debt is taken off :data:`SHARED_DEBTS` (the fence holds it from then on)."""
    owed = {path: mods for layer in LAYERS for path, mods in crossings(layer).items()}
    assert {p: owed.get(p) for p in SHARED_DEBTS} == SHARED_DEBTS


def folders_with_a_family_py() -> dict[str, set[str]]:
    """Each layer -> the names of its sub-folders holding a ``family.py`` (the ui's under
    ``ui/families/``): the family folders there are, listed or not."""
    out: dict[str, set[str]] = {}
    for layer in LAYERS:
        where = package() / layer
        if (where / FAMILIES).is_dir():
            where = where / FAMILIES
        out[layer] = {p.parent.name for p in where.glob("*/family.py")}
    return out


def test_every_family_folder_is_listed_and_every_listed_family_has_its_folders() -> None:
    """A folder with a ``family.py`` the list does not name is not fenced (and not found
    by the registries); a listed family needs its part in every layer."""
    listed = set(family_folders())
    assert {layer: names for layer, names in folders_with_a_family_py().items()
            if names != listed} == {}


def test_a_family_folder_imports_no_other_family() -> None:
    """A family's folder imports no other family's folder (but :data:`CROSS_FAMILY`)."""
    found = set()
    for path in sorted(package().rglob("*.py")):
        own = _own_family(path)
        if own is None:
            continue
        for name in _modules(path):
            other = _family_module(name)
            if other is not None and other.rsplit(".", 1)[1] != own.rsplit(".", 1)[1]:
                found.add((str(path.relative_to(package())), name))
    # ``from X import a, b`` is seen as X, X.a and X.b: keep X (per importing file)
    assert {(p, m) for p, m in found
            if (p, m.rsplit(".", 1)[0]) not in found} == CROSS_FAMILY
