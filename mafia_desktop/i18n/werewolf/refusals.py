"""The werewolf family's refusal words (``docs/rules-werewolf.md``): each code its engine
raises (``werewolf.``-prefixed; the shared ``game.ended`` and ``setup.seats`` are worded
in ``i18n/refusals.py``) -> its English template (context ``Refusals``) and the params
that fill ``%1``, ``%2``… in order; given by :data:`.family.WORDS` (``refusals``)."""

from __future__ import annotations

from ..family import RefusalWords
from ..noop import QT_TRANSLATE_NOOP

#: code -> (English template, the params that fill %1, %2, … in that order).
REFUSALS: RefusalWords = {
    "werewolf.gone": (QT_TRANSLATE_NOOP("Refusals", "%1 has left the game"), ("player",)),
    "werewolf.night_only": (QT_TRANSLATE_NOOP("Refusals", "this is done at night"), ()),
    "werewolf.day_only": (QT_TRANSLATE_NOOP("Refusals", "this is done by day"), ()),
    "werewolf.no_role": (QT_TRANSLATE_NOOP("Refusals", "no living %1 to wake"), ("role",)),
    "werewolf.night.again": (QT_TRANSLATE_NOOP("Refusals", "already chosen this night"), ()),
    "werewolf.attack.wolf": (QT_TRANSLATE_NOOP("Refusals", "%1 is a werewolf: the pack attacks another player"), ("target",)),
    "werewolf.check.self": (QT_TRANSLATE_NOOP("Refusals", "the seer checks another player"), ()),
    "werewolf.guard.self": (QT_TRANSLATE_NOOP("Refusals", "the bodyguard may not guard themself"), ()),
    "werewolf.guard.repeat": (QT_TRANSLATE_NOOP("Refusals", "%1 was guarded last night: not twice in a row"), ("target",)),
    "werewolf.potion.used": (QT_TRANSLATE_NOOP("Refusals", "the potion is used up"), ()),
    "werewolf.heal.early": (QT_TRANSLATE_NOOP("Refusals", "the werewolves have not chosen yet"), ()),
    "werewolf.heal.victim": (QT_TRANSLATE_NOOP("Refusals", "%1 is not the werewolves' victim"), ("target",)),
    "werewolf.poison.self": (QT_TRANSLATE_NOOP("Refusals", "the witch does not poison themself"), ()),
    "werewolf.dawn.waiting": (QT_TRANSLATE_NOOP("Refusals", "the %1 has not been woken yet"), ("role",)),
    "werewolf.nominate.closed": (QT_TRANSLATE_NOOP("Refusals", "the vote has begun: no more nominations"), ()),
    "werewolf.nominate.self": (QT_TRANSLATE_NOOP("Refusals", "nobody nominates themself"), ()),
    "werewolf.nominate.twice": (QT_TRANSLATE_NOOP("Refusals", "%1 has nominated today"), ("by",)),
    "werewolf.nominate.again": (QT_TRANSLATE_NOOP("Refusals", "%1 is nominated already"), ("target",)),
    "werewolf.vote.twice": (QT_TRANSLATE_NOOP("Refusals", "%1 has voted"), ("player",)),
    "werewolf.vote.nominee": (QT_TRANSLATE_NOOP("Refusals", "%1 is not up for the vote"), ("target",)),
    "werewolf.hunter.waiting": (QT_TRANSLATE_NOOP("Refusals", "the hunter %1 shoots first"), ("player",)),
    "werewolf.hunter.none": (QT_TRANSLATE_NOOP("Refusals", "no hunter is leaving"), ()),
    "werewolf.setup.size": (QT_TRANSLATE_NOOP("Refusals", "a werewolf table is 5 to 20 players, not %1"), ("count",)),
    "werewolf.setup.wolves": (QT_TRANSLATE_NOOP("Refusals", "%1 werewolves at a table of %2: at least one, and fewer than the other players"), ("wolves", "count")),
    "werewolf.setup.twice": (QT_TRANSLATE_NOOP("Refusals", "at most one %1 is dealt"), ("role",)),
    "werewolf.setup.option": (QT_TRANSLATE_NOOP("Refusals", "a %1 is dealt only with its option"), ("role",)),
}

__all__ = ["REFUSALS"]
