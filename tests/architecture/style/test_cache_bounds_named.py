"""A cache's bound is a named constant, said once beside what it bounds: the kinds of masks were kept while
``len(_CLASSIFY_CACHE) < 1 << 16``, the same bound the module named ``COMBINATIONS_CACHED`` for its other caches
(two numbers to keep in step). A bound written as a literal in a comparison with a cache's ``len(...)`` is
refused (an ``lru_cache(maxsize=...)`` of its own, said once at its function, is not scanned)."""

from __future__ import annotations

import ast

from source_scan import parsed, sources


def _literal(node: ast.AST) -> bool:
    """A number written in (``65536``, ``1 << 16``), not a name."""
    if isinstance(node, ast.Constant):
        return type(node.value) is int and node.value > 1
    return all(isinstance(n, ast.Constant | ast.BinOp | ast.operator) for n in ast.walk(node))


def literal_bounds(source: str, where: str) -> list[str]:
    out: list[str] = []
    for node in ast.walk(parsed(source)):
        if (isinstance(node, ast.Compare) and isinstance(node.left, ast.Call)
                and isinstance(node.left.func, ast.Name) and node.left.func.id == "len" and node.left.args
                and "cache" in ast.unparse(node.left.args[0]).lower()
                and any(_literal(c) for c in node.comparators)):
            out.append(f"{where}:{node.lineno}: a cache's length against a number written in")
    return sorted(out, key=lambda p: int(p.split(":")[1]))


def test_cache_bounds_are_named() -> None:
    problems = [p for rel, source in sources() if rel.startswith(("penchant/", "penchant_widgets/", "penchant_server/"))
                for p in literal_bounds(source, rel)]
    assert not problems, "\n".join(problems)


def test_the_scan_sees_the_old_bound() -> None:
    old = ("_CLASSIFY_CACHE = {}\n"
           "def classify_mask(mask):\n"
           "    if len(_CLASSIFY_CACHE) < 1 << 16:\n"
           "        _CLASSIFY_CACHE[mask] = 1\n"
           "    if len(_CLASSIFY_CACHE) < COMBINATIONS_CACHED:\n"
           "        _CLASSIFY_CACHE[mask] = 1\n"
           "def h(xs):\n"
           "    return len(xs) < 2\n")
    assert [p.split(":")[1] for p in literal_bounds(old, "x.py")] == ["3"]  # a list's length is no cache
