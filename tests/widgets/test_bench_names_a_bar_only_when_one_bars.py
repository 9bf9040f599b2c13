"""The declaration bench's "Nothing" message names a bar from the opponent's table only when the rules say a set
there bars a combination here (a marriage on his table bars nothing)."""
from __future__ import annotations

import re
from html import unescape

from penchant_widgets.rules.combos import DeclarationBench


def text(html: str) -> str:
    return unescape(re.sub(r"<[^>]+>", "", html))


def test_nothing_to_declare_and_nothing_barred() -> None:
    bench = DeclarationBench(hand="7S 8H", opp_table="KH QH")
    bench.list_legal()
    said = text(bench.message.value)
    assert "Nothing" in said and "bars" not in said


def test_nothing_to_declare_because_a_set_bars_it() -> None:
    bench = DeclarationBench(hand="8S 8H", opp_table="QS QD")
    bench.list_legal()
    said = text(bench.message.value)
    assert "Nothing" in said and "bars" in said and "8♠" in said and "8♥" in said
