"""The Phase 2 model: a position, the cards it allows, and what playing one does.

This is the one model of the last six tricks shared by the solver, the
end-game puzzle sessions and the players. A :class:`Phase2Position` is seen by
the player to move; :meth:`Phase2Position.step` plays a card and reports the
trick (if it completes one) and the next position, carrying every brisque
taken: ``won`` always holds the brisques each side has taken so far in the
deal, both phases, so ``won`` plus the brisques still in play is the pack's
twelve.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from penchant.english.grammar import verb_form
from penchant.errors import IllegalPlayError, InvalidNotationError, InvalidRecordError, ScoreEntryError
from penchant.errors.internal import NOT_AN_OBJECT, REFUSED_WITH_NO_LEAD, BrokenInvariantError
from penchant.files.strict_reader import either, list_of, nullable, obj, pair_of, parse_json, text, whole
from penchant.rules.brisques import BRISQUES_IN_PACK, brisque_count_problem, brisques_in_mask, the_other_brisques
from penchant.rules.cards import Card, CardSet, CardsGiven, refuse_a_number
from penchant.rules.possible_positions import last_six_position_problems
from penchant.rules.procedure.seats import next_to_play
from penchant.rules.profiles import RULES_SCHEMA
from penchant.rules.suits_and_ranks import Suit
from penchant.rules.tricks import follower_wins, last_six_follows, last_six_refusal
from penchant.rules.trump import trump_suit
from penchant.typed_counts import brisques_typed

__all__ = [
    "POSITION_SCHEMA",
    "TRUMPS_WRITTEN",
    "Phase2Position",
    "Phase2Trick",
    "Phase2Step",
    "parse_won",
]

_CARDS: Final = either(text(120), list_of(text(4), 0, 8), expected="cards, as text ('AH TH') or a list (['AH', 'TH'])")
POSITION_SCHEMA: Final = obj(
    {"hand": _CARDS, "opp_hand": _CARDS},
    {
        "trump": nullable(text(8)),
        "led": nullable(text(4)),
        "won": either(pair_of(whole(0, BRISQUES_IN_PACK), f"whole numbers from 0 to {BRISQUES_IN_PACK}"), text(8),
                      expected="[mine, theirs] (brisques taken so far in the deal), such as [5, 4]"),
        "rules": RULES_SCHEMA,
    },
    expected="a position object",
)
"""A position's JSON form; ``rules`` is read by the caller (``solve --batch``), the rest here."""


def _coerce_cards(value: object, what: str) -> CardSet:
    if isinstance(value, CardSet):
        return value
    if isinstance(value, str):
        return CardSet(value)
    refuse_a_number(value, f"cards for the {what}", f"Phase2Position.from_masks({what}={{mask}}, ...)")
    if isinstance(value, list | tuple):
        for item in value:
            if not isinstance(item, str | Card):
                raise InvalidNotationError(f"{what} {value!r} holds {item!r}, which is not a card")
        return CardSet(value)
    raise InvalidNotationError(f"{what} {value!r} is not a list of cards")


TRUMPS_WRITTEN: Final = (*(suit.letter for suit in Suit), "none")
"""The trumps a command line is shown it may write, in the game's notation: a suit's letter, or ``none`` for no
trump (``penchant solve --trump``'s choices; :func:`~penchant.rules.trump.trump_suit` reads them, as it reads every
trump the engine is given)."""


def _coerce_led(value: object) -> Card | None:
    if value is None or isinstance(value, Card):
        return value
    if isinstance(value, str):
        if value.strip().lower() in ("", "none", "-"):
            return None
        return Card.parse(value)
    raise InvalidNotationError(f"led card {value!r} is not a card")


def _coerce_won(value: object) -> tuple[int, int]:
    """``won`` as given: ``'mine-theirs'`` text (:func:`parse_won`) or a pair ``[mine, theirs]`` of whole numbers
    from 0 to 12. Whatever form it came in, a ``won`` that is no such count is refused with the one error type,
    :class:`InvalidNotationError` quoting it; a count that the cards in play make impossible is the position's
    :class:`InvalidRecordError` (:meth:`Phase2Position._validate`)."""
    if isinstance(value, str):
        try:
            return parse_won(value)
        except InvalidNotationError as exc:  # the keyword named: the command line names its --won instead
            error = InvalidNotationError(f"won {value!r}: {exc.reason}", reason=exc.reason)
            error.given, error.argument = value, "won"
            raise error from None
    if not isinstance(value, list | tuple) or len(value) != 2:
        raise InvalidNotationError(
            f"won {value!r} is not a pair: give the brisques each player has taken so far in the deal, "
            f"as [mine, theirs] or 'mine-theirs'"
        )
    a, b = value
    for v in (a, b):
        if brisque_count_problem(v) is not None:
            raise InvalidNotationError(
                f"won {value!r} holds {v!r}, which is not a count of brisques: a whole number from 0 to "
                f"{BRISQUES_IN_PACK}"
            )
    return (a, b)


def parse_won(text: str) -> tuple[int, int]:
    """Parse ``M-T``: brisques the player to move and the opponent have taken so far in the deal, each read
    as a count of brisques is typed (:func:`penchant.typed_counts.brisques_typed`: ASCII digits, 0 to 12).

    ``parse_won("５-４")`` (full-width digits) and ``parse_won("13-0")`` raise :class:`InvalidNotationError`: a
    text not of the form says how to write it, a count out of range says why, as the count's own reader does."""
    parts = str(text).strip().split("-")
    if len(parts) != 2:
        raise InvalidNotationError.refusing(text, "not a brisque count: write mine-theirs, such as '5-4'")
    try:
        return (brisques_typed(parts[0], "a count of brisques"), brisques_typed(parts[1], "a count of brisques"))
    except ScoreEntryError as exc:
        raise InvalidNotationError.refusing(text, str(exc)) from None


def _quote(raw: object, cards: CardSet) -> str:
    """The input as the user wrote it (text or list), else the canonical text, quoted."""
    if isinstance(raw, str):
        return repr(raw)
    if isinstance(raw, list | tuple):
        return repr([str(x) for x in raw])
    return repr(str(cards))


@dataclass(frozen=True, slots=True)
class Phase2Trick:
    """A completed Phase 2 trick: the card led, the card that followed, who took it and its brisques."""

    led: Card
    followed: Card
    follower_won: bool
    brisques: int


@dataclass(frozen=True)
class Phase2Step:
    """What playing a card did (:meth:`Phase2Position.step`).

    ``trick`` is the trick it completed (or ``None`` after a lead);
    ``same_player`` whether the player who played moves again (he won the trick);
    ``position`` the next position, seen by the next player to move, or ``None``
    when the deal is over; ``won`` the brisques taken in the deal so far, as
    (the player who played, the other).
    """

    trick: Phase2Trick | None
    same_player: bool
    position: Phase2Position | None
    won: tuple[int, int]

    def next_to_play(self, played_by: int) -> int:
        """Who plays next, when ``played_by`` (0 or 1, in the caller's numbering) played this card: the rules'
        :func:`~penchant.rules.procedure.next_to_play`, the follower after a lead and the trick's winner after a
        follow (so, with a trick completed, also who won it).

        >>> step = Phase2Position("AH 7S", "7H", trump="H", led="KH", won=(5, 4)).step("AH")
        >>> step.next_to_play(0), step.next_to_play(1)
        (0, 1)
        """
        return next_to_play(played_by, None if self.trick is None else self.trick.follower_won)


@dataclass(frozen=True, init=False, repr=False)
class Phase2Position:
    """A Phase 2 position, seen by the player to move.

    ``hand`` belongs to the player to move and ``opp_hand`` to the opponent.
    Without ``led`` the player to move leads the next trick and both hands are
    the same size. With ``led`` the opponent has just led that card (it is in
    neither hand) and the player to move follows, holding one card more than
    the opponent. ``trump`` is the trump suit (a :class:`Suit` or its letter,
    ``Suit.HEARTS`` or ``"H"``), or ``None`` (``"none"``) when no penchant set one, read by
    :func:`~penchant.rules.trump.trump_suit` as every trump the engine is given (a number is refused). ``won``
    is (the player's, the opponent's) brisques taken so far in the deal, both
    phases: with the brisques still in play (both hands and the card
    led) they make the pack's twelve, or the position is refused. ``won`` may be
    left out only when all twelve brisques are still in play.

    The constructor also takes card text and lists
    (``Phase2Position("AH TH", "7H KS", trump="H", won="5-4")``), converts them
    and validates the position: it raises
    :class:`~penchant.errors.InvalidNotationError` for an argument that is not
    what it names (bad notation, a ``won`` that is no pair of counts 0 to 12,
    as text or as a pair) and :class:`~penchant.errors.InvalidRecordError` for
    a position the cards and counts make impossible, quoting the input. A number
    is refused (``Phase2Position(5, ...)`` raises
    :class:`~penchant.errors.InvalidNotationError`): the engine's bit masks go
    to :meth:`from_masks`.
    """

    hand: CardSet
    opp_hand: CardSet
    trump: Suit | None
    led: Card | None
    won: tuple[int, int]

    def __init__(
        self,
        hand: CardsGiven,
        opp_hand: CardsGiven,
        trump: Suit | str | None = None,
        led: Card | str | None = None,
        won: tuple[int, int] | list[int] | str | None = None,
    ) -> None:
        h = _coerce_cards(hand, "hand")
        o = _coerce_cards(opp_hand, "opp_hand")
        object.__setattr__(self, "hand", h)
        object.__setattr__(self, "opp_hand", o)
        object.__setattr__(self, "trump", trump_suit(trump))
        object.__setattr__(self, "led", _coerce_led(led))
        object.__setattr__(self, "won", (0, 0) if won is None else _coerce_won(won))
        self._validate(_quote(hand, h), _quote(opp_hand, o), won is None,
                       repr(won) if isinstance(won, str) else repr(list(self.won)))

    @classmethod
    def from_masks(
        cls,
        hand: int,
        opp_hand: int,
        trump: Suit | str | None = None,
        led: Card | str | None = None,
        won: tuple[int, int] | list[int] | str | None = None,
    ) -> Phase2Position:
        """The position whose hands are the engine's bit masks (:meth:`CardSet.from_mask`: ``from_masks(5, 10)``
        holds 7S 9S against 8S TS): the named path for the deal, the players and the searches, validated as the
        constructor validates; cards as a person names them go to the constructor.

        >>> Phase2Position.from_masks(CardSet("AH").mask, CardSet("7S").mask, won=(5, 5)).hand
        CardSet('AH')
        """
        return cls(CardSet.from_mask(hand), CardSet.from_mask(opp_hand), trump, led, won)

    def _validate(self, hand_text: str, opp_text: str, won_missing: bool = False, won_text: str = "") -> None:
        """Refuse a position the last six cannot reach, quoting each part as it was given (``won '9-9'`` as typed,
        ``won [9, 9]`` as a pair)."""
        hand, opp, led, won = self.hand, self.opp_hand, self.led, self.won
        if not hand and not opp:
            raise InvalidRecordError(
                f"your hand {hand_text} and your opponent's {opp_text} are both empty: the deal is over, "
                f"there is nothing to solve"
            )
        in_play = self.brisques_in_play
        # Whether the last six can reach it is the rules' to say (the hands, the card led, the brisques);
        # with won left out, the hands first, then what won must say.
        problems = last_six_position_problems(hand=hand.mask, opp_hand=opp.mask, led=0 if led is None else led.bit,
                                              won=(the_other_brisques(in_play), 0) if won_missing else won)
        if problems:
            led_words = "" if led is None else f", the card led {str(led)!r}"
            won_words = "" if won_missing else f", won {won_text or repr(list(won))}"
            raise InvalidRecordError(f"your hand {hand_text} against your opponent's {opp_text}{led_words}{won_words}: "
                                     f"{'; '.join(problems)}")
        if won_missing and in_play != BRISQUES_IN_PACK:
            taken = the_other_brisques(in_play)
            reason = (f"only {in_play} of the {BRISQUES_IN_PACK} brisques {verb_form(in_play, 'be')} in play (your "
                      f"hand {hand_text}, your opponent's {opp_text}), so say how many of the other {taken} each side "
                      "has taken so far in the deal")
            example = f"{taken - taken // 2}-{taken // 2}"
            error = InvalidRecordError(f"won is missing: {reason}, such as won={example!r}", reason=reason)
            error.argument, error.example = "won", example  # the command line names its --won instead
            raise error

    @property
    def in_play_mask(self) -> int:
        """Mask of the cards still in play: both hands and the card led."""
        m = self.hand.mask | self.opp_hand.mask
        if self.led is not None:
            m |= self.led.bit
        return m

    @property
    def brisques_in_play(self) -> int:
        """Brisques still to be taken in Phase 2 (the card led included)."""
        return brisques_in_mask(self.in_play_mask)

    @property
    def legal_moves(self) -> CardSet:
        """The cards the player to move may play, as the deal offers its legal actions
        (:attr:`DealState.legal_actions <penchant.play.state.DealState.legal_actions>`): a read-only collection that
        answers ``in`` (a card or its notation), iterates in card order and has a ``len``; not a list to change.

        >>> p = Phase2Position("AH 7S", "KH", trump="H", led="QH", won=(5, 5))
        >>> "AH" in p.legal_moves, "7S" in p.legal_moves, len(p.legal_moves)
        (True, False, 1)
        """
        return CardSet.from_mask(self.legal_mask)

    @property
    def trump_number(self) -> int | None:
        """The trump suit as the rules' fast path takes it (0 spades .. 3 clubs), or ``None`` with no trump set.

        >>> Phase2Position("AH", "7S", trump="D", won="5-5").trump_number
        2
        >>> Phase2Position("AH", "7S", won="5-5").trump_number is None
        True
        """
        return None if self.trump is None else int(self.trump)

    @property
    def legal_mask(self) -> int:
        """Mask of the cards the player to move may play (Phase 2: follow suit and win if able, else trump)."""
        if self.led is None:
            return self.hand.mask
        return last_six_follows(self.hand.mask, self.led.index, self.trump_number)

    def check_play(self, card: Card | str) -> Card:
        """The card, if the player to move may play it; else :class:`IllegalPlayError` saying why."""
        c = card if isinstance(card, Card) else Card.parse(card)
        if c not in self.hand:
            raise IllegalPlayError.refusing(str(c), f"not in hand {str(self.hand)!r}")
        if not self.legal_mask & c.bit:
            if self.led is None:
                raise BrokenInvariantError(REFUSED_WITH_NO_LEAD)
            raise IllegalPlayError.refusing(str(c), last_six_refusal(c, self.hand.mask, self.led.index,
                                                                     self.trump_number))
        return c

    def step(self, card: Card | str) -> Phase2Step:
        """Play ``card`` for the player to move: the trick it completes and the next position.

        The brisques of a completed trick go to its winner's ``won``, so the next position
        (seen by the next player to move) still accounts for all twelve.
        """
        c = self.check_play(card)
        rest = CardSet.from_mask(self.hand.mask ^ c.bit)
        mine, theirs = self.won
        if self.led is None:
            nxt = Phase2Position(self.opp_hand, rest, self.trump, c, (theirs, mine))
            return Phase2Step(None, False, nxt, (mine, theirs))
        trump = self.trump_number
        won_it = follower_wins(self.led.index, c.index, trump)
        b = brisques_in_mask(self.led.bit | c.bit)
        trick = Phase2Trick(self.led, c, won_it, b)
        if won_it:
            mine += b
        else:
            theirs += b
        if not rest:
            return Phase2Step(trick, won_it, None, (mine, theirs))
        if won_it:
            return Phase2Step(trick, True, Phase2Position(rest, self.opp_hand, self.trump, None, (mine, theirs)),
                              (mine, theirs))
        return Phase2Step(trick, False, Phase2Position(self.opp_hand, rest, self.trump, None, (theirs, mine)),
                          (mine, theirs))

    def play(self, card: Card | str) -> Phase2Position:
        """The position after the player to move plays ``card``, seen by the next player to move.

        ``won`` carries every brisque taken (a completed trick's go to its winner; swapped when the
        other player is to move). Raises :class:`~penchant.errors.IllegalPlayError` for a card not
        held or not allowed, and :class:`~penchant.errors.InvalidRecordError` when the play ends the
        deal (nothing is left to solve; :meth:`step` reports the final counts).
        """
        s = self.step(card)
        if s.position is None:
            raise InvalidRecordError(
                f"playing {str(card)!r} ends the deal (brisques taken: {s.won[0]}-{s.won[1]}): "
                f"no position is left"
            )
        return s.position

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Phase2Position:
        """Read the JSON value :meth:`to_json` writes (already parsed, as every ``from_json`` of the engine reads
        one; JSON text goes to :meth:`from_str`): ``{"hand": [...], "opp_hand": [...], "trump": "H"|null,
        "led": "QS"|null, "won": [m, t]}``.

        Hands may also be space-separated text; ``rules`` may ride along (read by the caller).
        Other keys, and anything that is not such an object (text included), are refused.
        """
        POSITION_SCHEMA.check(data, "", InvalidRecordError)
        if not isinstance(data, Mapping):
            raise BrokenInvariantError(NOT_AN_OBJECT)
        return cls(data["hand"], data["opp_hand"], data.get("trump"), data.get("led"), data.get("won"))

    @classmethod
    def from_str(cls, text: str) -> Phase2Position:
        """Read a position's notation, the JSON text :meth:`to_str` (and ``str()``) writes, strictly.

        >>> p = Phase2Position("AH TH", "7H KS", trump="H", won=(5, 4))
        >>> Phase2Position.from_str(str(p)) == p
        True
        """
        return cls.from_json(parse_json(text, "the position"))

    def to_json(self) -> dict[str, Any]:
        """The JSON form read by :meth:`Phase2Position.from_json`."""
        return {
            "hand": [str(c) for c in self.hand],
            "opp_hand": [str(c) for c in self.opp_hand],
            "trump": None if self.trump is None else self.trump.letter,
            "led": None if self.led is None else str(self.led),
            "won": [self.won[0], self.won[1]],
        }

    def to_str(self) -> str:
        """The position's notation: the JSON text of :meth:`to_json` on one line (a line of ``penchant solve
        --batch``), read back by :meth:`from_str`."""
        return json.dumps(self.to_json(), ensure_ascii=False)

    def __str__(self) -> str:
        """The notation (:meth:`to_str`), as ``str(card)`` is a card's."""
        return self.to_str()

    def __repr__(self) -> str:
        """A call that rebuilds the position when pasted, in the constructor's notation.

        >>> Phase2Position("AH TH 8C", "7H KS", trump="H", led="9S", won=(5, 4))
        Phase2Position('TH AH 8C', 'KS 7H', trump='H', led='9S', won=(5, 4))
        """
        trump = "" if self.trump is None else f", trump={self.trump.letter!r}"
        led = "" if self.led is None else f", led={str(self.led)!r}"
        return f"{type(self).__name__}({str(self.hand)!r}, {str(self.opp_hand)!r}{trump}{led}, won={self.won!r})"

