"""The rules values a stored game was played with (schema version 8, issue 35 point 5).

Until schema version 4 a game's row kept only the options that differed from its
preset (``Ruleset.overrides()``); the rest meant the defaults *of the day it was stored*.
RULES.md 0.2 (commit bbe9f75) changed two of them under classic games stored so far:
``no_votes_policy`` (R-VOTE-8: ``random`` became the host's choice at the ``table``) and
``vote_window_enforced`` (R-VOTE-1: new; 0.1 refused every vote timed after the window).
A classic game stored with 0.1 whose vote closed with no vote standing was listed but no
longer opened (R-VOTE-8); one stored with 0.2 must not be read with 0.1's values either.

The stored row does not say which day it was, so its log says it:
:func:`classic_reading` replays the stored actions under both readings and keeps the
one under which the log replays as it was played (:data:`CLASSIC_0_1_OPTIONS` when both
replay alike, the values of the days those rows come from first). The migration then
writes every option's value into the row (:data:`OPTIONS_AT_V8`), so no later change
of a default moves a stored game again (``tests/storage/test_rules_defaults.py`` holds
today's defaults: changing one means a migration that pins the old value).

Imports the rules' shared API only (no family's folder: ``tests/test_families_fence``).

Why the classic case stays here, named, and is not the classic family's storage part
(checked in the review of issue 32, point 7): this is a migration's data step, and a
migration must do the same thing on every database for ever (``tests/storage/
test_schema_frozen.py`` and its fixtures hold it). What it reads is history, not a
family's behaviour: ``"classic"`` and ``"sport"`` here are stored ``games.family``
values of the rows schema 8 found (as :data:`OPTIONS_AT_V8` is the options of that day,
and ``migrations.py``'s ``SPORT_0_1_OPTIONS`` is version 4's sport case), and only
classic rows can lack 0.1's options: every game stored before schema 4 was classic or
sport, and sport's were pinned by version 4 itself. A family's part is today's code: it
changes, it may leave the list (its rows then read as damaged, never migrated another
way), and a hook there would be a member of ``StorageFamily`` that one family's
pre-v4 past needs and every new family would have to answer. A family added later has
no rows older than schema 8: :func:`pin_played_rules` leaves its games alone.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping, Sequence
from typing import cast

from mafia_desktop.rules import Game, RuleViolation, find_family, log_format

from .rows import BAD_VALUE

#: What a stored setup or action that does not hold under a reading raises.
_REFUSED: tuple[type[BaseException], ...] = (*BAD_VALUE, RuleViolation)

#: RULES.md 0.1's values of the classic options 0.2 changed or added (R-VOTE-8, R-VOTE-1):
#: what a classic game stored before commit bbe9f75 was played under.
CLASSIC_0_1_OPTIONS: dict[str, object] = {"no_votes_policy": "random",
                                          "vote_window_enforced": True}

#: Every option's value by family and preset when schema version 8 shipped: written into
#: each stored game's options where the game does not set the option itself. These are
#: data of that day, never read from today's rules (a default changed later must not
#: move a game the migration wrote).
OPTIONS_AT_V8: dict[str, dict[str, dict[str, object]]] = {
    "classic": {
        "table": {
            "doctor_repeat_target": True, "doctor_self_protect": True, "first_phase": "day",
            "godfather_day_death_blocks_night": False, "kill_requires_description": False,
            "last_word_s": 60, "mafia_can_target_mafia": False,
            "maniac_counts_as_town": False, "maniac_wins_if_survives": True,
            "no_votes_policy": "host_choice", "reveal_on_death": "role",
            "status_granularity": "role", "tie_break": "earliest_last_vote",
            "town_must_kill_maniac": False, "vote_changes": 1,
            "vote_window_enforced": False, "vote_window_s": 120},
        "seed": {
            "doctor_repeat_target": True, "doctor_self_protect": True, "first_phase": "day",
            "godfather_day_death_blocks_night": False, "kill_requires_description": True,
            "last_word_s": 3600, "mafia_can_target_mafia": False,
            "maniac_counts_as_town": False, "maniac_wins_if_survives": True,
            "no_votes_policy": "random", "reveal_on_death": "role",
            "status_granularity": "role", "tie_break": "earliest_last_vote",
            "town_must_kill_maniac": False, "vote_changes": 1,
            "vote_window_enforced": True, "vote_window_s": 3600},
    },
    "sport": {
        "fiim": {
            "agreement_s": 60, "best_move": "first_night", "best_move_guesses": "three",
            "defence_s": 30, "free_composition": False, "last_word_s": 60,
            "nomination_withdrawal": "none", "penalty_disqualified": -0.5,
            "penalty_fouls": -0.5, "penalty_team_defeat": -1.0, "points_best_move_2": 0.25,
            "points_best_move_3": 0.4, "points_win": 1.0, "raise_all_three_of_nine": False,
            "removal_cancels_vote": "yes", "short_speech_s": 30, "speech_s": 60,
            "stall_with_four": "red_wins"},
    },
}


def _replay(preset: str, options: Mapping[str, object], seed: int,
            players: Sequence[tuple[int, str, str]],
            actions: Sequence[tuple[int, str]]) -> tuple[int, list[tuple[object, ...]] | None]:
    """How many stored actions replay under ``options``, and the states (without their
    setup) when all of them do."""
    rules = find_family("classic")
    assert rules is not None  # registered by importing the rules
    try:
        setup = rules.make_setup(list(players), rules.ruleset_from(preset, options), seed)
    except _REFUSED:
        return 0, None
    game = Game(setup)
    for index, text in actions:
        try:
            game.push(log_format.parse_action(log_format.loads(text), setup, index))
        except _REFUSED:
            return len(game), None
    return len(game), [tuple(cast(tuple[object, ...], s))[1:] for s in game.states()]


def classic_reading(conn: sqlite3.Connection, game_id: int, preset: str,
                    options: Mapping[str, object], seed: int) -> dict[str, object]:
    """The values of :data:`CLASSIC_0_1_OPTIONS`' options this stored classic game was
    played with, for a game whose ``options`` lack one of them (stored before schema 4).

    Its stored log is replayed under RULES.md 0.1's values and under 0.2's (the
    preset's). The one under which every action replays wins; when both do alike (no
    vote closed with no vote standing, no vote timed after its window) 0.1's values are
    kept; when both do but differently (a host's choice with no vote standing, which 0.1
    drew at random) 0.2's. A log neither replays keeps the reading that gets further.

    Returns:
        the options to add (only those ``options`` does not set); ``{}`` for 0.2's.
    """
    players = conn.execute("SELECT seat, name, role FROM game_players WHERE game_id = ? "
                           "ORDER BY seat", (game_id,)).fetchall()
    actions = conn.execute("SELECT idx, action FROM actions WHERE game_id = ? ORDER BY idx",
                           (game_id,)).fetchall()
    old = {k: v for k, v in CLASSIC_0_1_OPTIONS.items() if k not in options}
    done_old, states_old = _replay(preset, {**options, **old}, seed,
                                   players, actions)
    done_new, states_new = _replay(preset, options, seed, players, actions)
    if states_old is not None and states_new is not None:
        return old if states_old == states_new else {}
    if states_old is not None:
        return old
    if states_new is not None:
        return {}
    return old if done_old >= done_new else {}


def pin_played_rules(conn: sqlite3.Connection) -> None:
    """Schema version 8's data step: every stored game's options hold every option's
    value it was played with (classic games stored before schema 4 first get the
    reading of :func:`classic_reading`, then :data:`OPTIONS_AT_V8` of their family and
    preset fills what they do not set). A game of another family or preset, or whose
    options are not a JSON object, is left as it is (listed as damaged, as before)."""
    rows = conn.execute("SELECT id, family, preset, options, rng_seed FROM games").fetchall()
    for game_id, family, preset, text, seed in rows:
        defaults = OPTIONS_AT_V8.get(family, {}).get(preset) \
            if isinstance(family, str) and isinstance(preset, str) else None
        if defaults is None or not isinstance(text, str):
            continue
        try:
            options = json.loads(text)
        except ValueError:
            continue
        if not isinstance(options, dict):
            continue
        pinned = dict(options)
        # a stored value of that day, not a family's behaviour (see the module): only
        # classic rows can predate RULES.md 0.2's defaults unpinned
        if family == "classic" and any(k not in options for k in CLASSIC_0_1_OPTIONS):
            pinned.update(classic_reading(conn, game_id, preset, options, seed))
        for name, value in defaults.items():
            pinned.setdefault(name, value)
        if pinned != options:
            conn.execute("UPDATE games SET options = ? WHERE id = ?",
                         (json.dumps(pinned, sort_keys=True), game_id))


__all__ = ["CLASSIC_0_1_OPTIONS", "OPTIONS_AT_V8", "classic_reading", "pin_played_rules"]
