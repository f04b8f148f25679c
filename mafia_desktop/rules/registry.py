"""One registry for every layer's part of a rules family (issue 32 point 1).

A :class:`Registry` is one extension point (as Picard's): each layer makes one instance
for its part of a family (the rules' :class:`~.family.Family`, storage's
``StorageFamily``, the words, the report, the UI, the command line) and asks it by the
family's name. The families are named once, in :data:`.families.FAMILY_NAMES`; a
registry finds a listed family's part by that name, in the layer's folder of the same
name (``module`` below, e.g. ``mafia_desktop.rules.{name}.family``), importing it on the
first question, so a game of one family loads no other family's modules. A test may
:meth:`~Registry.register` a family of its own (``tests/families/tiny``) beside them.

It lives in the rules layer, the bottom one: every layer may import it.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Part:
...     name: str
>>> parts: Registry[Part] = Registry("example", "nowhere.{name}.family", "PART")
>>> parts.register(Part("extra")).name
'extra'
>>> parts.find("extra") == Part("extra"), parts.find("nobody"), "extra" in parts
(True, None, True)
>>> parts.get("nobody")
Traceback (most recent call last):
...
mafia_desktop.rules.registry.UnknownFamily: no example part for a family named 'nobody' (known: ..., 'extra')
"""

from __future__ import annotations

import importlib
from typing import Generic, Protocol, TypeVar

from . import families as _listing


class Named(Protocol):
    """A family's part in a layer: it says whose it is."""

    @property
    def name(self) -> str:
        """The family's name (``ruleset.family``)."""
        ...


T = TypeVar("T", bound=Named)


class UnknownFamily(KeyError):
    """No family of that name is listed (:data:`.families.FAMILY_NAMES`) or registered.

    Attributes:
        layer: the registry's layer ("rules", "storage"...).
        family: the name asked for.
        known: the names the registry knows, in order.
    """

    def __init__(self, layer: str, family: object, known: tuple[str, ...]) -> None:
        self.layer, self.family, self.known = layer, family, known
        listing = ", ".join(repr(n) for n in known) or "none"
        self.message = f"no {layer} part for a family named {family!r} (known: {listing})"
        super().__init__(self.message)

    def __str__(self) -> str:
        return self.message


class MissingPart(LookupError):
    """A listed family has no part in one layer: its folder, its module or the module's
    attribute is missing (a family needs its folder in every layer: the steps in
    ``docs/architecture.md``, "Adding a family").

    Attributes:
        layer: the layer without the part ("storage", "ui"...).
        family: the family's name.
        module: the module looked for (``mafia_desktop.storage.<family>.family``).
        attribute: the name looked for in it (``FAMILY``).
    """

    def __init__(self, layer: str, family: str, module: str, attribute: str,
                 why: str) -> None:
        self.layer, self.family, self.module, self.attribute = layer, family, module, attribute
        self.message = (f"the family {family!r} (mafia_desktop/rules/families.py) has no "
                        f"{layer} part: {why}")
        super().__init__(self.message)

    def __str__(self) -> str:
        return self.message


def listed() -> tuple[str, ...]:
    """The listed families' names (read at each call: a test may change the list)."""
    return _listing.FAMILY_NAMES


class Registry(Generic[T]):
    """One layer's parts of the rules families, by name.

    Args:
        layer: the layer's word in the errors ("rules", "storage", "words"...).
        module: the module of a family's part, ``{name}`` standing for the family's
            name (``"mafia_desktop.storage.{name}.family"``).
        attribute: the part's name in that module (``"FAMILY"``).
    """

    def __init__(self, layer: str, module: str, attribute: str) -> None:
        self.layer = layer
        self.module = module
        self.attribute = attribute
        self._parts: dict[str, T] = {}

    def __repr__(self) -> str:
        return f"Registry({self.layer!r}, {self.module!r}, {self.attribute!r})"

    def register(self, part: T) -> T:
        """Add ``part`` under its ``name`` (a test's own family; a listed family's part is
        registered when first asked for). Registering the same object again is a no-op.

        Raises:
            ValueError: another part is registered under that name.
        """
        known = self._parts.get(part.name)
        if known is not None and known is not part:
            raise ValueError(f"a {self.layer} part for a family named {part.name!r} is "
                             "registered already")
        self._parts[part.name] = part
        return part

    def unregister(self, name: str) -> None:
        """Remove the part of the family ``name`` (for tests); no error if absent. A
        listed family's part is found again at the next question."""
        self._parts.pop(name, None)

    def names(self) -> tuple[str, ...]:
        """Every family this registry knows, imported or not: the listed ones in the
        list's order, then the ones registered beside them in the order registered."""
        listing = listed()
        return (*listing, *(n for n in self._parts if n not in listing))

    def __contains__(self, name: object) -> bool:
        """True when ``name`` is a known family's name (nothing is imported)."""
        return isinstance(name, str) and (name in self._parts or name in listed())

    def find(self, name: object) -> T | None:
        """The part of the family ``name``, imported at the first question; ``None`` for
        a name no family has (or no ``str``).

        Raises:
            MissingPart: the family is listed but has no part in this layer.
        """
        if not isinstance(name, str):
            return None
        part = self._parts.get(name)
        if part is None and name in listed():
            part = self.register(self._load(name))
        return part

    def get(self, name: object) -> T:
        """The part of the family ``name``, as :meth:`find`.

        Raises:
            UnknownFamily: no family has that name (the message lists the known ones).
            MissingPart: the family is listed but has no part in this layer.
        """
        part = self.find(name)
        if part is None:
            raise UnknownFamily(self.layer, name, self.names())
        return part

    def all(self) -> tuple[T, ...]:
        """Every family's part, in :meth:`names`'s order (each listed one imported).

        Raises:
            MissingPart: a listed family has no part in this layer.
        """
        return tuple(self.get(name) for name in self.names())

    def _load(self, name: str) -> T:
        module = self.module.format(name=name)
        try:
            loaded = importlib.import_module(module)
        except ModuleNotFoundError as e:
            if e.name is None or not (module == e.name or module.startswith(e.name + ".")):
                raise  # the part is there; something it imports is not
            raise MissingPart(self.layer, name, module, self.attribute,
                              f"no module {module}") from e
        part: T | None = getattr(loaded, self.attribute, None)
        if part is None:
            raise MissingPart(self.layer, name, module, self.attribute,
                              f"{module} has no {self.attribute}")
        if part.name != name:
            raise MissingPart(self.layer, name, module, self.attribute,
                              f"{module}.{self.attribute} is the family {part.name!r}")
        return part


__all__ = ["MissingPart", "Named", "Registry", "UnknownFamily", "listed"]
