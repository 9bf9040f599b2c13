"""The manuals give a profile's multipliers the bounds the record reader and ``Profile.with_options`` hold them to
(``penchant.rules.profiles.OPTION_SCHEMAS``): a page that allowed a multiplier the code refuses sent a reader to
write a record that is then refused."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from penchant.errors import PenchantError
from penchant.rules.profiles import OPTION_SCHEMAS

ROOT = Path(__file__).resolve().parents[1]
MULTIPLIERS = ("brisquette_multiplier", "bonus_multiplier")
PAGES = ("docs/engine.md", "docs/formats.md")
SAID = re.compile(r"multiplier[^.|]*?whole numbers? (\d+)-(\d+)", re.S)
"""A page's words for a multiplier's bounds: "... multiplier ... a whole number 1-100"."""


def _accepted(name: str) -> list[int]:
    """The whole numbers from -1 to 1000 the schema of option ``name`` takes."""
    out = []
    for value in range(-1, 1001):
        try:
            OPTION_SCHEMAS[name].check(value)
        except PenchantError:
            continue
        out.append(value)
    return out


def _bounds() -> tuple[int, int]:
    (bounds,) = {(min(taken), max(taken)) for taken in map(_accepted, MULTIPLIERS)}  # the two share their bounds
    return bounds


def test_the_multipliers_take_every_whole_number_between_their_bounds() -> None:
    lo, hi = _bounds()
    assert _accepted(MULTIPLIERS[0]) == list(range(lo, hi + 1))


@pytest.mark.parametrize("page", PAGES)
def test_the_page_says_the_multipliers_bounds(page: str) -> None:
    text = (ROOT / page).read_text(encoding="utf-8")
    said = {(int(lo), int(hi)) for lo, hi in SAID.findall(text)}
    assert said == {_bounds()}, f"{page} says a multiplier is {sorted(said)}; the code takes {_bounds()}"
