"""The table "The ten kinds under each rule book" (chapters 3 and 10) at a phone's width and a desktop's: every
number of points says whose rule book it is, and the caption says what the reader sees at both. A newcomer on a phone
read "2 20 2" beside a pair with no column labels, under a caption saying the other books' points "show beside
them on a wider screen"."""

from __future__ import annotations

from typing import Any

from support import classes

from penchant.rules.kinds import Kind
from penchant.rules.profiles import FOSTER, KANDELL, MODERN
from penchant_widgets.lessons.combos import KindsTable
from penchant_widgets.styles import board_css

SEEN = """(kind) => { const row = document.querySelector(`tr[data-kind="${kind}"]`);
  const nums = [...row.querySelectorAll('td.num')].filter(td => td.getBoundingClientRect().width > 0);
  const head = [...document.querySelectorAll('.pt-kinds th.num')].filter(th => th.getBoundingClientRect().width > 0);
  const note = document.querySelector('.pt-kinds-note');
  return {nums: nums.map(td => td.innerText.trim()), heads: head.map(th => th.innerText.trim()),
          note: note && note.getBoundingClientRect().height > 0 ? note.innerText : ''}; }"""


def test_each_number_names_its_book_at_every_width(browser: Any) -> None:
    table = KindsTable(size=22)
    note = next(c.value for c in table.children if "pt-kinds-note" in classes(c))
    ctx = browser.new_context(viewport={"width": 390, "height": 844})
    try:
        pg = ctx.new_page()
        pg.set_content(f"<html><head><meta name='viewport' content='width=device-width'><style>{board_css()}"
                       "</style></head><body><div class='pt-board'>"
                       f"<div class='pt-kinds-note'>{note}</div>{table.table.value}</div></body></html>")
        pair = (KANDELL.value(Kind.MARRIAGE), FOSTER.value(Kind.MARRIAGE), MODERN.value(Kind.MARRIAGE))
        phone = pg.evaluate(SEEN, Kind.MARRIAGE.value)
        # Each number shown carries its book's name where no column heading is seen.
        assert phone["heads"] == []
        # Said in words, not as a code ("Kandell 2" read as cryptic to a newcomer).
        assert phone["nums"] == [f"Kandell's rules: {pair[0]} points", f"Foster's rules: {pair[1]} points",
                                 f"Kandell's modern scoring: {pair[2]} points"], phone
        pg.set_viewport_size({"width": 1280, "height": 900})
        wide = pg.evaluate(SEEN, Kind.MARRIAGE.value)
        assert wide["heads"] == ["Kandell's rules", "Foster's rules", "Kandell's modern scoring"]
        assert wide["nums"] == [str(n) for n in pair], wide
        for seen in (phone, wide):  # the caption, shown at both widths, says what both show
            assert seen["note"] and "wider screen" not in seen["note"] and "beside them" in seen["note"]
        pg.set_viewport_size({"width": 390, "height": 844})
    finally:
        ctx.close()
