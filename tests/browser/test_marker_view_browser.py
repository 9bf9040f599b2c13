"""This device's view after a reload: face to face and referee mode come back as they were left, through the
app's one channel (``penchant_widgets.marker.device``: the view said in ``.pm-view-said``'s data- attributes,
the stored choice given back through ``.pm-view-asked``). The page's script clicks nothing to restore them
(it clicked the toggles on a 150 ms poll, a review found) and reads no button label for them (it looked for a
✓ in the Referee button's text)."""

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

SAID = ".pm-view-said[data-restored='1'][data-face='{face}'][data-referee='{referee}']"


def _turn_both_on_and_reload(page: Any, server: MarkerServer, names: tuple[str, str]) -> None:
    open_marker(page, server)
    new_game(page, names)
    tap(page, ".pm-kind0-marriage")
    page.click(".pm-face-toggle")
    page.wait_for_selector(".pm-app.pm-face")
    page.click(".pm-referee")
    page.wait_for_selector(".pm-deal:not(.pm-hidden) .pm-ref")
    page.wait_for_selector(SAID.format(face=1, referee=1), state="attached")
    page.reload()
    ready(page)


def _restored(page: Any) -> None:
    page.wait_for_selector(SAID.format(face=1, referee=1), state="attached")
    page.wait_for_selector(".pm-app.pm-face")
    page.wait_for_selector(".pm-deal:not(.pm-hidden) .pm-ref")
    assert page.evaluate("() => JSON.parse(localStorage.getItem('pm-view'))") == {"face": True, "referee": True}


def test_a_reload_restores_face_to_face_and_referee_with_no_click_fired(page: Any, server: MarkerServer) -> None:
    page.add_init_script(COUNT_CLICKS)
    _turn_both_on_and_reload(page, server, ("Kit", "Lou"))
    _restored(page)
    page.wait_for_timeout(1_500)  # the old script's clicks came on a poll, and again at 1.2 and 4 s
    assert page.evaluate("() => window.__pmScriptClicks") == 0
    # Turned off, the choice is kept off across the next reload too.
    page.click(".pm-face-toggle")
    page.wait_for_selector(SAID.format(face=0, referee=1), state="attached")
    page.reload()
    ready(page)
    page.wait_for_selector(SAID.format(face=0, referee=1), state="attached")
    page.wait_for_selector(".pm-deal:not(.pm-hidden) .pm-ref")
    assert page.locator(".pm-app.pm-face").count() == 0
    assert page.evaluate("() => window.__pmScriptClicks") == 0


def test_renamed_toolbar_labels_do_not_lose_the_view(page: Any, server: MarkerServer) -> None:
    page.add_init_script(RENAME_LABELS)
    _turn_both_on_and_reload(page, server, ("Max", "Nia"))
    label = page.locator(".pm-referee").first.text_content() or ""
    assert label.startswith("Arbiter") and "\u2713" not in label  # the ✓ the old script looked for: gone
    _restored(page)
