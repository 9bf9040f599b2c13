"""The list that hands the longest test files to the workers first (tests/heaviest_first.txt) names files that
exist: a file renamed or removed would silently drop out of the order and run wherever it fell."""

from __future__ import annotations

from pathlib import Path

from support import heaviest_first

ROOT = Path(__file__).resolve().parents[1]


def test_every_listed_file_is_a_test_file_of_the_suite() -> None:
    listed = heaviest_first()
    assert len(listed) >= 10
    missing = [name for name in listed if not (ROOT / name).is_file()]
    assert not missing, f"tests/heaviest_first.txt names files that are gone: {missing}"
