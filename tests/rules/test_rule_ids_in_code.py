"""Every rule ID of RULES.md is named in the code that enforces it: one grep over
``mafia_desktop/rules/*.py`` and ``rules/classic/`` finds each (a check's refusal, a
docstring or a comment at the place the rule is applied)."""

from __future__ import annotations

import re
from pathlib import Path

import mafia_desktop.rules

from ..conftest import SHARED

RULES_DIR = Path(mafia_desktop.rules.__file__).parent


def test_every_rule_id_of_rules_md_is_named_in_the_rules_package() -> None:
    ids = re.findall(r"\*\*(R-[A-Z]+-\d+)\*\*", (SHARED / "RULES.md").read_text("utf-8"))
    assert len(ids) >= 40
    code = "\n".join(p.read_text("utf-8") for p in sorted(
        [*RULES_DIR.glob("*.py"), *(RULES_DIR / "classic").rglob("*.py")]))
    missing = [rule for rule in ids if not re.search(re.escape(rule) + r"(?!\d)", code)]
    assert missing == []


def test_every_rule_id_of_rules_sport_md_is_named_in_the_sport_package() -> None:
    ids = re.findall(r"\*\*(S-[A-Z0-9]+-\d+)\*\*",
                     (SHARED / "RULES_SPORT.md").read_text("utf-8"))
    assert len(ids) >= 30
    code = "\n".join(p.read_text("utf-8") for p in sorted((RULES_DIR / "sport").rglob("*.py")))
    missing = [rule for rule in ids if not re.search(re.escape(rule) + r"(?!\d)", code)]
    assert missing == []
