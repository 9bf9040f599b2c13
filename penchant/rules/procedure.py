"""The deal's procedure: the stock as tricks go by, who may declare after a trick, what a player holds.

- The first ten tricks are played while the stock lasts: after each, the winner draws the stock's top
  card, then the loser (:func:`draws`), so the stock falls by two a trick (:func:`stock_after`) and each
  player still draws half of it (:func:`draws_each`); the last six tricks begin when it is empty
  (:func:`last_six_begun`).
- After each of the first ten tricks its winner may declare **one** combination; if he declares nothing,
  the loser may declare a **penchant only**; nobody declares before the first trick or in the last six
  (:func:`declaration_refusal` says why a declaration may not be made, :func:`may_declare` who may).
- A card is played to a trick from six (hand and table together); a declaration comes after the trick and
  before the draw, when both players hold five (:func:`held`).
- Which positions these let arise (the tables' declarations against the tricks played, the last six's
  hands and brisques) is said by :mod:`penchant.rules.possible_positions`.
- The deal alternates between the players, the first dealt by the winner of the cut (:func:`dealer_of`);
  the dealer's opponent, the pone, leads to the first trick, then the winner of each trick leads to the next
  (:func:`pone_of`, :func:`next_leader`). The next game between the same players (the marker's rematch) is
  dealt first by the other player (:func:`next_game_dealer`).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import Final, Literal, NamedTuple, TypeVar

from penchant.english.numbers import count_words, number_words
from penchant.errors import InvalidRecordError, InvalidSettingError, PenchantError
from penchant.rules.dealing import (
    FIRST_TEN_TRICKS,
    HAND_SIZE,
    HELD_AT_DECLARATION,
    LAST_SIX_TRICKS,
    STOCK_SIZE,
)
from penchant.rules.kinds import Kind

T = TypeVar("T")

__all__ = [
    "table_kept", "trick_of_moment", "first_lead_of_last_six", "last_six_all_won", "player_index", "ALL_TRICKS",
    "first_ten_to_come", "ninth_or_tenth_trick", "tenth_trick_in_play", "tricks_of_cards", "cut_into_tricks",
    "CARDS_PER_TRICK", "CARDS_RECEIVED", "PLAYED_IN_FIRST_TEN", "DEALT_TO_HANDS", "STOCK_AT_LAST_DECLARATION",
    "DRAWS_PER_TRICK", "Moment", "NoDeclaration", "declaration_refusal", "ONE_DECLARATION_A_TRICK_WORDS",
    "LastSixStart", "cards_received", "draws", "stock_after_draws", "hand_for_last_six", "hands_at_last_six",
    "dealer_of", "held", "last_six_begun", "last_six_trick", "held_in_last_six", "may_declare", "may_declare_kind",
    "next_game_dealer", "next_leader", "pone_of", "credited", "stock_after", "trick_declared_after",
    "trick_in_play", "trick_number", "tricks_for_stock", "stock_at_next_lead", "stock_at_last_play",
    "drawn_by_whole_tricks", "lead_stocks", "draws_each", "deal_over", "last_six_under_way",
    "declaration_may_follow", "lead_unanswered",
]

DRAWS_PER_TRICK: Final = 2
"""After each of the first ten tricks the winner draws one card, then the loser."""
ALL_TRICKS: Final = FIRST_TEN_TRICKS + LAST_SIX_TRICKS
"""Sixteen tricks a deal: ten while the stock lasts, then the last six."""
DEALT_TO_HANDS: Final = 2 * HAND_SIZE
"""The deal gives six cards to each player before the rest of the pack becomes the stock."""
STOCK_AT_LAST_DECLARATION: Final = STOCK_SIZE - DRAWS_PER_TRICK * (FIRST_TEN_TRICKS - 1)
"""Two: the last declaration follows the tenth trick, before its draws empty the stock."""
CARDS_RECEIVED: Final = HAND_SIZE + FIRST_TEN_TRICKS
"""The cards a player receives over a deal: six dealt, and one drawn after each of the first ten tricks."""
CARDS_PER_TRICK: Final = 2
"""A trick is two cards, one from each player."""
PLAYED_IN_FIRST_TEN: Final = CARDS_PER_TRICK * FIRST_TEN_TRICKS
"""Twenty: the cards played to the first ten tricks, as many as the stock held (every card seen by both
players once the last six begin, besides the two hands)."""

Moment = Literal["play", "declare"]
"""When a first-ten-tricks position is set: a card to play to a trick, or a declaration after one."""


def lead_unanswered(cards_played: int) -> bool:
    """Whether ``cards_played`` cards, counted from a trick's lead, leave a trick led and not yet followed: a
    trick is :data:`CARDS_PER_TRICK` cards, one from each player.

    >>> lead_unanswered(0), lead_unanswered(3), lead_unanswered(4)
    (False, True, False)
    """
    return cards_played % CARDS_PER_TRICK != 0


def tricks_of_cards(played: int) -> int:
    """How many whole tricks ``played`` cards played make: :data:`CARDS_PER_TRICK` cards a trick, one from each
    player (a lead not yet answered is no trick yet).

    >>> tricks_of_cards(12), tricks_of_cards(13)
    (6, 6)
    """
    return played // CARDS_PER_TRICK


def cut_into_tricks(played: Sequence[T]) -> list[Sequence[T]]:
    """Cards played, in order, cut into their tricks of :data:`CARDS_PER_TRICK` (the lead, then the answer); a
    lead not yet answered is left out.

    >>> cut_into_tricks("ABCDE")
    ['AB', 'CD']
    """
    return [played[CARDS_PER_TRICK * i: CARDS_PER_TRICK * (i + 1)] for i in range(tricks_of_cards(len(played)))]


def stock_after(tricks: int) -> int:
    """Cards left in the stock once ``tricks`` of the first ten tricks are played and drawn after.

    >>> stock_after(0), stock_after(3), stock_after(10)
    (20, 14, 0)
    """
    if not 0 <= tricks <= FIRST_TEN_TRICKS:
        raise InvalidRecordError(f"{tricks!r} tricks: the stock lasts {FIRST_TEN_TRICKS} tricks")
    return STOCK_SIZE - DRAWS_PER_TRICK * tricks


def lead_stocks(last: int = FIRST_TEN_TRICKS) -> tuple[int, ...]:
    """The stocks the last ``last`` of the first ten tricks are led from, the tenth trick's first: a trick of
    the first ten is led only while the stock holds cards, :data:`DRAWS_PER_TRICK` fewer each trick.

    >>> lead_stocks(2), lead_stocks()[-1]
    ((2, 4), 20)
    """
    return tuple(stock_after(FIRST_TEN_TRICKS - n) for n in range(1, min(last, FIRST_TEN_TRICKS) + 1))


def _stock_checked(stock: object, error: type[PenchantError]) -> int:
    """``stock``, a count of stock cards a moment of a deal holds (:func:`drawn_by_whole_tricks`, at most the whole
    stock), else ``error`` quoting it: one check, one wording (:func:`tricks_for_stock`, :func:`draws_each`)."""
    if not drawn_by_whole_tricks(stock) or not isinstance(stock, int) or stock > STOCK_SIZE:
        raise error.refusing(stock, f"not a stock a deal holds: an even number of cards from 0 to {STOCK_SIZE}, "
                                    f"{count_words(DRAWS_PER_TRICK, 'card')} drawn after each trick")
    return stock


def tricks_for_stock(stock: int, error: type[PenchantError] = InvalidRecordError) -> int:
    """How many of the first ten tricks have been played and drawn after, when the stock holds ``stock``; a stock
    no deal holds is refused (:class:`InvalidRecordError` unless the caller names its own ``error``, as
    :func:`player_index` does).

    >>> tricks_for_stock(14)
    3
    """
    return (STOCK_SIZE - _stock_checked(stock, error)) // DRAWS_PER_TRICK


def trick_declared_after(stock: int, error: type[PenchantError] = InvalidRecordError) -> int:
    """The trick (1 to 10) a declaration follows, the stock holding ``stock`` cards, that trick's draws still in it
    (:func:`stock_at_next_lead`); a stock no declaration meets is refused with ``error`` (22 cards: before trick 1).

    >>> trick_declared_after(STOCK_SIZE), trick_declared_after(4), trick_declared_after(STOCK_AT_LAST_DECLARATION)
    (1, 9, 10)
    """
    if not drawn_by_whole_tricks(stock) or not STOCK_AT_LAST_DECLARATION <= stock <= STOCK_SIZE:
        raise error.refusing(stock, f"not a stock at a declaration: drawn by whole tricks, "
                                    f"{count_words(DRAWS_PER_TRICK, 'card')} after each, from {STOCK_SIZE} after the "
                                    f"first trick to {number_words(STOCK_AT_LAST_DECLARATION)} after the tenth")
    return tricks_for_stock(stock_at_next_lead(stock, declaring=True), error)


def draws_each(stock: int, error: type[PenchantError] = InvalidRecordError) -> int:
    """How many cards each player still draws from a stock of ``stock`` cards: after each of the first ten tricks
    both draw one, the winner first (:func:`draws`), so each draws one card a trick still to be drawn after. A
    stock no deal holds is refused as :func:`tricks_for_stock` refuses it.

    >>> draws_each(STOCK_SIZE), draws_each(4), draws_each(0)
    (10, 2, 0)
    """
    return _stock_checked(stock, error) // DRAWS_PER_TRICK


def drawn_by_whole_tricks(cards: object) -> bool:
    """Whether ``cards`` stock cards are drawn by whole tricks: a whole number, 0 or more, that the
    :data:`DRAWS_PER_TRICK` after each trick reach exactly.

    >>> drawn_by_whole_tricks(6), drawn_by_whole_tricks(5), drawn_by_whole_tricks(-2), drawn_by_whole_tricks(True)
    (True, False, False, False)
    """
    return (isinstance(cards, int) and not isinstance(cards, bool) and cards >= 0
            and cards % DRAWS_PER_TRICK == 0)


def stock_at_next_lead(stock: int, declaring: bool) -> int:
    """The stock the next trick is led from, seen from a moment with ``stock`` cards in it: a declaration
    is made after its trick and before that trick's draws, so the :data:`DRAWS_PER_TRICK` cards still to be
    drawn leave first; a card played meets the stock as it is.

    >>> stock_at_next_lead(8, declaring=True), stock_at_next_lead(8, declaring=False)
    (6, 8)
    """
    return stock - DRAWS_PER_TRICK if declaring else stock


def stock_at_last_play(stock: int, drawn: bool) -> int:
    """The stock when the last trick was played, seen now with ``stock`` cards in it: once that trick's
    :data:`DRAWS_PER_TRICK` cards are ``drawn`` it held that many more.

    >>> stock_at_last_play(6, drawn=True), stock_at_last_play(6, drawn=False)
    (8, 6)
    """
    return stock + DRAWS_PER_TRICK if drawn else stock


def trick_number(first_ten: int, last_six: int = 0) -> int:
    """The number (1 to 16) of the next trick once ``first_ten`` tricks of the first ten and ``last_six`` of
    the last six are played; 17 when all are.

    >>> trick_number(0), trick_number(10), trick_number(10, 6)
    (1, 11, 17)
    """
    return first_ten + last_six + 1


def trick_in_play(played: int) -> int:
    """The number (1 to 16) of the trick being played once ``played`` tricks of the deal (both parts) are
    done; the sixteenth once all are (a deal's last trick is its last).

    >>> trick_in_play(0), trick_in_play(10), trick_in_play(16)
    (1, 11, 16)
    """
    return min(_deal_tricks(played) + 1, ALL_TRICKS)


def _deal_tricks(played: int) -> int:  # a count of the deal's tricks played, else refused
    if not 0 <= played <= ALL_TRICKS:
        raise InvalidRecordError(f"{played!r} tricks played: a deal has {ALL_TRICKS}")
    return played


def trick_of_moment(played: int, declaring: bool) -> int:
    """The trick a moment of the deal belongs to, once ``played`` tricks are done: while a declaration is made
    (``declaring``: it comes after the trick just won, before the next is led) the trick just won, else the
    trick in play (:func:`trick_in_play`).

    >>> trick_of_moment(6, declaring=True), trick_of_moment(6, declaring=False)
    (6, 7)
    """
    if declaring and not 1 <= played <= ALL_TRICKS:
        raise InvalidRecordError(f"a declaration after {played!r} tricks: one follows a trick won, of {ALL_TRICKS}")
    return played if declaring else trick_in_play(played)


def first_ten_to_come(tricks: int) -> int:
    """How many of the first ten tricks are not yet won after ``tricks`` tricks of the deal, any of its sixteen:
    0 once the stock is out and the last six have begun (:func:`last_six_begun`).

    >>> first_ten_to_come(0), first_ten_to_come(7), first_ten_to_come(10), first_ten_to_come(13)
    (10, 3, 0, 0)
    """
    return 0 if last_six_begun(_deal_tricks(tricks)) else FIRST_TEN_TRICKS - tricks


def ninth_or_tenth_trick(played: int) -> bool:
    """Whether, ``played`` of the first ten tricks won, it is the ninth or tenth trick (or the declaration after
    the tenth): the stock's last four cards, the lead of the last six in view.

    >>> ninth_or_tenth_trick(7), ninth_or_tenth_trick(8), ninth_or_tenth_trick(10), ninth_or_tenth_trick(12)
    (False, True, True, False)
    """
    return played <= FIRST_TEN_TRICKS and first_ten_to_come(played) <= 2


def tenth_trick_in_play(played: int) -> bool:
    """Whether, with ``played`` of the first ten tricks won, the trick in play is the tenth: the last while
    the stock lasts (two cards left in it), whose winner declares last and leads the last six.

    >>> tenth_trick_in_play(9), tenth_trick_in_play(tricks_for_stock(2)), tenth_trick_in_play(8)
    (True, True, False)
    """
    return played < FIRST_TEN_TRICKS and first_ten_to_come(played) == 1


def last_six_begun(tricks: int) -> bool:
    """Whether the last six tricks have begun after ``tricks`` tricks of the first ten (the stock is empty).

    >>> last_six_begun(9), last_six_begun(10)
    (False, True)
    """
    return tricks >= FIRST_TEN_TRICKS


def last_six_under_way(stock: int, declaring: bool) -> bool:
    """Whether a moment of the deal, ``stock`` cards in the stock, is in the last six tricks: the stock is out and
    no declaration is pending (the tenth trick's declarations belong to the first ten, the stock drawn after them).

    >>> last_six_under_way(0, declaring=False), last_six_under_way(2, declaring=False), last_six_under_way(0, True)
    (True, False, False)
    """
    return not stock and not declaring


def deal_over(played: int) -> bool:
    """Whether the deal is over once ``played`` of its tricks, both parts, are played: all sixteen.

    >>> deal_over(15), deal_over(16)
    (False, True)
    """
    return played >= ALL_TRICKS


def declaration_may_follow(played: int) -> bool:
    """Whether a declaration may follow the trick just played when ``played`` tricks of the deal are: one of the
    first ten (none before the first trick, none in the last six).

    >>> declaration_may_follow(0), declaration_may_follow(1), declaration_may_follow(10), declaration_may_follow(11)
    (False, True, True, False)
    """
    return 1 <= played <= FIRST_TEN_TRICKS


def last_six_all_won(won: Sequence[int]) -> bool:
    """Whether all of the last six tricks are won, ``won`` being how many of them each player has won.

    >>> last_six_all_won((4, 2)), last_six_all_won((3, 2))
    (True, False)
    """
    return sum(won) >= LAST_SIX_TRICKS


def first_lead_of_last_six(tricks: int) -> bool:
    """Whether the lead after ``tricks`` tricks is the first of the last six: all the first ten played, none
    of the last six yet.

    >>> first_lead_of_last_six(9), first_lead_of_last_six(10), first_lead_of_last_six(11)
    (False, True, False)
    """
    return tricks == FIRST_TEN_TRICKS


def player_index(value: object, what: str = "player", error: type[PenchantError] = InvalidRecordError) -> int:
    """A player: the two are numbered 0 and 1 (the dealer, a trick's winner, a seat). Anything else, ``True``
    and ``False`` included, is refused with ``error`` quoting it (an :class:`InvalidRecordError` unless the
    caller names its own, such as the marker's :class:`~penchant.errors.ScoreEntryError`).

    >>> player_index(1)
    1
    >>> player_index(True)
    Traceback (most recent call last):
    ...
    penchant.errors.InvalidRecordError: player must be 0 or 1, not True
    """
    if isinstance(value, bool) or not isinstance(value, int) or value not in (0, 1):
        raise error.wanting(what, "0 or 1", value)
    return value


def dealer_of(deal: int, first_dealer: int) -> int:
    """Who deals the game's deal ``deal`` (0 for the first): the deal alternates, the first dealt by
    ``first_dealer`` (the cut's loser or winner as the rules say: :func:`penchant.rules.dealing.dealer_from_cut`).

    >>> [dealer_of(d, 1) for d in range(4)]
    [1, 0, 1, 0]
    """
    if isinstance(deal, bool) or not isinstance(deal, int) or deal < 0 or first_dealer not in (0, 1) \
            or isinstance(first_dealer, bool):
        raise InvalidRecordError(f"deal {deal!r} with first_dealer {first_dealer!r}: deals count from 0, "
                                 "and the first dealer is 0 or 1")
    return (first_dealer + deal) % 2


def next_game_dealer(first_dealer: int) -> int:
    """Who deals first in the next game between the same players (the marker's rematch), when the last game was
    dealt first by ``first_dealer``: the other player. The sources cut for the first deal of a game
    (:func:`penchant.rules.dealing.dealer_from_cut`) and say nothing of the game after; as the deal alternates
    within a game, the first deal alternates between games, so neither player deals first twice running.

    >>> next_game_dealer(0), next_game_dealer(1)
    (1, 0)
    """
    return 1 - player_index(first_dealer, "the first dealer")


def pone_of(dealer: int) -> int:
    """The pone, the dealer's opponent, who leads to the first trick.

    >>> pone_of(0), pone_of(1)
    (1, 0)
    """
    return 1 - dealer


def credited(counts: tuple[int, int], player: int, more: int = 1) -> tuple[int, int]:
    """Each player's count (tricks won, brisquettes taken) with ``more`` credited to ``player`` (0 or 1).

    >>> credited((2, 1), 1), credited((3, 0), 0, more=2)
    ((2, 2), (5, 0))
    """
    return (counts[0] + more, counts[1]) if player == 0 else (counts[0], counts[1] + more)


def next_leader(dealer: int, last_winner: int | None) -> int:
    """Who leads the next trick: the pone to the first (``last_winner`` ``None``: no trick played yet), then
    the winner of the last trick.

    >>> next_leader(0, None), next_leader(0, 0)
    (1, 0)
    """
    return pone_of(dealer) if last_winner is None else last_winner


def first_trick_leader(dealer: int, tricks_played: int) -> int | None:
    """Who leads the first trick (the pone, :func:`next_leader` with no trick won), while it is still being
    played; ``None`` once a trick has been won.

    >>> first_trick_leader(0, 0), first_trick_leader(1, 0), first_trick_leader(0, 1)
    (1, 0, None)
    """
    return next_leader(dealer, last_winner=None) if tricks_played == 0 else None


def _drawable(stock: Sequence[int]) -> None:
    """Refuse a stock too small for a trick's draws (:func:`draws`, :func:`stock_after_draws`)."""
    if len(stock) < DRAWS_PER_TRICK:
        raise InvalidRecordError(f"a stock of {count_words(len(stock), 'card')} cannot be drawn from: after a trick "
                                 f"{number_words(DRAWS_PER_TRICK)} are drawn")


def draws(stock: Sequence[int], winner: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """The draws after a trick of the first ten: its winner takes the stock's top card, then the loser the next,
    as ``((winner, card), (loser, card))``; ``stock`` lists the stock's cards bottom first (its top card last),
    and :data:`DRAWS_PER_TRICK` leave it.

    >>> draws([3, 7, 9], winner=1)
    ((1, 9), (0, 7))
    """
    _drawable(stock)
    return (winner, stock[-1]), (1 - winner, stock[-2])


def stock_after_draws(stock: Sequence[int]) -> list[int]:
    """The stock once a trick's draws are made (:func:`draws`): its top :data:`DRAWS_PER_TRICK` cards gone, the
    rest as they lay (bottom first). A stock too small to be drawn from is refused as :func:`draws` refuses it.

    >>> stock_after_draws([3, 7, 9])
    [3]
    """
    _drawable(stock)
    return list(stock[:len(stock) - DRAWS_PER_TRICK])


def hand_for_last_six(hand: int, table: int) -> int:
    """A player's hand for the last six tricks (masks): when the stock is out he takes the cards on his table back
    into his hand, and plays the last six from it.

    >>> hand_for_last_six(0b0011, 0b1100)
    15
    """
    return hand | table


class LastSixStart(NamedTuple):
    """What a deal's count says when its last six tricks begin (:func:`hands_at_last_six`)."""

    tricks: int
    """The tricks of the first ten played: all of them."""
    tables: tuple[int, int]
    """Each player's table (a mask): empty, taken back into the hand (:func:`hand_for_last_six`)."""


def hands_at_last_six() -> LastSixStart:
    """The start of the last six tricks: the stock is out, so the first ten tricks are all played, and each player
    has taken his table back into his hand (:func:`hand_for_last_six`, :func:`table_kept`), whatever was entered
    before.

    >>> hands_at_last_six()
    LastSixStart(tricks=10, tables=(0, 0))
    """
    return LastSixStart(FIRST_TEN_TRICKS, (0, 0))


def table_kept(last_six: bool) -> bool:
    """Whether a player keeps a table (his declared cards, face up, played from as from the hand): through the
    first ten tricks, not in the last six, when he has taken it back into his hand (:func:`hand_for_last_six`).

    >>> table_kept(last_six=False), table_kept(last_six=True)
    (True, False)
    """
    return not last_six


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


def cards_received(draws: int) -> int:
    """The cards a player has received once ``draws`` of the first ten tricks' draws are made: the six dealt,
    then one a draw.

    >>> cards_received(0), cards_received(4), cards_received(10) == CARDS_RECEIVED
    (6, 10, True)
    """
    if not 0 <= draws <= FIRST_TEN_TRICKS:
        raise InvalidRecordError(
            f"{draws!r} draws: a player draws once after each of the first {FIRST_TEN_TRICKS} tricks")
    return HAND_SIZE + draws


def held_in_last_six(tricks: int) -> int:
    """Cards in each hand before a trick of the last six, once ``tricks`` tricks of the deal are played (the
    tables are taken up at the tenth, and each trick of the last six takes one card from each hand).

    >>> held_in_last_six(10), held_in_last_six(15), held_in_last_six(16)
    (6, 1, 0)
    """
    if not FIRST_TEN_TRICKS <= tricks <= ALL_TRICKS:
        raise InvalidRecordError(f"{tricks!r} tricks: the last six are tricks {FIRST_TEN_TRICKS + 1} to {ALL_TRICKS}")
    return ALL_TRICKS - tricks


def last_six_trick(in_hand: int, played_since: int = 0) -> int:
    """The number (11 to 16) of the trick of the last six about to be played when the player to lead holds
    ``in_hand`` cards (the tricks of the last six go one card from each hand), or ``played_since`` tricks after it.

    >>> last_six_trick(6), last_six_trick(1), last_six_trick(3, played_since=2)
    (11, 16, 16)
    """
    if not 1 <= in_hand <= LAST_SIX_TRICKS:
        raise InvalidRecordError(
            f"{in_hand!r} cards in hand: in the last six tricks a hand holds 1 to {LAST_SIX_TRICKS}")
    return trick_number(FIRST_TEN_TRICKS, LAST_SIX_TRICKS - in_hand + played_since)


def may_declare(*, won_trick: bool, winner_declared: bool) -> Literal["any", "penchant", "none"]:
    """What a player may declare after a trick of the first ten: its winner any one combination; its loser
    a penchant only, and only when the winner declared nothing.

    >>> may_declare(won_trick=True, winner_declared=False), may_declare(won_trick=False, winner_declared=False)
    ('any', 'penchant')
    >>> may_declare(won_trick=False, winner_declared=True)
    'none'
    """
    if winner_declared:
        return "none"
    return "any" if won_trick else "penchant"


def may_declare_kind(kind: Kind, *, won_trick: bool, winner_declared: bool = False) -> bool:
    """Whether a player may declare a combination of ``kind`` after a trick (:func:`may_declare`): its winner any
    kind; its loser, when the winner declared nothing, a penchant only.

    >>> may_declare_kind(Kind.FLUSH, won_trick=True), may_declare_kind(Kind.FLUSH, won_trick=False)
    (True, False)
    >>> may_declare_kind(Kind.PENCHANT, won_trick=False), may_declare_kind(Kind.PENCHANT, won_trick=False,
    ...                                                                    winner_declared=True)
    (True, False)
    """
    may = may_declare(won_trick=won_trick, winner_declared=winner_declared)
    return may == "any" or (may == "penchant" and kind is Kind.PENCHANT)


ONE_DECLARATION_A_TRICK_WORDS: Final = "one declaration a trick"
"""The rule that a trick of the first ten is followed by one declaration at most, in a few words."""


class NoDeclaration(Enum):
    """Why no declaration may be made now; its value says it in words."""

    LAST_SIX = "there are no declarations in the last six tricks (the stock is empty)"
    NO_TRICK = "no trick has been played yet: only after a trick may its winner declare"
    ALL_MADE = f"{FIRST_TEN_TRICKS} declarations are made already, the most a deal allows (one a trick)"
    TRICK_DECLARED = f"the trick just played already has its declaration: {ONE_DECLARATION_A_TRICK_WORDS}"
    LOSER_PENCHANT_ONLY = "the loser of a trick may declare only a penchant, and only when the winner declared nothing"


def declaration_refusal(
    *,
    tricks: int,
    last_six: bool,
    declarations: int,
    trick_declared: bool,
    won_trick: bool,
    kind: Kind | None = None,
) -> NoDeclaration | None:
    """Why a declaration may not be made now (``None`` when it may).

    ``tricks``: tricks of the first ten played; ``last_six``: the last six have begun; ``declarations``: made
    in this deal so far; ``trick_declared``: the trick just played already has its declaration; ``won_trick``: the
    declarer won the last trick; ``kind``: what he declares, if known.

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
    return None
