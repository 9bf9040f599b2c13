"""Chapter 3's "may you declare?" puzzles offered the very wrong reasons chapters 0 and 2 offer ("the winner may
declare any combination", "must draw before declaring"), and newcomer 33 met them a third time. Chapter 3's ask
its own idea: the kinds (a besito read as a marriage, cards said to make no combination) and that a card on the
table may serve again. Its number puzzles' last hint names the kind to score (or asks which of the kinds those
cards could be), where "is any other legal combination worth more?" added nothing after the cards were named."""

from __future__ import annotations

from penchant.puzzlemakers.authoring import default_choices
from penchant.puzzles import analyse, check, get
from penchant.puzzles.checkers.claims import WINNER_NO, WINNER_YES, Claim

CHAPTER_3_REASONED = ("declaration-014", "declaration-030", "declaration-010")
CHAPTER_3_NUMBERS = ("declaration-006", "declaration-022", "declaration-021", "declaration-025", "declaration-018",
                     "declaration-008")
EARLIER = {Claim(*WINNER_YES, False).text, Claim(*WINNER_NO, False).text}


def test_chapter_3_offers_no_reason_chapters_0_and_2_offer() -> None:
    for pid in CHAPTER_3_REASONED:
        p = get(pid)
        assert not EARLIER & set(p.choices), (pid, p.choices)
        assert sum(c.startswith("Yes") for c in p.choices) == 2 == sum(c.startswith("No") for c in p.choices)
        assert p.choices == default_choices(p.kind, p.task, p.position)  # as the maker makes them again
    assert EARLIER <= set(get("declaration-013").choices)  # chapter 0's own stay


def test_a_kind_mixed_up_hears_what_that_kind_is_made_of() -> None:
    p = get("declaration-030")  # J♥ Q♥, a besito
    assert "Yes: J♥ Q♥ is a marriage, and J♥ comes fresh from your hand" in p.choices
    r = check(p, "Yes: J♥ Q♥ is a marriage, and J♥ comes fresh from your hand")
    assert not r.correct and r.refutation is not None
    assert r.refutation.startswith("A marriage is the King and Queen of one suit"), r.refutation
    assert "besito" not in r.refutation
    r = check(p, "No: J♥ Q♥ is no combination, though J♥ comes fresh from your hand")
    assert not r.correct and "look again at the kinds" in (r.refutation or "").lower()


def test_a_card_on_the_table_serving_again_is_asked_in_chapter_3() -> None:
    for pid in CHAPTER_3_REASONED:
        p = get(pid)
        assert any(c.endswith(", already on your table, cannot serve in a new declaration") for c in p.choices), pid


def test_the_last_hint_of_a_number_puzzle_adds_the_kind() -> None:
    said = {pid: analyse(get(pid)).hints[-1] for pid in CHAPTER_3_NUMBERS}
    for pid, hint in said.items():
        assert "is any other legal combination worth more" not in hint, (pid, hint)
        assert get(pid).hints[-1] == hint, pid  # stored as the engine makes it
        assert str(analyse(get(pid)).best[0]) not in hint.split(), (pid, hint)  # never the points
    assert said["declaration-006"] == ("Which kind do they make: a flush or a reunion? Then look up what that kind "
                                       "scores under Kandell's rules.")
    assert said["declaration-018"] == ("Four cards of one rank make a quadruplet: what does it score under Kandell's "
                                       "rules?")
