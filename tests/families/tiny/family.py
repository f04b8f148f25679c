"""The tiny family registered in every layer's registry beside the listed families, and
taken out again (a test family is in no list: it registers its parts by hand)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

NAME = "tiny"


def parts() -> list[tuple[Any, Any]]:
    """Each layer's registry with the tiny family's part for it (rules, storage, reports,
    words, ui)."""
    from mafia_desktop.i18n.family import WORDS_OF_FAMILIES
    from mafia_desktop.reports.family import REPORTS
    from mafia_desktop.rules.family import FAMILIES
    from mafia_desktop.storage.family import STORAGE_FAMILIES
    from mafia_desktop.ui.families import UI_FAMILIES

    from . import report, rules, storage, ui, words
    return [(FAMILIES, rules.FAMILY), (STORAGE_FAMILIES, storage.STORAGE),
            (REPORTS, report.REPORT), (WORDS_OF_FAMILIES, words.WORDS),
            (UI_FAMILIES, ui.UI)]


@contextmanager
def registered() -> Iterator[None]:
    """The tiny family in the rules, storage, reports, words and ui registries while the
    block runs (listed after the listed families: each registry lists those first)."""
    made = parts()
    for registry, part in made:
        registry.register(part)
    try:
        yield
    finally:
        for registry, _ in reversed(made):
            registry.unregister(NAME)
