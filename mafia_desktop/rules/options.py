"""Options, the same for every rules family: what one option may hold
(:class:`OptionSpec`), the check of a value against it (:func:`check_option_value`), and
a ruleset's plumbing every family's ruleset shares (a frozen dataclass with a ``preset``
field and one field per option): its options (:func:`options_of`), what differs from
its preset (:func:`overrides_of`) and a ruleset from a preset and overrides
(:func:`ruleset_from_presets`). Each family lists its own options (``Family.options``)
and presets."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import Field, dataclass, fields, replace
from typing import ClassVar, Protocol, TypeVar

from .errors import LogFormatError

#: An option's value: a ``bool``, an ``int`` (seconds, a count), a ``float`` (points) or
#: a ``str`` (one of the option's choices).
OptionValue = bool | int | float | str


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """What one option of RULES.md may hold.

    Attributes:
        name: the option's name in RULES.md and in the game log.
        rule: the rule that defines it.
        kind: ``bool``, ``int``, ``str``, or ``float`` (points, sport).
        choices: the allowed values for a ``str`` or an enumerated ``int`` option, else
            ``None``; ``minimum`` and ``maximum`` bound a free number (seconds, points).
        help: one line in English for developers (the UI translates its own text).
    """

    name: str
    rule: str
    kind: type
    choices: tuple[OptionValue, ...] | None
    help: str
    minimum: int | float | None = None
    maximum: int | float | None = None


def check_option_value(spec: OptionSpec, value: object, field: str) -> OptionValue:
    """``value`` checked against ``spec`` (both families' options): its kind (``bool``,
    ``int``, ``str``, or ``float`` for points: any finite number), its choices, and its
    ``minimum``/``maximum``. Returns the value (a ``float`` for a points option).

    Raises:
        LogFormatError: naming ``field``, what was expected and what was found.
    """
    if spec.kind is bool:
        ok = isinstance(value, bool)
    elif spec.kind is int:
        ok = isinstance(value, int) and not isinstance(value, bool)
    elif spec.kind is float:
        ok = isinstance(value, (int, float)) and not isinstance(value, bool) \
            and math.isfinite(value)
    else:
        ok = isinstance(value, str)
    if not ok:
        expected = "a number" if spec.kind is float else spec.kind.__name__
        raise LogFormatError(
            f"{field}: expected {expected}, got {type(value).__name__} {value!r}",
            field=field)
    if spec.choices is not None and value not in spec.choices:
        raise LogFormatError(
            f"{field}: expected one of {', '.join(map(str, spec.choices))}, got {value!r}",
            field=field)
    if isinstance(value, (bool, str)):
        return value
    assert isinstance(value, (int, float))  # the kind was checked above
    low, high = spec.minimum, spec.maximum
    if (low is not None and value < low) or (high is not None and value > high):
        what = "a number" if spec.kind is float else "an integer"
        bounds = (f">= {low}" if high is None else f"<= {high}" if low is None
                  else f"between {low} and {high}")
        raise LogFormatError(f"{field}: expected {what} {bounds}, got {value!r}", field=field)
    return float(value) if spec.kind is float else value




R = TypeVar("R")


class _Ruleset(Protocol):
    """A family's ruleset as the helpers below read it: a dataclass with a ``preset``."""

    __dataclass_fields__: ClassVar[dict[str, Field[object]]]

    @property
    def preset(self) -> str: ...


def options_of(ruleset: _Ruleset) -> dict[str, OptionValue]:
    """All options of a ruleset (a dataclass) by name, without ``preset``."""
    return {f.name: getattr(ruleset, f.name) for f in fields(ruleset) if f.name != "preset"}


def overrides_of(ruleset: _Ruleset, presets: Mapping[str, object]) -> dict[str, OptionValue]:
    """The options of ``ruleset`` that differ from its preset's (``presets[ruleset.preset]``),
    as a log stores them."""
    base = presets[ruleset.preset]
    return {k: v for k, v in options_of(ruleset).items() if getattr(base, k) != v}


def ruleset_from_presets(presets: Mapping[str, R], specs: Mapping[str, OptionSpec],
                         preset: str, options: Mapping[str, object] | None = None, *,
                         option_word: str = "option", preset_note: str = "") -> R:
    """A ruleset from a preset of ``presets`` and option overrides checked against
    ``specs`` (the family's options); ``option_word`` and ``preset_note`` word the
    errors ("unknown sport option", "... for the sport family").

    Raises:
        LogFormatError: an unknown preset or option, or a value of the wrong type or
            outside the option's choices (``field`` names it).
    """
    if not isinstance(preset, str) or preset not in presets:
        raise LogFormatError(
            f"ruleset.preset: expected one of {', '.join(presets)}{preset_note}, "
            f"got {preset!r}", field="ruleset.preset")
    checked = {}
    for name, value in (options or {}).items():
        field = f"ruleset.options.{name}"
        spec = specs.get(name)
        if spec is None:
            raise LogFormatError(f"{field}: unknown {option_word} {name!r}; expected one "
                                 f"of {', '.join(sorted(specs))}", field=field)
        checked[name] = check_option_value(spec, value, field)
    return with_options(presets[preset], checked)


def with_options(ruleset: R, values: Mapping[str, OptionValue]) -> R:
    """``ruleset`` (a frozen dataclass) with the options ``values`` (already checked
    against the family's option specs) set."""
    return replace(ruleset, **values)  # type: ignore[type-var]  # R is any family's ruleset dataclass


__all__ = ["OptionSpec", "OptionValue", "check_option_value", "options_of", "overrides_of",
           "ruleset_from_presets", "with_options"]
