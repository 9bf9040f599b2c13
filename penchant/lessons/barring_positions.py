"""What chapter 5's worked positions show about barring, read by the rules: the words beside the board say what the
rules do, and cannot drift from them (the chapter's fold on Foster's rules said by hand which set bars which in
positions 1, 3, 5 and 7, and wrote out the check at the table step by step: a rule changed in
:mod:`penchant.rules.barring` would have left the page teaching the old one).

:data:`READING_CASES` are the positions the two readings of the bar are compared on, as the widgets' board of the
two readings shows them (the worked checks of docs/RULINGS.md: Barring by value (Foster)). :func:`is_free` is a
position's verdict under a rule book, :func:`position_words` says a position and its verdicts, and
:func:`reading_lesson` what a position teaches of a reading (a bigger set frees, a tie frees, a lower one does
not), from the sets themselves. :func:`example_verdicts_words` ends each worked example of the chapter's first
board with what the rules read on its two tables. :func:`foster_positions_words` is the fold's account of the two
readings: every position, grouped by what it teaches, with its verdict under each.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from penchant.english.grammar import capitalised
from penchant.english.lists import join_and
from penchant.english.marked import Paragraph
from penchant.english.numbers import number_words
from penchant.errors import InvalidSettingError
from penchant.rules.barring import AgainstTheBar, against_the_bar, best_set
from penchant.rules.book_names import rules_words
from penchant.rules.cards import CardSet
from penchant.rules.combinations import check_declaration
from penchant.rules.free_reports import sets_on_table
from penchant.rules.holdings import Holdings
from penchant.rules.profiles import FOSTER, KANDELL, Barring, Profile
from penchant.words.bar_reports import minor_sets_verdicts

__all__ = ["READING_CASES", "ReadingCase", "example_verdicts_words", "foster_positions_words",
           "is_free", "position_words", "reading_case", "reading_lesson"]

ReadingCase = tuple[str, str, str, str]
"""A worked position: (your table, your hand, his table, the minor set you declare), in notation."""

READING_CASES: Final[tuple[ReadingCase, ...]] = (
    # the worked checks of docs/RULINGS.md: Barring by value (Foster)
    ("KS KH KD", "8H 8D", "AS AH", "8H 8D"),
    ("TS TH TD", "8H 8D", "QS QD", "8H 8D"),
    ("QC QH", "9S 9D 7C", "QS QD", "9S 9D"),
    ("AS AC", "8S 8D 7H", "JS JH JD", "8S 8D"),
    ("9S 9H", "8C 8D 7S", "KS KH", "8C 8D"),
    ("", "8S 8H 8D 7C 9C", "QS QD", "8S 8H 8D"),
    ("AS AH AD", "9S 9H", "KS KH KD KC", "9S 9H"),
)
"""The positions where the two readings of the bar are compared (they part on the first two), numbered from 1 as
the chapter shows them."""


def reading_case(position: int, cases: Sequence[ReadingCase] = READING_CASES) -> ReadingCase:
    """The worked position numbered ``position`` (from 1, as the chapter numbers them); another number is refused."""
    if type(position) is not int or not 1 <= position <= len(cases):
        raise InvalidSettingError.refusing(position, f"a position is numbered from 1 to {len(cases)}")
    return cases[position - 1]


def is_free(case: ReadingCase, profile: Profile) -> bool:
    """Whether the minor set of ``case`` may be declared under ``profile``'s rules (its ``barring`` reading)."""
    table, hand, opp, declared = case
    return check_declaration(declared, Holdings.parse(hand=hand, table=table, opp_table=opp), profile).legal


def _u(cards: CardSet) -> str:
    return " ".join(c.unicode for c in cards)


def _sets(table: str) -> str:
    found = sets_on_table(CardSet(table))
    return join_and(f"{number_words(s.size)} {s.rank.plural} ({_u(s.cards)})" for s in found) or "nothing"


def position_words(position: int, profiles: Sequence[Profile], cases: Sequence[ReadingCase] = READING_CASES) -> str:
    """A worked position and its verdict under each of ``profiles``, each verdict the rules':
    ``'position 7, your three Aces (A♠ A♥ A♦) against his four Kings (K♠ K♥ K♦ K♣): your 9♠ 9♥ are barred under
    Kandell's rules'``."""
    case = reading_case(position, cases)
    table, _hand, opp, declared = case
    free = [p for p in profiles if is_free(case, p)]
    barred = [p for p in profiles if not is_free(case, p)]
    verdicts = []
    if free:
        verdicts.append(f"you may declare {_u(CardSet(declared))} under {join_and(rules_words(p.name) for p in free)}")
    if barred:
        verdicts.append(f"your {_u(CardSet(declared))} are barred under "
                        f"{join_and(rules_words(p.name) for p in barred)}")
    yours = f"your {_sets(table)}" if table else "nothing on your table"
    return f"position {position}, {yours} against his {_sets(opp)}: {', but '.join(verdicts)}"


def reading_lesson(position: int, profile: Profile, cases: Sequence[ReadingCase] = READING_CASES) -> str:
    """What a worked position teaches of ``profile``'s reading: your best set on the table set against his best
    major set (bigger, smaller, a tie, the same size but higher or lower: the rules'
    :func:`~penchant.rules.barring.against_the_bar`), and whether it freed you, the verdict the rules'. ``'a bigger
    set of yours frees you, whatever its rank'``, ``'a set of the same size but a lower rank does not free you'``."""
    case = reading_case(position, cases)
    table, _hand, opp, _declared = case
    yours, his = best_set(CardSet(table)), best_set(CardSet(opp), major_only=True)
    if his is None:
        raise InvalidSettingError.refusing(
            position, "his table holds no major set: the position teaches nothing of a bar")
    mine = best_set(CardSet(case[3]))
    against = None if yours is None else against_the_bar(yours, his)
    if yours is None and mine is not None and against_the_bar(mine, his) is AgainstTheBar.LONGER:
        # nothing of yours to set against his, and none needed: the minor set itself is bigger than his (position 6)
        what = "a minor set bigger than his, with nothing of yours on the table,"
    elif against is None:
        what = "no set of yours"
    elif against in (AgainstTheBar.LONGER, AgainstTheBar.SHORTER):
        what = f"a {'bigger' if against is AgainstTheBar.LONGER else 'smaller'} set of yours, whatever its rank,"
    elif against is AgainstTheBar.TIE:
        what = "a tie, a set of yours of the same size and rank as his,"
    else:
        what = f"a set of yours of the same size but a {'higher' if against is AgainstTheBar.HIGHER else 'lower'} rank"
    return f"{what} {'frees you' if is_free(case, profile) else 'does not free you'}"


def example_verdicts_words(yours: str, his: str, barring: Barring, *, his_too: bool = False,
                           cards: Callable[[CardSet], str] = str) -> str:
    """What the rules read on a worked example's two tables, one verdict a sentence: your minor sets, then his when
    the example is about him too (``his_too``); ``cards``: how a page writes cards.

    >>> example_verdicts_words("", "QS QD", "by_size")
    'Here, your minor pairs are barred by his two Queens (QS QD). Your minor triplets and quadruplets are free.'
    """
    verdicts = minor_sets_verdicts(Holdings.parse(table=yours, opp_table=his), barring, cards=cards)
    if his_too:
        verdicts += minor_sets_verdicts(Holdings.parse(table=his, opp_table=yours), barring, whose="his",
                                        theirs="your", cards=cards)
    return " ".join(f"{capitalised(v)}." if n else f"Here, {v}." for n, v in enumerate(verdicts))


def foster_positions_words(cases: Sequence[ReadingCase] = READING_CASES) -> tuple[Paragraph, tuple[Paragraph, ...]]:
    """What chapter 5's positions show of the two readings: a lead-in naming the positions where they part, and one
    item a lesson, every position in one of them (in the board's order), each lesson said under Foster's rules and,
    where it differs, under Kandell's, then each of its positions with its verdicts under both. Every word is the
    rules', and every position is said under both readings."""
    numbers = range(1, len(cases) + 1)
    parting = [n for n in numbers
               if is_free(reading_case(n, cases), FOSTER) != is_free(reading_case(n, cases), KANDELL)]
    groups: dict[tuple[str, str], list[int]] = {}
    for n in numbers:
        groups.setdefault((reading_lesson(n, FOSTER, cases), reading_lesson(n, KANDELL, cases)), []).append(n)
    named = (f"position {parting[0]}" if len(parting) == 1
             else f"positions {join_and(str(n) for n in parting)}")
    parts = f"the two readings part on {named} only" if parting else "the two readings agree on every position"
    lead = Paragraph((f"Each position read both ways, by the rules; {parts}.",))
    items = tuple(
        Paragraph(("", f"Under both rule books, {foster}" if foster == kandell else
                   f"Under Foster's rules, {foster}; under Kandell's rules, {kandell}",
                   ": " + "; ".join(position_words(n, (FOSTER, KANDELL), cases) for n in positions) + "."))
        for (foster, kandell), positions in groups.items())
    return lead, items
