""""May you declare this?" answered with its reason: the engine's reason, and the reasons a misreading gives.

A yes/no question is passed by a guess half the time; a choice between *reasons* is not, and it asks what a
player at the table must know: not only whether the set may be declared, but why. :func:`barring_claims` and
:func:`declaration_claims` give the one true claim (the engine's verdict and its reason) and false ones, each
the answer a misreading of the rules gives (minor sets bar, a set of another size unbars, cards in the hand
count, table cards cannot serve again, ...). Every false claim is false as a statement about this position, so
exactly one choice is right; each carries why it is wrong, in words that never name the right one. A declaration's
choices are balanced (:func:`pick_claims`): as many "Yes" as "No", the trick's fact stated on both sides as the
question states it, so the answer is not found by elimination.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Final

from penchant.english.grammar import verb_form
from penchant.english.numbers import number_words
from penchant.errors import PuzzleError
from penchant.errors.internal import BrokenInvariantError
from penchant.puzzles.model import Analysis, Puzzle
from penchant.rules.bar_reports import BarReport, bar_report
from penchant.rules.barring import SIZE_NAMES, is_minor_set_mask, long_enough_to_answer
from penchant.rules.cards import CardSet
from penchant.rules.combinations import (
    DeclarationVerdict,
    DeclaredRecord,
    check_declaration,
    classify_mask,
    combination_kind,
    served_in_same_kind,
)
from penchant.rules.free_reports import free_report, sets_on_table
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.rules.procedure import LOSER_PENCHANT_ONLY_WORDS
from penchant.rules.profiles import Barring, Profile
from penchant.rules.refused import Refused
from penchant.rules.suits_and_ranks import Rank
from penchant.words.barring import (
    LOWER_NEVER_UNBARS_WORDS,
    MINOR_SET_NEVER_BARS_WORDS,
    SHORTER_NEVER_UNBARS_WORDS,
    UNBARS_BY_SIZE_WORDS,
    UNBARS_BY_VALUE_WORDS,
    bars_words,
    best_set_weighed_words,
    measured_against_the_bar_words,
    only_minor_sets_barred_words,
    unbars_words,
)
from penchant.words.cards import cards_words
from penchant.words.kinds import KIND_CARDS, kind_words
from penchant.words.refused import where_to_look

__all__ = ["COMBINATIONS_MISREADINGS", "KIND_MIXED_UP", "KIND_NOT_KNOWN", "REASONED_MISS", "Claim",
           "barring_claims", "claims_analysis", "declaration_claims", "pick_claims"]


@dataclass(frozen=True, slots=True)
class Claim:
    """A choice: its ``yes`` or no and its ``reason``, apart (:attr:`text` joins them: ``"No: his two Queens (Q♠
    Q♦) bar it"``), whether it is ``true``, the misreading that makes a player choose it (empty for the true one)
    and ``why`` it is wrong (empty for the true one)."""

    yes: bool
    reason: str
    true: bool
    misreading: str = ""
    why: str = ""
    wrong: str = ""
    """Which part of a false claim is wrong: ``"verdict"`` (its yes or no: what it says may hold, but a rule it
    does not name decides), ``"reason"`` (what it says is false of this position, or no rule); ``""`` unsaid."""

    @property
    def text(self) -> str:
        """The choice as shown: ``"Yes: ..."`` or ``"No: ..."``, then its reason."""
        return f"{'Yes' if self.yes else 'No'}: {self.reason}"

    @property
    def said(self) -> str:
        """The choice as a player says it after "Right:" (``"no, every card of it is on your table"``): two colons
        in a row ("Right: No: ...") read as a stumble."""
        return f"{'yes' if self.yes else 'no'}, {self.reason}"


def _sets(table: int) -> list[tuple[int, Rank, int]]:
    """The sets lying on a table (:func:`penchant.rules.free_reports.sets_on_table`): (how many, rank, the cards)."""
    return [(t.size, t.rank, t.cards.mask) for t in sets_on_table(table)]


def _set_words(whose: str, n: int, rank: Rank, cards: int) -> str:
    return f"{whose} {number_words(n)} {rank.plural} ({cards_words(CardSet.from_mask(cards))})"


def barring_claims(hand: int, table: int, opp: int, declaration: int, profile: Profile) -> list[Claim]:
    """Every claim about declaring ``declaration`` under a bar (one true), true first."""
    kind = combination_kind(CardSet.from_mask(declaration))
    holdings = Holdings.from_masks(hand, table, opp)
    v = check_declaration(CardSet.from_mask(declaration), holdings, profile)
    reading = profile.barring
    minor = is_minor_set_mask(kind, declaration)
    size = kind.size if kind.is_set else 0
    his, mine = _sets(opp), _sets(table)
    his_major = [s for s in his if s[1].is_major]
    report = bar_report(size, holdings, reading) if minor else None
    barring_ranks = {b.rank for b in report.bars} if report is not None else set()
    true = _true_barring_claim(v, minor, size, report, table, opp, reading)
    claims = [true]
    what = cards_words(CardSet.from_mask(declaration))

    def add(yes: bool, reason: str, misreading: str, why: str) -> None:
        claim = Claim(yes, reason, False, misreading, why)
        if claim.text != true.text and all(c.text != claim.text for c in claims):
            claims.append(claim)

    for n, r, cards in his:
        if not r.is_major:
            add(False, f"{_set_words('his', n, r, cards)} bar it", "minor sets bar",
                f"{r.plural} are a minor rank: {MINOR_SET_NEVER_BARS_WORDS}")
    for n, r, cards in his_major:
        if r in barring_ranks:
            continue
        add(False, f"{_set_words('his', n, r, cards)} bar it", "a major set always bars",
            _why_not_barring(n, r, cards, what, size, table, report, reading) if minor
            else f"{what} is not a minor set: {only_minor_sets_barred_words(spelled_out=True)}")
    if report is not None:
        for n, r, cards in mine:
            for b in report.main_bars:
                add(True, f"{_set_words('your', n, r, cards)} answer his {b.rank.plural}",
                    "any set of yours answers his" if reading == "by_size" else "a lower set answers",
                    _why_not_answered(n, r, b.size, b.rank, reading))
        for n, r, cards in _sets(hand):
            if r.is_major:
                add(True, f"{_set_words('your', n, r, cards)} in your hand answer his "
                    f"{report.main_bars[0].rank.plural}", "cards in the hand count",
                    "cards in your hand never count for a bar: only the two tables do")
    if minor and report is not None:
        bar = report.main_bars[0]
        add(True, f"a {SIZE_NAMES[size]} is longer than his {bar.rank.plural}",
            "a longer set is always free",
            f"his {bar.rank.plural} are {number_words(len(bar.cards))}: "
            f"as many as your {SIZE_NAMES[size]} or more")
    if his_major:
        add(True, "he has no major set on his table", "his table misread",
            f"his table holds {_set_words('', *his_major[0]).strip()}, a major set")
    if minor:
        add(True, f"{what} is not a minor set, and {only_minor_sets_barred_words()}", "every set counts as major",
            f"{what} is a {kind_words(kind)} of {next(iter(CardSet.from_mask(declaration))).rank.plural}: a minor set")
    return claims


def _why_not_barring(n: int, r: Rank, cards: int, what: str, size: int, table: int, report: BarReport | None,
                     reading: Barring) -> str:
    """Why his major set of ``n`` cards of ``r`` does not bar a minor set of ``size`` cards, asked of the rules for
    that set alone on his table: what of yours answers it, or that it is too small
    (:func:`~penchant.rules.free_reports.free_report`); barring on its own, it is not the set the rule weighs, his
    higher one is (the bar :func:`~penchant.rules.bar_reports.bar_report` gives, ``report``)."""
    alone = free_report(size, Holdings.from_masks(table=table, opp_table=cards), reading)
    if alone is None:
        if report is None:
            raise BrokenInvariantError("a set that bars alone bars beside his higher ones too")
        higher = report.main_bars[0]
        return (f"his {r.plural} are not the set weighed, his {higher.rank.plural} are: "
                f"{best_set_weighed_words(reading)}")
    if alone.answered:
        _n, _theirs, mine = alone.answered[-1]
        return (f"his {r.plural} are answered by {_set_words('your', mine.size, mine.rank, mine.cards.mask)}: "
                f"{unbars_words(reading)}")
    return f"a {SIZE_NAMES[size]} is {measured_against_the_bar_words(size, n, reading)}: {bars_words(reading)}"


def _why_not_answered(n: int, r: Rank, size: int, rank: Rank, reading: str) -> str:
    if reading == "by_size":
        if not r.is_major:
            return f"your {r.plural} are a minor set: {UNBARS_BY_SIZE_WORDS}"
        if not long_enough_to_answer(n, size):
            return f"your {r.plural} are {number_words(n)}, his {rank.plural} more: {SHORTER_NEVER_UNBARS_WORDS}"
        return f"your {r.plural} are lower than his {rank.plural}: {LOWER_NEVER_UNBARS_WORDS}"
    return f"your {number_words(n)} {r.plural} are not as good as his set: {UNBARS_BY_VALUE_WORDS}"


def _true_barring_claim(v: DeclarationVerdict, minor: bool, size: int, report: BarReport | None, table: int, opp: int,
                        reading: str) -> Claim:
    """The engine's verdict with its reason: the bar the rules report, or what the rules say frees the set
    (:func:`penchant.rules.free_reports.free_report`)."""
    what = cards_words(v.cards)
    if not minor:
        return Claim(True, f"{what} is not a minor set, and {only_minor_sets_barred_words()}", True)
    if not v.legal:
        if not (v.refused is Refused.BARRED and report is not None):
            raise BrokenInvariantError("a minor set refused other than by a bar")
        bar = report.main_bars[0]
        return Claim(False, f"{_set_words('his', len(bar.cards), bar.rank, bar.cards.mask)} bar it", True)
    free = free_report(size, Holdings.from_masks(table=table, opp_table=opp), reading)
    if free is None:
        raise BrokenInvariantError("a minor set declarable is free by no report")
    if free.answered:
        _n, theirs, mine = free.answered[-1]
        return Claim(True, f"{_set_words('your', mine.size, mine.rank, mine.cards.mask)} answer his "
                     f"{theirs.rank.plural}", True)
    if free.shorter is not None:
        longer = "worth more than" if reading == "by_value" else "longer than"
        return Claim(True, f"a {SIZE_NAMES[size]} is {longer} his {free.shorter[1].rank.plural}", True)
    return Claim(True, "he has no major set on his table", True)


# ----------------------------------------------------------------------------------------- declarations
def _refused_claim(v: DeclarationVerdict, kind: Kind | None, declaration: int,
                   declared: tuple[DeclaredRecord, ...]) -> tuple[bool, str]:
    """The true claim of a declaration refused by a rule other than the fresh card and the loser's penchant: the card
    that served already in that kind, the bar, or the rules' own reason."""
    if v.refused is Refused.SERVED_IN_KIND and kind is not None:
        reused = served_in_same_kind(declaration, kind, declared)
        return (False, f"{cards_words(CardSet.from_mask(reused))} already served in a {kind_words(kind)}")
    if v.refused is Refused.BARRED:
        return (False, "a set on his table bars it")
    return (False, v.written(cards_words) if v.written is not None else v.reason)


def declaration_claims(hand: int, table: int, opp: int, declaration: int, profile: Profile,
                       declared: tuple[DeclaredRecord, ...] = (), penchant_only: bool = False) -> list[Claim]:
    """Every claim about declaring ``declaration`` now (one true), true first."""
    holdings = Holdings.from_masks(hand, table, opp)
    cards = CardSet.from_mask(declaration)
    v = check_declaration(cards, holdings, profile, declared=declared, penchant_only=penchant_only)
    kind = classify_mask(declaration)
    what = cards_words(cards)
    fresh = CardSet.from_mask(declaration & hand)
    named = kind_words(kind)
    # Why the declaration may be made, past its kind: a "yes" that names the kind wrongly keeps it.
    why_yes = (f"{cards_words(fresh)} {verb_form(len(fresh), 'come')} fresh from your hand" if fresh
               else "its cards may serve again")
    yes = (True, f"{what} is a {named}, and {why_yes}")
    # Each claim names the cards it is about, as the "yes" claims do ("K♠ K♥ is a pair, and K♠ comes fresh ..."):
    # a choice of this board beside generic rules would stand out as the answer by its form.
    all_on_table = (False, f"every card of {what} is already on your table")
    loser = (False, f"you lost the trick, and {LOSER_PENCHANT_ONLY_WORDS}")
    on_table = CardSet.from_mask(declaration & table)
    rule_table = (False, f"{cards_words(on_table)}, already on your table, cannot serve in a new declaration")
    # The true claim is the rules' own answer: the rule that refuses (``v.refused``), never worked out again here.
    plain: dict[Refused | None, tuple[bool, str]] = {Refused.NOTHING_FRESH: all_on_table, Refused.PENCHANT_ONLY: loser}
    true = Claim(*(yes if v.legal else plain.get(v.refused) or _refused_claim(v, kind, declaration, declared)), True)
    claims = [true]

    def add(said: tuple[bool, str], misreading: str, why: str, wrong: str = "reason") -> None:
        claim = Claim(*said, False, misreading, why, wrong)
        if claim.text != true.text and all(c.text != claim.text for c in claims):
            claims.append(claim)

    if not v.legal:
        # The rule that refuses, asked as where to look, and no fact of this position (the facts read as the answer).
        add(yes, "the rule it breaks overlooked",
            _rule_to_apply(declaration, v, _fresh_is_not_all(v, named, fresh)), "verdict")
    # A "yes" beside the trick's fact as the question states it, so that a "no" never stands alone on that fact
    # ("You lost trick 1" beside one choice beginning "No: you lost the trick" gives it away) nor a "yes" alone
    # among the choices (a lone "Yes" reads as the answer).
    if penchant_only:
        # The loser's rule read as shutting him out: a "no" on the trick's fact, beside the "yes" on it below.
        add(LOSER_NO, "the loser's rule read as nothing",
            "no rule says so; the loser of a trick may declare when its winner declared nothing: what may he "
            "declare then?", "reason" if not v.legal else "verdict")
        add(LOSER_YES, "the loser's rule misread",
            _rule_to_apply(declaration, v, _loser_rule_half_read(v)) if not v.legal
            else "its reason is not the rule: what may the loser of a trick declare when its winner declared nothing?",
            "verdict" if not v.legal else "reason")
    else:
        add(WINNER_YES, "the fresh-card rule overlooked",
            # Not "declared again": said of a pair never declared before, "again" would read as a fact of the position.
            _rule_to_apply(declaration, v, WINNER_NOT_ANY) if not v.legal
            # Allowed, the true reason in this position's words: the card that comes from the hand, named where the
            # board draws it. A question that supposes the cards all on the table would be false of the board and
            # lead to the wrong "No: every card of it is already on your table".
            else _winner_not_any_here(declaration, hand, table),
            "verdict" if not v.legal else "reason")
    if declaration & hand and declaration & table:
        # Offered only where a card of it lies on your table, so that it is a misreading of this board: beside an
        # empty table (or none of its cards there) no learner could believe it, and it is struck out unread.
        # Not "K♠ is in your hand, not on your table": naming the card and where it lies hands over the answer.
        # The miss points at what tells hand and table apart, and leaves the looking to the learner.
        add(all_on_table, "a table card counted as the hand's",
            "look again at where its cards lie: your table holds only cards you have already declared, "
            "your hand the rest")
    if declaration & table:
        # A nudge toward the rule, not toward a choice: where the cards lie would point at the answer ("Q♠ Q♥,
        # on your table, may serve again" told that every card of the pair was there, the one right "No").
        add(rule_table, "table cards are used up",
            "no rule says so; a card on your table may serve again in a later declaration, but on what condition?")
    if not penchant_only:
        # Not "you lost the trick" when the question says it was won: a choice the question contradicts is
        # struck out unread, and the choices left tell the answer. Its question leans on no step but the trick
        # itself: chapter 0 asks it before drawing is taught, so it names no step the page has not shown.
        add(WINNER_NO, "when the winner declares misread",
            "no rule says so; what may the winner of a trick do as soon as the trick is won?")
    for k, m in declared:
        if m & declaration and k is not kind:
            add((False, f"{cards_words(CardSet.from_mask(m & declaration))} already served in a {kind_words(k)}"),
                "one use a card", f"{cards_words(CardSet.from_mask(m & declaration))} served in a {kind_words(k)}, and "
                                  f"{what} is a {named}: what does the rule on a card serving twice say of "
                                  "two kinds?")
    if kind is not None:
        # Chapter 3's own misreadings, the kinds: the cards named as a kind near theirs (a besito read as a
        # marriage, a family as a clan), and a combination not known for one. Each hears what the kind it names
        # is made of, a rule of the kinds table, never the kind the cards make.
        near = _near_kind(kind)
        made_of = f"a {near.value} is {KIND_CARDS[near]}"
        # refused, the "yes" is wrong as well as its kind: it hears the rule that refuses too, as every wrong "yes"
        add((True, f"{what} is a {near.value}, and {why_yes}"), KIND_MIXED_UP,
            f"{made_of}: look again at which kind {what} make" if v.legal else _rule_to_apply(declaration, v, made_of),
            "reason" if v.legal else "verdict")
        add((False, f"{what} is no combination, though {why_yes}"), KIND_NOT_KNOWN,
            f"look again at the kinds: one of them is {KIND_CARDS[kind]}")
    return claims


KIND_MIXED_UP: Final = "the kinds mixed up"
"""The misreading of a claim that names the cards as a kind near theirs (:func:`_near_kind`)."""
KIND_NOT_KNOWN: Final = "a kind not known"
"""The misreading of a claim that the cards make no combination."""
COMBINATIONS_MISREADINGS: Final = (KIND_MIXED_UP, "table cards are used up", KIND_NOT_KNOWN)
"""The misreadings chapter 3's "may you declare?" puzzles ask about (the kinds, and that a card on the table may
serve again), put before the trick's rules that chapters 0 and 2 ask (:func:`pick_claims`'s ``prefer``)."""


def _near_kind(kind: Kind) -> Kind:
    """The kind a learner may take ``kind``'s cards for: of its class, the nearest in size (a besito's marriage, a
    family's clan, a pair's triplet)."""
    return min((k for k in Kind if k is not kind and k.kind_class is kind.kind_class),
               key=lambda k: abs(k.size - kind.size))


LOSER_YES: Final = (True, "you lost the trick, and the loser of a trick may declare any combination he holds, once "
                          "the winner declared nothing")
"""A false "yes" of a trick lost (the loser's rule misread), beside the true "no" that names the loser's rule: said
at the rule's length, in the rule's words but for what it lets the loser declare, so that the true claim is not
found as the longest line (it was, by some forty letters)."""
LOSER_NO: Final = (False, "you lost the trick, and the loser of a trick may declare nothing, whether or not the "
                          "winner declared")
"""A false "no" of a trick lost (the loser's rule read as leaving him out), at the length of the loser's other
claims, so that on a trick lost two claims of each side speak of the loser's rule and none stands out by its form."""
WINNER_YES: Final = (True, "you won the trick, and its winner may declare any combination, fresh cards or not")
"""A false "yes" of a trick won (the fresh-card rule overlooked)."""
WINNER_NO: Final = (False, "you won the trick, but its winner must draw from the stock before declaring")
"""A false "no" of a trick won: the winner declares after the trick, before the draw
(:data:`penchant.rules.procedure` says the order)."""


WINNER_NOT_ANY: Final = "the winner of a trick may declare, but not just any cards"
"""What a wrong "yes" that lets a trick's winner declare any combination hears before the rule to look up."""


def _winner_not_any_here(declaration: int, hand: int, table: int) -> str:
    """What a wrong "yes" that lets the winner declare any combination hears when the declaration is allowed: the
    rule it leaves out pointed at (the rules say which cards a declaration may use), then where to look, asked.
    Never the rule's words ("one card at least must come from your hand"), which are the right choice's reason,
    nor where this declaration's cards lie ("here K♠ is in your hand, K♥ on your table"): that is
    the fact that makes the right choice."""
    rule = "no rule lets the winner declare any combination: the rules say which cards a declaration may use"
    if not declaration & hand:
        return rule
    return f"{rule}. Where do its cards lie, in your hand or on your table?"


def _fresh_is_not_all(v: DeclarationVerdict, named: str, fresh: CardSet) -> str:
    """What a wrong "yes" that names the combination and its fresh card (or says its cards may serve again) hears
    before the rule to look up: that what it names holds and is not all a declaration needs, with the kind of rule
    that also decides, never the verdict."""
    held = (f"a {named} with a card fresh from the hand is" if fresh
            else "cards may serve again in a later declaration, but that is")
    also = {
        Refused.PENCHANT_ONLY: ": the rules also say who may declare what after a trick",
        Refused.SERVED_IN_KIND: ": a card that served before serves again only as the rules allow",
        Refused.BARRED: ": a set is also weighed against the sets on the other table",
    }.get(v.refused, "") if v.refused is not None else ""
    return f"{held} not all a declaration needs{also}"


def _loser_rule_half_read(v: DeclarationVerdict) -> str:
    """What a wrong "yes" that reads the loser's rule as letting the loser declare anything hears before the rule
    to look up: the loser's rule has two halves, when and what (or, refused by another rule, that the other rules
    hold for the loser too)."""
    if v.refused is Refused.PENCHANT_ONLY:
        return "the loser's rule says two things, when the loser of a trick may declare and what"
    return "the loser may declare when the winner declared nothing, but every other rule of declaring holds too"


def _rule_to_apply(declaration: int, v: DeclarationVerdict, misread: str) -> str:
    """What a wrong "yes" is told: ``misread``, what in its own reason falls short (a sentence of the rules, no fact
    of this position and no verdict), then the kind of rule the engine refuses the declaration by
    (:attr:`penchant.rules.combinations.DeclarationVerdict.refused`), asked as where to look on the board.

    Each wrong "yes" hears its own shortfall: the same words after every wrong "yes" would not say why the reason
    picked falls short. A fact of this position ("you won the trick", "Q♠ Q♥ are on your table") gives the answer
    away: the question names the rule and leaves the looking, and the verdict, to the learner."""
    if v.refused is None:
        raise BrokenInvariantError("a declaration refused says no refusal")
    return f"{misread}; " + where_to_look(v.refused, cards_words(CardSet.from_mask(declaration)))


def pick_claims(claims: list[Claim], most: int = 4, *, balanced: bool = False,
                prefer: Sequence[str] = ()) -> list[Claim]:
    """The choices shown: the true claim and up to ``most - 1`` false ones (the first found, which are the
    misreadings nearest this position), in a fixed order: the *yes* claims, then the *no* ones. ``balanced``: as
    many *yes* as *no* (``most // 2`` each, the true claim among its side's), so that neither a lone "Yes" nor a
    lone "No" stands out as the answer. ``prefer``: misreadings whose claims go first, in that order (a
    chapter's own, :data:`COMBINATIONS_MISREADINGS`), so that a chapter asks its idea and not an earlier
    chapter's again."""
    if prefer:
        rank = {m: i for i, m in enumerate(prefer)}
        claims = [claims[0], *sorted(claims[1:], key=lambda c: rank.get(c.misreading, len(rank)))]
    if balanced:
        yes = [c for c in claims if c.yes]
        no = [c for c in claims if not c.yes]
        n = min(most // 2, len(yes), len(no))
        # A fact said on one side is said on the other too ("you won the trick" beside a "yes" and a "no"): the
        # false claims whose fact the other side states come first.

        def fact(c: Claim) -> str:
            return c.reason.split(",")[0]

        def side_picked(side: list[Claim], other: list[Claim]) -> list[Claim]:
            facts = {fact(c) for c in other}
            false = [c for c in side if not c.true]
            if not prefer:
                false.sort(key=lambda c: fact(c) not in facts)
            return [*[c for c in side if c.true], *false][:n]

        chosen = [*side_picked(yes, no), *side_picked(no, yes)]
    else:
        chosen = [claims[0], *[c for c in claims[1:]][: most - 1]]
    return sorted(chosen, key=lambda c: (not c.yes, c.text))


REASONED_MISS: Final = "check both parts against the rules, the yes or no and the reason given for it"
"""What a wrong answer of a reasoned "may you declare?" puzzle is told when its claim does not say which part is
wrong (:attr:`Claim.wrong`)."""


def _which_part_is_wrong(claim: Claim) -> str:
    """The first words a wrong claim hears after "is not right", if any (a wrong reason is said as its reason:
    :attr:`~penchant.puzzles.model.Analysis.wrong_reasons`). A wrong verdict hears nothing here: its
    why asks where to look (:func:`_rule_to_apply`). "Its yes is wrong here" would tell that the answer is among
    the "No" choices (four choices become three); a wrong answer names neither half of itself as wrong. A
    wrong reason hears that it does not hold (a fact of this position, not a verdict); an unsaid part hears
    :data:`REASONED_MISS`."""
    if claim.wrong == "verdict":
        return ""
    if claim.wrong == "reason":
        return "its reason does not hold in this position"
    return REASONED_MISS


def claims_analysis(puzzle: Puzzle, claims: list[Claim], base: Analysis) -> Analysis:
    """A reasoned "may you declare?" puzzle's analysis: ``base`` (the kind's analysis of the same position: its
    themes, hints, marks and explanation) with the verdict of every choice from ``claims``. The puzzle's choices
    must be claims about this position, exactly one of them true."""
    by_text = {c.text: c for c in claims}
    unknown = [c for c in puzzle.choices if c not in by_text]
    if unknown:
        raise PuzzleError.of_puzzle(puzzle.id, f"{unknown!r} are not claims the engine makes about this position")
    right = [c for c in puzzle.choices if by_text[c].true]
    if len(right) != 1 or len(puzzle.choices) < 3:
        raise PuzzleError.of_puzzle(puzzle.id, f"a reasoned question needs three choices or more, exactly one "
                          f"true, not {list(puzzle.choices)!r}")
    verdicts: dict[str, tuple[bool, str]] = {}
    misses: dict[str, str] = {}
    costs: dict[str, str] = {}
    for text in puzzle.choices:
        claim = by_text[text]
        verdicts[text] = (claim.true, base.explanation)
        if not claim.true:
            misses[text] = claim.why
            costs[text] = _which_part_is_wrong(claim)
    tempting = tuple(c for c in puzzle.choices if not by_text[c].true)
    wrong_reasons = tuple(c for c in tempting if by_text[c].wrong == "reason")
    return replace(base, best=(right[0],), verdicts=verdicts, tempting=tempting, unique=True, misses=misses,
                   costs=costs, wrong_reasons=wrong_reasons, said_right={c: by_text[c].said for c in puzzle.choices})
