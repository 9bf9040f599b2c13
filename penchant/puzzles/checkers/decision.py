"""Decision puzzles: a choice in the first ten tricks, from real play, judged by a player's deliberation.

A ``decision`` puzzle (task ``play``) stops a deal played by the judge on both sides at a card to
play in the first ten tricks: win or duck, fight for the tenth trick (its winner leads the last six),
spend a Seven early, keep a bar or score. The learner sees only what that seat could see: the
position is built from :meth:`~penchant.play.state.DealState.view` of the seat to move (its hand and
table, the opponent's table, the cards played, the stock count, trump, the scores), never the
opponent's hand or the order of the stock.

The answer comes from the judge (a player by name; puzzles and players sit side by side, so the
caller hands in the function that makes a player from its name, :func:`penchant.players.get_player`): its
deliberation over the seat's view is run ``runs`` times, each time from its own seeded random
numbers (run ``r`` uses ``random.Random(seed * 100 + r)``); within a run every choice is valued in
the same sampled deals, so the difference between two choices in one run is a paired difference.

The margin and the fresh judgement are :mod:`penchant.puzzles.checkers.choice_values`'s. ``history["judge"]`` stores the
judge's name, its method (``'40 sampled deals'``), the fresh seed, the runs, every choice's value in each
run, the habit's choice (the greedy player's, what a natural habit plays) and the finding judgement's seed
(``found_seed``); :func:`analyse` reads them (:func:`~penchant.puzzles.checkers.judged_analysis.analyse_judged`: it
never re-runs the judge), :func:`problems` checks them
(the history replays to the position, the choices are the seat's actions, the judgement is fresh and has
its runs, the margin holds), and with ``players`` given it re-runs the judge and the habit with the stored
seed.

Declaration ``timing`` puzzles (:mod:`penchant.puzzles.checkers.timing`) are the same judged choice at a
declaration: they share this module's checks, and the judged puzzles' modules, one job each: the position
(:mod:`penchant.puzzles.checkers.judged_position`), what an action does
(:mod:`penchant.puzzles.checkers.action_reasons`), the hints (:mod:`penchant.puzzles.checkers.judged_hints`) and the
analysis (:mod:`penchant.puzzles.checkers.judged_analysis`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from penchant.errors import PuzzleError
from penchant.judgement.moments import late_in_first_ten, seven_spent_early
from penchant.play.moves import Action, Play, Stage
from penchant.play.view import PlayerView
from penchant.puzzles.checkers.answers import normalise_choice
from penchant.puzzles.checkers.choice_values import (
    CONFIRM_RUNS,
    FRESH,
    HABIT,
    MARGIN_SE,
    MIN_GAP,
    Judgement,
    PlayerMaker,
    judge_view,
)
from penchant.puzzles.checkers.grading import result_from_verdicts
from penchant.puzzles.checkers.judged_analysis import analyse_judged
from penchant.puzzles.checkers.judged_position import (
    SHOWN_FIELDS,
    actions_by_choice,
    judged_position,
    judgement_of,
    view_of,
)
from penchant.puzzles.model import Analysis, CheckResult, Puzzle
from penchant.puzzles.words.judged import outcomes_of
from penchant.rules.barring import major_set_cards
from penchant.rules.cards import mask_of
from penchant.rules.procedure import tenth_trick_in_play
from penchant.rules.tricks import follower_wins

__all__ = ["analyse", "check", "lone_winner", "lookup_problems", "problems", "reprove", "themes_of_decision"]


def lone_winner(view: PlayerView, acts: Mapping[str, Action], choices: Sequence[str]) -> str | None:
    """The one choice that wins the trick when the seat follows and exactly one of ``choices`` would win it, else
    ``None``. A "win or duck" whose answer is that card is a lookup (a strong player plays the only winner
    without thinking and is right), so :func:`problems` refuses it; one whose answer is to duck stands."""
    if view.stage is not Stage.FOLLOW or view.lead is None:
        return None
    trump = view.trump
    wins = [c for c in choices if isinstance(a := acts.get(c), Play) and follower_wins(view.lead.index, a.card.index,
                                                                                        trump)]
    return wins[0] if len(wins) == 1 else None


def lookup_problems(puzzle: Puzzle) -> list[str]:
    """Why a decision is a lookup and has no place in the bank (a learner's own mistake made a puzzle may be one):
    its one winning card is the answer (:func:`lone_winner`)."""
    _state, view = view_of(puzzle)
    lone = lone_winner(view, actions_by_choice(view), puzzle.choices)
    if lone is not None and lone in puzzle.answer:
        return [f"only {lone} of the choices wins the trick and it is the answer: a lookup (play the one card that "
                "wins), not a choice between winning and ducking"]
    return []


def themes_of_decision(view: PlayerView, acts: Mapping[str, Action], choices: Sequence[str]) -> list[str]:
    themes: list[str] = []
    plays = [acts[c] for c in choices if isinstance(acts[c], Play)]
    cards = [a.card for a in plays if isinstance(a, Play)]
    trump = view.trump
    if view.stage is Stage.FOLLOW and view.lead is not None:
        lead = view.lead.index
        wins = {follower_wins(lead, c.index, trump) for c in cards}
        if wins == {True, False}:
            themes.append("win or duck")
    if tenth_trick_in_play(view.tricks_played):
        themes.append("the tenth trick and the lead of the last six")
    elif late_in_first_ten(view.tricks_played):
        themes.append("the last tricks before the change of phase")
    if any(seven_spent_early(c, view.tricks_played) for c in cards):
        themes.append("a Seven early")
    if major_set_cards(view.table) & mask_of(cards):
        themes.append("keep a bar or score")
    if any(c.is_brisque for c in cards) or (view.lead is not None and view.lead.is_brisque):
        themes.append("a brisque at stake")
    if view.stage is Stage.LEAD:
        themes.append("leading")
    return themes or ["a card to play"]


def analyse(puzzle: Puzzle) -> Analysis:
    return analyse_judged(puzzle, themes_of_decision)


def check(puzzle: Puzzle, answer: str | Sequence[str], analysis: Analysis) -> CheckResult:
    key = normalise_choice(puzzle, answer)
    return result_from_verdicts(puzzle, analysis, key)


# ------------------------------------------------------------------ verify
def problems(puzzle: Puzzle, players: PlayerMaker | None = None) -> list[str]:
    """Why a judged puzzle does not stand: the history, the position, the choices, the margin; with
    ``players`` (to re-prove it), the judge re-run with the stored seed must give the stored values and
    the habit the stored choice."""
    out: list[str] = []
    try:
        j = judgement_of(puzzle)
        state, view = view_of(puzzle)
    except PuzzleError as exc:
        return [str(exc)]
    got = judged_position(state)
    for key in SHOWN_FIELDS:
        if (puzzle.position.get(key) or None) != (got.get(key) or None):
            out.append(f"the history reaches {key} {got.get(key)!r}, but the puzzle shows "
                       f"{puzzle.position.get(key)!r}")
    if view.last_six:
        out.append("a judged puzzle is set in the first ten tricks")
    acts = actions_by_choice(view)
    if set(puzzle.choices) != set(j.values):
        out.append(f"the choices {list(puzzle.choices)!r} are not the judged actions {list(j.values)!r}")
    missing = [c for c in puzzle.choices if c not in acts]
    if missing:
        out.append(f"{missing!r} are not actions of the seat to move")
    if j.found_seed is None or j.seed != j.found_seed + FRESH:
        out.append("the judgement is not a fresh one (its seed must be the finding judgement's found_seed plus "
                   f"{FRESH}): the judgement that picked the position out of many cannot also answer it")
    if j.runs < CONFIRM_RUNS:
        out.append(f"the judgement has {j.runs} runs, fewer than {CONFIRM_RUNS}")
    best = j.ranked[0]
    for c in j.unclear:
        m, se = j.difference(best, c)
        out.append(f"{best!r} beats {c!r} by {m:.2f} points, within the noise of the sampling: not by more than "
                   f"{MARGIN_SE:g} standard errors of their paired difference ({MARGIN_SE * se:.2f}) and {MIN_GAP:g} "
                   "points")
    told = outcomes_of(puzzle)
    if told and j.judge.startswith("strong"):  # the same deals played the same way: the same net points
        out += [f"the outcomes' net for {c!r} is {f.net:+.4f}, the judge's {j.mean(c):+.4f}"
                for c, f in told.items() if abs(f.net - j.mean(c)) > 1e-3]
    if players is not None:
        out += _reprove(view, j, players)
    return out


def _reprove(view: PlayerView, j: Judgement, players: PlayerMaker, runs: int | None = None) -> list[str]:
    again = judge_view(view, j.judge, j.seed, players, j.runs if runs is None else runs)
    out = []
    if again.habit != j.habit:
        out.append(f"the habit ({HABIT}) now chooses {again.habit!r}, stored {j.habit!r}")
    if again.method != j.method:
        out.append(f"the judge's method is now {again.method!r}, stored {j.method!r}")
    for c, v in j.values.items():
        new = again.values.get(c)
        if new is None:
            out.append(f"the judge re-run has no value for {c!r}")
            continue
        for r, (a, b) in enumerate(zip(v, new, strict=False)):
            if abs(a - b) > 1e-3:
                out.append(f"the judge re-run values {c!r} at {b:+.4f} in run {r}, stored {a:+.4f}")
                break
    return out


def reprove(puzzle: Puzzle, players: PlayerMaker, runs: int | None = None) -> list[str]:
    """Re-run the judge with the stored seed (its first ``runs`` runs only, when given) and list where it
    disagrees with the stored values (a cheap sample for tests: ``runs=1``)."""
    j = judgement_of(puzzle)
    _state, view = view_of(puzzle)
    return _reprove(view, j, players, runs)


