"""Barring puzzles about a card of a table: which card of yours must you keep (``lift``), which can you play
safely (``safe``), which card of his would free your sets (``unbar``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Final

from penchant.english.grammar import capitalised, verb_form
from penchant.english.lists import join_and, join_or
from penchant.english.numbers import count_words
from penchant.errors import PenchantError, PuzzleError
from penchant.puzzles.checkers.grading import grade
from penchant.puzzles.model import NOT_QUITE, Analysis, CheckResult, Puzzle
from penchant.puzzles.words.barring import hints
from penchant.puzzles.words.sentences import sentence
from penchant.rules.barring import (
    SIZE_PLURALS,
    AgainstTheBar,
    barred_size_flags,
    is_minor_set_mask,
    major_set_cards,
    major_set_sizes,
    weighings,
)
from penchant.rules.cards import Card, CardSet, rank_mask
from penchant.rules.combinations import adds_a_fresh_card, candidate_combinations
from penchant.rules.kinds import SET_SIZES
from penchant.words.cards import cards_words

__all__ = ["NONE_CHOICE", "TICK_LOOK", "analyse_lift", "analyse_safe", "count_is_safe", "picks_reasons",
           "same_effects_once", "tick_analysis", "tick_miss", "ticks_miss"]


def analyse_safe(puzzle: Puzzle, hand: int, table: int, opp: int) -> Analysis:
    """Which card of your table can you play to the trick without losing a bar you hold or the set that keeps
    your minor sets free?"""
    lift = analyse_lift(puzzle.with_changes(task="lift"), "lift", hand, table, opp)
    verdicts = {k: (not ok, why) for k, (ok, why) in lift.verdicts.items()}
    best = tuple(k for k, (ok, _w) in verdicts.items() if ok)
    costs = {k: "playing it changes a bar that matters to you" for k, (ok, _w) in verdicts.items() if not ok}
    themes = ["which table card is safe", *[t for t in lift.themes if t != "not every major card matters"]]
    # The careless habit: play the table card that sits in no set there (as if only a set could matter).
    lone = [k for k in verdicts if (table & rank_mask(Card.parse(k).rank)).bit_count() == 1]
    tempting = tuple(k for k in lone if not verdicts[k][0])
    changes = _card_changes(puzzle, "lift", hand, table, opp)
    effects = {k: tuple(worse + better) for k, (worse, better) in changes.items()}
    return Analysis(best, same_effects_once(best, effects, "your"), verdicts, tempting, tuple(themes),
                    lift.difficulty, dict(lift.features), len(best) == 1, lift.hints, costs)


def _status(table: int, opp: int, reading: str) -> tuple[tuple[bool, ...], tuple[bool, ...]]:
    return barred_size_flags(table, opp, reading), barred_size_flags(opp, table, reading)


def _my_sizes(puzzle: Puzzle, hand: int, table: int) -> tuple[int, ...]:
    """The minor set sizes that matter to you: ``position['sizes']``, else those your hand and
    table can form (with a card from the hand), else all three."""
    given = puzzle.position.get("sizes")
    if given is not None:
        if not isinstance(given, list) or not all(x in SET_SIZES for x in given) or not given:
            raise PuzzleError.of_puzzle(puzzle.id, f"sizes {given!r} must list set sizes among {SET_SIZES!r}")
        return tuple(sorted(set(given)))
    sizes = {k.size for m, k in candidate_combinations(hand | table)
             if adds_a_fresh_card(m, table) and is_minor_set_mask(k, m)}
    return tuple(sorted(sizes)) if sizes else SET_SIZES


def _changes(before: tuple[tuple[bool, ...], tuple[bool, ...]],
             after: tuple[tuple[bool, ...], tuple[bool, ...]],
             mine: tuple[int, ...]) -> tuple[list[str], list[str]]:
    """(what gets worse for you, what gets better for you), in words: the opponent's sets first, then yours, as a
    board shows the two tables, never switching sides from one change to the next."""
    worse: list[str] = []
    better: list[str] = []
    (me_b, opp_b), (me_a, opp_a) = before, after
    for i, n in enumerate(SET_SIZES):
        sets = SIZE_PLURALS[n]
        if opp_b[i] and not opp_a[i]:
            worse.append(f"the opponent's minor {sets} are no longer barred")
        if not opp_b[i] and opp_a[i]:
            better.append(f"the opponent's minor {sets} become barred")
    for i, n in enumerate(SET_SIZES):
        sets = SIZE_PLURALS[n]
        if n in mine and not me_b[i] and me_a[i]:
            worse.append(f"your minor {sets} become barred")
        if n in mine and me_b[i] and not me_a[i]:
            better.append(f"your minor {sets} are unbarred")
    return worse, better


def _card_changes(puzzle: Puzzle, task: str, hand: int, table: int,
                  opp: int) -> dict[str, tuple[list[str], list[str]]]:
    """For each card of the table a ``task`` plays from (yours to lift, his to unbar): what playing it makes worse
    and better for you, in words (:func:`_changes`)."""
    mine = _my_sizes(puzzle, hand, table)
    reading = puzzle.profile.barring
    before = _status(table, opp, reading)
    source = table if task == "lift" else opp
    return {str(c): _changes(before, _status(table & ~c.bit, opp, reading) if task == "lift"
                             else _status(table, opp & ~c.bit, reading), mine)
            for c in CardSet.from_mask(source)}


def _effect_words(cards: Sequence[str], whose: str, changes: tuple[str, ...]) -> str:
    playing = f"playing {join_or(cards)} from {whose} table"
    return f"{playing}: " + "; ".join(changes) if changes else f"{playing} changes no bar that matters"


def same_effects_once(cards: Sequence[str], effects: Mapping[str, tuple[str, ...]], whose: str) -> str:
    """What playing each of ``cards`` from ``whose`` table changes, cards with the same effect named together and
    the effect said once for them (``'playing AS or AD from your table: ...'``), so two Aces that do the same are
    seen to, where an effect said card by card would repeat."""
    groups: dict[tuple[str, ...], list[str]] = {}
    for card in cards:
        groups.setdefault(effects[card], []).append(card)
    return "; ".join(_effect_words(group, whose, changes) for changes, group in groups.items())


def analyse_lift(puzzle: Puzzle, task: str, hand: int, table: int, opp: int) -> Analysis:
    if puzzle.answer_form != "card":
        raise PuzzleError.of_puzzle(puzzle.id, f"task {task!r} is answered with a card (answer_form 'card')")
    source = table if task == "lift" else opp
    whose = "your" if task == "lift" else "the opponent's"
    verdicts: dict[str, tuple[bool, str]] = {}
    best: list[str] = []
    sizes_changed: dict[str, int] = {}
    both_ways: set[str] = set()
    effects: dict[str, tuple[str, ...]] = {}
    for c, (worse, better) in ((Card.parse(k), ch) for k, ch in _card_changes(puzzle, task, hand, table, opp).items()):
        relevant = worse if task == "lift" else [x for x in better if x.startswith("your")]
        good = bool(relevant)
        sizes_changed[str(c)] = len({n for n in SIZE_PLURALS.values() for x in relevant if f" {n} " in x})
        if any(x.startswith("the opponent") for x in relevant) and any(x.startswith("your") for x in relevant):
            both_ways.add(str(c))
        changes = worse + better
        effects[str(c)] = tuple(changes)
        verdicts[str(c)] = (good, _effect_words([str(c)], whose, effects[str(c)]))
        if good:
            best.append(str(c))
    if not best:
        raise PuzzleError.of_puzzle(puzzle.id, f"no card of {whose} table changes a bar: nothing to find")
    if len(best) == len(verdicts):
        raise PuzzleError.of_puzzle(puzzle.id, f"every card of {whose} table is an answer: nothing to find")
    # Tempting: cards of a major rank held two or more times whose loss changes nothing
    # (the naive reading: "any card of a major set lifts its bar").
    tempting = [str(c) for c in CardSet.from_mask(source)
                if not verdicts[str(c)][0] and major_set_cards(source) & c.bit]
    explanation = same_effects_once(best, effects, whose)
    themes = ["playing from the table lifts a bar"]
    if tempting:
        themes.append("not every major card matters")
    if any(w.against is AgainstTheBar.TIE and w.answered for w in weighings(table, opp, puzzle.profile)):
        themes.append("a tie unbars")
    if max(sizes_changed[b] for b in best) >= 2:
        themes.append("bars of several sizes")
    if both_ways & set(best):
        themes.append("one card, two bars")
    major_sizes = major_set_sizes(table, opp)
    score = 0.5 * len(tempting) + (len(themes) - 1) + 0.5 * max(0, major_sizes - 1) + (0.5 if len(best) == 1 else 0)
    return Analysis(
        best=tuple(best),
        explanation=explanation,
        verdicts=verdicts,
        tempting=tuple(tempting),
        themes=tuple(themes),
        difficulty=grade(score),
        features={"tempting": len(tempting), "sets_on_tables": major_sizes, "answers": len(best),
                  "sizes": list(_my_sizes(puzzle, hand, table)),
                  "score": score},
        unique=len(best) == 1,
        hints=hints(table, opp, hand, puzzle.profile),
    )


NONE_CHOICE: Final = "none of them"
"""The choice that ticks nothing, in a puzzle where none of the choices may be the answer."""

TICK_LOOK: Final = {
    "lift": "if you played it, would the bars change from what they are now?",
    "safe": "if you played it, would every bar you hold (and the set that keeps your minor sets free) stay?",
    "unbar": "if he played it, would one of your minor sets be free to declare?",
}
"""The question to ask of every card of the table, ticked or not, after a wrong set of ticks in a table-card
puzzle."""


def ticks_miss(puzzle: Puzzle, analysis: Analysis, key: str,
               question: str | Callable[[str | None], str]) -> CheckResult:
    """A wrong set of ticks (``key``, the choices ticked joined by `` | ``), answered as a one-answer miss is: with
    the likely mistake, said by the rule, never the whole answer.

    Every choice ticked wrongly is named ("A♠ and A♦, which you picked, are not among the answers"), the first with
    the engine's reason against it (:attr:`Analysis.misses`: the rule it
    breaks, "minor pairs are barred, because…", which names no right answer); without one, ``question`` is asked
    of it. With every tick right and a right choice left unticked, the reply says so ("at least one more"), and
    ``question`` is asked of the choices left unticked, none named; where one alone is left unticked, saying that
    would tell it, and the reply says only that the picks are not the answer yet. "None of them" ticked wrongly
    is said to be wrong (one of the choices is right). How many choices are wrong, ticked or left unticked, is added
    only when that cannot give the answer away (:func:`count_is_safe`: "three choices are wrong", with Q♥ ticked of
    K♠ Q♥ K♦, says reverse every tick). The choices ticked that are not in the answer, "none of them" among them,
    are the result's :attr:`~penchant.puzzles.model.CheckResult.wrong_picks`, the picks a board marks wrong."""
    right = set(analysis.best[0].split(" | "))
    ticked = set(key.split(" | "))
    # "none of them" is a choice too: a set ticked with "none of them" the answer and left unticked is two wrong
    # choices, not "one choice is wrong"
    wrong = [c for c in puzzle.choices if (c in right) != (c in ticked)]
    n = len(wrong)
    too_many = [c for c in wrong if c in ticked and c != NONE_CHOICE]
    unticked = [c for c in puzzle.choices if c not in ticked and c != NONE_CHOICE]
    missed = [c for c in wrong if c in right and c != NONE_CHOICE]

    def ask(choice: str | None) -> str:  # a question of its own for the choice named (its cards said), else one
        return question if isinstance(question, str) else question(choice)

    # "Picked", as a card or its chip looks once pressed: nothing on the board looks like a tick.
    count = (f" In all, {count_words(n, 'choice')} {verb_form(n, 'be')} wrong, picked or left unpicked."
             if count_is_safe(n, len(puzzle.choices)) else "")
    if too_many:
        first = too_many[0]
        shown = cards_words(first) if _is_cards(first) else first
        # every wrong pick is named: one named of two would read as if the other were right
        picked = join_and(cards_words(c) if _is_cards(c) else c for c in too_many)
        message = (f"{shown}, which you picked, is not one of the answers.{count}" if len(too_many) == 1 else
                   f"{picked}, which you picked, are not among the answers.{count}")
        # and every wrong pick is taught: its reason, or the question to ask of it (the reason against one pick
        # alone would leave the others untaught)
        reasons = picks_reasons(too_many, analysis.misses)
        unreasoned = [c for c in too_many if not analysis.misses.get(c)]
        # one question for every pick (a table card's): asked once of them all, not once a pick
        asked = (f"Look again at {join_and(unreasoned)}, which you picked; of each, ask: {question}"
                 if isinstance(question, str) and len(unreasoned) > 1 else
                 " ".join(f"Look again at {c}, which you picked, and ask: {ask(c)}" for c in unreasoned))
        look = " ".join(part for part in (reasons, asked) if part)
        if reasons:
            look += f" Of each other choice, ask: {ask(None)}"
    elif NONE_CHOICE in ticked and NONE_CHOICE not in right:
        message = f"“{capitalised(NONE_CHOICE)}” is not the answer: at least one of the choices is right.{count}"
        look = f"Of each choice, ask: {ask(None)}"
    elif missed and len(unticked) > 1:
        message = ("each answer you picked is right, but you left out at least one more that is right too."
                   f"{count}")
        look = f"Look again at the choices you left unpicked; of each, ask: {ask(None)}"
    else:
        message = f"the choices you picked are not the answer yet.{count}"
        look = f"Look again at every choice, picked or not; of each, ask: {ask(None)}"
    return CheckResult(False, message.strip(), "", sentence(look), list(analysis.best), key, opening=NOT_QUITE,
                       wrong_picks=tuple(c for c in puzzle.choices if c in ticked and c not in right))


def picks_reasons(picks: Sequence[str], misses: Mapping[str, str]) -> str:
    """The reason against each of ``picks`` that has one (:attr:`Analysis.misses`), as sentences: picks whose
    reasons read alike but for the pick are named together, the reason said once ("playing QH or QC from your
    table changes no bar that matters"); none names a right answer.

    >>> picks_reasons(["QH", "QC"], {"QH": "playing QH from your table changes no bar",
    ...                              "QC": "playing QC from your table changes no bar"})
    'Playing QH or QC from your table changes no bar.'
    >>> picks_reasons(["8S 8D", "9S 9D"], {"8S 8D": "minor pairs are barred", "9S 9D": "minor pairs are barred"})
    '8S 8D and 9S 9D: minor pairs are barred.'
    """
    groups: dict[str, list[str]] = {}
    for pick in picks:
        reason = misses.get(pick, "")
        if not reason:
            continue
        # the reason names the choice it is about ("8S 8D: minor pairs are barred…", "playing 9C from…")
        reason = reason if reason.startswith(f"{pick}:") or pick in reason else f"{pick}: {reason}"
        groups.setdefault(reason.replace(pick, "\0", 1), []).append(pick)
    said: list[str] = []
    for shape, named in groups.items():
        joined = join_and(named) if shape.startswith("\0:") else join_or(named)
        reason = shape.replace("\0", joined, 1).rstrip(".")
        stop = "" if reason.endswith("?") else "."  # a reason asked as a question ends as one
        said.append(f"{capitalised(reason)}{stop}")
    return " ".join(said)


def _is_cards(choice: str) -> bool:
    """Whether a choice is cards (a set to declare, a card of a table), to be said in symbols."""
    try:
        CardSet(choice)
    except PenchantError:
        return False
    return True


def count_is_safe(wrong: int, choices: int) -> bool:
    """Whether "so many choices are wrong" teaches without telling: not on four choices or fewer (with three,
    "two are wrong" leaves two sets to try), and never when all or all but one are wrong (reverse every tick, or
    every tick but one).

    >>> count_is_safe(3, 3), count_is_safe(2, 4), count_is_safe(2, 6), count_is_safe(5, 6)
    (False, False, True, False)
    """
    return choices > 4 and wrong < choices - 1


def _source(puzzle: Puzzle) -> CardSet:
    return puzzle.cards("table", "") if puzzle.task in ("lift", "safe") else puzzle.cards("opp_table", "")


def tick_analysis(puzzle: Puzzle, cards: Analysis) -> Analysis:
    """A table-card puzzle answered by ticking every right card of the table (a guess seldom passes): the
    choices are the table's cards; the one answer is the right ones joined by `` | ``."""
    want = [str(c) for c in _source(puzzle)]
    if list(puzzle.choices) != want:
        raise PuzzleError.of_puzzle(puzzle.id, f"the choices must be the cards of the table, {want!r}")
    right = [c for c in puzzle.choices if cards.verdicts[c][0]]
    key = " | ".join(right)
    verdicts = {key: (True, cards.explanation)}
    # No reason against a wrong pick: "playing Q♥ from your table changes no bar that matters" is the pick's verdict,
    # the rule applied for the learner; a miss asks the question of it instead (:func:`tick_miss`).
    return Analysis((key,), cards.explanation, verdicts, cards.tempting, cards.themes, cards.difficulty,
                    {**dict(cards.features), "choices": len(want)}, True, cards.hints,
                    details={c: why for c, (ok, why) in cards.verdicts.items() if ok})


def tick_miss(puzzle: Puzzle, analysis: Analysis, key: str) -> CheckResult:
    """A wrong set of ticks in a table-card puzzle: how many are wrong, and the question to ask of the first
    (:func:`ticks_miss`)."""
    return ticks_miss(puzzle, analysis, key, f"{TICK_LOOK[puzzle.task]} Look at both tables: a bar is the major "
                      "sets on one against those on the other")
