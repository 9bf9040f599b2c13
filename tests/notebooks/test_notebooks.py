"""The tutorial chapters as files: executed in order with outputs stored, each but 08 (:data:`NO_PUZZLES`) ending
with puzzles (from the bank; chapter 9's are its checks of what the reader took in,
:mod:`penchant.puzzles.checkers.understanding`), linked one to the next, deterministic.

Running them is nbval's job (``pytest --nbval notebooks/0[0-7]_*.ipynb notebooks/1?_*.ipynb``); these
checks catch a chapter committed unexecuted, executed out of order, with an
error in its outputs, with widget state stored, or naming puzzles the bank
does not hold.
"""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path
from typing import Any

import pytest

from penchant.puzzles import get

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
CHAPTERS = [
    "00_how_to_use_this_tutorial",
    "01_the_pack_and_the_deal",
    "02_the_first_ten_tricks",
    "03_combinations",
    "04_trump_and_penchants",
    "05_barring",
    "06_the_last_six_tricks",
    "07_scoring_a_deal_and_a_game",
    "08_play_a_game",
    "09_the_numbers",
    "10_at_the_table",
]
NO_PUZZLES: dict[str, str] = {
    "08_play_a_game": "the chapter is a whole game against the computer, with a coach: the hand is its exercise",
}
"""The chapters that end with something other than puzzles, each with its reason."""
PUZZLE_CHAPTERS = [c for c in CHAPTERS if c not in NO_PUZZLES]


def load(name: str) -> dict[str, Any]:
    return json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))


def code_cells(nb: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for c in nb["cells"] if c["cell_type"] == "code"]


def source(cell: dict[str, Any]) -> str:
    s = cell["source"]
    return s if isinstance(s, str) else "".join(s)


def plain(output: dict[str, Any]) -> str:
    data = output.get("data", {}).get("text/plain", "")
    return data if isinstance(data, str) else "".join(data)


def test_the_chapters_are_all_there() -> None:
    found = sorted(p.stem for p in NOTEBOOKS.glob("[01][0-9]_*.ipynb"))
    assert found == CHAPTERS


@pytest.mark.parametrize("name", CHAPTERS)
def test_chapter_was_executed_top_to_bottom_without_errors(name: str) -> None:
    nb = load(name)
    cells = code_cells(nb)
    counts = [c["execution_count"] for c in cells]
    assert counts == list(range(1, len(cells) + 1)), f"{name}: execute it top to bottom in a fresh kernel"
    for c in cells:
        assert c["outputs"], f"{name}: a code cell has no stored output:\n{source(c)}"
        for o in c["outputs"]:
            assert o["output_type"] != "error", f"{name}: stored error {o.get('ename')}: {o.get('evalue')}"
            assert o.get("name") != "stderr", f"{name}: stderr in stored outputs: {o.get('text')}"


@pytest.mark.parametrize("name", CHAPTERS)
def test_chapter_stores_no_widget_state_and_opens_with_the_page_style(name: str) -> None:
    nb = load(name)
    assert "widgets" not in nb["metadata"], f"{name}: execute with --ExecutePreprocessor.store_widget_state=False"
    first = code_cells(nb)[0]
    assert "page_style()" in source(first)
    assert plain(first["outputs"][0]) == "StyleSheet('page-style')"


@pytest.mark.parametrize("name", PUZZLE_CHAPTERS)
def test_chapter_ends_with_puzzles_from_the_bank(name: str) -> None:
    nb = load(name)
    boards = [plain(o) for c in code_cells(nb) for o in c["outputs"] if plain(o).startswith("PuzzleBoard(")]
    assert boards, f"{name}: no puzzle board"
    last_code = code_cells(nb)[-1]
    assert any(plain(o).startswith("PuzzleBoard(") for o in last_code["outputs"]), f"{name}: puzzles come last"
    # Whole ids only (hand-made "endgame-001", mined "mined-endgame-line-7015-33"), not one the repr cut short.
    ids = re.findall(r"(?<![\w-])[a-z]+(?:-[a-z]+)*(?:-\d+)+(?=[,)]|$)", boards[-1])
    assert ids, boards[-1]
    for pid in ids:
        assert get(pid).id == pid


@pytest.mark.parametrize("name", CHAPTERS)
def test_chapter_randomness_is_seeded(name: str) -> None:
    nb = load(name)
    text = "\n".join(source(c) for c in code_cells(nb))
    for call in re.findall(r"(?:new_deal|DealStepper|CutDemo)\(([^)]*)\)", text):
        # the seed first, or after the rules (new_deal(profile, 87)), named or not
        assert re.match(r"\s*(?:\w+, )?(?:(?:seed|rng)=)?\d+", call), f"{name}: unseeded call ({call})"
    assert "random." not in text


def test_each_chapter_links_to_the_next() -> None:
    for here, there in itertools.pairwise(CHAPTERS):
        nb = load(here)
        md = "\n".join(source(c) for c in nb["cells"] if c["cell_type"] == "markdown")
        assert f"({there}.ipynb)" in md, f"{here} does not link to {there}"


ALL_CHAPTERS = sorted(p.stem for p in NOTEBOOKS.glob("[01][0-9]_*.ipynb"))


def test_all_eleven_chapters_are_checked_for_printed_output() -> None:
    assert len(ALL_CHAPTERS) == 11 and ALL_CHAPTERS[0].startswith("00") and ALL_CHAPTERS[-1].startswith("10")


def test_each_chapter_ends_with_a_next_chapter_link() -> None:
    """Chapter 7 ended with only "Contents · Previous chapter": its "Next" was lost in its closing prose. Every
    chapter but the last closes with a link named for the next chapter, as the others do."""
    for here, there in itertools.pairwise(ALL_CHAPTERS):
        last = source([c for c in load(here)["cells"] if c["cell_type"] == "markdown"][-1])
        number = int(there[:2])
        pattern = rf"(Next:|On to) \*\*\[Chapter {number}: [^\]]+\]\({re.escape(there)}\.ipynb\)\*\*"
        assert re.search(pattern, last), f"{here} does not end with a link to chapter {number}"


@pytest.mark.parametrize("name", ALL_CHAPTERS)
def test_no_printed_code_output_in_a_chapter(name: str) -> None:
    """Chapters show widgets, HTML tables and figures only: no stream, no plain-text-only result."""
    for cell in code_cells(load(name)):
        for out in cell.get("outputs", []):
            kind = out["output_type"]
            assert kind != "stream", f"{name}: a cell prints: {''.join(cell['source'])[:80]!r}"
            if kind in ("execute_result", "display_data"):
                assert set(out.get("data", {})) - {"text/plain"}, (
                    f"{name}: a cell shows plain text only: {''.join(cell['source'])[:80]!r}")


def test_the_docs_say_which_chapters_end_with_puzzles() -> None:
    """A manual that says the chapters end with puzzles names the ones that do not (it said 'each chapter')."""
    root = NOTEBOOKS.parent
    for doc in [root / "README.md", *sorted((root / "docs").glob("*.md"))]:
        text = " ".join(doc.read_text(encoding="utf-8").split())
        for sentence in re.split(r"(?<=[.;:])\s", text):
            if re.search(r"ends? with puzzles", sentence, re.IGNORECASE):
                for name in NO_PUZZLES:
                    assert name[:2] in sentence, f"{doc.name}: {sentence!r} does not say chapter {name[:2]} does not"


def test_each_chapters_contents_link_opens_the_chapter_list() -> None:
    """A newcomer found "Contents" opened the top of chapter 0, not its list of chapters: the link names the
    list's heading, and chapter 0 has that heading."""
    first = load(ALL_CHAPTERS[0])
    headings = {re.sub(r"\s+", "-", line[3:].strip()) for c in first["cells"] if c["cell_type"] == "markdown"
                for line in source(c).splitlines() if line.startswith("## ")}
    for name in ALL_CHAPTERS[1:]:
        md = "\n".join(source(c) for c in load(name)["cells"] if c["cell_type"] == "markdown")
        links = re.findall(r"\[Contents\]\(([^)]*)\)", md)
        assert links, f"{name} has no Contents link"
        for link in links:
            page, _, anchor = link.partition("#")
            assert page == f"{ALL_CHAPTERS[0]}.ipynb" and anchor in headings and "chapters" in anchor, (name, link)


def test_every_page_names_itself_in_its_tab_by_its_own_title() -> None:
    """A newcomer's browser tabs read "00_how_to_use_this_tutorial", "practice", "marker": each notebook has a
    ``title`` in its metadata (the lab template Voilà extends makes it the page's ``<title>``): a chapter its own
    heading, an app "Penchant — …". The lab template is checked to read it."""
    import nbformat
    from nbconvert import HTMLExporter

    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        nb = json.loads(path.read_text(encoding="utf-8"))
        title = nb["metadata"].get("title", "")
        assert title and "_" not in title, path.name
        heading = next((c for c in nb["cells"] if c["cell_type"] == "markdown"), None)
        if re.match(r"\d\d_", path.name) and heading is not None:
            assert "".join(heading["source"]).splitlines()[0] == f"# {title}", path.name
        elif not re.match(r"\d\d_", path.name) and path.stem != "the_computer_players":
            assert title.startswith("Penchant — "), path.name
    page = nbformat.from_dict({"cells": [], "metadata": {"title": "9 · The numbers"}, "nbformat": 4,
                               "nbformat_minor": 5})
    html, _ = HTMLExporter(template_name="lab").from_notebook_node(page)
    assert "<title>9 · The numbers</title>" in html


def test_an_installed_apps_generated_page_has_the_checkouts_title(monkeypatch: pytest.MonkeyPatch,
                                                                   tmp_path: Path) -> None:
    """An installed package has no ``notebooks/``: the page it generates for an app is titled as the checkout's."""
    from penchant_server import launch

    monkeypatch.setattr(launch, "__file__", str(tmp_path / "a" / "launch.py"))
    for name in ("marker", "practice"):
        generated = json.loads(launch.app_notebook(name, tmp_path).read_text(encoding="utf-8"))
        checkout = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
        assert generated["metadata"]["title"] == checkout["metadata"]["title"]
