"""Barring in a player's words: what a minor set is, what bars and what unbars, the rule in a sentence as each
reading states it (:func:`rule_words`), and the by-size check a player makes at the table (:func:`checking_steps`).
Whether a set is barred is the rule's (:mod:`penchant.rules.barring`); these words say it, reading the rule's sizes,
ranks and readings from there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from penchant.english.grammar import capitalised, is_you
from penchant.english.lists import join_and, join_or
from penchant.english.numbers import number_words
from penchant.errors import InvalidNotationError
from penchant.rules.barring import SIZE_NAMES, SIZE_PLURALS, best_set, big_enough_to_bar, is_barred_on_masks, reading_of
from penchant.rules.cards import CardSet, CardsGiven
from penchant.rules.kinds import SMALLEST_SET
from penchant.rules.profiles import Barring
from penchant.rules.suits_and_ranks import MINOR_RANKS, Rank

if TYPE_CHECKING:
    from penchant.rules.profiles import Profile

__all__ = [
    "BARS_BY_SIZE_WORDS", "BARS_BY_VALUE_WORDS", "HIGHER_SET_BARS_IN_TURN_WORDS", "LONGER_NEVER_BARRED_WORDS",
    "LOWER_NEVER_UNBARS_WORDS", "MINOR_RANKS_WORDS", "MINOR_SETS_WORDS", "MINOR_SET_NEVER_BARS_WORDS",
    "SHORTER_NEVER_UNBARS_WORDS", "UNBARS_BY_SIZE_WORDS", "UNBARS_BY_VALUE_WORDS", "WHAT_BARS_WORDS", "answer_words",
    "bars_words", "best_set_weighed_words", "by_value_order_words", "checking_steps",
    "measured_against_the_bar_words", "only_minor_sets_barred_words", "rule_words", "tie_words",
    "unbars_by_size_words", "unbars_words",
]

MINOR_RANKS_WORDS: Final = join_or(r.plural for r in MINOR_RANKS)
"""The minor ranks in a player's words, any of them: "Sevens, Eights, Nines or Tens"."""
MINOR_SETS_WORDS: Final = f"{join_and(SIZE_PLURALS.values())} of {MINOR_RANKS_WORDS}"
"""What a minor set is, in a player's words, the only combinations ever barred: "pairs, triplets and
quadruplets of Sevens, Eights, Nines or Tens"."""
WHAT_BARS_WORDS: Final = "Only the two tables count: cards in a hand never bar, and neither do minor sets."
"""What may bar, in a player's words (this module's first lines): the sets on the two tables alone, never a
hand's cards, never a minor set."""
MINOR_SET_NEVER_BARS_WORDS: Final = "a minor set never bars"
"""That a minor set bars nothing, in a player's words."""


def only_minor_sets_barred_words(spelled_out: bool = False) -> str:
    """That only a minor set is ever barred, in a player's words: ``"only minor sets can be barred"``, or with the
    minor sets spelled out (:data:`MINOR_SETS_WORDS`).

    >>> only_minor_sets_barred_words()
    'only minor sets can be barred'
    """
    return f"only {MINOR_SETS_WORDS if spelled_out else 'minor sets'} can be barred"


BARS_BY_SIZE_WORDS: Final = "a major set bars minor sets of its own size or smaller"
"""By size, what a major set on the opponent's table bars (:func:`~penchant.rules.barring.big_enough_to_bar`), in a
player's words."""


def unbars_by_size_words(who: str = "you") -> str:
    """By size, what lifts a bar (:func:`~penchant.rules.barring.long_enough_to_answer`, and a rank as high), in a
    player's words, said of the reader (``"you"``) or of his opponent (``"he"``, as
    :func:`~penchant.english.grammar.pronoun` says him).

    >>> unbars_by_size_words("he")
    'a major set of his own, at least as long and at least as high, unbars him'
    """
    own, them = ("your", "you") if is_you(who) else ("his", "him")
    return f"a major set of {own} own, at least as long and at least as high, unbars {them}"


UNBARS_BY_SIZE_WORDS: Final = f"only {unbars_by_size_words()}"
"""By size, what lifts a bar, said to the reader (:func:`unbars_by_size_words`): the only thing that does."""
HIGHER_SET_BARS_IN_TURN_WORDS: Final = "your higher set cancels his, and bars him in turn"
"""By size, a major set of your own higher than his of the same size: it lifts his bar (:data:`UNBARS_BY_SIZE_WORDS`)
and, a major set on your table, bars his minor sets (:data:`BARS_BY_SIZE_WORDS`), in a player's words."""
SHORTER_NEVER_UNBARS_WORDS: Final = "a shorter set never unbars, however high"
"""By size, a set of your own too short to lift a bar (:data:`UNBARS_BY_SIZE_WORDS` turned round)."""
LOWER_NEVER_UNBARS_WORDS: Final = "a lower set never unbars, however long"
"""By size, a set of your own too low to lift a bar (:data:`UNBARS_BY_SIZE_WORDS` turned round)."""
LONGER_NEVER_BARRED_WORDS: Final = "a longer minor set is never barred by a shorter major one"
"""By size, the minor sets a major set is too short to bar (:func:`~penchant.rules.barring.big_enough_to_bar` turned
round)."""

BARS_BY_VALUE_WORDS: Final = "a major set bars only minor sets worth as much as it or less"
"""By value, what a major set on the opponent's table bars (:func:`~penchant.rules.barring.big_enough_to_bar`), in a
player's words."""
UNBARS_BY_VALUE_WORDS: Final = "your best set on the table, of any rank, unbars you when it is as good or better"
"""By value, what lifts a bar (:func:`~penchant.rules.barring.is_barred_on_masks`), said to the reader."""
_BEST_SET_WEIGHED_WORDS: Final[dict[Barring, str]] = {
    "by_size": "of each size, only his highest major set of that size or longer is weighed against yours",
    "by_value": "only his best major set is weighed against yours",
}


def bars_words(barring: Barring | Profile | str) -> str:
    """What a major set on the opponent's table bars under the reading, in a player's words.

    >>> bars_words("by_size") == BARS_BY_SIZE_WORDS, bars_words("by_value") == BARS_BY_VALUE_WORDS
    (True, True)
    """
    return BARS_BY_SIZE_WORDS if reading_of(barring) == "by_size" else BARS_BY_VALUE_WORDS


def unbars_words(barring: Barring | Profile | str) -> str:
    """What of the reader's own lifts a bar under the reading, in a player's words.

    >>> unbars_words("by_size")
    'a major set of your own, at least as long and at least as high, unbars you'
    """
    return unbars_by_size_words() if reading_of(barring) == "by_size" else UNBARS_BY_VALUE_WORDS


def best_set_weighed_words(barring: Barring | Profile | str) -> str:
    """Which of the opponent's major sets the reading weighs (:func:`~penchant.rules.barring.is_barred_on_masks`: by
    size his best of each size, by value his one best), in a player's words: a lower set of his bars nothing more.

    >>> best_set_weighed_words("by_value")
    'only his best major set is weighed against yours'
    """
    return _BEST_SET_WEIGHED_WORDS[reading_of(barring)]


_RULE_WORDS: Final[dict[Barring, str]] = {
    "by_size": f"{capitalised(BARS_BY_SIZE_WORDS)}; {UNBARS_BY_SIZE_WORDS}, and {LONGER_NEVER_BARRED_WORDS}.",
    "by_value": "The opponent's best major set bars your minor sets worth no more than it, unless your own best "
                "set on the table, of any rank, is as good: a bigger set, or one of the same size and at least as "
                "high (a tie does not bar).",
}


def by_value_order_words() -> str:
    """By value, how sets are put in order (:func:`~penchant.rules.barring.best_set_among`: by size, as every
    profile's set values rise with it, then by rank), in a player's words.

    >>> by_value_order_words()[:84]
    'sets are put in order by what they score (a quadruplet above a triplet above a pair)'
    """
    by_size = " above ".join(f"a {SIZE_NAMES[n]}" for n in sorted(SIZE_NAMES, reverse=True))
    return (f"sets are put in order by what they score ({by_size}) and, between sets that score the same, "
            f"by rank ({max(Rank).plural} high)")


def rule_words(barring: Barring | Profile | str) -> str:
    """The barring rule in a sentence, as the reading (a profile's, or one given by name) states it.

    >>> rule_words("by_value").startswith("The opponent's best major set")
    True
    """
    return _RULE_WORDS[reading_of(barring)]


def checking_steps() -> tuple[str, ...]:
    """The by-size check a player makes at the table when the opponent declares a minor set, step by step, in a
    player's words: what :func:`~penchant.rules.barring._barred_by_size` does (the sizes from the set declared up, his
    best major set of each against yours), the one home of both.

    >>> checking_steps()[0]
    'Is it a minor set (Sevens, Eights, Nines or Tens)? If not, barring does not apply.'
    """
    return (
        f"Is it a minor set ({MINOR_RANKS_WORDS})? If not, barring does not apply.",
        f"On your table, find your highest major set of each size: {join_or(SIZE_NAMES.values())} (a longer set "
        f"counts for a shorter size too: three Kings are a {SIZE_NAMES[SMALLEST_SET]} of Kings).",
        "For the size of his set and every larger size: if you have a major set of that size or longer, does he have "
        "one at least as long and at least as high? If not, he is barred.",
    )


def measured_against_the_bar_words(minor_size: int, bar_size: int, barring: Barring | Profile | str) -> str:
    """A minor set of ``minor_size`` cards measured against his major set of ``bar_size`` as the reading weighs them
    (by size, by their length; by value, by what they score), and so whether the bar reaches it
    (:func:`~penchant.rules.barring.big_enough_to_bar`), in a player's words.

    >>> measured_against_the_bar_words(3, 2, "by_size"), measured_against_the_bar_words(3, 2, "by_value")
    ('longer than his pair', 'worth more than his pair')
    >>> measured_against_the_bar_words(2, 3, "by_size")
    'no longer than his triplet'
    """
    free = not big_enough_to_bar(bar_size, minor_size)
    more = ("longer", "no longer") if reading_of(barring) == "by_size" else ("worth more", "worth no more")
    return f"{more[0] if free else more[1]} than his {SIZE_NAMES[bar_size]}"


def _major_set(cards: CardsGiven, whose: str) -> CardSet:
    """The best major set of ``cards`` (:func:`~penchant.rules.barring.best_set`), its cards: ``whose`` names the
    table in the refusal of cards that hold none."""
    given = CardSet(cards)
    found = best_set(given, major_only=True)
    if found is None:
        raise InvalidNotationError.refusing(cards, f"{whose} holds no major set")
    return CardSet(c for c in given if c.rank == found[1])


def _set_named(cards: CardSet) -> str:
    return f"{number_words(len(cards))} {next(iter(cards)).rank.plural}"


def tie_words(his: CardsGiven, barring: Barring | Profile | str) -> str:
    """Whether a major set of your own that ties his best (as long and as high) unbars your minor pairs under the
    reading, asked of the rules (:func:`~penchant.rules.barring.is_barred_on_masks` with his set on your table too),
    in a player's words; ``his``: his table's cards.

    >>> tie_words("KD QD QS JC", "by_size"), tie_words("KD QD QS JC", "by_value")[:16]
    ('a tie is enough: two Queens of your own would tie his', 'a tie is enough:')
    """
    theirs = _major_set(his, "his table")
    enough = not is_barred_on_masks(SMALLEST_SET, theirs.mask, CardSet(his).mask, reading_of(barring))
    return f"a tie is {'enough' if enough else 'not enough'}: {_set_named(theirs)} of your own would tie his"


def answer_words(yours: CardsGiven, his: CardsGiven, barring: Barring | Profile | str) -> str:
    """What your best major set does to his under the reading, asked of the rules for your minor pairs
    (:func:`~penchant.rules.barring.is_barred_on_masks`): it beats his, ties it, or does not answer it, in a
    player's words; ``yours`` and ``his``: the two tables' cards.

    >>> answer_words("KH KS", "KD QD QS JC", "by_size"), answer_words("AH AD", "KD KC KS", "by_size")
    ('two Kings beat them', 'two Aces do not answer them')
    """
    mine = _major_set(yours, "your table")
    barred = is_barred_on_masks(SMALLEST_SET, CardSet(yours).mask, CardSet(his).mask, reading_of(barring))
    if barred:
        return f"{_set_named(mine)} do not answer them"
    theirs = _major_set(his, "his table")
    tied = len(mine) == len(theirs) and next(iter(mine)).rank == next(iter(theirs)).rank
    return f"{_set_named(mine)} {'tie' if tied else 'beat'} them"
