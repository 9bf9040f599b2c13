"""Find puzzles in random simulated deals.

Every candidate comes from a deal dealt by :func:`penchant.play.dealing.new_deal` and
played with random legal actions (so positions, tables and declarations are
ones the rules allow); the engine analyses it and only the interesting ones
are kept:

* ``endgame``: a Phase 2 position (at its start, or a few tricks in, to lead
  or to follow) whose best card is **unique up to equivalent cards and
  strictly better** than every other play, and that at least one natural
  habit (:data:`penchant.puzzles.sessions.endgame_lines.HEURISTICS`) gets wrong;
* ``declaration``: a winner's declaration moment with a tempting illegal or
  smaller declaration, or a build on the table;
* ``barring``: a declaration moment where a minor set is barred or freed in
  a way a misreading of the rule gets wrong;
* ``trump``: a deal's declarations up to the point trump is set, with a
  distractor (a loser's penchant, a besito, a later penchant);
* ``scoring``: a deal's (or a game's) score sheet from the simulated play.

``generate(kind, count, seed)`` is deterministic for a seed.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any, Final

from penchant.english.grammar import capitalised
from penchant.errors import BarredError, InvalidSettingError, PenchantError, PuzzleError
from penchant.play.dealing import new_deal
from penchant.play.moves import Declare, Pass, Stage
from penchant.play.play_record import DealPlay
from penchant.play.state import DealState
from penchant.puzzlemakers.authoring import build
from penchant.puzzles.checkers.trump import MOST_STORY_EVENTS
from penchant.puzzles.checking import analyse
from penchant.puzzles.curation.guessing import MOST as GUESS_MOST
from penchant.puzzles.curation.guessing import guess_chance
from penchant.puzzles.history_replay import position_from_state, story_of
from penchant.puzzles.model import Puzzle
from penchant.rules.barring import is_minor_set_mask, major_set_cards
from penchant.rules.cards import CardSet
from penchant.rules.combinations import adds_a_fresh_card, candidate_combinations, check_declaration, classify
from penchant.rules.game_scoring import DEALS_PER_GAME
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.rules.procedure import dealer_of, other_player
from penchant.rules.profiles import DEFAULT_PROFILE, Profile, get_profile
from penchant.rules.trump import penchant_sets_trump

__all__ = ["GENERATORS", "MOST_TRIES", "generate", "phase2_positions", "random_last_six"]

MOST_TRIES: Final = 100_000
""":func:`generate` looks at no more candidates than this unless told: every one counts, kept or refused."""


def _random_step(st: DealState, rng: random.Random) -> None:
    acts = list(st.legal_actions)
    st.apply_unchecked(acts[rng.randrange(len(acts))] if len(acts) > 1 else acts[0])


def _title(themes: tuple[str, ...], fallback: str) -> str:
    for t in themes:
        if t not in ("leading", "following", "no trump", "kandell scoring", "foster scoring", "modern scoring"):
            return capitalised(t)
    return fallback


# ------------------------------------------------------------------- end-games
def phase2_positions(st: DealState, rng: random.Random) -> Iterator[dict[str, Any]]:
    """Positions along a random Phase 2 of ``st`` (which must be at Phase 2's first lead)."""
    st = st.clone()
    while st.stage is not Stage.OVER:
        p = st.to_move
        led = None if st.lead is None else str(st.lead)
        won = [st.brisques[p], st.brisques[other_player(p)]]  # each one's brisques so far, both phases
        yield {
            "hand": str(st.hand(p)),
            "opp_hand": str(st.hand(other_player(p))),
            "trump": None if st.trump is None else st.trump.letter,
            "led": led,
            "won": won,
        }
        _random_step(st, rng)


def random_last_six(rng: random.Random, profile: Profile) -> DealState:
    """A deal dealt and played at random (``rng``) to the first lead of the last six tricks: how the end-game
    maker finds its positions (the puzzles benchmark times it)."""
    st = new_deal(profile, rng, rng.randrange(2))
    while not (st.last_six and st.stage is Stage.LEAD):
        _random_step(st, rng)
    return st


def _history(start: DealState, state: DealState) -> dict[str, Any]:
    """The history of ``state``, a deal dealt as ``start`` (what :func:`penchant.puzzles.history_replay.replay`
    replays)."""
    return {"rules": state.profile.name, "deal": DealPlay.from_state(start, state).to_json()}


def _dealt(rng: random.Random, profile: Profile) -> DealState:
    return new_deal(profile, rng, rng.randrange(2))


def _gen_endgame(rng: random.Random, profile: Profile, seen: set[str]) -> Iterator[Puzzle | None]:
    while True:
        start = _dealt(rng, profile)
        st = start.clone()
        while not (st.last_six and st.stage is Stage.LEAD):
            _random_step(st, rng)
        while not st.is_over() and len(st.hand(st.to_move)) >= 3:
            pos = position_from_state(st, "endgame", "best")
            key = repr(sorted(pos.items()))
            if key not in seen:
                seen.add(key)
                pos["rules"] = profile.name
                try:  # a position with nothing to find: refused by the build alone
                    p = build("endgame", "best", "candidate", "candidate", pos)
                except PuzzleError:
                    yield None
                else:
                    p = p.with_changes(history=_history(start, st))
                    a = analyse(p)
                    yield p if a.unique and a.tempting and a.features["different_plays"] >= 3 and (
                        guess_chance(p) < GUESS_MOST) else None
            else:
                yield None
            _random_step(st, rng)


# ------------------------------------------------------------ declaration moments
def _declare_moments(rng: random.Random, profile: Profile) -> Iterator[tuple[DealState, dict[str, Any]]]:
    """States of random deals where a trick's winner may declare, with their histories."""
    while True:
        start = _dealt(rng, profile)
        st = start.clone()
        while st.stage is not Stage.OVER and not st.last_six:
            if st.stage is Stage.DECLARE:
                yield st.clone(), _history(start, st)
            _random_step(st, rng)


def _gen_declaration(rng: random.Random, profile: Profile, seen: set[str]) -> Iterator[Puzzle | None]:
    for st, history in _declare_moments(rng, profile):
        p = st.to_move
        pos: dict[str, Any] = {
            "rules": profile.name,
            "hand": str(st.hand(p)),
            "table": str(st.table(p)),
            "opp_table": str(st.table(other_player(p))),
            "stock": len(st.stock_indices),
        }
        if not profile.same_kind_reuse:
            pos["declared"] = [{"kind": k.value, "cards": str(cards)} for k, cards in st.declared[p]]
        key = repr(sorted((k, str(v)) for k, v in pos.items()))
        if key in seen:
            yield None
            continue
        seen.add(key)
        task = "best" if rng.random() < 0.75 else "points"
        try:  # a position with nothing to find: refused by the build alone
            puzzle = build("declaration", task, "candidate", "candidate", pos)
        except PuzzleError:
            yield None
            continue
        puzzle = puzzle.with_changes(history=history)
        a = analyse(puzzle)
        if not a.tempting or a.features["legal"] < 3 or guess_chance(puzzle) >= GUESS_MOST:
            yield None
            continue
        yield puzzle


def _gen_barring(rng: random.Random, profile: Profile, seen: set[str]) -> Iterator[Puzzle | None]:
    for st, history in _declare_moments(rng, profile):
        p = st.to_move
        hand, table, opp = st.hands_mask[p], st.tables_mask[p], st.tables_mask[other_player(p)]
        if not opp:
            yield None
            continue
        # Minor sets within reach and at least one of them barred, or a major set on the tables.
        minors = [(m, k) for m, k in candidate_combinations(hand | table)
                  if adds_a_fresh_card(m, table) and is_minor_set_mask(k, m)]
        majors_on_tables = bool(major_set_cards(table) or major_set_cards(opp))
        if not minors or not majors_on_tables:
            yield None
            continue
        pos: dict[str, Any] = {"rules": profile.name, "hand": str(CardSet.from_mask(hand)),
                               "table": str(CardSet.from_mask(table)), "opp_table": str(CardSet.from_mask(opp)),
                               "stock": len(st.stock_indices)}
        others = [(m, k) for m, k in candidate_combinations(hand | table)
                  if adds_a_fresh_card(m, table) and not k.is_set]
        pick = rng.random()
        if pick < 0.4:
            m, _k = minors[rng.randrange(len(minors))]
            pos["declaration"] = str(CardSet.from_mask(m))
            task = "may_declare"
        elif pick < 0.75:
            cands = [m for m, _ in minors]
            rng.shuffle(cands)
            cands = cands[:3]
            if others:
                cands.append(others[rng.randrange(len(others))][0])
            if len(cands) < 2:
                yield None
                continue
            # Every candidate must be refused, if at all, by a bar alone.
            holdings = Holdings.from_masks(hand, table, opp)
            ok = all(
                check_declaration(CardSet.from_mask(c), holdings, profile).legal
                or isinstance(check_declaration(CardSet.from_mask(c), holdings, profile).error, BarredError)
                for c in cands
            )
            if not ok:
                yield None
                continue
            pos["candidates"] = [str(CardSet.from_mask(c)) for c in cands]
            task = "which"
        else:
            task = "lift"  # set when you lead the next trick: pass now, draw, and lead
            st = st.clone()
            while st.stage.declaring:
                st.apply(Pass())
            if st.stage is not Stage.LEAD or st.to_move != p or st.last_six:
                yield None
                continue
            history = _history(DealPlay.from_json(history["deal"], 0).start(profile), st)
            pos = {"rules": profile.name, **position_from_state(st, "barring", "lift")}
        key = repr(sorted((k, str(v)) for k, v in pos.items())) + task
        if key in seen:
            yield None
            continue
        seen.add(key)
        try:  # a position with nothing to find, or too few choices: refused by the build alone
            puzzle = build("barring", task, "candidate", "candidate", pos)
        except PuzzleError:
            yield None
            continue
        puzzle = puzzle.with_changes(history=history)
        a = analyse(puzzle)
        if not a.tempting or guess_chance(puzzle) >= GUESS_MOST:
            yield None
            continue
        yield puzzle


# ---------------------------------------------------------------------- trump
def _story_deal(rng: random.Random, profile: Profile) -> tuple[DealState, list[DealState]]:
    """A deal dealt and played at random through the first ten tricks, declaring more often than a uniform
    choice would (to get stories): the deal as dealt, and the state after each declaration."""
    start = _dealt(rng, profile)
    st = start.clone()
    after: list[DealState] = []
    while st.stage is not Stage.OVER and not st.last_six:
        acts = list(st.legal_actions)
        if st.stage.declaring:
            decls = [a for a in acts if isinstance(a, Declare)]
            act = decls[rng.randrange(len(decls))] if decls and rng.random() < 0.8 else acts[-1]
        else:
            act = acts[rng.randrange(len(acts))]
        st.apply_unchecked(act)
        if isinstance(act, Declare):
            after.append(st.clone())
    return start, after


def _gen_trump(rng: random.Random, profile: Profile, seen: set[str]) -> Iterator[Puzzle | None]:
    while True:
        start, after = _story_deal(rng, profile)
        if len(after) < 2:
            yield None
            continue
        history = _history(start, after[-1])
        events = story_of({**history, "you": 0})
        # Cut the story after the first penchant that counts, plus up to two more declarations.
        cut = len(events)
        for i, e in enumerate(events):
            if classify(CardSet(e["cards"])) is Kind.PENCHANT and penchant_sets_trump(
                profile, None, by_trick_winner=e["winner"] == e["declarer"]
            ):
                cut = min(len(events), i + 1 + rng.randrange(3))
                break
        if cut > MOST_STORY_EVENTS:
            yield None
            continue
        history = {**_history(start, after[cut - 1]), "you": 0}
        story = events[:cut]
        key = repr(story) + profile.name
        if key in seen:
            yield None
            continue
        seen.add(key)
        task = "suit" if rng.random() < 0.7 else "which"
        try:  # a story the rules refuse (a declaration the engine would not take): refused by the build alone
            puzzle = build("trump", task, "candidate", "candidate", {"rules": profile.name, "events": story})
        except PuzzleError:
            yield None
            continue
        puzzle = puzzle.with_changes(history=history)
        a = analyse(puzzle)
        if len(a.tempting) < 2:
            yield None
            continue
        yield puzzle


# -------------------------------------------------------------------- scoring
def _deal_sheet(rng: random.Random, profile: Profile, dealer: int) -> dict[str, Any]:
    st = new_deal(profile, rng, dealer)
    while st.stage is not Stage.OVER:
        _random_step(st, rng)
    return {
        "declarations": [[str(cards) for _k, cards in st.declared[p]] for p in (0, 1)],
        "brisquettes": list(st.brisquettes),
        "brisques": list(st.brisques),
    }


def _gen_scoring(rng: random.Random, profile: Profile, seen: set[str]) -> Iterator[Puzzle | None]:
    while True:
        pick = rng.random()
        if pick < 0.5:
            pos: dict[str, Any] = {"rules": profile.name, "player": rng.randrange(2),
                                   "deals": [_deal_sheet(rng, profile, rng.randrange(2))]}
            task = "deal_points"
        elif pick < 0.7:
            pos = {"rules": profile.name, "deals": [_deal_sheet(rng, profile, rng.randrange(2))]}
            task = "deal_difference"
        else:
            pos = {"rules": profile.name, "deals": [_deal_sheet(rng, profile, dealer_of(d, 0))
                                                             for d in range(DEALS_PER_GAME)]}
            task = "game_value"
        key = repr(pos) + task
        if key in seen:
            yield None
            continue
        seen.add(key)
        try:  # a sheet the rules refuse: refused by the build alone
            puzzle = build("scoring", task, "candidate", "candidate", pos)
        except PuzzleError:
            yield None
            continue
        a = analyse(puzzle)
        if len(a.tempting) < 2:
            yield None
            continue
        yield puzzle


GENERATORS: Final[dict[str, Callable[[random.Random, Profile, set[str]], Iterator[Puzzle | None]]]] = {
    "endgame": _gen_endgame,
    "declaration": _gen_declaration,
    "barring": _gen_barring,
    "trump": _gen_trump,
    "scoring": _gen_scoring,
}


def generate(
    kind: str, count: int, seed: int = 0, profile: Profile | str = DEFAULT_PROFILE.name, *, prefix: str | None = None,
    max_tries: int = MOST_TRIES, progress: Callable[[int], None] | None = None,
) -> list[Puzzle]:
    """``count`` interesting puzzles of ``kind`` from random deals seeded by ``seed``, looking at no more than
    ``max_tries`` candidates: fewer than ``count`` when the bound is reached first (every candidate counts, those
    refused as well as those kept, so a kind that rarely or never qualifies stops).

    Each gets an id ``{prefix}-{n:03d}`` (``prefix`` defaults to
    ``gen-{kind}-{seed}``), a title from its first telling theme, and the
    engine's answer, themes, difficulty and hints. ``progress`` is called with 1
    for each puzzle found.
    """
    if kind not in GENERATORS:  # not every kind of puzzle is found in random deals
        raise PuzzleError.refusing(kind, f"not a kind of puzzle found in random deals: one of {', '.join(GENERATORS)}")
    if isinstance(count, bool) or not isinstance(count, int) or count < 0:
        raise InvalidSettingError.wanting("count", "a whole number >= 0", count)
    if isinstance(max_tries, bool) or not isinstance(max_tries, int) or max_tries < 1:
        raise InvalidSettingError.wanting("max_tries", "a whole number >= 1", max_tries)
    prof = get_profile(profile)
    rng = random.Random(seed)
    seen: set[str] = set()
    pre = prefix or f"gen-{kind}-{seed}"
    out: list[Puzzle] = []
    if count == 0:
        return out
    for tries, cand in enumerate(GENERATORS[kind](rng, prof, seen), start=1):
        if cand is not None:
            n = len(out) + 1
            out.append(cand.with_changes(id=f"{pre}-{n:03d}", title=_title(cand.themes, f"{kind} {n}"),
                                         source=f"generated: penchant puzzles generate --kind {kind} "
                                                f"--seed {seed} --rules {prof.name}"))
            if progress is not None:
                progress(1)
        if len(out) >= count or tries >= max_tries:
            break
    return out
    for cand in GENERATORS[kind](rng, prof, seen):
        tries += 1
        n = len(out) + 1
        try:
            out.append(cand.with_changes(id=f"{pre}-{n:03d}", title=_title(cand.themes, f"{kind} {n}"),
                                         source=f"generated: penchant puzzles generate --kind {kind} "
                                                f"--seed {seed} --rules {prof.name}"))
        except PenchantError:
            continue
        if progress is not None:
            progress(1)
        if len(out) >= count or tries >= max_tries:
            break
    return out
