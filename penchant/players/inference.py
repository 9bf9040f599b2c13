"""Reading the opponent's hand from his play: sampled deals weighted by how likely his plays are in them.

:func:`~penchant.players.knowledge.sample_deal` deals the unseen cards
uniformly: every hand the opponent may hold is as likely as any other. But
his play says something. A player who leads a Seven into the trick probably
holds no card he would rather throw; one who lets a brisque go probably had
nothing cheap to win it with. This module puts a number on that: in a
sampled deal, the opponent's hand *at the moment he played* is rebuilt from
the view, and the rules of thumb (:func:`~penchant.players.greedy.score_actions`)
give every card he could have played a score; a softmax of those scores says
how likely the card he did play was in that deal. Two of his plays are
visible in a :class:`~penchant.play.state.PlayerView`:

* **the card he led into the trick in progress** (when the player is to
  follow): his hand then is his hand now and the led card;
* **his card in the last trick**: his hand then is his hand now, less the
  card he drew after the trick (any of them: the average is taken over
  which), and the card he played.

:func:`inferred_deals` draws a larger pool of deals, weighs each by the
product of these likelihoods, and resamples the pool to the number of deals
the search wants (systematic resampling, so a deal of weight 2 comes twice).
The same deals then serve every candidate action (common random numbers).

Only the view and the random generator are read: other hidden cards that
agree with the view give the same deals. The temperatures were fitted (by
likelihood, over a grid) to the strong player's Phase 1 plays in 8 deals:
its leads follow the rules of thumb only loosely (best temperature 2 points
in one fit, 3 in the stored one, ``benchmarks/inference_fit.json`` from
``benchmarks/fit_inference.py``; the likelihood is flat between), its
follows more closely (1 and 1.5). The reading is weak: a lead tells 0.1 to
0.2 nats over a uniform choice, a follow 0.4 to 0.5, and in 55 decisions
the opponent's true hand scored at the 57th percentile of random ones.

What the view does not carry, and the reading would use: *when* each
declaration was made (so a trick he won without declaring, with a
combination in hand, could count against the hands that hold one), and his
plays before the last trick.
"""

from __future__ import annotations

import math
import random
from typing import Final

from penchant.play.moves import Action, Play, Stage
from penchant.play.state import DealState
from penchant.play.view import PlayerView
from penchant.players.greedy import score_actions
from penchant.players.knowledge import sample_deal
from penchant.players.mask_knowledge import Knowledge
from penchant.rules.cards import PACK, card_indexes
from penchant.rules.procedure import other_player, stock_at_last_play
from penchant.rules.profiles import Profile
from penchant.rules.tricks import first_ten_plays

__all__ = [
    "FOLLOW_TEMPERATURE",
    "LEAD_TEMPERATURE",
    "POOL_FACTOR",
    "behaviour_likelihood",
    "inferred_deals",
    "play_likelihood",
]

LEAD_TEMPERATURE: Final = 2.0
"""Softmax temperature (points of the rules of thumb's score) for the opponent's leads."""

FOLLOW_TEMPERATURE: Final = 1.0
"""Softmax temperature for the opponent's follows."""

POOL_FACTOR: Final = 3
"""Deals drawn per deal kept: the pool the likelihoods resample."""

_PLAYS: Final[tuple[Action, ...]] = tuple(Play(c) for c in PACK)


def play_likelihood(k: Knowledge, card: int, temperature: float) -> float:
    """How likely a player who knows ``k`` (``k.legal`` every card of his hand and table) plays ``card``:
    a softmax of the rules of thumb's scores at ``temperature``."""
    scored = score_actions(k)
    top = max(v for _, v, _ in scored)
    z = 0.0
    mine = 0.0
    for a, v, _ in scored:
        e = math.exp((v - top) / temperature)
        z += e
        if isinstance(a, Play) and a.card.index == card:
            mine = e
    return mine / z


def _knowledge(
    view: PlayerView, profile: Profile, hand: int, table: int, opp_table: int, played: int,
    lead: int | None, stock_size: int, trump: int | None,
) -> Knowledge:
    legal = [_PLAYS[i] for i in card_indexes(first_ten_plays(hand, table))]
    return Knowledge(
        hand=hand, table=table, opp_table=opp_table, opp_hand=None, played=played, lead=lead,
        trump=trump, stage=Stage.LEAD if lead is None else Stage.FOLLOW, stock_size=stock_size, phase=1,
        legal=legal, profile=profile,
    )


def _declared(view: PlayerView, player: int) -> int:
    m = 0
    for _, cs in view.declared[player]:
        m |= cs.mask
    return m


def behaviour_likelihood(view: PlayerView, profile: Profile, opp_hand: int) -> float:
    """How likely the opponent's visible plays (see the module's text) are if his hand is ``opp_hand``.

    1.0 when there is nothing to read (Phase 2, or no play of his in view).
    """
    if view.last_six:
        return 1.0
    me = view.player
    opp = other_player(me)
    trump = view.trump
    his_declared = _declared(view, opp)
    my_declared = _declared(view, me)
    like = 1.0
    # The card he led into the trick in progress.
    led: int | None = None
    led_from_table = False
    if view.lead is not None and view.leader == opp:
        led = view.lead.index
        led_bit = PACK[led].bit
        led_from_table = bool(his_declared & led_bit)
        hand = opp_hand | (0 if led_from_table else led_bit)
        table = view.opp_table.mask | (led_bit if led_from_table else 0)
        k = _knowledge(view, profile, hand, table, view.table.mask, view.played.mask & ~led_bit,
                       None, view.stock_size, trump)
        like *= play_likelihood(k, led, LEAD_TEMPERATURE)
    t = view.last_trick
    if t is None:
        return like
    his = t.lead.index if t.leader == opp else t.follow.index
    mine = t.follow.index if t.leader == opp else t.lead.index
    drew = view.stage in (Stage.LEAD, Stage.FOLLOW)
    # His hand and table now, before the trick in progress.
    led_bit = 0 if led is None else PACK[led].bit
    his_bit, mine_bit = PACK[his].bit, PACK[mine].bit
    hand_now = opp_hand | (0 if led_from_table else led_bit)
    table_now = view.opp_table.mask | (led_bit if led_from_table else 0)
    his_from_table = bool(his_declared & his_bit)
    table = table_now | (his_bit if his_from_table else 0)
    my_table = view.table.mask | (my_declared & mine_bit)
    played = view.played.mask & ~(his_bit | mine_bit | led_bit)
    stock = stock_at_last_play(view.stock_size, drew)
    lead = None if t.leader == opp else mine
    temp = LEAD_TEMPERATURE if lead is None else FOLLOW_TEMPERATURE
    back = 0 if his_from_table else his_bit
    if not drew:
        k = _knowledge(view, profile, hand_now | back, table, my_table, played, lead, stock, trump)
        return like * play_likelihood(k, his, temp)
    total = 0.0
    drawn = list(card_indexes(hand_now))
    for d in drawn:
        k = _knowledge(view, profile, (hand_now & ~PACK[d].bit) | back, table, my_table, played, lead, stock, trump)
        total += play_likelihood(k, his, temp)
    return like * total / len(drawn) if drawn else like


def inferred_deals(view: PlayerView, profile: Profile, rng: random.Random, n: int,
                   pool_factor: int = POOL_FACTOR) -> list[DealState]:
    """``n`` deals agreeing with the view, drawn in proportion to how likely they make the opponent's
    visible plays (see the module's text). With nothing to read, ``n`` uniform deals
    (:func:`~penchant.players.knowledge.sample_deal`)."""
    if view.last_six or (view.last_trick is None and not (view.lead is not None and view.leader != view.player)):
        return [sample_deal(view, profile, rng) for _ in range(n)]
    pool = [sample_deal(view, profile, rng) for _ in range(n * pool_factor)]
    opp = other_player(view.player)
    weights = [behaviour_likelihood(view, profile, w.hands_mask[opp]) for w in pool]
    total = sum(weights)
    if total <= 0.0:
        return pool[:n]
    # Systematic resampling: one uniform draw, n evenly spaced pointers into the cumulative weights.
    step = total / n
    u = rng.random() * step
    out: list[DealState] = []
    acc = 0.0
    i = 0
    for w, world in zip(weights, pool, strict=True):
        acc += w
        while i < n and u + i * step < acc:
            out.append(world)  # a deal drawn twice is shared: the search clones before it plays
            i += 1
    while len(out) < n:  # rounding at the very end of the cumulative sum
        out.append(pool[-1])
    return out
