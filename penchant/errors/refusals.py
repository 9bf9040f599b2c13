"""The typed errors: every refusal the engine makes is a :class:`PenchantError`.

It subclasses :class:`ValueError`, so callers that only know "bad value" still catch it. Messages quote the
offending input with ``!r`` and say why it was refused. Import them from :mod:`penchant.errors`.
"""

from __future__ import annotations

from typing import Self

__all__ = [
    "PenchantError",
    "InvalidNotationError",
    "IllegalPlayError",
    "IllegalDeclarationError",
    "BarredError",
    "InvalidRecordError",
    "ScoreEntryError",
    "PuzzleError",
]


class PenchantError(ValueError):
    """Base class of every error the engine raises on bad input.

    A refusal about one player, or about cards, also carries those facts (``player``, ``cards``, ``kind``,
    ``reason``), set where it is raised: a caller that says it again in its readers' words (the marker in the
    players' names, a board in its seats' names) builds its sentence from them, never by rewording the message.
    """

    player: int | None = None
    """The seat (0 or 1) the refusal is about, when it is about one player's entry."""
    cards: str | None = None
    """The cards refused, as given (notation), when the refusal is of cards."""
    kind: str | None = None
    """The kind of combination the cards were given as, when one was named."""
    reason: str | None = None
    """Why, in words, without the input (the message's part after the colon)."""
    attempt: str | None = None
    """The entry refused, as the marker describes it (``"Ann's 'marriage'"``), when the refusal is of one entry
    (its :attr:`reason` says why): the marker's sentence is built from the two."""

    def __init__(self, *args: object, player: int | None = None, cards: str | None = None, kind: str | None = None,
                 reason: str | None = None) -> None:
        super().__init__(*args)
        if player is not None:
            self.player = player
        if cards is not None:
            self.cards = cards
        if kind is not None:
            self.kind = kind
        if reason is not None:
            self.reason = reason


class InvalidNotationError(PenchantError):
    """Text that is not valid card, position or record notation."""


class IllegalPlayError(PenchantError):
    """A well-formed action that the rules do not allow now."""


class IllegalDeclarationError(IllegalPlayError):
    """A declaration the rules refuse (not a combination, no fresh card, ...)."""

    @classmethod
    def cannot_declare(cls, cards: str, reason: str, *, kind: str | None = None) -> Self:
        """The refusal of ``cards`` (as given), with its parts: ``"cannot declare '9S 9C': <reason>"`` (``kind``:
        the kind they were given as, ``"cannot declare '9S 9C' as a pair: ..."``).

        >>> e = IllegalDeclarationError.cannot_declare("9S 9C", "9S was played to a trick this deal")
        >>> str(e), e.cards, e.reason
        ("cannot declare '9S 9C': 9S was played to a trick this deal", '9S 9C', '9S was played to a trick this deal')
        """
        as_kind = f" as a {kind}" if kind else ""
        return cls(f"cannot declare {cards!r}{as_kind}: {reason}", cards=cards, kind=kind, reason=reason)


class BarredError(IllegalDeclarationError):
    """A minor set the opponent's table bars."""


class InvalidRecordError(PenchantError):
    """A game record or position that is well-formed JSON but impossible."""


class ScoreEntryError(PenchantError):
    """An impossible score entry (negative count, brisques not summing to 12, ...)."""


class PuzzleError(InvalidRecordError):
    """A puzzle that is malformed, or whose position the engine refuses."""


# Their public home: tracebacks, reprs and pickles name penchant.errors.InvalidNotationError, as before the
# reader moved to its own module.
for _error in (PenchantError, InvalidNotationError, IllegalPlayError, IllegalDeclarationError, BarredError,
               InvalidRecordError, ScoreEntryError):
    _error.__module__ = "penchant.errors"
