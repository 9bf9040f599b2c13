"""Play against the computer: a deal, or a game of four deals.

:class:`PlayBoard` seats you (seat 0) against a computer player
(:func:`penchant.players.get_player`). You see what your seat may see: the
opponent's hand is face down in the first ten tricks and known in the last
six. Click a card to play it (from the hand, or in the first ten tricks from
your table); after winning a trick, pick the cards of a combination and press
*Declare*, or *Pass*. You may also type an action (``play QS``, ``declare QS
JH``, ``pass``). Every action goes through the engine: a refusal is shown in
the engine's words and nothing changes. The computer answers at once.

*Hint* asks the engine what it would do and why (its analysis of your view,
never of hidden cards). At the end of a deal *Review* replays your decisions
with the engine and lists where points were lost
(:func:`penchant.players.review.review_decisions`). *Next deal* carries on
the four-deal game; the dealer alternates and the game is scored with the
lurch (:func:`penchant.play.game.result_from_totals`).

Everything is seeded: the same seed gives the same deals and the same
computer moves.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from html import escape

import ipywidgets as widgets
import traitlets
from penchant_widgets.cards import CardPicker, PickMode, backs_html, faces_html
from penchant_widgets.play.table import TrickView, describe_change, trump_html
from penchant_widgets.style import MessageKind, action_button, message_html, shared_style

from penchant.errors import IllegalPlayError, PenchantError
from penchant.play.game import DEALS_PER_GAME, GameResult, result_from_totals
from penchant.play.state import Action, DealState, Declare, Pass, Play, PlayerView, Stage, new_deal, parse_action
from penchant.players import Player, get_player
from penchant.players.review import Review, review_decisions
from penchant.rules.cards import Card, CardSet
from penchant.rules.profiles import Profile, get_profile

__all__ = ["PlayBoard"]

YOU = 0
COMPUTER = 1


class PlayBoard(widgets.VBox):
    """A deal (and a four-deal game) against a computer player, with hints and a review.

    ``opponent`` and ``hinter`` are player names (``'strong'``, ``'greedy'``,
    ``'strong:N'``...) or players; ``reviewer`` reviews finished deals. The
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
        hinter: str | Player = "strong",
        reviewer: str | Player | None = None,
        names: Sequence[str] = ("You", "Computer"),
        title: str | None = "Play a hand against the computer",
    ) -> None:
        self.profile = get_profile(rules)
        self.opponent = opponent if isinstance(opponent, Player) else get_player(opponent, self.profile)
        self.hinter = hinter if isinstance(hinter, Player) else get_player(hinter, self.profile)
        rev = reviewer if reviewer is not None else self.hinter
        self.reviewer = rev if isinstance(rev, Player) else get_player(rev, self.profile)
        self.seed = seed
        self.names = tuple(names)
        self.first_dealer = random.Random(f"penchant-play:{seed}:dealer").randrange(2)
        self.deal_scores: list[tuple[int, int]] = []
        self.decisions: list[tuple[PlayerView, Action]] = []
        self.last_review: Review | None = None
        self._log: list[str] = []
        self._moves = 0

        self._title = widgets.HTML(f'<div class="pt-board-title">{escape(title)}</div>' if title else "")
        self._scoreboard = widgets.HTML()
        self._scoreboard.add_class("pt-play-scores")
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
        self._logview = widgets.HTML()
        self._logview.add_class("pt-log")


        self.declare_button = action_button("Declare the picked cards", "pt-declare", lambda: self.declare_picked(),
                                  primary=True)
        self.pass_button = action_button("Pass", "pt-pass", lambda: self.act(Pass()), tip="declare nothing")
        self.hint_button = action_button("Hint", "pt-hint", lambda: self.hint(),
                               tip="what the engine would do here, and why")
        self.review_button = action_button("Review the deal", "pt-review", lambda: self.review(),
                                 tip="where points were lost, next to the engine's choices")
        self.next_button = action_button("Next deal ▶", "pt-next", lambda: self.next_deal(), primary=True)
        self.new_button = action_button("New game", "pt-restart", lambda: self.new_game())
        self.typed = widgets.Text(placeholder="or type: play QS · declare QS JH · pass",
                                  layout=widgets.Layout(width="280px"))
        self.typed.add_class("pt-play-typed")
        self.go_button = action_button("Do it", "pt-go", lambda: self._typed())
        self._declare_row = widgets.HBox([self.declare_button, self.pass_button])
        self._tools_row = widgets.HBox([self.hint_button, self.typed, self.go_button])
        self._end_row = widgets.HBox([self.review_button, self.next_button, self.new_button])

        felt = widgets.VBox([
            self._opp_head, self._opp_hand, self._opp_table,
            widgets.HBox([self._middle, self.trick], layout=widgets.Layout(margin="8px 0")),
            self._my_head, self.table, self.hand,
        ])
        felt.add_class("pt-felt")
        super().__init__([shared_style(), self._title, self._scoreboard, felt, self.message, self._declare_row,
                          self._tools_row, self.hint_box, self._end_row, self.review_box, self._logview])
        self.add_class("pt-board")
        self.add_class("pt-playboard")
        self.state = self._deal(0)
        self._computer_moves()
        self._say(self._opening(), "info", raw=True)
        self._changed()

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
                f"Click a card to play it; <b>Hint</b> asks the engine.")

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
            self._say(str(exc), "error", title="Not allowed:")
            return False
        self.decisions.append((view, a))
        self.state = after
        self._moves += 1
        lines = describe_change(before, a, after, self.names, (True, False))
        self._log.append(" ".join(lines))
        self.hint_box.value = ""
        self._computer_moves()
        self._after_move()
        return True

    def _computer_moves(self) -> None:
        while not self.state.is_over() and self.state.to_move == COMPUTER:
            view = self.state.view(COMPUTER)
            a = self.opponent.choose(view, self._rng("computer"))
            before = self.state.clone()
            self.state.apply(a)
            self._moves += 1
            self._log.append(" ".join(describe_change(before, a, self.state, self.names, (True, False))))

    def _after_move(self) -> None:
        st = self.state
        if st.is_over():
            self.deal_scores.append((st.score[YOU], st.score[COMPUTER]))
            res = self.result
            text = f"The deal is over: you {st.score[YOU]}, the computer {st.score[COMPUTER]}. "
            if res.complete:
                text += self._game_text(res)
            else:
                text += "Press <b>Review the deal</b> to see where points went, or <b>Next deal</b>."
            self._say(text, "ok", raw=True)
        else:
            recent = self._log[-1] if self._log else ""
            self._say(recent, "info", raw=True)
        self._changed()

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
        """What the engine would do in your place, and why (from your view only)."""
        st = self.state
        if st.is_over() or st.to_move != YOU:
            text = "Nothing to decide now."
            self.hint_box.value = message_html(text, "hint")
            return text
        view = self.view()
        text = self.hinter.explain(view, self._rng("hint"))
        body = "<br>".join(escape(line) for line in text.splitlines())
        self.hint_box.value = message_html(body, "hint", title=f"The engine ({self.hinter.name}) says:", raw=True)
        return text

    def review(self) -> Review | None:
        """Review your decisions of the deal just played (``None``, with a message, before its end)."""
        if not self.state.is_over():
            self._say("The review comes at the end of the deal: play it out first.", "hint")
            return None
        rev = review_decisions(self.decisions, self.reviewer, f"{self.seed}:{len(self.deal_scores)}")
        self.last_review = rev
        self.review_box.value = self._review_html(rev)
        return rev

    def _review_html(self, rev: Review) -> str:
        if not rev.items:
            return message_html("Every move of yours was forced: nothing to review.", "plain")
        head = (f"{len(rev.items)} decisions reviewed by {escape(rev.reviewer)}: {rev.agreed} agree with the "
                f"engine; about {rev.total_loss:.1f} points given away in all.")
        rows = []
        for i in rev.notable:
            how = "exact" if i.exact else "estimate"
            rows.append(
                f"<tr><td>{i.trick}</td><td>{escape(i.stage)}</td><td>{escape(str(i.taken))}</td>"
                f"<td>{escape(str(i.engine))}</td><td>{i.loss:.1f} ({how})</td>"
                f'<td class="pt-small">{escape(i.reason)}</td></tr>'
            )
        if not rows:
            table = f"<p>No decision gave away more than {rev.threshold:g} points. Well played.</p>"
        else:
            table = ('<table class="pt-review-table"><tr><th>trick</th><th>stage</th><th>you</th>'
                     "<th>engine</th><th>points lost</th><th>the engine's reason</th></tr>"
                     + "".join(rows) + "</table>")
        return message_html(head + table, "info", title="Review:", raw=True)

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
        self._start_deal(0)

    def _start_deal(self, index: int) -> None:
        """Deal deal ``index`` afresh: clear the decisions, log and boxes; the computer moves if it leads."""
        self.state = self._deal(index)
        self.decisions = []
        self.last_review = None
        self._log = []
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
                f'<span class="pt-badge">{st.brisques[p]} brisques taken</span>{turn}</div>')

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
            f'<div class="pt-small" style="color:#d8e9da;margin-top:4px">Trick {min(st.tricks + 1, 16)} · '
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

    def _scores_html(self) -> str:
        cells = []
        for d in range(DEALS_PER_GAME):
            if d < len(self.deal_scores):
                a, b = self.deal_scores[d]
                cells.append(f"<td>{a}</td><td>{b}</td>")
            elif d == len(self.deal_scores) and not self.state.is_over():
                cells.append(f"<td><i>{self.state.score[YOU]}</i></td><td><i>{self.state.score[COMPUTER]}</i></td>")
            else:
                cells.append("<td></td><td></td>")
        head = "".join(f'<th colspan="2">deal {d + 1}</th>' for d in range(DEALS_PER_GAME))
        sub = "".join("<th>you</th><th>comp.</th>" for _ in range(DEALS_PER_GAME))
        tot = self.totals
        return (f'<table class="pt-score-table"><tr>{head}<th colspan="2">game</th></tr>'
                f"<tr>{sub}<th>you</th><th>comp.</th></tr>"
                f"<tr>{''.join(cells)}<td><b>{tot[0]}</b></td><td><b>{tot[1]}</b></td></tr></table>")
