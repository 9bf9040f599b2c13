"""Which rule refuses a declaration, asked of a learner: where on the board to look for it (:func:`where_to_look`).
The rule that refuses is the rules' (:class:`~penchant.rules.refused.Refused`, carried by a verdict and its refusal);
these words ask after it without saying the verdict.
"""

from __future__ import annotations

from penchant.rules.refused import Refused

__all__ = ["where_to_look"]


def where_to_look(refused: Refused, what: str) -> str:
    """The question a learner answers by looking, for the cards ``what`` (``"Q♠ Q♥"``), where on the board the rule
    that refuses a declaration (``refused``) is decided, without the verdict.

    >>> where_to_look(Refused.BARRED, "Q♠ Q♥")
    'what does his table hold, and which of your sets may it bar?'
    """
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
    }[refused]
