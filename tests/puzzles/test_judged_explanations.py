"""Every judged verdict says what the best choice gains and what a wrong one loses (issue #32 item 4).

A strong player found the decision and timing verdicts listing consequences ("does less on average") without
saying why. For every judged puzzle of the bank: the best choice's explanation says what the card does (wins or
loses the trick, what it scores), how far ahead it comes out in points, and against the next best what changes
in the deal (declarations, brisques, the trick, the lead of the last six); each wrong choice's says the same of
itself and what it gives up, naming no other choice (with three, the one named left the answer); the
solution weighs the rule of thumb's card; the figures behind the words are one click away (the detail).
"""

from __future__ import annotations

import re

import pytest

from penchant.puzzles import Puzzle, analyse, load_bank
from penchant.puzzles.checkers.judged_position import judgement_of
from penchant.puzzles.words.judged import outcomes_of

JUDGED = [p for p in load_bank() if p.kind in ("decision", "timing")]
POINTS = re.compile(r"about (\d+ points?|half a point) (a|of the) deal")
CONSEQUENCE = re.compile(r"declares? about|brisques?|this trick|last six|spread thin")
WHAT = re.compile(r"wins the trick|loses the trick|lets your opponent choose|you win this trick|"
                  r"scores \d+ points? now|declares nothing|"
                  r"lets the chance of a penchant go|"
                  r"comes off your table|spends a trump|a Seven spent|is a brisque")
"""What a choice does: a part every choice shares is left out where another tells it apart (issue #31), so the
trick's fate may give way to the table card it plays, the trump it spends, the brisque or the Seven."""


def test_there_are_judged_puzzles_and_each_stores_its_sampled_outcomes() -> None:
    assert len(JUDGED) >= 14  # 49 before the third review culled 15 win-or-duck lookups, 34 before the fourth
    # culled the choices the rule of thumb gets right (and 12 new ones it gets wrong came in); the eighth took out a
    # disputed timing (5048-23)
    for p in JUDGED:
        assert set(outcomes_of(p)) == set(p.choices), p.id


@pytest.mark.parametrize("p", JUDGED, ids=lambda p: p.id)
def test_a_judged_verdict_names_what_is_gained_and_lost(p: Puzzle) -> None:
    a = analyse(p)
    j = judgement_of(p)
    best = a.best[0]
    said = a.explanation
    assert said.startswith((f"{best}: ", f"{best} ")) and WHAT.search(said), said  # the card named once
    assert POINTS.search(said) and "ahead of" in said and CONSEQUENCE.search(said), said
    deals = outcomes_of(p)[best].deals
    # how the figures were found is one click away, with them: the verdict gives one reason and the total
    assert f"tried over {deals} ways the cards you cannot see could lie" in a.details[best].lower(), a.details[best]
    assert "ways the cards you cannot see could lie" not in said and "averages" not in said, said
    others = [c for c in p.choices if c != best]
    for c in others:
        miss = a.misses[c]
        assert WHAT.search(miss) and CONSEQUENCE.search(miss), (c, miss)
        assert f"{c.lower()} gives up about" in miss.lower(), (c, miss)
        # the best is never named before it is found (a choice that contains another's words aside)
        if not any(best in o for o in p.choices if o != best):
            assert best not in miss, (c, miss)
        # nor any other choice: with three, the one named leaves the answer (a newcomer's review); the rule of
        # thumb's choice is weighed in the solution instead
        for o in others:
            if o != c and not any(o in x for x in p.choices if x != o):
                assert o not in miss, (c, o, miss)
        if j.habit not in (None, best) and j.habit in p.choices:
            assert j.habit in said, said
        # the figures, one click away
        assert f"Tried over {deals} ways" in a.details[c] and "you come out" in a.details[c], a.details[c]
    assert f"Tried over {deals} ways" in a.details[best]


def test_how_often_is_said_in_a_players_words_never_no_deal_with_a_card() -> None:
    # The second review found "(no deal with 7♠)": a share of none or all reads "never" or "always".
    from penchant.judgement.outcomes import Outcomes
    from penchant.puzzles.words.judged import compare

    def fig(trick: float, lead: float) -> Outcomes:
        return Outcomes(100, 0.0, (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), trick, lead)

    said = compare(fig(1.0, 0.0), fig(0.0, 1.0), b_name="7♠")
    assert said == "you always win this trick (never with 7♠) and you never lead the last six (always with 7♠)"
    assert compare(fig(0.9, 0.5), fig(0.1, 0.5), b_name="7♠") == "you win this trick in 9 deals in 10 (1 in 10 with 7♠)"
    for p in JUDGED:
        a = analyse(p)
        for _ok, why in a.verdicts.values():
            assert not re.search(r"no deal|in every deal \(|deals? in 10 with", why), (p.id, why)


def test_a_judged_verdict_gives_the_reason_not_only_the_figures() -> None:
    # The second review: "figures, not reasons". What the card does is tied to the figure it moves: winning the
    # trick to what he declares, a brisque given to the brisques taken, a penchant's trump to the tricks to come.
    # (decision-kandell-1000-11, which showed it first, was culled: its one winning card was the answer.)
    p = next(q for q in JUDGED if q.id == "decision-kandell-11002-13")
    a = analyse(p)
    assert "J♣ wins the trick, so you declare and draw first" in a.explanation
    assert ("against 9♠, the choice that looks natural at first glance, about 3 points ahead: winning the trick gives "
            "you the first "
            "declaration and the first draw, where 9♠ gives them to him") in a.explanation
    assert ("gives up about 3 points of the deal against the best choice. The trick lost costs the first "
            "declaration and the first draw, which the best choice keeps: he declares about 2 points more. That is "
            "about 2 of the 3 points; the rest of the deal costs you the other 1 point.") in a.misses["9♠"]
    reasoned = [q for q in JUDGED if "the next best: " in analyse(q).explanation or
                "the choice that looks natural at first glance, about" in analyse(q).explanation]
    # Every choice left is one the rule of thumb gets wrong (the fourth review): the best is told against the rule
    # of thumb's card, or against the next best where that is the rule of thumb's
    # (0.7 until the fifth review: "it keeps your table whole" was said against a choice when both took a card off
    # the table, a false reason no longer given)
    assert len(reasoned) >= 0.65 * len(JUDGED), len(reasoned)
    misses = [m for q in JUDGED for m in analyse(q).misses.values()]
    assert sum(bool(re.search(r"against the best choice\. (The trick lost|[^;]* is a brisque|[^;]* leaves your table|"
                              r"A Seven spent|Scoring now|The cards held back|The best choice lets|The trump it fixes|"
                              r"It keeps your)", m)) for m in misses) >= 0.2 * len(misses)  # 0.25 while a miss also
    # weighed the rule of thumb's choice with its reason (it left the answer with three choices); 0.4 while the
    # false "it keeps your table whole" (both choices took a card off the table) counted, before the fifth review
    # 0.75 before the third review's cull, 0.7 before the fourth's: the choices the rule of thumb gets right, culled
    # then, were the easiest to give a concrete reason for ("the trick lost costs the first declaration"); of the
    # subtle ones left, 31 misses of 76 name the card's effect and the rest only what it costs (a known gap)


def test_a_judged_verdict_never_contradicts_itself() -> None:
    # The fifth review: "A♦ is a brisque he may take" of a top trump the verdict then said "you always win"; "A♦
    # comes off your table" then "it keeps your table whole"; "half a brisque more (...: 2 points less)".
    for p in JUDGED:
        a = analyse(p)
        for said in [a.explanation, *a.misses.values(), *(t for _ok, t in a.verdicts.values())]:
            assert not re.search(r"half a brisque more \([^)]*less\)|half a brisque fewer \([^)]*more\)", said), said
            assert not re.search(r"with (\S+), \1 leaves your table", said), (p.id, said)
    p = next(q for q in JUDGED if q.id == "decision-kandell-1012-24")
    a = analyse(p)
    assert a.explanation.startswith("A♦: no card he may hold beats A♦: you win this trick")
    assert "keeps your table whole" not in a.explanation  # J♦, the next best, comes off the table too


DECLARED = re.compile(r"(you|he) declares? about (?:\d+ points?|half a point) (more|less)")
BRISQUE_AS_POINTS = re.compile(r"brisques? (more|fewer) \([^)]*points? (more|less)\)")
CAUSE_AGAINST = re.compile(r"(gives you the first declaration|the trick lost costs the first declaration)[^;]*?: "
                           r"([^;.]*)")


def _verdict_texts(p: Puzzle) -> list[str]:
    from penchant.puzzles import check

    return [analyse(p).explanation, *(check(p, c).refutation for c in p.choices if c not in analyse(p).best)]


@pytest.mark.parametrize("p", JUDGED, ids=lambda p: p.id)
def test_a_judged_verdict_never_converts_brisques_to_points_nor_names_a_cause_its_figures_deny(p: Puzzle) -> None:
    # The eighth review: "half a brisque fewer (2 points less)" and "one brisque fewer (2 points less)" in one
    # puzzle (a brisque's worth depends on when it is taken); "gives you the first declaration ... he declares
    # about 8 points more" (the named cause predicts the opposite); parts that miss the total said.
    for said in _verdict_texts(p):
        assert not BRISQUE_AS_POINTS.search(said), said
        for m in CAUSE_AGAINST.finditer(said):
            gains = m.group(1).startswith("gives you")
            for who, way in DECLARED.findall(m.group(2)):
                # the first declaration won: you declare more, he less; lost: the other way round
                assert (way == "more") == ((who == "you") == gains), said
        assert "each rounded to the nearest point" not in said, "how the figures were found is the fold's"
    a = analyse(p)
    assert all("each rounded to the nearest point" in a.details[c] for c in p.choices), a.details


def test_a_difference_in_points_is_rounded_one_way_whatever_its_sign() -> None:
    """penchant.puzzles.words.judged had two roundings (``_points`` after a written "about", and ``about``): 0.6
    of a point read "about 1 point" in one sentence and "about half a point" in the next, and a loss passed to
    ``about`` read as half a point. One rounding now, on the size of the difference."""
    from penchant.puzzles.words.judged import about, points_figure

    assert [about(x) for x in (0.2, -0.6, 0.8, -1.4, 2.6, -7)] == [
        "about half a point", "about half a point", "about 1 point", "about 1 point", "about 3 points",
        "about 7 points"]
    assert points_figure(1.0) == "1.0 point" and points_figure(1.26) == "1.3 points"


def test_the_parts_said_add_up_to_the_whole_with_the_rest_of_the_deal_said_when_it_counts() -> None:
    # A learner read "gives up about 2 points" over parts of "about 1 point less" and could not make them agree:
    # what the named parts leave of the whole is said, as everything else in the deal together.
    from penchant.judgement.outcomes import Outcomes
    from penchant.puzzles.words.judged import compare

    best = Outcomes(480, 3.0, (4.0, 4.0), (3.0, 2.0), (10.0, 8.0), None, 0.5)
    worse = Outcomes(480, 2.0, (4.6, 4.0), (2.0, 3.0), (8.4, 8.0), None, 0.5)  # brisques -1.6, declared +0.6
    said = compare(worse, best)
    assert "bring you about 2 points less" in said, said
    assert said.endswith("everything else in the deal together brings you about half a point more"), said
    even = Outcomes(480, 1.4, (4.0, 4.0), (2.0, 3.0), (8.4, 8.0), None, 0.5)  # the brisques are the whole of it
    assert "everything else" not in compare(even, best)


def test_a_declare_now_verdict_gives_one_reason_going_its_way_and_one_figure_for_it() -> None:
    # A newcomer's practice: the wrong pair "lets the rest of the deal build better" yet cost "about 3 points" in
    # brisques; the right penchant gave "about one brisque more" and "3 points more", two measures of one thing, all
    # inside "played out to the end 480 times ... these figures are averages".
    p = next(q for q in JUDGED if q.id == "timing-kandell-5003-30")
    a = analyse(p)
    said = a.explanation
    assert said.endswith("It comes out about 2 points of the deal ahead of Q♥ Q♣ (pair), the next best: the trump it "
                         "fixes, the suit of its Jack, serves you in the tricks to come: the last six tricks bring you "
                         "about 3 points more"), said
    assert "brisque more" not in said and "480" not in said, said
    pair = a.misses["Q♥ Q♣ (pair)"]
    assert "build better" not in pair and "more" not in pair.split("against the best choice")[1], pair
    # its parts add up to its total (a newcomer could not tell where the rest of a loss went)
    assert pair.endswith("It leaves trump unfixed, and a trump of your choosing serves you in the tricks to come: the "
                         "last six tricks bring you about 3 points less. The rest of the deal wins back about 1 point "
                         "of that, so the loss comes to about 2 points."), pair
    assert "480 ways" in a.details["Q♥ Q♣ (pair)"]


def test_a_declarations_loss_says_where_all_of_it_goes_in_plain_sentences() -> None:
    # A newcomer's Learn puzzle, choosing the penchant again: "gives up about 7 points … with J♦ Q♣ (penchant), the
    # other declaration lets the rest of the deal build better: with this one you declare about 3 points less." Two
    # "with"s in one sentence, and 3 of 7 points accounted for.
    from penchant.judgement.outcomes import Outcomes
    from penchant.puzzles.words.judged import miss_words

    penchant = Outcomes(480, -4.0, (2.0, 3.0), (3.0, 4.0), (3.0, 5.0), None, 0.4)
    best = Outcomes(480, 3.0, (5.0, 3.0), (4.0, 3.0), (5.0, 3.0), None, 0.6)
    said = miss_words("J♦ Q♣ (penchant)", "it scores 4 points now", 7.0, "K♥ K♣ (pair)",
                      {"J♦ Q♣ (penchant)": penchant, "K♥ K♣ (pair)": best},
                      {"J♦ Q♣ (penchant)": frozenset({"scores"}), "K♥ K♣ (pair)": frozenset({"scores"})}, 1.0)
    # What is held is the account, not one wording of it: the loss, the part the declarations explain (the best
    # choice's declarations less this one's, over the deal), and the rest, adding up to the loss, each said once.
    sentences = [x for x in said.split(". ") if x]
    assert sentences[0] == "it scores 4 points now" and said.count(" with ") == 1  # one "with" in one sentence
    loss, part = 7, round((best.declared[0] - best.declared[1]) - (penchant.declared[0] - penchant.declared[1]))
    assert part == 3
    figures = [int("".join(groups)) for groups in re.findall(r"about (\d+)|the (\d+) points|other (\d+) points", said)]
    assert figures == [loss, part, part, loss, loss - part], said  # loss; the part; "3 of the 7"; the other 4
    assert "declare about 3 points less" in said and said.endswith(".")


@pytest.mark.parametrize("p", JUDGED, ids=lambda p: p.id)
def test_no_reason_every_choice_shares_is_given_as_one_choices_reason(p: Puzzle) -> None:
    """Chapter 8's "learn from your mistakes": a puzzle's reason was one every choice shared ("loses the trick",
    where every card you may play loses it), so it told the choices nothing apart (issue #31). What each choice does
    leaves out what all do alike, or says that every choice does it."""
    from penchant.puzzles.checkers.action_reasons import SHARED_BY_EVERY_CHOICE, action_reason
    from penchant.puzzles.checkers.judged_position import actions_by_choice, view_of

    a = analyse(p)
    _state, view = view_of(p)
    acts = actions_by_choice(view)
    whole = {c: action_reason(view, acts[c]) for c in p.choices}
    first = {c: whole[c].split("; ")[0] for c in p.choices}
    for c in p.choices:
        said = a.explanation if c == a.best[0] else a.misses[c]
        shared = [o for o in p.choices if first[o].replace(o, "") == first[c].replace(c, "")]
        if len(shared) == len(p.choices) and first[c] in said:
            assert SHARED_BY_EVERY_CHOICE in said, (c, said)
