"""How long chapters 8 and 9 take to run on opening, against chapter 1 (the baseline, same run).

Each chapter is executed top to bottom in a fresh kernel (as Voilà does when a
page opens), ``repeats`` times; the medians and their ratios to chapter 1 are
reported. Chapters 8 and 9 show stored studies and reviews (recomputed only
on request), so their ratios should be close to the others'.
"""

from __future__ import annotations

import statistics
import time
from pathlib import Path
from typing import Any

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
CHAPTERS = ("01_the_pack_and_the_deal", "08_play_a_hand", "09_the_numbers")


def _execute(name: str) -> float:
    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)
    start = time.perf_counter()
    NotebookClient(nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(NOTEBOOKS)}}).execute()
    return time.perf_counter() - start


def run(quick: bool = False) -> dict[str, Any]:
    repeats = 1 if quick else 3
    times = {name: [_execute(name) for _ in range(repeats)] for name in CHAPTERS}
    medians = {name: statistics.median(ts) for name, ts in times.items()}
    base = medians[CHAPTERS[0]]
    return {
        "repeats": repeats,
        "median_seconds": {k: round(v, 2) for k, v in medians.items()},
        "ratio_to_chapter_1": {k: round(v / base, 2) for k, v in medians.items()},
    }
