"""The engine's two error types.

Both are ``ValueError`` subclasses (as python-chess's ``IllegalMoveError``):

* :class:`RuleViolation`: an action the rules do not allow. It carries the rule's ID
  from RULES.md (``"R-VOTE-2"``), a message in English, the action's index in the log
  (0-based; ``None`` when the action was only asked about, not pushed), and a stable
  ``code`` with ``params`` from which a translation words the same refusal
  (``mafia_desktop.i18n.refusals``).
* :class:`LogFormatError`: a game log (GAME_LOG.md) that cannot be read. ``index`` is
  the action's index for an unreadable action, ``None`` for a broken file or setup;
  ``field`` is the JSON path of what is wrong (``"players[2].name"``).
"""

from __future__ import annotations

from collections.abc import Mapping

#: The names under which a refusal's ``params`` hold one seat (an ``int``, 1..N).
SEAT_PARAMS: frozenset[str] = frozenset({"player", "by", "target", "godfather"})

#: The names under which a refusal's ``params`` hold several seats (a tuple of ``int``).
SEAT_LIST_PARAMS: frozenset[str] = frozenset({"candidates"})


class RuleViolation(ValueError):
    """An action refused by a rule.

    Attributes:
        rule: the rule's ID in RULES.md, e.g. ``"R-NOM-2"``.
        message: what is wrong, in English, naming players by name.
        index: the 0-based index the action would have had in the log, or ``None``.
        code: a stable key of this kind of refusal, one per distinct message
            (``"nominate.dead_nominator"``, ``"vote.window_closed"``); ``""`` for a
            refusal made outside the rules (e.g. by a dialog).
        params: what the message says, as values: seats as ``int`` under the names of
            :data:`SEAT_PARAMS` (``player``, ``by``, ``target``, ``godfather``), seats
            as a tuple of ``int`` under :data:`SEAT_LIST_PARAMS` (``candidates``), times
            as ISO 8601 strings (``at``, ``closes``, ``previous``), role ids under
            ``role``, counts and option values as ``int`` or ``str``. The translation
            table ``mafia_desktop.i18n.refusals`` words each code with these.
        family: the name of the rules family whose words word ``code``
            (``rules.families.FAMILY_NAMES``; codes are namespaced per family: the
            classic ``vote.self`` is not another family's ``vote.self``); ``""`` when
            not known (a shared rule's refusal, such as the names' rule, or one made
            outside an engine: the words then look the code up in the shared table and
            in the table of the family whose prefix the ``rule`` has). The shared
            ``refuse`` sets it from the state; :class:`~.game.Game` sets it on a refusal
            of its family's engine that has none.
    """

    def __init__(self, rule: str, message: str, index: int | None = None, *,
                 code: str = "", params: Mapping[str, object] | None = None,
                 family: str = "") -> None:
        super().__init__(f"{rule}: {message}")
        self.rule = rule
        self.message = message
        self.index = index
        self.code = code
        self.params: dict[str, object] = dict(params or {})
        self.family = family

    def at_index(self, index: int) -> RuleViolation:
        """Return a copy of this violation carrying ``index``."""
        return RuleViolation(self.rule, self.message, index, code=self.code,
                             params=self.params, family=self.family)


class LogFormatError(ValueError):
    """A game log, or one of its actions, that cannot be read.

    Attributes:
        message: names the field, what was expected and what was found.
        field: the JSON path of the offending value (``"actions[3].by"``), or ``None``.
        index: the action's 0-based index for an unreadable action; ``None`` for the
            file or its setup.
        rule: the rule's ID when the setup breaks a rule (``"R-SETUP-2"``), else ``None``.
    """

    def __init__(
        self,
        message: str,
        *,
        field: str | None = None,
        index: int | None = None,
        rule: str | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.field = field
        self.index = index
        self.rule = rule
