"""Issue 6: every shared scenario exports; what the HTML and the PDF say; JSON round trip."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from mafia_desktop.cli import main
from mafia_desktop.i18n import names
from mafia_desktop.reports import export_game
from mafia_desktop.rules import RuleViolation, log_format
from mafia_desktop.rules.classic import FACTION_ORDER, CloseVote
from tests.conftest import CLASSIC_SCENARIOS, SCENARIOS

from .helpers import html_text, pdf_text

SCENARIO_FILES = CLASSIC_SCENARIOS


def _replays(path: Path) -> bool:
    try:
        log_format.load_game(path.read_bytes())
    except (RuleViolation, log_format.LogFormatError):
        return False
    return True


def _expected_words(game) -> list[str]:
    """Every player's name, and (when the game ended) each winning faction and winner."""
    words = [p.name for p in game.setup.players]
    o = game.outcome
    if o is not None:
        for f in FACTION_ORDER:
            if f in o.winners:
                words.append(names.faction_name(f.value))
                words += [p.name for p in game.setup.players if p.role.faction is f]
    return words


def test_scenarios_are_there():
    assert len(SCENARIO_FILES) >= 4
    assert any(not _replays(p) for p in SCENARIO_FILES)


@pytest.mark.parametrize("path", SCENARIO_FILES, ids=lambda p: p.name.split(".")[0])
def test_scenario_exports_to_html_and_pdf(path, tmp_path):
    if not _replays(path):
        pytest.skip("does not replay: see test_scenario_that_does_not_replay_exits_2")
    game = log_format.load_game(path.read_bytes())
    html_file = export_game(game, "html", tmp_path / "r.html")
    pdf_file = export_game(game, "pdf", tmp_path / "r.pdf")
    raw = html_file.read_text(encoding="utf-8")
    # Self-contained and printable: nothing to fetch, print styles present.
    assert not re.search(r"src=|url\(|<link|<script|@import", raw)
    assert set(re.findall(r"https?://[^\"' ]*", raw)) <= {"http://www.w3.org/2000/svg"}
    assert "@media print" in raw and raw.count("<svg") == 1 + sum(
        isinstance(a, CloseVote) for a in game.actions)
    html = html_text(raw)
    pdf = pdf_text(pdf_file)
    assert pdf_file.read_bytes().startswith(b"%PDF")
    for word in _expected_words(game):
        assert word in html, word
        assert word in pdf, word
    if game.outcome is not None and game.outcome.winners:
        assert "wins" in html and "wins" in pdf
        assert game.outcome.rule in html and game.outcome.rule in pdf
    # Every action of the log is in the timeline, numbered from 1.
    assert f"#{len(game)}" in html and f"#{len(game)}" in pdf


@pytest.mark.parametrize("path", [p for p in SCENARIO_FILES if not _replays(p)],
                         ids=lambda p: p.name.split(".")[0])
def test_scenario_that_does_not_replay_exits_2(path, tmp_path, capsys):
    expected = json.loads(path.with_name(path.name.replace(".mafia.json", ".expected.json"))
                          .read_text(encoding="utf-8"))
    for fmt in ("html", "pdf", "json"):
        out = tmp_path / f"r.{fmt}"
        assert main(["export", str(path), "--format", fmt, "-o", str(out)]) == 2
        printed = json.loads(capsys.readouterr().out)
        assert printed["error"]["index"] == expected["error"]["index"]
        assert printed["error"]["rule"] == expected["error"]["rule"]
        assert not out.exists()


def test_json_export_reads_back_to_the_same_game(tmp_path):
    for path in SCENARIO_FILES:
        if not _replays(path):
            continue
        game = log_format.load_game(path.read_bytes())
        out = export_game(game, "json", tmp_path / "g.mafia.json")
        setup, actions = log_format.read_log(out.read_bytes())
        assert setup == game.setup
        assert tuple(actions) == game.actions
        assert log_format.load_game(out.read_bytes()).state == game.state


def test_cli_export_writes_each_format(tmp_path, capsys):
    path = next(p for p in SCENARIO_FILES if _replays(p))
    for fmt in ("html", "pdf", "json"):
        out = tmp_path / f"r.{fmt}"
        assert main(["export", str(path), "--format", fmt, "-o", str(out)]) == 0
        printed = json.loads(capsys.readouterr().out)
        assert printed["exported"] == str(out) and printed["format"] == fmt
        assert out.stat().st_size > 0
    assert json.loads((tmp_path / "r.json").read_text()) == json.loads(
        log_format.dumps(*log_format.read_log(path.read_bytes())))


def test_cli_lang_ru_without_translation_is_english(tmp_path, capsys):
    path = next(p for p in SCENARIO_FILES if _replays(p))
    out = tmp_path / "r.html"
    assert main(["export", str(path), "--format", "html", "-o", str(out), "--lang", "ru"]) == 0
    printed = json.loads(capsys.readouterr().out)
    from mafia_desktop.reports.export import translation_file
    if translation_file("ru").is_file():
        assert printed["lang"] == "ru"
    else:
        assert printed["lang"] == "en" and "note" in printed
        assert "Timeline" in out.read_text(encoding="utf-8")


@pytest.mark.parametrize("content", [b"{", b"[]", b"\xff\xfe", b'{"format": "x"}'])
def test_cli_bad_log_prints_error_object_never_traceback(tmp_path, content):
    bad = tmp_path / "bad.mafia.json"
    bad.write_bytes(content)
    proc = subprocess.run([sys.executable, "-m", "mafia_desktop", "export", str(bad),
                           "--format", "pdf", "-o", str(tmp_path / "x.pdf")],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr + proc.stdout
    err = json.loads(proc.stdout)["error"]
    assert err["index"] is None and err["rule"] is None and err["message"]


def test_cli_missing_file_and_unwritable_output(tmp_path, capsys):
    assert main(["export", str(tmp_path / "none.mafia.json"), "-o", str(tmp_path / "x.html")]) == 2
    assert "cannot read" in json.loads(capsys.readouterr().out)["error"]["message"]
    path = next(p for p in SCENARIO_FILES if _replays(p))
    assert main(["export", str(path), "-o", str(tmp_path / "no" / "dir" / "x.html")]) == 2
    assert "cannot write" in json.loads(capsys.readouterr().out)["error"]["message"]


def test_export_keeps_the_old_file_when_writing_fails(tmp_path, monkeypatch):
    path = next(p for p in SCENARIO_FILES if _replays(p))
    game = log_format.load_game(path.read_bytes())
    out = tmp_path / "r.html"
    out.write_text("old", encoding="utf-8")
    from mafia_desktop.reports.classic import render

    def broken(view, qt=False):
        raise OSError("disk full")
    monkeypatch.setattr(render, "render_html", broken)
    with pytest.raises(OSError):
        export_game(game, "html", out)
    assert out.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["r.html"]


def test_bad_format_and_language_are_refused(tmp_path):
    game = log_format.load_game(next(p for p in SCENARIO_FILES if _replays(p)).read_bytes())
    with pytest.raises(ValueError, match="format"):
        export_game(game, "docx", tmp_path / "x")
    with pytest.raises(ValueError, match="language"):
        export_game(game, "html", tmp_path / "x", lang="de")


def test_lang_installs_a_qt_translation_when_the_file_exists(tmp_path, monkeypatch, qapp):
    """A real .qm (built here from a two-message .ts) is installed for the export only."""
    import shutil

    from PySide6.QtCore import QCoreApplication

    from mafia_desktop.reports import export as export_module

    lrelease = shutil.which("pyside6-lrelease") or str(Path(sys.executable).with_name(
        "pyside6-lrelease"))
    if not Path(lrelease).exists():
        pytest.skip("pyside6-lrelease is not installed")
    ts = tmp_path / "mafia_desktop_ru.ts"
    ts.write_text("""<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS><TS version="2.1" language="ru_RU">
<context><name>Report</name>
<message><source>Players</source><translation>Игроки</translation></message>
</context>
<context><name>Texts</name>
<message><source>Godfather</source><translation>Крёстный отец</translation></message>
</context></TS>
""", encoding="utf-8")
    subprocess.run([lrelease, str(ts), "-qm", str(tmp_path / "mafia_desktop_ru.qm")],
                   check=True, capture_output=True)
    monkeypatch.setattr(export_module, "I18N", tmp_path)
    game = log_format.load_game((SCENARIOS / "town_wins_day2.mafia.json").read_bytes())
    html = export_game(game, "html", tmp_path / "r.html", lang="ru").read_text(encoding="utf-8")
    assert '<html lang="ru">' in html
    assert "<h2>Игроки</h2>" in html and "Крёстный отец" in html
    assert "Timeline" in html  # not translated in this .ts: the English source shows
    # The translator is removed after the export: the window's language is untouched.
    assert QCoreApplication.translate("Report", "Players") == "Players"
    assert "Игроки" in pdf_text(export_game(game, "pdf", tmp_path / "r.pdf", lang="ru"))


def test_exported_file_gets_ordinary_permissions(tmp_path):
    import os
    import stat
    game = log_format.load_game((SCENARIOS / "town_wins_day2.mafia.json").read_bytes())
    mask = os.umask(0o022)
    try:
        out = export_game(game, "html", tmp_path / "new.html")
        assert stat.S_IMODE(out.stat().st_mode) == 0o644
        (tmp_path / "old.pdf").write_bytes(b"")
        os.chmod(tmp_path / "old.pdf", 0o640)
        out = export_game(game, "pdf", tmp_path / "old.pdf")
        assert stat.S_IMODE(out.stat().st_mode) == 0o640
    finally:
        os.umask(mask)


@pytest.mark.parametrize("name, fmt, start", [("r.html", "html", b"<!DOCTYPE"),
                                              ("r.HTM", "html", b"<!DOCTYPE"),
                                              ("r.pdf", "pdf", b"%PDF"),
                                              ("r.json", "json", b"{")])
def test_cli_format_follows_the_output_suffix(tmp_path, capsys, name, fmt, start):
    path = next(p for p in SCENARIO_FILES if _replays(p))
    assert main(["export", str(path), "-o", str(tmp_path / name)]) == 0
    assert json.loads(capsys.readouterr().out)["format"] == fmt
    assert (tmp_path / name).read_bytes().lstrip()[:len(start)].upper() == start.upper()


def test_cli_refuses_an_unknown_suffix_and_the_log_itself(tmp_path, capsys):
    log = tmp_path / "game.mafia.json"
    log.write_bytes(next(p for p in SCENARIO_FILES if _replays(p)).read_bytes())
    before = log.read_bytes()
    for argv in (["-o", str(log)], ["-o", str(log), "--format", "html"],
                 ["-o", str(tmp_path / "." / "game.mafia.json"), "--format", "json"]):
        assert main(["export", str(log), *argv]) == 2
        assert "is the game log itself" in json.loads(capsys.readouterr().out)["error"]["message"]
    assert main(["export", str(log), "-o", str(tmp_path / "report.txt")]) == 2
    assert "cannot tell the format" in json.loads(capsys.readouterr().out)["error"]["message"]
    assert log.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.mafia.json"]
