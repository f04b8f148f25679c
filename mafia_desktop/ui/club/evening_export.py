"""The evening's export from its page (``evening_page.EveningPage.export``): the file
asked for (HTML, PDF or CSV by its suffix), the evening read from the database here and
written in a worker with progress and Cancel (issue 35.4). The words keep the page's
translation context (``EveningPage``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from mafia_desktop.i18n.fill import fill

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings

    from mafia_desktop.storage.evenings import EveningRepository

translate = QCoreApplication.translate


def export_evening_file(page: QWidget, settings: QSettings | None,
                        evenings: EveningRepository, evening_id: int,
                        path: str | None, problem: Callable[[Exception], None]) -> str | None:
    """Export evening ``evening_id`` of ``evenings`` (the storage's evenings) to ``path``
    (``None``: asked with a file dialog in the folder used last, ``settings`` a
    ``QSettings`` or ``None``). Returns the path written, or ``None`` when the host
    cancelled or the export failed (``problem(error)`` has shown why)."""
    from mafia_desktop.reports.evening import export_evening, stored_evening_view

    if path is None:
        from datetime import date

        from mafia_desktop.ui.paths import export_path
        path, _ = QFileDialog.getSaveFileName(  # the folder used last, a dated name
            page, translate("EveningPage", "Export the evening"),
            export_path(settings, f"mafia-{date.today().isoformat()}-evening-{evening_id}",
                        ".html"),
            translate("EveningPage", "Web page (*.html);;PDF (*.pdf);;Spreadsheet (*.csv)"))
        if not path:
            return None
    if settings is not None:
        from mafia_desktop.ui.paths import remember_folder
        remember_folder(settings, path)
    fmt = {".pdf": "pdf", ".csv": "csv"}.get(path[-4:].lower(), "html")
    from mafia_desktop.reports.export import ensure_gui_application
    from mafia_desktop.reports.jobs import Cancelled
    from mafia_desktop.ui.jobs import run_job

    try:
        # the database read here (its connection stays in this thread); the page laid
        # out and written in a worker with progress and Cancel (issue 35.4), in the
        # window's language (no translator installed off this thread)
        make_view = stored_evening_view(evenings, evening_id)
        if fmt == "pdf":
            ensure_gui_application()
        target = str(path)
        run_job(page.window(), lambda: export_evening(make_view, fmt, target),
                lambda n: fill(translate("EveningPage", "Writing the evening (%1)… page %2"),
                               fmt.upper(), str(n)) if n else
                fill(translate("EveningPage", "Writing the evening (%1)…"), fmt.upper()),
                title=translate("EveningPage", "Export the evening"))
    except Cancelled:
        return None
    except Exception as e:
        problem(e)
        return None
    return path


__all__ = ["export_evening_file"]
