"""No module over 600 lines (a module that long holds several things that want their own names).

Counted from the file's lines, in the engine, the widgets, the tools and the tests (the site's build was 1126
lines in one file until it was split into ``tools/site/sitebuild``; the marker's widget tests were 1229 in one
module until they were split by subject). None is allowed now (the play board, the last, is
split into its felt, score sheet and coach's panel); a module that must be longer for a while is named in
``ALLOWED`` with its reason, never one of the puzzle packages (``penchant.puzzles``, ``penchant.puzzlemakers``,
``penchant.trainer``, ``penchant_widgets.puzzles``).
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
MOST = 600
SCANNED = ("penchant", "penchant_widgets", "penchant_server", "tools", "tests", "benchmarks")

ALLOWED: dict[str, str] = {}


def long_modules() -> dict[str, int]:
    out: dict[str, int] = {}
    for top in SCANNED:
        for path in sorted((ROOT / top).rglob("*.py")):
            n = len(path.read_text(encoding="utf-8").splitlines())
            if n > MOST:
                out[path.relative_to(ROOT).as_posix()] = n
    return out


def test_no_module_is_over_six_hundred_lines() -> None:
    found = long_modules()
    too_long = [f"{rel}: {n} lines" for rel, n in sorted(found.items()) if rel not in ALLOWED]
    assert not too_long, "\n".join(too_long)


def test_the_scan_sees_the_tools_and_the_tests() -> None:
    """The site's build is scanned (its entry point and its parts), and the tests, so a tool or a test module
    grown too long is caught."""
    seen = {path.relative_to(ROOT).as_posix() for top in SCANNED for path in (ROOT / top).rglob("*.py")}
    assert {"tools/site/build.py", "tools/site/sitebuild/runtime.py", "tools/site/sitebuild/pages.py",
            "tests/architecture/design/test_module_length.py", "tests/widgets/test_marker_entries.py"} <= seen


def test_the_allowances_are_still_needed() -> None:
    found = long_modules()
    stale = [rel for rel in ALLOWED if rel not in found]
    assert not stale, f"no longer over {MOST} lines: take them out of ALLOWED: {stale}"


def test_the_puzzle_packages_have_no_allowance() -> None:
    mine = ("penchant/puzzles/", "penchant/puzzlemakers/", "penchant/trainer/", "penchant_widgets/puzzles/")
    assert not [rel for rel in ALLOWED if rel.startswith(mine)]
