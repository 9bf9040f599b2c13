"""The play board's review begins with one line a marked decision, in a player's words ("Trick 7: you played 10♥.
The coach's move was better by about 7 points."), the full review (positions, the coach's reasons) one click away,
folded under it: the whole review, shown open, was read as a wall after a deal."""

from __future__ import annotations

import random
import re

import pytest

pytest.importorskip("ipywidgets")

from play_boards import board

from penchant.coaching.reasons import action_phrase
from penchant.english.grammar import capitalised
from penchant_widgets.play import mistakes
from penchant_widgets.play.coach_panel import FULL_REVIEW


def _summary(html: str) -> list[str]:
    found = re.search(r'<ul class="pt-review-summary">(.*?)</ul>', html)
    assert found, html
    return [re.sub(r"<[^>]+>", "", li) for li in re.findall(r"<li>(.*?)</li>", found.group(1))]


def test_one_line_a_marked_decision_above_the_folded_full_review(monkeypatch: pytest.MonkeyPatch) -> None:
    b = board(5)
    b.autoplay("greedy")
    rev = b.review()
    assert rev is not None
    marked = rev.marked(0)
    assert marked, "this deal has a costly decision to summarise"
    html = b.review_box.value
    lines = _summary(html)
    assert len(lines) == len(marked)
    first = marked[0]
    assert f"Trick {first.trick}: you " in lines[0] and "better by" in lines[0] and "point" in lines[0], lines
    better = capitalised(action_phrase(first.named or first.best))
    assert better not in lines[0], "while it may come back as a puzzle, the better move is not said above it"
    assert html.index("pt-review-summary") < html.index(f"<summary>{FULL_REVIEW}</summary>") < html.index(
        "pt-review-list"), "the full review comes after the lines, folded"
    # Learn from your mistakes made no puzzle of it: the line now names the better move
    monkeypatch.setattr(mistakes, "mistakes_shown", lambda *a, **k: mistakes.MistakesShown(0, "", None))
    b.learn()
    assert better in _summary(b.review_box.value)[0]


def test_each_line_says_what_the_move_played_did_not_only_its_figure() -> None:
    """Chapter 8's seeded game with the A♦ led at trick 3: its line read "Trick 3: you played A♦. The coach's move was
    better by nearly 4 points", the why folded away, where the chapter praises an Ace led early; the line says what the
    move did, the first clause of the review's reason (the one the puzzle made of it gives, ``what_it_gave_up``)."""
    from penchant.coaching.coach import Coach
    from penchant.coaching.play_session import PlaySession
    from penchant.coaching.reviewing import review_record
    from penchant.players import get_player
    from penchant.puzzlemakers.mistakes import what_it_gave_up
    from penchant_widgets.play.coach_panel import summary_line

    session = PlaySession("greedy", seed=9)
    moves = ["play 8D", "declare QH KH", "play QC", "play AD"]  # then the rules of thumb's moves
    you, rng = get_player("greedy", session.profile), random.Random(9)
    while not session.state.is_over():
        session.act(moves.pop(0) if moves else you.choose(session.view(), rng))
    rev = review_record(session.record(), Coach(session.profile), seats=(0,), deals=[0])
    lines = {i.trick: summary_line(rev, i) for i in rev.marked(0)}
    assert lines[3].startswith("Trick 3: you played A♦: it uses up a brisque now instead of keeping it in your hand "
                               "for the last six tricks. "), lines[3]
    for i in rev.marked(0):
        assert what_it_gave_up(i.own) and f": {what_it_gave_up(i.own)}. " in lines[i.trick], lines[i.trick]
