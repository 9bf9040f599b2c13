"""A game of four deals played through :class:`~penchant.play.state.DealState`, and its serialization.

The score sheet (:class:`~penchant.play.sheet.DealEntry`, :func:`~penchant.play.sheet.score_deal`,
:func:`~penchant.play.sheet.tally`) lives in :mod:`penchant.play.sheet` and a game's result
(:class:`~penchant.rules.game_scoring.GameResult`) in the rules: import them from there.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any, Final

from penchant.errors import (
    IllegalPlayError,
    InvalidNotationError,
    InvalidRecordError,
    InvalidSettingError,
    PenchantError,
)
from penchant.errors.internal import NOT_AN_OBJECT, BrokenInvariantError
from penchant.files.strict_reader import (
    Schema,
    choice,
    list_of,
    load_json,
    nullable,
    number,
    obj,
    pair_of,
    row_of,
    text,
    whole,
)
from penchant.play.dealing import new_deal, shuffle_of
from penchant.play.game_record import GameRecord
from penchant.play.header import game_header
from penchant.play.moves import Action
from penchant.play.names import MAX_NAME, names_read_first
from penchant.play.sheet import DealEntry
from penchant.play.state import DealState
from penchant.rules.cards import Card
from penchant.rules.dealing import cut_for_deal
from penchant.rules.game_scoring import (
    DEALS_PER_GAME,
    GAME_OVER_WORDS,
    GameResult,
    GameSoFar,
    check_game_length,
    game_complete,
    game_result,
)
from penchant.rules.procedure import SEAT_WORDS, dealer_of, player_index
from penchant.rules.profiles import DEFAULT_PROFILE, RULES_SCHEMA, Profile

__all__ = ["MATCH_SCHEMA", "NEXT_DEAL", "NOT_YOUR_TURN_WORDS", "Game"]


_RNG_WORD: Final = whole(0, 2**32 - 1)

NEXT_DEAL: Final = "next deal"
"""The request :meth:`Game.next_deal` quotes when it refuses it (its refusal's ``given``)."""

NOT_YOUR_TURN_WORDS: Final = "it is not your turn"
"""Why a seat's action is refused while the other player is to move (:meth:`Game.apply` with a ``seat``)."""

MATCH_SCHEMA: Final[Schema] = obj(
    {
        "format": choice("penchant-match/1"),
        "rules": RULES_SCHEMA,
        "players": pair_of(text(MAX_NAME, nonempty=True), "names"),  # read first by the one rule for names
        "first_dealer": choice(0, 1),
        "finished": list_of(obj(extra=True, expected="a position object"), 0, DEALS_PER_GAME,
                            f"a list of at most {DEALS_PER_GAME} positions"),
        "current": nullable(obj(extra=True, expected="a position object")),
        "rng": row_of(whole(), list_of(_RNG_WORD, 625, 625, "a list of 625 whole numbers"), nullable(number()),
                      expected="Python's random generator state: [version, 625 whole numbers, a number or null]"),
    },
    expected="a penchant-match/1 object",
)
"""A game in progress (:meth:`Game.to_json`): every field typed, no other field; each position is then read by
:meth:`DealState.from_json <penchant.play.state.DealState.from_json>`."""


def _position(data: Any, where: str) -> DealState:
    try:
        return DealState.from_json(data)
    except PenchantError as exc:
        raise exc.as_a(InvalidRecordError).within(where) from None


class Game:
    """A whole game of four deals, played through :class:`~penchant.play.state.DealState`.

    The first dealer comes from a cut (Foster: the lower cut deals; Kandell:
    the higher) unless given; the deal then alternates. Chance comes from the
    injected ``rng`` (a :class:`random.Random` or a seed). ``profile`` is the rules the game is played by
    (a :class:`~penchant.rules.profiles.Profile` or its name, ``"foster"``); the default, named in the
    signature, is :data:`~penchant.rules.profiles.DEFAULT_PROFILE` (Kandell's rules), and anything that names no
    rules (``None``) is refused with an :class:`~penchant.errors.UnknownProfileError`, not read as the default;
    names that are not two a score sheet takes, or a first dealer not 0 or 1, with an
    :class:`~penchant.errors.InvalidSettingError`: the header is checked as a record's
    (:func:`~penchant.play.header.game_header`), in the same words.

    ``shuffles``, if given, gives each deal its own chance: ``shuffles(n)`` is the generator deal ``n``
    (0-based) is dealt from, so the same deals come whatever was played before (a board that offers a
    new opponent on the same deals). ``deal_on_request``: a finished deal stays :attr:`current`, to be
    looked at and reviewed, until :meth:`next_deal` deals the next (a board's *Next deal*); by default
    the next deal is dealt at once.

    >>> g = Game(rng=7, first_dealer=0, deal_on_request=True)
    >>> g.deal_number, g.current.dealer
    (1, 0)
    """

    def __init__(
        self,
        profile: Profile | str = DEFAULT_PROFILE,
        rng: random.Random | int | None = None,
        first_dealer: int | None = None,
        players: tuple[str, str] = ("Player 1", "Player 2"),
        *,
        shuffles: Callable[[int], random.Random] | None = None,
        deal_on_request: bool = False,
    ) -> None:
        # the header checked as a record's (game_header), each refusal a setting's: the rules, two names, a first
        # dealer (None: the cut decides, once the rules are known); the shuffle as new_deal checks its own
        self._profile, self._players, _ = game_header(
            profile, players, 0 if first_dealer is None else first_dealer, InvalidSettingError)
        self._rng = shuffle_of(rng)
        if shuffles is not None and not callable(shuffles):
            raise InvalidNotationError(f"shuffles {shuffles!r} is not a function of the deal's number")
        self._shuffles = shuffles
        self._deal_on_request = deal_on_request
        self._cuts: tuple[tuple[Card, Card], ...] = ()
        if first_dealer is None:
            drawn = cut_for_deal(self._rng, self._profile)
            self._cuts, first_dealer = drawn.cuts, drawn.dealer
        self._first_dealer = player_index(first_dealer, "first_dealer", InvalidSettingError)
        self._finished: list[DealState] = []
        self._current: DealState = self._deal(0)

    def _deal(self, n: int) -> DealState:
        rng = self._shuffles(n) if self._shuffles is not None else self._rng
        return new_deal(self._profile, rng, dealer_of(n, self._first_dealer))

    # The game's fields are read-only (as DealState's): it changes only through apply and next_deal, validated.
    @property
    def profile(self) -> Profile:
        """The rules the game is played by."""
        return self._profile

    @property
    def rng(self) -> random.Random:
        """The chance the deals are dealt from (unless ``shuffles`` gives each deal its own)."""
        return self._rng

    @property
    def players(self) -> tuple[str, str]:
        """The players' names, player 0's first."""
        return self._players

    @property
    def first_dealer(self) -> int:
        """Who dealt the first deal (0 or 1); the deal then alternates."""
        return self._first_dealer

    @property
    def cuts(self) -> tuple[tuple[Card, Card], ...]:
        """The cuts for the first deal, each player's card, in order (empty when ``first_dealer`` was given or the
        game was read back)."""
        return self._cuts

    @property
    def shuffles(self) -> Callable[[int], random.Random] | None:
        """The generator of each deal's own chance, if given (``shuffles(n)`` deals deal ``n``, 0-based)."""
        return self._shuffles

    @property
    def deal_on_request(self) -> bool:
        """Whether a finished deal waits for :meth:`next_deal` (else the next is dealt at once)."""
        return self._deal_on_request

    @property
    def current(self) -> DealState:
        """The deal being played, or the one just finished while it waits for :meth:`next_deal` (the last one once
        the game is over). It is the game's own deal: play it through :meth:`apply`, which deals on."""
        return self._current

    @property
    def finished(self) -> tuple[DealState, ...]:
        """The deals played out, in order (read-only: a deal is finished by playing it, :meth:`apply`)."""
        return tuple(self._finished)

    @property
    def deals_finished(self) -> int:
        """How many deals are played out (0..4)."""
        return len(self._finished)

    @property
    def deal_number(self) -> int:
        """1..4: the deal being played, or the one just finished while it waits for :meth:`next_deal` (4 once
        the game is over)."""
        return self.deals_finished + (0 if self.current.is_over() else 1)

    @property
    def totals(self) -> tuple[int, int]:
        """The game's totals so far: the finished deals' scores added up."""
        return self.result().totals

    # The engine's convention, as DealState has it: a question (``is_...``, ``can_...``) is a method (``is_over()``,
    # ``is_legal(action)``, as python-chess's ``is_game_over()`` and OpenSpiel's ``is_terminal()``); a fact
    # named as a noun or an adjective is a property (``deal_number``, ``totals``; DealState's
    # ``last_six_lead_due``, ``tables_kept``, ``legal_declarations``). tests/architecture/design/
    # test_predicates_are_called.py fails on a question read without its call (``while not game.is_over:`` would
    # never run).

    def __repr__(self) -> str:
        """Who plays, by which rules, which deal and the totals (as python-chess prints ``<Board ...>`` for a
        board with its history): a game in progress is rebuilt from :meth:`to_str`, not from its repr."""
        (a, b), (x, y) = self.players, self.totals
        state = "over" if self.is_over() else f"deal {self.deal_number} of {DEALS_PER_GAME}"
        return f"<Game {a!r} {x}, {b!r} {y}: {state}, rules {self.profile!r}>"

    def is_over(self) -> bool:
        """Whether the game is over: four deals played."""
        return game_complete(self.deals_finished)

    @property
    def waiting_for_next_deal(self) -> bool:
        """A deal is over and the next is not dealt yet (only with ``deal_on_request``)."""
        return self.current.is_over() and not self.is_over()

    def apply(self, action: Action | str, *, seat: int | None = None) -> None:
        """Apply an action to the current deal in place (validated: a refusal raises and changes nothing; nothing
        is returned, as :meth:`DealState.apply <penchant.play.state.DealState.apply>`); a finished
        deal starts the next, unless the game deals on request. ``seat``, if given, is the player acting (a
        board playing one seat): an action out of turn is refused with :data:`NOT_YOUR_TURN_WORDS`."""
        if self.is_over():
            raise IllegalPlayError.refusing(str(action), GAME_OVER_WORDS)
        if self.current.is_over():
            raise IllegalPlayError.refusing(str(action), "the deal is over; the next deal is not dealt yet")
        if seat is not None and self.current.to_move != player_index(seat, "seat", InvalidSettingError):
            raise IllegalPlayError.refusing(str(action), NOT_YOUR_TURN_WORDS)
        self.current.apply(action)
        self._advance()

    def next_deal(self) -> DealState:
        """Deal the next deal once the current one is over (with ``deal_on_request``); returns it. Asked too early
        or after the game, it is refused as :meth:`apply` refuses a play out of time: an :class:`IllegalPlayError`
        (well-formed, not allowed now) quoting the request, :data:`NEXT_DEAL`."""
        refused = self.next_deal_refused()
        if refused is not None:
            raise refused
        self._current = self._deal(self.deals_finished)
        return self._current

    def next_deal_refused(self) -> IllegalPlayError | None:
        """Why :meth:`next_deal` would be refused now (``None``: it would deal): the one place its refusals are
        worded, so that a board asks rather than words its own ("Finish this deal first.").

        >>> game = Game(rng=1, deal_on_request=True)
        >>> str(game.next_deal_refused())
        "'next deal': deal 1 is not over yet"
        """
        if self.is_over():
            return IllegalPlayError.refusing(NEXT_DEAL, GAME_OVER_WORDS)
        if not self.current.is_over():
            return IllegalPlayError.refusing(NEXT_DEAL, f"deal {self.deal_number} is not over yet")
        return None

    def _advance(self) -> None:
        if self.current.is_over():
            self._finished.append(self.current)
            if not game_complete(self.deals_finished) and not self._deal_on_request:
                self._current = self._deal(self.deals_finished)

    def entries(self) -> list[DealEntry]:
        return [d.deal_entry() for d in self.finished]

    def result(self) -> GameResult:
        return game_result([d.scores for d in self.finished], self.profile)

    def so_far(self) -> GameSoFar:
        """The game so far as a score sheet shows it: the finished deals' :meth:`result` and, while a deal is under
        way, its points so far (none between deals, when the deal just finished waits for :meth:`next_deal`, nor once
        the game is over); its totals count both.

        >>> g = Game(rng=7, first_dealer=0)
        >>> g.so_far().in_play, g.so_far().totals
        ((0, 0), (0, 0))
        """
        return GameSoFar(self.result(), None if self.current.is_over() else self.current.scores)

    def record(self) -> GameRecord:
        """The game as a ``penchant-game/1`` record (with each deal's declared cards)."""
        extras: list[dict[str, Any]] = []
        for d in self.finished:
            extras.append({
                "cards": [[str(cards) for _, cards in d.declared[p]] for p in (0, 1)],
                "dealer": d.dealer,
                "trump": None if d.trump is None else d.trump.letter,
            })
        return GameRecord(self.profile, self.players, self.first_dealer, self.entries(), {}, extras)

    # --------------------------------------------------------- serialization
    def to_json(self) -> dict[str, Any]:
        """The game in progress: every deal's position and the RNG's state (so play goes on identically; a game
        dealt by ``shuffles`` or on request is read back as an ordinary game, dealing from its own RNG)."""
        version, internal, gauss = self.rng.getstate()
        return {
            "format": "penchant-match/1",
            "rules": self.profile.to_json(),
            "players": list(self.players),
            "first_dealer": self.first_dealer,
            "finished": [d.to_json() for d in self.finished],
            "current": None if self.is_over() else self.current.to_json(),
            "rng": [version, list(internal), gauss],
        }

    def to_str(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False)

    @classmethod
    def from_json(cls, data: object) -> Game:
        """Read a ``penchant-match/1`` object strictly (:data:`MATCH_SCHEMA`, then each deal's position); a bad one
        raises :class:`InvalidRecordError` naming the place and quoting the value."""
        data = names_read_first(data, InvalidRecordError)
        MATCH_SCHEMA.check(data, "", InvalidRecordError)
        if not isinstance(data, dict):
            raise BrokenInvariantError(NOT_AN_OBJECT)
        game = cls.__new__(cls)
        game._profile = Profile.from_json(data["rules"], "rules")
        game._players = (data["players"][0], data["players"][1])
        game._first_dealer = data["first_dealer"]
        game._cuts = ()
        game._shuffles, game._deal_on_request = None, False
        version, internal, gauss = data["rng"]
        game._rng = random.Random()
        try:
            game._rng.setstate((version, tuple(internal), gauss))
        except (TypeError, ValueError) as exc:
            raise InvalidRecordError(f"rng: not a state of Python's random generator ({exc}): "
                                     f"{str(data['rng'])[:60]!r}") from None
        game._finished = [game._deal_read(d, f"finished[{i}]", i) for i, d in enumerate(data["finished"])]
        for i, deal in enumerate(game._finished):
            if not deal.is_over():
                raise InvalidRecordError(f"finished[{i}]: deal {i + 1} is not over (stage {deal.stage.value!r}), "
                                         "but it is among the finished deals")
        current = data["current"]
        if current is None and not game.finished:
            raise InvalidRecordError("current: null, but no deal is finished: a game with no deal at all")
        if current is None:
            game._current = game.finished[-1]
            return game
        game._current = game._deal_read(current, "current", game.deals_finished)
        if game.current.is_over() and (not game.finished or current != game.finished[-1].to_json()):
            raise InvalidRecordError(f"current: deal {game.deals_finished + 1} is over "
                                     f"(stage {game.current.stage.value!r}), but it is not among the finished deals")
        return game

    def _deal_read(self, data: Any, where: str, n: int) -> DealState:
        """Deal ``n`` (0 for the first) of this game, read from ``data`` at ``where``: a position under the game's
        rules, dealt by the player whose deal it is. A current deal that is over is the last finished one again
        (a game dealing on request, waiting for its next deal)."""
        deal = _position(data, where)
        if deal.profile != self.profile:
            raise InvalidRecordError(f"{where}: a deal under the rules {deal.profile.name!r}, in a game under "
                                     f"{self.profile.name!r}")
        if where == "current" and deal.is_over() and n > 0:
            n -= 1
        check_game_length(n + 1, InvalidRecordError, f"{where}: ")
        dealer = dealer_of(n, self.first_dealer)
        if deal.dealer != dealer:
            raise InvalidRecordError(f"{where}: deal {n + 1} with dealer {deal.dealer!r}, but it is "
                                     f"{SEAT_WORDS[dealer]}'s to deal (first_dealer {self.first_dealer!r})")
        return deal

    @classmethod
    def from_str(cls, text: str) -> Game:
        return cls.from_json(load_json(text, InvalidRecordError))
