"""Chapter 9, read on its own, used "Phase 1" and "Phase 2", brisquettes, the book bonus and Foster's rules beside
Kandell's without a word on what they are (a newcomer). Where each is first used, a plain reminder comes first: one
line each, with the chapter that taught it."""

from __future__ import annotations

import re

from chapter_cells import sources_of

# each term, the words that must say what it is, and the chapter that taught it
TERMS = {
    "Phase 1": ("first ten tricks", "02_the_first_ten_tricks.ipynb"),
    "brisquette": ("last six tricks", "06_the_last_six_tricks.ipynb"),
    "book bonus": ("over six", "01_the_pack_and_the_deal.ipynb"),
    "Foster": ("ten times", "03_combinations.ipynb"),
}


def test_each_term_is_glossed_at_or_before_its_first_use() -> None:
    prose = [re.sub(r"\s+", " ", s) for s in sources_of("09_the_numbers", "markdown")]
    for term, (gloss, chapter) in TERMS.items():
        first = next(i for i, s in enumerate(prose) if term.lower() in s.lower())
        said = prose[first]
        line = next((ln for ln in said.split(" * ") if term.lower() in ln.lower()), "")
        assert gloss in line and chapter in line, (term, line or said[:300])
