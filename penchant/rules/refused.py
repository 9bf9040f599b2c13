"""Which rule refuses a declaration, typed (:class:`Refused`): the verdict and the error carry it, and a learner's
wrong "yes" is asked the question of the rule that refuses (:func:`penchant.words.refused.where_to_look`)."""

from __future__ import annotations

from enum import StrEnum

__all__ = ["Refused"]


class Refused(StrEnum):
    """Which rule refuses a declaration (:attr:`~penchant.rules.combinations.DeclarationVerdict.refused`, and the
    refusal's ``refused``), typed so that a caller asks which rule instead of reading the reason's words.
    :func:`penchant.words.refused.where_to_look` asks a learner where on the board that rule is decided, without the
    verdict: a wrong "yes" is sent to the rule that refuses, not told it."""

    TOO_FEW = "too few cards"
    NO_COMBINATION = "no combination"
    NOT_HELD = "not held"
    NOTHING_FRESH = "no fresh card"
    PENCHANT_ONLY = "the loser declares only a penchant"
    SERVED_IN_KIND = "a card serves once in each kind"
    BARRED = "barred"
