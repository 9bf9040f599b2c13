"""Which picks of an answer are right or wrong is the engine's verdict (``CheckResult.wrong_picks``; the solution's
ticks, ``puzzles.barring.right_ticks``), never the puzzle board's: the board once gathered the ticks of every best
answer into a set of its own and marked a pick red by testing it against that set. This scan keeps such a set out of
the widgets: a set built over a puzzle's best answers (``{t for b in best for t in ticks(b)}``, over ``best`` or
``x.best``). Words drawn from the best answers (``", ".join(choice_label(b) for b in a.best)``) are drawing, and
pass."""

from __future__ import annotations

import ast

from source_scan import parsed, sources


def _over_best(node: ast.expr) -> bool:
    return (isinstance(node, ast.Name) and node.id == "best") or (isinstance(node, ast.Attribute)
                                                                 and node.attr == "best")


def picks_judged(source: str, where: str) -> list[str]:
    """Each set built in a comprehension over a puzzle's best answers: the right picks gathered by the view."""
    return [f"{where}:{node.lineno}: the right picks gathered from the best answers in the view "
            "(CheckResult.wrong_picks, puzzles.barring.right_ticks)"
            for node in ast.walk(parsed(source))
            if isinstance(node, ast.SetComp) and any(_over_best(g.iter) for g in node.generators)]


def test_the_widgets_judge_no_picks() -> None:
    found = [p for rel, source in sources() if rel.startswith("penchant_widgets/")
             for p in picks_judged(source, rel)]
    assert not found, "\n".join(found)


def test_the_scan_sees_the_boards_old_marks() -> None:
    old = ("right = {t for b in best for t in ticks(b)}\n"
           "wrong = [c for c in self.ticked() if c not in right]\n"
           "right = {t for b in r.best for t in ticks(b)} if form == 'choices' else set(best)\n"
           "said = ', '.join(choice_label(b) for b in a.best)\n")
    assert [p.split(":")[1] for p in picks_judged(old, "x.py")] == ["1", "3"]
