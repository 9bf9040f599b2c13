"""Chapter 4's boards read "Trick 5" in the header above "Trick 4 to You" on the cards in the middle (newcomer 12):
the note says which trick was just won and which is next, so that the two agree."""

from __future__ import annotations

import random
import re

from penchant.play.dealing import new_deal
from penchant.play.moves import Stage
from penchant.rules.profiles import KANDELL
from penchant_widgets.trick import TrickView, trick_words


def test_the_last_tricks_note_names_the_next_trick_the_header_names() -> None:
    st = new_deal(KANDELL, random.Random(3), 0)
    seen = 0
    while st.stage is not Stage.OVER:
        view = st.view(0)
        if view.lead is None and view.last_trick is not None:
            tv = TrickView(("You", "Opponent"))
            tv.show_view(view)
            note = re.sub(r"<[^>]+>", "", tv.value)
            n = view.tricks_played
            winner = ("You", "Opponent")[view.last_trick.winner]
            assert f"{winner} won trick {n} and lead{'' if winner == 'You' else 's'} trick {n + 1}" in note, note
            header = trick_words(view)
            # The heading names the trick whose cards lie in the middle (chapters 2 and 4 said "Trick 3" above trick
            # 2's cards); the note under them says who leads the next.
            assert header in (f"Trick {n} just played", f"Trick {n} won: declaring"), header
            assert f"Trick {n} to" not in note
            seen += 1
        st.apply_unchecked(st.legal_actions[0])
    assert seen >= 10
    tv = TrickView(("You", "Opponent"))
    tv.show_view(st.view(0))
    assert re.search(r"won trick 16, the last", tv.value), tv.value
