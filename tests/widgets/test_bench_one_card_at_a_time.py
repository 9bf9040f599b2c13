"""Chapter 3's bench "from marriage to reunion" (issue #19): declare the marriage, then add one card at a time."""

from __future__ import annotations

from penchant.rules.cards import CardSet
from penchant_widgets.lessons.combos import DeclarationBench


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


def test_a_lone_card_from_the_table_is_refused_by_the_fresh_card_rule_first() -> None:
    # Chapter 3's reunion built, a newcomer picked A♥ alone on the table and read "a combination has at least two
    # cards": true, but the rule he needed is that a declaration again of table cards needs a card fresh from the
    # hand (the rules' refusal says which rule refuses first, and the two-card rule after).
    bench = DeclarationBench(hand="TH JH QH KH AH 9S", title="From marriage to reunion")
    assert _declare(bench, "KH QH")
    for card in ("JH", "TH", "AH"):
        assert _declare(bench, card), bench.message.value
    bench.table_picker.click("AH")
    assert not bench.check()
    said = bench.message.value
    assert "fresh card from the hand" in said, said
    assert said.index("fresh card from the hand") < said.index("at least two cards"), said
    assert bench.declared[-1][0].value == "reunion"


def test_a_lone_card_from_the_hand_is_still_refused_by_the_two_card_rule() -> None:
    bench = DeclarationBench(hand="QC 8C", table="KH QH QS JD", title="Two Queens on the table")
    bench.hand_picker.click("8C")
    assert not bench.check()
    assert "at least two cards" in bench.message.value and "fresh card" not in bench.message.value


def test_a_lone_card_that_joins_the_table_only_later_says_what_it_waits_for() -> None:
    # issue #31: on Q♥ K♥ a newcomer picked 10♥ alone, as the chapter says ("pick only the card from your hand"),
    # and read "a combination has at least two cards"; what it lacks is J♥, for the run to reach it
    bench = DeclarationBench(hand="TH JH QH KH AH 9S", title="From marriage to reunion", profile="modern")
    assert _declare(bench, "KH QH")
    assert not _declare(bench, "TH")
    said = bench.message.value
    assert "you cannot declare 10♥: it joins nothing on your table yet: J♥ must join Q♥ K♥ first" in said, said
    assert "at least two cards" not in said, said
    assert [k.value for k, _ in bench.declared] == ["marriage"]
