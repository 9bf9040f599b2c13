"""End-game puzzles: find the best card in a Phase 2 position, then play it
out card by card against the engine's best defence.

Position keys (the solver's JSON form plus the rules)::

    {"rules": "kandell", "hand": "AH TH 7S", "opp_hand": "KH 8S 9D", "trump": "H" | null,
     "led": "QS" | null, "won": [3, 4]}

``hand`` is yours; with ``led`` your opponent has just led that card and you
follow. ``won`` is the brisques you and your opponent have taken so far in the
deal (they decide the book bonus; with those in play they make twelve). Values come from :func:`penchant.solver.solve`.

Three tasks:

* ``best``: find the one card that takes the most brisques from here;
* ``line``: play the whole end-game: every one of your cards is checked against the solver in
  turn, the engine answering each with its best defence (at least two of them are decisions);
* ``aim``: the fourth deal's last six tricks, where the game score decides what is at stake
  (``"game": {"deal": 4, "scores": [you, opponent]}``, the points scored so far in the game,
  this deal's declarations and brisquettes already taken included): the right cards are those that
  make the game worth the most to you (the rules' :func:`~penchant.rules.game_scoring.game_value`: the
  difference of the totals, doubled for a lurch), as a strong player judges a game's last tricks.

A wrong card, at any step, gets its refutation (:func:`refutation_of`): the opponent's punishing reply
and the line that follows, on to the trick where the last brisque it gives up is lost (a game at stake:
the whole line, every card named), and what it costs.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from penchant.english.grammar import capitalised, verb_form
from penchant.english.lists import join_or
from penchant.english.numbers import count_words, ordinal_words
from penchant.errors import IllegalPlayError, InvalidNotationError, PuzzleError
from penchant.play.forced import is_a_decision
from penchant.puzzles.answers import normalise_card
from penchant.puzzles.endgame_lines import (
    AIM_QUESTION,
    HEURISTICS,
    GameStake,
    brisque_cost,
    cards_in,
    equivalence_classes,
    game_stake,
    line_decisions,
    line_from,
    line_text,
    narrate,
    position_of,
    refutation_of,
    value_change_words,
    worth_words,
)
from penchant.puzzles.endgame_session import EndgameSession
from penchant.puzzles.grading import grade, result_from_verdicts
from penchant.puzzles.model import RIGHT, Analysis, CheckResult, Puzzle
from penchant.puzzles.words.endgame import fewer_than_best_words, trick_ahead_words
from penchant.puzzles.words.sentences import punctuated
from penchant.rules.cards import BRISQUE_MASK, PACK, Card
from penchant.rules.game_scoring import GameOutcome
from penchant.rules.procedure import last_six_trick
from penchant.rules.profiles import Profile
from penchant.rules.scoring import brisquettes_swing
from penchant.rules.suits_and_ranks import SUIT_NAMES, Rank
from penchant.rules.tricks import (
    follower_wins,
    how_followed,
    last_six_follows,
    last_six_refusal,
)
from penchant.solver import MoveValue, Phase2Position, solve
from penchant.words.cards import card_words, cards_words
from penchant.words.game_scoring import game_value_words, lurch_rule_words
from penchant.words.scoring import over_the_book
from penchant.words.tricks import last_six_duty

__all__ = ["hints_after_tries", "TASKS", "analyse", "aim_question", "line_so_far", "check", "elementary_problems"]

TASKS: Final = ("best", "line", "aim")
"""The end-game tasks: the best card, the whole line, the card that makes the game worth the most to you."""


LOOKS_RIGHT: Final = "looks right but is not best"
"""The words of the hint that warns against a tempting card (:func:`hints_after_tries` finds it by them)."""


def hints_after_tries(puzzle: Puzzle, tried: Sequence[str]) -> tuple[str, ...]:
    """An end-game's hints as a learner who has played the cards ``tried`` (misses: each was told it was not
    best) should read them: the hint warning against a card already tried names instead the next tempting card
    not tried, with its cost, or, with none left, says to count the other cards again: "10♦ looks right but is not
    best" is no hint after playing 10♦ and being told so. Other kinds' hints are as stored.
    """
    if puzzle.kind != "endgame" or not tried:
        return puzzle.hints
    done = {normalise_card(t) for t in tried}
    warned = [f"{card_words(t)} {LOOKS_RIGHT}" for t in done]  # the bank says its cards in symbols
    out = []
    for hint in puzzle.hints:
        if not any(hint.startswith(w) for w in warned):
            out.append(hint)
            continue
        a = analyse(puzzle)
        fresh = [t for t in a.tempting if normalise_card(t) not in done and t in a.costs]
        out.append(f"{card_words(fresh[0])} {LOOKS_RIGHT}: {a.costs[fresh[0]]}." if fresh else
                   f"{'The card you tried loses' if len(done) == 1 else 'The cards you tried lose'} brisques: "
                   "count again what each of your other cards wins against best defence.")
    return tuple(out)


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
"""The first hint's direction for each idea the engine's best line shows (:func:`_themes`), strongest first."""


def _direction(pos: Phase2Position, profile: Profile, card: Card, themes: Sequence[str]) -> str:
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
        if step.trick is None:
            mover = 1 - mover
            continue
        trick += 1
        winner = mover if step.same_player else 1 - mover
        if forced and winner == 0:
            return (f"Look for a card your opponent will be forced to play: in the best line their "
                    f"{card_words(c)} has nowhere else to go in {trick_ahead_words(trick - 1, first + trick - 1)}.")
        mover = winner
    most = max(range(len(tricks)), key=lambda i: (tricks[i].brisques, -i))
    when = capitalised(trick_ahead_words(most, first + most))
    return f"{when} is where the most brisques fall in the best line: how do you make sure you win it?"


def _hints(pos: Phase2Position, profile: Profile, stake: GameStake | None, tempting: Sequence[str],
           lost_by: Mapping[str, int], n_best: int, n_classes: int, decisions: int, direction: str
           ) -> tuple[str, ...]:
    """An end-game's hints, gentlest first: a direction toward the idea of the position (:func:`_direction`;
    with a game at stake, the game score and what it is worth), how to count, and the tempting card's cost (a
    whole line: that every card is checked)."""
    depth = len(pos.hand)
    hints: tuple[str, ...] = (
        f"{_at_stake(pos)} {direction}",
        f"Every card is known{_trumps_held(pos)}: count the tricks each of your cards can win, and which cards your "
        f"opponent must play ({last_six_duty(pos.trump)}).",
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


def _verdicts(pos: Phase2Position, profile: Profile, moves: Mapping[Card, MoveValue], right: set[Card],
              stake: GameStake | None
              ) -> tuple[dict[str, tuple[bool, str]], dict[str, int], dict[str, str], dict[str, str]]:
    """Each card's verdict and, for a wrong one, the brisques it loses, its cost and its refutation."""
    r = pos.brisques_in_play
    in_play = f"of the {count_words(r, 'brisque', digits=True)} in play"
    top = max(moves.values(), key=lambda v: v.brisques)
    best_value = 0 if stake is None else stake.value(pos, profile, top.brisques)
    verdicts: dict[str, tuple[bool, str]] = {}
    lost_by: dict[str, int] = {}
    costs: dict[str, str] = {}
    misses: dict[str, str] = {}
    for c, v in moves.items():
        text = line_text(pos, line_from(pos, c, profile))
        game = "" if stake is None else f"; {stake.words(pos, profile, v.brisques)}"
        if c in right:
            verdicts[str(c)] = (True, f"{card_words(c)}: you take {v.brisques} {in_play} "
                                      f"against best defence{game}: {text}")
            continue
        lost = top.brisques - v.brisques
        lost_by[str(c)] = lost
        if stake is None:
            costs[str(c)] = f"it {fewer_than_best_words(lost)} against best defence"
            cost = brisque_cost(lost)
            change = v.points - top.points
            points = f"{'-' if change < 0 else '+'}{count_words(abs(change), 'point', digits=True)}"
            verdicts[str(c)] = (False, f"{card_words(c)} {fewer_than_best_words(lost, digits=True)} "
                                       f"({points}): {text}")
            misses[str(c)] = refutation_of(pos, c, profile, right, cost)
            continue
        value = stake.value(pos, profile, v.brisques)
        short = value_change_words(value, best_value)
        # A miss says what the card comes to, and where to look; never what best play makes the game worth.
        costs[str(c)] = (f"against best defence you take {v.brisques} {in_play}, and "
                         f"{stake.words(pos, profile, v.brisques)}; "
                         f"{stake.look(pos, profile, v.brisques, top.brisques)}")
        verdicts[str(c)] = (False, f"{card_words(c)}: you take {v.brisques} {in_play}; "
                                   f"{stake.words(pos, profile, v.brisques)}, {short}: {text}")
        cost = f"you take {count_words(v.brisques, 'brisque')} of the {r}, so {stake.words(pos, profile, v.brisques)}"
        misses[str(c)] = refutation_of(pos, c, profile, right, cost, whole=True)
    return verdicts, lost_by, costs, misses


def analyse(puzzle: Puzzle) -> Analysis:
    """Solve the end-game and derive the answer, refutations, themes and difficulty."""
    if puzzle.task not in TASKS:
        raise PuzzleError.of_puzzle(puzzle.id, f"endgame task {puzzle.task!r} is not one of {', '.join(TASKS)}")
    if puzzle.answer_form != "card":
        raise PuzzleError.of_puzzle(puzzle.id, "an end-game is answered with a card (answer_form 'card')")
    pos = position_of(puzzle)
    profile = puzzle.profile
    stake = game_stake(puzzle) if puzzle.task == "aim" else None
    sol = solve(pos, profile)
    moves = sol.moves
    top = sol.value
    classes = equivalence_classes(pos)
    n_classes = len(set(classes.values()))
    if n_classes < 2:
        raise PuzzleError.of_puzzle(puzzle.id, "every legal card plays alike: nothing to find")

    def aim(b: int) -> int:
        return b if stake is None else stake.value(pos, profile, b)

    goal = aim(top.brisques)
    if stake is not None and all(aim(v.brisques) == goal for v in moves.values()):
        raise PuzzleError.of_puzzle(puzzle.id, f"every card makes the game {worth_words(goal)}: nothing to find")
    best_cards = [c for c, v in moves.items() if aim(v.brisques) == goal]
    right = set(best_cards)
    best_reps = {classes[c] for c in best_cards}
    verdicts, lost_by, costs, misses = _verdicts(pos, profile, moves, right, stake)
    legal = pos.legal_mask
    fooled: list[str] = []
    tempting: list[str] = []
    for name, h in HEURISTICS.items():
        pick = str(PACK[h(pos, legal)])
        if not verdicts[pick][0]:
            fooled.append(name)
            if pick not in tempting:
                tempting.append(pick)
    losing_classes = {classes[c] for c in moves if c not in right}
    others = [v.brisques for c, v in moves.items() if c not in right]
    worst_right = min(moves[c].brisques for c in best_cards)
    margin = worst_right - max(others) if others else 0
    depth = len(pos.hand)
    themes = _themes(pos, profile, best_cards[0], fooled)
    decisions = line_decisions(pos, profile) if puzzle.task == "line" else 1
    if puzzle.task == "line":
        if decisions < 2:
            raise PuzzleError.of_puzzle(puzzle.id, f"a whole-line end-game needs two or more of your cards to "
                              f"be decisions along the line; this one has {decisions}")
        themes.append("the whole line")
    if stake is not None:
        outcomes = {stake.outcome(pos, profile, v.brisques) for v in moves.values()}
        lurch = {o in (GameOutcome.LURCHED, GameOutcome.WON_WITH_LURCH) for o in outcomes}
        themes.append("the lurch at stake" if len(lurch) == 2
                      else "the game at stake" if len(outcomes) > 1 else "every point counts")
    score = (0.6 * len(fooled) + 0.3 * max(0, len(losing_classes) - 1) + 0.3 * max(0, depth - 3)
             + (0.4 if margin == 1 else 0.0) - (0.5 if n_classes == 2 else 0.0) - 0.6
             + 0.5 * (decisions - 1) + (0.5 if stake is not None else 0.0))
    best = tuple(str(c) for c in best_cards)
    explanation = verdicts[best[0]][1]
    if len(best_reps) == 1 and len(best) > 1:
        explanation += f" ({join_or([card_words(b) for b in best])} play alike)"
    if stake is not None and others:
        runner = max((c for c in moves if c not in right), key=lambda c: moves[c].brisques)
        value = aim(moves[runner].brisques)
        explanation += (f". The next best, {card_words(runner)}, makes the game {worth_words(value)}: "
                        f"{value_change_words(value, goal)}")
    hints = _hints(pos, profile, stake, tempting, lost_by, len(best_reps), n_classes,
                   decisions if puzzle.task == "line" else 0, _direction(pos, profile, best_cards[0], themes))
    features: dict[str, Any] = {
        "legal": len(moves), "different_plays": n_classes, "losing_plays": len(losing_classes),
        "margin": margin, "depth": depth, "fooled": fooled, "score": round(score, 2),
        "value": top.to_json(),
    }
    if puzzle.task == "line":
        features["decisions"] = decisions
    if stake is not None:
        features["game_value"] = goal
        features["outcome"] = stake.outcome_words(pos, profile, top.brisques)
    return Analysis(best, explanation, verdicts, tuple(tempting), tuple(themes), grade(score), features,
                    len(best_reps) == 1, hints, costs, misses=misses)


def _themes(pos: Phase2Position, profile: Profile, card: Card, fooled: list[str]) -> list[str]:
    themes = ["following" if pos.led is not None else "leading"]
    trump = pos.trump_number
    if trump is None:
        themes.append("no trump")
    line = line_from(pos, card, profile)
    tricks = narrate(pos, line)
    first = tricks[0] if tricks else None
    if first is not None:
        if pos.led is None and first.winner == 1:
            themes.append("give up the lead")
        if trump is not None and pos.led is None and card.suit == trump:
            themes.append("lead a trump")
        if pos.led is not None and how_followed(pos.led, card, trump) == "trump in":
            themes.append("trump in")
        if (card.is_brisque and first.winner == 1
                and pos.legal_mask & ~BRISQUE_MASK):  # a brisque given when another card could be played
            themes.append("sacrifice a brisque")
        if pos.led is not None and first.winner == 0:
            winners = [i for i in cards_in(pos.legal_mask) if follower_wins(pos.led.index, i, trump)]
            if len(winners) > 1:
                themes.append("choose the winning card")
    # A Ten of the opponent's caught in the best line.
    if any(t.winner == 0 and any(c.rank == Rank.TEN and c in pos.opp_hand for c in (t.lead, t.follow))
           for t in tricks):
        themes.append("catch the Ten")
    if "grab this trick's brisques" in fooled:
        themes.append("greed loses")
    if "highest card" in fooled and "cash a brisque" in fooled and not (first is not None and first.winner == 0):
        themes.append("do not cash your winners")  # never said of a card that wins its trick: cashing it is right
    if any(t.winner == 0 and any(c.rank == Rank.SEVEN and c in pos.hand for c in (t.lead, t.follow))
           for t in tricks):
        themes.append("bring home the Seven")
    return themes


def check(puzzle: Puzzle, answer: str | Sequence[str], analysis: Analysis) -> CheckResult:
    """Check one card: every card of the best value is right; a wrong one gets
    the engine's refutation (the line of best defence and the brisques lost).

    A ``line`` end-game also takes the whole line, every one of your cards in turn
    (``'AH KS 7D'`` or a list): each is checked against the solver after the engine's
    best defence to the cards before it, and the first wrong one gets its refutation."""
    cards = answer.split() if isinstance(answer, str) else list(answer)
    if len(cards) > 1:
        return _check_line(puzzle, answer, cards, analysis)
    card = normalise_card(answer)
    pos = position_of(puzzle)
    if card not in pos.hand:
        raise IllegalPlayError.refusing(answer, f"{card_words(card)} is not in your hand ({cards_words(pos.hand)})")
    legal = pos.legal_mask
    if not legal & card.bit:
        assert pos.led is not None
        raise IllegalPlayError.refusing(answer, last_six_refusal(card, pos.hand.mask, pos.led.index,
                                                                 pos.trump_number))
    return result_from_verdicts(puzzle, analysis, str(card))


def _play_on(puzzle: Puzzle, answer: str | Sequence[str], session: EndgameSession, cards: Sequence[str],
             analysis: Analysis) -> tuple[CheckResult | None, list[str], int]:
    """Play a line's cards in turn against best defence: the first card that is not best as a miss (its
    refutation; ``None`` while every card is best), the cards played, and how many of them were choices (played
    with two or more legal cards to pick from: :func:`~penchant.play.forced.is_a_decision`)."""
    played: list[str] = []
    chosen = 0
    for n, text in enumerate(cards):
        chosen += is_a_decision(session.legal())
        try:
            result = session.play(text)
        except IllegalPlayError as exc:
            raise IllegalPlayError.refusing(answer, f"your {ordinal_words(n + 1)} card: {exc}") from None
        played.append(str(result.card))
        if not result.correct:
            what = (f"it {fewer_than_best_words(result.lost)} against best defence" if puzzle.task == "line"
                    else "it makes the game worth less to you than best play still can")
            message = f"Your {ordinal_words(n + 1)} card, {card_words(result.card)}, is not best: {what}."
            return (CheckResult(False, message, "", punctuated(result.refutation or ""), list(analysis.best),
                                " ".join(played)), played, chosen)
    return None, played, chosen


def best_cards_words(played: int, chosen: int) -> str:
    """The cards of a line found best, counting only those the player chose: a card that was the only one he could
    play (a forced card) was no choice of his, and is said apart.

    >>> best_cards_words(5, 5)
    'each of the 5 cards you played, in turn, was a best card'
    >>> best_cards_words(5, 3)
    'each of the 3 cards you chose, in turn, was a best card (the other 2 were forced: the only card you could play)'
    >>> best_cards_words(4, 1)
    'the one card you chose was a best card (the other 3 were forced: the only card you could play)'
    """
    forced = played - chosen
    if not chosen:
        return f"each of the {played} cards you played was forced: the only card you could play"
    if not forced:
        return f"each of the {played} cards you played, in turn, was a best card"
    said = ("the one card you chose was a best card" if chosen == 1
            else f"each of the {chosen} cards you chose, in turn, was a best card")
    others = "the other one was forced" if forced == 1 else f"the other {forced} were forced"
    return f"{said} ({others}: the only card you could play)"


def _check_line(puzzle: Puzzle, answer: str | Sequence[str], cards: Sequence[str],
                analysis: Analysis) -> CheckResult:
    if puzzle.task not in ("line", "aim"):
        raise InvalidNotationError.refusing(answer, "this end-game is answered with one card, not a line")
    session = EndgameSession(puzzle)
    need = len(session.to_play)
    if len(cards) != need:
        raise InvalidNotationError.refusing(answer, f"{count_words(len(cards), 'card', digits=True)}, but the line "
                                            f"is all {need} of yours, one for each trick to the end of the deal")
    miss, played, chosen = _play_on(puzzle, answer, session, cards, analysis)
    if miss is not None:
        return miss
    text = "; ".join(str(t) for t in session.tricks)
    keeps = ("kept every brisque you can take" if puzzle.task == "line"
             else f"made the game {worth_words(session.aim(session.target))}, the most it can be")
    return CheckResult(True, f"{best_cards_words(need, chosen)}, and together they {keeps}.",
                       punctuated(text), None, list(analysis.best), " ".join(played), opening=RIGHT)



def line_so_far(puzzle: Puzzle, answer: str | Sequence[str]) -> tuple[CheckResult | None, EndgameSession]:
    """The first cards of a whole line, played against the engine's best defence, for a solver who cannot give
    the line before seeing the defence (a whole line written at once needs his replies guessed in advance).
    Returns the first wrong card's result (its refutation; ``None`` while every card is best) and the
    session, which holds the tricks played (his replies among them), your cards left and the card he leads to
    you now. A full line is :func:`check`'s."""
    cards = answer.split() if isinstance(answer, str) else list(answer)
    if puzzle.kind != "endgame" or puzzle.task not in ("line", "aim"):
        raise InvalidNotationError.refusing(answer, "only a whole-line end-game is answered card by card")
    session = EndgameSession(puzzle)
    if not 0 < len(cards) < len(session.to_play):
        raise InvalidNotationError.refusing(answer, f"{count_words(len(cards), 'card', digits=True)}; the first "
                                            f"cards of the line are one to {len(session.to_play) - 1} of yours")
    return _play_on(puzzle, answer, session, cards, analyse(puzzle))[0], session


def aim_question(position: Mapping[str, Any]) -> str:
    """An ``aim`` end-game's question: the game score, what is at stake and the task, in words."""
    p = Puzzle(id="aim", kind="endgame", task="aim", title="", question="?", position=position, answer_form="card")
    pos, stake = position_of(p), game_stake(p)
    me, him = stake.scores
    start = f"Your opponent leads {card_words(pos.led)}." if pos.led is not None else "You lead."
    return (f"The fourth deal, the last tricks: the game stands at you {me}, your opponent {him}, "
            f"the brisquettes still to take and the book bonus still to score. To its winner the game is worth "
            f"{game_value_words(p.profile)}. {start} {AIM_QUESTION}")


def rote_problems(puzzle: Puzzle, analysis: Analysis | None = None) -> list[str]:
    """Why a best-card end-game is solved by rote, with no place in the rated bank: its right cards
    are exactly the one lead that wins the trick (he has no card that may beat it), or exactly the one card of
    your hand that is not a brisque (lead or follow). A strong player plays either without reading the ending."""
    if puzzle.task != "best":
        return []
    a = analysis if analysis is not None else analyse(puzzle)
    pos = position_of(puzzle)
    trump = pos.trump_number
    legal = [PACK[i] for i in cards_in(pos.legal_mask)]
    best = set(a.best)
    if pos.led is None:
        winners = {c for c in legal
                   if not any(follower_wins(c.index, o, trump)
                              for o in cards_in(last_six_follows(pos.opp_hand.mask, c.index, trump)))}
        if len(winners) == 1 and best == {str(c) for c in winners}:
            return [f"the answer is the one lead that wins the trick ({card_words(winners.pop())}): "
                    "solved by rote, not by reading the ending"]
    plain = {c for c in legal if not c.is_brisque}
    if len(plain) == 1 and best == {str(c) for c in plain}:
        return [f"the answer is the one card you may play that is not a brisque ({card_words(plain.pop())}): "
                "solved by rote, not by reading the ending"]
    return elementary_problems(puzzle, a)


ELEMENTARY_HAND: Final = 3
"""A best-card end-game with this many cards in your hand or fewer is read at a glance."""

NATURAL_HABITS: Final = {"highest card": "your highest card", "cash a brisque": "your highest brisque"}
"""The habits a player follows without reading the ending (:data:`HEURISTICS`): a right card one of them plays
is the natural move, found on sight."""


def elementary_problems(puzzle: Puzzle, analysis: Analysis | None = None) -> list[str]:
    """Why a best-card end-game is elementary, with no place in the rated bank (the strong player's review: 8 of
    25 best-card end-games sampled were solved on sight): three cards in your hand or fewer (every line is seen at
    a glance), or a right card is the natural move, the one a habit of :data:`NATURAL_HABITS` plays (play your
    highest card, cash your highest brisque), or leading a suit your opponent has none of, when every such lead is
    right. The end-games praised as instructive have five or six cards and no such habit finds their answer."""
    if puzzle.task != "best":
        return []
    a = analysis if analysis is not None else analyse(puzzle)
    pos = position_of(puzzle)
    if len(pos.hand) <= ELEMENTARY_HAND:
        return [f"{count_words(len(pos.hand), 'card')} in your hand: every line is seen at a glance, "
                "solved on sight"]
    legal = pos.legal_mask
    for name, words in NATURAL_HABITS.items():
        pick = PACK[HEURISTICS[name](pos, legal)]
        if str(pick) in a.best:
            return [f"the natural move is right ({card_words(pick)}, {words}): "
                    "solved on sight, not by reading the ending"]
    if pos.led is None:
        # "lead the suit he's void in; obvious" (mined-endgame-9076-28): every lead of a suit he has none of is right
        his = {c.suit for c in pos.opp_hand}
        void = [PACK[i] for i in cards_in(legal) if PACK[i].suit not in his]
        if void and all(str(c) in a.best for c in void):
            leads = join_or([card_words(c) for c in void])
            return [f"the natural move is right (leading {leads}, a suit he has none of): "
                    "solved on sight, not by reading the ending"]
    return []
