"""The names of the werewolf family (``docs/rules-werewolf.md``) by id, translated in one
place (context ``Werewolf``): roles, sides, how a player left, stages, action types,
rule titles, options and their word values. Only ``PySide6.QtCore`` is imported."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mafia_desktop.i18n.noop import QT_TRANSLATE_NOOP

CTX = "Werewolf"

ROLE_NAMES: dict[str, str] = {
    "villager": QT_TRANSLATE_NOOP("Werewolf", "Villager"),
    "wolf": QT_TRANSLATE_NOOP("Werewolf", "Werewolf"),
    "seer": QT_TRANSLATE_NOOP("Werewolf", "Seer"),
    "bodyguard": QT_TRANSLATE_NOOP("Werewolf", "Bodyguard"),
    "witch": QT_TRANSLATE_NOOP("Werewolf", "Witch"),
    "hunter": QT_TRANSLATE_NOOP("Werewolf", "Hunter"),
}

SIDE_NAMES: dict[str, str] = {
    "village": QT_TRANSLATE_NOOP("Werewolf", "Village"),
    "werewolves": QT_TRANSLATE_NOOP("Werewolf", "Werewolves"),
}

#: How a player left: the engine's causes (the host's) and the room's words (W-VIEW-1).
CAUSE_NAMES: dict[str, str] = {
    "attack": QT_TRANSLATE_NOOP("Werewolf", "killed by the werewolves"),
    "poison": QT_TRANSLATE_NOOP("Werewolf", "poisoned by the witch"),
    "vote": QT_TRANSLATE_NOOP("Werewolf", "voted out"),
    "shot": QT_TRANSLATE_NOOP("Werewolf", "shot by the hunter"),
    "night": QT_TRANSLATE_NOOP("Werewolf", "died in the night"),
}

STAGE_NAMES: dict[str, str] = {
    "night": QT_TRANSLATE_NOOP("Werewolf", "night"),
    "nominations": QT_TRANSLATE_NOOP("Werewolf", "discussion and nominations"),
    "vote": QT_TRANSLATE_NOOP("Werewolf", "the vote"),
    "revote": QT_TRANSLATE_NOOP("Werewolf", "the revote"),
    "hunter": QT_TRANSLATE_NOOP("Werewolf", "the hunter's shot"),
    "over": QT_TRANSLATE_NOOP("Werewolf", "game over"),
}

ACTION_NAMES: dict[str, str] = {
    "attack": QT_TRANSLATE_NOOP("Werewolf", "the werewolves' attack"),
    "check": QT_TRANSLATE_NOOP("Werewolf", "the seer's check"),
    "guard": QT_TRANSLATE_NOOP("Werewolf", "the bodyguard's guard"),
    "heal": QT_TRANSLATE_NOOP("Werewolf", "the witch's healing"),
    "poison": QT_TRANSLATE_NOOP("Werewolf", "the witch's poison"),
    "dawn": QT_TRANSLATE_NOOP("Werewolf", "dawn"),
    "nominate": QT_TRANSLATE_NOOP("Werewolf", "nomination"),
    "vote": QT_TRANSLATE_NOOP("Werewolf", "vote"),
    "close": QT_TRANSLATE_NOOP("Werewolf", "closing the vote"),
    "shoot": QT_TRANSLATE_NOOP("Werewolf", "the hunter's shot"),
}

RULE_TITLES: dict[str, str] = {
    "W-WIN-1": QT_TRANSLATE_NOOP("Werewolf", "no werewolf is left"),
    "W-WIN-2": QT_TRANSLATE_NOOP("Werewolf", "the werewolves are as many as the others"),
}

OPTION_LABELS: dict[str, str] = {
    "witch": QT_TRANSLATE_NOOP("Werewolf", "A witch may be dealt (one healing, one poison)"),
    "hunter": QT_TRANSLATE_NOOP("Werewolf", "A hunter may be dealt (shoots when leaving)"),
    "guard_repeat": QT_TRANSLATE_NOOP("Werewolf", "The bodyguard may guard the same player two nights in a row"),
    "guard_self": QT_TRANSLATE_NOOP("Werewolf", "The bodyguard may guard themself"),
    "majority": QT_TRANSLATE_NOOP("Werewolf", "Who leaves by the vote"),
    "tie": QT_TRANSLATE_NOOP("Werewolf", "A tie in the vote"),
    "reveal_dead": QT_TRANSLATE_NOOP("Werewolf", "A leaving player's role is shown"),
}

CHOICE_NAMES: dict[str, str] = {
    "most": QT_TRANSLATE_NOOP("Werewolf", "the most votes"),
    "half": QT_TRANSLATE_NOOP("Werewolf", "more than half of the living"),
    "nobody": QT_TRANSLATE_NOOP("Werewolf", "nobody leaves"),
    "revote": QT_TRANSLATE_NOOP("Werewolf", "a revote"),
    "party": QT_TRANSLATE_NOOP("Werewolf", "Party"),
    "full": QT_TRANSLATE_NOOP("Werewolf", "Full (witch, hunter, revote)"),
}

SIDES: tuple[str, ...] = ("village", "werewolves")

#: The sides' colours (the seats, the dialog, the players' screen, the reports).
SIDE_COLOURS: dict[str, str] = {"village": "#2e7d32", "werewolves": "#8e2424"}
NIGHT_SIDE_COLOURS: dict[str, str] = {"village": "#8fd694", "werewolves": "#ff8a80"}

SIDE_OF_ROLE: dict[str, str] = {"villager": "village", "wolf": "werewolves",
                                "seer": "village", "bodyguard": "village", "witch": "village",
                                "hunter": "village"}


def _lookup(table: dict[str, str], key: object) -> str:
    k = str(getattr(key, "value", key))
    source = table.get(k)
    return QCoreApplication.translate(CTX, source) if source is not None else k


def title() -> str:
    """The family's name ("Werewolf" / «Оборотни»)."""
    return QCoreApplication.translate("Werewolf", "Werewolf (party)")


def role_name(role_id: object) -> str:
    """A role's name (``"seer"`` -> "Seer" / «Провидица»)."""
    return _lookup(ROLE_NAMES, role_id)


def side_name(side_id: object) -> str:
    """A side's name (``"werewolves"`` -> "Werewolves" / «Оборотни»)."""
    return _lookup(SIDE_NAMES, side_id)


def cause_name(cause: object) -> str:
    """How a player left (``"night"`` -> "died in the night")."""
    return _lookup(CAUSE_NAMES, cause)


def stage_name(stage: object) -> str:
    """A stage (``"revote"`` -> "the revote")."""
    return _lookup(STAGE_NAMES, stage)


def action_name(action_type: str) -> str:
    """An action type's name."""
    return _lookup(ACTION_NAMES, action_type)


def rule_title(rule_id: str | None) -> str:
    """A W- rule's short title ("" for ``None``; the ID when it has none here)."""
    return _lookup(RULE_TITLES, rule_id) if rule_id else ""


def option_label(name: str) -> str:
    """An option's one-line explanation."""
    return _lookup(OPTION_LABELS, name)


def choice_name(value: object) -> str:
    """An option's word value or a preset's name."""
    return _lookup(CHOICE_NAMES, value)


__all__ = ["CTX", "NIGHT_SIDE_COLOURS", "SIDES", "SIDE_COLOURS", "SIDE_OF_ROLE", "action_name",
           "cause_name", "choice_name", "option_label", "role_name", "rule_title", "side_name",
           "stage_name", "title"]
