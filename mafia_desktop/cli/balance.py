"""``mafia-desktop balance``: how likely each side is to win with a setup (issue 16).

* ``balance --family classic --roles godfather=1,mafioso=1,civilian=8 [--preset P]
  [--option NAME=VALUE]... [--games N] [--seed S] [--jobs J] [--db PATH]``: the engine
  model (:mod:`mafia_desktop.rules.classic.balance`): ``N`` games at the random table, each
  side's chance with its 95% interval (``{"p", "low", "high", "wins"}``), the draws, the
  exact chances where the plain model covers the setup, and with ``--db`` the club's
  record of the same setup (finished stored games). The same seed gives the same figures
  whatever ``--jobs`` (processes) is.
* ``balance --model uniform-lynch --players 10 --mafia 2 [--first day|night]``: the
  plain model, exact: ``{"mafia": 0.784375, "town": 0.215625, ...}``.
* ``balance --fair --players N``: the most even compositions for ``N`` players.

``--family sport`` plays the sport family (the FIIM table unless ``--roles``). Every error is
the error object of :mod:`.output` with exit 2.
"""

from __future__ import annotations

import argparse
import json
from enum import Enum
from typing import Any, TypeVar

from .output import fail, print_json

# A family's role enum (classic ``Role``, sport ``SportRole``).
R = TypeVar("R", bound=Enum)

#: Games the engine model plays unless ``--games`` says otherwise.
DEFAULT_GAMES = 20_000


def _parse_roles(text: str, roles: type[R]) -> dict[R, int]:
    """``godfather=1,mafioso=1,civilian=8`` -> ``{Role: count}`` for ``roles`` the
    family's role enum (classic ``Role``; sport ``SportRole``: e.g.
    ``don=1,mafioso=2,sheriff=1,civilian=6``).

    Raises:
        ValueError: a word that is no ``role=count`` with a known role and a count >= 0.
    """
    comp: dict[R, int] = {}
    for word in filter(None, (w.strip() for w in text.split(","))):
        name, sep, count = word.partition("=")
        try:
            role = roles(name.strip())
        except ValueError:
            raise ValueError(f"--roles: unknown role {name.strip()!r}; expected one of "
                             + ", ".join(r.value for r in roles)) from None
        if not sep or not count.strip().isdigit():
            raise ValueError(f"--roles: expected ROLE=COUNT (a count of 0 or more), "
                             f"got {word!r}")
        comp[role] = comp.get(role, 0) + int(count)
    if not comp:
        raise ValueError("--roles: expected ROLE=COUNT,..., e.g. godfather=1,civilian=5")
    return comp


def _parse_options(words: list[str]) -> dict[str, Any]:
    """``NAME=VALUE`` words -> option values (``true``/``false``, integers, text).

    Raises:
        ValueError: a word without ``=``.
    """
    options: dict[str, Any] = {}
    for word in words:
        name, sep, value = word.partition("=")
        if not sep:
            raise ValueError(f"--option: expected NAME=VALUE, got {word!r}")
        try:
            options[name.strip()] = json.loads(value)
        except ValueError:
            options[name.strip()] = value
    return options


def _refused(e: ValueError) -> int:
    """The error object for a refused input: a rule's refusal (R-SETUP-2/3) with its
    rule ID, an option the log format refuses, or a malformed argument."""
    from mafia_desktop.rules import RuleViolation

    if isinstance(e, RuleViolation):
        return fail(e.message, rule=e.rule)
    return fail(getattr(e, "message", str(e)))


def _club(args: argparse.Namespace, composition: dict[Any, int]) -> dict[str, Any] | int:
    """The club's record of ``composition`` from ``--db`` (read-only), or an exit code."""
    from mafia_desktop.rules.classic.balance import ClubRecord, club_record

    from .games import _run

    found: dict[str, Any] = {}

    sides = ("red", "black") if args.family == "sport" else None

    def body(repo: Any) -> int:
        found.update(club_record(repo.results(), args.family, composition).to_json(sides))
        return 0

    def no_file(_: Any) -> int:  # no database yet: no games (none is created by a read)
        found.update(ClubRecord().to_json(sides))
        return 0
    code = _run(args, body, read_only=True, missing=no_file)
    return code if code else found


def _engine(args: argparse.Namespace) -> int:
    from mafia_desktop.rules.classic import Role, ruleset_from
    from mafia_desktop.rules.classic.balance import ASSUMPTION
    from mafia_desktop.rules.classic.balance.estimate import composition_sides

    if args.family == "sport":
        return _sport(args)
    if args.family != "classic":
        return fail(f"--family: expected classic or sport, got {args.family!r}")
    if args.roles is None:
        return fail("--roles: expected ROLE=COUNT,..., e.g. godfather=1,mafioso=1,civilian=8")
    if args.games < 0 or args.jobs < 1:
        return fail("--games must be 0 or more and --jobs 1 or more")
    try:
        composition = _parse_roles(args.roles, Role)
        ruleset = ruleset_from(args.preset, _parse_options(args.option))
        estimate = run_games(composition, ruleset, args.games, args.seed, args.jobs)
    except ValueError as e:
        return _refused(e)
    out: dict[str, Any] = {
        "model": "random-play", "family": args.family,
        "setup": {"players": sum(composition.values()),
                  "roles": {r.value: n for r, n in composition.items() if n},
                  "preset": ruleset.preset, "options": ruleset.overrides()},
        "seed": args.seed,
        **estimate.to_json(composition_sides(composition)),
        "assumption": ASSUMPTION,
    }
    if getattr(args, "db", None) is not None:
        club = _club(args, composition)
        if isinstance(club, int):
            return club
        out["club"] = club
    print_json(out)
    return 0


def _sport(args: argparse.Namespace) -> int:
    """The sport family (RULES_SPORT.md): random play with the sport engine
    (:mod:`mafia_desktop.rules.sport.balance`); the FIIM table unless ``--roles``."""
    from mafia_desktop.rules.classic.balance import ASSUMPTION
    from mafia_desktop.rules.sport import FIIM_COMPOSITION, SportRole, sport_ruleset_from
    from mafia_desktop.rules.sport.balance import SPORT_SIDES, simulate_sport

    if args.games < 0:
        return fail("--games must be 0 or more")
    if args.players is not None or args.mafia is not None:
        # not silently ignored: the answer would be for another table than asked for
        return fail("--players and --mafia are not for --family sport: give the table with "
                    "--roles, e.g. don=1,sheriff=1,mafioso=3,civilian=7 "
                    "(with --option free_composition=true)")
    try:
        composition = (_parse_roles(args.roles, SportRole) if args.roles is not None
                       else dict(FIIM_COMPOSITION))
        preset = "fiim" if args.preset == "table" else args.preset
        ruleset = sport_ruleset_from(preset, _parse_options(args.option))
        estimate = simulate_sport(composition, ruleset, args.games, args.seed)
    except ValueError as e:
        return _refused(e)
    out: dict[str, Any] = {
        "model": "random-play", "family": "sport",
        "setup": {"players": sum(composition.values()),
                  "roles": {r.value: n for r, n in composition.items() if n},
                  "preset": ruleset.preset, "options": ruleset.overrides()},
        "seed": args.seed,
        **estimate.to_json(SPORT_SIDES),
        "assumption": ASSUMPTION,
    }
    if getattr(args, "db", None) is not None:
        club = _club(args, composition)
        if isinstance(club, int):
            return club
        out["club"] = club
    print_json(out)
    return 0


def run_games(composition: dict[Any, int], ruleset: Any, games: int, seed: int,
              jobs: int = 1) -> Any:
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


def _uniform_lynch(args: argparse.Namespace) -> int:
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


def _fair(args: argparse.Namespace) -> int:
    from mafia_desktop.rules.classic import ruleset_from
    from mafia_desktop.rules.classic.balance import ASSUMPTION, fair_setups

    if args.players is None:
        return fail("--fair needs --players N")
    try:
        ruleset = ruleset_from(args.preset, _parse_options(args.option))
        found = fair_setups(args.players, ruleset, games=min(args.games, 2000),
                            seed=args.seed, top=5)
    except ValueError as e:
        return _refused(e)
    print_json({"players": args.players, "assumption": ASSUMPTION, "setups": [
        {"roles": {r.value: n for r, n in f.composition.items() if n}, "town": f.town,
         "mafia": f.mafia, "gap": f.gap, "exact": f.exact, "games": f.estimate.games}
        for f in found]})
    return 0


def cmd_balance(args: argparse.Namespace) -> int:
    """``balance``: the plain model, a fair setup, or the engine model (default)."""
    if args.model == "uniform-lynch":
        return _uniform_lynch(args)
    if args.fair:
        return _fair(args)
    return _engine(args)


def register(subparsers: Any) -> None:
    """Add ``balance`` to the ``mafia-desktop`` parser."""
    from .games import _db_option

    p = subparsers.add_parser(
        "balance", help="each side's chance with a setup under random play (JSON)")
    p.add_argument("--model", choices=("engine", "uniform-lynch"), default="engine",
                   help="engine: random games played by the rules engine (default); "
                        "uniform-lynch: the plain model, exact")
    p.add_argument("--family", default="classic",
                   help="the rules family: classic (RULES.md) or sport (RULES_SPORT.md; "
                        "the FIIM table of ten unless --roles)")
    p.add_argument("--roles", metavar="ROLE=N,...",
                   help="the composition, e.g. godfather=1,mafioso=1,civilian=8")
    p.add_argument("--preset", default="table",
                   help="the ruleset preset (classic: table, seed; sport: fiim)")
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                   help="an option of RULES.md (repeatable), e.g. doctor_self_protect=false")
    p.add_argument("--games", type=int, default=DEFAULT_GAMES,
                   help=f"games to simulate (default {DEFAULT_GAMES})")
    p.add_argument("--seed", type=int, default=0, help="the simulation's seed (default 0)")
    p.add_argument("--jobs", type=int, default=1, help="processes to use (default 1)")
    p.add_argument("--players", type=int, help="uniform-lynch, --fair: the number of players")
    p.add_argument("--mafia", type=int, help="uniform-lynch: the mafia among them")
    p.add_argument("--first", choices=("day", "night"), default="day",
                   help="uniform-lynch: the first phase (default day)")
    p.add_argument("--fair", action="store_true",
                   help="list the most even compositions for --players")
    _db_option(p)
    p.set_defaults(func=cmd_balance)
