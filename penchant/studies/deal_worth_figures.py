"""What a deal is worth, as the page on the computer players and chapter 9 show it: the deal's score under each rule
book, its spread, and what leading to the last six is worth (``penchant/data/numbers.json``,
``penchant/data/distributions.json``), as tables of words, charts and paragraphs (shapes from
:mod:`~penchant.studies.figure_shapes`), in words and never in markup.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from penchant.english.lists import join_and, join_or
from penchant.english.marked import Cell, Figure, Paragraph
from penchant.english.numbers import count_words, number_words, value_step
from penchant.errors import InvalidRecordError
from penchant.rules.book_names import rules_words
from penchant.rules.brisques import BOOK_BRISQUES, BRISQUES_IN_PACK
from penchant.rules.profiles import KANDELL, PROFILES
from penchant.rules.scoring import brisque_changing_hands, brisquettes_swing
from penchant.studies.figure_shapes import Chart, Table, interval_figure, kandell_study

__all__ = [
    "average_deal_table", "between_words", "counts_by_value", "deal_scores_chart", "deal_worth_table",
    "deals_counted_words", "lead_worth_chart", "lead_worth_in_words", "lead_worth_table", "lead_worth_words",
    "minus_points",
]


def deal_worth_table(numbers: Mapping[str, Any], profiles: Sequence[str] = tuple(PROFILES)) -> Table:
    """A player's average score a deal under each set of rules, and its parts."""
    studies = {s["profile"]: s for s in numbers["simulations"]}
    rows: list[list[Cell]] = []
    for name in profiles:
        s = studies[name]
        parts = s["mean_parts"]
        rows.append([name, interval_figure(s["mean_deal_score"], ".2f"),
                     *(f"{parts[p]['value']:.2f}" for p in ("declarations", "brisquettes", "book bonus"))])
    return Table(["rules", "mean deal score (one player)", "declarations", "brisquettes", "book bonus"], rows)


def lead_worth_table(sim: Mapping[str, Any], numbers: Mapping[str, Any]) -> Table:
    """What leading the last six tricks is worth to the leader, from the played deals and the stored study."""
    def row(what: str, worth: Mapping[str, Any], counts: Mapping[str, int]) -> list[Cell]:
        lo, hi = worth["ci95"]
        return [what, Figure(f"{worth['value']:+.2f}", f"(95% {lo:+.2f} to {hi:+.2f})"),
                f"{counts['helps']:,}", f"{counts['same']:,}", f"{counts['hurts']:,}"]

    big = kandell_study(numbers)
    return Table(["deals", "the lead is worth, on average", "helps", "no difference", "hurts"],
                 [row(f"{sim['deals']:,}", sim["lead_worth"], sim["lead_worth_counts"]),
                  row(f"{big['lead_worth']['n']:,} (stored study)", big["lead_worth"], big["lead_worth_counts"])])


def counts_by_value(stored: Mapping[str, int]) -> dict[int, int]:
    """A stored histogram (its values written as JSON keys, so as text) by value: ``{"-3": 12}`` is ``{-3: 12}``."""
    return {int(value): count for value, count in stored.items()}


def deals_counted_words(numbers: Mapping[str, Any], charted: Mapping[str, Any]) -> Paragraph:
    """How many deals chapter 9's figures count, said from the two studies it reads: its tables' (the stored study
    under Kandell's rules) and its charts' (``penchant/data/distributions.json``), other deals and far fewer: each
    count is said beside what it counts, so a chart of a few thousand deals is not read as the tables' count."""
    big = kandell_study(numbers)
    drawn = charted["summary"]
    rules = join_and(dict.fromkeys(rules_words(s["profile"]) for s in (big, drawn)))
    return Paragraph(("The tables count ", f"{big['deals']:,} deals", " and the charts ", f"{drawn['deals']:,} others",
                      f", all played by the computer against itself under {rules}."))


def average_deal_table(numbers: Mapping[str, Any]) -> Table:
    """A player's points in an average deal under Kandell's rules, by part and in all."""
    big = kandell_study(numbers)
    parts = big["mean_parts"]
    return Table(["", "points in an average deal"],
                 [["declarations", f"{parts['declarations']['value']:.1f}"],
                  ["brisquettes", f"{parts['brisquettes']['value']:.1f}"],
                  ["the book bonus", f"{parts['book bonus']['value']:.1f}"],
                  [Figure("in all", strong=True), Figure(f"{big['mean_deal_score']['value']:.1f}", strong=True)]])


def _counts(charted: Mapping[str, Any], name: str) -> dict[int, int]:
    counts = counts_by_value(charted[name])
    if sum(counts.values()) < 1:
        raise InvalidRecordError(f"the charted study's {name!r} counts no deal")
    return counts


def deal_scores_chart(charted: Mapping[str, Any]) -> Chart:
    """A player's score in one deal, over the charted deals (``penchant/data/distributions.json``): two scores
    a deal."""
    scores = _counts(charted, "deal_scores")
    total = sum(scores.values())
    return Chart(scores, "a player's points in the deal",
                 f"a player's score in one deal ({rules_words(charted['summary']['profile'])}): "
                 f"how many of {total:,} scores "
                 f"({charted['summary']['deals']:,} deals, two players in each)",
                 about=f"Each bar is a score one player made in one deal, from {min(scores)} points to "
                       f"{max(scores)}; its height is how many of the {total:,} scores came out at it.")


def lead_worth_chart(charted: Mapping[str, Any]) -> Chart:
    """What leading the last six tricks is worth to the player who leads, over the charted deals: the change in the
    difference between the two scores (his points less the other player's,
    :func:`~penchant.studies.numbers.lead_worth`), not in his own score: one brisque changing hands moves one
    player's score by a brisquette and perhaps a book-bonus point, and the difference by both players' points at
    once."""
    worth = _counts(charted, "lead_worth")
    dealt = sum(worth.values())
    nothing = worth.get(0, 0) / dealt
    return Chart(worth, "points won by leading (−: lost)",
                 f"how the lead moves the difference between the two scores "
                 f"({rules_words(charted['summary']['profile'])}): how many deals "
                 f"out of {dealt:,}",
                 labels={v: minus_points(v) for v in worth},
                 titles={v: lead_worth_in_words(v) for v in worth},
                 # in short steps, a line each: one paragraph of all of it reads as a wall
                 about="\n".join(step for step in (
                     "Each bar counts the deals in which leading the last six tricks changed the difference "
                     "between the two scores by exactly that many points.",
                     "3: the leader ends three points further ahead of the other player, or three less far behind, "
                     "than if the other had led. −3: three points the other way.",
                     *_steps_words(value_step(worth)),
                     f"In {nothing:.0%} of the {dealt:,} deals it changed nothing: the bar at 0.")))


def between_words(step: int) -> str:
    """The whole numbers of points between two bars ``step`` apart, as a reader lists them: ``"1 or 2"``."""
    return join_or(str(n) for n in range(1, step))


def _steps_words(step: int) -> tuple[str, ...]:
    """What lies between two bars of a chart whose values go in ``step``: nothing (a bar is one number of points, not
    a range); said only where bars stand apart, in steps (a line each)."""
    if step == 1:
        return ()
    said = (f"In these deals the lead changed the difference only in steps of {step} points (no deal changed it "
            f"by {between_words(step)} points), so the bars stand {step} apart.")
    if step != brisque_changing_hands(KANDELL):
        return (said,)
    brisquette = count_words(KANDELL.brisquette_points, 'point', digits=True)
    both = count_words(brisquettes_swing(KANDELL, 1), 'point', digits=True)
    bonus = count_words(KANDELL.bonus_points, 'point', digits=True)
    return (said,
            f"Why: a brisque of the last six tricks that one player takes instead of the other is his brisquette "
            f"({brisquette}) and not the other's: {both} between them.",
            f"It also moves the book bonus by {bonus}: all {number_words(BRISQUES_IN_PACK)} brisques are taken, so one "
            f"more for him is one more above {number_words(BOOK_BRISQUES)} for him, or one fewer above "
            f"{number_words(BOOK_BRISQUES)} for the other.")


def minus_points(value: int) -> str:
    """A number of points with a minus sign (not a hyphen) if below 0: ``"3"``, ``"0"``, ``"−3"`` (a plus sign
    too would leave no room for a label under every bar of chapter 9's chart on a phone)."""
    return f"−{-value}" if value < 0 else str(value)


def lead_worth_in_words(value: int) -> str:
    """What the lead did to the difference between the two scores, in words: ``"the leader gained 3 points on the
    other player"``."""
    if value == 0:
        return "the lead changed nothing"
    points = count_words(abs(value), 'point', digits=True)
    return f"the leader gained {points} on the other player" if value > 0 else \
        f"the leader lost {points} to the other player"


def lead_worth_words(charted: Mapping[str, Any]) -> Paragraph:
    """What the lead is worth, said from the deals :func:`lead_worth_chart` draws (not the run's size: "20,000"
    above a chart of 2,000 misleads): its average, how often it changes the result, how rarely it costs."""
    worth = _counts(charted, "lead_worth")
    dealt = sum(worth.values())
    average = sum(value * n for value, n in worth.items()) / dealt
    helps = sum(n for value, n in worth.items() if value > 0)
    hurts = sum(n for value, n in worth.items() if value < 0)
    return Paragraph(("The lead is worth ", f"about {average:.0f} points",
                      f" on average to the player who has it, in the difference between the two scores (his "
                      f"points less the other player's). It changes the result in about {helps / dealt:.0%} of "
                      f"deals, and it almost never costs anything (in {count_words(hurts, 'deal')} out of {dealt:,})."))
