"""Play against the computer: a deal, or a game of four deals.

:class:`PlayBoard` seats you (seat 0) against a computer player
(:func:`penchant.players.get_player`). You see what your seat may see: the
opponent's hand is face down in the first ten tricks and known in the last
six. Click a card to play it (from the hand, or in the first ten tricks from
your table); after winning a trick, pick the cards of a combination and press
*Declare*, or *Pass*; with ``typing=True`` an action may also be typed (``play QS``,
``declare QS JH``, ``pass``: off on the learner's pages). Every action goes through the engine: a
refusal is shown as a sentence and nothing changes. The computer answers when it has thought.

*Opponent* picks the computer player, master (the strongest we have) first; picking
another starts a new game against it, on the same deals. While a player that
thinks (strong, master) thinks, the board says so, and then how long it took.
*Hint* asks the coach (:class:`penchant.coaching.coach.Coach`, master's
deliberation) what it would do and why, in the game's words (its analysis of
your view, never of hidden cards; the numbers behind a details toggle); when
another move is too close to call, the hint says so. At the end of a deal
*Review* gives each of your decisions a verdict from the same analyses (the
hint and the review of a decision share their sampled deals), beside the deal's actual
score (:func:`penchant.coaching.review.review_decisions`). After each of your
moves the board lists everything that happened since, in order; at the end
of a deal, each player's points by source. *Download this game* gives the
``penchant-play/1`` record (:meth:`PlayBoard.record`). *Next deal* carries on
the four-deal game; the dealer alternates and the game is scored with the
lurch (:func:`penchant.play.game.result_from_totals`).

Everything is seeded: the same seed gives the same deals and the same
computer moves.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from html import escape

import ipywidgets as widgets
import traitlets
from penchant_widgets.cards import CardPicker, PickMode, backs_html, faces_html
from penchant_widgets.play.table import describe_change
from penchant_widgets.style import MessageKind, action_button, message_html, shared_style, stacked_table
from penchant_widgets.trick import TrickView, trump_html

from penchant.coaching.coach import VERDICT_WORDS, Coach, CoachAnalysis, decision_key
from penchant.coaching.review import Review, breakdown, review_decisions
from penchant.errors import IllegalPlayError, PenchantError
from penchant.play.game import DEALS_PER_GAME, GameResult, result_from_totals
from penchant.play.playrecord import DealPlay, PlayRecord
from penchant.play.state import Action, DealState, Declare, Pass, Play, PlayerView, Stage, new_deal, parse_action
from penchant.players import PLAYER_WORDS, Player, get_player
from penchant.players.master import MASTER_ENDGAME
from penchant.rules.cards import Card, CardSet
from penchant.rules.profiles import Profile, get_profile
from penchant.rules.words import refusal_words
from penchant.trainer.stores import AttemptStore

__all__ = ["PlayBoard", "breakdown_html", "coach_for", "details_html", "progress_shown"]

VERDICT_COLOURS = {"best": "#2f6a4f", "good": "#4d7a4c", "close": "#4f5d6e", "inaccuracy": "#8a6a10",
                   "mistake": "#a8501f", "blunder": "#a52a2a"}
"""Each verdict's chip (white text on each, at least 4.5:1)."""


def coach_for(spec: str | Player | Coach, profile: Profile) -> Coach:
    """The coach behind hints and reviews: ``'master'`` (its deliberation over 40 sampled deals, the default),
    ``'strong'`` or ``'strong:N'`` (strong's, over N), a player of either kind, or a coach."""
    if isinstance(spec, Coach):
        return spec
    if isinstance(spec, Player):
        samples = getattr(spec, "samples", None)
        endgame = getattr(spec, "endgame", 0)
        if isinstance(samples, int) and isinstance(endgame, int):
            return Coach(profile, samples, endgame)
        return Coach(profile)
    name = spec.strip().lower()
    if name == "strong":
        return Coach(profile, endgame=0)
    for who, endgame in (("strong", 0), ("master", MASTER_ENDGAME)):
        if name.startswith(who + ":"):
            try:
                return Coach(profile, int(name.split(":", 1)[1]), endgame=endgame)
            except ValueError:
                raise IllegalPlayError(f"{spec!r}: write {who}:N with N a whole number of sampled deals") from None
    return Coach(profile)


@contextmanager
def progress_shown(bar: widgets.IntProgress, description: str) -> Iterator[Callable[[int, int], None]]:
    """Show ``bar``, labelled ``description``, while the block runs (hidden again after it, even on an error);
    the block reports through the ``tick(done, total)`` it is given."""
    bar.description = description
    bar.layout.display = None

    def tick(done: int, total: int) -> None:
        bar.max = max(1, total)
        bar.value = done

    try:
        yield tick
    finally:
        bar.layout.display = "none"


def details_html(an: CoachAnalysis) -> str:
    """The engine detail behind a hint: every action's average and margin (a closed toggle)."""
    rows = "".join(
        f"<tr><td>{escape(a)}</td><td>{v:+.1f}</td><td>{'exact' if an.exact else f'±{m:.1f}'}</td></tr>"
        for a, v, m in an.details())
    return ('<details class="pt-details"><summary>Engine detail</summary>'
            f'<p class="pt-small">Net points for the rest of this deal (yours minus his) by {escape(an.method)}; '
            "the margin is the 95% sampling margin of each move's difference from the best.</p>"
            f'<table class="pt-review-table"><tr><th>move</th><th>net points</th><th>margin</th></tr>{rows}'
            "</table></details>")


def _pretty(detail: str) -> str:
    """``'pair KD KC'`` as ``'pair K♦ K♣'``."""
    words = detail.split()
    out = []
    for w in words:
        try:
            out.append(Card.parse(w).unicode)
        except PenchantError:
            out.append(w)
    return " ".join(out)


def breakdown_html(state: DealState, names: Sequence[str]) -> str:
    """Each player's points of the deal by source: declarations (each listed), brisquettes, book bonus."""
    parts = breakdown(state)
    rows = []
    for p in (0, 1):
        b = parts[p]
        decl = ", ".join(f"{escape(_pretty(d))} ({pts})" for d, pts in b.declarations) or "no declarations"
        rows.append([f"<b>{escape(names[p])}</b>", f'{b.declared} <span class="pt-small">({decl})</span>',
                     str(b.brisquettes), str(b.bonus), f"<b>{b.total}</b>"])
    return stacked_table(["", "declared", "brisquettes", "book bonus", "the deal"], rows, cls="pt-breakdown")


YOU = 0
COMPUTER = 1


class PlayBoard(widgets.VBox):
    """A deal (and a four-deal game) against a computer player, with hints and a review.

    ``opponent`` is a player name (``'master'``, ``'strong'``, ``'greedy'``, ``'strong:N'``...)
    or a player; ``hinter`` (or ``reviewer``, the same thing) names the coach
    behind both hints and reviews (``'master'``, or ``'strong'`` / ``'strong:N'``). The
    current deal is :attr:`state`; :attr:`version` counts changes.
    """

    version = traitlets.Int(0)

    def __repr__(self) -> str:
        st = self.state
        return (f"PlayBoard(deal {self.deal_number} of {DEALS_PER_GAME}, trick {min(st.tricks + 1, 16)}, "
                f"stage={st.stage.value!r}, score you {st.score[YOU]} - computer {st.score[COMPUTER]}, "
                f"game {self.totals[YOU]} - {self.totals[COMPUTER]})")

    def __init__(
        self,
        opponent: str | Player = "strong",
        *,
        seed: int = 0,
        rules: str | Profile = "kandell",
        hinter: str | Player | Coach = "master",
        reviewer: str | Player | Coach | None = None,
        names: Sequence[str] = ("You", "Computer"),
        title: str | None = "Play a hand against the computer",
        store: AttemptStore | None = None,
        typing: bool = False,
    ) -> None:
        self.typing = typing
        """Whether the board offers a box to type actions in (``play QS``): never on a learner's page."""
        self._set_up_game(opponent, seed=seed, rules=rules, coach=hinter if reviewer is None else reviewer,
                          names=names, store=store)
        self._build_views(title)
        self._build_buttons()
        super().__init__(self._layout())
        self.add_class("pt-board")
        self.add_class("pt-playboard")
        self.state = self._deal(0)
        self._start: DealState | None = self.state.clone()
        self._computer_moves()
        self._say(self._opening(), "info", raw=True)
        self._changed()

    def _set_up_game(self, opponent: str | Player, *, seed: int, rules: str | Profile,
                     coach: str | Player | Coach, names: Sequence[str], store: AttemptStore | None) -> None:
        """The players, the seed and the (empty) history of the game."""
        self.store = store
        """Where the mistake puzzles' attempts go: the learner's attempt store (opened on first use) unless given."""
        self.profile = get_profile(rules)
        self.opponent = opponent if isinstance(opponent, Player) else get_player(opponent, self.profile)
        self.coach = coach_for(coach, self.profile)
        self.seed = seed
        self.salt = f"penchant-play:{seed}"
        self.names = tuple(names)
        self.first_dealer = random.Random(f"penchant-play:{seed}:dealer").randrange(2)
        self.deal_scores: list[tuple[int, int]] = []
        self.decisions: list[tuple[PlayerView, Action, str]] = []
        self.last_review: Review | None = None
        self.plays: list[DealPlay] = []
        """The finished deals of this game, as played."""
        self._log: list[str] = []
        self._since: list[str] = []
        self._moves = 0

    def _build_views(self, title: str | None) -> None:
        """The felt's pieces and the boxes for messages, hints, reviews and puzzles."""
        self._title = widgets.HTML(f'<div class="pt-board-title">{escape(title)}</div>' if title else "")
        self._scoreboard = widgets.HTML()
        self._scoreboard.add_class("pt-play-scores")
        names = list(PLAYER_WORDS)
        current = self.opponent.name
        options = [(words, name) for name, words in PLAYER_WORDS.items()]
        if current not in names:
            options.append((current, current))
        self.opponent_pick = widgets.Dropdown(options=options, value=current, description="Opponent",
                                              layout=widgets.Layout(width="100%", max_width="460px"))
        self.opponent_pick.add_class("pt-play-opponent")
        self.opponent_pick.observe(lambda c: self.choose_opponent(str(c["new"])), names="value")
        self.think_box = widgets.HTML()
        self.think_box.add_class("pt-play-think")
        self.think_seconds: float | None = None
        """How long the computer thought over its last move (``None`` before its first)."""
        self._opp_head = widgets.HTML()
        self._opp_hand = widgets.HTML()
        self._opp_table = CardPicker(mode="static", size="sm", css_class="pt-play-opp-table",
                                     empty="nothing declared")
        self._middle = widgets.HTML()
        self.trick = TrickView(self.names)
        self.trick.layout.margin = "0 0 0 28px"
        self._my_head = widgets.HTML()
        self.table = CardPicker(mode="press", size="md", css_class="pt-play-table", empty="nothing declared yet")
        self.hand = CardPicker(mode="press", size="md", css_class="pt-play-hand")
        self.table.on_press(self._press)
        self.hand.on_press(self._press)
        self.message = widgets.HTML()
        self.message.add_class("pt-message")
        self.hint_box = widgets.HTML()
        self.hint_box.add_class("pt-play-hint")
        self.review_box = widgets.HTML()
        self.review_box.add_class("pt-play-review")
        self.progress = widgets.IntProgress(value=0, min=0, max=1, description="Reviewing",
                                            layout=widgets.Layout(display="none", width="320px"))
        self.progress.add_class("pt-play-progress")
        self.export_box = widgets.HTML()
        self.export_box.add_class("pt-play-export")
        self._logview = widgets.HTML()
        self._logview.add_class("pt-log")

    def _build_buttons(self) -> None:
        """The action buttons and their rows."""
        self.declare_button = action_button("Declare the picked cards", "pt-declare", lambda: self.declare_picked(),
                                  primary=True)
        self.pass_button = action_button("Pass", "pt-pass", lambda: self.act(Pass()), tip="declare nothing")
        self.hint_button = action_button("Hint", "pt-hint", lambda: self.hint(),
                                         tip="what the coach would do here, and why")
        self.review_button = action_button("Review the deal", "pt-review", lambda: self.review(),
                                           tip="where points were lost, next to the coach's choices")
        self.next_button = action_button("Next deal ▶", "pt-next", lambda: self.next_deal(), primary=True)
        self.new_button = action_button("New game", "pt-restart", lambda: self.new_game())
        self.learn_button = action_button("Learn from your mistakes", "pt-learn", lambda: self.learn(),
                                          tip="your marked decisions, as puzzles")
        self.save_button = action_button("Download this game", "pt-save", lambda: self.export(),
                                         tip="keep this game, to go over it move by move on the analysis board")
        self.typed = widgets.Text(placeholder="or type: play QS · declare QS JH · pass",
                                  tooltip="Type an action", layout=widgets.Layout(width="280px"))
        self.typed.add_class("pt-play-typed")
        self.go_button = action_button("Do it", "pt-go", lambda: self._typed())
        self._declare_row = widgets.HBox([self.declare_button, self.pass_button])
        tools = [self.hint_button, self.typed, self.go_button] if self.typing else [self.hint_button]
        self._tools_row = widgets.HBox(tools, layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self._end_row = widgets.HBox([self.review_button, self.learn_button, self.next_button, self.new_button,
                                      self.save_button], layout=widgets.Layout(flex_flow="row wrap"))
        self.puzzle_box = widgets.VBox()

    def _layout(self) -> list[widgets.Widget]:
        """The board's children, top to bottom."""
        felt = widgets.VBox([
            self._opp_head, self._opp_hand, self._opp_table,
            widgets.HBox([self._middle, self.trick], layout=widgets.Layout(margin="8px 0")),
            self._my_head, self.table, self.hand,
        ])
        felt.add_class("pt-felt")
        return [shared_style(), self._title, self.opponent_pick, self._scoreboard, felt, self.think_box,
                self.message, self._declare_row,
                self._tools_row, self.hint_box, self._end_row, self.progress, self.review_box,
                self.export_box, self.puzzle_box, self._logview]

    # ------------------------------------------------------------- the game
    @property
    def deal_number(self) -> int:
        """1-based number of the current deal in the game."""
        return len(self.deal_scores) + (0 if self.state.is_over() else 1)

    @property
    def totals(self) -> tuple[int, int]:
        done = list(self.deal_scores)
        return (sum(d[0] for d in done), sum(d[1] for d in done))

    @property
    def result(self) -> GameResult:
        """The game so far (complete after four deals)."""
        return result_from_totals(self.deal_scores, self.profile)

    def _deal(self, index: int) -> DealState:
        dealer = (self.first_dealer + index) % 2
        return new_deal(random.Random(f"penchant-play:{self.seed}:deal{index}"), self.profile, dealer)

    def _rng(self, what: str) -> random.Random:
        return random.Random(f"penchant-play:{self.seed}:{len(self.deal_scores)}:{self._moves}:{what}")

    def view(self) -> PlayerView:
        """What you may see now."""
        return self.state.view(YOU)

    def _opening(self) -> str:
        st = self.state
        # The pone (non-dealer) leads the first trick; the computer may already have led.
        who = "The computer led" if 1 - st.dealer == COMPUTER else "You lead"
        dealer = "the computer deals" if st.dealer == COMPUTER else "you deal"
        return (f"Deal {self.deal_number} of {DEALS_PER_GAME}: {dealer}. {who} the first trick. "
                f"Click a card to play it; <b>Hint</b> asks the coach.")

    # ------------------------------------------------------------- acting
    def act(self, action: Action | str) -> bool:
        """Your action, through the engine; the computer then answers. A refusal is shown, nothing changes."""
        try:
            a = parse_action(action) if isinstance(action, str) else action
            if self.state.is_over():
                raise IllegalPlayError(
                    f"{str(a)!r}: the deal is over; press Next deal (or New game) to play on")
            if self.state.to_move != YOU:
                raise IllegalPlayError(f"{str(a)!r}: it is not your turn")
            view = self.view()
            before = self.state.clone()
            after = self.state.clone().apply(a)
        except PenchantError as exc:
            self._say(refusal_words(exc), "error", title="Not allowed:")
            return False
        self.decisions.append((view, a, self._key()))
        self.state = after
        self._moves += 1
        lines = describe_change(before, a, after, self.names, (True, False))
        self._log.append(" ".join(lines))
        self._since = list(lines)
        self.hint_box.value = ""
        self._computer_moves()
        self._after_move()
        return True

    def _computer_moves(self) -> None:
        while not self.state.is_over() and self.state.to_move == COMPUTER:
            view = self.state.view(COMPUTER)
            thinks = len(view.legal) > 1 and self.opponent.name not in ("random", "greedy")
            if thinks:
                self.think_box.value = (f'<div class="pt-thinking" role="status">The computer '
                                        f"({escape(self.opponent.name)}) is thinking…</div>")
            started = time.perf_counter()
            a = self.opponent.choose(view, self._rng("computer"))
            if thinks:
                self.think_seconds = time.perf_counter() - started
                self.think_box.value = (f'<div class="pt-thought" role="status">The computer '
                                        f"({escape(self.opponent.name)}) thought for "
                                        f"{self.think_seconds:.1f} s over its last move.</div>")
            before = self.state.clone()
            self.state.apply(a)
            self._moves += 1
            lines = describe_change(before, a, self.state, self.names, (True, False))
            self._log.append(" ".join(lines))
            self._since.extend(lines)

    def _after_move(self) -> None:
        st = self.state
        if st.is_over():
            self.deal_scores.append((st.score[YOU], st.score[COMPUTER]))
            if self._start is not None:
                self.plays.append(DealPlay.from_state(self._start, st))
            res = self.result
            text = f"The deal is over: you {st.score[YOU]}, the computer {st.score[COMPUTER]}. "
            if res.complete:
                text += self._game_text(res)
            else:
                text += "Press <b>Review the deal</b> to see how your decisions went, or <b>Next deal</b>."
            self._say(text + breakdown_html(st, self.names), "ok", raw=True)
        else:
            self._say(self._since_html(), "info", raw=True)
        self._changed()

    def _since_html(self) -> str:
        """Everything that happened since your last move, in order."""
        if not self._since:
            return ""
        items = "".join(f"<li>{line}</li>" for line in self._since)
        return f'<ol class="pt-since">{items}</ol>'

    def _key(self) -> str:
        """The key of the decision now to be made (the hint's and the review's analysis)."""
        return decision_key(self.salt, len(self.deal_scores) - (1 if self.state.is_over() else 0),
                            len(self.state.history))

    def _game_text(self, res: GameResult) -> str:
        if res.winner is None:
            return f"The game is drawn at {res.totals[0]} each."
        who = "You win" if res.winner == YOU else "The computer wins"
        lurch = f" (the loser is lurched, under {self.profile.lurch_threshold}: value doubled)" if res.lurched else ""
        return f"{who} the game {res.totals[0]}–{res.totals[1]}, worth {res.value}{lurch}."

    def _press(self, card: Card) -> None:
        if self.state.stage in (Stage.LEAD, Stage.FOLLOW):
            self.act(Play(card))

    def picked(self) -> CardSet:
        return self.hand.selected | self.table.selected

    def declare_picked(self) -> bool:
        cards = self.picked()
        if not cards:
            self._say("Pick the cards of the combination first (in the hand, and on the table if they are "
                      "already there), then press Declare.", "hint")
            return False
        return self.act(Declare(cards))

    def _typed(self) -> None:
        text = self.typed.value
        if self.act(text):
            self.typed.value = ""

    # ------------------------------------------------------------- help
    def hint(self) -> str:
        """What the engine would do in your place, and why (from your view only, in words)."""
        st = self.state
        if st.is_over() or st.to_move != YOU:
            text = "Nothing to decide now."
            self.hint_box.value = message_html(text, "hint")
            return text
        an = self.coach.analyse(self.view(), self._key())
        text = an.hint()
        self.hint_box.value = message_html(escape(text) + details_html(an), "hint",
                                           title="The coach suggests:", raw=True)
        return text

    def choose_opponent(self, name: str) -> bool:
        """Play against player ``name`` from now on: a new game (the same deals), said in a player's words."""
        if name == self.opponent.name:
            return False
        try:
            player = get_player(name, self.profile)
        except PenchantError as exc:
            self._say(refusal_words(exc), "error", title="Not allowed:")
            return False
        self.opponent = player
        if self.opponent_pick.value != name:
            self.opponent_pick.value = name
        self.think_box.value = ""
        self.think_seconds = None
        self.new_game()
        words = PLAYER_WORDS.get(name, name)
        self._say(f"A new game against {escape(words)}. " + self._opening(), "info", raw=True)
        return True

    def review(self) -> Review | None:
        """Review your decisions of the deal just played (``None``, with a message, before its end)."""
        if not self.state.is_over():
            self._say("The review comes at the end of the deal: play it out first.", "hint")
            return None
        with progress_shown(self.progress, "Reviewing") as tick:
            rev = review_decisions(self.decisions, self.coach, deal=len(self.deal_scores),
                                   steps=[int(k.rsplit(":", 1)[1]) for _, _, k in self.decisions], progress=tick)
        self.last_review = rev
        self.review_box.value = self._review_html(rev)
        return rev

    def _review_html(self, rev: Review) -> str:
        st = self.state
        score = breakdown_html(st, self.names)
        if not rev.items:
            return message_html("Every move of yours was forced: nothing to review." + score, "plain", raw=True)
        counts = rev.counts(YOU)
        chips = " ".join(
            f'<span class="pt-verdict" style="background:{VERDICT_COLOURS[v]}">{n} {VERDICT_WORDS[v]}</span>'
            for v, n in counts.items() if n)
        head = (f"<p>The deal ended <b>{st.score[YOU]}–{st.score[COMPUTER]}</b>. Where the points came from:</p>"
                f"{score}<p>Your {len(rev.items)} decisions: {chips}</p>")
        rows = []
        for i in rev.marked(YOU):
            rows.append(
                f'<tr><td>{i.trick}</td><td><span class="pt-verdict" style="background:{VERDICT_COLOURS[i.verdict]}">'
                f"{VERDICT_WORDS[i.verdict]}</span></td><td>{escape(i.reason)}</td></tr>")
        if not rows:
            table = "<p>No inaccuracy, mistake or blunder: every decision was the coach's or close to it.</p>"
        else:
            table = ('<table class="pt-review-table"><tr><th>trick</th><th>verdict</th><th>why</th></tr>'
                     + "".join(rows) + "</table>"
                     '<p class="pt-small">Losses in the first ten tricks are estimates from sampled deals; '
                     "they are not added up. The hint you got for a decision came from the same analysis.</p>")
        return message_html(head + table, "info", title="Review:", raw=True)

    def learn(self, first_ten: bool = True) -> int:
        """Your reviewed mistakes as puzzles (reviewing the deal first if need be): end-game puzzles in the last
        six tricks, judged choices in the first ten (unless ``first_ten`` is false) where the coach's player,
        master, gives a clear answer that agrees with the review (see :mod:`penchant.puzzlemakers.mistakes`)."""
        from penchant_widgets.puzzles.board import PuzzleBoard

        from penchant.puzzlemakers.mistakes import mistake_puzzles

        rev = self.last_review or self.review()
        if rev is None:
            return 0
        marked = rev.marked(YOU)
        with progress_shown(self.progress, "Judging") as tick:
            puzzles = mistake_puzzles(self.record(), marked, players=get_player if first_ten else None,
                                      judge=self.coach.judge, progress=tick)
        if not puzzles:
            self.puzzle_box.children = ()
            self._say("No inaccuracy, mistake or blunder of yours to replay as a puzzle: in the first ten tricks "
                      "a puzzle is made only where the coach finds the better move clear beyond doubt."
                      if marked else "No inaccuracy, mistake or blunder of yours to replay.", "info")
            return 0
        board = PuzzleBoard(puzzles, title="Learn from your mistakes", store=self.store)
        self.store = board.store  # one store for the whole game: the learner's, as on every puzzle board
        self.puzzle_box.children = (board,)
        return len(puzzles)

    # ------------------------------------------------------------- the record
    def record(self) -> PlayRecord:
        """The game so far as a ``penchant-play/1`` record (finished deals, and the current one as far as played)."""
        plays = list(self.plays)
        if not self.state.is_over() and self._start is not None:
            plays.append(DealPlay.from_state(self._start, self.state))
        return PlayRecord(self.profile, (self.names[0], self.names[1]), self.first_dealer, tuple(plays),
                          {"coach_salt": self.salt, "opponent": self.opponent.name})

    def export(self) -> str:
        """Offer the record as a download link (and return its text)."""
        import base64

        text = self.record().to_str()
        data = base64.b64encode(text.encode("utf-8")).decode("ascii")
        self.export_box.value = (
            f'<a class="pt-download" download="penchant-game-{self.seed}.json" '
            f'href="data:application/json;base64,{data}">Download this game</a>: open it on the analysis board '
            "(on the page about the computer players) to go over it move by move.")
        return text

    # ------------------------------------------------------------- moving on
    def next_deal(self) -> bool:
        """Deal the next deal of the game (after the current one is over)."""
        if not self.state.is_over():
            self._say("Finish this deal first.", "hint")
            return False
        if len(self.deal_scores) >= DEALS_PER_GAME:
            self._say("The game is complete: four deals. Press <b>New game</b> to play again.", "hint", raw=True)
            return False
        self._start_deal(len(self.deal_scores))
        return True

    def new_game(self, seed: int | None = None) -> None:
        """Start a new game (with a new seed if given)."""
        if seed is not None:
            self.seed = seed
        self.first_dealer = random.Random(f"penchant-play:{self.seed}:dealer").randrange(2)
        self.deal_scores = []
        self.plays = []
        self.salt = f"penchant-play:{self.seed}"
        self._start_deal(0)

    def _start_deal(self, index: int) -> None:
        """Deal deal ``index`` afresh: clear the decisions, log and boxes; the computer moves if it leads."""
        self.state = self._deal(index)
        self._start = self.state.clone()
        self.decisions = []
        self.last_review = None
        self._log = []
        self._since = []
        self.export_box.value = ""
        self.puzzle_box.children = ()
        self._moves = 0
        self.hint_box.value = ""
        self.review_box.value = ""
        self._computer_moves()
        self._say(self._opening(), "info", raw=True)
        self._changed()

    def autoplay(self, player: str | Player = "greedy", moves: int | None = None) -> int:
        """Let a computer player make your moves (``moves`` of them, or to the end of the deal).

        For demonstrations: the moves go through :meth:`act` like clicks, and are
        reviewed like yours. Returns the number of moves made.
        """
        p = player if isinstance(player, Player) else get_player(player, self.profile)
        made = 0
        while not self.state.is_over() and (moves is None or made < moves):
            if not self.act(p.choose(self.view(), self._rng("autoplay"))):
                break
            made += 1
        return made

    # ------------------------------------------------------------- drawing
    def _say(self, text: str, kind: MessageKind = "info", *, title: str | None = None, raw: bool = False) -> None:
        self.message.value = message_html(text, kind, title=title, raw=raw)

    def _changed(self) -> None:
        self._render()
        self.version += 1

    def _seat_html(self, p: int) -> str:
        st = self.state
        role = "dealer" if st.dealer == p else "pone"
        turn = ""
        if st.to_move == p:
            what = {Stage.LEAD: "to lead", Stage.FOLLOW: "to play", Stage.DECLARE: "may declare",
                    Stage.PENCHANT: "may declare a penchant"}.get(st.stage, "")
            turn = f'<span class="pt-badge pt-badge-trump">{what}</span>'
        return (f'<div class="pt-seat">{escape(self.names[p])} <span class="pt-badge">{role}</span>'
                f'<span class="pt-badge">{st.score[p]} points</span>'
                f'<span class="pt-badge">{st.brisques[p]} brisque{"" if st.brisques[p] == 1 else "s"} taken</span>'
                f"{turn}</div>")

    def _render(self) -> None:
        st = self.state
        view = self.view()
        self._opp_head.value = self._seat_html(COMPUTER)
        if view.opp_hand is not None and not st.is_over():
            self._opp_hand.value = faces_html(view.opp_hand, "sm",
                                              label="hand (known: every card is accounted for now)")
        elif st.is_over():
            self._opp_hand.value = ""
        else:
            self._opp_hand.value = backs_html(view.opp_hand_size, "sm", label="hand (hidden)")
        self._opp_table.set_cards(view.opp_table)
        self._opp_table.label = "table (declared, face up)" if st.phase == 1 else None
        self._opp_table.layout.display = None if st.phase == 1 else "none"
        self._my_head.value = self._seat_html(YOU)
        mine = st.to_move == YOU
        declaring = mine and st.stage in (Stage.DECLARE, Stage.PENCHANT)
        mode: PickMode = "select" if declaring else "press" if mine else "static"
        for picker in (self.hand, self.table):
            picker.mode = mode
        self.hand.set_cards(view.hand)
        self.hand.label = "your hand" if st.phase == 1 else "your hand (the last six tricks)"
        self.table.set_cards(view.table)
        self.table.label = "your table (declared, face up; you may play these too)" if st.phase == 1 else None
        self.table.layout.display = None if st.phase == 1 else "none"
        self.trick.show_state(st)
        stock = len(st.stock)
        pile = backs_html(min(stock, 10), 40, overlap=True) if stock else '<div class="pt-empty">empty</div>'
        phase = "deal over" if st.is_over() else "the first ten tricks" if st.phase == 1 else "the last six tricks"
        self._middle.value = (
            f'<div class="pt-label">stock: <b>{stock}</b> cards</div>{pile}'
            f'<div style="margin-top:6px">{trump_html(st.trump)}</div>'
            f'<div class="pt-small" style="color:#d8e9da;margin-top:4px">{self._trick_words()} · '
            f"{phase}</div>"
        )
        self._declare_row.layout.display = None if declaring else "none"
        if declaring:
            self.declare_button.description = (
                "Declare the picked penchant" if st.stage is Stage.PENCHANT else "Declare the picked cards")
        over = st.is_over()
        self._tools_row.layout.display = "none" if over else None
        self._end_row.layout.display = None if over else "none"
        self.next_button.disabled = len(self.deal_scores) >= DEALS_PER_GAME
        self._scoreboard.value = self._scores_html()
        recent = self._log[-4:]
        self._logview.value = (
            '<ul class="pt-step-list">' + "".join(f"<li>{line}</li>" for line in recent) + "</ul>"
            if recent else "")

    def _trick_words(self) -> str:
        st = self.state
        if st.is_over():
            return "16 tricks played"
        if st.stage in (Stage.DECLARE, Stage.PENCHANT):
            return f"Trick {st.tricks} won: declaring"
        return f"Trick {st.tricks + 1}"

    def _scores_html(self) -> str:
        """The score sheet: a row per player, a column per deal (roomy at any width)."""
        head = "".join(f'<th><span class="pt-wide">deal </span>{d + 1}</th>' for d in range(DEALS_PER_GAME))
        rows = []
        tot = self.totals
        for p in (YOU, COMPUTER):
            cells = []
            for d in range(DEALS_PER_GAME):
                if d < len(self.deal_scores):
                    cells.append(f"<td>{self.deal_scores[d][p]}</td>")
                elif d == len(self.deal_scores) and not self.state.is_over():
                    cells.append(f"<td><i>{self.state.score[p]}</i></td>")
                else:
                    cells.append("<td></td>")
            rows.append(f"<tr><th>{escape(self.names[p])}</th>{''.join(cells)}<td><b>{tot[p]}</b></td></tr>")
        corner = '<span class="pt-narrow">deal</span>'
        return f'<table class="pt-score-table"><tr><th>{corner}</th>{head}<th>game</th></tr>{"".join(rows)}</table>'
