"""Helpers for the report tests: PDF text, small games built by hand."""
from __future__ import annotations

import shutil
import subprocess
import unicodedata
from pathlib import Path

import pytest

from mafia_desktop.rules import Game
from mafia_desktop.rules.classic import Role, make_setup, ruleset_from


def pdf_text(path: Path) -> str:
    """The text of a PDF (NFKC, so ligatures such as "ﬁ" read as "fi"; the invisible
    direction isolates around names dropped); skips the test when neither pdftotext nor
    PySide6.QtPdf is available."""
    if shutil.which("pdftotext"):
        out = subprocess.run(["pdftotext", "-enc", "UTF-8", str(path), "-"],
                             check=True, capture_output=True).stdout.decode("utf-8")
    else:
        try:
            from PySide6.QtPdf import QPdfDocument
        except ImportError:
            pytest.skip("neither pdftotext nor PySide6.QtPdf is available to read the PDF")
        doc = QPdfDocument()
        doc.load(str(path))
        out = "\n".join(doc.getAllText(i).text() for i in range(doc.pageCount()))
    return " ".join(unicodedata.normalize("NFKC", without_isolates(out)).split())


def without_isolates(text: str) -> str:
    """``text`` without U+2068/U+2069, the invisible direction isolates that
    ``i18n.fill.isolate`` puts around every name in a sentence."""
    return text.replace("\u2068", "").replace("\u2069", "")


def html_text(html: str) -> str:
    """The visible text of an HTML page (tags dropped, entities decoded, spaces joined,
    the invisible direction isolates dropped)."""
    import html as html_module
    import re

    body = re.sub(r"<style.*?</style>|<title>.*?</title>", " ", html, flags=re.S)
    return " ".join(without_isolates(html_module.unescape(re.sub(r"<[^>]+>", " ", body))).split())


def game_of(roles: list[tuple[str, Role]], preset: str = "table", **options) -> Game:
    """A game with players seated in the order given."""
    setup = make_setup([(i + 1, name, role) for i, (name, role) in enumerate(roles)],
                       ruleset_from(preset, options), rng_seed=11)
    return Game(setup)


NINE = [("Anna", Role.GODFATHER), ("Boris", Role.MAFIOSO), ("Vera", Role.COMMISSAR),
         ("Gleb", Role.DOCTOR), ("Dasha", Role.CIVILIAN), ("Egor", Role.MANIAC),
         ("Zoya", Role.CIVILIAN), ("Ilya", Role.CIVILIAN), ("Kira", Role.JOURNALIST)]
