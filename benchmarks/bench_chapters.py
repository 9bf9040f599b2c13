"""How long chapters 8 and 9 take to run on opening, against chapter 1 (the baseline, same run).

Each chapter is executed top to bottom in a fresh kernel (as Voilà does when a page opens), ``repeats``
times, on temporary marker and practice files (``PENCHANT_DB``, ``PENCHANT_PRACTICE_DB``); the medians
and their ratios to chapter 1 are reported. Chapters 8 and 9 show stored studies and reviews
(recomputed only on request), so the goal is that each opens within 1.5 times chapter 1's time.

``python -m benchmarks.bench_chapters [--quick]``; ``run(quick) -> Report``.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.common import Report, cli

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
BASELINE = "01_the_pack_and_the_deal"
CHAPTERS = ("08_play_a_hand", "09_the_numbers")
GOAL_RATIO = 1.5


def _execute(name: str) -> float:
    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)
    start = time.perf_counter()
    NotebookClient(nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(NOTEBOOKS)}}).execute()
    return time.perf_counter() - start


def run(quick: bool = False) -> Report:
    repeats = 1 if quick else 3
    saved = {k: os.environ.get(k) for k in ("PENCHANT_DB", "PENCHANT_PRACTICE_DB")}
    with tempfile.TemporaryDirectory() as folder:
        os.environ["PENCHANT_DB"] = str(Path(folder) / "marker.sqlite3")
        os.environ["PENCHANT_PRACTICE_DB"] = str(Path(folder) / "practice.sqlite3")
        try:
            times = {name: [_execute(name) for _ in range(repeats)] for name in (BASELINE, *CHAPTERS)}
        finally:
            for k, v in saved.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v
    report = Report("chapters", quick)
    report.baseline(f"{BASELINE}_s", statistics.median(times[BASELINE]), "s",
                    f"chapter 1 run top to bottom in a fresh kernel, median of {repeats}")
    for name in CHAPTERS:
        report.figure(f"{name}_s", statistics.median(times[name]), "s",
                      f"{name} run top to bottom in a fresh kernel, median of {repeats}")
        ratio = f"{name}_vs_chapter_1"
        report.ratio(ratio, f"{name}_s", f"{BASELINE}_s")
        report.goal(ratio, GOAL_RATIO, source="chapters 8 and 9 show stored studies: they open about as fast "
                                              "as chapter 1")
    report.details["repeats"] = repeats
    return report


def main(argv: list[str] | None = None) -> int:
    return cli(run, argv, "python -m benchmarks.bench_chapters")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
