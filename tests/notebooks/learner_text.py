"""What a learner reads on a tutorial page, and the engineer's text that must not be in it.

:func:`page_texts` runs a notebook's code in this process (as its kernel would, from the ``notebooks``
folder) and gathers every text its page can show: the prose (markdown, without link targets), the
outputs, and every widget's words (buttons, boxes' placeholders, lists' choices, HTML), including what
the widgets say after they are used: each puzzle of a board with all its hints, a wrong answer and the
solution; a deal board stepped through and refused an illegal move; the play board's hint and refusal.
A collapsed ``<details>`` is left out: it is the method or the engine's figures, one click away on
purpose. :func:`engineer_text` finds what a player would not say (:data:`ENGINEER`).
"""

from __future__ import annotations

import ast
import contextlib
import json
import os
import re
from collections.abc import Callable, Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any, ClassVar, Final

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
LEARNER_PAGES = [*sorted(p.stem for p in NOTEBOOKS.glob("[0-9][0-9]_*.ipynb")), "practice"]
"""The learner's path: the chapters and the trainer."""

_CARD = r"(?:10|[2-9TJQKA])[SHDC]"
ENGINEER: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("a typed action", re.compile(rf"\b(?:play|declare)\s+{_CARD}\b|\bpass\b(?=\s*[`'\"”])")),
    ("a card in notation", re.compile(rf"\b{_CARD}\b")),
    ("a command", re.compile(r"\bpenchant (?:match|review|practice|marker|play|solve|puzzles?|ladder)\b"
                             r"|\bpython3? -m\b|\bmake (?:tutorial|practice|marker|test|site)\b|\bpip install\b")),
    ("a file", re.compile(r"\b[\w./-]+\.(?:json|py|ipynb|sqlite3?|csv|toml|md|txt|jsonl)\b")),
    ("a format", re.compile(r"\bpenchant-\w+/\d\b|\bJSON\b")),
    ("a settings key", re.compile(r"\b[a-z]+_[a-z_]+\b")),
    ("the engine's word for the rules", re.compile(r"\bprofiles?\b|\bthe engine['’]s deal\b", re.I)),
    ("the program named as a player", re.compile(r"\b(?:the|by the) engine\b")),
    ("rules named by their key", re.compile(r"\b(?:foster|kandell|modern)\s*[:=]?\s*\d+\b")),
    ("a program-style quote", re.compile(r"(?<![\w’'])'[^'\n]{1,60}'(?![\w’])")),
    ("a statistician's apparatus", re.compile(r"\bWilson\b|\b9[05] ?%|\bconfidence interval|\bsampling margin"
                                              r"|±|\bseeds?\b|\bseeded\b|\bmirrored pairs?\b|\bharness\b"
                                              r"|\bsampled\b|\bsamples\b|\bintervals?\b"
                                              r"|\bstandard (?:deviation|error)s?\b|\bexpected values?\b"
                                              r"|\b\d+ times in 20\b", re.I)),
    ("a raw fraction", re.compile(r"\b\d{4,}/\d{4,}\b")),
    ("a program's value", re.compile(r"\b(?:None|True|False|NaN)\b(?! of\b)|Traceback|\w+Error\b")),
)
"""What a player would not write, each with a name for the message."""


COACH_STATISTICS: Final = re.compile(r"\baverages?\b|\bexpected\b|\bexpectations?\b|\bsampl\w*|\bintervals?\b"
                                    r"|\bstandard\b|\bdeviations?\b|±|\bmargins?\b|\b\d+ times in 20\b"
                                    r"|\bnet points\b|\bstatistic\w*", re.I)
"""A statistician's words, which the coach's hints, figures and reviews say as a player would ("about 3 points
worse over the rest of the deal"): chapter 8's figures read "net points … on average" and "± says how sure that is
… 19 times in 20". Stricter than :data:`ENGINEER` (chapter 9 may speak of "an average deal"); how the coach found
its figures, a fold further in, is left out (:func:`opened_text`)."""


def coach_statistics(text: str) -> list[str]:
    """Each statistician's word in the coach's ``text`` (:data:`COACH_STATISTICS`), with what is around it."""
    return [f"a statistician's word: {m.group(0)!r} in …{text[max(0, m.start() - 30):m.end() + 30]!r}…"
            for m in COACH_STATISTICS.finditer(text)]


def engineer_text(text: str) -> list[str]:
    """Each piece of engineer's text in ``text``, named: ``'a file: numbers.json'``."""
    found = []
    for name, pattern in ENGINEER:
        for m in pattern.finditer(text):
            start = max(0, m.start() - 30)
            found.append(f"{name}: {m.group(0)!r} in …{text[start:m.end() + 30]!r}…")
    return found


class _Text(HTMLParser):
    """The text of HTML as a reader sees it: no style, script or collapsed details; tooltips (``title``) kept.
    ``opened``: that many levels of collapsed details read as if opened (the fold's summary and text)."""

    SKIP: ClassVar[frozenset[str]] = frozenset({"style", "script", "details"})

    def __init__(self, opened: int = 0) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skipping = 0
        self.opened = opened
        self.folds = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "details" and not self.skipping and self.folds < self.opened:
            self.folds += 1
            self.parts.append(" ")
        elif tag in self.SKIP:
            self.skipping += 1
        elif not self.skipping:
            title = dict(attrs).get("title")
            if title:
                self.parts.append(f" {title} ")
            if tag in ("br", "p", "div", "li", "tr", "td", "th"):
                self.parts.append(" ")

    def handle_endtag(self, tag: str) -> None:
        if tag == "details" and not self.skipping and self.folds:
            self.folds -= 1
        elif tag in self.SKIP:
            self.skipping = max(0, self.skipping - 1)

    def handle_data(self, data: str) -> None:
        if not self.skipping:
            self.parts.append(data)


def html_text(html: str) -> str:
    return opened_text(html, 0)


def opened_text(html: str, levels: int = 1) -> str:
    """The text of HTML with ``levels`` levels of collapsed details opened: a fold's own words (the coach's figures)
    are what a learner reads on one click; a fold inside it (how they were found) stays shut at one level."""
    parser = _Text(levels)
    parser.feed(html)
    parser.close()
    return " ".join("".join(parser.parts).split())


def markdown_text(md: str) -> str:
    """A markdown cell as read: link targets and HTML comments gone, collapsed details gone."""
    md = re.sub(r"<!--.*?-->", " ", md, flags=re.S)
    md = re.sub(r"<details>.*?</details>", " ", md, flags=re.S)
    md = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", md)
    return html_text(md)


def widget_text(w: Any) -> list[str]:
    """Every word a widget (and its children) can show."""
    import ipywidgets as widgets

    out: list[str] = []
    if isinstance(w, widgets.HTML | widgets.HTMLMath | widgets.Label):
        out.append(html_text(str(w.value)))
    for attr in ("description", "tooltip", "placeholder"):
        v = getattr(w, attr, None)
        if isinstance(v, str) and v:
            out.append(v)
    if isinstance(w, widgets.Text | widgets.Textarea) and w.value:
        out.append(str(w.value))
    labels = getattr(w, "_options_labels", None)
    if labels:
        out.extend(str(x) for x in labels)
    tips = getattr(w, "tooltips", None)
    if tips:
        out.extend(str(x) for x in tips)
    for child in getattr(w, "children", ()):
        out.extend(widget_text(child))
    return [t for t in out if t.strip()]


def _widgets_in(value: Any) -> Iterator[Any]:
    import ipywidgets as widgets

    if isinstance(value, widgets.Widget):
        yield value
        for child in getattr(value, "children", ()):
            yield from _widgets_in(child)


# ------------------------------------------------------------------------------------------ using them

def _use_puzzle_board(board: Any, say: Callable[[Any], None]) -> None:
    """Every puzzle of the board: shown, every hint, a wrong answer, the solution."""
    from penchant.errors import PenchantError
    from penchant.puzzles import analyse, check

    for i in range(len(board.puzzles)):
        board.show(i)
        say(board)
        p = board.puzzle
        for _ in p.hints:
            board.hint()
        say(board)
        if board.endgame is not None:
            eg = board.endgame
            values = eg.session.values()
            top = max(v.brisques for v in values.values())
            wrong = next((c for c, v in values.items() if v.brisques < top), None)
            if wrong is not None:
                eg.play(wrong)
                say(board)
            eg.restart()
            board.solution_button.click()  # an end-game's solution: its values table
            say(board)
            continue
        best = analyse(p).best
        wrong_answer: Any = None
        if p.answer_form in ("choice", "choices"):
            wrong_answer = next((c for c in p.choices if c not in best), None)
            if p.answer_form == "choices" and wrong_answer is not None:
                wrong_answer = [wrong_answer]
        elif p.answer_form == "number":
            wrong_answer = str(int(best[0]) + 1)
        else:
            for key in ("hand", "table", "opp_table"):
                for c in p.cards(key, "") if key in p.position else ():
                    try:
                        if not check(p, str(c)).correct:
                            wrong_answer = str(c)
                            break
                    except PenchantError:
                        continue
                if wrong_answer:
                    break
        if wrong_answer is not None:
            board.answer(wrong_answer)
            say(board)
        board.show_solution()
        say(board)


def _use_deal_table(table: Any, say: Callable[[Any], None]) -> None:
    """Step through its script, refuse an illegal move, take a move back."""
    while table.step():
        say(table)
    table.act("pass")  # refused unless a pass is allowed now
    say(table)
    table.show_declarations()
    say(table)


def _use_play_board(board: Any, say: Callable[[Any], None]) -> None:
    """Ask for both hints (what to look at, then the coach's move), and be refused an illegal move."""
    import ipywidgets as widgets

    board.hint()
    say(board)
    board.hint()
    say(board)
    say(widgets.Label(value=opened_text(board.hint_box.value)))  # the coach's figures, one click away
    board.act("pass")
    say(board)
    board.declare_picked()
    say(board)


def _use(w: Any, say: Callable[[Any], None]) -> None:
    from penchant_widgets.lessons.combos import DeclarationBench
    from penchant_widgets.play.board import PlayBoard
    from penchant_widgets.play.table import DealTable
    from penchant_widgets.puzzles.board import PuzzleBoard

    if isinstance(w, PuzzleBoard):
        _use_puzzle_board(w, say)
    elif isinstance(w, DealTable):
        _use_deal_table(w, say)
    elif isinstance(w, PlayBoard):
        _use_play_board(w, say)
    elif isinstance(w, DeclarationBench):
        for picker in (w.hand_picker, w.table_picker):  # two hand cards, then the table alone (no fresh card)
            picker.select(picker.cards[:2])
            w.check()
            say(w)
            picker.clear()
        w.list_legal()
        say(w)


# ------------------------------------------------------------------------------------------ a page

@contextlib.contextmanager
def _in_notebooks(db: Path) -> Iterator[None]:
    old_cwd, old_db = os.getcwd(), os.environ.get("PENCHANT_PRACTICE_DB")
    os.chdir(NOTEBOOKS)
    os.environ["PENCHANT_PRACTICE_DB"] = str(db)
    try:
        yield
    finally:
        os.chdir(old_cwd)
        if old_db is None:
            os.environ.pop("PENCHANT_PRACTICE_DB", None)
        else:
            os.environ["PENCHANT_PRACTICE_DB"] = old_db


def page_texts(name: str, db: Path, use: bool = True) -> list[tuple[str, str]]:
    """(where, text) for everything page ``name`` can show a reader; ``use`` the widgets first (see above)."""
    nb = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
    texts: list[tuple[str, str]] = []
    shown: list[tuple[str, Any]] = []
    with _in_notebooks(db):
        namespace: dict[str, Any] = {"__name__": "__main__"}

        def display(*objs: Any, **_kw: Any) -> None:
            shown.extend((where, o) for o in objs)

        namespace["display"] = display
        for n, cell in enumerate(nb["cells"]):
            source = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
            where = f"{name} cell {n}"
            if cell["cell_type"] == "markdown":
                texts.append((where, markdown_text(source)))
                continue
            if cell["cell_type"] != "code":
                continue
            tree = ast.parse(source)
            last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
            exec(compile(tree, where, "exec"), namespace)
            if last is not None:
                value = eval(compile(ast.Expression(last.value), where, "eval"), namespace)
                if value is not None:
                    shown.append((where, value))
        for where, value in shown:
            def say(w: Any, where: str = where) -> None:
                texts.extend((where, t) for t in widget_text(w))

            if hasattr(value, "data") and isinstance(getattr(value, "data", None), str):  # IPython HTML
                texts.append((where, html_text(value.data)))
                continue
            widgets = list(_widgets_in(value))
            if not widgets:
                continue
            say(value)
            if use:
                for w in widgets:
                    _use(w, say)
    return texts
