"""No module of the program over 500 lines (issue 32.5): a module that grows past the cap is
split by what it does (one job per module), not by line count alone
(``docs/development.md``)."""

from __future__ import annotations

from pathlib import Path

import mafia_desktop

PACKAGE = Path(mafia_desktop.__file__).parent
#: The most lines a module of ``mafia_desktop/`` may have.
MAX_LINES = 500


def oversized(root: Path = PACKAGE, cap: int = MAX_LINES) -> list[tuple[str, int]]:
    """Every ``.py`` file under ``root`` with more than ``cap`` lines, as (its path relative
    to ``root``'s parent, its number of lines), largest first."""
    found = []
    for path in root.rglob("*.py"):
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > cap:
            found.append((str(path.relative_to(root.parent)), lines))
    return sorted(found, key=lambda item: (-item[1], item[0]))


def test_no_module_over_the_cap() -> None:
    offenders = oversized()
    assert not offenders, (
        f"modules over {MAX_LINES} lines (split each by what it does): "
        + ", ".join(f"{path} ({lines})" for path, lines in offenders))


def test_the_cap_is_checked(tmp_path: Path) -> None:
    """The check sees a module one line over the cap, and only it."""
    package = tmp_path / "pkg"
    (package / "sub").mkdir(parents=True)
    (package / "sub" / "big.py").write_text("x = 1\n" * (MAX_LINES + 1), encoding="utf-8")
    (package / "small.py").write_text("x = 1\n" * MAX_LINES, encoding="utf-8")
    assert oversized(package) == [("pkg/sub/big.py", MAX_LINES + 1)]
