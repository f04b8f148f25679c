"""Each family as the contract suite plays it: whole random games (its own random player)
and the words that are secret before the end. The families are THE list's
(``rules.families.FAMILY_NAMES``) and the test-only ones; each brings its contract in
``tests/families/<name>/contract.py``."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, fields, is_dataclass
from typing import Any

from mafia_desktop.i18n.names import role_name, status_name
from mafia_desktop.rules import Game
from mafia_desktop.rules import families as listing


@dataclass(frozen=True)
class Contract:
    """One family in the contract suite: ``game(seed)`` a whole random game; the check
    answers (in words) that are secret; the public seat fields announced aloud for a
    player who has left (classic R-HOST-2: the status); ``registered()`` a context in
    which the family is registered (a test family, in no list)."""

    name: str
    game: Callable[[int], Game]
    check_words: tuple[str, ...] = ()
    announced: tuple[str, ...] = ()
    registered: Callable[[], AbstractContextManager[object]] = nullcontext


#: The test-only families the suite plays beside the listed ones (``tests/families/<name>/``).
TEST_FAMILIES = ("tiny",)


def contract_names() -> tuple[str, ...]:
    """Every family the suite plays: THE list (``rules.families.FAMILY_NAMES``, read at
    each call), then :data:`TEST_FAMILIES`."""
    return tuple(dict.fromkeys((*listing.FAMILY_NAMES, *TEST_FAMILIES)))


def contract_of(name: str) -> Contract:
    """The family ``name``'s contract: ``tests/families/<name>/contract.py``'s ``CONTRACT``.

    Raises:
        LookupError: the family has no contract (the message names the family and the
            file it needs).
    """
    module = f"tests.families.{name}.contract"
    try:
        found = importlib.import_module(module)
    except ModuleNotFoundError as e:
        if e.name is None or not (module == e.name or module.startswith(e.name + ".")):
            raise
        raise LookupError(f"the family {name!r} has no contract for the contract suite: "
                          f"tests/families/{name}/contract.py with a CONTRACT") from e
    contract: Contract = found.CONTRACT
    assert contract.name == name, (module, contract.name)
    return contract


def _values(obj: Any, skip: tuple[str, ...] = ()) -> list[str]:
    """Every text in a public view, its seats' announced fields left out for a player
    who has left."""
    if isinstance(obj, str):
        return [obj]
    if is_dataclass(obj):
        gone = getattr(obj, "alive", True) is False
        return [v for f in fields(obj) if not (gone and f.name in skip)
                for v in _values(getattr(obj, f.name), skip)]
    if isinstance(obj, (tuple, list)):
        return [v for item in obj for v in _values(item, skip)]
    return []


def view_leaks(contract: Contract, view: Any, role_ids: tuple[str, ...]) -> list[str]:
    """The role ids in a public view (not an announced status of a player who left)."""
    return [v for v in _values(view, contract.announced) if v in role_ids]


def secret_words(contract: Contract, state: Any, view: Any) -> set[str]:
    """The words the players' screen must not show now: the role of each player still in
    the game (unless the same word is announced for one who left) and the check answers."""
    family = contract.name
    roles = {role_name(p.role.value, family) for p in state.setup.players
             if state.alive[p.seat - 1]}
    announced = {status_name(v, family)
                 for s in view.seats if not s.alive
                 for f in contract.announced for v in [getattr(s, f, None)] if v}
    return (roles - announced) | set(contract.check_words)
