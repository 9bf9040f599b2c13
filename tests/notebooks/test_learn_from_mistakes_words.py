"""Learn from your mistakes in a newcomer's words: one idea a sentence while the coach checks the decisions, and
chapter 8's steps listed one a line."""

from __future__ import annotations


def test_learn_from_your_mistakes_says_one_idea_at_a_time() -> None:
    """"The coach is replaying your three marked decisions …, many times each, to be sure of the better move before
    it makes a puzzle of one: about half a minute a decision on a slow or busy computer (…), less on a fast one." was
    one sentence of four ideas (a newcomer): now each idea has its own short sentence, and chapter 8 lists them."""
    import json
    from pathlib import Path

    from penchant_widgets.play.mistakes import replaying_words

    assert replaying_words(0, 0) == ""
    for judged, every in ((1, 1), (2, 2), (3, 5)):
        said = replaying_words(judged, every)
        sentences = [s for s in said.split(". ") if s]
        assert 3 <= len(sentences) <= 4 and all(len(s) <= 110 for s in sentences), said
        assert "margin" not in said and "sampled" not in said and "slow or busy" not in said, said
    chapter = json.loads((Path(__file__).parents[2] / "notebooks" / "08_play_a_game.ipynb").read_text("utf-8"))
    text = "".join("".join(c["source"]) for c in chapter["cells"] if c["cell_type"] == "markdown")
    part = text[text.index("**Learn from your mistakes**"):text.index("**Next deal**")]
    items = [line for line in part.splitlines() if line.strip().startswith("-")]
    assert len(items) >= 3 and all(len(i) <= 110 for i in items), part
