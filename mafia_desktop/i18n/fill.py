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


def english_plural(translated: str, n: int) -> str:
    """A ``%n`` message as translated, with the English source's "(s)" made right for
    ``n`` when no translation was installed ("2 vote(s)" -> "2 votes"). Translations
    (the English ``.qm`` too) never contain "(s)", so they pass unchanged.

    >>> english_plural("1 vote(s)", 1), english_plural("2 vote(s)", 2)
    ('1 vote', '2 votes')
    """
    return translated.replace("(s)", "" if n == 1 else "s")


__all__ = ["fill", "isolate", "english_plural", "FSI", "PDI"]
