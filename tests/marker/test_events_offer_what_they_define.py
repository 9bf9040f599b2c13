"""``penchant.marker.events`` offers in its ``__all__`` every public name it defines, sorted (review d30 #7: the
decorator ``read_from_a_record`` and the type variable ``E`` were public names missing from it, and the list was
out of order); what only the module uses is private."""

from __future__ import annotations

import ast
from pathlib import Path

import penchant.marker.events as events

SOURCE = Path(events.__file__).read_text(encoding="utf-8")


def _defined_public() -> set[str]:
    names: set[str] = set()
    for node in ast.parse(SOURCE).body:
        if isinstance(node, ast.ClassDef | ast.FunctionDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names |= {t.id for t in node.targets if isinstance(t, ast.Name)}
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
    return {n for n in names if not n.startswith("_")}


def test_every_public_name_is_offered() -> None:
    assert _defined_public() == set(events.__all__)


def test_the_offer_is_sorted_as_ruff_sorts_it() -> None:
    """Constants first, then classes, then functions, each alphabetically (ruff's RUF022, isort's order)."""
    def key(name: str) -> tuple[int, str]:
        return (0 if name.isupper() else 1 if name[0].isupper() else 2, name)

    assert list(events.__all__) == sorted(events.__all__, key=key)
