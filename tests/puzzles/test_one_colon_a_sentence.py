"""A sentence a learner reads has at most one colon: "No rule says so: a card on your table may serve again in a
later declaration: on what condition?" (chapter 0) and "You cannot declare 9♠ 9♥: every card is already on your
table: a declaration must…" (chapters 2 and 3) chained three parts a newcomer had to untangle. The words are the
message makers': every choice puzzle's verdicts, and the refusal of each declaration the rules refuse."""

from __future__ import annotations

import re

import pytest

from penchant.errors import IllegalDeclarationError
from penchant.puzzles import analyse, check, load_drills
from penchant.puzzles.model import Puzzle
from penchant.rules.cards import CardSet
from penchant.rules.combinations import check_declaration
from penchant.rules.holdings import Holdings
from penchant.words.refusals import refusal_words

_SENTENCES = re.compile(r"(?<=[.!?])\s+")
_QUOTED = re.compile(r"“[^”]*”")  # a choice quoted as the learner picked it keeps its own colon


def chained(text: str) -> list[str]:
    """The sentences of ``text`` with two colons or more, outside quotes."""
    return [s for s in _SENTENCES.split(_QUOTED.sub("“…”", text)) if s.count(":") >= 2]


def test_the_check_finds_a_chain() -> None:
    assert chained("No rule says so: a card may serve again: on what condition?")
    assert not chained("“No: it is barred” is not right: its reason does not hold. Look: here.")


DECLARATIONS = [p for p in load_drills() if p.kind == "declaration" and "declaration" in p.position]
CHOICES = [p for p in load_drills() if p.answer_form == "choice"]


@pytest.mark.parametrize("puzzle", CHOICES, ids=[p.id for p in CHOICES])
def test_no_verdict_chains_colons(puzzle: Puzzle) -> None:
    analyse(puzzle)
    for c in puzzle.choices:
        r = check(puzzle, c)
        for words in (r.message, r.refutation or "", r.explanation):
            assert not chained(words), (c, words)


def test_a_right_answer_with_others_as_good_says_them_without_a_second_colon() -> None:
    """Chapter 10's second review puzzle: "Right: Q♠ J♥ (equally good: J♥ Q♦, J♥ Q♣)."."""
    from penchant.puzzles import get

    p = get("declaration-027")
    r = check(p, analyse(p).best[0])
    assert r.correct and len(analyse(p).best) > 1
    assert not chained(r.message) and "as good" in r.message, r.message


@pytest.mark.parametrize("puzzle", DECLARATIONS, ids=[p.id for p in DECLARATIONS])
def test_no_refusal_of_a_declaration_chains_colons(puzzle: Puzzle) -> None:
    cards = CardSet(str(puzzle.position["declaration"]))
    v = check_declaration(cards, Holdings.from_masks(puzzle.cards("hand").mask, puzzle.cards("table", "").mask,
                                                     puzzle.cards("opp_table", "").mask), puzzle.profile,
                          declared=[(k, c.mask) for k, c in puzzle.declared_before],
                          penchant_only=puzzle.penchant_only)
    if v.legal:
        return
    said = refusal_words(IllegalDeclarationError.cannot_declare(str(cards), v.reason or ""))
    assert not chained(said), said
