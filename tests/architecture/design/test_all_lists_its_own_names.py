"""A module's ``__all__`` lists only the names it defines; gathering other modules' names is a package's
``__init__``'s work (``penchant`` is the public API, as ``chess`` is python-chess's).

``penchant.play.state`` listed ten names of :mod:`penchant.play.moves` and :mod:`penchant.play.view` (``Play``,
``Declare``, ``PlayerView``...), so a hundred modules imported the actions from the deal's state and each name had
two homes. The scan reads each module's source: a name bound at its top level by ``def``,
``class`` or an assignment is its own; one bound by an import is not."""

from __future__ import annotations

import ast

from source_scan import PACKAGES, ROOT, parsed, python_files

REEXPORTS: dict[str, str] = {}
"""Modules that still list another module's names, each with its reason: none. Six did (the coach the verdicts,
the barring, decision and end-game puzzles their helpers' names, the timing puzzles decision's checks, the cards
the suits and ranks); each name is imported from its home now, and a new one fails the scan."""


def top_level_definitions(tree: ast.Module) -> set[str]:
    """The names a module binds at its top level other than by importing them (``if``/``try`` blocks
    included): its functions, classes and assignments (a type alias is one)."""
    out: set[str] = set()
    body: list[ast.stmt] = list(tree.body)
    while body:
        node = body.pop()
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            out.add(node.name)
        elif isinstance(node, ast.Assign | ast.AnnAssign | ast.AugAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            out |= {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}
        elif isinstance(node, ast.If | ast.Try | ast.With):
            body += [*node.body, *getattr(node, "orelse", []), *getattr(node, "finalbody", [])]
            body += [s for handler in getattr(node, "handlers", []) for s in handler.body]
    return out


def listed(tree: ast.Module) -> list[str]:
    """The names of a module's literal ``__all__`` (``test_all_is_one_literal_list.py`` holds it literal)."""
    for node in tree.body:
        if (isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets)
                and isinstance(node.value, ast.List | ast.Tuple)):
            return [e.value for e in node.value.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]
    return []


def borrowed(source: str) -> list[str]:
    """The names ``source``'s ``__all__`` lists that it does not define."""
    tree = parsed(source)
    own = top_level_definitions(tree)
    return [name for name in listed(tree) if name not in own]


def modules_listing_others() -> dict[str, list[str]]:
    out = {}
    for path in python_files():
        if path.name == "__init__.py" or path.parts[len(ROOT.parts)] not in PACKAGES:
            continue
        if names := borrowed(path.read_text(encoding="utf-8")):
            out[path.relative_to(ROOT).as_posix()] = names
    return out


def test_a_modules_all_lists_only_what_it_defines() -> None:
    found = {where: names for where, names in modules_listing_others().items() if where not in REEXPORTS}
    assert found == {}, "import each name from its home; a package's __init__ may gather them:\n" + "\n".join(
        f"{where}: {names}" for where, names in found.items())


def test_each_allowance_is_still_needed() -> None:
    assert set(REEXPORTS) <= set(modules_listing_others()), "an allowance no longer needed"


def test_the_scan_sees_a_name_listed_from_elsewhere() -> None:
    old_state = ("from penchant.play.moves import Play, Stage\n"
                 "from penchant.play.view import PlayerView\n"
                 "__all__ = ['DealState', 'Play', 'PlayerView']\n"
                 "class DealState: ...\n")
    assert borrowed(old_state) == ["Play", "PlayerView"]
    own = ("import typing\n"
           "try:\n    FAST = True\nexcept ImportError:\n    FAST = False\n"
           "Cards: typing.TypeAlias = list[str]\n"
           "A, (B, C) = 1, (2, 3)\n"
           "def f(): ...\n"
           "__all__ = ['A', 'B', 'C', 'Cards', 'FAST', 'f']\n")
    assert borrowed(own) == []
