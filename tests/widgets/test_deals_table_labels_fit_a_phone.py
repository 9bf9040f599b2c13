"""Chapter 1's puzzle on a phone: its table of the deal is stacked, each cell headed by its column's name in a
column of about nine letters, and "brisquettes: you – opponent" or "your opponent declared" broke over two lines
beside a bare "7 – 0". The headings are short; the opponent is "opponent", as every badge and board names him
(chapter 7's tables said "he" beside prose that says "your opponent"). Then (issue #31) "you 7 · opponent 0" read
as no count of anything: a row is a player's, each count a number of brisques, and what it counts is said under."""

from __future__ import annotations

import re

from penchant.puzzles import get
from penchant_widgets.puzzles.position import DEAL_COUNTS_CAPTION, details_html


def test_the_deal_tables_headings_fit_a_phones_label_column_and_the_counts_say_whose() -> None:
    html = " ".join(details_html(get("scoring-001"))[0])
    labels = re.findall(r'data-label="([^"]*)"', html)
    assert labels, html
    assert all(len(label) <= len("brisques in all") for label in labels), labels
    assert "brisquettes" in labels and "brisques in all" in labels and "declared" in labels, labels
    # a row a player, read as a player's count: each count a number with its unit in words, and what it counts
    # said under the table (issue #31: "brisquettes: you 7 · opponent 0" left a newcomer asking what 7 counts)
    rows = re.findall(r"<tr>(.*?)</tr>", html.partition("<tbody>")[2])
    cells = [re.findall(r"<td[^>]*>(.*?)</td>", r) for r in rows]
    assert [c[0] for c in cells] == ["<b>you</b>", "<b>opponent</b>"], cells
    assert "<span>7 brisques</span>" in rows[0] and "<span>9 brisques</span>" in rows[0], rows[0]
    assert "<span>0 brisques</span>" in rows[1] and "<span>3 brisques</span>" in rows[1], rows[1]
    assert DEAL_COUNTS_CAPTION in html and "last six tricks" in DEAL_COUNTS_CAPTION, html
    assert "he" not in labels and "you 7" not in html, labels


def test_a_games_table_heads_the_opponents_column_opponent() -> None:
    html = " ".join(details_html(get("scoring-018"))[0])
    assert "<th>you</th><th>opponent</th>" in html, html
    assert not re.search(r"<th>he</th>|· he ", html), html
