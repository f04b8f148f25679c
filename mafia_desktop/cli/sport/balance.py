"""``mafia-desktop balance --family sport`` (RULES_SPORT.md): random play by the sport
engine (:mod:`mafia_desktop.rules.sport.balance`), the FIIM table unless ``--roles``;
registered in :mod:`..families`."""

from __future__ import annotations

import argparse

from mafia_desktop.cli.balance import parse_options, parse_roles, print_estimate, refused
from mafia_desktop.cli.classic.balance import club_of  # shared club statistics (a debt)
from mafia_desktop.cli.output import fail


def engine(args: argparse.Namespace) -> int:
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
        composition = (parse_roles(args.roles, SportRole) if args.roles is not None
                       else dict(FIIM_COMPOSITION))
        preset = "fiim" if args.preset == "table" else args.preset
        ruleset = sport_ruleset_from(preset, parse_options(args.option))
        estimate = simulate_sport(composition, ruleset, args.games, args.seed)
    except ValueError as e:
        return refused(e)
    return print_estimate(args, "sport", composition, ruleset,
                          estimate.to_json(SPORT_SIDES), ASSUMPTION,
                          lambda: club_of(args, composition, SPORT_SIDES))


def run(args: argparse.Namespace) -> int:
    """``balance --family sport``: the engine model (the plain model and the fair setups
    are the classic family's: asked of the sport family, they are refused by name)."""
    if args.model == "uniform-lynch" or args.fair:
        return fail("--model uniform-lynch and --fair are models of the classic family "
                    "(--family classic)")
    return engine(args)
