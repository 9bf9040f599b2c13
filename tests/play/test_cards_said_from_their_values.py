"""The engine's sentences about typed cards say them from the ``Card`` values (a score event, a declared part, a
trump puzzle's story), not by writing notation and rewriting it with ``in_words``: the text is the same a reader
saw, cards in symbols in the engine's order for a set."""

from __future__ import annotations

from penchant.play.deal_breakdown import DeclaredPart
from penchant.play.moves import ScoreEvent, ScoreKind
from penchant.puzzles.checkers.trump_story import Event, describe_events
from penchant.rules.cards import CardSet
from penchant.rules.kinds import Kind
from penchant.words.cards import in_words


def test_a_score_event_says_its_parts_as_its_notation_read_in_words() -> None:
    events = [ScoreEvent(0, 2, ScoreKind.DECLARATION, CardSet("KD KC"), Kind.PAIR),
              ScoreEvent(1, 2, ScoreKind.BRISQUETTE, CardSet("AS TH")),
              ScoreEvent(0, 2, ScoreKind.BONUS, brisques=8)]
    assert [e.words for e in events] == ["pair K♦ K♣", "A♠ 10♥", "8 brisques"]
    assert [e.words for e in events] == [in_words(e.detail) for e in events]


def test_a_declared_part_says_its_kind_and_cards() -> None:
    part = DeclaredPart(Kind.PENCHANT, CardSet("QS JD"), 1)
    assert part.words == "penchant Q♠ J♦" == in_words(part.notation)


def test_a_trump_story_says_its_declarations_in_symbols() -> None:
    events = [Event(0, 0, CardSet("QS JD"), trick=2), Event(0, 1, CardSet("QH JC"), trick=4)]
    assert describe_events(events) == ["trick 2: you won the trick and declared penchant Q♠ J♦",
                                       "trick 4: you won the trick and passed; your opponent declared penchant "
                                       "Q♥ J♣"]
    assert str(events[0]) == "you won the trick and declared penchant QS JD"  # the notation a story keeps

