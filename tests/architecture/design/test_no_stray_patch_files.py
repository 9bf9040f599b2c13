"""No leftover of a merge or a patch is tracked: a ``*.orig`` (the file as it was before a patch or a merge's
conflict was resolved) or a ``*.rej`` (the hunks a patch could not place) is a stale copy of the code that no import
reaches and no scan reads, yet it ships with the repository and reads as if it were the code. Checked over every file
git tracks."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
STRAY: tuple[str, ...] = (".orig", ".rej")
"""The endings of a merge's or a patch's leftovers."""


def stray_patch_files(tracked: list[str]) -> list[str]:
    """The paths of ``tracked`` that are a merge's or a patch's leftovers."""
    return [name for name in tracked if name.endswith(STRAY)]


def test_no_merge_or_patch_leftover_is_tracked() -> None:
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    found = stray_patch_files(tracked.splitlines())
    assert not found, ("a merge's or a patch's leftover is tracked: remove it (git rm) and check that what it held "
                       "is in the file it was copied from:\n" + "\n".join(found))


@pytest.mark.parametrize(("name", "stray"), [
    ("penchant/studies/chance_figures.py.orig", True),
    ("penchant/rules/scoring.py.rej", True),
    ("penchant/rules/scoring.py", False),
    ("docs/origins.md", False),
])
def test_the_scan_sees_a_leftover(name: str, stray: bool) -> None:
    assert bool(stray_patch_files([name])) is stray
