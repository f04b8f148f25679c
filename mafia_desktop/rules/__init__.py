"""The rules layer (RULES.md, RULES_SPORT.md), pure Python: it imports nothing from Qt,
storage or ui.

The shared machinery lives here; each rules family is a folder: :mod:`.classic`
(RULES.md) and :mod:`.sport` (RULES_SPORT.md, FIIM), named in :mod:`.families`
(``FAMILY_NAMES``, the one list) and found by name, each imported at the first question. :class:`Game` pushes and pops actions of any
family; :mod:`.log_format` reads and writes the JSON game log (GAME_LOG.md);
:func:`~.public_view.public_view` is what the players may see. Every refusal is a
:class:`RuleViolation` carrying the rule's ID (and a ``code`` with ``params`` to word it
in any language). :func:`family_of` finds a setup's :class:`Family`.

>>> from mafia_desktop.rules.classic import Nominate, Role, make_setup, ruleset_from
>>> setup = make_setup([(1, "Anna", Role.GODFATHER), (2, "Boris", Role.CIVILIAN),
...                     (3, "Vera", Role.COMMISSAR), (4, "Gleb", Role.CIVILIAN)],
...                    ruleset_from("table"), rng_seed=7)
>>> game = Game(setup)
>>> game.family.name, family_name(game.state)
('classic', 'classic')
>>> game.why_not(Nominate(by=2, target=1)) is None
True
"""

from . import families  # the one list of the families
from .errors import LogFormatError, RuleViolation
from .family import (
    DEFAULT_FAMILY,
    AnyAction,
    AnyOutcome,
    AnyPublicView,
    AnyRuleset,
    AnySetup,
    AnyState,
    Family,
    SeatPoints,
    all_families,
    family_name,
    family_names,
    family_of,
    find_family,
)
from .game import Game
from .names import (
    MAX_NAME_LENGTH,
    MAX_TITLE_LENGTH,
    NAME_LIMITS,
    TableNames,
    check_any_name,
    check_name,
    check_names,
    readable_name,
    split_names,
)
from .options import OptionSpec, check_option_value
from .state import Phase, name_key

__all__ = [
    "DEFAULT_FAMILY", "AnyAction", "AnyOutcome", "AnyPublicView", "AnyRuleset", "AnySetup",
    "AnyState", "Family", "SeatPoints", "all_families", "families", "family_name",
    "family_names", "family_of", "find_family", "LogFormatError", "RuleViolation", "Game",
    "MAX_NAME_LENGTH", "MAX_TITLE_LENGTH", "NAME_LIMITS", "TableNames", "check_any_name", "check_name",
    "check_names",
    "readable_name", "split_names", "OptionSpec", "check_option_value", "Phase",
    "name_key",
]
