"""The exchange formats a rules family offers for a finished game (issue 34, point 4):
files for other sites (the sport family: the ratings site's game JSON and the FIIM site's
record), beside the shared report formats (``html``, ``pdf``, ``json``).

A family declares its formats in its own report part (``reports/<family>/family.py``:
``REPORT.exchange_formats``, a mapping name -> :class:`ExchangeFormat`; a family without
one offers none). The shared command line (``cli/export.py``) and the Saved games dialog
ask :func:`exchange_formats` with the game's family and never which family it is.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from mafia_desktop.rules import Game
from mafia_desktop.rules.family import family_name
from mafia_desktop.storage.files import write_atomic

from .family import report_of


@dataclass(frozen=True, slots=True)
class ExchangeFormat:
    """One exchange format of a family.

    Attributes:
        name: the format's id on the command line (``mafiaratings``).
        label: what the window's menu shows, marked for translation in context
            :data:`CONTEXT` (``QCoreApplication.translate(CONTEXT, label)``).
        suffix: the file's suffix (``.json``).
        write: (a finished game, ``meta`` or ``None``) -> the file's text (UTF-8).
            Raises ``ValueError`` for a game it cannot write (not ended, not the
            format's table).
    """

    name: str
    label: str
    suffix: str
    write: Callable[[Game, Mapping[str, object] | None], str]


#: The translation context of the formats' labels.
CONTEXT = "Report"  # every reports string is under "Report" (tests/reports/test_structure.py)


def exchange_formats(family: str) -> Mapping[str, ExchangeFormat]:
    """The exchange formats the family named ``family`` offers (``{}`` for none)."""
    formats: Mapping[str, ExchangeFormat] | None = getattr(
        report_of(family), "exchange_formats", None)
    return formats or {}


def export_exchange(game: Game, fmt: str, path: str | os.PathLike[str],
                    meta: Mapping[str, object] | None = None) -> Path:
    """Write ``game`` in its family's exchange format ``fmt`` to ``path`` (atomically:
    no partial file on failure).

    Args:
        meta: the game's place (table, game, date, referee, the site's ids), as the
            family's format takes it.
    Returns:
        the path written.
    Raises:
        KeyError: the game's family offers no format ``fmt``.
        ValueError: the format cannot hold this game (not ended, not ten players...).
        OSError: the file cannot be written.
    """
    formats = exchange_formats(family_name(game.setup))
    if fmt not in formats:
        raise KeyError(fmt)
    text = formats[fmt].write(game, meta)
    target = Path(path)
    write_atomic(target, text)
    return target


__all__ = ["CONTEXT", "ExchangeFormat", "exchange_formats", "export_exchange"]
