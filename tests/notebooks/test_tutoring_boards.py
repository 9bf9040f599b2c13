"""A tutor, not only a text (issue #31 and after): the chapters' puzzle boards as a newcomer met them.

A board of twenty with no word on how many to try, nor in order; "A chapter's puzzle counts…" under every answer;
chapter 0's taste of the game; a puzzle shown by two chapters; a verdict that speaks of the rating or of an earlier
visit; cards lit before a puzzle is solved; a forced end-game that did not count at once. Each board is built by the
chapter's own cell in this process (:mod:`chapter_cells`): no browser, no kernel. The chapters' words are
``test_tutoring.py``'s.
"""

from __future__ import annotations

import html as html_module
import re
from pathlib import Path
from typing import Any

import pytest
from chapter_cells import cell_board, cells_of, chapter_board, sources_of
from learner_text import NOTEBOOKS, html_text, markdown_text

from penchant.puzzles import check, get
from penchant.rules.combinations import FRESH_CARD_WORDS
from penchant.trainer.ordering import question_rank
from penchant_widgets.puzzles.position import rules_label, usual_rules

LONG_BOARDS = ["03_combinations", "04_trump_and_penchants", "05_barring", "06_the_last_six_tricks",
               "07_scoring_a_deal_and_a_game"]


@pytest.mark.parametrize("name", LONG_BOARDS)
def test_a_long_board_says_how_many_to_try_and_runs_easy_to_hard(name: str, monkeypatch: pytest.MonkeyPatch,
                                                                   tmp_path: Path) -> None:
    board = chapter_board(name, monkeypatch, tmp_path)
    n = len(board.puzzles)
    assert board.try_first is not None and 0 < board.try_first <= 6 < n, (name, board.try_first, n)
    said = html_text(board.guide.value)
    assert f"Try the first {board.try_first} of these {n} puzzles" in said and "easiest first" in said
    # said after the puzzle's cards, as the board's other bookkeeping: over them it filled a phone's first screen
    kids = list(board.children)
    assert kids.index(board.question) < kids.index(board.position) < kids.index(board.guide), "after the cards"
    # a board that puts its chapter's rules first (chapter 7: its first puzzle, marked easiest, was the modern
    # rules') runs easy to hard within its chapter's rules, then within each other's (rules_first)
    chapter = board.chapter_rules
    label = usual_rules(board.puzzles, chapter) if chapter else ""

    def rank(p: Any) -> tuple[int, int]:
        # and, within the rules, the most direct question first (chapter 5: "may you declare?" before what keeps a
        # bar, basic_first_ids); a board of one question is one group
        return (0 if not chapter or rules_label(p) == label else 1 if p.rules == chapter else 2, question_rank(p))

    ranks = [rank(p) for p in board.puzzles]
    assert ranks == sorted(ranks), f"{name}: the chapter's rules come first: {ranks}"
    for r in set(ranks):
        group = [p for p in board.puzzles if rank(p) == r]
        ratings = [p.rating for p in group]
        assert ratings == sorted(ratings), f"{name}: not easy to hard: {[(p.id, p.rating) for p in group]}"


def test_a_chapters_titles_carry_no_number_beside_the_boards_count(monkeypatch: pytest.MonkeyPatch,
                                                                      tmp_path: Path) -> None:
    """A title's number ("Which may you declare? (2)") could not be placed beside the board's "puzzle 7 of 9"."""
    board = chapter_board("05_barring", monkeypatch, tmp_path)
    for i in range(len(board.puzzles)):
        board.show(i)
        assert not re.search(r"\(\d+\)", html_module.unescape(board.header.value)), board.header.value


def test_the_chapters_say_once_that_their_puzzles_do_not_move_the_rating(monkeypatch: pytest.MonkeyPatch,
                                                                       tmp_path: Path) -> None:
    board = chapter_board("04_trump_and_penchants", monkeypatch, tmp_path)
    for i in range(3):
        board.show(i)
        board.answer(board.puzzle.choices[0])
        assert "rating" not in html_module.unescape(board.feedback.value), "a chapter's verdict is the rule's"
    # Chapter 0 says it once, folded, beside what the answers count for: its one idea is how the boards work (a
    # newcomer read ratings and rule books before any rule, and then met "not your rating" at a first wrong answer)
    prose = " ".join(markdown_text(c) for c in sources_of("00_how_to_use_this_tutorial", "markdown"))
    folded = " ".join(" ".join(c.split()) for c in sources_of("00_how_to_use_this_tutorial", "markdown"))
    assert "Nothing you do in the chapters changes it" in folded
    assert "rating" not in prose, "the rating is for the practice page: said in a fold, not in the page's idea"


def _puzzle_words(p: Any) -> str:
    """Everything a puzzle can say: its question, choices, hints, each wrong answer's verdict and the solution."""
    from penchant.puzzles import analyse
    from penchant.puzzles.words.questions import shown_question

    said = [shown_question(p.kind, p.task, p.answer_form, p.question), *p.choices, *p.hints,
            analyse(p).explanation]
    tries = list(p.choices) or [str(c) for c in p.cards("hand", "")]
    for t in tries:
        r = check(p, t)
        said += [r.message, r.refutation or "", r.explanation]
    return " ".join(said)


TASTER_WORDS = {"suit": "suit", "trick": "trick", "declar": "declare", "table": "table", "brisque": "brisque",
                "brisquette": "brisquette", "book bonus": "book bonus", "follow suit": "follow suit",
                "lead": "lead", "best defence": "best defence", "penchant": "penchant", "pair": "pair"}


def test_chapter_0_teaches_the_boards_and_tastes_the_game_with_one_puzzle(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # One idea (how the boards work), then a taste: a newcomer met fifteen game words and two puzzles on this page
    # before chapter 1, then a list of eight (a trick, declaring, a pair, the table, the stock, a fresh card, a
    # penchant, the rule books: issue #31). The taste teaches none: it says how to use the board, whose two hints hold
    # what its question needs.
    cells = cells_of("00_how_to_use_this_tutorial")
    boards = [i for i, (kind, src) in enumerate(cells) if kind == "code" and "PuzzleBoard(" in src]
    assert len(boards) == 1, "one taste of the game, not a second idea"
    board = cell_board(cells[boards[0]][1], monkeypatch, tmp_path)
    assert len(board.puzzles) == 1
    p = board.puzzles[0]
    taste = cells[boards[0] - 1][1]
    assert taste.startswith("## ")
    taught = " ".join(src for k, src in cells[:boards[0]] if k == "markdown")
    assert [b.lower() for b in re.findall(r"\*\*(.+?)\*\*", taste)] == ["hint"], "the taste teaches the board"
    # the board names its zones "your hand" and "your table": the list says which is which, and no other game word
    listed = " ".join(line for line in taste.splitlines() if line.startswith(("* ", "  "))).lower()
    for stem in TASTER_WORDS:
        if stem != "table":
            assert not re.search(rf"\b{stem}", listed), f"the taste's list says {stem!r}: a game word"
    # What the answer turns on, the fresh-card rule (chapter 3's), is the board's to give, in its two hints.
    assert {"fresh-card rule", "table cards serve again"} & set(p.themes)
    assert len(p.hints) == 2 and "the two hints hold everything the question needs" in " ".join(taste.split())
    assert FRESH_CARD_WORDS in p.hints[-1].lower(), p.hints  # the rule in the rules' own words
    for unused in ("brisque", "follow suit", "best defence", "trump", "book bonus"):
        assert unused not in taught.lower(), f"{unused!r}: a word chapter 0's taste does not need"
    # The rating is explained before the first answer can name it.
    assert taught.index("**rating**") < len(taught)
    prose = " ".join(sources_of("00_how_to_use_this_tutorial", "markdown"))
    assert "one small puzzle" in prose


def test_chapter_0s_taste_says_what_its_board_shows_before_it_shows_it(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # A newcomer read "six in each hand", then met a hand of one card beside four on the table, before any page
    # said declared cards stay his; and an answer about the trick's loser and a penchant, a rule no page had taught.
    # The taste says, before its board, that declared cards stay a player's (his cards lie in his hand and on his
    # table), in words a first-time reader follows: no count of cards before and after a trick, which the reader
    # meets before knowing what a trick is; and it teaches the loser's rule before an answer names it.
    cells = cells_of("00_how_to_use_this_tutorial")
    at = next(i for i, (kind, src) in enumerate(cells) if kind == "code" and "PuzzleBoard(" in src)
    board = cell_board(cells[at][1], monkeypatch, tmp_path)
    p = board.puzzles[0]
    taste = " ".join(cells[at - 1][1].split())
    assert len(p.cards("hand")) + len(p.cards("table")) == 5, "the count the taste explains"
    assert "still yours to play" in taste and "partly in your hand and partly on your table" in taste, taste
    assert "five just after" not in taste and "six before each trick" not in taste, taste
    assert len(p.cards("hand")) >= len(p.cards("table")), "a hand that looks like a hand, not one card beside four"
    if any("loser" in c for c in p.choices):
        assert re.search(r"the loser may declare only a \*\*penchant\*\*, a Queen and a Jack of different suits",
                         taste), taste


def _chapter_puzzles(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> dict[str, list[str]]:
    """Every chapter's puzzle ids, from the boards its own cells build."""
    shown: dict[str, list[str]] = {}
    for path in sorted(NOTEBOOKS.glob("[0-9][0-9]_*.ipynb")):
        for kind, src in cells_of(path.stem):
            if kind == "code" and "PuzzleBoard(" in src:
                board = cell_board("from penchant_widgets.puzzles.board import PuzzleBoard\n"
                                  "from penchant_widgets.puzzles.choosing import easy_first_ids\n" + src,
                                  monkeypatch, tmp_path)
                shown.setdefault(path.stem, []).extend(p.id for p in board.puzzles)
    return shown


def test_no_two_chapters_show_the_same_puzzle(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # Chapter 0's second taste came back as chapter 6's first puzzle, "Solved after a miss" carried over; chapter
    # 10's review repeated chapter 4's third puzzle. A review reviews an idea with a new position.
    shown = _chapter_puzzles(monkeypatch, tmp_path)
    seen: dict[str, str] = {}
    for chapter, ids in shown.items():
        assert len(ids) == len(set(ids)), f"{chapter} shows a puzzle twice"
        for pid in ids:
            assert pid not in seen, f"{pid} is in {seen.get(pid)} and {chapter}"
            seen[pid] = chapter
    assert "10_at_the_table" in shown and len(shown["10_at_the_table"]) >= 4


def test_no_chapters_verdict_speaks_of_the_rating(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The rating is the practice page's: a chapter's verdict, the first included, says why, not what the rating did
    (chapter 0's first wrong answer said "A chapter's puzzle counts for your progress, not your rating" to a
    newcomer who had met no rating)."""
    for name in ("00_how_to_use_this_tutorial", "01_the_pack_and_the_deal", "04_trump_and_penchants"):
        board = chapter_board(name, monkeypatch, tmp_path)  # one attempts file: the learner's
        board.answer(board.puzzle.choices[0] if board.puzzle.choices else "3")
        html = html_module.unescape(board.feedback.value)
        assert "pt-refutation" in html or "pt-result-verdict" in html, html
        assert "rating" not in html, html


def test_a_barring_miss_lights_no_card_and_the_solve_says_once_where_the_cards_that_bar_are(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # The cards that bar, lit after a miss, told which sets were barred: they are lit, and said once, when solved.
    board = chapter_board("10_at_the_table", monkeypatch, tmp_path, titled="Review")
    board.show(next(i for i, p in enumerate(board.puzzles) if p.kind == "barring"))
    board.answer([next(c for c in board.puzzle.choices if c not in board.puzzle.answer)])
    said = html_text(board.feedback.value)
    assert "cards that bar" not in said, said
    board.answer(list(board.puzzle.answer))
    said = html_text(board.feedback.value)
    assert said.count("cards that bar") == 1, said


def test_a_one_puzzle_board_has_one_row_of_buttons_and_a_retry_says_nothing_of_the_rating(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from penchant.trainer.stores import MemoryAttemptStore
    from penchant_widgets.puzzles.board import PuzzleBoard

    board = PuzzleBoard(["barring-026"], store=MemoryAttemptStore(), context="practice")
    assert all(b.layout.display == "none" for b in (board.prev_button, board.next_button, board.unsolved_button))
    assert board.hint_button.layout.display != "none"
    board.answer([next(c for c in board.puzzle.choices if c not in board.puzzle.answer)])
    board.answer(list(board.puzzle.answer))
    said = html_text(board.feedback.value)
    assert "Solved after a miss" in said and "Not rated" not in said, said


def _forced_after_first() -> Any:
    """A best end-game whose cards after the right first one have no choice."""
    from penchant.puzzles.bank import load_bank
    from penchant.puzzles.sessions.endgame_session import EndgameSession

    for p in load_bank():
        if p.kind != "endgame" or p.task != "best":
            continue
        s = EndgameSession(p)
        s.play(next(v.card for v in s.card_values() if v.right))
        forced = not s.finished
        while forced and not s.finished:
            forced = len(s.legal()) == 1
            s.play(s.legal()[0])
        if forced:
            return p
    raise AssertionError("no such end-game in the bank")


def test_a_right_end_game_card_whose_rest_is_forced_counts_at_once(monkeypatch: pytest.MonkeyPatch,
                                                                    tmp_path: Path) -> None:
    from penchant_widgets.puzzles.board import PuzzleBoard

    monkeypatch.setenv("PENCHANT_PRACTICE_DB", str(tmp_path / "practice.sqlite3"))
    p = _forced_after_first()
    board = PuzzleBoard([p.id])
    assert board.endgame is not None
    board.endgame.play(next(v.card for v in board.endgame.session.card_values() if v.right))
    assert board.trainer.state(p.id).status == "solved_first", "counted at the one click"
    assert "played for you" in board.endgame.message.value and board.endgame.session.finished


def test_a_verdict_says_what_happened_on_this_try_not_on_an_earlier_visit() -> None:
    # A newcomer missed a puzzle on chapter 0, met it again in chapter 6, got it at once and read "Solved after
    # a miss": the miss was on another visit, and the verdict says so.
    from penchant.trainer.stores import MemoryAttemptStore
    from penchant_widgets.puzzles.board import PuzzleBoard

    store = MemoryAttemptStore()
    p = get("declaration-001")
    wrong = next(c for c in p.choices if c not in p.answer)
    earlier = PuzzleBoard([p.id], store=store)
    earlier.answer(wrong)
    earlier.answer(p.answer[0])
    assert "✔ Solved after a miss." in html_module.unescape(earlier.feedback.value)
    again = PuzzleBoard([p.id], store=store)
    again.answer(p.answer[0])
    said = html_text(again.feedback.value)
    assert "Right this time" in said and "missed it on an earlier visit" in said, said
    assert "✔ Solved after a miss." not in said


def test_no_card_of_chapter_5s_puzzles_is_lit_before_the_puzzle_is_solved(monkeypatch: pytest.MonkeyPatch,
                                                                           tmp_path: Path) -> None:
    # A newcomer saw the cards that bar outlined in red before answering: half the puzzle done for him.
    board = chapter_board("05_barring", monkeypatch, tmp_path)
    for i, p in enumerate(board.puzzles):
        board.show(i)
        lit = [str(c) for pk in board.pickers.values() for c, b in pk.buttons.items() if b.marked]
        assert not lit, (p.id, lit)
        if p.answer_form == "choices":
            board.answer([next(c for c in p.choices if c not in p.answer[0].split(" | "))])
            lit = [str(c) for pk in board.pickers.values() for c, b in pk.buttons.items() if b.marked]
            assert not lit, (p.id, "after a miss", lit)


def test_the_last_review_opens_with_the_bar_as_kandell_reads_it(monkeypatch: pytest.MonkeyPatch,
                                                                  tmp_path: Path) -> None:
    """Chapter 10's "what do you remember" opened with a Foster-rules puzzle barring by value, the reading chapter 5
    sets aside as a variant: a newcomer's last check began with the side rule. It opens with the bar by size."""
    from penchant.rules.profiles import KANDELL

    board = chapter_board("10_at_the_table", monkeypatch, tmp_path, titled="Review")
    first = board.puzzles[0]
    assert first.kind == "barring" and first.profile.barring == KANDELL.barring, first.id


def test_chapter_5s_board_asks_may_you_declare_first(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Chapter 5's puzzle 1 asked which table cards must stay to keep a bar, the less direct question, and the
    basic "may you declare?" came second: the board runs the most direct question first (``basic_first``)."""
    board = chapter_board("05_barring", monkeypatch, tmp_path)
    assert board.puzzles[0].task == "legal_all", board.puzzles[0].id
    ranks = [question_rank(p) for p in board.puzzles]
    assert ranks == sorted(ranks), [(p.id, p.task) for p in board.puzzles]
