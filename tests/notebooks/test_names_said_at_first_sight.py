"""The landing page called the game "McTear's two-handed game of 1893" and chapter 0 said the tutorial follows
"Jonathan Kandell's" rules, neither name explained where a newcomer first met it (who they were stood in a fold).
Each says at its first sight, in the open text, who he is: McTear published the game in 1893, Kandell wrote the
modern rules the tutorial follows."""

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
    assert "rules of Jonathan Kandell" in lede and "modern" in lede, lede


def test_chapter_0_says_who_they_are_where_it_first_names_them() -> None:
    text = _open_text_of_chapter_0()
    assert "published by John McTear in 1893" in _around_first(text, "McTear")
    kandell = _around_first(text, "Kandell")
    assert "wrote the modern rules" in kandell, kandell
