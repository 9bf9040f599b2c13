"""A count of one is said in the singular where the boards total points (issue #31: a newcomer read "Declared so far —
1 points" on the declaration bench after a lone penchant, worth 1 under Kandell's rules). The bench says its total
through :func:`penchant.english.numbers.count_words`, the one place a plural is made; so does a book bonus's event."""

from __future__ import annotations

import re
from html import unescape

from penchant.play.moves import ScoreEvent, ScoreKind
from penchant_widgets.lessons.combos import DeclarationBench


def text(html: str) -> str:
    return unescape(re.sub(r"<[^>]+>", "", html))


def test_a_lone_penchant_on_the_bench_totals_one_point() -> None:
    bench = DeclarationBench(hand="JH QS 9S 8D", profile="kandell")
    for c in ("JH", "QS"):
        bench.hand_picker.click(c)
    assert bench.declare()
    shown = text(bench.declared_view.value)
    assert bench.score == 1
    assert "Declared so far — 1 point under Kandell's rules" in shown, shown
    assert "1 points" not in shown, shown


def test_a_book_bonus_event_says_its_brisques_with_their_plural_made_once() -> None:
    assert ScoreEvent(0, 1, ScoreKind.BONUS, brisques=7).words == "7 brisques"
    assert ScoreEvent(0, 1, ScoreKind.BONUS, brisques=1).words == "1 brisque"
