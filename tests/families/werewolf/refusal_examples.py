"""One refusal of every werewolf code (the engine's and the setup's), built by hand from
small tables: what the shared refusal-words test (``tests/i18n/test_refusals.py``) could
take as this family's examples, and what ``test_werewolf_refusal_words.py`` checks."""

from __future__ import annotations

from mafia_desktop.rules import RuleViolation
from mafia_desktop.rules.werewolf import (
    Attack,
    Check,
    Close,
    Dawn,
    Guard,
    Heal,
    Nominate,
    Poison,
    Setup,
    Shoot,
    Vote,
    make_setup,
    ruleset_from,
)
from mafia_desktop.rules.werewolf.checks import why_not

from .helpers import NIGHT_ONE, play, table

#: Names a naive fill (``%1`` then ``%2`` by ``str.replace``) would garble.
TRICKY = ["%2 Ada", "Bruno %1", "Cleo", "Dmitri", "Eve", "Fyodor", "Galina", "Hugo"]


def _setup_refusals() -> list[tuple[RuleViolation, Setup | None]]:
    out: list[tuple[RuleViolation, Setup | None]] = []
    party = ruleset_from("party")
    for rows in ([(i, f"P{i}", "villager") for i in range(1, 5)],
                 [(1, "A", "wolf"), (2, "B", "wolf"), (3, "C", "wolf"), (4, "D", "villager"),
                  (5, "E", "villager"), (6, "F", "seer")],
                 [(1, "A", "wolf"), (2, "B", "seer"), (3, "C", "seer"), (4, "D", "villager"),
                  (5, "E", "villager")],
                 [(1, "A", "wolf"), (2, "B", "witch"), (3, "C", "villager"),
                  (4, "D", "villager"), (5, "E", "villager")],
                 [(1, "A", "wolf"), (2, "B", "villager"), (4, "C", "villager"),
                  (5, "D", "villager"), (6, "E", "villager")]):
        try:
            make_setup(rows, party, 1)
        except RuleViolation as e:
            out.append((e, None))
    return out


def examples() -> list[tuple[RuleViolation, Setup | None]]:
    """``(refusal, its setup or None)`` for every code the werewolf rules raise."""
    s = table(names=TRICKY)
    night2 = play(s, *NIGHT_ONE, Dawn(), Close())
    day = play(s, *NIGHT_ONE, Dawn(), Nominate(8, 1))
    hunter = play(s, Attack(6), Check(1), Guard(4), Dawn())
    seer_gone = play(s, Attack(3), Check(1), Guard(4), Dawn(), Close())
    healed = play(s, Attack(7), Heal(7), Check(1), Guard(4), Dawn(), Close(), Attack(8))
    over = play(table(["wolf", "villager", "villager", "seer", "bodyguard"], "party"),
                Attack(2), Check(1), Guard(4), Dawn(), Nominate(3, 1), Vote(3, 1), Close())
    asked = [
        (s, Attack(2)), (s, Check(3)), (table(guard_self=False), Guard(4)),
        (night2, Guard(4)), (play(s, Attack(7)), Heal(8)), (s, Heal(7)), (healed, Heal(8)),
        (s, Poison(5)), (play(s, Attack(7)), Attack(8)), (seer_gone, Check(1)),
        (day, Attack(2)), (s, Close()), (s, Dawn()), (day, Nominate(2, 2)),
        (day, Nominate(8, 2)), (day, Nominate(3, 1)), (play(day, Vote(3, 1)), Nominate(4, 2)),
        (play(day, Vote(3, 1)), Vote(3, 1)), (day, Vote(4, 2)), (day, Vote(7, 1)),
        (hunter, Close()), (s, Shoot(2)), (over, Attack(3))]
    out = [(v, state.setup) for state, action in asked
           for v in [why_not(state, action)] if isinstance(v, RuleViolation)]
    return out + _setup_refusals()


__all__ = ["TRICKY", "examples"]
