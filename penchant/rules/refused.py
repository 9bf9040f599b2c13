"""Which rule refuses a declaration, typed (:class:`Refused`): the verdict and the error carry it, and a learner's
wrong "yes" is asked the question of the rule that refuses."""

from __future__ import annotations

from enum import StrEnum

__all__ = ["Refused"]


class Refused(StrEnum):
    """Which rule refuses a declaration (:attr:`~penchant.rules.combinations.Verdict.refused`, and the refusal's
    ``refused``), typed so that a caller asks which rule instead of reading the reason's words.
    :meth:`where_to_look` asks a learner where on the board that rule is decided, without the verdict: a wrong
    "yes" is sent to the rule that refuses, not told it."""

    TOO_FEW = "too few cards"
    NO_COMBINATION = "no combination"
    NOT_HELD = "not held"
    NOTHING_FRESH = "no fresh card"
    PENCHANT_ONLY = "the loser declares only a penchant"
    SERVED_IN_KIND = "a card serves once in each kind"
    BARRED = "barred"

    def where_to_look(self, what: str) -> str:
        """The question a learner answers by looking, for the cards ``what`` (``"Q♠ Q♥"``)."""
        return {
            Refused.TOO_FEW: f"how many cards make a combination, and how many are {what}?",
            Refused.NO_COMBINATION: f"which kind of combination do {what} make, if any?",
            Refused.NOT_HELD: f"where is each card of {what}: in your hand, on your table, or elsewhere?",
            Refused.NOTHING_FRESH: f"where does each card of {what} lie now, and where must at least one card "
                                   "of a declaration come from?",
            Refused.PENCHANT_ONLY: "who won the trick just played, and what may each player declare after it?",
            Refused.SERVED_IN_KIND: f"what did each card of {what} serve in before, and what does the house rule "
                                    "on the label say of a card serving twice?",
            Refused.BARRED: "what does his table hold, and which of your sets may it bar?",
        }[self]
