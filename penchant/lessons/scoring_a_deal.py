"""What chapter 7 says of a deal's score, read from the rules: the three ways Penchant scores
(:func:`three_ways_words`, :func:`last_trick_words`), Kandell's example of a brisque counted twice
(:func:`brisques_twice_words`) and his two options on the brisques (:func:`two_options_words`). The chapter once typed
"1 each", "10 − 6 = 4 … 12 points" and "16 … 8 … 24" by hand; a rule changed in ``penchant/rules`` would have left it
teaching the old one. The points are :mod:`penchant.rules.scoring`'s; these are the words around them.
"""

from __future__ import annotations

from typing import Final

from penchant.english.grammar import capitalised
from penchant.english.marked import Paragraph
from penchant.english.numbers import count_words, number_words
from penchant.rules.brisques import BOOK_BRISQUES, BRISQUES_IN_PACK, the_other_brisques
from penchant.rules.dealing import FIRST_TEN_TRICKS, LAST_SIX_TRICKS
from penchant.rules.profiles import AS_PRINTED, BRISQUE_OPTIONS, KANDELL, Profile
from penchant.rules.scoring import DealScore, deal_parts
from penchant.words.scoring import book_shared_words, over_the_book

__all__ = ["KANDELLS_EXAMPLE", "brisque_points_words", "brisques_twice_words", "last_trick_words",
           "three_ways_words", "two_options_words"]

KANDELLS_EXAMPLE: Final = (8, 10)
"""Kandell's example of a brisque counted twice: a player who took ten of the twelve brisques, eight of them in the
last six tricks (his brisquettes, his brisques), the numbers chapter 7's board starts from."""

_DOUBLED: Final = "doubled brisques"
"""The option Kandell plays himself, by its name in :data:`~penchant.rules.profiles.BRISQUE_OPTIONS`."""


def _example_score(profile: Profile, brisquettes: int, brisques: int) -> DealScore:
    """The score of the player of the example, nothing declared (the rules' :func:`deal_parts`): its total is what
    his brisques brought."""
    return deal_parts(profile, ((), ()), (brisquettes, 0), (brisques, the_other_brisques(brisques)))[0]


def brisque_points_words(profile: Profile) -> str:
    """What a brisquette and a brisque over six score under ``profile``.

    >>> brisque_points_words(KANDELL)
    '1 a brisquette and 1 a brisque over six'
    """
    return f"{profile.brisquette_points} a brisquette and {profile.bonus_points} a brisque {over_the_book()}"


def three_ways_words(profile: Profile) -> tuple[Paragraph, tuple[Paragraph, ...]]:
    """The three ways Penchant scores, under ``profile``: a lead-in and one paragraph a way, the names in bold.

    >>> lead, ways = three_ways_words(KANDELL)
    >>> ways[1].words
    'Brisquettes — brisques taken in the last six tricks — score at once: 1 each.'
    >>> ways[2].words.endswith("Whoever has more than six scores 1 for each one over six. Six each: nobody.")
    True
    """
    six = number_words(BOOK_BRISQUES)
    return (Paragraph(("Penchant scores in three ways, and good players keep all three in mind:",)), (
        Paragraph(("", "Declarations", " score at once, when they are laid on the table.")),
        Paragraph(("", "Brisquettes", f" — brisques taken in the last {number_words(LAST_SIX_TRICKS)} tricks — "
                                      f"score at once: {profile.brisquette_points} each.")),
        Paragraph(("The ", "book bonus", " at the end of the deal: count all the brisques each player took, in both "
                   "parts of the deal. Whoever has ", f"more than {six}",
                   f" scores {profile.bonus_points} for each one {over_the_book()}. "
                   f"{capitalised(book_shared_words())}: nobody.")),
    ))


def last_trick_words() -> Paragraph:
    """What scores nothing at once: the last trick, and the brisques of the first ten tricks.

    >>> last_trick_words().words
    'There is no score for the last trick. Brisques taken in the first ten tricks score only through the book bonus — \
and only if you take more than six.'
    """
    return Paragraph(("There is ", "no score for the last trick",
                      f". Brisques taken in the first {number_words(FIRST_TEN_TRICKS)} tricks score only through the "
                      f"book bonus — and only if you take more than {number_words(BOOK_BRISQUES)}."))


def _twice(profile: Profile, brisquettes: int, brisques: int, *, worked: bool = True) -> tuple[str, int]:
    """The example's brisquettes and book bonus in words (the brisques over six worked out, if ``worked``), and
    what they come to."""
    score = _example_score(profile, brisquettes, brisques)
    over = f" ({brisques} − {BOOK_BRISQUES} = {score.brisques_over_book} brisques {over_the_book()})" if worked else ""
    return (f"{score.brisquettes} for the brisquettes and {score.book_bonus} for the book bonus{over}",
            score.total)  # nothing declared: the deal's total is what the brisques brought


def brisques_twice_words(profile: Profile, example: tuple[int, int] = KANDELLS_EXAMPLE) -> Paragraph:
    """Kandell's example of the brisques counted twice, scored under ``profile``, and what the board below it does.

    >>> brisques_twice_words(KANDELL).words.split(": ")[1]
    'a player who took ten of the twelve brisques, eight of them in the last six tricks, scores 8 for the brisquettes \
and 4 for the book bonus (10 − 6 = 4 brisques over six)'
    """
    brisquettes, brisques = example
    parts, total = _twice(profile, brisquettes, brisques)
    return Paragraph(("Kandell's example: a player who took ", number_words(brisques),
                      f" of the {number_words(BRISQUES_IN_PACK)} brisques, ", number_words(brisquettes),
                      f" of them in the last {number_words(LAST_SIX_TRICKS)} tricks, scores {parts}: ",
                      count_words(total, "point", digits=True),
                      f". Check it below — then change the numbers. The board refuses impossible entries (brisques "
                      f"that do not add up to {number_words(BRISQUES_IN_PACK)}, more brisquettes than brisques) and "
                      "says why."))


def two_options_words(example: tuple[int, int] = KANDELLS_EXAMPLE) -> Paragraph:
    """Kandell's brisques as his table prints them, and his two options, with his example scored doubled.

    >>> two_options_words().words.split("(")[-1]
    "Kandell's example, with doubled brisques: 16 for the brisquettes and 8 for the book bonus, 24 in all.)"
    """
    doubled = KANDELL.with_options(**BRISQUE_OPTIONS[_DOUBLED])
    parts, total = _twice(doubled, *example, worked=False)
    return Paragraph((
        "Kandell's rules, as his table prints them, score the brisques ", AS_PRINTED,
        f": {brisque_points_words(KANDELL)}. That is his book's default, and these chapters': the board ",
        "Score a deal", " above shows it first, under Brisques. He then gives two options. The one he plays "
        "himself is ",
        _DOUBLED, f" ({brisque_points_words(doubled)}), which balances the luck of declaring against the skill of the "
        "end-game; the other, which he leaves to others, doubles ", "only the book bonus",
        f". Choose either under Brisques on the board. (Kandell's example, with {_DOUBLED}: {parts}, {total} in all.)"))
