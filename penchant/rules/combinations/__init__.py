"""Combinations: classify a set of cards, check a declaration, list the legal ones.

Every combination takes all its cards from the declarer's hand and table and
at least one card from the hand (the fresh-card rule). Minor sets may be
barred (see :mod:`penchant.rules.barring`; the profile's ``barring`` switch
picks the reading). With ``Profile.same_kind_reuse`` false a card may not
serve twice in combinations of the same kind. What a player asks beyond one verdict (which combinations a set
bars, why nothing is declarable, the declaration meant by cards picked, one built up step by step) is
:mod:`penchant.rules.declarable`'s.

One module a job; the package gathers their names, so a rule is imported from the package as from its module
(``from penchant.rules.combinations import classify``):

- :mod:`~penchant.rules.combinations.classified`: which combination cards make, and every combination a holding
  makes.
- :mod:`~penchant.rules.combinations.declaration_check`: one declaration checked, its verdict and reason; the
  fresh-card rule; the cards served in each kind.
- :mod:`~penchant.rules.combinations.legal_lists`: every legal declaration at a moment, on masks and listed.
"""

from __future__ import annotations

from penchant.rules.combinations.classified import (
    COMBINATIONS_CACHED,
    REUNION_RUNS,
    candidate_combinations,
    classify,
    classify_mask,
    combination_kind,
    combinations_of_holding,
    gapped_fours,
    is_minor_set,
    is_penchant,
    reunions_containing,
)
from penchant.rules.combinations.declaration_check import (
    FRESH_CARD_WORDS,
    GAPPED_FOUR_WORDS,
    NOTHING_FRESH_WORDS,
    Declaration,
    DeclarationVerdict,
    DeclaredRecord,
    adds_a_fresh_card,
    cards_served_by_kind,
    check_declaration,
    profile_for_holdings,
    served_in_kind_words,
    served_in_same_kind,
)
from penchant.rules.combinations.legal_lists import (
    cards_in_no_declarable_combination,
    legal_declaration_masks,
    legal_declarations,
)

__all__ = [
    "REUNION_RUNS",
    "COMBINATIONS_CACHED",
    "combinations_of_holding",
    "gapped_fours",
    "FRESH_CARD_WORDS",
    "GAPPED_FOUR_WORDS",
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
    "profile_for_holdings",
    "served_in_same_kind",
]
