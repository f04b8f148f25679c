"""Names in the report's pictures and tables keep their own direction (issue 17): every
chart label and every table cell that shows a name holds it inside U+2068 ... U+2069, so a
Hebrew name, or an old record's name with an unterminated right-to-left override, cannot
reorder the seat number, the vote count or the cells after it; a long name cut with "…"
keeps its isolate closed."""
from __future__ import annotations

import dataclasses

from mafia_desktop.i18n.fill import FSI, PDI
from mafia_desktop.reports import charts
from mafia_desktop.reports.classic.render import render_html
from mafia_desktop.reports.classic.timeline import build_timeline
from mafia_desktop.reports.classic.wording import build_view
from mafia_desktop.rules import Game
from mafia_desktop.rules.classic.random_player import RandomPlayer

from .helpers import NINE, game_of

HEBREW = "דנה"
OVERRIDE = "\u202eEvil"  # an old roster's name: refused when typed now (R-SETUP-1)


def _game() -> Game:
    """NINE with Anna renamed in Hebrew and Boris given an override, played to its end."""
    game = game_of([(HEBREW if n == "Anna" else n, r) for n, r in NINE])
    players = tuple(dataclasses.replace(p, name=OVERRIDE) if p.name == "Boris" else p
                    for p in game.setup.players)
    game = Game(dataclasses.replace(game.setup, players=players))
    player = RandomPlayer(5)
    while player.step(game) is not None:
        pass
    assert game.outcome is not None
    return game


def _texts(d: charts.Drawing) -> list[str]:
    return [t.text for t in d.items if isinstance(t, charts.Text)]


def test_every_name_in_the_charts_and_tables_is_isolated() -> None:
    view = build_view(build_timeline(_game()), "en")
    rows = [t for t in _texts(view.alive_chart) if ". " in t]
    assert f"1. {FSI}{HEBREW}{PDI}" in rows and f"2. {FSI}{OVERRIDE}{PDI}" in rows
    votes = [p.vote for p in view.phases if p.vote is not None]
    assert votes
    for v in votes:
        labels = [t.text for t in v.chart.items
                  if isinstance(t, charts.Text) and t.anchor == "end"]
        assert labels and all(t.startswith(FSI) and t.endswith(PDI) for t in labels), labels
        assert all(name.startswith(FSI) and name.endswith(PDI) for name, _, _ in v.ballots)
    names = {p["seat"]: p["name"] for p in view.players}
    assert names[1] == f"{FSI}{HEBREW}{PDI}" and names[2] == f"{FSI}{OVERRIDE}{PDI}"
    html = render_html(view)
    assert f">{FSI}{OVERRIDE}{PDI}</td>" in html  # the players table's cell
    assert f"2. {FSI}{OVERRIDE}{PDI}</text>" in html  # the picture's row label (SVG)


def test_a_long_name_cut_keeps_its_isolate_closed() -> None:
    long = f"7. {FSI}{HEBREW * 20}{PDI}"
    shown = charts.fit(long)
    assert shown != long and shown.endswith(f"…{PDI}")
    assert shown.count(FSI) == shown.count(PDI) == 1
    # the isolates take no room: a short isolated name is not cut
    assert charts.fit(f"{FSI}Anna{PDI}") == f"{FSI}Anna{PDI}"
    assert charts.label_width(f"{FSI}Anna{PDI}") == charts.label_width("Anna")
