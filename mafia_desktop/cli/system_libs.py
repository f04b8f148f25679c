"""The system libraries the window needs on Linux, checked before Qt starts.

Qt draws on an X11 desktop through its ``xcb`` platform plugin
(``PySide6/Qt/plugins/platforms/libqxcb.so``), which loads libraries of the system, not
of PySide6: a fresh Debian or Ubuntu lacks some (``libxcb-icccm4``, ``libxcb-keysyms1``,
``libxcb-cursor0``...). Qt then prints a message naming at most one of them and aborts
the process. So the window's start asks first (:func:`missing_libraries`): it loads the
plugin with the dynamic loader (``dlopen`` through ``_ctypes``, the C part of ``ctypes``,
whose Python part the window would keep for nothing: ~0.2 MiB; no subprocess; Qt loads
the plugin next anyway, so this costs the start next to nothing), and only when that
fails asks ``ldd`` which libraries are missing (else loads each library of
:data:`PACKAGES`); when some are, it says which packages to
install and exits 1 (:func:`check_window_libraries`).

:data:`PACKAGES` is every library outside PySide6 that the plugin and Qt's GUI libraries
load, with its Debian/Ubuntu package (found with ``ldd`` and ``dpkg -S`` on Debian 12;
the README lists them too).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path

#: soname -> the Debian/Ubuntu package that ships it: every library outside PySide6 that
#: the xcb plugin and Qt's GUI libraries need, but the C library's own.
PACKAGES: dict[str, str] = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb.so.1": "libxcb1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
}

_NOT_FOUND = r"^\s*(\S+)\s+=>\s+not found\s*$"


def xcb_plugin() -> Path | None:
    """The path of Qt's xcb platform plugin in the PySide6 in use (installed or in the
    bundle), or ``None`` when there is none."""
    try:
        import PySide6  # the package only: no Qt library is loaded
    except ImportError:
        return None
    base = Path(PySide6.__file__).resolve().parent
    for folder in (base / "Qt" / "plugins", base / "plugins"):
        plugin = folder / "platforms" / "libqxcb.so"
        if plugin.is_file():
            return plugin
    return None


def not_found_in(ldd_output: str) -> list[str]:
    """The sonames ``ldd`` reports as ``not found``, each once, in its order."""
    import re  # here and below: only asked when the plugin does not load
    return list(dict.fromkeys(re.findall(_NOT_FOUND, ldd_output, re.MULTILINE)))


def _ldd(plugin: Path) -> str | None:
    import shutil
    import subprocess
    ldd = shutil.which("ldd")
    if ldd is None:
        return None
    try:
        done = subprocess.run([ldd, str(plugin)], capture_output=True, text=True,
                              timeout=10, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout + done.stderr


def _loads(soname: str) -> bool:
    """Whether the dynamic loader loads ``soname`` (a name or a path), as
    ``ctypes.CDLL(soname)`` would (``RTLD_NOW | RTLD_LOCAL``; the library stays loaded)."""
    from _ctypes import dlopen  # ctypes.CDLL's own call, without ctypes' Python part

    try:
        dlopen(soname)
    except OSError:
        return False
    return True


def _opens(plugin: Path) -> bool:
    return _loads(str(plugin))


def missing_libraries(plugin: Path | None = None,
                      ldd: Callable[[Path], str | None] = _ldd,
                      loads: Callable[[str], bool] = _loads,
                      opens: Callable[[Path], bool] = _opens) -> list[str]:
    """The system libraries (sonames) Qt's xcb plugin needs and cannot find. ``[]`` at
    once when ``plugin`` (default :func:`xcb_plugin`) loads (``opens``, ``dlopen``: the
    dynamic loader found every library it needs; no subprocess), or when there is no
    plugin to ask about. Else ``ldd``'s "not found" lines for it; without ``ldd``, each
    library of :data:`PACKAGES` that ``loads`` (``dlopen``) cannot load."""
    plugin = plugin or xcb_plugin()
    if plugin is None or opens(plugin):
        return []
    output = ldd(plugin)
    if output is not None:
        return not_found_in(output)
    return [soname for soname in PACKAGES if not loads(soname)]


def packages_for(sonames: Iterable[str]) -> list[str]:
    """The Debian/Ubuntu packages that ship ``sonames``, each once (a library this list
    does not know is named as it is)."""
    return list(dict.fromkeys(PACKAGES.get(s, s) for s in sonames))


def uses_xcb(environ: Mapping[str, str] | None = None,
             platform: str | None = None) -> bool:
    """True when Qt will draw through its xcb plugin: on Linux or a BSD, with an X11
    display, and no other platform chosen (``QT_QPA_PLATFORM``) and no Wayland session
    (where Qt takes its Wayland plugin first)."""
    env: Mapping[str, str] = os.environ if environ is None else environ
    platform = platform or sys.platform
    if not platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return False
    chosen = env.get("QT_QPA_PLATFORM", "").strip()
    if chosen:
        return chosen.split(";")[0].split(":")[0] == "xcb"
    wayland = bool(env.get("WAYLAND_DISPLAY")) and env.get("XDG_SESSION_TYPE") == "wayland"
    return bool(env.get("DISPLAY")) and not wayland


def message(sonames: list[str]) -> str:
    """What the host is told when ``sonames`` are missing: which libraries, and the one
    command that installs them."""
    return ("mafia-desktop: the window cannot open: Qt's X11 platform plugin (xcb) needs "
            "system libraries that are missing:\n  " + ", ".join(sonames) + "\n"
            "Install them (Debian, Ubuntu):\n  sudo apt install "
            + " ".join(packages_for(sonames)) + "\n"
            "The README lists every system package the window needs "
            "(\"System packages on Linux\").\n")


def check_window_libraries(write: Callable[[str], object] | None = None) -> bool:
    """Before the QApplication exists: True when the window can load its platform
    plugin (or does not use xcb); else write :func:`message` (to standard error by
    default) and return False."""
    if not uses_xcb():
        return True
    missing = missing_libraries()
    if not missing:
        return True
    (write or sys.stderr.write)(message(missing))
    return False
