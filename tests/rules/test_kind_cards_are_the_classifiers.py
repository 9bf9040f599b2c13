"""The words that say what cards make each kind (``KIND_CARDS``, what a feedback teaches when a learner counts cards
as a kind they do not make) are the classifier's rule: every two- to five-card set of the pack meets the words of
the kind it is classified as, and of no other kind of as many cards."""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

from penchant.rules.cards import PACK, Card, CardSet, Rank
from penchant.rules.combinations import classify
from penchant.rules.kinds import Kind, KindClass, look_alikes
from penchant.words.kinds import CLASS_CARDS, KIND_CARDS, KIND_EXAMPLES, class_title

J, Q, K = Rank.JACK, Rank.QUEEN, Rank.KING


def _one_rank(cs: tuple[Card, ...]) -> bool:
    return len({c.rank for c in cs}) == 1


def _one_suit(cs: tuple[Card, ...]) -> bool:
    return len({c.suit for c in cs}) == 1


def _jqk(cs: tuple[Card, ...]) -> bool:
    return {J, Q, K} <= {c.rank for c in cs}


def _in_sequence(cs: tuple[Card, ...]) -> bool:
    ranks = sorted(int(c.rank) for c in cs)
    return ranks == list(range(ranks[0], ranks[0] + len(ranks)))


def _ranks(cs: tuple[Card, ...]) -> set[Rank]:
    return {c.rank for c in cs}


# KIND_CARDS read word for word, one predicate a kind
MEETS: dict[Kind, Callable[[tuple[Card, ...]], bool]] = {
    Kind.PAIR: lambda cs: len(cs) == 2 and _one_rank(cs),
    Kind.TRIPLET: lambda cs: len(cs) == 3 and _one_rank(cs),
    Kind.QUADRUPLET: lambda cs: len(cs) == 4 and _one_rank(cs),
    Kind.FAMILY: lambda cs: len(cs) == 3 and _one_suit(cs) and _ranks(cs) == {J, Q, K},
    Kind.CLAN: lambda cs: len(cs) == 4 and _one_suit(cs) and _in_sequence(cs) and _jqk(cs),
    Kind.FLUSH: lambda cs: len(cs) == 5 and _one_suit(cs) and _jqk(cs) and not _in_sequence(cs),
    Kind.REUNION: lambda cs: len(cs) == 5 and _one_suit(cs) and _in_sequence(cs) and _jqk(cs),
    Kind.MARRIAGE: lambda cs: len(cs) == 2 and _one_suit(cs) and _ranks(cs) == {K, Q},
    Kind.BESITO: lambda cs: len(cs) == 2 and _one_suit(cs) and _ranks(cs) == {Q, J},
    Kind.PENCHANT: lambda cs: len(cs) == 2 and not _one_suit(cs) and _ranks(cs) == {Q, J},
}


def test_the_words_hold_for_the_kinds_the_classifier_finds() -> None:
    assert KIND_CARDS[Kind.FLUSH].endswith("not in sequence") and "in sequence" in KIND_CARDS[Kind.REUNION]
    assert "different suits" in KIND_CARDS[Kind.PENCHANT] and "one suit" in KIND_CARDS[Kind.BESITO]
    # the sets of one suit with J Q K, and of one rank, and the Queens with Jacks: where the kinds are
    picked = [c for c in PACK if c.rank in (J, Q, K) or c.suit == PACK[0].suit or c.rank == PACK[0].rank]
    for n in range(2, 6):
        for cs in combinations(picked, n):
            kind = classify(" ".join(str(c) for c in cs))
            if kind is None:
                continue
            assert MEETS[kind](cs), (cs, kind)
            assert not any(MEETS[other](cs) for other in look_alikes(kind)), (cs, kind)


# CLASS_CARDS read word for word, one predicate a class
CLASS_MEETS: dict[KindClass, Callable[[tuple[Card, ...]], bool]] = {
    KindClass.SET: lambda cs: _one_rank(cs) and len({c.suit for c in cs}) == len(cs),
    KindClass.RUN: lambda cs: _one_suit(cs) and _jqk(cs),
    KindClass.COUPLING: lambda cs: len(cs) == 2 and Q in _ranks(cs) and bool(_ranks(cs) & {K, J}),
}


def test_each_example_is_the_kind_it_shows() -> None:
    assert set(KIND_EXAMPLES) == set(Kind)
    assert {kind: classify(cards) for kind, cards in KIND_EXAMPLES.items()} == {kind: kind for kind in Kind}


def test_the_class_words_hold_for_every_kind_of_the_class() -> None:
    """Every set of the pack the classifier finds a kind meets its class's words, and no other class's."""
    assert CLASS_CARDS[KindClass.SET] == "the same rank, different suits"
    assert class_title(KindClass.RUN) == "Runs: one suit, holding J Q K (Foster's class B)"
    assert {k.kind_class for k in Kind} == set(CLASS_CARDS) == set(KindClass)
    picked = [c for c in PACK if c.rank in (J, Q, K) or c.suit == PACK[0].suit or c.rank == PACK[0].rank]
    found: set[KindClass] = set()
    for n in range(2, 6):
        for cs in combinations(picked, n):
            kind = classify(CardSet(cs))
            if kind is None:
                continue
            found.add(kind.kind_class)
            assert {c for c, meets in CLASS_MEETS.items() if meets(cs)} == {kind.kind_class}, (cs, kind)
    assert found == set(KindClass)
