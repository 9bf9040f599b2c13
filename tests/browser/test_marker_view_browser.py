"""This device's view after a reload: face to face and referee mode come back as they were left, through the
app's device view (``penchant_widgets.marker.device``, an anywidget: ``face_to_face`` and ``referee`` synced traits,
kept by its module in the browser's storage and given back as ``stored_choice``). Nothing clicks to restore them
(a page script clicked the toggles on a 150 ms poll, a review found) or reads a button label for them (it looked
for a ✓ in the Referee button's text), and another device keeps its own view."""

from __future__ import annotations

from typing import Any

import pytest
from marker_page import new_game, open_marker, ready, tap
from support import MarkerServer

pytestmark = pytest.mark.browser

COUNT_CLICKS = """
window.__pmScriptClicks = 0;
document.addEventListener("click", function (ev) { if (!ev.isTrusted) window.__pmScriptClicks++; }, true);
"""
"""Every click a script fires (``el.click()``, a synthetic event) is untrusted; a player's (Playwright's) is not."""

RENAME_LABELS = """
new MutationObserver(function () {
  document.querySelectorAll(".pm-app button").forEach(function (b) {
    var t = b.textContent.replace("\\u2713", "").replace("Referee", "Arbiter").replace("Face to face", "Turned");
    if (t !== b.textContent) b.textContent = t;
  });
}).observe(document, {subtree: true, childList: true, characterData: true});
"""
"""A translated page: the toolbar's labels say other words, and the referee's ✓ is gone."""

KEPT = "(want) => JSON.stringify(JSON.parse(localStorage.getItem('pm-view'))) === JSON.stringify(want)"
"""This device's stored choice is ``want`` (``{"face": true, "referee": false}``): kept by the device view once its
``restored`` trait is set, from its synced ``face_to_face`` and ``referee``."""


def kept(page: Any, face: bool, referee: bool) -> None:
    page.wait_for_function(KEPT, arg={"face": face, "referee": referee})


def _turn_both_on_and_reload(page: Any, server: MarkerServer, names: tuple[str, str]) -> None:
    open_marker(page, server)
    new_game(page, names)
    tap(page, ".pm-kind0-marriage")
    page.click(".pm-face-toggle")
    page.wait_for_selector(".pm-app.pm-face")
    page.click(".pm-referee")
    page.wait_for_selector(".pm-deal:not(.pm-hidden) .pm-ref")
    kept(page, True, True)
    page.reload()
    ready(page)


def _restored(page: Any) -> None:
    page.wait_for_selector(".pm-app.pm-face")
    page.wait_for_selector(".pm-deal:not(.pm-hidden) .pm-ref")
    kept(page, True, True)


def test_a_reload_restores_face_to_face_and_referee_with_no_click_fired(page: Any, server: MarkerServer) -> None:
    page.add_init_script(COUNT_CLICKS)
    _turn_both_on_and_reload(page, server, ("Kit", "Lou"))
    _restored(page)
    page.wait_for_timeout(1_500)  # the old script's clicks came on a poll, and again at 1.2 and 4 s
    assert page.evaluate("() => window.__pmScriptClicks") == 0
    # Turned off, the choice is kept off across the next reload too.
    page.click(".pm-face-toggle")
    kept(page, False, True)
    page.reload()
    ready(page)
    page.wait_for_selector(".pm-deal:not(.pm-hidden) .pm-ref")
    kept(page, False, True)
    assert page.locator(".pm-app.pm-face").count() == 0
    assert page.evaluate("() => window.__pmScriptClicks") == 0


def test_renamed_toolbar_labels_do_not_lose_the_view(page: Any, server: MarkerServer) -> None:
    page.add_init_script(RENAME_LABELS)
    _turn_both_on_and_reload(page, server, ("Max", "Nia"))
    label = page.locator(".pm-referee").first.text_content() or ""
    assert label.startswith("Arbiter") and "\u2713" not in label  # the ✓ the old script looked for: gone
    _restored(page)


def test_another_device_keeps_its_own_view(browser: Any, page: Any, server: MarkerServer) -> None:
    """The view is the device's: a second tablet at the same table (its own browser storage) opens on the same
    game side by side, without referee mode, and what it chooses leaves the first one's choice as it was."""
    _turn_both_on_and_reload(page, server, ("Ora", "Pip"))
    _restored(page)
    other = browser.new_context(viewport=page.viewport_size)
    try:
        second = other.new_page()
        second.set_default_timeout(30_000)
        open_marker(second, server)
        second.wait_for_selector(".pm-deal:not(.pm-hidden) .pm-trick0")
        kept(second, False, False)
        assert second.locator(".pm-app.pm-face").count() == 0
        assert second.locator(".pm-deal:not(.pm-hidden) .pm-ref").count() == 0
        second.click(".pm-referee")
        kept(second, False, True)
        second.reload()
        ready(second)
        second.wait_for_selector(".pm-deal:not(.pm-hidden) .pm-ref")
        kept(second, False, True)
    finally:
        other.close()
    page.reload()
    ready(page)
    _restored(page)
