"""THE report pipeline every family's report goes through (issue 32 point 4): the game
walked into the family's timeline (no words, no Qt), worded in the export's language
into a view, then written as HTML or PDF from the family's template through the shared
renderer (:mod:`.render`). A family's ``reports/<name>/family.py`` is one
:class:`WordedReport` naming its parts; :mod:`.plain` is the default a family gets by
giving its words only.

The write is atomic (``storage.files``): a failed write leaves the old file.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

from mafia_desktop.rules import Game
from mafia_desktop.storage.files import write_atomic, write_atomic_with

from .walk import UndoneAction

if TYPE_CHECKING:  # pragma: no cover - the shapes only (no Qt at import)
    from .charts import Drawing
    from .exchange import ExchangeFormat

T = TypeVar("T")            # the family's timeline (plain data)
V = TypeVar("V", bound="Titled")  # the family's worded view (the template's ``v``)
T_co = TypeVar("T_co", covariant=True)


class Titled(Protocol):
    """A worded view: its ``title`` names the PDF document, its ``labels`` are the
    page's headings (the template's ``L``)."""

    @property
    def title(self) -> str: ...
    @property
    def labels(self) -> Mapping[str, str]: ...


class Build(Protocol[T_co]):
    """A family's timeline of a game (the export's arguments, by keyword)."""

    def __call__(self, game: Game, *, corrections: Iterable[UndoneAction],
                 notes: Mapping[str, str] | None, include_notes: bool,
                 deal: str | None) -> T_co: ...


def no_images(view: object) -> dict[str, Drawing]:
    """A view with no chart: the PDF needs no image resource."""
    return {}


@dataclass(frozen=True, slots=True)
class WordedReport(Generic[T, V]):
    """:class:`~.family.ReportFamily` from a family's parts (see the module).

    Attributes:
        name: the family (``ruleset.family``).
        template: its template in ``templates/`` (the page's ``v`` is the view, ``L``
            its ``labels``).
        build: the game -> the family's timeline (no Qt: ``tests/reports/test_structure``).
        word: ``(timeline, language)`` -> the worded view, called with the export's
            translation installed.
        fit_pdf: the view cut to a printable size for the PDF (``None``: as it is).
        images: the PDF's image resources of a view (``{"chart:<id>": Drawing}``).
        html: the page of a view (``None``: :func:`~.render.render_page` on
            ``template``); pdf: the PDF of a view written to a path (``None``:
            :func:`~.render.print_pdf` of the Qt variant of the page with ``images``).
        exchange_formats: the exchange formats of a finished game (``reports/exchange``).
    """

    name: str
    template: str
    build: Build[T]
    word: Callable[[T, str], V]
    fit_pdf: Callable[[V], V] | None = None
    images: Callable[[V], dict[str, Drawing]] = no_images
    html: Callable[[V], str] | None = None
    pdf: Callable[[V, Path], None] | None = None
    exchange_formats: Mapping[str, ExchangeFormat] = field(default_factory=dict)

    def page(self, view: V, *, qt: bool = False) -> str:
        """The HTML page of ``view`` (``qt=True``: the variant QTextDocument reads)."""
        if self.html is not None and not qt:
            return self.html(view)
        from .render import render_page
        return render_page(self.template, view, qt=qt)

    def print(self, view: V, path: Path) -> None:
        """The PDF of ``view`` at ``path`` (errors: :func:`~.render.print_pdf`'s)."""
        if self.pdf is not None:
            self.pdf(view, path)
            return
        from .render import print_pdf
        print_pdf(self.page(view, qt=True), view.title, path, self.images(view))

    def write(self, game: Game, fmt: str, target: Path, lang: str | None, *,
              corrections: Iterable[UndoneAction], notes: Mapping[str, str] | None,
              include_notes: bool, deal: str | None) -> None:
        """Write the report of ``game`` as ``fmt`` (``html``, ``pdf``) to ``target`` in
        ``lang`` (the arguments as :func:`~.export.export_game`'s)."""
        from .export import language
        timeline = self.build(game, corrections=corrections, notes=notes,
                              include_notes=include_notes, deal=deal)
        with language(lang) as spoken:
            view = self.word(timeline, spoken)
            if fmt == "pdf" and self.fit_pdf is not None:
                view = self.fit_pdf(view)
        if fmt == "html":
            write_atomic(target, self.page(view))
        else:
            write_atomic_with(target, lambda tmp: self.print(view, tmp))


__all__ = ["Build", "Titled", "WordedReport", "no_images"]
