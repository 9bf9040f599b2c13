"""The barring sandbox of chapter 5 decided for itself that a table was full (``len(t) >= TABLE_LIMIT``) and said
the rule in its own words ("as many as a table can hold"). The rules say both now
(:func:`penchant.rules.holdings.table_full`, :func:`~penchant.words.holdings.full_tables_words`): the sandbox
shows their words and takes no card onto a table they call full."""

from __future__ import annotations

from html import unescape

import pytest

from penchant.rules.barring import major_cards
from penchant.rules.cards import Card, CardSet
from penchant.rules.dealing import TABLE_LIMIT
from penchant.rules.holdings import table_full
from penchant.words.holdings import full_tables_words
from penchant_widgets.lessons.barring import BarringSandbox

MAJORS = " ".join(str(c) for c in major_cards())


def _first(n: int, skip: int = 0) -> str:
    return " ".join(MAJORS.split()[skip:skip + n])


def test_a_table_is_full_at_the_rules_limit() -> None:
    assert not table_full(CardSet(_first(TABLE_LIMIT - 1)))
    assert table_full(CardSet(_first(TABLE_LIMIT)))
    assert full_tables_words([("You", _first(TABLE_LIMIT - 1)), ("Opponent", "")]) is None
    both = full_tables_words([("You", _first(TABLE_LIMIT)), ("Ada", _first(TABLE_LIMIT, skip=TABLE_LIMIT))])
    assert both is not None and both.startswith("Your table and Ada's table hold "), both


@pytest.mark.parametrize("mine", [True, False])
def test_the_sandbox_says_the_rules_words_for_a_full_table(mine: bool) -> None:
    full, one = _first(TABLE_LIMIT), _first(1, skip=TABLE_LIMIT)
    box = BarringSandbox(barring="by_size")
    box.set_tables(*((full, one) if mine else (one, full)))
    said = full_tables_words([("You", box.tables[0]), ("Opponent", box.tables[1])])
    assert said is not None
    assert unescape(box.note.value).count(said) == 1, box.note.value
    p = 0 if mine else 1
    spare = Card.parse(_first(1, skip=TABLE_LIMIT + 1))
    assert box.pickers[p].buttons[spare].disabled  # a full table takes no card
    box.pickers[p].click(_first(1))  # one taken up: the rules no longer call it full, nor does the note
    assert not table_full(box.tables[p]) and box.note.value == ""
    assert not box.pickers[p].buttons[spare].disabled
