"""What happens in a deal, as values: the stages, the actions a player takes, tricks and score events.

Actions parse from and print to the notation ``'play QS'``, ``'declare QS JH'``, ``'pass'``.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from enum import Enum, StrEnum
from typing import Any, Final, SupportsIndex

from penchant.english.numbers import count_words
from penchant.errors import InvalidNotationError, InvalidRecordError
from penchant.rules.brisques import BRISQUES_IN_PACK
from penchant.rules.cards import Card, CardSet, parse_cards
from penchant.rules.combinations import classify
from penchant.rules.kinds import Kind
from penchant.rules.procedure import CARDS_PER_TRICK, DeclaringTurn
from penchant.words.cards import cards_words
from penchant.words.kinds import combination_words

__all__ = [
    "Action", "Declare", "LegalActions", "Pass", "Play", "QUIET", "ScoreEvent", "ScoreKind", "Stage",
    "Transition", "Trick", "parse_action", "TRICK_WINNER_BEFORE_ANY_TRICK",
]


class Stage(Enum):
    LEAD = "lead"
    FOLLOW = "follow"
    DECLARE = "declare"
    PENCHANT = "penchant"
    OVER = "over"

    @property
    def declaring(self) -> bool:
        """Whether a declaration is being made (a combination, or the penchant): after a trick won, before
        the next is led."""
        return self.turn is not None

    @property
    def turn(self) -> DeclaringTurn | None:
        """The rules' turn to declare this stage is (``declare`` the trick's winner's, ``penchant`` its loser's), or
        ``None`` at a stage that is no turn to declare: the one place a stage and a turn are tied. Who declares is
        the turn's (:meth:`~penchant.rules.procedure.DeclaringTurn.player`).

        >>> Stage.PENCHANT.turn, Stage.LEAD.turn
        (<DeclaringTurn.LOSERS: 'loser'>, None)
        """
        return _TURN_OF_STAGE.get(self)

    @property
    def mover_words(self) -> str:
        """The player to move at this stage, named by his part in it as a refusal names him: the leader, the
        follower, the trick's winner or its loser (never by seat: "the second player must play a card", said to
        the pone who leads the first trick, reads as the follower).

        >>> Stage.LEAD.mover_words, Stage.PENCHANT.mover_words
        ('the leader', "the trick's loser")
        """
        return _MOVER_WORDS[self]

    @classmethod
    def of_turn(cls, turn: DeclaringTurn) -> Stage:
        """The stage of a turn to declare (:attr:`turn` read back).

        >>> Stage.of_turn(DeclaringTurn.WINNERS)
        <Stage.DECLARE: 'declare'>
        """
        return next(stage for stage, its in _TURN_OF_STAGE.items() if its is turn)


_TURN_OF_STAGE: Final[dict[Stage, DeclaringTurn]] = {Stage.DECLARE: DeclaringTurn.WINNERS,
                                                     Stage.PENCHANT: DeclaringTurn.LOSERS}
"""The stages that are turns to declare, each the rules' turn it is."""

_MOVER_WORDS: Final[dict[Stage, str]] = {Stage.LEAD: "the leader", Stage.FOLLOW: "the follower",
                                         Stage.DECLARE: "the trick's winner", Stage.PENCHANT: "the trick's loser",
                                         Stage.OVER: "no one"}
"""Who moves at each stage, by his part in it (:attr:`Stage.mover_words`)."""

TRICK_WINNER_BEFORE_ANY_TRICK: Final = 0
"""A position's ``trick_winner`` before any trick is won: a placeholder that means nothing (the first leader is the
position's ``leader``), which a record may leave out."""


@dataclass(frozen=True, slots=True)
class Play:
    """Play a card to the trick (in Phase 1 from the hand or one's own table)."""

    card: Card
    """The card; ``Play("QS")`` reads notation, and anything that is not a card is refused
    (:class:`InvalidNotationError`)."""

    def __post_init__(self) -> None:
        if isinstance(self.card, Card):
            return
        if not isinstance(self.card, str):
            raise InvalidNotationError.refusing(self.card, "not a card to play: give a Card or notation such as 'QS'")
        object.__setattr__(self, "card", Card.parse(self.card))

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True, slots=True)
class Declare:
    """Declare a combination (laid on the declarer's table)."""

    cards: CardSet
    """The cards; ``Declare("QS JH")`` reads notation (a list of cards too), and what is not cards (a number,
    ``None``) is refused (:class:`InvalidNotationError`)."""

    def __post_init__(self) -> None:
        if isinstance(self.cards, CardSet):
            return
        if not isinstance(self.cards, str | list | tuple):
            raise InvalidNotationError.refusing(self.cards,
                                                "not cards to declare: give a CardSet or notation such as 'QS JH'")
        object.__setattr__(self, "cards", CardSet(parse_cards(self.cards) if isinstance(self.cards, str)
                                                   else self.cards))

    def __str__(self) -> str:
        return f"declare {self.cards}"


@dataclass(frozen=True, slots=True)
class Pass:
    """Declare nothing (and so draw)."""

    def __str__(self) -> str:
        return "pass"


Action = Play | Declare | Pass


_NOT_AN_ACTION: Final = "not an action: write 'play QS', 'declare QS JH' or 'pass'"


def parse_action(text: str) -> Action:
    """Parse ``'play QS'`` (or just ``'QS'``), ``'declare QS JH'``, ``'pass'``. An action with a card that cannot
    be read is refused whole, the card reader's refusal its reason (``'play 6S': '6S' is not a card: ...``)."""
    if not isinstance(text, str) or not text.strip():
        raise InvalidNotationError.refusing(text, _NOT_AN_ACTION)
    words = text.strip().split(None, 1)
    verb = words[0].lower()
    rest = words[1] if len(words) > 1 else ""
    if verb == "pass" and not rest:
        return Pass()
    if verb in ("play", "declare"):
        if not rest:
            raise InvalidNotationError.refusing(text, f"names no card: write '{verb} QS'")
        try:
            return Play(Card.parse(rest)) if verb == "play" else Declare(CardSet(parse_cards(rest)))
        except InvalidNotationError as exc:  # the whole action quoted, the card reader's refusal its reason
            raise InvalidNotationError.refusing(text, str(exc)) from exc
    if not rest:
        try:
            return Play(Card.parse(verb))
        except InvalidNotationError:
            pass
    raise InvalidNotationError.refusing(text, _NOT_AN_ACTION)


class ScoreKind(StrEnum):
    """What scored points at once: a declaration, brisquettes in the last six tricks, the book bonus."""

    DECLARATION = "declare"
    BRISQUETTE = "brisquette"
    BONUS = "bonus"


@dataclass(frozen=True, slots=True)
class ScoreEvent:
    """Points scored at once, typed: who, how many, for what, and the cards behind them.

    ``cards`` is the declaration's cards (``combination`` its kind), or the brisques of the trick that
    scored brisquettes; for the book bonus it is empty and ``brisques`` is the player's count of the deal.
    """

    player: int
    points: int
    kind: ScoreKind
    cards: CardSet = field(default_factory=CardSet)
    combination: Kind | None = None
    brisques: int | None = None

    def __post_init__(self) -> None:
        """An event a deal can score, or :class:`InvalidRecordError` quoting it: a player 0 or 1, whole points
        from 0, and the parts its kind has and no others: a declaration its kind and cards, brisquettes the
        brisques of one trick, a book bonus the player's count of brisques (from 0 to the pack's twelve) and no
        cards. (That the points are the rules' for it is the deal's to check: :mod:`penchant.play.position_events`.)"""
        problem = self._problem()
        if problem is not None:
            raise InvalidRecordError.refusing(self, problem, whole=True)  # every part shown: each may be the fault

    def _problem(self) -> str | None:
        """What makes this event one no deal scores, or ``None``."""
        if type(self.player) is not int or self.player not in (0, 1):
            return "a score event's player is 0 or 1"
        if type(self.points) is not int or self.points < 0:
            return "a score event's points are a whole number, 0 or more"
        if not isinstance(self.kind, ScoreKind):
            return "a score event's kind is a ScoreKind: a declaration, brisquettes or the book bonus"
        if not isinstance(self.cards, CardSet):
            return "a score event's cards are a CardSet"
        if self.kind is ScoreKind.DECLARATION:
            if not isinstance(self.combination, Kind) or not self.cards:
                return "a declaration's score event names the kind declared and its cards"
            if self.brisques is not None:
                return "a declaration's score event counts no brisques"
        elif self.combination is not None:
            return "only a declaration's score event names a kind of combination"
        elif self.kind is ScoreKind.BRISQUETTE:
            if not self.cards or self.cards.brisques != self.cards or len(self.cards) > CARDS_PER_TRICK:
                return "a brisquette event's cards are the brisques of one trick"
            if self.brisques is not None:
                return "a brisquette event counts no brisques: its cards are the brisques"
        elif type(self.brisques) is not int or not 0 <= self.brisques <= BRISQUES_IN_PACK:
            return f"a book bonus event counts the player's brisques, a whole number from 0 to {BRISQUES_IN_PACK}"
        elif self.cards:
            return "a book bonus event holds no cards: it counts the player's brisques"
        return None

    @property
    def detail(self) -> str:
        """The event in words: ``'pair QS QH'``, ``'AS TH'`` or ``'8 brisques'``."""
        if self.kind is ScoreKind.DECLARATION and self.combination is not None:
            return f"{self.combination.value} {self.cards}"
        if self.kind is ScoreKind.BONUS:
            return f"{self.brisques} brisques"
        return str(self.cards)

    @property
    def words(self) -> str:
        """The event as a reader sees it, said from its parts with its cards in symbols: ``'pair Q♠ Q♥'``,
        ``'A♠ 10♥'``, ``'8 brisques'`` (:attr:`detail` is the notation that records keep)."""
        if self.kind is ScoreKind.DECLARATION and self.combination is not None:
            return combination_words(self.combination, self.cards)
        if self.kind is ScoreKind.BONUS and self.brisques is not None:
            return count_words(self.brisques, "brisque", digits=True)
        return cards_words(self.cards, empty="")

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "points": self.points, "what": self.kind.value, "detail": self.detail}

    @classmethod
    def from_json(cls, data: object) -> ScoreEvent:
        """Read the form :meth:`to_json` writes (its ``detail`` is the cards, or the brisque count), refusing
        (:class:`InvalidRecordError`, the detail quoted) what no deal scores: a declaration whose cards are not
        the kind it names (:func:`~penchant.rules.combinations.classify`), brisquettes that are not one trick's
        brisques, a book bonus not written ``'N brisques'``."""
        if not isinstance(data, dict):
            raise InvalidRecordError(f"a score event is an object, not {data!r}")
        missing = [key for key in _SCORE_EVENT_KEYS if key not in data]
        if missing:
            raise InvalidRecordError.refusing(data, f"a score event has {', '.join(_SCORE_EVENT_KEYS)}; "
                                                    f"this one lacks {', '.join(missing)}")
        what, detail, player, points = data["what"], data["detail"], data["player"], data["points"]
        if what not in {k.value for k in ScoreKind}:
            raise InvalidRecordError.refusing(what, "not a score event's kind: one of "
                                                    + ", ".join(k.value for k in ScoreKind))
        if type(player) is not int or player not in (0, 1):
            raise InvalidRecordError.refusing(player, "a score event's player is 0 or 1")
        if type(points) is not int or points < 0:
            raise InvalidRecordError.refusing(points, "a score event's points are a whole number, 0 or more")
        if not isinstance(detail, str):
            raise InvalidRecordError.refusing(detail, "a score event's detail is text: the cards, or 'N brisques'")
        kind = ScoreKind(what)
        if kind is ScoreKind.DECLARATION:
            name, _, cards = detail.partition(" ")
            combination, declared = Kind.parse(name), CardSet(cards)
            if classify(declared) is not combination:
                raise InvalidRecordError.refusing(
                    detail, f"{declared} is not a {combination.value}" if declared
                    else f"names no cards: the {combination.value}'s cards follow its name")
            return cls(player, points, kind, declared, combination)
        if kind is ScoreKind.BONUS:
            count = detail.split(" ")[0]
            if not count.isdigit() or detail != f"{int(count)} brisques" or int(count) > BRISQUES_IN_PACK:
                raise InvalidRecordError.refusing(detail, "a book bonus is written 'N brisques', N the brisques "
                                                          f"the player took (at most {BRISQUES_IN_PACK})")
            return cls(player, points, kind, brisques=int(count))
        brisques = CardSet(detail)
        if not brisques or brisques.brisques != brisques or len(brisques) > CARDS_PER_TRICK:
            raise InvalidRecordError.refusing(detail,
                                              "not brisquettes: the brisques of one trick taken in the last six")
        return cls(player, points, kind, brisques)


_SCORE_EVENT_KEYS: Final = ("player", "points", "what", "detail")
"""The keys of a score event's record form (:meth:`ScoreEvent.to_json`)."""


@dataclass(frozen=True)
class Trick:
    """A completed trick: who led, the two cards, who won."""

    leader: int
    lead: Card
    follow: Card
    winner: int

    @property
    def winning_card(self) -> Card:
        """The card that took the trick: the lead's if its leader won it, else the reply's.

        >>> led_and_won = Trick(leader=0, lead=Card.parse("AS"), follow=Card.parse("7S"), winner=0)
        >>> answered = Trick(leader=1, lead=Card.parse("7S"), follow=Card.parse("TS"), winner=0)
        >>> str(led_and_won.winning_card), str(answered.winning_card)
        ('AS', 'TS')
        """
        return self.lead if self.winner == self.leader else self.follow


@dataclass(frozen=True, slots=True)
class Transition:
    """What the engine did after an action, by itself, as it applied it
    (:attr:`~penchant.play.state.DealState.last_transition`): the trick the action completed, the draws after it, the
    trick's winner whose turn to declare it passed (nothing he held might be declared), and whether the stock ran
    out, so that the last six tricks begin. An action that did none of these (a lead, most declarations) leaves
    :data:`QUIET`."""

    trick: Trick | None = None
    """The trick the action completed (a follow), else ``None``."""
    draws: tuple[tuple[int, Card], ...] = ()
    """Each card drawn after the trick, with its drawer, the trick's winner first (empty if nobody drew)."""
    declaring_passed: int | None = None
    """The trick's winner, when the trick let him declare but nothing he held may be: the engine passed for him
    (and the loser's penchant turn, or the draws, came next), else ``None``."""
    last_six_began: bool = False
    """The stock ran out with these draws: the tables went back into the hands and the last six tricks begin."""


QUIET: Final = Transition()
"""The transition of an action after which the engine did nothing by itself (and of a position just read)."""


def _looked_up(action: object) -> object:
    """What a lookup in :class:`LegalActions` looks for: the action that notation names, else ``action`` itself
    (text that names no action looks for nothing the tuple holds)."""
    if isinstance(action, str):
        try:
            return parse_action(action)
        except InvalidNotationError:
            return None
    return action


class LegalActions(tuple[Action, ...]):
    """The actions legal at one moment of a deal (:attr:`~penchant.play.state.DealState.legal_actions`): plays in
    card order, then declarations best first, then pass; none once the deal is over.

    A tuple, so indexed, counted and iterated as one, and kept as it is when the deal moves on (a search may hold
    it across :meth:`~penchant.play.state.DealState.apply`). Looking an action up reads notation as well as
    actions, the same way in ``in``, :meth:`index` and :meth:`count` (``"play QS" in deal.legal_actions``,
    ``deal.legal_actions.index("play QS")``); text that is no action, or anything else, is not in it.
    """

    __slots__ = ()

    def __contains__(self, action: object) -> bool:
        return tuple.__contains__(self, _looked_up(action))

    def index(self, action: object, start: SupportsIndex = 0, stop: SupportsIndex = sys.maxsize) -> int:
        """Where ``action`` (an action or its notation) stands in the tuple; a :class:`ValueError` if it is not in
        it, as for any tuple."""
        return tuple.index(self, _looked_up(action), start, stop)

    def count(self, action: object) -> int:
        """How many times ``action`` (an action or its notation) is in the tuple: 1 or 0."""
        return tuple.count(self, _looked_up(action))

    def __repr__(self) -> str:
        return f"<LegalActions {[str(a) for a in self]}>"
