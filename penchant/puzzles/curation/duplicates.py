"""Puzzles that teach the same lesson twice: a bank keeps one of each.

A strong player solving the bank found pairs a learner would take for the same puzzle: the same end-game with a
card more in each hand and the same answer, two barring drills asking the same thing of a Ten pair and an Ace
pair, two "which table card is safe" drills whose tables are one picture with the suits and ranks renamed.
:func:`same_lesson` says why two puzzles are twins, or ``None``:

* **the same position up to what the learner sees**: every card the position shows (hands, tables, the card
  led, the candidates) the same once the suits are renamed, and every other figure (the stock, the score, the
  brisques taken) the same;
* **the same answer in a nearly identical position**: with the suits renamed, the answer the same and the cards
  shown differ by no more than :data:`NEAR` cards;
* **the same choices and answer, renamed**: a puzzle answered by picking cards whose question, choices and answer
  are the same once the suits are renamed and the ranks renamed within their class (the minor 7 8 9 10, the major
  Jack to Ace: the classes the barring rules tell apart), or the same in their ranks, whatever the suits; and
  either the same themes (the engine's reasons) or the very same answer.

:func:`twins` lists every such pair of a bank (same kind and task only); ``tests/puzzles/test_same_lesson.py``
asserts the bank has none.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Final

from penchant.errors import InvalidNotationError
from penchant.puzzles.model import Puzzle
from penchant.rules.cards import NOTATION, Card
from penchant.rules.suits_and_ranks import MAJOR_RANKS, MINOR_RANKS, Rank, Suit

__all__ = ["NEAR", "same_lesson", "twins"]

NEAR: Final = 4
"""Cards shown that may differ (with the suits renamed) between two puzzles of the same answer before they count
as the same lesson: one card more in each hand and another card led is four."""

_SUITS: Final = "".join(s.letter for s in Suit)
_PERMS: Final = [dict(zip(_SUITS, p, strict=True)) for p in itertools.permutations(_SUITS)]


def _card(token: str) -> Card | None:
    """The card ``token`` names as the notation's parser reads it (``10S``, ``TS``, ``t♠``), or ``None``."""
    try:
        return Card.parse(token)
    except InvalidNotationError:
        return None


def _tokens(text: str) -> list[str]:
    """``text`` cut into its words: cards are listed with spaces or commas, the groups of an answer with ``|``."""
    return [t for t in re.split(r"[\s|,]+", text) if t]


def _is_cards(text: str) -> bool:
    tokens = _tokens(text)
    return bool(tokens) and all(_card(t) is not None for t in tokens)


def _cards(text: str) -> frozenset[str]:
    """The cards ``text`` names, each in the rules' notation (``10S``, ``TS`` and ``10♠`` are one card, ``TS``)."""
    return frozenset(str(card) for t in _tokens(text) if (card := _card(t)) is not None)


def _split(position: Mapping[str, Any]) -> tuple[dict[str, frozenset[str]], dict[str, Any]]:
    """The position's card fields (each a set of cards; a list of card groups flattened per group) and the rest."""
    cards: dict[str, frozenset[str]] = {}
    other: dict[str, Any] = {}
    for key, value in position.items():
        if isinstance(value, str) and _is_cards(value):
            cards[key] = _cards(value)
        elif isinstance(value, list) and value and all(isinstance(v, str) and _is_cards(v) for v in value):
            for n, v in enumerate(value):
                cards[f"{key}.{n}"] = _cards(v)
        elif key != "trump":
            other[key] = value
    return cards, other


def _rename(cards: frozenset[str], perm: Mapping[str, str]) -> frozenset[str]:
    return frozenset(c[:-1] + perm[c[-1]] for c in cards)


def _answer(p: Puzzle, perm: Mapping[str, str] | None = None) -> frozenset[frozenset[str] | str]:
    out: set[frozenset[str] | str] = set()
    for a in p.answer:
        if _is_cards(a):
            cards = _cards(a)
            out.add(cards if perm is None else _rename(cards, perm))
        else:
            out.add(a)
    return frozenset(out)


def _trump(puzzle: Puzzle) -> str | None:
    suit = puzzle.trump
    return None if suit is None else suit.letter


def _distance(a: Puzzle, b: Puzzle) -> tuple[int, bool] | None:
    """The fewest cards shown that differ between ``a`` and ``b`` over the suits' renamings, and whether at that
    renaming (or one as close) the answers agree; ``None`` when they show different kinds of things."""
    ca, oa = _split(a.position)
    cb, ob = _split(b.position)
    if set(ca) != set(cb) or set(oa) != set(ob) or oa.get("rules") != ob.get("rules"):
        return None
    ta, tb = _trump(a), _trump(b)
    if (ta is None) != (tb is None):
        return None
    best: tuple[int, bool] | None = None
    for perm in _PERMS:
        if ta is not None and perm[ta] != tb:
            continue
        d = sum(len(_rename(ca[k], perm) ^ cb[k]) for k in ca)
        same = _answer(a, perm) == _answer(b)
        if best is None or (d, not same) < (best[0], not best[1]):
            best = (d, same)
    return best


def _skeleton(text: str) -> str:
    return re.sub(r"\d+", "N", NOTATION.sub("#", text))


def _patterns(p: Puzzle) -> set[str]:
    """A puzzle answered by picking cards: its question, choices and answer in two canonical forms, the suits
    renamed and the ranks renamed within their class, and the ranks alone (the suits dropped). Empty for a
    puzzle not answered by picking cards (a choice in words, such as "none of them", is kept as it is)."""
    if not p.choices or not any(_is_cards(c) for c in p.choices):
        return set()
    groups = [sorted(_cards(c)) if _is_cards(c) else [c] for c in p.choices]
    answer = [sorted(_cards(a)) if _is_cards(a) else [a] for a in p.answer]
    ranks = {card.rank for g in groups for c in g if (card := _card(c)) is not None}
    minor = sorted(r for r in ranks if not r.is_major)
    major = sorted(r for r in ranks if r.is_major)
    question = _skeleton(p.question)

    def form(rename: Any) -> str:
        def name(g: list[str]) -> str:
            return " ".join(sorted(rename(card) if (card := _card(c)) is not None else c for c in g))
        return f"{sorted(name(g) for g in groups)}->{sorted(name(g) for g in answer)}"

    forms = []
    for perm in _PERMS:
        for mi in itertools.permutations(minor):
            for ma in itertools.permutations(major):
                rk: dict[Rank, Rank] = ({r: MINOR_RANKS[n] for n, r in enumerate(mi)}
                                        | {r: MAJOR_RANKS[n] for n, r in enumerate(ma)})
                forms.append(form(lambda c, perm=perm, rk=rk: rk[c.rank].char + perm[c.suit.letter]))
    return {question + min(forms), question + "ranks:" + form(lambda c: c.rank.char)}


def same_lesson(a: Puzzle, b: Puzzle) -> str | None:
    """Why ``a`` and ``b`` teach the same lesson (see the module's docstring), or ``None``."""
    return _same(a, b, _patterns(a), _patterns(b))


def _same(a: Puzzle, b: Puzzle, pa: set[str], pb: set[str]) -> str | None:
    if (a.kind, a.task) != (b.kind, b.task):
        return None
    got = _distance(a, b)
    if got is not None:
        d, same_answer = got
        if d == 0 and _split(a.position)[1] == _split(b.position)[1]:
            return "the same position, its suits renamed"
        if same_answer and d <= NEAR and _split(a.position)[0]:
            return f"the same answer in nearly the same position ({d} cards apart, the suits renamed)"
    if pa & pb and (tuple(a.themes) == tuple(b.themes) or sorted(a.answer) == sorted(b.answer)):
        return ("the same choices and answer, the suits renamed" if any("ranks:" in x for x in pa & pb)
                else "the same choices and answer, the suits and ranks renamed")
    return None


def twins(puzzles: Iterable[Puzzle]) -> list[tuple[str, str, str]]:
    """Every pair of ``puzzles`` that teaches the same lesson: (the first's id, the second's id, why), in bank
    order (the first of each pair is the one a curator keeps)."""
    pool: Sequence[Puzzle] = list(puzzles)
    patterns = [_patterns(p) for p in pool]
    out = []
    for i, a in enumerate(pool):
        for j in range(i + 1, len(pool)):
            why = _same(a, pool[j], patterns[i], patterns[j])
            b = pool[j]
            if why is not None:
                out.append((a.id, b.id, why))
    return out
