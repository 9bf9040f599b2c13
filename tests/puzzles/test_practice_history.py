"""The practice page's history (issue #23) on both stores: the attempts listed and downloaded as CSV, built by
the engine."""

from __future__ import annotations

import base64
import csv
import io
import re
from datetime import UTC

from practice_page import BANK, MakeStore, miss, solve

from penchant.trainer.attempts import Attempt
from penchant.trainer.history import CSV_COLUMNS, history_csv, history_rows
from penchant.trainer.progress import Progress
from penchant_widgets.puzzles.practice import PracticeApp


def test_the_history_lists_the_attempts_and_downloads_them_as_csv(make_store: MakeStore) -> None:
    app = PracticeApp(store=make_store(), seed=6, bank=[p for p in BANK if p.answer_form == "choice"])
    assert "will be listed here" in app.history_html()
    a = miss(app)
    app.next_puzzle()
    b = solve(app)
    app.toggle_history()
    assert app.slot.layout.display == "none" and app.history.layout.display is None
    html = app.history.value
    la, lb = app.labels[a.id], app.labels[b.id]  # each row names its puzzle, also when titles are shared
    assert "Download all 2 as CSV" in html and la in html and lb in html and la != lb
    assert html.index(lb) < html.index(la)  # newest first
    href = re.search(r'href="data:text/csv;charset=utf-8;base64,([^"]+)"', html)
    assert href is not None
    text = base64.b64decode(href.group(1)).decode("utf-8")
    assert text == app.history_csv()
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[0] == list(CSV_COLUMNS)
    assert [r[1] for r in rows[1:]] == [a.id, b.id]
    assert [r[3] for r in rows[1:]] == ["missed", "solved on the first try"]
    assert int(rows[1][4]) < 1500 and int(rows[2][4]) > int(rows[1][4])
    assert int(rows[2][4]) == round(app.progress.learner.r)
    app.toggle_history()
    assert app.slot.layout.display is None and app.history.layout.display == "none"


def test_history_rows_and_csv_are_built_by_the_engine() -> None:
    attempts = [Attempt("barring-001", "missed", at=1_764_620_000.0),
                Attempt("barring-001", "solved_after_miss", at=1_764_620_060.0),
                Attempt("trump-001", "shown", at=1_764_620_120.0)]
    rows = history_rows(attempts, BANK)
    assert [r.rated for r in rows] == [True, False, True]
    assert rows[0].rating_after == rows[1].rating_after > rows[2].rating_after
    assert rows[2].rating_after == Progress.of(attempts, BANK).learner.r
    assert rows[0].date_words(UTC) == "1 Dec 2025 20:13"
    text = history_csv(rows, UTC)
    lines = text.splitlines()
    assert lines[0] == "date,puzzle,title,outcome,rating after"
    assert lines[1].startswith("2025-12-01T20:13:20+00:00,barring-001,")
    assert lines[2].endswith(",solved after a miss," + str(round(rows[1].rating_after)))
    assert lines[3].split(",")[3] == "solution seen"
    assert history_csv([], UTC) == "date,puzzle,title,outcome,rating after\r\n"
