"""Puzzles from real play: computer-against-computer deals mined for decisions
where one answer is clearly best and a natural habit fails.

A computer player plays both sides of deals dealt from a seed: ``policy``, a
function from a deal state to the action of the player to move (the CLI passes
the greedy player's :func:`penchant.players.greedy.greedy_action`; puzzles and
players sit side by side, so the miner takes the player as an argument). At each step the miner asks whether the
position makes a puzzle:

* a declaration (``declaration/best``) where the best is unique and a habit
  (the greedy player's choice, scoring from the hand alone, a refused set that
  looks bigger) falls short;
* a declaration under a bar (``barring/legal_all``): tick every legal one among
  several candidates, at least one barred;
* a card to play in the first ten tricks with a bar at stake
  (``barring/safe``): which table card can you play safely?
* a play in the last six tricks (``endgame/best``) with a unique best card that
  a natural habit misses;
* after the deal, its declarations (``trump/profile``): which rules make this
  suit trump, when a trick's loser declared a penchant.

Each puzzle stores its ``history`` (seed, dealer, rules and every action from
the deal's start); ``penchant puzzles verify`` replays it through the engine to
the position. Runs are bounded by ``deals`` and report progress to an optional callback (a line each time).
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterator
from typing import Any, Final

from penchant.errors import PenchantError
from penchant.play.moves import Action, Declare, Pass, Stage
from penchant.play.state import DealState
from penchant.puzzlemakers.authoring import build
from penchant.puzzlemakers.mining_loop import MinedDeal, Quota, mine_deals
from penchant.puzzles.bank import rated_problems
from penchant.puzzles.checking import analyse
from penchant.puzzles.curation.guessing import MOST as GUESS_MOST
from penchant.puzzles.curation.guessing import guess_chance, half_right_problems
from penchant.puzzles.history_replay import history_of, position_from_state, sheet_of
from penchant.puzzles.model import Puzzle
from penchant.rules.bar_reports import barring_cards
from penchant.rules.barring import best_n
from penchant.rules.cards import CardSet
from penchant.rules.combinations import adds_a_fresh_card, candidate_combinations, check_declaration, is_penchant
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import SET_SIZES
from penchant.rules.procedure import hand_for_last_six, held, other_player
from penchant.rules.profiles import DEFAULT_PROFILE, get_profile
from penchant.rules.suits_and_ranks import Suit

__all__ = ["MINED_KINDS", "SOURCE", "Policy", "kept_endgame", "mine"]

MINED_KINDS: Final = ("declaration", "legal_all", "safe", "endgame", "profile", "scoring")


Policy = Callable[[DealState], Action]

SOURCE: Final = "mined from a computer-against-computer deal"
"""The source every mined puzzle names."""


def _declaration(state: DealState, seed: int, dealer: int, rules: str, pid: str, policy: Policy) -> Puzzle | None:
    if state.stage is not Stage.DECLARE:
        return None
    pos = position_from_state(state, "declaration", "best")
    pos["rules"] = rules
    try:
        p = build("declaration", "best", pid, "A declaration from play", pos,
                  source=SOURCE)
    except PenchantError:
        return None
    a = analyse(p)
    greedy = policy(state)
    greedy_text = str(greedy.cards) if isinstance(greedy, Declare) else None
    habit_fails = bool(a.tempting) or (greedy_text is not None and greedy_text not in a.best)
    if not a.unique or not habit_fails or a.features.get("legal", 0) < 2:
        return None
    return p.with_changes(history=history_of(seed, dealer, rules, state))


def _legal_all(state: DealState, seed: int, dealer: int, rules: str, pid: str, policy: Policy) -> Puzzle | None:
    if state.stage is not Stage.DECLARE:
        return None
    me = state.to_move
    hand, table, opp = state.hands_mask[me], state.tables_mask[me], state.tables_mask[other_player(me)]
    profile = state.profile
    if not barring_cards(table, opp, profile):
        return None
    legal: list[str] = []
    barred: list[str] = []
    for m, kind in candidate_combinations(hand | table):
        if not adds_a_fresh_card(m, table):
            continue
        v = check_declaration(CardSet.from_mask(m), Holdings.from_masks(hand, table, opp), profile)
        if v.legal:
            legal.append(str(CardSet.from_mask(m)))
        elif v.bar is not None:
            barred.append(str(CardSet.from_mask(m)))
        del kind
    if not barred:
        return None
    cands = list(dict.fromkeys(barred[:2] + legal[:2]))
    if len(cands) < 2:
        return None
    pos = position_from_state(state, "barring", "legal_all")
    pos["rules"] = rules
    pos["candidates"] = cands
    try:
        p = build("barring", "legal_all", pid, "Every one you may declare", pos,
                  source=SOURCE)
    except PenchantError:
        return None
    return p.with_changes(history=history_of(seed, dealer, rules, state))


def _safe(state: DealState, seed: int, dealer: int, rules: str, pid: str, policy: Policy) -> Puzzle | None:
    if state.stage not in (Stage.LEAD, Stage.FOLLOW) or state.last_six:
        return None
    me = state.to_move
    table, opp = state.tables_mask[me], state.tables_mask[other_player(me)]
    if table.bit_count() < 2 or (state.hands_mask[me] | table).bit_count() != held("play"):
        return None
    if not any(best_n(table, n) is not None or best_n(opp, n) is not None for n in SET_SIZES):
        return None
    pos = position_from_state(state, "barring", "safe")
    pos["rules"] = rules
    pos.pop("penchant_only", None)
    try:
        p = build("barring", "safe", pid, "A card from the table", pos,
                  source=SOURCE)
    except PenchantError:
        return None
    return p.with_changes(history=history_of(seed, dealer, rules, state))


def _endgame(state: DealState, seed: int, dealer: int, rules: str, pid: str, policy: Policy) -> Puzzle | None:
    if not state.last_six or state.stage not in (Stage.LEAD, Stage.FOLLOW):
        return None
    me = state.to_move
    if hand_for_last_six(state.hands_mask[me], state.tables_mask[me]).bit_count() < 3:
        return None
    return kept_endgame(state, "best", pid, "The last tricks", seed, dealer, rules)


def kept_endgame(state: DealState, task: str, pid: str, title: str, seed: int, dealer: int,
                 rules: str) -> Puzzle | None:
    """The end-game puzzle (``task`` "best" or "line") of the player to move in ``state``, with its
    history, kept only when its answer is unique, a habit gets it wrong and fewer than half the cards you may play
    are right (the rated bank's rule); else None."""
    pos = position_from_state(state, "endgame", task)
    pos["rules"] = rules
    try:
        p = build("endgame", task, pid, title, pos, source=SOURCE)
    except PenchantError:
        return None
    a = analyse(p)
    if not a.unique or not a.tempting:
        return None
    p = p.with_changes(history=history_of(seed, dealer, rules, state))
    return p if guess_chance(p) < GUESS_MOST and not half_right_problems(p) else None


def _profile(state: DealState, seed: int, dealer: int, rules: str, pid: str, pick: int) -> Puzzle | None:
    """A trump 'profile' puzzle from the declarations of a finished deal (kept to the first penchants)."""
    events: list[dict[str, Any]] = []
    winner: int | None = None
    loser_penchant = False
    penchants = 0
    other_suits: list[int] = []
    for player, action in state.history:
        if isinstance(action, Pass):
            winner = player
            continue
        if isinstance(action, Declare):
            w = player if winner is None else winner
            events.append({"winner": w, "declarer": player, "cards": str(action.cards)})
            if is_penchant(action.cards):
                penchants += 1
                other_suits += [int(c.suit) for c in action.cards]
                loser_penchant = loser_penchant or player != w
            winner = None
            if penchants >= 2:
                break
        else:
            winner = None
    from penchant.puzzles.checkers.trump import MOST_STORY_EVENTS
    from penchant.puzzles.checkers.trump_story import Event, replay

    # Only a trick loser's penchant makes the two sources part: without one the answer
    # would always be "both" or "neither".
    if not penchants or len(events) > MOST_STORY_EVENTS or not loser_penchant:
        return None
    evs = [Event(e["winner"], e["declarer"], CardSet(e["cards"])) for e in events]
    try:
        results = [replay(evs, get_profile(n))[0] for n in ("foster", "kandell")]
    except PenchantError:
        return None
    suits = list(dict.fromkeys([t for t in results if t is not None] + [int(x) for x in other_suits]))
    if not suits:
        return None
    suit = suits[pick % len(suits)]
    pos = {"events": events, "result": Suit(suit).letter}  # no rules: they are the question
    try:
        return build("trump", "profile", pid, "Whose rules?", pos,
                     source="mined from the declarations of a computer-against-computer deal")
    except PenchantError:
        return None


def _scoring(state: DealState, rules: str, pid: str, player: int, seed: int, dealer: int) -> Puzzle | None:
    """A finished deal's sheet: how many points does this player score? Its history is the deal, which the
    engine replays to the sheet."""
    pos = {"rules": rules, "player": player, "deals": [sheet_of(state)]}
    try:
        p = build("scoring", "deal_points", pid, "A deal's sheet", pos,
                  source="the score sheet of a computer-against-computer deal")
    except PenchantError:
        return None
    deal = history_of(seed, dealer, rules, state)
    return p.with_changes(history={"rules": rules, "deals": [{k: deal[k] for k in ("seed", "dealer", "actions")}]})


_FINDERS: Final[dict[str, Callable[[DealState, int, int, str, str, Policy], Puzzle | None]]] = {
    "declaration": _declaration,
    "legal_all": _legal_all,
    "safe": _safe,
    "endgame": _endgame,
}


def mine(deals: int, policy: Policy, seed: int = 0, rules: str = DEFAULT_PROFILE.name, *, per_deal: int = 1,
         want: dict[str, int] | None = None, progress: Callable[[str], None] | None = None) -> Iterator[Puzzle]:
    """Play ``deals`` deals from ``seed`` on, ``policy`` on both sides, and yield the puzzles found
    (at most ``per_deal`` of each sort per deal; stop a sort once ``want[sort]`` are found, and the deals once
    every sort has all it wants)."""
    profile = get_profile(rules)
    quota = Quota(dict.fromkeys(MINED_KINDS, per_deal), dict(want or {}))

    def visit(deal: MinedDeal) -> Generator[Puzzle, None, Action]:
        state = deal.state
        for sort, finder in _FINDERS.items():
            if not quota.open(sort):
                continue
            pid = f"mined-{sort.replace('_', '-')}-{deal.seed}-{len(state.history)}"
            # each finder passes over a position the rules refuse (its build's refusal); anything else raised
            # here, in a finder or in rated_problems, is a maker's bug and surfaces
            p = finder(state, deal.seed, deal.dealer, rules, pid, policy)
            if p is not None and not rated_problems(p):  # a rote end-game, a barring lookup: not for the bank
                quota.take(sort)
                yield p
        return policy(state)

    def ended(deal: MinedDeal) -> Iterator[Puzzle]:  # puzzles of the whole deal: once a deal at most
        if quota.wanted("profile"):
            p = _profile(deal.state, deal.seed, deal.dealer, rules, f"mined-profile-{deal.seed}", deal.number)
            if p is not None:
                quota.take("profile")
                yield p
        if quota.wanted("scoring") and deal.number % 3 == 0:
            p = _scoring(deal.state, rules, f"mined-scoring-{deal.seed}", deal.number % 2, deal.seed, deal.dealer)
            if p is not None:
                quota.take("scoring")
                yield p

    def played(deal: MinedDeal) -> None:
        if progress is not None and (deal.number + 1) % 20 == 0:
            progress(f"mined {deal.number + 1} of {deals} deals: "
                     + ", ".join(f"{k} {v}" for k, v in quota.found.items()))

    yield from mine_deals(deals, seed, profile, quota, visit, ended=ended, played=played)
