"""Chapter 6 said "If no trump was set in the first ten tricks, rule 3 is void" under a list the reader may not see
numbered (issue #31): a chapter points at a rule by its words, never by a list's number. Chapter 6 names the duty
that falls away, the one its list of obligations sets in bold."""

from __future__ import annotations

import json
import re
from pathlib import Path

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def _prose(path: Path) -> str:
    chapter = json.loads(path.read_text("utf-8"))
    return "\n".join("".join(c["source"]) for c in chapter["cells"] if c["cell_type"] == "markdown")


def test_no_chapter_points_at_a_rule_by_its_number() -> None:
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        said = re.findall(r"\b(?:rule|obligation|duty) (?:no\. )?\d\b", _prose(path), flags=re.IGNORECASE)
        assert not said, (path.name, said)


def test_chapter_6_names_the_duty_that_falls_away_without_trump() -> None:
    prose = _prose(NOTEBOOKS / "06_the_last_six_tricks.ipynb")
    duties = re.findall(r"^\d\. (.*)$", prose, flags=re.MULTILINE)
    assert any("**no card of the suit led, trump**" in d for d in duties), duties
    after = " ".join(prose.split("4. otherwise play any card.", 1)[1].split())
    assert after.startswith("If no trump was set in the first ten tricks, the duty to **trump** falls away"), after
