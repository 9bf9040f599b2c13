"""A player's holdings at a declaration: hand, own table, and the opponent's table.

Every declaration check reads these three sets of cards (the fresh-card rule reads the hand, barring
reads both tables). They travel together as one frozen value with named fields, so the two tables can
never be swapped by position.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from penchant.errors import IllegalDeclarationError, InvalidNotationError
from penchant.rules.cards import CardSet, CardsGiven, CardsLike, mask_of, refuse_a_number
from penchant.rules.dealing import HAND_SIZE, HELD_AT_DECLARATION, TABLE_LIMIT
from penchant.rules.number_words import number_words

__all__ = ["Holdings", "holding_too_many"]


def holding_too_many(hand: CardSet, table: CardSet) -> str | None:
    """Why a player cannot hold ``hand`` and ``table`` together, or ``None`` if he can: declared cards are still
    part of the hand, and hand and table hold six cards together between tricks (five at a declaration, the
    trick played and the draw to come; docs/RULINGS.md, "Phase 1").

    >>> holding_too_many(CardSet.parse("8H 9H TH JH"), CardSet.parse("QH KH")) is None
    True
    >>> print(holding_too_many(CardSet.parse("8H 9H TH JH"), CardSet.parse("QH KH AH")))
    '8H 9H TH JH' in the hand and 'QH KH AH' on the table are seven cards: hand and table hold six ...
    """
    held = len(hand) + len(table)
    if held <= HAND_SIZE:
        return None
    return (f"{str(hand)!r} in the hand and {str(table)!r} on the table are {number_words(held)} cards: hand and "
            f"table hold {number_words(HAND_SIZE)} together between tricks "
            f"({number_words(HELD_AT_DECLARATION)} at a declaration)")


@dataclass(frozen=True, slots=True, kw_only=True)
class Holdings:
    """What a player may declare from, and what may bar it: hand, own table, the opponent's table.

    Fields are named (keyword-only) and never overlap: a card is in one place.

    >>> h = Holdings.parse(hand="9S 9H KD", table="QD", opp_table="QS QH")
    >>> h.holding
    CardSet.parse('9S 9H QD KD')
    >>> Holdings.parse(hand="9S", opp_table="9S")
    Traceback (most recent call last):
    ...
    penchant.errors.InvalidNotationError: '9S' is both in the hand and on the opponent's table: a card is in one place
    """

    hand: CardSet = field(default_factory=CardSet)
    table: CardSet = field(default_factory=CardSet)
    """The player's own table (declared cards, face up)."""
    opp_table: CardSet = field(default_factory=CardSet)
    """The opponent's table."""

    def __post_init__(self) -> None:
        named = (("hand", "in the hand"), ("table", "on the table"), ("opp_table", "on the opponent's table"))
        for name, _ in named:
            if not isinstance(getattr(self, name), CardSet):
                raise InvalidNotationError(f"{name} must be a CardSet, not {getattr(self, name)!r}")
        for i, (a, where_a) in enumerate(named):
            for b, where_b in named[i + 1:]:
                both = getattr(self, a).mask & getattr(self, b).mask
                if both:
                    raise InvalidNotationError(
                        f"{str(CardSet.from_mask(both))!r} is both {where_a} and {where_b}: a card is in one place"
                    )
        if len(self.hand) > HAND_SIZE:
            raise InvalidNotationError(
                f"{str(self.hand)!r} in the hand: a hand holds {number_words(HAND_SIZE)} cards at most"
            )
        for name, where in (("table", "your table"), ("opp_table", "the opponent's table")):
            if len(getattr(self, name)) > TABLE_LIMIT:
                raise InvalidNotationError(
                    f"{str(getattr(self, name))!r} on {where}: a table holds {number_words(TABLE_LIMIT)} cards at most"
                )
        too_many = holding_too_many(self.hand, self.table)
        if too_many:
            raise InvalidNotationError(too_many)

    @classmethod
    def from_masks(cls, hand: int = 0, table: int = 0, opp_table: int = 0) -> Holdings:
        """From the engine's bit masks (:meth:`CardSet.from_mask`): the fast path; cards as a person names them go
        to :meth:`parse`."""
        return cls(hand=CardSet.from_mask(hand), table=CardSet.from_mask(table), opp_table=CardSet.from_mask(opp_table))

    @classmethod
    def parse(cls, *, hand: CardsGiven = "", table: CardsGiven = "", opp_table: CardsGiven = "") -> Holdings:
        """From notation (or a CardSet, or a list of cards): ``Holdings.parse(hand="QS 9C", table="JH")``. A number
        is refused (``Holdings.parse(hand=5)`` raises :class:`InvalidNotationError`): the engine's bit masks go to
        :meth:`from_masks`."""
        for name, value in (("hand", hand), ("table", table), ("opp_table", opp_table)):
            refuse_a_number(value, f"cards for the {name}", f"Holdings.from_masks({name}={{mask}})")
        return cls(hand=CardSet(hand), table=CardSet(table), opp_table=CardSet(opp_table))

    @property
    def holding(self) -> CardSet:
        """Hand and own table together: every card the player may declare with."""
        return self.hand | self.table

    def after_declaring(self, cards: CardsLike) -> Holdings:
        """The holdings once ``cards`` are declared: the hand's cards among them are laid on the table (those
        already there stay). Whether they may be declared is :func:`~penchant.rules.combinations.check_declaration`'s
        question, asked first; cards neither in the hand nor on the table raise :class:`IllegalDeclarationError`.

        >>> Holdings.parse(hand="JH 9S", table="QH KH").after_declaring("JH QH KH")
        Holdings(hand=CardSet.parse('9S'), table=CardSet.parse('JH QH KH'), opp_table=CardSet.parse(''))
        """
        m = mask_of(cards)
        missing = m & ~self.holding.mask
        if missing:
            raise IllegalDeclarationError.cannot_declare(
                str(CardSet.from_mask(m)), f"{CardSet.from_mask(missing)} is not in the hand or on the table")
        return Holdings(hand=CardSet.from_mask(self.hand.mask & ~m), table=CardSet.from_mask(self.table.mask | m),
                        opp_table=self.opp_table)

    def to_json(self) -> dict[str, str]:
        return {"hand": str(self.hand), "table": str(self.table), "opp_table": str(self.opp_table)}
