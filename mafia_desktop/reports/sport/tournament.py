"""A tournament's results exported as HTML, PDF or CSV (issue 25).

* HTML: ``templates/tournament.html.j2`` (autoescaped: a name such as ``<b>`` shows as
  text), self-contained; PDF: the same template's ``qt`` form on A4
  (:func:`.render.print_pdf`); CSV (UTF-8 with a BOM, every cell through
  :func:`..spreadsheet.csv_text`: formula-safe): the standings, one line per player, with
  the tie-break counts the columns lack (wins as the sheriff, as the don, times shot
  first), then an empty line and the games (round, table, game, result, the ten names by
  seat).

The standings are :meth:`TournamentRepository.standings` (worked out by
``rules.sport.tournament.standings``); the games list says each slot's result from its counted
game's final state. Nothing is worked out here but the words.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from mafia_desktop.i18n.fill import fill, isolate
from mafia_desktop.i18n.sport import tournament as tn
from mafia_desktop.i18n.sport.names import team_name
from mafia_desktop.rules.errors import LogFormatError
from mafia_desktop.rules.sport.tournament.exchange import loads_record
from mafia_desktop.rules.sport.tournament.standings import StandingRow
from mafia_desktop.storage.files import write_atomic, write_atomic_with
from mafia_desktop.storage.sport.tournaments import TournamentRepository

from ..export import ensure_gui_application, language
from ..spreadsheet import csv_text

#: The export formats of a tournament's results.
RESULT_FORMATS = ("html", "pdf", "csv")
TEMPLATE = "tournament.html.j2"


@dataclass(frozen=True, slots=True)
class GameLine:
    """One game of the tournament: where it was played, its result (worded) and the
    players' names by seat."""

    round: int
    table: int
    game: int
    result: str
    players: tuple[str, ...]
    names: tuple[str, ...] = ()   # the names by seat as they are (no isolates): the CSV


@dataclass(frozen=True, slots=True)
class ResultsView:
    """What the results show, worded in one language."""

    lang: str
    title: str
    dates: str
    heading: str
    rule: str
    labels: dict[str, str]
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    games: tuple[GameLine, ...]
    #: the tie-break counts the columns lack (:data:`TIE_COLUMNS`), headed and per row
    tie_columns: tuple[str, ...] = ()
    tie_cells: tuple[tuple[str, ...], ...] = ()


#: The standings' counts a tie-break may use that the table's columns do not show
#: (``StandingRow`` fields, ``rules.sport.tournament.standings.TIE_BREAKS`` keys): the
#: CSV has them, so that the places can be checked from it.
TIE_COLUMNS: tuple[str, ...] = ("wins_sheriff", "wins_don", "first_killed")


def _number(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".") if value else "0"


def row_cells(row: StandingRow) -> tuple[str, ...]:
    """A standings row as text, in :data:`~mafia_desktop.i18n.sport.tournament.COLUMNS`'
    order (an exhibition player's place says so)."""
    out = []
    for column in tn.COLUMNS:
        value = getattr(row, column)
        if column == "place":
            out.append(str(value) if value is not None else "—")
        elif isinstance(value, float):
            out.append(_number(value))
        else:
            out.append(str(value))
    return tuple(out)


def results_view(tours: TournamentRepository, tournament_id: int, lang: str, *,
                 round: int | None = None, before_game: int | None = None) -> ResultsView:
    """Word the results of a stored tournament (call inside :func:`.export.language`).

    Raises:
        StorageError: no such tournament. ValueError: no such round.
    """
    t = tours.get(tournament_id)
    rows = tours.standings(tournament_id, round=round, before_game=before_game)
    heading = tn.word("standings") + " — " + (
        fill(tn.word("round"), round) if round is not None else tn.word("overall"))
    if before_game is not None:
        heading += ", " + fill(tn.word("before_game"), before_game)
    o = t.options
    rule = fill(tn.word("rule"), _number(o.ci_points), round_share(o.ci_share),
                ", ".join(tn.tie_break_name(k) for k in o.tie_breaks))
    names = {p.number: p.name for p in t.players}
    lines = []
    for s in tours.slots(tournament_id, round):
        result = tn.word("not_played")
        if s.record:
            text = tours.record_text(tournament_id, s)
            try:
                winners = loads_record(text or "").winners
                result = ", ".join(team_name(w) for w in winners) or tn.word("draw")
            except LogFormatError:
                result = tn.word("damaged")
            result += " — " + tn.word("record")
        elif s.game_id is not None:
            try:
                state = tours.games.load(s.game_id).state
                sides = state.outcome.winners if state.outcome else ()
                result = ", ".join(team_name(w.value) for w in sides) or tn.word("draw")
            except Exception:  # a damaged stored game: listed, never fatal to the export
                result = tn.word("damaged")
        lines.append(GameLine(s.round, s.table, s.game, result,
                              tuple(f"{i}. {isolate(names.get(n, '?'))}" for i, n in
                                    enumerate(s.seats, 1)),
                              tuple(names.get(n, "?") for n in s.seats)))
    dates = t.starts_on.isoformat() + (f" — {t.ends_on.isoformat()}" if t.ends_on else "")
    labels = {key: tn.word(key) for key in tn.WORDS}
    return ResultsView(lang, t.name, dates, heading, rule, labels,
                       tuple(tn.column_name(c) for c in tn.COLUMNS),
                       tuple(row_cells(r) for r in rows), tuple(lines),
                       tuple(tn.tie_break_name(k) for k in TIE_COLUMNS),
                       tuple(tuple(str(getattr(r, k)) for k in TIE_COLUMNS) for r in rows))


def round_share(share: float) -> str:
    """A share as a whole percentage (0.4 -> ``40``)."""
    return str(round(share * 100))


def render_results_html(view: ResultsView, *, qt: bool = False) -> str:
    """The results as one HTML page (``qt=True``: the variant for QTextDocument)."""
    from ..render import environment
    return environment().get_template(TEMPLATE).render(v=view, L=view.labels, qt=qt)


def render_results_csv(view: ResultsView) -> str:
    """The results as CSV text: the standings (header, then one line per player, the
    tie-break counts last), an empty line, the games (header, then one line per game:
    round, table, game, result, the names in seats 1..10). Formula-safe (``csv_text``)."""
    standings = csv_text((*view.columns, *view.tie_columns),
                         [(*row, *ties) for row, ties in
                          zip(view.rows, view.tie_cells or [()] * len(view.rows), strict=True)])
    seats = max((len(g.names) for g in view.games), default=10)
    games = csv_text((view.labels["round_word"], view.labels["table"], view.labels["game"],
                      view.labels["result"], *(str(k) for k in range(1, seats + 1))),
                     [(g.round, g.table, g.game, g.result, *g.names) for g in view.games])
    return standings + "\r\n" + games.removeprefix("\ufeff")


def export_results(tours: TournamentRepository, tournament_id: int, fmt: str,
                   path: str | os.PathLike[str], *, lang: str | None = None,
                   round: int | None = None, before_game: int | None = None) -> Path:
    """Write the tournament's results as ``fmt`` (``html``, ``pdf``, ``csv``) to ``path``
    (atomically), in ``lang`` (``en``, ``ru``; ``None``: the application's language).

    Raises:
        ValueError: an unknown format, language or round. StorageError: no such
            tournament. OSError: the file cannot be written.
    """
    if fmt not in RESULT_FORMATS:
        raise ValueError(f"unknown format {fmt!r}; expected one of {', '.join(RESULT_FORMATS)}")
    target = Path(path)
    if fmt == "pdf":
        ensure_gui_application()
    with language(lang) as spoken:
        view = results_view(tours, tournament_id, spoken, round=round, before_game=before_game)
    if fmt == "html":
        write_atomic(target, render_results_html(view))
    elif fmt == "csv":
        write_atomic(target, render_results_csv(view))
    else:
        from ..render import print_pdf
        html = render_results_html(view, qt=True)
        write_atomic_with(target, lambda tmp: print_pdf(html, view.title, tmp, {}))
    return target


__all__ = ["RESULT_FORMATS", "TIE_COLUMNS", "GameLine", "ResultsView", "export_results",
           "render_results_csv", "render_results_html", "results_view", "row_cells"]
