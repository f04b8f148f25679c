"""DESIGN.md: imports go one way, ``cli -> ui -> reports -> storage -> rules``, and ``i18n``
sits below ``reports`` and ``ui`` importing only ``rules`` (and ``PySide6.QtCore``);
a lower layer never imports an upper one (not even lazily, inside a function)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import mafia_desktop

PACKAGE = Path(mafia_desktop.__file__).parent
#: What each layer may import from the project (besides itself).
ALLOWED = {
    "rules": set(),
    "i18n": {"rules"},                     # refusals: the engine's error type
    "storage": {"rules"},
    "reports": {"rules", "storage", "i18n"},
}


def _modules(path: Path) -> set[str]:
    """Every module ``path`` imports (anywhere in it), relative imports made absolute;
    ``from X import Y`` counts as ``X`` and ``X.Y``."""
    package = ".".join(("mafia_desktop", *path.relative_to(PACKAGE).parent.parts))
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = package.split(".")
            if node.level:
                base = base[:len(base) - node.level + 1]
            else:
                base = []
            module = ".".join([*base, *([node.module] if node.module else [])])
            found.add(module)
            found.update(f"{module}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
    return found


def _imports(path: Path) -> set[str]:
    found = set()
    for name in _modules(path):
        parts = name.split(".")
        if parts[0] == "mafia_desktop" and len(parts) > 1:
            found.add(parts[1])
    return found


@pytest.mark.parametrize("layer", sorted(ALLOWED))
def test_lower_layers_never_import_upper_ones(layer: str) -> None:
    for path in sorted((PACKAGE / layer).rglob("*.py")):
        wrong = _imports(path) - ALLOWED[layer] - {layer}
        assert not wrong, f"{path.relative_to(PACKAGE)} imports {sorted(wrong)}"


def test_nothing_below_the_command_line_imports_it() -> None:
    """``mafia_desktop.cli`` is the top layer: only itself and the ``python -m`` entry
    point (``__main__.py``) import it; ui, reports, storage, rules, the self-test never."""
    importers = []
    for path in sorted(PACKAGE.rglob("*.py")):
        inside = path.relative_to(PACKAGE).parts
        if inside[0] in ("cli", "__main__.py"):
            continue
        if any(m == "mafia_desktop.cli" or m.startswith("mafia_desktop.cli.")
               for m in _modules(path)):
            importers.append(str(path.relative_to(PACKAGE)))
    assert importers == []
    assert (PACKAGE / "cli" / "__init__.py").is_file() and not (PACKAGE / "cli.py").exists()


def test_relative_imports_are_seen() -> None:
    """The check above reads ``from ..cli import x`` as an import of mafia_desktop.cli."""
    assert "mafia_desktop.rules.errors" in _modules(PACKAGE / "rules" / "log_format.py")
    assert "mafia_desktop.cli.output" in _modules(PACKAGE / "cli" / "replay.py")


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
