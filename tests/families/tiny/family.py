"""The tiny family registered in every layer's registry, and taken out again: the only
"registrations" a family needs (``docs/architecture.md``, "add a family")."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

NAME = "tiny"


@contextmanager
def registered() -> Iterator[None]:
    """The tiny family in the rules, storage, reports, words and ui registries while the
    block runs (the real families stay registered: each registry loads them first)."""
    from mafia_desktop.i18n import family as words
    from mafia_desktop.i18n.family import all_words
    from mafia_desktop.reports import families as _reports  # noqa: F401
    from mafia_desktop.reports import family as reports
    from mafia_desktop.rules import family as rules
    from mafia_desktop.storage import families as _storage  # noqa: F401
    from mafia_desktop.storage import family as storage
    from mafia_desktop.ui import families as ui
    from mafia_desktop.ui.families import all_ui_families

    from . import report
    from . import rules as tiny_rules
    from . import storage as tiny_storage
    from . import ui as tiny_ui
    from . import words as tiny_words

    all_words()
    all_ui_families()  # the real ones first: the tiny family is the last one listed
    rules.register(tiny_rules.FAMILY)
    storage.register(tiny_storage.STORAGE)
    reports.register(report.REPORT)
    words.register(tiny_words.WORDS)
    ui.register_ui(tiny_ui.UI)
    try:
        yield
    finally:
        ui.unregister_ui(NAME)
        words.unregister(NAME)
        reports.unregister(NAME)
        storage.unregister(NAME)
        rules.unregister(NAME)
