"""A view asks the trainer (:mod:`penchant.trainer`) what the attempts say of a puzzle, and does not sift them
itself: the project once had the puzzle board choosing its hints from ``[a.answer for a in self.trainer.attempts if
a.puzzle_id == p.id and a.outcome is Outcome.MISSED]`` (now :meth:`~penchant.trainer.trainer.Trainer.missed_tries`),
and the verdict finding the answer that solved a puzzle the same way (now
:meth:`~penchant.trainer.trainer.Trainer.solving_answer`). Refused by shape in the widgets: a comprehension over
attempts that picks them by their puzzle or their outcome.

Nor does any module but the progress count the puzzles solved, or solved on the first try: the project once had that
count made in four places (the progress's ``solved_count``, the trainer's ``counts``, the practice page's stats
with ``sum(1 for p in self.bank if prog.state(p.id).solved)`` and the board's heading with
``sum(st.solved for st in status)``), now one,
:meth:`~penchant.trainer.progress.Progress.counts`. Refused by shape everywhere else: a ``sum`` or ``len`` of a
comprehension that reads whether a puzzle is solved (``solved``, ``first_try``, ``SOLVED_FIRST``).

Nor does a view gather the puzzles solved into a set of its own: the puzzle board once kept
``{p.id for p in self.puzzles if self.trainer.state(p.id).solved}`` and worked out from it which were solved before
its visit (issue #30); the trainer says both (:meth:`~penchant.trainer.trainer.Trainer.solved_among`,
:meth:`~penchant.trainer.trainer.Trainer.solved_before_visit`). Refused by shape in the widgets: a comprehension
whose condition reads a puzzle's ``state(...)``."""

from __future__ import annotations

import ast

from source_scan import names_in, parsed, sources

PICKED_BY: frozenset[str] = frozenset({"puzzle_id", "outcome"})

SOLVED_WORDS: frozenset[str] = frozenset({"solved", "first_try", "SOLVED_FIRST"})
"""What a count of the puzzles solved reads of each one."""

COUNTS_HOME = "penchant/trainer/progress.py"
"""The one module that counts them (:meth:`~penchant.trainer.progress.Progress.counts`)."""


def _over_attempts(node: ast.expr) -> bool:
    return any(isinstance(n, ast.Attribute) and n.attr == "attempts" for n in ast.walk(node))


def sifted_by_hand(source: str, where: str) -> list[str]:
    out = []
    for node in ast.walk(parsed(source)):
        if not isinstance(node, (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp)):
            continue
        for gen in node.generators:
            picks = {n.attr for cond in gen.ifs for n in ast.walk(cond) if isinstance(n, ast.Attribute)}
            if _over_attempts(gen.iter) and picks & PICKED_BY:
                out.append(f"{where}:{node.lineno}: the attempts sifted by {sorted(picks & PICKED_BY)} in a view "
                           "(ask the trainer)")
    return out


def counted_by_hand(source: str, where: str) -> list[str]:
    out = []
    for node in ast.walk(parsed(source)):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("sum", "len")):
            continue
        for arg in node.args:
            if isinstance(arg, (ast.ListComp, ast.SetComp, ast.GeneratorExp)) and names_in(arg) & SOLVED_WORDS:
                out.append(f"{where}:{node.lineno}: the puzzles solved counted by hand (ask Progress.counts)")
    return out


def test_views_ask_the_trainer_what_the_attempts_say() -> None:
    problems = [p for rel, source in sources() if rel.startswith("penchant_widgets/")
                for p in sifted_by_hand(source, rel)]
    assert not problems, "\n".join(problems)


def test_the_scan_sees_the_old_sifts() -> None:
    old = ("tried = [a.answer for a in self.trainer.attempts if a.puzzle_id == p.id and a.outcome is Outcome.MISSED]\n"
           "answer = next((a.answer for a in reversed(trainer.attempts)\n"
           "               if a.puzzle_id == p.id and a.outcome in solving and a.answer), '')\n"
           "rows = [a for a in self.attempts]\n")
    assert len(sifted_by_hand(old, "old.py")) == 2


def solved_gathered_by_hand(source: str, where: str) -> list[str]:
    """Each comprehension whose condition asks a puzzle's state (``if trainer.state(p.id).solved``)."""
    out = []
    for node in ast.walk(parsed(source)):
        if isinstance(node, (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp)) and any(
                isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "state"
                for gen in node.generators for cond in gen.ifs for n in ast.walk(cond)):
            out.append(f"{where}:{node.lineno}: the puzzles solved gathered in a view "
                       "(Trainer.solved_among, solved_before_visit)")
    return out


def test_views_ask_the_trainer_which_puzzles_are_solved() -> None:
    problems = [p for rel, source in sources() if rel.startswith("penchant_widgets/")
                for p in solved_gathered_by_hand(source, rel)]
    assert not problems, "\n".join(problems)


def test_the_scan_sees_the_boards_old_set_of_the_solved() -> None:
    old = ("solved = {p.id for p in self.puzzles if self.trainer.state(p.id).solved}\n"
           "shown = [i for i in ids if trainer.state(i).status is Outcome.SHOWN]\n"
           "states = [trainer.state(i) for i in ids]\n")
    assert [p.split(":")[1] for p in solved_gathered_by_hand(old, "old.py")] == ["1", "2"]


def test_only_the_progress_counts_the_puzzles_solved() -> None:
    problems = [p for rel, source in sources() if rel != COUNTS_HOME for p in counted_by_hand(source, rel)]
    assert not problems, "\n".join(problems)


def test_the_scan_sees_the_old_counts() -> None:
    old = ("solved = sum(1 for p in self.bank if prog.state(p.id).solved)\n"
           "first = sum(1 for p in self.bank if prog.state(p.id).status is Outcome.SOLVED_FIRST)\n"
           "solved = sum(st.solved for st in status)\n"
           "first = sum(st.first_try for st in status)\n"
           "n = len([i for i in ids if self.state(i).solved])\n"
           "n = len(self.puzzles)\n"
           "done = all(st.solved for st in status)\n")
    assert len(counted_by_hand(old, "old.py")) == 5
