"""The ``penchant-position/1`` object: written from a deal state (:func:`position_json`) and read back with
every field checked, every card in exactly one place (:func:`position_fields`, from which
:meth:`penchant.play.state.DealState.from_json` builds the state).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, TypedDict

from penchant.errors import InvalidNotationError, InvalidRecordError
from penchant.play.moves import Action, ScoreEvent, Stage, parse_action
from penchant.rules.cards import DECK, FULL_MASK, Card, CardSet, Suit, mask_of, parse_cards
from penchant.rules.combinations import DeclaredRecord
from penchant.rules.kinds import Kind
from penchant.rules.profiles import Profile
from penchant.rules.trump import trump_jack

if TYPE_CHECKING:
    from penchant.play.state import DealState

__all__ = ["FORMAT", "PositionFields", "position_fields", "position_json", "check_every_card_once", "read_trump"]

FORMAT = "penchant-position/1"


class PositionFields(TypedDict):
    """The fields of a deal state, as read from a position."""

    profile: Profile
    dealer: int
    hands: list[int]
    tables: list[int]
    stock: list[int]
    stage: Stage
    to_move: int
    leader: int
    lead: int | None
    trump: Suit | None
    tricks: int
    taken: list[int]
    phase1_brisques: list[int]
    brisquettes: list[int]
    scores: list[int]
    events: list[ScoreEvent]
    declared: list[list[DeclaredRecord]]
    history: list[tuple[int, Action]]
    played: int
    trick_winner: int


def read_trump(value: object) -> Suit | None:
    """A position's ``trump``: the Jack whose penchant set it (``"JH"``, as positions are written) or its suit's
    letter (``"H"``, as game records write a deal's trump), ``None`` for no trump yet. Another card is refused
    (its suit would have been read as trump).

    >>> read_trump("JH"), read_trump("H"), read_trump(None)
    (<Suit.HEARTS: 1>, <Suit.HEARTS: 1>, None)
    """
    if value is None:
        return None
    if not isinstance(value, str):
        raise InvalidRecordError(f"trump {value!r}: write the Jack whose penchant set it (JH) or its suit (H)")
    if len(value.strip()) == 1:
        return Suit.parse(value)
    card = Card.parse(value)
    if card != trump_jack(card.suit):
        raise InvalidRecordError(f"trump {value!r} is not a Jack: write the Jack whose penchant set it "
                                 f"({trump_jack(card.suit)}) or its suit ({card.suit})")
    return card.suit


def position_fields(data: object) -> PositionFields:
    """The checked fields of a ``penchant-position/1`` object; a bad one raises :class:`InvalidRecordError`."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise InvalidRecordError(f"not a {FORMAT} object: {str(data)[:80]!r}")
    try:
        fields = PositionFields(
            profile=Profile.from_json(data["rules"]),
            dealer=int(data["dealer"]),
            hands=[mask_of(h) for h in data["hands"]],
            tables=[mask_of(t) for t in data["tables"]],
            stock=[c.index for c in parse_cards(data["stock"])],
            stage=Stage(data["stage"]),
            to_move=int(data["to_move"]),
            leader=int(data["leader"]),
            lead=None if data["lead"] is None else Card.parse(data["lead"]).index,
            trump=read_trump(data["trump"]),
            tricks=int(data["tricks"]),
            taken=[mask_of(t) for t in data["taken"]],
            phase1_brisques=[int(x) for x in data["phase1_brisques"]],
            brisquettes=[int(x) for x in data["brisquettes"]],
            scores=[int(x) for x in data["scores"]],
            events=[ScoreEvent.from_json(e) for e in data["events"]],
            declared=[[(Kind(d["kind"]), mask_of(d["cards"])) for d in ds] for ds in data["declared"]],
            history=[(int(p), parse_action(a)) for p, a in data["history"]],
            played=mask_of(data["played"]),
            trick_winner=int(data.get("trick_winner", 0)),
        )
    except (KeyError, TypeError, ValueError) as exc:
        if isinstance(exc, InvalidNotationError | InvalidRecordError):
            raise
        raise InvalidRecordError(f"position is missing or mangles a field: {exc!r}") from None
    check_every_card_once(fields["hands"], fields["tables"], fields["played"], fields["stock"], fields["lead"])
    return fields


def check_every_card_once(
    hands: Sequence[int], tables: Sequence[int], played: int, stock: Sequence[int], lead: int | None
) -> None:
    """Every one of the 32 cards is in exactly one place (hands, tables, played, stock), else
    :class:`InvalidRecordError` naming the card out of place."""
    seen = 0
    for m in [*hands, *tables, played]:
        if seen & m:
            raise InvalidRecordError(f"{CardSet(seen & m)} is in two places at once")
        seen |= m
    for i in stock:
        if seen >> i & 1:
            raise InvalidRecordError(f"{DECK[i]} is in the stock and elsewhere")
        seen |= 1 << i
    if lead is not None and not seen >> lead & 1:
        raise InvalidRecordError(f"the led card {DECK[lead]} is not accounted for")
    if seen != FULL_MASK:
        raise InvalidRecordError(f"cards missing from the position: {CardSet(FULL_MASK & ~seen)}")


def position_json(state: DealState) -> dict[str, Any]:
    """``state`` as a ``penchant-position/1`` object (cards in notation, the stock bottom first)."""
    def cs(m: int) -> str:
        return str(CardSet(m))

    return {
        "format": FORMAT,
        "rules": state.profile.to_json(),
        "dealer": state.dealer,
        "stage": state.stage.value,
        "to_move": state.to_move,
        "leader": state.leader,
        "lead": None if state.lead is None else str(DECK[state.lead]),
        "hands": [cs(m) for m in state.hands],
        "tables": [cs(m) for m in state.tables],
        "stock": " ".join(str(DECK[i]) for i in state.stock),
        "trump": None if state.trump_card is None else str(state.trump_card),
        "tricks": state.tricks,
        "trick_winner": state.trick_winner,
        "taken": [cs(m) for m in state.taken],
        "phase1_brisques": list(state.phase1_brisques),
        "brisquettes": list(state.brisquettes),
        "scores": list(state.scores),
        "events": [e.to_json() for e in state.events],
        "declared": [[{"kind": k.value, "cards": cs(m)} for k, m in d] for d in state.declared],
        "history": [[p, str(a)] for p, a in state.history],
        "played": cs(state.played),
    }
