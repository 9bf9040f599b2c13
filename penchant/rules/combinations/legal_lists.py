"""Every legal declaration at a moment: the deal's and the searches' fast path on masks
(:func:`legal_declaration_masks`, worked out once for each moment and cached), the same listed as
:class:`~penchant.rules.combinations.declaration_check.Declaration` values best-scoring first
(:func:`legal_declarations`), and the cards of the hand in none of them (:func:`cards_in_no_declarable_combination`).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from penchant.rules.barring import is_barred_on_masks, is_minor_set_mask
from penchant.rules.cards import CardSet
from penchant.rules.combinations.classified import COMBINATIONS_CACHED, combinations_of_holding
from penchant.rules.combinations.declaration_check import (
    Declaration,
    DeclaredRecord,
    profile_for_holdings,
    served_in_same_kind,
)
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.rules.procedure import Moment
from penchant.rules.profiles import Barring, Profile
from penchant.rules.scoring import worth_most_first

__all__ = ["cards_in_no_declarable_combination", "legal_declaration_masks", "legal_declarations"]


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


@lru_cache(maxsize=COMBINATIONS_CACHED)
def _legal_masks(hand: int, table: int, opp_table: int, reuse: bool, reading: Barring,
                 declared: tuple[DeclaredRecord, ...], penchant_only: bool) -> tuple[tuple[int, Kind], ...]:
    """:func:`legal_declaration_masks`, worked out once for each moment (a tuple, shared by the callers)."""
    out: list[tuple[int, Kind]] = []
    barred: dict[int, bool] = {}
    for m, kind in combinations_of_holding(hand | table):
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
        if not reuse and served_in_same_kind(m, kind, declared):
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
    profile = profile_for_holdings(holdings, profile, moment)
    found = legal_declaration_masks(
        holdings.hand.mask, holdings.table.mask, holdings.opp_table.mask, profile, declared, penchant_only
    )
    return [Declaration(CardSet.from_mask(m), k, profile.value(k)) for m, k in worth_most_first(profile, found)]


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
