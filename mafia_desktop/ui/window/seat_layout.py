"""Where the seat cards go around the table (pure geometry: no Qt).

The cards' centres lie on an ellipse, seat 1 at the top and the others clockwise. They
are spaced evenly by the room a card needs, not by angle: along the ellipse the distance
between two points is measured as ``max(|dx| / card width, |dy| / card height)`` (two
cards overlap exactly when that is below 1), so the top and bottom, where the cards sit
side by side, get wider steps than the sides, where they sit one above the other. The
ellipse is the smallest one on which no two cards overlap, and its shape (height over
width) is the one that lets the whole table be drawn largest in the view's shape: a tall
view gets a tall table. That is what keeps 20 names readable on a laptop's screen.

Lengths are scene units (the view scales them); every result is cached.
"""

from __future__ import annotations

import bisect
import math
from dataclasses import dataclass
from functools import lru_cache

#: The shapes tried for the ellipse of the cards' centres (its height over its width).
ASPECTS = (0.8, 1.0, 1.2, 1.4, 1.6)
#: Points sampled around the ellipse to measure it.
STEPS = 720


@dataclass(frozen=True)
class Ring:
    """The seats' places on one ellipse.

    Attributes:
        rx, ry: the radii of the ellipse of the cards' centres.
        positions: each seat's centre ``(x, y)``, seat 1 first (``y`` grows downwards).
        width, height: the size of the box around every card, centred on ``(0, 0)``.
    """

    rx: float
    ry: float
    positions: tuple[tuple[float, float], ...]
    width: float
    height: float

    def scale_in(self, view_w: float, view_h: float, margin: float) -> float:
        """The scale at which the cards (and ``margin`` around them) fill a view of
        ``view_w`` x ``view_h`` pixels, keeping the aspect ratio."""
        return min(view_w / (self.width + 2 * margin), view_h / (self.height + 2 * margin))


def _place(n: int, rx: float, ry: float, w: float, h: float) -> list[tuple[float, float]]:
    """``n`` points on the ellipse, the first at the top, evenly spaced by the card
    metric ``max(|dx| / w, |dy| / h)``."""
    ts = [2 * math.pi * k / STEPS for k in range(STEPS + 1)]
    pts = [(rx * math.sin(t), -ry * math.cos(t)) for t in ts]
    run = [0.0]
    for (x0, y0), (x1, y1) in zip(pts, pts[1:], strict=False):
        run.append(run[-1] + max(abs(x1 - x0) / w, abs(y1 - y0) / h))
    total = run[-1]
    out = []
    for i in range(n):
        target = total * i / n
        k = min(max(bisect.bisect_right(run, target) - 1, 0), STEPS - 1)
        step = run[k + 1] - run[k]
        frac = (target - run[k]) / step if step > 0 else 0.0
        t = ts[k] + frac * (ts[k + 1] - ts[k])
        out.append((rx * math.sin(t), -ry * math.cos(t)))
    return out


def _apart(points: list[tuple[float, float]], w: float, h: float) -> bool:
    """True when no two ``w`` x ``h`` boxes centred on ``points`` overlap (a sweep along
    x: each box is compared only with those less than ``w`` to its right, not with
    every other: a hostile log of 2,000 seats took 25 s)."""
    by_x = sorted(points)
    for i, (xi, yi) in enumerate(by_x):
        for j in range(i + 1, len(by_x)):
            xj, yj = by_x[j]
            if xj - xi >= w:
                break
            if abs(yi - yj) < h:
                return False
    return True


@lru_cache(maxsize=256)
def ring(n: int, card_w: float, card_h: float, gap: float, aspect: float,
         min_rx: float) -> Ring:
    """The smallest ellipse (radius ``rx`` at least ``min_rx``, ``ry = aspect * rx``) on
    which ``n`` cards of ``card_w`` x ``card_h`` stand at least ``gap`` apart."""
    w, h = card_w + gap, card_h + gap

    def fits(rx: float) -> bool:
        return _apart(_place(n, rx, aspect * rx, w, h), w, h)

    lo = hi = float(min_rx)
    if not fits(hi):
        while not fits(hi):
            lo, hi = hi, hi * 1.5
        while hi - lo > 0.5:
            mid = (lo + hi) / 2
            lo, hi = (lo, mid) if fits(mid) else (mid, hi)
    rx, ry = hi, aspect * hi
    points = _place(n, rx, ry, w, h)
    xs = [abs(x) for x, _ in points]
    ys = [abs(y) for _, y in points]
    return Ring(rx, ry, tuple(points), 2 * max(xs) + card_w, 2 * max(ys) + card_h)


def best_ring(n: int, card_w: float, card_h: float, gap: float, min_rx: float,
              view_w: float, view_h: float, margin: float) -> Ring:
    """Of the :data:`ASPECTS`, the ring drawn largest in a view of ``view_w`` x
    ``view_h`` pixels (ties: the rounder one)."""
    rings = [ring(n, card_w, card_h, gap, a, min_rx) for a in ASPECTS]
    return max(rings, key=lambda r: (round(r.scale_in(max(view_w, 1), max(view_h, 1), margin),
                                           4), -abs(math.log(r.ry / r.rx))))
