"""The puzzle board keeps progress and counts a retry (issue #14) and says what an answer did to the rating
(issue #23), without a browser."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from support import classes

from penchant.puzzles import analyse, get, load_bank, load_drills
from penchant.puzzles.sessions.endgame_session import EndgameSession
from penchant.rules.cards import Card
from penchant.trainer.stores import AttemptStore, SQLiteAttemptStore
from penchant_widgets.puzzles.board import PuzzleBoard


def _best(s: EndgameSession) -> Card:
    vals = s.values()
    top = max(v.brisques for v in vals.values())
    return Card.parse(next(k for k, v in vals.items() if v.brisques == top))


def _wrong(s: EndgameSession) -> Card:
    vals = s.values()
    top = max(v.brisques for v in vals.values())
    return Card.parse(next(k for k, v in vals.items() if v.brisques < top))


def test_an_endgame_missed_then_solved_on_retry_counts_and_the_dot_shows_it(tmp_path: Path) -> None:
    store = SQLiteAttemptStore(tmp_path / "p.sqlite3")
    board = PuzzleBoard(["endgame-001", "endgame-002"], store=store)
    eg = board.endgame
    eg.mine.click(_wrong(eg.session))
    assert board.status[0].state == "missed" and not board.status[0].solved
    eg.restart()
    while not eg.session.finished:
        eg.mine.click(_best(eg.session))
    st = board.status[0]
    assert st.solved and not st.first_try and st.state == "solved_after_miss"
    assert "1</span> of these 2 puzzles so far" in board.progress.value
    assert "pt-dot-solved_after_miss" in classes(board.dot_buttons[0])
    # by the cards, in every puzzle's words (chapter 6's newcomer read only "Right: A♥." under the board), once
    assert "Solved after a miss" in eg.message.value and "Solved after a miss" not in board.feedback.value
    # Reload: a new board on the same file shows the same progress.
    again = PuzzleBoard(["endgame-001", "endgame-002"], store=SQLiteAttemptStore(tmp_path / "p.sqlite3"))
    assert again.status[0].state == "solved_after_miss"
    assert "pt-dot-solved_after_miss" in classes(again.dot_buttons[0])


def test_a_first_try_solve_a_miss_and_a_shown_solution_are_kept_apart(tmp_path: Path) -> None:
    store = SQLiteAttemptStore(tmp_path / "p.sqlite3")
    ids = ["declaration-001", "declaration-002", "declaration-010"]
    board = PuzzleBoard(ids, store=store)
    board.choice_buttons[analyse(board.puzzle).best[0]].click()
    assert board.status[0].state == "solved_first"
    board.next()
    wrong = next(c for c in board.puzzle.choices if c != analyse(board.puzzle).best[0])
    board.choice_buttons[wrong].click()
    assert board.status[1].state == "missed"
    board.next()
    for _ in board.puzzle.hints:
        board.hint()
    board.solution_button.click()
    assert board.status[2].state == "shown" and not board.status[2].solved
    outcomes = [a.outcome for a in store.load()]
    assert outcomes == ["solved_first", "missed", "shown"]
    # The dots are buttons: clicking one opens that puzzle; Next unsolved skips solved ones.
    board.dot_buttons[0].click()
    assert board.index == 0
    board.next_unsolved()
    assert board.index == 1


def test_a_miss_hides_the_answer_and_lights_the_barring_cards_only_once_solved(tmp_path: Path) -> None:
    """A newcomer read off the cards outlined in red after a miss which sets were barred: a miss nudges toward
    the rule, and the cards that bar are lit once the answer is right."""
    p = get("barring-001")  # ticks: 8S 8D (barred by his Queens) ticked with the free triplet, then Check
    board = PuzzleBoard([p], store=SQLiteAttemptStore(tmp_path / "p.sqlite3"))

    def marked() -> list[str]:
        return [str(c) for c, b in board.pickers["opp_table"].buttons.items() if b.marked]

    for tick in ("8S 8D", "8S 8D 8C"):
        board.choice_buttons[tick].value = True
    board.check_button.click()
    assert board.status[0].state == "missed"
    assert not marked() and "outlined" not in board.feedback.value
    assert "What this puzzle is about:" not in board.feedback.value
    board.choice_buttons["8S 8D"].value = False  # the free triplet alone: right
    board.check_button.click()
    assert board.status[0].solved
    assert marked() and set(marked()) <= set(str(p.position["opp_table"]).split())
    assert "outlined in red" in board.feedback.value


def test_a_long_chapter_board_is_grouped_by_sort(tmp_path: Path) -> None:
    ids = [p.id for p in [*load_bank(), *load_drills()] if p.kind in ("barring", "declaration")
           and "deal" in (p.history or {})]
    assert len(ids) > 30  # the hand-made drills: a long board
    board = PuzzleBoard(ids, store=SQLiteAttemptStore(tmp_path / "p.sqlite3"))
    assert board.grouped and len(board.dots.rows) > 1
    tasks = [p.task for p in board.puzzles]
    assert tasks == sorted(tasks, key=lambda t: tasks.index(t))  # each sort together


def test_the_practice_app_serves_near_the_rating_and_moves_it(tmp_path: Path) -> None:
    from penchant_widgets.puzzles.practice import PracticeApp

    store = SQLiteAttemptStore(tmp_path / "p.sqlite3")
    app = PracticeApp(store=store, seed=3)
    p = app.current
    assert p is not None
    # a new player is served the easiest puzzle of the bank, not one near the starting 1500
    assert p.rating == min(q.rating for q in app.bank)
    assert app.board is not None
    wrong = next(k for k, (ok, _w) in analyse(p).verdicts.items() if not ok) if p.answer_form == "choice" else None
    if wrong is not None:
        app.board.answer(wrong)
        assert app.progress.learner.r < 1500
        assert app.progress.weakest_themes() and "themes you miss most" in app.dashboard.value
    app.kind.value = "endgame"
    assert app.current is not None and app.current.kind == "endgame"
    # Reload: a new app on the same file has the same rating.
    again = PracticeApp(store=SQLiteAttemptStore(tmp_path / "p.sqlite3"), seed=3)
    assert again.progress.learner == app.progress.learner


def test_streak_mode_serves_rising_ratings(tmp_path: Path) -> None:
    from penchant_widgets.puzzles.practice import PracticeApp

    app = PracticeApp(store=SQLiteAttemptStore(tmp_path / "p.sqlite3"), seed=5)
    app.kind.value = "decision"
    app.mode.value = "streak"
    seen = []
    solved_at: list[float] = []  # each puzzle's rating once solved (a solve lowers it): the next is rated above it
    for _ in range(3):
        p = app.current
        assert p is not None and app.board is not None
        seen.append(app.progress.rating_of(p.id).r)
        if p.answer_form == "choice":
            app.board.answer(analyse(p).best[0])
        elif p.answer_form == "card":
            app.board.answer(analyse(p).best[0])
        else:
            app.board.answer(analyse(p).best[0].split(" | "))
        solved_at.append(app.progress.rating_of(p.id).r)
        app.next_puzzle()
    assert app.streak.run == 3
    assert seen[1] > solved_at[0] and seen[2] > solved_at[1], (seen, solved_at)


# ------------------------------------------------------ issue #23: the rating at the verdict
def test_a_chapter_answer_counts_for_progress_not_the_rating(
        make_store: Callable[[], AttemptStore]) -> None:
    from penchant.trainer.attempts import Attempt
    from penchant.trainer.progress import Progress

    store = make_store()
    store.append(Attempt("barring-014", "solved_first", at=1.0, context="practice"))  # a try on the practice page
    before = Progress.of(store.load(), load_bank()).learner
    p = get("barring-001")
    board = PuzzleBoard([p], store=store)  # a chapter's board
    best = analyse(p).best[0]
    board.answer(next(c for c in p.choices if c != best))
    after = Progress.of(store.load(), load_bank()).learner
    assert after == before and "rating" not in board.feedback.value  # the practice page says what moves it
    assert board.status[0].state == "missed" and store.load()[-1].context == "chapter"
    board.answer(best)  # the retry is not rated either
    assert "pt-result-verdict" in board.feedback.value and "rating" not in board.feedback.value
    assert Progress.of(store.load(), load_bank()).learner == before


def test_chapter_0s_wrong_answers_say_nothing_of_the_rating(make_store: Callable[[], AttemptStore]) -> None:
    """Chapter 0: "A chapter's puzzle counts for your progress, not your rating." ended its first wrong answer, a
    rating the newcomer had not met; no wrong answer speaks of it now, nor the board opened again."""
    store = make_store()
    board = PuzzleBoard(["declaration-001"], store=store, themes=False)
    best = analyse(board.puzzle).best[0]
    for c in [c for c in board.puzzle.choices if c != best]:
        board.answer(c)
        assert "pt-refutation" in board.feedback.value and "rating" not in board.feedback.value
    again = PuzzleBoard(["declaration-001"], store=store, themes=False)
    again.answer(next(c for c in again.puzzle.choices if c != best))
    assert "rating" not in again.feedback.value


def test_a_shown_solution_says_what_it_did_to_the_rating(make_store: Callable[[], AttemptStore]) -> None:
    from penchant.trainer.attempts import Attempt

    p = get("barring-001")
    store = make_store()
    board = PuzzleBoard([p], store=store, context="practice")
    for _ in p.hints:
        board.hint()
    assert "counts as seen" in board.solution_button.description  # said before it shows the answer
    board.solution_button.click()
    assert "The answer:" in board.feedback.value and "provisional until 10" in board.feedback.value
    # Once ten puzzles are rated, the verdict gives the numbers.
    p2 = get("barring-014")
    for q in [q for q in load_bank() if q.id not in (p.id, p2.id)][:10]:
        store.append(Attempt(q.id, "solved_first", at=1.0, context="practice"))
    board = PuzzleBoard([p2], store=store, context="practice")
    for _ in p2.hints:
        board.hint()
    board.solution_button.click()
    assert re.search(r"Rating \d+ → \d+ \(−\d+\)", board.feedback.value)


def test_the_practice_verdict_and_the_rating_above_it_agree(make_store: Callable[[], AttemptStore]) -> None:
    from penchant.trainer.attempts import Attempt
    from penchant.trainer.ratings import rating_change_words
    from penchant_widgets.puzzles.practice import PracticeApp

    app = PracticeApp(store=make_store(), seed=0)
    assert app.board is not None and app.current is not None
    app.board.answer(analyse(app.current).best[0])
    assert "provisional until 10 puzzles are rated: 1 so far" in app.board.feedback.value
    assert "Your rating: not settled yet (1 of 10 puzzles)" in app.rating.value
    assert "Your rating settles after 10 puzzles" in app.why.value  # the same count, in a newcomer's words
    store = make_store()
    for q in app.bank[:10]:
        store.append(Attempt(q.id, "solved_first", at=1.0, context="practice"))
    app = PracticeApp(store=store, seed=0)
    assert app.board is not None and app.current is not None
    r0 = app.progress.learner
    app.board.answer(analyse(app.current).best[0])
    words = rating_change_words(r0, app.progress.learner)
    assert "(+" in words and words in app.board.feedback.value
    assert f"Your rating: {round(app.progress.learner.r)} ± " in app.rating.value


def test_a_solved_puzzle_offers_no_solution(make_store: Callable[[], AttemptStore]) -> None:
    """After the last hint the solution is offered; once the puzzle is solved the answer is on the board and
    no button offers it (a newcomer read "Show the solution (counts as seen)" under their right answer)."""
    p = get("barring-001")
    board = PuzzleBoard([p], store=make_store())
    for _ in p.hints:
        board.hint()
    assert board.solution_button.layout.display != "none"
    board.answer(analyse(p).best[0])
    assert board.status[0].solved and board.solution_button.layout.display == "none"
    board.show(0)  # drawn again (back to it from another puzzle): still not offered
    assert board.solution_button.layout.display == "none"


def test_the_practice_pages_missed_themes_are_of_practice_puzzles_only(make_store: Callable[[], AttemptStore]) -> None:
    """A chapter's miss moves neither the rating nor the practice page's "themes you miss most"."""
    from penchant.trainer.attempts import Attempt
    from penchant_widgets.puzzles.practice import PracticeApp

    store = make_store()
    drill = get("declaration-028")  # chapter 2's puzzle
    store.append(Attempt(drill.id, "missed", at=1.0, context="chapter"))
    app = PracticeApp(store=store, seed=3)
    assert app.progress.weakest_themes() == [] and "once you have tried a few puzzles" in app.dashboard.value
    practised = next(p for p in load_bank() if p.themes)  # a practice puzzle (barring questions are drills now)
    store.append(Attempt(practised.id, "missed", at=2.0, context="practice"))
    app = PracticeApp(store=store, seed=3)
    assert {t for t, _m, _n in app.progress.weakest_themes(99)} == set(practised.themes)


def test_no_hint_button_after_a_solve_and_no_solution_button_once_seen(tmp_path: Path) -> None:
    """"Hint 2 of 2" stayed after the puzzle was solved, and "Show the solution" stayed once it was shown."""
    board = PuzzleBoard(["declaration-001", "declaration-002"], store=SQLiteAttemptStore(tmp_path / "p.sqlite3"))
    board.hint()
    board.choice_buttons[analyse(board.puzzle).best[0]].click()
    assert board.hint_button.layout.display == "none"
    board.next()
    for _ in board.puzzle.hints:
        board.hint()
    assert board.solution_button.layout.display is None
    board.solution_button.click()
    assert board.solution_button.layout.display == "none" and board.hint_button.layout.display == "none"


def test_a_missed_puzzles_themes_stay_hidden_until_it_is_solved_or_shown(tmp_path: Path) -> None:
    """A newcomer saw "the themes you miss most" list the puzzle still in play at once after a miss: the idea
    was given away before the retry. Its themes wait until the solution is shown."""
    from penchant.puzzles.words.position import theme_words
    from penchant_widgets.puzzles.practice import PracticeApp

    app = PracticeApp(store=SQLiteAttemptStore(tmp_path / "p.sqlite3"), seed=3)
    p = next(q for q in app.bank if q.answer_form == "choice" and q.themes
             and any(not ok for ok, _w in analyse(q).verdicts.values()))
    app.show(p)
    assert app.board is not None
    app.board.answer(next(k for k, (ok, _w) in analyse(p).verdicts.items() if not ok))
    assert {t for t, _m, _n in app.progress.weakest_themes(99)} == set(p.themes)  # the miss is counted
    words = [theme_words(t) for t in p.themes]
    assert not any(w in app.dashboard.value for w in words)
    assert "once this puzzle is solved or its solution shown" in app.dashboard.value
    app.board.show_solution()
    assert "themes you miss most" in app.dashboard.value
    assert all(w in app.dashboard.value for w in words[:5])


def test_no_hint_warns_against_a_card_already_played(tmp_path: Path) -> None:
    """A newcomer played 10♦, was told it was not best, and hint 3 then said "10♦ looks right but is not best"."""
    from html import escape

    from penchant.puzzles.checkers.endgame import hints_after_tries
    from penchant.puzzles.checkers.endgame_hints import LOOKS_RIGHT
    from penchant.words.cards import card_words
    from penchant_widgets.cards import symbolize

    p = next(q for q in load_bank() if q.kind == "endgame" and analyse(q).tempting
             and any(LOOKS_RIGHT in h for h in q.hints))
    board = PuzzleBoard([p], store=SQLiteAttemptStore(tmp_path / "p.sqlite3"))
    assert board.endgame is not None
    tempting = analyse(p).tempting[0]
    board.endgame.mine.click(Card.parse(tempting))
    assert board.status[0].state == "missed"
    for _ in p.hints:
        board.hint()
    before = [h for h in p.hints if LOOKS_RIGHT in h]
    assert before and all(h.startswith((tempting, card_words(tempting))) for h in before)
    after = hints_after_tries(p, [tempting])
    assert len(after) == len(p.hints)  # a hint stands in its place
    assert not any(h.startswith((tempting, card_words(tempting))) for h in after)
    fresh = next(h for h in after if h not in p.hints)
    assert LOOKS_RIGHT in fresh or "count again" in fresh
    shown = board.hints.value
    assert ("count again" in shown) if "count again" in fresh else (LOOKS_RIGHT in shown)
    assert symbolize(escape(card_words(tempting))) not in shown.split(LOOKS_RIGHT)[0][-60:]


def test_a_long_boards_numbered_buttons_fold_under_one_that_says_how_many(tmp_path: Path) -> None:
    """On a phone (puzzles.css) a long board's buttons fold under one that opens them, and folds them again; a
    short board's too, so that every page moves between puzzles one way at a width."""
    ids = [p.id for p in load_bank() if p.kind == "endgame"][:22]
    board = PuzzleBoard(ids, store=SQLiteAttemptStore(tmp_path / "p.sqlite3"))
    fold = board.dots.fold
    assert "pt-dots-foldable" in classes(board.dots) and "pt-dots-open" not in classes(board.dots)
    assert fold.description.startswith("All 22 puzzles")
    fold.click()
    assert "pt-dots-open" in classes(board.dots) and fold.description.startswith("Fold the 22 puzzles")
    board.dot_buttons[3].click()  # a button goes to its puzzle, the list left open
    assert board.index == 3 and "pt-dots-open" in classes(board.dots)
    fold.click()
    assert "pt-dots-open" not in classes(board.dots)
    short = PuzzleBoard(ids[:3], store=SQLiteAttemptStore(tmp_path / "q.sqlite3"))
    assert "pt-dots-foldable" in classes(short.dots) and short.dots.fold.description.startswith("All 3 puzzles")
