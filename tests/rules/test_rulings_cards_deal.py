"""Rulings on the cards, their notation, cutting and dealing (docs/RULINGS.md: Cards; Cutting and dealing).

Each test cites, in our words, the source statement it checks.
"""

from __future__ import annotations

import inspect
import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest

from penchant.errors import IllegalPlayError, InvalidNotationError, InvalidSettingError, PenchantError
from penchant.play.dealing import new_deal
from penchant.play.game import Game
from penchant.play.moves import Stage
from penchant.rules.cards import BRISQUE_MASK, PACK, Card, CardSet, cards_of, mask_of, parse_cards
from penchant.rules.dealing import METHODS, DealLayout, cut, deal, deal_steps, dealer_from_cut
from penchant.rules.profiles import DEFAULT_PROFILE, FOSTER, KANDELL, MODERN
from penchant.rules.suits_and_ranks import Rank, Suit
from penchant.rules.tricks import follower_wins

# ------------------------------------------------------------------ the pack


def test_pack_is_32_cards_seven_to_ace_in_four_suits() -> None:
    """Foster: a single pack of thirty-two cards ranking as at Piquet; Kandell: 7 through Ace of four suits."""
    assert len(PACK) == 32
    assert len(set(PACK)) == 32
    assert Counter(c.suit for c in PACK) == {s: 8 for s in Suit}
    assert Counter(c.rank for c in PACK) == {r: 4 for r in Rank}
    assert "".join(r.char for r in sorted(Rank)) == "789TJQKA"
    assert "".join(s.letter for s in Suit) == "SHDC"


def test_ace_is_high_in_rank_order() -> None:
    """Foster: A K Q J 10 9 8 7, the ace highest both in cutting and in play; Kandell: 7 (low) ... A (high)."""
    order = [Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE]
    assert sorted(Rank) == order
    assert max(Rank) is Rank.ACE and min(Rank) is Rank.SEVEN
    # In play: within a suit each rank beats every lower one, the Ace beating the King.
    for suit in Suit:
        for low in order:
            for high in order:
                lead, follow = Card(low, suit).index, Card(high, suit).index
                assert follower_wins(lead, follow, None) == (high > low)


@pytest.mark.parametrize("card", PACK, ids=str)
def test_every_card_round_trips_through_text_and_repr(card: Card) -> None:
    """docs/RULINGS.md: Cards. Notation is rank then suit; printing always gives the canonical form."""
    text = str(card)
    assert len(text) == 2
    assert text[0] in "789TJQKA" and text[1] in "SHDC"
    assert Card.parse(text) == card
    assert Card.parse(text) is card  # one object per card of the pack
    assert eval(repr(card), {"Card": Card}) == card
    assert Card.parse(text.lower()) == card
    assert Card.from_index(card.index) == card
    assert card.index == card.suit * 8 + card.rank
    assert card.bit == 1 << card.index


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("10H", "TH"),
        ("10s", "TS"),
        ("th", "TH"),
        ("qs", "QS"),
        ("Q♠", "QS"),
        ("10♥", "TH"),
        ("a♦", "AD"),
        ("7♣", "7C"),
        ("9♠\ufe0f", "9S"),  # emoji presentation, as Kandell's article prints suits
        (" KD ", "KD"),
    ],
)
def test_parsers_accept_ten_lower_case_and_suit_symbols(text: str, canonical: str) -> None:
    """docs/RULINGS.md: Cards. Parsers also accept 10 for T, lower case, and the symbols ♠ ♥ ♦ ♣;
    printing is canonical."""
    assert str(Card.parse(text)) == canonical


def test_list_notation_is_space_separated_and_prints_canonically() -> None:
    """docs/RULINGS.md: Cards. A list of cards is written space-separated, e.g. QS JH 9C."""
    assert [str(c) for c in parse_cards("QS JH 9C")] == ["QS", "JH", "9C"]
    assert [str(c) for c in parse_cards("q♠ 10h 9c")] == ["QS", "TH", "9C"]
    cs = CardSet("JH qs 10C")
    assert str(cs) == "QS JH TC"  # canonical: by suit (S H D C), then rank
    assert CardSet(str(cs)) == cs
    assert eval(repr(cs), {"CardSet": CardSet}) == cs
    assert len(cs) == 3 and "QS" in cs and Card.parse("JH") in cs and "KD" not in cs
    assert (cs | CardSet("KD")) == CardSet("QS JH TC KD")
    assert (cs - CardSet("QS")) == CardSet("JH TC")
    assert (cs & CardSet("QS KD")) == CardSet("QS")
    assert CardSet.from_mask(mask_of("QS JH TC")) == cs
    assert [str(c) for c in cards_of(cs.mask)] == ["QS", "JH", "TC"]
    assert str(CardSet("")) == ""


@pytest.mark.parametrize("bad", ["", "Q", "1S", "QX", "QSX", "10", "11H", "ZZ", "S Q"])
def test_bad_card_notation_is_a_typed_error_quoting_the_input(bad: str) -> None:
    """Bad input raises InvalidNotationError whose message quotes the input and says why."""
    with pytest.raises(InvalidNotationError) as info:
        Card.parse(bad)
    assert repr(bad) in str(info.value)
    assert isinstance(info.value, PenchantError) and isinstance(info.value, ValueError)


def test_bad_list_notation_quotes_the_offending_card() -> None:
    """A list with a bad card names that card; a card named twice is refused (one of each in the pack)."""
    with pytest.raises(InvalidNotationError, match="'XX'"):
        parse_cards("QS XX JH")
    with pytest.raises(InvalidNotationError) as info:
        CardSet("QS qs")
    assert repr("QS qs") in str(info.value)
    assert "twice" in str(info.value)
    with pytest.raises(InvalidNotationError):
        Card.parse(12)  # type: ignore[arg-type]


# ------------------------------------------------------------- brisques, major/minor


def test_twelve_brisques_are_the_aces_tens_and_sevens() -> None:
    """Foster: twelve brisque cards, the Seven of each suit added to the Aces and Tens."""
    brisques = [c for c in PACK if c.is_brisque]
    assert len(brisques) == 12
    assert {c.rank for c in brisques} == {Rank.ACE, Rank.TEN, Rank.SEVEN}
    assert CardSet.from_mask(BRISQUE_MASK) == CardSet(brisques)
    assert BRISQUE_MASK.bit_count() == 12
    assert CardSet("AS TH 7D KC 9S").brisques == CardSet("AS TH 7D")


def test_major_ranks_are_jqka_and_minor_ranks_789t() -> None:
    """Foster: major sets are of court cards, minor of cards below the Jack; Kandell adds Aces to the major."""
    assert {r for r in Rank if r.is_major} == {Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE}
    assert {r for r in Rank if not r.is_major} == {Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN}
    assert Rank.TEN.is_brisque and not Rank.TEN.is_major  # Tens are minor though brisques
    assert Rank.SEVEN.is_brisque and not Rank.SEVEN.is_major


# ------------------------------------------------------------------- cutting


@pytest.mark.parametrize(
    ("cut0", "cut1", "foster_dealer", "kandell_dealer"),
    [
        ("AS", "KH", 1, 0),  # ace high: player 1's King is lower
        ("7C", "8C", 0, 1),
        ("JD", "TS", 1, 0),
        ("QH", "AC", 0, 1),
    ],
)
def test_cut_ace_high_foster_lower_deals_kandell_higher_deals(
    cut0: str, cut1: str, foster_dealer: int, kandell_dealer: int
) -> None:
    """Foster: the lower cut deals the first hand; Kandell: the players cut for deal, the highest dealing."""
    cuts = (Card.parse(cut0), Card.parse(cut1))
    assert dealer_from_cut(cuts, FOSTER) == foster_dealer
    assert dealer_from_cut(cuts, KANDELL) == kandell_dealer
    assert dealer_from_cut(cuts, MODERN) == kandell_dealer
    assert FOSTER.cut_deals == "low"
    assert KANDELL.cut_deals == "high" and MODERN.cut_deals == "high"
    assert dealer_from_cut(cuts, KANDELL.with_options(cut_deals="low")) == foster_dealer


def test_equal_cut_ranks_do_not_decide() -> None:
    """docs/RULINGS.md: Cutting and dealing. Equal ranks cut again, so a tie names no dealer."""
    with pytest.raises(IllegalPlayError, match="cut again"):
        dealer_from_cut((Card.parse("QS"), Card.parse("QH")), KANDELL)


class _ScriptedCuts(random.Random):
    """An RNG whose cuts are given in advance."""

    def __init__(self, cuts: Sequence[tuple[str, str]]) -> None:
        super().__init__(0)
        self._cuts = [(Card.parse(a), Card.parse(b)) for a, b in cuts]

    def sample(self, population: Any, k: int, *, counts: Any = None) -> list[Any]:
        assert k == 2
        return list(self._cuts.pop(0))


def test_ties_cut_again_until_ranks_differ() -> None:
    """docs/RULINGS.md: Cutting and dealing. Equal ranks cut again."""
    rng = _ScriptedCuts([("QS", "QH"), ("9D", "9C"), ("AS", "7C")])
    rounds, decisive = cut(rng)
    assert [(str(a), str(b)) for a, b in rounds] == [("QS", "QH"), ("9D", "9C"), ("AS", "7C")]
    assert (str(decisive[0]), str(decisive[1])) == ("AS", "7C")


def test_random_cuts_repeat_exactly_on_ties() -> None:
    """Every round but the last is a tie of ranks; the last differs."""
    saw_a_tie = False
    for seed in range(300):
        rounds, decisive = cut(random.Random(seed))
        assert rounds[-1] == decisive
        assert decisive[0].rank != decisive[1].rank
        assert all(a.rank == b.rank and a != b for a, b in rounds[:-1])
        saw_a_tie = saw_a_tie or len(rounds) > 1
    assert saw_a_tie  # a tie happens about once in 7.75 cuts


def test_game_takes_first_dealer_from_the_cut_by_profile() -> None:
    """Foster: the lower cut deals the first hand; Kandell: the highest deals."""
    for seed in range(6):
        for profile in (FOSTER, KANDELL):
            game = Game(profile=profile, rng=seed)
            a, b = game.cuts[-1]
            lower = 0 if a.rank < b.rank else 1
            assert game.first_dealer == (lower if profile is FOSTER else 1 - lower)
            assert game.current.dealer == game.first_dealer


# ------------------------------------------------------------------- dealing

_TRADITIONAL = (
    ["pone", "stock", "dealer"]
    + ["stock", "stock", "pone", "stock", "stock", "dealer"] * 4
    + ["stock", "stock", "pone", "stock", "dealer"]
)


def test_traditional_deal_order_follows_foster() -> None:
    """Foster: pone, stock, dealer one each; then two to the stock between the ones to each player,
    only one to the stock in the last round."""
    steps = deal_steps(list(PACK), "traditional")
    assert [d for d, _ in steps] == _TRADITIONAL
    assert [d for d, _ in steps[-5:]] == ["stock", "stock", "pone", "stock", "dealer"]  # S S P S D
    assert [c for _, c in steps] == list(PACK)  # the pack is dealt from its top, in order


def test_traditional_stock_is_a_pile_whose_top_is_the_last_card_placed() -> None:
    """docs/RULINGS.md: Cutting and dealing. The stock is a pile: the last card placed on it is its top."""
    pack = list(PACK)
    random.Random(3).shuffle(pack)
    layout = deal("traditional", pack=pack)
    placed = [c for d, c in layout.steps if d == "stock"]
    assert list(layout.stock) == placed  # bottom first
    assert layout.stock[-1] == placed[-1] == pack[-2]  # the 31st card of the pack (then the dealer's last)
    state = new_deal(FOSTER, random.Random(0), dealer=0, method="traditional")
    assert len(state.stock) == 20


def test_threes_deal_three_to_pone_three_to_dealer_twice() -> None:
    """Foster: most players deal three cards to each player alternately, the other twenty forming the stock."""
    pack = list(PACK)
    random.Random(4).shuffle(pack)
    layout = deal("threes", pack=pack)
    assert list(layout.pone) == pack[0:3] + pack[6:9]
    assert list(layout.dealer) == pack[3:6] + pack[9:12]
    assert sorted(layout.stock) == sorted(pack[12:])
    assert layout.stock[-1] == pack[12]  # the undealt pack becomes the stock, next card on top


def test_singles_deal_one_at_a_time_pone_first() -> None:
    """Kandell: six cards are dealt face down to each player, one by one."""
    pack = list(PACK)
    random.Random(5).shuffle(pack)
    layout = deal("singles", pack=pack)
    assert list(layout.pone) == pack[0:12:2]
    assert list(layout.dealer) == pack[1:12:2]
    assert layout.stock[-1] == pack[12]
    assert [d for d, _ in layout.steps[:12]] == ["pone", "dealer"] * 6


@pytest.mark.parametrize("method", METHODS)
def test_every_method_gives_six_each_and_twenty_to_the_stock(method: str) -> None:
    """Foster and Kandell: each player receives six cards and twenty are left for the stock."""
    for seed in range(5):
        layout = deal(method, rng=random.Random(seed))  # type: ignore[arg-type]
        assert len(layout.pone) == 6 and len(layout.dealer) == 6 and len(layout.stock) == 20
        everything = list(layout.pone) + list(layout.dealer) + list(layout.stock)
        assert sorted(everything) == sorted(PACK)
        assert len(layout.steps) == 32
        assert Counter(d for d, _ in layout.steps) == {"pone": 6, "dealer": 6, "stock": 20}
    # A seeded RNG deals the same cards again.
    assert deal(method, rng=random.Random(9)) == deal(method, rng=random.Random(9))  # type: ignore[arg-type]


def test_unknown_deal_method_is_refused_by_name() -> None:
    with pytest.raises(InvalidSettingError, match="'fives'"):
        deal("fives", rng=random.Random(0))  # type: ignore[arg-type]
    with pytest.raises(InvalidSettingError, match="'fives'"):
        new_deal(KANDELL, 0, method="fives")


def test_profiles_deal_by_their_source_method() -> None:
    """Foster describes the traditional deal; Kandell deals one by one."""
    assert FOSTER.deal_method == "traditional"
    assert KANDELL.deal_method == "singles"


@pytest.mark.parametrize("dealer", [0, 1])
def test_no_trump_is_turned_and_the_pone_leads_first(dealer: int) -> None:
    """Foster: no trump is turned. Kandell: the non-dealer leads any card."""
    state = new_deal(KANDELL, 11, dealer=dealer)
    assert state.trump is None and state.trump_card is None
    assert state.view(0).trump is None
    assert state.stage is Stage.LEAD
    assert state.to_move == 1 - dealer
    assert len(state.hand(0)) == 6 and len(state.hand(1)) == 6 and len(state.stock) == 20


def test_state_from_a_chosen_layout_puts_every_card_where_the_layout_says() -> None:
    pone = tuple(parse_cards("AS KS QS JS TS 9S"))
    dealer = tuple(parse_cards("AH KH QH JH TH 9H"))
    rest = tuple(c for c in PACK if c not in pone + dealer)
    from penchant.play.state import DealState

    st = DealState.from_layout(DealLayout(pone, dealer, rest, ()), 0, KANDELL)
    assert st.hand(1) == CardSet(pone) and st.hand(0) == CardSet(dealer)
    assert st.to_move == 1
    assert rest == st.stock


def test_the_deal_rounds_and_the_stock_order_are_the_rules() -> None:
    """The deal board groups the steps in the rounds a dealer says aloud and shows the stock top card first;
    both come from the rules (the board once worked them out itself)."""
    from penchant.rules.cards import PACK
    from penchant.rules.dealing import deal, deal_rounds, deal_steps, stock_top_first
    from penchant.rules.procedure import DEALT_TO_HANDS

    assert [len(r) for r in deal_rounds("traditional")] == [3, 6, 6, 6, 6, 5]
    assert [len(r) for r in deal_rounds("threes")] == [3, 3, 3, 3]
    assert [len(r) for r in deal_rounds("singles")] == [2] * 6
    for method in ("traditional", "threes", "singles"):
        steps = deal_steps(PACK, method)
        flat = [i for r in deal_rounds(method) for i in r]
        assert flat == list(range(len(flat)))
        assert len(flat) == (len(steps) if method == "traditional" else DEALT_TO_HANDS)
        stocked = [c for d, c in steps if d == "stock"]
        layout = deal(method, pack=PACK)
        assert stock_top_first(method, stocked) == list(reversed(layout.stock))  # top card first


def test_a_deal_names_its_method_and_needs_no_shuffle_when_given_a_pack() -> None:
    """Review: ``deal(rng, method="threes")`` defaulted to a method that is not the default profile's (Kandell
    deals singles) and asked for an rng it ignored when a pack was given."""
    assert inspect.signature(deal).parameters["method"].default is inspect.Parameter.empty
    layout = deal(DEFAULT_PROFILE.deal_method, pack=PACK)
    assert list(layout.pone) == list(PACK[0:12:2])


@pytest.mark.parametrize(("given", "word"), [({}, "neither"), ({"rng": random.Random(0), "pack": PACK}, "both")])
def test_a_deal_takes_a_shuffle_or_a_pack(given: dict[str, object], word: str) -> None:
    with pytest.raises(PenchantError, match=word):
        deal("singles", **given)  # type: ignore[arg-type]
