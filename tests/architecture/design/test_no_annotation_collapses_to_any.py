"""No annotation is a union with ``Any``: ``dict[str, Any] | Any`` and ``Profile | Any`` are ``Any`` to a type
checker, so the named half checks nothing (``penchant.puzzles.checkers.reading.tables_at_change``'s history and the
marker form's rules were so, issue #30). A value read from JSON and not yet checked is typed as what reads it takes."""

from __future__ import annotations

import ast

from source_scan import parsed, sources


def unions_with_any(source: str, where: str) -> list[str]:
    """Each annotation of ``source`` holding ``X | Any`` (or ``Any | X``)."""
    found = []
    for node in ast.walk(parsed(source)):
        notes: list[ast.expr | None] = []
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            args = [*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs, node.args.vararg, node.args.kwarg]
            notes += [a.annotation for a in args if a is not None]
            notes.append(node.returns)
        elif isinstance(node, ast.AnnAssign):
            notes.append(node.annotation)
        for note in notes:
            for part in ast.walk(note) if note is not None else ():
                if (isinstance(part, ast.BinOp) and isinstance(part.op, ast.BitOr)
                        and any(isinstance(side, ast.Name) and side.id == "Any" for side in (part.left, part.right))):
                    found.append(f"{where}:{part.lineno}: {ast.unparse(part)}")
    return found


def test_no_annotation_is_a_union_with_any() -> None:
    found = [line for path, text in sources() for line in unions_with_any(text, path)]
    assert not found, "a union with Any is Any: type the value truly\n" + "\n".join(found)


def test_the_scan_sees_the_old_annotations() -> None:
    old = ("def tables_at_change(history: dict[str, Any] | Any) -> None: ...\n"
           "class F:\n    def _fill(self, rules: Profile | Any, first: int) -> Any | None: ...\n"
           "x: Mapping[str, Any] | str = ''\n")
    assert [line.split(": ", 1)[1] for line in unions_with_any(old, "x.py")] == [
        "dict[str, Any] | Any", "Profile | Any", "Any | None"]
