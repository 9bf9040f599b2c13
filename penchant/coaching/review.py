"""Reviewing play: every real decision analysed by the coach, a verdict and a reason in words.

Each decision with two or more legal actions is analysed by
:class:`~penchant.coaching.coach.Coach` under the decision's key (the same key
the hint used during play, so the hint and the review rank the actions the
same way). The *loss* of a decision is how many points of the deal the action
taken gives away against the best action: exact in the last six tricks, an
estimate in the first ten (marked as such, with its sampling margin). Losses
are never added up: the review sets the decisions beside the deal's actual
score, split into declarations, brisquettes and the book bonus
(:func:`penchant.play.deal_breakdown.breakdown`, the scoring side's).

This module is the review's model: each reviewed decision (:class:`ReviewItem`, with its JSON and its strict reader)
and the review of them (:class:`Review`, what it marks, names and says). Running one is
:mod:`penchant.coaching.reviewing`'s (:func:`~penchant.coaching.reviewing.review_record` reviews a
``penchant-play/1`` record, :class:`~penchant.play.play_record.PlayRecord`;
:func:`~penchant.coaching.reviewing.review_decisions` reviews ``(view, action, key)`` triples as the play board
collects them); its sentences for the reader are :mod:`penchant.coaching.review_words`'.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Final

from penchant.coaching.playout_reasons import BRISQUES_SET_BESIDE
from penchant.coaching.review_words import (
    ALL_OFFERED,
    ALL_THE_COACHS,
    BETTER_AS_PUZZLE,
    BETTER_MAY_BE_PUZZLE,
    BETTER_NO_PUZZLE,
    learnt_words,
)
from penchant.english.grammar import addressed
from penchant.english.numbers import number_words
from penchant.errors import InvalidNotationError, InvalidRecordError, quoted
from penchant.errors.internal import NOT_AN_OBJECT, BrokenInvariantError
from penchant.files.strict_reader import Schema, choice, flag, number, obj, text, whole
from penchant.judgement.verdicts import (
    RECHECKED,
    VERDICTS,
    NoPuzzle,
    ReviewVerdict,
    close_means,
    is_marked,
    verdict_count_words,
)
from penchant.play.moves import Action, Stage, parse_action
from penchant.rules.game_scoring import DEALS_PER_GAME
from penchant.rules.procedure import ALL_TRICKS
from penchant.words.actions import action_words

__all__ = ["CLOSEST_NAMED", "REVIEW_ITEM_SCHEMA", "Review", "ReviewItem"]

_ACTION: Final = text(80, nonempty=True)


CLOSEST_NAMED: Final = 3
"""How many of the closest calls a review names where it marks no decision (:meth:`Review.closest`)."""
REVIEW_ITEM_SCHEMA: Final[Schema] = obj(
    {
        "deal": whole(1, DEALS_PER_GAME),
        "step": whole(0),
        "trick": whole(1, ALL_TRICKS),
        "phase": choice(1, 2),
        "stage": choice(*(s.value for s in Stage if s is not Stage.OVER)),
        "player": choice(0, 1),
        "played": _ACTION,
        "best": _ACTION,
        "loss": number(),
        "margin": number(),
        "estimate": flag(),
        "verdict": choice(*VERDICTS),
        "reason": text(4000),
        "rank": whole(1),
        "choices": whole(2),
    },
    {"better": text(4000), "position": text(1000), "fine": flag()},
    expected="a reviewed decision (an object)",
)
"""One decision of a stored review (``penchant review --json``, docs/formats.md), read strictly."""


@dataclass(frozen=True)
class ReviewItem:
    """One decision: what was played, the best action, the loss, the verdict and the reason in words."""

    deal: int
    """1-based deal of the game."""
    index: int
    """0-based number of actions of the deal before this decision (the step on a timeline)."""
    trick: int
    """The trick it belongs to (1..16)."""
    phase: int
    stage: str
    player: int
    played: Action
    best: Action
    loss: float
    """Points the move played gave away, as its verdict judged them and :attr:`cost` says them
    (:meth:`~penchant.coaching.analysis.CoachAnalysis.cost`: from the move the coach recommended, or its best)."""
    margin: float
    """95% sampling margin of the difference from the coach's best, which decides whether the move is marked at all
    (0 when exact)."""
    exact: bool
    verdict: ReviewVerdict
    reason: str
    rank: int
    """1 when the action played was the engine's first choice."""
    choices: int
    """How many legal actions there were."""
    better: str = ""
    """The part of :attr:`reason` that names the better move and why (``""`` where it names none): a review shown
    while that decision is a puzzle keeps it folded until asked for (:attr:`own` is the rest)."""
    position: str = ""
    """The position in a player's words (:func:`~penchant.coaching.review_words.position_words`): your hand, the
    tables, the card led, what you did. A heading and a sentence alone do not bring the decision back to mind."""
    fine: bool = False
    """Whether the move played was one the coach's move offered as good enough (:meth:`CoachAnalysis.will_do
    <penchant.coaching.analysis.CoachAnalysis.will_do>`, the hint's one source): no other move than the coach's, so
    never among :meth:`Review.closest`."""
    near_best: tuple[Action, ...] = ()
    """The moves the coach's figures put within the band they call too close to call of its choice
    (:func:`~penchant.coaching.weighing.in_the_band`), its choice first: a mistake puzzle made of this
    decision marks none of them wrong (a puzzle called an 8♣ about 1 point worse than its answer wrong, a gap the
    coach calls too close to call). Not stored: a stored review reads back with none."""
    named: Action | None = None
    """The better move the review names (:attr:`better`): the move the coach's advice recommended
    (:meth:`~penchant.coaching.analysis.CoachAnalysis.recommended`), which is :attr:`best` unless the advice kept a
    brisque back or picked among moves about the same. A mistake puzzle made of this decision asks for this move or
    none, so the review beside it and the puzzle give one answer. Not stored: a stored review reads back with
    ``None``, its better move :attr:`best`."""
    cost: str = ""
    """What the move played cost, in the words the review's reason says it
    (:meth:`~penchant.coaching.analysis.CoachAnalysis.cost_words`, measured from the move the coach recommended): a
    puzzle made of this decision says these words, so one mistake has one figure from one computation. Not stored:
    a stored review reads back with ``""``."""
    if_close: str = ""
    """:attr:`reason` as said should a longer look (*Learn from your mistakes*) find the better move not clearly
    ahead (:func:`~penchant.coaching.move_reasons.close_on_a_longer_look`): a marked decision's words then, with no
    figure (:meth:`Review.learnt_from`). Not stored."""

    def too_close_on_a_longer_look(self) -> ReviewItem:
        """This decision once a longer look found its better move not clearly ahead: *too close to call*, said in
        :attr:`if_close`, its better move no longer named apart (the larger sample's verdict replaces the mark)."""
        return replace(self, verdict="close", reason=self.if_close or self.own, better="", fine=False)

    @property
    def heading(self) -> str:
        """The decision's heading in a review, the trick and which of its decisions it is, the card played or the
        declaration after it: "Trick 10, your play" and "Trick 10, your declaration": two decisions of one trick told
        apart."""
        which = "your declaration" if Stage(self.stage).declaring else "your play"
        return f"Trick {self.trick}, {which}"

    @property
    def the_coachs_move(self) -> bool:
        """Whether the move played was the coach's own choice (:attr:`best`): the one answer to it, for the review's
        closest calls and for a page drawing them (a move the hint offered, :attr:`fine`, is another move)."""
        return self.played == self.best

    @property
    def own(self) -> str:
        """:attr:`reason` without :attr:`better`: what the move played does."""
        if self.better and self.reason.endswith(self.better):
            return self.reason[: -len(self.better)].strip()
        return self.reason

    def to_json(self) -> dict[str, Any]:
        return {
            "deal": self.deal,
            "trick": self.trick,
            "player": self.player,
            "played": str(self.played),
            "best": str(self.best),
            "loss": round(self.loss, 2),
            "verdict": self.verdict,
            "reason": self.reason,
            "estimate": not self.exact,
            "margin": round(self.margin, 2),
            "phase": self.phase,
            "stage": self.stage,
            "step": self.index,
            "rank": self.rank,
            "choices": self.choices,
            "better": self.better,
        } | ({"position": self.position} if self.position else {}) | (
            {"fine": True} if self.fine else {})  # a review stored before it reads back as written

    @classmethod
    def from_json(cls, data: object, where: str = "") -> ReviewItem:
        """Read one reviewed decision strictly (:data:`REVIEW_ITEM_SCHEMA`); a bad one raises
        :class:`InvalidRecordError` naming the field (under ``where``, as ``[3]``) and quoting the value."""
        REVIEW_ITEM_SCHEMA.check(data, where, InvalidRecordError)
        if not isinstance(data, dict):
            raise BrokenInvariantError(NOT_AN_OBJECT)
        played, best = (_action(data, f"{where}.{key}" if where else key, key) for key in ("played", "best"))
        return cls(data["deal"], data["step"], data["trick"], data["phase"], data["stage"], data["player"], played,
                   best, float(data["loss"]), float(data["margin"]), not data["estimate"], data["verdict"],
                   data["reason"], data["rank"], data["choices"], data.get("better", ""),
                   data.get("position", ""), bool(data.get("fine", False)))

    @classmethod
    def list_from_json(cls, data: object) -> tuple[ReviewItem, ...]:
        """A stored review (a list of reviewed decisions, ``penchant review --json``), each read strictly; a bad
        one is refused naming its place (``[3].verdict``)."""
        if not isinstance(data, list | tuple):
            raise InvalidRecordError(f"expected a list of reviewed decisions, got {quoted(data)}")
        return tuple(cls.from_json(item, f"[{i}]") for i, item in enumerate(data))


def _action(data: dict[str, Any], where: str, key: str) -> Action:
    """The action written at ``key`` (``play QS``), or a refusal naming its place."""
    try:
        return parse_action(data[key])
    except InvalidNotationError as exc:
        raise exc.as_a(InvalidRecordError).within(where) from None


@dataclass(frozen=True)
class Review:
    """Reviewed decisions, and the actual scores of the deals they belong to."""

    reviewer: str
    items: tuple[ReviewItem, ...]
    scores: tuple[tuple[int, int], ...] = ()
    """Each reviewed deal's final score (seat 0, seat 1), where known."""
    learnt: tuple[tuple[int, int], ...] | None = None
    """The decisions *Learn from your mistakes* made into puzzles, by ``(deal, step)``, once it has run for this
    review (``None`` before)."""
    learnt_why: str = ""
    """Why that run made no puzzle of some marked decisions, in its own words (``""`` where all made one)."""
    samples: int | None = None
    """The deals the coach played each decision out over, where known: said in what *too close to call* means."""
    brisque_worth: str = ""
    """Where the points a brisque of the last six tricks is worth come from, by the review's rules
    (:func:`~penchant.coaching.playout_reasons.brisque_worth_words`): said once, after the first reason shown that
    sets one move's brisques beside another's (:meth:`explained`)."""

    def explained(self, said: Sequence[str]) -> list[str]:
        """The reasons ``said`` (as shown, in order) with :attr:`brisque_worth` after the first that sets one move's
        brisques of the last six beside another's ("costs you about 3 points: ... it brings you 0 brisques in the
        last six tricks instead of 1"), so the reader is told once why a brisque is worth its points."""
        out = list(said)
        at = next((n for n, text in enumerate(out) if BRISQUES_SET_BESIDE in text), None)
        if at is not None and self.brisque_worth:
            out[at] = f"{out[at]} {self.brisque_worth}"
        return out

    no_puzzle: tuple[tuple[tuple[int, int], str], ...] = ()
    """Why each marked decision *Learn from your mistakes* made no puzzle of made none, by ``(deal, step)``, in its
    words (:func:`~penchant.puzzlemakers.mistakes.no_puzzle_because`): said next to the decision."""
    learnt_by: tuple[int, ...] = ()
    """The players *Learn from your mistakes* ran for on a board reviewing both (:meth:`learnt_also`); ``()`` where it
    ran for the one player reviewed."""

    def learnt_from(self, made: Sequence[tuple[int, int]], why_not: str = "",
                    no_puzzle: Mapping[tuple[int, int], str] | None = None,
                    declined: Mapping[tuple[int, int], NoPuzzle] | None = None) -> Review:
        """The review once *Learn from your mistakes* has run: ``made`` the decisions it made into puzzles,
        ``no_puzzle`` why each other one made none (said next to it, :meth:`no_puzzle_why`), ``declined`` the same by
        its code (:data:`~penchant.judgement.verdicts.NoPuzzle`). A decision its longer look found too close to call
        (code :data:`~penchant.judgement.verdicts.RECHECKED`, never its sentence matched) is said so here too: the
        larger sample's verdict replaces the review's mark, and the tally counts it with the others too close to
        call, so the review and the run never give one decision two verdicts."""
        why = dict(no_puzzle or {})
        close = {key for key, code in (declined or {}).items() if code == RECHECKED}
        items = tuple(i.too_close_on_a_longer_look() if (i.deal, i.index) in close and is_marked(i.verdict) else i
                      for i in self.items)
        return replace(self, items=items, learnt=tuple(made), learnt_why=why_not,
                       no_puzzle=tuple((k, w) for k, w in why.items() if k not in close))

    def learnt_also(self, player: int, made: Sequence[tuple[int, int]], why_not: str = "",
                    no_puzzle: Mapping[tuple[int, int], str] | None = None,
                    declined: Mapping[tuple[int, int], NoPuzzle] | None = None) -> Review:
        """:meth:`learnt_from` for one player's decisions, on a board that reviews both seats: what it had learnt of
        the other before is kept beside them."""
        before = dict(self.no_puzzle)
        before.update(no_puzzle or {})
        learnt = self.learnt_from((*(self.learnt or ()), *made), why_not or self.learnt_why, before, declined)
        return replace(learnt, learnt_by=(*self.learnt_by, player))

    def learnt_for(self, player: int) -> bool:
        """Whether *Learn from your mistakes* has run for ``player`` (run again, it would redo the same long judging
        for nothing): for every player once run on a review of one player's decisions, else for those it ran for."""
        return self.learnt is not None and (not self.learnt_by or player in self.learnt_by)

    def no_puzzle_why(self, item: ReviewItem) -> str:
        """Why *Learn from your mistakes* made no puzzle of ``item``, one sentence, said next to it (``""`` where it
        made one, or has not run), so each reason is said of the decision it is about."""
        return dict(self.no_puzzle).get((item.deal, item.index), "")

    def better_fold(self, item: ReviewItem) -> str:
        """The fold over ``item``'s better move: a pointer to its puzzle while it may have one
        (:data:`BETTER_MAY_BE_PUZZLE` before *Learn from your mistakes* has run, :data:`BETTER_AS_PUZZLE` once it
        made one of it), else :data:`BETTER_NO_PUZZLE`."""
        if self.learnt is None:
            return BETTER_MAY_BE_PUZZLE
        if (item.deal, item.index) in self.learnt:
            return BETTER_AS_PUZZLE
        return BETTER_NO_PUZZLE

    def learn_title(self) -> str:
        """The greyed-out title of *Learn from your mistakes* once it has run for this review
        (:func:`learnt_words`)."""
        return learnt_words(len(self.learnt or ()), self.learnt_why)

    def counts(self, player: int | None = None) -> dict[str, int]:
        """How many decisions got each verdict."""
        out: dict[str, int] = dict.fromkeys(VERDICTS, 0)
        for i in self.items:
            if player is None or i.player == player:
                out[i.verdict] += 1
        return out

    def marked(self, player: int | None = None) -> list[ReviewItem]:
        """Inaccuracies, mistakes and blunders, in the order they were made."""
        return [i for i in self.items if is_marked(i.verdict)
                and (player is None or i.player == player)]

    def closest(self, player: int | None = None, most: int = CLOSEST_NAMED) -> list[ReviewItem]:
        """The closest calls among the decisions not marked: where the move played was not the coach's own choice nor
        one its hint offered as good enough (:attr:`ReviewItem.fine`: "playing Q♥ or playing K♥ will do" during play,
        then "you chose another move than the coach would have" of the K♥ contradicted it), the ``most`` that gave
        away the most (by the coach's figures), in the order they were made. A review that marks nothing still has
        something to say of each: which decisions came nearest a mistake."""
        near = [i for i in self.items if not is_marked(i.verdict) and not i.the_coachs_move and not i.fine
                and (player is None or i.player == player)]
        # None of those, the decisions counted *too close to call* are named all the same, as moves it said will do:
        # a review that counted "1 too close to call" named nothing, where the page says it names your closest calls.
        near = near or [i for i in self.items if i.verdict == "close" and (player is None or i.player == player)]
        kept = sorted(near, key=lambda i: (-i.loss, i.deal, i.index))[:most]
        return sorted(kept, key=lambda i: (i.deal, i.index))

    def all_good_words(self, player: int | None = None) -> str:
        """What a review that marks no decision and names no closest call says of the decisions: each the coach's
        own move, or (where one was a move the hint offered, :attr:`ReviewItem.fine`) the coach's or one it said will
        do ("every decision of yours was the move the coach would have made" was said of moves its hint offered)."""
        offered = any(i.fine and not i.the_coachs_move for i in self.items if player is None or i.player == player)
        return ALL_OFFERED if offered else ALL_THE_COACHS

    def closest_heading(self, player: int | None = None) -> str:
        """The words over :meth:`closest`: "The two closest calls, where you played neither the coach's move nor one
        it said will do"."""
        near = self.closest(player)
        n = len(near)
        which = "The closest call" if n == 1 else f"The {number_words(n)} closest calls"
        if all(i.fine for i in near):
            return f"{which}, {'a move' if n == 1 else 'moves'} the coach said will do"
        return f"{which}, where you played neither the coach's move nor one it said will do"

    def tally_lines(self, player: int | None = None, whose: str = "you") -> list[str]:
        """How many decisions got each verdict, and what *too close to call* means where one is counted (said
        where it is met, as the play board's review says it), over the deals the coach played each out over, of
        ``whose`` moves (:func:`~penchant.judgement.verdicts.close_means`)."""
        c = self.counts(player)
        tally = ", ".join(verdict_count_words(v, n) for v, n in c.items() if n) + f" (reviewed by the {self.reviewer})."
        return [tally, close_means(self.samples, whose)] if c["close"] else [tally]

    def close_words(self, whose: str = "you") -> str:
        """What *too close to call* means in this review: over the deals its coach played each move out over (a
        review over 4 said "over many ways they might lie"), of ``whose`` moves."""
        return close_means(self.samples, whose)

    def text(self, player: int | None = None, names: Sequence[str] = ("you", "you")) -> str:
        """The review as lines of text, ``player``'s decisions (both players' with ``None``), each player said by
        ``names`` (the reader, "you", unless named: a named player is said by name, never "you")."""
        if not self.items:
            return "No real decisions to review (every move was forced)."
        whose = names[player] if player is not None else names[0] if len(set(names)) == 1 else "each player"
        lines = self.tally_lines(player, whose)
        marked = self.marked(player)
        for i, reason in zip(marked, self.explained([i.reason for i in marked]), strict=True):
            # a named player is said by name, never "you" ("strong played K♣ — … brings you 2 brisques")
            lines.append(f"Deal {i.deal}, trick {i.trick}: {action_words(i.played, names[i.player], past=True)}"
                         f" — {i.verdict}. {addressed(reason, names[i.player])}")
        return "\n".join(lines)

    def to_json(self) -> list[dict[str, Any]]:
        return [i.to_json() for i in self.items]


