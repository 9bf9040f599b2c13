"""The tutorial in a real browser: Voila serves the chapters, Chromium clicks.

* a barring puzzle (chapter 5) solved by clicking the right choice is marked solved on the first try;
* an end-game puzzle (chapter 6) solved by clicking cards, played out to the end
  against the engine's best defence, is marked correct and solved;
* a wrong answer says what it costs without giving the answer away; a retry counts as solved after a miss;
* an end-game missed, then solved after Start again, is counted and its dot shows it; a reload keeps it.

The server keeps attempts in a throwaway file (``$PENCHANT_PRACTICE_DB``) shared by the module's tests,
so each test works on its own puzzle.

The answers the test clicks come from the engine (``analyse``, ``EndgameSession``)
in this process; the page checks them in its own kernel. One Voila server for the
module; Chromium comes from conftest.py.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from browser_helpers import PAGE_TIMEOUT_MS, ROOT, TutorialServer
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from penchant.players import PLAYER_WORDS
from penchant.puzzles import analyse, get
from penchant.puzzles.sessions.endgame_session import EndgameSession
from penchant_widgets.puzzles.choosing import choice_class

pytestmark = pytest.mark.browser


@pytest.fixture
def tutorial_page(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.set_default_timeout(30_000)
    yield page
    context.close()


def open_chapter(page: Any, server: TutorialServer, name: str) -> Any:
    """Open a chapter and return its (last) puzzle board once it is rendered."""
    page.goto(server.chapter(name), timeout=PAGE_TIMEOUT_MS)
    page.wait_for_selector(".pt-puzzleboard .pt-puzzle-title", timeout=PAGE_TIMEOUT_MS)
    board = page.locator(".pt-puzzleboard").last
    board.scroll_into_view_if_needed()
    return board


def puzzle_id_shown(board: Any) -> str:
    """The bank id of the puzzle on screen (its title says it in words, and may not be the bank's)."""
    return str(board.locator(".pt-puzzle-title").get_attribute("data-puzzle"))


def press(board: Any, p: Any, answer: str, untick: str | None = None) -> None:
    """Answer a puzzle on its board: a choice is pressed; ticks (``"9S 9D | KS KD"``) are each ticked, then Check
    (``untick``: a tick left from an earlier try, taken off first)."""
    if p.answer_form != "choices":
        board.locator(f".{choice_class(answer)}").click()
        return
    if untick is not None:
        for t in untick.split(" | "):
            board.locator(f".{choice_class(t)}").click()
    for t in answer.split(" | "):
        board.locator(f".{choice_class(t)}").click()
    board.locator(".pt-check").click()


# The first puzzle of chapter 6's board (the chapters order their puzzles easy to hard, by rating).
FIRST_ENDGAME = "endgame-001"


# The board's solved count as a number: the heading has no count span while none is solved ("You have not solved any
# of these … yet"), and a verdict is drawn before the heading catches up, so a bare querySelector(...).textContent
# threw on null instead of waiting (CI, stop 47).
SOLVED_COUNT = ("(c => c === null ? 0 : Number(c.textContent.trim()))"
                "(document.querySelector('.pt-puzzleboard .pt-solved-count'))")
SOLVED_COUNT_IS = f"n => {SOLVED_COUNT} === n"


@pytest.fixture(scope="module")
def chapter_05(browser: Any, tutorial_server: TutorialServer) -> Iterator[Any]:
    """Chapter 5 at 1280×900, opened once (a page is a kernel) for the tests of its puzzle board and its sandbox."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.set_default_timeout(30_000)
    open_chapter(page, tutorial_server, "05_barring")
    yield page
    context.close()


def test_a_barring_puzzle_solved_by_clicking_is_marked_correct(chapter_05: Any) -> None:
    page = chapter_05
    board = page.locator(".pt-puzzleboard").last
    board.scroll_into_view_if_needed()
    p = get(puzzle_id_shown(board))  # the easiest of the chapter's puzzles comes first
    assert "Under a bar" not in board.locator(".pt-puzzle-title").inner_text()  # a title never says the answer
    press(board, p, analyse(p).best[0])
    verdict = board.locator(".pt-result")
    verdict.wait_for()
    assert verdict.get_attribute("data-correct") == "yes"
    assert "Solved on the first try" in verdict.inner_text()
    page.wait_for_function(SOLVED_COUNT_IS, arg=1)
    assert board.locator(".pt-dotbtn.pt-dot-solved_first").count() == 1


def test_a_wrong_answer_says_what_it_costs_and_a_retry_counts(chapter_05: Any) -> None:
    page = chapter_05
    board = page.locator(".pt-puzzleboard").last
    # a board opens on the first puzzle not yet solved (the tests share the server's progress and this page): that one
    if not board.locator(".pt-hint").is_visible():  # the one shown solved by a test before (it has no hints)
        solved = puzzle_id_shown(board)
        board.locator(".pt-next-unsolved").click()
        page.wait_for_function(
            "id => document.querySelector('.pt-puzzleboard .pt-puzzle-title').dataset.puzzle !== id", arg=solved)
        board.locator(".pt-hint").wait_for(state="visible")
    n = page.evaluate("""() => { const d = document.querySelector('.pt-puzzleboard .pt-dot-now');
        return Number([...d.classList].find(c => /^pt-dot-[0-9]+$/.test(c)).slice(7)); }""")
    p = get(puzzle_id_shown(board))
    a = analyse(p)
    wrong = next(c for c in p.choices if c not in a.best and c not in a.best[0].split(" | "))
    press(board, p, wrong)
    verdict = board.locator(".pt-result")
    verdict.wait_for()
    assert verdict.get_attribute("data-correct") == "no"
    assert "is not right" in verdict.inner_text() or "Not quite" in verdict.inner_text()
    assert board.locator(".pt-explanation").count() == 0  # nothing explained until solved
    page.wait_for_selector(f".pt-puzzleboard .pt-dot-{n}.pt-dot-missed")
    press(board, p, a.best[0], untick=wrong)
    page.wait_for_selector(".pt-puzzleboard .pt-result[data-correct='yes']")
    assert "Solved after a miss" in board.locator(".pt-result").inner_text()
    page.wait_for_selector(f".pt-puzzleboard .pt-dot-{n}.pt-dot-solved_after_miss")


def test_an_endgame_puzzle_played_out_by_clicking_is_marked_correct(
        tutorial_server: TutorialServer, tutorial_page: Any,
        play_best_endgame: Callable[[Any, Any, EndgameSession], None]) -> None:
    page = tutorial_page
    board = open_chapter(page, tutorial_server, "06_the_last_six_tricks")
    board.locator(".pt-dot-2").click()
    p = get("endgame-002")
    page.wait_for_function(
        "id => document.querySelector('.pt-puzzleboard .pt-puzzle-title').dataset.puzzle === id", arg=p.id)
    session = EndgameSession(p)  # the same play, mirrored here to know the cards to click
    play_best_endgame(page, board, session)
    done = board.locator(".pt-endgame-done")
    done.wait_for()
    assert done.get_attribute("data-solved") == "yes"
    assert session.solved
    page.wait_for_selector(".pt-puzzleboard .pt-dot-2.pt-dot-solved_first")


def test_an_endgame_missed_then_solved_on_retry_is_counted_and_kept_on_reload(
        tutorial_server: TutorialServer, tutorial_page: Any,
        play_best_endgame: Callable[[Any, Any, EndgameSession], None]) -> None:
    page = tutorial_page
    board = open_chapter(page, tutorial_server, "06_the_last_six_tricks")
    p = get(FIRST_ENDGAME)
    assert puzzle_id_shown(board) == p.id
    before = page.evaluate(f"() => ({SOLVED_COUNT})")
    session = EndgameSession(p)
    wrong = next(v.card for v in session.card_values() if not v.right)
    board.locator(f".pt-endgame-hand .pt-card-{wrong}").click()
    page.wait_for_selector(".pt-puzzleboard .pt-dot-1.pt-dot-missed")
    assert "is not best" in board.locator(".pt-endgame-message").inner_text()
    board.locator(".pt-endgame-restart").click()
    page.wait_for_function(
        "n => document.querySelectorAll('.pt-puzzleboard .pt-endgame-hand .pt-card').length === n",
        arg=len(session.to_play))
    play_best_endgame(page, board, session)
    page.wait_for_selector(".pt-puzzleboard .pt-dot-1.pt-dot-solved_after_miss")
    page.wait_for_function(SOLVED_COUNT_IS, arg=before + 1)
    assert "Solved after a miss" in board.locator(".pt-endgame-message").inner_text()  # where the deal ended
    # Reload: the same progress.
    board = open_chapter(page, tutorial_server, "06_the_last_six_tricks")
    page.wait_for_selector(".pt-puzzleboard .pt-dot-1.pt-dot-solved_after_miss")
    page.wait_for_function(SOLVED_COUNT_IS, arg=before + 1)


_TARGETS = """() => {
  const out = [];
  for (const b of document.querySelectorAll('.pt-puzzleboard button')) {
    const r = b.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    const name = b.innerText || b.className;
    if (r.width < 44 || r.height < 44) out.push('small: ' + name + ' ' + r.width + 'x' + r.height);
    if (b.scrollWidth > b.clientWidth + 1) out.push('cut: ' + b.innerText);
    if (r.right > window.innerWidth + 1) out.push('off screen: ' + (b.innerText || b.className));
  }
  return out;
}"""


_HIGHLIGHTS = """() => [...document.querySelectorAll('tr.pt-parting, tr.pt-best')].filter((tr) => {
  const clear = (e) => ['rgba(0, 0, 0, 0)', 'transparent'].includes(getComputedStyle(e).backgroundColor);
  return clear(tr) && [...tr.children].every(clear);
}).map((tr) => tr.innerText.slice(0, 40))"""
"""The rows a table highlights (the readings that part, a best card) whose highlight does not show."""

_DOUBLE_SPACED = """() => [...document.querySelectorAll('.pt-board .widget-html > .widget-html-content')]
  .filter((e) => {
  const s = getComputedStyle(e);
  return e.getClientRects().length && e.innerText.trim() && parseFloat(s.lineHeight) > 1.6 * parseFloat(s.fontSize);
}).map((e) => e.innerText.slice(0, 40))"""
"""A board's text set with lines further apart than the board's own (ipywidgets' 28 px lines for an HTML widget set
the barring panels' and the puzzle board's small print double-spaced, over two or three lines on a phone)."""


@pytest.mark.parametrize("chapter", ["05_barring", "06_the_last_six_tricks"])
def test_puzzle_targets_are_44px_and_no_text_is_cut(browser: Any, tutorial_server: TutorialServer,
                                                    chapter: str) -> None:
    """On a phone, then the same page on a tablet (resized: the chapter's layout follows the window); a
    highlighted row (the two readings of the bar that part) shows its highlight at both sizes."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.set_default_timeout(30_000)
    try:
        board = open_chapter(page, tutorial_server, chapter)
        if not board.locator(".pt-hint").is_visible():  # solved by an earlier test: a solved puzzle has no hints
            board.locator(".pt-next-unsolved").click()
            board.locator(".pt-hint").wait_for(state="visible")
        page.locator(".pt-puzzleboard .pt-hint").last.click()
        page.wait_for_selector(".pt-puzzleboard .pt-hints .pt-msg")
        assert page.evaluate(_TARGETS) == []
        assert page.evaluate(_HIGHLIGHTS) == [], "a highlighted row shows no highlight on a phone"
        assert page.evaluate(_DOUBLE_SPACED) == [], "a board's text is double-spaced"
        page.set_viewport_size({"width": 1024, "height": 768})
        page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
        assert page.evaluate(_TARGETS) == []
        assert page.evaluate(_HIGHLIGHTS) == []
    finally:
        context.close()


def test_the_landing_page_lists_the_chapters_in_order(tutorial_server: TutorialServer, tutorial_page: Any) -> None:
    page = tutorial_page
    page.goto(tutorial_server.url + "/", timeout=PAGE_TIMEOUT_MS)
    links = page.locator(".pt-chapters a.pt-chapter")
    links.first.wait_for()
    numbers = [int(n) for n in links.locator(".pt-num").all_inner_texts()]
    chapters = sorted(p.stem for p in (ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
    assert numbers == [int(c[:2]) for c in chapters] == sorted(numbers)
    assert links.nth(5).inner_text().endswith("Barring")
    assert [a.inner_text() for a in page.locator(".pt-apps a").all()] == ["The score marker",
                                                                            "Practice: the puzzle trainer"]
    links.nth(5).click()
    page.wait_for_selector(".pt-puzzleboard .pt-puzzle-title", timeout=PAGE_TIMEOUT_MS)
    assert "/voila/render/05_barring.ipynb" in page.url


def test_after_the_last_hint_show_the_solution_is_offered_as_chapter_0_promises(
        tutorial_server: TutorialServer, tutorial_page: Any) -> None:
    page = tutorial_page
    page.goto(tutorial_server.chapter("00_how_to_use_this_tutorial"), timeout=PAGE_TIMEOUT_MS)
    page.wait_for_selector(".pt-puzzleboard .pt-puzzle-title", timeout=PAGE_TIMEOUT_MS)
    board = page.locator(".pt-puzzleboard").first  # "A first try: declaring", an "Is it allowed?" puzzle
    board.scroll_into_view_if_needed()
    p = get(puzzle_id_shown(board))
    for i in range(len(p.hints)):
        board.locator(".pt-hint").click()
        page.wait_for_function(
            "n => document.querySelectorAll('.pt-puzzleboard .pt-hint-list li').length >= n", arg=i + 1)
    solution = board.locator(".pt-solution")
    solution.wait_for(state="visible")
    solution.click()
    board.locator(".pt-feedback .pt-result, .pt-feedback .pt-solution-shown, .pt-feedback div").first.wait_for()
    assert analyse(p).best[0].split(":")[0] in board.locator(".pt-feedback").inner_text()
    # the answer's choice is marked with a gold ring 3 px outside it, inside its row, which clips what overflows it:
    # the ring was cut at the row's edge (issue #31)
    room = board.locator(".pt-answer-shown").evaluate("""(b) => { const r = b.getBoundingClientRect();
        const row = b.parentElement.getBoundingClientRect();
        return Math.min(r.left - row.left, row.right - r.right, r.top - row.top, row.bottom - r.bottom); }""")
    assert room >= 3, room


def open_sandbox(page: Any) -> None:
    """Chapter 5's sandbox is one click away (the chapter was too long on a phone): open it (unless open), its
    tables bare as it opens (Clear both tables takes back what a test before laid on this page)."""
    toggle = page.locator(".pt-fold-toggle", has_text="the sandbox")
    toggle.wait_for(timeout=PAGE_TIMEOUT_MS)
    if not page.locator(".pt-sandbox").is_visible():
        toggle.click()
    if page.locator(".pt-sandbox .pt-card.pt-selected").count():
        page.locator(".pt-sandbox .pt-sandbox-clear").click()
        page.wait_for_function("() => !document.querySelector('.pt-sandbox .pt-card.pt-selected') && [...document"
                               ".querySelectorAll('.pt-sandbox .pt-bar-player')].every(p => !p.dataset.table)")


def test_a_card_that_bars_is_edged_red_even_the_last_one_laid(chapter_05: Any) -> None:
    """Chapter 5's sandbox: three Jacks laid on his table bar your sets; the last Jack clicked kept the gold
    edge of a laid card (its focus) where the panel said it bars."""
    page = chapter_05
    open_sandbox(page)
    sandbox = page.locator(".pt-sandbox")
    sandbox.wait_for(timeout=PAGE_TIMEOUT_MS)
    sandbox.scroll_into_view_if_needed()
    his = sandbox.locator(".pt-sandbox-1")
    for card in ("JS", "JH", "JD"):
        his.locator(f".pt-card-{card}").click()
    last = his.locator(".pt-card-JD")
    page.wait_for_function(
        "() => document.querySelector('.pt-sandbox .pt-sandbox-1 .pt-card-JD').classList.contains('pt-marked')")
    for card in ("JS", "JH", "JD"):  # the red of a barring card, not a laid card's gold (it eases in: waited for)
        page.wait_for_function(
            "c => getComputedStyle(document.querySelector(`.pt-sandbox .pt-sandbox-1 .pt-card-${c}`)).boxShadow"
            ".includes('rgb(224, 72, 60)')", arg=card, timeout=10_000)
    assert last.evaluate("b => document.activeElement === b")  # the last one clicked has the focus


_GOLD_BEFORE_PANEL = """() => {
  window.ptGoldBeforePanel = [];
  const box = document.querySelector('.pt-sandbox');
  new MutationObserver(records => {
    for (const r of records) {
      const b = r.target;
      if (!b.classList.contains('pt-selected') || (r.oldValue || '').includes('pt-selected')) continue;
      const side = b.closest('.pt-sandbox-0') ? '0' : '1';
      const card = [...b.classList].find(c => /^pt-card-[2-9TJQKA][SHDC]$/.test(c)).slice(8);
      const table = box.querySelector(`.pt-bar-player[data-player="${side}"]`).dataset.table.split(' ');
      if (!table.includes(card)) window.ptGoldBeforePanel.push(card);
    }
  }).observe(box, {attributes: true, attributeFilter: ['class'], attributeOldValue: true, subtree: true});
}"""

_SANDBOX_AGREES = """() => ['0', '1'].every(side => {
  const box = document.querySelector('.pt-sandbox');
  const gold = [...box.querySelectorAll(`.pt-sandbox-${side} .pt-card.pt-selected`)]
    .map(b => [...b.classList].find(c => /^pt-card-[2-9TJQKA][SHDC]$/.test(c)).slice(8)).sort();
  const table = box.querySelector(`.pt-bar-player[data-player="${side}"]`).dataset.table;
  return JSON.stringify(gold) === JSON.stringify(table ? table.split(' ').sort() : []);
})"""


def test_the_sandbox_panel_agrees_with_the_cards_however_fast_they_are_clicked(chapter_05: Any) -> None:
    """Chapter 5: clicking fast, a newcomer saw A♣ gold on his table while the panel still said "Unbarred by a
    quadruplet of Aces on your own table". Clicked with no pause, every card is taken, no card turns gold before
    the panel speaks of it, and the panel ends on the tables the cards show."""
    page = chapter_05
    open_sandbox(page)
    sandbox = page.locator(".pt-sandbox")
    sandbox.wait_for(timeout=PAGE_TIMEOUT_MS)
    sandbox.scroll_into_view_if_needed()
    page.evaluate(_GOLD_BEFORE_PANEL)
    clicks = [("1", c) for c in ("KS", "KH", "KD", "KC")] + [("0", c) for c in ("AS", "AH", "AD", "AC", "AH")]
    for side, card in clicks:
        sandbox.locator(f".pt-sandbox-{side} .pt-card-{card}").click()
    page.wait_for_function(
        "() => document.querySelector('.pt-sandbox .pt-bar-player[data-player=\"0\"]').dataset.table"
        " === 'AS AD AC'", timeout=30_000)
    page.wait_for_function(_SANDBOX_AGREES, timeout=30_000)
    assert page.evaluate("() => window.ptGoldBeforePanel") == []
    said = sandbox.locator(".pt-bar-player[data-player='0']").inner_text()
    # three Aces: his four Kings still bar
    assert "a quadruplet of Aces on your own table would free them." in said, said


def _on_a_phone(browser: Any, server: TutorialServer, chapter: str, ready: str) -> tuple[Any, Any]:
    """A chapter opened at 390×844 (a phone): the context and the page, once ``ready`` is shown."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.set_default_timeout(30_000)
    page.goto(server.chapter(chapter), timeout=PAGE_TIMEOUT_MS)
    page.wait_for_selector(ready, timeout=PAGE_TIMEOUT_MS)
    # the chapter's style sheet is a widget, drawn after the plain HTML outputs (a table shows unstyled first)
    page.wait_for_selector(".pt-page-style style", state="attached", timeout=PAGE_TIMEOUT_MS)
    return context, page


@pytest.fixture(scope="module")
def chapter_01_on_a_phone(browser: Any, tutorial_server: TutorialServer) -> Iterator[Any]:
    """Chapter 1 at 390×844, opened once (a page is a kernel) for the tests that read it there (the last taps)."""
    context, page = _on_a_phone(browser, tutorial_server, "01_the_pack_and_the_deal", ".pt-packview .pt-card")
    yield page
    context.close()


_PACK_ROWS = """() => [...document.querySelectorAll('.pt-packview .pt-felt .pt-cards')].map(row => {
  const felt = row.closest('.pt-felt');
  const style = getComputedStyle(felt);
  const inner = felt.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const cards = [...row.querySelectorAll('.pt-card')].map(c => c.getBoundingClientRect());
  const tops = [...new Set(cards.map(r => Math.round(r.top)))];
  const band = row.getBoundingClientRect();
  return {cards: cards.length, lines: tops.length, narrowest: Math.min(...cards.map(r => r.width)),
          share: (Math.max(...cards.map(r => r.right)) - Math.min(...cards.map(r => r.left))) / inner,
          top: band.top, bottom: band.bottom, rowGap: tops.length > 1 ? tops[1] - Math.round(cards[0].bottom) : 0,
          banded: getComputedStyle(row).backgroundColor !== 'rgba(0, 0, 0, 0)'};
})"""


def test_on_a_phone_the_pack_spans_its_felt_a_suit_in_two_rows_of_four(chapter_01_on_a_phone: Any) -> None:
    """Chapter 1's pack on a phone: a newcomer found it filling 60% of the felt, its cards small."""
    page = chapter_01_on_a_phone
    rows = page.evaluate(_PACK_ROWS)
    assert len(rows) == 4, rows
    for row in rows:
        assert row["cards"] == 8 and row["lines"] == 2, row
        assert row["narrowest"] >= 44 and row["share"] >= 0.8, row
        # a suit reads as one (issue #31: eight rows of four split each suit): its two rows in a band of their
        # own, the suits further apart than a suit's two rows
        assert row["banded"], row
    for above, below in itertools.pairwise(rows):
        assert below["top"] - above["bottom"] > above["rowGap"], (above, below)


_QUOTE = """() => { const q = document.querySelector('.jp-RenderedHTMLCommon blockquote');
  const box = q.getBoundingClientRect(), text = q.lastElementChild.getBoundingClientRect();
  const p = q.previousElementSibling.getBoundingClientRect();
  return {band: box.bottom - text.bottom - parseFloat(getComputedStyle(q).paddingBottom),
          left: box.left - p.left, right: box.right - p.right}; }"""


@pytest.mark.parametrize("size", [(390, 844), (1280, 900)], ids=["phone", "desktop"])
def test_the_ranks_box_holds_its_text_and_spans_the_column(browser: Any, tutorial_server: TutorialServer,
                                                           size: tuple[int, int],
                                                           request: pytest.FixtureRequest) -> None:
    """Chapter 1's "7 · 8 · 9 · 10 · Jack · Queen · King · Ace": an empty band under its text on a desktop, and short
    of the column's right edge on a phone (issue #31). On a phone, the page the other phone tests of chapter 1 read."""
    if size == (390, 844):
        said = request.getfixturevalue("chapter_01_on_a_phone").evaluate(_QUOTE)
    else:
        context = browser.new_context(viewport={"width": size[0], "height": size[1]})
        page = context.new_page()
        try:
            page.goto(tutorial_server.chapter("01_the_pack_and_the_deal"), timeout=PAGE_TIMEOUT_MS)
            page.wait_for_selector(".pt-page-style style", state="attached", timeout=PAGE_TIMEOUT_MS)
            said = page.evaluate(_QUOTE)
        finally:
            context.close()
    assert abs(said["band"]) <= 1 and abs(said["left"]) <= 1 and abs(said["right"]) <= 1, said


_WORDS_UNDER = """(n) => {
  const card = document.querySelectorAll('.pt-packview .pt-felt .pt-card')[n].getBoundingClientRect();
  const info = document.querySelector('.pt-packview .pt-pack-info').getBoundingClientRect();
  return {below: info.top - card.bottom, bottom: info.bottom, screen: window.innerHeight};
}"""


def test_on_a_phone_a_cards_words_come_in_sight_of_it(chapter_01_on_a_phone: Any) -> None:
    """Chapter 1's pack on a phone: a newcomer tapped the 7 of spades and its words came about 1300 px below the
    board's top, off the screen, so nothing seemed to happen. They come close under the tapped card, on screen."""
    page = chapter_01_on_a_phone
    for n in (0, 20, 31):
        card = page.locator(".pt-packview .pt-felt .pt-card").nth(n)
        card.evaluate("c => c.scrollIntoView({block: 'center'})")  # where a reader taps it
        card.click()
        page.wait_for_function("(n) => document.querySelectorAll('.pt-packview .pt-felt .pt-card')[n]"
                               ".classList.contains('pt-selected')", arg=n)
        page.wait_for_selector(".pt-packview .pt-felt .pt-pack-info .pt-msg-info")
        # the words of the card tapped before are on the page until these replace them and the page settles:
        # given a few seconds to come under this card (a loaded run read them under the last one), then read
        try:
            page.wait_for_function(f"(n) => {{ const f = ({_WORDS_UNDER})(n); "
                                   "return f.below >= 0 && f.below <= 250 && f.bottom <= f.screen; }",
                                   arg=n, timeout=5_000)
        except PlaywrightTimeout:
            pass  # the assertion below says where they are
        found = page.evaluate(_WORDS_UNDER, n)
        assert 0 <= found["below"] <= 250 and found["bottom"] <= found["screen"], (n, found)


_VALUES_FROM = """() => [...document.querySelectorAll('table.pt-profiles td[data-label] > span')].map(s =>
  (s.getBoundingClientRect().left - s.closest('table').getBoundingClientRect().left)
  / s.closest('table').getBoundingClientRect().width)"""


def test_on_a_phone_the_rules_table_reads_from_the_left(browser: Any, tutorial_server: TutorialServer) -> None:
    """Chapter 7's table of the three rules, a small card a row on a phone: each value starts in the left part
    of the column, beside its short heading (a newcomer found the values near the right edge)."""
    context, page = _on_a_phone(browser, tutorial_server, "07_scoring_a_deal_and_a_game", ".pt-fold-toggle")
    try:
        # the table is one click away, in the fold of the other rule books' numbers
        page.locator(".pt-fold-toggle", has_text="the other rule books' numbers").click()
        page.wait_for_selector("table.pt-profiles", timeout=PAGE_TIMEOUT_MS)
        starts = page.evaluate(_VALUES_FROM)
        # The label column is at most 9em of the labels' 14 px (readable, as chapter 9's reader asked): "Kandell's
        # rules" needs about 110 px of a 313 px column, so values start just past 40%; the defect was a column of
        # 42% of the width whatever its labels, which left values at 45% and more on wider phones.
        assert starts and max(starts) <= 0.44, starts
    finally:
        context.close()


_PLAY_BOARD_SPAN = """() => {
  const board = document.querySelector('.pt-playboard');
  board.scrollIntoView({block: 'start'});
  const box = e => e.getBoundingClientRect();
  const shown = e => box(e).width > 0 && box(e).height > 0;
  const felt = box(board.querySelector('.pt-felt'));
  const parts = [board.querySelector('.pt-play-hand'), board.querySelector('.pt-message'),
                 ...board.querySelectorAll('.pt-pass, .pt-hint, .pt-declare')].filter(shown);
  return {top: box(board).top, bottom: Math.max(...parts.map(e => box(e).bottom)), feltLeft: felt.left,
          feltRight: felt.right, besideFelt: box(board.querySelector('.pt-message')).left >= felt.right - 1,
          width: document.documentElement.scrollWidth};
}"""


@pytest.mark.parametrize("size", [(1280, 900), (1024, 768)])
def test_on_a_laptop_the_play_board_shows_its_cards_messages_and_buttons_on_one_screen(
        browser: Any, tutorial_server: TutorialServer, size: tuple[int, int]) -> None:
    """Chapter 8 on a 1280x900 laptop: the felt used only its left half and the messages and Declare / Pass /
    Hint fell below the fold, so the newcomer scrolled on every trick. The board scrolled to its top shows the
    hand, the message and the buttons, the message beside the felt."""
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height})
    try:
        page = context.new_page()
        page.goto(tutorial_server.chapter("08_play_a_game"), timeout=PAGE_TIMEOUT_MS)
        page.wait_for_selector(".pt-playboard .pt-play-hand .pt-card", timeout=PAGE_TIMEOUT_MS)
        page.wait_for_selector(".pt-playboard .pt-message .pt-msg")
        span = page.evaluate(_PLAY_BOARD_SPAN)
        assert span["besideFelt"], span
        assert span["bottom"] - span["top"] <= height, span
        assert span["width"] <= width, span
    finally:
        context.close()


def test_a_game_in_play_asks_before_its_page_is_closed(browser: Any, tutorial_server: TutorialServer) -> None:
    """Chapter 8's board: nothing to lose before the first move, so its page closes unasked; once a card is played
    the board's leave guard (an anywidget, its trait ``game_in_play`` synced) asks before the page is left."""
    asked: list[str] = []

    def open_board() -> Any:
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        page = context.new_page()
        page.on("dialog", lambda d: (asked.append(d.type), d.dismiss()))
        page.goto(tutorial_server.chapter("08_play_a_game"), timeout=PAGE_TIMEOUT_MS)
        page.wait_for_selector(".pt-playboard .pt-play-hand .pt-card:not([disabled])", timeout=PAGE_TIMEOUT_MS)
        return context, page

    context, page = open_board()
    try:
        page.mouse.click(5, 5)  # a user's gesture, without which the browser never asks
        waiting = context.new_page()  # waits while the page closes (or asks)
        page.close(run_before_unload=True)
        waiting.wait_for_timeout(1_500)
        assert asked == [] and page.is_closed()
    finally:
        context.close()
    context, page = open_board()
    try:
        # the move is in once the board says what you did (the hand's count is no sign: a deal that now varies by
        # visit may have you follow, and the draw brings the hand back to six before a frame shows five)
        said = "() => /You (played|led)/.test(document.querySelector('.pt-playboard').innerText)"
        assert not page.evaluate(said)
        page.click(".pt-playboard .pt-play-hand .pt-card:not([disabled]) >> nth=0")
        page.wait_for_function(said)
        waiting = context.new_page()
        page.close(run_before_unload=True)
        waiting.wait_for_timeout(1_500)
        assert asked == ["beforeunload"] and not page.is_closed()  # dismissed: the page stays
    finally:
        context.close()


_HELD = """() => {
  // Each change of the board, as drawn: whether the page says the computer is thinking, and whether every card of
  // yours is then faded and not pressable, the hand's label saying why.
  window.__held = [];
  const board = document.querySelector('.pt-playboard');
  const look = () => {
    const cards = [...board.querySelectorAll('.pt-play-hand .pt-card, .pt-play-table .pt-card')];
    const think = board.querySelector('.pt-play-think .pt-thinking');
    window.__held.push({thinking: !!think && think.innerText.includes('is thinking'),
                        held: cards.length > 0 && cards.every(c => c.disabled && c.classList.contains('pt-dim')),
                        label: board.querySelector('.pt-play-hand .pt-label').innerText});
  };
  new MutationObserver(look).observe(board, {subtree: true, childList: true, attributes: true, characterData: true});
}"""


def test_while_the_computer_thinks_a_tap_is_answered_at_once(browser: Any, tutorial_server: TutorialServer) -> None:
    """Chapter 8 on a phone, against master (who thinks): a newcomer's taps while it thought did nothing, and
    nothing said why. From the tap on, the board shows the computer thinking, your cards faded and not pressable,
    and says so over your hand; then your cards come back."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    try:
        page = context.new_page()
        page.goto(tutorial_server.chapter("08_play_a_game"), timeout=PAGE_TIMEOUT_MS)
        ready = ".pt-playboard .pt-play-hand .pt-card:not([disabled])"
        page.wait_for_selector(ready, timeout=PAGE_TIMEOUT_MS)
        # No game under way: the pick starts a new game against master at once.
        page.select_option(".pt-play-opponent select", label=PLAYER_WORDS["master"])
        page.wait_for_selector(".pt-playboard .pt-message :text('A new game against')", timeout=PAGE_TIMEOUT_MS)
        page.wait_for_selector(ready, timeout=PAGE_TIMEOUT_MS)
        page.evaluate(_HELD)
        page.tap(f"{ready} >> nth=0")
        page.wait_for_function("() => window.__held.some(s => s.thinking)", timeout=PAGE_TIMEOUT_MS)
        page.wait_for_function("() => !document.querySelector('.pt-play-think .pt-thinking')", timeout=PAGE_TIMEOUT_MS)
        thinking = page.evaluate("() => window.__held.filter(s => s.thinking)")
        assert thinking and all(s["held"] for s in thinking), thinking
        assert all("the computer is thinking" in s["label"] for s in thinking), thinking
        page.wait_for_selector(ready, timeout=PAGE_TIMEOUT_MS)  # your turn again: your cards come back
    finally:
        context.close()
