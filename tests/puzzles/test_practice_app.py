"""Issue #23 on the practice page, without a browser, on both stores (SQLite under ``penchant practice``,
JSON lines on the site): Next never repeats, a miss comes back, a rush run by an injected clock, the
history and its CSV, and why a first visit does not show 1500."""

from __future__ import annotations

import base64
import csv
import io
import re
from collections.abc import Callable
from datetime import UTC

import pytest

from penchant.english.numbers import number_words
from penchant.puzzles import Puzzle, analyse, check, load_bank, load_drills
from penchant.puzzles.under_other_books import served_under
from penchant.trainer.attempts import Attempt
from penchant.trainer.history import CSV_COLUMNS, history_csv, history_rows
from penchant.trainer.progress import Progress
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
from penchant.trainer.stores import AttemptStore, MemoryAttemptStore
from penchant_widgets.puzzles.practice import PracticeApp
from penchant_widgets.puzzles.rating_words import rating_explained

BANK = [q for p in load_bank() if (q := served_under(p, "kandell")) is not None]  # the page's, under Kandell's
MakeStore = Callable[[], AttemptStore]


class FakeClock:
    def __init__(self) -> None:
        self.now = 5000.0

    def __call__(self) -> float:
        return self.now


def _solve(app: PracticeApp) -> Puzzle:
    assert app.board is not None and app.current is not None
    p = app.current
    best = analyse(p).best[0]
    app.board.answer(best.split(" | ") if p.answer_form == "cards" else best)
    return p


def _miss(app: PracticeApp) -> Puzzle:
    assert app.board is not None and app.current is not None
    p = app.current
    a = analyse(p)
    cands = [k for k, (ok, _w) in a.verdicts.items() if not ok] + [c for c in p.choices if c not in a.best]
    if p.answer_form == "number":
        cands.append(str(int(a.best[0]) + 1))
    app.board.answer(next(c for c in cands if not check(p, c).correct))
    return p


# --------------------------------------------------------------- next, reviews
def test_forty_presses_of_next_give_forty_distinct_puzzles_and_a_reload_goes_on(make_store: MakeStore) -> None:
    app = PracticeApp(store=make_store(), seed=0)
    seen = [app.current.id if app.current else ""]
    for _ in range(39):
        p = app.next_puzzle()
        assert p is not None
        seen.append(p.id)
    assert len(set(seen)) == 40
    # A look is stored once the learner acts on its puzzle: the 39 skipped ones; the 40th is on the page.
    assert [look.puzzle_id for look in app.store.load_looks()] == seen[:-1]
    again = PracticeApp(store=make_store(), seed=0)  # a reload: the seen ones still wait
    assert again.current is not None and again.current.id not in seen[:-1]


def test_a_page_nobody_opened_sees_nothing(make_store: MakeStore) -> None:
    """Voilà's pre-heated kernel runs the practice notebook before anyone opens the page: the puzzle it
    puts up is not seen (it counted as seen, and the learner was served the next one instead)."""
    store = make_store()
    preheated = PracticeApp(store=store, seed=0)
    assert preheated.current is not None and store.load_looks() == []
    opened = PracticeApp(store=make_store(), seed=0)
    assert opened.current is not None and opened.current.id == preheated.current.id
    _miss(opened)  # acting on it stores the look, before the attempt it led to
    looks, attempts = opened.store.load_looks(), opened.store.load()
    assert [look.puzzle_id for look in looks] == [opened.current.id] and looks[0].at <= attempts[-1].at


def test_a_missed_puzzle_comes_back_after_three_others_with_a_word(make_store: MakeStore) -> None:
    app = PracticeApp(store=make_store(), seed=1, bank=[p for p in BANK if p.answer_form == "choice"])
    missed = _miss(app)
    assert "1 puzzle to try again later" in app.rating.value  # queued at the miss
    served = [app.next_puzzle() for _ in range(4)]
    assert [p.id for p in served if p is not None].index(missed.id) == 3
    assert "back for another look" in app.message.value
    assert "1 puzzle to try again later" in app.rating.value  # on the page again, still waiting for a solve
    _solve(app)
    app.next_puzzle()
    assert "to review" not in app.rating.value


def test_when_the_filtered_pool_runs_dry_the_page_says_so(make_store: MakeStore) -> None:
    pool = [p for p in BANK if p.kind == "decision"][:3]
    app = PracticeApp(store=make_store(), seed=2, bank=pool)
    ids = {app.current.id if app.current else ""} | {p.id for p in (app.next_puzzle(), app.next_puzzle()) if p}
    assert ids == {p.id for p in pool}
    assert app.next_puzzle() is not None and "come round again" in app.message.value


# ------------------------------------------------------------------------ rush
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
    _solve(app)
    assert app.rush.score == 1 and app.current is not None and app.current != first  # on to the next at once
    clock.now += 61.5
    app.tick()
    assert ">1:59<" in app.rush_clock.value and 'data-score="1"' in app.rush_clock.value
    _miss(app)
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
        _miss(app)
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
    _solve(app)
    assert app.rush is not None and app.rush.ended == "time" and app.rush.score == 0
    assert make_store().load_rushes()[0].score == 0


def test_leaving_rush_mode_stops_the_rush_and_keeps_it(make_store: MakeStore) -> None:
    clock = FakeClock()
    app = PracticeApp(store=make_store(), seed=5, clock=clock)
    app.start_rush()
    _solve(app)
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


# --------------------------------------------------------------------- history
def test_the_history_lists_the_attempts_and_downloads_them_as_csv(make_store: MakeStore) -> None:
    app = PracticeApp(store=make_store(), seed=6, bank=[p for p in BANK if p.answer_form == "choice"])
    assert "will be listed here" in app.history_html()
    a = _miss(app)
    app.next_puzzle()
    b = _solve(app)
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
    assert lines[3].split(",")[3] == "solution shown"
    assert history_csv([], UTC) == "date,puzzle,title,outcome,rating after\r\n"


# -------------------------------------------------------- the rating explained
def test_the_chapters_puzzles_count_for_progress_not_the_rating(make_store: MakeStore) -> None:
    store = make_store()
    store.append(Attempt("barring-001", "missed", at=1.0, context="chapter"))  # a chapter's board
    store.append(Attempt("barring-014", "missed", at=2.0, context="chapter"))
    app = PracticeApp(store=store, seed=7)
    assert app.progress.learner.r == 1500 and app.progress.rated == 0
    assert app.progress.state("barring-001").status == "missed"  # progress
    assert "Your rating: not settled yet — it needs 10 puzzles answered in practice" in app.rating.value
    assert "Only practice counts" in app.why.value and "not shown as a number yet" in app.why.value


def test_the_rating_is_explained_and_provisional_until_ten_puzzles() -> None:
    prog = Progress.of([Attempt(p.id, "missed", at=1.0, context="practice") for p in BANK[:9]], BANK)
    assert prog.provisional and "9 so far" in rating_explained(prog)
    prog.add(Attempt(BANK[9].id, "solved_first", at=2.0, context="practice"))
    assert not prog.provisional and "provisional" not in rating_explained(prog)


def test_what_the_rating_is_reads_one_short_idea_at_a_time(make_store: MakeStore) -> None:
    """"What is the rating?" was one dense paragraph of jargon (provisional, streak, rush, filter, "a puzzle keeps the
    rating it had when…"): a newcomer needs short sentences, one idea each, in words he has met."""
    from penchant_widgets.puzzles.rating_words import rating_points

    jargon = re.compile(r"provisional|streak|rush|filter|mode|Glicko|deviation", re.IGNORECASE)
    for prog in (Progress.of([], BANK),
                 Progress.of([Attempt(p.id, "solved_first", at=1.0, context="practice") for p in BANK[:10]], BANK)):
        points = rating_points(prog, 3)
        for point in points:
            assert not jargon.search(point), point
            sentences = [t for t in re.split(r"(?<=[.:])\s+", point) if t]
            assert len(sentences) <= 2, point
            assert all(len(t.split()) <= 16 for t in sentences), point
    app = PracticeApp(store=make_store(), seed=0)
    more = app.why.value.partition("<details")[2]
    assert app.board is not None
    assert more.count("<li>") == len(rating_points(app.progress, app.easiest, app.board.rated_at_open)) >= 8, more


def test_the_memory_store_also_runs_the_page() -> None:
    app = PracticeApp(store=MemoryAttemptStore(), seed=0)
    assert app.current is not None and app.store.load_looks() == []  # on the page, not acted on yet
    first = app.current
    app.next_puzzle()
    assert [look.puzzle_id for look in app.store.load_looks()] == [first.id]


def test_the_history_shows_no_number_while_the_rating_is_provisional() -> None:
    # the page says a provisional rating "is not shown as a number yet": its history agrees
    attempts = [Attempt(p.id, "solved_first", at=float(i), context="practice") for i, p in enumerate(BANK[:11])]
    rows = history_rows(attempts, BANK)
    assert [r.provisional for r in rows] == [True] * 9 + [False] * 2
    store = MemoryAttemptStore()
    for a in attempts[:2]:
        store.append(a)
    assert ">provisional</td>" in PracticeApp(store=store, seed=0).history_html()


# --------------------------------------------------------------- a new player
def test_a_new_players_puzzles_are_the_easiest_first_of_the_filtered_kind_too(make_store: MakeStore) -> None:
    # A newcomer's first practice puzzle was a six-card end-game drawn near the easiest tenth, and the two-puzzle
    # "When to declare" filter served its five-dot puzzle to a beginner still provisional: while the rating is
    # provisional each pick is the easiest puzzle not yet seen of the filtered pool (of another template after
    # two of a kind in a row: the variety rule stands).
    from penchant.trainer.next_puzzle import FIRST_EASY, template_of, varied
    from penchant.trainer.progress import PROVISIONAL

    assert FIRST_EASY == PROVISIONAL
    app = PracticeApp(store=make_store(), seed=0)
    served: list[Puzzle] = []
    for _ in range(FIRST_EASY):
        assert app.current is not None and app.progress.provisional
        unseen = varied([p for p in BANK if p not in served], [template_of(p) for p in served[-2:]])
        assert app.progress.rating_of(app.current.id).r == min(app.progress.rating_of(p.id).r for p in unseen)
        served.append(_solve(app))
        app.next_puzzle()
    assert not app.progress.provisional
    kinds = {p.kind for p in BANK}
    for kind in sorted(kinds):
        fresh = PracticeApp(store=MemoryAttemptStore(), seed=1)  # a new learner for each kind
        first = fresh.current  # served before the filter was chosen: seen, so it waits
        assert first is not None and first.rating == min(p.rating for p in BANK)
        fresh.kind.value = kind
        assert fresh.current is not None and fresh.current.kind == kind
        assert fresh.current.rating == min(p.rating for p in BANK if p.kind == kind and p != first), kind
    assert "rated" in app.why.value and "the higher, the harder" in app.why.value


def test_the_theme_menu_lists_the_chosen_kinds_themes_that_several_puzzles_share(make_store: MakeStore) -> None:
    from penchant.trainer.next_puzzle import THEME_LEAST, shared_themes

    app = PracticeApp(store=make_store(), seed=0)
    every = {t for p in BANK for t in p.themes}
    shown = [v for _, v in app.theme.options][1:]
    assert len(shown) < len(every)
    assert all(sum(t in p.themes for p in BANK) >= THEME_LEAST for t in shown)
    app.kind.value = "decision"
    decided = [v for _, v in app.theme.options][1:]
    assert decided and all(any(t in p.themes for p in BANK if p.kind == "decision") for t in decided)
    app.theme.value = decided[0]
    assert app.current is not None and app.current.kind == "decision" and decided[0] in app.current.themes
    assert decided[0] not in shared_themes(BANK, "endgame")
    app.kind.value = "endgame"  # a theme the new kind lacks goes back to all themes
    assert app.theme.value == "all" and app.current is not None and app.current.kind == "endgame"


def test_a_kind_that_shares_the_chosen_theme_keeps_it_and_picks_once(make_store: MakeStore) -> None:
    """New options reset a dropdown to its first (ipywidgets 8): the kind changed while a theme the new kind shares
    was chosen kept the theme, and picked one puzzle. It was dropped to All themes, and a second puzzle picked over
    the first, whose look (a puzzle nobody saw) was kept in the learner's store."""
    from penchant.trainer.next_puzzle import shared_themes

    app = PracticeApp(store=make_store(), seed=0)
    kinds = [k for _, k in app.kind.options if k != "all"]
    kind, theme = next((k, t) for k in kinds for t in shared_themes(BANK, None) if t in shared_themes(BANK, k))
    app.theme.value = theme
    looks, picked = app.past.looks, []
    app.theme.observe(lambda c: picked.append(c["new"]), names="value")
    app.kind.value = kind
    assert app.theme.value == theme and picked == []
    assert app.current is not None and app.current.kind == kind and theme in app.current.themes
    assert app.past.looks == looks + 1  # the puzzle the learner left is kept as seen; nothing else


def test_a_puzzles_title_is_shown_without_the_banks_number(make_store: MakeStore) -> None:
    app = PracticeApp(store=make_store(), seed=0)
    assert app.board is not None and app.current is not None
    assert not re.search(r"\(\d+\)", app.board.header.value), app.board.header.value


# ------------------------------------------------- what the title says, and when
def test_a_puzzles_name_is_said_only_once_it_is_solved_or_shown(make_store: MakeStore) -> None:
    # "When to declare · Fixing trump" over "Q♥ J♣ (penchant) / Q♥ Q♣ (pair) / Nothing now" names the answer's idea
    from penchant.puzzles.words.position import plain_title
    from penchant_widgets.puzzles.practice import UNNAMED

    app = PracticeApp(store=make_store(), seed=0)
    app.kind.value = "timing"
    p = app.current
    assert p is not None and app.board is not None
    name = plain_title(p.title)
    assert name not in app.board.header.value and UNNAMED in app.board.header.value
    _miss(app)  # a miss gives nothing away
    assert name not in app.board.header.value and UNNAMED in app.board.header.value
    assert not any(t in app.board.feedback.value for t in ("What this puzzle is about",))
    _solve(app)
    assert name in app.board.header.value and UNNAMED not in app.board.header.value
    app.next_puzzle()
    q = app.current
    assert q is not None and app.board is not None and UNNAMED in app.board.header.value
    app.board.hint_button.click()
    while app.board.solution_button.layout.display == "none" and app.board.hint_button.layout.display != "none":
        app.board.hint_button.click()
    app.board.show_solution()
    assert plain_title(q.title) in app.board.header.value


def test_a_puzzles_rating_stays_as_it_was_served_until_the_learner_moves_on(make_store: MakeStore) -> None:
    # "rated 1619 ●●●○○" became "rated 1671 ●●●●○" right after one miss
    from penchant.puzzles.levels import level_of

    app = PracticeApp(store=make_store(), seed=0)
    p = app.current
    assert p is not None and app.board is not None
    served = round(app.progress.rating_of(p.id).r)
    stars = "●" * level_of(served) + "○" * (5 - level_of(served))
    assert f"rated {served}" in app.board.header.value and stars in app.board.header.value
    _miss(app)
    assert round(app.progress.rating_of(p.id).r) != served  # the miss moved it in the numbers...
    assert f"rated {served}" in app.board.header.value and stars in app.board.header.value  # ...not on the board
    assert f"rated {round(app.progress.rating_of(p.id).r)}" not in app.board.header.value
    assert "until you move on" in app.why.value  # and the page says why the number can change next time


def test_a_puzzles_difficulty_is_said_in_words_and_its_number_one_click_away(make_store: MakeStore) -> None:
    """A newcomer met "End-games · rated 1528" with no context: the title says the difficulty in the words the page
    teaches (the level of its dots; once the learner's rating is settled, against it), the number is in "What is
    the rating?", as it was served."""
    from penchant.puzzles.levels import level_of
    from penchant_widgets.puzzles.rating_words import puzzle_level_words

    app = PracticeApp(store=make_store(), seed=0)
    p = app.current
    assert p is not None and app.board is not None
    served = round(app.progress.rating_of(p.id).r)
    head = app.board.header.value.partition('class="pt-board-title">')[2]
    title = re.sub(r"<[^>]+>", " ", head.partition("</div>")[0])
    assert not re.search(r"\d{3}", title), title
    assert f"level {level_of(served)} of 5" in title, title
    more = app.why.value.partition("<details")[2]
    assert f"This puzzle is rated {served}" in more, more
    _miss(app)
    assert f"This puzzle is rated {served}" in app.why.value.partition("<details")[2]  # as served, until the next
    settled = Progress.of([Attempt(q.id, "solved_first", at=1.0, context="practice") for q in BANK[:10]], BANK)
    me = round(settled.learner.r)
    assert not settled.provisional
    assert puzzle_level_words(me + 40, settled) == puzzle_level_words(me - 40, settled) == "about your level"
    assert puzzle_level_words(me + 250, settled) == "harder than your rating"
    assert puzzle_level_words(me - 250, settled) == "easier than your rating"
    assert puzzle_level_words(1528, Progress.of([], BANK)) == f"level {level_of(1528)} of 5"


def test_the_rating_is_one_line_above_the_puzzle_and_explained_one_click_away(make_store: MakeStore) -> None:
    app = PracticeApp(store=make_store(), seed=0)
    line, _, more = app.why.value.partition("<details")
    assert re.sub(r"<[^>]+>", "", line).strip().count(".") == 1  # one sentence before the toggle
    assert "<summary>What is the rating?</summary>" in more and "the higher, the harder" in more


def test_the_easiest_first_says_how_easy_the_easiest_here_is(make_store: MakeStore) -> None:
    """A newcomer read "you get the easiest ones first" above a puzzle of three dots: the practice bank starts there
    (the one- and two-dot puzzles are the chapters' drills), and the line says so, with the dots the first puzzle
    wears; a settled rating no longer speaks of it."""
    from html import unescape

    from penchant.puzzles.levels import level_of

    app = PracticeApp(store=make_store(), seed=0)
    p = app.current
    assert p is not None and app.board is not None and app.progress.provisional
    easiest = min(q.rating for q in app.bank)
    assert p.rating == easiest  # easiest first
    dots = "●" * level_of(easiest) + "○" * (5 - level_of(easiest))
    line = unescape(app.why.value)
    assert dots in app.board.header.value
    assert (f"from the least hard up, now at {dots}, level {level_of(easiest)} of 5 (the lower levels are in the "
            "chapters)" in line) == (level_of(easiest) > 1)
    assert (f"The puzzles here start at {dots}. The easier ones" in line) == (level_of(easiest) > 1)


def test_a_new_player_gets_the_easiest_first_in_a_rush_and_a_streak_too_and_the_line_says_from_where(
        make_store: MakeStore) -> None:
    """A newcomer read "the easiest ones first, from ●●●○○", then a rush opened on a four-dot puzzle (drawn near its
    target) and a "When to declare" streak on a five-dot one: every mode serves the easiest left, a streak rising
    from it, and the line's dots are those of the easiest served now."""
    from html import unescape

    from penchant.puzzles.levels import level_of

    def dots(r: float) -> str:
        return "●" * level_of(r) + "○" * (5 - level_of(r))

    clock = FakeClock()
    app = PracticeApp(store=make_store(), seed=3, clock=clock)
    app.mode.value = "rush"
    app.start_rush()
    assert app.current is not None and app.progress.provisional
    pool = rush_pool(BANK)
    assert app.current.rating == min(p.rating for p in pool), app.current.rating
    first = app.current
    _solve(app)
    assert app.current is not None and app.current.rating == min(p.rating for p in pool if p != first)
    streak = PracticeApp(store=make_store(), seed=4)
    streak.kind.value = "timing"  # the two-puzzle "When to declare": the easier served, seen
    seen = streak.current
    assert seen is not None and seen.rating == min(p.rating for p in BANK if p.kind == "timing")
    streak.mode.value = "streak"
    p = streak.current
    assert p is not None and p != seen and streak.progress.provisional
    # the one left is the harder: the line says so, not "from ●●●○○"
    assert f"least hard up, now at {dots(streak.progress.rating_of(p.id).r)}, level" in unescape(streak.why.value)
    fresh = PracticeApp(store=make_store(), seed=5)
    fresh.kind.value = "decision"
    fresh.mode.value = "streak"
    q = fresh.current  # a streak opens on the easiest not yet seen, not on a draw above its floor
    assert q is not None
    unseen = [x for x in BANK if x.kind == "decision" and fresh.past.seen.get(x.id, 0) == 0 and x != q]
    assert unseen and q.rating <= min(x.rating for x in unseen)


def test_streak_rush_and_the_run_of_first_tries_are_said_where_they_first_show(make_store: MakeStore) -> None:
    """A newcomer met "Streak", "Rush" and "first-try run 0, best 0" with nothing saying what they were: the modes
    are said in a line under their buttons, one short idea each, the detail one click away; the run's badge says
    itself in words."""
    from support import classes

    from penchant_widgets.puzzles.mode_words import mode_points

    app = PracticeApp(store=make_store(), seed=0)
    kids = list(app.children)
    controls = next(k for k in kids if "pt-practice-controls" in classes(k))
    said = app.modes.value
    assert kids.index(app.modes) == kids.index(controls) + 1, "just under the buttons"
    line = re.sub(r"<details.*?</details>", "", said, flags=re.S)
    for mode in ("Near my rating", "Streak", "Rush"):
        assert f"<b>{mode}</b>:" in line, mode
    assert f"{round(RUSH_SECONDS / 60)} minutes" in line and "first miss" in line
    assert "<details" in said and all(p in said for p in mode_points())
    more = " ".join(mode_points()).lower()
    assert "in a row" in more and f"{number_words(RUSH_MISSES)} misses" in more
    assert "first-try run" not in app.rating.value
    assert "solved in a row at the first try: 0" in app.rating.value
    _solve(app)
    assert "solved in a row at the first try: 1" in app.rating.value
    app.mode.value = "streak"
    assert "this streak: 0 in a row" in app.rating.value


def test_the_practice_words_stay_true_after_a_stopped_rush_and_a_retry(make_store: MakeStore) -> None:
    """A newcomer's practice page: after Stop the rush's clock stayed up ("2:13" left, as if it ran on); a puzzle
    missed then solved on the retry was listed under "1 missed puzzle to review" beside its solve; and the level
    line read "easiest puzzles first: ●●●○○, level 3 of 5", the easiest at level 3 of 5 (a contradiction)."""
    from html import unescape

    clock = FakeClock()
    app = PracticeApp(store=make_store(), seed=3, clock=clock)
    line = unescape(app.why.value).split("<details")[0]
    assert "easiest" not in line and "from the least hard up, now at" in line, line
    app.mode.value = "rush"
    app.start_rush()
    clock.now += 47
    app.tick()
    assert "pt-rush-clock" in app.rush_clock.value
    app.stop_rush()
    assert app.rush is not None and app.rush.over
    assert "pt-rush-clock" not in app.rush_clock.value and "Solved" in app.rush_clock.value, app.rush_clock.value
    retry = PracticeApp(store=make_store(), seed=1, bank=[p for p in BANK if p.answer_form == "choice"])
    _miss(retry)
    _solve(retry)
    assert retry.progress.state(retry.current.id).solved  # type: ignore[union-attr]
    assert "missed" not in retry.rating.value.split("pt-practice-reviews", 1)[-1].split("</span>")[0]


def test_a_puzzle_solved_on_a_chapter_page_counts_on_the_practice_page(make_store: MakeStore) -> None:
    """A newcomer solved chapter 10's five review puzzles and practice said "1 of 65 solved": four of them are the
    chapters' puzzles, which practice does not serve, and only its own were counted. The one store is read alike:
    practice counts the chapters' puzzles solved too, so the five show."""
    from penchant_widgets.puzzles.board import PuzzleBoard

    review = ["barring-026", "declaration-027", "trump-019", "endgame-038", "scoring-011"]
    store = make_store()
    board = PuzzleBoard(review, store=store)
    for i, pid in enumerate(review):
        board.show(i)
        best = analyse(board.puzzle).best
        result = board.answer(best[0] if board.puzzle.answer_form != "choices" else list(best))
        assert result is not None and result.correct, pid
    text = re.sub(r"<[^>]+>", " ", PracticeApp(store=store, seed=0).rating.value)
    ours = [p for p in review if p in {b.id for b in BANK}]
    # said as where they were solved: none on this page yet ("2 of 65 practice puzzles solved" read as practice done)
    assert f"{len(ours)} of this page's {len(BANK)} puzzles solved, here or in the chapters" in text, text
    assert f"{len(review) - len(ours)} of the chapters' other {len(load_drills())} puzzles solved" in text, text
    # two counts of two things, each named in a newcomer's words (not "practice puzzles solved", "chapter-only")
    assert "chapter-only" not in text and "practice puzzles solved" not in text, text
