"""What a choice leads to, averaged over sampled deals: the record the players' sampling writes
(:func:`penchant.players.sampled_outcomes.sampled_outcomes`), a judged puzzle stores (``history["judge"]["outcomes"]``)
and its words read (:mod:`penchant.puzzles.words.judged`). It lives here, below both, so that one class holds it
(the puzzles may not import the players beside them).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

__all__ = ["Outcomes"]


@dataclass(frozen=True, slots=True)
class Outcomes:
    """The average, over ``deals`` sampled deals, of what one action leads to from now to the end of the deal
    (you first, your opponent second): ``net`` points (yours minus his), points ``declared``, ``brisques``
    taken, ``last_six`` points (brisquettes and book bonus); ``trick``: the share of deals in which you win the
    trick the action plays to (``None`` for a declaration); ``lead``: the share in which you lead the last six."""

    deals: int
    net: float
    declared: tuple[float, float]
    brisques: tuple[float, float]
    last_six: tuple[float, float]
    trick: float | None
    lead: float

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"deals": self.deals, "net": round(self.net, 4),
                               "declared": [round(x, 4) for x in self.declared],
                               "brisques": [round(x, 4) for x in self.brisques],
                               "last_six": [round(x, 4) for x in self.last_six], "lead": round(self.lead, 4)}
        if self.trick is not None:
            out["trick"] = round(self.trick, 4)
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Outcomes:
        def pair(key: str) -> tuple[float, float]:
            a, b = data[key]
            return (float(a), float(b))

        trick = data.get("trick")
        return cls(int(data["deals"]), float(data["net"]), pair("declared"), pair("brisques"), pair("last_six"),
                   None if trick is None else float(trick), float(data["lead"]))
