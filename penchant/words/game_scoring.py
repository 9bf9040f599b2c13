"""The game's score in a player's words: what a game is worth (:func:`game_value_words`), the lurch as a rule
(:func:`lurch_rule_words`) and of a game won (:func:`lurch_words`), the game's result in one sentence
(:func:`game_result_words`), and a game tallied deal by deal (:func:`game_tally_words`). The game's score itself (its
totals, winner, lurch and value) is :mod:`penchant.rules.game_scoring`'s; these words say what it gives.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from penchant.english.grammar import mid_sentence, sentence_start, verb
from penchant.english.numbers import number_words
from penchant.rules.game_scoring import DEALS_PER_GAME, LURCH_FACTOR, GameResult
from penchant.rules.profiles import Profile

__all__ = ["LURCH_FACTOR_WORDS", "LURCHED_IF_WORDS", "LURCH_UNDER",
           "game_result_parts", "game_result_words", "game_tally_words", "game_value_words",
           "lurch_rule_words", "lurch_words"]

LURCH_FACTOR_WORDS: Final = {2: "doubled", 3: "tripled", 4: "quadrupled"}[LURCH_FACTOR]
"""What the lurch does to the difference, in a player's word (:data:`LURCH_FACTOR`): "doubled"."""
LURCH_UNDER: Final = "under"
"""How the loser's total stands to the lurch threshold to be lurched, in a player's word
(:func:`~penchant.rules.game_scoring.is_lurched`: strictly below it)."""
LURCHED_IF_WORDS: Final = f"lurched if {LURCH_UNDER}"
"""The lurch as a table's row names it, the threshold beside it: "lurched if under"."""


def game_value_words(profile: Profile) -> str:
    """What a game is worth, in a player's words: the one sentence of it every view and puzzle says.

    >>> from penchant.rules.profiles import FOSTER
    >>> game_value_words(FOSTER)
    'the higher total minus the lower, doubled if the loser has under 400 (the lurch)'
    """
    return (f"the higher total minus the lower, {LURCH_FACTOR_WORDS} if the loser has {LURCH_UNDER} "
            f"{profile.lurch_threshold} (the lurch)")


def lurch_rule_words(profile: Profile) -> str:
    """The lurch as a rule, in a player's words, before any game is over
    (:func:`~penchant.rules.game_scoring.is_lurched`: under the threshold, :data:`LURCH_FACTOR`: the difference
    multiplied); :func:`lurch_words` says it of a game won.

    >>> from penchant.rules.profiles import FOSTER
    >>> lurch_rule_words(FOSTER)
    "under 400 at the end of the game is a lurch, and a lurched game's difference is doubled"
    """
    return (f"{LURCH_UNDER} {profile.lurch_threshold} at the end of the game is a lurch, and a lurched game's "
            f"difference is {LURCH_FACTOR_WORDS}")


def lurch_words(result: GameResult, profile: Profile) -> str:
    """Whether the loser of a won game is lurched, said with the figures the rule reads (the loser's total against
    the lurch threshold); ``""`` while no one has won.

    >>> from penchant.rules.game_scoring import game_result
    >>> from penchant.rules.profiles import KANDELL
    >>> lurch_words(game_result([(30, 10), (20, 12), (14, 10), (10, 5)], KANDELL), KANDELL)
    "the loser's 37 is under 40: lurched"
    >>> lurch_words(game_result([(30, 10), (20, 22), (14, 10), (10, 5)], KANDELL), KANDELL)
    "the loser's 47 is not under 40: no lurch"
    """
    low = result.loser_total
    if low is None:
        return ""
    if result.lurched:
        return f"the loser's {low} is {LURCH_UNDER} {profile.lurch_threshold}: lurched"
    return f"the loser's {low} is not {LURCH_UNDER} {profile.lurch_threshold}: no lurch"


def game_result_parts(result: GameResult, names: Sequence[str], profile: Profile) -> tuple[str, str]:
    """The game's result in two parts: the headline (the winner with the totals and the margin; a draw; who leads a
    game not over) and what the game is worth (the lurch said when it doubles it; ``""`` while the game is not
    over). :func:`game_result_words` joins them into one sentence; a result card sets the headline apart.

    >>> from penchant.rules.game_scoring import game_result
    >>> from penchant.rules.profiles import KANDELL
    >>> game_result_parts(game_result([(30, 10), (20, 12), (14, 10), (10, 5)], KANDELL), ("Ann", "Bob"), KANDELL)
    ('Ann wins 74–37, by 37', 'Bob is lurched (under 40), so the game is worth 74, the difference doubled')
    """
    if not result.complete:
        lead = result.leader
        a, b = result.totals
        if lead is None:
            return f"Level at {a}–{b}", ""
        return f"{verb(sentence_start(names[lead]), 'lead')} {max(a, b)}–{min(a, b)}, by {result.difference}", ""
    if result.winner is None or result.loser is None:
        return f"A draw at {result.totals[0]}–{result.totals[1]}", "the game is worth nothing"
    won, lost = result.totals[result.winner], result.totals[result.loser]
    headline = f"{verb(sentence_start(names[result.winner]), 'win')} {won}–{lost}, by {result.difference}"
    if result.lurched:
        # the loser named as a sentence says him mid-sentence ("your opponent")
        loser = verb(mid_sentence(names[result.loser]), "be")
        return headline, (f"{loser} lurched ({LURCH_UNDER} {profile.lurch_threshold}), so the game is "
                          f"worth {result.value}, the difference {LURCH_FACTOR_WORDS}")
    return headline, f"the game is worth {result.value}"


def game_result_words(result: GameResult, names: Sequence[str], profile: Profile) -> str:
    """The game's result in one sentence, said the same way by every view: the winner with the totals, the margin
    (the difference of the totals), and what the game is worth (the lurch said when it doubles it); a draw; a game
    not over, who leads and by how much. ``names`` are the players' (``"you"`` agrees the verb, and starts the
    sentence as "You"; a name starts it as written: "de Vries wins"). The parts are :func:`game_result_parts`'.

    >>> from penchant.rules.game_scoring import game_result
    >>> from penchant.rules.profiles import KANDELL
    >>> game_result_words(game_result([(30, 10), (20, 12), (14, 10), (10, 5)], KANDELL), ("Ann", "Bob"), KANDELL)
    'Ann wins 74–37, by 37; Bob is lurched (under 40), so the game is worth 74, the difference doubled'
    >>> game_result_words(game_result([(30, 10), (20, 12), (14, 10), (10, 5)], KANDELL), ("You", "Opponent"), KANDELL)
    'You win 74–37, by 37; your opponent is lurched (under 40), so the game is worth 74, the difference doubled'
    >>> game_result_words(game_result([(30, 10)], KANDELL), ("Ann", "you"), KANDELL)
    'Ann leads 30–10, by 20'
    >>> game_result_words(game_result([(10, 10)] * 4, KANDELL), ("Ann", "Bob"), KANDELL)
    'A draw at 40–40: the game is worth nothing'
    """
    headline, worth = game_result_parts(result, names, profile)
    if not worth:
        return headline
    return f"{headline}{': ' if result.winner is None else '; '}{worth}"


def game_tally_words(result: GameResult, names: Sequence[str], profile: Profile) -> str:
    """A game tallied deal by deal, in a few sentences: the totals (and, before the last deal, that not all are
    in), then :func:`game_result_words`' sentence; before the last deal, that the game is decided once it is in;
    a game won with no lurch, why it is not doubled (:func:`lurch_words`: a reader taught the lurch asks).

    >>> from penchant.rules.game_scoring import game_result
    >>> from penchant.rules.profiles import KANDELL
    >>> game_tally_words(game_result([(30, 10)], KANDELL), ("You", "Opponent"), KANDELL)
    'Totals: 30 to 10 (not all four deals are in yet). You lead 30–10, by 20; the game is decided once its last \
deal is in.'
    >>> game_tally_words(game_result([(30, 10), (20, 12), (14, 10), (10, 15)], KANDELL), ("You", "Bob"), KANDELL)
    "Totals: 74 to 47. You win 74–47, by 27; the game is worth 27 (the loser's 47 is not under 40: no lurch)."
    """
    a, b = result.totals
    status = "" if result.complete else f" (not all {number_words(DEALS_PER_GAME)} deals are in yet)"
    verdict = game_result_words(result, names, profile)
    if not result.complete:  # nobody has won before the last deal
        verdict += "; the game is decided once its last deal is in."
    elif result.winner is not None and not result.lurched:
        verdict += f" ({lurch_words(result, profile)})."
    else:
        verdict += "."
    return f"Totals: {a} to {b}{status}. {verdict}"
