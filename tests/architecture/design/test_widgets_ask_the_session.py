"""The practice page asks its session (:class:`penchant.trainer.session.PracticeSession`) for the next puzzle and
renders: the project once had it working out the picker's inputs itself (the rush's target, the streak's floor,
whether a newcomer starts easy) and calling the picker. Refused by shape in the widgets: a call of the picker or of
what feeds it, or a streak or a rush made or moved there."""

from __future__ import annotations

import ast

from source_scan import parsed, sources

PICKING: frozenset[str] = frozenset({"pick_next", "rush_target", "starts_easy", "easiest_left", "rush_pool",
                                      "Streak", "Rush"})
MOVES: frozenset[str] = frozenset({"after", "answered", "ticked", "stopped"})


def picked_by_hand(source: str, where: str) -> list[str]:
    out = []
    for node in ast.walk(parsed(source)):
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
        if name in PICKING:
            out.append(f"{where}:{node.lineno}: {name} called in a view (the practice session's)")
        elif (name in MOVES and isinstance(f, ast.Attribute) and isinstance(f.value, ast.Attribute)
              and f.value.attr in ("streak", "rush")):
            out.append(f"{where}:{node.lineno}: the {f.value.attr} moved in a view (the practice session's)")
    return out


def test_widgets_ask_the_practice_session() -> None:
    problems = [p for rel, source in sources() if rel.startswith("penchant_widgets/")
                for p in picked_by_hand(source, rel)]
    assert not problems, "\n".join(problems)


def test_the_scan_sees_the_old_page() -> None:
    old = ("target = rush_target(self.progress.learner.r, self.rush.score)\n"
           "pick = pick_next(pool, self.past, self.progress, rng)\n"
           "self.streak = self.streak.after(True, 1500.0)\n"
           "self.rush = self.rush.ticked(self.clock())\n"
           "self.rush = Rush(self.clock())\n"
           "got = self.board.answered\n"
           "self.message.after(1)\n")
    assert [p.split(":")[1] for p in picked_by_hand(old, "x.py")] == ["1", "2", "3", "4", "5"]
