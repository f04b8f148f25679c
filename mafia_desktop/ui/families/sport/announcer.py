"""What the program says aloud in a sport game: the differences between two
:class:`~mafia_desktop.rules.sport.view.SportPublicView` as sentences (issue 15 item 3,
issue 13).

The same rule as :mod:`.announcer`: the views hold nothing secret (no role before the
end, no check, no shot before the night ends), and these steps read nothing else. Each
kind of announcement is one step ``(before, after) -> list[str]`` in :data:`SPORT_STEPS`:
the phase that begins, who was shot when the night ends, a foul, who leaves by day and
how (vote, raise-all, fouls, disqualification), a tie and the raise-all question, whose
turn it is to speak ("Player 5, Boris: your minute."), and the end.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from mafia_desktop.i18n import fill
from mafia_desktop.rules.sport.view import SportPublicSeat, SportPublicView
from mafia_desktop.ui.families.plain_announcer import phase_changed, phase_step

translate = QCoreApplication.translate

SportStep = Callable[[SportPublicView, SportPublicView], list[str]]


def _player(seat: SportPublicSeat) -> str:
    return fill(translate("SportAnnouncer", "Player %1, %2"), seat.seat, seat.name)


def _left_now(before: SportPublicView, after: SportPublicView) -> list[SportPublicSeat]:
    return [b for a, b in zip(before.seats, after.seats) if a.alive and not b.alive]


def departure_step(before: SportPublicView, after: SportPublicView) -> list[str]:
    """Who left and how: shot (said when the night ends), by the vote, by raise-all, by a
    fourth foul, disqualified."""
    out = []
    for seat in _left_now(before, after):
        who = _player(seat)
        if seat.left == "shot":
            out.append(fill(translate("SportAnnouncer", "Tonight %1 was shot."), who))
        elif seat.left == "vote":
            out.append(fill(translate("SportAnnouncer", "By the vote, %1 leaves the game."), who))
        elif seat.left == "raise_all":
            out.append(fill(translate("SportAnnouncer", "By the raise-all, %1 leaves the game."),
                            who))
        elif seat.left == "fouls":
            out.append(fill(translate("SportAnnouncer", "Fourth foul: %1 leaves the game."), who))
        else:
            out.append(fill(translate("SportAnnouncer", "%1 is disqualified."), who))
    if (phase_changed(before, after) and after.phase_kind == "day" and after.phase_number > 1
            and not any(s.left == "shot" for s in _left_now(before, after))):
        out.append(translate("SportAnnouncer", "The mafia missed: nobody was shot."))
    return out


def foul_step(before: SportPublicView, after: SportPublicView) -> list[str]:
    """"Player 4, Gleb: foul 3." (a fourth foul is said by :func:`departure_step`)."""
    return [fill(translate("SportAnnouncer", "%1: foul %2."), _player(b), b.fouls)
            for a, b in zip(before.seats, after.seats) if b.fouls > a.fouls and b.fouls < 4]


def vote_step(before: SportPublicView, after: SportPublicView) -> list[str]:
    """A tie (defence speeches follow), the raise-all question, a cancelled vote."""
    out = []
    new = after.rounds[len(before.rounds):]
    for r in new:
        seats = ", ".join(str(c) for c in r.candidates)
        if r.result == "tie":
            out.append(fill(translate("SportAnnouncer",
                                      "A tie between players %1: defence speeches."), seats))
        elif r.result == "raise_all":
            out.append(fill(translate("SportAnnouncer", "The revote ties again: who is for "
                                                        "all of players %1 leaving?"), seats))
        elif r.result == "nobody":
            out.append(translate("SportAnnouncer", "Nobody leaves by the vote."))
    if after.vote_cancelled and not before.vote_cancelled:
        out.append(translate("SportAnnouncer", "Today's vote is cancelled."))
    return out


def speaker_step(before: SportPublicView, after: SportPublicView) -> list[str]:
    """Whose turn it is: "Player 5, Boris: your minute." (a defence, a last word, a
    silent turn or a shortened speech said as such)."""
    if after.speaker is None or after.ended \
            or (before.speaker, before.speech) == (after.speaker, after.speech):
        return []    # two speeches in a row are never the same player's of the same kind
    who = _player(after.seats[after.speaker - 1])
    texts = {
        "regular": translate("SportAnnouncer", "%1: your minute."),
        "short": translate("SportAnnouncer", "%1: your speech, shortened by a third foul."),
        "silent": translate("SportAnnouncer", "%1: a silent turn after a third foul."),
        "defence": translate("SportAnnouncer", "%1: your defence."),
        "last_word": translate("SportAnnouncer", "%1: your last word."),
    }
    return [fill(texts.get(after.speech or "regular", texts["regular"]), who)]


def end_step(before: SportPublicView, after: SportPublicView) -> list[str]:
    """"The game is over. Red wins." / black / a draw."""
    if not after.ended or before.ended:
        return []
    if after.winners == ("red",):
        return [translate("SportAnnouncer", "The game is over. Red wins.")]
    if after.winners == ("black",):
        return [translate("SportAnnouncer", "The game is over. Black wins.")]
    return [translate("SportAnnouncer", "The game is over: a draw.")]


#: The steps in the order they are spoken.
SPORT_STEPS: tuple[SportStep, ...] = (phase_step, departure_step, foul_step, vote_step,
                                      speaker_step, end_step)
