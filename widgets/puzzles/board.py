"""The puzzle board: presents puzzles from the bank and checks answers with the engine.

The board never knows an answer: every check is :func:`penchant.puzzles.check`
(and *Show the solution* is :func:`penchant.puzzles.analyse`). Answers are given
the way the puzzle asks: press a choice, pick cards, play one card, or type a
number. A malformed answer gets the engine's typed error on screen and the board
keeps its state.

End-game puzzles (``kind == "endgame"``) are played out on an
:class:`~penchant_widgets.puzzles.endgame.EndgameBoard` inside this board.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from html import escape
from typing import Any

import ipywidgets as widgets
from penchant_widgets.cards import CardPicker, PickMode, cards_text, faces_html, symbolize
from penchant_widgets.puzzles.endgame import EndgameBoard
from penchant_widgets.style import message_html, shared_style

from penchant.errors import PenchantError
from penchant.puzzles import CheckResult, Puzzle, analyse, check, get, load_bank
from penchant.rules.cards import Card, CardSet, mask_of
from penchant.rules.combinations import classify

__all__ = ["PuzzleBoard", "PuzzleStatus", "choice_label", "select_puzzles", "symbolize"]

_ZONES = (  # position key, label, who may pick from it
    ("opp_table", "The opponent’s table", "theirs"),
    ("opp_hand", "The opponent’s hand", "theirs"),
    ("table", "Your table", "mine"),
    ("hand", "Your hand", "mine"),
)
_KNOWN_KEYS = {"opp_table", "opp_hand", "table", "hand", "declaration", "rules", "candidates", "trump", "led",
               "won", "penchant_only", "declared", "events", "deals", "player"}
_WHO = ("you", "your opponent")
_SUITS = {"S": ("♠", "Spades"), "H": ("♥", "Hearts"), "D": ("♦", "Diamonds"), "C": ("♣", "Clubs")}


def choice_label(choice: str) -> str:
    """A choice as shown on its button: card lists get suit symbols (``8S 8D`` -> ``8♠ 8♦``)."""
    try:
        cards = CardSet(choice)
    except PenchantError:
        return choice.capitalize() if choice.islower() else choice
    return " ".join(c.unicode for c in cards) if cards else choice


def select_puzzles(
    *,
    ids: Iterable[str] | None = None,
    kind: str | Iterable[str] | None = None,
    themes: Iterable[str] | None = None,
    limit: int | None = None,
    bank: Sequence[Puzzle] | None = None,
) -> list[Puzzle]:
    """Puzzles from the bank: by id (in that order), or by kind and theme (bank order, easiest first)."""
    if ids is not None:
        return [get(i) for i in ids]
    pool = list(load_bank() if bank is None else bank)
    if kind is not None:
        kinds = {kind} if isinstance(kind, str) else set(kind)
        pool = [p for p in pool if p.kind in kinds]
    if themes is not None:
        wanted = set(themes)
        pool = [p for p in pool if wanted & set(p.themes)]
    pool.sort(key=lambda p: p.difficulty)
    return pool[:limit] if limit is not None else pool


@dataclass
class PuzzleStatus:
    """What the reader has done with one puzzle."""

    attempts: int = 0
    solved: bool = False
    first_try: bool = False
    shown: bool = False
    hints: int = 0
    last: CheckResult | None = None
    answers: list[str] = field(default_factory=list)


class PuzzleBoard(widgets.VBox):
    """A run of puzzles with hints, checking, the solution, previous/next and progress."""

    def __repr__(self) -> str:
        return f"PuzzleBoard({len(self.puzzles)} puzzles: {', '.join(p.id for p in self.puzzles)})"


    def __init__(self, puzzles: Sequence[Puzzle | str], *, title: str = "Puzzles",
                 intro: str | None = None) -> None:
        self.puzzles: list[Puzzle] = [p if isinstance(p, Puzzle) else get(p) for p in puzzles]
        if not self.puzzles:
            raise PenchantError("a puzzle board needs at least one puzzle")
        self.index = 0
        self.status = [PuzzleStatus() for _ in self.puzzles]
        self._listeners: list[Callable[[PuzzleBoard, CheckResult], None]] = []
        self._title = title
        self.header = widgets.HTML()
        self.header.add_class("pt-puzzle-header")
        self.intro = widgets.HTML(f'<div class="pt-caption">{intro}</div>' if intro else "")
        self.question = widgets.HTML()
        self.question.add_class("pt-puzzle-question")
        self.position = widgets.VBox()
        self.position.add_class("pt-felt")
        self.position.add_class("pt-puzzle-position")
        self.answer_area = widgets.VBox()
        self.answer_area.add_class("pt-answer")
        self.feedback = widgets.HTML()
        self.feedback.add_class("pt-feedback")
        self.hints = widgets.HTML()
        self.hints.add_class("pt-hints")
        self.hint_button = self._button("Hint", "pt-hint", self.hint)
        self.solution_button = self._button("Show the solution", "pt-solution", self.show_solution)
        self.prev_button = self._button("◀ Previous", "pt-prev", self.previous)
        self.next_button = self._button("Next puzzle ▶", "pt-next", self.next)
        self.check_button = self._button("Check", "pt-check", self.check_picked, primary=True)
        self.number = widgets.Text(placeholder="a whole number", layout=widgets.Layout(width="160px"))
        self.number.add_class("pt-number")
        self.pickers: dict[str, CardPicker] = {}
        self.choice_buttons: dict[str, widgets.Button] = {}
        self.endgame: EndgameBoard | None = None
        nav = widgets.HBox([self.prev_button, self.next_button, self.hint_button, self.solution_button])
        nav.add_class("pt-puzzle-nav")
        super().__init__([shared_style(), self.header, self.intro, self.question, self.position,
                          self.answer_area, self.feedback, self.hints, nav])
        self.add_class("pt-board")
        self.add_class("pt-puzzleboard")
        self.show(0)

    @classmethod
    def from_bank(cls, *, title: str = "Puzzles", intro: str | None = None, **select: Any) -> PuzzleBoard:
        """A board of bank puzzles chosen by :func:`select_puzzles` (``ids=``, ``kind=``, ``themes=``, ``limit=``)."""
        return cls(select_puzzles(**select), title=title, intro=intro)

    def _button(self, text: str, cls: str, fn: Callable[[], object], primary: bool = False) -> widgets.Button:
        b = widgets.Button(description=text)
        b.add_class("pt-btn")
        b.add_class(cls)
        if primary:
            b.add_class("pt-btn-primary")
        b.on_click(lambda _b: fn())
        return b

    # -------------------------------------------------------------- navigating
    @property
    def puzzle(self) -> Puzzle:
        return self.puzzles[self.index]

    def on_check(self, callback: Callable[[PuzzleBoard, CheckResult], None]) -> None:
        self._listeners.append(callback)

    def show(self, index: int) -> None:
        if not 0 <= index < len(self.puzzles):
            raise PenchantError(f"puzzle number {index!r} is not between 0 and {len(self.puzzles) - 1}")
        self.index = index
        p = self.puzzle
        self.question.value = (f'<div class="pt-caption" style="font-size:15px"><b>{symbolize(p.question)}</b>'
                               "</div>")
        self._build_position(p)
        self._build_answer(p)
        st = self.status[index]
        self.hints.value = self._hints_html(p, st.hints)
        self.feedback.value = self._result_html(st.last) if st.last is not None else ""
        self._render_header()

    def next(self) -> None:
        if self.index + 1 < len(self.puzzles):
            self.show(self.index + 1)

    def previous(self) -> None:
        if self.index > 0:
            self.show(self.index - 1)

    # -------------------------------------------------------------- position
    def _build_position(self, p: Puzzle) -> None:
        for pk in self.pickers.values():
            pk.close()
        self.pickers = {}
        pos = p.position
        children: list[widgets.Widget] = []
        badges = [f'<span class="pt-badge">rules: {escape(p.rules)}</span>']
        if "trump" in pos:
            t = pos.get("trump")
            if t in (None, "", "none"):
                badges.append('<span class="pt-badge">no trump</span>')
            else:
                sym, word = _SUITS.get(str(t).upper()[:1], ("?", str(t)))
                badges.append(f'<span class="pt-badge pt-badge-trump">trump {sym} {word}</span>')
        if pos.get("penchant_only"):
            badges.append('<span class="pt-badge">you lost the trick: a penchant only</span>')
        if "won" in pos:
            won = pos["won"]
            if isinstance(won, list | tuple) and len(won) == 2:
                badges.append(f'<span class="pt-badge">brisques from the first ten tricks: you {won[0]}, '
                              f"opponent {won[1]}</span>")
        children.append(widgets.HTML(f"<div>{''.join(badges)}</div>"))
        form = p.answer_form
        zones: list[widgets.Widget] = []
        for key, label, _side in _ZONES:
            if key not in pos:
                continue
            try:
                cards = p.cards(key, "")
            except PenchantError:
                continue
            mode: PickMode
            if form == "cards":
                mode = "select" if key in ("hand", "table") else "static"
            elif form == "card":
                mode = "select"
            else:
                mode = "static"
            picker = CardPicker(cards, mode=mode, size="md", label=label,
                                limit=1 if form == "card" else None, css_class=f"pt-zone-{key}",
                                empty="empty")
            picker.observe(self._picked_one(key), names="selected")
            self.pickers[key] = picker
            zones.append(picker)
        if zones:
            row = widgets.HBox(zones)
            row.add_class("pt-positions")
            children.append(row)
        if pos.get("led"):
            children.append(widgets.HTML(faces_html([Card.parse(str(pos["led"]))], "md",
                                                    label="The card led to you")))
        if pos.get("declaration"):
            children.append(widgets.HTML(
                f'<div class="pt-label">The declaration in question: '
                f'<b style="font-size:15px">{cards_text(CardSet(mask_of(pos["declaration"])))}</b></div>'))
        declared = pos.get("declared")
        if declared:
            items = [f"{escape(str(d.get('kind')))} {cards_text(CardSet(mask_of(d.get('cards', ''))))}"
                     for d in declared if isinstance(d, dict)]
            children.append(widgets.HTML(f'<div class="pt-label">You declared earlier: {"; ".join(items)}</div>'))
        if isinstance(pos.get("events"), list):
            children.append(widgets.HTML(_events_html(pos["events"])))
        if isinstance(pos.get("deals"), list):
            children.append(widgets.HTML(_deals_html(pos["deals"], pos.get("player"))))
        extra = {k: v for k, v in pos.items() if k not in _KNOWN_KEYS}
        if extra:
            rows = "".join(f"<tr><th>{escape(str(k).replace('_', ' '))}</th><td>{escape(_show(v))}</td></tr>"
                           for k, v in extra.items())
            children.append(widgets.HTML(f'<table class="pt-table" style="color:#f3eedd">{rows}</table>'))
        self.position.children = tuple(children)
        self.position.layout.display = None if len(children) > 1 or extra else "none"

    def _picked_one(self, key: str) -> Callable[[Any], None]:
        def handler(change: Any) -> None:
            if self.puzzle.answer_form != "card" or not change["new"]:
                return
            for other, pk in self.pickers.items():  # one card in all: clear the other zones
                if other != key and pk.selected:
                    pk.clear()
        return handler

    # -------------------------------------------------------------- answering
    def _build_answer(self, p: Puzzle) -> None:
        for b in self.choice_buttons.values():
            b.close()
        self.choice_buttons = {}
        if self.endgame is not None:
            self.endgame.close()
            self.endgame = None
        form = p.answer_form
        self.number.value = ""
        if p.kind == "endgame" and form == "card":
            self.endgame = EndgameBoard.from_puzzle(p, embedded=True)
            self.endgame.on_finish(lambda result: self._record(result))
            self.position.layout.display = "none"
            self.answer_area.children = (self.endgame,)
            return
        if form == "choice":
            row = []
            for c in p.choices:
                b = widgets.Button(description=choice_label(c), tooltip=c)
                b.add_class("pt-btn")
                b.add_class("pt-choice")
                b.add_class("pt-choice-" + "".join(ch if ch.isalnum() else "-" for ch in c.lower()))
                b.on_click(lambda _b, c=c: self.answer(c))
                self.choice_buttons[c] = b
                row.append(b)
            box = widgets.HBox(row, layout=widgets.Layout(flex_flow="row wrap"))
            self.answer_area.children = (box,)
        elif form == "number":
            self.answer_area.children = (widgets.HBox([self.number, self.check_button]),)
        else:
            tip = ("Click the cards of your answer (click again to take one back), then press Check."
                   if form == "cards" else "Click one card, then press Check.")
            self.answer_area.children = (widgets.HTML(f'<div class="pt-small">{tip}</div>'),
                                         widgets.HBox([self.check_button]))

    def picked(self) -> CardSet:
        m = 0
        for pk in self.pickers.values():
            m |= pk.selected.mask
        return CardSet(m)

    def check_picked(self) -> CheckResult | None:
        """Check the picked cards (or the typed number)."""
        p = self.puzzle
        if p.answer_form == "number":
            return self.answer(self.number.value)
        cards = self.picked()
        if not cards:
            self.feedback.value = message_html(
                "Pick the cards of your answer first." if p.answer_form == "cards" else "Pick a card first.",
                "hint")
            return None
        return self.answer(" ".join(str(c) for c in cards))

    def answer(self, answer: str | Sequence[str] | int) -> CheckResult | None:
        """Give an answer; the engine checks it. A malformed answer shows its error."""
        p = self.puzzle
        try:
            result = check(p, answer)
        except PenchantError as exc:
            self.feedback.value = message_html(str(exc), "error", title="That answer cannot be read:")
            return None
        self._record(result)
        return result

    def _record(self, result: CheckResult) -> None:
        st = self.status[self.index]
        st.attempts += 1
        st.answers.append(result.answer)
        if result.correct and not st.solved:
            st.solved = True
            st.first_try = st.attempts == 1 and not st.shown
        st.last = result
        self.feedback.value = self._result_html(result)
        self._render_header()
        for cb in list(self._listeners):
            cb(self, result)

    def _result_html(self, r: CheckResult) -> str:
        if r.correct:
            body = (f'<div class="pt-verdict" data-correct="yes">✔ <b>{symbolize(r.message)}</b></div>'
                    f'<div class="pt-explanation" style="margin-top:4px">{symbolize(r.explanation)}</div>')
            return f'<div class="pt-msg pt-msg-ok pt-result" data-correct="yes">{body}</div>'
        parts = [f'<div class="pt-verdict" data-correct="no">✘ <b>{symbolize(r.message)}</b></div>']
        same = bool(r.refutation) and " ".join(str(r.refutation).split()) == " ".join(r.explanation.split())
        if r.refutation and not same:
            parts.append(f'<div class="pt-refutation" style="margin-top:4px"><b>Why not:</b> '
                         f"{symbolize(r.refutation)}</div>")
        cls = "pt-explanation pt-refutation" if same else "pt-explanation"
        parts.append(f'<div class="{cls}" style="margin-top:4px"><b>Explanation:</b> '
                     f"{symbolize(r.explanation)}</div>")
        parts.append('<div class="pt-small" style="margin-top:4px">Try again, or go on to the next puzzle.</div>')
        return f'<div class="pt-msg pt-msg-error pt-result" data-correct="no">{"".join(parts)}</div>'

    # -------------------------------------------------------------- help
    def hint(self) -> None:
        p = self.puzzle
        st = self.status[self.index]
        if st.hints < len(p.hints):
            st.hints += 1
        self.hints.value = self._hints_html(p, st.hints)
        self._render_header()

    def _hints_html(self, p: Puzzle, shown: int) -> str:
        self.hint_button.disabled = shown >= len(p.hints)
        self.hint_button.description = (f"Hint ({shown + 1} of {len(p.hints)})" if shown < len(p.hints)
                                        else "No more hints")
        if not p.hints:
            self.hint_button.layout.display = "none"
            return ""
        self.hint_button.layout.display = None
        items = "".join(f"<li>{symbolize(h)}</li>" for h in p.hints[:shown])
        return message_html(f'<ol style="margin:0;padding-left:18px">{items}</ol>', "hint", raw=True) if shown else ""

    def show_solution(self) -> None:
        p = self.puzzle
        try:
            a = analyse(p)
        except PenchantError as exc:
            self.feedback.value = message_html(str(exc), "error")
            return
        st = self.status[self.index]
        st.shown = True
        best = ", ".join(choice_label(b) for b in a.best)
        self.feedback.value = message_html(
            f"<b>The engine's answer:</b> {escape(best)}.<br>{symbolize(a.explanation)}", "info", raw=True)
        self._render_header()

    # -------------------------------------------------------------- header
    def _render_header(self) -> None:
        n = len(self.puzzles)
        p = self.puzzle
        dots = []
        for i, st in enumerate(self.status):
            cls = "pt-dot"
            if st.solved:
                cls += " pt-dot-ok"
            elif st.attempts:
                cls += " pt-dot-bad"
            if i == self.index:
                cls += " pt-dot-now"
            dots.append(f'<span class="{cls}" title="puzzle {i + 1}"></span>')
        solved = sum(st.solved for st in self.status)
        stars = "●" * p.difficulty + "○" * (5 - p.difficulty)
        self.header.value = (
            f'<div class="pt-board-title">{escape(self._title)}'
            f'<small>puzzle {self.index + 1} of {n}</small></div>'
            f'<div style="display:flex;justify-content:space-between;align-items:center;flex-wrap:wrap;gap:8px">'
            f'<div style="font-size:15px;font-weight:600;color:#27402f" class="pt-puzzle-title">{escape(p.title)}'
            f' <span class="pt-small" title="difficulty {p.difficulty} of 5" style="color:#c08a00">{stars}</span>'
            f"</div>"
            f'<div class="pt-progress">{"".join(dots)}<span class="pt-small" style="margin-left:6px">'
            f'<span class="pt-solved-count">{solved}</span> of {n} solved</span></div></div>'
        )
        self.prev_button.disabled = self.index == 0
        self.next_button.disabled = self.index >= n - 1


def _declared_html(item: object) -> str:
    """A declaration as the puzzle gives it: a kind's name, or its cards (named by the engine)."""
    text = str(item)
    try:
        cards = CardSet(text)
    except PenchantError:
        return f"<b>{escape(text)}</b>"
    kind = classify(cards)
    return f"{cards_text(cards)}" + (f" <span class='pt-small'>({kind.value})</span>" if kind else "")


def _events_html(events: Sequence[Any]) -> str:
    """Trump puzzles: who won each trick and who declared what."""
    items = []
    for e in events:
        if not isinstance(e, dict):
            continue
        w, d = e.get("winner"), e.get("declarer")
        if w not in (0, 1) or d not in (0, 1):
            items.append(f"<li>{escape(str(e))}</li>")
            continue
        what = _declared_html(e.get("cards", ""))
        if w == d:
            line = f"{_WHO[w].capitalize()} won the trick and declared {what}."
        else:
            line = (f"{_WHO[w].capitalize()} won the trick and declared nothing; "
                    f"{_WHO[d]}, the loser, declared {what}.")
        items.append(f'<li style="margin:3px 0">{line}</li>')
    return ('<div class="pt-label">What happened, trick by trick:</div>'
            f'<ol class="pt-events" style="margin:2px 0 4px;padding-left:22px;color:#f3eedd">{"".join(items)}</ol>')


def _deals_html(deals: Sequence[Any], player: object = None) -> str:
    """Scoring puzzles: each deal's declarations, brisquettes and brisques."""
    rows = []
    for i, d in enumerate(deals):
        if not isinstance(d, dict):
            continue
        decl = d.get("declarations", [[], []])
        bq = d.get("brisquettes", ["?", "?"])
        br = d.get("brisques", ["?", "?"])
        cells = []
        for p in (0, 1):
            items = decl[p] if isinstance(decl, list) and len(decl) > p else []
            cells.append(", ".join(_declared_html(x) for x in items) or '<span class="pt-small">none</span>')
        rows.append(f"<tr><td>{i + 1}</td><td>{cells[0]}</td><td>{cells[1]}</td>"
                    f'<td class="num">{escape(str(bq[0]))} – {escape(str(bq[1]))}</td>'
                    f'<td class="num">{escape(str(br[0]))} – {escape(str(br[1]))}</td></tr>')
    return ('<table class="pt-table pt-deals" style="color:#f3eedd"><tr style="color:#d8e9da"><th>deal</th>'
            "<th>your declarations</th><th>your opponent’s</th><th class='num'>brisquettes (you – opp.)</th>"
            f"<th class='num'>brisques in all</th></tr>{''.join(rows)}</table>")


def _show(value: object) -> str:
    if isinstance(value, list | tuple):
        return ", ".join(str(v) for v in value)
    if isinstance(value, dict):
        return "; ".join(f"{k}: {_show(v)}" for k, v in value.items())
    return str(value)
