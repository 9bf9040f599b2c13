"""The words of a bar: why a minor set is free or barred, which cards bar, and the hints of a barring puzzle."""
from __future__ import annotations

from collections.abc import Sequence

from penchant.english.grammar import capitalised
from penchant.english.lists import join_and
from penchant.english.numbers import number_words
from penchant.errors.internal import NO_KIND, BrokenInvariantError
from penchant.puzzles.model import ExplanationPart
from penchant.puzzles.words.sentences import sentence
from penchant.rules.bar_reports import freed_once_declared
from penchant.rules.barred_refusal import barred_words, freeing_words, reasons_words, remedy_words
from penchant.rules.barring import SIZE_NAMES, barred_set_sizes, is_minor_set_mask, tables_weighed
from penchant.rules.cards import CardSet
from penchant.rules.combinations import DeclarationVerdict
from penchant.rules.free_reports import free_report_of_tables
from penchant.rules.holdings import Holdings
from penchant.rules.profiles import Barring, Profile
from penchant.rules.suits_and_ranks import Rank
from penchant.words.bar_reports import not_until_declared_words, remedy_again
from penchant.words.barring import WHAT_BARS_WORDS, only_minor_sets_barred_words, rule_words
from penchant.words.cards import cards_as_written
from penchant.words.free_reports import explain as explain_free
from penchant.words.kinds import kind_words

__all__ = ["hints", "parts_said", "verdict_part", "verdict_text", "why_free"]


def why_free(size: int, table: int, opp_table: int, reading: str) -> str:
    """Why a minor set of ``size`` cards is not barred, in words (under the profile's reading): the rules' own
    account, :func:`penchant.rules.free_reports.free_report_of_tables` (which refuses a barred set)."""
    return explain_free(free_report_of_tables(size, table, opp_table, reading))


def verdict_part(v: DeclarationVerdict, table: int, opp_table: int, reading: str, hand: int = 0) -> ExplanationPart:
    """What the rules say of one candidate declaration, in the fields of an explanation's part: a bar's reason and
    remedy apart (:func:`~penchant.rules.barred_refusal.reasons_words`, ``remedy_words``), so that a board can say a
    reason two candidates share once; and, where major cards in the ``hand`` would unbar it once declared, that they
    do not yet (:func:`~penchant.rules.bar_reports.freed_once_declared`), so a player with two Kings in hand against
    two Queens is told why his Kings do not answer them."""
    kind = v.kind
    subject = str(v.cards)
    if v.legal:
        if kind is None:
            raise BrokenInvariantError(NO_KIND)
        if is_minor_set_mask(kind, v.cards.mask):
            return ExplanationPart(subject, f"legal, {v.reason}; " + why_free(kind.size, table, opp_table, reading))
        if barred_set_sizes(table, opp_table, reading):
            what = "a major set" if kind.is_set else f"a {kind_words(kind)}"
            return ExplanationPart(subject, f"legal, {v.reason}; it is {what}, and "
                                            + only_minor_sets_barred_words(spelled_out=True))
        return ExplanationPart(subject, f"legal, {v.reason}")
    if v.bar is not None:
        held = Holdings.from_masks(hand=hand & ~v.cards.mask & ~table & ~opp_table, table=table, opp_table=opp_table)
        in_hand = freed_once_declared(v.bar.size, held, reading)
        return ExplanationPart(subject, barred_words(v.bar), reasons_words(v.bar), remedy_words(v.bar),
                               freeing_words(v.bar), remedy_again(v.bar),
                               tuple((n, str(cards)) for n, cards in v.bar.must_leave),
                               v.bar.answered_once_played,
                               not_until_declared_words(in_hand, v.cards) if in_hand else "")
    return ExplanationPart(subject, v.reason)


def verdict_text(v: DeclarationVerdict, table: int, opp_table: int, reading: str) -> str:
    """:func:`verdict_part` as one run of text."""
    return verdict_part(v, table, opp_table, reading).text()


def hints(table: int, opp: int, hand: int, reading: Barring | Profile | str) -> tuple[str, ...]:
    """The hints of a barring puzzle, the rule worded as the puzzle's reading has it, and the sets that reading
    weighs on the tables (:func:`~penchant.rules.barring.tables_weighed`)."""
    weighed = tables_weighed(table, opp, reading)
    if weighed.reading == "by_value":  # his one best major set against your best set of any rank
        look = ("Look at the tables: "
                + (f"the opponent's best major set is {_sets_said(weighed.theirs)}"
                   if weighed.theirs else "the opponent's table holds no major set")
                + "; " + (f"your best set, of any rank, is {_sets_said(weighed.yours)}"
                          if weighed.yours else "your table holds no set") + ".")
    else:
        look = (f"Look at the tables: the opponent's table holds {_sets_said(weighed.theirs) or 'no major set'}; "
                f"yours holds {_sets_said(weighed.yours) or 'no major set'}.")
    return (
        WHAT_BARS_WORDS,
        rule_words(reading),
        look,
    )


def _sets_said(sets: Sequence[tuple[int, Rank]]) -> str:
    """Sets as (size, rank) in words ("four Kings and two Queens"), or ``""``."""
    return join_and(f"{number_words(size)} {rank.plural}" for size, rank in sets)


def _one_play(parts: Sequence[ExplanationPart]) -> str | None:
    """The cards every one of ``parts`` frees by some of them leaving his table, when it is one group for all (each
    needing a different count of them, and each count freeing by the rule alone: nothing of the player's own answers
    what is left), else ``None``."""
    groups = {p.leaving[0][1] for p in parts if len(p.leaving) == 1}
    counts = [p.leaving[0][0] for p in parts if len(p.leaving) == 1]
    if len(groups) != 1 or len(counts) != len(parts) or len(set(counts)) != len(counts) or \
            any(p.answered_left for p in parts):
        return None
    return groups.pop()


def _barred_together(parts: Sequence[ExplanationPart]) -> list[str]:
    """Candidates barred for one reason, with one remedy on your own table and one group of his cards to play, said
    once: their sets, the reason, the remedy, and how many of his cards free each, in whole sentences, each said
    once."""
    cards = _one_play(parts)
    if cards is None:
        raise BrokenInvariantError("the answer holds no one play")
    group = CardSet(cards)
    rank = next(iter(group)).rank
    subjects = join_and(p.subject for p in parts)
    every = "both" if len(parts) == 2 else "all"
    ordered = sorted(parts, key=lambda p: p.leaving[0][0])

    def count(n: int) -> str:
        return f"all {number_words(n)}" if n == len(group) else number_words(n)

    def freed(p: ExplanationPart) -> str:
        return f"your {SIZE_NAMES[len(p.subject.split())]} is free"

    first, rest = ordered[0], ordered[1:]
    plays = [f"if he plays {count(first.leaving[0][0])} of these {rank.plural} ({cards_as_written(cards)}) from his "
             f"table, {freed(first)}"] + [f"{count(p.leaving[0][0])}, and {freed(p)}" for p in rest]
    return [sentence(f"{subjects}: {every} barred, because {parts[0].reason}"), sentence(parts[0].remedy),
            sentence(", ".join(plays[:1])) if not rest else
            capitalised("; ".join(plays)) + "."]


def parts_said(parts: Sequence[ExplanationPart]) -> str:
    """An explanation given in parts (a barring puzzle's candidates), as sentences laid out from their fields: a
    reason an earlier part gave reads "for the same reason", and the same way to unbar is said once (not "9♠ 9♦:
    minor pairs are barred: <why>. … 9♠ 9♥ 9♦: minor triplets are barred: <the same why>."). Candidates barred for
    one reason, with one remedy and one group of his cards to play, are said together, once.

    >>> why = "he holds three Jacks"
    >>> parts_said([ExplanationPart("9S 9D", "minor pairs are barred", why, "To unbar: three Queens"),
    ...             ExplanationPart("9S 9H 9D", "minor triplets are barred", why, "To unbar: three Queens")])
    '9♠ 9♦: minor pairs are barred, because he holds three Jacks. To unbar: three Queens. 9♠ 9♥ 9♦: minor \
triplets are barred, for the same reason.'
    """
    barred = [p for p in parts if p.reason]
    if len(barred) == len(parts) > 1 and len({(p.reason, p.remedy) for p in parts}) == 1 and \
            _one_play(parts) is not None:
        return " ".join([*_barred_together(parts), *(sentence(p.in_hand) for p in parts if p.in_hand)])
    said: set[str] = set()
    out: list[str] = []
    for part in parts:
        head = f"{part.subject}: {part.said}"
        if part.reason:
            head += ", for the same reason" if part.reason in said else f", because {part.reason}"
        out.append(sentence(head))
        # the play from his table is a whole sentence of its own ("If he plays one of …, your minor pairs are free:
        # …"), never a dangling "Or the opponent playing…"
        if part.remedy and part.remedy not in said:
            out.append(sentence(part.remedy))
        if part.playing and part.playing not in said:
            out.append(sentence(part.playing))
        if part.in_hand:
            out.append(sentence(part.in_hand))
        said |= {part.reason, part.remedy, part.playing}
    return " ".join(out)
