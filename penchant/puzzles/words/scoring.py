"""A scoring puzzle's hints in a player's words: the steps of the count, each rule in the rules' words
(:func:`~penchant.rules.scoring.brisquette_rule_words`, :func:`~penchant.game_words.book_bonus_rule_words`,
:func:`~penchant.rules.game_scoring.game_value_words`), and the combinations built on (:func:`built_chains`)."""

from __future__ import annotations

from collections.abc import Sequence

from penchant.errors import InvalidNotationError
from penchant.game_words import book_bonus_rule_words
from penchant.play.sheet import DealEntry
from penchant.rules.cards import CardSet
from penchant.rules.game_scoring import game_value_words
from penchant.rules.kinds import Kind
from penchant.rules.profiles import Profile
from penchant.rules.scoring import brisquette_rule_words
from penchant.words.grammar import capitalised
from penchant.words.lists import join_and_apart

__all__ = ["built_chains", "scoring_hints"]


def built_chains(side: Sequence[tuple[str, Kind, int]]) -> list[list[Kind]]:
    """The combinations one player built, each chain in the order declared: a declaration whose cards hold all of
    an earlier one's, and more, was built on it (``[[PAIR, TRIPLET, QUADRUPLET]]`` for three Tens then four; a
    marriage and a penchant that share a Queen are not a chain). Chains of one step are left out."""
    masks = []
    for text, _, _ in side:
        try:
            masks.append(CardSet(text).mask)
        except InvalidNotationError:
            masks.append(0)
    chains: list[list[int]] = []
    for i, m in enumerate(masks):
        grown = next((c for c in chains if m and masks[c[-1]] & m == masks[c[-1]] and m != masks[c[-1]]), None)
        if grown is not None:
            grown.append(i)
        else:
            chains.append([i])
    return [[side[i][1] for i in c] for c in chains if len(c) > 1]


def scoring_hints(task: str, profile: Profile,
                  deals: Sequence[tuple[DealEntry, list[list[tuple[str, Kind, int]]]]] = ()) -> tuple[str, ...]:
    """A scoring puzzle's hints, one step at a time, for what the record holds: a step about declarations only where
    some were declared, about building only where a combination was built on, in the words chapter 1 teaches."""
    steps = []
    if any(side for _, d in deals for side in d):
        chains = list(dict.fromkeys(", then ".join(k.value for k in chain)
                                    for _, d in deals for side in d for chain in built_chains(side)))
        steps.append("Add the declarations at their values" + (
            f": building scores every step (here {join_and_apart(chains)})." if chains else "."))
    brisquettes = f"{capitalised(brisquette_rule_words(profile))}."
    book = (f"At the end, count all the brisques each player took, the last six tricks' too: each one "
            f"{book_bonus_rule_words(profile)}. A brisque of the last six tricks counts in both: once as a brisquette, "
            "again in this count.")
    if steps:
        steps += [brisquettes, book]
    else:
        # Nothing declared (chapter 1's puzzle): a learner who counts the brisquettes and stops is off in one part;
        # the first hint names both parts, then they run from basic to specific (the brisquettes, then the book
        # bonus that counts them again: put last, "each brisquette worth 1" would read as the hints running
        # backwards).
        steps += ["This deal scores in two parts: the brisquettes, and the book bonus at the end. Count both, then "
                  "add them.", brisquettes, book]
    if task == "game_value":
        steps.append(
            f"The game's value is {game_value_words(profile)}."
        )
    return tuple(steps)
