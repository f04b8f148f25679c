"""The night's resolution (RULES.md §4): who dies when the night ends, and every chosen
kill that does not count, with the rule that voids it.

:func:`resolve_night` is the one place these rules are decided; the engine's
``end_night`` applies its deaths, and the report and the host's window read its void
kills instead of working them out again.
"""

from __future__ import annotations

from dataclasses import dataclass

from .roles import Role
from .state import GameState

_MAFIA = (Role.GODFATHER, Role.MAFIOSO)


@dataclass(frozen=True, slots=True)
class VoidKill:
    """A night kill that does not count.

    Attributes:
        killer: ``"mafia"`` or ``"maniac"``.
        target: the chosen victim's seat; ``None`` when the mafia made no decision at
            all (R-MAF-4: it has refused to kill).
        rule: why the kill does not count: ``R-MAF-4`` (the mafia was silent all
            night), ``R-MAF-5`` / ``R-MAN-2`` (no description where one is required),
            ``R-GF-2`` (the godfather died this night, or the option blocks the night
            after his execution, or the maniac kills him now), ``R-HOST-1`` (the host
            removed the maniac during the night), ``R-NIGHT-1`` (the victim is already
            dead: the host removed them during the night), ``R-DOC-2`` (the doctor
            protected the victim).
    """

    killer: str
    target: int | None
    rule: str


@dataclass(frozen=True, slots=True)
class NightResult:
    """What ending the night does (R-NIGHT-1).

    Attributes:
        deaths: ``(seat, cause)`` of each player who dies, the mafia's victim first;
            ``cause`` is ``mafia``, ``maniac`` or ``mafia+maniac`` (both chose the
            same player, who dies once).
        void: the kills that do not count, the mafia's first (:class:`VoidKill`).
    """

    deaths: tuple[tuple[int, str], ...]
    void: tuple[VoidKill, ...]


def mafia_blocked(s: GameState) -> bool:
    """True when R-GF-2 voids the mafia's kill tonight: the godfather died this night, or
    (``godfather_day_death_blocks_night``) in the day before it."""
    died = s.godfather_died_in
    if died is None or s.phase.kind != "night":
        return False
    if died == s.phase:
        return True
    if s.setup.ruleset.godfather_day_death_blocks_night and died.kind == "day":
        day = s.phase.number if s.setup.ruleset.first_phase == "day" else s.phase.number - 1
        return died.number == day
    return False


def kill_counts(s: GameState, description: str | None) -> bool:
    """A night kill counts unless the ruleset asks for a description and it has none
    (only spaces is none): R-MAF-5, R-MAN-2."""
    return bool(description and description.strip()) or \
        not s.setup.ruleset.kill_requires_description


def resolve_night(s: GameState) -> NightResult:
    """Who dies if the night ends now, and which chosen kills do not count (R-NIGHT-1).
    Changes nothing.

    The maniac's victim (R-MAN-1) dies unless the maniac was removed during the night
    (R-HOST-1), the kill has no required description (R-MAN-2), the victim is already
    dead (R-NIGHT-1) or protected (R-DOC-2: the protection holds all night, even if the
    doctor dies). The mafia's victim (R-MAF-1) dies unless the kill has no required
    description (R-MAF-5), the godfather died this night or the maniac kills him now
    (R-GF-2), the victim is already dead (R-NIGHT-1) or protected (R-DOC-2). A mafia
    that made no decision has refused to kill (R-MAF-4: a void kill with no target); a
    recorded pass (R-MAF-2) is no kill and is not listed.
    """
    maniac_void: VoidKill | None = None
    maniac_victim: int | None = None
    k = s.maniac
    if k is not None:
        if s.holder(Role.MANIAC) is None:
            maniac_void = VoidKill("maniac", k.target, "R-HOST-1")
        elif not k.counts:
            maniac_void = VoidKill("maniac", k.target, "R-MAN-2")
        elif not s.alive[k.target - 1]:
            maniac_void = VoidKill("maniac", k.target, "R-NIGHT-1")
        elif k.target == s.protected:
            maniac_void = VoidKill("maniac", k.target, "R-DOC-2")
        else:
            maniac_victim = k.target
    victims: dict[int, str] = {}
    void: list[VoidKill] = []
    m = s.mafia
    if m is None:
        if s.living_with(*_MAFIA):
            void.append(VoidKill("mafia", None, "R-MAF-4"))
    elif m.target is not None:
        if not m.counts:
            void.append(VoidKill("mafia", m.target, "R-MAF-5"))
        elif mafia_blocked(s) or (maniac_victim is not None and maniac_victim == s.godfather):
            void.append(VoidKill("mafia", m.target, "R-GF-2"))
        elif not s.alive[m.target - 1]:
            void.append(VoidKill("mafia", m.target, "R-NIGHT-1"))
        elif m.target == s.protected:
            void.append(VoidKill("mafia", m.target, "R-DOC-2"))
        else:
            victims[m.target] = "mafia"
    if maniac_victim is not None:
        victims[maniac_victim] = "mafia+maniac" if maniac_victim in victims else "maniac"
    if maniac_void is not None:
        void.append(maniac_void)
    return NightResult(tuple(victims.items()), tuple(void))


def night_victims(s: GameState) -> tuple[tuple[int, str], ...]:
    """Who dies when this night ends (R-NIGHT-1), as ``(seat, cause)``: the
    ``deaths`` of :func:`resolve_night`. A player chosen by both killers dies once,
    with the cause ``mafia+maniac``; a godfather the maniac kills tonight voids the
    mafia's kill (R-GF-2). Changes nothing."""
    return resolve_night(s).deaths


__all__ = ["VoidKill", "NightResult", "resolve_night", "night_victims", "mafia_blocked",
           "kill_counts"]
