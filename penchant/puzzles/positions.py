"""Only positions that can arise: the rules a puzzle's position must keep, and
the replay of a mined puzzle's history through the engine.

A declaration comes after the trick and before the draw, so the declarer's hand
and table then hold exactly five cards; the opponent's table holds at most five
(docs/RULINGS.md: Phase 1, "a position at a declaration shows the declarer five cards"). A card
is played to a trick from six (hand and table together, Phase 1). In the last
six tricks the brisques already taken, those still in the hands and a card led
add up to the pack's twelve, and the hands have the sizes play allows.

:func:`position_problems` lists every way a puzzle's position breaks these
rules, in words; ``penchant puzzles verify`` refuses a puzzle that has any.
:func:`replay` plays a puzzle's ``history`` (the deal's seed, dealer and every
action from the deal's start) through :class:`~penchant.play.state.DealState`
and :func:`history_problems` compares the position reached with the stored one.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from penchant.errors import PenchantError
from penchant.play.playrecord import DealPlay
from penchant.play.state import DealState, Stage, new_deal, parse_action
from penchant.puzzles.model import Puzzle, PuzzleError
from penchant.rules.brisques import BRISQUES_IN_PACK, brisque_count
from penchant.rules.cards import CardSet, mask_of
from penchant.rules.dealing import PHASE2_TRICKS
from penchant.rules.procedure import (
    STOCK_AT_LAST_DECLARATION,
    Moment,
    last_six_begun,
    phase1_position_problems,
    tricks_for_stock,
)
from penchant.rules.profiles import get_profile

__all__ = [
    "DECLARING_TASKS",
    "PLAYING_TASKS",
    "history_of",
    "history_of_play",
    "history_problems",
    "position_from_state",
    "position_problems",
    "replay",
]

DECLARING_TASKS: Final = frozenset({"may_declare", "which", "best", "points", "legal_all", "bars"})
"""Tasks set at the moment of declaring: the declarer holds five cards."""
PLAYING_TASKS: Final = frozenset({"lift", "unbar", "safe"})
"""Tasks set at the moment of playing a card in Phase 1: the player holds six."""

MIN_STOCK: Final = STOCK_AT_LAST_DECLARATION
"""The stock at the last declaration of the first ten tricks (after the tenth trick, before its draw)."""


def _mask(puzzle: Puzzle, key: str) -> int:
    value = puzzle.position.get(key, "")
    try:
        return mask_of(value or "")
    except PenchantError as exc:
        raise PuzzleError(f"puzzle {puzzle.id!r}: position[{key!r}] = {value!r}: {exc}") from None


def position_problems(puzzle: Puzzle) -> list[str]:
    """Why ``puzzle``'s position cannot arise in play (empty when it can)."""
    problems: list[str] = []
    try:
        if puzzle.kind in ("declaration", "barring"):
            _check_table_position(puzzle, problems)
        elif puzzle.kind == "endgame":
            _check_endgame(puzzle, problems)
    except PuzzleError as exc:
        problems.append(str(exc))
    return problems


def _check_table_position(puzzle: Puzzle, problems: list[str]) -> None:
    """The rules' :func:`~penchant.rules.procedure.phase1_position_problems` for a hand-written position;
    its stock is checked against the tables once the position carries the history that proves it
    (a mined one reads its stock from its history)."""
    hand, table, opp = _mask(puzzle, "hand"), _mask(puzzle, "table"), _mask(puzzle, "opp_table")
    moment: Moment | None = ("declare" if puzzle.task in DECLARING_TASKS
                             else "play" if puzzle.task in PLAYING_TASKS else None)
    if moment is not None:
        problems += phase1_position_problems(hand=hand, table=table, opp_table=opp, stock=None, moment=moment)
    stock = puzzle.position.get("stock")
    if stock is not None:
        try:
            tricks = tricks_for_stock(stock)
        except PenchantError as exc:
            problems.append(str(exc))
        else:
            if moment == "declare" and last_six_begun(tricks):
                problems.append(f"the stock holds {stock!r} cards: at a declaration it holds {MIN_STOCK} at least "
                                "(the last is made after the tenth trick, before its draw)")


def _check_endgame(puzzle: Puzzle, problems: list[str]) -> None:
    hand, opp = _mask(puzzle, "hand"), _mask(puzzle, "opp_hand")
    led_text = puzzle.position.get("led")
    led = mask_of(led_text) if led_text else 0
    if led and led.bit_count() != 1:
        problems.append(f"the card led {led_text!r} must be one card")
    won = puzzle.position.get("won", [0, 0])
    if (not isinstance(won, list | tuple) or len(won) != 2
            or not all(isinstance(w, int) and not isinstance(w, bool) and w >= 0 for w in won)):
        problems.append(f"won {won!r} must be two counts of brisques taken, 0 or more")
        return
    in_hands = brisque_count(hand | opp | led)
    total = won[0] + won[1] + in_hands
    if total != BRISQUES_IN_PACK:
        problems.append(
            f"brisques taken ({won[0]} + {won[1]}) + brisques in the hands{' and the card led' if led else ''} "
            f"({in_hands}) = {total}, not the pack's {BRISQUES_IN_PACK}")
    n, m = hand.bit_count(), opp.bit_count()
    if not 1 <= n <= PHASE2_TRICKS:
        problems.append(f"your hand holds {n} cards: in the last six tricks it holds 1 to {PHASE2_TRICKS}")
    if led and m != n - 1:
        problems.append(f"the opponent led and holds {m} cards, you {n}: after his lead he holds one fewer")
    if not led and m != n:
        problems.append(f"you lead with {n} cards against {m}: in the last six tricks both hands are equal "
                        f"before a lead")
    if hand & opp or (hand | opp) & led:
        problems.append("a card is in two places")


# --------------------------------------------------------------------- history
def replay(history: Mapping[str, Any]) -> DealState:
    """The deal state reached by ``history``: ``{"seed", "dealer", "rules", "actions": [...]}``, or, for
    a deal somebody played (a mistake of your game), ``{"rules", "deal": {...}}`` with the deal as a
    ``penchant-play/1`` record holds it (the cards dealt, the stock, the actions so far).

    Every action is checked by the engine (:meth:`DealState.apply`); a history
    that breaks a rule raises :class:`PuzzleError` naming the action.
    """
    if isinstance(history, Mapping) and "deal" in history:
        return _replay_played(history)
    try:
        seed = history["seed"]
        dealer = history.get("dealer", 0)
        actions = history["actions"]
    except (KeyError, TypeError):
        raise PuzzleError(f"a history needs 'seed' and 'actions', not {history!r}") from None
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise PuzzleError(f"history seed {seed!r} must be a whole number")
    if dealer not in (0, 1):
        raise PuzzleError(f"history dealer {dealer!r} must be 0 or 1")
    if not isinstance(actions, list):
        raise PuzzleError(f"history actions {actions!r} must be a list")
    try:
        profile = get_profile(str(history.get("rules", "kandell")))
    except PenchantError as exc:
        raise PuzzleError(f"history rules {history.get('rules')!r}: {exc}") from None
    state = new_deal(seed, profile, dealer)
    for n, text in enumerate(actions):
        try:
            state.apply(parse_action(str(text)))
        except PenchantError as exc:
            raise PuzzleError(f"history action {n + 1} {text!r} is refused by the engine: {exc}") from None
    return state


def _replay_played(history: Mapping[str, Any]) -> DealState:
    try:
        profile = get_profile(str(history.get("rules", "kandell")))
    except PenchantError as exc:
        raise PuzzleError(f"history rules {history.get('rules')!r}: {exc}") from None
    try:
        return DealPlay.from_json(history["deal"], 0).replay(profile)
    except PenchantError as exc:
        raise PuzzleError(f"the history's deal is refused: {exc}") from None


def history_of_play(deal: DealPlay, actions: int, rules: str) -> dict[str, Any]:
    """The history of a played deal after its first ``actions`` actions, which :func:`replay` turns back
    into that position."""
    if not 0 <= actions <= len(deal.actions):
        raise PuzzleError(f"no position after {actions!r} actions of {deal!r}")
    cut = DealPlay(deal.dealer, deal.pone_hand, deal.dealer_hand, deal.stock, deal.actions[:actions])
    return {"rules": rules, "deal": cut.to_json()}


def history_of(seed: int, dealer: int, rules: str, state: DealState) -> dict[str, Any]:
    """The history that :func:`replay` turns back into ``state`` (a deal dealt from ``seed`` by ``dealer``
    under ``rules``, then its actions so far): what a mined puzzle stores."""
    return {"seed": seed, "dealer": dealer, "rules": rules, "actions": [str(a) for _p, a in state.history]}


def position_from_state(state: DealState, kind: str, task: str) -> dict[str, Any]:
    """The puzzle position of the player to move in ``state`` (the keys ``kind`` uses)."""
    me = state.to_move
    if me is None:
        raise PuzzleError("the deal is over: no decision to set")
    o = 1 - me
    if kind == "endgame":
        if state.phase != 2:
            raise PuzzleError("an end-game is set in the last six tricks")
        br = state.brisques
        return {
            "hand": str(CardSet(state.hands[me] | state.tables[me])),
            "opp_hand": str(CardSet(state.hands[o] | state.tables[o])),
            "trump": None if state.trump is None else "SHDC"[state.trump],
            "led": None if state.lead is None or state.stage is not Stage.FOLLOW else str(CardSet(1 << state.lead)),
            "won": [br[me], br[o]],
        }
    pos: dict[str, Any] = {
        "hand": str(CardSet(state.hands[me])),
        "table": str(CardSet(state.tables[me])),
        "opp_table": str(CardSet(state.tables[o])),
    }
    pos["stock"] = len(state.stock)
    if state.stage is Stage.PENCHANT:
        pos["penchant_only"] = True
    if task in DECLARING_TASKS and state.stage not in (Stage.DECLARE, Stage.PENCHANT):
        raise PuzzleError(f"the history stops at a {state.stage.value!r} step, not at a declaration")
    if task in PLAYING_TASKS and state.stage not in (Stage.LEAD, Stage.FOLLOW):
        raise PuzzleError(f"the history stops at a {state.stage.value!r} step, not at a card to play")
    return pos


_COMPARED: Final = {
    "declaration": ("hand", "table", "opp_table", "stock"),
    "barring": ("hand", "table", "opp_table", "stock"),
    "endgame": ("hand", "opp_hand", "trump", "led", "won"),
}


def history_problems(puzzle: Puzzle) -> list[str]:
    """Replay ``puzzle.history`` and list where the position reached differs from the stored one."""
    if puzzle.history is None:
        return []
    try:
        state = replay(puzzle.history)
        got = position_from_state(state, puzzle.kind, puzzle.task)
    except PuzzleError as exc:
        return [str(exc)]
    keys = _COMPARED.get(puzzle.kind, ())
    problems = []
    for key in keys:
        stored = puzzle.position.get(key)
        mine = got.get(key)
        if key in ("hand", "table", "opp_table", "opp_hand"):
            same = mask_of(stored or "") == mask_of(mine or "")
        elif key == "stock":
            same = stored is None or stored == mine
        elif key == "won":
            same = list(stored or [0, 0]) == list(mine or [0, 0])
        else:
            same = (stored or None) == (mine or None)
        if not same:
            problems.append(f"the history reaches {key} {mine!r}, but the puzzle shows {stored!r}")
    game = puzzle.position.get("game")
    if puzzle.kind == "endgame" and isinstance(game, Mapping) and isinstance(game.get("scores"), list):
        scored = state.scores
        order = (scored[me], scored[1 - me]) if (me := state.to_move) is not None else scored
        if any(not isinstance(g, int) or g < s for g, s in zip(game["scores"], order, strict=False)):
            problems.append(f"the game score {game['scores']!r} is less than this deal has scored so far "
                            f"{list(order)!r} (you, your opponent)")
    rules = puzzle.history.get("rules", "kandell")
    if rules != puzzle.rules:
        problems.append(f"the history is played under {rules!r}, the puzzle under {puzzle.rules!r}")
    return problems
