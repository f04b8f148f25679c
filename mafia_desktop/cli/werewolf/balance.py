"""``mafia-desktop balance --family werewolf`` (``docs/rules-werewolf.md``): each side's
chance under random play by the werewolf engine, the W-SETUP-3 table for ``--players``
unless ``--roles``."""

from __future__ import annotations

import argparse
import random
from collections import Counter
from collections.abc import Mapping
from typing import TYPE_CHECKING

from mafia_desktop.cli.balance import parse_options, parse_roles, print_estimate, refused
from mafia_desktop.cli.output import fail

if TYPE_CHECKING:  # pragma: no cover - the types only: the engine is imported when run
    from mafia_desktop.rules.json_types import JsonObject
    from mafia_desktop.rules.werewolf import Role, Ruleset

#: What the random-play model assumes (printed with the figures).
ASSUMPTION = ("every choice (the night's, the nominations, the votes) is drawn at random "
              "among the legal ones: an estimate of the deal's balance, not of skill")


def simulate(composition: Mapping[Role, int], ruleset: Ruleset, games: int,
             seed: int) -> JsonObject:
    """``games`` random games of the deal ``composition`` (role -> count): each side's
    share of the wins, and the games played.

    Raises:
        RuleViolation: (a ValueError) the deal breaks W-SETUP-1/2.
    """
    from mafia_desktop.rules.werewolf import make_setup, start
    from mafia_desktop.rules.werewolf.engine import apply
    from mafia_desktop.rules.werewolf.random_player import random_actions

    roles = [r for r, n in composition.items() for _ in range(n)]
    make_setup([(i + 1, f"P{i + 1}", r.value) for i, r in enumerate(roles)],
               ruleset, seed)  # the deal's check, once
    wins: Counter[str] = Counter()
    rng = random.Random(seed)
    for g in range(games):
        game_seed = rng.randrange(2**31)
        shuffled = roles[:]
        random.Random(game_seed).shuffle(shuffled)
        setup = make_setup([(i + 1, f"P{i + 1}", r.value) for i, r in enumerate(shuffled)],
                           ruleset, game_seed)
        state = start(setup)
        for action in random_actions(setup, game_seed):
            state = apply(state, action)  # type: ignore[arg-type]
        for side in (state.outcome.winners if state.outcome else ()):
            wins[side.value] += 1
    share = {side: (wins[side] / games if games else 0.0) for side in ("village", "werewolves")}
    return {"games": games, "wins": share}


def run(args: argparse.Namespace) -> int:
    """``balance --family werewolf``: the engine model only (``--players`` N for the
    W-SETUP-3 table, or ``--roles``; ``--preset party``/``full``; ``--option``)."""
    from mafia_desktop.rules.werewolf import Role, recommended, ruleset_from

    if args.model == "uniform-lynch" or args.fair:
        return fail("--model uniform-lynch and --fair are models of the classic family "
                    "(--family classic)")
    if args.games < 0:
        return fail("--games must be 0 or more")
    try:
        preset = "party" if args.preset == "table" else args.preset
        ruleset = ruleset_from(preset, parse_options(args.option))
        if args.roles is not None:
            composition = parse_roles(args.roles, Role)
        else:
            composition = recommended(args.players or 8, ruleset.witch, ruleset.hunter)
        figures = simulate(composition, ruleset, args.games, args.seed)
    except ValueError as e:
        return refused(e)
    return print_estimate(args, "werewolf", composition, ruleset, figures, ASSUMPTION,
                          lambda: {})
