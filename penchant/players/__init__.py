"""Computer players (the coach is :mod:`penchant.coaching`, matches and studies :mod:`penchant.studies`).

``get_player(name, profile)`` makes a player by name: ``random``, ``greedy``,
``strong`` (the default search budget), ``strong:N`` (``N`` sampled deals per
Phase 1 decision), ``master`` (strong's sampled deals, up to three times as many
for a close choice, the candidates raced deal by deal, and the last tricks
of Phase 1 searched to the end), ``master:N`` (at most ``N`` deals), ``ismcts``
(one search tree over what it cannot see, :mod:`penchant.players.ismcts`),
``ismcts:N`` (``N`` iterations) or ``ismcts:0.3s`` (0.3 seconds a decision). A
player sees only a :class:`~penchant.play.state.PlayerView`. Strong, master, the coach and the judged puzzles'
figures judge a decision of the first ten tricks by one evaluator, the sampled deals of
:class:`~penchant.players.sampled_deals.SampledJudgement`. Their play-outs play both sides by the greedy player's
rules of thumb (:func:`~penchant.players.greedy.greedy_action`), each from what he knows, on bit masks
(:mod:`penchant.players.mask_knowledge`).
"""

from __future__ import annotations

from typing import Final

from penchant.errors import InvalidNotationError, UnknownPlayerError
from penchant.players.base import Choice, Deliberation, Player
from penchant.players.greedy import GreedyPlayer
from penchant.players.ismcts import IsmctsPlayer, parse_budget
from penchant.players.master import MasterPlayer
from penchant.players.random_player import RandomPlayer
from penchant.players.strong import DEFAULT_SAMPLES, StrongPlayer
from penchant.rules.profiles import DEFAULT_PROFILE, Profile, get_profile

__all__ = [
    "DEFAULT_SAMPLES",
    "PLAYER_NAMES",
    "PLAYER_NAME_FORMS",
    "PLAYER_WORDS",
    "Deliberation",
    "Choice",
    "GreedyPlayer",
    "IsmctsPlayer",
    "MasterPlayer",
    "Player",
    "RandomPlayer",
    "StrongPlayer",
    "get_player",
]

PLAYER_NAMES = ("random", "greedy", "strong", "ismcts", "master")
"""The players of the stored ladder by name (``penchant/data/ladder.json``; ``strong:N`` sets the strong player's
budget); ``ismcts`` was added to it by ``python -m benchmarks.ladder --replay ismcts``."""

PLAYER_WORDS = {
    "master": "master: thinks furthest ahead, beats strong more often than not",
    "strong": "strong: thinks before each move",
    "greedy": "greedy: rules of thumb, a gentle start",
    "random": "random: plays any card the rules allow",
}
"""Each player of the ladder a learner may choose as his opponent, as he reads it, highest rated on the ladder first
(chapter 8 says there are four): all but ``ismcts``, the studies' sparring partner, rated on the ladder but not
offered. Master's words say what is measured (docs/players-and-studies.md): ahead of strong in the long match, and
level with ``ismcts`` within the intervals, so not "the strongest"."""


PLAYER_NAME_FORMS: Final = "random, greedy, strong, strong:N, master, master:N, ismcts, ismcts:N or ismcts:0.3s"
"""Every form of name :func:`get_player` takes, as a command's help and a refusal say them (N sampled deals for
strong and master, N iterations or seconds a decision for ismcts)."""


def get_player(name: str, profile: Profile | str = DEFAULT_PROFILE) -> Player:
    """A player by name: ``random``, ``greedy``, ``strong``, ``strong:N`` (N sampled deals), ``master``,
    ``master:N``, ``ismcts``, ``ismcts:N`` (N iterations) or ``ismcts:0.3s`` (seconds a decision)."""
    prof = get_profile(profile)
    if not isinstance(name, str):
        raise UnknownPlayerError.refusing(name, f"not a player name: one of {PLAYER_NAME_FORMS}")
    key = name.strip().lower()
    if key == "random":
        return RandomPlayer(prof)
    if key == "greedy":
        return GreedyPlayer(prof)
    if key == "strong":
        return StrongPlayer(prof)
    if key == "master":
        return MasterPlayer(prof)
    if key == "ismcts":
        return IsmctsPlayer(prof)
    if key.startswith("ismcts:"):
        budget = key.split(":", 1)[1].strip()
        try:
            iterations, seconds = parse_budget(budget)
        except InvalidNotationError as exc:
            raise UnknownPlayerError.refusing(
                name, f"not a player name: its budget {exc.given!r}: {exc.reason}") from None
        return IsmctsPlayer(prof, iterations, seconds, name=f"ismcts:{budget}")
    if key.startswith(("strong:", "master:")):
        who, budget = (part.strip() for part in key.split(":", 1))
        if not budget.isdigit() or int(budget) < 1:
            raise UnknownPlayerError.refusing(name, f"not a player name: the {who} player's budget is a whole number "
                                                    f"of sampled deals, 1 or more, as in '{who}:200'")
        if who == "master":
            return MasterPlayer(prof, samples=int(budget), name=f"master:{int(budget)}")
        return StrongPlayer(prof, samples=int(budget))
    raise UnknownPlayerError.refusing(name, f"not a player name: one of {PLAYER_NAME_FORMS}")
