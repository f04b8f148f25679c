"""The report tests share pytest-qt's QApplication, so that a QGuiApplication made by the
export code never takes the place of the QApplication the UI tests need."""
from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _app(qapp):
    return qapp
