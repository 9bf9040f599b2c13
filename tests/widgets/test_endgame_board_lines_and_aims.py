"""The end-game board on whole-line and game-aim end-games: a miss at any step shows his punishing reply
and the line's first tricks (the right card hidden), a whole line played right is solved, and an aim
end-game is solved by a card short of the most brisques when it makes sure of the aim."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

from penchant.puzzles import get
from penchant.puzzles.sessions.endgame_session import EndgameSession
from penchant.rules.cards import Card
from penchant.trainer.stores import SQLiteAttemptStore
from penchant.words.game_scoring import game_value_words
from penchant_widgets.puzzles.board import PuzzleBoard
from penchant_widgets.puzzles.endgame import EndgameBoard

LINE = "mined-endgame-line-7015-33"
AIM = "mined-endgame-aim-7061-33"  # a drill of chapter 7 (the game at stake)


def text(html: str) -> str:
    return unescape(re.sub(r"<[^>]+>", "", html))


def _values(s: EndgameSession) -> tuple[dict[str, int], int]:
    vals = {c: v.brisques for c, v in s.values().items()}
    return vals, max(vals.values())


def test_a_miss_at_a_later_step_of_a_line_shows_the_refutation_on_the_board(tmp_path: Path) -> None:
    board = PuzzleBoard([LINE], store=SQLiteAttemptStore(tmp_path / "p.sqlite3"))
    eg = board.endgame
    assert eg is not None and "Each of your cards is checked" in text(eg.message.value)
    vals, top = _values(eg.session)
    eg.mine.click(next(c for c, v in vals.items() if v == top))  # the first card, right
    assert board.status[0].state != "missed"
    while True:
        vals, top = _values(eg.session)
        losing = [c for c, v in vals.items() if v < top]
        if losing:
            break
        eg.mine.click(next(c for c, v in vals.items() if v == top))
    right = {Card.parse(c).unicode for c, v in vals.items() if v == top}
    eg.mine.click(losing[0])
    shown = text(eg.message.value)
    assert 'class="pt-refutation pt-endgame-refutation"' in eg.message.value
    assert f"{Card.parse(losing[0]).unicode} is not best" in shown
    assert "Against best defence your opponent" in shown and "costs you" in shown
    refutation = text(eg.message.value.split("pt-endgame-refutation")[1].split("</div>")[0])
    assert not any(r in refutation for r in right), refutation
    assert board.status[0].state == "missed"


def test_a_whole_line_played_right_is_solved_and_checked_card_by_card(tmp_path: Path) -> None:
    board = PuzzleBoard([LINE], store=SQLiteAttemptStore(tmp_path / "p.sqlite3"))
    eg = board.endgame
    assert eg is not None
    clicks = 0
    while not eg.session.finished:
        vals, top = _values(eg.session)
        eg.mine.click(next(c for c, v in vals.items() if v == top))
        clicks += 1
    assert board.status[0].state == "solved_first"
    # the board plays a lone legal card for you: the praise counts the cards you chose, not those it forced
    assert 0 < clicks < 5, clicks
    said = text(board.feedback.value)
    assert f"each of the {clicks} cards you chose, in turn, was a best card" in said or (
        clicks == 1 and "the one card you chose was a best card" in said), said
    assert "were forced: the only card you could play" in said or "was forced" in said, said
    assert "5 cards you played" not in said
    assert 'data-solved="yes"' in eg.message.value


def test_an_aim_end_game_shows_the_game_score_and_is_solved_by_the_cards_worth_the_most(tmp_path: Path) -> None:
    p = get(AIM)
    board = PuzzleBoard([p], store=SQLiteAttemptStore(tmp_path / "p.sqlite3"))
    me, him = p.position["game"]["scores"]
    assert f"you {me}, your opponent {him}" in text(board.question.value)
    assert "worth the most to you" in text(board.question.value)
    eg = board.endgame
    assert eg is not None
    assert f"game so far: you {me}, opponent {him}" in text(eg.badges.value)
    s = eg.session
    while not s.finished:
        done = s.taken[0]
        vals, _top = _values(s)
        best = max(s.aim(done + v) for v in vals.values())
        eg.mine.click(next(c for c, v in vals.items() if s.aim(done + v) == best))
    assert s.taken[0] == s.target  # the most brisques make the game worth the most
    assert board.status[0].state == "solved_first"
    # what the play made, and once, first, where the deal ended, what it counts for
    made = "The deal is over: you win the game, worth 7 to you."
    assert made in text(eg.message.value)
    assert text(eg.message.value).startswith("✔ Solved on the first try.")
    assert text(eg.message.value).count("✔") == 1
    # said once: not again in the verdict under the tricks, which keeps the why of the answer named by the cards
    assert text(eg.message.value).startswith("✔ Solved on the first try. Right: A♦.")
    assert "Solved" not in text(board.feedback.value) and "Right:" not in text(board.feedback.value)
    assert text(board.feedback.value).startswith("A♦: you take 3 of the 5 brisques")


def test_an_aim_card_that_still_wins_but_is_worth_less_is_wrong_and_says_what_it_comes_to() -> None:
    # 7♠ still wins the game ("enough is enough" once accepted it), but A♦ makes it worth more. The miss says what
    # 7♠ comes to and where to look, not what best play makes the game worth ("worth 7 to you" was the answer's
    # value, and a learner went looking for 7, not at the score).
    eg = EndgameBoard.from_puzzle(AIM)
    eg.mine.click("7S")
    shown = text(eg.message.value)
    assert "7♠ is not best: against best defence you win the game, worth 1 to you." in shown
    assert "Look again at the game's score" in shown
    assert re.search(r"you end the game \d+ to \d+: you win the game, worth 1 to you", shown), shown
    assert "worth 7" not in shown and "best play makes" not in shown, shown


def test_a_miss_whose_forced_cards_end_the_deal_does_not_ask_to_play_on() -> None:
    # A newcomer saw "the computer has played its best reply… play on" above "The deal is over": the board had
    # already played the forced cards to the end. A miss that ends the deal says only that it is over.
    session = EndgameSession(get("endgame-003"))
    vals, top = _values(session)
    board = EndgameBoard(session)
    board.play(next(c for c, v in vals.items() if v < top))
    assert board.session.finished and len(board.results) > 1
    said = text(board.message.value)
    assert "The deal is over" in said and "play on" not in said


def test_a_chapter_board_can_leave_the_themes_out_and_titles_lose_the_banks_number(tmp_path: Path) -> None:
    # Chapter 0's taster listed the theme "major set" before any set was taught, and its titles carried the
    # bank's number ("Is it allowed? (1)") beside "puzzle 1 of 2".
    from penchant.puzzles import analyse

    p = get("declaration-001")
    assert p.themes and re.search(r"\(\d+\)$", p.title)
    for themes in (True, False):
        board = PuzzleBoard([p.id, "endgame-001"], store=SQLiteAttemptStore(tmp_path / f"{themes}.sqlite3"),
                            themes=themes)
        assert not re.search(r"\(\d+\)", text(board.header.value))
        board.answer(analyse(p).best[0])
        assert ("What this puzzle is about:" in text(board.feedback.value)) is themes


def test_after_a_miss_a_best_card_is_not_said_in_red_and_the_values_go_when_the_deal_is_over(tmp_path: Path) -> None:
    # A newcomer losing chapter 0's end-game read "7♥ keeps every brisque" in red, and pressed "Show the values"
    # once the deal was over, which showed nothing.
    p = get("endgame-001")
    board = PuzzleBoard([p], store=SQLiteAttemptStore(tmp_path / "p.sqlite3"))
    eg = board.endgame
    assert eg is not None
    s = eg.session
    wrong = next(c for c, v in _values(s)[0].items() if v < _values(s)[1])
    eg.mine.click(wrong)
    assert "pt-msg-error" in eg.message.value
    # the answer not yet on the board: the end-game's Show the solution waits (the board's comes after the hints)
    assert eg.values_toggle.layout.display == "none"
    while not s.finished:
        vals, top = _values(s)
        eg.mine.click(next(c for c, v in vals.items() if v == top))
    # blue: best, too late; the deal over short of the best result in red, a box of its own (issue #31)
    assert eg.message.value.index("pt-msg-info") < eg.message.value.index("pt-msg-error")
    assert "pt-msg-ok" not in eg.message.value
    assert "short of the best result" in eg.message.value.split("pt-msg-error", 1)[1]
    assert 'data-solved="no"' in eg.message.value
    assert eg.values_toggle.layout.display == "none"
    for _ in p.hints:
        board.hint()
    board.solution_button.click()  # the solution shown: the deal is over, no card to value, no button
    assert eg.values_toggle.layout.display == "none"
    eg.restart()  # cards to play again: the end-game's Show the solution is back, the answer being out
    assert eg.values_toggle.layout.display != "none"


def test_a_solved_end_game_on_a_board_says_solved_by_the_cards_and_in_its_verdict(tmp_path: Path) -> None:
    p = get("endgame-001")
    board = PuzzleBoard([p], store=SQLiteAttemptStore(tmp_path / "p.sqlite3"))
    eg = board.endgame
    assert eg is not None
    while not eg.session.finished:
        vals, top = _values(eg.session)
        eg.mine.click(next(c for c, v in vals.items() if v == top))
    # Said at the top of the end-game's message (where the deal ended: chapter 0's newcomer on a phone met
    # puzzle 1's "Solved after a miss" under its choices and none under the cards), in every puzzle's words
    # (chapter 6's newcomer read only "Right: A♥." under the board), and once: not again in the verdict (a later
    # newcomer read it in two green boxes); the board's own "✔ Solved" not again, nor the answer named by the cards.
    assert 'data-solved="yes"' in eg.message.value
    assert text(eg.message.value).startswith("✔ Solved on the first try. Right: A♥.")
    assert text(eg.message.value).count("Solved") == 1
    assert "Solved" not in text(board.feedback.value) and "Right:" not in text(board.feedback.value)
    assert text(board.feedback.value).startswith("A♥: ")
    assert "Your hand: click" not in text(eg.mine.label or "") and eg.mine.label == "Your hand"


def test_a_refused_card_s_message_goes_when_the_values_are_shown() -> None:
    """Chapter 6's "Follow suit": after two refused cards, Show the values left the red "Not allowed" line."""
    from penchant.puzzles import load_drills
    from penchant.rules.cards import CardSet

    for p in load_drills(Path(__file__).resolve().parents[2] / "penchant" / "data" / "drills"):
        if p.kind != "endgame":
            continue
        eg = EndgameBoard.from_puzzle(p)
        allowed = {str(v.card) for v in eg.session.card_values()}
        refused = [str(c) for c in CardSet(eg.session.to_play) if str(c) not in allowed]
        if not refused:
            continue
        before = eg.message.value
        for c in refused[:2]:
            eg.mine.click(c)
        assert "Not allowed" in text(eg.message.value)
        eg.values_toggle.value = True
        assert "Not allowed" not in text(eg.message.value) and eg.message.value == before
        return
    raise AssertionError("no end-game drill with a card the rules refuse")


def test_an_aim_end_game_says_the_games_value_in_the_rules_sentence(tmp_path: Path) -> None:
    """Issue #30: its opening and its values note said "the difference of the totals, doubled for a lurch", their
    own sentence for the rules' one."""
    p = get(AIM)
    eg = EndgameBoard.from_puzzle(p)
    said = game_value_words(p.profile)
    assert said in text(eg.message.value)
    eg.values_toggle.value = True
    assert said in text(eg.values_view.value)
    assert "difference of the totals" not in text(eg.message.value) + text(eg.values_view.value)
