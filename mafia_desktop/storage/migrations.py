"""The database's schema, version by version: :data:`MIGRATIONS` takes a file from
schema version ``i`` to ``i + 1`` (each step a function of the open connection, run in
one transaction by :func:`.database.open_database` after a backup). Version 0 is a new
file, or an SQLite file with no table at all. Imports nothing from Qt.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass

#: ``PRAGMA application_id`` of a Mafia Desktop database (ASCII "MAFI").
APPLICATION_ID = 0x4D414649


_V1 = """
CREATE TABLE games (
    id            INTEGER PRIMARY KEY,
    preset        TEXT    NOT NULL,
    options       TEXT    NOT NULL DEFAULT '{}',   -- JSON: overrides of the preset
    rng_seed      INTEGER NOT NULL,
    deal          TEXT    NOT NULL CHECK (deal IN ('hand', 'random', 'import')),
    deal_seed     INTEGER,
    started_at    TEXT    NOT NULL,                -- ISO 8601 with offset
    ended_at      TEXT,                            -- NULL while the game goes on
    winners       TEXT,                            -- JSON list of factions, or NULL
    outcome_rule  TEXT
);
CREATE INDEX games_ended ON games (ended_at, started_at);
CREATE TABLE roster (
    id           INTEGER PRIMARY KEY,
    name         TEXT NOT NULL,
    name_key     TEXT NOT NULL UNIQUE,              -- R-SETUP-1: trimmed, casefolded
    last_played  TEXT NOT NULL
);
CREATE TABLE game_players (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL CHECK (seat >= 1),
    name       TEXT    NOT NULL,
    role       TEXT    NOT NULL,
    roster_id  INTEGER REFERENCES roster (id) ON DELETE SET NULL,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
CREATE INDEX game_players_roster ON game_players (roster_id);
CREATE TABLE actions (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    idx         INTEGER NOT NULL CHECK (idx >= 0),
    action      TEXT    NOT NULL,                 -- log_format.action_to_json, as JSON
    written_at  TEXT    NOT NULL,
    PRIMARY KEY (game_id, idx)
) WITHOUT ROWID;
CREATE TABLE corrections (
    id         INTEGER PRIMARY KEY,
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    idx        INTEGER NOT NULL,
    action     TEXT    NOT NULL,
    undone_at  TEXT    NOT NULL
);
CREATE INDEX corrections_game ON corrections (game_id, id);
CREATE TABLE notes (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    key         TEXT    NOT NULL,                 -- "player:3", "phase:day:2", ...
    text        TEXT    NOT NULL,
    updated_at  TEXT    NOT NULL,
    PRIMARY KEY (game_id, key)
) WITHOUT ROWID;
"""


def _migrate_to_v1(conn: sqlite3.Connection) -> None:
    # statement by statement: executescript() would commit the migration's transaction
    for statement in _V1.split(";"):
        if statement.strip():
            conn.execute(statement)
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")


def _migrate_to_v2(conn: sqlite3.Connection) -> None:
    # issue 13: the rules family of each game (RULES_SPORT.md); every older game is classic
    conn.execute("ALTER TABLE games ADD COLUMN family TEXT NOT NULL DEFAULT 'classic' "
                 "CHECK (family IN ('classic', 'sport'))")


_V3 = """
CREATE TABLE evenings (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL,
    started_at  TEXT    NOT NULL,                -- ISO 8601 with offset
    status      TEXT    NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed'))
);
CREATE TABLE evening_players (
    evening_id  INTEGER NOT NULL REFERENCES evenings (id) ON DELETE CASCADE,
    roster_id   INTEGER NOT NULL REFERENCES roster (id) ON DELETE CASCADE,
    position    INTEGER NOT NULL,
    PRIMARY KEY (evening_id, roster_id)
) WITHOUT ROWID;
CREATE TABLE evening_games (
    evening_id  INTEGER NOT NULL REFERENCES evenings (id) ON DELETE CASCADE,
    game_id     INTEGER NOT NULL UNIQUE REFERENCES games (id) ON DELETE CASCADE,
    position    INTEGER NOT NULL,
    PRIMARY KEY (evening_id, game_id)
) WITHOUT ROWID;
"""


def _migrate_to_v3(conn: sqlite3.Connection) -> None:
    # issue 14: a club evening (its participants from the roster, its games in order)
    for statement in _V3.split(";"):
        if statement.strip():
            conn.execute(statement)


#: RULES_SPORT.md 0.1's values of the options whose default 0.2 changed or added
#: (S-NOM-2, S-BEST-1, S-TIE-4): what a sport game stored before version 4 was played under.
SPORT_0_1_OPTIONS: dict[str, object] = {
    "nomination_withdrawal": "explicit", "best_move_guesses": "one_to_three",
    "raise_all_three_of_nine": True}


def _migrate_to_v4(conn: sqlite3.Connection) -> None:
    # issue 24: RULES_SPORT.md 0.2 changed defaults; a sport game stored before keeps the
    # meaning it was played under: 0.1's values are written into its options, where the
    # game does not set them itself. Options that are not a JSON object are left as they
    # are (the game is listed as damaged, as before).
    conn.execute("UPDATE games SET options = json_patch(?, options) WHERE family = 'sport' "
                 "AND json_valid(options) AND json_type(options) = 'object'",
                 (json.dumps(SPORT_0_1_OPTIONS, sort_keys=True),))


_V5 = """
CREATE TABLE tournaments (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL,
    starts_on   TEXT    NOT NULL,                -- ISO 8601 date
    ends_on     TEXT,
    options     TEXT    NOT NULL DEFAULT '{}',   -- JSON: the scoring options
    created_at  TEXT    NOT NULL
);
CREATE TABLE tournament_players (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    number        INTEGER NOT NULL,              -- 1..N: the number in the seating
    roster_id     INTEGER NOT NULL REFERENCES roster (id),
    exhibition    INTEGER NOT NULL DEFAULT 0 CHECK (exhibition IN (0, 1)),
    consent       INTEGER NOT NULL DEFAULT 0 CHECK (consent IN (0, 1)),
    ids           TEXT    NOT NULL DEFAULT '{}', -- JSON: league -> external id
    PRIMARY KEY (tournament_id, number),
    UNIQUE (tournament_id, roster_id)
) WITHOUT ROWID;
CREATE TABLE tournament_apart (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    a             INTEGER NOT NULL,
    b             INTEGER NOT NULL,
    CHECK (a < b),
    PRIMARY KEY (tournament_id, a, b)
) WITHOUT ROWID;
CREATE TABLE tournament_rounds (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    number        INTEGER NOT NULL,
    stage         TEXT    NOT NULL CHECK (stage IN ('main', 'semi_final', 'final')),
    tables        INTEGER NOT NULL,
    games         INTEGER NOT NULL,
    ci            INTEGER NOT NULL DEFAULT 1 CHECK (ci IN (0, 1)),
    seed          INTEGER NOT NULL,
    quality       TEXT    NOT NULL DEFAULT '{}', -- JSON: the seating's figures
    PRIMARY KEY (tournament_id, number)
) WITHOUT ROWID;
CREATE TABLE tournament_slots (
    tournament_id INTEGER NOT NULL,
    round         INTEGER NOT NULL,
    table_no      INTEGER NOT NULL,
    game_no       INTEGER NOT NULL,
    seats         TEXT    NOT NULL,              -- JSON: player numbers, seat 1 first
    game_id       INTEGER UNIQUE REFERENCES games (id) ON DELETE SET NULL,
    record        TEXT,                          -- JSON: a result record (not replayable)
    PRIMARY KEY (tournament_id, round, table_no, game_no),
    FOREIGN KEY (tournament_id, round) REFERENCES tournament_rounds (tournament_id, number)
        ON DELETE CASCADE
) WITHOUT ROWID;
CREATE TABLE tournament_conflicts (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL,
    round         INTEGER NOT NULL,
    table_no      INTEGER NOT NULL,
    game_no       INTEGER NOT NULL,
    game_id       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    imported_at   TEXT    NOT NULL,
    FOREIGN KEY (tournament_id, round, table_no, game_no)
        REFERENCES tournament_slots (tournament_id, round, table_no, game_no) ON DELETE CASCADE
);
CREATE TABLE tournament_substitutions (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL,
    round         INTEGER NOT NULL,
    table_no      INTEGER NOT NULL,
    game_no       INTEGER NOT NULL,
    seat          INTEGER NOT NULL,
    number_out    INTEGER NOT NULL,
    number_in     INTEGER NOT NULL,
    at            TEXT    NOT NULL,
    FOREIGN KEY (tournament_id, round, table_no, game_no)
        REFERENCES tournament_slots (tournament_id, round, table_no, game_no) ON DELETE CASCADE
)
"""


def _migrate_to_v5(conn: sqlite3.Connection) -> None:
    # issue 25: the tournament desk (players, rounds, the schedule, imported games)
    for statement in _V5.split(";"):
        if statement.strip():
            conn.execute(statement)


def _migrate_to_v6(conn: sqlite3.Connection) -> None:
    # issue 21: a rules family is a folder and one registration per layer, so the column
    # names no family list: version 2's CHECK (family IN ('classic', 'sport')) is lifted
    # (the family is checked where a game is read: rules.find_family; an unknown one is
    # listed as damaged). The column is rebuilt in place (add, copy, drop, rename: no
    # table is dropped, so no foreign key fires); the backup is written before, as for
    # every migration.
    conn.execute("ALTER TABLE games ADD COLUMN family_v6 TEXT NOT NULL DEFAULT 'classic' "
                 "CHECK (family_v6 <> '')")
    conn.execute("UPDATE games SET family_v6 = family")
    conn.execute("ALTER TABLE games DROP COLUMN family")
    conn.execute("ALTER TABLE games RENAME COLUMN family_v6 TO family")


_V7 = """
CREATE TABLE rated_games (
    game_id   INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    position  INTEGER NOT NULL UNIQUE,               -- the order rated in: ended, then id
    stamp     TEXT    NOT NULL,                      -- what the rating read of the game
    rated     INTEGER NOT NULL CHECK (rated IN (0, 1)),  -- 0: left out (damaged, no match)
    family    TEXT    NOT NULL,
    ended_at  TEXT    NOT NULL                       -- ISO 8601 with offset
);
CREATE TABLE ratings (
    game_id            INTEGER NOT NULL REFERENCES rated_games (game_id) ON DELETE CASCADE,
    seat               INTEGER NOT NULL,
    name               TEXT    NOT NULL,
    side               TEXT    NOT NULL,
    result             TEXT    NOT NULL CHECK (result IN ('win', 'loss', 'draw')),
    mu_before          REAL    NOT NULL,
    sigma_before       REAL    NOT NULL,
    mu_after           REAL    NOT NULL,
    sigma_after        REAL    NOT NULL,
    side_mu_before     REAL    NOT NULL,
    side_sigma_before  REAL    NOT NULL,
    side_mu_after      REAL    NOT NULL,
    side_sigma_after   REAL    NOT NULL,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
CREATE TABLE game_results (
    game_id  INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    version  TEXT    NOT NULL,                       -- the program and stored log replayed
    result   TEXT    NOT NULL                        -- JSON: winners, points by seat
)
"""


def _migrate_to_v7(conn: sqlite3.Connection) -> None:
    # issue 22 item 7: the ratings (reports/ratings.py, openskill) kept per finished game
    # instead of worked out again over every game at each open of the Players view, and
    # the engine's result of a finished game whose family replays its log for the
    # players' statistics (sport: winners and points); a stored game's rows go with it
    # (ON DELETE CASCADE). The tables start empty: the first read works every finished
    # game out once and keeps what it found.
    for statement in _V7.split(";"):
        if statement.strip():
            conn.execute(statement)


_V8 = """
CREATE TABLE renames (
    id             INTEGER PRIMARY KEY,
    game_id        INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat           INTEGER NOT NULL CHECK (seat >= 1),
    old_name       TEXT    NOT NULL,
    new_name       TEXT    NOT NULL,
    after_actions  INTEGER NOT NULL CHECK (after_actions >= 0),  -- the log's length then
    renamed_at     TEXT    NOT NULL                              -- ISO 8601 in UTC
);
CREATE INDEX renames_game ON renames (game_id, id)
"""


def _migrate_to_v8(conn: sqlite3.Connection) -> None:
    # issue 31.7c: a player's name corrected after the game started (storage/renames.py):
    # the game's players and its stored actions carry the new name; this table keeps the
    # record of each rename for the corrections (the log format has no action for it).
    for statement in _V8.split(";"):
        if statement.strip():
            conn.execute(statement)
    # issue 35 point 5: every stored game keeps the rules values it was played with. A
    # classic game stored before version 4 kept only its overrides, and RULES.md 0.2
    # changed two defaults under it (no_votes_policy, vote_window_enforced): its log
    # tells which it was played with (played_rules.classic_reading). Then every game's
    # options get every option's value of that day (OPTIONS_AT_V8), so a default changed
    # later moves no stored game.
    from .played_rules import pin_played_rules

    pin_played_rules(conn)


_V9 = """
ALTER TABLE tournaments ADD COLUMN plan TEXT NOT NULL DEFAULT '[]';  -- JSON: the rounds planned
ALTER TABLE tournament_rounds ADD COLUMN participants TEXT;  -- JSON: player numbers, NULL: all
ALTER TABLE tournament_rounds ADD COLUMN chosen TEXT NOT NULL DEFAULT '{}';  -- JSON: how
ALTER TABLE tournament_rounds ADD COLUMN totals TEXT NOT NULL DEFAULT 'added'
    CHECK (totals IN ('added', 'separate'));
ALTER TABLE tournament_rounds ADD COLUMN referees TEXT NOT NULL DEFAULT '{}';  -- JSON: table -> referee
-- a game's own referee (NULL: its table's)
ALTER TABLE tournament_slots ADD COLUMN referee TEXT
"""


def _migrate_to_v9(conn: sqlite3.Connection) -> None:
    # issue 34 point 1: a round has its own participants (a final of the top ten), chosen
    # by hand or as the top N after a round (``chosen``: {"top", "after", "took"}); its
    # points are added to the round before's or counted separately (``totals``); a
    # tournament keeps the rounds planned for it (one of FIIM's usual shapes). A round
    # stored before has every player of the tournament (participants NULL) and its points
    # added: the standings read as they did. Point 4: a referee per table for a round
    # (``referees``: table number as text -> name) and a game's own (``referee``), which
    # wins over its table's; none stored before (the exports' --referee gave one).
    for statement in _V9.split(";"):
        if statement.strip():
            conn.execute(statement)


#: ``MIGRATIONS[i]`` takes a database from schema version ``i`` to ``i + 1``. Version 0 is
#: a new file, or an SQLite file with no table at all (another program's tables are refused).
#: A version that has shipped never changes (``tests/storage/test_schema_frozen.py`` holds
#: each version's schema): a change is a new step at the end.
MIGRATIONS: Sequence[Callable[[sqlite3.Connection], None]] = (
    _migrate_to_v1, _migrate_to_v2, _migrate_to_v3, _migrate_to_v4, _migrate_to_v5,
    _migrate_to_v6, _migrate_to_v7, _migrate_to_v8, _migrate_to_v9)
#: The schema version this program writes.
SCHEMA_VERSION = len(MIGRATIONS)


@dataclass(frozen=True)
class Variant:
    """Another shape a schema version shipped with (a version changed after it had
    shipped, before the rule that a shipped version never changes): files of that
    version in this shape are ours too.

    Attributes:
        version: the ``user_version`` such files carry.
        name: which program versions wrote it, in words.
        build: makes the shape from version ``version - 1`` (for the schema check).
        repair: takes such a file to the version's shape of :data:`MIGRATIONS`; run in the
            migration's transaction, after the backup, before the later steps.
    """

    version: int
    name: str
    build: Callable[[sqlite3.Connection], None]
    repair: Callable[[sqlite3.Connection], None]


def _split(script: str) -> list[str]:
    return [s for s in script.split(";") if s.strip()]


#: Version 7's tables as first shipped (commit a1c8feb: the kept ratings); game_results
#: came six commits later (dc5d608) under the same version number.
_V7_FIRST = ";".join(s for s in _split(_V7) if "CREATE TABLE game_results" not in s)
_V7_GAME_RESULTS = ";".join(s for s in _split(_V7) if "CREATE TABLE game_results" in s)


def _build_v7_first(conn: sqlite3.Connection) -> None:
    for statement in _split(_V7_FIRST):
        conn.execute(statement)


def _repair_v7_first(conn: sqlite3.Connection) -> None:
    for statement in _split(_V7_GAME_RESULTS):
        conn.execute(statement)


#: The other shapes of shipped versions, by version (:class:`Variant`).
VARIANTS: dict[int, tuple[Variant, ...]] = {
    7: (Variant(7, "version 7 without game_results (from commit a1c8feb until dc5d608 added it)",
                _build_v7_first, _repair_v7_first),),
}
