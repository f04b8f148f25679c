"""The FIIM paper protocol of one game as a PDF: A4 landscape, two pages (issues 25, 34).

Page 1, the form: on the left the header (tournament, stage, date, table, game), the ten
rows (seat, player, role, four foul boxes, points, extra points) and the footer (winning
team, the best move as its author and three number boxes, first killed, protest,
referee); on the right the vote blocks "Vote 1" … "Vote 7" (one per day, eleven candidate
rows each as on the FIIM form, which a tenth nomination fills: per row the player, the
votes, the revote; more blocks when a game has more days). A fourth foul fills the boxes
with "X"; a disqualification is marked "D" in the player's next box. Page 2, the
explanations: the extra points, the penalties and the protests, a line each (who, what,
why), and the referees' signatures. Two kinds:

* **blank** (``game=None``): the names filled in, everything else empty boxes, for the
  referee's paper backup;
* **filled** from a recorded sport game: the roles, the fouls ticked, the points from the
  engine (``points``: the win; ``extra``: best move, bonuses and penalties, so that the
  two add up to :func:`mafia_desktop.rules.sport.points`), the winners, the best move, the
  first killed and each day's counted vote rounds (the first round's votes; the revotes'
  in "Revote", several joined by " / "; a raise-all's "for" count on its own row); on
  page 2 the host's bonuses and the penalties with their reasons.
  A game that has not ended is filled as far as it goes (no winners, no points).

The page is the template ``templates/protocol.html.j2`` (Jinja2, autoescaped) laid out
by ``QTextDocument`` and printed by ``QPdfWriter`` (:func:`.render.pdf_writer`); the
sizes shrink step by step until the form fits its page (page 2 at the same size). Every word goes through
``QCoreApplication.translate("Report", …)``; ``lang`` picks English or Russian.

>>> write_protocol("p.pdf", ProtocolHeader("Cup", "Final", "2026-12-01", 1, 3, "Ivan"),
...                [(1, "Anna"), (2, "Boris")])                       # doctest: +SKIP
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from mafia_desktop.i18n.fill import fill
from mafia_desktop.i18n.sport import names as sn
from mafia_desktop.rules import Game
from mafia_desktop.rules.sport.state import SportState, VoteRound
from mafia_desktop.rules.sport.tournament.record import record_of, record_points
from mafia_desktop.storage.files import write_atomic_with

from ..files import check_pdf
from .wording import number

if TYPE_CHECKING:  # pragma: no cover - Qt is imported when the PDF is written
    from PySide6.QtGui import QPdfWriter, QTextDocument

#: The vote blocks a protocol always has, and the candidate rows of each (the FIIM form's
#: eleven: ten nominations and a raise-all).
BLOCKS = 7
BLOCK_ROWS = 11
#: The empty lines page 2 gives each of its lists at least (a filled one's entries first).
EXPLAIN_ROWS = {"extra": 8, "penalties": 5, "protests": 5}
#: The longest name in a vote block's cell (the name is cut with "…").
BLOCK_NAME = 13
TEMPLATE = "protocol.html.j2"
#: The sizes of the page to start from (the template's are for scale 1): large enough to
#: write on by hand; :func:`write_protocol` shrinks them until the page holds everything.
START_SCALE = 1.45


translate = QCoreApplication.translate   # lupdate reads translate("Report", "…") calls


@dataclass(frozen=True, slots=True)
class ProtocolHeader:
    """The protocol's header: tournament, stage ("Round 3", "Final"), date (as it is to be
    printed), table and game numbers, referee; empty or ``None`` prints a blank line."""

    tournament: str = ""
    stage: str = ""
    date: str = ""
    table: int | None = None
    game: int | None = None
    referee: str = ""


@dataclass(slots=True)
class VoteBlock:
    """One vote block: its title and rows ``(player, votes, revote)``."""

    title: str
    rows: list[tuple[str, str, str]]


@dataclass(slots=True)
class ProtocolView:
    """The protocol worded (plain strings; the template only lays them out)."""

    lang: str
    title: str
    labels: dict[str, str]
    header: list[tuple[str, str]]
    rows: list[dict[str, object]]
    footer: list[tuple[str, str]]
    blocks: list[VoteBlock]
    filled: bool
    #: the best move: its author and the three number boxes (empty strings when blank)
    best: tuple[str, tuple[str, str, str]] = ("", ("", "", ""))
    #: page 2: each list's title, its columns and its lines (blank lines to write on)
    explain: list[tuple[str, list[str], list[list[str]]]] | None = None
    #: the marks of the foul boxes explained ("X: a foul; D: a disqualification")
    legend: str = ""


def _labels() -> dict[str, str]:
    return {"seat": translate("Report", "#"), "player": translate("Report", "Player"), "role": translate("Report", "Role"),
            "fouls": translate("Report", "Fouls"), "points": translate("Report", "Points"), "extra": translate("Report", "Extra points"),
            "votes": translate("Report", "Votes"), "revote": translate("Report", "Revote"),
            "best": translate("Report", "Best move"),
            "explanations": translate("Report", "Explanations: extra points, penalties, "
                                                "protests"),
            "referee_sign": translate("Report", "Referee's signature"),
            "chief_sign": translate("Report", "Chief referee's signature")}


def _explanations(state: SportState | None, names: dict[int, str]
                  ) -> list[tuple[str, list[str], list[list[str]]]]:
    """Page 2's lists: the extra points (the host's bonuses), the penalties and the
    protests; a filled protocol's entries first, then empty lines to write on."""
    who = translate("Report", "Player")
    extra = [[fill("%1. %2", b.seat, names[b.seat]), number(b.points, sign=True),
              b.reason or ""] for b in (state.bonuses if state is not None else ())]
    penalties = [[fill("%1. %2", p.seat, names[p.seat]), sn.penalty_name(p.kind),
                  p.reason or ""] for p in (state.penalties if state is not None else ())]
    lists = [(translate("Report", "Extra points"), [who, translate("Report", "Points"),
                                                    translate("Report", "Why")], extra,
              EXPLAIN_ROWS["extra"]),
             (translate("Report", "Penalties"), [who, translate("Report", "Penalty"),
                                                 translate("Report", "Why")], penalties,
              EXPLAIN_ROWS["penalties"]),
             (translate("Report", "Protests"), [translate("Report", "Who protests"),
                                                translate("Report", "Against what"),
                                                translate("Report", "Decision")], [],
              EXPLAIN_ROWS["protests"])]
    return [(title, columns, lines + [["", "", ""]] * max(0, least - len(lines)))
            for title, columns, lines, least in lists]


def _foul_boxes(state: SportState | None, seat: int) -> list[str]:
    """A player's four foul boxes: "X" a foul each, then "D" (translated) in the next box
    of a disqualified player (the fourth when all four are ticked)."""
    if state is None:
        return [""] * 4
    fouls = min(4, state.fouls[seat - 1])
    boxes = ["X"] * fouls + [""] * (4 - fouls)
    out = {d.seat for d in state.deaths if d.cause == "disqualified"}
    out |= {p.seat for p in state.penalties if p.kind == "disqualified"}
    if seat in out:
        boxes[min(fouls, 3)] = translate("Report", "D")
    return boxes


def _cut(text: str, most: int) -> str:
    return text if len(text) <= most else text[:most - 1] + "…"


def _blocks(state: SportState | None, names: dict[int, str]) -> list[VoteBlock]:
    """One block per day (at least :data:`BLOCKS`), filled from the counted rounds."""
    by_day: dict[int, list[VoteRound]] = {}
    for r in state.rounds if state is not None else ():
        by_day.setdefault(r.day, []).append(r)
    blocks = []
    for day in range(1, max(BLOCKS, *by_day.keys(), 0) + 1):
        rows: list[tuple[str, str, str]] = []
        ballots = [r for r in by_day.get(day, []) if r.kind == "vote"]
        if ballots:
            first, later = ballots[0], ballots[1:]
            for cand in first.candidates:
                # S-VOTE-1: a sole candidate leaves without a ballot, no votes to write
                votes = None if first.result == "single" else dict(first.votes).get(cand)
                again = [str(len(dict(r.votes)[cand])) for r in later
                         if cand in r.candidates and cand in dict(r.votes)]
                rows.append((_cut(f"{cand}. {names[cand]}", BLOCK_NAME),
                             "—" if votes is None else str(len(votes)), " / ".join(again)))
        for r in by_day.get(day, []):
            if r.kind == "raise_all":
                rows.append((translate("Report", "Raise all"), "", str(len(r.votes[0][1]))))
        rows += [("", "", "")] * max(0, BLOCK_ROWS - len(rows))  # a long day: more rows
        blocks.append(VoteBlock(fill(translate("Report", "Vote %1"), day), rows))
    return blocks


def build_protocol_view(header: ProtocolHeader, players: Sequence[tuple[int, str]],
                        state: SportState | None, lang: str) -> ProtocolView:
    """The protocol worded in the installed language (call it inside
    :func:`.export.language`): blank when ``state`` is ``None``, else filled from it.

    Args:
        players: ``(seat, name)`` for every seat, in seat order.
        lang: the language the words are in (for the page's ``lang``).
    """
    names = dict(players)
    record = record_of(state) if state is not None and state.ended else None
    totals = record_points(record, state.ruleset) if record and state else {}
    rows = []
    for seat, name in players:
        row: dict[str, object] = {"seat": seat, "name": name, "role": "", "fouls": [""] * 4,
                               "points": "", "extra": ""}
        if state is not None:
            row["role"] = sn.role_name(state.setup.role(seat).value)
            row["fouls"] = _foul_boxes(state, seat)
        if record is not None and state is not None:
            win = state.ruleset.points_win if record.team(seat) in record.winners else 0.0
            row["points"] = number(win)
            row["extra"] = number(round(totals[seat] - win, 2), sign=True)
        rows.append(row)
    winners = first = ""
    best: tuple[str, tuple[str, str, str]] = ("", ("", "", ""))
    if record is not None:
        winners = " + ".join(sn.team_name(t) for t in record.winners) if record.winners \
            else translate("Report", "Draw")
    if state is not None:
        if state.best_moves:
            b = state.best_moves[0]
            guesses = [str(g) for g in b.guesses[:3]] + [""] * max(0, 3 - len(b.guesses))
            best = (fill(translate("Report", "%1 (black: %2)"), f"{b.by}. {names[b.by]}",
                         b.black), (guesses[0], guesses[1], guesses[2]))
        shot = [d.seat for d in state.deaths if d.cause == "shot" and d.phase.number == 1]
        if shot:
            first = f"{shot[0]}. {names[shot[0]]}"
    footer = [(translate("Report", "Winning team"), winners),
              (translate("Report", "First killed"), first), (translate("Report", "Protest"), ""),
              (translate("Report", "Referee"), header.referee),
              (translate("Report", "Signature"), "")]
    head = [(translate("Report", "Tournament"), header.tournament),
            (translate("Report", "Table"), "" if header.table is None else str(header.table)),
            (translate("Report", "Game"), "" if header.game is None else str(header.game)),
            (translate("Report", "Stage"), header.stage), (translate("Report", "Date"), header.date)]
    return ProtocolView(lang=lang, title=translate("Report", "Game protocol"), labels=_labels(), header=head,
                        rows=rows, footer=footer, blocks=_blocks(state, names),
                        filled=state is not None, best=best,
                        explain=_explanations(state, names),
                        legend=translate("Report", "Foul boxes: X a foul, D a "
                                                   "disqualification."))


def protocol_html(view: ProtocolView, scale: float = 1.0, explain: float | None = None, *,
                  form_only: bool = False) -> str:
    """The protocol's pages (the template's QTextDocument form), every size of the form
    times ``scale``, of page 2 times ``explain`` (default ``scale``); ``form_only``: page
    1 alone (to find the size that fits it)."""
    from ..render import environment

    return environment().get_template(TEMPLATE).render(
        v=view, L=view.labels, s=scale, s2=scale if explain is None else explain,
        form_only=form_only)


def _players(players: Sequence[tuple[int, str]] | None,
             state: SportState | None) -> list[tuple[int, str]]:
    if players is None:
        if state is None:
            raise ValueError("a blank protocol needs the players (seat, name)")
        return [(p.seat, p.name) for p in state.setup.players]
    rows = [(seat, name) for seat, name in players]
    seats = [seat for seat, _ in rows]
    size = len(rows) if state is None else state.setup.size
    if sorted(seats) != list(range(1, size + 1)) or len(rows) != size:
        raise ValueError(f"players: expected seats 1..{size} once each, got {seats}")
    for seat, name in rows:
        if not isinstance(name, str) or isinstance(seat, bool):
            raise ValueError(f"players: seat {seat!r} has no name text: {name!r}")
    return sorted(rows)


def write_protocol(path: str | os.PathLike[str], header: ProtocolHeader,
                   players: Sequence[tuple[int, str]] | None = None,
                   game: Game | None = None, lang: str = "en") -> Path:
    """Write a game's FIIM protocol as a two-page A4 landscape PDF (see the module).

    Args:
        path: the file; written atomically (a temporary file renamed over it).
        header: tournament, stage, date, table, game, referee.
        players: ``(seat, name)`` for seats 1..N (the names printed); with a ``game``
            they may be left out (the game's names) and must have its seats.
        game: a recorded sport game for a filled protocol; ``None``: blank.
        lang: ``"en"`` or ``"ru"``.
    Returns:
        the path written.
    Raises:
        ValueError: a classic game, seats that are not 1..N once each, an unknown
            ``lang``.
        OSError: the file cannot be written.
    """
    from .. import render
    from ..export import LANGUAGES, ensure_gui_application, language

    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; expected one of {', '.join(LANGUAGES)}")
    state = None
    if game is not None:
        if not isinstance(game.state, SportState):
            raise ValueError("a FIIM protocol is for a sport game; this one is classic")
        state = game.state
    rows = _players(players, state)
    ensure_gui_application()
    with language(lang) as spoken:
        view = build_protocol_view(header, rows, state, spoken)
    target = Path(path)

    def write(tmp: Path) -> None:
        writer = render.pdf_writer(tmp, view.title, landscape=True)
        scale = START_SCALE

        def laid(scale: float, explain: float | None = None, form_only: bool = False,
                 pages: QPdfWriter = writer) -> QTextDocument:
            return render.paged_document(
                protocol_html(view, scale, explain, form_only=form_only), view.title, pages)

        def spills(scale: float) -> bool:
            # the form on more than its page, alone or before page 2 (a form that just
            # fills its page can push the page break's heading a page further)
            return bool(laid(scale, form_only=True).pageCount() > 1
                        or laid(scale, 0.45).pageCount() > 2)
        while spills(scale) and scale > 0.45:
            scale = round(scale * 0.95, 3)
        explain = scale  # page 2 the same size, or smaller until it holds one page
        doc = laid(scale, explain)
        while doc.pageCount() > 2 and explain > 0.45:
            explain = round(explain * 0.95, 3)
            doc = laid(scale, explain)
        doc.print_(writer)
        del writer                                  # closes the file
        check_pdf(tmp)

    write_atomic_with(target, write)
    return target


__all__ = ["BLOCKS", "ProtocolHeader", "ProtocolView", "VoteBlock", "build_protocol_view",
           "protocol_html", "write_protocol"]
