"""Chapter 1's boards deal anew when started again (issue #31: a newcomer who pressed "Gather and start again" saw
the very same deal, and every visit cut Ann 8♣ / Ben Q♥). The first pack and the first cut are the seed's, so the
chapter's stored output stays the same; each restart and each later cut draws from the board's own random source,
fresh unless one is given (given here, so the test is deterministic)."""

from __future__ import annotations

import random

from penchant.rules.dealing import shuffled_pack
from penchant_widgets.lessons.deal import CutDemo, DealStepper


def test_shuffle_and_deal_again_deals_a_new_pack_from_the_boards_random_source() -> None:
    stepper = DealStepper(seed=1893, rng=random.Random(5))
    first = list(stepper.pack)
    assert first == shuffled_pack(random.Random(1893))  # the seed's: the stored output
    assert stepper.reset_button.description == "Shuffle and deal again"
    stepper.finish()
    dealt_first = stepper.dealt()
    stepper.reset()
    assert stepper.position == 0
    expected = random.Random(5)
    assert list(stepper.pack) == shuffled_pack(expected) != first
    stepper.finish()
    assert stepper.dealt() != dealt_first  # the cards dealt are the new pack's
    stepper.reset()
    assert list(stepper.pack) == shuffled_pack(expected)  # and the next restart another


def test_two_visits_restart_to_different_deals() -> None:
    a, b = DealStepper(seed=1893), DealStepper(seed=1893)
    assert a.pack == b.pack  # the page as stored
    a.reset()
    b.reset()
    assert a.pack != b.pack  # a fresh source each: the odds of two equal shuffles are nil


def test_a_pack_given_is_dealt_again_as_it_is() -> None:
    pack = shuffled_pack(random.Random(3))
    stepper = DealStepper(pack=pack)
    stepper.next()
    stepper.reset()
    assert list(stepper.pack) == pack and stepper.reset_button.description == "Gather and start again"


def test_the_cut_after_the_first_comes_from_the_boards_random_source() -> None:
    demo = CutDemo(seed=1893, rng=random.Random(8))
    again = CutDemo(seed=1893, rng=random.Random(9))
    assert demo.rounds == again.rounds  # the first cut: the seed's
    cuts = set()
    for _ in range(4):
        demo.cut()
        cuts.add(demo.rounds)
    assert len(cuts) > 1  # later cuts vary
    replay = CutDemo(seed=1893, rng=random.Random(8))
    replay.cut()
    twin = CutDemo(seed=1893, rng=random.Random(8))
    twin.cut()
    assert replay.rounds == twin.rounds  # deterministic, given its source
