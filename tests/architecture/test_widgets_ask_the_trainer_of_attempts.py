"""A view asks the trainer (:mod:`penchant.trainer`) what the attempts say of a puzzle, and does not sift them
itself: the review found the puzzle board choosing its hints from ``[a.answer for a in self.trainer.attempts if
a.puzzle_id == p.id and a.outcome is Outcome.MISSED]`` (now :meth:`~penchant.trainer.trainer.Trainer.missed_tries`),
and the verdict finding the answer that solved a puzzle the same way (now
:meth:`~penchant.trainer.trainer.Trainer.solving_answer`). Refused by shape in the widgets: a comprehension over
attempts that picks them by their puzzle or their outcome."""

from __future__ import annotations

import ast

from source_scan import parsed, sources

PICKED_BY: frozenset[str] = frozenset({"puzzle_id", "outcome"})


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


def test_views_ask_the_trainer_what_the_attempts_say() -> None:
    problems = [p for rel, source in sources() if rel.startswith("widgets/") for p in sifted_by_hand(source, rel)]
    assert not problems, "\n".join(problems)


def test_the_scan_sees_the_old_sifts() -> None:
    old = ("tried = [a.answer for a in self.trainer.attempts if a.puzzle_id == p.id and a.outcome is Outcome.MISSED]\n"
           "answer = next((a.answer for a in reversed(trainer.attempts)\n"
           "               if a.puzzle_id == p.id and a.outcome in solving and a.answer), '')\n"
           "rows = [a for a in self.attempts]\n")
    assert len(sifted_by_hand(old, "old.py")) == 2
