"""Pseudo-translation: every text lengthened and accented, to check the layouts.

Set ``MAFIA_DESKTOP_PSEUDO=1`` before starting the program (``MAFIA_DESKTOP_PSEUDO=1
mafia-desktop``): :func:`~.language.load_translators` then installs a
:class:`PseudoTranslator` over the chosen language, and every text Qt translates comes
out like ``[Ŏpēn thē vōtē ~~~~~~]``: the brackets show where a text was cut short, the
accents where a font lacks a letter, and the tildes (about 40 % of the text's length)
where a longer language would not fit. Russian runs about 30 % longer than English.

What a text needs to work is kept as it is: the placeholders ``%1``..``%99``, ``%n`` and
``%Ln``, ``%%``, ``&&``, the ``&`` accelerator with its letter (so the shortcut key does
not change), HTML tags and entities, and the English plural marker "(s)".

Only ``PySide6.QtCore`` is imported.
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Iterable, Mapping

from PySide6.QtCore import QObject, QTranslator

#: The environment variable that turns the pseudo-translation on ("1", "yes", "true").
PSEUDO_ENV = "MAFIA_DESKTOP_PSEUDO"

#: The share of a text's length added as tildes.
GROWTH = 0.4

#: Kept verbatim: placeholders, escapes, accelerators, markup, the "(s)" plural marker.
_KEEP = re.compile(r"%L?n|%\d+|%%|&&|&#?\w+;|&.|<[^>]*>|\(s\)", re.S)
_ACCENTS = str.maketrans("aeiouyAEIOUY", "āēīōūýĀĒĪŎŪÝ")


def pseudo_enabled(environ: Mapping[str, str] | None = None) -> bool:
    """Whether :data:`PSEUDO_ENV` asks for the pseudo-translation ("1", "true", "yes",
    "on"; anything else, or unset, is off)."""
    value = (os.environ if environ is None else environ).get(PSEUDO_ENV, "")
    return value.strip().lower() in ("1", "true", "yes", "on")


def pseudo(text: str) -> str:
    """``text`` accented, bracketed and lengthened by about :data:`GROWTH` of its length
    with tildes; placeholders, ``&`` accelerators and markup untouched ("" stays "").

    >>> pseudo("Open the vote")
    '[Ŏpēn thē vōtē ~~~~~~]'
    >>> pseudo("%1 votes for %2 (&Enter)")
    '[%1 vōtēs fōr %2 (&Entēr) ~~~~~~~~~~]'
    """
    if not text:
        return text
    out, pos = [], 0
    for match in _KEEP.finditer(text):
        out.append(text[pos:match.start()].translate(_ACCENTS))
        out.append(match.group(0))
        pos = match.end()
    out.append(text[pos:].translate(_ACCENTS))
    return "[" + "".join(out) + " " + "~" * max(1, math.ceil(len(text) * GROWTH)) + "]"


class PseudoTranslator(QTranslator):
    """A translator that answers every text with :func:`pseudo` of its current
    translation (from ``inner``, the translators installed before it, the last first,
    as Qt asks them) or, when none has one, of the source. ``%n`` plurals work: the
    inner translator picks the form, Qt fills ``%n`` in the lengthened text.

    Install it last (Qt asks the last installed translator first); keep it referenced
    while it is installed."""

    def __init__(self, inner: Iterable[QTranslator] = (), parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._inner = list(inner)

    def translate(self, context: str, sourceText: str,
                  disambiguation: str | None = None, n: int = -1) -> str:
        """The pseudo-translation of ``sourceText`` in ``context`` ("" for "")."""
        if not sourceText:
            return ""
        for translator in reversed(self._inner):
            found = translator.translate(context, sourceText, disambiguation, n)
            if found:
                return pseudo(found)
        return pseudo(sourceText)

    def isEmpty(self) -> bool:
        """Never empty: every text has a pseudo-translation."""
        return False


__all__ = ["PSEUDO_ENV", "GROWTH", "pseudo_enabled", "pseudo", "PseudoTranslator"]
