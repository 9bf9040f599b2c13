"""The practice page's rush (issue #23), run by an injected clock on both stores: it ends by the clock or the
misses, keeps its score and best, counts no answer after the clock, and reads the trainer's rules."""

from __future__ import annotations

import re

import pytest
from practice_page import BANK, FakeClock, MakeStore, miss, solve

from penchant.english.numbers import number_words
from penchant.trainer.rush import (
    END_WORDS,
    MISSES_END_WORDS,
    RUSH_MISSES,
    RUSH_SECONDS,
    Rush,
    best_rush,
    clock_words,
    rush_pool,
    rush_target,
)
from penchant_widgets.puzzles.practice import PracticeApp


def test_a_rush_ends_by_the_clock_and_keeps_its_score_and_best(make_store: MakeStore) -> None:
    clock = FakeClock()
    app = PracticeApp(store=make_store(), seed=3, clock=clock)
    app.mode.value = "rush"
    assert app.current is None and "three minutes" in app.message.value
    app.start_rush()
    assert app.rush is not None and app.ticker.playing
    assert 'data-left="180.0"' in app.rush_clock.value and ">3:00<" in app.rush_clock.value
    first = app.current
    assert first is not None and first.kind != "endgame"
    solve(app)
    assert app.rush.score == 1 and app.current is not None and app.current != first  # on to the next at once
    clock.now += 61.5
    app.tick()
    assert ">1:59<" in app.rush_clock.value and 'data-score="1"' in app.rush_clock.value
    miss(app)
    assert app.rush.misses == 1 and "Missed (1 of 3)" in app.message.value
    clock.now += RUSH_SECONDS  # the clock runs out: the next tick ends the rush
    app.tick()
    assert app.rush.over and app.rush.ended == "time" and not app.ticker.playing
    assert "Time is up: 1 solved" in app.message.value and "your first rush" in app.message.value
    assert app.current is None and app.slot.children == ()
    (run,) = app.store.load_rushes()
    assert (run.score, run.misses, run.ended, run.seconds) == (1, 1, "time", RUSH_SECONDS)
    assert [lk.mode for lk in app.store.load_looks()] == ["near", "rush", "rush", "rush"]
    # A second rush, three misses end it; the best score is kept and said.
    app.start_rush()
    for _ in range(3):
        miss(app)
    assert app.rush.ended == "misses" and "Three misses: 0 solved" in app.message.value
    assert "your best is 1" in app.message.value
    runs = make_store().load_rushes()
    assert [r.score for r in runs] == [1, 0] and best_rush(runs) == runs[0]
    assert "best 1" in app.rush_clock.value
    app.toggle_history()
    rushes = app.history.value[app.history.value.index("pt-rushes"):]
    assert "Rushes: 2, best score 1." in app.history.value
    assert re.findall(r"<td class='num'>(\d+)</td><td class='num'>(\d+)</td><td>([^<]+)</td>", rushes)[:2] == [
        ("0", "3", "Three misses"), ("1", "1", "Time is up")]  # newest first


def test_an_answer_after_the_clock_does_not_count(make_store: MakeStore) -> None:
    clock = FakeClock()
    app = PracticeApp(store=make_store(), seed=4, clock=clock)
    app.start_rush()
    assert app.mode.value == "rush"
    clock.now += RUSH_SECONDS + 1  # no tick came (a slow page): the answer finds the time up
    solve(app)
    assert app.rush is not None and app.rush.ended == "time" and app.rush.score == 0
    assert make_store().load_rushes()[0].score == 0


def test_leaving_rush_mode_stops_the_rush_and_keeps_it(make_store: MakeStore) -> None:
    clock = FakeClock()
    app = PracticeApp(store=make_store(), seed=5, clock=clock)
    app.start_rush()
    solve(app)
    clock.now += 20
    app.mode.value = "near"
    (run,) = app.store.load_rushes()
    assert (run.ended, run.score, run.seconds) == ("stopped", 1, 20.0)
    assert app.current is not None and app.rush is None and not app.ticker.playing


def test_the_rush_counter_reads_the_trainers_rules(monkeypatch: pytest.MonkeyPatch, make_store: MakeStore) -> None:
    """The idle counter shows the trainer's time and misses, and the misses' words come from RUSH_MISSES."""
    import penchant_widgets.puzzles.rush_view as rush_view  # what draws the counter

    monkeypatch.setattr(rush_view, "RUSH_SECONDS", 120.0)
    monkeypatch.setattr(rush_view, "RUSH_MISSES", 4)
    clock = FakeClock()
    html = PracticeApp(store=make_store(), seed=5, clock=clock)._rush_html(None)
    assert 'data-left="120.0"' in html and ">2:00<" in html and html.count("○") == 4
    assert number_words(RUSH_MISSES) in MISSES_END_WORDS and f'title="{MISSES_END_WORDS}"' in html
    assert END_WORDS["misses"].lower() == f"{number_words(RUSH_MISSES)} misses"


def test_the_rush_rules_are_pure() -> None:
    r = Rush(100.0)
    assert r.left(100.0) == 180.0 and clock_words(r.left(100.2)) == "3:00" and clock_words(59.0) == "0:59"
    r = r.answered(True, 101.0).answered(False, 102.0)
    assert (r.score, r.misses, r.over) == (1, 1, False)
    assert r.ticked(279.9) == r and r.ticked(280.0).ended == "time"
    three = r.answered(False, 103.0).answered(False, 104.0)
    assert three.ended == "misses" and three.run(at=1.0).seconds == 4.0 and three.left(500.0) == 176.0
    with pytest.raises(ValueError, match="this rush is over"):
        three.answered(True, 105.0)
    with pytest.raises(ValueError, match="once it is over"):
        r.run()
    assert rush_target(1500, 0) < rush_target(1500, 5)
    # 50 before the fifth review, 31 before the sixth moved the barring questions and the readings to the drills
    assert all(p.kind != "endgame" for p in rush_pool(BANK)) and len(rush_pool(BANK)) >= 11  # under Kandell's
