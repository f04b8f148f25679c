"""A dialog asked once: shown modally, then deleted (not kept hidden under its window).

A dialog made with a parent for one question lives as long as that parent unless it is
deleted: the host window would keep every Help, Players, Sound and New game dialog it
ever showed, hidden, each retranslated on every language switch and holding its tables
(an evening of games: a dozen New game dialogs). :func:`run_modal` runs one and hands it
to Qt's deferred delete: the caller may still read it until control is back in the event
loop (Qt deletes it there).
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog


def run_modal(dialog: QDialog) -> int:
    """``dialog.exec()`` (modal: its result, ``QDialog.DialogCode`` as an int), then
    ``dialog.deleteLater()`` (also when ``exec`` raises). Its values may be read right
    after this returns: Qt deletes it when control is back in the event loop."""
    try:
        return dialog.exec()
    finally:
        dialog.deleteLater()


__all__ = ["run_modal"]
