"""English grammar for the engine's sentences: who is "you" (:func:`is_you`), "your" and "Ada's"
(:func:`possessive`), a verb agreeing with its subject or count (:func:`verb`, :func:`verb_form`), a capital
first letter (:func:`capitalised`), a player starting a sentence (:func:`sentence_start`). Language, not rules:
the game's words (:mod:`penchant.words`) and the puzzles, the marker and the widgets say their sentences
with these.

A leaf module (it imports nothing of the engine but its errors and number words), so the rules can use it.

>>> possessive("You"), possessive("Ada")
('Your', "Ada's")
>>> verb("You", "lead"), verb("Ada", "lead")
('You lead', 'Ada leads')
"""

from __future__ import annotations

import re
from typing import Final

from penchant.english.numbers import NUMBER_WORDS
from penchant.errors import InvalidNotationError

__all__ = ["addressed", "after_colon", "capitalised", "is_you", "mid_sentence", "possessive", "pronoun",
           "sentence_start", "verb", "verb_form"]


_NOT_A_NAME: Final = frozenset({"you", "the", "your", "a", "an", "he", "she", "his", "her", "their", "my", "our"})
"""The first words of a description of a player, not a name: a sentence it starts gets a capital."""


def is_you(name: str) -> bool:
    """Whether ``name`` is the reader ("you"), which takes the plain verb and "your"."""
    return name.strip().lower() == "you"


_ROLES: Final = {"opponent": "your opponent", "your opponent": "your opponent"}
"""Seat labels that name a player by role, not by name (the boards' "You" and "Opponent"), as a sentence says
them: a label's capital inside a sentence ("..., Opponent wins the trick") reads as a program's template."""


def mid_sentence(name: str) -> str:
    """A name as a subject inside a sentence: the reader is "you", small (``"In the game, You played 9♦"`` would read
    as a slip); a seat's role label as a player says it ("Opponent" is "your opponent"); anyone else keeps their
    name as written.

    >>> mid_sentence("You"), mid_sentence("Opponent"), mid_sentence("Your opponent"), mid_sentence("Ada")
    ('you', 'your opponent', 'your opponent', 'Ada')
    """
    if is_you(name):
        return "you"
    return _ROLES.get(name.strip().lower(), name)


def sentence_start(name: str) -> str:
    """A player starting a sentence: the reader as "You", a description of one ("the computer", "your opponent",
    "he") with a capital; a name as written (a capital would make "de Vries" "De Vries", "strong" "Strong").

    >>> sentence_start("you"), sentence_start("the computer"), sentence_start("de Vries"), sentence_start("Ada")
    ('You', 'The computer', 'de Vries', 'Ada')
    """
    return capitalised(name) if name.strip().split(" ", 1)[0].lower() in _NOT_A_NAME else name


def possessive(name: str) -> str:
    """``'You'`` -> ``'Your'``, ``'you'`` -> ``'your'``, ``'Ada'`` -> ``"Ada's"``."""
    if is_you(name):
        return name[0] + "our"
    return f"{name}'s"


def pronoun(name: str) -> str:
    """The player ``name`` said again, as a subject: the reader ``"you"``, anyone else ``"he"`` (the players are
    "he" in the game's words: "his table").

    >>> pronoun("you"), pronoun("your opponent")
    ('you', 'he')
    """
    return "you" if is_you(name) else "he"


def verb(name: str, base: str) -> str:
    """Subject and verb agreeing: ``verb('You', 'lead')`` -> ``'You lead'``, ``'Ada leads'``."""
    return f"{name} {verb_form(name, base)}"


def verb_form(subject: str | int, base: str, *, past: bool = False) -> str:
    """The verb alone, agreeing with ``subject`` (for a subject set apart, in bold say):
    ``verb_form('you', 'win')`` -> ``'win'``, ``verb_form('Ada', 'win')`` -> ``'wins'``; or with a count of the
    things it is said of: ``verb_form(1, 'come')`` -> ``'comes'``, ``verb_form(2, 'come')`` -> ``'come'``. ``be``
    says ``is``/``are`` (with ``past``, ``was``/``were``: the one verb whose past agrees with a count).

    >>> verb_form('your opponent', 'do'), verb_form('he', 'have'), verb_form('he', 'pass')
    ('does', 'has', 'passes')
    >>> verb_form(1, 'come'), verb_form(3, 'come'), verb_form(1, 'be', past=True), verb_form(2, 'be', past=True)
    ('comes', 'come', 'was', 'were')
    >>> verb_form(0, 'have'), verb_form(1, 'be'), verb_form('you', 'be')
    ('have', 'is', 'are')
    """
    one = subject == 1 if isinstance(subject, int) else not is_you(subject)
    if base == "be":
        return ("was" if one else "were") if past else ("is" if one else "are")
    if past:
        raise InvalidNotationError.refusing(base, "only 'be' has a past that agrees with its subject")
    if not one:
        return base
    if base == "have":
        return "has"
    if base.endswith(("s", "sh", "ch", "x", "o")):
        return f"{base}es"
    return f"{base}s"


def capitalised(text: str) -> str:
    """``text`` with a capital first letter, the rest as written (a sentence's start; ``str.capitalize`` would
    lower the rest, card names and all).

    >>> capitalised("playing the Ace of spades"), capitalised("")
    ('Playing the Ace of spades', '')
    """
    return text[:1].upper() + text[1:]


_OPENERS: Final = _NOT_A_NAME | frozenset({
    "this", "that", "these", "those", "it", "its", "there", "here", "every", "each", "not", "only", "nothing",
    "none", "neither", "both", "all", "any", "some", "more", "less",
    "after", "before", "when", "if", "as", "with", "without", "in", "on", "at", "for", "from", "to", "of", "by",
    "what", "which", "who", "why", "how", "now", "then", "since", "because", "but", "and", "or", "so",
    "adding", "play", "playing", "declare", "declaring", "count", "counting", "list", "look", "find", "enter",
    "type", "tick", "pick", "choose", "keep", "lead", "follow", "win", "take", "score", "try", "ask", "say",
}) | frozenset(NUMBER_WORDS)
"""Words that open a sentence and are never a name: after a colon they take no capital. Anything else (a
player's name, Kandell, an Ace) keeps the capital it was written with."""

_FIRST_WORD: Final = re.compile(r"^(\s*(?:<(?:b|i|em|strong|span)\b[^>]*>\s*)*)([A-Z][a-z]*)(?=[\s,;:.!?<]|$)")
"""The first word, past inline tags only: a paragraph (``<p>``) under a heading starts a sentence of its own."""


def after_colon(text: str) -> str:
    """``text`` as it reads after a heading that ends in a colon (``"Not allowed:"``): its first word small when it
    is an ordinary opener, so that the two read as one sentence ("Not allowed: You cannot…" reads as two); a name
    keeps its capital. A leading inline tag (``<b>``, ``<span>``) is passed over; a block (``<p>``) starts
    a sentence of its own.

    >>> after_colon("You cannot declare 9♠ 9♥"), after_colon("<b>Adding</b> Q♠"), after_colon("Ada leads")
    ('you cannot declare 9♠ 9♥', '<b>adding</b> Q♠', 'Ada leads')
    >>> after_colon("<p>The game is over</p>"), after_colon('<span class="x">The</span>')
    ('<p>The game is over</p>', '<span class="x">the</span>')
    >>> after_colon("Kandell's count"), after_colon("I see"), after_colon("“ten” is not a whole number")
    ("Kandell's count", 'I see', '“ten” is not a whole number')
    >>> after_colon("A♠ cannot be played"), after_colon("A card of the table")
    ('A♠ cannot be played', 'a card of the table')
    """
    m = _FIRST_WORD.match(text)
    if m is None or m.group(2).lower() not in _OPENERS:
        return text
    return f"{m.group(1)}{m.group(2).lower()}{text[m.end():]}"


_OBJECT_AFTER: Final = frozenset({
    "costs", "cost", "brings", "bring", "gives", "give", "lets", "let", "denies", "deny", "leaves", "leave", "makes",
    "make", "keeps", "keep", "shows", "show", "tells", "tell", "helps", "help", "puts", "put", "for", "to", "against",
    "with", "than", "of", "from", "beside", "before", "after", "by",
})
"""Words after which "you" is an object ("brings you 2 brisques", "lets you declare"): the verb after it, if any,
keeps its plain form."""
_KEPT_AFTER_YOU: Final = frozenset({
    "could", "can", "cannot", "can't", "may", "might", "must", "should", "would", "will", "shall", "had", "did",
    "played", "led", "won", "took", "declared", "passed", "chose", "made", "still", "then", "now", "also", "never",
    "only", "both", "all", "otherwise",
})
"""Words after a subject "you" that do not agree with it (a modal, a past, an adverb): "you could still declare"."""
_NOT_A_VERB: Final = frozenset({
    "the", "a", "an", "about", "nearly", "more", "less", "fewer", "in", "on", "at", "to", "and", "or", "but", "his",
    "him", "it", "its", "them", "their", "as", "than", "that", "this", "so", "too", "here", "there", "every", "each",
    "once", "twice", "what", "which", "who", "if", "when", "while", "for", "of", "with", "by", "from", "up", "out",
})
"""Words after "you" that are no verb to agree with it ("the cards you play" aside, "you" is then an object)."""
_SECOND_PERSON: Final = re.compile(r"\b(?:[Yy]ou(?:rs|r)?)\b(?:\s+([a-z']+))?")


def addressed(text: str, name: str) -> str:
    """``text``, said to the reader ("you"), said instead of the player ``name``: "you" and "your" become the name
    and its possessive, a verb after the name as subject agrees with it, so the review of a game between two
    computer players never says "strong played K♣ — Playing K♣ … brings you 2 brisques" with no "you" in the game.
    The other player stays "he": "his table" is the opponent's, as in the game's words. The reader is left as "you".

    >>> addressed("Your 9♥ gives up the pair (which you could otherwise declare), so you come to them with less", \
"strong")
    "strong's 9♥ gives up the pair (which strong could otherwise declare), so strong comes to them with less"
    >>> addressed("It brings you 2 brisques and lets you declare more; you hold 1 and you have the lead", "Ada")
    'It brings Ada 2 brisques and lets Ada declare more; Ada holds 1 and Ada has the lead'
    >>> addressed("Your pass keeps your cards", "you")
    'Your pass keeps your cards'
    """
    if is_you(name):
        return text
    out: list[str] = []
    at = 0
    for m in _SECOND_PERSON.finditer(text):
        word = m.group(0).split()[0]
        before = text[:m.start()].split()
        previous = before[-1].lower().strip("(,;:") if before else ""
        nxt = m.group(1)
        said = possessive(name) if word.lower() in ("your", "yours") else name
        if (word.lower() == "you" and nxt and previous not in _OBJECT_AFTER and nxt not in _KEPT_AFTER_YOU
                and nxt not in _NOT_A_VERB):
            follows = f"{verb_form(name, nxt)}"
        else:
            follows = nxt or ""
        gap = m.group(0)[len(word):len(m.group(0)) - len(nxt or "")]
        out.append(text[at:m.start()] + said + gap + follows)
        at = m.end()
    return "".join(out) + text[at:]
