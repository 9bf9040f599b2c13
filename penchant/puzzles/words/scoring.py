"""A scoring puzzle's words: where a miss sends the learner (:func:`look_again`, :func:`count_again_words`), and
its hints, the steps of the count, each rule in the rules' words (:func:`~penchant.words.scoring.brisquette_rule_words`,
:func:`~penchant.words.scoring.book_bonus_rule_words`, :func:`~penchant.words.game_scoring.game_value_words`), with the
combinations built on (:func:`built_chains`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from penchant.english.grammar import capitalised, possessive
from penchant.english.lists import join_and, join_and_apart
from penchant.english.numbers import count_words, number_words
from penchant.errors import InvalidNotationError
from penchant.play.sheet import DealEntry
from penchant.rules.cards import CardSet
from penchant.rules.kinds import Kind
from penchant.rules.profiles import Profile
from penchant.words.game_scoring import game_value_words
from penchant.words.scoring import (
    book_bonus_rule_words,
    brisquette_rule_words,
    brisquettes_worked_out,
    over_the_book,
)

__all__ = [
    "PART_HINTS", "SIGN_SLIP", "built_chains", "copied_figure_words",
    "LOOK_ON_THE_BOARD", "ON_THE_BOARD", "count_again_words", "left_out_words", "look_again", "part_hint",
    "parts_pointed_at",
    "per_card_words", "scoring_hints", "wrong_total_words",
]


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


PART_HINTS: Final = {"declarations": "Add the declarations", "book bonus": "At the end, the book bonus"}
"""How the hint of each whole part of a count begins (:func:`scoring_hints`); the brisquettes' hint is the rule's
own words (:func:`~penchant.words.scoring.brisquette_rule_words`)."""


def scoring_hints(task: str, profile: Profile,
                  deals: Sequence[tuple[DealEntry, list[list[tuple[str, Kind, int]]]]] = (),
                  player: int | None = None) -> tuple[str, ...]:
    """A scoring puzzle's hints, one step at a time, for what the record holds: a step about declarations only where
    some were declared, about building only where a combination was built on, in the words chapter 1 teaches.
    Where nothing was declared and one ``player``'s score of one deal is asked (chapter 1's puzzle), each hint after
    the first applies its rule to that player's counts on the board: each says more than the one before."""
    steps = []
    if any(side for _, d in deals for side in d):
        chains = list(dict.fromkeys(", then ".join(k.value for k in chain)
                                    for _, d in deals for side in d for chain in built_chains(side)))
        steps.append(f"{PART_HINTS['declarations']} at their values" + (
            f": building scores every step (here {join_and_apart(chains)})." if chains else "."))
    brisquettes = f"{capitalised(brisquette_rule_words(profile))}."
    # The board gives each player's "brisques in all", which holds the brisques of the last six tricks already: the
    # hint takes that count as it is, so that no brisquette is added to it a second time.
    book = (f"{PART_HINTS['book bonus']}: take each player's brisques in all, as the board gives them (those of "
            "the last six tricks are in that count already: add nothing to it); each one "
            f"{book_bonus_rule_words(profile)}. So a brisque of the last six tricks counts twice: once as a "
            "brisquette, and again here.")
    if steps:
        steps += [brisquettes, book]
    else:
        # Nothing declared (chapter 1's puzzle): a learner who counts the brisquettes and stops is off in one part;
        # the first hint names both parts, then they run from basic to specific (the brisquettes, then the book
        # bonus that counts them again: put last, "each brisquette worth 1" would read as the hints running
        # backwards).
        steps.append("This deal scores in two parts: the brisquettes, and the book bonus at the end. Count both, "
                     "then add them.")
        if task == "deal_points" and player is not None and len(deals) == 1:
            steps += _applied_steps(profile, deals[0][0], player)
        else:
            steps += [brisquettes, book]
    if task == "game_value":
        steps.append(
            f"The game's value is {game_value_words(profile)}."
        )
    return tuple(steps)


def _applied_steps(profile: Profile, entry: DealEntry, player: int) -> list[str]:
    """The two parts of one player's score of a deal with nothing declared, each rule applied to the player's counts
    (the brisquettes worked out; the brisques taken in all counted, the book bonus left to the learner)."""
    you = player == 0
    took = "you took" if you else "your opponent took"
    n, all_taken = entry.brisquettes[player], entry.brisques[player]
    first = (f"First the brisquettes: {brisquette_rule_words(profile)}. {capitalised(took)} "
             f"{count_words(n, 'brisque', digits=True)} in the last six tricks: {brisquettes_worked_out(profile, n)}.")
    in_all = count_words(all_taken, "brisque", digits=True)
    then = (f"Then the book bonus, at the end: {took} {in_all} in all, as the board gives them (those of the "
            "last six tricks are in that count already: add nothing to it); each one "
            f"{book_bonus_rule_words(profile)}. So a brisque of the last six tricks counts twice: once as a "
            "brisquette, and again here. Add the two parts.")
    return [first, then]


def count_again_words(n: int, task: str, player: str = "you", parts: Sequence[str] = ()) -> str:
    """A wrong count ``n`` that no one part of the count explains: what ``n`` was meant to be, and the parts to add
    up again, named without their figures or the method (the rules are in the chapter). ``player`` is whose deal
    score was asked (``"you"``, ``"your opponent"``); ``parts`` the parts this deal holds (``"the declarations"``...).
    It speaks of the count, never of the checker's search ("no single part explains 0").

    The verdict before it says that ``n`` is not right: these words go on from there, and do not say it again.

    >>> count_again_words(0, "deal_points", "your opponent", ["the brisquettes", "the book bonus"])
    "add up your opponent's score for this deal again, taking the brisquettes and the book bonus each once, at what \
each is worth under the rules on the label at the top of the board"
    >>> count_again_words(7, "game_value")
    "add up each player's total over the deals again to find what the game is worth to its winner, and look again \
at how a game is scored from the totals"
    """
    if task == "game_value":
        # No slip explains the count, so the lurch is not named: of a count that doubled rightly and missed a deal's
        # score, "and at the lurch" would point at the one step it got right; "how a game is scored from the totals"
        # takes the lurch in without pointing at it.
        return ("add up each player's total over the deals again to find what the game is worth to its winner, "
                "and look again at how a game is scored from the totals")
    told = ("add up each player's score again to find your lead on this deal" if task == "deal_difference"
            else f"add up {possessive(player)} score for this deal again")
    return (f"{told}, taking {join_and(parts)} each once, at what each is worth under the rules on the label at the "
            "top of the board")


ON_THE_BOARD: Final = {"declarations": "declarations", "brisquettes": "brisquettes", "book bonus": "brisques in all"}
"""Where on the board each whole part of a deal's score is read from, as the board's columns name it (the part's name
with its owner before it: ``"your brisques in all"``): a miss that leaves a part out points there
(:func:`left_out_words`)."""
_ASKED: Final = {"declarations": "what is each worth?", "brisquettes": "what do they score?",
                 "book bonus": "what do they earn at the end of the deal?"}
"""What a miss that leaves one whole part out asks of the place on the board it points at: the count to make, never
its rule or its points."""
LOOK_ON_THE_BOARD: Final = "look on the board at"
"""How a miss that leaves whole parts out sends the learner to the board (:func:`parts_pointed_at` reads it back)."""


def left_out_words(n: int, parts: Sequence[tuple[str, str]]) -> str:
    """A count ``n`` that one whole part of the score left out explains (or several together): where on the board
    that part is read (``parts``: each part's name, ``"book bonus"``, with whose it is, ``"your"``), and what to
    count there, as a question. It names neither the part's points nor the total, nor the rule, nor what to do with
    the part ("did you add your book bonus?" is the method that gives the answer).

    >>> left_out_words(7, [("book bonus", "your")])
    '7 leaves a whole part of the score out: look on the board at your brisques in all: what do they earn at the \
end of the deal?'
    >>> left_out_words(3, [("brisquettes", "your"), ("book bonus", "your")])
    '3 leaves two whole parts of the score out: look on the board at your brisquettes and your brisques in all: \
what does each of those counts earn?'
    """
    places = join_and(f"{owner} {ON_THE_BOARD[part]}" for part, owner in parts)
    if len(parts) == 1:
        return f"{n} leaves a whole part of the score out: {LOOK_ON_THE_BOARD} {places}: {_ASKED[parts[0][0]]}"
    return (f"{n} leaves {number_words(len(parts))} whole parts of the score out: {LOOK_ON_THE_BOARD} {places}: "
            "what does each of those counts earn?")


def parts_pointed_at(said: str) -> list[str]:
    """The whole parts (``"book bonus"``...) whose place on the board a miss said by :func:`left_out_words` points
    at, in the order of :data:`ON_THE_BOARD`; ``[]`` for any other miss."""
    if LOOK_ON_THE_BOARD not in said:
        return []
    places = said.split(LOOK_ON_THE_BOARD, 1)[1].split(":", 1)[0]
    return [part for part, column in ON_THE_BOARD.items() if f" {column}" in f" {places}"]


def copied_figure_words(n: int, figure: str, parts: Sequence[str]) -> str:
    """A count ``n`` that is a figure the board shows (``figure``: ``"how many brisques you took"``) rather than
    points: it names the figure and the parts that score (``parts``), never their points or the total.

    >>> copied_figure_words(9, "how many brisques you took", ["your brisquettes", "your book bonus"])
    '9 is how many brisques you took, a count of cards, not points: score the parts they give, your brisquettes \
and your book bonus'
    """
    return f"{n} is {figure}, a count of cards, not points: score the parts they give, {join_and(parts)}"


def per_card_words(profile: Profile) -> str:
    """The misreading that scores every declaration a brisque's value a card, in words from ``profile``
    (``"scoring every declaration at 10 points a card"`` under Foster's rules)."""
    return f"scoring every declaration at {count_words(profile.brisque_value, 'point', digits=True)} a card"


# Where a wrong total sends the learner: the place on the board, or the step of the count, to look at again, never
# the slip itself ("7 comes from forgetting the book bonus" lets a learner add the bonus and be right without
# counting) nor the rule that gives the answer ("the brisquettes, the brisques taken in the last six tricks": the
# board's caption says what they are; the miss asks what they score). Each is about the part that is off, the lurch
# only where the lurch is what went wrong.
_LOOK_AGAIN: Final[dict[str, str]] = {
    # the per-card misreading's is look_again's: its name is worded from the profile
    "forgetting the book bonus": "look again at the brisques in all on the board: what do they earn at the end of "
                                 "a deal?",
    "counting the book bonus on the first ten tricks' brisques only (brisquettes count twice)":
        "look again at the brisques in all on the board: which of them does the book bonus count?",
    "forgetting the brisquettes": "look again at the brisquettes on the board: what do they score?",
    f"paying the bonus on every brisque, not those {over_the_book()}":
        "look again at the brisques in all on the board: which of them earn a book bonus?",
    # the lurch itself named: the slip is in the lurch ("look again at the loser's total" would send the learner to
    # add up a right total again), and asked, not told (no mark, no factor)
    "forgetting to double for the lurch": "look again at the loser's total: is he lurched, and what does that do "
                                          "to the game's worth?",
    "doubling although nobody is lurched": "look again at the loser's total: is he lurched, and what does that do "
                                           "to the game's worth?",
    "counting the winner's total, not the difference": "look again at what a game is worth: whose totals count",
}


SIGN_SLIP: Final = "taking the difference the wrong way round"
"""The misreading of a lead that has its size right and its sign wrong: said as what it is
(:func:`wrong_total_words`), not as a part of the count off."""


def wrong_total_words(n: int, misreading: str, profile: Profile) -> str:
    """What a wrong total ``n`` that the one ``misreading`` explains is told: the part of the count to look at again
    (:func:`look_again`); a lead the wrong way round hears that its size is right and is asked whose score comes
    first, a question that teaches the order without giving the sign.

    >>> from penchant.rules.profiles import DEFAULT_PROFILE
    >>> wrong_total_words(15, SIGN_SLIP, DEFAULT_PROFILE)
    "15 is the right size, but whose score comes first? Your lead is your score less your opponent's"
    """
    if misreading == SIGN_SLIP:
        return f"{n} is the right size, but whose score comes first? Your lead is your score less your opponent's"
    return f"{n} is off in one part of the count: {look_again(profile).get(misreading, misreading)}"


def look_again(profile: Profile) -> dict[str, str]:
    """Where each wrong answer of the bank sends the learner, by the misreading's name under ``profile``."""
    return {**_LOOK_AGAIN, per_card_words(profile): "look again at what each declaration is worth"}


def part_hint(hints: Sequence[str], part: str, profile: Profile) -> str | None:
    """The hint of :func:`scoring_hints` about one whole part of the count (``"declarations"``, ``"brisquettes"``,
    ``"book bonus"``), or ``None`` where the hints have none."""
    start = PART_HINTS.get(part) or capitalised(brisquette_rule_words(profile))
    return next((h for h in hints if h.startswith(start)), None)
