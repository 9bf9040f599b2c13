"""Learn from your mistakes: reviewed decisions as puzzles.

A decision reviewed as an inaccuracy, a mistake or a blunder in the last six
tricks is a perfect-information position with a best card: exactly an
end-game puzzle (:mod:`penchant.puzzles.checkers.endgame`, task ``best``), checked by
the same solver and shown through the same puzzle board. (The puzzle layer
does not import the players': a reviewed decision is anything shaped like
:class:`Marked`.)

A marked decision of the first ten tricks becomes a judged puzzle, as the
mined ones are (:mod:`penchant.puzzles.checkers.decision`): a ``decision`` at a card
to play, a ``timing`` at a declaration, its history the deal as played up to
it. The position is judged again, a longer look than the review's: the judge is
master, its deliberation run twelve times from seeds drawn from the position plus
:data:`~penchant.puzzles.checkers.choice_values.FRESH` (:data:`~penchant.puzzles.checkers.choice_values.CONFIRM_RUNS`
runs), a fresh judgement as every judged puzzle's is. That judgement is a check, not
a second verdict: the puzzle is made only when its best is the review's better move
(or a move of the coach's band round it) and clearly beats every choice the puzzle
offers, the move played among them (the moves it cannot tell from its best are left
out of the choices). The words are the review's:
the puzzle is titled with the review's verdict, says the review's figure and reason
for the move played, and asks for the review's better move. A longer look that names
another best, or finds the move played not clearly worse, makes no puzzle rather than
change a verdict the learner has read (:data:`NO_PUZZLE_BECAUSE` says why), so a puzzle
never contradicts the review beside it. Judging costs twelve of master's deliberations
a decision, so a deal's costliest :data:`MOST_JUDGED` are judged
(:func:`first_ten_to_judge`); ``progress(done, total)`` follows it.

A mistake puzzle's id is drawn from its position (:func:`mistake_id`), so its
attempts, kept in the learner's attempt store like every other puzzle's
(:mod:`penchant.trainer.stores`), belong to that position and survive a reload.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Final, Protocol

from penchant.english.grammar import capitalised, mid_sentence, possessive, verb_form
from penchant.english.lists import join_and
from penchant.english.numbers import count_words, number_words
from penchant.errors import PenchantError
from penchant.files.frozen_json import thaw_json
from penchant.judgement.verdicts import MARKED, RECHECKED_CLOSE, NoPuzzle, is_marked, loss_words
from penchant.play.moves import Action, Play
from penchant.play.play_record import PlayRecord
from penchant.play.view import PlayerView
from penchant.puzzlemakers.realplay import refresh, with_outcomes
from penchant.puzzles.checkers.action_reasons import action_reason
from penchant.puzzles.checkers.choice_values import CONFIRM_RUNS, FRESH, Judgement, PlayerMaker, choice_of, judge_view
from penchant.puzzles.checkers.endgame import analyse as endgame_analysis
from penchant.puzzles.checkers.judged_position import judged_position, judgement_of, question_of
from penchant.puzzles.history_replay import history_of_play, replay
from penchant.puzzles.model import REVIEWED, Puzzle, PuzzleKind
from penchant.puzzles.words.judged import outcomes_of
from penchant.rules.procedure import other_player
from penchant.words.actions import action_words

__all__ = ["JUDGE", "NO_PUZZLE_BECAUSE", "Declined", "Marked", "declined_each", "declined_words", "first_ten_to_judge",
           "given_more", "given_words", "made_where", "mistake_id", "mistake_puzzles", "no_puzzle_because"]


class Marked(Protocol):
    """A reviewed decision (:class:`penchant.coaching.review.ReviewItem` is one)."""

    @property
    def deal(self) -> int: ...
    @property
    def index(self) -> int: ...
    @property
    def trick(self) -> int: ...
    @property
    def phase(self) -> int: ...
    @property
    def player(self) -> int: ...
    @property
    def verdict(self) -> str: ...
    @property
    def played(self) -> Action: ...
    @property
    def best(self) -> Action: ...
    @property
    def loss(self) -> float:
        """The points the review said the move played gave away (its puzzle says "as the review said" only where
        its own figure is this one, as said)."""

    @property
    def own(self) -> str:
        """The review's reason for the move played, what it does (without the better move)."""

    @property
    def near_best(self) -> Sequence[Action]:
        """The moves the coach's figures call too close to call of its best (its band), the best among them."""


JUDGE: Final = "master"
"""The judge of a first-ten-tricks mistake puzzle: the player whose deliberation the review gives."""


def mistake_id(position: Mapping[str, object]) -> str:
    """The puzzle's id, from its position alone: the same position (a reload, a replayed game) is the same
    puzzle in the attempt store, and another game's deal 1, decision 20 is not (``mistake-<12 hex>``)."""
    text = json.dumps(position, sort_keys=True, separators=(",", ":"))
    return "mistake-" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


MOST_JUDGED: Final = 3
"""How many marked decisions of the first ten tricks a deal's *Learn from your mistakes* replays at most, the
costliest first (blunders, then mistakes, then inaccuracies): each costs the judge's twelve runs, so the wait grows
with each one replayed."""

OUTCOME_RUNS: Final = 4
"""Over how many of the judge's runs' deals a mistake puzzle's figures (what each choice leads to) are played:
its answer is the judge's, settled over all its runs (:func:`_explained`)."""

Declined = NoPuzzle
"""Why a marked decision of the first ten tricks made no puzzle: the judge's replays found the move played not
clearly worse than the best (the review then says it too close to call); or named another best than the review's,
the move played clearly behind it (no one right answer the review agrees with; the review's mark stands); the
position could not be set; it was not replayed, the deal's :data:`MOST_JUDGED` costlier ones were."""

_DECLINED_WORDS: Final[dict[str, str]] = {  # after a count, which each word agrees with
    "unclear": ("{was} not made a puzzle: replayed many more times, the review's better move was not clearly ahead. "
                "That longer look is the one to trust: count {them} as too close to call, not as an error"),
    "another": ("{was} not made a puzzle: replayed many more times, another move than the review's better one came out "
                "best, though the move played stayed clearly behind; the review still marks {them}"),
    "unmade": "could not be set out as a puzzle; the review still marks {them}",
    "unjudged": f"{{be}} left out to keep the wait short: only your {number_words(MOST_JUDGED)} costliest are checked",
}
"""Why marked decisions made no puzzle, in a player's words, short, and never the program's workings. Each reason says
what the second look found of the move played, and which verdict stands: where the longer look (more deals played
out than the review's) finds the better move not clearly ahead, its verdict replaces the review's mark, so a learner
is never left with two verdicts on one decision."""


NO_PUZZLE_BECAUSE: Final[dict[str, str]] = {
    "unclear": ("played out again over many more deals, the move the review called better did not come out clearly "
                f"ahead, and that longer look is the one to trust: {RECHECKED_CLOSE}"),
    "another": ("played out again over many more deals, another move than the review's better one came out best, so "
                "there is no one answer to ask for; the move played stayed clearly behind, and the review's mark "
                "stands"),
    "unmade": "this position could not be set out as a puzzle",
    "unjudged": (f"only the {number_words(MOST_JUDGED)} costliest marked decisions of the first ten tricks are looked "
                 "at again, to keep the wait short"),
}
"""Why one marked decision made no puzzle, one sentence each, said next to it, so each reason is read as said of
the decision it is about."""


def no_puzzle_because(why: str) -> str:
    """The words for one decision that made no puzzle, why it made none (:data:`NO_PUZZLE_BECAUSE`).

    >>> no_puzzle_because("unmade")
    'No puzzle: this position could not be set out as a puzzle.'
    """
    return f"No puzzle: {NO_PUZZLE_BECAUSE[why]}."


def declined_each(marked: Iterable[Marked], declined_at: Mapping[tuple[int, int], str]) -> list[str]:
    """Each marked decision that made no puzzle (``declined_at``, by ``(deal, step)``, why), in the order they were
    made, with where it is and why, one sentence each: ``"Trick 6: no puzzle — on a second, longer look ..."``
    (``"Trick 6 of deal 2: ..."`` where they come from more than one deal).

    >>> from types import SimpleNamespace as Item
    >>> declined_each([Item(deal=1, index=9, trick=6)], {(1, 9): "unmade"})
    ['Trick 6: no puzzle — this position could not be set out as a puzzle.']
    """
    items = sorted((i for i in marked if (i.deal, i.index) in declined_at), key=lambda i: (i.deal, i.index))
    deals = {i.deal for i in items}
    return [f"Trick {i.trick}" + (f" of deal {i.deal}" if len(deals) > 1 else "")
            + f": no puzzle — {NO_PUZZLE_BECAUSE[declined_at[(i.deal, i.index)]]}." for i in items]


def declined_words(declined: Sequence[str], made: int) -> str:
    """Why some marked decisions of the first ten tricks made no puzzle, in a player's words (``""`` when none was
    declined): every decision judged and made no puzzle is accounted for. ``made``: how many of them did make a
    puzzle. One short sentence a reason.

    >>> declined_words(["unmade"], 3)
    'One could not be set out as a puzzle; the review still marks it.'
    """
    if not declined:
        return ""
    why = " ".join(f"{capitalised(number_words(n))} " + _DECLINED_WORDS[k].format(
        was=verb_form(n, "be", past=True), be=verb_form(n, "be"), them="it" if n == 1 else "them") + "."
        for k, n in Counter(declined).most_common())
    lead = "None of your marked decisions of the first ten tricks became a puzzle. " if not made else ""
    return f"{lead}{why}"


def given_words(puzzles: Sequence[Puzzle], declined: Sequence[str], where: Sequence[str] = ()) -> str:
    """How many puzzles a deal's marked decisions gave, and from which tricks (``where``, :func:`made_where`), in one
    short sentence: a learner who waits while the decisions are judged reads what came of them. The count is the
    puzzles given, whatever their kind. Why the others gave none waits in a fold (:func:`given_more`): said here, they
    would be a screenful of bookkeeping.

    ``""`` when there is no puzzle (the board then says why alone).

    >>> from types import SimpleNamespace as Made  # a puzzle, as far as its kind
    >>> given_words([Made(kind="endgame")] * 2, ["unjudged"], ["trick 6", "trick 13"])
    'Here are two puzzles made from your mistakes, from trick 6 and trick 13.'
    """
    if not puzzles:
        return ""
    n = len(puzzles)
    first = sum(1 for p in puzzles if p.kind != "endgame")
    last = n - first
    parts = [f"{number_words(k)} from the {at}" for k, at in ((first, "first ten tricks"),
                                                                 (last, "last six tricks")) if k]
    tail = f", from {join_and(where)}" if where else f": {join_and(parts)}" if first and last else ""
    return f"Here {verb_form(n, 'be')} {count_words(n, 'puzzle')} made from your mistakes{tail}."


def given_more(puzzles: Sequence[Puzzle], declined: Sequence[str], each: Sequence[str] = ()) -> tuple[str, str]:
    """What waits one click under :func:`given_words`, as (the fold's summary, its words): why the other marked
    decisions gave no puzzle (:func:`declined_words`); ``("", "")`` when there is nothing more to say. A puzzle says
    the review's figure, so nothing here says which figure to trust. ``each``: the decisions one by one, with why
    (:func:`declined_each`), said instead of the reasons counted where given."""
    first = sum(1 for p in puzzles if p.kind != "endgame")
    words = " ".join(each) if each else declined_words(declined, first)
    if not words:
        return "", ""
    return f"Why {count_words(len(declined), 'other marked decision')} gave no puzzle", words


def made_where(marked: Iterable[Marked], made: Sequence[tuple[int, int]]) -> list[str]:
    """Where the decisions made into puzzles (``made``, by ``(deal, step)``) were, as a player finds them: ``"trick
    6"``, or ``"trick 6 of deal 2"`` where they come from more than one deal."""
    at = {(i.deal, i.index): i for i in marked}
    items = [at[key] for key in made if key in at]
    deals = {i.deal for i in items}
    return [f"trick {i.trick}" + (f" of deal {i.deal}" if len(deals) > 1 else "") for i in items]


def first_ten_to_judge(marked: Iterable[Marked], most: int | None = MOST_JUDGED) -> list[Marked]:
    """The marked decisions (inaccuracies, mistakes, blunders) of the first ten tricks :func:`mistake_puzzles`
    judges by replaying them, as the views count them for the learner while it works: the ``most`` costliest
    (blunders first, then mistakes, then inaccuracies; the earlier first among equals), in the order they were made.
    ``most=None``: every one."""
    every = [i for i in marked if is_marked(i.verdict) and i.phase == 1]
    if most is None or len(every) <= most:
        return every
    order = sorted(range(len(every)), key=lambda n: (-MARKED.index(every[n].verdict), n))
    return [every[n] for n in sorted(order[:most])]


def mistake_puzzles(record: PlayRecord, marked: Iterable[Marked], players: PlayerMaker | None = None,
                    judge: str = JUDGE, runs: int = CONFIRM_RUNS,
                    progress: Callable[[int, int], None] | None = None,
                    declined: list[Declined] | None = None,
                    made: list[tuple[int, int]] | None = None,
                    declined_at: dict[tuple[int, int], Declined] | None = None) -> list[Puzzle]:
    """One puzzle per marked decision (``review.marked(player)``): an end-game puzzle in the last six tricks
    and, when ``players`` is given (:func:`penchant.players.get_player`), a judged puzzle in the first ten
    where the judge's answer is clear and is the review's better move (or one of the coach's band round it); why each
    other one of the first ten made none is appended to ``declined`` (:func:`declined_words` says it), the review's
    verdict on it unchanged; each one made into a puzzle is appended to ``made``,
    by ``(deal, step)`` (:meth:`~penchant.coaching.review.Review.learnt_from`); ``declined_at`` holds why each that
    made none made none, by ``(deal, step)`` (:func:`declined_each` says it next to each)."""
    out: list[Puzzle] = []
    items = [i for i in marked if is_marked(i.verdict)]
    first_ten = first_ten_to_judge(items) if players is not None else []
    done = 0
    for item in items:
        if item.phase == 1:
            if players is not None and not any(item is j for j in first_ten):
                if declined is not None:
                    declined.append("unjudged")
                if declined_at is not None:
                    declined_at[(item.deal, item.index)] = "unjudged"
            elif players is not None:
                p = _judged_mistake(record, item, players, judge, runs)
                if isinstance(p, Puzzle):
                    out.append(p)
                    if made is not None:
                        made.append((item.deal, item.index))
                else:
                    if declined is not None:
                        declined.append(p)
                    if declined_at is not None:
                        declined_at[(item.deal, item.index)] = p
                done += 1
                if progress is not None:
                    progress(done, len(first_ten))
            continue
        deal = record.deals[item.deal - 1]
        state = None
        for n, (before, _p, _a) in enumerate(deal.positions(record.profile)):
            if n == item.index:
                state = before
                break
        if state is None:
            continue
        me = state.to_move
        led = None if state.lead is None else str(state.lead)
        b = state.brisques
        position = {
            "rules": record.profile.name,
            "hand": str(state.hand(me)),
            "opp_hand": str(state.hand(other_player(me))),
            "trump": None if state.trump is None else state.trump.letter,
            "led": led,
            "won": [b[me], b[other_player(me)]],
        }
        who = record.players[me]
        question = ("Your opponent has led: which card takes the most brisques from here, against best defence?" if led
                    else "You lead. Which card takes the most brisques from here, against best defence?")
        out.append(_with_stepped_hints(Puzzle.from_json({
            "id": mistake_id(position),
            "kind": "endgame",
            "task": "best",
            "title": f"Deal {item.deal}, trick {item.trick}: {possessive(who)} {item.verdict}",
            "question": question,
            "position": position,
            "answer_form": "card",
            "hints": [_first_hint(action_words(item.played, mid_sentence(who), past=True), item.verdict, item.own)],
            "source": REVIEWED,
            "history": history_of_play(deal, item.index, record.profile.name),
        })))
        if made is not None:
            made.append((item.deal, item.index))
    return out


def _with_stepped_hints(p: Puzzle) -> Puzzle:
    """A mistake end-game with the hints the chapters' end-games have, around the reminder of the move played (its
    one hint): first a fact of the position pointing where to look, then the reminder, then the stronger pointers
    (how to count, the tempting card's cost), never the card to play: the reminder alone ("In the game, you played
    7♠ here: blunder; it loses the trick") says nothing of what to look at."""
    try:
        steps = endgame_analysis(p).hints
    except PenchantError:
        return p
    return p.with_changes(hints=(*steps[:1], *p.hints, *steps[1:]))


def what_it_gave_up(own: str) -> str:
    """The first thing the review says the move played did, its reason's first clause after its figure (``""``
    where it says none): a mistake puzzle's first hint, pointing at this position without giving the answer ("In
    the game, you played A♦ here: blunder." said nothing of what to look at).

    >>> what_it_gave_up("Your A♦ costs you about 7 points in the difference between your score and his this deal "
    ...                 "(estimate): it lets him have the trick, "
    ...                 "gives him a brisque and does worse in the last six tricks (you come to them ...).")
    'it lets him have the trick'
    >>> what_it_gave_up("Your 7♥ costs you about 2 points: it does worse in the last six tricks (the cards ..., "
    ...                 "with best play by both sides).")
    'it does worse in the last six tricks'
    """
    first = own.split(". ")[0]
    if ": " not in first:
        return ""
    clause = re.sub(r" \([^)]*\)?", "", first.split(": ", 1)[1]).rstrip(".")
    return re.split(r", | and |; ", clause)[0]


def in_hand_order(view: PlayerView, choices: Iterable[str]) -> tuple[str, ...]:
    """``choices`` as the learner's hand and table show their cards, the others (a declaration, a pass) after them
    in the order given: a mistake puzzle's answer buttons read "9♣ 8♣ 10♣ Q♣ A♣ A♦", the judge's order."""
    shown = [*view.hand, *view.table]
    cards = {choice_of(a): a.card for a in view.legal if isinstance(a, Play)}
    return tuple(sorted(choices, key=lambda c: shown.index(cards[c]) if cards.get(c) in shown else len(shown)))


def _first_hint(played: str, said: str, own: str) -> str:
    """A mistake puzzle's first hint: the move played, its verdict and what it gave up (:func:`what_it_gave_up`)."""
    gave = what_it_gave_up(own)
    return f"In the game, {played} here: {said}{f'; {gave}' if gave else ''}."


def _judged_hints(view: PlayerView, item: Marked, first: str, general: Sequence[str]) -> tuple[str, ...]:
    """A judged mistake puzzle's hints, each of this position: ``first`` (the move played, its verdict, what it gave up:
    never the answer), then what that move did here (:func:`~penchant.puzzles.checkers.action_reasons.action_reason`:
    which card, and why it matters), then where the deal stands (the first of ``general``, the stock and the tricks
    left), and last the review's better move with its reason (the answer, asked for last). No hint is one said of every
    position ("Count the unseen cards"): each tells something of this one."""
    did = action_reason(view, item.played)
    again = f"Look again at what your move did here: {did}." if did else ""
    better = str(getattr(item, "better", "") or "")
    return tuple(h for h in (first, again, *general[:1], better) if h)


def _without_near_best(j: Judgement, played: str, band: Iterable[str] = ()) -> Judgement | None:
    """The judgement with the choices it cannot tell from the best left out of the puzzle, or ``None`` when the
    move played is among them (then the puzzle could not say it was worse). A judgement was kept only when its
    best beat *every* other choice beyond the noise: with two good moves about equal, nearly every marked decision
    was declined, and a learner judged five to be given one puzzle. The puzzle asks which of the rest is best; a
    move about as good as the answer is not offered, so no right answer is marked wrong. ``band``: the choices the
    coach calls too close to call of the best (:attr:`Marked.near_best`), left out as well, however clear the
    judge's longer look: a puzzle marked an 8♣ wrong for giving up "about 1 point" where the coach calls that too
    close to call."""
    near = set(j.unclear) | ({c for c in band if c in j.values} - {j.ranked[0]})
    if played in near:
        return None
    kept = {c: v for c, v in j.values.items() if c not in near}
    out = Judgement(j.judge, j.seed, kept, j.method, j.habit if j.habit in kept else None, j.found_seed)
    return out if out.clear else None


def _explained(p: Puzzle, best: str) -> Puzzle:
    """The judged puzzle with what each choice leads to (:func:`~penchant.puzzlemakers.realplay.with_outcomes`),
    over the judge's first :data:`OUTCOME_RUNS` runs' deals: the judge's twelve runs have settled the answer, and
    these figures only say why (played over all twelve they took nearly three quarters of the wait). Where the
    fewer deals would not put the answer ahead, all twelve runs' deals are played, so the figures never contradict
    it. A strong judge's figures are its values, over the same deals played the same way, so they are played over
    all its runs (the puzzle's check holds them to it)."""
    if judgement_of(p).judge.split(":")[0] == "strong":
        return with_outcomes(p)
    quick = with_outcomes(p, runs=OUTCOME_RUNS)
    told = outcomes_of(quick)
    if all(told[best].net >= f.net for f in told.values()):
        return quick
    return with_outcomes(p)


def _judged_mistake(record: PlayRecord, item: Marked, players: PlayerMaker, judge: str, runs: int
                    ) -> Puzzle | Declined:
    deal = record.deals[item.deal - 1]
    history = history_of_play(deal, item.index, record.profile.name)
    state = replay(history)
    me = state.to_move
    if me is None or state.last_six:
        return "unmade"
    view = state.view(me)
    pid = mistake_id(history)
    seed = int(pid[len("mistake-"):], 16) % 10**9
    j = judge_view(view, judge, seed + FRESH, players, runs)
    j = Judgement(j.judge, j.seed, j.values, j.method, j.habit, seed)
    played = choice_of(item.played)
    if played == j.ranked[0] or played in j.unclear:
        return "unclear"
    left: list[str] = []
    # One judgement, the review's: the puzzle asks for the review's better move (or a move of the coach's band round
    # it). A longer look naming another best makes no puzzle: asking for it would contradict the review beside it.
    band = [choice_of(a) for a in item.near_best]
    if j.ranked[0] != choice_of(item.best) and j.ranked[0] not in band:
        return "another"  # the move played clearly behind that best (not among j.unclear): the mark stands
    if not j.clear or any(c in j.values and c != j.ranked[0] for c in band):
        narrowed = _without_near_best(j, choice_of(item.played), band)
        if narrowed is None:
            return "unclear"
        left = [c for c in j.values if c not in narrowed.values]
        j = narrowed
    # The review names the move its advice recommended as the better one (a lead keeping a brisque back, say): a
    # puzzle whose answer is another move of the band would contradict the fold beside it.
    named = getattr(item, "named", None)
    if named is not None and j.ranked[0] != choice_of(named):
        return "another"
    history["judge"] = j.to_json()
    kind: PuzzleKind = "timing" if state.stage.declaring else "decision"
    who = record.players[me]
    # The review's verdict, as the review beside the puzzle says it: one judgement for one mistake.
    said = item.verdict
    question = question_of(view, kind)
    p = Puzzle(id=pid, kind=kind, task="play" if kind == "decision" else "declare",
               title=f"Deal {item.deal}, trick {item.trick}: {possessive(who)} {said}",
               question=question, position=judged_position(state), answer_form="choice",
               choices=in_hand_order(view, j.values), source=REVIEWED, history=history)
    try:
        p = _explained(refresh(p), j.ranked[0])
    except PenchantError:
        return "unmade"
    played = action_words(item.played, mid_sentence(who), past=True)
    # the review's reason for the move played, which the puzzle then gives for it: one reason for one mistake
    # and the figure the review said for it, so the puzzle claims to agree with the review only where it does
    reviewed = {"played": choice_of(item.played), "reason": what_it_gave_up(item.own),
                "said": getattr(item, "cost", "") or loss_words(item.loss, float(record.profile.brisque_value)),
                "left": left}
    return p.with_changes(title=f"Deal {item.deal}, trick {item.trick}: {possessive(who)} {said}",
                          hints=_judged_hints(view, item, _first_hint(played, said, item.own), p.hints),
                          history={**thaw_json(p.history or {}), "review": reviewed})
