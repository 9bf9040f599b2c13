"""The two seats and the turn: a player's number, who deals each deal and the next game, who leads.

The deal alternates between the players, the first dealt by the winner of the cut (:func:`dealer_of`); the
dealer's opponent, the pone, leads to the first trick, then the winner of each trick leads to the next
(:func:`pone_of`, :func:`next_leader`; card by card, :func:`next_to_play`; the other seat,
:func:`other_player`). The next game between the same players (the marker's rematch) is dealt
first by the other player (:func:`next_game_dealer`). A player is 0 or 1 (:func:`player_index`), and a count kept
for each (tricks won, brisquettes taken) is credited to one of them (:func:`credited`). A refusal that names a seat
says it in :data:`SEAT_WORDS`.
"""

from __future__ import annotations

from typing import Final

from penchant.errors import InvalidRecordError, PenchantError

__all__ = [
    "SEAT_WORDS",
    "player_index",
    "other_player",
    "next_to_play",
    "dealer_of",
    "next_game_dealer",
    "pone_of",
    "next_leader",
    "first_trick_leader",
    "credited",
]


def player_index(value: object, what: str = "player", error: type[PenchantError] = InvalidRecordError) -> int:
    """A player: the two are numbered 0 and 1 (the dealer, a trick's winner, a seat). Anything else, ``True``
    and ``False`` included, is refused with ``error`` quoting it (an :class:`InvalidRecordError` unless the
    caller names its own, such as the marker's :class:`~penchant.errors.ScoreEntryError`).

    >>> player_index(1)
    1
    >>> player_index(True)
    Traceback (most recent call last):
    ...
    penchant.errors.InvalidRecordError: player must be 0 or 1, not True
    """
    if isinstance(value, bool) or not isinstance(value, int) or value not in (0, 1):
        raise error.wanting(what, "0 or 1", value)
    return value


def other_player(player: int, what: str = "player") -> int:
    """The other of the two players (0 or 1): a trick's other hand, the loser of a trick ``player`` won, the
    opponent whose count is read beside ``player``'s, the pone (:func:`pone_of`), the next game's first dealer
    (:func:`next_game_dealer`). Anything but 0 or 1 is refused quoting it, named ``what``
    (:func:`player_index`).

    >>> other_player(0), other_player(1)
    (1, 0)
    >>> other_player(2)
    Traceback (most recent call last):
    ...
    penchant.errors.InvalidRecordError: player must be 0 or 1, not 2
    """
    return 1 - player_index(player, what)


def next_to_play(player: int, follower_won: bool | None) -> int:
    """Who plays after ``player``'s card: after a lead (``follower_won`` ``None``: no trick is complete) the other
    player follows; after a follow the trick's winner leads the next, ``player`` himself if his card took the
    trick (``follower_won``), else the leader, the other.

    >>> next_to_play(0, None), next_to_play(0, True), next_to_play(0, False)
    (1, 0, 1)
    """
    return player if follower_won else other_player(player)


SEAT_WORDS: Final = ("the first player", "the second player")
"""The two seats in words, player 0's first, as a refusal names them (a record's, a position's, a deal's count
refusals), never by the engine's index; a caller with the players' names says a name instead
(:func:`~penchant.rules.deal_counts.count_refusal_words`). A refusal of a move names the player to move by his part
in it (the leader, the follower: :attr:`penchant.play.moves.Stage.mover_words`), never by seat: the second seat
leads the first trick when the first deals."""


def dealer_of(deal: int, first_dealer: int) -> int:
    """Who deals the game's deal ``deal`` (0 for the first): the deal alternates, the first dealt by
    ``first_dealer`` (the cut's loser or winner as the rules say: :func:`penchant.rules.dealing.dealer_from_cut`).

    >>> [dealer_of(d, 1) for d in range(4)]
    [1, 0, 1, 0]
    >>> dealer_of(0, 2)
    Traceback (most recent call last):
    ...
    penchant.errors.InvalidRecordError: the first dealer must be 0 or 1, not 2
    >>> dealer_of(-1, 0)
    Traceback (most recent call last):
    ...
    penchant.errors.InvalidRecordError: deal must be a count from 0, not -1
    """
    if isinstance(deal, bool) or not isinstance(deal, int) or deal < 0:
        raise InvalidRecordError.wanting("deal", "a count from 0", deal)
    return (player_index(first_dealer, "the first dealer") + deal) % 2


def next_game_dealer(first_dealer: int) -> int:
    """Who deals first in the next game between the same players (the marker's rematch), when the last game was
    dealt first by ``first_dealer``: the other player. The sources cut for the first deal of a game
    (:func:`penchant.rules.dealing.dealer_from_cut`) and say nothing of the game after; as the deal alternates
    within a game, the first deal alternates between games, so neither player deals first twice running.

    >>> next_game_dealer(0), next_game_dealer(1)
    (1, 0)
    """
    return other_player(first_dealer, "the first dealer")


def pone_of(dealer: int) -> int:
    """The pone, the dealer's opponent, who leads to the first trick; a dealer who is not a player (0 or 1) is
    refused quoting it (:func:`player_index`).

    >>> pone_of(0), pone_of(1)
    (1, 0)
    >>> pone_of(3)
    Traceback (most recent call last):
    ...
    penchant.errors.InvalidRecordError: the dealer must be 0 or 1, not 3
    """
    return other_player(dealer, "the dealer")


def next_leader(dealer: int, last_winner: int | None) -> int:
    """Who leads the next trick: the pone to the first (``last_winner`` ``None``: no trick played yet), then
    the winner of the last trick.

    >>> next_leader(0, None), next_leader(0, 0)
    (1, 0)
    """
    return pone_of(dealer) if last_winner is None else last_winner


def first_trick_leader(dealer: int, tricks_played: int) -> int | None:
    """Who leads the first trick (the pone, :func:`next_leader` with no trick won), while it is still being
    played; ``None`` once a trick has been won.

    >>> first_trick_leader(0, 0), first_trick_leader(1, 0), first_trick_leader(0, 1)
    (1, 0, None)
    """
    return next_leader(dealer, last_winner=None) if tricks_played == 0 else None


def credited(counts: tuple[int, int], player: int, more: int = 1) -> tuple[int, int]:
    """Each player's count (tricks won, brisquettes taken) with ``more`` credited to ``player`` (0 or 1).

    >>> credited((2, 1), 1), credited((3, 0), 0, more=2)
    ((2, 2), (5, 0))
    """
    return (counts[0] + more, counts[1]) if player == 0 else (counts[0], counts[1] + more)
