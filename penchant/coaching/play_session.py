"""A game of four deals played against a computer player, a move of yours at a time (:class:`PlaySession`): the
engine's side of chapter 8's play board, which draws the session's deal and says its moves.

The session owns the game: its rules, its deals and their seeded chance, the computer player and its seeded
choices. :meth:`PlaySession.act` plays your move through the engine (a refusal raises a
:class:`~penchant.errors.PenchantError` and changes nothing), then the computer's replies, each chosen on its own
view (:func:`~penchant.players.turns.play_its_turns`), then your only card whenever you have no choice, with the
replies to it (:func:`~penchant.play.forced.play_forced`, the loop the end-game board's session plays too). It keeps
what the coach's review and the record of play need: your decisions of the deal, each with the key the coach's hint
and review share (:func:`~penchant.coaching.coach.decision_key`), and the deals as played.

Every move is a :class:`Move`, returned in order and told as it happens to ``moved`` (a board says it); ``choosing``
hears of each choice of the computer's before it is made (a board says the computer is thinking). Everything is
seeded: the same seed and the same moves of yours give the same deals and the same computer moves; a new opponent on
the same seed plays the same deals.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from penchant.coaching.coach import decision_key
from penchant.play.forced import is_a_decision, play_forced
from penchant.play.game import Game
from penchant.play.moves import Action, Play, parse_action
from penchant.play.play_record import DealPlay, PlayRecord
from penchant.play.state import DealState
from penchant.play.view import PlayerView
from penchant.players import Player, get_player
from penchant.players.base import judging_rules
from penchant.players.turns import play_its_turns
from penchant.rules.game_scoring import GameResult
from penchant.rules.procedure import other_player
from penchant.rules.profiles import DEFAULT_PROFILE, Profile, get_profile

__all__ = ["YOU", "Decision", "Move", "PlaySession"]

YOU = 0
"""Your seat: the session seats the computer at the other."""

Decision = tuple[PlayerView, Action, str]
"""A decision of yours: what you saw, what you did, and its key (the coach's hint and review of it share it)."""


@dataclass(frozen=True, slots=True)
class Move:
    """A move of the session's deal: ``seat`` made ``action``, which took the deal from ``before`` to ``after``
    (copies). ``chose``: the mover had more than one legal action; ``forced``: your only card, played for you;
    ``seconds``: how long the computer took to choose (``0.0`` for a move of yours)."""

    seat: int
    action: Action
    before: DealState
    after: DealState
    chose: bool
    forced: bool = False
    seconds: float = 0.0


class PlaySession:
    """A game of four deals, you (seat 0) against ``opponent`` (a player or a player's name,
    :func:`~penchant.players.get_player`), on the deals of ``seed`` under ``rules``.

    The computer's opening moves, when it leads, are played at once (:attr:`opening`); :meth:`next_deal` deals the
    next deal once one is over. ``choosing(view)`` is heard before each choice of the computer's and ``moved(move)``
    after each move of either seat, the deal then standing as the move left it.
    """

    def __init__(
        self,
        opponent: str | Player,
        *,
        seed: int = 0,
        rules: str | Profile = DEFAULT_PROFILE.name,
        names: Sequence[str] = ("You", "Computer"),
        choosing: Callable[[PlayerView], None] | None = None,
        moved: Callable[[Move], None] | None = None,
    ) -> None:
        self.profile = get_profile(rules)
        """The rules played."""
        self.opponent = opponent if isinstance(opponent, Player) else get_player(opponent, self.profile)
        """The computer player: it chooses each of its moves on its own view, by the game's rules (a player built
        for others is a :class:`~penchant.errors.RulesMismatchError`)."""
        judging_rules(self.opponent.name, self.opponent.profile, self.profile, "game")
        self.seed = seed
        """The seed of the game's deals and of the computer's chance."""
        self.names = (names[0], names[1])
        """The two seats' names, yours first."""
        self._choosing = choosing
        self._moved = moved
        self.game = Game(self.profile, random.Random(f"penchant-play:{seed}:cut"), players=self.names,
                         shuffles=lambda n: random.Random(f"penchant-play:{seed}:deal{n}"), deal_on_request=True)
        """The game of four deals: its deals, their dealers, the totals. A finished deal stays current until
        :meth:`next_deal`. Who deals first is the rules' cut for deal (the game's :attr:`~Game.cuts`), drawn from
        the seed."""
        self.plays: list[DealPlay] = []
        """The finished deals of this game, as played."""
        self.start: DealState = self.state.clone()
        """The current deal as dealt, before any move (the record of play starts from it)."""
        self.decisions: list[Decision] = []
        """Your decisions of the current deal, in order, for the review."""
        self.opening: list[Move] = self._computer_moves()
        """The computer's moves that opened the current deal before your first (none when you lead)."""

    def __repr__(self) -> str:
        return f"PlaySession({self.opponent.name!r}, seed={self.seed}, {self.game!r})"

    # ------------------------------------------------------------- what is seen
    @property
    def salt(self) -> str:
        """What the decisions' keys are salted with: the game's seed (a new game, a new salt)."""
        return f"penchant-play:{self.seed}"

    @property
    def state(self) -> DealState:
        """The current deal (the last one finished while it waits for :meth:`next_deal`)."""
        return self.game.current

    def view(self) -> PlayerView:
        """What you may see now."""
        return self.state.view(YOU)

    @property
    def key(self) -> str:
        """The key of the decision now to be made (the coach's hint and the review of it share its analysis)."""
        return decision_key(self.salt, self.game.deal_number - 1, len(self.state.history))

    @property
    def moves(self) -> int:
        """How many moves the current deal has had (both seats'): the computer's chance is seeded from it."""
        return len(self.state.history)

    @property
    def result(self) -> GameResult:
        """The game so far (complete after four deals)."""
        return self.game.result()

    @property
    def in_play(self) -> bool:
        """Whether a game is under way: a move of yours made, and the game not over."""
        return bool(self.plays or self.decisions) and not (self.state.is_over() and self.game.is_over())

    def record(self) -> PlayRecord:
        """The game so far as a ``penchant-play/1`` record: the finished deals, and the current one as far as
        played; the keys' salt and the opponent go in its extra fields."""
        plays = list(self.plays)
        if not self.state.is_over():
            plays.append(DealPlay.from_state(self.start, self.state))
        return PlayRecord(self.profile, self.names, self.game.first_dealer, tuple(plays),
                          {"coach_salt": self.salt, "opponent": self.opponent.name})

    # ------------------------------------------------------------- acting
    def act(self, action: Action | str) -> list[Move]:
        """Your ``action`` (an action or its notation: ``'play QS'``) through the engine, then the computer's
        replies, then each card you have no choice about with the replies to it; every move made, in order. A
        refusal (not your turn, an illegal action, the deal over) raises and changes nothing."""
        made = self._your_move(parse_action(action) if isinstance(action, str) else action)
        for more in play_forced(self._only_cards, lambda a: self._your_move(a, forced=True)):
            made += more
        if self.state.is_over():
            self.plays = [*self.plays, DealPlay.from_state(self.start, self.state)]
        return made

    def chosen_for_you(self, player: Player) -> Action:
        """What ``player`` would do in your place now, from your view and the deal's seeded chance (a demonstration
        plays it with :meth:`act`)."""
        return player.choose(self.view(), self._chance("autoplay"))

    def next_deal(self) -> list[Move]:
        """Deal the game's next deal (refused, as :meth:`Game.next_deal <penchant.play.game.Game.next_deal>`
        refuses, before the current one is over or after the game); the computer's opening moves, if it leads."""
        self.game.next_deal()
        self.start = self.state.clone()
        self.decisions = []
        self.opening = self._computer_moves()
        return self.opening

    def _your_move(self, action: Action, *, forced: bool = False) -> list[Move]:
        """The one path for a move of yours: applied through the engine (a refusal raises before anything
        changes), kept among the decisions, told, and answered by the computer."""
        view, key, before = self.view(), self.key, self.state.clone()
        self.game.apply(action, seat=YOU)
        self.decisions = [*self.decisions, (view, action, key)]
        move = Move(YOU, action, before, self.state.clone(), is_a_decision(view.legal), forced=forced)
        if self._moved is not None:
            self._moved(move)
        return [move, *self._computer_moves()]

    def _only_cards(self) -> list[Play]:
        """The cards you may play now (none when it is not your turn to play a card): one alone is played for
        you."""
        if self.state.is_over() or self.state.to_move != YOU:
            return []
        return [a for a in self.view().legal if isinstance(a, Play)]

    def _computer_moves(self) -> list[Move]:
        """The computer's turns until yours or the end of the deal (:func:`play_its_turns`)."""
        made: list[Move] = []

        def moved(before: DealState, action: Action, seconds: float) -> None:
            them = other_player(YOU)
            move = Move(them, action, before, self.state.clone(), is_a_decision(before.view(them).legal),
                        seconds=seconds)
            made.append(move)
            if self._moved is not None:
                self._moved(move)

        play_its_turns(self.game, self.opponent, YOU, lambda: self._chance("computer"),
                       choosing=self._choosing, moved=moved)
        return made

    def _chance(self, what: str) -> random.Random:
        """The seeded chance of the deal's next move, for ``what`` (the computer's choice, a demonstration's)."""
        return random.Random(f"penchant-play:{self.seed}:{self.game.deals_finished}:{self.moves}:{what}")
