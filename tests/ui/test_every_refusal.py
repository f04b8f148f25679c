"""Issue 23.3: every refusal says why, with its rule. The refusal codes the engines can
give (the shared rules' and each listed family's, ``rules/<name>/``) are looked for in
random games (each family's contract's, ``tests/families/<name>/contract.py``): for each
state, each row of the family's action table whose key is refused (the engine's reason
for the row, ``actions.kind_refusal``) and each seat that cannot be picked for a row
(``Pick.why_not``). One state of each code found is then opened in the real window and
the refusal driven by keys (the row's key, the seat's number and Enter); the status bar
must show the rule ID, its title and the engine's reason, in English and in Russian.

Codes no key or click can meet are listed in :data:`NOT_FROM_THE_WINDOW` with why; the
codes no random game meets are driven from states built by hand in
``test_crafted_refusals.py``."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

import mafia_desktop.rules as rules_pkg
from mafia_desktop.i18n import isolate
from mafia_desktop.i18n import names as texts
from mafia_desktop.i18n.language import remove_translators
from mafia_desktop.i18n.refusals import refusal_text
from mafia_desktop.rules import Game, RuleViolation
from mafia_desktop.rules.families import FAMILY_NAMES
from mafia_desktop.ui.families import ui_family
from mafia_desktop.ui.window.actions import kind_available, kind_refusal

RULES = Path(rules_pkg.__file__).parent
CODE = re.compile(r'refuse\(\s*\w+,\s*"([A-Z0-9-]+)",\s*"([a-z_.]+)"', re.S)


def family_codes(name: str) -> set[str]:
    """The refusal codes the family ``name``'s engine gives (``refuse(s, "R-…", "code",
    …)`` in ``rules/<name>/``, its tournament left out: no game window meets it)."""
    return {code for path in (RULES / name).rglob("*.py") if "tournament" not in path.parts
            for _, code in CODE.findall(path.read_text())}


def every_code() -> set[str]:
    """Every refusal code the engines give: the shared rules' (``rules/*.py``) and each
    listed family's own (THE list, ``rules.families.FAMILY_NAMES``)."""
    shared = {code for path in RULES.glob("*.py") for _, code in CODE.findall(path.read_text())}
    return shared.union(*(family_codes(name) for name in FAMILY_NAMES))


#: Codes a host cannot meet from the game window, and why.
_AUTO = "the window fills a ballot's candidate itself (the next one, Kind.auto) and "\
    "counts the last candidate by itself: no key or click names another"
_TIME = "the window stamps every action with its clock (times never go back; the vote "\
    "window's entry time is the panel's, checked by the engine before it is offered)"
NOT_FROM_THE_WINDOW: dict[str, str] = {
    "close_vote.no_votes_choice": "L with no vote standing asks whom to execute "
    "(R-VOTE-8, ui/dialogs/no_votes.py): a question, not a refusal",
    "sport.ballot.last_candidate": _AUTO, "sport.ballot.not_next": _AUTO,
    "sport.bonus.range": "the bonus field is a spin box held to -1.0..1.0, the rule's range",
    "time.backwards": _TIME, "vote.window_closed": _TIME,
    "end_night.maniac_no_description": "driven by hand: "
    "test_e_after_a_maniac_kill_without_description_says_why",
    "mafia_kill.not_mafia": "the panel's \"decided by\" list offers only the godfather "
    "and the living mafia members, drawn again at every change of the game (a member "
    "removed is taken off the list): test_the_decided_by_list_holds_only_living_mafia",
    "sport.withdraw.not_speaker": "the window fills the withdrawer itself (the speaker, "
    "Kind.auto); W refused says the speaker's own reason (sport.withdraw.none, "
    "test_crafted_refusals.py)",
}


class Probe:
    """What ``kind_refusal`` and a pick read of a controller, over a game being played:
    one state (the game is not pushed while its probe is used), so the engine's answers
    are kept (a pick asks the same ``choices`` for every seat it is asked about)."""

    clock = None

    def __init__(self, game: Game) -> None:
        self.game = game
        self._choices: dict[tuple[str, tuple[int, ...]], tuple[int, ...]] = {}

    @property
    def state(self) -> Any:
        return self.game.state

    def choices(self, action_type: str, picked: tuple[int, ...] = ()) -> tuple[int, ...]:
        key = (action_type, tuple(picked))
        if key not in self._choices:
            self._choices[key] = self.game.choices(action_type, picked)
        return self._choices[key]

    def available(self, action_type: str) -> bool:
        return self.game.available(action_type)

    def needs_choice(self) -> bool:
        return self.game.needs_choice()


def _games() -> Iterator[Game]:
    from mafia_desktop.rules import log_format
    from tests.conftest import ALL_SCENARIOS
    from tests.families.contract import contract_of
    for path in ALL_SCENARIOS:  # the shared scenarios: after the end, presets, fouls
        setup, actions = log_format.read_log(path.read_bytes())
        game = Game(setup)
        for action in actions:  # up to the action a scenario shows refused
            if game.why_not(action) is not None:
                break
            game.push(action)
        yield game
    contracts = [contract_of(name) for name in FAMILY_NAMES]  # each family's random games
    for seed in range(SEEDS):
        for contract in contracts:
            yield contract.game(seed)


SEEDS = 40


def needed_codes() -> set[str]:
    """The codes the search must find: every code but those the window cannot meet and
    those driven from a crafted state."""
    from test_crafted_refusals import CRAFTED
    return every_code() - set(NOT_FROM_THE_WINDOW) - set(CRAFTED)

Witness = tuple[Game, int, str, int | None, RuleViolation, int | None]


def witnesses() -> dict[str, Witness]:
    """One (game, actions before, row, seat or ``None`` for the key, refusal, the seat
    picked first or ``None``) per code. The search stops after the game in which the
    last code that no crafted state drives (:func:`needed_codes`) is found: a code met only in
    the games after it is driven from its crafted state (``test_crafted_refusals.py``);
    one never met runs the search to its end and fails
    :func:`test_every_code_is_driven_or_said_unreachable`."""
    found: dict[str, Witness] = {}
    needed = needed_codes()
    for full in _games():
        if needed <= found.keys():
            break
        game = Game(full.setup)
        for i in range(len(full) + 1):
            probe = Probe(game)
            family = ui_family(game.state)
            for kind in family.kinds.values():
                if not kind_available(kind, probe):
                    p = kind_refusal(kind, probe)
                    if p is not None and p.code not in found:
                        found[p.code] = (full, i, kind.name, None, p, None)
                    continue
                if not kind.fields or kind.fixed:
                    continue
                for first in (None, *family.make_pick(kind, probe).allowed()):
                    pick = family.make_pick(kind, probe)
                    if first is not None and not (pick.pick(first) and len(pick.fields) > 1):
                        continue
                    if pick.complete:
                        continue
                    allowed = pick.allowed()
                    for seat in range(1, game.setup.size + 1):
                        p = None if seat in allowed else pick.why_not(seat)
                        if p is not None and p.code not in found:
                            found[p.code] = (full, i, kind.name, seat, p, first)
            if i < len(full):
                game.push(full.actions[i])
    return found


@pytest.fixture(scope="module")
def found() -> dict[str, Witness]:
    return witnesses()


def by_state(found: dict[str, Witness]) -> list[tuple[str, Witness]]:
    """The codes to drive from the window (not :data:`NOT_FROM_THE_WINDOW`) with their
    witnesses, those found in the same state next to each other (a refusal changes no
    game: one opening of a state serves each of its codes)."""
    order = {key: n for n, key in enumerate(dict.fromkeys(id(w[0]) for w in found.values()))}
    return sorted(((code, w) for code, w in found.items() if code not in NOT_FROM_THE_WINDOW),
                  key=lambda item: (order[id(item[1][0])], item[1][1], item[0]))


def _key(qtbot: Any, window: Any, key: str) -> None:
    sequence = QKeySequence(key)
    qtbot.keyClick(window, sequence[0].key())


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_refusal_found_is_said_with_its_rule(qtbot, window, monkeypatch, found, lang):
    monkeypatch.setattr(QDialog, "exec", lambda d: 0)
    monkeypatch.setattr(QMessageBox, "exec", lambda d: 0)
    window.commands.set_language(lang)
    try:
        opened = None  # the state shown: the codes found in one state share its opening
        for code, (full, i, name, seat, problem, first) in by_state(found):
            if (id(full), i) != opened:
                window.session.open_game(Game.replay(full.setup, full.actions[:i]))
                QApplication.processEvents()
                opened = (id(full), i)
            window.statusBar().clearMessage()  # what is said next is this refusal's
            kinds = ui_family(full.state).kinds
            kind = kinds[name]
            same_key = [k.name for k in kinds.values() if k.key == kind.key]
            if seat is None and len(same_key) > 1:  # E: the row the panel shows is asked
                window.session.host_input.start_first((name,))
            elif seat is None:
                _key(qtbot, window, kind.key)
            else:
                standing = window.session.host_input.pick  # a sport vote's hands stand already
                if standing is None or standing.kind.name != name:
                    window.session.host_input.start_kind(name)  # as its button does
                for s in (first, seat) if first is not None else (seat,):
                    for ch in str(s):
                        qtbot.keyClick(window, getattr(Qt.Key, f"Key_{ch}"))
                    qtbot.keyClick(window, Qt.Key.Key_Return)
            said = window.statusBar().currentMessage()
            setup = full.setup
            reason = refusal_text(problem, lambda s: isolate(setup.name(s)))
            assert f"{problem.rule} — {texts.rule_title(problem.rule)}" in said, (code, said)
            assert reason in said, (code, reason, said)
            window.session.host_input.cancel()
    finally:
        window.commands.set_language("en")
        remove_translators()  # the system's locale again (dates in later tests)


def test_every_code_is_driven_or_said_unreachable(found):
    codes = every_code()
    assert len(codes) > 60  # the source was read
    from test_crafted_refusals import CRAFTED  # states built by hand, driven there
    missing = codes - set(found) - set(NOT_FROM_THE_WINDOW) - set(CRAFTED)
    assert not missing, sorted(missing)


def seven(actions: list[Any], second: str = "mafioso", preset: str = "table") -> Game:
    """A classic game of seven (1 godfather, 2 ``second``, 3 commissar, 4-7 civilians)
    of the ``preset`` after ``actions``."""
    from mafia_desktop.rules.classic import Role, make_setup, ruleset_from
    roles = [Role.GODFATHER, Role(second), Role.COMMISSAR] + [Role.CIVILIAN] * 4
    names = ["Anna", "Boris", "Vera", "Gleb", "Dima", "Egor", "Fedor"]
    setup = make_setup([(i + 1, n, r) for i, (n, r) in enumerate(zip(names, roles))],
                       ruleset_from(preset), rng_seed=7)
    return Game.replay(setup, actions)


def says_why(qtbot: Any, window: Any, game: Game, key: Qt.Key, lang: str,
             problem: RuleViolation | None) -> None:
    """``key`` in ``game`` opened in the window, in ``lang``: the status bar holds
    ``problem``'s rule ID, title and reason."""
    assert problem is not None
    window.commands.set_language(lang)
    try:
        window.session.open_game(game)
        QApplication.processEvents()
        qtbot.keyClick(window, key)
        said = window.statusBar().currentMessage()
        reason = refusal_text(problem, lambda s: isolate(game.setup.name(s)))
        assert f"{problem.rule} — {texts.rule_title(problem.rule)}" in said, said
        assert reason in said, said
    finally:
        window.commands.set_language("en")
        remove_translators()  # the system's locale again (dates in later tests)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_k_after_the_godfathers_night_removal_says_its_rule(qtbot, window, lang):
    """The issue's first example: K said only "Not possible now: Mafia's victim"."""
    from mafia_desktop.rules.classic import actions as A
    game = seven([A.Nominate(4, 5), A.OpenVote(), A.Vote(4, 5), A.Vote(6, 5),
                  A.CloseVote(), A.EndDay(), A.HostKill(1)])
    problem = game.why_not(A.MafiaKill(3))
    assert problem is not None and problem.rule == "R-GF-2"
    says_why(qtbot, window, game, Qt.Key.Key_K, lang, problem)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_e_after_a_maniac_kill_without_description_says_why(qtbot, window, lang):
    """The issue's `seed` example: E said only "Not possible now"."""
    from mafia_desktop.rules.classic import actions as A
    game = seven([A.Nominate(4, 5), A.OpenVote(), A.Vote(4, 5), A.Vote(6, 5), A.Vote(7, 5),
                  A.CloseVote(), A.EndDay(), A.ManiacKill(4)], "maniac", "seed")
    problem = game.why_not(A.EndNight())
    assert problem is not None and problem.code == "end_night.maniac_no_description"
    says_why(qtbot, window, game, Qt.Key.Key_E, lang, problem)


@pytest.mark.parametrize("candidates", [(1, 2), (1, 2, 3)])
def test_a_click_on_a_voter_whose_change_is_used_says_so(qtbot, window, candidates):
    """The issue's example: the reason was "a change is to another candidate"."""
    from host_driver import click_seat

    from mafia_desktop.rules.classic import actions as A
    nominations = [A.Nominate(4 + i, c) for i, c in enumerate(candidates)]
    game = seven([*nominations, A.OpenVote(), A.Vote(7, 1), A.Vote(7, 2)])
    window.session.open_game(game)
    QApplication.processEvents()
    click_seat(qtbot, window, 7)  # Fedor voted for Anna, then changed to Boris
    said = window.statusBar().currentMessage()
    assert "R-VOTE-3" in said and "used their 1 change(s) of vote" in said, said
    assert "another candidate" not in said and "not a candidate" not in said


def test_the_decided_by_list_holds_only_living_mafia(qtbot, window):
    """Why ``mafia_kill.not_mafia`` cannot come from the window: the member chosen to
    speak for the mafia is taken off the list when the host removes them."""
    from test_crafted_refusals import classic_ten

    from mafia_desktop.rules.classic import actions as A
    game = classic_ten([A.Nominate(5, 6), A.OpenVote(), *(A.Vote(v, 6) for v in (5, 7, 8)),
                        A.CloseVote(), A.EndDay()])
    window.session.open_game(game)
    QApplication.processEvents()
    combo = window.session.page.panel.decided_by
    offered = {combo.itemData(i) for i in range(combo.count())}
    assert offered == {None, 2, 3}  # the godfather (by default), the two mafiosi
    combo.setCurrentIndex(combo.findData(2))
    window.session.host_input.take(A.HostKill(2))  # removed at night by the host
    QApplication.processEvents()
    offered = {combo.itemData(i) for i in range(combo.count())}
    assert offered == {None, 3} and combo.currentData() is None
