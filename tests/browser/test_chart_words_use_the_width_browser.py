"""Chapter 9's "More: every deal's change, in a chart": the long explanation was set inside the chart's 400 px
figure, a strip of some 330 px with the page empty beside it (issue #31). Opened, its words are beside the chart at
a readable width where the page has room, else above it across the page's width."""

from __future__ import annotations

from typing import Any

import pytest
from browser_helpers import PAGE_TIMEOUT_MS, TutorialServer

pytestmark = pytest.mark.browser
TUTORIAL_WARM = 0
"""The tutorial's server warms no kernel ahead (conftest.py): no page of this module found one waiting (each opens a
chapter before its warm-up was done), so the warm-ups only cost the machine."""

MEASURE = """() => {
  const opened = [...document.querySelectorAll('details')]
    .filter(d => d.querySelector('summary').textContent.includes('in a chart'));
  opened.forEach(d => { d.open = true; });
  return opened.map(d => {
    const words = d.querySelector('.pt-chart-about').getBoundingClientRect();
    const chart = d.querySelector('figure.pt-chart').getBoundingClientRect();
    return {details: d.getBoundingClientRect().width, words: words.width, chart: chart.width,
            beside: words.top > chart.top - 5 && words.right <= chart.left};
  });
}"""


@pytest.mark.parametrize("width", [1280, 1024, 390])
def test_a_charts_words_use_the_pages_width(browser: Any, tutorial_server: TutorialServer, width: int) -> None:
    context = browser.new_context(viewport={"width": width, "height": 900})
    try:
        page = context.new_page()
        page.goto(tutorial_server.chapter("09_the_numbers"), timeout=PAGE_TIMEOUT_MS)
        page.wait_for_selector(".pt-chart-about", state="attached", timeout=PAGE_TIMEOUT_MS)
        # the page's style comes with its first widget: measured before it, the words stand in no block yet
        page.wait_for_function("() => getComputedStyle(document.querySelector('.pt-chart-block')).display === 'flex'",
                               timeout=PAGE_TIMEOUT_MS)
        charts = page.evaluate(MEASURE)
        assert len(charts) == 2, charts
        for got in charts:
            if got["beside"]:
                assert got["words"] >= 400, got  # a readable width beside the chart
                assert got["words"] + got["chart"] >= 0.9 * got["details"], got  # no empty strip beside them
            else:
                assert got["words"] >= 0.95 * got["details"], got  # above the chart, the page's width
        assert width < 1000 or all(got["beside"] for got in charts), charts
    finally:
        context.close()
