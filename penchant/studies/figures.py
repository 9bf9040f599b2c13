"""The stored studies' figures as the page on the computer players and chapter 9 show them: tables of words.

Each function reads a stored study (``penchant/data/numbers.json``, ``penchant/data/distributions.json``, the ladder)
and gives
a :class:`Table`: its column heads and rows, each cell plain words or a :class:`~penchant.english.marked.Figure`
(a figure and its 95% interval beside it); the lines said around the tables are
paragraphs (:class:`~penchant.english.marked.Paragraph`), their part to stand out marked. Setting them on a page
is the widgets' (their ``marked_words`` module); what the figures are and how they are worded is here, once,
typed and tested, in words and never in markup.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final, NamedTuple

from penchant.english.grammar import capitalised
from penchant.english.lists import join_and, join_or
from penchant.english.marked import Cell, Figure, Paragraph
from penchant.english.numbers import count_words, deals_share, number_words, value_step, whole_percent
from penchant.errors import InvalidRecordError
from penchant.rules.book_names import rules_words
from penchant.rules.brisques import BOOK_BRISQUES, BRISQUES_IN_PACK
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL, PROFILES, get_profile
from penchant.rules.scoring import brisque_changing_hands, brisquettes_swing
from penchant.studies.ladder import Ladder, elo_interval_words, stronger_of
from penchant.studies.numbers import (
    ARTICLE_CLAIMS,
    STUDY_KINDS,
    Scope,
    exact_chance,
    quadruplet_over_reunion,
    replays_as_stored,
    simulate,
    stored_chance,
)
from penchant.words.kinds import kind_words

__all__ = [
    "CHANCE_KINDS", "SCOPES", "Chart", "Table", "article_claim_words", "article_odds_words", "average_deal_table",
    "between_words",
    "chance_table",
    "counted_again", "counts_by_value", "deal_scores_chart", "deals_counted_words", "deal_worth_table",
    "full_size_table", "how_often",
    "how_often_table", "ladder_table", "ladder_words", "lead_worth_chart", "lead_worth_in_words", "lead_worth_table",
    "lead_worth_words",
    "match_table", "played_again", "rating_table", "ratio_table", "replayed_words", "minus_points", "simulation_note",
    "simulation_table", "study_chart", "whose",
]


class Table(NamedTuple):
    """A table's column heads and rows (each cell plain words or a figure with its aside):
    the widgets' ``table_html(table)`` draws it."""

    head: list[str]
    rows: list[list[Cell]]


class Chart(NamedTuple):
    """A histogram's counts by whole-number value, what its axis counts, its caption (the figures said under it
    come from the counts it draws), its bars' labels where a bare number would not say it (``+3``, ``−3``) and a
    sentence saying what it shows: ``histogram(chart.counts, xaxis=chart.axis, xlabel=chart.caption,
    labels=chart.labels, about=chart.about)``."""

    counts: dict[int, int]
    axis: str
    caption: str
    labels: Mapping[int, str] = {}
    """Each bar's label under it, by value (a value not here is labelled with its number)."""
    titles: Mapping[int, str] = {}
    """Each bar's value in words, its title on hover (a value not here is titled with its label)."""
    about: str = ""
    """What the chart shows, in a sentence a newcomer reads before the drawing."""


SCOPES: Final[tuple[Scope, Scope]] = ("player", "deal")
CHANCE_KINDS: Final = (Kind.REUNION, Kind.QUADRUPLET, Kind.FLUSH, Kind.CLAN, Kind.FAMILY, Kind.TRIPLET, Kind.MARRIAGE)
"""The kinds whose chance of being received is counted on the page, rarest first."""


def whose(scope: Scope) -> str:
    """A scope in words: one player's sixteen cards, or either player's."""
    return "one player" if scope == "player" else "either player"


def _interval(estimate: Mapping[str, Any], fmt: str, dash: str = "–") -> Figure:
    lo, hi = estimate["ci95"]
    return Figure(f"{estimate['value']:{fmt}}", f"({lo:{fmt}}{dash}{hi:{fmt}})")


def match_table(numbers: Mapping[str, Any]) -> Table:
    """The mirrored matches between the computer players: games, results, share of wins, points a game."""
    rows: list[list[Cell]] = []
    for entry in numbers["matches"].values():
        m = entry["summary"]
        lo, hi = m["win_share_a_ci95"]
        points = m["points_per_game_a_ci95"]  # None: one pair, or every pair alike, gives no interval
        spread = "no interval" if points is None else f"{points[0]:+.1f} to {points[1]:+.1f}"
        pairs = count_words(m["pairs"], "mirrored pair", digits=True)
        rows.append([f"{m['a']} against {m['b']}", f"{m['games']} ({pairs})",
                     f"{m['wins_a']} – {m['wins_b']} – {m['draws']}",
                     Figure(f"{m['win_share_a']:.1%}", f"({lo:.1%} to {hi:.1%})"),
                     Figure(f"{m['points_per_game_a']:+.1f}", f"({spread})")])
    return Table(["match", "games", "won – lost – drawn", "share of wins (95%)", "points per game (95%)"], rows)


def ladder_words(ladder: Ladder, a: str = "master", b: str = "strong") -> Paragraph:
    """What the round robin says of ``a`` against ``b``: games, share of wins, and whether one is the stronger."""
    top = ladder.match(a, b)
    lo, hi = top["win_share_a_ci95"]
    stronger = stronger_of(top)
    close = "too few games to tell the two apart" if stronger is None else f"{stronger} is the stronger"
    return Paragraph((f"{ladder.meta['games_per_match']} games between every two players. {capitalised(a)} against "
                      f"{b} took {top['wins_a']} of {top['games']} games, a share 95% sure to lie between {lo:.0%} "
                      f"and {hi:.0%}: {close}.",))


def rating_table(ladder: Ladder) -> Table:
    """Each player's rating on the chess scale (random the zero) and the range it is 95% sure to lie in."""
    names = {"random": "random, the yardstick"}
    return Table(["player", "rating", "95% sure between"],
                 [[names.get(r.player, r.player), Figure(f"{r.rating:.0f}", strong=True),
                   f"{r.low:.0f} to {r.high:.0f}"] for r in ladder.ratings])


def ladder_table(ladder: Ladder) -> Table:
    """The round robin's matches: results, share of wins, points a game and the rating difference they give."""
    rows: list[list[Cell]] = []
    for m in ladder.matches:
        share_lo, share_hi = m["win_share_a_ci95"]
        elo_lo, elo_hi = m["elo_a_over_b_ci95"]
        rows.append([f"{m['a']} against {m['b']}", f"{m['wins_a']} – {m['wins_b']} – {m['draws']}",
                     Figure(f"{m['win_share_a']:.0%}", f"({share_lo:.0%} to {share_hi:.0%})"),
                     f"{m['points_per_game_a']:+.1f}",
                     Figure(f"{m['elo_a_over_b']:+.0f}", f"({elo_interval_words(elo_lo, elo_hi)})")])
    return Table(["match", "won – lost – drawn", "share of wins (95%)", "points a game", "rating above (95%)"], rows)


def chance_table(numbers: Mapping[str, Any]) -> Table:
    """The chance, as stored, that one player's sixteen cards, or either player's, hold each kind of
    :data:`CHANCE_KINDS` (:func:`counted_again` counts them again)."""
    rows: list[list[Cell]] = []
    for kind in CHANCE_KINDS:
        one, either = stored_chance(numbers, kind, "player"), stored_chance(numbers, kind, "deal")
        rows.append([kind.value, f"{float(one):.2%}", f"{float(either):.2%}", Figure("", str(one))])
    return Table(["kind", "one player's 16 cards", "either player's", "exactly (one player)"], rows)


def simulation_table(sim: Mapping[str, Any], numbers: Mapping[str, Any]) -> Table:
    """The played deals against the count: received (exact and played), held complete, declared, the article."""
    rows: list[list[Cell]] = []
    for kind in STUDY_KINDS:
        for scope in SCOPES:
            got = sim[kind.value][scope]
            rows.append([f"{kind_words(kind)}, {whose(scope)}", f"{float(stored_chance(numbers, kind, scope)):.1%}",
                         _interval(got["received"], ".1%"), _interval(got["held"], ".1%"),
                         _interval(got["scored"], ".1%"), f"{float(ARTICLE_CLAIMS[kind]):.0%}"])
    return Table(["kind, whose", "received, exact", "received, played", "held complete", "declared", "article"], rows)


def ratio_table(numbers: Mapping[str, Any], sim: Mapping[str, Any]) -> Table:
    """How many times as often the Quadruplet comes as the Reunion, received (counted) and held (played)."""
    rows: list[list[Cell]] = []
    for scope in SCOPES:
        received, held = quadruplet_over_reunion(numbers, sim, scope)
        rows.append([whose(scope), f"{received:.2f}", f"{held:.2f}"])
    return Table(["whose", "quadruplet ÷ reunion, received (exact)", "held complete (played)"], rows)


def _kandell_study(numbers: Mapping[str, Any]) -> Mapping[str, Any]:
    return next(s for s in numbers["simulations"] if s["profile"] == "kandell")


def full_size_table(numbers: Mapping[str, Any]) -> tuple[Paragraph, Table]:
    """The stored study at full size under Kandell's rules: a line saying what was played, and its table."""
    big = _kandell_study(numbers)
    rows: list[list[Cell]] = []
    for kind in STUDY_KINDS:
        for scope in SCOPES:
            got = big[kind.value][scope]
            rows.append([f"{kind_words(kind)}, per {scope}", f"{numbers['exact'][kind.value][scope]['value']:.2%}",
                         *(_interval(got[what], ".2%") for what in ("received", "held", "scored")),
                         numbers["article"][kind.value]])
    words = Paragraph((f"{big['deals']:,} deals, seed {big['seed']}, {big['profile']} rules, "
                       f"{' against '.join(big['players'])}",))
    return words, Table(["kind, per", "received, exact", "received", "held complete", "declared", "article"], rows)


def study_chart(numbers: Mapping[str, Any], kind: Kind) -> tuple[dict[str, list[float]],
                                                                   dict[str, list[tuple[float, float]]], float]:
    """A kind's bars at full size (received, held complete, declared; for one player and either), their 95%
    intervals, and the article's claim."""
    big = _kandell_study(numbers)[kind.value]
    stages = ("received", "held", "scored")
    series = {whose(s): [big[s][x]["value"] for x in stages] for s in SCOPES}
    intervals = {whose(s): [(big[s][x]["ci95"][0], big[s][x]["ci95"][1]) for x in stages] for s in SCOPES}
    return series, intervals, float(ARTICLE_CLAIMS[kind])


def deal_worth_table(numbers: Mapping[str, Any], profiles: Sequence[str] = tuple(PROFILES)) -> Table:
    """A player's average score a deal under each set of rules, and its parts."""
    studies = {s["profile"]: s for s in numbers["simulations"]}
    rows: list[list[Cell]] = []
    for name in profiles:
        s = studies[name]
        parts = s["mean_parts"]
        rows.append([name, _interval(s["mean_deal_score"], ".2f"),
                     *(f"{parts[p]['value']:.2f}" for p in ("declarations", "brisquettes", "book bonus"))])
    return Table(["rules", "mean deal score (one player)", "declarations", "brisquettes", "book bonus"], rows)


def lead_worth_table(sim: Mapping[str, Any], numbers: Mapping[str, Any]) -> Table:
    """What leading the last six tricks is worth to the leader, from the played deals and the stored study."""
    def row(what: str, worth: Mapping[str, Any], counts: Mapping[str, int]) -> list[Cell]:
        lo, hi = worth["ci95"]
        return [what, Figure(f"{worth['value']:+.2f}", f"(95% {lo:+.2f} to {hi:+.2f})"),
                f"{counts['helps']:,}", f"{counts['same']:,}", f"{counts['hurts']:,}"]

    big = _kandell_study(numbers)
    return Table(["deals", "the lead is worth, on average", "helps", "no difference", "hurts"],
                 [row(f"{sim['deals']:,}", sim["lead_worth"], sim["lead_worth_counts"]),
                  row(f"{big['lead_worth']['n']:,} (stored study)", big["lead_worth"], big["lead_worth_counts"])])


def counts_by_value(stored: Mapping[str, int]) -> dict[int, int]:
    """A stored histogram (its values written as JSON keys, so as text) by value: ``{"-3": 12}`` is ``{-3: 12}``."""
    return {int(value): count for value, count in stored.items()}


def simulation_note(sim: Mapping[str, Any]) -> Paragraph:
    """Under the played deals' table: how many deals, the seed, the intervals (a note, in a smaller hand)."""
    return Paragraph((f"{sim['deals']:,} deals, seed {sim['seed']}; 95% Wilson intervals.",), aside=True)


def counted_again(numbers: Mapping[str, Any]) -> Paragraph:
    """Count every chance of :func:`chance_table` again now and say whether the stored fractions agree."""
    same = all(exact_chance(k, s) == stored_chance(numbers, k, s) for k in CHANCE_KINDS for s in SCOPES)
    return Paragraph(("Counted again now: ", "the same fractions as stored" if same else "different fractions", "."))


def played_again(sim: Mapping[str, Any], numbers: Mapping[str, Any]) -> tuple[Paragraph, Table, Paragraph]:
    """Play the stored deals of ``sim`` again now (seeded: the same deals): whether the figures are the stored
    ones, the table of the figures played and the note under it."""
    players = (str(sim["players"][0]), str(sim["players"][1]))
    again = simulate(sim["deals"], players, get_profile(sim["profile"]), seed=sim["seed"]).to_json()
    same = "the same figures as stored" if again == sim else "figures that differ from the stored ones"
    return Paragraph(("Played again now: ", same, ".")), simulation_table(again, numbers), simulation_note(again)


def replayed_words(check: Mapping[str, Any]) -> Paragraph:
    """Play the stored study's first deals again now and say whether they give exactly the stored figures."""
    verdict = "replay identically" if replays_as_stored(check) else "do NOT replay identically"
    return Paragraph((f"The first {check['deals']} deals of the stored study, played again now, ", verdict, "."))


CHAPTER_KINDS: Final = (Kind.REUNION, Kind.QUADRUPLET)
"""The kinds chapter 9 says how often a player meets: the two rarest, the two the article counted."""


def how_often(share: float) -> Figure:
    """A share of deals as a player says it, in hundreds: "about 6 deals in 100" (:func:`deals_share`), so that the
    figures of a table compare at a glance; "never in these deals" at 0 and "every deal" at 1; under 1%, "1 in N"
    with "(under 1%)" beside it.

    >>> how_often(0.0616)
    Figure(text='about 6 deals in 100', aside='', strong=False)
    >>> how_often(0.035).words, how_often(0.24).words
    ('about 4 deals in 100', 'about 24 deals in 100')
    >>> how_often(0.004).words
    'about 1 deal in 250 (under 1%)'
    >>> how_often(0.0).words, how_often(1.0).words
    ('never in these deals (0%)', 'every deal (100%)')
    """
    if not 0 <= share <= 1:
        raise InvalidRecordError(f"share {share!r} is not a share of deals: it must be between 0 and 1")
    return Figure(*deals_share(share))


def how_often_table(numbers: Mapping[str, Any], kinds: Sequence[Kind] = CHAPTER_KINDS) -> Table:
    """How often a player holds, declares, or meets (either player holding) each of ``kinds``, in the stored
    study under Kandell's rules."""
    big = _kandell_study(numbers)
    return Table(["", "you hold all its cards at once", "you declare it", "you or your opponent holds it"],
                 [[Figure(kind.value, strong=True), how_often(big[kind.value]["player"]["held"]["value"]),
                   how_often(big[kind.value]["player"]["scored"]["value"]),
                   how_often(big[kind.value]["deal"]["held"]["value"])] for kind in kinds])


_CLAIMED_AS: Final = {Kind.REUNION: "a full reunion"}
"""How the article names a kind it gives odds for, where it is not "a <kind>"."""


def article_claim_words() -> str:
    """What the article says (:data:`~penchant.studies.numbers.ARTICLE_CLAIMS`), in its words, as chapter 9 quotes
    it before :func:`article_odds_words` sets it against the figures (made from the claims, so never a stale copy).

    >>> article_claim_words()
    'A modern article on the game says that a full reunion can be had about 1 time in 10, and a quadruplet about 1 \
time in 4.'
    """
    said = [f"{_CLAIMED_AS.get(kind, f'a {kind_words(kind)}')}{' can be had' if n == 0 else ''} about 1 time in "
            f"{claim.denominator}" for n, (kind, claim) in enumerate(ARTICLE_CLAIMS.items())]
    return f"A modern article on the game says that {', and '.join(said)}."


def article_odds_words(numbers: Mapping[str, Any]) -> Paragraph:
    """The article's odds (:data:`~penchant.studies.numbers.ARTICLE_CLAIMS`) set against the figures
    :func:`how_often_table` shows, counting both players, and what they are for one player, so that "right for a
    deal" is not set beside a reunion in about 12 deals in 100 as if it were its 1 in 10."""
    big = _kandell_study(numbers)
    pieces: list[str] = []
    halves: list[float] = []
    for n, (kind, claim) in enumerate(ARTICLE_CLAIMS.items()):
        both = big[kind.value]["deal"]["held"]["value"]
        halves.append(big[kind.value]["player"]["held"]["value"] / both if both else 0.0)
        ratio = both / float(claim)
        verdict = ("right" if whole_percent(both) == whole_percent(float(claim)) or abs(ratio - 1) < 0.1 else
                   "a little low" if 1 < ratio < 1.5 else "low" if ratio >= 1.5 else
                   "a little high" if ratio > 2 / 3 else "high")
        figure = how_often(both)
        # the article's "1 in N" said in hundreds too, beside the figure it is set against
        pieces += ["The article's " if n == 0 else ". Its ", f"1 in {claim.denominator}",
                   f" ({whole_percent(float(claim))} in 100) for a {kind_words(kind)} is {verdict}"
                   + (", counting both players: " if n == 0 else ": "), figure.words]
    alone = (". For you alone, each is about half that." if all(0.4 <= h <= 0.6 for h in halves) else
             ". For you alone, each is as the first column says.")
    return Paragraph((*pieces, alone))


def deals_counted_words(numbers: Mapping[str, Any], charted: Mapping[str, Any]) -> Paragraph:
    """How many deals chapter 9's figures count, said from the two studies it reads: its tables' (the stored study
    under Kandell's rules) and its charts' (``penchant/data/distributions.json``), other deals and far fewer ("tens of
    thousands of deals" stood above charts of 2,000)."""
    big = _kandell_study(numbers)
    drawn = charted["summary"]
    rules = join_and(dict.fromkeys(rules_words(s["profile"]) for s in (big, drawn)))
    return Paragraph(("The tables count ", f"{big['deals']:,} deals", " and the charts ", f"{drawn['deals']:,} others",
                      f", all played by the computer against itself under {rules}."))


def average_deal_table(numbers: Mapping[str, Any]) -> Table:
    """A player's points in an average deal under Kandell's rules, by part and in all."""
    big = _kandell_study(numbers)
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
                 f"a player's score in one deal (Kandell's rules): how many of {total:,} scores "
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
                 f"how the lead moves the difference between the two scores (Kandell's rules): how many deals "
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
