"""The play-against-the-computer board (penchant_widgets.play.board): clicks, refusals, the felt, a game of four
deals, the opponent picked. Asking the coach (hint, review) and learning from the mistakes it marks are
``test_play_widget_coach.py``'s."""

from __future__ import annotations

import re

import pytest

pytest.importorskip("ipywidgets")

from play_boards import board

from penchant.play.moves import Declare, Play, Stage
from penchant.rules.cards import Card
from penchant.rules.game_scoring import game_result
from penchant_widgets.board_words import refusal_text
from penchant_widgets.play.board import PlayBoard
from penchant_widgets.play.board_words import COMPUTER, YOU
from penchant_widgets.play.picking import DECLARE_BUTTON
from penchant_widgets.play.table import DealTable


def test_the_board_opens_on_your_turn() -> None:
    for seed in range(4):
        b = board(seed)
        assert b.state.to_move == YOU, "the computer has already moved if it leads"
        assert b.deal_number == 1 and b.totals == (0, 0)
        assert repr(b).startswith("PlayBoard(deal 1 of 4, trick 1")
        if b.state.dealer == YOU:  # the computer (pone) led the first trick
            assert b.state.stage is Stage.FOLLOW and len(b.state.history) == 1
            assert "The computer led the first trick" in b.message.value
        else:
            assert "You lead the first trick" in b.message.value


def test_clicking_a_card_plays_it_and_the_computer_answers() -> None:
    b = board(2)
    card = b.view().legal[0].card  # type: ignore[union-attr]
    before = len(b.state.history)
    b.hand.click(card) if card in b.view().hand else b.table.click(card)
    assert len(b.state.history) > before
    assert b.state.history[before] == (YOU, b.session.decisions[0][1])
    assert b.state.to_move == YOU or b.state.is_over()
    assert b.drawn_view == b.view() and b.drawn_game == b.session.game.so_far()


def test_a_refusal_is_shown_and_nothing_changes() -> None:
    b = board(3)
    snapshot = b.state.to_json()
    b.typed.value = "play 2X"
    b.go_button.click()
    assert "not allowed" in b.message.value.lower() and "“2X” is not a card" in b.message.value
    assert b.typed.value == "play 2X", "the typed text is kept to be corrected"
    assert b.state.to_json() == snapshot
    assert not b.act("declare QS JH")
    assert "only after a trick may its winner declare" in b.message.value  # the rules' reason, no quoted notation
    assert "&#x27;declare" not in b.message.value
    assert b.state.to_json() == snapshot and b.session.decisions == []


def test_a_typed_legal_action_is_played() -> None:
    b = board(4)
    a = b.view().legal[-1]
    b.typed.value = str(a)
    b.go_button.click()
    assert b.session.decisions[0][1] == a and b.typed.value == ""


def test_declaring_picked_cards() -> None:
    b = board(6)
    while not (b.state.to_move == YOU and b.state.stage is Stage.DECLARE):
        assert not b.state.is_over(), "seed 6 gives you a declaration"
        b.autoplay("greedy", moves=1)
    decl = next(a for a in b.view().legal if isinstance(a, Declare))
    b.hand.select(decl.cards)
    b.table.select(decl.cards)
    score = b.state.scores[YOU]
    b.declare_button.click()
    assert b.session.decisions[-1][1] == decl
    assert b.state.scores[YOU] > score, "the declared points are scored"
    assert any(e.kind == "declare" and e.player == YOU for e in b.state.events)


def test_declaring_nothing_picked_asks_for_cards() -> None:
    """With nothing picked the Declare button said "Declare the picked cards" and looked ready (newcomer 15): it
    says what to do and is off until a card is picked."""
    b = board(6)
    while not (b.state.to_move == YOU and b.state.stage is Stage.DECLARE):
        b.autoplay("greedy", moves=1)
    assert b.declare_button.description == "Pick the cards to declare" and b.declare_button.disabled
    snapshot = b.state.to_json()
    b.declare_button.click()
    assert "Pick the cards" in b.message.value and b.state.to_json() == snapshot
    b.hand.select(b.hand.cards[:1])
    assert b.declare_button.description == "Declare the picked cards" and not b.declare_button.disabled
    b.hand.clear()
    assert b.declare_button.description == "Pick the cards to declare" and b.declare_button.disabled


def test_the_game_asks_the_engine_what_may_be_declared_as_chapter_2_does() -> None:
    """Issue #31: chapter 8's game had no *What may be declared?*, though chapter 2 taught it. On your turn to
    declare the game has it, under the names chapter 2's board gives its declaring buttons, and it lists the engine's
    declarations."""
    b = board(6)
    while not (b.state.to_move == YOU and b.state.stage is Stage.DECLARE and b.state.legal_declarations):
        b.autoplay("greedy", moves=1)
    table = DealTable(b.state.clone())
    for game, chapter_2 in ((b.declare_button, table.declare_button), (b.pass_button, table.pass_button),
                            (b.declarable_button, table.hint_button)):
        assert game.description == chapter_2.description, (game.description, chapter_2.description)
    b.hand.select(b.hand.cards[:1])
    table.mover_pickers()[0].select(table.mover_pickers()[0].cards[:1])
    assert b.declare_button.description == table.declare_button.description == DECLARE_BUTTON
    b.hand.clear()
    b.declarable_button.click()
    said = b.message.value
    assert "may declare:" in said, said
    for d in b.state.legal_declarations:
        assert f"({d.points})" in said and f"{d.kind}" in said, (d, said)


def test_hidden_hand_in_phase_1_known_in_phase_2() -> None:
    b = board(7)
    opp = b.state.hand(COMPUTER)
    shown = set(re.findall(r'data-card="(\w\w)"', b.felt.opp_hand.value))
    assert not shown & {str(c) for c in opp}, "the computer's hand is face down in Phase 1"
    while b.state.phase == 1:
        b.autoplay("greedy", moves=1)
    shown = set(re.findall(r'data-card="(\w\w)"', b.felt.opp_hand.value))
    assert shown == {str(c) for c in b.state.hand(COMPUTER)}


def test_after_the_deal_no_more_moves() -> None:
    b = board(9)
    b.autoplay("greedy")
    said = b.message.value
    for move in ("pass", "play AH"):
        assert not b.act(move)
        # the engine's refusal, as a player reads it, not the board's own wording of it
        assert "Not allowed:" in b.message.value and "the next deal is not dealt yet" in b.message.value
        assert "press Next deal" not in b.message.value and b.message.value != said


def test_a_whole_game_of_four_deals() -> None:
    b = board(10)
    dealers = []
    for d in range(4):
        dealers.append(b.state.dealer)
        assert b.deal_number == d + 1
        b.autoplay("greedy")
        assert len(b.deal_scores) == d + 1
        if d < 3:
            assert b.next_deal()
    assert dealers[1] == 1 - dealers[0] and dealers[2] == dealers[0] and dealers[3] == dealers[1]
    res = b.result
    assert res.complete and res == game_result(b.deal_scores, b.profile)
    assert "the game" in b.message.value
    assert not b.next_deal() and "New game" in b.message.value
    b.new_game(seed=11)
    assert b.deal_scores == [] and b.deal_number == 1


def test_the_next_deal_button_follows_whether_the_game_waits_for_it() -> None:
    """Pressable only while the game waits for its next deal (the engine's ``waiting_for_next_deal``): it was
    pressable all through a deal, and then refused in the board's own words (issue #30)."""
    b = board(10)
    assert not b.next_deal_allowed and b.next_button.disabled  # the first deal is in play
    refused = b.session.game.next_deal_refused()
    assert refused is not None and not b.next_deal()
    assert refusal_text(refused) in b.message.value and "Finish this deal first" not in b.message.value
    for d in range(4):
        b.autoplay("greedy")
        if d < 3:
            assert b.session.game.waiting_for_next_deal
            assert b.next_deal_allowed and not b.next_button.disabled
            assert b.next_deal()
            assert not b.next_deal_allowed and b.next_button.disabled
    assert b.result.complete
    assert not b.next_deal_allowed and b.next_button.disabled
    assert not b.next_deal() and refusal_text(b.session.game.next_deal_refused()) in b.message.value
    b.new_game(seed=11)
    assert not b.next_deal_allowed and b.next_button.disabled


def test_same_seed_same_game() -> None:
    a, c = board(12), board(12)
    a.autoplay("greedy")
    c.autoplay("greedy")
    assert a.state.to_json() == c.state.to_json()
    assert a.deal_scores == c.deal_scores


def test_next_deal_waits_for_the_end_of_the_deal() -> None:
    b = board(13)
    assert not b.next_deal() and "Deal 1 is not over yet." in b.message.value


def test_the_card_faces_are_the_engine_svg() -> None:
    b = board(14)
    assert all(isinstance(c, Card) for c in b.hand.cards)
    assert {str(c) for c in b.hand.cards} == {str(c) for c in b.view().hand}


def test_the_board_tells_what_happened_since_your_move() -> None:
    b = board(11)
    while not b.state.is_over():
        before = len(b.state.history)
        b.autoplay("greedy", moves=1)
        if b.state.is_over():
            break
        made = len(b.state.history) - before
        if made > 1:  # the computer answered: every step is listed, in order
            assert b.message.value.count("<li>") >= 2 and "pt-since" in b.message.value
    assert "pt-breakdown" in b.message.value and "book bonus" in b.message.value
    assert "brisquettes" in b.message.value


def test_declaring_after_a_trick_is_not_counted_as_the_next_trick() -> None:
    b = board(6)
    while not (b.state.to_move == YOU and b.state.stage is Stage.DECLARE):
        b.autoplay("greedy", moves=1)
    assert f"Trick {b.state.tricks} won: declaring" in b.felt.middle.value
    assert f"Trick {b.state.tricks + 1}" not in b.felt.middle.value


def test_the_game_is_saved_as_a_record_of_play() -> None:
    from penchant.play.play_record import PlayRecord

    b = board(12)
    b.autoplay("greedy")
    b.next_deal()
    b.autoplay("greedy", moves=5)
    text = b.export()
    rec = PlayRecord.from_str(text)
    assert len(rec.deals) == 2 and rec.deal_scores() == b.deal_scores
    assert rec.replay(1).to_json()["history"] == b.state.to_json()["history"]
    assert "download=" in b.save_link.value


def test_the_opponent_is_picked_in_a_players_words_master_first_and_a_new_pick_mid_game_asks_first() -> None:
    from penchant.players import PLAYER_NAMES, PLAYER_WORDS

    b = board(3)
    labels = [label for label, _ in b.opponent_pick.options]
    assert labels[0] == PLAYER_WORDS["master"] and labels == list(PLAYER_WORDS.values())
    assert "strongest" not in labels[0], "master is level with ismcts within the intervals: say what is measured"
    assert set(PLAYER_WORDS) == set(PLAYER_NAMES) - {"ismcts"}, (
        "a learner is offered the ladder's players but the studies' sparring partner, as chapter 8 says")
    assert b.opponent_pick.value == "greedy"
    b.autoplay("greedy", moves=3)
    assert b.session.decisions
    # a pick in the middle of a game keeps the game in play and asks (a newcomer lost deal 1's score unasked)
    made, prompt = b.state.to_json(), b.message.value
    b.opponent_pick.value = "strong"  # as a click on the list does
    assert b.opponent.name == "greedy" and b.session.decisions and b.state.to_json() == made
    # said once, beside the menu, and the turn's prompt kept (it was said over the prompt, and twice)
    assert "This game goes on against" in b._switch_note.value and "from your next game" in b._switch_note.value
    assert b._switch_row.layout.display is None and b.message.value == prompt
    assert PLAYER_WORDS["strong"] in b.switch_button.description  # the note's words for him, not the code's name
    b.keep_button.click()
    assert b.opponent_pick.value == "greedy" and b._switch_row.layout.display == "none" and b.session.decisions
    assert b.message.value == prompt
    b.opponent_pick.value = "random"
    assert b.opponent.name == "greedy" and b.session.decisions
    b.switch_button.click()  # the learner confirms: a new game
    assert b.opponent.name == "random" and not b.session.decisions and b.deal_number == 1
    assert "A new game against random: plays any card the rules allow" in b.message.value
    fresh = PlayBoard("random", seed=3, coach="strong:4")
    assert b.state.to_json() == fresh.state.to_json(), "the same deals, against the new opponent"
    before = b.state.to_json()
    assert not b.choose_opponent("nobody")
    assert "nobody" in b.message.value and b.opponent.name == "random" and b.state.to_json() == before


def test_a_thinking_opponent_says_how_long_it_thought_only_when_it_took_a_while() -> None:
    """Chapter 8 said "The computer (strong) thought for 0.0 s over its last move." all game long: a thinking time
    is said only when the move took noticeably long, in whole seconds."""
    from penchant_widgets.play.board_words import THINKING_WORTH_SAYING, thought_html

    assert thought_html("strong", 0.04) == thought_html("strong", THINKING_WORTH_SAYING - 0.01) == ""
    said = thought_html("strong", 3.4)
    assert "The computer (strong) took about 3 seconds over its last move." in said and 'role="status"' in said
    assert "1 second" in thought_html("strong", THINKING_WORTH_SAYING)
    b = PlayBoard("strong:4", seed=2, coach="strong:4")
    assert b.think_seconds is None or b.think_seconds >= 0
    b.autoplay("greedy", moves=1)  # the computer answers with a choice of its own
    assert b.think_seconds is not None and b.think_seconds >= 0
    assert b.think_box.value == thought_html("strong:4", b.think_seconds)
    b.autoplay("greedy", moves=1)  # your move: what it said of its move before yours goes, its time too
    assert b.think_seconds is None or b.think_box.value == thought_html("strong:4", b.think_seconds)
    assert "0.0 s" not in b.think_box.value
    g = board(2)
    g.think_box.value = thought_html("greedy", 3.0)  # as if its last move had taken a while
    g.autoplay("greedy", moves=1)
    assert g.think_box.value == "", "said of a move before your last, it is stale: your move takes it away"
    g = board(2)
    g.autoplay("greedy", moves=2)
    assert g.think_box.value == "" and g.think_seconds is None, "a player that does not think is not timed"


def test_each_move_is_said_once_on_the_page() -> None:
    """The message lists what happened since your last move; the log above it holds only the moves before
    those (a learner read every move twice, in the message and in the log), oldest first and above the message,
    so that the page read top down tells the deal in the order it happened (a newcomer read the log under the
    message as newest first)."""
    import html

    def items(value: str) -> list[str]:
        return [html.unescape(re.sub(r"<[^>]+>", "", i)).strip() for i in re.findall(r"<li>(.*?)</li>", value)]

    b = board(5)
    for _ in range(6):
        if b.state.is_over():
            break
        b.autoplay("greedy", moves=1)
        said, logged = items(b.message.value), items(b._logview.value)
        assert said, "the message lists the moves since yours"
        assert not set(said) & set(logged), f"said twice: {set(said) & set(logged)}"
    assert items(b._logview.value), "the earlier moves are still there, above the message"
    kids = list(b.side.children)
    assert kids.index(b._logview) == kids.index(b.message) - 1, "the earlier moves come just before the message"
    assert "The moves so far" in b._logview.value  # one plain heading; numbered from the first move


@pytest.mark.parametrize("typed", ["play 6S", "declare 6S 6H"])
def test_a_card_outside_the_pack_is_refused_in_a_sentence(typed: str) -> None:
    b = board(3)
    snapshot = b.state.to_json()
    b.typed.value = typed
    b.go_button.click()
    assert "not allowed" in b.message.value.lower() and "“6S” is not a card" in b.message.value
    assert b.state.to_json() == snapshot and b.session.decisions == []


def test_both_boards_turn_picks_into_actions_alike() -> None:
    """The board against the computer and the open table share one way of picking (penchant_widgets.play.picking):
    the review found _press, picked and declare_picked written twice."""
    from penchant_widgets.play.picking import PicksCards
    from penchant_widgets.play.table import DealTable

    for name in ("picked", "declare_picked"):
        assert getattr(PlayBoard, name) is getattr(DealTable, name) is getattr(PicksCards, name)


def test_the_board_draws_on_its_observed_view_and_says_a_game_in_play() -> None:
    """The board drew and set its game-in-play class by hand in one method: what it draws of the deal is the
    trait ``drawn_view`` (the deal is the engine's, changed in place; the view a snapshot of it), set after each
    move and observed to draw, and a game under way the trait ``game_in_play``, which its leave guard (an anywidget)
    follows and syncs to the page."""
    from penchant_widgets.play.leaving import LeaveGuard

    b = board(5)
    guard = next(w for w in b.children if isinstance(w, LeaveGuard))
    assert not b.game_in_play and not guard.game_in_play
    views: list[object] = []
    b.observe(lambda change: views.append(change["new"]), names="drawn_view")
    assert b.autoplay("greedy", moves=1) == 1
    assert views == [b.view()], "the move drawn once, after"
    assert {str(c) for c in b.hand.cards} == {str(c) for c in b.view().hand}
    assert b.game_in_play == b.in_play and b.in_play
    assert guard.get_state()["game_in_play"]
    b.new_game(seed=6)
    assert not b.game_in_play and not guard.get_state()["game_in_play"]


def test_each_new_game_deals_fresh_cards() -> None:
    """The senior review: the New game button started the board's seeded game again, the same cards every time.
    The first game is the seeded one (a chapter's stored output stays the same); each press deals another."""
    def deal(b: PlayBoard) -> str:
        return " ".join(sorted(str(c) for c in b.view().hand))

    b, twin = board(9), board(9)
    assert deal(b) == deal(twin), "a board built on the same seed starts on the same deal"
    first = deal(b)
    b.new_button.click()
    second = deal(b)
    b.new_button.click()
    third = deal(b)
    assert len({first, second, third}) == 3, (first, second, third)
    twin.new_button.click()
    assert deal(twin) == second, "the deals after a press are seeded too"
    assert b.deal_number == 1 and b.deal_scores == []


def test_picking_an_opponent_replays_the_same_deals() -> None:
    """Picking another opponent starts a new game on the same deals (as the board's docstring says)."""
    b = board(9)
    assert b.session.start is not None
    before = b.session.start.to_json()
    assert b.choose_opponent("random", now=True)
    assert b.session.start is not None and b.session.start.to_json() == before


def test_while_the_computer_thinks_your_cards_look_unavailable_and_the_board_says_why() -> None:
    """A newcomer tapped cards while the computer thought and nothing happened, nothing said: the tap was lost on a
    hand that still looked ready. From the moment your card is played until the computer has moved, the board shows
    your card played, your cards faded and not pressable, and says the computer is thinking, by the hand too."""
    b = PlayBoard("strong:4", seed=2, coach="strong:4")
    seen: list[tuple[bool, bool, str, bool]] = []
    said: list[str] = []  # the message box meanwhile: "Click a card to play it" under the thinking line misled
    card = next(a.card for a in b.view().legal if isinstance(a, Play))

    def look(change: dict[str, object]) -> None:
        if "is thinking" in str(change["new"]):
            buttons = list(b.hand.buttons.values()) + list(b.table.buttons.values())
            seen.append((all(x.disabled for x in buttons), all(x.dim for x in b.hand.buttons.values()),
                         b.hand.label or "", card in b.hand.cards or card in b.table.cards))
            said.append(b.message.value)

    b.think_box.observe(look, names="value")
    (b.hand if card in b.hand.cards else b.table).click(card)
    assert seen, "the computer (strong) chose a move: the board said it was thinking"
    disabled, dim, label, still_shown = seen[0]
    assert disabled and dim, seen[0]
    assert "thinking" in label, label
    assert not still_shown, "your card is shown played, not in your hand, while it thinks"
    assert "a card to play it" not in said[0] and "wait" in said[0].lower(), said[0]
    assert b.computer_thinking is False and "is thinking" not in b.think_box.value, "over once it has moved"
    if b.state.to_move == YOU and b.state.stage in (Stage.LEAD, Stage.FOLLOW):
        assert any(not x.disabled for x in b.hand.buttons.values()) and not any(x.dim for x in b.hand.buttons.values())
    # Its moves one after another (a trick won: what it declares, then its lead): held before each.
    before = len(seen)
    for _ in range(20):
        if b.state.is_over() or len(seen) - before >= 2:
            break
        before = len(seen)
        b.autoplay("greedy", moves=1)
    assert len(seen) - before >= 2, "the computer thought over two moves in a row"
    assert all(held and faded for held, faded, _label, _shown in seen), seen


def test_a_new_game_that_looks_as_the_last_one_did_is_drawn_all_the_same() -> None:
    """The board draws when its view changes (observed); a new game on the same seed, no move made, leaves the view
    as it was, and the board draws it all the same: a hand held while the computer thought is let go."""
    from penchant_widgets.play.turns import HELD_HAND

    b = board(5)
    seed, view = b.seed, b.view()
    b.felt.hold(HELD_HAND)
    assert b.felt.hand.label == HELD_HAND
    b.new_game(seed=seed)
    assert b.view() == view == b.drawn_view
    assert b.felt.hand.label != HELD_HAND


def test_download_this_game_is_one_click_a_link_drawn_as_a_button_when_a_deal_ends() -> None:
    """Issue #31: Download this game was a button that drew a link to click (two clicks), the link unstyled. Under a
    deal over the link itself is there, drawn as the buttons beside it, and holds the game as it stands."""
    import base64
    import re

    from penchant.play.play_record import PlayRecord

    b = board(12)
    assert b.save_link.value == ""  # nothing to download before a deal is over: its row is hidden
    b.autoplay("greedy")
    link = b.save_link.value
    assert 'class="pt-btn pt-save pt-download"' in link and "download=" in link and ">Download this game</a>" in link
    data = re.search(r"base64,([^\"]+)\"", link)
    assert data is not None
    rec = PlayRecord.from_str(base64.b64decode(data.group(1)).decode("utf-8"))
    assert rec.deal_scores() == b.deal_scores
    assert b.save_link in b._end_row.children


def test_a_link_with_a_buttons_job_is_drawn_as_the_boards_buttons() -> None:
    """The download link is drawn as the buttons beside it (looked at in Chromium at 390 and 1280 px: same top,
    height and font): the boards' sheet gives ``a.pt-btn`` a button's height and border, 44 px on a phone."""
    from importlib.resources import files

    css = files("penchant_widgets").joinpath("boards.css").read_text(encoding="utf-8")
    rule = css.split(".pt-board a.pt-btn{", 1)[1].split("}", 1)[0]
    assert "height:30px" in rule and "border:1px solid #cdbfa3" in rule and "text-decoration:none" in rule, rule
    phone = css.split("@media (max-width:700px){\n  .pt-board{", 1)[1]
    assert ".pt-board a.pt-btn{min-height:44px" in phone
