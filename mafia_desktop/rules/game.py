"""A game: its setup and its append-only list of actions, with the state after each.

Like python-chess's ``Board.push()``/``pop()``: :meth:`Game.push` applies one action and
keeps the new state; :meth:`Game.pop` drops the last action and its state (O(1), no
replay).

>>> from mafia_desktop.rules import Game
>>> from mafia_desktop.rules.classic import Nominate, Role, make_setup, ruleset_from
>>> setup = make_setup([(1, "Anna", Role.GODFATHER), (2, "Boris", Role.CIVILIAN),
...                     (3, "Vera", Role.CIVILIAN), (4, "Gleb", Role.CIVILIAN)],
...                    ruleset_from("table"), rng_seed=1)
>>> game = Game(setup)
>>> game.push(Nominate(by=2, target=1)).nominations
((2, 1),)
>>> game.is_legal(Nominate(by=2, target=3))
False
>>> game.why_not(Nominate(by=2, target=3)).rule
'R-NOM-1'
>>> game.choices("nominate", (3,))   # Anna is a candidate already (R-NOM-4)
(2, 4)
>>> game.pop()
Nominate(by=2, target=1, at=None)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .announce import Announcement, between, state_after
from .errors import LogFormatError, RuleViolation
from .family import AnyAction, AnyOutcome, AnySetup, AnyState, Family, family_of


class Game:
    """A game in play: ``setup``, ``actions`` (the log) and the state after each.

    One class for every rules family: ``family`` (the setup's, :func:`.family.family_of`)
    is the engine every method calls: a classic setup (RULES.md), a sport one
    (RULES_SPORT.md), or any registered family's.
    """

    __slots__ = ("setup", "family", "_actions", "_states", "_peeked")

    def __init__(self, setup: AnySetup) -> None:
        """Start a game at its first phase (R-SETUP-5; night 0 for sport, S-NIGHT0-1).
        ``setup`` comes from its family's builder (classic ``make_setup``, R-SETUP-1..3;
        ``make_sport_setup``, S-SETUP-1).

        Raises:
            KeyError: the setup's family is not registered."""
        self.setup = setup
        self.family: Family = family_of(setup)
        self._actions: list[AnyAction] = []
        self._states: list[AnyState] = [self.family.start(setup)]
        # (state, action, the state after it) of the last :meth:`announcement`
        self._peeked: tuple[AnyState, AnyAction, AnyState] | None = None

    @classmethod
    def replay(cls, setup: AnySetup, actions: Iterable[AnyAction]) -> Game:
        """Rebuild a game from its log.

        Raises:
            RuleViolation: the first action a rule refuses, with its ``index``.
        """
        game = cls(setup)
        for action in actions:
            game.push(action)
        return game

    @property
    def state(self) -> AnyState:
        """The current state (the family's state type: classic ``GameState``, sport
        ``SportState``)."""
        return self._states[-1]

    @property
    def actions(self) -> tuple[AnyAction, ...]:
        """The log: every action pushed, in order."""
        return tuple(self._actions)

    def __len__(self) -> int:
        """The number of actions in the log."""
        return len(self._actions)

    def state_after(self, count: int) -> AnyState:
        """The state after the first ``count`` actions (0: the start state)."""
        return self._states[count]

    @property
    def outcome(self) -> AnyOutcome | None:
        """Who won (R-WIN-*, S-WIN-*), or ``None`` while the game goes on."""
        return self.family.outcome(self._states[-1])

    def push(self, action: AnyAction) -> AnyState:
        """Apply ``action`` and append it to the log; returns the new state.

        Raises:
            RuleViolation: the action breaks a rule (``rule``, ``message``, ``index``);
                the game is unchanged.
            LogFormatError: the action names a seat that is no player's.
        """
        peeked, self._peeked = self._peeked, None
        if peeked is not None and peeked[0] is self._states[-1] and peeked[1] == action:
            new: AnyState = peeked[2]  # built (and found legal) by :meth:`announcement`
        else:
            try:
                new = self.family.apply(self._states[-1], action)
            except RuleViolation as e:
                self._owned(e)
                raise
        self._actions.append(action)
        self._states.append(new)
        return new

    def pop(self) -> AnyAction:
        """Remove and return the last action (undo); O(1).

        Raises:
            IndexError: the log is empty.
        """
        if not self._actions:
            raise IndexError("pop from a game with no actions")
        self._states.pop()
        return self._actions.pop()

    def why_not(self, action: AnyAction) -> RuleViolation | LogFormatError | None:
        """Why ``action`` cannot be pushed now (the rule it breaks, or a seat that is no
        player's), or ``None`` if it is legal: the family's ``why_not``, the same refusal
        :meth:`push` would raise. Changes nothing and builds no state."""
        found = self.family.why_not(self._states[-1], action)
        return self._owned(found) if isinstance(found, RuleViolation) else found

    def _owned(self, violation: RuleViolation) -> RuleViolation:
        """``violation`` carrying this game's family (its code is the family's) when its
        engine left ``family`` empty (the shared ``refuse`` sets it already)."""
        if not violation.family:
            violation.family = self.family.name
        return violation

    def announcement(self, action: AnyAction) -> Announcement | None:
        """What ``action`` would announce to the room now (a new phase, a departure, a
        vote's result, the end: :func:`.announce.announcement`), or ``None``. Changes
        nothing."""
        state = self._states[-1]
        after = state_after(state, action)
        if after is None:
            return None
        self._peeked = (state, action, after)  # the push that follows builds it no more
        return between(state, after)

    def is_legal(self, action: AnyAction) -> bool:
        """True when ``action`` may be pushed now. Changes nothing."""
        return self.family.is_legal(self._states[-1], action)

    def choices(self, action_type: str, picked: tuple[int, ...] = ()) -> tuple[int, ...]:
        """The seats the host may pick now for the next player field of ``action_type``
        after ``picked`` (the family's ``choices``), ascending; ``()`` when none."""
        return self.family.choices(self._states[-1], action_type, picked)

    def available(self, action_type: str) -> bool:
        """True when some action of ``action_type`` is legal now
        (the family's ``available``)."""
        return self.family.available(self._states[-1], action_type)

    def needs_choice(self) -> bool:
        """True when closing the vote now needs the host's ``choice`` (R-VOTE-7/8,
        the family's ``needs_choice``)."""
        return self.family.needs_choice(self._states[-1])

    def legal_actions(self) -> list[AnyAction]:
        """Every legal action now (without times or descriptions), host removals last."""
        return list(self.family.legal_actions(self._states[-1]))

    def states(self) -> Sequence[AnyState]:
        """The start state and the state after each action (a read-only view)."""
        return tuple(self._states)
