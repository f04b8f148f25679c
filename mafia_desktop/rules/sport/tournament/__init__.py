"""Tournaments (issue 25): the seating of a round, the standings, result records and
the exchange formats.

* :mod:`.seating`: :func:`seat_round` (``N`` players, ``T`` tables, ``G`` games, a seed and
  a budget in seconds), :func:`start_seating` (the same in a worker process),
  :func:`swap_players` (a change by hand), :class:`RoundSeating`.
* :mod:`.tables`: who meets whom (simulated annealing on the table groups).
* :mod:`.seats`: who sits where (a ten-colour edge colouring, seats 1, 2, 10 shared out).
* :mod:`.constraints`: the organiser's constraints: pairs kept apart and why some cannot
  be (T-APART-1..5), "G games each" and the nearest shapes (T-SHAPE-1).
* :mod:`.balance`: each game's groups given the tables that spread the players (T-TABLE-1).
* :mod:`.quality`: the figures of a seating, measured from its seats.
* :mod:`.standings`: the standings (points, Ci, tie-breaks) of the counted games.
* :mod:`.record`: a finished game's result record (:class:`~.record.ResultRecord`), its
  points, and reading one from an exchange file.
* :mod:`.exchange`: the ratings site's game JSON (1.3) and the FIIM site's result record.
"""

from .constraints import (
    ApartReason,
    SeatingError,
    Shape,
    nearest_shapes,
    rounds_for,
    unavoidable_apart,
)
from .quality import SeatingQuality, measure
from .seating import (
    DEFAULT_SECONDS,
    RoundSeating,
    TableGame,
    check_round,
    seat_round,
    start_seating,
    swap_players,
)
from .tables import goal_band, ideal_meetings

__all__ = ["DEFAULT_SECONDS", "ApartReason", "RoundSeating", "SeatingError", "SeatingQuality",
           "Shape", "TableGame", "check_round", "goal_band", "ideal_meetings", "measure",
           "nearest_shapes", "rounds_for", "seat_round", "start_seating", "swap_players",
           "unavoidable_apart"]
