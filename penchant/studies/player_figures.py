"""The computer players' figures as the page on the computer players shows them: the stored matches
(``penchant/data/numbers.json``) and the ladder's ratings, as tables of words and a paragraph (shapes from
:mod:`~penchant.studies.figure_shapes`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from penchant.english.grammar import capitalised
from penchant.english.marked import Cell, Figure, Paragraph
from penchant.english.numbers import count_words
from penchant.studies.figure_shapes import Table
from penchant.studies.ladder import Ladder, elo_interval_words, stronger_of

__all__ = ["ladder_table", "ladder_words", "match_table", "rating_table"]


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
