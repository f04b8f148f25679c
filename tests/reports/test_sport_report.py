"""Issue 13 item 5: the report of a sport game (the clubs' protocol), HTML and PDF, EN and RU.

Every figure the tests expect comes from the engine's final state (``points``, ``rounds``,
``outcome``), never from the report's own code.
"""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from mafia_desktop.cli import main
from mafia_desktop.i18n.sport import names as sport_names
from mafia_desktop.reports import export_game
from mafia_desktop.reports.export import language
from mafia_desktop.reports.sport.render import render_sport_html
from mafia_desktop.reports.sport.timeline import build_sport_protocol
from mafia_desktop.reports.sport.wording import build_sport_view, number, sport_labels
from mafia_desktop.rules import Game, RuleViolation, log_format
from mafia_desktop.rules.sport import (
    Bonus,
    Foul,
    SportEndNight,
    SportRole,
    TeamDefeat,
    make_sport_setup,
    points,
    sport_ruleset_from,
)
from mafia_desktop.rules.sport.random_player import play_random_sport_game, random_sport_setup
from tests.conftest import SPORT_SCENARIOS

from .helpers import html_text, pdf_text


def _replays(path: Path) -> bool:
    try:
        log_format.load_game(path.read_bytes())
    except (RuleViolation, log_format.LogFormatError):
        return False
    return True


REPLAYING = [p for p in SPORT_SCENARIOS if _replays(p)]


def _expected(game: Game, lang: str) -> list[str]:
    """Every name, each player's points, and (ended) the winning team's name and the
    winners' names, in ``lang``."""
    state = game.state
    score = points(state)
    words = [p.name for p in game.setup.players] + [number(v) for v in score.values()]
    if state.outcome is not None:
        with language(lang):
            for team in state.outcome.winners:
                words.append(sport_names.team_name(team))
        words += [p.name for p in game.setup.players if p.role.team in state.outcome.winners]
    return words


def _protocol_rows(text: str, game: Game) -> dict[str, str]:
    """Each player's protocol row as text (from the seat and name to the next seat)."""
    players = game.setup.players
    out = {}
    for i, p in enumerate(players):
        start = text.index(f" {p.seat} {p.name} ")
        end = (text.index(f" {players[i + 1].seat} {players[i + 1].name} ", start)
               if i + 1 < len(players) else len(text))
        out[p.name] = text[start:end]
    return out


def test_the_sport_scenarios_are_there():
    assert len(REPLAYING) >= 3
    assert any(log_format.load_game(p.read_bytes()).state.ended for p in REPLAYING)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("path", REPLAYING, ids=lambda p: p.name.split(".")[0])
def test_report_names_every_player_their_points_and_the_winners(path, lang, tmp_path):
    game = log_format.load_game(path.read_bytes())
    html_file = export_game(game, "html", tmp_path / "r.html", lang=lang)
    text = html_text(html_file.read_text("utf-8"))
    for word in _expected(game, lang):
        assert word in text, word
    # Each player's row of the protocol ends with their points (rules/sport/score.py).
    with language(lang):
        labels = sport_labels()
    table = text.split(f" {labels['protocol']} ")[1].split(f" {labels['legend']}")[0]
    rows = _protocol_rows(table + " ", game)
    for p in game.setup.players:
        assert rows[p.name].split()[-1] == number(points(game.state)[p.seat]), p.name
    if lang == "ru":
        assert "Протокол" in text and "Protocol" not in text
    # The PDF prints the same page (its qt form), and is a whole PDF.
    pdf_file = export_game(game, "pdf", tmp_path / "r.pdf", lang=lang)
    assert pdf_file.read_bytes().startswith(b"%PDF")
    with language(lang) as spoken:
        view = build_sport_view(build_sport_protocol(game), spoken)
    qt_text = html_text(render_sport_html(view, qt=True))
    for word in _expected(game, lang):
        assert word in qt_text, word


def test_pdf_text_names_the_winners(tmp_path):
    path = next(p for p in REPLAYING if "red_wins" in p.name)
    game = log_format.load_game(path.read_bytes())
    text = pdf_text(export_game(game, "pdf", tmp_path / "r.pdf", lang="en"))
    for word in _expected(game, "en"):
        assert word in text


def test_revote_and_raise_all_list_every_rounds_voters(tmp_path):
    path = next(p for p in REPLAYING if "raise_all" in p.name)
    game = log_format.load_game(path.read_bytes())
    rounds = game.state.rounds
    assert [r.kind for r in rounds].count("raise_all") == 1 and max(r.round for r in rounds) >= 2
    with language("en") as spoken:
        view = build_sport_view(build_sport_protocol(game), spoken)
    shown = [r for ph in view.phases for r in ph.rounds]
    assert len(shown) == len(rounds)
    page = html_text(export_game(game, "html", tmp_path / "r.html", lang="en").read_text("utf-8"))
    name = game.setup.name
    for r, v in zip(rounds, shown, strict=True):
        assert v.raise_all == (r.kind == "raise_all")
        assert len(v.rows) == len(r.votes)
        for (_, voters), (_, count, listed) in zip(r.votes, v.rows, strict=True):
            names = ", ".join(name(s) for s in voters)
            assert count == str(len(voters))
            assert listed.replace("\u2068", "").replace("\u2069", "") == names
            assert f"{count} {names}" in page
    assert "Revote (round 2)" in page and "Raise-all:" in page
    leaving = ", ".join(name(s) for s in rounds[-1].leaving)
    assert f"All of them leave: {leaving}" in page


def _names_game(names: list[str]) -> Game:
    roles = [SportRole.DON, SportRole.MAFIOSO, SportRole.MAFIOSO, SportRole.SHERIFF] + \
        [SportRole.CIVILIAN] * 6
    setup = make_sport_setup([(i + 1, n, r) for i, (n, r) in enumerate(zip(names, roles,
                                                                         strict=True))],
                             sport_ruleset_from("fiim"), 7)
    return Game(setup)


def test_names_are_escaped_and_isolated(tmp_path):
    names = ["<script>x</script>", "O'Neil & Co", "דנה", "Anna", "Boris", "Vera", "Gleb",
             "Dasha", "Egor", "Zoya"]
    game = _names_game(names)
    game.push(SportEndNight())
    for _ in range(4):
        game.push(Foul(5))
    game.push(Foul(1))
    game.push(TeamDefeat(1, reason="<b>phone</b>"))
    raw = export_game(game, "html", tmp_path / "r.html", lang="en").read_text("utf-8")
    assert "<script>x" not in raw and "&lt;script&gt;x&lt;/script&gt;" in raw
    assert "<b>phone" not in raw and "&lt;b&gt;phone&lt;/b&gt;" in raw
    assert "\u2068דנה\u2069" in raw  # a right-to-left name is direction-isolated
    text = html_text(raw)
    assert "The red team wins." in text and "S-FOUL-5" in text
    assert "team defeat (PPK)" in text and "Penalty for Boris: fourth foul (S-FOUL-3)." in text
    assert "Boris leaves the game: removed: fourth foul. Role: Civilian." in text
    rows = _protocol_rows(text.split(" Protocol ")[1].split(" The winning team")[0] + " ", game)
    assert rows["Boris"].split()[-1] == number(points(game.state)[5])
    assert " 4 " in rows["Boris"] and "fourth foul" in rows["Boris"]


def test_penalties_bonuses_and_best_moves_are_listed(tmp_path):
    """Random complete games through the engine: each penalty, a bonus and a best move show,
    and every points total is the engine's."""
    seen = set()
    for seed in range(60):
        setup = random_sport_setup(random.Random(seed))
        game = Game.replay(setup, play_random_sport_game(setup, seed))
        game.push(Bonus(1, 0.3, reason="kind words"))
        state = game.state
        with language("ru") as spoken:
            view = build_sport_view(build_sport_protocol(game), spoken)
        for row, p in zip(view.players, setup.players, strict=True):
            assert row["points"] == number(points(state)[p.seat])
        assert "допбаллы +0.3 (\u2068kind words\u2069)" in view.players[0]["extras"]
        for pen in state.penalties:
            with language("ru"):
                assert sport_names.penalty_name(pen.kind) in view.players[pen.seat - 1]["extras"]
            seen.add(pen.kind)
        for b in state.best_moves:
            assert "лучший ход" in view.players[b.by - 1]["extras"]
            seen.add("best_move")
        if "best_move" in seen:
            break
    assert "best_move" in seen


def test_cli_exports_a_sport_log(tmp_path, capsys):
    path = next(p for p in REPLAYING if "red_wins" in p.name)
    for suffix, lang in ((".html", "ru"), (".pdf", "en")):
        out = tmp_path / f"r{suffix}"
        assert main(["export", str(path), "-o", str(out), "--lang", lang]) == 0
        printed = json.loads(capsys.readouterr().out)
        assert printed["exported"] == str(out) and printed["lang"] == lang
        assert out.stat().st_size > 1000
    refused = next(p for p in SPORT_SCENARIOS if not _replays(p))
    assert main(["export", str(refused), "-o", str(tmp_path / "x.html")]) == 2
    assert json.loads(capsys.readouterr().out)["error"]["rule"].startswith("S-")
    assert not (tmp_path / "x.html").exists()


def test_a_game_not_ended_and_with_no_actions(tmp_path):
    game = _names_game(["Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor", "Zoya", "Ivan",
                        "Kira", "Lev"])
    text = html_text(export_game(game, "html", tmp_path / "r.html", lang="en")
                     .read_text("utf-8"))
    assert "The game has not ended" in text and "Lev" in text
