"""How long a trump story may be is named once, beside the trump puzzle (``puzzles.checkers.trump.MOST_STORY_EVENTS``):
the trump miner (``len(events) > 6``) and the trump generator (``cut > 6``) each capped a story at a bare six."""

from __future__ import annotations

import ast

from source_scan import names_in, parsed, sources

STORY_WORDS = ("event", "story", "cut")
"""What names a story's declarations, or how many of them a maker keeps (the generator's ``cut``)."""


def story_capped_by_hand(source: str, where: str) -> list[str]:
    """A story's length held to a bare number (``puzzles.checkers.trump.MOST_STORY_EVENTS``)."""
    out = []
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            if (any(isinstance(s, ast.Constant) and type(s.value) is int and s.value > 1 for s in sides)
                    and any(w in n.lower() for n in names_in(node) for w in STORY_WORDS)):
                out.append(f"{where}:{node.lineno}: a trump story capped by hand "
                           "(puzzles.checkers.trump.MOST_STORY_EVENTS)")
    return sorted(out, key=lambda p: int(p.split(":")[1]))


def test_a_trump_story_is_capped_by_its_one_name() -> None:
    problems = [p for rel, source in sources() if rel.startswith("penchant/puzzlemakers/")
                for p in story_capped_by_hand(source, rel)]
    assert not problems, "\n".join(problems)


def test_the_story_scan_sees_the_old_caps() -> None:
    old = ("if not penchants or len(events) > 6 or not loser_penchant:\n"
           "    pass\n"
           "if cut > 6:\n"
           "    pass\n"
           "if cut > MOST_STORY_EVENTS or len(events) > MOST_STORY_EVENTS:\n"
           "    pass\n")
    assert [p.split(":")[1] for p in story_capped_by_hand(old, "x.py")] == ["1", "3"]
