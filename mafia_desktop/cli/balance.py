"""``mafia-desktop balance``: how likely each side is to win with a setup (issue 16).

* ``balance --family classic --roles godfather=1,mafioso=1,civilian=8 [--preset P]
  [--option NAME=VALUE]... [--games N] [--seed S] [--jobs J] [--db PATH]``: the engine
  model: ``N`` games at the random table, each side's chance with its 95% interval
  (``{"p", "low", "high", "wins"}``), the draws, the exact chances where the plain model
  covers the setup, and with ``--db`` the club's record of the same setup. The same seed
  gives the same figures whatever ``--jobs`` (processes) is.
* ``balance --model uniform-lynch --players 10 --mafia 2 [--first day|night]``: the
  plain model, exact: ``{"mafia": 0.784375, "town": 0.215625, ...}``.
* ``balance --fair --players N``: the most even compositions for ``N`` players.

``--family`` chooses the family's runner from :mod:`.families` (classic: its engine
model, the plain model and the fair setups; sport: the FIIM table unless ``--roles``).
Every error is the error object of :mod:`.output` with exit 2.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Mapping
from enum import Enum
from typing import TYPE_CHECKING, TypeVar

from .commands import Command
from .output import fail, print_json

if TYPE_CHECKING:  # pragma: no cover - the shapes only (rules load when used)
    from mafia_desktop.rules.family import AnyRuleset, HasValue
    from mafia_desktop.rules.json_types import JsonObject

#: Games the engine model plays unless ``--games`` says otherwise.
DEFAULT_GAMES = 20_000

R = TypeVar("R", bound=Enum)
#: A role of any family (its ``value`` is the role id).
K = TypeVar("K", bound="HasValue")


def parse_roles(text: str, roles: type[R]) -> dict[R, int]:
    """``godfather=1,mafioso=1,civilian=8`` -> ``{role: count}`` for a family's role
    enum ``roles`` (sport: ``don=1,mafioso=2,sheriff=1,civilian=6``).

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
                             + ", ".join(str(r.value) for r in roles)) from None
        if not sep or not count.strip().isdigit():
            raise ValueError(f"--roles: expected ROLE=COUNT (a count of 0 or more), "
                             f"got {word!r}")
        comp[role] = comp.get(role, 0) + int(count)
    if not comp:
        raise ValueError("--roles: expected ROLE=COUNT,..., e.g. godfather=1,civilian=5")
    return comp


def parse_options(words: list[str]) -> dict[str, object]:
    """``NAME=VALUE`` words -> option values (``true``/``false``, integers, text).

    Raises:
        ValueError: a word without ``=``.
    """
    options: dict[str, object] = {}
    for word in words:
        name, sep, value = word.partition("=")
        if not sep:
            raise ValueError(f"--option: expected NAME=VALUE, got {word!r}")
        try:
            options[name.strip()] = json.loads(value)
        except ValueError:
            options[name.strip()] = value
    return options


def refused(e: ValueError) -> int:
    """The error object for a refused input: a rule's refusal (R-SETUP-2/3) with its
    rule ID, an option the log format refuses, or a malformed argument."""
    from mafia_desktop.rules import RuleViolation

    if isinstance(e, RuleViolation):
        return fail(e.message, rule=e.rule)
    return fail(getattr(e, "message", str(e)))


def print_estimate(args: argparse.Namespace, family: str, composition: Mapping[K, int],
                   ruleset: AnyRuleset, figures: JsonObject, assumption: str,
                   club: Callable[[], JsonObject | int]) -> int:
    """Print a family's engine-model answer: the setup, the seed, ``figures`` (each
    side's chance), the model's ``assumption`` and, with ``--db``, the club's record
    (``club()``: its figures, or an exit code when the database cannot be read)."""
    out: JsonObject = {
        "model": "random-play", "family": family,
        "setup": {"players": sum(composition.values()),
                  "roles": {r.value: n for r, n in composition.items() if n},
                  "preset": ruleset.preset, "options": ruleset.overrides()},
        "seed": args.seed, **figures, "assumption": assumption,
    }
    if getattr(args, "db", None) is not None:
        found = club()
        if isinstance(found, int):
            return found
        out["club"] = found
    print_json(out)
    return 0


def cmd_balance(args: argparse.Namespace) -> int:
    """``balance``: the family's model (its engine model by default; the classic family
    also has the plain model and the fair setups)."""
    from .families import balance_of

    runner = balance_of(args.family)
    if runner is None:
        from mafia_desktop.rules import family_names
        return fail(f"--family: expected {' or '.join(family_names())}, "
                    f"got {args.family!r}")
    return runner.run(args)


def _balance_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--model", choices=("engine", "uniform-lynch"), default="engine",
                   help="engine: random games played by the rules engine (default); "
                        "uniform-lynch: the plain model, exact")
    from mafia_desktop.rules.families import DEFAULT_FAMILY, FAMILY_NAMES
    p.add_argument("--family", default=DEFAULT_FAMILY,
                   help=f"the rules family: {', '.join(FAMILY_NAMES)} (default "
                        f"{DEFAULT_FAMILY}; sport: the FIIM table of ten unless --roles)")
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


#: ``balance`` (:mod:`.commands`).
COMMANDS = (Command("balance", "each side's chance with a setup under random play (JSON)",
                    cmd_balance, _balance_arguments, db=True),)

