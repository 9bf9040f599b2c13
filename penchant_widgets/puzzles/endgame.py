"""The end-game board: play out the last six tricks against the engine's best defence.

Built on :class:`penchant.puzzles.sessions.endgame_session.EndgameSession`: you click a card,
the session checks it (an illegal card is refused with the engine's reason and
nothing changes), scores it against the solver's best, and the engine replies
with its best defence. *Show the solution* lists the exact value of every card
you may play now, the best marked (:meth:`EndgameSession.values`): the values table is an end-game's solution.

Inside a :class:`~penchant_widgets.puzzles.board.PuzzleBoard` each card you play goes to the learner's
trainer, which says what it counts for (:meth:`~penchant.trainer.trainer.Trainer.played`). The run (from the
start, or the last *Start again*) is the session's: its cards, its slips and its answer to the puzzle; the
board draws them.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from itertools import cycle
from typing import Any

import ipywidgets as widgets
import traitlets

from penchant.english.grammar import capitalised
from penchant.english.marked import Paragraph
from penchant.english.numbers import count_words
from penchant.errors import PenchantError
from penchant.puzzles import CheckResult, Puzzle
from penchant.puzzles.checking import check_run
from penchant.puzzles.sessions.endgame_session import CardValue, EndgameSession, PlayResult
from penchant.puzzles.sessions.endgame_verdict import EndgameVerdict, Tone, endgame_verdict, moved_on_words
from penchant.puzzles.words.sentences import punctuated
from penchant.rules.book_names import rules_words
from penchant.rules.cards import Card, CardsGiven
from penchant.rules.profiles import DEFAULT_PROFILE
from penchant.rules.tricks import last_six_duty_words
from penchant.words.game_scoring import game_value_words
from penchant_widgets.board_words import forced_words, refusal_html
from penchant_widgets.cards import CardPicker, cards_text, symbolize
from penchant_widgets.html_parts import MessageKind, message_html, stacked_table
from penchant_widgets.puzzles.heading import HIDE_SOLUTION, SHOW_SOLUTION
from penchant_widgets.puzzles.puzzle_css import puzzle_style
from penchant_widgets.puzzles.verdict import MISS_AFTER, missed_words
from penchant_widgets.reveal import Reveal
from penchant_widgets.styles import shared_style
from penchant_widgets.trick import TRICK_HEADING, TrickView, trump_html

__all__ = ["VALUES_WORKING", "EndgameBoard"]

VALUES_WORKING = "Working it out…"
"""What *Show the solution* says, disabled, while the values are worked out."""

PLAY_LABEL = "Your hand: pick a card to play it"
"""The label over the reader's cards while there is a card to play."""

_TONES: dict[Tone, MessageKind] = {"right": "ok", "wrong": "error", "plain": "info"}
"""The message box each tone of the engine's verdict is drawn in."""


def _marked(paragraph: Paragraph) -> str:
    """A verdict's paragraph: its cards as the boards show cards, its odd pieces (the button to press) in bold."""
    return "".join(f"<b>{symbolize(p)}</b>" if bold else symbolize(p)
                   for p, bold in zip(paragraph.pieces, cycle((False, True)), strict=False))


class EndgameBoard(widgets.VBox):
    """Play an end-game card by card against the engine's best defence.

    What the board says is traitlets, observed: a change of :attr:`said`, :attr:`said_parts`, :attr:`rating_note`
    or :attr:`outcome` draws the message again."""

    embedded = traitlets.Bool(False, read_only=True).tag(sync=False)
    demo = traitlets.Bool(False, read_only=True).tag(sync=False)
    """A demonstration of the rules, not a puzzle (chapter 6's first board shows the obligations): it says so, and
    carries no puzzle's aids (the values, the brisques counted, a card's verdict against the best)."""
    puzzle = traitlets.Instance(Puzzle, read_only=True).tag(sync=False)
    session = traitlets.Instance(EndgameSession, read_only=True).tag(sync=False)

    results: traitlets.List[PlayResult] = traitlets.List()
    """What each card of the current run did (since the start or the last Start again): replaced, never mutated."""
    said = traitlets.Unicode("")
    """The message for the last thing done (a card's verdict, a refusal, the opening), as HTML."""
    said_parts = traitlets.Any(None, allow_none=True)
    """The last card's message as text and kind, ``(text, kind)``, to say the outcome inside the same box."""
    rating_note = traitlets.Unicode("")
    """What the last card that missed did to the rating (set by a puzzle board: :meth:`note_rating`)."""
    solution_offered = traitlets.Bool(True).tag(sync=False)
    """Whether the board offers its *Show the solution* (the values table, the best card marked). A puzzle board
    sets it: its own *Show the solution* comes after the hints, so this one is offered only once the answer is on
    the board (solved or shown), and one button, named alike on every board, shows the answer."""
    outcome = traitlets.Unicode("")
    """What the run counts for (set by a puzzle board once it is answered: :meth:`note_outcome`)."""
    before_refusal = traitlets.Any(None, allow_none=True)
    """The message a refused card replaced, ``(said, said_parts)`` (put back when the reader turns to the values)."""

    def __repr__(self) -> str:
        return f"EndgameBoard({self.session.describe()})"

    def __init__(self, session: EndgameSession, *, title: str | None = None, embedded: bool = False,
                 show_values: bool = False, demo: bool = False) -> None:
        self.set_trait("session", session)
        self.set_trait("puzzle", session.puzzle)
        self.set_trait("embedded", embedded)
        self.set_trait("demo", demo)
        self._play_handlers = widgets.CallbackDispatcher()
        """Called with each :class:`PlayResult` of the reader's cards (:meth:`on_play`)."""
        self._values_handlers = widgets.CallbackDispatcher()
        """Called each time *Show the solution* is turned on (:meth:`on_values`)."""
        self._finish_handlers = widgets.CallbackDispatcher()
        """Called with the engine's check of each run played out (:meth:`on_finish`)."""
        self.badges = widgets.HTML()
        self.badges.add_class("pt-endgame-badges")
        self.opp = CardPicker(mode="static", size="md", label="Your opponent’s hand (every card is known now)",
                              css_class="pt-endgame-opp", empty="no cards left")
        self.mine = CardPicker(mode="press", size="md", label=PLAY_LABEL,
                               css_class="pt-endgame-hand", empty="no cards left")
        self.mine.on_press(self.play)
        self.trick = TrickView(("You", "Opponent"), heading=TRICK_HEADING)
        self.moved_on = widgets.HTML()
        """On a puzzle board, once play has gone on from the question's position, the line at the top of the cards
        that says so and how to go back (the question over the board still reads "Trick 12: …")."""
        self.moved_on.add_class("pt-endgame-moved-on")
        felt = widgets.VBox([self.moved_on, self.opp, self.trick, self.mine])
        felt.add_class("pt-felt")
        self.message = widgets.HTML()
        self.message.add_class("pt-endgame-message")
        self.values_toggle = widgets.ToggleButton(
            description=HIDE_SOLUTION if show_values else SHOW_SOLUTION,
            value=show_values, layout=widgets.Layout(width="auto"),
            tooltip="the exact value of each card you may play now, the best marked")
        self.values_toggle.add_class("pt-btn")
        self.values_toggle.add_class("pt-values")
        self.values_toggle.observe(self._values_toggled, names="value")
        self.restart_button = widgets.Button(description="Start again", layout=widgets.Layout(width="auto"))
        self.restart_button.add_class("pt-btn")
        self.restart_button.add_class("pt-endgame-restart")
        self.restart_button.on_click(lambda _b: self.restart())
        self.values_view = widgets.HTML()
        self.values_view.add_class("pt-values-view")
        self.tricks_view = widgets.HTML()
        self.tricks_view.add_class("pt-endgame-tricks")
        kids: list[widgets.Widget] = [shared_style(), puzzle_style()]
        if title:
            kids.append(widgets.HTML(f'<div class="pt-board-title">{escape(title)}</div>'))
        self.help_box = widgets.VBox()
        """A puzzle board's hints and hint buttons, right under the message (set by it), so a learner on a phone
        sees the hint by the cards, not below "Tricks so far"."""
        self.help_box.add_class("pt-endgame-help")
        self.reveal = Reveal(self.message)
        """The line under the message: a card's reply is brought into view (on a phone the message is under the
        cards, and the cards change at once: the opponent's reply, his next lead)."""
        side = widgets.VBox([self.message, self.reveal, self.help_box,
                             widgets.HBox([self.values_toggle, self.restart_button]),
                             self.values_view, self.tricks_view])
        side.add_class("pt-endgame-side")
        play = widgets.HBox([felt, side])
        play.add_class("pt-endgame-play")
        kids += [self.badges, play]
        super().__init__(kids)
        self.add_class("pt-endgame")
        if not embedded:
            self.add_class("pt-board")
        self._render()
        self._say(message_html(self._opening(), "plain", raw=True))

    # -------------------------------------------------------------- making
    @classmethod
    def from_puzzle(cls, puzzle: Puzzle | str, **kwargs: Any) -> EndgameBoard:
        from penchant.puzzles import get

        p = get(puzzle) if isinstance(puzzle, str) else puzzle
        return cls(EndgameSession(p), **kwargs)

    @classmethod
    def from_position(cls, hand: CardsGiven, opp_hand: CardsGiven, *, trump: str | None = None,
                      led: str | None = None, won: tuple[int, int] | list[int] | str | None = None,
                      rules: str = DEFAULT_PROFILE.name, title: str | None = "Play it out",
                      **kwargs: Any) -> EndgameBoard:
        """An end-game from cards, as :meth:`EndgameSession.from_position
        <penchant.puzzles.sessions.endgame_session.EndgameSession.from_position>` reads them (``won``: the brisques you
        and your opponent have taken so far in the deal, ``(5, 4)`` or ``"5-4"``)."""
        session = EndgameSession.from_position(hand, opp_hand, trump=trump, led=led, won=won, rules=rules,
                                               title=title or "Play it out")
        return cls(session, title=title, **kwargs)

    def on_play(self, callback: Callable[[PlayResult], None], remove: bool = False) -> None:
        """Call ``callback`` with every :class:`PlayResult` of the reader's cards (``remove=True``: no longer)."""
        self._play_handlers.register_callback(callback, remove=remove)

    def on_values(self, callback: Callable[[], None], remove: bool = False) -> None:
        """Call ``callback`` each time *Show the solution* is turned on: the values show the best card
        (``remove=True``: no longer)."""
        self._values_handlers.register_callback(callback, remove=remove)

    def _values_toggled(self, change: dict[str, Any]) -> None:
        if self.before_refusal is not None:  # a refused card's red line is old news once the reader moves on
            with self.hold_trait_notifications():
                self.said, self.said_parts = self.before_refusal
                self.before_refusal = None
        if change["new"]:
            self._values_worked_out()
            self._values_handlers()
        else:
            self._render_values()
        self._values_label()

    def _values_label(self) -> None:
        """The toggle says what pressing it does: *Hide the solution* while the values are shown, *Show the
        solution* else."""
        self.values_toggle.description = HIDE_SOLUTION if self.values_toggle.value else SHOW_SOLUTION

    @traitlets.observe("solution_offered")
    def _offered(self, change: dict[str, Any]) -> None:
        """Offered or not (a puzzle board's answer on the board or not): the button shown or hidden, and the values
        put away when it goes (played again after a solve, the answer is to find again)."""
        if not change["new"] and self.values_toggle.value:
            self.values_toggle.value = False
        self._toggle_shown()

    def _toggle_shown(self) -> None:
        """The values are of the cards you may play now: none once the deal is over; a demonstration has none, and a
        puzzle board offers them only once its answer is on the board (:attr:`solution_offered`)."""
        hidden = self.session.finished or self.demo or not self.solution_offered
        self.values_toggle.layout.display = "none" if hidden else None

    def _values_worked_out(self) -> None:
        """Work the values out, the button saying so meanwhile (disabled, "Working it out…"): the search is not
        instant, and a button that seems to do nothing meanwhile gets pressed again."""
        toggle = self.values_toggle
        toggle.disabled, toggle.description = True, VALUES_WORKING
        try:
            self._render_values()
        finally:
            toggle.disabled = False

    def on_finish(self, callback: Callable[[CheckResult], None], remove: bool = False) -> None:
        """Call ``callback`` at the end of each run (each time the deal is played out, after *Start again* too)
        with the engine's check of the run's answer (:meth:`EndgameSession.answer`); ``remove=True``: no longer."""
        self._finish_handlers.register_callback(callback, remove=remove)

    # -------------------------------------------------------------- playing
    def play(self, card: Card | str) -> PlayResult | None:
        """Play a card as the reader; a refusal is shown and nothing changes."""
        try:
            result = self.session.play(card)
        except PenchantError as exc:
            if self.before_refusal is None:
                self.before_refusal = (self.said, self.said_parts)
            self._say(refusal_html(exc, title="Not allowed:"))
            self.reveal.show()
            return None
        self.before_refusal = None
        self.results = [*self.results, result]
        played = [result, *self._forced()]
        last = played[-1]
        verdict = endgame_verdict(self.session, played, demo=self.demo, answered=bool(self.outcome),
                                  embedded=self.embedded)
        text, kind = self._verdict_html(verdict), _TONES[verdict.tone]
        with self.hold_trait_notifications():  # observed: the message is drawn once, the outcome (if any) on top
            self._say(message_html(text, kind, raw=True))
            self.said_parts = (text, kind)
        self._render()
        self.reveal.show()  # the reply where the reader looks, as the cards change
        for r in played:
            self._play_handlers(r)
        if last.finished:
            self._finished()
        return result

    def _verdict_html(self, verdict: EndgameVerdict) -> str:
        """The engine's verdict on a card drawn: a miss starts and ends as on every board (chapter 0: "it starts with
        ✘ … and ends 'Try again, take a hint, or go on.'"; a standalone board has no hints to take), the play that
        beats it one tap away (open, it pushed the board's buttons a screen below its cards on a phone)."""
        text = missed_words(symbolize(verdict.said)) if verdict.missed else symbolize(verdict.said)
        if verdict.forced:
            text += f'<div class="pt-small pt-forced pt-note">{forced_words(verdict.forced)}</div>'
        if verdict.refutation:
            text += ('<details class="pt-details pt-note"><summary>How best defence beats '
                     'it, trick by trick</summary><div class="pt-refutation pt-endgame-refutation">'
                     f"{symbolize(punctuated(verdict.refutation))}</div></details>")
        if verdict.play_on is not None:
            text += f'<div class="pt-small pt-play-on pt-note">{_marked(verdict.play_on)}</div>'
            if self.embedded:
                text += f'<div class="pt-small pt-miss-after pt-note">{MISS_AFTER}</div>'
        end = ""
        if verdict.ending is not None:
            solved = "" if verdict.solved is None else f' data-solved="{"yes" if verdict.solved else "no"}"'
            end = f'<div class="pt-endgame-done"{solved}>{_marked(verdict.ending)}</div>'
        if verdict.solved is False:  # the last card's own slip has its line above already
            end += self._slips_details(verdict.slip)
            if verdict.tone != "wrong":
                # A deal over short of the best result is a miss, in the miss colour, not a plain message's blue;
                # the last card's own verdict above it, a best card too late, stays in its own colour.
                end = message_html(end, "error", raw=True)
        return text + end

    def _slips_details(self, told: Card | None) -> str:
        """Each slip's best defence, trick by trick, one tap away under the end of the deal (the engine's refutation,
        as the card's own message gave it), but ``told``'s, whose message is on show. Said as what would have
        happened: the tricks played after a slip need not be the refutation's."""
        return "".join(
            '<details class="pt-details pt-note pt-endgame-slip"><summary>How best defence would have beaten '
            f"{cards_text([slip.card])}, trick by trick (not the tricks played above)</summary>"
            '<div class="pt-refutation">'
            f"{symbolize(punctuated(slip.refutation))}</div></details>"
            for slip in self.session.slips if slip.card != told)

    def _forced(self) -> list[PlayResult]:
        """Your cards that have no choice, played for you: a one-card end-game answered right is counted at once,
        without the forced cards clicked one by one."""
        out = self.session.play_forced()
        self.results = [*self.results, *out]
        return out

    def _finished(self) -> None:
        """The run is played out: tell the listeners the engine's verdict on its answer."""
        if not self._finish_handlers.callbacks:
            return
        try:
            verdict = check_run(self.session)
        except PenchantError:  # a free end-game with nothing to find has no verdict
            return
        self._finish_handlers(verdict)

    def restart(self) -> None:
        self.session.restart()
        with self.hold_trait_notifications():  # the run's state, reset in one place
            self.before_refusal = None
            self.outcome = ""
            self.results = []
            self._say(message_html(self._opening(), "plain", raw=True))
        self._render()

    def _say(self, html: str) -> None:
        """Show ``html`` as the board's message (a rating note belongs to the card it followed: it goes; what the
        run counts for stays until *Start again*: a best-card end-game is answered by its first card)."""
        with self.hold_trait_notifications():  # observed: the message is drawn once
            self.said = html
            self.said_parts = None
            self.rating_note = ""

    @traitlets.observe("said", "said_parts", "rating_note", "outcome")
    def _render_message(self, _change: object = None) -> None:
        note = (f'<div class="pt-small pt-rating-change">{escape(self.rating_note)}</div>'
                if self.rating_note else "")
        said = self.said
        if self.outcome and self.said_parts is not None:  # the outcome first, in the same box
            text, kind = self.said_parts
            said = message_html(f'<div class="pt-endgame-outcome"><b>{escape(self.outcome)}</b></div>{text}', kind,
                                raw=True)
        self.message.value = said + note

    def note_outcome(self, words: str) -> None:
        """Say at the top of the message what the run played out counts for (``"✔ Solved after a miss."``), as a
        choice puzzle's verdict does: on a phone the board's own verdict is a screen below, under the tricks."""
        self.outcome = words  # observed: the message is drawn again

    def _opening(self) -> str:
        s = self.session
        led = s.led_card
        start = (f"Your opponent has led {cards_text([led])}: you must {last_six_duty_words(s.trump)}."
                 if led is not None else "You are on lead.")
        task = self.puzzle.task
        if self.demo:
            return (f"{start} A demonstration, not a puzzle: pick a card and the board plays it if the rules allow "
                    "it, or says why not.")
        if task == "aim":
            return (f"{start} Every card is known: find the play that makes the game worth the most to you "
                    f"(to its winner it is worth {game_value_words(self.puzzle.profile)}).")
        if task == "line":
            return (f"{start} Every card is known: play the whole end-game out. Each of your cards is checked, "
                    "not only the first.")
        return (f"{start} Every card is known: find the play that takes the most brisques, then play on, a card "
                "each time it is your turn, until the deal is over.")

    def _aim_words(self) -> str:
        """What best play makes of the game in an aim end-game (``'you win the game, worth 16 to you'``)."""
        s = self.session
        return s.game_words(s.target)

    # -------------------------------------------------------------- drawing
    def _render(self) -> None:
        s = self.session
        moved = moved_on_words(s) if self.embedded else None
        self.moved_on.value = "" if moved is None else f'<div class="pt-note pt-moved-on">{_marked(moved)}</div>'
        self.moved_on.layout.display = None if moved is not None else "none"
        self.opp.set_cards(s.opp_cards)
        # A demonstration is over once its card is played (the engine's verdict says so): its hand asks no more.
        over = s.finished or (self.demo and bool(s.tricks))
        self.mine.set_cards(s.to_play, enabled=None if not over else 0)
        # Once the deal is over there is nothing to click: "click a card to play it — no cards left" would read
        # as a board still waiting for a card.
        self.mine.label = "Your hand" if over else PLAY_LABEL
        self._toggle_shown()
        led = s.led_card
        if led is not None and s.led is not None:
            self.trick.show(led, s.led[0], None, None, "your turn to play to it" if s.to_move == 0 else "")
        elif s.tricks:
            t = s.tricks[-1]
            who = "You" if t.winner == 0 else "Your opponent"
            # "the trick just played": "the last trick" is the deal's sixteenth on these pages (chapters 6, 7)
            self.trick.show(t.lead, t.leader, t.follow, t.winner, f"{who} won the trick just played")
        else:
            self.trick.show(note="no card played yet")
        pos0 = s.start
        in_play = s.brisques_in_play
        stake = s.stake
        game_badge = (f'<span class="pt-badge pt-game-score">game so far: you {stake.scores[0]}, '
                      f"opponent {stake.scores[1]}</span>" if stake is not None else "")
        # the brisques taken on this board, once a trick is played (before it, "0, 0" said nothing)
        # "brisques" first, a heading to the counts: "you 0, opponent 1 brisques" said the plural of one
        taken = (f'<span class="pt-badge pt-taken">brisques taken here: you {s.taken[0]}, opponent {s.taken[1]}'
                 "</span>" if s.tricks else "")  # beside "taken before", said as it is
        self.badges.value = (
            f"<div>{trump_html(s.trump, settled=True)}"
            f'<span class="pt-badge">{escape(rules_words(self.puzzle.rules), quote=False)}</span>{game_badge}'
            + ("" if self.demo else  # a demonstration counts no brisques: there is nothing to find
               f'<span class="pt-badge">brisques taken before: you {pos0.won[0]}, opponent {pos0.won[1]}</span>'
               f"{taken}"
               f'<span class="pt-badge">brisques left to win: {in_play}</span>')
            + "</div>"
        )
        if s.tricks:
            # each entry a sentence of its own, its first word capitalised ("Your opponent leads K♦…")
            items = "".join(f"<li>{symbolize(capitalised(str(t)))}</li>" for t in s.tricks)
            # numbered as the deal counts them (trick 14…); a demonstration's trick unnumbered: "13." said nothing to
            # a reader shown one trick
            listed = (f'<ul class="pt-tight-list">{items}</ul>' if self.demo
                      else f'<ol class="pt-tight-list" start="{s.first_trick}">{items}</ol>')
            self.tricks_view.value = f'<div class="pt-small"><b>Tricks so far</b>{listed}</div>'
        else:
            self.tricks_view.value = ""
        self._render_values()

    def values_table(self) -> str:
        """The exact value of each card you may play, the cards the engine accepts marked "best"
        (:meth:`EndgameSession.card_values`: in a game at stake, those that make the game worth the most to you).
        Once you have played, first the choice you answered (:meth:`EndgameSession.at_last_card`: the card you
        played among the others, said as such), then the cards you may play now, if it is your turn, so the card
        just played is listed beside the ones it was chosen from, not only the next trick's "8♦ 0 2 best / …"."""
        s = self.session
        then = s.at_last_card()
        if s.finished:  # the deal over: nothing left to value (the button is gone)
            return ""
        now = self._one_table(s, None)
        if then is None:
            return now
        played = s.line[len(then.line)]
        trick = then.trick_in_play
        head = (f'<div class="pt-small pt-values-head"><b>Trick {trick}, when you played {cards_text([played])}'
                "</b>: the cards you could play then.</div>")
        out = head + self._one_table(then, played)
        if now:
            out += (f'<div class="pt-small pt-values-head"><b>Now, trick {s.trick_in_play}</b>: '
                    "the cards you may play next.</div>" + now)
        return out

    def _one_table(self, s: EndgameSession, played: Card | None) -> str:
        """The values table of ``s``'s cards to play now, ``played`` (the card you played from it) marked."""
        vals = s.card_values()
        if s.finished or not vals:
            return ""
        aim = self.puzzle.task == "aim"
        left = s.brisques_in_play
        rows, attrs = [], []
        for v in vals:
            c = v.card
            mark = ", played" if c == played else ""
            played_attr = ' data-played="yes"' if c == played else ""
            tag = "best" + mark if v.right else "played" if c == played else ""
            attrs.append(f'class="{"pt-best" if v.right else ""}" data-card="{c}" '
                         f'data-right="{"yes" if v.right else "no"}"{played_attr}')
            rows.append([cards_text([c]), str(v.brisques), str(v.his_brisques), *([escape(v.game)] if aim else []),
                         tag])
        note = (" The game: what it comes to and what it is worth to you (to its winner, "
                f"{game_value_words(self.puzzle.profile)}); the best cards make it worth the most." if aim else "")
        # In brisques both ways, which chapter 6 has taught, adding up to the badge's "brisques left to win" (a
        # "points ahead" column, taught only in chapter 7, read "-2" beside a badge showing one brisque taken).
        # A row a card on a phone (stacked_table): in five columns at 390 px "the game" read a word or two a line
        # ("you / are / lurched, / 40 / against / you").
        # Without "the game", a card and two numbers fit a phone as a table.
        head = ["card", "brisques you take", "brisques he takes", *(["the game"] if aim else []), ""]
        return (stacked_table(head, rows, cls="pt-values-table", row_attrs=attrs, fits=not aim)
                + f'<div class="pt-small">Against best defence, of the {count_words(left, "brisque")} left to win '
                + ("then (that trick included)." if played is not None
                   else "(this trick included; the badges above count those already taken).")
                + f"{note}</div>"
                + self._values_why(s, vals))

    def _values_why(self, s: EndgameSession, vals: list[CardValue]) -> str:
        """Why each card is worth what the table says, one tap away: the engine's line from it, both sides
        playing their best to the end of the deal (the values alone say which card is best, not why, short of
        playing the whole line out)."""
        lines = s.lines()
        items = "".join(
            f'<li data-card="{v.card}"><b>{cards_text([v.card])}'
            f'{" (best)" if v.right else ""}</b>: {symbolize(punctuated(lines[str(v.card)]))}</li>'
            for v in vals if str(v.card) in lines)
        return ('<details class="pt-details pt-values-why"><summary><b>Why?</b> Each card played out, both sides '
                f'playing their best</summary><ul class="pt-tight-list">{items}</ul></details>' if items else "")

    def note_rating(self, words: str) -> None:
        """Say what a missed card did to the rating under the card's verdict (one note: a second replaces it)."""
        self.rating_note = words  # observed: the message is drawn again

    def _render_values(self) -> None:
        self.values_view.value = self.values_table() if self.values_toggle.value else ""
