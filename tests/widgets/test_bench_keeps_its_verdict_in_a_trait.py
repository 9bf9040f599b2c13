"""The declaration bench of chapter 3 knew whether its verdict was still on show by reading its message back
(``self.message.value == self.said[0]``): the screen was its memory. The verdict on show is a trait now,
:attr:`DeclarationBench.verdict_shown`, set with every verdict and cleared by every other message; the message is
drawn from it, and the other rule books' points are said again from it, never from the screen."""

from __future__ import annotations

from html import unescape

from penchant.rules.cards import CardSet
from penchant.rules.kinds import Kind
from penchant_widgets.lessons.combos import DeclarationBench


def _queens(bench: DeclarationBench) -> None:
    bench.hand_picker.click("QC")
    for c in ("QH", "QS"):
        bench.table_picker.click(c)


def test_the_verdict_on_show_is_a_trait_and_the_message_is_drawn_from_it() -> None:
    bench = DeclarationBench(hand="QC 8C", table="KH QH QS JD")
    assert bench.verdict_shown is None
    _queens(bench)
    assert bench.check()
    queens = CardSet("QC QH QS")
    assert bench.verdict_shown == (Kind.TRIPLET, 3, queens, queens, False)
    seen: list[object] = []
    bench.observe(lambda c: seen.append(c["new"]), names="verdict_shown")
    bench.others_shown.value = True  # said again from the trait
    assert "30 under Foster's rules" in unescape(bench.message.value)
    bench.list_legal()  # another message: no verdict on show
    assert bench.verdict_shown is None and seen == [None]
    bench.others_shown.value = False  # nothing to say again: the list stays
    assert "You could declare" in unescape(bench.message.value)


def test_a_verdict_said_again_follows_the_trait_not_the_screen() -> None:
    """A page redrawing the message in other words (escaped alike, a class added) left the old bench deaf to the
    reader's switch: it compared the screen with the words it had kept. The trait says what is on show."""
    bench = DeclarationBench(hand="QC 8C", table="KH QH QS JD")
    _queens(bench)
    assert bench.check()
    bench.message.value = bench.message.value.replace("Yes:", "Yes :")  # the screen changes, the verdict stays
    bench.others_shown.value = True
    assert "30 under Foster's rules" in unescape(bench.message.value)
