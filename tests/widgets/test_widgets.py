"""The tutorial's widgets, driven without a browser: clicks, values, and the state they leave.

Every rules answer is the engine's; these tests check that the widgets pass the
reader's actions to the engine, show its verdicts (refusals included, with the
state kept), and keep their own bookkeeping (selection, progress, steps) right.
"""

from __future__ import annotations

import random
import subprocess
import sys

import pytest
from penchant_widgets.cards import CardPicker, PackView, faces_html, symbolize
from penchant_widgets.play.table import DealTable
from penchant_widgets.rules.barring import BarringPanel, BarringSandbox
from penchant_widgets.rules.combos import EXAMPLES, DeclarationBench, building_html, kinds_table_html
from penchant_widgets.rules.deal import CutDemo, DealStepper
from penchant_widgets.rules.scoring import DealScorer, GameTally, profiles_table_html
from penchant_widgets.style import board_css, message_html, shared_style
from support import classes

from penchant.errors import IllegalDeclarationError, IllegalPlayError, InvalidNotationError, InvalidSettingError
from penchant.play.lesson import arranged_deal
from penchant.rules.barring import major_cards
from penchant.rules.cards import PACK, Card, CardSet
from penchant.rules.combinations import classify
from penchant.rules.dealing import HAND_SIZE, STOCK_SIZE, TABLE_LIMIT, deal, dealer_from_cut, stock_is_the_rest
from penchant.rules.profiles import FOSTER, KANDELL, MODERN
from penchant.rules.words import option_words
from penchant.words.numbers import number_words, stock_count_words


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
    assert "Unbarred by a pair of Queens, Kings or Aces on your own table" in text(html)


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
    """A seventh card clicked onto a full table was laid in the picker while the rules refused it inside the
    observer (ipywidgets swallowed the refusal): the panel kept the old tables. The picker now stops at the rules'
    table limit, says why, and tables the rules refuse leave the sandbox as it was."""
    import re

    full = "JS JH JD JC QS QH"
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
    assert box.tables[1] == CardSet("JS JH JD JC QH QD") and box.panel.tables[1] == box.tables[1]


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
            button.observe(changed, names="_dom_classes")
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
        assert text(demo.others_said.value) == f"Foster's rules: {option_words('cut_deals', 'low')}, so {foster} deals."
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


# ------------------------------------------------------------------ combinations


def test_kinds_table_takes_its_points_from_the_profiles() -> None:
    html = kinds_table_html()
    for kind, example in EXAMPLES.items():
        assert classify(CardSet(example)) is kind
        row = html.split(f'data-kind="{kind.value}"')[1].split("</tr>")[0]
        nums = [("kandell", KANDELL.value(kind)), ("foster", FOSTER.value(kind)), ("modern", MODERN.value(kind))]
        assert row.endswith("".join(f'<td class="num" data-rules="{r}"{chosen}>{n}</td>'
                                    for (r, n), chosen in zip(nums, (' data-chosen="yes"', "", ""), strict=True)))


def test_fosters_besito_reads_apart_from_the_penchant() -> None:
    """Chapter 3: Foster's besito, "Queen and Jack of any suit", read to a newcomer as the penchant's Queen and Jack
    of different suits. Foster's words stay as he wrote them, said plainly beside them: of one suit."""
    from penchant.rules.kinds import Kind

    html = kinds_table_html()

    def words(kind: Kind) -> str:
        return text(html.split(f'data-kind="{kind.value}"')[1].split("</td>")[0])

    besito, penchant = words(Kind.BESITO), words(Kind.PENCHANT)
    assert Kind.BESITO.foster_name in besito and "one suit" in besito and "penchant" in besito
    assert Kind.PENCHANT.foster_name in penchant and "one suit" not in penchant
    assert "one suit" in words(Kind.MARRIAGE)


def test_building_up_adds_the_engines_points() -> None:
    assert "<b>13</b>" in building_html(["KS KH", "KS KH KD", "KS KH KD KC"], "modern")
    assert "<b>29</b>" in building_html(["KH QH", "JH QH KH", "TH JH QH KH", "TH JH QH KH AH"], "modern")
    with pytest.raises(IllegalDeclarationError, match="'KH 7S' is not a combination"):
        building_html(["KH 7S"])


@pytest.mark.parametrize(("steps", "said", "error"), [
    (["KS KH", "QS JS"], "'QS JS' does not add to 'KS KH'", IllegalDeclarationError),
    (["KS KH KD", "KS KH"], "'KS KH' does not add to 'KS KH KD'", IllegalDeclarationError),
    (["KH QH", "KH QH"], "'KH QH' does not add to 'KH QH'", IllegalDeclarationError),
    (["KS KH", 5], "5 is not a step's cards", InvalidNotationError),
])
def test_building_up_refuses_a_step_that_does_not_add_to_the_one_before(steps: list[str], said: str,
                                                                        error: type[Exception]) -> None:
    """Review 45: every later step was labelled "then add", whatever its cards (a marriage and a besito). Review
    46: the rules refuse it (combinations.built_up), as a declaration they refuse, not as bad notation."""
    with pytest.raises(error) as refused:
        building_html(steps)
    assert str(refused.value).startswith(said)


def test_bench_refuses_fosters_queens_then_scores_the_triplet() -> None:
    bench = DeclarationBench(hand="QC 8C", table="KH QH QS JD")  # six together, as hand and table hold
    bench.table_picker.click("QH")
    bench.table_picker.click("QS")
    assert not bench.check()
    assert "fresh card" in text(bench.message.value)
    bench.hand_picker.click("QC")
    assert bench.declare()
    assert bench.score == 3 and bench.table == CardSet("KH QH QS JD QC")
    assert bench.hand == CardSet("8C")
    assert "triplet" in text(bench.declared_view.value)


def test_bench_builds_a_reunion_and_switches_profile() -> None:
    bench = DeclarationBench(hand="TH JH QH KH AH 9S", profile="modern")
    for step in (["KH", "QH"], ["JH"], ["TH"], ["AH"]):
        for c in step:
            bench.hand_picker.click(c)
        for c in bench.table:
            if not bench.table_picker.buttons[c].selected:
                bench.table_picker.click(c)
        assert bench.declare(), text(bench.message.value)
    assert bench.score == 2 + 3 + 4 + 20
    bench.reset()
    bench.profile_choice.value = "foster"
    bench.hand_picker.click("KH")
    bench.hand_picker.click("QH")
    bench.others_shown.value = True
    assert bench.check() and "worth 20 under Foster's rules (2 under Kandell's rules and 2 under modern rules)" in text(
        bench.message.value)
    bench.list_legal()
    assert "marriage" in text(bench.message.value)


def test_bench_shows_a_bar_from_the_opponents_table() -> None:
    bench = DeclarationBench(hand="8S 8H", opp_table="QS QD")
    bench.hand_picker.click("8S")
    bench.hand_picker.click("8H")
    assert not bench.declare()
    assert "barred" in text(bench.message.value)
    assert bench.score == 0 and bench.hand == CardSet("8S 8H")


# ------------------------------------------------------------------ scoring


def test_deal_scorer_scores_kandells_example_and_refuses_impossible_entries() -> None:
    sc = DealScorer(declarations=("", ""), brisquettes=(8, 0), brisques=(10, 2))
    assert sc.score() == (12, 0)
    sc.profile_choice.value = "foster"
    assert sc.score() == (120, 0)
    sc.br[0].value = "11"  # 11 + 2 is not 12
    assert sc.score() is None
    assert "sum to 13" in text(sc.result.value)
    assert sc.br[0].value == "11"  # the reader's input is kept
    sc.br[0].value = "10"
    sc.decl[0].value = "pair, nonsense"
    assert "“nonsense” is not a kind" in text(sc.result.value)
    sc.decl[0].value = "pair"
    sc.bq[0].value = "eight"
    assert "“eight” is not a number of brisquettes" in text(sc.result.value)
    sc.bq[0].value = "-1"  # the marker's one reading of a count (penchant.rules.counts.brisques_typed) refuses it
    assert "“-1” is not a number of brisquettes: a count cannot be negative" in text(sc.result.value)


def test_deal_scorer_offers_kandells_options_on_the_brisques() -> None:
    """Chapter 7 tells of Kandell's doubled brisques and of the book bonus alone doubled: its board offers both,
    scored by the engine (Kandell's example: 8 brisquettes and 10 brisques of 12)."""
    from penchant.play.sheet import DealEntry, score_deal
    from penchant.rules.profiles import BRISQUE_OPTIONS, KANDELL

    sc = DealScorer(declarations=("", ""), brisquettes=(8, 0), brisques=(10, 2))
    assert list(sc.brisque_choice.options) == list(BRISQUE_OPTIONS)
    entry = DealEntry(((), ()), (8, 0), (10, 2))
    for name, options in BRISQUE_OPTIONS.items():
        sc.brisque_choice.value = name
        assert sc.score() == score_deal(entry, KANDELL.with_options(**options))
    sc.brisque_choice.value = "doubled brisques"
    assert sc.score() == (24, 0) and "8 × 2 = 16" in text(sc.result.value)
    sc.brisque_choice.value = "only the book bonus doubled"
    assert sc.score() == (16, 0) and "4 × 2 = 8" in text(sc.result.value)


def test_game_tally_doubles_a_lurch() -> None:
    g = GameTally([(12, 9), (7, 15), (20, 4), (6, 11)])
    res = g.tally()
    assert res is not None and res.totals == (45, 39) and res.lurched and res.value == 12  # type: ignore[attr-defined]
    # the loser's total, lurched, as the rules' one sentence of the result says it
    assert "You win 45–39, by 6: Opponent is lurched (under 40), so the game is worth 12" in text(g.result.value)
    g.cells[3][1].value = "12"
    res = g.tally()
    assert res is not None and not res.lurched and res.value == 5  # type: ignore[attr-defined]
    g.cells[0][0].value = "x"
    assert g.tally() is None and "not a whole number" in text(g.result.value)
    for odd in ("+5", "1_0", "\u0663"):  # int() takes these; a score sheet shows none of them
        g.cells[0][0].value = odd
        assert g.tally() is None and f"“{odd}” is not a whole number" in text(g.result.value)


def test_profiles_table_reads_the_profiles() -> None:
    html = profiles_table_html()
    assert "the lower cut" in html and "the higher cut" in html
    assert ('<td data-label="Foster&#x27;s rules"><span>400</span></td><td data-label="Kandell&#x27;s rules"><span>40'
            "</span></td>") in html


def test_no_row_of_the_profiles_table_is_repeated_word_for_word_in_its_cells() -> None:
    """Chapter 7's table headed a row "a loser's penchant sets trump" and said the same in Foster's cell: a row
    names the question, its cells the answers."""
    import re
    from html import unescape

    html = profiles_table_html()
    for row in re.findall(r"<tr>(.*?)</tr>", html, flags=re.S):
        cells = [unescape(re.sub(r"<[^>]+>", "", c)).strip() for c in re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", row)]
        if cells and cells[0]:
            assert cells[0] not in cells[1:], cells
    assert "whose penchant sets trump" in unescape(html)


# ------------------------------------------------------------------ layering


def test_importing_the_engine_never_imports_ipywidgets() -> None:
    code = "import sys, penchant, penchant.play.state, penchant.puzzles; print('ipywidgets' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_the_kinds_table_shows_the_chosen_rules_and_a_switch_changes_them() -> None:
    from penchant_widgets.rules.combos import KindsTable

    t = KindsTable()
    html = t.table.value
    assert html.count('data-chosen="yes"') == 1 + len(EXAMPLES)  # the heading and every kind's points
    assert '<th class="num" data-rules="kandell" data-chosen="yes">Kandell&#x27;s rules</th>' in html
    t.rules.value = "foster"
    assert '<td class="num" data-rules="foster" data-chosen="yes">20</td>' in t.table.value  # a marriage
    assert [label for label, _ in t.rules.options] == ["Kandell's rules", "Foster's rules", "modern rules"]


def test_the_kinds_table_of_one_rule_book_names_no_other() -> None:
    """Chapter 3 showed three rule books' points and Foster's name for every kind to a newcomer (newcomer 15): the
    table of one rule book shows its points alone, with no switch and no other book's words."""
    from penchant_widgets.rules.combos import KindsTable

    t = KindsTable(compare=False)
    html = t.table.value
    assert "Foster" not in html and 'data-rules="foster"' not in html and 'data-rules="modern"' not in html
    assert html.count('data-rules="kandell"') == 1 + len(EXAMPLES)
    assert t.rules not in t.children and len(t.children) == 3  # the style sheet, the title and the table


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


def test_the_kinds_tables_examples_are_each_the_kind_they_show() -> None:
    """The table draws its examples without judging them while it draws: the engine judges them here, once."""
    from penchant_widgets.rules.combos import EXAMPLES

    from penchant.rules.cards import CardSet
    from penchant.rules.combinations import classify
    from penchant.rules.kinds import Kind

    assert set(EXAMPLES) == set(Kind)
    assert {kind: classify(CardSet(cards)) for kind, cards in EXAMPLES.items()} == {kind: kind for kind in EXAMPLES}
