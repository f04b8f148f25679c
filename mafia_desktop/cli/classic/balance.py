"""``mafia-desktop balance`` for the classic family (RULES.md): the engine model (random
play by the classic engine, :mod:`mafia_desktop.rules.classic.balance`), the plain
uniform-lynch model and the fairest compositions; registered in :mod:`..families`."""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from typing import TYPE_CHECKING

from mafia_desktop.cli.balance import K, parse_options, parse_roles, print_estimate, refused
from mafia_desktop.cli.output import fail, print_json

if TYPE_CHECKING:  # pragma: no cover - imported when the command runs
    from mafia_desktop.rules.classic import Role, Ruleset
    from mafia_desktop.rules.classic.balance import Estimate
    from mafia_desktop.rules.json_types import JsonObject
    from mafia_desktop.storage import GameRepository


def engine(args: argparse.Namespace) -> int:
    """The classic family's engine model: random play at the table (``--roles``)."""
    from mafia_desktop.rules.classic import Role, ruleset_from
    from mafia_desktop.rules.classic.balance import ASSUMPTION
    from mafia_desktop.rules.classic.balance.estimate import composition_sides

    if args.roles is None:
        return fail("--roles: expected ROLE=COUNT,..., e.g. godfather=1,mafioso=1,civilian=8")
    if args.games < 0 or args.jobs < 1:
        return fail("--games must be 0 or more and --jobs 1 or more")
    try:
        composition = parse_roles(args.roles, Role)
        ruleset = ruleset_from(args.preset, parse_options(args.option))
        estimate = run_games(composition, ruleset, args.games, args.seed, args.jobs)
    except ValueError as e:
        return refused(e)
    return print_estimate(args, args.family, composition, ruleset,
                          estimate.to_json(composition_sides(composition)), ASSUMPTION,
                          lambda: club_of(args, composition, None))


def run_games(composition: dict[Role, int], ruleset: Ruleset, games: int, seed: int,
              jobs: int = 1) -> Estimate:
    """:func:`rules.balance.simulate` spread over ``jobs`` processes (block by block, so
    the figures do not depend on ``jobs``).

    Raises:
        RuleViolation: the composition breaks R-SETUP-2/3.
    """
    from mafia_desktop.rules.classic.balance import Estimate, exact_chances, play_block, simulate
    from mafia_desktop.rules.classic.balance.estimate import blocks

    if jobs == 1 or games <= 0:
        return simulate(composition, ruleset, games, seed)
    from concurrent.futures import ProcessPoolExecutor

    simulate(composition, ruleset, 0, seed)  # checks the composition (R-SETUP-2/3)
    todo = blocks(games)
    total = Estimate(exact=exact_chances(composition, ruleset))
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for part in pool.map(play_block, [composition] * len(todo), [ruleset] * len(todo),
                             [seed] * len(todo), [b for b, _ in todo], [n for _, n in todo],
                             chunksize=max(1, len(todo) // (4 * jobs))):
            total = total.merged(part)
    return total


def uniform_lynch_model(args: argparse.Namespace) -> int:
    from mafia_desktop.rules.classic.balance import ASSUMPTION, uniform_lynch

    if args.players is None or args.mafia is None:
        return fail("--model uniform-lynch needs --players N and --mafia M")
    try:
        chances = uniform_lynch(args.players, args.mafia, first=args.first)
    except ValueError as e:
        return fail(str(e))
    print_json({"mafia": float(chances["mafia"]), "town": float(chances["town"]),
                "fractions": {k: str(v) for k, v in chances.items()},
                "model": "uniform-lynch",
                "setup": {"players": args.players, "mafia": args.mafia, "first": args.first},
                "assumption": "each day a random living player is executed, each night the "
                              "mafia kills a random town player; " + ASSUMPTION})
    return 0


def fair_model(args: argparse.Namespace) -> int:
    from mafia_desktop.rules.classic import ruleset_from
    from mafia_desktop.rules.classic.balance import ASSUMPTION, fair_setups

    if args.players is None:
        return fail("--fair needs --players N")
    try:
        ruleset = ruleset_from(args.preset, parse_options(args.option))
        found = fair_setups(args.players, ruleset, games=min(args.games, 2000),
                            seed=args.seed, top=5)
    except ValueError as e:
        return refused(e)
    print_json({"players": args.players, "assumption": ASSUMPTION, "setups": [
        {"roles": {r.value: n for r, n in f.composition.items() if n}, "town": f.town,
         "mafia": f.mafia, "gap": f.gap, "exact": f.exact, "games": f.estimate.games}
        for f in found]})
    return 0


def club_of(args: argparse.Namespace, composition: Mapping[K, int],
            sides: tuple[str, ...] | None) -> JsonObject | int:
    """The club's record of ``composition`` from ``--db`` (read-only), or an exit code
    (the club's statistics live with the classic balance lab: the sport family's runner
    borrows them, a debt listed in tests/test_families_fence.py)."""
    from mafia_desktop.cli.games import _run
    from mafia_desktop.rules.classic.balance import ClubRecord, club_record

    found: JsonObject = {}

    def body(repo: GameRepository) -> int:
        found.update(club_record(repo.results(), args.family, composition).to_json(sides))
        return 0

    def no_file(_: object) -> int:  # no database yet: no games (none is created by a read)
        found.update(ClubRecord().to_json(sides))
        return 0
    code = _run(args, body, read_only=True, missing=no_file)
    return code if code else found


def run(args: argparse.Namespace) -> int:
    """``balance`` for the classic family: the plain model (``--model uniform-lynch``),
    the fair setups (``--fair``) or the engine model (default)."""
    if args.model == "uniform-lynch":
        return uniform_lynch_model(args)
    if args.fair:
        return fair_model(args)
    return engine(args)
