"""Whole-line and game-aim end-games from real play.

A computer player (``policy``) plays both sides of deals dealt from a seed, as
in :mod:`penchant.puzzlemakers.miner`; each deal's last six tricks are searched for

* a ``line`` end-game: a position (four cards or more each) where two or more of
  your cards along the line are decisions, the first one unique (up to cards that
  play alike) and missed by a natural habit;
* an ``aim`` end-game: a position where the solver's values of your cards cross
  a result of the game (the lurch, the win). The deal is set as a game's fourth:
  its score is chosen so that the stake falls between the values of your cards,
  on the rules' score step, and it holds at least what this deal has scored so far
  (its declarations, and any brisquettes already taken): the rules'
  ``standing_game_score_problem`` says so. The right card is the one that makes the game worth
  the most to you (the difference, doubled for a lurch); kept when a habit misses it,
  one play is worth the most, and the cards worth the most are no more than those worth less.

Every puzzle keeps its ``history`` (``penchant puzzles verify`` replays it).
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterator
from typing import Final

from penchant.errors import PenchantError
from penchant.errors.internal import NOBODY_TO_MOVE, BrokenInvariantError
from penchant.play.moves import Action, Stage
from penchant.play.state import DealState
from penchant.puzzlemakers.authoring import build
from penchant.puzzlemakers.miner import SOURCE, Policy, kept_endgame
from penchant.puzzlemakers.mining_loop import MinedDeal, Quota, mine_deals
from penchant.puzzles.checking import analyse
from penchant.puzzles.curation.guessing import MOST as GUESS_MOST
from penchant.puzzles.curation.guessing import guess_chance
from penchant.puzzles.history_replay import history_of, position_from_state
from penchant.puzzles.model import Puzzle
from penchant.puzzles.names import stake_title
from penchant.puzzles.sessions.endgame_lines import game_stake, position_of
from penchant.rules.game_scoring import DEALS_PER_GAME, fewest_escaping_lurch, most_lurched
from penchant.rules.procedure import hand_for_last_six, other_player
from penchant.rules.profiles import DEFAULT_PROFILE, Profile, get_profile
from penchant.rules.score_scale import score_step, standing_game_score_problem
from penchant.solver import solve

__all__ = ["mine_endgames"]


LINE_CARDS: Final = 4
"""A whole line starts with at least this many cards in each hand."""


def _line(state: DealState, seed: int, dealer: int, rules: str, n: int) -> Puzzle | None:
    me = state.to_move
    if me is None:
        raise BrokenInvariantError(NOBODY_TO_MOVE)
    if hand_for_last_six(state.hands_mask[me], state.tables_mask[me]).bit_count() < LINE_CARDS:
        return None
    return kept_endgame(state, "line", f"mined-endgame-line-{seed}-{len(state.history)}", f"The whole line ({n})",
                        seed, dealer, rules)


def _aim(state: DealState, seed: int, dealer: int, rules: str, n: int, profile: Profile) -> Puzzle | None:
    me = state.to_move
    if me is None:
        raise BrokenInvariantError(NOBODY_TO_MOVE)
    base = position_from_state(state, "endgame", "aim")
    base["rules"] = rules
    probe = {**base, "game": {"deal": DEALS_PER_GAME, "scores": [0, 0]}}
    pos = position_of(Puzzle(id="probe", kind="endgame", task="aim", title="", question="?", position=probe,
                             answer_form="card"))
    values = sorted({v.brisques for v in solve(pos, profile).moves.values()}, reverse=True)
    if len(values) < 2:
        return None
    stake = game_stake(Puzzle(id="probe", kind="endgame", task="aim", title="", question="?", position=probe,
                              answer_form="card"))
    # The count of brisques that makes the aim: the second best value when there are three or more
    # (so a card short of the most still makes it), else the best.
    need = values[1] if len(values) > 2 else values[0]
    mine0, theirs0 = stake.finals(pos, profile, need)
    escapes, lurched = fewest_escaping_lurch(profile), most_lurched(profile)
    step = score_step(profile)  # every total on the rules' step: Foster's count in tens
    sort = n % 3
    if sort == 0:    # escape the lurch: you end on the lowest total that escapes exactly when you take `need`
        scores = [escapes - mine0, escapes + step * (12 + seed % 9)]
    elif sort == 1:  # lurch your opponent: he ends on the highest total still lurched only when you take `need`
        scores = [escapes + step * (15 + seed % 7), lurched - theirs0]
    else:            # win the game: you are one step ahead exactly when you take `need`
        ahead = escapes + step * (20 + seed % 11)
        scores = [ahead, ahead + mine0 - theirs0 - step]
    scored = (state.scores[me], state.scores[other_player(me)])  # what the deal has scored so far, yours first
    if standing_game_score_problem(scores, profile, scored) is not None:
        return None
    position = {**base, "game": {"deal": DEALS_PER_GAME, "scores": scores}}
    try:
        p = build("endgame", "aim", f"mined-endgame-aim-{seed}-{len(state.history)}",
                  f"{stake_title(scores)} ({n})",
                  position, source=SOURCE + "; the game score before its deal set to put the game at stake")
    except PenchantError:
        return None
    a = analyse(p)
    f = a.features
    # Worth solving: a habit misses the card worth the most, one play is worth the most, and the cards
    # worth the most are no more than those worth less.
    if not a.tempting or not a.unique or 2 * f["losing_plays"] < f["different_plays"]:
        return None
    p = p.with_changes(history=history_of(seed, dealer, rules, state))
    return p if guess_chance(p) < GUESS_MOST else None


def mine_endgames(deals: int, policy: Policy, seed: int = 0, rules: str = DEFAULT_PROFILE.name, *, lines: int = 12,
                  aims: int = 10, progress: Callable[[str], None] | None = None) -> Iterator[Puzzle]:
    """Play ``deals`` deals from ``seed`` on and yield up to ``lines`` whole-line and ``aims`` game-aim
    end-games (at most one of each per deal)."""
    profile = get_profile(rules)
    quota = Quota({"line": 1, "aim": 1}, {"line": lines, "aim": aims})

    def visit(deal: MinedDeal) -> Generator[Puzzle, None, Action]:
        state = deal.state
        if state.last_six and state.stage in (Stage.LEAD, Stage.FOLLOW):
            if quota.open("line"):
                p = _line(state, deal.seed, deal.dealer, rules, quota.found["line"] + 1)
                if p is not None:
                    quota.take("line")
                    yield p
            if quota.open("aim"):
                q = _aim(state, deal.seed, deal.dealer, rules, quota.found["aim"] + 1, profile)
                if q is not None:
                    quota.take("aim")
                    yield q
        return policy(state)

    def played(deal: MinedDeal) -> None:
        if progress is not None:
            progress(f"mined {deal.number + 1} of {deals} deals: {quota.found['line']} lines, "
                     f"{quota.found['aim']} aims")

    yield from mine_deals(deals, seed, profile, quota, visit, played=played)
