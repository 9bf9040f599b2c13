"""``verb_form`` refuses a past it cannot make through ``refusing`` (review h40 #2: the scan's QUOTING_BY_HAND
allowance counted penchant/english/grammar.py): the verb given and the reason are the refusal's parts."""

from __future__ import annotations

import pytest

from penchant.english.grammar import verb_form
from penchant.errors import InvalidNotationError


def test_a_past_other_than_be_is_refused_with_the_verb_and_the_reason() -> None:
    assert verb_form(2, "be", past=True) == "were"
    with pytest.raises(InvalidNotationError) as caught:
        verb_form(1, "win", past=True)
    e = caught.value
    assert (e.given, e.reason) == ("win", "only 'be' has a past that agrees with its subject")
    assert str(e) == "'win': only 'be' has a past that agrees with its subject"
