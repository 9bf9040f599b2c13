"""The stored studies' figures as the page on the computer players shows them: tables of words.

Each function reads a stored study (``seeds/numbers.json``, ``seeds/distributions.json``, the ladder) and gives
a :class:`Table`: its column heads and rows, each cell a short piece of HTML (a figure, its 95% interval in
``<small>``). Drawing the table is the page's (``penchant_widgets.style.stacked_table(*table)``); what the
figures are and how they are worded is here, once, typed and tested.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final, NamedTuple

from penchant.rules.kinds import Kind
from penchant.rules.profiles import get_profile
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

__all__ = [
    "CHANCE_KINDS", "SCOPES", "Table", "chance_table", "counted_again", "counts_by_value", "deal_worth_table",
    "full_size_table", "ladder_table", "ladder_words", "lead_worth_table", "match_table", "played_again",
    "rating_table", "ratio_table", "replayed_words", "simulation_note", "simulation_table", "study_chart", "whose",
]


class Table(NamedTuple):
    """A table's column heads and rows (each cell HTML): ``stacked_table(*table)`` draws it."""

    head: list[str]
    rows: list[list[str]]


SCOPES: Final[tuple[Scope, Scope]] = ("player", "deal")
CHANCE_KINDS: Final = (Kind.REUNION, Kind.QUADRUPLET, Kind.FLUSH, Kind.CLAN, Kind.FAMILY, Kind.TRIPLET, Kind.MARRIAGE)
"""The kinds whose chance of being received is counted on the page, rarest first."""


def whose(scope: Scope) -> str:
    """A scope in words: one player's sixteen cards, or either player's."""
    return "one player" if scope == "player" else "either player"


def _interval(estimate: Mapping[str, Any], fmt: str, dash: str = "–") -> str:
    lo, hi = estimate["ci95"]
    return f"{estimate['value']:{fmt}} <small>({lo:{fmt}}{dash}{hi:{fmt}})</small>"


def match_table(numbers: Mapping[str, Any]) -> Table:
    """The mirrored matches between the computer players: games, results, share of wins, points a game."""
    rows = []
    for entry in numbers["matches"].values():
        m = entry["summary"]
        lo, hi = m["win_share_a_ci95"]
        plo, phi = m["points_per_game_a_ci95"]
        rows.append([f"{m['a']} against {m['b']}", f"{m['games']} ({m['pairs']} mirrored pairs)",
                     f"{m['wins_a']} – {m['wins_b']} – {m['draws']}",
                     f"{m['win_share_a']:.1%} <small>({lo:.1%} to {hi:.1%})</small>",
                     f"{m['points_per_game_a']:+.1f} <small>({plo:+.1f} to {phi:+.1f})</small>"])
    return Table(["match", "games", "won – lost – drawn", "share of wins (95%)", "points per game (95%)"], rows)


def ladder_words(ladder: Ladder, a: str = "master", b: str = "strong") -> str:
    """What the round robin says of ``a`` against ``b``: games, share of wins, and whether one is the stronger."""
    top = ladder.match(a, b)
    lo, hi = top["win_share_a_ci95"]
    stronger = stronger_of(top)
    close = "too few games to tell the two apart" if stronger is None else f"{stronger} is the stronger"
    return (f"<p>{ladder.meta['games_per_match']} games between every two players. {a.capitalize()} against {b} "
            f"took {top['wins_a']} of {top['games']} games, a share 95% sure to lie between {lo:.0%} and {hi:.0%}: "
            f"{close}.</p>")


def rating_table(ladder: Ladder) -> Table:
    """Each player's rating on the chess scale (random the zero) and the range it is 95% sure to lie in."""
    names = {"random": "random, the yardstick"}
    return Table(["player", "rating", "95% sure between"],
                 [[names.get(r.player, r.player), f"<b>{r.rating:.0f}</b>", f"{r.low:.0f} to {r.high:.0f}"]
                  for r in ladder.ratings])


def ladder_table(ladder: Ladder) -> Table:
    """The round robin's matches: results, share of wins, points a game and the rating difference they give."""
    rows = []
    for m in ladder.matches:
        share_lo, share_hi = m["win_share_a_ci95"]
        elo_lo, elo_hi = m["elo_a_over_b_ci95"]
        rows.append([f"{m['a']} against {m['b']}", f"{m['wins_a']} – {m['wins_b']} – {m['draws']}",
                     f"{m['win_share_a']:.0%} <small>({share_lo:.0%} to {share_hi:.0%})</small>",
                     f"{m['points_per_game_a']:+.1f}",
                     f"{m['elo_a_over_b']:+.0f} <small>({elo_interval_words(elo_lo, elo_hi)})</small>"])
    return Table(["match", "won – lost – drawn", "share of wins (95%)", "points a game", "rating above (95%)"], rows)


def chance_table(numbers: Mapping[str, Any]) -> Table:
    """The chance, as stored, that one player's sixteen cards, or either player's, hold each kind of
    :data:`CHANCE_KINDS` (:func:`counted_again` counts them again)."""
    rows = []
    for kind in CHANCE_KINDS:
        one, either = stored_chance(numbers, kind, "player"), stored_chance(numbers, kind, "deal")
        rows.append([kind.value, f"{float(one):.2%}", f"{float(either):.2%}", f"<small>{one}</small>"])
    return Table(["kind", "one player's 16 cards", "either player's", "exactly (one player)"], rows)


def simulation_table(sim: Mapping[str, Any], numbers: Mapping[str, Any]) -> Table:
    """The played deals against the count: received (exact and played), held complete, declared, the article."""
    rows = []
    for kind in STUDY_KINDS:
        for scope in SCOPES:
            got = sim[kind.value][scope]
            rows.append([f"{kind.value}, {whose(scope)}", f"{float(stored_chance(numbers, kind, scope)):.1%}",
                         _interval(got["received"], ".1%"), _interval(got["held"], ".1%"),
                         _interval(got["scored"], ".1%"), f"{float(ARTICLE_CLAIMS[kind]):.0%}"])
    return Table(["kind, whose", "received, exact", "received, played", "held complete", "declared", "article"], rows)


def ratio_table(numbers: Mapping[str, Any], sim: Mapping[str, Any]) -> Table:
    """How many times as often the Quadruplet comes as the Reunion, received (counted) and held (played)."""
    rows = []
    for scope in SCOPES:
        received, held = quadruplet_over_reunion(numbers, sim, scope)
        rows.append([whose(scope), f"{received:.2f}", f"{held:.2f}"])
    return Table(["whose", "quadruplet ÷ reunion, received (exact)", "held complete (played)"], rows)


def _kandell_study(numbers: Mapping[str, Any]) -> Mapping[str, Any]:
    return next(s for s in numbers["simulations"] if s["profile"] == "kandell")


def full_size_table(numbers: Mapping[str, Any]) -> tuple[str, Table]:
    """The stored study at full size under Kandell's rules: a line saying what was played, and its table."""
    big = _kandell_study(numbers)
    rows = []
    for kind in STUDY_KINDS:
        for scope in SCOPES:
            got = big[kind.value][scope]
            rows.append([f"{kind.value}, per {scope}", f"{numbers['exact'][kind.value][scope]['value']:.2%}",
                         *(_interval(got[what], ".2%") for what in ("received", "held", "scored")),
                         numbers["article"][kind.value]])
    words = (f"<p>{big['deals']:,} deals, seed {big['seed']}, {big['profile']} rules, "
             f"{' against '.join(big['players'])}</p>")
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


def deal_worth_table(numbers: Mapping[str, Any], profiles: Sequence[str] = ("foster", "kandell", "modern")) -> Table:
    """A player's average score a deal under each set of rules, and its parts."""
    studies = {s["profile"]: s for s in numbers["simulations"]}
    rows = []
    for name in profiles:
        s = studies[name]
        parts = s["mean_parts"]
        rows.append([name, _interval(s["mean_deal_score"], ".2f"),
                     *(f"{parts[p]['value']:.2f}" for p in ("declarations", "brisquettes", "book bonus"))])
    return Table(["rules", "mean deal score (one player)", "declarations", "brisquettes", "book bonus"], rows)


def lead_worth_table(sim: Mapping[str, Any], numbers: Mapping[str, Any]) -> Table:
    """What leading the last six tricks is worth to the leader, from the played deals and the stored study."""
    def row(what: str, worth: Mapping[str, Any], counts: Mapping[str, int]) -> list[str]:
        lo, hi = worth["ci95"]
        return [what, f"{worth['value']:+.2f} <small>(95% {lo:+.2f} to {hi:+.2f})</small>",
                f"{counts['helps']:,}", f"{counts['same']:,}", f"{counts['hurts']:,}"]

    big = _kandell_study(numbers)
    return Table(["deals", "the lead is worth, on average", "helps", "no difference", "hurts"],
                 [row(f"{sim['deals']:,}", sim["lead_worth"], sim["lead_worth_counts"]),
                  row(f"{big['lead_worth']['n']:,} (stored study)", big["lead_worth"], big["lead_worth_counts"])])


def counts_by_value(stored: Mapping[str, int]) -> dict[int, int]:
    """A stored histogram (its values written as JSON keys, so as text) by value: ``{"-3": 12}`` is ``{-3: 12}``."""
    return {int(value): count for value, count in stored.items()}


def simulation_note(sim: Mapping[str, Any]) -> str:
    """Under the played deals' table: how many deals, the seed, the intervals."""
    return f"<p><small>{sim['deals']:,} deals, seed {sim['seed']}; 95% Wilson intervals.</small></p>"


def counted_again(numbers: Mapping[str, Any]) -> str:
    """Count every chance of :func:`chance_table` again now and say whether the stored fractions agree."""
    same = all(exact_chance(k, s) == stored_chance(numbers, k, s) for k in CHANCE_KINDS for s in SCOPES)
    return f"<p>Counted again now: <b>{'the same fractions as stored' if same else 'different fractions'}</b>.</p>"


def played_again(sim: Mapping[str, Any], numbers: Mapping[str, Any], draw: Callable[[Table], str]) -> str:
    """Play the stored deals of ``sim`` again now (seeded: the same deals): whether the figures are the stored
    ones, and the table of the figures played (``draw`` draws it)."""
    players = (str(sim["players"][0]), str(sim["players"][1]))
    again = simulate(sim["deals"], players, get_profile(sim["profile"]), seed=sim["seed"]).to_json()
    same = "the same figures as stored" if again == sim else "figures that differ from the stored ones"
    return f"<p>Played again now: <b>{same}</b>.</p>" + draw(simulation_table(again, numbers)) + simulation_note(again)


def replayed_words(check: Mapping[str, Any]) -> str:
    """Play the stored study's first deals again now and say whether they give exactly the stored figures."""
    verdict = "replay identically" if replays_as_stored(check) else "do NOT replay identically"
    return f"<p>The first {check['deals']} deals of the stored study, played again now, <b>{verdict}</b>.</p>"
