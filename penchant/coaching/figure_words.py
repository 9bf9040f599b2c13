"""The coach's figures under a hint in a player's words (:meth:`FigureWords.figures`), and the move its advice
recommends first (:meth:`FigureWords.recommended`): the coach's own choice, or the lead that keeps a brisque its
figures lean to leading without being sure. :class:`~penchant.coaching.analysis.CoachAnalysis` inherits them, so the
advice and its figures name one choice ("Playing 10♣: the coach's choice" stood under advice to play the 8♦)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from penchant.coaching.advice_words import FOR_LAST_SIX, LEVEL_WITH
from penchant.coaching.reasons import action_phrase, breaks_up, keeps_whole, points_words
from penchant.coaching.weighing import AS_WELL_AS_ANYTHING, NET_GAINS, Weighing
from penchant.english.grammar import capitalised, verb_form
from penchant.english.lists import join_and, join_or
from penchant.judgement.moments import saved_brisque
from penchant.play.moves import Play, Stage

if TYPE_CHECKING:
    from penchant.play.moves import Action

__all__ = ["FigureWords"]


class FigureWords(Weighing):
    """The figures' words and the advice's choice (see the module's text); the class that inherits them holds the
    lines best first and values them."""

    def _brisque_kept_back(self) -> list[Action]:
        """The leads of no brisque the coach cannot tell from its best where its best leads a brisque in the first
        ten tricks (the moves of tier ``"lean"``), best first; ``[]`` otherwise. One search leaned to leading the 10♣ at
        chapter 8's first trick, within its margin; master's twelve runs put the 10♣ fourth of six, beyond theirs: a
        lead the coach cannot prefer for sure is no reason to risk a brisque. A brisque no card he may hold beats is
        not risked (:meth:`~penchant.play.view.PlayerView.may_beat`): nothing is kept back then."""
        best = self.best.action
        v = self.view
        if not (isinstance(best, Play) and best.card.is_brisque and v.stage is Stage.LEAD and v.phase == 1
                and v.may_beat(best.card)):
            return []
        return [a for a in self.leaning() if isinstance(a, Play) and not a.card.is_brisque and self.in_the_band(a)]

    def _kept_back_offer(self) -> tuple[list[Action], str]:
        """The leads of no brisque the advice recommends instead of the brisque the coach's figures lean to (tier
        ``"lean"``, :meth:`_brisque_kept_back`), keeping whole what they may, with the clause naming what the others
        break up; ``([], "")`` where the advice recommends the coach's own choice."""
        if len(self.lines) < 2 or self.close_calls() or self.tier(self.lines[1].action) != "lean":
            return [], ""
        kept = self._brisque_kept_back()
        return self._keeping_whole(self.in_rank_order(kept)) if kept else ([], "")

    def recommended(self) -> Action:
        """The move the coach's move (:meth:`~penchant.coaching.analysis.CoachAnalysis.advice`) recommends first: its
        own choice, or, where it keeps a brisque back that its figures lean to leading without being sure, the lead
        that keeps it. The figures name this one the coach's choice (:meth:`figure_words`), so they never name a second
        recommendation beside the advice."""
        whole, _broken = self._kept_back_offer()
        return whole[0] if whole else self.best.action

    def leaning_hint(self, worse: str) -> str:
        """The fuller hint where the coach leans to its choice without being sure (tier ``"lean"``), opening with the
        move the advice recommends (:meth:`recommended`). Where that is a lead keeping back the brisque the coach
        leans to leading, the lead comes first with what it keeps, then the brisque set level with it, as the figures
        set it (:data:`~penchant.coaching.advice_words.LEVEL_WITH`), with what it gains and what it risks: "Playing
        8♦ keeps the pair Q♥ Q♣ …, and playing 10♣ is level with it as far as the coach can tell: it lets you
        declare about 1 point more …, but it risks the 10♣, a brisque, on the lead …". The other leads the advice
        offers come out level too; the rest it leans against; then ``worse``."""
        chosen = self.recommended()
        best = self.best.action
        if chosen == best or not isinstance(best, Play):
            return super().leaning_hint(worse)
        kept = keeps_whole(self.view, chosen)
        why = f" {FOR_LAST_SIX}" if saved_brisque(best.card.rank) else ", a brisque he may take if you lead it"
        own = kept or f"keeps your {best.card.unicode}{why}"
        pros, cons = self.effects(best, chosen, 3)
        pros = [p for p in pros if p not in NET_GAINS and p != AS_WELL_AS_ANYTHING and p != kept]
        gains = f": it {join_and(pros)}" + (f", but it {join_and(cons)}" if cons else "") if pros else (
            f", but it {join_and(cons)}" if cons else "")
        text = (f"{capitalised(action_phrase(chosen))} {own}, and {action_phrase(best)} is {LEVEL_WITH} it as far as "
                f"the coach can tell{gains}.")
        # the other moves the advice calls about even come out so here too, each with what it breaks up
        offered = [a for a in self.about_even_moves() if a not in (chosen, best)]
        if offered:
            names = [action_phrase(a) for a in offered]
            text += f" {capitalised(join_or(names))} {verb_form(len(names), 'come')} out {LEVEL_WITH} it too"
            broken = [("it" if len(offered) == 1 else action_phrase(a)) + f" {breaks_up(self.view, a)}"
                      for a in offered if breaks_up(self.view, a)]
            text += f", though {join_and(broken)}." if broken else "."
        return text + self.leaning_others([a for a in self.leaning() if a != chosen and a not in offered]) + worse

    def about_even_moves(self) -> list[Action]:
        raise NotImplementedError

    def figure_words(self, action: Action) -> str:
        """What ``action`` does for you over the rest of this deal beside the move the advice recommends
        (:meth:`recommended`), said as a player says a figure: ``'about 3 points worse than playing 8♦ over the rest
        of the deal'``, ``'about even with playing 8♦ as far as the coach can tell'``, a lean hedged. A move is
        called about even exactly where the advice calls it so (:meth:`about_even_moves`, the one test both read);
        every other is measured from the recommended move, never from another ("perhaps about 2 points worse than
        playing 10♣" under advice to play the 8♦ that calls the same move about even would contradict it). Its tier
        (:meth:`tier`) says how sure, in a player's words, never a statistician's ("± … 19 times in 20")."""
        tier = self.tier(action)
        chosen = self.recommended()
        best = self.best.action
        if chosen != best:  # the advice keeps a brisque back: the lead it recommends is the choice
            if action == chosen:
                return f"the coach's choice: {LEVEL_WITH} {action_phrase(best)} as far as the coach can tell"
            if tier == "best":
                return f"{LEVEL_WITH} {action_phrase(chosen)} as far as the coach can tell, but it risks a brisque"
        if tier == "best":
            nxt = self.lines[1].action if len(self.lines) > 1 else None
            if nxt is None or any(self.tier(ln.action) != "worse" for ln in self.lines[1:]):
                return "the coach's choice"  # a move too close to call is no worse, as far as it can tell
            return (f"the coach's choice: {points_words(self.gap(nxt), self.unit)} better than the next best over "
                    "the rest of the deal")
        if tier == "same" and chosen == best:
            return "about as good as the coach's choice"
        if action in self.about_even_moves():
            return f"{LEVEL_WITH} {action_phrase(chosen)} as far as the coach can tell"
        # beside the advice's choice, the other figures say what they are measured from: the recommended move
        than = f" than {action_phrase(chosen)}" if chosen != best else ""
        worse = f"{points_words(self.gap(action, chosen), self.unit)} worse{than} over the rest of the deal"
        return f"perhaps {worse}, though the coach cannot be sure" if tier == "lean" else worse

    def figures(self) -> list[tuple[str, str]]:
        """Every move in words beside what it does over the rest of the deal against the coach's choice
        (:meth:`figure_words`), the coach's choice first: the figures under a hint, as a player says them."""
        chosen = self.recommended()
        moves = [chosen, *(ln.action for ln in self.lines if ln.action != chosen)]
        return [(capitalised(action_phrase(a)), self.figure_words(a)) for a in moves]
