"""What declarations score is the rules' (``rules.scoring.declared_points``, told the profile and the kinds), never
the declaration events' points added up by hand: by ``sum(e.points ...)`` over the events picked out as declarations
(the lesson's ``what_changed`` once), or by ``+= e.points`` in a loop under a test that picks them out (the sampled
outcomes once, issue #30). A sum of every event's points, of no kind picked out, is not a declarations' sum (the
score sheet's breakdown adds those: ``test_rules_asked_not_rebuilt.py``). Split from ``test_rules_once.py``, whose
scoring scan refuses a kind's points read off the profile and summed."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from source_scan import parsed, sources


def _names_declarations(node: ast.AST) -> bool:
    """``node`` picks out the declarations' score events: it names the score kind ``DECLARATION``."""
    return any(isinstance(n, ast.Attribute) and n.attr == "DECLARATION" for n in ast.walk(node))


def _points_in(node: ast.AST) -> bool:
    """``node`` reads an event's ``points`` (not only shown in an f-string)."""
    return not isinstance(node, ast.JoinedStr) and any(
        isinstance(n, ast.Attribute) and n.attr == "points" for n in ast.walk(node))


def _declaration_points_summed(call: ast.Call, declarations: set[str]) -> bool:
    """``sum(e.points for e in ...)`` over declaration events: those of a name bound to them, or picked out in the
    sum itself."""
    if not (isinstance(call.func, ast.Name) and call.func.id == "sum"):
        return False
    if not call.args or not isinstance(call.args[0], ast.GeneratorExp | ast.ListComp):
        return False
    comp = call.args[0]
    if not (isinstance(comp.elt, ast.Attribute) and comp.elt.attr == "points"):
        return False
    return _names_declarations(comp) or any(isinstance(g.iter, ast.Name) and g.iter.id in declarations
                                             for g in comp.generators)


def _declaration_points_added(tree: ast.AST, declarations: set[str]) -> Iterator[ast.AugAssign]:
    """``total += e.points`` under a test that picks out declaration events (``if e.kind is
    ScoreKind.DECLARATION:``) or in a loop over them: the same sum as ``sum(e.points ...)``, by a loop."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.If | ast.For):
            continue
        picked = (_names_declarations(node.test) if isinstance(node, ast.If)
                  else _names_declarations(node.iter) or (isinstance(node.iter, ast.Name)
                                                          and node.iter.id in declarations))
        if not picked:
            continue
        for stmt in node.body:
            for n in ast.walk(stmt):
                if isinstance(n, ast.AugAssign) and isinstance(n.op, ast.Add) and _points_in(n.value):
                    yield n


def declaration_points_by_hand(source: str, where: str) -> list[str]:
    """Every place in ``source`` that adds up declaration events' points by hand, as ``where:line: what``."""
    tree = parsed(source)
    # names bound to score events picked out as declarations (``[e for e in new if e.kind is ScoreKind.DECLARATION]``)
    declarations = {t.id for node in ast.walk(tree) if isinstance(node, ast.Assign) and _names_declarations(node.value)
                    for t in node.targets if isinstance(t, ast.Name)}
    out = {f"{where}:{node.lineno}: declarations' points summed by hand (rules.scoring.declared_points)"
           for node in ast.walk(tree) if isinstance(node, ast.Call) and _declaration_points_summed(node, declarations)}
    out |= {f"{where}:{node.lineno}: declarations' points added up by hand (rules.scoring.declared_points)"
            for node in _declaration_points_added(tree, declarations)}
    return sorted(out, key=lambda p: int(p.split(":")[1]))


def test_declarations_points_are_asked_of_the_rules() -> None:
    problems = [p for rel, source in sources() if not rel.startswith("penchant/rules/")
                for p in declaration_points_by_hand(source, rel)]
    assert not problems, "\n".join(problems)


def test_the_scan_sees_declarations_events_summed() -> None:
    """The lesson's ``what_changed`` added up the points of the declaration events it had picked out
    (``sum(e.points for e in declared)``), out of the scoring scan's sight (it saw only ``profile.value`` summed)."""
    old = (
        "def what_changed(before, after, new, p):\n"
        "    declared = [e for e in new if e.kind is ScoreKind.DECLARATION and e.player == p]\n"
        "    return sum(e.points for e in declared)\n"
        "def at_once(events):\n"
        "    return sum(e.points for e in events if e.kind == ScoreKind.DECLARATION)\n"
        "def scored(events, p):\n"
        "    return sum(e.points for e in events if e.player == p)\n"
    )
    found = [p.split(":")[1] for p in declaration_points_by_hand(old, "x.py")]
    assert found == ["3", "5"], found


def test_the_scan_sees_declarations_points_added_in_a_loop() -> None:
    """The sampled outcomes added each declaration event's points to a player's tally in a loop (``declared[...]
    += e.points`` under ``if e.kind is ScoreKind.DECLARATION``), out of the ``sum()`` scan's sight (issue #30)."""
    old = (
        "def sampled(s, events0, me):\n"
        "    declared = [0, 0]\n"
        "    for e in s.events[events0:]:\n"
        "        if e.kind is ScoreKind.DECLARATION:\n"
        "            declared[0 if e.player == me else 1] += e.points\n"
        "def tally(new, p):\n"
        "    made = [e for e in new if e.kind is ScoreKind.DECLARATION]\n"
        "    total = 0\n"
        "    for e in made:\n"
        "        total += e.points\n"
        "def scored(events, p):\n"
        "    total = 0\n"
        "    for e in events:\n"
        "        if e.player == p:\n"
        "            total += e.points\n"
    )
    found = [p.split(":")[1] for p in declaration_points_by_hand(old, "x.py")]
    assert found == ["5", "10"], found
