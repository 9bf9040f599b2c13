"""Chapter 2's worked example says what its seeded deal does, move by move ("could win with his A♠", "cannot beat
it", "He has nothing to declare", "J♠ Q♣ is one"): the deal and the script are read from the chapter's own cell and
played by the engine, so a change to the seed, the script or the rules that makes the words untrue fails here."""

from __future__ import annotations

import ast
import re

from chapter_cells import sources_of

from penchant.play.dealing import new_deal
from penchant.play.moves import Declare, Stage
from penchant.play.state import DealState
from penchant.rules.cards import CardSet
from penchant.rules.combinations import combination_kind
from penchant.rules.kinds import Kind

CHAPTER = "02_the_first_ten_tricks"


def _example() -> tuple[DealState, list[str], str]:
    """The example's deal as the chapter deals it, its script, and the cell's words."""
    cell = next(c for c in sources_of(CHAPTER, "code") if "DealTable(" in c and "script=" in c)
    seed = re.search(r"new_deal\(rng=(\d+), dealer=(\d)\)", cell)
    script = re.search(r"script=(\[[^\]]*\])", cell)
    assert seed is not None and script is not None, cell
    return new_deal(rng=int(seed.group(1)), dealer=int(seed.group(2))), ast.literal_eval(script.group(1)), cell


def _declared(st: DealState, cards: str) -> bool:
    return Declare(CardSet(cards)) in st.legal_actions


def test_the_seeded_example_does_what_its_notes_say() -> None:
    st, script, cell = _example()
    assert script == ["play 9S", "play 9D", "declare KH QH", "play KH", "play QD", "declare JS QS",
                      "play 8S", "play AS", "pass"], "the notes below follow this script move by move"
    for words in ("could win with his A♠", "cannot beat it", "He has nothing to declare", "J♠ Q♣ is one"):
        assert words in cell, words
    assert st.to_move == 0 and st.stage is Stage.LEAD  # you (player 0) are the pone, and lead

    # Trick 1: the 9♠; he could win with his A♠, and throws the 9♦, a card of another suit, which loses.
    st.apply("play 9S")
    could = st.clone()
    could.apply("play AS")
    assert could.last_trick is not None and could.last_trick.winner == 1
    st.apply("play 9D")
    assert st.last_trick is not None and st.last_trick.winner == 0
    # You won: K♥ Q♥ is a marriage you may declare.
    assert st.stage is Stage.DECLARE and st.to_move == 0 and _declared(st, "KH QH")
    assert combination_kind(CardSet("KH QH")) is Kind.MARRIAGE
    st.apply("declare KH QH")

    # Trick 2: the K♥ led from your table; nothing of his beats it (no trump yet), and he throws the Q♦.
    assert "KH" in st.table(0)
    assert st.trump is None
    for card in (*st.hand(1), *st.table(1)):
        beaten = st.clone()
        beaten.apply("play KH")
        beaten.apply(f"play {card}")
        assert beaten.last_trick is not None and beaten.last_trick.winner == 0, card
    st.apply("play KH")
    st.apply("play QD")
    # You declare J♠ Q♠, a besito.
    assert st.stage is Stage.DECLARE and st.to_move == 0 and _declared(st, "JS QS")
    assert combination_kind(CardSet("JS QS")) is Kind.BESITO
    st.apply("declare JS QS")

    # Trick 3: he takes your 8♠ with the A♠, has nothing to declare, and you, the loser, may declare a penchant:
    # J♠ Q♣, the J♠ on your table and the Q♣ in your hand.
    st.apply("play 8S")
    st.apply("play AS")
    assert st.last_trick is not None and st.last_trick.winner == 1
    assert st.stage is Stage.PENCHANT and st.to_move == 0  # his turn to declare was passed over: nothing to declare
    assert _declared(st, "JS QC") and "JS" in st.table(0) and "QC" in st.hand(0)
    assert combination_kind(CardSet("JS QC")) is Kind.PENCHANT
    st.apply("pass")
    assert st.trump is None
