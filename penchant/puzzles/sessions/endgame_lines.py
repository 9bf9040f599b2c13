"""The end-game's pieces shared by its analysis and its session: the position, the game at stake, cards
that play alike, a line told trick by trick, the natural habits and a wrong card's refutation.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from penchant.english.grammar import verb
from penchant.english.numbers import count_words
from penchant.errors import PenchantError, PuzzleError
from penchant.errors.internal import NO_CARD_LED, BrokenInvariantError
from penchant.puzzles.model import Puzzle
from penchant.rules.brisques import brisques_in_mask
from penchant.rules.cards import BRISQUE_MASK, PACK, Card, card_indexes, cards_of, rank_of_index
from penchant.rules.game_scoring import DEALS_PER_GAME, GameOutcome, game_outcome, game_value
from penchant.rules.procedure import other_player
from penchant.rules.profiles import Profile
from penchant.rules.score_scale import standing_game_score_problem
from penchant.rules.scoring import deal_end
from penchant.rules.tricks import equal_above, follower_wins, how_followed, is_brisque_index, last_six_follows
from penchant.solver import Phase2Position, Phase2Step, best_line, solve
from penchant.words.cards import card_words

__all__ = [
    "TASKS",
    "WHOLE_LINE_TASKS",
    "asks_whole_line",
    "AIM_GOALS",
    "AIM_QUESTION",
    "AIM_WORDS",
    "GameStake",
    "HEURISTICS",
    "TrickRecord",
    "brisque_cost",
    "cards_in",
    "equivalence_classes",
    "game_stake",
    "line_decisions",
    "line_from",
    "line_text",
    "narrate",
    "position_of",
    "refutation_of",
    "value_change_words",
    "worse_words",
    "worth_words",
]

AIM_LOOK: Final = "look again at the game's score"
"""Where a wrong card of a game-at-stake end-game sends the learner: what to look at, never what best play makes the
game worth (chapter 7's "best play makes the game worth 7 to you" told the answer's value). What the card changes
against best play follows, from the position: :meth:`GameStake.look`."""

_WHO: Final = ("you", "your opponent")

TASKS: Final = ("best", "line", "aim")
"""The end-game tasks: the best card, the whole line, the card that makes the game worth the most to you."""

WHOLE_LINE_TASKS: Final = ("line", "aim")
"""The end-game tasks answered with the whole line, every card you play to the end of the deal."""


def asks_whole_line(puzzle: Puzzle) -> bool:
    """Whether ``puzzle`` is an end-game answered with the whole line (a ``line`` or an ``aim`` task), not with
    one best card."""
    return puzzle.kind == "endgame" and puzzle.task in WHOLE_LINE_TASKS


def position_of(puzzle: Puzzle) -> Phase2Position:
    """The puzzle's :class:`~penchant.solver.Phase2Position` (validated by the solver)."""
    data = dict(puzzle.position)
    if "game" in data:
        if puzzle.task != "aim":
            raise PuzzleError.of_puzzle(puzzle.id, f"a game score belongs to an 'aim' end-game, not {puzzle.task!r}")
        del data["game"]
    try:
        return Phase2Position.from_json(data)
    except PenchantError as exc:
        raise PuzzleError.of_puzzle(puzzle.id, f"{exc}") from None


# ------------------------------------------------------------------ the game
AIM_WORDS: Final[Mapping[GameOutcome, str]] = MappingProxyType({
    GameOutcome.LURCHED: "you are lurched",
    GameOutcome.LOST: "you lose the game but escape the lurch",
    GameOutcome.DRAWN: "the game is drawn",
    GameOutcome.WON: "you win the game (your opponent escapes the lurch)",
    GameOutcome.WON_WITH_LURCH: "you win the game and lurch your opponent",
})
"""What the end of the game means for you, by the rules' :class:`GameOutcome`."""

AIM_GOALS: Final[Mapping[GameOutcome, str]] = MappingProxyType({
    GameOutcome.LURCHED: "",
    GameOutcome.LOST: "escape the lurch",
    GameOutcome.DRAWN: "draw the game",
    GameOutcome.WON: "win the game",
    GameOutcome.WON_WITH_LURCH: "win the game and lurch your opponent",
})
"""What you aim for when the game is at stake, by the rules' :class:`GameOutcome` (nothing to aim for in a lurch)."""

AIM_QUESTION: Final = "Which card makes the game worth the most to you?"
"""What a game-at-stake end-game asks: the game's value, not merely its result, decides."""
MOST_GAME_SCORE: Final = 10_000
"""The most a game-aim end-game's game score stands at: a puzzle's bound on its input, not a rule of play
(what a game score may be is the rules' ``standing_game_score_problem``)."""


@dataclass(frozen=True, slots=True)
class GameStake:
    """The game score before the last six tricks of its fourth deal, and what each count of brisques
    taken from here makes of the game.

    ``scores``: the points (you, your opponent) scored so far in the game, this deal's
    declarations and brisquettes already taken included; the brisquettes still in play and the
    book bonus are to come. The stake is the score alone: what it makes of the game, the lurch
    threshold with it, is counted under the profile each method is given (one source of the rules).
    """

    scores: tuple[int, int]

    def finals(self, pos: Phase2Position, profile: Profile, brisques: int) -> tuple[int, int]:
        """The game's final scores (you, your opponent) when you take ``brisques`` of those in play."""
        return deal_end(profile, self.scores, pos.won, 0, brisques, pos.brisques_in_play)[0]

    def outcome(self, pos: Phase2Position, profile: Profile, brisques: int) -> GameOutcome:
        """The game's end for you, worst first, as :data:`AIM_WORDS` says (the rules' :func:`game_outcome`):
        lurched, lost, drawn, won, won with a lurch."""
        me, him = self.finals(pos, profile, brisques)
        return game_outcome(me, him, profile)

    def value(self, pos: Phase2Position, profile: Profile, brisques: int) -> int:
        """What the game is worth to you when you take ``brisques`` of those in play (the rules'
        :func:`game_value`: the difference, doubled for a lurch; negative when you lose it). It rises with
        every brisque you take, so the cards that take the most brisques make the game worth the most."""
        me, him = self.finals(pos, profile, brisques)
        return game_value(me, him, profile)

    def outcome_words(self, pos: Phase2Position, profile: Profile, brisques: int) -> str:
        """:data:`AIM_WORDS` for the game's end, the lurch named only where it was at stake: "your opponent
        escapes the lurch" only when some count of the brisques in play would have lurched him, "escape the
        lurch" only when some count would have lurched you (an opponent on 66 can never be lurched, and
        "escapes the lurch" would say he might have been)."""
        o = self.outcome(pos, profile, brisques)
        reachable = {self.outcome(pos, profile, b) for b in range(pos.brisques_in_play + 1)}
        if o is GameOutcome.WON and GameOutcome.WON_WITH_LURCH not in reachable:
            return "you win the game"
        if o is GameOutcome.LOST and GameOutcome.LURCHED not in reachable:
            return "you lose the game"
        return AIM_WORDS[o]

    def lurch_at_stake(self, pos: Phase2Position, profile: Profile) -> bool:
        """Whether some count of the brisques in play lurches one of the players (at 70 to 66 with the lurch
        at 40, none can: the lurch is not at stake)."""
        lurches = {GameOutcome.LURCHED, GameOutcome.WON_WITH_LURCH}
        return any(self.outcome(pos, profile, b) in lurches for b in range(pos.brisques_in_play + 1))

    def look(self, pos: Phase2Position, profile: Profile, brisques: int, best: int) -> str:
        """Where a wrong card sends the learner (it takes ``brisques`` of those in play, best play ``best``):
        :data:`AIM_LOOK`, then what the card changes against best play, never by how much: who wins (and the lurch
        beside it only where some count of the brisques would lurch a player), else whether a loser is lurched,
        else only the margin. At 70 to 66 a card that still wins by 1 was sent to "what each brisque you can still
        take changes in who wins", though it won as best play does: only the margin was at stake."""
        mine, top = self.outcome(pos, profile, brisques), self.outcome(pos, profile, best)
        lurches = (GameOutcome.LURCHED, GameOutcome.WON_WITH_LURCH)
        if _winner(mine) != _winner(top):
            lurch = ", and whether the loser is lurched" if self.lurch_at_stake(pos, profile) else ""
            return f"{AIM_LOOK}: the brisques still to take decide who wins the game{lurch}"
        # the same winner: best play's result is the card's ("you win the game" is said of the card already)
        side = ("you lose the game whatever you play" if _winner(top) < 0 else
                "you win the game with this card as with best play")
        if (mine in lurches) != (top in lurches):
            whom = "you escape the lurch" if _winner(top) < 0 else "your opponent is lurched"
            return f"{AIM_LOOK}: {side}, but the brisques still to take decide whether {whom}"
        worth = "costs you less" if _winner(top) < 0 else "is worth more to you"
        return (f"{AIM_LOOK}: {side}, so only the margin is at stake, and with each brisque more you take the game "
                f"{worth}")

    def words(self, pos: Phase2Position, profile: Profile, brisques: int) -> str:
        """``'you end the game 41 to 57: you lose the game but escape the lurch, 16 against you'``."""
        me, him = self.finals(pos, profile, brisques)
        return (f"you end the game {me} to {him}: {self.outcome_words(pos, profile, brisques)}, "
                f"{worth_words(self.value(pos, profile, brisques))}")


def _winner(outcome: GameOutcome) -> int:
    """Who wins the game in ``outcome``: 1 you, -1 your opponent, 0 nobody (a draw)."""
    if outcome in (GameOutcome.LURCHED, GameOutcome.LOST):
        return -1
    return 0 if outcome is GameOutcome.DRAWN else 1


def worth_words(value: int) -> str:
    """A game's value to you in words: ``'worth 54 to you'``, ``'16 against you'``, ``'worth nothing'``."""
    if value > 0:
        return f"worth {value} to you"
    return f"{-value} against you" if value < 0 else "worth nothing to either"


def worse_words(value: int, best: int) -> str:
    """How much worse for you a card makes the game than best play, in the game's points: ``'6 points worse for
    you'``. "3 less than best play makes it" said of a game lost by 17, not 14, pointed the wrong way."""
    return f"{count_words(best - value, 'point', digits=True)} worse for you"


def value_change_words(value: int, best: int) -> str:
    """What a card's game value is short of the best, by better and worse for you: ``'6 points worse for you than
    best play, which makes it worth 54 to you'``."""
    return f"{worse_words(value, best)} than best play, which makes it {worth_words(best)}"


def game_stake(puzzle: Puzzle) -> GameStake:
    """The :class:`GameStake` of an ``aim`` end-game (``position['game']``), checked: a game score that can stand
    under the puzzle's rules (``rules.score_scale.standing_game_score_problem``: on their score step, 0 or
    more) and no more than :data:`MOST_GAME_SCORE`."""
    game = puzzle.position.get("game")
    pid = puzzle.id
    if not isinstance(game, dict) or set(game) != {"deal", "scores"}:
        raise PuzzleError.of_puzzle(pid, f"an 'aim' end-game needs a game score "
                          f"{{'deal': {DEALS_PER_GAME}, 'scores': [you, opponent]}}, not {game!r}")
    if game["deal"] != DEALS_PER_GAME or isinstance(game["deal"], bool):
        raise PuzzleError.of_puzzle(pid, f"game deal {game['deal']!r}: the lurch is at stake in the "
                          f"last six tricks of deal {DEALS_PER_GAME}, the game's last")
    scores = game["scores"]
    problem = standing_game_score_problem(scores, puzzle.profile)
    if problem is not None:
        raise PuzzleError.of_puzzle(pid, problem)
    if max(scores) > MOST_GAME_SCORE:
        raise PuzzleError.of_puzzle(pid, f"game score {scores!r}: a puzzle's game stands at {MOST_GAME_SCORE} "
                                         "at most")
    return GameStake((scores[0], scores[1]))


def equivalence_classes(pos: Phase2Position) -> dict[Card, Card]:
    """Each legal card -> the card it plays exactly like (the solver's equivalence).

    Two cards of the mover's hand are equivalent when they are adjacent in
    rank among the cards still in play and both are, or both are not, brisques.
    """
    legal = pos.legal_mask
    in_play = pos.in_play_mask
    rep: dict[Card, Card] = {}
    for c in sorted(cards_of(legal), key=lambda c: -c.index):
        same = equal_above(c.index, in_play, legal)
        rep[c] = rep[PACK[same]] if same >= 0 else c
    return rep


# ------------------------------------------------------------------- narration
@dataclass(frozen=True)
class TrickRecord:
    """One trick of a played-out line: who led, the two cards, who won, brisques in it, and the brisques each side
    has taken along the line to the end of it (``taken``: you, your opponent; the solver's count)."""

    leader: int
    lead: Card
    follow: Card
    winner: int
    brisques: int
    taken: tuple[int, int]

    def __str__(self) -> str:
        b = f" and {count_words(self.brisques, 'brisque')}" if self.brisques else ""
        follower = _WHO[other_player(self.leader)]
        return (f"{verb(_WHO[self.leader], 'lead')} {card_words(self.lead)} and {verb(follower, 'play')} "
                f"{card_words(self.follow)}: {verb(_WHO[self.winner], 'win')} the trick{b}")


def trick_record(start: Phase2Position, step: Phase2Step, player: int) -> TrickRecord:
    """The trick ``step`` completed, its last card played by ``player`` (0: you, to move at ``start``), led by the
    other and won as the rules say (:meth:`Phase2Step.next_to_play`: the trick's winner leads next), with the
    brisques each side has taken since ``start`` as the solver's step counts them."""
    trick = step.trick
    if trick is None:
        raise BrokenInvariantError("a line's step completes no trick")
    won = step.won if player == 0 else (step.won[1], step.won[0])  # the step's: the one who played first
    return TrickRecord(other_player(player), trick.led, trick.followed, step.next_to_play(player), trick.brisques,
                       (won[0] - start.won[0], won[1] - start.won[1]))


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
        player, mover = mover, step.next_to_play(mover)  # after a trick, its winner leads
        if step.trick is None:
            continue
        if led is None:
            raise BrokenInvariantError(NO_CARD_LED)
        out.append(trick_record(pos, step, player))
    return out


def line_from(pos: Phase2Position, card: Card, profile: Profile) -> list[Card]:
    if pos.led is not None and len(pos.hand) == 1:
        return [card]
    return [card, *best_line(pos.play(card), profile)]


def line_text(pos: Phase2Position, line: Sequence[Card]) -> str:
    return "; ".join(str(t) for t in narrate(pos, line))


# ------------------------------------------------------------------ heuristics
def _h_high(pos: Phase2Position, legal: int) -> int:
    """Play your highest card (highest rank, brisque first)."""
    return max(cards_in(legal), key=lambda i: (rank_of_index(i), is_brisque_index(i), i))


def _h_cash(pos: Phase2Position, legal: int) -> int:
    """Cash a brisque: the highest brisque you may play, else your highest card."""
    br = legal & BRISQUE_MASK
    return _h_high(pos, br) if br else _h_high(pos, legal)


def _h_cheap(pos: Phase2Position, legal: int) -> int:
    """Win as cheaply as you can, else throw your lowest non-brisque."""
    trump = pos.trump_number
    if pos.led is not None:
        wins = [i for i in cards_in(legal) if follower_wins(pos.led.index, i, trump)]
        if wins:
            return min(wins, key=lambda i: (rank_of_index(i), i))
    plain = legal & ~BRISQUE_MASK
    pool = plain if plain else legal
    return min(cards_in(pool), key=lambda i: (rank_of_index(i), i))


def _h_greedy(pos: Phase2Position, legal: int) -> int:
    """Take the most brisques in this trick against the best single reply."""
    trump = pos.trump_number
    best_i, best_v = -1, -99
    for i in cards_in(legal):
        if pos.led is not None:
            tb = brisques_in_mask(pos.led.bit | PACK[i].bit)
            v = tb if follower_wins(pos.led.index, i, trump) else -tb
        else:
            replies = last_six_follows(pos.opp_hand.mask, i, trump)
            v = 99
            for j in cards_in(replies):
                tb = brisques_in_mask(PACK[i].bit | PACK[j].bit)
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


def cards_in(mask: int) -> list[int]:
    """The indexes of the cards of ``mask``."""
    return list(card_indexes(mask))


# -------------------------------------------------------------------- analysis
def _trick_told(t: TrickRecord, him: str, hidden: frozenset[Card] = frozenset(), trump: int | None = None) -> str:
    """One trick of a refutation, as a player tells it: ``'your opponent takes your 7♥ with K♥ (one brisque
    to him)'``; ``him`` names the opponent (``'your opponent'`` the first time, ``'he'`` after). A card of yours in
    ``hidden`` (a right answer to the puzzle, played later in the line) is told by what it is, not by its face:
    ``'you win it with a higher diamond'``, ``'with a trump'`` ("you win it with a card" tells
    nothing; its face would give the answer away, and the trainer lets a learner try again)."""
    mine = t.lead if t.leader == 0 else t.follow
    lead, follow = card_words(t.lead), card_words(t.follow)
    b = f" ({count_words(t.brisques, 'brisque')} to {'you' if t.winner == 0 else 'him'})" if t.brisques else ""
    his = "his" if him == "he" else f"{him}'s"
    if mine in hidden:
        suit = mine.suit.singular
        if t.leader == 0:
            return (f"{him} takes a {suit} you lead with {follow}{b}" if t.winner == 1
                    else f"you lead a {suit} and win it over {his} {follow}{b}")
        if t.winner == 1:
            return f"{him} leads {lead} and wins it over a {suit} of yours{b}"
        followed = how_followed(t.lead, mine, trump)
        how = "a trump" if followed == "trump in" else f"a higher {suit}" if followed == "higher" else f"a {suit}"
        return f"{him} leads {lead} and you win it with {how}{b}"
    if t.leader == 0:
        if t.winner == 1:
            return f"{him} takes your {lead} with {follow}{b}"
        return f"you lead {lead} and win it over {his} {follow}{b}"
    if t.winner == 0:
        return f"{him} leads {lead} and you win it with {follow}{b}"
    return f"{him} leads {lead} and wins it over your {follow}{b}"


def refutation_of(pos: Phase2Position, card: Card, profile: Profile, right: set[Card], cost: str, *,
                  whole: bool = False) -> str:
    """Why ``card`` is wrong in ``pos``, in a player's words: the opponent's best defence against it, played on
    trick by trick to the trick where the last brisque it gives up goes to him (after which he has taken all
    that this card lets him take), and ``cost``, what it costs. A card of ``right`` you play on the way is told by
    what it is (a higher diamond, a trump), not by its face, so the refutation never names the answer. ``whole``:
    every trick to the end of the deal, every card named (a game at stake: the game's value is settled only when
    the deal is over)."""
    hidden = frozenset() if whole else frozenset(right)
    tricks = narrate(pos, line_from(pos, card, profile))
    his_best = pos.brisques_in_play - solve(pos, profile).value.brisques
    his_final = tricks[-1].taken[1] if tricks else 0
    told: list[str] = []
    for n, t in enumerate(tricks):
        told.append(_trick_told(t, "your opponent" if n == 0 else "he", hidden, pos.trump_number))
        his = t.taken[1]
        if not whole and his > his_best and his >= his_final:
            break
    text = told[0] + "".join(f", then {x}" for x in told[1:-1]) + (f", and then {told[-1]}" if len(told) > 1 else "")
    return f"against best defence {text}; {cost}"


def brisque_cost(lost: int) -> str:
    """``'in all it costs you two brisques'``: the one count an end-game is played for, in brisques. The points
    they make (brisquettes and book bonus) are left out: beside the brisques lost they read as a second count
    ("two brisques (six points ...)" gives two figures that do not agree at first sight), and
    chapter 0 has not taught brisquettes."""
    return f"in all it costs you {count_words(lost, 'brisque')}"


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
        mover = step.next_to_play(mover)
        current = step.position
    return n

