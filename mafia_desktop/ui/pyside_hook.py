"""PySide6's import hook, made to read each module's file once instead of keeping it.

PySide6 asks of every module imported after it whether its source names "PySide6" (its
``__feature__`` switch, ``_mod_uses_pyside``), through ``inspect.getsource``: the
whole file is read, split into lines and kept in ``linecache`` for the life of the
process (several MiB of RSS in a game, issue 22 point 5, and the pages are not given
back when the cache is cleared later). :func:`lean_feature_check` puts in a check that
gives the same answer from the file's bytes, read and let go. Modules without a ``.py``
file go to PySide6's own check. The program uses no ``__feature__``; the answer is kept
the same anyway.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType


def uses_pyside(module: ModuleType, fallback: Callable[[ModuleType], object] | None = None) -> bool:
    """Whether ``module``'s source file names "PySide6" (PySide6's own question),
    reading the file without keeping it. A module without a ``.py`` file, or one that
    cannot be read, is asked of ``fallback`` (PySide6's check), else False."""
    path = getattr(module, "__file__", None)
    if isinstance(path, str) and path.endswith(".py"):
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            pass
    return bool(fallback(module)) if fallback is not None else False


def lean_feature_check() -> bool:
    """Put :func:`uses_pyside` in place of PySide6's check (once; PySide6 imported
    first). False when PySide6 has no such check (another version): nothing changed."""
    import PySide6  # noqa: F401  (its import hook and feature module)

    feature = sys.modules.get("PySide6.support.feature")
    own = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or own is None:
        return False
    if getattr(own, "__module__", None) == __name__:
        return True
    fallback = own

    def check(module: ModuleType) -> bool:
        return uses_pyside(module, fallback)

    check.__module__ = __name__
    feature._mod_uses_pyside = check  # type: ignore[attr-defined]
    return True
