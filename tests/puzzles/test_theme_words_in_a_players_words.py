"""Theme names as the page shows them are in a player's words: "Win or duck" (chapter 8's Learn from your mistakes,
the practice page's theme list) used "duck", a word the tutorial never teaches (newcomer 12). The stored theme
stays the key, so attempts stored under it still read."""

from __future__ import annotations

import re

from penchant.puzzles import load_bank
from penchant.puzzles.words.judged import title_of
from penchant.puzzles.words.position import plain_title, theme_words

_UNTAUGHT = re.compile(r"\bduck", re.IGNORECASE)


def test_no_theme_or_title_shown_says_duck() -> None:
    bank = load_bank()
    themes = {t for p in bank for t in p.themes}
    assert "win or duck" in themes  # the key is kept: stored attempts and filters name it
    for t in themes:
        assert not _UNTAUGHT.search(theme_words(t)), t
    assert theme_words("win or duck") == "Win the trick or let it go"
    assert title_of(["win or duck"], "A choice") == "Win the trick or let it go"
    for p in bank:
        assert not _UNTAUGHT.search(plain_title(p.title)), p.id
