"""Refresh the translations: ``python scripts/i18n.py``.

1. ``pyside6-lupdate`` reads every ``mafia_desktop/**/*.py`` and updates the Qt Linguist
   sources ``i18n/mafia_desktop_ru.ts`` (every string) and ``i18n/mafia_desktop_en.ts``
   (plural forms only: English is the source language).
2. ``pyside6-lrelease`` compiles them to ``mafia_desktop/i18n/mafia_desktop_<lang>.qm``,
   which ship with the package and the bundle.

Translate new or changed strings in Qt Linguist (``pyside6-linguist i18n/mafia_desktop_ru.ts``)
or any editor, then run this again. ``--check`` changes nothing and exits 1 when the
``.ts`` files miss strings of the sources or the ``.qm`` files are older than the ``.ts``.
"""

from __future__ import annotations

import argparse
import filecmp
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "i18n"
QM_DIR = ROOT / "mafia_desktop" / "i18n"
LANGUAGES = ("ru", "en")


def tool(name: str) -> str:
    """The path of a PySide6 tool (next to this Python, or on PATH)."""
    beside = Path(sys.executable).parent / name
    found = str(beside) if beside.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: pip install PySide6-Essentials")
    return found


def sources() -> list[str]:
    """Every Python source of the package, relative to the project (sorted)."""
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "mafia_desktop").rglob("*.py"))


def ts_path(lang: str, folder: Path = TS_DIR) -> Path:
    return folder / f"mafia_desktop_{lang}.ts"


def qm_path(lang: str, folder: Path = QM_DIR) -> Path:
    return folder / f"mafia_desktop_{lang}.qm"


def lupdate(lang: str, ts: Path) -> str:
    """Update ``ts`` from the sources; returns lupdate's report."""
    args = [tool("pyside6-lupdate"), *sources(), "-locations", "none", "-no-obsolete",
            "-source-language", "en", "-target-language", lang, "-ts", str(ts)]
    if lang == "en":
        args.insert(-2, "-pluralonly")
    result = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, check=True)
    return result.stdout + result.stderr


def lrelease(ts: Path, qm: Path) -> None:
    """Compile ``ts`` to ``qm``."""
    qm.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)],
                   cwd=ROOT, check=True, capture_output=True, text=True)


def check() -> list[str]:
    """What is out of date, without changing anything (empty: all current)."""
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        for lang in LANGUAGES:
            ts = ts_path(lang)
            if not ts.exists():
                problems.append(f"{ts.relative_to(ROOT)} is missing")
                continue
            copy = Path(tmp) / ts.name
            shutil.copy(ts, copy)
            report = lupdate(lang, copy)
            if copy.read_bytes() != ts.read_bytes():
                problems.append(f"{ts.relative_to(ROOT)} is not current with the sources "
                                f"(run scripts/i18n.py): {report.strip().splitlines()[-1]}")
            qm = Path(tmp) / f"{lang}.qm"
            lrelease(ts, qm)
            shipped = qm_path(lang)
            if not shipped.exists() or not filecmp.cmp(qm, shipped, shallow=False):
                problems.append(f"{shipped.relative_to(ROOT)} is not built from "
                                f"{ts.relative_to(ROOT)} (run scripts/i18n.py)")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if stale")
    args = parser.parse_args(argv)
    if args.check:
        problems = check()
        print("\n".join(problems) or "translations are current")
        return 1 if problems else 0
    TS_DIR.mkdir(exist_ok=True)
    for lang in LANGUAGES:
        print(lupdate(lang, ts_path(lang)).strip())
        lrelease(ts_path(lang), qm_path(lang))
        print(f"built {qm_path(lang).relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
