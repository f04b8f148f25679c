"""The ratings kept in the database (issue 22 item 7): each finished game is rated once
and its players' rows kept (``storage.rating_store``), so opening the Players view reads
them instead of rating every game again.

:func:`kept_ratings` compares what is stored now (every finished game: its record as
storage gives it, :meth:`~mafia_desktop.storage.rating_store.RatingStore.finished`) with
the games kept, in the order rated (ended, then id). The kept games agree with the
stored ones up to the first game finished, corrected (an undo clears a game's end, a
redo gives it another), deleted or imported since, or changed in any way the ratings
read; from there on everything is rated again, on top of the players' ratings the kept
prefix ends with, and kept in one transaction. The result is what
:func:`~.ratings.compute_ratings` of every game gives (the same openskill arithmetic on
the same numbers: a test compares them). A database opened read-only, or a write that
fails, still gives the ratings; they are then kept the next time.
"""

from __future__ import annotations

import hashlib
import weakref
from collections.abc import Sequence
from datetime import UTC, datetime

import openskill

from mafia_desktop.rules import family_names
from mafia_desktop.storage import GameRepository, StorageError
from mafia_desktop.storage.rating_store import FinishedRecord, KeptGame, RatingStore

from .jobs import step
from .ratings import EMPTY_SEAT_SIGMA, FinishedGame, Rater, Ratings, Row, finished_game

#: The rating's own version: a change of the model or of how a game is rated makes
#: every kept game stale (its stamp changes).
MODEL = (f"openskill {openskill.__version__} PlackettLuce, equal sides {EMPTY_SEAT_SIGMA}, "
         "v1")
#: More games than this to rate again: their records are read in one query.
_ONE_BY_ONE = 40
_NEVER = datetime.max.replace(tzinfo=UTC)
#: The last ratings read per repository, against its ``data_mark`` then: while the
#: database does not change they are the answer (a reopened Players view reads nothing).
_LAST: weakref.WeakKeyDictionary[GameRepository, tuple[object, Ratings]] = weakref.WeakKeyDictionary()


def _when(value: object) -> datetime:
    """A stored end time for ordering (a damaged one sorts last: it is left out)."""
    try:
        at = datetime.fromisoformat(value) if isinstance(value, str) else None
    except ValueError:
        at = None
    return at if at is not None and at.tzinfo is not None else _NEVER


def _stamp(record: FinishedRecord, salt: str) -> str:
    return hashlib.blake2b((salt + record.record).encode("utf-8", "surrogatepass"),
                           digest_size=16).hexdigest()


def _finished(repository: GameRepository, ids: Sequence[int]) -> dict[int, FinishedGame | None]:
    """The finished games ``ids`` as the ratings read them (``None``: its record or
    setup cannot be read), as :func:`~.ratings.read_finished_games` reads them."""
    wanted = set(ids)
    if len(wanted) > _ONE_BY_ONE:
        infos = [i for i in repository.list_games(finished=True) if i.id in wanted]
    else:
        infos = []
        for game_id in ids:
            try:
                infos.append(repository.info(game_id))
            except StorageError:
                pass
    out: dict[int, FinishedGame | None] = dict.fromkeys(wanted)
    for info in infos:
        if info.damaged or info.winners is None or info.ended_at is None:
            continue
        try:
            setup = repository.setup(info.id)
        except StorageError:
            continue
        out[info.id] = finished_game(info, setup)
    return out


def kept_ratings(repository: GameRepository) -> Ratings:
    """Every finished game's ratings: the kept ones, brought up to date first.

    Args:
        repository: storage's ``GameRepository``.
    Returns:
        the ratings (damaged games and games with no match count in
        ``Ratings.skipped``), equal to rating every stored game again.
    Raises:
        StorageError: the database cannot be read at all.
        mafia_desktop.reports.jobs.Cancelled: the current job was cancelled.
    """
    ratings = cached_ratings(repository)
    if ratings is not None:
        return ratings
    ratings, keep = planned_ratings(repository)
    keep_planned(repository, ratings, keep)
    return ratings


def cached_ratings(repository: GameRepository) -> Ratings | None:
    """The ratings last read through ``repository`` while its database has not changed
    since (nothing to read); else ``None``."""
    last = _LAST.get(repository)
    return last[1] if last is not None and last[0] == repository.data_mark() else None


#: What :func:`planned_ratings` would keep: ``RatingStore.keep``'s arguments.
Keep = tuple[int, list[KeptGame], list[Row]]


def planned_ratings(repository: GameRepository) -> tuple[Ratings, Keep | None]:
    """The ratings (see :func:`kept_ratings`) and what to keep of them, nothing written:
    a worker thread works them out on a read-only connection of its own, the window's
    keeps them (:func:`keep_planned`). Each game rated is a step of the current job.

    Raises:
        StorageError: the database cannot be read at all.
        mafia_desktop.reports.jobs.Cancelled: the current job was cancelled.
    """
    store = RatingStore(repository)
    salt = MODEL + "|" + ",".join(sorted(family_names())) + "|"
    now = sorted(((_when(r.ended_at), r.game_id), _stamp(r, salt), r)
                 for r in store.finished())
    kept, rows = store.kept()
    by_game: dict[int, list[Row]] = {}
    for row in rows:
        by_game.setdefault(row[0], []).append(row)
    same = 0
    for (_, game_id), stamp, record in now:
        k = kept[same] if same < len(kept) else None
        # a kept game at another position: one before it was deleted (its rows went too);
        # a rated game must have a row for each of its players
        if k is None or k.position != same or k.game_id != game_id or k.stamp != stamp \
                or (k.rated and len(by_game.get(game_id, ())) != record.players):
            break
        same += 1
    rater = Rater()
    for game in kept[:same]:
        rater.take(game.game_id, _when(game.ended_at), game.family,
                   by_game.get(game.game_id, []) if game.rated else None)
    tail = now[same:]
    if not tail and same == len(kept):
        return rater.ratings(), None
    games = _finished(repository, [game_id for (_, game_id), _, _ in tail])
    new_games: list[KeptGame] = []
    new_rows: list[Row] = []
    for position, ((_, game_id), stamp, record) in enumerate(tail, same):
        step()
        finished = games.get(game_id)
        rated = rater.rate(finished) if finished is not None else None
        if finished is None:
            rater.skipped += 1
        new_games.append(KeptGame(game_id, position, stamp, rated is not None,
                                  finished.family if finished else "",
                                  str(record.ended_at)))
        new_rows += rated or ()
    return rater.ratings(), (same, new_games, new_rows)


def keep_planned(repository: GameRepository, ratings: Ratings, keep: Keep | None,
                 mark: object = None) -> None:
    """Keep what :func:`planned_ratings` worked out (when the database is writable and,
    with ``mark``, still at ``repository.data_mark()`` == ``mark``: unchanged since they
    were read) and remember ``ratings`` against the database as it is then. A write
    that fails keeps nothing: the ratings are right all the same, kept the next time."""
    if mark is not None and repository.data_mark() != mark:
        return
    store = RatingStore(repository)
    if keep is not None and store.writable:
        try:
            store.keep(*keep)
        except StorageError:
            pass
    _LAST[repository] = (repository.data_mark(), ratings)


__all__ = ["MODEL", "Keep", "cached_ratings", "keep_planned", "kept_ratings",
           "planned_ratings"]
