"""Chapter 3 said "a *flush* (Kandell: *extended family*)" in a tutorial that says it follows Kandell's names, and
newcomer 33 wondered whose name "flush" was. Chapter 3 says, as chapter 10's word list does, that flush is the one
name the chapters do not take from Kandell, and gives his."""

from __future__ import annotations

import json
import re
from pathlib import Path

from penchant.rules.kinds import Kind, parse_kinds

ROOT = Path(__file__).resolve().parents[2]


def _markdown(name: str) -> str:
    nb = json.loads((ROOT / "notebooks" / f"{name}.ipynb").read_text(encoding="utf-8"))
    return " ".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")


def test_chapter_3_says_flush_is_not_kandells_name_and_gives_his() -> None:
    text = re.sub(r"\s+", " ", _markdown("03_combinations"))
    assert "(Kandell: *extended family*)" not in text
    assert "*Flush* is the one name these chapters do not take from Kandell: he calls it an *extended family*" in text
    assert parse_kinds("extended family") == (Kind.FLUSH,)  # his name is read as the flush


def test_chapter_10_says_the_same() -> None:
    text = re.sub(r"\s+", " ", _markdown("10_at_the_table"))
    assert "Kandell's names but one (the *flush*, his *extended family*)" in text
