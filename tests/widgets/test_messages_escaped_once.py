"""Text shown by the play boards is escaped once: a newcomer read "a declaration&#x27;s cards stay yours to play"
in the coach's first hint after winning a trick (the hint escaped, then escaped again by ``message_html``)."""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

from penchant.coaching.pointers import first_and_rest
from penchant.play.moves import Stage
from penchant_widgets.play.analysis import AnalysisBoard
from penchant_widgets.play.board import PlayBoard
from penchant_widgets.play.board_words import YOU

# An entity left after the browser's one unescape shows on screen as "&#x27;", "&amp;" ...
ENTITY = re.compile(r"&(#\d+|#x[0-9a-fA-F]+|[a-zA-Z]+);")
EXAMPLES = Path(__file__).resolve().parents[2] / "penchant" / "data" / "examples"


def shown(html: str) -> str:
    """The text as the page shows it: tags dropped, entities read once."""
    return unescape(re.sub(r"<[^>]+>", "", html))


def assert_escaped_once(html: str) -> None:
    text = shown(html)
    assert not ENTITY.search(text), f"an entity shows on screen: {ENTITY.search(text)!r} in {text!r}"


def test_the_first_hint_after_winning_a_trick_with_a_declaration_shows_no_entity() -> None:
    b = PlayBoard("greedy", seed=6, coach="strong:4")
    while not (b.state.to_move == YOU and b.state.stage is Stage.DECLARE):
        assert not b.state.is_over(), "seed 6 gives you a declaration"
        b.autoplay("greedy", moves=1)
    text = b.hint()
    assert "a declaration's cards stay yours to play" in text
    assert_escaped_once(b.hint_box.value)
    assert text[1:] in shown(b.hint_box.value)
    assert_escaped_once(b.message.value)


@pytest.mark.parametrize("seed", [1, 3])
def test_both_hints_and_the_review_of_seeded_positions_show_no_entity(seed: int) -> None:
    b = PlayBoard("greedy", seed=seed, coach="strong:4")
    for _ in range(3):  # the first hint, then the coach's move, at a few positions of the first tricks
        first = b.hint()
        assert_escaped_once(b.hint_box.value)
        lead, rest = first_and_rest(first)  # the rest folded one click under the first sentences
        assert lead[1:] in shown(b.hint_box.value) and rest in shown(b.hint_box.value), \
            "the hint, read once (lowered after the colon)"
        second = b.hint()
        assert_escaped_once(b.hint_box.value)
        assert second[1:] in shown(b.hint_box.value)
        b.autoplay("greedy", moves=1)
        assert_escaped_once(b.message.value)
    b.autoplay("greedy")
    b.review()
    assert_escaped_once(b.message.value)


def test_the_analysis_board_names_players_escaped_once() -> None:
    record = json.loads((EXAMPLES / "sample-game.json").read_text(encoding="utf-8"))
    record["players"] = ["O'Neill", "Smith & Sons"]
    b = AnalysisBoard(json.dumps(record), analyse=False)
    assert_escaped_once(b.message.value)
    assert "O'Neill against Smith & Sons" in shown(b.message.value)
