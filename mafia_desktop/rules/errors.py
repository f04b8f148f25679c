"""The engine's two error types.

Both are ``ValueError`` subclasses (as python-chess's ``IllegalMoveError``):

* :class:`RuleViolation`: an action the rules do not allow. It carries the rule's ID
  from RULES.md (``"R-VOTE-2"``), a message in English, and the action's index in the
  log (0-based; ``None`` when the action was only asked about, not pushed).
* :class:`LogFormatError`: a game log (GAME_LOG.md) that cannot be read. ``index`` is
  the action's index for an unreadable action, ``None`` for a broken file or setup;
  ``field`` is the JSON path of what is wrong (``"players[2].name"``).
"""

from __future__ import annotations


class RuleViolation(ValueError):
    """An action refused by a rule.

    Attributes:
        rule: the rule's ID in RULES.md, e.g. ``"R-NOM-2"``.
        message: what is wrong, in English, naming players by name.
        index: the 0-based index the action would have had in the log, or ``None``.
    """

    def __init__(self, rule: str, message: str, index: int | None = None) -> None:
        super().__init__(f"{rule}: {message}")
        self.rule = rule
        self.message = message
        self.index = index

    def at_index(self, index: int) -> RuleViolation:
        """Return a copy of this violation carrying ``index``."""
        return RuleViolation(self.rule, self.message, index)


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
