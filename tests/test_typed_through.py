"""Issue 32 point 3, "typed through": a family's panel, controller and UI part are typed
over the family's state and public view, so ``mypy --strict`` catches a typo
(``state.victimm``) or another family's state. ``tests/typing/typo_cases.py`` holds the
typos, each with a ``# type: ignore[...]`` that ``warn_unused_ignores`` requires to be
needed; this test runs mypy on it as it is (clean) and with the ignores taken out (each
typo an error)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

api = pytest.importorskip("mypy.api", reason="mypy is not installed")

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT / "tests" / "typing" / "typo_cases.py"


def _mypy(path: Path) -> tuple[str, int]:
    out, err, status = api.run(["--strict", "--follow-imports=silent",
                                "--no-error-summary", str(path)])
    return out + err, status


def test_the_typos_in_a_familys_parts_fail_mypy_strict(tmp_path: Path) -> None:
    out, status = _mypy(CASES)
    assert status == 0, out
    text = CASES.read_text("utf-8")
    bare = tmp_path / "typo_cases_bare.py"
    bare.write_text(re.sub(r"  # type: ignore\[[a-z-]+\]", "", text), "utf-8")
    out, status = _mypy(bare)
    errors = [line for line in out.splitlines() if ": error:" in line]
    expected = int(re.search(r"EXPECTED_ERRORS = (\d+)", text).group(1))  # type: ignore[union-attr]
    assert status == 1 and len(errors) == expected, out
    assert sum("victimm" in e for e in errors) == 3, out
