"""Choosing the computer player you play, on the play board (:class:`~penchant_widgets.play.board.PlayBoard`, a
mixin): the menu's pick, kept for the next game while a game is under way unless the learner switches at once."""

from __future__ import annotations

from html import escape
from typing import Any, Protocol

import ipywidgets as widgets
import traitlets

from penchant.errors import PenchantError
from penchant.play.state import DealState
from penchant.players import PLAYER_WORDS, Player, get_player
from penchant.rules.game_scoring import GAME_LENGTH_WORDS
from penchant.rules.profiles import Profile
from penchant_widgets.board_words import refusal_text
from penchant_widgets.html_parts import MessageKind
from penchant_widgets.play.board_words import opening_words

__all__ = ["FIRST_OPPONENT", "OPPONENT_LABEL", "ChoosesOpponent"]

OPPONENT_LABEL = "Your opponent:"
"""The menu of computer players, as a player names it ("Opponent chooses whom you play" would read as an engineer's)."""
FIRST_OPPONENT = "greedy"
"""The opponent of a first hand: plays sensibly, at once, and forgives (a learner's first hand is no place for a
strong opponent)."""


class _Board(Protocol):
    """What choosing needs of the board: its menu and question row, its players, its game and its messages."""

    pending: Player | None
    think_seconds: float | None
    opponent_pick: widgets.Dropdown
    switch_button: widgets.Button
    think_box: widgets.HTML
    _switch_row: widgets.HBox
    _switch_note: widgets.HTML

    @property
    def in_play(self) -> bool: ...

    def say(self, text: str, kind: MessageKind = "info", *, title: str | None = None,
            raw: bool = False) -> None: ...

    def new_game(self, seed: int | None = None, opponent: Player | None = None) -> None: ...

    def choose_opponent(self, name: str, now: bool = False) -> bool: ...

    @property
    def opponent(self) -> Player: ...

    @property
    def profile(self) -> Profile: ...

    @property
    def seed(self) -> int: ...

    @property
    def state(self) -> DealState: ...

    @property
    def deal_number(self) -> int: ...


class ChoosesOpponent(traitlets.HasTraits):
    """The play board's choice of opponent (a mixin: the board gives the menu, the game and its messages; the
    opponent playing is its game's, the board's ``opponent``)."""

    pending = traitlets.Instance("penchant.players.base.Player", allow_none=True).tag(sync=False)
    """An opponent picked while a game was under way: the next game's (``None`` when none waits)."""

    think_seconds: Any
    """The board's (a trait): how long the computer thought over its last move, forgotten with a new opponent."""

    def choose_opponent(self: _Board, name: str, now: bool = False) -> bool:
        """Play against player ``name``: a new game (the same deals), said in a player's words. With a game under
        way (and not ``now``) the game in play is kept and the pick waits for the next game, with a button to switch
        at once: a change of the menu mid-deal never throws away the game, deal 1's score with it, unasked."""
        if name == self.opponent.name:
            self.pending = None
            self._switch_row.layout.display = "none"
            return False
        try:
            player = get_player(name, self.profile)
        except PenchantError as exc:
            self.say(refusal_text(exc), "error", title="Not allowed:", raw=True)
            return False
        if self.in_play and not now:
            self.pending = player
            if self.opponent_pick.value != name:
                self.opponent_pick.value = name
            words = PLAYER_WORDS.get(name, name)
            self.switch_button.description = f"Start a new game now, against {words}"
            self._switch_row.layout.display = None
            # Said once, beside the menu and its button, and never over the turn's prompt ("You won trick 1 …
            # you may declare"): said twice, the note pushed the prompt off the board.
            said = (f"This game goes on against {escape(self.opponent.name)} to its end ({GAME_LENGTH_WORDS}); "
                    f"{escape(name)} plays you from your next game. To switch now, start a new game: the game in "
                    "play and its score are dropped.")
            self._switch_note.value = f'<div class="pt-small">{said}</div>'
            return False
        self.pending = None
        self._switch_row.layout.display = "none"
        self.think_box.value = ""
        self.think_seconds = None
        self.new_game(seed=self.seed, opponent=player)  # the same deals against the new opponent
        if self.opponent_pick.value != name:  # after: the menu's echo finds the opponent already playing
            self.opponent_pick.value = name
        words = PLAYER_WORDS.get(name, name)
        opening = opening_words(self.state, self.deal_number)
        self.say(f"A new game against {escape(words)}. {opening}", "info", raw=True)
        return True

    def _switch_now(self: _Board) -> None:
        """The opponent picked while a game was under way, at once: a new game."""
        if self.pending is not None:
            self.choose_opponent(self.pending.name, now=True)

    def _keep_opponent(self: _Board) -> None:
        """The game in play goes on against its opponent, the pick undone."""
        self.pending = None
        self._switch_row.layout.display = "none"
        self.opponent_pick.value = self.opponent.name  # the menu shows him again; the turn's prompt stays

