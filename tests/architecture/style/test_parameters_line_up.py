"""A signature broken over lines lines its parameters up under the first, one column after the opening parenthesis
(or hangs them all, the first line ending at the parenthesis): ``story_themes``' keyword-only ``rules_differ`` stood
five columns left of the others, read as a line of the body's. Ruff checks no continuation line's indent, so this
scan does, for the parameters of every function."""

from __future__ import annotations

import ast

from source_scan import parsed, sources


def misaligned_parameters(source: str) -> list[int]:
    """The lines where a parameter starts a continuation line of a signature away from the column after the
    opening parenthesis."""
    lines = source.splitlines()
    out: list[int] = []
    for fn in ast.walk(parsed(source)):
        if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        first = lines[fn.lineno - 1]
        paren = first.find(f"{fn.name}(")
        if paren < 0 or first.rstrip().endswith("("):
            continue  # a hanging indent, or a decorator's line
        column = paren + len(fn.name) + 1
        a = fn.args
        params = [*a.posonlyargs, *a.args, *([a.vararg] if a.vararg else []), *a.kwonlyargs,
                  *([a.kwarg] if a.kwarg else [])]
        for p in params:
            line = lines[p.lineno - 1]
            starts_line = not line[:p.col_offset].strip(" *,")  # nothing before it on its line but stars
            if p.lineno != fn.lineno and starts_line and len(line) - len(line.lstrip()) != column:
                out.append(p.lineno)
    return sorted(set(out))


def test_every_signatures_parameters_line_up() -> None:
    found = {rel: lines for rel, text in sources() if (lines := misaligned_parameters(text))}
    assert not found, f"line the parameters up under the first (one column after the parenthesis): {found}"


def test_the_scan_sees_story_themes_as_it_was() -> None:
    old = ("def story_themes(events, setter, penchants, qj, *,\n"
           "            rules_differ: bool) -> list[str]:\n    pass\n"
           "def aligned(a, b,\n            c, *,\n            d):\n    pass\n"
           "def hanging(\n    a, b,\n        c):\n    pass\n")
    assert misaligned_parameters(old) == [2]
