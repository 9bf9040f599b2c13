"""Declaring: one declaration made, from the cards a player holds, in one step.

A player declares from :class:`~penchant.rules.holdings.Holdings` (hand, own table, the opponent's table), after
the declarations already made. :func:`declare` asks the rules whether the cards may be declared
(:func:`~penchant.rules.combinations.check_declaration`) and, when they may, lays them on the table
(:meth:`Holdings.after_declaring`) and adds them to the declarations made, as ``(kind, cards)``. A bench that
lets a learner declare calls it and shows what it answers; it does not lay the cards itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from penchant.rules.cards import CardSet, CardsGiven
from penchant.rules.combinations import DeclarationVerdict, DeclaredRecord, check_declaration
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import SETS_THAT_CAN_GROW, Kind
from penchant.rules.procedure import Moment
from penchant.rules.profiles import Profile

__all__ = ["Declared", "cards_to_grow_a_set", "declare"]


@dataclass(frozen=True, slots=True)
class Declared:
    """What one declaring step left: the rules' ``verdict`` on the cards, and the ``holdings`` and the
    declarations made (``declared``, oldest first) after it: as they were when the verdict refuses the cards."""

    verdict: DeclarationVerdict
    holdings: Holdings
    declared: tuple[DeclaredRecord, ...]

    @property
    def legal(self) -> bool:
        """Whether the cards were declared."""
        return self.verdict.legal


def declare(cards: CardsGiven, holdings: Holdings, profile: Profile | str, *,
            declared: Sequence[DeclaredRecord] = (), penchant_only: bool = False,
            moment: Moment = "declare") -> Declared:
    """Declare ``cards`` from ``holdings`` after ``declared`` (``penchant_only``: the loser of a trick, who may
    declare only a penchant; ``moment``: as :func:`check_declaration` has it): the rules' verdict,
    and where the cards lie after it. Cards the rules refuse
    change nothing (the verdict says why); cards that are not cards raise
    :class:`~penchant.errors.InvalidNotationError`, as :func:`check_declaration` does.

    >>> from penchant.rules.cards import CardSet
    >>> step = declare("KH QH", Holdings.parse(hand="KH QH 9S"), "kandell")
    >>> step.legal, str(step.holdings.table), [(kind.value, str(CardSet.from_mask(m))) for kind, m in step.declared]
    (True, 'QH KH', [('marriage', 'QH KH')])
    >>> refused = declare("9S", step.holdings, "kandell", declared=step.declared)
    >>> refused.legal, refused.holdings == step.holdings, refused.declared == step.declared
    (False, True, True)
    """
    verdict = check_declaration(cards, holdings, profile, declared=declared, penchant_only=penchant_only,
                                moment=moment)
    if not verdict.legal or verdict.kind is None:
        return Declared(verdict, holdings, tuple(declared))
    return Declared(verdict, holdings.after_declaring(verdict.cards),
                    (*declared, (verdict.kind, verdict.cards.mask)))


def cards_to_grow_a_set(cards: CardSet, kind: Kind | None, unseen: CardSet) -> CardSet:
    """The cards among ``unseen`` that could grow ``cards``, a combination of ``kind``: the cards of its rank when
    it is a set that can still grow (a pair or a triplet, :data:`~penchant.rules.kinds.SETS_THAT_CAN_GROW`), none
    for any other combination.

    >>> str(cards_to_grow_a_set(CardSet("9S 9H"), Kind.PAIR, CardSet("9D KS 9C")))
    '9D 9C'
    >>> len(cards_to_grow_a_set(CardSet("9S 9H 9D 9C"), Kind.QUADRUPLET, CardSet("KS")))
    0
    """
    if kind not in SETS_THAT_CAN_GROW or not cards:
        return CardSet()
    return unseen.by_rank(next(iter(cards)).rank)
