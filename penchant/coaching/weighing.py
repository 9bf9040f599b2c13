"""How the coach weighs the other moves against its best: the same, a lean it cannot be sure of, or worse.

:class:`Weighing` holds these for :class:`~penchant.coaching.analysis.CoachAnalysis`, which inherits them, so the hint
and the review of one decision sort its moves into the same tiers (:meth:`Weighing.tier`):

* ``"same"``: no worse than the best as far as the coach can tell: a loss of next to nothing, or one within its
  sampling margin and under :data:`~penchant.judgement.verdicts.GOOD` brisques' worth. The hint says these "come out
  about the same", the review "the two come out the same".
* ``"lean"``: within the sampling margin but at least ``GOOD`` brisques' worth below the best. The coach leans to
  the best, honestly hedged: "Playing 10♣ looks a little better than playing 8♦ here, but not by enough to be
  sure: …" (firm advice on figures its own table showed too close to call, +3.3 against +2.4 with a margin of
  ±5.8, broke chapter 8's promise to say so first; calling the same spread "about the same" hid a real lean).
* ``"worse"``: beyond the sampling margin (or exact): said firmly.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final, Literal

from penchant.coaching.hidden_cards import HiddenCards
from penchant.coaching.reasons import action_phrase, breaks_up, compared_effects, is_drawback, plain_effect
from penchant.english.grammar import capitalised, verb_form
from penchant.english.lists import join_and, join_or
from penchant.english.numbers import number_words
from penchant.judgement.verdicts import FIGURES_LABEL, GOOD, INACCURACY, loss_words
from penchant.play.moves import Declare, Play
from penchant.words.game import card_words

if TYPE_CHECKING:
    from penchant.play.moves import Action
    from penchant.rules.profiles import Profile

__all__ = ["ABOUT_AS_GOOD", "AHEAD_ACROSS_THE_DEALS", "AS_WELL_AS_ANYTHING", "COSTS_YOU", "KEEPS_THE_MOST", "NET_GAINS",
           "Tier", "Weighing"]

AS_WELL_AS_ANYTHING: Final = "does as well as anything else here"
"""The coach's last word for a move's merit when nothing it does is better: never the price of a cost."""
KEEPS_THE_MOST: Final = "keeps the most brisques with best play by both sides"
AHEAD_ACROSS_THE_DEALS: Final = "comes out ahead, however the cards you cannot see may lie"
COSTS_YOU: Final = "costs you"
"""How a reviewed move worse than the best says its loss, first: "Playing 10♥ costs you about 3 points of this
deal" (:meth:`Weighing.what_it_costs`)."""
RESTS_WORSE: Final = "leaves you worse off a little in each part of the rest of the deal"
"""What a costly move gives up when no one part of the deal differs enough to name: a little in each part, so that
what it gives up is always named."""
NET_GAINS: Final = (KEEPS_THE_MOST, AHEAD_ACROSS_THE_DEALS)
"""The coach's words for a move's merit that claim it comes out ahead on the whole: never said of a move too close
to call, which comes out the same."""

Tier = Literal["best", "same", "lean", "worse"]

NAMED_SAME: Final = 2
"""How many moves about the same a hint names (the coach's best first) before it says the others are as good."""
ABOUT_AS_GOOD: Final = "about as good"
"""How the coach says a move is within what its review calls *too close to call* of another: "declaring the pair Q♥
Q♣ is about as good as passing" ("Slightly better: declaring the pair" was said of a move the review then did not
mark, its difference too close to call)."""


class Weighing(HiddenCards):
    """The tiers of an analysis's moves and the words the hint and the review say of them (see the module's
    text). The class that inherits them holds the lines best first and values them."""

    exact: bool
    profile: Profile

    def loss(self, action: Action) -> float:
        raise NotImplementedError

    def margin(self, action: Action) -> float:
        raise NotImplementedError

    def gap(self, action: Action, than: Action | None = None) -> float:
        raise NotImplementedError

    def effects(self, action: Action, versus: Action | None = None, most: int = 4) -> tuple[list[str], list[str]]:
        raise NotImplementedError

    def tier(self, action: Action) -> Tier:
        """How ``action`` stands against the best: ``"best"``, ``"same"``, ``"lean"`` or ``"worse"`` (the module's
        text)."""
        if action == self.best.action:
            return "best"
        loss = self.loss(action)
        if loss <= 0.05 * self.unit:
            return "same"
        if loss > self.margin(action):
            return "worse"
        return "same" if loss < GOOD * self.unit else "lean"

    def close_calls(self) -> list[Action]:
        """The other actions about the same as the best (tier ``"same"``): a wide margin alone let chapter 8's hint
        call leads from +3.3 down to -1.2 points "about the same"."""
        return [ln.action for ln in self.lines[1:] if self.tier(ln.action) == "same"]

    def in_the_band(self, action: Action) -> bool:
        """Whether the figures put ``action`` within what they call too close to call of the coach's choice, near
        enough to offer as its equal: the best, a move of tier ``"same"``, or one of tier ``"lean"`` less than
        :data:`~penchant.judgement.verdicts.INACCURACY` brisques' worth below it as the figures show it
        (:meth:`gap`), so a 9♠ the figures put an inaccuracy's worth or more below is never offered in "playing 8♦
        or playing 9♠ will do"."""
        tier = self.tier(action)
        return tier in ("best", "same") or (tier == "lean" and self.gap(action) < INACCURACY * self.unit)

    def in_rank_order(self, moves: Sequence[Action]) -> list[Action]:
        """Of ``moves`` (best first), those an advice may offer or warn against without ranking them against the
        figures: the moves that break up no combination you hold down to the first that does, then only those that
        do (each warned against ranks below every move offered), or, when the first breaks one up, the run of
        those that do. "Playing 8♦ or playing 9♠ will do; playing K♥ gives up the marriage" warned against a K♥
        the figures ranked above the 9♠ it offered."""
        if not moves:
            return []
        breaks = [bool(breaks_up(self.view, a)) for a in moves]
        if breaks[0]:
            run = next((i for i, b in enumerate(breaks) if not b), len(moves))
            return list(moves[:run])
        first = breaks.index(True) if True in breaks else len(moves)
        return [*moves[:first], *(a for a, b in zip(moves[first:], breaks[first:], strict=True) if b)]

    def leaning(self) -> list[Action]:
        """The other actions the coach leans against without being sure (tier ``"lean"``), best first."""
        return [ln.action for ln in self.lines[1:] if self.tier(ln.action) == "lean"]

    def lean_words(self, action: Action, *, than: bool = True) -> str:
        """Why the best may be better than ``action`` (a move of tier ``"lean"``, which the review calls *too close to
        call*), hedged: "comes out about even with playing 8♦ here, though it may be a little better: it
        keeps …, though it risks the 10♣" (``than=False``: "may be a little better, but not by enough to be sure: …",
        after a review's "Too close to call against …"). Its gains and costs are said side by side, never "worth more
        than what it costs" nor "comes out ahead": the sample cannot say that; and the lean is never said as the
        better move ("Slightly better: declaring the pair Q♥ Q♣" was said of a pass the review then did not mark)."""
        little = "a little " if self.loss(action) < INACCURACY * self.unit else ""
        pros, cons = self.effects(self.best.action, action, 3)
        pros = [p for p in pros if p not in NET_GAINS and p != AS_WELL_AS_ANYTHING]
        why = join_and(pros) + (f", though it {join_and(cons)}" if cons else "") if pros else ""
        tail = f": it {why}" if why else ""
        if than:
            return f"comes out about even with {action_phrase(action)} here, though it may be {little}better{tail}"
        return f"may be {little}better, but not by enough to be sure{tail}"

    def leaning_hint(self, worse: str) -> str:
        """The hint where no other move comes out the same but some are too close to call (tier ``"lean"``): the
        lean toward the best, hedged, with its reason; the others it leans against; then ``worse``."""
        lean = self.leaning()
        text = f"{capitalised(action_phrase(self.best.action))} {self.lean_words(lean[0])}."
        return text + self.leaning_others(lean[1:]) + worse

    @staticmethod
    def leaning_others(others: Sequence[Action]) -> str:
        """The moves the coach leans against after the first, said as the figures say them, about even ("Playing Q♣
        and playing 9♠ come out about even as well, as far as the coach can tell."): a lean the sampled deals cannot
        be sure of is no figure to set below the advice's move."""
        if not others:
            return ""
        names = [action_phrase(a) for a in others]
        come = verb_form(len(names), "come")
        return f" {capitalised(join_and(names))} {come} out about even as well, as far as the coach can tell."

    def why_the_same(self, same: Sequence[Action]) -> str:
        """Why moves that look different to a newcomer come out about the same, in a player's words read from their
        play-outs: a brisque among them (how often he wins it, and what leading it gains and costs), a declaration
        beside passing (what each gains over the other). ``""`` when the moves look alike. Said so that "about the
        same" of a 10♣ led at trick 1, or of passing beside a marriage for 2, gives something to learn and does not
        seem to clash with "win the tricks that let you declare"."""
        said: list[str] = []
        plays = [a for a in same if isinstance(a, Play)]
        brisques = [a for a in plays if a.card.is_brisque]
        if brisques and len(brisques) < len(plays):
            a = brisques[0]
            other = next(b for b in plays if not b.card.is_brisque)
            lost = 1.0 - self.line(a).wins_trick
            share = ("he never takes it" if lost < 0.05 else "he takes it in fewer than half of the deals"
                     if lost < 0.5 else "he takes it in more than half of the deals")
            said.append(f"The {card_words(a.card)} is a brisque, but {share}. " + self._balance(a, other))
        made = [a for a in same if isinstance(a, Declare)]
        held = [a for a in same if not isinstance(a, (Declare, Play))]
        if made and held:
            said.append(self._balance(made[0], held[0], "scores now"))
        return " ".join(said)

    def _balance(self, a: Action, b: Action, first: str = "") -> str:
        """What ``a`` gains over ``b`` and ``b`` over ``a`` in their play-outs, and that it evens out."""
        mine = ([first] if first else []) + self.gains(a, b)
        theirs = self.gains(b, a)
        head = capitalised(action_phrase(a)) + (f" {join_and(mine)}" if mine else " differs little")
        other = (f"{action_phrase(b)} {join_and(theirs)}" if theirs else
                 f"{action_phrase(b)} makes it up in smaller things, a little in each part of the deal")
        return f"{head}, but {other}: all told, the one makes up for the other (see {FIGURES_LABEL.lower()})."

    def gains(self, x: Action, y: Action) -> list[str]:
        """What ``x``'s play-outs do better than ``y``'s, in words without figures (the figures are one click
        away), the largest first, at most two."""
        effects = compared_effects(self.line(x), self.line(y), self.unit, self.view, False, figures=False)
        return [text for _size, text, better in effects if better][:2]

    @staticmethod
    def _others_worse(others: Sequence[str]) -> str:
        """What a hint says of the moves left out of those about the same (each in words), right for one, two or
        more (never "the rest do worse" of one other card): one or two are named, so the player need not work out
        which card "the other one" is, more are counted. Two named have a verb each, since "Playing 8♦ and declaring
        the marriage K♥ Q♥ do worse" reads as one move, a card played and a marriage declared with it."""
        if not others:
            return ""
        if len(others) == 1:
            return f" {capitalised(others[0])} does worse."
        if len(others) == 2:
            return f" {capitalised(others[0])} does worse, and so does {others[1]}."
        return f" The other {number_words(len(others))} do worse."

    def _keeping_whole(self, same: Sequence[Action]) -> tuple[list[Action], str]:
        """Of moves the coach cannot tell apart, those that break up no combination you hold, and a clause that ends
        the sentence offering them, naming the others with what each breaks up (``""`` when none does; when every one
        does, all are offered and the clause says what each breaks). A card of a marriage is never offered as the
        equal of a spare card without a word: the play-outs tie them, so what breaking the marriage gives up is said,
        with the figures that put it about level."""
        broken = [(a, breaks_up(self.view, a)) for a in same]
        whole = [a for a, b in broken if not b]
        what = list(dict.fromkeys(b for _a, b in broken if b))  # one combination broken is said once
        if not what:
            return list(same), ""
        if not whole:
            if len(same) == 1:
                return list(same), f", though it {what[0]}"
            if len(what) == 1:
                return list(same), f", though each of them {what[0]}"
            told = join_and([f"{action_phrase(a)} {b}" for a, b in broken])
            return list(same), f", though each gives up something you could still declare: {told}"
        told = join_and([f"{join_or([action_phrase(a) for a, x in broken if x == b])} {b}" for b in what])
        # They are among the moves the coach cannot tell from its own: a review calls them too close to call, never
        # a mistake, so the hint says the figures as they are ("about even"), not as a warning, and not as "about
        # the same" beside figures a click away that may put it a point or two worse.
        they = "it" if sum(1 for _a, b in broken if b) == 1 else "them"
        return whole, f"; {told}, though the coach's figures put {they} about even"

    def what_it_costs(self, action: Action, facts: Sequence[str] = (), most: int = 2, subject: str = "") -> str:
        """What a move worse than the best gives up, said first and in points of this deal, then why, in the game's
        terms: the costs read from the position (``facts``' drawbacks), then from the play-outs against the best move
        but without naming it (a review folds the better move away, as the answer of a puzzle made of the decision):
        the declarations it lets him make or keeps from you, what it leaves you for the last six tricks, the lead.
        What the move does gain comes last, as what it was not worth, so that a mistake's review never opens with what
        reads as praise.

        Said in points once, in the total (:func:`~penchant.judgement.verdicts.loss_words`, as a puzzle made of the
        decision says it); the parts say which way each goes, and one is always said, so "what it gives up" names
        something: ``"Playing 10♥ costs you about 3 points of this deal (estimate): it leaves him more to declare.
        It wins the trick and takes his 10♣, a brisque, but that is worth less than what it gives up."``. ``subject``:
        how the move is named, where not "playing 10♥" ("your 10♥" in a review of the move played)."""
        # The parts say which way each goes, the total how much: parts with figures of their own would not add up
        # to the total said beside them.
        ranked = compared_effects(self.line(action), self.best, self.unit, self.view, self.exact, figures=False)
        lost = [text for _size, text, good in ranked if not good][:most]
        plain = set(plain_effect(self.view, action, costly=True)) if lost else set()  # "gives up the Q♣": no news
        cons = [f for f in facts if is_drawback(f) and f not in plain]
        pros = [f for f in facts if not is_drawback(f) and not f.startswith("costs little")]
        tail = " in the rest of the first ten tricks"
        if len(lost) == 2 and all(t.endswith(tail) for t in lost):  # the place said once
            lost[0] = lost[0].removesuffix(tail)
        solved = "with best play by both sides "
        why = [*cons, *lost]
        if len(why) == 1 and why[0].startswith(solved):  # the last six solved: "it with best play ..." misread
            said = f"{solved.strip()}, it {why[0].removeprefix(solved)}"
        else:
            said = f"it {join_and(why)}" if why else f"it {RESTS_WORSE}"
        cost = f"{loss_words(self.loss(action), self.unit)} of this deal{'' if self.exact else ' (estimate)'}"
        gained = f" It {join_and(pros)}, but that is worth less than what it gives up." if pros else ""
        return f"{capitalised(subject or action_phrase(action))} {COSTS_YOU} {cost}: {said}.{gained}"
