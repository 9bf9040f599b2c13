"""Chapter 8's review, read by newcomers: at tricks where they had played a move the coach's hint offered ("playing 8♦
or playing 10♣ will do"), the review still set the move against the coach's ("Too close to call against playing
10♣, which …", listed "where you chose another move than the coach would have"); and its reasons for the better
move ran on from those about the move played ("…, which does about 1 point better …, but it also risks the 10♥"),
so a reader could not tell which sentence was about which card. A move the hint offered reads as one it offered;
every other reason names its card: "Your Q♥ …" of the move played, "Playing 8♦ …" of the better one, the move
the coach recommended."""

from __future__ import annotations

import html as html_module
import re

import pytest

pytest.importorskip("ipywidgets")

from penchant.coaching.reviewing import review_decisions
from penchant.play.moves import parse_action
from penchant.words.cards import card_words
from penchant_widgets.play.board import PlayBoard
from penchant_widgets.play.coach_panel import review_html

DEPARTURE = ("Too close to call against", "Better:", " was better", "another move than the coach")


def _read(html: str) -> str:
    return " ".join(html_module.unescape(re.sub(r"<[^>]+>", " ", html)).split())


def test_a_move_the_hint_offered_reads_as_offered_in_the_review() -> None:
    b = PlayBoard("greedy", seed=9)  # the chapter's board, its first lead
    view, key = b.view(), b._key()
    an = b.coach.analyse(view, key)
    offered = [a for a in an.will_do() if a != an.best.action]
    assert offered == [parse_action("play 8D")], an.advice()
    item = review_decisions([(view, offered[0], key)], b.coach).items[0]
    assert item.fine and item.better == "", item
    assert item.reason.startswith("Your 8♦ ") and "will do" in item.reason, item.reason
    assert not any(d in item.reason for d in DEPARTURE), item.reason


def test_each_reason_names_the_card_it_is_about() -> None:
    b = PlayBoard("greedy", seed=9)
    view, key = b.view(), b._key()
    an = b.coach.analyse(view, key)
    best = an.best.action
    assert best == parse_action("play TC"), an.details()
    others = [ln.action for ln in an.lines if ln.action not in an.will_do()]
    rev = review_decisions([(view, a, key) for a in others], b.coach)
    assert rev.items and any(i.verdict == "close" for i in rev.items) and any(i.verdict != "close" for i in rev.items)
    for i in rev.items:
        card = i.played.card  # type: ignore[union-attr]
        assert i.own.startswith(f"Your {card_words(card)} "), i.own
        assert i.better, i
        first = i.better.split(":")[0] if i.better.startswith("Too close to call:") else ""
        said = i.better.removeprefix(first + ":").strip() if first else i.better
        # the better move named is the one the coach's move recommended (8♦, keeping the 10♣), as the advice said
        rec = card_words(an.recommended().card)  # type: ignore[attr-defined]
        assert said.startswith((f"playing {rec}", f"Playing {rec}")), i.better
        assert ", which " not in i.better, i.better
        assert i.reason == f"{i.own} {i.better}"


def test_chapter_eights_deal_played_by_the_hints_offers_reads_as_no_departure() -> None:
    """The chapter's own deal, every decision played as a learner taking the hint's other offer where it made one:
    the review never sets an offered move against the coach's, nor says every move was the coach's own."""
    b = PlayBoard("greedy", seed=9, fresh=True)
    offered = 0
    while not b.state.is_over():
        an = b.coach.analyse(b.view(), b._key())
        other = [a for a in an.will_do() if a != an.best.action]
        offered += bool(other)
        assert b.act(other[0] if other else an.best.action)
    rev = b.review()
    assert rev is not None and offered >= 3
    fine = [i for i in rev.items if i.fine and i.played != i.best]
    assert len(fine) == offered, (len(fine), offered)
    for i in fine:
        assert not any(d in i.reason for d in DEPARTURE), i.reason
        assert i.reason.startswith("Your "), i.reason
    said = _read(review_html(rev, b.state, b.names, 0))
    assert "the move the coach would have made" not in said or not fine, said
    assert "will do" in said or rev.marked(0), said
