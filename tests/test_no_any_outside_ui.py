"""No ``Any`` annotation outside ``ui/`` but the ones listed (issue 32 point 3; the list and
each one's reason: ``docs/development.md``, "No `Any` outside `ui/`").

The count is ``scripts/count_any.py``'s (a parameter's, a return's, a variable's
annotation, a ``cast``'s type or a type alias naming ``Any``). A new one in the rules,
storage, reports, cli or i18n layers fails here with its file and line: type it
(``rules/json_types.py`` for JSON, ``storage/sql_types.py`` for SQLite values, a
family's ``Any*`` protocol, ``object`` for a value only passed on), or add it below with
its reason in the docs.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Iterable
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent

#: The layers held here (``ui/`` is typed by its own work: Qt's signatures).
LAYERS = ("rules", "storage", "reports", "cli", "i18n")

#: The ``Any`` annotations left on purpose, per file (the docs say why).
ALLOWED = {
    "mafia_desktop/rules/classic/checks.py": 1,    # CHECKS: a table by action class
    "mafia_desktop/rules/classic/engine.py": 1,    # _BUILDERS: a table by action class
    "mafia_desktop/rules/sport/checks.py": 1,      # CHECKS
    "mafia_desktop/rules/sport/engine.py": 1,      # _BUILDERS
    "mafia_desktop/reports/walk.py": 1,            # Extract: a family's own actions
    "mafia_desktop/storage/repository.py": 1,      # _read: sqlite3's rows
    "mafia_desktop/storage/parts.py": 1,           # _read, declared for the parts
    "mafia_desktop/storage/connection.py": 2,      # sqlite3.connect's arguments, forwarded
    "mafia_desktop/storage/rows.py": 1,            # PlayerStats(**filled)
    "mafia_desktop/cli/sport/tournament/referee.py": 3,  # argparse's overloads
}


def _count_any() -> ModuleType:
    spec = importlib.util.spec_from_file_location("count_any", ROOT / "scripts" / "count_any.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def excess(sources: Iterable[tuple[str, str]]) -> list[str]:
    """``file:line  text`` of every ``Any`` annotation of the held layers beyond
    :data:`ALLOWED` (a file with more than its allowance lists all of its own)."""
    counter = _count_any()
    out: list[str] = []
    for name, text in sources:
        parts = name.split("/")
        if len(parts) < 3 or parts[1] not in LAYERS:
            continue
        lines = counter.count_source(text)
        if len(lines) > ALLOWED.get(name, 0):
            source = text.splitlines()
            out += [f"{name}:{n}  {source[n - 1].strip()}" for n in lines]
    return out


def test_no_new_any_outside_ui() -> None:
    found = excess(_count_any().sources(None))
    assert not found, ("Any annotations outside ui/ (type them, or list them with a reason "
                       "in docs/development.md and ALLOWED):\n" + "\n".join(found))


def test_the_check_finds_an_any() -> None:
    text = ("from typing import Any\n\n"
            "def f(x: Any) -> dict[str, Any]:\n    return {}\n")
    # two annotations on the line: the parameter's and the return's
    assert excess([("mafia_desktop/storage/new.py", text)]) == [
        "mafia_desktop/storage/new.py:3  def f(x: Any) -> dict[str, Any]:"] * 2
    assert excess([("mafia_desktop/ui/new.py", text)]) == []
