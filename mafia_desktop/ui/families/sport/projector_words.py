"""The words of the players' screen for a sport game (``ui/families/sport/projector.py`` draws them).

Every text is made from a :class:`~mafia_desktop.rules.public_view.SportPublicView` only
and translated here (context ``SportProjector``; the clubs' Russian terms: фол, подъём,
лучший ход, красные/чёрные). Every player's name put into a sentence is wrapped by
:func:`~mafia_desktop.i18n.fill.isolate`, so a right-to-left name keeps the sentence in
order. No team word ("red", "black") is used before the game has ended: the room reads
nothing of the teams until then (S-SETUP-3).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject

from mafia_desktop.i18n import fill, isolate
from mafia_desktop.i18n.sport import names as sport_names
from mafia_desktop.rules.sport.view import SportPublicView


def seat_label(view: SportPublicView, seat: int) -> str:
    """``"7. Zoya"``: the seat number and the player's name (direction-isolated)."""
    return f"{seat}. {isolate(view.seats[seat - 1].name)}"


class SportProjector(QObject):
    """The translated texts of the sport players' screen (one method per kind of text;
    a ``QObject`` only for its ``tr`` context)."""

    def title(self, view: SportPublicView) -> str:
        """``Day 2`` / ``Night 0``."""
        if view.phase_kind == "day":
            return fill(self.tr("Day %1"), view.phase_number)
        return fill(self.tr("Night %1"), view.phase_number)

    def stage(self, view: SportPublicView) -> str:
        """What the table is doing now (the header's second line)."""
        if view.ended:
            return self.tr("The game is over")
        if view.phase_kind == "night":
            return self.tr("The agreement") if view.phase_number == 0 else \
                self.tr("The town sleeps")
        if view.stage == "vote":
            return self.tr("The vote") if view.vote_round <= 1 else \
                fill(self.tr("Revote (round %1)"), view.vote_round)
        return {
            "last_word": self.tr("Last word"),
            "speeches": self.tr("Speeches"),
            "defence": self.tr("Defence speeches"),
            "raise_all": self.tr("Raise-all"),
            "day_end": self.tr("The day is over"),
        }.get(view.stage, "")

    def speech(self, kind: str | None) -> str:
        """The timer's caption for the kind of speech under way."""
        return {
            "regular": self.tr("Speech"),
            "short": self.tr("Short speech (third foul)"),
            "silent": self.tr("Silent turn (third foul)"),
            "defence": self.tr("Defence speech"),
            "last_word": self.tr("Last word"),
        }.get(kind or "", "")

    def agreement(self) -> str:
        """Night 0's caption: the minute of agreement (S-NIGHT0-1)."""
        return self.tr("The agreement minute")

    def left(self, cause: str) -> str:
        """How a player left, under their name (S-FOUL-3, S-VOTE-4, S-TIE-2, S-SHOT-2)."""
        return {
            "vote": self.tr("voted out"),
            "raise_all": self.tr("raise-all"),
            "shot": self.tr("shot"),
            "fouls": self.tr("4 fouls"),
            "disqualified": self.tr("disqualified"),
        }.get(cause, cause)

    def role(self, role: str) -> str:
        """A role's name, shown only once the roles are revealed at the end: the same
        word as on the host's screen and in the report (``i18n.sport_names``)."""
        return sport_names.role_name(role)

    def team(self, team: str) -> str:
        """The winners' line at the end."""
        return {"red": self.tr("Red wins"), "black": self.tr("Black wins")}.get(team, team)

    def draw(self) -> str:
        """The end with no winner (S-WIN-3)."""
        return self.tr("A draw")

    def outcome(self, rule: str | None) -> str:
        """Why the game ended (shown once it has)."""
        return {
            "S-WIN-1": self.tr("No black player is left"),
            "S-WIN-2": self.tr("Black players are as many as red ones"),
            "S-WIN-3": self.tr("Nobody left the game for three rounds"),
            "S-FOUL-5": self.tr("A team defeat was given"),
        }.get(rule or "", "")

    def nominated_title(self) -> str:
        """The list's title during the speeches."""
        return self.tr("Nominated")

    def nomination(self, view: SportPublicView, by: int, target: int) -> str:
        """A nomination's row: the candidate and who nominated them."""
        return fill(self.tr("%1 (by %2)"), seat_label(view, target), by)

    def vote_title(self, view: SportPublicView) -> str:
        """The list's title during a vote, a defence or a raise-all."""
        if view.stage == "defence":
            return self.tr("Defence")
        if view.stage == "raise_all":
            return self.tr("Do all of them leave?")
        return self.tr("Candidates") if view.vote_round <= 1 else self.tr("Revote")

    def points_title(self) -> str:
        """The title of the points at the end."""
        return self.tr("Points")

    def round_lines(self, view: SportPublicView, rnd: Any) -> list[str]:
        """One counted round of today's vote (a ``VoteRound``): the votes, then its
        result (S-VOTE-4, S-TIE-1..3), one paragraph each."""
        if rnd.kind == "raise_all":
            voters = len(rnd.votes[0][1]) if rnd.votes else 0
            head = fill(self.tr("Raise-all: %1 for"), voters)
            if rnd.leaving:
                return [head, fill(self.tr("They leave: %1"),
                                   ", ".join(seat_label(view, s) for s in rnd.leaving))]
            return [head, self.tr("Nobody leaves")]
        if rnd.result == "single":
            if rnd.leaving:
                return [fill(self.tr("One candidate: %1 leaves"),
                             seat_label(view, rnd.leaving[0]))]
            return [self.tr("One candidate on day 1: nobody leaves")]
        # a count stays on the line of the name it follows (no-break spaces)
        counts = ", ".join(f"{seat_label(view, c)}\u00a0—\u00a0{len(v)}" for c, v in rnd.votes)
        head = self.tr("Vote: %1") if rnd.round <= 1 else self.tr("Revote: %1")
        result = {
            "tie": self.tr("A tie: defence speeches, then a revote"),
            "raise_all": self.tr("A tie again: raise-all"),
            "nobody": self.tr("Nobody leaves"),
        }.get(rnd.result, "")
        if rnd.result == "leaves" and rnd.leaving:
            result = fill(self.tr("Leaves: %1"), seat_label(view, rnd.leaving[0]))
        return [fill(head, counts)] + ([result] if result else [])

    def shot(self, view: SportPublicView, seats: list[int]) -> str:
        """The morning's news of the night before (S-SHOT-2)."""
        if not seats:
            return self.tr("Nobody leaves by the night's shot")
        return fill(self.tr("Shot in the night: %1"),
                    ", ".join(seat_label(view, s) for s in seats))

    def removed(self, view: SportPublicView, seat: int, cause: str) -> str:
        """A player removed by fouls or disqualified (S-FOUL-3)."""
        if cause == "fouls":
            return fill(self.tr("Fourth foul: %1"), seat_label(view, seat))
        return fill(self.tr("Disqualified: %1"), seat_label(view, seat))

    def cancelled(self) -> str:
        """Today's vote is not held (S-FOUL-4)."""
        return self.tr("No vote today: a player was removed")

    def best_move(self, view: SportPublicView, by: int, guesses: tuple[int, ...],
                  black: int | None) -> str:
        """A best move (S-BEST-1): its names, and how many are black once revealed."""
        named = ", ".join(str(g) for g in guesses)
        line = fill(self.tr("Best move of %1: %2"), seat_label(view, by), named)
        if black is not None:
            line = fill(self.tr("%1 (%2 black)"), line, black)
        return line


__all__ = ["SportProjector", "seat_label"]
