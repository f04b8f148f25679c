"""A tournament's tie-break order (issue 34, point 7): the keys the standings sort by after
one another, written as our keys or in the ratings site's notation.

An **entry** of the order is a key of :data:`~.standings.TIE_BREAKS`, ``-key`` (less is
better), or a sum of such terms joined by ``+`` (``"bonus+penalties+best_move"``): the
players are compared by the entry's value, more is better. The order is a list of
entries (``ScoringOptions.tie_breaks``).

**The ratings site's notation** (mafiaratings.com: ``SCORING_SORTING_*`` in
``include/scoring.php``; its default ``(epg)wsk``): one letter a key, ``-`` before a
letter for "less is better", letters in brackets summed. Its letters and ours:

====== ============================== =============================================
letter the site's item                 our entry
====== ============================== =============================================
``m``  main points                    ``main`` (the win's points)
``g``  legacy points (the best move)  ``best_move``
``e``  extra points                   ``bonus`` (the host's extra points, either sign)
``p``  penalty points                 ``penalties`` (fouls, disqualification, team
                                      defeat: negative)
``n``  points for being shot first    ``ci``
``w``  wins                           ``wins``
``s``  special role wins              ``wins_sheriff+wins_don``
``k``  times killed the first night   ``first_killed``
====== ============================== =============================================

The site sorts by its total first and then by the sorting string; so does
:func:`from_site` (``total`` first, unless the string starts with its own total). So the
site's default ``(epg)wsk`` is our ``total``, ``bonus+penalties+best_move``, ``wins``,
``wins_sheriff+wins_don``, ``first_killed``: :data:`SITE_DEFAULT`, the desk's default.

>>> from_site("(epg)wsk")
('total', 'bonus+penalties+best_move', 'wins', 'wins_sheriff+wins_don', 'first_killed')
>>> parse("total, wins_sheriff, -penalties")
('total', 'wins_sheriff', '-penalties')
"""

from __future__ import annotations

import re

#: The keys an entry may name -> what each compares (every one: more is better).
KEYS: dict[str, str] = {
    "total": "points with Ci",
    "points": "points without Ci",
    "main": "the win's points (points without the best move, extra points and penalties)",
    "extra": "best move, bonuses and Ci",
    "best_move": "best-move points",
    "bonus": "the host's extra points",
    "penalties": "penalty points (closest to zero)",
    "ci": "Ci",
    "wins": "games won",
    "wins_sheriff": "games won as the sheriff",
    "wins_don": "games won as the don",
    "first_killed": "times shot in night 1",
}

#: The ratings site's sorting letters -> our entries' terms.
SITE_LETTERS: dict[str, str] = {"m": "main", "g": "best_move", "e": "bonus",
                                "p": "penalties", "n": "ci", "w": "wins",
                                "s": "wins_sheriff+wins_don", "k": "first_killed"}

#: The ratings site's default order, ours: the desk's default tie-breaks.
SITE_DEFAULT: tuple[str, ...] = ("total", "bonus+penalties+best_move", "wins",
                                 "wins_sheriff+wins_don", "first_killed")

_SITE = re.compile(r"(?:-?[mgepnwsk]|\((?:-?[mgepnwsk])+\))+")


def terms(entry: str) -> list[tuple[int, str]]:
    """An entry's terms as ``(sign, key)``: ``"-penalties+wins"`` -> ``[(-1,
    "penalties"), (1, "wins")]``.

    Raises:
        ValueError: a term that is no key of :data:`KEYS`, or a key twice.
    """
    out: list[tuple[int, str]] = []
    for raw in entry.split("+"):
        term = raw.strip()
        sign = -1 if term.startswith("-") else 1
        key = term.lstrip("-").strip()
        if key not in KEYS:
            raise ValueError(f"tie-break {entry!r}: {key!r} is none of {', '.join(KEYS)}")
        if any(k == key for _, k in out):
            raise ValueError(f"tie-break {entry!r}: {key!r} twice")
        out.append((sign, key))
    return out


def normal(entry: str) -> str:
    """An entry written as stored (no spaces): ``" bonus + -penalties"`` ->
    ``"bonus+-penalties"``."""
    return "+".join(("-" if s < 0 else "") + k for s, k in terms(entry))


def check(order: object) -> tuple[str, ...]:
    """A tie-break order read from the options: a non-empty list of distinct entries.

    Raises:
        ValueError: not a list of strings, an entry :func:`terms` refuses, or an entry
            twice (the message names it).
    """
    if not isinstance(order, (list, tuple)) or not order \
            or any(not isinstance(e, str) for e in order):
        raise ValueError(f"tie_breaks: expected a list of keys of {', '.join(KEYS)} (or "
                         f"their sums, a+b), got {order!r}")
    try:
        entries = tuple(normal(e) for e in order)
    except ValueError as e:
        raise ValueError(f"tie_breaks: {e}") from None
    if len(set(entries)) != len(entries):
        raise ValueError(f"tie_breaks: an entry twice in {list(order)!r}")
    return entries


def from_site(text: str) -> tuple[str, ...]:
    """The ratings site's sorting string (``"(epg)wsk"``) as our order (``total`` first).

    Raises:
        ValueError: not of the site's notation.
    """
    s = text.replace(" ", "")
    if not _SITE.fullmatch(s):
        raise ValueError(f"tie-breaks {text!r}: expected the ratings site's letters "
                         f"({''.join(SITE_LETTERS)}, '-' before one, a sum in brackets) or "
                         "our keys separated by commas")
    out: list[str] = ["total"]
    for group in re.findall(r"\((?:-?[a-z])+\)|-?[a-z]", s):
        letters = re.findall(r"-?[a-z]", group.strip("()"))
        parts = []
        for letter in letters:
            sign = "-" if letter.startswith("-") else ""
            parts += [sign + t for t in SITE_LETTERS[letter.lstrip("-")].split("+")]
        out.append("+".join(parts))
    return check(out)


def parse(text: str) -> tuple[str, ...]:
    """An order as the organiser types it: our entries separated by commas
    (``"total, wins, wins_sheriff+wins_don"``), or the ratings site's string
    (``"(epg)wsk"``, :func:`from_site`).

    Raises:
        ValueError: neither (the message says what is expected).
    """
    s = text.strip()
    if s and "," not in s and _SITE.fullmatch(s.replace(" ", "")) and s not in KEYS:
        return from_site(s)
    return check([e for e in (p.strip() for p in s.split(",")) if e])


def value(row: object, entry: str) -> float:
    """An entry's value for a standings row (its attributes named by the keys)."""
    return sum(sign * float(getattr(row, key)) for sign, key in terms(entry))


__all__ = ["KEYS", "SITE_DEFAULT", "SITE_LETTERS", "check", "from_site", "normal", "parse",
           "terms", "value"]
