"""A player's name on a score sheet: the one rule for the names a game's two players go by, and what tells one
name from another.

:func:`player_names` is the rule (two names of text that show, within :data:`MAX_NAME`, told apart by
:func:`name_key`), for the marker's new game, a record's players and a match's seats; :func:`names_read_first` reads a
record's players by it before the record's schema reads the rest. It imports only the errors and the seats' words.
"""

from __future__ import annotations

import unicodedata

from penchant.errors import PenchantError, ScoreEntryError, quoted
from penchant.rules.procedure import SEAT_WORDS

__all__ = ["MAX_NAME", "name_key", "names_read_first", "player_names"]


MAX_NAME = 24
"""The longest player name a score sheet takes (it must fit the marker's buttons)."""


def name_key(name: str) -> str:
    """What tells one player's name from another: its words, without regard to case, spacing, how its letters are
    encoded or characters that show nothing ("Ada" and " ada" are one name; so are "José" typed with its accent as
    one character or two, and "Ann" with a zero-width joiner inside). The name is read in Unicode's compatibility
    form (NFKC), its format characters (Unicode's category Cf: zero-width joiners and spaces, the byte-order mark)
    left out, then compared without case. :func:`player_names` refuses two names with one key; figures kept per
    name key them so.

    >>> name_key(" Ben  Lee") == name_key("ben lee")
    True
    >>> name_key("Jose\u0301") == name_key("Jos\u00e9"), name_key("A\u200dnn") == name_key("Ann")
    (True, True)
    """
    shown = "".join(ch for ch in unicodedata.normalize("NFKC", name) if unicodedata.category(ch) != "Cf")
    return unicodedata.normalize("NFKC", " ".join(shown.split()).casefold())


_BIDI_CONTROLS: frozenset[str] = frozenset(map(chr, [*range(0x202A, 0x202F), *range(0x2066, 0x206A)]))
"""The bidirectional controls (embeddings, overrides and isolates, U+202A–U+202E and U+2066–U+2069): in a name
they would reorder the text around it on the tally line, the CSV and the result card."""

_UNSEEN_CATEGORIES: frozenset[str] = frozenset({"Cf", "Cc", "Zs", "Zl", "Zp"})
"""The Unicode categories of characters that show nothing: format and control characters, and separators."""


def _shows_something(name: str) -> bool:
    """Whether ``name`` holds a character that shows (one outside :data:`_UNSEEN_CATEGORIES`)."""
    return any(unicodedata.category(ch) not in _UNSEEN_CATEGORIES for ch in name)


def player_names(players: object, error: type[PenchantError] = ScoreEntryError) -> tuple[str, str]:
    """The two players' names as a score sheet keeps them (inner spaces collapsed), or ``error`` saying why
    not: two names of text, neither empty, nor without a character that shows (a zero-width space alone), nor
    holding a bidirectional control (U+202A–U+202E, U+2066–U+2069), nor longer than :data:`MAX_NAME`, told apart
    without regard to case ("Ada" and "ada" are one name). The one rule for the marker's new game and a
    record's players. A refusal quotes the name as ``repr`` does, so an unseen character shows escaped.

    >>> player_names(["  Ada ", "Ben  Lee"])
    ('Ada', 'Ben Lee')
    >>> player_names(["Ada", "\u200b"])
    Traceback (most recent call last):
    ...
    penchant.errors.ScoreEntryError: the second player's name '\u200b' has no character that shows: type a name
    """
    if not isinstance(players, tuple | list) or len(players) != 2:
        raise error(f"a game has two players, not {quoted(players)}")
    names = []
    for i, raw in enumerate(players):
        if not isinstance(raw, str):
            raise error(f"{SEAT_WORDS[i]}'s name must be text, not {quoted(raw)}")
        name = " ".join(raw.split())
        if not name:
            raise error(f"{SEAT_WORDS[i]}'s name {quoted(raw)} is empty: type a name")
        if not _shows_something(name):
            raise error(f"{SEAT_WORDS[i]}'s name {quoted(raw)} has no character that shows: type a name")
        if _BIDI_CONTROLS.intersection(name):
            raise error(f"{SEAT_WORDS[i]}'s name {quoted(raw)} holds a control that reorders the text around it "
                        "(a bidirectional override, embedding or isolate): type the name without it")
        if len(name) > MAX_NAME:
            raise error(f"the name {quoted(raw)} is too long: at most {MAX_NAME} characters")
        names.append(name)
    if name_key(names[0]) == name_key(names[1]):
        raise error(f"both players are called {names[0]!r}: give them different names so they can be told apart")
    return names[0], names[1]


def names_read_first(data: object, error: type[PenchantError]) -> object:
    """A record's JSON object with its ``players`` read by :func:`player_names` (a refusal said of ``players``) when
    they are two texts, before the reader's schema checks the rest: the names it then sees are the ones kept,
    within :data:`MAX_NAME`, so a name is refused by the one rule, in its words, whatever the record. Anything else
    is given back as it is, for the schema to refuse in its own words (not an object, not two texts)."""
    if not isinstance(data, dict):
        return data
    players = data.get("players")
    if not (isinstance(players, list) and len(players) == 2 and all(isinstance(n, str) for n in players)):
        return data
    try:
        names = player_names(players, error)
    except PenchantError as exc:
        raise exc.within("players") from None
    return {**data, "players": list(names)}
