"""Decision puzzles: a choice in the first ten tricks, from real play, judged by a player's deliberation.

A ``decision`` puzzle (task ``play``) stops a deal played by the judge on both sides at a card to
play in the first ten tricks: win or duck, fight for the tenth trick (its winner leads the last six),
spend a Seven early, keep a bar or score. The learner sees only what that seat could see: the
position is built from :meth:`~penchant.play.state.DealState.view` of the seat to move (its hand and
table, the opponent's table, the cards played, the stock count, trump, the scores), never the
opponent's hand or the order of the stock.

The answer comes from the judge (a player by name; puzzles and players sit side by side, so the
caller hands in the function that makes a player from its name, :func:`penchant.players.get_player`): its
deliberation over the seat's view is run ``runs`` times, each time from its own seeded random
numbers (run ``r`` uses ``random.Random(seed * 100 + r)``); within a run every choice is valued in
the same sampled deals, so the difference between two choices in one run is a paired difference.

The margin and the fresh judgement are :mod:`penchant.puzzles.choice_values`'s. ``history["judge"]`` stores the
judge's name, its method (``'40 sampled deals'``), the fresh seed, the runs, every choice's value in each
run, the habit's choice (the greedy player's, what a natural habit plays) and the finding judgement's seed
(``found_seed``); :func:`analyse` reads them (it never re-runs the judge), :func:`problems` checks them
(the history replays to the position, the choices are the seat's actions, the judgement is fresh and has
its runs, the margin holds), and with ``players`` given it re-runs the judge and the habit with the stored
seed.

Declaration ``timing`` puzzles (:mod:`penchant.puzzles.timing`) are the same judged choice at a
declaration: they share this module's judging, position and reasons.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from penchant.english.grammar import capitalised, verb_form
from penchant.english.numbers import count_words, stock_count_words
from penchant.errors import PuzzleError
from penchant.errors.internal import NO_CARD_LED, BrokenInvariantError
from penchant.judgement.moments import late_in_first_ten, seven_spent_early
from penchant.judgement.verdicts import loss_words
from penchant.play.moves import Action, Declare, Play, Stage
from penchant.play.state import DealState
from penchant.play.view import PlayerView
from penchant.puzzles.answers import normalise_choice
from penchant.puzzles.choice_values import (
    CONFIRM_RUNS,
    FRESH,
    HABIT,
    MARGIN_SE,
    MIN_GAP,
    Judgement,
    PlayerMaker,
    choice_of,
    judge_view,
)
from penchant.puzzles.grading import grade, result_from_verdicts
from penchant.puzzles.history_replay import replay
from penchant.puzzles.model import REVIEWED, Analysis, CheckResult, Puzzle
from penchant.puzzles.words.judged import (
    ROUNDED,
    about,
    best_words,
    figures,
    left_out_words,
    method_words,
    miss_words,
    named_once,
    outcomes_of,
    points_figure,
    reviewed_miss_words,
    spread_words,
)
from penchant.puzzles.words.keeps import order_words, set_broken, unbeatable
from penchant.puzzles.words.questions import stock_words
from penchant.rules.barring import major_set_cards
from penchant.rules.cards import Card, CardSet, mask_of
from penchant.rules.combinations import classify
from penchant.rules.declarable import could_serve_again
from penchant.rules.declaring import cards_to_grow_a_set
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.rules.procedure import (
    first_ten_to_come,
    ninth_or_tenth_trick,
    tenth_trick_in_play,
    trick_in_play,
)
from penchant.rules.scoring import declared_points
from penchant.rules.tricks import follower_wins
from penchant.rules.trump import penchant_sets_trump, trump_of_penchant
from penchant.words.cards import cards_words
from penchant.words.kinds import kind_words

__all__ = [
    "analyse", "check", "judged_position", "problems", "view_of", "action_reason", "deals_words", "judgement_of",
    "question_of", "reprove", "samples_of", "serves_again", "themes_of_decision", "COUNT_UNSEEN", "NOTHING_SEEN_YET",
    "third_hint",
]


# ----------------------------------------------------------------- the position
def _turn_words(view: PlayerView) -> str:
    n = view.tricks_played
    if view.stage is Stage.LEAD:
        return f"yours: you lead to trick {n + 1}"
    if view.stage is Stage.FOLLOW:
        if view.lead is None:
            raise BrokenInvariantError(NO_CARD_LED)
        return f"yours: your opponent led {view.lead.unicode} to trick {n + 1}; you play to it"
    if view.stage is Stage.DECLARE:
        return f"yours: you won trick {n} and may declare before the draw"
    return f"yours: your opponent won trick {n} and declared nothing; you may declare a penchant"


def judged_position(state: DealState) -> dict[str, Any]:
    """The puzzle position of the seat to move, from what that seat sees (never the hidden cards)."""
    me = state.to_move
    view = state.view(me)
    played = view.played.mask & ~(0 if view.lead is None else view.lead.bit)
    pos: dict[str, Any] = {
        "rules": view.profile.name,
        "hand": str(view.hand),
        "table": str(view.table),
        "opp_table": str(view.opp_table),
        "trump": None if view.trump is None else view.trump.letter,
        "you": ("the dealer: your opponent led the first trick" if view.dealer == me
                else "the pone: you led the first trick"),
        "turn": _turn_words(view),
        "stock": stock_words(view.stock_size),
        "stock_left": view.stock_size,
        "score": f"you {view.scores[me]}, your opponent {view.scores[1 - me]} so far this deal",
        "brisques": f"you have taken {view.brisques[me]}, your opponent {view.brisques[1 - me]}",
        "played": str(CardSet.from_mask(played)),
    }
    if view.stage is Stage.FOLLOW and view.lead is not None:
        pos["led"] = str(view.lead)
    return pos


_COMPARED: Final = ("hand", "table", "opp_table", "trump", "led", "you", "turn", "stock", "score", "brisques",
                    "played")


def _history(puzzle: Puzzle) -> Mapping[str, Any]:
    """The history of the deal a judged puzzle is set in (it has one, or is refused)."""
    if puzzle.history is None:
        raise PuzzleError.of_puzzle(puzzle.id, "a judged puzzle needs the history of its deal")
    return puzzle.history


def view_of(puzzle: Puzzle) -> tuple[DealState, PlayerView]:
    """The state the puzzle's history reaches and the view of the seat to move there."""
    state = replay(_history(puzzle))
    if state.to_move is None or state.stage is Stage.OVER:
        raise PuzzleError.of_puzzle(puzzle.id, "the history ends the deal: no choice to make")
    return state, state.view(state.to_move)


def judgement_of(puzzle: Puzzle) -> Judgement:
    return Judgement.from_json(_history(puzzle).get("judge"), puzzle.id)


# ------------------------------------------------------------------- the reasons
def _play_reason(view: PlayerView, card: Card) -> str:
    parts: list[str] = []
    on_table = card in view.table
    trump = view.trump
    brisque = card.is_brisque
    if view.stage is Stage.FOLLOW and view.lead is not None:
        wins = follower_wins(view.lead.index, card.index, trump)
        if wins:
            parts.append(f"{card.unicode} wins the trick, so you declare and draw first")
            if tenth_trick_in_play(view.tricks_played):
                parts.append("winning the tenth trick also gives you the lead of the last six")
        else:
            parts.append(f"{card.unicode} loses the trick: your opponent may declare, and draws first")
            if tenth_trick_in_play(view.tricks_played):
                parts.append("losing the tenth trick also gives him the lead of the last six")
            if brisque:
                parts.append(f"{card.unicode} is a brisque, and it goes to him with the trick")
        if view.lead.is_brisque and not wins:
            parts.append(f"the {view.lead.unicode} led stays his")
    elif unbeatable(view, card):  # no card he may hold beats it: the trick is yours whatever he plays
        parts.append(f"no card he may hold beats {card.unicode}: you win this trick")
    else:
        parts.append(f"leading {card.unicode} lets your opponent choose whether to win this trick")
        if brisque:
            parts.append(f"{card.unicode} is a brisque he may take")
    if on_table:
        major = major_set_cards(view.table)
        if major & card.bit:
            parts.append(f"{card.unicode} comes off your table and breaks a major set there, which may lift a bar")
        else:
            breaks = set_broken(view, card)
            where = ", where it could serve again in a new set" if serves_again(view, card) else ""
            parts.append(f"{card.unicode} comes off your table{where}" + (f": it breaks {breaks}" if breaks else ""))
    if trump is not None and card.suit == trump:
        parts.append(f"it spends a trump ({trump.plural})")
    if seven_spent_early(card, view.tricks_played):
        parts.append("a Seven spent now can no longer win a brisquette in the last six tricks")
    return "; ".join(parts)


def _declare_reason(view: PlayerView, cards: CardSet) -> str:
    kind = classify(cards)
    if kind is None:
        return f"declaring {cards_words(cards)}"
    pts = declared_points(view.profile, (kind,))
    parts = [f"it scores {count_words(pts, 'point', digits=True)} now for the {kind_words(kind)}"]
    left = len(cards_to_grow_a_set(cards, kind, view.unseen))  # in the stock or the opponent's hand
    if left:
        rank = next(iter(cards)).rank
        parts.append(f"{count_words(left, rank.singular, rank.plural)} "
                     f"{verb_form(left, 'be')} still unseen, and {stock_count_words(view.stock_size)} "
                     f"{verb_form(view.stock_size, 'be')} left in the stock to draw one from")
    if kind is Kind.PENCHANT and view.trump is None:
        if penchant_sets_trump(view.profile, view.trump, by_trick_winner=view.stage is Stage.DECLARE):
            parts.append(f"it makes {trump_of_penchant(cards).plural} trump, the suit of its Jack")
        else:
            parts.append("under these rules a penchant declared by the trick's loser does not fix trump")
    return "; ".join(parts)


def _hold_reason(view: PlayerView) -> str:
    if view.stage is Stage.PENCHANT:
        return "it lets the chance of a penchant go by: your opponent's win stands alone"
    return ("it declares nothing after this trick: the cards stay in your hand, unseen, for a bigger set later, "
            "but nothing is scored now")


def serves_again(view: PlayerView, card: Card) -> bool:
    """Whether ``card``, on the seat's table, could still serve in a new set, by what the seat has seen: the rules'
    answer (:func:`~penchant.rules.declarable.could_serve_again`) with the cards it has not seen as those still to
    come. A set whose other cards are played or on his table never comes, and is never offered as a reason."""
    holdings = Holdings(hand=view.hand, table=view.table, opp_table=view.opp_table)
    declared = [(k, c.mask) for k, c in view.declared[view.player]]
    return could_serve_again(CardSet([card]), holdings, view.unseen, view.profile, declared=declared)


def action_tags(view: PlayerView, action: Action) -> frozenset[str]:
    """What an action does, as :func:`penchant.puzzles.words.judged.because` ties it to the sampled deals'
    figures: ``wins``/``loses`` the trick it follows, ``brisque``, ``table`` (off your table, where it could
    serve again: :func:`serves_again`), ``seven`` (a Seven
    spent before the last six are near), ``scores`` (a declaration now), ``holds`` (nothing declared now)."""
    if isinstance(action, Play):
        card = action.card
        tags: set[str] = set()
        if view.stage is Stage.FOLLOW and view.lead is not None:
            trump = view.trump
            tags.add("wins" if follower_wins(view.lead.index, card.index, trump) else "loses")
        if card.is_brisque:
            tags.add("brisque")
        if card in view.table and serves_again(view, card):
            tags.add("table")
        if seven_spent_early(card, view.tricks_played):
            tags.add("seven")
        return frozenset(tags)
    if isinstance(action, Declare):
        fixes = (classify(action.cards) is Kind.PENCHANT and view.trump is None
                 and penchant_sets_trump(view.profile, view.trump, by_trick_winner=view.stage is Stage.DECLARE))
        return frozenset({"scores", "fixes"} if fixes else {"scores"})
    return frozenset({"holds"})


def action_reason(view: PlayerView, action: Action) -> str:
    """What an action does, in the game's words (it names only its own cards)."""
    if isinstance(action, Play):
        return _play_reason(view, action.card)
    if isinstance(action, Declare):
        return _declare_reason(view, action.cards)
    return _hold_reason(view)


# -------------------------------------------------------------------- analyse
_TASKS: Final = {"decision": ("play",), "timing": ("declare",)}


def _actions(view: PlayerView) -> dict[str, Action]:
    return {choice_of(a): a for a in view.legal}


def samples_of(j: Judgement) -> int | None:
    """The sampled deals per run, from the judge's method (``'40 sampled deals'``; ``None`` if it does not say)."""
    head = j.method.split(" ", 1)[0]
    return int(head) if head.isdigit() and "sampled deals" in j.method else None


def deals_words(j: Judgement) -> str:
    """How a judgement tried its choices, in a player's words: "Tried over 480 ways the cards you cannot see could
    lie, each played out to the end" ("Over 480 deals sampled from the cards you cannot see (12 runs of 40)" was a
    statistician's, in a learner's fold)."""
    n = samples_of(j)
    if n is None:
        return f"Thought over {j.runs} times the way the {j.judge} player thinks"
    return method_words(j.runs * n)


def analyse_judged(puzzle: Puzzle, themes_of: Any) -> Analysis:
    """The analysis of a judged puzzle (decision or timing) from its stored judgement."""
    if puzzle.task not in _TASKS.get(puzzle.kind, ()):
        raise PuzzleError.of_puzzle(puzzle.id, f"{puzzle.kind} task {puzzle.task!r} is not one of "
                          f"{', '.join(_TASKS.get(puzzle.kind, ()))}")
    if puzzle.answer_form != "choice":
        raise PuzzleError.of_puzzle(puzzle.id, "a judged puzzle is answered with a choice (answer_form 'choice')")
    j = judgement_of(puzzle)
    state, view = view_of(puzzle)
    acts = _actions(view)
    for c in puzzle.choices:
        if c not in j.values:
            raise PuzzleError.of_puzzle(puzzle.id, f"the judge has no value for the choice {c!r}")
        if c not in acts:
            raise PuzzleError.of_puzzle(puzzle.id, f"{c!r} is not an action of the seat to move")
    ranked = [c for c in j.ranked if c in puzzle.choices]
    best, nxt = ranked[0], ranked[1]
    edge, se = j.difference(best, nxt)
    # A reviewed mistake's loss is said as its review says it (one figure, one rounding); a mined puzzle's as before.
    unit = float(view.profile.brisque_value) if puzzle.source == REVIEWED else None
    where = deals_words(j)
    told = outcomes_of(puzzle)
    # the move played in the game, and the review's reason for it (a reviewed mistake's puzzle: one reason)
    review = (puzzle.history or {}).get("review") or {}
    verdicts: dict[str, tuple[bool, str]] = {}
    costs: dict[str, str] = {}
    misses: dict[str, str] = {}
    details: dict[str, str] = {}
    habit = j.habit if j.habit in puzzle.choices else None
    played, reviewed_said = review.get("played"), review.get("said")
    # the move played, where the review gave its figure: said so on every screen of the puzzle, the answer's too
    said_of = ({str(played): reviewed_said} if unit is not None and isinstance(reviewed_said, str) and reviewed_said
               else {})
    tags = {c: action_tags(view, acts[c]) for c in puzzle.choices}
    order = order_words(view, acts, puzzle.choices, best)
    for c in puzzle.choices:
        what = action_reason(view, acts[c]) + (f"; {order[c]}" if c in order else "")
        if c == best:
            left = [str(x) for x in review.get("left") or ()]
            said = best_words(c, what, nxt, edge, habit, j.difference, told, tags, offered=bool(left),
                              said=said_of)
            if left:  # the moves left out are said once solved: in the question they would point at the answer
                said = f"{said}{'' if said.endswith('.') else '.'} {left_out_words(left)}"
            verdicts[c] = (True, said)
            ahead = (f"{said_of[nxt]} of the deal ahead of {nxt}, as the review said" if nxt in said_of
                     else f"{points_figure(edge)} of the deal ahead of the next best choice")
            details[c] = (f"{where}: {c} comes out {ahead}; "
                          f"{spread_words(2 * se)}.") + (f" {figures(told)} {capitalised(ROUNDED)}." if told else "")
            continue
        d, s = j.difference(best, c)
        reviewed = review.get("said") if review.get("played") == c else None  # the review's figure: one judgement
        costs[c] = (f"it gives up {reviewed} of the deal" if isinstance(reviewed, str) and reviewed else
                    f"it gives up {about(d) if unit is None else loss_words(d, unit)} of the deal")
        verdicts[c] = (False, named_once(c, what))
        misses[c] = (reviewed_miss_words(c, what, d, unit, str(review["reason"]), review.get("said"))
                     if unit is not None and review.get("played") == c and review.get("reason")
                     else miss_words(c, what, d, best, told, tags, unit))
        # Its own figures only: every choice's, named and valued, shown under a miss left the answer (the
        # solution's detail has them all).
        # the move played in a reviewed mistake: the review's figure, never a second one of the longer look's
        lost = (f"{c} costs you {reviewed} of the deal, as the review said." if isinstance(reviewed, str) and reviewed
                else f"{where}: {c} comes out {points_figure(d)} of the deal behind the best choice; "
                     f"{spread_words(2 * s)}.")
        details[c] = lost + (f" {figures({c: told[c]})} {capitalised(ROUNDED)}." if told else "")
    del state
    tempting = tuple(c for c in (j.habit,) if c is not None and c != best and c in puzzle.choices)
    themes = tuple(themes_of(view, acts, puzzle.choices))
    # A choice under uncertainty is never quite trivial (0.5); the habit failing, a close call, more choices
    # and the last tricks before the change of phase make it harder.
    score = (0.5 + 1.0 * bool(tempting) + (1.5 if edge < 1.5 else 0.7 if edge < 3 else 0.0)
             + 0.3 * max(0, len(puzzle.choices) - 3) + (0.5 if ninth_or_tenth_trick(view.tricks_played) else 0.0))
    hints = _hints(view, puzzle.kind)
    return Analysis(
        best=(best,), explanation=verdicts[best][1], verdicts=verdicts, tempting=tempting, themes=themes,
        difficulty=grade(score), unique=True, hints=hints, costs=costs, misses=misses, details=details,
        features={"judge": j.judge, "runs": j.runs, "edge": round(edge, 2), "margin": round(MARGIN_SE * se, 2),
                  "choices": len(puzzle.choices), "greedy_misses": bool(tempting),
                  "stock": view.stock_size, "trick": trick_in_play(view.tricks_played)},
    )


def tricks_left_words(view: PlayerView) -> str:
    """How many tricks of the first ten are still to come, from the trick the view is at: at a declaration
    the trick just won is over; at a lead or a follow the trick in play is still to win."""
    left = first_ten_to_come(view.tricks_played)
    if view.stage.declaring:
        if left == 0:
            return ("this is the last chance to declare: the stock runs out with this draw, and the last six "
                    "follow")
        return (f"{count_words(left, 'more trick', digits=True)} before the last six, each won trick a chance to "
                "declare and the first draw")
    if left == 1:
        return "this is the last trick before the last six: its winner declares last and draws first"
    return (f"this trick and {left - 1} more before the last six, each won trick a chance to declare and the "
            "first draw")


LEAD_HINT: Final = ("Ask whether you want this trick at all: its winner declares and draws first, but a lead "
                    "that wins may spend a card you want for a set, and a card he wins cheaply may cost you little.")
"""The second hint at a lead: it weighs winning the trick against letting him win it and presumes neither (it said
"ask which card he can win cheaply, and what you lose if he does" above a low lead that was the answer)."""


def _hints(view: PlayerView, kind: str) -> tuple[str, ...]:
    first = f"{capitalised(stock_words(view.stock_size))}: {tricks_left_words(view)}."
    if kind == "timing":
        second = ("Weigh what a declaration scores now against what the same cards could score later, and "
                  "how likely the missing card is to come before the stock runs out.")
    elif view.stage is Stage.FOLLOW:
        second = ("Ask what winning this trick is worth to you (a declaration, the first draw) and to him, "
                  "and what it costs in brisques and in cards you would rather keep.")
    else:
        second = LEAD_HINT
    return first, second, third_hint(view)


COUNT_UNSEEN: Final = ("Count the unseen cards: every card not in your hand, on a table or played is in his hand or "
                       "the stock.")
"""The third hint once cards have been seen beyond your own hand: played in a trick, or declared on a table."""
NOTHING_SEEN_YET: Final = ("No trick has been played and nothing declared yet, so there are no cards to count: look at "
                           "your own hand: which cards belong to a combination you could declare, and which are spare?")
"""The third hint before any card but the learner's own (and a card led) has been seen: counting the unseen cards
says nothing at the first trick."""


def third_hint(view: PlayerView) -> str:
    """The third hint of a judged puzzle, fitted to the position: :data:`COUNT_UNSEEN` once a trick has been played
    or a card declared, else :data:`NOTHING_SEEN_YET` (at the first trick every card but yours is unseen)."""
    seen = view.tricks_played > 0 or bool(view.table) or bool(view.opp_table)
    return COUNT_UNSEEN if seen else NOTHING_SEEN_YET


def lone_winner(view: PlayerView, acts: Mapping[str, Action], choices: Sequence[str]) -> str | None:
    """The one choice that wins the trick when the seat follows and exactly one of ``choices`` would win it, else
    ``None``. A "win or duck" whose answer is that card is a lookup (a strong player plays the only winner
    without thinking and is right), so :func:`problems` refuses it; one whose answer is to duck stands."""
    if view.stage is not Stage.FOLLOW or view.lead is None:
        return None
    trump = view.trump
    wins = [c for c in choices if isinstance(a := acts.get(c), Play) and follower_wins(view.lead.index, a.card.index,
                                                                                        trump)]
    return wins[0] if len(wins) == 1 else None


def lookup_problems(puzzle: Puzzle) -> list[str]:
    """Why a decision is a lookup and has no place in the bank (a learner's own mistake made a puzzle may be one):
    its one winning card is the answer (:func:`lone_winner`)."""
    _state, view = view_of(puzzle)
    lone = lone_winner(view, _actions(view), puzzle.choices)
    if lone is not None and lone in puzzle.answer:
        return [f"only {lone} of the choices wins the trick and it is the answer: a lookup (play the one card that "
                "wins), not a choice between winning and ducking"]
    return []


def themes_of_decision(view: PlayerView, acts: Mapping[str, Action], choices: Sequence[str]) -> list[str]:
    themes: list[str] = []
    plays = [acts[c] for c in choices if isinstance(acts[c], Play)]
    cards = [a.card for a in plays if isinstance(a, Play)]
    trump = view.trump
    if view.stage is Stage.FOLLOW and view.lead is not None:
        lead = view.lead.index
        wins = {follower_wins(lead, c.index, trump) for c in cards}
        if wins == {True, False}:
            themes.append("win or duck")
    if tenth_trick_in_play(view.tricks_played):
        themes.append("the tenth trick and the lead of the last six")
    elif late_in_first_ten(view.tricks_played):
        themes.append("the last tricks before the change of phase")
    if any(seven_spent_early(c, view.tricks_played) for c in cards):
        themes.append("a Seven early")
    if major_set_cards(view.table) & mask_of(cards):
        themes.append("keep a bar or score")
    if any(c.is_brisque for c in cards) or (view.lead is not None and view.lead.is_brisque):
        themes.append("a brisque at stake")
    if view.stage is Stage.LEAD:
        themes.append("leading")
    return themes or ["a card to play"]


def analyse(puzzle: Puzzle) -> Analysis:
    return analyse_judged(puzzle, themes_of_decision)


def check(puzzle: Puzzle, answer: str | Sequence[str], analysis: Analysis) -> CheckResult:
    key = normalise_choice(puzzle, answer)
    return result_from_verdicts(puzzle, analysis, key)


# ------------------------------------------------------------------ verify
def problems(puzzle: Puzzle, players: PlayerMaker | None = None) -> list[str]:
    """Why a judged puzzle does not stand: the history, the position, the choices, the margin; with
    ``players`` (to re-prove it), the judge re-run with the stored seed must give the stored values and
    the habit the stored choice."""
    out: list[str] = []
    try:
        j = judgement_of(puzzle)
        state, view = view_of(puzzle)
    except PuzzleError as exc:
        return [str(exc)]
    got = judged_position(state)
    for key in _COMPARED:
        if (puzzle.position.get(key) or None) != (got.get(key) or None):
            out.append(f"the history reaches {key} {got.get(key)!r}, but the puzzle shows "
                       f"{puzzle.position.get(key)!r}")
    if view.last_six:
        out.append("a judged puzzle is set in the first ten tricks")
    acts = _actions(view)
    if set(puzzle.choices) != set(j.values):
        out.append(f"the choices {list(puzzle.choices)!r} are not the judged actions {list(j.values)!r}")
    missing = [c for c in puzzle.choices if c not in acts]
    if missing:
        out.append(f"{missing!r} are not actions of the seat to move")
    if j.found_seed is None or j.seed != j.found_seed + FRESH:
        out.append("the judgement is not a fresh one (its seed must be the finding judgement's found_seed plus "
                   f"{FRESH}): the judgement that picked the position out of many cannot also answer it")
    if j.runs < CONFIRM_RUNS:
        out.append(f"the judgement has {j.runs} runs, fewer than {CONFIRM_RUNS}")
    best = j.ranked[0]
    for c in j.unclear:
        m, se = j.difference(best, c)
        out.append(f"{best!r} beats {c!r} by {m:.2f} points, within the noise of the sampling: not by more than "
                   f"{MARGIN_SE:g} standard errors of their paired difference ({MARGIN_SE * se:.2f}) and {MIN_GAP:g} "
                   "points")
    told = outcomes_of(puzzle)
    if told and j.judge.startswith("strong"):  # the same deals played the same way: the same net points
        out += [f"the outcomes' net for {c!r} is {f.net:+.4f}, the judge's {j.mean(c):+.4f}"
                for c, f in told.items() if abs(f.net - j.mean(c)) > 1e-3]
    if players is not None:
        out += _reprove(view, j, players)
    return out


def _reprove(view: PlayerView, j: Judgement, players: PlayerMaker, runs: int | None = None) -> list[str]:
    again = judge_view(view, j.judge, j.seed, players, j.runs if runs is None else runs)
    out = []
    if again.habit != j.habit:
        out.append(f"the habit ({HABIT}) now chooses {again.habit!r}, stored {j.habit!r}")
    if again.method != j.method:
        out.append(f"the judge's method is now {again.method!r}, stored {j.method!r}")
    for c, v in j.values.items():
        new = again.values.get(c)
        if new is None:
            out.append(f"the judge re-run has no value for {c!r}")
            continue
        for r, (a, b) in enumerate(zip(v, new, strict=False)):
            if abs(a - b) > 1e-3:
                out.append(f"the judge re-run values {c!r} at {b:+.4f} in run {r}, stored {a:+.4f}")
                break
    return out


def reprove(puzzle: Puzzle, players: PlayerMaker, runs: int | None = None) -> list[str]:
    """Re-run the judge with the stored seed (its first ``runs`` runs only, when given) and list where it
    disagrees with the stored values (a cheap sample for tests: ``runs=1``)."""
    j = judgement_of(puzzle)
    _state, view = view_of(puzzle)
    return _reprove(view, j, players, runs)


def question_of(view: PlayerView, kind: str) -> str:
    stock = stock_words(view.stock_size)
    n = view.tricks_played
    if view.stage is Stage.LEAD:
        return f"You lead to trick {n + 1}, with {stock}. Which card do you lead?"
    if view.stage is Stage.FOLLOW:
        if view.lead is None:
            raise BrokenInvariantError(NO_CARD_LED)
        return (f"Your opponent leads {view.lead.unicode} to trick {n + 1}, with {stock}. "
                "Which card do you play to it?")
    if view.stage is Stage.DECLARE:
        return f"You won trick {n}, with {stock}. Declare now, and what, or hold your cards back?"
    return (f"Your opponent won trick {n} and declared nothing; you may declare a penchant, with {stock}. "
            "Do you, and which?")
