"""A miss on chapter 0's board leans only on what the reader has met: the page before it and the board's own
question and hints.

Chapter 0's taste teaches no game word (its one idea is how the boards work, and a list of eight game words before
chapter 1 taught any was too much: issue #31); its board's question and its two hints hold what the answer needs.
A newcomer who picked "No: you won the trick, but its winner must draw from the stock before declaring" was asked
"When does the winner of a trick declare, before the draw or after it?": a question about a step nothing had
shown."""

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
    page, ids = _taught_and_asked("00_how_to_use_this_tutorial")
    assert ids
    misses = 0
    for pid in ids:
        p = get(pid)
        taught = " ".join([page, p.question.lower(), *(h.lower() for h in p.hints)])
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
    assert misses >= 3, misses
