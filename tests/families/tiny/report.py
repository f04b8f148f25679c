"""The tiny family's game report (test-only): its own template, written through the
shared export (``reports.export_game`` -> ``report_of("tiny").write``), the winners with
their players worded by the shared ``reports.words``."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jinja2

from mafia_desktop.i18n.names import role_name
from mafia_desktop.reports.words import clock, winners_with_players
from mafia_desktop.rules import Game
from mafia_desktop.storage.files import write_atomic, write_atomic_with

TEMPLATE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>{{ title }}</title></head><body>
<h1>{{ title }}</h1>
<table class="players">{% for p in players %}
<tr><td>{{ p.seat }}</td><td class="name">{{ p.name }}</td><td>{{ p.role }}</td></tr>
{% endfor %}</table>
<ol class="log">{% for line in lines %}<li>{{ line }}</li>{% endfor %}</ol>
<p class="winners">{{ winners }}</p>
</body></html>
"""
_ENV = jinja2.Environment(autoescape=True, undefined=jinja2.StrictUndefined)


def page(game: Game) -> str:
    state, setup = game.state, game.setup
    lines = [f"{clock(a.at)} {type(a).TYPE}: {setup.name(a.target)}".strip()  # type: ignore[attr-defined]
             for a in game.actions]
    outcome = state.outcome
    winners = "" if outcome is None else winners_with_players(
        outcome.winners, "tiny",
        lambda side: [p.name for p in setup.players if p.role.side.value == side],  # type: ignore[attr-defined]
        lambda side, names: f"{side}: {names}")
    return _ENV.from_string(TEMPLATE).render(
        title="Tiny game", lines=lines, winners=winners or "The game goes on",
        players=[{"seat": p.seat, "name": p.name, "role": role_name(p.role.value, "tiny")}
                 for p in setup.players])


@dataclass(frozen=True, slots=True)
class TinyReport:
    name: str = "tiny"
    template: str = "(tests/families/tiny/report.py)"

    def write(self, game: Game, fmt: str, target: Path, lang: str | None, *,
              corrections: Iterable[Any], notes: Mapping[str, str] | None,
              include_notes: bool, deal: str | None) -> None:
        html = page(game)
        if fmt == "html":
            write_atomic(target, html)
        else:
            from mafia_desktop.reports.render import print_pdf
            write_atomic_with(target, lambda tmp: print_pdf(html, "Tiny game", tmp, {}))


REPORT = TinyReport()
