"""Chapter 1's puzzle on a phone: its table of the deal is stacked, each cell headed by its column's name in a
column of about nine letters, and "brisquettes: you – opponent" or "your opponent declared" broke over two lines
beside a bare "7 – 0". The headings are short, and each count says whose it is; the opponent is "opponent", as
every badge and board names him (chapter 7's tables said "he" beside prose that says "your opponent")."""

from __future__ import annotations

import re

from penchant.puzzles import get
from penchant_widgets.puzzles.position import details_html


def test_the_deal_tables_headings_fit_a_phones_label_column_and_the_counts_say_whose() -> None:
    html = " ".join(details_html(get("scoring-001"))[0])
    labels = re.findall(r'data-label="([^"]*)"', html)
    assert labels, html
    assert all(len(label) <= len("brisques in all") for label in labels), labels
    assert "brisquettes" in labels and "brisques in all" in labels, labels
    assert "you 7 · opponent 0" in html and "you 9 · opponent 3" in html, html
    assert "he" not in labels and "opponent" in labels, labels


def test_a_games_table_heads_the_opponents_column_opponent() -> None:
    html = " ".join(details_html(get("scoring-018"))[0])
    assert "<th>you</th><th>opponent</th>" in html, html
    assert not re.search(r"<th>he</th>|· he ", html), html
