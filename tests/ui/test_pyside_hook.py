"""PySide6's import check answered from the file, nothing kept (ui/pyside_hook.py)."""

from __future__ import annotations

import linecache
import sys
from types import ModuleType

from mafia_desktop.ui import pyside_hook


def module_from(path, text: str) -> ModuleType:
    path.write_text(text)
    module = ModuleType("probe_module")
    module.__file__ = str(path)
    return module


def test_a_file_naming_pyside6_uses_it_and_one_that_does_not_does_not(tmp_path):
    asked: list[ModuleType] = []
    uses = module_from(tmp_path / "uses.py", "from PySide6.QtCore import Qt\n")
    plain = module_from(tmp_path / "plain.py", "import os\n")
    assert pyside_hook.uses_pyside(uses, asked.append) is True
    assert pyside_hook.uses_pyside(plain, asked.append) is False
    assert asked == []  # both answered from the file
    assert str(tmp_path / "uses.py") not in linecache.cache


def test_a_module_without_a_source_file_goes_to_pyside6s_own_check(tmp_path):
    builtin = sys.modules["sys"]
    assert pyside_hook.uses_pyside(builtin, lambda m: m is builtin) is True
    gone = ModuleType("gone")
    gone.__file__ = str(tmp_path / "gone.py")  # never written
    assert pyside_hook.uses_pyside(gone, lambda m: False) is False
    assert pyside_hook.uses_pyside(gone) is False


def test_the_check_is_put_in_place_once_and_answers_like_pysides(tmp_path, monkeypatch):
    feature = sys.modules["PySide6.support.feature"]
    own = feature._mod_uses_pyside
    monkeypatch.setattr(feature, "_mod_uses_pyside", own)  # restored after the test
    if own.__module__ == pyside_hook.__name__:  # already in place (a window test ran)
        return
    assert pyside_hook.lean_feature_check() is True
    check = feature._mod_uses_pyside
    assert check is not own and check.__module__ == pyside_hook.__name__
    assert pyside_hook.lean_feature_check() is True and feature._mod_uses_pyside is check
    for text in ("import PySide6\n", "x = 1\n"):
        module = module_from(tmp_path / "m.py", text)
        assert check(module) == own(module)
