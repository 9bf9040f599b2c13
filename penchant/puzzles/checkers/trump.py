"""Trump puzzles: which penchant sets trump, under each profile.

Position keys::

    {"rules": "foster",
     "events": [{"winner": 0, "declarer": 0, "cards": "KH QH"},
                {"winner": 1, "declarer": 0, "cards": "QH JS"}, ...]}

Each event is one Phase 1 trick: ``winner`` won it (0 = you, 1 = your
opponent) and ``declarer`` declared ``cards``: the winner's declaration, or,
when ``declarer`` is the loser, the winner passed and the loser declared (only
a penchant is allowed then). Cards stay on the declarer's table, so later
events may build on them with fresh cards.

The check replays the events through :class:`penchant.play.state.DealState` under
the puzzle's rules: the engine validates every declaration (fresh card, the
loser's penchant only) and sets trump by its own rule
(``Profile.loser_penchant_sets_trump``). Tasks: ``suit`` (choices: the four
suits and ``no trump``), ``which`` (choices: the declarations and ``none of
them``), ``sets`` (did the declaration of trick ``position["asked"]`` set trump? answered with its reason, the
claims of :func:`penchant.puzzles.checkers.trump_sets.sets_claims`).

This module is the quiz: its tasks and constants, the analysis of a story's answers and the checker. The story and
its replay are :mod:`penchant.puzzles.checkers.trump_story`'s; why trump is what it is, the themes, the hints and the
rules' word on the loser's penchant :mod:`penchant.puzzles.checkers.trump_reasons`'.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from penchant.errors import InvalidNotationError, PuzzleError
from penchant.errors.internal import BrokenInvariantError
from penchant.puzzles.checkers.answers import normalise_choice, one_answer
from penchant.puzzles.checkers.grading import grade, result_from_verdicts
from penchant.puzzles.checkers.trump_reasons import (
    losers_penchant_counts,
    rule_on_the_losers_penchant,
    story_hints,
    story_themes,
    why_not_event,
    why_not_no_trump,
    why_not_suit,
    why_trump_set,
)
from penchant.puzzles.checkers.trump_story import Event, events_of, queen_suit, replay, trick_of
from penchant.puzzles.model import Analysis, CheckResult, Puzzle
from penchant.rules.book_names import rules_words, source_name
from penchant.rules.cards import CardSet, rank_mask
from penchant.rules.kinds import Kind
from penchant.rules.profiles import PROFILE_ORDER
from penchant.rules.suits_and_ranks import SUIT_NAMES, Rank, Suit
from penchant.rules.trump import trump_of_penchant
from penchant.words.cards import cards_words
from penchant.words.trump import NO_TRUMP, trump_name, trump_words

__all__ = ["MOST_STORY_EVENTS", "NONE_CHOICE", "TASKS", "analyse", "check"]

TASKS: Final = ("suit", "which", "profile", "sets")
NONE_CHOICE: Final = "none of them"
MOST_STORY_EVENTS: Final = 6
"""The most declarations a trump story the puzzle makers keep tells (the miner's and the generator's): a puzzle's
length, read trick by trick, not a rule of play."""


def analyse(puzzle: Puzzle) -> Analysis:
    """Replay the declarations and derive the trump, themes and difficulty."""
    task = puzzle.task
    if task not in TASKS:
        raise PuzzleError.of_puzzle(puzzle.id, f"trump task {task!r} is not one of {', '.join(TASKS)}")
    if task == "sets":
        raise PuzzleError.of_puzzle(puzzle.id, "the task 'sets' is analysed by penchant.puzzles.checkers.trump_sets "
                                    "(penchant.puzzles.analyse routes it)")
    events = events_of(puzzle)
    profile = puzzle.profile
    if task == "profile":
        return _analyse_profile(puzzle, events)
    other_profile = profile.with_options(loser_penchant_sets_trump=not profile.loser_penchant_sets_trump)
    try:
        trump, setter = replay(events, profile)
        other_trump, other_setter = replay(events, other_profile)
    except PuzzleError as exc:
        raise PuzzleError.of_puzzle(puzzle.id, exc) from None
    penchants = [i for i, e in enumerate(events) if e.kind is Kind.PENCHANT]
    qj = [i for i, e in enumerate(events)
          if e.cards.mask & rank_mask(Rank.QUEEN) and e.cards.mask & rank_mask(Rank.JACK)]
    # Misreadings, each giving (trump, setter).
    models: dict[str, tuple[int | None, int | None]] = {
        "the other source's rule on the loser's penchant": (other_trump, other_setter),
    }
    if setter is not None:
        models["the Queen names trump"] = (queen_suit(events[setter].cards), setter)
    if penchants:
        last = penchants[-1]
        models["the last penchant names trump"] = (trump_of_penchant(events[last].cards), last)
    if qj:
        first = qj[0]
        # A Queen and a Jack hold one Jack (a penchant or a besito): the misreading lets it name trump.
        models["any Queen and Jack set trump"] = (trump_of_penchant(events[first].cards), first)
    verdicts: dict[str, tuple[bool, str]] = {}
    misses: dict[str, str] = {}
    why_set = why_trump_set(events, profile, trump, setter)
    # The story is on the board above: said again in brackets after the reason, it would read as the question
    # repeated.
    explanation = f"{why_set}."
    tempting: list[str] = []
    if task == "suit":
        truth = trump_name(trump)
        for c in puzzle.choices:
            verdicts[c] = (c == truth, explanation)
            if c != truth:
                misses[c] = why_not_suit(c, events, profile, setter)
        best: tuple[str, ...] = (truth,)
        for name, (t, _s) in models.items():
            txt = trump_name(t)
            if txt != truth and txt not in tempting:
                tempting.append(txt)
                verdicts[txt] = (False, f"{txt}: that is what {name!r} would give; but {why_set}")
    else:
        labels = [str(e.cards) for e in events]
        truth = NONE_CHOICE if setter is None else labels[setter]
        for i, lab in enumerate(labels):
            verdicts[lab] = (lab == truth, f"trick {trick_of(events, i)}: {events[i].words}; {why_set}")
            if lab != truth:
                misses[lab] = why_not_event(i, events, profile, setter)
        verdicts[NONE_CHOICE] = (truth == NONE_CHOICE, why_set)
        if truth != NONE_CHOICE:
            misses[NONE_CHOICE] = why_not_no_trump(profile, NONE_CHOICE)
        best = (truth,)
        for name, (_t, s) in models.items():
            lab = NONE_CHOICE if s is None else labels[s]
            if lab != truth and lab not in tempting:
                tempting.append(lab)
                said = lab if s is None else cards_words(events[s].cards)
                verdicts[lab] = (False, f"{said}: that is what {name!r} would give; but {why_set}")
    themes = story_themes(events, setter, penchants, qj, rules_differ=other_trump != trump)
    distractors = len([i for i in qj if i != setter])
    score = 0.75 * len(tempting) + 0.5 * distractors + (0.5 if other_trump != trump else 0.0) - 0.75
    hints = story_hints(task, events, qj, profile)
    features: dict[str, Any] = {"events": len(events), "penchants": len(penchants), "distractors": distractors,
                                "rules_differ": other_trump != trump, "tempting": len(tempting),
                                "score": score}
    return Analysis(best, explanation, verdicts, tuple(tempting), tuple(themes), grade(score), features, True, hints,
                    misses=misses)


PROFILE_CHOICES: Final = ("foster", "kandell", "both", "neither")
QUIZ_SOURCES: Final = PROFILE_CHOICES[:2]
"""The two sources a "Whose rules?" quiz asks between (its first two choices): their rules on the loser's penchant
differ."""


def _sources_on_the_losers_penchant() -> str:
    """What :data:`QUIZ_SOURCES` say of a penchant declared by the trick's loser, from their rules (a hint):
    ``"The sources differ on a penchant declared by the trick's loser: Foster counts it, Kandell does not."``."""
    from penchant.rules.profiles import get_profile

    counts = {name: losers_penchant_counts(get_profile(name)) for name in QUIZ_SOURCES}
    said = ", ".join(f"{source_name(name)} {'counts it' if counted else 'does not'}"
                     for name, counted in counts.items())
    agree = "agree" if len(set(counts.values())) == 1 else "differ"
    return f"The sources {agree} on a penchant declared by the trick's loser: {said}."


def _analyse_profile(puzzle: Puzzle, events: Sequence[Event]) -> Analysis:
    """Which rules profile gives this trump: Foster (a loser's penchant sets trump), Kandell (only a
    winner's), both or neither. ``position['result']`` is the suit letter in question."""
    from penchant.rules.profiles import get_profile

    if list(puzzle.choices) != list(PROFILE_CHOICES):
        raise PuzzleError.of_puzzle(puzzle.id, f"task 'profile' has the choices {list(PROFILE_CHOICES)!r}")
    result = puzzle.position.get("result")
    if result not in [s.letter for s in Suit]:
        raise PuzzleError.of_puzzle(puzzle.id, PuzzleError.wanting("position['result']", "a suit letter S, H, D or C",
                                                                   result))
    want = Suit.parse(str(result))
    try:
        got = {name: replay(events, get_profile(name)) for name in QUIZ_SOURCES}
    except PuzzleError as exc:
        raise PuzzleError.of_puzzle(puzzle.id, exc) from None
    yes = [name for name, (t, _s) in got.items() if t == want]
    answer = "both" if len(yes) == 2 else yes[0] if yes else "neither"

    def says(name: str) -> str:
        t, s_i = got[name]
        under = f"under {rules_words(name)} ({rule_on_the_losers_penchant(get_profile(name))})"
        if t is None:
            return f"{under} no penchant sets trump"
        if s_i is None:
            raise BrokenInvariantError("trump is set with no declaration setting it")
        return f"{under} the penchant of trick {trick_of(events, s_i)} makes {trump_words(t)}"

    why = "; ".join(says(n) for n in QUIZ_SOURCES)
    verdicts = {c: (c == answer, why) for c in PROFILE_CHOICES}
    suit = SUIT_NAMES[want]
    misses: dict[str, str] = {}
    for c in PROFILE_CHOICES:
        if c == answer:
            continue
        if c in QUIZ_SOURCES:
            if c in yes:
                misses[c] = (f"{says(c)}, as asked; but look at the other source's rule too: the answer "
                             "is about the two sources together")
            else:
                misses[c] = says(c)
        elif c == "both":
            misses[c] = says(next(n for n in QUIZ_SOURCES if n not in yes))
        else:
            misses[c] = (f"that would mean no source makes {suit} trump; but one of the two rules does: "
                         "go through the tricks once under each, noting who won and who declared each penchant")
    costs = {c: "the trump under those rules is another" for c in QUIZ_SOURCES
             if c != answer and c not in yes}
    by_loser = any(e.by_loser and e.kind is Kind.PENCHANT for e in events)
    themes = ["the rules decide", "the loser's penchant" if by_loser else "the first penchant"]
    score = 1.0 + (1.0 if by_loser else 0.0) + 0.5 * max(0, len(events) - 2) + (0.5 if answer == "neither" else 0)
    hints = (
        "Trump is the suit of the Jack of the first penchant that counts.",
        _sources_on_the_losers_penchant(),
        "Go through the tricks in order and note, for each penchant, who won the trick and who declared.",
    )
    # The careless reader takes one source's rule for both: "both" where that rule makes the suit trump, else
    # "neither"; the rules he knows first (the default's) first.
    careless = ["both" if name in yes else "neither" for name in PROFILE_ORDER if name in QUIZ_SOURCES]
    tempting = tuple(dict.fromkeys(c for c in careless if c != answer))
    return Analysis((answer,), why, verdicts, tempting, tuple(themes), grade(score),
                    {"events": len(events), "by_loser": by_loser, "score": score}, True, hints, costs,
                    misses=misses)


_SUIT_WORDS: Final[Mapping[str, str]] = {
    **{word: s.plural for s in Suit for word in (s.letter.lower(), s.singular, s.symbol)},
    "none": NO_TRUMP, "no trumps": NO_TRUMP, "no": NO_TRUMP,
}


def check(puzzle: Puzzle, answer: str | Sequence[str], analysis: Analysis) -> CheckResult:
    """Check one answer to a trump puzzle."""
    answer = one_answer(puzzle, answer)
    key = " ".join(answer.split()).lower()
    if puzzle.task == "suit":
        key = _SUIT_WORDS.get(key, key)
    else:
        try:
            if key != NONE_CHOICE:
                key = str(CardSet(key))
        except InvalidNotationError:
            pass
    for c in puzzle.choices:
        if c.lower() == key.lower():
            return result_from_verdicts(puzzle, analysis, c)
    return result_from_verdicts(puzzle, analysis, normalise_choice(puzzle, answer))  # by its number, as elsewhere


