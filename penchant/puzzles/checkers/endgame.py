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

This module is the end-game's checker (:func:`analyse`, :func:`check`, a line played card by card); the hints an
analysis gives are :mod:`penchant.puzzles.checkers.endgame_hints`'s, and why an end-game is solved by rote or on sight,
with no place in the rated bank, :mod:`penchant.puzzles.checkers.endgame_by_rote`'s.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from penchant.english.lists import join_or
from penchant.english.numbers import count_words, ordinal_words
from penchant.errors import IllegalPlayError, InvalidNotationError, PuzzleError
from penchant.errors.internal import REFUSED_WITH_NO_LEAD, BrokenInvariantError
from penchant.play.forced import is_a_decision
from penchant.puzzles.checkers.answers import normalise_card
from penchant.puzzles.checkers.endgame_hints import LOOKS_RIGHT, direction_hint, endgame_hints
from penchant.puzzles.checkers.grading import grade, result_from_verdicts
from penchant.puzzles.model import RIGHT, Analysis, CheckResult, Puzzle
from penchant.puzzles.sessions.endgame_lines import (
    AIM_QUESTION,
    HEURISTICS,
    TASKS,
    GameStake,
    asks_whole_line,
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
from penchant.puzzles.sessions.endgame_session import EndgameSession, line_cards
from penchant.puzzles.words.endgame import fewer_than_best_words
from penchant.puzzles.words.sentences import punctuated
from penchant.rules.cards import BRISQUE_MASK, PACK, Card
from penchant.rules.game_scoring import GameOutcome
from penchant.rules.profiles import Profile
from penchant.rules.suits_and_ranks import Rank
from penchant.rules.tricks import (
    follower_wins,
    how_followed,
    last_six_refusal,
)
from penchant.solver import MoveValue, Phase2Position, solve
from penchant.words.cards import card_words, cards_words
from penchant.words.game_scoring import game_value_words

__all__ = ["hints_after_tries", "analyse", "aim_question", "best_cards_words", "line_so_far", "check"]


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
    hints = endgame_hints(pos, profile, stake, tempting, lost_by, len(best_reps), n_classes,
                          decisions if puzzle.task == "line" else 0,
                          direction_hint(pos, profile, best_cards[0], themes))
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
    cards = line_cards(answer)
    if len(cards) > 1:
        return _check_line(puzzle, answer, cards, analysis)
    card = normalise_card(answer)
    pos = position_of(puzzle)
    if card not in pos.hand:
        raise IllegalPlayError.refusing(answer, f"{card_words(card)} is not in your hand ({cards_words(pos.hand)})")
    legal = pos.legal_mask
    if not legal & card.bit:
        if pos.led is None:
            raise BrokenInvariantError(REFUSED_WITH_NO_LEAD)
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
    if not asks_whole_line(puzzle):
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
    cards = line_cards(answer)
    if not asks_whole_line(puzzle):
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
