"""Whether a ``penchant-position/1`` record's score events are those its deal scored (:func:`check_events_agree`):
the declarations declared, the brisquettes taken, the book bonus due, in the order a deal scores them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from penchant.english.numbers import count_words
from penchant.errors import InvalidRecordError
from penchant.errors.internal import BrokenInvariantError
from penchant.play.moves import ScoreEvent, ScoreKind, Stage
from penchant.rules.brisques import brisques_in_mask
from penchant.rules.cards import CardSet
from penchant.rules.combinations import DeclaredRecord
from penchant.rules.procedure import SEAT_WORDS
from penchant.rules.scoring import book_bonus_of, brisquette_points, declared_points
from penchant.words.kinds import kind_words

if TYPE_CHECKING:
    from penchant.play.position_record import PositionFields

__all__ = ["check_events_agree"]


_SCORED_IN_TURN: Final = (ScoreKind.DECLARATION, ScoreKind.BRISQUETTE, ScoreKind.BONUS)
"""What a deal scores, in the order it scores them: declarations in the first ten tricks, brisquettes in the
last six, the book bonus at the end."""


def check_events_agree(f: PositionFields) -> None:
    """The score events, when the position keeps them, are the ones its deal scored, else
    :class:`InvalidRecordError` quoting the event:

    - each player's declaration events are his ``declared``, in order, each worth what the rules give its kind
      (:func:`~penchant.rules.scoring.declared_points`) (the ``history``'s declarations are the last of them:
      :func:`~penchant.play.position_history.check_history_agrees`);
    - a brisquette event holds brisques of the player's tricks (``taken``), each brisque once, worth what the rules
      give them (:func:`~penchant.rules.scoring.brisquette_points`), a player's adding up to his ``brisquettes``;
    - a book bonus comes once the deal is over, once for each player whose brisques earn one
      (:func:`~penchant.rules.scoring.book_bonus_of`), for his brisques of the deal and worth that bonus;
    - the events come in the order a deal scores (:data:`_SCORED_IN_TURN`).
    """
    events, profile = f["events"], f["profile"]
    if not events:
        return
    brisques = [brisques_in_mask(f["taken"][p]) for p in (0, 1)]
    bonus_due = [book_bonus_of(profile, brisques[p]) if f["stage"] is Stage.OVER else 0 for p in (0, 1)]
    declarations: list[list[tuple[int, DeclaredRecord]]] = [[], []]  # (event, declaration) for each player
    brisquettes, bonus_paid, seen, turn = [0, 0], [False, False], 0, 0
    for i, e in enumerate(events):
        p = e.player

        def refuse(reason: str, i: int = i, e: ScoreEvent = e) -> InvalidRecordError:
            return InvalidRecordError.refusing(e.detail, reason).within(f"events[{i}]")

        if _SCORED_IN_TURN.index(e.kind) < turn:
            raise refuse(f"scored after a {_SCORED_IN_TURN[turn].value} event: a deal scores its declarations in the "
                         "first ten tricks, brisquettes in the last six and the book bonus at the end")
        turn = _SCORED_IN_TURN.index(e.kind)
        if e.kind is ScoreKind.DECLARATION:
            if e.combination is None:  # ScoreEvent.from_json reads a declaration's kind
                raise BrokenInvariantError("a declaration's score event names no kind")
            declarations[p].append((i, (e.combination, e.cards.mask)))
            worth = declared_points(profile, (e.combination,))
        elif e.kind is ScoreKind.BRISQUETTE:
            if e.cards.mask & ~f["taken"][p] or e.cards.mask & seen:
                raise refuse(f"those brisques have scored already ({SEAT_WORDS[p]})" if e.cards.mask & seen
                             else f"not among the tricks {SEAT_WORDS[p]} took ({CardSet.from_mask(f['taken'][p])})")
            seen |= e.cards.mask
            brisquettes[p] += len(e.cards)
            worth = brisquette_points(profile, len(e.cards))
        else:
            if not bonus_due[p] or bonus_paid[p] or e.brisques != brisques[p]:
                took = f"{SEAT_WORDS[p]} took {count_words(brisques[p], 'brisque', digits=True)}"
                raise refuse(f"{SEAT_WORDS[p]} has scored his book bonus already" if bonus_paid[p] else
                             f"{took}, and his book bonus is for them" if bonus_due[p] else
                             f"{took}, which earn no book bonus" if f["stage"] is Stage.OVER else
                             "the book bonus is scored at the end of the deal")
            bonus_paid[p] = True
            worth = bonus_due[p]
        if e.points != worth:
            raise refuse(f"{SEAT_WORDS[p]} scores {count_words(e.points, 'point', digits=True)} for it, where these "
                         f"rules give {count_words(worth, 'point', digits=True)}")
    for p in (0, 1):
        _check_declarations_scored(p, declarations[p], f["declared"][p], events)
        if brisquettes[p] != f["brisquettes"][p]:
            raise InvalidRecordError.refusing(
                f["brisquettes"][p], f"{SEAT_WORDS[p]}'s brisquette events hold "
                f"{count_words(brisquettes[p], 'brisque', digits=True)}").within(f"brisquettes[{p}]")
        if bonus_due[p] and not bonus_paid[p]:
            raise InvalidRecordError.refusing(
                [e.detail for e in events], f"no book bonus for {SEAT_WORDS[p]}'s "
                f"{count_words(brisques[p], 'brisque', digits=True)}").within("events")


def _check_declarations_scored(p: int, scored: list[tuple[int, DeclaredRecord]], declared: list[DeclaredRecord],
                               events: list[ScoreEvent]) -> None:
    """Player ``p``'s declaration events (``scored``: event number and declaration) are his ``declared``, in
    order (see :func:`check_events_agree`)."""
    for j, ((i, got), want) in enumerate(zip(scored, declared, strict=False)):
        if got != want:
            raise InvalidRecordError.refusing(
                events[i].detail, f"{SEAT_WORDS[p]}'s declaration {j + 1} is declared[{p}][{j}], {want[0].value} "
                f"{CardSet.from_mask(want[1])}").within(f"events[{i}]")
    if len(scored) > len(declared):
        i = scored[len(declared)][0]
        raise InvalidRecordError.refusing(
            events[i].detail, f"{SEAT_WORDS[p]} declared {count_words(len(declared), 'combination', digits=True)} "
            f"(declared[{p}])").within(f"events[{i}]")
    if len(scored) < len(declared):
        kind, m = declared[len(scored)]
        raise InvalidRecordError.refusing(f"{kind_words(kind)} {CardSet.from_mask(m)}",
                                          "no score event scores it").within(f"declared[{p}][{len(scored)}]")
