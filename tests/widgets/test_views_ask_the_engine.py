"""Issue #30 item 3, "widgets as views": the declaration bench, the game tally and the card symbols draw what
the engine answers.

* The bench keeps its declarations and asks the rules what they score under the rules chosen now (it once
  kept a running total, so a Kandell marriage and a Foster family made "32 points under Foster's rules"
  above items worth +20 and +30); the declaration meant by the cards picked and where the cards go are the
  rules' (:func:`~penchant.rules.declarable.meant_declaration`, :meth:`Holdings.after_declaring`).
* The game tally lets the engine refuse a negative deal score and shows its message.
* ``symbolize`` turns only the cards of the pack into symbols and never raises (``row 6S`` once crashed it).
"""

from __future__ import annotations

import re
from html import unescape

import pytest

from penchant.errors import IllegalDeclarationError, ScoreEntryError
from penchant.rules.cards import PACK, CardSet
from penchant.rules.declarable import meant_declaration
from penchant.rules.game_scoring import game_result
from penchant.rules.holdings import Holdings
from penchant.rules.profiles import FOSTER, KANDELL, MODERN
from penchant.words.cards import card_words
from penchant_widgets.cards import symbolize
from penchant_widgets.lessons.combos import DeclarationBench
from penchant_widgets.lessons.scoring import GameTally


def text(html: str) -> str:
    return unescape(re.sub(r"<[^>]+>", "", html))


def _declare(bench: DeclarationBench, cards: str) -> bool:
    for c in cards.split():
        bench.hand_picker.click(c)
    return bench.declare()


# ------------------------------------------------------------------ the declaration bench


def test_a_switch_of_rules_scores_every_declaration_under_the_new_rules() -> None:
    bench = DeclarationBench(hand="JH QH KH 9S", profile="kandell")
    assert _declare(bench, "KH QH")
    assert "Declared so far — 2 points under Kandell's rules" in text(bench.declared_view.value)
    bench.profile_choice.value = "foster"
    assert _declare(bench, "JH")  # a family: the Jack added to the marriage on the table
    shown = text(bench.declared_view.value)
    assert "Declared so far — 50 points under Foster's rules" in shown, shown  # it once said 2 + 30 = 32
    assert "(+20)" in shown and "(+30)" in shown
    assert bench.score == 50
    bench.profile_choice.value = "kandell"  # the list follows the switch at once
    assert bench.score == 5 and "Declared so far — 5 points under Kandell's rules" in text(bench.declared_view.value)


def test_a_switch_of_rules_takes_away_the_verdict_given_under_the_old_ones() -> None:
    bench = DeclarationBench(hand="JH QH KH 9S", profile="kandell")
    bench.hand_picker.click("KH")
    bench.hand_picker.click("QH")
    assert bench.check() and "worth 2 under Kandell's rules" in text(bench.message.value)
    bench.profile_choice.value = "foster"
    assert bench.message.value == ""  # it spoke of Kandell's rules


def test_start_again_puts_the_cards_back_and_scores_nothing() -> None:
    bench = DeclarationBench(hand="JH QH KH 9S", table="", profile="modern")
    assert _declare(bench, "KH QH")
    assert bench.table == CardSet("QH KH") and bench.hand == CardSet("JH 9S")
    bench.reset()
    assert bench.declared == [] and bench.score == 0 and bench.declared_view.value == ""
    assert bench.hand == CardSet("JH QH KH 9S") and bench.table == CardSet()


def test_the_rules_say_which_declaration_is_meant_and_where_its_cards_go() -> None:
    h = Holdings.parse(hand="JH TH 9S", table="QH KH")
    assert meant_declaration("JH", h, MODERN) == CardSet("JH QH KH")  # a family by adding the Jack
    assert meant_declaration("JH TH", h, MODERN) == CardSet("TH JH QH KH")  # a clan by adding two
    assert meant_declaration("9S", h, MODERN) == CardSet("9S")  # extends nothing: as picked, to be refused
    assert meant_declaration("QH KH", h, MODERN) == CardSet("QH KH")  # a combination as picked
    assert meant_declaration("JH QH", h, MODERN) == CardSet("JH QH")  # a besito as picked, though Q♥ is the table's
    # a table card picked with the hand card it joins means the declaration holding both (issue #31: chapter 3's
    # reunion bench refused "10♥ A♥: these cards form no combination", 10♥ from the table, A♥ from the hand)
    five = Holdings.parse(hand="AH", table="TH JH QH KH")
    assert meant_declaration("TH AH", five, MODERN) == CardSet("TH JH QH KH AH")
    assert meant_declaration("QH 9S", Holdings.parse(hand="9S", table="QH KH"), MODERN) == CardSet("QH 9S")  # nothing
    after = h.after_declaring("JH QH KH")
    assert after.hand == CardSet("TH 9S") and after.table == CardSet("JH QH KH") and after.opp_table == h.opp_table
    with pytest.raises(IllegalDeclarationError, match=r"'AS'.*not in the hand or on the table"):
        h.after_declaring("AS")


# ------------------------------------------------------------------ the game tally


def test_a_negative_deal_score_is_refused_by_the_engine_and_the_tally_shows_its_words() -> None:
    for profile in (KANDELL, FOSTER):
        with pytest.raises(ScoreEntryError, match=r"deal 2: -5 is not a score"):
            game_result([(10, 4), (-5, 12)], profile)
    assert game_result([(0, 0)], KANDELL).totals == (0, 0)
    g = GameTally([(10, 4), (7, 12), (20, 4), (6, 11)])
    assert g.tally() is not None
    g.cells[1][0].value = "-5"
    assert g.tally() is None
    shown = text(g.result.value)
    assert "-5 is not a score" in shown and "0 or more" in shown, shown
    assert g.cells[1][0].value == "-5"  # the reader's entry is kept


# ------------------------------------------------------------------ card symbols


def test_symbolize_turns_only_the_packs_cards_into_symbols_and_never_raises() -> None:
    out = symbolize("row 6S, then 7S and 10H; 2C, AS <b>")
    assert "6S" in text(out) and "2C" in text(out)  # no such cards in the pack: left as written
    assert "7♠" in out and "10♥" in out and "A♠" in out
    assert "&lt;b&gt;" in out and "<b>" not in out
    named = {str(c): c for c in PACK}
    for rank in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "T", "J", "Q", "K", "A"):
        for suit in "SHDC":
            token = rank + suit
            shown = text(symbolize(f"a {token} here"))
            card = named.get(token.replace("10", "T"))  # the pack's card the token names ("10H" is TH), if any
            # a card of the pack turned into its own symbol, and no other; any other token kept as written
            assert shown == f"a {card.unicode if card else token} here", (token, shown)
    assert sum(c.unicode in text(symbolize(" ".join(str(c) for c in PACK))) for c in PACK) == 32


def test_the_game_tally_says_who_leads_before_the_fourth_deal_and_wants_both_scores_of_a_deal() -> None:
    """A newcomer left deal 4 blank and was told 'Totals: 39 to 28 ... A draw'; blanking one side of it gave
    a programmer's "'' is not a whole number"."""
    from penchant_widgets.lessons.scoring import GameTally

    t = GameTally(((12, 9), (7, 15), (20, 4), (6, 11)))
    for cell in t.cells[3]:
        cell.value = ""
    res = t.tally()
    assert res is not None and "draw" not in t.result.value.lower()
    assert "You lead 39–28, by 11" in t.result.value and "once its last deal is in" in t.result.value
    assert "(not all four deals are in yet)" in t.result.value
    t.cells[3][0].value = "6"
    assert t.tally() is None and "fill in both players" in t.result.value and "''" not in t.result.value


@pytest.mark.parametrize(("names", "leader_words", "winner_words"), [
    (("Ada", "you"), "Ada leads 57–28, by 29", "Ada wins 63–39, by 24"),
    (("you", "Ada"), "You lead 57–28, by 29", "You win 63–39, by 24"),
])
def test_the_game_tally_makes_the_verb_agree_with_whoever_leads_or_wins(
        names: tuple[str, str], leader_words: str, winner_words: str) -> None:
    """The tally's verdict agrees its verb by the rules' words: it compared the name with 'You' by hand, so a
    lower-case "you" read "you leads"."""
    from penchant_widgets.lessons.scoring import GameTally

    t = GameTally(((30, 9), (7, 15), (20, 4), (6, 11)), names=names)
    assert t.tally() is not None and winner_words in t.result.value
    for cell in t.cells[3]:
        cell.value = ""
    assert t.tally() is not None and leader_words in t.result.value


def test_the_table_says_after_which_trick_a_declaration_comes() -> None:
    """While the winner of trick 2 declares, the table said 'Trick 3' (a newcomer in chapter 2)."""
    import random

    from penchant.play.dealing import new_deal
    from penchant.play.moves import Stage
    from penchant.rules.profiles import KANDELL
    from penchant_widgets.play.table import DealTable
    from penchant_widgets.trick import trick_words

    st = new_deal(KANDELL, random.Random(3), 0)
    assert trick_words(st.view(0)) == "Trick 1" and "Trick 1 ·" in DealTable(st)._middle.value
    while st.stage not in (Stage.DECLARE, Stage.PENCHANT) or st.tricks < 2:
        st.apply_unchecked(st.legal_actions[0])
    assert trick_words(st.view(0)) == f"Trick {st.tricks} won: declaring"
    assert f"Trick {st.tricks} won: declaring ·" in DealTable(st)._middle.value


@pytest.mark.parametrize("method", ["traditional", "threes", "singles"])
def test_the_deal_stepper_says_the_rules_procedure(method: str) -> None:
    """The stepper's caption is the rules' words for the method, and "rest → stock" shows exactly when the
    rules leave the rest of the pack as the stock (the view once kept its own text and its own test)."""
    from penchant.rules.dealing import deal_steps, stock_is_the_rest
    from penchant.words.dealing import method_words
    from penchant_widgets.lessons.deal import DealStepper

    stepper = DealStepper(seed=3, method=method)  # type: ignore[arg-type]
    stepper.position = 1
    shown = unescape(stepper.caption.value)
    assert method_words(method) in shown  # type: ignore[arg-type]
    rest = stock_is_the_rest(method)  # type: ignore[arg-type]
    assert ("rest → stock" in shown) is rest
    last_card_to = deal_steps(PACK, method)[-1][0]  # type: ignore[arg-type]
    assert (last_card_to == "stock") is rest


def test_a_trump_puzzles_story_is_the_engines_reading_of_its_events() -> None:
    """The story of a trump puzzle numbers each trick and names a loser's declaration as the engine reads the
    events (the view once read the JSON itself: its own trick numbers and its own winner/declarer test)."""
    from penchant.puzzles import load_bank, load_drills
    from penchant.puzzles.checkers.trump_story import events_of, trick_of
    from penchant_widgets.puzzles.position import details_html

    boards = [p for p in load_bank() + load_drills() if isinstance(p.position.get("events"), list)]
    assert boards
    for p in boards:
        story = " ".join(details_html(p)[0])
        events = events_of(p)
        numbers = [int(n) for n in re.findall(r'data-trick="(\d+)"', story)]
        assert numbers == [trick_of(events, i) for i in range(len(events))], p.id
        losers = story.count("the loser, declared")
        assert losers == sum(e.by_loser for e in events), p.id


def test_card_labels_and_the_packs_ranks_are_the_rules_words() -> None:
    """A card's label on the marker and the pack's ranks on the pack board are the rules' words (the views
    kept their own "10" for the Ten, and "32 cards: 7 8 9 10 J Q K A" written out)."""
    from penchant.rules.cards import PACK_SIZE
    from penchant.rules.suits_and_ranks import Rank
    from penchant_widgets.cards import PackView
    from penchant_widgets.marker import deal

    assert deal.card_words is card_words and not hasattr(deal, "card_label")
    assert [r.written for r in Rank] == ["7", "8", "9", "10", "J", "Q", "K", "A"]
    head = text(PackView().children[1].value)
    assert f"{PACK_SIZE} cards: {' '.join(r.written for r in Rank)}" in head


def test_the_trump_badge_shows_the_suit_as_the_rules_write_it() -> None:
    from penchant.rules.suits_and_ranks import Suit
    from penchant.words.trump import trump_words
    from penchant_widgets.trick import trump_html

    for suit in Suit:
        badge = trump_html(int(suit))
        assert f">{suit.symbol}</span> {trump_words(suit)}<" in badge
        assert ("pt-suit-red" in badge) is suit.is_red
    # no trump: the rules' words, "yet" while a penchant may fix it, "this deal" once none can
    assert ">no trump yet<" in trump_html(None) and ">no trump this deal<" in trump_html(None, settled=True)


def test_the_marker_s_rules_line_and_the_rules_table_word_a_switch_as_the_rules_do() -> None:
    """The marker's one-line summary of the rules and chapter 7's table of them say each switch in the rules'
    one wording (``option_words``); each kept its own ("trump set by any penchant", "yes"/"no"). The line says
    every switch, how the boards deal too (review: the summary left deal_method out)."""
    from penchant.words.switches import option_words, rules_in_a_line
    from penchant_widgets.lessons.scoring import profiles_table_html

    table = unescape(profiles_table_html())
    for prof in (FOSTER, KANDELL, MODERN):
        line = rules_in_a_line(prof)
        for key in ("loser_penchant_sets_trump", "barring", "same_kind_reuse", "cut_deals", "deal_method"):
            assert option_words(key, getattr(prof, key)) in line, (prof.name, key, line)
        assert f"<span>{option_words('loser_penchant_sets_trump', prof.loser_penchant_sets_trump)}</span>" in table


def test_switching_the_game_tally_rules_keeps_the_same_game_in_their_numbers() -> None:
    """Chapter 7: switched to Foster's rules, the small example read "the loser's 38 is under 400: lurched"."""
    from penchant.rules.kinds import Kind
    from penchant.rules.profiles import get_profile
    from penchant_widgets.lessons.scoring import GameTally

    g = GameTally()
    before = [[int(c.value) for c in row] for row in g.cells]
    lurched_before = "lurched" in g.result.value
    g.profile_choice.value = "foster"
    scale = get_profile("foster").value(Kind.PAIR) // get_profile("kandell").value(Kind.PAIR)
    assert [[int(c.value) for c in row] for row in g.cells] == [[n * scale for n in row] for row in before]
    assert ("lurched" in g.result.value) == lurched_before


def test_switching_the_game_tally_rules_and_back_gives_back_what_was_typed() -> None:
    """Review eng10 #1: the rescale overwrote the typed cells with Kandell's whole numbers (385 -> 38 -> 380,
    5 -> 0 -> 0); the typed values are kept and the shown ones derived from them."""
    from penchant_widgets.lessons.scoring import GameTally

    typed = ((385, 120), (5, 3), (200, 100), (7, 1))
    g = GameTally(typed, profile="foster")
    g.cells[2][1].value = " 101 "  # typed after building, under Foster's rules
    want = [[str(n) for n in row] for row in typed]
    want[2][1] = " 101 "
    g.profile_choice.value = "kandell"
    g.profile_choice.value = "foster"
    assert [[w.value for w in row] for row in g.cells] == want
    g.profile_choice.value = "kandell"
    g.cells[0][0].value = "41"  # typed under Kandell's: the rest still comes back as first typed
    g.profile_choice.value = "foster"
    want[0][0] = "410"
    assert [[w.value for w in row] for row in g.cells] == want
    # what was typed is the tally's state, a traitlet a page can observe: the reader's typing changes it, the
    # rules switch (which only shows it in other numbers) does not
    changes: list[object] = []
    g.observe(lambda change: changes.append(change["new"]), names="typed")
    g.profile_choice.value = "kandell"
    assert changes == [] and not g.showing and g.typed[0][0] == ("41", "kandell")
    g.cells[3][1].value = "2"
    assert len(changes) == 1 and g.typed[3][1] == ("2", "kandell") and g.typed[2][1] == (" 101 ", "foster")


def test_switching_rules_with_a_superscript_typed_keeps_the_entries_and_says_why() -> None:
    """Review 44: '²' passed str.isdigit() and int('²') raised ValueError in the rules switch's observer."""
    g = GameTally([(10, 4), (7, 12), (20, 4), (6, 11)])
    g.cells[1][0].value = "²"
    before = g.profile_choice.value
    assert before == "kandell"
    g.profile_choice.value = "foster"  # raised ValueError before
    assert g.cells[1][0].value == "²", "the reader's entry is kept as typed"
    assert g.cells[0][0].value == "100", "the rest is rescaled (Foster's points are ten times Kandell's)"
    assert g.tally() is None and "“²” is not a whole number" in text(g.result.value)


def test_the_reunion_bench_takes_table_cards_picked_with_the_hand_card() -> None:
    """Chapter 3's bench "From marriage to reunion": a newcomer picked the 10♥ on the table and the A♥ in hand and
    heard "10♥ A♥: these cards form no combination" (issue #31). The bench reads the picks as the reunion they
    join, says which cards it added, and lays it down."""
    bench = DeclarationBench(hand="TH JH QH KH AH 9S", title="From marriage to reunion")
    assert _declare(bench, "QH KH") and _declare(bench, "JH") and _declare(bench, "TH")
    bench.hand_picker.select(CardSet("AH"))
    bench.table_picker.select(CardSet("TH"))
    assert bench.declare(), bench.message.value
    said = unescape(re.sub(r"<[^>]+>", "", bench.message.value))
    assert said.startswith("Declared: you picked only 10♥ A♥, so the board added J♥ Q♥ K♥ from your table."), said
    assert bench.table == CardSet("TH JH QH KH AH") and bench.hand == CardSet("9S")
