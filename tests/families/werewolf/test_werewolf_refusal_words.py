"""Every werewolf refusal code is worded by the family's words (W- rules): one example of
each (``refusal_examples.py``), worded with exactly the engine's params, in English
equal to the engine's message (names with ``%1`` in them filled once), and translated
in Russian; and the words table words exactly the codes the rules raise."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import mafia_desktop.rules.werewolf as werewolf_rules
from mafia_desktop.i18n.family import words_of
from mafia_desktop.i18n.language import remove_translators, set_language
from mafia_desktop.i18n.refusals import SHARED_REFUSALS, refusal_text
from tests.families.refusal_words import wording_problem

from .refusal_examples import examples


def _name_of(setup: Any) -> Any:
    return setup.name if setup is not None else str


def test_every_code_of_the_rules_has_words_and_an_example() -> None:
    source = "\n".join(p.read_text("utf-8")
                       for p in Path(werewolf_rules.__file__).parent.glob("*.py"))
    raised = set(re.findall(r'"((?:werewolf|game|setup)\.[a-z_.]+)"', source))
    own = set(words_of("werewolf").refusals)
    assert raised - set(SHARED_REFUSALS) == own, raised ^ own
    assert {v.code for v, _ in examples()} == raised


def test_every_example_is_worded_with_exactly_the_engines_params() -> None:
    problems = [why for v, _ in examples() for why in [wording_problem(v)] if why]
    assert not problems, problems
    assert all(v.rule.startswith(("W-", "R-SETUP")) for v, _ in examples())


def test_english_is_the_engines_message(qapp: Any) -> None:
    remove_translators(qapp)
    for v, setup in examples():
        assert refusal_text(v, _name_of(setup)) == v.message, v.code


def test_russian_is_translated_and_filled(qapp: Any) -> None:
    set_language("ru", qapp)
    try:
        for v, setup in examples():
            text = refusal_text(v, _name_of(setup))
            assert text != v.message and "%" not in text.replace("%1", "").replace("%2", ""), \
                (v.code, text)
    finally:
        remove_translators(qapp)
