"""The game in a player's words: cards and actions in a player's words and symbols, what a reader sees, never
the notation; the rules' switches and the trump as a player says them; a refusal as a reader reads it. Presentation,
not a rule: it sits just above :mod:`penchant.rules` and reads their tables (a rule book's name in words is the
profiles', :func:`~penchant.rules.profiles.rules_words`). The English these are said in (a verb agreeing with its
subject, a list, a number in words) is :mod:`penchant.english`'.

Notation (``9H``, ``play 9H``, ``declare QS JH``) is for records, JSON and typing; every text
meant for people goes through these functions::

    >>> card_words("TH")
    '10♥'
    >>> cards_words("QS JH")
    'Q♠ J♥'
    >>> action_words("play 9H")
    'plays 9♥'
    >>> action_words("declare QS JH", "you")
    'you declare Q♠ J♥ (penchant)'
    >>> action_words("pass", "Ada")
    'Ada passes'
    >>> in_words("Not allowed: play AS after QD")
    'Not allowed: play A♠ after Q♦'
    >>> from penchant.errors import IllegalPlayError
    >>> refusal_words(IllegalPlayError.refusing("play AS", "A♠ cannot be played: you must follow with a diamond"))
    'A♠ cannot be played: you must follow with a diamond.'
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any, Final

from penchant.english.grammar import capitalised, verb, verb_form
from penchant.english.lists import join_and
from penchant.english.numbers import count_words, number_words
from penchant.errors import IllegalDeclarationError, InvalidNotationError, InvalidSettingError, PenchantError
from penchant.errors.refusals import refusal_link
from penchant.rules.brisques import BOOK_BRISQUES
from penchant.rules.cards import NOTATION, Card, CardSet, parse_cards
from penchant.rules.dealing import FIRST_TEN_TRICKS, LAST_SIX_TRICKS
from penchant.rules.kinds import Kind
from penchant.rules.procedure import may_declare
from penchant.rules.profiles import AS_PRINTED, BRISQUE_OPTIONS, Profile, brisque_option, get_profile, rules_words
from penchant.rules.scoring import kinds_scored_otherwise, times_the_numbers
from penchant.rules.suits_and_ranks import SUIT_NAMES, Rank
from penchant.words.barring import rule_words
from penchant.words.dealing import method_words

__all__ = ["BRISQUE_OPTION_WHOSE", "NO_TRUMP", "OPTION_NAMES", "action_words", "book_bonus_rule_words",
           "book_shared_words", "brisque_choice_words",
           "brisque_option_words", "card_words", "cards_as_written", "cards_words", "declaring_turn_words",
           "declaring_words", "in_words", "option_label", "option_words", "over_the_book", "refusal_words",
           "scored_otherwise_words", "switch_in_full", "switch_words", "times_the_numbers_words",
           "tables_back_in_hands", "trump_name", "trump_words"]



def over_the_book() -> str:
    """The brisques the book bonus pays for, in words: those over the book (:data:`~penchant.rules.brisques.\
BOOK_BRISQUES`, half the pack's brisques).

    >>> over_the_book()
    'over six'
    """
    return f"over {number_words(BOOK_BRISQUES)}"


def tables_back_in_hands() -> str:
    """Why no card is played from a table in the last six tricks, in words (:func:`~penchant.rules.procedure.\
hands_at_last_six`: each table is taken back into its hand).

    >>> tables_back_in_hands()
    'in the last six tricks the tables are back in the hands'
    """
    return "in the last six tricks the tables are back in the hands"


def last_six_begin_words() -> str:
    """What happens when the stock runs out, in words (:func:`~penchant.rules.procedure.hands_at_last_six`: the
    first ten tricks played, each table taken back into its hand; :func:`~penchant.rules.procedure.\
declaration_may_follow`: nothing declared in the last six).

    >>> last_six_begin_words()
    'the stock is out: both tables go back into the hands; the last six tricks begin, with no declarations'
    """
    return "the stock is out: both tables go back into the hands; the last six tricks begin, with no declarations"


def trump_fixed_words(suit: int) -> str:
    """Trump fixed by a penchant, in words: the suit of the penchant's Jack (:func:`~penchant.rules.trump.\
trump_of_penchant`).

    >>> from penchant.rules.cards import Suit
    >>> trump_fixed_words(Suit.HEARTS)
    "trump is now hearts, the suit of the penchant's Jack"
    """
    return f"trump is now {SUIT_NAMES[suit]}, the suit of the penchant's Jack"


def cutting_words() -> str:
    """How the cut for deal is read, in words: the ranks in the pack's order, the highest of them high
    (:func:`~penchant.rules.dealing.dealer_from_cut`), and a tie cut again (:func:`~penchant.rules.dealing.cuts_tie`).

    >>> cutting_words()
    'each player cuts; Aces are high, and if the ranks tie, both cut again'
    """
    return f"each player cuts; {max(Rank).plural} are high, and if the ranks tie, both cut again"


def first_lead_words() -> str:
    """Who leads the first trick, in words: no card is turned for trump, and the pone leads
    (:func:`~penchant.rules.procedure.next_leader` with no trick won yet).

    >>> first_lead_words()
    'no trump is turned: the pone leads the first trick'
    """
    return "no trump is turned: the pone leads the first trick"


def phase_words(*, last_six: bool) -> str:
    """The part of the deal being played, in words: the first ten tricks (the stock in play, the tables kept) or
    the last six (:data:`~penchant.rules.dealing.FIRST_TEN_TRICKS`, :data:`~penchant.rules.dealing.LAST_SIX_TRICKS`).

    >>> phase_words(last_six=False), phase_words(last_six=True)
    ('the first ten tricks', 'the last six tricks')
    """
    if last_six:
        return f"the last {number_words(LAST_SIX_TRICKS)} tricks"
    return f"the first {number_words(FIRST_TEN_TRICKS)} tricks"


def trick_won_words(who: str, trick: int, *, last: bool = False) -> str:
    """What follows ``who`` winning trick ``trick``, in words (the predicate alone, agreeing with ``who``, for a
    view that sets the name apart): the winner leads the next trick (:func:`~penchant.rules.procedure.next_leader`),
    unless it was the deal's last.

    >>> trick_won_words("You", 4), trick_won_words("Ada", 10), trick_won_words("You", 16, last=True)
    ('won trick 4 and lead trick 5', 'won trick 10 and leads trick 11', 'won trick 16, the last')
    """
    if last:
        return f"won trick {trick}, the last"
    return f"won trick {trick} and {verb_form(who, 'lead')} trick {trick + 1}"


def loser_may_declare_words() -> str:
    """What the trick's loser may then declare, in words (the predicate alone, for a badge or after a name), when
    its winner declared nothing (:func:`~penchant.rules.procedure.may_declare`: a penchant only).

    >>> loser_may_declare_words()
    'may declare a penchant'
    """
    may = may_declare(won_trick=False, winner_declared=False)
    return f"may declare {'a penchant' if may == 'penchant' else 'a combination'}"


def book_shared_words() -> str:
    """The book taken by both players, in words (:func:`~penchant.rules.brisques.book_shared`: neither scores the
    book bonus).

    >>> book_shared_words()
    'six each'
    """
    return f"{number_words(BOOK_BRISQUES)} each"


def book_bonus_rule_words(profile: Profile) -> str:
    """The book bonus as a rule, in a player's words, said of the brisques a sentence has just counted ("count the
    brisques each player took: each one over six scores 10 ..."): what each :func:`over_the_book` scores
    (:meth:`~penchant.rules.profiles.Profile.book_bonus`), and the book shared (:func:`book_shared_words`).

    >>> from penchant.rules.profiles import FOSTER
    >>> book_bonus_rule_words(FOSTER)
    'over six scores 10 (six each scores nothing)'
    """
    return f"{over_the_book()} scores {profile.bonus_points} ({book_shared_words()} scores nothing)"


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
        return (f"brisquettes times {profile.brisquette_multiplier} and the book bonus times "
                f"{profile.bonus_multiplier}", "")
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


def declaring_turn_words(*, won_trick: bool, winner_declared: bool = False) -> str:
    """The moment after a trick as a position tells it to the player about to declare, the one wording of the
    boards' badge and the puzzles' lines (what the rules then let him declare,
    :func:`~penchant.rules.procedure.may_declare`, is the puzzle's to ask, not said here).

    >>> declaring_turn_words(won_trick=False)
    'you lost the trick, and your opponent declared nothing'
    """
    if won_trick:
        return "you won the trick"
    return f"you lost the trick, and your opponent declared {'a combination' if winner_declared else 'nothing'}"


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
    "Foster's rules: the lower cut deals; Kandell's rules and modern rules: the higher cut deals"
    >>> switch_words("cut_deals", (FOSTER.with_options(cut_deals="high"), KANDELL))
    "Foster's rules and Kandell's rules: the higher cut deals"
    """
    alike: dict[str, list[str]] = {}
    for given in profiles:
        profile = get_profile(given)
        alike.setdefault(option_words(key, getattr(profile, key)), []).append(rules_words(profile.name))
    return "; ".join(f"{join_and(names)}: {words}" for words, names in alike.items())


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
    ('ten times', '0.1 times')
    >>> times_the_numbers_words("kandell", "kandell")
    'the same as'
    """
    ratio = times_the_numbers(get_profile(source), get_profile(profile))
    if ratio is None:
        raise InvalidSettingError.refusing(
            get_profile(profile).name,
            f"these rules' numbers are no single multiple of {rules_words(get_profile(source).name)}' numbers")
    if ratio == 1:
        return "the same as"
    return f"{number_words(int(ratio)) if ratio.denominator == 1 else format(float(ratio), 'g')} times"


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
        return join_and(f"the {k.value} at {ours.value(k)} (not {theirs.value(k)})" for k in kinds)
    less = [ours.value(k) < theirs.value(k) for k in kinds]
    way = "less" if all(less) else "more" if not any(less) else "otherwise"
    return f"{count_words(len(kinds), 'combination')} scoring {way}"


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


def card_words(card: Card | str) -> str:
    """One card as a player writes it: rank then suit symbol, ``10`` for the Ten."""
    c = card if isinstance(card, Card) else Card.parse(card)
    return c.unicode


def cards_words(cards: CardSet | Iterable[Card] | str, empty: str = "nothing") -> str:
    """Cards as a player writes them, in the engine's order for a set (``'Q♠ J♥'``)."""
    if isinstance(cards, str):
        cards = CardSet(cards)
    text = cards.unicode if isinstance(cards, CardSet) else " ".join(c.unicode for c in cards)
    return text or empty


def cards_as_written(text: str) -> str:
    """Cards a player wrote (a refusal's ``cards``, in notation, any case), in symbols in the order written; text
    that is not cards (a card outside the pack, one named twice) as written, each card it names in symbols.

    >>> cards_as_written("kh qh"), cards_as_written("QS 6S")
    ('K♥ Q♥', 'Q♠ 6S')
    """
    try:
        return " ".join(c.unicode for c in parse_cards(text))
    except PenchantError:
        return in_words(text)


def action_words(action: object, who: str = "", past: bool = False, bare: bool = False) -> str:
    """An action (``Play``/``Declare``/``Pass`` or its notation) in words: ``'plays 9♥'``,
    ``'declares Q♠ J♥ (penchant)'``, ``'passes'``; with ``who``, the subject agreeing
    (``'you play 9♥'``); ``past`` for what was done (``'You played 9♥'``); ``bare`` for a list of
    choices (``'play 9♥'``, ``'pass'``). Text that is not an action is returned in words as it is.

    >>> action_words("declare KH QH", "You", past=True)
    'You declared Q♥ K♥ (marriage)'
    >>> action_words("play TS", bare=True)
    'play 10♠'
    """
    text = " ".join(str(action).split())
    head, _, rest = text.partition(" ")
    head = head.lower()
    if head == "play" and rest:
        what = f"play {cards_words(rest)}"
    elif head == "declare" and rest:
        from penchant.rules.combinations import classify  # on use: every page's style imports these words

        cards = CardSet(rest)
        kind = classify(cards)
        what = f"declare {cards_words(cards)}" + (f" ({kind.value})" if kind is not None else "")
    elif head == "pass" and not rest:
        what = "pass"
    else:
        return in_words(text)
    base, _, tail = what.partition(" ")
    if bare:
        return what
    if past:
        said = f"{who} {base}{'ed' if base == 'pass' else 'd' if base.endswith('e') else 'ed'}".strip()
    else:
        said = verb(who, base) if who else verb("", base).strip()
    return f"{said} {tail}".rstrip()


# The refused input and cards are said from the refusal's typed parts (``given``, ``cards``), never found in its
# text. These two stay for what a reason quotes that is no part of the refusal, and for the refusals that carry
# no parts yet (a record's field, a score typed): an example of the notation to type ("such as 'QS'", "write
# 'play QS'"), a card or a field the reason names ("follow with 'QD'", "the field 'format'"). A reason is the
# engine's sentence for the log and the command line as well, where typed notation is quoted as typed.
_CARDS: Final = rf"{NOTATION.pattern}(?: {NOTATION.pattern})*"
_QUOTED_CARDS: Final = re.compile(rf"'({_CARDS})'")
_QUOTED: Final = re.compile(r"""(?<![\w’])'([^'\n]+)'(?![\w’])""")


def refusal_words(error: object, *, plain: Iterable[str] = ()) -> str:
    """An engine refusal as a reader sees it, a sentence built from the error's typed parts: a refusal of an input
    (:meth:`~penchant.errors.PenchantError.refusing`) says its ``reason`` alone (the reader knows what they
    tried), a refusal of cards (:meth:`~penchant.errors.IllegalDeclarationError.cannot_declare`) "you" and the
    cards, then why; cards in symbols and never in quotes, anything else typed in curly quotes, a capital first
    letter.

    ``plain``: words put as written, without their quotes, and never read as cards (the players' names, a kind
    of combination): a player named ``JD`` stays ``JD``; only the rest of the message is put into words.

    >>> from penchant.errors import IllegalDeclarationError, PenchantError
    >>> refusal_words(IllegalDeclarationError.cannot_declare("9H TC", "these cards form no combination"))
    'You cannot declare 9♥ 10♣: these cards form no combination.'
    >>> from penchant.errors import IllegalPlayError
    >>> refusal_words(IllegalPlayError.refusing("play AS", "A♠ cannot be played: follow with 'QD'"))
    'A♠ cannot be played: follow with Q♦.'
    >>> refusal_words("'pear' is not a kind of combination")
    '“pear” is not a kind of combination.'
    >>> refusal_words("a brisquette for 'AC' refused: AC holds QS", plain=["AC"])
    'A brisquette for AC refused: AC holds Q♠.'
    """
    head, text = "", str(error)
    if isinstance(error, IllegalDeclarationError) and error.cards is not None and error.reason is not None:
        as_kind = f" as a {error.kind}" if error.kind else ""  # from its parts: the cards, the kind named, why
        head, text = f"you cannot declare {cards_as_written(error.cards)}{as_kind}: ", error.reason
    elif isinstance(error, PenchantError) and error.given is not None and error.reason is not None:
        given, text = error.given, error.reason  # from its parts: the reader knows what they tried, and reads why
        if text.startswith("not ") or (isinstance(error, InvalidNotationError | LookupError)
                                       and not text.startswith("'")):
            # text not read, a name not found, a reason that says what the input is not: which one (unless the
            # reason quotes the part not read, as an action's card refused by the card's reader: "'6S' is not a
            # card")
            head = f"“{given}”{refusal_link(text)}"  # as written (6S is no card; QS for a suit with no Queen)
    pieces = _around(text, plain)
    out = [head]
    for i, piece in enumerate(pieces):
        if i % 2:
            out.append(piece)
            continue
        piece = _QUOTED_CARDS.sub(lambda m: cards_words(m.group(1)), piece)
        piece = _QUOTED.sub(lambda m: f"“{m.group(1)}”", piece)
        out.append(in_words(piece))
    text = "".join(out).rstrip()
    if text and text[-1] not in ".!?…":
        text += "."  # a sentence, with its full stop
    first = out[0] or out[1]  # a name first is as written: "player 1's pair", not "Player 1's pair"
    return capitalised(text) if first else text


def in_words(text: str, *, plain: Iterable[str] = ()) -> str:
    """``text`` with every card in notation written with its suit symbol (``AS`` -> ``A♠``); a card outside
    the piquet pack is not a card and stays as written. ``plain``: words kept as written, without quotes around
    them (the players' names: a player named ``AC`` is not the Ace of clubs).

    >>> in_words("play 6S or AS"), in_words("AC plays AS", plain=["AC"])
    ('play 6S or A♠', 'AC plays A♠')
    """
    pieces = _around(text, plain)
    return "".join(p if i % 2 else NOTATION.sub(lambda m: Card.parse(m.group(0)).unicode, p)
                   for i, p in enumerate(pieces))


def _around(text: str, plain: Iterable[str]) -> list[str]:
    """``text`` cut at the ``plain`` words: the words (quotes left out) at the odd places, the rest around them."""
    said = sorted({w for w in plain if w}, key=len, reverse=True)
    if not said:
        return [text]
    names = "|".join(re.escape(w) for w in said)
    return re.split(rf"""(?<![\w'’"])['"]?({names})['"]?(?![\w’])""", text)


NO_TRUMP: Final = "no trump"
"""The trump's name while no penchant has fixed it (an answer's choice beside the four suits)."""


def trump_name(suit: int | None) -> str:
    """The trump as a player names it: ``trump_name(Suit.HEARTS)`` -> ``'hearts'``, ``trump_name(None)`` ->
    ``'no trump'``."""
    return NO_TRUMP if suit is None else SUIT_NAMES[suit]


def trump_words(suit: int | None, *, settled: bool = False) -> str:
    """The trump as a position says it, the one wording of the boards' badges and the puzzles' lines: ``'hearts
    trump'``; with none, ``'no trump yet'`` while a penchant may still fix it, ``'no trump this deal'`` once none
    can (``settled``: the last six tricks, where nothing is declared).

    >>> from penchant.rules.cards import Suit
    >>> trump_words(Suit.HEARTS), trump_words(None), trump_words(None, settled=True)
    ('hearts trump', 'no trump yet', 'no trump this deal')
    """
    if suit is None:
        return f"{NO_TRUMP} this deal" if settled else f"{NO_TRUMP} yet"
    return f"{SUIT_NAMES[suit]} trump"
