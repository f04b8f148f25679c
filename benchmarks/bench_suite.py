"""CPU seconds of the test suite beside a baseline measured in the same run (issue 32.5;
printed, never asserted).

    .venv/bin/python benchmarks/bench_suite.py          # the baseline, the fast lane
    .venv/bin/python benchmarks/bench_suite.py --full   # and the full suite (10+ CPU min)

Run from the project's root. Each line is one child process's CPU time (user + system
of it and its own children, ``resource.getrusage(RUSAGE_CHILDREN)`` read before and
after; wall time beside it, which on a shared machine says little):

1. **baseline**: ``python -c 'import PySide6.QtWidgets'``, what any process of the
   suite pays before its first test; the other lines are also given as multiples of it,
   so that two machines (or one machine under two loads) can be compared.
2. **fast lane**: ``scripts/fast_lane`` (``pytest -m "not slow and not window and not
   heavy"``, docs/development.md "The fast lane"); target under 120 CPU seconds.
3. **full suite** (``--full``): ``pytest``, the README's test command (what ``.ci/run``
   runs).

Extra arguments after ``--`` go to both pytest runs (``-- -x``). ``--output DIR`` keeps
each pytest run's output (``DIR/fast_lane.log``, ``DIR/full_suite.log``): a run that
failed says which tests did.
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def cpu_of(command: list[str], log: Path | None = None) -> tuple[float, float, int]:
    """Run ``command`` in the project's root; its CPU seconds (user + system, with its
    children), its wall seconds and its exit code. ``log``: a file for its output (else
    it is dropped)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    with open(log if log is not None else "/dev/null", "wb") as out:
        code = subprocess.run(command, cwd=ROOT, stdout=out,
                              stderr=subprocess.STDOUT).returncode
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall, code


def main(argv: list[str] | None = None) -> int:
    """Measure and print; exit 1 when a pytest run failed (its figure is printed all
    the same)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--full", action="store_true", help="also the full suite")
    parser.add_argument("--output", type=Path, metavar="DIR",
                        help="keep each pytest run's output in this folder")
    parser.add_argument("pytest_args", nargs="*", help="more arguments for pytest")
    args = parser.parse_args(argv)
    python = sys.executable
    runs = [("baseline: import PySide6.QtWidgets", [python, "-c", "import PySide6.QtWidgets"],
             None),
            ("fast lane: scripts/fast_lane",
             [python, str(ROOT / "scripts" / "fast_lane"), "-q", *args.pytest_args],
             "fast_lane.log")]
    if args.full:
        runs.append(("full suite: pytest",
                     [python, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                      *args.pytest_args], "full_suite.log"))
    if args.output is not None:
        args.output.mkdir(parents=True, exist_ok=True)
    failed = False
    baseline = None
    print(f"{'':38} {'CPU s':>9} {'wall s':>9} {'x baseline':>11}")
    for name, command, log in runs:
        kept = args.output / log if args.output is not None and log else None
        cpu, wall, code = cpu_of(command, kept)
        baseline = baseline if baseline is not None else max(cpu, 1e-6)
        note = "" if code == 0 else f"  (exit {code})"
        failed = failed or code != 0
        print(f"{name:38} {cpu:9.1f} {wall:9.1f} {cpu / baseline:11.0f}{note}", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
