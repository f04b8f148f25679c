"""Names of 14 letters are whole where the host needs them (issue 31 point 5): on the seat
cards at 12 seats in a 1366x768 window and at 20 seats in a 1920x1080 one, Latin and
Cyrillic names heavy with wide letters ("W", "Ш"), in English and Russian; checked by
what each card painted (read after a real paint), drawn at least 11 px tall; the role
on the card is whole too. Regression: 13-letter names were cut at 1366x768 and a
12-letter Cyrillic one at 1920x1080."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication, QLabel

from mafia_desktop.i18n import names as names_
from mafia_desktop.i18n.language import remove_translators, set_language
from mafia_desktop.rules import Game
from mafia_desktop.rules.classic import make_setup, ruleset_from
from mafia_desktop.rules.classic.setup import suggested_composition
from tests.conftest import unisolated

#: Names of 14 letters, the widest a Latin or a Cyrillic name of that length is likely to
#: be (each is measured wider than "Montgomery" by half).
LATIN = ["Wadsworth-Wood", "Wilhelmina Woo", "Wendy Whitmore", "Maximiliano Wu",
         "Bartholomew Ng", "Gwendolyn Mawe", "Winnifred Mows", "Wladyslaw Mroz",
         "Montgomery Awe", "Woodrow Wembly"]
CYRILLIC = ["Шереметьевская", "Щукина-Шишкова", "Шамшурина Маша", "Мещерякова Юля",
            "Шувалов Шамиль", "Жемчужная Шура", "Шишкина Ульяна", "Щербакова Маша",
            "Шумилов Михаил", "Жуковская Юлия"]
NAMES = [name for pair in zip(LATIN, CYRILLIC, strict=True) for name in pair]


def table(names: list[str]) -> Game:
    comp = suggested_composition(len(names))
    roles = [role for role, count in comp.items() for _ in range(count)]
    return Game(make_setup([(i + 1, n, roles[i]) for i, n in enumerate(names)],
                           ruleset_from("table"), rng_seed=7))


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


@pytest.fixture(params=["en", "ru"])
def lang(request, qapp):
    set_language(request.param)
    yield request.param
    remove_translators()


@pytest.mark.parametrize(("size", "seats", "first"),
                         [((1366, 768), 12, 0), ((1366, 768), 12, 8), ((1920, 1080), 20, 0)])
def test_fourteen_letters_are_whole_on_every_card(window, lang, size, seats, first):
    assert all(len(n) == 14 for n in NAMES)
    names = (NAMES[first:] + NAMES[:first])[:seats]
    window.resize(*size)
    settle()
    window.session.open_game(table(names))
    settle()
    view = window.session.page.view
    view.viewport().grab()  # a real paint: each card's texts as the host sees them
    scale = view.transform().m11()
    for seat, name in zip(window.session.page.scene.seats, names, strict=True):
        number, drawn_name, role, _ = seat.drawn()
        assert (number, drawn_name) == (str(seat.seat), name), (lang, size, seat.seat)
        assert role == names_.role_name(window.session.controller.role_of(seat.seat)), (lang, role)
        assert QFontInfo(seat.name.font()).pixelSize() * scale >= 11, (name, scale)
        card = seat.sceneBoundingRect()
        for text in (seat.number, seat.name, seat.role):
            assert card.contains(text.sceneBoundingRect()), (name, text.toPlainText())


@pytest.mark.parametrize("candidates", [2, 4])
def test_the_vote_grid_names_each_voter_whole(window, lang, candidates):
    """The vote grid's voters' column is as wide as "12. Name" of 14 letters wants beside
    up to four candidates at 1366x768 (regression: ~7 letters)."""
    from mafia_desktop.rules.classic import Nominate, OpenVote
    window.resize(1366, 768)
    settle()
    names = NAMES[:12]
    window.session.open_game(table(names))
    c = window.session.controller
    for by in range(1, candidates + 1):
        assert c.perform(Nominate(by, by + 6)) is None
    assert c.perform(OpenVote()) is None
    settle()
    grid = window.session.page.panel.vote_grid
    labels = {unisolated(lab.text()) for lab in grid.findChildren(QLabel)}
    for seat, name in enumerate(names, 1):
        assert f"{seat}. {name}" in labels, (lang, candidates, seat, sorted(labels))


def test_a_right_to_left_name_keeps_its_seat_number_first_in_the_vote_grid(window):
    """Issue 35.6: the vote grid showed "محمد علي .2"; the name is isolated, so the line
    reads left to right with the seat number first (drawn: the number left of the name)."""
    from PySide6.QtGui import QTextLayout

    from mafia_desktop.rules.classic import Nominate, OpenVote
    names = NAMES[:12]
    names[1] = "\u0645\u062d\u0645\u062f \u0639\u0644\u064a"
    window.session.open_game(table(names))
    c = window.session.controller
    assert c.perform(Nominate(1, 7)) is None and c.perform(OpenVote()) is None
    settle()
    label = next(lab for lab in window.session.page.panel.vote_grid.findChildren(QLabel)
                 if names[1] in lab.text())
    layout = QTextLayout(label.text(), label.font())
    layout.beginLayout()
    line = layout.createLine()
    layout.endLayout()
    # the cursor before "2" sits left of the cursor before the name's first letter
    first_letter = label.text().index(names[1][0])
    assert line.cursorToX(0)[0] < line.cursorToX(first_letter)[0], label.text()
    assert unisolated(label.text()) == f"2. {names[1]}"
