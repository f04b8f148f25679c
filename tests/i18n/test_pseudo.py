"""The pseudo-translation (``MAFIA_DESKTOP_PSEUDO=1``): every text longer and accented,
placeholders and accelerators intact; the host window opens with it."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from mafia_desktop.i18n import names
from mafia_desktop.i18n.fill import english_plural, fill
from mafia_desktop.i18n.language import current_language, set_language
from mafia_desktop.i18n.pseudo import PSEUDO_ENV, PseudoTranslator, pseudo, pseudo_enabled
from mafia_desktop.rules import Game
from mafia_desktop.ui.window.main_window import MainWindow


@pytest.fixture()
def pseudo_on(monkeypatch, no_translators):
    monkeypatch.setenv(PSEUDO_ENV, "1")


def test_pseudo_text_is_longer_and_keeps_what_makes_it_work():
    source = "&Open the vote for %1 (%n vote(s), 100%%) <b>now</b> && later"
    out = pseudo(source)
    assert len(out) >= 1.4 * len(source)
    assert out.startswith("[") and out.endswith("]")
    for kept in ("&O", "%1", "%n", "(s)", "%%", "<b>", "</b>", "&&"):
        assert out.count(kept) == source.count(kept), kept
    assert "vote" not in out and "vōtē" in out
    assert pseudo("") == ""
    assert pseudo("Open the vote") == "[Ŏpēn thē vōtē ~~~~~~]"


def test_the_switch_is_an_environment_variable():
    assert pseudo_enabled({PSEUDO_ENV: "1"}) and pseudo_enabled({PSEUDO_ENV: "yes"})
    assert not pseudo_enabled({}) and not pseudo_enabled({PSEUDO_ENV: "0"})


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_translated_strings_are_longer_and_still_fill(qapp, monkeypatch, no_translators, lang):
    set_language(lang, qapp)
    plain_sentence = QCoreApplication.translate("Report", "%1 nominates %2.")
    plain_role = names.role_name("godfather")
    plain_votes = QCoreApplication.translate("ClassicScreen", "%n vote(s)", "", 5)

    monkeypatch.setenv(PSEUDO_ENV, "1")
    set_language(lang, qapp)
    assert current_language() == lang
    sentence = QCoreApplication.translate("Report", "%1 nominates %2.")
    assert len(sentence) >= 1.4 * len(plain_sentence)
    assert "%1" in sentence and "%2" in sentence
    filled = fill(sentence, "x%2", "Anna")
    assert "x%2" in filled and "Anna" in filled and "%1" not in filled
    role = names.role_name("godfather")
    assert len(role) > len(plain_role) and role.startswith("[")
    # a %n plural: the language's form is chosen, then lengthened; Qt fills the count
    votes = QCoreApplication.translate("ClassicScreen", "%n vote(s)", "", 5)
    assert votes.startswith("[5 ") and "%n" not in votes and len(votes) > len(plain_votes)
    if lang == "ru":
        assert "5 голосов" in votes  # Cyrillic is left unaccented: the form shows
    day = names.phase_name(_Phase("day", 2))
    assert day.startswith("[") and day.count("2") == 1 and "%1" not in day


class _Phase:
    def __init__(self, kind: str, number: int) -> None:
        self.kind, self.number = kind, number


def test_the_untranslated_source_is_lengthened_too(qapp, pseudo_on):
    set_language("en", qapp)
    text = QCoreApplication.translate("NoSuchContext", "Nothing translates this")
    assert text.startswith("[Nōthīng") and len(text) >= 1.4 * len("Nothing translates this")
    # an English plural with no translation keeps "(s)" for english_plural
    raw = QCoreApplication.translate("NoSuchContext", "%n thing(s)", None, 3)
    assert "3" in raw and english_plural(raw, 3).count("(s)") == 0


def test_set_language_replaces_the_pseudo_translator(qapp, pseudo_on, monkeypatch):
    set_language("ru", qapp)
    installed = qapp.property("mafia_translators")
    assert isinstance(installed[-1], PseudoTranslator)
    monkeypatch.delenv(PSEUDO_ENV)
    set_language("en", qapp)
    assert not any(isinstance(t, PseudoTranslator) for t in qapp.property("mafia_translators"))
    assert QCoreApplication.translate("Report", "Players") == "Players"


def test_the_host_window_opens_pseudo_translated(qtbot, qapp, pseudo_on, settings, scenario):
    set_language("en", qapp)
    window = MainWindow(settings=settings, clock=None)
    qtbot.addWidget(window)
    window.resize(1600, 900)
    window.show()
    menus = [a.text() for a in window.menuBar().actions()]
    assert menus and all(m.startswith("[") and "~" in m for m in menus if m)
    assert window.menuBar().actions()[0].text().startswith("[&G")  # the accelerator kept
    setup, actions = scenario
    window.session.open_game(Game.replay(setup, actions[:6]))
    assert window.commands.perform(actions[6]) is None
    QApplication.processEvents()
    assert re.match(r"\[.*2.*~+\]", names.phase_name(_Phase("day", 2)))
    assert window.isVisible() and window.windowTitle().count("[") >= 1
    window.menus.projector_action.setChecked(True)
    QApplication.processEvents()
    assert any(t.startswith("[") for t in window.session.projector.scene.texts())
    window.session.projector.close()
