"""A shipped schema version never changes (issue 35 point 5).

Version 7 was changed after it had shipped (``game_results`` added without a version 8),
so the files the first version 7 wrote were refused as another program's. Each version's
schema (the ``sqlite_master`` the migrations make, comments and spacing aside) is held
here by its hash, and so is each other shape a version shipped with
(``migrations.VARIANTS``); the fixture databases made by the old commits
(``tests/storage/fixtures``) hold the same schemas. Today's rules defaults are held too:
a stored game that does not set an option means the default of its day, so changing one
needs a migration that pins the old value.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3

from mafia_desktop.rules import all_families
from mafia_desktop.storage.migrations import MIGRATIONS, SCHEMA_VERSION, VARIANTS
from mafia_desktop.storage.played_rules import OPTIONS_AT_V8
from mafia_desktop.storage.schema import Entry, expected_schema, read_schema

#: The schema of each shipped version: the first 16 hex digits of the SHA-256 of its
#: sorted, normalized ``sqlite_master`` (:func:`schema_hash`). Version 4 changes data
#: only (version 8 adds a table and pins the played rules' values; version 9 adds columns). A new version is added here when it ships, and never changed after.
SHIPPED: dict[int, str] = {
    1: "e5eb964851db8c7b",
    2: "d555a59f52994be4",
    3: "e9656f081afb4695",
    4: "e9656f081afb4695",
    5: "6f9783ee081452e5",
    6: "2c1fcbafa2482497",
    7: "bfee73b69d312520",
    8: "2c77de16cd2d6af4",  # the renames table (issue 31.7c) and the played rules pinned
    9: "fcddd8f88cd94551",  # a round's own participants and totals, a tournament's plan (34.1), referees (34.4)
}

#: The other shapes a version shipped with (``migrations.VARIANTS``), by version.
SHIPPED_VARIANTS: dict[int, list[str]] = {
    7: ["e80441e823268c66"],  # a1c8feb until dc5d608: no game_results
}

ADD_A_MIGRATION = ("a shipped schema version never changes: add a new migration at the end "
                   "of MIGRATIONS instead (and its hash here once it ships)")


def schema_hash(schema: dict[Entry, str | None]) -> str:
    """The hash :data:`SHIPPED` holds for a schema (``schema.read_schema``'s mapping)."""
    text = json.dumps(sorted((list(k), v) for k, v in schema.items()))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def file_schema_hash(conn: sqlite3.Connection) -> str:
    """:func:`schema_hash` of an open file's schema."""
    return schema_hash(read_schema(conn))


def test_each_shipped_version_is_as_it_shipped() -> None:
    for version in range(1, SCHEMA_VERSION + 1):
        assert version in SHIPPED, (
            f"schema version {version} has no recorded hash: record "
            f"{schema_hash(expected_schema(MIGRATIONS, version))!r} in SHIPPED once it ships")
        got = schema_hash(expected_schema(MIGRATIONS, version))
        assert got == SHIPPED[version], (
            f"schema version {version} is not as it shipped ({got} != {SHIPPED[version]}): "
            + ADD_A_MIGRATION)


def test_each_shipped_variant_is_as_it_shipped() -> None:
    for version, variants in VARIANTS.items():
        got = [schema_hash(expected_schema((*MIGRATIONS[:version - 1], v.build), version))
               for v in variants]
        assert got == SHIPPED_VARIANTS.get(version), (
            f"a shipped shape of schema version {version} changed: " + ADD_A_MIGRATION)
        for v in variants:  # each repair gives the version's own shape
            conn = sqlite3.connect(":memory:")
            for step in (*MIGRATIONS[:version - 1], v.build, v.repair):
                step(conn)
            assert file_schema_hash(conn) == SHIPPED[version], v.name
            conn.close()


#: Options added after schema 8, by family, with the default every game stored before
#: them was played under (what the rules did before the option existed): such an option
#: needs no migration, but its default is pinned here as the others' are.
#: ``night0_meeting`` (S-VIEW-3): the black team met at night 0 (S-VIEW-1).
ADDED_AFTER_V8: dict[str, dict[str, object]] = {"sport": {"night0_meeting": True}}


def test_every_rules_default_is_the_one_stored_games_were_pinned_to() -> None:
    """Schema 8 wrote every option's value into every stored game; an option a game does
    not set means today's default, so today's defaults are the pinned ones (an option
    added since: the behaviour before it, ``ADDED_AFTER_V8``)."""
    today = {f.name: {p: f.ruleset_from(p).options() for p in f.presets}
             for f in all_families() if f.name in OPTIONS_AT_V8}
    for family, presets in OPTIONS_AT_V8.items():
        for preset, pinned_at_v8 in presets.items():
            pinned = {**pinned_at_v8, **ADDED_AFTER_V8.get(family, {})}
            now = today[family][preset]
            changed = {k: (pinned.get(k, "(new)"), now.get(k, "(gone)"))
                       for k in set(pinned) | set(now) if pinned.get(k) != now.get(k)}
            assert not changed, (
                f"the {family} preset {preset!r} changed a default under stored games "
                f"(option: (pinned, today)) {changed}: add a migration that writes the old "
                "value into every stored game that does not set it (as schema 4 and 8 do), "
                "then pin today's values in a new table for it")
