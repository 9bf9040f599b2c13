"""Review h43 (#1): "solved" and "solved on the first try" were counted in four places (the progress's
``solved_count``, the trainer's ``counts``, the practice page's stats and the board's heading), each with its
own ``sum(...)``. The progress counts them (:meth:`~penchant.trainer.progress.Progress.counts`); the trainer
and the views ask it."""

from __future__ import annotations

from penchant.trainer.attempts import Attempt
from penchant.trainer.progress import Progress
from penchant.trainer.stores import MemoryAttemptStore
from penchant.trainer.trainer import Trainer

ATTEMPTS = [Attempt("a", "solved_first"), Attempt("b", "missed"), Attempt("b", "solved_after_miss"),
            Attempt("c", "shown"), Attempt("c", "solved_first"), Attempt("d", "missed"),
            Attempt("e", "missed"), Attempt("e", "solved_first")]


def test_the_progress_counts_the_solved_and_the_first_tries() -> None:
    prog = Progress.of(ATTEMPTS)
    # a: first try; b: after a miss; c: seen, not solved; d: missed; e: solved after a miss (a later
    # "solved_first" row does not make it a first try); f: never tried
    assert prog.counts(["a", "b", "c", "d", "e", "f"]) == (3, 1)
    assert prog.counts(iter(["a", "b"])) == (2, 1)  # any iterable, read once
    assert prog.counts([]) == (0, 0)


def test_the_state_says_a_first_try() -> None:
    prog = Progress.of(ATTEMPTS)
    assert [prog.state(i).first_try for i in "abcdef"] == [True, False, False, False, False, False]


def test_the_trainer_counts_as_its_progress_does() -> None:
    store = MemoryAttemptStore()
    for a in ATTEMPTS:
        store.append(a)
    trainer = Trainer(store, bank=[])
    ids = ["a", "b", "c", "d", "e", "f"]
    assert trainer.counts(ids) == trainer.progress.counts(ids) == (3, 1)
