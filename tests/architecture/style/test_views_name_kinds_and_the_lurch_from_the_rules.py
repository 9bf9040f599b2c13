"""A view names a kind of combination by the rules' :class:`~penchant.rules.kinds.Kind` (``Kind.REUNION.value``) and
the lurch by the game's scoring words (:data:`~penchant.words.game_scoring.LURCHED_IF_WORDS`), never by a literal of
its own: the rules table of the scoring lesson labelled a row ``"reunion"`` and another ``"lurched if under"`` (a
kind renamed, or the lurch said otherwise, in the rules would have gone on being said the old way there)."""

from __future__ import annotations

import ast
import re

from source_scan import parsed, sources

from penchant.rules.kinds import Kind
from penchant.words.game_scoring import LURCHED_IF_WORDS

KIND_NAMES = {k.value for k in Kind}
LURCH_SAID = re.compile(r"\blurched if\b|\blurched \(under\b")
ALLOWED: dict[tuple[str, str], str] = {
    ("penchant_widgets/lessons/scoring.py", "penchant"): "the scorer's sample of what a player types, a kind as "
                                                         "typed (parsed by the rules' parse_kinds)",
    ("penchant_widgets/marker/file_names.py", "penchant"): "the game's name in a download's file name, not a kind",
}


def kind_and_lurch_literals(source: str, where: str) -> list[str]:
    """The kinds and the lurch written as a view's own literals (a docstring, whose examples quote the words, is
    not a view's text)."""
    tree = parsed(source)
    docstrings = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant)}
    out: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            if node.value in KIND_NAMES and (where, node.value) not in ALLOWED:
                out.append(f"{where}:{node.lineno}: {node.value!r} (say Kind.{Kind(node.value).name}.value)")
            elif LURCH_SAID.search(node.value):
                out.append(f"{where}:{node.lineno}: {node.value!r} (penchant.words.game_scoring's lurch words)")
    return out


def test_views_name_kinds_and_the_lurch_from_the_rules() -> None:
    problems = [p for rel, source in sources() if rel.startswith("penchant_widgets/")
                for p in kind_and_lurch_literals(source, rel)]
    assert not problems, "\n".join(problems)


def test_the_allowed_literals_are_still_there() -> None:
    texts = dict(sources())
    for rel, literal in ALLOWED:
        assert repr(literal) in texts[rel] or f'"{literal}"' in texts[rel], f"{rel} no longer says {literal!r}"


def test_the_scan_sees_the_old_rows() -> None:
    old = ('rows = [("reunion", lambda p: str(declared_points(p, (Kind.REUNION,)))),\n'
           '        ("lurched if under", lambda p: str(p.lurch_threshold)),\n'
           '        (Kind.REUNION.value, lambda p: 1), (LURCHED_IF_WORDS, lambda p: 2)]\n')
    assert [p.split(":")[1] for p in kind_and_lurch_literals(old, "x.py")] == ["1", "2"]
    assert LURCHED_IF_WORDS == "lurched if under"
