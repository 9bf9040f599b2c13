"""Every page of the tutorial names itself in the browser's tab in a reader's words: a newcomer's tabs read
"00_how_to_use_this_tutorial", "practice", "marker", "the_computer_players". The title is each notebook's own
``title`` metadata, which the lab template Voilà extends puts in the page's ``<title>``."""

from __future__ import annotations

from typing import Any

import pytest
from browser_helpers import PAGE_TIMEOUT_MS, TutorialServer

pytestmark = pytest.mark.browser
TUTORIAL_WARM = 0
"""The tutorial's server warms no kernel ahead (conftest.py): no page of this module found one waiting (each opens a
chapter before its warm-up was done), so the warm-ups only cost the machine."""

TITLES = {
    "00_how_to_use_this_tutorial": "0 · How to use this tutorial",
    "09_the_numbers": "9 · The numbers",
    "the_computer_players": "The computer players and the numbers",
    "marker": "Penchant — score marker",
    "practice": "Penchant — practice",
}


@pytest.mark.parametrize("name", sorted(TITLES))
def test_a_page_names_itself_in_its_tab_in_a_readers_words(tutorial_server: TutorialServer, phone_page: Any,
                                                            name: str) -> None:
    page = phone_page
    # The title is in the page's head, sent before its cells run: the page need not finish loading.
    page.goto(tutorial_server.chapter(name), wait_until="commit", timeout=PAGE_TIMEOUT_MS)
    page.wait_for_function("document.title !== ''", timeout=PAGE_TIMEOUT_MS)
    assert page.title() == TITLES[name]
    assert "_" not in page.title() and ".ipynb" not in page.title()
    page.goto("about:blank")  # leave the page: its kernel is let go rather than run on
