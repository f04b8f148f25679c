"""The outcome a result record's own departures give (issue 34, point 5): the check every
reader of an exchange file runs, so a record whose winner was edited is refused with the
rule it breaks instead of being counted.

The rules engine decides: the players still in the game at the end (the record's ``left``
is ``None`` for them) are judged by :func:`~mafia_desktop.rules.sport.engine.sport_outcome`
(S-WIN-1: no black player left in the game, red wins; S-WIN-2: as many black as red or
more, black wins). When those players decide nothing:

* the game ended by a team defeat (S-FOUL-5: a ``team_defeat`` penalty given during the
  game; the offender's team loses), or
* by three rounds with nobody leaving (S-WIN-3): a draw, or red's win when four players
  are left (the option ``stall_with_four``, default ``red_wins``; a record does not say
  which, so either is taken). A record that names the day it ended in must leave three
  rounds without a departure before it (night 0 and day 1 being the first round).

A team defeat while the departures had decided the game already is refused too: an
ended game accepts no ``team_defeat`` (S-WIN-4).

>>> from mafia_desktop.rules.sport.tournament.record import RecordPlayer, ResultRecord
>>> roles = ["civilian"] * 6 + ["sheriff", "mafioso", "mafioso", "don"]
>>> players = tuple(RecordPlayer(i + 1, f"P{i + 1}", r) for i, r in enumerate(roles))
>>> record = ResultRecord(players, ("red",), "S-WIN-3", ("day", 3), (0,) * 10,
...                       (None,) * 10, (), None, (), ())
>>> judge(record)[1]
'S-WIN-3'
>>> try:
...     check_outcome(record, str)
... except ValueError as e:
...     print(e.rule)
S-WIN-3
"""

from __future__ import annotations

from collections.abc import Callable

from ...errors import LogFormatError
from ..engine import sport_outcome
from . import _read as R
from .record import ResultRecord

_TEAM_WORD = {("red",): "red wins", ("black",): "black wins", (): "a draw"}


def _round(phase: str, number: int) -> int:
    """S-WIN-3's round of a phase: night n and the day after it are round n + 1."""
    return number if phase == "day" else number + 1


def judge(record: ResultRecord) -> tuple[tuple[tuple[str, ...], ...], str, str]:
    """What the record's departures allow.

    Returns:
        ``(winners allowed, rule, why)``: every ``winners`` the rules allow (one, or for
        S-WIN-3 with four players left a draw and red's win), the rule that gives them,
        and why in words (for a message).
    """
    alive = [leave is None for leave in record.left]
    black = tuple(record.team(p.seat) == "black" for p in record.players)
    reds = sum(1 for a, b in zip(alive, black, strict=True) if a and not b)
    blacks = sum(1 for a, b in zip(alive, black, strict=True) if a and b)
    left = f"{blacks} black and {reds} red player(s) left in the game"
    decided = sport_outcome(alive, black)
    defeats = [p for p in record.penalties if p.kind == "team_defeat" and not p.after_end]
    if decided is not None:
        return ((tuple(t.value for t in decided.winners),), decided.rule, left)
    if defeats:
        loser = record.team(defeats[0].seat)
        winner = "black" if loser == "red" else "red"
        return (((winner,),), "S-FOUL-5",
                f"a team defeat given to seat {defeats[0].seat} ({loser})")
    allowed: tuple[tuple[str, ...], ...] = ((), ("red",)) if reds + blacks == 4 else ((),)
    return (allowed, "S-WIN-3", left + ", which ends the game only by three rounds "
            "with nobody leaving")


def check_outcome(record: ResultRecord, field_of: Callable[[str], str]) -> str:
    """Check that the record's winners and rule are what its departures give.

    Args:
        field_of: a record part (``"winners"``, ``"outcome_rule"``, ``"ended_in"``) -> its
            JSON path, for the message.
    Returns:
        the outcome rule the departures give (``S-WIN-1``, ``S-WIN-2``, ``S-WIN-3``,
        ``S-FOUL-5``).
    Raises:
        LogFormatError: ``rule`` is the rule that decides and ``field`` the winner's
            path (``outcome_rule``'s for a wrong rule with the right winners,
            ``ended_in``'s for a draw too early): the winners are not the ones the rules
            give (a flipped winner, a draw while the don faces one red player, "red
            wins" with nobody gone), a team defeat after the game had ended (S-WIN-4),
            or a stall ended before three rounds without a departure (S-WIN-3).
    """
    allowed, rule, why = judge(record)
    if record.winners not in allowed:
        field = field_of("winners")
        want = " or ".join(_TEAM_WORD[w] for w in allowed)
        raise LogFormatError(
            f"{field}: {_TEAM_WORD[record.winners]} contradicts the record's own "
            f"departures: {why}, so {want} ({rule})", field=field, rule=rule)
    late = [p for p in record.penalties if p.kind == "team_defeat" and not p.after_end]
    if late and rule != "S-FOUL-5":
        field = field_of("outcome_rule")
        raise LogFormatError(
            f"{field}: a team defeat of seat {late[0].seat} after the departures had "
            f"ended the game ({rule}); an ended game takes no team defeat (S-WIN-4)",
            field=field, rule="S-WIN-4")
    if record.outcome_rule != rule:
        field = field_of("outcome_rule")
        raise LogFormatError(
            f"{field}: {record.outcome_rule} contradicts the record's own departures: "
            f"{why}, so {rule} ({rule})", field=field, rule=rule)
    if rule == "S-WIN-3" and record.ended_in[0] == "day":
        last = max((_round(lv.phase, lv.number) for lv in record.left if lv is not None),
                   default=0)
        if record.ended_in[1] - last < 3:
            field = field_of("ended_in")
            raise LogFormatError(
                f"{field}: a draw by three rounds with nobody leaving cannot end on day "
                f"{record.ended_in[1]}: the last departure was in round {last}, so day "
                f"{last + 3} at the earliest (S-WIN-3)", field=field, rule="S-WIN-3")
    return rule


def check_record(record: ResultRecord, field_of: Callable[[str], str]) -> None:
    """What a record read from a file must hold together (the readers' last step).

    Args:
        field_of: a record part -> its JSON path (``"winners"``, ``"first_killed"``,
            ``"fouls[3]"``: index ``seat - 1``), for the messages.
    Raises:
        LogFormatError: a fourth-foul departure without four fouls, a first-killed seat that was not shot in night 1, or
            winners (or a rule) other than the record's own departures give
            (:func:`check_outcome`: ``rule`` set to the rule that decides).
    """
    for i, leave in enumerate(record.left):
        if leave is not None and leave.kind == "fouls" and record.fouls[i] != 4:
            field = field_of(f"fouls[{i}]")
            raise R.fail(field, "4 fouls for a player removed by fouls", record.fouls[i])
    if record.first_killed is not None:
        leave = record.left[record.first_killed - 1]
        if leave is None or (leave.kind, leave.phase, leave.number) != ("shot", "night", 1):
            raise R.fail(field_of("first_killed"), "the seat shot in night 1",
                         record.first_killed)
    check_outcome(record, field_of)


__all__ = ["check_record", "check_outcome", "judge"]
