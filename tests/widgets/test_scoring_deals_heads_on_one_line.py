"""Chapter 7's scoring puzzles: on a wide screen the deals table's headings ("brisques in all"), the row's name
("the deal") and the counts keep to one line, and the declarations take the room left (issue #31: they broke over
two lines at 1280 px). On a phone the table is cards (stacked_table), so the rule holds above the phone width only,
and no cell is kept from wrapping there."""

from __future__ import annotations

import re
from pathlib import Path

from penchant.puzzles import get
from penchant_widgets.puzzles.position import _deals_html

CSS = (Path(__file__).resolve().parents[2] / "penchant_widgets" / "puzzles" / "puzzles.css").read_text(encoding="utf-8")


def test_the_deals_heads_and_counts_do_not_wrap_on_a_wide_screen_only() -> None:
    wide = re.search(r"@media \(min-width:(\d+)px\)\{([^{}]*table\.pt-table\.pt-deals[^{}]*)"
                     r"\{white-space:nowrap\}\}", CSS)
    assert wide, "puzzles.css keeps the deals table's heads and counts on one line on a wide screen"
    boards = (Path(__file__).resolve().parents[2] / "penchant_widgets" / "boards.css").read_text(encoding="utf-8")
    # the width under which stacked_table's rows become cards
    phone = re.search(r"@media \(max-width:(\d+)px\)\{(?:(?!@media).)*?table\.pt-table\.pt-stack", boards, re.S)
    assert phone and int(wide.group(1)) == int(phone.group(1)) + 1
    selectors = wide.group(2)
    assert "th" in selectors and ':not([data-label="declared"])' in selectors
    table = _deals_html(get("scoring-003"))
    assert 'class="pt-table pt-stack pt-deals"' in table and 'data-label="declared"' in table
    assert 'data-label="brisquettes"' in table and 'data-label="brisques in all"' in table
