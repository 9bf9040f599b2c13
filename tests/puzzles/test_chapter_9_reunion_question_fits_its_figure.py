"""Chapter 9's first check (newcomer 40, #5) asked "Early in a deal you hold J♥ Q♥ K♥" while its answer argued from
the chance of ever holding all five cards of a reunion: one who holds three already is far likelier to finish it.
The question now asks what its figure answers: how often a reunion comes at all, with no cards already held."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

from penchant.puzzles.bank import get
from penchant.puzzles.checkers.understanding import analyse
from penchant.words.counts import deals_share

NOTEBOOK = Path(__file__).resolve().parents[2] / "notebooks" / "09_the_numbers.ipynb"


def test_the_reunion_question_holds_no_cards_and_its_answer_is_the_chance_of_all_five() -> None:
    p = get("understanding-numbers-1")
    assert not set("♠♥♦♣") & set(p.question), p.question  # no cards already in hand
    assert "reunion" in p.question
    a = analyse(p)
    assert a.best == ("Do not build on it: over 20 deals you hold all five about once",)
    said = a.verdicts[a.best[0]][1]
    assert "you hold all five cards of a reunion at once" in said, said


def _reunion() -> dict[str, float]:
    study = json.loads((resources.files("penchant.data") / "numbers.json").read_text())
    kandell = next(s for s in study["simulations"] if s["profile"] == "kandell")
    return {k: v["value"] for k, v in kandell["reunion"]["player"].items()}


def test_the_answer_says_the_tables_figure_and_the_notes_in_the_chapters_words() -> None:
    """The accepted answer said "all five come in under 1 deal in 10" while the table said "you hold all its cards
    at once: about 1 deal in 16" and the note "receiving is not holding" said the cards you receive include all five
    "in about one deal in seven" (issue #31): one figure for each, in the table's words, from the study's data."""
    shares = _reunion()
    held, received = (" ".join(w for w in deals_share(shares[k]) if w) for k in ("held", "received"))
    a = analyse(get("understanding-numbers-1"))
    assert round(shares["held"] * 20) == 1 and a.best[0].endswith("about once"), a.best
    said = a.verdicts[a.best[0]][1]
    assert f"at once in {held}" in said and f"include all five in {received}" in said, said
    note = next("".join(c["source"]) for c in json.loads(NOTEBOOK.read_text())["cells"]
                if "receiving is not holding" in "".join(c["source"]))
    assert f"in {received} they include all five cards" in " ".join(note.split()), note


def test_the_learner_works_the_figure_out_rather_than_copying_it() -> None:
    """The right choice repeated the table just above it word for word ("about 6 deals in 100") beside absurd ones
    ("most deals", "never"): each choice now says a count over twenty deals, which the table's share of a hundred
    gives only when worked out, and the copied figure is a wrong count (issue #31)."""
    shares = _reunion()
    p = get("understanding-numbers-1")
    figure = " ".join(w for w in deals_share(shares["held"]) if w)
    assert not any(figure in c or "in 100" in c for c in p.choices), p.choices
    copied = f"about {round(shares['held'] * 100)} times"
    assert any(c.endswith(copied) for c in p.choices), p.choices  # the figure copied, a count a learner may pick
    assert not any(w in c for c in p.choices for w in ("never", "most deals")), p.choices
