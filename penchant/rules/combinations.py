"""Combinations: classify a set of cards, check a declaration, list the legal ones.

Every combination takes all its cards from the declarer's hand and table and
at least one card from the hand (the fresh-card rule). Minor sets may be
barred (see :mod:`penchant.rules.barring`; the profile's ``barring`` switch
picks the reading). With ``Profile.same_kind_reuse`` false a card may not
serve twice in combinations of the same kind. What a player asks beyond one verdict (which combinations a set
bars, why nothing is declarable, the declaration meant by cards picked, one built up step by step) is
:mod:`penchant.rules.declarable`'s.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations as _subsets
from typing import Any, Final

from penchant.english.lists import join_and
from penchant.english.numbers import number_words
from penchant.errors import BarredError, IllegalDeclarationError, InvalidNotationError, PenchantError
from penchant.rules.bar_reports import BarReport, bar_report
from penchant.rules.barred_refusal import barred_refusal_words
from penchant.rules.barring import is_barred_on_masks, is_minor_set_mask
from penchant.rules.cards import (
    FULL_MASK,
    RANK_MASKS,
    SUIT_MASKS,
    CardSet,
    CardsGiven,
    CardsLike,
    card_indexes,
    cards_given,
    mask_of,
    refuse_a_number,
)
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import LARGEST_SET, SET_OF_SIZE, SMALLEST_SET, Kind
from penchant.rules.procedure import Moment
from penchant.rules.profiles import Barring, Profile, get_profile
from penchant.rules.refused import Refused
from penchant.rules.suits_and_ranks import Rank

__all__ = [
    "NOTHING_FRESH_WORDS",
    "adds_a_fresh_card",
    "cards_in_no_declarable_combination",
    "combination_kind",
    "cards_served_by_kind",
    "served_in_kind_words",
    "classify",
    "classify_mask",
    "is_minor_set",
    "is_penchant",
    "Declaration",
    "DeclarationVerdict",
    "check_declaration",
    "legal_declarations",
    "candidate_combinations",
    "DeclaredRecord",
    "legal_declaration_masks",
    "reunions_containing",
]

_J, _Q, _K, _A, _T, _9 = int(Rank.JACK), int(Rank.QUEEN), int(Rank.KING), int(Rank.ACE), int(Rank.TEN), int(Rank.NINE)
_JQK: Final = (1 << _J) | (1 << _Q) | (1 << _K)
_SEQS4: Final = (_JQK | 1 << _T, _JQK | 1 << _A)
_SEQS5: Final = (_JQK | 1 << _T | 1 << _9, _JQK | 1 << _T | 1 << _A)

# A player's earlier declarations: (kind, mask of its cards).
DeclaredRecord = tuple[Kind, int]


def _classify_mask(m: int) -> Kind | None:
    n = m.bit_count()
    if n < 2 or n > 5:
        return None
    low = (m & -m).bit_length() - 1
    rank = low & 7
    if n <= LARGEST_SET and m & RANK_MASKS[rank] == m:
        return SET_OF_SIZE[n]
    suit = low >> 3
    if m & SUIT_MASKS[suit] == m:
        ranks = m >> (suit * 8)
        if n == 2:
            if ranks == (1 << _K | 1 << _Q):
                return Kind.MARRIAGE
            if ranks == (1 << _Q | 1 << _J):
                return Kind.BESITO
            return None
        if ranks & _JQK != _JQK:
            return None
        if n == 3:
            return Kind.FAMILY
        if n == 4:
            return Kind.CLAN if ranks in _SEQS4 else None
        return Kind.REUNION if ranks in _SEQS5 else Kind.FLUSH
    if n == 2:
        q = m & RANK_MASKS[_Q]
        j = m & RANK_MASKS[_J]
        if q and j:  # different suits, or the same-suit test above would have caught it
            return Kind.PENCHANT
    return None


_COMBINATIONS_CACHED: Final = 1 << 16
"""How many holdings' combinations (and legal declarations), and masks' kinds, are kept: the play-outs of one
coach's analysis ask of a few tens of thousands."""

_CLASSIFY_CACHE: dict[int, Kind | None] = {}


def classify_mask(mask: int) -> Kind | None:
    """The kind of combination the cards of the bit mask ``mask`` form, or ``None``: the engine's fast path for
    the searches and the players (the mask is taken as it is, unchecked); cards as a person names them go to
    :func:`classify`.

    >>> classify_mask(CardSet("KS QS").mask)
    <Kind.MARRIAGE: 'marriage'>
    """
    try:
        return _CLASSIFY_CACHE[mask]
    except KeyError:
        k = _classify_mask(mask)
        if len(_CLASSIFY_CACHE) < _COMBINATIONS_CACHED:
            _CLASSIFY_CACHE[mask] = k
        return k


def classify(cards: CardsGiven) -> Kind | None:
    """The kind of combination these exact cards form, or ``None``.

    A five-card same-suit set holding J Q K is a reunion if it is a sequence,
    else a flush; four cards holding J Q K count only as a sequence (a clan).
    A number is refused (``classify(5)`` raises :class:`InvalidNotationError` naming
    :meth:`CardSet.from_mask`); the engine's masks go to :func:`classify_mask`.
    """
    if isinstance(cards, CardSet):
        return classify_mask(cards.mask)
    refuse_a_number(cards, "cards", "CardSet.from_mask({mask})")
    return classify_mask(mask_of(cards))


def is_penchant(cards: CardsGiven) -> bool:
    """Whether these exact cards are a penchant: a Queen and a Jack of different suits.

    >>> is_penchant("QS JH"), is_penchant("QH JH"), is_penchant("QS JH JD")
    (True, False, False)
    """
    return classify(cards) is Kind.PENCHANT


def is_minor_set(cards: CardsGiven) -> bool:
    """Whether these cards are a minor set: a pair, triplet or quadruplet of Sevens, Eights, Nines or Tens, the
    only combinations a bar can stop. The cards are read as :func:`classify` reads them, and their kind is the
    one they form (a number is refused: the engine's masks go to
    :func:`~penchant.rules.barring.is_minor_set_mask` with their kind).

    >>> is_minor_set("9S 9H"), is_minor_set("QS QH"), is_minor_set("9S 8H"), is_minor_set("TS TH TD")
    (True, False, False, True)
    """
    refuse_a_number(cards, "cards", "CardSet.from_mask({mask})")
    mask = cards_given(cards).mask
    return is_minor_set_mask(classify_mask(mask), mask)


def reunions_containing(cards: CardsLike) -> tuple[CardSet, ...]:
    """The reunions (Nine to King, or Ten to Ace, of one suit) that hold every one of ``cards``: those a
    marriage, besito, family or clan builds toward (none for cards of two suits).

    >>> [str(r) for r in reunions_containing("KH QH")]
    ['9H TH JH QH KH', 'TH JH QH KH AH']
    >>> [str(r) for r in reunions_containing("AS KS QS JS")], reunions_containing("QS JH")
    (['TS JS QS KS AS'], ())
    """
    m = mask_of(cards)
    if not m:
        return ()
    suit = ((m & -m).bit_length() - 1) >> 3
    return tuple(CardSet.from_mask(run << (suit * 8)) for run in _SEQS5 if m & ~(run << (suit * 8)) == 0)


def candidate_combinations(holding: int) -> list[tuple[int, Kind]]:
    """Every (mask, kind) combination that can be made from ``holding`` alone.

    Built constructively (sets per rank, runs per suit, couplings), not by
    enumerating subsets; each card set appears once. A new list each call, of an answer worked out once for each
    holding and cached (the play-outs of search ask it of the same holdings again and again).
    """
    return list(_combinations_of(holding))


@lru_cache(maxsize=_COMBINATIONS_CACHED)
def _combinations_of(holding: int) -> tuple[tuple[int, Kind], ...]:
    """:func:`candidate_combinations`, worked out once for each holding (a tuple, shared by the callers)."""
    out: list[tuple[int, Kind]] = []
    # Sets.
    for r in range(8):
        rm = holding & RANK_MASKS[r]
        c = rm.bit_count()
        if c >= SMALLEST_SET:
            cards = [1 << i for i in card_indexes(rm)]
            for size in range(SMALLEST_SET, c + 1):
                kind = SET_OF_SIZE[size]
                for sub in _subsets(cards, size):
                    out.append((sum(sub), kind))
    # Runs and same-suit couplings.
    for s in range(4):
        ranks = (holding >> (s * 8)) & 0xFF
        base = s * 8
        if ranks & (1 << _K | 1 << _Q) == (1 << _K | 1 << _Q):
            out.append(((1 << _K | 1 << _Q) << base, Kind.MARRIAGE))
        if ranks & (1 << _Q | 1 << _J) == (1 << _Q | 1 << _J):
            out.append(((1 << _Q | 1 << _J) << base, Kind.BESITO))
        if ranks & _JQK == _JQK:
            out.append((_JQK << base, Kind.FAMILY))
            for seq in _SEQS4:
                if ranks & seq == seq:
                    out.append((seq << base, Kind.CLAN))
            others = [1 << i for i in range(8) if ranks >> i & 1 and not _JQK >> i & 1]
            for a, b in _subsets(others, 2):
                five = _JQK | a | b
                out.append((five << base, Kind.REUNION if five in _SEQS5 else Kind.FLUSH))
    # Penchants: a Queen and a Jack of different suits.
    queens = holding & RANK_MASKS[_Q]
    jacks = holding & RANK_MASKS[_J]
    if queens and jacks:
        for qi in range(4):
            q = 1 << (qi * 8 + _Q)
            if not queens & q:
                continue
            for ji in range(4):
                j = 1 << (ji * 8 + _J)
                if ji != qi and jacks & j:
                    out.append((q | j, Kind.PENCHANT))
    return tuple(out)


@dataclass(frozen=True)
class Declaration:
    """A combination a player may declare: its cards, kind and points."""

    cards: CardSet
    kind: Kind
    points: int

    def to_json(self) -> dict[str, Any]:
        return {"cards": [str(c) for c in self.cards], "kind": self.kind.value, "points": self.points}

    def __str__(self) -> str:
        return f"{self.kind.value} {self.cards} ({self.points})"


@dataclass(frozen=True)
class DeclarationVerdict:
    """The engine's answer to "may I declare these cards?", with its reason (in words) and, for a refusal, which
    rule refuses it (``refused``: typed, for a caller that asks which, never by reading the words)."""

    cards: CardSet
    legal: bool
    kind: Kind | None
    points: int
    reason: str
    error: PenchantError | None = None
    bar: BarReport | None = None
    refused: Refused | None = None
    written: Callable[[Callable[[CardSet], str]], str] | None = field(default=None, compare=False, repr=False)
    """The reason built again from the refusal's parts with its cards written as a reader asks (the words'
    :func:`~penchant.words.refusals.reason_words` asks for symbols), never by finding them again in
    :attr:`reason`, whose cards are notation for the log and the command line; ``None`` when the reason names no
    card."""

    def to_json(self) -> dict[str, Any]:
        return {
            "legal": self.legal,
            "kind": self.kind.value if self.kind else None,
            "points": self.points,
            "reason": self.reason,
        }

    def raise_if_illegal(self) -> None:
        if self.error is not None:
            raise self.error


def adds_a_fresh_card(cards: int, table: int) -> bool:
    """The fresh-card rule on masks: a declaration of the cards ``cards`` must put at least one card on the
    declarer's table that is not there yet (Foster: it "adds at least one fresh card from his hand"). The fast
    path of the check, for the deal and the players; :func:`check_declaration` says it in words.

    >>> adds_a_fresh_card(CardSet("KH QH").mask, CardSet("KH QH").mask), adds_a_fresh_card(CardSet("KH QH JH").mask,
    ...                                                                                      CardSet("KH QH").mask)
    (False, True)
    """
    return bool(cards & ~table)


NOTHING_FRESH_WORDS: Final = ("every card is already on your table, and a declaration must add at least one fresh "
                               "card from the hand")
"""Why a declaration that adds no fresh card (:func:`adds_a_fresh_card`) is refused."""


def served_in_kind_words(reused: int, kind: Kind, cards: Callable[[CardSet], str] = str) -> str:
    """Why a declaration reusing the cards ``reused`` (a mask) in a second ``kind`` is refused when
    ``same_kind_reuse`` is off (:func:`cards_served_by_kind`); ``cards`` writes the cards (notation by default).

    >>> served_in_kind_words(CardSet("QS").mask, Kind.PAIR)
    'QS already served in a pair, and these rules let a card serve only once in each kind'
    """
    return (f"{cards(CardSet.from_mask(reused))} already served in a {kind.value}, and these rules let a card "
            "serve only once in each kind")


def cards_served_by_kind(profile: Profile, declared: Iterable[DeclaredRecord]) -> tuple[int, ...]:
    """For each kind (in :class:`Kind` order), the mask of the cards that may not serve in it again: those of the
    player's earlier declarations of that kind when ``same_kind_reuse`` is off, none when it is on. The fast path
    for a player weighing many combinations: a combination ``m`` of ``kind`` is refused for reuse when
    ``m & served[kind's place]``.

    >>> from penchant.rules.profiles import KANDELL
    >>> once = KANDELL.with_options(same_kind_reuse=False)
    >>> served = cards_served_by_kind(once, [(Kind.PAIR, CardSet("9S 9H").mask)])
    >>> CardSet.from_mask(served[0]), served[1], cards_served_by_kind(KANDELL, [(Kind.PAIR, 3)])[0]
    (CardSet('9S 9H'), 0, 0)
    """
    if profile.same_kind_reuse:
        return _NONE_SERVED
    out = dict.fromkeys(Kind, 0)
    for kind, cards in declared:
        out[kind] |= cards
    return tuple(out.values())


_NONE_SERVED: Final = (0,) * len(Kind)
"""No card barred from serving again: the rules' answer whenever ``same_kind_reuse`` is on."""


def _reused_same_kind(m: int, kind: Kind, declared: Iterable[DeclaredRecord]) -> int:
    """Cards of ``m`` that already served in a declaration of the same kind."""
    used = 0
    for k, cards in declared:
        if k is kind:
            used |= cards & m
    return used


def _checked(holdings: Holdings, profile: Profile | str, moment: Moment = "declare") -> Profile:
    """The profile named by ``profile`` once ``holdings`` are known to be holdings a player may hold at a
    declaration (every function asking it is asked at one: :meth:`Holdings.at`; ``moment="play"`` for a caller asking
    between tricks what the player could declare once a trick is played); anything else is refused in a
    sentence."""
    if not isinstance(holdings, Holdings):
        raise InvalidNotationError.refusing(holdings, "not the cards in play: give a Holdings (hand and tables)")
    holdings.at(moment)
    return get_profile(profile)


_EVERY_COMBINATION: Final = tuple(m for m, _ in candidate_combinations(FULL_MASK))


def _grows_into_a_combination(mask: int) -> bool:
    """Whether some combination holds every card of ``mask`` and more: cards a card added would make one (K♥ J♥,
    with the Q♥ a family), unlike K♥ J♦, which no combination holds together."""
    return any(c & mask == mask and c != mask for c in _EVERY_COMBINATION)


_LARGEST_COMBINATION: Final = max(k.size for k in Kind)
"""The most cards a combination holds (the reunion's and the flush's five): six of a suit in sequence are none."""


def _no_combination_words(mask: int, write: Callable[[CardSet], str] = str) -> str:
    """Why cards holding a fresh card form no combination; six or more of a suit say that a run stops at five, and
    name the reunions in them (each may be declared, the second later with a fresh card of its own).

    >>> _no_combination_words(CardSet("9H TH JH QH KH AH").mask)
    'these cards form no combination: a run has five cards at most; six in sequence hold two reunions, 9H TH ...'
    """
    said = "these cards form no combination"
    if mask.bit_count() <= _LARGEST_COMBINATION:
        return said
    said += f": a run has {number_words(_LARGEST_COMBINATION)} cards at most"
    held = _runs_of_five(mask)
    if len(held) > 1:
        said += (f"; six in sequence hold two reunions, {join_and(write(r) for r in held)}, each declared on its "
                 "own")
    return said


def _runs_of_five(mask: int) -> list[CardSet]:
    """The reunions among the cards of ``mask`` (of its first card's suit)."""
    suit = ((mask & -mask).bit_length() - 1) >> 3
    return [CardSet.from_mask(run << (suit * 8)) for run in _SEQS5 if mask & (run << (suit * 8)) == run << (suit * 8)]


def check_declaration(
    cards: CardsGiven,
    holdings: Holdings,
    profile: Profile | str,
    *,
    declared: Sequence[DeclaredRecord] = (),
    penchant_only: bool = False,
    moment: Moment = "declare",
) -> DeclarationVerdict:
    """Check one declaration and explain the answer.

    ``holdings`` are the declarer's hand and table and the opponent's table.
    ``declared`` lists the declarer's earlier declarations (for
    ``same_kind_reuse``); ``penchant_only`` is set for the loser of a trick. ``moment``: when the holdings are
    held (a declaration's five cards unless told ``"play"``: more are refused, :meth:`Holdings.at`).
    Notation errors raise :class:`InvalidNotationError`; every rules refusal
    is returned as a verdict whose ``error`` is the exception to raise.

    >>> from penchant.rules.profiles import KANDELL
    >>> check_declaration("9S 9H", Holdings.parse(hand="9S 9H", opp_table="QS QH"), KANDELL).legal
    False
    """
    profile = _checked(holdings, profile, moment)
    cs = cards_given(cards, "cards to declare")
    m = cs.mask
    h, t = holdings.hand.mask, holdings.table.mask
    text = cards.strip() if isinstance(cards, str) else str(cs)
    kind = classify_mask(m)
    points = profile.value(kind) if kind else 0

    def refuse(why: Refused, reason: str | Callable[[Callable[[CardSet], str]], str],
               exc: type[IllegalDeclarationError] = IllegalDeclarationError,
               bar: BarReport | None = None) -> DeclarationVerdict:
        # a reason that names cards is given as its builder, so that a reader may have them written its way
        written = None if isinstance(reason, str) else reason
        said = reason if isinstance(reason, str) else reason(str)
        error = exc.cannot_declare(text, said)
        error.refused = why
        return DeclarationVerdict(cs, False, kind, points, said, error, bar, why, written)

    if kind is None:
        if m.bit_count() < 2:
            if m and not adds_a_fresh_card(m, t):
                # Both rules refuse a lone card of the table; the one a learner needs comes first: picking A♥ on a
                # reunion laid down, "a combination has at least two cards" left the fresh-card rule untold.
                return refuse(Refused.NOTHING_FRESH, "it is already on your table, and a declaration must add at "
                                                     "least one fresh card from the hand (a combination has at "
                                                     "least two cards, too)")
            return refuse(Refused.TOO_FEW, "a combination has at least two cards")
        if m & ~t:
            return refuse(Refused.NO_COMBINATION, lambda write: _no_combination_words(m, write))
        # Every card on the table: both rules refuse them. Where a fresh card would make them a combination (K♥ J♥
        # and the Q♥ a family) its rule comes first, as for a lone card; where none would (K♥ J♦), "no combination".
        fresh = NOTHING_FRESH_WORDS
        if _grows_into_a_combination(m):
            return refuse(Refused.NOTHING_FRESH, f"{fresh} (these cards form no combination, too)")
        return refuse(Refused.NO_COMBINATION, f"these cards form no combination, and {fresh}")
    missing = m & ~(h | t)
    if missing:
        return refuse(Refused.NOT_HELD,
                      lambda w: f"{w(CardSet.from_mask(missing))} is not in your hand or on your table")
    if not adds_a_fresh_card(m, t):
        return refuse(Refused.NOTHING_FRESH, NOTHING_FRESH_WORDS)
    if penchant_only and kind is not Kind.PENCHANT:
        return refuse(
            Refused.PENCHANT_ONLY,
            f"the loser of a trick may declare only a penchant (and only if the winner declared nothing), not a "
            f"{kind.value}",
        )
    if not profile.same_kind_reuse:
        reused = _reused_same_kind(m, kind, declared)
        if reused:
            return refuse(Refused.SERVED_IN_KIND, lambda w: served_in_kind_words(reused, kind, w))
    if is_minor_set_mask(kind, m):
        report = bar_report(kind, holdings, profile.barring)
        if report is not None:
            return refuse(Refused.BARRED, lambda w: barred_refusal_words(report, w), BarredError, report)
    return DeclarationVerdict(cs, True, kind, points, f"a {kind.value} for {points}")


def legal_declaration_masks(
    hand: int, table: int, opp_table: int, profile: Profile,
    declared: Sequence[DeclaredRecord] = (), penchant_only: bool = False,
) -> list[tuple[int, Kind]]:
    """The fast path of :func:`legal_declarations` for the deal and search: card masks in, unchecked
    (the caller vouches that they are disjoint masks of the declarer's hand and table and the opponent's
    table), every legal ``(mask, kind)`` out, unsorted. A new list each call, of an answer worked out once for
    each moment and cached (what decides it: the three masks, the profile's barring reading and reuse switch, the
    declarations made when cards may serve once a kind, and ``penchant_only``)."""
    reuse = profile.same_kind_reuse
    served = () if reuse else tuple((k, m) for k, m in declared)
    return list(_legal_masks(hand, table, opp_table, reuse, profile.barring, served, penchant_only))


@lru_cache(maxsize=_COMBINATIONS_CACHED)
def _legal_masks(hand: int, table: int, opp_table: int, reuse: bool, reading: Barring,
                 declared: tuple[DeclaredRecord, ...], penchant_only: bool) -> tuple[tuple[int, Kind], ...]:
    """:func:`legal_declaration_masks`, worked out once for each moment (a tuple, shared by the callers)."""
    out: list[tuple[int, Kind]] = []
    barred: dict[int, bool] = {}
    for m, kind in _combinations_of(hand | table):
        if not m & ~table:  # adds_a_fresh_card, inline: the deal and the play-outs ask this for every combination
            continue
        if penchant_only and kind is not Kind.PENCHANT:
            continue
        if is_minor_set_mask(kind, m):
            size = kind.size
            b = barred.get(size)
            if b is None:
                b = barred[size] = is_barred_on_masks(size, table, opp_table, reading)
            if b:
                continue
        if not reuse and _reused_same_kind(m, kind, declared):
            continue
        out.append((m, kind))
    return tuple(out)


def legal_declarations(
    holdings: Holdings,
    profile: Profile | str,
    *,
    declared: Sequence[DeclaredRecord] = (),
    penchant_only: bool = False,
    moment: Moment = "declare",
) -> list[Declaration]:
    """Every legal declaration, each card set once, best-scoring first.

    >>> from penchant.rules.profiles import KANDELL
    >>> [str(d) for d in legal_declarations(Holdings.parse(hand="KH QH JS"), KANDELL)]
    ['marriage QH KH (2)', 'penchant JS QH (1)']
    """
    profile = _checked(holdings, profile, moment)
    found = legal_declaration_masks(
        holdings.hand.mask, holdings.table.mask, holdings.opp_table.mask, profile, declared, penchant_only
    )
    decls = [Declaration(CardSet.from_mask(m), k, profile.value(k)) for m, k in found]
    order = {k: i for i, k in enumerate(Kind)}
    decls.sort(key=lambda d: (-d.points, order[d.kind], [c.index for c in d.cards]))
    return decls


def cards_in_no_declarable_combination(
    holdings: Holdings,
    profile: Profile | str,
    *,
    declared: Sequence[DeclaredRecord] = (),
    moment: Moment = "declare",
) -> CardSet:
    """The cards of the hand that belong to no combination the player could declare (none of
    :func:`legal_declarations`, with the same arguments): the cards a lead can spare without breaking one up.

    >>> from penchant.rules.profiles import KANDELL
    >>> cards_in_no_declarable_combination(Holdings.parse(hand="KH QH JS 7D"), KANDELL)
    CardSet('7D')
    """
    in_one = 0
    for declaration in legal_declarations(holdings, profile, declared=declared, moment=moment):
        in_one |= declaration.cards.mask
    return CardSet.from_mask(holdings.hand.mask & ~in_one)



def combination_kind(cards: CardSet, given: object = None) -> Kind:
    """The kind of combination ``cards`` are (:func:`classify`), or an :class:`IllegalDeclarationError` quoting
    ``given``, the cards as given (by default, as notation)."""
    kind = classify(cards)
    if kind is None:
        raise IllegalDeclarationError.refusing(str(cards) if given is None else given, "not a combination")
    return kind
