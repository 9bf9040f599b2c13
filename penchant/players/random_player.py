"""The random player: any legal action, uniformly. The baseline of every comparison."""

from __future__ import annotations

import random
from collections.abc import Sequence

from penchant.english.numbers import count_words
from penchant.play.forced import is_a_decision
from penchant.play.moves import Action
from penchant.play.view import PlayerView
from penchant.players.base import Choice, Deliberation, Player, check_view

__all__ = ["RandomPlayer"]


class RandomPlayer(Player):
    """Chooses uniformly among the legal actions with the ``rng`` it is given."""

    name = "random"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        check_view(view)
        self.rules_for(view)  # the random player weighs no rule, but plays no deal of other rules than its own
        legal = view.legal
        return legal[rng.randrange(len(legal))] if is_a_decision(legal) else legal[0]

    def analyse(self, view: PlayerView, rng: random.Random, include: Sequence[Action] = ()) -> Deliberation:
        check_view(view)
        n = len(view.legal)
        pick = self.choose(view, rng)
        others = [a for a in view.legal if a != pick]
        reason = f"chosen at random among the {count_words(n, 'legal action')}"
        choices = (Choice(pick, 0.0, reason), *(Choice(a, 0.0, "not drawn") for a in others))
        return Deliberation(self.name, choices, "no estimate: every action is equal to it", exact=False)
