"""Where the program's art and sounds live, wherever it is installed.

The files are package data of ``mafia_desktop`` (``mafia_desktop/resources/``, listed in
``pyproject.toml``), so they travel inside a wheel and a pyinstaller bundle, and
:func:`resource_path` finds them beside the package's modules (an installed wheel, a source
tree, a pyinstaller bundle), else through :mod:`importlib.resources` (a zipped package),
never through the working directory. :mod:`importlib.resources` (eight modules, ~0.15 MiB
kept for the life of the window) is imported only in that last case.

The sounds (``sounds/*.wav``) are written by ``scripts/make_sounds.py``.
"""

from __future__ import annotations

import atexit
from contextlib import ExitStack
from pathlib import Path

PACKAGE = "mafia_desktop"
FOLDER = "resources"
#: ``mafia_desktop/resources/`` on the file system, where the package's modules are.
BESIDE = Path(__file__).parent.parent / FOLDER

_extracted = ExitStack()
atexit.register(_extracted.close)


def resource_path(*parts: str) -> Path:
    """The file system path of a resource, e.g. ``resource_path("cards", "doctor.svg")``.

    Args:
        parts: path components below ``mafia_desktop/resources/``.
    Returns:
        a real path. From an installed wheel, a source tree or a pyinstaller bundle this
        is the file itself; from a zipped package the file is extracted to a temporary
        file that lives until the program exits. The path may not exist: callers
        check ``.exists()`` where a missing file must not stop them.
    """
    if BESIDE.is_dir():
        return BESIDE.joinpath(*parts)
    from importlib.resources import as_file, files

    resource = files(PACKAGE).joinpath(FOLDER, *parts)
    if isinstance(resource, Path):
        return resource
    return Path(_extracted.enter_context(as_file(resource)))
