"""End-game puzzles: find the best card in a Phase 2 position, then play it
out card by card against the engine's best defence.

Position keys (the solver's JSON form plus the rules)::

    {"rules": "kandell", "hand": "AH TH 7S", "opp_hand": "KH 8S 9D", "trump": "H" | null,
     "led": "QS" | null, "won": [3, 4]}

``hand`` is yours; with ``led`` your opponent has just led that card and you
follow. ``won`` is the brisques you and your opponent have taken so far in the
deal (they decide the book bonus; with those in play they make twelve). Values come from :func:`penchant.solver.solve`.

Three tasks:

* ``best``: find the one card that keeps the most brisques;
* ``line``: play the whole end-game: every one of your cards is checked against the solver in
  turn, the engine answering each with its best defence (at least two of them are decisions);
* ``aim``: the fourth deal's last six tricks, where the game score decides what is at stake
  (``"game": {"deal": 4, "scores": [you, opponent]}``, the points scored so far in the game,
  this deal's declarations and brisquettes already taken included): the right cards are every
  card that makes sure of the best result of the game still possible (escape the lurch, win the
  game, lurch your opponent), not of the most brisques.

A wrong card, at any step, gets its refutation (:func:`refutation`): the opponent's punishing reply
and the first trick or two of the line that follows, cut before it would show a right card, and what
it costs.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from penchant.errors import IllegalPlayError, InvalidNotationError, PenchantError
from penchant.puzzles._common import SUIT_NAMES, count_words, grade, join_or, result_from_verdicts, sentence
from penchant.puzzles.model import Analysis, CheckResult, Puzzle, PuzzleError, normalise_card
from penchant.rules.brisques import brisque_count
from penchant.rules.cards import BRISQUE_MASK, DECK, Card, CardSet, Rank, cards_of
from penchant.rules.profiles import Profile, get_profile
from penchant.rules.scoring import DEALS_PER_GAME, GameOutcome, brisquette_points, game_outcome, last_six_points
from penchant.rules.tricks import HIGHER_IN_SUIT, follower_wins, is_brisque_index, phase2_follow_reason, phase2_follows
from penchant.rules.words import card_words, cards_words
from penchant.solver import MoveValue, Phase2Position, best_line, solve

__all__ = [
    "AIM_WORDS",
    "EndgameSession",
    "GameStake",
    "TASKS",
    "PlayResult",
    "TrickRecord",
    "analyse",
    "check",
    "equivalence_classes",
    "narrate",
    "position_of",
    "refutation_of",
    "game_stake",
    "line_decisions",
    "HEURISTICS",
]

_BR: Final = BRISQUE_MASK
_WHO: Final = ("you", "your opponent")

TASKS: Final = ("best", "line", "aim")
"""The end-game tasks: the best card, the whole line, the card that makes sure of the game's aim."""

LURCH_DEAL: Final = DEALS_PER_GAME
"""A game is four deals; the lurch is decided when the fourth is scored."""


def position_of(puzzle: Puzzle) -> Phase2Position:
    """The puzzle's :class:`~penchant.solver.Phase2Position` (validated by the solver)."""
    data = dict(puzzle.position)
    if "game" in data:
        if puzzle.task != "aim":
            raise PuzzleError(f"puzzle {puzzle.id!r}: a game score belongs to an 'aim' end-game, not {puzzle.task!r}")
        del data["game"]
    try:
        return Phase2Position.from_json(data)
    except PenchantError as exc:
        raise PuzzleError(f"puzzle {puzzle.id!r}: {exc}") from None


# ------------------------------------------------------------------ the game
AIM_WORDS: Final = (
    "you are lurched",
    "you lose the game but escape the lurch",
    "the game is drawn",
    "you win the game (your opponent escapes the lurch)",
    "you win the game and lurch your opponent",
)
"""What the end of the game means for you, worst first (the outcome's number indexes it)."""

_AIM_GOALS: Final = ("", "escape the lurch", "draw the game", "win the game", "win the game and lurch your opponent")


@dataclass(frozen=True, slots=True)
class GameStake:
    """The game score before the last six tricks of its fourth deal, and what each count of brisques
    taken from here makes of the game.

    ``scores``: the points (you, your opponent) scored so far in the game, this deal's
    declarations and brisquettes already taken included; the brisquettes still in play and the
    book bonus are to come. ``lurch``: the profile's lurch
    threshold (a loser under it is lurched and the game counts double).
    """

    scores: tuple[int, int]
    lurch: int

    def finals(self, pos: Phase2Position, profile: Profile, brisques: int) -> tuple[int, int]:
        """The game's final scores (you, your opponent) when you take ``brisques`` of those in play."""
        mine, theirs = last_six_points(profile, pos.won, (brisques, pos.brisques_in_play - brisques))
        return (self.scores[0] + mine, self.scores[1] + theirs)

    def outcome(self, pos: Phase2Position, profile: Profile, brisques: int) -> GameOutcome:
        """The game's end for you, worst first, as :data:`AIM_WORDS` says (the rules' :func:`game_outcome`):
        lurched, lost, drawn, won, won with a lurch."""
        me, him = self.finals(pos, profile, brisques)
        return game_outcome(me, him, profile)

    def words(self, pos: Phase2Position, profile: Profile, brisques: int) -> str:
        """``'you end the game 41 to 57: you lose the game but escape the lurch'``."""
        me, him = self.finals(pos, profile, brisques)
        return f"you end the game {me} to {him}: {AIM_WORDS[self.outcome(pos, profile, brisques)]}"


def game_stake(puzzle: Puzzle) -> GameStake:
    """The :class:`GameStake` of an ``aim`` end-game (``position['game']``), checked."""
    game = puzzle.position.get("game")
    pid = puzzle.id
    if not isinstance(game, dict) or set(game) != {"deal", "scores"}:
        raise PuzzleError(f"puzzle {pid!r}: an 'aim' end-game needs a game score "
                          f"{{'deal': {LURCH_DEAL}, 'scores': [you, opponent]}}, not {game!r}")
    if game["deal"] != LURCH_DEAL or isinstance(game["deal"], bool):
        raise PuzzleError(f"puzzle {pid!r}: game deal {game['deal']!r}: the lurch is at stake in the "
                          f"last six tricks of deal {LURCH_DEAL}, the game's last")
    scores = game["scores"]
    if (not isinstance(scores, list) or len(scores) != 2
            or not all(isinstance(x, int) and not isinstance(x, bool) and 0 <= x <= 10_000 for x in scores)):
        raise PuzzleError(f"puzzle {pid!r}: game scores {scores!r} must be two whole numbers from 0 to 10000")
    return GameStake((scores[0], scores[1]), puzzle.profile.lurch_threshold)


def _trump(pos: Phase2Position) -> int | None:
    return None if pos.trump is None else int(pos.trump)


def _legal_mask(pos: Phase2Position) -> int:
    if pos.led is None:
        return pos.hand.mask
    return phase2_follows(pos.hand.mask, pos.led.index, _trump(pos))


def equivalence_classes(pos: Phase2Position) -> dict[Card, Card]:
    """Each legal card -> the card it plays exactly like (the solver's equivalence).

    Two cards of the mover's hand are equivalent when they are adjacent in
    rank among the cards still in play and both are, or both are not, brisques.
    """
    legal = _legal_mask(pos)
    in_play = pos.in_play_mask
    rep: dict[Card, Card] = {}
    for c in sorted(cards_of(legal), key=lambda c: -c.index):
        i = c.index
        up = in_play & HIGHER_IN_SUIT[i]
        if up:
            nb = up & -up
            if nb & legal and (not nb & _BR) == (not (1 << i) & _BR):
                rep[c] = rep[DECK[nb.bit_length() - 1]]
                continue
        rep[c] = c
    return rep


# ------------------------------------------------------------------- narration
@dataclass(frozen=True)
class TrickRecord:
    """One trick of a played-out line: who led, the two cards, who won, brisques in it."""

    leader: int
    lead: Card
    follow: Card
    winner: int
    brisques: int

    def __str__(self) -> str:
        def verb(player: int, base: str) -> str:
            return f"{_WHO[player]} {base}" if player == 0 else f"{_WHO[player]} {base}s"

        b = f" and {count_words(self.brisques, 'brisque')}" if self.brisques else ""
        return (f"{verb(self.leader, 'lead')} {card_words(self.lead)} and {verb(1 - self.leader, 'play')} "
                f"{card_words(self.follow)}: {verb(self.winner, 'win')} the trick{b}")


def narrate(pos: Phase2Position, cards: Sequence[Card]) -> list[TrickRecord]:
    """The tricks of ``cards`` played in turn from ``pos`` (player 0 = the player to move)."""
    mover = 0
    current: Phase2Position | None = pos
    out: list[TrickRecord] = []
    for c in cards:
        if current is None:
            break
        led = current.led
        step = current.step(c)
        current = step.position
        if step.trick is None:
            mover = 1 - mover
            continue
        assert led is not None
        winner = mover if step.same_player else 1 - mover
        out.append(TrickRecord(1 - mover, led, c, winner, step.trick.brisques))
        mover = winner
    return out


def _line_from(pos: Phase2Position, card: Card, profile: Profile) -> list[Card]:
    if pos.led is not None and len(pos.hand) == 1:
        return [card]
    return [card, *best_line(pos.play(card), profile)]


def _line_text(pos: Phase2Position, line: Sequence[Card]) -> str:
    return "; ".join(str(t) for t in narrate(pos, line))


# ------------------------------------------------------------------ heuristics
def _h_high(pos: Phase2Position, legal: int) -> int:
    """Play your highest card (highest rank, brisque first)."""
    return max(_idx(legal), key=lambda i: (i & 7, is_brisque_index(i), i))


def _h_cash(pos: Phase2Position, legal: int) -> int:
    """Cash a brisque: the highest brisque you may play, else your highest card."""
    br = legal & _BR
    return _h_high(pos, br) if br else _h_high(pos, legal)


def _h_cheap(pos: Phase2Position, legal: int) -> int:
    """Win as cheaply as you can, else throw your lowest non-brisque."""
    trump = _trump(pos)
    if pos.led is not None:
        wins = [i for i in _idx(legal) if follower_wins(pos.led.index, i, trump)]
        if wins:
            return min(wins, key=lambda i: (i & 7, i))
    plain = legal & ~_BR
    pool = plain if plain else legal
    return min(_idx(pool), key=lambda i: (i & 7, i))


def _h_greedy(pos: Phase2Position, legal: int) -> int:
    """Take the most brisques in this trick against the best single reply."""
    trump = _trump(pos)
    best_i, best_v = -1, -99
    for i in _idx(legal):
        if pos.led is not None:
            tb = brisque_count(pos.led.bit | 1 << i)
            v = tb if follower_wins(pos.led.index, i, trump) else -tb
        else:
            replies = phase2_follows(pos.opp_hand.mask, i, trump)
            v = 99
            for j in _idx(replies):
                tb = brisque_count(1 << i | 1 << j)
                v = min(v, -tb if follower_wins(i, j, trump) else tb)
        if v > best_v:
            best_i, best_v = i, v
    return best_i


HEURISTICS: Final[dict[str, Callable[[Phase2Position, int], int]]] = {
    "highest card": _h_high,
    "cash a brisque": _h_cash,
    "win cheaply": _h_cheap,
    "grab this trick's brisques": _h_greedy,
}
"""Habits a player falls into; a wrong card one of them picks is a tempting answer."""


def _idx(mask: int) -> list[int]:
    return [c.index for c in cards_of(mask)]


# -------------------------------------------------------------------- analysis
def _trick_told(t: TrickRecord, him: str) -> str:
    """One trick of a refutation, as a player tells it: ``'your opponent takes your 7♥ with K♥ (one brisque
    to him)'``; ``him`` names the opponent (``'your opponent'`` the first time, ``'he'`` after)."""
    lead, follow = card_words(t.lead), card_words(t.follow)
    b = f" ({count_words(t.brisques, 'brisque')} to {'you' if t.winner == 0 else 'him'})" if t.brisques else ""
    if t.leader == 0:
        if t.winner == 1:
            return f"{him} takes your {lead} with {follow}{b}"
        his = "his" if him == "he" else f"{him}'s"
        return f"you lead {lead} and win it over {his} {follow}{b}"
    if t.winner == 0:
        return f"{him} leads {lead} and you win it with {follow}{b}"
    return f"{him} leads {lead} and wins it over your {follow}{b}"


def refutation_of(pos: Phase2Position, card: Card, profile: Profile, right: set[Card], cost: str) -> str:
    """Why ``card`` is wrong in ``pos``, in a player's words, never naming a card of ``right``: the
    opponent's best defence against it, the first trick or two of the line that follows and ``cost``,
    what it costs. A trick in which you would play a card of ``right`` is not told (his lead to it
    is); the first later trick in which he takes brisques is, so the punishment shows."""
    tricks = narrate(pos, _line_from(pos, card, profile))
    told = _trick_told(tricks[0], "your opponent")
    skipped = False
    for t in tricks[1:]:
        if (t.lead if t.leader == 0 else t.follow) in right:
            if not skipped and t.leader == 1:
                told += f", then he leads {card_words(t.lead)}"
            skipped = True
            continue
        if not skipped:
            told += f", then {_trick_told(t, 'he')}"
        elif t.winner == 1 and t.brisques:
            told += f"; later {_trick_told(t, 'he')}"
        else:
            continue
        break
    return f"against best defence {told}; {cost}"


def _brisque_cost(lost: int, points: int, profile: Profile) -> str:
    """``'in all it costs you two brisques (six points net: brisquettes and book bonus)'``: each brisque
    lost is a brisquette he scores instead of you; the book bonus is named when it moves too."""
    what = "brisquettes" if points == 2 * brisquette_points(profile, lost) else "brisquettes and book bonus"
    return f"in all it costs you {count_words(lost, 'brisque')} ({count_words(points, 'point')} net: {what})"


def line_decisions(pos: Phase2Position, profile: Profile) -> int:
    """How many of your cards along the principal line (both sides playing the solver's first best card)
    are decisions: more than one different play, and one of them loses a brisque."""
    n = 0
    current: Phase2Position | None = pos
    mover = 0
    while current is not None:
        sol = solve(current, profile)
        if mover == 0:
            top = sol.value.brisques
            if len(set(equivalence_classes(current).values())) > 1 and any(
                    v.brisques < top for v in sol.moves.values()):
                n += 1
        step = current.step(sol.best[0])
        if step.trick is None or not step.same_player:
            mover = 1 - mover
        current = step.position
    return n


def _hints(pos: Phase2Position, stake: GameStake | None, goal: int, aim: Callable[[int], int],
           tempting: Sequence[str], lost_by: Mapping[str, int], n_best: int, n_classes: int,
           decisions: int) -> tuple[str, ...]:
    """An end-game's hints, gentlest first: what is in play (or the game score and what it needs), how to
    count, and the tempting card's cost (a whole line: that every card is checked)."""
    r = pos.brisques_in_play
    depth = len(pos.hand)
    hints: tuple[str, ...] = (
        f"{r} brisque{' is' if r == 1 else 's are'} still in play; "
        f"you have taken {pos.won[0]} and your opponent {pos.won[1]} so far "
        f"(more than six in all earn the book bonus).",
        "Every card is known: count the tricks each of your cards can win, and which cards your "
        "opponent must play (follow suit and win if able, else trump).",
        (f"The natural {card_words(tempting[0])} is not best: it loses {lost_by[tempting[0]]} "
         f"brisque{'s' if lost_by[tempting[0]] != 1 else ''} against best defence."
         if tempting
         else f"Only {n_best} of your {n_classes} different plays keeps every brisque you can get."),
    )
    if decisions:
        hints = (*hints[:2], f"Each of your {depth} cards is checked, not only the first: {decisions} of them "
                             "are choices where a card loses a brisque.", hints[2])
    if stake is not None:
        need = min(b for b in range(r + 1) if aim(b) >= goal)
        me, him = stake.scores
        hints = (f"The game stands at you {me}, your opponent {him}, before the brisquettes still to "
                 f"take and the book bonus; under {stake.lurch} at the end of the game is a lurch, and the "
                 "lurch doubles the game.",
                 f"You need {count_words(need, 'brisque')} of the {r} still in play to make sure you "
                 f"{_AIM_GOALS[goal]}: count what each card brings home against best defence.",
                 hints[1])
    return hints


def _verdicts(pos: Phase2Position, profile: Profile, moves: Mapping[Card, MoveValue], right: set[Card],
              stake: GameStake | None, goal: int
              ) -> tuple[dict[str, tuple[bool, str]], dict[str, int], dict[str, str], dict[str, str]]:
    """Each card's verdict and, for a wrong one, the brisques it loses, its cost and its refutation."""
    r = pos.brisques_in_play
    top = max(moves.values(), key=lambda v: v.brisques)
    verdicts: dict[str, tuple[bool, str]] = {}
    lost_by: dict[str, int] = {}
    costs: dict[str, str] = {}
    misses: dict[str, str] = {}
    for c, v in moves.items():
        text = _line_text(pos, _line_from(pos, c, profile))
        game = "" if stake is None else f"; {stake.words(pos, profile, v.brisques)}"
        if c in right:
            verdicts[str(c)] = (True, f"{card_words(c)}: you take {v.brisques} of the {r} brisques in play "
                                      f"({v.points:+d} points net) against best defence{game}: {text}")
            continue
        lost = top.brisques - v.brisques
        lost_by[str(c)] = lost
        if stake is None:
            costs[str(c)] = f"it loses {count_words(lost, 'brisque')} against best defence"
            cost = _brisque_cost(lost, top.points - v.points, profile)
            verdicts[str(c)] = (False, f"{card_words(c)} loses {lost} brisque{'s' if lost != 1 else ''} "
                                       f"({v.points - top.points:+d} points): {text}")
        else:
            costs[str(c)] = (f"against best defence {stake.words(pos, profile, v.brisques)}, and you can make "
                             f"sure you {_AIM_GOALS[goal]}")
            cost = f"so {stake.words(pos, profile, v.brisques)}"
            verdicts[str(c)] = (False, f"{card_words(c)}: {stake.words(pos, profile, v.brisques)}: {text}")
        misses[str(c)] = refutation_of(pos, c, profile, right, cost)
    return verdicts, lost_by, costs, misses


def analyse(puzzle: Puzzle) -> Analysis:
    """Solve the end-game and derive the answer, refutations, themes and difficulty."""
    if puzzle.task not in TASKS:
        raise PuzzleError(f"puzzle {puzzle.id!r}: endgame task {puzzle.task!r} is not one of {', '.join(TASKS)}")
    if puzzle.answer_form != "card":
        raise PuzzleError(f"puzzle {puzzle.id!r}: an end-game is answered with a card (answer_form 'card')")
    pos = position_of(puzzle)
    profile = puzzle.profile
    stake = game_stake(puzzle) if puzzle.task == "aim" else None
    sol = solve(pos, profile)
    moves = sol.moves
    top = sol.value
    classes = equivalence_classes(pos)
    n_classes = len(set(classes.values()))
    if n_classes < 2:
        raise PuzzleError(f"puzzle {puzzle.id!r}: every legal card plays alike: nothing to find")

    def aim(b: int) -> int:
        return b if stake is None else stake.outcome(pos, profile, b)

    goal = aim(top.brisques)
    if stake is not None:
        if goal == 0:
            raise PuzzleError(f"puzzle {puzzle.id!r}: you are lurched whatever you play: nothing to play for")
        if all(aim(v.brisques) == goal for v in moves.values()):
            raise PuzzleError(f"puzzle {puzzle.id!r}: every card makes sure that {AIM_WORDS[goal]}: nothing to find")
    best_cards = [c for c, v in moves.items() if aim(v.brisques) == goal]
    right = set(best_cards)
    best_reps = {classes[c] for c in best_cards}
    verdicts, lost_by, costs, misses = _verdicts(pos, profile, moves, right, stake, goal)
    legal = _legal_mask(pos)
    fooled: list[str] = []
    tempting: list[str] = []
    for name, h in HEURISTICS.items():
        pick = str(DECK[h(pos, legal)])
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
            raise PuzzleError(f"puzzle {puzzle.id!r}: a whole-line end-game needs two or more of your cards to "
                              f"be decisions along the line; this one has {decisions}")
        themes.append("the whole line")
    widened = 0
    if stake is not None:
        widened = len({classes[c] for c in best_cards if moves[c].brisques < top.brisques})
        themes.append("the lurch at stake" if goal in (1, 4) else "the game at stake")
        if widened:
            themes.append("enough is enough")
    score = (0.6 * len(fooled) + 0.3 * max(0, len(losing_classes) - 1) + 0.3 * max(0, depth - 3)
             + (0.4 if margin == 1 else 0.0) - (0.5 if n_classes == 2 else 0.0) - 0.6
             + 0.5 * (decisions - 1) + (0.5 if stake is not None else 0.0))
    best = tuple(str(c) for c in best_cards)
    explanation = verdicts[best[0]][1]
    if len(best_reps) == 1 and len(best) > 1:
        explanation += f" ({join_or([card_words(b) for b in best])} play alike)"
    if widened:
        explanation += (f"; any of {join_or([card_words(b) for b in best])} makes sure you {_AIM_GOALS[goal]}: "
                        "the most brisques is not the aim here")
    hints = _hints(pos, stake, goal, aim, tempting, lost_by, len(best_reps), n_classes,
                   decisions if puzzle.task == "line" else 0)
    features: dict[str, Any] = {
        "legal": len(moves), "different_plays": n_classes, "losing_plays": len(losing_classes),
        "margin": margin, "depth": depth, "fooled": fooled, "score": round(score, 2),
        "value": top.to_json(),
    }
    if puzzle.task == "line":
        features["decisions"] = decisions
    if stake is not None:
        features["aim"] = _AIM_GOALS[goal]
        features["widened"] = widened
    return Analysis(best, explanation, verdicts, tuple(tempting), tuple(themes), grade(score), features,
                    len(best_reps) == 1, hints, costs, misses=misses)


def _themes(pos: Phase2Position, profile: Profile, card: Card, fooled: list[str]) -> list[str]:
    themes = ["following" if pos.led is not None else "leading"]
    trump = _trump(pos)
    if trump is None:
        themes.append("no trump")
    line = _line_from(pos, card, profile)
    tricks = narrate(pos, line)
    first = tricks[0] if tricks else None
    if first is not None:
        mine_played = card
        if pos.led is None and first.winner == 1:
            themes.append("give up the lead")
        if trump is not None and pos.led is None and card.suit == trump:
            themes.append("lead a trump")
        if pos.led is not None and trump is not None and card.suit == trump and pos.led.suit != trump:
            themes.append("trump in")
        if mine_played.is_brisque and first.winner == 1:
            themes.append("sacrifice a brisque")
        if pos.led is not None and first.winner == 0:
            winners = [i for i in _idx(_legal_mask(pos)) if follower_wins(pos.led.index, i, trump)]
            if len(winners) > 1:
                themes.append("choose the winning card")
    # A Ten of the opponent's caught in the best line.
    if any(t.winner == 0 and any(c.rank == Rank.TEN and c in pos.opp_hand for c in (t.lead, t.follow))
           for t in tricks):
        themes.append("catch the Ten")
    if "grab this trick's brisques" in fooled:
        themes.append("greed loses")
    if "highest card" in fooled and "cash a brisque" in fooled:
        themes.append("do not cash your winners")
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
        raise IllegalPlayError(f"{answer!r}: {card_words(card)} is not in your hand ({cards_words(pos.hand)})")
    legal = _legal_mask(pos)
    if not legal & card.bit:
        assert pos.led is not None
        raise IllegalPlayError(f"{answer!r}: {card_words(card)} cannot be played: "
                               + phase2_follow_reason(pos.hand.mask, pos.led.index, _trump(pos)))
    return result_from_verdicts(puzzle, analysis, str(card))


_ORDINALS: Final = ("first", "second", "third", "fourth", "fifth", "sixth")


def _check_line(puzzle: Puzzle, answer: str | Sequence[str], cards: Sequence[str],
                analysis: Analysis) -> CheckResult:
    if puzzle.task != "line":
        raise InvalidNotationError(f"{answer!r}: this end-game is answered with one card, not a line")
    session = EndgameSession(puzzle)
    need = len(session.to_play)
    if len(cards) != need:
        raise InvalidNotationError(f"{answer!r}: {len(cards)} cards, but the line is all {need} of yours, "
                                   "one for each trick to the end of the deal")
    played: list[str] = []
    for n, text in enumerate(cards):
        try:
            result = session.play(text)
        except IllegalPlayError as exc:
            raise IllegalPlayError(f"{answer!r}: your {_ORDINALS[n]} card: {exc}") from None
        played.append(str(result.card))
        if not result.correct:
            message = (f"Your {_ORDINALS[n]} card, {card_words(result.card)}, is not best: "
                       f"it loses {count_words(result.lost, 'brisque')} against best defence.")
            return CheckResult(False, message, "", sentence(result.refutation or ""), list(analysis.best),
                               " ".join(played))
    text = "; ".join(str(t) for t in session.tricks)
    return CheckResult(True, f"Right: every one of your {need} cards keeps every brisque you can take.",
                       sentence(text), None, list(analysis.best), " ".join(played))


# --------------------------------------------------------------------- session
@dataclass(frozen=True)
class PlayResult:
    """What happened when you played a card in an :class:`EndgameSession`.

    ``correct``: the card keeps the best value still available (in an ``aim`` end-game, the best
    result of the game still possible, whatever the brisques); ``lost``:
    brisques it gives away; ``replies``: the engine's cards that followed, in
    order (its follow to your lead, its next lead); ``tricks``: the tricks
    completed by this step; ``refutation``: for a wrong card, the engine's line.
    """

    card: Card
    correct: bool
    lost: int
    replies: list[Card]
    tricks: list[TrickRecord]
    message: str
    refutation: str | None
    finished: bool
    solved: bool

    def to_json(self) -> dict[str, Any]:
        return {
            "card": str(self.card), "correct": self.correct, "lost": self.lost,
            "replies": [str(c) for c in self.replies], "tricks": [str(t) for t in self.tricks],
            "message": self.message, "refutation": self.refutation, "finished": self.finished,
            "solved": self.solved,
        }


@dataclass
class EndgameSession:
    """An end-game puzzle played out against the engine's best defence.

    You are player 0 and hold ``to_play``; the engine plays the opponent's
    cards (``opp_cards``), each time its best (the lowest in card order of
    equally good cards). ``target`` is the brisques best play takes for you
    from the start; ``solved`` is true when the deal is finished, every card was
    right and you took them all (in an ``aim`` end-game: made sure of the aim, :meth:`aim`).
    """

    puzzle: Puzzle
    profile: Profile | str | None = None
    trump: int | None = field(init=False)
    current: Phase2Position | None = field(init=False)
    """The position seen by the player to move (``None`` once the deal is over): the one Phase 2
    model of :mod:`penchant.solver.position`, which carries every brisque taken."""
    to_move: int = field(init=False)
    tricks: list[TrickRecord] = field(init=False)
    history: list[tuple[int, Card]] = field(init=False)
    mistakes: list[str] = field(init=False)
    target: int = field(init=False)

    def __post_init__(self) -> None:
        if self.puzzle.kind != "endgame":
            raise PuzzleError(f"puzzle {self.puzzle.id!r} is a {self.puzzle.kind} puzzle, not an end-game")
        self._profile = self.puzzle.profile if self.profile is None else get_profile(self.profile)
        self._start = position_of(self.puzzle)
        self._stake = game_stake(self.puzzle) if self.puzzle.task == "aim" else None
        self.restart()

    def aim(self, brisques: int) -> int:
        """What taking ``brisques`` from the puzzle's start makes of the puzzle's aim, higher better:
        the brisques themselves, or for an ``aim`` end-game the game's outcome (:data:`AIM_WORDS`)."""
        return brisques if self._stake is None else self._stake.outcome(self._start, self._profile, brisques)

    def restart(self) -> None:
        """Back to the puzzle's position."""
        s = self._start
        self.trump = _trump(s)
        self.current = s
        self._final_won: tuple[int, int] = s.won
        self.to_move = 0
        self.tricks = []
        self.history = []
        self.mistakes = []
        self.target = solve(s, self._profile).value.brisques

    # ------------------------------------------------------------ queries
    def _won(self) -> tuple[int, int]:
        """Brisques taken so far in the deal by (you, the opponent)."""
        if self.current is None:
            return self._final_won
        w = self.current.won
        return w if self.to_move == 0 else (w[1], w[0])

    @property
    def hands(self) -> tuple[int, int]:
        """The two hands as masks: (yours, the opponent's)."""
        if self.current is None:
            return (0, 0)
        h, o = self.current.hand.mask, self.current.opp_hand.mask
        return (h, o) if self.to_move == 0 else (o, h)

    @property
    def led(self) -> tuple[int, Card] | None:
        """(who led, the card) while a trick waits for its second card."""
        if self.current is None or self.current.led is None:
            return None
        return (1 - self.to_move, self.current.led)

    @property
    def taken(self) -> list[int]:
        """Brisques (you, the opponent) took in these tricks."""
        w, s = self._won(), self._start.won
        return [w[0] - s[0], w[1] - s[1]]

    @property
    def stake(self) -> GameStake | None:
        """An ``aim`` end-game's game score and lurch (``None`` for the other tasks)."""
        return self._stake

    @property
    def start(self) -> Phase2Position:
        """The puzzle's position, before any card of this session was played."""
        return self._start

    @property
    def brisques_in_play(self) -> int:
        """Brisques not yet taken: in both hands and on the table."""
        led = 0 if self.led is None else self.led[1].bit
        return brisque_count(self.hands[0] | self.hands[1] | led)

    @property
    def to_play(self) -> list[Card]:
        """Your cards."""
        return list(CardSet(self.hands[0]))

    @property
    def opp_cards(self) -> list[Card]:
        """The opponent's cards (every card is known in Phase 2)."""
        return list(CardSet(self.hands[1]))

    @property
    def led_card(self) -> Card | None:
        """The card on the table waiting for a follow, if any."""
        return None if self.led is None else self.led[1]

    @property
    def finished(self) -> bool:
        return self.current is None

    @property
    def solved(self) -> bool:
        return self.finished and not self.mistakes and self.aim(self.taken[0]) >= self.aim(self.target)

    def position(self, player: int = 0) -> Phase2Position:
        """The position seen by ``player`` (who must be the one to move)."""
        if self.current is None:
            raise IllegalPlayError("the deal is over: no position is left")
        if player != self.to_move:
            raise IllegalPlayError(f"player {player} is not to move")
        return self.current

    def legal(self) -> list[str]:
        """The cards you may play now (empty when it is not your turn or the deal is over)."""
        if self.finished or self.to_move != 0:
            return []
        return [str(c) for c in self.position(0).legal_moves]

    def values(self) -> dict[str, MoveValue]:
        """The exact value of each legal card for you: the brisques you take from
        here on (this trick included) and your net points, under best play."""
        if self.finished:
            return {}
        sol = solve(self.position(0), self._profile)
        return {str(c): v for c, v in sol.moves.items()}

    # ------------------------------------------------------------- acting
    def _apply(self, player: int, card: Card) -> TrickRecord | None:
        assert self.current is not None and player == self.to_move
        led = self.led
        step = self.current.step(card)
        self.history.append((player, card))
        self.current = step.position
        if step.trick is None:
            self.to_move = 1 - player
            return None
        assert led is not None
        leader = led[0]
        winner = player if step.same_player else leader
        if step.position is None:
            w = step.won
            self._final_won = w if player == 0 else (w[1], w[0])
        rec = TrickRecord(leader, step.trick.led, step.trick.followed, winner, step.trick.brisques)
        self.tricks.append(rec)
        self.to_move = winner
        return rec

    def play(self, card: Card | str) -> PlayResult:
        """Play your card; the engine answers with its best defence until it is your
        turn again (or the deal ends). Illegal cards raise :class:`IllegalPlayError`
        and change nothing."""
        if self.finished:
            raise IllegalPlayError(f"{str(card)!r}: the deal is over")
        c = card if isinstance(card, Card) else normalise_card(card)
        pos = self.position(0)
        if c not in pos.hand:
            raise IllegalPlayError(f"{str(card)!r}: {card_words(c)} is not in your hand ({cards_words(pos.hand)})")
        if c not in pos.legal_moves:
            assert pos.led is not None
            raise IllegalPlayError(f"{str(card)!r}: {card_words(c)} cannot be played: "
                                   + phase2_follow_reason(pos.hand.mask, pos.led.index, _trump(pos)))
        sol = solve(pos, self._profile)
        best = sol.value.brisques
        mine = sol.moves[c].brisques
        lost = best - mine
        done = self.taken[0]
        goal = self.aim(done + best)
        right = {x for x, v in sol.moves.items() if self.aim(done + v.brisques) == goal}
        refutation = None
        if c not in right:
            if self._stake is None:
                cost = _brisque_cost(lost, sol.value.points - sol.moves[c].points, self._profile)
            else:
                cost = "so " + self._stake.words(self._start, self._profile, done + mine)
            refutation = refutation_text = refutation_of(pos, c, self._profile, right, cost)
            self.mistakes.append(refutation_text)
        tricks: list[TrickRecord] = []
        replies: list[Card] = []
        rec = self._apply(0, c)
        if rec:
            tricks.append(rec)
        while not self.finished and self.to_move == 1:
            reply = solve(self.position(1), self._profile).best[0]
            replies.append(reply)
            rec = self._apply(1, reply)
            if rec:
                tricks.append(rec)
        if refutation is not None and self._stake is not None:
            message = (f"{card_words(c)} is not right: against best defence {AIM_WORDS[self.aim(done + mine)]}, "
                       f"where you can make sure {AIM_WORDS[goal]}.")
        elif refutation is not None:
            message = f"{card_words(c)} is not best: it loses {count_words(lost, 'brisque')}."
        elif self._stake is not None:
            message = f"{card_words(c)} keeps the best result still possible: {AIM_WORDS[goal]}."
        else:
            message = f"{card_words(c)} keeps every brisque you can still take."
        if replies:
            message += f" The engine plays {' then '.join(card_words(x) for x in replies)}."
        if self.finished:
            n = self.taken[0]
            message += (f" Deal over: you took {n} brisque{'' if n == 1 else 's'} in these tricks"
                        + (" — solved!" if self.solved else f" (best play takes {self.target})."))
            if self.finished and not self.solved and self.aim(self.taken[0]) >= self.aim(self.target):
                message += " You took them all after a slip: press Start again to play it cleanly."
        return PlayResult(c, refutation is None, lost, replies, tricks, message, refutation, self.finished, self.solved)

    def describe(self) -> str:
        """The position in notation, for a board's repr (the reader sees the board itself)."""
        trump = "no trump" if self.trump is None else f"{SUIT_NAMES[self.trump]} trump"
        return f"you {CardSet(self.hands[0])} | opponent {CardSet(self.hands[1])} | {trump}"


def aim_question(position: Mapping[str, Any]) -> str:
    """An ``aim`` end-game's question: the game score, what is at stake and the task, in words."""
    p = Puzzle(id="aim", kind="endgame", task="aim", title="", question="?", position=position, answer_form="card")
    pos, profile, stake = position_of(p), p.profile, game_stake(p)
    values = solve(pos, profile).moves.values()
    goal = max(stake.outcome(pos, profile, v.brisques) for v in values)
    me, him = stake.scores
    start = f"Your opponent leads {card_words(pos.led)}." if pos.led is not None else "You lead."
    return (f"The fourth deal, the last tricks: the game stands at you {me}, your opponent {him}, "
            f"the brisquettes still to take and the book bonus still to score. Under {stake.lurch} at the "
            f"end is a lurch, and the lurch doubles the game. {start} Which card makes sure you {_AIM_GOALS[goal]}?")
