"""Which positions of a deal can arise: a position of the first ten tricks only if the tricks played so far
allow the declarations its tables need, one of the last six only if the hands are equal before a lead (the
follower one card more after it) and the brisques taken and held make the pack's twelve.

:func:`least_declarations` (:func:`declarations_laying`), :func:`least_tricks`, :func:`most_stock`,
:func:`first_ten_position_problems` and :func:`last_six_position_problems` say it, :func:`not_laid_by` which
cards on a table its owner's declarations cannot have laid there, :func:`played_trick_problem` why a trick cannot
have gone as a record says, and :func:`check_whose_turn`, :func:`check_cards_played`, :func:`check_brisquettes_taken`
and :func:`check_over` refuse a record's turn, cards played and tricks taken the procedure cannot give, on the
deal's procedure (:mod:`penchant.rules.procedure`: the stock as tricks go by, what a player holds); the solver's
positions, the puzzles and their makers, and the position reader call them.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from functools import cache, reduce
from operator import or_

from penchant.english.numbers import count_words, number_words
from penchant.errors import InvalidRecordError
from penchant.rules.brisques import BRISQUES_IN_PACK, brisques_in_mask
from penchant.rules.cards import FULL_MASK, PACK, CardSet
from penchant.rules.combinations import DeclaredRecord, candidate_combinations
from penchant.rules.dealing import FIRST_TEN_TRICKS, LAST_SIX_TRICKS, TABLE_LIMIT
from penchant.rules.holdings import TABLE_HOLDS
from penchant.rules.limits import most_declarations_after
from penchant.rules.procedure import (
    CARDS_PER_TRICK,
    SEAT_WORDS,
    DeclaringTurn,
    Moment,
    deal_over,
    declaration_may_follow,
    held,
    next_leader,
    stock_after,
    tricks_for_stock,
)
from penchant.rules.suits_and_ranks import Suit
from penchant.rules.tricks import last_six_duty_words, last_six_follows, trick_winner

__all__ = ["check_brisquettes_taken", "check_cards_played", "check_over", "check_whose_turn", "declarations_laying",
           "first_ten_position_problems", "last_six_position_problems", "least_declarations", "least_tricks",
           "most_stock", "not_laid_by", "played_trick_problem"]


@cache
def _combinations_by_card() -> tuple[tuple[DeclaredRecord, ...], ...]:
    """For each card, the pack's combinations holding it (kind and mask)."""
    out: list[list[DeclaredRecord]] = [[] for _ in range(FULL_MASK.bit_length())]
    for mask, kind in candidate_combinations(FULL_MASK):
        m = mask
        while m:
            low = m & -m
            out[low.bit_length() - 1].append((kind, mask))
            m ^= low
    return tuple(tuple(x) for x in out)


@cache
def least_declarations(table: int) -> int:
    """The fewest declarations that can have laid these cards on a table (a card mask).

    Each declaration lays one combination (cards of it may since have been played from the table), so this
    is the fewest of the pack's combinations that cover the table; a lone card needs one too.

    >>> least_declarations(CardSet("QS JH KS").mask), least_declarations(CardSet("9H TH JH QH KH").mask)
    (2, 1)
    >>> least_declarations(0)
    0
    """
    if not table:
        return 0
    low = table & -table
    by_card = _combinations_by_card()[low.bit_length() - 1]
    return 1 + min(least_declarations(table & ~mask) for _kind, mask in by_card)


@cache
def declarations_laying(table: int) -> tuple[DeclaredRecord, ...]:
    """The fewest of the pack's combinations (kind and card mask) whose declaration can have laid these cards on a
    table (:func:`least_declarations` of them), those with fewest cards off the table first: what a
    position set up for a lesson declares.

    >>> [f"{kind} {CardSet.from_mask(m)}" for kind, m in declarations_laying(CardSet("KH QH QS QD").mask)]
    ['pair QS QD', 'marriage QH KH']
    """
    if not table:
        return ()
    low = table & -table
    by_card = _combinations_by_card()[low.bit_length() - 1]
    return min((((kind, mask), *declarations_laying(table & ~mask)) for kind, mask in by_card),
               key=lambda laid: (len(laid), (reduce(or_, (m for _kind, m in laid), 0) & ~table).bit_count()))


def not_laid_by(declared: Iterable[int], table: int) -> int:
    """The cards on a table (a card mask) that none of its owner's ``declared`` combinations (card masks) laid
    there: a card reaches a table only in a declaration, and stays there until played (so a table needs at
    least :func:`least_declarations` of them).

    >>> besito = CardSet("JH QH").mask
    >>> not_laid_by([besito], CardSet("QH").mask), CardSet.from_mask(not_laid_by([besito], CardSet("JH QH 8S").mask))
    (0, CardSet('8S'))
    """
    return table & ~reduce(or_, declared, 0)


def least_tricks(table: int, opp_table: int) -> int:
    """The fewest tricks of the first ten after which two tables can hold these cards: one declaration a
    trick, so at least as many tricks as declarations.

    >>> least_tricks(CardSet("QS JH").mask, CardSet("KD KC 9D 9C").mask)
    3
    """
    return least_declarations(table) + least_declarations(opp_table)


def most_stock(table: int, opp_table: int) -> int:
    """The most cards the stock can hold beside these tables, when a card is to be played or a declaration
    made: every declaration followed a trick of its own and the draws after it.

    >>> most_stock(0, 0), most_stock(CardSet("QS JH").mask, CardSet("KD KC 9D 9C").mask)
    (20, 14)
    """
    return stock_after(min(FIRST_TEN_TRICKS, least_tricks(table, opp_table)))


def first_ten_position_problems(
    *, hand: int, table: int, opp_table: int, stock: int | None, moment: Moment
) -> list[str]:
    """Why a position of the first ten tricks cannot arise, in words (empty when it can, as far as these
    cards tell): the cards in two places, what the player and the opponent hold at this ``moment``, the
    declarations the tables need against the tricks the ``stock`` says were played (``None``: not given).

    >>> [problem] = first_ten_position_problems(hand=CardSet("8H").mask, table=CardSet("QS JH 9C 9D").mask,
    ...                                      opp_table=CardSet("KS KH KD").mask, stock=18, moment="declare")
    >>> problem.split(", one a trick")[0]
    'the tables need at least 3 declarations (Q♠ J♥ 9♦ 9♣ on yours, K♠ K♥ K♦ on the other)'
    >>> problem.split("so ")[1]
    'at least 3 tricks were played before this one and the stock holds at most 14 cards, not 18'
    """
    problems: list[str] = []
    clash = (hand & table) | (hand & opp_table) | (table & opp_table)
    if clash:
        problems.append(f"{CardSet.from_mask(clash)} is in two places at once")
    want = held(moment)
    mine = (hand | table).bit_count()
    what = "to play a card to a trick" if moment == "play" else "at a declaration (after the trick, before the draw)"
    if mine != want:
        problems.append(f"you hold {count_words(mine, 'card', digits=True)} in hand and on the table; {what} a "
                        f"player holds exactly {want}")
    if opp_table.bit_count() > want:
        problems.append(
            f"the opponent's table shows {opp_table.bit_count()} cards; {what} a player holds {want} in all")
    elif opp_table.bit_count() > TABLE_LIMIT:
        problems.append(f"the opponent's table shows {opp_table.bit_count()} cards; {TABLE_HOLDS}")
    if table.bit_count() > TABLE_LIMIT:
        problems.append(f"your table shows {table.bit_count()} cards; {TABLE_HOLDS}")
    if moment == "declare" and not hand:
        problems.append("your hand is empty: every declaration needs a fresh card from the hand")
    need = least_tricks(table, opp_table)
    before = need if moment == "play" else need + 1  # a declaration follows a trick of its own
    if before > FIRST_TEN_TRICKS:
        problems.append(f"the tables need at least {need} declarations, one a trick, more than the first "
                        f"{FIRST_TEN_TRICKS} tricks allow")
    elif stock is not None:
        try:
            played = tricks_for_stock(stock)
        except InvalidRecordError as exc:
            problems.append(str(exc))
        else:
            if moment == "declare" and played >= FIRST_TEN_TRICKS:
                problems.append("the stock is empty: the last six tricks have begun and nobody declares")
            elif played < need:
                most = stock_after(need)
                problems.append(
                    f"the tables need at least {count_words(need, 'declaration', digits=True)} "
                    f"({_tables_words(table, opp_table)}), one a trick, so at least "
                    f"{count_words(need, 'trick', digits=True)} were played before this one and the stock holds at "
                    f"most {most} cards, not {stock}")
    return problems


def last_six_position_problems(*, hand: int, opp_hand: int, led: int = 0, won: tuple[int, int]) -> list[str]:
    """Why a position of the last six tricks cannot arise, in words (empty when it can): ``hand`` is the
    player's, who leads (``led`` 0) or follows the opponent's ``led`` card; ``won`` the brisques each side
    has taken so far in the deal.

    >>> last_six_position_problems(hand=CardSet("AS TS").mask, opp_hand=CardSet("AH TH").mask, won=(4, 4))
    []
    >>> last_six_position_problems(hand=CardSet("AS TS").mask, opp_hand=CardSet("AH").mask, won=(4, 5))
    ['you lead with two cards against one: in the last six tricks both hands are equal before a lead']
    """
    problems: list[str] = []
    if led and led.bit_count() != 1:
        problems.append(f"the card led {CardSet.from_mask(led).unicode} must be one card")
    if hand & opp_hand:
        problems.append(f"{CardSet.from_mask(hand & opp_hand).unicode} in both hands: the pack has one of each "
                        "card")
    if (hand | opp_hand) & led:
        problems.append(f"the card led {CardSet.from_mask(led).unicode} is also in a hand: the card led is on "
                        "the table, in neither hand")
    in_hands = brisques_in_mask(hand | opp_hand | led)
    total = won[0] + won[1] + in_hands
    if total != BRISQUES_IN_PACK:
        problems.append(
            f"brisques taken ({won[0]} + {won[1]}) + brisques in the hands{' and the card led' if led else ''} "
            f"({in_hands}) = {total}, not the pack's {BRISQUES_IN_PACK}: the brisques taken count every one taken "
            "so far in the deal, both phases")
    n, m = hand.bit_count(), opp_hand.bit_count()
    if not 1 <= n <= LAST_SIX_TRICKS:
        problems.append(f"your hand holds {count_words(n, 'card')}: in the last six tricks a hand holds from one to "
                        f"{count_words(LAST_SIX_TRICKS, 'card')}")
    if led and m != n - 1:
        problems.append(f"the opponent led and holds {count_words(m, 'card')}, you {number_words(n)}: after his "
                        "lead he holds one fewer")
    if not led and m != n:
        problems.append(f"you lead with {count_words(n, 'card')} against {number_words(m)}: in the last six "
                        f"tricks both hands are equal before a lead")
    return problems


def played_trick_problem(*, leader: int, lead: int, follow: int, taker: int, trumps: Collection[int | None],
                         follower_held: int | None = None) -> str:
    """Why a trick a record says was played (``leader`` led card ``lead``, the other player followed with
    ``follow``, ``taker`` took it) cannot have been, in words (empty when it can): the trick goes to the one the
    rules name (:func:`~penchant.rules.tricks.trick_winner`) under one of the ``trumps`` the deal may have had
    then, and in the last six tricks (``follower_held``: the follower's hand before he played, a mask) the card
    followed is one the follow rule allowed him (:func:`~penchant.rules.tricks.last_six_follows`).

    >>> from penchant.rules.cards import Card
    >>> qs, es = Card.parse("QS").index, Card.parse("8S").index
    >>> played_trick_problem(leader=1, lead=qs, follow=es, taker=1, trumps=(None,))
    ''
    >>> played_trick_problem(leader=1, lead=qs, follow=es, taker=0, trumps=(None,))
    '8S played to QS does not beat it (no trump), so the leader took the trick, not the follower'
    >>> played_trick_problem(leader=1, lead=qs, follow=es, taker=1, trumps=(None,),
    ...                      follower_held=CardSet("8S KS").mask).endswith("must follow suit and win if able, else "
    ...                                                                 "play any card (no trump this deal): 8S was "
    ...                                                                 "not his to play")
    True
    """
    if follower_held is not None and not any(PACK[follow].bit & last_six_follows(follower_held, lead, t)
                                             for t in trumps):
        return (f"the follower held {CardSet.from_mask(follower_held)} and must "
                f"{last_six_duty_words(next(iter(trumps)))}: {PACK[follow]} was not his to play")
    if any(trick_winner(leader, lead, follow, t) == taker for t in trumps):
        return ""
    trump = next(iter(trumps))
    beats = trick_winner(leader, lead, follow, trump) != leader
    said = "no trump" if trump is None else f"{Suit(trump).plural} trump"
    return (f"{PACK[follow]} played to {PACK[lead]} {'beats' if beats else 'does not beat'} it ({said}), so the "
            f"{'follower' if beats else 'leader'} took the trick, not the {'leader' if beats else 'follower'}")


def check_whose_turn(stage: str, turn: DeclaringTurn | None, *, following: bool, leading: bool, lead: int | None,
                     to_move: int, leader: int, dealer: int, trick_winner: int, tricks: int) -> None:
    """Refuse (:class:`InvalidRecordError`, naming the record's field and its value) a position at ``stage`` (its
    declaring ``turn``, if any: ``following`` a card led, ``leading`` one) whose lead and player to move the deal's
    procedure cannot give: a card is led exactly while the other player is to follow; the leader leads; the leader
    is the dealer's opponent to the first trick, then the last trick's winner
    (:func:`~penchant.rules.procedure.next_leader`); no one follows his own card; the turn to declare is the
    trick's winner's or loser's, and only after one of the first ten tricks."""
    if following != (lead is not None):
        raise InvalidRecordError.refusing_argument(
            "lead", None if lead is None else str(PACK[lead]),
            f"at stage {stage!r}: a card is led exactly while the other player is to follow")
    if leading and to_move != leader:
        raise InvalidRecordError.refusing_argument("to_move", to_move, f"and leader {leader!r} at stage 'lead': "
                                                   "the leader is the one to lead")
    if leading or following:
        due = next_leader(dealer, trick_winner if tricks else None)
        if leader != due:
            after = (f"trick_winner {trick_winner!r} won the last trick" if tricks
                     else f"dealer {dealer!r} dealt: his opponent leads the first trick")
            raise InvalidRecordError.refusing_argument("leader", leader, f"after {tricks!r} tricks: {after}, so "
                                                       f"{SEAT_WORDS[due]} leads")
    if following and to_move == leader:
        raise InvalidRecordError.refusing_argument("to_move", to_move, f"and leader {leader!r} at stage 'follow': "
                                                   "the one who led does not follow his own card")
    if turn is not None and to_move != turn.player(trick_winner):
        raise InvalidRecordError.refusing_argument(
            "to_move", to_move, f"at stage {stage!r} after trick_winner {trick_winner!r} "
            f"won: the {turn.value} of the trick is the one to declare")
    if turn is not None and not declaration_may_follow(tricks):
        raise InvalidRecordError.refusing_argument("stage", stage, f"after {tricks!r} tricks: declarations come "
                                                   f"after one of the first {number_words(FIRST_TEN_TRICKS)} tricks")


def check_cards_played(tricks: int, played: int, taken: Sequence[int], lead: int | None, *, declared: int) -> None:
    """Refuse (:class:`InvalidRecordError`, naming the field) cards ``played`` (a mask) that are not ``tricks``
    tricks of two cards (and the card ``lead``, while one is led), tricks ``taken`` (a mask a player) that are not
    the cards played but the card led, each taken once, and more than ``declared`` declarations than one after each
    of the first ten tricks (:func:`~penchant.rules.limits.most_declarations_after`)."""
    following = lead is not None
    cards = CardSet.from_mask(played)
    if len(cards) != CARDS_PER_TRICK * tricks + following:
        raise InvalidRecordError.refusing_argument("tricks", tricks, f"with {len(cards)} cards played ({cards}): a "
                                                   "trick is two cards" + (", and one is led" if following else ""))
    if taken[0] & taken[1] or taken[0] | taken[1] | (0 if lead is None else PACK[lead].bit) != played:
        raise InvalidRecordError.refusing_argument("taken", [str(CardSet.from_mask(t)) for t in taken],
                                                   f"are not the cards played ({cards}) but the card led, each "
                                                   "taken once")
    if declared > most_declarations_after(tricks):
        raise InvalidRecordError.refusing_argument(
            "tricks", tricks, f"with {count_words(declared, 'declaration', digits=True)}: one at most after each "
            f"of the first {number_words(FIRST_TEN_TRICKS)}")


def check_brisquettes_taken(player: int, brisquettes: int, *, last_six: bool) -> None:
    """Refuse (:class:`InvalidRecordError`) ``brisquettes`` counted for ``player`` before the last six tricks:
    brisquettes are taken in the last six."""
    if not last_six and brisquettes:
        raise InvalidRecordError.refusing_argument(f"brisquettes[{player}]", brisquettes, "in the first ten tricks: "
                                                   "brisquettes are taken in the last six")


def check_over(over: bool, tricks: int) -> None:
    """Refuse (:class:`InvalidRecordError`) a deal said to be ``over`` before all sixteen tricks are played
    (:func:`~penchant.rules.procedure.deal_over`)."""
    if over and not deal_over(tricks):
        raise InvalidRecordError.refusing_argument("stage", "over", f"after {tricks!r} tricks: a deal is over "
                                                   "after all sixteen")


def _tables_words(table: int, opp_table: int) -> str:
    parts = []
    if table:
        parts.append(f"{CardSet.from_mask(table).unicode} on yours")
    if opp_table:
        parts.append(f"{CardSet.from_mask(opp_table).unicode} on the other")
    return ", ".join(parts)
