"""Issue 32 point 1: the families are named once (``rules/families.py``'s
``FAMILY_NAMES``), each layer finds its part by the family's name through one generic
registry (``rules/registry.py``), and the tests that need "all families" read the list.

The proof: a family name added to the list (monkeypatched) with its folders (made in a
temporary folder on each layer's package path, holding the tiny test family's parts) is
found in every layer, fenced by the fence and played by the contract suite; a family
missing its part in one layer is a clear error naming the family and the layer."""

from __future__ import annotations

import importlib
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from mafia_desktop.rules import families as listing
from mafia_desktop.rules.registry import MissingPart, Registry, UnknownFamily

from . import test_families_fence as fence
from . import test_layers


def registries() -> dict[str, Registry[Any]]:
    """Each layer -> its registry of the families' parts."""
    from mafia_desktop.cli.families import CLI_FAMILIES
    from mafia_desktop.i18n.family import WORDS_OF_FAMILIES
    from mafia_desktop.reports.family import REPORTS
    from mafia_desktop.rules.family import FAMILIES
    from mafia_desktop.storage.family import STORAGE_FAMILIES
    from mafia_desktop.ui.families import UI_FAMILIES
    return {"rules": FAMILIES, "storage": STORAGE_FAMILIES, "i18n": WORDS_OF_FAMILIES,
            "reports": REPORTS, "ui": UI_FAMILIES, "cli": CLI_FAMILIES}


def test_every_layer_has_a_registry_and_finds_a_part_in_the_fenced_folder() -> None:
    found = registries()
    assert sorted(found) == sorted(fence.LAYERS)
    for layer, registry in found.items():
        folder = f"mafia_desktop.{layer}" + (".families" if layer == "ui" else "")
        assert registry.module == folder + ".{name}.family", layer


def test_every_listed_family_has_its_part_in_every_layer_in_the_lists_order() -> None:
    for layer, registry in registries().items():
        assert tuple(p.name for p in registry.all()) == listing.FAMILY_NAMES, layer


def test_an_unknown_name_is_refused_naming_it_and_the_known_families() -> None:
    from mafia_desktop.ui.families import ui_family
    with pytest.raises(UnknownFamily) as refused:
        ui_family("no-such-family")
    said = str(refused.value)
    assert "'no-such-family'" in said and "ui" in said
    assert all(repr(name) in said for name in listing.FAMILY_NAMES)
    assert isinstance(refused.value, KeyError)  # as the registries raised before


def test_a_name_is_registered_once() -> None:
    from mafia_desktop.rules.family import FAMILIES, find_family
    classic = find_family(listing.FAMILY_NAMES[0])
    assert classic is not None and FAMILIES.register(classic) is classic  # again: no-op
    with pytest.raises(ValueError, match="registered already"):
        FAMILIES.register(type("Other", (), {"name": classic.name})())  # type: ignore[arg-type]


# -- a family added by one line ------------------------------------------------------------

#: The tiny family's parts as a real family's folders hold them: layer folder -> the
#: ``family.py`` that names its part (the ui's folders are under ``ui/families/``).
TINY_PARTS = {
    "rules": "from tests.families.tiny.rules import FAMILY\n",
    "storage": "from tests.families.tiny.storage import STORAGE as FAMILY\n",
    "i18n": "from tests.families.tiny.words import WORDS\n",
    "reports": "from tests.families.tiny.report import REPORT\n",
    "ui/families": "from tests.families.tiny.ui import UI\n",
    "cli": "from mafia_desktop.cli.families import CliFamily\n\n"
           "CLI = CliFamily('tiny', lambda args: 0)\n",
}


def _package(folder: str) -> ModuleType:
    return importlib.import_module("mafia_desktop." + folder.replace("/", "."))


@pytest.fixture()
def listed_tiny(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                qapp: Any) -> Iterator[Path]:
    """``tiny`` added to THE list, its folders made in ``tmp_path`` (one per layer, on the
    layer's package path); the registries and ``sys.modules`` as they were after."""
    for folder, source in TINY_PARTS.items():
        part = tmp_path / folder / "tiny"
        part.mkdir(parents=True)
        (part / "__init__.py").write_text('"""The tiny family, listed."""\n')
        (part / "family.py").write_text(source)
        package = _package(folder)
        monkeypatch.setattr(package, "__path__", [*package.__path__, str(tmp_path / folder)])
    importlib.invalidate_caches()
    monkeypatch.setattr(listing, "FAMILY_NAMES", (*listing.FAMILY_NAMES, "tiny"))
    try:
        yield tmp_path
    finally:
        for registry in registries().values():
            registry.unregister("tiny")
        for name in [m for m in sys.modules if ".tiny" in m and m.startswith("mafia_desktop.")]:
            del sys.modules[name]


def test_a_listed_family_is_found_by_name_in_every_layer(listed_tiny: Path) -> None:
    from mafia_desktop.cli.families import balance_of
    from mafia_desktop.i18n.family import words_of
    from mafia_desktop.reports.family import report_of
    from mafia_desktop.rules import family_name, family_names, find_family
    from mafia_desktop.storage.family import find_storage_family
    from mafia_desktop.ui.families import ui_family
    from tests.families.tiny import rules as tiny_rules

    assert family_names()[-1] == "tiny" and family_name(tiny_rules.random_setup(11)) == "tiny"
    assert find_family("tiny") is tiny_rules.FAMILY
    parts = [find_storage_family("tiny"), words_of("tiny"), report_of("tiny"),
             ui_family("tiny"), balance_of("tiny")]
    assert [p.name if p is not None else None for p in parts] == ["tiny"] * 5
    for layer, registry in registries().items():
        assert [p.name for p in registry.all()][-1] == "tiny", layer


@pytest.mark.parametrize("layer", sorted(TINY_PARTS))
def test_a_family_without_its_part_in_one_layer_is_named_with_the_layer(
        listed_tiny: Path, layer: str) -> None:
    (listed_tiny / layer / "tiny" / "family.py").unlink()
    registry = registries()[layer.split("/")[0]]
    with pytest.raises(MissingPart) as missing:
        registry.get("tiny")
    said = str(missing.value)
    assert "'tiny'" in said and registry.layer in said
    assert f"no module mafia_desktop.{layer.replace('/', '.')}.tiny.family" in said
    assert (missing.value.family, missing.value.layer) == ("tiny", registry.layer)


def test_a_part_of_another_name_or_without_its_attribute_is_named(listed_tiny: Path) -> None:
    from mafia_desktop.storage.family import STORAGE_FAMILIES
    (listed_tiny / "storage" / "tiny" / "family.py").write_text("FAMILY = None\n")
    with pytest.raises(MissingPart, match="mafia_desktop.storage.tiny.family has no FAMILY"):
        STORAGE_FAMILIES.get("tiny")


def test_the_contract_suite_plays_a_listed_family(listed_tiny: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.families.contract import contract_names, contract_of
    assert contract_names() == listing.FAMILY_NAMES  # tiny: listed and a test family
    monkeypatch.setattr(listing, "FAMILY_NAMES", (*listing.FAMILY_NAMES, "pirates"))
    assert contract_names() == listing.FAMILY_NAMES
    with pytest.raises(LookupError, match=r"'pirates'.*tests/families/pirates/contract.py"):
        contract_of("pirates")
    game = contract_of("tiny").game(11)
    assert game.state.ended and game.family.name == "tiny"


# -- the fence reads the list ---------------------------------------------------------------

def _tree(root: Path, name: str) -> Path:
    """A package tree with a rules family ``name`` and a shared module that imports its
    engine and names its family module in a string."""
    package = root / "mafia_desktop"
    (package / "rules" / name).mkdir(parents=True)
    for path in (package / "__init__.py", package / "rules" / "__init__.py",
                 package / "rules" / name / "__init__.py"):
        path.write_text("")
    (package / "rules" / name / "family.py").write_text("from .engine import FAMILY\n")
    (package / "rules" / "shared.py").write_text(
        "import importlib\n"
        f"from mafia_desktop.rules.{name}.engine import apply\n"
        f"PART = importlib.import_module('mafia_desktop.rules.{name}.family')\n")
    return package


def test_the_fence_fences_a_family_from_the_line_that_lists_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(test_layers, "PACKAGE", _tree(tmp_path, "pirates"))
    assert fence.crossings("rules") == {}  # not listed: its folder passes for shared code
    assert fence.folders_with_a_family_py()["rules"] == {"pirates"}  # which is an error
    monkeypatch.setattr(listing, "FAMILY_NAMES", ("pirates",))
    assert fence.crossings("rules") == {"rules/shared.py": [
        "mafia_desktop.rules.pirates.engine", "mafia_desktop.rules.pirates.engine.apply",
        "mafia_desktop.rules.pirates.family"]}


#: The families named by hand as a list (a tuple or a list of the two names).
BY_HAND = re.compile(r"""[(\[]\s*["']classic["'],\s*["']sport["']\s*[)\]]""")


def test_the_tests_that_need_every_family_read_the_list() -> None:
    """No test names the families' list by hand (test ids aside): they read THE list
    (``FAMILY_NAMES``, ``family_names()``, ``all_families()``) or name one family's data."""
    tests = Path(__file__).parent
    named = sorted(f"{p.relative_to(tests)}:{n}" for p in tests.rglob("*.py")
                   for n, line in enumerate(p.read_text("utf-8").splitlines(), 1)
                   if BY_HAND.search(line) and "ids=" not in line)
    assert named == []
