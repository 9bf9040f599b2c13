"""A view asks which trick is being played, never counts it: the first trick is due when the rules'
``procedure.first_trick_leader`` names its leader, and an end-game's trick in play is its session's
``trick_in_play`` (the rules' ``last_six_trick``, on ``trick_in_play``). The deal table and the marker's hints tested
``tricks == 0``, and the end-game board added ``first_trick + len(tricks)``, each its own copy of the count."""

from __future__ import annotations

import re

from source_scan import sources

COUNTED = re.compile(r"\btricks(?:_played)?\s*(?:==|!=)\s*0\b|\bfirst_trick\s*\+\s*len\(")


def counted_lines(source: str) -> list[int]:
    return [n for n, line in enumerate(source.splitlines(), 1) if COUNTED.search(line)]


def test_views_ask_the_rules_which_trick_is_played() -> None:
    found = {rel: lines for rel, text in sources()
             if rel.startswith(("penchant_widgets/", "penchant/puzzles/")) and (lines := counted_lines(text))}
    assert not found, f"ask procedure.first_trick_leader or the session's trick_in_play: {found}"


def test_the_scan_sees_the_old_counts() -> None:
    old = ('trick = "the first trick" if state.tricks == 0 else "the next trick"\n'
           "if d.tricks == 0:\n"
           "trick = then.first_trick + len(then.tricks)\n"
           "trick = then.trick_in_play\n"
           "first = first_trick_leader(d.dealer, d.tricks)\n"
           "if view.tricks_played == 0:\n")
    assert counted_lines(old) == [1, 2, 3, 6]
