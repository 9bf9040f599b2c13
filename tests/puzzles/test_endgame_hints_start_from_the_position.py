"""A newcomer read the same first hint on three end-games ("Think about whose lead matters...") and a second one as
generic ("count the tricks each of your cards can win"): an end-game's first two hints start from its position,
the brisques still to take, the trump and the trumps each side holds, and never name the card to play."""

from __future__ import annotations

from penchant.english.numbers import count_words
from penchant.puzzles import analyse, load_bank, load_drills
from penchant.puzzles.checkers.grading import names_answer
from penchant.puzzles.sessions.endgame_lines import position_of
from penchant.rules.suits_and_ranks import SUIT_NAMES


def test_an_endgames_first_hints_are_its_own() -> None:
    firsts: dict[str, str] = {}
    for p in [*load_bank(), *load_drills()]:
        if p.kind != "endgame" or p.position.get("aim"):
            continue
        a = analyse(p)
        if p.task == "aim":
            continue
        pos = position_of(p)
        first, second = a.hints[0], a.hints[1]
        assert not names_answer(first, a.best) and not names_answer(second, a.best), (p.id, first, second)
        assert count_words(pos.brisques_in_play, "brisque", digits=True) in first.lower(), (p.id, first)
        assert SUIT_NAMES[pos.trump] + " trump" in first if pos.trump is not None else "no trump" in first, first
        held = sum(1 for c in pos.hand if c.suit == pos.trump)
        assert pos.trump is None or (count_words(held, "trump", digits=True) if held else "no trump") in second or (
            "neither of you" in second), (p.id, second)
        firsts[p.id] = first
    assert len(firsts) >= 10 and len(set(firsts.values())) == len(firsts), firsts


def test_the_lead_hint_names_the_opponents_card_that_wins_later() -> None:
    told = [analyse(p).hints[0] for p in load_drills() if p.kind == "endgame" and p.task != "aim"]
    lead = [h for h in told if "whose lead matters" in h]
    assert lead and any("your opponent's" in h and "who should be on lead" in h for h in lead), lead
