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
        assert f"<b>{kind}</b>" in bench.message.value
        # The board completed the declaration: it says so plainly, naming the card picked and the cards it added
        # (a newcomer who picked J♥ alone could not tell the family needed the table's Q♥ K♥).
        assert "you picked only" in bench.message.value and "the board added" in bench.message.value
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
    assert bench.declared[-1][0].value == "marriage" and "the board added" not in bench.message.value


def test_the_board_says_which_cards_it_added_from_the_table() -> None:
    bench = DeclarationBench(hand="TH JH QH KH AH 9S", profile="kandell")
    assert _declare(bench, "KH QH")
    assert _declare(bench, "JH")
    said = bench.message.value
    picked, rest = said.split("the board added", 1)
    assert "J♥" in picked and "Q♥" not in picked
    assert "Q♥" in rest.split("from your table")[0] and "K♥" in rest.split("from your table")[0]
