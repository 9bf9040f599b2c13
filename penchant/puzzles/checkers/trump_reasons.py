"""A trump puzzle's words on its story: why trump is what the replay says (:func:`why_trump_set`), what the story
turns on (:func:`story_themes`), the hints that climb (:func:`story_hints`), where to look after a wrong answer
(:func:`why_not_event`) and the rules' word on the loser's penchant (:func:`losers_penchant_counts`,
:func:`rule_on_the_losers_penchant`). The story is :mod:`penchant.puzzles.checkers.trump_story`'s; the quiz
:mod:`penchant.puzzles.checkers.trump`'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from penchant.english.lists import join_and
from penchant.puzzles.checkers.trump_story import Event, queen_suit, table_before, trick_of
from penchant.rules.book_names import rules_words
from penchant.rules.kinds import Kind
from penchant.rules.profiles import Profile
from penchant.rules.suits_and_ranks import SUIT_NAMES, Suit
from penchant.rules.trump import penchant_sets_trump, trump_jack, trump_of_penchant
from penchant.words.cards import cards_words
from penchant.words.kinds import KIND_CARDS
from penchant.words.switches import option_words
from penchant.words.trump import NO_TRUMP

__all__ = [
    "why_not_suit", "why_not_no_trump", "FIRST_THAT_COUNTS", "losers_penchant_counts", "losers_penchants_words",
    "rule_on_the_losers_penchant", "story_hints", "story_themes", "why_not_event", "why_trump_set"
]


def losers_penchants_words(tricks: Sequence[int]) -> str:
    """The penchants declared by their trick's loser, by trick, said once, not once a trick ("the penchant of trick
    1 was declared by the loser of the trick, the penchant of trick 3 was declared by…" reads as a stutter).

    >>> losers_penchants_words([2])
    "the penchant of trick 2 was declared by the trick's loser"
    >>> losers_penchants_words([1, 3])
    "the penchants of tricks 1 and 3 were each declared by their trick's loser"
    """
    seen = list(dict.fromkeys(tricks))
    if len(seen) == 1:
        return f"the penchant of trick {seen[0]} was declared by the trick's loser"
    return f"the penchants of tricks {join_and(str(t) for t in seen)} were each declared by their trick's loser"


def story_themes(events: Sequence[Event], setter: int | None, penchants: Sequence[int], qj: Sequence[int], *,
                 rules_differ: bool) -> list[str]:
    """What a trump puzzle turns on: ``setter`` the event that set trump, ``penchants`` the penchants'
    events, ``qj`` every event holding a Queen and a Jack; ``rules_differ`` whether the other source's
    rule on the loser's penchant gives another trump."""
    themes: list[str] = []
    if setter is not None:
        themes.append("the first penchant sets trump")
        themes.append("the Jack names trump")
    else:
        themes.append("no trump this deal")
    if any(events[i].by_loser for i in penchants):
        themes.append("the loser's penchant")
    if rules_differ:
        themes.append("Foster and Kandell differ")
    # A besito declared (a Queen and a Jack of one suit, alone): not a family or a run that holds them, as a
    # puzzle that declares J♥ Q♥ K♥ declares no besito to tell apart from a penchant
    if any(events[i].kind is Kind.BESITO for i in qj if i not in penchants):
        themes.append("a besito is not a penchant")
    if setter is not None and any(i > setter for i in penchants):
        themes.append("trump is set once")
    # In the declaring's own words: the puzzle shows no table, so not "Table cards serve again".
    if any(e.cards.mask & table_before(events, i, e.declarer) for i, e in enumerate(events)):
        themes.append("a card declared again")
    return themes


def why_trump_set(events: Sequence[Event], profile: Profile, trump: int | None, setter: int | None) -> str:
    """Why trump is what the replay (:func:`~penchant.puzzles.checkers.trump_story.replay`) says, in words: the penchant
    that counts and its Jack, or why none set trump; the earlier and later penchants said where they count for
    nothing."""
    penchants = [i for i, e in enumerate(events) if e.kind is Kind.PENCHANT]
    if setter is None:
        why_set = "no penchant set trump"
        if penchants:
            why_set += (": " + losers_penchants_words([trick_of(events, i) for i in penchants])
                        + (f", and under these rules {rule_on_the_losers_penchant(profile)}"
                           if not losers_penchant_counts(profile) else ""))
        else:
            why_set += f": none was declared (a besito, {KIND_CARDS[Kind.BESITO]}, is not a penchant)"
    else:
        e = events[setter]
        why_set = (f"the penchant {cards_words(e.cards)} of trick {trick_of(events, setter)} is the first that counts "
                   f"({'declared by the loser, which these rules allow' if e.by_loser else 'declared by the winner'}); "
                   f"its Jack is a {Suit(trump or 0).singular}, so {Suit(trump or 0).plural} are trump")
        later = [i for i in penchants if i > setter]
        if later:
            why_set += "; later penchants change nothing"
        skipped = [i for i in penchants if i < setter]
        if skipped:
            why_set += (f"; the earlier penchant of trick {trick_of(events, skipped[0])} was the loser's, "
                        f"which does not set trump under these rules")
    return why_set


FIRST_THAT_COUNTS: Final = "trump is the suit of the Jack of the first penchant that counts"
"""The rule every wrong trump points back to, in the words the first hint and the wrong answers share."""


def story_hints(task: str, events: Sequence[Event], qj: Sequence[int], profile: Profile) -> tuple[str, ...]:
    """Hints that climb: the first points where a wrong answer points (the first penchant that counts and, asked
    the suit, its Jack), the second names the tricks to look at, the third gives the rules' word on the loser's
    penchant."""
    tricks = [trick_of(events, i) for i in qj]
    if not tricks:
        where = "No declaration here holds both a Queen and a Jack. Can any of them be a penchant?"
    else:
        seen = list(dict.fromkeys(tricks))
        if len(seen) == 1:
            where = (f"Look at trick {seen[0]}: the declaration there holds a Queen and a Jack. Are they of "
                     "different suits? Who won that trick, and who declared?")
        else:
            where = (f"Look at tricks {join_and(str(t) for t in seen)}: the declarations there each hold a Queen "
                     "and a Jack. Are they of different suits? Who won each of those tricks, and who declared?")
    # Asked which declaration set trump, the first hint may not name its kind (the answer is one of the
    # declarations): it points at the kind and the first that counts as the wrong answers do, unnamed.
    first = (f"A penchant is {KIND_CARDS[Kind.PENCHANT]}, and {FIRST_THAT_COUNTS}. Which of these "
             "declarations are penchants, and which of them counts?" if task == "suit" else
             f"Trump is set once: {FIRST_THAT_COUNTS}. Which declaration here is that penchant?"
             if task == "sets" else
             "Only one kind of declaration sets trump, and of that kind only the first that counts sets it. Which of "
             "these declarations are of that kind, and which of them counts?")
    return (
        first,
        where,
        f"Under {rules_words(profile.name)}, {rule_on_the_losers_penchant(profile)}.",
    )


def why_not_event(i: int, events: Sequence[Event], profile: Profile, setter: int | None) -> str:
    """Where to look, for a learner who picked the declaration of trick ``i + 1`` as the one that set trump: a
    question about that trick, never the rule that settles it, nor the one that did (a learner given the rule
    answers from it, without reading the tricks)."""
    e = events[i]
    shown = cards_words(e.cards)
    if e.kind is not Kind.PENCHANT:
        return f"what kind of combination is {shown}? Which kind of declaration sets trump?"
    if setter is not None and setter < i:
        return (f"look at the tricks before trick {trick_of(events, i)}: did a penchant that counts come earlier? "
                "How many times is trump set?")
    if not penchant_sets_trump(profile, None, by_trick_winner=not e.by_loser):
        return (f"look at trick {trick_of(events, i)} again: who won it, and who declared {shown}? Does that penchant "
                f"count under {rules_words(profile.name)}?")
    return f"look at trick {trick_of(events, i)} again: does the penchant {shown} count under these rules?"


def why_not_suit(choice: str, events: Sequence[Event], profile: Profile, setter: int | None) -> str:
    """Why ``choice`` (a suit's name or ``no trump``) is not the trump, without naming the trump."""
    if choice == NO_TRUMP:
        return why_not_no_trump(profile, NO_TRUMP)
    s = SUIT_NAMES.index(choice)
    want = f"{choice} would be trump only if the first penchant that counts had the Jack of {choice}"
    # (the rule of FIRST_THAT_COUNTS, which the first hint states)
    with_jack = [i for i, e in enumerate(events) if e.kind is Kind.PENCHANT and trump_of_penchant(e.cards) == s]
    if with_jack:
        return want + "; " + why_not_event(with_jack[0], events, profile, setter)
    queen = [i for i, e in enumerate(events) if e.kind is Kind.PENCHANT and queen_suit(e.cards) == s]
    if queen:
        return (want + f"; the penchant {cards_words(events[queen[0]].cards)} holds the Queen of {choice}: which "
                "of its two cards names trump?")
    other = [i for i, e in enumerate(events) if e.kind is not Kind.PENCHANT
             and (trump_jack(s) in e.cards or queen_suit(e.cards) == s)]
    if other:
        e = events[other[0]]
        return want + f"; is {cards_words(e.cards)} a penchant?"
    return want + f"; no penchant declared here holds the Jack of {choice}"


def losers_penchant_counts(profile: Profile) -> bool:
    """Whether a penchant declared by a trick's loser sets trump under ``profile`` (asked of the rules)."""
    return penchant_sets_trump(profile, None, by_trick_winner=False)


def rule_on_the_losers_penchant(profile: Profile) -> str:
    """The rule of ``profile`` that a "Whose rules?" quiz turns on, in words: the switch's one wording
    (:func:`~penchant.words.switches.option_words`)."""
    return option_words("loser_penchant_sets_trump", profile.loser_penchant_sets_trump)


def why_not_no_trump(profile: Profile, choice: str) -> str:
    """Why "no trump" (or "none of them") is wrong, without saying which penchant counts: where to look."""
    if losers_penchant_counts(profile):
        return (f"{choice} would mean that no penchant counts; go through the tricks again: was a penchant "
                f"declared, and under {rules_words(profile.name)} does it matter who declared it?")
    return (f"{choice} would mean that no penchant counts; go through the tricks again: who won each trick "
            "that has a penchant, and who declared it?")
