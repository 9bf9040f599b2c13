"""Rulings on barring: a major set on the opponent's table bars minor sets (docs/RULINGS.md: Barring).

"P" is the player who wants to declare, "O" the opponent.
"""

from __future__ import annotations

import pytest

from penchant.errors import BarredError, IllegalDeclarationError
from penchant.play.moves import Stage
from penchant.play.state import DealState
from penchant.rules.bar_reports import bar_report, barring_summary
from penchant.rules.barred_refusal import barred_refusal_words
from penchant.rules.barring import best_n, is_barred
from penchant.rules.cards import PACK, CardSet, mask_of, parse_cards
from penchant.rules.combinations import check_declaration, legal_declarations
from penchant.rules.dealing import DealLayout
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.rules.profiles import FOSTER, KANDELL, Profile
from penchant.rules.suits_and_ranks import Rank


def deal_state(p0: str, p1: str, draws: str = "", profile: Profile = KANDELL, dealer: int = 1) -> DealState:
    """Hands of players 0 and 1 (player 0 the pone); ``draws`` are the stock's top cards in drawing order."""
    hands = (parse_cards(p0), parse_cards(p1))
    top = parse_cards(draws)
    used = mask_of(hands[0] + hands[1] + top)
    stock_top_first = top + [c for c in PACK if not used & c.bit]
    assert len(stock_top_first) == 20
    layout = DealLayout(tuple(hands[1 - dealer]), tuple(hands[dealer]), tuple(reversed(stock_top_first)), ())
    return DealState.from_layout(layout, dealer, profile)


def settle(st: DealState) -> DealState:
    while st.stage in (Stage.DECLARE, Stage.PENCHANT):
        st.apply("pass")
    return st


def may_declare(cards: str, p_table: str, o_table: str, profile: Profile = KANDELL) -> bool:
    """Whether P may declare ``cards`` (all from the hand) with these two tables."""
    return check_declaration(cards, Holdings.parse(hand=cards, table=p_table, opp_table=o_table), profile).legal


# ------------------------------------------------------------- best_n


def test_best_n_is_the_highest_major_rank_with_n_cards_on_a_table() -> None:
    table = "KS KH QS QH QD 9S 9H 9D 9C"
    assert best_n(table, 2) is Rank.KING
    assert best_n(table, 3) is Rank.QUEEN
    assert best_n(table, 4) is None  # four Nines are minor: they do not count
    assert best_n("", 2) is None
    assert best_n("AS AH AD AC", 4) is Rank.ACE


# ------------------------------------------------------------- worked checks


def test_two_queens_on_the_opponents_table_bar_minor_pairs() -> None:
    """Foster and Kandell: if the adversary has two Queens on the table you cannot announce a pair below Jacks."""
    verdict = check_declaration("9S 9H", Holdings.parse(hand="9S 9H", opp_table="QS QH"), FOSTER)
    assert not verdict.legal
    assert isinstance(verdict.error, BarredError)
    assert verdict.kind is Kind.PAIR and verdict.points == 20
    assert verdict.bar is not None and verdict.bar.barring_cards == CardSet("QS QH")
    assert "QS QH" in verdict.reason
    for minor in ("7", "8", "9", "T"):
        assert not may_declare(f"{minor}S {minor}D", "", "QS QH")
    with pytest.raises(BarredError, match="'9S 9H'"):
        verdict.raise_if_illegal()


@pytest.mark.parametrize("profile", [FOSTER, KANDELL], ids=["foster", "kandell"])
@pytest.mark.parametrize("p_table", ["QD QC", "KD KC", "KS KD KC", "AS AH", "QD QC 8S"])
def test_a_pair_as_good_on_ones_own_table_unbars(p_table: str, profile: Profile) -> None:
    """Foster: if you have a pair as good as his you can score minor pairs; Kandell: a pair of Queens,
    or a pair or trio of Kings."""
    assert may_declare("9S 9H", p_table, "QS QH", profile)
    assert bar_report(2, Holdings.parse(table=p_table, opp_table="QS QH"), profile) is None


def test_a_lower_major_pair_does_not_unbar() -> None:
    """Kandell: to unbar you only have to tie the rank of the highest major set, not less."""
    assert not may_declare("9S 9H", "JS JH", "QS QH")
    report = bar_report(2, Holdings.parse(table="JS JH", opp_table="QS QH"), KANDELL)
    assert report is not None and report.bars[0].own_best is Rank.JACK


@pytest.mark.parametrize("profile", [FOSTER, KANDELL], ids=["foster", "kandell"])
def test_two_aces_cancel_two_kings_and_bar_the_kings_owner(profile: Profile) -> None:
    """Foster and Kandell: he has two Kings on the table, you two Aces: you may score any minor pair; he cannot."""
    p_table, o_table = "AS AH", "KS KH"
    assert may_declare("9S 9H", p_table, o_table, profile)
    assert not may_declare("9D 9C", o_table, p_table, profile)  # O, facing P's Aces
    assert is_barred(2, Holdings.parse(table=o_table, opp_table=p_table), profile)
    assert not is_barred(2, Holdings.parse(table=p_table, opp_table=o_table), profile)


@pytest.mark.parametrize("profile", [FOSTER, KANDELL], ids=["foster", "kandell"])
def test_a_minor_triplet_is_not_barred_by_a_major_pair(profile: Profile) -> None:
    """Foster: if you have three Eights to declare, no major pair of his will bar it."""
    assert may_declare("8S 8H 8D", "", "AS AH", profile)
    assert may_declare("8S 8H 8D 8C", "", "AS AH AD", profile)  # longer than the barring set
    assert not may_declare("8S 8H 8D", "", "JS JH JD", profile)  # a major triplet bars minor triplets


def test_a_major_triplet_bars_minor_pairs_unless_a_major_triplet_answers_it() -> None:
    """docs/RULINGS.md: Barring. O has three Jacks, P has two Aces and no major triplet: P's minor pairs are barred
    (the triplet bars pairs; only a triplet unbars). Kandell: it must be better than any triplet on your table."""
    verdict = check_declaration("9S 9H", Holdings.parse(hand="9S 9H", table="AS AH", opp_table="JS JH JD"), KANDELL)
    assert not verdict.legal and isinstance(verdict.error, BarredError)
    assert verdict.bar is not None
    assert [(b.size, b.rank) for b in verdict.bar.bars] == [(3, Rank.JACK)]
    assert not may_declare("9S 9H 9D", "AS AH", "JS JH JD")
    assert may_declare("9S 9H", "QS QH QD", "JS JH JD")
    assert may_declare("9S 9H", "KS KH KD", "JS JH JD")


def test_a_major_quadruplet_bars_every_minor_set() -> None:
    """Kandell: the highest major quadruplet bars all minor sets."""
    o_table = "JS JH JD JC"
    for cards in ("9S 9H", "9S 9H 9D", "9S 9H 9D 9C"):
        assert not may_declare(cards, "", o_table)
        if len(cards.split()) <= 2:  # hand and table hold five together at a declaration
            assert not may_declare(cards, "AS AH AD", o_table)  # a triplet of Aces does not answer a four
    # A major four of one's own answers it (asked of the bar: a pair in hand beside a table of four is six cards,
    # which no player holds at a declaration)
    assert barring_summary(Holdings.parse(table="QS QH QD QC", opp_table=o_table), KANDELL)[2] is None
    summary = barring_summary(Holdings.parse(opp_table=o_table), KANDELL)
    assert all(summary[n] is not None for n in (2, 3, 4))


def test_runs_couplings_and_major_sets_are_never_barred() -> None:
    """Foster and Kandell: only minor sets can be barred, never sequences or couplings."""
    o_table = "AS AH AD AC"
    for cards in ("KH QH", "QH JH", "QH JS", "JH QH KH", "TH JH QH KH", "8H 9H JH QH KH",
                  "9D TD JD QD KD", "JS JH", "KS KH KD", "QS QH QD QC"):
        verdict = check_declaration(cards, Holdings.parse(hand=cards, opp_table=o_table), KANDELL)
        assert verdict.legal, (cards, verdict.reason)


@pytest.mark.parametrize("profile", [FOSTER, KANDELL], ids=["foster", "kandell"])
def test_minor_sets_never_bar(profile: Profile) -> None:
    """Foster: no minor combination on his side will bar you."""
    assert may_declare("8S 8H", "", "9S 9H 9D 9C", profile)
    assert may_declare("7S 7H 7D", "", "TS TH TD", profile)
    assert bar_report(2, Holdings.parse(opp_table="7S 7H 7D 7C 8S"), profile) is None


@pytest.mark.parametrize("profile", [FOSTER, KANDELL], ids=["foster", "kandell"])
def test_only_table_cards_bar_never_hand_cards(profile: Profile) -> None:
    """docs/RULINGS.md: Barring. What counts is the cards on each table; cards in hands never bar (nor unbar)."""
    # P's Aces in hand do not unbar.
    assert not check_declaration("9S 9H", Holdings.parse(hand="9S 9H AS AH", opp_table="QS QH"), profile).legal
    # O's Queens in hand do not bar: in a deal, O holding QS QH in hand leaves P's minor pair free...
    st = deal_state("AS 9S 9H 8C 7D 8D", "7S QS QH 8H 9D TC", profile=profile)
    st.apply("play AS")
    st.apply("play 7S")
    assert st.stage is Stage.DECLARE and st.to_move == 0
    assert CardSet("QS QH").mask & st.hands[1].mask == CardSet("QS QH").mask  # the Queens are in O's hand
    assert "declare 9S 9H" in st.legal_actions
    # ...where the same Queens on O's table bar it.
    assert not may_declare("9S 9H", "", "QS QH", profile)


def test_cards_not_declared_as_that_set_still_bar() -> None:
    """Foster: his Queens need not have been announced as a pair: they may be parts of a marriage and a penchant."""
    o_table = "KH QH QS JD"
    verdict = check_declaration("9S 9H", Holdings.parse(hand="9S 9H", opp_table=o_table), KANDELL)
    assert not verdict.legal and verdict.bar is not None
    assert verdict.bar.barring_cards == CardSet("QS QH")


def test_a_marriage_and_penchant_declared_in_play_bar_the_opponents_pair() -> None:
    """The state machine counts the table's Queens however they were declared."""
    st = deal_state("7C 8C 9S 9H KD QD", "AC TC KH QH QS JD", draws="7S 8S 9C 7H")
    st.apply("play 7C")  # player 1 wins
    st.apply("play AC")
    st.apply("declare KH QH")
    st.apply("play TC")  # player 1 leads and wins again
    st.apply("play 8C")
    st.apply("declare QS JD")
    assert st.table(1) == CardSet("QS KH QH JD")
    st.apply("play 7S")  # player 0 wins
    st.apply("play 8S")
    assert st.stage is Stage.DECLARE and st.to_move == 0
    assert "declare KD QD" in st.legal_actions
    assert "declare 9S 9H" not in st.legal_actions
    with pytest.raises(BarredError, match="QS QH"):
        st.apply("declare 9S 9H")


def test_playing_a_barring_card_from_the_table_lifts_the_bar() -> None:
    """Kandell (tactics): playing a card from one's melds may remove a bar on the opponent.
    docs/RULINGS.md: Barring. The engine recomputes bars from the tables at every declaration."""
    # Player 0 (pone): 9S 9H to pair, KD QD for a marriage; player 1 holds QS QH to declare.
    st = deal_state("7C AH 9S 9H KD QD", "AC QS QH 7H 8D 8C", draws="9C 7S")
    # Trick 1: player 1 wins and lays down the Queens.
    st.apply("play 7C")
    st.apply("play AC")
    st.apply("declare QS QH")
    assert st.table(1) == CardSet("QS QH")
    # Trick 2: player 1 leads, player 0 wins; the minor pair is barred, the marriage is free.
    st.apply("play 7H")
    st.apply("play AH")
    assert st.stage is Stage.DECLARE and st.to_move == 0
    assert "declare 9S 9H" not in st.legal_actions
    assert "declare KD QD" in st.legal_actions
    before = st.to_json()
    with pytest.raises(BarredError) as info:
        st.apply("declare 9S 9H")
    assert "'9S 9H'" in str(info.value) and "QS QH" in str(info.value)
    assert st.to_json() == before
    settle(st)
    # Trick 3: player 0 leads the Seven of spades; player 1 takes it with the Queen from the table.
    assert st.to_move == 0 and "7S" in st.hand(0)
    st.apply("play 7S")
    st.apply("play QS")
    assert st.last_trick is not None and st.last_trick.winner == 1
    assert st.table(1) == CardSet("QH")
    settle(st)
    # Trick 4: player 1 leads, player 0 wins: the bar is lifted.
    assert st.to_move == 1
    st.apply("play 8D")
    st.apply("play KD")
    assert st.last_trick is not None and st.last_trick.winner == 0
    assert st.stage is Stage.DECLARE and st.to_move == 0
    assert "declare 9S 9H" in st.legal_actions
    score = st.scores[0]
    st.apply("declare 9S 9H")
    assert st.scores[0] == score + 2


def test_a_bar_report_explains_the_barring_cards_and_what_unbars() -> None:
    report = bar_report(2, Holdings.parse(opp_table="QS QH"), KANDELL)
    assert report is not None
    text = barred_refusal_words(report)
    assert "QS QH" in text and "unbar" in text
    assert report.barring_cards == CardSet("QS QH")
    with pytest.raises(ValueError, match="5"):
        bar_report(5, Holdings.parse(table=""), KANDELL)


def test_legal_declarations_leave_out_barred_sets_only() -> None:
    decls = legal_declarations(Holdings.parse(hand="9S 9H KD QD", opp_table="QS QH"), KANDELL)
    assert [(str(d.cards), d.kind) for d in decls] == [("QD KD", Kind.MARRIAGE)]
    with pytest.raises(IllegalDeclarationError):
        check_declaration("9S 9H", Holdings.parse(hand="9S 9H", opp_table="QS QH"), KANDELL).raise_if_illegal()


def test_a_bar_and_its_answer_need_a_set_long_enough() -> None:
    """``big_enough_to_bar`` and ``long_enough_to_answer`` say what the bar itself decides: his Queens alone bar a
    minor set exactly when there are as many as it has cards (both readings), and, by size, your Aces answer his
    Queens exactly when there are as many of them."""
    from penchant.rules.barring import big_enough_to_bar, is_barred_on_masks, long_enough_to_answer
    from penchant.rules.cards import rank_mask, suit_mask
    from penchant.rules.kinds import SET_SIZES
    from penchant.rules.suits_and_ranks import Suit

    def of(rank: Rank, n: int) -> int:
        return rank_mask(rank) & sum(suit_mask(s) for s in list(Suit)[:n])

    for reading in ("by_size", "by_value"):
        for his in SET_SIZES:
            for size in SET_SIZES:
                assert is_barred_on_masks(size, 0, of(Rank.QUEEN, his), reading) == big_enough_to_bar(his, size)
    for his in SET_SIZES:
        for mine in SET_SIZES:
            for size in (s for s in SET_SIZES if big_enough_to_bar(his, s)):
                barred = is_barred_on_masks(size, of(Rank.ACE, mine), of(Rank.QUEEN, his), "by_size")
                assert barred == (not long_enough_to_answer(mine, his))


def test_a_sandbox_lays_the_majors_off_the_other_table_and_names_every_barring_card() -> None:
    from penchant.rules.bar_reports import barring_summary, cards_barring
    from penchant.rules.barring import major_cards, majors_left_for
    from penchant.rules.cards import CardSet
    from penchant.rules.holdings import Holdings

    other = CardSet("QS QD AS 8H")
    left = majors_left_for(other)
    assert set(left) == {c for c in major_cards() if c not in other}
    summary = barring_summary(Holdings(table=CardSet(), opp_table=CardSet("QS QD QH AS AH")), "by_size")
    barring = {c for r in summary.values() if r is not None for c in r.barring_cards}
    assert len({r.barring_cards for r in summary.values() if r is not None}) > 1
    assert set(cards_barring(summary)) == barring
    assert cards_barring({2: None, 3: None, 4: None}) == CardSet()


@pytest.mark.parametrize("reading", ["by_valeu", "BY_VALUE", "", "foster"])
def test_the_fast_path_refuses_a_reading_it_does_not_know(reading: str) -> None:
    """A mistyped reading is refused, quoted, not read as by size (Kandell's rule) without a word."""
    from penchant.errors import InvalidSettingError
    from penchant.rules.barring import is_barred_on_masks
    from penchant.rules.cards import CardSet

    with pytest.raises(InvalidSettingError, match=repr(reading)):  # a reading is a setting (issue #30)
        is_barred_on_masks(2, 0, CardSet("QS QD").mask, reading)  # type: ignore[arg-type]
