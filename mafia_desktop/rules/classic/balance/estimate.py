"""Each side's chance with a setup under random play: simulated games counted, with a
95% interval; exact where the plain model covers the setup.

Games are played in blocks of :data:`BLOCK` games; block ``i`` of a run with seed ``S``
draws from ``random.Random(f"{S}:{i}")``, so a run is the same whether its blocks are
played one after another, in another order or in several processes.

>>> from mafia_desktop.rules.classic import Role, ruleset_from
>>> est = simulate({Role.GODFATHER: 1, Role.CIVILIAN: 4}, ruleset_from("table"), 200, seed=1)
>>> est.games, est.share("mafia").low <= est.share("mafia").p <= est.share("mafia").high
(200, True)
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction

from ...json_types import JsonObject
from ..roles import FACTION_ORDER, Role
from ..ruleset import Ruleset
from ..setup import check_composition
from .plain import uniform_lynch
from .table import play_table, table_setup

#: Games per block (the unit of reproducibility, of a worker's task, of a progress step).
BLOCK = 100
#: z of a two-sided 95% interval.
Z95 = 1.959963984540054
#: The sides, in the order they are listed.
SIDES: tuple[str, ...] = tuple(f.value for f in FACTION_ORDER)


def wilson(wins: int, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of ``wins`` out of ``games`` (95% by default);
    ``(0.0, 1.0)`` for no games.

    >>> [round(x, 3) for x in wilson(5, 10)]
    [0.237, 0.763]
    """
    if games <= 0:
        return 0.0, 1.0
    p = wins / games
    z2 = z * z
    centre = (p + z2 / (2 * games)) / (1 + z2 / games)
    half = z * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / (1 + z2 / games)
    return (0.0 if wins <= 0 else max(0.0, centre - half),
            1.0 if wins >= games else min(1.0, centre + half))


@dataclass(frozen=True, slots=True)
class Share:
    """One side's chance: ``p`` (0..1) with its 95% interval ``low``..``high`` from
    ``wins`` of ``games``."""

    wins: int
    games: int
    p: float
    low: float
    high: float

    def to_json(self) -> JsonObject:
        """``{"p", "low", "high", "wins"}``."""
        return {"p": self.p, "low": self.low, "high": self.high, "wins": self.wins}


@dataclass(frozen=True, slots=True)
class Estimate:
    """The counted games of a setup: ``games`` played, ``wins`` per side id (a game the
    maniac wins beside the town counts for both, R-WIN-3), ``draws`` (nobody won,
    R-WIN-4). ``exact`` holds each side's exact chance where the plain model covers
    the setup (:func:`exact_chances`), else ``None``."""

    games: int = 0
    wins: Mapping[str, int] = field(default_factory=dict)
    draws: int = 0
    exact: Mapping[str, Fraction] | None = None

    def share(self, side: str) -> Share:
        """``side``'s counted chance with its Wilson 95% interval."""
        wins = self.wins.get(side, 0)
        low, high = wilson(wins, self.games)
        return Share(wins, self.games, wins / self.games if self.games else 0.0, low, high)

    def merged(self, other: Estimate) -> Estimate:
        """Both runs' games together (``exact`` kept)."""
        wins = Counter(self.wins)
        wins.update(other.wins)
        return Estimate(self.games + other.games, dict(wins), self.draws + other.draws,
                        self.exact or other.exact)

    def sides(self) -> tuple[str, ...]:
        """The sides that won at least once or have an exact chance, in order."""
        return tuple(s for s in SIDES if self.wins.get(s) or (self.exact and s in self.exact))

    def to_json(self, sides: Iterable[str] = SIDES) -> JsonObject:
        """``{side: Share.to_json(), ..., "draws", "games", "exact"}``: ``exact`` is
        ``{side: p}`` (floats) or ``None``."""
        out: JsonObject = {side: self.share(side).to_json() for side in sides}
        out["draws"] = self.draws
        out["games"] = self.games
        out["exact"] = ({k: float(v) for k, v in self.exact.items()}
                        if self.exact is not None else None)
        return out


def composition_sides(composition: Mapping[Role, int]) -> tuple[str, ...]:
    """The sides present in ``composition``, in order (``("town", "mafia")``)."""
    present = {role.faction.value for role, n in composition.items() if n > 0}
    return tuple(s for s in SIDES if s in present)


def exact_chances(composition: Mapping[Role, int],
                  ruleset: Ruleset) -> dict[str, Fraction] | None:
    """Each side's exact chance under random play, where the plain model
    (:func:`.plain.uniform_lynch`) is exact for it, else ``None``.

    It is exact for a table of mafia and town with no doctor and no maniac (the
    commissar's and the journalist's answers change nothing when nobody uses them), the
    mafia killing only outside the mafia (``mafia_can_target_mafia`` off, R-MAF-1) and
    never blocked by day (``godfather_day_death_blocks_night`` off, R-GF-2).
    """
    if (composition.get(Role.DOCTOR, 0) or composition.get(Role.MANIAC, 0)
            or ruleset.mafia_can_target_mafia or ruleset.godfather_day_death_blocks_night):
        return None
    mafia = composition.get(Role.GODFATHER, 0) + composition.get(Role.MAFIOSO, 0)
    chances = uniform_lynch(sum(composition.values()), mafia, first=ruleset.first_phase)
    return {"town": chances["town"], "mafia": chances["mafia"]}


def play_block(composition: Mapping[Role, int], ruleset: Ruleset, seed: int, block: int,
               games: int = BLOCK, cancelled: Callable[[], bool] | None = None) -> Estimate:
    """Play block ``block`` of a run with ``seed``: ``games`` games (at most
    :data:`BLOCK`) at the random table (:func:`.table.play_table`). Stops early, with
    the games played so far, once ``cancelled()`` is true (asked between games)."""
    rng = random.Random(f"{seed}:{block}")
    setup = table_setup(composition, ruleset)
    wins: Counter[str] = Counter()
    draws = played = 0
    for _ in range(min(games, BLOCK)):
        if cancelled is not None and cancelled():
            break
        winners = play_table(composition, ruleset, rng, setup=setup)
        wins.update(winners)
        draws += not winners
        played += 1
    return Estimate(played, dict(wins), draws)


def blocks(games: int) -> list[tuple[int, int]]:
    """``(block, games in it)`` for a run of ``games`` games."""
    return [(i, min(BLOCK, games - i * BLOCK)) for i in range((games + BLOCK - 1) // BLOCK)]


def simulate(composition: Mapping[Role, int], ruleset: Ruleset, games: int, seed: int = 0,
             *, cancelled: Callable[[], bool] | None = None,
             progress: Callable[[Estimate], None] | None = None) -> Estimate:
    """Play ``games`` games at the random table in this process and count who won.

    Args:
        composition: role -> count.
        ruleset: the game's options.
        games: how many games (0 or more).
        seed: the run's seed: the same seed gives the same figures.
        cancelled: asked between games; once true the games so far are returned.
        progress: called with the estimate so far after every block.
    Returns:
        the :class:`Estimate`, with ``exact`` where :func:`exact_chances` has it.
    Raises:
        RuleViolation: the composition breaks R-SETUP-2 or R-SETUP-3.
    """
    check_composition([r for r, n in composition.items() for _ in range(n)], ruleset)
    total = Estimate(exact=exact_chances(composition, ruleset))
    for block, count in blocks(games):
        total = total.merged(play_block(composition, ruleset, seed, block, count, cancelled))
        if progress is not None:
            progress(total)
        if cancelled is not None and cancelled():
            break
    return total


__all__ = ["BLOCK", "Estimate", "SIDES", "Share", "Z95", "blocks", "composition_sides",
           "exact_chances", "play_block", "simulate", "wilson"]
