"""The rules' masks keep their one name (the solver's search bound ``br = BRISQUE_MASK``, hiding the
rules' name behind a local one), and each place allowed to count a mask inline
(:data:`test_rules_once.MASK_ALLOWED`, a function, not a file) still does."""

from __future__ import annotations

import ast

from source_scan import ROOT, parsed, sources

from tests.architecture.design.test_rules_once import MASK_ALLOWED, MASKS, _allowed_functions, mask_counts


def mask_aliases(source: str, where: str) -> list[str]:
    """A rules mask bound to a second name (``br = BRISQUE_MASK``): the rules' name hidden behind a local one."""
    return [f"{where}:{node.lineno}: a rules mask given a second name (say BRISQUE_MASK itself)"
            for node in ast.walk(parsed(source))
            if isinstance(node, ast.Assign | ast.AnnAssign) and isinstance(node.value, ast.Name)
            and node.value.id in MASKS]


def test_no_rules_mask_is_given_a_second_name() -> None:
    found = [line for rel, source in sources() if not rel.startswith("penchant/rules/")
             for line in mask_aliases(source, rel)]
    assert not found, "\n".join(found)


def test_the_alias_scan_sees_the_searchs_old_alias() -> None:
    old = "def _make_search(trump):\n    br = BRISQUE_MASK\n    _BR: int = MAJOR_MASK\n    ok = x & BRISQUE_MASK\n"
    assert [p.split(":")[1] for p in mask_aliases(old, "penchant/solver/search.py")] == ["2", "3"]


def test_each_mask_allowance_is_still_needed() -> None:
    """An allowed function that no longer counts masks inline must leave the list."""
    for (rel, function), _reason in MASK_ALLOWED.items():
        source = (ROOT / rel).read_text(encoding="utf-8")
        tree = parsed(source)
        assert _allowed_functions(tree, rel), f"{rel} has no {function}"
        assert mask_counts(source, "elsewhere") != mask_counts(source, rel), f"{rel}:{function} counts no mask"
