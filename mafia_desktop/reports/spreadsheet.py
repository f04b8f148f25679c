"""CSV text a spreadsheet reads as data, never as a formula (issue 35, point 2).

Every CSV the program writes goes through :func:`csv_text`. A spreadsheet (Excel,
LibreOffice Calc, Google Sheets) runs a cell that starts with ``=``, ``+``, ``-`` or
``@`` as a formula, and one that starts with a tab or a carriage return may be read so
after trimming: a player named ``=HYPERLINK(…)`` or ``=cmd|' /C calc'!A0`` would run in
the organiser's spreadsheet. OWASP's advice ("CSV Injection") is followed: such a cell
gets a leading ``'``, which the spreadsheet shows as text and does not run. A cell that
is a plain number (``-3``, ``+1.5``, ``-0,25``) is left as it is: it is read as a
number, and a negative score stays a number.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable

#: The characters that make a spreadsheet read a cell as a formula (OWASP).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
_NUMBER = re.compile(r"[+-]?\d+(?:[.,]\d+)?")


def neutral_cell(value: object) -> object:
    """``value`` as a spreadsheet should read it: a text that a spreadsheet would run as
    a formula gets a leading ``'``; numbers and other texts are returned unchanged.

    >>> neutral_cell("=HYPERLINK(\\"http://x\\")"), neutral_cell("-3+4"), neutral_cell("-3")
    ('\\'=HYPERLINK("http://x")', "'-3+4", '-3')
    >>> neutral_cell(-0.5), neutral_cell("Anna")
    (-0.5, 'Anna')
    """
    if isinstance(value, str) and value.startswith(FORMULA_STARTS) \
            and not _NUMBER.fullmatch(value):
        return "'" + value
    return value


def csv_text(columns: Iterable[object], rows: Iterable[Iterable[object]]) -> str:
    """A header and rows as CSV text (``\\r\\n`` line ends, a UTF-8 BOM first so that
    spreadsheets read Cyrillic names), every cell through :func:`neutral_cell`."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow([neutral_cell(c) for c in columns])
    writer.writerows([neutral_cell(c) for c in row] for row in rows)
    return "\ufeff" + out.getvalue()


__all__ = ["FORMULA_STARTS", "csv_text", "neutral_cell"]
