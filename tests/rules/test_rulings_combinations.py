"""Rulings on combinations: the ten kinds and their values, the fresh-card rule, reuse of table cards.

(docs/RULINGS.md: Combinations; Questions the sources leave open.)
"""

from __future__ import annotations

import random
from itertools import combinations as _subsets

import pytest

from penchant.errors import BarredError, IllegalDeclarationError, InvalidNotationError
from penchant.play.moves import Stage
from penchant.play.state import DealState
from penchant.rules.cards import PACK, Card, CardSet, mask_of, parse_cards
from penchant.rules.combinations import check_declaration, classify, legal_declarations
from penchant.rules.dealing import HELD_AT_DECLARATION, DealLayout
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.rules.profiles import FOSTER, KANDELL, MODERN, Profile

# The table of docs/RULINGS.md: Combinations. An example of each kind (Kandell's examples, in our
# notation) and its values.
TABLE: list[tuple[Kind, str, int, int, int]] = [
    (Kind.PAIR, "9♠ 9♣", 20, 2, 2),
    (Kind.TRIPLET, "10♥ 10♠ 10♣", 30, 3, 3),
    (Kind.QUADRUPLET, "K♥ K♠ K♦ K♣", 100, 10, 8),
    (Kind.FAMILY, "J♠ Q♠ K♠", 30, 3, 3),
    (Kind.CLAN, "10♦ J♦ Q♦ K♦", 40, 4, 4),
    (Kind.FLUSH, "7♣ 9♣ J♣ Q♣ K♣", 50, 5, 5),
    (Kind.REUNION, "10♥ J♥ Q♥ K♥ A♥", 250, 25, 20),
    (Kind.MARRIAGE, "K♥ Q♥", 20, 2, 2),
    (Kind.BESITO, "Q♣ J♣", 20, 2, 2),
    (Kind.PENCHANT, "Q♦ J♣", 10, 1, 1),
]


@pytest.mark.parametrize(("kind", "cards", "foster", "kandell", "modern"), TABLE, ids=[t[0].value for t in TABLE])
def test_each_combination_and_its_value(kind: Kind, cards: str, foster: int, kandell: int, modern: int) -> None:
    """Foster: four of a kind 100, three 30, pair 20, sequence of five 250, of four 40, K Q J 30,
    King and Queen 20, Queen and Jack of a suit 20, flush of five 50, penchant 10.
    Kandell: the same divided by ten; modern scoring: quadruplet 8, reunion 20."""
    assert classify(cards) is kind
    assert (FOSTER.value(kind), KANDELL.value(kind), MODERN.value(kind)) == (foster, kandell, modern)
    for profile, points in ((FOSTER, foster), (KANDELL, kandell), (MODERN, modern)):
        verdict = check_declaration(cards, Holdings.parse(hand=cards, table=""), profile)
        assert verdict.legal and verdict.kind is kind and verdict.points == points
        assert Kind.parse(kind.value) is kind
    assert kind.size == len(CardSet(cards))


def test_kandell_values_are_fosters_divided_by_ten() -> None:
    """Kandell: the original scoring was ten times these values."""
    for kind in Kind:
        assert FOSTER.value(kind) == 10 * KANDELL.value(kind)


def test_foster_counts_ten_a_card_except_fives_fours_and_penchants() -> None:
    """Foster: except sequences of five cards, fours and penchants, the count is ten points a card."""
    for kind in Kind:
        if kind not in (Kind.REUNION, Kind.QUADRUPLET, Kind.PENCHANT):
            assert FOSTER.value(kind) == 10 * kind.size


@pytest.mark.parametrize(
    ("cards", "kind"),
    [
        ("JS JH", Kind.PAIR),
        ("AS AH AD AC", Kind.QUADRUPLET),
        ("7S 7H 7D", Kind.TRIPLET),
        ("JH QH KH AH", Kind.CLAN),  # J Q K A
        ("9H TH JH QH KH", Kind.REUNION),  # 9 T J Q K
        ("TH JH QH KH AH", Kind.REUNION),
        ("9H JH QH KH AH", Kind.FLUSH),  # five of a suit holding J Q K, not a sequence
        ("7H 8H JH QH KH", Kind.FLUSH),
        ("8H TH JH QH KH", Kind.FLUSH),
        ("QS JS", Kind.BESITO),
        ("QS JH", Kind.PENCHANT),
        ("QH JS", Kind.PENCHANT),
    ],
)
def test_five_card_suit_sets_are_reunions_if_in_sequence_else_flushes(cards: str, kind: Kind) -> None:
    """docs/RULINGS.md: Combinations. A five-card same-suit set holding J Q K is a reunion if it is a
    sequence, else a flush."""
    assert classify(cards) is kind


@pytest.mark.parametrize(
    "cards",
    [
        "QS",  # one card
        "",
        "KH QS",  # King and Queen of different suits
        "KH JH",  # King and Jack
        "QS QH JD",  # no three-card mixed combination
        "9H JH QH KH",  # four of a suit with J Q K, not a sequence: nothing
        "8H 9H TH JH QH",  # no King
        "9H TH JH QH KH AH",  # six cards
        "AS AH AD AC KS",
        "7S 8S 9S TS JS",  # five of a suit without Q K
        "QS QH KS",
    ],
)
def test_other_card_sets_are_no_combination(cards: str) -> None:
    assert classify(cards) is None
    if len(CardSet(cards)) > HELD_AT_DECLARATION:  # more than a player holds at a declaration: not a verdict
        with pytest.raises(InvalidNotationError, match="at a declaration"):
            check_declaration(cards, Holdings.parse(hand=cards, table=""), KANDELL)
        return
    verdict = check_declaration(cards, Holdings.parse(hand=cards, table=""), KANDELL)
    assert not verdict.legal and verdict.kind is None and verdict.points == 0
    assert isinstance(verdict.error, IllegalDeclarationError)


# ------------------------------------------------------------ the fresh-card rule


def test_every_card_must_be_in_the_declarers_hand_or_table() -> None:
    verdict = check_declaration("QS QH", Holdings.parse(hand="QS", opp_table="QH"), KANDELL)
    assert not verdict.legal
    assert "QH" in verdict.reason


def test_a_declaration_needs_at_least_one_fresh_card_from_the_hand() -> None:
    """Foster: the player must add at least one fresh card from his hand; Kandell: one or more from the hand."""
    verdict = check_declaration("KH QH", Holdings.parse(hand="9C", table="KH QH JH"), KANDELL)
    assert not verdict.legal
    assert verdict.kind is Kind.MARRIAGE and verdict.points == 2
    assert "fresh card" in verdict.reason
    with pytest.raises(IllegalDeclarationError, match="'KH QH'"):  # the input, quoted as typed
        verdict.raise_if_illegal()


def test_foster_marriage_and_penchant_on_table_cannot_score_their_queens() -> None:
    """Foster: with a marriage and a penchant on the table, the pair of Queens cannot be scored;
    a Queen added from the hand makes the triplet."""
    table = "KH QH QS JD"  # marriage KH QH and penchant QS JD
    assert not check_declaration("QH QS", Holdings.parse(hand="QD", table=table), FOSTER).legal
    triplet = check_declaration("QH QS QD", Holdings.parse(hand="QD", table=table), FOSTER)
    assert triplet.legal and triplet.kind is Kind.TRIPLET and triplet.points == 30
    offered = {str(d.cards) for d in legal_declarations(Holdings.parse(hand="QD", table=table), FOSTER)}
    assert "QS QH" not in offered
    assert "QS QH QD" in offered


def test_kandell_triplet_cannot_be_followed_by_the_marriage_it_completed() -> None:
    """Kandell: with two Queens melded, a third Queen suiting a melded King scores the triplet,
    but not later the marriage, no card being added."""
    table = "QS QH KD KC"  # a pair of Queens and a pair of Kings
    first = check_declaration("QS QH QD", Holdings.parse(hand="QD", table=table), KANDELL)
    assert first.legal and first.kind is Kind.TRIPLET
    after = "QS QH QD KD KC"
    marriage = check_declaration("KD QD", Holdings.parse(hand="", table=after), KANDELL)
    assert not marriage.legal and "fresh card" in marriage.reason
    # Nor a pair out of the triplet (Kandell: not the pair after the triplet without a new card).
    assert not check_declaration("QS QH", Holdings.parse(hand="", table=after), KANDELL).legal


def test_kandell_pair_then_king_makes_a_marriage() -> None:
    """Kandell: with a pair of Queens melded, a King of one of their suits adds a marriage."""
    verdict = check_declaration("KS QS", Holdings.parse(hand="KS", table="QS QH"), KANDELL)
    assert verdict.legal and verdict.kind is Kind.MARRIAGE


@pytest.mark.parametrize(
    ("cards", "hand", "table", "kind"),
    [
        ("QS QH QD", "QS QH QD 8C", "", Kind.TRIPLET),  # three fresh cards at once
        ("TH JH QH KH", "JH TH", "KH QH", Kind.CLAN),  # two fresh cards added to a marriage
        ("9H TH JH QH KH", "9H TH", "JH QH KH", Kind.REUNION),
        ("AS AH AD AC", "AD AC", "AS AH", Kind.QUADRUPLET),
    ],
)
def test_several_hand_cards_may_be_added_at_once(cards: str, hand: str, table: str, kind: Kind) -> None:
    """Kandell: one or more cards have to be added from the hand."""
    verdict = check_declaration(cards, Holdings.parse(hand=hand, table=table), KANDELL)
    assert verdict.legal and verdict.kind is kind


@pytest.mark.parametrize(
    ("cards", "hand", "kind"),
    [
        ("KH QH JH", "JH", Kind.FAMILY),
        ("QH QS", "QS", Kind.PAIR),
        ("QH JS", "JS", Kind.PENCHANT),
        ("QH JH", "JH", Kind.BESITO),
        ("KH KS", "KS", Kind.PAIR),
    ],
)
def test_table_cards_serve_again_in_later_combinations_of_any_kind(cards: str, hand: str, kind: Kind) -> None:
    """Foster: a card laid on the table for one declaration can be used again in future declarations."""
    verdict = check_declaration(cards, Holdings.parse(hand=hand, table="KH QH"), KANDELL)
    assert verdict.legal and verdict.kind is kind


def test_a_smaller_combination_of_cards_that_could_be_larger_is_allowed() -> None:
    """docs/RULINGS.md: Questions the sources leave open. A pair out of three Queens in hand is allowed;
    it is just worse."""
    assert check_declaration("QS QH", Holdings.parse(hand="QS QH QD", table=""), KANDELL).legal
    assert check_declaration("KH QH JH", Holdings.parse(hand="TH JH QH KH AH", table=""), KANDELL).legal
    assert check_declaration("KH QH", Holdings.parse(hand="TH JH QH KH AH", table=""), KANDELL).legal
    decls = legal_declarations(Holdings.parse(hand="QS QH QD 8C", table=""), KANDELL)
    kinds = [d.kind for d in decls]
    assert kinds == [Kind.TRIPLET, Kind.PAIR, Kind.PAIR, Kind.PAIR]  # best first, each card set once
    assert [d.points for d in decls] == [3, 2, 2, 2]


# ------------------------------------------------------------- same-kind reuse


def test_same_kind_reuse_is_allowed_by_default() -> None:
    """docs/RULINGS.md: Questions the sources leave open. Both sources state only the fresh-card
    condition, so a card may serve in two combinations of the same kind, each time with a fresh card."""
    for profile in (FOSTER, KANDELL, MODERN):
        assert profile.same_kind_reuse is True
    declared = [(Kind.PAIR, mask_of("QS QH"))]
    assert check_declaration("QH QD", Holdings.parse(hand="QD", table="QS QH"), KANDELL, declared=declared).legal
    declared = [(Kind.PENCHANT, mask_of("QH JS"))]
    assert check_declaration("QH JD", Holdings.parse(hand="JD", table="QH JS"), KANDELL, declared=declared).legal


def test_same_kind_reuse_false_lets_a_card_serve_once_per_kind() -> None:
    """docs/RULINGS.md: Questions the sources leave open. Bezique's custom, offered as the profile
    option same_kind_reuse: false."""
    strict = KANDELL.with_options(same_kind_reuse=False)
    declared = [(Kind.PAIR, mask_of("QS QH"))]
    verdict = check_declaration("QH QD", Holdings.parse(hand="QD", table="QS QH"), strict, declared=declared)
    assert not verdict.legal and "QH" in verdict.reason and "serve only once in each kind" in verdict.reason
    assert "same_kind_reuse" not in verdict.reason  # the rule in words, not its settings key
    # Another kind may still use the card.
    assert check_declaration("QS QH QD", Holdings.parse(hand="QD", table="QS QH"), strict, declared=declared).legal
    # A pair of two cards that have not served in a pair is fine.
    assert check_declaration("QD QC", Holdings.parse(hand="QD QC", table="QS QH"), strict, declared=declared).legal
    declared = [(Kind.PENCHANT, mask_of("QH JS"))]
    assert not check_declaration("QH JD", Holdings.parse(hand="JD", table="QH JS"), strict, declared=declared).legal
    holdings = Holdings.parse(hand="JD", table="QH JS")
    offered = {str(d.cards) for d in legal_declarations(holdings, strict, declared=declared)}
    assert "QH JD" not in offered
    assert "QH JD" in {str(d.cards) for d in legal_declarations(holdings, KANDELL, declared=declared)}


def _reuse_deal(profile: Profile) -> DealState:
    """Player 0 declares QS QH, then (after the next trick) may try QH QD."""
    p0, p1 = "AS QS QH QD AH 8C", "7S 8S 7H 9D 7D 9C"
    hands = (parse_cards(p0), parse_cards(p1))
    used = mask_of(hands[0] + hands[1])
    stock = [c for c in PACK if not used & c.bit]
    st = DealState.from_layout(DealLayout(tuple(hands[0]), tuple(hands[1]), tuple(reversed(stock)), ()), 1, profile)
    st.apply("play AS")
    st.apply("play 7S")
    st.apply("declare QS QH")
    st.apply("play AH")
    st.apply("play 7H")
    assert st.stage is Stage.DECLARE and st.to_move == 0
    return st


def test_the_state_machine_applies_same_kind_reuse() -> None:
    st = _reuse_deal(KANDELL)
    assert "declare QH QD" in st.legal_actions
    st.apply("declare QH QD")
    assert st.scores == (4, 0)
    strict = _reuse_deal(KANDELL.with_options(same_kind_reuse=False))
    assert "declare QH QD" not in strict.legal_actions
    assert "declare QS QH QD" in strict.legal_actions
    with pytest.raises(IllegalDeclarationError, match="serve only once in each kind"):
        strict.apply("declare QH QD")


def test_loser_may_check_only_a_penchant() -> None:
    """Foster: no combination but a penchant can be declared by the player who does not win the trick."""
    marriage = check_declaration("KH QH", Holdings.parse(hand="KH QH JS", table=""), KANDELL, penchant_only=True)
    assert not marriage.legal and "penchant" in marriage.reason
    assert not isinstance(marriage.error, BarredError)
    assert check_declaration("QH JS", Holdings.parse(hand="KH QH JS", table=""), KANDELL, penchant_only=True).legal
    only = legal_declarations(Holdings.parse(hand="KH QH JS 9C 9D", table=""), KANDELL, penchant_only=True)
    assert [(str(d.cards), d.kind) for d in only] == [("JS QH", Kind.PENCHANT)]


# --------------------------------------------- an independent reading of the table

_SEQUENCE = "789TJQKA"


def _my_kind(cards: list[Card]) -> Kind | None:
    """docs/RULINGS.md: Combinations. Its table of combinations, read independently of the engine."""
    n = len(cards)
    ranks = {c.rank for c in cards}
    suits = {c.suit for c in cards}
    if len(ranks) == 1 and 2 <= n <= 4:
        return {2: Kind.PAIR, 3: Kind.TRIPLET, 4: Kind.QUADRUPLET}[n]
    chars = "".join(sorted((c.rank.char for c in cards), key=_SEQUENCE.index))
    if len(suits) == 1:
        if n == 2:
            return {"QK": Kind.MARRIAGE, "JQ": Kind.BESITO}.get(chars)
        if not {"J", "Q", "K"} <= set(chars):
            return None
        in_sequence = chars in _SEQUENCE
        if n == 3:
            return Kind.FAMILY
        if n == 4:
            return Kind.CLAN if in_sequence else None
        if n == 5:
            return Kind.REUNION if in_sequence else Kind.FLUSH
        return None
    if n == 2 and chars == "JQ":
        return Kind.PENCHANT
    return None


def test_classify_agrees_with_the_table_on_every_set_of_two_to_four_cards() -> None:
    for n in (2, 3, 4):
        for cards in _subsets(PACK, n):
            assert classify(list(cards)) is _my_kind(list(cards)), cards


def test_classify_agrees_with_the_table_on_five_card_sets() -> None:
    for suit in range(4):
        for cards in _subsets(PACK[suit * 8:suit * 8 + 8], 5):
            assert classify(list(cards)) is _my_kind(list(cards)), cards
    rng = random.Random(0)
    for _ in range(3000):
        cards = rng.sample(PACK, 5)
        assert classify(cards) is _my_kind(cards), cards
    assert classify(PACK[:6]) is None


def _my_barred(size: int, own: int, opp: int) -> bool:
    """docs/RULINGS.md: Barring. Barred if for some n >= size the opponent has best_n and the player none as high."""
    def best(table: int, n: int) -> int:
        return max((r for r in range(4, 8) if (table & (0x01010101 << r)).bit_count() >= n), default=-1)

    return any(best(opp, n) >= 0 and best(own, n) < best(opp, n) for n in range(size, 5))


def _my_barred_by_value(size: int, own: int, opp: int) -> bool:
    """docs/RULINGS.md: Barring by value (Foster). Barred iff his best major set is worth as much and
    beats my best set."""
    def best(table: int, ranks: range) -> tuple[int, int]:
        found = [(min((table & (0x01010101 << r)).bit_count(), 4), r) for r in ranks]
        return max([f for f in found if f[0] >= 2], default=(0, -1))

    theirs = best(opp, range(4, 8))
    return theirs[0] >= size and best(own, range(8)) < theirs


def test_legal_declarations_agree_with_an_independent_enumeration() -> None:
    """Every subset of hand and table with a fresh card, classified by the table and barred by the rule."""
    rng = random.Random(1)
    for _ in range(300):
        cards = rng.sample(PACK, 32)
        hand = cards[: rng.randint(1, HELD_AT_DECLARATION)]
        table = cards[6: 6 + rng.randint(0, HELD_AT_DECLARATION - len(hand))]  # five together at a declaration
        rest = cards[11:]
        # The opponent's table leans to major cards, so that bars are common (five cards at most, as a player holds
        # at a declaration).
        opp = [c for c in rest if c.is_major][: rng.randint(0, 4)] + [c for c in rest if not c.is_major][:1]
        h, t, o = mask_of(hand), mask_of(table), mask_of(opp)
        expected = {}
        holding = hand + table
        for n in range(2, 6):
            for sub in _subsets(holding, n):
                m = mask_of(list(sub))
                kind = _my_kind(list(sub))
                if kind is None or not m & h:
                    continue
                minor_set = kind in (Kind.PAIR, Kind.TRIPLET, Kind.QUADRUPLET) and not sub[0].is_major
                expected[m] = (kind, minor_set and _my_barred(n, t, o), minor_set and _my_barred_by_value(n, t, o))
        # Foster reads the bar by value, the modern (Kandell) profile by size.
        holdings = Holdings.from_masks(h, t, o)
        for profile, column in ((FOSTER, 2), (MODERN, 1)):
            want = {m: e[0] for m, e in expected.items() if not e[column]}
            got = {d.cards.mask: d.kind for d in legal_declarations(holdings, profile)}
            assert got == want, (profile.name, CardSet.from_mask(h), CardSet.from_mask(t), CardSet.from_mask(o))
            for d in legal_declarations(holdings, profile):
                assert d.points == profile.value(d.kind)
                assert check_declaration(d.cards, holdings, profile).legal
