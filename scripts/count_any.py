"""Count the ``Any`` annotations in ``mafia_desktop/`` (issue 32 point 3: "``Any`` down to
what Qt's signatures force, listed").

An *annotation* is a parameter's, a return's or a variable's annotation (``x: T``), a
``cast(T, ...)``'s type and a type alias's value; each one that names ``Any`` (``Any``
or ``typing.Any``, anywhere inside it: ``dict[str, Any]`` counts once) counts once.
Docstrings and comments do not count.

Usage::

    python scripts/count_any.py            # the total and the count per layer
    python scripts/count_any.py --files    # ... and per file, most first
    python scripts/count_any.py --list     # every annotation: file:line  text
    python scripts/count_any.py --rev REV  # the same for a git revision (the "before")
"""

from __future__ import annotations

import argparse
import ast
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "mafia_desktop"


def _names_any(node: ast.AST | None) -> bool:
    """True when the annotation expression ``node`` names ``Any`` (also inside a string
    annotation)."""
    if node is None:
        return False
    for sub in ast.walk(node):
        if isinstance(sub, ast.Name) and sub.id == "Any":
            return True
        if isinstance(sub, ast.Attribute) and sub.attr == "Any":
            return True
        if isinstance(sub, ast.Constant) and isinstance(sub.value, str):
            try:
                inner = ast.parse(sub.value, mode="eval")
            except SyntaxError:
                continue
            if _names_any(inner):
                return True
    return False


def annotations(tree: ast.AST) -> Iterator[ast.AST]:
    """Every annotation expression of a module: parameters, returns, ``x: T``,
    ``cast(T, ...)``'s ``T`` and ``X: TypeAlias = T`` / ``type X = T``."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            args = node.args
            for a in (*args.posonlyargs, *args.args, *args.kwonlyargs,
                      *(x for x in (args.vararg, args.kwarg) if x is not None)):
                if a.annotation is not None:
                    yield a.annotation
            if node.returns is not None:
                yield node.returns
        elif isinstance(node, ast.AnnAssign):
            yield node.annotation
            if isinstance(node.annotation, ast.Name) and node.annotation.id == "TypeAlias" \
                    and node.value is not None:
                yield node.value
        elif isinstance(node, ast.Call) and node.args:
            func = node.func
            name = func.id if isinstance(func, ast.Name) else (
                func.attr if isinstance(func, ast.Attribute) else "")
            if name == "cast":
                yield node.args[0]


def count_source(text: str) -> list[int]:
    """The line numbers of the ``Any`` annotations in one module's source."""
    return sorted(getattr(a, "lineno", 0) for a in annotations(ast.parse(text))
                  if _names_any(a))


def sources(rev: str | None) -> Iterator[tuple[str, str]]:
    """``(path, text)`` of every module of the package, now or at git revision ``rev``."""
    if rev is None:
        for path in sorted((ROOT / PACKAGE).rglob("*.py")):
            yield path.relative_to(ROOT).as_posix(), path.read_text("utf-8")
        return
    names = subprocess.run(["git", "ls-tree", "-r", "--name-only", rev, PACKAGE],
                           cwd=ROOT, check=True, capture_output=True, text=True).stdout
    for name in sorted(n for n in names.splitlines() if n.endswith(".py")):
        yield name, subprocess.run(["git", "show", f"{rev}:{name}"], cwd=ROOT, check=True,
                                   capture_output=True, text=True).stdout


def main(argv: list[str] | None = None) -> int:
    """Print the count (and, as asked, per layer, per file, every line). Returns 0."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rev", help="a git revision to count instead of the work tree")
    parser.add_argument("--files", action="store_true", help="the count per file")
    parser.add_argument("--list", action="store_true", help="every annotation's line")
    args = parser.parse_args(argv)
    per_file: Counter[str] = Counter()
    per_layer: Counter[str] = Counter()
    for name, text in sources(args.rev):
        lines = count_source(text)
        if not lines:
            continue
        per_file[name] = len(lines)
        parts = name.split("/")
        per_layer[parts[1] if len(parts) > 2 else "(top)"] += len(lines)
        if args.list:
            source = text.splitlines()
            for n in lines:
                print(f"{name}:{n}  {source[n - 1].strip()}")
    print(f"Any annotations in {PACKAGE}/ ({args.rev or 'work tree'}): "
          f"{sum(per_file.values())}")
    for layer, n in per_layer.most_common():
        print(f"  {layer:12} {n}")
    if args.files:
        for name, n in per_file.most_common():
            print(f"  {n:4}  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
