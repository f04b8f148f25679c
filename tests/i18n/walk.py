"""Walking a window's texts and finding the English ones that should have been translated."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator
from pathlib import Path

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QDockWidget,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QTabBar,
    QWidget,
)

ROOT = Path(__file__).resolve().parent.parent.parent
RU_TS = ROOT / "i18n" / "mafia_desktop_ru.ts"
EN_TS = ROOT / "i18n" / "mafia_desktop_en.ts"


def messages(ts: Path = RU_TS) -> list[tuple[str, ET.Element]]:
    """(context, <message>) for every message of a .ts file."""
    root = ET.parse(ts).getroot()
    return [(c.findtext("name"), m) for c in root.iter("context") for m in c.iter("message")]


def _pattern(source: str) -> re.Pattern[str] | None:
    """A regex matching ``source`` as shown: ``%1``.. filled with anything, ``%n`` with a
    number, "(s)" as itself or as the English plural forms; ``None`` when the source has
    less than three letters of its own (e.g. "%1 (%2)" or "D%1", which names would match).
    A final full stop or colon is left out (the texts are compared without it)."""
    words = re.sub(r"%\d|%n", "", source)
    if len(re.findall(r"[A-Za-z]", words)) < 3:
        return None
    out = ""
    for piece in re.split(r"(%\d|%n|\(s\))", source.replace("&", "").rstrip(" .:")):
        if re.fullmatch(r"%\d", piece):
            out += r".+?"
        elif piece == "%n":
            out += r"\d+"
        elif piece == "(s)":
            out += r"(?:\(s\)|s)?"
        else:
            out += re.escape(piece)
    return re.compile(out, re.S)


def english_patterns() -> list[tuple[str, str, re.Pattern[str]]]:
    """(context, source, pattern) for every message whose Russian text differs from
    its English source."""
    out = []
    for ctx, m in messages():
        source = m.findtext("source")
        t = m.find("translation")
        forms = [f.text for f in t.iter("numerusform")] or [t.text]
        if all(f == source for f in forms):
            continue  # "—", "%1: %2": the same in both languages
        p = _pattern(source)
        if p is not None:
            out.append((ctx, source, p))
    return out


def _plain(text: str) -> str:
    text = re.sub(r"<[^>]+>", "", text)  # rich text: the words only
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")  # mnemonics
    return re.sub(r"\s+\[[A-Z]\]$", "", text.strip())  # a button's "[N]" key


def _count(method) -> int:
    """rowCount/columnCount: some models take the parent, some (list models) do not."""
    for args in ((), (QModelIndex(),)):
        try:
            return method(*args)
        except TypeError:
            continue
    return 1


def widget_texts(top: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for every text a person can read on ``top`` and its children:
    labels, buttons, actions and menus, window and dock titles, group boxes, tab bars,
    combo boxes, placeholders, item views' cells and headers, graphics items, tooltips."""
    widgets = [top, *top.findChildren(QWidget)]
    for w in widgets:
        name = f"{type(w).__name__}:{w.objectName()}"
        if w.isWindow() or isinstance(w, QDockWidget):
            yield name + ".windowTitle", w.windowTitle()
        if w.toolTip():
            yield name + ".toolTip", w.toolTip()
        if isinstance(w, QLabel):
            yield name, w.text()
        elif isinstance(w, QAbstractButton):
            yield name, w.text()
        elif isinstance(w, QGroupBox):
            yield name, w.title()
        elif isinstance(w, QMenu):
            yield name + ".title", w.title()
        elif isinstance(w, QTabBar):
            for i in range(w.count()):
                yield f"{name}.tab{i}", w.tabText(i)
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                yield f"{name}.item{i}", w.itemText(i)
        elif isinstance(w, (QLineEdit, QPlainTextEdit)):
            yield name + ".placeholder", w.placeholderText()
        elif isinstance(w, QAbstractItemView) and w.model() is not None:
            model = w.model()
            rows, columns = _count(model.rowCount), _count(model.columnCount)
            for r in range(min(rows, 200)):
                for c in range(columns):
                    yield f"{name}[{r},{c}]", str(model.index(r, c).data() or "")
            for c in range(columns):
                yield f"{name}.header{c}", str(
                    model.headerData(c, Qt.Orientation.Horizontal) or "")
        elif isinstance(w, QGraphicsView) and w.scene() is not None:
            for item in w.scene().items():
                if isinstance(item, QGraphicsSimpleTextItem):
                    yield name + ".item", item.text()
                elif isinstance(item, QGraphicsTextItem):
                    yield name + ".item", item.toPlainText()
        for a in w.actions():
            yield f"{name}.action", a.text()
            if a.toolTip() and a.toolTip() != a.text().replace("&", ""):
                yield f"{name}.action.toolTip", a.toolTip()
            if a.menu() is not None:
                yield f"{name}.menu", a.menu().title()
                for b in a.menu().actions():
                    yield f"{name}.menu.action", b.text()
    if isinstance(top, QMainWindow):
        yield "statusBar", top.statusBar().currentMessage()


def english_left(texts: Iterable[tuple[str, str]], names: Iterable[str] = ()) -> list[str]:
    """The texts that are still an English message of the .ts (players' ``names`` and
    numbers aside): each text, each line of it and each part between two spaces is
    matched against every message's source."""
    patterns = english_patterns()
    names = set(names)
    found = []
    for where, text in texts:
        text = _plain(text or "")
        parts = {text, *text.split("\n"), *re.split(r"\s{2,}", text)}
        for part in parts:
            part = _plain(part).strip(" .:")
            if not part or part in names or re.fullmatch(r"[\d\W]+", part):
                continue
            for ctx, source, p in patterns:
                if p.fullmatch(part):
                    found.append(f"{where}: {part!r} is the English of {ctx}/{source!r}")
                    break
    return found
