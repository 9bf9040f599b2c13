"""The trump is put into words once (``penchant.words.trump``): named as an answer's choice ('hearts', 'no
trump') and said in a position's line ('hearts trump', 'no trump'); the trump puzzles, the authoring tools
and the endgame's description all say it so."""

from __future__ import annotations

from penchant.puzzlemakers.authoring import SUIT_CHOICES
from penchant.puzzles.checkers import trump as trump_puzzles
from penchant.rules.suits_and_ranks import Suit
from penchant.words.trump import NO_TRUMP, trump_name, trump_words


def test_the_trump_is_named_and_said_as_a_player_says_it() -> None:
    assert [trump_name(s) for s in Suit] == ["spades", "hearts", "diamonds", "clubs"]
    assert trump_words(Suit.HEARTS) == "hearts trump" and trump_words(int(Suit.CLUBS)) == "clubs trump"
    assert trump_name(None) == NO_TRUMP == "no trump"
    # With none, the words say whether a penchant may still fix one (the first ten tricks) or not.
    assert trump_words(None) == "no trump yet" and trump_words(None, settled=True) == "no trump this deal"
    assert trump_words(Suit.HEARTS, settled=True) == "hearts trump"


def test_the_puzzles_offer_the_trump_by_the_same_names() -> None:
    assert SUIT_CHOICES == (*(trump_name(s) for s in Suit), trump_name(None))
    assert trump_puzzles.trump_name is trump_name  # the puzzles' answers are named by the rules' words


def test_an_endgame_describes_its_trump_in_the_same_words() -> None:
    from penchant.puzzles import load_bank
    from penchant.puzzles.sessions.endgame_session import EndgameSession

    sessions = [EndgameSession(p) for p in load_bank() if p.kind == "endgame"]
    assert {s.trump is None for s in sessions} >= {False}
    for session in sessions:
        # an end-game is the last six tricks: with no trump, none can be fixed any more
        assert session.describe().endswith(" | " + trump_words(session.trump, settled=True))
