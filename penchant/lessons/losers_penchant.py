"""What chapter 4's example of a loser's penchant shows, read from its deal and its line by the engine: the words
beside the board say what the board does, and cannot drift from it (the chapter's prose named "the A♠", "Q♣ J♠",
"the K♣" and "spades" by hand: a reader given another deal, or a seed changed, would read of cards the board
does not show).

:func:`losers_penchant_example` plays the example's line (a loser's penchant, the next lead, the reply) under the
deal's rules and under another rule book's, and says what each did (:class:`LosersPenchant`); the chapter's
paragraphs are :func:`setup_words`, :func:`outcome_words` and :func:`other_rules_words`.

The chapter's own example is here too, so its cells are one call each: its deal three tricks in
(:func:`after_three_tricks`), its line (:data:`CHAPTER_LINE`), the example played by Kandell's rules and Foster's
(:func:`chapter_example`), and the fold's paragraph on Foster's rules (:func:`foster_difference_words`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from penchant.english.grammar import verb_form
from penchant.english.lists import join_and
from penchant.english.marked import Paragraph
from penchant.errors import InvalidSettingError
from penchant.errors.internal import BrokenInvariantError
from penchant.lessons.deals import checked_line
from penchant.play.dealing import new_deal
from penchant.play.moves import Declare, Pass, Play, Stage
from penchant.play.state import DealState
from penchant.rules.cards import Card
from penchant.rules.kinds import Kind
from penchant.rules.profiles import FOSTER, KANDELL, Profile
from penchant.rules.suits_and_ranks import Suit
from penchant.words.switches import option_words, times_the_numbers_words

__all__ = ["CHAPTER_LINE", "LosersPenchant", "after_three_tricks", "chapter_example", "foster_difference_words",
           "losers_penchant_example", "other_rules_words", "outcome_words", "setup_words"]

_THREE_TRICKS: Final = ("play 9S", "play 9D", "declare KH QH", "play KH", "play QD", "pass", "play 8S", "play AS")
"""Chapter 4's deal to its example: you win the first two tricks and declare only a marriage (with no major set on
your table, nothing in the example turns on barring, a rule a later chapter teaches); your opponent wins the third."""

CHAPTER_LINE: Final = ("declare QH JS", "play KC", "play JS", "pass")
"""Chapter 4's example played out: the loser's penchant, the next trick, the winner's pass (it stops at the next
lead)."""


@dataclass(frozen=True, slots=True)
class LosersPenchant:
    """The example as the engine plays it: the card that won the trick just lost, the penchant the loser declares
    (its Queen from the hand, its Jack from the table, or the other way round), the next lead and its reply, and
    what the penchant made trump and who took the next trick, under the deal's rules and another book's."""

    winning_card: Card
    from_hand: Card
    from_table: Card
    lead: Card
    reply: Card
    trump: Suit | None
    lead_wins: bool
    other_trump: Suit | None
    other_lead_wins: bool
    passes: int = 0
    """The passes after the reply that end the turn (the trick's winner declares nothing), so the example stops
    where the next trick is to be led."""


def _u(card: Card) -> str:
    return card.unicode


def losers_penchant_example(before: DealState, line: Sequence[str], other: DealState) -> LosersPenchant:
    """Play ``line`` (the loser declares a penchant, the winner leads, the loser replies) from ``before``, and from
    ``other`` (the same position under another rule book's rules); a line that is not that example is refused."""
    moves = checked_line(before, line)
    if before.stage is not Stage.PENCHANT or len(moves) < 3:
        raise InvalidSettingError.refusing(list(line), "not a loser's penchant, a lead and its reply")
    declared, led, replied, *after = moves
    if (not isinstance(declared, Declare) or not isinstance(led, Play) or not isinstance(replied, Play)
            or not all(isinstance(a, Pass) for a in after)):
        raise InvalidSettingError.refusing(list(line), "not a loser's penchant, a lead and its reply, then passes "
                                                       "that end the turn")
    last = before.view(before.to_move).last_trick
    if last is None or last.winner == before.to_move:
        raise InvalidSettingError.refusing(list(line), "the example's player has not just lost a trick")
    loser = before.to_move
    table = before.view(loser).table
    cards = list(declared.cards)
    on_table = [c for c in cards if c in table]
    in_hand = [c for c in cards if c not in table]
    if len(on_table) != 1 or len(in_hand) != 1:
        raise InvalidSettingError.refusing(
            list(line), "not a penchant of one card from the hand and one from the table")
    winning = last.winning_card
    outcomes = []
    for start in (before, other):
        state = start.clone()
        state.apply(declared)
        if state.declared[loser][-1:] != ((Kind.PENCHANT, declared.cards),):
            raise InvalidSettingError.refusing(list(line), "the loser's declaration is not a penchant")
        trump = state.trump
        state.apply(led)
        state.apply(replied)
        trick = state.view(loser).last_trick
        if trick is None:
            raise BrokenInvariantError("the loser's view shows no last trick after a trick was played")
        outcomes.append((None if trump is None else Suit(trump), trick.winner != loser))
    return LosersPenchant(winning, in_hand[0], on_table[0], led.card, replied.card, outcomes[0][0], outcomes[0][1],
                          outcomes[1][0], outcomes[1][1], len(after))


def setup_words(ex: LosersPenchant) -> Paragraph:
    """The paragraph above the example's board: where it starts, and what to press."""
    return Paragraph((
        f"Below, you have just lost a trick to your opponent's {_u(ex.winning_card)} and he declared nothing, so you "
        f"may declare the penchant {_u(ex.from_hand)} {_u(ex.from_table)} — the {_u(ex.from_hand)} fresh from your "
        f"hand, the {_u(ex.from_table)} already on your table. Press ", "Next ▶",
        f": once to declare the penchant, then twice for the next trick{_passes_words(ex)}."))


def _passes_words(ex: LosersPenchant) -> str:
    """What the presses after the next trick do, the trick's winner not named: the steps come before their end (the
    words had "as your opponent passes", who took the trick, above its first step)."""
    if not ex.passes:
        return ""
    more = {1: "once more", 2: "twice more"}.get(ex.passes, f"{ex.passes} times more")
    return (f", and {more} as the trick's winner passes and the cards are drawn: the example stops there, with the "
            "next trick to lead")


def _next_trick(ex: LosersPenchant, lead_wins: bool) -> str:
    taker = f"the {_u(ex.lead)}" if lead_wins else f"your {_u(ex.reply)}"
    other_suit = ", just a card of another suit," if lead_wins and ex.reply.suit is not ex.lead.suit else ","
    return (f"when your opponent leads the {_u(ex.lead)} next, you play the {_u(ex.reply)}{other_suit} and {taker} "
            "takes the trick")


def outcome_words(ex: LosersPenchant) -> Paragraph:
    """The paragraph under the example's board: what the penchant did under the deal's rules."""
    if ex.trump is not None:
        return Paragraph((f"The penchant scores its point and makes {ex.trump.plural} trump: "
                          f"{_next_trick(ex, ex.lead_wins)}.",))
    return Paragraph((f"The penchant scores its point but sets nothing: {_next_trick(ex, ex.lead_wins)}.",))


def other_rules_words(ex: LosersPenchant, before: str = "", after: str = "") -> Paragraph:
    """What the same penchant does under the other rule book (Foster's, in chapter 4), the suit standing out;
    ``before`` and ``after``: the paragraph's words around it."""
    if ex.other_trump is None:
        return Paragraph((f"{before}Under them the same penchant sets nothing either: "
                          f"{_next_trick(ex, ex.other_lead_wins)}.{after}",))
    how = "the trump" if ex.reply.suit is ex.other_trump else f"your {_u(ex.reply)}"
    taker = f"the {_u(ex.lead)} takes the trick" if ex.other_lead_wins else f"{how} takes the trick"
    where = " from your table" if ex.reply in (ex.from_hand, ex.from_table) else ""  # declared: on the table
    return Paragraph((f"{before}Under them the same penchant makes ", ex.other_trump.plural,
                      f" trump, from the next trick on as a winner's penchant does: when your opponent leads the "
                      f"{_u(ex.lead)} next, you play the {_u(ex.reply)}{where}, and {taker}.{after}"))


def after_three_tricks(profile: Profile) -> DealState:
    """Chapter 4's deal (seed 87, dealt singly, the opponent dealing) under ``profile``'s rules, three tricks in:
    you have just lost the third, and may declare a penchant."""
    deal = new_deal(profile, 87, dealer=1, method="singles")
    for action in _THREE_TRICKS:
        deal.apply(action)
    return deal


def chapter_example() -> LosersPenchant:
    """Chapter 4's example as the engine plays it: under Kandell's rules (the chapters'), and under Foster's."""
    return losers_penchant_example(after_three_tricks(KANDELL), CHAPTER_LINE, after_three_tricks(FOSTER))


def foster_difference_words(ex: LosersPenchant) -> Paragraph:
    """The fold's paragraph on Foster's older rules: his switch for a loser's penchant in his words, what the
    example's penchant does under them (:func:`other_rules_words`), and his scores beside Kandell's, read from what
    you declared before the example under each."""
    yours = {p: after_three_tricks(p).scores[0] for p in (FOSTER, KANDELL)}  # your declarations' points
    earlier = [kind.value for kind, _ in after_three_tricks(KANDELL).declared[0]]  # declared before the board
    return other_rules_words(
        ex,
        before="These chapters follow Kandell. Foster's older rules differ here: "
               f"{option_words('loser_penchant_sets_trump', FOSTER.loser_penchant_sets_trump)} "
               '("no matter which player announces it", in his words). ',
        after=f" (Foster's scores are also {times_the_numbers_words(KANDELL, FOSTER)} Kandell's: "
              f"{join_and(f'the {kind}' for kind in earlier)} you declared "
              f"earlier {verb_form(len(earlier), 'be')} worth {yours[FOSTER]} there and {yours[KANDELL]} here.) "
              "A puzzle played by Foster's rules says so on its label.")
