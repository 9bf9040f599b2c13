"""The move histories of chapters 2, 4 and 8 were headed "Earlier moves, in order:" and folded under "The first two
moves: the cards led, played, declared and drawn before those below", which a newcomer read twice and could not
parse. The headings are plain and short: what the list is, and which way it runs; the fold says what it holds."""

from __future__ import annotations

import re

from penchant.play.dealing import new_deal
from penchant_widgets.play.board_words import log_html
from penchant_widgets.play.table import DealTable

SCRIPT = ["play 9S", "play 9D", "declare KH QH", "play KH", "play QD", "declare JS QS", "play 8S", "play AS", "pass"]


def _heads(html: str) -> list[str]:
    return [re.sub(r"<[^>]+>", "", h) for h in re.findall(r'pt-log-head">(.*?)</div>|<summary>(.*?)</summary>', html)
            for h in h if h]


def _plain(head: str) -> None:
    assert len(head.split()) <= 6, head
    for hard in ("in order", "before those below", "led, played", "Earlier moves"):
        assert hard not in head, head


def test_the_deal_tables_history_is_headed_plainly() -> None:
    t = DealTable(new_deal(rng=87, dealer=1), script=SCRIPT)
    t.run_script()
    heads = _heads(t._logview.value)
    assert len(heads) == 2, heads  # the list's heading and its fold
    for head in heads:
        _plain(head)
    assert "The first 5 moves" in heads, heads


def test_the_play_boards_history_is_headed_plainly() -> None:
    moves = [f"move {n}" for n in range(1, 12)]
    for shown in (0, 2):
        heads = _heads(log_html(moves, shown))
        assert heads, log_html(moves, shown)
        for head in heads:
            _plain(re.sub(r"\s*\(.*?\)$", "", head))
