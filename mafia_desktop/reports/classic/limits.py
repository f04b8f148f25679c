"""What a PDF page can hold: a worded report (:class:`~.wording.ReportView`) cut to a
size that Qt's text layout prints in bounded time and memory.

The HTML report keeps everything; the PDF (A4, ``QTextDocument``, whose layout costs
grow with every row and character) gets:

* every text (an event's sentence with a kill's description or a removal's reason, a
  note, a correction) cut at :data:`PDF_MAX_TEXT_CHARS` characters (about two thirds of
  a page in the events' column), with a visible note of how much was left out;
* every phase's timeline cut at :data:`PDF_MAX_PHASE_LINES` lines: its first and its last
  lines are kept, and one line in the middle says how many were left out.

Real games never reach either limit (a long evening has a few hundred lines); a log built
by a program, or a description pasted by mistake, does. The note says that the HTML report
and the game log hold everything.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication

from mafia_desktop.i18n.fill import fill

from .wording import Line, PhaseView, ReportView

# The longest text printed whole in the PDF, in characters.
PDF_MAX_TEXT_CHARS = 2000
# The most timeline lines one phase prints in the PDF (first half and last half kept).
PDF_MAX_PHASE_LINES = 600


def cut_text(text: str, limit: int = PDF_MAX_TEXT_CHARS) -> str:
    """``text`` when it has at most ``limit`` characters; else its first ``limit`` and a
    note: "… [12,345 more characters: see the HTML report]" (translated, context
    "Report")."""
    if len(text) <= limit:
        return text
    more = len(text) - limit
    kept = text[:limit]
    # a name or description cut inside its direction isolate is closed (U+2069), so the
    # note keeps the sentence's direction
    opened = sum(kept.count(c) for c in "\u2066\u2067\u2068") - kept.count("\u2069")
    return kept + "\u2069" * max(0, opened) + " " + fill(QCoreApplication.translate(
        "Report", "… [%1 more characters are not in the PDF: see the HTML report or the "
                  "game log]"), f"{more:,}")


def cut_lines(lines: list[Line], limit: int = PDF_MAX_PHASE_LINES) -> list[Line]:
    """``lines`` when there are at most ``limit``; else the first and the last
    ``limit // 2`` with one line between them that says how many were left out."""
    if len(lines) <= limit:
        return lines
    half = limit // 2
    left = len(lines) - 2 * half
    note = Line(0, "", fill(QCoreApplication.translate(
        "Report", "… %1 lines of this phase are not in the PDF (at most %2 a phase): the "
                  "HTML report and the game log hold them all."), f"{left:,}", f"{limit:,}"),
        "host")
    return lines[:half] + [note] + lines[-half:]


def _phase(p: PhaseView) -> PhaseView:
    lines = [Line(x.number, x.time, cut_text(x.text), x.css) for x in cut_lines(p.lines)]
    return replace(p, lines=lines, note=cut_text(p.note) if p.note else p.note,
                   summary=[cut_text(s) for s in p.summary])


def _player(p: dict[str, object]) -> dict[str, object]:
    note = p.get("note")
    return {**p, "note": cut_text(note)} if isinstance(note, str) and note else p


def fit_for_pdf(view: ReportView) -> ReportView:
    """A copy of ``view`` with every long text and every long phase cut for the PDF
    (:func:`cut_text`, :func:`cut_lines`); ``view`` is unchanged. Call it where the
    report's language is installed (the notes are translated)."""
    return replace(
        view,
        phases=[_phase(p) for p in view.phases],
        players=[_player(p) for p in view.players],
        corrections=[tuple(cut_text(x) for x in c) for c in view.corrections],  # type: ignore[misc]
        notes=[(cut_text(k), cut_text(t)) for k, t in view.notes])


__all__ = ["PDF_MAX_TEXT_CHARS", "PDF_MAX_PHASE_LINES", "cut_text", "cut_lines", "fit_for_pdf"]
