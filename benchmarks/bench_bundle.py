"""The bundle's size (issue 8): ``build.spec`` built twice in this run, once for Mafia
Desktop and once for a bare PySide6 "hello window" with the same options; prints both
sizes and their ratio (target <= 1.2x). Takes a minute or two.

Run: ``python benchmarks/bench_bundle.py`` (needs ``pip install pyinstaller``).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HELLO = '''\
import sys
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication(sys.argv)
label = QLabel("Hello")
label.show()
if "--quit" in sys.argv:
    sys.exit(0)
sys.exit(app.exec())
'''


def folder_size(path: Path) -> int:
    """Bytes of every file below ``path`` (links not followed)."""
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def build(work: Path, hello: Path | None) -> Path:
    env = dict(os.environ)
    env.pop("MAFIA_BUNDLE_HELLO", None)
    if hello is not None:
        env["MAFIA_BUNDLE_HELLO"] = str(hello)
    dist = work / ("dist-hello" if hello else "dist-app")
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR",
                    "--distpath", str(dist), "--workpath", str(work / "build"),
                    str(ROOT / "build.spec")], cwd=ROOT, env=env, check=True)
    (bundle,) = [p for p in dist.iterdir() if p.is_dir()]
    return bundle


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        hello = work / "hello_window.py"
        hello.write_text(HELLO)
        app = folder_size(build(work, None))
        bare = folder_size(build(work, hello))
    mib = 1024 * 1024
    print(f"Mafia Desktop bundle:       {app / mib:8.1f} MiB")
    print(f"bare PySide6 hello window:  {bare / mib:8.1f} MiB (same build.spec options)")
    print(f"ratio:                      {app / bare:8.2f}x   (target <= 1.2x)")


if __name__ == "__main__":
    main()
