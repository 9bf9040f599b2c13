"""The engine's text said as sentences: a capital first letter and a full stop, runs split at ``; ``
(:func:`punctuated`, for text whose cards are already said from their values), the same with cards written in
notation turned into symbols first (:func:`sentence`, for the analyses still written in notation), and each
sentence said once (:func:`said_once`): the explanations, hints and verdicts of the puzzles and their boards.
Language, not rules; it writes cards with the rules' words (:func:`~penchant.words.cards.in_words`), so it sits
with the puzzles, above the rules, and not in :mod:`penchant.english` (grammar, lists, numbers), which the rules use.

>>> sentence("you may play AS; or pass")
'You may play A♠. Or pass.'
"""

from __future__ import annotations

import re

from penchant.english.grammar import capitalised
from penchant.words.cards import in_words

__all__ = ["punctuated", "said_once", "sentence"]

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def sentence(text: str) -> str:
    """Engine text written in notation as sentences: its cards in symbols (:func:`~penchant.words.cards.in_words`),
    then :func:`punctuated`. Only for the analyses that still write their cards in notation (a barring puzzle's
    verdicts, and the grading every kind shares, which carries them); text built from ``Card`` values, as an
    end-game's tricks, a trump story's and a declaration's verdicts are, is :func:`punctuated` as it is, and the
    bank's words are stored in symbols.

    >>> sentence("you may play AS; or pass")
    'You may play A♠. Or pass.'
    """
    return punctuated(in_words(str(text)))


def punctuated(text: str) -> str:
    """Text already in a player's words as sentences: a capital first letter and a full stop at the end of each
    run, runs split at ``; `` outside brackets (a list in brackets keeps its semicolons: chapter 7's hint read
    "(here marriage, then clan, then flush. And pair, then triplet)"). Nothing in it is read as a card.

    >>> punctuated("building scores (here pair, then triplet; and family, then clan); count again")
    'Building scores (here pair, then triplet; and family, then clan). Count again.'
    >>> punctuated("a player named AC leads")
    'A player named AC leads.'
    """
    text = " ".join(str(text).split())
    if not text:
        return text
    parts = [p.strip() for p in _runs(text) if p.strip()]
    out = []
    for p in parts:
        p = capitalised(p)
        if p[-1] not in ".!?":
            p += "."
        out.append(p)
    return " ".join(out)


def _runs(text: str) -> list[str]:
    """``text`` split at each ``; `` outside brackets."""
    runs: list[str] = []
    depth = start = 0
    for i, ch in enumerate(text):
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if ch == ";" and depth <= 0 and text.startswith("; ", i):
            runs.append(text[start:i])
            start = i + 2
    return [*runs, text[start:]]


def said_once(text: str, *before: str) -> str:
    """``text`` without the sentences already said (earlier in it, or in ``before``): an engine explanation may give
    the same advice for two answers, and it is read once, not twice. The engine's own sentences (as
    :func:`sentence` ends them) are split here, where they are written, so that a board never parses them.

    >>> said_once("A long first sentence here. Short. A long first sentence here.")
    'A long first sentence here. Short.'
    >>> said_once("Right: exactly those. More.", "Right: exactly those.")
    'More.'
    """
    seen = {s.strip() for b in before for s in _SENTENCE_END.split(b) if s.strip()}
    kept = []
    for s in _SENTENCE_END.split(text):
        key = s.strip()
        if key and key in seen and len(key) >= 20:
            continue
        seen.add(key)
        kept.append(s)
    return " ".join(k.strip() for k in kept if k.strip())
