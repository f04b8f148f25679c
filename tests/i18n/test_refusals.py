"""The engine's refusals worded by ``i18n.refusals.refusal_text``: every code the rules
can raise has a template; in English the text equals the engine's message, with the real
names (names such as ``%1`` or ``x%2`` come out intact); in Russian it is translated and
filled (no placeholder left, the players' names in it)."""

from __future__ import annotations

import importlib
import random
import re
from pathlib import Path

import pytest

import mafia_desktop.rules
from mafia_desktop.i18n.family import all_words, words_of
from mafia_desktop.i18n.refusals import SHARED_REFUSALS, refusal_text, refusal_words
from mafia_desktop.rules import Game, RuleViolation, check_any_name, check_name
from mafia_desktop.rules.classic import (
    Nominate,
    Vote,
    check_composition,
    engine,
    make_setup,
    ruleset_from,
    why_not,
)
from mafia_desktop.rules.classic.random_player import play_random_game, random_ruleset, random_setup
from mafia_desktop.rules.classic.roles import Role
from mafia_desktop.rules.errors import SEAT_LIST_PARAMS, SEAT_PARAMS
from mafia_desktop.rules.families import FAMILY_NAMES
from mafia_desktop.rules.sport import (
    BestMove,
    Bonus,
    CastBallot,
    Disqualify,
    DonCheck,
    EndSpeech,
    Foul,
    RaiseAll,
    SheriffCheck,
    Shot,
    SportEndDay,
    SportEndNight,
    SportNominate,
    SportRole,
    TeamDefeat,
    WithdrawNomination,
    check_sport_composition,
    make_sport_setup,
    next_candidate,
    sport_candidate_actions,
    sport_ruleset_from,
    sport_why_not,
)
from mafia_desktop.rules.sport.random_player import random_sport_setup, random_sport_states
from tests.families.contract import contract_of
from tests.families.refusal_words import refusals_in, wording_problem
from tests.rules.helpers import at, make, odd_actions

RULES_DIR = Path(mafia_desktop.rules.__file__).parent

#: Player names that a naive fill (``str.replace`` of %1, then %2...) would garble.
TRICKY = ["%1", "x%2", "Anna", "%3%", "Boris", "%%4", "Vera%", "Gleb %1 %2", "Dasha", "%9",
          "Egor", "Zoya", "Ivan", "Kira", "Lev", "Masha", "Nikita", "Olga", "Pavel", "Rita"]


#: A code: ``nominate.self``, or one namespaced by its family's name
#: (``sport.ballot.voted``) whose middle part may be the action type an f-string fills in
#: (``f"sport.{kind}.dead_voter"``); the families are THE list's.
CODE = (r'f?"((?:(?:' + "|".join(map(re.escape, FAMILY_NAMES))
        + r')\.(?:[a-z_]+|\{\w+\})|[a-z_]+)\.[a-z_]+)"')
#: A rule ID of any family (its words' prefix: ``R-``, ``S-``).
RULE = "(?:" + "|".join(re.escape(w.rule_prefix) for w in all_words()) + ")[A-Z0-9-]+"


def table(family: str) -> dict[str, tuple[str, tuple[str, ...]]]:
    """The refusal words a code raised in ``rules/<family>/`` may find: the family's own
    table and the shared one (``""``: the shared rules' codes, the shared table only)."""
    own = dict(words_of(family).refusals) if family else {}
    return {**own, **SHARED_REFUSALS}


def _expand(code: str, family: str) -> set[str]:
    """A code as written; an f-string's ``{kind}`` stands for the action types whose
    codes the family's wording table has (the examples check that the engine raises
    each)."""
    if "{" not in code:
        return {code}
    pattern = re.escape(code).replace(r"\{kind\}", "[a-z_]+")
    pattern = re.sub(r"\\\{\w+\\\}", "[a-z_]+", pattern)
    found = {k for k in table(family) if re.fullmatch(pattern, k)}
    assert found, f"no wording for {code}"
    return found


def codes_in_the_source() -> dict[str, set[str]]:
    """Every refusal code written in ``mafia_desktop/rules/*.py`` (under ``""``) and in
    each listed family's ``rules/<name>/`` (under its name); also checks that every
    ``_refuse(...)`` call and every ``RuleViolation("R-...")``/``("S-...")`` raised there
    has one."""
    out: dict[str, set[str]] = {}
    for family, paths in (("", list(RULES_DIR.glob("*.py"))),
                          *((name, list((RULES_DIR / name).rglob("*.py")))
                            for name in FAMILY_NAMES)):
        out[family] = _codes_in(paths, family)
    return out


def _codes_in(paths: list[Path], family: str) -> set[str]:
    found: set[str] = set()
    for path in paths:
        text = path.read_text("utf-8")
        calls = len(re.findall(r"(?<!def )\b_refuse\(", text))
        coded = re.findall(r'_refuse\(\s*\w+,\s*(?:"' + RULE + r'"|\w+),\s*' + CODE, text)
        assert len(coded) == calls, f"{path.name}: a refusal without a code"
        raised = len(re.findall(r'RuleViolation\(\s*"' + RULE, text))
        named = re.findall(r'code=' + CODE, text)
        assert len(named) == raised, f"{path.name}: a RuleViolation without a code"
        for code in (*coded, *named):
            found.update(_expand(code, family))
    return found


def sport_odd_actions(s, rng: random.Random) -> list:
    """Sport actions worth asking the engine about in ``s``: the likely ones, and odd
    ones (wrong seats, dead or twice-listed voters, bad bonuses and best moves)."""
    seats = list(range(1, s.setup.size + 1))
    out = list(sport_candidate_actions(s))
    for _ in range(6):
        a, b = rng.choice(seats), rng.choice(seats)
        out += [SportNominate(a, b), WithdrawNomination(a), Shot(a), DonCheck(a),
                SheriffCheck(a), Foul(a), Disqualify(a), TeamDefeat(a),
                Bonus(a, rng.choice([0.5, 2.0, -3.0])), CastBallot(a, (b,)),
                RaiseAll((a,)), RaiseAll((a, a)), BestMove(()), BestMove((a, b, a, b)),
                BestMove((a,)), EndSpeech(), SportEndDay(), SportEndNight()]
    target = next_candidate(s)
    if target is not None:
        out += [CastBallot(target, (x,)) for x in seats]
        out += [CastBallot(target, (x, x)) for x in s.living()[:1]]
    return out


def sport_examples(keep) -> None:
    """Sport refusals (RULES_SPORT.md): random sport games on a table with tricky names,
    then the few the random games never reach, by hand."""
    rng = random.Random(7)
    for state in list(random_sport_states(3, 3000))[::3]:
        setup = state.setup
        names = sport_renamed(setup)
        for action in sport_odd_actions(state, rng):
            keep(sport_why_not(state._replace(setup=names), action), names)
    fiim = sport_ruleset_from("fiim")
    for roles, ruleset in (([SportRole.DON] * 10, fiim),
                           ([SportRole.DON] * 3, sport_ruleset_from(
                               "fiim", {"free_composition": True}))):
        try:
            check_sport_composition(roles, ruleset)
        except RuleViolation as e:
            keep(e, None)
    setup = sport_renamed(random_sport_setup(rng, sport_ruleset_from(
        "fiim", {"nomination_withdrawal": "none"})))
    game = Game(setup)
    game.push(SportEndNight())
    keep(game.why_not(WithdrawNomination(1)), setup)
    from mafia_desktop.rules.sport import CastBallot, Disqualify, EndSpeech, RaiseAll, SportNominate
    # withdrawing (S-NOM-2: off by default since RULES_SPORT.md 0.2)
    setup = sport_renamed(random_sport_setup(rng, sport_ruleset_from(
        "fiim", {"nomination_withdrawal": "explicit", "best_move_guesses": "one_to_three"})))
    game = Game(setup)
    keep(game.why_not(WithdrawNomination(1)), setup)            # night: not in a speech
    game.push(SportEndNight())
    keep(game.why_not(WithdrawNomination(2)), setup)            # not the speaker
    keep(game.why_not(WithdrawNomination(1)), setup)            # nothing to withdraw
    while game.state.speaker is not None:
        game.push(EndSpeech())
    game.push(SportEndDay())
    game.push(Shot(1))
    keep(game.why_not(BestMove((1,))), setup)                       # not the maker themself
    keep(game.why_not(BestMove((2, 3, 4, 5))), setup)               # more than three
    setup = sport_renamed(random_sport_setup(rng))
    game = Game(setup)
    game.push(SportEndNight())
    while game.state.speaker is not None:
        game.push(EndSpeech())
    game.push(SportEndDay())
    game.push(Shot(1))
    keep(game.why_not(BestMove((2, 3))), setup)                     # three by default
    # after the end (S-WIN-4): a fifth foul, a player removed after the end
    setup = sport_renamed(random_sport_setup(rng))
    game = Game(setup)
    game.push(SportEndNight())
    game.push(TeamDefeat(1, "test"))
    for _ in range(4):
        game.push(Foul(2))
    game.push(Disqualify(3))
    keep(game.why_not(Foul(2)), setup)
    keep(game.why_not(Foul(3)), setup)
    keep(game.why_not(Disqualify(2)), setup)
    # a raise-all listing a player who has left (S-TIE-2): rarely reached at random
    setup = sport_renamed(random_sport_setup(rng, sport_ruleset_from(
        "fiim", {"removal_cancels_vote": "no"})))
    game = Game(setup)
    game.push(SportEndNight())
    game.push(Disqualify(9))
    game.push(Disqualify(10))                      # eight left: a 4 - 4 tie can happen
    game.push(SportNominate(1, 5))
    game.push(EndSpeech())
    game.push(SportNominate(2, 6))
    while game.state.speaker is not None:
        game.push(EndSpeech())
    game.push(CastBallot(5, (1, 2, 3, 4)))         # 4 - 4: defence, then the revote
    while game.state.speaker is not None:
        game.push(EndSpeech())
    game.push(CastBallot(5, (1, 2, 3, 4)))         # 4 - 4 again: the raise-all question
    assert game.state.stage.value == "raise_all"
    keep(game.why_not(RaiseAll((10,))), setup)
    keep(game.why_not(RaiseAll((1, 1))), setup)    # a hand counted twice
    # a hand already raised in this round (S-VOTE-2)
    setup = sport_renamed(random_sport_setup(rng))
    game = Game(setup)
    game.push(SportEndNight())
    for by, target in ((1, 5), (2, 6), (3, 7)):
        game.push(SportNominate(by, target))
        game.push(EndSpeech())
    while game.state.speaker is not None:
        game.push(EndSpeech())
    game.push(CastBallot(5, (1, 2)))
    keep(game.why_not(CastBallot(6, (2, 3))), setup)


#: Codes the engine words but no state reaches (none since RULES_SPORT.md 0.2: a fourth
#: foul after the end leaves the player counted in the game with four fouls).
UNREACHABLE: set[str] = set()


def sport_renamed(setup):
    """The sport table with tricky names."""
    return make_sport_setup([(p.seat, TRICKY[p.seat - 1], p.role) for p in setup.players],
                            setup.ruleset, setup.rng_seed)


def renamed(setup, names):
    return make_setup([(p.seat, names[p.seat - 1], p.role) for p in setup.players],
                      setup.ruleset, setup.rng_seed)


def examples() -> dict[tuple[str, str], list[tuple[RuleViolation, object]]]:
    """Refusals of every code, by (family, code) (``""`` for a shared code), each with
    its setup (for the names): from random games on tables with tricky names, then
    hand-made ones for the setup."""
    out: dict[tuple[str, str], list[tuple[RuleViolation, object]]] = {}

    def keep(v: object, setup: object) -> None:
        if not isinstance(v, RuleViolation):
            return
        key = ("" if v.code in SHARED_REFUSALS else v.family, v.code)
        if len(out.setdefault(key, [])) < 3:
            out[key].append((v, setup))

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
    # every other kind of name (R-NAME-1): the same rule, its own words
    for name, kind in ((5, "evening"), ("  ", "tournament"), ("x" * 81, "round"),
                       ("Eve\u202e", "referee"), ("A\x00b", "club"), ("y" * 41, "referee")):
        try:
            check_any_name(name, kind)
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
    sport_examples(keep)
    # every listed family's contract games (a new family's codes counted from its line in
    # THE list: tests/families/<name>/contract.py, no edit here)
    for name in FAMILY_NAMES:
        for seed in (11, 12):
            game = contract_of(name).game(seed)
            for v in refusals_in(game):
                keep(v, game.setup)
        # and the refusals a family makes by hand in its own folder (the codes no game of
        # its own actions can reach: a setup's, a rule about the actor): its
        # tests/families/<name>/refusal_examples.py examples() -> [(refusal, setup)]
        try:
            own = importlib.import_module(f"tests.families.{name}.refusal_examples")
        except ModuleNotFoundError as e:
            if e.name != f"tests.families.{name}.refusal_examples":
                raise
            continue
        for v, setup in own.examples():
            keep(v, setup)
    return out


@pytest.fixture(scope="module")
def refusals() -> dict[tuple[str, str], list[tuple[RuleViolation, object]]]:
    return examples()


def name_of(setup):
    return setup.name if setup is not None else str


def test_every_code_of_the_rules_has_a_template_and_an_example(refusals) -> None:
    """Each family's table words exactly the codes its engine raises (beside the shared
    ones), the shared table exactly the shared codes, and each has an example."""
    source = codes_in_the_source()
    assert sum(map(len, source.values())) > 100
    raised_shared: set[str] = set(source[""])
    expected: set[tuple[str, str]] = {("", code) for code in source[""]}
    for family in FAMILY_NAMES:
        own = set(words_of(family).refusals)
        assert not own & set(SHARED_REFUSALS), (family, own & set(SHARED_REFUSALS))
        raised = source[family]
        raised_shared |= raised & set(SHARED_REFUSALS)
        assert raised - set(SHARED_REFUSALS) == own, (family, raised ^ own)
        expected |= {("" if c in SHARED_REFUSALS else family, c) for c in raised}
    assert raised_shared == set(SHARED_REFUSALS), raised_shared ^ set(SHARED_REFUSALS)
    assert set(refusals) == expected - UNREACHABLE, expected - UNREACHABLE - set(refusals)


def test_every_refusal_is_worded_with_exactly_the_engines_params(refusals) -> None:
    """Issue 32.2: every refusal the engine raises is worded by its family's table (or
    the shared one) with exactly the params the engine gives (``UNSAID`` aside): a
    param the words need and the refusal lacks would fall back to the English message
    (:func:`unworded`), a code a family does not word would stay English in Russian."""
    problems = []
    for (family, code), items in refusals.items():
        for v, _ in items:
            if family:
                assert v.family == family, (code, v.family)
            why = wording_problem(v)
            if why is not None:
                problems.append(why)
    assert not problems, problems


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
            used = refusal_words(v)[1]  # the params the wording names
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


def test_no_refusal_names_an_option_by_its_code() -> None:
    """Issue 23.5: a host read "(doctor_self_protect: false)" and "(option
    free_composition allows others)"; a refusal names this game's rules in words."""
    import re

    from mafia_desktop.rules import all_families

    options = {name for family in all_families() for name in family.options}
    assert "doctor_self_protect" in options and "free_composition" in options
    every = [*SHARED_REFUSALS.items(), *(i for w in all_words() for i in w.refusals.items())]
    # an option code of several words (doctor_self_protect) is never a word of a
    # sentence; one of a single word (werewolf's "tie", "witch") is, unless shown as a
    # code is: "(tie: nobody)", "tie=false"
    joined = {o for o in options if "_" in o}
    single = sorted(options - joined)
    as_code = re.compile(r"\b(?:" + "|".join(single) + r")\s*[:=]") if single else None
    for code, (template, _) in every:
        words = set(re.findall(r"[a-z_]+", template))
        assert not words & joined, (code, template)
        assert as_code is None or not as_code.search(template), (code, template)
