"""Refusal codes are namespaced per family (issue 32 point 2): a family's code is worded
by its own family's words even when classic has a code of the same name with other
params; a refusal missing a param its words need is the engine's English message, never
a sentence with a blank; a code a family does not word is its message too (and the
tests report it: ``unworded``)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest

from mafia_desktop.i18n.family import WORDS_OF_FAMILIES, words_of
from mafia_desktop.i18n.refusals import refusal_text, said, unworded
from mafia_desktop.rules import Game, RuleViolation
from tests.families.tiny import rules as tiny_rules
from tests.families.tiny.family import registered

NAMES = {1: "Anna", 2: "Boris"}.__getitem__


@pytest.fixture()
def wolfish(qapp) -> Iterator[str]:
    """A family's words (test-only, rule IDs ``W-``) whose ``vote.self`` names the voter
    under ``by``, where classic's names ``player``."""
    words = dataclasses.replace(
        words_of("classic"), name="wolfish", rule_prefix="W-",
        refusals={"vote.self": ("%1 may not vote for themself", ("by",)),
                  "check.none": ("no living %1 checks tonight", ("role",))},
        roles=lambda role: {"seer": "Seer"}.get(str(role), str(role)))
    WORDS_OF_FAMILIES.register(words)
    yield "wolfish"
    WORDS_OF_FAMILIES.unregister("wolfish")


def test_a_code_classic_also_has_is_worded_by_its_own_family(wolfish, no_translators) -> None:
    by_prefix = RuleViolation("W-VOTE-2", "Anna may not vote for themself", code="vote.self",
                              params={"by": 1})
    assert refusal_text(by_prefix, NAMES) == "Anna may not vote for themself"
    by_family = RuleViolation("X-1", "Anna may not vote for themself", code="vote.self",
                              params={"by": 1}, family=wolfish)
    assert refusal_text(by_family, NAMES) == "Anna may not vote for themself"
    assert unworded(by_family) is None
    # and classic's own code is still classic's
    classic = RuleViolation("R-VOTE-2", "Anna cannot vote against themself",
                            code="vote.self", params={"player": 1}, family="classic")
    assert refusal_text(classic, NAMES) == "Anna cannot vote against themself"


def test_a_role_of_a_new_family_is_named_by_its_words(wolfish, no_translators) -> None:
    v = RuleViolation("W-CHECK-1", "no living seer checks tonight", code="check.none",
                      params={"role": "seer"}, family=wolfish)
    assert refusal_text(v, NAMES) == "no living Seer checks tonight"  # not its id


def test_a_missing_param_is_the_engines_message_not_a_blank(russian) -> None:
    """Before: " cannot vote against themself" (the name missing), in either language."""
    v = RuleViolation("R-VOTE-2", "Anna cannot vote against themself", code="vote.self",
                      params={"target": 1})
    assert refusal_text(v, NAMES) == "Anna cannot vote against themself"
    assert said(v) == "Anna cannot vote against themself (R-VOTE-2)"
    assert unworded(v) == "the words of 'vote.self' need the params ['player'] it lacks"


def test_a_code_its_family_does_not_word_is_its_message_and_reported(russian) -> None:
    v = RuleViolation("S-VOTE-9", "Anna may not vote twice", code="vote.self",
                      params={"player": 1}, family="sport")  # classic's code, not sport's
    assert refusal_text(v, NAMES) == "Anna may not vote twice"
    assert unworded(v) == "no words for sport's code 'vote.self'"
    assert unworded(RuleViolation("R-SETUP-4", "Give every seat a role")) is None


def test_a_shared_code_is_worded_for_every_family(russian) -> None:
    for family in ("classic", "sport", ""):
        v = RuleViolation("R-NAME-1", "an evening's name cannot be empty", code="name.empty",
                          params={"what": "evening"}, family=family)
        assert unworded(v) is None
        assert refusal_text(v, NAMES) != v.message  # worded in Russian


def test_a_test_familys_game_refusal_carries_its_family_and_its_words(qapp,
                                                                      no_translators) -> None:
    with registered():
        setup = tiny_rules.random_setup(3)
        game = Game(setup)
        wolf = next(p.seat for p in setup.players if p.role is tiny_rules.Role.WOLF)
        refused = game.why_not(tiny_rules.Vote(wolf)) or game.why_not(tiny_rules.Kill(wolf))
        assert isinstance(refused, RuleViolation)
        assert refused.family == "tiny"
        assert unworded(refused) is None
        assert refusal_text(refused, setup.name) == refused.message
