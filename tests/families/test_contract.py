"""THE family contract suite (issue 21 point 3): the same checks over every family, the
listed ones (``rules.families.FAMILY_NAMES``; each brings ``tests/families/<name>/
contract.py``) and the tiny test-only one (registered for these tests only): a written
log replays to the same summary; undo to the start is the start; the public view and
the players' screen leak no role or check word before the end; the report names every
player and the winners; no text overlaps another on the players' screen at 1366x768
and 1920x1080."""

from __future__ import annotations

import html
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mafia_desktop.i18n.names import side_name
from mafia_desktop.rules import Game, log_format
from mafia_desktop.rules.family import find_family
from mafia_desktop.rules.public_view import public_view
from mafia_desktop.storage import GameRepository, open_database
from mafia_desktop.storage.session import GameSession
from tests.families.contract import (
    Contract,
    contract_names,
    contract_of,
    secret_words,
    view_leaks,
)
from tests.support.screen import crossings, drawn, make_views, off_screen

SEEDS = (11, 12, 13)
SCREENS = ((1366, 768), (1920, 1080))
#: the players' screen is drawn for at most this many states of a game (spread over it)
SCREEN_STATES = 24


@pytest.fixture(params=contract_names())
def contract(request: pytest.FixtureRequest, qapp: Any) -> Iterator[Contract]:
    """Each family in turn: every listed one and the tiny test-only one (registered in
    every layer while it runs); a QApplication first: the players' screen needs one."""
    found = contract_of(request.param)
    with found.registered():
        yield found


def test_a_written_log_replays_to_the_same_summary(contract: Contract) -> None:
    for seed in SEEDS:
        game = contract.game(seed)
        for cut in (len(game) // 2, len(game)):  # a game going on, a finished one
            part = Game.replay(game.setup, game.actions[:cut])
            text = log_format.dumps(part.setup, part.actions)
            assert log_format.replay_text(text) == (log_format.summary(part.state), 0)
        assert game.state.ended, seed


def test_undo_to_the_start_is_the_start(contract: Contract, db_path: Path) -> None:
    conn = open_database(db_path)
    try:
        repo = GameRepository(conn)
        game = contract.game(SEEDS[0])
        start = Game(game.setup)
        session = GameSession(Game(game.setup), repo, repo.create_game(game.setup))
        for action in game.actions:
            session.push(action)
        assert session.state == game.state
        while len(session.game):
            session.pop()
        assert session.state == start.state
        assert public_view(session.state) == public_view(start.state)
        assert repo.load(session.game_id).state == start.state
    finally:
        conn.close()


def test_the_public_view_leaks_no_role_before_the_end(contract: Contract) -> None:
    family = find_family(contract.name)
    assert family is not None
    seen = 0
    for seed in SEEDS:
        for state in contract.game(seed).states():
            for reveal in (False, True):
                view = public_view(state, reveal)
                if state.ended:
                    continue
                assert not view_leaks(contract, view, family.role_ids), (seed, state.index)
                seen += 1
    assert seen > 0


def test_the_report_names_every_player_and_the_winners(contract: Contract,
                                                       tmp_path: Path) -> None:
    from mafia_desktop.reports.export import export_game
    for seed in SEEDS[:2]:
        game = contract.game(seed)
        page = export_game(game, "html", tmp_path / f"{seed}.html", lang="en").read_text("utf-8")
        text = html.unescape(page)
        for p in game.setup.players:
            assert p.name in text, (seed, p.name)
        assert game.state.outcome is not None
        for side in game.state.outcome.winners:
            assert side_name(side.value, contract.name) in text, (seed, side)


def _spread(states: list[Any], n: int) -> list[Any]:
    states = list(states)
    step = max(1, len(states) // n)
    return states[::step] + [states[-1]]


def test_the_players_screen_leaks_nothing_and_nothing_overlaps(
        contract: Contract, qtbot: Any) -> None:
    from mafia_desktop.ui.players_screen.projector import ProjectorScene
    scene = ProjectorScene()
    views = make_views(scene, qtbot, SCREENS)
    for seed in SEEDS[:2]:
        for state in _spread(contract.game(seed).states(), SCREEN_STATES):
            for reveal in (False, True) if state.ended else (False,):
                view = public_view(state, reveal)
                scene.show_view(view)
                texts = drawn(scene)
                assert texts
                assert not crossings(texts), (seed, state.index, crossings(texts))
                assert not off_screen(texts, views), (seed, state.index)
                if not state.ended:
                    shown = " | ".join(scene.texts())
                    leaked = [w for w in secret_words(contract, state, view) if w in shown]
                    assert not leaked, (seed, state.index, leaked)


def view_members_wrong(view: Any) -> list[str]:
    """What a public view lacks of the members every family's view declares
    (``rules.family.AnyPublicView``, read by ``rules/announce.py``), or has of the
    wrong type: ``[]`` when it has them all."""
    wrong = []
    for name, kind in (("phase_kind", str), ("phase_number", int), ("stage", str),
                       ("ended", bool), ("winners", tuple), ("vote_result", tuple),
                       ("stage_title", tuple)):
        if not isinstance(getattr(view, name, None), kind):
            wrong.append(name)
    title = getattr(view, "stage_title", None)
    if isinstance(title, tuple) and not (len(title) == 2 and isinstance(title[0], str)
                                         and isinstance(title[1], int)):
        wrong.append("stage_title (stage, round)")
    for seat in getattr(view, "seats", ()):
        if not isinstance(getattr(seat, "alive", None), bool):
            wrong.append(f"seats[{seat.seat}].alive")
        how = getattr(view, "left_how", None)
        if not callable(how) or not isinstance(how(seat.seat), str):
            wrong.append("left_how")
            break
    return wrong


def test_every_public_view_declares_the_members_the_announcements_read(
        contract: Contract) -> None:
    """Issue 32 point 2: a held announcement is decided from typed members, so every
    family's public view has them (a view without ``stage_title`` would silently never
    hold a new stage)."""
    from mafia_desktop.rules.announce import compare
    seen = 0
    for seed in SEEDS[:2]:
        states = list(contract.game(seed).states())
        for before, after in zip(states, states[1:]):
            view = public_view(after)
            assert not view_members_wrong(view), (seed, after.index, view_members_wrong(view))
            told = compare(public_view(before), view)
            if told is not None:
                assert len(told.how) == len(told.left)
            seen += 1
    assert seen > 0


def _strings(value: object) -> list[str]:
    """Every text in a JSON value."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def test_a_seats_view_holds_nothing_another_seats_role_would_reveal(
        contract: Contract) -> None:
    """Issue 32 point 3 (the phones of issue 33): for every state of random games, each
    seat's private view (``rules.public_view.seat_view``) is JSON, holds the public view
    as it is, names no role id but the seat's own, its partners' (the partners share its
    goal: the rules introduce only teammates) and the answers its role learned, and
    what one seat learned is in no other seat's view but a partner's."""
    import json

    from mafia_desktop.rules.public_view import seat_view
    family = find_family(contract.name)
    assert family is not None
    seen = 0
    for seed in SEEDS:
        for state in contract.game(seed).states():
            views = {p.seat: seat_view(state, p.seat) for p in state.setup.players}
            for seat, view in views.items():
                player = state.setup.players[seat - 1]
                assert (view.seat, view.name) == (seat, player.name)
                assert view.public == public_view(state)
                data = view.to_json()
                assert json.loads(json.dumps(data)) == data
                partners = {p.seat for p in view.partners}
                assert seat not in partners
                for p in view.partners:
                    assert views[p.seat].goal == view.goal, (seed, state.index, seat, p)
                    assert p.role == views[p.seat].role, (seed, state.index, seat, p)
                secret = {k: v for k, v in data.items() if k != "public"}
                learned = {a for item in view.learned for a in (item.answer,)}
                allowed = {view.role, *(p.role for p in view.partners), *learned}
                named = {s for s in _strings(secret) if s in family.role_ids}
                assert named <= allowed, (seed, state.index, seat, named - allowed)
                for other, theirs in views.items():
                    if other == seat or other in partners:
                        continue
                    shared = set(view.learned) & set(theirs.learned)
                    assert not shared, (seed, state.index, seat, other, shared)
                seen += 1
    assert seen > 0
    with pytest.raises(ValueError):
        seat_view(contract.game(SEEDS[0]).state, 0)
