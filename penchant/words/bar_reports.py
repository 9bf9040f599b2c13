"""Which minor sets a player may declare, in a player's words, read from the rules' bar reports
(:func:`~penchant.rules.bar_reports.barring_summary`): the sizes barred and the sets that bar them, the sizes free
(:func:`minor_sets_words`, :func:`minor_sets_verdicts`), and why major cards still in the hand do not unbar yet
(:func:`not_until_declared_words`); one bar explained, each a function of its report (in full it is the rules' barred
refusal, :func:`~penchant.rules.barred_refusal.barred_refusal_words`): at a glance (:func:`at_a_glance`,
:func:`sets_words`), the sets that bar once each (:func:`by_words`) and how it goes in whole sentences
(:func:`unbar_words`, :func:`remedy_again`). Whether and why a set is barred is :mod:`penchant.rules.bar_reports`' (as
data); these words say it, with the parts of the barred refusal (:mod:`penchant.rules.barred_refusal`) where they say
the same."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from penchant.english.grammar import capitalised, verb_form
from penchant.english.lists import join_and, join_or
from penchant.english.numbers import number_words
from penchant.errors.internal import BrokenInvariantError
from penchant.rules.bar_reports import Bar, BarReport, barring_summary
from penchant.rules.barred_refusal import freeing_words, unbar_hint_words
from penchant.rules.barring import SIZE_NAMES, SIZE_PLURALS, answers_bar, best_set, long_enough_to_answer
from penchant.rules.cards import RANK_MASKS, CardSet
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import SET_SIZES
from penchant.rules.procedure import ONE_DECLARATION_A_TRICK_WORDS
from penchant.rules.profiles import Barring
from penchant.rules.suits_and_ranks import Rank

if TYPE_CHECKING:
    from penchant.rules.profiles import Profile

__all__ = ["at_a_glance", "by_words", "minor_sets_verdicts", "minor_sets_words", "not_until_declared_words",
           "remedy_again", "sets_words", "unbar_words"]


def at_a_glance(report: BarReport, opponent: str = "the opponent", *, cards: Callable[[CardSet], str] = str,
                whose: str | None = None) -> str:
    """The bar in a few words, for a line read between tricks (the barred refusal says it all, and how
    to unbar): ``minor pairs are barred by Ada's two Queens (QS QH) on the table``; ``cards`` writes the cards
    (notation by default), the name is put in as given; ``whose`` says the owner as given (``"your"``) in
    place of the name with ``'s``.

    >>> from penchant.rules.bar_reports import bar_report
    >>> at_a_glance(bar_report(2, Holdings.parse(table="JS JH", opp_table="QS QH"), "by_size"), "Ada")
    "minor pairs are barred by Ada's two Queens (QS QH) on the table"
    """
    owner = whose or f"{opponent}'s"
    return f"minor {SIZE_PLURALS[report.size]} are barred by {owner} {sets_words(report, cards)} on the table"


def sets_words(report: BarReport, cards: Callable[[CardSet], str] = str) -> str:
    """The sets that bar, each with its cards, and no word of the rule: ``'three Queens (QS QH QC)'`` (a line
    read before barring is taught says them plainly).

    >>> from penchant.rules.bar_reports import bar_report
    >>> sets_words(bar_report(2, Holdings.parse(opp_table="QS QH QC"), "by_size"))
    'three Queens (QS QH QC)'
    """
    return join_and(f"{number_words(len(b.cards))} {b.rank.plural} ({cards(b.cards)})" for b in report.main_bars)


def remedy_again(report: BarReport) -> str:
    """The remedy and the play from his table after an earlier set's explanation gave the same set to meet but a
    different play from his table: ``'To unbar: the same; if he plays two of JS JH JD JC from his table, …'`` (two
    sentences once said: the play is a whole sentence, never a dangling "Or the opponent playing…")."""
    return f"To unbar: the same; {freeing_words(report)}"


def unbar_words(report: BarReport, *, own: str = "your own", other: str = "the opponent", whose: str = "your",
                cards: Callable[[CardSet], str] = str) -> str:
    """How the bar goes, as whole sentences a newcomer can follow: every set it needs met on the player's own
    table, then how many of the opponent's table cards must be played to free them, and why that many (both
    the rules' answer: bars and plays combine with "and";
    :func:`~penchant.rules.barred_refusal.freeing_words`).

    ``own`` says whose table (``"your own"``, ``"Ada’s own"``), ``other`` who plays from the other table
    (``"your opponent"``, ``"you"``), ``whose`` the barred player's possessive (``"your"``, ``"his"``),
    ``cards`` how cards are written (in notation, as the barred refusal, by default). The names are put in as given
    (a board escapes them for HTML first).

    >>> from penchant.rules.bar_reports import bar_report
    >>> unbar_words(bar_report(2, Holdings.parse(opp_table="JS JH JD"), "by_size"), other="Ada")
    'A triplet of Queens, Kings or Aces on your own table would free them. If Ada plays two of JS JH JD from \
Ada’s table, they are free: the one Jack left there is no set.'
    """
    playing = capitalised(freeing_words(report, other=other, whose=whose, what="they", cards=cards))
    # A bar no set can meet while its cards lie there (three Aces against triplets): "a triplet of nothing"
    # was said of it. Only its cards leaving lift it then.
    # (Such a bar is the only main bar: five cards on his table cannot also hold a higher set another bars by.)
    if any(not b.makeable() for b in report.main_bars):
        return f"Nothing on {own} table can free them. {playing}."
    meet = []
    for b in report.main_bars:
        ranks = join_or(r.plural for n, r in b.makeable() if n == b.size)
        meet.append(f"a {SIZE_NAMES[b.size]} of {ranks} on {own} table" if ranks and b.reading == "by_size"
                    else unbar_hint_words(b, own))
    return f"{capitalised(join_and(meet))} would free them. {playing}."


def by_words(report: BarReport, cards: Callable[[CardSet], str] = str) -> str:
    """The sets that bar, each set once with what it is: ``'by KS KH KD KC, a major quadruplet, which
    holds triplets and pairs of Kings too'`` (four Kings said once, not three times over as a pair, a triplet
    and a quadruplet); ``cards`` writes the cards (notation by default).

    >>> from penchant.rules.bar_reports import bar_report
    >>> by_words(bar_report(2, Holdings.parse(opp_table="KS KH KD KC"), "by_size"))
    'by KS KH KD KC, a major quadruplet, which holds triplets and pairs of Kings too'
    """
    out = []
    for b in report.main_bars:
        among = "" if len(b.cards) == b.size else " among them"
        held = sorted({o.size for o in report.bars if b.dominates(o) and o.rank is b.rank}, reverse=True)
        smaller = (f", which holds {join_and(SIZE_PLURALS[n] for n in held)} of {b.rank.plural} too"
                   if held else "")
        out.append(f"{cards(b.cards)}, a major {SIZE_NAMES[b.size]}{among}{smaller}")
    return "by " + (out[0] if len(out) == 1 else ", by ".join(out[:-1]) + ", and by " + out[-1])


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


_MUST_ANSWER: dict[Barring, str] = {"by_size": "as long and as high", "by_value": "longer, or as long and as high"}
"""What an answering set must be, as each reading has it (:func:`~penchant.rules.barring.answers_bar`): by value a
longer set answers whatever its rank, so "as long and as high" alone would teach Kandell's rule under Foster's."""


def _too_short(bar: Bar, holdings: Holdings, whose: str, cards: Callable[[CardSet], str]) -> str:
    """Why the owner's own best set, shorter than the bar, does not answer it, or nothing when he has none (by size
    his best major set; by value his best set of any rank, as that reading weighs it), so that both sides' reasons are
    said. Whether it answers, and how long it must be, are the rules' (:func:`~penchant.rules.barring.answers_bar`,
    :func:`~penchant.rules.barring.long_enough_to_answer`)."""
    best = best_set(holdings.table, major_only=bar.reading == "by_size")
    if best is None or long_enough_to_answer(best[0], bar.size) or answers_bar(best, (bar.size, bar.rank),
                                                                                   bar.reading):
        return ""
    _, r = best
    mine = CardSet.from_mask(holdings.table.mask & RANK_MASKS[r])
    how, must = ("higher but shorter", "as long, not only as high") if r > bar.rank else \
        ("shorter", _MUST_ANSWER[bar.reading])
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
        if report is None:
            raise BrokenInvariantError("a barred size has no bar report")
        bars += [b for b in report.main_bars if not any(o.cards == b.cards for o in bars)]
    sets = join_and(f"{number_words(len(b.cards))} {b.rank.plural} ({cards(b.cards)})" for b in bars)
    said = f"{whose} minor {join_and(SIZE_PLURALS[n] for n in barred)} are barred by {theirs} {sets}"
    if len(bars) == 1 and bars[0].reading == "by_size" and bars[0].own_best is not None:
        said += _not_answered(bars[0], bars[0].own_best, holdings, whose, cards)
    elif len(bars) == 1:
        said += _too_short(bars[0], holdings, whose, cards)
    free = [n for n in SET_SIZES if summary[n] is None]
    return [said, f"{whose} minor {join_and(SIZE_PLURALS[n] for n in free)} are free"] if free else [said]
