"""The ratings site's moments of a game ("gametime" objects), read from our log.

The site (github.com/szotin/mafiaratings, ``include/game.php``: the ``GAMETIME_*``
constants, ``Game::add_time_help``, ``check_gametime``, ``compare_gametimes``; the client
``js/src/game.js``, ``gameNext``) names a moment of a game by a round (night r and the day
after it; our night n is round n, our day d is round d-1) and a ``time``, with the
``speaker``, ``nominee`` and ``votingRound`` the site expects for some of them:

========================  ============================================================
our state                 the site's moment
========================  ============================================================
night 0                   ``arrangement``
night n, before the shot  ``shooting``
after the shot            ``don`` (until the don's check of the night), then ``sheriff``
last word of the shot     ``night kill speaking`` with ``speaker``
a regular speech          ``speaking`` with ``speaker``
the vote (round k, 1..)   ``voting`` with ``votingRound`` k-1 and ``nominee`` (the
                          candidate whose ballot comes next)
a defence speech          ``voting`` with ``votingRound`` k (the revote's) and ``speaker``
the raise-all question    ``voting kill all`` with ``votingRound`` k
a last word after a vote  ``day kill speaking`` with ``speaker``
the day over (no speech   ``night start`` of the next round: the site's client goes
left, S-DAY-1)            from the day's last moment straight to the night's start
after the end (S-WIN-4)   ``end`` in the round the game ended
========================  ============================================================

:func:`moments` gives, for each action of the log, the moment it was taken at (the
state before it).
"""

from __future__ import annotations

from ...game import Game
from ...json_types import JsonObject
from ..state import SportStage, SportState


def round_of(kind: str, number: int) -> int:
    """The site's round of our phase: day d is round d-1, night n is round n."""
    return number - 1 if kind == "day" else number


def moment(state: SportState) -> JsonObject:
    """The site's gametime object of the moment ``state`` stands at (the table above):
    ``{"round": int, "time": str}`` plus ``speaker``/``nominee``/``votingRound`` where the
    site expects them; keys in the site's order (round, time, then the others)."""
    phase = state.phase
    r = round_of(phase.kind, phase.number)
    if state.outcome is not None:
        return {"round": r, "time": "end"}
    stage = state.stage
    if phase.kind == "night":
        if phase.number == 0:
            return {"round": r, "time": "arrangement"}
        if not state.shot_done:
            return {"round": r, "time": "shooting"}
        don = any(c.night == phase.number and c.by == "don" for c in state.checks)
        return {"round": r, "time": "sheriff" if don else "don"}
    speaker = state.speaker
    if stage is SportStage.LAST_WORD and speaker is not None:
        shot = any(d.seat == speaker and d.cause == "shot" for d in state.deaths)
        return {"round": r, "time": "night kill speaking" if shot else "day kill speaking",
                "speaker": speaker}
    if stage is SportStage.SPEECHES and speaker is not None:
        return {"round": r, "time": "speaking", "speaker": speaker}
    if stage is SportStage.VOTE and state.candidates:
        k = len(state.ballots)
        nominee = state.candidates[min(k, len(state.candidates) - 1)]
        return {"round": r, "time": "voting", "votingRound": max(state.vote_round - 1, 0),
                "nominee": nominee}
    if stage is SportStage.DEFENCE and speaker is not None:
        return {"round": r, "time": "voting", "votingRound": state.vote_round,
                "speaker": speaker}
    if stage is SportStage.RAISE_ALL:
        return {"round": r, "time": "voting kill all", "votingRound": state.vote_round}
    # the day is over (S-DAY-1), or a moment between speeches: the next night's start
    return {"round": r + 1, "time": "night start"}


def moments(game: Game) -> list[JsonObject]:
    """For each action of ``game``'s log (index i), the site's moment it was taken at:
    :func:`moment` of the state before it.

    Raises:
        ValueError: not a sport game.
    """
    out = []
    for i in range(len(game.actions)):
        before = game.state_after(i)
        if not isinstance(before, SportState):
            raise ValueError("the site's moments are a sport game's")
        out.append(moment(before))
    return out
