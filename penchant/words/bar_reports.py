"""Which minor sets a player may declare, in a player's words, read from the rules' bar reports
(:func:`~penchant.rules.bar_reports.barring_summary`): the sizes barred and the sets that bar them, the sizes free
(:func:`minor_sets_words`, :func:`minor_sets_verdicts`), and why major cards still in the hand do not unbar yet
(:func:`not_until_declared_words`). Whether and why a set is barred is :mod:`penchant.rules.bar_reports`'; these
words say it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from penchant.english.grammar import verb_form
from penchant.english.lists import join_and
from penchant.english.numbers import number_words
from penchant.rules.bar_reports import Bar, barring_summary
from penchant.rules.barring import SIZE_PLURALS, best_set
from penchant.rules.cards import RANK_MASKS, CardSet
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import SET_SIZES
from penchant.rules.procedure import ONE_DECLARATION_A_TRICK_WORDS
from penchant.rules.profiles import Barring
from penchant.rules.suits_and_ranks import Rank

if TYPE_CHECKING:
    from penchant.rules.profiles import Profile

__all__ = ["minor_sets_verdicts", "minor_sets_words", "not_until_declared_words"]


def not_until_declared_words(in_hand: CardSet, barred: CardSet, cards: Callable[[CardSet], str] = str) -> str:
    """Why major cards still in the hand (:func:`~penchant.rules.bar_reports.freed_once_declared`) do not unbar a minor
    set (``barred``) yet, and when it could be declared: only once they are declared, and then after a later trick won
    (``cards`` writes the cards).

    >>> not_until_declared_words(CardSet("KS KD"), CardSet("9S 9D"))
    'your KS KD, still in your hand, do not unbar your minor pairs: cards in a hand count for no bar until they are \
declared. Declared now, your Kings would lie on your table and free them, but you could declare 9S 9D only after a \
later trick you win (one declaration a trick)'
    """
    rank = next(iter(in_hand)).rank
    yours = f"your {rank.plural}" if len(in_hand) > 1 else f"your {rank.singular}"
    return (f"your {cards(in_hand)}, still in your hand, {verb_form(len(in_hand), 'do')} not unbar your minor "
            f"{SIZE_PLURALS[len(barred)]}: cards in a hand count for no bar until they are declared. Declared now, "
            f"{yours} would lie on your table and free them, but you could declare {cards(barred)} only after a later "
            f"trick you win ({ONE_DECLARATION_A_TRICK_WORDS})")


def _not_answered(bar: Bar, own: Rank, holdings: Holdings, whose: str, cards: Callable[[CardSet], str]) -> str:
    """Why the owner's own major set, as long as the bar or longer, does not answer it (by size): it is lower. The
    words say that an answering set must be as high, not only as long, since his pairs barred by two Aces beside
    his own three Jacks look answered to a player who counts only length."""
    mine = CardSet.from_mask(holdings.table.mask & RANK_MASKS[own])
    how = "longer but lower" if len(mine) > bar.size else "as long but lower"
    return (f", which {whose} {number_words(len(mine))} {own.plural} ({cards(mine)}) do not answer, {how} (an "
            "answering set must be as high, not only as long)")


def _too_short(bar: Bar, holdings: Holdings, whose: str, cards: Callable[[CardSet], str]) -> str:
    """Why the owner's own best set, shorter than the bar, does not answer it, or nothing when he has none (by size
    his best major set; by value his best set of any rank, as that reading weighs it), so that both sides' reasons are
    said."""
    best = best_set(holdings.table, major_only=bar.reading == "by_size")
    if best is None or best[0] >= bar.size:
        return ""
    _, r = best
    mine = CardSet.from_mask(holdings.table.mask & RANK_MASKS[r])
    how, must = ("higher but shorter", "as long, not only as high") if r > bar.rank else \
        ("shorter", "as long and as high")
    return (f", which {whose} {number_words(len(mine))} {Rank(r).plural} ({cards(mine)}) do not answer, {how} (an "
            f"answering set must be {must})")


def minor_sets_words(holdings: Holdings, barring: Barring | Profile | str, *, whose: str = "your",
                     theirs: str = "his", cards: Callable[[CardSet], str] = str) -> str:
    """Which minor sets the owner of ``holdings`` may declare, in one sentence read from the bars
    (:func:`barring_summary`): the sizes barred and the sets on the opponent's table that bar them, then the sizes
    free; a bar the owner's own lower set does not answer says so. ``whose`` and ``theirs`` are the possessives of
    the owner and the opponent as the sentence speaks of them (``"your"``, ``"his"``; ``"his"``, ``"your"``);
    ``cards`` writes the cards (notation by default).

    >>> minor_sets_words(Holdings.parse(opp_table="JS JH JD"), "by_size")
    'your minor pairs and triplets are barred by his three Jacks (JS JH JD); your minor quadruplets are free'
    >>> minor_sets_words(Holdings.parse(table="JS JH JD", opp_table="AH AD"), "by_size", whose="his", theirs="your")
    'his minor pairs are barred by your two Aces (AH AD), which his three Jacks (JS JH JD) do not answer, longer but \
lower (an answering set must be as high, not only as long); his minor triplets and quadruplets are free'
    >>> minor_sets_words(Holdings.parse(table="AH AD", opp_table="KH KS"), "by_size")
    'your minor sets are all free'
    """
    return "; ".join(minor_sets_verdicts(holdings, barring, whose=whose, theirs=theirs, cards=cards))


def minor_sets_verdicts(holdings: Holdings, barring: Barring | Profile | str, *, whose: str = "your",
                        theirs: str = "his", cards: Callable[[CardSet], str] = str) -> list[str]:
    """:func:`minor_sets_words` as its verdicts, each a clause of its own (the sizes barred and by what, then the
    sizes free), for a page that says them one a sentence.

    >>> minor_sets_verdicts(Holdings.parse(opp_table="JS JH JD"), "by_size")
    ['your minor pairs and triplets are barred by his three Jacks (JS JH JD)', 'your minor quadruplets are free']
    """
    summary = barring_summary(holdings, barring)
    barred = [n for n in SET_SIZES if summary[n] is not None]
    if not barred:
        return [f"{whose} minor sets are all free"]
    bars: list[Bar] = []
    for n in barred:
        report = summary[n]
        assert report is not None
        bars += [b for b in report.main_bars if not any(o.cards == b.cards for o in bars)]
    sets = join_and(f"{number_words(len(b.cards))} {b.rank.plural} ({cards(b.cards)})" for b in bars)
    said = f"{whose} minor {join_and(SIZE_PLURALS[n] for n in barred)} are barred by {theirs} {sets}"
    if len(bars) == 1 and bars[0].reading == "by_size" and bars[0].own_best is not None:
        said += _not_answered(bars[0], bars[0].own_best, holdings, whose, cards)
    elif len(bars) == 1:
        said += _too_short(bars[0], holdings, whose, cards)
    free = [n for n in SET_SIZES if summary[n] is None]
    return [said, f"{whose} minor {join_and(SIZE_PLURALS[n] for n in free)} are free"] if free else [said]
