"""A wrong answer's pointer teaches without telling: it sends the learner to what to look at on the board (or in the
question) and what to count again, and names nothing the right answer's explanation gives away: not its figures,
not a run of its words (the rule it applies, the verdict it reaches), not the step to take.

A newcomer who knew no card game read pointers that were the method (issue #31): chapter 1's "did you add your book
bonus?", chapter 5's "minor quadruplets are barred here", chapter 7's "look again at the lurch" beside a count that
had doubled rightly, chapter 10's "the brisques of the last six tricks also score one point each". Each family is
checked over every puzzle of the bank, the drills and the chapters' checks that has it."""

from __future__ import annotations

import re

import pytest

from penchant.play.sheet import tally
from penchant.puzzles import analyse, check, load_bank, load_drills
from penchant.puzzles.checkers.scoring import deal_entries
from penchant.puzzles.checkers.understanding import checks
from penchant.puzzles.model import Puzzle
from penchant.rules.game_scoring import lurch_doubled
from penchant.rules.profiles import BRISQUE_OPTIONS, PROFILES
from penchant.rules.score_scale import score_step
from penchant.words.cards import in_words
from penchant.words.switches import brisque_option_words
from penchant_widgets.puzzles.position import rules_label

ALL = (*load_bank(), *load_drills())
RUN = 4
"""How many words in a row a pointer may not share with the right answer's explanation (what the question itself
says aside): three ("of the deal") are common English, four are the explanation's own clause."""
PLACES = ("your brisques of the last six tricks; at the end of the deal; your brisques in all; the major sets on "
          "the opponent's table; Sevens, Eights, Nines or Tens")
"""The names of places on the board, moments of the deal and the minor ranks, which a pointer names to say where to
look: no rule."""
OPTIONS_SAID = [w for o in BRISQUE_OPTIONS.values() for w in brisque_option_words(PROFILES["kandell"].with_options(**o))
                if w]
OPTIONS = " ".join(OPTIONS_SAID)
"""What the rules' options are worth, as a badge names them: a miss that read the wrong ones says which it read."""


def _words(text: str) -> list[str]:
    return re.findall(r"[\w♠♥♦♣']+", in_words(text).lower())


def _runs(text: str) -> set[tuple[str, ...]]:
    words = _words(text)
    return {tuple(words[i:i + RUN]) for i in range(len(words) - RUN + 1)}


def _figures(text: str) -> list[str]:
    """The numbers in ``text``, a card's rank aside (the 8 of 8♠)."""
    return re.findall(r"(?<![\w-])-?\d+(?![\w♠♥♦♣])", in_words(text))


def _given_away(pointer: str, explanation: str, given: str) -> list[str]:
    """What ``pointer`` says that the explanation gives away and ``given`` (the question, the board, the learner's
    own answer) does not: the explanation's figures, and runs of its words."""
    said: list[str] = []
    figures = set(_figures(explanation)) - set(_figures(given))
    said += [f for f in _figures(pointer) if f in figures]
    # what it asks is the learner's to answer: the runs are read in what it states
    stated = re.sub(r"[^.:?]*\?", " ", pointer)
    said += [" ".join(run) for run in _runs(stated) & (_runs(explanation) - _runs(given) - _runs(PLACES))]
    return said


def _scoring_misses(p: Puzzle) -> list[tuple[str, str]]:
    """Each wrong count the engine names for ``p`` (its tempting ones, and every whole part or two left out), with
    the pointer it is told."""
    a = analyse(p)
    truth = int(a.best[0])
    numbers = {int(t) for t in a.tempting}
    step = score_step(p.profile)
    numbers |= {truth + k * step for k in range(-12, 13)}
    out = []
    for n in sorted(numbers - {truth}):
        r = check(p, str(n))
        out.append((str(n), r.refutation or ""))
    return out


@pytest.mark.parametrize("p", [p for p in ALL if p.kind == "scoring"], ids=lambda p: p.id)
def test_a_scoring_miss_points_at_the_board_not_the_method(p: Puzzle) -> None:
    a = analyse(p)
    board = " ".join(str(n) for e, _ in deal_entries(p) for n in (*e.brisques, *e.brisquettes))
    for n, said in _scoring_misses(p):
        given = f"{p.question} {board} {n} {rules_label(p)} {OPTIONS}"
        assert not _given_away(said, a.explanation, given), (p.id, n, said, _given_away(said, a.explanation, given))
        # the step to take ("did you add your book bonus?"), and the rule the count applies ("only those over six",
        # "one point each"), are the answer's method
        assert not re.search(r"did you add|\badd (your|his|the) (book|brisq|decl)", said, re.I), (p.id, n, said)
        # the rules' badge, quoted where a count read another book's values, is on the board
        unquoted = said
        for badge in OPTIONS_SAID:
            unquoted = unquoted.replace(badge, "")
        assert not re.search(r"over six|over the book|only those|points? each|×|the book itself", unquoted), \
            (p.id, n, said)


@pytest.mark.parametrize("p", [p for p in ALL if p.kind == "scoring" and p.task == "game_value"], ids=lambda p: p.id)
def test_a_game_miss_speaks_of_the_lurch_only_where_the_lurch_went_wrong(p: Puzzle) -> None:
    """Chapter 7's doubling question: a count that doubled rightly but missed a deal's score was sent to "the lurch",
    the one step it got right."""
    result = tally([e for e, _ in deal_entries(p)], p.profile)
    lurch_slips = {result.difference, lurch_doubled(result.difference)}
    told = 0
    for n, said in _scoring_misses(p):
        if "lurch" in said:
            assert int(n) in lurch_slips, (p.id, n, said)
            told += 1
    if result.lurched:
        # a count that doubled rightly and is off by a deal's slip: no word of the lurch
        assert not any("lurch" in check(p, str(lurch_doubled(result.difference + k))).refutation or ""
                       for k in (-1, 1, 2)), p.id


TICKED = [p for p in ALL if p.kind == "barring" and p.task in ("legal_all", "lift", "safe", "unbar")]


@pytest.mark.parametrize("p", TICKED, ids=lambda p: p.id)
def test_a_wrong_pick_is_asked_after_not_given_its_verdict(p: Puzzle) -> None:
    """Chapter 5: "9♠ 9♥ 9♦ 9♣: minor quadruplets are barred here" and "playing Q♥ from your table changes no bar that
    matters" were the picks' verdicts, the rule applied for the learner."""
    a = analyse(p)
    right = set(a.best[0].split(" | "))
    for pick in (c for c in p.choices if c not in right and c != "none of them"):
        said = check(p, pick).refutation or ""
        assert said, (p.id, pick)
        assert not _given_away(said, a.explanation, f"{p.question} {pick}"), (p.id, pick, said)
        assert not re.search(r"\bbarred\b|\bare free\b|changes no bar|become", said), (p.id, pick, said)
        assert "?" in said, (p.id, pick, said)  # asked, for the learner to find


@pytest.mark.parametrize("p", checks("rules"), ids=lambda p: p.id)
def test_a_rules_checks_miss_sends_to_the_question_not_the_rule(p: Puzzle) -> None:
    """Chapter 10: "the brisques of the last six tricks also score one point each at once, as brisquettes", "its
    loser has far less choice": the rule that gives the answer."""
    a = analyse(p)
    for choice in (c for c in p.choices if c not in a.best):
        said = check(p, choice).refutation or ""
        assert said, (p.id, choice)
        assert not _given_away(said, a.explanation, p.question), (p.id, choice, said)
        assert "?" in said, (p.id, choice, said)
