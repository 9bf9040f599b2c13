"""The hints of an end-game puzzle, gentlest first, made from its position and the engine's best line: a direction
toward the idea of the position (:func:`direction_hint`, never the card to play), how to count, and the tempting
card's cost; in a game at stake, the game score and what it is worth (:func:`endgame_hints`). The end-game's checker,
:func:`penchant.puzzles.checkers.endgame.analyse`, asks them of each puzzle it analyses."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from penchant.english.grammar import capitalised, verb_form
from penchant.english.lists import join_or
from penchant.english.numbers import count_words
from penchant.puzzles.sessions.endgame_lines import (
    GameStake,
    line_from,
    narrate,
)
from penchant.puzzles.words.endgame import fewer_than_best_words, trick_ahead_words
from penchant.rules.cards import Card
from penchant.rules.game_scoring import GameOutcome
from penchant.rules.procedure import last_six_trick
from penchant.rules.profiles import Profile
from penchant.rules.scoring import brisquettes_swing
from penchant.rules.suits_and_ranks import SUIT_NAMES, Rank
from penchant.rules.tricks import last_six_duty_words
from penchant.solver import Phase2Position
from penchant.words.cards import card_words
from penchant.words.game_scoring import game_value_words, lurch_rule_words
from penchant.words.scoring import over_the_book

__all__ = ["LOOKS_RIGHT", "direction_hint", "endgame_hints"]

LOOKS_RIGHT: Final = "looks right but is not best"
"""The words of the hint that warns against a tempting card
(:func:`penchant.puzzles.checkers.endgame.hints_after_tries` finds it by them)."""


_DIRECTIONS: Final = {
    "give up the lead": "Think about whose lead matters: here winning this trick is not the point, who leads the "
                        "next ones is.",
    "catch the Ten": "",  # said with the Ten and its trick
    "bring home the Seven": "",  # said with the Seven and its trick
    "sacrifice a brisque": "Sometimes a brisque must be given up now to take more later: look past this trick.",
    "trump in": "Your opponent's lead can be trumped: ask whether this trick's brisques are worth a trump.",
    "lead a trump": "Count the trumps: who holds them decides which of the later tricks you win.",
    "choose the winning card": "More than one of your cards wins this trick: which one do you want to keep for "
                               "later?",
    "do not cash your winners": "Cashing your highest cards at once is not the most you can take: look at what "
                                "your opponent will be left to play.",
    "greed loses": "Grabbing this trick's brisques is not the most you can take: look further ahead.",
}
"""The first hint's direction for each idea the engine's best line shows (the themes
:func:`penchant.puzzles.checkers.endgame.analyse` reads), strongest first."""


def direction_hint(pos: Phase2Position, profile: Profile, card: Card, themes: Sequence[str]) -> str:
    """An end-game's first hint: a direction toward the idea of the position, read from the engine's best line
    (``card`` first), never the card to play: the idea of the line (:data:`_DIRECTIONS`), or a brisque your
    opponent is forced to give you, or the trick where the most brisques fall."""
    line = line_from(pos, card, profile)
    tricks = narrate(pos, line)
    first = last_six_trick(len(pos.hand))
    for theme, words in _DIRECTIONS.items():
        if theme not in themes:
            continue
        if theme in ("catch the Ten", "bring home the Seven"):  # which card, and the trick it is won in
            rank, owner = (Rank.TEN, pos.opp_hand) if theme == "catch the Ten" else (Rank.SEVEN, pos.hand)
            at = next((i, c) for i, t in enumerate(tricks) for c in (t.lead, t.follow)
                      if t.winner == 0 and c.rank == rank and c in owner)
            when = trick_ahead_words(at[0], first + at[0])
            return (f"Your opponent's {card_words(at[1])} can be caught: in the best line it falls to you in "
                    f"{when}. Which card keeps a winner for that trick?" if rank == Rank.TEN else
                    f"Your {card_words(at[1])} can win a trick of its own: in the best line it wins {when}. Plan "
                    "the tricks so that it is the last card standing in its suit.")
        if theme == "give up the lead":  # the card of his that wins the most brisques once he is on lead
            his = [(t.brisques, -i, c) for i, t in enumerate(tricks) if t.winner == 1 and i
                   for c in (t.lead, t.follow) if c in pos.opp_hand]
            if his:
                _, i, c = max(his)
                return (f"{words} In the best line your opponent's {card_words(c)} still takes "
                        f"{trick_ahead_words(-i, first - i)}: who should be on lead when it is played?")
        return words
    current: Phase2Position | None = pos
    mover, trick = 0, 0
    for c in line:  # a brisque the opponent must play, having no other card, into a trick you win
        if current is None:
            break
        forced = mover == 1 and c.is_brisque and current.legal_mask.bit_count() == 1
        step = current.step(c)
        current = step.position
        mover = step.next_to_play(mover)  # after a trick, its winner leads
        if step.trick is None:
            continue
        trick += 1
        if forced and mover == 0:
            return (f"Look for a card your opponent will be forced to play: in the best line their "
                    f"{card_words(c)} has nowhere else to go in {trick_ahead_words(trick - 1, first + trick - 1)}.")
    most = max(range(len(tricks)), key=lambda i: (tricks[i].brisques, -i))
    when = capitalised(trick_ahead_words(most, first + most))
    return f"{when} is where the most brisques fall in the best line: how do you make sure you win it?"


def endgame_hints(pos: Phase2Position, profile: Profile, stake: GameStake | None, tempting: Sequence[str],
                  lost_by: Mapping[str, int], n_best: int, n_classes: int, decisions: int, direction: str
                  ) -> tuple[str, ...]:
    """An end-game's hints, gentlest first: a direction toward the idea of the position (:func:`direction_hint`;
    with a game at stake, the game score and what it is worth), how to count, and the tempting card's cost (a
    whole line: that every card is checked)."""
    depth = len(pos.hand)
    hints: tuple[str, ...] = (
        f"{_at_stake(pos)} {direction}",
        f"Every card is known{_trumps_held(pos)}: count the tricks each of your cards can win, and which cards your "
        f"opponent must play ({last_six_duty_words(pos.trump)}).",
        (f"{card_words(tempting[0])} {LOOKS_RIGHT}: it "
         f"{fewer_than_best_words(lost_by[tempting[0]], digits=True)} against best defence."
         if tempting
         else f"Only {n_best} of your {n_classes} different plays keeps every brisque you can get."),
    )
    if decisions:
        hints = (*hints[:2], f"Each of your {depth} cards is checked, not only the first: {decisions} of them "
                             "are choices where a card loses a brisque.", hints[2])
    if stake is not None:
        hints = (*_stake_hints(pos, profile, stake), hints[1], hints[-1])
    return hints


def _at_stake(pos: Phase2Position) -> str:
    """What this end-game plays for, in words, so the first hint starts from the position: "8 brisques are
    still to take in these 6 tricks, with hearts trump." (its brisques in play, its tricks, its trump)."""
    r = pos.brisques_in_play
    trump = "no trump" if pos.trump is None else f"{SUIT_NAMES[pos.trump]} trump"
    return (f"{count_words(r, 'brisque', digits=True)} {verb_form(r, 'be')} still to take in "
            f"{'this trick' if len(pos.hand) == 1 else 'these ' + count_words(len(pos.hand), 'trick', digits=True)}, "
            f"with {trump}.")


def _trumps_held(pos: Phase2Position) -> str:
    """The trumps each side holds, in words for the second hint ("; you hold two trumps and your opponent one
    trump"), or ``""`` when no suit is trump."""
    if pos.trump is None:
        return ""
    mine, his = (sum(1 for c in h if c.suit == pos.trump) for h in (pos.hand, pos.opp_hand))  # digits: no rank's name
    if not mine and not his:
        return "; neither of you holds a trump"
    said = [count_words(n, "trump", digits=True) if n else "no trump" for n in (mine, his)]
    return f"; you hold {said[0]} and your opponent {said[1]}"


def _stake_hints(pos: Phase2Position, profile: Profile, stake: GameStake) -> tuple[str, str]:
    """A game-aim end-game's first two hints, made from its position: the game score and the lurch, said as what it
    can do here (who can still be lurched, or that nobody can: at 70 to 66 with the lurch at 40 a hint about
    crossing the lurch sends the learner after nothing), then what each brisque moves and what the brisques still
    to take decide (the lurch, who wins, or only the margin)."""
    me, him = stake.scores
    swing = brisquettes_swing(profile, 1)
    reachable = {stake.outcome(pos, profile, b) for b in range(pos.brisques_in_play + 1)}
    lurchable = [who for who, o in (("you", GameOutcome.LURCHED), ("your opponent", GameOutcome.WON_WITH_LURCH))
                 if o in reachable]
    stands = (f"The game stands at you {me}, your opponent {him}, before the brisquettes still to take and the book "
              "bonus")
    if lurchable:
        who = join_or(lurchable)
        first = f"{stands}; {lurch_rule_words(profile)}: here {who} can still end the game lurched."
        decide = f", and the brisques still to take decide whether {who} {'are' if who == 'you' else 'is'} lurched"
    else:
        first = f"{stands}. Whatever the last tricks bring, nobody ends this game lurched."
        losing = {o in (GameOutcome.LURCHED, GameOutcome.LOST) for o in reachable if o is not GameOutcome.DRAWN}
        open_game = len(losing) > 1 or GameOutcome.DRAWN in reachable
        decide = (", and the brisques still to take decide who wins the game" if open_game
                  else ": whoever takes them, only the margin of the game is at stake")
    second = (f"To its winner the game is worth {game_value_words(profile)}: each brisque you take instead of your "
              f"opponent moves the difference by {swing} or more (its brisquette, and the book bonus "
              f"{over_the_book()}){decide}.")
    return first, second
