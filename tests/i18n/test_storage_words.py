"""The storage's messages in the host's language (newcomer's trial, item 13): each known
part translated, numbers kept; in English the storage's own words."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication

from mafia_desktop.i18n.language import remove_translators, set_language
from mafia_desktop.i18n.storage_words import problem_words

MESSAGES = [
    "cannot save action 0 of game 4: attempt to write a readonly database: the database "
    "was opened read-only, or its file, folder or disk is read-only",
    "cannot store a new game: attempt to write a readonly database: the database was "
    "opened read-only, or its file, folder or disk is read-only",
    "is truncated: 20000 bytes is no whole number of 4096-byte pages",
    "is truncated: its header promises 30 pages of 4096 bytes, the file holds 4",
    "cannot be opened for writing (its file or folder is read-only): it can be opened "
    "read-only",
]


@pytest.mark.parametrize("message", MESSAGES)
def test_a_storage_message_is_english_as_it_is_and_russian_whole(qapp, message):
    assert problem_words(message) == message
    try:
        set_language("ru")
        russian = problem_words(message)
    finally:
        set_language("en")
        remove_translators(QCoreApplication.instance())
    assert re.findall(r"[A-Za-z]{3,}", russian) == [], russian
    assert re.findall(r"\d+", russian) == re.findall(r"\d+", message)


def test_an_unknown_part_is_kept(qapp):
    try:
        set_language("ru")
        assert problem_words("cannot undo action 3 of game 1: database disk image is "
                             "malformed") == \
            "не удаётся отменить действие 3 игры 1: database disk image is malformed"
    finally:
        set_language("en")
        remove_translators(QCoreApplication.instance())
