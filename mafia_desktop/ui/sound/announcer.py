"""What the program says aloud: the differences between two public views, as sentences.

:func:`announcements` takes the players' view before and after a change of the game
(``rules.public_view``: no field of it can hold a secret, DESIGN.md's information
boundary) and returns what the host would announce, in the current language: the phase
that begins, the night's dead in the morning (or that nobody died), the vote's opening
and its result, who leaves the game by day and their status where the rules announce it
(R-HOST-2: the view's ``status``), and the end of the game. It reads nothing else, so it
cannot say a living player's role, a check or a night target: at night it names nobody.

It is a pure function of the two views (and the language): ``ui/sound/sound.py`` calls it on
every forward change of the game and hands the texts to the speech engine.

Each family says its views with its own steps (functions ``(before, after) ->
list[str]`` in speaking order): ``ui/families/classic/announcer.py`` ``STEPS``,
``ui/families/sport/announcer.py`` ``SPORT_STEPS``, found through the UI families'
registry (``UiFamily.announcements``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mafia_desktop.ui.families import ui_family

if TYPE_CHECKING:
    from mafia_desktop.rules.family import AnyPublicView


def announcements(before: AnyPublicView | None, after: AnyPublicView) -> list[str]:
    """What to say for the change from ``before`` to ``after`` (both public views of the
    same game; ``before`` ``None``: a game just opened, nothing is said). Texts in the
    current language, in speaking order; ``[]`` when nothing the table hears changed.
    The views' family says them (``UiFamily.announcements``)."""
    if before is None or len(before.seats) != len(after.seats) \
            or type(before) is not type(after):
        return []
    return ui_family(after).announcements(before, after)


__all__ = ["announcements"]
