"""Where the program's art and sounds live, wherever it is installed.

The files are package data of ``mafia_desktop`` (``mafia_desktop/resources/``, listed in
``pyproject.toml``), so they travel inside a wheel and a pyinstaller bundle, and
:func:`resource_path` finds them through :mod:`importlib.resources`, never through the
working directory.

``python -m mafia_desktop.ui.resources`` rewrites ``sounds/bell.wav`` (see
:func:`write_bell`); the file in the repository is that function's output.
"""

from __future__ import annotations

import atexit
import math
import struct
import wave
from contextlib import ExitStack
from importlib.resources import as_file, files
from pathlib import Path

PACKAGE = "mafia_desktop"
FOLDER = "resources"

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
    resource = files(PACKAGE).joinpath(FOLDER, *parts)
    if isinstance(resource, Path):
        return resource
    return Path(_extracted.enter_context(as_file(resource)))


# --- the bell ---------------------------------------------------------------------

BELL_RATE = 22050  # samples per second
BELL_SECONDS = 1.2


def bell_samples(rate: int = BELL_RATE, seconds: float = BELL_SECONDS) -> list[int]:
    """A small bell: 16-bit mono samples of a struck tone (880 Hz with two inharmonic
    partials, a 5 ms attack and an exponential decay)."""
    partials = ((880.0, 1.0, 3.0), (880.0 * 2.76, 0.45, 5.0), (880.0 * 5.40, 0.2, 8.0))
    out = []
    for i in range(int(rate * seconds)):
        t = i / rate
        attack = min(1.0, t / 0.005)
        value = sum(amp * math.exp(-decay * t) * math.sin(2 * math.pi * freq * t)
                    for freq, amp, decay in partials)
        out.append(int(max(-1.0, min(1.0, 0.6 * attack * value / 1.65)) * 32767))
    return out


def write_bell(path: Path) -> Path:
    """Write the bell (:func:`bell_samples`) as a WAV file at ``path`` and return it."""
    samples = bell_samples()
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(BELL_RATE)
        w.writeframes(struct.pack(f"<{len(samples)}h", *samples))
    return path


if __name__ == "__main__":
    target = Path(__file__).resolve().parent.parent / FOLDER / "sounds" / "bell.wav"
    target.parent.mkdir(parents=True, exist_ok=True)
    print(write_bell(target))
