"""A deal's moves are counted one way, in figures, at every count (newcomers): the same log said "the first eleven
moves" and later "(14 moves)", :func:`~penchant.english.numbers.count_words` writing words up to twelve and figures
after. The count is the engine's (:func:`~penchant.words.counts.move_count_words`), as the stock's is."""

from __future__ import annotations

import re
from html import unescape

from penchant.english.numbers import NUMBER_WORDS
from penchant.play.dealing import new_deal
from penchant.words.counts import move_count_words
from penchant_widgets.play.board_words import log_html
from penchant_widgets.play.table import DealTable

COUNTED = re.compile(r"\b(?![Tt]he\b)(\w+) moves?\b")
"""A count before "move(s)": "the first 16 moves", "(14 moves)"; not the heading "The moves so far"."""


def _counts(html: str) -> list[str]:
    return COUNTED.findall(unescape(re.sub(r"<[^>]+>", " ", html)))


def test_the_engine_counts_moves_in_figures() -> None:
    assert [move_count_words(n) for n in (1, 11, 14)] == ["1 move", "11 moves", "14 moves"]


def test_chapter_2s_deal_of_your_own_counts_its_moves_in_figures() -> None:
    board = DealTable(new_deal(rng=2024, dealer=1), title="A deal of your own")  # as chapter 2 builds it
    seen: list[str] = []
    while len(board.moves_said) < 20:
        actions = board.state.legal_actions
        assert board.act(next(a for a in actions if str(a).startswith(("play", "pass")))), board.notice.value
        seen += _counts(board._logview.value)
    words = [c for c in seen if c in NUMBER_WORDS]
    assert seen and not words, sorted(set(words))
    # one fold line a move, counting every move folded, in figures past twelve as below it: 2, 3, ... 16 (the last
    # four of the twenty said are open)
    assert [c for c in seen if c.isdigit()] == [str(n) for n in range(2, 17)], seen
    assert _counts(board._logview.value) == ["16"], board._logview.value


def test_the_play_boards_log_counts_its_moves_in_figures() -> None:
    for n in (11, 12, 14, 16):
        said = _counts(log_html([f"move {i}" for i in range(n)], 1))
        assert said and not [c for c in said if c in NUMBER_WORDS], (n, said)
