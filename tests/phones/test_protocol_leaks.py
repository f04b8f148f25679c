"""Nothing leaks to a phone (issue 33 point 4), over the sockets themselves: for every
looked-at state of random games of every family of the contract suite, in English and
Russian, each seat's phone receives the public screen (the very messages a web screen
receives) and its own card only: no other seat's role (name or id) but its partners',
no check but its own, no night choice; the web screen's bytes hold no secret before the
end (``tests/families/contract.py``'s ``secret_words``) and no role at the end until
the host reveals them."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QObject, Signal

from mafia_desktop.i18n.language import remove_translators, set_language
from mafia_desktop.i18n.names import role_name
from mafia_desktop.i18n.screen import screen_lines
from mafia_desktop.rules.public_view import public_view, seat_view
from mafia_desktop.ui.phones.hub import PhonesHub
from mafia_desktop.ui.phones.messages import words
from tests.families.contract import Contract, contract_names, contract_of, secret_words
from tests.phones.support import Phone

SEEDS = (31, 32)
STATES = 30  # the states of a game looked at, spread over it (and its last)
CARD_KEYS = {"seat", "name", "role", "role_id", "side", "goal", "alive", "partners", "learned"}


class Controller:
    """What the hub reads of a game followed: its state, and its game (itself) whose
    length grows with every state given (as a game's with every action)."""

    def __init__(self, state: Any) -> None:
        self.steps = 0
        self.state = state

    @property
    def state(self) -> Any:
        return self._state

    @state.setter
    def state(self, state: Any) -> None:
        self._state = state
        self.steps += 1

    @property
    def game(self) -> Controller:
        return self

    def __len__(self) -> int:
        return self.steps


class Feed(QObject):
    """The players' screen's feed as the hub follows it, from a state alone."""

    shown = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.controller: Controller | None = None
        self.roles_revealed = False

    def table_data(self) -> None:
        return None

    def screen_lines(self) -> Any:
        c = self.controller
        if c is None:
            return None
        return screen_lines(public_view(c.state, self.roles_revealed), (42, "Speech", ""))


@pytest.fixture(params=contract_names())
def contract(request: pytest.FixtureRequest, qapp: Any) -> Iterator[Contract]:
    found = contract_of(request.param)
    with found.registered():
        yield found


@pytest.fixture(params=["en", "ru"])
def language(request: pytest.FixtureRequest, qapp: Any) -> Iterator[str]:
    set_language(request.param, qapp)
    try:
        yield request.param
    finally:
        remove_translators(qapp)


def states(contract: Contract, seed: int) -> list[Any]:
    every = list(contract.game(seed).states())
    step = max(1, len(every) // STATES)
    return every[::step] + [every[-1]]


def delivered(hub: PhonesHub, phones: list[Phone]) -> bool:
    """Every message the server sent has arrived (counted, never timed)."""
    sent = sum(c.count for c in hub.server.clients)
    return sent == sum(len(p.texts) for p in phones)


def card_leaks(contract: Contract, state: Any, seat: int, card: dict[str, Any]) -> list[str]:
    """What ``seat``'s card says that it must not know."""
    family = contract.name
    mine = seat_view(state, seat)
    partners = {p.seat for p in mine.partners}
    known = {mine.role} | {p.role for p in mine.partners}
    known_names = {role_name(r, family) for r in known}
    others = [p for p in state.setup.players if p.seat != seat and p.seat not in partners]
    leaks = []
    text = json.dumps({k: v for k, v in card.items() if k != "learned"}, ensure_ascii=False)
    for p in others:
        role = getattr(p.role, "value", None) or str(state.roles[p.seat - 1].value)
        if role not in known and f'"{role}"' in text:
            leaks.append(role)
        name = role_name(role, family)
        if name not in known_names and name in text:
            leaks.append(name)
    if set(card) != CARD_KEYS:
        leaks.append(f"keys {sorted(card)}")
    if card["role_id"] != mine.role or len(card["partners"]) != len(mine.partners):
        leaks.append("not its own card")
    if len(card["learned"]) != len(mine.learned):
        leaks.append("another role's checks")
    return leaks


def test_each_phone_gets_the_public_screen_and_its_own_card_only(
        qtbot, contract: Contract, language: str) -> None:
    feed = Feed()
    hub = PhonesHub(feed, join_limit=10**6)
    hub.start("127.0.0.1", 0)
    looked = 0
    try:
        for seed in SEEDS:
            walk = states(contract, seed)
            feed.controller, feed.roles_revealed = Controller(walk[0]), False
            feed.shown.emit()
            screen = Phone(f"ws://127.0.0.1:{hub.port()}/ws")
            seats: dict[int, Phone] = {}
            for link in hub.seats():
                token = link.url.rsplit("/", 1)[1]
                seats[link.seat] = Phone(f"ws://127.0.0.1:{hub.port()}/ws/seat/{token}"
                                         f"?phone=phone-{link.seat:016d}")
            phones = [screen, *seats.values()]
            qtbot.waitUntil(lambda: all(bool(p.of_type("seat")) for p in seats.values())
                            and bool(screen.texts))
            for k, state in enumerate(walk):
                for reveal in (False, True) if state.ended else (False,):
                    feed.controller.state, feed.roles_revealed = state, reveal
                    feed.shown.emit()
                    hub.send_all()  # now, not at the next turn of the event loop
                    qtbot.waitUntil(lambda: delivered(hub, phones))
                    screen_text = screen.texts[-1] if screen.texts else ""
                    said = json.loads(screen_text)
                    assert said["type"] == "screen"
                    view = public_view(state, reveal)
                    assert said["words"] == words()  # fixed texts, the same for every state
                    if not state.ended:
                        blob = json.dumps(said["lines"], ensure_ascii=False)
                        leaked = [w for w in secret_words(contract, state, view) if w in blob]
                        assert not leaked, (k, leaked)
                    for seat, phone in seats.items():
                        card = phone.last("seat")
                        assert card is not None and card["seat"] == seat
                        leaks = card_leaks(contract, state, seat, card["card"])
                        assert not leaks, (contract.name, k, seat, leaks)
                        screens = {t for t in phone.texts if json.loads(t)["type"] == "screen"}
                        assert screens <= set(screen.texts)  # the web screen's, word for word
                        assert {json.loads(t)["type"] for t in phone.texts} <= {"screen", "seat"}
                    assert not any(json.loads(t)["type"] == "seat" for t in screen.texts)
                    looked += 1
            for p in phones:
                p.close()
            qtbot.waitUntil(lambda: not hub.server.clients)
    finally:
        hub.stop()
    assert looked > 2 * len(SEEDS)
