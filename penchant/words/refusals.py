"""An engine refusal as a reader reads it (:func:`refusal_words`): a sentence built from the error's typed parts,
its cards in symbols and what was typed in curly quotes.

    >>> from penchant.errors import IllegalPlayError
    >>> refusal_words(IllegalPlayError.refusing("play AS", "A♠ cannot be played: you must follow with a diamond"))
    'A♠ cannot be played: you must follow with a diamond.'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Final

from penchant.english.grammar import capitalised, is_you, mid_sentence, possessive
from penchant.errors import (
    IllegalDeclarationError,
    IllegalPlayError,
    InvalidNotationError,
    PenchantError,
    PlayerCountError,
)
from penchant.errors.refusals import refusal_link
from penchant.rules.cards import NOTATION
from penchant.rules.combinations import DeclarationVerdict
from penchant.rules.deal_counts import count_refusal_words
from penchant.words.cards import cards_as_written, cards_words, in_words, split_at_names

__all__ = ["out_of_turn", "reason_words", "refusal_in_names", "refusal_words"]


# The refused input and cards are said from the refusal's typed parts (``given``, ``cards``), never found in its
# text. These two stay for what a reason quotes that is no part of the refusal, and for the refusals that carry
# no parts yet (a record's field, a score typed): an example of the notation to type ("such as 'QS'", "write
# 'play QS'"), a card or a field the reason names ("follow with 'QD'", "the field 'format'"). A reason is the
# engine's sentence for the log and the command line as well, where typed notation is quoted as typed.
_CARDS: Final = rf"{NOTATION.pattern}(?: {NOTATION.pattern})*"


_QUOTED_CARDS: Final = re.compile(rf"'({_CARDS})'")


_QUOTED: Final = re.compile(r"""(?<![\w’])'([^'\n]+)'(?![\w’])""")


def _quotes_in_words(piece: str) -> str:
    """A refusal's quoted cards in words and anything else quoted in curly quotes (a piece between names)."""
    return _QUOTED.sub(lambda m: f"“{m.group(1)}”", _QUOTED_CARDS.sub(lambda m: cards_words(m.group(1)), piece))


def refusal_words(error: object, *, plain: Iterable[str] = ()) -> str:
    """An engine refusal as a reader sees it, a sentence built from the error's typed parts: a refusal of an input
    (:meth:`~penchant.errors.PenchantError.refusing`) says its ``reason`` alone (the reader knows what they
    tried), a refusal of cards (:meth:`~penchant.errors.IllegalDeclarationError.cannot_declare`) "you" and the
    cards, then why; cards in symbols and never in quotes, anything else typed in curly quotes, a capital first
    letter.

    ``plain``: words put as written, without their quotes, and never read as cards (the players' names, a kind
    of combination): a player named ``JD`` stays ``JD``; only the rest of the message is put into words.

    >>> from penchant.errors import IllegalDeclarationError, PenchantError
    >>> refusal_words(IllegalDeclarationError.cannot_declare("9H TC", "these cards form no combination"))
    'You cannot declare 9♥ 10♣: these cards form no combination.'
    >>> from penchant.errors import IllegalPlayError
    >>> refusal_words(IllegalPlayError.refusing("play AS", "A♠ cannot be played: follow with 'QD'"))
    'A♠ cannot be played: follow with Q♦.'
    >>> refusal_words("'pear' is not a kind of combination")
    '“pear” is not a kind of combination.'
    >>> refusal_words("a brisquette for 'AC' refused: AC holds QS", plain=["AC"])
    'A brisquette for AC refused: AC holds Q♠.'
    """
    head, text = "", str(error)
    if isinstance(error, IllegalDeclarationError) and error.cards is not None and error.reason is not None:
        as_kind = f" as a {error.kind}" if error.kind else ""  # from its parts: the cards, the kind named, why
        head, text = f"you cannot declare {cards_as_written(error.cards)}{as_kind}: ", error.reason
    elif isinstance(error, PenchantError) and error.given is not None and error.reason is not None:
        given, text = error.given, error.reason  # from its parts: the reader knows what they tried, and reads why
        blank = isinstance(given, str) and not given.strip()  # nothing given: no empty quotes ("“” is not ...")
        if not blank and (text.startswith("not ") or (isinstance(error, InvalidNotationError | LookupError)
                                                      and not text.startswith("'"))):
            # text not read, a name not found, a reason that says what the input is not: which one (unless the
            # reason quotes the part not read, as an action's card refused by the card's reader: "'6S' is not a
            # card")
            head = f"“{given}”{refusal_link(text)}"  # as written (6S is no card; QS for a suit with no Queen)
    said = head + in_words(text, plain=plain, each=_quotes_in_words)
    first = head or split_at_names(text, plain)[0]  # a name first is as written: "player 1's pair"
    text = said.rstrip()
    if text and text[-1] not in ".!?…":
        text += "."  # a sentence, with its full stop
    return capitalised(text) if first else text


def reason_words(verdict: DeclarationVerdict) -> str:
    """Why the rules refuse (or allow) a declaration, its cards in symbols, said from the refusal's parts
    (:attr:`~penchant.rules.combinations.DeclarationVerdict.written`), never found again in the reason's notation.

    >>> from penchant.rules.combinations import check_declaration
    >>> from penchant.rules.holdings import Holdings
    >>> reason_words(check_declaration("QH QD", Holdings.parse(hand="QH"), "kandell"))
    'Q♦ is not in your hand or on your table'
    """
    return verdict.written(cards_words) if verdict.written is not None else verdict.reason


def refusal_in_names(exc: PenchantError, names: Sequence[str]) -> str:
    """A refusal of the deal in the names the board shows ("the first player's brisques" does not say which row,
    under a board whose rows say *You* and *Opponent*): a player's count refused is said of that player's name,
    from the refusal's parts (:class:`~penchant.errors.PlayerCountError`); any other as the engine says it.

    >>> from penchant.rules.deal_counts import count_refusal
    >>> refusal_in_names(count_refusal(0, "brisquettes", 3, "over the brisques", brisques=2), ("You", "Opponent"))
    'You have more brisquettes (3) than brisques (2): every brisquette is a brisque taken in the last six tricks.'
    >>> refusal_in_names(count_refusal(1, "brisques", 13, "over the pack"), ("You", "Opponent"))
    "Opponent's brisques 13 exceed the 12 in the pack."
    """
    if isinstance(exc, PlayerCountError) and exc.player is not None:
        name = names[exc.player]
        # "you" inside the sentence; refusal_words capitalises it
        return refusal_words(count_refusal_words(exc, name.lower() if is_you(name) else name))
    return refusal_words(exc)


def out_of_turn(to_move: int | None, seat: int, stage: str, action: str, names: Sequence[str]) -> IllegalPlayError:
    """The refusal of ``action`` tried by ``seat`` while ``to_move`` is to move (at ``stage``, the deal's stage by
    its value: ``"lead"``, ``"follow"``, or a turn to declare), in the names a board
    shows: whose turn it is and to do what, so a board that moves for both seats answers a card of the seat not
    to move.

    >>> refusal_words(out_of_turn(0, 1, "lead", "play AS", ("You", "Your opponent")))
    "It is your turn to lead, not your opponent's."
    >>> refusal_words(out_of_turn(1, 0, "follow", "play 7D", ("You", "Opponent")))
    "It is your opponent's turn to play to the trick, not yours."
    >>> refusal_words(out_of_turn(None, 0, "lead", "play 7D", ("You", "Opponent")))
    'The deal is over: nobody is to move.'
    """
    if to_move is None:
        return IllegalPlayError.refusing(action, "the deal is over: nobody is to move")
    whose = possessive(mid_sentence(names[to_move]))
    theirs = "yours" if is_you(names[seat]) else possessive(mid_sentence(names[seat]))
    what = {"lead": "to lead", "follow": "to play to the trick"}.get(stage, "to declare or pass")
    return IllegalPlayError.refusing(action, f"it is {whose} turn {what}, not {theirs}")
