"""Names, the same for every rules family and every kind of name: one rule.

A person's name (a player's, R-SETUP-1, or a referee's) and an event's title (an
evening's, a tournament's, a round's, a club's, R-NAME-1) are checked by the same
function, :func:`check_any_name`: text, trimmed, not empty, none of
:data:`FORBIDDEN_NAME_CHARS`, at most :data:`NAME_LIMITS` ``[kind]`` characters
(:data:`MAX_NAME_LENGTH` for a person, :data:`MAX_TITLE_LENGTH` for an event).
:func:`check_name` is the player's case (and no name twice at a table).

Every place a person types a name or a file brings one checks it here before it is
stored or used (storage, the command line, the windows, the schedule and exchange
files). A name stored before the rule (an older version's database) is read through
:func:`readable_name`: the same bounds, never an exception, so that no reader (a
window, a report, a table's laptop) meets a name longer than the rule allows.
"""

from __future__ import annotations

from collections.abc import Iterable

from .errors import RuleViolation
from .state import name_key

#: The longest name of a person (a player, a referee), in characters.
MAX_NAME_LENGTH = 40
#: The longest title of an event (an evening, a tournament, a round, a club).
MAX_TITLE_LENGTH = 80
#: Every kind of name -> its longest length in characters.
NAME_LIMITS: dict[str, int] = {
    "player": MAX_NAME_LENGTH, "referee": MAX_NAME_LENGTH,
    "evening": MAX_TITLE_LENGTH, "tournament": MAX_TITLE_LENGTH,
    "round": MAX_TITLE_LENGTH, "club": MAX_TITLE_LENGTH,
}
#: Every kind of name but a player's -> how a refusal calls it (the ``what`` param;
#: ``mafia_desktop.i18n.refusals`` words it in the window's language).
NAME_KINDS: dict[str, str] = {
    "referee": "a referee's name", "evening": "an evening's name",
    "tournament": "a tournament's name", "round": "a round's name", "club": "a club's name",
}
#: What is put for a forbidden character in a name read back (:func:`readable_name`).
REPLACEMENT = "\ufffd"
#: What ends a name read back shortened (:func:`readable_name`).
ELLIPSIS = "…"

#: Characters a name may not contain (R-SETUP-1, R-NAME-1): the C0 and C1 control
#: characters (NUL, U+0001..U+001F, U+007F..U+009F) and the bidirectional embedding,
#: override and isolate controls (U+202A..U+202E, U+2066..U+2069), which would mirror or
#: reorder the rest of a report sentence or an announcement the name is put into, and the
#: line and paragraph separators (U+2028, U+2029), which would break a name into two lines
#: drawn over the text below it. Every kind of name is checked against these.
FORBIDDEN_NAME_CHARS = frozenset(
    [chr(c) for c in range(0x00, 0x20)] + [chr(c) for c in range(0x7F, 0xA0)]
    + ["\u2028", "\u2029"]
    + [chr(c) for c in range(0x202A, 0x202F)] + [chr(c) for c in range(0x2066, 0x206A)])


def _one_of(kind: str, player: RuleViolation, other: RuleViolation) -> RuleViolation:
    """The refusal for a ``kind`` of name: a player's (R-SETUP-1, codes ``setup.name_*``)
    or any other's (R-NAME-1, codes ``name.*``, ``params["what"]`` the kind)."""
    return player if kind == "player" else other


def check_any_name(name: object, kind: str = "player") -> str:
    """Check a name of any kind (the one rule) and return it trimmed.

    Args:
        name: the name as typed or as a file brings it.
        kind: one of :data:`NAME_LIMITS` (``player``, ``referee``, ``evening``,
            ``tournament``, ``round``, ``club``).
    Raises:
        KeyError: an unknown ``kind`` (a programming error).
        RuleViolation: R-SETUP-1 for a player's name, R-NAME-1 for any other, with the
            codes ``<p>not_text``, ``<p>empty``, ``<p>control`` (``char``: the first
            forbidden character as ``U+XXXX``) and ``<p>too_long`` (``most``, ``start``:
            its first 20 characters quoted as Python ``repr``, ``length``), where
            ``<p>`` is ``setup.name_`` for a player and ``name.`` otherwise (then
            ``params["what"]`` is the kind). Whitespace around the name (a pasted
            newline) is trimmed first, so only characters inside the name are refused.
    """
    most = NAME_LIMITS[kind]
    said = NAME_KINDS.get(kind, "")
    if not isinstance(name, str):
        value = f"{name!r:.60}"
        raise _one_of(kind, RuleViolation("R-SETUP-1", f"a name must be text, got {value}",
                                          code="setup.name_not_text", params={"value": value}),
                      RuleViolation("R-NAME-1", f"{said} must be text, got {value}",
                                    code="name.not_text", params={"what": kind, "value": value}))
    trimmed = name.strip()
    if not trimmed:
        raise _one_of(kind, RuleViolation("R-SETUP-1", "a name cannot be empty",
                                          code="setup.name_empty"),
                      RuleViolation("R-NAME-1", f"{said} cannot be empty", code="name.empty",
                                    params={"what": kind}))
    if not FORBIDDEN_NAME_CHARS.isdisjoint(trimmed):
        char = next(c for c in trimmed if c in FORBIDDEN_NAME_CHARS)
        point = f"U+{ord(char):04X}"
        words = f"cannot contain the control character {point}"
        raise _one_of(kind, RuleViolation("R-SETUP-1", f"a name {words}",
                                          code="setup.name_control", params={"char": point}),
                      RuleViolation("R-NAME-1", f"{said} {words}", code="name.control",
                                    params={"what": kind, "char": point}))
    if len(trimmed) > most:
        start = repr(trimmed[:20])
        words = f"has at most {most} characters; {start}... has {len(trimmed)}"
        params = {"most": most, "start": start, "length": len(trimmed)}
        raise _one_of(kind, RuleViolation("R-SETUP-1", f"a name {words}",
                                          code="setup.name_too_long", params=params),
                      RuleViolation("R-NAME-1", f"{said} {words}", code="name.too_long",
                                    params={"what": kind, **params}))
    return trimmed


def check_name(name: object, taken: Iterable[str] = ()) -> str:
    """Check one player name (R-SETUP-1) and return it trimmed.

    Args:
        name: the name as typed.
        taken: names already at the table (compared trimmed and case-insensitively).
            A whole table's names are checked with :class:`TableNames` (one look-up
            each, not one comparison with every name before).
    Raises:
        RuleViolation: R-SETUP-1 for a name :func:`check_any_name` refuses (codes
            ``setup.name_not_text``, ``setup.name_empty``, ``setup.name_control``,
            ``setup.name_too_long``) or a taken one (``setup.name_taken``; names in
            ``params`` quoted as the message quotes them, Python ``repr``).
    """
    trimmed = check_any_name(name, "player")
    key = name_key(trimmed)
    for other in taken:
        if name_key(other) == key:
            raise _taken(trimmed, other)
    return trimmed


def _taken(trimmed: str, other: str) -> RuleViolation:
    return RuleViolation("R-SETUP-1", f"the name {trimmed!r} is taken (by {other.strip()!r})",
                         code="setup.name_taken",
                         params={"name": repr(trimmed), "other": repr(other.strip())})


class TableNames:
    """The names at one table so far, each checked as it comes (R-SETUP-1), as
    :func:`check_name` with every name before it as ``taken`` (the same refusals, word
    for word), but found by its key: a table of N names is N look-ups (a hostile log of
    20,000 players took 49 s to be read with N²/2 comparisons).

    Attributes:
        names: the names added, trimmed, in order.
    """

    def __init__(self) -> None:
        self.names: list[str] = []
        self._by_key: dict[str, str] = {}  # the key -> the name (trimmed)

    def add(self, name: object) -> str:
        """Check ``name`` against the names before it and add it; the name trimmed.

        Raises:
            RuleViolation: R-SETUP-1, as :func:`check_name`.
        """
        trimmed = check_any_name(name, "player")
        key = name_key(trimmed)
        other = self._by_key.get(key)
        if other is not None:
            raise _taken(trimmed, other)
        self._by_key[key] = trimmed
        self.names.append(trimmed)
        return trimmed


def check_names(names: Iterable[object]) -> list[str]:
    """Check a whole table's names in order (R-SETUP-1, :class:`TableNames`) and return
    them trimmed.

    Raises:
        RuleViolation: R-SETUP-1 for the first name refused, as :func:`check_name`.
    """
    table = TableNames()
    for name in names:
        table.add(name)
    return table.names


def split_names(text: str) -> list[str]:
    """The names of a typed or pasted list, in order: split at commas and at line breaks
    (a pasted column: ``\\n``, ``\\r\\n``, the other breaks of ``str.splitlines``),
    each trimmed, the empty ones dropped. ``"Tom, Richard,\\nHarry"`` gives
    ``["Tom", "Richard", "Harry"]``; a name cannot hold a comma. Nothing is checked here:
    each name goes through :func:`check_name` where it is taken (R-SETUP-1). Used by the
    evening's Add players and the New game dialog's name field, so a list reads the same
    in both."""
    return [name for line in text.splitlines() for name in
            (part.strip() for part in line.split(",")) if name]


def readable_name(value: object, kind: str = "player") -> str:
    """A stored name as it may be shown and used, whatever an older version stored:
    text (another value as its ``repr``), trimmed, each forbidden character
    (:data:`FORBIDDEN_NAME_CHARS`) replaced by U+FFFD, and at most ``NAME_LIMITS[kind]``
    characters (a longer one is cut and ends with "…"). A name :func:`check_any_name`
    accepts comes back unchanged; never raises (but ``KeyError`` for an unknown kind)."""
    most = NAME_LIMITS[kind]
    text = value if isinstance(value, str) else repr(value)
    text = text[:4 * most + 64].strip()  # no need to look at more than is kept
    if not FORBIDDEN_NAME_CHARS.isdisjoint(text):
        text = "".join(REPLACEMENT if c in FORBIDDEN_NAME_CHARS else c for c in text)
    long = len(text) > most or (isinstance(value, str) and len(value.strip()) > len(text))
    return text[:most - 1].rstrip() + ELLIPSIS if long else text


__all__ = ["ELLIPSIS", "FORBIDDEN_NAME_CHARS", "MAX_NAME_LENGTH", "MAX_TITLE_LENGTH",
           "NAME_KINDS", "NAME_LIMITS", "REPLACEMENT", "check_any_name", "check_name",
           "readable_name", "split_names"]
