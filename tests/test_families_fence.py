"""Issue 21: each rules family is a unit, one folder per layer (``classic/``, ``sport/``).

The fence: in a layer, a module outside the family folders imports nothing from inside
any family's folder (of that layer or another: ``mafia_desktop.rules.sport...`` in the UI
is a crossing too), except the layer's one registration module, which registers the
families. Shared code asks the registry (``rules.family_of``), never a family's module.

``rules``, ``storage``, ``i18n``, ``reports`` and ``ui`` are fenced (:data:`LAYERS`; the
ui's family folders are gathered in ``ui/families/``, its sport tournament in
``ui/families/sport/tournament/``); ``cli`` is not yet. Until then
:data:`PENDING` records how many of their modules still cross the fence: the count may
only go down (a ratchet), and it says where a third family would need an edit.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .test_layers import PACKAGE, _modules

#: The family folders' names (the same in every layer).
FAMILY_FOLDERS = ("classic", "sport")

#: A layer may gather its family folders in one sub-package of this name
#: (``ui/families/classic/``, ``ui/families/sport/``) beside its shared sub-packages.
FAMILIES = "families"

#: Each fenced layer -> its registration module (the one exception to the fence).
LAYERS: dict[str, str] = {
    "rules": "mafia_desktop.rules.families",
    "storage": "mafia_desktop.storage.families",
    "i18n": "mafia_desktop.i18n.families",
    "reports": "mafia_desktop.reports.families",
    "ui": "mafia_desktop.ui.families.registry",  # family folders: ui/families/<family>/
    "cli": "mafia_desktop.cli.families",
}

#: Layers not fenced yet -> the number of their modules (outside family folders) that
#: import a family's folder today; the test lists them when the count grows. Lower a
#: number when a slice of issue 21 moves a layer's family code into its own folders;
#: move the layer to :data:`LAYERS` (with its registration module) once its family code
#: is in folders and registered. ``i18n`` imports no family folder, but its family words
#: are still in shared modules (``sport_names.py``): not fenced until they move.
PENDING: dict[str, int] = {
}

#: Imports between two families' folders (``from`` -> ``to``), each a debt to pay:
#: sport's balance lab counts its games with the classic lab's ``Estimate`` (the shared
#: statistics are to move out of ``classic/balance/``).
CROSS_FAMILY: set[tuple[str, str]] = {
    # the sport balance command borrows the club's statistics and the model's stated
    # assumption from the classic balance lab (to move to a shared statistics module)
    ("cli/sport/balance.py", "mafia_desktop.cli.classic.balance"),
    ("cli/sport/balance.py", "mafia_desktop.rules.classic.balance"),
    ("rules/sport/balance.py", "mafia_desktop.rules.classic.balance.estimate"),
}


def _family_module(name: str) -> str | None:
    """The family folder ``name`` is in or is (``mafia_desktop.<layer>.<family>``), or
    ``None``."""
    parts = name.split(".")
    if len(parts) < 3 or parts[0] != "mafia_desktop":
        return None
    if parts[2] in FAMILY_FOLDERS:
        return ".".join(parts[:3])
    if parts[2] == FAMILIES and len(parts) >= 4 and parts[3] in FAMILY_FOLDERS:
        return ".".join(parts[:4])
    return None


def _own_family(path: Path) -> str | None:
    """The family folder a source file is in (``mafia_desktop.rules.sport``), or ``None``."""
    parts = path.relative_to(PACKAGE).parts
    if len(parts) >= 3 and parts[1] in FAMILY_FOLDERS:
        return f"mafia_desktop.{parts[0]}.{parts[1]}"
    if len(parts) >= 4 and parts[1] == FAMILIES and parts[2] in FAMILY_FOLDERS:
        return f"mafia_desktop.{parts[0]}.{FAMILIES}.{parts[2]}"
    return None


def _dotted(path: Path) -> str:
    inside = path.relative_to(PACKAGE).with_suffix("").parts
    if inside[-1] == "__init__":
        inside = inside[:-1]
    return ".".join(("mafia_desktop", *inside))


def crossings(layer: str) -> dict[str, list[str]]:
    """The modules of ``layer`` outside the family folders that import from inside one
    (the registration module left out): module path -> the family modules it imports."""
    found: dict[str, list[str]] = {}
    for path in sorted((PACKAGE / layer).rglob("*.py")):
        if _own_family(path) is not None or _dotted(path) == LAYERS.get(layer):
            continue
        inside = sorted({m for m in _modules(path) if _family_module(m) is not None})
        if inside:
            found[str(path.relative_to(PACKAGE))] = inside
    return found


@pytest.mark.parametrize("layer", sorted(LAYERS))
def test_shared_code_imports_no_family_folder(layer: str) -> None:
    assert crossings(layer) == {}


@pytest.mark.parametrize("layer", sorted(PENDING))
def test_layers_not_fenced_yet_cross_no_more_than_recorded(layer: str) -> None:
    found = crossings(layer)
    listing = "\n".join(f"  {path}: {', '.join(mods)}" for path, mods in found.items())
    assert len(found) <= PENDING[layer], (  # a ratchet: lower PENDING when it drops
        f"{layer}: {len(found)} modules import a family's folder (recorded: "
        f"{PENDING[layer]}); register the family code instead:\n{listing}")


def test_the_registration_module_registers_every_family_folder() -> None:
    """Each folder of the fenced layers is imported by its registration module."""
    for layer, registration in LAYERS.items():
        path = PACKAGE / Path(*registration.split(".")[1:]).with_suffix(".py")
        imported = {_family_module(m) for m in _modules(path)} - {None}
        folders = {f"mafia_desktop.{layer}.{f}" for f in FAMILY_FOLDERS
                   if (PACKAGE / layer / f).is_dir()}
        folders |= {f"mafia_desktop.{layer}.{FAMILIES}.{f}" for f in FAMILY_FOLDERS
                    if (PACKAGE / layer / FAMILIES / f).is_dir()}
        assert imported == folders, (layer, sorted(folders - imported))


def test_a_family_folder_imports_no_other_family() -> None:
    """A family's folder imports no other family's folder (but :data:`CROSS_FAMILY`)."""
    found = set()
    for path in sorted(PACKAGE.rglob("*.py")):
        own = _own_family(path)
        if own is None:
            continue
        for name in _modules(path):
            other = _family_module(name)
            if other is not None and other.rsplit(".", 1)[1] != own.rsplit(".", 1)[1]:
                found.add((str(path.relative_to(PACKAGE)), name))
    # ``from X import a, b`` is seen as X, X.a and X.b: keep X (per importing file)
    assert {(p, m) for p, m in found
            if (p, m.rsplit(".", 1)[0]) not in found} == CROSS_FAMILY
