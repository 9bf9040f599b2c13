"""Words a newcomer reading on a phone (390x844, touch) tripped on: "click a card" where he taps, and chapter 2's
"a loser's penchant scores only 1 point", read as a winner's penchant scoring more."""

from __future__ import annotations

import json
import re

from learner_text import NOTEBOOKS

from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL
from penchant.rules.scoring import declared_points

# "click a card", "Click Q♥", "clicking cards": a mouse's word for what a phone's reader taps ("tap or click" reads
# on both; "one click away" names no card and stays).
_CLICK_A_CARD = re.compile(r"(?<!tap or )(?<!Tap or )\b[Cc]lick(?:ing)? (?:a |any |one |every |some |them|the |cards?"
                           r"|[0-9JQKA]\S?[♠♥♦♣])")
_CHAPTERS = [p.stem for p in sorted(NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))]


def _markdown(name: str) -> list[str]:
    nb = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown"]


def test_the_chapters_say_a_word_for_a_card_that_a_phone_reader_does() -> None:
    said = [(name, m.group(0)) for name in _CHAPTERS for cell in _markdown(name) for m in _CLICK_A_CARD.finditer(cell)]
    assert not said, said


def test_the_boards_say_a_word_for_a_card_that_a_phone_reader_does() -> None:
    from penchant_widgets.play.picking import PICK_FIRST
    from penchant_widgets.play.table import EXAMPLE_OVER
    from penchant_widgets.puzzles.endgame import PLAY_LABEL
    from penchant_widgets.puzzles.verdict import KEPT_WORDS

    for words in (PICK_FIRST, EXAMPLE_OVER, PLAY_LABEL, KEPT_WORDS):
        assert not _CLICK_A_CARD.search(words) and "clicking" not in words, words


def test_chapter_2_says_every_penchant_scores_alike() -> None:
    # "You pass, because a loser's penchant scores only 1 point" suggested a winner's penchant scores more.
    prose = " ".join(" ".join(_markdown("02_the_first_ten_tricks")).split())
    assert "loser's penchant scores only" not in prose
    points = declared_points(KANDELL, [Kind.PENCHANT])
    assert f"any penchant scores only {points} point" in prose
