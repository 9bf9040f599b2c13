"""Scoring: what declarations, brisquettes, the book bonus and a deal are worth.

Every point the project adds up is worked out here (a game's in :mod:`penchant.rules.game_scoring`), told the
profile: the deal state, the score sheet, the marker, the solver, the players, the puzzles and the widgets call
these functions. Inside the rules, the profile does its own arithmetic on its values (a brisquette's and a
brisque over six's points: :class:`~penchant.rules.profiles.Profile`'s ``brisquette_points`` and
``bonus_points``); the book bonus is this module's alone (:func:`book_bonus_of`, :func:`bonus_paid_on`), and the
lurch threshold is compared in :func:`penchant.rules.game_scoring.is_lurched`. Outside ``penchant/rules``, what the
house scans check: none but the few listed with their reasons (the greedy player's weights) reads a kind's points
off the profile's table (:func:`declared_points` does;
``tests/architecture/design/test_profiles_table_read_by_the_rules.py``); none does arithmetic on, negates or
compares the profile's brisque, brisquette, bonus and lurch values or a kind's points, written in or through a name
bound to one, but the few functions listed with their reasons (``tests/architecture/design/test_rules_once.py``),
and none adds or sums a ``.points`` attribute (a declaration's, a verdict's) but the deal state's tally
(``test_seats_and_points_asked_of_the_rules.py``). What those scans cannot see: a profile held under a name they do
not know as one (they go by spelling: ``profile``, ``prof``, ``*_profile``), points held under another name
(``worth``) and added, and a rule worked out with no arithmetic at all; such a copy is found by reading.

- A declaration scores its kind's value at once (:func:`declared_points`); combinations in the order of what they
  would score, the one worth most first: :func:`worth_most_first`.
- Each brisque taken in the last six tricks is a brisquette and scores at once (:func:`brisquette_points`).
- At the end of the deal each player's brisques of both phases above six score the book bonus
  (one player's, :func:`book_bonus_of`; whether a deal paid one, :func:`book_bonus_paid`), so a brisque of the
  last six counts twice.
- A deal's points are these three parts (:func:`deal_parts`), added up by :func:`deal_total`; what the last six
  tricks still bring is :func:`last_six_points`.
- A game is four deals, its value the higher total less the lower, doubled when the loser is lurched: the
  game's score is :mod:`penchant.rules.game_scoring`'s, which adds up the deals' scores.
- A part worked out in words ("3 × 10 = 30"), as every board shows it, is :mod:`penchant.words.scoring`'s
  (it asks :func:`brisquette_points` and :func:`book_bonus_of` for the sums).

The step a profile's scores come in, a score refused off it and a deal's points in another source's numbers are
:mod:`penchant.rules.score_scale`'s.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from penchant.rules.brisques import brisques_over_book
from penchant.rules.kinds import Kind
from penchant.rules.profiles import Profile

__all__ = [
    "brisque_changing_hands",
    "values_apart",
    "times_the_numbers",
    "kinds_scored_otherwise",
    "DealScore",
    "at_the_brisque_value",
    "book_bonus_of",
    "bonus_paid_on",
    "book_bonus_paid",
    "brisquette_points",
    "deal_score_so_far",
    "brisquettes_swing",
    "deal_end",
    "deal_parts",
    "deal_total",
    "declared_points",
    "worth_most_first",
    "declaration_counted_otherwise",
    "last_six_net",
    "last_six_points",
    "points_so_far",
]


def declared_points(profile: Profile, kinds: Iterable[Kind]) -> int:
    """What these declarations score together (one declaration's points: ``declared_points(profile, (kind,))``, what
    a view says of a kind's worth; outside the rules, the profile's own table,
    :meth:`~penchant.rules.profiles.Profile.value`, is read only where
    ``test_profiles_table_read_by_the_rules.py`` lists it).

    >>> from penchant.rules.profiles import FOSTER, KANDELL
    >>> declared_points(KANDELL, [Kind.PAIR, Kind.PENCHANT]), declared_points(FOSTER, [Kind.REUNION])
    (3, 250)
    """
    return sum(profile.value(k) for k in kinds)


def worth_most_first(profile: Profile, combinations: Iterable[tuple[int, Kind]]) -> list[tuple[int, Kind]]:
    """Combinations, each a ``(mask, kind)`` pair, best first: the order of what they would score
    (:func:`declared_points`), the one worth most first; of equal worth, in the kinds' order (:class:`Kind`: sets,
    runs, couplings); of one kind, by their cards (the lower card mask first). The one order of declarations, best
    first, that every list of them keeps (a deal's legal actions, the declarations a position allows, the coach's).

    >>> from penchant.rules.cards import CardSet
    >>> from penchant.rules.profiles import KANDELL
    >>> pair, flush = CardSet("KS KH").mask, CardSet("7H 8H JH QH KH").mask
    >>> [k.value for _m, k in worth_most_first(KANDELL, [(pair, Kind.PAIR), (flush, Kind.FLUSH)])]
    ['flush', 'pair']
    """
    return sorted(combinations, key=lambda c: (-declared_points(profile, (c[1],)), _KIND_ORDER[c[1]], c[0]))


_KIND_ORDER: dict[Kind, int] = {k: i for i, k in enumerate(Kind)}


def declaration_counted_otherwise(profile: Profile, kind: Kind, *, as_kind: Kind | None = None,
                                  under: Profile | None = None) -> int:
    """How far a declaration of ``kind`` moves a score when counted otherwise: at ``as_kind``'s value, or with
    ``under``'s numbers, instead of its own under ``profile`` (the other's points less its own; 0 when nothing
    differs): what a scorer's slip of one declaration comes to.

    >>> from penchant.rules.profiles import FOSTER, KANDELL
    >>> declaration_counted_otherwise(KANDELL, Kind.QUADRUPLET, under=FOSTER)
    90
    >>> declaration_counted_otherwise(KANDELL, Kind.REUNION, as_kind=Kind.FLUSH)
    -20
    """
    counted = declared_points(under if under is not None else profile, (as_kind if as_kind is not None else kind,))
    return counted - declared_points(profile, (kind,))


def values_apart(profile: Profile, other: Profile) -> dict[str, tuple[int, int]]:
    """The scoring values beyond the combinations that two rules set differently, by their name in words:
    ``"brisquette"`` (a brisquette's points), ``"bonus"`` (each brisque over six), ``"lurch"`` (the total
    under which a loser is lurched), each as (``profile``'s, ``other``'s).

    >>> from penchant.rules.profiles import get_profile
    >>> values_apart(get_profile("foster"), get_profile("kandell"))
    {'brisquette': (10, 1), 'bonus': (10, 1), 'lurch': (400, 40)}
    """
    pairs = {"brisquette": (profile.brisquette_points, other.brisquette_points),
             "bonus": (profile.bonus_points, other.bonus_points),
             "lurch": (profile.lurch_threshold, other.lurch_threshold)}
    return {name: pair for name, pair in pairs.items() if pair[0] != pair[1]}


def brisquette_points(profile: Profile, brisquettes: int) -> int:
    """What ``brisquettes`` brisques taken in the last six tricks score at once.

    >>> from penchant.rules.profiles import FOSTER, KANDELL
    >>> brisquette_points(KANDELL, 3), brisquette_points(FOSTER, 3), brisquette_points(
    ...     KANDELL.with_options(brisquette_multiplier=2), 3)
    (3, 30, 6)
    """
    return brisquettes * profile.brisquette_points


def at_the_brisque_value(profile: Profile, cards: int) -> int:
    """What ``cards`` cards come to at the profile's brisque value each, no multiplier applied (a brisquette's and a
    brisque over six's points before their multipliers): the scale of a slip that scores a combination at a brisque's
    value a card.

    >>> from penchant.rules.profiles import FOSTER, KANDELL
    >>> at_the_brisque_value(FOSTER, 4), at_the_brisque_value(KANDELL.with_options(brisquette_multiplier=2), 4)
    (40, 4)
    """
    return cards * profile.brisque_value


def book_bonus_of(profile: Profile, brisques: int) -> int:
    """One player's book bonus when he took ``brisques`` in the deal, both phases: those over six, each paid the
    profile's bonus (:func:`bonus_paid_on`), whatever the other player took.

    >>> from penchant.rules.profiles import FOSTER, KANDELL
    >>> book_bonus_of(KANDELL, 8), book_bonus_of(FOSTER, 8), book_bonus_of(FOSTER, 6)
    (2, 20, 0)
    """
    return bonus_paid_on(profile, brisques_over_book(brisques))


def bonus_paid_on(profile: Profile, over_the_book: int) -> int:
    """The book bonus paid on ``over_the_book`` brisques above six, each at the profile's bonus: the price
    :func:`book_bonus_of` pays on a player's count, which a misreading asks of another count.

    >>> from penchant.rules.profiles import FOSTER, KANDELL
    >>> bonus_paid_on(KANDELL, 2), bonus_paid_on(FOSTER, 3)
    (2, 30)
    """
    return over_the_book * profile.bonus_points


def book_bonus_paid(profile: Profile, brisques: Sequence[int]) -> bool:
    """Whether a deal that ended with these brisque counts (each player's, both phases) paid a book bonus to
    either player.

    >>> from penchant.rules.profiles import KANDELL
    >>> book_bonus_paid(KANDELL, (7, 5)), book_bonus_paid(KANDELL, (6, 6))
    (True, False)
    """
    return any(book_bonus_of(profile, brisques[p]) for p in (0, 1))


def deal_total(declared: int, brisquettes: int, book_bonus: int) -> int:
    """One player's points for a deal from its three parts: what their declarations scored, their brisquettes'
    points and their book bonus (every deal total, the sheet's and the score events', is this sum).

    >>> deal_total(3, 3, 2)
    8
    """
    return declared + brisquettes + book_bonus


@dataclass(frozen=True, slots=True)
class DealScore:
    """One player's points for a deal, part by part (what a score sheet shows in its columns)."""

    declarations: int
    """Points for the combinations declared."""
    brisquettes: int
    """Points for the brisques taken in the last six tricks."""
    brisques_over_book: int
    """Brisques of both phases above six."""
    book_bonus: int
    """Points for those brisques above six."""

    @property
    def total(self) -> int:
        return deal_total(self.declarations, self.brisquettes, self.book_bonus)


def deal_parts(
    profile: Profile,
    declarations: Sequence[Iterable[Kind]],
    brisquettes: Sequence[int],
    brisques: Sequence[int] | None,
) -> tuple[DealScore, DealScore]:
    """Each player's points for a deal, part by part: the kinds each declared, the brisquettes each took,
    and each one's brisques of both phases (``None`` while the deal is not over: no book bonus yet).

    The counts are taken as given; :func:`penchant.rules.deal_counts.deal_points` checks them first, as a
    score sheet's deal asks.

    >>> from penchant.rules.profiles import KANDELL
    >>> a, b = deal_parts(KANDELL, [[Kind.PAIR, Kind.PENCHANT], []], [3, 1], [8, 4])
    >>> a, a.total, b.total
    (DealScore(declarations=3, brisquettes=3, brisques_over_book=2, book_bonus=2), 8, 1)
    """
    parts = [
        DealScore(
            declarations=declared_points(profile, declarations[p]),
            brisquettes=brisquette_points(profile, brisquettes[p]),
            brisques_over_book=0 if brisques is None else brisques_over_book(brisques[p]),
            book_bonus=0 if brisques is None else book_bonus_of(profile, brisques[p]),
        )
        for p in (0, 1)
    ]
    return (parts[0], parts[1])


def deal_score_so_far(declared: Iterable[int], brisquettes: Iterable[int],
                      book_bonuses: Iterable[tuple[int, int | None]]) -> DealScore:
    """One player's points of a deal so far, part by part, from what each scoring moment gave him (a played deal's
    score events): each declaration's points, each trick's brisquettes' points, and each book bonus's points with
    the brisques it was reckoned on (``None``: not kept, so no brisques over the book are counted for it).

    >>> deal_score_so_far((2, 4), (1, 2), ((2, 8),))
    DealScore(declarations=6, brisquettes=3, brisques_over_book=2, book_bonus=2)
    """
    bonuses = list(book_bonuses)
    return DealScore(declarations=sum(declared), brisquettes=sum(brisquettes),
                     brisques_over_book=sum(brisques_over_book(b) for _, b in bonuses if b is not None),
                     book_bonus=sum(points for points, _ in bonuses))


def points_so_far(
    profile: Profile, declarations: Sequence[Iterable[Kind]], brisquettes: Sequence[int]
) -> tuple[int, int]:
    """Each player's points in a deal not yet over: declarations and brisquettes (the bonus comes at the end)."""
    a, b = deal_parts(profile, declarations, brisquettes, None)
    return (a.total, b.total)


def last_six_points(profile: Profile, won: Sequence[int], taken: Sequence[int]) -> tuple[int, int]:
    """Each player's points still to come when, from here, they take ``taken`` brisques: those are
    brisquettes, and the book bonus is counted on the deal's totals (``won`` so far plus ``taken``).

    >>> from penchant.rules.profiles import KANDELL
    >>> last_six_points(KANDELL, (5, 4), (3, 0))   # 8 brisques in all: 2 over six
    (5, 0)
    """
    a, b = (brisquette_points(profile, taken[p]) + book_bonus_of(profile, won[p] + taken[p]) for p in (0, 1))
    return (a, b)


def deal_end(profile: Profile, scores: Sequence[int], won: Sequence[int], player: int, players_brisques: int,
             in_play: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """How a deal ends when ``player`` (0 or 1) takes ``players_brisques`` of the ``in_play`` brisques still in the
    hands and the other player the rest: the final scores (``scores`` so far plus :func:`last_six_points` on
    ``won``, the brisques taken so far) and the brisques each takes from here, both by seat.

    >>> from penchant.rules.profiles import KANDELL
    >>> deal_end(KANDELL, (20, 11), (5, 4), 1, 0, 3)   # the second player takes none, the first all 3
    ((25, 11), (3, 0))
    """
    taken = [0, 0]
    taken[player] = players_brisques
    taken[1 - player] = in_play - players_brisques
    to_come = last_six_points(profile, won, taken)
    return (scores[0] + to_come[0], scores[1] + to_come[1]), (taken[0], taken[1])


def last_six_net(profile: Profile, won: Sequence[int], mine: int, theirs: int) -> int:
    """A player's points still to come less the opponent's, when he takes ``mine`` brisques from here and
    the opponent ``theirs`` (``won``: each one's brisques so far, the player first). Never falls as
    ``mine`` grows at ``theirs``' expense, so a search may maximise brisques and score at the end.

    >>> from penchant.rules.profiles import KANDELL
    >>> last_six_net(KANDELL, (5, 4), 3, 0), last_six_net(KANDELL, (5, 4), 2, 1)
    (5, 2)
    """
    a, b = last_six_points(profile, won, (mine, theirs))
    return a - b


def brisquettes_swing(profile: Profile, brisques: int) -> int:
    """How far ``brisques`` of the last six, taken by one player instead of the other, move the difference between
    them by their brisquettes alone (the book bonus apart, which may move it further): each is a brisquette one
    scores and the other does not (with the book bonus, :func:`last_six_net` says the whole of it).

    >>> from penchant.rules.profiles import FOSTER, KANDELL
    >>> brisquettes_swing(KANDELL, 1), brisquettes_swing(FOSTER, 2)
    (2, 40)
    """
    taken = brisquette_points(profile, brisques)
    return taken + taken  # scored by one, missed by the other


def brisque_changing_hands(profile: Profile) -> int:
    """How far one brisque of the last six, taken by one player instead of the other, moves the difference between
    their scores: a brisquette scored by one and not the other (:func:`brisquettes_swing`), and one book-bonus
    brisque more, since the twelve brisques are all taken: one more for a player is one more above six for him or
    one fewer above six for the other (:func:`last_six_net` says it of any deal).

    >>> from penchant.rules.profiles import FOSTER, KANDELL
    >>> brisque_changing_hands(KANDELL), brisque_changing_hands(FOSTER)
    (3, 30)
    """
    return brisquettes_swing(profile, 1) + profile.bonus_points


def times_the_numbers(source: Profile, profile: Profile) -> Fraction | None:
    """How many times ``source``'s numbers ``profile``'s are, when every kind scores that same multiple in it
    (Foster's are ten times Kandell's); ``None`` when they are no single multiple (the modern quadruplet and
    reunion score otherwise than either source's).

    >>> from penchant.rules.profiles import get_profile
    >>> kandell, modern, foster = get_profile("kandell"), get_profile("modern"), get_profile("foster")
    >>> times_the_numbers(kandell, foster), times_the_numbers(foster, kandell)
    (Fraction(10, 1), Fraction(1, 10))
    >>> times_the_numbers(kandell, modern) is None
    True
    """
    ratios = {Fraction(profile.value(k), source.value(k)) for k in Kind if source.value(k)}
    return ratios.pop() if len(ratios) == 1 else None


def kinds_off_the_multiple(source: Profile, profile: Profile) -> tuple[Kind, ...]:
    """The kinds ``profile`` scores another multiple of ``source``'s than it scores a pair, in the kinds' order:
    why :func:`times_the_numbers` finds no single multiple (empty when it finds one).

    >>> from penchant.rules.profiles import get_profile
    >>> kinds_off_the_multiple(get_profile("modern"), get_profile("foster"))
    (<Kind.QUADRUPLET: 'quadruplet'>, <Kind.REUNION: 'reunion'>)
    >>> kinds_off_the_multiple(get_profile("kandell"), get_profile("foster"))
    ()
    """
    pair = Fraction(profile.value(Kind.PAIR), source.value(Kind.PAIR))
    return tuple(k for k in Kind if source.value(k) and Fraction(profile.value(k), source.value(k)) != pair)


def kinds_scored_otherwise(profile: Profile, source: Profile) -> tuple[Kind, ...]:
    """The kinds ``profile`` scores otherwise than ``source``, in the kinds' order: where Kandell's modern scoring
    parts from his rules (his quadruplet and reunion).

    >>> from penchant.rules.profiles import get_profile
    >>> kinds_scored_otherwise(get_profile("modern"), get_profile("kandell"))
    (<Kind.QUADRUPLET: 'quadruplet'>, <Kind.REUNION: 'reunion'>)
    """
    return tuple(k for k in Kind if profile.value(k) != source.value(k))
