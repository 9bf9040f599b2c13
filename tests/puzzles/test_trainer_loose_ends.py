"""The trainer's loose ends (issue #32 item 6, issue #31 item 4, issue #30 item 3): the engine decides and a board
draws; one answer is one append and one short read; every verdict says what it did to the rating; no template
more than twice in a row; history rows name their puzzle; a rush ends with a review; no "puzzle 1 of 1"; Next
while the history is open shows the puzzle; suit symbols in a multi-card answer."""

from __future__ import annotations

import random
import re
from collections import Counter
from html import escape

import pytest

from penchant.cli.main import main
from penchant.puzzles import analyse, check, get, load_bank, load_drills
from penchant.puzzles.words.position import plain_title
from penchant.trainer.attempts import Attempt, Look
from penchant.trainer.history import puzzle_labels
from penchant.trainer.next_puzzle import History, pick_next, template_of
from penchant.trainer.progress import Progress
from penchant.trainer.rush import Rush
from penchant.trainer.stores import MemoryAttemptStore
from penchant.trainer.trainer import Trainer
from penchant_widgets.puzzles.board import PuzzleBoard
from penchant_widgets.puzzles.practice import PracticeApp

BANK = load_bank()
STORED = [*BANK, *load_drills()]  # the barring questions are drills since the sixth review


class CountingStore(MemoryAttemptStore):
    """A memory store that counts how it is read and written."""

    def __init__(self) -> None:
        super().__init__()
        self.calls: dict[str, int] = {}

    def _count(self, name: str) -> None:
        self.calls[name] = self.calls.get(name, 0) + 1

    def append(self, attempt: Attempt) -> None:
        self._count("append")
        super().append(attempt)

    def load(self) -> list[Attempt]:
        self._count("load")
        return super().load()

    def load_from(self, start: int) -> list[Attempt]:
        self._count("load_from")
        return super().load_from(start)

    def load_looks(self) -> list[Look]:
        self._count("load_looks")
        return super().load_looks()


def test_one_answer_is_one_append_and_one_short_read() -> None:
    store = CountingStore()
    app = PracticeApp(store=store, seed=1)
    assert app.board is not None and app.current is not None
    store.calls.clear()
    app.board.answer(analyse(app.current).best[0])
    assert store.calls.get("append") == 1 and "load" not in store.calls and "load_looks" not in store.calls
    assert store.calls.get("load_from", 0) <= 2  # the trainer folds in what another board may have added


def test_the_trainer_decides_the_outcome_and_says_what_it_did_to_the_rating() -> None:
    p = get("barring-001")
    t = Trainer(MemoryAttemptStore(), context="practice")
    best = analyse(p).best[0]
    wrong = next(c for c in p.choices if c != best)
    miss = t.answer(p, wrong)
    assert miss.outcome == "missed" and miss.rating.moved and "provisional until 10" in miss.rating.words()
    retry = t.answer(p, best)
    assert retry.outcome == "solved_after_miss" and not retry.rating.moved
    assert retry.rating.words() == "Not rated: you had answered this puzzle before, and only a first answer " \
                                   "moves your rating."
    q = get("barring-014")
    assert t.shown(q, "solution") is not None and t.shown(q, "solution") is None  # counted once
    assert t.answer(q, analyse(q).best[0]).outcome == "shown"  # right after the answer was shown
    chapter = Trainer(MemoryAttemptStore(), context="chapter")
    got = chapter.answer(p, wrong)
    assert not got.rating.moved and got.rating.unrated == "chapter" and got.rating.words() == ""
    assert chapter.progress.learner.r == 1500 and chapter.progress.state(p.id).status == "missed"
    again = chapter.answer(p, analyse(p).best[0])  # a second answer in a chapter: still nothing of the rating
    assert again.outcome == "solved_after_miss" and again.rating.words() == ""


def test_the_chapters_say_once_that_their_puzzles_do_not_move_the_rating() -> None:
    """Said once, where the rating is: chapter 0's fold and the practice page (:mod:`tests.notebooks.test_tutoring`).
    A chapter's verdict says nothing of the rating, at its first answer or after (the first wrong answer of
    chapter 0 said "not your rating" to a newcomer who had not met one), while a practice answer still does."""
    from penchant.trainer.trainer import verdict_rating_line

    p, q = BANK[0], BANK[1]
    store = MemoryAttemptStore()
    practice = Trainer(store)
    assert "rating" in verdict_rating_line(practice.answer(q, analyse(q).best[0]))
    chapter = Trainer(store, context="chapter")
    wrong = next((c for c in p.choices if c not in analyse(p).best), "0")
    for got in (chapter.answer(p, wrong), chapter.answer(p, analyse(p).best[0]), chapter.answer(q, analyse(q).best[0])):
        assert verdict_rating_line(got) == "" and not got.rating.moved


def test_a_settled_rating_gives_the_numbers() -> None:
    store = MemoryAttemptStore()
    for q in BANK[:10]:
        store.append(Attempt(q.id, "solved_first", at=1.0, context="practice"))
    t = Trainer(store, context="practice")
    assert not t.progress.provisional and "±" in t.rating_words()
    assert t.rating_words().split(" ± ")[0] == str(round(t.progress.learner.r))
    got = t.answer(BANK[10], next(c for c in (BANK[10].choices or ("0",))))
    words = got.rating.words()
    assert words.startswith("Rating ") and "→" in words


def test_no_template_is_served_more_than_twice_in_a_row() -> None:
    pool = [p for p in BANK if p.kind == "endgame"]
    progress = Progress.of([], BANK)
    history = History.of([], [])
    same = Counter(template_of(p) for p in pool).most_common(1)[0][0]  # a template with twins
    twins = [p for p in pool if template_of(p) == same]
    assert len(twins) >= 3
    for seed in range(20):
        pick = pick_next(twins + [p for p in pool if template_of(p) != same][:3], history, progress,
                         random.Random(seed), last=[same, same])
        assert pick is not None and template_of(pick.puzzle) != same
    # ... unless nothing else is left
    pick = pick_next(twins, history, progress, random.Random(0), last=[same, same])
    assert pick is not None and template_of(pick.puzzle) == same


def test_the_practice_page_never_serves_a_template_three_times_running() -> None:
    app = PracticeApp(store=MemoryAttemptStore(), seed=4)
    app.kind.value = "endgame"
    served = []
    for _ in range(15):
        assert app.current is not None
        served.append(template_of(app.current))
        app.next_puzzle()
    assert all(not (a == b == c) for a, b, c in zip(served, served[1:], served[2:], strict=False)), served


def test_history_rows_name_puzzles_as_a_learner_finds_them_each_apart() -> None:
    # "The declaration that counts · 2 of 5" matched no chapter's "puzzle 2 of 18": no bank number, no "n of m";
    # puzzles of one title are told apart by their positions (tests/puzzles/test_history_tells_puzzles_apart.py)
    labels = puzzle_labels(BANK)
    titles = Counter(plain_title(p.title) for p in BANK)
    shared = titles.most_common(1)[0][0]
    twins = [p for p in BANK if plain_title(p.title) == shared]
    assert len(twins) >= 2 and len({labels[p.id] for p in twins}) == len(twins)
    assert not any(re.search(r"\(\d+\)$|\d+ of \d+", name) for name in puzzle_labels([*BANK, *load_drills()]).values())
    app = PracticeApp(store=MemoryAttemptStore(), bank=BANK)
    app.trainer.shown(twins[0])
    app.trainer.shown(twins[1])
    app.toggle_history()
    assert all(app.history.value.count(f"<td>{escape(labels[p.id])}</td>") == 1 for p in twins[:2])
    assert "share a name" not in app.history.value  # nothing left to explain


def test_a_one_puzzle_board_says_no_puzzle_1_of_1() -> None:
    board = PuzzleBoard(["barring-001"], store=MemoryAttemptStore())
    assert "of 1" not in board.header.value
    two = PuzzleBoard(["barring-001", "barring-014"], store=MemoryAttemptStore())
    assert "puzzle 1 of 2" in two.header.value


def test_next_while_the_history_is_open_shows_the_new_puzzle() -> None:
    app = PracticeApp(store=MemoryAttemptStore(), seed=2)
    app.toggle_history()
    assert app.screen == "history" and app.slot.layout.display == "none"
    before = app.current
    app.next_button.click()
    assert app.current is not None and app.current != before
    assert app.screen == "puzzle" and app.slot.layout.display is None and app.history.layout.display == "none"


def test_a_rush_ends_with_a_review_of_each_puzzle_and_why() -> None:
    now = [0.0]
    app = PracticeApp(store=MemoryAttemptStore(), seed=3, clock=lambda: now[0])
    app.mode.value = "rush"
    app.start_rush()
    right = app.current
    assert right is not None and app.board is not None
    app.board.answer(analyse(right).best[0])
    assert "Rating" in app.message.value or "provisional" in app.message.value  # the verdict says it
    wrong = app.current
    assert wrong is not None and app.board is not None
    a = analyse(wrong)
    parts = {c for b in a.best for c in b.split(" | ")}  # a choice inside a multi-card answer is half right
    app.board.answer(next(c for c in wrong.choices if c not in parts) if wrong.choices else "0")
    app.stop_rush()
    review = app.message.value
    labels = app.labels  # the names the history gives them, told apart among the bank's and the drills'
    assert "Your rush, puzzle by puzzle" in review
    assert escape(labels[right.id]) in review and escape(labels[wrong.id]) in review
    assert "✔ solved" in review and "✘ missed" in review
    assert "is not right" in review or "Not quite" in review  # a choice, or ticks with one left out
    rush = Rush(0.0).answered(True, 1.0, "x", "why").answered(False, 2.0, "y", "because")
    assert [(e.puzzle_id, e.solved, e.why) for e in rush.entries] == [("x", True, "why"), ("y", False, "because")]


def test_show_answer_takes_suit_symbols_in_a_multi_card_choice(capsys: pytest.CaptureFixture[str]) -> None:
    p = next(q for q in STORED if q.task == "legal_all")
    right = analyse(p).best[0].split(" | ")
    symbols = " | ".join(" ".join(reversed(get_cards(c))) for c in right)  # symbols, in another order
    assert main(["puzzles", "show", p.id, "--answer", symbols]) == 0
    assert "RIGHT: exactly those." in capsys.readouterr().out


def get_cards(choice: str) -> list[str]:
    from penchant.rules.cards import CardSet

    return [c.unicode for c in CardSet(choice)]


def test_every_choice_can_be_named_by_its_number() -> None:
    # The CLI numbers the choices and says "answer one, by its words or its number": every kind takes it.
    from penchant.puzzles import check

    for p in BANK:
        if p.answer_form == "choice" and p.choices:
            assert check(p, str(len(p.choices))).answer == p.choices[-1], p.id


def test_none_of_them_right_is_said_so() -> None:
    """A newcomer answered 'none of them' rightly and was told 'Right: exactly those.'."""
    from penchant.puzzles.checkers.barring_table import NONE_CHOICE

    p = next(q for q in STORED if q.kind == "barring" and q.answer_form == "choices"
             and analyse(q).best[0] == NONE_CHOICE)
    assert check(p, NONE_CHOICE).message == "Right: none of them."


def test_the_history_names_every_puzzle_in_words_and_rates_only_practice() -> None:
    """A newcomer's history showed a raw id (``mistake-ede39089199c``) and a rating after chapter attempts,
    though only practice moves the rating."""
    from penchant.trainer.attempts import Attempt
    from penchant.trainer.history import history_rows

    rows = history_rows([Attempt("mistake-ede39089199c", "missed", at=1.0, context="practice"),
                         Attempt("declaration-001", "solved_first", at=2.0, context="chapter")])
    assert "ede39089199c" not in rows[0].title and "mistake" in rows[0].title
    assert [r.practice for r in rows] == [True, False]


@pytest.mark.parametrize("unknown", ["nope", ""])
def test_a_trainer_refuses_a_puzzle_id_that_is_not_in_the_bank(unknown: str) -> None:
    """A look at a puzzle nobody can be served is not kept, and it has no rating to say."""
    from penchant.errors import UnknownPuzzleError

    store = MemoryAttemptStore()
    t = Trainer(store, context="practice")
    with pytest.raises(UnknownPuzzleError, match=re.escape(repr(unknown))):
        t.serve(unknown)
    t.keep_look()
    assert not store.load_looks()
    with pytest.raises(UnknownPuzzleError, match=re.escape(repr(unknown))):
        t.puzzle_rating(unknown)
    known = load_bank()[0].id
    assert t.puzzle_rating(known) == round(t.progress.rating_of(known).r)


def test_a_rating_not_settled_says_so_and_how_far_it_is_from_a_number() -> None:
    store = MemoryAttemptStore()
    t = Trainer(store, context="practice")
    assert t.rating_words() == "not settled yet (0 of 10 puzzles)"
    for n, q in enumerate(BANK[:3]):
        store.append(Attempt(q.id, "missed", at=float(n + 1), context="practice"))
    store.append(Attempt(BANK[3].id, "solved_first", at=9.0, context="chapter"))  # a chapter's: not rated
    t.refresh()
    words = t.rating_words()
    assert words == "not settled yet (3 of 10 puzzles)"
    assert "provisional" not in words and "rated)" not in words


def test_a_settled_rating_is_said_as_the_rating_says_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    """The header's settled rating is ``str(Rating)`` (ratings.py), not a copy of its format beside it."""
    from penchant.trainer.ratings import Rating

    store = MemoryAttemptStore()
    for q in BANK[:10]:
        store.append(Attempt(q.id, "solved_first", at=1.0, context="practice"))
    t = Trainer(store, context="practice")
    monkeypatch.setattr(Rating, "__str__", lambda self: f"about {round(self.r)}")
    assert t.rating_words() == f"about {round(t.progress.learner.r)}"
