"""Chapter 8's play board on a phone (390x844, touch): after the learner taps a card, the trick on the felt and
the message saying what happened are brought into view; the message lay below the screen and a newcomer scrolled
to find what happened. On a laptop (1280x900), where they and the hand are already on screen, the page does not
move. While the coach thinks over its move (seconds), the button says so at once, greyed out, and the board says
aria-busy: it gave no sign, and learners tapped again. (In this module: one tutorial server for all, Voilà being slow
to start.)"""

from __future__ import annotations

from typing import Any

from browser_helpers import PAGE_TIMEOUT_MS

TUTORIAL_WARM = 0
"""The tutorial's server warms no kernel ahead (conftest.py): no page of this module found one waiting (each opens a
chapter before its warm-up was done), so the warm-ups only cost the machine."""

HAND = ".pt-playboard .pt-play-hand button:enabled"
GAP = 8
"""What the page keeps between what it brings into view and the screen's edge (px; ``following.js``)."""
SETTLED = 1_500
"""How long the page is given to follow after a move (ms): the follow waits for the felt to be drawn."""


SCROLL_TOP = """() => { let box = document.querySelector('.pt-playboard .pt-felt').parentElement;
  while (box && !(box.scrollHeight > box.clientHeight + 5 && /(auto|scroll)/.test(getComputedStyle(box).overflowY)))
    box = box.parentElement;
  return Math.round((box || document.scrollingElement).scrollTop); }"""
"""Where the page is scrolled to: the box that scrolls it (Voilà's page panel, or the document)."""


def _box(page: Any, selector: str) -> dict[str, float]:
    box = page.locator(selector).first.bounding_box()
    assert box is not None, selector
    return box  # type: ignore[no-any-return]


def _play_a_card(page: Any, *, tap: bool) -> None:
    page.wait_for_selector(HAND, timeout=PAGE_TIMEOUT_MS)
    before = page.locator(".pt-playboard .pt-play-side .pt-message").first.inner_text()
    card = page.locator(HAND).first
    card.tap() if tap else card.click()
    page.wait_for_function("(b) => document.querySelector('.pt-playboard .pt-play-side .pt-message').innerText !== b",
                           arg=before, timeout=PAGE_TIMEOUT_MS)
    page.wait_for_timeout(SETTLED)


def _pass_a_turn_to_declare(page: Any, *, tap: bool = False) -> None:
    """Pass (tapped on a phone, clicked on a laptop) if the deal (chapter 8 deals anew at each visit) has come to
    the learner's turn to declare: a card is then picked for a declaration, not played, and the board shows its
    declaring row."""
    button = page.locator(".pt-playboard .pt-pass").first
    if button.is_visible():
        button.tap() if tap else button.click()
        page.wait_for_timeout(SETTLED)


def test_a_phone_shows_the_trick_and_the_message_after_each_play(browser: Any, tutorial_server: Any) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True,
                                  reduced_motion="reduce")
    page = context.new_page()
    try:
        page.goto(tutorial_server.chapter("08_play_a_game"), timeout=PAGE_TIMEOUT_MS)
        page.wait_for_selector(HAND, timeout=PAGE_TIMEOUT_MS)
        for _ in range(3):
            # where a learner reading down the page is when tapping a card: the hand at the foot of the screen
            page.locator(".pt-playboard .pt-play-hand").first.evaluate("(e) => e.scrollIntoView({block: 'end'})")
            _play_a_card(page, tap=True)
            trick = _box(page, ".pt-playboard .pt-felt .pt-trick")
            message = _box(page, ".pt-playboard .pt-play-side .pt-message")
            assert trick["y"] >= 0, ("the trick is on screen", trick)
            assert message["y"] + message["height"] <= 844, ("what happened is on screen", message)
            _pass_a_turn_to_declare(page, tap=True)
    finally:
        context.close()


def test_a_laptop_page_stays_put_while_all_is_on_screen(browser: Any, tutorial_server: Any) -> None:
    """Once the page has shown the felt, the hand and the message, it moves only to keep them on screen. It seemed to
    scroll 22 px by itself after the learner's second card on some deals: the computer had laid a declaration above
    the hand, the felt grew, and the hand's foot lay at 920 of 900 px; the test's click then scrolled the card into
    view. The page now follows the hand as it follows the trick and the message, and the hand is checked whole on
    screen before each card is clicked (so the click itself never scrolls)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, reduced_motion="reduce")
    page = context.new_page()
    try:
        page.goto(tutorial_server.chapter("08_play_a_game"), timeout=PAGE_TIMEOUT_MS)
        page.wait_for_selector(HAND, timeout=PAGE_TIMEOUT_MS)
        page.locator(".pt-playboard .pt-play-hand").first.scroll_into_view_if_needed()
        _play_a_card(page, tap=False)  # brought into view once, if the first screen did not show it all
        _pass_a_turn_to_declare(page)
        for _ in range(2):  # compared at like moments: each a card to play
            hand = _box(page, ".pt-playboard .pt-play-hand")
            assert _on_screen(hand, 900), ("the whole hand is on screen before a card is played", hand)
            scrolled = page.evaluate(SCROLL_TOP)
            _play_a_card(page, tap=False)
            moved = page.evaluate(SCROLL_TOP) - scrolled
            message = _box(page, ".pt-playboard .pt-play-side .pt-message")
            hand = _box(page, ".pt-playboard .pt-play-hand")
            trick = _box(page, ".pt-playboard .pt-felt .pt-trick")
            # The page moves only to bring the message (it grows as the deal goes on) or the hand (the felt grows
            # above it as declarations are laid) onto the screen: where the lower of them would have reached
            # unscrolled is under the screen's foot (less the gap the page keeps). Otherwise it stays put.
            reach = max(message["y"] + message["height"], hand["y"] + hand["height"]) + moved
            assert moved == 0 or reach > 900 - GAP, ("no jump where all is in view", moved, reach)
            for name, box in (("trick", trick), ("message", message), ("hand", hand)):
                assert _on_screen(box, 900), (f"the {name} is on screen", box)
            _pass_a_turn_to_declare(page)
    finally:
        context.close()


def test_the_coachs_move_says_it_is_thinking_while_it_thinks(browser: Any, tutorial_server: Any) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    try:
        page.goto(tutorial_server.chapter("08_play_a_game"), timeout=PAGE_TIMEOUT_MS)
        page.wait_for_selector(HAND, timeout=PAGE_TIMEOUT_MS)
        hint = page.locator(".pt-playboard .pt-hint").first
        hint.tap()  # what to look at: read from the coach's move, so the coach plays the position out many times first
        page.wait_for_selector(".pt-playboard[aria-busy='true'] button.pt-hint:disabled",
                               timeout=PAGE_TIMEOUT_MS)
        assert "Thinking" in hint.inner_text()
        page.wait_for_selector(".pt-playboard[aria-busy='false']", timeout=PAGE_TIMEOUT_MS)
        page.wait_for_function("() => document.querySelector('.pt-playboard .pt-hint').innerText.includes('move')",
                               timeout=PAGE_TIMEOUT_MS)
        assert "Hint:" in page.locator(".pt-playboard .pt-play-side").first.inner_text(), "said first"
        hint.tap()  # the coach's move: it reads the analysis Hint 1 read
        page.wait_for_function("() => document.querySelector('.pt-playboard .pt-play-side').innerText"
                               ".includes(\"The coach's move:\")", timeout=PAGE_TIMEOUT_MS)
        page.wait_for_selector(".pt-playboard[aria-busy='false']", timeout=PAGE_TIMEOUT_MS)
        page.wait_for_function("() => !document.querySelector('.pt-playboard .pt-hint').innerText.includes('Think')",
                               timeout=PAGE_TIMEOUT_MS)
    finally:
        context.close()


def test_hint_answers_the_tap_before_the_kernel_hears_of_it(browser: Any, tutorial_server: Any) -> None:
    """Issue #31: the first Hint of a game seemed to do nothing for seconds. The page itself answers the tap, in the
    same turn of its event loop as the click (no message from the kernel can have come): greyed out, "Thinking…",
    the board aria-busy; then the kernel's hint comes and the button reads as the kernel says."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, reduced_motion="reduce")
    page = context.new_page()
    try:
        page.goto(tutorial_server.chapter("08_play_a_game"), timeout=PAGE_TIMEOUT_MS)
        page.wait_for_selector(HAND, timeout=PAGE_TIMEOUT_MS)
        at_once = page.evaluate("""() => { const b = document.querySelector('.pt-playboard .pt-hint');
          b.click();
          return [b.innerText, b.disabled, document.querySelector('.pt-playboard').getAttribute('aria-busy')]; }""")
        assert at_once == ["Thinking…", True, "true"], at_once
        page.wait_for_selector(".pt-playboard .pt-play-hint .pt-msg", timeout=PAGE_TIMEOUT_MS)
        page.wait_for_selector(".pt-playboard[aria-busy='false'] button.pt-hint:enabled", timeout=PAGE_TIMEOUT_MS)
        assert page.locator(".pt-playboard .pt-hint").first.inner_text() == "The coach's move"
    finally:
        context.close()


def _on_screen(box: dict[str, float], height: int) -> bool:
    return box["y"] >= 0 and box["y"] + box["height"] <= height


def test_a_phone_brings_the_hint_and_the_coachs_move_into_view(browser: Any, tutorial_server: Any) -> None:
    """Newcomer 40, #6: on a phone the hint and the coach's move came below the buttons, out of sight, and the
    learner scrolled down to read each and back up to tap a card. Each is brought into view as it appears."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True,
                                  reduced_motion="reduce")
    page = context.new_page()
    try:
        page.goto(tutorial_server.chapter("08_play_a_game"), timeout=PAGE_TIMEOUT_MS)
        page.wait_for_selector(HAND, timeout=PAGE_TIMEOUT_MS)
        hint = page.locator(".pt-playboard .pt-hint").first
        # where a learner is who reads the hand and taps Hint under it: the button at the foot of the screen
        hint.evaluate("(e) => e.scrollIntoView({block: 'end'})")
        hint.tap()
        page.wait_for_selector(".pt-playboard .pt-play-hint .pt-msg", timeout=PAGE_TIMEOUT_MS)
        page.wait_for_timeout(SETTLED)
        said = _box(page, ".pt-playboard .pt-play-hint")
        assert said["height"] > 0 and _on_screen(said, 844), ("the hint is on screen", said)
        hint.evaluate("(e) => e.scrollIntoView({block: 'end'})")
        hint.tap()  # the coach's move, under the first hint
        page.wait_for_selector(".pt-playboard[aria-busy='false'] .pt-play-hint :text(\"The coach's move:\")",
                               timeout=PAGE_TIMEOUT_MS)
        page.wait_for_timeout(SETTLED)
        suggests = page.locator(".pt-playboard .pt-play-hint .pt-msg").last.bounding_box()
        assert suggests is not None and _on_screen(suggests, 844), ("the coach's move is on screen", suggests)
    finally:
        context.close()


def test_a_laptop_page_stays_put_when_the_hint_appears(browser: Any, tutorial_server: Any) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 900}, reduced_motion="reduce")
    page = context.new_page()
    try:
        page.goto(tutorial_server.chapter("08_play_a_game"), timeout=PAGE_TIMEOUT_MS)
        page.wait_for_selector(HAND, timeout=PAGE_TIMEOUT_MS)
        page.locator(".pt-playboard .pt-felt").first.evaluate("(e) => e.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(SETTLED)
        felt = _box(page, ".pt-playboard .pt-felt")
        page.locator(".pt-playboard .pt-hint").first.click()
        page.wait_for_selector(".pt-playboard .pt-play-hint .pt-msg", timeout=PAGE_TIMEOUT_MS)
        page.wait_for_timeout(SETTLED)
        assert abs(_box(page, ".pt-playboard .pt-felt")["y"] - felt["y"]) < 1, "no jump: the hint is beside the felt"
        assert _on_screen(_box(page, ".pt-playboard .pt-play-hint"), 900)
    finally:
        context.close()
