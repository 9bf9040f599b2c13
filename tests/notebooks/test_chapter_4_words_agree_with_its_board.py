"""Chapter 4's prose named its example's cards by hand ("your opponent's A♠", "the penchant Q♣ J♠", "the K♣",
"spades trump"): a reader given another deal, or a seed changed, would read of cards the board does not show.
The words beside the board are the engine's (:mod:`penchant.lessons.losers_penchant`), from the deal the board shows;
the chapter's own prose about the example names no card."""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path
from typing import Any

import pytest

from penchant.errors import PenchantError
from penchant.lessons.losers_penchant import (
    foster_difference_words,
    losers_penchant_example,
    other_rules_words,
    outcome_words,
    setup_words,
)
from penchant.play.dealing import new_deal
from penchant.rules.profiles import FOSTER, KANDELL
from penchant.rules.suits_and_ranks import Rank

pytest.importorskip("ipywidgets")

CHAPTER = Path(__file__).parents[2] / "notebooks" / "04_trump_and_penchants.ipynb"
CARD = re.compile(r"(?:10|[2-9TJQKA])[♠♥♦♣]")


def _cells() -> list[dict[str, Any]]:
    cells: list[dict[str, Any]] = json.loads(CHAPTER.read_text(encoding="utf-8"))["cells"]
    return cells


def _source(cell: dict[str, Any]) -> str:
    return "".join(cell["source"])


def _said(cell: dict[str, Any]) -> str:
    """A code cell's stored HTML outputs, as text."""
    html = "".join("".join(o.get("data", {}).get("text/html", "")) for o in cell.get("outputs", []))
    return unescape(re.sub(r"<[^>]+>", "", html))


def _the_chapters_example() -> dict[str, Any]:
    """The chapter's example cell run as the page runs it: its deal, its line and its words (the example is the
    lessons', one call in the cell: ``chapter_example()``)."""
    cell = next(c for c in _cells() if c["cell_type"] == "code" and "chapter_example()" in _source(c))
    space: dict[str, Any] = {}
    exec(compile(_source(cell), str(CHAPTER), "exec"), space)
    space["line"] = list(space["CHAPTER_LINE"])
    return space


def test_the_example_cells_script_no_deal_and_build_no_sentence() -> None:
    """Issue 30: the cells scripted the deal (``after_three_tricks``), read its scores and declarations to build a
    sentence, and agreed its verb by hand; the lessons do all that (``penchant.lessons.losers_penchant``)."""
    code = " ".join(_source(c) for c in _cells() if c["cell_type"] == "code")
    for by_hand in ("def after_three_tricks", "new_deal(", ".apply(", ".scores[", ".declared[", "verb_form(",
                    "join_and(", "option_words("):
        assert by_hand not in code, by_hand
    assert "foster_difference_words(example)" in code


def test_the_examples_prose_names_no_card_by_hand() -> None:
    cells = _cells()
    start = next(i for i, c in enumerate(cells) if "## The loser's penchant" in _source(c))
    end = next(i for i, c in enumerate(cells) if "## Trumps in the first ten tricks" in _source(c))
    for c in cells[start:end]:
        if c["cell_type"] == "markdown":
            prose = _source(c)
            prose = prose[prose.index("## The loser's penchant"):] if "## The loser's penchant" in prose else prose
            assert not CARD.findall(prose), (CARD.findall(prose), prose[:200])
        else:
            assert "f\"\"\"" not in _source(c) and not CARD.findall(_source(c).split("line = ")[0]), _source(c)[:200]


def test_the_words_beside_the_board_are_the_engines_for_its_deal() -> None:
    space = _the_chapters_example()
    board, example = space["after_three_tricks"](KANDELL), space["example"]
    last = board.view(0).last_trick
    assert last is not None and last.winner == 1
    cells = _cells()
    said = " ".join(_said(c) for c in cells if c["cell_type"] == "code")
    for words in (setup_words(example), outcome_words(example)):
        assert words.words in said, (words.words, said)
    fold = next(c for c in cells if c["cell_type"] == "code" and "Fold(" in _source(c))
    assert "foster_difference_words(example)" in _source(fold)
    assert other_rules_words(example).words in foster_difference_words(example).words  # the same penchant's words
    assert f"your opponent's {last.follow.unicode}" in setup_words(example).words  # type: ignore[union-attr]
    declared = [c.unicode for c in board.child(space["line"][0]).declared[0][-1][1]]
    assert all(c in setup_words(example).words for c in declared)


def test_another_deal_gets_its_own_words() -> None:
    """The words follow the deal: the example's line played where the A♠ and Q♣ are dealt otherwise is refused
    (typed), never told with the chapter's cards."""
    other = new_deal(KANDELL, 88, dealer=1, method="singles")
    with pytest.raises(PenchantError):
        losers_penchant_example(other, ["declare JS QC", "play KC", "play JS"], new_deal(FOSTER, 88, dealer=1))


def test_under_fosters_rules_the_penchant_makes_the_jacks_suit_trump() -> None:
    space = _the_chapters_example()
    example = space["example"]
    assert example.trump is None and example.lead_wins
    jack = next(c for c in (example.from_hand, example.from_table) if c.rank is Rank.JACK)
    assert example.other_trump is jack.suit and not example.other_lead_wins  # the suit of the penchant's Jack
    assert f"makes {example.other_trump.plural} trump" in other_rules_words(example).words


@pytest.mark.parametrize("profile", [KANDELL, FOSTER], ids=lambda p: p.name)
def test_the_example_leans_on_no_rule_a_later_chapter_teaches(profile: Any) -> None:
    """The example's last step said "Opponent has 7♠ 7♦, but may not declare them: your three Queens ... stop them.
    Chapter 5 explains this rule, called barring." (a newcomer): chapter 4 leaned on a rule not yet taught. Every
    step of the board, and the chapter's words around it, keep to what chapters 1 to 4 teach."""
    from penchant_widgets.play.table import DealTable

    space = _the_chapters_example()
    board = DealTable(space["after_three_tricks"](profile), script=space["line"])
    said = []
    while board.step():
        said.append(unescape(re.sub(r"<[^>]+>", "", board.message.value + board.notice.value)))
    assert len(said) == len(space["line"]), said
    told = " ".join([*said, *(_said(c) for c in _cells() if c["cell_type"] == "code")]).lower()
    for later in ("barring", "barred", "chapter 5", "may not declare"):
        assert later not in told, (later, said)


def test_the_loser_penchants_step_says_it_sets_no_trump() -> None:
    """The example's lesson showed only in the unchanged "no trump yet" badge: the step of the loser's penchant says
    in words that it sets no trump, as a winner's penchant says which suit it makes trump; under Foster's rules, where
    the loser's penchant sets trump too, the same step says the suit."""
    from penchant.play.moves import parse_action
    from penchant_widgets.play.board_words import describe_change

    space = _the_chapters_example()
    for profile, said in ((KANDELL, "sets no trump"), (FOSTER, "Trump is now")):
        before = space["after_three_tricks"](profile)
        action = parse_action(space["line"][0])
        after = before.child(space["line"][0])
        lines = " ".join(describe_change(before, action, after, ["You", "Your opponent"]))
        assert "declared a <b>penchant</b>" in lines and said in lines, lines
        assert ("sets no trump" in lines) is (after.trump is None), lines
