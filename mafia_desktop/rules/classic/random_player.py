"""A random player: seeded, it picks legal actions until the game ends.

For the property tests, the benchmark and a later balance advisor. Two ways to pick:

* :meth:`RandomPlayer.choose` proposes the moves a real table makes (nominations, votes,
  night kills, the host moving the game on) and keeps the first one the engine accepts:
  fast, and games end in a realistic number of actions.
* :meth:`RandomPlayer.choose_any` picks uniformly among *every* legal action
  (:func:`legal_actions`), rare ones included: slower, for exploring the rules.

Either way the engine decides what is legal: nothing here re-implements a rule.

>>> from mafia_desktop.rules.classic import ruleset_from
>>> game = play_random_game(random_setup(random.Random(1), 10, ruleset_from("table")), seed=1)
>>> game.outcome is not None
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from ..errors import LogFormatError, RuleViolation
from ..game import Game
from . import actions as A
from .engine import legal_actions
from .roles import Role
from .ruleset import OPTIONS, PRESETS, Ruleset, ruleset_from
from .setup import deal_roles, make_setup, suggested_composition
from .state import GameState, Setup, Stage

NAMES = ("Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor", "Zoya", "Ivan", "Kira", "Lev",
         "Masha", "Nikita", "Olga", "Pavel", "Rita", "Semyon", "Tanya", "Ulyana", "Fedor",
         "Khristina", "Tsvetan", "Chulpan", "Shura", "Yulia")
#: The description a random kill carries where the rules need one (R-MAF-5).
DESCRIPTION = "A random description."


def random_ruleset(rng: random.Random) -> Ruleset:
    """A ruleset with every option drawn at random (times 1..3600 seconds)."""
    values: dict[str, object] = {}
    for name, spec in OPTIONS.items():
        if spec.choices is not None:
            values[name] = rng.choice(spec.choices)
        elif spec.kind is bool:
            values[name] = rng.random() < 0.5
        elif name == "vote_changes":
            values[name] = rng.choice((-1, 0, 1, 2))
        else:
            values[name] = rng.choice((1, 60, 120, 3600))
    return ruleset_from(rng.choice(tuple(PRESETS)), values)


def random_setup(rng: random.Random, n: int, ruleset: Ruleset | None = None) -> Setup:
    """A legal setup of ``n`` players (4..24): a suggested composition, sometimes with a
    role swapped for a civilian, dealt at random."""
    ruleset = ruleset or random_ruleset(rng)
    comp = suggested_composition(n)
    for role in (Role.DOCTOR, Role.JOURNALIST, Role.MANIAC, Role.COMMISSAR):
        if comp[role] and rng.random() < 0.25:
            comp[role] = 0
            comp[Role.CIVILIAN] += 1
    if n >= 5 and not comp[Role.MANIAC] and rng.random() < 0.3:
        comp[Role.MANIAC] = 1
        comp[Role.CIVILIAN] -= 1
    roles = deal_roles(comp, rng.randrange(2**31))
    names = list(NAMES[:n]) if n <= len(NAMES) else [f"Player {i}" for i in range(1, n + 1)]
    try:
        return make_setup(((i + 1, names[i], roles[i]) for i in range(n)), ruleset,
                          rng.randrange(2**31))
    except RuleViolation:  # e.g. maniac_counts_as_town off with a tiny table: plain deal
        comp = suggested_composition(n)
        roles = deal_roles(comp, rng.randrange(2**31))
        return make_setup(((i + 1, names[i], roles[i]) for i in range(n)), ruleset,
                          rng.randrange(2**31))


def _classic(game: Game) -> GameState:
    """The classic game's state (this player plays the classic family only)."""
    state = game.state
    if not isinstance(state, GameState):
        raise TypeError("the classic random player plays classic games only")
    return state


class RandomPlayer:
    """Picks legal actions at random from a seeded ``random.Random``.

    Args:
        seed: the seed; the same seed and game give the same actions.
        vote_share: the share (0..1) of living players who vote in a vote.
    """

    def __init__(self, seed: int | None = None, vote_share: float = 0.8) -> None:
        self.rng = random.Random(seed)
        self.vote_share = vote_share
        # the living seats and the roles they hold, kept while nobody dies (a state's
        # ``alive`` tuple is the same object until a death makes a new one)
        self._alive: tuple[bool, ...] | None = None
        self._roles: tuple[Role, ...] | None = None
        self._living: list[int] = []
        self._living_roles: frozenset[Role] = frozenset()

    def step(self, game: Game) -> A.Action | None:
        """Push one legal action a real table might take now into ``game`` and return
        it; ``None`` once the game has ended. Falls back to :meth:`choose_any` when no
        proposal is legal."""
        state = game.state
        if type(state) is not GameState:
            state = _classic(game)  # a subclass passes; another family's state raises
        if state.outcome is not None:
            return None
        push = game.push

        def pushed(action: A.Action) -> bool:
            try:
                push(action)
            except (RuleViolation, LogFormatError):
                return False
            return True
        action = self._propose(state, pushed)
        if action is not None:
            return action
        chosen = self.choose_any(state)
        if chosen is not None:
            push(chosen)
        return chosen

    def _table(self, s: GameState) -> tuple[list[int], frozenset[Role]]:
        """The living seats and the roles they hold, worked out again only after a
        death (or in another game)."""
        if s.alive is not self._alive or s.roles is not self._roles:
            self._alive, self._roles = s.alive, s.roles
            self._living = [i + 1 for i, a in enumerate(s.alive) if a]
            self._living_roles = frozenset(r for a, r in zip(s.alive, s.roles) if a)
        return self._living, self._living_roles

    def _propose(self, s: GameState, pushed: Callable[[A.Action], bool]) -> A.Action | None:
        """Try the moves a table might make now, most likely first, until ``pushed``
        accepts one (returned; ``None`` when none was). Each is drawn only when tried. A
        move of a role nobody living holds (a dead or undealt maniac, commissar, doctor
        or journalist) is not tried: the engine would refuse it whatever its target (its
        gate, R-ROLE-3). Its random draws are made all the same, so a seed plays the same
        game as when it was tried and refused."""
        rand = self.rng.random
        living, roles = self._table(s)
        n = len(living)
        a: A.Action
        if s.godfather_pending:
            for p in s.living_with(Role.MAFIOSO):
                if pushed(a := A.AppointGodfather(p)):
                    return a
        if rand() < 0.01 and pushed(a := A.HostKill(living[int(rand() * n)], "inactive")):
            return a
        stage = s.stage
        desc = DESCRIPTION if s.setup.ruleset.kill_requires_description else None
        if stage is Stage.NIGHT:
            r = rand()
            if s.mafia is None and r < 0.9:
                a = A.MafiaKill(living[int(rand() * n)], desc) if r < 0.85 else A.MafiaPass()
                if pushed(a):
                    return a
            if s.maniac is None or not s.maniac.counts:
                if Role.MANIAC in roles:
                    if pushed(a := A.ManiacKill(living[int(rand() * n)], desc)):
                        return a
                    if pushed(a := A.ManiacKill(living[int(rand() * n)], desc)):
                        return a
                else:
                    rand(), rand()  # the two targets a refused kill would have drawn
            if not s.checked and rand() < 0.9:
                if Role.COMMISSAR in roles:
                    if pushed(a := A.Check(living[int(rand() * n)])):
                        return a
                else:
                    rand()
            return a if pushed(a := A.EndNight()) else None
        r = rand()
        if s.doctor_choice is None and r < 0.15:
            if Role.DOCTOR in roles:
                if pushed(a := A.Protect(living[int(rand() * n)])):
                    return a
            else:
                rand()
        elif not s.compared and r < 0.2:
            if Role.JOURNALIST in roles:
                first = living[int(rand() * n)]
                if pushed(a := A.Compare(first, living[int(rand() * n)])):
                    return a
            else:
                rand(), rand()
        if stage is Stage.DISCUSSION:
            if len(s.nominations) < 3 and rand() < 0.8:
                by = living[int(rand() * n)]
                if pushed(a := A.Nominate(by, living[int(rand() * n)])):
                    return a
            return a if pushed(a := A.OpenVote()) else None
        if stage is Stage.VOTING:
            candidates = s.candidates
            if candidates and (len(s.ballots) - s.ballots.count(None) < self.vote_share * n):
                by = living[int(rand() * n)]
                if pushed(a := A.Vote(by, candidates[int(rand() * len(candidates))])):
                    return a
                if rand() < 0.1 and pushed(a := A.WithdrawVote(living[int(rand() * n)])):
                    return a
            if pushed(a := A.CloseVote()):
                return a
            return a if pushed(a := A.CloseVote(candidates[int(rand() * len(candidates))])) \
                else None
        return a if pushed(a := A.EndDay()) else None

    def choose_any(self, state: GameState) -> A.Action | None:
        """Any legal action, uniformly among :func:`legal_actions` but with the host's
        removals made rare; ``None`` once the game has ended."""
        options = legal_actions(state)
        if not options:
            return None
        others: list[A.Action] = [a for a in options if not isinstance(a, A.HostKill)]
        if others and self.rng.random() < 0.97:
            options = others
        return self.rng.choice(options)


def play_random_game(setup: Setup, seed: int | None = None, *, thorough: bool = False,
                     max_actions: int = 100_000,
                     on_push: Callable[[Game], None] | None = None) -> Game:
    """Play a whole game with a :class:`RandomPlayer`.

    Args:
        setup: the game's setup.
        seed: the player's seed.
        thorough: pick among every legal action (:meth:`RandomPlayer.choose_any`).
        max_actions: stop after this many actions even if the game goes on.
        on_push: called with the game after every action (for invariant checks).
    Returns:
        the game (ended, unless ``max_actions`` ran out).
    """
    player = RandomPlayer(seed)
    game = Game(setup)
    while len(game) < max_actions:
        if thorough:
            action = player.choose_any(_classic(game))
            if action is not None:
                game.push(action)
        else:
            action = player.step(game)
        if action is None:
            break
        if on_push is not None:
            on_push(game)
    return game


def long_game(n: int, description_chars: int = 0, pieces: int = 20) -> Game:
    """A legal game of exactly ``n`` actions (``n`` >= 3, or >= ``pieces`` + 5 with
    descriptions), for the export benchmark and the size tests.

    Ten players, the table preset with any number of vote changes (R-VOTE-3,
    ``vote_changes: -1``). Day 1: two nominations, the vote opened, then the voters
    change their votes back and forth between the two candidates (each a legal change).
    With ``description_chars``, the vote is closed, the day ended, and the mafia names
    its victim ``pieces`` times in night 1 (each decision replaces the last, R-MAF-3),
    the descriptions holding ``description_chars`` characters in all. Every action's
    ``at`` is one second after the previous one (from 2026-01-01 19:00 UTC).
    """
    from dataclasses import replace
    from datetime import UTC, datetime, timedelta

    roles = deal_roles(suggested_composition(10), seed=7)
    setup = make_setup([(i + 1, NAMES[i], r) for i, r in enumerate(roles)],
                       ruleset_from("table", {"vote_changes": -1}), rng_seed=7)
    game = Game(setup)
    clock = [datetime(2026, 1, 1, 19, tzinfo=UTC)]

    def push(action: A.Action) -> None:
        clock[0] += timedelta(seconds=1)
        game.push(replace(action, at=clock[0]))

    push(A.Nominate(by=1, target=2))
    push(A.Nominate(by=3, target=4))
    push(A.OpenVote())
    tail = pieces + 2 if description_chars else 0
    voters = [x for x in range(1, 11) if x not in (2, 4)]
    k = 0
    while len(game) < n - tail:
        push(A.Vote(by=voters[k % len(voters)],
                    target=2 if (k // len(voters)) % 2 == 0 else 4))
        k += 1
    if description_chars:
        state = _classic(game)
        push(A.CloseVote(choice=state.candidates[0]) if game.needs_choice() else A.CloseVote())
        push(A.EndDay())
        mafia = {p.seat for p in setup.players if p.role in (Role.GODFATHER, Role.MAFIOSO)}
        town = [x for x in game.state.living() if x not in mafia]
        words = "The mafia came at night through the garden; "
        size = description_chars // pieces
        text = (words * (size // len(words) + 1))[:size]
        for i in range(pieces):
            push(A.MafiaKill(target=town[i % len(town)], description=text))
    return game


def many_day_game(n: int, description: int = 120) -> Game:
    """A legal game of about ``n`` actions (``n`` >= 200) whose report grows with ``n``,
    for the export benchmark: 24 players (a godfather, a mafioso, a doctor, 21
    civilians), any number of vote changes (R-VOTE-3) and a kill that may repeat the
    doctor's target (R-DOC-1). Eighteen days and nights share the actions: each day two
    nominations and a vote whose voters change their votes back and forth before one
    civilian is executed; each night the mafia names its victim again and again, each
    time with a description of ``description`` characters (R-MAF-3), and the doctor
    (naming the protection by day) saves the last one. Every action's ``at`` is one
    second after the previous one.
    """
    from dataclasses import replace
    from datetime import UTC, datetime, timedelta

    roles = [Role.GODFATHER, Role.MAFIOSO, Role.DOCTOR] + [Role.CIVILIAN] * 21
    setup = make_setup([(i + 1, NAMES[i], r) for i, r in enumerate(roles)],
                       ruleset_from("table", {"vote_changes": -1,
                                              "doctor_repeat_target": True}), rng_seed=7)
    game = Game(setup)
    clock = [datetime(2026, 1, 1, 19, tzinfo=UTC)]

    def push(action: A.Action) -> None:
        clock[0] += timedelta(seconds=1)
        game.push(replace(action, at=clock[0]))

    words = "The mafia came at night through the garden; "
    text = (words * (description // len(words) + 1))[:description]
    days = 18
    per_day = max(2, (n - 9 * days) // days)
    for _ in range(days):
        town = [x for x in _classic(game).living() if x > 3]
        push(A.Nominate(by=1, target=town[0]))
        push(A.Nominate(by=2, target=town[1]))
        push(A.OpenVote())
        voters = [x for x in _classic(game).living() if x not in town[:2]]
        for k in range(per_day // 2):
            push(A.Vote(by=voters[k % len(voters)],
                        target=town[(k // len(voters)) % 2]))
        state = _classic(game)
        push(A.CloseVote(choice=state.candidates[0]) if game.needs_choice() else A.CloseVote())
        victims = [x for x in _classic(game).living() if x > 3]
        kills = per_day - per_day // 2
        push(A.Protect(target=victims[(kills - 1) % len(victims)]))   # by day, R-DOC-1
        push(A.EndDay())
        for k in range(kills):
            push(A.MafiaKill(target=victims[k % len(victims)], description=text))
        push(A.EndNight())
    return game


__all__ = ["RandomPlayer", "play_random_game", "random_setup", "random_ruleset",
           "random_states", "long_game", "many_day_game", "NAMES"]


def random_states(seed: int, at_least: int, sizes: tuple[int, int] = (4, 20)) -> Iterator[GameState]:
    """Every state of random games (random tables of ``sizes`` players, random rulesets,
    random legal play) until at least ``at_least`` states have been given; the game in
    progress is finished first. For tests that walk many states (the leak tests)."""
    rng = random.Random(seed)
    given = 0
    while given < at_least:
        setup = random_setup(rng, rng.randint(*sizes), random_ruleset(rng))
        player = RandomPlayer(rng.randrange(2**32))
        game = Game(setup)
        while True:
            yield _classic(game)
            given += 1
            if player.step(game) is None:
                break
