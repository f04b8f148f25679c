"""The engine's refusals worded by ``i18n.refusals.refusal_text``: every code the rules
can raise has a template; in English the text equals the engine's message, with the real
names (names such as ``%1`` or ``x%2`` come out intact); in Russian it is translated and
filled (no placeholder left, the players' names in it)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

import mafia_desktop.rules
from mafia_desktop.i18n.refusals import REFUSALS, refusal_text
from mafia_desktop.rules import (
    Game,
    Nominate,
    RuleViolation,
    Vote,
    check_composition,
    check_name,
    engine,
    make_setup,
    ruleset_from,
    why_not,
)
from mafia_desktop.rules.errors import SEAT_LIST_PARAMS, SEAT_PARAMS
from mafia_desktop.rules.random_player import play_random_game, random_ruleset, random_setup
from mafia_desktop.rules.roles import Role
from tests.rules.helpers import at, make, odd_actions

RULES_DIR = Path(mafia_desktop.rules.__file__).parent

#: Player names that a naive fill (``str.replace`` of %1, then %2...) would garble.
TRICKY = ["%1", "x%2", "Anna", "%3%", "Boris", "%%4", "Vera%", "Gleb %1 %2", "Dasha", "%9",
          "Egor", "Zoya", "Ivan", "Kira", "Lev", "Masha", "Nikita", "Olga", "Pavel", "Rita"]


def codes_in_the_source() -> set[str]:
    """Every refusal code written in ``mafia_desktop/rules/*.py``; also checks that every
    ``_refuse(...)`` call and every ``RuleViolation("R-...")`` raised there has one."""
    found: set[str] = set()
    for path in RULES_DIR.glob("*.py"):
        text = path.read_text("utf-8")
        calls = len(re.findall(r"(?<!def )\b_refuse\(", text))
        coded = re.findall(r'_refuse\(\s*\w+,\s*(?:"R-[A-Z0-9-]+"|\w+),\s*"([a-z_]+\.[a-z_]+)"',
                           text)
        assert len(coded) == calls, f"{path.name}: a refusal without a code"
        raised = len(re.findall(r'RuleViolation\(\s*"R-', text))
        named = re.findall(r'code="([a-z_]+\.[a-z_]+)"', text)
        assert len(named) == raised, f"{path.name}: a RuleViolation without a code"
        found.update(coded, named)
    return found


def renamed(setup, names):
    return make_setup([(p.seat, names[p.seat - 1], p.role) for p in setup.players],
                      setup.ruleset, setup.rng_seed)


def examples() -> dict[str, list[tuple[RuleViolation, object]]]:
    """Refusals of every code, each with its setup (for the names): from random games on
    tables with tricky names, then hand-made ones for the setup."""
    out: dict[str, list[tuple[RuleViolation, object]]] = {}

    def keep(v: object, setup: object) -> None:
        if isinstance(v, RuleViolation) and len(out.setdefault(v.code, [])) < 3:
            out[v.code].append((v, setup))

    rng = random.Random(2026)
    for round_ in range(120):
        n = rng.randint(4, 20)
        setup = renamed(random_setup(rng, n, random_ruleset(rng)), TRICKY)
        game = play_random_game(setup, rng.randrange(2**32), thorough=round_ % 2 == 0,
                                max_actions=300)
        for s in game.states()[::3]:
            for action in list(engine.candidate_actions(s)) + odd_actions(s, rng, 20):
                keep(why_not(s, action), setup)  # type: ignore[arg-type]
    # the vote window (R-VOTE-1: the seed preset enforces it) and time going backwards
    game = make("Anna:godfather Boris:civilian Vera:civilian Gleb:civilian",
                "nominate Boris Anna", "open_vote at=0", preset="seed")
    keep(game.why_not(Vote(3, 1, at=at(4000))), game.setup)
    keep(game.why_not(Vote(3, 1, at=at(-5))), game.setup)
    # the setup
    rs = ruleset_from("table")
    for name, taken in ((5, ()), ("  ", ()), ("x" * 41, ()), ("Anna", ("anna",)),
                        ("O'Neil", ("o'neil ",)), ("Eve\u202e", ()), ("A\x00b", ())):
        try:
            check_name(name, taken)
        except RuleViolation as e:
            keep(e, None)
    for roles in ([Role.GODFATHER] * 3, [Role.CIVILIAN] * 5,
                  [Role.GODFATHER, Role.DOCTOR, Role.DOCTOR, Role.CIVILIAN, Role.CIVILIAN],
                  [Role.GODFATHER, Role.MAFIOSO, Role.CIVILIAN, Role.CIVILIAN]):
        try:
            check_composition(roles, rs)
        except RuleViolation as e:
            keep(e, None)
    try:
        make_setup([(1, "A", Role.GODFATHER), (3, "B", Role.CIVILIAN), (3, "C", Role.CIVILIAN),
                    (4, "D", Role.CIVILIAN)], rs, 1)
    except RuleViolation as e:
        keep(e, None)
    return out


@pytest.fixture(scope="module")
def refusals() -> dict[str, list[tuple[RuleViolation, object]]]:
    return examples()


def name_of(setup):
    return setup.name if setup is not None else str


def test_every_code_of_the_rules_has_a_template_and_an_example(refusals) -> None:
    source = codes_in_the_source()
    assert len(source) > 60
    assert source == set(REFUSALS), (source ^ set(REFUSALS))
    assert set(refusals) == source, source - set(refusals)


def test_english_wording_is_the_engines_message(refusals, no_translators) -> None:
    for code, items in refusals.items():
        for v, setup in items:
            assert refusal_text(v, name_of(setup)) == v.message, code


def test_russian_wording_is_translated_and_filled(refusals, russian) -> None:
    for code, items in refusals.items():
        for v, setup in items:
            text = refusal_text(v, name_of(setup))
            assert text != v.message, code
            assert not re.search(r"[A-Za-z]{4,} [a-z]{3,} [a-z]{3,}", text.replace(
                "host_choice", "")), (code, text)  # no English sentence left
            used = REFUSALS[code][1]  # the params the wording names
            seats = [v.params[k] for k in used if k in SEAT_PARAMS]
            seats += [s for k in used if k in SEAT_LIST_PARAMS for s in v.params[k]]
            names = sorted((setup.name(s) for s in seats), key=len, reverse=True)
            for name in names:
                assert name in text, (code, name, text)
            rest = text
            for name in sorted(TRICKY, key=len, reverse=True):
                rest = rest.replace(name, "")
            assert not re.search(r"%\d", rest), (code, text)


def test_a_name_with_a_placeholder_is_filled_once() -> None:
    setup = renamed(random_setup(random.Random(1), 4, ruleset_from("table")),
                    ["%2", "x%1", "%1%2", "Dasha"])
    game = Game(setup)
    game.push(Nominate(1, 2))
    v = game.why_not(Nominate(1, 3))
    assert v.code == "nominate.already_nominated"
    assert refusal_text(v, setup.name) == v.message == "%2 has already nominated x%1 today " \
        "(one nomination a day)"


def test_a_refusal_without_a_code_is_its_message() -> None:
    v = RuleViolation("R-SETUP-4", "Give every seat a role")
    assert refusal_text(v, str) == "Give every seat a role"
