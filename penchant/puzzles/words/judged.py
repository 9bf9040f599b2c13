"""A judged choice's verdict in a player's words: what the best choice gains, and what another loses, in the
cards and points of the sampled deals.

The judge's values say *how much* a choice is worth; its sampled deals, played out the judge's way, also say
*why* (:mod:`penchant.players.sampled_outcomes`; :class:`~penchant.judgement.outcomes.Outcomes`, stored with the puzzle
as
``history["judge"]["outcomes"]``): the points each side declares from now on, the brisques each side takes, the
points of the last six tricks, how often you win the trick the card plays to, how often you lead the last six.
:func:`compare` turns the difference between two choices into a sentence ("you declare about 3 points more, he
declares about 2 fewer, and you win this trick in 9 deals in 10 against 1 in 10"), naming only the figures that
matter; :func:`figures` gives every choice's figures for the reader who opens the detail.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Final

from penchant.english.grammar import capitalised
from penchant.english.lists import join_and
from penchant.english.numbers import count_words, rough_count
from penchant.errors import PuzzleError
from penchant.judgement.outcomes import Outcomes
from penchant.judgement.verdicts import judged_loss, loss_words
from penchant.puzzles.model import Puzzle
from penchant.puzzles.names import THEME_TITLES

__all__ = ["FROM_NOW", "ROUNDED", "TEMPTING", "Tags", "about", "because", "best_words", "compare", "figures",
           "method_words", "miss_words", "named_once", "often", "often_with", "outcomes_of", "points_figure",
           "reviewed_miss_words", "spread_words", "tenths", "title_of"]

Difference = Callable[[str, str], tuple[float, float]]
"""The judge's paired difference of two choices: (mean, standard error)."""


def tenths(share: float) -> str:
    """A share of the deals in a player's words: ``"9 deals in 10"``, ``"every deal"``, ``"no deal"``."""
    n = round(10 * share)
    if n >= 10 and share > 0.995:
        return "every deal"
    if n <= 0 and share < 0.005:
        return "no deal"
    n = min(9, max(1, n))
    return f"{count_words(n, 'deal', digits=True)} in 10"


def often(share: float, what: str) -> str:
    """How often ``what`` (``'win this trick'``) happens, in a player's words: ``'you always win this trick'``,
    ``'you never win this trick'``, ``'you win this trick in 9 deals in 10'``."""
    n = tenths(share)
    if n == "every deal":
        return f"you always {what}"
    if n == "no deal":
        return f"you never {what}"
    return f"you {what} in {n}"


def often_with(share: float, other: str) -> str:
    """The same share for another choice, as an aside: ``'always with 7♠'``, ``'never with 7♠'``, ``'1 in 10
    with 7♠'`` (never "no deal with 7♠")."""
    n = tenths(share)
    if n == "every deal":
        return f"always with {other}"
    if n == "no deal":
        return f"never with {other}"
    return f"{n.replace(' deals in ', ' in ').replace(' deal in ', ' in ')} with {other}"


def _brisques(x: float) -> str:
    n = abs(x)
    if n < 0.75:
        return "half a brisque"
    r = round(n)
    return count_words(r, "brisque")


def compare(a: Outcomes, b: Outcomes, *, a_name: str = "it", b_name: str = "",
            skip: frozenset[str] = frozenset(), side: int = 0) -> str:
    """What choice ``a`` does against choice ``b`` over the sampled deals, the figures that matter most first:
    ``"you declare about 3 points more, he declares about 2 fewer, and you win this trick in 9 deals in 10
    (1 in 10 with the other)"``. ``b_name`` names ``b`` in the trick and lead figures (default: "the other");
    ``skip`` leaves out the figures a reason already gave (``"mine"``, ``"his"``, ``"brisques"``, ``"six"``,
    ``"trick"``). ``side``: +1 (or -1) for the one largest part that goes ``a``'s way (or against it) alone, the
    reason a verdict gives for its total (a wrong answer said to "build better" beside what it cost would read
    as a contradiction)."""
    other = b_name or "the other"
    parts = _parts(a, b, skip)
    d_mine = a.declared[0] - b.declared[0]
    d_his = a.declared[1] - b.declared[1]
    facts: list[str] = []
    if "trick" in skip:
        pass
    elif a.trick is not None and b.trick is not None and abs(a.trick - b.trick) >= 0.25:
        facts.append(f"{often(a.trick, 'win this trick')} ({often_with(b.trick, other)})")
    elif a.trick is not None and b.trick is None and (a.trick >= 0.75 or a.trick <= 0.25):
        facts.append(often(a.trick, "win this trick") if a.trick >= 0.5 else often(1 - a.trick, "lose this trick"))
    if abs(a.lead - b.lead) >= 0.25:
        facts.append(f"{often(a.lead, 'lead the last six')} ({often_with(b.lead, other)})")
    if side:
        return next((text for _w, text, x in parts if x * side > 0), "")
    said = [text for _w, text, _x in parts[:3]] + facts
    if not said:
        return "" if skip else "the difference is spread thin: a little in each part of the deal"
    # The parts named must add up to the whole as a player checks it ("gives up about 2 points" over parts of
    # "about 1 point less" would not agree): what the reason before gave counts as
    # named, and the rest of the deal, every smaller difference together, is said when it comes to a point.
    named = sum(x for _w, _t, x in parts[:3]) + (d_mine if "mine" in skip else 0.0) - (d_his if "his" in skip else 0.0)
    rest = (a.net - b.net) - named
    if parts and abs(rest) >= 0.4:
        said.append(f"everything else in the deal together brings you {about(rest)} "
                    f"{'more' if rest > 0 else 'less'}")
    return join_and(said)


def _parts(a: Outcomes, b: Outcomes, skip: frozenset[str]) -> list[tuple[float, str, float]]:
    """:func:`compare`'s parts of the deal, the largest first: (weight, words, the points it names for you: + more,
    - less, 0 where it names none)."""
    parts: list[tuple[float, str, float]] = []
    d_mine = a.declared[0] - b.declared[0]
    d_his = a.declared[1] - b.declared[1]
    d_six = (a.last_six[0] - a.last_six[1]) - (b.last_six[0] - b.last_six[1])
    d_br = a.brisques[0] - b.brisques[0]
    if abs(d_mine) >= 0.75 and "mine" not in skip:
        parts.append((abs(d_mine), f"you declare {about(d_mine)} {'more' if d_mine > 0 else 'less'}", d_mine))
    if abs(d_his) >= 0.75 and "his" not in skip:
        parts.append((abs(d_his), f"he declares {about(d_his)} {'more' if d_his > 0 else 'less'}", -d_his))
    same_way = (d_br > 0) == (d_six > 0)
    if abs(d_br) >= 0.4 and "brisques" not in skip:
        # Points only when the points matter: a brisque's worth in points depends on when it is taken (the eighth
        # review read "half a brisque fewer (2 points less)" and "one brisque fewer (2 points less)" as two rates).
        in_points = abs(d_six) >= 0.75 and same_way
        parts.append((abs(d_six) if abs(d_six) >= 0.5 else 0.5,
                      f"the brisques you take, with the brisquettes and book bonus, bring you {about(d_six)} "
                      f"{'more' if d_six > 0 else 'less'}" if in_points
                      else f"you take about {_brisques(d_br)} {'more' if d_br > 0 else 'fewer'}",
                      d_six if in_points else 0.0))
    if abs(d_six) >= 0.75 and "six" not in skip and not (abs(d_br) >= 0.4 and "brisques" not in skip and same_way):
        parts.append((abs(d_six), f"the last six tricks bring you {about(d_six)} "
                                  f"{'more' if d_six > 0 else 'less'}", d_six))
    parts.sort(key=lambda p: -p[0])
    return parts


def because(c: str, tags: frozenset[str], a: Outcomes, other: str, other_tags: frozenset[str], b: Outcomes,
            side: int = 0) -> tuple[str, frozenset[str]]:
    """Why choice ``c`` (doing ``tags``) comes out as it does against ``other`` (doing ``other_tags``): what the
    card or the declaration does in the game, tied to the figure of the sampled deals it moves, in a player's
    words (``'losing the trick hands him the first declaration: he declares about 2 points more'``), and the
    figures it gave (for :func:`compare` to leave out). Empty when no such tie shows in the figures.

    ``tags`` (:func:`penchant.puzzles.checkers.action_reasons.action_tags`): ``wins``/``loses`` the trick, ``brisque``
    (the card is one), ``table`` (it comes off your table), ``seven`` (a Seven spent early), ``scores`` (a declaration
    now), ``fixes`` (a penchant that fixes trump), ``holds`` (nothing declared now). ``side``: +1 (or -1) for the one
    largest reason going ``c``'s way (or against it): a verdict's one reason, never one pulling the other way ("lets
    the rest of the deal build better" was said of a wrong answer costing 2)."""
    why, gave, _points = _because(c, tags, a, other, other_tags, b, side)
    return why, gave


def _said(x: float) -> float:
    """The points a difference is said as (:func:`about`): half a point, else the nearest whole one."""
    return 0.5 if abs(x) < 0.75 else float(round(abs(x)))


def _because(c: str, tags: frozenset[str], a: Outcomes, other: str, other_tags: frozenset[str], b: Outcomes,
             side: int = 0) -> tuple[str, frozenset[str], float | None]:
    """:func:`because`, with the points the reason given names as they are said (``None`` where it names none, or
    names brisques), with ``side``: a loss's parts said must add up to it (:func:`miss_words`)."""
    d_mine = a.declared[0] - b.declared[0]
    d_his = a.declared[1] - b.declared[1]
    d_br = a.brisques[0] - b.brisques[0]
    d_six = (a.last_six[0] - a.last_six[1]) - (b.last_six[0] - b.last_six[1])
    said: list[tuple[int, str, frozenset[str]]] = []  # (which way it goes for c, the words, the figures before it)
    sizes: list[float] = []  # the points each reason's figure names, to pick the largest
    points: list[float | None] = []  # the points each reason's figure says, where it says points
    gave: set[str] = set()

    def _add(sign: int, text: str, size: float = 0.5, named: float | None = None) -> None:
        said.append((sign, text, frozenset(gave) if said else frozenset()))  # the first gave all before it
        sizes.append(size)
        points.append(named)

    def declared_words() -> str:
        out = []
        if abs(d_mine) >= 0.75:
            out.append(f"you declare {about(d_mine)} {'more' if d_mine > 0 else 'less'}")
            gave.add("mine")
        if abs(d_his) >= 0.75:
            out.append(f"he declares {about(d_his)} {'more' if d_his > 0 else 'less'}")
            gave.add("his")
        return join_and(out)

    # A cause is named only when no figure it moves goes against it ("gives you the first declaration ... he
    # declares about 8 points more" would name a cause its figures contradict).
    first = (d_mine >= 0.75 or d_his <= -0.75) and not (d_mine <= -0.75 or d_his >= 0.75)
    last = (d_mine <= -0.75 or d_his >= 0.75) and not (d_mine >= 0.75 or d_his <= -0.75)
    if "wins" in tags and "loses" in other_tags and first:
        _add(1, size=abs(d_mine) + abs(d_his), named=sum(_said(x) for x in (d_mine, d_his) if abs(x) >= 0.75),
             text=f"winning the trick gives you the first declaration and the first draw, where {other} gives them "
                    f"to him: {declared_words()}")
        gave.add("trick")
    elif "loses" in tags and "wins" in other_tags and last:
        _add(-1, size=abs(d_mine) + abs(d_his), named=sum(_said(x) for x in (d_mine, d_his) if abs(x) >= 0.75),
             text=f"the trick lost costs the first declaration and the first draw, which {other} keeps: "
                    f"{declared_words()}")
        gave.add("trick")
    if "brisque" in tags and "loses" in tags and d_br <= -0.4:
        _add(-1, f"{c} is a brisque and goes to him with the trick: you take about {_brisques(d_br)} fewer")
        gave.add("brisques")
    elif "brisque" in other_tags and "loses" in other_tags and d_br >= 0.4:
        _add(1, f"it keeps your brisques out of his tricks, where {other} gives him one: you take about "
                    f"{_brisques(d_br)} more")
        gave.add("brisques")
    if "table" in tags and "table" not in other_tags and d_mine <= -0.75 and "mine" not in gave:
        _add(-1, f"{c} leaves your table, where it would have served again in a new set: you declare "
                    f"{about(d_mine)} less", named=_said(d_mine))
        gave.add("mine")
    elif "table" in other_tags and "table" not in tags and d_mine >= 0.75 and "mine" not in gave:
        _add(1, f"it keeps your table whole, where {other} takes a card off it that would serve again: you "
                    f"declare {about(d_mine)} more", named=_said(d_mine))
        gave.add("mine")
    if "fixes" in tags and "fixes" not in other_tags and (d_br >= 0.4 or d_six >= 0.75) and "brisques" not in gave:
        # one figure for one reason: "you take about one brisque more" beside "the last six tricks bring you about 3
        # points more" would read as two measures of one thing; the points of the last six are what the trump wins
        _add(1, size=max(d_six, d_br), named=_said(d_six) if d_six >= 0.75 else None,
             text="the trump it fixes, the suit of its Jack, serves you in the tricks to come: "
             + (f"the last six tricks bring you {about(d_six)} more" if d_six >= 0.75
                else f"you take about {_brisques(d_br)} more"))
        gave.update(("brisques", "six"))
    elif ("fixes" in other_tags and "fixes" not in tags and "brisques" not in gave and "six" not in gave
          and d_six <= -0.75):
        # the lesson of a "when to fix trump" puzzle, said of the choice that misses it (naming no other choice)
        _add(-1, size=-d_six, named=_said(d_six),
             text=f"it leaves trump unfixed, and a trump of your choosing serves you in the tricks to come: the last "
                  f"six tricks bring you {about(d_six)} less")
        gave.update(("brisques", "six"))
    if "seven" in tags and d_six <= -0.75:
        _add(-1, f"a Seven spent now cannot take a brisquette in the last six tricks: they bring you "
                    f"{about(d_six)} less", named=_said(d_six))
    if "scores" in tags and "holds" in other_tags and "mine" not in gave and abs(d_mine) >= 0.75:
        _add(1 if d_mine > 0 else -1, size=abs(d_mine), named=_said(d_mine), text=
             f"scoring now {'beats' if d_mine > 0 else 'falls short of'} holding the cards back: over the "
                    f"deal you declare {about(d_mine)} {'more' if d_mine > 0 else 'less'}")
        gave.add("mine")
    elif "holds" in tags and "scores" in other_tags and "mine" not in gave and abs(d_mine) >= 0.75:
        _add(1 if d_mine > 0 else -1, size=abs(d_mine), named=_said(d_mine), text=
             f"the cards held back {'make more later' if d_mine > 0 else 'never make up for it'}: over the "
                    f"deal you declare {about(d_mine)} {'more' if d_mine > 0 else 'less'} than by scoring now")
        gave.add("mine")
    elif "scores" in tags and "scores" in other_tags and "mine" not in gave and abs(d_mine) >= 0.75:
        # "with that declaration the rest builds better: you declare less" would read as a contradiction: say whose
        _add(1 if d_mine > 0 else -1, size=abs(d_mine), named=_said(d_mine), text=
             f"this declaration lets the rest of the deal build better: over the deal you declare "
                    f"{about(d_mine)} more" if d_mine > 0 else
                    f"{other} lets the rest of the deal build better: with {'this one' if c == 'it' else c} you "
                    f"declare {about(d_mine)} less over the deal")
        gave.add("mine")
    return _reasons_said(said, sizes, points, frozenset(gave), side)


def _reasons_said(said: Sequence[tuple[int, str, frozenset[str]]], sizes: Sequence[float],
                  points: Sequence[float | None], gave: frozenset[str], side: int
                  ) -> tuple[str, frozenset[str], float | None]:
    """:func:`because`'s reasons (which way each goes, its words, the figures given before it) said, with the
    figures they gave: all of them, or with ``side`` the largest going that way (and the points it names)."""
    after = [before for _sign, _text, before in said[1:]] + [gave]  # each gave what was added from it to the next
    reasons = [(sign, text, after[n] - before) for n, (sign, text, before) in enumerate(said)]
    if not side:
        return "; ".join(text for _sign, text, _got in reasons), gave, None
    going = [n for n, (sign, _text, _got) in enumerate(reasons) if sign == side]
    if not going:
        return "", frozenset(), None
    n = max(going, key=lambda k: (sizes[k], -k))
    return reasons[n][1], frozenset(reasons[n][2]), points[n]


def figures(outcomes: Mapping[str, Outcomes]) -> str:
    """Every choice's figures, a sentence each, for the fold under a verdict, in a player's words, not a
    statistician's table of net points and percentages."""
    rows = []
    for choice, f in outcomes.items():
        net = f"{abs(f.net):.1f} points {'ahead of' if f.net >= 0 else 'behind'} him"
        trick = "" if f.trick is None else f"; {often(f.trick, 'win this trick')}"
        rows.append(f"{choice}: you come out {net}; you declare {f.declared[0]:.1f} points and he {f.declared[1]:.1f}; "
                    f"you take {f.brisques[0]:.1f} brisques and he {f.brisques[1]:.1f}; the last six tricks bring "
                    f"you {f.last_six[0]:.1f} points and him {f.last_six[1]:.1f}{trick}; "
                    f"{often(f.lead, 'lead the last six')}.")
    return f"{FROM_NOW}: " + " ".join(rows)


def points_figure(x: float) -> str:
    """Points as a figure, to a tenth: ``'1.3 points'`` (where the figure itself is the point)."""
    return count_words(round(float(x), 1), "point")


def about(x: float) -> str:
    """A difference in points in a player's words, the one rounding of them here: ``'about 6 points'``,
    ``'about half a point'`` (under three quarters of one either way)."""
    if abs(x) < 0.75:
        return "about half a point"
    n = round(abs(x))
    return f"about {count_words(n, 'point', digits=True)}"


def outcomes_of(puzzle: Puzzle) -> dict[str, Outcomes]:
    """The judge's sampled deals' figures for each choice, when the puzzle stores them (else empty)."""
    raw = (puzzle.history or {}).get("judge", {}).get("outcomes")
    if not isinstance(raw, Mapping):
        return {}
    try:
        return {c: Outcomes.from_json(raw[c]) for c in puzzle.choices}
    except (KeyError, TypeError, ValueError) as exc:
        raise PuzzleError.of_puzzle(puzzle.id, f"the judge's outcomes are mangled: {exc}") from None


_TRIED: Final = "tried over {n} ways the cards you cannot see could lie, each played out to the end"
"""Said with :func:`~penchant.english.numbers.rough_count` of the deals: a learner reads "about 1,400", not "1440"."""

FROM_NOW: Final = "From now to the end of the deal, over all the tries"
"""What opens every choice's figures in the fold (:func:`figures`)."""

ROUNDED: Final = "the verdict's figures are each rounded to the nearest point, so its parts added up may miss its total"
"""Said after the figures of a judged verdict: each part is rounded, so the parts added up may miss the total."""


Tags = Mapping[str, frozenset[str]]
"""What each choice does (:func:`because`'s tags), by choice."""


def method_words(deals: int) -> str:
    """How a judged verdict's figures were found, in a player's words, for the fold under it
    (:data:`~penchant.judgement.verdicts.FIGURES_LABEL`):
    ``"Tried over about 1,400 ways the cards you cannot see could lie, each played out to the end"``. "Over 480 deals
    sampled … (two standard errors …)" and "these figures are averages" were a statistician's account."""
    return capitalised(_TRIED.format(n=rough_count(deals)))


def spread_words(twice_se: float) -> str:
    """How far the way the unseen cards fall could move a difference, in a player's words (for the fold): ``"how the
    cards you cannot see fall could move that by 0.7 either way"`` (it said "two standard errors of that paired
    difference: 0.7")."""
    return f"how the cards you cannot see fall could move that by {twice_se:.1f} either way"


def _one_reason(c: str, tags: Tags, a: Outcomes, other: str, b: Outcomes, side: int, b_name: str) -> str:
    """One reason for a verdict's total, going its way (``side`` +1 for a gain, -1 for a loss): what the choice does
    tied to the figure it moves (:func:`because`), else the largest part of the deal that differs that way
    (:func:`compare`), else that it is spread over the deal."""
    return _one_reason_said(c, tags, a, other, b, side, b_name)[0]


def _one_reason_said(c: str, tags: Tags, a: Outcomes, other: str, b: Outcomes, side: int, b_name: str
                     ) -> tuple[str, float | None]:
    """:func:`_one_reason`, with the points it names as said (``None`` where it names none)."""
    why, gave, named = _because(c, tags.get(c, frozenset()), a, other, tags.get(other, frozenset()), b, side=side)
    if why:
        return why, named
    part = next(((text, x) for _w, text, x in _parts(a, b, gave) if x * side > 0), None)
    if part is not None:
        return part[0], _said(part[1])
    return "the difference is spread thin: a little in each part of the deal", None


TEMPTING: Final = "the choice that looks natural at first glance"
"""The habit's choice (:data:`~penchant.puzzles.checkers.choice_values.HABIT`'s), as a solution names it beside the
answer: said in plain words, not as "the choice a rule of thumb makes", which names a rule of thumb the player has not
been taught."""


def named_once(c: str, what: str) -> str:
    """A choice and what it does, the choice named once: ``"10♣ wins the trick"`` where what it does opens with it
    (never ``"10♣: 10♣ wins the trick"``), else ``"nothing now: it declares nothing …"``."""
    return capitalised(what) if what.startswith(f"{c} ") else f"{c}: {what}"


def left_out_words(left: Sequence[str]) -> str:
    """Why a mistake puzzle did not offer the moves about as good as its answer, said once it is solved (``""`` with
    none left out): said in the question, it would point at the answer.

    >>> left_out_words(["Q♥"])
    'Q♥ would have done about as well, so it was not among the choices.'
    """
    if not left:
        return ""
    n = len(left)
    each = "" if n == 1 else " each"
    return (f"{join_and(left)} would{each} have done about as well, so {'it was' if n == 1 else 'they were'} "
            "not among the choices.")


def best_words(c: str, what: str, nxt: str, edge: float, habit: str | None, diff: Difference,
               told: Mapping[str, Outcomes], tags: Tags | None = None, *, offered: bool = False,
               said: Mapping[str, str] | None = None) -> str:
    """Why the best choice is best: what it does (in cards), then how far it comes out ahead of the next best over the
    sampled deals with one reason going that way (what it does tied to the figure it moves), and the same against the
    choice that looks natural (:data:`TEMPTING`). How the figures were found is the fold's (:func:`method_words`).
    ``offered``: moves about as good as the answer were left out of the choices, so the next best is the next best
    *offered*, never a move the question said would do about as well. ``said``: a choice's gap already said
    elsewhere, in those words (the move played in a reviewed mistake: the review's figure), so one comparison has
    one figure ("gives up about 3 points, as the review said" on a miss, never "about 2 points ahead" of that move
    once solved)."""
    nxt_said = "the next best choice offered" if offered else "the next best choice"
    fixed = said or {}
    gap = fixed.get(nxt) or about(edge)
    if not told:
        return (f"{named_once(c, what)}; played out to the end many times, the cards you cannot see dealt differently "
                f"each time, it does best for the rest of the deal, {gap} a deal ahead of {nxt_said}")
    t = tags or {}
    why = _one_reason(c, t, told[c], nxt, told[nxt], 1, nxt)
    text = (f"{named_once(c, what)}. It comes out {gap} of the deal ahead of {nxt}, "
            f"{'the next best of the choices offered' if offered else 'the next best'}: {why}")
    if habit is not None and habit not in (c, nxt):
        d, _s = diff(c, habit)
        text += (f"; against {habit}, {TEMPTING}, {fixed.get(habit) or about(d)} ahead: "
                 + _one_reason(c, t, told[c], habit, told[habit], 1, habit))
    return text


def miss_words(c: str, what: str, d: float, best: str, told: Mapping[str, Outcomes], tags: Tags | None = None,
               unit: float | None = None) -> str:
    """Why a choice is not best, naming no other choice: what it does (in cards), then what it gives up over the
    sampled deals with one reason going that way (a wrong answer's gain beside its cost would read as a contradiction).

    It values no other choice either: with three choices, "Q♠ K♠ (marriage), the choice that looks natural,
    gives up about 2 points" after a wrong "nothing now" would leave one choice, the answer. The
    comparison with the natural-looking choice and the next best is the solution's (:func:`best_words`). What it gives
    up is said as a review says a loss where ``unit`` (a brisque's worth) is given, in a puzzle made of a reviewed
    mistake (:func:`~penchant.judgement.verdicts.loss_words`), so the puzzle never says "about 4" of a loss the review
    says is "3.8"."""
    if not told:
        return (f"{what}; played out to the end many times, the cards you cannot see dealt differently each time, "
                "this does less for the rest of the deal than the best choice")
    t = tags or {}
    why, named = _one_reason_said("it", {"it": t.get(c, frozenset()), "the best choice": t.get(best, frozenset())},
                                  told[c], "the best choice", told[best], -1, "the best choice")
    lost = about(d) if unit is None else loss_words(d, unit)
    return (f"{what}. {capitalised(c)} gives up {lost} of the deal against the best choice. {capitalised(why)}."
            + _rest_words(d, named, unit))


def reviewed_miss_words(c: str, what: str, d: float, unit: float, reason: str, said: object = None) -> str:
    """Why the move played in the game is not best, in a puzzle made of that reviewed decision: the review's figure
    (``said``, as the review says it) and the review's own reason, not a second figure or reason from the puzzle's
    longer look: the review and the puzzle share one judgement, so a figure never changes between the two screens.
    Without the review's figure, the puzzle's own is said plainly.

    >>> reviewed_miss_words("A♦", "it wins the trick", 2.2, 1.0, "it gives up the pair A♦ A♣",
    ...                     "about 3 points").split(". ")[1]
    'A♦ costs you about 3 points of the deal against the best choice, as the review said: it gives up the pair A♦ A♣.'
    >>> reviewed_miss_words("A♦", "it wins the trick", 2.2, 1.0, "it gives up the pair A♦ A♣").split(". ")[1]
    'A♦ costs you about 2 points of the deal against the best choice: it gives up the pair A♦ A♣.'
    """
    lost = said if isinstance(said, str) and said else loss_words(d, unit)
    agreed = ", as the review said" if lost == said else ""
    return f"{what}. {capitalised(c)} costs you {lost} of the deal against the best choice{agreed}: {reason}."


def _rest_words(d: float, named: float | None, unit: float | None) -> str:
    """What the rest of the deal adds to a loss's one reason, so the parts said add up to the loss said (``""`` where
    the reason names it all, or names no points)."""
    if named is None:
        return ""
    total = (0.5 if abs(d) < 0.75 else float(round(abs(d)))) if unit is None else float(judged_loss(d, unit))
    rest = round(total - named, 1)
    if abs(rest) < 0.75 or total < 1:
        return ""
    if rest > 0:
        return (f" That is about {_figure(named)} of the {_figure(total)} points; the rest of the deal costs you the "
                f"other {'1 point' if rest == 1 else f'{_figure(rest)} points'}.")
    back = "1 point" if -rest == 1 else f"{_figure(-rest)} points"
    said = f" The rest of the deal wins back about {back} of that, so the loss comes to about "
    return f"{said}{'1 point' if total == 1 else f'{_figure(total)} points'}."


def _figure(x: float) -> str:
    """A figure of points as said: ``'4'``, ``'1.9'``, ``'half a'`` (before "point")."""
    return "half a" if x == 0.5 else str(int(x)) if x == int(x) else f"{x:.1f}"


def title_of(themes: Sequence[str], fallback: str) -> str:
    """A puzzle's title from its first theme that has one (:data:`penchant.puzzles.names.THEME_TITLES`)."""
    for t in themes:
        if t in THEME_TITLES:
            return THEME_TITLES[t]
    return fallback
