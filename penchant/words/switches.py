"""The rules' switches in a player's words: each switch named (:data:`OPTION_NAMES`) and set one way
(:func:`option_words`, :func:`option_label`), several profiles' settings side by side (:func:`switch_words`) or in
full (:func:`switch_in_full`), who may declare under a profile (:func:`declaring_words`), Kandell's options on the
brisques (:func:`brisque_option_words`, :func:`brisque_choice_words`) and how two rule books' numbers compare
(:func:`times_the_numbers_words`, :func:`scored_otherwise_words`). A rule book's name in words is the profiles'
(:func:`~penchant.rules.book_names.rules_words`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from itertools import combinations
from typing import Any, Final

from penchant.english.grammar import capitalised
from penchant.english.lists import join_and
from penchant.english.numbers import count_words, number_words, ordinal_words
from penchant.errors import InvalidSettingError
from penchant.rules.book_names import rules_words
from penchant.rules.kinds import Kind
from penchant.rules.profiles import (
    AS_PRINTED,
    BRISQUE_OPTIONS,
    RECORD_OPTIONS,
    Profile,
    brisque_option,
    get_profile,
    switches_apart,
)
from penchant.rules.score_scale import deal_points_multiple
from penchant.rules.scoring import (
    declaration_counted_otherwise,
    declared_points,
    kinds_off_the_multiple,
    kinds_scored_otherwise,
    times_the_numbers,
)
from penchant.rules.trump import penchant_sets_trump
from penchant.words.barring import rule_words
from penchant.words.dealing import method_words
from penchant.words.kinds import kind_words
from penchant.words.scoring import over_the_book

__all__ = [
    "rescaled_scores_words",
    "switched_scores_words",
    "brisque_choice_words", "BRISQUE_OPTION_WHOSE", "brisque_option_words", "declaring_words", "option_label",
    "OPTION_NAMES", "option_words", "scored_otherwise_words", "switch_in_full", "switch_words", "switches_apart_rows",
    "times_the_numbers_words", "every_score_words", "whose_words", "numbers_words", "multipliers_words",
    "rules_in_a_line", "losers_penchant_words",
]


MULTIPLIED: Final = {"brisquette_multiplier": "brisquettes", "bonus_multiplier": "the book bonus"}
"""What each of the profile's multipliers multiplies, in a player's words."""


def _times(profile: Profile, option: str) -> str:
    return f"{MULTIPLIED[option]} times {getattr(profile, option)}"


def multipliers_words(profile: Profile) -> str:
    """The multipliers ``profile`` sets other than 1, in a player's words, the one wording of them
    (:func:`brisque_option_words` says them alike); ``""`` when none is.

    >>> from penchant.rules.profiles import KANDELL
    >>> multipliers_words(KANDELL.with_options(brisquette_multiplier=2, bonus_multiplier=3)), multipliers_words(KANDELL)
    ('brisquettes times 2, the book bonus times 3', '')
    """
    return ", ".join(_times(profile, option) for option in MULTIPLIED if getattr(profile, option) != 1)


def brisque_option_words(profile: Profile) -> tuple[str, str]:
    """Kandell's brisque option ``profile`` scores by, as (its name in :data:`~penchant.rules.profiles.BRISQUE_OPTIONS`,
    what it gives under these values); ``("", "")`` for the brisques not doubled.

    >>> from penchant.rules.profiles import KANDELL
    >>> brisque_option_words(KANDELL.with_options(**BRISQUE_OPTIONS["doubled brisques"]))
    ('doubled brisques', '2 a brisquette, 2 a brisque over six')
    >>> brisque_option_words(KANDELL), brisque_option_words(KANDELL.with_options(brisquette_multiplier=3))
    (('', ''), ('brisquettes times 3 and the book bonus times 1', ''))
    """
    name = brisque_option(profile)
    if name is None:
        return join_and([_times(profile, option) for option in MULTIPLIED]), ""
    if name == AS_PRINTED:
        return "", ""
    changed = {key for key, value in BRISQUE_OPTIONS[name].items() if value != BRISQUE_OPTIONS[AS_PRINTED][key]}
    gives = [*([f"{profile.brisquette_points} a brisquette"] if "brisquette_multiplier" in changed else []),
             *([f"{profile.bonus_points} a brisque {over_the_book()}"] if "bonus_multiplier" in changed else [])]
    return name, ", ".join(gives)


BRISQUE_OPTION_WHOSE: Final[dict[str, str]] = {
    AS_PRINTED: "Kandell's default and these chapters'",
    "doubled brisques": "the option Kandell plays himself",
    "only the book bonus doubled": "the option Kandell leaves to others",
}
"""Whose each of :data:`~penchant.rules.profiles.BRISQUE_OPTIONS` is, the one wording of it (Kandell: "when I play I
usually double the brisque scorings"; "others may prefer to double only the brisque bonus"): his rules score the
brisques not doubled, and the option he plays himself is said as his option, not as his rules."""


def brisque_choice_words(profile: Profile) -> str:
    """The one line beside the board's choice of brisque scoring: what the choice is (what a brisquette and a brisque
    over six score under ``profile``), whose it is (:data:`BRISQUE_OPTION_WHOSE`) and which to use: the brisques not
    doubled, Kandell's default, unless both players agree on an option.

    >>> from penchant.rules.profiles import KANDELL
    >>> brisque_choice_words(KANDELL)
    "How the brisques score. Not doubled (1 a brisquette, 1 a brisque over six): Kandell's default and these \
chapters'; use it unless both players agree on another."
    """
    name = brisque_option(profile) or AS_PRINTED
    scores = (f"How the brisques score. {capitalised(name)} ({profile.brisquette_points} a brisquette, "
              f"{profile.bonus_points} a brisque {over_the_book()}): {BRISQUE_OPTION_WHOSE[name]}")
    if name == AS_PRINTED:
        return f"{scores}; use it unless both players agree on another."
    return f"{scores}, if both players agree; else {AS_PRINTED}, the default."


OPTION_NAMES: Final = {
    "cut_deals": "who deals after the cut",
    "loser_penchant_sets_trump": "whose penchant sets trump",
    "deal_method": "how these boards deal",
    "barring": "how a major set bars a minor one",
    "same_kind_reuse": "a card serves again in the same kind",
    "brisquette_multiplier": "brisquettes count",
    "bonus_multiplier": "the book bonus counts",
}
"""Each switch of the rules (a profile's option) named as a player asks about it, the one wording of each: a
table of the rules side by side heads its rows with these."""


_OPTION_WORDS: Final[dict[tuple[str, object], str]] = {
    ("same_kind_reuse", False): "a card serves only once in each kind",
    ("same_kind_reuse", True): "a card may serve again in the same kind",
    # As chapters 4 and 10 say it, the first penchant and who may declare it ("a loser's penchant sets trump" read
    # as a third rule beside "the first penchant declared by anyone")
    ("loser_penchant_sets_trump", True): "the first penchant sets trump, whoever declares it",
    ("loser_penchant_sets_trump", False): "the first penchant declared by a trick's winner sets trump",
    ("barring", "by_value"): "the bar by value (Foster's reading)",
    ("barring", "by_size"): "the bar by size (Kandell's reading)",
    ("deal_method", "traditional"): "these boards deal the traditional way",
    # the method said, not its name: the marker's set-up screen is read before any chapter's fold explains
    # "singles"
    ("deal_method", "singles"): "these boards deal the cards one at a time",
    ("deal_method", "threes"): "these boards deal the cards three at a time",
}


def option_words(key: str, value: object) -> str:
    """A switch of the rules set one way, as a player says it.

    >>> option_words("same_kind_reuse", False), option_words("brisquette_multiplier", 2)
    ('a card serves only once in each kind', 'brisquettes count double')
    >>> option_words("brisquette_multiplier", 1), option_words("bonus_multiplier", 0)
    ('brisquettes count once', 'the book bonus counts for nothing')
    >>> option_words("cut_deals", "low"), option_words("deal_method", "singles")
    ('the lower cut deals', 'these boards deal the cards one at a time')
    """
    words = _OPTION_WORDS.get((key, value)) if isinstance(value, bool | str) else None
    if words:
        return words
    if key.endswith("_multiplier") and isinstance(value, int):
        what = OPTION_NAMES.get(key, f"{key.removesuffix('_multiplier').replace('_', ' ')} counts")
        said = {0: "for nothing", 1: "once", 2: "double"}.get(value, f"{value} times")
        return f"{what} {said}"
    if key == "cut_deals":
        return f"the {value}er cut deals"
    if key == "deal_method":
        return f"these boards deal {value}"
    return f"{key.replace('_', ' ')}: {value}"


def switch_words(key: str, profiles: Iterable[Profile | str]) -> str:
    """How each of ``profiles`` (profiles or their names) sets the switch ``key``, as a player says it
    (:func:`option_words`), the profiles that set it alike named together, in the order given: what a board
    comparing the rules says of them, so that a profile with the switch turned reads as it plays.

    >>> from penchant.rules.profiles import FOSTER, KANDELL, MODERN
    >>> switch_words("cut_deals", (FOSTER, KANDELL, MODERN))
    "Foster's rules: the lower cut deals; Kandell's rules and Kandell's modern scoring: the higher cut deals"
    >>> switch_words("cut_deals", (FOSTER.with_options(cut_deals="high"), KANDELL))
    "Foster's rules and Kandell's rules: the higher cut deals"
    """
    alike: dict[str, list[str]] = {}
    for given in profiles:
        profile = get_profile(given)
        alike.setdefault(option_words(key, getattr(profile, key)), []).append(rules_words(profile.name))
    return "; ".join(f"{join_and(names)}: {words}" for words, names in alike.items())


def switches_apart_rows(profiles: Sequence[Profile | str]) -> list[tuple[str, tuple[str, ...]]]:
    """Where ``profiles`` (profiles or their names) part beside their numbers, a row a switch: every switch two of
    them set differently (:func:`~penchant.rules.profiles.switches_apart`, in the rules' order), named
    (:data:`OPTION_NAMES`), then how each of them sets it as a player says it (:func:`option_words`). The one list
    of where the rule books part that a table of them shows.

    >>> [name for name, _ in switches_apart_rows(("foster", "kandell", "modern"))][:2]
    ['how these boards deal', 'how a major set bars a minor one']
    >>> switches_apart_rows(("kandell", "foster"))[2]
    ('who deals after the cut', ('the higher cut deals', 'the lower cut deals'))
    >>> switches_apart_rows(("kandell", "modern"))
    []
    """
    profs = [get_profile(p) for p in profiles]
    apart = {key for a, b in combinations(profs, 2) for key in switches_apart(a, b)}
    return [(OPTION_NAMES[key], tuple(option_words(key, getattr(p, key)) for p in profs))
            for key in RECORD_OPTIONS if key in apart]


_SWITCH_IN_FULL: Final[dict[str, Callable[[Any], str]]] = {
    "barring": lambda reading: f"{capitalised(option_words('barring', reading))}. {rule_words(reading)}",
    "deal_method": method_words,
}
"""The switches the rules also say in full, in a sentence of their own: how a reading bars, after its name
(:func:`~penchant.words.barring.rule_words`), and how a method deals (:func:`~penchant.words.dealing.method_words`,
which names the method itself)."""


def switch_in_full(key: str, profile: Profile | str) -> str:
    """How ``profile`` (a profile or its name) sets the switch ``key``, as a sentence of a page of the rules: the
    rule in full where the rules say one (:data:`_SWITCH_IN_FULL`), else the switch as a player says it
    (:func:`option_words`). A list of where two rule books part says each of their
    :func:`~penchant.rules.profiles.switches_apart` so.

    >>> from penchant.rules.profiles import FOSTER
    >>> switch_in_full("cut_deals", FOSTER), switch_in_full("deal_method", FOSTER)[:40]
    ('The lower cut deals.', "Foster's traditional deal: one card to t")
    >>> switch_in_full("barring", FOSTER).startswith("The bar by value (Foster's reading). The opponent's best")
    True
    """
    value = getattr(get_profile(profile), key)
    full = _SWITCH_IN_FULL.get(key)
    return full(value) if full else capitalised(option_words(key, value)) + "."


def times_the_numbers_words(source: Profile | str, profile: Profile | str) -> str:
    """How many times ``source``'s numbers ``profile``'s are, in words, to be followed by the source's name or
    "the points" (:func:`~penchant.rules.scoring.times_the_numbers`): ``"ten times"``, ``"the same as"``, a ratio
    that is no whole number in digits (``"2.5 times"``). Rules whose kinds score no single multiple of the
    source's are an :class:`~penchant.errors.InvalidSettingError` naming both, never a number rounded.

    >>> times_the_numbers_words("kandell", "foster"), times_the_numbers_words("foster", "kandell")
    ('ten times', 'a tenth of')
    >>> times_the_numbers_words("kandell", "kandell")
    'the same as'
    """
    ratio = times_the_numbers(get_profile(source), get_profile(profile))
    if ratio is None:
        raise InvalidSettingError.refusing(
            get_profile(profile).name,
            f"these rules' numbers are no single multiple of {numbers_words(source)}")
    if ratio == 1:
        return "the same as"
    if ratio.denominator == 1:
        return f"{number_words(int(ratio))} times"
    if ratio.numerator == 1 and ratio.denominator == 2:
        return "half"
    if ratio.numerator == 1 and ordinal_words(ratio.denominator).isalpha():  # a tenth of, not a 13th of
        return f"a {ordinal_words(ratio.denominator)} of"
    return f"{format(float(ratio), 'g')} times"


def every_score_words(source: Profile | str, profile: Profile | str) -> str:
    """How every score under ``profile`` compares with ``source``'s, when every kind scores one multiple of it
    (:func:`times_the_numbers_words`, said of the source's numbers): ``"ten times Kandell's"``, ``"a tenth of
    Foster's"``; empty when there is no one multiple (the modern numbers are none of either's).

    >>> every_score_words("kandell", "foster"), every_score_words("foster", "kandell"), every_score_words("kandell", \
"modern")
    ("ten times Kandell's", "a tenth of Foster's", '')
    """
    if times_the_numbers(get_profile(source), get_profile(profile)) is None:
        return ""
    return f"{times_the_numbers_words(source, profile)} {whose_words(source)}"


def scored_otherwise_words(profile: Profile | str, source: Profile | str, *, named: bool = True) -> str:
    """The kinds ``profile`` scores otherwise than ``source`` (:func:`~penchant.rules.scoring.\
kinds_scored_otherwise`), in words: each with both values (``named``), or only how many and which way.

    >>> scored_otherwise_words("modern", "kandell")
    'the quadruplet at 8 (not 10) and the reunion at 20 (not 25)'
    >>> [scored_otherwise_words(a, b, named=False) for a, b in (("modern", "kandell"), ("kandell", "modern"))]
    ['two combinations scoring less', 'two combinations scoring more']
    """
    ours, theirs = get_profile(profile), get_profile(source)
    kinds: tuple[Kind, ...] = kinds_scored_otherwise(ours, theirs)
    if named:
        return join_and(f"the {kind_words(k)} at {declared_points(ours, (k,))} (not {declared_points(theirs, (k,))})"
                        for k in kinds)
    less = [declaration_counted_otherwise(ours, k, under=theirs) > 0 for k in kinds]  # theirs score more
    way = "less" if all(less) else "more" if not any(less) else "otherwise"
    return f"{count_words(len(kinds), 'combination')} scoring {way}"


def losers_penchant_words(profile: Profile | str) -> str:
    """Whether a penchant declared by a trick's loser sets trump under ``profile`` (a profile or its name), as a
    player says it: the rules' :func:`~penchant.rules.trump.penchant_sets_trump` asked of a loser's penchant with no
    trump yet.

    >>> losers_penchant_words("kandell"), losers_penchant_words("foster")
    ("a penchant declared by a trick's loser sets no trump", "a penchant declared by a trick's loser sets trump too, \
when it is the first")
    """
    if penchant_sets_trump(get_profile(profile), None, by_trick_winner=False):
        return "a penchant declared by a trick's loser sets trump too, when it is the first"
    return "a penchant declared by a trick's loser sets no trump"


def declaring_words(profile: Profile | str) -> str:
    """Who may declare after a trick, under ``profile`` (a profile or its name), as a player says it: the trick's
    winner; if he declares nothing, the loser a penchant, which sets trump or not as the profile's switch
    ``loser_penchant_sets_trump`` says (the sources part there: :func:`~penchant.rules.trump.penchant_sets_trump`).

    >>> from penchant.rules.profiles import FOSTER, KANDELL
    >>> declaring_words(FOSTER).endswith("declares nothing; the first penchant sets trump, whoever declares it).")
    True
    >>> declaring_words(KANDELL).endswith("nothing; the first penchant declared by a trick's winner sets trump).")
    True
    """
    sets = option_words("loser_penchant_sets_trump", get_profile(profile).loser_penchant_sets_trump)
    return ("Declarations come right after a trick, by its winner (or a penchant by the loser, if the winner "
            f"declares nothing; {sets}).")


_OPTION_NAMED: Final[dict[tuple[str, object], str]] = {
    # Named, not stated: stated, the rule would answer from its label the puzzle of chapter 3, which teaches it.
    ("same_kind_reuse", False): "the house rule on a card serving twice",
}


def option_label(key: str, value: object) -> str:
    """A switch of the rules as a puzzle's label names it: where stating the rule would answer the puzzle, the
    switch is named without saying what it decides; otherwise as :func:`option_words` says it.

    >>> option_label("same_kind_reuse", False), option_label("brisquette_multiplier", 2)
    ('the house rule on a card serving twice', 'brisquettes count double')
    """
    named = _OPTION_NAMED.get((key, value)) if isinstance(value, bool | str) else None
    return named or option_words(key, value)


def rescaled_scores_words(typed_under: Profile | str, now: Profile | str) -> str:
    """What became of a game's scores when another rule book was chosen, said in ``now``'s numbers: where every
    deal's points are one multiple of the other's (:func:`~penchant.rules.score_scale.deal_points_multiple`),
    ``typed_under``'s scores were multiplied or divided by it; where there is none, they were left as typed, and
    why (the kinds that score another multiple than a pair, :func:`~penchant.rules.scoring.kinds_off_the_multiple`).
    Empty when the numbers are the same.

    >>> rescaled_scores_words("kandell", "foster")
    "Now under Foster's rules: their numbers are ten times Kandell's, so each deal's points were multiplied by 10 ..."
    >>> rescaled_scores_words("foster", "kandell")
    "Now under Kandell's rules: Foster's numbers are ten times theirs, so each deal's points were divided by 10 ..."
    >>> rescaled_scores_words("kandell", "kandell")
    ''
    >>> print(rescaled_scores_words("modern", "foster"))
    Now under Foster's rules: the scores are left as typed under Kandell's modern scoring, not comparable with \
these: a pair scores 20 here and 2 there, but the quadruplet 100 and 8 and the reunion 250 and 20, so a deal's \
points here depend on what it declared.
    """
    old, new = get_profile(typed_under), get_profile(now)
    ratio = deal_points_multiple(old, new)
    here = rules_words(new.name)
    if ratio is None:
        pair = f"a pair scores {declared_points(new, (Kind.PAIR,))} here and {declared_points(old, (Kind.PAIR,))} there"
        off = join_and(f"the {kind_words(k)} {declared_points(new, (k,))} and {declared_points(old, (k,))}"
                       for k in kinds_off_the_multiple(old, new))
        return (f"Now under {here}: the scores are left as typed under {rules_words(old.name)}, not comparable with "
                f"these: {pair}, but {off}, so a deal's points here depend on what it declared.")
    if ratio == 1:
        return ""
    if ratio > 1:
        said = (f"their numbers are {times_the_numbers_words(old, new)} {whose_words(old)}, so each deal's points "
                f"were multiplied by {ratio}")
    else:
        said = (f"{capitalised(numbers_words(old))} are {times_the_numbers_words(new, old)} theirs, so each deal's "
                f"points were divided by {1 / ratio}")
    return f"Now under {here}: {said} (the same game, in their numbers)."


def switched_scores_words(typed_under: Iterable[Profile | str], before: Profile | str, now: Profile | str) -> str:
    """What became of the scores a board shows when its rules were switched from ``before`` to ``now``, each score
    typed under the rules ``typed_under`` names (one a score shown), as :func:`rescaled_scores_words` says it: of
    the rules shown before where both were said in their numbers (``before``'s are a single multiple of the rules
    it was typed under), else of the rules it was typed under (shown as typed before, or left so now). One
    sentence for each different thing to say, in order; empty when nothing changed.

    >>> switched_scores_words(["kandell"], "foster", "kandell")
    "Now under Kandell's rules: Foster's numbers are ten times theirs, so each deal's points were divided by 10 ..."
    >>> switched_scores_words(["kandell", "kandell"], "foster", "modern")[:80]
    "Now under Kandell's modern scoring: the scores are left as typed under Kandell's"
    """
    said: list[str] = []
    new = get_profile(now)
    for under in map(get_profile, typed_under):
        if deal_points_multiple(under, new) is not None and deal_points_multiple(under, get_profile(before)):
            one = rescaled_scores_words(before, new)
        else:
            one = rescaled_scores_words(under, new)
        if one and one not in said:
            said.append(one)
    return " ".join(said)


def whose_words(profile: Profile | str) -> str:
    """Whose a rule book's numbers are, in the possessive, after "ten times" or "a tenth of": ``"Kandell's"``; a
    book whose name is no one's rules, ``"those of"`` its name (``"those of Kandell's modern scoring"``). Read from
    its name (:func:`~penchant.rules.book_names.rules_words`), so that it names the book as every page does.

    >>> whose_words("foster"), whose_words("modern")
    ("Foster's", "those of Kandell's modern scoring")
    """
    name = rules_words(get_profile(profile).name)
    return name.removesuffix(" rules") if name.endswith("'s rules") else f"those of {name}"


def numbers_words(profile: Profile | str) -> str:
    """A rule book's numbers, whose they are: ``"Kandell's numbers"``, ``"the numbers of Kandell's modern
    scoring"`` (read from :func:`~penchant.rules.book_names.rules_words`, as :func:`whose_words` is).

    >>> numbers_words("kandell"), numbers_words("modern")
    ("Kandell's numbers", "the numbers of Kandell's modern scoring")
    """
    name = rules_words(get_profile(profile).name)
    return f"{name.removesuffix(' rules')} numbers" if name.endswith("'s rules") else f"the numbers of {name}"


_SAID_BY_THE_POINTS: Final = ("brisquette_multiplier", "bonus_multiplier")
"""The switches :func:`rules_in_a_line` leaves out: the brisque points it says already carry them."""


def rules_in_a_line(profile: Profile) -> str:
    """A profile in a line, as the score marker shows a game's rules: its points (the rules' ``declared_points``),
    then its switches as :func:`option_words` words them, every one of
    :data:`~penchant.rules.profiles.RECORD_OPTIONS` but the multipliers, which the brisque points already say.

    >>> from penchant.rules.profiles import KANDELL
    >>> rules_in_a_line(KANDELL).startswith("pair ")
    True
    """
    pts = " · ".join(f"{kind_words(k)} {declared_points(profile, (k,))}" for k in Kind)
    switches = " · ".join(option_words(key, getattr(profile, key)) for key in RECORD_OPTIONS
                          if key not in _SAID_BY_THE_POINTS)
    return (f"{pts} · brisquette {profile.brisquette_points} · bonus {profile.bonus_points} per brisque "
            f"{over_the_book()} · lurch under {profile.lurch_threshold} · {switches}")
