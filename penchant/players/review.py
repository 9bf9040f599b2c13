"""Reviewing a deal: where points were lost, next to the engine's choices.

Each of a player's real decisions (two or more legal actions) is analysed
again by a reviewing player (the strong player by default), which values
the action actually taken alongside its own choice, from the same sampled
deals in Phase 1 (so the difference is not sampling luck) and exactly in
Phase 2. The *loss* of a decision is how many points, by that estimate, the
action taken gives away against the engine's choice (never negative).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from penchant.errors import IllegalPlayError
from penchant.play.state import Action, PlayerView
from penchant.players.base import Player

__all__ = ["NOTABLE_LOSS", "Review", "ReviewItem", "review_decisions"]

NOTABLE_LOSS: Final = 0.5
"""A decision that gives away more than this many points (of a brisque's worth) is pointed out."""


@dataclass(frozen=True)
class ReviewItem:
    """One decision: what was done, what the engine would have done, and the points between them."""

    number: int
    """1-based count of the player's real decisions in the deal."""
    trick: int
    """The trick it belongs to (1..16)."""
    phase: int
    stage: str
    taken: Action
    engine: Action
    taken_value: float
    engine_value: float
    exact: bool
    reason: str
    """The engine's reason for its choice."""

    @property
    def loss(self) -> float:
        return max(0.0, self.engine_value - self.taken_value)

    def to_json(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "trick": self.trick,
            "phase": self.phase,
            "stage": self.stage,
            "taken": str(self.taken),
            "engine": str(self.engine),
            "loss": round(self.loss, 2),
            "exact": self.exact,
            "reason": self.reason,
        }


@dataclass(frozen=True)
class Review:
    """Every real decision of one player in a deal, reviewed."""

    reviewer: str
    items: tuple[ReviewItem, ...]
    threshold: float = NOTABLE_LOSS

    @property
    def notable(self) -> list[ReviewItem]:
        """Decisions that lost more than ``threshold`` points, the costliest first."""
        return sorted((i for i in self.items if i.loss > self.threshold), key=lambda i: (-i.loss, i.number))

    @property
    def total_loss(self) -> float:
        return sum(i.loss for i in self.items)

    @property
    def agreed(self) -> int:
        """Decisions where the action taken was the engine's choice or as good by its estimate."""
        return sum(1 for i in self.items if i.taken == i.engine or i.loss == 0)

    def text(self) -> str:
        if not self.items:
            return "No real decisions to review (every move was forced)."
        lines = [
            f"{len(self.items)} decisions reviewed by {self.reviewer}: {self.agreed} agree with the engine; "
            f"about {self.total_loss:.1f} points given away in all."
        ]
        notable = self.notable
        if not notable:
            lines.append(f"No decision gave away more than {self.threshold:g} points.")
        for i in notable:
            how = "exactly" if i.exact else "estimated"
            lines.append(
                f"Trick {i.trick} ({i.stage}): you chose {i.taken}, the engine {i.engine}: "
                f"{i.loss:.1f} points lost ({how}). Why: {i.reason}"
            )
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        return {
            "reviewer": self.reviewer,
            "decisions": len(self.items),
            "agreed": self.agreed,
            "total_loss": round(self.total_loss, 2),
            "items": [i.to_json() for i in self.items],
        }


def review_decisions(
    decisions: Sequence[tuple[PlayerView, Action]], reviewer: Player, seed: int | str = 0
) -> Review:
    """Review ``(view, action taken)`` pairs in order; forced moves are skipped.

    The reviewer analyses decision ``n`` with ``random.Random(f"penchant-review:{seed}:{n}")``,
    so a review is reproducible.
    """
    items: list[ReviewItem] = []
    number = 0
    for n, (view, taken) in enumerate(decisions):
        if taken not in view.legal:
            raise IllegalPlayError(
                f"decision {n + 1}: {str(taken)!r} is not one of the legal actions {[str(a) for a in view.legal]!r}"
            )
        if len(view.legal) < 2:
            continue
        number += 1
        analysis = reviewer.analyse(view, random.Random(f"penchant-review:{seed}:{n}"), include=[taken])
        best = analysis.best
        items.append(
            ReviewItem(
                number=number,
                trick=view.tricks_played if view.stage.value in ("declare", "penchant") else view.tricks_played + 1,
                phase=view.phase,
                stage=view.stage.value,
                taken=taken,
                engine=best.action,
                taken_value=analysis.value_of(taken),
                engine_value=best.value,
                exact=analysis.exact,
                reason=best.reason,
            )
        )
    return Review(reviewer.name, tuple(items))
