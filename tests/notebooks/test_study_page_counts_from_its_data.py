"""The study page (``the_computer_players``) says the counts of its stored studies from the data: its replay
button read "Play the 2,000 deals again" while the run played ``sim['deals']`` (the check's button beside it read
its count from the data), and its chart re-listed the kinds ``chance_figures.CHAPTER_KINDS`` names. A study run again at
another size, or the kinds changed, would have left the page saying the old ones."""

from __future__ import annotations

import ast
import json
import re

from learner_text import NOTEBOOKS

PAGE = NOTEBOOKS / "the_computer_players.ipynb"
A_COUNT_OF_DEALS = re.compile(r"\d[\d,]*\s+deals\b")


def counts_written(code: str) -> list[str]:
    """The strings of ``code`` that write a count of deals in figures, and the kinds listed by hand."""
    tree = ast.parse(code)
    out = [f"{n.lineno}: {n.value!r}" for n in ast.walk(tree)
           if isinstance(n, ast.Constant) and isinstance(n.value, str) and A_COUNT_OF_DEALS.search(n.value)]
    out += [f"{n.lineno}: kinds listed by hand (chance_figures.CHAPTER_KINDS)" for n in ast.walk(tree)
            if isinstance(n, ast.Tuple) and len(n.elts) > 1
            and all(isinstance(e, ast.Attribute) and isinstance(e.value, ast.Name) and e.value.id == "Kind"
                    for e in n.elts)]
    return out


def test_the_study_page_takes_its_counts_and_kinds_from_the_data() -> None:
    cells = json.loads(PAGE.read_text(encoding="utf-8"))["cells"]
    found = [f"cell {i}: {p}" for i, c in enumerate(cells) if c["cell_type"] == "code"
             for p in counts_written("".join(line for line in c["source"] if not line.lstrip().startswith("%")))]
    assert not found, "\n".join(found)


def test_the_scan_sees_the_old_cells() -> None:
    old = ('Recompute("Play the 2,000 deals again", play_again, note="About ten seconds.")\n'
           "Recompute(f\"Play the {sim['deals']:,} deals again\", play_again)\n"
           "for kind in (Kind.REUNION, Kind.QUADRUPLET):\n"
           "    pass\n")
    assert [p.split(":")[0] for p in counts_written(old)] == ["1", "3"]
