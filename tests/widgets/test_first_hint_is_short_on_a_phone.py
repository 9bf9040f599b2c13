"""Chapter 8 on a phone: the first hint (about 110 words) sat below the board, and a newcomer scrolled down to read it
and back up to tap a card. Its first level is one or two sentences; the rest waits one click away, folded."""

from __future__ import annotations

import re
from html import unescape

import pytest

pytest.importorskip("ipywidgets")

from penchant.coaching.pointers import look_at
from penchant_widgets.play.board import PlayBoard


def _shown_before_the_fold(box: str) -> str:
    return unescape(re.sub(r"<[^>]+>", "", box.split("<details")[0]))


def test_the_first_hint_shows_at_most_two_sentences_and_folds_the_rest() -> None:
    long_seen = 0
    for seed in range(1, 9):
        b = PlayBoard("greedy", seed=seed)
        full = look_at(b.view())
        b.hint()
        shown = _shown_before_the_fold(b.hint_box.value).removeprefix("Hint:").strip()
        sentences = re.split(r"(?<=[.!?])\s+(?=\S)", shown)
        assert len(sentences) <= 2, shown
        if len(full.split()) > 60:
            long_seen += 1
            assert "<details" in b.hint_box.value, "a long first hint keeps its rest one click away"
            assert len(shown.split()) < len(full.split()), shown
        folded = unescape(re.sub(r"<[^>]+>", " ", b.hint_box.value))
        for word in full.split()[-3:]:
            assert word in folded, (word, folded)
    assert long_seen, "some deal's first hint is long"
