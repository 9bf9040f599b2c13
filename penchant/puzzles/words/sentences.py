"""The engine's text said as sentences: cards in symbols, a capital first letter and a full stop
(:func:`sentence`), and each sentence said once (:func:`said_once`): the explanations, hints and verdicts of the
puzzles and their boards. Language, not rules; it writes cards with the rules' words
(:func:`~penchant.words.cards.in_words`), so it sits with the puzzles, above the rules, and not in
:mod:`penchant.english` (grammar, lists, numbers), which the rules use.

>>> sentence("you may play AS; or pass")
'You may play A♠. Or pass.'
"""

from __future__ import annotations

import re

from penchant.english.grammar import capitalised
from penchant.words.cards import in_words

__all__ = ["said_once", "sentence"]

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def sentence(text: str) -> str:
    """Engine text as a sentence: cards in symbols, capital first letter, a full stop at the end,
    runs split at ``; `` outside brackets (a list in brackets keeps its semicolons: chapter 7's hint read "(here
    marriage, then clan, then flush. And pair, then triplet)").

    >>> sentence("building scores (here pair, then triplet; and family, then clan); count again")
    'Building scores (here pair, then triplet; and family, then clan). Count again.'
    """
    text = in_words(" ".join(str(text).split()))
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
