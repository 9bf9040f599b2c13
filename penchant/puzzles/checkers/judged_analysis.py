"""The analysis of a judged puzzle (a ``decision`` or ``timing`` puzzle) from its stored judgement: the best
choice and each other's cost, in a player's words, with the judgement's figures, the hints and the difficulty. It
never re-runs the judge (:mod:`penchant.puzzles.checkers.decision` checks and re-proves a puzzle)."""

from __future__ import annotations

from typing import Any, Final

from penchant.english.grammar import capitalised
from penchant.errors import PuzzleError
from penchant.judgement.verdicts import loss_words
from penchant.puzzles.checkers.action_reasons import action_tags, apart_reasons
from penchant.puzzles.checkers.choice_values import MARGIN_SE, Judgement
from penchant.puzzles.checkers.grading import grade
from penchant.puzzles.checkers.judged_hints import judged_hints
from penchant.puzzles.checkers.judged_position import actions_by_choice, judgement_of, view_of
from penchant.puzzles.model import REVIEWED, Analysis, Puzzle
from penchant.puzzles.words.judged import (
    ROUNDED,
    about,
    best_words,
    figures,
    left_out_words,
    method_words,
    miss_words,
    named_once,
    outcomes_of,
    points_figure,
    reviewed_miss_words,
    spread_words,
)
from penchant.puzzles.words.keeps import order_words
from penchant.rules.procedure import ninth_or_tenth_trick, trick_in_play

__all__ = ["analyse_judged", "deals_words", "samples_of"]


_TASKS: Final = {"decision": ("play",), "timing": ("declare",)}


def samples_of(j: Judgement) -> int | None:
    """The sampled deals per run, from the judge's method (``'40 sampled deals'``; ``None`` if it does not say)."""
    head = j.method.split(" ", 1)[0]
    return int(head) if head.isdigit() and "sampled deals" in j.method else None


def deals_words(j: Judgement) -> str:
    """How a judgement tried its choices, in a player's words: "Tried over 480 ways the cards you cannot see could
    lie, each played out to the end" ("Over 480 deals sampled from the cards you cannot see (12 runs of 40)" was a
    statistician's, in a learner's fold)."""
    n = samples_of(j)
    if n is None:
        return f"Thought over {j.runs} times the way the {j.judge} player thinks"
    return method_words(j.runs * n)


def analyse_judged(puzzle: Puzzle, themes_of: Any) -> Analysis:
    """The analysis of a judged puzzle (decision or timing) from its stored judgement."""
    if puzzle.task not in _TASKS.get(puzzle.kind, ()):
        raise PuzzleError.of_puzzle(puzzle.id, f"{puzzle.kind} task {puzzle.task!r} is not one of "
                          f"{', '.join(_TASKS.get(puzzle.kind, ()))}")
    if puzzle.answer_form != "choice":
        raise PuzzleError.of_puzzle(puzzle.id, "a judged puzzle is answered with a choice (answer_form 'choice')")
    j = judgement_of(puzzle)
    state, view = view_of(puzzle)
    acts = actions_by_choice(view)
    for c in puzzle.choices:
        if c not in j.values:
            raise PuzzleError.of_puzzle(puzzle.id, f"the judge has no value for the choice {c!r}")
        if c not in acts:
            raise PuzzleError.of_puzzle(puzzle.id, f"{c!r} is not an action of the seat to move")
    ranked = [c for c in j.ranked if c in puzzle.choices]
    best, nxt = ranked[0], ranked[1]
    edge, se = j.difference(best, nxt)
    # A reviewed mistake's loss is said as its review says it (one figure, one rounding); a mined puzzle's as before.
    unit = float(view.profile.brisque_value) if puzzle.source == REVIEWED else None
    where = deals_words(j)
    told = outcomes_of(puzzle)
    # the move played in the game, and the review's reason for it (a reviewed mistake's puzzle: one reason)
    review = (puzzle.history or {}).get("review") or {}
    verdicts: dict[str, tuple[bool, str]] = {}
    costs: dict[str, str] = {}
    misses: dict[str, str] = {}
    details: dict[str, str] = {}
    habit = j.habit if j.habit in puzzle.choices else None
    played, reviewed_said = review.get("played"), review.get("said")
    # the move played, where the review gave its figure: said so on every screen of the puzzle, the answer's too
    said_of = ({str(played): reviewed_said} if unit is not None and isinstance(reviewed_said, str) and reviewed_said
               else {})
    tags = {c: action_tags(view, acts[c]) for c in puzzle.choices}
    order = order_words(view, acts, puzzle.choices, best)
    # what each does, less what every choice does alike: a reason shared by all tells none apart
    apart = apart_reasons(view, {c: acts[c] for c in puzzle.choices})
    for c in puzzle.choices:
        what = apart[c] + (f"; {order[c]}" if c in order else "")
        if c == best:
            left = [str(x) for x in review.get("left") or ()]
            said = best_words(c, what, nxt, edge, habit, j.difference, told, tags, offered=bool(left),
                              said=said_of)
            if left:  # the moves left out are said once solved: in the question they would point at the answer
                said = f"{said}{'' if said.endswith('.') else '.'} {left_out_words(left)}"
            verdicts[c] = (True, said)
            ahead = (f"{said_of[nxt]} of the deal ahead of {nxt}, as the review said" if nxt in said_of
                     else f"{points_figure(edge)} of the deal ahead of the next best choice")
            details[c] = (f"{where}: {c} comes out {ahead}; "
                          f"{spread_words(2 * se)}.") + (f" {figures(told)} {capitalised(ROUNDED)}." if told else "")
            continue
        d, s = j.difference(best, c)
        reviewed = review.get("said") if review.get("played") == c else None  # the review's figure: one judgement
        costs[c] = (f"it gives up {reviewed} of the deal" if isinstance(reviewed, str) and reviewed else
                    f"it gives up {about(d) if unit is None else loss_words(d, unit)} of the deal")
        verdicts[c] = (False, named_once(c, what))
        misses[c] = (reviewed_miss_words(c, what, d, unit, str(review["reason"]), review.get("said"))
                     if unit is not None and review.get("played") == c and review.get("reason")
                     else miss_words(c, what, d, best, told, tags, unit))
        # Its own figures only: every choice's, named and valued, shown under a miss left the answer (the
        # solution's detail has them all).
        # the move played in a reviewed mistake: the review's figure, never a second one of the longer look's
        lost = (f"{c} costs you {reviewed} of the deal, as the review said." if isinstance(reviewed, str) and reviewed
                else f"{where}: {c} comes out {points_figure(d)} of the deal behind the best choice; "
                     f"{spread_words(2 * s)}.")
        details[c] = lost + (f" {figures({c: told[c]})} {capitalised(ROUNDED)}." if told else "")
    del state
    tempting = tuple(c for c in (j.habit,) if c is not None and c != best and c in puzzle.choices)
    themes = tuple(themes_of(view, acts, puzzle.choices))
    # A choice under uncertainty is never quite trivial (0.5); the habit failing, a close call, more choices
    # and the last tricks before the change of phase make it harder.
    score = (0.5 + 1.0 * bool(tempting) + (1.5 if edge < 1.5 else 0.7 if edge < 3 else 0.0)
             + 0.3 * max(0, len(puzzle.choices) - 3) + (0.5 if ninth_or_tenth_trick(view.tricks_played) else 0.0))
    hints = judged_hints(view, puzzle.kind)
    return Analysis(
        best=(best,), explanation=verdicts[best][1], verdicts=verdicts, tempting=tempting, themes=themes,
        difficulty=grade(score), unique=True, hints=hints, costs=costs, misses=misses, details=details,
        features={"judge": j.judge, "runs": j.runs, "edge": round(edge, 2), "margin": round(MARGIN_SE * se, 2),
                  "choices": len(puzzle.choices), "greedy_misses": bool(tempting),
                  "stock": view.stock_size, "trick": trick_in_play(view.tricks_played)},
    )
