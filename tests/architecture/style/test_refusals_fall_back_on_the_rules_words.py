"""A refusal whose reason is the rules' falls back on no sentence of its own: the deal state refused a declaration
with ``why.value if why is not None else "declarations come after a trick is won, not during it"``, the rules'
reason beside one it wrote itself (issue #30); the reason is the rules' ``NoDeclaration.TRICK_UNDER_WAY``. The scan
keeps out of ``penchant`` (the rules aside) a refusal (``refusing(...)``, ``refusing_argument(...)``) given a
choice between an enum's ``.value`` and a string written there."""

from __future__ import annotations

import ast

from source_scan import parsed, sources


def _is_text(node: ast.expr) -> bool:
    return isinstance(node, ast.JoinedStr) or (isinstance(node, ast.Constant) and isinstance(node.value, str))


def _is_value(node: ast.expr) -> bool:
    return isinstance(node, ast.Attribute) and node.attr == "value"


def own_fallbacks(source: str, where: str) -> list[str]:
    out: list[str] = []
    for node in ast.walk(parsed(source)):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr in ("refusing", "refusing_argument")):
            continue
        for arg in [*node.args, *(k.value for k in node.keywords)]:
            if isinstance(arg, ast.IfExp) and ((_is_value(arg.body) and _is_text(arg.orelse))
                                               or (_is_text(arg.body) and _is_value(arg.orelse))):
                out.append(f"{where}:{arg.lineno}: a refusal falls back on words of its own beside the rules' "
                           "(give the rules a reason for the case)")
    return out


def test_refusals_fall_back_on_no_words_of_their_own() -> None:
    found = [p for rel, source in sources() if rel.startswith("penchant/") and not rel.startswith("penchant/rules/")
             for p in own_fallbacks(source, rel)]
    assert not found, "\n".join(found)


def test_the_scan_sees_the_deal_states_old_refusal() -> None:
    old = ("raise IllegalDeclarationError.refusing(\n"
           "    str(action), why.value if why is not None else 'declarations come after a trick is won'\n"
           ")\n"
           "raise IllegalDeclarationError.refusing(str(action), (why or NoDeclaration.TRICK_UNDER_WAY).value)\n")
    assert [p.split(":")[1] for p in own_fallbacks(old, "x.py")] == ["2"]
