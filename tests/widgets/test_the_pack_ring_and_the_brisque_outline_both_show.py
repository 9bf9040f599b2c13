"""Chapter 1's pack, the brisques outlined: the blue ring of the card read about was drawn outside the red outline,
7 px out, over the outline of the brisque next to it and under the row's edge, so that on the 7♥ one hid the other
(issue #31). The ring is a band inside the card: it reaches no further out than the red outline, and a brisque read
about shows both."""

from __future__ import annotations

import re
from pathlib import Path

BOARDS = Path(__file__).resolve().parents[2] / "penchant_widgets" / "boards.css"
CARD = ".pt-packview .jupyter-widgets.jupyter-button.pt-card"


def _shadows(selector: str) -> list[str]:
    css = BOARDS.read_text(encoding="utf-8")
    found = re.search(re.escape(selector) + r"(?:,[^{]*)?\{([^}]*)\}", css)
    assert found, selector
    shadow = re.search(r"box-shadow:([^;}]*)", found.group(1))
    assert shadow, found.group(1)
    return [s.strip() for s in re.split(r",(?![^(]*\))", shadow.group(1))]


def _reach(shadow: str) -> int:
    """How far out a ring of ``shadow`` reaches (0 for one inside the card, or a soft shadow with no spread)."""
    if shadow.startswith("inset"):
        return 0
    lengths = [int(n) for n in re.findall(r"(?<![#\w.])(-?\d+)(?:px)?(?![\w.])", shadow)] + [0, 0, 0, 0]
    return max(0, lengths[3])


def test_the_ring_of_the_card_read_about_reaches_no_further_than_a_brisques_outline() -> None:
    outline = max(_reach(s) for s in _shadows(".jupyter-widgets.jupyter-button.pt-card.pt-marked"))
    for selector in (f"{CARD}.pt-selected", f"{CARD}.pt-selected.pt-marked"):
        assert max(_reach(s) for s in _shadows(selector)) <= outline, (selector, _shadows(selector))


def test_a_brisque_read_about_shows_its_red_outline_and_the_blue_ring() -> None:
    both = _shadows(f"{CARD}.pt-selected.pt-marked")
    assert any(s.startswith("inset") and "#1d4ed8" in s for s in both), both
    assert any(not s.startswith("inset") and "#e0483c" in s for s in both), both
