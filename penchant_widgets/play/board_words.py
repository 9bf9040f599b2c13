"""What the play board tells the player (its words, as pure functions of the deal): the opening of a deal, the game's
result, what happened since your last move (the engine's :func:`~penchant.lessons.move_words.move_words`, set in
HTML), and the earlier moves above it. The seats: :data:`YOU` and
:data:`COMPUTER`.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from penchant.english.grammar import capitalised
from penchant.english.numbers import count_words
from penchant.lessons.move_words import Marks, first_move_words, move_words
from penchant.play.moves import Action
from penchant.play.state import DealState
from penchant.rules.game_scoring import DEALS_PER_GAME, GameResult
from penchant.rules.profiles import Profile
from penchant.words.counts import move_count_words
from penchant.words.game_scoring import game_result_words
from penchant_widgets.cards import cards_text

__all__ = ["COMPUTER", "LATEST_HEAD", "MOVES_HEAD", "NOT_KEPT_TITLE", "THINKING_WORTH_SAYING", "YOU", "describe_change",
           "first_move_html", "game_words", "log_html", "moves_html", "opening_words",
           "since_html", "thought_html"]

YOU = 0
COMPUTER = 1

RECENT_MOVES = 4
"""How many earlier moves the board lists open above its message (the ones before them are folded)."""

MOVES_HEAD = "The moves so far"
"""The head of a board's list of moves (the newest is said in the message under it), one plain heading on every
board: its list is numbered from the deal's first move, which says which end is which."""
LATEST_HEAD = "The latest moves:"
"""The head of the moves since yours in a board's message, once moves came before them: numbered on from those
above, they are marked as the latest, not counted again."""
NOT_KEPT_TITLE = "This game is not kept among your games:"
"""The head of the store's message when a game dealt could not be kept (the game goes on; a later visit may deal it
again)."""

THINKING_WORTH_SAYING = 1.0
"""Seconds a computer's move must have taken for the board to say how long it thought: a quicker one goes by
unnoticed, and a line saying "0.0 s" would stay on screen for nothing."""


def _strong(html: str) -> str:
    return f"<b>{html}</b>"


_HTML_MARKS = Marks(text=escape, cards=cards_text, strong=_strong)
"""How the boards set the engine's words of a move (:class:`~penchant.lessons.move_words.Marks`): names and phrases
escaped, cards in coloured symbols (:func:`~penchant_widgets.cards.cards_text`), what stands out (the trick's winner,
the kind declared) in bold."""


def describe_change(before: DealState, action: Action, after: DealState, names: Sequence[str],
                    seen_by: Sequence[int] = (0, 1)) -> list[str]:
    """The lines (HTML) saying what ``action`` did, told to the seats ``seen_by``: the engine's
    :func:`~penchant.lessons.move_words.move_words`, set by :data:`_HTML_MARKS`."""
    return move_words(before, action, after, names, seen_by, _HTML_MARKS)


def first_move_html(state: DealState, names: Sequence[str]) -> str:
    """What to do first on a deal of one's own (HTML): the engine's :func:`~penchant.lessons.move_words.\
first_move_words`, set by :data:`_HTML_MARKS`."""
    return first_move_words(state, names, _HTML_MARKS)


def opening_words(state: DealState, deal_number: int) -> str:
    """The deal's first message: who deals and who leads the first trick (the pone; the computer may already
    have led it)."""
    who = "The computer led" if state.leader == COMPUTER else "You lead"
    dealer = "the computer deals" if state.dealer == COMPUTER else "you deal"
    return (f"Deal {deal_number} of {DEALS_PER_GAME}: {dealer}. {who} the first trick. "
            f"Pick a card to play it; <b>Hint</b> asks the coach.")


def game_words(res: GameResult, profile: Profile) -> str:
    """The game's result, from your side of the table: the rules' one sentence of it
    (:func:`~penchant.words.game_scoring.game_result_words`)."""
    names = ["you", "the computer"] if YOU == 0 else ["the computer", "you"]
    return game_result_words(res, names, profile) + "."


def since_html(lines: Sequence[str], after: int = 0) -> str:
    """Everything that happened since your last move, in order, headed, once ``after`` moves came before them, by what
    it lists, so that on a phone, where the moves before are folded under one line, it is not read as the deal's first
    moves."""
    if not lines:
        return ""
    items = "".join(f"<li>{line}</li>" for line in lines)
    head = f'<div class="pt-small pt-log-head">{LATEST_HEAD}</div>' if after else ""
    # numbered on from the moves above (24, 25, ... after 23): a list restarting at 1 read as the deal's first moves
    start = f' start="{after + 1}"' if after else ""
    return f'{head}<ol class="pt-since"{start}>{items}</ol>'


def log_html(log: Sequence[str], shown: int) -> str:
    """The moves before the ``shown`` last ones the message lists, oldest first, just above the message: read top
    down, the page tells the deal in the order it happened, and each move is said once. Drawn twice, one shown at a
    time by the screen's width (boards.css): beside the felt, the last few open and the ones before folded; on a
    phone, all of them under one folded line, so that the message and Hint still sit right under the hand and the log
    is never split in two."""
    earlier = list(log[:len(log) - shown])
    if not earlier:
        return ""
    head = MOVES_HEAD
    narrow = (f'<details class="pt-small pt-log-older"><summary>{head} ({move_count_words(len(earlier))})'
              '</summary><ol class="pt-step-list">' + "".join(f"<li>{line}</li>" for line in earlier)
              + "</ol></details>")
    return (f'<div class="pt-log-wide">{moves_html(head + ":", earlier, RECENT_MOVES)}</div>'
            f'<div class="pt-log-narrow">{narrow}</div>')


def moves_html(head: str, moves: Sequence[str], open_moves: int) -> str:
    """``moves`` under ``head``, oldest first: the last ``open_moves`` listed, the ones before them folded under
    a line that counts them. None is dropped: the head says "in order", so a reader going back to how trick 1
    began finds it there however long the deal has gone on."""
    if not moves:
        return ""
    open_moves = max(open_moves, 1)
    older, recent = list(moves[:-open_moves]), list(moves[-open_moves:])
    fold = ""
    if older:
        # Said as what the fold holds, plainly ("the first two moves"), not relative to the moves below it, so it
        # reads alone. The list's head says which way it runs.
        first = "the first move" if len(older) == 1 else f"the first {move_count_words(len(older))}"
        fold = (f'<details class="pt-small pt-log-older"><summary>{capitalised(first)}</summary>'
                '<ol class="pt-step-list">'
                + "".join(f"<li>{line}</li>" for line in older) + "</ol></details>")
    start = f' start="{len(older) + 1}"' if older else ""  # numbered on from the folded ones
    return (f'<div class="pt-small pt-log-head">{head}</div>{fold}<ol class="pt-step-list"{start}>'
            + "".join(f"<li>{line}</li>" for line in recent) + "</ol>")


def thought_html(name: str, seconds: float) -> str:
    """How long the computer ``name`` thought over its last move, in whole seconds, when that was noticeable
    (:data:`THINKING_WORTH_SAYING`); "" when it was not."""
    if seconds < THINKING_WORTH_SAYING:
        return ""
    took = count_words(max(round(seconds), 1), "second", digits=True)
    return (f'<div class="pt-thought" role="status">The computer ({escape(name)}) took about {took} over its '
            "last move.</div>")
