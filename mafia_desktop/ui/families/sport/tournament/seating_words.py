"""A seating's figures and shape in the window's words (the Rounds page): seats, meetings,
tables (T-TABLE-1), sit-outs (T-SIT-1), pairs kept apart who meet and why they cannot
be kept (T-APART-2..4), and each player's games for a round's shape (T-SHAPE-1). Plain
text; names isolated (:func:`~mafia_desktop.i18n.fill.isolate`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject

from mafia_desktop.i18n.fill import fill, isolate
from mafia_desktop.rules.sport.tournament import nearest_shapes

if TYPE_CHECKING:
    from mafia_desktop.storage.sport.tournament_rows import Round

translate = QCoreApplication.translate


class SeatingFigures(QObject):
    """The seating's figures' words that have plural forms (``self.tr(…, "", n)``: Qt's
    ``%n``, which ``lupdate`` marks plural only in a ``tr`` call)."""

    def met(self, a: str, b: str, times: int, rule: str) -> str:
        """"Anna and Boris (1 time, T-APART-4)": a kept-apart pair, how often they meet
        and the rule that explains it."""
        return fill(self.tr("%1 and %2 (%n time(s), %3)", "", times), a, b, rule)


def quality_text(q: Mapping[str, Any], names: Mapping[int, str]) -> str:
    """A seating's figures in words: seats, meetings, tables, sit-outs, apart pairs that
    meet (each with its rule) and why they cannot be kept (:func:`apart_words`)."""
    try:
        seats, meet = q["seats"], q["meetings"]
        spread = [f"{s['seat']}: {s['min']}–{s['max']}" for s in seats["per_seat"]]
        plural = SeatingFigures()
        met = [plural.met(isolate(names.get(m["players"][0], "?")),
                          isolate(names.get(m["players"][1], "?")),
                          int(m["times"]), m.get("rule", "T-APART-4"))
               for m in q.get("apart", {}).get("met", [])]
        balanced = (translate("RoundsPage", "balanced") if seats["balanced"]
                    else translate("RoundsPage", "not balanced"))
        lines = [
            fill(translate("RoundsPage",
                           "Seats: largest spread %1 (%2); per seat, fewest–most: %3"),
                 seats["spread"], balanced, ", ".join(spread)),
            fill(translate("RoundsPage",
                           "Meetings of two players: %1–%2 (ideal %3, goal %4–%5)"),
                 meet["min"], meet["max"], meet["ideal"], meet["goal"][0], meet["goal"][1])]
        if "tables" in q:
            lines.append(fill(translate(
                "RoundsPage", "Tables: at most %1 games of a player at one table; %2 "
                "players more than one game over their even share (T-TABLE-1)"),
                q["tables"]["most_at_one"], q["tables"]["players_off"]))
        out = q.get("sit_outs", {})
        if out.get("max") and "in_turn" in out:
            turn = (translate("RoundsPage", "in turn") if out["in_turn"]
                    else translate("RoundsPage", "not in turn"))
            if out.get("least_gap"):
                lines.append(fill(translate(
                    "RoundsPage", "Sit-outs: %1–%2 a player, %3, at least %4 games apart "
                    "(T-SIT-1)"), out["min"], out["max"], turn, out["least_gap"]))
            else:
                lines.append(fill(translate("RoundsPage", "Sit-outs: %1–%2 a player, %3 "
                                            "(T-SIT-1)"), out["min"], out["max"], turn))
        lines.append(fill(translate("RoundsPage", "Kept-apart pairs who meet: %1"),
                          ", ".join(met) if met else translate("RoundsPage", "none")))
        lines += apart_words(q, names)
        return "\n".join(lines)
    except (KeyError, TypeError, IndexError):
        return translate("RoundsPage", "No figures for this seating.")


def apart_words(q: Mapping[str, Any], names: Mapping[int, str]) -> list[str]:
    """Why the kept-apart pairs who meet cannot be kept apart, a line a reason
    (T-APART-2, T-APART-3), and a line when some met without such a reason
    (T-APART-4)."""
    lines = []
    for why in q.get("apart", {}).get("why", []):
        who = ", ".join(isolate(names.get(n, "?")) for n in why["players"])
        if why["rule"] == "T-APART-2":
            lines.append(fill(translate(
                "RoundsPage", "%1 is kept apart from %2 players, but only %3 can sit away "
                "from their table in a game: %4 meetings at least (T-APART-2)"),
                who, len(why["pairs"]), why.get("room", "?"), why["least"]))
        else:
            lines.append(fill(translate(
                "RoundsPage", "%1 are all kept apart from each other, more than %2 "
                "table(s) and the sit-outs can hold: %3 meetings at least (T-APART-3)"),
                who, why.get("room", "?"), why["least"]))
    if any(m.get("rule") == "T-APART-4" for m in q.get("apart", {}).get("met", [])):
        lines.append(translate(
            "RoundsPage", "Some kept-apart pairs meet where a seating without it may "
            "exist: seat the round again with a longer budget, or undo the change by hand "
            "(T-APART-4)."))
    return lines


def games_each_text(players: int, tables: int, rounds: int) -> str:
    """What a round of ``rounds`` games a table gives each of ``players`` at ``tables``
    tables: "Each player plays 8 games." or, when they cannot all play as many
    (T-SHAPE-1), the fewest and most and the nearest games a table where they can; ""
    for a shape that cannot be seated at all."""
    seats = 10 * tables * rounds
    if tables < 1 or rounds < 1 or players < 10 * tables:
        return ""
    low, rest = divmod(seats, players)
    if not rest:
        return fill(translate("RoundsPage", "Each player plays %1 games."), low)
    near = sorted({s.rounds for s in nearest_shapes(players, tables, low)
                   + nearest_shapes(players, tables, low + 1)
                   if s.tables == tables and s.players == players},
                  key=lambda r: (abs(r - rounds), r))
    return fill(translate(
        "RoundsPage", "Players play %1 or %2 games, not all the same (T-SHAPE-1); "
        "everyone plays the same with %3 games a table."), low, low + 1,
        " / ".join(str(r) for r in near[:2]) or "–")


def round_text(r: Round) -> str:
    """A stored round's players and totals in words: "10 players (the top 10 after
    round 2); points added to the round before's"."""
    count = len(r.participants) if r.participants is not None else None
    if count is None:
        who = translate("RoundsPage", "Every player of the tournament.")
    elif "top" in r.chosen:
        who = fill(translate("RoundsPage", "%1 players: the top %2 after round %3."), count,
                   r.chosen.get("top"), r.chosen.get("after"))
    else:
        who = fill(translate("RoundsPage", "%1 players chosen by hand."), count)
    points = (translate("RoundsPage", "Its points are added to the round before's.")
              if r.totals == "added" else translate("RoundsPage", "Its points are counted separately."))
    ci = translate("RoundsPage", "Ci counts.") if r.ci else translate("RoundsPage", "No Ci.")
    return " ".join((who, points, ci))


__all__ = ["round_text", "apart_words", "games_each_text", "quality_text"]
