"""The page on the computer players going over the stored game: what a player saw and the deals the engine imagines
from it, a choice valued with the coach's figures, the stored review summed up with each deal's points, and the
buttons that ask the engine again. Every label, count and reason is the engine's
(:mod:`penchant.coaching.going_over`, :mod:`penchant.studies.chance_figures`); this module lays them out.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from html import escape
from typing import Any

from penchant.coaching import going_over
from penchant.coaching.analysis import CoachAnalysis
from penchant.coaching.going_over import Choice, ReviewItems
from penchant.play.play_record import PlayRecord
from penchant.rules.procedure import other_player
from penchant.studies import chance_figures
from penchant_widgets.cards import faces_html
from penchant_widgets.html_parts import stacked_table
from penchant_widgets.marked_words import marked_html
from penchant_widgets.play.coach_panel import details_html, verdict_chip
from penchant_widgets.play.scores import breakdown_html
from penchant_widgets.recompute import Progress

__all__ = ["analysis_html", "asking_again", "exact_choice_html", "playing_again", "seen_and_imagined_html",
           "stored_review_html"]


def seen_and_imagined_html(game: PlayRecord, choice: Choice, count: int = 3, seed: int = 1) -> str:
    """The player's hand, the cards he has not seen and the opponent's hand in ``count`` imagined deals, a row each."""
    rows = [[escape(label), escape(cards) if isinstance(cards, str) else faces_html(cards, "sm")]
            for label, cards in going_over.seen_and_imagined(choice, game, count, seed)]
    return stacked_table(["", "cards"], rows)


def analysis_html(analysis: CoachAnalysis) -> str:
    """The best action's reason, then the coach's figures behind it (a closed toggle)."""
    return f"<p>{escape(analysis.reason(analysis.best.action), quote=False)}</p>" + details_html(analysis)


def exact_choice_html(game: PlayRecord, choice: Choice, analysis: CoachAnalysis) -> str:
    """A choice of the last six tricks, both hands shown (nothing is hidden then), and the solver's answer to it."""
    hands = [faces_html(choice.before.hand(seat), "sm") for seat in (choice.seat, other_player(choice.seat))]
    return stacked_table(["", "cards"], [[escape(going_over.choice_words(game, choice)), hands[0]],
                                         ["the opponent", hands[1]]]) + analysis_html(analysis)


def asking_again(game: PlayRecord, choice: Choice) -> Callable[[Progress], str]:
    """The button's work: value the choice again, here and now, as the review valued it. The coach's analysis is one
    step to the bar (it tells nothing as it goes): begun, then done."""

    def work(progress: Progress) -> str:
        progress(0, 1)
        html = analysis_html(going_over.analyse_choice(game, choice))
        progress(1, 1)
        return html

    return work


def stored_review_html(review: ReviewItems, game: PlayRecord, player: int = 0) -> str:
    """The stored review summed up: each player's verdicts, ``player``'s marked decisions, and each deal's points by
    source."""
    verdicts, counts = going_over.verdict_counts(review, game.players)
    marked = [[escape(when), verdict_chip(v), escape(why)]
              for when, v, why in going_over.marked_decisions(review, player=player, name=game.players[player])]
    each_deal = "".join(f"<h4>{escape(heading)}</h4>{breakdown_html(final, game.players)}"
                    for heading, final in going_over.deal_results(game))
    return (stacked_table(["", *map(verdict_chip, verdicts)], counts, cls="pt-review-table")
            + f"<h4>{escape(going_over.marked_heading_words(game, player))}</h4>"
            + stacked_table(["when", "verdict", "why"], marked, cls="pt-review-table") + each_deal)


def playing_again(sim: Mapping[str, Any], numbers: Mapping[str, Any]) -> Callable[[Progress], str]:
    """The button's work: play the stored deals of ``sim`` again and say whether they give the stored figures, the
    bar following the deals played."""
    return lambda progress: marked_html(*chance_figures.played_again(sim, numbers, progress))
