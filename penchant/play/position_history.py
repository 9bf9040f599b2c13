"""Whether a ``penchant-position/1`` record's history agrees with its position (:func:`check_history_agrees`): each
card played once and among the cards played, each action legal where it is written, the trump as it was set."""

from __future__ import annotations

from typing import TYPE_CHECKING

from penchant.english.lists import join_and
from penchant.errors import InvalidRecordError
from penchant.play.moves import Declare, Play, ScoreKind
from penchant.rules.cards import PACK, CardSet, index_in
from penchant.rules.combinations import classify_mask
from penchant.rules.kinds import Kind
from penchant.rules.possible_positions import played_trick_problem
from penchant.rules.procedure import SEAT_WORDS, last_six_begun, lead_unanswered, tricks_of_cards
from penchant.rules.trump import trump_of_penchant

if TYPE_CHECKING:
    from penchant.play.position_record import PositionFields

__all__ = ["check_history_agrees"]


def check_history_agrees(f: PositionFields) -> None:
    """The ``history`` (the actions that led to the position, all or the last of them) agrees with it, else
    :class:`InvalidRecordError` quoting the entry: each card played once and among the cards ``played``, a
    card led now the history's last play, by the leader; the tricks it holds played by the two players in
    turn, each taken by one player, who leads the next, the last by ``trick_winner``; each declaration one of
    the declarer's ``declared``, and the history's declarations the last the score events score, in order, when
    the position keeps them (which player declared first is the events' to say only before the history begins).
    """
    plays: list[tuple[int, int, int]] = []  # (entry, player, card)
    seen = 0
    declared = [{m for _kind, m in ds} for ds in f["declared"]]
    for i, (p, action) in enumerate(f["history"]):
        if isinstance(action, Play):
            bit = action.card.bit
            if not bit & f["played"] or bit & seen:
                why = ("that card is played twice" if bit & seen
                       else f"that card is not among the cards played ({CardSet.from_mask(f['played'])})")
                raise InvalidRecordError(f"history[{i}] [{p}, {str(action)!r}]: {why}")
            seen |= bit
            plays.append((i, p, action.card.index))
        elif isinstance(action, Declare) and action.cards.mask not in declared[p]:
            raise InvalidRecordError(f"history[{i}] [{p}, {str(action)!r}]: {SEAT_WORDS[p]} has no such declaration "
                                     "on the table")
    if f["lead"] is not None and plays:
        i, p, card = plays.pop()
        if (p, card) != (f["leader"], f["lead"]):
            raise InvalidRecordError(f"history[{i}] [{p}, 'play {PACK[card]}']: the last card played is the one "
                                     f"led, {PACK[f['lead']]} by {SEAT_WORDS[f['leader']]}")
    if lead_unanswered(len(plays)):
        plays.pop(0)  # the second card of a trick led before the history begins
    winner = None
    for k, ((i, p, a), (j, q, b)) in enumerate(zip(plays[::2], plays[1::2], strict=True)):
        takers = [w for w in (0, 1) if index_in(f["taken"][w], a) and index_in(f["taken"][w], b)]
        said = f"history[{i}] and history[{j}] [{p}, 'play {PACK[a]}'], [{q}, 'play {PACK[b]}']"
        if p == q or not takers or (winner is not None and p != winner):
            raise InvalidRecordError(f"{said}: a trick is led by the last trick's winner, followed by the other "
                                     "player, and taken by one of them")
        problem = played_trick_problem(leader=p, lead=a, follow=b, taker=takers[0], trumps=_trumps_at(f, j),
                                       follower_held=_held_in_last_six(f, k, tricks_of_cards(len(plays)), j, q, b))
        if problem:
            raise InvalidRecordError(f"{said}: {problem}")
        winner = takers[0]
    if winner is not None and f["tricks"] and winner != f["trick_winner"]:
        raise InvalidRecordError(f"trick_winner {f['trick_winner']!r}: the history's last trick was taken by "
                                 f"{SEAT_WORDS[winner]}")
    history = [(p, a.cards.mask) for p, a in f["history"] if isinstance(a, Declare)]
    scored = [(e.player, e.cards.mask) for e in f["events"] if e.kind is ScoreKind.DECLARATION]
    if f["events"] and history and scored[len(scored) - len(history):] != history:
        raise InvalidRecordError.refusing(
            [e.detail for e in f["events"] if e.kind is ScoreKind.DECLARATION],
            f"the history declares {join_and(f'{CardSet.from_mask(m)} ({SEAT_WORDS[p]})' for p, m in history)}, the "
            "last declarations scored, in that order").within("events")


def _trumps_at(f: PositionFields, entry: int) -> tuple[int | None, ...]:
    """The trumps the deal may have had at the trick that ends at ``history[entry]``: the position's, unless a
    penchant declared later in the history may have set it (then also none, or that penchant's)."""
    final = None if f["trump"] is None else int(f["trump"])
    later = [int(trump_of_penchant(a.cards.mask)) for _p, a in f["history"][entry + 1:]
             if isinstance(a, Declare) and classify_mask(a.cards.mask) is Kind.PENCHANT]
    return (final, None, *later) if later else (final,)


def _held_in_last_six(f: PositionFields, k: int, tricks_in_history: int, entry: int, follower: int,
                      follow: int) -> int | None:
    """The follower's hand before he played ``follow`` to the ``k``-th of the history's ``tricks_in_history``
    tricks (ending at ``history[entry]``) when it is one of the last six, else ``None``: what he holds now, and
    the cards he played since (the last six take no card from the stock or a table)."""
    if not last_six_begun(f["tricks"] - tricks_in_history + k):  # the tricks played before this one
        return None
    since = sum(a.card.bit for p, a in f["history"][entry + 1:] if p == follower and isinstance(a, Play))
    return f["hands"][follower] | f["tables"][follower] | since | PACK[follow].bit
