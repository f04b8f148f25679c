"""The players' screen never cuts what its line is for (issue 31 point 5), checked by what
its text items draw, at 1920x1080, in English and Russian:

* the night's dead in the morning line keep their role whole ("(Civilian)"), however long
  their name: the name is shortened instead (regression: "Жозефина Вячеславовна…
  (Civilia…", "(Мирн…");
* a nomination keeps its nominator ("(by Maximi…)" at least, regression: "выдвигает
  Maximi…" cut at the end) and its words;
* a sport candidate's "7. Bartholomew Wadsworth" is whole (regression: "7. Bartholom…");
* a line with a right-to-left name reads left to right: the seat number before the name
  (regression: "محمد علي .2").
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator

import pytest
from PySide6.QtGui import QTextLayout
from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem

from mafia_desktop.i18n import names as words
from mafia_desktop.i18n.fill import as_written
from mafia_desktop.i18n.language import set_language
from mafia_desktop.rules import Game
from mafia_desktop.rules.classic import (
    CloseVote,
    EndDay,
    EndNight,
    MafiaKill,
    ManiacKill,
    Nominate,
    OpenVote,
    Role,
    Vote,
    make_setup,
    ruleset_from,
)
from mafia_desktop.rules.classic.setup import suggested_composition
from mafia_desktop.rules.public_view import public_view
from mafia_desktop.ui.players_screen.projector import ProjectorScene, ProjectorView
from tests.ui.test_projector_sport import sport_states

LONG = {"en": ["Maximilian Alexander Wadsworth", "Bartholomew Wadsworth",
               "Gwendolyn Whitmore-Mawe", "محمد علي"],
        "ru": ["Жозефина Вячеславовна", "Александра Константиновна",
               "Щукина-Шишкова Шамшурина", "محمد علي"]}
RTL = "محمد علي"


@pytest.fixture(params=["en", "ru"])
def lang(request, qapp) -> Iterator[str]:
    set_language(request.param, qapp)
    yield request.param
    set_language("en", qapp)


def screen(qtbot) -> tuple[ProjectorScene, ProjectorView]:
    scene = ProjectorScene()
    view = ProjectorView(scene)
    qtbot.addWidget(view)
    view.resize(1920, 1080)
    view.show()
    QApplication.processEvents()
    return scene, view


def drawn(scene: ProjectorScene) -> list[QGraphicsSimpleTextItem]:
    return [i for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)
            and i.isVisible() and i.text()]


def classic_game(lang: str) -> Game:
    """12 players, the long names at seats 1 to 4, every one of them a civilian."""
    comp = suggested_composition(12)
    roles = sorted((r for r, c in comp.items() for _ in range(c)),
                   key=lambda r: r is not Role.CIVILIAN)
    names = LONG[lang] + [f"Player {k}" for k in range(5, 13)]
    return Game(make_setup([(i + 1, n, roles[i]) for i, n in enumerate(names)],
                           ruleset_from("table"), rng_seed=7))


def reads_in_order(item: QGraphicsSimpleTextItem, before: str) -> bool:
    """``before`` (a seat number) is drawn left of the line's right-to-left name."""
    text = item.text()
    layout = QTextLayout(text, item.font())
    layout.beginLayout()
    line = layout.createLine()
    layout.endLayout()
    number_x = line.cursorToX(text.index(before))[0]
    name_x = line.cursorToX(text.index(RTL[0]))[0]
    return number_x < name_x


def test_a_nomination_keeps_its_nominator(qtbot, lang):
    scene, _ = screen(qtbot)
    game = classic_game(lang)
    for by, target in ((2, 1), (1, 2), (3, 4), (4, 3)):
        game.push(Nominate(by, target))
    scene.show_view(public_view(game.state))
    rows = [as_written(i.text()) for i in drawn(scene) if "(" in i.text()]
    by_word = {"en": "(by ", "ru": "(выдвигает "}[lang]
    assert len([r for r in rows if by_word in r]) == 4, rows
    for row in rows:
        if by_word in row:  # the nominator's name, shortened at most to 6 letters
            nominator = row.split(by_word, 1)[1]
            assert row.endswith(")") and len(nominator.strip("\u2068\u2069)…")) >= 6, row


def test_the_nights_dead_keep_their_role(qtbot, lang):
    scene, _ = screen(qtbot)
    game = classic_game(lang)
    game.push(Nominate(4, 3))
    game.push(OpenVote())
    for voter in (5, 6, 7):
        game.push(Vote(voter, 3))
    game.push(CloseVote())
    game.push(EndDay())
    state = game.state
    game.push(MafiaKill(1))
    if Role.MANIAC in state.roles:
        game.push(ManiacKill(4))
    game.push(EndNight())
    scene.show_view(public_view(game.state))
    civilian = f"({words.role_name('civilian')})"
    lines = [as_written(i.text()) for i in drawn(scene)]
    dead = [s for s in (1, 4) if not game.state.alive[s - 1]]
    said = [line for line in lines if civilian in line]
    assert len(said) >= len(dead), lines  # each of the night's dead: its role whole
    for line in said:
        assert re.search(re.escape(civilian) + r",?$", line), line
    for item in drawn(scene):
        if RTL in item.text() and re.match(r"\d+\. ", as_written(item.text())):
            assert reads_in_order(item, as_written(item.text()).split(".")[0]), item.text()


def test_sport_candidates_are_whole_and_read_in_order(qtbot, lang):
    scene, _ = screen(qtbot)
    state = next(s for s in sport_states(11, at_least=400, size=10)
                 if len(s.candidates) >= 3 and not s.ended)
    view = public_view(state)
    long = {c: n for c, n in zip(view.candidates, LONG[lang][1:], strict=False)}
    seats = tuple(dataclasses.replace(s, name=long.get(s.seat, s.name)) for s in view.seats)
    view = dataclasses.replace(view, seats=seats)
    scene.show_view(view)
    texts = [as_written(i.text()).replace("\u2068", "").replace("\u2069", "")
             for i in drawn(scene)]
    for seat, name in long.items():
        assert f"{seat}. {name}" in texts, (seat, name, texts)
    rtl = [i for i in drawn(scene) if RTL in i.text() and "." in i.text()]
    assert rtl
    for item in rtl:
        assert reads_in_order(item, as_written(item.text()).split(".")[0]), item.text()
