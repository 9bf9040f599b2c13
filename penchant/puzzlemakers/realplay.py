"""Mining the kinds from real play: decision, timing and reading puzzles from deals the judge plays.

The judge (a player by name: ``strong`` now, any stronger player later) plays both sides of deals
dealt from a seed. At each choice of the first ten tricks its deliberation is run once (run 0, which
also picks the card the deal goes on with); when its best action beats the next by at least
``screen`` points, the deliberation is run ``runs`` times in all
(:func:`penchant.puzzles.checkers.choice_values.judge_view`); when the best beats every other choice by the margin
(:attr:`~penchant.puzzles.checkers.choice_values.Judgement.clear`), the position is judged afresh (:func:`confirmed`:
new seeds, twice the runs) and kept when the margin holds there too: a ``decision`` at a card to play, a ``timing`` at a
declaration. At the first trick of the last six, the seat to move makes a ``reading`` puzzle when a natural habit misses
its best card (the end-game solver, exact; the leader and the follower, two a deal at most).

``penchant puzzles mine-play --judge strong --deals 40 --seed 1 --rules kandell --out FILE`` runs it;
re-mining with another judge is the same command with another ``--judge``.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Generator, Iterator
from typing import Any, Final

from penchant.errors import PenchantError
from penchant.play.forced import is_forced
from penchant.play.moves import Action
from penchant.play.state import DealState
from penchant.play.view import PlayerView
from penchant.puzzlemakers.mining_loop import MinedDeal, Quota, mine_deals
from penchant.puzzles.bank import curate
from penchant.puzzles.checkers.choice_values import (
    CONFIRM_RUNS,
    DEFAULT_RUNS,
    FRESH,
    HABIT,
    Judge,
    Judgement,
    PlayerMaker,
    choice_of,
    judge_view,
)
from penchant.puzzles.checkers.decision import themes_of_decision
from penchant.puzzles.checkers.judged_analysis import samples_of
from penchant.puzzles.checkers.judged_position import judged_position, judgement_of, question_of, view_of
from penchant.puzzles.checkers.reading import reading_position, reading_question, tables_at_change
from penchant.puzzles.checkers.timing import themes_of_timing
from penchant.puzzles.checking import analyse
from penchant.puzzles.curation.guessing import MOST as GUESS_MOST
from penchant.puzzles.curation.guessing import guess_chance
from penchant.puzzles.history_replay import history_of, replay
from penchant.puzzles.levels import seed_rating
from penchant.puzzles.model import Puzzle, PuzzleTask, check_kind
from penchant.puzzles.words.judged import title_of
from penchant.rules.procedure import first_lead_of_last_six
from penchant.rules.profiles import DEFAULT_PROFILE, get_profile

__all__ = ["REAL_KINDS", "SCREEN", "confirmed", "mine_real", "refresh", "with_outcomes"]

REAL_KINDS: Final = ("decision", "timing", "reading")
SCREEN: Final = 0.75
"""A choice is judged in full only when the judge's first run puts its best this many points ahead."""
_SOURCE: Final = "mined from a deal the {judge} player played on both sides"
_MIN_HIDDEN: Final = 2


def _judged(state: DealState, kind: str, pid: str, history: dict[str, Any], judge: str,
            players: PlayerMaker) -> Puzzle | None:
    view = state.view(state.to_move)
    j = history["judge"]
    task: PuzzleTask = "play" if kind == "decision" else "declare"
    p = Puzzle(id=pid, kind=check_kind(kind), task=task, title="A choice from play", question=question_of(view, kind),
               position=judged_position(state), answer_form="choice", choices=tuple(j["values"]),
               source=_SOURCE.format(judge=judge), history=history)
    try:
        p = refresh(p)
    except PenchantError:
        return None
    if guess_chance(p) >= GUESS_MOST:  # two choices: a guess passes half the time
        return None
    p = confirmed(p, players)
    return p if judgement_of(p).clear else None


def refresh(p: Puzzle, keep_rating: bool = False) -> Puzzle:
    """A mined puzzle with its answer, themes, difficulty, hints, title and starting rating (seeded from
    the difficulty, like the hand-made ones) derived again from its stored history and judgement (after a
    change to how they are derived; nothing is re-judged). The position and the question are rebuilt from
    the history too."""
    if p.history is not None and p.kind == "reading":
        state, tables = tables_at_change(dict(p.history))
        pos = reading_position(state, tables)
        p = p.with_changes(position=pos, question=reading_question(pos))
    elif p.history is not None and p.kind in ("decision", "timing"):
        state = replay(p.history)
        p = p.with_changes(position=judged_position(state), question=question_of(state.view(state.to_move), p.kind))
    rating = p.rating if keep_rating else seed_rating(curate(p.with_changes(rating=0), keep_hints=False).difficulty)
    p = curate(p.with_changes(rating=rating), keep_hints=False)
    title = title_of(p.themes, "A choice from play") if p.kind != "reading" else p.title
    return p.with_changes(title=title)


def with_outcomes(p: Puzzle, runs: int | None = None) -> Puzzle:
    """A judged puzzle with what each choice leads to in the judge's sampled deals (the judge's seeds and sample
    size, played on the strong player's way: :func:`penchant.players.sampled_outcomes.sampled_outcomes`), stored as
    ``history["judge"]["outcomes"]``, from which its verdicts say what the best choice gains and the others lose
    (:mod:`penchant.puzzles.words.judged`). ``runs``: the judge's first so many seeds only (all by default), for
    figures that explain an answer the judge's runs have already settled."""
    from penchant.players.sampled_outcomes import sampled_outcomes
    from penchant.puzzles.checkers.choice_values import choice_of
    from penchant.puzzles.checkers.judged_analysis import samples_of
    from penchant.puzzles.checkers.judged_position import judgement_of, view_of

    j = judgement_of(p)
    _state, view = view_of(p)
    acts = {choice_of(a): a for a in view.legal}
    seeds = [j.seed * 100 + r for r in range(j.runs if runs is None else min(runs, j.runs))]
    out = sampled_outcomes(view, view.profile, seeds, samples_of(j) or 40,
                           [acts[c] for c in p.choices])
    history = dict(p.history or {})
    history["judge"] = {**dict(history["judge"]), "outcomes": {c: out[acts[c]].to_json() for c in p.choices}}
    return refresh(p.with_changes(history=history), keep_rating=True)


def confirmed(p: Puzzle, players: PlayerMaker, runs: int = CONFIRM_RUNS) -> Puzzle:
    """A judged puzzle answered by a fresh judgement of its position: ``runs`` runs of the judge from seeds its
    finding judgement never used (the finding seed plus :data:`~penchant.puzzles.checkers.choice_values.FRESH`), with
    what each choice leads to in those deals (``history["judge"]["outcomes"]``). The position was picked because its
    first sample spread the choices apart; a fresh sample says whether they really are apart. The caller keeps the
    puzzle only if :attr:`~penchant.puzzles.checkers.choice_values.Judgement.clear` holds on the fresh judgement.

    For the strong player the values and the outcomes come from one pass over the same deals (its value of an
    action in a run is the average net points over that run's deals, exactly what the outcomes count); for
    another judge, its own deliberation gives the values."""
    from penchant.players.sampled_outcomes import sampled_runs

    j = judgement_of(p)
    found = j.found_seed if j.found_seed is not None else j.seed
    seed = found + FRESH
    _state, view = view_of(p)
    acts = {choice_of(a): a for a in view.legal}
    samples = samples_of(j)
    if j.judge.split(":")[0] == "strong" and samples is not None:
        outs, per_run = sampled_runs(view, view.profile, [seed * 100 + r for r in range(runs)], samples,
                                     [acts[c] for c in p.choices])
        habit = choice_of(players(HABIT, view.profile).choose(view, random.Random(seed)))
        fresh = Judgement(j.judge, seed, {c: tuple(round(x, 4) for x in per_run[acts[c]]) for c in p.choices},
                          j.method, habit if habit in p.choices else None, found)
        history = dict(p.history or {})
        history["judge"] = {**fresh.to_json(), "outcomes": {c: outs[acts[c]].to_json() for c in p.choices}}
        return refresh(p.with_changes(history=history), keep_rating=True)
    again = judge_view(view, j.judge, seed, players, runs)
    again = Judgement(again.judge, again.seed, {c: again.values[c] for c in p.choices if c in again.values},
                      again.method, again.habit, found)
    history = dict(p.history or {})
    history["judge"] = again.to_json()
    return with_outcomes(p.with_changes(history=history))


def _reading(state: DealState, pid: str, history: dict[str, Any], judge: str) -> Puzzle | None:
    _s, tables = tables_at_change(history)
    pos = reading_position(state, tables)
    question = reading_question(pos)
    p = Puzzle(id=pid, kind="reading", task="play", title="Reading his six cards", question=question,
               position=pos, answer_form="card", source=_SOURCE.format(judge=judge), history=history)
    try:
        p = refresh(p)
        a = analyse(p)
    except PenchantError:
        return None
    if not a.tempting or a.features.get("hidden", 0) < _MIN_HIDDEN or guess_chance(p) >= GUESS_MOST:
        return None
    return p


_FEATURED: Final = {
    "decision": frozenset({"win or duck", "the tenth trick and the lead of the last six", "a Seven early",
                           "keep a bar or score", "the last tricks before the change of phase"}),
    "timing": frozenset({"declare now or build", "when to fix trump", "which Jack", "the loser's penchant"}),
}


def _worth_judging(view: PlayerView, habit: Judge, rng: random.Random, kind: str, best: str,
                   choices: list[str]) -> bool:
    """A choice a strong player enjoys: the habit goes wrong, or it is one of the kind's themes."""
    if choice_of(habit.choose(view, rng)) != best:
        return True
    acts = {choice_of(a): a for a in view.legal}
    themes = (themes_of_decision if kind == "decision" else themes_of_timing)(view, acts, choices)
    return bool(_FEATURED[kind] & set(themes))


def mine_real(deals: int, players: PlayerMaker, judge: str = "strong", seed: int = 0,
              rules: str = DEFAULT_PROFILE.name, *,
              runs: int = DEFAULT_RUNS, per_deal: int = 2, want: dict[str, int] | None = None,
              screen: float = SCREEN, progress: Callable[[str], None] | None = None) -> Iterator[Puzzle]:
    """Play ``deals`` deals from ``seed`` on with the judge on both sides; yield the puzzles found (at
    most ``per_deal`` of each kind per deal; a kind stops once ``want[kind]`` are found).

    ``players`` makes a player from its name (:func:`penchant.players.get_player`; puzzles do not import
    players): the judge, and the habit (:data:`~penchant.puzzles.checkers.choice_values.HABIT`) that marks the tempting
    choice."""
    profile = get_profile(rules)
    player = players(judge, profile)
    habit = players(HABIT, profile)
    quota = Quota({k: 2 if k == "reading" else per_deal for k in REAL_KINDS}, dict(want or {}))
    judged = 0
    started = time.monotonic()

    def visit(deal: MinedDeal) -> Generator[Puzzle, None, Action]:
        nonlocal judged
        state = deal.state
        legal = state.legal_actions
        if is_forced(legal):
            return legal[0]
        view = state.view(state.to_move)
        rng_seed = deal.seed * 1000 + len(state.history)
        if state.last_six:
            if first_lead_of_last_six(state.tricks) and quota.open("reading"):
                h = history_of(deal.seed, deal.dealer, rules, state)
                p = _reading(state, f"reading-{rules}-{deal.seed}-{len(state.history)}", h, judge)
                if p is not None:
                    quota.take("reading")
                    yield p
            return player.choose(view, random.Random(rng_seed))
        kind = "timing" if state.stage.declaring else "decision"
        first = player.analyse(view, random.Random(rng_seed * 100))
        ranked = first.choices
        if (quota.open(kind) and len(ranked) >= 2 and ranked[0].value - ranked[1].value >= screen
                and _worth_judging(view, habit, random.Random(rng_seed), kind, choice_of(ranked[0].action),
                                   [choice_of(c.action) for c in ranked])):
            judged += 1
            j = judge_view(view, judge, rng_seed, players, runs, first=first)
            if j.clear:
                h = history_of(deal.seed, deal.dealer, rules, state)
                h["judge"] = j.to_json()
                p = _judged(state, kind, f"{kind}-{rules}-{deal.seed}-{len(state.history)}", h, judge, players)
                if p is not None:
                    quota.take(kind)
                    yield p
        return ranked[0].action

    def played(deal: MinedDeal) -> None:
        if progress is not None:
            progress(f"mined {deal.number + 1} of {deals} deals in {time.monotonic() - started:.0f} s ({judged} "
                     "choices judged in full): " + ", ".join(f"{k} {v}" for k, v in quota.found.items()))

    yield from mine_deals(deals, seed, profile, quota, visit, played=played)


