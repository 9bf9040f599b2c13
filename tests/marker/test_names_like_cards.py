"""Players named like cards keep their names in the marker's sentences (review #30): "JD" and "AC" were shown as
"J♦" and "A♣" ("A♣'s pair was not entered", "The brisque count J♦ 5, A♣ 7"), because the whole message, names
and all, was put into words. Only the cards of a refusal are put into words."""

from __future__ import annotations

import pytest
from ledger_taps import tricks

from penchant.errors import PenchantError
from penchant.marker import Declared, EndDeal, Ledger, NewGame, TrickWon
from penchant.rules.cards import CardSet
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL


def _refused(ledger: Ledger, event: object) -> str:
    with pytest.raises(PenchantError) as info:
        ledger.entered(event)  # type: ignore[arg-type]
    return ledger.said(info.value, event)


@pytest.mark.parametrize("names", [("JD", "AC"), ("QS QH", "player 1"), ("AC", "Bob"), ("AC", "O'Brien")])
def test_names_like_cards_stay_as_written_in_refusals(names: tuple[str, str]) -> None:
    first, second = names
    ledger = Ledger().entered(NewGame(names, KANDELL, 0))
    said = _refused(ledger, EndDeal((5, 7)))
    assert said.startswith(f"The brisque count {first} 5, {second} 7 was not entered: deal 1 is not over")
    said = _refused(ledger, Declared(1, Kind.PAIR))  # before any trick
    assert said.startswith(f"{second}'s pair was not entered: no trick has been played")
    assert "♦" not in said and "♣" not in said and "♠" not in said and "♥" not in said


def test_the_cards_of_a_refusal_are_still_in_words_beside_such_names() -> None:
    ledger = tricks(Ledger().entered(NewGame(("JD", "AC"), KANDELL, 0)), "0").entered(TrickWon(1))
    ledger = ledger.entered(Declared(1, cards=CardSet("QS QH")))
    said = _refused(ledger.entered(TrickWon(1)), Declared(1, cards=CardSet("QS QH")))
    assert "AC" in said and "Q♠ Q♥" in said and "A♣" not in said


def test_the_referees_reasons_keep_names_like_cards() -> None:
    """The deal screen's line under a refused tap: the bar "by JD's two Queens", not "by J♦'s"."""
    from penchant.marker.choices import choices_of

    ledger = Ledger.start(("JD", "AC"), "kandell").entered(Declared(0, cards=CardSet("QS QH"), new_trick=True))
    verdict = choices_of(ledger.sheet).referee(CardSet("9S 9C"))
    second = verdict.declarations[1]
    assert second.barred and second.reason is not None
    assert second.reason.startswith("minor pairs are barred by JD's two Queens (Q♠ Q♥)")
    assert verdict.declarations[0].allowed  # JD, who won the trick the tap records, may
