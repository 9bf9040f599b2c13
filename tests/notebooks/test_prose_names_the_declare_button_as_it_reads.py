"""Chapter 2 told the reader to press "Declare the picked cards", but the button reads "Pick the cards to declare"
(greyed) until a card is picked: a newcomer looked for a button that was not there. A chapter that names the
Declare button by its words names it as it first reads, the words it takes once cards are picked beside them."""

from __future__ import annotations

import re

from chapter_cells import sources_of
from learner_text import NOTEBOOKS

from penchant.rules.cards import CardSet
from penchant_widgets.play.picking import declare_words


def test_the_declare_button_is_named_as_it_first_reads() -> None:
    first, picked = declare_words(False, CardSet()), declare_words(False, CardSet("KS QS"))
    named = 0
    for path in sorted(NOTEBOOKS.glob("[0-9][0-9]_*.ipynb")):
        for md in sources_of(path.stem, "markdown"):
            text = re.sub(r"\s+", " ", md)
            if picked in text:
                named += 1
                assert first in text, (path.stem, first, text)
    assert named, "no chapter names the Declare button by its words"
