"""The balance lab (issue 16): how likely each side is to win with a setup.

* :mod:`.plain`: the published "uniform lynch" model, exact (:func:`uniform_lynch`).
* :mod:`.table`: the random table, one game played by the real engine with every
  choice uniform over what the rules allow (:func:`play_table`).
* :mod:`.estimate`: many such games counted, with a Wilson 95% interval
  (:func:`simulate`), exact where the plain model covers the setup.
* :mod:`.record`: the club's own stored games of the same setup (:func:`club_record`).
* :mod:`.fair`: the most even compositions for a player count (:func:`fair_setups`).

The model's assumption, as a host would read it: everyone plays at random, nobody uses
what they know, so the informed minority (the mafia) wins more often than against a real
town, which reasons, remembers and follows the commissar (:data:`ASSUMPTION`).
"""

from .estimate import BLOCK, SIDES, Estimate, Share, exact_chances, play_block, simulate, wilson
from .fair import FairSetup, fair_setups
from .plain import uniform_lynch
from .record import ClubRecord, club_record
from .table import play_table, table_setup

#: The model's assumption in a host's words (English; the UI and the README word it too).
ASSUMPTION = ("Random play: every nomination, vote, kill, protection and check is made at "
              "random. Random play favours the informed minority (the mafia knows its own); "
              "real town players do better.")

__all__ = ["ASSUMPTION", "BLOCK", "SIDES", "ClubRecord", "Estimate", "FairSetup", "Share",
           "club_record", "exact_chances", "fair_setups", "play_block", "play_table",
           "simulate", "table_setup", "uniform_lynch", "wilson"]
