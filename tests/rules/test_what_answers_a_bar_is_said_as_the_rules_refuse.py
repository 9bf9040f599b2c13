"""What the words say answers a bar is what the rules refuse (issue #30): ``minor_sets_words`` once worked out for
itself whether the owner's set answers a bar and, under Foster's reading, told a learner with two Nines against three
Kings that "an answering set must be as long and as high" while the engine's own refusal named four Sevens among the
sets that answer. Over many random tables under every rule book, each "an answering set must be ..." the sentence says
is read back as a rule and weighed against the engine's verdict (``is_barred``) for every set a table could show
against his: a full rule must agree with the verdict both ways, a half rule ("not only ...") must hold of every set
the engine lets answer; and ``answers_bar``, the rules' function the words ask, agrees with the verdict too."""

from __future__ import annotations

import random
import re
from collections.abc import Callable

import pytest

from penchant.rules.bar_reports import barring_summary
from penchant.rules.barring import answers_bar, is_barred
from penchant.rules.cards import RANK_MASKS, CardSet
from penchant.rules.holdings import Holdings
from penchant.rules.profiles import PROFILES
from penchant.rules.suits_and_ranks import Rank
from penchant.words.bar_reports import minor_sets_words

PLURALS = {r.plural: r for r in Rank}
CLAIM = re.compile(r"barred by his \w+ (\w+) \(([^)]*)\), which your \w+ (\w+) \([^)]*\) do not answer, [\w ]+ "
                   r"\(an answering set must be ([^)]*)\)")
Rule = Callable[[int, int, int, int], bool]
FULL: dict[str, Rule] = {
    "as long and as high": lambda s, r, bs, br: s >= bs and r >= br,
    "longer, or as long and as high": lambda s, r, bs, br: s > bs or (s == bs and r >= br),
}
HALF: dict[str, Rule] = {
    "as long, not only as high": lambda s, r, bs, br: s >= bs,
    "as high, not only as long": lambda s, r, bs, br: r >= br,
}


def _tables(rng: random.Random) -> tuple[int, int]:
    """Two tables drawn apart, of five cards at most, sets made likely: each side's cards of three ranks."""
    his = _drawn(rng, 0)
    return _drawn(rng, his), his


def _drawn(rng: random.Random, taken: int) -> int:
    cards = [c for r in rng.sample(range(8), 3) for c in range(32) if RANK_MASKS[r] >> c & 1 and not taken >> c & 1]
    return sum(1 << c for c in rng.sample(cards, rng.randint(0, 5)))


@pytest.mark.parametrize("name", sorted(PROFILES))
def test_what_the_words_say_answers_is_what_the_rules_refuse(name: str) -> None:
    profile = PROFILES[name]
    rng = random.Random(30)
    checked = 0
    for _ in range(1500):
        yours, his = _tables(rng)
        held = Holdings.parse(table=str(CardSet.from_mask(yours)), opp_table=str(CardSet.from_mask(his)))
        said = minor_sets_words(held, profile)
        summary = barring_summary(held, profile)
        barred = [n for n, report in summary.items() if report is not None]
        assert all(is_barred(n, held, profile) == (n in barred) for n in summary), said
        claim = CLAIM.search(said)
        if claim is None:
            continue
        bar_rank, own_rank, must = PLURALS[claim[1]], PLURALS[claim[3]], claim[4]
        bar_size = (his & RANK_MASKS[bar_rank]).bit_count()
        own_size = (yours & RANK_MASKS[own_rank]).bit_count()
        size = max(barred)
        assert not answers_bar((own_size, own_rank), (bar_size, bar_rank), profile), said
        assert must in FULL or must in HALF, said
        for rank in Rank:
            free = [c for c in CardSet.from_mask(RANK_MASKS[rank] & ~his)]
            for n in range(2, len(free) + 1):
                shown = Holdings.parse(table=" ".join(str(c) for c in free[:n]), opp_table=str(CardSet.from_mask(his)))
                answers = not is_barred(size, shown, profile)
                assert answers_bar((n, rank), (bar_size, bar_rank), profile) == answers, (said, n, rank)
                if must in FULL:
                    assert FULL[must](n, rank, bar_size, bar_rank) == answers, (said, n, rank)
                elif answers:
                    assert HALF[must](n, rank, bar_size, bar_rank), (said, n, rank)
        checked += 1
    assert checked >= 20, checked  # the sentence's claim was met often enough to mean something


def test_two_nines_against_three_kings_are_told_foster_s_rule() -> None:
    """The reviewer's position: under Foster's reading a longer set answers whatever its rank."""
    held = Holdings.parse(table="9S 9H", opp_table="KS KH KD")
    assert "(an answering set must be longer, or as long and as high)" in minor_sets_words(held, "foster")
    assert answers_bar((4, Rank.SEVEN), (3, Rank.KING), "foster")
    assert not answers_bar((4, Rank.SEVEN), (3, Rank.KING), "kandell")
