"""A player's holdings at a declaration: hand, own table, and the opponent's table.

Every declaration check reads these three sets of cards (the fresh-card rule reads the hand, barring
reads both tables). They travel together as one frozen value with named fields, so the two tables can
never be swapped by position.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from penchant.english.grammar import is_you, possessive
from penchant.english.numbers import number_words
from penchant.errors import IllegalDeclarationError, InvalidNotationError
from penchant.rules.cards import CardSet, CardsGiven, CardsLike, mask_of, refuse_a_number
from penchant.rules.dealing import HAND_SIZE, HELD_AT_DECLARATION, TABLE_LIMIT
from penchant.rules.procedure import Moment, held

__all__ = ["TABLE_HOLDS", "Holdings", "holding_too_many", "not_the_declarers", "table_full", "table_overfull"]

TABLE_HOLDS = (f"a table holds {number_words(TABLE_LIMIT)} cards at most: they are laid there by declarations, each "
               f"made holding {number_words(HELD_AT_DECLARATION)} cards with one at least fresh from the hand")
"""Why no table holds more than :data:`~penchant.rules.dealing.TABLE_LIMIT` cards, in the game's words."""


def table_full(table: CardsLike) -> bool:
    """Whether ``table`` holds as many cards as a table can (:data:`~penchant.rules.dealing.TABLE_LIMIT`): no
    card is laid on it until one leaves it.

    >>> table_full(CardSet("JS"))
    False
    """
    return mask_of(table).bit_count() >= TABLE_LIMIT


def not_the_declarers(cards: CardsLike, *, opp_table: CardsLike, played: CardsLike, declarer: str,
                      opponent: str) -> str | None:
    """Why ``cards`` are not the declarer's to declare, or ``None`` if none is known to be elsewhere: a card on the
    opponent's table (``opp_table``) is his, and a card played to a trick this deal (``played``) is gone. The
    players are named ``declarer`` and ``opponent``.

    >>> print(not_the_declarers(CardSet("QH JS"), opp_table=CardSet("KH QH"), played=0, declarer="you", opponent="Ann"))
    QH is on Ann's table, not yours
    >>> print(not_the_declarers(CardSet("9S 9C"), opp_table=0, played=CardSet("9S 7D"), declarer="Bob", opponent="Ann"))
    9S was played to a trick this deal
    >>> not_the_declarers(CardSet("9S"), opp_table=CardSet("KH"), played=CardSet("7D"), declarer="Bob", opponent="Ann")
    """
    m = mask_of(cards)
    if on_theirs := m & mask_of(opp_table):
        mine = "yours" if is_you(declarer) else possessive(declarer)
        return f"{CardSet.from_mask(on_theirs)} is on {possessive(opponent)} table, not {mine}"
    if gone := m & mask_of(played):
        return f"{CardSet.from_mask(gone)} was played to a trick this deal"
    return None


def table_overfull(table: CardsLike, cards: CardsLike, *, owner: str) -> str | None:
    """Why ``cards`` declared cannot all lie on ``table`` (``owner``'s) with what it holds, or ``None`` if they can:
    the declared cards lie on the table, and at a declaration hand and table hold five together (:func:`held`).

    >>> print(table_overfull(CardSet("KS QS KH QH"), CardSet("QC KC"), owner="Ann"))
    Ann's table would hold six cards, but at a declaration hand and table hold five together
    >>> table_overfull(CardSet("KS QS"), CardSet("QC KC"), owner="you") is None
    True
    """
    count = (mask_of(table) | mask_of(cards)).bit_count()
    limit = held("declare")
    if count <= limit:
        return None
    return (f"{possessive(owner)} table would hold {number_words(count)} cards, but at a declaration hand and "
            f"table hold {number_words(limit)} together")


def holding_too_many(hand: CardSet, table: CardSet, moment: Moment = "play", *,
                     said: tuple[str, str] | None = None) -> str | None:
    """Why a player cannot hold ``hand`` and ``table`` together at ``moment``, or ``None`` if he can: declared
    cards are still part of the hand, and hand and table hold six cards together between tricks, five at a
    declaration (the trick played and the draw to come; :func:`~penchant.rules.procedure.held`, docs/RULINGS.md,
    "Phase 1"). ``said``: hand and table as the player wrote them, quoted as given (else in notation).

    >>> holding_too_many(CardSet("8H 9H TH JH"), CardSet("QH KH")) is None
    True
    >>> print(holding_too_many(CardSet("8H 9H TH JH"), CardSet("QH KH AH")))
    '8H 9H TH JH' in the hand and 'QH KH AH' on the table are seven cards: hand and table hold six ...
    >>> print(holding_too_many(CardSet("8H 9H TH JH"), CardSet("QH KH"), "declare"))
    '8H 9H TH JH' in the hand and 'QH KH' on the table are six cards: at a declaration hand and table hold five ...
    """
    count = len(hand) + len(table)
    limit = held(moment)
    if count <= limit:
        return None
    hand_said, table_said = said if said is not None else (str(hand), str(table))
    where = f"{hand_said!r} in the hand" + (f" and {table_said!r} on the table" if table else "")
    if moment == "declare":
        return (f"{where} are {number_words(count)} cards: at a declaration hand and table hold "
                f"{number_words(limit)} together (the trick is played, the draw still to come)")
    return (f"{where} are {number_words(count)} cards: hand and table hold {number_words(limit)} together "
            f"between tricks ({number_words(HELD_AT_DECLARATION)} at a declaration)")


@dataclass(frozen=True, slots=True, kw_only=True)
class Holdings:
    """What a player may declare from, and what may bar it: hand, own table, the opponent's table.

    Fields are named (keyword-only) and never overlap: a card is in one place.

    >>> h = Holdings.parse(hand="9S 9H KD", table="QD", opp_table="QS QH")
    >>> h.holding
    CardSet('9S 9H QD KD')
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
                raise InvalidNotationError.wanting(name, "a CardSet", getattr(self, name))
        for i, (a, where_a) in enumerate(named):
            for b, where_b in named[i + 1:]:
                both = getattr(self, a).mask & getattr(self, b).mask
                if both:
                    raise InvalidNotationError(
                        f"{str(CardSet.from_mask(both))!r} is both {where_a} and {where_b}: a card is in one place"
                    )
        _refuse_too_many_in_a_place(self.hand, self.table, self.opp_table)
        too_many = holding_too_many(self.hand, self.table)
        if too_many:
            raise InvalidNotationError(too_many)

    @classmethod
    def from_masks(cls, hand: int = 0, table: int = 0, opp_table: int = 0) -> Holdings:
        """From the engine's bit masks (:meth:`CardSet.from_mask`): the fast path; cards as a person names them go
        to :meth:`parse`."""
        return cls(hand=CardSet.from_mask(hand), table=CardSet.from_mask(table), opp_table=CardSet.from_mask(opp_table))

    @classmethod
    def parse(cls, *, hand: CardsGiven = "", table: CardsGiven = "", opp_table: CardsGiven = "",
              moment: Moment = "play") -> Holdings:
        """From notation (or a CardSet, or a list of cards): ``Holdings.parse(hand="QS 9C", table="JH")``. A number
        is refused (``Holdings.parse(hand=5)`` raises :class:`InvalidNotationError`): the engine's bit masks go to
        :meth:`from_masks`. ``moment="declare"``: the holdings of a player about to declare, who holds five cards
        in hand and table (:func:`holding_too_many`); too many cards are quoted as written."""
        for name, value in (("hand", hand), ("table", table), ("opp_table", opp_table)):
            refuse_a_number(value, f"cards for the {name}", f"Holdings.from_masks({name}={{mask}})")
        hand_cards, table_cards, opp_cards = CardSet(hand), CardSet(table), CardSet(opp_table)
        said = (_as_given(hand, hand_cards), _as_given(table, table_cards))
        _refuse_too_many_in_a_place(hand_cards, table_cards, opp_cards,
                                    said=(*said, _as_given(opp_table, opp_cards)))
        too_many = holding_too_many(hand_cards, table_cards, moment, said=said)
        if too_many:
            raise InvalidNotationError(too_many)
        return cls(hand=hand_cards, table=table_cards, opp_table=opp_cards)

    @classmethod
    def laid_on_the_tables(cls, table: CardSet, opp_table: CardSet) -> Holdings:
        """The two tables as cards are laid on them to see the bars (no hand): a card given for both lies on the
        player's own ``table`` (a card is in one place), and tables holding more than a table holds are refused
        (:class:`InvalidNotationError`).

        >>> Holdings.laid_on_the_tables(CardSet("KS KH"), CardSet("KH QS QD"))
        Holdings(hand=CardSet(''), table=CardSet('KS KH'), opp_table=CardSet('QS QD'))
        """
        return cls(table=table, opp_table=opp_table - table)

    def at(self, moment: Moment) -> Holdings:
        """These holdings, once known to be possible at ``moment`` (``"declare"``: five cards in hand and table,
        and on the opponent's table at most; :func:`holding_too_many`); else :class:`InvalidNotationError`. The
        declaration rules ask this themselves, so holdings parsed at the default ``moment="play"`` are refused at a
        declaration as the command line refuses them.

        >>> Holdings.parse(hand="QS JH QH JS KS KH").at("declare")
        Traceback (most recent call last):
        ...
        penchant.errors.InvalidNotationError: 'JS QS KS JH QH KH' in the hand are six cards: at a declaration ...
        """
        _refuse_too_many_in_a_place(self.hand, self.table, self.opp_table)
        too_many = holding_too_many(self.hand, self.table, moment)
        if too_many:
            raise InvalidNotationError(too_many)
        return self

    @property
    def holding(self) -> CardSet:
        """Hand and own table together: every card the player may declare with."""
        return self.hand | self.table

    def after_declaring(self, cards: CardsLike) -> Holdings:
        """The holdings once ``cards`` are declared: the hand's cards among them are laid on the table (those
        already there stay). Whether they may be declared is :func:`~penchant.rules.combinations.check_declaration`'s
        question, asked first; cards neither in the hand nor on the table raise :class:`IllegalDeclarationError`.

        >>> Holdings.parse(hand="JH 9S", table="QH KH").after_declaring("JH QH KH")
        Holdings(hand=CardSet('9S'), table=CardSet('JH QH KH'), opp_table=CardSet(''))
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


def _as_given(value: CardsGiven, cards: CardSet) -> str:
    """Cards as the player wrote them (text, stripped), else in notation."""
    return value.strip() if isinstance(value, str) else str(cards)


def _refuse_too_many_in_a_place(hand: CardSet, table: CardSet, opp_table: CardSet, *,
                                said: tuple[str, str, str] | None = None) -> None:
    """Refuse a hand of more than six cards, or a table (either player's) of more than five (:data:`TABLE_LIMIT`:
    laid by declarations, each made holding five cards with one fresh from the hand); the player's own hand and
    table together are :func:`holding_too_many`'s. The cards are quoted as ``said`` (as written)."""
    hand_said, table_said, opp_said = said if said is not None else (str(hand), str(table), str(opp_table))
    if len(hand) > HAND_SIZE:
        raise InvalidNotationError(f"{hand_said!r} in the hand: a hand holds {number_words(HAND_SIZE)} cards at most")
    for cards, given, whose in ((table, table_said, "your"), (opp_table, opp_said, "the opponent's")):
        if len(cards) > TABLE_LIMIT:
            raise InvalidNotationError(f"{given!r} on {whose} table: {TABLE_HOLDS}")
