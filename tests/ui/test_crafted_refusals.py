"""Issue 23.3, the refusals no random game met: each state built by hand (a setup and
the actions pushed), then the refusal driven through the window by the host's keys and
clicks; the status bar must say the engine's reason with its rule ID and title, in
English and in Russian. ``test_every_refusal.py`` counts :data:`CRAFTED` as driven."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from mafia_desktop.i18n import isolate
from mafia_desktop.i18n import names as texts
from mafia_desktop.i18n.language import remove_translators
from mafia_desktop.i18n.refusals import refusal_text
from mafia_desktop.rules import Game, RuleViolation
from mafia_desktop.rules.classic import actions as A
from mafia_desktop.rules.sport import actions as S

NAMES = ["Anna", "Boris", "Vera", "Gleb", "Dima", "Egor", "Fedor", "Ivan", "Kira", "Lev"]


def pushed(setup: Any, actions: list[Any]) -> Game:
    """A game of ``setup`` after ``actions``, each legal (checked)."""
    game = Game(setup)
    for action in actions:
        assert game.why_not(action) is None, action
        game.push(action)
    return game


def classic_ten(actions: list[Any]) -> Game:
    """A classic table of ten: 1 godfather, 2-3 mafiosi, 4 commissar, 5-10 civilians."""
    from mafia_desktop.rules.classic import Role, make_setup, ruleset_from
    roles = [Role.GODFATHER, Role.MAFIOSO, Role.MAFIOSO, Role.COMMISSAR] + [Role.CIVILIAN] * 6
    return pushed(make_setup([(i + 1, n, r) for i, (n, r) in enumerate(zip(NAMES, roles))],
                             ruleset_from("table"), rng_seed=7), actions)


def sport_ten(actions: list[Any], **options: Any) -> Game:
    """A FIIM table: 1 don, 2-3 mafiosi, 4 sheriff, 5-10 civilians, ``options`` of the
    sport ruleset."""
    from mafia_desktop.rules.sport import SportRole
    from mafia_desktop.rules.sport.ruleset import SportRuleset
    from mafia_desktop.rules.sport.setup import make_sport_setup
    roles = [SportRole.DON, SportRole.MAFIOSO, SportRole.MAFIOSO, SportRole.SHERIFF] + \
        [SportRole.CIVILIAN] * 6
    return pushed(make_sport_setup([(i + 1, n, r) for i, (n, r) in enumerate(zip(NAMES, roles))],
                                   SportRuleset(**options), 7), actions)


GODFATHER_REMOVED = [A.HostKill(1), A.Nominate(5, 6), A.OpenVote(), *(
    A.Vote(v, 6) for v in (5, 7, 8, 9)), A.CloseVote(), A.EndDay()]
NOMINATED_TWO = [S.SportEndNight(), S.SportNominate(1, 5), S.EndSpeech(),
                 S.SportNominate(2, 6), *[S.EndSpeech()] * 9]
FIRST_NIGHT_SHOT = [S.SportEndNight(), *[S.EndSpeech()] * 10, S.SportEndDay(), S.Shot(7),
                    S.DonCheck(4), S.SheriffCheck(1), S.SportEndNight()]
ENDED = [S.SportEndNight(), S.TeamDefeat(1)]  # S-FOUL-5: the game ends at once
AFTER_THE_END = [*ENDED, *[S.Foul(5)] * 4, S.Disqualify(6)]  # both removed after the end

#: code -> (the state, the host's steps, the action the engine refuses so)
#: steps: a key ("N"), a typed seat with Enter (5) or a click on a seat ("click", 7).
Case = tuple[Callable[[], Game], tuple[Any, ...], Any]
CRAFTED: dict[str, Case] = {
    "mafia_kill.godfather_pending": (lambda: classic_ten(GODFATHER_REMOVED), ("K",),
                                     A.MafiaKill(5)),
    "sport.nominate.twice": (lambda: sport_ten([S.SportEndNight(), S.SportNominate(1, 5)]),
                             ("N",), S.SportNominate(1, 6)),
    # a click on a player while the speaker's nomination stands: that player's own
    "sport.nominate.not_speaker": (lambda: sport_ten([S.SportEndNight(),
                                                      S.SportNominate(1, 5)]),
                                   (("click", 3),), S.SportNominate(3, 6)),
    "sport.withdraw.none": (lambda: sport_ten([S.SportEndNight()],
                                              nomination_withdrawal="explicit"),
                            ("W",), S.WithdrawNomination(1)),
    "sport.withdraw.not_speeches": (lambda: sport_ten(NOMINATED_TWO,
                                                      nomination_withdrawal="explicit"),
                                    ("W",), S.WithdrawNomination(1)),
    "sport.best_move.bad_guess": (lambda: sport_ten(FIRST_NIGHT_SHOT,
                                                    best_move_guesses="one_to_three"),
                                  ("B", ("click", 7)), S.BestMove((7,))),
    "sport.best_move.count": (lambda: sport_ten(FIRST_NIGHT_SHOT,
                                                best_move_guesses="one_to_three"),
                              ("B", "B"), S.BestMove(())),
    "sport.best_move.three": (lambda: sport_ten(FIRST_NIGHT_SHOT), ("B", 5, "B"),
                              S.BestMove((5,))),
    "sport.foul.five": (lambda: sport_ten(AFTER_THE_END), ("F", 5), S.Foul(5)),
    "sport.foul.removed_after_end": (lambda: sport_ten(AFTER_THE_END), ("F", 6), S.Foul(6)),
    "sport.disqualify.removed_after_end": (lambda: sport_ten(AFTER_THE_END), ("X", 6),
                                           S.Disqualify(6)),
}


def step(qtbot: Any, window: Any, what: Any) -> None:
    """One host step: a letter key, a seat number typed with Enter, or a seat clicked."""
    if isinstance(what, str):
        qtbot.keyClick(window, getattr(Qt.Key, f"Key_{what}"))
    elif isinstance(what, int):
        for ch in str(what):
            qtbot.keyClick(window, getattr(Qt.Key, f"Key_{ch}"))
        qtbot.keyClick(window, Qt.Key.Key_Return)
    else:
        view = window.session.page.view
        item = window.session.page.scene.seats[what[1] - 1]
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         pos=view.mapFromScene(item.sceneBoundingRect().center()))


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("code", sorted(CRAFTED))
def test_a_crafted_refusal_is_said_with_its_rule(qtbot, window, code, lang):
    make, steps, refused = CRAFTED[code]
    game = make()
    problem = game.why_not(refused)
    assert isinstance(problem, RuleViolation) and problem.code == code, problem
    window.commands.set_language(lang)
    try:
        window.session.open_game(game)
        QApplication.processEvents()
        window.statusBar().clearMessage()
        for what in steps:
            step(qtbot, window, what)
        said = window.statusBar().currentMessage()
        reason = refusal_text(problem, lambda s: isolate(game.setup.name(s)))
        assert f"{problem.rule} — {texts.rule_title(problem.rule)}" in said, said
        assert reason in said, (reason, said)
        assert len(window.session.controller.game) == len(game)  # nothing was taken
    finally:
        window.commands.set_language("en")
        remove_translators()  # the system's locale again (dates in later tests)
