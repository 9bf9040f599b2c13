"""What a move changed, and a deal arranged for a lesson: the engine's answers that boards put in words.

:func:`what_changed` compares the deal before and after one action and says, in the game's terms, what
happened: the card played (and whether from the table), the trick and its winner, the combination declared
and its points, the trump a penchant set, the brisquettes and the book bonus scored, each player's draw,
the start of the last six tricks and the end of the deal. A board of the widgets renders it (the deal
table, in HTML); it decides nothing.

:func:`arranged_deal` builds a Phase 1 position for teaching from the hands and tables given, the stock's
size and the player to lead; the engine validates it (:meth:`DealState.from_json`). :func:`checked_line`
checks a lesson's scripted line against its position, for the author, when the board is built.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from penchant.errors import InvalidRecordError, InvalidSettingError, PenchantError
from penchant.play.moves import Action, Declare, Play, ScoreEvent, ScoreKind, Stage, Trick, parse_action
from penchant.play.state import DealState
from penchant.rules.bar_reports import BarReport, bar_report
from penchant.rules.cards import PACK, Card, CardSet, mask_of
from penchant.rules.declarable import barred_declarations
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.rules.possible_positions import declarations_laying
from penchant.rules.procedure import cut_into_tricks, other_player, tricks_for_stock
from penchant.rules.profiles import DEFAULT_PROFILE, get_profile
from penchant.rules.scoring import deal_parts, declared_points
from penchant.rules.suits_and_ranks import Suit
from penchant.rules.trump import penchant_sets_trump

__all__ = ["Change", "arranged_deal", "checked_example", "checked_line", "turn_is_over", "what_changed"]


@dataclass(frozen=True)
class Change:
    """What one action did to a deal (:func:`what_changed`)."""

    player: int
    """Who acted."""
    action: Action
    led: bool
    """A card led to a new trick (``False`` for a follow, a declaration or a pass)."""
    from_table: bool
    """The card played came from the player's table."""
    trick: Trick | None
    """The trick the action completed (a follow), else ``None``."""
    declared: Kind | None
    """The kind of combination declared (``None``: not a declaration, or one the engine did not classify)."""
    declared_points: int
    trump_set: Suit | None
    """The trump this action's penchant set (``None`` if trump did not change)."""
    penchant_set_no_trump: bool
    """A penchant declared while no trump was fixed that fixed none (a loser's, under rules where only the trick's
    winner's penchant sets trump, :func:`~penchant.rules.trump.penchant_sets_trump`)."""
    scored: tuple[ScoreEvent, ...]
    """Points scored at once by the action: declarations, brisquettes, the book bonus (in order)."""
    draws: tuple[tuple[int, tuple[Card, ...]], ...]
    """Each player's draw after the trick, the trick's winner first (empty if nobody drew)."""
    nothing_to_declare: int | None
    """The trick's winner, when the trick this action completed let him declare but nothing he held may be: the
    engine passed for him (and the loser's penchant turn, or the draws, came next), else ``None``."""
    last_six_began: bool
    """The stock ran out: the tables go back into the hands and the last six tricks begin."""
    over: bool
    """The deal is over."""

    barred: tuple[tuple[CardSet, BarReport], ...] = ()
    """With :attr:`nothing_to_declare`, the sets he held that a set on the other player's table stopped him
    declaring (chapter 5), the largest of each size, smallest size first, each with its bar (empty if none was)."""

    @property
    def brisques_in_trick(self) -> tuple[Card, ...]:
        """The brisques in the trick completed (none if no trick was)."""
        if self.trick is None:
            return ()
        return tuple(c for c in (self.trick.lead, self.trick.follow) if c.is_brisque)


def what_changed(before: DealState, action: Action, after: DealState) -> Change:
    """What ``action`` changed, from the deal ``before`` it to the deal ``after`` it (``after`` the state that
    applied it: what the engine did by itself is read from its
    :attr:`~penchant.play.state.DealState.last_transition`, never worked out again here)."""
    p = before.to_move
    new = tuple(after.events[len(before.events):])
    declared = [e for e in new if e.kind is ScoreKind.DECLARATION and e.player == p]
    kinds = [e.combination for e in declared if e.combination is not None]
    step = after.last_transition
    played = action.card if isinstance(action, Play) else None
    winner = step.declaring_passed
    return Change(
        player=p,
        action=action,
        led=played is not None and before.stage is Stage.LEAD,
        from_table=played is not None and played in before.tables[p],
        trick=step.trick,
        declared=(declared[0].combination if declared else None) if isinstance(action, Declare) else None,
        declared_points=declared_points(before.profile, kinds),  # the rules add the kinds' points
        trump_set=after.trump if before.trump is None and after.trump is not None else None,
        penchant_set_no_trump=(isinstance(action, Declare) and bool(declared)
                               and declared[0].combination is Kind.PENCHANT and before.trump is None
                               and not penchant_sets_trump(before.profile, before.trump,
                                                           by_trick_winner=before.stage is Stage.DECLARE)),
        scored=new,
        draws=tuple((q, (card,)) for q, card in step.draws),
        nothing_to_declare=winner,
        barred=() if winner is None else _bars_on(before, played, after, winner),
        last_six_began=step.last_six_began,
        over=after.is_over(),
    )


def _bars_on(before: DealState, played: Card | None, after: DealState,
             winner: int) -> tuple[tuple[CardSet, BarReport], ...]:
    """The bars on the sets the trick's ``winner`` held when it was his turn to declare (his hand less the card he
    played, before the draws; the tables after the trick), as the declaration check reads them."""
    hand = before.hands[winner].mask & ~(played.bit if played is not None else 0)
    holdings = Holdings(hand=CardSet.from_mask(hand), table=after.tables[winner],
                        opp_table=after.tables[other_player(winner)])
    by_size = {len(c): c for c in sorted(barred_declarations(holdings, after.profile), key=len)}
    reports = ((cards, bar_report(n, holdings, after.profile)) for n, cards in sorted(by_size.items()))
    return tuple((cards, r) for cards, r in reports if r is not None)


def arranged_deal(
    hands: Sequence[str],
    tables: Sequence[str] = ("", ""),
    *,
    to_move: int = 0,
    stock: int = 8,
    dealer: int = 1,
    rules: str = DEFAULT_PROFILE.name,
    trump: str | None = None,
    seed: int = 0,
) -> DealState:
    """A Phase 1 position arranged for teaching: the given hands and tables, the player ``to_move`` to
    lead, ``stock`` cards in the stock, and every other card already played (shared out between the
    players' tricks by a seeded shuffle). Each table was laid by the fewest declarations that can lay it
    (:func:`~penchant.rules.possible_positions.declarations_laying`), scored as declared. The engine validates the
    result (:meth:`DealState.from_json`)."""
    used = 0
    for part in (*hands, *tables):
        used |= mask_of(part)
    rest = [c for c in PACK if not used & c.bit]
    random.Random(seed).shuffle(rest)
    tricks_for_stock(stock)  # a stock the first ten tricks can leave (an even number), else a typed refusal
    if not 0 < stock <= len(rest):
        raise InvalidRecordError.refusing_argument("stock", stock,
                                                   f"must be an even number of cards, at most {len(rest)}")
    in_stock, played = rest[:stock], rest[stock:]
    tricks = cut_into_tricks(played)
    first = len(tricks) // 2  # the tricks shared out between the two players, whole
    taken = [CardSet.from_mask(mask_of([c for trick in won for c in trick]))
             for won in (tricks[:first], tricks[first:])]
    laid = [declarations_laying(mask_of(t)) for t in tables]  # each table as the fewest declarations lay it
    parts = deal_parts(get_profile(rules), [[kind for kind, _m in ds] for ds in laid], (0, 0), None)
    data = {
        "format": "penchant-position/1", "rules": rules, "dealer": dealer, "stage": "lead",
        "to_move": to_move, "leader": to_move, "lead": None,
        "hands": [str(CardSet.from_mask(mask_of(h))) for h in hands],
        "tables": [str(CardSet.from_mask(mask_of(t))) for t in tables],
        "stock": " ".join(str(c) for c in in_stock), "trump": trump, "tricks": len(tricks),
        "trick_winner": to_move, "taken": [str(t) for t in taken],
        "phase1_brisques": [len(t.brisques) for t in taken], "brisquettes": [0, 0],
        "scores": [part.total for part in parts], "events": [],
        "declared": [[{"kind": kind.value, "cards": str(CardSet.from_mask(m))} for kind, m in ds] for ds in laid],
        "history": [], "played": str(CardSet.from_mask(mask_of(played))),
    }
    return DealState.from_json(data)


def checked_line(start: DealState, line: Sequence[str | Action]) -> list[Action]:
    """A lesson's scripted ``line`` (``'play QS'``, ``'declare 8S 8H'``, ``'pass'`` or actions), read and played in
    turn from ``start`` (which is not moved): its actions, or the engine's refusal of the first move that cannot be
    read or is not legal there, typed, naming it (``"move 4 of the script: 'play 7S': ..."``,
    :meth:`~penchant.errors.PenchantError.within`). A board checks its script so when it is built: an author's
    mistake is the author's, not shown to a learner as theirs at the move."""
    state, actions = start.clone(), []
    for n, given in enumerate(line, 1):
        try:
            action = parse_action(given) if isinstance(given, str) else given
            state.apply(action)
        except PenchantError as exc:
            raise exc.within(f"move {n} of the script") from None
        actions.append(action)
    return actions


def turn_is_over(state: DealState) -> bool:
    """Whether ``state`` stands between two turns: a trick to be led (the last trick's declaring and drawing done)
    or the deal over. An example stopped anywhere else stops halfway: a trick with one card in it, or the winner
    still to declare or pass, the trick's loser his penchant, before the draw."""
    return state.is_over() or state.stage is Stage.LEAD


def checked_example(start: DealState, line: Sequence[str | Action]) -> list[Action]:
    """An example's scripted ``line``, checked as :func:`checked_line` checks it, that ends where a turn is over
    (:func:`turn_is_over`): a reader stepping through it stops at a clear point, not with a player still to
    declare, pass or follow. A line that stops halfway is refused, typed, saying where it stops."""
    actions = checked_line(start, line)
    end = start.clone()
    for action in actions:
        end.apply(action)
    if not turn_is_over(end):
        where = ("a trick half played" if end.stage is Stage.FOLLOW
                 else "a declaration still to make or pass")
        raise InvalidSettingError.refusing(
            list(line), f"the example stops halfway, at {where}: end it where a trick is to be led, or the deal "
                        "is over (add the moves that finish the turn)")
    return actions
