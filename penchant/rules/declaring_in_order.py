"""Whether one player's declarations so far, in their order and after their tricks, can be made from the cards that
player can have received by then (:func:`declarations_in_order_problem`).

The pack's bounds (:mod:`penchant.rules.limits`) count a deal's declarations of each kind; this asks the order
too, card by card, as the deal's procedure gives them (:mod:`penchant.rules.procedure`):

- a player is dealt six cards and draws one after each of the first ten tricks, after its declaration; he plays one
  card to each trick, from hand or table, and a card played is gone for the deal; at a declaration he holds five
  (:func:`~penchant.rules.procedure.held`), so between two declarations ``g`` tricks apart at most ``g`` cards he
  holds can be new ones;
- a declaration is a combination of the pack (four cards of a rank, the runs of one suit, the couplings:
  :func:`~penchant.rules.combinations.candidate_combinations`) from his hand and table, with a fresh card from the
  hand (:func:`~penchant.rules.combinations.adds_a_fresh_card`): a card of his table is one he declared before and
  has not played, so a combination may reuse it, whatever its kind, while he keeps it;
- where the rules let a card serve only once in each kind (``Profile.same_kind_reuse`` off), a combination reuses no
  card of an earlier one of its kind (:func:`~penchant.rules.combinations.served_in_same_kind`).

Where some tricks went unentered the trick a declaration followed is known only at its least (the marker's quick
taps): it may have been later, the tricks entered after it still to come before the tenth. The search tries every
combination each declaration can have been and every card kept on the table for a later one, and takes each new card
as late as the draws allow, which a later draw never makes worse; a question it cannot settle within
:data:`HARDEST_SEARCH` positions is answered as possible, so that it never refuses a real deal. What it does not ask is
the other player: his table and the bar it sets are the pack's bounds' and the tables' (:mod:`penchant.rules.limits`,
:mod:`penchant.rules.barring`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import pairwise
from typing import Final

from penchant.english.lists import join_and
from penchant.english.numbers import number_words
from penchant.errors import InvalidSettingError
from penchant.rules.cards import FULL_MASK
from penchant.rules.combinations import candidate_combinations
from penchant.rules.dealing import FIRST_TEN_TRICKS
from penchant.rules.kinds import Kind
from penchant.rules.procedure import cards_received, held
from penchant.rules.profiles import Profile, get_profile
from penchant.rules.suits_and_ranks import Suit

__all__ = ["DeclaredAfter", "HARDEST_SEARCH", "declarations_in_order_problem"]


@dataclass(frozen=True, slots=True)
class DeclaredAfter:
    """One declaration of a player's, as the score sheet knows it: its ``kind`` and the ``trick`` (1 to 10) it
    followed, that trick's number when every trick before it was entered (``exact``), else the least it can be."""

    kind: Kind
    trick: int
    exact: bool = True


def _named(declared: DeclaredAfter) -> str:
    """A declaration as the refusal names it: ``"a quadruplet after trick 2"``, ``"... after trick 2 or later"``."""
    return f"a {declared.kind.singular} after trick {declared.trick}" + ("" if declared.exact else " or later")


HARDEST_SEARCH: Final = 2_000
"""The most positions of the cards one question searches (the marker asks several on each tap). A real deal's
history is found within a few dozen (the tests play hundreds); what would need more is answered as possible, so that
no real deal is ever refused: a few histories that no deal can give (three quadruplets and a flush in four quick
taps) are then let through."""

_HELD: Final = held("declare")
_SUIT_SHIFTS: Final = tuple(8 * suit for suit in range(len(Suit)))
"""Where each suit's eight cards lie in a card mask, a byte each (:mod:`penchant.rules.card_masks`)."""


@cache
def _combinations_of(kind: Kind) -> tuple[int, ...]:
    """The pack's combinations of ``kind``, as card masks."""
    return tuple(mask for mask, k in candidate_combinations(FULL_MASK) if k is kind)


@cache
def _reach(kind: Kind) -> int:
    """Every card some combination of ``kind`` holds."""
    out = 0
    for mask in _combinations_of(kind):
        out |= mask
    return out


def declarations_in_order_problem(declared: Sequence[DeclaredAfter], profile: Profile | str, *,
                                  tricks: int) -> str | None:
    """Why one player cannot have made ``declared`` (oldest first) with the cards he can have received by then, or
    ``None`` if he can (see the module). ``tricks``: the tricks of the first ten entered so far, the declarations'
    own among them (what is left of the ten is room for a declaration that followed a trick only at its least).

    >>> quad = Kind.QUADRUPLET
    >>> declarations_in_order_problem([DeclaredAfter(quad, 1), DeclaredAfter(quad, 2)], "kandell", tricks=2)[:60]
    'a quadruplet after trick 1 and a quadruplet after trick 2 by'
    >>> declarations_in_order_problem([DeclaredAfter(quad, 1), DeclaredAfter(quad, 5)], "kandell", tricks=5) is None
    True
    >>> declarations_in_order_problem([DeclaredAfter(quad, 1, False), DeclaredAfter(quad, 2, False)], "kandell",
    ...                               tricks=2) is None
    True
    """
    rules = get_profile(profile)
    given = tuple(declared)
    _check_order(given, tricks)
    if _possible(tuple(d.kind for d in given), tuple(d.trick for d in given), tuple(d.exact for d in given),
                 tricks, rules.same_kind_reuse):
        return None
    last = given[-1]
    latest = last.trick if last.exact else FIRST_TEN_TRICKS - (tricks - last.trick)
    by = cards_received(latest - 1)
    return (f"{join_and(_named(d) for d in given)} by one player: the cards a player can have received by then "
            f"cannot make them ({number_words(by)} by trick {latest}: six dealt, then one drawn after each trick; "
            f"{number_words(_HELD)} held at a declaration, each declaration with a fresh card, and a card played to "
            "a trick gone for the deal)")


def _check_order(given: tuple[DeclaredAfter, ...], tricks: int) -> None:
    """Refuse declarations the sheet cannot hold: tricks from 1 to the tricks entered, one declaration a trick, in
    order, and those known exactly before the others (a trick left out stays out)."""
    if not given:
        raise InvalidSettingError.refusing_argument("declared", [], "must hold a declaration at least")
    if not 1 <= tricks <= FIRST_TEN_TRICKS:
        raise InvalidSettingError.refusing_argument("tricks", tricks, f"must be from 1 to {FIRST_TEN_TRICKS}")
    for before, after in pairwise(given):
        if after.trick <= before.trick or (after.exact and not before.exact):
            raise InvalidSettingError.refusing_argument(
                "declared", [_named(d) for d in given], "must follow one trick each, in order, those known exactly "
                                                         "first")
    if given[-1].trick > tricks:
        raise InvalidSettingError.refusing_argument("tricks", tricks, f"must count trick {given[-1].trick}, the "
                                                                      "last declaration's")


@lru_cache(maxsize=8192)
def _possible(kinds: tuple[Kind, ...], after: tuple[int, ...], exact: tuple[bool, ...], tricks: int,
              reuse: bool) -> bool:
    """Whether some cards make ``kinds`` after those tricks (see :class:`_Search`)."""
    return _Search(kinds, after, exact, FIRST_TEN_TRICKS - tricks, reuse).run()


class _Search:
    """The search behind :func:`declarations_in_order_problem`, declaration by declaration.

    After each declaration it knows the cards used so far (``used``: none can be the fresh card again, and those
    not kept are played), the cards of them kept in hand or on the table (``kept``, this declaration's among them),
    how many new cards the player can already hold for the declarations to come (``ready``: the room of the five
    left over, filled as the draws allow), the tricks still free to come between later declarations (``spare``) and,
    where a card serves once in each kind, the cards each kind has used (``served``). A declaration ``g`` tricks after
    the last one can take ``g`` new cards drawn since, besides those ready; a trick more between two declarations is
    a draw more, spent only where a declaration needs it (a card drawn earlier could as well be drawn then)."""

    def __init__(self, kinds: tuple[Kind, ...], after: tuple[int, ...], exact: tuple[bool, ...], spare: int,
                 reuse: bool) -> None:
        self.kinds = kinds
        self.gaps = tuple(b - a for a, b in pairwise(after))
        self.later = tuple(not e for e in exact)  # a declaration that may have followed a later trick
        self.spare = spare
        self.reuse = reuse
        self.reach_after = [0] * (len(kinds) + 1)
        for k in range(len(kinds) - 1, -1, -1):
            self.reach_after[k] = self.reach_after[k + 1] | _reach(kinds[k])
        self.gaps_after = [sum(self.gaps[k - 1:]) if k else 0 for k in range(len(kinds) + 1)]
        self.seen: dict[tuple[object, ...], bool] = {}
        self.positions = 0

    def run(self) -> bool:
        return self._step(0, 0, 0, 0, self.spare, () if self.reuse else (0,) * len(Kind))

    def _key(self, used: int, kept: int, served: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
        """The position's cards suit by suit, the suits in order of their cards: the pack looks the same to every kind
        with its suits moved, so two positions alike but for the suits are answered once."""
        return tuple(sorted((used >> at & 0xFF, kept >> at & 0xFF, *(s >> at & 0xFF for s in served))
                            for at in _SUIT_SHIFTS))

    def _enough(self, k: int, kept: int, ready: int, spare: int, served: tuple[int, ...]) -> bool:
        """Whether the new cards the declarations to come need at least fit the draws left: a fresh card each, and
        where a card serves once in each kind, each kind's cards, but those kept that have not served in it."""
        room = ready + self.gaps_after[k] + (spare if any(self.later[k:]) else 0)
        rest = self.kinds[k:]
        if room < len(rest):
            return False
        if served:
            for kind in set(rest):
                reusable = (kept & ~served[list(Kind).index(kind)] & _reach(kind)).bit_count()
                if rest.count(kind) * kind.size - reusable > room:
                    return False
        return True

    def _step(self, k: int, used: int, kept: int, ready: int, spare: int, served: tuple[int, ...]) -> bool:
        """Whether the declarations from the ``k``-th on can follow this position (see the class)."""
        if k == len(self.kinds):
            return True
        plain = (k, used, kept, ready, spare, *served)
        known = self.seen.get(plain)
        if known is not None:
            return known
        key = (k, ready, spare, self._key(used, kept, served))
        known = self.seen.get(key)
        if known is None:
            self.positions += 1
            known = self.positions > HARDEST_SEARCH or (
                (k == 0 or self._enough(k, kept, ready, spare, served)) and self._declare(k, used, kept, ready,
                                                                                           spare, served))
            self.seen[key] = known
        self.seen[plain] = known
        return known

    def _worth_keeping(self, k: int, used: int, held_now: int) -> int:
        """The cards ``held_now`` that a combination of a kind still to come may reuse: one with a card not used yet
        whose used cards are all held now (a card played never comes back)."""
        out = 0
        if not held_now:
            return out
        for kind in set(self.kinds[k:]):
            for c in _combinations_of(kind):
                if c & ~used and not c & used & ~held_now:
                    out |= c & held_now
        return out

    def _declare(self, k: int, used: int, kept: int, ready: int, spare: int, served: tuple[int, ...]) -> bool:
        """Whether some combination of the ``k``-th declaration's kind, and some cards kept with it, lead on."""
        kind = self.kinds[k]
        place = list(Kind).index(kind)
        worth = self._worth_keeping(k + 1, used, kept)
        options = sorted((c for c in _combinations_of(kind) if not c & used & ~kept and c & ~used
                          and not (served and c & served[place])), key=lambda c: (c & ~used).bit_count())
        for cards in options:
            new = (cards & ~used).bit_count()
            if k:
                gap = max(self.gaps[k - 1], new - ready)
                more = gap - self.gaps[k - 1]
                if more > (spare if self.later[k] else 0):
                    continue
                left = ready + gap - new
            else:  # the first declaration: any five cards held
                more, left = 0, _HELD
            after = (*served[:place], served[place] | cards, *served[place + 1:]) if served else served
            others = worth & ~cards
            carry = others
            while True:  # every set of the other cards kept, all of them first
                room = _HELD - (cards | carry).bit_count()
                if room >= 0 and self._step(k + 1, used | cards, cards | carry, min(room, left), spare - more,
                                            after):
                    return True
                if not carry:
                    break
                carry = (carry - 1) & others
        return False
