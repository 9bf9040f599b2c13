"""The typed errors: every refusal the engine makes is a :class:`PenchantError`.

It subclasses :class:`ValueError`, so callers that only know "bad value" still catch it: every error of bad input
is one. An error that is not of bad input is not (a server that cannot start,
:class:`~penchant.errors.serving.ServeError`, is an ``OSError``). Messages quote the offending input with ``!r`` and say
why it was refused. Import them from :mod:`penchant.errors`.
"""

from __future__ import annotations

import os
from typing import Final, Self, TypeVar

__all__ = [
    "QUOTED_LENGTH",
    "TOP_LEVEL",
    "quoted",
    "PenchantError",
    "InvalidNotationError",
    "InvalidSettingError",
    "UnknownProfileError",
    "RulesMismatchError",
    "IllegalPlayError",
    "IllegalDeclarationError",
    "BarredError",
    "InvalidRecordError",
    "ScoreEntryError",
    "PuzzleError",
    "RushNotOverError",
    "StaleEntryError",
    "STALE_REASON",
    "PlayerCountError",
]


TOP_LEVEL: Final = "the top level"
"""Where a refusal of a whole JSON value is (the strict reader's place for the empty path): said alone, and left
out once the file or record it is the top of is named (:meth:`PenchantError.within`)."""

QUOTED_LENGTH: Final = 60
"""The most characters of an input a refusal quotes: a longer one is cut, ending "…"."""


_E = TypeVar("_E", bound="PenchantError")


def quoted(value: object, limit: int = QUOTED_LENGTH) -> str:
    """``value`` as a refusal quotes it: its ``repr``, cut to ``limit`` characters and "…" when longer (a
    10,000-character name must not make a 10 KB message). The one way a refusal quotes what it was given. A path
    (``os.PathLike``) is quoted whole, as text: which file is meant must be read to its end.

    >>> quoted("play 7S"), quoted("Ada" * 30)
    ("'play 7S'", "'AdaAdaAdaAdaAdaAdaAdaAdaAdaAdaAdaAdaAdaAdaAdaAdaAdaAdaAdaAd…")
    >>> from pathlib import PurePosixPath
    >>> quoted(PurePosixPath("/a/folder/" * 10 + "games.sqlite3")).endswith("games.sqlite3'")
    True
    """
    if isinstance(value, os.PathLike):
        return repr(os.fspath(value))
    try:
        said = repr(value)
    except ValueError:  # an int past Python's digits limit cannot be written out
        return f"a {type(value).__name__} too long to write out"
    return said if len(said) <= limit else said[:limit] + "…"


def refusal_link(reason: str) -> str:
    """What joins a refused input to its reason: ``" is "`` before a reason that says what the input is not
    (``'6S' is not a card: ...``), else ``": "`` (``'play 7S': 7♠ is not in the second player's hand``).

    >>> refusal_link("not a card"), refusal_link("7♠ is not in the second player's hand")
    (' is ', ': ')
    """
    return " is " if reason.startswith("not ") else ": "


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
    refused: str | None = None
    """Which rule refuses, when the refusal is of a declaration (a ``penchant.rules.refused.Refused``): typed,
    for a caller that asks which rule, never by reading :attr:`reason`."""
    given: object = None
    """The input refused, as given (``"play 7S"``, an answer's cards), when the message quotes it before its
    :attr:`reason` (:meth:`refusing`): a reader, who knows what they tried, is told the reason alone."""
    where: tuple[str, ...] = ()
    """Where the refused input was, outermost first (``("'game.json'", "deal 2")``), when a caller that read it
    from a file or a record names it (:meth:`within`): the message says it before the refusal."""
    argument: str | None = None
    """The argument refused (or missing), by the name its refusal says (a Python keyword ``"won"``, a command
    line's ``"--deals"``, a record's field ``"players"``), when the refusal is of one (:meth:`refusing_argument`,
    :meth:`wanting`): a caller that takes it under another name (the command line's ``--won``) says the refusal
    with :attr:`given`, :attr:`reason` and :attr:`example` in its own words."""
    example: str | None = None
    """A value the :attr:`argument` would take, as written (``"6-5"``), when the refusal suggests one."""

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

    def __str__(self) -> str:
        said = super().__str__()
        return ": ".join((*self.where, said)) if self.where else said

    def within(self, where: str) -> Self:
        """This refusal, said of ``where`` (the file or record its input came from, as ``"'game.json'"``): its
        message is prefixed ``"<where>: "``; its type and parts are kept, never rebuilt from its message. The
        one way a caller adds where the input was: ``except PenchantError as exc: raise exc.within(name)``. The
        top of a JSON value (:data:`TOP_LEVEL`) is the top of the file or record named, and goes.

        >>> e = IllegalPlayError.refusing("play 7S", "the deal is over").within("deal 2").within("'g.json'")
        >>> str(e), e.given, e.where
        ("'g.json': deal 2: 'play 7S': the deal is over", 'play 7S', ("'g.json'", 'deal 2'))
        """
        self.where = (where, *(w for w in self.where if w != TOP_LEVEL))
        return self

    def said_as(self, message: str, **parts: object) -> Self:
        """A copy of this refusal worded ``message``, of its own type whatever its constructor takes, its typed
        parts kept except those given in ``parts`` (``argument="--won"``): how a caller that takes an argument
        under another name says the refusal in its own words, never by calling the error's class again.

        >>> e = InvalidSettingError.refusing_argument("won", "13-0", "is more than the twelve brisques")
        >>> said = e.said_as("--won '13-0': is more than the twelve brisques", argument="--won")
        >>> type(said).__name__, str(said), said.argument, said.given, e.argument
        ('InvalidSettingError', "--won '13-0': is more than the twelve brisques", '--won', '13-0', 'won')
        """
        error = type(self).__new__(type(self), message)
        error.args = (message,)
        error.__dict__.update(self.__dict__)
        for name, value in parts.items():
            if not hasattr(error, name):
                raise AttributeError(f"{type(self).__name__} has no part {name!r}")
            setattr(error, name, value)
        return error

    def as_a(self, kind: type[_E]) -> _E:
        """This refusal as a ``kind`` of error, its message and typed parts kept (``given``, ``reason``, ``player``,
        ``where``, ...): a field read from a record is an :class:`InvalidRecordError`
        whichever check refuses it, so a reader says so with ``raise exc.as_a(InvalidRecordError).within(name)``,
        never by building a new error from the old message. A refusal already of that kind is itself.

        >>> e = IllegalPlayError.refusing("play 7S", "the deal is over").as_a(InvalidRecordError).within("action 3")
        >>> type(e).__name__, str(e), e.given, e.reason
        ('InvalidRecordError', "action 3: 'play 7S': the deal is over", 'play 7S', 'the deal is over')
        """
        if isinstance(self, kind):
            return self
        error = kind(*self.args)
        error.__dict__.update(self.__dict__)
        return error

    @classmethod
    def refusing(cls, given: object, reason: str, *, whole: bool = False) -> Self:
        """The refusal of the input ``given``, with its parts: ``"'play 7S': <reason>"`` (quoted by :func:`quoted`:
        cut when long; ``whole``: not cut, as a file's path, which must be read to its end; ``given`` keeps it
        whole, a ``Path`` as text).

        >>> e = IllegalPlayError.refusing("play 7S", "7♠ is not in the second player's hand")
        >>> str(e), e.given, e.reason
        ("'play 7S': 7♠ is not in the second player's hand", 'play 7S', "7♠ is not in the second player's hand")
        """
        error = cls(f"{repr(given) if whole else quoted(given)}{refusal_link(reason)}{reason}", reason=reason)
        error.given = os.fspath(given) if isinstance(given, os.PathLike) else given
        return error

    @classmethod
    def refusing_argument(cls, argument: str, given: object, reason: str) -> Self:
        """The refusal of ``given`` as the value of the setting or argument ``argument``, with its parts:
        ``"<argument> <given, quoted> <reason>"``, the reason saying what it must be (``"must be 0 or more"``).
        The one way a setting's refusal is worded; a caller that takes it under another name says it again
        from :attr:`argument`, :attr:`given` and :attr:`reason`.

        >>> e = InvalidSettingError.refusing_argument("batch", 1, "must be a whole number, 2 or more")
        >>> str(e), e.argument, e.given, e.reason
        ('batch 1 must be a whole number, 2 or more', 'batch', 1, 'must be a whole number, 2 or more')
        """
        error = cls(f"{argument} {quoted(given)} {reason}", reason=reason)
        error.argument, error.given = argument, given
        return error

    @classmethod
    def wanting(cls, argument: str, wanted: str, given: object) -> Self:
        """The refusal of ``given`` where ``argument`` must be ``wanted``, with its parts: ``"<argument> must be
        <wanted>, not <given, quoted>"`` (a record's field or a call's argument named before what it takes).

        >>> e = InvalidRecordError.wanting("deals", "a list", {"deal": 1})
        >>> str(e), e.argument, e.given, e.reason
        ("deals must be a list, not {'deal': 1}", 'deals', {'deal': 1}, 'must be a list')
        """
        reason = f"must be {wanted}"
        error = cls(f"{argument} {reason}, not {quoted(given)}", reason=reason)
        error.argument, error.given = argument, given
        return error


class InvalidNotationError(PenchantError):
    """Text that is not valid card, position or record notation."""


class InvalidSettingError(PenchantError):
    """An argument that is not notation but a setting out of its bounds: a count (deals, sampled deals,
    play-outs), a search's budget or option, a study's scope, the seconds an answer took."""


class UnknownProfileError(InvalidSettingError, LookupError):
    """A name that names no rules profile (``get_profile("nope")``, ``new_deal("nope")``, the command line's
    ``--rules nope``): a setting, not notation; also a :class:`LookupError`, as an unknown player's name is."""


class RulesMismatchError(InvalidSettingError):
    """A player, a coach or a game's players built for one rule book and handed a deal, a view or a record of
    another (``Coach(FOSTER)`` asked about a Kandell deal): each judges by the rules of what it is handed, so
    one built for other rules is refused rather than left to value the moves by its own. Its parts: ``judge``
    (who was built), ``built`` and ``given`` (the two rule books, as ``repr`` writes them: a pasteable call)."""

    judge: str | None = None
    built: str | None = None
    given_rules: str | None = None

    @classmethod
    def between(cls, judge: str, built: object, given: object, what: str = "deal") -> Self:
        """The refusal of ``judge``, built for the rules ``built``, handed a ``what`` played under ``given``.

        >>> e = RulesMismatchError.between("strong", "get_profile('kandell')", "get_profile('foster')")
        >>> str(e).split(": build")[0]
        "strong was built for get_profile('kandell'), not this deal's rules, get_profile('foster')"
        """
        said_built, said_given = (b if isinstance(b, str) else repr(b) for b in (built, given))
        reason = f"build it with the {what}'s rules"
        error = cls(f"{judge} was built for {said_built}, not this {what}'s rules, {said_given}: {reason}",
                    reason=reason)
        error.judge, error.built, error.given_rules = judge, said_built, said_given
        return error


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
        return cls(f"cannot declare {quoted(cards)}{as_kind}: {reason}", cards=cards, kind=kind, reason=reason)


class BarredError(IllegalDeclarationError):
    """A minor set the opponent's table bars."""


class InvalidRecordError(PenchantError):
    """A game record or position that is well-formed JSON but impossible."""


class ScoreEntryError(PenchantError):
    """An impossible score entry (negative count, brisques not summing to 12, ...)."""


class InvalidNumberError(PenchantError):
    """A number the rules' arithmetic cannot take, quoted: a count of brisques no player takes (13, -1, ``True``),
    a score that is no score (:class:`InvalidScoreError`), a proportion of no trials. Whatever rule asks it, a bad
    number is this one class (a number is not notation, so never an :class:`InvalidNotationError`)."""


class InvalidScoreError(InvalidNumberError, ScoreEntryError):
    """A number that is no score (not whole, below nought, off the profile's step), quoted: a bad number
    (:class:`InvalidNumberError`) and, as the marker's entries are scores, a score entry refused
    (:class:`ScoreEntryError`)."""


class RushNotOverError(PenchantError):
    """A rush of the puzzle trainer asked to be kept before it is over, or before one has run: the rush refused is
    quoted (``given``)."""


class PuzzleError(InvalidRecordError):
    """A puzzle that is malformed, or whose position the engine refuses."""

    puzzle: object = None
    """The id of the puzzle refused, as given, when the refusal names it first (:meth:`of_puzzle`)."""

    @classmethod
    def of_puzzle(cls, pid: object, said: str | PenchantError, *, reason: str | None = None) -> Self:
        """The refusal of the puzzle ``pid`` for what ``said`` says, the puzzle named first: ``"puzzle '<pid>':
        <said>"`` (``pid`` quoted by :func:`quoted`; joined by a space when ``said`` goes on the sentence, as
        ``"has no 'kind'"``). Its parts: :attr:`puzzle`, the id as given, and :attr:`reason`, ``said`` unless a
        narrower reason is given. The one way a refusal names the puzzle it is about.

        ``said`` may be a refusal caught (the engine's, of the puzzle's position or story): it is then said of
        the puzzle as :meth:`within` says one of where it was, its message and typed parts kept (``reason``,
        ``given``, ``cards`` ...), as this kind of error (:meth:`as_a`).

        >>> e = PuzzleError.of_puzzle("decl-001", "difficulty must be 1..5, not 9")
        >>> str(e), e.puzzle, str(PuzzleError.of_puzzle("x", "has no 'kind'"))
        ("puzzle 'decl-001': difficulty must be 1..5, not 9", 'decl-001', "puzzle 'x' has no 'kind'")
        >>> e = PuzzleError.of_puzzle("t-1", InvalidSettingError.refusing_argument("player", 5, "must be 0 or 1"))
        >>> str(e), e.puzzle, e.given, e.reason
        ("puzzle 't-1': player 5 must be 0 or 1", 't-1', 5, 'must be 0 or 1')
        """
        if isinstance(said, PenchantError):
            named = said.as_a(cls).within(f"puzzle {quoted(pid)}")
            named.puzzle = pid
            return named
        link = " " if said.startswith(_GOES_ON) else ": "
        error = cls(f"puzzle {quoted(pid)}{link}{said}", reason=said if reason is None else reason)
        error.puzzle = pid
        return error


_GOES_ON: Final = ("has ", "is a ", "is an ")
"""How a refusal of a puzzle that goes on the sentence begins (``puzzle 'x' has no 'kind'``): after them
:meth:`PuzzleError.of_puzzle` joins with a space, not a colon."""


class PlayerCountError(ScoreEntryError):
    """One player's count on a deal entry refused, with its parts: ``player`` (the seat), ``count`` (which:
    ``"brisques"`` or ``"brisquettes"``), ``value`` (as given), ``problem`` (what is wrong with it: ``"not whole"``,
    ``"negative"``, ``"over the pack"``, ``"over the brisques"``) and, for brisquettes over the brisques,
    ``brisques``. Made by :func:`penchant.rules.deal_counts.count_refusal`, whose message names the seat;
    :func:`penchant.rules.deal_counts.count_refusal_words` says the same of a player's name."""

    def __init__(self, message: str, player: int, count: str, value: object, problem: str,
                 brisques: object = None) -> None:
        super().__init__(message, player=player)
        self.count, self.value, self.problem, self.brisques = count, value, problem, brisques

    def __reduce__(self) -> tuple[object, ...]:  # its own parts, and those set after (``where``, ``reason``)
        return (type(self), (self.args[0], self.player, self.count, self.value, self.problem, self.brisques),
                self.__dict__)


STALE_REASON: Final = "this screen now shows it, so check the sheet and tap again if you still mean it"
"""What a device whose tap came after another device's entry is told to do."""


class StaleEntryError(ScoreEntryError):
    """A tap on the score marker from a device that had not yet seen the other device's latest entry. Its parts:
    ``note``, that entry as the sheet words it (``None``: not an entry in force, such as an undo), and ``reason``,
    what to do now."""

    note: str | None = None

    @classmethod
    def entered(cls, what: str, note: str | None) -> StaleEntryError:
        """The refusal after the other device entered ``what`` (its description; ``note``: the entry's note).

        >>> e = StaleEntryError.entered("'Deal 1, trick 2: Bob wins'", "Deal 1, trick 2: Bob wins")
        >>> str(e).split(": this")[0], e.note
        ("the other device just entered 'Deal 1, trick 2: Bob wins'", 'Deal 1, trick 2: Bob wins')
        """
        error = cls(f"the other device just entered {what}: {STALE_REASON}", reason=STALE_REASON)
        error.note = note
        return error

    @classmethod
    def another_game(cls, game_id: object, players: tuple[str, str], rules: str) -> StaleEntryError:
        """The refusal of a tap from a page whose game is not the one stored as ``game_id`` (``players`` under
        ``rules``): another tab or device created that number at the same moment.

        >>> str(StaleEntryError.another_game(1, ("Ann", "Al"), "kandell")).split(": another")[0]
        "game 1 as stored is 'Ann' v 'Al' (kandell), not this page's game"
        """
        reason = "this screen now shows what is stored; open your game from the list of games"
        error = cls(f"game {game_id!r} as stored is {players[0]!r} v {players[1]!r} ({rules}), not this page's "
                    f"game: another tab or device wrote it at the same moment: {reason}", reason=reason)
        error.given = game_id
        return error


# Their public home: tracebacks, reprs and pickles name penchant.errors.InvalidNotationError, as before the
# reader moved to its own module.
for _error in (PenchantError, InvalidNotationError, UnknownProfileError, RulesMismatchError, IllegalPlayError,
               IllegalDeclarationError, BarredError, InvalidRecordError, ScoreEntryError, StaleEntryError,
               PlayerCountError, InvalidNumberError, InvalidScoreError):
    _error.__module__ = "penchant.errors"
