"""What a tournament takes back from a table at most (issue 34, point 5): a legal log can
still be absurd (a 44 MB log of 700,000 bonuses is every action legal and gives a
player 70,006 points), so a file brought back is refused before it is counted when it
passes one of these limits. Each refusal is a
:class:`~mafia_desktop.rules.errors.LogFormatError` with the rule's ID:

* **T-IMPORT-1** a file brought back is at most :data:`MAX_FILE_BYTES` (4 MiB; a real
  game's log is some 30–150 KB, a whole tournament's exchange file of 60 games under
  1 MB);
* **T-IMPORT-2** a game is at most :data:`MAX_ACTIONS` actions (3,000; a long real game
  has some 300–700);
* **T-IMPORT-3** a player's extra points in one game are at most :data:`MAX_BONUSES`
  bonuses (10) and sum to -1.0..1.0 (:data:`MAX_BONUS_TOTAL`: no more than a win is
  worth by FIIM's table); the penalties by the scoring table are not extra points and
  are not capped.

A file over a limit is refused whole (nothing of it counts), never cut down: the
organiser sees why and asks the table for the right file.
"""

from __future__ import annotations

from collections.abc import Iterable

from ...errors import LogFormatError
from .record import ResultRecord

#: T-IMPORT-1: the largest file taken back, in bytes.
MAX_FILE_BYTES = 4 * 1024 * 1024
#: T-IMPORT-2: the most actions of one game.
MAX_ACTIONS = 3000
#: T-IMPORT-3: the most bonuses of one player in one game, and the largest sum (either
#: sign) of their points.
MAX_BONUSES = 10
MAX_BONUS_TOTAL = 1.0


def check_file_size(size: int) -> None:
    """T-IMPORT-1 (``size`` in bytes).

    Raises:
        LogFormatError: ``rule`` ``T-IMPORT-1``.
    """
    if size > MAX_FILE_BYTES:
        raise LogFormatError(
            f"the file is too large for a game: {size / 2**20:.1f} MiB, at most "
            f"{MAX_FILE_BYTES // 2**20} MiB (T-IMPORT-1)", rule="T-IMPORT-1")


def check_actions(count: int) -> None:
    """T-IMPORT-2 (``count`` actions in one game's log).

    Raises:
        LogFormatError: ``rule`` ``T-IMPORT-2``.
    """
    if count > MAX_ACTIONS:
        raise LogFormatError(
            f"the game has too many actions for a real game: {count}, at most "
            f"{MAX_ACTIONS} (T-IMPORT-2)", rule="T-IMPORT-2")


def check_bonuses(bonuses: Iterable[tuple[int, float]]) -> None:
    """T-IMPORT-3 over one game's bonuses, ``(seat, points)`` each.

    Raises:
        LogFormatError: ``rule`` ``T-IMPORT-3``; the message names the seat.
    """
    counts: dict[int, int] = {}
    totals: dict[int, float] = {}
    for seat, points in bonuses:
        counts[seat] = counts.get(seat, 0) + 1
        totals[seat] = totals.get(seat, 0.0) + points
    for seat in sorted(counts):
        if counts[seat] > MAX_BONUSES:
            raise LogFormatError(
                f"seat {seat} has too many extra points in one game: {counts[seat]} "
                f"bonuses, at most {MAX_BONUSES} (T-IMPORT-3)", rule="T-IMPORT-3")
        if abs(totals[seat]) > MAX_BONUS_TOTAL + 1e-9:
            raise LogFormatError(
                f"seat {seat} has too many extra points in one game: "
                f"{round(totals[seat], 2):g} in all, at most {MAX_BONUS_TOTAL:g} either "
                f"way (T-IMPORT-3)", rule="T-IMPORT-3")


def check_record_limits(record: ResultRecord) -> None:
    """T-IMPORT-3 for a result record (a record has no actions: T-IMPORT-2 does not
    apply).

    Raises:
        LogFormatError: as :func:`check_bonuses`.
    """
    check_bonuses((b.seat, b.points) for b in record.bonuses)


__all__ = ["MAX_ACTIONS", "MAX_BONUSES", "MAX_BONUS_TOTAL", "MAX_FILE_BYTES", "check_actions",
           "check_bonuses", "check_file_size", "check_record_limits"]
