"""A refused declaration's reason names cards (the ones missing, the ones that served already, the opponent's set
that bars); the reason itself keeps them in notation for the log and the command line, and the same reason is
built again from its parts with the cards written as a reader asks (:attr:`DeclarationVerdict.written`, which
:func:`~penchant.words.refusals.reason_words` asks for symbols), so
that a puzzle says them in symbols without finding them again in the text."""

from __future__ import annotations

import pytest

from penchant.rules.cards import NOTATION, CardSet, mask_of
from penchant.rules.combinations import DeclaredRecord, check_declaration
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL, Profile
from penchant.rules.refused import Refused
from penchant.words.refusals import reason_words

STRICT = KANDELL.with_options(same_kind_reuse=False)
SERVED: list[DeclaredRecord] = [(Kind.PAIR, mask_of("QS QH"))]


@pytest.mark.parametrize(("cards", "holdings", "profile", "declared", "refused", "named"), [
    ("QH QD", Holdings.parse(hand="QH"), KANDELL, [], Refused.NOT_HELD, "Q♦"),
    ("QH QD", Holdings.parse(hand="QD", table="QS QH"), STRICT, SERVED, Refused.SERVED_IN_KIND, "Q♥"),
    ("9S 9H", Holdings.parse(hand="9S 9H", opp_table="QS QH"), KANDELL, [], Refused.BARRED, "(Q♠ Q♥)"),
], ids=["not held", "served in its kind", "barred"])
def test_the_reason_names_its_cards_in_symbols_when_asked(cards: str, holdings: Holdings, profile: Profile,
                                                        declared: list[DeclaredRecord], refused: Refused,
                                                        named: str) -> None:
    v = check_declaration(cards, holdings, profile, declared=declared)
    assert v.refused is refused
    said = reason_words(v)
    assert named in said and not NOTATION.search(said)
    assert NOTATION.search(v.reason)  # the rules' own reason keeps the notation
    assert said == NOTATION.sub(lambda m: CardSet(m.group(0)).unicode, v.reason)  # the same words otherwise


def test_a_reason_that_names_no_card_is_said_as_it_is() -> None:
    v = check_declaration("9S 8H", Holdings.parse(hand="9S 8H"), KANDELL)
    assert not v.legal and reason_words(v) == v.reason == "these cards form no combination"
