"""The analysis board: step through a saved game (``penchant-play/1``) with the engine beside you.

:class:`AnalysisBoard` loads a :class:`~penchant.play.play_record.PlayRecord`
(or its text: paste it, or upload the file the play board saved) and replays
it through the engine. Step back and forward, jump to a trick, pick a deal.
Each seat's cards are shown as that player saw them (the other hand face down
in the first ten tricks), or all of them with *Show all cards*. At each
decision the coach values every legal choice for the player to move, with a
verdict for each, and the timeline shows every reviewed decision coloured by
its verdict (best, good, inaccuracy, mistake, blunder); click one to go there.
A review comes from :func:`penchant.coaching.reviewing.review_record` (with a
progress bar), or from stored review JSON. *Learn from your mistakes* turns
the marked decisions of the last six tricks into end-game puzzles on the
puzzle board.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

import ipywidgets as widgets
import traitlets

from penchant.coaching.coach import Coach, decision_key
from penchant.coaching.review import Review, ReviewItem
from penchant.coaching.review_words import LEARN_TIP, no_puzzle_words, nothing_to_learn
from penchant.coaching.reviewing import record_salt, review_record
from penchant.english.grammar import addressed
from penchant.english.numbers import count_words
from penchant.errors import InvalidRecordError, PenchantError
from penchant.errors.internal import BrokenInvariantError
from penchant.judgement.verdicts import VERDICT_WORDS
from penchant.play.forced import is_a_decision
from penchant.play.moves import Action
from penchant.play.play_record import PlayRecord
from penchant.play.state import DealState
from penchant.players.strong import DEFAULT_SAMPLES
from penchant.rules.procedure import trick_of_moment
from penchant.trainer.stores import AttemptStore
from penchant.words.actions import action_words
from penchant_widgets.action_button import action_button
from penchant_widgets.board_words import refusal_text
from penchant_widgets.cards import backs_html, faces_html
from penchant_widgets.html_parts import message_html
from penchant_widgets.play.board_words import describe_change
from penchant_widgets.play.coach_panel import progress_shown, verdict_chip
from penchant_widgets.play.felt import middle_html, seat_html
from penchant_widgets.play.mistakes import OffersLearning, mistakes_shown
from penchant_widgets.play.scores import breakdown_html
from penchant_widgets.styles import classed, shared_style
from penchant_widgets.trick import TrickView

__all__ = ["AnalysisBoard"]


class AnalysisBoard(OffersLearning, widgets.VBox):
    """Step through a recorded game; the engine's value of every choice; verdicts on a timeline."""

    auto_analyse = traitlets.Bool(False).tag(sync=False)
    coach = traitlets.Instance(Coach, allow_none=True).tag(sync=False)
    record = traitlets.Instance(PlayRecord, allow_none=True).tag(sync=False)
    review = traitlets.Instance(Review, allow_none=True).tag(sync=False)
    samples = traitlets.Int(0, read_only=True).tag(sync=False)
    store = traitlets.TraitType[AttemptStore | None, AttemptStore | None](None).tag(sync=False)
    """Where the mistake puzzles' attempts go: the learner's attempt store (opened on first use) unless given."""

    step = traitlets.Int(0)
    version = traitlets.Int(0)
    deal = traitlets.Int(0).tag(sync=False)
    """The deal on the board, 0-based (-1 while a record is being loaded, before its first deal is shown)."""
    seat = traitlets.Int(0).tag(sync=False)
    """The player whose decisions are reviewed (0 or 1)."""
    positions = traitlets.List[DealState]().tag(sync=False)
    """The deal's positions in order, the first as dealt and the last at its end: :attr:`step` indexes them."""
    actions = traitlets.List[tuple[int, Action]]().tag(sync=False)
    """The deal's actions in order, each with the seat that made it: the one after position ``n`` is ``n``."""

    def __repr__(self) -> str:
        n = len(self.record.deals) if self.record else 0
        return f"AnalysisBoard({count_words(n, 'deal', digits=True)}, deal {self.deal + 1}, step {self.step})"

    def __init__(
        self,
        record: PlayRecord | str | None = None,
        *,
        review: Review | Sequence[dict[str, Any]] | None = None,
        samples: int = DEFAULT_SAMPLES,
        seat: int = 0,
        analyse: bool = True,
        title: str | None = "Analysis board",
        store: AttemptStore | None = None,
    ) -> None:
        self.store = store
        self.record = None
        self.review = None
        self.set_trait("samples", samples)
        self.coach = None
        self.deal = 0
        self.seat = seat
        self.auto_analyse = analyse
        self.positions = []
        self.actions = []

        self._title = widgets.HTML(f'<div class="pt-board-title">{escape(title)}</div>' if title else "")
        self.upload = widgets.FileUpload(accept=".json", multiple=False, description="Load a game")
        self.upload.observe(self._uploaded, names="value")
        self.pasted = widgets.Textarea(placeholder="…or paste a penchant-play/1 record here",
                                       tooltip="A record of play to load",
                                       layout=widgets.Layout(height="48px"))
        self.pasted.add_class("pt-an-paste")
        self.load_button = action_button("Load", "pt-an-load", self._load_pasted)
        self.deal_pick = widgets.ToggleButtons(options=[("deal 1", 0)], value=0)
        self.deal_pick.add_class("pt-an-deals")
        self.deal_pick.observe(lambda ch: self.show_deal(int(ch["new"])), names="value")
        self.back_button = action_button("◀ Back", "pt-an-back", lambda: self.go(self.step - 1))
        self.forward_button = action_button("Forward ▶", "pt-an-forward", lambda: self.go(self.step + 1))
        self.start_button = action_button("|◀ Start", "pt-an-start", lambda: self.go(0), tip="the deal as dealt")
        self.end_button = action_button("End ▶|", "pt-an-end", lambda: self.go(len(self.actions)), tip="the end")
        self.trick_pick = widgets.Dropdown(options=[("jump to trick…", -1)], value=-1, tooltip="Jump to a trick",
                                           layout=widgets.Layout(width="150px"))  # the tooltip names the list
        self.trick_pick.observe(self._jump_trick, names="value")
        self.seat_pick = widgets.ToggleButtons(options=[("seat 0", 0), ("seat 1", 1)], value=seat)
        self.seat_pick.observe(lambda ch: self._set_seat(int(ch["new"])), names="value")
        self.all_cards = widgets.Checkbox(value=False, description="Show all cards", indent=False)
        self.all_cards.observe(lambda _: self._render(), names="value")
        self.engine_toggle = widgets.Checkbox(value=analyse, description="Value every choice (the engine thinks)",
                                              indent=False)
        self.engine_toggle.add_class("pt-an-engine")
        self.engine_toggle.observe(self._engine_changed, names="value")
        self.review_button = action_button("Review this game", "pt-an-review", lambda: self.run_review(),
                                           tip="a verdict for every decision (takes a while: a progress bar shows)")
        self.learn_button = action_button("Learn from your mistakes", "pt-an-learn", lambda: self.learn(),
                                          tip=LEARN_TIP)
        self.progress = widgets.IntProgress(value=0, min=0, max=1, description="Reviewing",
                                            layout=widgets.Layout(display="none", width="320px"))
        self.progress.add_class("pt-an-progress")
        self.timeline = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.timeline.add_class("pt-an-timeline")
        self.seats = [widgets.HTML(), widgets.HTML()]
        self.trick = TrickView(("seat 0", "seat 1"))
        self.middle = widgets.HTML()
        self.what = widgets.HTML()
        self.what.add_class("pt-an-what")
        self.choices = widgets.HTML()
        self.choices.add_class("pt-an-choices")
        self.message = widgets.HTML()
        self.message.add_class("pt-message")
        self.puzzles = widgets.VBox()
        classed(self.puzzles, "pt-play-puzzles")

        felt = widgets.VBox([self.seats[1], widgets.HBox([self.middle, self.trick]), self.seats[0]])
        felt.add_class("pt-felt")
        nav = widgets.HBox([self.start_button, self.back_button, self.forward_button, self.end_button,
                            self.trick_pick], layout=widgets.Layout(flex_flow="row wrap"))
        view_row = widgets.HBox([self.seat_pick, self.all_cards, self.engine_toggle],
                                layout=widgets.Layout(flex_flow="row wrap"))
        loader = widgets.VBox([widgets.HBox([self.upload, self.load_button]), self.pasted])
        super().__init__([shared_style(), self._title, self.message, loader, self.deal_pick, nav, view_row,
                          self.timeline, felt, self.what, self.choices,
                          widgets.HBox([self.review_button, self.learn_button]), self.progress, self.puzzles])
        self.add_class("pt-board")
        self.add_class("pt-analysis")
        self.observe(lambda _: self._render(), names="step")
        self.observe(lambda _: self._learning_offered(), names=["review", "seat"])  # as chapter 8's board offers it
        if record is not None:
            self.load(record, review)
        else:
            self.message.value = message_html("Load a saved game (a penchant-play/1 file) to begin.", "info")

    # ------------------------------------------------------------ loading
    def load(self, record: PlayRecord | str, review: Review | Sequence[dict[str, Any]] | None = None) -> bool:
        """Load a record (or its JSON text). A bad file is refused with the reason; the board keeps its game."""
        try:
            rec = record if isinstance(record, PlayRecord) else PlayRecord.from_str(record)
            if not rec.deals:
                raise InvalidRecordError("the record has no deals to step through")
            rev = review if isinstance(review, Review) or review is None else Review(
                "stored review", ReviewItem.list_from_json(review))
        except PenchantError as exc:
            kept = " The game on the board is unchanged." if self.record is not None else ""
            self.message.value = message_html(refusal_text(exc) + kept, "error", title="Cannot load this game:",
                                              raw=True)
            return False
        self.record = rec
        self.review = rev
        self.coach = Coach(rec.profile, self.samples)
        self.seat_pick.options = [(rec.players[0], 0), (rec.players[1], 1)]
        self.seat_pick.value = self.seat
        self.trick.names = rec.players
        self.deal_pick.options = [(f"deal {i + 1}", i) for i in range(len(rec.deals))]
        self.message.value = message_html(
            f"{escape(rec.players[0])} against {escape(rec.players[1])}, "
            f"{count_words(len(rec.deals), 'deal')}, {escape(rec.profile.name)} rules.", "info", raw=True)
        self.deal = -1
        self.deal_pick.value = 0
        self.show_deal(0)
        return True

    def _load_pasted(self) -> bool:
        """*Load*: the pasted record; with nothing pasted, a hint (the game on the board stays as it is)."""
        if not self.pasted.value.strip():
            self.message.value = message_html("Paste a penchant-play/1 record in the box first, or press "
                                              "Load a game to choose a file.", "note")
            return False
        return self.load(self.pasted.value)

    def _uploaded(self, change: dict[str, Any]) -> None:
        files = change["new"]
        if not files:
            return
        item = files[0] if isinstance(files, (list, tuple)) else next(iter(files.values()))
        content = item["content"]
        try:
            text = bytes(content).decode("utf-8")
        except UnicodeDecodeError:
            self.message.value = message_html("the file is not UTF-8 text", "error", title="Cannot load this game:")
            return
        self.load(text)

    # ------------------------------------------------------------ moving
    def show_deal(self, deal: int) -> None:
        if self.record is None or (deal == self.deal and self.positions):
            return
        self.deal = deal
        d = self.record.deals[deal]
        self.actions = list(d.actions)
        self.positions = [*(before for before, _, _ in d.positions(self.record.profile)), d.replay(self.record.profile)]
        tricks = sorted({trick_of_moment(s.tricks, s.stage.declaring) for s in self.positions[:-1]})
        self.trick_pick.options = [("jump to trick…", -1)] + [(f"trick {t}", t) for t in tricks]
        self.trick_pick.value = -1
        self._timeline()
        if self.step != 0:
            self.step = 0
        else:
            self._render()

    def go(self, step: int) -> None:
        """Go to the position after ``step`` actions of the deal (clamped to the deal)."""
        self.step = max(0, min(step, len(self.actions)))

    def _jump_trick(self, change: dict[str, Any]) -> None:
        t = int(change["new"])
        if t < 0:
            return
        for n, s in enumerate(self.positions[:-1]):  # the trick's first position: its lead
            if trick_of_moment(s.tricks, s.stage.declaring) == t:
                self.go(n)
                return

    def _engine_changed(self, change: dict[str, Any]) -> None:
        self.auto_analyse = bool(change["new"])
        self._render()

    def _set_seat(self, seat: int) -> None:
        self.seat = seat
        self._render()

    @property
    def state(self) -> DealState:
        """The position on the board."""
        return self.positions[self.step]

    # ------------------------------------------------------------ the engine
    def analysis(self) -> list[tuple[str, float, str, str]]:
        """The coach's value of every legal choice here: (action, net points, verdict, reason)."""
        st = self.state
        if self.record is None or self.coach is None or st.is_over() or not is_a_decision(st.legal_actions):
            return []
        p = st.to_move
        key = decision_key(record_salt(self.record), self.deal, self.step)
        an = self.coach.analyse(st.view(p), key, include=list(st.legal_actions))
        return [(str(ln.action), ln.value, an.verdict(ln.action), an.reason(ln.action)) for ln in an.lines]

    def run_review(self) -> Review | None:
        """Review every decision of the game (both seats), with a progress bar; the timeline fills in."""
        if self.record is None or self.coach is None:
            return None
        with progress_shown(self.progress, "Reviewing decision") as tick:
            self.review = review_record(self.record, self.coach, progress=tick)
        self._timeline()
        self._render()
        return self.review

    def learn(self, first_ten: bool = True) -> int:
        """Show the marked decisions (of the seat on view) as puzzles: end-game puzzles in the last six tricks,
        and in the first ten (unless ``first_ten`` is false) judged choices where the coach's player gives a
        clear answer that agrees with the review (:mod:`penchant.puzzlemakers.mistakes`), with a progress bar."""
        if self.record is None:
            self.message.value = message_html("Load a game first: the puzzles are its mistakes.", "note")
            return 0
        if self.review is None and self.run_review() is None:  # as chapter 8's board: pressing it reviews first
            return 0
        if self.review is None:
            raise BrokenInvariantError("the review was run and left none")
        if first_ten and self.review.learnt_for(self.seat):  # once per seat: again, it redoes the same long judging
            mine = {(i.deal, i.index) for i in self.review.marked(self.seat)}
            return len([k for k in self.review.learnt or () if k in mine])
        shown = mistakes_shown(
            self.record, self.review.marked(self.seat), judge=self.coach.judge if self.coach is not None else "master",
            first_ten=first_ten, box=self.puzzles, progress=self.progress, store=self.store)
        made, why_not, self.store = shown.made, shown.why_not, shown.store
        # the review points to a puzzle only where one was made, and says why not next to each other decision
        if first_ten:  # the whole run, kept on the review (observed: redrawn); the last six alone leave it as it was
            self.review = self.review.learnt_also(self.seat, shown.puzzled, why_not, dict(shown.no_puzzle),
                                                  dict(shown.declined))
        self._render()
        if not made:
            self.message.value = message_html(
                why_not or no_puzzle_words(len(self.review.marked(self.seat)), self.record.players[self.seat]),
                "info")
        return made

    def _learning_offered(self) -> None:
        """*Learn from your mistakes* greyed out, saying why, where the review marks nothing of the seat on view."""
        whose = self.record.players[self.seat] if self.record is not None else f"seat {self.seat}"
        self.offer_learning(self.review, self.seat, nothing_to_learn(whose, "game"))

    # ------------------------------------------------------------ drawing
    def _items(self) -> dict[int, ReviewItem]:
        if self.review is None:
            return {}
        return {i.index: i for i in self.review.items if i.deal == self.deal + 1}

    def _timeline(self) -> None:
        buttons = []
        for step, item in sorted(self._items().items()):
            b = widgets.Button(description=f"{item.trick}",
                               tooltip=f"trick {item.trick}: {VERDICT_WORDS[item.verdict]} "
                               f"({self.record.players[item.player] if self.record else item.player})",
                               layout=widgets.Layout(width="34px", height="24px", padding="0", margin="1px"))
            b.add_class("pt-an-mark")
            b.add_class(f"pt-verdict-{item.verdict}")
            b.on_click(lambda _b, s=step: self.go(s))
            buttons.append(b)
        self.timeline.children = tuple(buttons)

    def _seat_html(self, p: int) -> str:
        if self.record is None:
            raise BrokenInvariantError("a game looked over with no record")
        st = self.state
        seen = st.view(self.seat)  # what the seat under review saw; "all cards" opens the whole record on purpose
        cards = st.hand(p) if self.all_cards.value else seen.hand_of(p)
        head = seat_html(st.view(p), p, self.record.players[p])  # the felt's head: one renderer of a seat
        hand = (faces_html(cards, "sm", label="hand") if cards is not None
                else backs_html(seen.opp_hand_size, "sm", label="hand (as the other player saw it: hidden)"))
        table = faces_html(st.table(p), "sm", label="table") if st.table(p) else ""
        return head + hand + table

    def _render(self) -> None:
        if self.record is None or not self.positions:
            return
        st = self.state
        for p in (0, 1):
            self.seats[p].value = self._seat_html(p)
        self.trick.show_state(st)
        self.middle.value = (middle_html(st.view(self.seat))
                             + f'<div class="pt-small">step {self.step} of {len(self.actions)}</div>')
        names = self.record.players
        if self.step > 0:
            before = self.positions[self.step - 1]
            _, a = self.actions[self.step - 1]
            # the draws the seat on view saw (all of them with Show all cards)
            lines = describe_change(before, a, st, names, (0, 1) if self.all_cards.value else (self.seat,))
            what = '<ol class="pt-since">' + "".join(f"<li>{x}</li>" for x in lines) + "</ol>"
        else:
            what = '<div class="pt-small">The deal as dealt.</div>'
        self.what.value = what + (breakdown_html(st, names) if st.is_over() else "")
        self.back_button.disabled = self.step == 0
        self.forward_button.disabled = self.step >= len(self.actions)
        self.choices.value = self._choices_html()
        self.version += 1

    def _choices_html(self) -> str:
        st = self.state
        if st.is_over():
            return ""
        if self.record is None:
            raise BrokenInvariantError("a game looked over with no record")
        p = st.to_move
        who = escape(self.record.players[p])
        played = str(self.actions[self.step][1]) if self.step < len(self.actions) else None
        item = self._items().get(self.step)
        if not is_a_decision(st.legal_actions):
            only = escape(action_words(played, bare=True) if played else "")
            return f'<div class="pt-small">{who} had only one thing to do: {only}.</div>'
        rows_src = self.analysis() if self.auto_analyse else []
        head = f"<p><b>{who}</b> to decide"
        if item is not None:
            head += f": <b>{escape(action_words(item.played, past=True))}</b> — {verdict_chip(item.verdict)}"
        head += "</p>"
        if item is not None:
            # a computer seat said by its name, never "you" ("strong's 9♥ gives up ...")
            head += f'<p class="pt-small">{escape(addressed(item.reason, self.record.players[p]))}</p>'
        if not rows_src:
            return head + ('<p class="pt-small">Tick <b>Value every choice</b> to see what the engine makes of each '
                           "legal choice here.</p>")
        rows = []
        for a, v, verdict, reason in rows_src:
            mark = " ◀ played" if a == played else ""
            rows.append(f'<tr><td>{escape(action_words(a, bare=True))}{mark}</td><td>{v:+.1f}</td>'
                        f"<td>{verdict_chip(verdict)}</td>"
                        f'<td class="pt-small">{escape(addressed(reason, self.record.players[p]))}</td></tr>')
        return (head + '<table class="pt-review-table"><tr><th>choice</th><th>net points</th><th>verdict</th>'
                "<th>why</th></tr>" + "".join(rows) + "</table>")
