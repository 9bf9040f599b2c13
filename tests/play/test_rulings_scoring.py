"""Rulings on scoring: declarations, brisquettes, the book bonus, the game of four deals and the lurch.

(docs/RULINGS.md: Scoring; Combinations, building up.)
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from penchant.errors import IllegalPlayError, InvalidRecordError, InvalidSettingError, ScoreEntryError
from penchant.play.game import Game
from penchant.play.game_record import GameRecord
from penchant.play.moves import Stage
from penchant.play.sheet import DealEntry, score_deal, tally
from penchant.play.state import DealState
from penchant.rules.cards import BRISQUE_MASK, FULL_MASK, PACK, CardSet, mask_of, parse_cards
from penchant.rules.dealing import DealLayout
from penchant.rules.game_scoring import game_result
from penchant.rules.kinds import Kind
from penchant.rules.profiles import FOSTER, KANDELL, MODERN, Profile
from penchant.rules.scoring import book_bonus_of


def deal_state(p0: str, p1: str, draws: str = "", profile: Profile = KANDELL, dealer: int = 1) -> DealState:
    """Hands of players 0 and 1 (player 0 the pone); ``draws`` are the stock's top cards in drawing order."""
    hands = (parse_cards(p0), parse_cards(p1))
    top = parse_cards(draws)
    used = mask_of(hands[0] + hands[1] + top)
    stock_top_first = top + [c for c in PACK if not used & c.bit]
    assert len(stock_top_first) == 20
    layout = DealLayout(tuple(hands[1 - dealer]), tuple(hands[dealer]), tuple(reversed(stock_top_first)), ())
    return DealState.from_layout(layout, dealer, profile)


def phase2(hand0: str, hand1: str, *, taken0: str, profile: Profile = KANDELL) -> DealState:
    """Phase 2 begins, player 0 to lead, no trump; player 0 took ``taken0`` in Phase 1, player 1 the rest."""
    h0, h1, t0 = mask_of(hand0), mask_of(hand1), mask_of(taken0)
    t1 = FULL_MASK & ~(h0 | h1 | t0)
    data: dict[str, Any] = {
        "format": "penchant-position/1", "rules": profile.to_json(), "dealer": 1, "stage": "lead",
        "to_move": 0, "leader": 0, "lead": None, "hands": [str(CardSet.from_mask(h0)), str(CardSet.from_mask(h1))],
        "tables": ["", ""], "stock": "", "trump": None, "tricks": 10, "trick_winner": 0,
        "taken": [str(CardSet.from_mask(t0)), str(CardSet.from_mask(t1))],
        "phase1_brisques": [(t0 & BRISQUE_MASK).bit_count(), (t1 & BRISQUE_MASK).bit_count()],
        "brisquettes": [0, 0], "scores": [0, 0], "events": [], "declared": [[], []], "history": [],
        "played": str(CardSet.from_mask(t0 | t1)),
    }
    return DealState.from_json(data)


def play_out(st: DealState, tricks: list[tuple[str, str]]) -> list[tuple[int, int]]:
    """Play the given Phase 2 tricks; the score after each."""
    scores = []
    for lead, follow in tricks:
        st.apply(f"play {lead}")
        st.apply(f"play {follow}")
        scores.append(st.scores)
    return scores


# --------------------------------------------------------- declarations, Phase 1


def test_declarations_score_at_once_and_phase_1_brisques_do_not() -> None:
    """Foster: all declarations are scored immediately; the brisques are not scored as taken in (Phase 1)."""
    st = deal_state("AS QH QS 9D 9C KH", "7S QD JC 8H 8D 7C", profile=FOSTER)
    st.apply("play AS")  # two brisques taken in Phase 1
    st.apply("play 7S")
    assert st.scores == (0, 0) and st.events == ()
    assert st.phase1_brisques == (2, 0) and st.brisques == (2, 0)
    st.apply("declare QS QH")
    assert st.scores == (20, 0)
    assert [(e.player, e.points, e.kind) for e in st.events] == [(0, 20, "declare")]


BUILD_SETS = ("9S 9H 9D 9C AS AH", "7S 8H 7D 8D 7C 8C", "AD KS AC KH")
BUILD_RUNS = ("KH QH JH TH AH AS", "7S 8S 7D 8D 7C 8C", "AD 9S AC 9D KS 9C")


def _build(cards: tuple[str, str, str], profile: Profile, plan: list[tuple[str, str, str]]) -> list[int]:
    st = deal_state(cards[0], cards[1], draws=cards[2], profile=profile)
    after = []
    for lead, follow, declared in plan:
        st.apply(f"play {lead}")
        st.apply(f"play {follow}")
        assert st.stage is Stage.DECLARE and st.to_move == 0
        st.apply(f"declare {declared}")
        after.append(st.scores[0])
    assert st.scores[1] == 0
    return after


SETS_PLAN = [("AS", "7S", "9S 9H"), ("AH", "8H", "9S 9H 9D"), ("AD", "7D", "9S 9H 9D 9C")]
RUNS_PLAN = [
    ("AS", "7S", "KH QH"),
    ("AD", "7D", "JH QH KH"),
    ("AC", "7C", "TH JH QH KH"),
    ("KS", "8S", "TH JH QH KH AH"),
]


@pytest.mark.parametrize(
    ("profile", "running"), [(MODERN, [2, 5, 13]), (KANDELL, [2, 5, 15]), (FOSTER, [20, 50, 150])]
)
def test_pair_triplet_quadruplet_build_to_13_in_modern_scoring(profile: Profile, running: list[int]) -> None:
    """Kandell: with modern scoring a quadruplet drawn out is worth 13 (2+3+8)."""
    assert _build(BUILD_SETS, profile, SETS_PLAN) == running


@pytest.mark.parametrize(
    ("profile", "running"), [(MODERN, [2, 5, 9, 29]), (KANDELL, [2, 5, 9, 34]), (FOSTER, [20, 50, 90, 340])]
)
def test_marriage_family_clan_reunion_build_to_29_in_modern_scoring(profile: Profile, running: list[int]) -> None:
    """Kandell: with modern scoring a reunion drawn out is worth 29 (2+3+4+20)."""
    assert _build(BUILD_RUNS, profile, RUNS_PLAN) == running


# --------------------------------------------------- brisquettes and the book bonus

KANDELL_EXAMPLE = ("AS KS AH KH AD AC", "TS 7S TH 7H 8D 8C", "TD 7D 9S")
KANDELL_TRICKS = [("AS", "TS"), ("KS", "7S"), ("AH", "TH"), ("KH", "7H"), ("AD", "8D"), ("AC", "8C")]


@pytest.mark.parametrize(
    ("profile", "final"),
    [
        (KANDELL, 12),
        (MODERN, 12),
        (FOSTER, 120),
        (KANDELL.with_options(brisquette_multiplier=2, bonus_multiplier=2), 24),
        (KANDELL.with_options(bonus_multiplier=2), 16),
        (FOSTER.with_options(brisquette_multiplier=2), 200),
    ],
)
def test_kandell_ten_brisques_eight_in_phase_2_score_8_plus_4(profile: Profile, final: int) -> None:
    """Kandell: ten of the twelve brisques, eight of them in Phase 2, earn 8 in brisquettes plus a bonus of 4.
    Foster: ten points a brisque. Kandell's house options double the brisque scorings, or the bonus alone."""
    st = phase2(KANDELL_EXAMPLE[0], KANDELL_EXAMPLE[1], taken0=KANDELL_EXAMPLE[2], profile=profile)
    assert st.brisques == (2, 2)
    running = play_out(st, KANDELL_TRICKS)
    per = profile.brisquette_points
    # Each brisquette is scored the moment its trick is won.
    assert [s[0] for s in running[:-1]] == [2 * per, 3 * per, 5 * per, 6 * per, 7 * per]
    assert st.is_over()
    assert st.brisquettes == (8, 0) and st.brisques == (10, 2)
    assert st.scores == (final, 0)
    bonus = [e for e in st.events if e.kind == "bonus"]
    assert [(e.player, e.points) for e in bonus] == [(0, 4 * profile.bonus_points)]
    # The score sheet agrees with the play.
    entry = st.deal_entry()
    assert entry == DealEntry(((), ()), (8, 0), (10, 2))
    assert score_deal(entry, profile) == (final, 0)


def test_no_score_for_the_last_trick() -> None:
    """Foster: there is no score for winning the last trick."""
    st = phase2("AS KS AH KH AD QD", "TS 7S TH 7H 8D 9D", taken0="TD 7D 8S")
    running = play_out(st, [("AS", "TS"), ("KS", "7S"), ("AH", "TH"), ("KH", "7H"), ("AD", "8D")])
    assert running[-1] == (7, 0)
    st.apply("play QD")  # the last trick: no brisque in it
    st.apply("play 9D")
    assert st.is_over()
    assert st.brisques == (9, 3)
    assert st.scores == (7 + 3, 0)  # only the book bonus was added
    assert [e.kind for e in st.events][-1] == "bonus"
    assert sum(e.points for e in st.events) == 10


@pytest.mark.parametrize(
    ("brisques", "brisquettes", "kandell", "foster"),
    [
        ((6, 6), (3, 3), (3, 3), (30, 30)),  # six each: nobody scores the bonus
        ((7, 5), (0, 0), (1, 0), (10, 0)),
        ((12, 0), (4, 0), (10, 0), (100, 0)),
        ((3, 9), (0, 2), (0, 5), (0, 50)),
    ],
)
def test_book_bonus_is_the_excess_over_six(
    brisques: tuple[int, int], brisquettes: tuple[int, int], kandell: tuple[int, int], foster: tuple[int, int]
) -> None:
    """Foster: the player with more than six counts ten for each above six; if each has six, neither scores.
    Kandell: one point for each brisque in excess of six."""
    entry = DealEntry(((), ()), brisquettes, brisques)
    assert score_deal(entry, KANDELL) == kandell
    assert score_deal(entry, FOSTER) == foster
    assert (book_bonus_of(KANDELL, 6), book_bonus_of(FOSTER, 6)) == (0, 0)


def test_declarations_on_the_score_sheet_use_the_profile_values() -> None:
    entry = DealEntry(((Kind.QUADRUPLET, Kind.REUNION), (Kind.PENCHANT,)), (0, 0), (6, 6))
    assert score_deal(entry, FOSTER) == (350, 10)
    assert score_deal(entry, KANDELL) == (35, 1)
    assert score_deal(entry, MODERN) == (28, 1)


def test_multipliers_apply_to_any_profile() -> None:
    """docs/RULINGS.md: Scoring. Brisquette and book-bonus multipliers are options on any profile."""
    entry = DealEntry(((Kind.PAIR,), ()), (3, 1), (9, 3))
    for base in (FOSTER, KANDELL, MODERN):
        unit = base.brisque_value
        assert score_deal(entry, base) == (base.value(Kind.PAIR) + 3 * unit + 3 * unit, unit)
        both = base.with_options(brisquette_multiplier=2, bonus_multiplier=2)
        assert score_deal(entry, both) == (base.value(Kind.PAIR) + 6 * unit + 6 * unit, 2 * unit)
        bonus_only = base.with_options(bonus_multiplier=2)
        assert score_deal(entry, bonus_only) == (base.value(Kind.PAIR) + 3 * unit + 6 * unit, unit)
        assert both.to_json()["brisquette_multiplier"] == 2
    with pytest.raises(InvalidSettingError):
        KANDELL.with_options(bonus_multiplier=-1)


# ---------------------------------------------------------------- the game


def test_the_game_value_is_the_difference_of_the_totals() -> None:
    """Foster: at the end of the fourth deal the lower score is deducted from the higher."""
    result = game_result([(30, 20), (25, 10), (10, 15), (5, 5)], KANDELL)
    assert result.totals == (70, 50) and result.winner == 0
    assert not result.lurched and result.value == 20 and result.complete


@pytest.mark.parametrize(
    ("profile", "low", "lurched"),
    [(KANDELL, 39, True), (KANDELL, 40, False), (FOSTER, 399, True), (FOSTER, 400, False)],
)
def test_a_loser_under_the_lurch_threshold_doubles_the_value(profile: Profile, low: int, lurched: bool) -> None:
    """Foster: if the lesser score is not at least 400 the difference is doubled; Kandell: under 40 points."""
    high = low + 25
    result = game_result([(high, low), (0, 0), (0, 0), (0, 0)], profile)
    assert result.winner == 0 and result.lurched is lurched
    assert result.value == 25 * (2 if lurched else 1)
    flipped = game_result([(low, high), (0, 0), (0, 0), (0, 0)], profile)
    assert flipped.winner == 1 and flipped.value == result.value
    assert profile.lurch_threshold == (400 if profile is FOSTER else 40)


def test_equal_totals_are_a_draw() -> None:
    result = game_result([(10, 20), (20, 10), (0, 0), (5, 5)], KANDELL)
    assert result.totals == (35, 35)
    assert result.winner is None and result.value == 0 and not result.lurched


def test_a_game_is_four_deals() -> None:
    """Foster: four deals is a game."""
    entry = DealEntry(((), ()), (0, 0), (6, 6))
    assert not tally([entry] * 3, KANDELL).complete
    assert tally([entry] * 4, KANDELL).complete
    with pytest.raises(ScoreEntryError, match="four deals"):
        tally([entry] * 5, KANDELL)
    with pytest.raises(ScoreEntryError):
        game_result([(1, 0)] * 5, KANDELL)


def test_the_deal_alternates_over_the_four_deals_of_a_played_game() -> None:
    """Kandell: the deal alternates over the four hands; Foster: four deals is a game."""
    rng = random.Random(7)
    game = Game(profile=KANDELL, rng=rng, first_dealer=1)
    while not game.is_over():
        legal = list(game.current.legal_actions)
        game.apply(legal[rng.randrange(len(legal))])
    assert [d.dealer for d in game.finished] == [1, 0, 1, 0]
    assert all(d.tricks == 16 for d in game.finished)
    result = game.result()
    assert result.complete
    assert result.totals == tuple(sum(d.scores[p] for d in game.finished) for p in (0, 1))
    # The deal scores equal the score sheet of each deal.
    assert [score_deal(e, KANDELL) for e in game.entries()] == [d.scores for d in game.finished]
    with pytest.raises(IllegalPlayError, match="over"):
        game.apply("pass")
    record = GameRecord.from_str(game.record().to_str())
    assert record.result() == result
    assert [record.dealer_of(i) for i in range(4)] == [1, 0, 1, 0]


# ------------------------------------------------------------ record validation


def _record(**deal: Any) -> dict[str, Any]:
    base: dict[str, Any] = {"declarations": [["pair"], []], "brisquettes": [1, 0], "brisques": [7, 5]}
    base.update(deal)
    return {"format": "penchant-game/1", "rules": {"profile": "kandell"}, "players": ["Ada", "Ben"],
            "first_dealer": 0, "deals": [base]}


@pytest.mark.parametrize(
    ("change", "why"),
    [
        ({"brisques": [7, 4]}, "sum to 11"),
        ({"brisquettes": [8, 0]}, "more brisquettes"),
        ({"declarations": [["sequence"], []]}, "'sequence'"),
        ({"brisques": [-1, 13]}, r"brisques\[0\]: expected a whole number from 0 to 12, got -1"),
        # One declaration after each of the ten Phase 1 tricks at most (the winner's, or the loser's penchant).
        ({"declarations": [["pair"] * 6, ["penchant"] * 5]}, "11 declarations"),
    ],
)
def test_impossible_records_are_refused_with_the_reason(change: dict[str, Any], why: str) -> None:
    """Twelve brisques in a deal; a brisquette is a brisque; the ten kinds only; one declaration a trick."""
    assert GameRecord.from_json(_record()).result().totals == (4, 0)
    with pytest.raises(InvalidRecordError, match=why):
        GameRecord.from_json(_record(**change))


def test_a_record_of_more_than_four_deals_is_refused() -> None:
    data = _record()
    data["deals"] = data["deals"] * 5
    with pytest.raises(InvalidRecordError, match="four deals"):
        GameRecord.from_json(data)


def test_every_reader_refuses_a_fifth_deal_with_the_rules_one_check() -> None:
    """Review eng10 #5: the records, the sheet and the rules each checked and worded "a game is four deals"; now
    one rule (check_game_length) refuses it, in one wording, quoting the count given."""
    from penchant.rules.game_scoring import DEALS_PER_GAME, GAME_LENGTH_WORDS, check_game_length

    too_many = DEALS_PER_GAME + 1
    with pytest.raises(ScoreEntryError) as rules_said:
        check_game_length(too_many)
    assert str(rules_said.value) == f"{GAME_LENGTH_WORDS}, not {too_many!r}"
    with pytest.raises(ScoreEntryError) as scored:
        game_result([(1, 0)] * too_many, KANDELL)
    with pytest.raises(ScoreEntryError) as tallied:
        tally([DealEntry(((), ()), (0, 0), (6, 6))] * too_many, KANDELL)
    assert str(scored.value) == str(tallied.value) == str(rules_said.value)
    check_game_length(DEALS_PER_GAME)  # a whole game is no problem
