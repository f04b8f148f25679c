"""An evening's table and games exported as HTML, PDF or CSV (issue 14).

* HTML: ``templates/evening.html.j2`` through the reports' Jinja2 environment
  (autoescape on: a name such as ``<b>`` shows as text), self-contained.
* PDF: the same template's ``qt`` form printed on A4 by :func:`.render.print_pdf`.
* CSV: :func:`.spreadsheet.csv_text` (no cell a spreadsheet runs), one row per player with the table's columns (numbers as
  numbers, the header in the chosen language), UTF-8 with a BOM so spreadsheets read
  Cyrillic names.

Each game's own report is :func:`.export.export_game`, as for a single game
(:func:`export_evening_games` writes them into a folder).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from mafia_desktop.i18n import evening_names as en
from mafia_desktop.i18n.names import family_title
from mafia_desktop.i18n.outcome import winners_text
from mafia_desktop.rules import AnyState, Game
from mafia_desktop.rules import family_name as family_of
from mafia_desktop.rules.evening import COLUMNS, TableRow, places, sort_rows
from mafia_desktop.rules.state import name_key
from mafia_desktop.storage.evenings import EveningRepository
from mafia_desktop.storage.files import write_atomic, write_atomic_with

from .export import ensure_gui_application, export_game, language
from .spreadsheet import csv_text
from .words import local

#: The export formats of an evening.
EVENING_FORMATS = ("html", "pdf", "csv")
TEMPLATE = "evening.html.j2"


@dataclass(frozen=True, slots=True)
class GameLine:
    """One game of the evening as its export lists it: its ``number`` in the evening,
    stored ``id``, rules ``family``, ``started`` (text), ``result`` (worded),
    ``players`` (names in seat order)."""

    number: int
    id: int
    family: str
    started: str
    result: str
    players: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class EveningView:
    """What the evening's export shows, worded in one language."""

    lang: str
    title: str
    status: str
    labels: dict[str, str]
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    games: tuple[GameLine, ...]


def game_result(state: AnyState | None) -> str:
    if state is None:
        return en.word("damaged")
    if state.outcome is None:
        return en.word("going_on")
    if not state.outcome.winners:
        return en.word("draw")
    return winners_text(state.outcome.winners, family_of(state.setup))


def row_cells(rank: int, row: TableRow) -> tuple[str, ...]:
    """A table row as text: place (``rank``, shared on a tie: ``rules.evening.places``),
    name, then :data:`COLUMNS` (points as ``1.25``)."""
    values = [str(rank), row.name]
    for column in COLUMNS:
        value = getattr(row, column)
        values.append(en.number(value) if isinstance(value, float) else str(value))
    return tuple(values)


def build_evening_view(name: str, status: str, rows: Sequence[TableRow],
                       games: Sequence[tuple[int, str, Game | None]], lang: str) -> EveningView:
    """Word the evening (call inside :func:`.export.language`).

    Args:
        name / status: the evening's name and ``open``/``closed``.
        rows: its table in the order to show.
        games: ``(game id, start time as text, the replayed game or None)`` in order.
        lang: the language spoken (for ``<html lang>``).
    """
    labels = {key: en.word(key) for key in en.WORDS}
    columns = ("place", "name", *COLUMNS)
    place_of = places(rows)  # tied players share a place, as in a tournament
    lines = []
    for number, (game_id, started, game) in enumerate(games, start=1):
        state = game.state if game is not None else None
        family = family_title(family_of(game.setup)) if game is not None else ""
        players = tuple(p.name for p in game.setup.players) if game is not None else ()
        lines.append(GameLine(number, game_id, family, started, game_result(state), players))
    return EveningView(lang, name, en.word(status), labels,
                       tuple(en.column_name(c) for c in columns),
                       tuple(row_cells(place_of[name_key(r.name)], r) for r in rows),
                       tuple(lines))


def stored_evening_view(evenings: EveningRepository, evening_id: int,
                        column: str = "points") -> Callable[[str], EveningView]:
    """A ``make_view`` for :func:`export_evening` of a stored evening: its table (sorted
    by ``column``) and its games replayed from the database.

    Raises:
        StorageError: no such evening, or it cannot be read.
    """
    evening = evenings.get(evening_id)
    rows = sort_rows(evenings.table(evening_id), column)
    games = []
    for game_id in evening.games:
        info = evenings.games.info(game_id)
        # the local time with its seconds, as every time of the reports (issue 23.6)
        started = local(info.started_at).strftime("%Y-%m-%d %H:%M:%S") \
            if info.started_at else ""
        games.append((game_id, started, evenings.game(game_id)))
    return lambda lang: build_evening_view(evening.name, evening.status, rows, games, lang)


def render_evening_html(view: EveningView, *, qt: bool = False) -> str:
    """The evening as one HTML page (``qt=True``: the variant for QTextDocument)."""
    from .render import environment
    return environment().get_template(TEMPLATE).render(v=view, L=view.labels, qt=qt)


def render_evening_csv(view: EveningView) -> str:
    """The table as CSV text (header, then one line per player)."""
    return csv_text(view.columns, view.rows)


def export_evening(make_view: Callable[[str], EveningView], fmt: str,
                   path: str | os.PathLike[str], *, lang: str | None = None) -> Path:
    """Write the evening's table and games as ``fmt`` to ``path`` (atomically).

    Args:
        make_view: builds the view in the language given (it runs with that language's
            translation installed), e.g. ``lambda lang: build_evening_view(...)``.
        fmt: ``html``, ``pdf`` or ``csv``.
        lang: ``en``, ``ru`` or ``None`` (the application's language).
    Raises:
        ValueError: an unknown format or language. OSError: the file cannot be written.
    """
    if fmt not in EVENING_FORMATS:
        raise ValueError(f"unknown format {fmt!r}; expected one of "
                         f"{', '.join(EVENING_FORMATS)}")
    target = Path(path)
    if fmt == "pdf":
        ensure_gui_application()
    with language(lang) as spoken:
        view = make_view(spoken)
    if fmt == "html":
        write_atomic(target, render_evening_html(view))
    elif fmt == "csv":
        write_atomic(target, render_evening_csv(view))
    else:
        from .render import print_pdf
        html = render_evening_html(view, qt=True)
        write_atomic_with(target, lambda tmp: print_pdf(html, view.title, tmp, {}))
    return target


def export_evening_games(games: Sequence[tuple[int, Game]], folder: str | os.PathLike[str],
                         fmt: str = "html", *, lang: str | None = None) -> list[Path]:
    """Each game's own report (:func:`.export.export_game`) into ``folder`` as
    ``game-<N>-<id>.<fmt>`` (N its place in the evening). Returns the files written.

    Raises:
        ValueError: an unknown format. OSError: a file cannot be written.
    """
    out = []
    for number, (game_id, game) in enumerate(games, start=1):
        target = Path(folder) / f"game-{number}-{game_id}.{fmt}"
        out.append(export_game(game, fmt, target, lang=lang))
    return out


__all__ = ["EVENING_FORMATS", "EveningView", "GameLine", "build_evening_view",
           "export_evening", "export_evening_games", "render_evening_csv",
           "game_result", "render_evening_html", "row_cells", "stored_evening_view"]
