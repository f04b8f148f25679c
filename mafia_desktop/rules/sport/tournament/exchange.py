"""The exchange formats of a tournament's games in one place (issue 25, point 6).

* the ratings site's game JSON 1.3 (:mod:`.mafiaratings`): :func:`game_to_mafiaratings`
  (a recorded game: with the voting, nominating, shooting and checks),
  :func:`record_to_mafiaratings` (a result record: without them);
* the FIIM site's result (:mod:`.mwt`): :func:`game_to_mwt` (a recorded game: the
  departures in the game's order, its own date), :func:`to_mwt` (a result record);
* reading either: :func:`parse_record` (parsed JSON) or :func:`loads_record` (text).

:func:`dumps` writes any of them as the files hold them: UTF-8 JSON, keys in the order
the exporters give (fixed), two-space indents, a final newline.

>>> dumps({"players": ["Анна"]})
'{\\n  "players": [\\n    "Анна"\\n  ]\\n}\\n'
"""

from __future__ import annotations

import json

from ...log_format import loads
from . import _read as R
from .mafiaratings import game_to_mafiaratings, read_mafiaratings, record_to_mafiaratings
from .mwt import game_to_mwt, read_mwt, to_mwt
from .record import ResultRecord


def dumps(obj: object) -> str:
    """``obj`` (an exporter's result) as the text of an exchange file (see above)."""
    return json.dumps(obj, ensure_ascii=False, indent=2, allow_nan=False) + "\n"


def parse_record(obj: object) -> ResultRecord:
    """Read a result record from either exchange format (already parsed JSON, e.g.
    :func:`mafia_desktop.rules.log_format.loads`): the ratings site's game
    (:mod:`.mafiaratings`: an object with ``winner`` and ``players``) or the FIIM site's
    result (:mod:`.mwt`: an object with ``result``).

    Returns:
        the record, ``replayable`` False.
    Raises:
        LogFormatError: anything malformed or inconsistent; ``field`` is the JSON path
            of the offending value and the message says what was expected.
    """
    if isinstance(obj, dict) and "result" in obj:
        return read_mwt(obj)
    if isinstance(obj, dict) and "winner" in obj:
        return read_mafiaratings(obj)
    raise R.fail("(top)", "a ratings-site game (with 'winner') or a FIIM result "
                 "(with 'result')", obj)


def loads_record(text: str | bytes) -> ResultRecord:
    """Read an exchange file's text (either format) into a record.

    Raises:
        LogFormatError: not JSON (strictly: no duplicate keys, no NaN), or a record that
            cannot be read (``field`` names the value).
    """
    return parse_record(loads(text))


__all__ = ["dumps", "game_to_mafiaratings", "game_to_mwt", "loads_record", "parse_record",
           "read_mafiaratings", "read_mwt", "record_to_mafiaratings", "to_mwt"]
