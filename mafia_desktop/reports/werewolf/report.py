"""The werewolf game report: the page's words (:func:`build_view`, worded in the report's
language, context ``Report``) and the page (:func:`render_html`, a Jinja2 template kept
here: the table of players with their roles and how they left, the story phase by phase
in the host's words, the winners and the rule, the host's corrections and notes)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import jinja2
from PySide6.QtCore import QCoreApplication

from mafia_desktop.i18n.fill import fill
from mafia_desktop.i18n.names import (
    cause_name,
    choice_name,
    describe_action,
    option_label,
    phase_name,
    role_name,
    rule_title,
    side_name,
)
from mafia_desktop.rules import Game
from mafia_desktop.rules.werewolf import Role

from ..walk import UndoneAction, split_notes
from ..words import clock, correction_rows, winners_with_players

FAMILY = "werewolf"

TEMPLATE = """<!DOCTYPE html>
<html lang="{{ v.lang }}"><head><meta charset="utf-8"><title>{{ v.title }}</title>
<style>
body { font-family: sans-serif; margin: 2em; }
table { border-collapse: collapse; margin: 0.5em 0 1.5em; }
td, th { border: 1px solid #999; padding: 0.25em 0.6em; text-align: left; }
.werewolves { color: #8e2424; font-weight: bold; } .village { color: #2e7d32; }
.time { color: #555; }
</style></head><body>
<h1>{{ v.title }}</h1>
<p class="winners">{{ v.result }}</p>
<table class="facts">{% for k, val in v.facts %}<tr><th>{{ k }}</th><td>{{ val }}</td></tr>{% endfor %}</table>
<h2>{{ v.players_title }}</h2>
<table class="players"><tr>{% for h in v.player_heads %}<th>{{ h }}</th>{% endfor %}</tr>
{% for p in v.players %}<tr><td>{{ p.seat }}</td><td class="name">{{ p.name }}</td>
<td class="{{ p.side_id }}">{{ p.role }}</td><td>{{ p.side }}</td><td>{{ p.left }}</td>
{% if v.player_notes %}<td>{{ p.note }}</td>{% endif %}</tr>
{% endfor %}</table>
<h2>{{ v.story_title }}</h2>
{% for phase in v.phases %}<h3>{{ phase.title }}</h3>
{% if phase.note %}<p class="note">{{ phase.note }}</p>{% endif %}
<ol class="log">{% for line in phase.lines %}<li value="{{ line.number }}"><span class="time">{{ line.time }}</span> {{ line.text }}</li>{% endfor %}</ol>
{% endfor %}
{% if v.corrections %}<h2>{{ v.corrections_title }}</h2>
<table class="corrections">{% for row in v.corrections %}<tr>{% for c in row %}<td>{{ c }}</td>{% endfor %}</tr>{% endfor %}</table>{% endif %}
{% if v.notes %}<h2>{{ v.notes_title }}</h2>
<ul class="notes">{% for k, text in v.notes %}<li>{{ k }}: {{ text }}</li>{% endfor %}</ul>{% endif %}
</body></html>
"""
_ENV = jinja2.Environment(autoescape=True, undefined=jinja2.StrictUndefined)


@dataclass
class PhaseStory:
    """One phase's title, the host's note about it, and its actions as lines."""

    title: str
    note: str = ""
    lines: list[Any] = field(default_factory=list)


translate = QCoreApplication.translate


def build_view(game: Game, lang: str, corrections: Iterable[UndoneAction] = (),
               notes: Mapping[str, str] | None = None, include_notes: bool = False,
               deal: str | None = None) -> dict[str, Any]:
    """The report's words for ``game``, in the installed language (``lang`` its code)."""
    from ..words import Line

    setup, state = game.setup, game.state
    split = split_notes(notes, setup.size, include_notes)
    left = {d.seat: d for d in state.deaths}
    players = []
    for p in setup.players:
        d = left.get(p.seat)
        side = Role(p.role.value).side.value
        players.append({
            "seat": p.seat, "name": p.name, "role": role_name(p.role.value, FAMILY),
            "side_id": side, "side": side_name(side, FAMILY),
            "left": (f"{phase_name(d.phase)}: {cause_name(d.cause, FAMILY)}" if d
                     else translate("Report", "in the game")),
            "note": split.players.get(p.seat, "")})
    phases: list[PhaseStory] = []
    states = game.states()
    for i, action in enumerate(game.actions):
        before = states[i]
        title = phase_name(before.phase)
        if not phases or phases[-1].title != title:
            phases.append(PhaseStory(title, split.phases.get(before.phase, "")))
        phases[-1].lines.append(Line(i + 1, clock(action.at),
                                     describe_action(action, setup, before)))
    outcome = state.outcome
    if outcome is None:
        result = translate("Report", "The game goes on")
    else:
        sides = winners_with_players(
            [w.value for w in outcome.winners], FAMILY,
            lambda side: [p.name for p in setup.players if Role(p.role.value).side.value == side],
            lambda side, names: fill(translate("Report", "%1 win: %2"), side, names))
        result = f"{sides} ({outcome.rule}: {rule_title(outcome.rule)})"
    options = ", ".join(f"{option_label(k, FAMILY)}: {choice_name(str(v), FAMILY)}"
                        if isinstance(v, str) else f"{option_label(k, FAMILY)}: "
                        + (translate("Report", "yes") if v else translate("Report", "no"))
                        for k, v in setup.ruleset.options().items())
    facts = [(translate("Report", "Players"), str(setup.size)),
             (translate("Report", "Preset"), choice_name(setup.ruleset.preset, FAMILY)),
             (translate("Report", "Options"), options), (translate("Report", "Actions in the log"), str(len(game.actions))),
             (translate("Report", "Random seed"), str(setup.rng_seed))]
    if deal:
        facts.append((translate("Report", "Roles dealt"), {"hand": translate("Report", "by hand"),
                                          "random": translate("Report", "at random (seed recorded)")}
                      .get(deal, deal)))
    return {
        "lang": lang, "title": translate("Report", "Werewolf game"), "result": result, "facts": facts,
        "players_title": translate("Report", "Players"),
        "player_heads": [translate("Report", "Seat"), translate("Report", "Name"), translate("Report", "Role"), translate("Report", "Side"), translate("Report", "Left"),
                         *([translate("Report", "Notes")] if split.players else [])],
        "player_notes": bool(split.players), "players": players,
        "story_title": translate("Report", "The game, phase by phase"), "phases": phases,
        "corrections_title": translate("Report", "The host's corrections"),
        "corrections": correction_rows(corrections, setup),
        "notes_title": translate("Report", "Notes"), "notes": split.other,
    }


def render_html(view: dict[str, Any]) -> str:
    """The report's page (HTML, self-contained)."""
    return _ENV.from_string(TEMPLATE).render(v=view)


__all__ = ["TEMPLATE", "PhaseStory", "build_view", "render_html"]
