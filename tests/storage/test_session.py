"""The game session (storage/session.py): the engine once and the database in one step."""

from __future__ import annotations

import dataclasses

import pytest

from mafia_desktop.rules import Game, RuleViolation, log_format
from mafia_desktop.rules.classic import Nominate, OpenVote, Vote, engine
from mafia_desktop.storage import GameRepository, StorageError
from mafia_desktop.storage.session import GameSession
from tests.conftest import SCENARIOS

SCENARIO = SCENARIOS / "town_wins_day2.mafia.json"


def setup_and_actions():
    return log_format.read_log(SCENARIO.read_bytes())


class FailingRepository:
    """A repository whose disk fails on the N-th write (``fail_at``: count of writes)."""

    def __init__(self, inner: GameRepository, fail_at: int) -> None:
        self.inner, self.fail_at, self.writes = inner, fail_at, 0

    def _tick(self) -> None:
        self.writes += 1
        if self.writes == self.fail_at:
            raise StorageError("disk I/O error", path="/tmp/x.sqlite3")

    def append(self, game_id, index, action, outcome, **kw):
        self._tick()
        self.inner.append(game_id, index, action, outcome, **kw)

    def pop(self, game_id, index, **kw):
        self._tick()
        self.inner.pop(game_id, index, **kw)

    def set_note(self, game_id, key, text, **kw):
        self._tick()
        self.inner.set_note(game_id, key, text, **kw)

    def revision(self, game_id):
        return self.inner.revision(game_id)


def test_push_applies_once_and_stores(repo: GameRepository, monkeypatch) -> None:
    setup, actions = setup_and_actions()
    gid = repo.create_game(setup)
    game = Game(setup)
    session = GameSession(game, repo, gid)
    calls = []
    real = engine.apply
    monkeypatch.setattr(game, "family", dataclasses.replace(
        game.family, apply=lambda s, a: calls.append(a) or real(s, a)))
    for action in actions:
        session.push(action)
    assert len(calls) == len(actions)  # one apply per action: no check-then-apply
    assert repo.actions(gid) == actions == list(session.game.actions)
    assert repo.info(gid).finished and session.state.ended


def test_pop_records_a_correction_and_redo_removes_it(repo: GameRepository) -> None:
    setup, actions = setup_and_actions()
    gid = repo.create_game(setup)
    session = GameSession(Game(setup), repo, gid)
    for action in actions[:5]:
        session.push(action)
    undone = session.pop()
    assert undone == actions[4] and len(session.game) == 4 == len(repo.actions(gid))
    assert [c.action for c in repo.corrections(gid)] == [actions[4]]
    session.push(undone)  # a redo: the action is part of the game again
    assert repo.corrections(gid) == []
    assert repo.actions(gid) == actions[:5]
    # an undone action replaced by another one stays a correction
    session.pop()
    other = next(a for a in session.game.legal_actions() if a != actions[4])
    session.push(other)
    assert [c.action for c in repo.corrections(gid)] == [actions[4]]


def test_a_refused_action_changes_nothing(repo: GameRepository) -> None:
    setup, _ = setup_and_actions()
    gid = repo.create_game(setup)
    session = GameSession(Game(setup), repo, gid)
    with pytest.raises(RuleViolation) as info:
        session.push(Vote(1, 2))
    assert info.value.rule == "R-VOTE-1"
    assert len(session.game) == 0 and repo.actions(gid) == []


def test_a_failed_write_leaves_the_game_as_it_was(repo: GameRepository) -> None:
    setup, _ = setup_and_actions()
    gid = repo.create_game(setup)
    failing = FailingRepository(repo, fail_at=2)
    session = GameSession(Game(setup), failing, gid)
    session.push(Nominate(5, 2))
    before = session.state
    with pytest.raises(StorageError, match="disk I/O error"):
        session.push(Nominate(6, 1))
    assert session.state is before and len(session.game) == 1
    assert repo.actions(gid) == [Nominate(5, 2)]
    session.push(Nominate(6, 1))  # the disk is back
    assert len(repo.actions(gid)) == 2


def test_a_failed_pop_leaves_the_game_as_it_was(repo: GameRepository) -> None:
    setup, _ = setup_and_actions()
    gid = repo.create_game(setup)
    failing = FailingRepository(repo, fail_at=3)
    session = GameSession(Game(setup), failing, gid)
    session.push(Nominate(5, 2))
    session.push(OpenVote())
    with pytest.raises(StorageError):
        session.pop()
    assert len(session.game) == 2 == len(repo.actions(gid)) and repo.corrections(gid) == []
    assert session.pop() == OpenVote()


def test_pop_of_an_empty_game_is_an_index_error() -> None:
    setup, _ = setup_and_actions()
    with pytest.raises(IndexError):
        GameSession(Game(setup)).pop()


def test_notes_are_stored_first(repo: GameRepository) -> None:
    setup, _ = setup_and_actions()
    gid = repo.create_game(setup)
    failing = FailingRepository(repo, fail_at=2)
    session = GameSession(Game(setup), failing, gid)
    assert session.set_note("player:3", "talks a lot") is True
    with pytest.raises(StorageError):
        session.set_note("player:3", "quiet now")
    assert session.note("player:3") == "talks a lot" == repo.notes(gid)["player:3"]
    assert session.set_note("player:3", "talks a lot") is False  # unchanged: no write
    assert session.set_note("player:3", "  ") is True
    assert session.note("player:3") == "" and repo.notes(gid) == {}


def test_a_session_without_a_repository_stores_nothing() -> None:
    setup, actions = setup_and_actions()
    session = GameSession(Game(setup))
    for action in actions:
        session.push(action)
    assert not session.stored and session.state.ended
    with pytest.raises(ValueError):
        GameSession(Game(setup), object(), None)  # type: ignore[arg-type]
