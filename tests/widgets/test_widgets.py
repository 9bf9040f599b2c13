"""The tutorial's widgets, driven without a browser: clicks, values, and the state they leave.

Every rules answer is the engine's; these tests check that the widgets pass the
reader's actions to the engine, show its verdicts (refusals included, with the
state kept), and keep their own bookkeeping (selection, progress, steps) right.
"""

from __future__ import annotations

import random
import re
import subprocess
import sys

import pytest
from support import CLASSES, classes

from penchant.english.numbers import number_words
from penchant.errors import IllegalPlayError, InvalidNotationError, InvalidSettingError
from penchant.lessons.deals import arranged_deal
from penchant.rules.barring import major_cards
from penchant.rules.cards import PACK, Card, CardSet
from penchant.rules.dealing import HAND_SIZE, STOCK_SIZE, TABLE_LIMIT, deal, dealer_from_cut, stock_is_the_rest
from penchant.rules.profiles import FOSTER, KANDELL
from penchant.words.counts import stock_count_words
from penchant.words.switches import option_words
from penchant_widgets.cards import CardPicker, PackView, faces_html, symbolize
from penchant_widgets.html_parts import message_html
from penchant_widgets.lessons.barring import BarringPanel, BarringSandbox
from penchant_widgets.lessons.deal import CutDemo, DealStepper
from penchant_widgets.play.table import DealTable
from penchant_widgets.styles import board_css, shared_style


def text(html: str) -> str:
    import re
    from html import unescape

    return unescape(re.sub(r"<[^>]+>", "", html))


# ------------------------------------------------------------------ cards and style


def test_every_card_has_a_face_rule_and_the_shared_style_is_one_widget() -> None:
    for card in PACK:
        assert f".pt-face-{card}{{background-image:url(" in board_css()
    assert shared_style() is shared_style()
    assert repr(shared_style()) == "StyleSheet('style')"


def test_faces_html_marks_and_dims_the_named_cards() -> None:
    html = faces_html("QS JH 8C", marked="QS", dim="8C", label="table")
    assert html.count('data-card="') == 6  # the span and the svg of each card
    assert '<span class="pt-mark-bar" data-card="QS">' in html
    assert '<span class="" data-card="JH">' in html
    assert 'data-card="8C" width' in html and 'opacity="0.45"' in html
    assert "no cards" in faces_html("")


def test_symbolize_turns_card_tokens_into_coloured_symbols_and_escapes_the_rest() -> None:
    out = symbolize("declare 8S 10H <b>")
    assert "8♠" in out and "10♥" in out and "pt-suit-red" in out
    assert "&lt;b&gt;" in out and "<b>" not in out


def test_picker_selects_up_to_its_limit_and_unselects_on_a_second_click() -> None:
    p = CardPicker("QS JH 8C TD", limit=2)
    p.click("QS")
    p.click("8C")
    p.click("JH")  # over the limit: ignored
    assert p.selected == CardSet("QS 8C")
    assert p.buttons[Card.parse("QS")].selected and not p.buttons[Card.parse("JH")].selected
    assert "pt-selected" in classes(p.buttons[Card.parse("QS")])
    p.click("QS")
    assert p.selected == CardSet("8C")
    assert "pt-selected" not in classes(p.buttons[Card.parse("QS")])


def test_single_pick_moves_the_selection() -> None:
    p = CardPicker("QS JH", limit=1)
    p.click("QS")
    p.click("JH")
    assert p.selected == CardSet("JH")


def test_press_mode_calls_back_and_disabled_cards_do_nothing() -> None:
    got: list[Card] = []
    p = CardPicker("QS JH 8C", mode="press", enabled="QS JH")
    p.on_press(got.append)
    p.click("JH")
    with pytest.raises(IllegalPlayError, match="'8C': that card is shown but cannot be clicked now"):
        p.click("8C")  # disabled: refused as a card not shown is, not silently ignored
    assert got == [Card.parse("JH")]
    assert p.buttons[Card.parse("8C")].disabled
    assert not p.selected
    with pytest.raises(IllegalPlayError, match="'AS': that card is not shown here"):  # review eng10 #30: typed
        p.click("AS")


def test_set_cards_keeps_buttons_and_optionally_the_selection() -> None:
    p = CardPicker("QS JH")
    p.click("QS")
    old = p.buttons[Card.parse("QS")]
    p.set_cards("QS 7D", keep_selection=True)
    assert p.buttons[Card.parse("QS")] is old
    assert p.selected == CardSet("QS")
    p.set_cards("7D")
    assert not p.selected and p.cards == (Card.parse("7D"),)


def test_pack_view_describes_a_clicked_card_and_outlines_the_brisques() -> None:
    v = PackView()
    v.rows[1].click("TH")
    info = text(v.info.value)
    # the pack comes before "Major and minor cards" in chapter 1: a click does not use the words first
    assert "Ten of Hearts" in info and "brisque" in info and "minor" not in info
    v.rows[0].click("JS")
    assert "not a brisque" in text(v.info.value) and "major" not in text(v.info.value)
    v.brisques.value = True
    marked = [b.card for row in v.rows for b in row.buttons.values() if b.marked]
    assert CardSet(marked) == CardSet([c for c in PACK if c.is_brisque])
    assert len(marked) == 12
    # the toggle says what it does now (a newcomer saw its label never change)
    assert "outlined" in v.brisques.description
    v.brisques.value = False
    assert v.brisques.description == "Outline the brisques"
    assert not any(b.marked for row in v.rows for b in row.buttons.values())


def test_message_html_escapes_unless_raw() -> None:
    assert "&lt;i&gt;" in message_html("<i>", "error")
    assert "<i>" in message_html("<i>", "ok", raw=True)


# ------------------------------------------------------------------ barring


@pytest.mark.parametrize(
    ("mine", "theirs", "me_barred", "them_barred"),
    [
        ("", "KD QD QS JC", [2], []),  # two Queens from a marriage and a penchant bar minor pairs
        ("QH QC", "QS QD", [], []),  # a tie unbars (and bars back nothing: tie)
        ("KH KS", "KD QD QS JC", [], [2]),
        ("AH AD", "KH KS", [], [2]),  # your Aces cancel his Kings and bar him
        ("AS AC", "JS JH JD", [2, 3], [2]),  # a triplet bars pairs; only a triplet unbars
        ("", "KS KH KD KC", [2, 3, 4], []),
        ("8S 8H 8D", "", [], []),  # minor sets never bar
    ],
)
def test_barring_panel_reports_the_worked_examples(mine: str, theirs: str, me_barred: list[int],
                                                   them_barred: list[int]) -> None:
    panel = BarringPanel((mine, theirs), barring="by_size")
    assert panel.barred_sizes(0) == me_barred
    assert panel.barred_sizes(1) == them_barred
    html = panel._html.value
    assert html.count('data-barred="yes"') == len(me_barred) + len(them_barred)


def test_barring_panel_outlines_the_barring_cards_and_says_what_unbars() -> None:
    panel = BarringPanel(("", "KD QD QS JC"), barring="by_size")
    assert panel.barring_cards(0) == CardSet("QS QD")
    html = panel._html.value
    assert '<span class="pt-mark-bar" data-card="QS">' in html
    assert '<span class="" data-card="KD">' in html
    assert "A pair of Queens, Kings or Aces on your own table would free them." in text(html)
    # set as the page's prose, not in small grey type: it is chapter 5's key explanation (issue #31)
    why = re.search(r'<div class="([^"]*)">[^<]*A pair of Queens, Kings or Aces', html)
    assert why is not None and "pt-bar-why" in why.group(1).split() and "pt-small" not in why.group(1).split(), html


def test_barring_panel_follows_a_deal_board_when_a_table_card_lifts_the_bar() -> None:
    st = arranged_deal(("8S 8H AS 7D", "9D 7C AC JS"), ("KH QH", "QS QD"), to_move=1)
    board = DealTable(st, script=["play QS", "play AS", "declare 8S 8H"])
    panel = BarringPanel.following(board)
    assert panel.barring == st.profile.barring == "by_size"
    assert panel.barred_sizes(0) == [2]
    board.step()  # he leads QS from his table: the bar is gone
    assert panel.barred_sizes(0) == []
    board.step()
    board.step()
    assert board.state.table(0) == CardSet("8S 8H KH QH")


def test_sandbox_keeps_a_card_on_one_table_only_and_updates_the_panel() -> None:
    box = BarringSandbox(barring="by_size")
    box.pickers[1].click("QS")
    box.pickers[1].click("QD")
    assert box.panel.barred_sizes(0) == [2]
    assert box.pickers[0].buttons[Card.parse("QS")].disabled
    assert box.pickers[0].buttons[Card.parse("QS")].dim
    assert box.pickers[1].buttons[Card.parse("QS")].marked
    box.pickers[0].click("KH")
    box.pickers[0].click("KS")
    assert box.panel.barred_sizes(0) == [] and box.panel.barred_sizes(1) == [2]
    box.set_tables("", "")
    assert box.tables == (CardSet(), CardSet())


def test_sandbox_lays_no_more_cards_on_a_table_than_it_holds_and_says_so() -> None:
    """A card more clicked onto a full table was laid in the picker while the rules refused it inside the
    observer (ipywidgets swallowed the refusal): the panel kept the old tables. The picker now stops at the rules'
    table limit, says why, and tables the rules refuse leave the sandbox as it was."""
    import re

    full = "JS JH JD JC QS"
    box = BarringSandbox(("", "JS JH"), barring="by_size")
    assert len(CardSet(full)) == TABLE_LIMIT
    assert box.note.value == ""  # neither full: nothing said
    box.set_tables("", full)
    before = (box.tables, box.panel.tables, box.panel._html.value)
    qd = box.pickers[1].buttons[Card.parse("QD")]
    assert qd.disabled and not box.pickers[1].buttons[Card.parse("QS")].disabled  # laid cards can be taken up
    with pytest.raises(IllegalPlayError, match="'QD': that card is shown but cannot be clicked now"):
        box.pickers[1].click("QD")
    qd.click()  # the button itself, as a page would send it
    assert (box.tables, box.panel.tables, box.panel._html.value) == before
    assert box.tables[1] == CardSet(full)
    assert f"{number_words(TABLE_LIMIT)} cards" in text(box.note.value)
    with pytest.raises(InvalidNotationError, match=re.escape(repr(str(CardSet(full + " QD"))))):
        box.set_tables("", full + " QD")
    assert (box.tables, box.panel.tables) == before[:2]
    with pytest.raises(InvalidNotationError, match=re.escape(repr(str(CardSet("KS KH KD KC AS AH AD"))))):
        BarringSandbox(("KS KH KD KC AS AH AD", ""), barring="by_size")
    box.pickers[1].click("QS")  # one taken up: the table takes a card again and the note goes
    assert not qd.disabled and box.note.value == ""
    box.pickers[1].click("QD")
    assert box.tables[1] == CardSet("JS JH JD JC QD") and box.panel.tables[1] == box.tables[1]


def test_sandbox_panel_is_redrawn_before_a_card_shows_gold_however_fast_the_clicks() -> None:
    """Chapter 5: a newcomer clicking fast saw A♣ gold on his table while the panel still said "Unbarred by a
    quadruplet of Aces on your own table". The card's gold went out before the panel's redraw; now each time a
    card's face changes, laid or taken up, the panel already speaks of the tables as the cards show them."""
    import re

    box = BarringSandbox(barring="by_size")
    seen: list[tuple[str, bool, str]] = []

    def panel_tables() -> tuple[str, str]:
        found = re.findall(r'data-player="(\d)" data-table="([^"]*)"', box.panel._html.value)
        return dict(found)["0"], dict(found)["1"]

    for p, picker in enumerate(box.pickers):
        for card, button in picker.buttons.items():
            def changed(change: dict[str, object], p: int = p, card: Card = card) -> None:
                gold = "pt-selected" in change["new"]  # type: ignore[operator]
                if gold == ("pt-selected" in change["old"]):  # type: ignore[operator]
                    return  # its red or its dimming, not its gold
                on_panel = card in CardSet(panel_tables()[p])
                seen.append((str(card), gold, "agrees" if gold == on_panel else "differs"))
            button.observe(changed, names=CLASSES)
    clicks = [(1, "KS"), (1, "KH"), (1, "KD"), (1, "KC"), (0, "AS"), (0, "AH"), (0, "AD"), (0, "AC"), (0, "AH"),
              (1, "KD"), (0, "AH"), (0, "KD")]
    for p, card in clicks:  # one after another, as fast as the kernel takes them
        box.pickers[p].click(card)
    golds = [s for s in seen if s[0] in {c for _, c in clicks}]
    assert len(golds) == len(clicks) and all(verdict == "agrees" for _, _, verdict in golds), golds
    assert sum(1 for _, gold, _ in golds if not gold) >= 2  # taking a card up is checked too
    assert panel_tables() == (str(box.tables[0]), str(box.tables[1]))
    assert box.tables == (CardSet("KD AS AH AD AC"), CardSet("KS KH KC"))
    assert box.panel.barred_sizes(0) == [] and box.panel.barred_sizes(1) == [2, 3, 4]


def test_sandbox_offers_the_rules_major_cards_and_heads_each_side_by_whose_sets() -> None:
    box = BarringSandbox(barring="by_size", names=("you", "Ada"))
    for picker in box.pickers:
        assert list(picker.buttons) == major_cards()
        assert all(c.rank.is_major for c in picker.buttons)
    html = text(box.panel._html.value)
    assert "Your minor sets" in html and "Ada's minor sets" in html


# ------------------------------------------------------------------ dealing


@pytest.mark.parametrize("method", ["traditional", "threes", "singles"])
def test_deal_stepper_deals_what_the_engine_deals(method: str) -> None:
    stepper = DealStepper(seed=11, method=method)  # type: ignore[arg-type]
    layout = deal(method, rng=random.Random(11))  # type: ignore[arg-type]
    assert stepper.steps == (32 if method == "traditional" else 13)
    stepper.next()
    stepper.next()
    first = stepper.dealt()
    assert sum(len(v) for v in first.values()) == 2
    stepper.finish()
    got = stepper.dealt()
    assert got["pone"] == list(layout.pone) and got["dealer"] == list(layout.dealer)
    assert stepper.stock_top_first() == list(reversed(layout.stock))  # engine: top card last
    assert stepper.next_button.disabled and not stepper.back_button.disabled
    stepper.back()
    assert stepper.position == stepper.steps - 1
    stepper.reset()
    assert stepper.position == 0 and stepper.back_button.disabled


@pytest.mark.parametrize("method", ["traditional", "threes", "singles"])
def test_the_deal_stepper_ends_with_the_rules_numbers(method: str) -> None:
    """The board once wrote "six cards each and twenty in the stock" and laid the rest down unless the method was
    "traditional": now the rules' numbers and their stock_is_the_rest."""
    stepper = DealStepper(seed=3, method=method)  # type: ignore[arg-type]
    stepper.finish()
    done = text(stepper.view.value)
    assert f"Done: {number_words(HAND_SIZE)} cards each and {stock_count_words(STOCK_SIZE)} in the stock." in done
    assert "20 cards in the stock" in done  # as every board counts the stock, and chapter 1 says it
    assert ("laid down as the stock" in done) == stock_is_the_rest(method)  # type: ignore[arg-type]


def test_traditional_rhythm_highlights_the_current_card() -> None:
    stepper = DealStepper(seed=2, method="traditional")
    for _ in range(4):
        stepper.next()
    assert "Card 4:" in text(stepper.view.value) and "to the stock" in text(stepper.view.value)
    assert stepper.caption.value.count('class="pt-rhythm-now"') == 1
    assert "S = stock" in text(stepper.caption.value)


@pytest.mark.parametrize("method", ["threes", "singles"])
def test_the_dealing_key_names_only_the_letters_its_line_shows(method: str) -> None:
    # Threes and singles deal no card to the stock one by one: a newcomer read their key's "S" as "singles".
    stepper = DealStepper(seed=2, method=method)  # type: ignore[arg-type]
    shown = text(stepper.caption.value)
    assert "P = pone" in shown and "D = dealer" in shown and "S =" not in shown


def test_deal_stepper_refuses_an_unknown_method() -> None:
    stepper = DealStepper()
    with pytest.raises(InvalidSettingError, match="'fives'"):
        stepper.set_method("fives")
    assert stepper.method == "traditional"
    stepper.methods.value = "singles"
    assert stepper.method == "singles" and stepper.position == 0


def test_cut_demo_names_the_dealer_under_the_readers_rules_and_the_others_one_click_away() -> None:
    """A newcomer read two books' dealers at every cut: the board says the reader's rules' dealer (Kandell's), and
    the other book's behind a fold, closed until asked for."""
    demo = CutDemo(seed=4)
    assert not demo.others.opened and demo.others.layout.display is None
    for _ in range(5):
        demo.cut()
        final = demo.rounds[-1]
        assert final[0].rank != final[1].rank
        foster = demo.names[dealer_from_cut(final, FOSTER)]
        kandell = demo.names[dealer_from_cut(final, KANDELL)]
        assert foster != kandell
        msg = text(demo.result.value)
        assert msg.endswith(f"Kandell's rules: {option_words('cut_deals', 'high')}, so {kandell} deals.")
        assert "Foster" not in msg
        # each other book, not Foster's alone (newcomers: the game has three books)
        assert text(demo.others_said.value) == (f"Foster's rules: {option_words('cut_deals', 'low')}, so {foster} "
                                                f"deals. Kandell's modern scoring: "
                                                f"{option_words('cut_deals', 'high')}, so {kandell} deals.")
    alone = CutDemo(seed=4, profiles=(KANDELL,))
    assert alone.others.layout.display == "none"


def test_cut_demo_says_who_deals_as_each_profiles_switch_has_it() -> None:
    """The cut's words are each profile's switch, said by the rules: Foster's rules with the higher cut dealing
    read so (the board once wrote "Foster: the lower cut deals" whatever the profile said)."""
    plain = CutDemo(seed=4, profiles=(FOSTER, KANDELL))
    turned = CutDemo(seed=4, profiles=(FOSTER.with_options(cut_deals="high"), KANDELL))
    final = plain.rounds[-1]
    assert turned.rounds[-1] == final
    higher = option_words("cut_deals", "high")
    assert text(plain.result.value).endswith(
        f"Foster's rules: {option_words('cut_deals', 'low')}, so {plain.names[dealer_from_cut(final, FOSTER)]} "
        "deals.")
    assert text(plain.others_said.value) == (
        f"Kandell's rules: {higher}, so {plain.names[dealer_from_cut(final, KANDELL)]} deals.")
    kandell_dealer = turned.names[dealer_from_cut(final, KANDELL)]
    assert text(turned.result.value).endswith(f"Foster's rules: {higher}, so {kandell_dealer} deals.")
    assert text(turned.others_said.value) == f"Kandell's rules: {higher}, so {kandell_dealer} deals."


# ------------------------------------------------------------------ layering


def test_importing_the_engine_never_imports_ipywidgets() -> None:
    code = "import sys, penchant, penchant.play.state, penchant.puzzles; print('ipywidgets' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_the_rhythm_line_breaks_only_between_rounds() -> None:
    import re
    # On a phone the rhythm wrapped inside a round, a bar starting the next line: each round is one unbreakable
    # piece ending in its bar, and the pieces hold every letter of the deal.
    for method in ("traditional", "threes", "singles"):
        stepper = DealStepper(seed=2, method=method)
        html = stepper.caption.value
        rounds = re.findall(r'<span class="pt-rhythm-round">(.*?)</span>(?= <span class="pt-rhythm-round"|</div>)',
                            html)
        assert rounds and re.search(r"\.pt-rhythm-round\{[^}]*white-space:nowrap", board_css())  # one unbreakable piece
        assert all(text(body).rstrip().endswith("│") for body in rounds[:-1])
        assert not text(rounds[-1]).rstrip().endswith("│")
        letters = sum(text(body).count(x) for body in rounds for x in "PDS")
        assert letters >= 12 + (20 if method == "traditional" else 0)
