"""The deal table of the tutorial's chapters, driven without a browser: it plays a script through the engine,
refuses with the engine's reason and keeps the state, and says what each move changed (split from
test_widgets.py, which had grown past 600 lines)."""


import random
import re

import pytest
from support import classes

from penchant.errors import InvalidRecordError, PenchantError
from penchant.lessons.deals import arranged_deal
from penchant.play.dealing import new_deal
from penchant.play.moves import Declare, Stage
from penchant.rules.cards import Card, CardSet
from penchant.rules.combinations import classify
from penchant_widgets.lessons.deal import DealStepper
from penchant_widgets.play.board_words import describe_change
from penchant_widgets.play.table import DealTable

# The example line of chapter 2 (seed 87, you are the pone).
EXAMPLE = ["play 9S", "play 9D", "declare KH QH", "play KH", "play QD", "declare JS QS", "play 8S", "play AS", "pass"]


def text(html: str) -> str:
    import re
    from html import unescape

    return unescape(re.sub(r"<[^>]+>", "", html))


# ------------------------------------------------------------------ the deal table


def test_deal_table_plays_the_script_through_the_engine() -> None:
    board = DealTable(new_deal(rng=87, dealer=1), script=EXAMPLE)
    v0 = board.version
    assert board.step()
    assert "You led" in text(board.message.value)
    assert board.state.lead == Card.parse("9S")
    board.run_script()
    # said as the last move is made (Next ▶ then greys out: a newcomer saw nothing say the example was over)
    assert "end of this example" in text(board.notice.value)
    st = board.state
    assert st.scores == (4, 0)  # marriage and besito, 2 each under Kandell
    assert st.tricks == 3 and st.stage is Stage.LEAD and st.to_move == 1
    assert board.version > v0
    assert not board.step()  # the end of the example
    assert "end of this example" in text(board.notice.value)
    assert "You passed" in text(board.message.value)  # what happened last stays on screen


def test_deal_table_refuses_with_the_engines_reason_and_keeps_the_state() -> None:
    board = DealTable(new_deal(rng=87, dealer=1), script=EXAMPLE)
    board.run_script(upto=2)  # you won trick 1: you may declare
    assert board.state.stage is Stage.DECLARE
    before = board.state.to_json()
    board._hand[0].click("AH")
    board._hand[0].click("JS")  # AH JS is no combination
    assert not board.declare_picked()
    msg = text(board.notice.value)
    assert "Not allowed" in msg and "form no combination" in msg
    assert "you win the trick" in text(board.message.value)
    assert board.state.to_json() == before
    # Declaring by clicking works, and the cards go to the table.
    board._hand[0].clear()
    board._hand[0].click("KH")
    board._hand[0].click("QH")
    assert board.declare_picked()
    assert board.state.table(0) == CardSet("KH QH")
    assert "marriage" in text(board.message.value) and board.notice.value == ""


def test_deal_table_plays_a_card_from_the_table_and_takes_it_back() -> None:
    board = DealTable(new_deal(rng=87, dealer=1), script=EXAMPLE)
    board.run_script(upto=3)
    assert board.state.table(0) == CardSet("KH QH")
    board._table[0].click("KH")
    assert "from the table" in text(board.message.value)
    assert board.state.table(0) == CardSet("QH")
    board.undo()
    assert board.state.table(0) == CardSet("KH QH")
    board.restart()
    assert board.state.tricks == 0 and not board.state.history


def test_deal_table_cards_of_the_player_not_to_move_answer_a_tap_with_why_not() -> None:
    """They were disabled, dead to a tap and silent, where chapter 2 promises the board says why not (issue #31)."""
    board = DealTable(new_deal(rng=87, dealer=1))
    assert not any(b.disabled for b in board._hand[1].buttons.values())
    assert not any(b.disabled for b in board._hand[0].buttons.values())
    board._hand[1].click("AS")  # refused, with why: nothing else happens
    assert "turn to lead, not" in text(board.notice.value), board.notice.value
    assert board.state.lead is None


def test_deal_table_refuses_a_card_outside_the_pack_in_a_sentence() -> None:
    board = DealTable(new_deal(rng=87, dealer=1))
    assert not board.act("play 6S")
    assert "“6S” is not a card" in text(board.notice.value)
    assert board.state.tricks == 0 and not board.state.history


def test_deal_table_lists_the_declarations_the_state_allows() -> None:
    """The list of what may be declared is the deal's own (kind and points from the engine, in its order)."""
    board = DealTable(new_deal(rng=87, dealer=1), script=EXAMPLE)
    board.run_script(2)
    st = board.state
    assert st.stage is Stage.DECLARE
    decls = st.legal_declarations
    assert [Declare(d.cards) for d in decls] == [a for a in st.legal_actions if isinstance(a, Declare)]
    assert all(d.kind is classify(d.cards) and d.points == st.profile.value(d.kind) for d in decls)
    board.show_declarations()
    shown = text(board.notice.value)
    for d in decls:
        assert f"{d.kind.value} {' '.join(c.unicode for c in d.cards)} ({d.points})" in shown, shown


def test_who_may_declare_is_said_as_the_deals_rules_have_it() -> None:
    """Asked for declarations between tricks, the board says who may declare as the deal's profile has it (its
    switch ``loser_penchant_sets_trump``), in the rules' words: the board once wrote one sentence for every
    profile."""
    from penchant.words.switches import declaring_words, option_words

    said = {}
    for rules in ("foster", "kandell"):
        board = DealTable(arranged_deal(("8S 8H AS 7D", "9D 7C AC JS"), ("KH QH", "QS QD"), rules=rules))
        assert not board.state.stage.declaring
        board.show_declarations()
        said[rules] = text(board.notice.value)
        assert said[rules].endswith(declaring_words(board.state.profile))
    assert said["foster"] != said["kandell"]
    assert option_words("loser_penchant_sets_trump", True) in said["foster"]
    assert option_words("loser_penchant_sets_trump", False) in said["kandell"]


def test_leaving_the_script_stops_next() -> None:
    board = DealTable(new_deal(rng=87, dealer=1), script=EXAMPLE)
    board._hand[0].click("AH")
    assert not board.step()
    assert "left the example" in text(board.notice.value)


def test_hidden_hand_shows_backs_only() -> None:
    board = DealTable(new_deal(rng=3, dealer=1), open_hands=(True, False))
    assert board._hand[1].layout.display == "none"
    assert "card back" in board._hidden[1].value


def test_deal_table_shows_the_tables_while_the_state_says_they_are_kept() -> None:
    """The table hides the players' tables when the state says none are kept (its tables_kept: the last
    six are played from the hand), and shows them before."""
    st = new_deal(rng=5, dealer=1)
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
        st.apply(st.legal_actions[0])
        if len(seen) == 2:
            break
    assert seen == {True, False}


def test_deal_table_refuses_a_card_that_breaks_the_last_six_tricks_obligations() -> None:
    rng = random.Random(1)
    for seed in range(50):
        st = new_deal(rng=seed, dealer=1)
        while not st.is_over() and not (st.phase == 2 and st.stage is Stage.FOLLOW
                                         and len(st.legal_actions) < len(st.hands[st.to_move])):
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
    st = new_deal(rng=5)
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


def test_a_winner_with_nothing_to_declare_is_said_before_the_losers_penchant_turn() -> None:
    """Chapter 2: the opponent's K♥ took the trick and the board went straight to "may declare a penchant" for the
    newcomer, no line saying the winner had nothing to declare."""
    from penchant.play.moves import Stage

    said = 0
    for seed in range(6):
        rng = random.Random(seed)
        st = new_deal(rng=seed)
        while not st.is_over():
            before = st.clone()
            action = rng.choice(list(st.legal_actions))
            st.apply(action)
            lines = " ".join(describe_change(before, action, st, ("You", "Opponent")))
            if st.stage is Stage.PENCHANT and before.stage is Stage.FOLLOW:
                winner = "You have" if st.trick_winner == 0 else "Opponent has"
                loser = "Opponent" if st.trick_winner == 0 else "you"
                assert f"{winner} nothing to declare, so {loser} may declare a penchant." in lines, lines
                said += 1
            elif st.stage is Stage.DECLARE:
                assert "nothing to declare" not in lines, lines
    assert said


def test_arranged_deal_is_validated_by_the_engine() -> None:
    st = arranged_deal(("8S 8H AS 7D", "9D 7C AC JS"), ("KH QH", "QS QD"), to_move=1)
    assert len(st.stock) == 8 and st.to_move == 1 and st.table(1) == CardSet("QS QD")
    with pytest.raises(InvalidRecordError):
        arranged_deal(("8S", "9D"), stock=7)
    with pytest.raises(PenchantError):
        arranged_deal(("8S QS", "QS"))  # QS twice


def test_describe_change_names_a_draw_only_to_the_drawers_seat() -> None:
    """Told to seat 0 alone, the Opponent's draws are "a card" and seat 0's own are named, the last draw too:
    "Computer drew K♣" at the last draw, after "drew a card" all deal long, named a card no one else could tell
    he drew (a newcomer, chapter 8). His hand is known then, and the log says so."""
    rng = random.Random(11)
    st = new_deal(rng=11)
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
            assert "Opponent drew a card" in told and "You drew a card" not in told, told
            assert not [c for c in drawn[1] if c.unicode in told], told
            assert "Opponent&#x27;s hand is known now" in told and "hand is known" not in both, told
    assert hidden and named_own and last == 1


def test_the_empty_deal_says_no_cards_once_per_row() -> None:
    """Chapter 1's empty dealing board read "stock: no cards / empty" and "dealer: no cards / no cards yet"."""
    d = DealStepper()
    shown = text(d.view.value)
    assert "no cards" not in shown and shown.count("empty") == 3, shown  # the two hands and the stock
    d.faces.value = False  # a newcomer saw "no cards yet" face up and "empty" face down: one word for both
    assert text(d.view.value).count("empty") == 3 and "no cards" not in text(d.view.value), text(d.view.value)


def test_a_refusal_is_said_right_under_the_last_move() -> None:
    """Chapter 2's review: the red "Not allowed" sat above "Earlier moves", the last move's message below them."""
    from penchant.play.dealing import new_deal

    board = DealTable(new_deal(rng=87, dealer=1), script=["play 9S", "play 9D", "declare KH QH"])
    board.run_script()
    board.act("play 6S")
    kids = list(board.children)
    assert "Not allowed" in text(board.notice.value)
    # the message and the notice in the bar under the earlier moves (held at a phone's bottom edge with Next ▶)
    bar = next(k for k in kids if board.message in getattr(k, "children", ()))
    assert list(bar.children)[:2] == [board.message, board.notice] and kids.index(bar) > kids.index(board._logview)


def test_one_primary_button_while_the_example_has_a_next_move() -> None:
    """Chapter 4 showed two dark primary buttons side by side, "Declare the picked penchant" and "Next ▶", while
    its text says to press Next: while a scripted move waits, Next is the only primary one."""
    from penchant.play.dealing import new_deal
    from penchant.rules.profiles import KANDELL

    deal = new_deal(KANDELL, 87, dealer=1, method="singles")
    for action in ["play 9S", "play 9D", "declare KH QH", "play KH", "play QD", "declare JS QS", "play 8S", "play AS"]:
        deal.apply(action)
    board = DealTable(deal, script=["declare JS QC", "play KC", "play JS"])

    def primaries() -> list[str]:
        return [b.description for b in (board.declare_button, board.next_button)
                if "pt-btn-primary" in classes(b) and b.layout.display != "none" and not b.disabled]

    # nothing picked yet: the button says what to do, and is off until cards are picked (newcomer 15)
    assert board.declare_button.description == "Pick a penchant to declare" and board.declare_button.disabled
    assert primaries() == ["Next ▶"]
    hand, table = board.mover_pickers()
    hand.select(CardSet("QC"))
    table.select(CardSet("JS"))
    # off while the example runs, picks or not: its words say to press Next ▶ (chapter 2's newcomer)
    assert board.declare_button.description == "Declare the picked cards" and board.declare_button.disabled
    assert primaries() == ["Next ▶"]
    hand.clear()
    table.clear()
    for _ in range(3):
        board.step()
    assert board.next_button.disabled and "pt-btn-primary" in classes(board.declare_button)


def test_scores_on_the_seats_are_in_digits_on_every_board() -> None:
    """Chapter 4's two boards side by side read "50 points" (Foster) and "five points" (Kandell)."""
    import re as _re

    from penchant.rules.profiles import FOSTER, KANDELL

    shown = []
    for profile in (FOSTER, KANDELL):
        deal = new_deal(profile, 87, dealer=1, method="singles")
        for action in ["play 9S", "play 9D", "declare KH QH", "play KH", "play QD", "declare JS QS", "play 8S",
                       "play AS"]:
            deal.apply(action)
        board = DealTable(deal, script=["declare JS QC"])
        board.step()
        heads = " ".join(text(h) for h in _re.findall(r'<span class="pt-badge">[^<]*</span>', _all_html(board)))
        shown.append(_re.findall(r"(\S+) points?\b", heads))
    assert all(n.isdigit() for said in shown for n in said) and all(len(said) == 2 for said in shown), shown
    assert shown[0] != shown[1]  # the readings part here: the same words, different numbers


def _all_html(w: object) -> str:
    v = getattr(w, "value", None)
    return (v if isinstance(v, str) else "") + "".join(_all_html(c) for c in getattr(w, "children", ()))


def test_declare_picked_declares_what_picked_says_and_asks_for_cards_publicly() -> None:
    """``declare_picked`` declares :meth:`picked` (it gathered the pickers' cards again), and with nothing picked
    says so through the board's public ``say``."""
    board = DealTable(new_deal(rng=87, dealer=1), script=EXAMPLE)
    board.run_script(upto=2)
    acted: list[object] = []
    said: list[str] = []
    board.act = lambda action: acted.append(action) or True  # type: ignore[method-assign]
    board.say = lambda words, *a, **k: said.append(words)  # type: ignore[method-assign]
    board.picked = lambda: CardSet("KH QH")  # type: ignore[method-assign]
    assert board.declare_picked() and acted == [Declare(CardSet("KH QH"))]
    board.picked = lambda: CardSet()  # type: ignore[method-assign]
    assert not board.declare_picked() and said and acted == [Declare(CardSet("KH QH"))]


def test_the_deal_is_a_trait_a_view_observes() -> None:
    """The table kept its deal in a plain attribute with a list of listeners beside a version counter: the deal is
    the trait ``state``, observed (the ipywidgets way), and each move, take-back and restart sets it, once, with
    the deal the table then draws; a refused move sets nothing."""
    board = DealTable(new_deal(rng=87, dealer=1), script=EXAMPLE)
    seen: list[tuple[int, int]] = []
    board.observe(lambda change: seen.append((len(change["old"].history), len(change["new"].history))),
                  names="state")
    assert board.step() and seen == [(0, 1)]
    assert board.step() and seen == [(0, 1), (1, 2)]
    board.undo()
    assert seen[-1] == (2, 1) and len(board.state.history) == 1
    board.restart()
    assert seen[-1][1] == 0 and board.state.history == () and board.undo_button.disabled
    before = len(seen)
    assert not board.act("declare 7C 7D 7H 7S")  # refused by the engine: no new state
    assert len(seen) == before


def test_the_dealt_out_pack_says_empty_once() -> None:
    """Chapter 1: once every card was dealt the pack's row read "pack in the dealer's hand: 0" and "empty"."""
    d = DealStepper()
    d.all_button.click()
    shown = text(d.view.value)
    assert "dealer's hand: 0" not in shown and re.search(r"pack in the dealer's hand\s*empty", shown), shown
    d.back_button.click()
    assert "dealer's hand: 0" not in text(d.view.value) and "pack in the dealer's hand:" in text(d.view.value)


def test_the_fold_of_the_first_moves_says_what_it_holds_in_a_players_words() -> None:
    """Chapters 2 and 4: the example boards folded their oldest moves under "The five moves before these", which a
    newcomer could not place (before what?). The fold says plainly that it holds the deal's first moves (the list's head
    and its numbers say it runs from the first)."""
    t = DealTable(new_deal(rng=87, dealer=1), script=["play 9S", "play 9D", "declare KH QH", "play KH", "play QD",
                                                      "declare JS QS", "play 8S", "play AS", "pass"])
    t.run_script()
    summary = re.search(r"<summary>(.*?)</summary>", t._logview.value)
    assert summary is not None, t._logview.value
    said = summary.group(1)
    assert said == "The first 5 moves", said  # plainly (test_move_headings_are_plain), counted in figures


def test_a_deal_of_your_own_says_what_to_do_first() -> None:
    """Chapter 2's "A deal of your own" opened with no word on the board: a newcomer did not know that he moves for
    both players, nor whose card to click first. It says so, naming the leader, until a move is made, and again
    after *Start again*."""
    t = DealTable(new_deal(rng=2024, dealer=1), title="A deal of your own")
    said = text(t.message.value)
    assert "both players" in said and "You lead the first trick" in said and "your hand" in said, said
    t = DealTable(new_deal(rng=2024, dealer=0), title="A deal of your own")
    said = text(t.message.value)
    assert "Opponent leads the first trick" in said and "Opponent's hand" in said, said
    card = next(iter(t.state.view(1).hand))
    assert t.act(f"play {card}")
    assert "both players" not in text(t.message.value)
    t.restart()
    assert "Opponent leads the first trick" in text(t.message.value)
    example = DealTable(new_deal(rng=87, dealer=1), script=["play 9S", "play 9D", "declare KH QH"])
    assert text(example.message.value) == "", "an example's first step is the chapter's Next ▶, said beside it"
