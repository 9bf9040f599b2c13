"""The greedy player: sensible rules of thumb, no search.

Declare the best legal combination (building up cheap ones first when points
tie, minor sets before they can be barred), and set trump with a penchant in
the suit the player is strongest in. In play, keep the cards that are worth
keeping (cards of combinations still within reach, the cards of a major set
that bars the opponent, Aces, Tens and trumps), grab brisques when a cheap
card wins them, win the trick when a declaration is waiting, and throw the
least useful card otherwise. In Phase 2 (every card known) take sure tricks
with brisques first and win with brisques when made to win.

Everything works on bit masks (:class:`~penchant.players.mask_knowledge.Knowledge`, what a player knows, is
:mod:`penchant.players.mask_knowledge`'s), so the same code chooses for the greedy player from its view and plays
out sampled deals for the searching players (:func:`greedy_action`, the play-out policy).

Its weights are a heuristic's own scale, not a score: a brisque grabbed or kept, a trick taken late, is weighed in
units of the profile's brisque value (``Profile.brisque_value``), never at the rules' brisquette or book-bonus
points under a game's multiplier options (:func:`~penchant.rules.scoring.brisquette_points`,
:func:`~penchant.rules.scoring.book_bonus_of`). A multiplier changes what a deal scores, not how this player plays:
its play is the coach's and the puzzle bank's, which a reweighing would change.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache, reduce
from operator import and_, or_
from typing import Final

from penchant.english.numbers import count_words
from penchant.errors.internal import NO_CARD_LED, NO_KIND, NOT_A_CARD_PLAY, BrokenInvariantError
from penchant.judgement.moments import share_of_first_ten
from penchant.play.forced import is_forced
from penchant.play.moves import Action, Declare, Play, Stage
from penchant.play.state import DealState
from penchant.play.view import PlayerView
from penchant.players.base import Choice, Deliberation, Player
from penchant.players.mask_knowledge import Knowledge, knowledge_from_state, knowledge_from_view
from penchant.rules.barring import is_minor_set_mask, major_set_cards
from penchant.rules.brisques import trick_brisques
from penchant.rules.cards import (
    FULL_MASK,
    MAJOR_MASK,
    PACK,
    PACK_SIZE,
    SUIT_MASKS,
    card_indexes,
    index_in,
    rank_of_index,
    suit_of_index,
)
from penchant.rules.combinations import (
    adds_a_fresh_card,
    candidate_combinations,
    cards_served_by_kind,
    classify_mask,
    legal_declaration_masks,
)
from penchant.rules.kinds import Kind
from penchant.rules.procedure import draws_each, tenth_trick_in_play, tricks_for_stock
from penchant.rules.profiles import Profile
from penchant.rules.scoring import declared_points
from penchant.rules.suits_and_ranks import BRISQUE_RANKS, Rank, Suit
from penchant.rules.tricks import HIGHER_IN_SUIT, beaters, is_brisque_index, last_six_follows
from penchant.rules.trump import penchant_sets_trump, trump_of_penchant
from penchant.words.kinds import kind_words

__all__ = ["GreedyPlayer", "greedy_action", "score_actions"]

# Every combination in the pack, and for each card those that hold it.
_ALL_COMBOS: Final = candidate_combinations(FULL_MASK)
_COMBOS_WITH: Final[tuple[tuple[tuple[int, Kind], ...], ...]] = tuple(
    tuple((m, k) for m, k in _ALL_COMBOS if index_in(m, i)) for i in range(PACK_SIZE)
)

# How good a card is for taking tricks later, per rank 7..A (in brisque values).
_TRICK_WORTH: Final = (0.0, 0.0, 0.05, 0.25, 0.15, 0.25, 0.45, 1.0)
# The brisque itself, for each of the rules' brisque ranks low to high (7, T, A): Aces and Tens are worth
# keeping; a Seven is hard to bring home in the last six tricks, so it is worth little to keep.
_KEEPING_A_BRISQUE: Final = (0.1, 0.6, 0.8)
_BRISQUE_WORTH: Final = tuple(dict(zip(BRISQUE_RANKS, _KEEPING_A_BRISQUE, strict=True)).get(r, 0.0) for r in Rank)
"""Per rank: the keeping weight of a brisque, nothing for a rank that is none (which ranks are is the rules')."""


# ---------------------------------------------------------------------------
# Worth of a card in Phase 1


def _combination_hope(k: Knowledge, pts: tuple[int, ...]) -> dict[int, float]:
    """Per card of the holding, the declarations it may still help to make.

    A combination counts if none of its cards is dead (played, or on the
    opponent's table), it is not all on the table already (a declaration
    needs a fresh card), and its missing cards may still be drawn. Its worth
    is its points times, for each missing card, the chance of drawing it
    (about the player's remaining draws over the cards unseen); a minor set
    counts half while the opponent has major cards on the table (it may be
    barred). Of several combinations of one kind through a card, only the
    best counts. The rules decide which may still be declared: the fresh-card
    rule (:func:`adds_a_fresh_card`) and, under ``same_kind_reuse`` off, the
    cards already served in each kind (:func:`cards_served_by_kind`).
    """
    hold = k.holding
    table = k.table
    # A card he is known to hold is out of reach, like one on his table.
    dead = k.played | k.opp_table | k.opp_shown
    unseen_n = (k.unseen & ~k.opp_shown).bit_count()
    draws = draws_each(k.stock_size)
    q = min(1.0, draws / unseen_n) if unseen_n else 0.0
    powers = (1.0, q, q * q, q * q * q, q * q * q * q)
    # A judgement, not the bar: any court card on his table may grow into a major set that bars a minor set still
    # to be built, so such hopes are weighed at half. Whether a set is barred now is the rules' question
    # (penchant.rules.barring), asked where a declaration is chosen; asking it here changed greedy's play.
    minor_fear = 0.5 if k.opp_table & MAJOR_MASK else 1.0
    # per kind, the cards that rule a combination out: dead, or served in that kind already
    # (with no draws left only a combination already held counts: then every card not held rules one out too)
    out_of_reach = dead if draws else dead | (FULL_MASK & ~hold)
    served = cards_served_by_kind(k.profile, k.declared)
    one_block = not any(served)  # every kind ruled out by the same cards: the usual case, keyed by one mask
    blocked = tuple(out_of_reach | cards for cards in served)
    out: dict[int, float] = {}
    for i in card_indexes(hold):
        near = _NEAR[i]
        key = (i, hold & near, table & near, out_of_reach & near if one_block else tuple(b & near for b in blocked))
        reach = _REACH.get(key)
        if reach is None:
            if len(_REACH) >= _REACH_KEPT:
                _REACH.clear()
            reach = _REACH[key] = _reach(i, hold, table, blocked)
        h = 0.0  # the kinds' best, summed in kind order (a kind out of reach adds nothing)
        for kid, missing, minor in reach:
            w = pts[kid] * powers[missing]
            if minor:
                w *= minor_fear
            h += w
        out[i] = h
    return out


def _reach(i: int, hold: int, table: int, blocked: tuple[int, ...]) -> tuple[tuple[int, int, bool], ...]:
    """For the card ``i`` of ``hold``, each kind of combination through it still within reach (no card of it
    ``blocked`` in its kind, and a fresh card to add, :func:`adds_a_fresh_card`), in kind order, as (kind number, the
    fewest cards missing from one of them, is a minor set): all :func:`_combination_hope` weighs, as the nearest
    combination of a kind is its best (a card missing only lowers a hope). It reads only the cards near ``i``
    (:data:`_NEAR`), so it is kept for each reading of them (:data:`_REACH`)."""
    # a card not on the table is fresh in every combination through it; a table card's ask the rule each
    fresh = adds_a_fresh_card(PACK[i].bit, table)
    not_held = ~hold
    out: list[tuple[int, int, bool]] = []
    for kid, minor, masks in _COMBOS_CODED[i]:
        b = blocked[kid]
        fewest = PACK_SIZE  # more than any combination misses: none within reach
        for cm in masks:
            if not cm & b and (fresh or adds_a_fresh_card(cm, table)):
                missing = (cm & not_held).bit_count()
                if missing < fewest:
                    fewest = missing
        if fewest < PACK_SIZE:
            out.append((kid, fewest, minor))
    return tuple(out)


_KINDS: Final = tuple(Kind)
_KIND_ID: Final = {kind: n for n, kind in enumerate(_KINDS)}


def _by_kind(combos: tuple[tuple[int, Kind], ...]) -> tuple[tuple[int, bool, tuple[int, ...]], ...]:
    """The combinations through one card, by kind in kind order: (kind number, is a minor set, their masks). A set's
    cards are all of the card's rank, so whether it is a minor set is one answer for the kind."""
    out = []
    for kind in _KINDS:
        masks = tuple(m for m, its in combos if its is kind)
        if masks:
            out.append((_KIND_ID[kind], is_minor_set_mask(kind, masks[0]), masks))
    return tuple(out)


_COMBOS_CODED: Final = tuple(_by_kind(combos) for combos in _COMBOS_WITH)
"""Per card, the combinations through it by kind (:func:`_by_kind`): what :func:`_reach` looks through."""
_NEAR: Final[tuple[int, ...]] = tuple(reduce(or_, (m for m, _ in combos), 0) for combos in _COMBOS_WITH)
"""Per card, every card of a combination through it: all of a holding :func:`_reach` reads."""
_REACH: dict[tuple[int, int, int, int | tuple[int, ...]], tuple[tuple[int, int, bool], ...]] = {}
""":func:`_reach`'s answers, kept for each card and reading of the cards near it: a coach's analysis asks some tens of
thousands, three times in four again; emptied when it holds :data:`_REACH_KEPT`."""
_REACH_KEPT: Final = 1 << 17
_PROFILES_KEPT: Final = 8
""":func:`_points`' answers kept, the last profiles asked (a game, a match, a study asks one or two)."""


@lru_cache(maxsize=_PROFILES_KEPT)
def _points(profile: Profile) -> tuple[int, ...]:
    """The profile's points per kind, in :data:`_KINDS` order (kept for the last few profiles asked: a long-lived
    kernel makes new ones with ``with_options``)."""
    return tuple(declared_points(profile, (kind,)) for kind in _KINDS)


def _keep_worth(k: Knowledge, pts: tuple[int, ...]) -> dict[int, float]:
    """How much the player loses by giving up each card of the holding (Phase 1); ``pts`` the profile's points per
    kind (:func:`_points`)."""
    bv = k.profile.brisque_value
    hope = _combination_hope(k, pts)
    bars = major_set_cards(k.table)
    endgame = 1.0 + share_of_first_ten(k.stock_size)  # trick-takers matter more as Phase 2 nears
    late = bv * endgame
    trump = k.trump
    out: dict[int, float] = {}
    for i, h in hope.items():
        trick, brisque, as_trump, suit, bit = _CARD_WEIGHTS[i]
        w = 0.6 * h + late * trick + bv * brisque
        if suit == trump:
            w += late * as_trump
        if bars & bit:
            w += 0.7 * bv
        out[i] = w
    return out


_BITS: Final = tuple(PACK[i].bit for i in range(PACK_SIZE))
"""Per card, its bit."""
_CARD_WEIGHTS: Final = tuple((_TRICK_WORTH[rank_of_index(i)], _BRISQUE_WORTH[rank_of_index(i)],
                              0.3 + 0.05 * rank_of_index(i), suit_of_index(i), _BITS[i]) for i in range(PACK_SIZE))
"""Per card, what :func:`_keep_worth` weighs it by: its rank's worth for taking tricks and as a brisque kept, its
worth as a trump, its suit and its bit."""
_IS_BRISQUE: Final = tuple(is_brisque_index(i) for i in range(PACK_SIZE))
"""Per card, whether it is a brisque (the rules' :func:`is_brisque_index`)."""
_TRICK_BRISQUES: Final = tuple(tuple(trick_brisques(led, i) for i in range(PACK_SIZE)) for led in range(PACK_SIZE))
"""Per card led, per card played to it, the brisques the trick carries (the rules' :func:`trick_brisques`)."""
_NO_TRUMP: Final = len(SUIT_MASKS)
_BEATERS: Final = tuple(tuple(beaters(i, None if t == _NO_TRUMP else t) for i in range(PACK_SIZE))
                        for t in range(_NO_TRUMP + 1))
"""Per trump suit (:data:`_NO_TRUMP` for none), per card led, the cards that beat it (the rules' :func:`beaters`)."""


def _declarable_after(k: Knowledge, pts: tuple[int, ...]) -> dict[int, float]:
    """For each card of the holding, the best declaration left if it is played and the trick won: of those the rules
    allow now (:func:`legal_declaration_masks`: a fresh card, no bar, a card once a kind when the rules say so),
    the best without that card and still adding one from the hand. ``pts`` the profile's points per kind
    (:func:`_points`)."""
    hand, table = k.hand, k.table
    hold = hand | table
    combos = [(m, pts[_KIND_ID[kind]]) for m, kind in
              legal_declaration_masks(hand, table, k.opp_table, k.profile, k.declared)]
    if not combos:
        return dict.fromkeys(card_indexes(hold), 0.0)
    top = max(v for _, v in combos)
    # a card outside one of the best is left the best; a card in every one of them, the best without it
    in_every_best = reduce(and_, (m for m, v in combos if v == top))
    out = dict.fromkeys(card_indexes(hold), float(top))
    for i in card_indexes(hold & in_every_best):
        bit = _BITS[i]
        out[i] = float(max((v for m, v in combos if not m & bit), default=0))
    return out


def _suit_strength(hold: int, suit: int) -> float:
    return sum(1.0 + rank_of_index(i) / 7 for i in card_indexes(hold & SUIT_MASKS[suit]))


# ---------------------------------------------------------------------------
# Scoring each legal action


def score_actions(k: Knowledge, with_reasons: bool = False) -> list[tuple[Action, float, str]]:
    """Every legal action with its heuristic score (and, if asked, the reason in words), best first (a stable sort:
    actions scoring the same keep the order of :attr:`~penchant.players.mask_knowledge.Knowledge.legal`)."""
    out = _scored(k, with_reasons)
    out.sort(key=lambda t: -t[1])
    return out


def _scored(k: Knowledge, why: bool) -> list[tuple[Action, float, str]]:
    """Every legal action with its heuristic score, in the order of
    :attr:`~penchant.players.mask_knowledge.Knowledge.legal` (unsorted)."""
    if k.stage.declaring:
        return _score_declarations(k, why)
    if k.last_six:
        return _score_phase2(k, why)
    if k.stage is Stage.LEAD:
        return _score_leads(k, why)
    return _score_follows(k, why)


def _score_declarations(k: Knowledge, why: bool) -> list[tuple[Action, float, str]]:
    bv = k.profile.brisque_value
    hold = k.holding
    points = _points(k.profile)
    strengths: list[float] = []  # per suit, worked out at the first penchant that sets trump
    trump = None if k.trump is None else Suit(k.trump)  # the fast path's number, read back as the suit
    sets_trump = penchant_sets_trump(k.profile, trump, by_trick_winner=k.stage is Stage.DECLARE)
    out: list[tuple[Action, float, str]] = []
    best = _best_declaration_points(k, points) if why else 0
    for a in k.legal:
        if not isinstance(a, Declare):
            out.append((a, 0.0, "pass: declare nothing" if why else ""))
            continue
        m = a.cards.mask
        kind = classify_mask(m)
        if kind is None:
            raise BrokenInvariantError(NO_KIND)
        pts = points[_KIND_ID[kind]]
        v = float(pts)
        reason = ""
        if is_minor_set_mask(kind, m):
            v += 0.1 * bv  # minor sets first, before a major set can bar them
        fresh = m & k.hand
        # Reveal little: prefer the declaration that lays fewer high cards from the hand.
        v -= 0.02 * bv * sum(rank_of_index(i) for i in card_indexes(fresh)) / 7
        if kind is Kind.PENCHANT and sets_trump:
            suit = trump_of_penchant(m)
            if not strengths:
                strengths = [_suit_strength(hold, s) for s in Suit]
            lead_by = strengths[suit] - max(strengths[s] for s in Suit if s != suit)
            v += 0.4 * bv * lead_by
            if why:
                reason = (f"penchant {a.cards} for {pts}, and trump becomes {Suit(suit).plural} "
                          f"(my {'strongest' if lead_by >= 0 else 'not my strongest'} suit)")
        elif why:
            reason = f"{kind_words(kind)} {a.cards} for {pts}" + (
                ", the best legal combination" if pts == best else "")
        out.append((a, v, reason))
    return out


def _best_declaration_points(k: Knowledge, points: tuple[int, ...]) -> int:
    """What the best legal declaration scores (:func:`_points`, the rules' :func:`declared_points` a kind), 0 with
    none: asked once a turn, not once a declaration weighed."""
    kinds = (classify_mask(a.cards.mask) for a in k.legal if isinstance(a, Declare))
    return max((points[_KIND_ID[kind]] for kind in kinds if kind is not None), default=0)


def _score_leads(k: Knowledge, why: bool) -> list[tuple[Action, float, str]]:
    bv = k.profile.brisque_value
    pts = _points(k.profile)
    keep = _keep_worth(k, pts)
    after = _declarable_after(k, pts)
    live = k.live
    shown, opp_table = k.opp_shown, k.opp_table
    beaters_of = _BEATERS[_NO_TRUMP if k.trump is None else k.trump]
    last = tenth_trick_in_play(tricks_for_stock(k.stock_size))
    out: list[tuple[Action, float, str]] = []
    for a in k.legal:
        if not isinstance(a, Play):
            raise BrokenInvariantError(NOT_A_CARD_PLAY)
        i = a.card.index
        beaten_by = beaters_of[i] & live
        higher = HIGHER_IN_SUIT[i] & live  # the beaters of its own suit
        if not beaten_by:
            pw = 0.95
        elif beaten_by & shown:
            pw = 0.1  # he is known to hold a card that beats it
        elif not higher:
            pw = 0.6
        else:
            pw = 0.3 if higher & opp_table or higher.bit_count() > 1 else 0.4
        decl = after[i]
        b = _IS_BRISQUE[i]
        v = -keep[i] + pw * decl + (2 * pw - 1) * b * bv * 0.5
        if last:
            v += (2 * pw - 1) * bv  # the last trick's winner leads the last six
        reason = ""
        if why:
            bits = [f"gives up little (worth {keep[i]:.1f} to keep)" if keep[i] < bv
                    else f"worth {keep[i]:.1f} to keep"]
            if pw >= 0.9:
                bits.append("no card left can beat it")
            if decl:
                bits.append(f"winning lets me declare {decl:g}")
            reason = "lead " + str(a.card) + ": " + ", ".join(bits)
        out.append((a, v, reason))
    return out


def _score_follows(k: Knowledge, why: bool) -> list[tuple[Action, float, str]]:
    bv = k.profile.brisque_value
    pts = _points(k.profile)
    keep = _keep_worth(k, pts)
    after = _declarable_after(k, pts)
    lead = k.lead
    if lead is None:
        raise BrokenInvariantError(NO_CARD_LED)
    last = tenth_trick_in_play(tricks_for_stock(k.stock_size))
    tail = bv if last else 0.0
    winners = beaters(lead, k.trump)  # the cards that win the trick played to it (follower_wins)
    brisques_with = _TRICK_BRISQUES[lead]
    out: list[tuple[Action, float, str]] = []
    for a in k.legal:
        if not isinstance(a, Play):
            raise BrokenInvariantError(NOT_A_CARD_PLAY)
        i = a.card.index
        wins = winners & _BITS[i]
        tb = brisques_with[i]
        if wins:
            decl = after[i]
            v = -keep[i] + tb * bv * 0.5 + decl + tail
        else:
            decl = 0.0
            v = -keep[i] - tb * bv * 0.5 - tail
        reason = ""
        if why:
            if wins:
                bits = [f"wins the trick with {PACK[i]}"]
                if tb:
                    bits.append(f"takes {count_words(tb, 'brisque')}")
                if decl:
                    bits.append(f"then declares {decl:g}")
                if last:
                    bits.append("and leads the last six tricks")
                bits.append(f"costs a card worth {keep[i]:.1f} to keep")
            else:
                bits = [f"lets the trick go, throwing {PACK[i]} (worth {keep[i]:.1f} to keep)"]
                if tb:
                    bits.append(f"gives away {count_words(tb, 'brisque')}")
            reason = "; ".join(bits)
        out.append((a, v, reason))
    return out


def _score_phase2(k: Knowledge, why: bool) -> list[tuple[Action, float, str]]:
    bv = k.profile.brisque_value
    opp = k.opp_hand if k.opp_hand is not None else 0
    trump = k.trump
    lead = k.lead
    beaters_of = _BEATERS[_NO_TRUMP if trump is None else trump]
    out: list[tuple[Action, float, str]] = []
    for a in k.legal:
        if not isinstance(a, Play):
            raise BrokenInvariantError(NOT_A_CARD_PLAY)
        i = a.card.index
        r = rank_of_index(i)
        b = _IS_BRISQUE[i]
        reason = ""
        if lead is None:
            if not last_six_follows(opp, i, trump) & beaters_of[i]:  # no reply of his beats it
                v = bv * (1.0 + b) + 0.05 * r
                if why:
                    reason = f"lead {PACK[i]}: a sure trick" + (", and a brisque banked" if b else "")
            else:
                v = -b * bv - 0.05 * r
                if why:
                    reason = f"lead {PACK[i]}: it loses, so lead something cheap" + (
                        " (but it is a brisque)" if b else "")
        else:
            tb = _TRICK_BRISQUES[lead][i]
            if beaters_of[lead] & _BITS[i]:  # it wins the trick (follower_wins)
                v = tb * bv - 0.05 * r
                if why:
                    reason = f"win with {PACK[i]}" + (f", taking {count_words(tb, 'brisque')}" if tb else "")
            else:
                v = -tb * bv - 0.02 * r
                if why:
                    reason = f"lose with {PACK[i]}" + (f", giving {count_words(tb, 'brisque')}" if tb else "")
        out.append((a, v, reason))
    return out


# ---------------------------------------------------------------------------
# The player


def greedy_action(state: DealState, shown: int = 0) -> Action:
    """The greedy choice of the player to move in ``state`` (fast path for simulations).

    It reads only what that player may see (:func:`~penchant.players.mask_knowledge.knowledge_from_state`), and
    ``shown``, a mask of cards of the other's hand he has been shown
    (:attr:`~penchant.players.mask_knowledge.Knowledge.opp_shown`: the coach's concealment play-outs).
    """
    legal = state.legal_actions
    if is_forced(legal):
        return legal[0]
    k = knowledge_from_state(state, shown)
    best: Action = legal[0]
    top = float("-inf")
    for a, v, _ in _scored(k, False):  # the first best in the legal order: score_actions' first, without its sort
        if v > top:
            best, top = a, v
    return best


class GreedyPlayer(Player):
    """Rules of thumb, no search (see the module's text)."""

    name = "greedy"

    def analyse(self, view: PlayerView, rng: random.Random, include: Sequence[Action] = ()) -> Deliberation:
        k = knowledge_from_view(view, self.rules_for(view))
        scored = score_actions(k, with_reasons=True)
        choices = tuple(Choice(a, v, reason) for a, v, reason in scored)
        return Deliberation(self.name, choices, "rules of thumb", exact=len(choices) == 1)
