"""The Qt Linguist files: complete, current with the sources, compiled."""

from __future__ import annotations

import re
import subprocess
import sys

from tests.i18n.walk import EN_TS, ROOT, RU_TS, messages

PLACEHOLDER = re.compile(r"%\d")


def test_russian_ts_has_no_unfinished_vanished_obsolete_or_empty_entry():
    problems = []
    msgs = messages(RU_TS)
    assert len(msgs) > 500
    for ctx, m in msgs:
        source = m.findtext("source")
        t = m.find("translation")
        where = f"{ctx}/{source!r}"
        if t.get("type") is not None:  # unfinished, vanished, obsolete
            problems.append(f"{where}: {t.get('type')}")
        if m.get("numerus") == "yes":
            forms = [f.text or "" for f in t.iter("numerusform")]
            if len(forms) != 3 or not all(f.strip() for f in forms):
                problems.append(f"{where}: numerus forms {forms}")
            if not all("%n" in f for f in forms):
                problems.append(f"{where}: a form without %n: {forms}")
        else:
            forms = [t.text or ""]
            if not forms[0].strip():
                problems.append(f"{where}: empty")
        for f in forms:  # every %1.. of the source is kept, and no other
            if sorted(set(PLACEHOLDER.findall(f))) != sorted(set(PLACEHOLDER.findall(source))):
                problems.append(f"{where}: placeholders differ in {f!r}")
            if source.count("\n") != f.count("\n") and "\n" in source:
                problems.append(f"{where}: lines differ in {f!r}")
    assert not problems, "\n".join(problems)


def test_russian_translations_use_the_source_terms():
    ru = {(ctx, m.findtext("source")): m.find("translation").text for ctx, m in messages(RU_TS)}
    assert ru[("Texts", "Civilian")] == "Мирный житель"
    assert ru[("Texts", "Mafioso")] == "Мафиози"
    assert ru[("Texts", "Godfather")] == "Крёстный отец"
    assert ru[("Texts", "Commissar")] == "Комиссар"
    assert ru[("Texts", "Maniac")] == "Маньяк"
    assert ru[("Texts", "Doctor")] == "Врач"
    assert ru[("Texts", "Journalist")] == "Журналист"
    assert ru[("Texts", "Host")] == "Ведущий"
    assert ru[("Texts", "Town")] == "Мирные"
    assert ru[("Texts", "Mafia")] == "Мафия"
    assert ru[("Texts", "execution")] == "казнь"
    assert ru[("Texts", "nomination")] == "выдвижение"
    assert ru[("Texts", "voting")] == "голосование"
    assert ru[("Texts", "last word")] == "последнее слово"
    assert ru[("Texts", "Day %1")] == "День %1"
    assert ru[("Texts", "Night %1")] == "Ночь %1"


def test_english_ts_has_every_plural_form():
    msgs = messages(EN_TS)
    assert msgs and all(m.get("numerus") == "yes" for _, m in msgs)
    for ctx, m in msgs:
        t = m.find("translation")
        forms = [f.text for f in t.iter("numerusform")]
        assert t.get("type") is None and len(forms) == 2 and all(forms), (ctx, forms)
        assert "(s)" not in "".join(forms)


def test_ts_and_qm_files_are_current_with_the_sources():
    result = subprocess.run([sys.executable, str(ROOT / "scripts" / "i18n.py"), "--check"],
                            capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "translations are current" in result.stdout


def test_the_qm_files_ship_in_the_package():
    for lang in ("ru", "en"):
        qm = ROOT / "mafia_desktop" / "i18n" / f"mafia_desktop_{lang}.qm"
        assert qm.is_file() and qm.stat().st_size > 100
