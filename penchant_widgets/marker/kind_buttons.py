"""The deal screen's buttons for the kinds of combination: their order, their colour by the kind's family in the
rules, and their label (the kind and its points)."""

from __future__ import annotations

from penchant.english.grammar import capitalised
from penchant.rules.kinds import Kind
from penchant.words.kinds import kind_words

__all__ = ["KIND_CLASS", "KIND_ORDER", "kind_label"]

KIND_ORDER: tuple[Kind, ...] = (
    Kind.PENCHANT, Kind.MARRIAGE, Kind.BESITO,
    Kind.PAIR, Kind.TRIPLET, Kind.QUADRUPLET,
    Kind.FAMILY, Kind.CLAN, Kind.FLUSH, Kind.REUNION,
)
"""Couplings first (the most frequent), then sets, then runs."""

KIND_CLASS = {kind: f"pm-kind-{kind.kind_class.value}" for kind in Kind}
"""Each kind's button colour, by its family in the rules (Kind.kind_class: coupling, set or run)."""

_SOFT = {Kind.QUADRUPLET: "Quadru\u00adplet"}
"""A soft hyphen where a long name may break on a narrow phone (no clipped glyph)."""


def kind_label(kind: Kind, points: int) -> str:
    """A kind's button: its name (soft-hyphened where long) over the points it scores (``"Pair\n+10"``)."""
    return f"{_SOFT.get(kind, capitalised(kind_words(kind)))}\n+{points}"
