"""Inline SVG charts for chapter 9 (no plotting library, so the static site can run them in Pyodide)."""

from __future__ import annotations

import re
import sys
from itertools import pairwise

from penchant_widgets.svg import bar_chart, histogram


def test_bar_chart_draws_a_bar_per_group_and_series_with_intervals_and_the_reference() -> None:
    svg = bar_chart(["received", "held", "declared"], {"one": [0.13, 0.06, 0.03], "either": [0.24, 0.11, 0.06]},
                    intervals={"one": [(0.12, 0.14)] * 3}, reference=(0.1, "article 10%"), title="reunion")
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    assert len(re.findall(r"<rect [^>]*><title>", svg)) == 6
    assert "article 10%" in svg and 'stroke-dasharray="5,3"' in svg
    assert ">40%<" in svg and ">10%<" in svg, "round tick labels (0, 10, 20, 30, 40%)"


def test_histogram_draws_a_bar_per_value_labelled_at_the_values() -> None:
    svg = histogram({-3: 1, 0: 1280, 3: 371, 6: 170}, xlabel="net points")
    assert len(re.findall(r"<rect ", svg)) == 4
    for v in ("-3", "0", "3", "6"):
        assert f">{v}</text>" in svg
    assert "matplotlib" not in sys.modules


def test_a_chart_says_what_it_shows_to_a_screen_reader() -> None:
    svg = bar_chart(["received", "held"], {"one": [0.13, 0.06]}, title="reunion")
    label = re.search(r'aria-label="([^"]*)"', svg)
    assert label is not None and label.group(1) == "reunion. received: one 13.0%; held: one 6.0%"
    hist = histogram({-3: 1, 0: 12}, xlabel="net points")
    label = re.search(r'aria-label="([^"]*)"', hist)
    assert label is not None and label.group(1) == "Deals by net points: -3: 1, 0: 12"


def test_a_histograms_words_are_readable_on_a_phone() -> None:
    """On a 390 px phone the chart keeps to the chapter's text column, 313 px: the drawing's text must not shrink
    below 12 px (drawn 380 wide it read at 11.5 px, digits about 8 px tall), and its caption is page text (it wraps
    at the reader's size), not drawn."""
    hist = histogram({k: k * k for k in range(-10, 31)}, xlabel="a player's score in one deal: how many deals")
    width = float(re.search(r'viewBox="0 0 (\d+) \d+"', hist).group(1))  # type: ignore[union-attr]
    font = float(re.search(r'<svg [^>]*font-size="(\d+)"', hist).group(1))  # type: ignore[union-attr]
    assert font * min(1.0, 313 / width) >= 13, f"text drawn at {font * 313 / width:.1f} px on a phone"
    assert "<figcaption" in hist and "how many deals</figcaption>" in hist
    ticks = re.findall(r'<text x="([\d.]+)" y="[\d.]+" text-anchor="middle">(-?\d+)</text>', hist)
    assert len(ticks) >= 2
    room = max(len(t) for _, t in ticks) * font * 0.6  # each label has room: no two overlap, at any width
    assert all(float(b) - float(a) >= room for (a, _), (b, _) in pairwise(ticks)), ticks


def test_the_charts_and_the_pile_style_by_class_and_inline_only_what_is_computed() -> None:
    """A chart's frame and caption, charts side by side and a pile's backs take their fixed style from the
    package CSS; only a computed width or offset stays inline (they carried margin, alignment, flex and
    position inline)."""
    from penchant_widgets.cards import backs_html
    from penchant_widgets.styles import board_css
    from penchant_widgets.svg import charts_row

    fixed = ("margin", "text-align", "font-size", "display", "flex", "position", "top:")
    made = {"histogram": histogram({0: 3, 1: 5}, xlabel="points", ylabel="deals"),
            "charts_row": charts_row(["<svg></svg>", "<svg></svg>"]),
            "pile": backs_html(3, "sm", overlap=True)}
    for name, html in made.items():
        inline = " ".join(re.findall(r'style="([^"]*)"', html) + re.findall(r"style='([^']*)'", html))
        assert not [w for w in fixed if w in inline], (name, inline)
    for cls in ("pt-chart", "pt-charts", "pt-charts-cell", "pt-pile-card"):
        assert f".{cls}" in board_css() and f'class="{cls}"' in "".join(made.values()), cls


def test_a_histograms_labels_step_from_zero_so_the_bar_of_zero_is_named() -> None:
    """Chapter 9's chart of the lead's worth (values in steps of 3 from -3): its labels stepped from the lowest
    value (-3, 3, 9, ...) and its tallest bar, the bar of 0, had none."""
    counts = {-3: 1, 0: 1280, 3: 371, 6: 170, 9: 86, 12: 58, 15: 24, 18: 6, 21: 2, 24: 2}
    hist = histogram(counts, xlabel="points the lead is worth")
    ticks = [int(t) for t in re.findall(r'<text x="[\d.]+" y="[\d.]+" text-anchor="middle">(-?\d+)</text>', hist)]
    assert 0 in ticks and 2 <= len(ticks)
    assert set(ticks) <= set(counts), "each label under a bar that is drawn"


def test_a_histogram_in_steps_labels_every_bar_where_the_labels_have_room() -> None:
    """Chapter 9's chart of the lead's worth had a bar every 3 points and labels at 0, 6, 12: a reader could not
    tell what each bar counted. Each bar is labelled with its value, centred under it, and the bars stand apart."""
    counts = {-3: 1, 0: 1280, 3: 371, 6: 170, 9: 86, 12: 58, 15: 24, 18: 6, 21: 2, 24: 2}
    hist = histogram(counts, xlabel="points the lead is worth")
    ticks = {int(t): float(x) for x, t in
             re.findall(r'<text x="([\d.]+)" y="[\d.]+" text-anchor="middle">(-?\d+)</text>', hist)}
    assert sorted(ticks) == sorted(counts)
    bars = re.findall(r'<rect x="([\d.]+)" y="[\d.]+" width="([\d.]+)"[^>]*><title>(-?\d+):', hist)
    for x, width, value in bars:
        assert abs(float(x) + float(width) / 2 - ticks[int(value)]) < 0.2, (value, x, width)
    gaps = [float(b[0]) - float(a[0]) - float(a[1]) for a, b in pairwise(bars)]
    assert min(gaps) >= 5, "bars one value each, apart: not ranges that touch"


def test_a_histograms_horizontal_axis_is_named_under_its_numbers() -> None:
    """Chapter 9's histograms had no name on their x-axis: ``xaxis`` draws one, below the numbers, inside."""
    import re

    plain = histogram({0: 3, 3: 5}, xlabel="points the lead is worth: how many deals")
    named = histogram({0: 3, 3: 5}, xlabel="points the lead is worth: how many deals", xaxis="points")
    assert "pt-chart-xaxis" not in plain
    axis = re.search(r'<text class="pt-chart-xaxis" x="[\d.]+" y="([\d.]+)"[^>]*>points</text>', named)
    assert axis is not None
    height = float(re.search(r'viewBox="0 0 \d+ (\d+)"', named).group(1))  # type: ignore[union-attr]
    ticks = [float(y) for y in re.findall(r'<text x="[\d.]+" y="([\d.]+)" text-anchor="middle">\d+</text>', named)]
    assert ticks and all(t < float(axis.group(1)) for t in ticks) and float(axis.group(1)) < height
    # the bars keep their height: the drawing grows for the name
    bars = re.findall(r'<rect [^>]*height="([\d.]+)"', named)
    assert bars == re.findall(r'<rect [^>]*height="([\d.]+)"', plain)


def test_a_bars_title_counts_one_thing_in_the_singular() -> None:
    """Chapter 9's charts titled a bar of one deal "-3: 1 deals" and of one score "1 scores"."""
    titles = re.findall(r"<title>([^<]*)</title>", histogram({-3: 1, 0: 12}, xlabel="net points"))
    assert titles == ["-3: 1 deal", "0: 12 deals"]
    scores = histogram({0: 1, 1: 2}, xlabel="points", ylabel="scores", ylabel_one="score")
    assert re.findall(r"<title>([^<]*)</title>", scores) == ["0: 1 score", "1: 2 scores"]
