"""A game's header, checked once for every class that carries one: the rules, the players'
names and who deals first, as :class:`~penchant.play.game.Game`,
:class:`~penchant.play.game_record.GameRecord` and :class:`~penchant.play.play_record.PlayRecord` take them.
Each refuses with its own type (a game's settings an :class:`~penchant.errors.InvalidSettingError`, a record's
fields an :class:`~penchant.errors.InvalidRecordError`) and the same words.
"""

from __future__ import annotations

from typing import NamedTuple

from penchant.errors import PenchantError
from penchant.play.names import player_names
from penchant.rules.procedure import player_index
from penchant.rules.profiles import Profile, get_profile

__all__ = ["GameHeader", "game_header"]


class GameHeader(NamedTuple):
    """A game's header as checked: the rules, the two names (tidied as the score sheet tidies them), the first
    dealer (0 or 1)."""

    profile: Profile
    players: tuple[str, str]
    first_dealer: int


def game_header(profile: object, players: object, first_dealer: object,
                error: type[PenchantError]) -> GameHeader:
    """The header checked: ``profile`` a :class:`Profile` or the name of one (read by
    :func:`~penchant.rules.profiles.get_profile`), ``players`` two names by the score sheet's one rule
    (:func:`~penchant.play.names.player_names`), ``first_dealer`` 0 or 1. A refusal is an ``error`` (a profile
    not named keeps its :class:`~penchant.errors.UnknownProfileError` when that is one) said of its field
    (``"rules: "``, ``"players: "``).

    >>> game_header("Foster", [" Ada ", "Ben"], 1, PenchantError)
    GameHeader(profile=get_profile('foster'), players=('Ada', 'Ben'), first_dealer=1)
    >>> game_header("kandell", ("Ada", "ada"), 0, PenchantError)
    Traceback (most recent call last):
    ...
    penchant.errors.PenchantError: players: both players are called 'Ada': give them different names so they ...
    >>> game_header(5, ("Ada", "Ben"), 0, PenchantError)
    Traceback (most recent call last):
    ...
    penchant.errors.UnknownProfileError: rules: 5 is not a rules profile: one of foster, kandell, modern
    """
    try:
        rules = get_profile(profile)  # type: ignore[arg-type]  # anything else is refused by it, quoted
    except PenchantError as exc:
        raise exc.as_a(error).within("rules") from None
    try:
        names = player_names(players, error)
    except PenchantError as exc:
        raise exc.within("players") from None
    return GameHeader(rules, names, player_index(first_dealer, "first_dealer", error))
