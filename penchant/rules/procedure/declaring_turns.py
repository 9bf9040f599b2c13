"""When a declaration may be made, and by whom: after which trick, the winner or the loser, what each may declare.

After each of the first ten tricks its winner may declare **one** combination; if he declares nothing, the loser
may declare a **penchant only**; nobody declares before the first trick or in the last six
(:func:`declaration_refusal` says why a declaration may not be made, :func:`may_declare` who may). The turns come
in one order (:class:`DeclaringTurn`, :func:`turn_after`): the winner's first; his pass gives the loser his turn; the
winner's declaration, or the loser's turn however it ends, ends the declaring, and the draws follow. A card is played
to a trick from six (hand and table together); a declaration comes after the trick and before the draw, when both
players hold five (:func:`held`).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum, StrEnum
from typing import Final, Literal

from penchant.errors import InvalidSettingError
from penchant.rules.card_masks import card_indexes
from penchant.rules.dealing import FIRST_TEN_TRICKS, HAND_SIZE, HELD_AT_DECLARATION
from penchant.rules.kinds import Kind

__all__ = [
    "Moment",
    "held",
    "table_at_declaration",
    "declaration_may_follow",
    "MayDeclare",
    "may_declare",
    "may_declare_kind",
    "DeclaringTurn",
    "FIRST_TO_DECLARE",
    "turn_after",
    "may_still_declare",
    "ONE_DECLARATION_A_TRICK_WORDS",
    "LOSER_PENCHANT_ONLY_WORDS",
    "WINNER_DECLARED_NOTHING_WORDS",
    "NoDeclaration",
    "declaration_refusal",
]


Moment = Literal["play", "declare"]
"""When a first-ten-tricks position is set: a card to play to a trick, or a declaration after one."""


def held(moment: Moment) -> int:
    """How many cards a player holds, hand and table together, at this moment of the first ten tricks:
    six to play a card, five at a declaration (after the trick, before the draw); another is a bad argument.
    >>> held("play"), held("declare")
    (6, 5)
    """
    if moment == "play":
        return HAND_SIZE
    if moment == "declare":
        return HELD_AT_DECLARATION
    raise InvalidSettingError.refusing_argument("moment", moment, "is not a moment of the first ten tricks: "
                                                "'play' or 'declare'")


def table_at_declaration(table: int, declaring: int, declared: Sequence[tuple[Kind, int]]) -> int:
    """The cards a player's table can still hold (a mask) as he declares ``declaring`` (a mask), when it held
    ``table`` after his earlier declarations ``declared`` (each kind and cards, in the order declared): hand and
    table together hold five at a declaration (:func:`held`), the declaration's cards from the hand among them, so
    the table holds what room is left, and the earliest declared cards not declared again now are the ones played
    from it in the tricks between.

    >>> from penchant.rules.cards import CardSet
    >>> family, aces = CardSet("JS QS KS"), CardSet("AS AH")   # on his table: five cards
    >>> declared = [(Kind.FAMILY, family.mask), (Kind.PAIR, aces.mask)]
    >>> table = table_at_declaration((family | aces).mask, CardSet("QS QH").mask, declared)   # Q♥ from the hand
    >>> str(CardSet.from_mask(table))   # four left room for Q♥: J♠, the earliest declared, was played since
    'QS KS AS AH'
    """
    room = held("declare") - (declaring & ~table).bit_count()
    for _, cards in declared:
        for index in card_indexes(cards & table & ~declaring):
            if table.bit_count() <= room:
                return table
            table &= ~(1 << index)
    return table


def declaration_may_follow(played: int) -> bool:
    """Whether a declaration may follow the trick just played when ``played`` tricks of the deal are: one of the
    first ten (none before the first trick, none in the last six).

    >>> declaration_may_follow(0), declaration_may_follow(1), declaration_may_follow(10), declaration_may_follow(11)
    (False, True, True, False)
    """
    return 1 <= played <= FIRST_TEN_TRICKS


class MayDeclare(StrEnum):
    """What a player may declare after a trick of the first ten (:func:`may_declare`)."""

    ANY_COMBINATION = "any"
    """The trick's winner: any one combination."""
    PENCHANT_ONLY = "penchant"
    """Its loser, when the winner declared nothing: a penchant only."""
    NOTHING = "none"
    """Its loser, once the winner declared."""

    def allows(self, kind: Kind) -> bool:
        """Whether a combination of ``kind`` may be declared: any, a penchant only, or none.

        >>> MayDeclare.PENCHANT_ONLY.allows(Kind.PENCHANT), MayDeclare.PENCHANT_ONLY.allows(Kind.FLUSH)
        (True, False)
        """
        return self is MayDeclare.ANY_COMBINATION or (self is MayDeclare.PENCHANT_ONLY and kind is Kind.PENCHANT)


def may_declare(*, won_trick: bool, winner_declared: bool) -> MayDeclare:
    """What a player may declare after a trick of the first ten: its winner any one combination; its loser
    a penchant only, and only when the winner declared nothing.

    >>> may_declare(won_trick=True, winner_declared=False), may_declare(won_trick=False, winner_declared=False)
    (<MayDeclare.ANY_COMBINATION: 'any'>, <MayDeclare.PENCHANT_ONLY: 'penchant'>)
    >>> may_declare(won_trick=False, winner_declared=True)
    <MayDeclare.NOTHING: 'none'>
    """
    if winner_declared:
        return MayDeclare.NOTHING
    return MayDeclare.ANY_COMBINATION if won_trick else MayDeclare.PENCHANT_ONLY


def may_declare_kind(kind: Kind, *, won_trick: bool, winner_declared: bool = False) -> bool:
    """Whether a player may declare a combination of ``kind`` after a trick (:func:`may_declare`): its winner any
    kind; its loser, when the winner declared nothing, a penchant only.

    >>> may_declare_kind(Kind.FLUSH, won_trick=True), may_declare_kind(Kind.FLUSH, won_trick=False)
    (True, False)
    >>> may_declare_kind(Kind.PENCHANT, won_trick=False), may_declare_kind(Kind.PENCHANT, won_trick=False,
    ...                                                                    winner_declared=True)
    (True, False)
    """
    return may_declare(won_trick=won_trick, winner_declared=winner_declared).allows(kind)


class DeclaringTurn(Enum):
    """A turn to declare after a trick of the first ten, in the order the turns come: the trick's winner's first
    (:data:`FIRST_TO_DECLARE`), then, when he passes, its loser's (:func:`turn_after`)."""

    WINNERS = "winner"
    """The trick's winner's: any one combination, or a pass."""
    LOSERS = "loser"
    """Its loser's, the winner having passed: a penchant only, or a pass."""

    @classmethod
    def of(cls, *, won_trick: bool) -> DeclaringTurn:
        """The turn of the player who won the trick (``won_trick``) or lost it.

        >>> DeclaringTurn.of(won_trick=False)
        <DeclaringTurn.LOSERS: 'loser'>
        """
        return cls.WINNERS if won_trick else cls.LOSERS

    @classmethod
    def after(cls, trick_winner: int | None, *, player: int) -> DeclaringTurn:
        """``player``'s turn after a trick won by ``trick_winner``: the winner's if he won it, else the loser's.

        >>> DeclaringTurn.after(1, player=0), DeclaringTurn.after(1, player=1).penchant_only
        (<DeclaringTurn.LOSERS: 'loser'>, False)
        """
        return cls.of(won_trick=player == trick_winner)

    @property
    def penchant_only(self) -> bool:
        """Whether the player whose turn it is may declare a penchant only (:data:`LOSER_PENCHANT_ONLY_WORDS`)."""
        return self.may is MayDeclare.PENCHANT_ONLY

    @property
    def by_winner(self) -> bool:
        """Whether it is the trick's winner's turn (else its loser's)."""
        return self is DeclaringTurn.WINNERS

    @property
    def may(self) -> MayDeclare:
        """What the player whose turn it is may declare (:func:`may_declare`).

        >>> DeclaringTurn.WINNERS.may, DeclaringTurn.LOSERS.may
        (<MayDeclare.ANY_COMBINATION: 'any'>, <MayDeclare.PENCHANT_ONLY: 'penchant'>)
        """
        return may_declare(won_trick=self.by_winner, winner_declared=False)

    def player(self, trick_winner: int) -> int:
        """The player (0 or 1) whose turn it is after a trick won by ``trick_winner``.

        >>> DeclaringTurn.WINNERS.player(1), DeclaringTurn.LOSERS.player(1)
        (1, 0)
        """
        return trick_winner if self.by_winner else 1 - trick_winner

    def trick_winner(self, player: int) -> int:
        """Who won the trick, when it is ``player``'s turn: :meth:`player` read back (of two players, the turn's is
        the winner or the other).

        >>> DeclaringTurn.WINNERS.trick_winner(1), DeclaringTurn.LOSERS.trick_winner(1)
        (1, 0)
        """
        return self.player(player)


FIRST_TO_DECLARE: Final = DeclaringTurn.WINNERS
"""After each trick of the first ten, its winner is the first to declare or pass."""


def turn_after(turn: DeclaringTurn, *, declared: bool) -> DeclaringTurn | None:
    """The turn to declare that follows ``turn`` once its player has declared (``declared``) or passed, or ``None``
    when the declaring after the trick is over and the draws follow: the winner's pass gives the loser his turn (a
    penchant only); the winner's declaration ends it (one declaration a trick), and so does the loser's turn, however
    it ends.

    >>> turn_after(DeclaringTurn.WINNERS, declared=False)
    <DeclaringTurn.LOSERS: 'loser'>
    >>> turn_after(DeclaringTurn.WINNERS, declared=True), turn_after(DeclaringTurn.LOSERS, declared=False)
    (None, None)
    """
    if turn is DeclaringTurn.WINNERS and not declared:
        return DeclaringTurn.LOSERS
    return None


def may_still_declare(*, won_trick: bool, declared_by: DeclaringTurn | None) -> MayDeclare:
    """What a player may still declare after the trick just played when the passes are not known but the declaration
    already made after it is (a score sheet, which records declarations and not passes): ``declared_by``, the turn
    that made it, or ``None``. Nothing once the turn that declared has ended the declaring (:func:`turn_after`); else
    what his own turn allows, should it come.

    >>> may_still_declare(won_trick=False, declared_by=None)
    <MayDeclare.PENCHANT_ONLY: 'penchant'>
    >>> may_still_declare(won_trick=True, declared_by=DeclaringTurn.LOSERS)
    <MayDeclare.NOTHING: 'none'>
    """
    if declared_by is not None and turn_after(declared_by, declared=True) is None:
        return MayDeclare.NOTHING
    return DeclaringTurn.of(won_trick=won_trick).may


ONE_DECLARATION_A_TRICK_WORDS: Final = "one declaration a trick"
"""The rule that a trick of the first ten is followed by one declaration at most, in a few words."""

WINNER_DECLARED_NOTHING_WORDS: Final = "only when the winner declared nothing"
"""When a trick's loser may declare at all (:func:`may_declare`), the part of :data:`LOSER_PENCHANT_ONLY_WORDS` a hint
may say without naming the penchant."""
LOSER_PENCHANT_ONLY_WORDS: Final = (f"the loser of a trick may declare only a penchant, and "
                                    f"{WINNER_DECLARED_NOTHING_WORDS}")
"""The rule of the loser's turn (:attr:`MayDeclare.PENCHANT_ONLY`), the one wording of it: the refusal of a
declaration out of turn (:attr:`NoDeclaration.LOSER_PENCHANT_ONLY`), the check of a loser's declaration, and every
page that states the rule say it so."""


class NoDeclaration(Enum):
    """Why no declaration may be made now; its value says it in words."""

    LAST_SIX = "there are no declarations in the last six tricks (the stock is empty)"
    NO_TRICK = "no trick has been played yet: only after a trick may its winner declare"
    ALL_MADE = f"{FIRST_TEN_TRICKS} declarations are made already, the most a deal allows (one a trick)"
    TRICK_DECLARED = f"the trick just played already has its declaration: {ONE_DECLARATION_A_TRICK_WORDS}"
    LOSER_PENCHANT_ONLY = LOSER_PENCHANT_ONLY_WORDS
    TRICK_UNDER_WAY = "declarations come after a trick is won, not during it"


def declaration_refusal(
    *,
    tricks: int,
    last_six: bool,
    declarations: int,
    trick_declared: bool,
    won_trick: bool,
    kind: Kind | None = None,
    trick_under_way: bool = False,
) -> NoDeclaration | None:
    """Why a declaration may not be made now (``None`` when it may).

    ``tricks``: tricks of the first ten played; ``last_six``: the last six have begun; ``declarations``: made
    in this deal so far; ``trick_declared``: the trick just played already has its declaration; ``won_trick``: the
    declarer won the last trick; ``kind``: what he declares, if known; ``trick_under_way``: the turns to declare
    after the last trick are over, the next trick begun (:attr:`NoDeclaration.TRICK_UNDER_WAY` when no other reason
    holds).

    >>> declaration_refusal(tricks=3, last_six=False, declarations=1, trick_declared=False, won_trick=False,
    ...                     kind=Kind.PAIR).value
    'the loser of a trick may declare only a penchant, and only when the winner declared nothing'
    """
    if last_six:
        return NoDeclaration.LAST_SIX
    if tricks == 0:
        return NoDeclaration.NO_TRICK
    if declarations >= FIRST_TEN_TRICKS:
        return NoDeclaration.ALL_MADE
    if trick_declared:
        return NoDeclaration.TRICK_DECLARED
    if not won_trick and kind is not None and kind is not Kind.PENCHANT:
        return NoDeclaration.LOSER_PENCHANT_ONLY
    if trick_under_way:
        return NoDeclaration.TRICK_UNDER_WAY
    return None
