"""Whether an answer or a move was right is the engine's verdict, never a view's:

- which picks of an answer are right or wrong (``CheckResult.wrong_picks``; the solution's ticks,
  ``puzzles.checkers.barring.right_ticks``): the puzzle board once gathered the ticks of every best answer into a set
  of its own and marked a pick red by testing it against that set. The scan keeps such a set out of the widgets: a set
  built over a puzzle's best answers (``{t for b in best for t in ticks(b)}``, over ``best`` or ``x.best``). Words drawn
  from the best answers (``", ".join(choice_label(b) for b in a.best)``) are drawing, and pass;
- whether the move played was the coach's own (``ReviewItem.the_coachs_move``): the review panel once compared
  ``i.played != i.best`` itself. The scan keeps out a comparison of a ``played`` with a ``best``;
- whether a board's puzzles are all solved, or all done with (``Tally.all_solved``, ``all_done``): the chapter's
  "try the first few" line once held ``whole.solved >= n`` itself. The scan keeps out a tally's ``solved`` or
  ``done`` held to a count;
- whether an answer is a miss (``Answered.misses``): the puzzle board once marked its visit missed by
  ``r is not None and not r.correct and not got.practice``, and the embedded end-game by ``not got.practice``
  (issue #30). The scan keeps out a ``missed=`` worked out from an answer's ``correct`` or ``practice``, and any
  test of both together."""

from __future__ import annotations

import ast

from source_scan import parsed, sources


def _over_best(node: ast.expr) -> bool:
    return (isinstance(node, ast.Name) and node.id == "best") or (isinstance(node, ast.Attribute)
                                                                 and node.attr == "best")


def _named(node: ast.expr, name: str) -> bool:
    return (isinstance(node, ast.Name) and node.id == name) or (isinstance(node, ast.Attribute) and node.attr == name)


def picks_judged(source: str, where: str) -> list[str]:
    """Each set built in a comprehension over a puzzle's best answers (the right picks gathered by the view), and
    each comparison of a move played with the best one (whether it was the coach's, judged by the view)."""
    out = []
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.SetComp) and any(_over_best(g.iter) for g in node.generators):
            out.append(f"{where}:{node.lineno}: the right picks gathered from the best answers in the view "
                       "(CheckResult.wrong_picks, puzzles.checkers.barring.right_ticks)")
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            if any(_named(s, "played") for s in sides) and any(_named(s, "best") for s in sides):
                out.append(f"{where}:{node.lineno}: the move played judged against the best in the view "
                           "(ReviewItem.the_coachs_move)")
            if (any(isinstance(op, ast.GtE | ast.LtE | ast.Gt | ast.Lt) for op in node.ops)
                    and any(isinstance(s, ast.Attribute) and s.attr in ("solved", "done") for s in sides)):
                out.append(f"{where}:{node.lineno}: a tally's puzzles held to its count in the view "
                           "(Tally.all_solved, all_done)")
        if isinstance(node, ast.keyword) and node.arg == "missed" and _reads(node.value, ("correct", "practice")):
            out.append(f"{where}:{node.value.lineno}: a miss worked out in the view (Answered.misses)")
        elif isinstance(node, ast.BoolOp) and _reads(node, ("correct",)) and _reads(node, ("practice",)):
            out.append(f"{where}:{node.lineno}: a miss worked out in the view (Answered.misses)")
    return sorted(out, key=lambda p: int(p.split(":")[1]))


def _reads(node: ast.AST, attrs: tuple[str, ...]) -> bool:
    """Whether ``node`` reads an attribute named one of ``attrs`` anywhere within it."""
    return any(isinstance(n, ast.Attribute) and n.attr in attrs for n in ast.walk(node))


def test_the_widgets_judge_no_picks() -> None:
    found = [p for rel, source in sources() if rel.startswith("penchant_widgets/")
             for p in picks_judged(source, rel)]
    assert not found, "\n".join(found)


def test_the_scan_sees_the_boards_and_the_panels_old_judging() -> None:
    old = ("right = {t for b in best for t in ticks(b)}\n"
           "wrong = [c for c in self.ticked() if c not in right]\n"
           "right = {t for b in r.best for t in ticks(b)} if form == 'choices' else set(best)\n"
           "said = ', '.join(choice_label(b) for b in a.best)\n"
           "closest = [i for i in rev.closest(seat) if i.played != i.best]\n"
           "closest = [i for i in rev.closest(seat) if not i.the_coachs_move]\n"
           "if whole.solved >= n or first.done >= k or whole.all_solved:\n"
           "    pass\n"
           "self._visited(last=got, missed=v.missed or (r is not None and not r.correct and not got.practice))\n"
           "board._visited(last=got, missed=not got.practice)\n"
           "board._visited(last=got, missed=got.misses)\n"
           "shown = got.result is not None and not got.result.correct and not got.practice\n")
    assert [p.split(":")[1] for p in picks_judged(old, "x.py")] == ["1", "3", "5", "7", "7", "9", "9", "9", "10",
                                                                 "12"]
