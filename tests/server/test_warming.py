"""Which chapters ``penchant tutorial`` warms ahead (issue #34), and when a warmed kernel has run its chapter:
the plan, without a server (the browser tests serve pages)."""

from __future__ import annotations

import json
import logging
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from penchant_server.warming import (
    CAPACITY,
    DROPPED,
    DROPPED_KEPT,
    ENTRY,
    PRACTICE,
    DroppedKernelFilter,
    WarmPlan,
    chapter_links,
    last_code_cell,
    plan_links,
)

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
CHAPTERS = sorted(p.name for p in NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))


def test_every_chapter_leads_on_and_the_tutorial_is_one_path() -> None:
    links = plan_links(NOTEBOOKS)
    # the chapters, and the practice page their text links to (it leads nowhere); never the marker
    assert sorted(links) == [*CHAPTERS, PRACTICE] and links[PRACTICE] == []
    assert any(PRACTICE in links[name] for name in CHAPTERS)
    for i, name in enumerate(CHAPTERS):
        assert name not in links[name]
        assert set(links[name]) <= {*CHAPTERS, PRACTICE}
        if i + 1 < len(CHAPTERS):
            assert links[name][0] == CHAPTERS[i + 1], "the next chapter first"
    reached = {CHAPTERS[0]}
    todo = [CHAPTERS[0]]
    while todo:
        for n in links[todo.pop()]:
            if n not in reached:
                reached.add(n)
                todo.append(n)
    assert reached == {*CHAPTERS, PRACTICE}, "from the first chapter, every chapter is warmed on the way"


def test_links_are_read_from_the_text_only(tmp_path: Path) -> None:
    nb = {"cells": [
        {"cell_type": "markdown", "source": ["Next: [Chapter 2](02_b.ipynb), or [again](01_a.ipynb).\n",
                                             "Not this: [notes](README.md), [a site](https://x.org/03_c.ipynb)"]},
        {"cell_type": "code", "source": "print('[x](04_d.ipynb)')"},
        {"cell_type": "markdown", "source": "[Chapter 2 again](./02_b.ipynb) [last](05_e.ipynb)"},
    ]}
    assert chapter_links(nb) == ["02_b.ipynb", "01_a.ipynb", "05_e.ipynb"]
    for name in ("01_a", "02_b", "03_c"):
        (tmp_path / f"{name}.ipynb").write_text(json.dumps({"cells": []}))
    (tmp_path / "01_a.ipynb").write_text(json.dumps(nb))
    (tmp_path / "marker.ipynb").write_text(json.dumps(nb))
    # the next chapter by number first, then the links; a link to a missing chapter is dropped
    assert plan_links(tmp_path) == {"01_a.ipynb": ["02_b.ipynb"], "02_b.ipynb": ["03_c.ipynb"], "03_c.ipynb": []}
    # the practice page is warmed once a chapter links to it, the marker never
    (tmp_path / PRACTICE).write_text(json.dumps({"cells": []}))
    (tmp_path / "02_b.ipynb").write_text(json.dumps({"cells": [
        {"cell_type": "markdown", "source": "[practice](practice.ipynb) [marker](marker.ipynb)"}]}))
    assert plan_links(tmp_path)["02_b.ipynb"] == ["03_c.ipynb", PRACTICE] and plan_links(tmp_path)[PRACTICE] == []
    (tmp_path / "03_c.ipynb").write_text(json.dumps(nb))
    assert plan_links(tmp_path)["03_c.ipynb"] == ["02_b.ipynb", "01_a.ipynb"]


def test_the_plan_keeps_the_first_chapters_and_the_ones_just_ahead() -> None:
    plan = WarmPlan(plan_links(NOTEBOOKS))
    assert plan.wanted() == CHAPTERS[:ENTRY]
    for i in range(2, 6):
        plan.opened(CHAPTERS[i])
        wanted = plan.wanted()
        assert wanted[0] == CHAPTERS[i + 1], "the next chapter first"
        assert CHAPTERS[i] not in wanted, "not the page just opened"
        assert wanted[-ENTRY:] == CHAPTERS[:ENTRY] and len(wanted) <= CAPACITY
    seven = next(n for n in CHAPTERS if n.startswith("07"))
    plan.opened(seven)
    assert plan.wanted()[: CAPACITY - ENTRY] == plan_links(NOTEBOOKS)[seven][: CAPACITY - ENTRY]


def test_the_command_and_the_server_keep_the_same_number_of_kernels_by_default() -> None:
    from penchant.served_apps import WARM_KERNELS

    assert WARM_KERNELS == CAPACITY  # penchant_server.warming takes the engine's figure


def test_the_plan_never_holds_more_than_its_capacity() -> None:
    links = {f"{i:02d}.ipynb": [f"{j:02d}.ipynb" for j in range(i + 1, i + 6) if j < 12] for i in range(12)}
    for capacity in range(5):
        plan = WarmPlan(links, entry=2, capacity=capacity)
        for name in links:
            plan.opened(name)
            assert len(plan.wanted()) <= capacity
            assert len(set(plan.wanted())) == len(plan.wanted())
    plan = WarmPlan(links, entry=2, capacity=0)
    assert plan.wanted() == []


def test_a_kernel_has_run_its_chapter_once_it_has_run_the_last_code_cell() -> None:
    cell = {"cell_type": "code", "metadata": {}, "outputs": []}
    notebook = {"cells": [{**cell, "source": ["a = 1\n", "b = 2"]}, {"cell_type": "markdown", "source": "x"},
                          {**cell, "source": "page"}, {**cell, "source": "  \n"}]}
    assert last_code_cell(notebook) == "page"  # an empty cell is never run
    assert last_code_cell({"cells": [{**cell, "source": ["a = 1\n", "b = 2"]}]}) == "a = 1\nb = 2"
    assert last_code_cell({"cells": [{"cell_type": "markdown", "source": "x"}]}) is None
    for name in CHAPTERS:
        assert last_code_cell(json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))), name


def test_the_last_chapter_warms_the_practice_page_it_sends_the_reader_to() -> None:
    # A newcomer waited five times a warm chapter's wait for the practice page, the last page of the path.
    plan = WarmPlan(plan_links(NOTEBOOKS))
    plan.opened(CHAPTERS[-1])
    assert PRACTICE in plan.wanted()


@pytest.fixture
def dropped() -> Iterator[None]:
    """:data:`DROPPED` empty for the test, as it was after."""
    kept = list(DROPPED)
    DROPPED.clear()
    yield
    DROPPED.clear()
    DROPPED.extend(kept)


def _passes(text: str, level: int = logging.WARNING) -> bool:
    record = logging.LogRecord("Voila", level, __file__, 1, text, None, None)
    return DroppedKernelFilter().filter(record)


@pytest.mark.usefixtures("dropped")
def test_only_what_is_said_of_a_kernel_shut_down_on_purpose_is_dropped() -> None:
    gone, alive = str(uuid.uuid4()), str(uuid.uuid4())
    DROPPED.append(gone)
    assert not _passes(f"Kernel {gone} died, restarting")
    assert not _passes(f"Kernel {alive} and kernel {gone} died")
    assert _passes(f"Kernel {alive} died, restarting")
    assert _passes("a warning about no kernel")
    assert _passes(f"Kernel {gone} shut down", logging.INFO)  # below warnings: nothing is dropped
    assert _passes(f"Kernel {gone[:-1]} died")  # part of an id is not the id


@pytest.mark.usefixtures("dropped")
def test_the_kernels_dropped_are_remembered_up_to_a_bound() -> None:
    ids = [str(uuid.uuid4()) for _ in range(DROPPED_KEPT + 10)]
    DROPPED.extend(ids)
    assert len(DROPPED) == DROPPED_KEPT
    assert _passes(f"Kernel {ids[0]} died") and not _passes(f"Kernel {ids[-1]} died")
