"""The room's words as a value (issue 32 point 2): each family's screen description
(``i18n.screen.screen_lines``) of every state of random games, in English and Russian,
is JSON, tells no secret before the end (no living player's role, no check's answer,
no night choice: the view has none, and the words add none), and is what the Qt
players' screen draws, word for word (``ProjectorScene.texts()``)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from mafia_desktop.i18n.language import remove_translators, set_language
from mafia_desktop.i18n.screen import ScreenLines, plain_screen, screen_lines
from mafia_desktop.rules.families import FAMILY_NAMES
from mafia_desktop.rules.family import find_family
from mafia_desktop.rules.public_view import public_view
from tests.families.contract import Contract, contract_names, contract_of, secret_words

SEEDS = (21, 22)
#: the states of a game looked at (spread over it), and the host's timers tried on them
STATES = 30
TIMERS: tuple[tuple[int, str, str] | None, ...] = (None, (42, "Speech", ""),
                                                   (0, "Voting", "Time is up"))
#: the families whose Qt items draw from the description: every listed family (THE
#: list; the tiny test family draws its own items, its description is the plain one)
DRAWN = FAMILY_NAMES


@pytest.fixture(params=contract_names())
def contract(request: pytest.FixtureRequest, qapp: Any) -> Iterator[Contract]:
    """Each family the suite plays in turn (THE list, then the tiny test family,
    registered while it runs)."""
    found = contract_of(request.param)
    with found.registered():
        yield found


@pytest.fixture(params=["en", "ru"])
def language(request: pytest.FixtureRequest, qapp: Any) -> Iterator[str]:
    """Each language in turn (no translator again after: the other tests' source
    words)."""
    set_language(request.param, qapp)
    try:
        yield request.param
    finally:
        remove_translators(qapp)


def _states(contract: Contract, seed: int) -> list[Any]:
    states = list(contract.game(seed).states())
    step = max(1, len(states) // STATES)
    return states[::step] + [states[-1]]


def _described(contract: Contract) -> Iterator[tuple[Any, Any, ScreenLines]]:
    """Every looked-at state with its view (roles revealed too at the end) and its
    description under each timer, the tally hidden now and then."""
    for seed in SEEDS:
        for k, state in enumerate(_states(contract, seed)):
            for reveal in (False, True) if state.ended else (False,):
                view = public_view(state, reveal)
                for timer in TIMERS:
                    yield state, view, screen_lines(view, timer, show_tally=k % 4 != 3)


def test_the_description_is_json_and_tells_no_secret_before_the_end(
        contract: Contract, language: str) -> None:
    family = find_family(contract.name)
    assert family is not None
    seen = 0
    for state, view, lines in _described(contract):
        data = lines.to_json()
        text = json.dumps(data, ensure_ascii=False)
        assert json.loads(text) == data
        assert data["family"] == contract.name and len(data["seats"]) == len(view.seats)
        if state.ended:
            continue
        said = " | ".join(lines.texts())
        leaked = [w for w in secret_words(contract, state, view) if w in said]
        assert not leaked, (state.index, leaked)
        for seat in lines.seats:  # a living player's line never names a role or side
            if seat.alive:
                assert seat.line_kind not in ("role", "status") and seat.side is None, seat
        living = {p.role.value for p in state.setup.players if state.alive[p.seat - 1]}
        dead = {str(getattr(s, "status", None)) for s in view.seats if not s.alive}
        words = set(text.replace('"', " ").replace(",", " ").split())
        assert not (living - dead) & words, (state.index, (living - dead) & words)
        seen += 1
    assert seen > 0


def _pieces(lines: ScreenLines) -> tuple[set[str], list[str]]:
    """The texts drawn whole, and the paragraphs drawn broken into lines (the
    announcements, the speaker's name, a draw's sentence)."""
    broken = [*lines.announcements, *[w.text for w in lines.winners if w.side is None]]
    if lines.timer is not None and lines.timer.speaker:
        broken.append(lines.timer.speaker)
    whole = set(lines.texts()) - set(broken)
    return whole, broken


def mismatches(drawn: list[str], lines: ScreenLines) -> tuple[list[str], list[str]]:
    """What is drawn but not described, and what is described but not drawn. A text cut
    short ("Bartholom…") matches the text it starts; a line of a broken paragraph matches
    the paragraph it is part of."""
    whole, broken = _pieces(lines)

    def described(text: str) -> bool:
        if text in whole or any(text in p for p in broken):
            return True
        if text.endswith("…"):
            head = text[:-1]
            return any(t.startswith(head) for t in whole) or any(head in p for p in broken)
        return False

    extra = [t for t in drawn if not described(t)]
    heads = [t[:-1] if t.endswith("…") else t for t in drawn]
    missing = [t for t in whole if t not in drawn
               and not any(t.startswith(h) and h != t for h in heads)]
    drawn_words = set(" ".join(drawn).split())
    missing += [p for p in broken if not set(p.split()) <= drawn_words]
    return extra, missing


@pytest.mark.parametrize("name", DRAWN)
def test_the_players_screen_draws_the_description(name: str, language: str,
                                                  qtbot: Any) -> None:
    from mafia_desktop.ui.players_screen.projector import ProjectorScene
    contract = contract_of(name)
    scene = ProjectorScene()
    assert scene.lines() is None
    seen = 0
    for seed in SEEDS:
        for k, state in enumerate(_states(contract, seed)):
            for reveal in (False, True) if state.ended else (False,):
                view = public_view(state, reveal)
                timer = TIMERS[k % len(TIMERS)]
                scene.set_show_tally(k % 4 != 3)
                scene.set_timer(*(timer or (None,)), draw=False)
                scene.show_view(view)
                lines = scene.lines()
                assert lines == screen_lines(view, timer, k % 4 != 3)
                extra, missing = mismatches(scene.texts(), lines)
                assert not extra and not missing, (seed, state.index, extra, missing)
                seen += 1
    assert seen > 0


def test_a_family_without_words_of_its_own_gets_the_plain_screen(tiny: str) -> None:
    contract = contract_of("tiny")
    game = contract.game(SEEDS[0])
    first, last = public_view(next(iter(game.states()))), public_view(game.state)
    lines = screen_lines(first, (30, "Speech", ""))
    assert lines == plain_screen(first, (30, "Speech", ""))
    assert lines.title in ("Night 1", "Day 1") and lines.timer is not None and lines.timer.digits == "00:30"
    assert [s.name for s in lines.seats] == [s.name for s in first.seats]
    end = screen_lines(last, (30, "Speech", ""))
    assert end.ended and end.timer is None and end.winners
    assert end.stage == "The game is over"
