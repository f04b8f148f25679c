"""DESIGN.md: imports go one way, ``ui -> reports -> storage -> rules``, and ``i18n`` sits
below ``reports`` and ``ui`` importing nothing of the project (only ``PySide6.QtCore``); a
lower layer never imports an upper one (not even lazily, inside a function)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import mafia_desktop

PACKAGE = Path(mafia_desktop.__file__).parent
#: What each layer may import from the project (besides itself).
ALLOWED = {
    "rules": set(),
    "i18n": set(),
    "storage": {"rules", "cli"},           # cli: print_json in the sub-commands
    "reports": {"rules", "storage", "i18n", "cli"},
}


def _imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        else:
            continue
        for name in names:
            parts = name.split(".")
            if parts[0] == "mafia_desktop" and len(parts) > 1:
                found.add(parts[1])
    return found


@pytest.mark.parametrize("layer", sorted(ALLOWED))
def test_lower_layers_never_import_upper_ones(layer: str) -> None:
    for path in sorted((PACKAGE / layer).rglob("*.py")):
        wrong = _imports(path) - ALLOWED[layer] - {layer}
        assert not wrong, f"{path.relative_to(PACKAGE)} imports {sorted(wrong)}"


def test_i18n_imports_only_qtcore_of_qt() -> None:
    """The i18n package serves reports as well as the windows: no widgets, no GUI."""
    for path in sorted((PACKAGE / "i18n").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            else:
                continue
            qt = [n for n in names if n.startswith("PySide6")]
            assert all(n == "PySide6.QtCore" for n in qt), f"{path.name} imports {qt}"
