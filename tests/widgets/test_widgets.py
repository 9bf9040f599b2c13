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
from penchant_widgets.play.table import DealTable, arranged_deal, describe_change
from penchant_widgets.rules.barring import BarringPanel, BarringSandbox
from penchant_widgets.rules.combos import EXAMPLES, DeclarationBench, building_html, kinds_table_html
from penchant_widgets.rules.deal import CutDemo, DealStepper
from penchant_widgets.rules.scoring import DealScorer, GameTally, profiles_table_html
from penchant_widgets.style import board_css, message_html, shared_style

from penchant.errors import InvalidNotationError, InvalidRecordError, PenchantError
from penchant.play.state import Declare, Stage, new_deal
from penchant.rules.barring import major_cards
from penchant.rules.cards import DECK, Card, CardSet
from penchant.rules.combinations import classify
from penchant.rules.dealing import deal, dealer_from_cut
from penchant.rules.profiles import FOSTER, KANDELL, MODERN

# The example line of chapter 2 (seed 87, you are the pone).
EXAMPLE = ["play 9S", "play 9D", "declare KH QH", "play KH", "play QD", "declare JS QS", "play 8S", "play AS"]


def text(html: str) -> str:
    import re
    from html import unescape

    return unescape(re.sub(r"<[^>]+>", "", html))


# ------------------------------------------------------------------ cards and style


def test_every_card_has_a_face_rule_and_the_shared_style_is_one_widget() -> None:
    for card in DECK:
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
    assert "pt-selected" in p.buttons[Card.parse("QS")]._dom_classes
    p.click("QS")
    assert p.selected == CardSet("8C")
    assert "pt-selected" not in p.buttons[Card.parse("QS")]._dom_classes


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
    p.click("8C")  # disabled
    assert got == [Card.parse("JH")]
    assert p.buttons[Card.parse("8C")].disabled
    assert not p.selected
    with pytest.raises(KeyError):
        p.click("AS")


def test_set_cards_keeps_buttons_and_optionally_the_selection() -> None:
    p = CardPicker("QS JH")
    p.click("QS")
    old = p.buttons[Card.parse("QS")]
    p.set_cards("QS 7D", keep_selection=True)
    assert p.buttons[Card.parse("QS")] is old
    assert p.selected == CardSet("QS")
    p.set_cards("7D")
    assert not p.selected and p.cards == [Card.parse("7D")]


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
    assert CardSet(marked) == CardSet([c for c in DECK if c.is_brisque])
    assert len(marked) == 12


def test_message_html_escapes_unless_raw() -> None:
    assert "&lt;i&gt;" in message_html("<i>", "error")
    assert "<i>" in message_html("<i>", "ok", raw=True)


# ------------------------------------------------------------------ the deal table


def test_deal_table_plays_the_script_through_the_engine() -> None:
    board = DealTable(new_deal(87, dealer=1), script=[*EXAMPLE, "pass"])
    v0 = board.version
    assert board.step()
    assert "You led" in text(board.message.value)
    assert board.state.lead == Card.parse("9S").index
    board.run_script()
    st = board.state
    assert st.score == (4, 0)  # marriage and besito, 2 each under Kandell
    assert st.tricks == 3 and st.stage is Stage.LEAD and st.to_move == 1
    assert board.version > v0
    assert not board.step()  # the end of the example
    assert "end of this example" in text(board.notice.value)
    assert "You passed" in text(board.message.value)  # what happened last stays on screen


def test_deal_table_refuses_with_the_engines_reason_and_keeps_the_state() -> None:
    board = DealTable(new_deal(87, dealer=1), script=EXAMPLE)
    board.run_script(upto=2)  # you won trick 1: you may declare
    assert board.state.stage is Stage.DECLARE
    before = board.state.to_json()
    board._hand[0].click("AH")
    board._hand[0].click("JS")  # AH JS is no combination
    assert not board.declare_picked()
    msg = text(board.notice.value)
    assert "Not allowed" in msg and "form no combination" in msg
    assert "You win the trick" in text(board.message.value)
    assert board.state.to_json() == before
    # Declaring by clicking works, and the cards go to the table.
    board._hand[0].clear()
    board._hand[0].click("KH")
    board._hand[0].click("QH")
    assert board.declare_picked()
    assert board.state.table(0) == CardSet("KH QH")
    assert "marriage" in text(board.message.value) and board.notice.value == ""


def test_deal_table_plays_a_card_from_the_table_and_takes_it_back() -> None:
    board = DealTable(new_deal(87, dealer=1), script=EXAMPLE)
    board.run_script(upto=3)
    assert board.state.table(0) == CardSet("KH QH")
    board._table[0].click("KH")
    assert "from the table" in text(board.message.value)
    assert board.state.table(0) == CardSet("QH")
    board.undo()
    assert board.state.table(0) == CardSet("KH QH")
    board.restart()
    assert board.state.tricks == 0 and not board.state.history


def test_deal_table_cards_of_the_player_not_to_move_are_disabled() -> None:
    board = DealTable(new_deal(87, dealer=1))
    assert all(b.disabled for b in board._hand[1].buttons.values())
    assert not any(b.disabled for b in board._hand[0].buttons.values())
    board._hand[1].click("AS")  # nothing happens
    assert board.state.lead is None


def test_deal_table_refuses_a_card_outside_the_pack_in_a_sentence() -> None:
    board = DealTable(new_deal(87, dealer=1))
    assert not board.act("play 6S")
    assert "“6S” is not a card" in text(board.notice.value)
    assert board.state.tricks == 0 and not board.state.history


def test_deal_table_lists_the_declarations_the_state_allows() -> None:
    """The list of what may be declared is the deal's own (kind and points from the engine, in its order)."""
    board = DealTable(new_deal(87, dealer=1), script=EXAMPLE)
    board.run_script(2)
    st = board.state
    assert st.stage is Stage.DECLARE
    decls = st.declarations()
    assert [Declare(d.cards) for d in decls] == [a for a in st.legal_actions if isinstance(a, Declare)]
    assert all(d.kind is classify(d.cards) and d.points == st.profile.value(d.kind) for d in decls)
    board.show_declarations()
    shown = text(board.notice.value)
    for d in decls:
        assert f"{d.kind.value} {' '.join(c.unicode for c in d.cards)} ({d.points})" in shown, shown


def test_leaving_the_script_stops_next() -> None:
    board = DealTable(new_deal(87, dealer=1), script=EXAMPLE)
    board._hand[0].click("AH")
    assert not board.step()
    assert "left the example" in text(board.notice.value)


def test_hidden_hand_shows_backs_only() -> None:
    board = DealTable(new_deal(3, dealer=1), open_hands=(True, False))
    assert board._hand[1].layout.display == "none"
    assert "card back" in board._hidden[1].value


def test_deal_table_shows_the_tables_while_the_state_says_they_are_kept() -> None:
    """The table hides the players' tables when the state says none are kept (the rules' table_kept: the last
    six are played from the hand), and shows them before."""
    st = new_deal(5, dealer=1)
    seen = set()
    while not st.is_over():
        board = DealTable(st)
        kept = st.tables_kept
        assert kept == (st.phase == 1)
        for p in (0, 1):
            assert (board._table[p].layout.display != "none") == kept
            assert board._hand[p].label == ("in the hand" if kept else "hand")
        seen.add(kept)
        st = st.clone()
        st.apply(st.legal_action_list()[0])
        if len(seen) == 2:
            break
    assert seen == {True, False}


def test_deal_table_refuses_a_card_that_breaks_the_last_six_tricks_obligations() -> None:
    rng = random.Random(1)
    for seed in range(50):
        st = new_deal(seed, dealer=1)
        while not st.is_over() and not (st.phase == 2 and st.stage is Stage.FOLLOW
                                         and len(st.legal_actions) < st.hands[st.to_move].bit_count()):
            st.apply(rng.choice(list(st.legal_actions)))
        if not st.is_over():
            break
    else:
        pytest.fail("no position with a restricted follow found")
    board = DealTable(st)
    p = st.to_move
    legal = {a.card for a in st.legal_actions}  # type: ignore[union-attr]
    illegal = next(c for c in st.hand(p) if c not in legal)
    board._hand[p].click(illegal)
    assert "Not allowed" in text(board.notice.value) and "you must" in text(board.notice.value)
    assert board.state.to_json() == st.to_json()
    board._hand[p].click(next(iter(legal)))
    assert board.state.tricks == st.tricks + 1


def test_describe_change_reports_draws_and_the_start_of_the_last_six_tricks() -> None:
    rng = random.Random(5)
    st = new_deal(5)
    seen_phase2 = False
    while not st.is_over():
        before = st.clone()
        action = rng.choice(list(st.legal_actions))
        st.apply(action)
        lines = " ".join(describe_change(before, action, st, ("You", "Opponent")))
        if len(st.stock) < len(before.stock):
            assert "drew" in lines
        if before.phase == 1 and st.phase == 2:
            seen_phase2 = True
            assert "last six tricks" in lines
    assert seen_phase2
    assert "deal is over" in lines


def test_arranged_deal_is_validated_by_the_engine() -> None:
    st = arranged_deal(("8S 8H AS 7D", "9D 7C AC JS"), ("KH QH", "QS QD"), to_move=1)
    assert len(st.stock) == 8 and st.to_move == 1 and st.table(1) == CardSet("QS QD")
    with pytest.raises(InvalidRecordError):
        arranged_deal(("8S", "9D"), stock=7)
    with pytest.raises(PenchantError):
        arranged_deal(("8S QS", "QS"))  # QS twice


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
    assert "Unbarred by a pair of Queens or Kings or Aces on your own table" in text(html)


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
    layout = deal(random.Random(11), method)  # type: ignore[arg-type]
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
    with pytest.raises(InvalidNotationError, match="'fives'"):
        stepper.set_method("fives")
    assert stepper.method == "traditional"
    stepper.methods.value = "singles"
    assert stepper.method == "singles" and stepper.position == 0


def test_cut_demo_names_the_dealer_under_each_profile() -> None:
    demo = CutDemo(seed=4)
    for _ in range(5):
        demo.cut()
        final = demo.rounds[-1]
        assert final[0].rank != final[1].rank
        foster = demo.names[dealer_from_cut(final, FOSTER)]
        kandell = demo.names[dealer_from_cut(final, KANDELL)]
        assert foster != kandell
        msg = text(demo.result.value)
        assert f"so {foster} deals. Kandell" in msg and msg.endswith(f"so {kandell} deals.")


# ------------------------------------------------------------------ combinations


def test_kinds_table_takes_its_points_from_the_profiles() -> None:
    html = kinds_table_html()
    for kind, example in EXAMPLES.items():
        assert classify(CardSet(example)) is kind
        row = html.split(f'data-kind="{kind.value}"')[1].split("</tr>")[0]
        nums = [("kandell", KANDELL.value(kind)), ("foster", FOSTER.value(kind)), ("modern", MODERN.value(kind))]
        assert row.endswith("".join(f'<td class="num" data-rules="{r}"{chosen}>{n}</td>'
                                    for (r, n), chosen in zip(nums, (' data-chosen="yes"', "", ""), strict=True)))


def test_building_up_adds_the_engines_points() -> None:
    assert "<b>13</b>" in building_html(["KS KH", "KS KH KD", "KS KH KD KC"], "modern")
    assert "<b>29</b>" in building_html(["KH QH", "JH QH KH", "TH JH QH KH", "TH JH QH KH AH"], "modern")
    with pytest.raises(InvalidNotationError):
        building_html(["KH 7S"])


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


def test_game_tally_doubles_a_lurch() -> None:
    g = GameTally([(12, 9), (7, 15), (20, 4), (6, 11)])
    res = g.tally()
    assert res is not None and res.totals == (45, 39) and res.lurched and res.value == 12  # type: ignore[attr-defined]
    assert "The loser's 39 is under 40" in text(g.result.value)  # the loser's total, as the rules' result says
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


def test_describe_change_names_a_draw_only_where_a_seats_view_shows_it() -> None:
    """Which drawn cards are named is the views' answer (DealState.view(seat).hand_of), not a flag the board
    keeps: told to seat 0 alone, the Opponent's draws in the first ten tricks are "a card" and seat 0's own are
    named; the draws that begin the last six are named for both (the hands are known then, as the view says)."""
    rng = random.Random(11)
    st = new_deal(11)
    hidden = named_own = last = 0
    while not st.is_over():
        before = st.clone()
        action = rng.choice(list(st.legal_actions))
        st.apply(action)
        told = " ".join(describe_change(before, action, st, ("You", "Opponent"), (0,)))
        both = " ".join(describe_change(before, action, st, ("You", "Opponent")))
        nobody = " ".join(describe_change(before, action, st, ("You", "Opponent"), ()))
        if len(st.stock) == len(before.stock):
            continue
        drawn = {q: st.hand(q) - before.hand(q) for q in (0, 1)}
        assert "Opponent drew a card" not in both and "You drew a card" not in both
        assert "Opponent drew a card" in nobody and "You drew a card" in nobody
        if st.phase == 1:
            hidden += "Opponent drew a card" in told
            named_own += all(c.unicode in told for c in drawn[0])
        else:
            last += 1
            assert "drew a card" not in told, told
    assert hidden and named_own and last == 1


def test_the_empty_deal_says_no_cards_once_per_row() -> None:
    """Chapter 1's empty dealing board read "stock: no cards / empty" and "dealer: no cards / no cards yet"."""
    d = DealStepper()
    shown = text(d.view.value)
    assert "no cards" not in shown.replace("no cards yet", "") and shown.count("no cards yet") == 2, shown
    d.faces.value = False
    assert "no cards" not in text(d.view.value), text(d.view.value)


def test_a_refusal_is_said_right_under_the_last_move() -> None:
    """Chapter 2's review: the red "Not allowed" sat above "Earlier moves", the last move's message below them."""
    from penchant.play.state import new_deal

    board = DealTable(new_deal(87, dealer=1), script=["play 9S", "play 9D"])
    board.run_script()
    board.act("play 6S")
    kids = list(board.children)
    assert "Not allowed" in text(board.notice.value)
    assert kids.index(board.notice) == kids.index(board.message) + 1 > kids.index(board._logview)
