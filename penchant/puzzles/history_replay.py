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
from dataclasses import dataclass
from typing import Any, Final

from penchant.errors import PenchantError, PuzzleError
from penchant.errors.internal import NO_HISTORY, BrokenInvariantError
from penchant.play.dealing import new_deal
from penchant.play.moves import Action, Declare, Pass, Play, Stage, parse_action
from penchant.play.play_record import DealPlay
from penchant.play.state import DealState
from penchant.puzzles.model import Puzzle
from penchant.rules.cards import PACK, CardSet, mask_of
from penchant.rules.kinds import Kind
from penchant.rules.possible_positions import first_ten_position_problems, last_six_position_problems
from penchant.rules.procedure import Moment, hand_for_last_six, other_player, player_index, trick_in_play
from penchant.rules.profiles import DEFAULT_PROFILE, Profile
from penchant.rules.score_scale import standing_game_score_problem
from penchant.rules.suits_and_ranks import Suit

__all__ = [
    "DECLARING_TASKS",
    "PLAYING_TASKS",
    "history_of",
    "history_of_play",
    "history_problems",
    "position_from_state",
    "position_problems",
    "REPLAYED_KINDS",
    "Snapshot",
    "moment_position",
    "position_of_snapshot",
    "replay",
    "rules_of",
    "snapshot",
    "snapshot_of_state",
    "story_of",
    "sheet_of",
    "sheets_of",
]

DECLARING_TASKS: Final = frozenset({"may_declare", "which", "best", "points", "legal_all", "bars"})
"""Tasks set at the moment of declaring: the declarer holds five cards."""
PLAYING_TASKS: Final = frozenset({"lift", "unbar", "safe"})
"""Tasks set at the moment of playing a card in Phase 1: the player holds six."""


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
    """The rules' :func:`~penchant.rules.possible_positions.first_ten_position_problems` for a position of the first ten
    tricks, the stock included: the tables' declarations need one trick each, and the stock says how many were
    played (a history proves the rest, :func:`history_problems`)."""
    hand, table, opp = (puzzle.cards_held(k).mask for k in ("hand", "table", "opp_table"))
    moment: Moment | None = ("declare" if puzzle.task in DECLARING_TASKS
                             else "play" if puzzle.task in PLAYING_TASKS else None)
    if moment is None:
        return
    stock = puzzle.position.get("stock")
    if stock is None:
        problems.append("a position of the first ten tricks states how many cards are left in the stock")
    problems += first_ten_position_problems(hand=hand, table=table, opp_table=opp, stock=stock, moment=moment)


def _check_endgame(puzzle: Puzzle, problems: list[str]) -> None:
    hand, opp = puzzle.cards_held("hand").mask, puzzle.cards_held("opp_hand").mask
    led_text = puzzle.position.get("led")
    led = mask_of(led_text) if led_text else 0
    try:
        won = puzzle.brisques_won or (0, 0)
    except PuzzleError as exc:
        problems.append(str(exc))
        return
    problems += last_six_position_problems(hand=hand, opp_hand=opp, led=led, won=won)


# --------------------------------------------------------------------- history
def replay(history: Mapping[str, Any]) -> DealState:
    """The deal state reached by ``history``: ``{"seed", "dealer", "rules", "actions": [...]}``, or, for
    a deal somebody played or a deal constructed to reach a position, ``{"rules", "deal": {...}}`` with the
    deal as a ``penchant-play/1`` record holds it (the cards dealt, the stock, the actions so far).

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
        raise PuzzleError.refusing_argument("history seed", seed, "must be a whole number")
    player_index(dealer, "history dealer", PuzzleError)
    if not isinstance(actions, list):
        raise PuzzleError.refusing_argument("history actions", actions, "must be a list")
    profile = rules_of(history)
    state = new_deal(profile, seed, dealer)
    for n, text in enumerate(actions):
        try:
            state.apply(parse_action(str(text)))
        except PenchantError as exc:
            raise PuzzleError(f"history action {n + 1} {text!r} is refused by the engine: {exc}") from None
    return state


def rules_of(history: Mapping[str, Any]) -> Profile:
    """The rules a history is played under: a profile's name or ``{"profile": name, option: value}``."""
    try:
        return Profile.from_json(history.get("rules", DEFAULT_PROFILE.name))
    except PenchantError as exc:
        raise PuzzleError(f"history rules {history.get('rules')!r}: {exc}") from None


def _deal_refused(exc: PenchantError) -> PuzzleError:
    """A history whose deal the engine refuses (``exc`` says why)."""
    return PuzzleError(f"the history's deal is refused: {exc}", reason=str(exc))


def _replay_played(history: Mapping[str, Any]) -> DealState:
    profile = rules_of(history)
    try:
        return DealPlay.from_json(history["deal"], 0).replay(profile)
    except PenchantError as exc:
        raise _deal_refused(exc) from None


@dataclass(frozen=True, slots=True)
class Snapshot:
    """The moment a history stops at, seen by "you" (``seat``): ``stage`` is ``'won'`` or ``'lost'`` (the trick
    just played, before its draw: you may declare, or only a penchant after your opponent passed),
    ``'lead'``, ``'follow'`` (your card to play), ``'opp_lead'``, ``'opp_follow'`` (your opponent's), or
    ``'last six'`` (the last six tricks, you to play). ``trick`` is the number of the trick just played (won,
    lost) or to be played."""

    seat: int
    stage: str
    trick: int
    hands: tuple[int, int]
    tables: tuple[int, int]
    stock: int
    lead: int | None
    trump: int | None
    declared: tuple[tuple[tuple[Kind, int], ...], tuple[tuple[Kind, int], ...]]
    state: DealState


def snapshot(history: Mapping[str, Any]) -> Snapshot:
    """Where ``history`` stops, for the seat of "you": ``history["you"]`` (a constructed deal names it), else
    the player to move. A constructed history that ends with the last card of a trick of the first ten stops
    after that trick and before its draw, whether or not the engine offers a declaration (it moves on by
    itself when there is nothing to declare) when it says ``"at": "trick"``; one that ends with the trick's
    winner passing stops there, before the loser's penchant."""
    state = replay(history)
    you = history.get("you")
    if you is not None:
        player_index(you, "history 'you' (the seat)", PuzzleError)
    seat = _seat_to_decide(state, None if you is None else int(you))
    if history.get("at") is not None:
        if history["at"] != "trick":
            raise PuzzleError(f"history 'at' {history['at']!r}: a history stops at 'trick' (after it, before "
                              "its draw) or where its actions end")
        last = _last_action(history)
        if you is None or last is None:
            raise PuzzleError("a history that stops after a trick names 'you' and ends with an action")
        if not (state.stage.declaring and state.to_move == seat):
            before = _replay_before_last(history)
            player, action = last
            if before.last_six or not (isinstance(action, Pass) or (isinstance(action, Play)
                                                                       and before.stage is Stage.FOLLOW)):
                raise PuzzleError("the history does not end with a trick of the first ten or its winner's pass")
            return _before_draw(before, player, action, seat, state)
    return snapshot_of_state(state, seat)


def _seat_to_decide(state: DealState, seat: int | None) -> int:
    """The seat a puzzle set at ``state`` asks to decide: ``seat``, by default the player to move (none once
    the deal is over)."""
    you = state.to_move if seat is None else seat
    if you is None:
        raise PuzzleError("the deal is over: no decision to set")
    return you


def snapshot_of_state(state: DealState, seat: int | None = None) -> Snapshot:
    """The moment ``state`` is at, seen by ``seat`` (default: the player to move)."""
    you = _seat_to_decide(state, seat)
    trump = state.trump
    declared = state.declared_masks
    stage_of = {Stage.DECLARE: "won", Stage.PENCHANT: "lost"}
    if state.stage in stage_of:
        if state.to_move != you:
            raise PuzzleError("the history stops at your opponent's declaration")
        stage, trick = stage_of[state.stage], state.tricks
    elif state.last_six:
        stage, trick = "last six", trick_in_play(state.tricks)
    else:
        mine = state.to_move == you
        stage = ("lead" if state.stage is Stage.LEAD else "follow") if mine else (
            "opp_lead" if state.stage is Stage.LEAD else "opp_follow")
        trick = trick_in_play(state.tricks)
    return Snapshot(you, stage, trick, state.hands_mask, state.tables_mask, len(state.stock_indices),
                    state.lead_index if state.stage is Stage.FOLLOW else None, trump, declared, state)


def _last_action(history: Mapping[str, Any]) -> tuple[int, Action] | None:
    deal = history.get("deal")
    if not isinstance(deal, Mapping) or not deal.get("actions"):
        return None
    p, text = deal["actions"][-1]
    return int(p), parse_action(str(text))


def _replay_before_last(history: Mapping[str, Any]) -> DealState:
    deal = dict(history["deal"])
    deal["actions"] = list(deal["actions"])[:-1]
    return _replay_played({**history, "deal": deal})


def _before_draw(before: DealState, player: int, action: Action, seat: int, after: DealState) -> Snapshot:
    """The moment after the last trick (or the winner's pass), before the draw, from the state before it."""
    hands, tables = list(before.hands_mask), list(before.tables_mask)
    if isinstance(action, Play):
        bit = action.card.bit
        if hands[player] & bit:
            hands[player] &= ~bit
        else:
            tables[player] &= ~bit
        winner = after.trick_winner
        trick = trick_in_play(before.tricks)
    else:
        winner = player
        trick = before.tricks
    stage = "won" if winner == seat and isinstance(action, Play) else "lost"
    if isinstance(action, Pass) and player == seat:
        raise PuzzleError("the history stops after your own pass")
    trump = before.trump
    return Snapshot(seat, stage, trick, (hands[0], hands[1]), (tables[0], tables[1]), len(before.stock_indices), None,
                    trump, before.declared_masks, after)


def moment_position(history: Mapping[str, Any], kind: str = "declaration", task: str = "best") -> dict[str, Any]:
    """The position of "you" where ``history`` stops, in the keys ``kind`` uses (rules included)."""
    return position_of_snapshot(snapshot(history), history.get("rules", DEFAULT_PROFILE.name), kind, task)


def position_of_snapshot(snap: Snapshot, rules: Any, kind: str, task: str) -> dict[str, Any]:
    """A snapshot as a puzzle's position, in the keys ``kind`` uses (``rules`` included)."""
    me, o = snap.seat, other_player(snap.seat)
    if kind == "endgame":
        if snap.stage != "last six":
            raise PuzzleError("an end-game is set in the last six tricks")
        state = snap.state
        br = state.brisques
        return {
            "rules": rules,
            "hand": str(CardSet.from_mask(hand_for_last_six(snap.hands[me], snap.tables[me]))),
            "opp_hand": str(CardSet.from_mask(hand_for_last_six(snap.hands[o], snap.tables[o]))),
            "trump": None if snap.trump is None else Suit(snap.trump).letter,
            "led": None if snap.lead is None else str(PACK[snap.lead]),
            "won": [br[me], br[o]],
        }
    pos: dict[str, Any] = {
        "rules": rules,
        "hand": str(CardSet.from_mask(snap.hands[me])),
        "table": str(CardSet.from_mask(snap.tables[me])),
        "opp_table": str(CardSet.from_mask(snap.tables[o])),
        "stock": snap.stock,
    }
    if snap.lead is not None:
        pos["led"] = str(PACK[snap.lead])
    if snap.trump is not None:  # set by a penchant already: the board shows it (no trump yet: no badge, as before)
        pos["trump"] = Suit(snap.trump).letter
    if snap.stage == "lost":
        pos["penchant_only"] = True
    profile = snap.state.profile
    if kind == "declaration" and not profile.same_kind_reuse and snap.declared[me]:
        pos["declared"] = [{"kind": k.value, "cards": str(CardSet.from_mask(m))} for k, m in snap.declared[me]]
    if task in DECLARING_TASKS and snap.stage not in ("won", "lost"):
        raise PuzzleError(f"the history stops when a card is to be played ({snap.stage}), not at a declaration")
    if task == "unbar":
        if snap.stage not in ("opp_lead", "opp_follow"):
            raise PuzzleError(f"the history stops at {snap.stage!r}, not when your opponent plays a card")
    elif task in PLAYING_TASKS and snap.stage not in ("lead", "follow"):
        raise PuzzleError(f"the history stops at {snap.stage!r}, not when you play a card")
    return pos


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
    """The puzzle position of the player to move in ``state`` (the keys ``kind`` uses, rules left out)."""
    pos = position_of_snapshot(snapshot_of_state(state), state.profile.name, kind, task)
    del pos["rules"]
    return pos


def story_of(history: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The declarations of ``history``'s deal, told from the seat of "you": for each, the trick it followed,
    who won that trick and who declared what (0 you, 1 your opponent)."""
    you = history.get("you")
    deal = history.get("deal")
    if you not in (0, 1) or not isinstance(deal, Mapping):
        raise PuzzleError("a story's history is a deal record that names 'you'")
    profile = rules_of(history)
    try:
        record = DealPlay.from_json(deal, 0)
        events = []
        for before, player, action in record.positions(profile):
            if isinstance(action, Declare):
                events.append({"trick": before.tricks, "winner": int(before.trick_winner != you),
                               "declarer": int(player != you), "cards": str(action.cards)})
    except PenchantError as exc:
        raise _deal_refused(exc) from None
    return events


REPLAYED_KINDS: Final = frozenset({"barring", "declaration", "endgame", "trump", "decision", "timing", "reading",
                                   "scoring"})
"""The kinds whose puzzles show a position of a deal (or a deal's story, or a score sheet of played deals): each
carries the history that proves it."""


def sheet_of(state: DealState) -> dict[str, Any]:
    """A finished deal's line of a score sheet, as a scoring puzzle shows it: each side's declarations (their
    cards, in the order declared), brisquettes and brisques."""
    return {"declarations": [[str(cards) for _k, cards in state.declared[p]] for p in (0, 1)],
            "brisquettes": list(state.brisquettes), "brisques": list(state.brisques)}


def sheets_of(history: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The score sheet of a scoring puzzle's history, ``{"rules", "deals": [{"seed", "dealer", "actions"}, ...]}``:
    each deal replayed by the engine to its end (a deal that does not end is refused), then its line."""
    deals = history.get("deals")
    if not isinstance(deals, list) or not deals:
        raise PuzzleError(f"a score sheet's history needs 'deals', a list of played deals, not {deals!r}")
    out = []
    for n, d in enumerate(deals, 1):
        if not isinstance(d, Mapping):
            raise PuzzleError(f"deal {n} of the history is {d!r}, not a played deal")
        state = replay({**dict(d), "rules": history.get("rules", DEFAULT_PROFILE.name)})
        if state.stage is not Stage.OVER:
            raise PuzzleError(f"deal {n} of the history stops before the deal is over: no score to count")
        out.append(sheet_of(state))
    return out


def _sheet_problems(puzzle: Puzzle) -> list[str]:
    if puzzle.history is None:
        raise BrokenInvariantError(NO_HISTORY)
    got = sheets_of(puzzle.history)
    shown = puzzle.position.get("deals")
    if not isinstance(shown, list) or len(shown) != len(got):
        return [f"the history plays {len(got)} deals, the puzzle shows {shown!r}"]
    problems = []
    for n, (mine, stored) in enumerate(zip(got, shown, strict=True), 1):
        for key in ("brisquettes", "brisques"):
            if list(stored.get(key, [])) != mine[key]:
                problems.append(f"deal {n}: the history reaches {key} {mine[key]!r}, the puzzle shows "
                                f"{stored.get(key)!r}")
        decl = [[mask_of(c) for c in side] for side in stored.get("declarations", [[], []])]
        if decl != [[mask_of(c) for c in side] for side in mine["declarations"]]:
            problems.append(f"deal {n}: the history's declarations are {mine['declarations']!r}, the puzzle shows "
                            f"{stored.get('declarations')!r}")
    return problems


_COMPARED: Final = {
    # The trump too: a penchant the history declared as a trick's winner sets it, and a board that leaves it out
    # shows "You declared earlier: penchant Q♠ J♦" with no trump.
    "declaration": ("hand", "table", "opp_table", "stock", "led", "trump", "penchant_only", "declared"),
    "barring": ("hand", "table", "opp_table", "stock", "led", "trump", "penchant_only"),
    "endgame": ("hand", "opp_hand", "trump", "led", "won"),
}


def history_problems(puzzle: Puzzle) -> list[str]:
    """Replay ``puzzle.history`` and list where what it reaches differs from what the puzzle shows (its
    position, a trump story's tricks, the question's words); a puzzle of a deal without a history is one."""
    if puzzle.history is None:
        if puzzle.kind in REPLAYED_KINDS:
            return [f"a {puzzle.kind} puzzle shows a deal, but has no history that proves its position can arise"]
        return []
    if puzzle.kind in ("decision", "timing", "reading"):
        return []  # their own checkers replay and compare (penchant.puzzles.checkers.decision, reading)
    try:
        if puzzle.kind == "trump":
            problems = _story_problems(puzzle)
        elif puzzle.kind == "scoring":
            problems = _sheet_problems(puzzle)
        else:
            problems = _position_differences(puzzle, moment_position(puzzle.history, puzzle.kind, puzzle.task))
    except PuzzleError as exc:
        return [str(exc)]
    if puzzle.kind == "endgame":
        problems += _game_problems(puzzle)
    rules = puzzle.history.get("rules", DEFAULT_PROFILE.name)
    want = puzzle.position.get("rules", DEFAULT_PROFILE.name) if puzzle.task != "profile" else DEFAULT_PROFILE.name
    if rules != want:
        problems.append(f"the history is played under {rules!r}, the puzzle under {want!r}")
    return problems


def _position_differences(puzzle: Puzzle, got: Mapping[str, Any]) -> list[str]:
    problems = []
    for key in _COMPARED.get(puzzle.kind, ()):
        stored = puzzle.position.get(key)
        mine = got.get(key)
        if key in ("hand", "table", "opp_table", "opp_hand"):
            same = mask_of(stored or "") == mask_of(mine or "")
        elif key == "won":
            same = list(stored or [0, 0]) == list(mine or [0, 0])
        else:
            same = (stored or None) == (mine or None)
        if not same:
            problems.append(f"the history reaches {key} {mine!r}, but the puzzle shows {stored!r}")
    return problems


def _story_problems(puzzle: Puzzle) -> list[str]:
    if puzzle.history is None:
        raise BrokenInvariantError(NO_HISTORY)
    got = story_of(puzzle.history)
    shown = [dict(e) for e in puzzle.position.get("events", [])]
    if len(got) != len(shown):
        return [f"the history's deal has {len(got)} declarations, the puzzle shows {len(shown)}"]
    problems = []
    for n, (mine, stored) in enumerate(zip(got, shown, strict=True), 1):
        same = all((stored.get(k) if k != "cards" else mask_of(str(stored.get(k, "")))) ==
                   (mine[k] if k != "cards" else mask_of(mine[k])) for k in ("trick", "winner", "declarer", "cards"))
        if not same:
            problems.append(f"declaration {n}: the history's deal has {mine!r}, the puzzle shows {stored!r}")
    return problems


def _game_problems(puzzle: Puzzle) -> list[str]:
    if puzzle.history is None:
        raise BrokenInvariantError(NO_HISTORY)
    game = puzzle.position.get("game")
    if not (isinstance(game, Mapping) and isinstance(game.get("scores"), list)):
        return []
    state = snapshot(puzzle.history).state
    me = state.to_move
    scored = state.scores
    order = (scored[me], scored[other_player(me)]) if me is not None else (scored[0], scored[1])
    problem = standing_game_score_problem(game["scores"], puzzle.profile, order)
    return [] if problem is None else [f"{problem} (this deal has scored {list(order)!r} so far, you first)"]
