"""The werewolf family's rules (``docs/rules-werewolf.md``, W-* rule IDs): a moderated
in-person Werewolf (villagers, werewolves, seer, bodyguard; optional witch and hunter).

Its modules: ``roles`` (roles, sides, the deal's table), ``ruleset`` (options, presets),
``state`` (setup and state), ``actions`` (the log's actions), ``setup`` (checks, the
random deal, the start), ``checks`` (every refusal), ``engine`` (``apply``), ``queries``
(what the window asks), ``view`` (public and seat views, the summary), ``score`` (the
evening's points), ``random_player``, ``family`` (``FAMILY``).
"""

from __future__ import annotations

from .actions import Attack, Check, Close, Dawn, Guard, Heal, Nominate, Poison, Shoot, Vote
from .roles import Role, Side, recommended
from .ruleset import OPTIONS, PRESETS, Ruleset, ruleset_from
from .setup import deal, make_setup, start
from .state import Player, Setup, Stage, State

__all__ = ["OPTIONS", "PRESETS", "Attack", "Check", "Close", "Dawn", "Guard", "Heal", "Nominate",
           "Player", "Poison", "Role", "Ruleset", "Setup", "Shoot", "Side", "Stage", "State",
           "Vote", "deal", "make_setup", "recommended", "ruleset_from", "start"]
