"""What one deal can hold: the most declarations of each kind the pack allows.

Derived from the pack, not written down: every declaration puts at least one
fresh card from the hand on a table (Foster: it "adds at least one fresh card
from his hand"), and a card reaches a table at most once in a deal (table
cards leave only to a trick). Group the pack's combinations of one kind by
the cards they can be made of (a rank for sets, a suit for runs and same-suit
couplings, all Queens and Jacks for penchants). In a group of ``g`` cards the
first declaration of a ``k``-card kind needs ``k`` of them on a table, and each
later one at least one more, so a deal holds at most ``g - k + 1`` of that
kind from that group. Summed over the groups:

========== ==================================================== =====
kind       groups                                                most
========== ==================================================== =====
pair       8 ranks of 4 cards: 4 - 2 + 1 = 3 each                  24
triplet    8 ranks: 4 - 3 + 1 = 2 each                             16
quadruplet 8 ranks: 1 each                                          8
family     4 suits, J Q K: 1 each                                   4
clan       4 suits, T J Q K A: 5 - 4 + 1 = 2 each                   8
flush      4 suits, all 8 cards: 8 - 5 + 1 = 4 each                16
reunion    4 suits, 9 T J Q K A: 6 - 5 + 1 = 2 each                 8
marriage   4 suits, K Q: 1 each                                     4
besito     4 suits, Q J: 1 each                                     4
penchant   the 4 Queens and 4 Jacks: 8 - 2 + 1                      7
========== ==================================================== =====

Each player declares from their own hand onto their own table, and a card reaches one table only, so where
both players declare a kind from one group they share its cards: ``c`` of them give one player at most
``c - k + 1``, and the two together at most ``g - 2k + 2`` (the penchants' eight Queens and Jacks give seven
to one player, but six between two: four and two, say, never four and three). :func:`most_between` finds the
best split over the groups (and each player's fifteen cards: those he can have received by his last
declaration), :func:`players_declarations_problem` asks it.

Kinds share cards too: a besito and a penchant are both made of the Queens and Jacks, so each player's besitos
and penchants together need one card of those eight more than they number (seven at most for one player, six
between two), though four besitos and four penchants each pass their own kind's bound. :data:`POOLS` lists, for
the cards every combination of some kinds is made of, the kinds that draw on them alone.

On top of these, a deal has ten tricks before the stock runs out and each
allows one declaration (:func:`most_declarations_after`).

The brisquettes have their bound from the tricks: a trick is two cards, so a
player takes at most two brisques in each trick of the last six they win
(:func:`most_brisquettes`), and the last six are six tricks, so the two
players' brisquettes need at most six tricks between them
(:func:`last_six_tricks_for`, :func:`brisquettes_problem`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import cache, lru_cache
from types import MappingProxyType
from typing import Final, Literal

from penchant.english.lists import join_and
from penchant.english.numbers import count_words
from penchant.rules.brisques import BRISQUE_RANKS_WORDS, BRISQUES_IN_PACK
from penchant.rules.cards import FULL_MASK, RANK_MASKS
from penchant.rules.combinations import candidate_combinations
from penchant.rules.dealing import FIRST_TEN_TRICKS, LAST_SIX_TRICKS
from penchant.rules.kinds import Kind
from penchant.rules.procedure import CARDS_AT_LAST_DECLARATION, CARDS_PER_TRICK
from penchant.rules.suits_and_ranks import Rank

__all__ = ["BrisquesBound", "brisques_problem", "players_brisques_problem",
           "MOST_BY_ONE_PLAYER", "MOST_PER_DEAL", "ONE_TABLE_A_CARD_WORDS",
           "players_declarations_problem", "brisquettes_problem", "declarations_problem",
           "last_six_tricks_for", "most_between", "most_brisquettes", "most_declarations_after", "most_per_deal",
           "trick_brisquettes_problem"]


ONE_TABLE_A_CARD_WORDS: Final = "a card reaches one table only"
"""That the two tables never share a card, in a player's words: each player declares from their own hand onto their
own table (what bounds two players' declarations of one kind, and what a barring sandbox lets a player lay)."""


def _group_of(kind: Kind, mask: int) -> int:
    """The group a combination's cards belong to: its rank (sets), its suit (runs, couplings), or one group."""
    low = (mask & -mask).bit_length() - 1
    if kind.is_set:
        return low & 7
    if kind is Kind.PENCHANT:
        return 0
    return low >> 3


def _groups() -> dict[Kind, list[int]]:
    """For each kind, the cards of each of its groups (a mask each): see the module."""
    unions: dict[Kind, dict[int, int]] = {k: {} for k in Kind}
    for mask, kind in candidate_combinations(FULL_MASK):
        g = _group_of(kind, mask)
        unions[kind][g] = unions[kind].get(g, 0) | mask
    return {kind: list(groups.values()) for kind, groups in unions.items()}


def _derive() -> dict[Kind, int]:
    return {kind: sum(u.bit_count() - kind.size + 1 for u in groups) for kind, groups in _groups().items()}


MOST_PER_DEAL: Final[Mapping[Kind, int]] = MappingProxyType(_derive())
"""For each kind, the most declarations of it the pack allows in one deal (both players together). Each player's
fifteen cards bound it further for the pairs, triplets, quadruplets and flushes (eleven pairs at most for one
player, so 22 in a deal, not 24): :func:`players_declarations_problem` asks both bounds, with the players apart."""


def _derive_one_player() -> dict[Kind, int]:
    """For each kind, the most one player can declare from the fifteen cards he can have received by his last
    declaration (:data:`~penchant.rules.procedure.CARDS_AT_LAST_DECLARATION`): in a group of ``c`` of his cards
    (``c`` at least the kind's size) ``c - k + 1`` declarations, the groups chosen to make the most from fifteen
    cards (a small knapsack over the groups)."""
    out: dict[Kind, int] = {}
    for kind, groups in _groups().items():
        best = [0] * (CARDS_AT_LAST_DECLARATION + 1)  # best[n]: the most declarations from n cards
        for union in groups:
            size = union.bit_count()
            best = [max([best[n]] + [best[n - c] + c - kind.size + 1 for c in range(kind.size, min(size, n) + 1)])
                    for n in range(CARDS_AT_LAST_DECLARATION + 1)]
        out[kind] = best[CARDS_AT_LAST_DECLARATION]
    return out


MOST_BY_ONE_PLAYER: Final[Mapping[Kind, int]] = MappingProxyType(_derive_one_player())
"""For each kind, the most declarations of it one player can make in a deal, from the fifteen cards he can have
received by his last declaration (three quadruplets: a table found six accepted for one player, and the sixteen
cards a player receives, the last too late to declare, had allowed four)."""


def _derive_pools() -> tuple[tuple[int, frozenset[Kind]], ...]:
    """For each kind's whole reach (the cards any combination of it is made of), the kinds whose reach lies in it:
    their declarations all come from those cards."""
    reach = {kind: 0 for kind in Kind}
    for mask, kind in candidate_combinations(FULL_MASK):
        reach[kind] |= mask
    pools = {}
    for cards in set(reach.values()):
        pools[cards] = frozenset(k for k, r in reach.items() if r & ~cards == 0)
    return tuple(sorted(pools.items(), key=lambda p: (p[0].bit_count(), p[0])))


POOLS: Final = _derive_pools()
"""(the cards, the kinds made of them alone), smallest pool first: the Queens and Jacks for besitos and
penchants, the Kings and Queens for marriages, and so up to the whole pack."""


def _pool_words(cards: int) -> str:
    """A pool's cards as a player names them: its ranks ("the Queens and Jacks")."""
    return "the " + join_and(r.plural for r in reversed(Rank) if cards & RANK_MASKS[r] == RANK_MASKS[r])


def _pool_problem(counts: Sequence[Sequence[Kind]]) -> str | None:
    """Why kinds that share cards cannot all be declared, each player's listed apart (one list: both players'
    together, as one player's), or ``None``: each player declaring ``n`` of a pool's kinds needs ``n + 1`` of its
    cards (a fresh card each, two for the first), and a card reaches one table."""
    for cards, kinds in POOLS:
        made = [sum(1 for k in player if k in kinds) for player in counts]
        needed = sum(n + 1 for n in made if n)
        if needed > cards.bit_count():
            names = join_and(k.plural for k in Kind if k in kinds)
            return (f"{' and '.join(str(n) for n in made)} {names} in one deal: they are all made of "
                    f"{_pool_words(cards)}, {cards.bit_count()} cards, and each declaration needs a fresh one "
                    f"(two the first), so they allow at most {cards.bit_count() - len(made)}"
                    + ("" if len(made) == 1 else " between the two players"))
    return None


def most_per_deal(kind: Kind) -> int:
    """The most declarations of ``kind`` one deal can hold, both players together (see the module)."""
    return MOST_PER_DEAL[kind]


def declarations_problem(kinds: Iterable[Kind]) -> str | None:
    """Why one deal cannot hold these declarations (both players' together), or ``None``.

    The one check of the pack's bounds: :func:`penchant.play.sheet.validate_deal` calls it for a
    whole deal and the marker for each declaration as it is made.

    >>> declarations_problem([Kind.MARRIAGE] * 4) is None
    True
    >>> declarations_problem([Kind.MARRIAGE] * 5).split(":")[0]
    '5 marriages in one deal'
    """
    both = list(kinds)
    if len(both) > most_declarations_after(FIRST_TEN_TRICKS):
        return (f"{len(both)} declarations in one deal: at most {most_declarations_after(FIRST_TEN_TRICKS)} "
                f"(one after each of the first {FIRST_TEN_TRICKS} tricks)")
    for kind in Kind:
        count, most = both.count(kind), MOST_PER_DEAL[kind]
        if count > most:
            return (f"{count} {kind.plural} in one deal: the pack allows at most {most} (each declaration needs "
                    "a fresh card, and a card reaches a table once a deal)")
    return _pool_problem([both])


def _group_uses(size: int, kind_size: int) -> list[tuple[int, int, int, int]]:
    """The ways two players can declare from one group of ``size`` cards: (first's declarations, first's cards,
    second's declarations, second's cards), each player's ``x`` declarations taking ``x + k - 1`` cards."""
    most = size - kind_size + 1
    ways = []
    for x in range(most + 1):
        cx = x + kind_size - 1 if x else 0
        for y in range(most + 1):
            cy = y + kind_size - 1 if y else 0
            if cx + cy <= size:
                ways.append((x, cx, y, cy))
    return ways


@cache
def most_between(kind: Kind, first: int) -> int:
    """The most declarations of ``kind`` the second player can make in a deal where the first makes ``first``
    (-1 if the first's cannot be made at all): the groups' cards split between the two tables, each player
    within the fifteen cards he can have received by his last declaration (see the module).

    >>> most_between(Kind.PENCHANT, 0), most_between(Kind.PENCHANT, 3), most_between(Kind.PENCHANT, 7)
    (7, 3, 0)
    >>> most_between(Kind.MARRIAGE, 2), most_between(Kind.PENCHANT, 8)
    (2, -1)
    """
    budget = CARDS_AT_LAST_DECLARATION
    # reach[(a, ca, cb)] = the most declarations of the second player with a by the first, ca and cb cards used
    reach: dict[tuple[int, int, int], int] = {(0, 0, 0): 0}
    for group in _groups()[kind]:
        ways = _group_uses(group.bit_count(), kind.size)
        nxt: dict[tuple[int, int, int], int] = {}
        for (a, ca, cb), b in reach.items():
            for x, cx, y, cy in ways:
                key = (a + x, ca + cx, cb + cy)
                if key[0] <= first and key[1] <= budget and key[2] <= budget and nxt.get(key, -1) < b + y:
                    nxt[key] = b + y
        reach = nxt
    return max((b for (a, _ca, _cb), b in reach.items() if a == first), default=-1)


def players_declarations_problem(first: Iterable[Kind], second: Iterable[Kind]) -> str | None:
    """Why one deal cannot hold these declarations, each player's given apart, or ``None``: the deal's
    bounds (:func:`declarations_problem`), each player's from the fifteen cards he can have received by his last
    declaration (:data:`MOST_BY_ONE_PLAYER`), and the two together where they share a kind's cards
    (:func:`most_between`).

    >>> from penchant.rules.kinds import Kind
    >>> players_declarations_problem([Kind.QUADRUPLET] * 3, [Kind.QUADRUPLET] * 3) is None
    True
    >>> players_declarations_problem([Kind.QUADRUPLET] * 4, []).split(":")[0]
    '4 quadruplets by one player in one deal'
    >>> players_declarations_problem([Kind.QUADRUPLET] * 5, []).split(":")[0]
    '5 quadruplets by one player in one deal'
    >>> players_declarations_problem([Kind.PENCHANT] * 4, [Kind.PENCHANT] * 3).split(":")[0]
    '4 and 3 penchants in one deal'
    """
    return _players_problem(tuple(first), tuple(second))


@lru_cache(maxsize=4096)
def _players_problem(mine: tuple[Kind, ...], theirs: tuple[Kind, ...]) -> str | None:
    """:func:`players_declarations_problem`, kept for each pair of lists: the marker asks it of every kind a tap
    could declare and every brisque count that could end the deal, on each tap, mostly of the same lists."""
    problem = declarations_problem(mine + theirs)
    if problem is not None:
        return problem
    for kinds in (mine, theirs):
        for kind in Kind:
            count, most = kinds.count(kind), MOST_BY_ONE_PLAYER[kind]
            if count > most:
                return (f"{count} {kind.plural} by one player in one deal: the {CARDS_AT_LAST_DECLARATION} cards a "
                        f"player can have received by his last declaration allow at most {most} (each declaration "
                        "needs a fresh card)")
    for kind in Kind:
        a, b = mine.count(kind), theirs.count(kind)
        if a and b and most_between(kind, a) < b:
            return (f"{a} and {b} {kind.plural} in one deal: each player declares from their own table and "
                    f"{ONE_TABLE_A_CARD_WORDS}, so {a} for one player leave at most {most_between(kind, a)} "
                    f"for the other")
    return _pool_problem([mine, theirs])


def most_declarations_after(tricks: int) -> int:
    """The most declarations both players together can have made after ``tricks`` tricks of the deal: one at most
    after each of the first ten (the winner's, or the loser's penchant), none in the last six.

    >>> most_declarations_after(0), most_declarations_after(3), most_declarations_after(14)
    (0, 3, 10)
    """
    return min(max(0, tricks), FIRST_TEN_TRICKS)  # one after each of the first ten tricks


def most_brisquettes(tricks: int) -> int:
    """The most brisques ``tricks`` tricks can take: two a trick, for a trick is two cards.

    >>> most_brisquettes(1), most_brisquettes(6)
    (2, 12)
    """
    return CARDS_PER_TRICK * max(0, tricks)


def trick_brisquettes_problem(who: str, counted: int, more: int) -> str | None:
    """Why ``more`` brisquettes cannot be counted on the trick of the last six just entered for its winner ``who``,
    who already has ``counted`` from it, or ``None``: a trick is two cards, so it holds :func:`most_brisquettes`
    of one trick at most.

    >>> trick_brisquettes_problem("Ann", 1, 1) is None
    True
    >>> trick_brisquettes_problem("Ann", 2, 1)
    'a trick is two cards, and Ann already has two brisquettes from the trick just entered'
    """
    if counted + more <= most_brisquettes(1):
        return None
    return (f"a trick is two cards, and {who} already has {count_words(counted, 'brisquette')} "
            "from the trick just entered")


def last_six_tricks_for(brisquettes: int) -> int:
    """The fewest tricks of the last six a player must win to take ``brisquettes`` brisques (two a trick).

    >>> last_six_tricks_for(0), last_six_tricks_for(3), last_six_tricks_for(4)
    (0, 2, 2)
    """
    return -(-max(0, brisquettes) // CARDS_PER_TRICK)


def brisquettes_problem(brisquettes: Iterable[int], won: Iterable[int] = (0, 0)) -> str | None:
    """Why the last six tricks cannot give the two players these brisquettes, or ``None``.

    Each player needs :func:`last_six_tricks_for` their brisquettes of the six tricks, and at least the tricks
    ``won`` they are known to have won, so together no more than six: twelve brisquettes only as six and six,
    seven for one player leaves at most four for the other.

    >>> brisquettes_problem((6, 6)) is None, brisquettes_problem((5, 5)) is None
    (True, True)
    >>> brisquettes_problem((7, 5))
    'brisquettes 7 and 5 need 4 + 3 = 7 of the last six tricks (a trick holds two brisques at most)'
    >>> brisquettes_problem((2, 0), won=(1, 5)) is None, brisquettes_problem((3, 0), won=(1, 5)) is None
    (True, False)
    """
    counts, known = list(brisquettes), list(won)
    needed = [max(last_six_tricks_for(q), w) for q, w in zip(counts, known, strict=True)]
    if sum(needed) <= LAST_SIX_TRICKS:
        return None
    return (f"brisquettes {' and '.join(str(q) for q in counts)} need {' + '.join(str(n) for n in needed)} = "
            f"{sum(needed)} of the last six tricks (a trick holds two brisques at most)")


BrisquesBound = Literal["over the pack", "over the brisques"]
"""Why one player's brisques cannot be a deal's: more than the pack's twelve, or more brisquettes than brisques."""


def players_brisques_problem(brisques: int, brisquettes: int) -> BrisquesBound | None:
    """Why one player's counts at the end of a deal cannot be: more brisques than the pack holds, or more
    brisquettes than brisques (every brisquette is a brisque taken in the last six tricks); ``None`` if they
    can be. The counts are whole numbers already, none negative.

    >>> players_brisques_problem(12, 12), players_brisques_problem(13, 0), players_brisques_problem(3, 4)
    (None, 'over the pack', 'over the brisques')
    """
    if brisques > BRISQUES_IN_PACK:
        return "over the pack"
    if brisquettes > brisques:
        return "over the brisques"
    return None


def brisques_problem(brisques: Sequence[int]) -> str | None:
    """Why the two players' brisques cannot end a deal, or ``None``: every brisque is taken by someone, so they
    add up to the pack's twelve.

    >>> brisques_problem((7, 5)) is None
    True
    >>> brisques_problem((7, 6))
    'the brisques taken, 7 and 6, sum to 13, not 12: the four Aces, Tens and Sevens are all taken by someone'
    """
    mine, theirs = brisques
    if mine + theirs == BRISQUES_IN_PACK:
        return None
    return (f"the brisques taken, {mine!r} and {theirs!r}, sum to {mine + theirs}, not {BRISQUES_IN_PACK}: "
            f"the four {BRISQUE_RANKS_WORDS} are all taken by someone")
