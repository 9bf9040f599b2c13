"""The words of a bar: why a minor set is free or barred, which cards bar, and the hints of a barring puzzle."""
from __future__ import annotations

from collections.abc import Sequence

from penchant.puzzles._common import (
    RANK_PLURAL,
    SIZE_NAME,
)
from penchant.rules.barring import (
    Reading,
    bar_report,
    barred_set_sizes,
    best_n,
    best_set,
    is_barred_on_masks,
    is_minor_set,
    reading_of,
    rule_words,
)
from penchant.rules.cards import MINOR_RANKS, CardSet, Rank, rank_mask
from penchant.rules.combinations import Verdict
from penchant.rules.holdings import Holdings
from penchant.rules.profiles import Profile
from penchant.rules.words import number_words

__all__ = ["barred_sizes", "barring_cards", "hints", "n_bars", "verdict_text", "why_free"]

def barred_sizes(table: int, opp_table: int, reading: str) -> tuple[bool, bool, bool]:
    """For minor pairs, triplets and quadruplets: barred for the owner of ``table`` (under the profile's reading)?"""
    barred = barred_set_sizes(table, opp_table, reading)
    return (2 in barred, 3 in barred, 4 in barred)


def _rank_cards(table: int, rank: Rank) -> CardSet:
    return CardSet(table & rank_mask(rank))




def _why_free_by_value(size: int, table: int, opp_table: int) -> str:
    """Foster's reading: his best major set must be worth as much and beat your own best set."""
    theirs = best_set(opp_table, major_only=True)
    if theirs is None:
        reason = "the opponent's table holds no major set"
    else:
        n, r = theirs
        their_text = f"{number_words(n)} {RANK_PLURAL[r]} ({_rank_cards(opp_table, r)})"
        if n < size:
            reason = (f"their best major set, {their_text}, is worth less than a {SIZE_NAME[size]}: "
                      f"your minor {SIZE_NAME[size]} counts more")
        else:
            mine = best_set(table)
            assert mine is not None and mine >= theirs
            m, mr = mine
            verb = "ties" if mine == theirs else "beats"
            reason = (f"their best major set, {their_text}, is answered: your best set on the table, "
                      f"{number_words(m)} {RANK_PLURAL[mr]} ({_rank_cards(table, mr)}), {verb} it"
                      + (" (a tie is enough)" if mine == theirs else ""))
    return f"minor {SIZE_NAME[size]}s are free (Foster: the bar goes by value): {reason}"


def why_free(size: int, table: int, opp_table: int, reading: str) -> str:
    """Why a minor set of ``size`` cards is not barred, in words (under the profile's reading)."""
    if reading == "by_value":
        return _why_free_by_value(size, table, opp_table)
    reasons: list[str] = []
    for n in range(size, 5):
        theirs = best_n(opp_table, n)
        if theirs is None:
            continue
        mine = best_n(table, n)
        assert mine is not None and mine >= theirs
        verb = "ties" if mine == theirs else "beats"
        reasons.append(
            f"their major {SIZE_NAME[n]} of {RANK_PLURAL[theirs]} ({_rank_cards(opp_table, theirs)}) is "
            f"answered: your {SIZE_NAME[n]} of {RANK_PLURAL[mine]} ({_rank_cards(table, mine)}) {verb} it"
            + (" (a tie is enough to unbar)" if mine == theirs else "")
        )
    shorter = [n for n in range(2, size) if best_n(opp_table, n) is not None]
    if shorter:
        n = max(shorter)
        r = best_n(opp_table, n)
        assert r is not None
        reasons.append(
            f"their major {SIZE_NAME[n]} of {RANK_PLURAL[r]} ({_rank_cards(opp_table, r)}) bars only sets of "
            f"{n} or fewer cards: a minor {SIZE_NAME[size]} is longer, and a longer minor set is never barred by it"
        )
    if not reasons:
        reasons.append(f"the opponent's table holds no major {SIZE_NAME[size]} or larger major set")
    minor_sets = [r for r in MINOR_RANKS
                  if (opp_table & rank_mask(r)).bit_count() >= 2]
    if minor_sets:
        reasons.append(
            "their " + ", ".join(RANK_PLURAL[r] for r in minor_sets) + " bar nothing: minor sets never bar"
        )
    return f"minor {SIZE_NAME[size]}s are free: " + "; ".join(reasons)


def verdict_text(v: Verdict, table: int, opp_table: int, reading: str) -> str:
    kind = v.kind
    if v.legal:
        assert kind is not None
        if is_minor_set(kind, v.cards):
            return f"{v.cards}: legal, {v.reason}; " + why_free(kind.size, table, opp_table, reading)
        if is_barred_on_masks(2, table, opp_table, reading_of(reading)):
            what = "a major set" if kind.is_set else f"a {kind.value}"
            return (f"{v.cards}: legal, {v.reason}; it is {what}, and only minor sets "
                    f"(7 8 9 T) can be barred")
        return f"{v.cards}: legal, {v.reason}"
    return f"{v.cards}: {v.reason}"


def hints(table: int, opp: int, hand: int, reading: Reading | Profile | str) -> tuple[str, ...]:
    """The hints of a barring puzzle, the rule worded as the puzzle's reading has it."""
    def sets(t: int) -> str:
        found = []
        for n in (4, 3, 2):
            r = best_n(t, n)
            if r is not None:
                found.append(f"{SIZE_NAME[n]} of {RANK_PLURAL[r]}")
        return ", ".join(found) if found else "no major set"

    def best(t: int, major_only: bool) -> str:
        found = best_set(t, major_only=major_only)
        return "no set" if found is None else f"{SIZE_NAME[found[0]]} of {RANK_PLURAL[found[1]]}"

    if reading_of(reading) == "by_value":
        look = (f"Look at the tables: the opponent's best major set is {best(opp, True)}; "
                f"your best set, of any rank, {best(table, False)}.")
    else:
        look = f"Look at the tables: the opponent's major sets are {sets(opp)}; yours, {sets(table)}."
    return (
        "Only the two tables count: cards in a hand never bar, and neither do minor sets.",
        rule_words(reading),
        look,
    )


def n_bars(table: int, opp: int) -> int:
    return sum(1 for n in (2, 3, 4) if best_n(opp, n) is not None) + sum(
        1 for n in (2, 3, 4) if best_n(table, n) is not None
    )


def barring_cards(table: int, opp: int, reading: Reading | Profile | str, sizes: Sequence[int] = (2, 3, 4)) -> CardSet:
    """The cards of the opponent's table that bar your minor sets of ``sizes`` cards, under the profile's
    reading (:func:`penchant.rules.barring.bar_report`: Kandell's every unanswered major set of the size or
    larger; Foster's his one best major set, when it outvalues your best set)."""
    holdings = Holdings(table=CardSet(table), opp_table=CardSet(opp))
    out = 0
    for n in sizes:
        report = bar_report(n, holdings, reading)
        if report is not None:
            out |= report.barring_cards.mask
    return CardSet(out)


