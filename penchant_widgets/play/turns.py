"""Your turn and the computer's reply on the play board (:class:`~penchant_widgets.play.board.PlayBoard`, a mixin):
your action goes through the game's session, which refuses it (said as a sentence, nothing changed) or plays it and
the computer's answer; each move the session makes is said in the log and in what happened since your last move,
and while a computer player that thinks chooses, your cards are held and the board says so, then how long it took.
A card that is your only choice is played for you, and said so. The board draws the deal once the turn is over
(its :meth:`~penchant_widgets.play.board.PlayBoard.set_drawn`); this module only turns the session's moves into
the words and traits the board draws.
"""

from __future__ import annotations

from html import escape
from typing import Protocol

import ipywidgets as widgets
import traitlets

from penchant.coaching.play_session import Move, PlaySession
from penchant.errors import PenchantError
from penchant.play.forced import is_a_decision
from penchant.play.moves import Action, Play
from penchant.play.state import DealState
from penchant.play.view import PlayerView
from penchant.players import Player, get_player
from penchant.rules.game_scoring import GameResult
from penchant.rules.profiles import Profile
from penchant_widgets.board_words import forced_words, refusal_text
from penchant_widgets.html_parts import MessageKind
from penchant_widgets.play.board_words import COMPUTER, YOU, describe_change, game_words, since_html, thought_html
from penchant_widgets.play.felt import Felt
from penchant_widgets.play.following import PageFollower
from penchant_widgets.play.scores import breakdown_html

__all__ = ["HELD_HAND", "TakesTurns"]

HELD_HAND = "your hand: wait, the computer is thinking…"
"""Over your hand while the computer thinks, its cards faded and not pressable (:meth:`Felt.hold
<penchant_widgets.play.felt.Felt.hold>`): where the learner taps, it says why a tap does nothing now."""


class _Board(Protocol):
    """What a turn needs of the board: its game's session, the traits this mixin keeps, the felt, the boxes it
    writes in and its way to speak and to draw."""

    session: PlaySession
    names: tuple[str, ...]
    move_log: list[str]
    since: list[str]
    since_moves: int
    shown: int
    think_seconds: float | None
    computer_thinking: bool
    think_box: widgets.HTML
    hint_box: widgets.HTML
    typed: widgets.Text
    felt: Felt
    following: PageFollower

    @property
    def state(self) -> DealState: ...

    @property
    def result(self) -> GameResult: ...

    @property
    def profile(self) -> Profile: ...

    def act(self, action: Action | str) -> bool: ...

    def say(self, text: str, kind: MessageKind = "info", *, title: str | None = None,
            raw: bool = False) -> None: ...

    def set_drawn(self) -> None: ...


class TakesTurns(traitlets.HasTraits):
    """The play board's turns (a mixin: the board gives the session, the felt, its boxes, its drawing and the traits
    it draws, the log and what happened since your last move; whether the computer is thinking, and how long it
    thought, are these traits)."""

    think_seconds = traitlets.Float(None, allow_none=True).tag(sync=False)
    """How long the computer thought over its last move (``None`` before its first)."""
    computer_thinking = traitlets.Bool(False).tag(sync=False)
    """Whether the computer is choosing a move now (a player that thinks, with a choice to make): meanwhile your
    cards are held, faded and not pressable, and the board says it is thinking (observed)."""

    def act(self: _Board, action: Action | str) -> bool:
        """Your action, through the session; the computer then answers, and your only card is played for you. A
        refusal is shown, nothing changes."""
        try:
            self.session.act(action)  # validated, your turn included: a refusal raises and changes nothing
        except PenchantError as exc:
            self.say(refusal_text(exc), "error", title="Not allowed:", raw=True)
            self.following.moved()  # the refusal is said under the felt: brought into view as a move is
            return False
        finally:
            self.computer_thinking = False
        _after_move(self)
        return True

    def _moved(self: _Board, move: Move, player: Player) -> None:
        """A move the session made, in the log and in what happened since your last choice (a card played for you
        is added to it, said as played for you; a choice of yours starts it). How long ``player``, the computer,
        thought over its move is said if it thought; said of a move before yours, it is stale once you move."""
        lines = describe_change(move.before, move.action, move.after, self.names, (YOU,))
        self.move_log = [*self.move_log, " ".join(lines)]  # a new list: observers see every move
        if move.seat != YOU:
            self.computer_thinking = False  # it has moved: held again if it thinks over another move
            if move.chose and player.searches:
                self.think_seconds = move.seconds
                self.think_box.value = thought_html(player.name, move.seconds)
            # one item a move, as the log lists them, so the latest moves number on from the log's count
            self.since = [*self.since, " ".join(lines)]
            self.since_moves += 1
            _shown_before_it_thinks(self, move, player)
            return
        if move.forced and isinstance(move.action, Play):
            self.since = [*self.since, " ".join([forced_words([move.action.card]), *lines])]
            self.since_moves += 1
        else:
            self.since = [" ".join(lines)]
            self.since_moves = 1
            self.hint_box.value = ""
        self.think_box.value = ""  # how long it thought over a move before yours is stale once you have moved
        self.think_seconds = None
        _shown_before_it_thinks(self, move, player)

    def _computer_thinking(self: _Board, view: PlayerView, player: Player) -> None:
        if is_a_decision(view.legal) and player.searches:
            self.computer_thinking = True  # your cards held first: then the words that say why
            self.think_box.value = (f'<div class="pt-thinking" role="status">The computer '
                                    f"({escape(player.name)}) is thinking…</div>")

    @traitlets.observe("computer_thinking")
    def _thinking_drawn(self: _Board, change: dict[str, object]) -> None:
        """Your cards held while the computer thinks, and the message under them says to wait ("Click a card to play
        it" stayed there, beside cards that could not be pressed); its end needs nothing: the board is drawn, and
        says what happened, after its move."""
        if change["new"]:
            self.felt.hold(HELD_HAND)
            self.say("Your move is made. Wait for the computer's reply.")
            self.following.moved()

    def _typed(self: _Board) -> None:
        text = self.typed.value
        if self.act(text):
            self.typed.value = ""

    def autoplay(self: _Board, player: str | Player = "greedy", moves: int | None = None) -> int:
        """Let a computer player make your moves (``moves`` of them, or to the end of the deal).

        For demonstrations: the moves go through :meth:`act` like clicks, and are
        reviewed like yours. Returns the number of moves made.
        """
        p = player if isinstance(player, Player) else get_player(player, self.profile)
        made = 0
        while not self.state.is_over() and (moves is None or made < moves):
            if not self.act(self.session.chosen_for_you(p)):
                break
            made += 1
        return made


def _shown_before_it_thinks(board: _Board, move: Move, player: Player) -> None:
    """The felt as ``move`` left it when the computer, a player that thinks, moves next: while it thinks, the
    felt shows the move just made (the board is drawn whole after its move)."""
    if player.searches and not move.after.is_over() and move.after.to_move != YOU:
        board.felt.show(move.after.view(YOU))


def _after_move(board: _Board) -> None:
    """What a turn ends with: the deal's end said with its points by source, or what happened since your last move;
    then the board drawn, and the page brought to it."""
    st = board.state
    if st.is_over():
        res = board.result
        text = f"The deal is over: you {st.scores[YOU]}, the computer {st.scores[COMPUTER]}. "
        if res.complete:
            text += game_words(res, board.profile)
        else:
            text += "Press <b>Review the deal</b> to see how your decisions went, or <b>Next deal</b>."
        # Blue, as chapter 0 teaches any message but an answer's verdict: green would read as "right" over a loss
        # ("The computer wins … you are lurched").
        board.say(text + breakdown_html(st, board.names), "info", raw=True)
    else:
        board.say(since_html(board.since, len(board.move_log) - board.since_moves), "info", raw=True)
        board.shown = board.since_moves
    board.set_drawn()
    board.following.moved()  # after the felt and the message: the page measures them as drawn
