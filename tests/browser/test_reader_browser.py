"""The reader's check: every page a learner sees, read by machine as a learner would read it.

The tutorial's landing page, every chapter and the page for the curious, ``penchant practice`` and the marker,
at 390×844 (a phone) and 1280×900 (and 1024×768 for clipping), in three states: after a miss on the page's
first puzzle board, after a right answer there, and with every toggle on the page active (each single toggle
pressed, each checkbox ticked; the toggle groups always have one active). In each state:

* axe-core (the pinned npm package, see ``browser_helpers.axe_script``) finds no colour-contrast
  violation (WCAG 2 AA);
* no button's text is cut (``scrollWidth > clientWidth``), at 1024×768 too;
* on the phone every control is at least 44×44 px (a checkbox together with its label), and a play board
  from its cards to the first buttons under them fits the screen;
* at every size a hand of six cards lies in one row (or three and three, never five and one), a combination in
  a table of combinations on one line, and a chart's words lie inside it, none over another and none under
  11 px;
* nothing is clipped: no box anywhere on the page holds content wider than itself (a table or a row of
  cards cut at the box's edge, hidden behind a sideways scroll, or text cut short), and the page itself
  never scrolls sideways. A table that scrolls in a box of its own counts: the learner still cannot see
  its column. Measured at 1024×768 too (:data:`CLIP_SIZES`), and asserted on the marker as well;
* no sentence said twice on the first puzzle board;
* no engine notation (``play 9H``, ``declare QS JH``) in the text a reader sees;
* no request leaves the machine (no CDN: every request goes to the local server);
* axe finds every entry box, list and chart named (``label``, ``select-name``, ``svg-img-alt``:
  :data:`NAMED_CONTROLS`); its other WCAG A/AA findings are printed, not asserted.

One visit per page does all of it (a page is loaded once and resized); the tests read the visit's findings.
The answers are the engine's, worked out in this process from the puzzle on screen.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from browser_helpers import PAGE_TIMEOUT_MS, ROOT, PracticeServer, TutorialServer, axe_script, choice_slug
from support import MarkerServer

from penchant.errors import PenchantError
from penchant.puzzles import Puzzle, analyse, check, get
from penchant.puzzles.sessions.endgame_session import EndgameSession

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
TABLET = {"width": 1024, "height": 768}
CHAPTERS = sorted(p.stem for p in (ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
PAGES = ["landing", *CHAPTERS, "the_computer_players", "practice", "marker"]
SHOTS = os.environ.get("PENCHANT_READER_SHOTS")  # a folder: keep a screenshot of every state there

# What the page's own script measures: cut buttons, small controls (phone).
_MEASURE = """(phone) => {
  const out = [];
  const shown = e => { const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden'; };
  const name = e => ((e.innerText || e.value || e.getAttribute('aria-label') || e.title || e.className || '')
    + '').trim().replace(/\\s+/g, ' ').slice(0, 40);
  const controls = document.querySelectorAll(
    'button, input, select, textarea, [role=slider], .widget-toggle-button');
  for (const c of controls) {
    if (c.closest('.jp-OutputArea-prompt, [hidden]')) continue;
    let box = c;
    if (c.type === 'checkbox' || c.type === 'radio') box = c.closest('label') || c;
    if (!shown(box)) continue;
    if (c.tagName === 'BUTTON' && c.scrollWidth > c.clientWidth + 1) out.push('cut: ' + name(c));
    if (phone) {
      const r = box.getBoundingClientRect();
      if (r.width < 43.5 || r.height < 43.5)
        out.push('small: ' + name(c) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height));
    }
  }
  // On the phone a play board's felt and the first buttons under it fit one screen: a learner who scrolls to
  // the cards sees the buttons without scrolling past the board (a newcomer scrolled past a 1,100 px board).
  if (phone) for (const b of document.querySelectorAll('.pt-dealtable, .pt-playboard, .pt-endgame')) {
    const felt = b.querySelector('.pt-felt');
    if (!felt || !shown(felt)) continue;
    const end = felt.getBoundingClientRect().bottom;
    const under = [...b.querySelectorAll('button')].filter(x => shown(x) && !x.classList.contains('pt-card')
      && x.getBoundingClientRect().top >= end - 1).map(x => x.getBoundingClientRect().bottom);
    if (!under.length) continue;
    const tall = Math.min(...under) - felt.getBoundingClientRect().top;
    if (tall > window.innerHeight)
      out.push('tall: a play board from its cards to its buttons, ' + Math.round(tall) + ' px on a '
               + window.innerHeight + ' px screen');
  }
  // A hand of six lies in one row, or three and three: on a phone a newcomer saw hands wrap five and one.
  for (const row of document.querySelectorAll('.pt-row, .pt-cards')) {
    const cards = [...row.children].filter(k => shown(k) && k.matches('[data-card], svg, .pt-card'));
    if (cards.length !== 6) continue;
    const tops = cards.map(k => k.getBoundingClientRect().top).sort((a, b) => a - b);
    const lines = [1];
    for (let i = 1; i < tops.length; i++) {
      if (tops[i] - tops[i - 1] > 20) lines.push(1); else lines[lines.length - 1] += 1;
    }
    if (lines.length > 1 && lines.join('+') !== '3+3')
      out.push('six cards wrap ' + lines.join('+') + ': ' + name(row.closest('.pt-board') || row));
  }
  // A combination in a table of combinations reads as a run, its cards on one line (on a phone chapters 3 and 10
  // wrapped them 2+2+1, 3+2 and 3+1 in narrow columns).
  for (const row of document.querySelectorAll('.pt-kinds .pt-row, .pt-building .pt-row')) {
    const cards = [...row.children].filter(k => shown(k) && k.matches('[data-card], svg'));
    const tops = cards.map(k => k.getBoundingClientRect().top);
    if (tops.length && Math.max(...tops) - Math.min(...tops) > 20)
      out.push('a combination wraps: ' + cards.map(k => k.dataset.card).join(' '));
  }
  // A chapter's tables and charts keep to its text's column (chapter 9's ran past it on a phone), and a stacked
  // table's labels are read at 13 px at least (they were 12.5 px, grey-brown).
  const para = document.querySelector('.jp-RenderedMarkdown p');
  if (para) {
    const col = para.getBoundingClientRect();
    for (const t of document.querySelectorAll('.jp-RenderedHTML table.pt-table, .jp-RenderedHTML figure.pt-chart')) {
      if (!shown(t) || t.closest('.pt-board')) continue;
      const r = t.getBoundingClientRect();
      if (r.left < col.left - 1 || r.right > col.right + 1)
        out.push('wider than the text: ' + name(t) + ' ' + Math.round(r.left) + '-' + Math.round(r.right)
                 + ' in ' + Math.round(col.left) + '-' + Math.round(col.right));
    }
  }
  for (const td of document.querySelectorAll('table.pt-stack td[data-label]')) {
    const before = getComputedStyle(td, '::before');
    if (shown(td) && before.content !== 'none' && parseFloat(before.fontSize) < 13)
      out.push('small table label: ' + td.dataset.label + ' at ' + before.fontSize);
  }
  // A chart's words: inside the drawing, none over another, none under 12 px (a phone shrinks the drawing: chapter
  // 9's axis labels read at 11.5 px, their digits 8 px tall).
  for (const svg of document.querySelectorAll('figure.pt-chart svg')) {
    if (!shown(svg)) continue;
    const box = svg.getBoundingClientRect();
    const scale = box.width / svg.viewBox.baseVal.width;
    const texts = [...svg.querySelectorAll('text')].map(t => [t.textContent, t.getBoundingClientRect(),
      parseFloat(getComputedStyle(t).fontSize) * scale]);
    texts.forEach(([s, r, px], i) => {
      if (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1)
        out.push('chart label cut: ' + s);
      if (px < 12) out.push('chart label small: ' + s + ' at ' + px.toFixed(1) + ' px');
      for (const [s2, r2] of texts.slice(i + 1))
        if (r.left < r2.right - 0.5 && r2.left < r.right - 0.5 && r.top < r2.bottom - 0.5 && r2.top < r.bottom - 0.5)
          out.push('chart labels overlap: ' + s + ' / ' + s2);
    });
  }
  return out;
}"""

# Every box whose content is wider than the box (clipped, hidden behind a sideways scroll, or spilling past a
# table's or a board's edge), and the page
# scrolling sideways. Buttons are left to _MEASURE's "cut"; entry boxes scroll their own text by nature.
_CLIPPED = """() => {
  const out = [];
  const shown = e => { const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden'; };
  const what = e => {
    const cls = (typeof e.className === 'string' ? e.className : '').split(/\\s+/)
      .filter(c => /^(pt|pm|widget|jp)-/.test(c)).slice(0, 3).join('.');
    const text = (e.innerText || '').trim().replace(/\\s+/g, ' ').slice(0, 50);
    return e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + (cls ? '.' + cls : '') + ' "' + text + '"';
  };
  for (const e of document.querySelectorAll('body *')) {
    if (/^(INPUT|TEXTAREA|SELECT|OPTION|BUTTON|SCRIPT|STYLE)$/.test(e.tagName)) continue;
    if (e.closest('svg, [hidden], .jp-OutputArea-prompt')) continue;
    if (e.clientWidth === 0 || e.scrollWidth <= e.clientWidth + 1) continue;
    // A box that lets its content spill out (overflow visible) counts when it is a table or one of our boxes: a
    // phone's combinations tables stood 12 to 20 px past their edge and a reader saw it.
    const ours = e.tagName === 'TABLE' || /(^|\\s)(pt|pm)-/.test(typeof e.className === 'string' ? e.className : '');
    if ((getComputedStyle(e).overflowX === 'visible' && !ours) || !shown(e)) continue;
    out.push(what(e) + ': ' + e.scrollWidth + ' px of content in ' + e.clientWidth);
  }
  const page = document.scrollingElement;
  if (page.scrollWidth > window.innerWidth + 1)
    out.push('the page scrolls sideways: ' + page.scrollWidth + ' px in ' + window.innerWidth);
  return out;
}"""

CLIP_SIZES = (("phone", PHONE), ("tablet", TABLET), ("desktop", DESKTOP))
"""Where the clipping scan runs: a phone, a small laptop or tablet, a desktop."""

# The text a reader sees, without code the prose shows on purpose (the typed box's syntax).
_TEXT = """() => {
  const body = document.body.cloneNode(true);
  for (const e of body.querySelectorAll('code, kbd, pre, script, style, [hidden]')) e.remove();
  return body.innerText;
}"""

# A sentence said twice on a puzzle board (the same message drawn in two places).
_TWICE = """() => {
  const board = document.querySelector('.pt-puzzleboard');
  if (!board) return [];
  const said = board.innerText.replace(/\\s+/g, ' ').split(/(?<=[.!?])\\s+/).map(s => s.trim())
    .filter(s => s.length >= 25);
  return [...new Set(said.filter((s, i) => said.indexOf(s) !== i))];
}"""

NOTATION = re.compile(r"\b(?:play|declare)\s+(?:10|[2-9TJQKA])[SHDC]\b")


@dataclass
class Visit:
    """What one page showed: problems per state and viewport, the text read, requests that left."""

    problems: list[str] = field(default_factory=list)
    contrast: dict[str, int] = field(default_factory=dict)  # state@viewport -> colour-contrast violations
    others: dict[str, int] = field(default_factory=dict)  # axe's other WCAG A/AA rules: id -> nodes
    other_nodes: dict[str, list[str]] = field(default_factory=dict)  # the same rules: id -> the first nodes
    texts: dict[str, str] = field(default_factory=dict)
    clipped: list[str] = field(default_factory=list)  # state@viewport: a box whose content is wider than it
    remote: list[str] = field(default_factory=list)


def _on_screen(board: Any) -> Puzzle:
    """The bank puzzle a board shows (its title element names it: the words may not be the bank's title)."""
    return get(str(board.locator(".pt-puzzle-title").get_attribute("data-puzzle")))


def _settle(page: Any) -> None:
    """Let the kernel's answers reach the page (Voilà: a round trip per click)."""
    page.wait_for_timeout(600)
    page.wait_for_load_state("networkidle")


def _wrong_answer(p: Puzzle) -> str:
    a = analyse(p)
    if p.answer_form == "choice":
        return next(c for c in p.choices if c not in a.best)
    if p.answer_form == "number":
        return str(int(a.best[0]) + 1)
    if p.answer_form == "choices":
        return next(c for c in p.choices if not check(p, [c]).correct)
    zones = (("hand",) if p.kind == "endgame" else ("hand", "table") if p.answer_form == "cards"
             else ("hand", "table", "opp_hand", "opp_table"))  # the zones a reader picks from
    right = {c for b in a.best for c in b.split()} if p.answer_form == "cards" else set()
    for c in (str(c) for key in zones if key in p.position for c in p.cards(key, "")):
        if c in right:  # a card of the answer would be clicked off again when the right answer is given
            continue
        try:
            if not check(p, c).correct:
                return c
        except PenchantError:
            continue
    raise AssertionError(f"{p.id}: no wrong card to click")


def _answer(page: Any, board: Any, p: Puzzle, answer: str | list[str]) -> None:
    """Give ``answer`` on ``board`` by clicking (or typing), as a reader would."""
    form = p.answer_form
    if form == "choice":
        board.locator(f".pt-choice-{choice_slug(str(answer))}").first.click()
        return
    if form == "number":
        board.locator(".pt-number input").fill(str(answer))
        board.locator(".pt-check").click()
        return
    items = [answer] if isinstance(answer, str) else answer
    if form == "choices":
        for c in items:
            board.locator(f".pt-choice-{choice_slug(c)}").first.click()
        board.locator(".pt-check").click()
        return
    cards = [c for item in items for c in item.split()]
    where = ".pt-endgame-hand" if p.kind == "endgame" else ".pt-puzzle-position"
    for c in cards:
        board.locator(f"{where} .pt-card-{c}").first.click()
    if not board.locator(".pt-endgame").count():
        board.locator(".pt-check").click()


def _right_answer(page: Any, board: Any, p: Puzzle,
                  play_best: Callable[[Any, Any, EndgameSession], None]) -> None:
    if p.kind == "endgame" and p.answer_form == "card":
        board.locator(".pt-endgame-restart").click()
        _settle(page)
        play_best(page, board, EndgameSession(p))
        return
    best = analyse(p).best
    if p.answer_form == "cards":  # the missed cards are still picked: take them back first, as a reader does
        for c in board.locator(".pt-puzzle-position .pt-card.pt-selected").all():
            c.click()
        _settle(page)
    if p.answer_form == "choices":  # every choice that may be declared, ticked
        for t in board.locator(".pt-tick.mod-active").all():  # untick the miss first
            t.click()
        _answer(page, board, p, [t for b in best for t in b.split(" | ")])  # "KS | KD": two ticks
        return
    _answer(page, board, p, best[0])


def _toggle_everything(page: Any) -> int:
    """Press every single toggle not yet active and tick every checkbox; how many were changed."""
    n = 0
    for t in page.locator("button.widget-toggle-button:not(.mod-active)").all():
        if t.is_visible() and not t.locator("xpath=ancestor::*[contains(@class,'widget-toggle-buttons')]").count():
            t.click()
            n += 1
    for c in page.locator(".widget-checkbox input[type=checkbox]").all():
        if c.is_visible() and not c.is_checked():
            c.check()
            n += 1
    return n


def _read(page: Any, visit: Visit, state: str, name: str, *, every_rule: bool = False) -> None:
    """Measure the page as it is now, at both sizes (axe: colour contrast, or ``every_rule`` of WCAG A/AA)."""
    run_only = ("{type: 'tag', values: ['wcag2a', 'wcag2aa']}" if every_rule
                else "{type: 'rule', values: ['color-contrast']}")
    for label, size in CLIP_SIZES:
        page.set_viewport_size(size)
        page.wait_for_timeout(300)
        where = f"{state}@{label}"
        visit.clipped.extend(f"{where}: {c}" for c in page.evaluate(_CLIPPED))
        visit.problems.extend(f"{where}: {p}" for p in page.evaluate(_MEASURE, label == "phone"))
        if size is TABLET:
            continue
        found = page.evaluate(
            "async () => {"
            f"  const r = await axe.run(document, {{runOnly: {run_only}, resultTypes: ['violations']}});"
            """
              return r.violations.map(v => [v.id, v.nodes.length,
                 v.nodes.slice(0, 3).map(n => n.target.join(' ') + ' ' + (n.failureSummary || '').split('\\n')[1])]);
            }""")
        for rule, count, nodes in found:
            if rule == "color-contrast":
                visit.contrast[where] = count
                visit.problems.extend(f"{where}: colour contrast: {n}" for n in nodes)
            else:
                visit.others[rule] = visit.others.get(rule, 0) + count
                visit.other_nodes.setdefault(rule, []).extend(f"{where}: {n}" for n in nodes)
        visit.contrast.setdefault(where, 0)
        visit.problems.extend(f"{where}: said twice: {t}" for t in page.evaluate(_TWICE))
        visit.texts[where] = page.evaluate(_TEXT)
        if SHOTS:
            Path(SHOTS).mkdir(parents=True, exist_ok=True)
            board = page.locator(".pt-puzzleboard, .pt-playboard, .pm-app")
            shot = str(Path(SHOTS) / f"{name}-{where}.png")
            if board.count():  # the whole board: a viewport as tall as the board, for the picture only
                box = board.first.bounding_box()
                page.set_viewport_size({"width": size["width"], "height": max(size["height"],
                                                                             int(box["height"]) + 40)})
                board.first.scroll_into_view_if_needed()
                board.first.screenshot(path=shot)
                page.set_viewport_size(size)
            else:
                page.screenshot(path=shot)
    if SHOTS:  # the tablet size too, for the eye only
        page.set_viewport_size(TABLET)
        page.wait_for_timeout(300)
        board = page.locator(".pt-puzzleboard, .pt-playboard, .pm-app")
        shot = str(Path(SHOTS) / f"{name}-{state}@tablet.png")
        (board.first if board.count() else page).screenshot(path=shot)
    page.set_viewport_size(DESKTOP)


def _local(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme in ("data", "blob", "about") or parts.hostname in ("127.0.0.1", "localhost")


def visit_page(browser: Any, url: str, name: str, ready: str,
               play_best: Callable[[Any, Any, EndgameSession], None]) -> Visit:
    visit = Visit()
    context = browser.new_context(viewport=DESKTOP)
    page = context.new_page()
    page.set_default_timeout(30_000)
    page.on("request", lambda r: None if _local(r.url) else visit.remote.append(r.url))
    try:
        page.goto(url, timeout=PAGE_TIMEOUT_MS)
        page.wait_for_selector(ready, timeout=PAGE_TIMEOUT_MS)
        _settle(page)
        page.add_script_tag(content=axe_script())
        boards = page.locator(".pt-puzzleboard")
        if boards.count():
            board = boards.first
            board.scroll_into_view_if_needed()
            p = _on_screen(board)
            _answer(page, board, p, _wrong_answer(p))
            # the miss's verdict: a board's result, or its dot; an end-game says it on its own board, in red
            board.locator(".pt-result[data-correct='no'], .pt-dot-now.pt-dot-missed, .pt-endgame-message .pt-msg-error"
                          ).first.wait_for(state="attached")
            _settle(page)
            _read(page, visit, "after a miss", name)
            _right_answer(page, board, p, play_best)
            board.locator(".pt-result[data-correct='yes']").wait_for()
            _settle(page)
            _read(page, visit, "after a right answer", name)
        _toggle_everything(page)
        _settle(page)
        _read(page, visit, "toggles on", name, every_rule=True)
    finally:
        context.close()
    return visit


@pytest.fixture(scope="module")
def visits(browser: Any, tutorial_server: TutorialServer, practice_server: PracticeServer,
           server: MarkerServer,
           play_best_endgame: Callable[[Any, Any, EndgameSession], None]) -> Iterator[Callable[[str], Visit]]:
    done: dict[str, Visit] = {}
    try:
        axe_script()  # fetched (and checked) once, before any page
    except RuntimeError as exc:
        if os.environ.get("PENCHANT_REQUIRE_BROWSER") == "1":
            pytest.fail(f"the reader's check is required but {exc}")
        pytest.skip(f"the reader's check skipped: {exc}")

    def get(name: str) -> Visit:
        if name not in done:
            if name == "practice":
                url, ready = practice_server.url, ".pt-practice .pt-puzzle-title"
            elif name == "landing":
                url, ready = tutorial_server.url + "/", ".pt-chapters"
            elif name == "marker":
                url, ready = server.url, ".pm-app:not(.pm-syncing) .pm-screen:not(.pm-hidden)"
            else:
                has_board = "PuzzleBoard" in (ROOT / "notebooks" / f"{name}.ipynb").read_text(encoding="utf-8")
                url = tutorial_server.chapter(name)
                ready = (".pt-puzzleboard .pt-puzzle-title" if has_board
                         else ".jp-OutputArea-output .pt-board, .jp-OutputArea-output table.pt-table")
            done[name] = visit_page(browser, url, name, ready, play_best_endgame)
        return done[name]

    yield get
    counts = {n: sum(v.contrast.values()) for n, v in done.items()}
    others: dict[str, int] = {}
    for v in done.values():
        for rule, k in v.others.items():
            others[rule] = others.get(rule, 0) + k
    print(f"\nreader's check: colour-contrast violations per page {counts}; other WCAG A/AA findings {others}")


NAMED_CONTROLS = ("label", "select-name", "svg-img-alt", "scrollable-region-focusable")
"""axe's rules that every entry box, list and chart has a name a screen reader can say (a tooltip names a
box, a chart says its figures), and that no region scrolls out of the keyboard's reach (no box scrolls at all:
:func:`test_nothing_is_clipped_and_no_page_scrolls_sideways`): asserted; the other WCAG findings are reported."""


@pytest.mark.parametrize("name", PAGES)
def test_every_page_reads_well(visits: Callable[[str], Visit], name: str) -> None:
    v = visits(name)
    assert v.problems == [], "\n".join(v.problems)
    assert all(n == 0 for n in v.contrast.values())
    unnamed = {rule: v.others[rule] for rule in NAMED_CONTROLS if v.others.get(rule)}
    assert unnamed == {}, (f"{name}: controls or charts without a name, or tables out of the keyboard's reach: "
                           f"{unnamed} {[v.other_nodes.get(rule) for rule in unnamed]}")


@pytest.mark.parametrize("name", PAGES)
def test_nothing_is_clipped_and_no_page_scrolls_sideways(visits: Callable[[str], Visit], name: str) -> None:
    clipped = visits(name).clipped
    print(f"\n{name}: {len(clipped)} clipped places")
    assert clipped == [], f"{name}: {len(clipped)} boxes hold content wider than themselves:\n" + "\n".join(clipped)


@pytest.mark.parametrize("name", PAGES)
def test_no_request_leaves_the_machine(visits: Callable[[str], Visit], name: str) -> None:
    assert visits(name).remote == []


@pytest.mark.parametrize("name", PAGES)
def test_no_engine_notation_in_the_page_text(visits: Callable[[str], Visit], name: str) -> None:
    found = {where: NOTATION.findall(text) for where, text in visits(name).texts.items()}
    assert {w: f for w, f in found.items() if f} == {}
