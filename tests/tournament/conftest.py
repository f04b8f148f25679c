"""The tournament tests write PDFs (results, protocols), which need a Qt GUI application:
pytest-qt's QApplication is made first, so a later widget test in the same run finds a
QApplication and not a bare QGuiApplication (Qt would abort)."""
from __future__ import annotations

from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True)
def _qt_application_first(qapp: object) -> Iterator[None]:
    yield
