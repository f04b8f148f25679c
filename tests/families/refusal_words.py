"""What the refusal-words tests share (issue 32 point 2): the refusals of a game's own
actions at other moments of it (:func:`refusals_in`), the params the window reads but a
sentence does not say (:data:`UNSAID`) and what is wrong with a refusal's words
(:func:`wording_problem`)."""

from __future__ import annotations

from collections.abc import Iterator

from mafia_desktop.i18n.refusals import refusal_words, unworded
from mafia_desktop.rules import Game, RuleViolation

#: the states of a game asked about (spread over it), each about every action of the game
STATES = 16


#: Params the engine gives that the words do not say, by code: the seat or count a
#: refusal is about, read by the window (the greyed buttons: which seat is refused), not
#: said in the sentence ("the maniac cannot kill themself"). Any other param the engine
#: gives must be in the words, and every param the words name must be given.
UNSAID: dict[str, frozenset[str]] = {
    **dict.fromkeys(("check.self", "compare.same_player", "maniac_kill.self", "protect.self"),
                    frozenset({"player"})),
    **dict.fromkeys(("sport.best_move.count", "sport.best_move.three",
                     "sport.setup.composition", "sport.setup.free_composition"),
                    frozenset({"count"})),
    **dict.fromkeys(("sport.don_check.bad_target", "sport.sheriff_check.bad_target"),
                    frozenset({"role"})),
}


def wording_problem(v: RuleViolation) -> str | None:
    """What is wrong with ``v``'s words: no words for its code in its family's table (or
    the shared one), a param the words need and ``v`` lacks (:func:`unworded`), or a
    param ``v`` gives that the words do not say (:data:`UNSAID` aside); ``None``."""
    why = unworded(v)
    entry = refusal_words(v)
    given = set(v.params) - UNSAID.get(v.code, frozenset())
    if why is None and entry is not None and set(entry[1]) != given:
        why = f"{v.code!r} words {entry[1]}, the engine gives {sorted(v.params)}"
    return why


def refusals_in(game: Game) -> Iterator[RuleViolation]:
    """The refusals of ``game``'s own actions asked at other moments of it (a night's
    action by day, a vote on a player who has left, anything after the end): the
    family's engine, through :class:`Game` (which gives a refusal its family)."""
    actions = list(dict.fromkeys(game.actions))
    step = max(1, len(game) // STATES)
    for count in (*range(0, len(game), step), len(game)):
        moment = Game.replay(game.setup, game.actions[:count])
        for action in actions:
            found = moment.why_not(action)
            if isinstance(found, RuleViolation):
                yield found
