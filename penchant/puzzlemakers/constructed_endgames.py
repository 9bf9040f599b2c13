"""Deals built to reach a position of the last six tricks, or to carry a story of declarations (a trump
puzzle's): the end-games' and the stories' half of :mod:`penchant.puzzlemakers.constructed`, which plans the
first ten tricks for both.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Final

from penchant.errors import PenchantError, PuzzleError
from penchant.play.moves import Play, Stage
from penchant.play.play_record import DealPlay
from penchant.puzzlemakers.constructed import (
    FIRST_OF_LAST_SIX,
    TRIES,
    Declared,
    Phase2Target,
    TrickPlan,
    arrival_slots,
    deadlines,
    deal_of_plan,
    fits_in_tricks,
    plan_from_free,
    plan_seat,
    plan_tricks,
    play_the_plan,
    rules_json,
    seated,
)
from penchant.rules.brisques import trick_brisques
from penchant.rules.cards import FULL_MASK, PACK, cards_of, index_in, rank_mask
from penchant.rules.combinations import classify_mask
from penchant.rules.dealing import FIRST_TEN_TRICKS, HAND_SIZE
from penchant.rules.kinds import Kind
from penchant.rules.possible_positions import last_six_position_problems
from penchant.rules.procedure import (
    CARDS_PER_TRICK,
    STOCK_AT_LAST_DECLARATION,
    cut_into_tricks,
    declaration_may_follow,
    held,
    last_six_begun,
    last_six_trick,
    next_leader,
    next_to_play,
    other_player,
    tricks_for_stock,
)
from penchant.rules.profiles import Profile
from penchant.rules.suits_and_ranks import Rank
from penchant.rules.tricks import last_six_follows, trick_winner
from penchant.rules.trump import trump_jack

__all__ = ["construct_phase2", "construct_story"]


# ----------------------------------------------------------------------------------------- the last six
def construct_phase2(target: Phase2Target, seed: int = 0, tries: int = TRIES) -> dict[str, Any]:
    """A history whose replay reaches the end-game ``target``, or :class:`PuzzleError`."""
    profile = Profile.from_json(target.rules)
    rng = random.Random(seed)
    n = target.hand.bit_count()
    done2 = last_six_trick(n) - FIRST_OF_LAST_SIX  # tricks of the last six already played
    in_hands = target.hand | target.opp_hand | (0 if target.led is None else PACK[target.led].bit)
    led = 0 if target.led is None else PACK[target.led].bit
    problems = last_six_position_problems(hand=target.hand, opp_hand=target.opp_hand, led=led, won=target.won)
    if problems:
        raise PuzzleError(f"no deal reaches this end-game: {'; '.join(problems)}")
    for _ in range(tries):
        got = _try_phase2(target, profile, rng, done2, in_hands)
        if got is not None:
            return got
    raise PuzzleError(f"no deal found that reaches this end-game in {tries} plans")


def _try_phase2(target: Phase2Target, profile: Profile, rng: random.Random, done2: int,
                in_hands: int) -> dict[str, Any] | None:
    taken = [c.index for c in cards_of(FULL_MASK & ~in_hands)]
    rng.shuffle(taken)
    # The last six so far: each side's cards of the tricks played since the stock ran out.
    last6 = [list(trick) for trick in cut_into_tricks(taken)[:done2]]
    rest = taken[CARDS_PER_TRICK * done2:]
    start = [target.hand, target.opp_hand | (0 if target.led is None else PACK[target.led].bit)]
    line = _phase2_line(target, last6, start, rng)
    if line is None:
        return None
    plays2, first_leader, br2 = line
    for who, card in plays2:
        start[who] |= PACK[card].bit
    if target.led is not None:
        plays2 = [*plays2, (1, target.led)]
    want1 = (target.won[0] - br2[0], target.won[1] - br2[1])
    if min(want1) < 0:
        return None
    for _ in range(20):
        plan = TrickPlan(me=rng.randrange(2), dealer=rng.randrange(2))
        forced: dict[int, list[tuple[int, int]]] = {0: [], 1: []}
        when: dict[int, int] = {}
        pool_cards = list(rest)
        if target.trump is not None:
            pen = _trump_penchant(target.trump, start, pool_cards, rng)
            if pen is None:
                continue
            t = rng.randrange(1, FIRST_TEN_TRICKS)
            plan.declarations = {t: pen}
            for c in cards_of(pen.mask):
                when[c.index] = t
                if c.index in pool_cards:  # played from the table after the declaration
                    forced[pen.seat].append((c.index, t + 1))
                    pool_cards.remove(c.index)
        k = FIRST_TEN_TRICKS  # every trick of the first ten is played before the position
        n0 = k - len(forced[0])
        pools = [pool_cards[:n0] + [c for c, _t in forced[0]], pool_cards[n0:] + [c for c, _t in forced[1]]]
        if len(pools[1]) != FIRST_TEN_TRICKS:
            continue
        if not plan_tricks(plan, FIRST_TEN_TRICKS, first_leader, profile, [list(pools[0]), list(pools[1])],
                            {0: list(forced[0]), 1: list(forced[1])}, rng, want1):
            continue
        slots = [arrival_slots(deadlines(plan, who, start[who], when, FIRST_TEN_TRICKS), FIRST_TEN_TRICKS)
                 for who in (0, 1)]
        if slots[0] is None or slots[1] is None:
            continue
        by_seat = [slots[0], slots[1]] if plan.me == 0 else [slots[1], slots[0]]
        deal = deal_of_plan(seated(plan), by_seat, FIRST_TEN_TRICKS, [], rng, profile)
        played = play_the_plan(plan, deal, profile, FIRST_TEN_TRICKS, False, False)
        if played is None:
            continue
        whole = _append_phase2(played, plan, plays2, profile)
        if whole is None:
            continue
        history = {"rules": rules_json(profile), "deal": whole.to_json(), "you": plan.me}
        if _phase2_matches(history, target):
            return history
    return None


def _trump_penchant(trump: int, start: list[int], pool: list[int], rng: random.Random) -> Declared | None:
    """A penchant that makes ``trump`` (its Jack's suit) declared by a trick's winner: its cards held by the
    declarer when the last six begin, or played from his table before."""
    jack = trump_jack(trump)
    seats = [w for w in (0, 1) if start[w] & jack.bit] or ([0, 1] if jack.index in pool else [])
    if not seats:
        return None
    seat = rng.choice(seats)
    queens = [q.index for q in cards_of(rank_mask(Rank.QUEEN))
              if classify_mask(jack.bit | q.bit) is Kind.PENCHANT and (start[seat] & q.bit or q.index in pool)]
    if not queens:
        return None
    return Declared(seat, jack.bit | PACK[rng.choice(queens)].bit)


_NO_DEALER_YET: Final = 0
"""The last six tricks are planned before the deal's dealer is drawn: after a trick its winner leads whoever
dealt (:func:`~penchant.rules.procedure.next_leader`), so any seat stands for the dealer there."""


def _phase2_line(target: Phase2Target, tricks: list[list[int]], start: list[int],
                 rng: random.Random) -> tuple[list[tuple[int, int]], int, tuple[int, int]] | None:
    """The tricks of the last six played before the position, as (who, card) in order, who led the first of
    them, and the brisques each side took in them; ``None`` when the split does not play legally."""
    hands = [start[0], start[1]]
    n = len(tricks)
    for pair in tricks:
        rng.shuffle(pair)
        hands[0] |= PACK[pair[0]].bit
        hands[1] |= PACK[pair[1]].bit
    trump = target.trump
    # Search the order of the tricks and who led each, so that every follow is legal and the last winner
    # leads the position (you on lead, or your opponent having led).
    wanted_leader = 1 if target.led is not None else 0
    for _ in range(40):
        order = list(range(n))
        rng.shuffle(order)
        leader = rng.randrange(2) if n else wanted_leader
        first = leader
        h = [hands[0], hands[1]]
        plays: list[tuple[int, int]] = []
        br = [0, 0]
        ok = True
        for i in order:
            a, b = (tricks[i][0], tricks[i][1]) if leader == 0 else (tricks[i][1], tricks[i][0])
            follower = next_to_play(leader, follower_won=None)
            if not index_in(last_six_follows(h[follower], a, trump), b):
                ok = False
                break
            h[leader] &= ~PACK[a].bit
            h[follower] &= ~PACK[b].bit
            w = trick_winner(leader, a, b, trump)
            br[w] += trick_brisques(a, b)
            plays += [(leader, a), (follower, b)]
            leader = next_leader(_NO_DEALER_YET, w)
        if ok and leader == wanted_leader:
            return plays, first, (br[0], br[1])
    return None


def _append_phase2(deal: DealPlay, plan: TrickPlan, plays2: list[tuple[int, int]], profile: Profile) -> DealPlay | None:
    state = deal.replay(profile)
    actions = list(deal.actions)
    for who, card in plays2:
        seat = plan_seat(plan, who)
        if state.to_move != seat:
            return None
        try:
            state.apply(Play(PACK[card]))
        except PenchantError:
            return None
        actions.append((seat, Play(PACK[card])))
    return DealPlay(deal.dealer, deal.pone_hand, deal.dealer_hand, deal.stock, tuple(actions))


def _phase2_matches(history: dict[str, Any], target: Phase2Target) -> bool:
    from penchant.puzzles.history_replay import replay

    try:
        state = replay(history)
    except PuzzleError:
        return False
    if not state.last_six or state.to_move is None:
        return False
    me = state.to_move
    if me != history["you"]:
        return False
    led = state.lead_index if state.stage is Stage.FOLLOW else None
    return (state.hands_mask[me] == target.hand and state.hands_mask[other_player(me)] == target.opp_hand
            and state.trump == target.trump and led == target.led
            and tuple(state.brisques[q] for q in (me, other_player(me))) == target.won)


# ----------------------------------------------------------------------------------------- trump stories
def construct_story(rules: Any, events: Sequence[tuple[int, int, int]], seed: int = 0, tries: int = TRIES,
                    also: Sequence[str] = ()) -> dict[str, Any]:
    """A history whose tricks carry these declarations, in order, one a trick (tricks with no declaration may
    come between): ``(winner, declarer, mask)`` with 0 for you and 1 for your opponent (a declarer who is not
    the winner is the loser declaring a penchant after the winner passed). The history stops after the last of
    them; declared cards not needed later may have been played from the table. ``also``: other rules under
    which the same actions must replay (a "whose rules?" story)."""
    profile = Profile.from_json(rules)
    others = [Profile.from_json(r) for r in also]
    rng = random.Random(seed)
    _refuse_story_length(len(events))
    for _ in range(tries):
        got = _try_story(events, profile, rng, others)
        if got is None:
            continue
        if all(_replays(got, other) for other in others):
            return got
    raise PuzzleError(f"no deal found that carries these declarations in {tries} plans")


def _story_last_trick() -> int:
    """The last trick a story's declaration may follow: the ninth, whose draws leave the stock the two cards of
    the last declaration; the tenth trick's declaration is followed by the draws that begin the last six, and a
    story ends while the tables are still tables."""
    return tricks_for_stock(STOCK_AT_LAST_DECLARATION)


def _refuse_story_length(k: int) -> None:
    """Refuse a story of ``k`` declarations, one a trick, that no deal tells: none, more than the rules let follow
    the first ten tricks (:func:`declaration_may_follow`), or one that would end after the tenth trick, whose
    draws begin the last six (:func:`last_six_begun`)."""
    if not k:
        raise PuzzleError("0 declarations: a story tells at least one declaration")
    if not declaration_may_follow(k):
        raise PuzzleError(f"{k} declarations: one a trick, and a declaration follows only one of the first ten "
                          "tricks")
    if last_six_begun(k):
        raise PuzzleError(f"{k} declarations: one a trick, the last would follow the tenth trick, whose draws begin "
                          f"the last six; a story ends while the tables are still tables, by trick "
                          f"{_story_last_trick()}")


def _replays(history: dict[str, Any], profile: Profile) -> bool:
    try:
        DealPlay.from_json(history["deal"], 0).replay(profile)
    except PenchantError:
        return False
    return True


def _try_story(events: Sequence[tuple[int, int, int]], profile: Profile, rng: random.Random,
               also: Sequence[Profile]) -> dict[str, Any] | None:
    k = len(events)
    last = _story_last_trick()  # the story ends while the tables are still tables
    total = rng.randrange(k, min(last, k + 3) + 1)
    tricks = [*sorted(rng.sample(range(1, total), k - 1)), total]
    plan = TrickPlan(me=rng.randrange(2), dealer=rng.randrange(2))
    plan.declarations = {t: Declared(d, m, by_loser=d != w) for t, (w, d, m) in zip(tricks, events, strict=True)}
    declared = [0, 0]
    when: dict[int, int] = {}
    last_use: dict[int, int] = {}
    for t, d in sorted(plan.declarations.items()):
        declared[d.seat] |= d.mask
        for c in cards_of(d.mask):
            when.setdefault(c.index, t)
            last_use[c.index] = t
    if declared[0] & declared[1]:
        raise PuzzleError("a card is declared by both players")
    forced: dict[int, list[tuple[int, int]]] = {0: [], 1: []}
    finals = [0, 0]
    keep = rng.choice((0.0, 0.25, 0.5))
    for who in (0, 1):
        indexes = [c.index for c in cards_of(declared[who])]
        rng.shuffle(indexes)
        for i in indexes:
            must_keep = last_use[i] >= total
            if must_keep or (finals[who].bit_count() < HAND_SIZE and rng.random() < keep):
                finals[who] |= PACK[i].bit
            else:
                forced[who].append((i, last_use[i] + 1))
        # One card a trick: the cards to play from the table must fit the tricks after they are free; keep
        # the latest ones on the table while there is room.
        forced[who].sort(key=lambda ct: -ct[1])
        while not fits_in_tricks(forced[who], total):
            if finals[who].bit_count() >= HAND_SIZE or not forced[who]:
                return None
            kept, _t = forced[who].pop(0)
            finals[who] |= PACK[kept].bit
        if finals[who].bit_count() > HAND_SIZE:
            return None
    free = [c.index for c in cards_of(FULL_MASK & ~(declared[0] | declared[1]))]
    rng.shuffle(free)
    for who in (0, 1):
        extra = held("play") - finals[who].bit_count()
        finals[who] |= sum(PACK[c].bit for c in free[:extra])
        free = free[extra:]
    # (fits_in_tricks above keeps each seat's forced cards within the tricks: only too few free cards can refuse here)
    spare = plan_from_free(plan, total, None, profile, free, forced, rng, also=also)
    if spare is None:
        return None
    slots = [arrival_slots(deadlines(plan, who, finals[who], when, total), total) for who in (0, 1)]
    if slots[0] is None or slots[1] is None:
        return None
    by_seat = [slots[0], slots[1]] if plan.me == 0 else [slots[1], slots[0]]
    deal = deal_of_plan(seated(plan), by_seat, total, spare, rng, profile)
    played = play_the_plan(plan, deal, profile, total, False, False)
    if played is None:
        return None
    return {"rules": rules_json(profile), "deal": played.to_json(), "you": plan.me}
