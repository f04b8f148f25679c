"""The typed ``QT_TRANSLATE_NOOP``: every module marks its translatable strings with this one.

PySide6's own ``QT_TRANSLATE_NOOP`` is typed ``(object, object) -> object`` in its stubs,
so every table of marked strings read as ``object`` to mypy. This one is the same no-op,
typed ``str -> str``, and needs no Qt (pure modules such as ``ui/window/timer_policy.py``
use it too).

``pyside6-lupdate`` finds the strings by the call's name, ``QT_TRANSLATE_NOOP(context,
source)``, whatever module the name comes from: keep the name (no alias on import) and keep
both arguments string literals, or lupdate no longer sees the string.
"""

from __future__ import annotations

__all__ = ["QT_TRANSLATE_NOOP"]


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:
    """Mark ``source`` for translation in ``context`` and return it unchanged.

    The string is translated where it is shown:
    ``QCoreApplication.translate(context, source)``."""
    return source
