"""What must leave the opponent's table for a bar to lift (``BarReport.must_leave``), and which single cards lift
it (``lifting``), against brute force: play the named cards from his table and ask the bar rule again (issue #32:
under Foster one Jack of three was said to unbar your two Queens while his two Kings went on barring)."""

from __future__ import annotations

import random

import pytest

from penchant.rules.bar_reports import BarReport, bar_report
from penchant.rules.barred_refusal import barred_refusal_words, leaving_words
from penchant.rules.barring import is_barred_on_masks
from penchant.rules.cards import MAJOR_MASK, CardSet, rank_mask
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import SET_SIZES
from penchant.rules.suits_and_ranks import Rank
from penchant.words.bar_reports import by_words, unbar_words


def _minus(opp: int, plays: dict[int, int], report: BarReport) -> int:
    """``opp`` with, of each group of ``report.must_leave``, ``plays[i]`` of its cards played (the last ones)."""
    for i, (_n, group) in enumerate(report.must_leave):
        for c in list(group)[len(group) - plays[i]:]:
            opp &= ~c.bit
    return opp


def _positions(count: int) -> list[tuple[int, int]]:
    """Seeded tables of at most five cards each (a table's limit), mostly major cards, so that bars are common."""
    rng = random.Random(32)
    majors = [i for i in range(32) if MAJOR_MASK >> i & 1]
    minors = [i for i in range(32) if not MAJOR_MASK >> i & 1]
    out = []
    for _ in range(count):
        pool = rng.sample(majors, 16) + rng.sample(minors, 16)
        picked = [pool.pop(rng.randrange(len(pool)) if rng.random() < 0.2 else 0) for _ in range(12)]
        mine, theirs = picked[:rng.randint(0, 5)], picked[6:6 + rng.randint(1, 5)]  # a table holds five at most
        out.append((sum(1 << i for i in mine), sum(1 << i for i in theirs)))
    return out


@pytest.mark.parametrize("reading", ["by_size", "by_value"])
def test_must_leave_and_lifting_match_brute_force_on_generated_positions(reading: str) -> None:
    checked = 0
    for mine, theirs in _positions(1500):
        for size in SET_SIZES:
            report = bar_report(size, Holdings(table=CardSet.from_mask(mine), opp_table=CardSet.from_mask(theirs)),
                                reading)
            if report is None:
                continue
            checked += 1
            counts = {i: n for i, (n, _group) in enumerate(report.must_leave)}
            assert report.must_leave, "a bar always goes if enough of his table is played"
            # every named card group is one rank of his table, and asks for no more than it holds
            for n, group in report.must_leave:
                assert 1 <= n <= len(group) and len({c.rank for c in group}) == 1
                assert group.mask == theirs & rank_mask(next(iter(group)).rank)
            # all of it played: free
            assert not is_barred_on_masks(size, mine, _minus(theirs, counts, report), reading)
            # one card fewer of any group: still barred (the least that frees)
            for i in counts:
                assert is_barred_on_masks(size, mine, _minus(theirs, counts | {i: counts[i] - 1}, report), reading)
            # a single card lifts it exactly when it is all that must leave
            alone = {c for c in CardSet.from_mask(theirs)
                     if not is_barred_on_masks(size, mine, theirs & ~c.bit, reading)}
            assert set(report.lifting) == alone
            one_group = len(report.must_leave) == 1 and report.must_leave[0][0] == 1
            assert bool(alone) == one_group
            if one_group:
                assert report.lifting == report.must_leave[0][1]
    assert checked > 500


def test_foster_one_jack_does_not_unbar_while_his_kings_bar_too() -> None:
    """The review's position: your Q♠ Q♥ against his J♠ J♥ J♦ K♠ K♥, by value. One Jack played leaves his
    Kings, a pair better than your Queens: one Jack and one King must go."""
    holdings = Holdings.parse(table="QS QH", opp_table="JS JH JD KS KH")
    report = bar_report(2, holdings, "by_value")
    assert report is not None
    assert report.must_leave == ((1, CardSet("JS JH JD")), (1, CardSet("KS KH")))
    assert report.lifting == CardSet()
    assert [b.rank for b in report.bars] == [Rank.JACK]
    words = unbar_words(report, other="Ada")
    assert "If Ada plays one of JS JH JD and one of KS KH from Ada’s table, they are free" in words, words
    assert "the one King left there is no set" in words, words


def test_three_jacks_barring_pairs_by_size_need_two_played() -> None:
    report = bar_report(2, Holdings.parse(opp_table="JS JH JD"), "by_size")
    assert report is not None and report.must_leave == ((2, CardSet("JS JH JD")),)


@pytest.mark.parametrize("reading", ["by_size", "by_value"])
def test_the_explanation_says_what_must_leave_and_nothing_else(reading: str) -> None:
    """``barred_refusal_words`` (the refusal of a barred declaration, a barring puzzle's why) names what must leave
    his table as ``must_leave`` counts it, the same words as ``unbar_words``: it once named only the single cards
    that lift the bar (``lifting``), and said nothing where one Jack and one King, or two Jacks, had to go."""
    from penchant.english.numbers import number_words

    said_more = 0
    for mine, theirs in _positions(400):
        for size in SET_SIZES:
            report = bar_report(size, Holdings(table=CardSet.from_mask(mine), opp_table=CardSet.from_mask(theirs)),
                                reading)
            if report is None:
                continue
            text = barred_refusal_words(report)
            plays = text.split(". If he plays ")[-1]
            assert plays.startswith(f"{leaving_words(report)} from his table, your minor "), text
            for n, group in report.must_leave:
                assert f"{number_words(n)} of {group}" in plays
            assert leaving_words(report) in unbar_words(report)
            said_more += not report.lifting
    assert said_more > 20, "the positions hold bars no single card lifts"


@pytest.mark.parametrize("reading", ["by_size", "by_value"])
def test_the_unbar_sentence_never_offers_a_set_that_cannot_be_made(reading: str) -> None:
    """Against three Aces no one can show an Ace triplet: the sentence once said "Unbarred by a triplet of
    nothing". Where no set can meet a bar, it says so, and names only the plays from his table; every set it offers
    can still be made, and the bar's words name each barring set once."""
    kinds = {"nothing": 0, "sets": 0}
    positions = [*_positions(600), (0, rank_mask(Rank.ACE) & ~CardSet("AC").mask), (0, rank_mask(Rank.ACE))]
    for mine, theirs in positions:
        for size in SET_SIZES:
            report = bar_report(size, Holdings(table=CardSet.from_mask(mine), opp_table=CardSet.from_mask(theirs)),
                                reading)
            if report is None:
                continue
            words = unbar_words(report, other="Ada")
            assert "of nothing" not in words and "no " + "triplet" not in words, words
            assert f" If Ada plays {leaving_words(report)} from Ada’s table, they are free: " in words, words
            unmet = [b for b in report.main_bars if not b.makeable()]
            if unmet:
                kinds["nothing"] += 1
                assert unmet == list(report.main_bars), "a bar no set meets is the only one on a six-card table"
                assert words.startswith("Nothing on your own table can free them. If Ada plays"), words
            else:
                kinds["sets"] += 1
                assert words.startswith("A ") and " would free them. " in words, words
                for b in report.main_bars:
                    for n, r in b.makeable():
                        if n == b.size:
                            assert r.plural in words
            by = by_words(report)
            for b in report.bars:
                assert by.count(str(b.cards)) == 1, by
            for b in report.main_bars:
                held = [o for o in report.bars if b.dominates(o) and o.rank is b.rank]
                assert (f"of {b.rank.plural} too" in by) == bool(held), by
    assert kinds["nothing"] and kinds["sets"], kinds


def test_three_aces_against_triplets_say_nothing_on_the_table_unbars() -> None:
    report = bar_report(3, Holdings.parse(opp_table="AS AH AD"), "by_size")
    assert report is not None
    assert unbar_words(report, other="Ada") == ("Nothing on your own table can free them. If Ada plays one of AS AH AD "
                                                "from Ada’s table, they are free: the two Aces left there are only a "
                                                "pair, too short to bar a minor triplet.")
    four = bar_report(2, Holdings.parse(opp_table="KS KH KD KC"), "by_size")
    assert four is not None and len(four.bars) == 3
    assert by_words(four) == "by KS KH KD KC, a major quadruplet, which holds triplets and pairs of Kings too"
