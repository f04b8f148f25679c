"""Issue 32 (the review, point 5): a game's end is one sentence in every family: "Winners:
Village — W-WIN-1: The village wins when no werewolf is left", the rule ID where classic
and sport put theirs and the rule's title a sentence of its own (werewolf's read as a
fragment of the line: "W-WIN-2: the werewolves are as many as the others")."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from mafia_desktop.i18n.family import words_of
from mafia_desktop.i18n.language import remove_translators, set_language
from mafia_desktop.rules import Game
from mafia_desktop.rules.families import FAMILY_NAMES
from tests.families.werewolf.test_werewolf_end_to_end import game_of


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_win_rule_title_is_a_sentence(qapp: Any, lang: str) -> None:
    set_language(lang, qapp)
    try:
        for family in FAMILY_NAMES:
            words = words_of(family)
            rules = [f"{words.rule_prefix}WIN-{n}" for n in range(1, 10)]
            titles = {r: words.rule_title(r) for r in rules if words.rule_title(r) != r}
            assert titles, family
            for rule, title in titles.items():
                assert title[:1].isupper(), (family, rule, title)
    finally:
        remove_translators(qapp)


@pytest.mark.parametrize("lang, line", [
    ("en", "Winners: Werewolves — W-WIN-2: The werewolves win when they are as many as "
           "the others"),
    ("ru", "Победители: Оборотни — W-WIN-2: Оборотни побеждают, когда их столько же, "
           "сколько остальных")])
def test_the_host_pages_winners_line(qapp: Any, window: Any, repo: Any, lang: str,
                                     line: str) -> None:
    game = game_of(9)
    assert game.state.outcome is not None and game.state.outcome.rule == "W-WIN-2"
    set_language(lang, qapp)
    try:
        window.session.open_game(Game.replay(game.setup, list(game.actions)),
                         repo.create_game(game.setup), {}, repo)
        QApplication.processEvents()
        assert window.session.page.game_over.winners.text() == line
    finally:
        remove_translators(qapp)
