"""The practice page picks the next puzzle (issue #23), on both stores (SQLite under ``penchant practice``, JSON
lines on the site): Next never repeats, a miss comes back, a pool run dry is said, and a new player's puzzles are the
easiest first, of the kind and theme chosen."""

from __future__ import annotations

import re

from practice_page import BANK, MakeStore, miss, solve

from penchant.puzzles import Puzzle
from penchant.trainer.stores import MemoryAttemptStore
from penchant_widgets.puzzles.practice import PracticeApp


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
    miss(opened)  # acting on it stores the look, before the attempt it led to
    looks, attempts = opened.store.load_looks(), opened.store.load()
    assert [look.puzzle_id for look in looks] == [opened.current.id] and looks[0].at <= attempts[-1].at


def test_a_missed_puzzle_comes_back_after_three_others_with_a_word(make_store: MakeStore) -> None:
    app = PracticeApp(store=make_store(), seed=1, bank=[p for p in BANK if p.answer_form == "choice"])
    missed = miss(app)
    assert "1 puzzle comes back later" in app.rating.value  # queued at the miss
    served = [app.next_puzzle() for _ in range(4)]
    assert [p.id for p in served if p is not None].index(missed.id) == 3
    assert "back for another look" in app.message.value
    assert "1 puzzle comes back later" in app.rating.value  # on the page again, still waiting for a solve
    solve(app)
    app.next_puzzle()
    assert "to review" not in app.rating.value


def test_when_the_filtered_pool_runs_dry_the_page_says_so(make_store: MakeStore) -> None:
    pool = [p for p in BANK if p.kind == "decision"][:3]
    app = PracticeApp(store=make_store(), seed=2, bank=pool)
    ids = {app.current.id if app.current else ""} | {p.id for p in (app.next_puzzle(), app.next_puzzle()) if p}
    assert ids == {p.id for p in pool}
    assert app.next_puzzle() is not None and "come round again" in app.message.value


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
        served.append(solve(app))
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
