"""``Any`` in ``mafia_desktop/ui`` only where it is forced, listed (issue 32.3: "``Any`` in
the package down to what Qt's signatures force, listed").

Every ``Any`` annotation (``scripts/count_any.py``'s count: a parameter's, a return's, a
variable's, a ``cast``'s or a type alias's) of a ``ui`` module is in :data:`LEFT`, with
the reason it stays; a new one fails here until it is typed or listed with its reason
(``docs/development.md``, "Typed through"). Every ``ui`` module, the host window's
parts (``ui/window/``) and the Players view included; ``tests/test_no_any_outside_ui.py``
holds the other layers.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
UI = ROOT / "mafia_desktop" / "ui"

QT_COPY = ("Qt: an override repeats PySide6's own signature "
           "(QGraphicsTextItem.setDefaultTextColor takes Any among its colour types)")
QT_MODEL = "Qt: an item model's data()/headerData() return any value for any role"
EXISTENTIAL = ("the registry's families have different states and views: Python has no "
               "existential type (UiFamily[Any, Any], EndTable[Any], SceneItems[Any])")
JSON = "JSON read by key: the rules' seating figures (RoundSeating.quality.to_json())"

#: The ``Any`` annotations left, per module: how many at most, and why.
LEFT: dict[str, tuple[int, str]] = {
    "mafia_desktop/ui/club/games_view.py": (2, QT_MODEL),
    "mafia_desktop/ui/families/sport/tournament/standings_page.py": (2, QT_MODEL),
    "mafia_desktop/ui/families/__init__.py": (3, EXISTENTIAL),
    "mafia_desktop/ui/families/base.py": (3, EXISTENTIAL),
    "mafia_desktop/ui/players_screen/projector.py": (1, EXISTENTIAL),
    "mafia_desktop/ui/window/seat_text.py": (1, QT_COPY),
    "mafia_desktop/ui/families/sport/tournament/seating_words.py": (2, JSON),
}


def _count_source() -> Callable[[str], list[int]]:
    """``scripts/count_any.py``'s ``count_source`` (the script is no package)."""
    spec = importlib.util.spec_from_file_location("count_any", ROOT / "scripts" / "count_any.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    count: Callable[[str], list[int]] = module.count_source
    return count


def any_lines() -> dict[str, list[int]]:
    """The lines of the ``Any`` annotations of each ``ui`` module held here."""
    count_source = _count_source()
    found: dict[str, list[int]] = {}
    for path in sorted(UI.rglob("*.py")):
        name = path.relative_to(ROOT).as_posix()
        lines = count_source(path.read_text("utf-8"))
        if lines:
            found[name] = lines
    return found


def test_any_in_the_ui_is_only_what_is_forced() -> None:
    found = any_lines()
    over = {name: lines for name, lines in found.items()
            if len(lines) > LEFT.get(name, (0, ""))[0]}
    assert not over, ("Any annotations in mafia_desktop/ui not listed (type them, or list "
                      "them in LEFT with the reason): "
                      + "; ".join(f"{n}: lines {ls}" for n, ls in over.items()))


def test_every_listed_any_is_still_there() -> None:
    """The list says what is left: a module typed since is taken off it."""
    found = any_lines()
    stale = [name for name in LEFT if name not in found]
    assert not stale, f"typed since, take them off LEFT: {stale}"
