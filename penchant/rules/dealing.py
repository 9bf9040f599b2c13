"""Cutting and dealing, as chance steps from an injected, seeded RNG.

Three deal methods give the same distribution (six cards each, twenty to the
stock) and are kept because the tutorial walks through them:

- ``traditional`` (Foster): pone 1, stock 1, dealer 1; then rounds of stock 2,
  pone 1, stock 2, dealer 1, the last round giving only one card to the stock
  between pone and dealer. The stock is a pile: the last card placed is its top.
- ``threes`` (Foster's "preferred by most"): three to pone, three to dealer, twice.
- ``singles`` (Kandell): one at a time, pone first.

For ``threes`` and ``singles`` the undealt remainder of the pack becomes the
stock, and its top is the next card of the pack.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final, Literal, get_args

from penchant.errors import IllegalPlayError, InvalidNotationError, InvalidSettingError
from penchant.rules.cards import PACK, PACK_SIZE, Card
from penchant.rules.profiles import DealMethod, Profile

__all__ = [
    "Destination", "DealLayout", "cut", "cuts_tie", "dealer_from_cut", "CutForDeal", "cut_for_deal",
    "deal", "deal_rounds", "deal_steps",
    "deal_moves", "cards_dealt_after", "pack_left_after",
    "shuffled_pack",
    "stock_top_first",
    "METHODS", "deal_method", "deal_method_refused", "methods_by_stock", "stock_is_the_rest",
    "HAND_SIZE", "STOCK_SIZE", "FIRST_TEN_TRICKS", "LAST_SIX_TRICKS", "HELD_AT_DECLARATION", "TABLE_LIMIT",
]

Destination = Literal["pone", "dealer", "stock"]
METHODS: Final[tuple[DealMethod, ...]] = get_args(DealMethod)
"""The ways of dealing, in the order a choice offers them: the one list,
:data:`~penchant.rules.profiles.DealMethod`'s."""

HAND_SIZE: Final = 6
"""Cards dealt to each player; in Phase 1 hand and table hold six together, and Phase 2 starts with six each."""
STOCK_SIZE: Final = PACK_SIZE - 2 * HAND_SIZE
"""The stock after the deal: 20 cards, two drawn after each Phase 1 trick."""
FIRST_TEN_TRICKS: Final = STOCK_SIZE // 2
"""Ten tricks while the stock lasts, each followed by at most one declaration."""
LAST_SIX_TRICKS: Final = HAND_SIZE
"""The last six tricks, played with every card known."""
HELD_AT_DECLARATION: Final = HAND_SIZE - 1
"""At a declaration (after the trick, before the draw) hand and table hold five cards together."""
TABLE_LIMIT: Final = HELD_AT_DECLARATION
"""A table holds at most five cards: its cards are laid there by declarations, each made holding five cards (after
the trick, before the draw) with one card at least fresh from the hand, and the draw goes to the hand (docs/RULINGS.md,
"Phase 1"). It was six, hand and table's six together, and a six-card table passed the rules' own checks."""


def _rounds(method: DealMethod) -> list[list[Destination]]:
    """The deal's rounds as a dealer says them aloud, up to the last card dealt one by one."""
    if method == "traditional":
        rounds: list[list[Destination]] = [["pone", "stock", "dealer"]]
        for rnd in range(HAND_SIZE - 1):
            last = rnd == HAND_SIZE - 2
            between: list[Destination] = ["stock"] if last else ["stock", "stock"]
            rounds.append(["stock", "stock", "pone", *between, "dealer"])
        return rounds
    if method == "threes":
        threes: list[Destination] = ["pone", "pone", "pone", "dealer", "dealer", "dealer"]
        return [threes[:3], threes[3:]] * 2
    if method == "singles":
        singles: list[Destination] = ["pone", "dealer"]
        return [singles] * HAND_SIZE
    raise deal_method_refused(method)


def deal_method(given: str) -> DealMethod:
    """``given`` as a deal method (one of :data:`METHODS`), or the :class:`InvalidSettingError` that says it is
    not one and names them.

    >>> deal_method("threes")
    'threes'
    """
    for method in METHODS:
        if given == method:
            return method
    raise deal_method_refused(given)


def deal_method_refused(given: object) -> InvalidSettingError:
    """The refusal of ``given`` as a deal method, quoting it and naming the methods."""
    return InvalidSettingError.refusing(given, f"not a deal method: one of {', '.join(METHODS)}")


def stock_is_the_rest(method: DealMethod) -> bool:
    """Whether, once the hands are dealt, the rest of the pack becomes the stock at once (``threes``,
    ``singles``), rather than the stock being laid card by card among the hands' cards (``traditional``).

    >>> [stock_is_the_rest(m) for m in METHODS]
    [False, True, True]
    """
    return "stock" not in _order(method)


def methods_by_stock() -> dict[bool, tuple[DealMethod, ...]]:
    """The deal methods grouped by how the stock is made (:func:`stock_is_the_rest`): ``False``, those that build
    it as a pile among the hands' cards; ``True``, those that lay the rest of the pack down at once. Each method of a
    group makes its stock the same way, so any one of them speaks for it.

    >>> methods_by_stock()
    {False: ('traditional',), True: ('threes', 'singles')}
    """
    groups: dict[bool, tuple[DealMethod, ...]] = {}
    for method in METHODS:
        rest = stock_is_the_rest(method)
        groups[rest] = (*groups.get(rest, ()), method)
    return groups


def _order(method: DealMethod) -> list[Destination]:
    return [d for rnd in _rounds(method) for d in rnd]


def deal_rounds(method: DealMethod) -> list[list[int]]:
    """The deal's steps (indices into :func:`deal_steps`) grouped in the rounds a dealer says aloud, up to
    the last card dealt one by one (for ``threes`` and ``singles`` the rest of the pack then becomes the
    stock at once).

    >>> [len(r) for r in deal_rounds("traditional")], [len(r) for r in deal_rounds("threes")]
    ([3, 6, 6, 6, 6, 5], [3, 3, 3, 3])
    """
    out: list[list[int]] = []
    n = 0
    for rnd in _rounds(method):
        out.append(list(range(n, n + len(rnd))))
        n += len(rnd)
    return out


def deal_moves(method: DealMethod) -> list[list[int]]:
    """The dealer's moves, each the steps (indices into :func:`deal_steps`) it deals: one card at a time, and
    for ``threes`` and ``singles``, once the hands are dealt, the rest of the pack laid down as the stock in one
    move (:func:`stock_is_the_rest`).

    >>> len(deal_moves("traditional")), len(deal_moves("threes")), deal_moves("singles")[-1][:2]
    (32, 13, [12, 13])
    """
    one_by_one = len(_order(method)) if stock_is_the_rest(method) else PACK_SIZE
    moves = [[i] for i in range(one_by_one)]
    if one_by_one < PACK_SIZE:
        moves.append(list(range(one_by_one, PACK_SIZE)))
    return moves


def cards_dealt_after(method: DealMethod, moves: int) -> int:
    """How many cards of the pack the dealer's first ``moves`` moves have dealt (:func:`deal_moves`).

    >>> cards_dealt_after("threes", 12), cards_dealt_after("threes", 13), cards_dealt_after("traditional", 13)
    (12, 32, 13)
    """
    return sum(len(move) for move in deal_moves(method)[:moves])


def pack_left_after(method: DealMethod, moves: int) -> int:
    """How many cards are still in the dealer's hand after his first ``moves`` moves.

    >>> pack_left_after("singles", 0), pack_left_after("singles", 12), pack_left_after("singles", 13)
    (32, 20, 0)
    """
    return PACK_SIZE - cards_dealt_after(method, moves)


def stock_top_first(method: DealMethod, stocked: Sequence[Card]) -> list[Card]:
    """The stock as it will be drawn, top card first, from the cards ``stocked`` so far in the order the
    deal laid them: the traditional deal lays a pile (the last card laid is its top); the other methods
    leave the rest of the pack (its next card on top)."""
    return list(stocked) if stock_is_the_rest(method) else list(reversed(stocked))


@dataclass(frozen=True)
class DealLayout:
    """Where every card went: hands, and the stock with its top card last."""

    pone: tuple[Card, ...]
    dealer: tuple[Card, ...]
    stock: tuple[Card, ...]
    """Bottom first, top last: ``stock[-1]`` is drawn first."""
    steps: tuple[tuple[Destination, Card], ...]


def shuffled_pack(rng: random.Random) -> list[Card]:
    pack = list(PACK)
    rng.shuffle(pack)
    return pack


def deal_steps(pack: Sequence[Card], method: DealMethod) -> list[tuple[Destination, Card]]:
    """Deal ``pack`` (top card first) by ``method``: one (destination, card) per card.

    >>> from penchant.rules.cards import PACK
    >>> [where for where, _ in deal_steps(PACK, "threes")[:7]]
    ['pone', 'pone', 'pone', 'dealer', 'dealer', 'dealer', 'pone']
    >>> len(deal_steps(PACK, "singles")), sum(where == "stock" for where, _ in deal_steps(PACK, "traditional"))
    (32, 20)
    """
    if len(pack) != PACK_SIZE or len(set(pack)) != PACK_SIZE:
        raise InvalidNotationError(f"a pack is the 32 cards once each, not {len(pack)} cards")
    order = _order(method)
    steps: list[tuple[Destination, Card]] = list(zip(order, pack, strict=False))
    for card in pack[len(order):]:
        steps.append(("stock", card))
    return steps


def deal(method: DealMethod, *, rng: random.Random | None = None, pack: Sequence[Card] | None = None) -> DealLayout:
    """Deal by ``method`` (a profile's ``deal_method``: no default, as the sources deal differently) a pack
    shuffled by ``rng``, or the ``pack`` given (top card first): one of the two, never both.

    >>> layout = deal("singles", pack=PACK)
    >>> [str(c) for c in layout.pone[:2]], [str(c) for c in layout.dealer[:2]]
    (['7S', '9S'], ['8S', 'TS'])
    >>> deal("singles", rng=random.Random(1)) == deal("singles", rng=random.Random(1))
    True
    """
    if (rng is None) == (pack is None):
        given = "neither" if rng is None else "both"
        raise InvalidSettingError(f"give the deal a shuffle (rng) or a pack, not {given}")
    cards = shuffled_pack(rng) if rng is not None else list(pack or ())
    steps = deal_steps(cards, method)
    pone = tuple(c for d, c in steps if d == "pone")
    dealer = tuple(c for d, c in steps if d == "dealer")
    stocked = [c for d, c in steps if d == "stock"]
    stock = tuple(reversed(stock_top_first(method, stocked)))  # DealLayout keeps the top card last
    return DealLayout(pone, dealer, stock, tuple(steps))


def cut(rng: random.Random) -> tuple[list[tuple[Card, Card]], tuple[Card, Card]]:
    """Both players cut (ace high); equal ranks cut again.

    Returns every round of cuts and the deciding pair (player 0's, player 1's).
    """
    rounds: list[tuple[Card, Card]] = []
    while True:
        a, b = rng.sample(PACK, 2)
        rounds.append((a, b))
        if not cuts_tie((a, b)):
            return rounds, (a, b)


def cuts_tie(cuts: tuple[Card, Card]) -> bool:
    """Whether the two cuts are of one rank, so the players cut again.

    >>> cuts_tie((Card.parse("QS"), Card.parse("QH"))), cuts_tie((Card.parse("QS"), Card.parse("KH")))
    (True, False)
    """
    return cuts[0].rank == cuts[1].rank


def dealer_from_cut(cuts: tuple[Card, Card], profile: Profile) -> int:
    """Foster: the lower cut deals the first hand; Kandell: the higher.

    >>> from penchant.rules.cards import Card
    >>> from penchant.rules.profiles import FOSTER, KANDELL
    >>> cuts = (Card.parse("9S"), Card.parse("KH"))
    >>> dealer_from_cut(cuts, FOSTER), dealer_from_cut(cuts, KANDELL)
    (0, 1)
    """
    a, b = cuts
    if cuts_tie(cuts):
        raise IllegalPlayError.refusing(f"{a} {b}", "the cuts tie in rank: cut again")
    low = 0 if a.rank < b.rank else 1
    return low if profile.cut_deals == "low" else 1 - low


@dataclass(frozen=True, slots=True)
class CutForDeal:
    """The cut for the first deal of a game: every round of cuts (player 0's card, player 1's; a tie cuts again),
    and who deals first by the rules cut under (:func:`cut_for_deal`)."""

    cuts: tuple[tuple[Card, Card], ...]
    dealer: int


def cut_for_deal(rng: random.Random, profile: Profile) -> CutForDeal:
    """The players cut for the first deal of a game, the cards drawn from ``rng`` (:func:`cut`): who deals first
    is the cut's, by ``profile``'s rule (:func:`dealer_from_cut`: Foster's lower card deals, Kandell's higher).
    Every game that decides who deals first decides it here: a game dealt from a seed cuts from a generator of its
    own, so the seed gives the same first dealer every time, and the cut the rules say.

    >>> from penchant.rules.profiles import FOSTER, KANDELL
    >>> foster, kandell = cut_for_deal(random.Random(3), FOSTER), cut_for_deal(random.Random(3), KANDELL)
    >>> foster.cuts == kandell.cuts and foster.dealer == 1 - kandell.dealer
    True
    """
    rounds, decisive = cut(rng)
    return CutForDeal(tuple(rounds), dealer_from_cut(decisive, profile))
