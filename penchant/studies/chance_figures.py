"""The chances of receiving each combination, as the page on the computer players and chapter 9 show them: counted
exactly, sampled and played again (``penchant/data/numbers.json``), and the article's claims set against them, as
tables of words, charts and paragraphs (shapes from :mod:`~penchant.studies.figure_shapes`), in words and never in
markup.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final

from penchant.english.marked import Cell, Figure, Paragraph
from penchant.english.numbers import whole_percent
from penchant.errors import InvalidRecordError
from penchant.rules.kinds import Kind
from penchant.rules.profiles import get_profile
from penchant.studies.figure_shapes import SCOPES, Table, interval_figure, kandell_study, whose
from penchant.studies.numbers import (
    ARTICLE_CLAIMS,
    STUDY_KINDS,
    exact_chance,
    quadruplet_over_reunion,
    replays_as_stored,
    simulate,
    stored_chance,
)
from penchant.words.counts import deals_share
from penchant.words.kinds import kind_words

__all__ = [
    "CHANCE_KINDS", "CHAPTER_KINDS", "article_claim_words", "article_odds_words", "chance_table",
    "counted_again", "full_size_table", "how_often", "how_often_table", "played_again", "ratio_table",
    "replayed_words", "simulation_note", "simulation_table", "study_chart",
]


CHANCE_KINDS: Final = (Kind.REUNION, Kind.QUADRUPLET, Kind.FLUSH, Kind.CLAN, Kind.FAMILY, Kind.TRIPLET, Kind.MARRIAGE)
"""The kinds whose chance of being received is counted on the page, rarest first."""


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
                         interval_figure(got["received"], ".1%"), interval_figure(got["held"], ".1%"),
                         interval_figure(got["scored"], ".1%"), f"{float(ARTICLE_CLAIMS[kind]):.0%}"])
    return Table(["kind, whose", "received, exact", "received, played", "held complete", "declared", "article"], rows)


def ratio_table(numbers: Mapping[str, Any], sim: Mapping[str, Any]) -> Table:
    """How many times as often the Quadruplet comes as the Reunion, received (counted) and held (played)."""
    rows: list[list[Cell]] = []
    for scope in SCOPES:
        received, held = quadruplet_over_reunion(numbers, sim, scope)
        rows.append([whose(scope), f"{received:.2f}", f"{held:.2f}"])
    return Table(["whose", "quadruplet ÷ reunion, received (exact)", "held complete (played)"], rows)


def full_size_table(numbers: Mapping[str, Any]) -> tuple[Paragraph, Table]:
    """The stored study at full size under Kandell's rules: a line saying what was played, and its table."""
    big = kandell_study(numbers)
    rows: list[list[Cell]] = []
    for kind in STUDY_KINDS:
        for scope in SCOPES:
            got = big[kind.value][scope]
            rows.append([f"{kind_words(kind)}, per {scope}", f"{numbers['exact'][kind.value][scope]['value']:.2%}",
                         *(interval_figure(got[what], ".2%") for what in ("received", "held", "scored")),
                         numbers["article"][kind.value]])
    words = Paragraph((f"{big['deals']:,} deals, seed {big['seed']}, {big['profile']} rules, "
                       f"{' against '.join(big['players'])}",))
    return words, Table(["kind, per", "received, exact", "received", "held complete", "declared", "article"], rows)


def study_chart(numbers: Mapping[str, Any], kind: Kind) -> tuple[dict[str, list[float]],
                                                                   dict[str, list[tuple[float, float]]], float]:
    """A kind's bars at full size (received, held complete, declared; for one player and either), their 95%
    intervals, and the article's claim."""
    big = kandell_study(numbers)[kind.value]
    stages = ("received", "held", "scored")
    series = {whose(s): [big[s][x]["value"] for x in stages] for s in SCOPES}
    intervals = {whose(s): [(big[s][x]["ci95"][0], big[s][x]["ci95"][1]) for x in stages] for s in SCOPES}
    return series, intervals, float(ARTICLE_CLAIMS[kind])


def simulation_note(sim: Mapping[str, Any]) -> Paragraph:
    """Under the played deals' table: how many deals, the seed, the intervals (a note, in a smaller hand)."""
    return Paragraph((f"{sim['deals']:,} deals, seed {sim['seed']}; 95% Wilson intervals.",), aside=True)


def counted_again(numbers: Mapping[str, Any]) -> Paragraph:
    """Count every chance of :func:`chance_table` again now and say whether the stored fractions agree."""
    same = all(exact_chance(k, s) == stored_chance(numbers, k, s) for k in CHANCE_KINDS for s in SCOPES)
    return Paragraph(("Counted again now: ", "the same fractions as stored" if same else "different fractions", "."))


def played_again(sim: Mapping[str, Any], numbers: Mapping[str, Any],
                 progress: Callable[[int, int], None] | None = None) -> tuple[Paragraph, Table, Paragraph]:
    """Play the stored deals of ``sim`` again now (seeded: the same deals): whether the figures are the stored
    ones, the table of the figures played and the note under it; ``progress(done, total)`` told after each deal."""
    players = (str(sim["players"][0]), str(sim["players"][1]))
    again = simulate(sim["deals"], players, get_profile(sim["profile"]), seed=sim["seed"], progress=progress).to_json()
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
    big = kandell_study(numbers)
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
    big = kandell_study(numbers)
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
