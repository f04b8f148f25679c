"""Write the program's sounds: ``mafia_desktop/resources/sounds/*.wav``.

Every sound is synthesised here with Python's ``wave`` module (no recorded or copyrighted
audio): 16-bit mono at 22 050 Hz. The WAV files in the repository are this script's
output; ``python scripts/make_sounds.py --check`` exits 1 when one differs (a test runs
it), ``python scripts/make_sounds.py`` rewrites them.

- ``bell.wav``: the timer's bell at zero (880 Hz with two inharmonic partials, 1.2 s).
- ``tone.wav``: ten seconds left (one short 1 kHz beep, 0.18 s).
- ``vote_open.wav`` / ``vote_close.wav``: two notes rising / falling (0.5 s).
- ``night.wav`` / ``day.wav``: three soft notes falling / rising (1 s).
"""

from __future__ import annotations

import argparse
import io
import math
import struct
import sys
import wave
from collections.abc import Sequence
from pathlib import Path

RATE = 22050  # samples per second
FOLDER = Path(__file__).resolve().parent.parent / "mafia_desktop" / "resources" / "sounds"


def _clip(value: float) -> int:
    return int(max(-1.0, min(1.0, value)) * 32767)


def bell_samples(rate: int = RATE, seconds: float = 1.2) -> list[int]:
    """A small bell: 16-bit mono samples of a struck tone (880 Hz with two inharmonic
    partials, a 5 ms attack and an exponential decay)."""
    partials = ((880.0, 1.0, 3.0), (880.0 * 2.76, 0.45, 5.0), (880.0 * 5.40, 0.2, 8.0))
    out = []
    for i in range(int(rate * seconds)):
        t = i / rate
        attack = min(1.0, t / 0.005)
        value = sum(amp * math.exp(-decay * t) * math.sin(2 * math.pi * freq * t)
                    for freq, amp, decay in partials)
        out.append(_clip(0.6 * attack * value / 1.65))
    return out


def notes_samples(notes: Sequence[float], each_s: float, level: float = 0.45,
                  decay: float = 6.0, rate: int = RATE) -> list[int]:
    """Notes one after another (Hz, ``each_s`` seconds each): a sine with its octave,
    a 10 ms attack and an exponential decay, so nothing clicks."""
    out: list[int] = []
    for freq in notes:
        for i in range(int(rate * each_s)):
            t = i / rate
            env = min(1.0, t / 0.01) * math.exp(-decay * t) * min(1.0, (each_s - t) / 0.01)
            value = math.sin(2 * math.pi * freq * t) + 0.3 * math.sin(4 * math.pi * freq * t)
            out.append(_clip(level * env * value / 1.3))
    return out


#: file name -> its samples (made on demand).
SOUNDS = {
    "bell.wav": bell_samples,
    "tone.wav": lambda: notes_samples((1000.0,), 0.18, decay=4.0),
    "vote_open.wav": lambda: notes_samples((523.25, 783.99), 0.25),
    "vote_close.wav": lambda: notes_samples((783.99, 523.25), 0.25),
    "night.wav": lambda: notes_samples((659.25, 523.25, 392.0), 0.34, level=0.35, decay=3.0),
    "day.wav": lambda: notes_samples((392.0, 523.25, 659.25), 0.34, level=0.35, decay=3.0),
}


def wav_bytes(samples: Sequence[int], rate: int = RATE) -> bytes:
    """``samples`` as the bytes of a 16-bit mono WAV file."""
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(struct.pack(f"<{len(samples)}h", *samples))
    return buffer.getvalue()


def main(argv: Sequence[str] | None = None) -> int:
    """Write (or with ``--check`` compare) every sound; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="change nothing; exit 1 when a file differs from its recipe")
    args = parser.parse_args(argv)
    stale = []
    for name, make in SOUNDS.items():
        data = wav_bytes(make())
        target = FOLDER / name
        if args.check:
            if not target.exists() or target.read_bytes() != data:
                stale.append(name)
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        print(target, len(data), "bytes")
    if stale:
        print("stale:", ", ".join(stale), "(run python scripts/make_sounds.py)")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
