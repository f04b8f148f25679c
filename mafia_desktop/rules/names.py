"""Player names, the same for every rules family (R-SETUP-1): :func:`check_name`."""

from __future__ import annotations

from collections.abc import Iterable

from .errors import RuleViolation
from .state import name_key

MAX_NAME_LENGTH = 40

#: Characters a name may not contain (R-SETUP-1): the C0 and C1 control characters
#: (NUL, U+0001..U+001F, U+007F..U+009F) and the bidirectional embedding, override and
#: isolate controls (U+202A..U+202E, U+2066..U+2069), which would mirror or reorder the
#: rest of a report sentence or an announcement the name is put into, and the line and
#: paragraph separators (U+2028, U+2029), which would break a name into two lines drawn
#: over the text below it. Both families check names here.
FORBIDDEN_NAME_CHARS = frozenset(
    [chr(c) for c in range(0x00, 0x20)] + [chr(c) for c in range(0x7F, 0xA0)]
    + ["\u2028", "\u2029"]
    + [chr(c) for c in range(0x202A, 0x202F)] + [chr(c) for c in range(0x2066, 0x206A)])


def check_name(name: object, taken: Iterable[str] = ()) -> str:
    """Check one player name (R-SETUP-1) and return it trimmed.

    Args:
        name: the name as typed.
        taken: names already at the table (compared trimmed and case-insensitively).
    Raises:
        RuleViolation: R-SETUP-1 for a non-string, empty, over-long or taken name (codes
            ``setup.name_not_text``, ``setup.name_empty``, ``setup.name_too_long``,
            ``setup.name_taken``; names in ``params`` are quoted as the message quotes
            them, Python ``repr``), or for a trimmed name containing a character of
            :data:`FORBIDDEN_NAME_CHARS` (code ``setup.name_control``, ``char`` the first
            such character as ``U+XXXX``). Whitespace around the name (a pasted newline)
            is trimmed first, so only characters inside the name are refused.
    """
    if not isinstance(name, str):
        raise RuleViolation("R-SETUP-1", f"a name must be text, got {name!r}",
                            code="setup.name_not_text", params={"value": repr(name)})
    trimmed = name.strip()
    if not trimmed:
        raise RuleViolation("R-SETUP-1", "a name cannot be empty", code="setup.name_empty")
    for char in trimmed:
        if char in FORBIDDEN_NAME_CHARS:
            point = f"U+{ord(char):04X}"
            raise RuleViolation("R-SETUP-1", f"a name cannot contain the control character {point}",
                                code="setup.name_control", params={"char": point})
    if len(trimmed) > MAX_NAME_LENGTH:
        raise RuleViolation(
            "R-SETUP-1",
            f"a name has at most {MAX_NAME_LENGTH} characters; {trimmed[:20]!r}... has {len(trimmed)}",
            code="setup.name_too_long",
            params={"most": MAX_NAME_LENGTH, "start": repr(trimmed[:20]), "length": len(trimmed)})
    key = name_key(trimmed)
    for other in taken:
        if name_key(other) == key:
            raise RuleViolation("R-SETUP-1", f"the name {trimmed!r} is taken (by {other.strip()!r})",
                                code="setup.name_taken",
                                params={"name": repr(trimmed), "other": repr(other.strip())})
    return trimmed


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


__all__ = ["FORBIDDEN_NAME_CHARS", "MAX_NAME_LENGTH", "check_name", "split_names"]
