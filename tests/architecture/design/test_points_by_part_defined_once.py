"""A player's points of a deal, part by part, are defined once: :class:`penchant.play.deal_breakdown.PointsByPart`
(what they declared and the rules' ``DealScore``), which a played deal's ``Breakdown`` and the marker's
``PlayerBreakdown`` both are. The two defined ``declared``, ``points: DealScore`` and ``total`` each. Read with ast: a
class that holds a ``DealScore`` as a field is ``PointsByPart`` itself."""

from __future__ import annotations

import ast

from source_scan import parsed, sources

HOME = ("penchant/play/deal_breakdown.py", "PointsByPart")


def deal_scores_held(source: str, where: str) -> list[str]:
    """The classes of ``source`` that hold a ``DealScore`` field, as ``where:line: class``, but its one home."""
    out = []
    for node in ast.walk(parsed(source)):
        if not isinstance(node, ast.ClassDef) or (where, node.name) == HOME:
            continue
        for item in node.body:
            if (isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name)
                    and ast.unparse(item.annotation) == "DealScore"):
                out.append(f"{where}:{node.lineno}: {node.name} holds {item.target.id}: DealScore "
                           "(derive from penchant.play.deal_breakdown.PointsByPart)")
    return out


def test_a_players_points_by_part_are_defined_once() -> None:
    problems = [p for rel, source in sources() for p in deal_scores_held(source, rel)]
    assert not problems, "\n".join(problems)


def test_the_scan_sees_the_markers_old_breakdown() -> None:
    old = (
        "@dataclass(frozen=True)\n"
        "class PlayerBreakdown:\n"
        "    declared: tuple[SheetDeclaration, ...]\n"
        "    points: DealScore\n"
        "    brisquettes_taken: int\n"
        "class Later(PointsByPart[SheetDeclaration]):\n"
        "    brisquettes_taken: int\n"
    )
    assert [p.split(":")[1] for p in deal_scores_held(old, "penchant/marker/game_sheet.py")] == ["2"]
