"""A check the coach's tests share (imported as ``coach_advice_checks``: ``tests/`` is on the path): how the coach's
move says the other moves about even with the one it recommends. Chapter 8: "When other moves are about as good, it
names the one or says how many: any will do. … **The coach's figures**, which name every move about as good". Four
moves named, each with its hedge, ran the one sentence to eight lines on a phone; "every other move comes out about
even", said at nearly every decision, taught a newcomer nothing."""

from __future__ import annotations

import re
from typing import Any

from penchant.coaching.advice_words import BEST_PLAY, LEVEL_WITH
from penchant.coaching.figure_words import BY_THE_FIGURES, CANNOT_SEPARATE, SECOND_SENTENCE_WORDS, SENTENCE_WORDS
from penchant.coaching.reasons import action_phrase
from penchant.english.grammar import capitalised
from penchant.english.numbers import number_words

__all__ = ["others_said_truly", "sentences", "short_sentences"]

COUNTED = re.compile(r"(?:; |\. )(\w+) (other|more) moves will do (just )?as well,? ?(.*)\.$")
"""The count, said after the recommended move's reason: in the second sentence, alone ("… on the lead. Three other
moves will do as well, by the coach's figures.") or after what else it says ("…; three other moves …")."""


INSEPARABLE = re.compile(rf"{CANNOT_SEPARATE} [^(]*?(?: and (\w+) other moves?)? \({BY_THE_FIGURES}\)")
"""The count where the coach leads a brisque it cannot tell apart from the others: "Playing 10♣ comes out about the
same as playing 8♦ and three other moves (by the coach's figures): any of them will do. …", the safer lead named."""


def others_said_truly(an: Any, text: str) -> None:
    """``text``, the coach's move of ``an``, says no "about even" and no "every other move"; where it counts the
    moves about even with the recommended one ("; three other moves will do as well, by the coach's figures"), the
    count is those it has not named, more than one, hedged by the figures (every card known: the solver's "with best
    play by both sides", said once), and the figures name each of them level with the coach's choice."""
    assert "about even" not in text and "every other move" not in text, text
    apart = INSEPARABLE.search(text)
    if apart is not None:  # said once, every move about even counted (issue #31: no lean, then "three more moves")
        others = [a for a in an.about_even_moves() if a != an.recommended()]
        rest = number_words(len(others) - 1) if len(others) > 1 else None
        assert apart.group(1) == rest and " more moves" not in text, (text, others)
        return
    counted = COUNTED.search(text)
    if counted is None:
        assert " other moves" not in text and " more moves" not in text, text
        return
    hedge = counted.group(4)
    assert hedge == (BEST_PLAY if an.exact else BY_THE_FIGURES) or (an.exact and not hedge and BEST_PLAY in text), text
    rec = an.recommended()
    before = text[:counted.start()]
    unsaid = [a for a in an.about_even_moves() if a != rec
              and action_phrase(a) not in before and capitalised(action_phrase(a)) not in before]
    assert len(unsaid) > 1 and counted.group(1).lower() == number_words(len(unsaid)), (text, unsaid)
    level = {move for move, words in an.figures() if words.startswith((LEVEL_WITH, "just as good as"))}
    assert {capitalised(action_phrase(a)) for a in unsaid} <= level, (text, an.figures())


FIRST_WORDS = SENTENCE_WORDS + 5
"""The most words the first sentence of the coach's move (what to do and why) runs to over the seeded decisions."""
MOST_WORDS = SECOND_SENTENCE_WORDS + 12
"""The most words its second runs to: its one most needed part and the moves about even are said whatever their
length. Measured (issue 31) over six greedy deals, 102 decisions: words per sentence had a median of 27 and a
longest of 79 when the advice was one sentence; now a median of 12, the first sentence at most 28 words (advice to
pass, with what passing lets him declare), the second at most 36."""


def sentences(text: str) -> list[str]:
    """``text`` cut into its sentences (a full stop and a capital after it: no card or number reads so)."""
    return re.split(r"(?<=\.) (?=[A-Z])", text)


def short_sentences(text: str) -> None:
    """``text``, the coach's move, is one or two sentences, each a newcomer reads at a glance."""
    said = sentences(text)
    assert 1 <= len(said) <= 2 and text.endswith("."), f"one or two sentences: {text!r}"
    assert len(said[0].split()) <= FIRST_WORDS, f"a short first sentence: {text!r}"
    assert all(len(s.split()) <= MOST_WORDS for s in said), f"short sentences: {text!r}"
    assert not any(s.count(" though ") > 1 for s in said), f"no stacked 'though's: {text!r}"
    assert "even with the" not in said[0], f"one reason, no aside stacked on it: {text!r}"
