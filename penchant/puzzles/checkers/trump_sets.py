"""Trump puzzles of the task ``sets``: did the declaration of trick ``position["asked"]`` set trump? Answered with
its reason, as "may you declare?" is (:mod:`penchant.puzzles.checkers.claims`), checked as every trump puzzle
(:func:`penchant.puzzles.checkers.trump.check`): the true claim from the engine's replay of the
story (:func:`penchant.puzzles.checkers.trump_story.replay`) and false ones, each the answer a misreading of the trump
rule gives."""

from __future__ import annotations

from collections.abc import Sequence

from penchant.errors import PuzzleError
from penchant.errors.internal import BrokenInvariantError
from penchant.puzzles.checkers.claims import Claim, claims_analysis
from penchant.puzzles.checkers.grading import grade
from penchant.puzzles.checkers.trump_reasons import (
    losers_penchant_counts,
    rule_on_the_losers_penchant,
    story_hints,
    story_themes,
    why_not_event,
    why_trump_set,
)
from penchant.puzzles.checkers.trump_story import Event, events_of, replay, trick_of
from penchant.puzzles.model import Analysis, Puzzle
from penchant.rules.book_names import rules_words
from penchant.rules.kinds import Kind
from penchant.rules.profiles import Profile
from penchant.rules.trump import penchant_sets_trump
from penchant.words.cards import cards_words
from penchant.words.kinds import KIND_CARDS, kind_words
from penchant.words.switches import option_words

__all__ = ["analyse", "asked_event", "sets_claims"]


def asked_event(puzzle: Puzzle, events: Sequence[Event]) -> int:
    """The index of the declaration a ``sets`` puzzle asks about: the one of trick ``position["asked"]``, which
    must hold a Queen and a Jack (a penchant, or a besito mistaken for one)."""
    try:
        asked = int(puzzle.position["asked"])
    except (KeyError, TypeError, ValueError):
        raise PuzzleError.of_puzzle(puzzle.id, "a 'sets' puzzle names the trick it asks about: position['asked']"
                                    ) from None
    found = [i for i in range(len(events)) if trick_of(events, i) == asked]
    if not found:
        raise PuzzleError.of_puzzle(puzzle.id, f"no declaration followed trick {asked!r}")
    i = found[0]
    if events[i].kind not in (Kind.PENCHANT, Kind.BESITO):
        raise PuzzleError.of_puzzle(puzzle.id, f"the declaration of trick {asked!r} holds no Queen and Jack")
    return i


def sets_claims(events: Sequence[Event], k: int, setter: int | None, profile: Profile) -> list[Claim]:
    """Every claim about whether the declaration ``events[k]`` set trump (one true, first), each false one the
    answer a misreading gives: any Queen and Jack set trump, the last penchant names it, a loser's penchant counts
    (or does not, where it does), trump set by an earlier declaration that set none. Every false claim is false as
    a statement about this story, so exactly one choice is right."""
    e = events[k]
    t = trick_of(events, k)
    shown = cards_words(e.cards)
    kind = kind_words(e.kind) if e.kind else "declaration"
    counts = losers_penchant_counts(profile)
    first = (True, "it is the first penchant that counts")
    # the claim states Kandell's rule, true where the profile is his and the loser's-rule misreading elsewhere
    loser = (False, "its declarer lost the trick, and under these rules "
                    + option_words("loser_penchant_sets_trump", False))
    if setter == k:
        true = first
    elif e.kind is not Kind.PENCHANT:
        true = (False, f"{shown} is a {kind}, not a penchant")
    elif setter is not None and setter < k:
        true = (False, f"trump was set already, after trick {trick_of(events, setter)}")
    elif not penchant_sets_trump(profile, None, by_trick_winner=not e.by_loser):
        # no trump before it: the rules' only reason left is the loser's penchant, asked of them, not assumed
        true = loser
    else:
        raise BrokenInvariantError(f"the penchant of trick {t} sets trump by the rules, yet the story says not")
    claims = [Claim(*true, True)]
    rule = rule_on_the_losers_penchant(profile)

    def add(said: tuple[bool, str], misreading: str, why: str, wrong: str) -> None:
        claim = Claim(*said, False, misreading, why, wrong)
        if all(c.text != claim.text for c in claims):
            claims.append(claim)

    if setter != k:
        add(first, "the first penchant misread", why_not_event(k, events, profile, setter), "verdict")
    add((True, "a Queen and a Jack set trump whatever their suits"), "any Queen and Jack set trump",
        f"{KIND_CARDS[Kind.BESITO]} are a besito, and a besito sets no trump: which kind does?",
        "reason" if setter == k else "verdict")
    later = [i for i, x in enumerate(events) if x.kind is Kind.PENCHANT and i > k]
    if setter != k and e.kind is Kind.PENCHANT and not later:
        add((True, "it is the last penchant, and the last penchant names trump"), "the last penchant names trump",
            "trump is set once, by the first penchant that counts: which is that here?", "verdict")
    if e.kind is Kind.PENCHANT:
        add((False, f"{shown} is a besito, not a penchant"), "a penchant taken for a besito",
            f"look again at the suits of {shown}: a besito is {KIND_CARDS[Kind.BESITO]}", "reason")
    if not e.by_loser or counts:
        add(loser, "the loser's rule misread",
            f"look at trick {t} again: who won it, and who declared {shown}? Under {rules_words(profile.name)}, "
            f"{rule}" if e.by_loser else f"look at trick {t} again: who won it, and who declared {shown}?", "reason")
    earlier = [i for i in range(k) if i != setter]
    if earlier:
        j = earlier[0]
        there = events[j].kind
        add((False, f"trump was set already, after trick {trick_of(events, j)}"), "trump set by another kind",
            f"look at trick {trick_of(events, j)} again: did the "
            f"{kind_words(there) if there is not None else 'declaration'} declared there set trump?", "reason")
    return claims


def analyse(puzzle: Puzzle) -> Analysis:
    """A ``sets`` puzzle: whether one declaration set trump, answered with its reason (:func:`sets_claims`); the
    story replayed under the puzzle's rules, and under the other rule on the loser's penchant for its themes."""
    events = events_of(puzzle)
    profile = puzzle.profile
    other = profile.with_options(loser_penchant_sets_trump=not profile.loser_penchant_sets_trump)
    try:
        trump, setter = replay(events, profile)
        other_trump, _ = replay(events, other)
    except PuzzleError as exc:
        raise PuzzleError.of_puzzle(puzzle.id, exc) from None
    k = asked_event(puzzle, events)
    claims = sets_claims(events, k, setter, profile)
    penchants = [i for i, e in enumerate(events) if e.kind is Kind.PENCHANT]
    qj = [i for i, e in enumerate(events) if e.kind in (Kind.PENCHANT, Kind.BESITO)]
    rules_differ = other_trump != trump
    tags = story_themes(events, setter, penchants, qj, rules_differ=rules_differ)
    score = 0.75 * (len(puzzle.choices) - 1) + (0.5 if rules_differ else 0.0) - 1.0
    base = Analysis((), f"{why_trump_set(events, profile, trump, setter)}.", {}, (), tuple(tags), grade(score),
                    {"score": score}, True, story_hints("sets", events, qj, profile))
    return claims_analysis(puzzle, claims, base)

