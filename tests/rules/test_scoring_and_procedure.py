"""The rules' scoring and the deal's procedure (``penchant.rules.scoring``, ``penchant.rules.procedure``),
checked against the deal state machine that plays whole deals: what the rules say of a deal the engine
played must be what the engine did.
"""

from __future__ import annotations

import random
import re

import pytest

from penchant.errors import InvalidNotationError
from penchant.play.dealing import new_deal, play_random_deal
from penchant.play.moves import Stage
from penchant.play.state import DealState
from penchant.rules.brisques import BOOK_BRISQUES, brisque_count, brisques_in_mask
from penchant.rules.cards import PACK, CardSet
from penchant.rules.combinations import classify_mask
from penchant.rules.game_scoring import GameOutcome, game_outcome, game_result
from penchant.rules.kinds import Kind
from penchant.rules.possible_positions import (
    declarations_laying,
    first_ten_position_problems,
    least_declarations,
    most_stock,
    not_laid_by,
)
from penchant.rules.procedure import (
    MayDeclare,
    NoDeclaration,
    deal_over,
    declaration_may_follow,
    declaration_refusal,
    first_lead_of_last_six,
    first_ten_to_come,
    held,
    last_six_begun,
    may_declare,
    stock_after,
    tricks_for_stock,
)
from penchant.rules.profiles import FOSTER, KANDELL, MODERN, Profile
from penchant.rules.scoring import brisquettes_swing, deal_end, deal_parts, last_six_net, last_six_points
from penchant.solver import Phase2Position, solve

PROFILES = (FOSTER, KANDELL, MODERN, KANDELL.with_options(brisquette_multiplier=2, bonus_multiplier=2))


@pytest.mark.parametrize("profile", PROFILES, ids=lambda p: f"{p.name}-{p.brisquette_multiplier}")
def test_a_played_deal_scores_what_the_rules_say(profile: Profile) -> None:
    """The engine's running score of every deal it plays is the rules' parts (declarations, brisquettes and the
    book bonus): two of the engine's ways of counting agreeing, not the book's figures, which
    :func:`test_kandells_example_of_the_book_bonus` and :func:`test_kandells_figures_under_every_profile` assert."""
    rng = random.Random(30)
    for _ in range(40):
        st = play_random_deal(profile, rng, dealer=rng.randrange(2))
        kinds = [[k for k, _ in st.declared[q]] for q in (0, 1)]
        parts = deal_parts(profile, kinds, st.brisquettes, st.brisques)
        assert (parts[0].total, parts[1].total) == st.scores


def test_kandells_example_of_the_book_bonus() -> None:
    """Kandell: a player who takes 10 brisques, 8 of them in the last six, scores 8 + 4 = 12 for them."""
    mine, _theirs = deal_parts(KANDELL, [[], []], [8, 0], [10, 2])
    assert (mine.brisquettes, mine.book_bonus, mine.brisquettes + mine.book_bonus) == (8, 4, 12)


@pytest.mark.parametrize(("profile", "figures"), [(KANDELL, (8, 4, 12)), (FOSTER, (80, 40, 120)),
                                                  (KANDELL.with_options(brisquette_multiplier=2, bonus_multiplier=2),
                                                   (16, 8, 24))], ids=["kandell", "foster", "kandell-doubled"])
def test_kandells_figures_under_every_profile(profile: Profile, figures: tuple[int, int, int]) -> None:
    """Kandell's example (10 brisques, 8 of them in the last six: 8 + 4 = 12) at each profile's brisque value,
    written out: Foster's brisque is worth 10 (80 + 40 = 120), Kandell's doubled brisques 2 (16 + 8 = 24)."""
    mine, _theirs = deal_parts(profile, [[], []], [8, 0], [10, 2])
    assert (mine.brisquettes, mine.book_bonus, mine.total) == figures


def _phase2_starts(profile: Profile, n: int) -> list[DealState]:
    rng = random.Random(31)
    out = []
    while len(out) < n:
        st = new_deal(profile, rng, rng.randrange(2))
        while st.stock or st.stage is not Stage.LEAD:
            acts = st.legal_actions
            st.apply_unchecked(acts[rng.randrange(len(acts))])
        out.append(st)
    return out


@pytest.mark.parametrize("profile", (FOSTER, KANDELL), ids=lambda p: p.name)
def test_what_the_last_six_bring_is_what_playing_them_out_scores(profile: Profile) -> None:
    """The solver's value of the first lead of the last six, turned into points by the rules, is what the
    deal then scores when both sides play the solver's best cards to the end."""
    for st in _phase2_starts(profile, 12):
        me = st.to_move
        pos = Phase2Position.from_masks(st.hands_mask[me], st.hands_mask[1 - me], st.trump, None,
                                        (st.brisques[me], st.brisques[1 - me]))
        value = solve(pos, profile).value
        before = st.scores
        play = st.clone()
        while not play.is_over():
            mover = play.to_move
            p = Phase2Position.from_masks(play.hands_mask[mover], play.hands_mask[1 - mover], play.trump,
                                          play.lead,
                                          (play.brisques[mover], play.brisques[1 - mover]))
            play.apply(f"play {solve(p, profile).best[0]}")
        gained = (play.scores[me] - before[me]) - (play.scores[1 - me] - before[1 - me])
        assert gained == value.points
        in_play = brisques_in_mask(st.hands_mask[0] | st.hands_mask[1])
        won = (st.brisques[me], st.brisques[1 - me])
        assert last_six_net(profile, won, value.brisques, in_play - value.brisques) == value.points
        assert last_six_points(profile, won, (value.brisques, in_play - value.brisques))[0] == (
            play.scores[me] - before[me])


@pytest.mark.parametrize("profile", PROFILES, ids=lambda p: f"{p.name}-{p.brisquette_multiplier}")
def test_brisques_taken_instead_of_given_up_swing_the_difference_by_their_brisquettes(profile: Profile) -> None:
    """Below the book, the whole of what the last six bring: taking ``n`` brisques against giving them up."""
    for n in range(BOOK_BRISQUES + 1):
        taken, given = last_six_net(profile, (0, 0), n, 0), last_six_net(profile, (0, 0), 0, n)
        assert brisquettes_swing(profile, n) == taken - given
    over = BOOK_BRISQUES + 1  # over the book the bonus moves the difference further
    assert last_six_net(profile, (0, 0), over, 0) - last_six_net(profile, (0, 0), 0, over) > brisquettes_swing(
        profile, over)


def test_the_games_outcome_agrees_with_its_result() -> None:
    """Foster: the lower total is taken from the higher, doubled if the loser is under 400 (Kandell 40)."""
    rng = random.Random(32)
    for profile in (FOSTER, KANDELL):
        for _ in range(300):
            deals = [(rng.randrange(0, profile.lurch_threshold), rng.randrange(0, profile.lurch_threshold))
                     for _ in range(4)]
            r = game_result(deals, profile)
            a, b = r.totals
            mine = game_outcome(a, b, profile)
            theirs = game_outcome(b, a, profile)
            if r.winner is None:
                assert mine is theirs is GameOutcome.DRAWN
                continue
            winner_outcome = mine if r.winner == 0 else theirs
            loser_outcome = theirs if r.winner == 0 else mine
            assert winner_outcome is (GameOutcome.WON_WITH_LURCH if r.lurched else GameOutcome.WON)
            assert loser_outcome is (GameOutcome.LURCHED if r.lurched else GameOutcome.LOST)


def test_a_games_value_to_each_player_is_its_result_signed_and_rises_with_his_total() -> None:
    """The game's value to a player: the result's value, for him when he won, against him when he lost; a
    point more for him never makes the game worth less to him (so the most brisques is the most value)."""
    from penchant.rules.game_scoring import game_value

    rng = random.Random(33)
    for profile in (FOSTER, KANDELL):
        for _ in range(300):
            deals = [(rng.randrange(0, profile.lurch_threshold), rng.randrange(0, profile.lurch_threshold))
                     for _ in range(4)]
            r = game_result(deals, profile)
            a, b = r.totals
            assert game_value(a, b, profile) == (0 if r.winner is None else r.value if r.winner == 0 else -r.value)
            assert game_value(a, b, profile) == -game_value(b, a, profile)
            assert game_value(a + 1, b, profile) > game_value(a, b, profile) < game_value(a, b - 1, profile)
    assert game_value(45, 39, KANDELL) == 12 and game_value(45, 40, KANDELL) == 5  # the lurch doubles


def test_the_stock_falls_by_two_a_trick() -> None:
    assert [stock_after(t) for t in range(11)] == list(range(20, -1, -2))
    assert all(tricks_for_stock(stock_after(t)) == t for t in range(11))
    assert last_six_begun(10) and not last_six_begun(9)
    for bad in (21, 3, -2, True, "4"):
        with pytest.raises(ValueError, match=repr(bad)):
            tricks_for_stock(bad)


def test_the_first_ten_still_to_come_after_any_count_of_the_deals_tricks() -> None:
    """Ten less the tricks played while the stock lasts, none once the last six have begun, whatever part of the
    deal's sixteen tricks is behind: the coach and the decision puzzles ask it of any trick count."""
    assert [first_ten_to_come(t) for t in range(17)] == [*range(10, 0, -1), 0, 0, 0, 0, 0, 0, 0]
    assert all((first_ten_to_come(t) == 0) == last_six_begun(t) for t in range(17))
    with pytest.raises(ValueError, match="-1"):
        first_ten_to_come(-1)
    with pytest.raises(ValueError, match="17 tricks played"):  # the one count refuses what no deal plays
        first_ten_to_come(17)


def test_who_may_declare_after_a_trick() -> None:
    """Foster and Kandell: the winner declares one combination; if he declares nothing, the loser may
    declare a penchant only; none before the first trick, none in the last six."""
    assert may_declare(won_trick=True, winner_declared=False) is MayDeclare.ANY_COMBINATION
    assert may_declare(won_trick=False, winner_declared=False) is MayDeclare.PENCHANT_ONLY
    assert may_declare(won_trick=False, winner_declared=True) is MayDeclare.NOTHING
    assert MayDeclare.PENCHANT_ONLY == "penchant"  # a StrEnum: its value is the word that names it
    base = dict(tricks=3, last_six=False, declarations=2, trick_declared=False, won_trick=True)
    assert declaration_refusal(**base) is None
    assert declaration_refusal(**{**base, "last_six": True}) is NoDeclaration.LAST_SIX
    assert declaration_refusal(**{**base, "tricks": 0}) is NoDeclaration.NO_TRICK
    assert declaration_refusal(**{**base, "trick_declared": True}) is NoDeclaration.TRICK_DECLARED
    assert declaration_refusal(**{**base, "declarations": 10}) is NoDeclaration.ALL_MADE
    loser = {**base, "won_trick": False}
    assert declaration_refusal(**loser, kind=Kind.PAIR) is NoDeclaration.LOSER_PENCHANT_ONLY
    assert declaration_refusal(**loser, kind=Kind.PENCHANT) is None
    assert declaration_refusal(**base, trick_under_way=True) is NoDeclaration.TRICK_UNDER_WAY
    assert declaration_refusal(**{**base, "tricks": 0}, trick_under_way=True) is NoDeclaration.NO_TRICK


def test_a_five_card_reunion_from_the_hand_is_one_declaration() -> None:
    """The old position helper assumed a declaration lays at most four cards; a reunion lays five at once."""
    assert least_declarations(CardSet("9H TH JH QH KH").mask) == 1
    assert least_declarations(CardSet("QS JH").mask) == 1
    assert least_declarations(CardSet("QS JH 8C").mask) == 2  # a lone Eight: a pair, its partner played since
    assert most_stock(CardSet("9H TH JH QH KH").mask, 0) == 18


@pytest.mark.parametrize("profile", (FOSTER, KANDELL), ids=lambda p: p.name)
def test_every_position_the_engine_reaches_can_arise_by_the_rules(profile: Profile) -> None:
    """Soundness: at every card played and every declaration of many random deals, the rules find nothing
    wrong with the position the engine is in (so a position they refuse cannot be reached)."""
    rng = random.Random(33)
    seen = {"play": 0, "declare": 0}
    for _ in range(60):
        st = new_deal(profile, rng, rng.randrange(2))
        while st.stock or st.stage in (Stage.DECLARE, Stage.PENCHANT):
            me = st.to_move
            moment = "declare" if st.stage in (Stage.DECLARE, Stage.PENCHANT) else "play"
            hand, table = st.hands_mask[me], st.tables_mask[me]
            if moment == "declare" or st.stage is Stage.LEAD:
                problems = first_ten_position_problems(hand=hand, table=table, opp_table=st.tables_mask[1 - me],
                                                    stock=len(st.stock), moment=moment)
                assert problems == [], (moment, st.to_json())
                seen[moment] += 1
            acts = st.legal_actions
            st.apply_unchecked(acts[rng.randrange(len(acts))])
    assert seen["play"] > 300 and seen["declare"] > 100
    assert held("play") == 6 and held("declare") == 5


def test_an_impossible_position_is_refused_with_its_reason() -> None:
    """Two tricks played (16 in the stock) cannot sit beside four declarations on the tables."""
    problems = first_ten_position_problems(hand=CardSet("8H 8D").mask, table=CardSet("QS JH 9C").mask,
                                        opp_table=CardSet("KS KH 7D 7C").mask, stock=16, moment="declare")
    assert len(problems) == 1 and "at least 4 declarations" in problems[0] and "not 16" in problems[0]


@pytest.mark.parametrize("profile", (FOSTER, KANDELL), ids=lambda p: p.name)
def test_every_last_six_position_the_engine_reaches_can_arise_and_a_changed_one_cannot(profile: Profile) -> None:
    """The last six: at every lead and follow of random deals the rules find nothing wrong; one card moved
    from a hand to the other, or a brisque counted twice, and they say why."""
    from penchant.rules.possible_positions import last_six_position_problems

    rng = random.Random(34)
    seen = 0
    for _ in range(30):
        st = new_deal(profile, rng, rng.randrange(2))
        while not st.is_over():
            if st.phase == 2 and st.stage in (Stage.LEAD, Stage.FOLLOW):
                me = st.to_move
                led = 1 << st.lead_index if st.stage is Stage.FOLLOW and st.lead_index is not None else 0
                hand, opp = st.hands_mask[me], st.hands_mask[1 - me]
                assert last_six_position_problems(hand=hand, opp_hand=opp, led=led, won=_won(st, me)) == []
                seen += 1
                card = hand & -hand
                moved = last_six_position_problems(hand=hand & ~card, opp_hand=opp | card, led=led,
                                                   won=_won(st, me))
                assert moved and ("equal" in moved[0] or "one fewer" in moved[0] or "holds no cards" in moved[0])
                mine, theirs = _won(st, me)
                assert "not the pack's 12" in last_six_position_problems(
                    hand=hand, opp_hand=opp, led=led, won=(mine + 1, theirs))[0]
            acts = st.legal_actions
            st.apply_unchecked(acts[rng.randrange(len(acts))])
    assert seen > 200


def test_the_last_six_problems_count_cards_in_words_one_card_in_the_singular() -> None:
    from penchant.rules.possible_positions import last_six_position_problems

    ah, kh_9s = CardSet("AH").mask, CardSet("KH 9S").mask
    unequal = last_six_position_problems(hand=ah, opp_hand=kh_9s, won=(6, 5))
    assert unequal[0].startswith("you lead with one card against two:"), unequal
    fewer = last_six_position_problems(hand=ah, opp_hand=kh_9s & ~CardSet("9S").mask,
                                       led=CardSet("9S").mask, won=(6, 5))
    assert any(p.startswith("the opponent led and holds one card, you one:") for p in fewer), fewer


def test_the_deal_alternates_and_the_pone_leads_first() -> None:
    from penchant.play.game import Game
    from penchant.rules.procedure import dealer_of, next_leader, pone_of, trick_in_play

    assert [dealer_of(d, 0) for d in range(4)] == [0, 1, 0, 1]
    assert pone_of(1) == 0 and next_leader(1, None) == 0 and next_leader(1, 1) == 1
    assert [trick_in_play(n) for n in (0, 9, 15, 16)] == [1, 10, 16, 17]
    game = Game(KANDELL, random.Random(5))
    dealers = [game.current.dealer]
    assert game.current.to_move == pone_of(game.current.dealer)  # the pone leads to the first trick
    while not game.is_over():
        deals = len(game.finished)
        game.apply(game.current.legal_actions[0])
        if len(game.finished) > deals and not game.is_over():  # a new deal
            dealers.append(game.current.dealer)
            assert game.current.to_move == pone_of(game.current.dealer)
    assert dealers == [dealer_of(d, game.first_dealer) for d in range(4)]


def test_the_game_result_names_the_loser_and_the_difference() -> None:
    from penchant.rules.game_scoring import game_result, game_totals

    r = game_result([(20, 5), (10, 8), (12, 3), (9, 10)], KANDELL)
    assert game_totals(r.deals) == r.totals == (51, 26)
    assert (r.winner, r.loser, r.difference, r.value) == (0, 1, 25, 50)
    assert game_result([(5, 5)], KANDELL).loser is None


def _won(st: DealState, me: int) -> tuple[int, int]:
    return (brisques_in_mask(st.taken_mask[me]), brisques_in_mask(st.taken_mask[1 - me]))


def test_three_jacks_bar_minor_pairs_until_two_of_them_are_played() -> None:
    """A newcomer was told that playing one of three barring Jacks lifts the bar on minor pairs: two must go."""
    from penchant.rules.bar_reports import bar_report
    from penchant.rules.holdings import Holdings

    for reading in ("by_size", "by_value"):
        three = bar_report(2, Holdings(hand=CardSet("7S 7H 8C"), opp_table=CardSet("JS JH JD")), reading)
        # the pair among them needs two played (the triplet, one): the pair's bar is the one that lasts
        assert three is not None and three.must_leave == ((2, CardSet("JS JH JD")),)
        two = bar_report(2, Holdings(hand=CardSet("7S 7H 8C"), opp_table=CardSet("JS JH")), reading)
        assert two is not None and two.must_leave == ((1, CardSet("JS JH")),)  # one Jack played: free
        assert bar_report(2, Holdings(hand=CardSet("7S 7H 8C"), opp_table=CardSet("JS")), reading) is None


@pytest.mark.parametrize("cards", [-1, 2**40, None, "XX", True, 1.5])
def test_brisque_count_refuses_what_is_not_cards(cards: object) -> None:
    """A negative mask counted 12 brisques and 2**40 none; None and 'XX' were a TypeError."""
    with pytest.raises(InvalidNotationError) as info:
        brisque_count(cards)  # type: ignore[arg-type]
    assert repr(cards) in str(info.value)


def test_brisque_count_reads_sets_and_notation_and_the_mask_path_agrees() -> None:
    cards = CardSet("AS TH 7D KC 8H")
    assert brisque_count(cards) == brisque_count("AS TH 7D KC 8H") == brisques_in_mask(cards.mask) == 3


def test_the_first_lead_of_the_last_six_is_the_rules() -> None:
    """Exactly one lead of each played deal is the first of the last six: the one with an empty stock and
    six cards in each hand (the numbers study read it from the hand size, once against LAST_SIX_TRICKS and once
    against HAND_SIZE)."""
    rng = random.Random(11)
    for _ in range(20):
        st = new_deal(KANDELL, rng, dealer=rng.randrange(2))
        firsts = 0
        while st.stage is not Stage.OVER:
            if st.stage is Stage.LEAD:
                by_hand = not st.stock and st.hands_mask[0].bit_count() == st.hands_mask[1].bit_count() == 6
                assert first_lead_of_last_six(st.tricks) == by_hand, st.to_str()
                firsts += by_hand
            acts = st.legal_actions
            st.apply_unchecked(acts[rng.randrange(len(acts))])
        assert firsts == 1


def test_the_deal_is_over_and_a_declaration_may_follow_as_the_rules_say() -> None:
    """At every moment of played deals: the deal is over exactly when the rules' deal_over says, and every
    declaration is made where declaration_may_follow allows one (the sheet and the position reader once held the
    tricks against sixteen and ten by hand)."""
    rng = random.Random(12)
    declaring_after: set[int] = set()
    for _ in range(20):
        st = new_deal(FOSTER, rng, dealer=rng.randrange(2))
        while True:
            assert deal_over(st.tricks) == (st.stage is Stage.OVER), st.to_str()
            if st.stage.declaring:
                assert declaration_may_follow(st.tricks), st.to_str()
                declaring_after.add(st.tricks)
            if st.stage is Stage.OVER:
                break
            acts = st.legal_actions
            st.apply_unchecked(acts[rng.randrange(len(acts))])
    assert declaring_after == set(range(1, 11))  # after each of the first ten tricks, and no other
    assert not declaration_may_follow(0) and not declaration_may_follow(11)


def test_a_declaration_belongs_to_the_trick_just_won_and_play_to_the_trick_in_play() -> None:
    """Every moment of a played deal is placed by the rules' trick_of_moment: a declaration after the trick
    whose winner makes it (the count of tricks won so far), a lead or follow to the trick being played."""
    from penchant.errors import InvalidRecordError
    from penchant.rules.procedure import trick_of_moment

    s = new_deal(rng=3)
    seen = set()
    while s.stage is not Stage.OVER:
        t = trick_of_moment(s.tricks, s.stage.declaring)
        if s.stage.declaring:
            assert t == s.tricks >= 1
        else:
            assert t == s.tricks + 1
        seen.add((s.stage.declaring, t))
        s.apply(s.legal_actions[0])
    assert {t for _, t in seen} == set(range(1, 17)) and any(d for d, _ in seen)
    with pytest.raises(InvalidRecordError, match="a declaration after 0 tricks"):
        trick_of_moment(0, declaring=True)


def test_the_late_tricks_of_the_first_ten_follow_the_early_ones() -> None:
    """Early and late never meet; the tenth trick is late; the late tricks are the last LATE_TRICKS."""
    from penchant.judgement.moments import LATE_TRICKS, early_in_first_ten, late_in_first_ten
    from penchant.rules.dealing import FIRST_TEN_TRICKS
    from penchant.rules.procedure import first_ten_to_come, tenth_trick_in_play

    for played in range(FIRST_TEN_TRICKS + 1):
        assert not (early_in_first_ten(played) and late_in_first_ten(played))
        assert late_in_first_ten(played) == (first_ten_to_come(played) <= LATE_TRICKS)
        if tenth_trick_in_play(played):
            assert late_in_first_ten(played)
    assert sum(late_in_first_ten(p) for p in range(FIRST_TEN_TRICKS)) == LATE_TRICKS


@pytest.mark.parametrize("name", ["foster", "kandell", "modern"])
def test_the_lurch_marks_are_the_lurch_rules(name: str) -> None:
    """The totals a puzzle maker aims at (review 45: the endgame miner worked them out from the threshold,
    baking in is_lurched's "under"): the lowest that escapes and the highest still lurched, as is_lurched says,
    the highest a score step under the lowest (Foster's 390: no total stands at 399)."""
    from penchant.rules.game_scoring import fewest_escaping_lurch, is_lurched, most_lurched
    from penchant.rules.profiles import get_profile
    from penchant.rules.score_scale import score_step

    profile = get_profile(name)
    escapes, lurched = fewest_escaping_lurch(profile), most_lurched(profile)
    assert not is_lurched(escapes, profile) and is_lurched(escapes - 1, profile)
    assert is_lurched(lurched, profile) and not is_lurched(lurched + score_step(profile), profile)


def test_the_declarations_laying_a_table_are_the_fewest_and_lay_every_card() -> None:
    """What a lesson's table declares (declarations_laying) is least_declarations of combinations, each a
    combination of its kind, that leave no card of the table unlaid (not_laid_by)."""
    rng = random.Random(46)
    for _ in range(300):
        table = CardSet(rng.sample(list(PACK), rng.randint(0, 6))).mask
        laid = declarations_laying(table)
        assert len(laid) == least_declarations(table)
        assert all(classify_mask(m) is kind for kind, m in laid)
        assert not_laid_by((m for _kind, m in laid), table) == 0


@pytest.mark.parametrize("player", [0, 1])
@pytest.mark.parametrize("takes", [0, 2, 5])
def test_a_deals_end_gives_the_player_his_brisques_and_the_other_the_rest(player: int, takes: int) -> None:
    """``deal_end``: the player's share by his seat, the rest by the other's, and the points of both added to the
    scores so far as ``last_six_points`` counts them."""
    scores, won, in_play = (30, 12), (4, 3), 5
    final, taken = deal_end(KANDELL, scores, won, player, takes, in_play)
    assert taken[player] == takes and taken[1 - player] == in_play - takes
    to_come = last_six_points(KANDELL, won, taken)
    assert final == (scores[0] + to_come[0], scores[1] + to_come[1])


def test_the_early_tricks_are_the_first_six_with_four_or_more_to_come_after() -> None:
    """Early means what EARLY_TRICKS says: the trick played is one of the first six, four or more after it."""
    from penchant.judgement.moments import EARLY_TRICKS, early_in_first_ten
    from penchant.rules.dealing import FIRST_TEN_TRICKS
    from penchant.rules.procedure import first_ten_to_come

    for played in range(FIRST_TEN_TRICKS + 1):
        after_this_trick = first_ten_to_come(played) - 1
        assert early_in_first_ten(played) == (after_this_trick >= 4)
    assert sum(early_in_first_ten(p) for p in range(FIRST_TEN_TRICKS)) == EARLY_TRICKS


@pytest.mark.parametrize("count", [-1, 0, 6, 12, 13, 99, True, 2.0, None])
def test_every_reader_of_a_count_of_brisques_asks_the_rules_which_counts_there_are(count: object) -> None:
    """The brisques a player takes are 0 to the pack's twelve, whole: the book bonus, the other player's share,
    a count typed on a screen and the won pair of a last-six position each refuse exactly what
    ``brisque_count_problem`` finds a problem with, and a count typed says its reason."""
    from penchant.errors import PenchantError
    from penchant.rules.brisques import brisque_count_problem, brisques_over_book, the_other_brisques
    from penchant.solver.phase2_position import _coerce_won
    from penchant.typed_counts import brisques_typed

    problem = brisque_count_problem(count)
    readers = [lambda: brisques_over_book(count), lambda: the_other_brisques(count),  # type: ignore[arg-type]
               lambda: _coerce_won([count, 0])]
    for read in readers:
        if problem is None:
            read()
        else:
            with pytest.raises(PenchantError, match=re.escape(repr(count))):
                read()
    if isinstance(count, int) and not isinstance(count, bool):
        if problem is None:
            assert brisques_typed(str(count)) == count
        else:
            with pytest.raises(PenchantError) as typed:
                brisques_typed(str(count))
            assert str(typed.value).endswith(problem)
