"""Where cards lie is the rules' (``rules.holdings.Holdings``, ``Holdings.laid_on_the_tables``): the barring
sandbox once worked out itself that a card given for both tables stays on yours (``other - own``) and built a
``Holdings`` only to be refused by it, its value dropped (issue #30). The scan keeps out of the views a ``Holdings``
built as a statement of its own (run for its refusal alone) and one given a table worked out by taking cards away
(``opp_table=other - own``)."""

from __future__ import annotations

import ast

from source_scan import parsed, sources


def _is_holdings(node: ast.AST) -> bool:
    return isinstance(node, ast.Call) and (
        (isinstance(node.func, ast.Name) and node.func.id == "Holdings")
        or (isinstance(node.func, ast.Attribute) and node.func.attr in ("Holdings", "from_masks", "parse")
            and isinstance(node.func.value, ast.Name) and node.func.value.id == "Holdings"))


def tables_laid_by_hand(source: str, where: str) -> list[str]:
    out: list[str] = []
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.Expr) and _is_holdings(node.value):
            out.append(f"{where}:{node.lineno}: Holdings built for its refusal alone (Holdings.laid_on_the_tables)")
        elif _is_holdings(node) and isinstance(node, ast.Call) and any(
                isinstance(k.value, ast.BinOp) and isinstance(k.value.op, ast.Sub) for k in node.keywords):
            out.append(f"{where}:{node.lineno}: a table worked out by taking cards away "
                       "(Holdings.laid_on_the_tables)")
    return out


def test_views_lay_the_tables_through_the_rules() -> None:
    problems = [p for rel, source in sources() if rel.startswith("penchant_widgets/")
                for p in tables_laid_by_hand(source, rel)]
    assert not problems, "\n".join(problems)


def test_the_scan_sees_the_sandboxs_old_laying() -> None:
    old = ("own, other = cards_given(mine, words[0]), cards_given(theirs, words[1])\n"
           "Holdings(table=own, opp_table=other - own)\n"
           "h = Holdings.parse(table=own, opp_table=other - own)\n"
           "laid = Holdings.laid_on_the_tables(own, other)\n"
           "h = Holdings(table=own, opp_table=other)\n")
    assert sorted(p.split(":")[1] for p in tables_laid_by_hand(old, "x.py")) == ["2", "2", "3"]
