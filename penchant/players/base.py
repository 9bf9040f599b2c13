"""What a computer player is, and what it sees.

A player gets a :class:`~penchant.play.state.PlayerView` (what one seat may see of a
deal) and never the raw :class:`~penchant.play.state.DealState`: hidden information
is explicit. It answers with one of the view's legal actions
(:meth:`Player.choose`) and can say why (:meth:`Player.explain`, the hint
button's text). :meth:`Player.analyse` gives the same reasoning as data, every
legal action with the player's estimate of its worth, which the review of a
deal compares with the actions actually taken.

Rules that a view does not carry (the scoring values, the trump switches)
come from the player's :class:`~penchant.rules.profiles.Profile`, given when the
player is made: the rules of a game are public.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from penchant.errors import IllegalPlayError, RulesMismatchError
from penchant.play.forced import is_forced
from penchant.play.moves import Action
from penchant.play.view import PlayerView
from penchant.rules.procedure import SEAT_WORDS
from penchant.rules.profiles import DEFAULT_PROFILE, Profile

__all__ = ["Deliberation", "Choice", "Player", "check_view", "not_analysed"]


@dataclass(frozen=True)
class Choice:
    """One legal action and a player's estimate of it.

    ``value`` is in points of the player's profile, from the chooser's side:
    the expected net points (own minus opponent's) of the rest of the deal for
    a searching player, a heuristic score for the greedy player. ``reason``
    says in words where the number comes from.
    """

    action: Action
    value: float
    reason: str

    def to_json(self) -> dict[str, Any]:
        return {"action": str(self.action), "value": round(self.value, 3), "reason": self.reason}


@dataclass(frozen=True)
class Deliberation:
    """A player's deliberation over one view: an estimate of every legal action, best first.

    ``method`` names how the values were found (``'exact Phase 2 solver'``,
    ``'40 sampled deals'``, ``'heuristic'``); ``exact`` is true when they are
    exact (Phase 2, or a single legal action).
    """

    player_name: str
    choices: tuple[Choice, ...]
    method: str
    exact: bool

    @property
    def best(self) -> Choice:
        return self.choices[0]

    def value_of(self, action: Action) -> float:
        """The estimate of ``action`` (one of the analysed actions)."""
        for c in self.choices:
            if c.action == action:
                return c.value
        raise not_analysed(action, [c.action for c in self.choices])

    def to_json(self) -> dict[str, Any]:
        return {
            "player": self.player_name,
            "method": self.method,
            "exact": self.exact,
            "choices": [c.to_json() for c in self.choices],
        }


def not_analysed(action: Action, analysed: Sequence[Action]) -> IllegalPlayError:
    """The refusal of ``action`` asked of an analysis that did not weigh it (a deliberation's, the coach's),
    quoting it and the actions it did weigh: the one sentence of it."""
    return IllegalPlayError.refusing(str(action), f"not one of the analysed actions {[str(a) for a in analysed]!r}")


def check_view(view: PlayerView) -> None:
    """Refuse a view in which the viewing player has nothing to do."""
    if view.to_move != view.player or not view.legal:
        raise IllegalPlayError(
            f"{SEAT_WORDS[view.player]} is not to move in this view (to move: {view.to_move!r}, "
            f"stage {view.stage.value!r}): there is nothing to choose"
        )


def judging_rules(judge: str, built: Profile, given: Profile, what: str = "deal") -> Profile:
    """The rules ``judge`` (a player or the coach, built for the rules ``built``) judges a ``what`` played under
    ``given`` by: ``given``, the rules of what it is handed, always. A judge built for other rules is refused with a
    :class:`~penchant.errors.RulesMismatchError` naming both, never left to value the moves by its own (a Foster
    deal's moves valued by Kandell's points and barring). The one check of a judge's rules: a player or the coach
    asks it for every view it is handed, a game for the players it is given, a review for its record.

    >>> from penchant.rules.profiles import FOSTER, KANDELL
    >>> judging_rules("greedy", FOSTER, FOSTER).name
    'foster'
    >>> try:
    ...     judging_rules("greedy", KANDELL, FOSTER)
    ... except RulesMismatchError as e:
    ...     print(e.judge, e.built, e.given_rules, sep="; ")
    greedy; get_profile('kandell'); get_profile('foster')
    """
    if given is not built and given != built:
        raise RulesMismatchError.between(judge, built, given, what)
    return given


class Player(ABC):
    """A computer player: ``name``, :meth:`choose`, :meth:`explain`, :meth:`analyse`.

    ``choose`` must return one of ``view.legal``; with a seeded ``rng`` it is
    deterministic.
    """

    name: str
    profile: Profile
    searches: bool = False
    """Whether the player searches before it moves (plays deals out, solves), so that a move can take a
    noticeable time: a board says it is thinking. The rules of thumb and the random player answer at once."""

    def __init__(self, profile: Profile = DEFAULT_PROFILE) -> None:
        self.profile = profile

    @abstractmethod
    def analyse(self, view: PlayerView, rng: random.Random, include: Sequence[Action] = ()) -> Deliberation:
        """Every legal action of ``view`` with this player's estimate, best first.

        A player that searches only some actions still values those in
        ``include`` (the review asks for the action actually taken).
        """

    def rules_for(self, view: PlayerView) -> Profile:
        """The rules this player judges ``view`` by: the view's own (:func:`judging_rules`, which refuses a view
        of other rules than the player was built for)."""
        return judging_rules(self.name, self.profile, view.profile)

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """The action this player takes (one of ``view.legal``)."""
        check_view(view)
        self.rules_for(view)
        if is_forced(view.legal):
            return view.legal[0]
        return self.analyse(view, rng).best.action

    def explain(self, view: PlayerView, rng: random.Random | None = None) -> str:
        """What this player would do in ``view``, and why (the hint)."""
        check_view(view)
        r = rng if rng is not None else random.Random(0)
        analysis = self.analyse(view, r)
        return explain_analysis(analysis)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r} ({self.profile.name})>"


def explain_analysis(analysis: Deliberation, others: int = 3) -> str:
    """The hint text: the best action and its reason, then the next few for comparison."""
    best = analysis.best
    lines = [f"{best.action}: {best.reason}"]
    rest = analysis.choices[1 : 1 + others]
    if rest:
        lines.append(f"compared ({analysis.method}):")
        lines.append(f"  {best.action}: {best.value:+.2f}")
        for c in rest:
            lines.append(f"  {c.action}: {c.value:+.2f}")
        left = len(analysis.choices) - 1 - len(rest)
        if left > 0:
            lines.append(f"  ... and {left} more")
    return "\n".join(lines)
