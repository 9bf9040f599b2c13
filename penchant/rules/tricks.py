"""Trick primitives on card indices and bit masks (the fast layer).

These are pure functions shared by the deal state machine, the Phase 2
solver and the players. ``trump`` is a suit number 0..3 or ``None``.
"""

from __future__ import annotations

from typing import Final, Literal

from penchant.english.grammar import capitalised
from penchant.english.lists import join_or
from penchant.rules.cards import BRISQUE_MASK, PACK, PACK_SIZE, SUIT_MASKS, Card, cards_of, suit_of_index

__all__ = [
    "follower_wins", "trick_winner", "beaters", "first_ten_plays", "last_six_follows", "last_six_replies", "trump_mask",
    "last_six_duty_words", "last_six_follow_reason", "last_six_refusal",
    "HIGHER_IN_SUIT", "SUIT_OF_MASK", "is_brisque_index", "equal_above", "suit_order", "Followed", "how_followed",
]

# SUIT_OF_MASK[i]: mask of every card of i's suit (the pack's layout is rules.cards': SUIT_MASKS, suit_of_index).
SUIT_OF_MASK: Final[tuple[int, ...]] = tuple(SUIT_MASKS[suit_of_index(i)] for i in range(PACK_SIZE))
# HIGHER_IN_SUIT[i]: mask of the cards of i's suit that outrank card i (a suit's cards rise with the index).
HIGHER_IN_SUIT: Final[tuple[int, ...]] = tuple(SUIT_OF_MASK[i] & ~((1 << (i + 1)) - 1) for i in range(PACK_SIZE))


def is_brisque_index(index: int) -> bool:
    return bool(BRISQUE_MASK >> index & 1)


def equal_above(index: int, in_play: int, among: int) -> int:
    """The card that plays exactly like card ``index`` from above, as an index, or -1.

    In the last six, two cards of one hand are *equals* when no card still in play (``in_play``: both hands
    and the card led) lies between them in their suit and both are brisques or both are not: playing either
    comes to the same. This is the card just above ``index`` among ``in_play`` when it is in ``among`` (the
    cards the player may play) and is a brisque exactly when ``index`` is. The solver searches one card of
    each run of equals (highest first, the others take its value); the end-game puzzles accept either.

    >>> hand = sum(Card.parse(c).bit for c in ("KH", "QH", "TH"))
    >>> equal_above(Card.parse("QH").index, hand, hand) == Card.parse("KH").index
    True
    >>> equal_above(Card.parse("TH").index, hand, hand)  # a brisque below a Queen: not equals
    -1
    """
    up = in_play & HIGHER_IN_SUIT[index]
    if up:
        nb = up & -up
        if nb & among and (not nb & BRISQUE_MASK) == (not (1 << index) & BRISQUE_MASK):
            return nb.bit_length() - 1
    return -1


def suit_order(card: Card) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """The cards of ``card``'s suit it beats and those it loses to, each lowest first: the trick's order within a
    suit (:func:`follower_wins`), as a board tells a newcomer.

    >>> below, above = suit_order(Card.parse("KH"))
    >>> " ".join(map(str, below)), " ".join(map(str, above))
    ('7H 8H 9H TH JH QH', 'AH')
    """
    same = [c for c in PACK if c.suit == card.suit and c != card]
    return (tuple(c for c in same if follower_wins(c.index, card.index, None)),
            tuple(c for c in same if follower_wins(card.index, c.index, None)))


def follower_wins(lead: int, follow: int, trump: int | None) -> bool:
    """Whether the second card of a trick beats the first.

    The higher card of the suit led wins, unless a trump is played to a
    non-trump lead. With no trump set there are no trumps.
    """
    lead_suit = lead >> 3
    follow_suit = follow >> 3
    if follow_suit == lead_suit:
        return follow > lead
    return trump is not None and follow_suit == trump


def trick_winner(leader: int, lead: int, follow: int, trump: int | None) -> int:
    """Who takes a trick: its follower if his card beats the one led (:func:`follower_wins`), else its leader.

    >>> ace, seven = Card.parse("AS").index, Card.parse("7S").index
    >>> trick_winner(0, ace, seven, None), trick_winner(0, seven, ace, None)
    (0, 1)
    """
    return 1 - leader if follower_wins(lead, follow, trump) else leader


def beaters(lead: int, trump: int | None) -> int:
    """The mask of the cards that beat ``lead`` played second to it (:func:`follower_wins`): the higher cards
    of its suit, and every trump when it is not a trump itself.

    >>> from penchant.rules.cards import CardSet
    >>> CardSet.from_mask(beaters(Card.parse("KH").index, None))
    CardSet('AH')
    >>> CardSet.from_mask(beaters(Card.parse("AS").index, 1)) == CardSet("7H 8H 9H TH JH QH KH AH")
    True
    """
    higher = HIGHER_IN_SUIT[lead]
    if trump is None or lead >> 3 == trump:
        return higher
    return higher | SUIT_MASKS[trump]


Followed = Literal["trump in", "higher", "lower", "off suit"]
"""How the second card of a trick met the first (:func:`how_followed`)."""


def how_followed(lead: Card, follow: Card, trump: int | None) -> Followed:
    """How ``follow``, played second to a trick, met ``lead``: ``'trump in'`` (a trump to another suit's lead) and
    ``'higher'`` (the suit led, above the card led) win the trick (:func:`follower_wins`); ``'lower'`` (the suit
    led, below it) and ``'off suit'`` (another suit, no trump) lose it. ``trump`` is a suit number or ``None``.

    >>> how_followed(Card.parse("KD"), Card.parse("7S"), 0), how_followed(Card.parse("KD"), Card.parse("AD"), 0)
    ('trump in', 'higher')
    >>> how_followed(Card.parse("KD"), Card.parse("7D"), 0), how_followed(Card.parse("KD"), Card.parse("7S"), None)
    ('lower', 'off suit')
    """
    if follow.suit == lead.suit:
        return "higher" if follower_wins(lead.index, follow.index, trump) else "lower"
    return "trump in" if follower_wins(lead.index, follow.index, trump) else "off suit"


def last_six_replies(hand: int, lead: int, trump_mask: int) -> tuple[int, int]:
    """The follower's cards in the last six tricks, as masks: those he may play to ``lead`` and those of them
    that win the trick, ``(legal, winning)`` (the obligation of :func:`last_six_follows` and the trick's winner of
    :func:`follower_wins` at once). ``trump_mask`` is the trump suit's mask (0 with no trump set): the form
    the solver's search keeps, one call a lead.

    >>> hand = sum(Card.parse(c).bit for c in ("AS", "KH", "7H"))
    >>> [[str(c) for c in cards_of(m)] for m in last_six_replies(hand, Card.parse("JH").index, 0)]
    [['KH'], ['KH']]
    >>> [[str(c) for c in cards_of(m)] for m in last_six_replies(hand, Card.parse("JD").index, SUIT_MASKS[0])]
    [['AS'], ['AS']]
    """
    same = hand & SUIT_OF_MASK[lead]
    if same:
        win = same & HIGHER_IN_SUIT[lead]
        return (win if win else same), win
    trumps = hand & trump_mask
    if trumps:
        return trumps, trumps
    return hand, 0


def first_ten_plays(hand: int, table: int) -> int:
    """Mask of the cards a player may play in the first ten tricks, leading or following: any card of his hand
    or of his table (while the stock lasts there is no need to follow suit or to win).

    >>> first_ten_plays(0b0011, 0b1100)
    15
    """
    return hand | table


def last_six_follows(hand: int, lead: int, trump: int | None) -> int:
    """Mask of the cards of ``hand`` the follower may play in Phase 2 (docs/RULINGS.md, "Phase 2").

    Follow suit if able, and win if able; with none of the suit led, play a
    trump if holding one; otherwise any card. With no trump set the
    trumping clause is void.
    """
    return last_six_replies(hand, lead, trump_mask(trump))[0]


def trump_mask(trump: int | None) -> int:
    """The mask of the trump suit's cards (0 with no trump set).

    >>> trump_mask(None), trump_mask(0) == SUIT_MASKS[0]
    (0, True)
    """
    return 0 if trump is None else SUIT_MASKS[trump]


_FOLLOW, _WIN, _TRUMP, _ANY = "follow suit", "win if able", "trump if able", "play any card"
"""The clauses of the last six's follow rule (:func:`last_six_replies`), each said once: the rule in full
(:func:`last_six_duty_words`) and the clause a follower's hand leaves binding (:func:`last_six_follow_reason`)."""


def last_six_duty_words(trump: int | None) -> str:
    """The follower's obligation in the last six tricks as a clause after "must", keyed on the trump: the one wording
    of the rule (docs/RULINGS.md, "Phase 2"), which :func:`last_six_follow_reason` applies to a hand. With no trump
    set there is nothing to trump with, so the clause leaves "else trump" out: the words teach only the rule the
    deal has.

    >>> last_six_duty_words(0)
    'follow suit and win if able, else trump if able, else play any card'
    >>> last_six_duty_words(None)
    'follow suit and win if able, else play any card (no trump this deal)'
    """
    if trump is None:
        return f"{_FOLLOW} and {_WIN}, else {_ANY} (no trump this deal)"
    return f"{_FOLLOW} and {_WIN}, else {_TRUMP}, else {_ANY}"


def last_six_follow_reason(hand: int, lead: int, trump: int | None) -> str:
    """The Phase 2 obligation a follower holding ``hand`` must meet, in words and symbols (why another
    card is refused): the clause of the rule (:func:`last_six_duty_words`) his hand leaves binding and the cards
    :func:`last_six_replies` lets him play.

    >>> last_six_follow_reason(sum(Card.parse(c).bit for c in ("AS", "KH", "QH")), Card.parse("JH").index, None)
    'in the last six tricks you must follow suit and win if able (J♥ led), so play K♥ or Q♥'
    >>> last_six_follow_reason(sum(Card.parse(c).bit for c in ("8D", "7C")), Card.parse("TH").index, 0)
    'in the last six tricks, with no heart and no trump, you may play any card'
    """
    led = PACK[lead]
    suit = led.suit.singular
    legal, winning = last_six_replies(hand, lead, trump_mask(trump))
    if legal & SUIT_OF_MASK[lead]:
        clause = f"{_FOLLOW} and {_WIN}" if winning else _FOLLOW
        return f"in the last six tricks you must {clause} ({led.unicode} led), so play {_one_of(cards_of(legal))}"
    if winning:
        return f"in the last six tricks, with no {suit}, you must {_TRUMP}, so play {_one_of(cards_of(legal))}"
    return f"in the last six tricks, with no {suit}{'' if trump is None else ' and no trump'}, you may {_ANY}"


def last_six_refusal(card: Card, hand: int, lead: int, trump: int | None) -> str:
    """Why ``card`` is refused to a follower holding ``hand`` in the last six tricks, in two sentences a player
    would write (the card refused, then :func:`last_six_follow_reason`), each with one colon at most: under a
    heading such as "Not allowed:", "7♦ cannot be played: in the last six ...: play K♦" chains three.

    >>> last_six_refusal(Card.parse("AS"), sum(Card.parse(c).bit for c in ("AS", "KH")), Card.parse("JH").index, None)
    'A♠ cannot be played. In the last six tricks you must follow suit and win if able (J♥ led), so play K♥'
    """
    reason = last_six_follow_reason(hand, lead, trump)
    return f"{card.unicode} cannot be played. {capitalised(reason)}"


def _one_of(cards: list[Card]) -> str:
    return join_or(c.unicode for c in sorted(cards, key=lambda c: -c.rank))
