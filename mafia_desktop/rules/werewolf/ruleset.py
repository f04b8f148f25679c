"""Werewolf's ruleset: its options (the "Decision"s of ``docs/rules-werewolf.md``) and
presets, and a ruleset from a log's ``ruleset`` object."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass

from ..errors import LogFormatError
from ..options import OptionSpec, OptionValue, check_option_value, with_options
from .roles import NAME

OPTIONS: dict[str, OptionSpec] = {spec.name: spec for spec in (
    OptionSpec("witch", "W-SETUP-2", bool, None, "a witch may be dealt (W-WITCH-1, W-WITCH-2)"),
    OptionSpec("hunter", "W-SETUP-2", bool, None, "a hunter may be dealt (W-HUNT-1)"),
    OptionSpec("guard_repeat", "W-NIGHT-4", bool, None,
               "the bodyguard may guard the same player two nights in a row"),
    OptionSpec("guard_self", "W-NIGHT-4", bool, None, "the bodyguard may guard themself"),
    OptionSpec("majority", "W-VOTE-2", str, ("most", "half"),
               "most votes, or more than half of the living players"),
    OptionSpec("tie", "W-VOTE-3", str, ("nobody", "revote"), "a tie: nobody leaves, or a revote"),
    OptionSpec("reveal_dead", "W-VIEW-1", bool, None, "a leaving player's role is shown"),
)}


@dataclass(frozen=True, slots=True)
class Ruleset:
    """One werewolf ruleset: the preset's name and every option's value (W- rules)."""

    preset: str = "party"
    witch: bool = False
    hunter: bool = False
    guard_repeat: bool = False
    guard_self: bool = True
    majority: str = "most"
    tie: str = "nobody"
    reveal_dead: bool = True
    family: str = NAME

    def options(self) -> dict[str, OptionValue]:
        """Every option's value by name."""
        values = asdict(self)
        return {key: values[key] for key in OPTIONS}

    def overrides(self) -> dict[str, OptionValue]:
        """The options that differ from the preset's (what the log writes)."""
        base = PRESETS[self.preset].options() if self.preset in PRESETS else {}
        return {k: v for k, v in self.options().items() if base.get(k) != v}


#: The presets, the first the default: ``party`` (the defaults), ``full`` (witch,
#: hunter, revote).
PRESETS: dict[str, Ruleset] = {
    "party": Ruleset("party"),
    "full": Ruleset("full", witch=True, hunter=True, tie="revote"),
}


def ruleset_from(preset: str, options: Mapping[str, object] | None = None) -> Ruleset:
    """A ruleset from a preset and overrides.

    Raises:
        LogFormatError: an unknown preset or option, or a bad value (``field`` names it).
    """
    if preset not in PRESETS:
        raise LogFormatError(f"ruleset.preset: expected one of {', '.join(PRESETS)}, got "
                             f"{preset!r}", field="ruleset.preset")
    values = PRESETS[preset].options()
    for key, value in (options or {}).items():
        if key not in OPTIONS:
            raise LogFormatError(f"ruleset.options.{key}: no such option",
                                 field=f"ruleset.options.{key}")
        values[key] = check_option_value(OPTIONS[key], value, f"ruleset.options.{key}")
    return with_options(PRESETS[preset], values)


__all__ = ["OPTIONS", "PRESETS", "Ruleset", "ruleset_from"]
