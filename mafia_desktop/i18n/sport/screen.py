"""What the players' screen says in a sport game (RULES_SPORT.md), as a
:class:`~mafia_desktop.i18n.screen.ScreenLines` made from a
:class:`~mafia_desktop.rules.sport.view.SportPublicView` only (no field of it can hold a
secret before the end: no role, check, shot target or best-move count):
:func:`sport_screen`; ``ui/families/sport/projector.py`` draws it.

The header (the phase, what the table does now); each seat (how a player left, their
fouls, the speaker, the candidates; the roles once revealed at the end); the clock
(what is spoken now, the speaker, the time left: the host's timer while it runs, else
the speech's full length from the view; night 0's agreement minute); the nominations
in order or the candidates with the votes entered so far; what the room has heard
(why the game ended, the night's shot, today's counted rounds, removals, the best
move); at the end the points once revealed and the winners.

Every text is translated here (context ``SportScreen``; the clubs' Russian terms: фол,
подъём, лучший ход, красные/чёрные). Every player's name put into a sentence is wrapped
by :func:`~mafia_desktop.i18n.fill.isolate`, so a right-to-left name keeps the sentence
in order. No team word ("red", "black") is used before the game has ended: the room
reads nothing of the teams until then (S-SETUP-3).
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from mafia_desktop.rules.sport.state import VoteRound
from mafia_desktop.rules.sport.view import SportPublicView

from ..fill import fill, isolate
from ..screen import (
    ScreenLines,
    ScreenPoints,
    ScreenRow,
    ScreenSeat,
    ScreenTimer,
    ScreenWinner,
    Timer,
    format_seconds,
    phase_title,
)
from . import names as sport_names

# How many of today's counted rounds are told (the latest).
ROUNDS_TOLD = 3


def format_points(points: float) -> str:
    """``1.25`` -> ``"+1.25"``, ``-0.5`` -> ``"−0.5"``, ``0`` -> ``"0"``."""
    if round(points, 2) == 0:
        return "0"
    text = f"{points:+.2f}".rstrip("0").rstrip(".")
    return text.replace("-", "\u2212")


def seat_label(view: SportPublicView, seat: int) -> str:
    """``"7. Zoya"``: the seat number and the player's name (direction-isolated)."""
    return f"{seat}. {isolate(view.seats[seat - 1].name)}"


class SportScreen(QObject):
    """The translated texts of the sport players' screen (one method per kind of text;
    a ``QObject`` only for its ``tr`` context); :meth:`lines` the whole screen."""

    def lines(self, view: SportPublicView, timer: Timer | None = None,
              show_tally: bool = True) -> ScreenLines:
        """The whole screen for ``view`` with the host's ``timer`` (``(seconds left,
        caption, notice)`` or ``None``); ``show_tally`` is the classic vote's (a sport
        ballot's hands are always shown)."""
        list_title, rows = self.rows(view)
        scored = view.revealed and any(s.points is not None for s in view.seats)
        return ScreenLines(
            family="sport", look="night" if view.phase_kind == "night" and not view.ended
            else "day", ended=view.ended, title=self.title(view), stage=self.stage(view),
            seats=self.seats(view), timer=self.clock(view, timer), list_title=list_title,
            rows=rows, announcements=tuple(self.announcements(view)),
            points_title=self.points_title() if scored else "",
            points=self.points(view) if scored else (), winners=self.winners(view))

    def seats(self, view: SportPublicView) -> tuple[ScreenSeat, ...]:
        """Each seat: its role once revealed (in its team's colour), else how the
        player left; its fouls; the speaker; the candidates ringed."""
        candidates = set() if view.ended else set(view.candidates)
        speaker = None if view.ended else view.speaker
        out = []
        for seat in view.seats:
            line, kind, side = "", "", None
            if seat.role is not None:
                line, kind = self.role(seat.role), "role"
                side = sport_names.SIDE_OF_ROLE.get(seat.role, "red")
            elif seat.left is not None:
                line, kind = self.left(seat.left), "left"
            out.append(ScreenSeat(seat.seat, seat.name, seat.alive, line, kind, side,
                                  seat.fouls, seat.seat in candidates, seat.seat == speaker))
        return tuple(out)

    def clock(self, view: SportPublicView, timer: Timer | None) -> ScreenTimer | None:
        """The panel's clock: the speech under way with the speaker (the host's timer
        while it runs, else the speech's full length), night 0's agreement minute, the
        host's timer at night; none by day with nobody speaking (the vote, the
        raise-all, the day's end) and none at the end."""
        if view.ended:
            return None
        if view.speaker is not None:
            full, caption = view.speech_s, self.speech(view.speech)
        elif view.phase_kind == "night" and view.phase_number == 0:
            full, caption = view.agreement_s, self.agreement()
        elif timer is not None and view.phase_kind == "night":
            full, caption = timer[0], timer[1]
        else:
            return None
        seconds = full if timer is None else timer[0]
        notice = timer[2] if timer is not None else ""
        speaker = "" if view.speaker is None else seat_label(view, view.speaker)
        return ScreenTimer(notice or caption, bool(notice), speaker, seconds,
                           format_seconds(seconds))

    def rows(self, view: SportPublicView) -> tuple[str, tuple[ScreenRow, ...]]:
        """The list's title and rows: the candidates with the votes entered so far
        (none counted in the raise-all; the next candidate or the speaker in bold), or
        today's nominations."""
        if view.ended:
            return "", ()
        if view.candidates:
            entered = dict((c, len(v)) for c, v in view.ballots)
            if view.stage == "defence" and view.rounds:
                entered = {c: len(v) for c, v in view.rounds[-1].votes}
            return self.vote_title(view), tuple(
                ScreenRow(seat_label(view, c),
                          entered.get(c) if view.stage != "raise_all" else None,
                          c == view.next_candidate or c == view.speaker)
                for c in view.candidates)
        if view.nominations and view.phase_kind == "day":
            return self.nominated_title(), tuple(
                ScreenRow(self.nomination(view, by, target)) for by, target in view.nominations)
        return "", ()

    def announcements(self, view: SportPublicView) -> list[str]:
        """What the room has heard and the screen keeps telling: why the game ended,
        the last night's shot (in the morning), a removal this phase, a cancelled vote,
        today's counted rounds (the latest), the best move."""
        lines: list[str] = []
        if view.ended:
            lines.append(self.outcome(view.outcome_rule))
        day, number = view.phase_kind == "day", view.phase_number
        if day and number >= 2 and view.stage in ("last_word", "speeches"):
            lines.append(self.shot(view, [s.seat for s in view.seats if s.left == "shot"
                                          and s.left_in == ("night", number - 1)]))
        for s in view.seats:
            if s.left in ("fouls", "disqualified") and s.left_in == (view.phase_kind, number):
                lines.append(self.removed(view, s.seat, s.left))
        if day and view.vote_cancelled:
            lines.append(self.cancelled())
        told = [r for r in view.rounds if r.day == number]
        for rnd in told[-ROUNDS_TOLD:]:
            lines += self.round_lines(view, rnd)
        for k, (by, guesses) in enumerate(view.best_move):
            black = view.best_move_black[k] if view.best_move_black is not None else None
            lines.append(self.best_move(view, by, guesses, black))
        return [line for line in lines if line]

    @staticmethod
    def points(view: SportPublicView) -> tuple[ScreenPoints, ...]:
        """Every player's points (once revealed at the end), the label in their team's
        colour."""
        return tuple(ScreenPoints(seat_label(view, s.seat), format_points(s.points or 0.0),
                                  sport_names.SIDE_OF_ROLE.get(s.role or "", "red"))
                     for s in view.seats)

    def winners(self, view: SportPublicView) -> tuple[ScreenWinner, ...]:
        """At the end: the winning team ("Red wins"), or the draw."""
        if not view.ended:
            return ()
        return tuple(ScreenWinner(self.team(t), t) for t in view.winners) or (
            ScreenWinner(self.draw(), None),)

    def title(self, view: SportPublicView) -> str:
        """"Day 2" / "Night 0": every family's header (:func:`~..screen.phase_title`)."""
        return phase_title(view)

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

    def round_lines(self, view: SportPublicView, rnd: VoteRound) -> list[str]:
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


def sport_screen(view: SportPublicView, timer: Timer | None = None,
                 show_tally: bool = True) -> ScreenLines:
    """What the players' screen says for a sport ``view`` (:meth:`SportScreen.lines`):
    the family's :class:`~mafia_desktop.i18n.family.WordsTable` ``screen``."""
    return SportScreen().lines(view, timer, show_tally)


__all__ = ["ROUNDS_TOLD", "SportScreen", "format_points", "seat_label", "sport_screen"]
