"""Deals built to reach a position: the history that proves a hand-made position can arise.

A hand-made puzzle shows a position (a moment of the first ten tricks, or the last six); a strong player
asks whether it can arise at all. Here a deal is *constructed* that reaches it: the cards dealt, the order
of the stock, and every play, declaration and pass of both players from the deal to that moment, written
as a ``penchant-play/1`` deal record (:class:`~penchant.play.play_record.DealPlay`) which the engine replays
action by action (:func:`penchant.puzzles.history_replay.replay`). A position no deal reaches gets no history,
and the bank's test refuses a puzzle without one.

The construction plans, then checks with the engine:

1. **Declarations.** Each table is laid by declarations, one a trick (the trick's winner's; a loser may
   declare only a penchant): a short sequence of the pack's combinations covering the table (building on
   cards already there is allowed; a combination's card that is no longer on the table was played from it
   later). Under rules where a card serves once per kind, the puzzle's own record of declarations is used.
2. **Tricks.** The tricks before the moment get winners (a declaration's trick is won by its declarer, the
   moment's trick by whoever the moment says), and cards that make those winners (the higher card of the
   suit led, or a trump once a penchant has set one); an end-game's first ten tricks also give each side
   the brisques it has taken.
3. **Dealing.** Each player's cards, in the order they are needed (to play, to declare, to hold at the
   moment), are dealt or drawn in time: the six dealt first, then one a trick from the stock, the winner
   drawing first. The stock is stacked to give them.
4. **Replay.** The engine plays the deal; any refusal (a bar, the fresh-card rule, one use a kind) or a
   position that differs throws the plan away, and another random plan is tried (seeded: the same puzzle
   gets the same deal).

The end-games and the trump stories are built the same way (:mod:`penchant.puzzlemakers.constructed_endgames`).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Literal

from penchant.errors import PenchantError, PuzzleError
from penchant.play.moves import Action, Declare, Pass, Play, Stage
from penchant.play.play_record import DealPlay
from penchant.rules.brisques import trick_brisques
from penchant.rules.cards import FULL_MASK, PACK, CardSet, cards_of, index_in
from penchant.rules.combinations import candidate_combinations, classify_mask
from penchant.rules.dealing import FIRST_TEN_TRICKS
from penchant.rules.kinds import Kind
from penchant.rules.limits import most_brisquettes
from penchant.rules.procedure import (
    CARDS_PER_TRICK,
    cards_received,
    declaration_may_follow,
    held,
    next_leader,
    next_to_play,
    other_player,
    pone_of,
    trick_in_play,
    tricks_for_stock,
)
from penchant.rules.profiles import RECORD_OPTIONS, Profile, get_profile
from penchant.rules.suits_and_ranks import Suit
from penchant.rules.tricks import follower_wins
from penchant.rules.trump import penchant_sets_trump, trump_of_penchant

__all__ = [
    "TrickPlan", "arrival_slots", "deadlines", "deal_of_plan", "fits_in_tricks", "plan_from_free", "plan_seat",
    "plan_tricks", "play_the_plan", "rules_json", "seated", "Declared", "MOMENTS", "Moment", "Phase1Target",
    "Phase2Target", "construct_phase1"
]

Moment = Literal["won", "lost", "lead", "opp_lead"]
MOMENTS: Final = ("won", "lost", "lead", "opp_lead")
"""The moments of the first ten tricks a drill is set at: you won the trick and may declare; you lost it and your
opponent declared nothing (a penchant only); you lead the next trick; your opponent leads it."""

FIRST_OF_LAST_SIX: Final = trick_in_play(FIRST_TEN_TRICKS)
"""The number of the first trick of the last six."""
TRIES: Final = 4000
"""Random plans tried before giving up on a position."""


@dataclass(frozen=True)
class Declared:
    """A declaration in a plan: who declares (0 you, 1 your opponent), the cards, and whether the trick's loser
    declares it (a penchant only)."""

    seat: int
    mask: int
    by_loser: bool = False


@dataclass(frozen=True)
class Phase1Target:
    """A moment of the first ten tricks, seen by "you": your hand and table, your opponent's table, the stock.

    ``declared``: your declarations so far, in order, when the puzzle records them (rules where a card serves
    once per kind); ``None`` lets the plan choose."""

    rules: Any
    """A profile's name, or ``{"profile": name, option: value}``."""
    moment: Moment
    hand: int
    table: int
    opp_table: int
    stock: int
    declared: tuple[int, ...] | None = None

    @property
    def tricks(self) -> int:
        """The tricks played by the moment (the moment's own trick included when it follows one)."""
        done = tricks_for_stock(self.stock)
        return done + 1 if self.moment in ("won", "lost") else done


@dataclass(frozen=True)
class Phase2Target:
    """A position of the last six tricks, seen by the player to move ("you"): both hands, trump, the card your
    opponent led (if any) and the brisques each side has taken."""

    rules: Any
    hand: int
    opp_hand: int
    trump: int | None
    led: int | None
    won: tuple[int, int]


@dataclass
class TrickPlan:
    """One random plan: the seats, the tricks' winners and cards, the declarations, the deal."""

    me: int
    dealer: int
    winners: list[int] = field(default_factory=list)
    leaders: list[int] = field(default_factory=list)
    cards: list[tuple[int, int]] = field(default_factory=list)
    """Each trick's (leader's card, follower's card), as indexes."""
    declarations: dict[int, Declared] = field(default_factory=dict)
    """Trick number (1-based) -> the declaration after it."""


# ----------------------------------------------------------------------------------------- declarations
def _combos_with(card: int) -> list[tuple[int, Kind]]:
    return [(m, k) for m, k in _ALL_COMBOS if index_in(m, card)]


_ALL_COMBOS: Final = candidate_combinations(FULL_MASK)


def covers(table: int, rng: random.Random, most: int, forbidden: int = 0) -> Iterator[list[int]]:
    """Random sequences of at most ``most`` combinations whose cards cover ``table`` (each adds a card not yet
    covered; a combination may build on covered cards) and hold no card of ``forbidden``. Cards of a
    combination outside the table must be played from it later."""
    for _ in range(60):
        seq: list[int] = []
        covered = 0
        ok = True
        while table & ~covered:
            if len(seq) >= most:
                ok = False
                break
            left = table & ~covered
            card = rng.choice([c.index for c in cards_of(left)])
            options = [(m, k) for m, k in _combos_with(card) if not m & forbidden]
            inside = [m for m, _k in options if not m & ~table]
            pool = inside if inside and rng.random() < 0.85 else [m for m, _k in options]
            if not pool:
                ok = False
                break
            # Prefer combinations that cover more of what is left.
            pool.sort(key=lambda m: (-(m & left).bit_count(), rng.random()))
            pick = pool[min(len(pool) - 1, int(rng.random() ** 2 * len(pool)))]
            seq.append(pick)
            covered |= pick
        if ok:
            yield seq


# ----------------------------------------------------------------------------------------- tricks
def _trick_cards(lead_pool: list[int], follow_pool: list[int], leader_wins: bool, trumps: Sequence[int | None],
                 rng: random.Random, brisque_want: int | None = None) -> tuple[int, int] | None:
    """A (lead, follow) pair from the pools giving the wanted winner whichever of ``trumps`` is trump (and, if
    asked, exactly ``brisque_want`` brisques in the trick)."""
    leads = list(lead_pool)
    rng.shuffle(leads)
    for a in leads[:12]:
        follows = [b for b in follow_pool
                   if b != a and all(follower_wins(a, b, tr) != leader_wins for tr in trumps)]
        if brisque_want is not None:
            follows = [b for b in follows if trick_brisques(a, b) == brisque_want]
        if follows:
            return a, rng.choice(follows)
    return None


def arrival_slots(own: dict[int, int], draws: int) -> dict[int, int] | None:
    """Each card -> the slot it arrives in (0: dealt; n: drawn after trick n), earliest deadline first, or
    ``None`` when a card cannot arrive in time. ``own`` maps each card to the last slot it may arrive in."""
    if len(own) != cards_received(draws):
        return None
    order = sorted(own, key=lambda c: (own[c], c))
    slots = [0] * cards_received(0) + list(range(1, draws + 1))
    out: dict[int, int] = {}
    for card, slot in zip(order, slots, strict=True):
        if slot > own[card]:
            return None
        out[card] = slot
    return out


def deal_of_plan(plan: TrickPlan, slots: Sequence[dict[int, int]], draws: int, rest: list[int], rng: random.Random,
                 profile: Profile) -> DealPlay:
    """The deal record: the six cards each is dealt, the stock stacked for the draws, no actions yet."""
    dealt = [[c for c, s in slots[p].items() if s == 0] for p in (0, 1)]
    pops: list[int] = []
    for j in range(1, draws + 1):
        w = plan.winners[j - 1]
        got = [next(c for c, s in slots[q].items() if s == j) for q in (w, other_player(w))]
        pops += got
    bottom = list(rest)
    rng.shuffle(bottom)
    stock = bottom + list(reversed(pops))
    pone = pone_of(plan.dealer)
    del profile
    return DealPlay(plan.dealer, tuple(PACK[c] for c in dealt[pone]), tuple(PACK[c] for c in dealt[plan.dealer]),
                    tuple(PACK[c] for c in stock))


def plan_seat(plan: TrickPlan, who: int) -> int:
    """The deal's seat of "you" (0) or your opponent (1)."""
    return plan.me if who == 0 else other_player(plan.me)


def play_the_plan(plan: TrickPlan, deal: DealPlay, profile: Profile, tricks: int, stop_after_trick: bool,
                  last_pass: bool) -> DealPlay | None:
    """Play the plan through the engine: the tricks, each followed by its planned declaration or passes. With
    ``stop_after_trick`` the last trick's declaration stage is left open (``last_pass``: its winner passes
    first). ``None`` when the engine refuses an action."""
    state = deal.start(profile)
    actions: list[tuple[int, Action]] = []

    def act(a: Action) -> bool:
        p = state.to_move
        try:
            state.apply(a)
        except PenchantError:
            return False
        actions.append((p, a))
        return True

    for j in range(1, tricks + 1):
        lead, follow = plan.cards[j - 1]
        if state.to_move != plan_seat(plan, plan.leaders[j - 1]):
            return None
        if not act(Play(PACK[lead])) or not act(Play(PACK[follow])):
            return None
        if j == tricks and stop_after_trick:
            if last_pass and state.stage is Stage.DECLARE:
                if not act(Pass()):
                    return None
            break
        decl = plan.declarations.get(j)
        if state.stage is Stage.DECLARE:
            if decl is not None and not decl.by_loser:
                if state.to_move != plan_seat(plan, decl.seat) or not act(Declare(CardSet.from_mask(decl.mask))):
                    return None
            elif not act(Pass()):
                return None
        elif decl is not None and not decl.by_loser:
            return None  # the winner was to declare, but the engine offers him nothing
        if state.stage is Stage.PENCHANT:
            if decl is not None and decl.by_loser:
                if state.to_move != plan_seat(plan, decl.seat) or not act(Declare(CardSet.from_mask(decl.mask))):
                    return None
            elif not act(Pass()):
                return None
        elif decl is not None and decl.by_loser:
            return None
    return DealPlay(deal.dealer, deal.pone_hand, deal.dealer_hand, deal.stock, tuple(actions))


# ----------------------------------------------------------------------------------------- the first ten
def _schedule(decls: Sequence[Declared], slots_for: Sequence[int], rng: random.Random,
              last: tuple[int, int] | None = None) -> dict[int, Declared] | None:
    """The declarations placed on distinct tricks of ``slots_for``, each player's in their own order; with
    ``last`` (a trick, its winner), only that winner declares after that trick."""
    if len(decls) > len(slots_for):
        return None
    tricks = sorted(rng.sample(list(slots_for), len(decls)))
    mine = [d for d in decls if d.seat == 0]
    his = [d for d in decls if d.seat == 1]
    order = [0] * len(mine) + [1] * len(his)
    rng.shuffle(order)
    out: dict[int, Declared] = {}
    for t, who in zip(tricks, order, strict=True):
        out[t] = (mine if who == 0 else his).pop(0)
    if last is not None and last[0] in out and (out[last[0]].seat != last[1] or out[last[0]].by_loser):
        return None
    return out


def _trumps(plan: TrickPlan, tricks: int, profile: Profile) -> list[int | None]:
    """The trump in force at each trick, as the plan's penchants set it."""
    trump: int | None = None
    out: list[int | None] = []
    for j in range(1, tricks + 1):
        out.append(trump)
        d = plan.declarations.get(j)
        if d is not None and classify_mask(d.mask) is Kind.PENCHANT and penchant_sets_trump(
                profile, None if trump is None else Suit(trump), by_trick_winner=not d.by_loser):
            trump = int(trump_of_penchant(d.mask))
    return out


def fits_in_tricks(forced: Sequence[tuple[int, int]], total: int, start: int = 1) -> bool:
    """Whether cards to be played from a table, each free from the trick given, can be played one a trick in
    tricks ``start`` to ``total``."""
    dues = sorted(max(t, start) for _c, t in forced)
    return all(due <= total - (len(dues) - 1 - i) for i, due in enumerate(dues))


def _choices(pool: Sequence[int], forced: Sequence[tuple[int, int]], trick: int, total: int) -> list[int]:
    """The cards a player may play to ``trick`` in a plan: any card of the pool not waiting to be free from
    the table; only a table card now free when playing another would leave too few tricks for the rest."""
    waiting = {c for c, t in forced if t > trick}
    due = [c for c, t in sorted(forced, key=lambda ct: ct[1]) if t <= trick]
    if due and not fits_in_tricks(forced, total, trick + 1):
        return due
    return [c for c in pool if c not in waiting]


def plan_tricks(plan: TrickPlan, tricks: int, last_winner: int | None, profile: Profile, pools: list[list[int]],
                forced: dict[int, list[tuple[int, int]]], rng: random.Random,
                brisques: tuple[int, int] | None = None, also: Sequence[Profile] = ()) -> bool:
    """Winners and cards for ``tricks`` tricks (``forced[seat]``: (card, earliest trick) to be played from the
    table after its declaration). With ``brisques`` the tricks give each side exactly that many; with ``also``
    each trick has the same winner under those rules too."""
    pone = pone_of(plan.dealer)
    dealer = 1 if plan_seat(plan, 0) == pone else 0  # the dealer's seat as the plan counts seats
    leader = next_leader(dealer, None)
    by_rules = [_trumps(plan, tricks, pr) for pr in (profile, *also)]
    trumps = [sorted({seq[j] for seq in by_rules}, key=lambda x: -1 if x is None else x) for j in range(tricks)]
    plan.winners, plan.leaders, plan.cards = [], [], []
    left = list(brisques) if brisques is not None else None
    for j in range(1, tricks + 1):
        d = plan.declarations.get(j)
        if d is not None and not d.by_loser:
            w = d.seat
        elif d is not None:
            w = other_player(d.seat)
        elif j == tricks and last_winner is not None:
            w = last_winner
        else:
            w = rng.randrange(2)
        follower = next_to_play(leader, follower_won=None)
        lead_pool, follow_pool = _choices(pools[leader], forced[leader], j, tricks), _choices(
            pools[follower], forced[follower], j, tricks)
        want = None
        if left is not None:
            later = tricks - j
            total = left[0] + left[1]
            high = min(CARDS_PER_TRICK, total)
            choices = [b for b in range(high + 1) if b <= left[w] and total - b <= most_brisquettes(later)]
            if not choices:
                return False
            want = rng.choice(choices)
        pair = _trick_cards(lead_pool, follow_pool, leader == w, trumps[j - 1], rng, want)
        if pair is None:
            return False
        a, b = pair
        pools[leader].remove(a)
        pools[follower].remove(b)
        for who, card in ((leader, a), (follower, b)):
            forced[who] = [(c, t) for c, t in forced[who] if c != card]
        if left is not None:
            left[w] -= trick_brisques(a, b)
        plan.leaders.append(leader)
        plan.winners.append(w)
        plan.cards.append((a, b))
        leader = next_leader(dealer, w)
    return not forced[0] and not forced[1] and (left is None or left == [0, 0])


def plan_from_free(plan: TrickPlan, tricks: int, last_winner: int | None, profile: Profile, free: Sequence[int],
                   forced: dict[int, list[tuple[int, int]]], rng: random.Random,
                   also: Sequence[Profile] = ()) -> list[int] | None:
    """Plan ``tricks`` tricks (:func:`plan_tricks`) from the ``free`` cards, shuffled: each seat plays the cards
    it must play from the table (``forced[seat]``) and, for its other tricks, the next free ones, the first seat's
    first. The free cards left over (the spare ones, still to be dealt), or ``None`` when there are too few free
    cards or no plan."""
    need = [tricks - len(forced[0]), tricks - len(forced[1])]
    if need[0] < 0 or need[1] < 0 or need[0] + need[1] > len(free):
        return None
    pools = [[*free[:need[0]], *(c for c, _t in forced[0])],
             [*free[need[0]: need[0] + need[1]], *(c for c, _t in forced[1])]]
    if not plan_tricks(plan, tricks, last_winner, profile, pools, {0: list(forced[0]), 1: list(forced[1])}, rng,
                        also=also):
        return None
    return list(free[need[0] + need[1]:])


def _my_declarations(target: Phase1Target, rng: random.Random, most: int) -> Iterator[list[int]]:
    if target.declared is not None:
        yield list(target.declared)
        return
    yield from covers(target.table, rng, most, target.hand | target.opp_table)


def construct_phase1(target: Phase1Target, seed: int = 0, tries: int = TRIES) -> dict[str, Any]:
    """A history (``{"rules", "deal", "you"}``) whose replay reaches ``target``, or :class:`PuzzleError`."""
    profile = Profile.from_json(target.rules)
    rng = random.Random(seed)
    try:
        k = target.tricks  # tricks_for_stock: the rules refuse a stock no whole tricks leave
    except PenchantError:
        k = 0
    if not declaration_may_follow(k):  # the moment has a trick behind it, one of the first ten
        raise PuzzleError(f"no moment of the first ten tricks has {target.stock!r} cards in the stock")
    at_trick = target.moment in ("won", "lost")
    declaring_tricks = list(range(1, k if at_trick else k + 1))
    draws = k - 1 if at_trick else k
    holding = held("declare") if at_trick else held("play")
    mine_final = target.hand | target.table
    if mine_final.bit_count() != holding:
        raise PuzzleError(f"you hold {mine_final.bit_count()} cards, not the {holding} of this moment")
    last_winner = {"won": 0, "lost": 1, "lead": 0, "opp_lead": 1}[target.moment]
    for _ in range(tries):
        mine = next(iter(_my_declarations(target, rng, len(declaring_tricks))), None)
        mine_cards = 0
        for m in mine or ():
            mine_cards |= m
        his = next(iter(covers(target.opp_table, rng, len(declaring_tricks),
                               target.hand | target.table | mine_cards)), None)
        if mine is None or his is None:
            continue
        decls = [Declared(0, m) for m in mine] + [Declared(1, m) for m in his]
        dealer = rng.randrange(2)
        plan = TrickPlan(me=rng.randrange(2), dealer=dealer)
        sched = _schedule(decls, declaring_tricks, rng, None if at_trick else (k, last_winner))
        if sched is None:
            continue
        plan.declarations = sched
        got = _try_plan(plan, target, profile, rng, k, draws, holding, last_winner, at_trick)
        if got is not None:
            return got
    raise PuzzleError(f"no deal found that reaches this position in {tries} plans")


def _try_plan(plan: TrickPlan, target: Phase1Target, profile: Profile, rng: random.Random, k: int, draws: int,
              holding: int, last_winner: int, at_trick: bool) -> dict[str, Any] | None:
    finals = [target.hand | target.table, target.opp_table]
    declared_cards = [0, 0]
    when: dict[int, int] = {}
    for t, d in sorted(plan.declarations.items()):
        declared_cards[d.seat] |= d.mask
        for c in cards_of(d.mask):
            when.setdefault(c.index, t)
    # Cards declared but no longer on the table are played from it after their declaration.
    forced: dict[int, list[tuple[int, int]]] = {0: [], 1: []}
    for who in (0, 1):
        table_now = target.table if who == 0 else target.opp_table
        for c in cards_of(declared_cards[who] & ~table_now):
            forced[who].append((c.index, when[c.index] + 1))
        if who == 0 and declared_cards[0] & target.hand:
            return None  # a declared card goes to the table, not back to the hand
    used = finals[0] | finals[1] | declared_cards[0] | declared_cards[1]
    free = [c.index for c in cards_of(FULL_MASK & ~used)]
    rng.shuffle(free)
    # The opponent's hand at the moment: from the free cards.
    his_hand_n = holding - target.opp_table.bit_count()
    if his_hand_n < 0:
        return None
    his_hand = free[:his_hand_n]
    free = free[his_hand_n:]
    finals[1] |= sum(PACK[c].bit for c in his_hand)
    spare = plan_from_free(plan, k, last_winner, profile, free, forced, rng)
    if spare is None:
        return None
    return _finish(plan, profile, rng, k, draws, finals, when, spare, target, at_trick)


def deadlines(plan: TrickPlan, who: int, finals: int, when: dict[int, int], draws: int) -> dict[int, int]:
    """Each card ``who`` must hold -> the last slot it may arrive in (0: dealt; n: drawn after trick n): a card he
    plays by the trick before, a card he declares by the trick before the declaration, ``finals`` by the last draw."""
    own: dict[int, int] = {}
    for j, (a, b) in enumerate(plan.cards, 1):
        card = a if plan.leaders[j - 1] == who else b
        own[card] = j - 1
    for c in cards_of(finals):
        own[c.index] = draws
    for t, d in plan.declarations.items():
        if d.seat == who:
            for c in cards_of(d.mask):
                own[c.index] = min(own.get(c.index, t - 1), t - 1)
    return own


def _finish(plan: TrickPlan, profile: Profile, rng: random.Random, k: int, draws: int, finals: list[int],
            when: dict[int, int], spare: list[int], target: Phase1Target, at_trick: bool) -> dict[str, Any] | None:
    slots = []
    for who in (0, 1):
        own = deadlines(plan, who, finals[who], when, draws)
        got = arrival_slots(own, draws)
        if got is None:
            return None
        slots.append(got)
    by_seat = [slots[0], slots[1]] if plan.me == 0 else [slots[1], slots[0]]
    seat_plan = seated(plan)
    deal = deal_of_plan(seat_plan, by_seat, draws, spare, rng, profile)
    played = play_the_plan(plan, deal, profile, k, at_trick, target.moment == "lost")
    if played is None:
        return None
    history: dict[str, Any] = {"rules": rules_json(profile), "deal": played.to_json(), "you": plan.me}
    if at_trick:
        history["at"] = "trick"
    from penchant.puzzles.history_replay import moment_position

    try:
        task = {"won": "best", "lost": "best", "lead": "lift", "opp_lead": "unbar"}[target.moment]
        pos = moment_position(history, "barring", task)
    except PuzzleError:
        return None
    want = {"hand": target.hand, "table": target.table, "opp_table": target.opp_table}
    if any(CardSet(pos[key]).mask != v for key, v in want.items()) or pos["stock"] != target.stock:
        return None
    if bool(pos.get("penchant_only")) != (target.moment == "lost"):
        return None
    return history


def seated(plan: TrickPlan) -> TrickPlan:
    """The plan with its winners as the deal's seats (for stacking the stock)."""
    return TrickPlan(plan.me, plan.dealer, [plan_seat(plan, w) for w in plan.winners], plan.leaders, plan.cards,
                 plan.declarations)


def rules_json(profile: Profile) -> Any:
    """A profile as a history names it: its name, with the options it changes from the named rules."""
    base = get_profile(profile.name)
    changed = {k: getattr(profile, k) for k in RECORD_OPTIONS if getattr(profile, k) != getattr(base, k)}
    return {"profile": profile.name, **changed} if changed else profile.name


