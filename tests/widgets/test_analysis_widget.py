"""The analysis board (penchant_widgets.play.analysis): load, step, views, values, timeline, mistakes."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

from support import classes

from penchant.english.numbers import count_words
from penchant.judgement.verdicts import is_marked
from penchant.play.moves import Stage, parse_action
from penchant.puzzles.checkers.choice_values import choice_of
from penchant_widgets.play.analysis import AnalysisBoard
from penchant_widgets.play.felt import seat_html
from penchant_widgets.puzzles.board import PuzzleBoard

EXAMPLES = Path(__file__).resolve().parents[2] / "penchant" / "data" / "examples"
GAME = (EXAMPLES / "sample-game.json").read_text(encoding="utf-8")
REVIEW = json.loads((EXAMPLES / "sample-game-review.json").read_text(encoding="utf-8"))


def cards(html: str) -> set[str]:
    return set(re.findall(r'data-card="(\w\w)"', html))


def test_step_back_forward_and_jump_to_a_trick() -> None:
    b = AnalysisBoard(GAME, review=REVIEW, samples=3)
    assert b.step == 0 and b.back_button.disabled
    b.forward_button.click()
    b.forward_button.click()
    assert b.step == 2 and len(b.state.history) == 2
    b.back_button.click()
    assert b.step == 1
    b.trick_pick.value = 5
    assert b.state.tricks == 4 and b.state.stage in (Stage.LEAD, Stage.FOLLOW)
    b.end_button.click()
    assert b.state.is_over() and "book bonus" in b.what.value
    b.deal_pick.value = 2
    assert b.deal == 2 and b.step == 0


def test_each_seat_sees_what_it_saw_and_all_cards_on_a_toggle() -> None:
    b = AnalysisBoard(GAME, review=REVIEW, samples=3, seat=0)
    b.go(3)
    st = b.state
    assert st.phase == 1
    mine = {str(c) for c in st.hand(0)}
    his = {str(c) for c in st.hand(1)}
    assert mine <= cards(b.seats[0].value) and not his & cards(b.seats[1].value)
    b.all_cards.value = True
    assert his <= cards(b.seats[1].value)
    b.all_cards.value = False
    b.seat_pick.value = 1
    assert his <= cards(b.seats[1].value) and not mine & cards(b.seats[0].value)
    for p in (0, 1):  # each seat's head is the play board's (one renderer): role, points, brisques, turn
        assert b.seats[p].value.startswith(seat_html(st.view(p), p, b.record.players[p]))  # type: ignore[union-attr]


def test_every_legal_choice_is_valued_with_a_verdict() -> None:
    b = AnalysisBoard(GAME, review=REVIEW, samples=3)
    step = next(n for n, s in enumerate(b.positions[:-1]) if len(s.legal_actions) > 1)
    b.go(step)
    rows = b.analysis()
    assert {a for a, _, _, _ in rows} == {str(a) for a in b.state.legal_actions}
    assert rows[0][2] == "best" and all(r[3] for r in rows)
    assert "verdict" in b.choices.value and "◀ played" in b.choices.value


def test_the_timeline_marks_every_reviewed_decision_and_jumps_to_it() -> None:
    b = AnalysisBoard(GAME, review=REVIEW, samples=3, analyse=False)
    marks = b.timeline.children
    assert len(marks) == sum(1 for r in REVIEW if r["deal"] == 1)
    blunder = next(m for m in marks if "pt-verdict-blunder" in classes(m))
    blunder.click()
    assert b._items()[b.step].verdict == "blunder" and "blunder" in b.choices.value


def test_a_bad_file_is_refused_and_the_game_kept() -> None:
    b = AnalysisBoard(GAME, review=REVIEW, samples=3, analyse=False)
    b.go(4)
    assert not b.load('{"format": "penchant-play/1", "deals": [{"dealer": 0}]}')
    assert "Cannot load this game" in b.message.value and "pone" in b.message.value
    assert b.step == 4 and b.record is not None and len(b.record.deals) == 4
    b.pasted.value = "not json"
    b.load_button.click()
    assert "not JSON" in b.message.value


def test_a_bad_stored_review_is_refused_naming_the_field() -> None:
    """The senior review: a stored review took any verdict, and a missing field came out as a bare KeyError."""
    b = AnalysisBoard(GAME, review=REVIEW, samples=3, analyse=False)
    assert not b.load(GAME, [{**REVIEW[0], "verdict": "great"}, *REVIEW[1:]])
    assert "Cannot load this game" in b.message.value and "[0].verdict: expected one of" in b.message.value
    assert "great" in b.message.value
    assert not b.load(GAME, [*REVIEW[:2], {k: v for k, v in REVIEW[2].items() if k != "loss"}])
    assert "[2]: the field" in b.message.value and "loss" in b.message.value
    assert not b.load(GAME, ["best"])  # type: ignore[list-item]
    assert "[0]: expected a reviewed decision" in b.message.value


def test_learn_from_your_mistakes_opens_the_puzzle_board() -> None:
    b = AnalysisBoard(GAME, review=REVIEW, samples=3, analyse=False, seat=0)
    n = b.learn(first_ten=False)
    marked = [r for r in REVIEW if r["player"] == 0 and r["phase"] == 2
              and is_marked(r["verdict"])]
    assert n == len(marked)
    if n:
        board = b.puzzles.children[0]
        assert isinstance(board, PuzzleBoard) and board.puzzles[0].kind == "endgame"
    # With the first ten tricks: judged puzzles as well, each answered by the review's better move.
    from penchant.puzzles import check

    everything = b.learn()
    assert everything >= n
    board = b.puzzles.children[0]
    assert isinstance(board, PuzzleBoard)
    judged = [p for p in board.puzzles if p.kind != "endgame"]
    assert len(judged) == everything - n
    early = {(r["deal"], r["trick"]): r for r in REVIEW if r["player"] == 0 and r["phase"] == 1
             and is_marked(r["verdict"])}
    for p in judged:
        deal, trick = (int(x) for x in p.title.split(":")[0].replace("Deal ", "").split(", trick "))
        r = early[(deal, trick)]
        assert check(p, choice_of(parse_action(r["best"]))).correct  # choices name cards
    # the decisions judged that made no puzzle are said, and why (a learner met one puzzle for five judged)
    said = board.intro.value
    if len(judged) < len(early):
        assert f"{count_words(len(judged) + n, 'puzzle')} made from your mistakes" in said, said
        assert any(w in said for w in ("no puzzle for", "keep the wait short", "set out as a puzzle")), said
    else:
        assert "did not" not in said, said


def test_learning_is_kept_on_the_review_and_not_run_twice() -> None:
    """The analysis board's *Learn from your mistakes*, as chapter 8's: the review keeps which decisions it made into
    puzzles (pointing to a puzzle only there), the button greys out for that seat, and pressing again redoes
    nothing; the other seat may still learn."""
    b = AnalysisBoard(GAME, review=REVIEW, samples=3, analyse=False, seat=0)
    assert b.review is not None and b.review.learnt is None and not b.learn_button.disabled
    n = b.learn()
    rev = b.review
    assert rev is not None and rev.learnt is not None and len(rev.learnt) == n and rev.learnt_for(0)
    assert b.learn_button.disabled
    assert b.learn() == n and b.review is rev  # not judged again
    assert not rev.learnt_for(1)
    b.seat = 1
    assert b.learn_button.disabled == (not rev.marked(1))


def test_why_a_judged_decision_made_no_puzzle_is_said_in_a_players_words() -> None:
    from penchant.puzzlemakers.mistakes import declined_words

    assert declined_words([], 3) == ""
    none = declined_words(["unclear", "unclear", "unmade"], 0)
    assert none.startswith("None of your marked decisions of the first ten tricks became a puzzle."), none
    assert "Two were not made a puzzle: replayed many more times" in none, none
    assert "One could not be set out as a puzzle" in none, none
    some = declined_words(["unmade"], 2)
    assert some == "One could not be set out as a puzzle; the review still marks it.", some


def test_the_engine_values_choices_when_asked() -> None:
    b = AnalysisBoard(GAME, review=REVIEW, samples=3, analyse=False)
    step = next(n for n, s in enumerate(b.positions[:-1]) if len(s.legal_actions) > 1)
    b.go(step)
    assert "net points" not in b.choices.value and "Value every choice" in b.choices.value
    b.engine_toggle.value = True
    assert "net points" in b.choices.value


def test_the_draws_said_are_what_the_seat_on_view_saw() -> None:
    """In the first ten tricks a seat sees its own draw and not the other's, whoever moved: the board takes
    that from the seat's view (it once showed the other player's draw, and hid its own, after the other
    player's move)."""
    b = AnalysisBoard(GAME, review=REVIEW, samples=3, seat=0, analyse=False)
    checked = 0
    for step in range(1, len(b.actions) + 1):
        b.go(step)
        before, after = b.positions[step - 1], b.positions[step]
        if len(after.stock) >= len(before.stock) or after.phase == 2:
            continue
        mine = after.hand(0) - before.hand(0) - before.table(0)
        his = after.hand(1) - before.hand(1) - before.table(1)
        said = b.what.value
        assert all(c.unicode in said for c in mine), (step, said)
        assert not any(c.unicode in said for c in his), (step, said)
        checked += before.to_move != 0
    assert checked >= 3  # steps where the other player moved and both drew


def test_the_trick_menu_and_the_trick_words_name_a_position_s_trick_alike() -> None:
    """The analysis board's trick menu and the boards' trick words place a position by one helper
    (the rules' ``trick_of_moment``): every trick offered leads to a position the words call that trick, at its lead."""
    from penchant.play.view import view_of
    from penchant_widgets.trick import trick_words

    b = AnalysisBoard(GAME, review=REVIEW, samples=3)
    offered = [t for _, t in b.trick_pick.options if t >= 0]
    assert offered and offered == sorted(set(offered))
    for t in offered:
        b.trick_pick.value = t
        words = trick_words(view_of(b.state, 0))
        # at its lead the trick before still lies in the middle, and the words name that one
        assert words in (f"Trick {t}", f"Trick {t - 1} just played"), (t, words)
        assert b.state.stage in (Stage.LEAD, Stage.FOLLOW), (t, words)
        b.trick_pick.value = -1


def test_verdicts_are_coloured_by_the_package_css_not_inline() -> None:
    """A verdict chip and a timeline mark carry the verdict's class; its colour is in boards.css (one place,
    read by a CSS linter), none in the markup."""
    import re

    from penchant.judgement.verdicts import VERDICTS
    from penchant_widgets.play.coach_panel import verdict_chip
    from penchant_widgets.styles import package_css

    css = package_css("boards.css")
    for verdict in VERDICTS:
        chip = verdict_chip(verdict, 2)
        assert f'class="pt-verdict pt-verdict-{verdict}"' in chip and "style=" not in chip
        assert re.search(rf"\.pt-verdict-{verdict}\{{background-color:#[0-9a-f]{{6}}", css), verdict
