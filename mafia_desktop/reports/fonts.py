"""The font the players' screen and the reports draw with, shipped with the program.

DejaVu Sans (the Bitstream Vera licence, ``resources/fonts/LICENSE.txt``: free to copy and
ship) holds Latin, Cyrillic, Greek, Hebrew and Arabic. Registered with
:class:`QFontDatabase` on start (:func:`register_fonts`), the players' screen and the
reports look the same on every machine, whatever fonts it has. It has no glyph for the
direction isolates (U+2066..U+2069) put around names (:func:`mafia_desktop.i18n.isolate`),
and Qt then borrowed another font of the machine for them, which made lines taller where
such a font was installed (Noto): the players' screen draws names through
:func:`mafia_desktop.i18n.fill.for_drawing`, which says the same with the embedding
marks the font has.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtGui import QFont

#: The family the players' screen and the reports ask for.
FAMILY = "DejaVu Sans"
#: The shipped files (``mafia_desktop/resources/fonts/``).
FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf",
         "DejaVuSans-BoldOblique.ttf")

_registered: list[int] = []


def font_folder() -> Path:
    """Where the shipped font files are: beside the package's modules (a wheel, a source
    tree, a pyinstaller bundle), else where :mod:`importlib.resources` says (imported
    only then: it is ~0.15 MiB a window keeps)."""
    beside = Path(__file__).parent.parent / "resources" / "fonts"
    if beside.is_dir():
        return beside
    from importlib.resources import files
    return Path(str(files("mafia_desktop").joinpath("resources", "fonts")))


def register_fonts() -> str:
    """Register the shipped fonts with Qt's font database (once per process; needs a
    ``QGuiApplication``). Returns :data:`FAMILY`. A file that cannot be loaded is
    skipped (the machine's own fonts are used instead)."""
    if not _registered:
        from PySide6.QtGui import QFontDatabase
        for name in FILES:
            _registered.append(QFontDatabase.addApplicationFont(str(font_folder() / name)))
    return FAMILY


def shipped_font(pixels: float, bold: bool = False, italic: bool = False) -> QFont:
    """The shipped family at ``pixels`` (cut to a whole number, at least 1) pixels,
    registered first when it is not yet (needs a ``QGuiApplication``)."""
    from PySide6.QtGui import QFont
    font = QFont(register_fonts())
    font.setPixelSize(max(1, int(pixels)))
    font.setBold(bold)
    font.setItalic(italic)
    return font


__all__ = ["FAMILY", "FILES", "font_folder", "register_fonts", "shipped_font"]
