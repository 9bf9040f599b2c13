"""Chapter 7's rule-book table said of Foster's rules "a loser's penchant sets trump", while chapters 4 and 10 say the
first penchant sets trump, whoever declares it (Foster's), or the first declared by a trick's winner (Kandell's):
a newcomer read the table as a third rule (newcomer 35). Both say it one way, the engine's (penchant_sets_trump:
the first penchant sets trump; Kandell's leaves a loser's out)."""

from __future__ import annotations

from penchant.rules.profiles import FOSTER, KANDELL
from penchant.rules.trump import penchant_sets_trump
from penchant.words.switches import declaring_words, option_words


def test_the_switch_is_said_as_the_first_penchant_and_who_declares_it() -> None:
    foster = option_words("loser_penchant_sets_trump", True)
    kandell = option_words("loser_penchant_sets_trump", False)
    assert "first penchant" in foster and "whoever declares it" in foster, foster
    assert "first penchant" in kandell and "winner" in kandell, kandell
    # the words as the engine rules: anyone's first penchant under Foster's, a winner's only under Kandell's
    assert penchant_sets_trump(FOSTER, None, by_trick_winner=False)
    assert not penchant_sets_trump(KANDELL, None, by_trick_winner=False)
    assert penchant_sets_trump(KANDELL, None, by_trick_winner=True)
    assert declaring_words(FOSTER).endswith(f"{foster}).") and declaring_words(KANDELL).endswith(f"{kandell}).")


def test_chapter_7s_table_says_the_switch_as_chapter_10_does() -> None:
    from html import unescape

    from penchant_widgets.lessons.scoring import profiles_table_html

    table = unescape(profiles_table_html())
    assert "a loser's penchant sets trump" not in table
    assert option_words("loser_penchant_sets_trump", True) in table
