"""What the players may see: the projector is drawn only from :func:`public_view`
(DESIGN.md's information boundary). Each family builds its own view, with no field that
could hold a secret: :class:`~.classic.view.PublicView` (RULES.md),
:class:`~.sport.view.SportPublicView` (RULES_SPORT.md).

>>> from mafia_desktop.rules import Game
>>> from mafia_desktop.rules.classic import Role, make_setup, ruleset_from
>>> setup = make_setup([(1, "Anna", Role.GODFATHER), (2, "Boris", Role.CIVILIAN),
...                     (3, "Vera", Role.CIVILIAN), (4, "Gleb", Role.DOCTOR)],
...                    ruleset_from("table"), 1)
>>> view = public_view(Game(setup).state)
>>> [s.name for s in view.seats], view.seats[0].alive
(['Anna', 'Boris', 'Vera', 'Gleb'], True)
"""

from __future__ import annotations

from .family import AnyPublicView, AnySeatView, AnyState, family_of

#: The last views made, newest last: ``(state, reveal_roles, view)``. States and views are
#: frozen, so a state asked again (the held check's "before", the window's and the
#: players' screen's view of one action) is answered without building its view again.
_RECENT: list[tuple[AnyState, bool, AnyPublicView]] = []
_KEEP = 4


def public_view(state: AnyState, reveal_roles: bool = False) -> AnyPublicView:
    """The players' view of ``state``, by its family (``Family.public_view``).

    ``reveal_roles``: the host has revealed every role (it counts only once the game has
    ended: while it goes on, a living player's role is never shown).

    Raises:
        KeyError: the state's family is not registered.
    """
    for seen, revealed, view in reversed(_RECENT):
        if seen is state and revealed == reveal_roles:
            return view
    view = family_of(state.setup).public_view(state, reveal_roles)
    _RECENT.append((state, reveal_roles, view))
    if len(_RECENT) > _KEEP:
        del _RECENT[0]
    return view


def seat_view(state: AnyState, seat: int) -> AnySeatView:
    """What the player in ``seat`` may know of ``state``, by its family
    (``Family.seat_view``; the shape: :class:`~.seat_view.SeatView`).

    Raises:
        KeyError: the state's family is not registered.
        ValueError: ``seat`` is no player's.
    """
    if not 1 <= seat <= len(state.setup.players):
        raise ValueError(f"seat {seat} is no player's (1..{len(state.setup.players)})")
    return family_of(state.setup).seat_view(state, seat)


__all__ = ["public_view", "seat_view"]
