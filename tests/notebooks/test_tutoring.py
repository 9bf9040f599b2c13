"""A tutor, not only a text (issue #31): what a fresh newcomer met in the chapters and graded the tutoring down for.

Each test would have failed on the chapters the newcomer read: a puzzle board of twenty with no word on how many
to try, nor in order; a list of tricks numbered 1, 2, 3 above feedback about tricks 2 and 4; a question asking
"which card" above an answer of two; a chapter 3 puzzle whose cards must be clicked on the table too, unsaid; a
Foster puzzle answered with Kandell's number and told only "too low"; "2 deals out of 20,000" above a chart of
2,000; a lone "1" as a scoring table's first cell; the log of a deal under its newest line; a coach whose first
hint was a verdict; "A chapter's puzzle counts…" under every answer; the game's history in the first paragraph.
All fast: the boards are built in this process, no browser, no kernel.
"""

from __future__ import annotations

import ast
import html as html_module
import json
import re
from pathlib import Path
from typing import Any

import pytest
from learner_text import NOTEBOOKS, html_text, markdown_text
from penchant_widgets.puzzles.position import rules_label, usual_rules

from penchant.puzzles import check, get

LONG_BOARDS = ["03_combinations", "04_trump_and_penchants", "05_barring", "06_the_last_six_tricks",
               "07_scoring_a_deal_and_a_game"]


def _cells(name: str, kind: str) -> list[str]:
    nb = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == kind]


def _board(name: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Any:
    """The chapter's (first) puzzle board, built by the chapter's own cell (its last expression) in this process."""
    return _board_of(next(c for c in _cells(name, "code") if "PuzzleBoard(" in c), monkeypatch, tmp_path)


def _all_cells(name: str) -> list[tuple[str, str]]:
    """A chapter's cells in order, each as (kind, source)."""
    nb = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
    return [(c["cell_type"], "".join(c["source"])) for c in nb["cells"]]


def _board_of(code: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Any:
    """The puzzle board a cell's last expression builds; a cell that does not import it gets the import."""
    monkeypatch.setenv("PENCHANT_PRACTICE_DB", str(tmp_path / "practice.sqlite3"))
    if "import PuzzleBoard" not in code:
        code = "from penchant_widgets.puzzles.board import PuzzleBoard\n" + code
    return _last_value(code)


def _last_value(code: str) -> Any:
    """What a cell shows: its last expression, run in this process."""
    tree = ast.parse(code)
    last = tree.body.pop()
    assert isinstance(last, ast.Expr)
    scope: dict[str, Any] = {}
    exec(compile(tree, "<cell>", "exec"), scope)
    return eval(compile(ast.Expression(last.value), "<cell>", "eval"), scope)


@pytest.mark.parametrize("name", LONG_BOARDS)
def test_a_long_board_says_how_many_to_try_and_runs_easy_to_hard(name: str, monkeypatch: pytest.MonkeyPatch,
                                                                   tmp_path: Path) -> None:
    board = _board(name, monkeypatch, tmp_path)
    n = len(board.puzzles)
    assert board.try_first is not None and 0 < board.try_first <= 6 < n, (name, board.try_first, n)
    said = html_text(board.guide.value)
    assert f"Try the first {board.try_first} of these {n} puzzles" in said and "easiest first" in said
    assert list(board.children).index(board.guide) < list(board.children).index(board.question), "at the top"
    # a board that puts its chapter's rules first (chapter 7: its first puzzle, marked easiest, was the modern
    # rules') runs easy to hard within its chapter's rules, then within each other's (rules_first)
    chapter = board.chapter_rules
    label = usual_rules(board.puzzles, chapter) if chapter else ""

    def rank(p: Any) -> int:
        return 0 if not chapter or rules_label(p) == label else 1 if p.rules == chapter else 2

    ranks = [rank(p) for p in board.puzzles]
    assert ranks == sorted(ranks), f"{name}: the chapter's rules come first: {ranks}"
    for r in set(ranks):
        group = [p for p in board.puzzles if rank(p) == r]
        ratings = [p.rating for p in group]
        assert ratings == sorted(ratings), f"{name}: not easy to hard: {[(p.id, p.rating) for p in group]}"


def test_numbered_titles_still_count_up_on_a_sorted_board(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    board = _board("05_barring", monkeypatch, tmp_path)
    numbers = [int(m.group(1)) for p in board.puzzles if (m := re.search(r"\((\d+)\)$", board.titles.get(p.id, "")))]
    assert numbers == sorted(numbers) and numbers[0] == 1


def test_a_trick_list_numbers_the_tricks_as_the_feedback_does() -> None:
    from penchant_widgets.puzzles.position import details_html

    p = get("trump-002")  # declarations after tricks 2 and 4
    listed = html_text("".join(details_html(p)[0]))
    assert "Trick 2:" in listed and "Trick 4:" in listed and "Trick 1:" not in listed
    feedback = check(p, p.choices[0]).message + " " + (check(p, p.choices[0]).refutation or "")
    for n in re.findall(r"\btrick (\d+)", feedback):
        assert f"Trick {n}:" in listed, f"the feedback speaks of trick {n}; the list does not"


def test_a_scoring_tables_first_cell_is_never_a_bare_number() -> None:
    from penchant_widgets.puzzles.position import details_html

    from penchant.puzzles.bank import load_drills

    for p in (p for p in load_drills() if p.kind == "scoring"):  # the score sheets are the chapters' drills
        html = "".join(details_html(p)[0])
        firsts = re.findall(r"<tr[^>]*>\s*<t[dh][^>]*>(.*?)</t[dh]>", html)
        assert firsts and not any(re.fullmatch(r"\s*\d+\s*", html_text(f)) for f in firsts), (p.id, firsts)


def test_a_question_answered_by_several_cards_asks_for_cards() -> None:
    from penchant_widgets.puzzles.asking import answer_words

    from penchant.puzzles.bank import load_bank, load_drills
    from penchant.puzzles.words.questions import shown_question

    seen = 0
    for p in [*load_bank(), *load_drills()]:  # the table-card barring questions are drills since the sixth review
        asked = shown_question(p.kind, p.task, p.answer_form, p.question)
        if p.answer_form == "choices" and p.task in ("lift", "safe", "unbar"):
            seen += 1
            assert "Which cards" in asked and "Which card " not in asked, (p.id, asked)
            assert "pick every card" in answer_words(p).lower()
    assert seen


def test_a_tick_puzzle_with_none_of_them_says_to_tick_it_where_the_question_is() -> None:
    # A newcomer pressed Check on an empty answer and was refused: the words under the question say that the
    # empty answer is a tick of its own.
    from penchant_widgets.puzzles.asking import answer_words

    from penchant.puzzles.bank import load_bank, load_drills

    seen = 0
    for p in [*load_bank(), *load_drills()]:
        if p.answer_form == "choices" and "none of them" in p.choices:
            seen += 1
            assert "if none does, tick “None of them”" in answer_words(p), p.id  # as its button says
        elif p.answer_form == "choices":
            assert "none" not in answer_words(p), p.id
    assert seen


def test_a_declaration_made_with_table_cards_says_to_click_the_table() -> None:
    from penchant_widgets.puzzles.asking import answer_words

    p = get("declaration-004")  # the answer, four Kings, takes two of them from the table
    assert "on your table" in answer_words(p)
    assert "on your table" not in answer_words(get("declaration-027"))  # nothing on the table: not said


def test_a_foster_puzzle_answered_in_kandells_numbers_says_so() -> None:
    p = get("declaration-019")  # Foster's rules: four Aces, 100
    r = check(p, "10")
    assert not r.correct and "Kandell's numbers" in (r.refutation or "") and "Foster's rules" in (r.refutation or "")
    assert "100" not in (r.refutation or ""), "the scale is said, not the answer"


def test_chapter_9_says_the_numbers_of_the_chart_it_shows(monkeypatch: pytest.MonkeyPatch) -> None:
    from IPython.display import HTML

    monkeypatch.chdir(NOTEBOOKS)
    scope: dict[str, Any] = {}
    shown = []
    for code in _cells("09_the_numbers", "code")[1:]:
        tree = ast.parse(code)
        last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
        exec(compile(tree, "09", "exec"), scope)
        if last is not None:
            out = eval(compile(ast.Expression(last.value), "09", "eval"), scope)
            if isinstance(out, HTML):
                shown.append(html_module.unescape(out.data))
    assert any("lead is worth" in html for html in shown) and any("a player's score" in html for html in shown)
    for html in shown:
        charts = re.findall(r"how many (?:deals|of [\d,]+ scores) (?:out of )?([\d,]+)|how many of ([\d,]+) scores",
                            html)
        said = re.findall(r"out of ([\d,]+)\)", html)
        counted = re.findall(r"<title>-?\d+: (\d+) deals?</title>", html)
        if "a player's score" in html:
            scores = sum(int(c) for c in re.findall(r"<title>-?\d+: (\d+) scores?</title>", html))
            assert scores and f"how many of {scores:,} scores" in html, "the chart's caption counts what it draws"
            # its upright axis counts scores, as its caption does (a newcomer read "deals" there)
            assert re.search(r'rotate\(-90[^"]*"[^>]*>scores</text>', html), "the axis names what it counts"
        if "lead is worth" in html:
            assert re.search(r'rotate\(-90[^"]*"[^>]*>deals</text>', html), "the axis names what it counts"
            total = sum(int(c) for c in counted)
            assert said and all(int(s.replace(",", "")) == total for s in said), (said, total)
            assert any(int((a or b).replace(",", "")) == total for a, b in charts)


def test_a_deal_boards_log_reads_in_the_order_things_happened() -> None:
    from penchant_widgets.play.table import DealTable

    from penchant.play.state import new_deal

    t = DealTable(new_deal(rng=87, dealer=1), script=["play 9S", "play 9D", "declare KH QH", "play KH", "play QD"])
    for _ in range(5):
        t.step()
    kids = list(t.children)
    assert kids.index(t._logview) < kids.index(t.message), "the earlier moves come before the newest"
    logged = re.findall(r"<li>(.*?)</li>", t._logview.value)
    assert "in order" in t._logview.value and len(logged) >= 2
    # every move before the last, none dropped (the list lost trick 1 after five presses of Next): the older
    # ones folded, oldest first
    assert len(logged) == 4 and "<details" in t._logview.value, logged
    assert "9♠" in logged[0] and "9♦" in logged[1], f"the oldest first: {logged}"
    assert "K♥" in logged[-1] and "led" in logged[-1], f"the oldest first: {logged}"


def test_the_coachs_first_hint_points_and_gives_no_verdict() -> None:
    from penchant.coaching.pointers import look_at
    from penchant.play.state import Play, new_deal

    deal = new_deal(rng=87, dealer=1)
    for seat in (1, 0):
        v = deal.view(seat)
        if v.to_move == seat:
            break
    said = look_at(v)
    assert said.startswith("Look at") and "Too close" not in said and "better" not in said
    deal.apply(Play(next(a.card for a in v.legal if isinstance(a, Play))))
    follow = look_at(deal.view(deal.to_move))  # type: ignore[arg-type]
    assert "card led" in follow or "None of your cards" in follow


def test_the_chapters_say_once_that_their_puzzles_do_not_move_the_rating(monkeypatch: pytest.MonkeyPatch,
                                                                       tmp_path: Path) -> None:
    board = _board("04_trump_and_penchants", monkeypatch, tmp_path)
    for i in range(3):
        board.show(i)
        board.answer(board.puzzle.choices[0])
        assert "rating" not in html_module.unescape(board.feedback.value), "a chapter's verdict is the rule's"
    # Chapter 0 says it once, folded, beside what the answers count for: its one idea is how the boards work (a
    # newcomer read ratings and rule books before any rule, and then met "not your rating" at a first wrong answer)
    prose = " ".join(markdown_text(c) for c in _cells("00_how_to_use_this_tutorial", "markdown"))
    folded = " ".join(" ".join(c.split()) for c in _cells("00_how_to_use_this_tutorial", "markdown"))
    assert "Nothing you do in the chapters changes it" in folded
    assert "rating" not in prose, "the rating is for the practice page: said in a fold, not in the page's idea"


def test_the_history_of_the_game_is_one_click_away() -> None:
    for name in ("00_how_to_use_this_tutorial", "01_the_pack_and_the_deal", "05_barring",
                 "07_scoring_a_deal_and_a_game"):
        read = " ".join(markdown_text(c) for c in _cells(name, "markdown"))
        for aside in ("Jack Smarte", "Complete Hoyle", "court cards", "rubicon", "advertised",
                      "the fifth is ours", "players of his day preferred"):
            assert aside not in read, f"{name}: the aside {aside!r} is in the learner's way"


def test_fosters_tie_rule_is_said_as_the_engine_bars() -> None:
    """Foster's reading of the bar (his rules in full, the seven positions) and the step-by-step check stood in the
    chapter's prose, under a heading of their own, between the live board and the puzzles: a newcomer learning the
    tutorial's one rule read a second. They are behind two folds now, closed, each named in a player's words; the
    positions the fold cites bar under Foster's rules as it says."""
    from penchant_widgets.rules.barring import READING_CASES, BarringReadings
    from penchant_widgets.steps import Fold

    from penchant.rules.combinations import check_declaration
    from penchant.rules.holdings import Holdings
    from penchant.rules.profiles import FOSTER

    prose = " ".join(markdown_text(c) for c in _cells("05_barring", "markdown"))
    for inline in ("Two readings of the bar", "by value", "checking his claim", "Is it a minor set"):
        assert inline not in prose, f"{inline!r} is in the chapter's own prose"
    shown = _last_value(next(c for c in _cells("05_barring", "code") if "BarringReadings(" in c))
    folds = [w for w in shown.children if isinstance(w, Fold)]
    assert [f.label for f in folds] == ["checking his claim at the table, step by step",
                                        "how Foster's older rules bar, if you play by them"]
    assert not any(f.opened for f in folds), "closed until asked for"
    foster = " ".join(html_text(w.value) for w in folds[1].inside.children if hasattr(w, "value"))
    assert any(isinstance(w, BarringReadings) for w in folds[1].inside.children)
    table, hand, opp, declared = READING_CASES[4]
    assert "position 5" in foster and "lower rank does not" in foster
    assert not check_declaration(declared, Holdings.parse(hand=hand, table=table, opp_table=opp), FOSTER).legal
    table, hand, opp, declared = READING_CASES[2]
    assert "position 3" in foster
    assert check_declaration(declared, Holdings.parse(hand=hand, table=table, opp_table=opp), FOSTER).legal
    folds[1].toggle.click()
    assert folds[1].opened and folds[1].inside.layout.display is None, "one click opens it"


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
    # before chapter 1. The one board comes after the prose that teaches the words its puzzle uses, in a handful.
    cells = _all_cells("00_how_to_use_this_tutorial")
    boards = [i for i, (kind, src) in enumerate(cells) if kind == "code" and "PuzzleBoard(" in src]
    assert len(boards) == 1, "one taste of the game, not a second idea"
    board = _board_of(cells[boards[0]][1], monkeypatch, tmp_path)
    assert len(board.puzzles) == 1
    taste = cells[boards[0] - 1][1]
    assert taste.startswith("## ")
    taught = " ".join(src for k, src in cells[:boards[0]] if k == "markdown")
    bold = [b.lower() for b in re.findall(r"\*\*(.+?)\*\*", taught)]
    words = _puzzle_words(board.puzzles[0]).lower()
    for stem, word in TASTER_WORDS.items():
        if re.search(rf"\b{stem}", words):
            assert any(b.startswith(word) for b in bold), f"{board.puzzles[0].id} says {word!r}; not taught before"
    assert taste.count("**") // 2 <= 6, "the taste brings a handful of words, not a dozen"
    # Its answer turns on the fresh-card rule, which chapter 3 teaches: said here, before the puzzle asks it (its
    # "no", every card already on the table, or its "yes", table cards serving again beside a fresh one).
    assert {"fresh-card rule", "table cards serve again"} & set(board.puzzles[0].themes)
    assert "at least one card from your hand" in taste[:taste.index("May you declare")]
    for unused in ("brisque", "follow suit", "best defence", "trump", "book bonus"):
        assert unused not in taught.lower(), f"{unused!r}: a word chapter 0's taste does not need"
    # The rating is explained before the first answer can name it.
    assert taught.index("**rating**") < len(taught)
    prose = " ".join(_cells("00_how_to_use_this_tutorial", "markdown"))
    assert "one small puzzle" in prose


def test_chapter_0s_taste_says_what_its_board_shows_before_it_shows_it(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # A newcomer read "six in each hand", then met a hand of one card beside four on the table, before any page
    # said declared cards stay his; and an answer about the trick's loser and a penchant, a rule no page had taught.
    # The taste says, before its board, that hand and table together hold a player's cards (five just after a
    # trick), and teaches the loser's rule before an answer names it.
    cells = _all_cells("00_how_to_use_this_tutorial")
    at = next(i for i, (kind, src) in enumerate(cells) if kind == "code" and "PuzzleBoard(" in src)
    board = _board_of(cells[at][1], monkeypatch, tmp_path)
    p = board.puzzles[0]
    taste = " ".join(cells[at - 1][1].split())
    assert len(p.cards("hand")) + len(p.cards("table")) == 5, "the count the taste explains"
    assert "hand and his table together" in taste and "five just after" in taste, taste
    assert len(p.cards("hand")) >= len(p.cards("table")), "a hand that looks like a hand, not one card beside four"
    if any("loser" in c for c in p.choices):
        assert re.search(r"the loser may declare only a \*\*penchant\*\*, a Queen and a Jack of different suits",
                         taste), taste


def _chapter_puzzles(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> dict[str, list[str]]:
    """Every chapter's puzzle ids, from the boards its own cells build."""
    shown: dict[str, list[str]] = {}
    for path in sorted(NOTEBOOKS.glob("[0-9][0-9]_*.ipynb")):
        for kind, src in _all_cells(path.stem):
            if kind == "code" and "PuzzleBoard(" in src:
                board = _board_of("from penchant_widgets.puzzles.board import PuzzleBoard\n"
                                  "from penchant_widgets.puzzles.choosing import easy_first\n" + src,
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


def test_suit_and_rank_are_taught_and_in_both_glossaries() -> None:
    pack = next(c for c in _cells("01_the_pack_and_the_deal", "markdown") if "## The pack" in c)
    assert "**suits**" in pack and all(s in pack for s in "♠♥♦♣") and "**rank**" in pack
    glossary = next(c for c in _cells("10_at_the_table", "markdown") if "| **trick** |" in c)
    readme = (NOTEBOOKS.parent / "README.md").read_text(encoding="utf-8")
    for word in ("suit", "rank"):
        assert f"| **{word}** |" in glossary and f"\n| {word} | {word} |" in readme, word


def test_no_chapters_verdict_speaks_of_the_rating(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The rating is the practice page's: a chapter's verdict, the first included, says why, not what the rating did
    (chapter 0's first wrong answer said "A chapter's puzzle counts for your progress, not your rating" to a
    newcomer who had met no rating)."""
    for name in ("00_how_to_use_this_tutorial", "01_the_pack_and_the_deal", "04_trump_and_penchants"):
        board = _board(name, monkeypatch, tmp_path)  # one attempts file: the learner's
        board.answer(board.puzzle.choices[0] if board.puzzle.choices else "3")
        html = html_module.unescape(board.feedback.value)
        assert "pt-refutation" in html or "pt-result-verdict" in html, html
        assert "rating" not in html, html


def test_a_scoring_puzzle_speaks_of_you_and_your_opponent() -> None:
    from penchant_widgets.puzzles.position import details_html

    from penchant.puzzles.bank import load_drills
    from penchant.puzzles.words.questions import shown_question

    for p in load_drills():  # the score sheets are the chapters' drills
        if p.kind == "scoring":
            said = shown_question(p.kind, p.task, p.answer_form, p.question) + html_text("".join(details_html(p)[0]))
            assert "first player" not in said and "opp." not in said, p.id


def test_a_refusal_is_a_sentence_and_points_to_nothing_the_learner_has_not_met() -> None:
    from penchant.rules.combinations import check_declaration
    from penchant.rules.holdings import Holdings
    from penchant.rules.profiles import KANDELL
    from penchant.rules.words import refusal_words

    v = check_declaration("9H TC", Holdings.parse(hand="9H TC 7S", table="", opp_table=""), KANDELL)
    said = refusal_words(v.error)
    assert said.endswith(".") and "table of combinations" not in said, said  # chapter 2 has no such table
    from penchant.errors import IllegalPlayError

    refused = IllegalPlayError.refusing("play AS", "A♠ cannot be played: you must follow with a diamond.")
    assert refusal_words(refused).count(".") == 1


def test_judging_says_what_it_does_and_how_far_it_has_got() -> None:
    import ipywidgets as widgets
    from penchant_widgets.play.board import PlayBoard
    from penchant_widgets.play.coach_panel import estimate_words, progress_shown
    from penchant_widgets.play.mistakes import REPLAYING

    bar, words = widgets.IntProgress(), widgets.HTML()
    with progress_shown(bar, REPLAYING, words, "The coach is replaying your two marked decisions") as tick:
        tick(0, 2)
        said, first = words.value, bar.description
        tick(1, 2)
        second = bar.description
    # "Judging 1 of 2" did not say what was judged (a newcomer): the bar names what it counts
    assert "replaying your two" in said and (first, second) == ("Replaying your marked decision 1 of 2",
                                                                "Replaying your marked decision 2 of 2")
    assert "sampled" not in estimate_words() and "search" not in estimate_words(), estimate_words()
    assert words.value == "" and bar.layout.display == "none"
    b = PlayBoard("greedy", seed=1)
    kids = list(b.side.children)
    assert kids.index(b.progress_words) == kids.index(b.progress) + 1, "the words sit under the bar"


def test_a_game_in_play_asks_before_a_reload_loses_it() -> None:
    from penchant_widgets.play.board import PlayBoard
    from penchant_widgets.play.leaving import LEAVING_SCRIPT, LeaveGuard

    b = PlayBoard("greedy", seed=1)
    guard = next(w for w in b.children if isinstance(w, LeaveGuard))  # shown with the board: its page asks
    assert not guard.get_state()["game_in_play"], "nothing to lose before the first move"
    b.autoplay("greedy", moves=1)
    assert guard.get_state()["game_in_play"]
    assert "beforeunload" in LEAVING_SCRIPT and 'model.get("game_in_play")' in LEAVING_SCRIPT
    template = NOTEBOOKS.parent / "widgets" / "jupyter" / "voila" / "templates" / "penchant"
    assert "play-page.js" not in (template / "index.html.j2").read_text(encoding="utf-8")
    prose = " ".join(" ".join(_cells("08_play_a_hand", "markdown")).split())
    assert "Reloading or closing the page ends the game" in prose


def test_the_deal_scorer_refuses_in_the_names_its_rows_show() -> None:
    from penchant_widgets.rules.scoring import DealScorer

    d = DealScorer(declarations=("", ""), brisquettes=(8, 0), brisques=(5, 7))
    assert d.score() is None
    said = html_text(d.result.value)
    # under "Cannot score this:" the sentence reads on: "you have more…" (newcomer 12 read a capital after the colon)
    assert "Cannot score this: you have more brisquettes" in said and "first player" not in said, said


def test_a_barring_miss_lights_no_card_and_the_solve_says_once_where_the_cards_that_bar_are(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # The cards that bar, lit after a miss, told which sets were barred: they are lit, and said once, when solved.
    board = _board("10_at_the_table", monkeypatch, tmp_path)
    board.show(next(i for i, p in enumerate(board.puzzles) if p.kind == "barring"))
    board.answer([next(c for c in board.puzzle.choices if c not in board.puzzle.answer)])
    said = html_text(board.feedback.value)
    assert "cards that bar" not in said, said
    board.answer(list(board.puzzle.answer))
    said = html_text(board.feedback.value)
    assert said.count("cards that bar") == 1, said


def test_a_one_puzzle_board_has_one_row_of_buttons_and_a_retry_says_nothing_of_the_rating(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from penchant_widgets.puzzles.board import PuzzleBoard

    from penchant.trainer.stores import MemoryAttemptStore

    board = PuzzleBoard(["barring-026"], store=MemoryAttemptStore(), context="practice")
    assert all(b.layout.display == "none" for b in (board.prev_button, board.next_button, board.unsolved_button))
    assert board.hint_button.layout.display != "none"
    board.answer([next(c for c in board.puzzle.choices if c not in board.puzzle.answer)])
    board.answer(list(board.puzzle.answer))
    said = html_text(board.feedback.value)
    assert "Solved after a miss" in said and "Not rated" not in said, said


def test_a_bars_reason_is_said_once_in_the_answers_why() -> None:
    from penchant_widgets.puzzles.verdict import result_html

    p = get("barring-026")  # a pair and a triplet barred by the same three Jacks
    said = html_text(result_html(p, check(p, ["none of them"]), first_try=True))
    assert said.count("holds three Jacks") == 1 and "for the same reason" in said, said


def test_a_starting_page_says_what_it_does_in_a_players_words() -> None:
    template = NOTEBOOKS.parent / "widgets" / "jupyter" / "voila" / "templates" / "penchant" / "index.html.j2"
    text = template.read_text(encoding="utf-8")
    assert "#loading_text{font-size:0}" in text and 'content:"Setting out the cards' in text  # not "Running x.ipynb"


def _forced_after_first() -> Any:
    """A best end-game whose cards after the right first one have no choice."""
    from penchant.puzzles.bank import load_bank
    from penchant.puzzles.endgame import EndgameSession

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
    from penchant_widgets.puzzles.board import PuzzleBoard

    from penchant.trainer.stores import MemoryAttemptStore

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
    board = _board("05_barring", monkeypatch, tmp_path)
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

    board = _board("10_at_the_table", monkeypatch, tmp_path)
    first = board.puzzles[0]
    assert first.kind == "barring" and first.profile.barring == KANDELL.barring, first.id

