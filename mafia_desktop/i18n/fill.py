"""One placeholder filler for every translated text: ``fill("%1 votes for %2.", a, b)``.

Translated texts carry Qt's numbered placeholders ``%1``, ``%2``, … (the translator may
reorder them). :func:`fill` replaces them all in ONE pass, so an argument is inserted
verbatim and never scanned again: a player named ``x%2`` stays ``x%2``, where chained
``str.replace("%1", …).replace("%2", …)`` would replace that ``%2`` too.

Qt's conventions, which :func:`fill` follows:

- ``QString::arg`` has no escape: ``%%`` is not a placeholder and stays ``%%`` (and
  ``%%1`` is a ``%`` followed by placeholder 1, as in Qt).
- A placeholder with no argument (``%3`` given two arguments, or ``%0``) is left as is.
- ``%n`` (and ``%Ln``) is not filled here: it is the count of a plural message, which
  ``QCoreApplication.translate(context, text, None, n)`` / ``QObject.tr(text, "", n)``
  fills while choosing the plural form. :func:`english_plural` finishes such a message
  when no translation is installed.

Only the standard library is imported.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

_PLACEHOLDER = re.compile(r"%(\d+)")


def fill(template: str, *args: object) -> str:
    """``template`` with ``%1``..``%N`` replaced by ``str(args[0])``..``str(args[N-1])``
    in one pass (an argument's own ``%2``, ``%%``, ``<b>`` or ``&`` is kept verbatim).

    >>> fill("%1 votes for %2.", "x%2", "Anna")
    'x%2 votes for Anna.'
    >>> fill("%2, then %1; %3 and 100%%", "a", "b")
    'b, then a; %3 and 100%%'
    """
    if not args:
        return template

    def arg(match: re.Match[str]) -> str:
        index = int(match.group(1))
        return str(args[index - 1]) if 0 < index <= len(args) else match.group(0)

    return _PLACEHOLDER.sub(arg, template)


#: U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE (Unicode bidi, UAX #9).
FSI, PDI = "\u2068", "\u2069"


def isolate(name: object) -> str:
    r"""``str(name)`` wrapped in FSI … PDI, for putting a player's name (or any typed
    text) inside a sentence: the name's own direction (a Hebrew or Arabic name reads
    right to left) is worked out from its first strong letter and kept inside, so it
    neither reorders the words around it nor takes the sentence's punctuation with it.
    The isolates are invisible; HTML, Qt's text layout and PDF text drop them on display.

    >>> isolate("Anna")
    '\u2068Anna\u2069'
    >>> fill("%1 votes for %2.", isolate("\u05d3\u05e0\u05d4"), isolate("Anna"))
    '\u2068\u05d3\u05e0\u05d4\u2069 votes for \u2068Anna\u2069.'
    """
    return f"{FSI}{name}{PDI}"


#: The embedding marks (UAX #9): LEFT-TO-RIGHT EMBEDDING, RIGHT-TO-LEFT EMBEDDING, POP
#: DIRECTIONAL FORMATTING.
LRE, RLE, PDF = "\u202a", "\u202b", "\u202c"
_LRI, _RLI = "\u2066", "\u2067"


def _first_strong(text: str, start: int) -> str:
    """``L`` or ``R`` for the first strong letter of the isolate opened at ``start - 1``
    (nested isolates skipped), ``L`` when there is none."""
    depth = 0
    for ch in text[start:]:
        if ch in (FSI, _LRI, _RLI):
            depth += 1
        elif ch == PDI:
            if depth == 0:
                break
            depth -= 1
        elif depth == 0:
            kind = unicodedata.bidirectional(ch)
            if kind == "L":
                return "L"
            if kind in ("R", "AL"):
                return "R"
    return "L"


def for_drawing(text: str) -> str:
    r"""``text`` with each direction isolate (FSI, LRI, RLI … PDI) said with the older
    embedding marks (LRE or RLE … PDF), the direction of an FSI worked out as the
    isolate would. For drawing with a font that has glyphs for the embedding marks but
    none for the isolates (DejaVu Sans: Qt would borrow another font of the machine for
    them and make the line taller); a name reads as it did.

    >>> for_drawing("7. " + isolate("דנה")) == "7. ‫דנה‬"
    True
    >>> for_drawing(isolate("Anna")) == "‪Anna‬"
    True
    """
    if FSI not in text and _LRI not in text and _RLI not in text and PDI not in text:
        return text             # (a line cut from a longer text may hold a PDI alone)
    out = []
    for i, ch in enumerate(text):
        if ch == FSI:
            out.append(RLE if _first_strong(text, i + 1) == "R" else LRE)
        elif ch == _LRI:
            out.append(LRE)
        elif ch == _RLI:
            out.append(RLE)
        elif ch == PDI:
            out.append(PDF)
        else:
            out.append(ch)
    return "".join(out)


#: LEFT-TO-RIGHT MARK: put before a drawn line that holds a right-to-left name, so the
#: line reads left to right as the program's languages do ("2. محمد علي", not
#: "محمد علي .2": a line takes its direction from its first strong letter).
LRM = "\u200e"


def left_to_right(drawn: str) -> str:
    """``drawn`` (a :func:`for_drawing` line) made to read left to right when it holds a
    right-to-left embedding (an Arabic or Hebrew name); else as it is.

    >>> left_to_right(for_drawing("2. " + isolate("\u0645"))) == LRM + "2. \u202b\u0645\u202c"
    True
    """
    return LRM + drawn if RLE in drawn and not drawn.startswith(LRM) else drawn


def shorten_names(text: str, fits: Callable[[str], bool], keep: int = 6) -> str:
    """``text`` with its :func:`isolate`-d names shortened ("Bartholom…"), the longest
    first, a letter at a time, until ``fits(text)``: the words around them (a role, "by",
    a seat number) are never cut. A name keeps ``keep`` letters at least; the text as
    far as it got when no name can give more.

    >>> shorten_names(fill("%1 (Civilian)", isolate("Maximilian")), lambda t: len(t) <= 20)
    '\u2068Maximi…\u2069 (Civilian)'
    """
    parts = re.split(f"({FSI}[^{FSI}{PDI}]*{PDI})", text)
    names = {k: p[1:-1] for k, p in enumerate(parts) if p.startswith(FSI)}
    whole = dict(names)
    while not fits("".join(parts)):
        k = max(names, key=lambda i: len(names[i]), default=None)
        if k is None or len(names[k].rstrip("…")) <= keep:
            break
        short = names[k].rstrip("…")[:-1].rstrip()
        names[k] = short + "…" if short != whole[k] else short
        parts[k] = f"{FSI}{names[k]}{PDI}"
    return "".join(parts)


def as_written(drawn: str) -> str:
    """The text :func:`for_drawing` was given, for ``drawn`` made from text whose only
    direction marks were :func:`isolate`'s (FSI … PDI) (and :func:`left_to_right`'s
    mark): what a test or a screen reader compares with the sentences as worded."""
    return drawn.replace(LRM, "").replace(LRE, FSI).replace(RLE, FSI).replace(PDF, PDI)


def english_plural(translated: str, n: int) -> str:
    """A ``%n`` message as translated, with the English source's "(s)" made right for
    ``n`` when no translation was installed ("2 vote(s)" -> "2 votes"). Translations
    (the English ``.qm`` too) never contain "(s)", so they pass unchanged.

    >>> english_plural("1 vote(s)", 1), english_plural("2 vote(s)", 2)
    ('1 vote', '2 votes')
    """
    return translated.replace("(s)", "" if n == 1 else "s")


__all__ = ["fill", "as_written", "for_drawing", "isolate", "english_plural", "left_to_right",
           "shorten_names", "FSI", "PDI", "LRE", "RLE", "PDF", "LRM"]
