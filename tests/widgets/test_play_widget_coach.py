"""Asking the coach on the play-against-the-computer board (penchant_widgets.play.asking_the_coach): the hint, first
what to look at and then the coach's move, the review at the end of a deal, and the mistakes it marks learnt from
as puzzles (penchant_widgets.play.mistakes). The board's clicks, refusals and games are ``test_play_widget.py``'s."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from coach_advice_checks import others_said_truly

pytest.importorskip("ipywidgets")

from play_boards import board

from penchant_widgets.play.board import PlayBoard
from penchant_widgets.play.board_words import YOU


def test_hint_explains_a_legal_action_from_your_view_in_words() -> None:
    from penchant.coaching.reasons import action_phrase
    from penchant.english.grammar import capitalised

    b = board(5)
    first = b.hint()
    assert "Look at" in first and "Too close to call" not in first, "the first hint points, it gives no verdict"
    assert b.hint_button.description == "The coach's move"
    text = b.hint()
    an = b.coach.analyse(b.view(), b._key())
    assert an.best.action in b.view().legal
    # one move and why, in one sentence; the moves about even with it named (one) or counted, each listed a click
    # away, under the figures
    assert text.startswith((capitalised(action_phrase(an.recommended())), "Leading ")), text
    others_said_truly(an, text)
    assert text == an.advice() and text.count(". ") <= 1, "two short sentences at most; the fuller reasons: the fold"
    assert "±" not in text and "sampled" not in text, "the sampling detail sits behind the toggle"
    assert "<details" in b.hint_box.value and "<summary>The coach&#x27;s figures</summary>" in b.hint_box.value
    assert "Engine" not in b.hint_box.value, "the figures' fold is named in a player's words"
    assert b.hint() == text, "the hint is seeded: asking twice gives the same answer"


def test_the_coachs_move_says_at_once_that_the_coach_is_thinking() -> None:
    """A newcomer pressed "The coach's move" and saw nothing for six seconds: the board says the coach is thinking
    the moment it starts (and keeps the button from a second press meanwhile), then shows its move."""
    from penchant_widgets.play.asking_the_coach import COACH_THINKING

    b = board(5)
    b.hint()
    seen: list[tuple[str, bool]] = []
    b.hint_box.observe(lambda change: seen.append((change["new"], b.hint_button.disabled)), "value")
    text = b.hint()
    assert seen and COACH_THINKING in seen[0][0] and seen[0][1], seen[:1]
    from penchant.english.grammar import after_colon

    shown = b.hint_box.value.replace("&#x27;", "'")
    assert COACH_THINKING not in b.hint_box.value and after_colon(text) in shown
    assert b.hint_button.disabled, "shown once, the coach's move invites no second press"


def test_hint_1_waits_for_the_coach_and_reads_its_move() -> None:
    """Hint 1 said to keep 10♦ and the coach's move then said to play it: Hint 1 now reads the coach's analysis of
    the decision, so the board says the coach is thinking from the first press, and the analysis is made once: the
    coach's move, asked next, reads the same one."""
    from penchant_widgets.play.asking_the_coach import COACH_THINKING

    b = board(5)
    seen: list[tuple[str, bool]] = []
    b.hint_box.observe(lambda change: seen.append((change["new"], b.hint_button.disabled)), "value")
    first = b.hint()
    assert seen and COACH_THINKING in seen[0][0] and seen[0][1], seen[:1]
    assert COACH_THINKING not in b.hint_box.value and not b.hint_button.disabled
    an = b.coach.analyse(b.view(), b._key())
    assert first == an.first_hint()
    made = len(b.coach._cache)
    b.hint()
    assert len(b.coach._cache) == made, "the coach's move reads the analysis Hint 1 read"


def test_review_at_the_end_of_the_deal() -> None:
    b = board(8)
    assert b.review() is None and "end of the deal" in b.message.value
    b.autoplay("random")
    assert b.state.is_over() and "The deal is over" in b.message.value
    rev = b.review()
    assert rev is not None
    real = [d for d in b.session.decisions if len(d[0].legal) > 1]
    assert len(rev.items) == len(real)
    # each item stands at its place in the deal: the action there is yours, the one reviewed
    assert all(b.state.history[i.index] == (YOU, i.played) and i.deal == b.deal_number for i in rev.items)
    assert all(i.loss >= 0 for i in rev.items)
    assert rev.marked(YOU), "random play makes mistakes"
    assert "Review:" in b.review_box.value and "pt-review-list" in b.review_box.value
    assert "The deal ended" in b.review_box.value, "the review stands beside the deal's actual score"
    # the deal's points part by part are shown once, in the deal-over message above the review
    assert "pt-breakdown" in b.message.value and "pt-breakdown" not in b.review_box.value
    assert "given away in all" not in b.review_box.value, "estimates are never summed"
    # a marked decision may come back as a puzzle below: its better move is folded, one click away (a newcomer read
    # "Better: playing A♦" above the puzzle that asked it)
    from penchant_widgets.play.coach_panel import BETTER_FOLDED, FULL_REVIEW

    box = b.review_box.value
    folds = re.findall(r"<details[^>]*><summary>([^<]*)</summary>(.*?)</details>", box, re.S)
    assert any(" was better: " in inside for _s, inside in folds)
    assert all(s in (BETTER_FOLDED, FULL_REVIEW) for s, _i in folds), "the full review folded, in it each better move"
    # the summary's lines above it say by how much, never which move ("The coach's move was better by about 3 points")
    assert " was better: " not in re.sub(r"<details.*?</details>", "", box, flags=re.S)
    # what a player needs of the figures (estimates, and why), not how the tool works: "Losses are not added up.
    # Learn from your mistakes plays such a decision out again twelve times ..." (a newcomer, chapter 8)
    from html import escape

    from penchant_widgets.play.coach_panel import estimate_words

    said = estimate_words()
    assert escape(said) in b.review_box.value and "estimates" in said
    assert "played each position out many times" in said and "sampled" not in said, said  # a player's words
    assert "added up" not in said and "Learn from your mistakes" not in said and "twelve" not in said, said
    # Phase 2 decisions are reviewed exactly
    assert any(i.exact for i in rev.items if i.phase == 2)


def test_learn_from_your_mistakes_replays_them_as_end_game_puzzles() -> None:
    from penchant_widgets.puzzles.board import PuzzleBoard

    for seed in range(20, 40):
        b = board(seed)
        b.autoplay("random")
        rev = b.review()
        assert rev is not None
        late = [i for i in rev.marked(YOU) if i.phase == 2]
        n = b.learn(first_ten=False)
        assert n == len(late)
        if n:
            pb = b.puzzle_box.children[0]
            assert isinstance(pb, PuzzleBoard) and all(p.kind == "endgame" for p in pb.puzzles)
            first = late[0]
            from penchant.puzzles import check

            assert check(pb.puzzles[0], str(first.best.card)).correct  # type: ignore[union-attr]
            return
    raise AssertionError("twenty random deals without a mistake in the last six tricks")


def test_a_solved_mistake_puzzle_lands_in_the_attempt_store_and_a_reload_keeps_it(tmp_path: Path) -> None:
    from penchant.puzzles.sessions.endgame_session import EndgameSession
    from penchant.trainer.stores import SQLiteAttemptStore
    from penchant_widgets.puzzles.board import PuzzleBoard

    def best(s: EndgameSession) -> str:
        values = s.values()
        top = max(v.brisques for v in values.values())
        return next(c for c, v in values.items() if v.brisques == top)

    path = tmp_path / "attempts.sqlite3"
    for seed in range(20, 40):
        b = PlayBoard("greedy", seed=seed, coach="strong:4", store=SQLiteAttemptStore(path))
        b.autoplay("random")
        if not b.learn(first_ten=False):
            continue
        pb = b.puzzle_box.children[0]
        assert isinstance(pb, PuzzleBoard) and pb.store is b.store
        pid = pb.puzzle.id
        assert pid.startswith("mistake-") and pb.status[0].state == "new"
        assert pb.endgame is not None
        while not pb.endgame.session.finished:  # an end-game counts once played out
            pb.endgame.mine.click(best(pb.endgame.session))
        assert pb.status[0].solved and pb.status[0].first_try
        # On disk: a fresh store over the same file reads the attempt back.
        stored = [a for a in SQLiteAttemptStore(path).load() if a.puzzle_id == pid]
        assert [a.outcome for a in stored] == ["solved_first"]
        # A reload (a new board over the same game and the same file) shows the puzzle solved.
        again = PlayBoard("greedy", seed=seed, coach="strong:4",
                          store=SQLiteAttemptStore(path))
        again.autoplay("random")
        assert again.learn(first_ten=False) and isinstance(again.puzzle_box.children[0], PuzzleBoard)
        reloaded = again.puzzle_box.children[0]
        assert reloaded.puzzles[0].id == pid and reloaded.status[0].state == "solved_first"
        # Another game's mistakes are other puzzles: nothing of this one is carried over to them.
        other = PlayBoard("greedy", seed=seed + 100, coach="strong:4",
                          store=SQLiteAttemptStore(path))
        other.autoplay("random")
        if other.learn(first_ten=False):
            ob = other.puzzle_box.children[0]
            assert isinstance(ob, PuzzleBoard)
            assert all(ob.status[i].state == "new" for i, p in enumerate(ob.puzzles) if p.id != pid)
        return
    raise AssertionError("twenty random deals without a mistake in the last six tricks")


# ---------------------------------------------------------------- issue #22: master on the board


def test_the_hint_says_when_another_move_is_too_close_to_call() -> None:
    from penchant.coaching.advice_words import LEVEL_WITH
    from penchant.coaching.coach import Coach
    from penchant.coaching.reasons import action_phrase
    from penchant.english.grammar import capitalised
    from penchant.rules.profiles import KANDELL

    for seed in range(12):
        b = PlayBoard("greedy", seed=seed, coach=Coach(KANDELL, 6))
        for _ in range(8):
            if b.state.is_over():
                break
            b.hint()  # the first hint: what to look at
            text = b.hint()
            an = b.coach.analyse(b.view(), b._key())
            close = an.close_calls()
            if close:
                others_said_truly(an, text)  # the others: named (one) or counted, each a click away
                assert "too close to call" not in text.lower(), text  # the coach's move says it plainly
                said = dict(an.figures())
                assert all(said[capitalised(action_phrase(a))].startswith(LEVEL_WITH) for a in close
                           if a != an.recommended()), said
                assert "more)" not in text
                assert all(an.verdict(a) == "close" for a in close)
                assert "sampled" not in text and "±" not in text
                return
            assert "come out about the same here" not in text and "too close to call" not in text.lower(), text
            if len(an.lines) > 1 and an.tier(an.lines[1].action) == "worse":  # a clear best: no moves offered as even
                assert "about even" not in text, text
            b.autoplay("greedy", moves=1)
    raise AssertionError("no hint with a move too close to call in twelve seeded games")


def test_a_mistake_of_the_first_ten_tricks_becomes_a_judged_puzzle_that_agrees_with_the_review() -> None:
    from penchant.puzzlemakers.mistakes import JUDGE
    from penchant.puzzles import check
    from penchant.puzzles.checkers.choice_values import choice_of
    from penchant.puzzles.checkers.decision import problems
    from penchant.puzzles.history_replay import replay
    from penchant_widgets.puzzles.board import PuzzleBoard

    assert JUDGE == "master" and PlayBoard("greedy", seed=1).coach.judge == "master"
    for seed in range(20, 40):
        b = board(seed)
        b.autoplay("random")
        rev = b.review()
        assert rev is not None
        early = [i for i in rev.marked(YOU) if i.phase == 1]
        late = [i for i in rev.marked(YOU) if i.phase == 2]
        n = b.learn()
        judged = [p for p in b.puzzle_box.children[0].puzzles if p.kind != "endgame"] if n else []
        assert n == len(late) + len(judged) and len(judged) <= len(early)
        if not judged:
            continue
        pb = b.puzzle_box.children[0]
        assert isinstance(pb, PuzzleBoard)
        p = judged[0]
        assert p.kind in ("decision", "timing") and p.id.startswith("mistake-") and p.source == "your game, reviewed"
        assert p.history is not None and p.history["judge"]["player"] == "strong:4"
        item = next(i for i in early if p.title.startswith(f"Deal {i.deal}, trick {i.trick}:"))
        state = replay(p.history)
        assert state.view(YOU).to_json() == next(v for v, _a, _k in b.session.decisions
                                                 if v.to_json() == state.view(YOU).to_json()).to_json()
        # the review shown beside the puzzle names the puzzle's answer as its better move
        after = b.last_review
        shown = next(i for i in after.items if (i.deal, i.index) == (item.deal, item.index))
        assert check(p, choice_of(shown.best)).correct, "the puzzle's answer is the review's better move"
        assert not check(p, choice_of(item.played)).correct
        assert problems(p) == []
        assert p.hints[0].startswith("In the game, you ") and "You" not in p.hints[0], p.hints[0]
        return
    raise AssertionError("twenty random deals without a clear mistake in the first ten tricks")
