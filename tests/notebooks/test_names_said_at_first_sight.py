"""The landing page called the game "McTear's two-handed game of 1893" and chapter 0 said the tutorial follows
"Jonathan Kandell's" rules, neither name explained where a newcomer first met it (who they were stood in a fold).
Each says at its first sight, in the open text, who he is: McTear published the game in 1893, Kandell brought it
back in our time. Neither calls Kandell's rules "the modern rules": that is the third rule set's name on the boards
(Kandell's rules with his modern scoring), and a newcomer read one name for two sets (issue #31)."""

from __future__ import annotations

import json
import re

from learner_text import NOTEBOOKS

TREE = NOTEBOOKS.parent / "penchant_server" / "jupyter" / "voila" / "templates" / "penchant" / "tree.html"


def _open_text_of_chapter_0() -> str:
    nb = json.loads((NOTEBOOKS / "00_how_to_use_this_tutorial.ipynb").read_text(encoding="utf-8"))
    prose = " ".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")
    return " ".join(re.sub(r"<details>.*?</details>", "", prose, flags=re.S).split())


def _around_first(text: str, name: str) -> str:
    at = text.index(name)
    return text[max(0, at - 80):at + 200]


def test_the_landing_page_says_who_mctear_and_kandell_are() -> None:
    lede = " ".join(re.search(r'<p class="lede">(.*?)</p>', TREE.read_text(encoding="utf-8"), flags=re.S)[1].split())
    assert "published by John McTear in 1893" in lede, lede
    assert "rules of Jonathan Kandell" in lede and "brought it back in our time" in lede, lede
    assert "modern" not in lede, lede


def test_chapter_0_says_who_they_are_where_it_first_names_them() -> None:
    text = _open_text_of_chapter_0()
    assert "published by John McTear in 1893" in _around_first(text, "McTear")
    kandell = _around_first(text, "Kandell")
    assert "brought the game back in our time" in kandell and "modern" not in kandell, kandell


def test_the_modern_rules_name_one_set_on_the_learners_pages() -> None:
    """The modern scoring is the third set, never Kandell's own rules: chapter 0 names it after its source, as the
    boards' label reads (Kandell's modern scoring, never "the modern rules", which named no one's), and says its two
    figures."""
    text = " ".join(re.sub(r"<[^>]+>", " ", _open_text_of_chapter_0() + " " + " ".join(
        "".join(c["source"]) for c in json.loads((NOTEBOOKS / "00_how_to_use_this_tutorial.ipynb").read_text(
            encoding="utf-8"))["cells"] if c["cell_type"] == "markdown")).split())
    assert not re.search(r"wrote the modern rules|by the modern rules of", text)
    assert "modern rules" not in text.lower(), text
    assert re.search(r"\*\*modern scoring\*\*[^.]*: a quadruplet 8 instead of 10, a reunion 20 instead of 25\. "
                     r"The boards call this third book \*Kandell's modern scoring\*", text), text
