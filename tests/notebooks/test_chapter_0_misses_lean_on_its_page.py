"""A miss on chapter 0's board leans only on what chapter 0 has taught.

Chapter 0's taste of declaring teaches a trick, declaring, the table, the stock (only as how far the deal has gone)
and the fresh-card rule; drawing is chapter 2's. A newcomer who picked "No: you won the trick, but its winner must
draw from the stock before declaring" was asked "When does the winner of a trick declare, before the draw or after
it?": a question about a step the page had never taught."""

from __future__ import annotations

import ast
import re

from chapter_cells import cells_of

from penchant.puzzles import analyse, check, get

GAME_WORDS = ("draw", "lead", "trump", "bar", "brisque", "sequence", "flush", "follow", "last six", "penchant",
              "stock", "fresh", "table", "declare", "trick")
"""Words of the game (as stems) a miss might lean on; each one a miss uses must be on the page before the board."""


def _taught_and_asked(name: str) -> tuple[str, list[str]]:
    taught: list[str] = []
    for kind, source in cells_of(name):
        if kind == "markdown":
            taught.append(source)
        elif "PuzzleBoard(" in source:
            ids = [s.value for s in ast.walk(ast.parse(source)) if isinstance(s, ast.Constant)
                   and isinstance(s.value, str) and re.fullmatch(r"[a-z_]+-\d{3}", s.value)]
            return " ".join(" ".join(taught).lower().split()), ids
    raise AssertionError(f"{name} has no puzzle board")


def test_every_miss_on_chapter_0s_board_uses_only_words_its_page_taught() -> None:
    taught, ids = _taught_and_asked("00_how_to_use_this_tutorial")
    assert ids
    misses = 0
    for pid in ids:
        p = get(pid)
        best = analyse(p).best
        for choice in p.choices:
            if choice in best:
                continue
            r = check(p, choice)
            said = f"{r.message} {r.refutation or ''}".lower()
            # the choice's own words are the learner's reading, quoted back; what the miss adds must be taught
            added = said.replace(choice.lower(), "")
            for word in GAME_WORDS:
                if re.search(rf"\b{word}", added):
                    assert re.search(rf"\b{word}", taught), (pid, choice, word, said)
            misses += 1
        for hint in p.hints:
            for word in GAME_WORDS:
                if re.search(rf"\b{word}", hint.lower()):
                    assert re.search(rf"\b{word}", taught), (pid, hint, word)
    assert misses >= 3, misses
