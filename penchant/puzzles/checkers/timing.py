"""Declaration timing puzzles: declare now or build, judged from real play.

A ``timing`` puzzle (task ``declare``) stops a deal played by the judge at a declaration in the
first ten tricks, with the stock count always stated: declare a pair now or hold it for the triplet
while N cards are left in the stock; when to fix trump with a penchant; which Jack, when two
penchants are possible; the loser's penchant (under Foster it fixes trump, under Kandell it does
not). The position is the seat's view and the answer the judge's, kept only when clear by more than
its sampling margin, exactly as for :mod:`penchant.puzzles.checkers.decision`, whose judging, position and
reasons this module shares.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from penchant.play.moves import Action, Declare, Pass, Stage
from penchant.play.view import PlayerView
from penchant.puzzles.checkers.choice_values import PlayerMaker
from penchant.puzzles.checkers.decision import problems as decision_problems
from penchant.puzzles.checkers.judged_analysis import analyse_judged
from penchant.puzzles.model import Analysis, CheckResult, Puzzle
from penchant.rules.combinations import classify
from penchant.rules.declaring import cards_to_grow_a_set
from penchant.rules.kinds import Kind
from penchant.rules.trump import penchant_sets_trump, trump_of_penchant

__all__ = ["analyse", "check", "problems", "themes_of_timing"]


def problems(puzzle: Puzzle, players: PlayerMaker | None = None) -> list[str]:
    """Why a timing puzzle does not stand, asked by the checker of every kind (``kind_problems``): a timing puzzle
    is judged as a decision puzzle is, so its checks are :func:`penchant.puzzles.checkers.decision.problems`'."""
    return decision_problems(puzzle, players)


def themes_of_timing(view: PlayerView, acts: Mapping[str, Action], choices: Sequence[str]) -> list[str]:
    themes: list[str] = []
    decls = [a.cards for c in choices if isinstance(a := acts[c], Declare)]
    kinds = [classify(d) for d in decls]
    penchant_trumps = {trump_of_penchant(d) for d, k in zip(decls, kinds, strict=True) if k is Kind.PENCHANT}
    if view.stage is Stage.PENCHANT:
        themes.append("the loser's penchant")
    has_hold = any(isinstance(acts[c], Pass) for c in choices)
    building = [d for d, k in zip(decls, kinds, strict=True) if cards_to_grow_a_set(d, k, view.unseen)]
    if building and has_hold:
        themes.append("declare now or build")
    fixes = penchant_sets_trump(view.profile, view.trump, by_trick_winner=view.stage is Stage.DECLARE)
    if penchant_trumps and fixes:
        themes.append("when to fix trump")
    if len(penchant_trumps) >= 2 and fixes:  # a penchant that fixes no trump leaves no Jack to choose
        themes.append("which Jack")
    if not themes:
        themes.append("declare now or wait" if has_hold else "which declaration now")
    if view.profile.name == "foster":
        themes.append("Foster's rules")
    return themes


def analyse(puzzle: Puzzle) -> Analysis:
    return analyse_judged(puzzle, themes_of_timing)


def check(puzzle: Puzzle, answer: str | Sequence[str], analysis: Analysis) -> CheckResult:
    from penchant.puzzles.checkers.decision import check as check_choice

    return check_choice(puzzle, answer, analysis)
