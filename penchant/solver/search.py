"""The fast Phase 2 search on bit masks: exact brisques under best play.

A fail-soft alpha-beta over whole tricks (the leader picks a lead, the
follower a legal follow), with a transposition table of value bounds keyed on
the trump and the two hands at trick boundaries, a follower's-eye move ordering, and
equivalent cards: two cards of one hand that are adjacent in rank among the
cards still in play (both hands and the card on the table) and are both
brisques or both not brisques play identically, so only one is searched.

Everything here works on masks (bit ``i`` is card ``PACK[i]``) and validates
nothing; :mod:`penchant.solver` checks positions and turns brisques into points.
"""

from __future__ import annotations

from collections.abc import Callable

from penchant.rules.brisques import BRISQUES_IN_PACK, brisques_in_mask, trick_brisques
from penchant.rules.cards import BRISQUE_MASK, card_indexes
from penchant.rules.tricks import (
    HIGHER_IN_SUIT,
    equal_above,
    follower_wins,
    last_six_follows,
    last_six_replies,
    trump_mask,
)

__all__ = ["Search", "TransTable", "brisques_value", "move_values"]

Search = Callable[[int, int, int, int], int]


def _make_search(trump: int | None, tt: dict[int, tuple[int, int]]) -> Search:
    """An alpha-beta search over whole tricks, for one trump, sharing ``tt``.

    ``search(lead, follow, alpha, beta)`` is the number of brisques the player
    to lead takes from the remaining tricks, when ``lead`` and ``follow`` (equal
    sized, non-empty masks) are the two hands at a trick boundary. Fail-soft: a
    result ``<= alpha`` is an upper bound, ``>= beta`` a lower bound, anything
    between is exact.

    The brisques are counted on the rules' own mask, the public fast path
    :data:`~penchant.rules.cards.BRISQUE_MASK` (``(p & BRISQUE_MASK).bit_count()``
    is :func:`~penchant.rules.brisques.brisques_in_mask` without a call per
    node); outside this loop the search asks the rules' functions.
    """
    higher = HIGHER_IN_SUIT
    tmask = trump_mask(trump)
    replies = last_six_replies
    wins = follower_wins
    get = tt.get
    # The trump's own part of every key: one table may be passed across trumps (a hand's values under one trump are
    # not its values under another), so each trump's entries are kept apart, above the two hands' 64 bits.
    trump_key = (0 if trump is None else trump + 1) << 64

    def search(lh: int, fh: int, alpha: int, beta: int) -> int:
        p = lh | fh
        r = (p & BRISQUE_MASK).bit_count()
        if r == 0 or beta <= 0:
            return 0
        if alpha >= r:
            return r
        if lh & (lh - 1) == 0:
            # Last trick: the follower's only card decides it.
            return 0 if wins(lh.bit_length() - 1, fh.bit_length() - 1, trump) else r
        key = trump_key | lh << 32 | fh
        entry = get(key)
        if entry is not None:
            lo, hi = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        else:
            lo, hi = 0, r
        if beta > r:
            beta = r
        a = alpha
        best = -1
        # Leads, highest index first (Aces before Kings, clubs before spades):
        # high cards tend to be the strong leads.
        m = lh
        while m:
            li = m.bit_length() - 1
            lb = 1 << li
            m ^= lb
            # Equivalent leads: skip a card whose next higher card in play is
            # also ours with the same brisque status (that one is searched).
            up = p & higher[li]
            if up:
                nb = up & -up
                if nb & lh and (not nb & BRISQUE_MASK) == (not lb & BRISQUE_MASK):
                    continue
            legal, win = replies(fh, li, tmask)
            l2 = lh ^ lb
            lbr = 1 if lb & BRISQUE_MASK else 0
            v = r + 1
            b_in = beta
            # Follows. When the follower wins, try his brisques first (he
            # takes them); when he loses, try his non-brisques first.
            if win:
                order = (legal & BRISQUE_MASK, legal & ~BRISQUE_MASK)
            else:
                order = (legal & ~BRISQUE_MASK, legal & BRISQUE_MASK)
            cut = False
            for part in order:
                while part:
                    fb = part & -part
                    part ^= fb
                    fi = fb.bit_length() - 1
                    up = p & higher[fi]
                    if up:
                        nb = up & -up
                        if nb & legal and (not nb & BRISQUE_MASK) == (not fb & BRISQUE_MASK):
                            continue
                    f2 = fh ^ fb
                    if win:
                        r2 = r - lbr - (1 if fb & BRISQUE_MASK else 0)
                        val = r2 - search(f2, l2, r2 - b_in, r2 - a)
                    else:
                        tb = lbr + (1 if fb & BRISQUE_MASK else 0)
                        val = tb + search(l2, f2, a - tb, b_in - tb)
                    if val < v:
                        v = val
                        if v <= a:
                            cut = True
                            break
                        b_in = v
                if cut:
                    break
            if v > best:
                best = v
                if best >= beta:
                    break
                if best > a:
                    a = best
        if best <= alpha:
            if best < hi:
                hi = best
        elif best >= beta:
            if best > lo:
                lo = best
        else:
            lo = hi = best
        tt[key] = (lo, hi)
        return best

    return search


def _follow_values(
    search: Search, hand: int, opp: int, led: int, trump: int | None, legal: int
) -> dict[int, int]:
    """Exact brisques the follower (holding ``hand``) takes after each legal follow of ``led``.

    Equivalent follows share the value of the one searched.
    """
    p = hand | opp | (1 << led)
    out: dict[int, int] = {}
    # Highest first, so an equivalent card finds the value of the next higher one.
    for fi in sorted(card_indexes(legal), reverse=True):
        fb = 1 << fi
        same = equal_above(fi, p, legal)
        if same >= 0:
            out[fi] = out[same]
            continue
        tb = trick_brisques(led, fi)
        h2 = hand ^ fb
        if follower_wins(led, fi, trump):
            out[fi] = tb + (search(h2, opp, -1, BRISQUES_IN_PACK + 1) if h2 else 0)
        elif not h2:
            out[fi] = 0
        else:
            r2 = brisques_in_mask(h2 | opp)
            out[fi] = r2 - search(opp, h2, -1, BRISQUES_IN_PACK + 1)
    return out


def _lead_value(search: Search, hand: int, opp: int, li: int, trump: int | None) -> int:
    """Exact brisques the leader (holding ``hand``) takes after leading card ``li``.

    The follower's replies are searched with a shrinking window: only a
    reply better for him than the best found so far needs an exact value.
    """
    lb = 1 << li
    rest = hand ^ lb
    p = hand | opp
    r = brisques_in_mask(p)
    legal = last_six_follows(opp, li, trump)
    wins = follower_wins(li, (legal & -legal).bit_length() - 1, trump)
    v = r + 1
    for fi in sorted(card_indexes(legal), reverse=True):
        if equal_above(fi, p, legal) >= 0:
            continue
        fb = 1 << fi
        tb = trick_brisques(li, fi)
        o2 = opp ^ fb
        if not rest:
            val = 0 if wins else tb
        elif wins:
            r2 = r - tb
            val = r2 - search(o2, rest, r2 - v, BRISQUES_IN_PACK + 1)
        else:
            val = tb + search(rest, o2, -1, v - tb)
        if val < v:
            v = val
    return v


TransTable = dict[int, tuple[int, int]]
"""A transposition table: the trump and two hands at a trick boundary -> (lower, upper) bound of the leader's
brisques. Each trump's entries are keyed apart, so one table may serve positions under any trump."""


def move_values(
    hand: int, opp: int, trump: int | None, led: int | None = None, tt: TransTable | None = None
) -> dict[int, int]:
    """Exact value of every legal move, on bit masks: card index -> Phase 2 brisques the mover takes.

    ``hand`` is the player to move, ``opp`` the other; ``led`` the index of
    the card the opponent led, or ``None`` when the player to move leads. No
    validation: use :func:`~penchant.solver.solve` for checked input. ``tt`` is the
    transposition table to use (a fresh one by default); one table may be
    kept across positions and trumps (its keys hold the trump).
    """
    search = _make_search(trump, {} if tt is None else tt)
    if led is not None:
        return _follow_values(search, hand, opp, led, trump, last_six_follows(hand, led, trump))
    p = hand | opp
    out: dict[int, int] = {}
    for li in sorted(card_indexes(hand), reverse=True):
        same = equal_above(li, p, hand)
        if same >= 0:
            out[li] = out[same]
            continue
        out[li] = _lead_value(search, hand, opp, li, trump)
    return out


def brisques_value(
    hand: int, opp: int, trump: int | None, led: int | None = None, tt: TransTable | None = None
) -> int:
    """The Phase 2 brisques the player to move takes from here under best play (bit masks).

    Same arguments as :func:`move_values`; faster when leading, as it needs no
    exact value for the moves that are not best.
    """
    search = _make_search(trump, {} if tt is None else tt)
    if led is None:
        if not hand:
            return 0
        return search(hand, opp, -1, BRISQUES_IN_PACK + 1)
    return max(_follow_values(search, hand, opp, led, trump, last_six_follows(hand, led, trump)).values())


