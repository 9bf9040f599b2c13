"""A puzzle's question in a player's words, made from its position and nothing else.

The position of a puzzle set in a deal comes from the replay of its history
(:func:`penchant.puzzles.history_replay.moment_position`), so the question's facts (who won the trick, how many
cards are left in the stock, whose turn it is) are the replayed deal's and cannot drift from the board, which
draws the same position; ``penchant puzzles verify`` refuses a puzzle whose stored question is not this one.
The question states facts, never the rule the puzzle asks about ("you lost trick 3 and your opponent
declared nothing", not "you may declare only a penchant").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from penchant.english.grammar import verb_form
from penchant.english.lists import join_and
from penchant.english.numbers import number_words
from penchant.errors import PenchantError, PuzzleError
from penchant.rules.barring import major_set_cards
from penchant.rules.cards import CardSet
from penchant.rules.combinations import is_minor_set
from penchant.rules.dealing import LAST_SIX_TRICKS
from penchant.rules.procedure import last_six_begun, last_six_trick, next_leader, pone_of, tricks_for_stock
from penchant.rules.suits_and_ranks import Suit
from penchant.words.cards import card_words, cards_words
from penchant.words.counts import stock_count_words

__all__ = ["last_six_turn_words", "moment_words", "question_for", "seat_and_first_lead_words", "seat_words",
           "shown_question", "stock_words"]

_ASKS: Final[dict[tuple[str, str], str]] = {
    ("barring", "may_declare"): "May you declare {declaration} now? Pick the answer with its reason.",
    ("barring", "which"): "Which of these may you declare now?",
    ("barring", "legal_all"): "Pick every one of these you may declare now (or none of them).",
    ("barring", "safe"): ("Which card of your table can you play without losing a bar you hold or the set that keeps "
                          "your minor sets free?"),
    ("barring", "lift"): "Which card of your table must stay there to keep the bars as they are now?",
    ("barring", "unbar"): ("Which card of his table, if he plays it, would unbar any of your minor sets (pairs, "
                           "triplets, quadruplets)?"),
    ("declaration", "best"): "Which one declaration scores the most points now (the most points this turn, not later)?",
    ("declaration", "points"): "What is the most you can score with one declaration now?",
    ("declaration", "may_declare"): "May you declare {declaration} now? Pick the answer with its reason.",
}


_ASKS_MANY: Final[dict[tuple[str, str], str]] = {
    ("barring", "safe"): ("Which cards of your table can you play without losing a bar you hold or the set that "
                          "keeps your minor sets free? There may be more than one."),
    ("barring", "lift"): ("Which cards of your table must stay there to keep the bars as they are now? There may be "
                          "more than one."),
    ("barring", "unbar"): ("Which cards of his table, if he plays one, would unbar any of your minor sets (pairs, "
                           "triplets, quadruplets)? There may be more than one."),
}
"""The ask of a question answered by ticking every card that answers: in the plural, as its answer is ("Which
card…" above an answer of two cards misleads)."""


def shown_question(kind: str, task: str, answer_form: str, question: str) -> str:
    """A puzzle's question as a board shows it: its ask agrees with its answer form. A question answered by
    ticking every card that answers asks for cards, in the plural (:data:`_ASKS_MANY`); any other is shown as
    stored.

    >>> shown_question("barring", "lift", "choices", "You lead to trick 3. Which card of your table must stay "
    ...                "there to keep the bars as they are now?")[:62]
    'You lead to trick 3. Which cards of your table must stay there'
    """
    one, many = _ASKS.get((kind, task)), _ASKS_MANY.get((kind, task))
    if answer_form != "choices" or one is None or many is None or not question.endswith(one):
        return question
    return question[: len(question) - len(one)] + many


def seat_words(dealer: int, seat: int) -> str:
    """Which seat ``seat`` is in a deal ``dealer`` deals: the dealer or the pone (his opponent, :func:`pone_of`).

    >>> seat_words(0, 0), seat_words(0, 1)
    ('the dealer', 'the pone')
    """
    return "the pone" if seat == pone_of(dealer) else "the dealer"


def seat_and_first_lead_words(dealer: int, seat: int) -> str:
    """The seat and who led the first trick (the rules' :func:`next_leader` with no trick won yet), as a puzzle
    tells the seat to move.

    >>> seat_and_first_lead_words(0, 0)
    'the dealer: your opponent led the first trick'
    >>> seat_and_first_lead_words(0, 1)
    'the pone: you led the first trick'
    """
    leader = "you" if seat == next_leader(dealer, None) else "your opponent"
    return f"{seat_words(dealer, seat)}: {leader} led the first trick"


def last_six_turn_words(*, leads: bool) -> str:
    """The turn of the seat to move at the first trick of the last six (:func:`last_six_trick`), leading or not.

    >>> last_six_turn_words(leads=True)
    'yours: you lead to trick 11, the first of the last six'
    """
    trick = f"trick {last_six_trick(LAST_SIX_TRICKS)}, the first of the last {number_words(LAST_SIX_TRICKS)}"
    return f"yours: you lead to {trick}" if leads else f"yours: your opponent led to {trick}; you play to it"


def stock_words(n: int) -> str:
    """``"12 cards left in the stock"``, in digits at every count
    (:func:`~penchant.words.counts.stock_count_words`)."""
    return f"{stock_count_words(n)} left in the stock"


def moment_words(position: Mapping[str, Any], task: str) -> str:
    """Who won the trick, or whose turn it is to play, and the stock, from a first-ten-tricks position."""
    stock = position.get("stock")
    if stock is None:  # a position written by hand without its stock (the bank's all state it)
        return _without_stock(position, task)
    if not isinstance(stock, int) or isinstance(stock, bool):
        raise PuzzleError(f"a position of the first ten tricks states its stock as a number, not {stock!r}")
    try:
        done = tricks_for_stock(stock)
    except PenchantError as exc:
        raise PuzzleError(str(exc)) from None
    left = stock_words(stock)
    if task == "unbar":
        return f"Your opponent leads to trick {done + 1}, with {left}."
    led = position.get("led")
    if task in ("safe", "lift"):
        if led:
            return (f"Your opponent has led {cards_words(str(led))} to trick {done + 1}, with {left}: it is your "
                    "turn to play to it.")
        return f"You lead to trick {done + 1}, with {left}."
    if last_six_begun(done):
        raise PuzzleError(f"no declaration is made with {left}")
    trick = done + 1
    if position.get("penchant_only"):
        return f"You lost trick {trick} and your opponent declared nothing; {left}."
    return f"You won trick {trick}; {left}."


def _without_stock(position: Mapping[str, Any], task: str) -> str:
    if task == "unbar":
        return "Your opponent leads to the next trick."
    if task in ("safe", "lift"):
        led = position.get("led")
        return (f"Your opponent has led {cards_words(str(led))}: it is your turn to play to it." if led
                else "You lead to the next trick.")
    if position.get("penchant_only"):
        return "You lost the trick and your opponent declared nothing."
    return "You won the trick."


def question_for(kind: str, task: str, position: Mapping[str, Any]) -> str:
    """The question of a puzzle of ``kind`` and ``task`` set at ``position``. A table-card barring drill is
    answered by ticking every card that answers, so it asks for cards, in the plural (:data:`_ASKS_MANY`)."""
    ask = _ASKS_MANY.get((kind, task)) or _ASKS.get((kind, task))
    if ask is not None:
        declaration = position.get("declaration")
        text = ask.format(declaration=cards_words(str(declaration)) if declaration else "")
        return f"{moment_words(position, task)} {text}"
    if kind == "trump":
        seat = ("The tricks below are told from your seat: each says whether you or your opponent won it. "
                "Only the tricks after which someone declared are listed.")
        if task == "profile":
            suit = Suit.parse(str(position["result"])).plural
            return (f"{seat} After these tricks of the first ten, under which rules is {suit} "
                    f"trump: Foster's, Kandell's, both or neither?")
        if task == "suit":
            return f"{seat} After these tricks of the first ten, which suit is trump?"
        if task == "sets":
            return (f"{seat} Did the declaration after trick {int(position['asked'])} set trump? Pick the answer "
                    "with its reason.")
        return f"{seat} After these tricks of the first ten, which of these declarations set trump?"
    if kind == "scoring":
        allowed = _allowed_words(position)
        seat = f"The deal is over; the table shows what you and your opponent declared and took.{allowed}"
        if task == "deal_points":
            who = "you" if int(position.get("player", 0)) == 0 else "your opponent"
            return f"{seat} How many points {verb_form(who, 'do')} {who} score for this deal?"
        if task == "deal_difference":
            return f"{seat} By how many points do you lead on this deal (negative if you trail)?"
        seat = f"The game is over; the table shows what you and your opponent declared and took in each deal.{allowed}"
        return f"{seat} What is the game worth to its winner (0 for a draw)?"
    if kind == "endgame":
        return _endgame_question(task, position)
    raise PuzzleError(f"no question is made for a {kind} puzzle ({task})")


_NAMED_AT_MOST: Final = 2
"""How many minor sets a scoring question names by their cards (more are "the minor sets")."""


def _cards_of(declaration: object) -> CardSet | None:
    """The cards of a declaration as a scoring puzzle writes it, ``None`` for one written by its kind alone."""
    try:
        return CardSet(str(declaration))
    except PenchantError:
        return None


def _allowed_words(position: Mapping[str, Any]) -> str:
    """What a scoring puzzle's count depends on where the board alone leaves it open: a minor set declared in a deal
    where the other player declared a major set, which could have barred it had it come first. The board lists each
    player's declarations, not the order they were made in, so it cannot show whether such a set was barred; every
    declaration listed was made, so no bar stopped it, and it scores. ``""`` where no minor set faces a major one.

    >>> _allowed_words({"deals": [{"declarations": [["TS TD", "QS QD"], ["KS KC"]]}]})
    ' Every declaration shown was allowed when it was made, and scores: no bar stopped 10♠ 10♦ when it was declared.'
    >>> _allowed_words({"deals": [{"declarations": [["TS TD"], ["KS QS"]]}]})
    ''
    """
    facing: list[str] = []
    for deal in position.get("deals") or ():
        # a declaration written by its kind alone ("marriage", an authored puzzle's) names no cards to bar or be barred
        sides = [[c for c in (_cards_of(d) for d in side) if c is not None] for side in deal.get("declarations") or ()]
        for mine, theirs in ((0, 1), (1, 0)):
            table = 0  # the cards of his declarations: a card may serve in several, so joined, not listed
            for c in sides[theirs] if len(sides) == 2 else ():
                table |= c.mask
            if major_set_cards(table):
                facing += [cards_words(str(c)) for c in sides[mine] if is_minor_set(c)]
    facing = list(dict.fromkeys(facing))  # a set named once, as the list says it
    if not facing:
        return ""
    named = join_and(facing) if len(facing) <= _NAMED_AT_MOST else "the minor sets"
    one = len(facing) == 1
    return (" Every declaration shown was allowed when it was made, and scores: no bar stopped "
            f"{named} when {'it was' if one else 'they were'} declared.")


def _endgame_question(task: str, position: Mapping[str, Any]) -> str:
    if task == "aim":
        from penchant.puzzles.checkers.endgame import aim_question

        return aim_question(position)
    hand = position.get("hand") or ""
    n = len(CardSet(str(hand)))
    trick = last_six_trick(n)
    led = position.get("led")
    start = (f"Trick {trick}: your opponent leads {card_words(str(led))}." if led else f"Trick {trick}: you lead.")
    if task == "line":
        return (f"{start} Play the end-game out to the last trick: every card you play is checked, not only the "
                "first, and the computer answers each with its best defence.")
    return f"{start} Which card takes the most brisques from here, against best defence?"
