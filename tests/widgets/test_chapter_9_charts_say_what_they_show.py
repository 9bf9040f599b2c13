"""A newcomer's review of chapter 9: the chart of the lead's worth labelled its bars "-3", "0", "3", ... and a
reader who knows no card game could not tell what "-3" meant, nor what the chart showed. The bars are labelled
in points, a loss with a minus sign ("−3": the lead cost 3 points), every bar labelled; the axis says so in
words, each bar's title says it in a sentence's words, and a sentence above each chart says what it shows."""

from __future__ import annotations

import re
from itertools import pairwise

from penchant.studies import deal_worth_figures, figure_shapes
from penchant.studies.numbers import DISTRIBUTIONS_FORMAT, packaged_study
from penchant_widgets.svg import histogram

CHARTED = packaged_study("distributions.json", DISTRIBUTIONS_FORMAT)


def _ticks(svg: str) -> list[str]:
    return re.findall(r'<text x="[\d.]+" y="[\d.]+" text-anchor="middle">([^<]*)</text>', svg)


def _drawn(chart: figure_shapes.Chart) -> str:
    return histogram(chart.counts, xaxis=chart.axis, xlabel=chart.caption, labels=chart.labels,
                     titles=chart.titles, about=chart.about)


def test_the_lead_charts_bars_are_points_and_its_axis_says_what_the_minus_means() -> None:
    lead = deal_worth_figures.lead_worth_chart(CHARTED)
    svg = _drawn(lead)
    ticks = _ticks(svg)
    assert ticks == [lead.labels[v] for v in sorted(lead.counts)], "every bar labelled"
    assert lead.labels[-3] == "−3" and lead.labels[0] == "0" and lead.labels[24] == "24"
    assert "won" in lead.axis and "lost" in lead.axis and "−" in lead.axis and "points" in lead.axis, lead.axis
    assert len(lead.axis) <= 36, "the axis's name fits under a phone's drawing"
    # each bar's title says it in words too
    assert "<title>the leader gained 3 points on the other player: 371 deals</title>" in svg
    assert "<title>the leader lost 3 points to the other player: 1 deal</title>" in svg
    assert "<title>the lead changed nothing: 1,280 deals</title>" in svg or \
        "<title>the lead changed nothing: 1280 deals</title>" in svg


def test_each_chapter_9_chart_says_in_a_sentence_what_it_shows() -> None:
    lead, scores = deal_worth_figures.lead_worth_chart(CHARTED), deal_worth_figures.deal_scores_chart(CHARTED)
    for chart in (lead, scores):
        svg = _drawn(chart)
        about = re.search(r'<div class="pt-chart-about">((?:<p>[^<]*</p>)+)</div>', svg)
        assert about is not None, svg[:300]
        steps = re.findall(r"<p>([^<]*)</p>", about.group(1))
        assert steps[0].startswith("Each bar") and all(s.endswith(".") for s in steps), steps
        # in short steps (issue #31: one paragraph of about 150 words)
        assert all(len(s.split()) <= 45 for s in steps), steps
        assert svg.index("pt-chart-about") < svg.index("<svg"), "said before the drawing"
        # outside the chart's figure, which keeps to 400 px: inside it, the words were set in a strip (issue #31)
        assert svg.startswith('<div class="pt-chart-block"><div class="pt-chart-about"><p>'), svg[:120]
        assert svg.index("</p></div>") < svg.index("<figure"), svg[:300]
    dealt = sum(lead.counts.values())
    assert f"{dealt:,} deals" in lead.about and "changed nothing" in lead.about
    share = round(100 * lead.counts[0] / dealt)
    assert f"{share}%" in lead.about
    assert f"{sum(scores.counts.values()):,} scores" in scores.about


def test_the_chapter_draws_its_charts_with_their_labels_and_sentences() -> None:
    import json
    from pathlib import Path

    nb = json.loads((Path(__file__).parents[2] / "notebooks" / "09_the_numbers.ipynb").read_text(encoding="utf-8"))
    code = "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code")
    for said in ("labels=", "titles=", "about="):
        assert code.count(said) >= 2, f"both charts draw their {said}"
    outputs = json.dumps(nb)
    assert "pt-chart-about" in outputs and "the leader gained 3 points on the other player" in outputs


def test_the_lead_charts_sentence_says_what_its_bars_hold_as_the_bars_are_spaced() -> None:
    # The chart's bars stand every 3 points (−3 0 3 6 ...: the lead moved a score only in steps of 3) while its
    # sentence said "changed nothing: the bar at 0"; a reader could not tell whether a change of 1 or 2 points was
    # counted in that bar. The sentence says each bar is one number of points, the step between them as the bars
    # are drawn, and that no deal falls between two bars.
    from penchant.english.numbers import value_step

    lead = deal_worth_figures.lead_worth_chart(CHARTED)
    step = value_step(lead.counts)
    assert step == 3, "the deals charted move a score in steps of 3"
    between = deal_worth_figures.between_words(step)
    assert between == "1 or 2", between
    assert "exactly that many points" in lead.about, lead.about
    assert f"in steps of {step} points" in lead.about and f"no deal changed it by {between} points" in lead.about, \
        lead.about
    svg = _drawn(lead)
    xs = [float(x) for x in re.findall(r'<rect x="([\d.]+)"', svg)]
    gaps = {round(b - a, 1) for a, b in pairwise(xs)}
    assert len(gaps) == 1, "one bar per step, evenly spaced: no bar missing between two drawn"
    # a chart of every value (a step of 1) says nothing of steps
    assert value_step({0: 3, 1: 2, 2: 1}) == 1 and value_step({5: 1}) == 1


def test_the_lead_chart_says_it_counts_the_difference_between_the_two_scores() -> None:
    # A newcomer's review: the chart said the lead "changed its player's score ... only in steps of 3 points", but
    # after chapter 7 a reader knows one brisque changing hands is worth at most 2 to one player (a brisquette and
    # perhaps a book-bonus point). What the chart counts (``lead_worth``) is the leader's points less the other
    # player's: the difference between the two scores, which one brisque moves for both players at once. Every
    # sentence around the chart says so, and none says "its player's score" nor "a score" moved in steps.
    lead = deal_worth_figures.lead_worth_chart(CHARTED)
    words = deal_worth_figures.lead_worth_words(CHARTED).words
    for said in (lead.about, lead.caption, words):
        assert "difference between the two scores" in said, said
    assert "its player's score" not in lead.about and "changed a score" not in lead.about, lead.about
    assert "the difference only in steps of 3 points" in lead.about, lead.about
    assert "to its player" not in lead.caption, lead.caption
    assert lead.titles[3] == "the leader gained 3 points on the other player", lead.titles[3]
    assert lead.titles[-3] == "the leader lost 3 points to the other player", lead.titles[-3]


def test_the_lead_charts_step_is_given_its_true_reason_brisquette_and_book_bonus() -> None:
    # A newcomer's review: the chart said the bars stand 3 apart because "a brisque that changes hands counts for
    # one player and against the other", which gives 2 (a brisquette each way), not 3. The third point is the book
    # bonus: the twelve brisques are all taken, so one more for one player is one more above six for him or one
    # fewer above six for the other. The rules say how far one brisque moves the difference, and the sentence says
    # both parts of it.
    from penchant.rules.profiles import KANDELL
    from penchant.rules.scoring import brisque_changing_hands, last_six_net

    assert brisque_changing_hands(KANDELL) == 3
    for won in ((5, 4), (2, 1), (0, 0), (6, 0), (1, 8)):
        in_play = 12 - sum(won)  # every brisque is taken: those of the first ten tricks and the last six
        for mine in range(1, in_play + 1):
            theirs = in_play - mine
            moved = last_six_net(KANDELL, won, mine, theirs) - last_six_net(KANDELL, won, mine - 1, theirs + 1)
            assert moved == brisque_changing_hands(KANDELL), (won, mine, moved)
    lead = deal_worth_figures.lead_worth_chart(CHARTED)
    assert "counts for one player and against the other" not in lead.about, lead.about
    assert "brisquette" in lead.about and "book bonus" in lead.about, lead.about
    # the pack's brisques and the book in the rules' numbers, said in words (issue #30: once typed as words)
    from penchant.english.numbers import number_words
    from penchant.rules.brisques import BOOK_BRISQUES, BRISQUES_IN_PACK

    assert f"all {number_words(BRISQUES_IN_PACK)} brisques are taken" in lead.about, lead.about
    assert f"one fewer above {number_words(BOOK_BRISQUES)} for the other" in lead.about, lead.about
