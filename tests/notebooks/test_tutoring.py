"""A tutor, not only a text (issue #31): what a fresh newcomer met in the chapters and graded the tutoring down for.

Each test would have failed on the chapters the newcomer read: a puzzle board of twenty with no word on how many
to try, nor in order; a list of tricks numbered 1, 2, 3 above feedback about tricks 2 and 4; a question asking
"which card" above an answer of two; a chapter 3 puzzle whose cards must be clicked on the table too, unsaid; a
Foster puzzle answered with Kandell's number and told only "too low"; "2 deals out of 20,000" above a chart of
2,000; a lone "1" as a scoring table's first cell; the log of a deal under its newest line; a coach whose first
hint was a verdict; "A chapter's puzzle counts…" under every answer; the game's history in the first paragraph.
All fast: the boards are built in this process, no browser, no kernel. The chapters' puzzle boards themselves (how
many to try, in what order, what a verdict says) are ``test_tutoring_boards.py``'s.
"""

from __future__ import annotations

import ast
import html as html_module
import re
from typing import Any

import pytest
from chapter_cells import cell_value, sources_of
from learner_text import NOTEBOOKS, html_text, markdown_text

from penchant.puzzles import check, get
from penchant.trainer.attempts import Outcome


def test_a_trick_list_numbers_the_tricks_as_the_feedback_does() -> None:
    from penchant_widgets.puzzles.position import details_html

    p = get("trump-002")  # declarations after tricks 2 and 4
    listed = html_text("".join(details_html(p)[0]))
    assert "Trick 2:" in listed and "Trick 4:" in listed and "Trick 1:" not in listed
    feedback = check(p, p.choices[0]).message + " " + (check(p, p.choices[0]).refutation or "")
    for n in re.findall(r"\btrick (\d+)", feedback):
        assert f"Trick {n}:" in listed, f"the feedback speaks of trick {n}; the list does not"


def test_a_scoring_tables_first_cell_is_never_a_bare_number() -> None:
    from penchant.puzzles.bank import load_drills
    from penchant_widgets.puzzles.position import details_html

    for p in (p for p in load_drills() if p.kind == "scoring"):  # the score sheets are the chapters' drills
        html = "".join(details_html(p)[0])
        firsts = re.findall(r"<tr[^>]*>\s*<t[dh][^>]*>(.*?)</t[dh]>", html)
        assert firsts and not any(re.fullmatch(r"\s*\d+\s*", html_text(f)) for f in firsts), (p.id, firsts)


def test_a_question_answered_by_several_cards_asks_for_cards() -> None:
    from penchant.puzzles.bank import load_bank, load_drills
    from penchant.puzzles.words.questions import shown_question
    from penchant_widgets.puzzles.asking import answer_words

    seen = 0
    for p in [*load_bank(), *load_drills()]:  # the table-card barring questions are drills since the sixth review
        asked = shown_question(p.kind, p.task, p.answer_form, p.question)
        if p.answer_form == "choices" and p.task in ("lift", "safe", "unbar"):
            seen += 1
            assert "Which cards" in asked and "Which card " not in asked, (p.id, asked)
            assert "tap every card" in answer_words(p).lower()
    assert seen


def test_a_tick_puzzle_with_none_of_them_says_to_tick_it_where_the_question_is() -> None:
    # A newcomer pressed Check on an empty answer and was refused: the words under the question say that the
    # empty answer is a tick of its own.
    from penchant.puzzles.bank import load_bank, load_drills
    from penchant_widgets.puzzles.asking import answer_words

    seen = 0
    for p in [*load_bank(), *load_drills()]:
        if p.answer_form == "choices" and "none of them" in p.choices:
            seen += 1
            assert "if none does, press “None of them”" in answer_words(p), p.id  # as its button says
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
    for code in sources_of("09_the_numbers", "code")[1:]:
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
        # a bar's title: its value (in words on the lead's chart: "the leader gained 3 points on the other player")
        # and its count
        counted = re.findall(r"<title>[^<:]+: ([\d,]+) deals?</title>", html)
        if "a player's score" in html:
            scores = sum(int(c) for c in re.findall(r"<title>-?\d+: (\d+) scores?</title>", html))
            assert scores and f"how many of {scores:,} scores" in html, "the chart's caption counts what it draws"
            # its upright axis counts scores, as its caption does (a newcomer read "deals" there)
            assert re.search(r'rotate\(-90[^"]*"[^>]*>scores</text>', html), "the axis names what it counts"
        if "lead is worth" in html:
            assert re.search(r'rotate\(-90[^"]*"[^>]*>deals</text>', html), "the axis names what it counts"
            total = sum(int(c.replace(",", "")) for c in counted)
            assert said and all(int(s.replace(",", "")) == total for s in said), (said, total)
            assert any(int((a or b).replace(",", "")) == total for a, b in charts)


def test_a_deal_boards_log_reads_in_the_order_things_happened() -> None:
    from penchant.play.dealing import new_deal
    from penchant_widgets.play.table import DealTable

    t = DealTable(new_deal(rng=87, dealer=1), script=["play 9S", "play 9D", "declare KH QH", "play KH", "play QD",
                                                      "declare JS QS"])
    for _ in range(5):
        t.step()
    kids = list(t.children)
    bar = next(k for k in kids if t.message in getattr(k, "children", ()))  # the message's bar (Next ▶ beside it)
    assert kids.index(t._logview) < kids.index(bar), "the earlier moves come before the newest"
    logged = re.findall(r"<li>(.*?)</li>", t._logview.value)
    assert "The moves so far" in t._logview.value and len(logged) >= 2  # the boards' one heading
    # every move before the last, none dropped (the list lost trick 1 after five presses of Next): the older
    # ones folded, oldest first
    assert len(logged) == 4 and "<details" in t._logview.value, logged
    assert "9♠" in logged[0] and "9♦" in logged[1], f"the oldest first: {logged}"
    assert "K♥" in logged[-1] and "led" in logged[-1], f"the oldest first: {logged}"


def test_the_coachs_first_hint_points_and_gives_no_verdict() -> None:
    from penchant.coaching.pointers import look_at
    from penchant.play.dealing import new_deal
    from penchant.play.moves import Play

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


def test_the_history_of_the_game_is_one_click_away() -> None:
    for name in ("00_how_to_use_this_tutorial", "01_the_pack_and_the_deal", "05_barring",
                 "07_scoring_a_deal_and_a_game"):
        read = " ".join(markdown_text(c) for c in sources_of(name, "markdown"))
        for aside in ("Jack Smarte", "Complete Hoyle", "court cards", "rubicon", "advertised",
                      "the fifth is ours", "players of his day preferred"):
            assert aside not in read, f"{name}: the aside {aside!r} is in the learner's way"


def test_fosters_tie_rule_is_said_as_the_engine_bars() -> None:
    """Foster's reading of the bar (his rules in full, the seven positions) and the step-by-step check stood in the
    chapter's prose, under a heading of their own, between the live board and the puzzles: a newcomer learning the
    tutorial's one rule read a second. They are behind two folds now, closed, each named in a player's words; the
    positions the fold cites bar under Foster's rules as it says."""
    from penchant.lessons.barring_positions import READING_CASES
    from penchant.rules.combinations import check_declaration
    from penchant.rules.holdings import Holdings
    from penchant.rules.profiles import FOSTER
    from penchant_widgets.folds import Fold
    from penchant_widgets.lessons.barring import BarringReadings

    prose = " ".join(markdown_text(c) for c in sources_of("05_barring", "markdown"))
    for inline in ("Two readings of the bar", "by value", "checking his declaration", "Is it a minor set"):
        assert inline not in prose, f"{inline!r} is in the chapter's own prose"
    shown = cell_value(next(c for c in sources_of("05_barring", "code") if "barring_asides(" in c))
    folds = [w for w in shown.children if isinstance(w, Fold)]
    assert [f.label for f in folds] == ["checking his declaration at the table, step by step",
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


def test_suit_and_rank_are_taught_and_in_both_glossaries() -> None:
    pack = next(c for c in sources_of("01_the_pack_and_the_deal", "markdown") if "## The pack" in c)
    assert "**suits**" in pack and all(s in pack for s in "♠♥♦♣") and "**rank**" in pack
    glossary = next(c for c in sources_of("10_at_the_table", "markdown") if "| **trick** |" in c)
    readme = (NOTEBOOKS.parent / "README.md").read_text(encoding="utf-8")
    for word in ("suit", "rank"):
        assert f"| **{word}** |" in glossary and f"\n| {word} | {word} |" in readme, word


def test_a_scoring_puzzle_speaks_of_you_and_your_opponent() -> None:
    from penchant.puzzles.bank import load_drills
    from penchant.puzzles.words.questions import shown_question
    from penchant_widgets.puzzles.position import details_html

    for p in load_drills():  # the score sheets are the chapters' drills
        if p.kind == "scoring":
            said = shown_question(p.kind, p.task, p.answer_form, p.question) + html_text("".join(details_html(p)[0]))
            assert "first player" not in said and "opp." not in said, p.id


def test_a_refusal_is_a_sentence_and_points_to_nothing_the_learner_has_not_met() -> None:
    from penchant.rules.combinations import check_declaration
    from penchant.rules.holdings import Holdings
    from penchant.rules.profiles import KANDELL
    from penchant.words.refusals import refusal_words

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
    template = NOTEBOOKS.parent / "penchant_server" / "jupyter" / "voila" / "templates" / "penchant"
    assert "play-page.js" not in (template / "index.html.j2").read_text(encoding="utf-8")
    prose = " ".join(" ".join(sources_of("08_play_a_game", "markdown")).split())
    assert "Reloading or closing the page ends the game" in prose


def test_the_deal_scorer_refuses_in_the_names_its_rows_show() -> None:
    from penchant_widgets.lessons.scoring import DealScorer

    d = DealScorer(declarations=("", ""), brisquettes=(8, 0), brisques=(5, 7))
    assert d.score() is None
    said = html_text(d.result.value)
    # under "Cannot score this:" the sentence reads on: "you have more…" (newcomer 12 read a capital after the colon)
    assert "Cannot score this: you have more brisquettes" in said and "first player" not in said, said


def test_a_bars_reason_is_said_once_in_the_answers_why() -> None:
    from penchant_widgets.puzzles.verdict import result_html

    p = get("barring-026")  # a pair and a triplet barred by the same three Jacks
    said = html_text(result_html(p, check(p, ["none of them"]), outcome=Outcome.SOLVED_FIRST))
    assert said.count("holds three Jacks") == 1 and "for the same reason" in said, said


def test_a_starting_page_says_what_it_does_in_a_players_words() -> None:
    template = NOTEBOOKS.parent / "penchant_server" / "jupyter" / "voila" / "templates" / "penchant" / "index.html.j2"
    text = template.read_text(encoding="utf-8")
    assert "#loading_text{font-size:0}" in text and 'content:"Setting out the cards' in text  # not "Running x.ipynb"


def test_chapter_5s_folds_cite_no_position_before_its_board_and_say_declares() -> None:
    """Newcomer, chapter 5: the fold on Foster's rules cited "position 7", "position 3" before the board that numbers
    them had appeared, and the step-by-step check began "when your opponent claims a minor set" (claims: no player's
    word for declaring). Nothing in the fold cites a position above the board; the check says declares."""
    from penchant_widgets.folds import Fold
    from penchant_widgets.lessons.barring import BarringReadings

    shown = cell_value(next(c for c in sources_of("05_barring", "code") if "barring_asides(" in c))
    folds = [w for w in shown.children if isinstance(w, Fold)]
    inside = list(folds[1].inside.children)
    board = next(i for i, w in enumerate(inside) if isinstance(w, BarringReadings))
    before = " ".join(html_text(w.value) for w in inside[:board] if hasattr(w, "value"))
    after = " ".join(html_text(w.value) for w in inside[board + 1:] if hasattr(w, "value"))
    assert not re.search(r"position \d", before), before
    assert re.search(r"position \d", after)
    check = " ".join(html_text(w.value) for w in folds[0].inside.children if hasattr(w, "value"))
    assert "claim" not in check and "declares a minor set" in check
