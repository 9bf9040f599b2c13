"""What every board says in the same words, with its cards as the boards show them (HTML): an engine's refusal
(:func:`refusal_text`, in a message box :func:`refusal_html`) and your only card, played for you
(:func:`forced_words`). The words are the engine's (:func:`~penchant.words.refusals.refusal_words`,
:func:`~penchant.english.grammar.verb_form`); this module sets them with the cards of :mod:`penchant_widgets.cards`.
No rule here.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from penchant.english.grammar import verb_form
from penchant.rules.cards import Card
from penchant.words.refusals import refusal_words
from penchant_widgets.cards import cards_text, symbolize
from penchant_widgets.html_parts import message_html

__all__ = ["forced_words", "refusal_html", "refusal_text"]


def forced_words(cards: Sequence[Card]) -> str:
    """What every board that plays your only card for you says of it (HTML): "Then you had no choice: 7♥ was played
    for you.", one sentence wherever a forced card is played."""
    return f"Then you had no choice: {cards_text(cards)} {verb_form(len(cards), 'be', past=True)} played for you."


def refusal_text(error: object, *, plain: Iterable[str] = ()) -> str:
    """An engine refusal as every board says it (HTML): the reader's words
    (:func:`~penchant.words.refusals.refusal_words`; ``plain``: names put as written), its cards as the boards show
    cards (:func:`symbolize`). The one way a board shows a refusal, never its bare message (an architecture scan,
    ``tests/architecture/design/test_refusals_shown_in_words.py``)."""
    return symbolize(refusal_words(error, plain=plain))


def refusal_html(error: object, *, title: str | None = None, plain: Iterable[str] = ()) -> str:
    """:func:`refusal_text` in an error message box headed ``title``."""
    return message_html(refusal_text(error, plain=plain), "error", title=title, raw=True)
