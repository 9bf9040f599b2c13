"""One declaration checked: may these cards be declared now (:func:`check_declaration`, its
:class:`DeclarationVerdict` with the reason in words and the rule that refuses), a declaration's value type
(:class:`Declaration`), the fresh-card rule on masks (:func:`adds_a_fresh_card`) and the cards that have served in
each kind when a card may serve once a kind (:func:`cards_served_by_kind`).

Every combination takes all its cards from the declarer's hand and table and at least one card from the hand (the
fresh-card rule). Minor sets may be barred (see :mod:`penchant.rules.barring`; the profile's ``barring`` switch picks
the reading). With ``Profile.same_kind_reuse`` false a card may not serve twice in combinations of the same kind.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from penchant.english.lists import join_and
from penchant.english.numbers import number_words
from penchant.errors import BarredError, IllegalDeclarationError, InvalidNotationError, PenchantError
from penchant.rules.bar_reports import BarReport, bar_report
from penchant.rules.barred_refusal import barred_refusal_words
from penchant.rules.barring import is_minor_set_mask
from penchant.rules.cards import (
    FULL_MASK,
    CardSet,
    CardsGiven,
    cards_given,
)
from penchant.rules.combinations.classified import REUNION_RUNS, candidate_combinations, classify_mask, gapped_fours
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.rules.procedure import LOSER_PENCHANT_ONLY_WORDS, Moment
from penchant.rules.profiles import Profile, get_profile
from penchant.rules.refused import Refused

__all__ = ["FRESH_CARD_WORDS", "GAPPED_FOUR_WORDS", "NOTHING_FRESH_WORDS", "Declaration", "DeclarationVerdict",
           "DeclaredRecord", "adds_a_fresh_card",
           "cards_served_by_kind", "check_declaration", "profile_for_holdings", "served_in_kind_words",
           "served_in_same_kind"]

DeclaredRecord = tuple[Kind, int]
"""A player's earlier declaration: its kind and the mask of its cards."""


@dataclass(frozen=True)
class Declaration:
    """A combination a player may declare: its cards, kind and points."""

    cards: CardSet
    kind: Kind
    points: int

    def to_json(self) -> dict[str, Any]:
        return {"cards": [str(c) for c in self.cards], "kind": self.kind.value, "points": self.points}

    def __str__(self) -> str:
        return f"{self.kind.singular} {self.cards} ({self.points})"


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


FRESH_CARD_WORDS: Final = "a declaration must add at least one fresh card from the hand"
"""The fresh-card rule (:func:`adds_a_fresh_card`), the one wording of it: its refusal and every hint say it so."""
NOTHING_FRESH_WORDS: Final = f"every card is already on your table, and {FRESH_CARD_WORDS}"
"""Why a declaration that adds no fresh card (:func:`adds_a_fresh_card`) is refused."""


def served_in_kind_words(reused: int, kind: Kind, cards: Callable[[CardSet], str] = str) -> str:
    """Why a declaration reusing the cards ``reused`` (a mask) in a second ``kind`` is refused when
    ``same_kind_reuse`` is off (:func:`cards_served_by_kind`); ``cards`` writes the cards (notation by default).

    >>> served_in_kind_words(CardSet("QS").mask, Kind.PAIR)
    'QS already served in a pair, and these rules let a card serve only once in each kind'
    """
    return (f"{cards(CardSet.from_mask(reused))} already served in a {kind.singular}, and these rules let a card "
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


def served_in_same_kind(m: int, kind: Kind, declared: Iterable[DeclaredRecord]) -> int:
    """The cards of the combination ``m`` (a mask) that already served in a declaration of the same ``kind`` among
    ``declared``: what a profile with ``same_kind_reuse`` off refuses."""
    used = 0
    for k, cards in declared:
        if k is kind:
            used |= cards & m
    return used


def profile_for_holdings(holdings: Holdings, profile: Profile | str, moment: Moment = "declare") -> Profile:
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


def _cards_needed_first(card: int, table: int) -> tuple[int, int] | None:
    """What a lone hand card lacks to join the cards on the table: the cards every nearest combination holding it and
    some table cards lacks, and the table cards they all hold (10♥ on Q♥ K♥: J♥, to join Q♥ K♥ in the clan
    10♥ J♥ Q♥ K♥); None when no combination holds it with a table card, or the nearest share no lacking card.

    >>> [str(CardSet.from_mask(m)) for m in _cards_needed_first(CardSet("TH").mask, CardSet("QH KH").mask) or ()]
    ['JH', 'QH KH']
    """
    near = [c for c in _EVERY_COMBINATION if c & card and c & table]
    if not near:
        return None
    fewest = min((c & ~(table | card)).bit_count() for c in near)
    lacking = joined = FULL_MASK
    for c in near:
        if (c & ~(table | card)).bit_count() == fewest:
            lacking &= c & ~(table | card)
            joined &= c & table
    return (lacking, joined) if lacking and joined else None


def _joins_nothing_yet_words(needed: tuple[int, int], write: Callable[[CardSet], str] = str) -> str:
    """Why a lone hand card is refused where it could join the table once other cards have joined it
    (:func:`_cards_needed_first`), in a player's words: what it waits for, not a combination's count (the refusal
    names the card: "you cannot declare 10♥: it joins nothing ...").

    >>> _joins_nothing_yet_words((CardSet("JH").mask, CardSet("QH KH").mask))
    'it joins nothing on your table yet: JH must join QH KH first'
    """
    lacking, joined = (write(CardSet.from_mask(m)) for m in needed)
    return f"it joins nothing on your table yet: {lacking} must join {joined} first"


GAPPED_FOUR_WORDS: Final = ("four cards of one suit holding its J Q K are a clan only in sequence, 10 J Q K or "
                             "J Q K A; with a gap they make nothing until a fifth card of the suit joins them (five "
                             "holding the J Q K are a flush, or a reunion in sequence)")
"""Why four of a suit with its J Q K and a gap (8♥ J♥ Q♥ K♥, :func:`gapped_fours`) are no combination: said in the
refusal they meet, and by whatever names them."""

_LARGEST_COMBINATION: Final = max(k.size for k in Kind)
"""The most cards a combination holds (the reunion's and the flush's five): six of a suit in sequence are none."""


def _no_combination_words(mask: int, write: Callable[[CardSet], str] = str) -> str:
    """Why cards holding a fresh card form no combination; four of a suit with its J Q K and a gap say that a clan
    is in sequence (:func:`gapped_fours`); six or more of a suit say that a run stops at five, and name the reunions
    in them (each may be declared, the second later with a fresh card of its own).

    >>> _no_combination_words(CardSet("9H TH JH QH KH AH").mask)
    'these cards form no combination: a run has five cards at most; six in sequence hold two reunions, 9H TH ...'
    """
    said = "these cards form no combination"
    if [g.mask for g in gapped_fours(mask)] == [mask]:
        return f"{said}: {GAPPED_FOUR_WORDS}"
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
    runs = [run << (suit * 8) for run in REUNION_RUNS]
    return [CardSet.from_mask(run) for run in runs if mask & run == run]


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
    profile = profile_for_holdings(holdings, profile, moment)
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
            if m & h and (needed := _cards_needed_first(m, t)) is not None:
                # A learner picks only the card from the hand: where it joins the table once another card has (10♥
                # on Q♥ K♥, with J♥), that card is what he needs to hear, not a combination's count.
                return refuse(Refused.TOO_FEW, lambda write: _joins_nothing_yet_words(needed, write))
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
            f"{LOSER_PENCHANT_ONLY_WORDS}, and a {kind.singular} is no penchant",
        )
    if not profile.same_kind_reuse:
        reused = served_in_same_kind(m, kind, declared)
        if reused:
            return refuse(Refused.SERVED_IN_KIND, lambda w: served_in_kind_words(reused, kind, w))
    if is_minor_set_mask(kind, m):
        report = bar_report(kind, holdings, profile.barring)
        if report is not None:
            return refuse(Refused.BARRED, lambda w: barred_refusal_words(report, w), BarredError, report)
    return DeclarationVerdict(cs, True, kind, points, f"a {kind.singular} for {points}")
