"""A review's marked decision shows the position in a player's words (your hand, the card led, what you did), so
the learner can recall it without opening "Learn from your mistakes": it showed only "Trick 8 inaccuracy" and a
sentence."""

from __future__ import annotations

from penchant.coaching.coach import Coach
from penchant.coaching.review import ReviewItem
from penchant.coaching.review_words import position_words
from penchant.coaching.reviewing import review_decisions
from penchant.lessons.deals import arranged_deal
from penchant.play.moves import Play, parse_action
from penchant.rules.cards import Card
from penchant.rules.profiles import KANDELL


def test_a_lead_says_your_hand_the_tables_and_what_you_did() -> None:
    st = arranged_deal(("8D 9S TC 7C", "AS KD QC JC 9C 8C"), tables=("QH KH", ""), stock=8)
    v = st.view(0)
    said = position_words(v, Play(Card.parse("8D")))
    assert said.startswith("Your hand: "), said
    for c in ("8♦", "9♠", "10♣", "7♣"):
        assert c in said.split(".")[0], said
    assert "on your table: Q♥ K♥" in said and "you were to lead" in said.lower(), said
    assert said.endswith("You played 8♦."), said


def test_a_follow_says_the_card_he_led() -> None:
    st = arranged_deal(("8D 9S TC 7C QH KH", "AS KD QC JC 9C 8C"), stock=8, to_move=1)
    st.apply("play AS")
    v = st.view(0)
    said = position_words(v, Play(Card.parse("9S")))
    assert "He led A♠." in said and said.endswith("You played 9♠."), said


def test_the_review_item_carries_the_position_and_keeps_it_through_json() -> None:
    st = arranged_deal(("8D 9S TC 7C QH KH", "AS KD QC JC 9C 8C"), stock=8)
    v = st.view(0)
    rev = review_decisions([(v, parse_action("play 8D"), "t:0:0")], Coach(KANDELL, 4))
    item = rev.items[0]
    assert item.position == position_words(v, parse_action("play 8D")), item.position
    assert ReviewItem.from_json(item.to_json()).position == item.position
    marked_text = item.position
    assert "Your hand:" in marked_text


def test_the_boards_review_shows_a_marked_decisions_position_above_its_reason() -> None:
    from penchant.coaching.review import Review
    from penchant.play.dealing import new_deal
    from penchant_widgets.play.coach_panel import review_html

    item = ReviewItem.from_json({
        "deal": 1, "step": 8, "trick": 8, "phase": 1, "stage": "follow", "player": 0, "played": "play 7S",
        "best": "play AS", "loss": 3.0, "verdict": "mistake", "reason": "Playing 7♠ costs you about 3 points.",
        "estimate": False, "margin": 0.0, "rank": 2, "choices": 4,
        "position": "Your hand: 7♠ A♠ 9♦; no trump yet. He led 10♠. You played 7♠."})
    said = review_html(Review("coach", (item,)), new_deal(rng=1), ("You", "Computer"), 0)
    at = said.find("Your hand: 7♠ A♠ 9♦; no trump yet. He led 10♠. You played 7♠.")
    assert 0 < at < said.find("Playing 7♠ costs you"), said
    assert 'class="pt-review-position"' in said, said


def test_the_position_says_the_trump_as_the_board_does() -> None:
    """Chapter 8: the review at trick 11 said "no trump yet" where the board said "no trump this deal": in the last
    six tricks no trump can come any more, and the review says what the board says."""
    import random

    from penchant.play.dealing import new_deal
    from penchant.words.trump import trump_words

    for seed in range(40):
        st, rng = new_deal(KANDELL, random.Random(seed), 0), random.Random(seed)
        while not st.is_over():
            v = st.view(st.to_move)
            acts = st.legal_actions
            act = acts[rng.randrange(len(acts))]
            if v.trump is None and v.stage.name in ("LEAD", "FOLLOW"):
                said = position_words(v, act)
                assert trump_words(None, settled=v.trump_settled) in said, said
                if v.phase == 2:
                    assert "no trump yet" not in said, said
                    return
            st.apply_unchecked(act)
    raise AssertionError("no deal reached the last six tricks without a trump")
