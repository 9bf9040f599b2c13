"""The ``penchant-position/1`` object: written from a deal state (:func:`position_json`) and read back with
every field checked, every card in exactly one place (:func:`position_fields`, from which
:meth:`penchant.play.state.DealState.from_json` builds the state).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Final, TypedDict, TypeVar

from penchant.english.lists import join_and, join_or
from penchant.english.numbers import count_words
from penchant.errors import InvalidRecordError, PenchantError
from penchant.errors.internal import BrokenInvariantError
from penchant.files.strict_reader import Schema, choice, list_of, nullable, obj, pair_of, row_of, text, whole
from penchant.play.moves import (
    TRICK_WINNER_BEFORE_ANY_TRICK,
    Action,
    Declare,
    Play,
    ScoreEvent,
    ScoreKind,
    Stage,
    parse_action,
)
from penchant.play.sheet import breakdown
from penchant.rules.brisques import BRISQUES_IN_PACK, brisques_in_all, brisques_in_mask
from penchant.rules.card_counts import check_deal_layout
from penchant.rules.cards import FULL_MASK, PACK, Card, CardSet, index_in, mask_of, parse_cards
from penchant.rules.combinations import DeclaredRecord, classify_mask
from penchant.rules.dealing import FIRST_TEN_TRICKS
from penchant.rules.kinds import Kind
from penchant.rules.possible_positions import (
    check_brisquettes_taken,
    check_cards_played,
    check_over,
    check_whose_turn,
    not_laid_by,
    played_trick_problem,
)
from penchant.rules.procedure import (
    ALL_TRICKS,
    SEAT_WORDS,
    last_six_begun,
    lead_unanswered,
    tricks_of_cards,
)
from penchant.rules.profiles import RULES_SCHEMA, Profile
from penchant.rules.scoring import book_bonus_of, brisquette_points, deal_parts, declared_points
from penchant.rules.suits_and_ranks import Suit
from penchant.rules.trump import possible_trumps, trump_jack, trump_of_penchant, trump_suit
from penchant.words.kinds import kind_words

if TYPE_CHECKING:
    from penchant.play.state import DealState

__all__ = [
    "FORMAT", "POSITION_SCHEMA", "PositionFields", "position_fields", "position_json", "check_every_card_once",
    "each_card_once",
    "check_position_possible", "check_history_agrees", "check_events_agree", "read_trump",
]

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


def check_position_possible(f: PositionFields) -> None:
    """Refuse (:class:`InvalidRecordError`, naming the field and its value) a position no deal can reach (the
    procedure's checks are the rules', :mod:`penchant.rules.possible_positions`: :func:`check_whose_turn`,
    :func:`check_cards_played`, :func:`check_brisquettes_taken`, :func:`check_over`):

    - the leader is the one the rules name (:func:`~penchant.rules.procedure.next_leader`): the dealer's
      opponent to the first trick, then the last trick's winner;
    - the stage and the trick agree: a card led (``lead``) exactly while the other player is to follow
      (``to_move`` the other seat than ``leader``); the leader to move at a lead; the trick's winner to
      declare (``declare``), the loser to declare a penchant (``penchant``); declarations only in the
      first ten tricks;
    - ``tricks`` and the cards agree: two cards played a trick (one more while a trick is in play), the
      stock two cards fewer a trick in the first ten, the tricks taken are the cards played but the lead,
      and no more than the first ten tricks' declarations;
    - what each player holds and the stock, as the rules lay a deal out
      (:func:`~penchant.rules.card_counts.check_deal_layout`): hand and table together six to play a card in the first
      ten tricks (five for the one who has led, five for both at a declaration), in the last six the cards of the
      tricks still to play, no table; nothing once the deal is over (all sixteen tricks);
    - every card on a table laid there by one of its owner's declarations
      (:func:`~penchant.rules.possible_positions.not_laid_by`);
    - the brisques counted (``phase1_brisques`` and ``brisquettes``, :func:`~penchant.rules.brisques.brisques_in_all`)
      are those in each player's tricks, brisquettes only in the last six, and the score events, when given, add up
      to ``scores`` (:func:`~penchant.play.sheet.breakdown`, which the rules add up) and are the deal's
      (:func:`check_events_agree`);
    - ``scores`` are what the declarations and tricks so far score (:func:`~penchant.rules.scoring.deal_parts`);
    - a ``trump`` is set by a penchant declared with its Jack.
    """
    stage, tricks, stock = f["stage"], f["tricks"], f["stock"]
    declaring = stage.declaring
    _check_whose_turn(f)
    taken = f["taken"]
    check_cards_played(tricks, f["played"], taken, f["lead"], declared=len(f["declared"][0]) + len(f["declared"][1]))
    phase1 = bool(stock) or declaring
    check_deal_layout([CardSet.from_mask(m) for m in f["hands"]], [PACK[i] for i in stock], tricks,
                      tables=[CardSet.from_mask(m) for m in f["tables"]], moment=stage.value, leader=f["leader"])
    brisques = [brisques_in_all(f["phase1_brisques"][p], f["brisquettes"][p]) for p in (0, 1)]
    scored = breakdown(f["events"])  # the score events' points, added up by the rules
    for p in (0, 1):
        _check_table_laid(f, p)
        if brisques[p] != brisques_in_mask(taken[p]):
            raise InvalidRecordError(
                f"phase1_brisques[{p}] {f['phase1_brisques'][p]!r} and brisquettes[{p}] {f['brisquettes'][p]!r}: "
                f"{SEAT_WORDS[p]}'s tricks hold {count_words(brisques_in_mask(taken[p]), 'brisque', digits=True)}")
        check_brisquettes_taken(p, f["brisquettes"][p], last_six=not phase1)
        if f["events"] and scored[p].total != f["scores"][p]:
            raise InvalidRecordError(f"scores[{p}] {f['scores'][p]!r}: {SEAT_WORDS[p]}'s score events add up to "
                                     f"{scored[p].total}")
    kinds = [[kind for kind, _ in f["declared"][p]] for p in (0, 1)]
    parts = deal_parts(f["profile"], kinds, f["brisquettes"], brisques if stage is Stage.OVER else None)
    for p in (0, 1):
        if f["scores"][p] != parts[p].total:
            raise InvalidRecordError(
                f"scores[{p}] {f['scores'][p]!r}: {SEAT_WORDS[p]}'s declarations and tricks so far score "
                f"{parts[p].total} ({parts[p].declarations} for declarations, {parts[p].brisquettes} for "
                f"brisquettes, {parts[p].book_bonus} bonus)")
    check_events_agree(f)
    try:
        _check_trump(f)
    except PenchantError as exc:  # a trump check's refusal of a declaration is the record's
        raise exc.as_a(InvalidRecordError) from None
    check_over(stage is Stage.OVER, tricks)


_SCORED_IN_TURN: Final = (ScoreKind.DECLARATION, ScoreKind.BRISQUETTE, ScoreKind.BONUS)
"""What a deal scores, in the order it scores them: declarations in the first ten tricks, brisquettes in the
last six, the book bonus at the end."""


def check_events_agree(f: PositionFields) -> None:
    """The score events, when the position keeps them, are the ones its deal scored, else
    :class:`InvalidRecordError` quoting the event:

    - each player's declaration events are his ``declared``, in order, each worth what the rules give its kind
      (:func:`~penchant.rules.scoring.declared_points`) (the ``history``'s declarations are the last of them:
      :func:`check_history_agrees`);
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


def _check_trump(f: PositionFields) -> None:
    """The position's trump is one its penchants can have set (:func:`~penchant.rules.trump.possible_trumps`;
    which penchant came first is read from the score events when the position keeps them)."""
    trump = f["trump"]
    penchants = [[trump_of_penchant(m) for kind, m in f["declared"][p] if kind is Kind.PENCHANT] for p in (0, 1)]
    first = next((trump_of_penchant(e.cards) for e in f["events"] if e.combination is Kind.PENCHANT), None)
    possible = possible_trumps(f["profile"], penchants, first=first)
    if trump in possible:
        return
    if trump is not None and not any(trump in suits for suits in penchants):
        raise InvalidRecordError(f"trump {str(trump)!r} with no penchant of {trump_jack(trump)} declared: only a "
                                 "penchant sets trump, its Jack's suit")
    could = join_or((f"the suit of {trump_jack(s)}" if s is not None else "none" for s in
                     sorted(possible, key=lambda s: -1 if s is None else int(s))), "none")
    said = "no trump" if trump is None else f"trump {str(trump)!r}"
    raise InvalidRecordError(f"{said} after the penchants declared: under these rules it is {could} (the first "
                             "penchant that sets trump names it)")


def _check_table_laid(f: PositionFields, p: int) -> None:
    """Every card on player ``p``'s table was laid there by one of his declarations
    (:func:`~penchant.rules.possible_positions.not_laid_by`; see :func:`check_position_possible`)."""
    stray = not_laid_by((m for _kind, m in f["declared"][p]), f["tables"][p])
    if stray:
        laid = join_and((str(CardSet.from_mask(m)) for _kind, m in f["declared"][p]), "nothing")
        raise InvalidRecordError(
            f"tables[{p}] {str(CardSet.from_mask(f['tables'][p]))!r} with {laid} declared: no declaration laid "
            f"{CardSet.from_mask(stray)} there (a card reaches the table only in a declaration)")


def _check_whose_turn(f: PositionFields) -> None:
    """The stage, the lead and who is to move agree (see :func:`check_position_possible`): the rules' procedure
    (:func:`~penchant.rules.possible_positions.check_whose_turn`) says who may be to move."""
    stage = f["stage"]
    check_whose_turn(stage.value, stage.turn, following=stage is Stage.FOLLOW, leading=stage is Stage.LEAD,
                     lead=f["lead"], to_move=f["to_move"], leader=f["leader"], dealer=f["dealer"],
                     trick_winner=f["trick_winner"], tricks=f["tricks"])


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


def each_card_once(places: Sequence[int]) -> int:
    """The cards of ``places`` (masks), each in one of them, else :class:`InvalidRecordError` naming the cards
    in two."""
    seen = 0
    for m in places:
        if seen & m:
            raise InvalidRecordError(f"{CardSet.from_mask(seen & m)} is in two places at once",
                                     reason="in two places at once")
        seen |= m
    return seen


def check_every_card_once(
    hands: Sequence[int], tables: Sequence[int], played: int, stock: Sequence[int], lead: int | None
) -> None:
    """Every one of the 32 cards is in exactly one place (hands, tables, played, stock), else
    :class:`InvalidRecordError` naming the card out of place."""
    seen = each_card_once([*hands, *tables, played])
    for i in stock:
        if index_in(seen, i):
            raise InvalidRecordError(f"{PACK[i]} is in the stock and elsewhere")
        seen |= PACK[i].bit
    if lead is not None and not index_in(seen, lead):
        raise InvalidRecordError(f"the led card {PACK[lead]} is not accounted for")
    if seen != FULL_MASK:
        raise InvalidRecordError(f"cards missing from the position: {CardSet.from_mask(FULL_MASK & ~seen)}")


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
