"""A newcomer on chapter 3's bench read "worth 3 under Kandell's rules (30 under Foster's rules and 3 under modern
rules)": three rule books' numbers at once, where the chapter shows the other books' points only on request. The
bench's messages say the chosen rules' number; the others' only once the reader has asked to see them."""

from __future__ import annotations

from html import unescape

from penchant_widgets.lessons.combos import DeclarationBench


def _said(bench: DeclarationBench) -> str:
    return unescape(bench.message.value)


def _queens(bench: DeclarationBench) -> None:
    bench.hand_picker.click("QC")
    for c in ("QH", "QS"):
        bench.table_picker.click(c)


def test_the_chosen_rules_number_alone_until_the_others_are_asked_for() -> None:
    bench = DeclarationBench(hand="QC 8C", table="KH QH QS JD")
    assert not bench.others_shown.value  # the other books are not shown unasked
    _queens(bench)
    assert bench.check()
    assert "worth 3 under Kandell's rules" in _said(bench)
    assert "Foster" not in _said(bench) and "modern" not in _said(bench)
    bench.others_shown.value = True  # the reader asks to see the other books: the message says them at once
    assert "30 under Foster's rules and 3 under Kandell's modern scoring" in _said(bench)
    bench.others_shown.value = False
    assert "Foster" not in _said(bench) and "worth 3 under Kandell's rules" in _said(bench)


def test_a_declaration_laid_down_follows_the_same_choice() -> None:
    bench = DeclarationBench(hand="QC 8C", table="KH QH QS JD", profile="foster")
    _queens(bench)
    assert bench.declare()
    assert "scores 30 under Foster's rules." in _said(bench) and "Kandell" not in _said(bench)


def test_the_switch_of_rule_books_is_one_click_away() -> None:
    """The three books' names stood at the head of every bench of chapter 3: the switch and the others' points are
    in a fold, closed until the reader asks for them, and the bench scores by the chosen rules meanwhile."""
    bench = DeclarationBench(hand="QC 8C", table="KH QH QS JD")
    assert bench.profile_choice not in bench.children and bench.others_shown not in bench.children
    assert not bench.others.opened
    assert bench.profile_choice in bench.others.inside.children and bench.others_shown in bench.others.inside.children
    bench.others.set_open(True)
    bench.profile_choice.value = "foster"
    _queens(bench)
    assert bench.check() and "under Foster's rules" in _said(bench)


def test_the_list_of_what_could_be_declared_follows_the_other_books_switch_and_toggle() -> None:
    """The reunion bench of chapter 3: its *other rule books* fold changed the verdict's words but not the list
    *What could I declare?* had given (a newcomer's report); the list is said again under the rules chosen and with
    the other books' points once asked for."""
    from html import unescape

    from penchant_widgets.lessons.combos import DeclarationBench

    bench = DeclarationBench(hand="TH JH QH KH AH 9S", title="From marriage to reunion")
    bench.list_legal()
    assert "marriage" in bench.message.value and "Foster" not in unescape(bench.message.value)
    bench.others_shown.value = True
    shown = unescape(bench.message.value)
    assert shown.startswith('<div class="pt-msg pt-msg-note">You could declare:'), shown
    assert "2 under Kandell's rules (20 under Foster's rules" in shown, shown
    bench.profile_choice.value = "foster"
    shown = unescape(bench.message.value)
    assert "You could declare:" in shown and "20 under Foster's rules (2 under Kandell's rules" in shown, shown
    bench.others_shown.value = False
    shown = unescape(bench.message.value)
    assert "You could declare:" in shown and "(20)" in shown and "Kandell" not in shown, shown
