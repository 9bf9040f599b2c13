"""An end-game puzzle played out card by card against the engine's best defence (:class:`EndgameSession`),
and what each of your cards did (:class:`PlayResult`).

A *run* is the play from the puzzle's position (or from the last :meth:`EndgameSession.restart`) to the end of
the deal. The session keeps its run: your cards in order (:attr:`EndgameSession.line`), the wrong ones
(:attr:`EndgameSession.mistakes`), and the run's answer to the puzzle (:meth:`EndgameSession.answer`, which
:func:`penchant.puzzles.check` takes as it is), so a board or a trainer asks rather than works them out.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from penchant.english.grammar import capitalised
from penchant.english.numbers import count_words
from penchant.errors import IllegalPlayError, PuzzleError
from penchant.errors.internal import NO_CARD_LED, REFUSED_WITH_NO_LEAD, BrokenInvariantError
from penchant.play.forced import is_a_decision, is_forced, play_forced
from penchant.puzzles.checkers.answers import normalise_card
from penchant.puzzles.model import Puzzle
from penchant.puzzles.sessions.endgame_lines import (
    GameStake,
    TrickRecord,
    asks_whole_line,
    brisque_cost,
    game_stake,
    line_from,
    line_text,
    position_of,
    refutation_of,
    trick_record,
    worse_words,
    worth_words,
)
from penchant.puzzles.words.endgame import best_card_words, best_value_words, fewer_than_best_words, replies_words
from penchant.rules.brisques import brisques_in_mask
from penchant.rules.cards import Card, CardSet, CardsGiven, cards_given
from penchant.rules.procedure import last_six_trick, other_player
from penchant.rules.profiles import DEFAULT_PROFILE, Profile, get_profile
from penchant.rules.tricks import last_six_refusal
from penchant.solver import MoveValue, Phase2Position, solve
from penchant.words.cards import card_words, cards_words
from penchant.words.trump import trump_words

__all__ = ["CardValue", "EndgameSession", "PlayResult", "Slip", "answered_card_by_card"]


@dataclass(frozen=True, slots=True)
class CardValue:
    """What one card you may play is worth from here against best defence, and the engine's verdict on it.

    ``brisques``: the brisques you take from now to the end of the deal (this trick included); ``his_brisques``:
    those your opponent takes (the rest of :attr:`EndgameSession.brisques_in_play`); ``points``: your
    net points (brisquettes and book bonus, yours minus his); ``game``: in a game-at-stake end-game, what the
    game comes to and is worth to you (``'you win the game, worth 16 to you'``), else empty; ``right``: whether
    the engine accepts the card (the most brisques; in a game at stake the most the game can be worth to you,
    which the most brisques make). ``card`` is the card itself, a :class:`~penchant.rules.cards.Card` (its notation,
    ``str(value.card)``, is what :meth:`EndgameSession.values` and :meth:`EndgameSession.lines` are keyed by)."""

    card: Card
    brisques: int
    his_brisques: int
    points: int
    right: bool
    game: str = ""


@dataclass(frozen=True, slots=True)
class Slip:
    """A wrong card of a run, kept so the end of the deal can say which card cost what: a learner who slips at
    trick 2 and plays on reads at the end which card it was, not only "short of the best result".

    ``trick``: the deal's number of the trick the card went to (11 to 16, as the question and the board's list
    count);
    ``lost``: the brisques it gave away against best defence; ``came_to``: in a game at stake, what the game came
    to against best defence once it was played (``'you win the game, worth 1 to you'``), else empty;
    ``refutation``: the engine's best defence against it, trick by trick (:attr:`PlayResult.refutation`);
    ``worse``: in a game at stake, what it cost in the game's points (``'3 points worse for you'``), else empty."""

    card: Card
    trick: int
    lost: int
    came_to: str
    refutation: str
    worse: str = ""

    def words(self) -> str:
        """``'7♠ at trick 12 cost you one brisque'``; in a game at stake the cost in the game's measure, and what
        the game came to after the card, named (``'9♠ at trick 12 made the game 3 points worse for you (after 9♠,
        at best you lose the game, 14 against you)'``): "with it" could be read as any card, and a game's worth
        is in points, not brisques."""
        said = f"{card_words(self.card)} at trick {self.trick}"
        if not self.came_to:
            return f"{said} cost you {count_words(self.lost, 'brisque')}"
        cost = f"made the game {self.worse}" if self.worse else f"cost you {count_words(self.lost, 'brisque')}"
        return f"{said} {cost} (after {card_words(self.card)}, at best {self.came_to})"


# --------------------------------------------------------------------- session
@dataclass(frozen=True)
class PlayResult:
    """What happened when you played a card in an :class:`EndgameSession`.

    ``correct``: the card keeps the best value still available (in an ``aim`` end-game, the most the game
    can still be worth to you); ``lost``:
    brisques it gives away; ``replies``: the engine's cards that followed, in
    order (its follow to your lead, its next lead); ``tricks``: the tricks
    completed by this step; ``refutation``: for a wrong card, the engine's line;
    ``run_mistakes``: the wrong cards of this run so far, this one included (``1`` on a
    wrong card: the run's first slip).
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
    run_mistakes: int = 0

    @property
    def first_mistake(self) -> bool:
        """Whether this card is the first wrong card of its run."""
        return not self.correct and self.run_mistakes == 1

    def to_json(self) -> dict[str, Any]:
        return {
            "card": str(self.card), "correct": self.correct, "lost": self.lost,
            "replies": [str(c) for c in self.replies], "tricks": [str(t) for t in self.tricks],
            "message": self.message, "refutation": self.refutation, "finished": self.finished,
            "solved": self.solved, "run_mistakes": self.run_mistakes,
        }


@dataclass
class EndgameSession:
    """An end-game puzzle played out against the engine's best defence.

    You are player 0 and hold ``to_play``; the engine plays the opponent's
    cards (``opp_cards``), each time its best (the lowest in card order of
    equally good cards). ``target`` is the brisques best play takes for you
    from the start; ``solved`` is true when the deal is finished, every card was
    right and you took them all (in an ``aim`` end-game: the game worth the most it could, :meth:`aim`).

    The session plays under its puzzle's rules (:attr:`profile`, the puzzle's own): its answers, targets and
    refutations were worked out under them, so no other profile can be given.
    """

    puzzle: Puzzle
    profile: Profile = field(init=False)
    """The rules the session plays under: its puzzle's (``puzzle.profile``)."""
    trump: int | None = field(init=False)
    current: Phase2Position | None = field(init=False)
    """The position seen by the player to move (``None`` once the deal is over): the one Phase 2
    model of :mod:`penchant.solver.phase2_position`, which carries every brisque taken."""
    to_move: int = field(init=False)
    tricks: list[TrickRecord] = field(init=False)
    history: list[tuple[int, Card]] = field(init=False)
    mistakes: list[str] = field(init=False)
    slips: list[Slip] = field(init=False)
    """The wrong cards of this run, in order: which card cost what (:meth:`slips_words`)."""
    target: int = field(init=False)

    @classmethod
    def from_position(cls, hand: CardsGiven, opp_hand: CardsGiven, *, trump: str | None = None,
                      led: str | None = None, won: tuple[int, int] | list[int] | str | None = None,
                      rules: str = DEFAULT_PROFILE.name, title: str = "Play it out") -> EndgameSession:
        """An end-game from cards (``trump`` a suit letter or ``None``; ``led`` the card led to you; ``won`` the
        brisques you and your opponent have taken so far in the deal, ``(5, 4)`` or ``"5-4"``, which with those in
        play make the pack's twelve, and may be left out only when all twelve are in play). The position is read
        and checked as :class:`~penchant.solver.Phase2Position` reads it: bad cards, an impossible position or a
        missing ``won`` are refused there, quoting them."""
        start = Phase2Position(cards_given(hand, "your hand"), cards_given(opp_hand, "the opponent's hand"),
                               trump, led, won)
        get_profile(rules)  # refused here, quoting it, rather than when the first card is played
        puzzle = Puzzle(id="endgame-free", kind="endgame", task="best", title=title,
                        question="Play the end-game out against the engine's best defence.",
                        position={"rules": rules, **start.to_json()}, answer_form="card")
        return cls(puzzle)

    def __post_init__(self) -> None:
        if self.puzzle.kind != "endgame":
            raise PuzzleError.of_puzzle(self.puzzle.id, f"is a {self.puzzle.kind} puzzle, not an end-game")
        self.profile = self.puzzle.profile
        self._start = position_of(self.puzzle)
        self._stake = game_stake(self.puzzle) if self.puzzle.task == "aim" else None
        self.restart()

    def aim(self, brisques: int) -> int:
        """What taking ``brisques`` from the puzzle's start makes of the puzzle's aim, higher better:
        the brisques themselves, or for an ``aim`` end-game what the game is worth to you
        (:meth:`GameStake.value`: the difference of the totals, doubled for a lurch)."""
        return brisques if self._stake is None else self._stake.value(self._start, self.profile, brisques)

    def game_words(self, brisques: int) -> str:
        """An ``aim`` end-game's game when you take ``brisques`` from the start: ``'you win the game, worth 16
        to you'`` (empty for the other tasks)."""
        if self._stake is None:
            return ""
        words = self._stake.outcome_words(self._start, self.profile, brisques)
        return f"{words}, {worth_words(self.aim(brisques))}"

    @property
    def first_trick(self) -> int:
        """The deal's number (11 to 16) of the puzzle's first trick, as its question says ("Trick 14: you lead"):
        the slips and the list of tricks count from it."""
        return last_six_trick(len(self._start.hand))

    @property
    def trick_in_play(self) -> int:
        """The deal's number of the trick being played now: :attr:`first_trick`, then one more for each trick
        played since (the rules' :func:`~penchant.rules.procedure.last_six_trick`, on
        :func:`~penchant.rules.procedure.trick_in_play`); 17 once the last is played."""
        return last_six_trick(len(self._start.hand), played_since=len(self.tricks))

    def restart(self) -> None:
        """Back to the puzzle's position."""
        s = self._start
        self.trump = s.trump_number
        self.current = s
        self._final_won: tuple[int, int] = s.won
        self.to_move = 0
        self.tricks = []
        self.history = []
        self.mistakes = []
        self.slips = []
        self._before_last: EndgameSession | None = None
        self.target = solve(s, self.profile).value.brisques

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
        return (other_player(self.to_move), self.current.led)

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
        return brisques_in_mask(self.hands[0] | self.hands[1] | led)

    @property
    def to_play(self) -> list[Card]:
        """Your cards."""
        return list(CardSet.from_mask(self.hands[0]))

    @property
    def opp_cards(self) -> list[Card]:
        """The opponent's cards (every card is known in Phase 2)."""
        return list(CardSet.from_mask(self.hands[1]))

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

    @property
    def line(self) -> list[Card]:
        """Your cards of this run, in the order played."""
        return [c for p, c in self.history if p == 0]

    @property
    def first_card(self) -> Card | None:
        """Your first card of this run (``None`` before you have played)."""
        line = self.line
        return line[0] if line else None

    @property
    def answered_by_first_card(self) -> bool:
        """Whether the puzzle's answer is your first card ("the first card you play is your answer", chapter 6
        says), not the whole run: every end-game but a whole-line one. A game at stake is answered by its first
        card too (chapter 7's "the right card is the one that makes the game worth the most": the green message
        the right card earns is the puzzle solved, not a step before the last trick)."""
        return self.puzzle.task != "line"

    @property
    def every_card_best(self) -> bool:
        """Whether every card of this run so far was a best one (no slip yet)."""
        return not self.slips

    @property
    def first_card_right(self) -> bool:
        """Whether this run's first card was a best one (``False`` before you have played)."""
        first = self.first_card
        return first is not None and all(s.card != first for s in self.slips)

    @property
    def answered_right_by_first_card(self) -> bool:
        """Whether the run has answered the puzzle rightly by its first card (a best-card end-game: a right first
        card, then a slip, is solved all the same)."""
        return self.answered_by_first_card and self.first_card_right

    def answer(self) -> list[str]:
        """This run's answer to the puzzle, in the form :func:`penchant.puzzles.check` takes: once the deal is
        over, a whole-line end-game is answered by all your cards (each one checked in turn);
        otherwise by your first card. Empty before you have played."""
        line = [str(c) for c in self.line]
        if self.finished and not self.answered_by_first_card and len(line) > 1:
            return line
        return line[:1]

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
        return {str(c): v for c, v in self._card_moves().items()}

    def _card_moves(self) -> dict[Card, MoveValue]:
        """The solver's value of each legal card for you, keyed by the card (empty once the deal is over)."""
        if self.finished:
            return {}
        return dict(solve(self.position(0), self.profile).moves)

    def card_values(self) -> list[CardValue]:
        """Every card you may play now with its value and the engine's verdict on it (empty when it is not your
        turn): what a values table shows, the right ones marked as the engine judges them."""
        values = self._card_moves()
        if not values:
            return []
        done = self.taken[0]
        left = self.brisques_in_play
        goal = max(self.aim(done + v.brisques) for v in values.values())
        return [CardValue(c, v.brisques, left - v.brisques, v.points, self.aim(done + v.brisques) == goal,
                          self.game_words(done + v.brisques))
                for c, v in values.items()]

    def slips_words(self) -> str:
        """Which card of this run cost what, in a player's words (empty when none did): ``'One slip: 7♠ at trick 12
        cost you one brisque.'``; what the end of a deal played out after a slip recalls."""
        if not self.slips:
            return ""
        return f"{capitalised(count_words(len(self.slips), 'slip'))}: {'; '.join(s.words() for s in self.slips)}."

    def lines(self) -> dict[str, str]:
        """Why each card you may play now is worth what :meth:`card_values` says: the engine's line from it, both
        sides playing their best to the end of the deal, trick by trick in a player's words (empty when it is not
        your turn). What a values table's *Why?* shows; worked out only when asked (a solve for each card)."""
        if self.finished or self.to_move != 0:
            return {}
        pos = self.position(0)
        return {str(c): line_text(pos, line_from(pos, c, self.profile)) for c in pos.legal_moves}

    def at_last_card(self) -> EndgameSession | None:
        """The run as it stood when you played your last card with a choice (``None`` before): the choice you
        answered, whose :meth:`card_values` list the card you played among the others (a values table shown after
        a card is played is of that choice, not only of the cards left). This session is not changed."""
        return self._before_last

    def _snapshot(self) -> EndgameSession:
        """A copy of the run as it stands, its lists its own."""
        other = copy.copy(self)
        other.tricks, other.history = list(self.tricks), list(self.history)
        other.mistakes, other.slips = list(self.mistakes), list(self.slips)
        other._before_last = None
        return other

    # ------------------------------------------------------------- acting
    def _apply(self, player: int, card: Card) -> TrickRecord | None:
        if not (self.current is not None and player == self.to_move):
            raise BrokenInvariantError("a card is played out of turn, or after the deal")
        led = self.led
        step = self.current.step(card)
        self.history.append((player, card))
        self.current = step.position
        self.to_move = step.next_to_play(player)  # after a trick, its winner leads
        if step.trick is None:
            return None
        if led is None:
            raise BrokenInvariantError(NO_CARD_LED)
        if step.position is None:
            w = step.won
            self._final_won = w if player == 0 else (w[1], w[0])
        rec = trick_record(self._start, step, player)
        self.tricks.append(rec)
        return rec

    def play_forced(self) -> list[PlayResult]:
        """Play your cards that have no choice (one legal card), one after another, with the engine's answers:
        what a board plays for you after your last real decision (:func:`~penchant.play.forced.play_forced`, the
        loop the play board's session shares)."""
        return play_forced(self.legal, self.play)

    def play(self, card: Card | str) -> PlayResult:
        """Play your card; the engine answers with its best defence until it is your
        turn again (or the deal ends). Illegal cards raise :class:`IllegalPlayError`
        and change nothing."""
        if self.finished:
            raise IllegalPlayError.refusing(str(card), "the deal is over")
        c = card if isinstance(card, Card) else normalise_card(card)
        pos = self.position(0)
        if c not in pos.hand:
            raise IllegalPlayError.refusing(str(card), f"{card_words(c)} is not in your hand ({cards_words(pos.hand)})")
        if c not in pos.legal_moves:
            if pos.led is None:
                raise BrokenInvariantError(REFUSED_WITH_NO_LEAD)
            raise IllegalPlayError.refusing(str(card), last_six_refusal(c, pos.hand.mask, pos.led.index,
                                                                        pos.trump_number))
        if is_a_decision(pos.legal_moves):  # a choice (a forced card answers nothing)
            self._before_last = self._snapshot()
        sol = solve(pos, self.profile)
        best = sol.value.brisques
        mine = sol.moves[c].brisques
        lost = best - mine
        done = self.taken[0]
        goal = self.aim(done + best)
        right = {x for x, v in sol.moves.items() if self.aim(done + v.brisques) == goal}
        refutation = None
        if c not in right:
            if self._stake is None:
                cost = brisque_cost(lost)
            else:
                cost = (f"you take {count_words(done + mine, 'brisque')} in these tricks, so "
                        f"{self._stake.words(self._start, self.profile, done + mine)}")
            refutation = refutation_text = refutation_of(pos, c, self.profile, right, cost,
                                                         whole=self._stake is not None)
            self.mistakes.append(refutation_text)
            staked = self._stake is not None
            self.slips.append(Slip(c, self.trick_in_play, lost,
                                   self.game_words(done + mine) if staked else "", refutation_text,
                                   worse_words(self.aim(done + mine), goal) if staked else ""))
        slipped = [s.card for s in self.slips if refutation is None]
        tricks: list[TrickRecord] = []
        replies: list[Card] = []
        leads: list[bool] = []
        rec = self._apply(0, c)
        if rec:
            tricks.append(rec)
        while not self.finished and self.to_move == 1:
            reply = solve(self.position(1), self.profile).best[0]
            replies.append(reply)
            leads.append(self.led is None)
            rec = self._apply(1, reply)
            if rec:
                tricks.append(rec)
        if refutation is not None and self._stake is not None:
            # what the card comes to, and where to look: never what best play makes the game worth
            message = f"{card_words(c)} is not best: against best defence {self.game_words(done + mine)}."
        elif refutation is not None:
            message = f"{card_words(c)} is not best: it {fewer_than_best_words(lost)}."
        elif is_forced(pos.legal_moves):
            # no choice made, none judged: "a best card: no other card takes more" would read as a choice among
            # several; said once it is played, in the past: "is the only card you may play here" would read under
            # a trick over
            message = f"{card_words(c)} was the only card you could play."
        elif self._stake is not None:
            message = best_value_words(c, self.game_words(done + best), slipped)
        else:
            # a best card may lose its trick and a brisque in it: "keeps every brisque" would be false beside
            # the trick list (the opponent may take A♥); what is true is that nothing does better, from the
            # position the learner's slips left (bare praise after a slip read as praise for losing an Ace)
            message = best_card_words(c, slipped, sum(s.lost for s in self.slips))
        if replies:
            message += f" {replies_words(list(zip(replies, leads, strict=True)))}"
        if refutation is not None and self._stake is not None:
            message += f" {capitalised(self._stake.look(self._start, self.profile, done + mine, done + best))}."
        if self.finished:
            n = self.taken[0]
            # short of the best, the deal over says so, not how many best play takes: a try after Start again
            # would begin from the answer's value
            message += (f" Deal over: you took {count_words(n, 'brisque', digits=True)} in these tricks"
                        + (" — solved!" if self.solved else ", short of what best play takes."))
            if self.finished and not self.solved and self.aim(self.taken[0]) >= self.aim(self.target):
                message += " You took them all after a slip: press Start again to play it cleanly."
        return PlayResult(c, refutation is None, lost, replies, tricks, message, refutation, self.finished, self.solved,
                          len(self.mistakes))

    def describe(self) -> str:
        """The position in notation, for a board's repr (the reader sees the board itself)."""
        trump = trump_words(self.trump, settled=True)
        return f"you {CardSet.from_mask(self.hands[0])} | opponent {CardSet.from_mask(self.hands[1])} | {trump}"


def answered_card_by_card(puzzle: Puzzle) -> bool:
    """Whether ``puzzle`` is a whole-line end-game with more than one card of yours to play: its line may be
    answered card by card, each card played against the engine's best defence before the next is given."""
    return asks_whole_line(puzzle) and len(EndgameSession(puzzle).to_play) > 1


def line_cards(answer: str | Sequence[str]) -> list[str]:
    """The cards of an end-game's answer, in the order played: ``'AH KS 7D'`` or a list (each read as a card later)."""
    return answer.split() if isinstance(answer, str) else list(answer)


def answers_part_of_the_line(puzzle: Puzzle, answer: str | Sequence[str]) -> bool:
    """Whether ``answer`` gives only the first cards of a line answered card by card (:func:`answered_card_by_card`),
    fewer than all of yours from the puzzle's position: they are played on against the engine's best defence
    (:func:`~penchant.puzzles.checkers.endgame.line_so_far`), and the whole line is what :func:`~penchant.puzzles.check`
    judges."""
    return answered_card_by_card(puzzle) and len(line_cards(answer)) < len(EndgameSession(puzzle).to_play)
