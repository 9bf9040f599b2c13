"""Chapter 3's bench "from marriage to reunion" (issue #19): declare the marriage, then add one card at a time."""

from __future__ import annotations

from penchant_widgets.rules.combos import DeclarationBench

from penchant.rules.cards import CardSet


def _declare(bench: DeclarationBench, cards: str) -> bool:
    for c in cards.split():
        bench.hand_picker.click(c)
    return bench.declare()


def test_a_reunion_is_built_one_card_at_a_time() -> None:
    bench = DeclarationBench(hand="TH JH QH KH AH 9S", title="From marriage to reunion", profile="modern")
    assert _declare(bench, "KH QH")
    for card, kind in (("JH", "family"), ("TH", "clan"), ("AH", "reunion")):
        assert _declare(bench, card), bench.message.value
        assert bench.declared[-1][0].value == kind
        assert f"<b>{kind}</b>" in bench.message.value and "Yes: adding" in bench.message.value
    assert [k.value for k, _ in bench.declared] == ["marriage", "family", "clan", "reunion"]
    assert bench.score == 29  # modern: 2 + 3 + 4 + 20, as the chapter's table says
    assert bench.table == CardSet("TH JH QH KH AH") and bench.hand == CardSet("9S")


def test_a_lone_card_that_extends_nothing_is_still_refused_with_the_engines_reason() -> None:
    bench = DeclarationBench(hand="TH JH QH KH AH 9S", profile="modern")
    assert not _declare(bench, "9S")
    assert "at least two cards" in bench.message.value
    assert bench.declared == [] and bench.score == 0


def test_the_picked_cards_alone_are_used_when_they_form_a_combination() -> None:
    bench = DeclarationBench(hand="TH JH QH KH AH 9S", profile="modern")
    assert _declare(bench, "QH KH")
    assert bench.declared[-1][0].value == "marriage" and "adding" not in bench.message.value
