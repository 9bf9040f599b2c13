"""A wrong card of a game-at-stake end-game sends the learner to what that card changes against best play, from
the position: who wins, whether a loser is lurched, or only the margin. Chapter 7's first such puzzle (70 to 66)
said "what each brisque you can still take changes in who wins" beside "you win the game, worth 1": ungrammatical,
and wrong for that card, which wins as best play does; only the margin was at stake."""

from __future__ import annotations

import pytest

from penchant.puzzles import Puzzle, check, load_drills
from penchant.puzzles.checkers.endgame import EndgameSession, position_of
from penchant.puzzles.sessions.endgame_lines import game_stake
from penchant.rules.game_scoring import GameOutcome
from penchant.solver import solve

AIMS = [p for p in load_drills() if p.task == "aim"]
LURCHES = {GameOutcome.LURCHED, GameOutcome.WON_WITH_LURCH}


def _winner(o: GameOutcome) -> int:
    return {GameOutcome.LURCHED: -1, GameOutcome.LOST: -1, GameOutcome.DRAWN: 0}.get(o, 1)


def test_the_bank_holds_each_kind_of_stake() -> None:
    kinds = set()
    for p in AIMS:
        pos, stake = position_of(p), game_stake(p)
        moves = solve(pos, p.profile).moves
        top = max(v.brisques for v in moves.values())
        for v in moves.values():
            mine, best = stake.outcome(pos, p.profile, v.brisques), stake.outcome(pos, p.profile, top)
            kinds.add("winner" if _winner(mine) != _winner(best) else
                      "lurch" if (mine in LURCHES) != (best in LURCHES) else "margin" if v.brisques < top else "")
    assert {"winner", "lurch", "margin"} <= kinds, kinds


@pytest.mark.parametrize("puzzle", AIMS, ids=[p.id for p in AIMS])
def test_every_wrong_card_is_sent_to_what_it_changes(puzzle: Puzzle) -> None:
    pos, stake, profile = position_of(puzzle), game_stake(puzzle), puzzle.profile
    moves = solve(pos, profile).moves
    top = max(v.brisques for v in moves.values())
    best = stake.outcome(pos, profile, top)
    for card, v in moves.items():
        if v.brisques == top:
            continue
        mine = stake.outcome(pos, profile, v.brisques)
        look = stake.look(pos, profile, v.brisques, top)
        assert "changes in who" not in look and look.startswith("look again at the game's score"), look
        for said in (check(puzzle, str(card)).message, EndgameSession(puzzle).play(card).message):
            assert look in said or look[0].upper() + look[1:] in said, (puzzle.id, card, look, said)
        winner_changes = _winner(mine) != _winner(best)
        lurch_changes = (mine in LURCHES) != (best in LURCHES)
        assert ("who wins" in look) is winner_changes, (puzzle.id, card, look)
        assert ("lurch" in look) is ((lurch_changes and not winner_changes)
                                     or (winner_changes and stake.lurch_at_stake(pos, profile))), (puzzle.id, look)
        assert ("only the margin" in look) is (not winner_changes and not lurch_changes), (puzzle.id, look)
        # "whatever you play" only where no card wins: best play loses too
        assert ("whatever you play" in look) is (_winner(best) < 0 and not winner_changes), (puzzle.id, look)
