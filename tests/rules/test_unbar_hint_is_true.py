"""A newcomer read chapter 10's review puzzle (your A♠ A♦ against his J♠ J♥ J♦) and chapter 5's fifth example: the
answer said his playing "one of J♠ J♥ J♦" frees your pairs, and he took it for a slip, since two Jacks left are
still a pair of Jacks. The count was right (your two Aces answer his two Jacks) but the words did not say why. Over
every bar the chapters and the puzzles show, the play the words name really frees the set by the rule
(:func:`penchant.rules.barring.is_barred_on_masks`), one card fewer does not, and the words say why that many are
enough: what is left of his set is no set, too short, or answered by a set of yours they name."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from penchant.english.numbers import number_words
from penchant.lessons.barring_positions import READING_CASES
from penchant.puzzles import load_bank, load_drills
from penchant.rules.bar_reports import BarReport, bar_report
from penchant.rules.barred_refusal import freeing_words, leaving_words
from penchant.rules.barring import is_barred_on_masks, reading_of
from penchant.rules.cards import CardSet
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import SET_SIZES

ROOT = Path(__file__).resolve().parents[2]


def _chapter_five_tables() -> list[tuple[str, str]]:
    """The tables of chapter 5's worked examples, as its cells lay them (``yours="…", his="…"``)."""
    cells = json.loads((ROOT / "notebooks" / "05_barring.ipynb").read_text(encoding="utf-8"))["cells"]
    source = "".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
    return re.findall(r'yours="([^"]*)", his="([^"]*)"', source)


def _shown() -> list[tuple[str, str, str]]:
    """(your table, his table, reading) of every position a chapter or a puzzle shows a bar on, both ways round."""
    out: set[tuple[str, str, str]] = set()
    for p in [*load_bank(), *load_drills()]:
        if p.kind == "barring":
            out.add((str(p.cards("table", "")), str(p.cards("opp_table", "")), p.profile.barring))
    for table, _hand, opp, _declared in READING_CASES:
        out |= {(table, opp, "by_size"), (table, opp, "by_value")}
    for yours, his in _chapter_five_tables():
        out.add((yours, his, "by_size"))
    return sorted(out | {(b, a, r) for a, b, r in out})


def _played(opp: int, report: BarReport, less: int = -1) -> int:
    """His table with :attr:`BarReport.must_leave` played from it (of the group ``less``, one card fewer)."""
    for i, (n, group) in enumerate(report.must_leave):
        for card in list(group)[: n - (i == less)]:
            opp &= ~card.bit
    return opp


def test_the_chapters_show_the_positions_in_question() -> None:
    assert ("AS AC", "JS JH JD") in _chapter_five_tables()
    assert ("AS AD", "JS JH JD", "by_size") in _shown()


@pytest.mark.parametrize("shown", _shown())
def test_the_play_named_frees_the_set_and_the_words_say_why(shown: tuple[str, str, str]) -> None:
    table, opp, reading = shown
    holdings = Holdings.parse(table=table, opp_table=opp)
    t, o = holdings.table.mask, holdings.opp_table.mask
    for size in SET_SIZES:
        report = bar_report(size, holdings, reading)
        if report is None:
            continue
        words = freeing_words(report)
        assert words.startswith(f"if he plays {leaving_words(report)} from his table, your minor "), words
        assert not is_barred_on_masks(size, t, _played(o, report), reading_of(reading)), (shown, size, words)
        for i in range(len(report.must_leave)):
            assert is_barred_on_masks(size, t, _played(o, report, less=i), reading_of(reading)), (shown, size, words)
        for n, group in report.must_leave:
            left = len(group) - n
            rank = next(iter(group)).rank
            if left >= size:  # a set long enough to bar is left: the words name the set of yours that answers it
                assert f"the {number_words(left)} {rank.plural} left there are only a" in words, words
                assert " answer it" in words and "your " in words.split("left there", 1)[1], words
            elif left >= 2:
                assert "too short to bar" in words, words
            else:
                gone = f"no {rank.plural}" if left == 0 else f"the one {rank.singular}"
                assert f"{gone} left there" in words, words


def test_the_review_puzzle_says_your_aces_answer_the_two_jacks_left() -> None:
    report = bar_report(2, Holdings.parse(table="AS AD", opp_table="JS JH JD"), "by_size")
    assert report is not None and report.must_leave == ((1, CardSet("JS JH JD")),)
    assert freeing_words(report) == ("if he plays one of JS JH JD from his table, your minor pairs are free: the two "
                                    "Jacks left there are only a pair, and your two Aces (AS AD) answer it")
    alone = bar_report(2, Holdings.parse(opp_table="JS JH JD"), "by_size")
    assert alone is not None and freeing_words(alone).startswith("if he plays two of JS JH JD from his table")
