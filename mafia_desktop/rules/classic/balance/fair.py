"""A fair setup: the compositions for a player count under which the town and the mafia
are the most nearly even under random play.

The candidates keep the suggested commissar and journalist (``suggested_composition``;
under random play their answers change nothing) and try every mafia size around the
plain model's most even one, with and without a doctor and a maniac; each is rated
exactly where the plain model covers it (:func:`.estimate.exact_chances`), else by
simulated games. "Even" is the gap between the town's and the mafia's chance.

>>> from mafia_desktop.rules.classic import ruleset_from
>>> best = fair_setups(10, ruleset_from("table"), games=0)
>>> best[0].exact, round(best[0].gap, 3)
(True, 0.016)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...errors import RuleViolation
from ..roles import Role
from ..ruleset import Ruleset
from ..setup import check_composition, suggested_composition
from .estimate import Estimate, exact_chances, simulate
from .plain import uniform_lynch

#: Mafia sizes tried on each side of the plain model's most even one.
SPREAD = 1


@dataclass(frozen=True, slots=True)
class FairSetup:
    """One proposal: its ``composition``, the ``estimate`` it was rated by, the
    ``town`` and ``mafia`` chances (0..1) and their ``gap`` (|town - mafia|); ``exact``
    when the plain model gave them."""

    composition: dict[Role, int]
    estimate: Estimate
    town: float
    mafia: float
    gap: float
    exact: bool


def candidates(players: int, ruleset: Ruleset) -> list[dict[Role, int]]:
    """The compositions tried for ``players`` (4 or more) that R-SETUP-2/3 accept."""
    base = suggested_composition(players)
    plain = [abs(float(uniform_lynch(players, m)["mafia"]) - 0.5)
             for m in range(1, players // 2 + 1)]
    even = 1 + plain.index(min(plain))
    out = []
    for mafia in range(max(1, even - SPREAD), even + SPREAD + 1):
        for doctor in (0, 1):
            for maniac in (0, 1):
                comp = {role: 0 for role in Role}
                comp.update({Role.GODFATHER: 1, Role.MAFIOSO: mafia - 1,
                             Role.COMMISSAR: base[Role.COMMISSAR],
                             Role.JOURNALIST: base[Role.JOURNALIST],
                             Role.DOCTOR: doctor, Role.MANIAC: maniac})
                comp[Role.CIVILIAN] = players - sum(comp.values())
                if comp[Role.CIVILIAN] < 0:
                    continue
                try:
                    check_composition([r for r, n in comp.items() for _ in range(n)], ruleset)
                except RuleViolation:
                    continue
                out.append(comp)
    return out


def fair_setups(players: int, ruleset: Ruleset, *, games: int = 400, seed: int = 0,
                top: int = 3, cancelled: Callable[[], bool] | None = None) -> list[FairSetup]:
    """The ``top`` most even compositions for ``players``, most even first (ties: fewer
    special roles first).

    Args:
        players: the number of players (4 or more).
        ruleset: the game's options.
        games: games simulated per candidate the plain model does not cover (0: only
            the exact candidates are rated).
        seed: the simulations' seed.
        top: how many to return.
        cancelled: asked between games; once true the candidates rated so far are used.
    Raises:
        RuleViolation: fewer than 4 players (R-SETUP-2).
    """
    rated: list[FairSetup] = []
    for comp in candidates(players, ruleset):
        if cancelled is not None and cancelled():
            break
        exact = exact_chances(comp, ruleset)
        if exact is not None:
            town, mafia = float(exact["town"]), float(exact["mafia"])
            est = Estimate(exact=exact)
        elif games > 0:
            est = simulate(comp, ruleset, games, seed, cancelled=cancelled)
            if not est.games:
                break
            town, mafia = est.share("town").p, est.share("mafia").p
        else:
            continue
        rated.append(FairSetup(comp, est, town, mafia, abs(town - mafia), exact is not None))
    rated.sort(key=lambda f: (round(f.gap, 6), f.composition[Role.DOCTOR]
                              + f.composition[Role.MANIAC]))
    return rated[:top]


__all__ = ["FairSetup", "SPREAD", "candidates", "fair_setups"]
