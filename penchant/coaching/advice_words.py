"""The coach's advice in a player's words: the phrases the coach's move, the fuller hint and the review share, each
named once so the advice and its tests say the same words (:class:`~penchant.coaching.analysis.CoachAnalysis`
puts them in sentences)."""

from __future__ import annotations

__all__ = ["ABOUT_EVEN", "ALSO_JUST_AS_GOOD", "ALSO_WILL_DO", "AS_FAR_AS_IT_CAN_TELL",
           "BEST_PLAY", "EVERY_MOVE_THE_SAME", "EXACTLY_EVEN", "FOR_LAST_SIX", "JUST_AS_GOOD",
           "LEANS_A_LITTLE", "LEVEL_WITH", "OFFERED", "TOO_CLOSE", "WAS_BETTER", "WILL_DO",
           "WORTH_THE_RISK"]

WILL_DO = "will do here"
"""How the coach's move offers moves about even: "Playing 8♦ or playing 10♣ will do here"."""
ABOUT_EVEN = "they come out about even"
"""Why the coach's move offers several moves, said plainly so that a player who knows no card game can act on it:
"will do here: they come out about even", not "These come out about the same here" or "(too close to call)"."""

ALSO_WILL_DO = "will do as well"
"""How the coach's move says the other moves about even with the one it recommends, after its reason: "Playing Q♣
keeps your 7♠, a brisque, rather than throwing it to him; playing 7♠ will do as well, as far as the coach can tell",
or, several, "…; two other moves will do as well, by the coach's figures" (chapter 8: "When other moves are
about as good, it names the one or says how many: any will do")."""
ALSO_JUST_AS_GOOD = "will do just as well"
""":data:`ALSO_WILL_DO` where every card is known and the solver finds the moves equal."""
AS_FAR_AS_IT_CAN_TELL = "as far as the coach can tell"
"""The hedge on a comparison the sampled deals cannot settle, said of the coach's own figures."""

OFFERED = "it is one of the moves the coach says will do here"
"""What a review says of a move the coach's move offered as good enough
(:meth:`~penchant.coaching.analysis.CoachAnalysis.will_do`), after what the move does: "Your 8♦ keeps the 10♣ in
your hand for the last six tricks. It is one of the moves the coach says will do here"."""
TOO_CLOSE = "Too close to call"
"""How a review's better move opens where the move played is too close to call against it ("Too close to call:
playing 10♣ …")."""
WAS_BETTER = "was better"
"""What a review says of the better move where the move played is marked ("Playing 10♣ was better: it …")."""

LEVEL_WITH = "about even with"
"""How the advice and its figures set every move the advice calls about even with the one it recommends: "Playing
10♣: about even with playing 8♦ as far as the coach can tell, but it risks a brisque" ("Playing 10♣: the coach's
choice" under advice to play the 8♦ would read as a second recommendation; "level with playing 10♣, within about 2
points" as a contradiction)."""
WORTH_THE_RISK = "but here it is worth it"
"""What the advice says where the coach clearly prefers leading a brisque he may take (or one worth keeping for the
last six tricks), before the reason: "Leading 7♦ risks a brisque he may take, but here it is worth it: it ...": the
price said with the reason it is worth paying, one piece of advice."""
FOR_LAST_SIX = "for the last six tricks"
"""Where an Ace or Ten kept in hand wins brisques, as Hint 1 says (:func:`~penchant.coaching.pointers.spare_words`)."""
LEANS_A_LITTLE = "the coach leans a little to"
"""What the coach's one-sentence advice says of a move it leans to without being sure (tier ``"lean"``, which the
review calls too close to call and never marks): "Declaring the pair Q♥ Q♣ is about as good as passing (too close to
call), though the coach leans a little to it" ("Slightly better: declaring the pair Q♥ Q♣" would read as a move the
review would mark the learner for passing)."""
EVERY_MOVE_THE_SAME = "every move comes out the same"
"""How the coach's move ends where every card is known and the solver finds every move equal: "Playing J♦ does as
well as anything else here; with best play by both sides every move comes out the same": the choice is open,
and said exactly, as chapter 6 counts the last six tricks."""
EXACTLY_EVEN = "with best play by both sides they come out exactly the same"
"""How the fuller hint offers, where every card is known, the moves the solver finds equal: "Playing 7♥, playing J♦ or
any of two other moves will do here: with best play by both sides they come out exactly the same"."""
JUST_AS_GOOD = "just as good as"
"""How the figures set a move the solver finds equal beside the coach's choice, where every card is known: "Playing
J♦: just as good as playing 7♥, with best play by both sides"."""
BEST_PLAY = "with best play by both sides"
"""What the exact figures of the last six tricks are worked out with (chapter 6)."""
