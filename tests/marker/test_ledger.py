"""The marker's ledger: entries in, score sheet out; every refusal typed and explained. A deal's entries:
the new game, tricks, declarations, trump, brisquettes and the end of a deal, the game's result (the
history, referee mode and records: ``test_ledger_history_and_records``; shared taps: ``ledger_taps``).

(Issue #5; docs/RULINGS.md: Combinations; Trump; Barring; Scoring.)
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from ledger_taps import game, play_deal, refused, tricks

from penchant.errors import IllegalDeclarationError, ScoreEntryError
from penchant.marker import (
    Brisquette,
    Declared,
    EndDeal,
    Ledger,
    NewGame,
    TrickWon,
    WholeDeal,
)
from penchant.marker.game_sheet import PlayerBreakdown
from penchant.notation.whole_numbers import whole_number
from penchant.play.sheet import DealEntry, tally
from penchant.rules.cards import CardSet
from penchant.rules.kinds import Kind
from penchant.rules.profiles import FOSTER, KANDELL, MODERN
from penchant.rules.scoring import DealScore
from penchant.rules.suits_and_ranks import Suit
from penchant.typed_counts import brisques_typed, deal_scores_typed

# ---------------------------------------------------------------- new game


def test_new_game_sets_players_rules_and_first_dealer() -> None:
    ledger = game(FOSTER, first_dealer=1)
    sheet = ledger.sheet
    assert sheet.players == ("Ann", "Bob")
    assert sheet.profile is FOSTER
    d = sheet.current
    assert (d.number, d.dealer, d.pone, d.leader) == (1, 1, 0, 0)
    assert (d.tricks, d.stock, d.phase) == (0, 20, 1)
    assert sheet.totals == (0, 0)


@pytest.mark.parametrize(("players", "needle"), [
    (("Ann", "  "), "'  ' is empty"),
    (("Ann", "ann"), "both players are called 'Ann'"),
    (("Ann", "x" * 30), "too long"),
])
def test_new_game_refuses_bad_names(players: tuple[str, str], needle: str) -> None:
    with pytest.raises(ScoreEntryError, match=needle):
        NewGame(players, KANDELL)


def test_names_are_tidied_and_a_second_new_game_is_refused() -> None:
    ledger = Ledger().entered(NewGame(("  Ann  Lee ", "Bob"), KANDELL))
    assert ledger.sheet.players == ("Ann Lee", "Bob")
    assert "editing entry #1" in refused(ledger, NewGame(("C", "D"), KANDELL))


def test_entries_before_a_game_are_refused() -> None:
    with pytest.raises(ScoreEntryError, match="start a new game"):
        Ledger().entered(TrickWon(0))


# ---------------------------------------------------------------- tricks, stock, dealer, leader


def test_trick_counter_stock_and_leader() -> None:
    ledger = tricks(game(), "1101")
    d = ledger.sheet.current
    assert (d.tricks, d.stock, d.last_winner, d.leader) == (4, 12, 1, 1)
    ledger = tricks(ledger, "000000")
    d = ledger.sheet.current
    assert (d.tricks, d.stock, d.first_ten_entered, d.phase) == (10, 0, True, 1)
    ledger = ledger.entered(TrickWon(1))  # optional Phase 2 trick counting
    d = ledger.sheet.current
    assert (d.phase, d.phase2_tricks, d.leader) == (2, 1, 1)
    ledger = tricks(ledger, "00000")
    assert "all 16 tricks" in refused(ledger, TrickWon(0))


def test_the_deal_alternates_and_the_pone_leads_the_first_trick() -> None:
    ledger = game(first_dealer=1)
    dealers = []
    for _ in range(4):
        d = ledger.sheet.current
        dealers.append(d.dealer)
        assert d.leader == 1 - d.dealer
        ledger = play_deal(ledger)
    assert dealers == [1, 0, 1, 0]
    assert ledger.sheet.is_over()


# ---------------------------------------------------------------- declarations


def test_only_after_a_trick_and_the_winner_any_kind() -> None:
    ledger = game()
    assert "no trick has been played" in refused(ledger, Declared(0, Kind.MARRIAGE))
    ledger = ledger.entered(TrickWon(0)).entered(Declared(0, Kind.MARRIAGE, by_winner=True))
    assert ledger.sheet.totals == (2, 0)
    decl = ledger.sheet.current.declarations[-1]
    assert (decl.player, decl.kind, decl.points, decl.trick, decl.by_winner) == (0, Kind.MARRIAGE, 2, 1, True)


def test_one_declaration_per_trick() -> None:
    """Only the trick winner declares (one combination), or the loser a penchant if the winner declared nothing."""
    ledger = game().entered(TrickWon(0)).entered(Declared(0, Kind.PAIR))
    msg = refused(ledger, Declared(0, Kind.MARRIAGE))
    assert "trick 1 already has its declaration (Ann's pair)" in msg
    msg = refused(ledger, Declared(1, Kind.PENCHANT, jack=Suit.SPADES))
    assert "already has its declaration" in msg


def test_the_loser_may_declare_only_a_penchant() -> None:
    ledger = game().entered(TrickWon(0))
    msg = refused(ledger, Declared(1, Kind.MARRIAGE), IllegalDeclarationError)
    assert "'marriage'" in msg and "Bob lost trick 1" in msg and "only a penchant" in msg
    ledger = ledger.entered(Declared(1, Kind.PENCHANT))  # Kandell: a loser's penchant sets no trump, no Jack needed
    decl = ledger.sheet.current.declarations[-1]
    assert decl.by_winner is False and ledger.sheet.totals == (0, 1)
    assert ledger.sheet.current.trump is None


def test_the_by_winner_flag_must_match_the_trick() -> None:
    ledger = game().entered(TrickWon(0))
    msg = refused(ledger, Declared(1, Kind.PENCHANT, by_winner=True))
    assert "entered as the trick winner's" in msg and "Bob lost trick 1" in msg


def test_no_declaration_in_phase_2() -> None:
    ledger = tricks(game(), "0" * 10).entered(Declared(0, Kind.PAIR))  # after the tenth trick: still allowed
    ledger = tricks(game(), "0" * 10).entered(Brisquette(1))
    msg = refused(ledger, Declared(0, Kind.PAIR))
    assert "'pair'" in msg and "the last six tricks have begun" in msg
    assert "Phase" not in msg  # a player says "the last six tricks", as the chapters teach


def test_at_most_ten_declarations_a_deal() -> None:
    ledger = game()
    for _ in range(10):
        ledger = ledger.entered(TrickWon(0)).entered(Declared(0, Kind.PAIR))
    assert len(ledger.sheet.current.declarations) == 10
    # An eleventh trick is Phase 2: no declaration however it is entered.
    assert "the last six tricks" in refused(ledger.entered(TrickWon(0)), Declared(0, Kind.PAIR))


# ---------------------------------------------------------------- trump


def test_trump_is_the_suit_of_the_first_penchants_jack() -> None:
    ledger = game().entered(TrickWon(1))
    assert "say the suit of its Jack" in refused(ledger, Declared(1, Kind.PENCHANT))
    ledger = ledger.entered(Declared(1, Kind.PENCHANT, jack=Suit.DIAMONDS))
    d = ledger.sheet.current
    assert (d.trump, d.trump_by, d.trump_trick) == (Suit.DIAMONDS, 1, 1)
    ledger = ledger.entered(TrickWon(0)).entered(Declared(0, Kind.PENCHANT, jack=Suit.CLUBS))
    assert ledger.sheet.current.trump is Suit.DIAMONDS  # only the first penchant sets trump
    # The next deal starts without trump.
    rest = tricks(ledger, "01010101").entered(EndDeal((6, 6)))
    assert rest.sheet.current.number == 2 and rest.sheet.current.trump is None


@pytest.mark.parametrize(("profile", "sets"), [(FOSTER, True), (KANDELL, False), (MODERN, False)])
def test_a_losers_penchant_sets_trump_per_profile(profile: Any, sets: bool) -> None:
    """Foster: trump is the Jack's suit "no matter which player announces it"; Kandell: a penchant
    declared by the trick's loser "does not determine trumps"."""
    ledger = game(profile).entered(TrickWon(0)).entered(Declared(1, Kind.PENCHANT, by_winner=False, jack=Suit.SPADES))
    assert (ledger.sheet.current.trump is Suit.SPADES) is sets
    if not sets:
        note = ledger.last_note or ""
        assert "the first penchant declared by a trick's winner sets trump" in note, note
        ledger = ledger.entered(TrickWon(1)).entered(Declared(1, Kind.PENCHANT, jack=Suit.HEARTS))
        assert ledger.sheet.current.trump is Suit.HEARTS


# ---------------------------------------------------------------- brisquettes and the end of a deal


def test_brisquettes_only_in_phase_2_and_at_most_twelve() -> None:
    ledger = tricks(game(), "0" * 9)
    msg = refused(ledger, Brisquette(0))
    assert "brisquette for 'Ann'" in msg and "stock still holds 2 cards" in msg
    ledger = ledger.entered(TrickWon(0))
    for i in range(6):  # a tap is a trick of the last six: +2 for a trick that brought two brisques
        ledger = ledger.entered(Brisquette(i % 2, 2))
    assert ledger.sheet.current.brisquettes == (6, 6)
    assert "brisquettes 7 and 6 need 4 + 3 = 7 of the last six tricks" in refused(ledger, Brisquette(0))
    assert "brisquettes 6 and 7 need 3 + 4 = 7 of the last six tricks" in refused(ledger, Brisquette(1))


def test_quick_taps_are_bounded_by_what_six_tricks_hold() -> None:
    """Quick scoring: a +1 tap for each brisque of a two-brisque trick is not refused (players at a table tap
    so); only totals the last six tricks cannot hold are: seven for Ann need four tricks, so Bob's fifth
    (three more) is refused, and nine for one player leave at most two for the other."""
    ledger = game().entered(Brisquette(0, last_six=True))
    for _ in range(6):
        ledger = ledger.entered(Brisquette(0))
    assert ledger.sheet.current.brisquettes == (7, 0)
    for _ in range(4):
        ledger = ledger.entered(Brisquette(1))
    msg = refused(ledger, Brisquette(1))
    assert "brisquette for 'Bob' refused" in msg and "need 4 + 3 = 7 of the last six tricks" in msg
    assert ledger.choices.brisquettes == (frozenset({1}), frozenset())
    ledger = ledger.entered(Brisquette(0))
    assert ledger.sheet.current.brisquettes == (8, 4) and ledger.choices.brisquettes == (frozenset(), frozenset())


def test_every_trick_entered_a_trick_holds_two_brisques() -> None:
    """Referee style, every trick entered: after one trick of the last six its winner has at most two
    brisquettes (six were accepted, as long as the pack's twelve allowed them)."""
    ledger = tricks(game(), "0" * 10).entered(TrickWon(0)).entered(Brisquette(0))
    assert ledger.sheet.current.counted
    assert ledger.choices.brisquettes[0] == frozenset({1})
    ledger = ledger.entered(Brisquette(0))
    msg = refused(ledger, Brisquette(0))
    assert "a trick is two cards, and Ann already has two brisquettes from the trick just entered" in msg
    assert ledger.sheet.current.brisquettes == (2, 0) and ledger.sheet.current.last_six_won == (1, 0)
    ledger = ledger.entered(TrickWon(0)).entered(Brisquette(0, 2))
    assert ledger.sheet.current.brisquettes == (4, 0) and ledger.sheet.current.counted


@pytest.mark.parametrize(("text", "needle"), [
    ("seven", "'seven' is not a number of brisques"),
    ("-1", "'-1' is not a number of brisques: a count cannot be negative"),
    ("7.5", "'7.5' is not"),
    ("13", "'13' is not a number of brisques: the pack holds only 12"),
    ("", "'' is not"),
])
def test_non_numeric_or_impossible_counts_are_refused(text: str, needle: str) -> None:
    with pytest.raises(ScoreEntryError) as info:
        EndDeal.from_count(0, text)
    assert needle in str(info.value)


def test_brisque_count_accepts_whole_numbers() -> None:
    assert brisques_typed(" 7 ") == 7 and brisques_typed(0) == 0 and brisques_typed("12") == 12
    assert whole_number(" -3 ", "deal 1") == -3 and whole_number("120", "deal 1") == 120


def test_a_score_sheet_reads_blank_deals_as_unplayed_and_refuses_half_filled_ones() -> None:
    """The rules read a typed score sheet (the tutorial's tally only shows the answer): blank rows are deals
    still to come, a row with one score names its deal and the score given."""
    assert deal_scores_typed([("12", " 9"), ("", ""), ("7", "15")], KANDELL) == [(12, 9), (7, 15)]
    with pytest.raises(ScoreEntryError, match=r"deal 2 has only one score \('6'\)"):
        deal_scores_typed([("12", "9"), ("", " 6 ")], KANDELL)
    with pytest.raises(ScoreEntryError, match="'six'"):
        deal_scores_typed([("six", "9")], KANDELL)


@pytest.mark.parametrize("text", ["1_0", "+5", "\u0665", "\u0661\u0662", "\uff17", "-\u0661", True])
def test_counts_and_points_take_only_ascii_digits(text: object) -> None:
    """int() reads these as numbers; a count typed on the marker, or a deal's points typed in the tutorial's
    tally, is plain digits 0-9: the one reading (penchant.typed_counts) refuses them for both."""
    for read in (brisques_typed, lambda t: whole_number(t, "deal 1")):
        with pytest.raises(ScoreEntryError) as info:
            read(text)
        assert repr(text) in str(info.value)


@pytest.mark.parametrize(("brisques", "needle"), [
    ((7, 6), "sum to 13, not 12"),
    ((-1, 13), "Ann's brisques cannot be negative: -1"),
    ((13, -1), "Ann's brisques 13 exceed the 12 in the pack"),
    ((1, 11), "Ann has more brisquettes (2) than brisques (1)"),
])
def test_end_of_deal_checks(brisques: tuple[int, int], needle: str) -> None:
    ledger = tricks(game(), "0" * 10).entered(Brisquette(0)).entered(Brisquette(0))
    msg = refused(ledger, EndDeal(brisques))
    assert needle in msg and repr(brisques[0]) in msg


def test_the_deal_cannot_end_before_the_stock_is_empty() -> None:
    msg = refused(tricks(game(), "0" * 7), EndDeal((6, 6)))
    assert "stock still holds 6 cards (7 of 10 tricks recorded)" in msg


def test_book_bonus_and_kandells_example() -> None:
    """Kandell: 10 brisques, 8 of them in Phase 2, score 8 + 4 = 12 points."""
    ledger = tricks(game(), "0" * 10)
    for _ in range(4):
        ledger = ledger.entered(Brisquette(0, 2))
    ledger = ledger.entered(EndDeal((10, 2)))
    assert ledger.sheet.deals[0].points(KANDELL) == (12, 0)
    assert "Ann +4 bonus" in ledger.notes[-1]


def test_foster_scores_ten_times_kandell() -> None:
    ledger = play_deal(game(FOSTER), decl=[(0, Kind.MARRIAGE), (1, Kind.QUADRUPLET)], brisquettes=(3, 1),
                       brisques0=8)
    # Ann: marriage 20 + 3 brisquettes × 10 + bonus 2 × 10; Bob: quadruplet 100 + 1 brisquette × 10.
    assert ledger.sheet.totals == (70, 110)


# ---------------------------------------------------------------- the game and its result


def test_a_whole_game_its_result_and_no_fifth_deal() -> None:
    ledger = game()
    for _ in range(4):
        ledger = play_deal(ledger, decl=[(0, Kind.REUNION), (0, Kind.CLAN), (1, Kind.PAIR)], brisquettes=(2, 0),
                           brisques0=9)
    sheet = ledger.sheet
    assert sheet.is_over()
    # Each deal: Ann 25 + 4 + 2 + 3 bonus = 34; Bob 2.
    assert sheet.totals == (136, 8)
    res = sheet.result()
    assert res.complete and res.winner == 0 and res.lurched and res.value == 2 * (136 - 8)
    expected = tally([DealEntry(((Kind.REUNION, Kind.CLAN), (Kind.PAIR,)), (2, 0), (9, 3))] * 4, KANDELL)
    assert res == expected
    for ev in (TrickWon(0), Brisquette(1), EndDeal((6, 6)), WholeDeal(DealEntry(((), ()), (0, 0), (6, 6)))):
        msg = refused(ledger, ev)
        assert "the game is over after four deals" in msg and "no fifth deal" in msg


def test_breakdown_per_deal() -> None:
    ledger = play_deal(game(), decl=[(0, Kind.MARRIAGE), (1, Kind.PENCHANT)], brisquettes=(1, 2), brisques0=5)
    row = ledger.sheet.breakdown()[0]
    assert row.number == 1 and row.ended and row.trump is Suit.HEARTS
    ann = row.players[0]
    assert [x.kind for x in ann.declared] == [Kind.MARRIAGE] and ann.declared[0].by_winner
    assert ann == PlayerBreakdown(declared=ann.declared, points=DealScore(declarations=2, brisquettes=1,
                                                                          brisques_over_book=0, book_bonus=0),
                                  brisquettes_taken=1, brisques_taken=5)
    assert ann.points == ledger.sheet.deals[0].parts(KANDELL)[0] and ann.total == 3
    assert row.players[1].points.book_bonus == 1 and row.players[1].total == 1 + 2 + 1
    assert ledger.sheet.breakdown()[1].ended is False and ledger.sheet.breakdown()[1].players[0].brisques_taken is None
    with pytest.raises(dataclasses.FrozenInstanceError):
        row.players[0].points = DealScore(0, 0, 0, 0)  # type: ignore[misc]


def test_multipliers_change_brisquette_and_bonus() -> None:
    prof = KANDELL.with_options(brisquette_multiplier=2, bonus_multiplier=2)
    ledger = play_deal(game(prof), brisquettes=(3, 0), brisques0=8)
    assert ledger.sheet.totals == (3 * 2 + 2 * 2, 0)


@pytest.mark.parametrize("cards", [5, 0, True, 3.0])
def test_a_number_is_not_a_declarations_cards(cards: object) -> None:
    """``Declared(0, cards=5)`` became a 7♠ 9♠ declaration (5 read as a bit mask); a table play of 1 a 7♠."""
    from penchant.errors import InvalidNotationError, ScoreEntryError
    from penchant.marker.events import Declared, TablePlay

    with pytest.raises(ScoreEntryError) as info:  # a marker entry: the notation's refusal is its cause
        Declared(0, cards=cards)  # type: ignore[arg-type]
    assert f"{cards!r} is not a declaration's cards" in str(info.value)
    assert isinstance(info.value.__cause__, InvalidNotationError)
    with pytest.raises(ScoreEntryError, match=f"{cards!r} is not a card"):
        TablePlay(0, cards)  # type: ignore[arg-type]
    assert Declared(0, cards="KH QH").cards == CardSet("KH QH") and str(TablePlay(0, "7S").card) == "7S"  # type: ignore[arg-type]
