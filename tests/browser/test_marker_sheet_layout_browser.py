"""The score marker's sheet (the per-deal breakdown) on a phone, a tablet and a desktop: nothing in a cell runs
over the next. A newcomer saw "after the 3rd trick entered", kept on one line, run into the brisquettes' "1×1"
at 390 px."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from penchant.marker import Ledger, TrickWon
from penchant.rules.kinds import Kind
from penchant_widgets.marker.dials import breakdown_html

CSS = Path(__file__).resolve().parents[2] / "penchant_widgets" / "marker" / "marker.css"

OVERRUN = """() => { const out = [];
  for (const cell of document.querySelectorAll('.pm-breakdown th, .pm-breakdown td')) {
    const box = cell.getBoundingClientRect();
    if (cell.scrollWidth > cell.clientWidth + 1) out.push(['scrolls', cell.innerText]);
    for (const el of cell.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width && (r.right > box.right + 0.5 || r.left < box.left - 0.5)) out.push([cell.innerText, el.innerText]);
    } }
  return out; }"""


def test_no_note_of_the_sheet_runs_over_the_next_column(browser: Any) -> None:
    ledger = Ledger.start(("Maximiliana", "Bartholomew"), "kandell")
    ledger = ledger.entered(ledger.choices.declaration(1, Kind.PAIR))  # quick scoring: tricks left out
    ledger = ledger.entered(TrickWon(0))
    ledger = ledger.entered(TrickWon(1))
    ledger = ledger.entered(ledger.choices.declaration(1, Kind.MARRIAGE))
    html = breakdown_html(ledger.sheet)
    assert "after the 3rd trick entered" in html
    ctx = browser.new_context(viewport={"width": 390, "height": 844})
    try:
        pg = ctx.new_page()
        pg.set_content(f"<html><head><meta name='viewport' content='width=device-width'><style>{CSS.read_text()}"
                       f"</style></head><body>{html}</body></html>")
        for w, h in ((390, 844), (1024, 768), (1280, 900)):
            pg.set_viewport_size({"width": w, "height": h})
            assert pg.evaluate(OVERRUN) == [], w
    finally:
        ctx.close()
