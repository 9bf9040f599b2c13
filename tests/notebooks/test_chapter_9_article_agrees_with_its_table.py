"""Chapter 9 said "The article's 1 in 10 and 1 in 4 are right for a deal, counting both players" beside a table
that says a reunion comes in "about 12 deals in 100 (12%)" counting both players (nearer 1 in 8). The sentence is
made from the numbers the table shows, so that the two agree."""

from __future__ import annotations

import re

from chapter_cells import sources_of

from penchant.english.numbers import whole_percent
from penchant.studies import chance_figures
from penchant.studies.numbers import ARTICLE_CLAIMS, NUMBERS_FORMAT, packaged_study

CHAPTER = "09_the_numbers"


def test_the_articles_odds_are_said_beside_the_tables_figures() -> None:
    numbers = packaged_study("numbers.json", NUMBERS_FORMAT)
    said = chance_figures.article_odds_words(numbers).words
    table = chance_figures.how_often_table(numbers)
    both = {str(row[0].text if hasattr(row[0], "text") else row[0]): row[3] for row in table.rows}
    for kind, claim in ARTICLE_CLAIMS.items():
        figure = both[kind.value]
        assert figure.words in said, (kind, said)
        # the article's odds in the table's way too, beside them: "1 in 10 (10 in 100)" against "12 deals in 100"
        assert f"1 in {claim.denominator} ({whole_percent(float(claim))} in 100)" in said, said
    # the reunion's 12 in 100 is more than its 1 in 10: said to be a little low, not to be right; the quadruplet's
    # 24 in 100 is its 1 in 4: said to be right
    sentences = {kind.value: next(s for s in said.split(". ") if f"for a {kind.value}" in s) for kind in ARTICLE_CLAIMS}
    reunion, quadruplet = sentences["reunion"], sentences["quadruplet"]
    assert re.search(r"\bis a little low\b", reunion) and not re.search(r"\bright\b", reunion), reunion
    assert re.search(r"\bis right\b", quadruplet) and not re.search(r"\blow\b", quadruplet), quadruplet


def test_chapter_9_says_the_articles_odds_from_the_numbers() -> None:
    prose = " ".join(sources_of(CHAPTER, "markdown"))
    assert "are right for a deal" not in prose
    assert any("chance_figures.article_odds_words(numbers)" in code for code in sources_of(CHAPTER, "code"))


def test_chapter_9_quotes_the_article_from_its_claims() -> None:
    """Review 35 #13: the cell wrote the article's odds out by hand beside the figures asked of the studies."""
    code = " ".join(sources_of(CHAPTER, "code"))
    assert "chance_figures.article_claim_words()" in code and "1 time in" not in code
    said = chance_figures.article_claim_words()
    for kind, claim in ARTICLE_CLAIMS.items():
        assert f"{kind.value} " in said and f"about 1 time in {claim.denominator}" in said, said
