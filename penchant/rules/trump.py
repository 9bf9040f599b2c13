"""How trump is set: the suit of the Jack of the deal's first penchant that counts.

Until then there is no trump. Kandell: only a penchant declared by the winner of a trick sets trump;
Foster (``Profile.loser_penchant_sets_trump``): the loser's penchant sets it too.

How trump is written, the one list of its encodings (the stored forms are kept as they are):

- In memory: a :class:`~penchant.rules.suits_and_ranks.Suit`, or ``None`` before a penchant sets it
  (``DealState.trump``, ``PlayerView.trump``, ``Phase2Position.trump``). The fast paths (tricks, searches)
  take the suit's number, ``int(suit)`` (``Phase2Position.trump_number``). :func:`trump_jack` gives the Jack
  that names it, :func:`trump_of_penchant` the suit a penchant sets.
- A position file (``penchant-position/1``, :func:`penchant.play.position_record.read_trump`): the Jack whose penchant
  set it (``"JH"``), or ``null``; a suit's letter (``"H"``) is read too.
- A game record's deal (``penchant-game/1``), a puzzle's position and ``penchant solve --batch``: the suit's
  letter (``"H"``), or ``null``.
- Every argument that takes a trump (``Phase2Position(trump=...)``, ``DealState(trump=...)``,
  :func:`penchant_sets_trump`, ``penchant solve --trump``, a solver position file) reads it by the one reader,
  :func:`trump_suit`: a ``Suit``, its letter or symbol (``Suit.HEARTS``, ``"H"``, ``"h"``, ``"♥"``), ``None`` or
  ``"none"`` (also ``""``, ``"-"``, ``"no"``) for no trump. A number is refused, everywhere: the suit's number is
  the fast paths' own encoding (``int(suit)``), and a person's 1 could be the first suit or the second.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from penchant.english.lists import join_or
from penchant.errors import IllegalDeclarationError, InvalidNotationError, PenchantError
from penchant.rules.cards import RANK_MASKS, Card, CardSet
from penchant.rules.kinds import Kind
from penchant.rules.profiles import Profile, get_profile
from penchant.rules.suits_and_ranks import Rank, Suit

__all__ = ["NOT_A_TRUMP", "NO_TRUMP_WITHOUT_PENCHANT_WORDS", "NO_TRUMP_WRITTEN", "ONLY_A_PENCHANT_SETS_TRUMP_WORDS",
           "penchant_sets_trump", "penchant_without_trump", "possible_trumps", "trump_jack", "trump_of_penchant",
           "trump_settled", "trump_suit", "trump_without_penchant"]

NO_TRUMP_WRITTEN: Final = ("", "none", "-", "no")
"""How text may say "no trump" besides ``None`` (a command line's ``--trump none``, a position file's ``"none"``),
as :func:`trump_suit` reads it (any case)."""

NOT_A_TRUMP: Final = (f"must be a suit: {join_or(s.plural for s in Suit)} "
                      f"({join_or(s.letter for s in Suit)}, or {join_or(s.symbol for s in Suit)}), or none")
"""Why :func:`trump_suit` refuses a trump (a refusal's ``reason``), as a player reads it at the command line or on
a board: the suits by name, letter and symbol, and "none" for no trump; no Python type named."""


def trump_suit(value: object, error: type[PenchantError] = InvalidNotationError) -> Suit | None:
    """The one reader of a trump given to the engine (the module's docstring lists its encodings): a
    :class:`Suit`, its letter or symbol in any case (:meth:`Suit.parse`), ``None`` or ``"none"`` (``""``, ``"-"``,
    ``"no"``) for no trump. A number (the suit's number is the fast paths' own), or anything else, is refused with
    ``error`` quoting it, as the argument ``trump``.

    >>> trump_suit("h"), trump_suit("♠"), trump_suit(Suit.CLUBS), trump_suit("none"), trump_suit(None)
    (<Suit.HEARTS: 1>, <Suit.SPADES: 0>, <Suit.CLUBS: 3>, None, None)
    >>> trump_suit(1)
    Traceback (most recent call last):
    ...
    penchant.errors.InvalidNotationError: trump 1 must be a suit: spades, hearts, diamonds or clubs (S, H, D or C, ...
    """
    if value is None or isinstance(value, Suit):
        return value
    if isinstance(value, str):
        if value.strip().lower() in NO_TRUMP_WRITTEN:
            return None
        try:
            return Suit.parse(value)
        except PenchantError:
            pass
    raise error.refusing_argument("trump", value, NOT_A_TRUMP)


ONLY_A_PENCHANT_SETS_TRUMP_WORDS: Final = "only a penchant sets trump"
"""The rule :func:`trump_without_penchant` asks, in the game's words: the part of
:data:`NO_TRUMP_WITHOUT_PENCHANT_WORDS` a refusal says on its own (a position's trump with no penchant of its Jack)."""
NO_TRUMP_WITHOUT_PENCHANT_WORDS: Final = f"no penchant was declared in the deal, and {ONLY_A_PENCHANT_SETS_TRUMP_WORDS}"
"""The one wording of the refusal of a deal written with a trump and no penchant (a marker's whole deal, entered or
read back, and a game record's deal)."""


def trump_without_penchant(trump: object, declared: Iterable[Iterable[Kind]]) -> bool:
    """Whether a deal is said to have a trump although no penchant was declared in it (``declared``: each
    player's kinds): only a penchant sets trump, so such a deal cannot be (refused in
    :data:`NO_TRUMP_WITHOUT_PENCHANT_WORDS`).

    >>> trump_without_penchant("H", [[Kind.PAIR], [Kind.MARRIAGE]]), trump_without_penchant("H", [[Kind.PENCHANT], []])
    (True, False)
    """
    return trump is not None and not any(Kind.PENCHANT in kinds for kinds in declared)


def penchant_without_trump(profile: Profile, trump: object, declared: Iterable[Iterable[Kind]]) -> bool:
    """Whether a deal is said to have no trump although a penchant was declared in it, under rules where the
    first penchant sets trump whoever declares it (Foster's): such a deal cannot be. Under Kandell's a loser's
    penchant leaves trump unset, so a penchant without trump can be.

    >>> from penchant.rules.profiles import FOSTER, KANDELL
    >>> a_penchant, a_pair = [[Kind.PENCHANT], []], [[Kind.PAIR], []]
    >>> penchant_without_trump(FOSTER, None, a_penchant), penchant_without_trump(KANDELL, None, a_penchant)
    (True, False)
    >>> penchant_without_trump(FOSTER, "H", a_penchant), penchant_without_trump(FOSTER, None, a_pair)
    (False, False)
    """
    return (trump is None and any(Kind.PENCHANT in kinds for kinds in declared)
            and penchant_sets_trump(profile, None, by_trick_winner=False))


def possible_trumps(profile: Profile, penchants: Sequence[Sequence[Suit]], *,
                    first: Suit | None = None) -> frozenset[Suit | None]:
    """The trumps a deal can have after the penchants declared in it (``penchants``: each player's penchants'
    suits, in the order he declared them; ``first``: the suit of the deal's first penchant, when the deal's
    score events say which came first).

    No penchant: no trump. Under rules where a penchant sets trump whoever declares it (Foster's), the first
    penchant's suit (either player's first when which came first is not known). Under Kandell's a loser's
    penchant sets none, so no trump or any penchant's suit (whether its declarer had won the trick is not kept).

    >>> from penchant.rules.profiles import FOSTER, KANDELL
    >>> H, C, D = Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS
    >>> sorted(possible_trumps(FOSTER, [[], [D, C]]))
    [<Suit.DIAMONDS: 2>]
    >>> sorted(possible_trumps(FOSTER, [[H], [D, C]])), sorted(possible_trumps(FOSTER, [[H], [D]], first=D))
    ([<Suit.HEARTS: 1>, <Suit.DIAMONDS: 2>], [<Suit.DIAMONDS: 2>])
    >>> possible_trumps(KANDELL, [[], [D, C]]) == {None, D, C}, possible_trumps(KANDELL, [[], []]) == {None}
    (True, True)
    """
    every = [suit for suits in penchants for suit in suits]
    if not every:
        return frozenset({None})
    if penchant_sets_trump(profile, None, by_trick_winner=False):
        return frozenset({first} if first is not None else {suits[0] for suits in penchants if suits})
    return frozenset({None, *every})


def penchant_sets_trump(profile: Profile, trump: Suit | str | None, *, by_trick_winner: bool) -> bool:
    """Whether a penchant declared now sets trump.

    ``trump`` is the trump so far (``None`` if none yet), read by :func:`trump_suit` (a :class:`Suit` or its
    letter, ``"H"``; a number is refused); ``by_trick_winner`` says whether the declarer won the trick just played
    (the loser may declare only a penchant).

    >>> from penchant.rules.profiles import FOSTER, KANDELL
    >>> penchant_sets_trump(KANDELL, None, by_trick_winner=False)
    False
    >>> penchant_sets_trump(FOSTER, None, by_trick_winner=False)
    True
    >>> penchant_sets_trump(FOSTER, Suit.HEARTS, by_trick_winner=True)
    False
    """
    if not isinstance(profile, Profile):
        profile = get_profile(profile)  # a name is read; None or a number is refused in a sentence
    return trump_suit(trump) is None and (by_trick_winner or profile.loser_penchant_sets_trump)


def trump_of_penchant(cards: CardSet | int) -> Suit:
    """The suit a penchant makes trump: its Jack's.

    >>> trump_of_penchant(CardSet("QS JH"))
    <Suit.HEARTS: 1>
    """
    mask = cards.mask if isinstance(cards, CardSet) else cards
    jack = mask & RANK_MASKS[Rank.JACK]
    if jack.bit_count() != 1:
        raise IllegalDeclarationError.refusing(str(CardSet.from_mask(mask)),
                                               "not a penchant: it needs exactly one Jack")
    return Suit((jack.bit_length() - 1) >> 3)


def trump_jack(trump: Suit | int) -> Card:
    """The Jack of trump: the card of the penchant that named ``trump`` (the Jack names trump, the Queen
    only goes with it).

    >>> str(trump_jack(Suit.HEARTS))
    'JH'
    """
    return Card(Rank.JACK, Suit(trump))


def trump_settled(last_six: bool) -> bool:
    """Whether the deal's trump is settled, a missing one never to come: in the last six tricks, where nothing is
    declared, so no penchant can set it any more; while the first ten last, a penchant still may.

    >>> trump_settled(last_six=False), trump_settled(last_six=True)
    (False, True)
    """
    return last_six
