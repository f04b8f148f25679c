"""The projector: drawn only from the public view; no secret in any text it draws."""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mafia_desktop.i18n.classic.screen as screen_classic_module
import mafia_desktop.i18n.screen as screen_module
import mafia_desktop.i18n.sport.screen as screen_sport_module
import mafia_desktop.ui.families.classic.projector as projector_classic_module
import mafia_desktop.ui.families.classic.projector_seats as projector_classic_seats_module
import mafia_desktop.ui.families.sport.projector as projector_sport_module
import mafia_desktop.ui.players_screen.projector as projector_module
import mafia_desktop.ui.players_screen.projector_geometry as projector_geometry_module
import mafia_desktop.ui.players_screen.projector_layout as projector_layout_module
from mafia_desktop.i18n import isolate, names
from mafia_desktop.i18n.fill import as_written
from mafia_desktop.rules.classic import Role
from mafia_desktop.rules.classic.random_player import random_states
from mafia_desktop.rules.log_format import load_game
from mafia_desktop.rules.public_view import public_view
from mafia_desktop.ui.players_screen.projector import ProjectorScene, ProjectorWindow
from tests.conftest import SCENARIOS
from tests.rules.test_public_view import scrub

WALKED: list[int] = []
NAMED_STATUS = re.compile(r"([^,:;()]+) \(([^()]+)\)")
STATUS_TEXTS = {names.role_name(r.value) for r in Role} | {
    names.faction_name(f) for f in ("town", "mafia", "maniac")}


@pytest.mark.parametrize("module", [projector_module, projector_layout_module,
                                    projector_geometry_module, projector_sport_module,
                                    projector_classic_module, projector_classic_seats_module,
                                    screen_module, screen_classic_module, screen_sport_module])
def test_projector_module_does_not_import_the_full_state(module) -> None:
    tree = ast.parse(Path(module.__file__).read_text())
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and "rules" in node.module:
            imported |= {a.name for a in node.names}
            assert node.module in ("mafia_desktop.rules.public_view",
                                   "mafia_desktop.rules.family",
                                   "mafia_desktop.rules.classic.view",
                                   "mafia_desktop.rules.sport.view",
                                   "mafia_desktop.rules.sport.state"), node.module
        if isinstance(node, ast.ImportFrom) and node.level:  # a sibling: its own parts
            assert node.module in (None, "projector_layout", "projector_geometry",
                                   "projector_sport", "fill", "screen", "screen_shape",
                                   "family"), node.module
        if isinstance(node, ast.ImportFrom) and node.module \
                and node.module.startswith("mafia_desktop.ui"):  # the screen's own parts
            assert (node.module == "mafia_desktop.ui.families"  # the families' items
                    or node.module.startswith(("mafia_desktop.ui.players_screen.projector_",
                                               "mafia_desktop.ui.families.sport.projector",
                                               "mafia_desktop.ui.families.classic.projector"))
                    ), node.module
    assert imported <= {"PublicView", "PublicSeat", "SportPublicView", "SportPublicSeat",
                        "AnyPublicView", "family_name",
                        "VoteRound"}  # a counted round of the sport view's ``rounds``


def _allowed_status_texts(scene: ProjectorScene, view) -> Counter:
    """Status texts the players may read: the announced status of each dead player
    (every role at the end), and the winners' names."""
    allowed = Counter(names.status_name(s.status) for s in view.seats if s.status is not None)
    allowed.update(names.faction_name(f) for f in view.winners)
    return allowed


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32))
def test_no_secret_in_any_text_the_projector_draws(qapp, seed: int) -> None:
    scene = ProjectorScene()
    walked = 0
    for state in random_states(seed, at_least=130, sizes=(4, 16)):
        view = public_view(state)
        scene.show_view(view)
        drawn = scene.texts()
        # Role and faction names appear only as the statuses the players may know.
        shown = Counter(t for t in drawn if t in STATUS_TEXTS)
        assert shown == _allowed_status_texts(scene, view)
        # A status named beside a player in an announcement is that player's own
        # announced status ("Executed: Boris (Civilian)", the name direction-isolated).
        announced = {s.name: names.status_name(s.status) for s in view.seats
                     if s.status is not None}
        for text in drawn:
            for name, status in NAMED_STATUS.findall(text):
                if status in STATUS_TEXTS:
                    bare = name.strip().removeprefix("\u2068").removesuffix("\u2069")
                    assert name.strip() == isolate(bare), text
                    assert announced.get(bare) == status, text
        # The same scene is drawn when every secret is scrubbed from the state.
        scene.show_view(public_view(scrub(state)))
        assert sorted(scene.texts()) == sorted(drawn)
        walked += 1
    WALKED.append(walked)


def test_at_least_5000_projector_states_were_walked() -> None:
    assert sum(WALKED) >= 5000, sum(WALKED)


def test_projector_follows_phases_and_undo(qtbot) -> None:
    game = load_game((SCENARIOS / "town_wins_day2.mafia.json").read_text())
    window = ProjectorWindow()
    qtbot.addWidget(window)
    window.show_view(public_view(game.state_after(9)))
    assert "Voting" in window.scene.texts()
    assert "Candidates" in window.scene.texts()
    window.show_view(public_view(game.state_after(12)))
    drawn = window.scene.texts()
    assert "Night 1" in drawn and f"Executed: {isolate('Boris')} (Mafioso)" in drawn  # the day is remembered
    window.show_view(public_view(game.state_after(15)))
    assert "Nobody died tonight" in window.scene.texts()
    window.show_view(public_view(game.state))
    assert "Town" in window.scene.texts() and "Godfather" in window.scene.texts()
    game.pop()  # undo the last close_vote: the end and the roles disappear
    window.show_view(public_view(game.state))
    drawn = window.scene.texts()
    assert "Town" not in drawn and "Godfather" not in drawn and "Voting" in drawn


def test_timer_and_tally_setting(qtbot) -> None:
    game = load_game((SCENARIOS / "town_wins_day2.mafia.json").read_text())
    window = ProjectorWindow()
    qtbot.addWidget(window)
    window.show_view(public_view(game.state_after(9)))
    window.set_timer(75, "Vote")
    assert "01:15" in window.scene.texts()
    assert "3 vote(s)" in window.scene.texts()
    window.scene.set_show_tally(False)
    assert not any("vote(s)" in t for t in window.scene.texts())
    window.set_timer(None)
    assert "01:15" not in window.scene.texts()


def test_a_long_name_is_cut_short_not_shrunk_to_a_hairline(qtbot) -> None:
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    long = "Boris Aleksandrovich Konstantinopolskiy"
    text = (SCENARIOS / "town_wins_day2.mafia.json").read_text().replace('"Boris"', f'"{long}"')
    game = load_game(text)
    window = ProjectorWindow()
    qtbot.addWidget(window)
    window.show_view(public_view(game.state_after(12)))
    items = [i for i in window.scene.items() if isinstance(i, QGraphicsSimpleTextItem)]
    seat_name = [i for i in items if i.text().startswith("Boris Aleks") and "…" in i.text()]
    assert seat_name and all(i.scale() >= 0.69 for i in seat_name)
    # the announcement is broken into lines, the name kept whole with its status
    drawn = window.scene.texts()
    assert "Executed:" in drawn and f"{isolate('Boris Aleksandrovich …')} (Mafioso)" in drawn


def test_the_nights_dead_are_announced_in_seat_order_with_the_hosts_removal(qapp) -> None:
    """The mafia killed seat 8 first, the maniac seat 3, the host removed seat 2: the
    morning names them 2, 3, 8 (the order of the kills would tell who killed whom)."""
    from mafia_desktop.rules import Game
    from mafia_desktop.rules.classic import (
        CloseVote,
        EndDay,
        EndNight,
        HostKill,
        MafiaKill,
        ManiacKill,
        Nominate,
        OpenVote,
        Vote,
        make_setup,
        ruleset_from,
    )
    setup = make_setup([(1, "Anna", Role.GODFATHER), (2, "Boris", Role.CIVILIAN),
                        (3, "Vera", Role.COMMISSAR), (4, "Gleb", Role.DOCTOR),
                        (5, "Dasha", Role.CIVILIAN), (6, "Egor", Role.MANIAC),
                        (7, "Zoya", Role.MAFIOSO), (8, "Ivan", Role.CIVILIAN),
                        (9, "Kira", Role.CIVILIAN), (10, "Lev", Role.CIVILIAN)],
                       ruleset_from("table"), 1)
    game = Game.replay(setup, [Nominate(2, 5), OpenVote(), *(Vote(v, 5) for v in (1, 2, 3, 4)),
                               CloseVote(), EndDay(), MafiaKill(8), ManiacKill(3),
                               HostKill(2, "left the table")])
    scene = ProjectorScene()
    night = public_view(game.state)
    scene.show_view(night)
    assert f"Removed by the host: {isolate('Boris')} (Civilian)" in scene.announcements(night)  # at once
    game.push(EndNight())
    morning = public_view(game.state)
    scene.show_view(morning)
    assert scene.announcements(morning) == [
        f"Killed tonight: {isolate('Boris')} (Civilian), {isolate('Vera')} (Commissar), "
        f"{isolate('Ivan')} (Civilian)"]
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from mafia_desktop.ui.players_screen.projector_layout import Z_PANEL
    lines = sorted((i.scenePos().y(), as_written(i.text())) for i in scene.items()
                   if isinstance(i, QGraphicsSimpleTextItem) and i.isVisible()
                   and i.zValue() == Z_PANEL)  # the panel holds the announcement alone
    assert " ".join(text for _, text in lines) == scene.announcements(morning)[0]


def test_no_timer_once_the_game_is_over(qapp) -> None:
    game = load_game((SCENARIOS / "town_wins_day2.mafia.json").read_text())
    scene = ProjectorScene()
    scene.set_timer(42, "Last word: Anna")
    scene.show_view(public_view(game.state_after(len(game) - 1)))
    assert "00:42" in scene.texts() and "Last word: Anna" in scene.texts()
    scene.show_view(public_view(game.state))
    assert "00:42" not in scene.texts() and "Last word: Anna" not in scene.texts()
    assert scene.has_timer()  # given, not shown
    scene.show_view(None)  # no game: the title alone
    assert scene.texts() == ["Mafia"]


def test_a_right_to_left_name_is_isolated_in_the_announcements(qapp) -> None:
    """A Hebrew name (allowed, R-SETUP-1) is announced wrapped in FSI … PDI, which Qt
    draws as nothing: the sentence keeps its order and the text its width."""
    from PySide6.QtGui import QFont, QFontMetricsF

    from mafia_desktop.rules import Game
    from mafia_desktop.rules.classic import (
        CloseVote,
        Nominate,
        OpenVote,
        Vote,
        make_setup,
        ruleset_from,
    )
    hebrew = "\u05d3\u05e0\u05d4"
    setup = make_setup([(1, "Anna", Role.GODFATHER), (2, hebrew, Role.CIVILIAN),
                        (3, "Vera", Role.CIVILIAN), (4, "Gleb", Role.CIVILIAN)],
                       ruleset_from("table"), 1)
    game = Game.replay(setup, [Nominate(1, 2), OpenVote(), Vote(1, 2), Vote(3, 2), CloseVote()])
    scene = ProjectorScene()
    view = public_view(game.state)
    scene.show_view(view)
    assert scene.announcements(view) == [f"Executed: \u2068{hebrew}\u2069 (Civilian)"]
    metrics = QFontMetricsF(QFont())
    assert metrics.horizontalAdvance(isolate(hebrew)) == pytest.approx(
        metrics.horizontalAdvance(hebrew), abs=0.5)
