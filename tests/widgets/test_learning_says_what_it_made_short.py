"""Chapter 8: after *Learn from your mistakes* a newcomer read "Six are left out to keep the wait short: only your
three costliest are checked. Two were still worse on a longer look, but a move other than the review's came out
best…", bookkeeping, not what happened. The board says in one short sentence what puzzles were made and from which
tricks (or that none came); the why of the others is one click away, in a fold. Its sentences, the fallbacks when a
run gives no reason included, are the engine's (:mod:`penchant.coaching.review`,
:mod:`penchant.puzzlemakers.mistakes`), and the greyed-out button's title never says the same thing twice."""

from __future__ import annotations

import html as html_module
import re
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("ipywidgets")

import penchant.puzzlemakers.mistakes as makers
from penchant.coaching.review_words import NO_PUZZLE_CAME, learnt_words, no_puzzle_words
from penchant.judgement.verdicts import marked_words
from penchant_widgets.play.board import PlayBoard

WIDGET = Path(__file__).resolve().parents[2] / "penchant_widgets" / "play" / "mistakes.py"


def _outside_folds(html: str) -> str:
    """The words shown without a click: the HTML with its folds' contents (not their summaries) left out."""
    kept = re.sub(r"<details[^>]*><summary>(.*?)</summary>.*?</details>", r" \1 ", html, flags=re.S)
    return " ".join(html_module.unescape(re.sub(r"<[^>]+>", " ", kept)).split())


def _played(seed: int) -> PlayBoard:
    b = PlayBoard("greedy", seed=seed, coach="strong:4")
    b.autoplay("random")
    assert b.review() is not None
    return b


def test_the_puzzles_made_are_said_with_their_tricks_and_the_rest_is_folded(monkeypatch: pytest.MonkeyPatch) -> None:
    real = makers.mistake_puzzles

    def some_declined(record: Any, marked: Any, *a: Any, declined: list[str] | None = None, **k: Any) -> Any:
        made = real(record, marked, None, declined=declined, **{x: y for x, y in k.items() if x != "players"})
        if declined is not None:
            declined.extend(["unjudged"] * 6 + ["unclear"] * 2)
        return made

    monkeypatch.setattr(makers, "mistake_puzzles", some_declined)
    for seed in range(9, 20):
        b = _played(seed)
        last_six = [i for i in b.last_review.marked(0) if i.phase == 2]
        if not last_six:
            continue
        n = b.learn(first_ten=False)
        assert n
        intro = b.puzzle_box.children[0].intro.value
        shown = _outside_folds(intro)
        assert all(f"trick {i.trick}" in shown for i in last_six), shown
        for bookkeeping in ("left out", "keep the wait short", "replayed many more times", "costliest"):
            assert bookkeeping not in shown, shown
            assert bookkeeping in html_module.unescape(intro) or bookkeeping in ("costliest",), intro
        assert len(shown) <= 160, shown
        return
    raise AssertionError("no mistake in the last six tricks in eleven random deals")


def test_no_puzzle_is_said_short_with_its_reasons_folded(monkeypatch: pytest.MonkeyPatch) -> None:
    def none_made(record: Any, marked: Any, *_a: Any, declined: list[str] | None = None, **_k: Any) -> list[Any]:
        if declined is not None:
            declined.extend(["unjudged"] * 6 + ["unclear"] * 2)
        return []

    monkeypatch.setattr(makers, "mistake_puzzles", none_made)
    b = _played(9)
    assert b.learn() == 0
    shown = _outside_folds(b.message.value)
    assert shown.startswith(NO_PUZZLE_CAME), shown
    assert "keep the wait short" not in shown and "keep the wait short" in html_module.unescape(b.message.value)


def test_a_run_with_no_reason_titles_the_button_once(monkeypatch: pytest.MonkeyPatch) -> None:
    def none_made(*_a: Any, **_k: Any) -> list[Any]:
        return []

    monkeypatch.setattr(makers, "mistake_puzzles", none_made)
    b = _played(9)
    assert b.learn() == 0
    title = b.learn_button.tooltip
    assert title == learnt_words(0) and title.count("puzzle") == 1, title
    assert NO_PUZZLE_CAME in _outside_folds(b.message.value)


def test_the_fallback_sentences_are_the_engines() -> None:
    source = WIDGET.read_text(encoding="utf-8")
    for said in ("to replay as a puzzle", "could be replayed as a puzzle"):
        assert said not in source, said
    assert no_puzzle_words(0) == f"No {marked_words()} of yours to replay as a puzzle."
    assert no_puzzle_words(3).startswith(NO_PUZZLE_CAME)
