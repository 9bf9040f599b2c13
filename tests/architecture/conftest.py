"""The architecture scans share their trees: each source is parsed once and each module, class or function walked
once, for every scan of the run.

Seventy-odd scans each parse and walk the whole project; profiled, ``ast.walk`` was 60% of their time and
``ast.parse`` another 10% (14,000 parses of about a thousand sources), and the scans were an eighth of the
suite's time in CI. While a scan runs, ``ast.parse`` answers a source it has parsed before with the same tree and
``ast.walk`` answers a module, class or function it has walked before with the same nodes in the same order. The
scans only read the trees (none transforms them), so what each one sees is unchanged.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from typing import Any

import pytest

_PARSE = ast.parse
_WALK = ast.walk
_TREES: dict[tuple[str, str, str], ast.AST] = {}
_WALKS: dict[int, tuple[ast.AST, tuple[ast.AST, ...]]] = {}  # id -> (the node, kept alive so its id stays its own)
_WALKED_ONCE = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def _parse_once(source: Any, filename: Any = "<unknown>", mode: str = "exec", **options: Any) -> Any:
    if options or not isinstance(source, str) or not isinstance(filename, str):
        return _PARSE(source, filename, mode, **options)
    key = (source, filename, mode)
    tree = _TREES.get(key)
    if tree is None:
        tree = _TREES[key] = _PARSE(source, filename, mode)
    return tree


def _walk_once(node: ast.AST) -> Iterator[ast.AST]:
    if not isinstance(node, _WALKED_ONCE):
        return _WALK(node)
    kept = _WALKS.get(id(node))
    if kept is None or kept[0] is not node:
        kept = _WALKS[id(node)] = (node, tuple(_WALK(node)))
    return iter(kept[1])


@pytest.fixture(autouse=True)
def _scans_share_their_trees(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ast, "parse", _parse_once)
    monkeypatch.setattr(ast, "walk", _walk_once)
