"""What an end-game board says of a card just played, decided once, here: the verdict's tone (right, wrong or
plain) and its sentences, from the card's :class:`~penchant.puzzles.sessions.endgame_session.PlayResult`, the forced
cards played after it and the run so far (:func:`endgame_verdict`). A board draws it: it once chose the colour and the
words itself, branching on the card's correctness, the run's solved deal, a best-card end-game answered by its first
card, a demonstration and an answer already counted.

The words are plain, their cards in notation as the session says them (a board shows them as it shows cards); the
odd pieces of a :class:`~penchant.english.marked.Paragraph` stand out (the button to press).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from penchant.english.marked import Paragraph
from penchant.puzzles.sessions.endgame_session import EndgameSession, PlayResult
from penchant.rules.cards import Card

__all__ = ["DEMONSTRATION_OVER", "EVERY_BRISQUE_KEPT", "EndgameVerdict", "Tone", "endgame_verdict", "moved_on_words"]

Tone = Literal["right", "wrong", "plain"]
"""How a verdict reads: a best card while the run is all best cards, or a deal solved (right); a card that is not
best, or a deal ended short by it (wrong); anything else, a card the rules allow in a demonstration, a best card after
a slip (plain: a best card said as right after a miss would read as praise for what the slip lost)."""

EVERY_BRISQUE_KEPT = "you took every brisque best play allows"
"""What a solved end-game made of the deal, unless it aims at a game's value (then what best play makes of it)."""


@dataclass(frozen=True, slots=True)
class EndgameVerdict:
    """The verdict on a card played on an end-game board.

    ``said``: the card's own line (``""`` when the deal's end stands for it: the deal over and solved); ``missed``:
    it is said as a miss, started and ended as every board says a miss; ``forced``: the cards played for the reader
    after it, having no choice; ``refutation``: how best defence beats a card that is not best, trick by trick;
    ``play_on``: what the reader can do after a miss while the deal goes on; ``ending``: the deal's end, once it is
    over; ``solved``: whether that end solved the puzzle (``None`` with no end, or a demonstration's); ``slip``:
    the card whose slip the end recalls below its words, if the last card was one (the slips before it are recalled
    there too, whenever the end is short)."""

    tone: Tone
    said: str
    missed: bool = False
    forced: tuple[Card, ...] = ()
    refutation: str | None = None
    play_on: Paragraph | None = None
    ending: Paragraph | None = None
    solved: bool | None = None
    slip: Card | None = None


def _play_on(result: PlayResult, played: Sequence[PlayResult]) -> Paragraph:
    # Said as it happened: a card that won the trick leaves the computer nothing to play, and "the computer has
    # played its best reply" would point at nothing new on the board. A card once played stays played, so trying
    # again is Start again (no card can be picked again on a board that has played on).
    done = ("The computer has played its best reply on the board" if any(r.replies for r in played)
            else f"{result.card} won the trick and you lead next")
    return Paragraph((f"{done}: play on to see what it costs, or press ", "Start again", " to try again."))


def _ending(session: EndgameSession, last: PlayResult, *, embedded: bool) -> Paragraph:
    made = EVERY_BRISQUE_KEPT if session.puzzle.task != "aim" else session.game_words(session.target)
    if last.solved:  # on a puzzle board the board's verdict says "Solved" under the cards: one success message
        return Paragraph((f"The deal is over: {made}." if embedded else f"✔ Solved: {made}.",))
    # Which card cost what, recalled at the end: the message that explained a slip is gone once the reader plays
    # on, and "short of the best result" alone leaves the slip to hunt for in the list.
    slips = f" {session.slips_words()}"
    if session.answered_right_by_first_card:  # a best-card end-game is answered by its first card
        return Paragraph((f"The deal is over, short of what your first card kept.{slips} Press ", "Start again",
                          " to play it through."))
    return Paragraph((f"The deal is over, short of the best result.{slips} Press ", "Start again", " to try again."))


DEMONSTRATION_OVER = Paragraph(("That is the end of the demonstration: the rules allowed this card. Press ",
                                "Start again", " to try another."))
"""What a demonstration says once the reader's card is played: it shows the card the rules allow, and ends there (its
hand no longer asks for a card; chapter 6's went on asking "pick a card to play it", the demonstration over)."""


def endgame_verdict(session: EndgameSession, played: Sequence[PlayResult], *, demo: bool = False,
                    answered: bool = False, embedded: bool = False) -> EndgameVerdict:
    """The verdict on the reader's card ``played[0]``, the cards played for him after it (``played[1:]``) on
    ``session``, the run's. ``demo``: a demonstration of the rules, no verdict against the best card; ``answered``:
    the puzzle's answer is counted already, so a best card is said as the play going on, not as a second verdict;
    ``embedded``: on a puzzle board, whose own verdict says "Solved"."""
    result, last = played[0], played[-1]
    forced = tuple(r.card for r in played[1:])
    if demo:  # a card the rules allow, said as played: the demonstration shows that one card, and is over
        return EndgameVerdict("plain", f"{result.card} is played: the rules allow it.", forced=forced,
                              ending=DEMONSTRATION_OVER)
    # Right only while the run is all best cards: after a miss, a best card is said plainly.
    tone: Tone = "wrong" if not result.correct else "right" if session.every_card_best else "plain"
    said = result.message if not answered or not result.correct else f"Playing on. {result.message}"
    if result.correct and last.finished and last.solved:
        # The deal over and solved: the run's verdict stands for its last card, whose own verdict would read as a
        # second one about another card than the answer.
        said = ""
    missed = not result.correct
    refutation = (result.refutation or None) if missed else None
    play_on = _play_on(result, played) if missed and not last.finished else None
    if not last.finished:
        return EndgameVerdict(tone, said, missed, forced, refutation, play_on)
    tone = "right" if last.solved else "wrong" if missed else "plain"
    ending = _ending(session, last, embedded=embedded)
    return EndgameVerdict(tone, said, missed, forced, refutation, None, ending, last.solved,
                          result.card if missed and not last.solved else None)


def moved_on_words(session: EndgameSession) -> Paragraph | None:
    """What a puzzle's end-game board says over its cards once play has gone on from the question's position
    (``None`` before a card is played): the question over the board still reads "Trick 12: your opponent leads K♦"
    over a board showing trick 13. Said at the top of the board, where the question is read, with how to go back
    to it.

    >>> from penchant.puzzles.sessions.endgame_session import EndgameSession
    >>> s = EndgameSession.from_position("KH TS", "7S", trump="S", led="AH", won="5-4")
    >>> moved_on_words(s) is None
    True
    >>> s.play("KH").correct is not None
    True
    >>> "".join(moved_on_words(s).pieces)
    'Play has gone on since the question: this is trick 16 now, not trick 15. Press Start again to go back to trick 15.'
    """
    if not session.history:
        return None
    first, now = session.first_trick, session.trick_in_play
    if session.finished:
        return Paragraph((f"The deal has been played out from the question's trick {first}. Press ", "Start again",
                          f" to go back to trick {first}."))
    where = f"this is trick {now} now, not trick {first}" if now != first else f"trick {first} is under way"
    return Paragraph((f"Play has gone on since the question: {where}. Press ", "Start again",
                      f" to go back to trick {first}."))
