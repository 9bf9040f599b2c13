"""Rulings on play: Phase 1 tricks, declarations after a trick, drawing, trump, Phase 2 obligations.

Positions are built from chosen layouts (``DealState.from_layout``) or from the
``penchant-position/1`` text form, so every card is where the test says.
Player 0 is the pone (dealer 1) unless a test says otherwise.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from penchant.errors import IllegalDeclarationError, IllegalPlayError, PenchantError
from penchant.play.dealing import new_deal
from penchant.play.moves import Declare, Pass, Play, Stage
from penchant.play.state import DealState
from penchant.rules.cards import BRISQUE_MASK, FULL_MASK, PACK, Card, CardSet, mask_of, parse_cards
from penchant.rules.dealing import DealLayout
from penchant.rules.kinds import Kind
from penchant.rules.profiles import FOSTER, KANDELL, Profile
from penchant.rules.suits_and_ranks import Suit

# ----------------------------------------------------------------- helpers


def deal_state(p0: str, p1: str, draws: str = "", profile: Profile = KANDELL, dealer: int = 1) -> DealState:
    """Hands of players 0 and 1; ``draws`` are the stock's top cards in drawing order.

    The rest of the pack fills the stock below them, in pack order.
    """
    hands = (parse_cards(p0), parse_cards(p1))
    top = parse_cards(draws)
    assert len(hands[0]) == 6 and len(hands[1]) == 6
    used = mask_of(hands[0] + hands[1] + top)  # raises if a card is named twice
    stock_top_first = top + [c for c in PACK if not used & c.bit]
    assert len(stock_top_first) == 20
    layout = DealLayout(tuple(hands[1 - dealer]), tuple(hands[dealer]), tuple(reversed(stock_top_first)), ())
    return DealState.from_layout(layout, dealer, profile)


def trick(st: DealState, lead: str, follow: str) -> DealState:
    st.apply(f"play {lead}")
    st.apply(f"play {follow}")
    return st


def settle(st: DealState) -> DealState:
    """Pass every declaration stage until someone must play."""
    while st.stage in (Stage.DECLARE, Stage.PENCHANT):
        st.apply("pass")
    return st


def legal_plays(st: DealState) -> set[str]:
    return {str(a.card) for a in st.legal_actions if isinstance(a, Play)}


def phase2(
    hand0: str, hand1: str, *, trump: str | None, leader: int, taken0: str = "", profile: Profile = KANDELL
) -> DealState:
    """A position at the start of Phase 2: the stock is gone, the tables are back in the hands.

    ``taken0`` are the cards player 0 took in Phase 1; player 1 took every other played card.
    ``trump`` is the suit letter (``'H'``) or None.
    """
    h0, h1, t0 = mask_of(hand0), mask_of(hand1), mask_of(taken0)
    assert h0.bit_count() == 6 and h1.bit_count() == 6 and not (h0 & h1) and not (t0 & (h0 | h1))
    t1 = FULL_MASK & ~(h0 | h1 | t0)
    penchant = f"Q{'H' if trump == 'S' else 'S'} J{trump}"  # only a penchant sets trump: player 0 declared it
    data: dict[str, Any] = {
        "format": "penchant-position/1",
        "rules": profile.to_json(),
        "dealer": 0,
        "stage": "lead",
        "to_move": leader,
        "leader": leader,
        "lead": None,
        "hands": [str(CardSet.from_mask(h0)), str(CardSet.from_mask(h1))],
        "tables": ["", ""],
        "stock": "",
        "trump": None if trump is None else "J" + trump,
        "tricks": 10,
        "trick_winner": leader,
        "taken": [str(CardSet.from_mask(t0)), str(CardSet.from_mask(t1))],
        "phase1_brisques": [(t0 & BRISQUE_MASK).bit_count(), (t1 & BRISQUE_MASK).bit_count()],
        "brisquettes": [0, 0],
        "scores": [0 if trump is None else profile.value(Kind.PENCHANT), 0],
        "events": [],
        "declared": [[] if trump is None else [{"kind": "penchant", "cards": penchant}], []],
        "history": [],
        "played": str(CardSet.from_mask(t0 | t1)),
    }
    return DealState.from_json(data)


# ------------------------------------------------------------ Phase 1: tricks

FREE = ("AS 8S 9H 7D KC QD", "KS 7S TH 8D JC 9C")


@pytest.mark.parametrize("dealer", [0, 1])
def test_the_pone_leads_the_first_trick(dealer: int) -> None:
    """Kandell: the non-dealer leads any card."""
    st = deal_state(*FREE, dealer=dealer)
    assert st.stage is Stage.LEAD and st.to_move == 1 - dealer
    assert len(legal_plays(st)) == 6  # any card
    with pytest.raises(IllegalPlayError):
        st.apply("play KS" if dealer == 1 else "play AS")  # the dealer's card: not his turn


def test_no_obligation_to_follow_suit_trump_or_win_in_phase_1() -> None:
    """Kandell: cards need not follow suit, you need not play trump, and you need not win."""
    st = deal_state(*FREE)
    st.apply("play 8S")
    assert st.stage is Stage.FOLLOW and st.to_move == 1
    assert legal_plays(st) == {"KS", "7S", "TH", "8D", "JC", "9C"}


@pytest.mark.parametrize(
    ("lead", "follow", "winner"),
    [
        ("8S", "KS", 1),  # the higher card of the suit led
        ("8S", "7S", 0),
        ("8S", "TH", 0),  # another suit never wins while there are no trumps
        ("8S", "JC", 0),  # a Jack is no trump before a penchant sets one
        ("AS", "KS", 0),  # ace high in play
    ],
)
def test_trick_goes_to_the_higher_card_of_the_suit_led(lead: str, follow: str, winner: int) -> None:
    """Kandell: a trick is won by the best card of the suit led (or the highest trump); play starts with no trumps."""
    st = trick(deal_state(*FREE), lead, follow)
    assert st.last_trick is not None
    assert st.last_trick.winner == winner
    assert st.taken[winner] >= CardSet(f"{lead} {follow}")
    assert st.trump is None


def test_winner_of_a_trick_leads_the_next() -> None:
    """Kandell: the winner of each trick leads the next (as in Bezique, Foster)."""
    st = settle(trick(deal_state(*FREE), "8S", "KS"))
    assert st.stage is Stage.LEAD and st.to_move == 1 and st.leader == 1
    st = settle(trick(deal_state(*FREE), "8S", "7S"))
    assert st.stage is Stage.LEAD and st.to_move == 0


# ----------------------------------------------- declaring, drawing, the loser's penchant

DECLARING = ("AS QH QS 9D 9C KH", "7S QD JC 8H 8D 7C")


def test_winner_declares_one_combination_then_winner_draws_then_loser() -> None:
    """Foster and Kandell: the winner may declare one combination; then he draws the top card, then the loser."""
    st = trick(deal_state(*DECLARING, draws="AD 7H"), "AS", "7S")
    assert st.stage is Stage.DECLARE and st.to_move == 0 and st.phase == 1
    st.apply("declare QH QS")
    assert st.scores == (2, 0)
    assert st.table(0) == CardSet("QH QS")
    assert "AD" in st.hand(0) and "7H" in st.hand(1)  # winner got the top card, loser the next
    assert len(st.stock) == 18
    # Only one declaration per trick: the marriage must wait for another trick.
    assert st.stage is Stage.LEAD and st.to_move == 0
    with pytest.raises(IllegalDeclarationError):
        st.apply("declare KH QH")


def test_after_the_winner_declares_the_loser_may_not_declare() -> None:
    """Foster: if the winner of the trick makes any declaration, the loser cannot declare."""
    st = trick(deal_state(*DECLARING), "AS", "7S")
    st.apply("declare QH QS")
    assert st.stage is Stage.LEAD and st.to_move == 0
    assert [p for p, _ in st.history] == [0, 1, 0]  # player 1 (holding QD JC) was never asked
    assert st.declared[1] == ()


def test_when_the_winner_passes_the_loser_may_declare_a_penchant_only() -> None:
    """Foster: the adversary may then declare a penchant, but no other combination; Kandell: the one exception."""
    st = trick(deal_state("AS KH QH 8S 8H 7D", "7S QD JC 9H 9D TC", draws="AD 7H"), "AS", "7S")
    assert st.stage is Stage.DECLARE and st.to_move == 0
    st.apply("pass")
    assert st.stage is Stage.PENCHANT and st.to_move == 1
    assert list(st.legal_actions) == [Declare(CardSet("QD JC")), Pass()]
    with pytest.raises(IllegalDeclarationError, match="penchant") as info:
        st.apply("declare 9H 9D")  # a pair in the loser's hand
    assert "'9H 9D'" in str(info.value)
    assert st.stage is Stage.PENCHANT  # refused: nothing changed
    st.apply("declare QD JC")
    assert st.scores == (0, 1)
    assert st.table(1) == CardSet("QD JC")
    assert "AD" in st.hand(0) and "7H" in st.hand(1)  # the winner still draws first
    assert st.stage is Stage.LEAD and st.to_move == 0


def test_a_winner_with_nothing_to_declare_goes_straight_to_the_losers_penchant() -> None:
    """Foster: if the winner has no declaration to make he signifies it by drawing; the loser may then declare."""
    st = trick(deal_state("AS 8S 7H 9D TC JH", "7S QD JC 9H KS AD"), "AS", "7S")
    assert st.stage is Stage.PENCHANT and st.to_move == 1
    assert [str(a) for a in st.legal_actions] == ["declare QD JC", "pass"]


def test_a_loser_without_a_penchant_is_not_asked() -> None:
    """The loser can declare only a penchant: without one, the draw follows the winner's pass."""
    st = trick(deal_state("AS KH QH 8S 8H 7D", "7S 9C JC 9H KS AD", draws="AC 7H"), "AS", "7S")
    st.apply("pass")
    assert st.stage is Stage.LEAD and st.to_move == 0
    assert "AC" in st.hand(0) and "7H" in st.hand(1)


def test_declaring_is_only_for_the_stage_after_a_trick() -> None:
    """Foster: declarations are made by the winner of a trick, after it."""
    st = deal_state(*DECLARING)
    with pytest.raises(IllegalDeclarationError):
        st.apply("declare QH QS")
    st.apply("play AS")
    with pytest.raises(IllegalDeclarationError):
        st.apply("declare QD JC")
    with pytest.raises(IllegalPlayError, match="pass"):
        st.apply("pass")


def test_refused_actions_leave_the_state_unchanged() -> None:
    st = trick(deal_state(*DECLARING), "AS", "7S")
    before = st.to_json()
    for bad in ("declare KH QS", "declare 9D 9C QS", "play QS", "declare QD JC"):
        with pytest.raises(PenchantError):
            st.apply(bad)
        assert st.to_json() == before


# --------------------------------------------------------- playing from the table


def test_a_card_may_be_played_from_the_hand_or_the_own_table() -> None:
    """Kandell: a player may lead or respond with a card from her hand or one melded on the table."""
    st = trick(deal_state(*DECLARING, draws="KD 9H"), "AS", "7S")
    st.apply("declare QH QS")
    assert legal_plays(st) == {"QH", "QS", "9D", "9C", "KH", "KD"}
    st.apply("play QS")  # from the table, to the trick like any other card
    assert st.table(0) == CardSet("QH")
    assert st.lead == Card.parse("QS")
    # The follower may answer from her own table too (player 1 has nothing there yet).
    assert legal_plays(st) == {str(c) for c in st.hand(1)}
    st.apply("play 8D")
    assert st.last_trick is not None and st.last_trick.winner == 0
    assert "QS" in st.taken[0]


def test_a_card_on_the_opponents_table_is_not_the_players_to_play() -> None:
    """Kandell: a card on the table *that she previously melded*: one's own table only."""
    st = trick(deal_state(*DECLARING, draws="KD 9H"), "AS", "7S")
    st.apply("declare QH QS")
    st.apply("play 9D")
    with pytest.raises(IllegalPlayError, match="QS"):
        st.apply("play QS")
    assert "play QS" not in st.legal_actions


def test_hand_and_table_hold_six_cards_throughout_phase_1() -> None:
    """docs/RULINGS.md: Phase 1. Hand and table together always hold 6 cards during Phase 1 (melds are
    still part of the hand)."""
    st = new_deal(KANDELL, 3, dealer=0)
    tricks = 0
    while st.phase == 1:
        if st.stage is Stage.LEAD:
            for p in (0, 1):
                assert len(st.hand(p)) + len(st.table(p)) == 6
        acts = list(st.legal_actions)
        st.apply(acts[0])  # declare whenever possible: tables fill up
        tricks = st.tricks
    assert tricks == 10
    assert any(st.declared[p] for p in (0, 1))


# --------------------------------------------------------------------- trump

TRUMPING = ("AS QH JS 9H 9S KD", "7S 8S TH AD 8C 7C")


def _trump_spades() -> DealState:
    st = trick(deal_state(*TRUMPING), "AS", "7S")
    st.apply("declare QH JS")  # the first penchant: the Jack of spades makes spades trump
    return st


def test_the_first_penchants_jack_sets_trump() -> None:
    """Foster: the Jack of the first penchant declared makes the trump suit for that deal."""
    st = _trump_spades()
    assert st.trump == 0 and st.trump_card == Card.parse("JS")
    assert st.view(1).trump_card == Card.parse("JS") and st.view(1).trump is Suit.SPADES


@pytest.mark.parametrize(
    ("lead", "follow", "winner"),
    [
        ("9H", "8S", 1),  # a trump to a non-trump lead wins
        ("9H", "TH", 1),
        ("9H", "AD", 0),
        ("9S", "TH", 0),  # a trump lead is not beaten by a higher plain card
        ("9S", "8S", 0),
    ],
)
def test_a_trump_played_to_a_plain_lead_wins(lead: str, follow: str, winner: int) -> None:
    """Kandell: a trick is won by the best card of the suit led or the highest trump."""
    st = _trump_spades()
    st.apply(f"play {lead}")
    assert len(legal_plays(st)) == 6  # still no obligation to trump in Phase 1
    st.apply(f"play {follow}")
    assert st.last_trick is not None and st.last_trick.winner == winner


def test_a_besito_sets_no_trump() -> None:
    """Foster: the Jack of the first *penchant* makes trump; a Queen and Jack of one suit is a besito."""
    st = trick(deal_state("AS QS JS 9H 9S KD", "7S 8S TH AD 8C 7C"), "AS", "7S")
    st.apply("declare QS JS")
    assert st.scores == (2, 0)
    assert st.trump is None


LOSER_PENCHANT = ("AS KH QH 8S JD 7D", "7S QD JC 9H 9D TC")


def _loser_penchant_then_winner_penchant(profile: Profile) -> tuple[int | None, int | None]:
    """Player 1 declares QD JC after losing; later player 0 wins and declares QH JD."""
    st = trick(deal_state(*LOSER_PENCHANT, profile=profile), "AS", "7S")
    st.apply("pass")
    st.apply("declare QD JC")
    after_loser = st.trump
    trick(st, "8S", "9H")  # a heart is no trump either way: player 0 wins
    assert st.last_trick is not None and st.last_trick.winner == 0
    assert st.stage is Stage.DECLARE and st.to_move == 0
    st.apply("declare QH JD")
    return after_loser, st.trump


def test_foster_a_losers_penchant_sets_trump() -> None:
    """Foster: the first penchant's Jack makes trump, no matter which player announces it."""
    assert FOSTER.loser_penchant_sets_trump is True
    after_loser, final = _loser_penchant_then_winner_penchant(FOSTER)
    assert after_loser == 3  # clubs, the Jack of the loser's penchant
    assert final == 3  # only the first penchant sets trump


def test_kandell_a_losers_penchant_does_not_set_trump() -> None:
    """Kandell: a penchant melded in a trick you did not win does not determine trumps."""
    assert KANDELL.loser_penchant_sets_trump is False
    after_loser, final = _loser_penchant_then_winner_penchant(KANDELL)
    assert after_loser is None
    assert final == 2  # diamonds: the first penchant declared by a trick's winner


@pytest.mark.parametrize(("base", "switch"), [(KANDELL, True), (FOSTER, False)])
def test_loser_penchant_sets_trump_is_a_profile_switch(base: Profile, switch: bool) -> None:
    after_loser, final = _loser_penchant_then_winner_penchant(base.with_options(loser_penchant_sets_trump=switch))
    assert after_loser == (3 if switch else None)
    assert final == (3 if switch else 2)


def test_a_deal_without_a_penchant_is_played_without_trumps() -> None:
    """docs/RULINGS.md: Trump. A deal in which no penchant sets trump is played to the end without trumps."""
    st = new_deal(KANDELL, 5, dealer=1)
    while not st.is_over():
        # Never declare a penchant; everything else is allowed.
        acts = [a for a in st.legal_actions if not (isinstance(a, Declare) and len(a.cards) == 2
                                                    and {c.rank.char for c in a.cards} == {"Q", "J"})]
        st.apply(acts[0])
        assert st.trump is None
        if st.last_trick is not None:
            t = st.last_trick
            follow_won = t.winner != t.leader
            assert follow_won == (t.follow.suit == t.lead.suit and t.follow.rank > t.lead.rank)
    assert st.tricks == 16


# --------------------------------------------------------- the tenth trick, Phase 2


def _play_phase1(st: DealState, keep: dict[int, str]) -> DealState:
    """Play ten tricks with the lowest card not kept; pass every declaration but the tenth trick's."""
    kept = {p: mask_of(k) for p, k in keep.items()}
    while st.tricks < 10:
        assert st.stage in (Stage.LEAD, Stage.FOLLOW)
        p = st.to_move
        assert p is not None
        plays = [a for a in st.legal_actions if isinstance(a, Play) and not kept[p] & a.card.bit]
        st.apply(plays[0])
        if st.tricks < 10:
            settle(st)
    return st


def test_declaring_after_the_tenth_trick_then_phase_2_begins() -> None:
    """docs/RULINGS.md: Phase 1. Declaring is allowed after the tenth trick (stock not yet exhausted);
    Kandell: Phase 2 starts the moment the last card of the stock is drawn."""
    st = deal_state("9S 9H 7D 8D TD AD", "8S 8H 7C 8C TC AC")
    _play_phase1(st, {0: "9S 9H", 1: "8S 8H"})
    assert st.tricks == 10 and len(st.stock) == 2
    assert st.stage is Stage.DECLARE and st.phase == 1
    winner = st.to_move
    assert winner is not None
    pair = "9S 9H" if winner == 0 else "8S 8H"
    assert f"declare {pair}" in st.legal_actions
    last_draws = (st.stock[-1], st.stock[-2])
    st.apply(f"declare {pair}")
    # The stock is gone: Phase 2. Tables go back into the hands; the last trick's winner leads.
    assert st.phase == 2 and len(st.stock) == 0
    assert st.table(0) == CardSet() and st.table(1) == CardSet()
    assert len(st.hand(0)) == 6 and len(st.hand(1)) == 6
    assert CardSet(pair) <= st.hand(winner)
    assert last_draws[0] in st.hand(winner) and last_draws[1] in st.hand(1 - winner)
    assert st.stage is Stage.LEAD and st.to_move == winner == st.last_trick.winner  # type: ignore[union-attr]
    # No more declarations.
    with pytest.raises(IllegalDeclarationError, match="last six tricks"):
        st.apply(f"declare {pair}")
    assert not any(isinstance(a, Declare | Pass) for a in st.legal_actions)


def test_phase_2_makes_every_card_known() -> None:
    """docs/RULINGS.md: Phase 2. Phase 2 is a game of perfect information; in Phase 1 the opponent's hand is hidden."""
    st = new_deal(KANDELL, 8)
    assert st.view(0).opp_hand is None and st.view(1).opp_hand is None
    while st.phase == 1:
        st.apply(next(iter(st.legal_actions)))
    assert st.view(0).opp_hand == st.hand(1)
    assert st.view(1).opp_hand == st.hand(0)


# --------------------------------------------------------- Phase 2 obligations

P2_HANDS = ("9S KS AD 8C AH 7C", "8S JS 7S TD 8H 9H")


@pytest.mark.parametrize(
    ("lead", "trump", "allowed"),
    [
        ("9S", "H", {"JS"}),  # follow suit and win: only the Jack beats the Nine
        ("KS", "H", {"8S", "JS", "7S"}),  # cannot win in suit: any card of the suit
        ("AD", "H", {"TD"}),  # follow suit even when it loses
        ("8C", "H", {"8H", "9H"}),  # no clubs: must trump
        ("8C", "D", {"TD"}),
        ("8C", "S", {"8S", "JS", "7S"}),
        ("8C", "C", {"8S", "JS", "7S", "TD", "8H", "9H"}),  # a trump led and none held: any card
        ("8C", None, {"8S", "JS", "7S", "TD", "8H", "9H"}),  # no trump set: the trumping clause is void
        ("AH", "H", {"8H", "9H"}),  # trump led: follow with trumps
    ],
)
def test_phase_2_follow_suit_win_if_able_trump_if_unable(lead: str, trump: str | None, allowed: set[str]) -> None:
    """Foster: the second player must follow suit if able and must win the trick if he can;
    Kandell: must trump if they cannot follow. docs/RULINGS.md: Phase 2. With no trump the trumping clause is void."""
    st = phase2(*P2_HANDS, trump=trump, leader=0)
    assert st.phase == 2 and st.stage is Stage.LEAD
    assert legal_plays(st) == {"9S", "KS", "AD", "8C", "AH", "7C"}  # the leader plays any card
    st.apply(f"play {lead}")
    assert legal_plays(st) == allowed
    for c in CardSet(P2_HANDS[1]):
        assert st.is_legal(Play(c)) == (str(c) in allowed)


def test_a_phase_2_refusal_says_what_must_be_played() -> None:
    st = phase2(*P2_HANDS, trump="H", leader=0)
    st.apply("play 9S")
    before = st.to_json()
    with pytest.raises(IllegalPlayError, match="play J♠") as info:
        st.apply("play 8S")
    assert ("8♠ cannot be played. In the last six tricks you must follow suit and win if able (9♠ led)"
            in str(info.value))
    assert "'play 8S'" in str(info.value)
    assert st.to_json() == before
    st2 = phase2(*P2_HANDS, trump="H", leader=0)
    st2.apply("play 8C")
    with pytest.raises(IllegalPlayError, match="trump"):
        st2.apply("play 8S")


def test_in_phase_2_a_trump_wins_and_the_winner_leads() -> None:
    st = phase2(*P2_HANDS, trump="H", leader=0)
    trick(st, "8C", "8H")
    assert st.last_trick is not None and st.last_trick.winner == 1
    assert st.stage is Stage.LEAD and st.to_move == 1


def test_phase_2_without_trump_an_off_suit_card_never_wins() -> None:
    st = phase2(*P2_HANDS, trump=None, leader=0)
    trick(st, "8C", "9H")
    assert st.last_trick is not None and st.last_trick.winner == 0


def test_phase_2_from_the_state_machine_enforces_the_obligations() -> None:
    """Every Phase 2 follow of a played-out deal obeys follow, win, trump."""
    trumps_seen = 0
    for seed in range(6):
        rng = random.Random(seed)
        st = new_deal(FOSTER, seed, dealer=seed % 2)
        while not st.is_over():
            if st.phase == 2 and st.stage is Stage.FOLLOW:
                assert st.lead is not None and st.to_move is not None
                lead = st.lead
                hand = st.hand(st.to_move)
                same = [c for c in hand if c.suit == lead.suit]
                higher = [c for c in same if c.rank > lead.rank]
                trumps = [c for c in hand if st.trump is not None and c.suit == st.trump]
                expect = higher or same or trumps or list(hand)
                assert legal_plays(st) == {str(c) for c in expect}
                trumps_seen += bool(trumps) and not same
            acts = list(st.legal_actions)
            penchants = [a for a in acts if isinstance(a, Declare) and len(a.cards) == 2
                         and {c.rank.char for c in a.cards} == {"Q", "J"}]
            st.apply(penchants[0] if penchants else acts[rng.randrange(len(acts))])
    assert trumps_seen > 0  # the trumping clause was exercised
