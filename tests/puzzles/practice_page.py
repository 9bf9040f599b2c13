"""What the practice page's tests share: the bank as the page serves it, a clock a test moves, and a puzzle on the
page solved or missed as a learner would."""

from __future__ import annotations

from collections.abc import Callable

from penchant.puzzles import Puzzle, analyse, check, load_bank
from penchant.puzzles.curation.under_other_books import served_under
from penchant.trainer.stores import AttemptStore
from penchant_widgets.puzzles.practice import PracticeApp

BANK = [q for p in load_bank() if (q := served_under(p, "kandell")) is not None]  # the page's, under Kandell's
MakeStore = Callable[[], AttemptStore]


class FakeClock:
    def __init__(self) -> None:
        self.now = 5000.0

    def __call__(self) -> float:
        return self.now


def solve(app: PracticeApp) -> Puzzle:
    assert app.board is not None and app.current is not None
    p = app.current
    best = analyse(p).best[0]
    app.board.answer(best.split(" | ") if p.answer_form == "cards" else best)
    return p


def miss(app: PracticeApp) -> Puzzle:
    assert app.board is not None and app.current is not None
    p = app.current
    a = analyse(p)
    cands = [k for k, (ok, _w) in a.verdicts.items() if not ok] + [c for c in p.choices if c not in a.best]
    if p.answer_form == "number":
        cands.append(str(int(a.best[0]) + 1))
    app.board.answer(next(c for c in cands if not check(p, c).correct))
    return p

