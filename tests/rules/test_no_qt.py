"""The rules package imports nothing from Qt, storage or the UI (DESIGN.md)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import mafia_desktop.rules

RULES = Path(mafia_desktop.rules.__file__).parent


def test_rules_modules_import_only_the_standard_library_and_rules() -> None:
    for path in RULES.rglob("*.py"):
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:  # relative: inside rules
                    continue
                names = [node.module or ""]
            else:
                continue
            for name in names:
                top = name.split(".")[0]
                assert top in sys.stdlib_module_names, f"{path.name} imports {name}"


def test_importing_rules_loads_no_qt() -> None:
    code = ("import sys, mafia_desktop.rules, mafia_desktop.rules.log_format, "
            "mafia_desktop.rules.classic.random_player; "
            "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', "
            "'mafia_desktop.ui', 'mafia_desktop.storage', 'mafia_desktop.reports'))]; "
            "print(bad); sys.exit(1 if bad else 0)")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
