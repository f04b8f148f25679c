"""THE default report of a family (issue 32 point 4): what a family gets by giving its
words only (``i18n/<name>/family.py``'s ``WordsTable``), with no timeline, wording or
template of its own: ``REPORT = plain_report("<name>")`` in ``reports/<name>/family.py``.

The log walked with the shared walk (:func:`~.walk.walk`), one line per action worded
by the family's ``described`` action words (the undo menu's words, naming players by
name); the players (seat, name, role and its side's colour, how they left, the winners
in bold); the end (the winners with their players); the game's facts; the host's
corrections and notes; written with the shared template ``templates/plain_report.html.j2``
as HTML or PDF (:class:`~.worded.WordedReport`). Its headings are every family's
(:func:`~.words.report_labels`, context ``Report``, translated once): a family on the
default needs no new translation for them.

A family that reports more (votes, charts, points) writes its own timeline, wording and
template and gives them to :class:`~.worded.WordedReport`.

>>> plain_report("tiny").template
'plain_report.html.j2'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime

from mafia_desktop.rules import AnyAction, AnySetup, AnyState, Game

from .walk import Correction, PhaseWalk, UndoneAction, correct, split_notes, times, walk
from .worded import WordedReport

# The default report's template (``templates/``).
PLAIN_TEMPLATE = "plain_report.html.j2"


@dataclass(frozen=True, slots=True)
class Step:
    """One action of the log: its index (0-based), the action and the state before it."""

    index: int
    action: AnyAction
    before: AnyState


@dataclass(frozen=True, slots=True)
class PlainTimeline:
    """A game walked for the default report, no words yet (:func:`plain_view`).

    Attributes:
        setup, state: the game's setup and its last state.
        phases: the walk, one :class:`Step` per action.
        corrections: the host's corrections (:func:`~.walk.correct`).
        player_notes, other_notes, show_notes: the host's notes (none unless asked).
        action_count, rng_seed, deal, started_at, ended_at: the facts
            (:func:`~.words.game_facts`).
    """

    setup: AnySetup
    state: AnyState
    phases: list[PhaseWalk[Step]]
    corrections: tuple[Correction, ...]
    player_notes: dict[int, str]
    other_notes: list[tuple[str, str]]
    show_notes: bool
    action_count: int
    rng_seed: int
    deal: str | None
    started_at: datetime | None
    ended_at: datetime | None


def plain_timeline(game: Game, *, corrections: Iterable[UndoneAction] = (),
                   notes: Mapping[str, str] | None = None, include_notes: bool = False,
                   deal: str | None = None) -> PlainTimeline:
    """Walk ``game`` for the default report (the arguments as the export's)."""
    actions, states = game.actions, game.states()
    split = split_notes(notes, game.setup.size, include_notes)
    phases = walk(actions, states, lambda a, k, before, _after: (Step(k, a, before),), split)
    first, last = times(actions)
    return PlainTimeline(
        setup=game.setup, state=game.state, phases=phases,
        corrections=correct(game.setup, actions, states, corrections),
        player_notes=split.players, other_notes=split.other, show_notes=include_notes,
        action_count=len(actions), rng_seed=game.setup.rng_seed, deal=deal,
        started_at=first, ended_at=last)


@dataclass(slots=True)
class PlainView:
    """The default report, worded (the template's ``v``; ``labels`` its ``L``):
    ``players`` one dict per seat (seat, name, role, colour, fate, dead, winner, note),
    ``phases`` one dict per phase (anchor, title, kind, times, note, lines)."""

    lang: str
    title: str
    labels: dict[str, str]
    outcome: str
    winners: str
    facts: list[tuple[str, str]]
    players: list[dict[str, object]]
    phases: list[dict[str, object]]
    corrections: list[tuple[str, str, str, str]]
    notes: list[tuple[str, str]]
    show_notes: bool
    extra: dict[str, object] = field(default_factory=dict)


def plain_view(t: PlainTimeline, lang: str = "en") -> PlainView:
    """Word a :class:`PlainTimeline` in the installed translation (context ``Report``)."""
    from PySide6.QtCore import QCoreApplication

    from mafia_desktop.i18n.family import words_of
    from mafia_desktop.i18n.fill import fill, isolate
    from mafia_desktop.i18n.names import describe_action, phase_name
    from mafia_desktop.i18n.outcome import outcome_text, role_colour

    from .words import (
        Line,
        clock,
        correction_rows,
        game_facts,
        report_labels,
        winners_with_players,
    )

    translate = QCoreApplication.translate
    family = t.setup.ruleset.family
    words = words_of(family)
    outcome = t.state.outcome
    winners = tuple(str(getattr(w, "value", w)) for w in outcome.winners) if outcome else ()

    def side_of(role: object) -> str:
        return words.side_of_role.get(str(getattr(role, "value", role)), "")

    left = {d.seat: d.cause for d in t.state.deaths}
    players = [{
        "seat": p.seat, "name": isolate(p.name), "role": words.role_name(p.role.value),
        "colour": role_colour(p.role.value, family), "dead": p.seat in left,
        "fate": words.cause_name(left[p.seat]) if p.seat in left else translate("Report", "alive"),
        "winner": side_of(p.role) in winners, "note": t.player_notes.get(p.seat, ""),
    } for p in t.setup.players]
    phases: list[dict[str, object]] = []
    for walked in t.phases:
        lines = [Line(s.index + 1, clock(s.action.at),
                      describe_action(s.action, t.setup, s.before)) for s in walked.events]
        spans = ""
        if walked.started_at is not None and walked.ended_at is not None:
            spans = f"{clock(walked.started_at)} – {clock(walked.ended_at)}"
        phases.append({"anchor": f"{walked.phase.kind}-{walked.phase.number}",
                       "title": phase_name(walked.phase), "kind": walked.phase.kind,
                       "times": spans, "note": walked.note, "lines": lines})
    sides = winners_with_players(
        winners, family,
        lambda side: [p.name for p in t.setup.players if side_of(p.role) == side],
        lambda side, names: fill(translate("Report", "%1: %2"), side, names))
    return PlainView(
        lang=lang, title=fill(translate("Report", "%1: the game's report"), words.title()),
        labels=report_labels(), winners=sides,
        outcome=(outcome_text(outcome.winners, outcome.rule, family) if outcome
                 else translate("Report", "The game is not over.")),
        facts=game_facts(t), players=players, phases=phases,
        corrections=correction_rows(t.corrections, t.setup), notes=t.other_notes,
        show_notes=t.show_notes)


def plain_report(name: str) -> WordedReport[PlainTimeline, PlainView]:
    """THE default report of the family named ``name`` (see the module)."""
    return WordedReport(name, PLAIN_TEMPLATE, plain_timeline, plain_view)


__all__ = ["PLAIN_TEMPLATE", "PlainTimeline", "PlainView", "Step", "plain_report",
           "plain_timeline", "plain_view"]
