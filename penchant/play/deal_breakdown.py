"""A played deal's points by source: each player's declarations, with their cards, and their points part by part,
from the deal's score events (:func:`breakdown`), for the play boards' sheet, the coach's review and the position
checker. :class:`PointsByPart` is the one definition of a player's points of a deal part by part, which the marker's
sheet shares. The parts are added up by the rules (:func:`~penchant.rules.scoring.deal_score_so_far`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from penchant.errors.internal import BrokenInvariantError
from penchant.play.moves import ScoreEvent, ScoreKind
from penchant.rules.cards import CardSet
from penchant.rules.kinds import Kind
from penchant.rules.scoring import DealScore, deal_score_so_far
from penchant.words.kinds import combination_words, kind_words

__all__ = ["Breakdown", "DeclaredPart", "PointsByPart", "breakdown"]


@dataclass(frozen=True)
class DeclaredPart:
    """One declaration scored in a deal, typed: its kind, its cards and its points (a view lays them out as it
    likes; :attr:`words` is the part as a reader sees it)."""

    kind: Kind
    cards: CardSet
    points: int

    @property
    def words(self) -> str:
        """``'pair K♦ K♣'``, said from its kind and cards."""
        return combination_words(self.kind, self.cards)

    @property
    def notation(self) -> str:
        """``'pair KD KC'``, as records keep it."""
        return f"{kind_words(self.kind)} {self.cards}"


Declaration = TypeVar("Declaration")


@dataclass(frozen=True)
class PointsByPart(Generic[Declaration]):
    """One player's points of a deal, part by part: what they declared, as the one who keeps them knows a
    declaration (``Declaration``: a played deal's :class:`DeclaredPart`, the marker's ``SheetDeclaration``), and
    the rules' :class:`~penchant.rules.scoring.DealScore`. The one definition both a played deal's
    :class:`Breakdown` and the marker's ``PlayerBreakdown`` are."""

    declared: tuple[Declaration, ...]
    """Each declaration and its points, in order."""
    points: DealScore
    """The deal's points so far, part by part (the book bonus once it has ended)."""

    @property
    def total(self) -> int:
        """The deal's points so far, as the rules add a deal's parts (:attr:`DealScore.total`)."""
        return self.points.total


@dataclass(frozen=True)
class Breakdown(PointsByPart[DeclaredPart]):
    """Where one player's points of a played deal came from: what they declared, each part with its cards, and
    their points part by part (:class:`PointsByPart`)."""

    def to_json(self) -> dict[str, Any]:
        return {"declarations": [[d.notation, d.points] for d in self.declared],
                "declared": self.points.declarations, "brisquettes": self.points.brisquettes,
                "bonus": self.points.book_bonus, "total": self.total}


def breakdown(events: Iterable[ScoreEvent]) -> tuple[Breakdown, Breakdown]:
    """Each player's points so far, by source, from a deal's score events (``DealState.events``), added up by the
    rules (:func:`~penchant.rules.scoring.deal_score_so_far`)."""
    seen = tuple(events)
    out = []
    for p in (0, 1):
        decls: list[DeclaredPart] = []
        brisquettes: list[int] = []
        bonuses: list[tuple[int, int | None]] = []
        for e in seen:
            if e.player != p:
                continue
            if e.kind is ScoreKind.DECLARATION:
                if e.combination is None:  # ScoreEvent refuses a declaration that names no kind
                    raise BrokenInvariantError(f"a declaration's score event names no kind ({e.detail})")
                decls.append(DeclaredPart(e.combination, e.cards, e.points))
            elif e.kind is ScoreKind.BRISQUETTE:
                brisquettes.append(e.points)
            elif e.kind is ScoreKind.BONUS:
                bonuses.append((e.points, e.brisques))
            else:
                raise BrokenInvariantError(f"a score event of no kind a deal scores ({e.kind})")
        points = deal_score_so_far((d.points for d in decls), brisquettes, bonuses)  # the rules add the parts
        out.append(Breakdown(tuple(decls), points))
    return out[0], out[1]
