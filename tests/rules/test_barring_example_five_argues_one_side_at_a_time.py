"""Chapter 5's fifth worked example, as a newcomer read it: "A shorter set never unbars, however high. He has three
Jacks. You have two Aces. A pair cannot answer a triplet. Nor does a lower set. His Jacks are lower than your Aces.
So his triplet cannot answer your pair." It switched between your cards and his mid-thought. The verdicts now argue
one side at a time, each bar with its reason: your two Aces do not answer his three Jacks (shorter), and his three
Jacks do not answer your two Aces (lower); the chapter's caption says the point and leaves the argument to them."""

from __future__ import annotations

import json
from pathlib import Path

from penchant.lessons.barring_positions import example_verdicts_words
from penchant.rules.holdings import Holdings
from penchant.rules.profiles import KANDELL
from penchant.words.bar_reports import minor_sets_verdicts


def test_a_shorter_own_set_is_said_not_to_answer_the_bar() -> None:
    yours = minor_sets_verdicts(Holdings.parse(table="AS AC", opp_table="JS JH JD"), KANDELL.barring)
    assert yours[0] == ("your minor pairs and triplets are barred by his three Jacks (JS JH JD), which your two Aces "
                        "(AS AC) do not answer, higher but shorter (an answering set must be as long, not only as "
                        "high)"), yours[0]


def test_the_example_says_your_side_then_his_each_with_its_reason() -> None:
    said = example_verdicts_words("AS AC", "JS JH JD", KANDELL.barring, his_too=True)
    yours, his = said.index("your minor pairs"), said.index("His minor pairs")
    assert yours < said.index("higher but shorter") < his < said.index("longer but lower"), said


def test_the_chapters_caption_does_not_switch_sides_mid_thought() -> None:
    nb = json.loads((Path(__file__).parents[2] / "notebooks" / "05_barring.ipynb").read_text(encoding="utf-8"))
    code = "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code")
    assert "So his \"\n" not in code and "A pair \"\n" not in code
    for choppy in ("He has three Jacks. You have two Aces.", "Nor does a lower set.</b> His Jacks"):
        assert choppy not in code.replace('"\n        "', ""), choppy
