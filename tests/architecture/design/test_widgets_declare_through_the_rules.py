"""A bench declares through the rules' declaring step (:func:`penchant.rules.declaring.declare`), not by hand: the
declaration bench once went on checking, classifying, appending to its own list of declarations and laying the
cards with ``Holdings.after_declaring`` itself, so the rules' step was skipped. Refused by shape in the widgets: a
call of ``after_declaring``, or an append to a list named ``declared``."""

from __future__ import annotations

import ast

from source_scan import parsed, sources


def declared_by_hand(source: str, where: str) -> list[str]:
    out = []
    for node in ast.walk(parsed(source)):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            continue
        if node.func.attr == "after_declaring":
            out.append(f"{where}:{node.lineno}: cards laid on the table by hand (rules.declaring.declare)")
        owner = node.func.value
        if (node.func.attr in ("append", "extend") and isinstance(owner, ast.Attribute | ast.Name)
                and (owner.attr if isinstance(owner, ast.Attribute) else owner.id) == "declared"):
            out.append(f"{where}:{node.lineno}: a declaration added by hand (rules.declaring.declare)")
    return out


def test_widgets_declare_through_the_rules() -> None:
    problems = [p for rel, source in sources() if rel.startswith("penchant_widgets/")
                for p in declared_by_hand(source, rel)]
    assert not problems, "\n".join(problems)


def test_the_scan_sees_the_old_bench() -> None:
    old = ("kind = classify(cs)\n"
           "self.declared.append((kind, cs.mask))\n"
           "self.holdings = self.holdings.after_declaring(cs)\n"
           "shown.append(cs)\n")
    assert [p.split(":")[1] for p in declared_by_hand(old, "x.py")] == ["2", "3"]
