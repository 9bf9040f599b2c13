"""What a player asks of the combinations beyond one verdict (:mod:`penchant.rules.combinations` holds the rule):
which combinations a set on the opponent's table bars, which rule leaves nothing declarable, the declaration a
player means by the cards picked, and a combination built up step by step."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from penchant.errors import BarredError, IllegalDeclarationError, IllegalPlayError
from penchant.rules.cards import CardSet, CardsGiven, CardsLike, cards_given, mask_of
from penchant.rules.combinations import (
    Declaration,
    DeclaredRecord,
    adds_a_fresh_card,
    candidate_combinations,
    check_declaration,
    classify,
    combination_kind,
    legal_declaration_masks,
    legal_declarations,
    profile_for_holdings,
    served_in_same_kind,
)
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.rules.procedure import Moment, held
from penchant.rules.profiles import Profile, get_profile
from penchant.rules.scoring import worth_most_first

__all__ = ["NothingDeclarable", "barred_declarations", "built_up", "could_serve_again", "declarable_after_the_trick",
           "declarations_completed", "meant_declaration",
           "nothing_declarable"]


def barred_declarations(
    holdings: Holdings,
    profile: Profile | str,
    *,
    declared: Sequence[DeclaredRecord] = (),
    penchant_only: bool = False,
    moment: Moment = "declare",
) -> list[CardSet]:
    """The combinations that would add a card from the hand but that a set on the opponent's table bars
    (:func:`check_declaration` refuses each with :class:`~penchant.errors.BarredError`).

    >>> from penchant.rules.profiles import KANDELL
    >>> barred_declarations(Holdings.parse(hand="9S 9H", opp_table="QD QC"), KANDELL)
    [CardSet('9S 9H')]
    >>> barred_declarations(Holdings.parse(hand="7S 8H", opp_table="KH QH"), KANDELL)
    []
    """
    profile = profile_for_holdings(holdings, profile, moment)
    hand = holdings.hand.mask
    out: list[CardSet] = []
    for m, _ in candidate_combinations(hand | holdings.table.mask):
        if m & hand:
            cards = CardSet.from_mask(m)
            verdict = check_declaration(cards, holdings, profile, declared=declared, penchant_only=penchant_only,
                                        moment=moment)
            if isinstance(verdict.error, BarredError):
                out.append(cards)
    return out


def declarable_after_the_trick(
    holdings: Holdings,
    profile: Profile | str,
    playing: CardsGiven,
    *,
    declared: Sequence[DeclaredRecord] = (),
) -> list[Declaration]:
    """What the winner of the trick in play could declare once it is won, having played one of ``playing`` to it
    (cards of his hand or table, held between tricks in ``holdings``): each combination the rules let him declare
    with one of them gone to the trick (:func:`legal_declarations`), each card set once, best-scoring first. A card
    played to win the trick may break a combination: the one it leaves whole is listed if another card could win.

    >>> from penchant.rules.profiles import KANDELL
    >>> h = Holdings.parse(hand="AS AH AD 9C 8C 7D")
    >>> [str(d) for d in declarable_after_the_trick(h, KANDELL, "AS")]
    ['pair AH AD (2)']
    >>> [str(d) for d in declarable_after_the_trick(h, KANDELL, "AS 9C")][:2]
    ['triplet AS AH AD (3)', 'pair AS AH (2)']
    """
    prof = profile_for_holdings(holdings, profile, "play")
    found: dict[int, Declaration] = {}
    for card in cards_given(playing, "the cards played to the trick"):
        bit = card.bit
        if not holdings.holding.mask & bit:
            raise IllegalPlayError.refusing(str(card), "not in your hand or on your table: it cannot be played")
        after = Holdings(hand=CardSet.from_mask(holdings.hand.mask & ~bit),
                         table=CardSet.from_mask(holdings.table.mask & ~bit), opp_table=holdings.opp_table)
        for d in legal_declarations(after, prof, declared=declared):
            found.setdefault(d.cards.mask, d)
    return [found[m] for m, _k in worth_most_first(prof, ((d.cards.mask, d.kind) for d in found.values()))]


def could_serve_again(card: CardsGiven, holdings: Holdings, unseen: CardsLike, profile: Profile | str, *,
                      declared: Sequence[DeclaredRecord] = ()) -> bool:
    """Whether ``card``, on your table in ``holdings``, could still serve in a new set of its rank: one made of it,
    cards of your hand and table, and cards still ``unseen`` (in the stock or his hand, to be drawn), with a fresh
    card from the hand, that the rules would let you declare after a trick you win (:func:`check_declaration`, the
    ``unseen`` cards taken as drawn). A set needs cards of its rank: once the others are played, or on his table,
    it never comes ("8♦ could serve again in a new set" said with every other Eight played was false).

    >>> from penchant.rules.profiles import KANDELL
    >>> h = Holdings.parse(hand="9S 9C", table="8D 8H")
    >>> could_serve_again("8D", h, "8S KC", KANDELL), could_serve_again("8D", h, "KC 9D", KANDELL)
    (True, False)
    """
    prof = profile_for_holdings(holdings, profile, "play")
    given = cards_given(card, "the card on your table")
    if len(given) != 1 or not holdings.table.mask & given.mask:
        raise IllegalPlayError.refusing(str(given), "not one card on your table")
    spare = mask_of(unseen) & ~holdings.holding.mask & ~holdings.opp_table.mask
    for mask, kind in candidate_combinations(holdings.holding.mask | spare):
        if not mask & given.mask or not kind.is_set or not adds_a_fresh_card(mask, holdings.table.mask):
            continue
        fresh = CardSet.from_mask(mask & ~holdings.table.mask)
        if len(fresh) + len(holdings.table) > held("play"):
            continue  # more than a player holds: never in one hand and table together
        drawn = Holdings(hand=fresh, table=holdings.table, opp_table=holdings.opp_table)
        if check_declaration(CardSet.from_mask(mask), drawn, prof, declared=declared, moment="play").legal:
            return True
    return False


class NothingDeclarable(Enum):
    """The first rule that stops the last declaration a player might make (:func:`nothing_declarable`), from the
    first asked to the last: :mod:`penchant.words.declarable` says each to him."""

    NO_COMBINATION = "no_combination"
    """No combination can be made of his hand and table."""
    EMPTY_HAND = "empty_hand"
    """His hand is empty, and a declaration adds a card from the hand."""
    NOTHING_FROM_THE_HAND = "nothing_from_the_hand"
    """No card of his hand makes a combination, with his hand or his table."""
    PENCHANT_ONLY = "penchant_only"
    """The loser of a trick may declare only a penchant, and none adds a card from his hand."""
    KIND_SERVED = "kind_served"
    """Every combination reuses a card that has served in one of its kind (``same_kind_reuse`` off)."""
    BARRED = "barred"
    """A set on the opponent's table bars every one left (:func:`barred_declarations` names them)."""


def nothing_declarable(
    holdings: Holdings,
    profile: Profile | str,
    *,
    declared: Sequence[DeclaredRecord] = (),
    penchant_only: bool = False,
    moment: Moment = "declare",
) -> NothingDeclarable | None:
    """Why no declaration is legal here, as the first rule that stops the last of them, or ``None`` when one is
    (:func:`legal_declarations` lists them): no combination in hand and table; none adding a card from the hand;
    the loser of a trick with no penchant; every one reusing a card of its kind (``same_kind_reuse`` off); every
    one barred.

    >>> from penchant.rules.profiles import KANDELL
    >>> nothing_declarable(Holdings.parse(hand="7S 8H 9D"), KANDELL)
    <NothingDeclarable.NO_COMBINATION: 'no_combination'>
    >>> nothing_declarable(Holdings.parse(hand="9S 9H", opp_table="QD QC"), KANDELL)
    <NothingDeclarable.BARRED: 'barred'>
    >>> nothing_declarable(Holdings.parse(hand="KH QH"), KANDELL) is None
    True
    """
    profile = profile_for_holdings(holdings, profile, moment)
    if legal_declaration_masks(holdings.hand.mask, holdings.table.mask, holdings.opp_table.mask, profile,
                               declared, penchant_only):
        return None
    made = candidate_combinations(holdings.hand.mask | holdings.table.mask)
    if not made:
        return NothingDeclarable.NO_COMBINATION
    fresh = [(m, k) for m, k in made if adds_a_fresh_card(m, holdings.table.mask)]
    if not fresh:
        # The true reason, not "already on your table" (wrong beside a penchant never declared there): no card
        # from the hand forms anything, with the hand or the table.
        return NothingDeclarable.NOTHING_FROM_THE_HAND if holdings.hand else NothingDeclarable.EMPTY_HAND
    if penchant_only:
        fresh = [(m, k) for m, k in fresh if k is Kind.PENCHANT]
        if not fresh:
            return NothingDeclarable.PENCHANT_ONLY
    if not profile.same_kind_reuse and all(served_in_same_kind(m, k, declared) for m, k in fresh):
        return NothingDeclarable.KIND_SERVED
    return NothingDeclarable.BARRED


def meant_declaration(
    cards: CardsLike,
    holdings: Holdings,
    profile: Profile,
    *,
    declared: Sequence[DeclaredRecord] = (),
    penchant_only: bool = False,
    moment: Moment = "declare",
) -> CardSet:
    """The declaration a player means by ``cards``: the cards themselves when they form a combination; when they
    form none alone and hold hand cards (a card added to a combination on the table, one at a time: a Jack to
    a marriage for a family, picked alone or with some of the table cards it joins), the best legal declaration
    that adds exactly those hand cards to table cards, holding the table cards picked; otherwise the
    cards as given (:func:`check_declaration` then says why they cannot be declared).

    >>> from penchant.rules.profiles import MODERN
    >>> meant_declaration("JH", Holdings.parse(hand="JH 9S", table="QH KH"), MODERN)
    CardSet('JH QH KH')
    """
    picked = CardSet.from_mask(mask_of(cards))
    legal = legal_declarations(holdings, profile, declared=declared, penchant_only=penchant_only, moment=moment)
    completed = declarations_completed(picked, holdings.hand, [d.cards for d in legal])
    return completed[0] if completed else picked


def declarations_completed(cards: CardsLike, hand: CardsLike, legal: Sequence[CardSet]) -> list[CardSet]:
    """The declarations among ``legal`` (the ones allowed now, best first) that hand cards ``cards`` complete
    with table cards: each adds exactly the hand cards of ``cards`` to cards on the table, holding every table card
    picked with them, as a learner picks only the hand card (or it and some of the table cards it joins: chapter 3's
    10♥ from the table and A♥ from the hand, for the reunion 10♥ J♥ Q♥ K♥ A♥) and the board adds the
    table cards it joins. None when ``cards`` form a combination alone, hold no card of ``hand``, or are no cards:
    they then mean themselves.

    >>> [str(d) for d in declarations_completed("QC", "QC 9S", [CardSet("QC QH"), CardSet("QC KC")])]
    ['QH QC', 'QC KC']
    >>> declarations_completed("QC QH", "QC QH", [CardSet("QC QH")])
    []
    >>> [str(d) for d in declarations_completed("TH AH", "AH 9S", [CardSet("TH JH QH KH AH"), CardSet("AH AS")])]
    ['TH JH QH KH AH']
    """
    picked = CardSet.from_mask(mask_of(cards))
    held = CardSet.from_mask(mask_of(hand))
    from_hand = picked & held
    if classify(picked) is not None or not from_hand:
        return []
    return [d for d in legal if d & held == from_hand and not picked - d]


def built_up(steps: Sequence[CardsGiven], profile: Profile | str) -> list[tuple[CardSet, Kind]]:
    """A combination built up step by step, as (the step's cards, its kind): every card starts in the hand, each
    step after the first holds the one before and adds cards from the hand to it, and the rules must let each be
    declared where the steps before lie on the table (:func:`check_declaration`).

    A step that is no combination, does not add to the one before (drops a card of it, or adds none), or may not
    be declared there is an :class:`~penchant.errors.IllegalDeclarationError` quoting it; a step that is not
    cards, an :class:`~penchant.errors.InvalidNotationError`.

    >>> [kind.value for _, kind in built_up(["KS KH", "KS KH KD"], "modern")]
    ['pair', 'triplet']
    """
    prof = get_profile(profile)
    given = [cards_given(step, "a step's cards") for step in steps]
    said = [repr(step) if isinstance(step, str) else repr(str(cards)) for step, cards in zip(steps, given, strict=True)]
    whole = CardSet()
    for cards in given:
        whole = whole | cards
    holdings = Holdings.parse(hand=whole, moment="declare")  # every card in the hand before the first step
    declared: list[DeclaredRecord] = []
    out: list[tuple[CardSet, Kind]] = []
    for i, cards in enumerate(given):
        combination_kind(cards, steps[i] if isinstance(steps[i], str) else str(cards))
        if i and (given[i - 1] - cards or not cards - given[i - 1]):
            raise IllegalDeclarationError(f"{said[i]} does not add to {said[i - 1]}: each step after the first "
                                          "holds the cards before it and adds to them")
        verdict = check_declaration(cards, holdings, prof, declared=declared)
        if not verdict.legal or verdict.kind is None:
            raise IllegalDeclarationError(f"{said[i]} cannot be declared after {said[i - 1]}: {verdict.reason}"
                                          if i else f"{said[i]} cannot be declared: {verdict.reason}")
        declared.append((verdict.kind, cards.mask))
        holdings = holdings.after_declaring(cards)
        out.append((cards, verdict.kind))
    return out
