"""The ``penchant-position/1`` object: written from a deal state (:func:`position_json`) and read back with
every field checked (:func:`position_fields`, from which :meth:`penchant.play.state.DealState.from_json` builds the
state). Its checks have a module each: every card in exactly one place (:mod:`penchant.play.position_cards`), a
moment a deal can reach (:mod:`penchant.play.position_possible`), the score events the deal's
(:mod:`penchant.play.position_events`) and the history agreeing (:mod:`penchant.play.position_history`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final, TypedDict, TypeVar

from penchant.errors import InvalidRecordError, PenchantError
from penchant.files.strict_reader import Schema, choice, list_of, nullable, obj, pair_of, row_of, text, whole
from penchant.play.moves import TRICK_WINNER_BEFORE_ANY_TRICK, Action, ScoreEvent, ScoreKind, Stage, parse_action
from penchant.play.position_cards import check_every_card_once
from penchant.play.position_history import check_history_agrees
from penchant.play.position_possible import check_position_possible
from penchant.rules.brisques import BRISQUES_IN_PACK
from penchant.rules.cards import Card, CardSet, mask_of, parse_cards
from penchant.rules.combinations import DeclaredRecord, classify_mask
from penchant.rules.dealing import FIRST_TEN_TRICKS
from penchant.rules.kinds import Kind
from penchant.rules.procedure import ALL_TRICKS
from penchant.rules.profiles import RULES_SCHEMA, Profile
from penchant.rules.suits_and_ranks import Suit
from penchant.rules.trump import trump_jack, trump_suit
from penchant.words.kinds import kind_words

if TYPE_CHECKING:
    from penchant.play.state import DealState

__all__ = ["FORMAT", "POSITION_SCHEMA", "PositionFields", "position_fields", "position_json", "read_trump"]

FORMAT = "penchant-position/1"
_T = TypeVar("_T")

_SEAT: Final = choice(0, 1)
_CARDS_TEXT: Final = text(120)
_BRISQUES: Final = whole(0, BRISQUES_IN_PACK)
_SCORE: Final = whole(0, 100_000)
_EVENT: Final = obj(
    {"player": _SEAT, "points": _SCORE, "what": choice(*[k.value for k in ScoreKind]), "detail": text(120)},
    expected="a score event object",
)
_DECLARED: Final = obj({"kind": choice(*[k.value for k in Kind]), "cards": _CARDS_TEXT},
                       expected="a declaration object ({'kind': ..., 'cards': ...})")
POSITION_SCHEMA: Final[Schema] = obj(
    {
        "format": choice(FORMAT),
        "rules": RULES_SCHEMA,
        "dealer": _SEAT,
        "stage": choice(*[s.value for s in Stage]),
        "to_move": _SEAT,
        "leader": _SEAT,
        "lead": nullable(text(4)),
        "hands": pair_of(_CARDS_TEXT, "cards"),
        "tables": pair_of(_CARDS_TEXT, "cards"),
        "stock": _CARDS_TEXT,
        "trump": nullable(text(4)),
        "tricks": whole(0, ALL_TRICKS),
        "taken": pair_of(_CARDS_TEXT, "cards"),
        "phase1_brisques": pair_of(_BRISQUES, f"whole numbers from 0 to {BRISQUES_IN_PACK}"),
        "brisquettes": pair_of(_BRISQUES, f"whole numbers from 0 to {BRISQUES_IN_PACK}"),
        "scores": pair_of(_SCORE, "whole numbers from 0"),
        "events": list_of(_EVENT, 0, 64),
        "declared": pair_of(list_of(_DECLARED, 0, FIRST_TEN_TRICKS), "lists of declarations"),
        "history": list_of(row_of(_SEAT, text(60), expected="[player, action], such as [1, 'play QS']"), 0, 200),
        "played": _CARDS_TEXT,
    },
    {"trick_winner": _SEAT},
    expected=f"a {FORMAT} object",
)
"""A position's shape: every field typed, only these fields (``trick_winner`` may be left out: 0)."""


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
    """A position's ``trump``: the Jack whose penchant set it (``"JH"``, as positions are written), else as
    :func:`~penchant.rules.trump.trump_suit` reads every trump (its suit's letter, ``"H"``, as game records write a
    deal's trump; ``None`` for no trump yet). Another card is refused (its suit would have been read as trump).

    >>> read_trump("JH"), read_trump("H"), read_trump(None)
    (<Suit.HEARTS: 1>, <Suit.HEARTS: 1>, None)
    """
    if not isinstance(value, str) or len(value.strip()) == 1:
        return trump_suit(value, InvalidRecordError)  # the one reader of a trump: a suit's letter, None
    card = Card.parse(value)
    if card != trump_jack(card.suit):
        raise InvalidRecordError(f"trump {value!r} is not a Jack: write the Jack whose penchant set it "
                                 f"({trump_jack(card.suit)}) or its suit ({card.suit})")
    return card.suit


def _field(where: str, read: Callable[[Any], _T], value: Any) -> _T:
    """``read(value)``, a notation error in it refused as the position's, naming the field."""
    try:
        return read(value)
    except PenchantError as exc:
        raise exc.as_a(InvalidRecordError).within(where) from None


def position_fields(data: object) -> PositionFields:
    """The checked fields of a ``penchant-position/1`` object; a bad one raises :class:`InvalidRecordError`
    naming the field and quoting its value.

    Two steps: the shape (:data:`POSITION_SCHEMA`: every field present and typed, no other field, seats 0
    or 1, counts whole numbers in range), then the cards and the moment (:func:`check_every_card_once` and
    :func:`check_position_possible`).
    """
    if not isinstance(data, dict):
        raise InvalidRecordError(f"not a {FORMAT} object: {str(data)[:80]!r}")
    POSITION_SCHEMA.check(data, "", InvalidRecordError)
    fields = PositionFields(
        profile=Profile.from_json(data["rules"]),
        dealer=data["dealer"],
        hands=[_field(f"hands[{p}]", mask_of, v) for p, v in enumerate(data["hands"])],
        tables=[_field(f"tables[{p}]", mask_of, v) for p, v in enumerate(data["tables"])],
        stock=_field("stock", lambda v: [c.index for c in parse_cards(v)], data["stock"]),
        stage=Stage(data["stage"]),
        to_move=data["to_move"],
        leader=data["leader"],
        lead=None if data["lead"] is None else _field("lead", lambda v: Card.parse(v).index, data["lead"]),
        trump=_field("trump", read_trump, data["trump"]),
        tricks=data["tricks"],
        taken=[_field(f"taken[{p}]", mask_of, v) for p, v in enumerate(data["taken"])],
        phase1_brisques=list(data["phase1_brisques"]),
        brisquettes=list(data["brisquettes"]),
        scores=list(data["scores"]),
        events=[_field(f"events[{i}]", ScoreEvent.from_json, e) for i, e in enumerate(data["events"])],
        declared=[[_field(f"declared[{p}][{i}]", _declared, d) for i, d in enumerate(ds)]
                  for p, ds in enumerate(data["declared"])],
        history=[(p, _field(f"history[{i}]", parse_action, a)) for i, (p, a) in enumerate(data["history"])],
        played=_field("played", mask_of, data["played"]),
        trick_winner=data.get("trick_winner", TRICK_WINNER_BEFORE_ANY_TRICK),
    )
    check_every_card_once(fields["hands"], fields["tables"], fields["played"], fields["stock"], fields["lead"])
    check_position_possible(fields)
    check_history_agrees(fields)
    return fields


def _declared(d: dict[str, Any]) -> DeclaredRecord:
    kind, m = Kind(d["kind"]), mask_of(d["cards"])
    if classify_mask(m) is not kind:
        raise InvalidRecordError.refusing(d['cards'], f"not a {kind_words(kind)}")
    return (kind, m)


def position_json(state: DealState) -> dict[str, Any]:
    """``state`` as a ``penchant-position/1`` object (cards in notation, the stock bottom first)."""
    def cs(m: int) -> str:
        return str(CardSet.from_mask(m))

    return {
        "format": FORMAT,
        "rules": state.profile.to_json(),
        "dealer": state.dealer,
        "stage": state.stage.value,
        "to_move": state.to_move,
        "leader": state.leader,
        "lead": None if state.lead is None else str(state.lead),
        "hands": [str(cards) for cards in state.hands],
        "tables": [str(cards) for cards in state.tables],
        "stock": " ".join(str(card) for card in state.stock),
        "trump": None if state.trump_card is None else str(state.trump_card),
        "tricks": state.tricks,
        "trick_winner": state.trick_winner,
        "taken": [str(cards) for cards in state.taken],
        "phase1_brisques": list(state.phase1_brisques),
        "brisquettes": list(state.brisquettes),
        "scores": list(state.scores),
        "events": [e.to_json() for e in state.events],
        "declared": [[{"kind": k.value, "cards": str(cards)} for k, cards in d] for d in state.declared],
        "history": [[p, str(a)] for p, a in state.history],
        "played": str(state.played),
    }
