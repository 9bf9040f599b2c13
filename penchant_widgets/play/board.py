"""Play against the computer: a deal, or a game of four deals.

:class:`PlayBoard` seats you (seat 0) against a computer player (:func:`penchant.players.get_player`). You see what
your seat may see: the opponent's hand is face down in the first ten tricks and known in the last six. Click a card
to play it (from the hand, or in the first ten tricks from your table); after winning a trick, pick the cards of a
combination and press *Declare*, or *Pass*; with ``typing=True`` an action may also be typed (``play QS``, ``declare
QS JH``, ``pass``: off on the learner's pages). Every action goes through the engine: a refusal is shown as a
sentence and nothing changes. The computer answers when it has thought.

*Opponent* picks the computer player, master (the highest rated on the ladder of those offered) first; picking
another starts a new game against it, on the same deals (with a game under way, the pick waits for the next game
unless the learner asks to switch now). While a player that thinks (strong, master) thinks, the board says so and
holds your cards (faded, not pressable), then says how long it took, if it was long.
*Hint* asks the coach (:class:`penchant.coaching.coach.Coach`, master's deliberation) what it would do and why, in
the game's words (its analysis of your view, never of hidden cards; the numbers behind a details toggle); when
another move is too close to call, the hint says so. At the end of a deal *Review* gives each of your decisions a
verdict from the same analyses (the hint and the review of a decision share their sampled deals), beside the deal's
actual score (:func:`penchant.coaching.reviewing.review_decisions`): first one line a decision that cost points, the
full review folded under them. While the coach thinks, the button pressed says so, greyed out. After each of your
moves the board lists everything that happened since, in order, and the page brings the trick and that message into
view where they are off screen (a phone: :mod:`~penchant_widgets.play.following`); at the end of a deal, each
player's points by source. *Download this game* gives the ``penchant-play/1`` record (:meth:`PlayBoard.record`).
*Next deal* carries on the four-deal game; the dealer alternates and the game is scored with the lurch
(:func:`penchant.rules.game_scoring.game_result`).

The game itself is the engine's: the board holds a :class:`~penchant.coaching.play_session.PlaySession` (the deals,
your moves checked and kept for the review, the computer's replies, the cards played for you, the seeded chance),
calls it and draws it; the board's traits are what it shows. The board is the frame (its pieces built and laid
out, the session's game read, the deals dealt, the drawing); each part of a turn is a mixin of its own module: your
action and the computer's reply (:mod:`~penchant_widgets.play.turns`), cards picked
(:mod:`~penchant_widgets.play.picking`), the opponent chosen (:mod:`~penchant_widgets.play.opponent`), the coach
asked (:mod:`~penchant_widgets.play.asking_the_coach`) and the mistakes learnt from
(:mod:`~penchant_widgets.play.mistakes`). Everything is seeded: the same seed gives the same deals
and the same computer moves. The first game is the board's seed's; each *New game* deals fresh cards, on the next
seed (seed + 1, seed + 2, ...). The learner's board (``fresh=True``) keeps each game it deals in the learner's store
and starts on the seed plus the games kept there: each visit starts on new cards (and a fresh store, nbval's, on the
board's own seed).
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

import ipywidgets as widgets
import traitlets

from penchant.coaching.coach import Coach
from penchant.coaching.play_session import PlaySession
from penchant.coaching.review_words import LEARN_TIP
from penchant.errors import PenchantError
from penchant.play.moves import Pass, Stage
from penchant.play.play_record import PlayRecord
from penchant.play.state import DealState
from penchant.play.view import PlayerView
from penchant.players import PLAYER_WORDS, Player, get_player
from penchant.rules.game_scoring import DEALS_PER_GAME, GameResult, GameSoFar
from penchant.rules.procedure import trick_in_play
from penchant.rules.profiles import DEFAULT_PROFILE, Profile, get_profile
from penchant.trainer.attempts import GameDealt
from penchant.trainer.stores import AttemptStore
from penchant_widgets.action_button import action_button
from penchant_widgets.board_words import refusal_text
from penchant_widgets.cards import CardPicker
from penchant_widgets.html_parts import MessageKind, message_html
from penchant_widgets.play.asking_the_coach import HINT_BUTTON, HINT_TIP, REVIEWING, THINKING, AsksTheCoach
from penchant_widgets.play.board_words import (
    COMPUTER,
    NOT_KEPT_TITLE,
    YOU,
    log_html,
    opening_words,
)
from penchant_widgets.play.coach_panel import coach_for
from penchant_widgets.play.felt import Felt
from penchant_widgets.play.following import PageFollower
from penchant_widgets.play.leaving import LeaveGuard
from penchant_widgets.play.mistakes import LearnsFromMistakes, learn_from_mistakes
from penchant_widgets.play.opponent import FIRST_OPPONENT, OPPONENT_LABEL, ChoosesOpponent
from penchant_widgets.play.picking import DECLARABLE_BUTTON, DECLARE_BUTTON, PASS_BUTTON, PASS_TIP, PicksCards
from penchant_widgets.play.scores import scores_html
from penchant_widgets.play.turns import TakesTurns
from penchant_widgets.puzzles.progress import default_store
from penchant_widgets.reveal import Reveal
from penchant_widgets.styles import classed, shared_style

SAVE_TIP = ("keep this game, to go over it move by move on the analysis board (on the page about the computer "
            "players)")
"""What *Download this game* is for, said over the link."""

# The score sheet, the felt, the coach's panel and the turns (HELD_HAND) live in their own modules of this package:
# their names are imported from there, not re-exported from here.
__all__ = ["PlayBoard"]


class PlayBoard(TakesTurns, PicksCards, ChoosesOpponent, AsksTheCoach, LearnsFromMistakes, widgets.VBox):
    """A deal (and a four-deal game) against a computer player, with hints and a review.

    ``opponent`` is a player name (``'master'``, ``'strong'``, ``'greedy'``, ``'strong:N'``...)
    or a player; ``coach`` names the coach
    behind both hints and reviews (``'master'``, or ``'strong'`` / ``'strong:N'``). The game is :attr:`session`'s
    (a new game, a new session); the current deal is :attr:`state` (the session's, changed in place by its moves).
    What the board draws of them is traits, set from the session after each move, all at once: :attr:`drawn_view`
    and :attr:`drawn_game` (observe :attr:`drawn_view` to follow the board), :attr:`game_in_play` and
    :attr:`next_deal_allowed`.
    """

    names = traitlets.TraitType[tuple[str, ...], tuple[str, ...]]().tag(sync=False)
    """The two seats' names as the felt and the log say them, yours first."""
    session = traitlets.Instance(PlaySession).tag(sync=False)
    """The game in play, the engine's: its deals, your decisions, the computer's replies (a new game, a new one)."""
    store = traitlets.TraitType[AttemptStore | None, AttemptStore | None](None).tag(sync=False)
    """Where the mistake puzzles' attempts go, and the learner's board's games dealt: the learner's attempt store
    (opened on first use, or at once on the learner's board, ``fresh``) unless given."""
    typing = traitlets.Bool(False, read_only=True).tag(sync=False)
    """Whether the board offers a box to type actions in (``play QS``): never on a learner's page."""
    fresh = traitlets.Bool(False, read_only=True).tag(sync=False)
    """Whether this is the learner's board: each game dealt kept in :attr:`store`, the first on the seed plus the
    games kept there (a fresh deal each visit)."""

    drawn_view = traitlets.Instance(PlayerView, read_only=True).tag(sync=False)
    """What you may see of the deal on the board, as the felt draws it: the session's, set after each move with the
    traits below; the board draws when it changes (observed)."""
    drawn_game = traitlets.Instance(GameSoFar, read_only=True).tag(sync=False)
    """The game so far as the scoreboard draws it, the deal in play counted (the game's
    :meth:`~penchant.play.game.Game.so_far`): set with :attr:`drawn_view` (a move that changes it changes the view
    too)."""
    game_in_play = traitlets.Bool(False)
    """Whether a game is under way (:attr:`in_play`): the board's :attr:`leaving` guard follows it, so that the
    page asks before a reload or a close loses the game."""
    next_deal_allowed = traitlets.Bool(False).tag(sync=False)
    """Whether the next deal of the game may be dealt now (the game's
    :attr:`~penchant.play.game.Game.waiting_for_next_deal`: a deal over, the game not): :attr:`next_button` is
    pressable while it holds (linked)."""

    move_log = traitlets.List[str]().tag(sync=False)
    """Every move of this deal, in words, one entry a move (what the log under the felt shows)."""
    since = traitlets.List[str]().tag(sync=False)
    """What happened since your last move, in order, line by line."""
    since_moves = traitlets.Int(0).tag(sync=False)
    """How many of the log's last entries the list since your last move holds."""
    shown = traitlets.Int(0).tag(sync=False)
    """How many of the log's last entries the message shows now (the earlier ones go under it)."""

    def __repr__(self) -> str:
        st = self.state
        return (f"PlayBoard(deal {self.deal_number} of {DEALS_PER_GAME}, trick {trick_in_play(st.tricks)}, "
                f"stage={st.stage.value!r}, score you {st.scores[YOU]} - computer {st.scores[COMPUTER]}, "
                f"game {self.totals[YOU]} - {self.totals[COMPUTER]})")

    def __init__(
        self,
        opponent: str | Player = FIRST_OPPONENT,
        *,
        seed: int = 0,
        rules: str | Profile = DEFAULT_PROFILE.name,
        coach: str | Player | Coach = "master",
        names: Sequence[str] = ("You", "Computer"),
        title: str | None = "Play a game against the computer",
        store: AttemptStore | None = None,
        typing: bool = False,
        fresh: bool = False,
    ) -> None:
        self.set_trait("typing", typing)
        self.set_trait("fresh", fresh)
        profile = get_profile(rules)
        player = opponent if isinstance(opponent, Player) else get_player(opponent, profile)
        self.store = default_store()[0] if fresh and store is None else store
        seed += self._games_dealt()
        self.coach = coach_for(coach, profile)
        self.names = tuple(names)
        self.last_review = None
        self.move_log = []
        self.since = []
        self.since_moves = 0
        self.shown = 0
        self._build_views(title, player.name)
        self._build_buttons()
        super().__init__(self._layout())
        self.add_class("pt-board")
        self.add_class("pt-playboard")
        self.session, not_kept = self._new_session(player, seed, profile)  # the computer leads, if it does, said
        self.computer_thinking = False
        self._say_opening(not_kept)
        self.set_drawn()

    def _build_views(self, title: str | None, opponent: str) -> None:
        """The felt's pieces and the boxes for messages, hints, reviews and puzzles."""
        self._title = widgets.HTML(f'<div class="pt-board-title">{escape(title)}</div>' if title else "")
        self.leaving = LeaveGuard()  # the page asks before a reload loses a game under way (:mod:`.leaving`)
        traitlets.dlink((self, "game_in_play"), (self.leaving, "game_in_play"))
        self.following = PageFollower(asking={"pt-hint": THINKING, "pt-review": REVIEWING})
        # The page follows play: after each move it brings the trick, the hand and the message into view
        # (.following).
        self.following.observe(lambda c: self.warm_the_coach() if c["new"] else None, names="shown")
        self._scoreboard = widgets.HTML()
        self._scoreboard.add_class("pt-play-scores")
        names = list(PLAYER_WORDS)
        current = opponent
        options = [(words, name) for name, words in PLAYER_WORDS.items()]
        if current not in names:
            options.append((current, current))
        self.opponent_pick = widgets.Dropdown(options=options, value=current, description=OPPONENT_LABEL,
                                              style={"description_width": "initial"},
                                              layout=widgets.Layout(width="100%", max_width="460px"))
        self.opponent_pick.add_class("pt-play-opponent")
        self.opponent_pick.observe(lambda c: self.choose_opponent(str(c["new"])), names="value")
        self.pending = None
        self.switch_button = action_button("Start a new game now", "pt-switch", lambda: self._switch_now())
        self.keep_button = action_button("Keep this game", "pt-keep", lambda: self._keep_opponent(), primary=True)
        self._switch_note = widgets.HTML()
        """The question under the menu, where the learner's eyes are (the message box is below the felt)."""
        self._switch_row = widgets.HBox([self._switch_note, self.keep_button, self.switch_button],
                                        layout=widgets.Layout(display="none", flex_flow="row wrap",
                                                              align_items="center"))
        self.think_box = widgets.HTML()
        self.think_box.add_class("pt-play-think")
        self.think_seconds = None
        self.felt = Felt(self.names, self._press, seat=YOU)
        """The felt: both seats, the stock, the trump and the trick (:class:`~penchant_widgets.play.felt.Felt`)."""
        self.trick, self.table, self.hand = self.felt.trick, self.felt.table, self.felt.hand
        above = self.felt.children
        self.felt.children = (*above[:3], self.following, *above[3:], self.following)  # its marks above the trick
        # and under the hand (the felt grows above the hand as declarations are laid); the third: under the message
        # (:meth:`_layout`)
        self.watch_picks(self.hand, self.table)
        self.message = widgets.HTML()
        self.message.add_class("pt-message")
        self.hint_box = widgets.HTML()
        self.hint_box.add_class("pt-play-hint")
        self.hint_reveal = Reveal(self.hint_box)
        """A line under the coach's answer (a hint, the coach's move): when one appears, the page brings it into view,
        nearest (on a phone it comes under the buttons, below the screen; on a laptop it is on screen and nothing
        moves), as the page follows play (:mod:`~penchant_widgets.reveal`)."""
        self.hint_reveal.add_class("pt-play-hint-reveal")
        self.hint_box.observe(lambda c: self.hint_reveal.show() if c["new"] else None, names="value")
        self.review_box = widgets.HTML()
        self.review_box.add_class("pt-play-review")
        self.progress = widgets.IntProgress(value=0, min=0, max=1, description="Reviewing",
                                            layout=widgets.Layout(display="none", width="320px"))
        self.progress.add_class("pt-play-progress")
        self.progress_words = widgets.HTML()
        self.progress_words.add_class("pt-play-progress-words")
        """What the progress bar stands for, in a sentence, while it shows."""
        self._logview = widgets.HTML()
        self._logview.add_class("pt-log")

    def _build_buttons(self) -> None:
        """The action buttons and their rows."""
        self.declare_button = action_button(DECLARE_BUTTON, "pt-declare", lambda: self.declare_picked(), primary=True)
        self.pass_button = action_button(PASS_BUTTON, "pt-pass", lambda: self.act(Pass()), tip=PASS_TIP)
        self.declarable_button = action_button(DECLARABLE_BUTTON, "pt-declarable", lambda: self.show_declarations())
        """*What may be declared?*, as on chapter 2's board: the engine's answer, on your turn to declare."""
        self.hint_button = action_button(HINT_BUTTON, "pt-hint", lambda: self.hint(), tip=HINT_TIP)
        self.review_button = action_button("Review the deal", "pt-review", lambda: self.review(),
                                           tip="where points were lost, next to the coach's choices")
        self.next_button = action_button("Next deal ▶", "pt-next", lambda: self.next_deal(), primary=True)
        traitlets.dlink((self, "next_deal_allowed"), (self.next_button, "disabled"), lambda allowed: not allowed)
        self.new_button = action_button("New game", "pt-restart", lambda: self.new_game())
        self.learn_button = action_button("Learn from your mistakes", "pt-learn", lambda: self.learn(), tip=LEARN_TIP)
        self.save_link = widgets.HTML()
        """*Download this game*: a link, one click, drawn as the row's buttons are (:meth:`export` sets it)."""
        self.save_link.add_class("pt-play-save")
        self.typed = widgets.Text(placeholder="or type: play QS · declare QS JH · pass",
                                  tooltip="Type an action", layout=widgets.Layout(width="280px"))
        self.typed.add_class("pt-play-typed")
        self.go_button = action_button("Do it", "pt-go", lambda: self._typed())
        self.declare_choices = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        """The declarations picked hand cards complete in several ways, each a button (:meth:`offer_declarations`)."""
        self._declare_row = widgets.HBox([self.declare_button, self.pass_button, self.declarable_button,
                                          self.declare_choices],
                                         layout=widgets.Layout(flex_flow="row wrap"))
        tools = [self.hint_button, self.typed, self.go_button] if self.typing else [self.hint_button]
        self._tools_row = widgets.HBox(tools, layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self._end_row = widgets.HBox([self.review_button, self.learn_button, self.next_button, self.new_button,
                                      self.save_link], layout=widgets.Layout(flex_flow="row wrap"))
        # Named for boards.css, which puts them right under the hand on a phone (before the earlier moves).
        for row, name in ((self._declare_row, "pt-play-declare-row"), (self._tools_row, "pt-play-tools"),
                          (self._end_row, "pt-play-end")):
            row.add_class(name)
        self.puzzle_box = widgets.VBox()
        classed(self.puzzle_box, "pt-play-puzzles")
        """Learn from your mistakes' puzzle board: a board in a board, its sides on the play board's (boards.css)."""

    def _layout(self) -> list[widgets.Widget]:
        """The board's children, top to bottom: the menu beside the scores, and the felt beside :attr:`side` on a
        wide screen, each under the other on a phone (boards.css), so a laptop shows a trick without scrolling."""
        top = widgets.HBox([self.opponent_pick, self._scoreboard])
        classed(top, "pt-play-top")
        self.side = widgets.VBox([self.think_box, self._logview, self.message, self.following, self._declare_row,
                                  self._tools_row,
                                  self.hint_box, self.hint_reveal, self._end_row, self.progress, self.progress_words])
        # What happened and the buttons, in order: beside the felt on a wide screen, under it on a phone.
        classed(self.side, "pt-play-side")
        main = widgets.HBox([self.felt, self.side])
        classed(main, "pt-play-main")
        return [shared_style(), self._title, top, self._switch_row, main, self.review_box, self.puzzle_box,
                self.leaving]

    # ------------------------------------------------------------- the game
    def _new_session(self, player: Player, seed: int, profile: Profile) -> tuple[PlaySession, str]:
        """A game against ``player`` on the deals of ``seed``: the session plays it, and tells the board each
        move (said in the log) and each choice of the computer's (said while it thinks). The learner's board keeps
        it among the games dealt; with it, why it could not (``""``: kept), for the board to say under the opening
        (:meth:`_say_opening`): the game in play goes on, and the next visit may deal this game again."""
        session = PlaySession(player, seed=seed, rules=profile, names=self.names,
                              choosing=lambda view: self._computer_thinking(view, player),
                              moved=lambda move: self._moved(move, player))
        if self.fresh and self.store is not None:
            try:
                self.store.append_game(GameDealt(seed, player.name))
            except PenchantError as exc:
                return session, refusal_text(exc)
        return session, ""

    def _say_opening(self, not_kept: str = "") -> None:
        """The deal's opening, and under it why the game could not be kept among the games dealt (if it could not:
        the message the store gave)."""
        said = message_html(self._opening(), "info", raw=True)
        if not_kept:
            said += message_html(not_kept, "error", title=NOT_KEPT_TITLE, raw=True)
        self.message.value = said
        self.shown = 0

    def _games_dealt(self) -> int:
        """How many games the learner's store keeps as dealt on this board (0 for a board that is not the
        learner's, or a store that cannot be read: the board's own seed)."""
        if not self.fresh or self.store is None:
            return 0
        try:
            return len(self.store.load_games())
        except PenchantError:
            return 0

    @property
    def opponent(self) -> Player:
        """The computer player you play against (a switch waits for the next game: :meth:`choose_opponent`)."""
        return self.session.opponent

    @property
    def profile(self) -> Profile:
        """The rules played (``rules``)."""
        return self.session.profile

    @property
    def seed(self) -> int:
        """The seed of the game's deals (the next game takes the next, unless one is given)."""
        return self.session.seed

    @property
    def state(self) -> DealState:
        """The deal on the board (the session's; the last one finished while it waits for Next deal)."""
        return self.session.state

    @property
    def first_dealer(self) -> int:
        return self.session.game.first_dealer

    @property
    def deal_scores(self) -> list[tuple[int, int]]:
        """Each finished deal's score (you, the computer)."""
        return [(d.scores[YOU], d.scores[COMPUTER]) for d in self.session.game.finished]

    @property
    def deal_number(self) -> int:
        """1-based number of the current deal in the game."""
        return self.session.game.deal_number

    @property
    def totals(self) -> tuple[int, int]:
        """The game's totals so far (the finished deals')."""
        return self.session.game.totals

    @property
    def result(self) -> GameResult:
        """The game so far (complete after four deals)."""
        return self.session.result

    def view(self) -> PlayerView:
        """What you may see now."""
        return self.session.view()

    def _opening(self) -> str:
        return opening_words(self.state, self.deal_number)

    def _key(self) -> str:
        """The key of the decision now to be made (the hint's and the review's analysis)."""
        return self.session.key

    def mover_pickers(self) -> tuple[CardPicker, CardPicker]:
        """Your hand and table: the pickers a declaration's cards are picked in."""
        return self.hand, self.table

    # ------------------------------------------------------------- help (the hint and the review: AsksTheCoach)
    def learn(self, first_ten: bool = True) -> int:
        """Your reviewed mistakes as puzzles (reviewing the deal first if need be): end-game puzzles in the last
        six tricks, judged choices in the first ten (unless ``first_ten`` is false) where the coach's player,
        master, gives a clear answer that agrees with the review (see :mod:`penchant.puzzlemakers.mistakes`)."""
        return learn_from_mistakes(self, first_ten=first_ten)

    # ------------------------------------------------------------- the record
    def record(self) -> PlayRecord:
        """The game so far as a ``penchant-play/1`` record (finished deals, and the current one as far as played)."""
        return self.session.record()

    def export(self) -> str:
        """Offer the record as a download link, one click, among the buttons under a deal over (and return its
        text); drawn again at each deal's end, so the link holds the game as it stands."""
        import base64

        text = self.record().to_str()
        data = base64.b64encode(text.encode("utf-8")).decode("ascii")
        self.save_link.value = (
            f'<a class="pt-btn pt-save pt-download" download="penchant-game-{self.seed}.json" '
            f'title="{escape(SAVE_TIP)}" href="data:application/json;base64,{data}">Download this game</a>')
        return text

    # ------------------------------------------------------------- moving on
    def next_deal(self) -> bool:
        """Deal the next deal of the game (after the current one is over)."""
        refused = self.session.game.next_deal_refused()  # the engine's refusal, in its words
        if refused is not None:
            again = " Press <b>New game</b> to play again." if self.session.game.is_over() else ""
            self.say(refusal_text(refused) + again, "note", raw=True)
            return False
        self._clear_deal()
        try:
            self.session.next_deal()  # the computer leads, if it does, said in the log
        finally:
            self.computer_thinking = False
        self._deal_shown()
        return True

    def new_game(self, seed: int | None = None, opponent: Player | None = None) -> None:
        """Start a new game on ``seed`` if given, else on the next seed in the board's sequence (the board's
        seed, then seed + 1, ...: fresh cards at each *New game*, the same sequence for the same first seed),
        against ``opponent`` if given, else the opponent picked during the last one if any, else the same."""
        seed = self.seed + 1 if seed is None else seed
        player = self.opponent if opponent is None else opponent
        pending = self.pending
        if pending is not None:
            self.pending = None
            self._switch_row.layout.display = "none"
            player = pending if opponent is None else opponent
            self.think_box.value = ""
            self.think_seconds = None
        self._clear_deal()
        not_kept = ""
        try:
            self.session, not_kept = self._new_session(player, seed, self.profile)  # the computer leads, if it does
        finally:
            self.computer_thinking = False
        self._deal_shown(not_kept)

    def _clear_deal(self) -> None:
        """Before a new deal: the review, the log and the boxes of the last one cleared."""
        self.last_review = None
        self.move_log = []
        self.since = []
        self.since_moves = 0
        self.save_link.value = ""
        self.puzzle_box.children = ()
        self.progress_words.value = ""
        self.hint_box.value = ""
        self.review_box.value = ""
        self.think_box.value = ""  # how long it thought over the last deal's move is stale

    def _deal_shown(self, not_kept: str = "") -> None:
        """The session's new deal on the board, and its opening said (with ``not_kept``, :meth:`_say_opening`); the
        coach warmed for its first Hint."""
        self._say_opening(not_kept)
        self.set_drawn()
        self.warm_the_coach()

    # ------------------------------------------------------------- drawing
    def say(self, text: str, kind: MessageKind = "info", *, title: str | None = None, raw: bool = False) -> None:
        self.message.value = message_html(text, kind, title=title, raw=raw)
        self.shown = 0

    def set_drawn(self) -> None:
        """What the board draws, set from the session after a move, in one change: the observers run once all are
        set. The guard first: its synced trait then reaches the page before the cards do, so a page closed the
        moment a played card leaves the hand already asks. A move that leaves the view as it was (a new game dealt
        as the last one was) is drawn all the same: the felt held while the computer thought is let go."""
        view, game = self.session.view(), self.session.game.so_far()
        same = self.trait_has_value("drawn_view") and self.drawn_view == view
        with self.hold_trait_notifications():
            self.game_in_play = self.in_play
            self.next_deal_allowed = self.session.game.waiting_for_next_deal
            self.set_trait("drawn_game", game)
            self.set_trait("drawn_view", view)
        if same:
            self._render()

    @traitlets.observe("drawn_view")
    def _view_changed(self, _change: object) -> None:
        self._render()

    @property
    def in_play(self) -> bool:
        """Whether a game is under way: a move made, and the game not over."""
        return self.session.in_play

    def _render(self) -> None:
        view = self.drawn_view
        self.felt.show(view)
        declaring = view.to_move == YOU and view.stage.declaring
        self._declare_row.layout.display = None if declaring else "none"
        if declaring:
            self.show_declare()
        over = view.stage is Stage.OVER
        (self.add_class if over else self.remove_class)("pt-deal-over")  # its scores and review take the width
        self._tools_row.layout.display = "none" if over else None
        self.show_hint_button()
        self._end_row.layout.display = None if over else "none"
        if over:
            self.export()  # the link holds the game as it stands now
        self._scoreboard.value = scores_html(self.drawn_game, self.names)
        self._logview.value = log_html(self.move_log, self.shown)
