"""On Linux the window's start names the system packages Qt's X11 plugin lacks, before
Qt aborts the process (regression: a fresh Linux lacked libxcb-icccm4 and
libxcb-keysyms1 and Qt's own message named only libxcb-cursor0)."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

import mafia_desktop.ui.app
from mafia_desktop.cli import main, system_libs
from mafia_desktop.cli.system_libs import (
    PACKAGES,
    missing_libraries,
    not_found_in,
    packages_for,
    uses_xcb,
    xcb_plugin,
)

LDD = """\
\tlinux-vdso.so.1 (0x00007ffd)
\tlibQt6XcbQpa.so.6 => /venv/PySide6/Qt/lib/libQt6XcbQpa.so.6 (0x00007f1)
\tlibxcb-cursor.so.0 => /lib/x86_64-linux-gnu/libxcb-cursor.so.0 (0x00007f2)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibxcb-icccm.so.4 => not found
\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f3)
"""


def test_the_libraries_ldd_does_not_find_are_named_once():
    assert not_found_in(LDD) == ["libxcb-icccm.so.4", "libxcb-keysyms.so.1"]
    assert missing_libraries(Path("libqxcb.so"), ldd=lambda p: LDD) == [
        "libxcb-icccm.so.4", "libxcb-keysyms.so.1"]
    assert missing_libraries(Path("libqxcb.so"), ldd=lambda p: LDD.replace(
        "not found", "/lib/x.so (0x1)")) == []


def test_without_ldd_each_known_library_is_loaded():
    gone = {"libxcb-cursor.so.0", "libxkbcommon-x11.so.0"}
    found = missing_libraries(Path("libqxcb.so"), ldd=lambda p: None,
                              loads=lambda soname: soname not in gone)
    assert found == [s for s in PACKAGES if s in gone]


def test_packages_for_the_missing_libraries():
    assert packages_for(["libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libxcb-cursor.so.0",
                         "libglib-2.0.so.0", "libgthread-2.0.so.0", "libnew.so.9"]) == [
        "libxcb-icccm4", "libxcb-keysyms1", "libxcb-cursor0", "libglib2.0-0", "libnew.so.9"]


@pytest.mark.parametrize(("env", "platform", "xcb"), [
    ({"DISPLAY": ":0"}, "linux", True),
    ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb"}, "linux", True),
    ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, "linux", False),
    ({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "wayland"},
     "linux", False),
    ({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "wayland",
      "QT_QPA_PLATFORM": "xcb"}, "linux", True),
    ({}, "linux", False),
    ({"DISPLAY": ":0"}, "win32", False),
    ({"DISPLAY": ":0"}, "darwin", False),
])
def test_xcb_is_checked_only_where_qt_will_use_it(env, platform, xcb):
    assert uses_xcb(env, platform) is xcb


def test_the_window_start_names_the_packages_and_exits_1_before_qt(monkeypatch, capsys):
    monkeypatch.setattr(system_libs.sys, "platform", "linux")
    monkeypatch.setenv("DISPLAY", ":0")
    for name in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(system_libs, "missing_libraries",
                        lambda: ["libxcb-icccm.so.4", "libxcb-keysyms.so.1"])
    started = []
    monkeypatch.setattr(mafia_desktop.ui.app, "run", lambda args: started.append(args) or 0)
    assert main([]) == 1
    err = capsys.readouterr().err
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1" in err
    assert "sudo apt install libxcb-icccm4 libxcb-keysyms1\n" in err
    assert not started  # the QApplication was never made: Qt had no chance to abort
    monkeypatch.setattr(system_libs, "missing_libraries", lambda: [])
    assert main([]) == 0 and len(started) == 1  # nothing missing: the window starts


#: Libraries that every Debian/Ubuntu has, or that the packages of PACKAGES bring with
#: them (apt installs them too): ldd lists them, the host never installs them by hand.
BASE = {"linux-vdso.so.1", "ld-linux-x86-64.so.2", "libc.so.6", "libm.so.6", "libdl.so.2",
        "libpthread.so.0", "librt.so.1", "libstdc++.so.6", "libgcc_s.so.1", "libz.so.1",
        "libzstd.so.1", "liblzma.so.5", "liblz4.so.1", "libsystemd.so.0", "libcap.so.2",
        "libgcrypt.so.20", "libgpg-error.so.0", "libpcre2-8.so.0", "libexpat.so.1",
        "libpng16.so.16", "libbrotlidec.so.1", "libbrotlicommon.so.1", "libbsd.so.0",
        "libmd.so.0", "libXau.so.6", "libXdmcp.so.6", "libGLdispatch.so.0", "libGLX.so.0",
        "libffi.so.8", "libselinux.so.1", "libmount.so.1", "libblkid.so.1"}


def test_the_list_names_every_system_library_the_plugin_loads():
    plugin = xcb_plugin()
    if plugin is None:
        pytest.skip("this PySide6 has no xcb plugin")
    try:
        out = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True,
                             check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("no ldd here")
    pyside = str(plugin.parents[3])  # .../PySide6
    system = {Path(m.group(1)).name for m in re.finditer(r"^\s*(\S+)(?:\s+=>\s+(\S+))?", out, re.M)
              if not (m.group(2) or "").startswith(pyside)
              and not m.group(1).startswith("libQt6")}
    assert system - BASE <= set(PACKAGES), sorted(system - BASE - set(PACKAGES))
    assert {"libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libxcb-cursor.so.0"} <= system


# -- the check at every start: the plugin loaded, no subprocess (issue 22, point 4) ---------

def test_a_plugin_that_loads_is_enough_no_ldd_is_run(monkeypatch):
    plugin = xcb_plugin()
    if plugin is None:
        pytest.skip("this PySide6 has no xcb plugin")
    if shutil.which("ldd") and not_found_in(subprocess.run(
            ["ldd", str(plugin)], capture_output=True, text=True).stdout):
        pytest.skip("this machine lacks a library of the xcb plugin: it cannot load here")
    asked: list[Path] = []
    assert missing_libraries(plugin, ldd=lambda p: asked.append(p) or "") == []
    assert asked == []  # the dynamic loader found everything: ldd never asked


def fake_plugin(folder: Path, needs: str) -> Path:
    """A shared library like the xcb plugin that needs the library ``needs`` (a soname),
    which is then removed: loading the plugin fails as it does on a system without it."""
    if shutil.which("cc") is None:
        pytest.skip("no C compiler here")
    (folder / "needed.c").write_text("int needed_function(void) { return 1; }\n")
    (folder / "plugin.c").write_text("int needed_function(void);\n"
                                     "int plugin_function(void) { return needed_function(); }\n")
    lib = folder / needs
    subprocess.run(["cc", "-shared", "-fPIC", f"-Wl,-soname,{needs}", "-o", str(lib),
                    str(folder / "needed.c")], check=True)
    plugin = folder / "libqxcb.so"
    subprocess.run(["cc", "-shared", "-fPIC", "-o", str(plugin), str(folder / "plugin.c"),
                    str(lib)], check=True)
    lib.unlink()
    return plugin


def test_a_plugin_that_cannot_load_still_names_the_missing_package(tmp_path, monkeypatch,
                                                                    capsys):
    gone = "libxcb-mafia-test.so.9"  # no system has it
    plugin = fake_plugin(tmp_path, gone)
    if shutil.which("ldd") is None:
        pytest.skip("no ldd here")
    monkeypatch.setitem(PACKAGES, gone, "libxcb-mafia-test9")
    assert missing_libraries(plugin) == [gone]
    # the window's start, on an X display: the message, exit 1, Qt never started
    monkeypatch.setattr(system_libs.sys, "platform", "linux")
    monkeypatch.setenv("DISPLAY", ":0")
    for name in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(system_libs, "xcb_plugin", lambda: plugin)
    started = []
    monkeypatch.setattr(mafia_desktop.ui.app, "run", lambda args: started.append(args) or 0)
    assert main(["--db", str(tmp_path / "games.sqlite3")]) == 1
    err = capsys.readouterr().err
    assert f"missing:\n  {gone}\n" in err and "sudo apt install libxcb-mafia-test9\n" in err
    assert not started
