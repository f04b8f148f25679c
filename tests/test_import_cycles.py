"""No import circle in ``mafia_desktop.ui`` (issue 32.5), counting every import: at the top
of a module, inside a function (a lazy import) and under ``if TYPE_CHECKING:``.

A circle means two modules each need the other: neither can be read, tested or moved
alone. It is broken by moving the shared piece to a lower module, or by a ``Protocol``
declared beside the code that uses it (``docs/development.md``, "Import circles").

The rest of the package is held too: its circles may only go away (:data:`KNOWN`), never
grow (the family registries' circles went with issue 32.1's one typed registry).
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from pathlib import Path

import mafia_desktop

PACKAGE = Path(mafia_desktop.__file__).parent

#: The circles outside ``ui/`` left (each a sorted tuple of its modules, without the
#: ``mafia_desktop.`` prefix). A circle broken is removed from here; none is added.
KNOWN: set[tuple[str, ...]] = {
    ("reports.printing", "reports.render"),
    ("reports.ratings", "reports.ratings_kept"),
}


def modules(root: Path = PACKAGE) -> dict[str, Path]:
    """Every module under ``root`` by its dotted name (a package by its own name)."""
    found = {}
    for path in root.rglob("*.py"):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def imports_of(name: str, path: Path, known: Iterable[str]) -> set[str]:
    """The modules of ``known`` that module ``name`` (its file ``path``) imports anywhere
    in it: ``from X import Y`` counts as ``X.Y`` when that is a module, else as ``X``;
    relative imports are made absolute."""
    known = set(known)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[:len(package.split(".")) - node.level + 1]
                module = ".".join([*base, *([node.module] if node.module else [])])
            else:
                module = node.module or ""
            for alias in node.names:
                if f"{module}.{alias.name}" in known:
                    found.add(f"{module}.{alias.name}")
                elif module in known:
                    found.add(module)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name in known)
    found.discard(name)
    return found


def import_graph(root: Path = PACKAGE) -> dict[str, set[str]]:
    """Each module under ``root`` and the modules under ``root`` it imports."""
    found = modules(root)
    return {name: imports_of(name, path, found) for name, path in found.items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import circles of ``graph``, one per :func:`tangles`, each as a path
    ``[a, b, …, a]`` through it, sorted."""
    return sorted(_path_through(graph, part) for part in tangles(graph))


def tangles(graph: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected parts of ``graph`` of more than one module (Tarjan's
    algorithm): in each, every module imports every other, directly or not."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    parts: list[set[str]] = []

    def visit(node: str) -> None:  # a recursion as deep as the longest import chain
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            part = set()
            while True:
                other = stack.pop()
                on_stack.discard(other)
                part.add(other)
                if other == node:
                    break
            if len(part) > 1:
                parts.append(part)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return parts


def _path_through(graph: dict[str, set[str]], part: set[str]) -> list[str]:
    """A shortest circle from the first module of ``part`` back to it, within ``part``."""
    start = min(part)
    came_from: dict[str, str] = {}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for other in sorted(graph[node] & part):
                if other == start:
                    path = [node]
                    while path[-1] != start:
                        path.append(came_from[path[-1]])
                    return [start, *reversed(path[:-1]), start] if node != start else [start]
                if other not in came_from:
                    came_from[other] = node
                    following.append(other)
        frontier = following
    raise AssertionError(f"no circle through {start}")  # a strongly connected part has one


def _named(circle: list[str]) -> str:
    return " -> ".join(m.removeprefix("mafia_desktop.") for m in circle)


def test_no_import_circle_in_the_ui() -> None:
    graph = import_graph()
    found = [c for c in circles(graph) if any(m.startswith("mafia_desktop.ui") for m in c)]
    assert not found, "import circles in mafia_desktop.ui:\n" + "\n".join(map(_named, found))


def test_no_new_import_circle_in_the_package() -> None:
    found = {}
    graph = import_graph()
    for tangle in tangles(graph):
        part = tuple(sorted(m.removeprefix("mafia_desktop.") for m in tangle))
        found[part] = _path_through(graph, tangle)
    new = [found[p] for p in found if p not in KNOWN]
    assert not new, "new import circles:\n" + "\n".join(map(_named, new))
    gone = KNOWN - set(found)
    assert not gone, f"circles broken: remove them from KNOWN: {sorted(gone)}"


def test_every_kind_of_import_is_counted(tmp_path: Path) -> None:
    """A circle made of a lazy import, a ``TYPE_CHECKING`` import and a relative one is
    found and named."""
    package = tmp_path / "pkg"
    (package / "sub").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "sub" / "__init__.py").write_text("")
    (package / "a.py").write_text("def f():\n    from pkg.sub import b\n")
    (package / "sub" / "b.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from . import c\n")
    (package / "sub" / "c.py").write_text("from .. import a\n")
    (package / "d.py").write_text("import pkg.a\n")  # into the circle, not in it
    assert circles(import_graph(package)) == [["pkg.a", "pkg.sub.b", "pkg.sub.c", "pkg.a"]]
