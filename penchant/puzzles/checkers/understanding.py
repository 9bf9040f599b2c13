"""Questions that check a reader took in what a chapter said: chapter 9's figures (what the numbers mean for play)
and chapter 10's rules on one page.

Each choice is a claim in a player's words, and the position says which claim each choice makes
(``position["claims"]``, one a choice, in the choices' order), what it is about (``position["fact"]``) and, for a
rule, what the question gives (``position["given"]``); a board draws none of these
(:data:`~penchant.puzzles.model.MAKING_KEYS`): the question says them in words. The claims
are decided here each time from what the chapter itself shows: chapter 9's studies (``penchant/data/numbers.json``
and ``distributions.json``, the files :mod:`penchant.studies` writes, read here as data: the puzzles sit below the
studies' code) and the rules (:mod:`penchant.rules`). Nothing stored decides a claim: a study run again, or a rule
changed, turns a claim true or false here, and the stored answer no longer agrees (the tests compare them). Exactly
one choice may hold.

The questions are kept apart from the bank and the drills (``penchant/data/understanding.json``, read by
:func:`checks`): they drill no rule on a position, and the chapters hand them to their boards as puzzles.

Every claim comes with its reason: the true claim's says what the figures or the rule mean for play; a false
claim's says why it does not hold from the rule, or, for chapter 9's figures, where on the page to look, without the
figure that answers it (a miss teaches without giving the answer away); in words that name no choice.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import Any, Final

from penchant.english.numbers import count_words
from penchant.errors import PuzzleError
from penchant.puzzles.checkers.answers import normalise_choice
from penchant.puzzles.checkers.grading import result_from_verdicts
from penchant.puzzles.model import Analysis, CheckResult, Puzzle
from penchant.rules.cards import Card
from penchant.rules.procedure import MayDeclare, may_declare
from penchant.rules.scoring import deal_parts
from penchant.rules.suits_and_ranks import Suit
from penchant.rules.tricks import follower_wins, how_followed
from penchant.words.cards import cards_words
from penchant.words.counts import deals_share
from penchant.words.scoring import over_the_book

__all__ = ["FACTS", "analyse", "check", "checks", "claims_of"]

Verdicts = dict[str, tuple[bool, str]]
"""Each claim a fact knows, by its key: whether it holds, and why (or why not)."""


@lru_cache(maxsize=4)
def _packaged(name: str) -> Mapping[str, Any]:
    """A packaged data file of ``penchant.data``, as read: chapter 9's studies (``numbers.json``, its tables' deals,
    and ``distributions.json``, its charts'), or the questions themselves."""
    from importlib import resources

    from penchant.files.strict_reader import parse_json

    data = parse_json((resources.files("penchant.data") / name).read_text(encoding="utf-8"), f"packaged {name}",
                      error=PuzzleError)
    if not isinstance(data, Mapping):
        raise PuzzleError.refusing(name, "not an object of packaged data")
    return data


def _studies() -> tuple[Mapping[str, Any], Mapping[str, Any]]:
    """Chapter 9's two studies: its tables' (Kandell's rules) and its charts' deals."""
    return _packaged("numbers.json"), _packaged("distributions.json")


def _share(share: float) -> str:
    """A share of deals in chapter 9's table's words (:func:`~penchant.words.counts.deals_share`):
    ``"about 6 deals in 100"``."""
    return " ".join(w for w in deals_share(share) if w)


def _kandell(numbers: Mapping[str, Any]) -> Mapping[str, Any]:
    return next(s for s in numbers["simulations"] if s["profile"] == "kandell")


RARE: Final = 0.1
"""A combination held complete in fewer than this share of deals is called rare (fewer than 1 deal in 10)."""
MOST: Final = 0.6
"""A part of the average deal's points that brings this share or more brings *most* of them."""


OVER: Final = 20
"""The deals the reunion's question asks its figure over: a share of deals in 100 turned into a count of a few, which
the learner works out from the table (copying the table's figure answers nothing)."""


def _times(n: int) -> str:
    """A count of deals as a player says it: ``"once"``, ``"3 times"``."""
    return "once" if n == 1 else f"{n} times"


def _big_combinations(_puzzle: Puzzle) -> Verdicts:
    big = _kandell(_studies()[0])
    reunion = big["reunion"]["player"]
    quadruplet = big["quadruplet"]["player"]["held"]["value"]
    held, scored = reunion["held"]["value"], reunion["scored"]["value"]
    over = round(held * OVER)  # how many of OVER deals bring all five, as near as a whole count says it
    # said as the chapter's table and its "receiving is not holding" note say them: one figure, one word for each
    said = (f"you hold all five cards of a reunion at once in {_share(held)}, and declare one in {_share(scored)}; "
            f"the sixteen cards you receive over a deal include all five in {_share(reunion['received']['value'])}, "
            "but a card drawn late cannot meet one already played")
    # a miss points where to look and at the step to take, not at the figures the question needs; the right answer
    # says them. "The table's column": on a phone the table reflows and a column becomes a row, so the figure is
    # named
    look = "look in the table for the reunion's figure “you hold all its cards at once”"
    counts: Verdicts = {}
    for n in range(1, OVER + 1):
        counts[f"do not build, {n} in {OVER}"] = (
            n == over and held < RARE,
            f"{said}. Over {OVER} deals, a fifth of a hundred, that comes {_times(over)}: too seldom to wait for. "
            "Its cards still score on the way (a marriage, a family, a clan), so keep them while they do that work"
            if n == over else f"{look}: it counts deals out of a hundred. How many is that out of twenty deals?")
        counts[f"build, {n} in {OVER}"] = (
            n == over and held >= RARE,
            "the count holds, but is it often enough to wait for? What do its cards score on the way?" if n == over
            else f"{look}: it counts deals out of a hundred. How many is that out of twenty deals?")
    return {
        **counts,
        "reunion before quadruplet": (held > quadruplet,
                                      f"{look}, and set the reunion's against the quadruplet's"),
    }


def _deal_points(_puzzle: Puzzle) -> Verdicts:
    big = _kandell(_studies()[0])
    parts = {name: part["value"] for name, part in big["mean_parts"].items()}
    total = big["mean_deal_score"]["value"]
    declared = parts["declarations"] / total
    brisques = parts["brisquettes"] + parts["book bonus"]
    figures = (f"in an average deal a player scores about {total:.0f} points: {parts['declarations']:.1f} by "
               f"declaring, {parts['brisquettes']:.1f} for brisquettes and {parts['book bonus']:.1f} for the "
               "book bonus")
    return {
        "declarations bring most": (declared >= MOST, f"{figures}. A trick won when a combination waits in "
                                                      "your hand is worth more than a trick won for its cards"),
        "brisques bring most": (brisques / total >= MOST, "look at the table under “What a deal is worth”. Add "
                                                          "the brisques' two parts and set them against the whole"),
        "about half each": (1 - MOST < declared < MOST, "look at the table under “What a deal is worth”. Set the "
                                                        "declarations' part against the whole"),
    }


def _the_lead(_puzzle: Puzzle) -> Verdicts:
    # the chart's counts by value, each value written as a JSON key ("-3")
    worth = {int(value): int(n) for value, n in _studies()[1]["lead_worth"].items()}
    dealt = sum(worth.values())
    helps = sum(n for value, n in worth.items() if value > 0)
    hurts = sum(n for value, n in worth.items() if value < 0)
    changed = f"out of {dealt:,} deals played out both ways, the lead changed the result in {helps + hurts:,}"
    return {
        "lead decides most deals": (helps + hurts > dealt / 2,
                                    "look at the figures under “The lead in the last six tricks”. In how many of "
                                    "the deals played out both ways did the lead change the result?"),
        "lead favours its player": (hurts * 20 < helps,
                                    f"{changed}, and it cost the leader in {count_words(hurts, 'deal')}: it is "
                                    "worth a good card from the first ten tricks to win the tenth"),
        "lead cuts both ways": (hurts * 2 > helps,
                                "count the deals in which the lead cost the leader, the chart's bars below 0, "
                                "and set them against those it helped"),
    }


def _given(puzzle: Puzzle) -> Mapping[str, Any]:
    """What a rules question gives (``position["given"]``: the cards of a trick, the counts of a deal), which its
    question says in words."""
    given = puzzle.position.get("given")
    if not isinstance(given, Mapping):
        raise PuzzleError.of_puzzle(puzzle.id, "its position must say what the question gives ('given')")
    return given


def _last_six_trick(puzzle: Puzzle) -> Verdicts:
    lead, follow = Card.parse(str(_given(puzzle)["lead"])), Card.parse(str(_given(puzzle)["follow"]))
    trump = Suit.parse(str(_given(puzzle)["trump"]))
    leader_wins = not follower_wins(lead.index, follow.index, int(trump))
    trumped = how_followed(lead, follow, int(trump)) == "trump in"
    why_trump = (f"{trump.plural} are trump, and {cards_words([follow])} is a trump: a trump beats every card of "
                 "another suit, in the last six tricks as in the first ten" if trumped else
                 f"{cards_words([follow])} is no trump, and only the suit led or a trump can win")
    # A false claim's reason asks what to look at in the trick, never the rule that settles it ("a card ranks only
    # against its own suit", "with none of it he must trump" would tell the answer).
    look = "look at the two cards' suits, and at which suit is trump"
    return {
        "the higher card wins": (leader_wins and not trumped,
                                 f"{look}: does the higher card win whatever its suit?"),
        "a trump wins": (not leader_wins, why_trump if trumped else f"{look}: is the card that follows a trump?"),
        "only the suit led wins": (leader_wins and lead.suit == follow.suit,
                                   f"{look}: is the card that follows of the suit led? If not, what is it?"),
    }


def _who_declares(puzzle: Puzzle) -> Verdicts:
    may = may_declare(won_trick=bool(_given(puzzle)["won_trick"]),
                      winner_declared=bool(_given(puzzle)["winner_declared"]))
    # a false claim's reason asks what to read again in the question, never the rule ("its loser has far less
    # choice", "is not always left out" would each tell the answer)
    again = "read the question again: did you win the trick or lose it, and did its winner declare?"
    penchant_only = ("when the winner of a trick declares nothing, its loser may declare a penchant, and only a "
                     "penchant")
    return {
        "nothing": (may is MayDeclare.NOTHING, f"{again} What may a trick's loser declare then?"),
        "a penchant only": (may is MayDeclare.PENCHANT_ONLY,
                            penchant_only if may is MayDeclare.PENCHANT_ONLY else again),
        "anything": (may is MayDeclare.ANY_COMBINATION, f"{again} Who may declare any combination?"),
    }


def _brisques_score(puzzle: Puzzle) -> Verdicts:
    brisques = [int(n) for n in _given(puzzle)["brisques"]]
    last_six = int(_given(puzzle)["brisquettes"])
    yours, _his = deal_parts(puzzle.profile, [[], []], [last_six, 0], brisques)
    claimed = [int(n) for n in _given(puzzle)["points"]]
    right = yours.total  # nothing declared: the brisques' points alone
    said = (f"your {count_words(last_six, 'brisque')} of the last six tricks score "
            f"{count_words(yours.brisquettes, 'point')} at once, as brisquettes; at the end of the deal your "
            f"{brisques[0]} brisques are {count_words(yours.brisques_over_book, 'brisque')} {over_the_book()}, "
            f"{count_words(yours.book_bonus, 'point')} of book bonus: a brisque of the last six counts in both")
    out: Verdicts = {}
    for n in claimed:
        if n == right:
            out[str(n)] = (True, said)
        # A wrong count is sent to the count it left out, asked of the counts the question gives (not their figures,
        # which may be a choice's): never the rule ("the brisques of the last six tricks also score one point each"
        # is the missing part's worth, "the book bonus comes on top" the method).
        elif n == yours.brisquettes:
            out[str(n)] = (False, "that counts only your brisques of the last six tricks: look again at your "
                                  "brisques in all. What do they earn at the end of the deal?")
        elif n == yours.book_bonus:
            out[str(n)] = (False, "that counts only your brisques in all, at the end of the deal: look again at "
                                  "your brisques of the last six tricks. What do they score?")
        else:
            out[str(n)] = (False, "look again at the two counts the question gives, your brisques of the last six "
                                  "tricks and your brisques in all: what does each earn?")
    return out


FACTS: Final[Mapping[str, Callable[[Puzzle], Verdicts]]] = {
    "big combinations": _big_combinations,
    "deal points": _deal_points,
    "the lead": _the_lead,
    "last six trick": _last_six_trick,
    "who declares": _who_declares,
    "brisques score": _brisques_score,
}
"""Each fact a question asks about, and how its claims are decided: chapter 9's from its studies, chapter 10's
from the rules."""


def claims_of(puzzle: Puzzle) -> dict[str, tuple[bool, str]]:
    """Each choice of ``puzzle`` with whether its claim holds and why, decided now; a :class:`PuzzleError` for a
    fact or claim not known, or choices and claims that do not pair off."""
    fact = puzzle.position.get("fact")
    decide = FACTS.get(str(fact))
    if decide is None:
        raise PuzzleError.of_puzzle(puzzle.id, f"fact {fact!r} is not one of {', '.join(FACTS)}")
    claims: Sequence[Any] = puzzle.position.get("claims", ())
    if len(claims) != len(puzzle.choices):
        raise PuzzleError.of_puzzle(puzzle.id, f"{len(claims)} claims for {len(puzzle.choices)} choices")
    verdicts = decide(puzzle)
    out: dict[str, tuple[bool, str]] = {}
    for choice, claim in zip(puzzle.choices, claims, strict=True):
        if str(claim) not in verdicts:
            raise PuzzleError.of_puzzle(puzzle.id, f"claim {claim!r} is not one the fact {fact!r} decides")
        out[choice] = verdicts[str(claim)]
    return out


def analyse(puzzle: Puzzle) -> Analysis:
    """The one choice whose claim holds, and every choice's reason."""
    verdicts = claims_of(puzzle)
    best = tuple(c for c, (holds, _) in verdicts.items() if holds)
    if len(best) != 1:
        raise PuzzleError.of_puzzle(puzzle.id, f"{len(best)} choices hold ({list(best)!r}): exactly one must")
    # the right choice said after "Right:" with its own colon turned ("Right: you do; a trump beats ..."): one colon a
    # sentence
    said = {c: c[:1].lower() + c[1:].replace(": ", "; ") for c in best}
    return Analysis(best, verdicts[best[0]][1], verdicts, (), (str(puzzle.position["fact"]),), puzzle.difficulty,
                    {"choices": len(puzzle.choices)}, True, puzzle.hints, said_right=said)


def check(puzzle: Puzzle, answer: str | Sequence[str], analysis: Analysis) -> CheckResult:
    """Check one choice."""
    return result_from_verdicts(puzzle, analysis, normalise_choice(puzzle, answer))


def checks(task: str) -> list[Puzzle]:
    """The questions of ``task`` (``"numbers"``: chapter 9's, ``"rules"``: chapter 10's), in their stored order."""
    found = [Puzzle.from_json(item) for item in _packaged("understanding.json")["puzzles"] if item["task"] == task]
    if not found:
        raise PuzzleError.refusing(task, "not a task of the chapters' checks: 'numbers' or 'rules'")
    return found
