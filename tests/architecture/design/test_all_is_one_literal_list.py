"""A module's public names are listed once, where a reader looks for them: ``__all__`` is one literal list (or
tuple) of names, assigned once at the top level, never grown later (``__all__ += [...]`` at the foot of
``penchant/puzzles/checkers/decision.py`` hid ten of its names from a reader of the list). A package that
imports its names lazily lists them once in its type stub, and ``__all__`` comes from that stub
(``__getattr__, __dir__, __all__ = attach_stub(__name__, __file__)``, :mod:`penchant.lazy_exports`)."""

from __future__ import annotations

import ast

from source_scan import parsed, sources


def all_problems(source: str, where: str) -> list[str]:
    """Where ``source`` builds ``__all__`` other than by one literal list of strings."""
    out: list[str] = []
    assigned = 0
    for node in ast.walk(parsed(source)):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets = [node.target]
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and isinstance(node.func.value, ast.Name) and node.func.value.id == "__all__"):
            out.append(f"{where}:{node.lineno}: __all__.{node.func.attr}(...): list the names in the one literal")
            continue
        names = [e for t in targets for e in (t.elts if isinstance(t, ast.Tuple) else [t])]
        if not any(isinstance(n, ast.Name) and n.id == "__all__" for n in names):
            continue
        if isinstance(node, ast.AugAssign):
            out.append(f"{where}:{node.lineno}: __all__ grown after it is made: one literal list")
            continue
        assigned += 1
        value = node.value
        lazy = (isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == "attach_stub"
                and [ast.unparse(a) for a in value.args] == ["__name__", "__file__"])
        if not lazy and not (isinstance(value, ast.List | ast.Tuple)
                             and all(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in value.elts)):
            out.append(f"{where}:{node.lineno}: __all__ is not a literal list of names")
    if assigned > 1:
        out.append(f"{where}: __all__ assigned {assigned} times: once")
    return out


def test_every_all_is_one_literal_list() -> None:
    problems = [p for rel, source in sources() if rel.endswith(".py") for p in all_problems(source, rel)]
    assert not problems, "\n".join(problems)


def test_the_scan_sees_a_grown_all() -> None:
    assert all_problems('__all__ = ["a"]\n__all__ += ["b"]\n', "x.py") == [
        "x.py:2: __all__ grown after it is made: one literal list"]
    assert all_problems('__all__ = ["a"]\n__all__.extend(["b"])\n', "x.py")
    assert all_problems('__all__ = ["a"]\n__all__ = [*__all__, "b"]\n', "x.py")
    assert not all_problems('__all__ = [\n    "a",\n    "b",\n]\n', "x.py")
    assert not all_problems("__getattr__, __dir__, __all__ = attach_stub(__name__, __file__)\n", "x.py")  # a stub's
    assert all_problems('_EXPORTS = {"A": "a"}\n__all__ = sorted(_EXPORTS)\n', "x.py")  # a second list of names
    assert all_problems("__getattr__, __all__ = make(names)\n", "x.py")
